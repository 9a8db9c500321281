"""The app with hostile save files in its data folder (autosave/ and saves/) and its recent list:
it starts, the start page names each file with its problem, opening one is refused with a
message, a new game is played and autosaved, and every other save keeps its bytes. The
core-level twin of these tests is tests/core/test_saves_hostile.py."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from farmhouse.app.main import open_window
from farmhouse.app.new_game import GameSetup
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.rules import Options

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann"), Seat("Bot", "ai", "easy")]
BIG = 16 * 1024 * 1024

#: English problem texts of the start page (farmhouse.app.start_page.problem_text).
TEXTS = {
    "bad_field": "holds a value that is not allowed",
    "unknown_level": "has a level this version of Farmhouse does not know",
    "unreadable": "cannot be read",
    "too_large": "too large to be a saved game",
    "damaged": "damaged or incomplete",
    "digest_mismatch": "do not lead to the saved position",
}


def a_match(seed: int, moves: int = 6) -> Match:
    match = Match.new("black_sheep", SEATS, Options(), seed)
    rng = Rng.from_seed(seed)
    while not match.is_over and len(match.actions) < moves:
        match.apply(rng.choice(match.legal_actions()))
    return match


def data_of(match: Match) -> dict:
    return json.loads(saves.dumps(saves.match_to_data(match)))


def hostile_files(folder: Path, outside: Path) -> dict[str, str]:
    """Write every attack into ``folder``; file name → the problem the app must name."""
    folder.mkdir(parents=True, exist_ok=True)
    base = data_of(a_match(5))
    expected: dict[str, str] = {}

    def put(name: str, problem: str, change) -> None:
        data = json.loads(json.dumps(base))
        change(data)
        (folder / name).write_text(json.dumps(data), encoding="utf-8")
        expected[name] = problem

    for i, date in enumerate(
        ["0001-01-01T00:00:00", "0001-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59"]
    ):
        put(f"date{i}.farmhouse", "bad_field", lambda d, date=date: d.update(saved_at=date))
    put("escape.farmhouse", "bad_field", lambda d: d.update(match_id="../../x"))
    put("absolute.farmhouse", "bad_field", lambda d: d.update(match_id=str(outside / "evil")))
    put("nul.farmhouse", "bad_field", lambda d: d.update(match_id="\u0000"))
    put(
        "grandmaster.farmhouse",
        "unknown_level",
        lambda d: d["seats"][1].update(level="grandmaster"),
    )
    put("nolevel.farmhouse", "bad_field", lambda d: d["seats"][1].pop("level"))
    put("surrogate.farmhouse", "bad_field", lambda d: d["seats"][0].update(name="\ud800"))
    put("bigname.farmhouse", "too_large", lambda d: d["seats"][0].update(name="W" * BIG))
    put(
        "bigactions.farmhouse",
        "too_large",
        lambda d: d.update(actions=[{"type": "Pass"}] * (BIG // 16)),
    )
    put("bigstring.farmhouse", "too_large", lambda d: d["actions"][0].update(cards=["x" * BIG]))
    put("finished.farmhouse", "digest_mismatch", lambda d: d.update(finished=True))
    text = saves.dumps(base)
    (folder / "truncated.farmhouse").write_text(text[: len(text) // 2], encoding="utf-8")
    expected["truncated.farmhouse"] = "damaged"
    (folder / "loop.farmhouse").symlink_to(folder / "loop.farmhouse")
    expected["loop.farmhouse"] = "unreadable"
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.farmhouse")
        expected["pipe.farmhouse"] = "unreadable"
    return expected


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in folder.iterdir()
        if p.is_file() and not p.is_symlink() and not p.name.endswith(".tmp")
    }


def listed(window) -> dict[Path, str]:
    """Path → text of every line of the start page's saved-games list."""
    page = window.start_page
    return {
        Path(page.saved.item(i).toolTip().splitlines()[0]): page.saved.item(i).text()
        for i in range(page.saved.count())
    }


