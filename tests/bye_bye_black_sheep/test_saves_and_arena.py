"""Bye-Bye Black Sheep matches survive save and load (DESIGN: Save files), the arena plays
them cleanly and reports how they ended, and the registry and benchmarks know the game."""

from __future__ import annotations

import json

import pytest

from farmhouse import arena
from farmhouse.core import registry, saves, serial
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Place,
    Steal,
    Stop,
)

from .conftest import OPTION_IDS, OPTIONS


def random_match(players, seed, moves=None, options=None):
    seats = [
        Seat(f"P{i}", "human" if i == 0 else "ai", None if i == 0 else "easy")
        for i in range(players)
    ]
    match = Match.new("bye_bye_black_sheep", seats, options, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and (moves is None or len(match.actions) < moves):
        legal = match.legal_actions()
        # Prefer drawing, so the games are long enough to use every kind of action.
        draws = [a for a in legal if not isinstance(a, Stop | Decline)]
        match.apply(rng.choice(draws if draws and rng.random() < 0.85 else legal))
    return match


def test_registry_finds_the_game():
    assert registry.is_playable("bye_bye_black_sheep")
    game = registry.get_game("bye_bye_black_sheep")
    assert game is GAME and game.player_counts == range(2, 6)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_finished_game_round_trip(tmp_path, players, options):
    match = random_match(players, seed=players * 13, options=options)
    assert match.is_over
    path = tmp_path / "bb.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.outcome() == match.outcome()
    assert loaded.actions == match.actions
    assert loaded.options == options
    assert saves.read_info(path).finished is True
    data = json.loads(path.read_text())
    assert data["game"] == "bye_bye_black_sheep"


def test_every_action_kind_serialises():
    for action in [
        Draw(2),
        Stop(),
        AskEagle(1, 4),
        MolePick(0),
        Steal(3, 7),
        Place(5),
        Place(0, 9),
        Decline(),
    ]:
        data = serial.unstructure_action(GAME.Action, action)
        assert data["type"] == type(action).__name__
        json.dumps(data)
        assert serial.structure_action(GAME.Action, data) == action


def test_mid_game_round_trip_keeps_legal_actions_and_views(tmp_path):
    match = random_match(4, seed=5, moves=40, options=Options(advanced=True, joker=True))
    path = tmp_path / "mid.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.legal_actions() == match.legal_actions()
    for seat in (None, 0, 1, 2, 3):
        assert loaded.view(seat) == match.view(seat)
    action = match.legal_actions()[-1]
    assert loaded.apply(action) == match.apply(action)
    assert loaded.digest() == match.digest()


def test_arena_runs_cleanly_records_and_reports_endings(tmp_path, capsys):
    results = arena.run_arena(
        "bye_bye_black_sheep", ["normal", "easy", "easy"], 3, 1, record=tmp_path
    )
    assert [r.error for r in results] == [None] * 3
    assert all(
        r.ended_by in ("bb.end.triplets", "bb.end.stall", "bb.end.turn_limit") for r in results
    )
    for path in tmp_path.glob("*.farmhouse"):
        assert saves.load_match(path).is_over
    code = arena.main(
        [
            "--game",
            "bye_bye_black_sheep",
            "--seats",
            "normal,easy",
            "--games",
            "4",
            "--json",
            "--options",
            '{"advanced": true, "joker": true}',
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["errors"] == 0 and data["finished_games"] == 4
    assert sum(data["ended_by"].values()) == 4
    assert set(data["ended_by"]) <= {"bb.end.triplets", "bb.end.stall", "bb.end.turn_limit"}
    arena.main(["--game", "bye_bye_black_sheep", "--seats", "normal,easy,easy", "--games", "3"])
    assert "ended by: bb.end." in capsys.readouterr().out


def test_benchmarks_know_the_game():
    from benchmarks import run

    assert run.GAMES["bye_bye_black_sheep"] == (2, 5)
    extra = run._extra_module("bye_bye_black_sheep")
    assert extra is not None and callable(extra.measure) and callable(extra.print_text)
