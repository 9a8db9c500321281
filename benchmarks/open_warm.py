"""A save opened from the start page of a running app, timed until its board is painted.

    python benchmarks/open_warm.py SAVEFILE      # (what ``benchmarks/startup.py`` runs)

The way most players open a game: the app is running on its start page and they press
Continue or open a saved game from its list. This starts the app as ``python -m farmhouse``
does (its first window, the start page), waits until the page has read and checked its list
of saved games (:attr:`~farmhouse.app.start_page.StartPage.checking`) and the app is idle
(:data:`IDLE_POLLS` polls in a row with nothing left to read), then asks the start page to open
``SAVEFILE`` (its ``open_file`` signal: what Continue and a line of the list send) and waits
for the first paint of the game's board. In the turn of the event loop after that paint it
prints one line and quits::

    farmhouse: opened wall=<s> cpu=<s>

the wall-clock and CPU seconds from the request to that turn (``time.perf_counter``,
``time.process_time``, both in this process). Under callgrind the request and that turn
each call ``os.getsid`` first, so that ``--dump-before=getsid`` cuts the run into three
parts, the second being the opening (``benchmarks/instructions.py``).

Run it without ``FARMHOUSE_EXIT_AFTER_SHOW`` (the app would quit at its first window).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # (run as a script: the app of PYTHONPATH first, if given)
    sys.path.append(str(ROOT))

#: The line printed once the board is painted.
OPENED_LINE = "farmhouse: opened"

#: The start page is idle this many polls in a row before the save is opened.
IDLE_POLLS = 3

#: Milliseconds between two polls of the start page.
POLL_MS = 100


def main(argv: list[str]) -> int:
    """Run the app, open ``argv[1]`` from its start page once idle, print :data:`OPENED_LINE`
    once its board is painted and quit. Returns the app's exit status."""
    gc.disable()  # (as ``python -m farmhouse`` starts)
    from farmhouse.app.qt_import import skip_feature_imports

    skip_feature_imports()
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from farmhouse.app import main as app_main

    path = Path(argv[1])
    app = app_main.create_application(["farmhouse"])
    window = app_main.open_window()
    app_main.resume_collection(window)  # (after the first paint, as the app does)
    idle = 0
    started: list[float] = []

    class BoardPainted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, done)
            return False

    watcher = BoardPainted()

    def done() -> None:
        os.getsid(0)  # (callgrind's cut: the opening ends here)
        wall = time.perf_counter() - started[0]
        cpu = time.process_time() - started[1]
        print(f"{OPENED_LINE} wall={wall:.4f} cpu={cpu:.4f}", flush=True)
        QApplication.instance().quit()

    def poll() -> None:
        nonlocal idle
        page = window.start_page
        idle = idle + 1 if window.isVisible() and not page.checking else 0
        if idle < IDLE_POLLS:
            QTimer.singleShot(POLL_MS, poll)
            return
        os.getsid(0)  # (callgrind's cut: the opening starts here)
        started[:] = [time.perf_counter(), time.process_time()]
        page.open_file.emit(path)  # (as Continue and the list of saved games do)
        if window.match is None:
            print(f"{path} did not open", file=sys.stderr)
            app.exit(1)
            return
        window.game_page.board.viewport().installEventFilter(watcher)

    QTimer.singleShot(POLL_MS, poll)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
