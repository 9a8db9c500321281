"""Hand: the seat's own cards or tiles along the bottom of a board.

A :class:`~farmhouse.app.board.parts.zone.Zone` (a row) that numbers its pieces for their
keys (1–9, then 0) with a corner tag (or a number under each piece: ``tags="below"``, or a
key cap under it: ``tags="cap"``; both inside the keyboard focus ring, which never covers
them), lifts the picked ones (the targets in the board's selection) and maps the number keys to its targets: a board's
:meth:`~farmhouse.app.board.game_board.GameBoard.shortcut` returns :meth:`Hand.key_target`.
On a read-only board (a replay, the look back) it draws no keys and answers none
(:attr:`Hand.keyed`; :meth:`Hand.key_of` gives "" for a piece's key, for its tooltip).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

import shiboken6
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.animation import repaint_moved
from farmhouse.app.board.game_board import RING_PART, ring_with
from farmhouse.app.board.palette import INK, MUTED, PAPER
from farmhouse.app.board.parts.zone import Piece, Zone
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import text_item
from farmhouse.core.choices import Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The keys of the hand's places, in order (the tag shows the same characters).
HAND_KEYS = "1234567890"
#: The corner tag's size (scene units) and font size.
TAG_SIZE, TAG_FONT = 30.0, 20.0
#: The room (scene units) a number under a piece takes (``tags="below"``).
BELOW = 3 + TAG_FONT * 1.4
#: A key cap's side (``tags="cap"``, scene units) and the room one (4 + 30 + its edge
#: 3.5) and the focus ring round it (its gap and halo, about 8 units at 1280 × 720 on the
#: board scaled down most) take under a piece.
CAP = 30.0
CAP_BELOW = 4 + CAP + 12
#: The key's size on a cap (scene units): the corner tag's, 13 px in a 1280 × 720 window on
#: the board that is scaled down most (a 1400-unit-wide scene, Bye-Bye's; 18 was 11.8 px).
CAP_FONT = TAG_FONT
#: A hand with key caps is a strip of cards packed close (Bye-Bye's): its cards shrink down
#: to this share of their size, their gap kept, before they overlap; the focus ring hugs
#: what shows of the card and its cap (``CAP_RING_GAP`` screen pixels round them, not the
#: card's glow) and stays off the next card (whose number is in its left corner) and out of
#: the :data:`CAP_BELOW` units under the cards (tester 23's F5: at 1280 × 720 with 8 kinds
#: the ring of card 1 hid card 2's number and the hand's caption under the caps).
CAP_SHRINK, CAP_RING_GAP = 0.7, 1.0


class HandGrid:
    """How a hand of square pieces shrinks into more rows as it grows (:meth:`fit`): a
    piece's side at most ``largest``, the least it keeps before the hand takes another row
    (up to ``rows``) and the least after that (``last``), the ``gap`` between pieces and the
    ``row_gap`` between rows (units). (A plain class, as :class:`~.look.Look`.)"""

    __slots__ = ("largest", "least", "last", "rows", "gap", "row_gap")

    def __init__(
        self, largest: float, least: float, last: float, rows: int, gap: float, row_gap: float
    ) -> None:
        self.largest, self.least, self.last = largest, least, last
        self.rows, self.gap, self.row_gap = rows, gap, row_gap

    def fit(self, count: int, room: float, extra: float = math.inf) -> tuple[float, int]:
        """The piece size and number of rows for ``count`` pieces in a hand ``room`` units
        wide whose rows after the first may take ``extra`` units in height: the fewest rows
        (up to :attr:`rows`) in which every piece keeps at least :attr:`least`, at most
        :attr:`largest`; else as many rows as ``extra`` holds at :attr:`last`, the pieces as
        large as they fit."""
        if count <= 0:
            return self.largest, 1
        for rows in range(1, self.rows + 1):
            per_row = math.ceil(count / rows)
            size = min(self.largest, (room - self.gap * (per_row - 1)) / per_row)
            if size >= self.least and (rows - 1) * (size + self.row_gap) <= extra:
                return size, rows
        rows = self.rows if extra == math.inf else 1 + int(extra // (self.last + self.row_gap))
        rows = max(1, min(self.rows, rows))
        per_row = math.ceil(count / rows)
        size = (room - self.gap * (per_row - 1)) / per_row
        if rows > 1:
            size = min(size, extra / (rows - 1) - self.row_gap)
        return max(self.last, min(self.largest, size)), rows


class Hand(Zone):
    """The seat's own pieces (see the module docstring). ``lift``: how far a picked piece
    rises (scene units); ``numbered``: draw the key tags; ``tags``: where, "corner" (a round
    tag in the piece's top left corner), "below" (the number centred under the piece, in
    bold :data:`TAG_FONT`; keep :data:`BELOW` units free under the zone's pieces for it) or
    "cap" (a key cap :data:`CAP` units square centred under the part of the piece that
    shows; keep :data:`CAP_BELOW` units free); ``keys``: the keys of its places in order
    (default :data:`HAND_KEYS`; a longer string reaches more pieces, e.g. "…0QWERTYUIOP");
    ``cap_font``: the text size on the key caps (scene units; default :data:`CAP_FONT`, at
    least 12 px at 1280 × 720 on every board); ``tag_font``: the size of the numbers under
    the pieces (``tags="below"``; default :data:`TAG_FONT`: then keep :data:`BELOW` free).
    ``rows``, ``row_gap``: see :class:`~.zone.Zone` (a big hand in more rows)."""

    def __init__(
        self,
        board: GameBoard,
        rect: QRectF,
        size: QSizeF,
        *,
        gap: float = 12.0,
        lift: float = 24.0,
        numbered: bool = True,
        align: Literal["start", "centre", "end"] = "centre",
        z: float = 5.0,
        tags: Literal["corner", "below", "cap"] = "corner",
        keys: str = HAND_KEYS,
        cap_font: float = CAP_FONT,
        tag_font: float = TAG_FONT,
        rows: int = 1,
        row_gap: float = 0.0,
    ) -> None:
        super().__init__(
            board,
            rect,
            size,
            gap=gap,
            direction="row",
            align=align,
            z=z,
            rows=rows,
            row_gap=row_gap,
        )
        if tags == "cap":  # (a strip packed close: see CAP_SHRINK)
            self.shrink = CAP_SHRINK
        self.keys = keys
        self.tag_font = tag_font
        self.cap_font = cap_font
        self._keys = {int(getattr(Qt.Key, f"Key_{c}")): i for i, c in enumerate(keys)}
        self.lift_by = lift
        self.numbered = numbered
        self.tag_place = tags
        self.tags: list[QGraphicsItem] = []

    @property
    def keyed(self) -> bool:
        """Whether the pieces carry keys: numbered, and the board is not read-only."""
        return self.numbered and not self.board.read_only

    def key_of(self, index: int) -> str:
        """The key of piece ``index`` as its tag shows it ("" when it has none: beyond the
        tenth, or not :attr:`keyed`), e.g. for its tooltip."""
        return self.keys[index] if self.keyed and 0 <= index < len(self.keys) else ""

    def show(self, pieces: Sequence[Piece], extra: object = None) -> bool:
        """Show ``pieces`` (see :meth:`Zone.show`), tagged with their keys (none on a
        read-only board), and lift the picked ones."""
        keyed = self.keyed
        drew = super().show(pieces, (extra, keyed, self.tag_place))
        old: dict[Any, Any] = {}  # the tags of kept pieces: a key cap alike stays
        if drew:
            for tag in self.tags:
                if shiboken6.isValid(tag) and tag.scene() is not None:
                    old[(id(tag.parentItem()), str(getattr(tag, "text", "")))] = tag
            self.tags = []
        if drew and self.tag_place == "cap":
            self._ring_caps()
        if drew and keyed:
            slots = self.slots(len(self.items))
            for i, item in enumerate(self.items[: len(self.keys)]):
                if self.tag_place == "cap":
                    cap = old.pop((id(item), self.keys[i]), None)
                    self.tags.append(self._cap(item, self.keys[i], self.shows(slots, i), cap))
                    continue
                if self.tag_place == "below":
                    size = self.size
                    number = text_item(
                        item,
                        self.keys[i],
                        QPointF(size.width() / 2, size.height() + 3),
                        self.tag_font,
                        True,
                        MUTED,
                        "centre",
                    )
                    number.setData(RING_PART, True)  # (the focus ring goes around it)
                    self.tags.append(number)
                    continue
                tag = Box(
                    QRectF(6, 6, TAG_SIZE, TAG_SIZE),
                    PAPER,
                    INK,
                    TAG_SIZE / 2,
                    self.keys[i],
                    TAG_FONT,
                    item,
                )
                tag.setZValue(2)
                self.tags.append(tag)
        for tag in old.values():  # (kept pieces lose the tags they no longer have)
            tag.scene().removeItem(tag)
        self.lift(self.board.selection)
        return drew

    def _ring_caps(self) -> None:
        """Each card's focus ring (see :data:`CAP_SHRINK`): round what shows of it, at most
        to the middle of the gap to the next card (to its edge where they overlap) and to
        :data:`CAP_BELOW` under it."""
        slots = self.slots(len(self.items))
        far = 1e6  # (no limit on that side)
        for i, item in enumerate(self.items):
            shown = self.shows(slots, i)
            right = far
            if i + 1 < len(slots) and slots[i + 1].top() == slots[i].top():
                right = (slots[i + 1].left() - slots[i].left() + shown.right()) / 2
            limit = QRectF(QPointF(-far, -far), QPointF(right, shown.bottom() + CAP_BELOW))
            ring_with(item, bounds=shown, gap=CAP_RING_GAP, limit=limit)

    def _cap(self, item: QGraphicsItem, key: str, shown: QRectF, cap: Box | None = None) -> Box:
        """A key cap with ``key`` centred under ``shown`` (the part of ``item`` that shows;
        a pale key with a dark edge below), inside the focus ring; ``cap``: the one it had
        (moved there)."""
        at = QRectF(shown.center().x() - CAP / 2, shown.bottom() + 4, CAP, CAP)
        if cap is not None:
            cap.setPos(at.left() - cap.rect.left(), 0)
            return cap
        cap = Box(at, PAPER, INK, 5, key, self.cap_font, item)
        cap.border_width = 1.5
        edge = Box(at.translated(0, 3.5), MUTED, None, 5, parent=cap)
        edge.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        cap.setData(RING_PART, True)
        return cap

    def lift(self, selection: Sequence[Target]) -> None:
        """Raise the pieces whose targets are in ``selection``, lower the others."""
        slots = self.slots(len(self.items))
        for piece, item, slot in zip(self.pieces, self.items, slots, strict=False):
            up = piece.target is not None and piece.target in selection
            pos = slot.topLeft() - QPointF(0, self.lift_by if up else 0)
            if item.pos() != pos and not self.board.is_animating():
                item.setPos(pos)
                repaint_moved(item)

    def pieces_rect(self) -> QRectF | None:
        """Where the hand's shown pieces lie on the board's screen, in viewport pixels (also
        for a hand pinned to the window), or None when none is shown: the pieces' own
        rectangles, not the room around them for their glow (a board's ``holdings_rect``)."""
        shown = [item for item in self.items if item.isVisible()]
        if not shown:
            return None
        rect, square = QRectF(), QRectF(QPointF(0, 0), self.size)
        transform = self.board.viewportTransform()
        for item in shown:
            rect = rect.united(item.deviceTransform(transform).mapRect(square))
        return rect

    def key_index(self, event: QKeyEvent) -> int | None:
        """The place of ``event``'s key in :attr:`keys` (0 for the first), whether or not a
        piece lies there (None: not one of them)."""
        return self._keys.get(event.key())

    def key_target(self, event: QKeyEvent) -> Target | None:
        """The target of the piece whose number key ``event`` is (None: not a number key,
        or no piece there, or that piece is no choice, or the hand is not :attr:`keyed`)."""
        if not self.keyed or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        ):
            return None
        index = self.key_index(event)
        if index is None or index >= len(self.pieces):
            return None
        return self.pieces[index].target
