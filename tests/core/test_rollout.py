"""farmhouse.core.game.rollout: a uniformly random game played to its end, as a search's
playout (through legal_actions + apply for games without their own rollout)."""

from __future__ import annotations

import random

import pytest

from farmhouse.core import registry
from farmhouse.core.game import rollout


def _played_by_apply(game, state, rand):
    actions = 0
    while game.to_move(state) is not None:
        legal = game.legal_actions(state)
        state, _ = game.apply(state, legal[int(rand() * len(legal))])
        actions += 1
    return state, actions


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
        if not hasattr(game, "rollout"):  # played through apply: the very same state
            assert game.digest(final) == game.digest(want)


def test_rollout_of_a_finished_game_takes_no_action():
    game = registry.get_game("black_sheep")
    final, _ = rollout(game, game.setup(2, game.Options(), 3), random.Random(0).random)
    again, actions = rollout(game, final, random.Random(5).random)
    assert actions == 0 and game.digest(again) == game.digest(final)
