"""The main window comes back where it was closed, however often the app is restarted, with
or without a window manager (it crept 25 px down at each start without one), and a place
that no screen shows any more is brought back onto the screen."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from farmhouse.app.settings import Settings, WindowPlacement

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]

#: One start of the app: open the window, move it first if asked, report where it is, close.
SCRIPT = """
import json, sys, time
from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication
QCoreApplication.setApplicationName("Farmhouse")
app = QApplication(["farmhouse"])
from farmhouse.app.main import open_window
def settle(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.01)
window = open_window("en")
settle(0.3)
if len(sys.argv) > 1:
    x, y, w, h = map(int, sys.argv[1:5])
    window.resize(w, h)
    window.move(x, y)
    settle(0.3)
print(json.dumps([window.x(), window.y(), window.width(), window.height()]))
window.close()
settle(0.1)
"""


def start(tmp_path: Path, env: dict[str, str], *move: int, xvfb: bool = False) -> list[int]:
    command = [sys.executable, "-c", SCRIPT, *map(str, move)]
    if xvfb:
        command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *command]
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def environment(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "FARMHOUSE_DATA_DIR": str(tmp_path / "data")}
    env.pop("QT_QPA_PLATFORM", None)
    return env


def test_restarts_offscreen_keep_the_window_where_it_was(tmp_path):
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1920, "height": 1080}]}),
        encoding="utf-8",
    )
    env = environment(tmp_path) | {"QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    first = start(tmp_path, env, 150, 90, 1200, 760)
    assert first == [150, 90, 1200, 760]
    assert [start(tmp_path, env) for _ in range(2)] == [first] * 2
    # at the top of the screen, where a title bar would be if there were a window manager
    top = start(tmp_path, env, 0, 0, 1280, 800)
    assert top == [0, 0, 1280, 800]
    assert [start(tmp_path, env) for _ in range(2)] == [top] * 2


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs Xvfb (xvfb-run)")
def test_restarts_on_an_x_server_without_a_window_manager_keep_the_window_where_it_was(
    tmp_path,
):
    env = environment(tmp_path)
    first = start(tmp_path, env, 150, 90, 1200, 760, xvfb=True)
    assert first == [150, 90, 1200, 760]
    again = [start(tmp_path, env, xvfb=True) for _ in range(3)]
    assert again == [first] * 3
    untouched = environment(tmp_path / "fresh")
    corner = start(tmp_path / "fresh", untouched, xvfb=True)  # the default place, top left
    assert [start(tmp_path / "fresh", untouched, xvfb=True) for _ in range(2)] == [corner] * 2


def test_a_place_off_every_screen_comes_back_onto_the_screen(qtbot):
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow

    settings = Settings()
    settings.placement = WindowPlacement(5000, -3000, 700, 500)
    window = MainWindow(settings, Translations())
    qtbot.addWidget(window)
    free = window.screen().availableGeometry()
    assert free.contains(window.pos())
    assert window.width() <= max(free.width(), window.minimumWidth())


def test_the_place_is_saved_in_the_settings(qtbot):
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow

    window = MainWindow(Settings(), Translations())
    qtbot.addWidget(window)
    window.show()
    window.close()
    place = Settings().placement
    assert place is not None
    assert (place.x, place.y, place.width, place.height) == (
        window.x(),
        window.y(),
        window.width(),
        window.height(),
    )
    assert not place.maximized


#: The first start on a given screen: where the window is, and whether a game's side panel folds.
FIRST_START = """
import json, time
from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtWidgets import QApplication
QCoreApplication.setApplicationName("Farmhouse")
app = QApplication(["farmhouse"])
from farmhouse.app.main import open_window
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
def settle(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.01)
window = open_window("ja")
settle(0.3)
free = window.screen().availableGeometry()
window.start_match(Match.new("black_sheep", [Seat("A"), Seat("B", "ai", "easy")], None, 1))
settle(0.5)
print(json.dumps({"free": free.getRect(), "window": window.geometry().getRect(),
                  "folded": window.game_page.folded}))
window.close()
settle(0.1)
"""


@pytest.mark.parametrize(
    ("width", "height", "folds"), [(800, 600, True), (1366, 768, False), (1920, 1080, False)]
)
def test_the_first_window_fits_the_screen_and_is_centred(tmp_path, width, height, folds):
    """F18: with no saved place the window was 1280 × 800 whatever the screen: on 800 × 600
    pasture III cut, the hand below the screen's bottom, the side panel not folded."""
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height}]}),
        encoding="utf-8",
    )
    env = environment(tmp_path) | {"QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_START],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    fx, fy, fw, fh = seen["free"]
    x, y, w, h = seen["window"]
    assert (fx, fy, fw, fh) == (0, 0, width, height)
    # inside the screen with room for a title bar, at most the usual 1280 × 800, centred
    # (offscreen draws a 2 px frame around the window)
    assert (w, h) == (min(1280, fw), min(800, fh - 40))
    assert fx <= x and x + w <= fx + fw + 2 and fy <= y and y + h + 40 <= fy + fh + 2
    assert abs((x - fx) - (fx + fw - x - w)) <= 4
    assert seen["folded"] is folds


def screen_env(tmp_path: Path, width: int, height: int) -> dict[str, str]:
    """The offscreen platform with one ``width`` × ``height`` screen (data in ``tmp_path``)."""
    config = tmp_path / f"screen{width}x{height}.json"
    config.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height}]}),
        encoding="utf-8",
    )
    return environment(tmp_path) | {"QT_QPA_PLATFORM": f"offscreen:configfile={config}"}


