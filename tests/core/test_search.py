"""Tests of the game-agnostic SO-ISMCTS (farmhouse.core.search) in one process, on the dice-race
toy game (hidden bonuses, dice) and on the four games through their ``hard`` players."""

from __future__ import annotations

import gc
import pickle
import threading
import time
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

from farmhouse.core import registry
from farmhouse.core import search as search_module
from farmhouse.core.ai import LEVELS, Cancelled, CancelToken, make_ai
from farmhouse.core.game import GameBase, Outcome
from farmhouse.core.rng import Rng
from farmhouse.core.search import (
    ActionStats,
    HardPlayer,
    SearchHooks,
    SearchResult,
    Values,
    advise,
    hooks_for,
    outcome_values,
    search,
)

from .toygame.rules import GAME, Options, Roll, State, Step


def _state(positions: Sequence[int], bonuses: Sequence[int], to_move: int = 0, goal: int = 12):
    return State(
        len(positions),
        Options(goal=goal),
        Rng.from_seed(5),
        list(positions),
        list(bonuses),
        to_move,
    )


def _search(state: State, **kw: Any) -> SearchResult:
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    kw.setdefault("seed", 1)
    return search(GAME, SearchHooks(GAME), view, GAME.legal_actions_in_view(view), **kw)


# ----------------------------------------------------------------------------- best moves


def test_finds_the_winning_step():
    # Seat 0 at 10 with bonus 3, seat 1 at 11: Step(2) ends the race at 12 + 3 = 15 against
    # at most 11 + 3 (a sure win); Roll wins 5 times in 6; Step(1) lets seat 1 finish.
    result = _search(_state([10, 11], [3, 2]), iterations=400)
    assert result.best() == Step(2)
    best = result.ranked()[0]
    assert best.win == pytest.approx(1.0)
    by_action = {s.action: s for s in result.stats}
    assert by_action[Step(1)].win < by_action[Roll()].win < 1.0


def test_gambles_when_behind():
    # Seat 0 at 6 (bonus 0) against seat 1 at 10, which finishes next turn with Step(2) and
    # wins then: only a six now (12 against 10 + a hidden bonus of 0-3) gives seat 0 a chance.
    result = _search(_state([6, 10], [0, 1]), iterations=1500)
    assert result.best() == Roll()
    # a six wins against a bonus of 0 or 1, ties against 2: (1/2 + 1/8) / 6 = 0.104, a little
    # more while the tree still learns that seat 1 finishes at once
    assert 0.07 < result.ranked()[0].win < 0.17


def test_each_seat_plays_for_itself_in_a_three_seat_race():
    # Seat 1 is to move, at 10 with bonus 3; stepping 2 ends the game with seat 1 first.
    result = _search(_state([11, 10, 0], [0, 3, 0], to_move=1), iterations=400)
    assert result.seat == 1
    assert result.best() == Step(2)


# ----------------------------------------------------------------------------- determinism


def test_same_seed_and_iterations_give_the_same_result():
    state = _state([3, 5], [1, 2])
    first = _search(state, iterations=200, seed=7)
    again = _search(state, iterations=200, seed=7)
    other = _search(state, iterations=200, seed=8)
    assert first.stats == again.stats and first.iterations == again.iterations == 200
    assert first.stats != other.stats


def test_choice_depends_only_on_the_view():
    # Two states that differ only in what seat 0 cannot see (seat 1's bonus, the generator
    # that will roll the dice) give seat 0 the same view, hence the same search.
    a = _state([4, 6], [2, 0])
    b = _state([4, 6], [2, 3])
    b.rng = Rng.from_seed(999)
    assert GAME.view(a, 0) == GAME.view(b, 0)
    assert _search(a, iterations=300).stats == _search(b, iterations=300).stats


