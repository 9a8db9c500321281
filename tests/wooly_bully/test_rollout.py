"""WoolyBully.rollout, the search's playout: the very game the legal_actions + apply loop plays
with the same random choices, tile for tile (same final digest, ``moves`` and number of
actions), from the start and from mid-game states of every kind (a forced placement, a
discard, a reaction window, a reveal's extra placement, PASSED not empty, the last player on
its own, an empty bag), under every option; and it leaves its start state (and the states
that share a landscape with it) untouched."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from farmhouse.core import game as core_game
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import rules
from farmhouse.games.wooly_bully.positions import BOARD_C, place, position
from farmhouse.games.wooly_bully.rules import GAME, Options, Place, State

from .conftest import OPTION_CONFIGS, pick, random_game

SEEDS = range(20)


def _by_apply(state: State, rand: Callable[[], float]) -> tuple[State, int]:
    """The same policy through the Game contract: legal_actions + apply."""
    return core_game.rollout_by_apply(GAME, state, rand)


def _check_rollout(start: State, seed: int) -> None:
    before = GAME.digest(start)
    cells = dict(start.board.cells)
    final, actions = GAME.rollout(start, random.Random(seed).random)
    assert GAME.digest(start) == before, "rollout changed its start state"
    assert start.board.cells == cells and len(start.board.node_cell) == len(start.board.comp), (
        "rollout changed its start state's landscape"
    )
    expected, expected_actions = _by_apply(start, random.Random(seed).random)
    assert actions == expected_actions
    assert final.moves == expected.moves == start.moves + actions
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
    "first_turns": lambda s: s.turn == 3,
    "big_landscape": lambda s: len(s.board.cells) >= 30,
    "passed": lambda s: bool(s.passed) and s.phase == rules.ACT,
    "extra_placement": lambda s: s.owed >= 1 and s.placed_in_turn >= 1 and s.revealed[s.actor],
    "wolf_in_hand": lambda s: any(s.catalogue.tiles[t].kind == "wolf" for t in s.hands[s.actor]),
    "hunter_on_board": lambda s: bool(s.board.hunter_cells()),
    "one_quit": lambda s: len(s.quit_order) == 1 and s.players > 2,
    "last_player": lambda s: len(s.quit_order) == s.players - 1,
    "empty_bag": lambda s: not s.bag,
    "forced": lambda s: s.phase == rules.FORCED,
    "window": lambda s: s.responding,
}


def _moments(players: int, options: Options, seed: int) -> dict[str, tuple[State, State]]:
    """The first state of each moment in a long seeded game (a policy that rarely quits; a
    little more often for odd seeds), with the state before it (apply's copies share its
    landscape)."""
    rng = Rng.from_seed(seed)
    found: dict[str, tuple[State, State]] = {}
    prev = state = GAME.setup(players, options, seed)
    while GAME.to_move(state) is not None:
        for name, test in MOMENTS.items():
            if name not in found and test(state):
                found[name] = (prev, state)
        action = pick(rng, GAME.legal_actions(state), 0.01 if seed % 2 == 0 else 0.05)
        prev, (state, _) = state, GAME.apply(state, action)
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_from_mid_game_states(players):
    reached: set[str] = set()
    for options in OPTION_CONFIGS.values():
        for seed in range(12):
            for moment, (prev, state) in _moments(players, options, 500 + seed).items():
                reached.add(moment)
                prev_digest = GAME.digest(prev)
                _check_rollout(state, seed)
                assert GAME.digest(prev) == prev_digest, f"{moment}: an earlier state changed"
            forced = "forced" in reached or not options.forced_extra_placement
            if seed >= 1 and forced and "last_player" in reached:
                break
    wanted = set(MOMENTS) - ({"one_quit"} if players == 2 else set())
    assert reached >= wanted, wanted - reached


def test_rollout_from_a_discard():
    """A discard down to the hand size (forced_extra_placement), which random games seldom
    reach: the position of test_options."""
    state = position(
        2,
        board=BOARD_C,
        hands={0: ["T1=V/F", "F/M3-K", "F/M3-B", "F/M3-R"]},
        bag=["DMM-KB/HMM-RY"] * 10,
        options=Options(forced_extra_placement=True),
    )
    state, _ = GAME.apply(state, place(state, "T1", "V", 0, (1, 1)))
    assert state.phase == rules.DISCARD
    for seed in range(10):
        _check_rollout(state, seed)


# (a finished game and core.game.rollout's fast path: tests/core/test_rollout.py)


def test_a_drifting_transition_is_caught(monkeypatch):
    """The digest comparison notices a rollout that plays another game. apply and rollout
    share every transition, so only a transition changed under the rollout alone (here: a
    placement that also draws one more tile) can make them drift; the comparison then
    fails."""
    assert core_game.rollout_mismatches(GAME, 2, Options(), range(6)) == 0
    place = rules._TRANSITIONS[Place]

    def drifting(s: State, action: Place, events: list | None) -> None:
        place(s, action, events)
        if s.bag:
            s.hands[action.tile % 1].append(s.bag.pop())  # seat 0 draws one more

    monkeypatch.setitem(rules._TRANSITIONS, Place, drifting)
    assert core_game.rollout_mismatches(GAME, 2, Options(), range(6)) >= 5


@pytest.mark.parametrize("name", list(OPTION_CONFIGS))
def test_a_rollout_decision_is_the_legal_lists_choice(name):
    """The rollout counts the legal actions instead of building them: the action it makes
    for a random number u is ``legal_actions(s)[int(u * len(legal))]``, at every step of
    long games (all the lists' sections: placements, wolves, hunters, reveals, quit, end)."""
    rng = random.Random(7)
    steps = 0
    for seed in range(3):
        for state, _, _, _ in random_game(3, OPTION_CONFIGS[name], 900 + seed, quit_rate=0.01):
            legal = GAME.legal_actions(state)
            for u in (0.0, rng.random(), rng.random(), 0.999999):
                expected = legal[int(u * len(legal))]
                assert rules._pick(rules._decision(state), u) == expected
            steps += 1
    assert steps > 100