def test_a_size_saved_on_a_large_screen_comes_back_with_room_for_the_frame(tmp_path):
    """Issue 18: 1920 × 1050 saved on a 1920 × 1080 screen came back 1280 × 720 on a 1280 ×
    720 screen: under a window manager's title bar its status bar was below the screen's
    bottom. Now it keeps room for the frame: FRAME_ALLOWANCE until the window is shown, then
    the frame's real size (F15; the offscreen platform's frame is 2 px on every side), and a
    place that fits the smaller screen is kept as it was."""
    assert start(tmp_path, screen_env(tmp_path, 1920, 1080), 0, 0, 1920, 1050) == [0, 0, 1920, 1050]
    x, y, w, h = start(tmp_path, screen_env(tmp_path, 1280, 720))
    assert (x, y, w, h) == (0, 0, 1280 - 2 - 2, 720 - 2 - 2)
    # a window that fits stays where it was (no creeping at each start)
    kept = start(tmp_path, screen_env(tmp_path, 1280, 720), 20, 30, 1100, 680)
    assert [start(tmp_path, screen_env(tmp_path, 1280, 720)) for _ in range(2)] == [kept] * 2
    assert kept == [20, 30, 1100, 680]


def test_the_frame_kept_free_is_the_real_one_once_the_window_has_one():
    """Issue 18, F15: the room kept for the window frame was a fixed 40 px, too much for a
    thin title bar (the window lost the rest) and too little for a thick one (its status bar
    under the screen's bottom). :func:`fit_on_screen` takes the frame's real margins where
    they are known and keeps the 40 px only where no frame is known (offscreen)."""
    from PySide6.QtCore import QMargins, QRect

    from farmhouse.app.main_window import MainWindow, fit_on_screen

    free = QRect(0, 0, 1280, 720)
    saved = QRect(0, 0, 1920, 1050)
    _, allowance = MainWindow.FRAME_ALLOWANCE
    assert fit_on_screen(saved, free, None) == QRect(0, 0, 1280, 720 - allowance)
    thin = QMargins(1, 24, 1, 1)  # (a thin title bar and borders: 25 px high in all)
    assert fit_on_screen(saved, free, thin) == QRect(0, 0, 1278, 695)
    thick = QMargins(6, 52, 6, 6)  # (a title bar of 52 px and borders: 58 px high)
    assert fit_on_screen(saved, free, thick) == QRect(0, 0, 1268, 662)
    # the whole frame on the screen: its corner moved up and left as far as it must
    assert fit_on_screen(QRect(300, 200, 1200, 600), free, thin) == QRect(78, 95, 1200, 600)
    # a free area below a top panel: the frame's corner not above it
    panel = QRect(0, 32, 1280, 688)
    assert fit_on_screen(saved, panel, thin) == QRect(0, 32, 1278, 663)
    # a place that fits with its frame is kept as it was (no creeping), frame known or not
    for frame in (None, thin, thick):
        assert fit_on_screen(QRect(20, 30, 1100, 600), free, frame) == QRect(20, 30, 1100, 600)
    # no frame known: a window that fits at the screen's bottom stays (offscreen, no window
    # manager), with a frame it comes up by the frame's height
    assert fit_on_screen(QRect(0, 120, 1280, 600), free, None) == QRect(0, 120, 1280, 600)
    assert fit_on_screen(QRect(0, 120, 1200, 600), free, thin) == QRect(0, 95, 1200, 600)


def test_a_restored_window_makes_room_for_its_real_frame_once_shown(qtbot, monkeypatch):
    """Issue 18, F15: a window restored on a smaller screen first keeps FRAME_ALLOWANCE for a
    frame not known yet; once shown with a frame (here one of 2 + 30 + 2 px) the window is
    fitted again from the saved place with that frame."""
    from PySide6.QtCore import QMargins, QRect

    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow, fit_on_screen

    frame = QMargins(2, 30, 2, 2)
    monkeypatch.setattr(
        MainWindow, "frame_margins", lambda self: frame if self.isVisible() else None
    )
    settings = Settings()
    from PySide6.QtGui import QGuiApplication

    free = QGuiApplication.primaryScreen().availableGeometry()
    saved = QRect(free.left(), free.top(), free.width() + 600, free.height() + 400)
    settings.placement = WindowPlacement(saved.x(), saved.y(), saved.width(), saved.height())
    window = MainWindow(settings, Translations())
    qtbot.addWidget(window)
    guessed = fit_on_screen(saved, free, None)
    assert (window.pos(), window.size()) == (guessed.topLeft(), guessed.size())
    window.show()
    want = fit_on_screen(saved, free, frame)
    assert want != guessed
    qtbot.waitUntil(lambda: (window.pos(), window.size()) == (want.topLeft(), want.size()))
