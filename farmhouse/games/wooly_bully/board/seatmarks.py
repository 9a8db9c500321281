"""How the Wooly Bully board shows who a seat is: by the seat's shape alone, in ink.

The kit's seat colours (red, yellow, purple, blue, green) are also sheep colours here (red,
yellow and blue sheep), and every player's sheep colour is a secret: a chip, a banner or a
mark laid on a tile in a seat's colour would invite "Bob is yellow" and could match or
mislead about a hidden colour. So this board draws every seat the same neutral way: its
symbol (circle, triangle, diamond, square, star) filled with ink and ringed with paper, so it
reads on every tile, and frames in ink. Sheep colours on this board always mean sheep.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from farmhouse.app.board.palette import INK, PAPER
from farmhouse.app.board.seats import seat_symbol

#: The colour of every seat's symbol and frame on this board (no sheep colour).
SEAT_INK = QColor(INK)


def seat_mark(
    seat: int, centre: QPointF, radius: float, parent: QGraphicsItem | None = None
) -> QGraphicsPathItem:
    """Seat ``seat``'s symbol in ink with a paper ring (see the module docstring)."""
    item = seat_symbol(seat, centre, radius, parent, fill=SEAT_INK)
    item.setPen(QPen(PAPER, max(1.5, radius / 5)))
    return item
