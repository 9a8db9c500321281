"""Helpers for the Black Sheep rules tests: build a State from a compact description and
play seeded random games."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest

from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    CARDS_PER_TYPE,
    FIGURE_VALUES,
    HAND_SIZE,
    PASTURES,
    SIDE_SIZE,
    Animal,
)
from farmhouse.games.black_sheep.rules import (
    FIGURE_TYPES,
    GAME,
    Options,
    PastureState,
    State,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def build_state(
    players: int = 2,
    *,
    hands: Mapping[int, Sequence[Animal]] | None = None,
    figures: Mapping[int, Sequence[Animal]] | None = None,
    sides: Mapping[int, Mapping[int, Sequence[Animal]]] | None = None,
    completion: Mapping[tuple[int, int], int] | None = None,
    retired: Sequence[int] = (),
    corrals: Mapping[int, Sequence[tuple[Animal, int]]] | None = None,
    supply: Mapping[Animal, int] | None = None,
    deck: Sequence[Animal] = (),
    discard: Sequence[Animal] = (),
    to_move: int | None = 0,
    end_triggered: bool = False,
    options: Options | None = None,
    secret_tasks: Sequence[Sequence[str]] = (),
    face_up_tasks: Sequence[str] = (),
    seed: int = 0,
) -> State:
    """A State for a worked example.

    ``figures[p]`` are the figure types on pasture p; ``sides[p][seat]`` the cards on a side;
    full sides get completion numbers 1, 2, … in (pasture, seat) order unless ``completion``
    gives them. ``corrals[seat]`` lists (type, value). ``supply`` gives counts per type
    (``None``: every figure not placed elsewhere); figures that fit nowhere are left out.
    """
    values: list[int] = []
    for a in ANIMALS:
        values.extend(FIGURE_VALUES[a])
    pools = {a: [f for f, t in enumerate(FIGURE_TYPES) if t is a] for a in ANIMALS}

    def take(animal: Animal, value: int | None = None) -> int:
        pool = pools[animal]
        pick = next((f for f in pool if values[f] == value), pool[0])
        pool.remove(pick)
        if value is not None:
            values[pick] = value
        return pick

    corral_ids = [[take(a, v) for a, v in (corrals or {}).get(s, ())] for s in range(players)]
    pastures = []
    numbers: dict[tuple[int, int], int] = dict(completion or {})
    counter = max(numbers.values(), default=0)
    for p in range(PASTURES):
        active = p not in retired
        ids = [take(a) for a in (figures or {}).get(p, ())]
        side_cards = [list((sides or {}).get(p, {}).get(s, ())) for s in range(players)]
        for s in range(players):
            if len(side_cards[s]) == SIDE_SIZE and (p, s) not in numbers:
                counter += 1
                numbers[p, s] = counter
        pastures.append(
            PastureState(active, ids, side_cards, [numbers.get((p, s)) for s in range(players)])
        )
    if supply is None:
        supply_ids = sorted(f for pool in pools.values() for f in pool)
    else:
        supply_ids = sorted(f for a, n in supply.items() for f in pools[a][:n])
    order = {a: i for i, a in enumerate(ANIMALS)}
    return State(
        players=players,
        options=options or Options(),
        rng=Rng.from_seed(seed),
        figure_types=list(FIGURE_TYPES),
        figure_values=values,
        supply=supply_ids,
        pastures=pastures,
        corrals=corral_ids,
        hands=[sorted((hands or {}).get(s, ()), key=order.__getitem__) for s in range(players)],
        deck=list(deck),
        discard=list(discard),
        to_move=to_move,
        start_player=0,
        completion_counter=max(numbers.values(), default=0),
        end_triggered=end_triggered,
        secret_tasks=[list(t) for t in secret_tasks],
        face_up_tasks=list(face_up_tasks),
    )


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
    """Assert the conservation and shape invariants of a state reached by legal play."""
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
    """The :func:`build_state` helper."""
    return build_state


@pytest.fixture(scope="session")
def play_random() -> Callable[..., Iterator[tuple[State, Any, State, list[Event]]]]:
    """The :func:`random_game` helper."""
    return random_game
