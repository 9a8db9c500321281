"""Tests of the Black Sheep AI players (DESIGN: AI; BS-11.2)."""

from __future__ import annotations

import itertools

import attrs
import pytest

from farmhouse.core.ai import Cancelled, CancelToken, make_ai
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep import ai
from farmhouse.games.black_sheep.rules import GAME, Options, State

BUDGET = 1.0
#: Iterations of each `hard` decision here (`normal` and `easy` ignore it): these tests check
#: legality, determinism and hidden information, not strength.
HARD_ITERATIONS = 12


def _random_positions(games: int, players: int, options: Options) -> list[State]:
    """States reached by random legal play, several per game, for AI-to-move checks."""
    positions: list[State] = []
    for g in range(games):
        rng = Rng.from_seed(1000 + g)
        state = GAME.setup(players, options, 77 + g)
        while GAME.to_move(state) is not None:
            if rng.randbelow(4) == 0:
                positions.append(state)
            state, _ = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
    return positions


def _decide(level: str, seed: int, state: State) -> object:
    seat = GAME.to_move(state)
    assert seat is not None
    player = ai.make_player(level, seed, iterations=HARD_ITERATIONS)
    return player.choose(GAME.view(state, seat), GAME.legal_actions(state), BUDGET, CancelToken())


def _play_game(levels: list[str], seed: int, options: Options) -> tuple[int, ...]:
    """Play one AI-only game; returns the winners' seats."""
    players = [ai.make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    state = GAME.setup(len(levels), options, seed)
    while (seat := GAME.to_move(state)) is not None:
        action = players[seat].choose(
            GAME.view(state, seat), GAME.legal_actions(state), BUDGET, CancelToken()
        )
        state, _ = GAME.apply(state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize(
    ("players", "options"),
    [(2, Options()), (3, Options(task_cards=True)), (4, Options(values_hidden_until_end=True))],
)
def test_choices_are_legal(level: str, players: int, options: Options) -> None:
    positions = _random_positions(3, players, options)
    assert len(positions) > 20
    for i, state in enumerate(positions):
        assert _decide(level, i, state) in GAME.legal_actions(state)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_is_deterministic_for_a_seed(level: str) -> None:
    positions = _random_positions(2, 3, Options())
    first = [_decide(level, 5, s) for s in positions]
    again = [_decide(level, 5, s) for s in positions]
    assert first == again


def test_normal_given_iterations_does_its_whole_work_however_slow_the_clock(monkeypatch) -> None:
    """With ``iterations`` (tests, bug reports, arenas), ``normal`` decides by the seed alone:
    a clock that jumps 10 s at every read (a machine under heavy load) changes no choice."""
    states = _random_positions(2, 3, Options())
    calm = [_decide("normal", 5, s) for s in states]
    clock = itertools.count(0.0, 10.0)
    monkeypatch.setattr(ai.time, "perf_counter", lambda: next(clock))
    assert [_decide("normal", 5, s) for s in states] == calm


def _hide_differently(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: the other hands and
    the deck are redealt from their pooled cards, the other seats' secret tasks are redealt
    from theirs and the unused tasks, and hidden figure values are permuted among figures of
    the same type."""
    other = attrs.evolve(
        state,
        hands=[list(h) for h in state.hands],
        deck=list(state.deck),
        figure_values=list(state.figure_values),
    )
    pooled = list(state.deck)
    for s, hand in enumerate(state.hands):
        if s != seat:
            pooled += hand
    rng.shuffle(pooled)
    for s, hand in enumerate(state.hands):
        if s != seat:
            other.hands[s], pooled = pooled[: len(hand)], pooled[len(hand) :]
    other.deck = pooled
    if state.secret_tasks:
        tasks = list(state.unused_tasks)
        for s, secret in enumerate(state.secret_tasks):
            if s != seat:
                tasks += secret
        rng.shuffle(tasks)
        other.secret_tasks = [list(t) for t in state.secret_tasks]
        for s, secret in enumerate(state.secret_tasks):
            if s != seat:
                other.secret_tasks[s], tasks = tasks[: len(secret)], tasks[len(secret) :]
        other.unused_tasks = tasks
    own = set() if state.options.values_hidden_until_end else set(state.corrals[seat])
    for animal in set(state.figure_types):
        hidden = [f for f, t in enumerate(state.figure_types) if t == animal and f not in own]
        values = [state.figure_values[f] for f in hidden]
        rng.shuffle(values)
        for f, v in zip(hidden, values, strict=True):
            other.figure_values[f] = v
    return other


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize(
    ("players", "options"),
    [(3, Options()), (2, Options(task_cards=True)), (4, Options(values_hidden_until_end=True))],
)
def test_choice_ignores_hidden_information(level: str, players: int, options: Options) -> None:
    rng = Rng.from_seed(3)
    changed = 0
    for i, state in enumerate(_random_positions(3, players, options)[:40]):
        seat = GAME.to_move(state)
        assert seat is not None
        other = _hide_differently(state, seat, rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        changed += other.hands != state.hands or other.deck != state.deck
        assert _decide(level, i, other) == _decide(level, i, state)
    assert changed > 30  # the hidden parts really differed


@pytest.mark.parametrize("level", ai.LEVELS)
def test_cancelled_token_raises(level: str) -> None:
    state = _random_positions(1, 2, Options())[0]
    token = CancelToken()
    token.cancel()
    seat = GAME.to_move(state)
    assert seat is not None
    with pytest.raises(Cancelled):
        ai.make_player(level, 1, iterations=HARD_ITERATIONS).choose(
            GAME.view(state, seat), GAME.legal_actions(state), BUDGET, token
        )


def test_make_player_levels() -> None:
    for level in ai.LEVELS:
        assert make_ai("black_sheep", level, 1).level == level
    with pytest.raises(ValueError):
        ai.make_player("grandmaster", 1)


def test_normal_beats_easy() -> None:
    # Measured with these seeds: normal wins 19 of 20 (38 of 40 over seeds 500-539). Under
    # equal strength, 15 or more wins of 20 has a probability of about 2 %.
    wins = {"normal": 0.0, "easy": 0.0}
    games = 20
    for g in range(games):
        levels = ["normal", "easy"] if g % 2 == 0 else ["easy", "normal"]
        winners = _play_game(levels, 500 + g, Options())
        for w in winners:
            wins[levels[w]] += 1 / len(winners)
    assert wins["normal"] >= 15, wins
