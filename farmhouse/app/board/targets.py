"""Click targets: scene items that stand for a choice, light up when it is legal now and
carry the reason when it is not.

A target has a ``role`` (what kind of choice: ``"hand"``, ``"cell"``, …) and a ``data_value``
(which one); :class:`~farmhouse.app.board.view.BoardView` finds the target under the pointer
(walking up to parent items) and hands ``(role, data_value)`` to the board. ``lit`` marks a
legal choice (drawn with a :data:`~.palette.LEGAL` glow by the board), ``why_not`` a
translated explanation the view shows when a target that is not lit is hovered or clicked.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.palette import INK
from farmhouse.app.linebreak import keep_words


class Target:
    """Mixin for scene items that can be chosen (see the module docstring).

    - ``role``: str or None (None: not a target); ``data_value``: anything hashable.
    - ``glow``: the outline colour drawn around the item, or None.
    - ``lit``: True while the item is a legal choice (tests and the view read it).
    - ``why_not``: a translated reason shown when the item is hovered or clicked while not lit,
      or None (the board then explains clicks itself).
    """

    role: str | None = None
    data_value: Any = None
    glow: QColor | None = None
    lit: bool = False
    why_not: str | None = None


def draw_glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float) -> None:
    """A highlight outline around ``rect``: a white halo under a line of ``colour``, readable on
    any tint (radius in scene units)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#FFFFFF"), 9))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(colour, 5))
    painter.drawRoundedRect(rect, radius, radius)


class Box(Target, QGraphicsObject):
    """A rounded rectangle — a panel, a button, a badge, a prompt, a drop area — with optional
    centred, word-wrapped bold text of ``font_size`` pixels (scene units; it breaks only
    between words, also in Chinese and Japanese).

    ``fill``/``border`` are colours or None (transparent / no line); change them (or ``text``,
    ``glow``) and call ``update()``. It paints through Qt's device-coordinate cache (except an
    invisible box: a click target with nothing to draw until it lights up).
    """

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
        self._glow: QColor | None = None
        if parent is not None:  # (a parent given to the constructor would not keep the item)
            self.setParentItem(parent)
        self.rect = rect
        self.fill = fill
        self.border = border
        self.radius = radius
        self.text = text
        self.font_size = font_size
        self.border_width = 2.0
        self.text_colour = INK
        # an invisible target (no fill, line or text) is not worth a cached pixmap to blend
        empty = fill is None and border is None and not text
        self.setCacheMode(
            QGraphicsItem.CacheMode.NoCache
            if empty
            else QGraphicsItem.CacheMode.DeviceCoordinateCache
        )

    @property
    def glow(self) -> QColor | None:
        """The highlight outline colour, or None."""
        return self._glow

    @glow.setter
    def glow(self, colour: QColor | None) -> None:
        if (colour is None) != (getattr(self, "_glow", None) is None):
            self.prepareGeometryChange()  # the outline needs room around the box
        self._glow = colour

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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, self.border_width) if self.border else Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.fill) if self.fill else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, self.radius, self.radius)
        if self.glow is not None:
            draw_glow(painter, self.rect.adjusted(-2, -2, 2, 2), self.glow, self.radius)
        if self.text:
            font = QFont()
            font.setPixelSize(int(self.font_size))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(self.text_colour)
            painter.drawText(
                self.rect,
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                keep_words(self.text),
            )
