"""Hostile save files: each attack on the save files becomes a clear refusal (a SaveError that
names the file and a problem key), and no other save, no other folder and no running game is
harmed. The app-level twin of these tests is tests/app/test_hostile_saves.py."""

from __future__ import annotations

import errno
import json
import os
import threading
import time
from pathlib import Path

import pytest

from farmhouse.core import saves, serial
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng

from .toygame import Roll

BS_SEATS = [Seat("Ann"), Seat("Bot", "ai", "easy"), Seat("Cy", "ai", "normal")]


def bs_match(seed: int = 4, moves: int = 10) -> Match:
    match = Match.new("black_sheep", BS_SEATS, None, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and len(match.actions) < moves:
        match.apply(rng.choice(match.legal_actions()))
    return match


def write_data(path: Path, data: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def save_data(match: Match | None = None) -> dict:
    return json.loads(saves.dumps(saves.match_to_data(match or bs_match())))


def refused(path: Path, problem: str, *, info: bool = True) -> saves.SaveError:
    """``path`` is refused by load_match (and read_info, unless ``info`` is False) with
    ``problem``; the error names the file and stays short."""
    calls = [saves.load_match] + ([saves.read_info] if info else [])
    errors = []
    for call in calls:
        with pytest.raises(saves.SaveError) as caught:
            call(path)
        err = caught.value
        assert err.problem == problem, str(err)
        assert err.problem in saves.PROBLEMS
        assert err.path == path and str(path) in str(err)
        assert len(str(err)) < len(str(path)) + 500
        assert err.reason in saves.REASONS, str(err)
        assert set(err.params) == set(saves.REASONS[err.reason]), (err.reason, err.params)
        errors.append(err)
    return errors[0]


# ----------------------------------------------------------------------------- impossible dates

IMPOSSIBLE_DATES = [
    "0001-01-01T00:00:00",
    "0001-01-01T00:00:00+23:59",
    "9999-12-31T23:59:59-23:59",
    "9999-12-31T23:59:59",
    "1969-12-31T23:59:59+00:00",
    "3000-01-01T00:00:00+00:00",
]


@pytest.mark.parametrize("field", ["saved_at", "created_at"])
@pytest.mark.parametrize("date", IMPOSSIBLE_DATES)
def test_an_impossible_date_is_refused(tmp_path, field, date):
    data = save_data()
    data[field] = date
    err = refused(write_data(tmp_path / "d.farmhouse", data), "bad_field")
    assert field in err.detail


@pytest.mark.parametrize(
    "date", ["2025-06-01T12:00:00Z", "2025-06-01T14:00:00+02:00", "2025-06-01"]
)
def test_possible_dates_in_other_iso_spellings_load(tmp_path, date):
    data = save_data()
    data["saved_at"] = date
    path = write_data(tmp_path / "d.farmhouse", data)
    assert saves.read_info(path).saved_at == date
    assert saves.load_match(path).digest() == data["final_state_digest"]


@pytest.mark.parametrize("date", IMPOSSIBLE_DATES[:3])
def test_impossible_dates_break_neither_listing_nor_autosave(date):
    folder = saves.autosave_dir()
    good = [saves.autosave(bs_match(seed=s, moves=2)) for s in (1, 2)]
    data = save_data()
    data["saved_at"] = date
    bad = write_data(folder / "bad-date.farmhouse", data)
    infos, errors = saves.scan_saves(folder)
    assert [i.path for i in infos] == [good[1], good[0]]
    assert [(e.path, e.problem) for e in errors] == [(bad, "bad_field")]
    match = bs_match(seed=3, moves=2)
    assert saves.autosave(match).is_file()  # the next autosave works
    assert bad.is_file()


# ----------------------------------------------------------------------------- match ids


@pytest.mark.parametrize(
    "match_id",
    ["../../x", "/tmp/farmhouse-evil", "\u0000", "", "A" * 32, "a" * 31, "a" * 33, "0" * 31 + "\n"],
)
def test_a_match_id_that_is_no_uuid_is_refused(tmp_path, match_id):
    data = save_data()
    data["match_id"] = match_id
    assert "match_id" in refused(write_data(tmp_path / "m.farmhouse", data), "bad_field").detail


@pytest.mark.parametrize("match_id", ["../../x", "../escaped", "/tmp/farmhouse-evil", "\u0000"])
def test_autosave_never_builds_a_path_from_a_bad_match_id(tmp_path, match_id):
    match = bs_match(moves=1)
    match.match_id = match_id
    with pytest.raises(OSError) as caught:
        saves.autosave(match)
    assert caught.value.errno == errno.EINVAL
    assert not Path("/tmp/farmhouse-evil.farmhouse").exists()
    assert not saves.autosave_dir().exists() or list(saves.autosave_dir().iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # the data folder was not created


# ----------------------------------------------------------------------------- seats


def test_an_unknown_ai_level_is_refused(tmp_path):
    data = save_data()
    data["seats"][1]["level"] = "grandmaster"
    assert (
        "grandmaster" in refused(write_data(tmp_path / "l.farmhouse", data), "unknown_level").detail
    )
    data["seats"][1]["level"] = "eas\u0019"  # a flipped bit
    refused(write_data(tmp_path / "l.farmhouse", data), "unknown_level")


@pytest.mark.parametrize("key", ["level", "name", "kind", "hints", "take_backs"])
def test_a_seat_without_a_field_is_refused(tmp_path, key):
    data = save_data()
    del data["seats"][1][key]
    assert repr(key) in refused(write_data(tmp_path / "s.farmhouse", data), "bad_field").detail


@pytest.mark.parametrize(
    "name", ["\ud800", "Ann\udfff", "", "   ", "A\u0000B", "line\nbreak", 7, False, [], {}]
)
def test_a_seat_name_that_is_no_valid_text_is_refused(tmp_path, name):
    data = save_data()
    data["seats"][0]["name"] = name
    refused(write_data(tmp_path / "n.farmhouse", data), "bad_field")


@pytest.mark.parametrize("length", [saves.MAX_NAME_CHARS + 1, saves.MAX_STRING_CHARS + 1, 100_000])
def test_a_seat_name_over_the_limit_is_refused_as_too_long_not_as_a_large_file(tmp_path, length):
    """A name longer than MAX_NAME_CHARS is a name that is too long, whether it is also longer
    than any string a save may hold or not; "the file is too large" is about file size."""
    data = save_data()
    data["seats"][1]["name"] = "W" * length
    err = refused(write_data(tmp_path / "n.farmhouse", data), "long_name")
    assert "seat" in err.detail


def test_a_lone_surrogate_anywhere_is_refused(tmp_path):
    data = save_data()
    data["app_version"] = "0.1\udc80"
    assert "app_version" in refused(write_data(tmp_path / "u.farmhouse", data), "bad_field").detail


def test_names_that_are_valid_text_load(tmp_path):
    match = Match.new("black_sheep", [Seat("小明 😀"), Seat("Zoë-<b>", "ai", "easy")], None, 1)
    path = tmp_path / "ok.farmhouse"
    saves.save_match(match, path)
    assert [s.name for s in saves.load_match(path).seats] == ["小明 😀", "Zoë-<b>"]


def test_text_that_utf8_cannot_encode_is_an_oserror_and_leaves_no_file(tmp_path):
    path = tmp_path / "x.farmhouse"
    path.write_text("old", encoding="utf-8")
    with pytest.raises(OSError) as caught:
        saves.write_atomic(path, '{"name": "\ud800"}')
    assert caught.value.errno == errno.EILSEQ
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.farmhouse"]


# ----------------------------------------------------------------------------- not a file, too large


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.farmhouse"
    os.mkfifo(fifo)
    results = []
    thread = threading.Thread(target=lambda: results.append(_problem(fifo)), daemon=True)
    thread.start()
    thread.join(5)
    if thread.is_alive():  # unblock the reader so that the test run can end
        with open(fifo, "wb"):
            pass
        pytest.fail("reading a named pipe blocked")
    assert results == ["unreadable"]
    assert "regular" in str(_error(fifo))
    infos, errors = saves.scan_saves(tmp_path)
    assert infos == [] and [(e.path, e.problem) for e in errors] == [(fifo, "unreadable")]


def _error(path: Path) -> saves.SaveError:
    try:
        saves.load_match(path)
    except saves.SaveError as err:
        return err
    raise AssertionError("loaded")


def _problem(path: Path) -> str:
    return _error(path).problem


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused(tmp_path):
    link = tmp_path / "zero.farmhouse"
    link.symlink_to("/dev/zero")
    refused(link, "unreadable")


def test_a_folder_and_a_link_loop_are_refused_and_do_not_break_the_listing(tmp_path):
    (tmp_path / "folder.farmhouse").mkdir()
    loop = tmp_path / "loop.farmhouse"
    loop.symlink_to(loop)
    refused(tmp_path / "folder.farmhouse", "unreadable")
    refused(loop, "unreadable")
    infos, errors = saves.scan_saves(tmp_path)
    assert infos == [] and [e.path for e in errors] == [loop]


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "big.farmhouse"
    with open(path, "wb") as f:
        f.write(b'{"format": "farmhouse-save", "seats": [{"name": "')
        f.truncate(16 * 1024 * 1024)
    monkeypatch.setattr(saves.os, "fdopen", None)  # reading would fail with a TypeError
    assert "bytes" in refused(path, "too_large").detail


def test_a_long_name_is_refused(tmp_path):
    data = save_data()
    data["seats"][0]["name"] = "W" * 500_000
    err = refused(write_data(tmp_path / "n.farmhouse", data), "long_name")
    assert "seats[0].name" in err.detail


def test_a_long_string_in_an_action_is_refused_with_a_short_message(tmp_path):
    data = save_data()
    data["actions"][2]["cards"] = ["x" * 1_000_000]
    err = refused(write_data(tmp_path / "a.farmhouse", data), "too_large")
    assert "actions[2].cards[0]" in err.detail and len(str(err)) < 500


#: Stands for the huge number in the file's text (written by hand: Python's ``json`` neither
#: writes nor reads an integer of more than 4,300 digits).
HUGE = 987654321987654321


@pytest.mark.parametrize("digits", [401, 4301, 50_000])
@pytest.mark.parametrize(
    ("where", "place"),
    [
        (lambda d: d.__setitem__("play_seconds", HUGE), "play_seconds"),
        (lambda d: d["seats"][1].__setitem__("hints", -HUGE), "seats[1].hints"),
        (lambda d: d["actions"][0].__setitem__("pasture", HUGE), "actions[0].pasture"),
    ],
)
def test_a_huge_number_anywhere_is_a_value_not_allowed_not_a_file_too_large(
    tmp_path, where, place, digits
):
    """A 401-digit integer is a value the save may not hold (``bad_field``, its place named,
    like a negative seed); ``too_large`` is about the file's size (the file is 1 kB). So is
    one of more than 4,300 digits (Python's limit for reading an integer: it was reported as
    a damaged file, a tester)."""
    data = save_data()
    where(data)
    text = json.dumps(data).replace(str(HUGE), "9" * digits)
    path = tmp_path / "n.farmhouse"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size < saves.MAX_FILE_BYTES
    err = refused(path, "bad_field")
    assert err.reason == "number_too_large" and err.params == {"place": place}
    assert err.detail.startswith(place)


def test_too_many_actions_are_refused_before_any_is_read(tmp_path, monkeypatch):
    data = save_data()
    data["actions"] = [{"type": "Pass"}] * (saves.MAX_ACTIONS + 1)
    path = write_data(tmp_path / "a.farmhouse", data)

    def structure_action(*args):
        raise AssertionError("actions structured")

    monkeypatch.setattr(serial, "structure_action", structure_action)
    assert "actions" in refused(path, "too_large").detail


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            lambda d: d.__setitem__(
                "options", {"task_cards": [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]}
            ),
            "too_large",
        ),
        (lambda d: d.__setitem__("options", {f"k{i}": 1 for i in range(1000)}), "too_large"),
        (lambda d: d.__setitem__("seed", 2**64), "bad_field"),
        (lambda d: d.__setitem__("seed", -1), "bad_field"),
        (lambda d: d["actions"][0].__setitem__("pasture", 10**30), "bad_field"),
        (
            lambda d: d.__setitem__("seats", [{"name": "A", "kind": "ai", "level": None}] * 9),
            "bad_field",
        ),
        (lambda d: d.__setitem__("game", "../../black_sheep"), "bad_field"),
        (lambda d: d.__setitem__("final_state_digest", "not hex"), "bad_field"),
    ],
)
def test_values_no_real_save_holds_are_refused(tmp_path, change, problem):
    data = save_data()
    change(data)
    refused(write_data(tmp_path / "v.farmhouse", data), problem)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_numbers_that_are_not_finite_are_refused(tmp_path, constant):
    path = tmp_path / "nan.farmhouse"
    text = saves.dumps(save_data()).replace('"seed": 4', f'"seed": {constant}')
    path.write_text(text, encoding="utf-8")
    assert refused(path, "damaged" if constant != "1e999" else "bad_field").problem


