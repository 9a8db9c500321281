"""Black Sheep rules: state, actions, views and the Game implementation.

Rule ids refer to ``shared/rules/black_sheep.md`` (BS-x.y). No Qt here.

Besides the :class:`BlackSheep` game object this module exposes pure helpers for the AI,
the board and the tests: :func:`combination`, :func:`combination_key`, :func:`compare_sides`, :func:`rank_sides`,
:func:`pasture_winner`, :func:`final_breakdown` and :func:`final_outcome`; the checks of a
move, :func:`check_play` and :func:`check_in_view`, that :meth:`BlackSheep.apply` makes and a
board's choice model (``choices.py``) asks on a view. The message keys
the engine emits are listed in :data:`EVENT_KEYS` and :data:`ILLEGAL_REASONS`.
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol

import attrs

from farmhouse.core import records
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.rng import Rng
from farmhouse.core.serial import digest_of
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    BONUS_POINTS,
    CARDS_PER_TYPE,
    COMBINATIONS,
    FIGURE_VALUES,
    HAND_SIZE,
    PASTURES,
    SIDE_SIZE,
    TASK_DEAL,
    TASK_DECK,
    TASKS_BY_ID,
    Animal,
)

# ----------------------------------------------------------------------------- message keys

#: Every event key the engine emits → its parameters. Animals are ids (``"horse"``), seats
#: and pastures are ints (pasture 0 = I). Events not marked private are public.
EVENT_KEYS: dict[str, str] = {
    "bs.played": "seat, pasture, cards: [animal], discard: animal or None (BS-3, BS-4.1)",
    "bs.side_completed": "seat, pasture, completion: int (the side's completion number, BS-3.4)",
    "bs.drew": "seat, cards: [animal]; private_to=seat (BS-4.2)",
    "bs.drew_count": "seat, count: int; the public twin of bs.drew (the drawer sees both)",
    "bs.reshuffled": "count: int (discard pile shuffled into a new deck, BS-4.3)",
    "bs.scored": (
        "pasture, winner: seat, figures: [animal], figure_ids: [int], ranking: [seat] best "
        "first, combos: [{seat, combo, strength, types: [animal], cards: [animal], "
        "completion}] by seat, cards_discarded: int (BS-5)"
    ),
    "bs.refill_flip": "pasture, cards: [animal], search: bool (False: the first two, BS-6.1)",
    "bs.figure_placed": "pasture, animal, figure: int (BS-1.5, BS-6.2, BS-6.3)",
    "bs.figure_returned": "pasture, animal, figure: int (back to the supply, BS-6.5, BS-2.4)",
    "bs.flip_discarded": "pasture, cards: [animal] (BS-6.6)",
    "bs.end_triggered": "pasture, reason: 'no_figure' (BS-6.4) or 'search_impossible' (BS-6.5)",
    "bs.retired": "pasture, reason: 'end_trigger' | 'after_trigger' | 'stalled' (BS-7, BS-2.4)",
    "bs.passed": "seat (BS-2.2)",
    "bs.stalled": (
        "no params: every seat passed in a row; the game ends, active pastures are retired, "
        "their figures return to the supply and their cards are discarded (BS-2.4)"
    ),
    "bs.next": "seat, reason: 'clockwise' | 'pasture_winner' (BS-2.3)",
    "bs.game_over": "scores: [int] by seat, winners: [seat], tie_break: key or None (BS-9)",
}

#: Every ``IllegalAction.reason`` key → its parameters.
ILLEGAL_REASONS: dict[str, str] = {
    "bs.illegal.game_over": "no params: the game is over",
    "bs.illegal.not_your_turn": "seat, to_move",
    "bs.illegal.unknown_action": "action: class name",
    "bs.illegal.too_many_cards": "played: int (BS-3.2: at most two cards a turn, to one side)",
    "bs.illegal.no_such_pasture": "pasture",
    "bs.illegal.pasture_retired": "pasture (BS-7.1)",
    "bs.illegal.side_full": "pasture (BS-3.2: 3 cards, the side is closed)",
    "bs.illegal.wrong_card_count": "pasture, on_side: int, played: int, allowed: [int] (BS-3.2)",
    "bs.illegal.cards_not_in_hand": "cards: [animal]",
    "bs.illegal.discard_after_two": "no params: discard only after playing one card (BS-4.1)",
    "bs.illegal.discard_not_in_hand": "card: animal",
    "bs.illegal.must_play": "no params: a legal play exists, passing is not allowed (BS-3.5)",
}

#: Tie-break keys used in :attr:`Outcome.tie_break` (BS-9, BS-10.6).
TIEBREAK_MOST_FIGURES = "bs.tiebreak.most_figures"
TIEBREAK_SHARED = "bs.tiebreak.shared"
TIEBREAK_ALL_BLACK_SHEEP = "bs.tiebreak.all_black_sheep"


@records.frozen
class Options:
    """Rule options (rules reference section 6); the defaults are the published rules.

    - ``task_cards``: play the task-card variant (BS-10) instead of bonus cards (BS-8).
    - ``values_hidden_until_end``: owners cannot see their own figures' values before the end
      (BS-11.1).
    """

    task_cards: bool = False
    values_hidden_until_end: bool = False


# ----------------------------------------------------------------------------- actions


def _sorted_cards(cards: tuple[Animal, ...] | list[Animal]) -> tuple[Animal, ...]:
    return tuple(sorted((Animal(c) for c in cards), key=lambda a: -a.rank))


def _optional_animal(card: Animal | str | None) -> Animal | None:
    return None if card is None else Animal(card)


@records.frozen
class Play:
    """Play ``cards`` (1 or 2 animal types, highest rank first) to the own side of pasture
    ``pasture`` (0 = I, 1 = II, 2 = III), then optionally discard one card of type ``discard``
    (allowed only after playing exactly one card). BS-3.1, BS-3.2, BS-4.1."""

    pasture: int
    cards: tuple[Animal, ...] = attrs.field(converter=_sorted_cards)
    discard: Animal | None = attrs.field(default=None, converter=_optional_animal)


@records.frozen
class Pass:
    """The only legal action when the seat has no legal play (BS-2.2)."""


Action = Play | Pass

# ----------------------------------------------------------------------------- state


@records.define
class PastureState:
    """One pasture mat. ``figures``: figure ids on it (0–2); ``sides[seat]``: cards on that
    seat's side in play order; ``completion[seat]``: the completion number the side got when it
    reached 3 cards (BS-3.4) or ``None``; ``active`` is False once retired (BS-7.1)."""

    active: bool
    figures: list[int]
    sides: list[list[Animal]]
    completion: list[int | None]


@records.define
class State:
    """The full state of a Black Sheep game.

    Figures are numbered 0–35; ``figure_types[i]``/``figure_values[i]`` give figure i's type
    and hidden value (figures 0–5 are horses, 6–11 cows, … in :data:`ANIMALS` order). The
    supply is kept sorted; a placement takes the lowest-numbered figure of the type. Hands are
    kept sorted highest rank first. The deck is ordered top first (``deck[0]`` is drawn next).
    ``rng`` drives every shuffle (BS-1.1). ``to_move`` is ``None`` once the game is over.
    ``passes_in_row`` counts consecutive passes (BS-2.4); ``turn`` counts applied actions.
    """

    players: int
    options: Options
    rng: Rng
    figure_types: list[Animal]
    figure_values: list[int]
    supply: list[int]
    pastures: list[PastureState]
    corrals: list[list[int]]
    hands: list[list[Animal]]
    deck: list[Animal]
    discard: list[Animal]
    to_move: int | None
    start_player: int
    completion_counter: int = 0
    end_triggered: bool = False
    passes_in_row: int = 0
    turn: int = 0
    secret_tasks: list[list[str]] = attrs.field(factory=list)
    face_up_tasks: list[str] = attrs.field(factory=list)
    unused_tasks: list[str] = attrs.field(factory=list)


# ----------------------------------------------------------------------------- views


@records.frozen
class FigureView:
    """A figure as a seat sees it: ``value`` is ``None`` when hidden from that seat."""

    id: int
    animal: Animal
    value: int | None


@records.frozen
class PastureView:
    """A pasture as everybody sees it (all of it is public)."""

    index: int
    active: bool
    figures: tuple[FigureView, ...]
    sides: tuple[tuple[Animal, ...], ...]
    completion: tuple[int | None, ...]


@records.frozen
class View:
    """What seat ``seat`` may see (section 5); ``seat`` is ``None`` for a spectator.

    ``hand`` is the seat's own hand (empty for a spectator); ``hand_sizes`` are public.
    ``supply`` gives the public count per type. ``secret_tasks`` holds only the own secret
    task ids until the end, when ``revealed_secret_tasks`` shows everybody's.
    """

    seat: int | None
    players: int
    options: Options
    to_move: int | None
    start_player: int
    hand: tuple[Animal, ...]
    hand_sizes: tuple[int, ...]
    pastures: tuple[PastureView, ...]
    corrals: tuple[tuple[FigureView, ...], ...]
    supply: tuple[tuple[Animal, int], ...]
    deck_size: int
    discard: tuple[Animal, ...]
    completion_counter: int
    end_triggered: bool
    passes_in_row: int
    turn: int
    secret_tasks: tuple[str, ...]
    face_up_tasks: tuple[str, ...]
    revealed_secret_tasks: tuple[tuple[str, ...], ...] | None
    game_over: bool


# ----------------------------------------------------------------------------- combinations

#: Group-size pattern (largest first) → strength (Table 3.4).
_PATTERNS: dict[tuple[int, ...], int] = {
    (5,): 7,
    (4, 1): 6,
    (3, 2): 5,
    (3, 1, 1): 4,
    (2, 2, 1): 3,
    (2, 1, 1, 1): 2,
    (1, 1, 1, 1, 1): 1,
}


class Combination(NamedTuple):
    """A five-animal combination (Table 3.4).

    ``strength`` 1–7, ``id`` e.g. ``"full_house"``, ``types`` the animal types in tie-break
    order (BS-5.4: groups sorted by size, then rank, both descending). Compare combinations
    with :attr:`key`, never with ``<`` on the tuple itself (animals are not ordered).
    """

    strength: int
    id: str
    types: tuple[Animal, ...]

    @property
    def key(self) -> tuple[int, tuple[int, ...]]:
        """``(strength, ranks of types)``: a larger key is a better combination (BS-5.3/5.4)."""
        return (self.strength, tuple(a.rank for a in self.types))


@functools.lru_cache(maxsize=8192)
def _combination(cards: tuple[Animal, ...]) -> Combination:
    if len(cards) != 5:
        raise ValueError(f"a combination has 5 animals, got {len(cards)}")
    groups = sorted(Counter(cards).items(), key=lambda kv: (-kv[1], -kv[0].rank))
    strength = _PATTERNS[tuple(n for _, n in groups)]
    return Combination(strength, COMBINATIONS[strength - 1], tuple(a for a, _ in groups))


def combination(cards: Sequence[Animal]) -> Combination:
    """The combination of five animals (two figures + three cards, BS-5.2; Table 3.4).

    Raises ValueError unless exactly five animals are given.
    """
    return _combination(tuple(cards))


@functools.lru_cache(maxsize=8192)
def _key(cards: tuple[Animal, ...]) -> tuple[int, tuple[int, ...]]:
    return _combination(cards).key


def combination_key(cards: Sequence[Animal]) -> tuple[int, tuple[int, ...]]:
    """The comparable key of :func:`combination` (``(strength, ranks in tie-break order)``):
    of two five-animal groups, the one with the larger key wins (BS-5.3, BS-5.4)."""
    return _key(tuple(cards))


def compare_sides(figures: Sequence[Animal], a: Sequence[Animal], b: Sequence[Animal]) -> int:
    """+1 if side ``a`` beats side ``b`` with the pasture's two ``figures``, −1 if it loses, 0 if
    the combinations are identical (then completion numbers decide, BS-5.5)."""
    ka = _key((*figures, *a))
    kb = _key((*figures, *b))
    return (ka > kb) - (ka < kb)


def rank_sides(
    figures: Sequence[Animal],
    sides: Sequence[Sequence[Animal]],
    completion: Sequence[int | None] = (),
) -> list[int]:
    """The seats ordered from best to worst side of a full pasture (BS-5.3 to BS-5.5).

    ``figures`` are the two figure types, ``sides[seat]`` the three cards of each seated
    player, ``completion[seat]`` their completion numbers (a missing or ``None`` number counts
    as latest). Identical combinations are ordered by the lower completion number.
    """
    keys = [_key((*figures, *side)) for side in sides]
    latest = float("inf")

    def number(seat: int) -> float:
        n = completion[seat] if seat < len(completion) else None
        return latest if n is None else n

    # Python sorts are stable: sort by the tie-breaker first, then by the key, best first.
    order = sorted(range(len(sides)), key=number)
    return sorted(order, key=keys.__getitem__, reverse=True)


def pasture_winner(
    figures: Sequence[Animal],
    sides: Sequence[Sequence[Animal]],
    completion: Sequence[int | None] = (),
) -> int:
    """The seat that wins a full pasture: the first of :func:`rank_sides` (BS-5.3 to BS-5.5)."""
    return rank_sides(figures, sides, completion)[0]


# ----------------------------------------------------------------------------- final scoring

_BLACK_SHEEP_FIGURES = len(FIGURE_VALUES[Animal.BLACK_SHEEP])


def final_breakdown(
    corrals: Sequence[Sequence[tuple[Animal, int]]],
    tasks_in_play: Sequence[str] | None = None,
    secret_tasks: Sequence[Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """Per seat, the JSON-friendly parts of the final score (BS-8, BS-10).

    ``corrals[seat]`` lists ``(animal, value)`` of the seat's figures. ``tasks_in_play`` is
    ``None`` in bonus mode, else the ids of the six task cards in play (``secret_tasks``, per
    seat, is only echoed back). Each dict holds: ``figures`` ([[animal, value], …]),
    ``figure_count``, ``figure_points`` (BS-8.1), ``majorities`` (animal ids, BS-8.2),
    ``majority_points``, ``sets`` and ``set_points`` (BS-8.3), ``tasks`` ([[task id, points],
    …] for every card in play, BS-10.2 to BS-10.4), ``task_points``, ``secret_tasks``,
    ``all_black_sheep`` (bool) and ``total`` (BS-8.4 / BS-10.5).
    """
    counts = [Counter(a for a, _ in corral) for corral in corrals]
    seats = range(len(corrals))
    majorities: list[list[str]] = [[] for _ in seats]
    task_rows: list[list[list[Any]]] = [[] for _ in seats]
    if tasks_in_play is None:
        for animal in ANIMALS:
            most = max(c[animal] for c in counts)
            leaders = [s for s in seats if counts[s][animal] == most]
            if most > 0 and len(leaders) == 1:
                majorities[leaders[0]].append(animal.value)
    else:
        for task_id in sorted(tasks_in_play):
            task = TASKS_BY_ID[task_id]
            for s in seats:
                points = 0
                if task.kind == "scale":
                    animal = task.animals[0]
                    most = max(c[animal] for c in counts)
                    if counts[s][animal] > 0 and counts[s][animal] == most:
                        points = task.points
                elif task.kind == "combination":
                    points = task.points * min(counts[s][a] for a in task.animals)
                task_rows[s].append([task_id, points])
    result: list[dict[str, Any]] = []
    for s in seats:
        figure_points = sum(v for _, v in corrals[s])
        sets = min(counts[s][a] for a in ANIMALS) if tasks_in_play is None else 0
        majority_points = BONUS_POINTS * len(majorities[s])
        set_points = BONUS_POINTS * sets
        task_points = sum(p for _, p in task_rows[s])
        result.append(
            {
                "figures": [[a.value, v] for a, v in corrals[s]],
                "figure_count": len(corrals[s]),
                "figure_points": figure_points,
                "majorities": majorities[s],
                "majority_points": majority_points,
                "sets": sets,
                "set_points": set_points,
                "tasks": task_rows[s],
                "task_points": task_points,
                "secret_tasks": list(secret_tasks[s]) if secret_tasks else [],
                "all_black_sheep": counts[s][Animal.BLACK_SHEEP] == _BLACK_SHEEP_FIGURES,
                "total": figure_points + majority_points + set_points + task_points,
            }
        )
    return result


def final_outcome(
    corrals: Sequence[Sequence[tuple[Animal, int]]],
    tasks_in_play: Sequence[str] | None = None,
    secret_tasks: Sequence[Sequence[str]] | None = None,
) -> Outcome:
    """The final result from the corrals (arguments as for :func:`final_breakdown`).

    Winner (BS-9): highest total; on a tie the most figures (``tie_break`` =
    ``"bs.tiebreak.most_figures"``); still tied, a shared win (``"bs.tiebreak.shared"``). In
    task mode with T12 in play a player holding all six black sheep wins alone
    (``"bs.tiebreak.all_black_sheep"``, BS-10.6). The ranking orders seats by (total, figures),
    tied seats sharing a place; the T12 winner is put first.
    """
    parts = final_breakdown(corrals, tasks_in_play, secret_tasks)
    totals = tuple(int(p["total"]) for p in parts)
    sizes = [int(p["figure_count"]) for p in parts]
    places: dict[tuple[int, int], list[int]] = {}
    for s in sorted(range(len(parts)), key=lambda s: (-totals[s], -sizes[s], s)):
        places.setdefault((totals[s], sizes[s]), []).append(s)
    ranking = [tuple(group) for group in places.values()]
    tie_break: str | None = None
    t12 = [s for s, p in enumerate(parts) if p["all_black_sheep"]]
    if tasks_in_play is not None and "T12" in tasks_in_play and len(t12) == 1:
        winner = t12[0]
        rest = [tuple(x for x in g if x != winner) for g in ranking]
        ranking = [(winner,), *(g for g in rest if g)]
        tie_break = TIEBREAK_ALL_BLACK_SHEEP
    else:
        best_total = max(totals)
        if sum(1 for t in totals if t == best_total) > 1:
            tie_break = TIEBREAK_MOST_FIGURES if len(ranking[0]) == 1 else TIEBREAK_SHARED
    return Outcome(
        scores=totals,
        ranking=tuple(ranking),
        winners=ranking[0],
        tie_break=tie_break,
        breakdown=tuple(parts),
    )


def view_outcome(view: View) -> Outcome | None:
    """The final result as a finished game's ``view`` shows it (every corral value and every
    secret task card is open then), or ``None`` while the game goes on: the same as
    ``BlackSheep.outcome`` of the game's state (the board shows final scores from it)."""
    if not view.game_over or any(f.value is None for c in view.corrals for f in c):
        return None
    corrals = [
        [(f.animal, int(f.value)) for f in corral if f.value is not None] for corral in view.corrals
    ]
    tasks: list[str] | None = None
    secret = [list(ts) for ts in view.revealed_secret_tasks or ()]
    if view.options.task_cards:
        tasks = [*view.face_up_tasks, *(t for ts in secret for t in ts)]
    return final_outcome(corrals, tasks, secret or None)


