"""Zone: a row, a column or a pile of pieces at one place on a board.

A zone lays out the pieces it is given (:meth:`Zone.slots`: side by side with a gap, closer
together, overlapping, when they do not fit; or stacked with a small offset), draws them on
its own :class:`~farmhouse.app.board.layers.Layer` only when they changed, binds each piece
that is a choice to its target on the :class:`~farmhouse.app.board.game_board.GameBoard`
(which then lights, explains, focuses and names it), gives every piece its tooltip (its
name for players and screen readers), and builds the animations of pieces arriving and
leaving.

A piece is drawn by the game: :attr:`Piece.draw` makes the item for one piece in local
coordinates ``(0, 0, width, height)`` as a child of the given parent; the zone puts it in its
slot (``setPos``), so moving it is an animation of its position.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Literal

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from farmhouse.app.board.layers import Layer
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: How a zone lines its pieces up.
Direction = Literal["row", "column", "stack"]


@attrs.frozen(eq=False)
class Piece:
    """One piece a zone shows.

    - ``key``: what the piece looks like (equal keys draw the same: a card's animal, a
      tile's id and face); the zone redraws only when the keys of its pieces change;
    - ``draw(parent, size)``: makes the piece's item (a QGraphicsObject, e.g. an
      :class:`~farmhouse.app.board.svg.SvgItem` or :class:`~farmhouse.app.board.targets.Box`)
      in ``(0, 0, size.width(), size.height())`` as a child of ``parent``, and returns it;
    - ``target``: the choice the piece stands for (``("hand", 2)``), or None;
    - ``tip``: its tooltip, the name a screen reader reads (first line) and more about it
      (the other lines); "" for none.
    """

    key: Hashable
    draw: Callable[[QGraphicsItem, QSizeF], QGraphicsObject]
    target: Target | None = None
    tip: str = ""


class Zone:
    """A row, column or pile of pieces (see the module docstring).

    ``rect``: where the zone lies (scene units); ``size``: one piece's size; ``gap``: room
    between pieces that fit; ``direction``: "row", "column" or "stack" (each piece ``gap``
    units right of and below the one under it); ``align``: where a row or column that does
    not fill the zone sits ("start", "centre", "end"); ``z``: the layer's stacking.
    """

    def __init__(
        self,
        board: GameBoard,
        rect: QRectF,
        size: QSizeF,
        *,
        gap: float = 10.0,
        direction: Direction = "row",
        align: Literal["start", "centre", "end"] = "centre",
        z: float = 0.0,
    ) -> None:
        self.board = board
        self.rect = QRectF(rect)
        self.size = QSizeF(size)
        self.gap = gap
        self.direction: Direction = direction
        self.align = align
        self.layer = Layer(board.scene(), z)
        self.items: list[QGraphicsObject] = []
        self.pieces: list[Piece] = []

    # ---------------------------------------------------------------- layout

    def slots(self, count: int) -> list[QRectF]:
        """Where ``count`` pieces lie (scene units), in order: side by side while they fit,
        then overlapping evenly so that the last one ends at the zone's edge."""
        w, h = self.size.width(), self.size.height()
        if count <= 0:
            return []
        if self.direction == "stack":
            return [
                QRectF(self.rect.left() + i * self.gap, self.rect.top() + i * self.gap, w, h)
                for i in range(count)
            ]
        along = self.direction == "row"
        room = self.rect.width() if along else self.rect.height()
        piece = w if along else h
        step = piece + self.gap
        used = count * piece + (count - 1) * self.gap
        if used > room and count > 1:
            step = max(1.0, (room - piece) / (count - 1))
            used = room
        start = self.rect.left() if along else self.rect.top()
        if self.align == "centre":
            start += (room - used) / 2
        elif self.align == "end":
            start += room - used
        if along:
            top = self.rect.top() + (self.rect.height() - h) / 2
            return [QRectF(start + i * step, top, w, h) for i in range(count)]
        left = self.rect.left() + (self.rect.width() - w) / 2
        return [QRectF(left, start + i * step, w, h) for i in range(count)]

    def move_to(self, rect: QRectF, size: QSizeF | None = None) -> None:
        """Put the zone at ``rect`` (and give its pieces ``size``): the next :meth:`show`
        draws anew."""
        if rect != self.rect or (size is not None and size != self.size):
            self.rect = QRectF(rect)
            if size is not None:
                self.size = QSizeF(size)
            self.layer.invalidate()

    # ---------------------------------------------------------------- drawing

    def show(self, pieces: Sequence[Piece], extra: Hashable = None) -> bool:
        """Show ``pieces`` in order; drawn anew only when their keys, targets or tips, the
        zone's place or ``extra`` (anything else the drawing depends on) changed. Returns
        True if it drew. Targets are bound again even when nothing is drawn."""
        key = (
            tuple((p.key, p.target, p.tip) for p in pieces),
            self.rect.getRect(),
            self.size.toTuple(),
            extra,
        )
        self.pieces = list(pieces)
        drew = self.layer.refresh(key, self._draw)
        if not drew:
            for piece, item in zip(self.pieces, self.items, strict=False):
                if piece.target is not None:
                    self.board.bind(item, piece.target)
        return drew

    def _draw(self, layer: Layer) -> None:
        layer.clear()
        self.items = []
        for piece, slot in zip(self.pieces, self.slots(len(self.pieces)), strict=True):
            item = piece.draw(layer, slot.size())
            item.setPos(slot.topLeft())
            if piece.tip:
                item.setToolTip(piece.tip)
            if piece.target is not None:
                self.board.bind(item, piece.target)
            self.items.append(item)

    def clear(self) -> None:
        """Take every piece away."""
        self.layer.clear()
        self.items = []
        self.pieces = []

    def item_of(self, target: Target) -> QGraphicsObject | None:
        """The item of the piece standing for ``target``, or None."""
        for piece, item in zip(self.pieces, self.items, strict=False):
            if piece.target == target:
                return item
        return None

    def centre(self) -> QPointF:
        """The zone's centre (scene units): where a piece comes from or goes to when the
        zone itself is the source or destination of a move."""
        return self.rect.center()

    # ---------------------------------------------------------------- animation

    def arrive(self, index: int, source: QPointF, ms: float = 350) -> Any:
        """The animation of piece ``index`` coming from ``source`` (a scene point its top
        left starts at) to its slot; None if there is no such piece."""
        if not 0 <= index < len(self.items):
            return None
        item = self.items[index]
        return self.board.animations.move(item, source, item.pos(), ms)

    def leave(self, item: QGraphicsObject, destination: QPointF, ms: float = 350) -> Any:
        """The animation of ``item`` (a ghost the board added for the move, see
        :meth:`~farmhouse.app.board.animation.AnimationQueue.ghost`) going from where it is
        to ``destination`` (a scene point for its top left)."""
        return self.board.animations.move(item, item.pos(), destination, ms)
