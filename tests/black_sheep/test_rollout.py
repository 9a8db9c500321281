"""BlackSheep.rollout, the search's playout: a uniformly random game played to its end is the
very game legal_actions + apply play (same actions, same chance, the same final state in every
field, so the same digest), from the start, from mid-game states of every kind and from the
states a search samples, and it leaves its start state (and the states it shares lists with)
untouched."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from farmhouse.core import game as core_game
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep import rules
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import GAME, Options, Pass, Play, State

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep
SEEDS = range(30)
OPTIONS: dict[str, Options] = {
    "default": Options(),
    "tasks": Options(task_cards=True),
    "hidden": Options(values_hidden_until_end=True),
    "tasks_hidden": Options(task_cards=True, values_hidden_until_end=True),
}


def _by_apply(state: State, rand: Callable[[], float]) -> tuple[State, int]:
    """The same policy through the Game contract: legal_actions + apply."""
    final, actions = core_game.rollout_by_apply(GAME, state, rand)
    return final, actions


def _check_rollout(start: State, seed: int) -> int:
    """Assert that the rollout of ``start`` is the apply loop's game; its number of actions."""
    before = GAME.digest(start)
    final, actions = GAME.rollout(start, random.Random(seed).random)
    assert GAME.digest(start) == before, "rollout changed its start state"
    expected, expected_actions = _by_apply(start, random.Random(seed).random)
    assert actions == expected_actions
    assert final == expected  # every field (attrs equality), hence the same digest
    assert GAME.digest(final) == GAME.digest(expected)
    assert final.turn == start.turn + actions
    assert GAME.outcome(final) == GAME.outcome(expected)
    assert GAME.to_move(final) is None
    return actions


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", list(OPTIONS))
def test_rollout_plays_the_game_apply_plays(players, name):
    options = OPTIONS[name]
    for seed in SEEDS:
        assert _check_rollout(GAME.setup(players, options, seed), seed) > 0


#: Mid-game moments worth starting a rollout from: a test on (state to move, the events of
#: the action that led to it).
MOMENTS: dict[str, Callable[[State, list], bool]] = {
    "first_turns": lambda s, e: 0 < s.turn < 4,
    "side_completed": lambda s, e: any(p.active and any(p.completion) for p in s.pastures),
    "after_scoring": lambda s, e: any(x.key == "bs.scored" for x in e),
    "after_search_flip": lambda s, e: any(
        x.key == "bs.refill_flip" and x.params["search"] for x in e
    ),
    "after_reshuffle": lambda s, e: any(x.key == "bs.reshuffled" for x in e),
    "deck_empty": lambda s, e: not s.deck and bool(s.discard),
    "after_pass": lambda s, e: s.passes_in_row > 0,
    "end_triggered": lambda s, e: s.end_triggered,
    "one_pasture_left": lambda s, e: sum(p.active for p in s.pastures) == 1,
}


def _moments(players: int, options: Options, seed: int) -> dict[str, tuple[State, State]]:
    """The first state of each moment in the apply loop's game of ``seed``, with the state
    before it (apply's copies must not share changed lists with it)."""
    rand = random.Random(seed).random
    found: dict[str, tuple[State, State]] = {}
    prev = state = GAME.setup(players, options, seed)
    events: list = []
    while state.to_move is not None:
        for name, test in MOMENTS.items():
            if name not in found and test(state, events):
                found[name] = (prev, state)
        legal = GAME.legal_actions(state)
        prev, (state, events) = state, GAME.apply(state, legal[int(rand() * len(legal))])
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_from_mid_game_states(players):
    reached: set[str] = set()
    for name, options in OPTIONS.items():
        for seed in range(8 if name == "default" else 3):
            for moment, (prev, state) in _moments(players, options, 1000 + seed).items():
                reached.add(moment)
                prev_digest = GAME.digest(prev)
                _check_rollout(state, seed)
                assert GAME.digest(prev) == prev_digest, f"{moment}: an earlier state changed"
    assert reached == set(MOMENTS), set(MOMENTS) - reached


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", list(OPTIONS))
def test_rollout_from_sampled_states(players, name):
    """What a search plays out: a state sampled from a seat's view (hidden hands, deck order,
    figure values and tasks filled in at random)."""
    rand = random.Random(players).random
    state = GAME.setup(players, OPTIONS[name], 77)
    step = 0
    while state.to_move is not None:
        if step % 7 == 0:
            view = GAME.view(state, state.to_move)
            _check_rollout(GAME.sample_state(view, Rng.from_seed(step)), step)
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, legal[int(rand() * len(legal))])
        step += 1
    assert step > 14


def test_rollout_through_passes_to_a_stall(build):
    """Seats without a play pass (BS-2.2) until all have passed in a row (BS-2.4)."""
    state = build(
        3,
        figures={0: [K, K], 1: [H, C], 2: [P, P]},
        corrals={1: [(S, 2)]},
        sides={0: {0: [S, S]}},
    )
    assert GAME.legal_actions(state) == [Pass()]
    assert _check_rollout(state, 1) == 3


def test_rollout_with_short_hands_and_an_empty_deck(build):
    """Deck and discard pile run out: hands stay short (BS-4.4), some seats must pass."""
    state = build(
        2,
        hands={0: [H, C], 1: [P]},
        figures={0: [K, K], 1: [H, C], 2: [P, S]},
        sides={1: {1: [S]}},
        deck=[B],
    )
    _check_rollout(state, 2)
    state = build(
        2,
        hands={0: [P]},
        figures={p: [K, K] for p in range(3)},
        sides={p: {0: [S]} for p in range(3)},
    )
    assert GAME.legal_actions(state) == [Pass()]
    _check_rollout(state, 3)


# (a finished game and core.game.rollout's fast path: tests/core/test_rollout.py)


def test_a_drifting_transition_is_caught(monkeypatch):
    """The comparison notices a rollout that plays another game. apply and rollout share every
    transition, so only a transition changed under the rollout alone (here: a play that also
    puts the top card of the deck at the bottom, or a pass that counts twice) can make them
    drift; the comparison then fails."""
    assert core_game.rollout_mismatches(GAME, 4, Options(), range(4)) == 0
    play = rules._TRANSITIONS[Play]

    def drifting_play(s: State, seat: int, action: Play, events: list | None) -> None:
        play(s, seat, action, events)
        if s.deck:
            s.deck.append(s.deck.pop(0))

    monkeypatch.setitem(rules._TRANSITIONS, Play, drifting_play)
    assert core_game.rollout_mismatches(GAME, 4, Options(), range(4)) == 4
