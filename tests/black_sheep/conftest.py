"""Helpers for the Black Sheep rules tests: positions (built by
:func:`farmhouse.games.black_sheep.positions.position`) and seeded random games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    CARDS_PER_TYPE,
    FIGURE_VALUES,
    HAND_SIZE,
    SIDE_SIZE,
)
from farmhouse.games.black_sheep.positions import describe, position
from farmhouse.games.black_sheep.rules import (
    FIGURE_TYPES,
    GAME,
    Options,
    State,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def random_game(
    players: int, options: Options, seed: int
) -> Iterator[tuple[State, Any, State, list[Event]]]:
    """Play a game with uniformly random legal actions; yields (before, action, after, events)."""
    rng = Rng.from_seed(seed ^ 0x5EED)
    state = GAME.setup(players, options, seed)
    while state.to_move is not None:
        action = rng.choice(GAME.legal_actions(state))
        after, events = GAME.apply(state, action)
        yield state, action, after, events
        state = after


def check_invariants(state: State) -> None:
    """Assert the conservation and shape invariants of a state reached by legal play; a
    failure names the position (:func:`~farmhouse.games.black_sheep.positions.describe`)."""
    try:
        _invariants(state)
    except AssertionError as err:
        raise AssertionError(f"{err}\nposition: {describe(state)}") from None


def _invariants(state: State) -> None:
    placed = [f for p in state.pastures for f in p.figures]
    owned = [f for c in state.corrals for f in c]
    assert sorted(state.supply + placed + owned) == list(range(len(FIGURE_TYPES)))
    assert state.supply == sorted(state.supply)
    for a in ANIMALS:
        values = [v for t, v in zip(state.figure_types, state.figure_values, strict=True) if t is a]
        assert sorted(values) == sorted(FIGURE_VALUES[a])
    cards = Counter(c for h in state.hands for c in h)
    cards.update(state.deck)
    cards.update(state.discard)
    for p in state.pastures:
        for side in p.sides:
            cards.update(side)
    assert cards == Counter({a: CARDS_PER_TYPE for a in ANIMALS})
    assert all(len(h) <= HAND_SIZE for h in state.hands)
    order = {a: i for i, a in enumerate(ANIMALS)}
    assert all(h == sorted(h, key=order.__getitem__) for h in state.hands)
    numbers = []
    for p in state.pastures:
        assert len(p.sides) == len(p.completion) == state.players
        if p.active:
            assert len(p.figures) == 2
            assert not all(len(side) == SIDE_SIZE for side in p.sides)
        else:
            assert p.figures == [] and all(side == [] for side in p.sides)
        for side, number in zip(p.sides, p.completion, strict=True):
            assert len(side) <= SIDE_SIZE
            assert (number is not None) == (len(side) == SIDE_SIZE)
            if number is not None:
                numbers.append(number)
    assert len(set(numbers)) == len(numbers)
    assert all(n <= state.completion_counter for n in numbers)
    if not state.end_triggered:
        assert all(p.active for p in state.pastures)
    if state.to_move is None:
        assert not any(p.active for p in state.pastures)
    else:
        assert 0 <= state.to_move < state.players
        assert any(p.active for p in state.pastures)


@pytest.fixture(scope="session")
def invariants() -> Callable[[State], None]:
    """The :func:`check_invariants` helper."""
    return check_invariants


@pytest.fixture(scope="session")
def build() -> Callable[..., State]:
    """:func:`farmhouse.games.black_sheep.positions.position`."""
    return position


@pytest.fixture(scope="session")
def play_random() -> Callable[..., Iterator[tuple[State, Any, State, list[Event]]]]:
    """The :func:`random_game` helper."""
    return random_game