# ----------------------------------------------------------------------------- engine helpers

#: Figure i's type under the standard numbering (BS-1.2): six horses, six cows, …
FIGURE_TYPES: tuple[Animal, ...] = tuple(a for a in ANIMALS for _ in FIGURE_VALUES[a])
#: Type → the ids of its figures, in order.
_FIGURES_OF: dict[Animal, tuple[int, ...]] = {
    a: tuple(f for f, t in enumerate(FIGURE_TYPES) if t is a) for a in ANIMALS
}
#: Sort key putting the highest rank first (tuple.index avoids hashing enum members).
_ORDER = ANIMALS.index
#: Cards on a side → numbers of cards that may be played there (BS-3.2).
_ALLOWED: dict[int, tuple[int, ...]] = {0: (1, 2), 1: (2,), 2: (1,)}
_MOST_PLAYED = max(max(n) for n in _ALLOWED.values())  # cards a turn (BS-3.2)


def _ids(cards: Iterable[Animal]) -> list[str]:
    return [c._value_ for c in cards]  # _value_ is a plain attribute: faster than .value


def _copy(s: State) -> State:
    return State(
        players=s.players,
        options=s.options,
        rng=Rng(s.rng.state),
        figure_types=s.figure_types[:],
        figure_values=s.figure_values[:],
        supply=s.supply[:],
        pastures=[
            PastureState(p.active, p.figures[:], [side[:] for side in p.sides], p.completion[:])
            for p in s.pastures
        ],
        corrals=[c[:] for c in s.corrals],
        hands=[h[:] for h in s.hands],
        deck=s.deck[:],
        discard=s.discard[:],
        to_move=s.to_move,
        start_player=s.start_player,
        completion_counter=s.completion_counter,
        end_triggered=s.end_triggered,
        passes_in_row=s.passes_in_row,
        turn=s.turn,
        secret_tasks=[t[:] for t in s.secret_tasks],
        face_up_tasks=s.face_up_tasks[:],
        unused_tasks=s.unused_tasks[:],
    )


