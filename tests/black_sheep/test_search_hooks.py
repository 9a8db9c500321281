"""Black Sheep's hooks for the ``hard`` search (farmhouse.core.search): the unchecked transition
it advances with, the evaluation of unfinished states, the root's candidates from ``normal``'s
estimate, and the search finding a won game."""

from __future__ import annotations

import math
import random

import pytest

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import hooks_for, outcome_values, search
from farmhouse.games.black_sheep import ai, rules
from farmhouse.games.black_sheep.data import ANIMALS, CARDS_PER_TYPE
from farmhouse.games.black_sheep.rules import GAME, Options, Play, State

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep
HOOKS = ai.SEARCH_HOOKS

OPTIONS = [Options(), Options(task_cards=True), Options(values_hidden_until_end=True)]


def _positions(players: int, options: Options, seed: int, every: int = 5) -> list[State]:
    rand = random.Random(seed).random
    state = GAME.setup(players, options, seed)
    found = []
    while state.to_move is not None:
        if state.turn % every == 2:
            found.append(state)
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, legal[int(rand() * len(legal))])
    return found


def test_the_search_uses_these_hooks():
    assert hooks_for("black_sheep") is HOOKS


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS)
def test_advance_is_apply_without_events_or_checks(monkeypatch, players, options):
    monkeypatch.setattr(HOOKS, "opponents", "tree")  # the transition alone
    for state in _positions(players, options, 11 + players):
        before = GAME.digest(state)
        legal = GAME.legal_actions(state)
        assert list(rules.legal_tuple(state)) == legal
        for action in legal:
            want, _ = GAME.apply(state, action)
            assert HOOKS.advance(state, action) == want  # every field
        assert GAME.digest(state) == before  # the input is untouched
        owned = rules.advance(state, legal[-1])
        if owned.to_move is not None:
            follow = GAME.legal_actions(owned)[-1]
            want, _ = GAME.apply(owned, follow)
            rules.advance_in_place(owned, follow)  # the state itself changes
            assert owned == want


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS)
def test_evaluate_gives_every_seat_a_win_chance(players, options):
    for state in _positions(players, options, 3 + players):
        values = HOOKS.evaluate(state)
        assert len(values.wins) == players
        assert math.isclose(sum(values.wins), 1.0)
        assert all(0.0 <= w <= 1.0 for w in values.wins)
        assert all(0.0 <= r <= 1.0 for r in values.rewards)
        if players == 2:
            assert list(values.rewards) == list(values.wins)
        else:  # each seat's chance to beat the best other: in the order of the win chances
            by_wins = sorted(range(players), key=lambda s: values.wins[s])
            assert sorted(values.rewards) == [values.rewards[s] for s in by_wins]
            leader = by_wins[-1]
            assert values.rewards[leader] >= 0.5 >= max(values.rewards[s] for s in by_wins[:-1])


def test_values_of_a_finished_game_are_its_outcome():
    state = GAME.setup(3, Options(), 4)
    final, _ = GAME.rollout(state, random.Random(2).random)
    outcome = GAME.outcome(final)
    assert outcome is not None
    assert HOOKS.values(final) == outcome_values(outcome, HOOKS.rank_weight)


def _late(build, corral0, corral1):
    """Two players, one pasture left (horses), seat 1's side complete (two pairs), seat 0 to
    complete its side (one chicken on it) from a horse, a cow and a black sheep; every other
    card in the deck."""
    hands = {0: [H, C, B], 1: [S, S, K]}
    sides = {0: {0: [K], 1: [C, C, P]}}
    deck = [a for a in ANIMALS for _ in range(CARDS_PER_TYPE)]
    for card in [*hands[0], *hands[1], *sides[0][0], *sides[0][1]]:
        deck.remove(card)
    return build(
        2,
        hands=hands,
        figures={0: [H, H]},
        sides=sides,
        retired=[1, 2],
        end_triggered=True,
        corrals={0: corral0, 1: corral1},
        deck=deck,
    )


