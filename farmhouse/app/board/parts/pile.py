"""Pile: a pile of face-down pieces (a deck, a bag, a tile pile, a supply) with its count
under it.

The pile is its picture (one back, or a few stacked with a small offset, more for a bigger
pile; faded when the pile is empty) and a count label ("Pile: 12") centred under it, each on
its own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when it changes (a new
count redraws the label alone). The top picture carries the pile's accessible name: its
tooltip is the label's text (and the optional ``tip`` lines), so a screen reader names the
pile as a player reads it, and its ``why_not`` (why the pile is no choice) is shown on hover
and click like every piece's. Pieces fly from or to :meth:`Pile.top_left`.

A pile may also lie spread out (``spread``: a hand's card backs, one per card, across a
room) and be drawn as one item (``one_item``: :class:`Backs` blits the cached picture at
each place, cheaper to build and paint than an item per piece).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.text import centred_lines, text_item


class Pile:
    """A pile in ``scene`` (see the module docstring).

    - ``rect``: where the bottom picture lies (scene units; its size is one picture's);
      ``art``: the picture (an SVG file, e.g. a card back), ``tint`` its colour if any;
    - ``most``, ``per``: up to ``most`` pictures, one more per ``per`` pieces (``per`` 0: one
      picture), each ``step`` (dx, dy) from the one under it; ``faded``: the opacity of an
      empty pile's picture;
    - the count label: font ``size`` (scene units), ``bold``, ``colour``; its top centre at
      ``label_at`` (default: 4 units under ``rect``); with ``label_width`` a longer label
      breaks between words (never inside a word or a name) instead of running wider;
    - ``role``: the pictures' role (clicks on them reach the board's ``other_clicked``);
      ``z``: the layers' stacking;
    - ``spread``: one picture per piece (up to ``most``) across this room, centred,
      ``step`` apart or closer so that all fit (``rect`` then gives only their size); ``one_item``: the pictures are one
      :class:`Backs` item; ``label_align``: "centre" (under the pile) or "left" (the label
      starts at ``label_at``).
    """

    def __init__(
        self,
        scene: QGraphicsScene,
        rect: QRectF,
        art: Path,
        *,
        tint: str | None = None,
        most: int = 1,
        per: int = 0,
        step: tuple[float, float] = (2.0, -2.0),
        faded: float = 0.3,
        size: float = 19.0,
        bold: bool = True,
        colour: QColor = INK,
        label_at: QPointF | None = None,
        label_width: float | None = None,
        role: str = "pile",
        z: float = 0.0,
        spread: QRectF | None = None,
        one_item: bool = False,
        label_align: str = "centre",
    ) -> None:
        self.rect, self.art, self.tint = QRectF(rect), art, tint
        self.most, self.per, self.step, self.faded = most, per, step, faded
        self.size, self.bold, self.colour = size, bold, colour
        self.label_at = label_at or QPointF(rect.center().x(), rect.bottom() + 4)
        self.label_width, self.role = label_width, role
        self.spread, self.one_item, self.label_align = spread, one_item, label_align
        self.picture_layer, self.label_layer = Layer(scene, z), Layer(scene, z)
        self.pictures: list[SvgItem] = []
        self.labels: list[QGraphicsSimpleTextItem] = []

    def backs(self, count: int) -> int:
        """How many pictures a pile of ``count`` pieces shows (at least one; spread out: one
        per piece, up to ``most``)."""
        if self.spread is not None:
            return min(self.most, count)
        return min(self.most, count // self.per + 1) if self.per else 1

    def show(self, count: int, label: str, tip: str = "", why_not: str | None = None) -> bool:
        """Show a pile of ``count`` pieces with ``label`` (translated by the game, e.g.
        "Pile: 12") under it; ``tip``: more lines for its tooltip; ``why_not``: why the pile
        is no choice. Returns True if anything was drawn anew."""
        draw = self.picture_layer.revise if self.one_item else self.picture_layer.refresh
        drew = draw((self.backs(count), count == 0, why_not), self._draw_pictures, count, why_not)
        name = f"{label}\n{tip}" if tip else label
        if self.pictures and self.pictures[-1].toolTip() != name:
            self.pictures[-1].setToolTip(name)
        return self.label_layer.refresh(label, self._draw_label, label) or drew

    def top_left(self) -> QPointF:
        """Where the top picture's top left lies (scene units): pieces fly from or to it."""
        top = self.pictures[-1] if self.pictures else None
        if isinstance(top, Backs):
            return top.places[-1] if top.places else self.rect.topLeft()
        return top.pos() if top is not None else self.rect.topLeft()

    def clear(self) -> None:
        """Take the pile off the board (the next :meth:`show` draws it anew)."""
        self.picture_layer.clear()
        self.label_layer.clear()
        self.pictures, self.labels = [], []

    def invalidate(self) -> None:
        """Draw everything anew at the next :meth:`show` (a language switch)."""
        self.picture_layer.invalidate()
        self.label_layer.invalidate()

    def places(self, count: int) -> list[QPointF]:
        """The top left of each picture of a pile of ``count`` pieces (scene units)."""
        n, (dx, dy), room = self.backs(count), self.step, self.spread
        if room is None:
            return [QPointF(self.rect.left() + i * dx, self.rect.top() + i * dy) for i in range(n)]
        dx = min(dx, (room.width() - self.rect.width()) / max(1, n - 1))
        left = room.center().x() - (self.rect.width() + dx * (n - 1)) / 2
        return [QPointF(left + i * dx, room.top() + i * dy) for i in range(n)]

    def _draw_pictures(self, layer: Layer, count: int, why_not: str | None) -> None:
        w, h = self.rect.width(), self.rect.height()
        places = self.places(count)
        if self.one_item:  # (the one item is kept and given its new places)
            kept = self.pictures[0] if self.pictures else None
            if not isinstance(kept, Backs) or kept.scene() is None:
                kept = Backs(self.art, w, h, (), self.tint)
                kept.setParentItem(layer)
            kept.place(places)
            pictures: list[SvgItem] = [kept]
        else:
            pictures = [SvgItem(self.art, w, h, layer, self.tint) for _ in places]
            for picture, at in zip(pictures, places, strict=True):
                picture.setPos(at)
        for picture in pictures:
            picture.setOpacity(1.0 if count else self.faded)
            picture.role, picture.why_not = self.role, why_not
        self.pictures = pictures

    def _draw_label(self, layer: Layer, label: str) -> None:
        at, width = self.label_at, self.label_width
        if width is None:
            args = (self.size, self.bold, self.colour, self.label_align)
            self.labels = [text_item(layer, label, at, *args)]
        else:
            self.labels = centred_lines(layer, label, at, width, self.size, self.bold, self.colour)


