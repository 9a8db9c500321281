"""El Gaucho AI players: ``easy`` and ``normal`` (DESIGN: AI).

Both see only their seat's :class:`~farmhouse.games.el_gaucho.rules.View` and its legal
actions. Hidden parts (the pile, the unseen Steppe, other seats' opening tiles) are imagined
with :meth:`~farmhouse.games.el_gaucho.rules.ElGaucho.sample_state` using a generator seeded
from the AI seed and public facts only, so a choice is a function of (seed, view, legal).

- ``easy`` scores each legal action with a rough look at the tile it is about (its value,
  whether it fits the own herd) plus noise, and ends its turn early now and then.
- ``normal`` is a one-turn search: it plays the rest of its own turn forward with the real
  rules on one determinisation (dice taken, each die or pair of dice spent on standing,
  lying, raising or an action area, activations, take-backs), keeps the few best lines at
  each step, and scores the end of the turn with :class:`Evaluator`: pesos, plus for every
  herd its sale value and the extensions still possible in its direction (so a tile that
  forces a sale, or a herd that can no longer grow, are weighed), the tiles its gauchos stand
  or lie on (what adding them would do to the herds, forced sales included), its action-area
  gauchos and supply, against the opponents' same totals. Dice have no value at the end of a
  turn, so the search weighs which die buys which tile or area; an Immediate sale pays when
  the +5 beats what the herd could still grow. Hidden cattle is valued by the tiles the
  Steppe may hold, not by the imagined ones. Drive and final-scoring choices (the order of
  tiles, Sort) and opening keeps are one-step lookaheads with the same evaluation.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import attrs

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.el_gaucho.data import (
    AREAS,
    BREEDS,
    IMMEDIATE_SALE,
    IMMEDIATE_SALE_BONUS,
    SORT,
    TILE_COUNT,
    VALUES,
    tile_id,
)
from farmhouse.games.el_gaucho.rules import (
    GAME,
    ActivateHiddenCattle,
    AddToHerd,
    EndTurn,
    HiddenDone,
    HiddenTake,
    Keep,
    Lie,
    Occupy,
    Raise,
    Stand,
    State,
    TakeDice,
    View,
    fits,
    pampa_layout,
)

#: AI levels of this game, easiest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

_FULL = (1 << (VALUES + 1)) - 2  # bits 1..12


@attrs.frozen
class Weights:
    """Tuning of :class:`Evaluator` (pesos unless stated).

    - ``rate``: herd extensions expected per remaining round; ``potential``: share of a
      possible extension's value counted now.
    - ``stand``/``stand_complete``: share of a standing tile's gain counted (its row
      incomplete / complete); ``lie``: share for a lying gaucho (it needs a raise later).
    - ``supply``: a gaucho in supply; ``areas``: a gaucho on each action area (board order),
      before the per-state adjustments; ``leader``: weight of the leading opponent against
      the average one in the final difference.
    """

    rate: float = 0.35
    potential: float = 0.7
    stand: float = 0.85
    stand_complete: float = 0.95
    lie: float = 0.35
    supply: float = 0.6
    areas: tuple[float, ...] = (2.5, 3.0, 3.0, 5.0, 4.0, 5.0)
    leader: float = 0.5


def _bits_above(mask: int, value: int) -> int:
    return (mask >> (value + 1)).bit_count()


def _bits_below(mask: int, value: int) -> int:
    return (mask & ((1 << value) - 1)).bit_count()


class Evaluator:
    """Static evaluation of a state for seat ``me`` (see the module docstring).

    Built once per decision from the root state: ``avail[b]`` is a bit mask of the values of
    breed b that may still join a herd (not sold, not in any herd, not removed) and
    ``rounds`` the normal rounds still to come after the current one. Herd and tile values
    are cached by their contents, so evaluating many states of one turn is cheap.
    """

    def __init__(self, state: State, me: int, weights: Weights) -> None:
        self.me = me
        self.w = weights
        self.players = state.players
        gone = [0] * len(BREEDS)
        for hs in state.herds:
            for b, herd in enumerate(hs):
                for v in herd:
                    gone[b] |= 1 << v
        for t in state.sold:
            gone[t // VALUES] |= 1 << (t % VALUES + 1)
        self.avail = [
            0 if b == state.removed_breed else _FULL & ~gone[b] for b in range(len(BREEDS))
        ]
        self.rounds = rounds_left(state)
        self._herd: dict[tuple[int, tuple[int, ...]], float] = {}
        self._gain: dict[tuple[int, tuple[int, ...]], float] = {}
        self._pampa: dict[tuple[Any, ...], list[float]] = {}
        self._own: dict[tuple[Any, ...], float] = {}

    # -- herds --------------------------------------------------------------------------

    def potential(self, breed: int, herd: Sequence[int]) -> float:
        """Expected pesos still to come from extending ``herd`` (its direction only)."""
        if not herd or self.rounds <= 0:
            return 0.0
        mask = self.avail[breed]
        last = herd[-1]
        n = len(herd)
        if n == 1:
            room = max(_bits_above(mask, last), _bits_below(mask, last))
            ascending = _bits_above(mask, last) >= _bits_below(mask, last)
        elif herd[-1] > herd[-2]:
            room = _bits_above(mask, last)
            ascending = True
        else:
            room = _bits_below(mask, last)
            ascending = False
        if room == 0:
            return 0.0
        extensions = min(float(room), self.rounds * self.w.rate)
        highest = max(herd)
        step = highest + (n if ascending else 0)
        return self.w.potential * extensions * step

    def herd_value(self, breed: int, herd: tuple[int, ...]) -> float:
        """Sale value (EG-6.3) plus :meth:`potential`."""
        if not herd:
            return 0.0
        key = (breed, herd)
        cached = self._herd.get(key)
        if cached is None:
            cached = len(herd) * max(herd) + self.potential(breed, herd)
            self._herd[key] = cached
        return cached

    def gain(self, tile: int, herd: tuple[int, ...]) -> float:
        """What adding ``tile`` at the right end does to its herd ``herd`` (EG-6.2): the
        change of :meth:`herd_value`, where a forced sale turns the herd into pesos (its
        sale value is kept) and loses its potential."""
        key = (tile, herd)
        cached = self._gain.get(key)
        if cached is None:
            b = tile // VALUES
            v = tile % VALUES + 1
            if fits(herd, v):
                cached = self.herd_value(b, (*herd, v)) - self.herd_value(b, herd)
            else:
                cached = v + self.potential(b, (v,)) - self.potential(b, herd) if herd else float(v)
            self._gain[key] = cached
        return cached

    # -- totals -------------------------------------------------------------------------

    def totals(self, s: State) -> list[float]:
        """Estimated final pesos of every seat in ``s``: the seat's own part (pesos, herds,
        action-area gauchos, supply) plus its gauchos on the pampa and its pending tiles.
        Both parts are cached, as most states of one turn share them."""
        n = self.players
        herds = tuple(s.herds)
        pampa_key = (tuple(s.tiles), tuple(s.gauchos), herds)
        pampa = self._pampa.get(pampa_key)
        if pampa is None:
            pampa = self._pampa_values(s)
            self._pampa[pampa_key] = pampa
        out = list(pampa)
        areas = s.areas
        for p in range(n):
            mask = 0
            for a in range(len(AREAS)):
                if areas[a * n + p] >= 0:
                    mask |= 1 << a
            key = (p, herds[p], s.money[p], s.supply[p], mask)
            own = self._own.get(key)
            if own is None:
                own = self._own_value(s, p, mask)
                self._own[key] = own
            out[p] += own
            for t in s.pending[p]:
                out[p] += self.gain(t, herds[p][t // VALUES])
        return out

    def _own_value(self, s: State, p: int, mask: int) -> float:
        total = float(s.money[p])
        for b, herd in enumerate(s.herds[p]):
            if herd:
                total += self.herd_value(b, herd)
        for a in range(len(AREAS)):
            if mask >> a & 1:
                total += self._area_value(s, p, a)
        if self.rounds > 0:
            total += self.w.supply * s.supply[p]
        return total

    def _pampa_values(self, s: State) -> list[float]:
        w = self.w
        out = [0.0] * self.players
        complete = [False] * len(s.tiles)
        for row in _rows(s):
            occupied = [i for i in row if s.tiles[i] >= 0]
            if occupied and all(s.gauchos[i] >= 0 for i in occupied):
                for i in row:
                    complete[i] = True
        for i, g in enumerate(s.gauchos):
            if g < 0:
                continue
            p = g >> 1
            t = s.tiles[i]
            gain = self.gain(t, s.herds[p][t // VALUES])
            if g & 1:
                if self.rounds > 0:
                    out[p] += w.lie * max(gain, 0.5 * (t % VALUES + 1))
            else:
                out[p] += gain * (w.stand_complete if complete[i] else w.stand)
        return out

    def _area_value(self, s: State, p: int, a: int) -> float:
        if self.rounds < 0:
            return 0.0
        base = self.w.areas[a]
        if self.rounds == 0:
            base *= 0.5
        if a == IMMEDIATE_SALE:
            best = 0.0
            for b, herd in enumerate(s.herds[p]):
                if len(herd) >= 2:
                    best = max(best, IMMEDIATE_SALE_BONUS - self.potential(b, herd))
            return max(base * 0.3, best)
        if a == SORT and self.rounds == 0:
            return 0.5
        return base

    def score(self, s: State) -> float:
        """Own total minus a mix of the leading and the average opponent's total."""
        totals = self.totals(s)
        mine = totals[self.me]
        others = [t for p, t in enumerate(totals) if p != self.me]
        lead = max(others)
        mean = sum(others) / len(others)
        return mine - self.w.leader * lead - (1 - self.w.leader) * mean

    def hidden_bonus(self, s: State, known: Sequence[int]) -> float:
        """Expected gain of the best tile a look at the Steppe finds: the known Steppe tiles,
        else the 80th percentile of the gains of the tiles the seat has not seen."""
        herds = s.herds[self.me]
        if known:
            return max(self.gain(t, herds[t // VALUES]) for t in known)
        seen = _visible_tiles(s)
        gains = sorted(
            self.gain(t, herds[t // VALUES])
            for t in range(TILE_COUNT)
            if t // VALUES != s.removed_breed and t not in seen
        )
        if not gains:
            return 0.0
        return gains[int(0.8 * (len(gains) - 1))] * self.w.stand


def _visible_tiles(s: State) -> set[int]:
    seen = {t for t in s.tiles if t >= 0}
    seen.update(s.sold)
    for hs in s.herds:
        for b, herd in enumerate(hs):
            seen.update(b * VALUES + v - 1 for v in herd)
    return seen


def _rows(s: State) -> tuple[tuple[int, ...], ...]:
    return pampa_layout(s.options.pampa_layout, s.players).rows


def rounds_left(f: State | View) -> int:
    """Normal rounds still to come after the current one: exact once the end is triggered
    (-1 in the dice-less round and after), else estimated from the pile (about
    ``players + 2`` tiles are drawn per round)."""
    if f.end_round >= 0:
        return f.end_round + 1 - f.round
    pile = f.pile_count if isinstance(f, View) else len(f.pile)
    return 1 + pile // (f.players + 2)


# ----------------------------------------------------------------------------- helpers


def _seat(view: View) -> int:
    if view.seat is None:
        raise ValueError("an AI needs a seated view, not a spectator's")
    return view.seat


def _decision_rng(seed: int, view: View) -> Rng:
    """A generator that depends only on the AI seed and public facts of the view."""
    mix = seed * 0x9E3779B1 + view.step * 1_000_003 + _seat(view) * 7919 + view.pile_count
    return Rng.from_seed(mix)


def _sample(seed: int, view: View) -> State:
    return GAME.sample_state(view, _decision_rng(seed, view))


def _key(s: State) -> tuple[Any, ...]:
    """What distinguishes two states of one seat's turn."""
    return (
        tuple(s.tiles),
        tuple(s.gauchos),
        tuple(s.areas),
        tuple(s.herds),
        tuple(s.money),
        tuple(s.supply),
        s.dice,
        s.wish,
        s.activated,
        s.must_place,
        s.hidden_active,
        s.hidden_taken,
        tuple(s.pending),
        s.dice_taken,
    )


# ----------------------------------------------------------------------------- easy


@attrs.define
class EasyPlayer:
    """Rough tile-by-tile preferences with noise (level ``easy``)."""

    seed: int
    level: str = "easy"

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """One of ``legal``; raises :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        rng = _decision_rng(self.seed, view)
        me = _seat(view)
        herds = view.herds[me]

        def tile_score(code: str) -> float:
            t = tile_id(code)
            b, v = t // VALUES, t % VALUES + 1
            return v if fits(herds[b], v) else v * 0.3

        best: tuple[float, int] | None = None
        for i, a in enumerate(legal):
            cancel.check()
            if isinstance(a, Stand):
                score = tile_score(a.tile)
            elif isinstance(a, Lie):
                score = 0.4 * tile_score(a.tile)
            elif isinstance(a, Raise | HiddenTake | AddToHerd):
                score = tile_score(a.tile)
            elif isinstance(a, Occupy):
                score = 2.0
            elif isinstance(a, TakeDice):
                score = sum(a.dice) * 0.5
            elif isinstance(a, EndTurn | HiddenDone):
                score = 1.0
            elif isinstance(a, Keep):
                score = float(len(a.tiles))
            else:
                score = 2.5
            score += rng.random() * 6.0
            if best is None or score > best[0]:
                best = (score, i)
        assert best is not None
        return legal[best[1]]


# ----------------------------------------------------------------------------- normal

#: Share of the caller's budget after which the normal player stops deepening its search.
#: The beam bounds the search (typically 5-40 ms), so this is only a safety net: a choice
#: depends on timing only when a decision would otherwise overrun half the budget.
_BUDGET_SHARE = 0.5
#: Lines kept at each depth of the turn search (after the first dice choice), and depth.
_BEAM = (4, 3, 2, 2, 1, 1)


class _Search:
    """Depth-limited beam search over the rest of one seat's turn (see the module
    docstring); ``best(state)`` returns (value, action)."""

    def __init__(
        self,
        root: State,
        me: int,
        ev: Evaluator,
        known: Sequence[int],
        deadline: float,
        cancel: CancelToken,
    ) -> None:
        self.me = me
        self.ev = ev
        self.deadline = deadline
        self.cancel = cancel
        self.memo: dict[tuple[Any, ...], tuple[float, Any]] = {}
        self.hidden = ev.hidden_bonus(root, known)
        self.nodes = 0

    def leaf(self, s: State) -> float:
        return self.ev.score(s)

    def best(self, s: State, depth: int) -> tuple[float, Any]:
        key = _key(s)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes % 16 == 0:
            self.cancel.check()
        legal = GAME.legal_actions(s)
        end_value = self.leaf(s) if _END in legal else float("-inf")
        children: list[tuple[float, int, Any, State | None]] = []
        for i, a in enumerate(legal):
            if a is _END or isinstance(a, EndTurn):
                continue
            after, _ = GAME.apply(s, a)
            if isinstance(a, ActivateHiddenCattle):
                children.append((self.leaf(after) + self.hidden, i, a, None))
                continue
            mine = after.phase == "turn" and after.to_move == self.me
            children.append((self.leaf(after), i, a, after if mine else None))
        children.sort(key=lambda c: (-c[0], c[1]))
        dice_choice = bool(legal) and isinstance(legal[0], TakeDice)
        width = len(children) if dice_choice else (_BEAM[depth] if depth < len(_BEAM) else 0)
        if time.perf_counter() > self.deadline:
            width = 0
        best_value, best_action = end_value, (_END if end_value > float("-inf") else None)
        for rank, (value, _, a, child) in enumerate(children):
            if child is not None and rank < width:
                value = self.best(child, depth if dice_choice else depth + 1)[0]
            if value > best_value:
                best_value, best_action = value, a
        if best_action is None:  # only when no child exists; cannot happen in a turn
            best_action = legal[0]
        result = (best_value, best_action)
        self.memo[key] = result
        return result


_END = EndTurn()


@attrs.define
class NormalPlayer:
    """One-turn search with a static evaluation (level ``normal``); see the module
    docstring."""

    seed: int
    level: str = "normal"
    weights: Weights = attrs.field(factory=Weights)

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """The legal action with the best evaluated outcome; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        me = _seat(view)
        start = time.perf_counter()
        deadline = start + max(0.0, budget_s) * _BUDGET_SHARE
        state = _sample(self.seed, view)
        ev = Evaluator(state, me, self.weights)
        if view.phase == "turn" and not view.pending[me]:
            search = _Search(state, me, ev, view.steppe_known, deadline, cancel)
            action = search.best(state, 0)[1]
            if action in legal:
                return action
        return self._one_step(state, ev, legal, cancel)

    def _one_step(
        self, state: State, ev: Evaluator, legal: Sequence[Any], cancel: CancelToken
    ) -> Any:
        """The action whose resulting state evaluates best (keeps, opening, drive)."""
        best: tuple[float, int] | None = None
        for i, a in enumerate(legal):
            cancel.check()
            after, _ = GAME.apply(state, a)
            if isinstance(a, Keep):
                value = _keep_value(ev, a)
            else:
                value = ev.score(after)
            if best is None or value > best[0]:
                best = (value, i)
        assert best is not None
        return legal[best[1]]


def _keep_value(ev: Evaluator, keep: Keep) -> float:
    """The herds a keep starts (EG-1.5), valued like any herd."""
    herds: dict[int, list[int]] = {}
    for code in keep.tiles:
        t = tile_id(code)
        herds.setdefault(t // VALUES, []).append(t % VALUES + 1)
    return sum(ev.herd_value(b, tuple(h)) for b, h in herds.items())


# ----------------------------------------------------------------------------- factory


def make_player(
    level: str, seed: int, *, iterations: int | None = None, pool: SearchPool | None = None
) -> EasyPlayer | NormalPlayer | HardPlayer:
    """The AI player of ``level`` (one of :data:`LEVELS`) whose randomness comes from ``seed``.

    ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this game's
    hooks; ``iterations`` (fixed iterations per decision instead of the time budget) and
    ``pool`` (worker processes to search in) are for it only. Raises ValueError for an
    unknown level.
    """
    if level == "hard":
        return HardPlayer("el_gaucho", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    raise ValueError(f"unknown El Gaucho AI level {level!r}")


__all__ = [
    "LEVELS",
    "EasyPlayer",
    "Evaluator",
    "NormalPlayer",
    "Weights",
    "make_player",
    "rounds_left",
]
