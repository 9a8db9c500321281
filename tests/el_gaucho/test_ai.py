"""Tests of the El Gaucho AI players (DESIGN: AI): legal and deterministic choices, no use of
hidden information, cancellation, time, strength and a few choices a good player makes."""

from __future__ import annotations

import itertools
import time

import pytest

from farmhouse.core.ai import Cancelled, CancelToken, make_ai
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import ai
from farmhouse.games.el_gaucho.positions import build
from farmhouse.games.el_gaucho.rules import (
    GAME,
    ActivateImmediateSale,
    AddToHerd,
    EndTurn,
    Options,
    Stand,
    State,
)

from .conftest import OPTION_CONFIGS, hide_differently

BUDGET = 1.0
#: Iterations of each `hard` decision here (`normal` and `easy` ignore it): these tests check
#: legality, determinism and hidden information, not strength.
HARD_ITERATIONS = 12


def _random_positions(games: int, players: int, options: Options, every: int = 3) -> list[State]:
    """States reached by random legal play, every ``every``-th decision."""
    positions: list[State] = []
    for g in range(games):
        rng = Rng.from_seed(1000 + g)
        state = GAME.setup(players, options, 77 + g)
        i = 0
        while GAME.to_move(state) is not None:
            if i % every == 0:
                positions.append(state)
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            i += 1
    return positions


def _decide(level: str, seed: int, state: State) -> object:
    seat = GAME.to_move(state)
    assert seat is not None
    player = ai.make_player(level, seed, iterations=HARD_ITERATIONS)
    # A budget no decision reaches: normal stops deepening at half its budget, so on a
    # loaded machine a 1 s budget could make the same choice depend on timing.
    return player.choose(GAME.view(state, seat), GAME.legal_actions(state), 120.0, CancelToken())


