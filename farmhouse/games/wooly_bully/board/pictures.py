"""Pictures for the in-app rules: tiles and small landscapes painted by the board's own tile
painter (:func:`~farmhouse.games.wooly_bully.board.tiles.paint_face`) into PNG images, as
``data:`` URLs an HTML page can show. They depend on no language and are made once."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from farmhouse.app.board.palette import TABLE
from farmhouse.app.board.svg import png_data_uri, svg_data_uri
from farmhouse.games.wooly_bully.board.tiles import paint_face, symbol_path
from farmhouse.games.wooly_bully.data import STANDARD, Cell


@cache
def landscape_url(
    cells: tuple[tuple[Cell, tuple[str, int, int]], ...],
    size: int = 64,
    outline: tuple[Cell, ...] = (),
    gap: int = 0,
) -> str:
    """A picture of the tiles ``cells`` (cell → (tile name, face, rotation)), ``size`` pixels
    per tile and ``gap`` pixels between them; the cells in ``outline`` are framed (e.g. a tile
    that is about to be laid)."""
    xs = [c[0] for c, _ in cells]
    ys = [c[1] for c, _ in cells]
    left, top, step = min(xs), max(ys), size + gap
    width = (max(xs) - left + 1) * step - gap
    height = (top - min(ys) + 1) * step - gap
    image = QImage(width + 8, height + 8, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(TABLE)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for (x, y), (name, face, rotation) in cells:
        painter.save()
        painter.translate(4 + (x - left) * step, 4 + (top - y) * step)
        paint_face(painter, STANDARD.tile(name), face, rotation, size)
        painter.restore()
    painter.setPen(QPen(QColor("#12A4B8"), 3, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y in outline:
        at = QRectF(4 + (x - left) * step + 1.5, 4 + (top - y) * step + 1.5, size - 3, size - 3)
        painter.drawRoundedRect(at, 4, 4)
    painter.end()
    return png_data_uri(image)


def tiles_url(faces: Sequence[tuple[str, int, int]], size: int = 72, gap: int = 14) -> str:
    """A row of single tiles (tile name, face, rotation) with gaps between them."""
    return landscape_url(tuple(((k, 0), face) for k, face in enumerate(faces)), size, (), gap)


def symbol_url(colour: str, size: int = 28) -> str:
    """The symbol of a sheep colour."""
    return svg_data_uri(symbol_path(colour), size, size, 1.0)
