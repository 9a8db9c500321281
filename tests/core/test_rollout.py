"""farmhouse.core.game.rollout: a uniformly random game played to its end, as a search's
playout (through legal_actions + apply for games without their own rollout)."""

from __future__ import annotations

import random

import pytest

from farmhouse.core import registry
from farmhouse.core.game import rollout
from farmhouse.core.game import rollout_by_apply as _played_by_apply

#: Games whose own rollout ends in the very state the apply loop reaches (digest and all).
SAME_STATE = ["black_sheep", "el_gaucho", "wooly_bully"]


@pytest.mark.parametrize("game_id", registry.game_ids())
@pytest.mark.parametrize("players", [2, 4])
def test_rollout_plays_the_game_apply_plays(game_id, players):
    game = registry.get_game(game_id)
    for seed in range(8):
        start = game.setup(players, game.Options(), seed)
        before = game.digest(start)
        final, actions = rollout(game, start, random.Random(seed).random)
        assert game.digest(start) == before  # the start state is untouched
        want, want_actions = _played_by_apply(game, start, random.Random(seed).random)
        assert actions == want_actions > 0
        assert game.to_move(final) is None
        assert game.outcome(final) == game.outcome(want)
        if game_id in SAME_STATE:  # a rollout that keeps every part of the state
            assert game.digest(final) == game.digest(want)


def test_rollout_of_a_finished_game_takes_no_action():
    game = registry.get_game("black_sheep")
    final, _ = rollout(game, game.setup(2, game.Options(), 3), random.Random(0).random)
    again, actions = rollout(game, final, random.Random(5).random)
    assert actions == 0 and game.digest(again) == game.digest(final)


@pytest.mark.parametrize("game_id", SAME_STATE)
def test_a_games_own_rollout_of_a_finished_game_takes_no_action(game_id):
    game = registry.get_game(game_id)
    start = game.setup(3, game.Options(), 5)
    final, _ = _played_by_apply(game, start, random.Random(5).random)
    again, actions = game.rollout(final, random.Random(1).random)
    assert actions == 0
    assert game.digest(again) == game.digest(final)


@pytest.mark.parametrize("game_id", SAME_STATE)
def test_core_rollout_takes_the_games_fast_path(game_id, monkeypatch):
    game = registry.get_game(game_id)
    calls = []
    fast = game.rollout

    def spy(state, rand):
        calls.append(state)
        return fast(state, rand)

    monkeypatch.setattr(game, "rollout", spy)
    for seed in range(5):
        start = game.setup(4, game.Options(), seed)
        final, actions = rollout(game, start, random.Random(seed).random)
        expected, expected_actions = _played_by_apply(game, start, random.Random(seed).random)
        assert actions == expected_actions
        assert game.digest(final) == game.digest(expected)
    assert len(calls) == 5