def test_hard_player_choice_depends_only_on_seed_and_view(toy):
    a = _state([4, 6], [2, 0])
    b = _state([4, 6], [2, 3])
    b.rng = Rng.from_seed(999)

    def choose(state: State, seed: int) -> Any:
        player = HardPlayer("toy_dice", seed, iterations=150)
        view = GAME.view(state, 0)
        action = player.choose(view, GAME.legal_actions_in_view(view), 5.0, CancelToken())
        assert player.last is not None
        return action, player.last.stats

    assert choose(a, 3) == choose(b, 3)
    assert choose(a, 3)[1] != choose(a, 4)[1]


# ----------------------------------------------------------------------------- stopping


def test_one_legal_action_is_not_searched(toy):
    state = _state([4, 6], [2, 0])
    view = GAME.view(state, 0)
    result = search(GAME, SearchHooks(GAME), view, [Step(1)], seed=1, iterations=100)
    assert result.iterations == 0 and result.best() == Step(1)
    player = HardPlayer("toy_dice", 1, iterations=100)
    assert player.choose(view, [Step(2)], 1.0, CancelToken()) == Step(2)
    assert player.last is None  # no search ran


def test_time_budget_stops_the_search():
    start = time.perf_counter()
    result = _search(_state([0, 0], [0, 0]), budget_s=0.2)
    assert time.perf_counter() - start < 2.0  # loose: the machine is shared
    assert result.iterations > 0 and result.elapsed_s > 0.1  # ends before an iteration overruns


def test_iterations_stop_before_the_budget():
    assert _search(_state([0, 0], [0, 0]), budget_s=60.0, iterations=50).iterations == 50


def test_cancelled_token_raises_at_once():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        _search(_state([0, 0], [0, 0]), budget_s=60.0, control=token)
    assert gc.isenabled()  # paused during the search only


def test_the_cyclic_garbage_collector_is_paused_during_a_search_only():
    seen = []

    class Watch(SearchHooks):
        def advance(self, state: Any, action: Any) -> Any:
            seen.append(gc.isenabled())
            return super().advance(state, action)

    state = _state([0, 0], [0, 0])
    view = GAME.view(state, 0)
    search(GAME, Watch(GAME), view, GAME.legal_actions_in_view(view), seed=1, iterations=20)
    assert seen and not any(seen)
    assert gc.isenabled()
    gc.disable()
    try:  # a caller that paused it itself keeps it paused
        _search(state, iterations=5)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_with_freeze_after_search_the_collector_never_walks_what_a_search_left(monkeypatch):
    """``freeze_after_search`` (set in search worker processes): the objects alive when a
    search ends, such as the caches it grew, are moved to the collector's permanent generation
    before the collector resumes, so no collection after the search walks them (in Black
    Sheep's workers such a collection took 70-100 ms CPU at the end of one decision in ten).
    Not set (the app's own process): nothing is frozen."""
    left: list[list[Any]] = []

    class Leaving(SearchHooks):
        def advance(self, state: Any, action: Any) -> Any:
            left.append([action])  # a tracked object that outlives the search, like a cache's
            return super().advance(state, action)

    state = _state([0, 0], [0, 0])
    view = GAME.view(state, 0)
    legal = GAME.legal_actions_in_view(view)

    def walked() -> list[bool]:
        """Per object left, whether the collector's generations hold it."""
        ids = {id(o) for o in gc.get_objects()}
        return [id(o) in ids for o in left]

    monkeypatch.setattr(search_module, "freeze_after_search", False)
    search(GAME, Leaving(GAME), view, legal, seed=1, iterations=30)
    assert left and all(walked())
    left.clear()
    monkeypatch.setattr(search_module, "freeze_after_search", True)
    try:
        search(GAME, Leaving(GAME), view, legal, seed=1, iterations=30)
        assert left and not any(walked())
        assert gc.get_count()[0] < 50  # no backlog for the first collection after it
        assert gc.isenabled()
    finally:
        gc.unfreeze()


def _in_background(token: CancelToken, after_s: float, what: str) -> threading.Thread:
    def act() -> None:
        time.sleep(after_s)
        getattr(token, what)()

    thread = threading.Thread(target=act)
    thread.start()
    return thread


