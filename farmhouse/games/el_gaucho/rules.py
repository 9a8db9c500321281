"""El Gaucho rules: options, actions, state, views and the Game implementation.

Rule ids refer to ``shared/rules/el_gaucho.md`` (EG-x.y). No Qt here.

Representation (cheap to copy and to sample, for the AI searches to come):

- a *tile* is an int 0–59 (``breed * 12 + value - 1``, see :mod:`.data`); actions, events and
  the breakdown use tile codes such as ``"RD7"``;
- the pampa is two flat lists over every space of the layout, row by row (row 0 = the
  reference's row 1, the bottom row; space 0 = the leftmost): ``tiles[i]`` is a tile or -1,
  ``gauchos[i]`` is -1 or ``seat * 2 + lying`` (see :func:`pampa_layout` for the geometry);
- ``areas[area * players + seat]`` is the turn number in which that seat's gaucho was put
  on the area (0 = opening placement) or -1;
- ``herds[seat][breed]`` is a herd's values, left to right.

A seat's turn is a chain of small actions (take dice, stand, lie, raise, occupy, take back,
activate, …, end turn); Hidden cattle and a Steal that may use Sort add short sub-chains; the
cattle drive and the final scoring ask each seat in turn order to add its gained tiles. Steps
with a single possible outcome are taken automatically (see :meth:`ElGaucho.apply`).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol

import attrs

from farmhouse.core import records
from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.rng import Rng
from farmhouse.core.serial import digest_of
from farmhouse.games.el_gaucho.data import (
    AREA_COSTS,
    AREAS,
    BREED_CODES,
    BREEDS,
    DIE_FACES,
    FILL_THRESHOLD,
    HIDDEN_CATTLE,
    HIDDEN_CATTLE_MAX_TAKE,
    HIDDEN_CATTLE_PAIR_MAX,
    IMMEDIATE_SALE,
    IMMEDIATE_SALE_BONUS,
    IMMEDIATE_SALE_MIN_HERD,
    OPENING_KEEP_LIMITS,
    PAMPA_LAYOUT,
    PLAYER_COUNTS,
    RAISE_MAX,
    RAISE_REPLACE,
    SMALL_NUMBERS,
    SORT,
    STEAL,
    STEPPE_SIZE,
    TILE_CODES,
    TILE_COUNT,
    TILE_IDS,
    VALUES,
    WISH,
    make_tile,
    tile_id,
)

# ----------------------------------------------------------------------------- message keys

#: Every event key the engine emits → its parameters. Tiles are codes (``"RD7"``), breeds
#: and areas ids (``"red"``, ``"steal"``), seats ints; ``row``/``space`` are 0-based (row 0 is
#: the bottom row, EG-7.4). Dice payments ``paid`` list the die values spent and
#: ``wish_used`` says whether the Wish die was one of them. Events not marked private are
#: public.
EVENT_KEYS: dict[str, str] = {
    "EG.kept": "seat, tiles: [tile] in herd order; private_to=seat (EG-1.5)",
    "EG.keep_chosen": "seat; the public twin of EG.kept (which tiles stays secret)",
    "EG.opening_revealed": (
        "kept: per seat [tile] in herd order, herds: per seat {breed: [tile]}, "
        "discarded_counts: per seat int (tiles not kept leave the game face down, EG-1.5)"
    ),
    "EG.opening_placed": "seat, area (free opening placement, EG-1.6)",
    "EG.round_started": (
        "round, start_player, kind: 'normal' | 'last_normal' (the round after the end "
        "trigger) | 'diceless' (EG-2.1, EG-8.2, EG-8.3)"
    ),
    "EG.dice_rolled": "round, seat (the start player), dice: [int] sorted (EG-2.1 a)",
    "EG.turn_started": "seat, round, turn: int (global turn number)",
    "EG.turn_skipped": "seat, reason: 'no_activation' (dice-less round, nothing to do, EG-8.3)",
    "EG.dice_taken": "seat, dice: [int, int], pool_left: [int] (EG-3.1)",
    "EG.die_unused": "die: int (the die the last player left in the pool, EG-3.1)",
    "EG.stood": "seat, tile, row, space, paid, wish_used (stand on a tile, EG-3.4)",
    "EG.lay": "seat, tile, row, space, paid, wish_used (lie on a tile, EG-3.4)",
    "EG.raised": (
        "seat, tiles: [tile], rows: [int], spaces: [int], paid: [int] (empty when free), "
        "wish_used, via: 'dice' (EG-3.4) | 'raise_replace' (EG-5.9 a)"
    ),
    "EG.area_occupied": "seat, area, paid, wish_used (EG-3.4, EG-5.1)",
    "EG.took_back": (
        "seat, source: 'area' | 'lying', area (or None), tile/row/space (or None) (EG-4.4)"
    ),
    "EG.activated": "seat, area (the gaucho returns to supply first, EG-5.2)",
    "EG.wished": "seat, value (the virtual die, EG-5.6)",
    "EG.stole": (
        "seat, victim, tile, position: int (index in the victim's herd), victim_herd: [tile] "
        "(EG-5.8)"
    ),
    "EG.replaced": "seat, victim, tile, row, space (EG-5.9 b)",
    "EG.compensation": (
        "seat (who is paid), pesos, reason: 'steal' | 'replace', tile, by: seat, money: int "
        "(EG-5.8, EG-5.9 b)"
    ),
    "EG.hidden_looked": "seat, steppe_count (the seat looks at the Steppe, EG-5.10)",
    "EG.hidden_seen": "seat, tiles: [tile]; private_to=seat (what it saw, EG-5.10)",
    "EG.hidden_taken": "seat, tile, row, space (placed face up with a standing gaucho, EG-5.10)",
    "EG.steppe_refilled": "seat, count: tiles drawn, steppe_count, pile_count (EG-5.10 step 4)",
    "EG.turn_ended": "seat, unused_dice: [int] (including an unspent Wish die, EG-3.2)",
    "EG.drive_started": "round, rows: [int] (the complete rows, EG-7.1)",
    "EG.drive_tile": "seat, tile, row, space (a tile under a standing gaucho goes home, EG-7.1)",
    "EG.final_scoring_started": "no params (EG-8.4)",
    "EG.final_tile": "seat, tile, row, space (EG-8.4 step 1)",
    "EG.herd_added": (
        "seat, tile, herd: [tile] after the addition, sorted: bool (Sort used), position: "
        "int (index in the herd), cause: 'drive' | 'steal' | 'final' (EG-6.2, EG-5.5)"
    ),
    "EG.sale": (
        "seat, breed, tiles: [tile] sold, count, highest, bonus (5 for Immediate sale), "
        "pesos = count × highest + bonus, kind: 'forced' | 'immediate' | 'final', money: "
        "int after (EG-6.2, EG-6.3, EG-5.7, EG-8.4)"
    ),
    "EG.pampa_refilled": "placed: [{row, space, tile}] in fill order, pile_count (EG-7.4)",
    "EG.end_triggered": (
        "round, source: 'pampa_refill' | 'steppe_refill', last_normal_round, diceless_round "
        "(EG-8.1, EG-8.2)"
    ),
    "EG.start_player_passed": "seat (the new start player, EG-2.1 e)",
    "EG.game_over": "scores: [int] by seat, winners: [seat], tie_break: key or None (EG-8.5)",
}

#: Every ``IllegalAction.reason`` key → its parameters.
ILLEGAL_REASONS: dict[str, str] = {
    "EG.illegal.game_over": "no params: the game is over",
    "EG.illegal.unknown_action": "action: class name",
    "EG.illegal.wrong_phase": "action: class name, phase (that action is not asked for now)",
    "EG.illegal.take_dice_first": "no params: a turn starts by taking 2 dice (EG-3.1)",
    "EG.illegal.dice_already_taken": "no params (EG-3.1)",
    "EG.illegal.diceless_round": "no params: no dice in the dice-less round (EG-8.3)",
    "EG.illegal.take_two_dice": "count: int given (exactly 2, EG-3.1)",
    "EG.illegal.dice_not_in_pool": "dice: [int], pool: [int]",
    "EG.illegal.must_place": "no params: after a take-back, place that gaucho (EG-4.4)",
    "EG.illegal.add_to_herd_first": "tiles: [tile] waiting to join a herd (EG-6.4)",
    "EG.illegal.finish_hidden_cattle": "no params: take or finish Hidden cattle (EG-5.10)",
    "EG.illegal.no_such_tile": "tile: the code given",
    "EG.illegal.tile_not_on_pampa": "tile",
    "EG.illegal.tile_occupied": "tile (a tile carries at most one gaucho, EG-4.1)",
    "EG.illegal.not_own_lying": "tile (raise only an own lying gaucho, EG-3.4, EG-5.9 a)",
    "EG.illegal.no_supply": "no params: no gaucho in supply; take one back first (EG-4.4)",
    "EG.illegal.too_many_dice": "paid: [int] (one die or the sum of two, EG-3.3)",
    "EG.illegal.one_die_only": "paid: [int] (lie and raise take one die, EG-3.4)",
    "EG.illegal.no_dice_given": "no params",
    "EG.illegal.dice_not_available": "paid: [int], dice: [int] (the dice still unspent)",
    "EG.illegal.wrong_payment": "cost: int, paid: [int] (exact payment, EG-3.3)",
    "EG.illegal.no_such_area": "area: the id given",
    "EG.illegal.area_own_gaucho": "area (one own gaucho per area, EG-5.1)",
    "EG.illegal.area_activated_this_turn": "area (EG-5.3)",
    "EG.illegal.no_gaucho_on_area": "area",
    "EG.illegal.gaucho_placed_this_turn": "area (activate only older gauchos, EG-5.2)",
    "EG.illegal.no_effect": "area (an activation needs an effect that can happen, EG-5.4)",
    "EG.illegal.bad_wish_value": "value (1-6, EG-5.6)",
    "EG.illegal.no_such_breed": "breed: the id given",
    "EG.illegal.herd_too_small": "breed, count (Immediate sale needs 2 or more, EG-5.7)",
    "EG.illegal.not_opponent_herd": "tile (steal from an opponent's herd, EG-5.8)",
    "EG.illegal.raise_count": "count (stand up 1 or 2 own lying gauchos, EG-5.9 a)",
    "EG.illegal.not_opponent_lying": "tile (replace an opponent's lying gaucho, EG-5.9 b)",
    "EG.illegal.not_in_steppe": "tile (EG-5.10)",
    "EG.illegal.space_unavailable": "row, space (an empty usable space, EG-5.10)",
    "EG.illegal.hidden_pair_too_high": "tiles: [tile] (two tiles must both be ≤ 4, EG-5.10)",
    "EG.illegal.hidden_take_limit": "no params: no further tile may be taken (EG-5.10)",
    "EG.illegal.hidden_take_first": "no params: take at least one tile (EG-5.10)",
    "EG.illegal.take_back_not_allowed": (
        "why: 'supply_not_empty' | 'nothing_to_place' (only to place a gaucho, EG-4.4)"
    ),
    "EG.illegal.take_back_source": "area or tile (not an own area gaucho / lying gaucho)",
    "EG.illegal.keep_count": "count (keep 1 to 3 tiles, EG-1.5)",
    "EG.illegal.keep_not_drawn": "tiles: [tile]",
    "EG.illegal.keep_too_high": "count, limit (EG-1.5, option opening_keep_rule)",
    "EG.illegal.keep_order": "breed (a herd is strictly rising or falling, EG-1.5, EG-6.1)",
    "EG.illegal.opening_area_taken": "area (each opening gaucho on a different area, EG-1.6)",
    "EG.illegal.not_pending": "tile (not one of the seat's tiles waiting for its herd)",
    "EG.illegal.sort_unavailable": "no params (no usable Sort gaucho, or no herd, EG-5.5)",
    "EG.illegal.sort_position": "tile, position, allowed: [int] (EG-5.5)",
    # the checks of a target whose action is not yet whole (the choice model, choices.py)
    "EG.illegal.cannot_pay_tile": (
        "tile, cost, small: the dice pay neither standing (cost, one die or two) nor lying "
        "(small, one die) on it (EG-3.3, EG-3.4)"
    ),
    "EG.illegal.cannot_pay_raise": "tile, cost: the dice do not pay standing up (one die)",
    "EG.illegal.cannot_pay_area": "area, cost: the dice do not pay it (one die or two)",
    "EG.illegal.no_dice_left": "no params: every die of the turn is spent (EG-3.2)",
    "EG.illegal.dice_pay_nothing": "paid: [int] (no dice action costs these dice, EG-3.4)",
    "EG.illegal.sort_when_gaining": "no params: Sort acts when a tile is gained (EG-5.5)",
    "EG.illegal.not_your_gaucho": "area (only the seat's own gauchos are used, EG-5.2)",
}

#: Every key :meth:`Options.problems` may return.
OPTION_PROBLEMS: dict[str, str] = {
    "EG.options.fill_threshold": "fill_threshold is not an int from 1 to 100",
    "EG.options.fill_stop_rule": "fill_stop_rule is not one of its choices",
    "EG.options.opening_keep_rule": "opening_keep_rule is not one of its choices",
    "EG.options.pampa_layout": (
        "pampa_layout: rows of player counts 2-4 giving 12/15/18 usable spaces for 2/3/4"
    ),
    "EG.options.small_numbers": "small_numbers: 12 ints, each 1-6",
    "EG.options.start_player": "start_player is not one of its choices",
    "EG.options.two_player_removed_breed": "two_player_removed_breed is not one of its choices",
    "EG.options.wish_in_diceless_round": "wish_in_diceless_round is not a bool",
    "EG.options.sort_same_round": "sort_same_round is not a bool",
}

#: Tie-break key of :attr:`Outcome.tie_break` when the win is shared (EG-8.5: no tie-break).
TIEBREAK_SHARED = "EG.tiebreak.shared"

FILL_STOP_RULES: tuple[str, ...] = ("at_least", "greater_than")
OPENING_KEEP_RULES: tuple[str, ...] = ("each_at_most", "average_below")
START_PLAYER_RULES: tuple[str, ...] = ("random", "seat0")
REMOVED_BREED_CHOICES: tuple[str, ...] = ("random", *BREEDS)

# ----------------------------------------------------------------------------- options


def _layout_tuple(value: Iterable[Iterable[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(row) for row in value)


def _int_tuple(value: Iterable[int]) -> tuple[int, ...]:
    return tuple(value)


@records.frozen(cache_hash=True)
class Options:
    """Rule options (rules reference section 5); the defaults are the published rules.

    - ``fill_threshold`` (int 1–100, default 20) and ``fill_stop_rule`` (``"at_least"``:
      a row stops at a total ≥ threshold; ``"greater_than"``: only > threshold), EG-7.4.
    - ``opening_keep_rule``: ``"each_at_most"`` (3 tiles each ≤ 4, 2 each ≤ 8) or
      ``"average_below"`` (3 tiles averaging < 4, 2 averaging < 8), EG-1.5.
    - ``pampa_layout``/``small_numbers``: data options (Table C4, Table C2), advanced.
    - ``start_player``: ``"random"`` or ``"seat0"`` (EG-1.2).
    - ``two_player_removed_breed``: ``"random"`` or a breed id (EG-1.3).
    - ``wish_in_diceless_round``: a Wish die gained in the dice-less round may be spent
      (EG-8.3). ``sort_same_round``: a Sort gaucho placed in this round may be used in this
      round's drive (EG-5.2).

    Field metadata drives the new-game dialog: ``min``/``max`` for ints, ``choices`` for
    strings, ``advanced`` for data options the dialog does not show, ``players`` for an
    option that applies only to those player counts (the removed breed: 2 players, EG-1.3).
    """

    fill_threshold: int = attrs.field(default=FILL_THRESHOLD, metadata={"min": 1, "max": 100})
    fill_stop_rule: str = attrs.field(default="at_least", metadata={"choices": FILL_STOP_RULES})
    opening_keep_rule: str = attrs.field(
        default="each_at_most", metadata={"choices": OPENING_KEEP_RULES}
    )
    pampa_layout: tuple[tuple[int, ...], ...] = attrs.field(
        default=PAMPA_LAYOUT, converter=_layout_tuple, metadata={"advanced": True}
    )
    small_numbers: tuple[int, ...] = attrs.field(
        default=SMALL_NUMBERS, converter=_int_tuple, metadata={"advanced": True}
    )
    start_player: str = attrs.field(default="random", metadata={"choices": START_PLAYER_RULES})
    two_player_removed_breed: str = attrs.field(
        default="random", metadata={"choices": REMOVED_BREED_CHOICES, "players": (2,)}
    )
    wish_in_diceless_round: bool = False
    sort_same_round: bool = True

    def problems(self) -> list[str]:
        """The keys of :data:`OPTION_PROBLEMS` that apply (empty when the options are fine)."""
        found: list[str] = []

        def is_int(v: object) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        if not is_int(self.fill_threshold) or not 1 <= self.fill_threshold <= 100:
            found.append("EG.options.fill_threshold")
        if self.fill_stop_rule not in FILL_STOP_RULES:
            found.append("EG.options.fill_stop_rule")
        if self.opening_keep_rule not in OPENING_KEEP_RULES:
            found.append("EG.options.opening_keep_rule")
        layout = self.pampa_layout
        ok = bool(layout) and all(
            row and all(is_int(n) and 2 <= n <= 4 for n in row) for row in layout
        )
        if ok:
            for players, pc in PLAYER_COUNTS.items():
                usable = sum(1 for row in layout for n in row if n <= players)
                ok = ok and usable == pc.usable_spaces
        if not ok:
            found.append("EG.options.pampa_layout")
        smalls = self.small_numbers
        if len(smalls) != VALUES or not all(is_int(n) and 1 <= n <= 6 for n in smalls):
            found.append("EG.options.small_numbers")
        if self.start_player not in START_PLAYER_RULES:
            found.append("EG.options.start_player")
        if self.two_player_removed_breed not in REMOVED_BREED_CHOICES:
            found.append("EG.options.two_player_removed_breed")
        if not isinstance(self.wish_in_diceless_round, bool):
            found.append("EG.options.wish_in_diceless_round")
        if not isinstance(self.sort_same_round, bool):
            found.append("EG.options.sort_same_round")
        return found


# ----------------------------------------------------------------------------- pampa layout


@records.frozen
class Layout:
    """The pampa geometry for one ``pampa_layout`` and player count (Table C4).

    Spaces are numbered flat, row by row from the bottom row, each row left to right,
    unusable spaces included: ``offsets[r]`` is the flat index of row r's first space.
    ``rows[r]`` lists row r's *usable* flat indices left to right; ``row_of``/``space_of``
    map a flat index back to (row, space). All 0-based.
    """

    row_lengths: tuple[int, ...]
    offsets: tuple[int, ...]
    usable: tuple[bool, ...]
    rows: tuple[tuple[int, ...], ...]
    row_of: tuple[int, ...]
    space_of: tuple[int, ...]

    @property
    def size(self) -> int:
        """Number of spaces, usable or not."""
        return len(self.usable)

    def index(self, row: int, space: int) -> int:
        """The flat index of (row, space); -1 if there is no such space."""
        if 0 <= row < len(self.row_lengths) and 0 <= space < self.row_lengths[row]:
            return self.offsets[row] + space
        return -1


@functools.lru_cache(maxsize=64)
def pampa_layout(layout: tuple[tuple[int, ...], ...], players: int) -> Layout:
    """The :class:`Layout` of ``layout`` (an ``Options.pampa_layout``) for ``players``."""
    offsets: list[int] = []
    usable: list[bool] = []
    rows: list[tuple[int, ...]] = []
    row_of: list[int] = []
    space_of: list[int] = []
    for r, row in enumerate(layout):
        offsets.append(len(usable))
        indices = []
        for sp, need in enumerate(row):
            if need <= players:
                indices.append(len(usable))
            usable.append(need <= players)
            row_of.append(r)
            space_of.append(sp)
        rows.append(tuple(indices))
    return Layout(
        tuple(len(row) for row in layout),
        tuple(offsets),
        tuple(usable),
        tuple(rows),
        tuple(row_of),
        tuple(space_of),
    )


# ----------------------------------------------------------------------------- actions


def _keep_order(tiles: Iterable[str]) -> tuple[str, ...]:
    """Keep tiles grouped by breed (board order), each breed's tiles in the given order."""

    def key(code: str) -> int:
        prefix = code[:2] if isinstance(code, str) else ""
        return BREED_CODES.index(prefix) if prefix in BREED_CODES else len(BREED_CODES)

    return tuple(sorted(tiles, key=key))


