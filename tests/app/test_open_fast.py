"""Opening a saved game shows its board without loading what the board does not need yet: the
game's AI (its seats' levels are checked against the levels the game's package declares), the
search and its worker processes' machinery (issue 18, "Start fast": a save until its board is
drawn; ``python -m benchmarks.startup`` measures it, these tests check what is loaded). Also:
the game log of a loaded game is filled at once, with the same paragraphs as line by line."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from farmhouse.app.board.linebreak import plain
from farmhouse.core import ai, registry
from tests.scripts import run_script

ROOT = Path(__file__).resolve().parents[2]

#: Run in a new interpreter: open the save argv[1] as ``farmhouse SAVEFILE`` does, note the
#: modules loaded when its board has been painted, then play on (the human's first legal
#: actions) until the AI module argv[2] is loaded or a minute has passed; print both lists.
PROBE = textwrap.dedent(
    """
    import json, sys, time
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication
    from farmhouse.app.main import create_application, open_window

    app = create_application(["farmhouse"])
    seen = {}
    window = open_window("en", __import__("pathlib").Path(sys.argv[1]))
    assert window.match is not None, "the save did not open"
    board = window.game_page.board

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and "painted" not in seen:
                seen["painted"] = sorted(sys.modules)
            return False

    probe = FirstPaint()
    board.viewport().installEventFilter(probe)
    while "painted" not in seen:
        app.processEvents()
    controller = window.game_page.controller
    deadline = time.monotonic() + 60
    while sys.argv[2] not in sys.modules and time.monotonic() < deadline:
        if controller._awaiting_human:  # Ann plays her turn: then an AI's turn comes
            controller.on_action_chosen(window.match.legal_actions()[0])
        app.processEvents()
    seen["played"] = sorted(sys.modules)
    print(json.dumps(seen))
    controller.shutdown()
    """
)


def write_save(game_id: str, folder: Path) -> Path:
    """A save of ``game_id``: Ann against two ``normal`` AIs, her turn, a few moves in."""
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    seats = [Seat("Ann"), Seat("Bob", "ai", "normal"), Seat("Cy", "ai", "normal")]
    match = Match.new(game_id, seats, None, 7)
    while len(match.actions) < 12 or match.to_move != 0:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply((legal or match.legal_actions())[0])
        assert not match.is_over
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game_id}.farmhouse"
    saves.save_match(match, path)
    return path


def write_long_save(path: Path, moves: int, seed: int, *, quit_too: bool = True) -> Path:
    """A long El Gaucho save at ``path``: Ann and three ``normal`` AIs, at least ``moves``
    random actions (of the Rng ``seed``; a "Quit" only if ``quit_too``), Ann's turn."""
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    rng = Rng.from_seed(seed)
    seats = [Seat("Ann"), *(Seat(name, "ai", "normal") for name in ("Bob", "Cy", "Dee"))]
    match = Match.new("el_gaucho", seats, None, 1000 + seed)
    while len(match.actions) < moves or match.to_move != 0:
        legal = match.legal_actions()
        kept = legal if quit_too else [a for a in legal if type(a).__name__ != "Quit"]
        match.apply(rng.choice(kept or legal))
    assert not match.is_over
    saves.save_match(match, path)
    return path


def whole_log(c: Any) -> list[str]:
    """The whole game log of the :class:`~farmhouse.app.controller.MatchController` ``c``'s
    match, worded at once."""
    names = c.kept_names
    whole = list(c.first_lines(names))
    for events in c.match.turn_events:
        whole += c._lines(events, c.screen_seat, names)
    return whole


@pytest.mark.parametrize("game_id", ["el_gaucho", "wooly_bully"])
def test_a_saved_game_is_drawn_without_its_ai_and_the_ai_loads_when_it_decides(game_id, tmp_path):
    path = write_save(game_id, tmp_path / "saves")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(path), f"{registry.package(game_id)}.ai"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    package = registry.package(game_id)
    painted = set(seen["painted"])
    assert f"{package}.rules" in painted and f"{package}.board" in painted  # (really opened)
    assert f"{package}.ai" not in painted
    for name in ("farmhouse.core.search", "farmhouse.core.search_pool", "multiprocessing"):
        assert name not in painted, name
    # nor cattrs (the save is read and checked without it), nor the start page (only a save
    # that cannot be opened needs its words)
    for name in ("cattrs", "farmhouse.app.start_page"):
        assert name not in painted, name
    # nor OpenSSL (hashlib's _hashlib): the digests come from Python's own hashes; nor the
    # AI's worker thread (concurrent.futures): it starts when an AI first decides
    assert "_hashlib" not in painted and "concurrent.futures" not in painted
    # nor html (its entity table): the log's lines and the game's texts escape without it
    assert "html" not in painted
    # nor the statistics keeper: it is made after the paint (the match's clock runs from
    # its opening all the same, see test_a_saved_games_clock_runs_from_its_opening)
    assert "farmhouse.app.stats_keeper" not in painted
    assert f"{package}.ai" in seen["played"]  # the AI came when it was first asked to decide


