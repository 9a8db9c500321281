"""A landscape of square cells, for a board on which tiles are laid side by side (a pan/zoom
board): :class:`SquareGrid`, where cell (x, y) lies in the scene (north up), and
:class:`PlaceMark`, a place a piece may go (an open cell), which shows whether the held
piece fits there as it is or only turned, and is lit without being drawn anew;
:class:`Places`, the marks of every open cell and of the laid cells a piece may cover, the
board's targets only on its player's turn; :func:`quarter_turns`, a tile's art turned as
the tile lies.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import LEGAL
from farmhouse.app.board.targets import Target

# A cell: its column x (east +) and row y (north +).
Cell = tuple[int, int]


class SquareGrid:
    """Cells of side ``side`` scene units: cell (x, y) is the square at (x·side, −y·side),
    north up. ``least``: the fewest cells (across, down) :meth:`around` takes in, centred on
    cell (0, 0) (a board's start, which the view then does not blow up to fill the window).
    (A plain class, as :class:`~.look.Look`.)"""

    __slots__ = ("side", "least")

    def __init__(self, side: float, least: tuple[int, int] = (1, 1)) -> None:
        self.side, self.least = side, least

    def rect(self, cell: Cell) -> QRectF:
        """The scene square of ``cell``."""
        return QRectF(cell[0] * self.side, -cell[1] * self.side, self.side, self.side)

    def centre(self, cell: Cell) -> QPointF:
        """The centre of ``cell`` in scene units."""
        return self.rect(cell).center()

    def at(self, point: QPointF) -> Cell:
        """The cell under the scene point ``point``."""
        return (math.floor(point.x() / self.side), -math.floor(point.y() / self.side))

    def around(self, cells: Collection[Cell]) -> QRectF:
        """The scene rectangle around ``cells`` and at least :attr:`least` cells around cell
        (0, 0) (so the first tiles, laid around it, do not move the view)."""
        w, h = self.least[0] * self.side, self.least[1] * self.side
        centre = self.centre((0, 0))
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        xs, ys = [x for x, _ in cells], [y for _, y in cells]  # (one union, not one a cell)
        if xs:
            corner = self.rect((min(xs), max(ys))).topLeft()
            rect = rect.united(QRectF(corner, self.rect((max(xs), min(ys))).bottomRight()))
        return rect


def quarter_turns(rotation: int, size: float) -> QTransform:
    """The unit square onto a tile ``size`` units square at (0, 0), turned ``rotation``
    quarter-turns clockwise about its centre (a tile's art drawn in unit coordinates)."""
    t = QTransform()
    t.translate(size / 2, size / 2)
    t.rotate(90 * rotation)
    t.translate(-size / 2, -size / 2)
    t.scale(size, size)
    return t


_DASH = {True: Qt.PenStyle.DashLine, False: Qt.PenStyle.SolidLine}


@cache
def _outline(side: float) -> tuple[QRectF, QPainterPath]:
    """A place's bounding rectangle (room for its lines) and shape (its square), kept ready:
    Qt asks every item for them at every pointer move."""
    shape = QPainterPath()
    shape.addRect(QRectF(0, 0, side, side))
    return QRectF(-4, -4, side + 8, side + 8), shape


class PlaceMark(Target, QGraphicsItem):
    """A place on a :class:`SquareGrid` a piece may go (an open cell, or a piece a new one may
    cover), ``side`` scene units square at its cell, under ``parent``: a click target with
    ``role`` whose ``data_value`` is its cell until a board binds it. ``state``: "" (nothing
    shown), "fit" (the held piece fits as it is: a teal square) or "turn" (it fits turned:
    dashed and paler)."""

    def __init__(
        self, grid: SquareGrid, cell: Cell, parent: QGraphicsItem, role: str = "place"
    ) -> None:
        super().__init__()
        self.setParentItem(parent)
        self.role = role
        self.data_value: Any = cell
        self.state = ""
        self.side = grid.side
        self.setPos(grid.rect(cell).topLeft())
        device_cache(self)

    def set_state(self, state: str) -> None:
        """Change what the place shows (repaints only when it changed)."""
        if state != self.state:
            self.state = state
            self.lit = state != ""
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return _outline(self.side)[0]

    def shape(self) -> QPainterPath:
        return _outline(self.side)[1]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.state:
            return
        turn = self.state == "turn"  # (dashed and paler: it fits when turned)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(18, 164, 184, 34 if turn else 80))
        rect = QRectF(4, 4, self.side - 8, self.side - 8)
        for pen in (QPen(QColor("#FFFFFF"), 7), QPen(LEGAL, 3 if turn else 4, _DASH[turn])):
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 8, 8)


class Places:
    """The places a piece may go on ``grid``, a :class:`PlaceMark` each, targets of kind
    ``role`` (``(role, x, y)``): one on every open cell, under ``layer`` (:meth:`sync`), and
    one on every laid cell the held piece may cover, under ``cover_layer``, a
    :class:`~farmhouse.app.board.layers.Layer` drawn anew when they change (:meth:`cover`).
    :attr:`marks`: cell → its mark (one dictionary for the part's life); :attr:`bound`:
    whether they are the board's targets now (:meth:`bind`)."""

    def __init__(
        self, grid: SquareGrid, layer: QGraphicsItem, cover_layer: Layer, role: str = "place"
    ) -> None:
        self.grid, self.layer, self.cover_layer, self.role = grid, layer, cover_layer, role
        self.marks: dict[Cell, PlaceMark] = {}
        self.bound = False

    def sync(self, cells: Iterable[Cell]) -> None:
        """A mark on every cell of ``cells`` (the open ones), none on another: a move touches
        only the frontier that changed."""
        wanted = set(cells)
        for cell, mark in list(self.marks.items()):
            if mark.parentItem() is self.layer and cell not in wanted:
                self.layer.scene().removeItem(mark)
                del self.marks[cell]
        for cell in wanted:
            if cell not in self.marks:
                self.marks[cell] = PlaceMark(self.grid, cell, self.layer, self.role)

    def cover(self, cells: tuple[Cell, ...]) -> None:
        """Marks on the laid ``cells`` the held piece may cover (a hunter over a wolf), shown
        as places that fit; those of the cells given before go."""
        self.cover_layer.refresh(cells, self._draw_cover, cells)

    def _draw_cover(self, layer: Layer, cells: tuple[Cell, ...]) -> None:
        for cell, mark in list(self.marks.items()):
            if mark.scene() is None:
                del self.marks[cell]  # a cover mark the layer has just removed
        for cell in cells:
            mark = PlaceMark(self.grid, cell, layer, self.role)
            mark.set_state("fit")
            self.marks[cell] = mark

    def bind(self, board: Any, on: bool) -> None:
        """Make the marks ``board``'s targets while ``on`` (the viewer's turn: a mark made
        since is bound, a bound one keeps its target), else none of them (once), showing
        nothing: the other views light fewer targets (``board``: a
        :class:`~farmhouse.app.board.game_board.GameBoard`)."""
        if on:
            for cell, mark in self.marks.items():
                if mark.data_value == cell:  # (a new mark: bound ones hold their target)
                    board.bind(mark, (self.role, *cell))
        elif self.bound:
            for cell, mark in self.marks.items():
                board.unbind((self.role, *cell))
                mark.data_value = cell
                mark.set_state("")
                mark.lit = False
        self.bound = on
