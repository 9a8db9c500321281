"""Seat colours and seat symbols: every seat has a colour AND a shape, so a player who cannot
tell the colours apart still tells the seats apart (circle, triangle, diamond, square, star).

Seat ``i`` (0-based) has ``SEAT_COLOURS[i % 5]`` and ``SEAT_SHAPES[i % 5]``; the side panel
(``farmhouse.app.style.seat_colour``) uses the same colours.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.palette import INK

#: Hex colours of seats 0–4: red, yellow, purple, blue, green.
SEAT_HEX: tuple[str, ...] = ("#D8483F", "#E8B21F", "#8C5BB8", "#3579C9", "#4E9A3C")
#: Untranslated colour ids of the seats (for texts: "the red edge").
SEAT_COLOUR_IDS: tuple[str, ...] = ("red", "yellow", "purple", "blue", "green")
#: The shape drawn with each seat's colour.
SEAT_SHAPES: tuple[str, ...] = ("circle", "triangle", "diamond", "square", "star")


def seat_qcolour(seat: int) -> QColor:
    """The QColor of seat ``seat`` (0-based, cycling)."""
    return QColor(SEAT_HEX[seat % len(SEAT_HEX)])


def seat_shape(seat: int) -> str:
    """The shape name of seat ``seat``: "circle", "triangle", "diamond", "square" or "star"."""
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def symbol_path(shape: str, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of seat symbol ``shape`` centred on ``centre``, ``radius`` scene units."""
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if shape == "circle":
        path.addEllipse(centre, r, r)
    elif shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "diamond":
        points = [(0, -r), (r, 0), (0, r), (-r, 0)]
        path.addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in [*points, points[0]]]))
    elif shape == "star":
        star: list[QPointF] = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            star.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
        path.addPolygon(QPolygonF([*star, star[0]]))
    else:  # triangle
        points = [(0, -r), (r, r * 0.8), (-r, r * 0.8)]
        path.addPolygon(QPolygonF([QPointF(x + dx, y + dy) for dx, dy in [*points, points[0]]]))
    return path


def seat_symbol(
    seat: int,
    centre: QPointF,
    radius: float,
    parent: QGraphicsItem | None = None,
    fill: QColor | None = None,
    outline: float = 2.0,
) -> QGraphicsPathItem:
    """A path item with seat ``seat``'s symbol in its colour (or ``fill``), outlined in ink
    ``outline`` scene units wide, as a child of ``parent``."""
    item = QGraphicsPathItem(symbol_path(seat_shape(seat), centre, radius), parent)
    item.setPen(QPen(INK, outline))
    # (a colour, not QBrush(colour): that constructor's overloads make PySide create the
    # Python types and enums of QGradient and QImage, ~10M instructions of opening a save)
    item.setBrush(fill if fill is not None else seat_qcolour(seat))
    device_cache(item)
    return item


class SeatToken(QGraphicsObject):
    """A seat's symbol as a movable piece (a pawn, a marker): centred on its position, ``radius``
    scene units, in the seat's colour with an ink outline. Unlike :func:`seat_symbol` it can be
    animated (``pos``, ``opacity``)."""

    def __init__(self, seat: int, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        if parent is not None:
            self.setParentItem(parent)
        self.seat = seat
        self.radius = radius
        self._path = symbol_path(seat_shape(seat), QPointF(0, 0), radius)
        device_cache(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, max(1.5, self.radius / 8)))
        painter.setBrush(seat_qcolour(self.seat))
        painter.drawPath(self._path)
