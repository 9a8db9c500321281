"""Wooly Bully rules: options, actions, state, views and the Game implementation.

Rule ids refer to ``shared/rules/wooly_bully.md`` (WB-x.y). No Qt here.

A turn (WB-3) is a short chain of actions by the seat :meth:`WoolyBully.to_move` names:

- :class:`Place` — a main placement while placements are owed (WB-3.3), a forced placement
  (option ``forced_extra_placement``) or the extra placement of a reveal (WB-6.1);
- :class:`Wolf`, :class:`Hunter` — special actions with the forest face up (WB-5), on an empty
  cell or covering (WB-5.5, option ``wolf_may_cover_hunter``);
- :class:`Reveal` — show the colour and place the shepherd tile at a cell (WB-6);
- :class:`Quit` (WB-7), :class:`EndTurn` (WB-3.5; a pass if nothing was placed, WB-3.6);
- :class:`EndResponse` — finish a response in a reaction window (option ``reaction_windows``);
- :class:`Discard` — one tile at a time down to the hand size (``forced_extra_placement``).

The board lives in :mod:`farmhouse.games.wooly_bully.landscape` (fields, forests, open cells,
fit explanations); :func:`score_seats`, :func:`final_outcome` and :func:`tile_locations` are
pure helpers for scoring, the game-over screen and tests. Every event key and refusal key is
listed with its parameters in :data:`EVENT_KEYS` and :data:`ILLEGAL_REASONS`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple

import attrs

from farmhouse.core import records
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.hashes import sha256
from farmhouse.core.rng import Rng
from farmhouse.core.serial import canonical_json, unstructure
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import (
    COLOUR_IDS,
    COLOURS,
    FOREST,
    HAND_SIZE,
    HAND_SIZE_RANGE,
    HUNTER,
    LANDSCAPE,
    MEADOW,
    QUIT_BONUS,
    STANDARD,
    WOLF,
    Catalogue,
    Cell,
)
from farmhouse.games.wooly_bully.landscape import Landscape

# ----------------------------------------------------------------------------- message keys

#: Every event key the engine emits → its parameters. Cells are ``[x, y]``; tiles are catalogue
#: ids with their ``name`` beside them; colours are letters K, B, R, Y. Events not marked
#: private are public.
EVENT_KEYS: dict[str, str] = {
    "WB.placed": (
        "seat, tile, name, face (0 = A, 1 = B), code (face code), rotation, cell, touching "
        "(k, WB-1.2), kind: 'main' (WB-3.3, incl. a reveal's extra placement) | 'forced' "
        "(forced_extra_placement), response: bool (made inside a reaction window)"
    ),
    "WB.wolf_placed": (
        "seat, tile, name, cell, touching, covered: name of the hunter it covers or None, "
        "forest: [cell] of the forest it is now in, response: bool (WB-5.1, WB-5.3)"
    ),
    "WB.hunter_placed": (
        "seat, tile, name, cell, touching, covered: name of the wolf it covers or None, "
        "forest: [cell], response: bool (WB-5.1, WB-5.4, WB-5.5)"
    ),
    "WB.tile_removed": (
        "tile, name, cell, by: name of the covering tile, reason: 'hunter_covers_wolf' "
        "(WB-5.5) | 'wolf_covers_hunter' (wolf_may_cover_hunter); the tile leaves the game"
    ),
    "WB.revealed": (
        "seat, colour, tile (the shepherd), name, cell, touching, response: bool (WB-6.1)"
    ),
    "WB.drew": "seat, tiles: [id], names: [name]; private_to=seat (WB-4.1)",
    "WB.drew_count": (
        "seat, count: tiles drawn, wanted: tiles due (k, or 1 with extra_turn_instead_of_"
        "draws), bag: tiles left (WB-4.1, WB-4.2: fewer than wanted when the bag runs short)"
    ),
    "WB.owed": (
        "seat, owed: placements now owed, gained: int, reason: 'reveal' (WB-6.1) | "
        "'extra_turn' (extra_turn_instead_of_draws: k - 1 for a placement touching k), "
        "response: bool"
    ),
    "WB.field_enclosed": (
        "colour, sheep, cells: [cell], spoiled_by: [cell] (active wolves in bordering "
        "forests, WB-1.4, WB-9.1)"
    ),
    "WB.forests_joined": (
        "cells: [cell] of the merged forest, wolves: [cell], hunters: [cell], active_wolves: "
        "[cell] (WB-5.6)"
    ),
    "WB.forced_placement": "seat (forced_extra_placement: a forced placement is due now)",
    "WB.discard_due": "seat, count: tiles to discard, hand_size (forced_extra_placement)",
    "WB.discarded": "seat, tile, name; private_to=seat (the tile leaves the game)",
    "WB.discarded_count": "seat, count: discards so far, hand: tiles left in hand",
    "WB.passed_cleared": "by: seat whose placement emptied PASSED (WB-8.1)",
    "WB.passed": "seat, passed: [seat] (PASSED after the pass, WB-3.6, WB-8.1)",
    "WB.quit": (
        "seat, position (1 = first), bonus (table 3.4), set_aside: tiles set aside (WB-7.1, WB-7.2)"
    ),
    "WB.turn_ended": "seat, placements: int, passed: bool (WB-3.5, WB-3.6)",
    "WB.plays_on": (
        "seat: the last player, who plays on alone now that every other seat has quit; "
        "PASSED is emptied (WB-7.4, option lone_player_draws)"
    ),
    "WB.lone_draw": (
        "seat: the last player ended a turn without a placement and draws one tile instead "
        "of passing; the WB.drew/WB.drew_count events follow (WB-7.4, lone_player_draws)"
    ),
    "WB.next_turn": "seat, turn: int, again: bool (the same seat plays again, WB-7.3)",
    "WB.window_opened": "placer: seat, order: [seat] (reaction_windows)",
    "WB.response_ended": "seat, quit: bool (reaction_windows)",
    "WB.colours_revealed": "colours: [colour] by seat, unused: [colour] (WB-9.1)",
    "WB.scored": (
        "seat, colour, fields: [sheep] of the qualifying fields, best_field, field_points, "
        "quit_position or None, quit_bonus, total (WB-9.2)"
    ),
    "WB.game_over": (
        "reason: 'all_quit' | 'all_passed' (WB-8.2), scores: [int], ranking: [[seat]], "
        "winners: [seat], tie_break: key or None (WB-9.3)"
    ),
}

#: Every ``IllegalAction.reason`` key → its parameters.
ILLEGAL_REASONS: dict[str, str] = {
    "WB.illegal.game_over": "no params: the game is over",
    "WB.illegal.not_your_turn": "seat, to_move",
    "WB.illegal.unknown_action": "action: class name",
    "WB.illegal.tile_not_in_hand": "tile",
    "WB.illegal.no_such_tile": "tile",
    "WB.illegal.bad_face": "tile, face (a face that cannot be placed this way)",
    "WB.illegal.use_special_action": (
        "tile, face: a wolf's or hunter's forest face is played with Wolf/Hunter, not Place "
        "(WB-3.3, WB-5.1)"
    ),
    "WB.illegal.bad_rotation": "rotation, allowed: [int] (distinct rotations of the face)",
    "WB.illegal.cell_occupied": "cell (WB-1.1 item 1)",
    "WB.illegal.not_adjacent": "cell (WB-1.1 item 2: no occupied neighbour)",
    "WB.illegal.mismatch": (
        "cell, sides: [side 'N'|'E'|'S'|'W'], expected: {side: labels}, shown: {side: labels} "
        "(WB-1.1 item 3)"
    ),
    "WB.illegal.no_placement_owed": "no params: no main placement is owed now (WB-3.3)",
    "WB.illegal.placement_compulsory": (
        "no params: a landscape tile fits, so a placement must be made first (WB-3.4)"
    ),
    "WB.illegal.not_a_wolf": "tile (Wolf needs a wolf tile)",
    "WB.illegal.not_a_hunter": "tile (Hunter needs a hunter tile)",
    "WB.illegal.wolf_meets_hunter": "cell, hunters: [cell] in the forests it would join (WB-5.3)",
    "WB.illegal.hunter_meets_wolf": (
        "cell, wolves: [cell] active wolves in the forests it would join (WB-5.4)"
    ),
    "WB.illegal.wolf_not_active": "cell (a hunter covers only an active wolf, WB-5.5)",
    "WB.illegal.cover_not_allowed": (
        "cell (a wolf covers a hunter only with wolf_may_cover_hunter)"
    ),
    "WB.illegal.already_revealed": "no params (WB-6.1: once per game)",
    "WB.illegal.forced_placement_due": (
        "no params: the forced placement comes first (forced_extra_placement)"
    ),
    "WB.illegal.discard_due": "count: tiles still to discard (forced_extra_placement)",
    "WB.illegal.no_discard_due": "no params: nothing is to be discarded now",
    "WB.illegal.not_in_response": "no params: EndResponse is only for a reaction window",
    "WB.illegal.in_response": "no params: in a reaction window use EndResponse, not EndTurn",
    "WB.illegal.fits_nowhere": (
        "tile, face, kind ('tile', 'wolf', 'hunter' or 'shepherd'); for a tile also rotation "
        "(None: any) and turns: [int] the rotations that fit somewhere: no place takes that "
        "face now (check_piece, check_reveal; WB-1.1, WB-5.3, WB-5.4, WB-6.2)"
    ),
    "WB.illegal.tile_fits_nowhere": (
        "tile, kind: neither face of the tile can be played anywhere now (check_tile)"
    ),
    "WB.illegal.none_held": "kind ('wolf' or 'hunter'): the hand holds none (check_special)",
}

#: Keys :meth:`Options.problems` returns → meaning (the new-game dialog shows them).
OPTION_PROBLEMS: dict[str, str] = {
    "WB.option.hand_size_range": "hand_size must be between the field's min and max (3-4)",
    "WB.option.extra_turn_with_forced_placement": (
        "extra_turn_instead_of_draws cannot be combined with forced_extra_placement"
    ),
}

#: Tie-break keys used in :attr:`Outcome.tie_break` (WB-9.3).
TIEBREAK_LARGEST_FIELD = "WB.tiebreak.largest_field"
TIEBREAK_QUIT_ORDER = "WB.tiebreak.quit_order"
TIEBREAK_SHARED = "WB.tiebreak.shared"

#: Phases of :attr:`State.phase`.
ACT = "act"
FORCED = "forced"
DISCARD = "discard"
OVER = "over"


# ----------------------------------------------------------------------------- options


@records.frozen
class Options:
    """Rule options (rules reference section 6); the defaults are the published rules.

    - ``hand_size`` (3-4): tiles dealt at setup (WB-2.3); the discard limit under
      ``forced_extra_placement``.
    - ``reaction_windows``: after each placement of the player on turn, every other player who
      has not quit may respond with wolf, hunter, reveal and quit (seed rules; WB-3.2, WB-7.1).
    - ``hunter_protects_merged_forest``: a wolf is inactive while its forest holds a hunter
      (WB-5.2; False: every wolf on the board is active).
    - ``score_all_fields``: the field score is the sum of all qualifying fields (WB-9.2).
    - ``wolf_may_cover_hunter``: a wolf may also be placed on a hunter.
    - ``extra_turn_instead_of_draws``: every placement draws 1 and gives k - 1 extra
      placements.
    - ``forced_extra_placement``: after a main placement touching k ≥ 2, one forced
      placement, else discard down to ``hand_size``.
    - ``lone_player_draws``: once every other seat has quit, a turn of the last player
      without a placement draws one tile instead of being a pass, until the bag is empty
      (WB-7.4). Saves made before the option existed load with False (:data:`OPTIONS_ADDED`).

    Construction never fails; :meth:`problems` lists what :meth:`WoolyBully.setup` refuses.
    """

    hand_size: int = attrs.field(
        default=HAND_SIZE, metadata={"min": HAND_SIZE_RANGE[0], "max": HAND_SIZE_RANGE[1]}
    )
    reaction_windows: bool = False
    hunter_protects_merged_forest: bool = True
    score_all_fields: bool = False
    wolf_may_cover_hunter: bool = False
    extra_turn_instead_of_draws: bool = False
    forced_extra_placement: bool = False
    lone_player_draws: bool = True

    def problems(self) -> list[str]:
        """Reason keys (see :data:`OPTION_PROBLEMS`) why these options cannot start a game;
        empty when they can."""
        found = []
        low, high = HAND_SIZE_RANGE
        if not isinstance(self.hand_size, int) or not low <= self.hand_size <= high:
            found.append("WB.option.hand_size_range")
        if self.extra_turn_instead_of_draws and self.forced_extra_placement:
            found.append("WB.option.extra_turn_with_forced_placement")
        return found


#: Options added after the first save format: option name → (the save format version that
#: introduced it, the value a save older than that version gets). Saves made before WB-7.4
#: load with ``lone_player_draws`` off, so they replay exactly.
OPTIONS_ADDED: dict[str, tuple[int, Any]] = {"lone_player_draws": (2, False)}


# ----------------------------------------------------------------------------- actions


@records.frozen
class Place:
    """Put ``tile`` from the hand on the empty cell (``x``, ``y``) with face ``face`` (0 = A,
    1 = B) up, turned ``rotation`` quarter-turns clockwise (one of the face's distinct
    rotations; a full face has only 0). A landscape tile may use either face, a wolf or
    hunter tile only its M4 back (face 1). WB-1.1, WB-3.3, WB-3.4, WB-4.1."""

    tile: int
    face: int
    rotation: int
    x: int
    y: int

    @property
    def cell(self) -> Cell:
        """``(x, y)``."""
        return (self.x, self.y)


@records.frozen
class Wolf:
    """Play the wolf ``tile`` forest face up on the empty cell (``x``, ``y``), or on a hunter
    with ``wolf_may_cover_hunter`` (WB-5.1, WB-5.3)."""

    tile: int
    x: int
    y: int

    @property
    def cell(self) -> Cell:
        """``(x, y)``."""
        return (self.x, self.y)


@records.frozen
class Hunter:
    """Play the hunter ``tile`` forest face up on the empty cell (``x``, ``y``) or on an
    active wolf (WB-5.1, WB-5.4, WB-5.5)."""

    tile: int
    x: int
    y: int

    @property
    def cell(self) -> Cell:
        """``(x, y)``."""
        return (self.x, self.y)


@records.frozen
class Reveal:
    """Reveal the own colour and place the shepherd tile's M4 face on (``x``, ``y``); one
    extra main placement becomes owed (WB-6.1, WB-6.2)."""

    x: int
    y: int

    @property
    def cell(self) -> Cell:
        """``(x, y)``."""
        return (self.x, self.y)


@records.frozen
class Quit:
    """Quit the game for the next quit bonus (WB-7.1, WB-7.2); ends the turn or response."""


@records.frozen
class EndTurn:
    """End the own turn (WB-3.5); a turn without a placement is a pass (WB-3.6, WB-8.1).
    Refused while WB-3.4 requires a placement."""


@records.frozen
class EndResponse:
    """Finish the response in a reaction window (option ``reaction_windows``). Refused
    while a placement owed inside the response is compulsory (WB-3.4)."""


@records.frozen
class Discard:
    """Discard ``tile`` from the hand; asked tile by tile down to ``hand_size`` when a
    forced placement could not be made (option ``forced_extra_placement``)."""

    tile: int


Action = Place | Wolf | Hunter | Reveal | Quit | EndTurn | EndResponse | Discard

_QUIT = Quit()
_END_TURN = EndTurn()
_END_RESPONSE = EndResponse()
_PLACE_CACHE: dict[tuple[int, int, int, int, int], Place] = {}


def _place(tile: int, face: int, rotation: int, x: int, y: int) -> Place:
    """An interned Place (actions are immutable, so equal ones may be shared)."""
    key = (tile, face, rotation, x, y)
    p = _PLACE_CACHE.get(key)
    if p is None:
        if len(_PLACE_CACHE) > 500_000:
            _PLACE_CACHE.clear()
        p = _PLACE_CACHE[key] = Place(tile, face, rotation, x, y)
    return p


# ----------------------------------------------------------------------------- state


@records.define(slots=True)
class State:
    """The full state of a Wooly Bully game.

    - ``catalogue``: the components (tile ids index it); ``board``: the landscape (shared,
      never mutated; replaced when a tile is placed).
    - ``bag``: tile ids, ``bag[-1]`` is drawn next; ``hands[s]`` sorted tile ids;
      ``set_aside[s]`` the hand of a seat that quit (WB-7.2); ``discards[s]`` (option
      ``forced_extra_placement``); ``removed``: tiles covered off the board (WB-5.5).
    - ``colours[s]``: seat s's colour letter (its shepherd tile is
      ``catalogue.shepherds[colour]``); ``unused_shepherds``: shepherd ids dealt to nobody;
      ``revealed[s]`` (WB-6).
    - ``quit_order``: seats in the order they quit; ``passed``: PASSED, sorted (WB-8.1).
    - Turn: ``turn_seat`` plays turn number ``turn``; ``actor`` decides now (the turn seat
      or, with ``responding``, a seat in a reaction window, whose remaining queue is
      ``window``); ``phase`` is ``"act"``, ``"forced"``, ``"discard"`` or ``"over"``;
      ``owed`` main placements owed to the turn seat (WB-3.1), ``resp_owed`` to the
      responder; ``placed_in_turn``: tiles the turn seat placed this turn.
    - ``moves``: actions applied so far. ``rng`` drives every shuffle and draw.
    """

    players: int
    options: Options
    catalogue: Catalogue
    rng: Rng
    board: Landscape
    bag: list[int]
    hands: list[list[int]]
    set_aside: list[list[int]]
    discards: list[list[int]]
    removed: list[int]
    colours: list[str]
    unused_shepherds: list[int]
    revealed: list[bool]
    quit_order: list[int]
    passed: list[int]
    first_player: int
    turn_seat: int
    actor: int
    phase: str = ACT
    responding: bool = False
    owed: int = 1
    resp_owed: int = 0
    placed_in_turn: int = 0
    window: list[int] = attrs.field(factory=list)
    turn: int = 1
    moves: int = 0

    @property
    def to_move(self) -> int | None:
        """The seat that decides now, or ``None`` once the game is over."""
        return None if self.phase == OVER else self.actor

    @property
    def owed_now(self) -> int:
        """Main placements the actor may still make now (turn or response)."""
        return self.resp_owed if self.responding else self.owed


def _copy(s: State) -> State:
    return State(
        s.players,
        s.options,
        s.catalogue,
        Rng(s.rng.state),
        s.board,
        s.bag[:],
        [h[:] for h in s.hands],
        [h[:] for h in s.set_aside],
        [h[:] for h in s.discards],
        s.removed[:],
        s.colours[:],
        s.unused_shepherds[:],
        s.revealed[:],
        s.quit_order[:],
        s.passed[:],
        s.first_player,
        s.turn_seat,
        s.actor,
        s.phase,
        s.responding,
        s.owed,
        s.resp_owed,
        s.placed_in_turn,
        s.window[:],
        s.turn,
        s.moves,
    )


# ----------------------------------------------------------------------------- views


@records.frozen
class View:
    """What seat ``seat`` may see (section 5); ``seat`` is ``None`` for a spectator.

    Public: the board and everything derived from it, removed tiles, counts (hands, set-aside
    hands, discards, bag), reveals, quit order, PASSED, owed, phase and options. Own only:
    ``hand``, ``set_aside``, ``discards`` and the own colour. ``colours[s]`` is ``None`` while
    seat s's colour is hidden from this seat; everything is public once ``game_over``
    (then ``unused_shepherds`` is given too, else ``None``).
    """

    seat: int | None
    players: int
    options: Options
    catalogue: Catalogue
    board: Landscape
    to_move: int | None
    phase: str
    turn_seat: int
    responding: bool
    owed: int
    resp_owed: int
    placed_in_turn: int
    window: tuple[int, ...]
    first_player: int
    turn: int
    moves: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    set_aside: tuple[int, ...]
    set_aside_sizes: tuple[int, ...]
    discards: tuple[int, ...]
    discard_counts: tuple[int, ...]
    removed: tuple[int, ...]
    bag_size: int
    colours: tuple[str | None, ...]
    revealed: tuple[bool, ...]
    unused_shepherds: tuple[int, ...] | None
    quit_order: tuple[int, ...]
    passed: tuple[int, ...]
    game_over: bool

    @property
    def colour(self) -> str | None:
        """The own colour (``None`` for a spectator before the end)."""
        return None if self.seat is None else self.colours[self.seat]

    @property
    def owed_now(self) -> int:
        """Main placements the seat to move may still make now."""
        return self.resp_owed if self.responding else self.owed


# ----------------------------------------------------------------------------- scoring


@records.frozen
class SeatScore:
    """One seat's final score parts (WB-9.2): its ``colour``; ``qualifying`` fields (sheep,
    largest first); ``field_points`` (the best, or the sum with ``score_all_fields``);
    ``quit_position`` (1 = first, ``None`` = never quit) and ``quit_bonus``; ``total``."""

    colour: str | None
    qualifying: tuple[int, ...]
    field_points: int
    quit_position: int | None
    quit_bonus: int
    total: int

    @property
    def best_field(self) -> int:
        """Sheep in the largest qualifying field (0 if none): tie step 2 of WB-9.3."""
        return self.qualifying[0] if self.qualifying else 0


def score_seats(
    qualifying: Sequence[Sequence[int]],
    quit_order: Sequence[int],
    score_all_fields: bool = False,
    colours: Sequence[str | None] | None = None,
) -> list[SeatScore]:
    """Per seat, the score of WB-9.2 from ``qualifying[s]`` (sheep of each qualifying field
    of seat s's colour) and the quit order (bonuses by table 3.4, WB-7.1). ValueError for a
    player count without a bonus table or a seat that quit twice."""
    players = len(qualifying)
    if players not in QUIT_BONUS:
        raise ValueError(f"no quit bonus table for {players} players")
    if len(set(quit_order)) != len(quit_order) or any(not 0 <= q < players for q in quit_order):
        raise ValueError(f"bad quit order {list(quit_order)}")
    bonuses = QUIT_BONUS[players]
    out = []
    for s in range(players):
        fields = tuple(sorted(qualifying[s], reverse=True))
        points = sum(fields) if score_all_fields else (fields[0] if fields else 0)
        position = quit_order.index(s) + 1 if s in quit_order else None
        bonus = 0 if position is None else bonuses[position - 1]
        colour = None if colours is None else colours[s]
        out.append(SeatScore(colour, fields, points, position, bonus, points + bonus))
    return out


def final_outcome(
    qualifying: Sequence[Sequence[int]],
    quit_order: Sequence[int],
    score_all_fields: bool = False,
    details: Sequence[dict[str, Any]] | None = None,
    colours: Sequence[str | None] | None = None,
) -> Outcome:
    """The final result (WB-9.2, WB-9.3) from the qualifying fields per seat and the quit
    order.

    Ranking: score, then the largest qualifying field, then the earlier quit (any quitter
    before a seat that never quit), else shared; ``ranking`` groups seats that share a place
    (competition numbering: the next group's rank is 1 + the seats before it). ``winners``
    is the first group. ``tie_break`` names the step that decided first place when the best
    score was tied (:data:`TIEBREAK_LARGEST_FIELD`, :data:`TIEBREAK_QUIT_ORDER`, or
    :data:`TIEBREAK_SHARED` if it stayed tied), else ``None``. ``breakdown[s]`` holds
    ``colour``, ``fields``, ``best_field``, ``field_points``, ``quit_position``,
    ``quit_bonus`` and ``total`` (plus ``details[s]`` merged in).
    """
    scores = score_seats(qualifying, quit_order, score_all_fields, colours)
    never = len(scores) + 1

    def key(s: int) -> tuple[int, int, int]:
        sc = scores[s]
        pos = sc.quit_position if sc.quit_position is not None else never
        return (-sc.total, -sc.best_field, pos)

    order = sorted(range(len(scores)), key=lambda s: (key(s), s))
    groups: list[list[int]] = []
    for s in order:
        if groups and key(groups[-1][0]) == key(s):
            groups[-1].append(s)
        else:
            groups.append([s])
    ranking = tuple(tuple(g) for g in groups)
    top = scores[ranking[0][0]].total
    tied = [s for s in range(len(scores)) if scores[s].total == top]
    tie_break: str | None = None
    if len(tied) > 1:
        if len(ranking[0]) > 1:
            tie_break = TIEBREAK_SHARED
        else:
            first = ranking[0][0]
            runner = next(s for s in order if s != first and scores[s].total == top)
            same_field = scores[first].best_field == scores[runner].best_field
            tie_break = TIEBREAK_QUIT_ORDER if same_field else TIEBREAK_LARGEST_FIELD
    breakdown = []
    for s, sc in enumerate(scores):
        part: dict[str, Any] = {
            "colour": sc.colour,
            "fields": list(sc.qualifying),
            "best_field": sc.best_field,
            "field_points": sc.field_points,
            "quit_position": sc.quit_position,
            "quit_bonus": sc.quit_bonus,
            "total": sc.total,
        }
        if details is not None:
            part.update(details[s])
        breakdown.append(part)
    return Outcome(
        scores=tuple(sc.total for sc in scores),
        ranking=ranking,
        winners=ranking[0],
        tie_break=tie_break,
        breakdown=tuple(breakdown),
    )


def _cells(cells: Sequence[Cell]) -> list[list[int]]:
    return [[x, y] for x, y in cells]


def board_outcome(
    board: Landscape,
    colours: Sequence[str],
    quit_order: Sequence[int],
    options: Options,
    revealed: Sequence[bool] | None = None,
) -> Outcome:
    """The final result judged on ``board`` (WB-9.1 to WB-9.3): seat s scores fields of
    ``colours[s]``. The breakdown adds per seat ``colour_id``, ``revealed`` (during play),
    ``qualifying_fields`` / ``spoiled_fields`` / ``open_fields`` (each a list of
    ``{"sheep", "cells"}``, spoiled ones with ``"wolves"``, open ones with
    ``"open_segments"``), so the game-over screen can say what scored and why not."""
    protects = options.hunter_protects_merged_forest
    by_colour: dict[str, list[ls.FieldFacts]] = {c: [] for c in COLOURS}
    for f in ls.fields(board, protects):
        by_colour[f.colour].append(f)
    qualifying: list[list[int]] = []
    details: list[dict[str, Any]] = []
    for s, colour in enumerate(colours):
        q: list[dict[str, Any]] = []
        spoiled: list[dict[str, Any]] = []
        open_: list[dict[str, Any]] = []
        for f in by_colour[colour]:
            if not f.enclosed:
                open_.append(
                    {"sheep": f.sheep, "cells": _cells(f.cells), "open_segments": f.open_segments}
                )
            elif f.spoiled_by:
                spoiled.append(
                    {"sheep": f.sheep, "cells": _cells(f.cells), "wolves": _cells(f.spoiled_by)}
                )
            else:
                q.append({"sheep": f.sheep, "cells": _cells(f.cells)})
        qualifying.append([int(f["sheep"]) for f in q])
        details.append(
            {
                "colour_id": COLOUR_IDS[colour],
                "revealed": bool(revealed[s]) if revealed is not None else False,
                "qualifying_fields": q,
                "spoiled_fields": spoiled,
                "open_fields": open_,
            }
        )
    return final_outcome(qualifying, quit_order, options.score_all_fields, details, colours)


def tile_locations(state: State) -> dict[int, str]:
    """Where every catalogue component is (for invariants and debugging): ``"board"``,
    ``"bag"``, ``"hand:s"``, ``"set_aside:s"``, ``"discard:s"``, ``"removed"``,
    ``"shepherd:s"`` (an unrevealed seat's shepherd), ``"unused"`` (shepherds dealt to nobody)
    or ``"display"`` (colour markers). ValueError if a tile is in two places."""
    where: dict[int, str] = {}

    def put(tile: int, place: str) -> None:
        if tile in where:
            raise ValueError(f"tile {tile} is both in {where[tile]} and {place}")
        where[tile] = place

    for t in state.board.tiles():
        put(t, "board")
    for t in state.bag:
        put(t, "bag")
    for s in range(state.players):
        for t in state.hands[s]:
            put(t, f"hand:{s}")
        for t in state.set_aside[s]:
            put(t, f"set_aside:{s}")
        for t in state.discards[s]:
            put(t, f"discard:{s}")
        if not state.revealed[s]:
            put(state.catalogue.shepherds[state.colours[s]], f"shepherd:{s}")
    for t in state.removed:
        put(t, "removed")
    for t in state.unused_shepherds:
        put(t, "unused")
    for t in state.catalogue.markers:
        put(t, "display")
    return where


# ----------------------------------------------------------------------------- decisions


class Decision(NamedTuple):
    """What the legal actions and their checks depend on, taken from a State
    (:func:`_decision`) or a View (:func:`decision_in_view`): the seat to move's hand,
    colour and owed placements, the public board, phase and options."""

    board: Landscape
    options: Options
    phase: str
    hand: Sequence[int]
    colour: str | None
    can_reveal: bool
    owed: int
    responding: bool


def _decision(state: State) -> Decision:
    a = state.actor
    return Decision(
        state.board,
        state.options,
        state.phase,
        state.hands[a],
        state.colours[a],
        not state.revealed[a],
        state.owed_now,
        state.responding,
    )


def place_options(cat: Catalogue, hand: Sequence[int]) -> list[tuple[int, int]]:
    """The (tile, face) pairs from ``hand`` (tile ids of ``cat``) a main placement may use:
    landscape tiles on either face, wolf and hunter tiles on their M4 back (WB-3.3)."""
    out: list[tuple[int, int]] = []
    tiles = cat.tiles
    for t in hand:
        kind = tiles[t].kind
        if kind == LANDSCAPE:
            out.append((t, 0))
            out.append((t, 1))
        elif kind == WOLF or kind == HUNTER:
            out.append((t, 1))
    return out


def _landscape_options(cat: Catalogue, hand: Sequence[int]) -> list[tuple[int, int]]:
    tiles = cat.tiles
    return [(t, f) for t in hand if tiles[t].kind == LANDSCAPE for f in (0, 1)]


def landscape_fits(board: Landscape, hand: Sequence[int]) -> bool:
    """True if some landscape tile of ``hand`` has a legal placement (WB-3.4)."""
    return ls.any_placement(board, _landscape_options(board.catalogue, hand))


def _wolf_cells(board: Landscape, options: Options) -> list[Cell]:
    cells = [
        c
        for c in ls.cells_requiring(board, FOREST)
        if not any(board.comps[f].hunters for f in ls.joined_forests(board, c))
    ]
    if options.wolf_may_cover_hunter:
        cells = sorted(cells + board.hunter_cells())
    return cells


def _hunter_cells(board: Landscape, options: Options) -> list[Cell]:
    protects = options.hunter_protects_merged_forest
    cells = [
        c
        for c in ls.cells_requiring(board, FOREST)
        if not any(ls.active_wolves(board.comps[f], protects) for f in ls.joined_forests(board, c))
    ]
    active = [w for comp in board.comps.values() for w in ls.active_wolves(comp, protects)]
    return sorted(cells + active)


def _placement_actions(groups: list[ls.PlacementGroup]) -> list[Action]:
    """The :class:`Place` actions of :func:`landscape.placement_groups`, in their order."""
    out: list[Action] = []
    for cells, hits in groups:
        for t, f, rots in hits:
            for x, y in cells:
                for r in rots:
                    out.append(_place(t, f, r, x, y))
    return out


def nth_placement(groups: list[ls.PlacementGroup], index: int) -> Place:
    """The placement number ``index`` of ``groups`` (as ``_placement_actions(groups)[index]``)
    without building the list: what the search's playout draws at random. Raises
    IndexError past the last placement (WB-3.3)."""
    for cells, hits in groups:
        for t, f, rots in hits:
            n = len(cells) * len(rots)
            if index < n:
                x, y = cells[index // len(rots)]
                return _place(t, f, rots[index % len(rots)], x, y)
            index -= n
    raise IndexError("placement index out of range")


def _legal(d: Decision) -> list[Action]:
    cat = d.board.catalogue
    if d.phase == OVER:
        return []
    if d.phase == DISCARD:
        return [Discard(t) for t in d.hand]
    if d.phase == FORCED:
        return _placement_actions(ls.placement_groups(d.board, place_options(cat, d.hand)))
    actions: list[Action] = []
    if d.owed >= 1:
        actions = _placement_actions(ls.placement_groups(d.board, place_options(cat, d.hand)))
    tiles = cat.tiles
    wolves = [t for t in d.hand if tiles[t].kind == WOLF]
    hunters = [t for t in d.hand if tiles[t].kind == HUNTER]
    if wolves:
        cells = _wolf_cells(d.board, d.options)
        actions.extend(Wolf(t, x, y) for t in wolves for x, y in cells)
    if hunters:
        cells = _hunter_cells(d.board, d.options)
        actions.extend(Hunter(t, x, y) for t in hunters for x, y in cells)
    if d.can_reveal and d.colour is not None:
        actions.extend(Reveal(x, y) for x, y in ls.cells_requiring(d.board, d.colour))
    actions.append(_QUIT)
    if not (d.owed >= 1 and landscape_fits(d.board, d.hand)):
        actions.append(_END_RESPONSE if d.responding else _END_TURN)
    return actions


def _pick(d: Decision, u: float) -> Action:
    """``_legal(d)[floor(u * len(_legal(d)))]`` for ``0 <= u < 1`` (the phase not over),
    without building the list: the sections are counted and only the chosen action is made
    (a rollout's decision)."""
    if d.phase == DISCARD:
        return Discard(d.hand[math.floor(u * len(d.hand))])
    cat = d.board.catalogue
    groups: list[ls.PlacementGroup] = []
    if d.phase == FORCED or d.owed >= 1:
        groups = ls.placement_groups(d.board, place_options(cat, d.hand))
    places = sum(len(cells) * sum(len(rots) for _, _, rots in hits) for cells, hits in groups)
    if d.phase == FORCED:
        return nth_placement(groups, math.floor(u * places))
    tiles = cat.tiles
    wolves = [t for t in d.hand if tiles[t].kind == WOLF]
    hunters = [t for t in d.hand if tiles[t].kind == HUNTER]
    wolf_cells = _wolf_cells(d.board, d.options) if wolves else []
    hunter_cells = _hunter_cells(d.board, d.options) if hunters else []
    reveals = ls.cells_requiring(d.board, d.colour) if d.can_reveal and d.colour is not None else []
    ends = 0 if d.owed >= 1 and landscape_fits(d.board, d.hand) else 1
    n_wolf = len(wolves) * len(wolf_cells)
    n_hunter = len(hunters) * len(hunter_cells)
    i = math.floor(u * (places + n_wolf + n_hunter + len(reveals) + 1 + ends))
    if i < places:
        return nth_placement(groups, i)
    i -= places
    if i < n_wolf:
        x, y = wolf_cells[i % len(wolf_cells)]
        return Wolf(wolves[i // len(wolf_cells)], x, y)
    i -= n_wolf
    if i < n_hunter:
        x, y = hunter_cells[i % len(hunter_cells)]
        return Hunter(hunters[i // len(hunter_cells)], x, y)
    i -= n_hunter
    if i < len(reveals):
        x, y = reveals[i]
        return Reveal(x, y)
    if i == len(reveals):
        return _QUIT
    return _END_RESPONSE if d.responding else _END_TURN


# ----------------------------------------------------------------------------- checks
# Why an action (or every action of a kind) is not legal: the checks WoolyBully.apply runs,
# on a Decision, so that they run on a seat's view too (the board's choice model asks them
# for every place, tile and button it cannot light; farmhouse.games.wooly_bully.choices).
# Each raises IllegalAction with a key of ILLEGAL_REASONS, or returns when the action (or
# some action of the kind) is legal.


def decision_in_view(view: View) -> Decision:
    """The :class:`Decision` of ``view``'s own seat (its hand and colour; the owed
    placements and phase are those of the seat to move, which the checks assume it is).
    ValueError for a spectator's view."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator makes no decision")
    return Decision(
        view.board,
        view.options,
        view.phase,
        view.hand,
        view.colours[seat],
        not view.revealed[seat],
        view.owed_now,
        view.responding,
    )


def check_turn(view: View) -> None:
    """Raises ``WB.illegal.game_over`` or ``WB.illegal.not_your_turn`` when ``view``'s seat
    may not act now (what :meth:`WoolyBully.apply` checks before the action itself)."""
    if view.game_over:
        raise IllegalAction("WB.illegal.game_over")
    if view.seat is None or view.to_move != view.seat:
        raise IllegalAction("WB.illegal.not_your_turn", seat=view.seat, to_move=view.to_move)


def _check_special_phase(d: Decision) -> None:
    """Wolves, hunters, reveals, quitting and ending wait for a forced placement or a
    discard (forced_extra_placement)."""
    if d.phase == FORCED:
        raise IllegalAction("WB.illegal.forced_placement_due")
    if d.phase == DISCARD:
        raise IllegalAction("WB.illegal.discard_due", count=len(d.hand) - d.options.hand_size)


def _check_own_tile(d: Decision, tile: int) -> None:
    if not isinstance(tile, int) or not 0 <= tile < len(d.board.catalogue.tiles):
        raise IllegalAction("WB.illegal.no_such_tile", tile=tile)
    if tile not in d.hand:
        raise IllegalAction("WB.illegal.tile_not_in_hand", tile=tile)


def _check_fit(board: Landscape, tile: int, face: int, rotation: int, cell: Cell) -> None:
    """WB-1.1 for ``tile`` with ``face`` up turned ``rotation`` on ``cell``."""
    req = board.open_cells.get(cell)  # an empty cell next to a tile
    if req is not None:
        f = board.catalogue.tiles[tile].faces[face]
        if f.placeable and ls.fits(f.orientations[rotation % 4], req):
            return  # the usual case; else explain says why not
    fit = ls.explain(board, tile, face, rotation, cell)
    if fit.reason == "occupied":
        raise IllegalAction("WB.illegal.cell_occupied", cell=list(cell))
    if fit.reason == "not_adjacent":
        raise IllegalAction("WB.illegal.not_adjacent", cell=list(cell))
    if fit.reason == "mismatch":
        raise IllegalAction(
            "WB.illegal.mismatch",
            cell=list(cell),
            sides=list(fit.sides),
            expected=dict(fit.expected),
            shown=dict(fit.shown),
        )
    if fit.reason is not None:
        raise IllegalAction("WB.illegal.bad_face", tile=tile, face=face)


def _check_place_tile(d: Decision, tile: int, face: int) -> None:
    """A main or forced placement of ``tile`` with ``face`` up, wherever (WB-3.3)."""
    if d.phase == DISCARD:
        _check_special_phase(d)
    if d.phase != FORCED and d.owed < 1:
        raise IllegalAction("WB.illegal.no_placement_owed")
    _check_own_tile(d, tile)
    kind = d.board.catalogue.tiles[tile].kind
    if face not in (0, 1):
        raise IllegalAction("WB.illegal.bad_face", tile=tile, face=face)
    if kind in (WOLF, HUNTER) and face == 0:
        raise IllegalAction("WB.illegal.use_special_action", tile=tile, face=face)
    if kind not in (LANDSCAPE, WOLF, HUNTER):
        raise IllegalAction("WB.illegal.bad_face", tile=tile, face=face)


def _check_place(d: Decision, a: Place) -> None:
    _check_place_tile(d, a.tile, a.face)
    face = d.board.catalogue.tiles[a.tile].faces[a.face]
    if a.rotation not in face.rotations:
        raise IllegalAction(
            "WB.illegal.bad_rotation", rotation=a.rotation, allowed=list(face.rotations)
        )
    _check_fit(d.board, a.tile, a.face, a.rotation, a.cell)


def _check_wolf(d: Decision, a: Wolf) -> None:
    _check_special_phase(d)
    _check_own_tile(d, a.tile)
    if d.board.catalogue.tiles[a.tile].kind != WOLF:
        raise IllegalAction("WB.illegal.not_a_wolf", tile=a.tile)
    board = d.board
    cell = a.cell
    if cell in board.cells:
        if not board.face(cell).hunter:
            raise IllegalAction("WB.illegal.cell_occupied", cell=list(cell))
        if not d.options.wolf_may_cover_hunter:
            raise IllegalAction("WB.illegal.cover_not_allowed", cell=list(cell))
        return
    _check_fit(board, a.tile, 0, 0, cell)
    hunters = sorted(h for f in ls.joined_forests(board, cell) for h in board.comps[f].hunters)
    if hunters:
        raise IllegalAction(
            "WB.illegal.wolf_meets_hunter", cell=list(cell), hunters=_cells(hunters)
        )


def _check_hunter(d: Decision, a: Hunter) -> None:
    _check_special_phase(d)
    _check_own_tile(d, a.tile)
    if d.board.catalogue.tiles[a.tile].kind != HUNTER:
        raise IllegalAction("WB.illegal.not_a_hunter", tile=a.tile)
    board = d.board
    cell = a.cell
    protects = d.options.hunter_protects_merged_forest
    if cell in board.cells:
        if not board.face(cell).wolf:
            raise IllegalAction("WB.illegal.cell_occupied", cell=list(cell))
        forest = board.comps[board.comp[board.cell_nodes[cell][0]]]
        if cell not in ls.active_wolves(forest, protects):
            raise IllegalAction("WB.illegal.wolf_not_active", cell=list(cell))
        return
    _check_fit(board, a.tile, 0, 0, cell)
    wolves = sorted(
        w
        for f in ls.joined_forests(board, cell)
        for w in ls.active_wolves(board.comps[f], protects)
    )
    if wolves:
        raise IllegalAction("WB.illegal.hunter_meets_wolf", cell=list(cell), wolves=_cells(wolves))


def _check_reveal_now(d: Decision) -> None:
    _check_special_phase(d)
    if not d.can_reveal:
        raise IllegalAction("WB.illegal.already_revealed")


def _shepherd(d: Decision) -> int:
    if d.colour is None:  # (a seat always has a colour; a hand-made Decision may not)
        raise IllegalAction("WB.illegal.unknown_action", action="Reveal")
    return d.board.catalogue.shepherds[d.colour]


def _check_reveal(d: Decision, a: Reveal) -> None:
    _check_reveal_now(d)
    _check_fit(d.board, _shepherd(d), 1, 0, a.cell)


def _check_quit(d: Decision, a: Quit) -> None:
    _check_special_phase(d)


def _check_end_turn(d: Decision, a: EndTurn) -> None:
    _check_special_phase(d)
    if d.responding:
        raise IllegalAction("WB.illegal.in_response")
    if d.owed >= 1 and landscape_fits(d.board, d.hand):
        raise IllegalAction("WB.illegal.placement_compulsory")


def _check_end_response(d: Decision, a: EndResponse) -> None:
    _check_special_phase(d)
    if not d.responding:
        raise IllegalAction("WB.illegal.not_in_response")
    if d.owed >= 1 and landscape_fits(d.board, d.hand):
        raise IllegalAction("WB.illegal.placement_compulsory")


def _check_discard(d: Decision, a: Discard) -> None:
    if d.phase != DISCARD:
        raise IllegalAction("WB.illegal.no_discard_due")
    _check_own_tile(d, a.tile)


_CHECKS: dict[type, Callable[[Decision, Any], None]] = {
    Place: _check_place,
    Wolf: _check_wolf,
    Hunter: _check_hunter,
    Reveal: _check_reveal,
    Quit: _check_quit,
    EndTurn: _check_end_turn,
    EndResponse: _check_end_response,
    Discard: _check_discard,
}


def check(d: Decision, action: Any) -> None:
    """Raises the :class:`IllegalAction` that makes ``action`` illegal for the seat to move
    in ``d`` (WB-1.1, WB-3.3 to WB-3.5, WB-5.1 to WB-5.5, WB-6.1, WB-7.1, the variants'
    phases); returns if it is legal. What :meth:`WoolyBully.apply` checks after the game
    being over and the seat."""
    found = _CHECKS.get(type(action))
    if found is None:
        raise IllegalAction("WB.illegal.unknown_action", action=type(action).__name__)
    found(d, action)


def check_piece(d: Decision, tile: int, face: int, rotation: int | None = None) -> None:
    """Raises why ``tile`` of the hand cannot be played with ``face`` up (turned
    ``rotation``, or in any turn when None) anywhere now; returns if it can somewhere.

    A wolf's or hunter's face A is played as the wolf or hunter (WB-5.1, WB-5.3, WB-5.4:
    ``WB.illegal.fits_nowhere`` with ``kind`` "wolf" or "hunter" when no place takes it);
    every other face is laid as a tile (WB-1.1, WB-3.3; kind "tile"). The checks that do
    not depend on the place come first (the phase, the owed placements, the tile), as
    :func:`check` runs them."""
    board = d.board
    tiles = board.catalogue.tiles
    kind = tiles[tile].kind if isinstance(tile, int) and 0 <= tile < len(tiles) else None
    if face == 0 and kind in (WOLF, HUNTER):
        _check_special_phase(d)
        _check_own_tile(d, tile)
        if rotation not in (None, 0):
            raise IllegalAction("WB.illegal.bad_rotation", rotation=rotation, allowed=[0])
        cells = _wolf_cells(board, d.options) if kind == WOLF else _hunter_cells(board, d.options)
        if not cells:
            raise IllegalAction("WB.illegal.fits_nowhere", tile=tile, face=face, kind=kind)
        return
    _check_place_tile(d, tile, face)
    faces = board.catalogue.tiles[tile].faces[face]
    if rotation is not None and rotation not in faces.rotations:
        raise IllegalAction(
            "WB.illegal.bad_rotation", rotation=rotation, allowed=list(faces.rotations)
        )
    cat = board.catalogue
    turns: set[int] = set()
    for req in set(board.open_cells.values()):
        turns.update(ls.fitting_rotations(cat, req, tile, face))
    if rotation is None and turns:
        return
    if rotation in turns:
        return
    raise IllegalAction(
        "WB.illegal.fits_nowhere",
        tile=tile,
        face=face,
        kind="tile",
        rotation=rotation,
        turns=sorted(turns),
    )


def check_tile(d: Decision, tile: int) -> None:
    """Raises why ``tile`` of the hand cannot be played now on either face (a discard while
    discarding), the reason of its face A unless that is only that it fits nowhere; with
    nothing but no place for either face ``WB.illegal.tile_fits_nowhere`` (``kind``: the
    tile's kind); returns if it can be played somehow."""
    if d.phase == DISCARD:
        check(d, Discard(tile))
        return
    _check_own_tile(d, tile)
    reasons = []
    for face in (0, 1):
        try:
            check_piece(d, tile, face)
            return
        except IllegalAction as err:
            reasons.append(err)
    keys = {err.reason for err in reasons}
    if "WB.illegal.fits_nowhere" not in keys or not keys <= _NOWHERE:
        raise next(err for err in reasons if err.reason != "WB.illegal.fits_nowhere")
    kind = d.board.catalogue.tiles[tile].kind
    raise IllegalAction("WB.illegal.tile_fits_nowhere", tile=tile, kind=kind)


#: Reasons of a face that, beside another face fitting nowhere, make a whole tile fit nowhere
#: now (a wolf's meadow side while no placement is owed, or in a forced placement).
_NOWHERE = {
    "WB.illegal.fits_nowhere",
    "WB.illegal.no_placement_owed",
    "WB.illegal.forced_placement_due",
}


def check_special(d: Decision, kind: str) -> None:
    """Raises why no ``kind`` ("wolf" or "hunter") of the hand can be played now: the phase,
    ``WB.illegal.none_held`` (no such tile in the hand) or no place (WB-5.3, WB-5.4);
    returns if one can."""
    _check_special_phase(d)
    tiles = [t for t in d.hand if d.board.catalogue.tiles[t].kind == kind]
    if not tiles:
        raise IllegalAction("WB.illegal.none_held", kind=kind)
    check_piece(d, tiles[0], 0)


def check_reveal(d: Decision) -> None:
    """Raises why the seat to move cannot reveal now (WB-6.1, WB-6.2: already revealed, or
    its shepherd fits nowhere, ``WB.illegal.fits_nowhere`` with kind "shepherd"); returns
    if it can somewhere."""
    _check_reveal_now(d)
    shepherd = _shepherd(d)
    if not ls.cells_requiring(d.board, str(d.colour)):
        raise IllegalAction("WB.illegal.fits_nowhere", tile=shepherd, face=1, kind="shepherd")


# ----------------------------------------------------------------------------- helpers
# What each action changes, shared by WoolyBully.apply (after its checks, on a copy that owns
# the lists it changes; ``events`` a list to fill) and WoolyBully.rollout (on the state it
# owns, its landscape included; ``events`` None: no events built, and a tile is placed on the
# landscape in place). A transition trusts its action: apply checked it, or it came from the
# legal actions.

#: The events list of a transition, or None in a rollout.
_Events = list[Event] | None


def _draw(s: State, seat: int, wanted: int, events: _Events) -> None:
    """Draw ``wanted`` tiles, or what the bag holds (WB-4.1, WB-4.2)."""
    hand = s.hands[seat]
    bag = s.bag
    if events is None:
        n = min(wanted, len(bag))
        if n:
            for _ in range(n):
                hand.append(bag.pop())
            hand.sort()
        return
    got = []
    for _ in range(min(wanted, len(bag))):
        got.append(bag.pop())
    if got:
        hand.extend(got)
        hand.sort()
        names = [s.catalogue.tiles[t].name for t in got]
        events.append(
            Event("WB.drew", {"seat": seat, "tiles": got, "names": names}, seat, private_to=seat)
        )
    events.append(
        Event(
            "WB.drew_count",
            {"seat": seat, "count": len(got), "wanted": wanted, "bag": len(bag)},
            seat,
        )
    )


def _clear_passed(s: State, seat: int, events: _Events) -> None:
    if s.passed:
        s.passed = []
        if events is not None:
            events.append(Event("WB.passed_cleared", {"by": seat}, seat))


def _add_owed(s: State, seat: int, gained: int, reason: str, events: _Events) -> None:
    if gained <= 0:
        return
    if s.responding:
        s.resp_owed += gained
        owed = s.resp_owed
    else:
        s.owed += gained
        owed = s.owed
    if events is None:
        return
    events.append(
        Event(
            "WB.owed",
            {
                "seat": seat,
                "owed": owed,
                "gained": gained,
                "reason": reason,
                "response": s.responding,
            },
            seat,
        )
    )


def _after_tile(s: State, seat: int, k: int, events: _Events) -> None:
    """Draw for a placement touching k (WB-4.1) or, with extra_turn_instead_of_draws, draw 1
    and gain k - 1 placements."""
    if s.options.extra_turn_instead_of_draws:
        _draw(s, seat, 1, events)
        _add_owed(s, seat, k - 1, "extra_turn", events)
    else:
        _draw(s, seat, k, events)
    if not s.responding:
        s.placed_in_turn += 1


def _region_events(s: State, cell: Cell, events: list[Event], forests_before: int) -> None:
    """Events for fields the tile at ``cell`` enclosed and forests it merged."""
    board = s.board
    protects = s.options.hunter_protects_merged_forest
    seen: set[int] = set()
    for n in board.cell_nodes[cell]:
        cid = board.comp[n]
        if cid in seen:
            continue
        seen.add(cid)
        comp = board.comps[cid]
        if comp.terrain == MEADOW and comp.open == 0:
            f = ls.field_facts(board, cid, protects)
            events.append(
                Event(
                    "WB.field_enclosed",
                    {
                        "colour": f.colour,
                        "sheep": f.sheep,
                        "cells": _cells(f.cells),
                        "spoiled_by": _cells(f.spoiled_by),
                    },
                )
            )
        elif comp.terrain == FOREST and forests_before >= 2:
            cells = sorted({board.node_cell[m] for m in comp.nodes})
            events.append(
                Event(
                    "WB.forests_joined",
                    {
                        "cells": _cells(cells),
                        "wolves": _cells(sorted(comp.wolves)),
                        "hunters": _cells(sorted(comp.hunters)),
                        "active_wolves": _cells(sorted(ls.active_wolves(comp, protects))),
                    },
                )
            )


def _forest_cells(board: Landscape, cell: Cell) -> list[list[int]]:
    comp = board.comps[board.comp[board.cell_nodes[cell][0]]]
    return _cells(sorted({board.node_cell[m] for m in comp.nodes}))


def _put_tile(
    s: State, seat: int, tile: int, face: int, rotation: int, cell: Cell, events: _Events
) -> int:
    """Place on an empty cell, update PASSED and region events; returns k (WB-1.2). In a
    rollout (``events`` None) the tile goes onto the state's own landscape in place."""
    before = s.board
    if events is None:
        k = ls.touching(before, cell)
        ls.place_in_place(before, tile, face, rotation, cell, seat)
        if s.passed:
            s.passed = []
        return k
    joined = ls.joined_components(before, cell)
    forests_before = sum(1 for c in joined if before.comps[c].terrain == FOREST)
    k = ls.touching(before, cell)
    s.board = ls.placed(before, tile, face, rotation, cell, seat)
    _clear_passed(s, seat, events)
    _region_events(s, cell, events, forests_before)
    return k


def _open_window(s: State, events: _Events) -> None:
    """After the turn seat's placement and its draw (option reaction_windows)."""
    if not s.options.reaction_windows or s.responding:
        return
    order = [
        (s.turn_seat + i) % s.players
        for i in range(1, s.players)
        if (s.turn_seat + i) % s.players not in s.quit_order
    ]
    if not order:
        return
    if events is not None:
        events.append(Event("WB.window_opened", {"placer": s.turn_seat, "order": order}))
    s.responding = True
    s.actor = order[0]
    s.window = order[1:]
    s.resp_owed = 0


def _next_responder(s: State, events: _Events, quit: bool) -> None:
    if events is not None:
        events.append(Event("WB.response_ended", {"seat": s.actor, "quit": quit}, s.actor))
    s.resp_owed = 0
    if s.window:
        s.actor = s.window.pop(0)
    else:
        s.responding = False
        s.actor = s.turn_seat


def _check_end(s: State, events: _Events) -> bool:
    """WB-8.2: over when everyone quit or every seat that has not quit is in PASSED."""
    active = [p for p in range(s.players) if p not in s.quit_order]
    if not active:
        reason = "all_quit"
    elif all(p in s.passed for p in active):
        reason = "all_passed"
    else:
        return False
    _finish(s, reason, events)
    return True


def _finish(s: State, reason: str, events: _Events) -> None:
    s.phase = OVER
    s.responding = False
    s.window = []
    if events is None:
        return  # the outcome follows from the board (WoolyBully.outcome)
    held = set(s.colours)
    events.append(
        Event(
            "WB.colours_revealed",
            {"colours": list(s.colours), "unused": [c for c in COLOURS if c not in held]},
        )
    )
    result = board_outcome(s.board, s.colours, s.quit_order, s.options, s.revealed)
    for seat, part in enumerate(result.breakdown):
        events.append(
            Event(
                "WB.scored",
                {
                    "seat": seat,
                    "colour": part["colour"],
                    "fields": part["fields"],
                    "best_field": part["best_field"],
                    "field_points": part["field_points"],
                    "quit_position": part["quit_position"],
                    "quit_bonus": part["quit_bonus"],
                    "total": part["total"],
                },
                seat,
            )
        )
    events.append(
        Event(
            "WB.game_over",
            {
                "reason": reason,
                "scores": list(result.scores),
                "ranking": [list(g) for g in result.ranking],
                "winners": list(result.winners),
                "tie_break": result.tie_break,
            },
        )
    )


def _last_player(s: State, events: _Events) -> None:
    """WB-7.4: with lone_player_draws, once every seat but one has quit, PASSED is emptied
    and the last player plays on."""
    if not s.options.lone_player_draws or len(s.quit_order) != s.players - 1:
        return
    lone = next(p for p in range(s.players) if p not in s.quit_order)
    s.passed = []
    if events is not None:
        events.append(Event("WB.plays_on", {"seat": lone}, lone))


def _end_turn(s: State, events: _Events, passed: bool) -> None:
    """WB-3.5, WB-3.6, WB-7.4, WB-8.1, WB-8.2, then the next seat clockwise that has not
    quit. With lone_player_draws, a turn of the last player without a placement draws one
    tile instead of being a pass while the bag holds any."""
    seat = s.turn_seat
    lone_draw = (
        passed
        and s.bag
        and s.options.lone_player_draws
        and len(s.quit_order) == s.players - 1
        and seat not in s.quit_order
    )
    if lone_draw:
        passed = False
    if seat not in s.quit_order and events is not None:
        events.append(
            Event(
                "WB.turn_ended",
                {"seat": seat, "placements": s.placed_in_turn, "passed": passed},
                seat,
            )
        )
    if lone_draw:
        if events is not None:
            events.append(Event("WB.lone_draw", {"seat": seat}, seat))
        _draw(s, seat, 1, events)
    if passed and seat not in s.passed:
        s.passed = sorted([*s.passed, seat])
        if events is not None:
            events.append(Event("WB.passed", {"seat": seat, "passed": list(s.passed)}, seat))
    if _check_end(s, events):
        return
    nxt = seat
    for i in range(1, s.players + 1):
        cand = (seat + i) % s.players
        if cand not in s.quit_order:
            nxt = cand
            break
    s.turn_seat = s.actor = nxt
    s.turn += 1
    s.owed = 1
    s.placed_in_turn = 0
    s.phase = ACT
    s.responding = False
    s.window = []
    s.resp_owed = 0
    if events is not None:
        events.append(
            Event("WB.next_turn", {"seat": nxt, "turn": s.turn, "again": nxt == seat}, nxt)
        )


# ----------------------------------------------------------------------------- transitions


def _do_place(s: State, a: Place, events: _Events) -> None:
    """A main, forced or extra placement (WB-3.3, WB-4.1, forced_extra_placement)."""
    seat = s.actor
    forced = s.phase == FORCED
    s.hands[seat].remove(a.tile)
    k = _put_tile(s, seat, a.tile, a.face, a.rotation, a.cell, events)
    if events is not None:
        tile = s.catalogue.tiles[a.tile]
        events.insert(
            0,
            Event(
                "WB.placed",
                {
                    "seat": seat,
                    "tile": a.tile,
                    "name": tile.name,
                    "face": a.face,
                    "code": tile.faces[a.face].code,
                    "rotation": a.rotation,
                    "cell": [a.x, a.y],
                    "touching": k,
                    "kind": "forced" if forced else "main",
                    "response": s.responding,
                },
                seat,
            ),
        )
    s.moves += 1
    if forced:
        # Draws nothing, owed unchanged, no further forced placement (section 6).
        if not s.responding:
            s.placed_in_turn += 1
        s.phase = ACT
        _open_window(s, events)
        return
    if s.responding:
        s.resp_owed -= 1
    else:
        s.owed -= 1
    _after_tile(s, seat, k, events)
    if s.options.forced_extra_placement and k >= 2:
        if landscape_fits(s.board, s.hands[seat]):
            s.phase = FORCED
            if events is not None:
                events.append(Event("WB.forced_placement", {"seat": seat}, seat))
            return
        excess = len(s.hands[seat]) - s.options.hand_size
        if excess > 0:
            s.phase = DISCARD
            if events is not None:
                events.append(
                    Event(
                        "WB.discard_due",
                        {"seat": seat, "count": excess, "hand_size": s.options.hand_size},
                        seat,
                    )
                )
            return
    _open_window(s, events)


def _do_wolf(s: State, a: Wolf, events: _Events) -> None:
    """A wolf forest side up on an empty cell (WB-5.1) or on a hunter (wolf_may_cover_hunter)."""
    cell = a.cell
    occupant = s.board.cells.get(cell)
    if occupant is not None:
        _cover(s, a.tile, cell, occupant.tile, "wolf_covers_hunter", events)
    else:
        _special(s, a.tile, cell, "WB.wolf_placed", events)


def _do_hunter(s: State, a: Hunter, events: _Events) -> None:
    """A hunter forest side up on an empty cell (WB-5.1) or on an active wolf (WB-5.5)."""
    cell = a.cell
    occupant = s.board.cells.get(cell)
    if occupant is not None:
        _cover(s, a.tile, cell, occupant.tile, "hunter_covers_wolf", events)
    else:
        _special(s, a.tile, cell, "WB.hunter_placed", events)


def _special(s: State, tile: int, cell: Cell, key: str, events: _Events) -> None:
    seat = s.actor
    s.hands[seat].remove(tile)
    k = _put_tile(s, seat, tile, 0, 0, cell, events)
    if events is not None:
        events.insert(
            0,
            Event(
                key,
                {
                    "seat": seat,
                    "tile": tile,
                    "name": s.catalogue.tiles[tile].name,
                    "cell": list(cell),
                    "touching": k,
                    "covered": None,
                    "forest": _forest_cells(s.board, cell),
                    "response": s.responding,
                },
                seat,
            ),
        )
    s.moves += 1
    _after_tile(s, seat, k, events)
    _open_window(s, events)


def _cover(s: State, tile: int, cell: Cell, old: int, reason: str, events: _Events) -> None:
    seat = s.actor
    s.hands[seat].remove(tile)
    k = ls.touching(s.board, cell)
    if events is None:
        ls.cover_in_place(s.board, cell, tile, 0, seat)
    else:
        s.board = ls.covered(s.board, cell, tile, 0, seat)
    s.removed.append(old)
    if events is not None:
        cat = s.catalogue
        key = "WB.hunter_placed" if reason == "hunter_covers_wolf" else "WB.wolf_placed"
        events.append(
            Event(
                key,
                {
                    "seat": seat,
                    "tile": tile,
                    "name": cat.tiles[tile].name,
                    "cell": list(cell),
                    "touching": k,
                    "covered": cat.tiles[old].name,
                    "forest": _forest_cells(s.board, cell),
                    "response": s.responding,
                },
                seat,
            )
        )
        events.append(
            Event(
                "WB.tile_removed",
                {
                    "tile": old,
                    "name": cat.tiles[old].name,
                    "cell": list(cell),
                    "by": cat.tiles[tile].name,
                    "reason": reason,
                },
            )
        )
    _clear_passed(s, seat, events)
    s.moves += 1
    _after_tile(s, seat, k, events)
    _open_window(s, events)


def _do_reveal(s: State, a: Reveal, events: _Events) -> None:
    """Reveal and place the shepherd; one extra placement becomes owed (WB-6.1)."""
    seat = s.actor
    colour = s.colours[seat]
    shepherd = s.catalogue.shepherds[colour]
    s.revealed[seat] = True
    k = _put_tile(s, seat, shepherd, 1, 0, a.cell, events)
    if events is not None:
        events.insert(
            0,
            Event(
                "WB.revealed",
                {
                    "seat": seat,
                    "colour": colour,
                    "tile": shepherd,
                    "name": s.catalogue.tiles[shepherd].name,
                    "cell": [a.x, a.y],
                    "touching": k,
                    "response": s.responding,
                },
                seat,
            ),
        )
    s.moves += 1
    _after_tile(s, seat, k, events)
    _add_owed(s, seat, 1, "reveal", events)
    _open_window(s, events)


def _do_quit(s: State, a: Quit, events: _Events) -> None:
    """Quit for the next bonus; the hand is set aside (WB-7.1, WB-7.2, WB-7.4)."""
    seat = s.actor
    s.quit_order.append(seat)
    s.set_aside[seat] = s.hands[seat]
    s.hands[seat] = []
    if seat in s.passed:
        s.passed = [p for p in s.passed if p != seat]
    if events is not None:
        position = len(s.quit_order)
        events.append(
            Event(
                "WB.quit",
                {
                    "seat": seat,
                    "position": position,
                    "bonus": QUIT_BONUS[s.players][position - 1],
                    "set_aside": len(s.set_aside[seat]),
                },
                seat,
            )
        )
    _last_player(s, events)
    s.moves += 1
    if s.responding:
        if not _check_end(s, events):
            _next_responder(s, events, quit=True)
        return
    _end_turn(s, events, passed=False)


def _do_end_turn(s: State, a: EndTurn, events: _Events) -> None:
    """End the turn; without a placement it is a pass (WB-3.5, WB-3.6, WB-7.4)."""
    s.moves += 1
    _end_turn(s, events, passed=s.placed_in_turn == 0)


def _do_end_response(s: State, a: EndResponse, events: _Events) -> None:
    """End a response in a reaction window (reaction_windows)."""
    s.moves += 1
    _next_responder(s, events, quit=False)


def _do_discard(s: State, a: Discard, events: _Events) -> None:
    """Discard one tile (forced_extra_placement); the turn goes on at the hand size."""
    seat = s.actor
    s.hands[seat].remove(a.tile)
    s.discards[seat].append(a.tile)
    if events is not None:
        events.append(
            Event(
                "WB.discarded",
                {"seat": seat, "tile": a.tile, "name": s.catalogue.tiles[a.tile].name},
                seat,
                private_to=seat,
            )
        )
        events.append(
            Event(
                "WB.discarded_count",
                {"seat": seat, "count": len(s.discards[seat]), "hand": len(s.hands[seat])},
                seat,
            )
        )
    s.moves += 1
    if len(s.hands[seat]) <= s.options.hand_size:
        s.phase = ACT
        _open_window(s, events)


#: Action type → its transition (what :meth:`WoolyBully.rollout` runs; apply's handlers check,
#: copy and run the same one).
_TRANSITIONS: dict[type, Callable[[State, Any, _Events], None]] = {
    Place: _do_place,
    Wolf: _do_wolf,
    Hunter: _do_hunter,
    Reveal: _do_reveal,
    Quit: _do_quit,
    EndTurn: _do_end_turn,
    EndResponse: _do_end_response,
    Discard: _do_discard,
}


#: The same transitions for :meth:`WoolyBully.apply` (a table of its own, so that a test can
#: change the rollout's alone and see the two drift apart).
_APPLIED: dict[type, Callable[[State, Any, _Events], None]] = dict(_TRANSITIONS)


# ----------------------------------------------------------------------------- the game

_Options = Options  # the class attributes ``WoolyBully.Options``/``Action`` shadow the names
_Action = Action


class WoolyBully(GameBase[State, Action, View, Options]):
    """The Wooly Bully game (implements :class:`farmhouse.core.game.Game`)."""

    id: ClassVar[str] = "wooly_bully"
    player_counts: ClassVar[range] = range(2, 5)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[object] = Action

    # -- setup ------------------------------------------------------------------------------

    def setup(
        self, players: int, options: _Options, seed: int, catalogue: Catalogue | None = None
    ) -> State:
        """A new game (WB-2.1 to WB-2.3) with the standard components unless ``catalogue``.

        Order of chance, all from ``Rng.from_seed(seed)``: the colours are shuffled and seat s
        gets the s-th (WB-2.1; the rest are unused shepherds); the bag is shuffled; the first
        player is drawn (WB-2.2); then each seat from the first player clockwise draws
        ``hand_size`` tiles from the bag (WB-2.3). ValueError for a player count outside 2-4
        or options with :meth:`Options.problems`.
        """
        if players not in self.player_counts:
            raise ValueError(f"Wooly Bully needs 2 to 4 players, got {players}")
        problems = options.problems()
        if problems:
            raise ValueError(f"options cannot be combined: {', '.join(problems)}")
        cat = STANDARD if catalogue is None else catalogue
        rng = Rng.from_seed(seed)
        colours = list(COLOURS)
        rng.shuffle(colours)
        bag = list(cat.bag_tiles)
        rng.shuffle(bag)
        first = rng.randbelow(players)
        s = State(
            players=players,
            options=options,
            catalogue=cat,
            rng=rng,
            board=ls.new_landscape(cat),
            bag=bag,
            hands=[[] for _ in range(players)],
            set_aside=[[] for _ in range(players)],
            discards=[[] for _ in range(players)],
            removed=[],
            colours=colours[:players],
            unused_shepherds=sorted(cat.shepherds[c] for c in colours[players:]),
            revealed=[False] * players,
            quit_order=[],
            passed=[],
            first_player=first,
            turn_seat=first,
            actor=first,
        )
        for i in range(players):
            seat = (first + i) % players
            for _ in range(min(options.hand_size, len(s.bag))):
                s.hands[seat].append(s.bag.pop())
            s.hands[seat].sort()
        return s

    # -- queries ----------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        """The seat that decides now (turn seat or responder), or ``None`` when over."""
        return state.to_move

    def legal_actions(self, state: State) -> list[_Action]:
        """Every distinct legal action of the seat to move, in this order: placements
        (grouped by open-cell requirement; full faces only at rotation 0), wolves, hunters,
        reveals, :class:`Quit`, then :class:`EndTurn`/:class:`EndResponse` when WB-3.4 allows;
        only placements in a forced placement; only :class:`Discard` while discarding; ``[]``
        when the game is over."""
        if state.phase == OVER:
            return []
        return _legal(_decision(state))

    def legal_actions_in_view(self, view: View) -> list[_Action]:
        """The same list as :meth:`legal_actions`, from the view of the seat to move (its own
        hand and colour, the public board); ``[]`` if the view's seat is not to move."""
        seat = view.seat
        if view.game_over or seat is None or view.to_move != seat:
            return []
        return _legal(
            Decision(
                view.board,
                view.options,
                view.phase,
                view.hand,
                view.colours[seat],
                not view.revealed[seat],
                view.owed_now,
                view.responding,
            )
        )

    # -- apply ------------------------------------------------------------------------------

    def apply(
        self, state: State, action: _Action, seat: int | None = None
    ) -> tuple[State, list[Event]]:
        """The state after the seat to move takes ``action`` (a copy; ``state`` is untouched)
        and the events it caused, in order. If ``seat`` is given it must be the seat to move.
        Raises :class:`IllegalAction` with a ``"WB.illegal.*"`` reason (see
        :data:`ILLEGAL_REASONS`): the checks of :func:`check`, which the board's choice model
        runs on a view too."""
        if state.phase == OVER:
            raise IllegalAction("WB.illegal.game_over")
        if seat is not None and seat != state.actor:
            raise IllegalAction("WB.illegal.not_your_turn", seat=seat, to_move=state.actor)
        check(_decision(state), action)
        s = _copy(state)
        events: list[Event] = []
        _APPLIED[type(action)](s, action, events)
        return s, events

    # -- searches ---------------------------------------------------------------------------

    def advance(self, state: State, action: _Action) -> State:
        """The state after ``action``, one of :meth:`legal_actions` of ``state`` (not checked):
        the state :meth:`apply` returns, without events (a copy with a landscape of its own;
        ``state`` is untouched). For searches, which play only legal actions."""
        s = _copy(state)
        s.board = s.board.copy()
        _TRANSITIONS[type(action)](s, action, None)
        return s

    def own_copy(self, state: State) -> State:
        """A copy of ``state`` with a landscape of its own, for :meth:`advance_in_place`."""
        s = _copy(state)
        s.board = s.board.copy()
        return s

    def advance_in_place(self, state: State, action: _Action) -> None:
        """:meth:`advance` done to ``state`` itself: only for a state nothing else holds and
        whose landscape is its own (from :meth:`own_copy`; a search's playout)."""
        _TRANSITIONS[type(action)](state, action, None)

    # -- rollout ----------------------------------------------------------------------------

    def rollout(self, state: State, rand: Callable[[], float]) -> tuple[State, int]:
        """Play ``state`` to the end with uniformly random legal actions, as a search's
        playout (see :func:`farmhouse.core.game.rollout`); ``state`` is untouched.

        Each decision takes ``legal[int(rand() * len(legal))]`` of :meth:`legal_actions`'
        list: the very game that :meth:`legal_actions` + :meth:`apply` play, to the same
        final state (same :meth:`digest`, ``moves`` included; the draws come from the bag's
        order, as in apply). Faster: the list is counted, not built (only the chosen action
        is made); one copy of the state and of its landscape at the start, then each
        action's transition (the one :meth:`apply` runs after its checks) changes that copy
        in place, unchecked and without events. Returns ``(final_state, actions taken)``.
        """
        s = self.own_copy(state)  # the rollout places its tiles on a landscape of its own
        transitions = _TRANSITIONS
        actions = 0
        while s.phase != OVER:
            action = _pick(_decision(s), rand())
            transitions[type(action)](s, action, None)
            actions += 1
        return s, actions

    # -- result -----------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        """The final result (WB-9; see :func:`board_outcome`), or ``None`` while the game goes
        on. Colours held by nobody score for nobody (WB-9.2)."""
        if state.phase != OVER:
            return None
        return board_outcome(
            state.board, state.colours, state.quit_order, state.options, state.revealed
        )

    # -- views ------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (section 5; ``None`` = spectator). ValueError for a seat not
        at the table."""
        if seat is not None and not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} in a {state.players}-player game")
        over = state.phase == OVER
        colours = tuple(
            c if over or state.revealed[s] or s == seat else None
            for s, c in enumerate(state.colours)
        )
        return View(
            seat=seat,
            players=state.players,
            options=state.options,
            catalogue=state.catalogue,
            board=state.board,
            to_move=state.to_move,
            phase=state.phase,
            turn_seat=state.turn_seat,
            responding=state.responding,
            owed=state.owed,
            resp_owed=state.resp_owed,
            placed_in_turn=state.placed_in_turn,
            window=tuple(state.window),
            first_player=state.first_player,
            turn=state.turn,
            moves=state.moves,
            hand=tuple(state.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in state.hands),
            set_aside=tuple(state.set_aside[seat]) if seat is not None else (),
            set_aside_sizes=tuple(len(h) for h in state.set_aside),
            discards=tuple(state.discards[seat]) if seat is not None else (),
            discard_counts=tuple(len(d) for d in state.discards),
            removed=tuple(state.removed),
            bag_size=len(state.bag),
            colours=colours,
            revealed=tuple(state.revealed),
            unused_shepherds=tuple(state.unused_shepherds) if over else None,
            quit_order=tuple(state.quit_order),
            passed=tuple(state.passed),
            game_over=over,
        )

    def sample_state(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view`` (``view(sample, view.seat) == view``): a
        determinisation of the seat's information set.

        Hidden colours go at random to the seats whose colour this seat has not seen (the
        rest become unused shepherds); the tiles this seat cannot locate (see
        :func:`unseen_tiles`) are dealt at random to the other hands, set-aside hands,
        discards and the bag, by their public counts. The sample's generator is spawned from
        ``rng`` (which advances). ValueError if the view's counts do not add up.
        """
        cat = view.catalogue
        players = view.players
        colours = list(view.colours)
        known = {c for c in colours if c is not None}
        free = [c for c in COLOURS if c not in known]
        rng.shuffle(free)
        for s in range(players):
            if colours[s] is None:
                if not free:
                    raise ValueError("the view hides more colours than exist")
                colours[s] = free.pop()
        final_colours = [str(c) for c in colours]
        if view.unused_shepherds is not None:
            unused = list(view.unused_shepherds)
        else:
            unused = sorted(cat.shepherds[c] for c in free)
        pool = unseen_tiles(view)
        rng.shuffle(pool)
        seat = view.seat

        def deal(n: int) -> list[int]:
            if n > len(pool):
                raise ValueError("the view's tile counts do not add up")
            out = sorted(pool[len(pool) - n :]) if n else []
            del pool[len(pool) - n :]
            return out

        hands: list[list[int]] = []
        set_aside: list[list[int]] = []
        discards: list[list[int]] = []
        for s in range(players):
            if s == seat:
                hands.append(list(view.hand))
                set_aside.append(list(view.set_aside))
                discards.append(list(view.discards))
            else:
                hands.append(deal(view.hand_sizes[s]))
                set_aside.append(deal(view.set_aside_sizes[s]))
                discards.append(deal(view.discard_counts[s]))
        if len(pool) != view.bag_size:
            raise ValueError("the view's tile counts do not add up")
        return State(
            players=players,
            options=view.options,
            catalogue=cat,
            rng=rng.spawn(),
            board=view.board,
            bag=pool,
            hands=hands,
            set_aside=set_aside,
            discards=discards,
            removed=list(view.removed),
            colours=final_colours,
            unused_shepherds=unused,
            revealed=list(view.revealed),
            quit_order=list(view.quit_order),
            passed=list(view.passed),
            first_player=view.first_player,
            turn_seat=view.turn_seat,
            actor=view.turn_seat if view.to_move is None else view.to_move,
            phase=view.phase,
            responding=view.responding,
            owed=view.owed,
            resp_owed=view.resp_owed,
            placed_in_turn=view.placed_in_turn,
            window=list(view.window),
            turn=view.turn,
            moves=view.moves,
        )

    def digest(self, state: State) -> str:
        """SHA-256 hex digest of the full state's canonical JSON (primary data only: the
        derived fields and forests follow from the cells)."""
        return sha256(canonical_json(state_data(state)).encode()).hexdigest()


def unseen_tiles(view: View) -> list[int]:
    """Bag-kind tiles (landscape, wolves, hunters) whose place this seat cannot see: not on
    the board, not removed, not in its own hand, set-aside hand or discards. They are in the
    other hands, set-aside hands, discards and the bag. Sorted."""
    cat = view.catalogue
    seen = set(view.board.tiles())
    seen.update(view.removed, view.hand, view.set_aside, view.discards)
    return [t for t in cat.bag_tiles if t not in seen]


def state_data(state: State) -> dict[str, Any]:
    """The JSON-compatible primary data of ``state`` (what :meth:`WoolyBully.digest` hashes).

    An option of :data:`OPTIONS_ADDED` at the value games had before it existed is left out,
    so a game played under the old rules keeps the digest its save recorded then."""
    options = unstructure(state.options)
    for name, (_version, old) in OPTIONS_ADDED.items():
        if options.get(name) == old:
            del options[name]
    return {
        "players": state.players,
        "options": options,
        "catalogue": state.catalogue.fingerprint,
        "rng": state.rng.state,
        "cells": sorted(
            [x, y, p.tile, p.face, p.rotation, p.placer] for (x, y), p in state.board.cells.items()
        ),
        "bag": state.bag,
        "hands": state.hands,
        "set_aside": state.set_aside,
        "discards": state.discards,
        "removed": state.removed,
        "colours": state.colours,
        "unused_shepherds": state.unused_shepherds,
        "revealed": state.revealed,
        "quit_order": state.quit_order,
        "passed": state.passed,
        "first_player": state.first_player,
        "turn_seat": state.turn_seat,
        "actor": state.actor,
        "phase": state.phase,
        "responding": state.responding,
        "owed": state.owed,
        "resp_owed": state.resp_owed,
        "placed_in_turn": state.placed_in_turn,
        "window": state.window,
        "turn": state.turn,
        "moves": state.moves,
    }


GAME = WoolyBully()


def refusal(view: View, action: Action) -> IllegalAction | None:
    """Why the seat of ``view`` may not take ``action`` now: the :class:`IllegalAction` that
    :meth:`WoolyBully.apply` raises for it (its reason key and parameters; :func:`check_turn`
    then :func:`check`), or ``None`` if the action is legal. Everything apply checks is in the
    view, and nothing is applied."""
    try:
        check_turn(view)
        check(decision_in_view(view), action)
    except IllegalAction as err:
        return err
    return None
