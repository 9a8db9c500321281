"""Wooly Bully matches survive save and load (core saves: replay + digest), and the arena
plays it with its AI levels without errors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from farmhouse import arena
from farmhouse.core import saves, serial
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.migrations import FORMAT_VERSION
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully.rules import GAME, Action, Options, Quit

from .conftest import pick


def random_match(
    players: int, seed: int, options: Options | None = None, moves: int | None = None
) -> Match:
    seats = [
        Seat(f"P{i}", "human" if i == 0 else "ai", None if i == 0 else "easy")
        for i in range(players)
    ]
    match = Match.new("wooly_bully", seats, options, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and (moves is None or len(match.actions) < moves):
        match.apply(pick(rng, match.legal_actions()))
    return match


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, Options()),
        (3, Options(reaction_windows=True, wolf_may_cover_hunter=True)),
        (4, Options(forced_extra_placement=True, hand_size=3)),
        (4, Options(extra_turn_instead_of_draws=True, score_all_fields=True)),
    ],
)
def test_finished_game_round_trip(tmp_path, players, options):
    match = random_match(players, players * 11, options)
    assert match.is_over and len(match.actions) > 20
    path = tmp_path / "wb.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "wooly_bully" and data["options"] == serial.unstructure(options)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.outcome() == match.outcome()
    assert loaded.actions == match.actions
    assert saves.read_info(path).finished is True


def test_mid_game_round_trip_keeps_legal_actions_and_views(tmp_path):
    match = random_match(3, 5, Options(reaction_windows=True), moves=40)
    path = tmp_path / "mid.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.legal_actions() == match.legal_actions()
    for seat in (None, 0, 1, 2):
        assert loaded.view(seat) == match.view(seat)
    action = match.legal_actions()[0]
    assert loaded.apply(action) == match.apply(action)
    assert loaded.digest() == match.digest()


def test_every_action_type_serialises():
    match = random_match(3, 8, Options(forced_extra_placement=True, reaction_windows=True))
    kinds = set()
    for action in match.actions:
        data = serial.unstructure_action(GAME.Action, action)
        json.dumps(data)
        assert serial.structure_action(GAME.Action, data) == action
        kinds.add(data["type"])
    assert {"Place", "EndTurn", "EndResponse"} <= kinds
    for action in (Quit(),):
        assert serial.structure_action(Action, serial.unstructure_action(Action, action)) == action


#: A 2-player game saved in format version 1, before lone_player_draws existed (WB-7.4): Ann
#: quits at her first decision (+6), Bot (normal) lays ten tiles, is then stuck with 50 tiles
#: in the bag and passes, which ended the game at once under the old rule: Ann won 6-0.
LONE_PLAYER_V1 = Path(__file__).parent / "fixtures" / "lone_player_v1.farmhouse"


@pytest.mark.skipif(FORMAT_VERSION < 2, reason="needs OPTIONS_ADDED from the shell branch")
def test_WB_7_4_a_save_from_before_lone_player_draws_replays_with_it_off(tmp_path):
    """WB-7.4: saves made before the option existed load with lone_player_draws off
    (rules.OPTIONS_ADDED) and replay exactly, digest included; under the new default the
    same actions would play another game (Bot's last pass would draw), so the test can fail."""
    data = json.loads(LONE_PLAYER_V1.read_text(encoding="utf-8"))
    assert data["format_version"] == 1 and "lone_player_draws" not in data["options"]
    path = tmp_path / "old.farmhouse"
    shutil.copy(LONE_PLAYER_V1, path)
    match = saves.load_match(path)  # replays and checks the recorded digest
    assert match.options == Options(lone_player_draws=False)
    assert match.is_over and match.outcome().scores == (6, 0)
    assert match.digest() == data["final_state_digest"]
    # The same actions under today's default: the last pass draws, and the game goes on.
    fresh = Match.new("wooly_bully", match.seats, Options(), data["seed"])
    for action in match.actions:
        fresh.apply(action)
    assert not fresh.is_over and "WB.lone_draw" in [e.key for e in fresh.turn_events[-1]]
    # Saved again it keeps the option off, in the current format.
    again = tmp_path / "again.farmhouse"
    saves.save_match(match, again)
    assert json.loads(again.read_text(encoding="utf-8"))["options"]["lone_player_draws"] is False
    assert saves.load_match(again).digest() == match.digest()


def test_a_tampered_save_is_refused(tmp_path):
    match = random_match(2, 3)
    path = tmp_path / "wb.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seed"] += 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    assert err.value.problem in ("digest_mismatch", "bad_action")


@pytest.mark.parametrize("levels", [["normal", "easy"], ["normal", "easy", "easy", "easy"]])
def test_arena_runs_without_errors(levels):
    results = arena.run_arena("wooly_bully", levels, len(levels), seed=3)
    assert [r.error for r in results] == [None] * len(levels)
    for r in results:
        assert r.match.is_over and len(r.scores) == len(levels)
    report = arena.report("wooly_bully", levels, 3, 1.0, results, 1.0)
    assert report["errors"] == 0 and report["finished_games"] == len(levels)


def test_arena_with_reaction_windows():
    results = arena.run_arena(
        "wooly_bully", ["normal", "easy", "easy"], 2, seed=5, options=Options(reaction_windows=True)
    )
    assert all(r.error is None for r in results)
    assert any(
        e.key == "WB.window_opened"
        for r in results
        for events in r.match.turn_events
        for e in events
    )
