"""Save files: round trip, every kind of bad file, atomic writes, autosaves, migrations."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from farmhouse import __version__
from farmhouse.core import migrations, registry, saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

from .toygame import Roll, Step

FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "normal")]


def make_match(seed: int = 7, moves: int = 5) -> Match:
    match = Match.new("toy_dice", SEATS, None, seed)
    for i in range(moves):
        if match.is_over:
            break
        match.apply(Roll() if i % 2 else Step(1))
    return match


def finished_match(seed: int = 7) -> Match:
    match = make_match(seed, 0)
    while not match.is_over:
        match.apply(Roll())
    return match


def saved(tmp_path: Path, match: Match | None = None, name: str = "game.farmhouse") -> Path:
    path = tmp_path / name
    saves.save_match(match or make_match(), path)
    return path


def rewrite(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def load_error(path: Path, problem: str) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    err = info.value
    assert err.problem == problem, str(err)
    assert err.path == path
    assert str(path) in str(err)
    assert saves.PROBLEMS[problem] in str(err)
    return err


# ----------------------------------------------------------------------------- round trip


def test_save_then_load_gives_the_same_match(toy, tmp_path):
    match = make_match()
    path = saved(tmp_path, match)
    loaded = saves.load_match(path)
    assert loaded.digest() == match.digest()
    assert loaded.legal_actions() == match.legal_actions()
    assert loaded.to_move == match.to_move
    assert loaded.actions == match.actions
    assert loaded.turn_events == match.turn_events
    assert (loaded.seats, loaded.options, loaded.seed) == (match.seats, match.options, match.seed)
    assert (loaded.match_id, loaded.created_at) == (match.match_id, match.created_at)


def test_loaded_match_plays_on_like_the_original(toy, tmp_path):
    match = make_match(seed=3, moves=2)
    loaded = saves.load_match(saved(tmp_path, match))
    for m in (match, loaded):
        while not m.is_over:
            m.apply(Roll())
    assert loaded.digest() == match.digest()
    assert loaded.outcome() == match.outcome()


def test_file_holds_the_documented_fields(toy, tmp_path):
    match = finished_match()
    data = json.loads(saved(tmp_path, match).read_text(encoding="utf-8"))
    assert data["format"] == "farmhouse-save" and data["format_version"] == 4
    assert data["app_version"] == __version__
    assert data["game"] == "toy_dice" and data["options"] == {"goal": 12}
    assert data["seats"][1] == {
        "name": "Bo",
        "kind": "ai",
        "level": "easy",
        "hints": 0,
        "take_backs": 0,
    }
    assert data["seed"] == 7 and data["finished"] is True
    assert data["actions"][0] == {"type": "Roll"}
    assert data["saved_at"].endswith("+00:00")
    assert data["final_state_digest"] == match.digest()


def test_read_info_reads_the_header(toy, tmp_path):
    match = make_match(moves=4)
    info = saves.read_info(saved(tmp_path, match))
    assert info.game_id == "toy_dice"
    assert info.seat_names == ("Ann", "Bo", "Cy")
    assert info.moves == 4 and info.finished is False
    assert info.match_id == match.match_id


def test_non_ascii_names_survive(toy, tmp_path):
    match = Match.new("toy_dice", [Seat("小明"), Seat("Zoë")], None, 1)
    assert saves.load_match(saved(tmp_path, match)).seats[0].name == "小明"


# ----------------------------------------------------------------------------- bad files


def test_missing_file_is_unreadable(tmp_path):
    load_error(tmp_path / "nope.farmhouse", "unreadable")


def test_truncated_file(toy, tmp_path):
    path = saved(tmp_path)
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    assert "truncated" in str(load_error(path, "damaged"))


def test_empty_file(tmp_path):
    path = tmp_path / "empty.farmhouse"
    path.write_bytes(b"")
    assert "empty" in str(load_error(path, "not_json"))


def test_not_json(tmp_path):
    path = tmp_path / "notes.farmhouse"
    path.write_text("Ann won, Bo second\n", encoding="utf-8")
    load_error(path, "not_json")


def test_non_utf8_bytes(toy, tmp_path):
    path = saved(tmp_path)
    path.write_bytes(path.read_bytes().replace(b'"Ann"', b'"\xff\xfeA"'))
    assert "UTF-8" in str(load_error(path, "damaged"))
    path.write_bytes(b"\xff\xfe" + "Ann won".encode("utf-16-le"))
    assert "UTF-8" in str(load_error(path, "not_json"))


@pytest.mark.parametrize(
    "content",
    [
        {"name": "a different program's file"},
        [1, 2, 3],
        {"format": "other-save", "format_version": 1},
        "farmhouse-save",
    ],
)
def test_json_of_another_format(tmp_path, content):
    path = tmp_path / "other.farmhouse"
    path.write_text(json.dumps(content), encoding="utf-8")
    load_error(path, "wrong_format")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seed", "seven"),
        ("seed", True),
        ("actions", {"0": {"type": "Roll"}}),
        ("seats", [{"name": "Ann", "kind": "robot", "level": None}]),
        ("saved_at", "yesterday"),
        ("format_version", "1"),
        ("finished", None),
    ],
)
def test_fields_of_the_wrong_shape(toy, tmp_path, field, value):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__(field, value))
    assert field in str(load_error(path, "bad_field")) or field == "seats"


def test_missing_field(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.pop("final_state_digest"))
    assert "final_state_digest" in str(load_error(path, "bad_field"))


def test_bad_seat_count(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("seats", d["seats"][:1]))
    load_error(path, "bad_field")


def test_bad_options(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("options", {"goal": "far"}))
    err = load_error(path, "bad_option")
    assert err.option == "goal" and "options.goal" in err.detail


def test_wrong_game_id(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("game", "chess"))
    assert "chess" in str(load_error(path, "unknown_game"))


def test_announced_but_unplayable_game(toy, tmp_path):
    # A registered game whose package has no rules module yet (here: the tests' core
    # package) is announced, not playable; its saves cannot be loaded.
    registry.register("announced_game", "tests.core")
    try:
        path = saved(tmp_path)
        rewrite(path, lambda d: d.__setitem__("game", "announced_game"))
        load_error(path, "unknown_game")
    finally:
        registry.unregister("announced_game")


def test_too_new_version(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("format_version", migrations.FORMAT_VERSION + 1))
    assert "newer" in str(load_error(path, "too_new"))


def test_digest_mismatch(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("seed", d["seed"] + 1))
    load_error(path, "digest_mismatch")


def test_illegal_action_in_the_list_names_its_index(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d["actions"].__setitem__(3, {"type": "Step", "n": 9}))
    assert "action #3" in str(load_error(path, "bad_action"))


def test_malformed_action_names_its_index(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d["actions"].__setitem__(1, {"type": "Teleport"}))
    assert "action #1" in str(load_error(path, "bad_action"))


def test_action_after_the_end(toy, tmp_path):
    match = finished_match()
    path = saved(tmp_path, match)
    rewrite(path, lambda d: d["actions"].append({"type": "Roll"}))
    assert f"action #{len(match.actions)}" in str(load_error(path, "bad_action"))


def test_huge_file_is_refused_unread(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_FILE_BYTES", 100)
    path = tmp_path / "big.farmhouse"
    path.write_text(json.dumps({"format": "farmhouse-save", "pad": "x" * 200}), encoding="utf-8")
    load_error(path, "too_large")


# ----------------------------------------------------------------------------- listing


def test_damaged_file_does_not_break_listing_nor_harm_other_saves(toy, tmp_path):
    folder = tmp_path / "saves"
    good = [saved(folder, make_match(seed=s), f"g{s}.farmhouse") for s in (1, 2)]
    before = [p.read_bytes() for p in good]
    (folder / "broken.farmhouse").write_bytes(b'{"format": "farmhouse-sa')
    (folder / "ignored.txt").write_text("not a save", encoding="utf-8")
    infos = saves.list_saves(folder)
    assert [i.path for i in infos] == [good[1], good[0]]  # newest first
    infos, errors = saves.scan_saves(folder)
    assert len(infos) == 2
    assert [(e.path.name, e.problem) for e in errors] == [("broken.farmhouse", "not_json")]
    assert [p.read_bytes() for p in good] == before
    assert saves.load_match(good[0]).seed == 1


def test_list_saves_of_missing_folder_is_empty(tmp_path):
    assert saves.list_saves(tmp_path / "nowhere") == []


def test_listing_does_not_replay(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("final_state_digest", "0" * 64))
    assert [i.path for i in saves.list_saves(tmp_path)] == [path]


# ----------------------------------------------------------------------------- atomic write


def _failing(*args, **kwargs):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("target", ["replace", "fsync"])
def test_failed_write_keeps_the_old_file_and_leaves_no_temp_file(
    toy, tmp_path, monkeypatch, target
):
    path = saved(tmp_path, make_match(seed=1))
    old = path.read_bytes()
    monkeypatch.setattr(os, target, _failing)
    with pytest.raises(OSError, match="No space"):
        saves.save_match(make_match(seed=2), path)
    monkeypatch.undo()
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.farmhouse"]
    assert saves.load_match(path).seed == 1


def test_failure_while_writing_keeps_the_old_file(toy, tmp_path, monkeypatch):
    path = saved(tmp_path, make_match(seed=1))
    old = path.read_bytes()

    def explode(data):
        raise RuntimeError("serialisation failed midway")

    monkeypatch.setattr(saves, "dumps", explode)
    with pytest.raises(RuntimeError):
        saves.save_match(make_match(seed=2), path)
    assert path.read_bytes() == old
    assert list(tmp_path.iterdir()) == [path]


def test_write_atomic_creates_folders_and_replaces(tmp_path):
    path = tmp_path / "a" / "b" / "x.farmhouse"
    saves.write_atomic(path, "one")
    saves.write_atomic(path, "two")
    assert path.read_text(encoding="utf-8") == "two"
    assert [p.name for p in path.parent.iterdir()] == ["x.farmhouse"]


# ----------------------------------------------------------------------------- folders, autosave


def test_data_dir_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("FARMHOUSE_DATA_DIR", str(tmp_path / "d"))
    assert saves.data_dir() == tmp_path / "d"
    assert saves.autosave_dir() == tmp_path / "d" / "autosave"
    assert saves.saves_dir() == tmp_path / "d" / "saves"
    monkeypatch.delenv("FARMHOUSE_DATA_DIR")
    assert saves.data_dir().name == "Farmhouse"


def test_autosave_writes_by_match_id_and_overwrites(toy):
    match = make_match(moves=1)
    path = saves.autosave(match)
    assert path == saves.autosave_dir() / f"{match.match_id}.farmhouse"
    match.apply(Roll())
    assert saves.autosave(match) == path
    assert saves.read_info(path).moves == 2
    assert saves.load_match(path).digest() == match.digest()


def test_latest_autosave_is_the_newest_unfinished_game(toy):
    assert saves.latest_autosave() is None
    older = make_match(seed=1)
    saves.autosave(older)
    newer = make_match(seed=2)
    saves.autosave(newer)
    done = finished_match(seed=3)
    saves.autosave(done)
    latest = saves.latest_autosave()
    assert latest is not None and latest.match_id == newer.match_id
    assert saves.read_info(saves.autosave_dir() / f"{done.match_id}.farmhouse").finished


def test_autosave_never_deletes_a_game_by_itself(toy):
    """Issue Z13: once 20 newer games had been started, the autosave of an unfinished game
    (a paused hot-seat game) was deleted without a word, and a finished game's autosave (what
    Watch in the statistics replays) too. Farmhouse deletes no autosave on its own: 30 games
    later the paused game, the finished ones and a damaged file are all still there."""
    folder = saves.autosave_dir()
    folder.mkdir(parents=True)
    (folder / "damaged.farmhouse").write_text("{", encoding="utf-8")
    paused = make_match(seed=100, moves=3)
    saves.autosave(paused)
    done = finished_match(seed=101)
    saves.autosave(done)
    later = [make_match(seed=s, moves=1) for s in range(25)]
    later += [finished_match(seed=200 + s) for s in range(5)]
    for m in later:
        saves.autosave(m)
        if not m.is_over:
            m.apply(Step(1))
            saves.autosave(m)  # every move is saved: the files of older games stay
    kept = {i.match_id for i in saves.list_saves(folder)}
    assert kept == {m.match_id for m in [paused, done, *later]}
    assert len(kept) == 32
    assert saves.load_match(folder / f"{paused.match_id}.farmhouse").digest() == paused.digest()
    assert saves.read_info(folder / f"{done.match_id}.farmhouse").finished
    assert (folder / "damaged.farmhouse").exists()


def test_autosave_error_is_an_oserror(toy, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("FARMHOUSE_DATA_DIR", str(blocker))
    with pytest.raises(OSError):
        saves.autosave(make_match())


# ----------------------------------------------------------------------------- migrations


def test_every_old_version_has_a_step_and_a_fixture():
    for version in range(migrations.FORMAT_VERSION):
        assert version in migrations.MIGRATIONS
        assert list(FIXTURES.glob(f"*_v{version}.farmhouse")), f"no fixture for version {version}"


def test_version_0_fixture_loads(toy, tmp_path):
    path = tmp_path / "old.farmhouse"
    shutil.copy(FIXTURES / "toy_dice_v0.farmhouse", path)
    match = saves.load_match(path)
    assert [s.name for s in match.seats] == ["Ann", "Bo", "Cy"]
    assert match.actions == [Step(2), Roll(), Step(1), Roll(), Roll(), Step(2), Roll()]
    assert match.created_at == "2025-06-01T12:00:00+00:00"
    info = saves.read_info(path)
    assert info.moves == 7 and info.match_id == match.match_id
    assert saves.read_info(path).match_id == info.match_id  # stable across reads
    assert len(info.match_id) == 32


def test_version_0_upgrade_step():
    old = json.loads((FIXTURES / "toy_dice_v0.farmhouse").read_text(encoding="utf-8"))
    new = migrations.MIGRATIONS[0](old)
    assert new["format_version"] == 1
    assert "moves" not in new and new["actions"] == old["moves"]
    assert new["created_at"] == old["saved_at"]
    current = migrations.upgrade(old)
    assert current["format_version"] == migrations.FORMAT_VERSION
    assert migrations.upgrade(current) == current


def test_version_0_without_moves_is_a_bad_field(toy, tmp_path):
    path = tmp_path / "old.farmhouse"
    shutil.copy(FIXTURES / "toy_dice_v0.farmhouse", path)
    rewrite(path, lambda d: d.pop("moves"))
    assert "version 0" in str(load_error(path, "bad_field"))


def test_negative_version_is_a_bad_field(toy, tmp_path):
    path = saved(tmp_path)
    rewrite(path, lambda d: d.__setitem__("format_version", -1))
    load_error(path, "bad_field")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        # (JSON with a 5,000-digit number, read bounded: a file that is no save)
        ('{"seed": ' + "9" * 5000 + "}", "wrong_format"),
        ("[" * 100_000 + "]" * 100_000, "not_json"),
    ],
)
def test_hostile_json_is_refused_cleanly(tmp_path, text, problem):
    path = tmp_path / "evil.farmhouse"
    path.write_text(text, encoding="utf-8")
    load_error(path, problem)