def _dice_tuple(dice: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(dice))


def _sorted_codes(codes: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(codes))


@records.frozen
class Keep:
    """Keep these opening tiles (EG-1.5): 1–3 codes of the seat's drawn tiles. Tiles of one
    breed form one herd in the order given (it must be strictly monotone); the tuple is
    stored grouped by breed."""

    tiles: tuple[str, ...] = attrs.field(converter=_keep_order)


@records.frozen
class PlaceOpening:
    """Put the opening gaucho on action area ``area`` (an id of :data:`AREAS`), EG-1.6."""

    area: str


@records.frozen
class TakeDice:
    """Take exactly two dice of these values from the pool (EG-3.1); stored sorted."""

    dice: tuple[int, ...] = attrs.field(converter=_dice_tuple)


@records.frozen
class Stand:
    """Stand a gaucho from supply on the unoccupied pampa tile ``tile``, paying its value
    with one die or the sum of two (``dice``, sorted), EG-3.4."""

    tile: str
    dice: tuple[int, ...] = attrs.field(converter=_dice_tuple)


@records.frozen
class Lie:
    """Lay a gaucho from supply on the unoccupied tile ``tile``, paying its small number with
    one die (``dice`` holds its value; a sum is refused), EG-3.4, EG-4.2."""

    tile: str
    dice: tuple[int, ...] = attrs.field(converter=_dice_tuple)


@records.frozen
class Raise:
    """Stand up the own lying gaucho on ``tile``, paying its small number with one die
    (``dice`` holds its value; a sum is refused), EG-3.4."""

    tile: str
    dice: tuple[int, ...] = attrs.field(converter=_dice_tuple)


@records.frozen
class Occupy:
    """Put a gaucho from supply on action area ``area``, paying its cost with one die or the
    sum of two (EG-3.4, EG-5.1)."""

    area: str
    dice: tuple[int, ...] = attrs.field(converter=_dice_tuple)


@records.frozen
class TakeBack:
    """With an empty supply and a placement to make, take back the own gaucho from action
    area ``area`` or the own lying gaucho on ``tile`` (exactly one is given), EG-4.4. The
    next action must then place a gaucho from supply."""

    area: str | None = None
    tile: str | None = None


@records.frozen
class ActivateWish:
    """Activate Wish: gain a virtual die showing ``value`` (1–6), EG-5.6."""

    value: int


@records.frozen
class ActivateImmediateSale:
    """Activate Immediate sale: sell the own herd of ``breed`` (≥ 2 tiles) for its value + 5
    (EG-5.7)."""

    breed: str


@records.frozen
class ActivateSteal:
    """Activate Steal: take tile ``tile`` from an opponent's herd (EG-5.8)."""

    tile: str


@records.frozen
class ActivateRaise:
    """Activate Raise/Replace (a): stand up these 1 or 2 own lying gauchos for free (EG-5.9)."""

    tiles: tuple[str, ...] = attrs.field(converter=_sorted_codes)


@records.frozen
class ActivateReplace:
    """Activate Raise/Replace (b): replace the opponent's lying gaucho on ``tile`` with an own
    standing gaucho from supply (EG-5.9)."""

    tile: str


@records.frozen
class ActivateHiddenCattle:
    """Activate Hidden cattle: look at the Steppe (EG-5.10 step 1). Not reversible."""


@records.frozen
class HiddenTake:
    """Hidden cattle: take Steppe tile ``tile`` and put it on the empty usable space
    (``row``, ``space``) with a standing gaucho from supply (EG-5.10 steps 2–3)."""

    tile: str
    row: int
    space: int


@records.frozen
class HiddenDone:
    """Hidden cattle: take no second tile; the Steppe is refilled (EG-5.10 step 4)."""


@records.frozen
class AddToHerd:
    """Add the gained tile ``tile`` to the own herd of its breed (EG-6.2, EG-6.4): at the
    right end when ``sort_at`` is None (a forced sale if it does not fit), or, activating
    Sort, inserted at index ``sort_at`` (EG-5.5)."""

    tile: str
    sort_at: int | None = None


@records.frozen
class EndTurn:
    """End the turn; unspent dice are lost (EG-3.2)."""


Action = (
    Keep
    | PlaceOpening
    | TakeDice
    | Stand
    | Lie
    | Raise
    | Occupy
    | TakeBack
    | ActivateWish
    | ActivateImmediateSale
    | ActivateSteal
    | ActivateRaise
    | ActivateReplace
    | ActivateHiddenCattle
    | HiddenTake
    | HiddenDone
    | AddToHerd
    | EndTurn
)

# ----------------------------------------------------------------------------- state

#: Phases of a game, in order.
PHASES: tuple[str, ...] = ("keep", "opening", "turn", "drive", "final", "over")

#: Ledger entry kinds: sales (forced, immediate, final), compensations (steal, replace) and
#: ``earlier``: pesos a position built with :mod:`.positions` starts with.
LEDGER_KINDS: tuple[str, ...] = ("forced", "immediate", "final", "steal", "replace", "earlier")
_FORCED, _IMMEDIATE, _FINAL, _STEAL_COMP, _REPLACE_COMP, EARLIER = range(6)


@records.define
class State:
    """The full state of an El Gaucho game (see the module docstring for the encodings).

    - ``phase`` is one of :data:`PHASES`; ``round`` 0 during the opening, then 1, 2, …;
      ``end_round`` is the round of the end trigger or -1 (EG-8.1); the round
      ``end_round + 2`` is the dice-less round.
    - ``pile`` top first; ``steppe`` sorted; ``seen[seat]``: Steppe tiles that seat has
      looked at (always a subset of ``steppe``).
    - ``drawn[seat]``: opening tiles drawn and not yet revealed; ``kept[seat]`` the seat's
      chosen keep (empty = not chosen yet), ``discarded[seat]`` its tiles not kept.
    - ``pool``: dice left in the pool (sorted); ``dice``: the seat to move's unspent dice;
      ``wish``: its unspent Wish die or 0; ``activated``: bit mask of areas activated this
      turn (EG-5.3); ``turn_no``: global turn counter (opening = 0);
      ``round_first_turn``: the first turn number of the current round; ``order_index``:
      position of the deciding seat in the current order.
    - ``must_place``: a take-back happened, the next action places that gaucho (EG-4.4).
      ``hidden_active``/``hidden_taken``: a Hidden cattle activation in progress.
    - ``pending[seat]``: gained tiles still to be added to its herds.
    - ``money[seat]`` and ``ledger[seat]``: pesos and the tuples ``(kind, a, b, c, d, pesos)``
      they came from (kinds :data:`LEDGER_KINDS`; sales: breed, count, highest, bonus;
      compensations: tile, paying seat, 0, 0); ``sold``: tiles sold (public).
    - ``step``: number of actions applied.

    Per-seat containers hold tuples, and the pile, Steppe and dice are tuples, so a copy
    for :meth:`ElGaucho.apply` copies a dozen short lists and nothing deeper; copies share
    the generator until a roll replaces it (:func:`_shell`).
    """

    players: int
    options: Options
    rng: Rng
    phase: str
    round: int
    start_player: int
    to_move: int | None
    removed_breed: int
    pile: tuple[int, ...]
    steppe: tuple[int, ...]
    seen: list[tuple[int, ...]]
    tiles: list[int]
    gauchos: list[int]
    supply: list[int]
    areas: list[int]
    herds: list[tuple[tuple[int, ...], ...]]
    money: list[int]
    ledger: list[tuple[tuple[int, ...], ...]]
    sold: tuple[int, ...]
    drawn: list[tuple[int, ...]]
    kept: list[tuple[int, ...]]
    discarded: list[tuple[int, ...]]
    pool: tuple[int, ...] = ()
    dice: tuple[int, ...] = ()
    wish: int = 0
    dice_taken: bool = False
    activated: int = 0
    turn_no: int = 0
    round_first_turn: int = 1
    order_index: int = 0
    must_place: bool = False
    hidden_active: bool = False
    hidden_taken: tuple[int, ...] = ()
    pending: list[tuple[int, ...]] = attrs.field(factory=list)
    end_round: int = -1
    step: int = 0


# ----------------------------------------------------------------------------- views


@records.frozen
class View:
    """What seat ``seat`` may see (section 4); ``seat`` is ``None`` for a spectator.

    The public fields mirror :class:`State` as tuples (same names and encodings). Private
    to the seat: ``drawn``/``kept`` (its opening tiles until they are revealed),
    ``discarded`` (its tiles not kept) and ``steppe_known`` (the Steppe tiles it has seen
    that are still there, sorted). Everybody sees the counts ``pile_count``,
    ``steppe_count``, ``drawn_counts`` (opening tiles each seat holds before the reveal),
    ``keep_chosen`` and ``discarded_counts``.
    """

    seat: int | None
    players: int
    options: Options
    phase: str
    round: int
    start_player: int
    to_move: int | None
    removed_breed: int
    pile_count: int
    steppe_count: int
    steppe_known: tuple[int, ...]
    tiles: tuple[int, ...]
    gauchos: tuple[int, ...]
    supply: tuple[int, ...]
    areas: tuple[int, ...]
    herds: tuple[tuple[tuple[int, ...], ...], ...]
    money: tuple[int, ...]
    ledger: tuple[tuple[tuple[int, ...], ...], ...]
    sold: tuple[int, ...]
    drawn: tuple[int, ...]
    kept: tuple[int, ...]
    discarded: tuple[int, ...]
    drawn_counts: tuple[int, ...]
    keep_chosen: tuple[bool, ...]
    discarded_counts: tuple[int, ...]
    pool: tuple[int, ...]
    dice: tuple[int, ...]
    wish: int
    dice_taken: bool
    activated: int
    turn_no: int
    round_first_turn: int
    order_index: int
    must_place: bool
    hidden_active: bool
    hidden_taken: tuple[int, ...]
    pending: tuple[tuple[int, ...], ...]
    end_round: int
    step: int

    @property
    def game_over(self) -> bool:
        """True once the game has ended."""
        return self.phase == "over"


