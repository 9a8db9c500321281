"""El Gaucho AI players: ``easy``, ``normal`` and ``hard`` (DESIGN: AI).

All see only their seat's :class:`~farmhouse.games.el_gaucho.rules.View` and its legal
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
- ``hard`` is the core's ISMCTS (:mod:`farmhouse.core.search`) with :class:`ElGauchoHooks`:
  playouts by a cheap greedy policy to the end of the round, valued by :class:`Evaluator`'s
  totals turned into win chances, and progressive widening over the score-ordered actions.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import attrs

from farmhouse.core import records
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, SearchHooks, Values
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.el_gaucho.data import (
    AREA_COSTS,
    AREAS,
    BREEDS,
    IMMEDIATE_SALE,
    IMMEDIATE_SALE_BONUS,
    SORT,
    STEAL,
    TILE_COUNT,
    TILE_IDS,
    VALUES,
    tile_id,
)
from farmhouse.games.el_gaucho.rules import (
    GAME,
    ActivateHiddenCattle,
    ActivateImmediateSale,
    ActivateSteal,
    AddToHerd,
    EndTurn,
    HiddenDone,
    HiddenTake,
    Keep,
    Lie,
    Occupy,
    PlaceOpening,
    Raise,
    Stand,
    State,
    TakeBack,
    TakeDice,
    View,
    fits,
    pampa_layout,
)

#: AI levels of this game, easiest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

_FULL = (1 << (VALUES + 1)) - 2  # bits 1..12


@records.frozen
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


@records.define
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


@records.define
class NormalPlayer:
    """One-turn search with a static evaluation (level ``normal``); see the module
    docstring."""

    seed: int
    level: str = "normal"
    weights: Weights = attrs.field(factory=Weights)
    #: Fixed work instead of the time budget (every sample, every action, full depth):
    #: the same choice for a seed on any machine and under any load (tests, bug
    #: reports and arenas with ``iterations``; see :func:`make_player`).
    unhurried: bool = False

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """The legal action with the best evaluated outcome; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        me = _seat(view)
        start = time.perf_counter()
        deadline = math.inf if self.unhurried else start + max(0.0, budget_s) * _BUDGET_SHARE
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


# ----------------------------------------------------------------------------- hard


