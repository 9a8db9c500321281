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

A piece may carry a badge (:attr:`Piece.badge`: a count "×2" or a mark "★"), drawn by
:func:`count_badge` in the part of the piece that shows (the strip the next piece of an
overlapping row leaves uncovered), readable (its text never shrinks) and uncrowded (a badge
that does not fit there lies under the piece instead of over its neighbour). Boards that lay
out pieces themselves (a zoo's columns, a corral) call :func:`count_badge` alike.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Literal

import attrs
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.animation import repaint_moved
from farmhouse.app.board.game_board import ring_with
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import INK, MUTED
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import text_width
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: How a zone lines its pieces up.
Direction = Literal["row", "column", "stack"]
#: A badge's text size (scene units) unless told otherwise: 12.5 px in a 1280 × 720 window.
BADGE_SIZE = 19.0
WHITE, QUIET = QColor("#FFFFFF"), QColor("#F4EEE2")


def count_badge(
    parent: QGraphicsItem | None,
    text: str,
    room: QRectF,
    size: float = BADGE_SIZE,
    *,
    short: str = "",
    side: Literal["left", "right"] = "right",
    fill: QColor | None = INK,
    ink: QColor = WHITE,
    border: QColor | None = None,
    tip: str = "",
) -> Box:
    """A count or mark on a piece ("×2", "★"): a rounded tag with ``text`` in bold, ``size``
    scene units high (never smaller), as wide as the text needs but 2 units narrower than
    ``room`` at the most, at the bottom ``side`` corner of ``room`` (1 unit inside) (``parent``'s coordinates: the part of the
    piece that shows, e.g. the strip an overlapping neighbour leaves uncovered). Where
    ``text`` is wider than ``room`` the tag would cover a neighbour's: it says ``short``
    instead (the bare count "2", given with the same ``tip``), or, without one, it lies
    centred under ``room`` (2 units below it). ``fill``/``ink``/``border``: its colours
    (default dark with white text); ``tip``: its tooltip. Returns the tag (a
    :class:`~farmhouse.app.board.targets.Box`, z 2 over its piece)."""
    height = round(size) + 7.0
    needs = text_width(text, size, True)
    if needs > room.width() and short:
        text, needs = short, text_width(short, size, True)
    width = max(height, needs + 3)
    if needs <= room.width():  # (1 unit clear of the room's edges, its text may reach them)
        width = min(width, room.width() - 4)
        left = room.left() + 1 if side == "left" else room.right() - 1 - width
        rect = QRectF(left, room.bottom() - 1 - height, width, height)
    else:
        rect = QRectF(room.center().x() - width / 2, room.bottom() + 2, width, height)
    badge = Box(rect, fill, border, 8, text, size, parent)
    badge.border_width = 1.5
    badge.text_colour = ink
    badge.setZValue(2)
    if tip:
        badge.setToolTip(tip)
    return badge


@attrs.frozen(eq=False)
class Piece:
    """One piece a zone shows.

    - ``key``: what the piece looks like (equal keys draw the same: a card's animal, a
      tile's id and face); the zone redraws only when the keys of its pieces change;
    - ``draw(parent, size)``: makes the piece's item (a QGraphicsItem, e.g. an
      :class:`~farmhouse.app.board.svg.SvgItem` or :class:`~farmhouse.app.board.targets.Box`)
      in ``(0, 0, size.width(), size.height())`` as a child of ``parent``, and returns it;
    - ``target``: the choice the piece stands for (``("hand", 2)``), or None;
    - ``tip``: its tooltip, the name a screen reader reads (first line) and more about it
      (the other lines); "" for none;
    - ``badge``: a count or mark drawn on it by :func:`count_badge` ("×2"; "" for none),
      ``short`` what the badge says where that does not fit ("2"; "": it goes under the
      piece), ``badge_tip`` the badge's own tooltip ("": none, the piece's shows over it), ``quiet`` a badge
      of less weight (a count of one): pale with a muted edge and dark text.
    """

    key: Hashable
    draw: Callable[[QGraphicsItem, QSizeF], QGraphicsItem]
    target: Target | None = None
    tip: str = ""
    badge: str = ""
    short: str = ""
    badge_tip: str = ""
    quiet: bool = False


class Zone:
    """A row, column or pile of pieces (see the module docstring).

    ``rect``: where the zone lies (scene units); ``size``: one piece's size; ``gap``: room
    between pieces that fit; ``direction``: "row", "column" or "stack" (each piece ``gap``
    units right of and below the one under it); ``align``: where a row or column that does
    not fill the zone sits ("start", "centre", "end"); ``z``: the layer's stacking;
    ``badge_size``: the text size of the pieces' badges (:attr:`Piece.badge`);
    ``badge_side``: the bottom corner they lie in ("left" or "right"); ``rows``: a row
    zone's pieces in up to this many rows (each the same share, in reading order, from the
    top of the rows' block, centred in the zone), ``row_gap`` units apart (room for what is
    under a piece, e.g. :class:`~.hand.Hand`'s numbers); ``shrink``: the least share of
    ``size`` a row or column's pieces shrink to, the ``gap`` kept, before they overlap (1:
    they overlap at once; the dice of a roll shrink a little instead: their rings and the
    focus ring stay off their neighbours); ``ring``: how far out of each piece the focus ring
    goes round it (None: round its bounding rectangle, a glowing piece's glow with it: on
    pieces 20 apart it covered half the neighbours').
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
        badge_size: float = BADGE_SIZE,
        badge_side: Literal["left", "right"] = "right",
        rows: int = 1,
        row_gap: float = 0.0,
        shrink: float = 1.0,
        ring: float | None = None,
    ) -> None:
        self.board = board
        self.shrink, self.ring = shrink, ring
        self.rows, self.row_gap = rows, row_gap
        self.badge_size = badge_size
        self.badge_side: Literal["left", "right"] = badge_side
        self.rect = QRectF(rect)
        self.size = QSizeF(size)
        self.gap = gap
        self.direction: Direction = direction
        self.align = align
        self.layer = Layer(board.scene(), z)
        self.items: list[QGraphicsItem] = []
        self.pieces: list[Piece] = []
        self._looks: list[Hashable] = []  # how each item was drawn (kept while alike)
        self._badges: list[Any] = []  # each item's badge and the strip it was put in
        self._extra: Hashable = None

    # ---------------------------------------------------------------- layout

    def slots(self, count: int) -> list[QRectF]:
        """Where ``count`` pieces lie (scene units), in order: side by side while they fit,
        then (with :attr:`shrink` below 1) smaller, down to that share of their size, the gap
        kept, then overlapping evenly so that the last one ends at the zone's edge (a row zone
        of :attr:`rows` > 1: the same in each row, each holding ``ceil(count / rows)``)."""
        w, h = self.size.width(), self.size.height()
        if count <= 0:
            return []
        if self.direction == "stack":
            return [
                QRectF(self.rect.left() + i * self.gap, self.rect.top() + i * self.gap, w, h)
                for i in range(count)
            ]
        along = self.direction == "row"
        rows = max(1, min(self.rows, count)) if along else 1
        per = -(-count // rows)
        room = self.rect.width() if along else self.rect.height()
        piece = w if along else h
        used = per * piece + (per - 1) * self.gap
        if used > room and per > 1 and self.shrink < 1:  # (smaller first, the gap kept)
            scale = max(self.shrink, (room - (per - 1) * self.gap) / (per * piece))
            w, h, piece = w * scale, h * scale, piece * scale
            used = per * piece + (per - 1) * self.gap
        step = piece + self.gap
        if used > room and per > 1:
            step = max(1.0, (room - piece) / (per - 1))
            used = room
        start = self.rect.left() if along else self.rect.top()
        if self.align == "centre":
            start += (room - used) / 2
        elif self.align == "end":
            start += room - used
        if along:
            pitch = h + self.row_gap
            top = self.rect.top() + (self.rect.height() - rows * pitch + self.row_gap) / 2
            return [
                QRectF(start + i % per * step, top + i // per * pitch, w, h) for i in range(count)
            ]
        left = self.rect.left() + (self.rect.width() - w) / 2
        return [QRectF(left, start + i * step, w, h) for i in range(count)]

    def shows(self, slots: Sequence[QRectF], index: int) -> QRectF:
        """The part of piece ``index`` (of those in ``slots``) that the next one leaves
        uncovered, in the piece's own coordinates (all of it where they do not overlap)."""
        w, h = slots[index].width(), slots[index].height()  # (shrunk to fit: smaller)
        if index + 1 >= len(slots) or self.direction == "stack":
            return QRectF(0, 0, w, h)
        here, after = slots[index], slots[index + 1]
        if self.direction == "row" and after.top() != here.top():  # (the next row's first)
            return QRectF(0, 0, w, h)
        if self.direction == "row":
            return QRectF(0, 0, min(w, after.left() - here.left()), h)
        return QRectF(0, 0, w, min(h, after.top() - here.top()))

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
            tuple((p.key, p.target, p.tip, p.badge, p.short, p.badge_tip, p.quiet) for p in pieces),
            self.rect.getRect(),
            self.size.toTuple(),
            extra,
        )
        self.pieces, self._extra = list(pieces), extra
        drew = self.layer.revise(key, self._draw)
        if not drew:
            for piece, item in zip(self.pieces, self.items, strict=False):
                if piece.target is not None:
                    self.board.bind(item, piece.target)
        return drew

    def _draw(self, layer: Layer) -> None:
        """Draw the pieces, keeping the item of a piece drawn before alike (the same key,
        badge, size and uncovered strip: a hand that lost or gained a card moves the others
        instead of drawing them again); whatever else is in the layer goes."""
        old: dict[Hashable, list[tuple[QGraphicsItem, Any]]] = {}
        for look, item, badge in zip(self._looks, self.items, self._badges, strict=False):
            old.setdefault(look, []).append((item, badge))
        self.items, self._looks, self._badges = [], [], []
        slots = self.slots(len(self.pieces))
        for i, (piece, slot) in enumerate(zip(self.pieces, slots, strict=True)):
            room = self.shows(slots, i)
            look = (piece.key, piece.badge, piece.short, piece.badge_tip, piece.quiet)
            look += (slot.size().toTuple(), self._extra)
            item, badge = (
                old[look].pop() if old.get(look) else (piece.draw(layer, slot.size()), None)
            )
            if piece.badge and (badge is None or badge[1] != room):  # (its strip changed)
                if badge is not None and layer.scene() is not None:
                    layer.scene().removeItem(badge[0])
                badge = (self._badge(item, piece, room), room)
            self._badges.append(badge)
            if item.pos() != slot.topLeft():
                item.setPos(slot.topLeft())
                repaint_moved(item)  # (a kept piece moved: see repaint_moved)
            item.setZValue(i * 1e-3)  # (in order, as drawn: a kept piece keeps its place)
            item.setToolTip(piece.tip)
            if piece.target is not None:
                self.board.bind(item, piece.target)
            if self.ring is not None:  # (round the piece, not its glow: see ring_with)
                m = self.ring
                ring_with(item, bounds=QRectF(QPointF(0, 0), slot.size()).adjusted(-m, -m, m, m))
            self.items.append(item)
            self._looks.append(look)
        scene, shown = layer.scene(), set(map(id, self.items))
        for child in layer.childItems():
            if id(child) not in shown and scene is not None:
                scene.removeItem(child)

    def _badge(self, item: QGraphicsItem, piece: Piece, room: QRectF) -> Box:
        look = {"fill": QUIET, "ink": INK, "border": MUTED} if piece.quiet else {}
        tip = piece.badge_tip
        size, side = self.badge_size, self.badge_side
        return count_badge(
            item, piece.badge, room, size, short=piece.short, side=side, tip=tip, **look
        )

    def shown_rect(self) -> QRectF | None:
        """Where the zone's pieces are on the screen now, in viewport pixels (the board's
        ``shown_rect`` of its first and last piece united), or None when it shows none."""
        if not self.items:
            return None
        first, last = self.items[0], self.items[-1]
        return self.board.shown_rect(first).united(self.board.shown_rect(last))

    def clear(self) -> None:
        """Take every piece away."""
        self.layer.clear()
        self.items, self._looks, self._badges = [], [], []
        self.pieces = []

    def item_of(self, target: Target) -> QGraphicsItem | None:
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

    def leave(self, item: QGraphicsItem, destination: QPointF, ms: float = 350) -> Any:
        """The animation of ``item`` (a ghost the board added for the move, see
        :meth:`~farmhouse.app.board.animation.AnimationQueue.ghost`) going from where it is
        to ``destination`` (a scene point for its top left)."""
        return self.board.animations.move(item, item.pos(), destination, ms)