@pytest.mark.parametrize(
    "number", ["1234" * 1250 + ".5", "-" + "9" * 5000 + ".25", "9" * 400 + "e10", "1e999"]
)
def test_a_decimal_too_large_for_a_float_is_a_number_too_large_not_one_not_finite(tmp_path, number):
    """A decimal whose integer part has 5,000 digits (or an exponent beyond a float's) is a
    finite number in the file, too large for any value: refused as ``number_too_large``
    like a 4,301-digit integer, its place named (it read as infinity: "not finite")."""
    path = tmp_path / "big.farmhouse"
    text = saves.dumps(save_data()).replace('"seed": 4', f'"seed": {number}')
    path.write_text(text, encoding="utf-8")
    err = refused(path, "bad_field")
    assert err.reason == "number_too_large" and err.params == {"place": "seed"}
    assert err.detail.startswith("seed")


def test_a_normal_save_loads_as_fast_as_before(tmp_path):
    """Measured on a 140-action Black Sheep save: load_match 6-8 ms before and after these
    checks (the replay dominates); read_info 0.2 ms before, 0.5 ms after (the value scan)."""
    match = bs_match(seed=2, moves=500)
    path = tmp_path / "full.farmhouse"
    saves.save_match(match, path)
    start = time.perf_counter()
    for _ in range(5):
        saves.load_match(path)
    # a guard against a pathological slowdown only; the figures are in benchmarks/
    assert (time.perf_counter() - start) / 5 < 2.5