@functools.lru_cache(maxsize=16384)
def _legal(hand: tuple[Animal, ...], on_sides: tuple[int, ...]) -> tuple[Play | Pass, ...]:
    """Distinct legal actions for a hand and the card counts of the own sides (3 = closed)."""
    counts = Counter(hand)
    distinct = sorted(counts, key=_ORDER)
    singles: list[tuple[Animal, list[Animal | None]]] = []
    for a in distinct:
        rest = counts.copy()
        rest[a] -= 1
        discards: list[Animal | None] = [None, *(b for b in distinct if rest[b] > 0)]
        singles.append((a, discards))
    pairs = [
        (a, b) for i, a in enumerate(distinct) for b in distinct[i:] if a != b or counts[a] >= 2
    ]
    actions: list[Play | Pass] = []
    for p, k in enumerate(on_sides):
        if k in (0, 2):
            actions.extend(Play(p, (a,), d) for a, ds in singles for d in ds)
        if k in (0, 1):
            actions.extend(Play(p, pair) for pair in pairs)
    return tuple(actions) if actions else (Pass(),)


# ----------------------------------------------------------------------------- transitions
# What an action changes, shared by BlackSheep.apply (after its checks, on a copy of the
# state; ``events`` a list to fill) and BlackSheep.rollout (on the one copy it owns;
# ``events`` None: no events are built). A transition trusts its action: apply has checked
# it, or it was taken from the legal actions.


