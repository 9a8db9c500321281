"""Pile: a pile of face-down pieces (a deck, a bag, a tile pile, a supply) with its count
under it.

The pile is its picture (one back, or a few stacked with a small offset, more for a bigger
pile; faded when the pile is empty) and a count label ("Pile: 12") centred under it, each on
its own :class:`~farmhouse.app.board.layers.Layer` and redrawn only when it changes (a new
count redraws the label alone). The top picture carries the pile's accessible name: its
tooltip is the label's text (and the optional ``tip`` lines), so a screen reader names the
pile as a player reads it, and its ``why_not`` (why the pile is no choice) is shown on hover
and click like every piece's. Pieces fly from or to :meth:`Pile.top_left`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK
from farmhouse.app.board.svg import SvgItem
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
      ``z``: the layers' stacking.
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
    ) -> None:
        self.rect, self.art, self.tint = QRectF(rect), art, tint
        self.most, self.per, self.step, self.faded = most, per, step, faded
        self.size, self.bold, self.colour = size, bold, colour
        self.label_at = label_at or QPointF(rect.center().x(), rect.bottom() + 4)
        self.label_width, self.role = label_width, role
        self.picture_layer, self.label_layer = Layer(scene, z), Layer(scene, z)
        self.pictures: list[SvgItem] = []
        self.labels: list[QGraphicsSimpleTextItem] = []

    def backs(self, count: int) -> int:
        """How many pictures a pile of ``count`` pieces shows (at least one)."""
        return min(self.most, count // self.per + 1) if self.per else 1

    def show(self, count: int, label: str, tip: str = "", why_not: str | None = None) -> bool:
        """Show a pile of ``count`` pieces with ``label`` (translated by the game, e.g.
        "Pile: 12") under it; ``tip``: more lines for its tooltip; ``why_not``: why the pile
        is no choice. Returns True if anything was drawn anew."""
        drew = self.picture_layer.refresh(
            (self.backs(count), count == 0, why_not), self._draw_pictures, count, why_not
        )
        name = f"{label}\n{tip}" if tip else label
        if self.pictures[-1].toolTip() != name:
            self.pictures[-1].setToolTip(name)
        return self.label_layer.refresh(label, self._draw_label, label) or drew

    def top_left(self) -> QPointF:
        """Where the top picture's top left lies (scene units): pieces fly from or to it."""
        return self.pictures[-1].pos() if self.pictures else self.rect.topLeft()

    def invalidate(self) -> None:
        """Draw everything anew at the next :meth:`show` (a language switch)."""
        self.picture_layer.invalidate()
        self.label_layer.invalidate()

    def _draw_pictures(self, layer: Layer, count: int, why_not: str | None) -> None:
        self.pictures = []
        dx, dy = self.step
        for i in range(self.backs(count)):
            picture = SvgItem(self.art, self.rect.width(), self.rect.height(), layer, self.tint)
            picture.setPos(self.rect.left() + i * dx, self.rect.top() + i * dy)
            picture.setOpacity(1.0 if count else self.faded)
            picture.role, picture.why_not = self.role, why_not
            self.pictures.append(picture)

    def _draw_label(self, layer: Layer, label: str) -> None:
        at, width = self.label_at, self.label_width
        if width is None:
            self.labels = [text_item(layer, label, at, self.size, self.bold, self.colour, "centre")]
        else:
            self.labels = centred_lines(layer, label, at, width, self.size, self.bold, self.colour)
