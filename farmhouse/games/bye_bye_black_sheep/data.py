"""Bye-Bye Black Sheep component data (rules reference section 1), in one place so that a
different printing means changing data, not code.

Cards are small ints ("card kinds"); copies of a kind are identical, so a hand or a zoo is a
sorted tuple of kinds (BB-2.8: a hand is an unordered set):

- ``0`` is the joker (option ``joker``, BB-7.8);
- ``1``–``16`` are the set cards of species 1–16 (Table 1.2);
- ``17``–``22`` are the special cards eagle, mole, magpie, white sheep, mother sheep, wolf;
- ``23 + seat`` is the black sheep of ``seat`` (seat 0 = P1).

So ``kind <= LAST_SPECIES`` means "a set card or the joker" (placeable, BB-5.3). Events and
refusals name cards by the kind ids of Table 1.1 (:func:`card_id`: ``"set:4"``, ``"joker"``,
``"black_sheep:2"``, ``"eagle"`` …), species by their number 1–16.
"""

from __future__ import annotations

from collections.abc import Mapping

from farmhouse.core import records

#: Species names by number − 1 (Table 1.2, display names are a [decision]); ids for tests,
#: positions and the texts phase, not display text.
SPECIES: tuple[str, ...] = (
    "tiger",
    "penguin",
    "crocodile",
    "goat",
    "lion",
    "elephant",
    "giraffe",
    "zebra",
    "panda",
    "koala",
    "kangaroo",
    "hippo",
    "flamingo",
    "camel",
    "monkey",
    "rabbit",
)
#: Copies of each species in the box (Table 1.1).
COPIES_PER_SPECIES = 4

JOKER = 0
FIRST_SPECIES = 1
LAST_SPECIES = len(SPECIES)  # 16
EAGLE = 17
MOLE = 18
MAGPIE = 19
WHITE_SHEEP = 20
MOTHER_SHEEP = 21
WOLF = 22
#: The black sheep of seat s is ``BLACK_SHEEP_BASE + s``.
BLACK_SHEEP_BASE = 23
#: Most players (Table 1.3); black sheep kinds are 23..27.
MAX_PLAYERS = 5

#: Special-card kind → its id in Table 1.1.
SPECIAL_IDS: dict[int, str] = {
    EAGLE: "eagle",
    MOLE: "mole",
    MAGPIE: "magpie",
    WHITE_SHEEP: "white_sheep",
    MOTHER_SHEEP: "mother_sheep",
    WOLF: "wolf",
}


@records.frozen
class PlayerCountSetup:
    """One row of Table 1.3.

    - ``species``: species in use are 1..species; ``dealt``: set cards dealt to each player
      (BB-2.3); ``eagles``/``moles``: the base special pool (BB-2.5, exactly one per player);
    - ``hand_target``: the refill target (BB-8.1) and starting hand size without the joker
      option (BB-2.8); ``triplets_to_win``: the target of BB-6.3.
    """

    species: int
    dealt: int
    eagles: int
    moles: int
    hand_target: int
    triplets_to_win: int


#: Table 1.3 by player count.
SETUP: Mapping[int, PlayerCountSetup] = {
    2: PlayerCountSetup(species=12, dealt=6, eagles=1, moles=1, hand_target=8, triplets_to_win=5),
    3: PlayerCountSetup(species=12, dealt=5, eagles=2, moles=1, hand_target=7, triplets_to_win=4),
    4: PlayerCountSetup(species=14, dealt=5, eagles=2, moles=2, hand_target=7, triplets_to_win=3),
    5: PlayerCountSetup(species=16, dealt=5, eagles=3, moles=2, hand_target=7, triplets_to_win=3),
}

#: Table 1.4: the advanced special pool (BB-2.6), dealt one per player, the rest removed.
ADVANCED_POOL: tuple[int, ...] = (EAGLE, EAGLE, EAGLE, MOLE, MOLE, WHITE_SHEEP, MOTHER_SHEEP, WOLF)

