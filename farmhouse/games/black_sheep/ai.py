"""Black Sheep AI players: ``easy``, ``normal`` and ``hard`` (DESIGN: AI).

Every player sees only its seat's :class:`~farmhouse.games.black_sheep.rules.View` and the
seat's legal actions, never the full state (BS-11.2).

- ``easy`` looks only at the pasture it plays to: it prefers cards that make bigger groups
  with the pasture's figures and the cards already on its side, adds noise and picks at
  random among the best few moves. It ignores what the figures are worth.
- ``normal`` is a one-turn heuristic. For every legal action it estimates, by sampling the
  unseen cards (other hands and future draws) with common random numbers, which seat will win
  each active pasture, and weighs each result by what it does to the seat's standing: figure
  values (own known values, expected values otherwise), majority and complete-set cards in
  bonus mode (BS-8) or the known task cards (own secret and face-up) in task mode (BS-10),
  where T12 counts as a large bonus for a seat that would hold all six black sheep.
- ``hard`` is the core search (:mod:`farmhouse.core.search`, SO-ISMCTS over worlds sampled
  from the view) with this game's hooks, :class:`BlackSheepHooks` (:data:`SEARCH_HOOKS`):
  the root considers ``normal``'s best few plays, every node below it all legal actions;
  with 3 or 4 players the other seats' moves are not the tree's but a model's (each plays
  its first by a cheap look at its own sides, :func:`_ordered`), so the tree holds only the
  seat's own decisions and reaches its next turns; a leaf is valued at once by :meth:`BlackSheepHooks.evaluate` (each seat's chance to win
  from the pastures' prospects and the standings) instead of a random playout; every
  seat's value is its own win chance (multi-player: each plays for itself).

Cards are handled as small ints (the index in :data:`ANIMALS`, 0 = horse) so that a
combination is a sorted 5-tuple looked up in a table ranked with the rules' own combination
comparison (BS-5.3, BS-5.4); a side can be ranked by one int comparison.
"""

from __future__ import annotations

import functools
import itertools
import math
import time
from collections.abc import Sequence
from typing import Any

import attrs

from farmhouse.core import records
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, SearchHooks, Values
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.black_sheep import rules
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    BONUS_POINTS,
    CARDS_PER_TYPE,
    FIGURE_VALUES,
    SIDE_SIZE,
    TASKS_BY_ID,
    Animal,
)
from farmhouse.games.black_sheep.rules import Action, Play, View

#: AI levels of this game, easiest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

_TYPES = len(ANIMALS)
_INDEX: dict[Animal, int] = {a: i for i, a in enumerate(ANIMALS)}
_BLACK = _INDEX[Animal.BLACK_SHEEP]
#: Completion number used for a side that is not complete yet (later than any real one).
_LATE = 1_000_000


# ----------------------------------------------------------------------------- combinations


def _build_table() -> dict[tuple[int, ...], int]:
    """Every five-animal multiset (sorted int tuple) → its rank among all 252 multisets
    (higher is stronger; equal combinations get equal ranks), using the rules' comparison."""
    multisets = list(itertools.combinations_with_replacement(range(_TYPES), SIDE_SIZE + 2))
    keyed = sorted((rules.combination_key(tuple(ANIMALS[i] for i in m)), m) for m in multisets)
    table: dict[tuple[int, ...], int] = {}
    rank = 0
    previous = None
    for key, m in keyed:
        if previous is not None and key != previous:
            rank += 1
        table[m] = rank
        previous = key
    return table


_TABLE = _build_table()


@functools.lru_cache(maxsize=1 << 16)
def _side_key(fixed: tuple[int, ...], pool: tuple[int, ...], slots: int, best: bool) -> int:
    """Rank of the strongest (``best``) or weakest combination made of ``fixed`` (the two
    figures and the cards on the side) plus ``slots`` cards chosen from ``pool``.

    ``fixed`` and ``pool`` are sorted; -1 if ``pool`` holds fewer than ``slots`` cards.
    """
    if slots == 0:
        return _TABLE[fixed]
    if len(pool) < slots:
        return -1
    ranks = [
        _TABLE[tuple(sorted(fixed + chosen))] for chosen in set(itertools.combinations(pool, slots))
    ]
    return max(ranks) if best else min(ranks)


def _ints(cards: Sequence[Animal]) -> tuple[int, ...]:
    return tuple(sorted(_INDEX[c] for c in cards))


