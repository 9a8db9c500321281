"""Every board reads as the kit's accessible interface (issue 19, "every target by name"): also
the board of the first game started in a window already on screen, for which a screen reader
listening had Qt make a plain interface when it was shown, before the kit's factory was
installed (the tester's T1: one unnamed "filler" with one child)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: In a new interpreter, with Qt's accessibility active (a screen reader listening): open the
#: app on its start page, wait until the window is on screen, start a game (as New game does),
#: then a second one; print each board's interface class and its number of children.
STARTED = textwrap.dedent(
    """
    import time
    from PySide6.QtGui import QAccessible
    from farmhouse.app.main import create_application, open_window
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    app = create_application(["farmhouse"])
    QAccessible.setActive(True)
    window = open_window("en")
    handle = window.windowHandle()
    while handle is None or not handle.isExposed():
        app.processEvents()
        handle = window.windowHandle()
    for seed in (7, 8):
        seats = [Seat("Ann"), Seat("Bob", "ai", "normal")]
        window.start_match(Match.new("black_sheep", seats, None, seed))
        end = time.monotonic() + 3
        while time.monotonic() < end:
            app.processEvents()
        board = window.game_page.board
        iface = QAccessible.queryAccessibleInterface(board)
        print(type(iface).__name__, iface.childCount())
    window.game_page.controller.shutdown()
    """
)


def test_the_first_game_started_in_a_shown_window_has_the_kits_board_interface(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", STARTED],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    games = [line.split() for line in out.stdout.splitlines()]
    assert len(games) == 2
    for kind, children in games:  # the first game's board as the second's
        assert kind == "BoardAccessible"
        assert int(children) > 5  # its headline, targets and pieces
