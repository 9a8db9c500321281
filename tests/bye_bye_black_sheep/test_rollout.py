"""ByeByeBlackSheep.rollout, the search's playout: the very game the legal_actions + apply
loop plays with the same random choices, card for card, from any state (BB-2 to BB-9)."""

from __future__ import annotations

import random

import attrs
import pytest

from farmhouse.core.game import rollout, rollout_by_apply
from farmhouse.games.bye_bye_black_sheep.positions import position
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Phase, State

from .conftest import OPTION_IDS, OPTIONS

#: What a rollout does not keep up (what each seat knows: only views and samples need it).
KNOWLEDGE = {"known", "excluded"}
FIELDS = [f.name for f in attrs.fields(State) if f.name not in KNOWLEDGE]


def by_apply(state, rand):
    return rollout_by_apply(GAME, state, rand)


def assert_same_game(start, seed):
    before = GAME.digest(start)
    want, want_actions = by_apply(start, random.Random(seed).random)
    got, got_actions = GAME.rollout(start, random.Random(seed).random)
    assert GAME.digest(start) == before  # the start state is untouched
    assert got_actions == want_actions
    for name in FIELDS:
        assert getattr(got, name) == getattr(want, name), name
    assert GAME.outcome(got) == GAME.outcome(want)
    assert GAME.to_move(got) is None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_rollout_plays_the_game_apply_plays(players, options):
    for seed in range(30):
        assert_same_game(GAME.setup(players, options, seed), seed)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_rollout_from_every_kind_of_mid_game_state(players, options):
    """From states inside a turn: cards in the watering hole, the Eagle's, Mole's, Magpie's
    and White Sheep's decisions, the placement step, the Wolf's covered cards."""
    want = {p.value for p in Phase} - {Phase.OVER.value}
    if not options.advanced:
        want.discard(Phase.WHITE_SHEEP.value)
    seen: set[str] = set()
    checked = 0
    for seed in range(200):
        rand = random.Random(1000 + seed).random
        state = GAME.setup(players, options, seed)
        while GAME.to_move(state) is not None:
            if state.phase.value not in seen or (state.wh and state.step % 9 == 0):
                seen.add(state.phase.value)
                assert_same_game(state, seed)
                checked += 1
            legal = GAME.legal_actions(state)
            state, _ = GAME.apply(state, legal[int(rand() * len(legal))])
        if seen >= want and checked >= 40:
            break
    assert seen >= want


def test_rollout_takes_forced_draws_as_apply_does():
    state = position(3, hands={1: ["tiger", "goat"]}, draws=["goat", "black_sheep"])
    assert state.forced_draws
    assert_same_game(state, 4)


def test_a_finished_game_rolls_out_to_itself():
    state, _ = by_apply(GAME.setup(4, OPTIONS[0], 9), random.Random(9).random)
    got, actions = GAME.rollout(state, random.Random(0).random)
    assert actions == 0 and GAME.outcome(got) == GAME.outcome(state)


def test_core_rollout_takes_the_games_own():
    start = GAME.setup(5, OPTIONS[3], 21)
    want, actions = by_apply(start, random.Random(3).random)
    final, got = rollout(GAME, start, random.Random(3).random)
    assert got == actions and final.zoos == want.zoos and GAME.outcome(final) == GAME.outcome(want)