# ----------------------------------------------------------------------------- finished, digest


@pytest.mark.parametrize("moves", [3, 1000])
def test_a_wrong_finished_flag_is_refused(tmp_path, moves):
    match = bs_match(moves=moves)
    data = save_data(match)
    data["finished"] = not data["finished"]
    path = write_data(tmp_path / "f.farmhouse", data)
    assert "finished" in refused(path, "digest_mismatch", info=False).detail
    assert saves.read_info(path).finished is not match.is_over  # the header alone cannot tell


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["seats"][0].__setitem__("name", "Annie"),
        lambda d: d["seats"][1].__setitem__("level", "normal"),
        lambda d: d["seats"][2].__setitem__("kind", "human"),
        lambda d: d.__setitem__("match_id", "0123456789abcdef0123456789abcdef"),
        lambda d: d.__setitem__("created_at", "2024-01-01T00:00:00+00:00"),
        lambda d: d.__setitem__("app_version", "9.9.9"),
    ],
)
def test_valid_hand_edits_outside_the_digest_load(tmp_path, change):
    """The digest covers what the game is (game, options, seat count, seed, actions); names,
    kinds, levels, ids and dates are checked by validation, so a valid edit loads."""
    data = save_data()
    change(data)
    match = saves.load_match(write_data(tmp_path / "e.farmhouse", data))
    assert match.digest() == data["final_state_digest"]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.__setitem__("seed", d["seed"] + 1),
        lambda d: d.__setitem__("options", {"task_cards": True}),
        lambda d: d["actions"].pop(),
        lambda d: d.__setitem__("seats", d["seats"][:2]),
    ],
)
def test_changes_to_what_the_digest_covers_are_caught(tmp_path, change):
    data = save_data()
    change(data)
    path = write_data(tmp_path / "c.farmhouse", data)
    with pytest.raises(saves.SaveError) as caught:
        saves.load_match(path)
    assert caught.value.problem in ("digest_mismatch", "bad_action")