class ElGauchoHooks(SearchHooks):
    """How the ``hard`` search (:mod:`farmhouse.core.search`) plays El Gaucho.

    - :meth:`advance`: the rules' transition without checks or events (same state as
      :meth:`~farmhouse.games.el_gaucho.rules.ElGaucho.apply`).
    - :meth:`playout`: a cheap greedy policy (:meth:`scores` plus noise) for every seat to
      the end of the current round's drive (EG-2.1, EG-7.1), then :meth:`evaluate`.
    - :meth:`evaluate`: each seat's chance to win (EG-8.5) from :class:`Evaluator`'s
      estimated final pesos (money, herd sale values EG-6.3 and their room to grow, the
      tiles its gauchos claim, its action-area gauchos and supply).
    - :meth:`candidates`: the legal actions best first by :meth:`scores`, with progressive
      widening (``widening``), so the tree tries the promising dice uses first.

    Why playouts are cut off (besides speed): the rules let a game go on for ever. Ending
    the turn is always legal (EG-3.2), a drive takes tiles only from complete rows (EG-7.1), a
    refill fills only empty spaces (EG-7.4), and only a draw that empties the pile ends the
    game (EG-8.1): seats that keep taking dice and ending their turns never finish it (no
    rule limits the rounds). A playout therefore stops at the end of its round and after at
    most ``playout_limit`` actions (a round of normal play takes some 20-60).
    """

    exploration = 0.7
    playout_limit: int | None = 400
    #: Progressive widening: a node visited n times considers its ceil(2 * sqrt(n)) best
    #: :meth:`candidates` (1 visit: the best 2; 25 visits: 10), so the dice choices and uses
    #: the scores rank low get visits only once the better ones have many.
    widening: tuple[float, float] | None = (2.0, 0.5)
    #: Win-chance temperature: pesos at 1 : e odds, ``base[players] + per_round * rounds``.
    temper_base: ClassVar[dict[int, float]] = {2: 10.0, 3: 12.0, 4: 14.0}
    temper_round = 8.0
    #: Rewards use the temperature times this: sharper than the win chances, so that moves
    #: a few pesos apart get visits a few times apart (with 1.0 the root's visits were
    #: near even among the best four moves in 4-player games, the choice left to chance).
    reward_temper = 0.3
    #: Rounds a playout plays on after the current one (0: to the end of its drive).
    playout_rounds = 0
    #: Noise added to the policy's scores (pesos).
    policy_noise = 2.0

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._evaluators: dict[tuple[Any, ...], Evaluator] = {}
        self.weights = Weights()

    def advance(self, state: State, action: Any) -> State:
        """The unchecked transition (:meth:`ElGaucho.advance`)."""
        return GAME.advance(state, action)

    def evaluator(self, state: State) -> Evaluator:
        """An :class:`Evaluator` for ``state`` (shared by states with the same tiles still to
        come and rounds left, whose caches then serve them all)."""
        gone = [0] * len(BREEDS)
        for hs in state.herds:
            for b, herd in enumerate(hs):
                for v in herd:
                    gone[b] |= 1 << v
        for t in state.sold:
            gone[t // VALUES] |= 1 << (t % VALUES + 1)
        key = (state.removed_breed, rounds_left(state), *gone)
        ev = self._evaluators.get(key)
        if ev is None:
            if len(self._evaluators) > 256:
                self._evaluators.clear()
            ev = self._evaluators[key] = Evaluator(state, 0, self.weights)
        return ev

    def evaluate(self, state: State) -> Values:
        """Each seat's chance to win (EG-8.5: most pesos) from :meth:`Evaluator.totals`
        (estimated final pesos, herds at their sale value EG-6.3 plus their room to grow): a
        softmax whose temperature (pesos) grows with the rounds left (fitted on ``normal``
        games). ``wins`` sum to 1; ``rewards`` are the same chances (sharpened by
        ``reward_temper``), with 3-4 seats mixed with the seat's rank (``rank_weight``)."""
        totals = self.evaluator(state).totals(state)
        n = state.players
        rounds = max(0, rounds_left(state))
        temper = self.temper_base.get(n, 12.0) + self.temper_round * rounds
        wins = _softmax(totals, temper)
        if self.reward_temper == 1.0:
            rewards = wins
        else:
            rewards = _softmax(totals, temper * self.reward_temper)
        if n > 2 and self.rank_weight > 0:
            order = sorted(range(n), key=lambda p: totals[p])
            keep = 1.0 - self.rank_weight
            place = [0.0] * n
            for rank, p in enumerate(order):
                place[p] = rank / (n - 1)
            rewards = [
                keep * w + self.rank_weight * pl for w, pl in zip(rewards, place, strict=True)
            ]
        return Values(rewards, wins)

    # -- the playout policy ---------------------------------------------------------------

    def playout(self, state: State, rand: Callable[[], float]) -> Values:
        """Play on with :meth:`policy` for every seat until ``playout_rounds`` more rounds
        have begun (0: to the end of the current round's drive, EG-2.1 (c)-(e)) or the game
        ends, and at most ``playout_limit`` actions (the rules let a game go on for ever, see
        the class docstring), then :meth:`values`. Changes ``state`` in place (the search's
        own copy)."""
        if self.playout_limit == 0:
            return self.values(state)
        stop_round = state.round + 1 + self.playout_rounds
        policy = self.policy
        advance = GAME.advance_in_place
        legal_actions = GAME.legal_actions
        limit = self.playout_limit if self.playout_limit is not None else 100_000
        s = state
        for _ in range(limit):
            if s.to_move is None or (s.round >= stop_round and s.phase == "turn"):
                break
            legal = legal_actions(s)
            advance(s, legal[0] if len(legal) == 1 else policy(s, legal, rand))
        return self.values(s)

    def policy(self, s: State, legal: Sequence[Any], rand: Callable[[], float]) -> Any:
        """A cheap greedy choice among ``legal`` (at least two) for the seat to move: the
        action with the best :meth:`scores` plus noise in [0, ``policy_noise``)."""
        scores = self.scores(s, legal)
        noise = self.policy_noise
        best_i = 0
        best = -math.inf
        for i, v in enumerate(scores):
            v += noise * rand()
            if v > best:
                best, best_i = v, i
        return legal[best_i]

    def candidates(self, state: State, legal: Sequence[Any]) -> Sequence[Any]:
        """``legal`` ordered best first by :meth:`scores` (with ``widening`` the tree tries
        the policy's choice first and the others as a node's visits grow)."""
        if len(legal) < 2:
            return legal
        scores = self.scores(state, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        return [legal[i] for i in order]

    def scores(self, s: State, legal: Sequence[Any]) -> list[float]:
        """A static guess, in pesos, of what each legal action adds for the seat to move
        (no action applied; one float per action of ``legal``): the :class:`Evaluator`'s gain
        of a tile stood or lain on (EG-3.4, EG-4.2), an action area's weight (EG-5.1), minus
        the gaucho leaving supply and the dice it spends (EG-3.3); dice taken (EG-3.1) by the
        best use of each die or their sum; an Immediate sale's +5 against the herd's room to
        grow (EG-5.7); a Steal's gain plus the victim's loss (EG-5.8); Sort's better herd
        (EG-5.5); kept opening tiles as herds (EG-1.5); 0 for ending the turn (EG-3.2)."""
        ev = self.evaluator(s)
        p = s.to_move
        assert p is not None
        herds = s.herds[p]
        gain = ev.gain
        w = ev.w
        n = s.players
        supply = w.supply if ev.rounds > 0 else 0.0
        out: list[float] = []
        first = legal[0]
        if isinstance(first, TakeDice):
            best = self._best_by_value(s, ev, herds)
            for a in legal:
                d1, d2 = a.dice
                out.append(max(best[d1 + d2], best[d1] + best[d2]))
            return out
        if isinstance(first, Keep):
            return [_keep_value(ev, a) for a in legal]
        if isinstance(first, PlaceOpening):
            return [w.areas[AREAS.index(a.area)] for a in legal]
        for a in legal:
            kind = type(a)
            if kind is Stand:
                t = _TILE[a.tile]
                v = gain(t, herds[t // VALUES]) * w.stand - supply - 0.5 * len(a.dice)
            elif kind is Lie:
                t = _TILE[a.tile]
                v = (
                    w.lie * max(gain(t, herds[t // VALUES]), 0.5 * (t % VALUES + 1)) - supply - 0.5
                    if ev.rounds > 0
                    else -1.0
                )
            elif kind is Raise:
                t = _TILE[a.tile]
                g = gain(t, herds[t // VALUES])
                v = g * w.stand - w.lie * max(g, 0.5 * (t % VALUES + 1)) - 0.5
            elif kind is Occupy:
                v = w.areas[AREAS.index(a.area)] - supply - 0.5 * len(a.dice)
            elif kind is EndTurn or kind is HiddenDone:
                v = 0.0
            elif kind is AddToHerd:
                t = _TILE[a.tile]
                herd = herds[t // VALUES]
                if a.sort_at is None:
                    v = gain(t, herd)
                else:
                    b = t // VALUES
                    new = (*herd[: a.sort_at], t % VALUES + 1, *herd[a.sort_at :])
                    v = ev.herd_value(b, new) - ev.herd_value(b, herd) - w.areas[SORT] + supply
            elif kind is ActivateImmediateSale:
                b = BREEDS.index(a.breed)
                v = IMMEDIATE_SALE_BONUS - ev.potential(b, herds[b]) - w.areas[IMMEDIATE_SALE] * 0.3
            elif kind is ActivateSteal:
                t = _TILE[a.tile]
                b = t // VALUES
                v = gain(t, herds[b]) - w.areas[STEAL] + supply
                for q in range(n):
                    if q != p and (t % VALUES + 1) in s.herds[q][b]:
                        old = s.herds[q][b]
                        rest = tuple(x for x in old if x != t % VALUES + 1)
                        loss = ev.herd_value(b, old) - ev.herd_value(b, rest) - (t % VALUES + 1)
                        v += loss if n == 2 else loss / (n - 1)
                        break
            elif kind is HiddenTake:
                t = _TILE[a.tile]
                v = gain(t, herds[t // VALUES]) * w.stand - supply
            elif kind is ActivateHiddenCattle:
                v = 2.0
            elif kind is TakeBack:
                v = -3.0
            else:  # Wish, Raise/Replace: worth about their area's weight
                v = 0.5
            out.append(v)
        return out

    def _best_by_value(
        self, s: State, ev: Evaluator, herds: Sequence[tuple[int, ...]]
    ) -> list[float]:
        """Index x (0-12): the best guess of what spending dice worth x adds (standing on a
        free tile of value x, lying on one of small number x, an area of cost x), or 0."""
        best = [0.0] * 13
        if s.supply[s.to_move or 0] <= 0:
            return best
        w = ev.w
        smalls = s.options.small_numbers
        supply = w.supply if ev.rounds > 0 else 0.0
        for t, g in zip(s.tiles, s.gauchos, strict=True):
            if t < 0 or g >= 0:
                continue
            value = t % VALUES + 1
            gn = ev.gain(t, herds[t // VALUES])
            stand = gn * w.stand - supply
            if stand > best[value]:
                best[value] = stand
            if ev.rounds > 0:
                lie = w.lie * max(gn, 0.5 * value) - supply
                small = smalls[value - 1]
                if lie > best[small]:
                    best[small] = lie
        for a, cost in enumerate(AREA_COSTS):
            v = w.areas[a] - supply
            if v > best[cost]:
                best[cost] = v
        return best


_TILE: dict[str, int] = dict(TILE_IDS)


def _softmax(totals: Sequence[float], temper: float) -> list[float]:
    top = max(totals)
    e = [math.exp((t - top) / temper) for t in totals]
    z = sum(e)
    return [x / z for x in e]


#: The hooks of this game's ``hard`` level (found by :func:`farmhouse.core.search.hooks_for`).
SEARCH_HOOKS = ElGauchoHooks(GAME)


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
        return HardPlayer("el_gaucho", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed, unhurried=iterations is not None)
    raise ValueError(f"unknown El Gaucho AI level {level!r}")


__all__ = [
    "LEVELS",
    "SEARCH_HOOKS",
    "EasyPlayer",
    "ElGauchoHooks",
    "Evaluator",
    "NormalPlayer",
    "Weights",
    "make_player",
    "rounds_left",
]