def test_hostile_files_neither_stop_the_app_nor_harm_other_saves(qtbot, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    good = {}
    for folder in (saves.saves_dir(), saves.autosave_dir()):
        folder.mkdir(parents=True)
        for seed in (1, 2):
            match = a_match(seed)
            path = folder / f"good{seed}.farmhouse"
            saves.save_match(match, path)
            good[path] = match
    expected = {
        folder: hostile_files(folder, outside)
        for folder in (saves.saves_dir(), saves.autosave_dir())
    }
    stale_time = time.time() - saves.STALE_TEMP_SECONDS - 60
    for i in range(77):  # left by 77 kills during writes
        tmp = saves.autosave_dir() / f".{i:032x}.farmhouse.k{i:07d}.tmp"
        tmp.write_text('{"format": "farmhouse-sa', encoding="utf-8")
        os.utime(tmp, (stale_time, stale_time))
    recent = outside / "shared.farmhouse"
    recent.write_text(
        json.dumps({**data_of(a_match(9)), "seats": [{"name": "\udc00", "kind": "human"}] * 2}),
        encoding="utf-8",
    )
    Settings().add_recent(recent)
    before = {folder: snapshot(folder) for folder in expected}

    window = open_window("en")  # the app starts as it does from the command line
    qtbot.addWidget(window)
    window.set_ai_speed("instant")
    assert window.stack.currentWidget() is window.start_page

    # The start page names every hostile file with its problem, once it has read and checked
    # them all (a few per turn of the event loop; the file lying about being finished is
    # found out by the full check, as opening would).
    qtbot.waitUntil(lambda: not window.start_page.checking, timeout=30_000)
    lines = listed(window)
    for folder, files in expected.items():
        for name, problem in files.items():
            line = lines[folder / name]
            assert TEXTS[problem] in line and "damaged file" in line, name
            assert Path(name).stem in line, name
    assert TEXTS["bad_field"] in lines[recent]
    for path in good:
        assert "Black Sheep · Ann, Bot" in lines[path]
    assert len(lines) == len(good) + sum(len(files) for files in expected.values()) + 1

    # Opening any of them is refused with a message naming the file and the problem.
    for folder, files in expected.items():
        for name, problem in files.items():
            assert window.open_path(folder / name) is False
            box = window.message_box
            assert box is not None and box.isVisible()
            assert name in box.text() and TEXTS[problem] in box.text(), box.text()
            assert str(folder / name) in box.detailedText()
            box.accept()
            assert window.stack.currentWidget() is window.start_page

    # A new game is played and autosaved.
    window.start_setup(GameSetup("black_sheep", SEATS, Options(), 77))
    match = window.match
    controller = window.game_page.controller
    for _ in range(4):
        qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10000)
        controller.on_action_chosen(match.legal_actions()[0])
    autosaved = saves.autosave_dir() / f"{match.match_id}.farmhouse"
    assert saves.load_match(autosaved).actions == match.actions
    assert window.autosave_box is None  # no autosave failed
    window.show_start()

    # Every other file is unchanged, the stale temporary files are gone, nothing was written
    # outside the data folder.
    for folder, files in before.items():
        now = snapshot(folder)
        now.pop(autosaved.name, None)
        assert now == files
    assert not [p for p in saves.autosave_dir().iterdir() if p.name.endswith(".tmp")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "outside"]
    window.stats.shutdown()  # (the import of past games, if still running, stops)
    assert sorted(p.name for p in saves.data_dir().iterdir()) == [
        "autosave",
        "cache",  # the start page's rendered covers (FARMHOUSE_DATA_DIR keeps them here)
        "locks",  # the lock of the game a window has open (issue 18, F1)
        "saves",
        "settings.ini",
        "statistics.sqlite3",  # the statistics of finished games (issue 20)
    ]
    assert sorted(p.name for p in outside.iterdir()) == ["shared.farmhouse"]
    for path, old in good.items():
        assert saves.load_match(path).digest() == old.digest()
    window.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_on_the_command_line_is_refused_at_once(qtbot, tmp_path):
    fifo = tmp_path / "pipe.farmhouse"
    os.mkfifo(fifo)
    start = time.perf_counter()
    window = open_window("en", fifo)
    qtbot.addWidget(window)
    assert time.perf_counter() - start < 5
    box = window.message_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "pipe.farmhouse" in box.text() and "cannot be read" in box.text()
    assert "a pipe, not a file" in box.detailedText()
    box.accept()
    assert window.stack.currentWidget() is window.start_page
    window.close()


