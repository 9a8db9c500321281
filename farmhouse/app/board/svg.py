"""SVG art on the board: rendered at the device pixel ratio and the current zoom, and cached.

:data:`SVG_CACHE` keeps one pixmap per (file, device size, ratio, tint); :class:`SvgItem` asks
it for the size it is drawn at, so art stays crisp on HiDPI screens and at every zoom level.

Seat-coloured art (a gaucho, a player's black sheep) is drawn once with placeholder colours:
:data:`TINT_PLACEHOLDER` (``#FF00FF``) becomes the seat colour and :data:`TINT_SHADE_PLACEHOLDER`
(``#800080``) a darker shade of it, when the item has a ``tint``.
"""

from __future__ import annotations

import base64
import math
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.targets import GlowingTarget, draw_glow

#: The most pixmaps :class:`SvgCache` keeps before it starts over.
CACHE_LIMIT = 800
#: Placeholder colours of seat-coloured art (see the module docstring).
TINT_PLACEHOLDER = "#FF00FF"
TINT_SHADE_PLACEHOLDER = "#800080"


def tinted_svg(svg: bytes, tint: str) -> bytes:
    """``svg`` with the placeholder colours replaced by the hex colour ``tint`` and its shade."""
    shade = QColor(tint).darker(140).name()
    text = svg.decode("utf-8")
    for placeholder, colour in ((TINT_PLACEHOLDER, tint), (TINT_SHADE_PLACEHOLDER, shade)):
        text = text.replace(placeholder, colour).replace(placeholder.lower(), colour)
    return text.encode("utf-8")


class SvgCache:
    """Renders SVG files to pixmaps at device resolution and keeps them.

    ``pixmap(path, width, height, dpr, tint)`` returns a QPixmap of ``width`` × ``height``
    device pixels with ``devicePixelRatio`` ``dpr``, its placeholder colours replaced by
    ``tint`` (a hex colour) if given; results are cached by (file, size, dpr, tint). A file
    that is missing or not valid SVG renders as a transparent pixmap. ``renders`` counts the
    renderings made (cache misses), e.g. for benchmarks that report first-time costs apart.
    """

    def __init__(self) -> None:
        self._renderers: dict[tuple[Path, str | None], QSvgRenderer] = {}
        self._pixmaps: dict[tuple[Path, int, int, float, str | None], QPixmap] = {}
        self.renders = 0

    def renderer(self, path: Path, tint: str | None = None) -> QSvgRenderer:
        """The (cached) renderer of ``path``, tinted with ``tint`` if given."""
        renderer = self._renderers.get((path, tint))
        if renderer is None:
            if tint is None:
                renderer = QSvgRenderer(str(path))
            else:
                try:
                    data = tinted_svg(path.read_bytes(), tint)
                except (OSError, UnicodeDecodeError):
                    data = b""
                renderer = QSvgRenderer(QByteArray(data))
            self._renderers[(path, tint)] = renderer
        return renderer

    def pixmap(
        self, path: Path, width: int, height: int, dpr: float, tint: str | None = None
    ) -> QPixmap:
        """The cached rendering of ``path`` at ``width`` × ``height`` device pixels."""
        key = (path, width, height, dpr, tint)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(QSize(max(1, width), max(1, height)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.renderer(path, tint).render(painter, QRectF(0, 0, width, height))
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        self.renders += 1
        if len(self._pixmaps) > CACHE_LIMIT:
            self._pixmaps.clear()
        self._pixmaps[key] = pixmap
        return pixmap

    def __len__(self) -> int:
        return len(self._pixmaps)


SVG_CACHE = SvgCache()

_URI_CACHE: dict[tuple[Path, int, int, float], str] = {}


def svg_data_uri(path: Path, width: int, height: int, scale: float = 2.0) -> str:
    """The SVG ``path`` rendered as a PNG ``data:`` URI, ``scale`` times ``width`` × ``height``
    pixels (so it stays sharp on HiDPI screens when an ``<img>`` shows it at ``width`` ×
    ``height``): art for HTML texts such as a game's rules. Cached."""
    key = (path, width, height, scale)
    cached = _URI_CACHE.get(key)
    if cached is not None:
        return cached
    w, h = max(1, round(width * scale)), max(1, round(height * scale))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    SVG_CACHE.renderer(path).render(painter, QRectF(0, 0, w, h))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (PySide6 takes str)
    uri = "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")
    _URI_CACHE[key] = uri
    return uri


class SvgItem(GlowingTarget, QGraphicsObject):
    """The SVG picture ``path`` drawn ``width`` × ``height`` scene units, crisp at the current
    zoom and device pixel ratio: unrotated, it is blitted at its exact device size; rotated,
    drawn smoothly from a rendering rounded to 4 device pixels.

    It is a :class:`~farmhouse.app.board.targets.GlowingTarget` (``role``, ``data_value``, ``glow``,
    ``lit``, ``why_not``); ``dimmed`` veils it in the table colour (not a choice now); ``tint``
    (a hex colour, e.g. a seat colour) recolours placeholder-coloured art. Change
    ``path``/``glow``/``dimmed``/``tint`` and call ``update()``.
    """

    # defaults as class attributes: an attribute set on a Qt item costs a few microseconds,
    # and boards make many items on every move
    dimmed: bool = False
    tint: str | None = None

    def __init__(
        self,
        path: Path,
        width: float,
        height: float,
        parent: QGraphicsItem | None = None,
        tint: str | None = None,
    ) -> None:
        super().__init__()
        if parent is not None:  # (a parent given to the constructor would not keep the item)
            self.setParentItem(parent)
        self.path = path
        self.size = (width, height)
        if tint is not None:
            self.tint = tint
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # only a glowing picture reaches beyond its size: a smaller cached pixmap otherwise
        if self._glow is None:
            return QRectF(-1, -1, self.size[0] + 2, self.size[1] + 2)
        return QRectF(-9, -9, self.size[0] + 18, self.size[1] + 18)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, *self.size))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        target = QRectF(0, 0, *self.size)
        if t.m12() == 0 and t.m21() == 0 and not t.isRotating():
            # Axis-aligned (the usual case): blit a pixmap of exactly the device size at whole
            # device pixels, with no scaling and no antialiasing (much faster than a scaled
            # draw, and as sharp).
            shown = t.mapRect(target)
            left, top = round(shown.left() * dpr), round(shown.top() * dpr)
            w = max(1, round(shown.right() * dpr) - left)
            h = max(1, round(shown.bottom() * dpr) - top)
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPixmap(
                QPointF(left / dpr, top / dpr), SVG_CACHE.pixmap(self.path, w, h, dpr, self.tint)
            )
            painter.restore()
        else:
            scale = math.hypot(t.m11(), t.m12())
            w = max(4, int(round(self.size[0] * scale * dpr / 4)) * 4)
            h = max(4, int(round(self.size[1] * scale * dpr / 4)) * 4)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(
                target, SVG_CACHE.pixmap(self.path, w, h, dpr, self.tint), QRectF(0, 0, w, h)
            )
        if self.dimmed:
            painter.fillRect(target, QColor(233, 221, 194, 150))
        if self.glow is not None:
            draw_glow(painter, target.adjusted(-3, -3, 3, 3), self.glow, 8)