class _Facts(Protocol):
    """The public facts both :class:`State` and :class:`View` carry (for legal actions)."""

    @property
    def players(self) -> int: ...
    @property
    def options(self) -> Options: ...
    @property
    def phase(self) -> str: ...
    @property
    def round(self) -> int: ...
    @property
    def start_player(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def tiles(self) -> Sequence[int]: ...
    @property
    def gauchos(self) -> Sequence[int]: ...
    @property
    def supply(self) -> Sequence[int]: ...
    @property
    def areas(self) -> Sequence[int]: ...
    @property
    def herds(self) -> Sequence[Sequence[Sequence[int]]]: ...
    @property
    def pool(self) -> Sequence[int]: ...
    @property
    def dice(self) -> Sequence[int]: ...
    @property
    def wish(self) -> int: ...
    @property
    def dice_taken(self) -> bool: ...
    @property
    def activated(self) -> int: ...
    @property
    def turn_no(self) -> int: ...
    @property
    def round_first_turn(self) -> int: ...
    @property
    def must_place(self) -> bool: ...
    @property
    def hidden_active(self) -> bool: ...
    @property
    def hidden_taken(self) -> Sequence[int]: ...
    @property
    def pending(self) -> Sequence[Sequence[int]]: ...
    @property
    def end_round(self) -> int: ...


# ----------------------------------------------------------------------------- small helpers


def _value(tile: int) -> int:
    return tile % VALUES + 1


def _breed(tile: int) -> int:
    return tile // VALUES


def _codes(tiles: Iterable[int]) -> list[str]:
    return [TILE_CODES[t] for t in tiles]


def _herd_codes(breed: int, values: Iterable[int]) -> list[str]:
    return [TILE_CODES[breed * VALUES + v - 1] for v in values]


def _lay(f: _Facts) -> Layout:
    layout = f.options.pampa_layout
    key = id(layout) * 8 + f.players
    entry = _LAYOUTS.get(key)
    if entry is None or entry[0] is not layout:
        if len(_LAYOUTS) > 256:
            _LAYOUTS.clear()
        entry = (layout, pampa_layout(layout, f.players))
        _LAYOUTS[key] = entry
    return entry[1]


#: (id of an options' pampa_layout, players) → (that layout, its Layout): a lookup by
#: identity, faster than hashing the nested tuples on every call. The layout is kept
#: referenced, so its id cannot be reused while the entry lives.
_LAYOUTS: dict[int, tuple[tuple[tuple[int, ...], ...], Layout]] = {}


def is_diceless(f: _Facts) -> bool:
    """True in the dice-less round (the second round after the end trigger, EG-8.2/8.3)."""
    return f.end_round >= 0 and f.round == f.end_round + 2


def _round_kind(f: _Facts) -> str:
    if f.end_round >= 0 and f.round == f.end_round + 2:
        return "diceless"
    if f.end_round >= 0 and f.round == f.end_round + 1:
        return "last_normal"
    return "normal"


def fits(herd: Sequence[int], value: int) -> bool:
    """True if ``value`` may be appended at the right end of ``herd`` (EG-6.2): always for
    fewer than 2 tiles, else it must continue the herd's strict direction."""
    if len(herd) < 2:
        return True
    last = herd[-1]
    return value > last if last > herd[-2] else value < last


def sort_positions(herd: Sequence[int], value: int) -> list[int]:
    """The indices where Sort may insert ``value`` into ``herd`` keeping it strictly
    monotone (EG-5.5): none without a herd, 0 or 1 for a 1-tile herd, else the unique one."""
    if not herd:
        return []
    if len(herd) == 1:
        return [0, 1]
    if herd[1] > herd[0]:
        return [sum(1 for v in herd if v < value)]
    return [sum(1 for v in herd if v > value)]


def sale_value(herd: Sequence[int]) -> int:
    """Pesos of selling ``herd``: number of tiles × highest value (EG-6.3); 0 if empty."""
    return len(herd) * max(herd) if herd else 0


def is_monotone(herd: Sequence[int]) -> bool:
    """True if ``herd`` is strictly ascending or strictly descending (EG-6.1)."""
    if len(herd) < 2:
        return True
    if herd[1] > herd[0]:
        return all(b > a for a, b in itertools.pairwise(herd))
    return all(b < a for a, b in itertools.pairwise(herd))


def _small(f: _Facts, tile: int) -> int:
    return f.options.small_numbers[tile % VALUES]


def _spendable(f: _Facts) -> tuple[int, ...]:
    """The die values the seat to move may spend now, sorted (EG-3.3, EG-8.3)."""
    dice = tuple(f.dice)
    if f.wish and (not is_diceless(f) or f.options.wish_in_diceless_round):
        return tuple(sorted((*dice, f.wish)))
    return dice


def _payments(dice: Sequence[int], cost: int, allow_sum: bool) -> list[tuple[int, ...]]:
    """Every distinct way to pay ``cost`` exactly: one die, or (if ``allow_sum``) two."""
    out: list[tuple[int, ...]] = []
    if cost in dice:
        out.append((cost,))
    if allow_sum:
        n = len(dice)
        for i in range(n):
            for j in range(i + 1, n):
                if dice[i] + dice[j] == cost:
                    pay = (dice[i], dice[j])
                    if pay not in out:
                        out.append(pay)
    return out


def _sort_usable(f: _Facts, seat: int) -> bool:
    """Whether ``seat`` may activate its Sort gaucho now (EG-5.2, EG-5.5, ``sort_same_round``)."""
    placed = f.areas[SORT * f.players + seat]
    if placed < 0:
        return False
    if f.phase == "turn":
        return placed < f.turn_no
    if f.phase == "drive" and not f.options.sort_same_round:
        return placed < f.round_first_turn
    return True


def _needs_choice(f: _Facts, seat: int, tile: int, sort_ok: bool) -> bool:
    """True if adding the pending ``tile`` involves a choice (EG-6.4, EG-5.5): another
    pending tile of its breed (the order matters) or a usable Sort and an existing herd."""
    b = _breed(tile)
    if sort_ok and f.herds[seat][b]:
        return True
    return sum(1 for t in f.pending[seat] if _breed(t) == b) >= 2


# ----------------------------------------------------------------------------- action cache


@functools.cache
def _stand(tile: int, pay: tuple[int, ...]) -> Stand:
    return Stand(TILE_CODES[tile], pay)


@functools.cache
def _lie(tile: int, die: int) -> Lie:
    return Lie(TILE_CODES[tile], (die,))


@functools.cache
def _raise(tile: int, die: int) -> Raise:
    return Raise(TILE_CODES[tile], (die,))


@functools.cache
def _occupy(area: int, pay: tuple[int, ...]) -> Occupy:
    return Occupy(AREAS[area], pay)


@functools.cache
def _hidden_take(tile: int, row: int, space: int) -> HiddenTake:
    return HiddenTake(TILE_CODES[tile], row, space)


@functools.cache
def _add(tile: int, sort_at: int | None) -> AddToHerd:
    return AddToHerd(TILE_CODES[tile], sort_at)


@functools.cache
def _raise_options(lying: tuple[int, ...]) -> tuple[ActivateRaise, ...]:
    codes = [TILE_CODES[t] for t in lying]
    return tuple(
        ActivateRaise(combo)
        for k in range(1, RAISE_MAX + 1)
        for combo in itertools.combinations(codes, k)
    )


_SALES = tuple(ActivateImmediateSale(b) for b in BREEDS)
_AREA_INDICES = tuple(range(len(AREAS)))
_END_TURN = EndTurn()
_HIDDEN_DONE = HiddenDone()
_HIDDEN_CATTLE = ActivateHiddenCattle()
_WISHES = tuple(ActivateWish(v) for v in range(1, DIE_FACES + 1))
_TAKE_BACK_AREA = tuple(TakeBack(area=a) for a in AREAS)
_TAKE_BACK_TILE = tuple(TakeBack(tile=code) for code in TILE_CODES)
_STEALS = tuple(ActivateSteal(code) for code in TILE_CODES)
_REPLACES = tuple(ActivateReplace(code) for code in TILE_CODES)

# ----------------------------------------------------------------------------- legal actions


def _keep_options(drawn: Sequence[int], rule: str) -> list[Keep]:
    """Every legal opening keep of ``drawn`` (EG-1.5), each herd order as its own action."""
    out: list[Keep] = []
    ordered = sorted(drawn)
    average = rule == "average_below"
    for count in (3, 2, 1):
        limit = OPENING_KEEP_LIMITS[count]
        pool = ordered
        if not average or count == 1:  # each tile at most the limit: drop the others first
            pool = [t for t in ordered if t % VALUES < limit]
        for subset in itertools.combinations(pool, count):
            if average and count > 1 and sum(t % VALUES + 1 for t in subset) >= limit * count:
                continue
            groups: dict[int, list[int]] = {}
            for t in subset:
                groups.setdefault(_breed(t), []).append(t)
            variants: list[list[list[int]]] = [[]]
            for b in sorted(groups):
                tiles = sorted(groups[b])
                orders = [tiles] if len(tiles) == 1 else [tiles, tiles[::-1]]
                variants = [v + [o] for v in variants for o in orders]
            for v in variants:
                out.append(_keep(tuple(t for group in v for t in group)))
    return out


@functools.lru_cache(maxsize=8192)
def _keep(tiles: tuple[int, ...]) -> Keep:
    """The Keep of ``tiles`` (grouped by breed, in herd order); kept for the small keeps
    that recur from game to game."""
    return Keep(tuple(TILE_CODES[t] for t in tiles))


def _keep_problem(drawn: Sequence[int], tiles: Sequence[int], rule: str) -> IllegalAction | None:
    """Why keeping ``tiles`` (in herd order) from ``drawn`` is illegal, or None (EG-1.5)."""
    count = len(tiles)
    if not 1 <= count <= 3:
        return IllegalAction("EG.illegal.keep_count", count=count)
    if len(set(tiles)) != count or any(t not in drawn for t in tiles):
        return IllegalAction("EG.illegal.keep_not_drawn", tiles=_codes(tiles))
    values = [_value(t) for t in tiles]
    limit = OPENING_KEEP_LIMITS[count]
    if rule == "average_below" and count > 1:
        if sum(values) >= limit * count:
            return IllegalAction("EG.illegal.keep_too_high", count=count, limit=limit)
    elif max(values) > limit:
        return IllegalAction("EG.illegal.keep_too_high", count=count, limit=limit)
    for b in range(len(BREEDS)):
        herd = [_value(t) for t in tiles if _breed(t) == b]
        if not is_monotone(herd):
            return IllegalAction("EG.illegal.keep_order", breed=BREEDS[b])
    return None


def _own_lying(f: _Facts, seat: int) -> list[int]:
    """Flat indices of the seat's lying gauchos."""
    mark = seat * 2 + 1
    gauchos = f.gauchos
    if mark not in gauchos:
        return []
    return [i for i, g in enumerate(gauchos) if g == mark]


@functools.cache
def _tile_placements(tile: int, dice: tuple[int, ...], small: int) -> tuple[Any, ...]:
    """Stand and lie actions on ``tile`` with ``dice`` (EG-3.4)."""
    out: list[Any] = [_stand(tile, pay) for pay in _payments(dice, _value(tile), True)]
    if small in dice:
        out.append(_lie(tile, small))
    return tuple(out)


#: Every pair of dice values (EG-3.1), sorted.
_TAKE_DICE: dict[tuple[int, int], TakeDice] = {
    (a, b): TakeDice((a, b)) for a in range(1, DIE_FACES + 1) for b in range(a, DIE_FACES + 1)
}


def _dice_pairs(pool: Sequence[int]) -> tuple[TakeDice, ...]:
    """The distinct pairs of dice that can be taken from ``pool``, in ascending order
    (EG-3.1)."""
    key = tuple(pool)
    found = _DICE_PAIRS.get(key)
    if found is None:
        found = _DICE_PAIRS[key] = tuple(_new_dice_pairs(sorted(pool)))
    return found


#: pool → its dice pairs (at most a few thousand pools: multisets of up to 9 dice).
_DICE_PAIRS: dict[tuple[int, ...], tuple[TakeDice, ...]] = {}


def _new_dice_pairs(pool: Sequence[int]) -> list[TakeDice]:
    out: list[TakeDice] = []
    n = len(pool)
    last = -1
    for i in range(n - 1):
        a = pool[i]
        if a == last:
            continue
        last = a
        prev = -1
        for j in range(i + 1, n):
            b = pool[j]
            if b != prev:
                out.append(_TAKE_DICE[a, b])
                prev = b
    return out


class _DiceTable:
    """What one set of spendable dice (sorted) can pay for one ``small_numbers`` (EG-3.3,
    EG-3.4), built once: ``tiles[t]`` the stand and lie actions on tile ``t``; ``raises[t]``
    the raise of an own lying gaucho on ``t`` (empty if its small number is not among the
    dice); both end with an extra empty entry, so that index -1 (a space without a tile)
    gives nothing. ``payable`` is the bit mask of the areas whose cost the dice can pay;
    :meth:`occupy` the occupy actions on a mask of areas."""

    __slots__ = ("dice", "tiles", "raises", "payable", "_occupy")

    def __init__(self, smalls: tuple[int, ...], dice: tuple[int, ...]) -> None:
        self.dice = dice
        self.tiles: tuple[tuple[Any, ...], ...] = (
            *(_tile_placements(t, dice, smalls[t % VALUES]) for t in range(TILE_COUNT)),
            (),
        )
        self.raises: tuple[tuple[Raise, ...], ...] = (
            *(
                (_raise(t, smalls[t % VALUES]),) if smalls[t % VALUES] in dice else ()
                for t in range(TILE_COUNT)
            ),
            (),
        )
        self.payable = sum(1 << a for a in _AREA_INDICES if _payments(dice, AREA_COSTS[a], True))
        self._occupy: dict[int, tuple[Occupy, ...]] = {}

    def occupy(self, mask: int) -> tuple[Occupy, ...]:
        """The occupy actions on the areas of bit mask ``mask``, area by area (EG-3.4)."""
        mask &= self.payable
        found = self._occupy.get(mask)
        if found is None:
            found = self._occupy[mask] = tuple(
                _occupy(a, pay)
                for a in _AREA_INDICES
                if (mask >> a) & 1
                for pay in _payments(self.dice, AREA_COSTS[a], True)
            )
        return found


#: id of a ``small_numbers`` tuple → (that tuple, {dice: its :class:`_DiceTable`}); by
#: identity, like :data:`_LAYOUTS`.
_DICE_TABLES: dict[int, tuple[tuple[int, ...], dict[tuple[int, ...], _DiceTable]]] = {}


def _dice_table(f: _Facts, dice: tuple[int, ...]) -> _DiceTable:
    """The :class:`_DiceTable` of ``dice`` under the options of ``f``."""
    smalls = f.options.small_numbers
    entry = _DICE_TABLES.get(id(smalls))
    if entry is None or entry[0] is not smalls:
        if len(_DICE_TABLES) > 64:
            _DICE_TABLES.clear()
        entry = (smalls, {})
        _DICE_TABLES[id(smalls)] = entry
    table = entry[1].get(dice)
    if table is None:
        table = entry[1][dice] = _DiceTable(smalls, dice)
    return table


def _open_mask(f: _Facts, seat: int) -> int:
    """Bit mask of the areas the seat may occupy: no own gaucho there, not activated this
    turn (EG-5.1, EG-5.3)."""
    mask = 0
    bit = 1
    for placed in f.areas[seat :: f.players]:  # the seat's entry of every area
        if placed < 0:
            mask |= bit
        bit <<= 1
    return mask & ~f.activated


def _free_placements(f: _Facts, seat: int, dice: tuple[int, ...]) -> list[Any]:
    """Stand, lie and occupy actions with ``dice`` on every free tile and every open area
    (EG-3.4); the caller checks the supply."""
    table = _dice_table(f, dice)
    acts = table.tiles  # index -1 (an empty space) gives no action
    out: list[Any] = []
    for t, g in zip(f.tiles, f.gauchos, strict=True):
        if g < 0:
            out += acts[t]
    out += table.occupy(_open_mask(f, seat))
    return out


def _placement_exists(f: _Facts, seat: int, dice: tuple[int, ...]) -> bool:
    """True if a stand, lie or occupy with ``dice`` exists (supply aside)."""
    if not dice:
        return False
    table = _dice_table(f, dice)
    acts = table.tiles
    for t, g in zip(f.tiles, f.gauchos, strict=True):
        if g < 0 and acts[t]:
            return True
    return bool(table.payable & _open_mask(f, seat))


def _can_place_after_take_back(
    f: _Facts, seat: int, dice: tuple[int, ...], area: int, space: int
) -> bool:
    """True if, with ``area``'s gaucho (or the lying one on ``space``) back in supply, a
    placement with ``dice`` exists (EG-4.4); -1 for the source not used."""
    if _placement_exists(f, seat, dice):
        return True
    if not dice:
        return False
    table = _dice_table(f, dice)
    if space >= 0 and table.tiles[f.tiles[space]]:
        return True
    return area >= 0 and not (f.activated >> area) & 1 and bool((table.payable >> area) & 1)


def _take_backs(f: _Facts, seat: int, dice: tuple[int, ...] | None) -> list[TakeBack]:
    """Take-backs allowed with an empty supply (EG-4.4). ``dice`` None: for Hidden cattle
    (any source will do); else only sources after which a dice placement exists."""
    out: list[TakeBack] = []
    n = f.players
    anyway = dice is None or _placement_exists(f, seat, dice)
    for a in _AREA_INDICES:
        if f.areas[a * n + seat] >= 0 and (
            anyway or _can_place_after_take_back(f, seat, dice or (), a, -1)
        ):
            out.append(_TAKE_BACK_AREA[a])
    for i in _own_lying(f, seat):
        if anyway or _can_place_after_take_back(f, seat, dice or (), -1, i):
            out.append(_TAKE_BACK_TILE[f.tiles[i]])
    return out


def _can_supply(f: _Facts, seat: int) -> bool:
    """Whether the seat has a gaucho to put down: in supply or one it may take back (an area
    gaucho or a lying one, EG-4.4)."""
    if f.supply[seat] > 0 or seat * 2 + 1 in f.gauchos:
        return True
    return any(placed >= 0 for placed in f.areas[seat :: f.players])


def _empty_spaces(f: _Facts) -> list[int]:
    lay = _lay(f)
    tiles = f.tiles
    return [i for row in lay.rows for i in row if tiles[i] < 0]


def _hidden_candidates(f: _Facts, seat: int, steppe: Sequence[int]) -> list[int]:
    """Steppe tiles the seat may take next in its Hidden cattle (EG-5.10); [] if none."""
    taken = f.hidden_taken
    if len(taken) >= HIDDEN_CATTLE_MAX_TAKE or not steppe:
        return []
    if not _can_supply(f, seat):
        return []
    tiles = f.tiles
    if all(tiles[i] >= 0 for row in _lay(f).rows for i in row):  # no empty usable space
        return []
    if not taken:
        return list(steppe)
    if _value(taken[0]) > HIDDEN_CATTLE_PAIR_MAX:
        return []
    return [t for t in steppe if _value(t) <= HIDDEN_CATTLE_PAIR_MAX]


def _activations(f: _Facts, seat: int, steppe_count: int, older: Iterable[int]) -> list[Any]:
    """Every legal activation of the seat's gauchos on the areas ``older`` (placed before
    this turn, in board order), EG-5.2 to EG-5.10."""
    out: list[Any] = []
    for a in older:
        if a == WISH:
            out.extend(_WISHES)
        elif a == IMMEDIATE_SALE:
            for b, herd in enumerate(f.herds[seat]):
                if len(herd) >= IMMEDIATE_SALE_MIN_HERD:
                    out.append(_SALES[b])
        elif a == STEAL:
            herds = f.herds
            for other in range(f.players):
                if other != seat:
                    for b, herd in enumerate(herds[other]):
                        base = b * VALUES - 1
                        for v in herd:
                            out.append(_STEALS[base + v])
        elif a == RAISE_REPLACE:
            mine = seat * 2 + 1
            lying: list[int] = []
            replaces: list[ActivateReplace] = []
            for t, g in zip(f.tiles, f.gauchos, strict=True):
                if g >= 0 and g & 1:
                    if g == mine:
                        lying.append(t)
                    else:
                        replaces.append(_REPLACES[t])
            out += _raise_options(tuple(lying))
            out += replaces
        elif a == HIDDEN_CATTLE and steppe_count > 0:
            out.append(_HIDDEN_CATTLE)
    return out


def _main_actions(f: _Facts, seat: int, steppe_count: int) -> list[Any]:
    """The seat's choices in the open part of its turn (EG-3.2): end the turn, dice actions
    (stand, lie, occupy, or take-backs with an empty supply; raises) and activations."""
    out: list[Any] = [_END_TURN]
    # One pass over the seat's entry of every area: the areas without its gauchos (open
    # unless activated this turn, EG-5.1, EG-5.3) and those it may activate (EG-5.2).
    turn = f.turn_no
    no_gaucho = 0
    older: list[int] = []
    a = 0
    for placed in f.areas[seat :: f.players]:
        if placed < 0:
            no_gaucho |= 1 << a
        elif placed < turn:
            older.append(a)
        a += 1
    dice = _spendable(f)
    if dice:
        # One pass over the pampa: free tiles (stand, lie; with supply) and own lying gauchos
        # (raise, listed after the occupy actions or take-backs).
        table = _dice_table(f, dice)
        raise_on = table.raises
        mine = seat * 2 + 1
        raises: list[Raise] = []
        if f.supply[seat] > 0:
            on_tile = table.tiles
            for t, g in zip(f.tiles, f.gauchos, strict=True):
                if g < 0:
                    out += on_tile[t]
                elif g == mine:
                    raises += raise_on[t]
            out += table.occupy(no_gaucho & ~f.activated)
        else:
            for t, g in zip(f.tiles, f.gauchos, strict=True):
                if g == mine:
                    raises += raise_on[t]
            out += _take_backs(f, seat, dice)
        out += raises
    if older:
        out += _activations(f, seat, steppe_count, older)
    return out


def _legal(f: _Facts, drawn: Sequence[int], steppe: Sequence[int], steppe_count: int) -> list[Any]:
    """Every distinct legal action of the seat to move; ``drawn`` are its opening tiles,
    ``steppe`` the Steppe tiles it knows (all of them while it looks), ``steppe_count`` the
    Steppe size."""
    seat = f.to_move
    if seat is None:
        return []
    phase = f.phase
    if phase == "keep":
        return list(_keep_options(drawn, f.options.opening_keep_rule))
    if phase == "opening":
        n = f.players
        taken = {a for a in range(len(AREAS)) for s in range(n) if f.areas[a * n + s] >= 0}
        return [PlaceOpening(AREAS[a]) for a in range(len(AREAS)) if a not in taken]
    if phase in ("drive", "final") or f.pending[seat]:
        return _add_options(f, seat)
    if not f.dice_taken:
        return list(_dice_pairs(f.pool))
    if f.hidden_active:
        out: list[Any] = []
        candidates = _hidden_candidates(f, seat, steppe)
        if candidates:
            if f.supply[seat] > 0:
                lay = _lay(f)
                spaces = [(lay.row_of[i], lay.space_of[i]) for i in _empty_spaces(f)]
                for t in candidates:
                    for row, space in spaces:
                        out.append(_hidden_take(t, row, space))
            else:
                out.extend(_take_backs(f, seat, None))
        if f.hidden_taken and not f.must_place:
            out.append(_HIDDEN_DONE)
        return out
    if f.must_place:
        return _free_placements(f, seat, _spendable(f))
    return _main_actions(f, seat, steppe_count)


def _add_options(f: _Facts, seat: int) -> list[Any]:
    """The choices for adding the seat's pending tiles (EG-6.4, EG-5.5)."""
    out: list[Any] = []
    sort_ok = _sort_usable(f, seat)
    for t in sorted(f.pending[seat]):
        out.append(_add(t, None))
        if sort_ok:
            for pos in sort_positions(f.herds[seat][_breed(t)], _value(t)):
                out.append(_add(t, pos))
    return out


# ----------------------------------------------------------------------------- engine helpers

_NEW = object.__new__
#: Where a transition (and the steps it runs) puts its events: a list, or None to build none
#: (a rollout, see :meth:`ElGaucho.rollout`).
_Events = list[Event] | None
#: A seat's herds before it has any: one empty herd per breed.
_NO_HERDS: tuple[tuple[int, ...], ...] = ((),) * len(BREEDS)


def _shell(s: State) -> State:
    """A copy of ``s`` that shares its lists and its generator: the caller replaces each list
    it changes by a copy first (``c.gauchos = c.gauchos[:]``), and a roll copies the
    generator first (:func:`_start_round`), so that ``s`` stays untouched. Built slot by
    slot: about ten times faster than ``State(...)``."""
    c: State = _NEW(State)
    c.players = s.players
    c.options = s.options
    c.rng = s.rng
    c.phase = s.phase
    c.round = s.round
    c.start_player = s.start_player
    c.to_move = s.to_move
    c.removed_breed = s.removed_breed
    c.pile = s.pile
    c.steppe = s.steppe
    c.seen = s.seen
    c.tiles = s.tiles
    c.gauchos = s.gauchos
    c.supply = s.supply
    c.areas = s.areas
    c.herds = s.herds
    c.money = s.money
    c.ledger = s.ledger
    c.sold = s.sold
    c.drawn = s.drawn
    c.kept = s.kept
    c.discarded = s.discarded
    c.pool = s.pool
    c.dice = s.dice
    c.wish = s.wish
    c.dice_taken = s.dice_taken
    c.activated = s.activated
    c.turn_no = s.turn_no
    c.round_first_turn = s.round_first_turn
    c.order_index = s.order_index
    c.must_place = s.must_place
    c.hidden_active = s.hidden_active
    c.hidden_taken = s.hidden_taken
    c.pending = s.pending
    c.end_round = s.end_round
    c.step = s.step
    return c


def _copy(s: State) -> State:
    """A copy of ``s`` that may be changed freely (lists copied one level deep; their
    items are immutable)."""
    c = _shell(s)
    c.seen = s.seen[:]
    c.tiles = s.tiles[:]
    c.gauchos = s.gauchos[:]
    c.supply = s.supply[:]
    c.areas = s.areas[:]
    c.herds = s.herds[:]
    c.money = s.money[:]
    c.ledger = s.ledger[:]
    c.drawn = s.drawn[:]
    c.kept = s.kept[:]
    c.discarded = s.discarded[:]
    c.pending = s.pending[:]
    return c


def _where(s: State, space: int) -> dict[str, int]:
    lay = _lay(s)
    return {"row": lay.row_of[space], "space": lay.space_of[space]}


def _maybe_trigger(s: State, events: _Events, drew: int, source: str) -> None:
    """EG-8.1: a draw that empties the pile triggers the end, once."""
    if drew and not s.pile and s.end_round < 0:
        s.end_round = s.round
        if events is not None:
            events.append(
                Event(
                    "EG.end_triggered",
                    {
                        "round": s.round,
                        "source": source,
                        "last_normal_round": s.round + 1,
                        "diceless_round": s.round + 2,
                    },
                )
            )


def _fill(s: State) -> list[tuple[int, int]]:
    """The fill procedure (EG-7.4); returns the (space, tile) placed, in order."""
    lay = _lay(s)
    threshold = s.options.fill_threshold
    greater = s.options.fill_stop_rule == "greater_than"
    placed: list[tuple[int, int]] = []
    tiles = s.tiles
    pile = s.pile
    k = 0
    for row in lay.rows:
        total = 0
        for i in row:
            t = tiles[i]
            if t >= 0:
                total += t % VALUES + 1
        for i in row:
            if tiles[i] >= 0:
                continue
            if (total > threshold) if greater else (total >= threshold):
                break
            if k == len(pile):
                break
            t = pile[k]
            k += 1
            tiles[i] = t
            total += t % VALUES + 1
            placed.append((i, t))
    if k:
        s.pile = pile[k:]
    return placed


def _sell(s: State, seat: int, breed: int, kind: int, events: _Events, bonus: int = 0) -> None:
    """Sell the seat's herd of ``breed`` (EG-6.3): count × highest (+ ``bonus``)."""
    herd = s.herds[seat][breed]
    count = len(herd)
    highest = max(herd)
    pesos = count * highest + bonus
    s.money[seat] += pesos
    s.ledger[seat] += ((kind, breed, count, highest, bonus, pesos),)
    s.sold += tuple(breed * VALUES + v - 1 for v in herd)
    if events is not None:
        events.append(
            Event(
                "EG.sale",
                {
                    "seat": seat,
                    "breed": BREEDS[breed],
                    "tiles": _herd_codes(breed, herd),
                    "count": count,
                    "highest": highest,
                    "bonus": bonus,
                    "pesos": pesos,
                    "kind": LEDGER_KINDS[kind],
                    "money": s.money[seat],
                },
                seat=seat,
            )
        )
    _set_herd(s, seat, breed, ())


def _set_herd(s: State, seat: int, breed: int, herd: tuple[int, ...]) -> None:
    hs = list(s.herds[seat])
    hs[breed] = herd
    s.herds[seat] = tuple(hs)


def _compensate(s: State, seat: int, tile: int, by: int, kind: int, events: _Events) -> None:
    """The seat scores the tile's value at once (EG-5.8, EG-5.9 b)."""
    pesos = _value(tile)
    s.money[seat] += pesos
    s.ledger[seat] += ((kind, tile, by, 0, 0, pesos),)
    if events is not None:
        events.append(
            Event(
                "EG.compensation",
                {
                    "seat": seat,
                    "pesos": pesos,
                    "reason": LEDGER_KINDS[kind],
                    "tile": TILE_CODES[tile],
                    "by": by,
                    "money": s.money[seat],
                },
                seat=seat,
            )
        )


def _add_tile(
    s: State, seat: int, tile: int, sort_at: int | None, cause: str, events: _Events
) -> None:
    """Add ``tile`` to the seat's herd (EG-6.2), with Sort at ``sort_at`` (EG-5.5)."""
    b = tile // VALUES
    v = tile % VALUES + 1
    herds = s.herds[seat]
    herd = herds[b]
    if sort_at is not None:
        s.areas[SORT * s.players + seat] = -1
        s.supply[seat] += 1
        if s.phase == "turn":
            s.activated |= 1 << SORT  # EG-5.3
        if events is not None:
            events.append(Event("EG.activated", {"seat": seat, "area": AREAS[SORT]}, seat=seat))
        herd = (*herd[:sort_at], v, *herd[sort_at:])
        position = sort_at
    else:
        if len(herd) >= 2 and not fits(herd, v):
            _sell(s, seat, b, _FORCED, events)
            herds = s.herds[seat]
            herd = ()
        herd = (*herd, v)
        position = len(herd) - 1
    s.herds[seat] = (*herds[:b], herd, *herds[b + 1 :])
    if events is not None:
        events.append(
            Event(
                "EG.herd_added",
                {
                    "seat": seat,
                    "tile": TILE_CODES[tile],
                    "herd": _herd_codes(b, herd),
                    "sorted": sort_at is not None,
                    "position": position,
                    "cause": cause,
                },
                seat=seat,
            )
        )


def _auto_add(s: State, seat: int, cause: str, events: _Events) -> None:
    """Add every pending tile of the seat whose addition involves no choice (EG-6.4: the
    order of tiles of different breeds cannot change anything)."""
    pending = s.pending[seat]
    if not pending:
        return
    sort_ok = _sort_usable(s, seat)
    if len(pending) == 1:  # the common case: a choice only if Sort may insert it
        t = pending[0]
        if not (sort_ok and s.herds[seat][t // VALUES]):
            s.pending[seat] = ()
            _add_tile(s, seat, t, None, cause, events)
        return
    free = [t for t in pending if not _needs_choice(s, seat, t, sort_ok)]
    if free:
        s.pending[seat] = tuple(t for t in pending if t not in free)
        for t in free:
            _add_tile(s, seat, t, None, cause, events)


# ----------------------------------------------------------------------------- the game

#: Event keys that begin what an action set off by itself, nobody's own move: the openings
#: revealed, a cattle drive, the refill, a new round, the next seat's turn, the final scoring
#: (:meth:`ElGaucho.own_events`).
AUTOMATIC_KEYS = frozenset(
    {
        "EG.opening_revealed",
        "EG.drive_started",
        "EG.final_scoring_started",
        "EG.pampa_refilled",
        "EG.start_player_passed",
        "EG.round_started",
        "EG.dice_rolled",
        "EG.turn_started",
        "EG.turn_skipped",
        "EG.game_over",
    }
)


_Options = Options  # the class attribute ``ElGaucho.Options`` shadows the name in methods


def deal(
    players: int,
    options: _Options,
    rng: Rng,
    pile: list[int],
    removed: int,
    start: int,
    fixed: dict[int, list[int]] | None = None,
) -> State:
    """The state after setup from a shuffled ``pile`` (tile ids, top first): fill (EG-7.4),
    Steppe (EG-1.4) and opening draws in turn order from ``start`` (EG-1.5); ``fixed[seat]``
    gives a seat's opening tiles instead (for positions; they must not be in ``pile``)."""
    pc = PLAYER_COUNTS[players]
    lay = pampa_layout(options.pampa_layout, players)
    s = State(
        players=players,
        options=options,
        rng=rng,
        phase="keep",
        round=0,
        start_player=start,
        to_move=start,
        removed_breed=removed,
        pile=tuple(pile),
        steppe=(),
        seen=[() for _ in range(players)],
        tiles=[-1] * lay.size,
        gauchos=[-1] * lay.size,
        supply=[pc.gauchos] * players,
        areas=[-1] * (len(AREAS) * players),
        herds=[_NO_HERDS] * players,
        money=[0] * players,
        ledger=[() for _ in range(players)],
        sold=(),
        drawn=[() for _ in range(players)],
        kept=[() for _ in range(players)],
        discarded=[() for _ in range(players)],
        pending=[() for _ in range(players)],
    )
    _fill(s)
    s.steppe = tuple(sorted(s.pile[:STEPPE_SIZE]))
    s.pile = s.pile[STEPPE_SIZE:]
    for k in range(players):
        seat = (start + k) % players
        if fixed and seat in fixed:
            s.drawn[seat] = tuple(fixed[seat])
            continue
        s.drawn[seat] = s.pile[: pc.opening_draw]
        s.pile = s.pile[pc.opening_draw :]
    return s


# ----------------------------------------------------------------------------- checks
#
# What apply checks before each transition, written over the public facts that a State and
# a seat's View share (:class:`_Facts`), so that the choice model (:mod:`.choices`) asks the
# very questions apply asks (:func:`check_in_view` and the target checks below). Each
# ``_check_*`` raises IllegalAction with an ``"EG.illegal.*"`` reason (ILLEGAL_REASONS).


class Known(NamedTuple):
    """What the deciding seat knows beyond the public facts: its opening tiles ``drawn``,
    the Steppe tiles ``steppe`` it knows (all of them while it looks, EG-5.10) and the
    Steppe's size ``steppe_count``."""

    drawn: Sequence[int]
    steppe: Sequence[int]
    steppe_count: int


def _need_phase(f: _Facts, kind: type, phase: str) -> None:
    if f.phase != phase:
        raise IllegalAction("EG.illegal.wrong_phase", action=kind.__name__, phase=f.phase)


def _need_main(f: _Facts, seat: int, kind: type, placement: bool = False) -> None:
    """Checks shared by every action of the open part of a turn (EG-3.1, EG-3.2)."""
    pending = f.pending[seat]
    if (
        f.phase == "turn"
        and f.dice_taken
        and not f.hidden_active
        and not pending
        and (placement or not f.must_place)
    ):
        return  # the usual case; else the first failing check below says why
    if f.phase in ("drive", "final") or (f.phase == "turn" and pending):
        raise IllegalAction("EG.illegal.add_to_herd_first", tiles=_codes(pending))
    _need_phase(f, kind, "turn")
    if not f.dice_taken:
        raise IllegalAction("EG.illegal.take_dice_first")
    if f.hidden_active:
        raise IllegalAction("EG.illegal.finish_hidden_cattle")
    if f.must_place and not placement:
        raise IllegalAction("EG.illegal.must_place")


def _pay(f: _Facts, paid: Sequence[int], cost: int, allow_sum: bool) -> None:
    """Check an exact payment (EG-3.3, EG-3.4)."""
    if len(paid) == 1 and paid[0] == cost and cost in f.dice:
        return  # the usual case: one rolled die of the cost (a rolled die is spendable)
    if not paid:
        raise IllegalAction("EG.illegal.no_dice_given")
    if len(paid) > 2:
        raise IllegalAction("EG.illegal.too_many_dice", paid=list(paid))
    if len(paid) == 2 and not allow_sum:
        raise IllegalAction("EG.illegal.one_die_only", paid=list(paid))
    spendable = _spendable(f)
    if len(paid) == 1:
        if paid[0] not in spendable:
            raise IllegalAction(
                "EG.illegal.dice_not_available", paid=list(paid), dice=list(spendable)
            )
    else:
        rest = list(spendable)
        for d in paid:
            if d not in rest:
                raise IllegalAction(
                    "EG.illegal.dice_not_available", paid=list(paid), dice=list(spendable)
                )
            rest.remove(d)
    if sum(paid) != cost:
        raise IllegalAction("EG.illegal.wrong_payment", cost=cost, paid=list(paid))


def _pampa_tile(f: _Facts, code: str) -> tuple[int, int]:
    t = TILE_IDS.get(code) if type(code) is str else None
    if t is None:
        t = _tile(code)  # raises EG.illegal.no_such_tile
    try:
        return t, f.tiles.index(t)
    except ValueError:
        raise IllegalAction("EG.illegal.tile_not_on_pampa", tile=code) from None


def _check_keep(f: _Facts, seat: int, action: Keep, known: Known) -> None:
    _need_phase(f, Keep, "keep")
    tiles = [_tile(code) for code in action.tiles]
    problem = _keep_problem(known.drawn, tiles, f.options.opening_keep_rule)
    if problem is not None:
        raise problem


def _check_place_opening(f: _Facts, seat: int, action: PlaceOpening, known: Known) -> None:
    _need_phase(f, PlaceOpening, "opening")
    a = _area(action.area)
    n = f.players
    if any(f.areas[a * n + p] >= 0 for p in range(n)):
        raise IllegalAction("EG.illegal.opening_area_taken", area=action.area)


def _check_take_dice(f: _Facts, seat: int, action: TakeDice, known: Known) -> None:
    if f.phase != "turn":
        _need_phase(f, TakeDice, "turn")
    if f.pending[seat]:
        raise IllegalAction("EG.illegal.add_to_herd_first", tiles=_codes(f.pending[seat]))
    if is_diceless(f):
        raise IllegalAction("EG.illegal.diceless_round")
    if f.dice_taken:
        raise IllegalAction("EG.illegal.dice_already_taken")
    dice = action.dice  # sorted
    if len(dice) != 2:
        raise IllegalAction("EG.illegal.take_two_dice", count=len(dice))
    pool = f.pool
    low, high = dice
    if low not in pool or high not in pool or (low == high and pool.count(low) < 2):
        raise IllegalAction("EG.illegal.dice_not_in_pool", dice=list(dice), pool=list(pool))


def _check_put_down(f: _Facts, seat: int, action: Stand | Lie, known: Known) -> None:
    _need_main(f, seat, type(action), True)
    t, i = _pampa_tile(f, action.tile)
    if f.gauchos[i] >= 0:
        raise IllegalAction("EG.illegal.tile_occupied", tile=action.tile)
    if f.supply[seat] == 0:
        raise IllegalAction("EG.illegal.no_supply")
    if type(action) is Stand:
        _pay(f, action.dice, _value(t), True)
    else:
        _pay(f, action.dice, _small(f, t), False)


def _check_raise(f: _Facts, seat: int, action: Raise, known: Known) -> None:
    _need_main(f, seat, Raise)
    t, i = _pampa_tile(f, action.tile)
    if f.gauchos[i] != seat * 2 + 1:
        raise IllegalAction("EG.illegal.not_own_lying", tile=action.tile)
    _pay(f, action.dice, _small(f, t), False)


def _check_occupy(f: _Facts, seat: int, action: Occupy, known: Known) -> None:
    _need_main(f, seat, Occupy, True)
    a = _area(action.area)
    _check_open_area(f, seat, a)
    _pay(f, action.dice, AREA_COSTS[a], True)


def _check_open_area(f: _Facts, seat: int, a: int) -> None:
    """EG-5.1, EG-5.3, EG-4.4: the seat may put a gaucho from supply on area ``a``."""
    if f.areas[a * f.players + seat] >= 0:
        raise IllegalAction("EG.illegal.area_own_gaucho", area=AREAS[a])
    if (f.activated >> a) & 1:
        raise IllegalAction("EG.illegal.area_activated_this_turn", area=AREAS[a])
    if f.supply[seat] == 0:
        raise IllegalAction("EG.illegal.no_supply")


def _check_take_back(f: _Facts, seat: int, action: TakeBack, known: Known) -> None:
    if f.phase != "turn" or f.pending[seat] or not f.dice_taken:
        _need_main(f, seat, TakeBack)
    if f.must_place:
        raise IllegalAction("EG.illegal.must_place")
    if (action.area is None) == (action.tile is None):
        raise IllegalAction("EG.illegal.take_back_source", area=action.area, tile=action.tile)
    if f.supply[seat] > 0:
        raise IllegalAction("EG.illegal.take_back_not_allowed", why="supply_not_empty")
    n = f.players
    area = space = -1
    if action.area is not None:
        area = _area(action.area)
        if f.areas[area * n + seat] < 0:
            raise IllegalAction("EG.illegal.take_back_source", area=action.area, tile=None)
    else:
        assert action.tile is not None
        _, space = _pampa_tile(f, action.tile)
        if f.gauchos[space] != seat * 2 + 1:
            raise IllegalAction("EG.illegal.take_back_source", area=None, tile=action.tile)
    if f.hidden_active:
        ok = bool(_hidden_candidates(f, seat, known.steppe))
    else:
        ok = _can_place_after_take_back(f, seat, _spendable(f), area, space)
    if not ok:
        raise IllegalAction("EG.illegal.take_back_not_allowed", why="nothing_to_place")


def _check_end_turn(f: _Facts, seat: int, action: EndTurn, known: Known) -> None:
    _need_main(f, seat, EndTurn)


def _check_activate(f: _Facts, seat: int, kind: type, area: int) -> None:
    """Checks shared by every activation (EG-5.2, EG-5.4)."""
    _need_main(f, seat, kind)
    placed = f.areas[area * f.players + seat]
    if placed < 0:
        raise IllegalAction("EG.illegal.no_gaucho_on_area", area=AREAS[area])
    if placed >= f.turn_no:
        raise IllegalAction("EG.illegal.gaucho_placed_this_turn", area=AREAS[area])


def _check_wish(f: _Facts, seat: int, action: ActivateWish, known: Known) -> None:
    _check_activate(f, seat, ActivateWish, WISH)
    if not (isinstance(action.value, int) and 1 <= action.value <= DIE_FACES):
        raise IllegalAction("EG.illegal.bad_wish_value", value=action.value)


def _check_immediate_sale(
    f: _Facts, seat: int, action: ActivateImmediateSale, known: Known
) -> None:
    _check_activate(f, seat, ActivateImmediateSale, IMMEDIATE_SALE)
    if action.breed not in BREEDS:
        raise IllegalAction("EG.illegal.no_such_breed", breed=action.breed)
    count = len(f.herds[seat][BREEDS.index(action.breed)])
    if count < IMMEDIATE_SALE_MIN_HERD:
        raise IllegalAction("EG.illegal.herd_too_small", breed=action.breed, count=count)


def _check_steal(f: _Facts, seat: int, action: ActivateSteal, known: Known) -> None:
    _check_activate(f, seat, ActivateSteal, STEAL)
    if _victim(f, seat, _tile(action.tile)) is None:
        raise IllegalAction("EG.illegal.not_opponent_herd", tile=action.tile)


def _check_activate_raise(f: _Facts, seat: int, action: ActivateRaise, known: Known) -> None:
    _check_activate(f, seat, ActivateRaise, RAISE_REPLACE)
    count = len(action.tiles)
    if not 1 <= count <= RAISE_MAX or len(set(action.tiles)) != count:
        raise IllegalAction("EG.illegal.raise_count", count=count)
    for code in action.tiles:
        _, i = _pampa_tile(f, code)
        if f.gauchos[i] != seat * 2 + 1:
            raise IllegalAction("EG.illegal.not_own_lying", tile=code)


def _check_replace(f: _Facts, seat: int, action: ActivateReplace, known: Known) -> None:
    _check_activate(f, seat, ActivateReplace, RAISE_REPLACE)
    _, i = _pampa_tile(f, action.tile)
    g = f.gauchos[i]
    if g < 0 or not g & 1 or g >> 1 == seat:
        raise IllegalAction("EG.illegal.not_opponent_lying", tile=action.tile)


def _check_hidden_cattle(f: _Facts, seat: int, action: ActivateHiddenCattle, known: Known) -> None:
    _check_activate(f, seat, ActivateHiddenCattle, HIDDEN_CATTLE)
    if not known.steppe_count:
        raise IllegalAction("EG.illegal.no_effect", area=AREAS[HIDDEN_CATTLE])


def _check_hidden_take(
    f: _Facts, seat: int, action: HiddenTake, known: Known, space: bool = True
) -> None:
    """EG-5.10 steps 2–3; ``space`` False leaves the space out (a steppe tile chosen first)."""
    if not f.hidden_active or f.phase != "turn":
        raise IllegalAction("EG.illegal.wrong_phase", action="HiddenTake", phase=f.phase)
    t = _tile(action.tile)
    if t not in known.steppe:
        raise IllegalAction("EG.illegal.not_in_steppe", tile=action.tile)
    if space:
        _check_space(f, action.row, action.space)
    taken = f.hidden_taken
    if len(taken) >= HIDDEN_CATTLE_MAX_TAKE:
        raise IllegalAction("EG.illegal.hidden_take_limit")
    if taken and max(_value(taken[0]), _value(t)) > HIDDEN_CATTLE_PAIR_MAX:
        raise IllegalAction("EG.illegal.hidden_pair_too_high", tiles=_codes([*taken, t]))
    if t not in _hidden_candidates(f, seat, known.steppe):
        raise IllegalAction("EG.illegal.hidden_take_limit")
    if f.supply[seat] == 0:
        raise IllegalAction("EG.illegal.no_supply")


def _check_space(f: _Facts, row: int, space: int) -> None:
    lay = _lay(f)
    i = lay.index(row, space)
    if i < 0 or not lay.usable[i] or f.tiles[i] >= 0:
        raise IllegalAction("EG.illegal.space_unavailable", row=row, space=space)


def _check_hidden_done(f: _Facts, seat: int, action: HiddenDone, known: Known) -> None:
    if not f.hidden_active or f.phase != "turn":
        raise IllegalAction("EG.illegal.wrong_phase", action="HiddenDone", phase=f.phase)
    if not f.hidden_taken:
        raise IllegalAction("EG.illegal.hidden_take_first")
    if f.must_place:
        raise IllegalAction("EG.illegal.must_place")


def _check_add_to_herd(f: _Facts, seat: int, action: AddToHerd, known: Known) -> None:
    t = _tile(action.tile)
    if t not in f.pending[seat]:
        if f.phase == "turn" and not f.pending[seat]:
            raise IllegalAction("EG.illegal.wrong_phase", action="AddToHerd", phase=f.phase)
        raise IllegalAction("EG.illegal.not_pending", tile=action.tile)
    if action.sort_at is not None:
        if not _sort_usable(f, seat) or not f.herds[seat][_breed(t)]:
            raise IllegalAction("EG.illegal.sort_unavailable")
        allowed = sort_positions(f.herds[seat][_breed(t)], _value(t))
        if action.sort_at not in allowed:
            raise IllegalAction(
                "EG.illegal.sort_position",
                tile=action.tile,
                position=action.sort_at,
                allowed=allowed,
            )


#: Action type → the checks apply runs before its transition.
_CHECKS: dict[type, Callable[[Any, int, Any, Known], None]] = {
    Keep: _check_keep,
    PlaceOpening: _check_place_opening,
    TakeDice: _check_take_dice,
    Stand: _check_put_down,
    Lie: _check_put_down,
    Raise: _check_raise,
    Occupy: _check_occupy,
    TakeBack: _check_take_back,
    ActivateWish: _check_wish,
    ActivateImmediateSale: _check_immediate_sale,
    ActivateSteal: _check_steal,
    ActivateRaise: _check_activate_raise,
    ActivateReplace: _check_replace,
    ActivateHiddenCattle: _check_hidden_cattle,
    HiddenTake: _check_hidden_take,
    HiddenDone: _check_hidden_done,
    AddToHerd: _check_add_to_herd,
    EndTurn: _check_end_turn,
}


def known_in_view(view: View) -> Known:
    """What the view's seat knows beyond the public facts (see :class:`Known`)."""
    return Known(view.drawn, view.steppe_known, view.steppe_count)


def check_in_view(view: View, action: Any) -> IllegalAction | None:
    """Why the view's seat may not take ``action`` now, or None if it may: the reason
    :meth:`ElGaucho.apply` would raise, from the same checks, asked of the view (the seat
    must be the one to move; else ``"core.illegal.not_your_turn"``)."""
    if view.to_move is None:
        return IllegalAction("EG.illegal.game_over")
    if view.seat != view.to_move:
        return IllegalAction(NOT_YOUR_TURN)
    checks = _CHECKS.get(type(action))
    if checks is None:
        return IllegalAction("EG.illegal.unknown_action", action=type(action).__name__)
    try:
        checks(view, view.seat, action, known_in_view(view))
    except IllegalAction as err:
        return err
    return None


def _reason(check: Callable[[], object]) -> IllegalAction | None:
    try:
        check()
    except IllegalAction as err:
        return err
    return None


def _pays(dice: Sequence[int], cost: int, allow_sum: bool, exact: bool) -> bool:
    """Whether ``dice`` pay ``cost`` (EG-3.3): all of them exactly when ``exact``, else any
    one of them or (``allow_sum``) any two."""
    if exact:
        return (len(dice) == 1 and dice[0] == cost) or (
            allow_sum and len(dice) == 2 and dice[0] + dice[1] == cost
        )
    return bool(_payments(dice, cost, allow_sum))


def _dice_for(f: _Facts, paid: Sequence[int] | None) -> tuple[int, ...]:
    """The dice to pay with: ``paid`` (sorted), or every spendable die; raises why there
    are none (EG-8.3: no dice in the dice-less round)."""
    dice = _spendable(f) if paid is None else tuple(sorted(paid))
    if not dice:
        if is_diceless(f):
            raise IllegalAction("EG.illegal.diceless_round")
        raise IllegalAction("EG.illegal.no_dice_left")
    return dice


def tile_problem(
    f: _Facts, seat: int, index: int, paid: Sequence[int] | None = None
) -> IllegalAction | None:
    """Why ``seat`` can take no dice action on the pampa tile at flat index ``index`` now:
    stand or lie on it when it is free, stand up its own lying gaucho there; paying with
    exactly the dice ``paid`` (some of its dice), or with any of its dice when None. None
    when it can. The checks of :meth:`ElGaucho.apply` for Stand, Lie and Raise (EG-3.3,
    EG-3.4, EG-4.1), with a payment that is not yet chosen (EG.illegal.cannot_pay_*)."""

    def check() -> None:
        tile = f.tiles[index]
        if tile < 0:
            lay = _lay(f)
            raise IllegalAction(
                "EG.illegal.space_unavailable", row=lay.row_of[index], space=lay.space_of[index]
            )
        g = f.gauchos[index]
        code = TILE_CODES[tile]
        own_lying = g == seat * 2 + 1
        if own_lying:
            _need_main(f, seat, Raise)
        else:
            _need_main(f, seat, Stand, True)
            if g >= 0:
                raise IllegalAction("EG.illegal.tile_occupied", tile=code)
            if f.supply[seat] == 0:
                raise IllegalAction("EG.illegal.no_supply")
        dice = _dice_for(f, paid)
        exact = paid is not None
        small = _small(f, tile)
        if own_lying:
            if not _pays(dice, small, False, exact):
                raise IllegalAction("EG.illegal.cannot_pay_raise", tile=code, cost=small)
        elif not (_pays(dice, _value(tile), True, exact) or _pays(dice, small, False, exact)):
            raise IllegalAction(
                "EG.illegal.cannot_pay_tile", tile=code, cost=_value(tile), small=small
            )

    return _reason(check)


def area_problem(
    f: _Facts, seat: int, area: int, paid: Sequence[int] | None = None
) -> IllegalAction | None:
    """Why ``seat`` cannot occupy action area ``area`` (an index of AREAS) now, paying with
    exactly ``paid`` (None: any of its dice); None when it can. The checks of
    :meth:`ElGaucho.apply` for Occupy (EG-3.4, EG-5.1, EG-5.3), with a payment that is not
    yet chosen (EG.illegal.cannot_pay_area)."""

    def check() -> None:
        _need_main(f, seat, Occupy, True)
        _check_open_area(f, seat, area)
        dice = _dice_for(f, paid)
        if not _pays(dice, AREA_COSTS[area], True, paid is not None):
            raise IllegalAction(
                "EG.illegal.cannot_pay_area", area=AREAS[area], cost=AREA_COSTS[area]
            )

    return _reason(check)


#: Area index → the activation it starts (Sort has none: it acts when a tile is gained).
_ACTIVATION_KINDS: dict[int, type] = {
    SORT: AddToHerd,
    WISH: ActivateWish,
    IMMEDIATE_SALE: ActivateImmediateSale,
    STEAL: ActivateSteal,
    RAISE_REPLACE: ActivateRaise,
    HIDDEN_CATTLE: ActivateHiddenCattle,
}


def activation_problem(
    f: _Facts, seat: int, area: int, steppe_count: int, owner: int | None = None
) -> IllegalAction | None:
    """Why ``seat`` cannot activate its gaucho on action area ``area`` now (EG-5.2, EG-5.4:
    its own gaucho, placed before this turn, with an effect that can happen; EG-5.5: Sort
    acts only when a tile is gained), or None when some activation of it is legal.
    ``owner``: the seat whose gaucho there was pointed at (default ``seat``)."""

    def check() -> None:
        if owner is not None and owner != seat:
            raise IllegalAction("EG.illegal.not_your_gaucho", area=AREAS[area])
        _check_activate(f, seat, _ACTIVATION_KINDS[area], area)
        if area == SORT:
            raise IllegalAction("EG.illegal.sort_when_gaining")
        if not _activations(f, seat, steppe_count, (area,)):
            raise IllegalAction("EG.illegal.no_effect", area=AREAS[area])

    return _reason(check)


def dice_problem(
    f: _Facts, seat: int, paid: Sequence[int], steppe_count: int
) -> IllegalAction | None:
    """Why the dice ``paid`` (values of the seat's dice) pay for no dice action now, alone
    or with one more die (EG-3.3, EG-3.4), or None when they pay for one."""

    def check() -> None:
        _need_main(f, seat, Stand, True)
        spendable = _dice_for(f, None)
        if len(paid) > 2:
            raise IllegalAction("EG.illegal.too_many_dice", paid=list(paid))
        rest = list(spendable)
        for d in paid:
            if d not in rest:
                raise IllegalAction(
                    "EG.illegal.dice_not_available", paid=list(paid), dice=list(spendable)
                )
            rest.remove(d)
        for action in _legal(f, (), (), steppe_count):
            if isinstance(action, Stand | Lie | Raise | Occupy) and _contains(action.dice, paid):
                return
        if f.supply[seat] == 0:
            raise IllegalAction("EG.illegal.no_supply")
        raise IllegalAction("EG.illegal.dice_pay_nothing", paid=list(paid))

    return _reason(check)


def _contains(bigger: Sequence[int], smaller: Sequence[int]) -> bool:
    rest = list(bigger)
    for v in smaller:
        if v not in rest:
            return False
        rest.remove(v)
    return True


def steppe_tile_problem(f: _Facts, seat: int, code: str, known: Known) -> IllegalAction | None:
    """Why ``seat`` cannot take Steppe tile ``code`` in its Hidden cattle now, whatever the
    space (the checks of apply for HiddenTake but the space's, EG-5.10), or None."""
    return _reason(lambda: _check_hidden_take(f, seat, HiddenTake(code, -1, -1), known, False))


def space_problem(f: _Facts, index: int) -> IllegalAction | None:
    """Why no Steppe tile may be put on the pampa space at flat index ``index`` now (apply's
    checks for HiddenTake: during Hidden cattle, an empty usable space, EG-5.10), or None."""

    def check() -> None:
        if not f.hidden_active or f.phase != "turn":
            raise IllegalAction("EG.illegal.wrong_phase", action="HiddenTake", phase=f.phase)
        lay = _lay(f)
        _check_space(f, lay.row_of[index], lay.space_of[index])

    return _reason(check)


def keep_problem(view: View, tiles: Sequence[str]) -> IllegalAction | None:
    """Why the view's seat may not keep the opening tiles ``tiles`` (codes, in herd order,
    possibly fewer than it means to keep), or None (apply's checks for Keep, EG-1.5)."""
    return _reason(
        lambda: _check_keep(view, view.seat or 0, Keep(tuple(tiles)), known_in_view(view))
    )


def legal_after_taking(view: View, action: TakeDice) -> tuple[View, list[Any]]:
    """The view of the seat to move once it has taken the dice ``action.dice`` from the roll
    (EG-3.1; nothing else changes and nothing is revealed) and its legal actions there."""
    pool = list(view.pool)
    for d in action.dice:
        pool.remove(d)
    taken = attrs.evolve(view, pool=tuple(pool), dice=action.dice, dice_taken=True)
    return taken, GAME.legal_actions_in_view(taken)


class ElGaucho(GameBase[State, Action, View, Options]):
    """The El Gaucho game (implements :class:`farmhouse.core.game.Game`, with undo)."""

    id: ClassVar[str] = "el_gaucho"
    player_counts: ClassVar[range] = range(2, 5)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[object] = Action
    undoable: ClassVar[bool] = True  # steps inside a turn (see reversible)

    # -- setup ------------------------------------------------------------------------------

    def setup(self, players: int, options: _Options, seed: int) -> State:
        """A new game (EG-1.1 to EG-1.5), waiting for the opening keeps.

        Order of chance: the removed breed (2 players, EG-1.3), the shuffle (EG-1.4), the
        start player (EG-1.2). ValueError unless 2 ≤ players ≤ 4 and ``options.problems()``
        is empty.
        """
        if players not in self.player_counts:
            raise ValueError(f"El Gaucho needs 2 to 4 players, got {players}")
        problems = options.problems()
        if problems:
            raise ValueError(f"bad El Gaucho options: {', '.join(problems)}")
        rng = Rng.from_seed(seed)
        removed = -1
        if PLAYER_COUNTS[players].remove_breed:
            choice = options.two_player_removed_breed
            removed = rng.randbelow(len(BREEDS)) if choice == "random" else BREEDS.index(choice)
        pile = [t for t in range(TILE_COUNT) if _breed(t) != removed]
        rng.shuffle(pile)
        start = rng.randbelow(players) if options.start_player == "random" else 0
        return deal(players, options, rng, pile, removed, start)

    # -- queries ----------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""
        return state.to_move

    def own_events(self, events: Sequence[Event]) -> int:
        """How many of one action's ``events``, from the first, are the mover's own doing: up
        to the first of :data:`AUTOMATIC_KEYS`; the rest happened by itself (openings revealed, a drive, a refill, a new round) and is
        news to the mover too ("since your last turn")."""
        for k, event in enumerate(events):
            if event.key in AUTOMATIC_KEYS:
                return k
        return len(events)

    def legal_actions(self, state: State) -> list[Any]:
        """Every distinct legal action of the seat to move (``[]`` when the game is over).

        Keep phase: every legal keep with each herd order (EG-1.5); opening: the free areas
        (EG-1.6); a turn: first the dice pairs (EG-3.1), then end turn, stand/lie/occupy
        (with supply), take-backs (empty supply, EG-4.4), raises and activations; inside
        Hidden cattle the takes (tile × empty space), take-backs and finish; after a take-back
        only placements; drive, final scoring and a Steal: the ways to add a pending tile.
        """
        seat = state.to_move
        if seat is None:
            return []
        steppe = state.steppe if state.hidden_active else ()
        return _legal(state, state.drawn[seat], steppe, len(state.steppe))

    def legal_actions_in_view(self, view: View) -> list[Any]:
        """The same list as :meth:`legal_actions`, from the view of the seat to move; ``[]``
        if the view's seat is not to move."""
        seat = view.seat
        if seat is None or view.to_move != seat:
            return []
        return _legal(view, view.drawn, view.steppe_known, view.steppe_count)

    def reversible(self, state: State, action: Any) -> bool:
        """True if ``action`` may be undone (core undo): a step inside the mover's own turn
        that does not end it, uses no chance and reveals nothing. Hidden cattle (looking,
        taking a tile public, refilling the Steppe), ending the turn and every decision
        outside a turn (keep, opening, drive, final scoring) are not reversible."""
        if state.phase != "turn":
            return False
        return not isinstance(action, EndTurn | ActivateHiddenCattle | HiddenTake | HiddenDone)

    # -- apply ------------------------------------------------------------------------------

    def apply(self, state: State, action: Any) -> tuple[State, list[Event]]:
        """The state after the seat to move takes ``action`` (a copy; ``state`` is untouched)
        and the events it caused, in order.

        After the action the engine runs every step that needs no decision: the reveal of the
        opening keeps, dice rolls, turn changes (a dice-less turn with nothing to activate is
        skipped), the cattle drive and the additions without a choice, refills, the end
        trigger and the final scoring. Raises :class:`IllegalAction` with an
        ``"EG.illegal.*"`` reason (see :data:`ILLEGAL_REASONS`).
        """
        seat = state.to_move
        if seat is None:
            raise IllegalAction("EG.illegal.game_over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("EG.illegal.unknown_action", action=type(action).__name__)
        _CHECKS[type(action)](
            state, seat, action, Known(state.drawn[seat], state.steppe, len(state.steppe))
        )
        events: list[Event] = []
        s = handler(self, state, seat, action, events)
        s.step += 1
        return s, events

    def rollout(self, state: State, rand: Callable[[], float]) -> tuple[State, int]:
        """Play ``state`` to the end with uniformly random legal actions, as a search's
        playout (see :func:`farmhouse.core.game.rollout`); ``state`` is untouched.

        Each decision takes ``legal[int(rand() * len(legal))]`` of :meth:`legal_actions`'
        list, and chance comes from the state's generator: the very game that
        :meth:`legal_actions` + :meth:`apply` play, to the same final state (same
        :meth:`digest`, ``step`` included). Faster: one copy at the start, then each action's
        transition (the one :meth:`apply` runs after its checks) changes that copy in place,
        unchecked and without events. Returns ``(final_state, actions taken)``.
        """
        # Owns every list (their items are immutable); the generator stays shared, as in
        # apply: a roll copies it first (_start_round).
        s = _copy(state)
        legal_actions = self.legal_actions
        transitions = _TRANSITIONS
        actions = 0
        seat = s.to_move
        while seat is not None:
            legal = legal_actions(s)
            action = legal[int(rand() * len(legal))]
            transitions[type(action)](s, seat, action, None)
            s.step += 1
            actions += 1
            seat = s.to_move
        return s, actions

    def advance(self, state: State, action: Any) -> State:
        """The state after the legal ``action`` (a copy; ``state`` is untouched), for searches:
        the transition :meth:`apply` runs after its checks, without the checks and without
        events, so the same state as ``apply(state, action)[0]`` (same :meth:`digest`).
        ``action`` must be one of :meth:`legal_actions` (an illegal one is not detected)."""
        s = _copy(state)
        seat = s.to_move
        assert seat is not None
        _TRANSITIONS[type(action)](s, seat, action, None)
        s.step += 1
        return s

    def advance_in_place(self, state: State, action: Any) -> None:
        """:meth:`advance` that changes ``state`` itself (a search's playout owns its state,
        and every list in it: start it from an :meth:`advance` copy or :meth:`rollout`'s)."""
        seat = state.to_move
        assert seat is not None
        _TRANSITIONS[type(action)](state, seat, action, None)
        state.step += 1

    # -- handlers ---------------------------------------------------------------------------
    # Each handler copies what its transition changes (the rest stays shared, see
    # :func:`_shell`) and runs that transition (``_do_*``, shared with :meth:`rollout`);
    # :meth:`apply` has run the action's checks (:data:`_CHECKS`) on the unchanged state.

    def _keep(self, state: State, seat: int, action: Keep, events: list[Event]) -> State:
        s = _copy(state)
        _do_keep(s, seat, action, events)
        return s

    def _place_opening(
        self, state: State, seat: int, action: PlaceOpening, events: list[Event]
    ) -> State:
        s = _copy(state)
        _do_place_opening(s, seat, action, events)
        return s

    def _take_dice(self, state: State, seat: int, action: TakeDice, events: list[Event]) -> State:
        s = _shell(state)
        _do_take_dice(s, seat, action, events)
        return s

    def _put_down(self, state: State, seat: int, action: Stand | Lie, events: list[Event]) -> State:
        s = _shell(state)
        s.gauchos = s.gauchos[:]
        s.supply = s.supply[:]
        _do_put_down(s, seat, action, events)
        return s

    def _raise(self, state: State, seat: int, action: Raise, events: list[Event]) -> State:
        s = _shell(state)
        s.gauchos = s.gauchos[:]
        _do_raise(s, seat, action, events)
        return s

    def _occupy(self, state: State, seat: int, action: Occupy, events: list[Event]) -> State:
        s = _shell(state)
        s.areas = s.areas[:]
        s.supply = s.supply[:]
        _do_occupy(s, seat, action, events)
        return s

    def _take_back(self, state: State, seat: int, action: TakeBack, events: list[Event]) -> State:
        s = _shell(state)
        s.areas = s.areas[:]
        s.gauchos = s.gauchos[:]
        s.supply = s.supply[:]
        _do_take_back(s, seat, action, events)
        return s

    def _end_turn(self, state: State, seat: int, action: EndTurn, events: list[Event]) -> State:
        # Only the round's last turn (or any in the dice-less round, which may skip turns
        # up to the final scoring) goes on to steps that change lists.
        if state.order_index + 1 < state.players and not is_diceless(state):
            s = _shell(state)
        else:
            s = _copy(state)
        _do_end_turn(s, seat, action, events)
        return s

    def _wish(self, state: State, seat: int, action: ActivateWish, events: list[Event]) -> State:
        s = _activation_copy(state)
        _do_wish(s, seat, action, events)
        return s

    def _immediate_sale(
        self, state: State, seat: int, action: ActivateImmediateSale, events: list[Event]
    ) -> State:
        s = _activation_copy(state)
        s.herds = s.herds[:]
        s.money = s.money[:]
        s.ledger = s.ledger[:]
        _do_immediate_sale(s, seat, action, events)
        return s

    def _steal(self, state: State, seat: int, action: ActivateSteal, events: list[Event]) -> State:
        s = _activation_copy(state)
        s.herds = s.herds[:]
        s.money = s.money[:]
        s.ledger = s.ledger[:]
        s.pending = s.pending[:]
        _do_steal(s, seat, action, events)
        return s

    def _activate_raise(
        self, state: State, seat: int, action: ActivateRaise, events: list[Event]
    ) -> State:
        s = _activation_copy(state)
        s.gauchos = s.gauchos[:]
        _do_activate_raise(s, seat, action, events)
        return s

    def _replace(
        self, state: State, seat: int, action: ActivateReplace, events: list[Event]
    ) -> State:
        s = _activation_copy(state)
        s.gauchos = s.gauchos[:]
        s.money = s.money[:]
        s.ledger = s.ledger[:]
        _do_replace(s, seat, action, events)
        return s

    def _hidden_cattle(
        self, state: State, seat: int, action: ActivateHiddenCattle, events: list[Event]
    ) -> State:
        s = _activation_copy(state)
        s.seen = s.seen[:]
        _do_hidden_cattle(s, seat, action, events)
        return s

    def _hidden_take(
        self, state: State, seat: int, action: HiddenTake, events: list[Event]
    ) -> State:
        s = _shell(state)
        s.tiles = s.tiles[:]
        s.gauchos = s.gauchos[:]
        s.supply = s.supply[:]
        _do_hidden_take(s, seat, action, events)  # replaces s.seen by a new list
        return s

    def _hidden_done(
        self, state: State, seat: int, action: HiddenDone, events: list[Event]
    ) -> State:
        s = _shell(state)
        _do_hidden_done(s, seat, action, events)
        return s

    def _add_to_herd(
        self, state: State, seat: int, action: AddToHerd, events: list[Event]
    ) -> State:
        s = _copy(state)
        _do_add_to_herd(s, seat, action, events)
        return s

    # -- result -----------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        """The final result (EG-8.5), or ``None`` while the game goes on.

        Scores are the pesos; everyone tied for the most shares the win (``tie_break`` is
        :data:`TIEBREAK_SHARED` then, else None). The breakdown per seat (JSON-ready):
        ``sales`` [{kind, breed, count, highest, bonus, pesos}], ``compensations`` [{kind,
        tile, by, pesos}], ``sales_total``, ``compensation_total``, ``earlier`` (pesos a
        position started with, 0 in real games) and ``total`` (their sum).
        """
        if state.phase != "over":
            return None
        return final_outcome(state.money, state.ledger)

    # -- views ------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (section 4; ``None`` = spectator). Hidden: the pile, the
        Steppe beyond what the seat has seen, other seats' opening tiles and choices.
        ValueError for a seat not at the table."""
        if seat is not None and not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} in a {state.players}-player game")
        own = seat is not None
        known: tuple[int, ...] = ()
        if own:
            assert seat is not None
            seen = state.seen[seat]
            known = tuple(t for t in state.steppe if t in seen)
        return View(
            seat=seat,
            players=state.players,
            options=state.options,
            phase=state.phase,
            round=state.round,
            start_player=state.start_player,
            to_move=state.to_move,
            removed_breed=state.removed_breed,
            pile_count=len(state.pile),
            steppe_count=len(state.steppe),
            steppe_known=known,
            tiles=tuple(state.tiles),
            gauchos=tuple(state.gauchos),
            supply=tuple(state.supply),
            areas=tuple(state.areas),
            herds=tuple(state.herds),
            money=tuple(state.money),
            ledger=tuple(state.ledger),
            sold=state.sold,
            drawn=state.drawn[seat] if seat is not None else (),
            kept=state.kept[seat] if seat is not None else (),
            discarded=state.discarded[seat] if seat is not None else (),
            drawn_counts=tuple(len(d) for d in state.drawn),
            keep_chosen=tuple(bool(k) for k in state.kept),
            discarded_counts=tuple(len(d) for d in state.discarded),
            pool=state.pool,
            dice=state.dice,
            wish=state.wish,
            dice_taken=state.dice_taken,
            activated=state.activated,
            turn_no=state.turn_no,
            round_first_turn=state.round_first_turn,
            order_index=state.order_index,
            must_place=state.must_place,
            hidden_active=state.hidden_active,
            hidden_taken=state.hidden_taken,
            pending=tuple(state.pending),
            end_round=state.end_round,
            step=state.step,
        )

    def sample_state(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view`` (``view(sample, view.seat) == view``): the
        tiles the seat cannot see are shuffled into the pile, the unknown part of the Steppe,
        the other seats' opening tiles (with a random legal keep for a seat that has chosen)
        and their tiles not kept. Other seats' Steppe knowledge is not modelled (empty),
        except a seat in the middle of Hidden cattle, which knows the whole Steppe. The
        sample's generator is spawned from ``rng`` (which advances). ValueError if the
        view's counts do not add up."""
        return self.sampler(view)(rng)

    def sampler(self, view: View) -> Callable[[Rng], State]:
        """:meth:`sample_state` for one ``view`` as a function of the generator:
        ``sampler(view)(rng)`` is ``sample_state(view, rng)`` (the same state, the same use of
        ``rng``). The tiles the seat cannot see are found once, here, so a search that
        samples a world per iteration pays for that once per decision. ValueError (at a
        call) as :meth:`sample_state`."""
        players = view.players
        seat = view.seat
        visible: set[int] = set()
        visible.update(t for t in view.tiles if t >= 0)
        for hs in view.herds:
            for b, h in enumerate(hs):
                visible.update(b * VALUES + v - 1 for v in h)
        visible.update(view.sold)
        for gained in view.pending:
            visible.update(gained)
        visible.update(view.drawn)
        visible.update(view.discarded)
        visible.update(view.steppe_known)
        unseen = [
            t for t in range(TILE_COUNT) if _breed(t) != view.removed_breed and t not in visible
        ]

        def sample(rng: Rng) -> State:
            hidden = unseen.copy()
            rng.shuffle(hidden)

            def take(count: int) -> list[int]:
                if count > len(hidden):
                    raise ValueError("the view shows more hidden tiles than exist")
                out = hidden[len(hidden) - count :]
                del hidden[len(hidden) - count :]
                return out

            drawn: list[tuple[int, ...]] = []
            kept: list[tuple[int, ...]] = []
            discarded: list[tuple[int, ...]] = []
            for p in range(players):
                if p == seat:
                    drawn.append(view.drawn)
                    kept.append(view.kept)
                    discarded.append(view.discarded)
                    continue
                d = take(view.drawn_counts[p])
                drawn.append(tuple(d))
                k: tuple[int, ...] = ()
                if view.keep_chosen[p]:
                    options = _keep_options(d, view.options.opening_keep_rule)
                    choice = options[rng.randbelow(len(options))]
                    k = tuple(_tile(c) for c in choice.tiles)
                kept.append(k)
                discarded.append(tuple(sorted(take(view.discarded_counts[p]))))
            steppe = tuple(
                sorted([*view.steppe_known, *take(view.steppe_count - len(view.steppe_known))])
            )
            pile = hidden
            if len(pile) != view.pile_count:
                raise ValueError("the view's tile counts do not add up")
            seen: list[tuple[int, ...]] = [() for _ in range(players)]
            if seat is not None:
                seen[seat] = view.steppe_known
            if view.hidden_active and view.to_move is not None and view.to_move != seat:
                seen[view.to_move] = steppe
            return State(
                players=players,
                options=view.options,
                rng=rng.spawn(),
                phase=view.phase,
                round=view.round,
                start_player=view.start_player,
                to_move=view.to_move,
                removed_breed=view.removed_breed,
                pile=tuple(pile),
                steppe=steppe,
                seen=seen,
                tiles=list(view.tiles),
                gauchos=list(view.gauchos),
                supply=list(view.supply),
                areas=list(view.areas),
                herds=list(view.herds),
                money=list(view.money),
                ledger=list(view.ledger),
                sold=view.sold,
                drawn=drawn,
                kept=kept,
                discarded=discarded,
                pool=view.pool,
                dice=view.dice,
                wish=view.wish,
                dice_taken=view.dice_taken,
                activated=view.activated,
                turn_no=view.turn_no,
                round_first_turn=view.round_first_turn,
                order_index=view.order_index,
                must_place=view.must_place,
                hidden_active=view.hidden_active,
                hidden_taken=view.hidden_taken,
                pending=list(view.pending),
                end_round=view.end_round,
                step=view.step,
            )

        return sample

    def digest(self, state: State) -> str:
        """SHA-256 hex digest of the full state's canonical JSON (for save files)."""
        return digest_of(state)


# ----------------------------------------------------------------------------- flow


def _tile(code: str) -> int:
    try:
        return TILE_IDS[code]
    except (KeyError, TypeError):
        raise IllegalAction("EG.illegal.no_such_tile", tile=code) from None


_AREA_IDS: dict[str, int] = {area: a for a, area in enumerate(AREAS)}


def _area(area: str) -> int:
    if type(area) is str:
        a = _AREA_IDS.get(area)
        if a is not None:
            return a
    try:
        return AREAS.index(area)
    except ValueError:
        raise IllegalAction("EG.illegal.no_such_area", area=area) from None


def _start_round(s: State, events: _Events) -> None:
    """EG-2.1 (a): the start player rolls every die; then the first turn (EG-8.3: none in
    the dice-less round)."""
    kind = _round_kind(s)
    if events is not None:
        events.append(
            Event(
                "EG.round_started",
                {"round": s.round, "start_player": s.start_player, "kind": kind},
            )
        )
    s.round_first_turn = s.turn_no + 1
    s.order_index = 0
    if kind == "diceless":
        s.pool = ()
    else:
        s.rng = s.rng.copy()  # shared with the state before (see _shell)
        roll = s.rng.randbelow
        dice = [roll(DIE_FACES) + 1 for _ in range(PLAYER_COUNTS[s.players].dice)]
        dice.sort()
        s.pool = tuple(dice)
        if events is not None:
            events.append(
                Event(
                    "EG.dice_rolled",
                    {"round": s.round, "seat": s.start_player, "dice": dice},
                    s.start_player,
                )
            )
    _start_turn(s, events)


def _start_turn(s: State, events: _Events) -> None:
    seat = (s.start_player + s.order_index) % s.players
    s.turn_no += 1
    s.to_move = seat
    s.dice = ()
    s.wish = 0
    diceless = is_diceless(s)
    s.dice_taken = diceless
    s.activated = 0
    s.must_place = False
    s.hidden_active = False
    s.hidden_taken = ()
    if events is not None:
        events.append(
            Event("EG.turn_started", {"seat": seat, "round": s.round, "turn": s.turn_no}, seat)
        )
    if diceless and len(_main_actions(s, seat, len(s.steppe))) == 1:
        if events is not None:
            events.append(
                Event("EG.turn_skipped", {"seat": seat, "reason": "no_activation"}, seat=seat)
            )
        _next_turn(s, events)


def _next_turn(s: State, events: _Events) -> None:
    s.order_index += 1
    if s.order_index < s.players:
        _start_turn(s, events)
    elif is_diceless(s):
        _start_final(s, events)
    else:
        _start_drive(s, events)


def _start_drive(s: State, events: _Events) -> None:
    """EG-7.1: complete rows send the tiles under standing gauchos home."""
    s.phase = "drive"
    s.to_move = None
    s.dice = ()
    s.wish = 0
    lay = _lay(s)
    tiles = s.tiles
    gauchos = s.gauchos
    complete = []
    for r, row in enumerate(lay.rows):
        occupied = False
        for i in row:
            if tiles[i] >= 0:
                if gauchos[i] < 0:
                    break
                occupied = True
        else:
            if occupied:
                complete.append(r)
    if events is not None:
        events.append(Event("EG.drive_started", {"round": s.round, "rows": complete}))
    for r in complete:
        for i in lay.rows[r]:
            g = gauchos[i]
            if g >= 0 and not g & 1:
                _gain(s, lay, g >> 1, i, "EG.drive_tile", events)
    s.order_index = 0
    _resolve_pending(s, events)


def _gain(s: State, lay: Layout, seat: int, i: int, key: str, events: _Events) -> None:
    t = s.tiles[i]
    s.pending[seat] += (t,)
    if events is not None:
        events.append(
            Event(
                key,
                {
                    "seat": seat,
                    "tile": TILE_CODES[t],
                    "row": lay.row_of[i],
                    "space": lay.space_of[i],
                },
                seat,
            )
        )
    s.tiles[i] = -1
    s.gauchos[i] = -1
    s.supply[seat] += 1


def _start_final(s: State, events: _Events) -> None:
    """EG-8.4 step 1: every tile under a standing gaucho goes home."""
    s.phase = "final"
    s.to_move = None
    s.dice = ()
    s.wish = 0
    if events is not None:
        events.append(Event("EG.final_scoring_started"))
    lay = _lay(s)
    for i, g in enumerate(s.gauchos):
        if g >= 0 and not g & 1:
            _gain(s, lay, g >> 1, i, "EG.final_tile", events)
    s.order_index = 0
    _resolve_pending(s, events)


def _resolve_pending(s: State, events: _Events) -> None:
    """Seats add their gained tiles in turn order from the start player (EG-7.2); stop at
    the first seat with a choice to make, else finish the drive or the final scoring."""
    cause = "drive" if s.phase == "drive" else "final"
    while s.order_index < s.players:
        seat = (s.start_player + s.order_index) % s.players
        _auto_add(s, seat, cause, events)
        if s.pending[seat]:
            s.to_move = seat
            return
        s.order_index += 1
    if s.phase == "drive":
        _end_round(s, events)
    else:
        _final_sales(s, events)


def _end_round(s: State, events: _Events) -> None:
    """EG-2.1 (d) and (e): refill if the pile is not empty, pass the token, next round."""
    s.pool = ()
    if s.pile:
        placed = _fill(s)
        if events is not None:
            lay = _lay(s)
            events.append(
                Event(
                    "EG.pampa_refilled",
                    {
                        "placed": [
                            {"row": lay.row_of[i], "space": lay.space_of[i], "tile": TILE_CODES[t]}
                            for i, t in placed
                        ],
                        "pile_count": len(s.pile),
                    },
                )
            )
        _maybe_trigger(s, events, len(placed), "pampa_refill")
    s.start_player = (s.start_player + 1) % s.players
    if events is not None:
        events.append(Event("EG.start_player_passed", {"seat": s.start_player}, s.start_player))
    s.phase = "turn"
    s.round += 1
    _start_round(s, events)


def _finish_hidden(s: State, seat: int, events: _Events) -> None:
    """EG-5.10 step 4: refill the Steppe up to 4 as far as the pile allows."""
    s.hidden_active = False
    s.hidden_taken = ()
    s.must_place = False
    drew = min(STEPPE_SIZE - len(s.steppe), len(s.pile))
    if drew:
        s.steppe = tuple(sorted(s.steppe + s.pile[:drew]))
        s.pile = s.pile[drew:]
    if events is not None:
        events.append(
            Event(
                "EG.steppe_refilled",
                {
                    "seat": seat,
                    "count": drew,
                    "steppe_count": len(s.steppe),
                    "pile_count": len(s.pile),
                },
                seat=seat,
            )
        )
    _maybe_trigger(s, events, drew, "steppe_refill")


def _final_sales(s: State, events: _Events) -> None:
    """EG-8.4 step 2: every herd is sold (a single tile scores its value); game over."""
    for k in range(s.players):
        seat = (s.start_player + k) % s.players
        for b in range(len(BREEDS)):
            if s.herds[seat][b]:
                _sell(s, seat, b, _FINAL, events)
    s.phase = "over"
    s.to_move = None
    if events is None:
        return
    result = final_outcome(s.money, s.ledger)
    events.append(
        Event(
            "EG.game_over",
            {
                "scores": list(result.scores),
                "winners": list(result.winners),
                "tie_break": result.tie_break,
            },
        )
    )


def final_stages(view: View | None, events: Sequence[Event]) -> list[tuple[list[Event], View]]:
    """How the final sales (EG-8.4 step 2) in ``events`` are shown, seat after seat, ending
    at ``view`` (the game over): ``(sales, position)`` pairs, first ``([], the position
    before any final sale)``, then per seat in the order it sold ``(its "EG.sale" events,
    the position after them)``. A position before the end has its unsold herds back, their
    pesos not yet won nor written in the ledger, and phase ``"final"`` (the game is not
    over yet). ``[]`` when ``events`` hold no final sale or ``view`` is not the game over."""
    sales = [e for e in events if e.key == "EG.sale" and e.params.get("kind") == "final"]
    if not sales or view is None or not view.game_over:
        return []
    groups: list[list[Event]] = []
    for sale in sales:
        if groups and groups[-1][0].params["seat"] == sale.params["seat"]:
            groups[-1].append(sale)
        else:
            groups.append([sale])
    return [
        ((groups[k - 1] if k else []), _unsold(view, [e for g in groups[k:] for e in g]))
        for k in range(len(groups) + 1)
    ]


def _unsold(view: View, sales: Sequence[Event]) -> View:
    """``view`` as it was before ``sales`` (its last final sales, in order), phase "final"."""
    herds = [list(seat) for seat in view.herds]
    money, ledger, sold = list(view.money), [list(e) for e in view.ledger], list(view.sold)
    for sale in reversed(sales):
        p = sale.params
        seat, tiles = int(p["seat"]), [tile_id(code) for code in p["tiles"]]
        herds[seat][BREEDS.index(p["breed"])] = tuple(t % VALUES + 1 for t in tiles)
        money[seat] -= int(p["pesos"])
        ledger[seat].pop()
        del sold[len(sold) - len(tiles) :]
    return attrs.evolve(
        view,
        phase="final",
        herds=tuple(tuple(seat) for seat in herds),
        money=tuple(money),
        ledger=tuple(tuple(entries) for entries in ledger),
        sold=tuple(sold),
    )


def final_outcome(money: Sequence[int], ledger: Sequence[Sequence[tuple[int, ...]]]) -> Outcome:
    """The Outcome for final ``money`` per seat and the ``ledger`` it came from (EG-8.5; see
    :meth:`ElGaucho.outcome` for the breakdown)."""
    scores = tuple(money)
    levels = sorted(set(scores), reverse=True)
    ranking = tuple(tuple(s for s in range(len(scores)) if scores[s] == v) for v in levels)
    breakdown: list[dict[str, Any]] = []
    for seat, entries in enumerate(ledger):
        sales: list[dict[str, Any]] = []
        comps: list[dict[str, Any]] = []
        earlier = 0
        for kind, a, b, c, d, pesos in entries:
            if kind == EARLIER:
                earlier += pesos
            elif kind in (_FORCED, _IMMEDIATE, _FINAL):
                sales.append(
                    {
                        "kind": LEDGER_KINDS[kind],
                        "breed": BREEDS[a],
                        "count": b,
                        "highest": c,
                        "bonus": d,
                        "pesos": pesos,
                    }
                )
            else:
                comps.append(
                    {"kind": LEDGER_KINDS[kind], "tile": TILE_CODES[a], "by": b, "pesos": pesos}
                )
        sales_total = sum(x["pesos"] for x in sales)
        comp_total = sum(x["pesos"] for x in comps)
        breakdown.append(
            {
                "sales": sales,
                "compensations": comps,
                "sales_total": sales_total,
                "compensation_total": comp_total,
                "earlier": earlier,
                "total": scores[seat],
            }
        )
    return Outcome(
        scores=scores,
        ranking=ranking,
        winners=ranking[0],
        tie_break=TIEBREAK_SHARED if len(ranking[0]) > 1 else None,
        breakdown=tuple(breakdown),
    )


# ----------------------------------------------------------------------------- transitions
# What each action changes, shared by ElGaucho.apply (after its checks, on a copy that owns
# the lists changed; ``events`` a list to fill) and ElGaucho.rollout (on the state it owns;
# ``events`` None: no events built). A transition trusts its action: it was checked by
# apply or taken from the legal actions.


def _spend(s: State, paid: Sequence[int]) -> bool:
    """Spend ``paid``: rolled dice first, then the Wish die. True if the Wish die was used."""
    dice = s.dice
    if len(paid) == 1 and paid[0] in dice:
        i = dice.index(paid[0])
        s.dice = dice[:i] + dice[i + 1 :]
        return False
    wish_used = False
    rest = list(dice)
    for d in paid:
        if d in rest:
            rest.remove(d)
        else:
            s.wish = 0
            wish_used = True
    s.dice = tuple(rest)
    return wish_used


def _victim(s: _Facts, seat: int, tile: int) -> int | None:
    """The opponent whose herd holds ``tile`` (EG-5.8), or None."""
    b = tile // VALUES
    v = tile % VALUES + 1
    for p, herds in enumerate(s.herds):
        if p != seat and v in herds[b]:
            return p
    return None


def _activation_copy(state: State) -> State:
    """A copy of ``state`` that owns its areas and supply lists (what every activation
    changes, :func:`_return_gaucho`); the caller copies any other list it changes."""
    s = _shell(state)
    s.areas = s.areas[:]
    s.supply = s.supply[:]
    return s


def _do_keep(s: State, seat: int, action: Keep, events: _Events) -> None:
    """EG-1.5: the seat's keep; after the last one the keeps are revealed and start herds."""
    tiles = [_tile(code) for code in action.tiles]
    s.kept[seat] = tuple(tiles)
    if events is not None:
        events.append(
            Event("EG.kept", {"seat": seat, "tiles": _codes(tiles)}, seat=seat, private_to=seat)
        )
        events.append(Event("EG.keep_chosen", {"seat": seat}, seat=seat))
    s.order_index += 1
    if s.order_index < s.players:
        s.to_move = (s.start_player + s.order_index) % s.players
        return
    # EG-1.5: the kept tiles are revealed together and start the herds.
    kept_codes: list[list[str]] = []
    herds: list[dict[str, list[str]]] = []
    for p in range(s.players):
        for b in range(len(BREEDS)):
            herd = tuple(_value(t) for t in s.kept[p] if _breed(t) == b)
            if herd:
                _set_herd(s, p, b, herd)
        s.discarded[p] = tuple(t for t in s.drawn[p] if t not in s.kept[p])
        if events is not None:
            kept_codes.append(_codes(s.kept[p]))
            herds.append({BREEDS[b]: _herd_codes(b, h) for b, h in enumerate(s.herds[p]) if h})
        s.drawn[p] = ()
        s.kept[p] = ()
    if events is not None:
        events.append(
            Event(
                "EG.opening_revealed",
                {
                    "kept": kept_codes,
                    "herds": herds,
                    "discarded_counts": [len(d) for d in s.discarded],
                },
            )
        )
    s.phase = "opening"
    s.order_index = 0
    s.to_move = (s.start_player - 1) % s.players


def _do_place_opening(s: State, seat: int, action: PlaceOpening, events: _Events) -> None:
    """EG-1.6: the opening gaucho on its area; after the last one round 1 starts."""
    n = s.players
    s.areas[_area(action.area) * n + seat] = 0
    s.supply[seat] -= 1
    if events is not None:
        events.append(Event("EG.opening_placed", {"seat": seat, "area": action.area}, seat=seat))
    s.order_index += 1
    if s.order_index < n:
        s.to_move = (s.start_player - 1 - s.order_index) % n
        return
    s.phase = "turn"
    s.round = 1
    _start_round(s, events)


def _do_take_dice(s: State, seat: int, action: TakeDice, events: _Events) -> None:
    """EG-3.1: two dice from the pool become the seat's."""
    dice = action.dice
    pool = list(s.pool)
    for d in dice:
        pool.remove(d)
    s.pool = tuple(pool)
    s.dice = dice
    s.dice_taken = True
    if events is not None:
        events.append(
            Event("EG.dice_taken", {"seat": seat, "dice": list(dice), "pool_left": pool}, seat)
        )
        if s.order_index == s.players - 1:
            for d in pool:
                events.append(Event("EG.die_unused", {"die": d}))


def _do_put_down(s: State, seat: int, action: Stand | Lie, events: _Events) -> None:
    """EG-3.4: a gaucho from supply stands (Stand) or lies (Lie) on a free tile."""
    i = s.tiles.index(TILE_IDS[action.tile])
    wish = _spend(s, action.dice)
    lying = type(action) is Lie
    s.gauchos[i] = seat * 2 + lying
    s.supply[seat] -= 1
    s.must_place = False
    if events is not None:
        lay = _lay(s)
        events.append(
            Event(
                "EG.lay" if lying else "EG.stood",
                {
                    "seat": seat,
                    "tile": action.tile,
                    "row": lay.row_of[i],
                    "space": lay.space_of[i],
                    "paid": list(action.dice),
                    "wish_used": wish,
                },
                seat,
            )
        )


def _do_raise(s: State, seat: int, action: Raise, events: _Events) -> None:
    """EG-3.4: the own lying gaucho stands up."""
    i = s.tiles.index(TILE_IDS[action.tile])
    wish = _spend(s, action.dice)
    s.gauchos[i] = seat * 2
    if events is not None:
        where = _where(s, i)
        events.append(
            Event(
                "EG.raised",
                {
                    "seat": seat,
                    "tiles": [action.tile],
                    "rows": [where["row"]],
                    "spaces": [where["space"]],
                    "paid": list(action.dice),
                    "wish_used": wish,
                    "via": "dice",
                },
                seat=seat,
            )
        )


def _do_occupy(s: State, seat: int, action: Occupy, events: _Events) -> None:
    """EG-3.4, EG-5.1: a gaucho from supply on an action area."""
    wish = _spend(s, action.dice)
    s.areas[_area(action.area) * s.players + seat] = s.turn_no
    s.supply[seat] -= 1
    s.must_place = False
    if events is not None:
        events.append(
            Event(
                "EG.area_occupied",
                {"seat": seat, "area": action.area, "paid": list(action.dice), "wish_used": wish},
                seat,
            )
        )


def _do_take_back(s: State, seat: int, action: TakeBack, events: _Events) -> None:
    """EG-4.4: an own area gaucho or lying gaucho back to supply, to be placed next."""
    params: dict[str, Any] = {
        "seat": seat,
        "area": None,
        "tile": None,
        "row": None,
        "space": None,
    }
    if action.area is not None:
        s.areas[_area(action.area) * s.players + seat] = -1
        params.update(source="area", area=action.area)
    else:
        assert action.tile is not None
        space = s.tiles.index(TILE_IDS[action.tile])
        s.gauchos[space] = -1
        if events is not None:
            params.update(source="lying", tile=action.tile, **_where(s, space))
    s.supply[seat] += 1
    s.must_place = True
    if events is not None:
        events.append(Event("EG.took_back", params, seat=seat))


def _do_end_turn(s: State, seat: int, action: EndTurn, events: _Events) -> None:
    """EG-3.2: unspent dice are lost; the next turn, drive or final scoring follows."""
    if events is not None:
        unused = [*s.dice, *([s.wish] if s.wish else [])]
        events.append(Event("EG.turn_ended", {"seat": seat, "unused_dice": unused}, seat=seat))
    s.dice = ()
    s.wish = 0
    _next_turn(s, events)


def _return_gaucho(s: State, seat: int, area: int, events: _Events) -> None:
    """EG-5.2, EG-5.3: the activated gaucho goes back to supply first."""
    s.areas[area * s.players + seat] = -1
    s.supply[seat] += 1
    s.activated |= 1 << area
    if events is not None:
        events.append(Event("EG.activated", {"seat": seat, "area": AREAS[area]}, seat=seat))


def _do_wish(s: State, seat: int, action: ActivateWish, events: _Events) -> None:
    """EG-5.6: a virtual die of the chosen value."""
    _return_gaucho(s, seat, WISH, events)
    s.wish = action.value
    if events is not None:
        events.append(Event("EG.wished", {"seat": seat, "value": action.value}, seat=seat))


def _do_immediate_sale(s: State, seat: int, action: ActivateImmediateSale, events: _Events) -> None:
    """EG-5.7: the herd of the breed is sold with the bonus."""
    _return_gaucho(s, seat, IMMEDIATE_SALE, events)
    _sell(s, seat, BREEDS.index(action.breed), _IMMEDIATE, events, IMMEDIATE_SALE_BONUS)


def _do_steal(s: State, seat: int, action: ActivateSteal, events: _Events) -> None:
    """EG-5.8: the tile leaves an opponent's herd (who is compensated) for the seat's."""
    t = _tile(action.tile)
    victim = _victim(s, seat, t)
    assert victim is not None
    _return_gaucho(s, seat, STEAL, events)
    b = _breed(t)
    herd = s.herds[victim][b]
    position = herd.index(_value(t))
    herd = herd[:position] + herd[position + 1 :]
    _set_herd(s, victim, b, herd)
    if events is not None:
        events.append(
            Event(
                "EG.stole",
                {
                    "seat": seat,
                    "victim": victim,
                    "tile": action.tile,
                    "position": position,
                    "victim_herd": _herd_codes(b, herd),
                },
                seat=seat,
            )
        )
    _compensate(s, victim, t, seat, _STEAL_COMP, events)
    if _sort_usable(s, seat) and s.herds[seat][b]:
        s.pending[seat] = (t,)
    else:
        _add_tile(s, seat, t, None, "steal", events)


def _do_activate_raise(s: State, seat: int, action: ActivateRaise, events: _Events) -> None:
    """EG-5.9 (a): 1 or 2 own lying gauchos stand up for free."""
    _return_gaucho(s, seat, RAISE_REPLACE, events)
    spaces = [s.tiles.index(TILE_IDS[code]) for code in action.tiles]
    for i in spaces:
        s.gauchos[i] = seat * 2
    if events is not None:
        lay = _lay(s)
        events.append(
            Event(
                "EG.raised",
                {
                    "seat": seat,
                    "tiles": list(action.tiles),
                    "rows": [lay.row_of[i] for i in spaces],
                    "spaces": [lay.space_of[i] for i in spaces],
                    "paid": [],
                    "wish_used": False,
                    "via": "raise_replace",
                },
                seat=seat,
            )
        )


def _do_replace(s: State, seat: int, action: ActivateReplace, events: _Events) -> None:
    """EG-5.9 (b): an own standing gaucho replaces an opponent's lying one (compensated)."""
    t = TILE_IDS[action.tile]
    i = s.tiles.index(t)
    victim = s.gauchos[i] >> 1
    _return_gaucho(s, seat, RAISE_REPLACE, events)
    s.gauchos[i] = seat * 2
    s.supply[seat] -= 1
    s.supply[victim] += 1
    if events is not None:
        events.append(
            Event(
                "EG.replaced",
                {"seat": seat, "victim": victim, "tile": action.tile, **_where(s, i)},
                seat=seat,
            )
        )
    _compensate(s, victim, t, seat, _REPLACE_COMP, events)


def _do_hidden_cattle(s: State, seat: int, action: ActivateHiddenCattle, events: _Events) -> None:
    """EG-5.10 step 1: the seat looks at the Steppe (finished at once if it can take none)."""
    _return_gaucho(s, seat, HIDDEN_CATTLE, events)
    s.seen[seat] = s.steppe
    s.hidden_active = True
    s.hidden_taken = ()
    if events is not None:
        events.append(
            Event("EG.hidden_looked", {"seat": seat, "steppe_count": len(s.steppe)}, seat=seat)
        )
        events.append(
            Event(
                "EG.hidden_seen",
                {"seat": seat, "tiles": _codes(s.steppe)},
                seat=seat,
                private_to=seat,
            )
        )
    if not _hidden_candidates(s, seat, s.steppe):
        _finish_hidden(s, seat, events)


def _do_hidden_take(s: State, seat: int, action: HiddenTake, events: _Events) -> None:
    """EG-5.10 steps 2–3: a Steppe tile face up on an empty space with a standing gaucho
    (``s.seen`` is replaced by a new list)."""
    t = TILE_IDS[action.tile]
    i = _lay(s).index(action.row, action.space)
    s.steppe = tuple(x for x in s.steppe if x != t)
    s.seen = [tuple(x for x in known if x != t) for known in s.seen]
    s.tiles[i] = t
    s.gauchos[i] = seat * 2
    s.supply[seat] -= 1
    s.must_place = False
    s.hidden_taken += (t,)
    if events is not None:
        events.append(
            Event(
                "EG.hidden_taken",
                {"seat": seat, "tile": action.tile, "row": action.row, "space": action.space},
                seat=seat,
            )
        )
    if not _hidden_candidates(s, seat, s.steppe):
        _finish_hidden(s, seat, events)


def _do_hidden_done(s: State, seat: int, action: HiddenDone, events: _Events) -> None:
    """EG-5.10 step 4: no second tile; the Steppe is refilled."""
    _finish_hidden(s, seat, events)


def _do_add_to_herd(s: State, seat: int, action: AddToHerd, events: _Events) -> None:
    """EG-6.2, EG-6.4, EG-5.5: a pending tile joins its herd; a drive or the final scoring
    goes on."""
    t = _tile(action.tile)
    s.pending[seat] = tuple(x for x in s.pending[seat] if x != t)
    cause = {"turn": "steal", "drive": "drive"}.get(s.phase, "final")
    _add_tile(s, seat, t, action.sort_at, cause, events)
    if s.phase in ("drive", "final"):
        _resolve_pending(s, events)


#: Action type → its transition (what :meth:`ElGaucho.rollout` runs; apply's handlers in
#: :data:`_HANDLERS` check, copy and run the same one).
_TRANSITIONS: dict[type, Any] = {
    Keep: _do_keep,
    PlaceOpening: _do_place_opening,
    TakeDice: _do_take_dice,
    Stand: _do_put_down,
    Lie: _do_put_down,
    Raise: _do_raise,
    Occupy: _do_occupy,
    TakeBack: _do_take_back,
    ActivateWish: _do_wish,
    ActivateImmediateSale: _do_immediate_sale,
    ActivateSteal: _do_steal,
    ActivateRaise: _do_activate_raise,
    ActivateReplace: _do_replace,
    ActivateHiddenCattle: _do_hidden_cattle,
    HiddenTake: _do_hidden_take,
    HiddenDone: _do_hidden_done,
    AddToHerd: _do_add_to_herd,
    EndTurn: _do_end_turn,
}

_HANDLERS: dict[type, Any] = {
    Keep: ElGaucho._keep,
    PlaceOpening: ElGaucho._place_opening,
    TakeDice: ElGaucho._take_dice,
    Stand: ElGaucho._put_down,
    Lie: ElGaucho._put_down,
    Raise: ElGaucho._raise,
    Occupy: ElGaucho._occupy,
    TakeBack: ElGaucho._take_back,
    ActivateWish: ElGaucho._wish,
    ActivateImmediateSale: ElGaucho._immediate_sale,
    ActivateSteal: ElGaucho._steal,
    ActivateRaise: ElGaucho._activate_raise,
    ActivateReplace: ElGaucho._replace,
    ActivateHiddenCattle: ElGaucho._hidden_cattle,
    HiddenTake: ElGaucho._hidden_take,
    HiddenDone: ElGaucho._hidden_done,
    AddToHerd: ElGaucho._add_to_herd,
    EndTurn: ElGaucho._end_turn,
}

GAME = ElGaucho()

__all__ = [
    "EVENT_KEYS",
    "GAME",
    "ILLEGAL_REASONS",
    "OPTION_PROBLEMS",
    "Action",
    "ElGaucho",
    "deal",
    "Layout",
    "Options",
    "State",
    "View",
    "fits",
    "final_outcome",
    "final_stages",
    "is_diceless",
    "is_monotone",
    "make_tile",
    "pampa_layout",
    "sale_value",
    "sort_positions",
]