def _after_play(hand: Sequence[Animal], action: Play) -> tuple[int, ...]:
    """The hand cards (sorted ints) the seat keeps after ``action``'s play and discard."""
    kept = [_INDEX[c] for c in hand]
    for card in (*action.cards, *(() if action.discard is None else (action.discard,))):
        kept.remove(_INDEX[card])
    return tuple(sorted(kept))


# ----------------------------------------------------------------------------- easy


@records.define
class EasyPlayer:
    """Plays cards that group well with a pasture's figures, with noise (level ``easy``)."""

    seed: int
    level: str = "easy"
    _rng: Rng = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self._rng = Rng.from_seed(self.seed)

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """One of ``legal``; raises :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        rng = _decision_rng(self.seed, view)
        scored: list[tuple[float, int]] = []
        for i, action in enumerate(legal):
            cancel.check()
            if not isinstance(action, Play):
                scored.append((-1.0, i))
                continue
            pasture = view.pastures[action.pasture]
            group = [f.animal for f in pasture.figures]
            group += [*pasture.sides[_seat(view)], *action.cards]
            counts = [group.count(a) for a in ANIMALS]
            score = sum(c * c for c in counts) + 0.1 * sum(a.rank for a in action.cards)
            if action.discard is not None:
                # Throw away cards that match nothing on the table; keep the rest.
                score += 0.5 if _matches_nothing(view, action.discard) else -0.5
            scored.append((score + rng.random() * 1.5, i))
        scored.sort(reverse=True)
        top = scored[: min(3, len(scored))]
        return legal[rng.choice(top)[1]]


def _matches_nothing(view: View, card: Animal) -> bool:
    return all(f.animal != card for p in view.pastures if p.active for f in p.figures)


# ----------------------------------------------------------------------------- normal

#: Samples of the unseen cards per decision (fewer if the time budget runs out).
_SAMPLES = 64
#: Share of the caller's budget the normal player spends at most.
_BUDGET_SHARE = 0.5
#: Weight of the leading opponent (vs the average opponent) in the standing.
_LEADER_WEIGHT = 0.5
#: Weight of partial progress towards the next complete set (bonus mode).
_SET_PROGRESS = 1.0
#: Points standing in for an outright win (T12 with all six black sheep, BS-10.6).
_OUTRIGHT = 100.0


@records.frozen
class _Pasture:
    """An active pasture in small-int form: ``fixed[s]`` = the two figures and seat s's side
    (sorted); ``slots[s]`` = free places on seat s's side; ``completion[s]`` its number or
    :data:`_LATE`; ``gain[w]`` = the AI seat's standing if seat w wins it; ``wants[s]`` =
    whether seat s would rather win it than lose it."""

    index: int
    fixed: tuple[tuple[int, ...], ...]
    slots: tuple[int, ...]
    completion: tuple[int, ...]
    gain: tuple[float, ...]
    wants: tuple[bool, ...]


@records.define
class NormalPlayer:
    """One-turn sampling heuristic (level ``normal``); see the module docstring."""

    seed: int
    level: str = "normal"
    #: Fixed work instead of the time budget (every sample, every action, full depth):
    #: the same choice for a seed on any machine and under any load (tests, bug
    #: reports and arenas with ``iterations``; see :func:`make_player`).
    unhurried: bool = False

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """The legal action with the best estimated standing; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        plays = [a for a in legal if isinstance(a, Play)]
        if len(legal) == 1 or not plays:
            return legal[0]
        deadline = (
            math.inf if self.unhurried else time.perf_counter() + max(0.0, budget_s) * _BUDGET_SHARE
        )
        rng = _decision_rng(self.seed, view)
        totals = _standings(view, plays, rng, _SAMPLES, deadline, cancel)
        best = max(range(len(plays)), key=lambda j: totals[j])
        return plays[best]


def _standings(
    view: View,
    plays: Sequence[Play],
    rng: Rng,
    samples: int,
    deadline: float,
    cancel: CancelToken | None,
) -> list[float]:
    """Per play, the sum over ``samples`` samples of the unseen cards (common to all plays;
    fewer after ``deadline``, but at least 4) of the seat's standing after it
    (:func:`_play_value`): ``normal``'s estimate, larger is better."""
    me = _seat(view)
    pastures = _pastures(view)
    unseen = _unseen(view)
    kept = [_after_play(view.hand, a) for a in plays]
    totals = [0.0] * len(plays)
    done = 0
    while done < samples and (done < 4 or time.perf_counter() < deadline):
        if cancel is not None:
            cancel.check()
        stream = _partial_shuffle(unseen, rng, 5 * view.players)
        opp_best = _opponent_results(view, pastures, stream)
        mine = stream[5 * (view.players - 1) :]
        for j, action in enumerate(plays):
            totals[j] += _play_value(view, me, pastures, opp_best, action, kept[j], mine)
        done += 1
    return totals