def test_cancel_during_a_search_stops_it():
    token = CancelToken()
    thread = _in_background(token, 0.2, "cancel")
    start = time.perf_counter()
    with pytest.raises(Cancelled):
        _search(_state([0, 0, 0, 0], [0, 0, 0, 0]), budget_s=60.0, control=token)
    thread.join()
    assert time.perf_counter() - start < 1.5  # loose; benchmarks measure the real latency


def test_move_now_returns_the_best_so_far():
    token = CancelToken()
    thread = _in_background(token, 0.2, "hurry")
    start = time.perf_counter()
    result = _search(_state([0, 0], [0, 0]), budget_s=60.0, control=token)
    thread.join()
    assert time.perf_counter() - start < 1.5
    assert result.iterations > 0 and result.best() in GAME.legal_actions(_state([0, 0], [0, 0]))


def test_needs_a_budget_or_iterations_and_a_seat_to_move():
    state = _state([0, 0], [0, 0])
    with pytest.raises(ValueError):
        _search(state)
    view = GAME.view(state, 1)  # seat 1 is not to move
    with pytest.raises(ValueError):
        search(GAME, SearchHooks(GAME), view, [Step(1), Roll()], seed=1, iterations=5)
    with pytest.raises(ValueError):
        search(GAME, SearchHooks(GAME), GAME.view(state, 0), [], seed=1, iterations=5)


# ----------------------------------------------------------------------------- hooks


class _CountingHooks(SearchHooks):
    """Considers only steps, plays out to a fixed depth and evaluates by position."""

    playout_limit = 2

    def __init__(self) -> None:
        super().__init__(GAME)
        self.evaluated = 0
        self.considered: list[Any] = []

    def candidates(self, state: Any, legal: Sequence[Any]) -> Sequence[Any]:
        steps = [a for a in legal if isinstance(a, Step)]
        self.considered.append(steps)
        return steps

    def evaluate(self, state: Any) -> Values:
        self.evaluated += 1
        total = sum(state.positions) or 1
        wins = [p / total for p in state.positions]
        return Values(wins, wins)


def test_hooks_shape_the_search():
    hooks = _CountingHooks()
    state = _state([0, 0], [0, 0])
    view = GAME.view(state, 0)
    result = search(GAME, hooks, view, GAME.legal_actions_in_view(view), seed=1, iterations=60)
    by_action = {s.action: s for s in result.stats}
    assert by_action[Roll()].visits == 0  # never a candidate
    assert by_action[Step(2)].visits > by_action[Step(1)].visits  # the better step
    assert hooks.evaluated > 0  # cut-off playouts were evaluated
    assert all(steps == [Step(1), Step(2)] for steps in hooks.considered)


def test_widening_considers_a_growing_prefix():
    class Narrow(SearchHooks):
        widening = (1.0, 0.0)  # always only the first candidate

    state = _state([0, 0], [0, 0])
    view = GAME.view(state, 0)
    result = search(
        GAME, Narrow(GAME), view, GAME.legal_actions_in_view(view), seed=1, iterations=30
    )
    assert [s.visits for s in result.stats] == [30, 0, 0]


def test_outcome_values_mix_win_share_and_place():
    outcome = Outcome(scores=(5, 9, 9, 1), ranking=((1, 2), (0,), (3,)), winners=(1, 2))
    rewards, wins = outcome_values(outcome, rank_weight=0.1)
    assert wins == [0.0, 0.5, 0.5, 0.0]
    # places: seats 1 and 2 share first and second (2.5 of 3 seats below), seat 0 is third
    assert rewards == pytest.approx([0.1 * 1 / 3, 0.45 + 0.1 * 2.5 / 3, 0.45 + 0.1 * 2.5 / 3, 0.0])
    assert outcome_values(outcome, rank_weight=0.0) == Values(wins, wins)


