"""Wooly Bully's hooks for the hard search (ai.WoolyBullyHooks): the unchecked transition is
apply's, the playout policy plays only legal actions under every option, the evaluation reads
the board as the rules score it (WB-7.4, WB-9.2), the candidates are a best-first prefix of the
legal actions, and a fixed number of iterations decides the same way every time."""

from __future__ import annotations

import random

import pytest

from farmhouse.core import search
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import ai
from farmhouse.games.wooly_bully.positions import BOARD_A, position
from farmhouse.games.wooly_bully.rules import (
    GAME,
    EndTurn,
    Options,
    Place,
    Quit,
    State,
)

from .conftest import OPTION_CONFIGS, check_invariants, random_game

HOOKS = ai.SEARCH_HOOKS


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
    state = next(
        s
        for s in _states(Options(), 2, games=2)
        if GAME.to_move(s) is not None and len(GAME.legal_actions(s)) > 12
    )
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    hooks = ai.WoolyBullyHooks(GAME)
    world = GAME.sample_state(view, Rng.from_seed(1))
    first = hooks.candidates(world, legal)  # a list seen once: the quick ranking
    root = hooks.candidates(world, legal)  # seen twice: the root, ranked by normal
    assert hooks.candidates(world, legal) is root  # and kept
    assert set(first) <= set(legal) and set(root) <= set(legal)
    assert len(root) == hooks.root_width
    scores = ai.NormalPlayer(0).scores(view, legal, block=hooks.root_block)
    ranked = sorted(scores, key=lambda i: -scores[i])
    assert root == [legal[i] for i in ranked[: hooks.root_width]]
    deeper = hooks.candidates(world, list(GAME.legal_actions(world)))
    assert 1 <= len(deeper) <= hooks.node_width + 2
    assert any(isinstance(a, Place) for a in deeper)


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