def test_evaluate_follows_the_pasture_and_the_standings(build):
    close = _late(build, [(C, 3), (P, 2)], [(C, 2), (P, 3), (S, 1)])
    wins = HOOKS.evaluate(close).wins
    strong = rules.advance(close, Play(0, (H, C)))  # three horses: the pasture is won, game over
    assert GAME.outcome(strong) is not None
    behind = _late(build, [(B, -3)], [(C, 3), (P, 3), (S, 3), (K, 3)])
    assert HOOKS.evaluate(behind).wins[0] < wins[0]
    # seat 0 holds the cards to beat two pairs: the pasture's chance is mostly its
    assert HOOKS.pasture_chances(close, close.pastures[0])[0] > 0.5


@pytest.mark.parametrize("iterations", [60, 400])
def test_hard_finds_the_move_that_wins_the_game(build, iterations):
    state = _late(build, [(C, 3), (P, 2)], [(C, 2), (P, 3), (S, 1)])
    legal = GAME.legal_actions(state)
    winning = []
    for action in legal:
        outcome = GAME.outcome(GAME.apply(state, action)[0])
        assert outcome is not None  # the last pasture scores: the game ends
        if outcome.winners == (0,):
            winning.append(action)
    assert 0 < len(winning) < len(legal)
    for seed in range(5):  # a random pick would win all five times with a chance of 13%
        player = ai.make_player("hard", seed, iterations=iterations)
        assert player.choose(GAME.view(state, 0), legal, 1.0, CancelToken()) in winning


def test_root_candidates_are_normals_best_few():
    state = _positions(2, Options(), 21)[3]
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    assert len(legal) > 6
    result = search(GAME, HOOKS, view, legal, seed=5, iterations=200)
    values = ai._standings(
        view, legal, ai._decision_rng(0, view), HOOKS.root_samples, math.inf, None
    )
    best_first = sorted(range(len(legal)), key=lambda j: -values[j])
    k = int(HOOKS.root_width[0])
    top = {legal[j] for j in best_first[:k]}
    searched = {s.action for s in result.stats if s.visits > 1}
    assert searched == top
    assert result.best() in top


def test_the_root_is_ranked_from_the_view_alone():
    """Two worlds of the same view give the same root order (what the seat cannot see does
    not change it)."""
    state = _positions(3, Options(task_cards=True), 8)[4]
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    orders = []
    for seed in (1, 2):
        hooks = ai.BlackSheepHooks(GAME)
        world = GAME.sample_state(view, Rng.from_seed(seed))
        hooks.candidates(world, legal)
        orders.append(list(hooks.candidates(GAME.sample_state(view, Rng.from_seed(9)), legal)))
    assert orders[0] == orders[1]


def _pieces(state: State) -> tuple[int, list[int]]:
    """All 84 cards wherever they are (hands, sides, deck, discard) and the 36 figures
    (supply, pastures, corrals) as sorted ids."""
    cards = len(state.deck) + len(state.discard) + sum(len(h) for h in state.hands)
    cards += sum(len(side) for p in state.pastures for side in p.sides)
    figures = [*state.supply, *(f for p in state.pastures for f in p.figures)]
    figures += [f for corral in state.corrals for f in corral]
    return cards, sorted(figures)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("horizon", [3, 40, 1000])
def test_playout_plays_legal_actions_keeps_every_piece_and_ends(monkeypatch, players, horizon):
    """A playout of ``horizon`` random actions (1000: to the end) plays only legal actions,
    keeps every card and figure, and values the state it reaches: the outcome when the game
    ended, else the evaluation."""
    monkeypatch.setattr(HOOKS, "horizon", horizon)
    played: list[tuple[State, object]] = []
    step = rules.advance_in_place

    def checked(state, action):
        assert action in GAME.legal_actions(state)
        played.append((state.turn, action))
        step(state, action)

    monkeypatch.setattr(rules, "advance_in_place", checked)
    every = (len(ANIMALS) * CARDS_PER_TYPE, list(range(36)))
    for state in _positions(players, Options(), 40 + players, every=9):
        owned = rules.advance(state, GAME.legal_actions(state)[0])
        if owned.to_move is None:
            continue
        before = len(played)
        values = HOOKS.playout(owned, random.Random(7).random)
        assert _pieces(owned) == every
        outcome = GAME.outcome(owned)
        if outcome is not None:
            assert values == outcome_values(outcome, HOOKS.rank_weight)
        else:
            assert len(played) - before == horizon
            assert values == HOOKS.evaluate(owned)
        assert all(0.0 <= v <= 1.0 for v in (*values.rewards, *values.wins))
    assert played