def _play_game(levels: list[str], seed: int, options: Options) -> tuple[int, ...]:
    players = [ai.make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    state = GAME.setup(len(levels), options, seed)
    while (seat := GAME.to_move(state)) is not None:
        view = GAME.view(state, seat)
        action = players[seat].choose(view, GAME.legal_actions_in_view(view), BUDGET, CancelToken())
        state, _ = GAME.apply(state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize(
    ("players", "name"), [(2, "default"), (3, "wish_diceless"), (4, "no_sort_same_round")]
)
def test_choices_are_legal(level: str, players: int, name: str) -> None:
    positions = _random_positions(2, players, OPTION_CONFIGS[name], every=7)
    assert len(positions) > 30
    for i, state in enumerate(positions):
        assert _decide(level, i, state) in GAME.legal_actions(state)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_is_deterministic_for_a_seed(level: str) -> None:
    positions = _random_positions(1, 3, Options(), every=5)
    assert [_decide(level, 5, s) for s in positions] == [_decide(level, 5, s) for s in positions]


def test_normal_given_iterations_does_its_whole_work_however_slow_the_clock(monkeypatch) -> None:
    """With ``iterations`` (tests, bug reports, arenas), ``normal`` decides by the seed alone:
    a clock that jumps 10 s at every read (a machine under heavy load) changes no choice."""
    states = _random_positions(1, 3, Options(), every=5)
    calm = [_decide("normal", 5, s) for s in states]
    clock = itertools.count(0.0, 10.0)
    monkeypatch.setattr(ai.time, "perf_counter", lambda: next(clock))
    assert [_decide("normal", 5, s) for s in states] == calm


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_choice_ignores_hidden_information(level: str, players: int) -> None:
    """Changing only what the seat cannot see (pile, unseen Steppe, other seats' opening
    tiles and secret keeps) never changes the AI's choice."""
    rng = Rng.from_seed(3)
    changed = 0
    for i, state in enumerate(_random_positions(2, players, Options(), every=4)[:60]):
        seat = GAME.to_move(state)
        assert seat is not None
        other = hide_differently(state, seat, rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        changed += other.pile != state.pile
        assert _decide(level, i, other) == _decide(level, i, state)
    assert changed > 40  # the hidden parts really differed


@pytest.mark.parametrize("level", ai.LEVELS)
def test_cancelled_token_raises(level: str) -> None:
    state = next(s for s in _random_positions(1, 2, Options()) if len(GAME.legal_actions(s)) > 1)
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
        assert make_ai("el_gaucho", level, 1).level == level
    with pytest.raises(ValueError):
        ai.make_player("grandmaster", 1)
    with pytest.raises(ValueError):
        ai.NormalPlayer(1).choose(
            GAME.view(GAME.setup(2, Options(), 1), None), [EndTurn(), EndTurn()], 1.0, CancelToken()
        )


def test_normal_decisions_stay_within_the_time_budget() -> None:
    positions = [s for s in _random_positions(2, 4, Options(), every=2) if s.phase == "turn"]
    times = []
    for i, state in enumerate(positions[:120]):
        start = time.perf_counter()
        _decide("normal", i, state)
        times.append(time.perf_counter() - start)
    times.sort()
    # A guard against a runaway search only: the target (p95 <= 0.2 s) is measured in
    # benchmarks/, not asserted here, where the machine may be shared.
    assert times[int(0.95 * (len(times) - 1))] < 2.0, times[-5:]


def test_normal_beats_easy() -> None:
    # Measured with these seeds: normal wins every game. Under equal strength, 15 or more
    # wins of 20 has a probability of about 2 %.
    wins = {"normal": 0.0, "easy": 0.0}
    for g in range(20):
        levels = ["normal", "easy"] if g % 2 == 0 else ["easy", "normal"]
        for w in (winners := _play_game(levels, 500 + g, Options())):
            wins[levels[w]] += 1 / len(winners)
    assert wins["normal"] >= 15, wins


def _normal(state: State) -> object:
    return _decide("normal", 1, state)


def test_normal_does_not_force_the_sale_of_a_herd_with_room_to_grow() -> None:
    # Both tiles cost a 7; RD7 would force the sale of the rising Red herd [3, 5, 6, 9].
    state = build(3, rows=["RD7 WH7"], herds={0: ["RD3 RD5 RD6 RD9"]}, dice=[3, 4])
    assert _normal(state) == Stand("WH7", (3, 4))


def test_normal_orders_gained_tiles_for_the_better_herd() -> None:
    # EG-EX-4: Black [10, 6] gains BK12 and BK1. BK12 first leaves [12, 1] (20 pesos, a
    # herd that cannot grow); BK1 first sells [10, 6, 1] for 30 and starts [12].
    state = build(
        3, rows=["BK12/A BK1/A"], herds={0: ["BK10 BK6"]}, start_player=1, to_move=0, dice=[1, 1]
    )
    state, _ = GAME.apply(state, EndTurn())
    assert state.phase == "drive" and state.to_move == 0
    assert _normal(state) == AddToHerd("BK1")


def _normal_turn(state: State) -> list[object]:
    """The actions normal plays until its turn ends."""
    seat = state.to_move
    played: list[object] = []
    while state.to_move == seat and state.phase == "turn":
        action = _normal(state)
        played.append(action)
        state, _ = GAME.apply(state, action)
        assert len(played) < 20
    return played


def test_normal_takes_the_immediate_sale_of_a_herd_that_cannot_grow() -> None:
    state = build(3, herds={0: ["BK8 BK10 BK12"]}, areas={0: ["immediate_sale"]}, dice=[1, 1])
    assert ActivateImmediateSale("black") in _normal_turn(state)


def test_normal_sells_in_the_diceless_round_rather_than_never() -> None:
    state = build(
        3,
        herds={0: ["BK2 BK3"]},
        areas={0: ["immediate_sale"]},
        round=3,
        end_round=1,
        rest="sold",
    )
    assert _normal_turn(state) == [ActivateImmediateSale("black"), EndTurn()]


def test_normal_keeps_a_young_herd_with_room_to_grow() -> None:
    state = build(3, herds={0: ["BK2 BK3"]}, areas={0: ["immediate_sale"]}, dice=[1, 1])
    assert ActivateImmediateSale("black") not in _normal_turn(state)