def test_default_hooks_and_a_games_own(toy, monkeypatch):
    from .toygame import ai as toy_ai

    for game_id in registry.game_ids():
        hooks = hooks_for(game_id)
        assert isinstance(hooks, SearchHooks) and hooks.game is registry.get_game(game_id)
    default = hooks_for("toy_dice")  # its ai module has no SEARCH_HOOKS
    assert type(default) is SearchHooks and default.game is GAME

    class Mine(SearchHooks):
        pass

    mine = Mine(GAME)
    monkeypatch.setattr(toy_ai, "SEARCH_HOOKS", mine, raising=False)
    assert hooks_for("toy_dice") is mine
    monkeypatch.setattr(toy_ai, "SEARCH_HOOKS", "not hooks")
    assert type(hooks_for("toy_dice")) is SearchHooks


# ----------------------------------------------------------------------------- results


def test_results_combine_rank_and_pickle():
    a = SearchResult(0, (ActionStats("x", 3, 1.5, 1.0), ActionStats("y", 3, 2.0, 2.0)), 6, 0.5)
    b = SearchResult(0, (ActionStats("x", 2, 2.0, 2.0), ActionStats("y", 0, 0.0, 0.0)), 2, 0.7)
    total = SearchResult.combine([a, b])
    assert total.stats == (ActionStats("x", 5, 3.5, 3.0), ActionStats("y", 3, 2.0, 2.0))
    assert (total.iterations, total.elapsed_s, total.workers) == (8, 0.7, 2)
    assert total.best() == "x" and total.stats[0].win == pytest.approx(0.6)
    assert [s.action for s in a.ranked()] == ["y", "x"]  # equal visits: the better value first
    assert pickle.loads(pickle.dumps(total)) == total
    with pytest.raises(ValueError):
        SearchResult.combine([a, SearchResult(1, a.stats, 6, 0.5)])
    with pytest.raises(ValueError):
        SearchResult.combine([])


def test_advise_gives_the_best_actions_with_win_chances(toy):
    view = GAME.view(_state([10, 11], [3, 2]), 0)
    hint = advise("toy_dice", view, GAME.legal_actions_in_view(view), seed=1, iterations=400)
    assert [h.action for h in hint][0] == Step(2)
    assert len(hint) == 3 and hint[0].win == pytest.approx(1.0)
    assert hint[0].win >= hint[1].win >= hint[2].win


# ----------------------------------------------------------------------------- the games


def test_hard_is_a_level_everywhere():
    assert "hard" in LEVELS
    for game_id in registry.game_ids():
        player = make_ai(game_id, "hard", 1, iterations=5)
        assert isinstance(player, HardPlayer) and player.iterations == 5


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_hard_decides_legally_in_every_game(game_id: str):
    game = registry.get_game(game_id)
    for players in (2, max(game.player_counts)):
        state = game.setup(players, game.Options(), 11)
        rng = Rng.from_seed(2)
        player = make_ai(game_id, "hard", 3, iterations=8)
        decisions = 0
        while (seat := game.to_move(state)) is not None and decisions < 12:
            view = game.view(state, seat)
            legal = game.legal_actions_in_view(view)
            if len(legal) > 1 and rng.randbelow(3) == 0:
                action = player.choose(view, legal, 1.0, CancelToken())
                decisions += 1
            else:
                action = rng.choice(list(legal))
            assert action in game.legal_actions(state)
            state, _ = game.apply(state, action)