#: D − PLACEMENT_DISCOUNT cards may be placed after a voluntary end (BB-5.2).
PLACEMENT_DISCOUNT = 2
#: A zoo's species with at least this many cards is a triplet (BB-6.2).
TRIPLET = 3
#: Magpie acquisition (i): the placement that takes a zoo to this many species (BB-7.4b).
MAGPIE_SPECIES = 3
#: The stall end: this many idle turns per player in a row (BB-9.3, [decision]).
STALL_TURNS_PER_PLAYER = 2
#: The safety net: this many turns per player in all (BB-9.3, [decision]).
TURN_LIMIT_PER_PLAYER = 100


def black_sheep(seat: int) -> int:
    """The card kind of ``seat``'s black sheep (BB-2.4)."""
    return BLACK_SHEEP_BASE + seat


def is_black_sheep(kind: int) -> bool:
    """True for any black sheep kind."""
    return kind >= BLACK_SHEEP_BASE


def species_in_use(players: int) -> range:
    """The species numbers in use with ``players`` players (Table 1.3). KeyError otherwise."""
    return range(FIRST_SPECIES, SETUP[players].species + 1)


def card_id(kind: int) -> str:
    """The Table 1.1 id of a card kind: ``"set:4"``, ``"joker"``, ``"eagle"``,
    ``"black_sheep:2"`` … ValueError for an unknown kind."""
    if 0 <= kind < len(_IDS):
        return _IDS[kind]
    raise ValueError(f"no card kind {kind}")


def _card_id(kind: int) -> str:
    if kind == JOKER:
        return "joker"
    if FIRST_SPECIES <= kind <= LAST_SPECIES:
        return f"set:{kind}"
    if kind in SPECIAL_IDS:
        return SPECIAL_IDS[kind]
    if BLACK_SHEEP_BASE <= kind < BLACK_SHEEP_BASE + MAX_PLAYERS:
        return f"black_sheep:{kind - BLACK_SHEEP_BASE}"
    raise ValueError(f"no card kind {kind}")


#: card_id by kind, precomputed (events name every card they move): ``CARD_IDS[kind]``.
CARD_IDS: tuple[str, ...] = tuple(_card_id(k) for k in range(BLACK_SHEEP_BASE + MAX_PLAYERS))
_IDS = CARD_IDS


def card_ids(kinds: tuple[int, ...] | list[int]) -> list[str]:
    """:func:`card_id` of each kind, in order."""
    ids = _IDS
    return [ids[k] for k in kinds]


def card_name(kind: int) -> str:
    """A short readable name for tests and positions: the species name (``"goat"``),
    ``"joker"``, the special's id, or ``"black_sheep:<seat>"``."""
    if FIRST_SPECIES <= kind <= LAST_SPECIES:
        return SPECIES[kind - 1]
    return card_id(kind)


def kind_of(name: str) -> int:
    """The card kind named ``name``: a species name (``"goat"``) or ``set:<n>``, ``"joker"``,
    a special's id, or ``black_sheep:<seat>``. ValueError for anything else."""
    name = name.strip().lower()
    if name in SPECIES:
        return SPECIES.index(name) + 1
    if name == "joker":
        return JOKER
    for kind, sid in SPECIAL_IDS.items():
        if name == sid:
            return kind
    prefix, _, number = name.partition(":")
    if prefix in ("set", "black_sheep") and number.isdigit():
        n = int(number)
        if prefix == "set" and FIRST_SPECIES <= n <= LAST_SPECIES:
            return n
        if prefix == "black_sheep" and 0 <= n < MAX_PLAYERS:
            return black_sheep(n)
    raise ValueError(f"unknown card {name!r}")


def universe(players: int, advanced: bool, joker: bool) -> tuple[int, ...]:
    """Every card in the game for ``players`` and the options, sorted (Tables 1.1, 1.3, 1.4):
    the set deck, the joker, the black sheep, the special pool (the advanced pool includes
    the cards removed unseen at setup) and the magpie."""
    row = SETUP[players]
    cards = [s for s in species_in_use(players) for _ in range(COPIES_PER_SPECIES)]
    if joker:
        cards.append(JOKER)
    cards.extend(black_sheep(seat) for seat in range(players))
    if advanced:
        cards.extend(ADVANCED_POOL)
    else:
        cards.extend([EAGLE] * row.eagles + [MOLE] * row.moles)
    cards.append(MAGPIE)
    return tuple(sorted(cards))
