"""El Gaucho component and layout data (rules reference section 2), kept in one place so that
a different printing means changing data, not code.

Tiles are small ints everywhere in the engine: ``tile = breed * 12 + (value - 1)`` with the
breed index of :data:`BREEDS` (0 = black … 4 = red) and the value 1–12, so tile 0 is BK1 and
tile 59 is RD12 (Table C1). :func:`tile_code` and :func:`tile_id` convert to and from the
codes of the worked examples (``"RD7"``), which actions, events and positions use.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from farmhouse.core import records

#: Breed ids in index order (Table C1).
BREEDS: tuple[str, ...] = ("black", "brown", "white", "spotted", "red")
#: Two-letter codes used in tile codes, same order (Table C1).
BREED_CODES: tuple[str, ...] = ("BK", "BR", "WH", "SP", "RD")
#: Tiles per breed: one of each value 1..VALUES (Table C1).
VALUES = 12
#: Number of tiles in the box.
TILE_COUNT = len(BREEDS) * VALUES

#: Small number (reservation cost) of value v at index v - 1 (Table C2, [decision] ceil(v/2)).
SMALL_NUMBERS: tuple[int, ...] = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)


@records.frozen
class PlayerCount:
    """Table C3 for one player count: dice rolled, gauchos per player, opening tiles drawn,
    whether one breed is removed, and the usable pampa spaces the layout must give."""

    dice: int
    gauchos: int
    opening_draw: int
    remove_breed: bool
    usable_spaces: int


#: Table C3 by number of players.
PLAYER_COUNTS: dict[int, PlayerCount] = {
    2: PlayerCount(dice=5, gauchos=8, opening_draw=5, remove_breed=True, usable_spaces=12),
    3: PlayerCount(dice=7, gauchos=8, opening_draw=4, remove_breed=False, usable_spaces=15),
    4: PlayerCount(dice=9, gauchos=7, opening_draw=3, remove_breed=False, usable_spaces=18),
}

#: Table C4, [decision]: per pampa row (row 1 = index 0, the bottom row, filled first), the
#: smallest player count for which each space (left to right) is usable.
PAMPA_LAYOUT: tuple[tuple[int, ...], ...] = (
    (2, 2, 2),
    (2, 2, 2, 3),
    (2, 2, 2, 3, 4),
    (2, 2, 2, 3, 4, 4),
)

#: Action area ids in board order (Table C5); index i is area number i + 1.
AREAS: tuple[str, ...] = (
    "sort",
    "wish",
    "immediate_sale",
    "steal",
    "raise_replace",
    "hidden_cattle",
)
#: Cost to occupy each area, same order (Table C5: 1, 2, 3, 6 [rulebook]; 4, 5 [decision]).
AREA_COSTS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
SORT, WISH, IMMEDIATE_SALE, STEAL, RAISE_REPLACE, HIDDEN_CATTLE = range(len(AREAS))

#: Faces of a die.
DIE_FACES = 6
#: Tiles in the Steppe (EG-1.4, EG-5.10).
STEPPE_SIZE = 4
#: Default row total at which filling stops (EG-7.4, option ``fill_threshold``).
FILL_THRESHOLD = 20
#: Opening keep limits (EG-1.5): keep 3 tiles each ≤ 4, 2 tiles each ≤ 8, or 1 of any value.
OPENING_KEEP_LIMITS: dict[int, int] = {3: 4, 2: 8, 1: VALUES}
#: Extra pesos of an Immediate sale, and the smallest herd it may sell (EG-5.7).
IMMEDIATE_SALE_BONUS = 5
IMMEDIATE_SALE_MIN_HERD = 2
#: Hidden cattle: the most tiles taken, and the highest value allowed when taking two (EG-5.10).
HIDDEN_CATTLE_MAX_TAKE = 2
HIDDEN_CATTLE_PAIR_MAX = 4
#: Raise/Replace option (a) stands up at most this many own lying gauchos (EG-5.9).
RAISE_MAX = 2

#: Seat colours (cosmetic, [decision]).
SEAT_COLOURS: tuple[str, ...] = ("red", "yellow", "blue", "green")

_CODE_TO_ID: dict[str, int] = {
    f"{code}{value}": b * VALUES + value - 1
    for b, code in enumerate(BREED_CODES)
    for value in range(1, VALUES + 1)
}
#: Tile id → code (``TILE_CODES[55] == "RD8"``).
TILE_CODES: tuple[str, ...] = tuple(sorted(_CODE_TO_ID, key=_CODE_TO_ID.__getitem__))
#: Code → tile id (``TILE_IDS["RD8"] == 55``); :func:`tile_id` checks the code.
TILE_IDS: Mapping[str, int] = MappingProxyType(_CODE_TO_ID)


def tile_id(code: str) -> int:
    """The tile id of a code such as ``"RD7"`` (Table C1). Raises ValueError for a bad code."""
    try:
        return _CODE_TO_ID[code]
    except (KeyError, TypeError):
        raise ValueError(f"not a tile code: {code!r}") from None


def tile_code(tile: int) -> str:
    """The code of tile id ``tile`` (0 ≤ tile < 60), e.g. ``"BK1"`` for 0."""
    return TILE_CODES[tile]


def tile_breed(tile: int) -> int:
    """The breed index (into :data:`BREEDS`) of tile id ``tile``."""
    return tile // VALUES


def tile_value(tile: int) -> int:
    """The value 1–12 of tile id ``tile``."""
    return tile % VALUES + 1


def make_tile(breed: int, value: int) -> int:
    """The tile id of breed index ``breed`` and value ``value`` (1–12)."""
    return breed * VALUES + value - 1
