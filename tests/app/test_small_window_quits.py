"""The app opened in a small window (its side panel folded into the menu bar's fold bar:
:mod:`farmhouse.app.side_fold`) quits cleanly: the fold bar made without a parent crashed
the process as it quit (a segmentation fault after the window was closed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("size", ["800x600", "1280x720"])
def test_a_game_in_a_small_or_usual_window_quits_cleanly(tmp_path, size):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    shot = tmp_path / "shot.png"
    run = subprocess.run(
        [sys.executable, "tools/screenshot.py", "--game", "wooly_bully", "--players", "4"]
        + ["--size", size, "--moves", "4", "--settle", "0.2", "--out", str(shot)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert shot.is_file()
