"""Does a board survive Python's garbage collector starting while Qt paints it?

Run: ``QT_QPA_PLATFORM=offscreen python tools/board_collected_mid_paint.py``; it prints
"survived" and exits with status 0 if so (``tests/app/test_board_kit.py`` runs it).

A board shown as a window of its own is owned by Python alone and is always part of
reference cycles, so once its owner drops it only the cyclic garbage collector frees it, at
whatever allocation starts a collection. Here an item's ``paint`` runs the collection (as any
allocation in a Python ``paint`` may) while Qt paints that very board. Without the kit's
guard (:class:`farmhouse.app.board.base.BoardWidget` keeps a shown window board alive) Qt
deletes the view and its scene mid-paint — "QPaintDevice: Cannot destroy paint device that
is being painted" — and then writes into the freed device-coordinate caches of its items
(``QGraphicsItemPrivate::removeExtraItemCache``): a segmentation fault or bus error.
"""

from __future__ import annotations

import faulthandler
import gc
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from farmhouse.app.board.targets import Box  # noqa: E402
from farmhouse.app.board.view import BoardView  # noqa: E402


class CollectingBox(Box):
    """A box whose first paint runs a garbage collection."""

    collected = False

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        if not CollectingBox.collected:
            CollectingBox.collected = True
            gc.collect()
        super().paint(painter, option, widget)


def main() -> int:
    faulthandler.enable()
    app = QApplication.instance() or QApplication(sys.argv)
    board = BoardView(QRectF(0, 0, 1000, 1000))
    board.scene().addItem(CollectingBox(QRectF(0, 0, 100, 100), QColor("white")))
    board.resize(600, 400)
    board.show()
    del board  # still shown; only reference cycles hold it now
    app.processEvents()
    assert CollectingBox.collected, "the box was not painted"
    print("survived")
    return 0


if __name__ == "__main__":
    sys.exit(main())