def test_a_game_whose_autosave_fails_unexpectedly_goes_on(qtbot, translations):
    """An autosave that raises something else than OSError is reported like a failed write,
    and the game goes on (it used to freeze)."""
    from farmhouse.app.main_window import MainWindow

    def broken(match):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    window = MainWindow(Settings(), translations, autosave=broken)
    qtbot.addWidget(window)
    window.set_ai_speed("instant")
    window.start_setup(GameSetup("black_sheep", SEATS, Options(), 3))
    controller = window.game_page.controller
    for _ in range(3):
        qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10000)
        controller.on_action_chosen(window.match.legal_actions()[0])
    assert len(window.match.actions) >= 5
    assert window.autosave_box is not None and "surrogates" in window.autosave_box.text()
    window.close()


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_every_problem_key_has_a_translated_explanation(qapp, lang):
    from farmhouse.app.i18n import Translations
    from farmhouse.app.start_page import problem_text

    translations = Translations()
    try:
        assert translations.set_language(lang)
        texts = {key: problem_text(key) for key in saves.PROBLEMS}
        unknown = problem_text("no_such_key")
        assert all(
            text and text != unknown.replace("no_such_key", key) for key, text in texts.items()
        )
        assert len(set(texts.values())) == len(texts)  # each problem explained in its own words
        if lang != "en":
            translations.set_language("en")
            english = {key: problem_text(key) for key in saves.PROBLEMS}
            assert all(texts[key] != english[key] for key in texts), lang
    finally:
        translations.set_language("en")


@pytest.mark.skipif(os.name == "nt", reason="file names that are not UTF-8 exist on POSIX")
def test_a_save_whose_file_name_is_not_utf8_opens_from_the_list(qtbot, translations):
    from farmhouse.app.main_window import MainWindow

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    match = a_match(4)
    odd = Path(os.fsdecode(os.fsencode(folder) + b"/caf\xe9.farmhouse"))
    saves.save_match(match, odd)
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.start_page.refresh()
    item = window.start_page.saved.item(0)
    window.start_page.saved.itemActivated.emit(item)
    assert window.match is not None and window.match.actions == match.actions
    assert window.current_path == odd
    window.close()


def a_shared_save(tmp_path: Path) -> tuple[Match, Path, bytes, Path]:
    """An own game autosaved, and a shared save of another deal carrying its id (edited, or a
    copy that went its own way): (own match, its autosave, the autosave's bytes, the shared
    save's path)."""
    own = a_match(1)
    own_autosave = saves.autosave(own)
    shared = a_match(2)
    shared.match_id = own.match_id
    path = tmp_path / "from a friend.farmhouse"
    saves.save_match(shared, path)
    return own, own_autosave, own_autosave.read_bytes(), path


def test_a_shared_save_carrying_the_id_of_an_own_game_never_replaces_its_autosave(
    qtbot, tmp_path, translations
):
    from farmhouse.app.main_window import MainWindow

    own, own_autosave, own_bytes, path = a_shared_save(tmp_path)
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.set_ai_speed("instant")
    window.show()
    assert window.open_path(path)  # (before the first paint: the id is checked right after)
    qtbot.waitUntil(lambda: window.match.match_id != own.match_id)
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10000)
    controller.on_action_chosen(window.match.legal_actions()[0])
    assert own_autosave.read_bytes() == own_bytes
    new = saves.autosave_dir() / f"{window.match.match_id}.farmhouse"
    assert saves.load_match(new).actions == window.match.actions
    window.show_start()
    # Opening the own game's later state from a file keeps the id (one autosave per game).
    own.apply(own.legal_actions()[0])
    later = tmp_path / "later.farmhouse"
    saves.save_match(own, later)
    assert window.open_path(later)
    assert window.match.match_id == own.match_id
    window.close()


def test_a_shared_save_opened_before_the_first_paint_gets_its_new_id_before_its_first_autosave(
    qtbot, tmp_path, translations
):
    """Issue 18: opening a save before the window's first paint (``farmhouse SAVEFILE``) does
    not re-read the autosave of its id on the way to the board: the check comes right after
    the first paint, or before anything uses the id (here the first autosave, the window never
    shown), and the own game's autosave is never replaced."""
    from farmhouse.app.main_window import MainWindow

    own, own_autosave, own_bytes, path = a_shared_save(tmp_path)
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.set_ai_speed("instant")
    assert window.open_path(path)
    assert window.match.match_id == own.match_id  # not checked yet: no paint
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10000)
    controller.on_action_chosen(window.match.legal_actions()[0])
    assert window.match.match_id != own.match_id
    assert own_autosave.read_bytes() == own_bytes
    new = saves.autosave_dir() / f"{window.match.match_id}.farmhouse"
    assert saves.load_match(new).actions == window.match.actions
    window.close()