def _seat(view: View) -> int:
    if view.seat is None:
        raise ValueError("an AI needs a seated view, not a spectator's")
    return view.seat


def _decision_rng(seed: int, view: View) -> Rng:
    """A generator that depends only on the AI seed and public facts of the view, so a
    choice is a pure function of (seed, view, legal)."""
    mix = seed * 0x9E3779B1 + view.turn * 1_000_003 + _seat(view) * 7919 + view.deck_size
    return Rng.from_seed(mix)


def _partial_shuffle(cards: Sequence[int], rng: Rng, count: int) -> list[int]:
    """``count`` cards drawn at random without replacement (fewer if ``cards`` is short)."""
    items = list(cards)
    n = len(items)
    for i in range(min(count, n)):
        j = i + rng.randbelow(n - i)
        items[i], items[j] = items[j], items[i]
    return items[: min(count, n)]


def _unseen(view: View) -> list[int]:
    """Cards the seat cannot see (other hands and the deck) as ints, by type counts."""
    counts = [CARDS_PER_TYPE] * _TYPES
    visible: list[Animal] = [*view.hand, *view.discard]
    for pasture in view.pastures:
        for side in pasture.sides:
            visible.extend(side)
    for card in visible:
        counts[_INDEX[card]] -= 1
    return [t for t in range(_TYPES) for _ in range(max(0, counts[t]))]


def _opponent_results(
    view: View, pastures: Sequence[_Pasture], stream: Sequence[int]
) -> list[tuple[int, int, int]]:
    """Per pasture, the (rank, completion, seat) of the opponent side expected to be best in
    this sample. Opponent o's unseen hand plus two future draws come from ``stream``; o fills
    a side it wants to win with its best cards and a side it wants to lose with its worst."""
    me = _seat(view)
    pools: dict[int, tuple[list[int], list[int]]] = {}
    pos = 0
    for seat in range(view.players):
        if seat != me:
            size = view.hand_sizes[seat]
            pools[seat] = (
                list(stream[pos : pos + size]),
                list(stream[pos + size : pos + size + 2]),
            )
            pos += size + 2
    results: list[tuple[int, int, int]] = []
    for p in pastures:
        best: tuple[int, int, int] | None = None
        for seat, (hand, draws) in pools.items():
            slots = p.slots[seat]
            pool = tuple(sorted(hand + draws[: max(0, slots - 1)]))
            rank = _side_key(p.fixed[seat], pool, slots, p.wants[seat])
            if best is None or (rank, -p.completion[seat]) > (best[0], -best[1]):
                best = (rank, p.completion[seat], seat)
        assert best is not None
        results.append(best)
    return results


def _play_value(
    view: View,
    me: int,
    pastures: Sequence[_Pasture],
    opp_best: Sequence[tuple[int, int, int]],
    action: Play,
    kept: tuple[int, ...],
    mine: Sequence[int],
) -> float:
    """The AI seat's expected standing after ``action`` in one sample of the unseen cards."""
    refill = max(0, 3 - len(kept))
    hand = list(kept) + list(mine[:refill])
    future = list(mine[refill : refill + 2])
    value = 0.0
    for p, (opp_rank, opp_completion, opp_seat) in zip(pastures, opp_best, strict=True):
        fixed = p.fixed[me]
        slots = p.slots[me]
        completion = p.completion[me]
        if p.index == action.pasture:
            fixed = tuple(sorted(fixed + _ints(action.cards)))
            slots -= len(action.cards)
            if slots == 0:
                completion = view.completion_counter + 1
        pool = tuple(sorted(hand + future[: max(0, slots - 1)]))
        rank = _side_key(fixed, pool, slots, p.wants[me])
        if (rank, -completion) > (opp_rank, -opp_completion):
            value += p.gain[me]
        elif (rank, completion) == (opp_rank, opp_completion):
            value += 0.5 * (p.gain[me] + p.gain[opp_seat])
        else:
            value += p.gain[opp_seat]
    return value


# ----------------------------------------------------------------------------- standing


def _expected_values(view: View) -> list[float]:
    """Per type, the mean value of a figure whose value this seat cannot see: the type's
    values minus those it can see in its own corral."""
    means: list[float] = []
    me = _seat(view)
    for animal in ANIMALS:
        left = list(FIGURE_VALUES[animal])
        for figure in view.corrals[me]:
            if figure.animal == animal and figure.value is not None and figure.value in left:
                left.remove(figure.value)
        means.append(sum(left) / len(left) if left else 0.0)
    return means


