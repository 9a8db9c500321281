"""The reference of ``benchmarks/startup.py``: a bare PySide6 window, nothing else.

A QApplication and an empty QMainWindow of the app's default size (1280 × 800), shown; once it
has been painted it prints the line the app prints in the same moment
(``farmhouse.app.main.PAINTED_LINE``, written out here so that this script imports nothing of
Farmhouse, and the CPU time used so far) and quits, in the same way as the app under ``FARMHOUSE_EXIT_AFTER_SHOW=1``.
Run as ``python benchmarks/bare_window.py``, or frozen with PyInstaller
(``python -m benchmarks.startup --build-bundles``).
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

PAINTED_LINE = "farmhouse: painted"


class _QuitWhenPainted(QObject):
    def __init__(self, window: QMainWindow, app: QApplication) -> None:
        super().__init__(window)
        self._app = app
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._quit)
        return False

    def _quit(self) -> None:
        if sys.stdout is not None:
            print(f"{PAINTED_LINE} cpu={time.process_time():.4f}", flush=True)
        self._app.quit()


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setWindowTitle("Bare window")
    window.resize(1280, 800)
    quitter = _QuitWhenPainted(window, app)
    window.show()
    status = app.exec()
    del quitter
    return status


if __name__ == "__main__":
    raise SystemExit(main())