def _take_card(s: State, events: list[Event] | None) -> Animal | None:
    """The top deck card, reshuffling the discard pile first if the deck is empty (BS-4.3);
    ``None`` if deck and discard pile are both empty."""
    if not s.deck:
        if not s.discard:
            return None
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        if events is not None:
            events.append(Event("bs.reshuffled", {"count": len(s.deck)}))
    return s.deck.pop(0)


def _supply_take(s: State, animal: Animal) -> int | None:
    for i, f in enumerate(s.supply):
        if s.figure_types[f] is animal:
            return s.supply.pop(i)
    return None


def _to_supply(s: State, p: int, figures: list[int], events: list[Event] | None) -> None:
    s.supply.extend(figures)
    if events is not None:
        for f in figures:
            events.append(
                Event(
                    "bs.figure_returned",
                    {"pasture": p, "animal": s.figure_types[f].value, "figure": f},
                )
            )
    s.supply.sort()


def _refill(s: State, p: int, events: list[Event] | None) -> None:
    """Refill pasture ``p`` (BS-6.1 to BS-6.6), or trigger the end and retire it (BS-7.1)."""
    pasture = s.pastures[p]
    flip: list[Animal] = []
    for _ in range(2):
        card = _take_card(s, events)
        if card is None:
            break
        flip.append(card)
    if flip and events is not None:
        events.append(Event("bs.refill_flip", {"pasture": p, "cards": _ids(flip), "search": False}))
    placed: list[int] = []

    def place(card: Animal) -> None:
        figure = _supply_take(s, card)
        if figure is not None:
            placed.append(figure)
            if events is not None:
                events.append(
                    Event(
                        "bs.figure_placed", {"pasture": p, "animal": card.value, "figure": figure}
                    )
                )

    reason: str | None = None
    if len(flip) < 2:
        reason = "search_impossible"
    else:
        for card in flip:
            place(card)
        if not placed:
            reason = "no_figure"
        elif len(placed) == 1:
            while len(placed) == 1:
                if not s.supply:
                    reason = "search_impossible"
                    break
                card = _take_card(s, events)
                if card is None:
                    reason = "search_impossible"
                    break
                flip.append(card)
                if events is not None:
                    events.append(
                        Event(
                            "bs.refill_flip", {"pasture": p, "cards": [card.value], "search": True}
                        )
                    )
                place(card)
    if reason is None:
        pasture.figures = placed
    else:
        _to_supply(s, p, placed, events)
        pasture.figures = []
        pasture.active = False
        s.end_triggered = True
        if events is not None:
            events.append(Event("bs.end_triggered", {"pasture": p, "reason": reason}))
            events.append(Event("bs.retired", {"pasture": p, "reason": "end_trigger"}))
    s.discard.extend(flip)
    if events is not None:
        events.append(Event("bs.flip_discarded", {"pasture": p, "cards": _ids(flip)}))


def _report_draw(seat: int, batch: list[Animal], events: list[Event]) -> None:
    """The private and the public event of the cards just drawn; empties ``batch``."""
    events.append(
        Event("bs.drew", {"seat": seat, "cards": _ids(batch)}, seat=seat, private_to=seat)
    )
    events.append(Event("bs.drew_count", {"seat": seat, "count": len(batch)}, seat=seat))
    batch.clear()