def test_decision_key_is_equal_for_equal_views_only():
    """Worlds that differ only in what the seat cannot see give one key (so one search seed);
    another seat's view, or the next turn's, gives another."""
    state = _positions(3, Options(), 17)[5]
    seat = state.to_move
    view = GAME.view(state, seat)
    keys = set()
    for seed in range(4):
        world = GAME.sample_state(view, Rng.from_seed(seed))
        assert world.hands != state.hands or world.deck != state.deck or seed == 0
        keys.add(HOOKS.decision_key(GAME.view(world, seat)))
    assert keys == {HOOKS.decision_key(view)}
    other_seat = HOOKS.decision_key(GAME.view(state, (seat + 1) % 3))
    later = HOOKS.decision_key(GAME.view(rules.advance(state, GAME.legal_actions(state)[0]), seat))
    assert len({HOOKS.decision_key(view), other_seat, later}) == 3


@pytest.mark.parametrize("players", [2, 4])
def test_no_root_move_outside_the_roots_width_is_ever_tried(players):
    """The root is recognised at its first visit (its world is sampled, not a state advance
    made), so even the first iteration expands one of the root's considered moves; before,
    that iteration expanded any legal move, and a hint could show that one-visit move."""
    for state in _positions(players, Options(), 30 + players, every=7)[:6]:
        view = GAME.view(state, state.to_move)
        legal = GAME.legal_actions(state)
        if len(legal) <= HOOKS.root_width[0]:
            continue
        hooks = ai.BlackSheepHooks(GAME)
        result = search(GAME, hooks, view, legal, seed=3, iterations=7)
        tried = {s.action for s in result.stats if s.visits}
        values = ai._standings(
            view, legal, ai._decision_rng(0, view), hooks.root_samples, math.inf, None
        )
        best_first = sorted(range(len(legal)), key=lambda j: -values[j])
        assert tried <= {legal[j] for j in best_first[: int(hooks.root_width[0])]}


@pytest.mark.parametrize("players", [3, 4])
def test_each_reward_is_what_its_name_says(monkeypatch, players):
    """``reward`` "wins": the win chances; "mean": the chance to beat the others' mean total;
    "rank": the mean chance to beat each other seat; "best" (the default): to beat the best
    other seat. Each in [0, 1], and "rank" lies between "best" and the chance to beat the
    weakest other seat."""
    checked = 0
    for state in _positions(players, Options(), 21 + players):
        totals, left = HOOKS.totals(state)
        temperature = HOOKS.total_temperature + HOOKS.total_temperature_per_figure * (
            2 * left / players
        )
        seen = {}
        for mode in ("best", "wins", "mean", "rank"):
            monkeypatch.setattr(HOOKS, "reward", mode)
            seen[mode] = HOOKS.evaluate(state)
        assert all(v.wins == seen["best"].wins for v in seen.values())
        assert seen["wins"].rewards == seen["wins"].wins
        for s, own in enumerate(totals):
            others = [t for o, t in enumerate(totals) if o != s]
            beat = [1 / (1 + math.exp(-(own - t) / temperature)) for t in others]
            mean = sum(others) / len(others)
            assert seen["best"].rewards[s] == pytest.approx(min(beat))
            assert seen["rank"].rewards[s] == pytest.approx(sum(beat) / len(beat))
            assert seen["mean"].rewards[s] == pytest.approx(
                1 / (1 + math.exp(-(own - mean) / temperature))
            )
            assert min(beat) <= seen["rank"].rewards[s] <= max(beat)
        checked += 1
    assert checked > 5


