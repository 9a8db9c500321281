"""Wooly Bully's hooks for the hard search (ai.WoolyBullyHooks): the unchecked transition is
apply's, the playout policy plays only legal actions under every option, the evaluation reads
the board as the rules score it (WB-7.4, WB-9.2), the candidates are a best-first prefix of the
legal actions, and a fixed number of iterations decides the same way every time."""

from __future__ import annotations

import math
import pickle
import random
from pathlib import Path

import attrs
import pytest

from farmhouse.core import saves, search
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.wooly_bully import ai
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import STANDARD
from farmhouse.games.wooly_bully.positions import BOARD_A, BOARD_B, position
from farmhouse.games.wooly_bully.rules import (
    GAME,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    State,
    View,
)

from .conftest import OPTION_CONFIGS, check_invariants, random_game

HOOKS = ai.SEARCH_HOOKS
FIXTURES = Path(__file__).parent / "fixtures"


def _states(options: Options, players: int, games: int = 2, every: int = 5) -> list[State]:
    found = []
    for g in range(games):
        for i, (before, _, _, _) in enumerate(random_game(players, options, 300 + g, 0.01)):
            if i % every == 0:
                found.append(before)
    return found


def test_the_hooks_are_the_games():
    assert search.hooks_for("wooly_bully") is HOOKS
    assert isinstance(HOOKS, ai.WoolyBullyHooks)