def _totals(view: View, counts: Sequence[Sequence[int]], points: Sequence[float]) -> list[float]:
    """Estimated final total per seat for corral type ``counts`` and figure ``points``."""
    players = view.players
    totals = list(points)
    if view.options.task_cards:
        for task_id in (*view.secret_tasks, *view.face_up_tasks):
            task = TASKS_BY_ID[task_id]
            a = _INDEX[task.animals[0]]
            if task.kind == "scale":
                top = max(counts[s][a] for s in range(players))
                for s in range(players):
                    if top > 0 and counts[s][a] == top:
                        totals[s] += task.points
            elif task.kind == "combination":
                b = _INDEX[task.animals[1]]
                for s in range(players):
                    totals[s] += task.points * min(counts[s][a], counts[s][b])
            elif task.kind == "black_sheep":
                # BS-10.6: all six black sheep win outright, whatever the totals.
                for s in range(players):
                    if counts[s][_BLACK] == len(FIGURE_VALUES[Animal.BLACK_SHEEP]):
                        totals[s] += _OUTRIGHT
        return totals
    for t in range(_TYPES):
        ordered = sorted(range(players), key=lambda s: -counts[s][t])
        leader = ordered[0]
        if counts[leader][t] > 0 and counts[leader][t] > counts[ordered[1]][t]:
            totals[leader] += BONUS_POINTS
    for s in range(players):
        low = min(counts[s])
        above = sum(1 for c in counts[s] if c > low)
        totals[s] += BONUS_POINTS * low + _SET_PROGRESS * BONUS_POINTS * (above / _TYPES) ** 2
    return totals


def _standing(me: int, totals: Sequence[float]) -> float:
    """Own total minus a mix of the leading and the average opponent total."""
    others = [t for s, t in enumerate(totals) if s != me]
    return (
        totals[me]
        - _LEADER_WEIGHT * max(others)
        - (1 - _LEADER_WEIGHT) * (sum(others) / len(others))
    )


def _pastures(view: View) -> list[_Pasture]:
    """The active pastures with each seat's side, and the standing if each seat wins."""
    me = _seat(view)
    players = view.players
    means = _expected_values(view)
    counts = [[0] * _TYPES for _ in range(players)]
    points = [0.0] * players
    for s in range(players):
        for figure in view.corrals[s]:
            t = _INDEX[figure.animal]
            counts[s][t] += 1
            points[s] += means[t] if figure.value is None else figure.value
    base = _totals(view, counts, points)
    result: list[_Pasture] = []
    for pasture in view.pastures:
        if not pasture.active or len(pasture.figures) != 2:
            continue
        figure_types = [_INDEX[f.animal] for f in pasture.figures]
        gain: list[float] = []
        wants: list[bool] = []
        for w in range(players):
            new_counts = [list(c) for c in counts]
            new_points = list(points)
            for t in figure_types:
                new_counts[w][t] += 1
                new_points[w] += means[t]
            totals = _totals(view, new_counts, new_points)
            gain.append(_standing(me, totals))
            wants.append(totals[w] > base[w])
        wants[me] = gain[me] >= sum(gain) / players
        result.append(
            _Pasture(
                index=pasture.index,
                fixed=tuple(
                    tuple(sorted(figure_types + [_INDEX[c] for c in pasture.sides[s]]))
                    for s in range(players)
                ),
                slots=tuple(SIDE_SIZE - len(pasture.sides[s]) for s in range(players)),
                completion=tuple(_LATE if c is None else c for c in pasture.completion[:players]),
                gain=tuple(gain),
                wants=tuple(wants),
            )
        )
    return result


# ----------------------------------------------------------------------------- factory


def make_player(
    level: str, seed: int, *, iterations: int | None = None, pool: SearchPool | None = None
) -> EasyPlayer | NormalPlayer | HardPlayer:
    """The AI player of ``level`` (one of :data:`LEVELS`) whose randomness comes from ``seed``.

    ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this game's
    hooks; ``iterations`` (fixed iterations per decision instead of the time budget) and
    ``pool`` (worker processes to search in) are for it. Given ``iterations``, ``normal``
    also does a fixed amount of work instead of stopping at its share of the budget
    (:attr:`NormalPlayer.unhurried`), so that a decision depends on the seed alone, not on
    the machine's load. Raises ValueError for an unknown level.
    """
    if level == "hard":
        return HardPlayer("black_sheep", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed, unhurried=iterations is not None)
    raise ValueError(f"unknown Black Sheep AI level {level!r}")


# ----------------------------------------------------------------------------- hard: search hooks