def _draw(s: State, seat: int, events: list[Event] | None) -> None:
    """Draw up to the hand size (BS-4.2 to BS-4.4); a reshuffle splits the draw events."""
    hand = s.hands[seat]
    need = HAND_SIZE - len(hand)
    deck = s.deck
    if 0 <= need <= len(deck):  # the usual case: no reshuffle, one batch
        batch = deck[:need]
        del deck[:need]
        hand += batch
        if events is not None and batch:
            _report_draw(seat, batch, events)
        hand.sort(key=_ORDER)
        return
    batch = []
    while len(hand) < HAND_SIZE:
        if batch and not s.deck and events is not None:
            _report_draw(seat, batch, events)
        card = _take_card(s, events)
        if card is None:
            break
        hand.append(card)
        batch.append(card)
    if batch and events is not None:
        _report_draw(seat, batch, events)
    hand.sort(key=_ORDER)


def _score(s: State, p: int, events: list[Event] | None) -> int:
    """Score the full pasture ``p`` (BS-5), then refill or retire it (BS-5.7); the winner."""
    pasture = s.pastures[p]
    figures = [s.figure_types[f] for f in pasture.figures]
    ranking = rank_sides(figures, pasture.sides, pasture.completion)
    winner = ranking[0]
    if events is not None:
        combos = []
        for seat, side in enumerate(pasture.sides):
            combo = combination([*figures, *side])
            combos.append(
                {
                    "seat": seat,
                    "combo": combo.id,
                    "strength": combo.strength,
                    "types": _ids(combo.types),
                    "cards": _ids(side),
                    "completion": pasture.completion[seat],
                }
            )
        discarded = sum(len(side) for side in pasture.sides)
        events.append(
            Event(
                "bs.scored",
                {
                    "pasture": p,
                    "winner": winner,
                    "figures": _ids(figures),
                    "figure_ids": list(pasture.figures),
                    "ranking": ranking,
                    "combos": combos,
                    "cards_discarded": discarded,
                },
                seat=winner,
            )
        )
    s.corrals[winner].extend(pasture.figures)
    pasture.figures = []
    for side in pasture.sides:
        s.discard.extend(side)
        side.clear()
    pasture.completion = [None] * s.players
    if s.end_triggered:
        pasture.active = False
        if events is not None:
            events.append(Event("bs.retired", {"pasture": p, "reason": "after_trigger"}))
    else:
        _refill(s, p, events)
    return winner


def _finish(s: State, events: list[Event] | None) -> None:
    """The game is over (BS-7.2, BS-2.4); the final result is reported unless ``events`` is
    None."""
    s.to_move = None
    if events is None:
        return
    result = GAME.outcome(s)
    assert result is not None
    events.append(
        Event(
            "bs.game_over",
            {
                "scores": list(result.scores),
                "winners": list(result.winners),
                "tie_break": result.tie_break,
            },
        )
    )


def _do_play(s: State, seat: int, action: Play, events: list[Event] | None) -> None:
    """Seat ``seat`` plays ``action`` (BS-2.1): play (BS-3), discard (BS-4.1), draw (BS-4.2),
    score if the pasture is full (BS-5) and refill (BS-6) or retire (BS-7), then hand on the
    turn (BS-2.3)."""
    p = action.pasture
    pasture = s.pastures[p]
    hand = s.hands[seat]
    side = pasture.sides[seat]
    for card in action.cards:
        hand.remove(card)
        side.append(card)
    discard = action.discard
    if discard is not None:
        hand.remove(discard)
        s.discard.append(discard)
    if events is not None:
        events.append(
            Event(
                "bs.played",
                {
                    "seat": seat,
                    "pasture": p,
                    "cards": _ids(action.cards),
                    "discard": None if discard is None else discard.value,
                },
                seat=seat,
            )
        )
    if len(side) == SIDE_SIZE:
        s.completion_counter += 1
        pasture.completion[seat] = s.completion_counter
        if events is not None:
            events.append(
                Event(
                    "bs.side_completed",
                    {"seat": seat, "pasture": p, "completion": s.completion_counter},
                    seat=seat,
                )
            )
    s.passes_in_row = 0
    s.turn += 1
    _draw(s, seat, events)
    for x in pasture.sides:
        if len(x) < SIDE_SIZE:
            winner = None
            break
    else:
        winner = _score(s, p, events)
        # Pastures retire only when scored, so only then can the game end (BS-7.2).
        if not any(x.active for x in s.pastures):
            _finish(s, events)
            return
    if winner is not None:
        s.to_move = winner
        if events is not None:
            events.append(Event("bs.next", {"seat": winner, "reason": "pasture_winner"}))
    else:
        s.to_move = (seat + 1) % s.players
        if events is not None:
            events.append(Event("bs.next", {"seat": s.to_move, "reason": "clockwise"}))


def _do_pass(s: State, seat: int, action: Pass, events: list[Event] | None) -> None:
    """Seat ``seat`` passes (BS-2.2); when every seat has passed in a row the game stalls:
    active pastures are retired, their figures go back to the supply, their cards to the
    discard pile, and the game ends (BS-2.4)."""
    if events is not None:
        events.append(Event("bs.passed", {"seat": seat}, seat=seat))
    s.passes_in_row += 1
    s.turn += 1
    if s.passes_in_row >= s.players:
        if events is not None:
            events.append(Event("bs.stalled"))
        for p, pasture in enumerate(s.pastures):
            if pasture.active:
                _to_supply(s, p, pasture.figures, events)
                pasture.figures = []
                for side in pasture.sides:
                    s.discard.extend(side)
                    side.clear()
                pasture.completion = [None] * s.players
                pasture.active = False
                if events is not None:
                    events.append(Event("bs.retired", {"pasture": p, "reason": "stalled"}))
        _finish(s, events)
    else:
        s.to_move = (seat + 1) % s.players
        if events is not None:
            events.append(Event("bs.next", {"seat": s.to_move, "reason": "clockwise"}))


#: Action type → its transition (what :meth:`BlackSheep.rollout` runs; :meth:`BlackSheep.apply`
#: checks the action, copies the state and runs the same one).
_TRANSITIONS: dict[type, Any] = {Play: _do_play, Pass: _do_pass}