# ----------------------------------------------------------------------------- damaged or not a save


def test_a_truncated_save_is_damaged_and_other_text_is_not_a_save(tmp_path):
    path = tmp_path / "t.farmhouse"
    full = saves.dumps(save_data()).encode()
    for cut in (30, len(full) // 3, len(full) - 3):
        path.write_bytes(full[:cut])
        assert "truncated" in refused(path, "damaged").detail
    path.write_bytes(full.replace(b'"type"', b'"ty\xffpe"', 1))
    refused(path, "damaged")
    path.write_bytes(b"\xef\xbb\xbf" + full)  # a byte-order mark, as some editors write
    assert saves.load_match(path).seed == 4
    for other in (b"Ann won, Bo second", b"PK\x03\x04\x00\x00", b'{"format": "other"'):
        path.write_bytes(other)
        refused(path, "not_json")
    path.write_bytes(b'{"format": "other"}')
    refused(path, "wrong_format")


# ----------------------------------------------------------------------------- writes


def _temp_name(target: str, tag: str) -> str:
    return f".{target}.{tag:_<8}.tmp"


def test_temporary_files_of_interrupted_writes_are_removed(toy):
    folder = saves.autosave_dir()
    folder.mkdir(parents=True)
    old = time.time() - saves.STALE_TEMP_SECONDS - 60
    stale = [folder / _temp_name(f"{i:032x}.farmhouse", f"k{i}") for i in range(77)]
    for path in stale:
        path.write_text('{"format": "farmhouse-sa', encoding="utf-8")
        os.utime(path, (old, old))
    young = folder / _temp_name("a" * 32 + ".farmhouse", "young")
    young.write_text("being written", encoding="utf-8")
    others = [folder / ".hidden.tmp", folder / "notes.txt", folder / ".x.farmhouse.tmp"]
    for path in others:
        path.write_text("mine", encoding="utf-8")
        os.utime(path, (old, old))
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo")], None, 1)
    match.apply(Roll())
    written = saves.autosave(match)
    left = sorted(p.name for p in folder.iterdir())
    assert left == sorted([written.name, young.name] + [p.name for p in others])


def test_a_write_leaves_no_temporary_file_and_can_clean_any_folder(tmp_path):
    folder = tmp_path / "my games"
    folder.mkdir()
    stale = folder / _temp_name("game.farmhouse", "abc")
    stale.write_text("{", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    saves.write_atomic(folder / "game.farmhouse", "{}")
    assert [p.name for p in folder.iterdir()] == ["game.farmhouse"]
    assert saves.remove_stale_temp_files(tmp_path / "missing") == 0


@pytest.mark.skipif(not hasattr(os, "umask"), reason="POSIX permissions")
@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_new_saves_follow_the_umask_and_replaced_ones_keep_their_mode(tmp_path, umask, mode):
    old_umask = os.umask(umask)
    try:
        path = tmp_path / "new.farmhouse"
        saves.write_atomic(path, "{}")
        assert path.stat().st_mode & 0o777 == mode
        os.chmod(path, 0o640)
        saves.write_atomic(path, "{ }")
        assert path.stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(old_umask)


WRITER = """
import sys
from farmhouse.core import saves
texts = [sys.argv[2] % (n, "x" * 400_000) for n in range(2)]
print("ready", flush=True)
n = 0
while True:
    saves.write_atomic(sys.argv[1], texts[n % 2])
    n += 1
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kill -9 of a writer (POSIX)")
def test_kill_9_during_writes_leaves_whole_files_and_temporary_files_are_cleaned(tmp_path):
    import signal
    import subprocess
    import sys

    path = tmp_path / "game.farmhouse"
    template = '{"n": %d, "pad": "%s"}'
    whole = {template % (n, "x" * 400_000) for n in range(2)}
    rng = Rng.from_seed(5)
    for _ in range(8):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), template],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert writer.stdout.readline() == "ready\n"
        time.sleep(0.005 + rng.random() * 0.05)
        writer.send_signal(signal.SIGKILL)
        writer.wait(10)
        writer.stdout.close()
        if path.exists():
            assert path.read_text(encoding="utf-8") in whole  # old or new, never a part
    old = time.time() - saves.STALE_TEMP_SECONDS - 1
    for temp in tmp_path.glob(".*.tmp"):
        os.utime(temp, (old, old))  # the crashes happened a while ago
    saves.write_atomic(path, "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["game.farmhouse"]


# ----------------------------------------------------------------------------- shared match ids


def test_autosave_conflict_tells_another_line_of_play_from_an_earlier_state():
    match = bs_match(seed=6, moves=8)
    assert not saves.autosave_conflict(match)  # no autosave yet
    earlier = saves.load_match(_saved_copy(bs_match(seed=6, moves=4), match.match_id))
    saves.autosave(earlier)
    assert not saves.autosave_conflict(match)  # the autosave is an earlier state of it
    assert not saves.autosave_conflict(earlier)
    saves.autosave(match)
    assert saves.autosave_conflict(earlier)  # going back would lose four moves
    other = bs_match(seed=7, moves=8)
    other.match_id = match.match_id  # a shared file that carries this game's id
    assert saves.autosave_conflict(other)
    saves.autosave_path(match.match_id).write_text("{", encoding="utf-8")
    assert saves.autosave_conflict(match)  # never replace a damaged file


def _saved_copy(match: Match, match_id: str) -> Path:
    match.match_id = match_id
    path = saves.saves_dir() / f"copy-{len(match.actions)}.farmhouse"
    saves.save_match(match, path)
    return path


# ----------------------------------------------------------------------------- actions, checked


def _first_play(data: dict) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a["type"] == "Play" and i > 0)


@pytest.mark.parametrize("value", ["1", 1.7, 1.0, True, None, [1], {"n": 1}])
def test_an_action_field_of_the_wrong_type_is_refused_by_name_not_converted(tmp_path, value):
    """``"1"``, 1.7 and ``true`` are not the pasture number 1 (cattrs would make each of them 1)."""
    data = save_data()
    index = _first_play(data)
    data["actions"][index]["pasture"] = value
    err = refused(write_data(tmp_path / "a.farmhouse", data), "bad_action", info=False)
    assert f"action #{index}" in err.detail and "'pasture'" in err.detail
    assert "whole number" in err.detail


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("cards", "horse"),
        ("cards", ["unicorn"]),
        ("cards", [1]),
        ("discard", "unicorn"),
        ("discard", 0),
    ],
)
def test_an_action_field_that_names_no_card_is_refused_by_name(tmp_path, field, value):
    data = save_data()
    index = _first_play(data)
    data["actions"][index][field] = value
    err = refused(write_data(tmp_path / "a.farmhouse", data), "bad_action", info=False)
    assert f"action #{index}" in err.detail and repr(field) in err.detail


def test_an_unknown_key_in_an_action_is_refused_not_dropped(tmp_path):
    data = save_data()
    index = _first_play(data)
    data["actions"][index]["pastures"] = 2
    err = refused(write_data(tmp_path / "a.farmhouse", data), "bad_action", info=False)
    assert f"action #{index}" in err.detail and "'pastures'" in err.detail


def test_an_action_without_one_of_its_fields_is_refused_by_name(tmp_path):
    data = save_data()
    index = _first_play(data)
    del data["actions"][index]["pasture"]
    err = refused(write_data(tmp_path / "a.farmhouse", data), "bad_action", info=False)
    assert f"action #{index}" in err.detail and "'pasture'" in err.detail


def test_the_toy_games_step_is_checked_too(toy, tmp_path):
    match = Match.new("toy_dice", [Seat("Ann"), Seat("Bo")], None, 1)
    match.apply(Roll())
    from .toygame import Step

    match.apply(Step(1))
    data = save_data(match)
    for value in ("1", 1.0, True):
        data["actions"][1]["n"] = value
        err = refused(write_data(tmp_path / "t.farmhouse", data), "bad_action", info=False)
        assert "action #1" in err.detail and "'n'" in err.detail


def test_a_first_action_of_another_game_is_still_foreign_moves(tmp_path):
    data = save_data()
    data["actions"][0] = {"type": "Roll"}
    refused(write_data(tmp_path / "f.farmhouse", data), "foreign_moves", info=False)
    data["actions"][0] = {"type": "Play", "pasture": "0", "cards": ["cow"], "discard": None}
    refused(write_data(tmp_path / "f.farmhouse", data), "bad_action", info=False)


# ----------------------------------------------------------------------------- format 2, 3 counts


@pytest.mark.parametrize("key", ["hints", "take_backs"])
@pytest.mark.parametrize("count", ["1", 1.0, 1.5, True, None, -1, saves.MAX_HINTS + 1, [1]])
def test_a_hint_or_take_back_count_that_is_no_count_is_refused(tmp_path, key, count):
    data = save_data()
    data["seats"][1][key] = count
    err = refused(write_data(tmp_path / "h.farmhouse", data), "bad_field")
    assert "seat #1" in err.detail and key in err.detail


def test_hint_and_take_back_counts_load(tmp_path):
    data = save_data()
    data["seats"][0]["hints"] = 7
    data["seats"][2]["take_backs"] = 4
    match = saves.load_match(write_data(tmp_path / "h.farmhouse", data))
    assert (match.hints, match.take_backs) == ([7, 0, 0], [0, 0, 4])


@pytest.mark.parametrize("key", ["colour", "Name", "hint", "take_back"])
def test_an_unknown_key_in_a_seat_is_refused_by_name(tmp_path, key):
    data = save_data()
    data["seats"][2][key] = "x"
    err = refused(write_data(tmp_path / "k.farmhouse", data), "bad_field")
    assert "seat #2" in err.detail and repr(key) in err.detail


@pytest.mark.parametrize("key", ["moves", "comment", "Options"])
def test_an_unknown_key_in_the_file_is_refused_by_name(tmp_path, key):
    data = save_data()
    data[key] = []
    err = refused(write_data(tmp_path / "k.farmhouse", data), "bad_field")
    assert repr(key) in err.detail


def test_a_seat_without_a_given_name_loads(tmp_path):
    data = save_data()
    data["seats"][1]["name"] = None
    match = saves.load_match(write_data(tmp_path / "n.farmhouse", data))
    assert match.seats[1].name is None and match.seats[0].name == "Ann"