#: Figure id → its type as an int (the standard numbering, BS-1.2).
_FIGURE_TYPE: tuple[int, ...] = tuple(_INDEX[a] for a in rules.FIGURE_TYPES)
#: Combination rank (see :data:`_TABLE`) → a strength on a continuous scale: the strength
#: (1–7, Table 3.4) plus the rank's place within its strength (0 to just under 1).
_STRENGTH: tuple[float, ...] = ()


def _build_strengths() -> tuple[float, ...]:
    by_rank: dict[int, int] = {}
    for m, rank in _TABLE.items():
        by_rank[rank] = rules.combination(tuple(ANIMALS[i] for i in m)).strength
    lows: dict[int, int] = {}
    highs: dict[int, int] = {}
    for rank, strength in by_rank.items():
        lows[strength] = min(lows.get(strength, rank), rank)
        highs[strength] = max(highs.get(strength, rank), rank)
    out = []
    for rank in range(len(by_rank)):
        st = by_rank[rank]
        span = highs[st] - lows[st] + 1
        out.append(st + (rank - lows[st]) / span)
    return tuple(out)


_STRENGTH = _build_strengths()


class BlackSheepHooks(SearchHooks):
    """The search hooks of Black Sheep (see :mod:`farmhouse.core.search`).

    - :meth:`advance` runs the rules' transition without checks or events
      (:func:`rules.advance`); with 3 or 4 players also the other seats' moves after it, by a
      model of them (:attr:`opponents`), so the tree holds only the searching seat's turns.
    - :meth:`evaluate` values a state without playing it out: each active pasture goes to each
      seat with a chance from the strongest combination its side can still make with its
      hand; with those chances the figures' values and bonus cards (or task cards) give every
      seat an expected total (BS-8, BS-10), and a softmax of the totals, flatter the more
      figures are still to be won, the chance that each seat wins.
    - :meth:`playout` evaluates the state reached at once (``horizon`` 0) or after that many
      uniformly random actions.
    """

    exploration = 0.7
    rank_weight = 0.0
    #: Random actions a playout plays before :meth:`evaluate` (0: evaluate the leaf itself).
    horizon: int = 0
    #: Samples of ``normal``'s estimate that order the root's actions.
    root_samples: int = 32
    #: Progressive widening at the root: ``(k, alpha)``, see :meth:`candidates`.
    root_width: tuple[float, float] = (3.0, 0.0)
    #: Order the moves below the root by :func:`_ordered` (else: legal order).
    order_moves: bool = False
    #: Softmax temperature over the strengths of the sides of a pasture, for open sides.
    pasture_temperature: float = 1.5
    #: Cards a seat may still draw counted in its side's prospects: 0 none, 1 one fewer than
    #: the side's free places (as ``normal`` counts), k > 1: k cards.
    future_cards: int = 1
    #: Softmax temperature over estimated totals: ``total_temperature + per_figure * 2 * L /
    #: players`` for L figures not in a corral yet (fitted to ``normal`` games' results).
    total_temperature: float = 0.5
    total_temperature_per_figure: float = 1.0
    #: Slope of the soft majority (BS-8.2) in figures.
    majority_slope: float = 1.0
    #: The reward backed up per seat with 3 or 4 players (2 players: always the win chance),
    #: see :meth:`evaluate`: ``"best"`` the chance to beat the best other seat, ``"wins"`` the
    #: win chance, ``"mean"`` the chance to beat the other seats' mean, ``"rank"`` the share
    #: of the other seats it beats (its expected place).
    reward: str = "best"
    #: How a playout chooses its ``horizon`` actions: ``"random"`` uniformly, ``"greedy"`` the
    #: mover's first by :func:`_ordered` (its own sides' prospects, cached).
    playout_policy: str = "random"
    #: Whose decisions the tree holds: ``"all"`` every seat's, ``"own"`` only the searching
    #: seat's (the other seats' moves are the playout's, see :meth:`grows`).
    tree_seats: str = "all"
    #: With 3 or 4 players, how the other seats move in the tree walk: ``"tree"`` as the
    #: tree's own nodes (UCB over their replies; 2 players always), ``"greedy"`` each plays
    #: its first by :func:`_ordered` inside :meth:`advance` (a model of the other seats, who
    #: play ``normal``, so the tree holds only the searching seat's decisions and reaches its
    #: next turn; see benchmarks/README.md, "Session 23").
    opponents: str = "greedy"
    #: With 3 or 4 players and the other seats modelled (:attr:`opponents` not ``"tree"``):
    #: how many of the searching seat's actions at its later turns (below the root) the tree
    #: considers, best first by :func:`_ordered` (``None``: every legal action).
    own_width: int | None = None

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._root: Sequence[Action] | None = None  # the searched decision's legal actions
        self._root_order: list[Action] = []
        self._root_calls = 0
        self._advanced: rules.State | None = None  # the last state advance made

    def candidates(self, state: rules.State, legal: Sequence[Action]) -> Sequence[Action]:
        """At the root, the searching seat's actions best first by ``normal``'s estimate
        (:func:`_standings`, ``root_samples`` samples), of which only the first
        ``ceil(root_width[0] * n ** root_width[1])`` are considered at the root's n-th visit
        (progressive widening); below the root, ``legal`` best first by a cheap look at the
        mover's own sides (:func:`_ordered`) when ``order_moves``, so that the first reply the
        search imagines is a likely one; with :attr:`own_width` k (3 or 4 players, the other
        seats modelled, so every decision below the root is the searching seat's own later
        turn) only :func:`_ordered`'s first k.

        A new search's root is recognised at its first visit: its world is one the search
        sampled, not a state :meth:`advance` made (every state below the root is); the root
        is then the list the search passes again at every iteration. So even the first
        iteration expands one of the root's considered actions (before, it expanded any
        legal action, and a hint could show that one-visit move)."""
        if legal is self._root:
            self._root_calls += 1
            k, alpha = self.root_width
            return self._root_order[: max(1, math.ceil(k * self._root_calls**alpha))]
        if state is not self._advanced and len(legal) > 1:
            # a world the search sampled, not a state advance made: a new search's root
            self._root = legal
            self._root_order = self._rank_root(state, legal)
            self._root_calls = 0
            return self.candidates(state, legal)
        width = self.own_width
        if width is not None and len(legal) > width and self.opponents != "tree":
            if state.players > 2:  # (2 players: the other seat is in the tree, unchanged)
                seat = state.to_move
                assert seat is not None
                order = _ordered(*_mover_board(state, seat), tuple(legal))
                return [legal[i] for i in order[:width]]
        if len(legal) < 3 or not self.order_moves:
            return legal
        seat = state.to_move
        assert seat is not None
        order = _ordered(*_mover_board(state, seat), tuple(legal))
        return [legal[i] for i in order]

    def _rank_root(self, state: rules.State, legal: Sequence[Action]) -> list[Action]:
        seat = state.to_move
        assert seat is not None
        view = rules.GAME.view(state, seat)  # the searching seat's own view, in every world
        plays = [a for a in legal if isinstance(a, Play)]
        if len(plays) != len(legal):
            return list(legal)
        values = _standings(view, plays, _decision_rng(0, view), self.root_samples, math.inf, None)
        order = sorted(range(len(plays)), key=lambda j: -values[j])
        return [plays[j] for j in order]

    def advance(self, state: rules.State, action: Action) -> rules.State:
        """The state after ``action``: the rules' transition on a copy, unchecked, no events;
        with :attr:`opponents` ``"greedy"`` and 3 or 4 players, the other seats' moves after
        it too, each seat's first by :func:`_ordered`, until the mover of ``state`` is to
        move again or the game is over."""
        after = rules.advance(state, action)
        if self.opponents != "tree" and after.players > 2:
            me = state.to_move
            step, legal_of = rules.advance_in_place, rules.legal_tuple
            seat = after.to_move
            while seat is not None and seat != me:
                legal = legal_of(after)
                pick = _ordered(*_mover_board(after, seat), legal)[0] if len(legal) > 1 else 0
                step(after, legal[pick])
                seat = after.to_move
        self._advanced = after
        return after

    def grows(self, root: rules.State, state: rules.State) -> bool:
        """With :attr:`tree_seats` ``"own"``, only the searching seat's decisions grow the
        tree; another seat's move ends the walk and is left to :meth:`playout` (so the root's
        iterations are not split over the other seats' replies). ``"all"``: always True."""
        return self.tree_seats == "all" or state.to_move == root.to_move

    def playout(self, state: rules.State, rand: Any) -> Values:
        """``horizon`` actions on ``state`` itself (uniformly random, or with
        :attr:`playout_policy` ``"greedy"`` each mover's first by :func:`_ordered`, without
        calling ``rand``), then :meth:`values`."""
        step, legal_of = rules.advance_in_place, rules.legal_tuple
        greedy = self.playout_policy == "greedy"
        for _ in range(self.horizon):
            seat = state.to_move
            if seat is None:
                break
            legal = legal_of(state)
            if greedy:
                pick = _ordered(*_mover_board(state, seat), legal)[0] if len(legal) > 1 else 0
                step(state, legal[pick])
            else:
                step(state, legal[int(rand() * len(legal))])
        return self.values(state)

    def evaluate(self, state: rules.State) -> Values:
        """Each seat's estimated chance to win the unfinished ``state`` (see the class) and
        its reward: ``Values(rewards, wins)``, one float in [0, 1] per seat (index = seat);
        ``wins`` sum to 1. With :attr:`reward` ``"best"`` a seat's reward is its chance
        to beat the best other seat, ``1 / (1 + exp(-(own - best other total) / T))`` (the
        same as ``wins`` with 2 players; with more, it spreads as widely as with 2, where
        win chances near ``1 / players`` leave the search's exploration term to decide);
        ``"mean"``: the same against the other seats' mean total; ``"rank"``: the mean over
        the other seats of the chance to beat each; ``"wins"``: the win chance. ValueError
        for another :attr:`reward` with 3 or 4 players.
        Pastures by BS-5.3 to BS-5.5, totals by BS-8 (bonus cards) or BS-10 (task cards)."""
        totals, left = self.totals(state)
        per_seat = 2 * left / state.players  # figures still to be won, per seat pair
        temperature = self.total_temperature + self.total_temperature_per_figure * per_seat
        top = max(totals)
        weights = [math.exp((t - top) / temperature) for t in totals]
        norm = sum(weights)
        wins = [w / norm for w in weights]
        mode = self.reward
        if mode == "wins" or state.players == 2:
            return Values(wins, wins)
        rewards = []
        for s, own in enumerate(totals):
            others = [t for o, t in enumerate(totals) if o != s]
            if mode == "best":
                rewards.append(_sigmoid((own - max(others)) / temperature))
            elif mode == "mean":
                rewards.append(_sigmoid((own - sum(others) / len(others)) / temperature))
            elif mode == "rank":
                beaten = sum(_sigmoid((own - t) / temperature) for t in others)
                rewards.append(beaten / len(others))
            else:
                raise ValueError(f"unknown reward {mode!r}")
        return Values(rewards, wins)

    def totals(self, state: rules.State) -> tuple[list[float], int]:
        """Every seat's expected final total with the active pastures' figures shared by the
        seats' chances to win them, and the number of figures not in a corral yet."""
        n = state.players
        values = state.figure_values
        counts = [[0.0] * _TYPES for _ in range(n)]
        points = [0.0] * n
        owned = 0
        for s, corral in enumerate(state.corrals):
            c = counts[s]
            owned += len(corral)
            for f in corral:
                c[_FIGURE_TYPE[f]] += 1.0
                points[s] += values[f]
        for pasture in state.pastures:
            figures = pasture.figures
            if not pasture.active or len(figures) != 2:
                continue
            chances = self.pasture_chances(state, pasture)
            for f in figures:
                t = _FIGURE_TYPE[f]
                v = values[f]
                for s in range(n):
                    q = chances[s]
                    counts[s][t] += q
                    points[s] += q * v
        return self.bonus_totals(state, counts, points), len(values) - owned

    def pasture_chances(self, state: rules.State, pasture: rules.PastureState) -> list[float]:
        """Per seat, its chance to win ``pasture``: a softmax over the strongest combination
        each side can make with the cards on it, the seat's hand and (``future_cards``) the
        cards it may still draw, here the next cards of the deck (a complete side: its
        combination, and the lower completion number on a tie, BS-5.5). Temperature 0: the
        strongest side wins."""
        figs = [_FIGURE_TYPE[f] for f in pasture.figures]
        n = state.players
        deck = state.deck
        future = self.future_cards
        pos = 0
        strengths = []
        for s in range(n):
            side = pasture.sides[s]
            fixed = tuple(sorted(figs + [_INDEX[c] for c in side]))
            slots = SIDE_SIZE - len(side)
            if slots == 0:
                number = pasture.completion[s] or 0
                strengths.append(_STRENGTH[_TABLE[fixed]] - 0.001 * number)
                continue
            pool = [_INDEX[c] for c in state.hands[s]]
            if future:
                k = slots - 1 if future == 1 else future
                pool += [_INDEX[c] for c in deck[pos : pos + k]]
                pos += k
            if len(pool) < slots:
                pool += [_BLACK] * (slots - len(pool))
            strengths.append(_STRENGTH[_side_key(fixed, tuple(sorted(pool)), slots, True)])
        top = max(strengths)
        temperature = self.pasture_temperature
        if temperature <= 0:
            best = [s for s in range(n) if strengths[s] == top]
            return [1.0 / len(best) if s in best else 0.0 for s in range(n)]
        weights = [math.exp((x - top) / temperature) for x in strengths]
        norm = sum(weights)
        return [w / norm for w in weights]

    def bonus_totals(
        self, state: rules.State, counts: list[list[float]], points: list[float]
    ) -> list[float]:
        """Totals from (expected) figure counts per type and figure points: bonus cards
        (BS-8.2, BS-8.3, a soft majority) or the task cards in play (BS-10)."""
        n = state.players
        totals = list(points)
        if state.options.task_cards:
            tasks = [*state.face_up_tasks, *(t for ts in state.secret_tasks for t in ts)]
            for task_id in tasks:
                task = TASKS_BY_ID[task_id]
                a = _INDEX[task.animals[0]]
                if task.kind == "scale":
                    for s in range(n):
                        lead = counts[s][a] - max(counts[o][a] for o in range(n) if o != s)
                        if counts[s][a] > 0:
                            totals[s] += task.points * _sigmoid(self.majority_slope * (lead + 0.5))
                elif task.kind == "combination":
                    b = _INDEX[task.animals[1]]
                    for s in range(n):
                        totals[s] += task.points * min(counts[s][a], counts[s][b])
                else:  # T12: all six black sheep win outright (BS-10.6)
                    for s in range(n):
                        if counts[s][_BLACK] >= len(FIGURE_VALUES[Animal.BLACK_SHEEP]) - 0.5:
                            totals[s] += _OUTRIGHT
            return totals
        slope = self.majority_slope
        for t in range(_TYPES):
            for s in range(n):
                mine = counts[s][t]
                if mine <= 0:
                    continue
                lead = mine - max(counts[o][t] for o in range(n) if o != s)
                totals[s] += BONUS_POINTS * _sigmoid(slope * lead)
        for s in range(n):
            totals[s] += BONUS_POINTS * min(counts[s])
        return totals


