"""Save format 4: ``play_seconds``, the time a game has been played over every session, so
that the statistics record a resumed game's duration without the pauses between sessions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from farmhouse.core import migrations, saves
from farmhouse.core.stats import Stats

from .test_saves import finished_match, load_error, make_match, rewrite, saved

FIXTURES = Path(__file__).parent / "fixtures"


def test_play_seconds_are_saved_and_loaded(toy, tmp_path):
    match = make_match()
    assert match.play_seconds == 0.0  # a new match has been played for no time yet
    match.play_seconds = 754.25
    path = saved(tmp_path, match)
    assert json.loads(path.read_text(encoding="utf-8"))["play_seconds"] == 754.25
    assert saves.load_match(path).play_seconds == 754.25
    rewrite(path, lambda d: d.__setitem__("play_seconds", 12))  # a whole number is a number
    loaded = saves.load_match(path)
    assert loaded.play_seconds == 12.0 and isinstance(loaded.play_seconds, float)
    rewrite(path, lambda d: d.__setitem__("play_seconds", None))
    assert saves.load_match(path).play_seconds is None


@pytest.mark.parametrize(
    "value, reason",
    [
        ("12", "field_type"),
        (True, "field_type"),
        ([1], "field_type"),
        (-1, "field_value"),
        (saves.MAX_PLAY_SECONDS + 1, "field_value"),
    ],
)
def test_a_bad_play_time_is_refused_by_name(toy, tmp_path, value, reason):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("play_seconds", value))
    err = load_error(path, "bad_field")
    assert err.reason == reason and err.params["field"] == "play_seconds"


def test_a_file_without_play_seconds_is_refused(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.pop("play_seconds"))
    err = load_error(path, "bad_field")
    assert err.reason == "missing_field" and err.params["field"] == "play_seconds"


def test_version_3_fixture_loads_with_an_unknown_play_time(toy, tmp_path):
    path = tmp_path / "old.farmhouse"
    shutil.copy(FIXTURES / "toy_dice_v3.farmhouse", path)
    before = path.read_bytes()
    match = saves.load_match(path)
    assert match.play_seconds is None  # format 3 did not keep it
    assert match.take_backs == [1, 0, 0] and match.hints == [2, 0, 1]
    assert path.read_bytes() == before  # loading never rewrites the file
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == migrations.FORMAT_VERSION == 4
    assert data["play_seconds"] is None  # still unknown: not a made-up zero


def test_version_3_upgrade_step():
    old = json.loads((FIXTURES / "toy_dice_v3.farmhouse").read_text(encoding="utf-8"))
    new = migrations.MIGRATIONS[3](old)
    assert new["format_version"] == 4 and new["play_seconds"] is None
    assert "play_seconds" not in old  # the step does not change its input
    assert {k: v for k, v in new.items() if k not in ("play_seconds", "format_version")} == {
        k: v for k, v in old.items() if k != "format_version"
    }


def test_statistics_take_the_play_time_as_the_duration(toy, tmp_path):
    match = finished_match()
    match.created_at = "2026-01-01T00:00:00+00:00"  # a month of pauses before it ended
    match.play_seconds = 1800.0
    with Stats.open(tmp_path / "s.sqlite3") as db:
        db.record(match, None, finished_at="2026-02-01T00:00:00+00:00")
        (game,) = db.games()
    assert game.duration_s == 1800.0
    match.play_seconds = None  # an older file: creation to finish, the only measure there is
    match.match_id = "0" * 32
    with Stats.open(tmp_path / "t.sqlite3") as db:
        db.record(match, None, finished_at="2026-02-01T00:00:00+00:00")
        (game,) = db.games()
    assert game.duration_s == 31 * 86400