def test_an_unknown_reward_is_refused_and_two_players_reward_the_win(monkeypatch):
    monkeypatch.setattr(HOOKS, "reward", "rank")
    two = _positions(2, Options(), 9)[3]
    values = HOOKS.evaluate(two)
    assert values.rewards == values.wins
    monkeypatch.setattr(HOOKS, "reward", "loudest moo")
    with pytest.raises(ValueError, match="loudest moo"):
        HOOKS.evaluate(_positions(4, Options(), 9)[3])


@pytest.mark.parametrize("players", [2, 4])
def test_a_greedy_playout_plays_each_movers_first_ordered_action(monkeypatch, players):
    """``playout_policy`` "greedy": each of the ``horizon`` actions is the mover's first by
    :func:`ai._ordered`, and ``rand`` is never called: a greedy playout from a state is one
    sequence of legal actions, valued where it stops."""
    monkeypatch.setattr(HOOKS, "horizon", 6)
    monkeypatch.setattr(HOOKS, "playout_policy", "greedy")

    def never() -> float:
        raise AssertionError("a greedy playout draws no random choice")

    checked = 0
    for state in _positions(players, Options(), 50 + players, every=11):
        replay = rules.advance(state, rules.legal_tuple(state)[0])
        start = rules.advance(state, rules.legal_tuple(state)[0])
        if start.to_move is None:
            continue
        for _ in range(6):
            seat = replay.to_move
            if seat is None:
                break
            legal = rules.legal_tuple(replay)
            types = replay.figure_types
            board = tuple(
                (tuple(types[f] for f in p.figures), tuple(p.sides[seat])) if p.active else None
                for p in replay.pastures
            )
            rules.advance_in_place(
                replay, legal[ai._ordered(tuple(replay.hands[seat]), board, legal)[0]]
            )
        values = HOOKS.playout(start, never)
        assert start == replay
        assert values == HOOKS.values(replay)
        checked += 1
    assert checked > 3


@pytest.mark.parametrize("players", [3, 4])
def test_with_greedy_opponents_advance_plays_the_other_seats_by_ordered(players):
    """``opponents`` "greedy" (the default) with 3 or 4 players: the searching seat's move,
    then each other seat's first by :func:`ai._ordered`, until that seat is to move again or
    the game is over; the input state untouched."""
    assert HOOKS.opponents == "greedy"
    checked = 0
    for state in _positions(players, Options(), 70 + players, every=7):
        me = state.to_move
        before = GAME.digest(state)
        for action in rules.legal_tuple(state)[:4]:
            want = rules.advance(state, action)
            replies = 0
            while want.to_move is not None and want.to_move != me:
                seat = want.to_move
                legal = rules.legal_tuple(want)
                pick = ai._ordered(*ai._mover_board(want, seat), legal)[0] if len(legal) > 1 else 0
                rules.advance_in_place(want, legal[pick])
                replies += 1
            got = HOOKS.advance(state, action)
            assert got == want
            assert got.to_move in (None, me)
            checked += replies > 0
        assert GAME.digest(state) == before
    assert checked > 10


def test_greedy_opponents_leave_two_player_searches_as_they_were(monkeypatch):
    """With 2 players the other seat stays in the tree whatever ``opponents`` says: the
    root statistics are those of ``opponents`` "tree", bit for bit."""
    results = {}
    for mode in ("tree", "greedy"):
        monkeypatch.setattr(HOOKS, "opponents", mode)
        got = []
        for i, state in enumerate(_positions(2, Options(), 23, every=9)[:4]):
            view = GAME.view(state, state.to_move)
            legal = GAME.legal_actions_in_view(view)
            got.append(search(GAME, HOOKS, view, legal, seed=i, iterations=200).stats)
        results[mode] = got
    assert results["greedy"] == results["tree"]