#: What winning a figure of each type is worth in the move ordering: its mean value plus one
#: for the bonus cards it counts towards (BS-8).
_FIGURE_WORTH: tuple[float, ...] = tuple(
    sum(FIGURE_VALUES[a]) / len(FIGURE_VALUES[a]) + 1.0 for a in ANIMALS
)


@functools.lru_cache(maxsize=1 << 15)
def _ordered(
    hand: tuple[Animal, ...],
    board: tuple[tuple[tuple[Animal, ...], tuple[Animal, ...]] | None, ...],
    legal: tuple[Action, ...],
) -> tuple[int, ...]:
    """Indexes of ``legal`` best first for a seat holding ``hand``; ``board[p]`` is pasture
    p's figure types and the seat's own side (``None``: retired). A play scores what its
    pasture is worth to win (:data:`_FIGURE_WORTH`) times the strength of the best
    combination the side can reach with the cards played and kept, plus a little for
    discarding a card that matches no figure on the table."""
    on_table = {_INDEX[f] for entry in board if entry is not None for f in entry[0]}
    scores = []
    for action in legal:
        if not isinstance(action, Play):
            scores.append(0.0)
            continue
        kept = list(_ints(hand))
        for card in (*action.cards, *(() if action.discard is None else (action.discard,))):
            kept.remove(_INDEX[card])
        entry = board[action.pasture]
        assert entry is not None
        figures, side = entry
        cards = [_INDEX[c] for c in (*side, *action.cards)]
        fixed = tuple(sorted([_INDEX[f] for f in figures] + cards))
        slots = SIDE_SIZE - len(cards)
        pool = tuple(sorted(kept + [_BLACK] * max(0, slots - len(kept))))
        strength = _STRENGTH[_side_key(fixed, pool, slots, True)]
        score = strength * sum(_FIGURE_WORTH[_INDEX[f]] for f in figures)
        if action.discard is not None and _INDEX[action.discard] not in on_table:
            score += 0.1
        scores.append(score)
    return tuple(sorted(range(len(legal)), key=lambda i: -scores[i]))


def _mover_board(
    state: rules.State, seat: int
) -> tuple[tuple[Animal, ...], tuple[tuple[tuple[Animal, ...], tuple[Animal, ...]] | None, ...]]:
    """:func:`_ordered`'s hand and board for ``seat`` in ``state``."""
    types = state.figure_types
    board = tuple(
        (tuple(types[f] for f in p.figures), tuple(p.sides[seat])) if p.active else None
        for p in state.pastures
    )
    return tuple(state.hands[seat]), board


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


#: The search hooks :class:`~farmhouse.core.search.HardPlayer` uses for this game.
SEARCH_HOOKS = BlackSheepHooks(rules.GAME)