def test_observations_split_the_tree_after_chance():
    # White box: with an observation key (here the mover's new position, so the die rolled),
    # the node after Roll keeps one subtree per key; without one it keeps one subtree.
    from farmhouse.core.search import _iterate, _Node

    class Seen(SearchHooks):
        def observation(self, state: Any, action: Any) -> Any:
            return tuple(state.positions) if isinstance(action, Roll) else None

    def grow(hooks: SearchHooks, observe: Any) -> _Node:
        root = _Node()
        worlds = Rng.from_seed(3)
        rand = __import__("random").Random(1).random
        view = GAME.view(_state([0, 0], [1, 1]), 0)
        for _ in range(300):
            world = GAME.sample_state(view, worlds)
            _iterate(GAME, hooks, root, world, [Step(1), Step(2), Roll()], rand, observe)
        return root

    hooks = Seen(GAME)
    closed = grow(hooks, hooks.observation).children[Roll()]
    assert closed.branches is not None and not closed.children
    assert set(closed.branches) == {(n, 0) for n in range(1, 7)}
    assert all(branch for branch in closed.branches.values())
    opened = grow(hooks, None).children[Roll()]
    assert opened.branches is None and set(opened.children) == {Step(1), Step(2), Roll()}
    assert grow(hooks, None).visits == 300
    calls = []

    class Counted(Seen):
        def observation(self, state: Any, action: Any) -> Any:
            calls.append(action)
            return super().observation(state, action)

    _ = search(GAME, Counted(GAME), GAME.view(_state([0, 0], [1, 1]), 0), [Step(1), Roll()],
               seed=1, iterations=50)  # fmt: skip
    assert Roll() in calls


def test_grows_keeps_the_tree_to_the_decisions_it_allows():
    # With SearchHooks.grows allowing only the root seat's decisions, the tree holds no node
    # for the other seat's decisions (the playout plays them) but still grows below the
    # root seat's own later decisions; grows sees the iteration's root world and the state.
    seen_roots = []

    class OwnOnly(SearchHooks):
        def grows(self, root: Any, state: Any) -> bool:
            seen_roots.append(root)
            return state.to_move == root.to_move

    view = GAME.view(_state([0, 0], [1, 1]), 0)
    legal = GAME.legal_actions_in_view(view)
    result = search(GAME, OwnOnly(GAME), view, legal, seed=1, iterations=300)
    assert sum(s.visits for s in result.stats) == 300
    assert seen_roots and all(r.to_move == 0 for r in seen_roots)

    from farmhouse.core.search import _iterate, _Node

    def grow(hooks: SearchHooks, grows: Any) -> _Node:
        root = _Node()
        worlds = Rng.from_seed(3)
        rand = __import__("random").Random(1).random
        for _ in range(300):
            world = GAME.sample_state(view, worlds)
            _iterate(GAME, hooks, root, world, legal, rand, None, grows)
        return root

    def deepest(node: _Node) -> int:
        return 1 + max((deepest(c) for c in node.children.values()), default=0)

    hooks = OwnOnly(GAME)
    kept = grow(hooks, hooks.grows)
    # The toy game alternates seats: the root's children are seat 0's actions and the nodes
    # below them would be seat 1's, which grows refuses.
    assert kept.children and all(not c.children for c in kept.children.values())
    assert deepest(grow(hooks, None)) > 2  # without grows the tree goes deeper


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_sampled_world_has_its_own_chance(game_id: str):
    # The search leaves chance to the game (its state's generator): each world it samples
    # must bring a new generator, never the real game's, or every iteration would replay the
    # same dice and draws, and the real ones at that.
    import attrs

    game = registry.get_game(game_id)
    state = game.setup(2, game.Options(), 1)
    view = game.view(state, game.to_move(state))
    rng = Rng.from_seed(1)
    worlds = [game.sample_state(view, rng) for _ in range(3)]
    names = [f.name for f in attrs.fields(type(state)) if isinstance(getattr(state, f.name), Rng)]
    assert names
    for name in names:
        states = {getattr(w, name).state for w in worlds}
        assert len(states) == 3 and getattr(state, name).state not in states


