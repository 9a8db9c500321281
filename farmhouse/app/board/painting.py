"""Helpers for a board's own ``paint`` methods (an item that draws its picture itself, a
picture painted into an image): :func:`pixel`, one pixel on the screen in the painter's units;
:func:`paint_svg`, an SVG picture drawn at the device size it takes (from the kit's
:data:`~farmhouse.app.board.svg.SVG_CACHE`); :class:`Drawings`, drawings kept as pixmaps per
device size and copied at whole device pixels, for a picture that costs more to draw than to
copy (a tile's face, drawn again at every zoom step and in every place).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from farmhouse.app.board.svg import SVG_CACHE


def pixel(painter: QPainter) -> float:
    """One pixel on the screen, in the painter's units (lines that stay visible however small
    a piece is shown)."""
    t = painter.worldTransform()
    return 1 / max(0.01, math.hypot(t.m11(), t.m12()))


def paint_svg(
    painter: QPainter, path: Path, centre: QPointF, w: float, h: float, tint: str | None = None
) -> None:
    """Draw the SVG picture ``path`` (recoloured with ``tint``, see
    :class:`~farmhouse.app.board.svg.SvgCache`) ``w`` × ``h`` painter units centred on
    ``centre``, rendered at the size in device pixels it takes there (crisp at any zoom)."""
    scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12())
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pw, ph = max(1, round(w * scale * dpr)), max(1, round(h * scale * dpr))
    pixmap = SVG_CACHE.pixmap(path, pw, ph, dpr, tint)
    painter.drawPixmap(
        QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), pixmap, QRectF(0, 0, pw, ph)
    )


class Drawings:
    """Square drawings kept as pixmaps by a key and their size in device pixels (all of them
    forgotten past ``limit``): :meth:`blit` draws one only the first time it is shown at a
    size, and copies it at whole device pixels afterwards (as sharp as drawn, much faster).
    Given ``sources`` (the files whose code, pictures and data draw them), drawings are kept
    between runs too, named by their key's ``str``: read back instead of drawn, and drawn anew
    when one of the files changes (:meth:`~farmhouse.app.board.svg.SvgCache.drawn`)."""

    def __init__(self, limit: int, sources: Sequence[Path] = ()) -> None:
        self.limit = limit
        self.sources = tuple(sources)
        self.kept: dict[tuple[Hashable, int, float], QPixmap] = {}

    def pixmap(
        self, key: Hashable, pixels: int, dpr: float, draw: Callable[[QPainter, float], None]
    ) -> QPixmap:
        """The drawing of ``key``, ``pixels`` device pixels square at the device pixel ratio
        ``dpr``: ``draw(painter, side)`` paints it into the square (0, 0, side, side) the
        first time (cached)."""
        pixmap = self.kept.get((key, pixels, dpr))
        if pixmap is None:
            pixmap = self._draw(key, pixels, dpr, draw)
            if len(self.kept) > self.limit:
                self.kept.clear()
            self.kept[(key, pixels, dpr)] = pixmap
        return pixmap

    def _draw(
        self, key: Hashable, pixels: int, dpr: float, draw: Callable[[QPainter, float], None]
    ) -> QPixmap:
        """A new drawing of ``key`` (see :meth:`pixmap`), read back if it was kept."""
        if self.sources:
            return SVG_CACHE.drawn(str(key), self.sources, pixels, dpr, draw)
        pixmap = QPixmap(QSize(max(1, pixels), max(1, pixels)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        draw(painter, pixels / dpr)
        painter.end()
        return pixmap

    def blit(
        self, painter: QPainter, key: Hashable, size: float, draw: Callable[[QPainter, float], None]
    ) -> None:
        """Show the drawing of ``key`` in the square (0, 0, size, size) of ``painter``'s
        units (an unrotated item's), at whole device pixels: its side the pixels between
        its two rounded edges (see :meth:`pixmap` for ``draw``)."""
        dpr = painter.device().devicePixelRatioF()
        shown = painter.worldTransform().mapRect(QRectF(0, 0, size, size))
        left, top = round(shown.left() * dpr), round(shown.top() * dpr)
        pixels = max(1, round(shown.right() * dpr) - left)
        pixmap = self.pixmap(key, pixels, dpr, draw)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(left / dpr, top / dpr), pixmap)
        painter.restore()