def advance(state: State, action: Play | Pass) -> State:
    """The state after the seat to move takes the legal ``action``, for searches: a copy of
    ``state`` changed by the transition :meth:`BlackSheep.apply` runs after its checks, without
    the checks and without events. ``state`` is untouched; an illegal action gives an invalid
    state (take actions from :meth:`BlackSheep.legal_actions`)."""
    s = _copy(state)
    _TRANSITIONS[type(action)](s, s.to_move, action, None)
    return s


def advance_in_place(state: State, action: Play | Pass) -> None:
    """:func:`advance` on ``state`` itself (for a search's playout, which owns its state)."""
    _TRANSITIONS[type(action)](state, state.to_move, action, None)


def legal_tuple(state: State) -> tuple[Play | Pass, ...]:
    """:meth:`BlackSheep.legal_actions` of a game that is not over, as a shared tuple (cached;
    never change it)."""
    seat = state.to_move
    assert seat is not None
    return _legal_of(state, seat)


def _own_side_counts(pastures: Iterable[PastureState | PastureView], seat: int) -> tuple[int, ...]:
    return tuple([len(p.sides[seat]) if p.active else SIDE_SIZE for p in pastures])


def _legal_of(state: State, seat: int) -> tuple[Play | Pass, ...]:
    """The legal actions of ``seat`` (the seat to move) as :func:`_legal`'s shared tuple."""
    # = _legal(hand, _own_side_counts(...)) without the call: it runs on every action
    sides = tuple([len(p.sides[seat]) if p.active else SIDE_SIZE for p in state.pastures])
    return _legal(tuple(state.hands[seat]), sides)


class Mat(Protocol):
    """What the play checks read of a pasture: a :class:`PastureState` or a
    :class:`PastureView` (``sides[seat]``: the cards on that seat's side)."""

    @property
    def active(self) -> bool: ...

    @property
    def sides(self) -> Sequence[Sequence[Animal]]: ...


def check_play(pastures: Sequence[Mat], hand: Sequence[Animal], seat: int, action: Play) -> None:
    """The rules' checks of a play by ``seat`` holding ``hand``, on the pastures as they lie
    (a state's or a view's, so a board and a search ask the very checks :meth:`BlackSheep.apply`
    makes). Returns if ``action`` may be played; else raises :class:`IllegalAction` with the
    first reason that applies, in this order: ``bs.illegal.too_many_cards`` (BS-3.2: at
    most two, to one side), ``no_such_pasture``,
    ``pasture_retired`` (BS-7.1), ``side_full`` (BS-3.2), ``wrong_card_count`` (BS-3.2: 0 → 1
    or 2, 1 → 2, 2 → 1), ``cards_not_in_hand``, ``discard_after_two`` (BS-4.1),
    ``discard_not_in_hand``. Only the own side is ever played to (BS-3.1)."""
    played = len(action.cards)
    if played > _MOST_PLAYED:
        raise IllegalAction("bs.illegal.too_many_cards", played=played)
    p = action.pasture
    if not 0 <= p < len(pastures):
        raise IllegalAction("bs.illegal.no_such_pasture", pasture=p)
    pasture = pastures[p]
    if not pasture.active:
        raise IllegalAction("bs.illegal.pasture_retired", pasture=p)
    on_side = len(pasture.sides[seat])
    if on_side >= SIDE_SIZE:
        raise IllegalAction("bs.illegal.side_full", pasture=p)
    if played not in _ALLOWED[on_side]:
        raise IllegalAction(
            "bs.illegal.wrong_card_count",
            pasture=p,
            on_side=on_side,
            played=played,
            allowed=list(_ALLOWED[on_side]),
        )
    cards = action.cards
    if any(cards.count(a) > hand.count(a) for a in cards):
        raise IllegalAction("bs.illegal.cards_not_in_hand", cards=_ids(cards))
    discard = action.discard
    if discard is not None:
        if played != 1:
            raise IllegalAction("bs.illegal.discard_after_two")
        if hand.count(discard) - cards.count(discard) < 1:
            raise IllegalAction("bs.illegal.discard_not_in_hand", card=discard.value)


def check_in_view(view: View, action: Play | Pass) -> None:
    """The checks :meth:`BlackSheep.apply` makes of ``action``, asked on the view of the seat
    that would take it: returns if it is legal there, else raises its :class:`IllegalAction`
    (``bs.illegal.game_over``, ``not_your_turn``, ``must_play`` (BS-3.5), ``unknown_action``
    or a reason of :func:`check_play`)."""
    seat = view.seat
    if view.game_over or view.to_move is None:
        raise IllegalAction("bs.illegal.game_over")
    if seat is None or seat != view.to_move:
        raise IllegalAction("bs.illegal.not_your_turn", seat=seat, to_move=view.to_move)
    if isinstance(action, Pass):
        if not isinstance(_legal(view.hand, _own_side_counts(view.pastures, seat))[0], Pass):
            raise IllegalAction("bs.illegal.must_play")
    elif isinstance(action, Play):
        check_play(view.pastures, view.hand, seat, action)
    else:
        raise IllegalAction("bs.illegal.unknown_action", action=type(action).__name__)


# ----------------------------------------------------------------------------- the game

_Options = Options  # the class attribute ``BlackSheep.Options`` shadows the name in methods