def test_a_decision_makes_one_sampler_and_samples_a_world_per_iteration(monkeypatch):
    # The search asks the game for the view's sampler once (what depends on the view alone
    # is worked out once per decision) and draws every iteration's world from it; the
    # default sampler is the game's sample_state, so the result is the same either way.
    view = GAME.view(_state([0, 0], [1, 1]), 0)
    legal = GAME.legal_actions_in_view(view)
    before = search(GAME, SearchHooks(GAME), view, legal, seed=4, iterations=120)
    made, calls = [], []
    plain = type(GAME).sampler

    def counted(self: Any, v: Any) -> Any:
        made.append(v)
        sample = plain(self, v)

        def call(rng: Rng) -> Any:
            calls.append(rng)
            return sample(rng)

        return call

    monkeypatch.setattr(type(GAME), "sampler", counted)
    after = search(GAME, SearchHooks(GAME), view, legal, seed=4, iterations=120)
    assert made == [view]
    assert len(calls) == 120
    assert after.stats == before.stats
    # a game that only meets the Game protocol (not built on GameBase: no sampler) is
    # sampled by its sample_state, as before
    monkeypatch.undo()

    class ProtocolOnly:
        def __getattr__(self, name: str) -> Any:
            if name == "sampler":
                raise AttributeError(name)
            return getattr(GAME, name)

    game: Any = ProtocolOnly()
    assert not isinstance(game, GameBase)
    assert search(game, SearchHooks(game), view, legal, seed=4, iterations=120).stats == (
        before.stats
    )


def test_root_candidates_from_the_view_are_asked_once_per_decision():
    asked: list[Any] = []

    class Fixed(SearchHooks):
        root_candidates_from_view = True

        def candidates(self, state: Any, legal: Sequence[Any]) -> Sequence[Any]:
            asked.append(state.turn)  # (0 at the root only)
            return legal

    view = GAME.view(_state([0, 0], [1, 1]), 0)
    legal = GAME.legal_actions_in_view(view)
    fixed = search(GAME, Fixed(GAME), view, legal, seed=2, iterations=200)
    assert asked.count(0) == 1
    assert len(asked) > 100  # deeper nodes are asked as before
    plain = search(GAME, SearchHooks(GAME), view, legal, seed=2, iterations=200)
    assert fixed.stats == plain.stats


def test_advance_owned_steps_the_iteration_s_own_states_in_place():
    # SearchHooks.advance_owned: after the first tree step of an iteration (advance, from
    # the sampled world), the search hands the later steps' states, which only the iteration
    # holds, to advance_owned, which may change them in place. A toy in-place version gives
    # the default's search exactly, and never sees a world or a state it did not make.
    made: list[Any] = []  # states advance made (kept alive, so ids stay unique)
    owned_inputs: list[Any] = []
    worlds: list[Any] = []

    class InPlace(SearchHooks):
        def advance(self, state: Any, action: Any) -> Any:
            new = super().advance(state, action)
            made.append(new)
            return new

        def advance_owned(self, state: Any, action: Any) -> Any:
            owned_inputs.append(state)
            seat = state.to_move
            n = state.rng.randbelow(6) + 1 if isinstance(action, Roll) else action.n
            state.positions[seat] = min(state.options.goal, state.positions[seat] + n)
            state.to_move = (
                None if state.positions[seat] >= state.options.goal else (seat + 1) % state.players
            )
            state.turn += 1
            return state

    sample = GAME.sample_state

    def sample_state(view: Any, rng: Rng) -> Any:
        world = sample(view, rng)
        worlds.append(world)
        return world

    view = GAME.view(_state([3, 2], [1, 2]), 0)
    legal = GAME.legal_actions_in_view(view)
    plain = search(GAME, SearchHooks(GAME), view, legal, seed=4, iterations=400)
    hooks = InPlace(GAME)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(GAME, "sample_state", sample_state)
        mp.setattr(GAME, "sampler", lambda v: lambda rng: sample_state(v, rng))
        owned = search(GAME, hooks, view, legal, seed=4, iterations=400)
    assert owned == attrs.evolve(plain, elapsed_s=owned.elapsed_s)
    assert owned_inputs  # the tree went deeper than one step
    world_ids = {id(w) for w in worlds}
    made_ids = {id(s) for s in made}
    assert all(id(s) not in world_ids and id(s) in made_ids for s in owned_inputs)
    assert SearchHooks(GAME).advance_owned(_state([0, 0], [1, 1]), Step(1)).positions == [1, 0]