@pytest.mark.parametrize("opponents", ["tree", "greedy"])
def test_with_greedy_opponents_the_tree_holds_only_the_searching_seat_s_decisions(
    monkeypatch, opponents
):
    """4 players: with ``opponents`` "greedy" every decision the search considers is the
    searching seat's, and some are its later turns (the tree reaches past the other seats'
    moves); with "tree" the other seats' decisions are considered too."""
    monkeypatch.setattr(HOOKS, "opponents", opponents)
    state = _positions(4, Options(), 31)[4]
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    turns: list[tuple[int | None, int]] = []
    considered = HOOKS.candidates

    def recording(world, actions):
        turns.append((world.to_move, world.turn))
        return considered(world, actions)

    monkeypatch.setattr(HOOKS, "candidates", recording)
    search(GAME, HOOKS, view, legal, seed=3, iterations=300)
    others = [t for t in turns if t[0] != seat]
    later = [t for t in turns if t[0] == seat and t[1] > state.turn]
    assert (others == []) == (opponents == "greedy")
    # greedy: its own next turns are in the tree (with "tree", 300 iterations do not get there)
    assert bool(later) == (opponents == "greedy")


@pytest.mark.parametrize("tree_seats", ["all", "own"])
def test_with_tree_seats_own_the_tree_holds_only_the_searching_seats_decisions(
    monkeypatch, tree_seats
):
    """``tree_seats`` "own": the search considers (and so grows) only decisions of the seat
    that searches; the other seats' moves are the playout's. "all": theirs too (the other
    seats in the tree, ``opponents`` "tree")."""
    monkeypatch.setattr(HOOKS, "opponents", "tree")
    monkeypatch.setattr(HOOKS, "tree_seats", tree_seats)
    state = _positions(4, Options(), 31)[4]
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    movers: list[int | None] = []
    considered = HOOKS.candidates

    def recording(world, actions):
        movers.append(world.to_move)
        return considered(world, actions)

    monkeypatch.setattr(HOOKS, "candidates", recording)
    search(GAME, HOOKS, view, legal, seed=3, iterations=300)
    assert movers.count(seat) >= 300
    others = [m for m in movers if m != seat]
    assert (others == []) == (tree_seats == "own")


@pytest.mark.parametrize("width", [1, 2])
def test_with_own_width_the_later_turns_consider_ordered_s_first_few(monkeypatch, width):
    """4 players, the other seats modelled: with ``own_width`` k the tree considers at the
    searching seat's later turns only :func:`ai._ordered`'s first k of its legal actions
    (at the root: ``normal``'s best few as before)."""
    monkeypatch.setattr(HOOKS, "own_width", width)
    state = _positions(4, Options(), 31)[4]
    seat = state.to_move
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    considered = HOOKS.candidates
    later: list[tuple[tuple, tuple]] = []

    def recording(world, actions):
        got = considered(world, actions)
        if world.turn > state.turn:
            later.append((tuple(actions), tuple(got)))
            assert world.to_move == seat
            want = ai._ordered(*ai._mover_board(world, seat), tuple(actions))[:width]
            assert list(got) == [actions[i] for i in want]
        return got

    monkeypatch.setattr(HOOKS, "candidates", recording)
    search(GAME, HOOKS, view, legal, seed=3, iterations=300)
    assert sum(len(a) > width for a, _ in later) > 20  # real cuts, not only short lists


def test_own_width_leaves_two_player_searches_and_the_tree_opponents_as_they_were(monkeypatch):
    """``own_width`` changes nothing with 2 players (the other seat is in the tree) nor with
    ``opponents`` "tree": the root statistics bit for bit."""
    cases = [(2, "greedy"), (4, "tree")]
    for players, opponents in cases:
        monkeypatch.setattr(HOOKS, "opponents", opponents)
        results = {}
        for width in (None, 1):
            monkeypatch.setattr(HOOKS, "own_width", width)
            got = []
            for i, state in enumerate(_positions(players, Options(), 23, every=9)[:3]):
                view = GAME.view(state, state.to_move)
                legal = GAME.legal_actions_in_view(view)
                got.append(search(GAME, HOOKS, view, legal, seed=i, iterations=150).stats)
            results[width] = got
        assert results[1] == results[None]
