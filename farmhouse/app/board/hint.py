"""Hints on the board: the pieces of a suggested action ringed in the hint colour, with a tag.

The shell asks a board to show the ``hard`` search's advice with
:meth:`BoardWidget.show_hint <farmhouse.app.board.base.BoardWidget.show_hint>` and to take it
away with ``clear_hint``. A :class:`~farmhouse.app.board.view.BoardView` does it with a
:class:`HintMarks`: it asks the board's :meth:`~farmhouse.app.board.view.BoardView.hint_spots`
which pieces an action uses (the card, the tile and its place, the dice, the button) and rings
each one:

- a spot with an ``item`` is ringed by a child of that item, so the ring follows it when the
  board moves it (a card lifted, the view panned or zoomed, an item pinned to the window);
- a spot with a ``rect`` (scene coordinates: an empty place, a cell) is ringed at that rect,
  above the board's own items.

Boards rebuild their items as they redraw (a hover, a selection, a resize): whenever the board
is painted again while a hint is shown, the marks ask for the spots again (once per turn of the
event loop) and ring them anew if they changed, so a hint stays on the right pieces until it
is cleared. They watch the paint events of the views' viewports, from a hint shown until it
is cleared, and never ``QGraphicsScene.changed``: a slot on that signal puts the scene for good
into Qt's old way of updating its views (session 23, F9), where taking an item off the scene
repaints only the scene's own rectangle and drops every other update of that turn, so the
window-pinned parts of a pan/zoom board (Wooly Bully's banner, bag, prompt, hand and buttons)
stopped repainting after the first hint.

The rings take no clicks: a click on a ringed piece reaches the piece, so the player can follow
the hint straight away. Their tags are drawn at a fixed size on screen (readable at any zoom).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.linebreak import keep_phrases, language, qt_slice
from farmhouse.app.board.palette import PAPER
from farmhouse.app.board.text import board_font, drawn_texts

# The hint colour: a violet no board uses for anything else (gold is the selection, teal a
# legal choice, red a warning).
HINT = QColor("#7A3FD1")
# Z value of rings drawn at a scene rect (above the boards' items, below the window-pinned
# overlay), and of the tags (above everything: a tag is never hidden by a neighbour).
HINT_Z = 35.0
TAG_Z = 45.0
# Widths in screen pixels of the ring's white halo and violet line, and the gap between a
# piece and its ring.
RING_HALO, RING_LINE, RING_GAP = 8.0, 4.0, 3.0
# The smallest scale (screen pixels per item unit) a ring is drawn at: its bounding box
# leaves room for the line at that scale (a pan/zoom board's least zoom).
MIN_SCALE = 0.15
# The tag's text size in screen pixels (readable at any zoom: ≥ 12 px), the smallest an
# inside tag's text is made to fit its piece, and the padding either side of the text (an
# inside tag's, narrowed to fit, and above and below its text).
TAG_PIXELS = 14
TAG_SMALLEST = 12
TAG_PAD, INSIDE_PAD, INSIDE_RISE = 7.0, 3.0, 1.0
# An inside tag's greatest height (a share of its piece's) and how far it may reach past the
# piece's sides for that (screen pixels).
INSIDE_HEIGHT, INSIDE_SPILL = 0.6, 10.0
# Where else a tag may go when its own place would cover text the board shows (issue 14:
# El Gaucho's "Round 1" heading, a panel's title, a tile's numbers), in the order tried:
# above or under the ring at its left or right end, beside it, then centred on the piece.
PLACES = ("own", "above", "above_right", "below", "below_right", "right", "left", "inside")


@attrs.frozen(eq=False)
class HintSpot:
    """One piece of a suggested action: ``item`` (ringed around its shape, and following it)
    or ``rect`` (scene coordinates). ``label``: a short caption on the ring ("discard"), or
    "". Give exactly one of ``item`` and ``rect``. ``picture`` (with ``rect`` only) makes an
    item, in scene coordinates, drawn under the ring while it is shown: the piece as it
    would lie there (a tile, turned as suggested). ``tag_below``: the tag goes under the ring
    instead of over it (where the board writes something the player needs just above the
    piece, such as its owner's name). ``tag_on_edge``: the ring is drawn tight, on the
    piece's own edge, and the tag lies on the piece's bottom line at its right end, a third on
    it (text right above the piece and right below it: another player's hand, its owner's
    name above, the cards of a zoo below). ``tag_inside``: the tag lies centred on the piece,
    over its picture (text all round the piece and in its corners: a hand card between the
    prompt above it and its key below, its value in the corners). ``tag_row``: the piece is
    one of a row of like pieces (its item's siblings: El Gaucho's roll of dice), and the tag
    goes above or below the row, slid along it where its own place would cover text, never on
    a piece of the row (session 23's tester, F11: it lay over the dice it talked about)."""

    item: QGraphicsItem | None = None
    rect: QRectF | None = None
    label: str = ""
    picture: Callable[[], QGraphicsItem] | None = None
    tag_below: bool = False
    tag_on_edge: bool = False
    tag_inside: bool = False
    tag_row: bool = False

    def key(self) -> tuple[Any, ...]:
        """What identifies the ring this spot needs (the same key: the same ring)."""
        r = self.rect
        where = (r.x(), r.y(), r.width(), r.height()) if r is not None else None
        item = id(self.item) if self.item is not None else None
        return (
            item,
            where,
            self.label,
            self.tag_below,
            self.tag_on_edge,
            self.tag_inside,
            self.tag_row,
        )


def spot_clear_of(
    item: QGraphicsItem, others: Iterable[QGraphicsItem], room: float = 24.0
) -> HintSpot:
    """A :class:`HintSpot` ringing ``item`` whose tag goes below it when another visible
    item of ``others`` lies less than ``room`` scene units above it (a block of buttons: the
    tag over the item hid the label of the one above)."""
    above = item.sceneBoundingRect().adjusted(0, -room, 0, -room)
    under = [o for o in others if o is not item and o.isVisible()]
    return HintSpot(
        item=item, tag_below=any(o.sceneBoundingRect().intersects(above) for o in under)
    )


class HintRing(QGraphicsObject):
    """A violet ring with a white halo around ``rect`` (in its parent's coordinates), its line
    a fixed width on screen; it takes no clicks and never hides what it rings. ``room``: the
    free space (same units) between the piece as drawn (``drawn``, inside ``rect``; default
    ``rect``) and its nearest like neighbour: where the ring would reach into that, it is
    drawn tighter, on the piece's own edge, its halo ending half way (a row of buttons a few
    pixels apart: it covered the next ones' borders). :attr:`on_edge` (False): the ring lies
    on the drawn piece's edge, a pixel past it at most, its halo inside it (text right around
    the piece: see :class:`HintSpot`'s ``tag_on_edge``)."""

    def __init__(
        self,
        rect: QRectF,
        parent: QGraphicsItem | None = None,
        room: float = float("inf"),
        drawn: QRectF | None = None,
    ) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.room = room
        self.drawn = QRectF(rect if drawn is None else drawn)
        self.on_edge = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # the line keeps its width on screen, so in item units it grows as the view zooms
        # out: room for the smallest zoom any board uses
        m = (RING_GAP + RING_HALO) / MIN_SCALE
        return self.rect.adjusted(-m, -m, m, m)

    def tight(self, scale: float) -> bool:
        """Whether the ring is drawn tight, on the piece's edge, at ``scale`` (screen pixels
        per unit): drawn around :attr:`rect` it would reach into the neighbour's room."""
        margin = self.drawn.top() - self.rect.top()  # (a lit piece's glow)
        return (margin - self.room) * scale + RING_GAP + RING_HALO / 2 > 0

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scale = abs(painter.worldTransform().m11()) or 1.0
        gap, rect, inset, halo_width = RING_GAP / scale, self.rect, 0.0, RING_HALO
        if self.on_edge:  # (the line a pixel past the piece's edge at most, the halo inside)
            gap, rect = (1 - RING_LINE / 2) / scale, self.drawn
            inset, halo_width = (RING_LINE / 2 + 1) / scale, 2.0
        elif self.tight(scale):
            gap, rect = self.room / 2 - RING_HALO / 2 / scale, self.drawn
        rect = rect.adjusted(-gap, -gap, gap, gap)
        radius = 10.0 / scale
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QPen(QColor("#FFFFFF"), halo_width)
        halo.setCosmetic(True)
        painter.setPen(halo)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        line = QPen(HINT, RING_LINE)
        line.setCosmetic(True)
        painter.setPen(line)
        painter.drawRoundedRect(rect, radius, radius)


class HintTag(QGraphicsObject):
    """A small violet label with white text, the same size on screen at every zoom, its
    bottom-left corner at its position (the top-left corner of a ring; ``below``: under
    it; ``on_edge``: on its bottom line's right end; ``inside``: centred on the piece, see
    :class:`HintSpot`)."""

    def __init__(
        self,
        text: str,
        ring: HintRing,
        below: bool = False,
        on_edge: bool = False,
        *,
        inside: bool = False,
        row: bool = False,
    ) -> None:
        super().__init__()
        self.ring = ring
        self.row = row  # (see HintSpot's tag_row)
        self.slide = 0.0  # (tag widths to the right of its place: a row's tag, _tries)
        self.below = below
        self.on_edge = on_edge
        self.inside = inside
        self.lift = 0.0  # tag heights above its place (to clear an earlier tag)
        self.place = "own"  # (one of PLACES: see set_place; own_inside: the spot's own)
        self.own_inside = inside
        self.setZValue(TAG_Z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._text = text
        self._fitted_to = (-1, -1)  # (an inside tag: the piece's size it was fitted to, px)
        self.label = QGraphicsSimpleTextItem(text, self)
        self.label.setBrush(PAPER)
        self._rect = QRectF()
        self._show(text, TAG_PIXELS, TAG_PAD)

    @property
    def text(self) -> str:
        """The tag's text, whole (an inside tag's is shown wrapped where it must be: its
        :attr:`label`'s text then has line breaks, see :meth:`_fit_inside`)."""
        return self._text

    def _show(self, shown: str, pixels: int, pad: float, rise: float = 3.0) -> None:
        """Show ``shown`` at ``pixels`` with ``pad`` pixels either side, ``rise`` above and
        below."""
        self.prepareGeometryChange()
        self.label.setFont(board_font(pixels, bold=True))
        self.label.setText(shown)
        text_rect = self.label.boundingRect()
        self._rect = QRectF(
            0,
            -text_rect.height() - 2 * rise,
            text_rect.width() + 2 * pad,
            text_rect.height() + 2 * rise,
        )
        self.label.setPos(pad, self._rect.top() + rise)

    def _fit_inside(self, width: float, height: float) -> None:
        """An inside tag within its piece, ``width`` × ``height`` screen pixels (issue 18:
        Black Sheep's "then discard" on 45 px cards at 800×600 was 115 px wide, over three
        cards): on one line where it fits, else wrapped between words (Chinese and Japanese
        between phrases: :func:`keep_phrases`), its text smaller if need be, down to
        :data:`TAG_SMALLEST`; no taller than :data:`INSIDE_HEIGHT` of the piece (its corners,
        a card's value and key, stay in sight), for which it may reach :data:`INSIDE_SPILL`
        pixels past the piece's sides (into the gaps beside it)."""
        key = (round(width), round(height))
        if key == self._fitted_to:
            return
        self._fitted_to = key
        one_line = QFontMetricsF(board_font(TAG_PIXELS, True)).horizontalAdvance(self._text)
        if one_line + 2 * TAG_PAD <= width:
            self._show(self._text, TAG_PIXELS, TAG_PAD)
            return
        text = keep_phrases(self._text, language())
        tallest = height * INSIDE_HEIGHT
        for pixels in range(TAG_PIXELS, TAG_SMALLEST - 1, -1):
            font = board_font(pixels, True)
            for spill in (0.0, INSIDE_SPILL):
                lines, fits = _wrapped(text, font, width + spill - 2 * INSIDE_PAD)
                self._show("\n".join(lines), pixels, INSIDE_PAD, INSIDE_RISE)
                if fits and self._rect.height() <= tallest:
                    return
        lines, _ = _wrapped(text, board_font(TAG_SMALLEST, True), width - 2 * INSIDE_PAD)
        self._show("\n".join(lines), TAG_SMALLEST, INSIDE_PAD, INSIDE_RISE)

    def set_place(self, place: str) -> None:
        """Put the tag at ``place`` (one of :data:`PLACES`; ``"own"``: where its spot asks,
        see :class:`HintSpot`) from the next :meth:`follow` on."""
        inside = self.own_inside if place == "own" else place == "inside"
        if inside != self.inside:  # (an inside tag's text may be wrapped: one line again)
            self._fitted_to = (-1, -1)
            self._show(self._text, TAG_PIXELS, TAG_PAD)
        self.place, self.inside = place, inside

    def follow(self) -> None:
        """Sit on the top-left corner of :attr:`ring` as the view shows it now (the ring may
        belong to an item that ignores the view's zoom, or to one that moved), or at its
        :attr:`place`; never outside the view (pulled back in at its edges)."""
        ring = self.ring
        scene = ring.scene()
        views = scene.views() if scene is not None else []
        if not views:
            return
        view = views[0]
        # on a big piece, on the ring's line (half on the piece: less hidden around it); on
        # a small one (a die), above the ring (the piece stays in sight)
        scale = max(abs(ring.deviceTransform(view.viewportTransform()).m11()), 1e-3)
        tall = ring.rect.height() * scale >= 4 * self._rect.height()
        shift = QPointF()  # (in the view's pixels)
        if self.inside:  # (its middle on the piece's, no wider than it)
            self._fit_inside(ring.drawn.width() * scale, ring.drawn.height() * scale)
            corner, lift = ring.drawn.center(), self.lift
            shift = QPointF(-self._rect.width() / 2, self._rect.height() / 2)
        elif self.place != "own":
            corner, shift, lift = self._placed(ring.rect, scale)
            shift += QPointF(self.slide * self._rect.width(), 0)
        elif self.on_edge:  # (its right end at the piece's, a third of it on the piece)
            corner, lift = ring.drawn.bottomRight(), self.lift
            shift = QPointF(-self._rect.width(), self._rect.height() * 2 / 3)
        elif self.below and ring.tight(scale):  # (right under the piece: no room around)
            corner, lift = ring.drawn.bottomLeft(), -self.lift - 1
        elif self.below:  # under the ring (the tag's rect lies above its position)
            corner = ring.rect.bottomLeft() + QPointF(-RING_GAP, RING_GAP + 2) / scale
            lift = -self.lift - 1
        else:
            down = TAG_PIXELS * 0.7 if tall else -RING_GAP - 1
            corner = ring.rect.topLeft() + QPointF(-RING_GAP, down) / scale
            lift = self.lift
        on_screen = ring.deviceTransform(view.viewportTransform()).map(corner)
        on_screen += shift - QPointF(0, lift * (self._rect.height() + 2))
        # never out of the view (a tag under a piece at the board's foot): pulled back in
        port = view.viewport().rect()
        x = min(on_screen.x(), port.right() - self._rect.width())
        y = min(on_screen.y(), float(port.bottom()))
        on_screen = QPointF(max(x, 0.0), max(y, self._rect.height()))
        inverse, _ = view.viewportTransform().inverted()
        spot = inverse.map(on_screen)
        if spot != self.pos():
            self.setPos(spot)

    def _placed(self, rect: QRectF, scale: float) -> tuple[QPointF, QPointF, float]:
        """The corner of ``rect`` (the ring's, its item's units) the tag's :attr:`place`
        starts from, the shift from there in screen pixels, and the lift (see :meth:`follow`)."""
        g, w, h, place = RING_GAP / scale, self._rect.width(), self._rect.height(), self.place
        if place in ("below", "below_right"):
            right = place == "below_right"
            corner = (rect.bottomRight() if right else rect.bottomLeft()) + QPointF(
                0, g + 2 / scale
            )
            return corner, QPointF(-w if right else 0.0, h), -self.lift
        if place in ("right", "left"):  # (lifted: further out sideways, half a tag a step)
            right, out = place == "right", RING_LINE + self.lift * w / 2
            corner = (rect.topRight() + QPointF(g, 0)) if right else rect.topLeft() - QPointF(g, 0)
            return corner, QPointF(out if right else -w - out, h), 0.0
        right = place == "above_right"
        corner = (rect.topRight() if right else rect.topLeft()) - QPointF(0, g + 1 / scale)
        return corner, QPointF(-w if right else 0.0, 0.0), self.lift

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._rect.adjusted(-1, -1, 1, 1)

    def screen_rect(self, view: Any) -> QRectF:
        """Where the tag is in ``view``'s viewport (pixels)."""
        return self.deviceTransform(view.viewportTransform()).mapRect(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#FFFFFF"), 1.5))
        painter.setBrush(HINT)
        painter.drawRoundedRect(self._rect, 6, 6)


def _wrapped(text: str, font: QFont, width: float) -> tuple[list[str], bool]:
    """``text`` broken into lines at most ``width`` pixels wide in ``font``, between words
    only (Qt's breaker: word joiners keep Chinese and Japanese words whole); and whether every
    line fits (a word wider than ``width`` is a line of its own, wider)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines: list[str] = []
    fits = True
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1.0, width))
        lines.append(qt_slice(text, line.textStart(), line.textLength()).strip())
        fits = fits and line.naturalTextWidth() <= width
    layout.endLayout()
    return [x for x in lines if x], fits


def _room(item: QGraphicsItem, rect: QRectF) -> float:
    """The free space (``item``'s units) between ``rect`` (in ``item``) and the nearest
    visible item of its kind beside it with the same parent (a button of the same row or
    column); one that overlaps it (a fanned hand) does not count."""
    parent, scene = item.parentItem(), item.scene()
    others = parent.childItems() if parent is not None else scene.items() if scene else []
    room = float("inf")
    for other in others:
        if other is item or type(other) is not type(item) or other.parentItem() is not parent:
            continue
        if not other.isVisible():
            continue
        r = item.mapRectFromItem(other, _drawn(other))
        apart = max(r.left() - rect.right(), rect.left() - r.right())
        apart = max(apart, r.top() - rect.bottom(), rect.top() - r.bottom())
        if apart >= 0:
            room = min(room, apart)
    return room


def _drawn(item: QGraphicsItem) -> QRectF:
    """Where ``item`` draws itself (its units): a kit box's ``rect`` (its bounding rect has
    room for its line and glow), else its shape's bounds."""
    rect = getattr(item, "rect", None)
    return QRectF(rect) if isinstance(rect, QRectF) else item.shape().boundingRect()


def _tries(tag: HintTag) -> list[tuple[float, str, float]]:
    """The places a tag may take, in the order tried: ``(lift, place, slide)``, every place of
    :data:`PLACES` first right by the ring, then ½, 1, 1½ and 2 steps further out (a tag's
    height over or under the ring, half its width beside it); a row's tag (:attr:`HintTag.row`)
    first above and below the ring, slid along the row by quarters of its width."""
    if tag.own_inside:
        return [(0, "own", 0.0)]
    slides = [k / 4 * d for k in range(5) for d in ((1,) if k == 0 else (-1, 1))]
    row = [(0, p, x) for x in slides for p in ("above", "below")] if tag.row else []
    plain = [(0, p) for p in PLACES] + [(n, p) for n in (0.5, 1, 1.5, 2) for p in PLACES[1:-1]]
    return row + [(n, p, 0.0) for n, p in plain]


def _shown_texts(scene: QGraphicsScene, view: Any) -> list[QRectF]:
    """Where the scene's visible texts are in ``view``'s viewport (pixels; the hint tags'
    own left out): labels, boxes' texts, a tile's numbers (:func:`drawn_texts`)."""
    out: list[QRectF] = []
    transform = view.viewportTransform()
    for item in scene.items():
        if not item.isVisible() or item.effectiveOpacity() == 0:
            continue
        if isinstance(item, HintTag) or isinstance(item.parentItem(), HintTag):
            continue
        pieces = drawn_texts(item)
        if pieces:
            t = item.deviceTransform(transform)
            out.extend(t.mapRect(piece.rect) for piece in pieces)
    return out


def _shown(item: QGraphicsItem, port: Any) -> QRectF:
    """Where ``item`` is drawn in a view whose viewport transform is ``port`` (pixels)."""
    return item.deviceTransform(port).mapRect(_drawn(item))


def _area(rect: QRectF, other: QRectF) -> float:
    """The area (pixels²) ``rect`` and ``other`` share."""
    both = rect.intersected(other)
    return max(0.0, both.width()) * max(0.0, both.height())


def alive(item: QGraphicsItem | None) -> bool:
    """Whether ``item`` still exists (not deleted with its parent or its scene) and lies in a
    scene."""
    return item is not None and shiboken6.isValid(item) and item.scene() is not None


class HintMarks(QObject):
    """The hint rings of one board (see the module docstring).

    ``spots(action)`` gives the :class:`HintSpot` s of an action (the board's
    :meth:`~farmhouse.app.board.view.BoardView.hint_spots`). :attr:`action` is the action
    shown (None: none); :attr:`rings` the rings now on the board, :attr:`tags` their tags.
    """

    def __init__(
        self, scene: QGraphicsScene, spots: Callable[[Any], Sequence[HintSpot]], parent: QObject
    ) -> None:
        super().__init__(parent)
        self._scene = scene
        self._spots = spots
        self.action: Any = None
        self.caption = ""
        self.rings: list[HintRing] = []
        self.tags: list[HintTag] = []
        self._key: list[tuple[Any, ...]] | None = None
        self._scheduled = False
        self._watched: list[QWidget] = []  # (the viewports whose paints refresh the marks)

    @property
    def shown(self) -> bool:
        """True while an action is being shown."""
        return self.action is not None

    def show(self, action: Any, caption: str = "") -> bool:
        """Ring the pieces of ``action``; ``caption`` tags the first ring (e.g. "Hint · 62%").
        Returns True if the board has pieces to ring for it."""
        self.clear()
        self.action = action
        self.caption = caption
        self._watch()
        self.refresh()
        return bool(self.rings)

    def clear(self) -> None:
        """Take every ring away."""
        self.action = None
        self._key = None
        self._remove()
        for viewport in self._watched:
            if shiboken6.isValid(viewport):
                viewport.removeEventFilter(self)
        self._watched = []

    def _watch(self) -> None:
        """Watch the paints of the scene's views (see the module docstring)."""
        for view in self._scene.views():
            viewport = view.viewport()
            viewport.installEventFilter(self)
            self._watched.append(viewport)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """A watched viewport is painted: refresh the marks in the next turn of the event
        loop (once; the paint goes on)."""
        if event.type() == QEvent.Type.Paint and self.action is not None and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.refresh)
        return False

    def refresh(self) -> None:
        """Ask for the spots again and ring them anew if they changed (or a ringed piece was
        taken off the board)."""
        self._scheduled = False
        if self.action is None:
            return
        spots = list(self._spots(self.action))
        key = [s.key() for s in spots]
        if key == self._key and all(alive(r) for r in self.rings):
            for tag in self.tags:
                tag.follow()
            return
        self._remove()
        self._key = key
        said: set[str] = set()
        for i, spot in enumerate(spots):
            label = "" if spot.label in said else spot.label  # "pay" once for two dice
            said.add(spot.label)
            self._ring(spot, self.caption if i == 0 else "", label)
        self._spread_tags()

    def _ring(self, spot: HintSpot, caption: str, label: str) -> None:
        item = spot.item
        if item is not None:
            if not alive(item):
                return
            rect = item.shape().boundingRect() or item.boundingRect()
            drawn = _drawn(item)
            ring = HintRing(rect, item, _room(item, drawn), drawn)
        elif spot.rect is not None:
            ring = HintRing(spot.rect)
            ring.setZValue(HINT_Z)
            self._scene.addItem(ring)
            if spot.picture is not None:
                picture = spot.picture()
                picture.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                picture.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
                picture.setParentItem(ring)  # (the ring lies at the scene's origin)
        else:
            return
        ring.on_edge = spot.tag_on_edge
        self.rings.append(ring)
        texts = [t for t in (caption, label) if t]
        if texts:
            #: Between the hint's caption and a piece's label on the board ("Hint 62% · here").
            glue = QCoreApplication.translate("HintMarks", " · ")
            below, edge, inside = spot.tag_below, spot.tag_on_edge, spot.tag_inside
            tag = HintTag(glue.join(texts), ring, below, edge, inside=inside, row=spot.tag_row)
            self._scene.addItem(tag)
            tag.follow()
            self.tags.append(tag)

    def _spread_tags(self) -> None:
        """Place each tag where it covers no text the board shows and no earlier tag: its
        own place if it can, else the first of :data:`PLACES` that covers nothing, else the
        same a tag height or two further from the piece (an inside tag stays inside), else
        the one that covers least; a tag that would still cover an earlier one is lifted
        above it, in whole tag heights on screen."""
        views = self._scene.views()
        if not views:
            return
        view = views[0]
        texts = _shown_texts(self._scene, view)
        placed: list[QRectF] = []
        port = view.viewportTransform()  # (the other pieces the hint rings: not hidden)
        rings = [(r, r.deviceTransform(port).mapRect(r.drawn)) for r in self.rings]
        for tag in self.tags:
            best: tuple[float, str, float, float] = (float("inf"), "own", 0, 0.0)
            pieces = texts + [rect for ring, rect in rings if ring is not tag.ring]
            parent = tag.ring.parentItem()  # (a row's tag: never on a piece of the row)
            row = parent.parentItem() if tag.row and parent is not None else None
            if row is not None:
                pieces += [_shown(i, port) for i in row.childItems() if i.isVisible()]
            for lift, place, slide in _tries(tag):
                tag.set_place(place)
                tag.lift, tag.slide = lift, slide
                tag.follow()
                rect = tag.screen_rect(view)
                cost = sum(_area(rect, t) for t in pieces) + sum(_area(rect, t) for t in placed) * 4
                best = min(best, (cost, place, lift, slide), key=lambda b: b[0])
                if cost == 0:
                    break
            tag.set_place(best[1])
            tag.lift, tag.slide = best[2], best[3]
            tag.follow()
            while True:
                rect = tag.screen_rect(view)
                if not any(rect.intersects(other) for other in placed) or tag.lift > 5:
                    break
                tag.lift += 1
                tag.follow()
            placed.append(tag.screen_rect(view))

    def _remove(self) -> None:
        for ring in self.rings:
            if shiboken6.isValid(ring):
                scene = ring.scene()
                if scene is not None:
                    scene.removeItem(ring)  # (also from the item it rings)
        for tag in self.tags:
            if shiboken6.isValid(tag) and tag.scene() is not None:
                tag.scene().removeItem(tag)
        self.rings = []
        self.tags = []
