"""The ``hard`` AI: one game-agnostic Information Set MCTS over a seat's view.

Single-observer ISMCTS (SO-ISMCTS; Cowling, Powley & Whitehouse, "Information Set Monte Carlo
Tree Search", 2012). The searching seat sees only its view. Each iteration

1. samples one world consistent with the view (:meth:`Game.sample_state`, a *determinisation*,
   through the game's ``sampler(view)`` made once per decision,
   :meth:`~farmhouse.core.game.GameBase.sampler`; each sample carries its own freshly seeded
   generator, so chance differs between worlds);
2. walks the tree from the root: at every node the actions considered are those of the seat
   to move *in this world* (:meth:`SearchHooks.candidates` of its legal actions); among them a
   child is chosen by UCB1 over its *availability count* (how often it could have been
   chosen), not the parent's visits;
3. expands one untried considered action, chosen at random (with progressive widening the
   considered actions are a best-first prefix of the candidates);
4. plays on with the cheap policy (:meth:`SearchHooks.playout`), and
5. backs up each seat's own value to that seat's decisions: every seat plays for itself.

Nodes are keyed by the sequence of actions (chance is sampled by the game as it applies them,
so the tree is *open loop* over dice and draws). The root's actions are ``legal``, the actions
the seat knows it has.

A game tunes the search with hooks: a subclass of :class:`SearchHooks` in its own ``ai.py``,
exposed as the module attribute ``SEARCH_HOOKS`` (an instance). Without it the defaults
apply: all legal actions, uniformly random playouts to the end (the game's fast ``rollout``
when it has one), win share as the value.

Entry points: :func:`search` (one process, one tree), :class:`HardPlayer` (the ``hard``
level's :class:`~farmhouse.core.ai.AIPlayer`), :func:`advise` (hints: the best actions with
their win chances). :class:`farmhouse.core.search_pool.SearchPool` runs :func:`search` in
worker processes (root-parallel) and sums the results. No Qt here.

How the app uses it (no Qt needed on this side):

- start one ``SearchPool()`` when a game with a ``hard`` seat starts or is loaded (and
  ``pool.preload(game_id)``), pass it to ``make_ai(game_id, "hard", seed, pool=pool)``, close it
  with the game or the window;
- "Move now": ``token.hurry()`` on the :class:`~farmhouse.core.ai.CancelToken` given to
  ``choose``: the AI returns its best action so far within about 50 ms; ``token.cancel()``
  makes it raise Cancelled;
- a hint: ``advise(game_id, view, legal, seed=..., budget_s=..., pool=pool, cancel=token)``
  from the view of the human to move gives the best actions first, each with
  :attr:`ActionStats.win` (0-1, the estimated chance to win after that action) and its
  visits (how much the estimate rests on). It sees only that view.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import importlib
import math
import random
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from farmhouse.core import records, registry, serial
from farmhouse.core.ai import Cancelled, CancelToken
from farmhouse.core.game import Game, GameBase, Outcome, rollout
from farmhouse.core.rng import Rng, derive_seed

if TYPE_CHECKING:
    from farmhouse.core.search_pool import SearchPool

__all__ = [
    "ActionStats",
    "HardPlayer",
    "SearchControl",
    "SearchHooks",
    "SearchResult",
    "Values",
    "advise",
    "hooks_for",
    "search",
]


class Values(NamedTuple):
    """What a playout is worth to every seat (index = seat), each value in [0, 1].

    - ``rewards``: what the tree maximises for each seat (its own decisions are chosen by it);
      the default is mostly the win share with a little of the seat's rank, so a seat that
      can no longer win still plays for a better place.
    - ``wins``: the pure estimate of each seat's chance to win (a shared win of k seats counts
      1/k), used for the win chances that hints show.
    """

    rewards: Sequence[float]
    wins: Sequence[float]


class SearchControl(Protocol):
    """What a running search polls between iterations: :class:`~farmhouse.core.ai.CancelToken`
    is one; a pool worker has its own over flags shared with the parent process."""

    @property
    def cancelled(self) -> bool:
        """True: stop and raise :class:`~farmhouse.core.ai.Cancelled`."""
        ...

    @property
    def hurried(self) -> bool:
        """True: stop and return the best found so far ("move now")."""
        ...


#: View types that :func:`farmhouse.core.serial.digest_of` could not serialise.
_UNSERIALISABLE_VIEWS: set[type] = set()


class SearchHooks:
    """How a game helps the search; every method has a working default.

    A game subclasses this in its ``ai.py`` and sets ``SEARCH_HOOKS = MyHooks(GAME)``. States
    passed to the hooks are full (determinised) states of the search's own, never the real
    game's. Actions are the game's actions (hashable, equal across worlds when they mean the
    same move). Values are per seat (index = seat), in [0, 1].

    Class attributes a subclass may change:

    - ``exploration``: the UCB1 constant C (rewards in [0, 1]); default 0.7.
    - ``rank_weight``: share of the seat's rank in the default reward (0 = win share only).
    - ``playout_limit``: the default :meth:`playout` stops after this many actions and
      :meth:`evaluate` s the state (``None``: play to the end with the game's rollout).
    - ``widening``: progressive widening ``(k, alpha)``: a node visited n times (this visit
      included) considers only the first ``ceil(k * n ** alpha)`` of its :meth:`candidates`
      (``None``: all).
    - ``root_candidates_from_view``: True when :meth:`candidates` at the root is the same
      list in every world sampled from the view (it looks only at what the searching seat
      sees): the search then asks for it once per decision instead of once per iteration.
    """

    exploration: float = 0.7
    rank_weight: float = 0.1
    playout_limit: int | None = None
    widening: tuple[float, float] | None = None
    root_candidates_from_view: bool = False

    def __init__(self, game: Game[Any, Any, Any, Any]) -> None:
        self.game = game

    def decision_key(self, view: Any) -> str:
        """A text that is equal for equal views and differs for different ones, from which
        :class:`HardPlayer` derives each decision's seed (so a decision depends on the AI's
        seed and the view only). Default: the serialised view's digest
        (:func:`farmhouse.core.serial.digest_of`), or a digest of ``repr(view)`` for a view
        that cannot be serialised (a game whose view reprs hold sets of strings, whose order
        changes from run to run, should override this)."""
        kind = type(view)
        if kind not in _UNSERIALISABLE_VIEWS:
            try:
                return serial.digest_of(view)
            except Exception:
                _UNSERIALISABLE_VIEWS.add(kind)  # tried once per type: a failure costs time
        return hashlib.sha256(repr(view).encode()).hexdigest()

    def candidates(self, state: Any, legal: Sequence[Any]) -> Sequence[Any]:
        """The actions the tree considers for the seat to move in ``state``, best first.

        ``legal`` is the non-empty list of legal actions there (the game's
        :meth:`~Game.legal_actions`; at the root the searching seat's legal actions). Return a
        non-empty subsequence of it, e.g. one representative per group of actions that do
        the same, or the most promising first (the order matters with ``widening``: only a
        prefix is considered; untried actions among those considered are expanded in random
        order). Default: ``legal``.
        """
        return legal

    def advance(self, state: Any, action: Any) -> Any:
        """The state after the legal ``action`` in ``state``, ``state`` left unchanged (chance
        from the state's own generator). Default: :meth:`Game.apply`'s state; a game may skip
        events and checks here (the action is always one of its legal actions)."""
        return self.game.apply(state, action)[0]

    def advance_owned(self, state: Any, action: Any) -> Any:
        """:meth:`advance` for a ``state`` that only this iteration holds (one that
        :meth:`advance` or this method made in it from the iteration's world): it may change
        ``state`` in place and return it, and may advance a generator it shares with that
        world (the world is sampled anew for every iteration and not used after it). The
        search then copies a state once per iteration instead of once per tree step. The
        state after it must be what :meth:`advance` gives in everything the hooks read later
        (:meth:`candidates`, :meth:`observation`, :meth:`grows`, :meth:`playout`,
        :meth:`values`). Default: :meth:`advance`."""
        return self.advance(state, action)

    def observation(self, state: Any, action: Any) -> Hashable | None:
        """What the searching seat learns from ``action`` that led to ``state``, beyond the
        action itself: the card it revealed, the dice it rolled (a hashable key), or None.

        Without it (the default, None) the tree is *open loop* over chance: the node after an
        action is one node whatever the dice or the card, and later decisions are learnt on
        average over them. With a key, the tree keeps one subtree per key after that action
        (closed loop), so a later decision can depend on it (draw again or stop after
        *this* card). Keep the keys coarse: every distinct key starts a new subtree. Only
        what the searching seat sees may go into a key, e.g. public cards, never a hidden
        card of a world."""
        return None

    def grows(self, root: Any, state: Any) -> bool:
        """Whether the tree may hold the decision due in ``state``, a world this iteration
        reached from ``root`` (the iteration's world at the root; both full states of the
        search's own). False leaves that decision, and all after it, to :meth:`playout` (the
        state is not changed). Default: True everywhere. A game may keep its tree to the
        decisions that matter, e.g. the searching seat's own turn, so that later seats'
        decisions, made in the tree with exploration, do not blur the values of its own."""
        return True

    def playout(self, state: Any, rand: Callable[[], float]) -> Values:
        """Play on from the non-final ``state`` with a cheap policy and value the result.

        ``state`` belongs to the search and is not used again, so the playout may change it
        in place. ``rand()`` gives floats in [0, 1) for the policy's choices; chance comes
        from the state's generator. Default: with ``playout_limit`` None, the game played to
        the end by :func:`farmhouse.core.game.rollout` (uniformly random, the game's own
        fast rollout when it has one) and valued by :meth:`outcome_values`; otherwise
        random actions through :meth:`advance` for at most ``playout_limit`` actions, then
        :meth:`evaluate` if the game is not over.
        """
        game = self.game
        limit = self.playout_limit
        if limit is None:
            final, _ = rollout(game, state, rand)
            return self.values(final)
        to_move, legal_actions, advance = game.to_move, game.legal_actions, self.advance
        for _ in range(limit):
            if to_move(state) is None:
                break
            legal = legal_actions(state)
            state = advance(state, legal[math.floor(rand() * len(legal))])
        return self.values(state)

    def values(self, state: Any) -> Values:
        """The values of ``state``: from its outcome when the game is over
        (:meth:`outcome_values`), else :meth:`evaluate`."""
        outcome = self.game.outcome(state)
        if outcome is not None:
            return self.outcome_values(outcome)
        return self.evaluate(state)

    def evaluate(self, state: Any) -> Values:
        """Estimated values of the unfinished ``state`` for a playout cut off before the end:
        per seat its chance to win (``wins``) and its reward. Default: every seat equally
        likely to win (a game that cuts playouts off should say better)."""
        n = len(_players_of(self.game, state))
        even = tuple([1.0 / n] * n)
        return Values(even, even)

    def outcome_values(self, outcome: Outcome) -> Values:
        """The values of a finished game. ``wins``: 1/|winners| for each winner, 0 for the
        others. ``rewards``: ``(1 - rank_weight) * win + rank_weight * place``, where place is
        1 for first, 0 for last, shared places averaged (2 seats: the same as the win)."""
        return outcome_values(outcome, self.rank_weight)


def outcome_values(outcome: Outcome, rank_weight: float = 0.1) -> Values:
    """:meth:`SearchHooks.outcome_values` as a function (see there)."""
    n = len(outcome.scores)
    wins = [0.0] * n
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    for s in outcome.winners:
        wins[s] = share
    if rank_weight <= 0.0 or n < 2:
        return Values(wins, wins)
    place = [0.0] * n
    below = n
    for group in outcome.ranking:
        below -= len(group)
        # seats strictly below, plus half of the others tied with it, out of n - 1
        value = (below + (len(group) - 1) / 2) / (n - 1)
        for s in group:
            place[s] = value
    keep = 1.0 - rank_weight
    rewards = [keep * w + rank_weight * p for w, p in zip(wins, place, strict=True)]
    return Values(rewards, wins)


def _players_of(game: Game[Any, Any, Any, Any], state: Any) -> range:
    players = getattr(state, "players", None)
    if isinstance(players, int):
        return range(players)
    raise TypeError(f"{type(state).__name__} has no int 'players'; override SearchHooks.evaluate")


def hooks_for(game_id: str, hint: bool = False) -> SearchHooks:
    """The search hooks of ``game_id``: its ``ai`` module's ``SEARCH_HOOKS``, or the defaults
    (:class:`SearchHooks`) when it has none. With ``hint``, its ``HINT_HOOKS`` when it has
    them (a hint's search weighs alternatives ``hard`` need not), else the same. Raises
    UnknownGame for an unknown game."""
    game = registry.get_game(game_id)
    name = registry.module_name(game_id, "ai")
    if name is not None:
        module = importlib.import_module(name)
        hooks = getattr(module, "HINT_HOOKS", None) if hint else None
        if not isinstance(hooks, SearchHooks):
            hooks = getattr(module, "SEARCH_HOOKS", None)
        if isinstance(hooks, SearchHooks):
            return hooks
    return SearchHooks(game)


# ----------------------------------------------------------------------------- results


@records.frozen
class ActionStats:
    """The search's statistics of one root action, for the searching seat.

    ``visits``: iterations that chose it at the root; ``value_total``/``win_total``: the sums
    of the seat's reward and win estimate over those iterations. :attr:`value` and :attr:`win`
    are the means (0.0 when not visited); :attr:`win` is the estimated chance (0–1) that the
    seat wins if it plays ``action`` (and then as the search expects)."""

    action: Any
    visits: int
    value_total: float
    win_total: float

    @property
    def value(self) -> float:
        """Mean reward for the searching seat in [0, 1]."""
        return self.value_total / self.visits if self.visits else 0.0

    @property
    def win(self) -> float:
        """Estimated win chance in [0, 1]."""
        return self.win_total / self.visits if self.visits else 0.0


@records.frozen
class SearchResult:
    """What a search found: per root action (in the order of ``legal``) its statistics.

    ``seat``: the searching seat; ``iterations``: iterations run (all workers together);
    ``elapsed_s``: seconds the search took (for summed results, the longest); ``workers``:
    how many trees were summed. Picklable; :meth:`combine` sums root-parallel results.
    """

    seat: int
    stats: tuple[ActionStats, ...]
    iterations: int
    elapsed_s: float
    workers: int = 1

    def ranked(self) -> list[ActionStats]:
        """The root actions best first: most visits, then the higher mean value, then the
        order of ``legal`` (deterministic)."""
        order = sorted(
            range(len(self.stats)),
            key=lambda i: (-self.stats[i].visits, -self.stats[i].value, i),
        )
        return [self.stats[i] for i in order]

    def best(self) -> Any:
        """The action to play: the first of :meth:`ranked`."""
        return self.ranked()[0].action

    @staticmethod
    def combine(results: Iterable[SearchResult]) -> SearchResult:
        """The sum of results of the same decision (same seat and root actions, in the same
        order): visits and totals added per action, iterations added, the longest elapsed.
        ValueError for no results or results of different decisions."""
        items = list(results)
        if not items:
            raise ValueError("no results to combine")
        first = items[0]
        actions = [s.action for s in first.stats]
        visits = [0] * len(actions)
        values = [0.0] * len(actions)
        wins = [0.0] * len(actions)
        for r in items:
            if r.seat != first.seat or [s.action for s in r.stats] != actions:
                raise ValueError("results of different decisions")
            for i, s in enumerate(r.stats):
                visits[i] += s.visits
                values[i] += s.value_total
                wins[i] += s.win_total
        return SearchResult(
            first.seat,
            tuple(
                ActionStats(a, n, v, w)
                for a, n, v, w in zip(actions, visits, values, wins, strict=True)
            ),
            sum(r.iterations for r in items),
            max(r.elapsed_s for r in items),
            sum(r.workers for r in items),
        )


# ----------------------------------------------------------------------------- the search


class _Node:
    """A tree node = the action sequence that reaches it; its statistics are those of the
    action that led here, for the seat that chose it."""

    __slots__ = ("avail", "branches", "children", "visits", "value", "win")

    def __init__(self) -> None:
        self.children: dict[Any, _Node] = {}
        # with SearchHooks.observation: the children after each observation (None: unused)
        self.branches: dict[Hashable, dict[Any, _Node]] | None = None
        self.visits = 0
        self.avail = 0
        self.value = 0.0
        self.win = 0.0


def search(
    game: Game[Any, Any, Any, Any],
    hooks: SearchHooks,
    view: Any,
    legal: Sequence[Any],
    *,
    seed: int,
    budget_s: float | None = None,
    iterations: int | None = None,
    control: SearchControl | None = None,
) -> SearchResult:
    """SO-ISMCTS from ``view`` (the searching seat's view) over its ``legal`` actions.

    Stops after ``iterations`` iterations or when ``budget_s`` seconds would be over before
    another iteration of average length ends, whichever comes first (at least one must be
    given; ValueError otherwise; at least one iteration runs), or when ``control`` is hurried,
    and returns the root statistics. With only ``iterations`` the result is a pure function of
    (view, legal, seed, iterations, the game's hooks). Raises
    :class:`~farmhouse.core.ai.Cancelled` when ``control`` is cancelled (checked between
    iterations). One legal action: returned without searching (0 iterations). Never looks
    at anything but ``view`` and ``legal``. ValueError if ``legal`` is empty or the view's
    seat is not to move (a spectator's view, say).
    """
    if not legal:
        raise ValueError("search needs at least one legal action")
    if budget_s is None and iterations is None:
        raise ValueError("search needs budget_s or iterations")
    start = time.perf_counter()
    if not game.legal_actions_in_view(view):
        raise ValueError("the view's seat is not to move (or the view is a spectator's)")
    legal = list(legal)
    world_rng = Rng.from_seed(derive_seed(seed, "search-worlds"))
    rand = random.Random(derive_seed(seed, "search-playouts")).random
    sample = _sampler(game, view)  # what depends on the view alone, once per decision
    first = sample(world_rng)
    seat = game.to_move(first)
    if seat is None:
        raise ValueError("the view's game is over")
    root = _Node()
    if len(legal) == 1:
        return _result(seat, root, legal, 0, time.perf_counter() - start)
    deadline = math.inf if budget_s is None else start + budget_s
    limit = -1 if iterations is None else iterations
    observe = hooks.observation if type(hooks).observation is not SearchHooks.observation else None
    grows = hooks.grows if type(hooks).grows is not SearchHooks.grows else None
    # (asked of the first world, where the first iteration would ask it)
    root_candidates = hooks.candidates(first, legal) if hooks.root_candidates_from_view else None
    done = 0
    world: Any = first
    with _cyclic_gc_paused():
        while done != limit:
            if control is not None:
                if control.cancelled:
                    raise Cancelled()
                if control.hurried:
                    break
            # Stop when the next iteration, as long as the average one so far, would end
            # after the deadline: a decision overruns its budget by less than an iteration.
            if done and time.perf_counter() + (time.perf_counter() - start) / done >= deadline:
                break
            if world is None:
                world = sample(world_rng)
            _iterate(game, hooks, root, world, legal, rand, observe, grows, root_candidates)
            world = None
            done += 1
    return _result(seat, root, legal, done, time.perf_counter() - start)


def _sampler(game: Game[Any, Any, Any, Any], view: Any) -> Callable[[Rng], Any]:
    """The game's :meth:`~farmhouse.core.game.GameBase.sampler` of ``view`` (a game that
    only meets the :class:`~farmhouse.core.game.Game` protocol, not built on ``GameBase``:
    its ``sample_state`` of ``view``)."""
    if isinstance(game, GameBase):
        made: Callable[[Rng], Any] = game.sampler(view)
        return made
    return functools.partial(game.sample_state, view)


_gc_lock = threading.Lock()
_gc_pauses = 0  # searches running now with the cyclic collector paused
_gc_was_enabled = False
#: Set by a search worker process (:mod:`farmhouse.core.search_pool`): when the last running
#: search ends, every object then alive is moved to the collector's permanent generation
#: (``gc.freeze``) before the collector resumes. The objects a search leaves behind (mostly
#: the hooks' caches, hundreds of thousands of tuples after a few decisions) hold no cycles,
#: but the first collection after a search walked all those made since the last one, and
#: every tenth also the older ones: 70-100 ms CPU at the end of one Black Sheep 4-player
#: decision in ten, which made the arena's decisions at 0.25 s take 487 ms at p95. A worker
#: makes no cyclic garbage worth collecting; the app's own process never sets this.
freeze_after_search = False


@contextlib.contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a search runs (nested and concurrent
    searches: until the last one ends). The tree and the states it makes hold no reference
    cycles, so reference counting frees them anyway; but the collector's full passes walk every
    tree node, and took up to 175 ms at a time (a whole iteration is 2-10 ms), which delayed
    cancelling and "move now" and cost a fifth of the iterations (Black Sheep, 4 seats)."""
    global _gc_pauses, _gc_was_enabled
    with _gc_lock:
        if _gc_pauses == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_pauses += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_pauses -= 1
            if _gc_pauses == 0:
                if freeze_after_search:
                    gc.freeze()
                if _gc_was_enabled:
                    gc.enable()


def _iterate(
    game: Game[Any, Any, Any, Any],
    hooks: SearchHooks,
    root: _Node,
    state: Any,
    legal: Sequence[Any],
    rand: Callable[[], float],
    observe: Callable[[Any, Any], Hashable | None] | None,
    grows: Callable[[Any, Any], bool] | None = None,
    root_candidates: Sequence[Any] | None = None,
) -> None:
    """One iteration in the world ``state``: select, expand, play out, back up
    (``root_candidates``: the root's :meth:`SearchHooks.candidates` when they are the same in
    every world, else None: asked here)."""
    world = state
    to_move = game.to_move
    candidates = hooks.candidates
    advance = hooks.advance  # the first step from the world, then the iteration's own state
    owned = hooks.advance_owned
    widening = hooks.widening
    c = hooks.exploration
    log, sqrt = math.log, math.sqrt
    path: list[tuple[_Node, int]] = []
    node = root
    root.visits += 1
    children = root.children
    seat = to_move(state)
    here: Sequence[Any] = legal
    while seat is not None:
        if root_candidates is not None:  # at the root
            considered = root_candidates
            root_candidates = None
        else:
            considered = candidates(state, here)
        if widening is not None:
            k, alpha = widening
            considered = considered[: max(1, math.ceil(k * node.visits**alpha))]
        best: _Node | None = None
        best_action: Any = None
        best_score = -math.inf
        untried: list[Any] = []
        for action in considered:
            child = children.get(action)
            if child is None:
                untried.append(action)
                continue
            child.avail += 1
            if untried:
                continue
            score = child.value / child.visits + c * sqrt(log(child.avail) / child.visits)
            if score > best_score:
                best, best_action, best_score = child, action, score
        if untried:
            action = untried[math.floor(rand() * len(untried))]
            child = _Node()
            child.avail = 1
            children[action] = child
            state = advance(state, action)
            path.append((child, seat))
            break
        assert best is not None
        state = advance(state, best_action)
        advance = owned
        path.append((best, seat))
        node = best
        children = node.children
        if observe is not None:
            seen = observe(state, best_action)
            if seen is not None:  # closed loop: one subtree per observation
                if node.branches is None:
                    node.branches = {}
                branch = node.branches.get(seen)
                if branch is None:
                    branch = node.branches[seen] = {}
                children = branch
        seat = to_move(state)
        if seat is not None:
            if grows is not None and not grows(world, state):
                break  # the rest is the playout's (SearchHooks.grows)
            here = game.legal_actions(state)
    else:
        values = hooks.values(state)
        _backup(path, values)
        return
    values = hooks.values(state) if to_move(state) is None else hooks.playout(state, rand)
    _backup(path, values)


def _backup(path: list[tuple[_Node, int]], values: Values) -> None:
    rewards, wins = values
    for node, seat in path:
        node.visits += 1
        node.value += rewards[seat]
        node.win += wins[seat]


def _result(
    seat: int, root: _Node, legal: Sequence[Any], done: int, elapsed: float
) -> SearchResult:
    stats = []
    for action in legal:
        child = root.children.get(action)
        if child is None:
            stats.append(ActionStats(action, 0, 0.0, 0.0))
        else:
            stats.append(ActionStats(action, child.visits, child.value, child.win))
    if len(legal) == 1 and not stats[0].visits:
        stats[0] = ActionStats(legal[0], 1, 0.0, 0.0)  # "the" choice, unsearched
    return SearchResult(seat, tuple(stats), done, elapsed)


# ----------------------------------------------------------------------------- players


def decision_seed(seed: int, hooks: SearchHooks, view: Any) -> int:
    """The search seed of one decision: derived one-way from the AI's ``seed`` and
    :meth:`SearchHooks.decision_key` of ``view``, so with fixed iterations a decision is a pure
    function of (seed, view, legal), however the player object was made (fresh, after a
    load)."""
    return derive_seed(seed, "hard-" + hooks.decision_key(view))


class HardPlayer:
    """The ``hard`` level of any game: SO-ISMCTS with the game's :data:`SEARCH_HOOKS`.

    ``pool``: a :class:`~farmhouse.core.search_pool.SearchPool` to search in (root-parallel
    worker processes); ``None`` searches in this process. ``iterations``: a fixed number of
    iterations per decision (all workers together) instead of the time budget, so that
    decisions are reproducible for a seed and a number of worker processes.
    """

    level = "hard"

    def __init__(
        self,
        game_id: str,
        seed: int,
        *,
        iterations: int | None = None,
        pool: SearchPool | None = None,
    ) -> None:
        self.game_id = game_id
        self.seed = seed
        self.iterations = iterations
        self.pool = pool
        self.hooks = hooks_for(game_id)
        self.last: SearchResult | None = None  # the last decision's search, for tools

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """Search within ``budget_s`` seconds (or ``iterations``) and return the best action.

        One legal action is returned at once. Raises Cancelled if ``cancel`` is cancelled;
        a hurried ``cancel`` returns the best action so far."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        result = run_search(
            self.game_id,
            view,
            legal,
            seed=decision_seed(self.seed, self.hooks, view),
            budget_s=None if self.iterations is not None else budget_s,
            iterations=self.iterations,
            pool=self.pool,
            cancel=cancel,
        )
        self.last = result
        return result.best()


def run_search(
    game_id: str,
    view: Any,
    legal: Sequence[Any],
    *,
    seed: int,
    budget_s: float | None = None,
    iterations: int | None = None,
    pool: SearchPool | None = None,
    cancel: CancelToken | None = None,
    hint: bool = False,
) -> SearchResult:
    """:func:`search` for ``game_id`` with its hooks (``hint``: its hint hooks, see
    :func:`hooks_for`), in ``pool`` when given (root-parallel over its workers) or else in
    this process."""
    if pool is not None:
        return pool.search(
            game_id,
            view,
            legal,
            seed=seed,
            budget_s=budget_s,
            iterations=iterations,
            cancel=cancel if cancel is not None else CancelToken(),
            hint=hint,
        )
    return search(
        registry.get_game(game_id),
        hooks_for(game_id, hint),
        view,
        legal,
        seed=seed,
        budget_s=budget_s,
        iterations=iterations,
        control=cancel,
    )


def advise(
    game_id: str,
    view: Any,
    legal: Sequence[Any],
    *,
    seed: int,
    budget_s: float | None = None,
    iterations: int | None = None,
    pool: SearchPool | None = None,
    cancel: CancelToken | None = None,
    top: int = 3,
) -> list[ActionStats]:
    """A hint: the ``top`` best actions for the seat whose ``view`` this is, best first, each
    with its estimated win chance (:attr:`ActionStats.win`, 0–1) and visits.

    The same search as :class:`HardPlayer` (``pool`` or in this process); it sees only
    ``view``, so a hint never tells what the seat cannot see. Actions the search never tried
    are left out; one legal action is returned alone with ``visits`` 1 and no win chance
    estimate (``win`` 0.0). Raises Cancelled when ``cancel`` is cancelled; hurried, it
    answers with what it has.
    """
    result = run_search(
        game_id,
        view,
        legal,
        seed=seed,
        budget_s=budget_s,
        iterations=iterations,
        pool=pool,
        cancel=cancel,
    )
    return [s for s in result.ranked() if s.visits][:top]