class BlackSheep(GameBase[State, Action, View, Options]):
    """The Black Sheep game (implements :class:`farmhouse.core.game.Game`)."""

    id: ClassVar[str] = "black_sheep"
    player_counts: ClassVar[range] = range(2, 5)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[object] = Action

    # -- setup ------------------------------------------------------------------------------

    def setup(self, players: int, options: _Options, seed: int) -> State:
        """A new game (BS-1.1 to BS-1.8, BS-10.1). ValueError unless 2 ≤ players ≤ 4.

        Order of chance: figure values per type, deck, pasture fill (I, II, III), deal (3 at
        a time from seat 0), task cards (variant), start player.
        """
        if players not in self.player_counts:
            raise ValueError(f"Black Sheep needs 2 to 4 players, got {players}")
        rng = Rng.from_seed(seed)
        values: list[int] = []
        for animal in ANIMALS:
            shuffled = list(FIGURE_VALUES[animal])
            rng.shuffle(shuffled)
            values.extend(shuffled)
        deck = [a for a in ANIMALS for _ in range(CARDS_PER_TYPE)]
        rng.shuffle(deck)
        s = State(
            players=players,
            options=options,
            rng=rng,
            figure_types=list(FIGURE_TYPES),
            figure_values=values,
            supply=list(range(len(FIGURE_TYPES))),
            pastures=[
                PastureState(True, [], [[] for _ in range(players)], [None] * players)
                for _ in range(PASTURES)
            ],
            corrals=[[] for _ in range(players)],
            hands=[[] for _ in range(players)],
            deck=deck,
            discard=[],
            to_move=0,
            start_player=0,
        )
        for p in range(PASTURES):
            _refill(s, p, [])
        for hand in s.hands:
            hand.extend(s.deck[:HAND_SIZE])
            del s.deck[:HAND_SIZE]
            hand.sort(key=_ORDER)
        if options.task_cards:
            tasks = [t.id for t in TASK_DECK]
            rng.shuffle(tasks)
            secret, face_up = TASK_DEAL[players]
            s.secret_tasks = [sorted(tasks[i * secret : (i + 1) * secret]) for i in range(players)]
            dealt = secret * players
            s.face_up_tasks = sorted(tasks[dealt : dealt + face_up])
            s.unused_tasks = tasks[dealt + face_up :]
        s.start_player = s.to_move = rng.randbelow(players)
        return s

    # -- queries ----------------------------------------------------------------------------

    def to_move(self, state: State) -> int | None:
        """The seat to play, or ``None`` when the game is over."""
        return state.to_move

    def is_pass(self, action: Play | Pass) -> bool:
        """True for :class:`Pass`, legal only when the seat has no play (BS-2.2)."""
        return isinstance(action, Pass)

    def legal_actions(self, state: State) -> list[Play | Pass]:
        """Every distinct legal action of the seat to move (BS-3.5): each (pasture, types
        played, type discarded or None) once, pasture by pasture, singles before pairs; just
        ``[Pass()]`` when no play exists (BS-2.2); ``[]`` when the game is over."""
        seat = state.to_move
        if seat is None:
            return []
        return list(_legal_of(state, seat))

    def legal_actions_in_view(self, view: View) -> list[Play | Pass]:
        """The same list as :meth:`legal_actions`, from the view of the seat to move (its own
        hand and the public sides); ``[]`` if the view's seat is not to move."""
        seat = view.seat
        if view.game_over or seat is None or view.to_move != seat:
            return []
        return list(_legal(view.hand, _own_side_counts(view.pastures, seat)))

    # -- apply ------------------------------------------------------------------------------

    def apply(
        self, state: State, action: Play | Pass, seat: int | None = None
    ) -> tuple[State, list[Event]]:
        """The state after the seat to move takes ``action`` (a copy; ``state`` is untouched)
        and the events it caused, in order.

        A play runs BS-2.1: play (BS-3), discard (BS-4.1), draw (BS-4.2), score if the pasture
        is full (BS-5) and refill (BS-6) or retire (BS-7), then hand on the turn (BS-2.3). If
        ``seat`` is given it must be the seat to move. Raises :class:`IllegalAction` with a
        ``"bs.illegal.*"`` reason (see :data:`ILLEGAL_REASONS`).
        """
        to_move = state.to_move
        if to_move is None:
            raise IllegalAction("bs.illegal.game_over")
        if seat is not None and seat != to_move:
            raise IllegalAction("bs.illegal.not_your_turn", seat=seat, to_move=to_move)
        transition: Any
        if isinstance(action, Pass):
            if not isinstance(_legal_of(state, to_move)[0], Pass):
                raise IllegalAction("bs.illegal.must_play")
            transition = _do_pass
        elif isinstance(action, Play):
            check_play(state.pastures, state.hands[to_move], to_move, action)
            transition = _do_play
        else:
            raise IllegalAction("bs.illegal.unknown_action", action=type(action).__name__)
        s = _copy(state)
        events: list[Event] = []
        transition(s, to_move, action, events)
        return s, events

    def rollout(self, state: State, rand: Callable[[], float]) -> tuple[State, int]:
        """Play ``state`` to the end with uniformly random legal actions, as a search's
        playout (see :func:`farmhouse.core.game.rollout`); ``state`` is untouched.

        Each decision takes ``legal[int(rand() * len(legal))]`` of :meth:`legal_actions`'
        list and chance comes from the state's generator: the very game that
        :meth:`legal_actions` + :meth:`apply` play, to the same final state (every field,
        same :meth:`digest`). Faster: one copy at the start, then each action's transition
        (the one :meth:`apply` runs after its checks) changes that copy in place, unchecked
        and without events. Returns ``(final_state, actions taken)``.
        """
        s = _copy(state)  # owns every list and its own generator
        legal_of, transitions, floor = _legal_of, _TRANSITIONS, math.floor  # floor = int here
        actions = 0
        seat = s.to_move
        while seat is not None:
            legal = legal_of(s, seat)
            action = legal[floor(rand() * len(legal))]
            transitions[type(action)](s, seat, action, None)
            actions += 1
            seat = s.to_move
        return s, actions

    # -- result -----------------------------------------------------------------------------

    def outcome(self, state: State) -> Outcome | None:
        """The final result (BS-8 or BS-10, then BS-9; see :func:`final_outcome`), or ``None``
        while the game goes on. Supply figures and cards count for nobody (BS-7.3)."""
        if state.to_move is not None:
            return None
        corrals = [
            [(state.figure_types[f], state.figure_values[f]) for f in corral]
            for corral in state.corrals
        ]
        tasks: list[str] | None = None
        if state.options.task_cards:
            tasks = [*state.face_up_tasks, *(t for ts in state.secret_tasks for t in ts)]
        return final_outcome(corrals, tasks, state.secret_tasks or None)

    # -- views ------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may see (section 5; ``None`` = spectator). Own corral values are
        shown unless ``values_hidden_until_end``; every corral value once the game is over;
        pasture and supply values never. ValueError for a seat not at the table."""
        if seat is not None and not 0 <= seat < state.players:
            raise ValueError(f"no seat {seat} in a {state.players}-player game")
        over = state.to_move is None
        own = not state.options.values_hidden_until_end
        types, values = state.figure_types, state.figure_values

        def figure(f: int, visible: bool) -> FigureView:
            return FigureView(f, types[f], values[f] if visible else None)

        supply = Counter(types[f] for f in state.supply)
        return View(
            seat=seat,
            players=state.players,
            options=state.options,
            to_move=state.to_move,
            start_player=state.start_player,
            hand=() if seat is None else tuple(state.hands[seat]),
            hand_sizes=tuple(len(h) for h in state.hands),
            pastures=tuple(
                PastureView(
                    i,
                    p.active,
                    tuple(figure(f, False) for f in p.figures),
                    tuple(tuple(side) for side in p.sides),
                    tuple(p.completion),
                )
                for i, p in enumerate(state.pastures)
            ),
            corrals=tuple(
                tuple(figure(f, over or (owner == seat and own)) for f in corral)
                for owner, corral in enumerate(state.corrals)
            ),
            supply=tuple((a, supply[a]) for a in ANIMALS),
            deck_size=len(state.deck),
            discard=tuple(state.discard),
            completion_counter=state.completion_counter,
            end_triggered=state.end_triggered,
            passes_in_row=state.passes_in_row,
            turn=state.turn,
            secret_tasks=(
                tuple(state.secret_tasks[seat]) if seat is not None and state.secret_tasks else ()
            ),
            face_up_tasks=tuple(state.face_up_tasks),
            revealed_secret_tasks=(
                tuple(tuple(t) for t in state.secret_tasks)
                if over and state.options.task_cards
                else None
            ),
            game_over=over,
        )

    def sample_state(self, view: View, rng: Rng) -> State:
        """A full state consistent with ``view`` (``view(sample, view.seat) == view``).

        Cards not seen by the seat are dealt at random to the other hands (by their sizes)
        and the deck; hidden figure values are a random arrangement of each type's values
        minus the known ones; other players' secret tasks come from the task ids the seat has
        not seen. The sample's generator is spawned from ``rng`` (which advances). Raises
        ValueError if the view is inconsistent with the game data.
        """
        return self.sampler(view)(rng)

    def sampler(self, view: View) -> Callable[[Rng], State]:
        """:meth:`sample_state` for one ``view`` as a function of the generator:
        ``sampler(view)(rng)`` is ``sample_state(view, rng)`` (the same state, the same use of
        ``rng``). What depends on the view alone (the known figure values and the values
        left to each type, the unseen cards, the tasks not seen) is worked out once, here, so
        a search that samples a world per iteration pays for it once per decision. Raises
        ValueError (here) if the view is inconsistent with the game data."""
        players = view.players
        types = list(FIGURE_TYPES)
        known_values = [0] * len(types)
        known: dict[int, int] = {}
        placed: set[int] = set()
        for figures in (*(p.figures for p in view.pastures), *view.corrals):
            for fv in figures:
                if fv.animal is not types[fv.id]:
                    raise ValueError(f"figure {fv.id} is not a {fv.animal.value}")
                placed.add(fv.id)
                if fv.value is not None:
                    known[fv.id] = fv.value
        # per type: the values left for its hidden figures (in the order they are shuffled)
        # and those figures
        hidden_values: list[tuple[list[int], list[int]]] = []
        for animal in ANIMALS:
            pool = list(FIGURE_VALUES[animal])
            hidden: list[int] = []
            for f in _FIGURES_OF[animal]:
                if f in known:
                    pool.remove(known[f])  # ValueError if not a value of this type
                    known_values[f] = known[f]
                else:
                    hidden.append(f)
            hidden_values.append((pool, hidden))

        unseen = dict.fromkeys(ANIMALS, CARDS_PER_TYPE)
        visible = (view.hand, view.discard, *(side for pv in view.pastures for side in pv.sides))
        for cards_seen in visible:
            for card in cards_seen:
                unseen[card] -= 1
        unseen_cards = [a for a in ANIMALS for _ in range(unseen[a])]
        if any(n < 0 for n in unseen.values()):
            raise ValueError("the view shows more cards than exist")
        seat = view.seat
        sizes = view.hand_sizes
        dealt = sum(size for s, size in enumerate(sizes) if s != seat)
        if max(0, len(unseen_cards) - dealt) != view.deck_size:
            raise ValueError("the view's card counts do not add up")

        tasks = view.options.task_cards
        revealed = view.revealed_secret_tasks
        deal_tasks = tasks and revealed is None
        n_tasks = TASK_DEAL[players][0] if deal_tasks else 0
        seen_tasks = {*view.secret_tasks, *view.face_up_tasks}
        unseen_tasks = [t.id for t in TASK_DECK if t.id not in seen_tasks] if deal_tasks else []
        supply = [f for f in range(len(types)) if f not in placed]
        pastures = [
            (p.active, [fv.id for fv in p.figures], p.sides, p.completion) for p in view.pastures
        ]
        corrals = [[fv.id for fv in corral] for corral in view.corrals]

        def sample(rng: Rng) -> State:
            values = known_values.copy()
            for pool, hidden in hidden_values:
                shuffled = pool.copy()
                rng.shuffle(shuffled)
                for f, v in zip(hidden, shuffled, strict=True):
                    values[f] = v
            cards = unseen_cards.copy()
            rng.shuffle(cards)
            hands: list[list[Animal]] = []
            for s, size in enumerate(sizes):
                if s == seat:
                    hands.append(list(view.hand))
                else:
                    hands.append(sorted(cards[:size], key=_ORDER))
                    del cards[:size]

            secret: list[list[str]] = []
            unused: list[str] = []
            if tasks:
                if revealed is not None:
                    secret = [list(t) for t in revealed]
                else:
                    pool_ids = unseen_tasks.copy()
                    rng.shuffle(pool_ids)
                    for s in range(players):
                        if s == seat:
                            secret.append(list(view.secret_tasks))
                        else:
                            secret.append(sorted(pool_ids[:n_tasks]))
                            del pool_ids[:n_tasks]
                in_play = {*view.face_up_tasks, *(t for ts in secret for t in ts)}
                unused = [t.id for t in TASK_DECK if t.id not in in_play]
                rng.shuffle(unused)

            return State(
                players=players,
                options=view.options,
                rng=rng.spawn(),
                figure_types=list(types),
                figure_values=values,
                supply=supply.copy(),
                pastures=[
                    PastureState(active, figures.copy(), [list(side) for side in sides], list(done))
                    for active, figures, sides, done in pastures
                ],
                corrals=[corral.copy() for corral in corrals],
                hands=hands,
                deck=cards,
                discard=list(view.discard),
                to_move=view.to_move,
                start_player=view.start_player,
                completion_counter=view.completion_counter,
                end_triggered=view.end_triggered,
                passes_in_row=view.passes_in_row,
                turn=view.turn,
                secret_tasks=secret,
                face_up_tasks=list(view.face_up_tasks),
                unused_tasks=unused,
            )

        return sample

    def digest(self, state: State) -> str:
        """SHA-256 hex digest of the full state's canonical JSON (for save files)."""
        return digest_of(state)


GAME = BlackSheep()
