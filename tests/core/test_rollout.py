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
    return game.outcome(state), actions


@pytest.mark.parametrize("game_id", registry.game_ids())
@pytest.mark.parametrize("players", [2, 4])
def test_rollout_plays_the_game_apply_plays(game_id, players):
    game = registry.get_game(game_id)
    for seed in range(8):
        start = game.setup(players, game.Options(), seed)
        before = game.digest(start)
        got = rollout(game, start, random.Random(seed).random)
        assert game.digest(start) == before  # the start state is untouched
        assert got == _played_by_apply(game, start, random.Random(seed).random)
        assert got[1] > 0


def test_rollout_of_a_finished_game_takes_no_action():
    game = registry.get_game("black_sheep")
    state = game.setup(2, game.Options(), 3)
    outcome, _ = rollout(game, state, random.Random(0).random)
    rand = random.Random(0).random
    final = state
    while game.to_move(final) is not None:
        legal = game.legal_actions(final)
        final, _ = game.apply(final, legal[int(rand() * len(legal))])
    assert rollout(game, final, random.Random(5).random) == (outcome, 0)


def test_a_game_without_an_outcome_at_its_end_is_reported():
    class Broken:
        id = "broken"

        def to_move(self, state):
            return None

        def outcome(self, state):
            return None

        def legal_actions(self, state):
            return []

        def apply(self, state, action):
            raise AssertionError("nothing to apply")

    with pytest.raises(ValueError, match="broken"):
        rollout(Broken(), object(), random.Random(0).random)
