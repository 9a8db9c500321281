"""Screen readers and a saved game opened as the app starts (issue 18, "Start fast"): what the
board and the shell tell screen readers waits for the window's first paint
(``farmhouse.app.board.access_gate``), so the paint needs none of Qt's accessibility types;
right after it the board reads as before, also when a screen reader listened all along."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.app.test_board_first_paint import COUNT_ENUMS

ROOT = Path(__file__).resolve().parents[2]

#: In a new interpreter: open the save argv[1] as ``farmhouse SAVEFILE`` does (argv[2]
#: "listening": with Qt's accessibility active from the start, as with a screen reader); print
#: the enums made until the board was painted, then, once the held calls are made, the board's
#: interface's class and its accessible children.
OPENED = COUNT_ENUMS + textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from farmhouse.app.board import access_gate
    from farmhouse.app.main import QuitWhenPainted, create_application, open_window

    app = create_application(["farmhouse"])
    if sys.argv[2] == "listening":
        from PySide6.QtGui import QAccessible

        QAccessible.setActive(True)
    window = open_window("en", Path(sys.argv[1]))
    assert window.match is not None, "the save did not open"
    board = window.game_page.board
    painted = []

    class FirstPaint(QuitWhenPainted):  # (in the turn after the board's paint)
        def _quit(self):
            painted.append(list(made))

    probe = FirstPaint(board.viewport(), app)
    while not painted:
        app.processEvents()
    print(" ".join(painted[0]))
    while access_gate.holding():
        app.processEvents()
    from PySide6.QtGui import QAccessible
    from farmhouse.app.board import access

    print(type(QAccessible.queryAccessibleInterface(board)).__name__)
    for role, name, description, states in access.accessible_tree(board):
        print(role, "|", name.replace("\\n", " "))
    window.game_page.controller.shutdown()
    """
)


def _open(tmp_path: Path, listening: bool) -> list[str]:
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    rng = Rng.from_seed(7)
    seats = [Seat("Ann"), Seat("Bob", "ai", "normal"), Seat("Cy", "ai", "normal")]
    match = Match.new("black_sheep", seats, None, 7)
    while len(match.actions) < 20 or match.to_move != 0:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply(rng.choice(legal or match.legal_actions()))
        assert not match.is_over
    path = tmp_path / "game.farmhouse"
    saves.save_match(match, path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", OPENED, str(path), "listening" if listening else "quiet"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout.splitlines()


def test_a_saved_games_board_is_painted_before_the_accessibility_types_are_made(tmp_path):
    made, interface, *tree = _open(tmp_path, listening=False)
    assert "Key" in made.split()  # (the probe sees the enums made on the way)
    assert "Role" not in made.split()  # QAccessible's (79 members; 190 in its 8 enums)
    assert interface == "BoardAccessible"  # right after the paint: the board's own interface
    assert len(tree) > 5  # its headline, targets and pieces
    assert not any(row.endswith("| ") for row in tree)  # each one named


def test_a_screen_reader_listening_from_the_start_reads_the_boards_own_interface(tmp_path):
    """Qt makes a plain interface for every widget shown while a screen reader listens; the
    board's, made before the kit's factory was installed, is let go after the first paint."""
    made, interface, *tree = _open(tmp_path, listening=True)
    assert interface == "BoardAccessible"
    assert len(tree) > 5
