"""The ``hard`` search's worker processes live exactly as long as the game that needs them:
started when a game with a ``hard`` seat starts or is loaded (not per decision), stopped
with a new game, a loaded game, the start page and the window, and gone too when the
window's process is killed outright in the middle of a search."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def running(pid: int) -> bool:
    """True if process ``pid`` exists and is not a zombie waiting to be reaped."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        try:
            os.kill(pid, 0)
        except (ProcessLookupError, PermissionError):
            return False
        return True
    return status.rsplit(")", 1)[1].split()[0] != "Z"


def wait_gone(pids: list[int], timeout: float = 5.0) -> None:
    """Wait until none of ``pids`` runs; fail naming those still running after ``timeout``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not any(running(p) for p in pids):
            return
        time.sleep(0.05)
    left = [p for p in pids if running(p)]
    raise AssertionError(f"search workers still running: {left}")


@pytest.fixture
def window(qtbot):
    settings = Settings()
    settings.ai_speed = "instant"
    settings.hard_time = 0.5
    w = MainWindow(settings, Translations())
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def hard_seats() -> list[Seat]:
    return [Seat("Ann"), Seat("Bot", "ai", "hard")]


def test_the_pool_starts_with_a_hard_game_not_per_decision(qtbot, window):
    match = Match.new("black_sheep", [Seat("A", "ai", "hard"), Seat("B", "ai", "hard")], None, 2)
    window.settings.hard_time = 0.5
    window.start_match(match)
    c = window.game_page.controller
    pool = c.search.running
    assert pool is not None and c.search.started == 1
    assert all(running(p) for p in pool.pids)
    qtbot.waitUntil(lambda: len(match.actions) >= 3, timeout=30_000)
    assert c.search.running is pool and c.search.started == 1  # the same workers throughout
    window.show_start()  # back to the start page: the game's workers go
    assert c.search.running is None
    wait_gone(pool.pids)


def test_no_pool_without_a_hard_seat(window):
    window.start_match(Match.new("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "normal")]))
    assert window.game_page.controller.search.running is None


def test_a_new_game_or_a_loaded_one_stops_the_old_workers(qtbot, window, tmp_path):
    window.start_match(Match.new("el_gaucho", hard_seats(), None, 3))
    first = window.game_page.controller.search.running.pids
    window.start_match(Match.new("black_sheep", hard_seats(), None, 4))
    wait_gone(first)
    second_controller = window.game_page.controller
    second = second_controller.search.running.pids
    assert all(running(p) for p in second)
    saved = Match.new("wooly_bully", hard_seats(), None, 5)
    path = tmp_path / "hard.farmhouse"
    saves.save_match(saved, path)
    assert window.open_path(path)
    wait_gone(second)
    loaded = window.game_page.controller
    assert loaded.match.seats[1].level == "hard"  # a save with a hard seat reopens with it
    assert loaded._players[1].level == "hard" and loaded.search.running is not None
    third = loaded.search.running.pids
    window.close()
    wait_gone(third)


def test_killing_the_window_mid_search_leaves_no_worker(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    app = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("hard_game_offscreen.py"))],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = app.stdout.readline()  # once an AI has thought for a moment
        assert line, "the app ended before its AI thought"
        report = json.loads(line)
        workers = report["workers"]
        assert report["app"] == app.pid and workers
        assert all(running(p) for p in workers)
        os.kill(app.pid, signal.SIGKILL)  # no close, no atexit: the process is gone at once
        app.wait(10)
        wait_gone(workers, timeout=3.0)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux: /proc)."""
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.parent.name))
    return out


def tasks(pid: int) -> int:
    """How many threads process ``pid`` runs (Linux: /proc; 0 when it is gone)."""
    try:
        return len(os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return 0


def search_workers(pid: int) -> list[int]:
    """``pid``'s children that run a search worker (not multiprocessing's resource tracker)."""
    found = []
    for child in children(pid):
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if "spawn_main" in cmdline and "resource_tracker" not in cmdline:
            found.append(child)
    return found


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc")
def test_workers_of_the_console_script_do_not_load_qt(tmp_path):
    """Run as the ``farmhouse`` command (a script whose main imports the Qt app), the app's
    search workers import the game and the search only: no Qt in them (67 instead of 30 MB
    each, and a slower first decision, when they ran that script again)."""
    script = Path(sys.executable).with_name("farmhouse")
    if not script.exists():
        pytest.skip("the farmhouse command is not installed")
    path = tmp_path / "hard.farmhouse"
    saves.save_match(Match.new("black_sheep", hard_seats(), None, 3), path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    app = subprocess.Popen(
        [str(script), str(path)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        workers: list[int] = []
        while time.monotonic() < deadline and len(workers) < 1:
            time.sleep(0.1)
            workers = search_workers(app.pid)
        assert workers, "no search worker started"
        # the workers load the game meanwhile: once they run their loop (their thread that
        # watches the app has started: a second task), not while they start (at load 14 on
        # 2 cores, 10 nice steps down, a worker had used 10-20 ms of CPU a second after it
        # appeared: issue 18)
        while time.monotonic() < deadline and not all(tasks(w) >= 2 for w in workers):
            time.sleep(0.1)
        assert all(tasks(w) >= 2 for w in workers), "the workers never got to their loop"
        time.sleep(0.5)
        for worker in workers:
            maps = Path(f"/proc/{worker}/maps").read_text()
            assert "libQt6" not in maps and "PySide6" not in maps
        os.kill(app.pid, signal.SIGKILL)
        app.wait(10)
        wait_gone(workers, timeout=3.0)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