class Backs(SvgItem):
    """The picture ``path`` at each of ``places`` (top-left corners, scene units), as one
    item: it blits the cached rendering at each place (a pile spread out: a hand's backs)."""

    def __init__(
        self,
        path: Path,
        width: float,
        height: float,
        places: Sequence[QPointF],
        tint: str | None = None,
    ) -> None:
        super().__init__(path, width, height, None, tint)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)
        self.place(places)

    def place(self, places: Sequence[QPointF]) -> None:
        """Show the picture at each of ``places`` instead."""
        self.prepareGeometryChange()
        self.places, self._rect = list(places), QRectF()
        for at in self.places:
            self._rect = self._rect.united(QRectF(at.x(), at.y(), *self.size))
        self.setVisible(bool(self.places))  # (no pieces: nothing for a screen reader)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        w = max(1, round(self.size[0] * t.m11() * dpr))
        h = max(1, round(self.size[1] * t.m22() * dpr))
        pixmap = SVG_CACHE.pixmap(self.path, w, h, dpr, self.tint)
        painter.save()
        painter.resetTransform()
        for place in self.places:
            at = t.map(place)
            painter.drawPixmap(
                QPointF(round(at.x() * dpr) / dpr, round(at.y() * dpr) / dpr), pixmap
            )
        painter.restore()
