"""Click targets: scene items that stand for a choice, light up when it is legal now and
carry the reason when it is not.

A target has a ``role`` (what kind of choice: ``"hand"``, ``"cell"``, …) and a ``data_value``
(which one); :class:`~farmhouse.app.board.view.BoardView` finds the target under the pointer
(walking up to parent items) and hands ``(role, data_value)`` to the board. ``lit`` marks a
legal choice (drawn with a :data:`~.palette.LEGAL` glow by the board), ``why_not`` a
translated explanation the view shows when a target that is not lit is hovered or clicked.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.linebreak import keep_words
from farmhouse.app.board.palette import INK, MUTED, UNUSABLE_LINE
from farmhouse.app.board.text import whole_names


class Target:
    """Mixin for scene items that can be chosen (see the module docstring).

    - ``role``: str or None (None: not a target); ``data_value``: anything hashable.
    - ``glow``: the outline colour drawn around the item, or None.
    - ``lit``: True while the item is a legal choice (tests and the view read it).
    - ``why_not``: a translated reason shown when the item is hovered or clicked while not lit,
      or None (the board then explains clicks itself); :meth:`explain_later` gives it as a
      function called when it is first read.
    """

    role: str | None = None
    data_value: Any = None
    glow: QColor | None = None
    lit: bool = False
    _why_not: str | None = None
    _explain: Callable[[], str | None] | None = None

    @property
    def why_not(self) -> str | None:
        """The reason shown when the item is hovered or clicked while not lit (worked out
        now if it was given by :meth:`explain_later`)."""
        explain = self._explain
        if explain is not None:
            self._explain = None
            self._why_not = explain()
        return self._why_not

    @why_not.setter
    def why_not(self, text: str | None) -> None:
        # (an attribute set on a Qt item costs a few microseconds: only what changes)
        if self._explain is not None:
            self._explain = None
        if self._why_not != text:
            self._why_not = text

    def no_reason(self) -> None:
        """``why_not = None`` (no attribute set when it is None already)."""
        if self._explain is not None:
            self._explain = None
        if self._why_not is not None:
            self._why_not = None

    def explain_later(self, explain: Callable[[], str | None]) -> None:
        """Give ``why_not`` as ``explain()``, called the first time it is read (a board
        works out a refusal only for the target a player or a screen reader looks at)."""
        self._explain = explain


# Widths (scene units) of the white halo and of the coloured line of a highlight outline.
GLOW_HALO, GLOW_LINE = 9.0, 5.0
# The most highlight outlines :func:`draw_glow` keeps rendered before it starts over.
GLOW_CACHE_LIMIT = 300
_GLOWS: dict[tuple[int, int, int, int, int, int, int, int, float], QPixmap] = {}
# The most drawings of boxes :meth:`Box.paint` keeps for boxes drawn again before it starts
# over.
BOX_CACHE_LIMIT = 400
# The largest box (in device pixels) whose drawing is kept.
BOX_CACHE_PIXELS = 20000
_BOXES: dict[tuple[Any, ...], QPixmap] = {}


def _stroke_glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#FFFFFF"), GLOW_HALO))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(colour, GLOW_LINE))
    painter.drawRoundedRect(rect, radius, radius)


def draw_glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float) -> None:
    """A highlight outline around ``rect``: a white halo under a line of ``colour``, readable on
    any tint (radius in scene units).

    Unrotated (the usual case) the outline is stroked once per device size, zoom, radius and
    colour into a cached pixmap, then blitted at whole device pixels: stroking two wide
    antialiased rounded rectangles on every paint cost more than the rest of a lit item."""
    t = painter.worldTransform()
    if t.m12() != 0 or t.m21() != 0 or t.m11() <= 0 or t.m22() <= 0:
        _stroke_glow(painter, rect, colour, radius)
        return
    dpr = painter.device().devicePixelRatioF()
    sx, sy = t.m11() * dpr, t.m22() * dpr  # device pixels per unit
    shown = t.mapRect(rect)
    # whole device pixels, and the rest in sixteenths of one (the outline's own antialiasing)
    x, y = shown.left() * dpr, shown.top() * dpr
    left, top = math.floor(x), math.floor(y)
    fx, fy = round((x - left) * 16), round((y - top) * 16)
    pad = math.ceil(GLOW_HALO / 2 * max(sx, sy)) + 2  # the halo reaches beyond the rectangle
    key = (
        fx,
        fy,
        round(rect.width() * sx * 16),
        round(rect.height() * sy * 16),
        round(sx * 1000),
        round(sy * 1000),
        round(radius * 100),
        colour.rgba(),
        dpr,
    )
    pixmap = _GLOWS.get(key)
    if pixmap is None:
        pixmap = QPixmap(
            math.ceil(rect.width() * sx) + 2 * pad + 1, math.ceil(rect.height() * sy) + 2 * pad + 1
        )
        pixmap.fill(Qt.GlobalColor.transparent)
        glow = QPainter(pixmap)
        glow.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow.translate(pad + fx / 16, pad + fy / 16)
        glow.scale(sx, sy)
        _stroke_glow(glow, QRectF(0, 0, rect.width(), rect.height()), colour, radius)
        glow.end()
        pixmap.setDevicePixelRatio(dpr)
        if len(_GLOWS) >= GLOW_CACHE_LIMIT:
            _GLOWS.clear()
        _GLOWS[key] = pixmap
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF((left - pad) / dpr, (top - pad) / dpr), pixmap)
    painter.restore()


class GlowingTarget(Target):
    """A :class:`Target` whose ``glow`` outline reaches beyond its picture: setting or clearing
    ``glow`` tells Qt that the item's bounding rectangle changes (its ``boundingRect`` leaves
    room for the outline only while it glows, so its cached pixmap stays small otherwise). For
    :class:`QGraphicsItem` subclasses."""

    _glow: QColor | None = None
    #: True while the item is an invisible target that Qt does not paint (see :class:`Box`)
    _blank: bool = False

    @property
    def glow(self) -> QColor | None:
        """The highlight outline colour, or None."""
        return self._glow

    @glow.setter
    def glow(self, colour: QColor | None) -> None:
        if (colour is None) != (self._glow is None):
            if colour is not None and self._blank:
                self._show()
            self.prepareGeometryChange()  # type: ignore[attr-defined]
        self._glow = colour

    def _show(self) -> None:
        """An invisible target lights up or gets something to draw: Qt paints it from now on
        (uncached, as it was made)."""
        self._blank = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)  # type: ignore[attr-defined]


class Box(GlowingTarget, QGraphicsItem):
    """A rounded rectangle — a panel, a button, a badge, a prompt, a drop area — with optional
    centred, word-wrapped bold text of ``font_size`` pixels (scene units; it breaks only
    between words, also in Chinese and Japanese).

    ``fill``/``border`` are colours or None (transparent / no line); change them (or ``text``,
    ``glow``) and call ``update()``. It paints through Qt's device-coordinate cache, except an
    invisible box (no fill, line or text: a click target with nothing to draw until it lights
    up): Qt is told it has no contents, so it is never painted and its coming and going
    repaints nothing, until it lights up or gets something to draw (then it paints uncached).

    A box drawn into its cache as one drawn before (the same size, colours, text, outline and
    place in the device pixel grid: a badge, a button or a turn marker drawn anew) copies
    that drawing (kept for up to :data:`BOX_CACHE_LIMIT` small boxes) instead of drawing
    again: the same pixels, without laying out its text again.
    """

    # defaults as class attributes: an attribute set on a Qt item costs a few microseconds,
    # and boards make many items on every move
    border_width: float = 2.0
    text_colour: QColor = INK
    #: True while the box is a button that cannot be pressed now: it is drawn so at a glance
    #: (its fill faded, a thin dashed outline, its text muted), the same on every board
    #: (issue 18: Wooly Bully's Reveal, Wolf and Hunter differed from a usable Quit only by
    #: a slightly lighter text). Set it with ``restyle(box, unusable=...)``.
    unusable: bool = False
    #: Room (scene units: across, up and down) kept between the box's edges and its text,
    #: which wraps inside what is left (:meth:`text_rect`); none by default.
    text_margin: tuple[float, float] = (0.0, 0.0)

    def __init__(
        self,
        rect: QRectF,
        fill: QColor | None,
        border: QColor | None = None,
        radius: float = 10,
        text: str = "",
        font_size: float = 18,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__()
        if parent is not None:  # (a parent given to the constructor would not keep the item)
            self.setParentItem(parent)
        self.rect = rect
        self.fill = fill
        self.border = border
        self.radius = radius
        self.text = text
        self.font_size = font_size
        if fill is None and border is None and not text:
            # an invisible target: nothing to paint (nor a cached pixmap to blend) until it
            # lights up or gets something to draw (see _show)
            self._blank = True
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        else:
            device_cache(self)

    def update(self, *args: Any) -> None:
        """Repaint the box (call it after changing what it shows)."""
        if self._blank and (
            self.fill is not None or self.border is not None or self.text or self._glow is not None
        ):
            self._show()
        super().update(*args)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # room for a line up to 4 units wide; the highlight outline reaches further
        margin = 8.0 if self._glow is not None else 3.0
        return self.rect.adjusted(-margin, -margin, margin, margin)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self.fill is None and self.border is None and self.glow is None and not self.text:
            return
        device = painter.device()
        if (
            not isinstance(device, QPixmap)
            or self._blank
            or device.width() * device.height() > BOX_CACHE_PIXELS
        ):
            self._draw(painter)
            return
        # Into Qt's device-coordinate cache (a transparent pixmap): a box that looks the same
        # at the same place in the device pixel grid was drawn before (a badge, a button, a
        # turn marker drawn anew): copy that drawing, pixel for pixel
        t = painter.worldTransform()
        key = (
            device.width(),
            device.height(),
            device.devicePixelRatioF(),
            t.m11(),
            t.m12(),
            t.m21(),
            t.m22(),
            t.dx(),
            t.dy(),
            self.rect.getRect(),
            self.fill.rgba() if self.fill is not None else None,
            self.border.rgba() if self.border is not None else None,
            self.border_width,
            self.radius,
            whole_names(self.text),  # (as laid out: the names kept whole)
            self.font_size,
            self.text_margin,
            self.text_colour.rgba(),
            self._glow.rgba() if self._glow is not None else None,
            self.unusable,
        )
        drawn = _BOXES.get(key)
        if drawn is None:
            drawn = QPixmap(device.width(), device.height())
            drawn.setDevicePixelRatio(device.devicePixelRatioF())
            drawn.fill(Qt.GlobalColor.transparent)
            box = QPainter(drawn)
            box.setRenderHints(painter.renderHints())
            box.setWorldTransform(t)
            self._draw(box)
            box.end()
            if len(_BOXES) >= BOX_CACHE_LIMIT:
                _BOXES.clear()
            _BOXES[key] = drawn
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(0, 0), drawn)
        painter.restore()

    def drawn_texts(self) -> list[tuple[str, float, QRectF]]:
        """The box's text as ``(text, font pixel size, rectangle)`` in item coordinates
        (``[]`` without text): the rectangle its wrapped, centred lines take (see
        :func:`~farmhouse.app.board.text.drawn_texts`)."""
        if not self.text.strip():
            return []
        rect = QFontMetricsF(self._font()).boundingRect(
            self.text_rect(),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            keep_words(whole_names(self.text)),
        )
        return [(self.text, float(int(self.font_size)), rect)]

    def text_rect(self) -> QRectF:
        """Where the box's text is centred and wrapped (item coordinates): its rectangle less
        :attr:`text_margin` on each side."""
        across, down = self.text_margin
        return self.rect.adjusted(across, down, -across, -down)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(int(self.font_size))
        font.setBold(True)
        return font

    def _draw(self, painter: QPainter) -> None:
        if self.unusable:
            self._draw_unusable(painter)
        else:
            draw_label_box(
                painter,
                self.rect,
                self.fill,
                self.border,
                self.border_width,
                self.radius,
                "",
                self.font_size,
            )
        if self.glow is not None:
            draw_glow(painter, self.rect.adjusted(-2, -2, 2, 2), self.glow, self.radius)
        if self.text:
            painter.setFont(self._font())
            painter.setPen(MUTED if self.unusable else self.text_colour)
            painter.drawText(
                self.text_rect(),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                keep_words(whole_names(self.text)),
            )

    def _draw_unusable(self, painter: QPainter) -> None:
        """The frame of a button that cannot be pressed: its fill faded to a third, a thin
        dashed outline in :data:`~farmhouse.app.board.palette.UNUSABLE_LINE`."""
        fill = None
        if self.fill is not None:
            fill = QColor(self.fill)
            fill.setAlpha(self.fill.alpha() // 3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(UNUSABLE_LINE, 1.5)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
        inset = self.rect.adjusted(0.75, 0.75, -0.75, -0.75)
        painter.drawRoundedRect(inset, self.radius, self.radius)


def draw_label_box(
    painter: QPainter,
    rect: QRectF,
    fill: QColor | None,
    border: QColor | None,
    border_width: float,
    radius: float,
    text: str,
    size: float,
    colour: QColor = INK,
) -> None:
    """Paint a rounded rectangle (``fill``/``border`` None: none) with ``text`` centred in
    it, bold, ``size`` pixels (scene units): a :class:`Box`'s look, for items that draw one
    as part of themselves (a card's corner badge)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(border, border_width) if border else Qt.PenStyle.NoPen)
    painter.setBrush(fill if fill else Qt.BrushStyle.NoBrush)  # (see seats.seat_symbol)
    painter.drawRoundedRect(rect, radius, radius)
    if text:
        font = QFont()
        font.setPixelSize(int(size))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
