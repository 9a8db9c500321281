"""El Gaucho through core: undo inside a turn (never across chance or a reveal), save files
of finished and unfinished games, and the arena."""

from __future__ import annotations

import json

import pytest

from farmhouse import arena
from farmhouse.core import saves
from farmhouse.core.game import IllegalAction, Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho.rules import (
    GAME,
    ActivateHiddenCattle,
    EndTurn,
    Options,
    TakeDice,
)

SEATS3 = [Seat("Ana"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "normal")]


def random_match(players: int, seed: int, moves: int | None = None, options=None) -> Match:
    seats = [
        Seat(f"P{i}", "human" if i == 0 else "ai", None if i == 0 else "easy")
        for i in range(players)
    ]
    match = Match.new("el_gaucho", seats, options, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and (moves is None or len(match.actions) < moves):
        match.apply(rng.choice(match.legal_actions()))
    return match


def _to_first_turn(match: Match) -> None:
    rng = Rng.from_seed(1)
    while match.state.phase != "turn":
        match.apply(rng.choice(match.legal_actions()))


# ----------------------------------------------------------------------------- undo


def test_undo_takes_back_the_steps_of_the_turn_and_shows_the_same_view():
    match = Match.new("el_gaucho", SEATS3, None, 21)
    _to_first_turn(match)
    assert not match.can_undo()  # the opening and the dice roll cannot be taken back
    seat = match.to_move
    views = [match.view(seat)]
    spectator = [match.view(None)]
    rng = Rng.from_seed(4)
    steps = 0
    while steps < 3:
        legal = [a for a in match.legal_actions() if not isinstance(a, EndTurn)]
        legal = [a for a in legal if not isinstance(a, ActivateHiddenCattle)]
        if not legal:
            break
        match.apply(rng.choice(legal))
        steps += 1
        views.append(match.view(seat))
        spectator.append(match.view(None))
    assert steps >= 2 and isinstance(match.actions[-steps], TakeDice)
    for k in range(steps):
        assert match.can_undo()
        match.undo()
        assert match.view(seat) == views[-2 - k]
        assert match.view(None) == spectator[-2 - k]
    assert not match.can_undo() and match.to_move == seat


def test_chance_after_undo_comes_out_as_before():
    first = Match.new("el_gaucho", SEATS3, None, 8)
    _to_first_turn(first)
    second = Match.new("el_gaucho", SEATS3, None, 8)
    _to_first_turn(second)
    pair = first.legal_actions()[0]
    other = first.legal_actions()[-1]
    second.apply(other)
    second.undo()
    for m in (first, second):
        m.apply(pair)
        m.apply(EndTurn())
    while first.state.round == 1:
        action = first.legal_actions()[0]
        first.apply(action)
        second.apply(action)
    assert first.digest() == second.digest()  # the same dice in round 2, the same refill


def test_nothing_revealing_or_outside_the_turn_can_be_undone():
    match = random_match(3, 5)
    for i, action in enumerate(match.actions):
        state = replay_state(match, i)
        if isinstance(action, EndTurn | ActivateHiddenCattle) or state.phase != "turn":
            assert not GAME.reversible(state, action)
    assert any(GAME.reversible(replay_state(match, i), a) for i, a in enumerate(match.actions))
    # After an end of turn, the next seat cannot undo it.
    m = Match.new("el_gaucho", SEATS3, None, 3)
    _to_first_turn(m)
    m.apply(m.legal_actions()[0])
    m.apply(EndTurn())
    assert not m.can_undo()
    with pytest.raises(IllegalAction):
        m.undo()


def replay_state(match: Match, index: int):
    state = GAME.setup(len(match.seats), match.options, match.seed)
    for action in match.actions[:index]:
        state, _ = GAME.apply(state, action)
    return state


def test_a_save_after_undo_holds_only_the_remaining_actions(tmp_path):
    match = Match.new("el_gaucho", SEATS3, None, 13)
    _to_first_turn(match)
    match.apply(match.legal_actions()[0])
    kept = len(match.actions)
    match.apply(match.legal_actions()[1])
    match.undo()
    path = tmp_path / "eg.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text())
    assert len(data["actions"]) == kept
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest() and loaded.can_undo()


# ----------------------------------------------------------------------------- saves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_game_round_trip(tmp_path, players):
    match = random_match(players, seed=players * 11)
    assert match.is_over
    path = tmp_path / "eg.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.outcome() == match.outcome()
    assert loaded.actions == match.actions
    assert saves.read_info(path).finished is True


def test_mid_game_round_trip_keeps_legal_actions_views_and_options(tmp_path):
    options = Options(fill_threshold=18, wish_in_diceless_round=True, start_player="seat0")
    match = random_match(4, seed=5, moves=37, options=options)
    path = tmp_path / "mid.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.options == options
    assert loaded.digest() == match.digest()
    assert loaded.legal_actions() == match.legal_actions()
    for seat in (None, 0, 1, 2, 3):
        assert loaded.view(seat) == match.view(seat)
    action = match.legal_actions()[0]
    assert loaded.apply(action) == match.apply(action)
    assert loaded.digest() == match.digest()


# ----------------------------------------------------------------------------- arena


@pytest.mark.parametrize("levels", [["normal", "easy"], ["easy", "normal", "easy", "easy"]])
def test_arena_runs_without_errors(levels, tmp_path):
    results = arena.run_arena("el_gaucho", levels, 2, 1, record=tmp_path)
    assert all(r.error is None for r in results), [r.error for r in results]
    assert all(r.winners for r in results)
    recorded = sorted(tmp_path.glob("*.farmhouse"))
    assert len(recorded) == 2
    assert saves.load_match(recorded[0]).is_over


def test_arena_command_line(capsys):
    code = arena.main(["--game", "el_gaucho", "--seats", "easy,easy,easy", "--games", "2"])
    assert code == 0
    assert "el_gaucho" in capsys.readouterr().out
