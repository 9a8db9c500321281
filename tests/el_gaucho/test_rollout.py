"""ElGaucho.rollout: a uniformly random game played to its end as a search's playout plays
the very game legal_actions + apply play (same actions, same chance, same final digest and
step count), from the start and from mid-game states (inside a turn, Hidden cattle, a take-
back, a cattle drive, the final scoring), and leaves its start state (and the states it
shares lists with) untouched."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from farmhouse.core import game as core_game
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.rules import GAME, Occupy, Options, State

from .conftest import OPTION_CONFIGS

SEEDS = range(30)


def _by_apply(state: State, rand: Callable[[], float]) -> tuple[State, int]:
    """The same policy through the Game contract: legal_actions + apply."""
    final, actions = core_game.rollout_by_apply(GAME, state, rand)
    return final, actions


def _check_rollout(start: State, seed: int) -> None:
    before = GAME.digest(start)
    final, actions = GAME.rollout(start, random.Random(seed).random)
    assert GAME.digest(start) == before, "rollout changed its start state"
    expected, expected_actions = _by_apply(start, random.Random(seed).random)
    assert actions == expected_actions
    assert final.step == expected.step == start.step + actions
    assert GAME.digest(final) == GAME.digest(expected)
    assert GAME.outcome(final) == GAME.outcome(expected)
    assert GAME.to_move(final) is None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", list(OPTION_CONFIGS))
def test_rollout_plays_the_game_apply_plays(players, name):
    options = OPTION_CONFIGS[name]
    for seed in SEEDS:
        _check_rollout(GAME.setup(players, options, seed), seed)


#: Mid-game moments worth starting a rollout from, each a test on the state to move.
MOMENTS: dict[str, Callable[[State], bool]] = {
    "keep": lambda s: s.phase == "keep" and s.order_index > 0,
    "opening": lambda s: s.phase == "opening" and s.order_index > 0,
    "before_dice": lambda s: s.phase == "turn" and not s.dice_taken and s.round > 1,
    "in_turn": lambda s: s.phase == "turn" and s.dice_taken and len(s.dice) == 1,
    "wish_die": lambda s: s.phase == "turn" and s.wish > 0,
    "hidden_cattle": lambda s: s.hidden_active,
    "must_place": lambda s: s.must_place,
    "steal_pending": lambda s: s.phase == "turn" and any(s.pending),
    "drive": lambda s: s.phase == "drive",
    "after_trigger": lambda s: s.end_round >= 0 and s.phase == "turn",
    "diceless_round": lambda s: rules.is_diceless(s) and s.phase == "turn",
    "final": lambda s: s.phase == "final",
}


def _moments(players: int, options: Options, seed: int) -> dict[str, tuple[State, State]]:
    """The first state of each moment in the apply loop's game of ``seed``, with the state
    before it (apply's copies share lists with it)."""
    rand = random.Random(seed).random
    found: dict[str, tuple[State, State]] = {}
    prev = state = GAME.setup(players, options, seed)
    while state.to_move is not None:
        for name, test in MOMENTS.items():
            if name not in found and test(state):
                found[name] = (prev, state)
        legal = GAME.legal_actions(state)
        prev, (state, _) = state, GAME.apply(state, legal[int(rand() * len(legal))])
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_from_mid_game_states(players):
    reached: set[str] = set()
    for name, options in OPTION_CONFIGS.items():
        for seed in range(8 if name == "default" else 3):
            for moment, (prev, state) in _moments(players, options, 1000 + seed).items():
                reached.add(moment)
                prev_digest = GAME.digest(prev)
                _check_rollout(state, seed)
                assert GAME.digest(prev) == prev_digest, f"{moment}: an earlier state changed"
    assert reached == set(MOMENTS), set(MOMENTS) - reached


# (a finished game and core.game.rollout's fast path: tests/core/test_rollout.py)


def test_a_drifting_transition_is_caught(monkeypatch):
    """The digest comparison notices a rollout that plays another game. apply and rollout
    share every transition, so only a transition changed under the rollout alone (here: an
    Occupy that also pays a peso) can make them drift; the comparison then fails."""
    assert core_game.rollout_mismatches(GAME, 4, Options(), range(3)) == 0
    occupy = rules._TRANSITIONS[Occupy]

    def drifting(s: State, seat: int, action: Occupy, events: list | None) -> None:
        occupy(s, seat, action, events)
        s.money[seat] += 1

    monkeypatch.setitem(rules._TRANSITIONS, Occupy, drifting)
    assert core_game.rollout_mismatches(GAME, 4, Options(), range(3)) == 3