@pytest.mark.parametrize("name", list(OPTION_CONFIGS))
def test_advance_is_applys_state_without_events(name):
    for state in _states(OPTION_CONFIGS[name], 3, games=1, every=7):
        before = GAME.digest(state)
        for action in GAME.legal_actions(state)[:: max(1, len(GAME.legal_actions(state)) // 6)]:
            want, _ = GAME.apply(state, action)
            got = HOOKS.advance(state, action)
            assert GAME.digest(got) == GAME.digest(want)
        assert GAME.digest(state) == before


@pytest.mark.parametrize("name", list(OPTION_CONFIGS))
def test_the_playout_policy_plays_legal_actions_to_the_end(name):
    """Every choice of the policy is legal (it counts the placements instead of listing them),
    and whole games of it end, keeping the rules' invariants."""
    options = OPTION_CONFIGS[name]
    for players in (2, 4):
        for seed in range(3):
            rand = random.Random(seed).random
            s = GAME.own_copy(GAME.setup(players, options, 40 + seed))
            steps = 0
            while GAME.to_move(s) is not None:
                action = HOOKS.policy(s, rand)
                assert action in GAME.legal_actions(s), action
                GAME.advance_in_place(s, action)
                steps += 1
                assert steps < 3000
            check_invariants(s)
            assert GAME.outcome(s) is not None


def test_a_playout_leaves_its_state_alone_and_values_every_seat():
    for state in _states(Options(), 3, games=1):
        if GAME.to_move(state) is None:
            continue
        before = GAME.digest(state)
        values = HOOKS.playout(state, random.Random(1).random)
        assert GAME.digest(state) == before
        assert len(values.wins) == 3 and sum(values.wins) == pytest.approx(1.0)
        assert all(0.0 <= w <= 1.0 for w in values.rewards)


def test_WB_7_4_the_evaluation_favours_a_last_player_with_the_bag_over_an_early_quitter():
    """A seat that quit at once (+6) against the last player with the whole bag still to
    come: the last player is the likelier winner (it builds on alone, WB-7.4); with the bag
    empty and nothing enclosed, the quitter's 6 wins."""
    early = position(2, quit_order=[0], hands={1: ["V/F"]}, bag=50, to_move=1)
    wins = HOOKS.evaluate(early).wins
    assert wins[1] > 0.7 > wins[0]
    late = position(2, quit_order=[0], hands={1: ["V/F"]}, bag=0, to_move=1)
    wins = HOOKS.evaluate(late).wins
    assert wins[0] > 0.85


def test_WB_9_2_the_evaluation_counts_enclosed_fields_and_only_a_players_own():
    """Board A holds black fields of 8 and 4 (both enclosed), and the bag is empty: black is
    8 ahead of red (only the best field counts); with the colours swapped the other seat
    is."""
    black_first = position(2, board=BOARD_A, colours="KR", bag=0, hands={0: ["V/F"]})
    totals = ai._likely_totals(black_first, 0.8, 0.45)
    assert totals[0] - totals[1] == 8  # the same share of the bonus still to take
    red_first = position(2, board=BOARD_A, colours="RK", bag=0, hands={0: ["V/F"]})
    assert ai.SEARCH_HOOKS.evaluate(red_first).wins[1] > 0.9


def test_root_candidates_are_normals_best_with_blocking_and_deeper_ones_a_prefix():
    """The root's candidates are normal's ranking with blocking plus the follow-up gains,
    opened best first (the ranking as a prior); deeper nodes offer the policy's choice."""
    state = next(
        s
        for s in _states(Options(), 2, games=2)
        if GAME.to_move(s) is not None and len(GAME.legal_actions(s)) > 12
    )
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    hooks = ai.WoolyBullyHooks(GAME)
    hooks.root_prior = 0.0  # every candidate at once
    world = GAME.sample_state(view, Rng.from_seed(1))
    first = hooks.candidates(world, legal)  # a list seen once: the quick ranking
    root = hooks.candidates(world, legal)  # seen twice: the root, ranked by normal
    assert hooks.candidates(world, legal) is root  # and kept
    assert set(first) <= set(legal) and set(root) <= set(legal)
    assert len(root) == hooks.root_width
    scores = ai.NormalPlayer(0).scores(view, legal, block=hooks.root_block)
    gains = ai.follow_up_gains(view, legal, scores, hooks.plan_width)
    for i, gain in gains.items():
        scores[i] += hooks.plan_weight * gain
    ranked = sorted(scores, key=lambda i: -scores[i])
    assert root == [legal[i] for i in ranked[: hooks.root_width]]
    deeper = hooks.candidates(world, list(GAME.legal_actions(world)))
    assert 1 <= len(deeper) <= hooks.node_width + 2
    assert any(isinstance(a, Place) for a in deeper)


def test_the_root_opens_the_rankings_best_first_and_the_others_later():
    """With ``root_prior`` k the root offers its first ceil(k * sqrt(visits)) candidates: the
    ranking's best alone at first, all of them after enough visits (a prior against noisy
    playouts)."""
    state = next(
        s
        for s in _states(Options(), 2, games=2)
        if GAME.to_move(s) is not None and len(GAME.legal_actions(s)) > 12
    )
    view = GAME.view(state, GAME.to_move(state))
    legal = GAME.legal_actions_in_view(view)
    hooks = ai.WoolyBullyHooks(GAME)
    assert hooks.root_prior > 0.0
    world = GAME.sample_state(view, Rng.from_seed(1))
    hooks.candidates(world, legal)  # seen once: a deeper node's ranking
    sizes = [len(hooks.candidates(world, legal)) for _ in range(500)]
    assert sizes[0] == 1 and sizes[-1] == hooks.root_width
    assert sizes == sorted(sizes)
    want = [
        min(hooks.root_width, math.ceil(hooks.root_prior * math.sqrt(n))) for n in range(1, 501)
    ]
    assert sizes == want


def test_follow_up_gains_see_a_field_closed_in_two_placements():
    """Board A without (-1, 1) and (-2, 1): West (6 sheep) faces two empty cells, and no face
    can close it at either while only one side of each is taken (every meadow region spans two
    sides, WB-1.4). DMF-K r2 at (-2, 1) makes (-1, 1) closable; with a second DMF-K in hand
    the next placement closes 8 sheep there, so that first placement gains; with no second
    closer left in the hand it gains nothing."""
    board = {c: s for c, s in BOARD_A.items() if c not in ((-1, 1), (-2, 1))}
    gains = []
    for hand in (["DMF-K/V", "DMF-K/V", "F/V"], ["DMF-K/V", "F/V", "V/F"]):
        state = position(2, board=board, colours="KR", hands={0: hand}, bag=30)
        view = GAME.view(state, 0)
        legal = GAME.legal_actions_in_view(view)
        first = legal.index(Place(state.catalogue.by_name["DMF-K/V"], 0, 2, -2, 1))
        scored = {i: 1.0 if i == first else 0.0 for i in range(len(legal))}
        got = ai.follow_up_gains(view, legal, scored, 1)
        assert set(got) == {first}
        gains.append(got[first])
    assert gains[0] > 2.0  # an estimate of the open 8 becomes the enclosed 8
    assert gains[1] == 0.0


def test_the_race_margin_counts_for_quitting_with_three_or_more_seats_only():
    """WB-7.1: with ``race_margin`` quitting ranks that much higher while three or more seats
    still play (the race for the first bonus); with two seats left the margin is not used
    (quitting then hands every tile to the last player, WB-7.4)."""
    for players, moved in ((4, True), (2, False)):
        state = position(
            players,
            board=BOARD_B,
            colours="KRBY"[:players],
            hands={s: ["V/F", "F/V"] for s in range(players)},
            bag=30,
            owed=0,
            placed_in_turn=1,
        )
        view = GAME.view(state, 0)
        legal = GAME.legal_actions_in_view(view)
        assert Quit() in legal
        hooks = ai.WoolyBullyHooks(GAME)
        hooks.race_margin = 0.0
        assert hooks._root_ranked(view, legal) != [Quit()]
        hooks.race_margin = 100.0
        assert (hooks._root_ranked(view, legal) == [Quit()]) is moved


def test_a_fixed_number_of_iterations_decides_the_same_way():
    state = next(
        s
        for s in _states(Options(), 2)
        if GAME.to_move(s) is not None and len(GAME.legal_actions(s)) > 3
    )
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    results = [
        search.search(GAME, ai.WoolyBullyHooks(GAME), view, legal, seed=3, iterations=40)
        for _ in range(2)
    ]
    assert results[0].stats == results[1].stats and results[0].iterations == 40
    assert results[0].best() in legal


def test_hard_does_not_quit_at_its_first_decision():
    """WB-7.4: quitting at once hands every tile to the other player; the search keeps
    building (the quitter of issue 17 won half its games against normal that way)."""
    state = GAME.setup(2, Options(), 11)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    assert Quit() in legal
    result = search.search(GAME, ai.WoolyBullyHooks(GAME), view, legal, seed=1, iterations=60)
    assert not isinstance(result.best(), Quit | EndTurn)


def test_hard_does_not_quit_with_nothing_while_its_fields_can_still_grow():
    """WB-7.1, WB-7.4: at the end of its turn (quit or end it), with no enclosed field and 39
    tiles in the bag, quitting takes 6 and hands every tile to a last player who needs only
    a field of 6. Hard ends its turn (an arena game of issue 17, action 33, where the search
    quit for +6 and lost 6-6 on the field tie-break, WB-9.3)."""
    match = saves.load_match(FIXTURES / "hard_vs_normal_2p.farmhouse")
    state = GAME.setup(len(match.seats), match.options, match.seed)
    for action in match.actions[:33]:
        state = GAME.apply(state, action)[0]
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    assert set(legal) == {Quit(), EndTurn()} and view.bag_size == 39
    assert ai._Evaluator(view).secured(view.board) == 0.0
    for seed in range(1, 5):
        result = search.search(
            GAME, ai.WoolyBullyHooks(GAME), view, legal, seed=seed, iterations=100
        )
        assert result.best() == EndTurn()


def _stuck_view(actions: int) -> tuple[View, list[object]]:
    match = saves.load_match(FIXTURES / "stuck_2p.farmhouse")
    state = GAME.setup(len(match.seats), match.options, match.seed)
    for action in match.actions[:actions]:
        state = GAME.apply(state, action)[0]
    view = GAME.view(state, GAME.to_move(state))
    return view, list(GAME.legal_actions_in_view(view))


def test_WB_8_2_a_seat_that_would_end_the_game_on_nothing_by_passing_quits_instead():
    """Both seats stuck after 13 actions (nothing in either hand fits a board of villages):
    seat 1 passed; seat 0's pass would end the game 0-0 with 52 tiles in the bag (WB-8.2, an
    arena game of normal against normal). Quitting takes the bonus (WB-7.1) and the game goes
    on (WB-7.4): normal and hard quit. The first pass, which ends nothing, stays a pass."""
    view, legal = _stuck_view(13)
    assert set(legal) == {Quit(), EndTurn()} and view.passed == (1,) and view.bag_size == 52
    assert ai.NormalPlayer(5).choose(view, legal, 0.25, CancelToken()) == Quit()
    hooks = ai.WoolyBullyHooks(GAME)
    assert search.search(GAME, hooks, view, legal, seed=1, iterations=60).best() == Quit()
    view, legal = _stuck_view(12)
    assert view.passed == () and set(legal) == {Quit(), EndTurn()}
    assert ai.NormalPlayer(5).choose(view, legal, 0.25, CancelToken()) == EndTurn()


# ----------------------------------------------------------------------------- decision cost


def _mid_game_view(players: int = 2) -> View:
    state = next(
        s for i, s in enumerate(_states(Options(), players, games=1)) if i >= 6 and s.moves > 30
    )
    seat = GAME.to_move(state)
    assert seat is not None
    return GAME.view(state, seat)


def test_a_view_with_the_standard_catalogue_pickles_it_by_reference():
    """The standard tile catalogue travels to a search worker as a reference to the module's
    own (a few bytes), not as its ~70 kB of tiles and fit cache: the whole mid-game view
    pickles in under 15 kB and loads equal, holding the very same catalogue object."""
    view = _mid_game_view()
    assert view.catalogue is STANDARD
    data = pickle.dumps(view, pickle.HIGHEST_PROTOCOL)
    assert len(data) < 15_000
    back = pickle.loads(data)
    assert back == view and back.catalogue is STANDARD
    assert GAME.legal_actions_in_view(back) == GAME.legal_actions_in_view(view)


def test_another_catalogue_pickles_by_its_tiles():
    """A catalogue built for a test (positions) is not the standard one: it pickles by value
    and loads as an equal catalogue (same fingerprint, same tiles)."""
    state = position(2, board=BOARD_A, colours="KR", bag=3, hands={0: ["V/F"]})
    catalogue = state.catalogue
    assert catalogue.fingerprint != STANDARD.fingerprint
    back = pickle.loads(pickle.dumps(catalogue, pickle.HIGHEST_PROTOCOL))
    assert back == catalogue and back is not catalogue
    assert back.tiles == catalogue.tiles and back.orient == catalogue.orient
    view = GAME.view(state, 0)
    assert pickle.loads(pickle.dumps(view)) == view


def test_decision_key_is_equal_for_equal_views_and_differs_for_different_ones():
    view = _mid_game_view()
    key = HOOKS.decision_key(view)
    # an equal view that shares no object with it: equal key
    twin = pickle.loads(pickle.dumps(view))
    rebuilt = attrs.evolve(
        twin, board=ls.from_cells(STANDARD, dict(reversed(twin.board.cells.items())))
    )
    assert rebuilt == view
    assert HOOKS.decision_key(rebuilt) == key
    # anything the seat sees changed: another key
    other_cell = next(iter(ls.open_cells(view.board)))
    changed_board = ls.placed(view.board, view.hand[0], 0, 0, other_cell, 0)
    for changed in (
        attrs.evolve(view, hand=view.hand[1:]),
        attrs.evolve(view, moves=view.moves + 1),
        attrs.evolve(view, bag_size=view.bag_size - 1),
        attrs.evolve(view, options=Options(hand_size=3)),
        attrs.evolve(view, board=changed_board),
    ):
        assert HOOKS.decision_key(changed) != key
    # not a view of this game: the core's default key
    assert HOOKS.decision_key({"a": 1}) == search.SearchHooks(GAME).decision_key({"a": 1})


def test_the_hard_choice_is_unchanged_when_only_what_the_seat_cannot_see_changes():
    """Two states that differ in the rival's hand, colour and the bag's order give the seat
    to move equal views; hard with fixed iterations makes the same choice in both (its
    decision key and search read the view only)."""
    state = next(
        s
        for s in _states(Options(), 2, games=2)
        if GAME.to_move(s) is not None and len(GAME.legal_actions(s)) > 6 and s.moves > 20
    )
    seat = GAME.to_move(state)
    assert seat is not None
    view = GAME.view(state, seat)
    other = GAME.sample_state(view, Rng.from_seed(99))
    rival = 1 - seat
    assert (other.hands[rival], other.bag) != (state.hands[rival], state.bag)
    other_view = GAME.view(other, seat)
    assert other_view == view
    choices = []
    for v in (view, other_view):
        player = ai.make_player("hard", 5, iterations=30)
        choices.append(player.choose(v, GAME.legal_actions_in_view(v), 1.0, CancelToken()))
    assert choices[0] == choices[1]


def test_a_hint_at_the_end_of_a_turn_weighs_ending_quitting_and_a_hunter():
    """The tester's position (action 106, 9 legal moves: 7 hunter places, quit, end the
    turn): ``hard``'s root is the ranking's pick alone, a hint's search (its hint hooks)
    weighs ending the turn, quitting for the bonus (WB-7.1) and the best hunter place
    (WB-5.1), each in many imagined games; run_search picks them with ``hint``."""
    match = saves.load_match(FIXTURES / "hint_end_of_turn.farmhouse")
    view = match.view(match.to_move)
    legal = GAME.legal_actions_in_view(view)
    assert {type(a) for a in legal} == {Hunter, Quit, EndTurn} and len(legal) == 9
    assert search.hooks_for("wooly_bully", hint=True) is ai.HINT_HOOKS
    assert search.hooks_for("wooly_bully") is HOOKS  # hard's play is unchanged
    hard = search.search(GAME, ai.WoolyBullyHooks(GAME), view, legal, seed=2, iterations=300)
    assert len([s for s in hard.stats if s.visits]) == 1
    with SearchPool(1) as pool:  # the app's way: in a worker process, told it is a hint
        for where in (None, pool):
            hint = search.run_search(
                "wooly_bully", view, legal, seed=2, iterations=300, pool=where, hint=True
            )
            tried = {type(s.action): s.visits for s in hint.stats if s.visits}
            assert set(tried) == {Hunter, Quit, EndTurn}
            assert min(tried.values()) >= 40  # (each is compared on enough games to tell)