def test_each_game_declares_the_levels_of_its_ai_and_they_are_read_without_it():
    for game_id in registry.game_ids():
        package = importlib.import_module(registry.package(game_id))
        module = importlib.import_module(registry.package(game_id) + ".ai")
        assert package.AI_LEVELS == module.LEVELS, game_id
        assert ai.game_levels(game_id) == module.LEVELS, game_id
    # in a new interpreter: the levels come without the AI module
    code = (
        "import sys; from farmhouse.core import ai; print(ai.game_levels('el_gaucho'),"
        " 'farmhouse.games.el_gaucho.ai' in sys.modules)"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.stdout.split() == ["('easy',", "'normal',", "'hard')", "False"], out.stderr


def test_a_game_that_declares_no_levels_is_asked_its_ai():
    registry.register("toy_dice", "tests.core.toygame")
    try:
        toy_ai = importlib.import_module("tests.core.toygame.ai")
        assert not hasattr(importlib.import_module("tests.core.toygame"), "AI_LEVELS")
        assert ai.game_levels("toy_dice") == tuple(toy_ai.LEVELS)
    finally:
        registry.unregister("toy_dice")


def test_the_log_of_a_loaded_game_is_the_log_written_line_by_line(qtbot):
    from farmhouse.app.game_page import GamePage

    lines = ["Ann rolled 3 & 4 <b>", "", "玩家 2 拿了 2 頭牛", "Bob: “sold”", "", "last"]
    at_once, one_by_one = GamePage(), GamePage()
    qtbot.addWidget(at_once)
    qtbot.addWidget(one_by_one)
    at_once._on_log_reset(lines)
    one_by_one._on_log_reset([])
    one_by_one._on_log_appended(lines)
    assert at_once.log.document().blockCount() == len(lines)
    assert at_once.log.toHtml() == one_by_one.log.toHtml()
    assert at_once.log_lines() == one_by_one.log_lines() == lines
    at_once._on_log_appended(["more"])  # and a line written after it comes after it
    assert at_once.log.toPlainText().splitlines()[-2:] == ["last", "more"]


def test_the_painted_line_of_a_save_comes_once_its_board_is_painted_before_later_work(
    qtbot, tmp_path, capsys
):
    """``FARMHOUSE_EXIT_AFTER_SHOW`` with a save (what the benchmark times): the line comes in
    the turn after the board's first paint, before the work that waits for the first paint
    (the window's icon), as it does for the first window."""
    from PySide6.QtCore import QEvent, QObject

    from farmhouse.app.main import PAINTED_LINE, QuitWhenPainted, open_window

    path = write_save("black_sheep", tmp_path / "saves")
    window = open_window("en", path)
    qtbot.addWidget(window)
    assert window.match is not None
    viewport = window.game_page.board.viewport()
    events: list[str] = []

    class Painted(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and "board painted" not in events:
                events.append("board painted")
            return False

    class App:
        def quit(self) -> None:
            events.append("quit" if window.windowIcon().isNull() else "quit after the icon")

    painted = Painted()
    viewport.installEventFilter(painted)
    quitter = QuitWhenPainted(viewport, App())  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: any(e.startswith("quit") for e in events), timeout=10000)
    assert events == ["board painted", "quit"]
    assert capsys.readouterr().out.startswith(PAINTED_LINE + " cpu=")
    qtbot.waitUntil(lambda: not window.windowIcon().isNull(), timeout=5000)  # then the icon
    del quitter
    window.game_page.controller.shutdown()


def test_a_saved_games_clock_runs_from_its_opening_though_the_keeper_comes_after_the_paint(
    qtbot, tmp_path, monkeypatch
):
    """Opened as the app starts, a save is on screen before the statistics keeper is made
    (right after the first paint): its play time still counts from when it was opened."""
    import time

    from farmhouse.app.main import open_window

    path = write_save("black_sheep", tmp_path / "saves")
    clock = [1000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    window = open_window("en", path)  # shown, not yet painted
    qtbot.addWidget(window)
    match = window.match
    assert window._stats is None and match.play_seconds is not None
    played = match.play_seconds
    clock[0] += 30.0
    qtbot.waitUntil(lambda: window._stats is not None, timeout=5000)  # after the paint
    clock[0] += 12.0
    assert window.stats.add_play_time(match) == pytest.approx(played + 42.0)
    window.game_page.controller.shutdown()


def test_the_game_page_makes_its_hint_box_when_a_hint_is_first_shown(qtbot):
    """The hint box is hidden until a hint comes: a save's board is painted without it; when
    made it sits right below the thinking sign, where the page always had it."""
    from farmhouse.app.game_page import GamePage
    from farmhouse.app.hint_panel import HintPanel

    page = GamePage()
    qtbot.addWidget(page)
    assert page.findChildren(HintPanel) == []
    panel = page.hint_panel
    assert page.findChildren(HintPanel) == [panel] and page.hint_panel is panel
    side = page.thinking.parentWidget().layout()
    assert side.indexOf(panel) == side.indexOf(page.thinking) + 1
    assert not panel.isVisible()


def test_a_saved_games_log_is_worded_from_its_end_until_the_first_paint(qtbot, tmp_path):
    """Opening a save as the app starts words only the last turns of its log before the
    window's first paint (enough lines for the log as high as it can be then), and the whole
    log right after that paint: the same lines as worded at once."""
    from farmhouse.app.main import open_window

    path = write_long_save(tmp_path / "long.farmhouse", 150, 2)
    window = open_window("en", path)  # shown, not yet painted (the event loop has not turned)
    qtbot.addWidget(window)
    page, c = window.game_page, window.game_page.controller
    before = page.log_lines()
    whole = whole_log(c)
    assert len(before) < len(whole) / 2, "the whole log was worded before the first paint"
    assert before == whole[-len(before) :]
    # as many lines as fill the log as high as it can be at that paint: more than it shows
    # once painted, and not as many as a log the height of the screen would (issue 18)
    spacing = page.log.fontMetrics().lineSpacing()
    assert len(before) < page.screen().availableGeometry().height() // spacing
    qtbot.waitUntil(lambda: page.log_lines() == whole, timeout=5000)
    assert len(before) > page.log.height() // spacing
    # (Qt's plain text has plain spaces for no-break ones: El Gaucho's herd values, 「1 · 5」)
    assert page.log.toPlainText().splitlines() == [plain(line) for line in page.log_lines()]
    c.shutdown()


def test_a_short_saved_games_log_is_worded_once_before_the_first_paint(
    qtbot, tmp_path, monkeypatch
):
    """A save whose whole log fits the screen gets it whole before the first paint, each turn
    worded once."""
    from farmhouse.app.game_ui import GameUI
    from farmhouse.app.main import open_window

    path = write_save("el_gaucho", tmp_path / "saves")
    worded = []
    log_lines = GameUI.log_lines

    def counted(self, events, names):
        worded.append(len(events))
        return log_lines(self, events, names)

    monkeypatch.setattr(GameUI, "log_lines", counted)
    window = open_window("en", path)  # shown, not yet painted
    qtbot.addWidget(window)
    c = window.game_page.controller
    assert len(worded) == len(c.match.turn_events)  # once each
    assert window.game_page.log_lines() == whole_log(c)
    c.shutdown()


def test_a_saved_games_log_takes_clicks_from_the_turn_after_the_first_paint(qtbot, tmp_path):
    """Opened as the app starts, the game log's viewport (asked for, PySide makes the Python
    types of every Qt widget class) is watched for the look back's clicks from the turn after
    the window's first paint, when a click on a past line looks back as before."""
    from farmhouse.app.look_back import LogClicks
    from farmhouse.app.main import open_window
    from tests.app.test_look_back import click_line

    path = write_save("black_sheep", tmp_path / "saves")
    window = open_window("en", path)  # shown, not yet painted
    qtbot.addWidget(window)
    page = window.game_page
    clicks = page.log.findChild(LogClicks)
    assert clicks is not None and not clicks.watching
    qtbot.waitUntil(lambda: clicks.watching, timeout=5000)
    assert window.windowHandle().isExposed()
    click_line(qtbot, page.log, 0)  # (the setup's line: the board before the first move)
    assert page._look_back is not None and page._look_back.isVisible()
    page.controller.shutdown()


def test_the_logs_escape_is_html_escape():
    """The game log's paragraphs escape their text as ``html.escape`` does (without
    importing it)."""
    import html

    from hypothesis import given
    from hypothesis import strategies as st

    from farmhouse.app.game_page import _paragraph, escape_html

    samples = ["", "a & b", "<b>x</b>", "\"'", "&amp;", "Ann's 3 > 2 < 4", "羊 & 牧羊人"]
    for text in samples:
        assert escape_html(text) == html.escape(text)
    assert _paragraph("a<b", "en") == "<p>a&lt;b</p>"

    @given(st.text(alphabet=st.sampled_from("&<>\"'a 羊;#x"), max_size=30))
    def same(text: str) -> None:
        assert escape_html(text) == html.escape(text)

    same()


@pytest.mark.parametrize("scrolled", [True, False])
def test_a_long_saved_games_whole_log_keeps_the_readers_line(qtbot, tmp_path, scrolled):
    """Opened as the app starts, a long save's log first holds its last lines, and the whole
    log comes after the first paint (the controller's second reset): a reader who scrolled up
    in between still sees the line they were reading at the top; an untouched log is at its
    end (before, the whole log always came scrolled to its end)."""
    from PySide6.QtCore import QPoint

    from farmhouse.app.main import open_window

    path = write_long_save(tmp_path / "long.farmhouse", 240, 3, quit_too=False)
    window = open_window("en", path)  # shown, not yet painted
    qtbot.addWidget(window)
    page, c = window.game_page, window.game_page.controller
    whole = whole_log(c)
    before = page.log_lines()
    assert len(before) < len(whole) / 2  # (the log's last lines only, until the first paint)
    bar = page.log.verticalScrollBar()
    assert bar.maximum() > 0
    first = page.log.cursorForPosition(QPoint(0, 0)).block().text()
    if scrolled:
        bar.setValue(0)  # the reader scrolls to the top of the lines shown
        first = page.log.cursorForPosition(QPoint(0, 0)).block().text()
        at = len(whole) - page.log.document().blockCount()  # (that line in the whole log)
    qtbot.waitUntil(lambda: page.log_lines() == whole, timeout=5000)
    assert page.log.toPlainText().splitlines() == [plain(line) for line in whole]
    qtbot.wait(50)  # (the layout's range changes come)
    top = page.log.cursorForPosition(QPoint(0, 0)).block()
    if scrolled:
        assert top.text() == first  # the line they were reading
        assert top.blockNumber() == at
        assert bar.value() < bar.maximum()
    else:
        assert bar.value() == bar.maximum()  # the newest line in sight
    c.shutdown()


def test_a_save_of_a_game_not_over_is_painted_without_qts_svg_module(tmp_path):
    """Its pictures kept from an earlier run, a save's first paint needs no SVG: the side
    panel's "Show result" (a primary button, whose focus frame is an SVG picture that Qt
    loads when it styles the button) is made only once a game is over (1.5M instructions
    of the benchmark's saves). Nor does it make PySide create the Python type of
    ``QDialogButtonBox`` and its enums (~4M), which only dialogs show."""
    if not Path("/proc/self/maps").exists():
        pytest.skip("the loaded libraries are read from /proc (Linux)")
    path = write_save("black_sheep", tmp_path / "saves")
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QEvent, QObject
        from farmhouse.app.main import create_application, open_window

        app = create_application(["farmhouse"])
        window = open_window("en", __import__("pathlib").Path(sys.argv[1]))
        seen = []

        class FirstPaint(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint and not seen:
                    seen.append(open("/proc/self/maps").read())
                    made = "QDialogButtonBox" in vars(sys.modules["PySide6.QtWidgets"])
                    seen.append("button box" if made else "no button box")
                return False

        probe = FirstPaint()
        window.game_page.board.viewport().installEventFilter(probe)
        while not seen:
            app.processEvents()
        print("svg" if "Svg" in seen[0] or "qsvg" in seen[0] else "no svg")
        print(window.game_page.result_button.objectName())
        print(seen[1])
        from farmhouse.app.board.svg import SVG_CACHE

        SVG_CACHE.warm()  # (the renderings kept, as the app keeps them in idle time)
        SVG_CACHE.keep()
        """
    )
    # (a first run keeps the board's pictures: the second paints them from the kept ones)
    run_script(script, str(path), data_dir=tmp_path)
    assert run_script(script, str(path), data_dir=tmp_path).splitlines() == [
        "no svg",
        "primary",
        "no button box",
    ]
