"""SeatPlate: a seat's name plate on a board — its panel in the seat's colour with the seat's
symbol, the name (kept whole), the turn badge ("▶ your turn", "▶ to play", a final score)
and, optionally, count lines under the name; lit while it is that seat's turn.

The name is never cut while the rest can give way (:func:`fit_plate`): where the name and
the badge do not fit side by side, the badge says less (the next of its texts: "▶" for
"▶ your turn"), then the name is set smaller, down to the plate's least size, then on two
lines broken between its words (never inside a Chinese or Japanese word); only a name too
long even then is elided. The plate's texts are its tooltips and accessible names: the name
label says the plate's ``tip`` (the name, or more: "Ann, 3 cards"), a shortened badge its
full text.

The panel is drawn twice, plain and lit, and a turn change only shows the other copy
(:meth:`SeatPlate.light`): the panel's layer is redrawn only when its place, name or counts
change; the badge has a layer of its own. A panel that holds more than the plate (a seat's
herds, its cards) lights only its head (``head=``): the plain panel stays, a lit strip of that
height lies over its top and its frame is ``lit_border`` wide. ``ink=`` draws the frame and
symbol in one colour instead of the seat's (a board whose seat colours could be mistaken for
a secret colour).
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

import math
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, PAPER
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, name_lines, text_item, text_width

#: The lit panel's paper (the seat on turn).
LIT = QColor("#FFEFC4")
#: The gap (scene units) between the name and the badge, and right of them.
GAP = 12.0
#: Where a name on two lines starts, below the panel's top (scene units).
NAME_TOP = 3.0


class PlateFit(NamedTuple):
    """How a plate shows a name beside a badge (see :func:`fit_plate`): ``lines`` the name as
    drawn (one line, or two broken between its words), ``name`` the name whole, ``badge`` the
    badge's text as shown ("" for none), ``full_badge`` its full text (its tooltip where
    ``badge`` says less), ``badge_w`` the badge's width and ``name_size`` the name's font size
    (scene units)."""

    lines: tuple[str, ...]
    name: str
    badge: str
    full_badge: str
    badge_w: float
    name_size: float


def line_height(lines: Sequence[str], size: float, bold: bool = True) -> float:
    """The height (scene units, whole) of a line of any of ``lines`` in :func:`board_font`
    ``(size, bold)``: the font's line spacing, or more where another font draws some of the
    letters (Chinese and Japanese glyphs come from a taller font: 28 units at 19, where the
    Latin font's lines are 22 apart, so that two lines spaced by the latter touched)."""
    metrics = QFontMetricsF(board_font(size, bold))
    heights = [metrics.lineSpacing(), *(metrics.boundingRect(line).height() for line in lines)]
    return float(math.ceil(max(heights)))


def under_name(rect: QRectF, top: float, gap: float = 2.0) -> QRectF:
    """``rect`` (what lies under a plate's name: Black Sheep's corral) starting at ``top`` +
    ``gap`` where that is lower (``top``: the scene y where the name ends, the panel's top
    plus :meth:`SeatPlate.name_height`), as much smaller: its shape, bottom and centre kept."""
    drop = top + gap - rect.top()
    if drop <= 0:
        return QRectF(rect)
    height = rect.height() - drop
    width = rect.width() * height / rect.height()
    return QRectF(rect.center().x() - width / 2, rect.top() + drop, width, height)


def badge_width(text: str, size: float) -> float:
    """The width (scene units) of a badge saying ``text`` in bold ``size`` (0 for none)."""
    return text_width(text, size, True) + 24 if text else 0.0


def fit_plate(
    name: str,
    room: float,
    size: float,
    badges: Sequence[str] = ("",),
    *,
    min_size: float,
    badge_size: float,
    beside: bool = True,
    full: str | None = None,
    two_lines: bool = True,
) -> PlateFit:
    """How ``name`` fits in ``room`` scene units beside a badge: ``badges`` are the badge's
    texts from the fullest to the briefest (``("",)`` for no badge); the first that lets the
    name fit at ``size``, else the briefest with the name at ``min_size``, else the name on
    two lines at ``min_size`` (broken between its words; what still does not fit is elided).
    With ``beside`` False the badge lies elsewhere (under the panel's content): the name has
    the whole room and the badge says ``badges[0]``. ``full``: the badge's full text (its
    tooltip when shown shorter; default ``badges[0]``). ``two_lines`` False: a name that does
    not fit at ``min_size`` stays on one line, elided (a plate with no room for a second)."""
    full = full if full is not None else badges[0] if badges else ""
    tries = [(b, size) for b in badges] if beside else [("", size)]
    tries.append((tries[-1][0], min_size))
    for badge, name_size in tries:
        room_left = room - (badge_width(badge, badge_size) + GAP if badge else 0.0)
        if text_width(name, name_size, True) <= room_left:
            shown = badge if beside else full
            return PlateFit((name,), name, shown, full, badge_width(shown, badge_size), name_size)
    badge = tries[-1][0] if beside else full
    room_left = room - (badge_width(badge, badge_size) + GAP if badge and beside else 0.0)
    lines = name_lines(name, min_size, room_left, True) if two_lines else [name]
    metrics = QFontMetricsF(board_font(min_size, True))
    kept = tuple(
        metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, max(room_left, 20)) for line in lines
    )
    return PlateFit(kept, name, badge, full, badge_width(badge, badge_size), min_size)


class SeatPlate:
    """Seat ``seat``'s name plate (see the module docstring), drawn on ``scene`` into two
    layers of its own (:attr:`layer`: the panel, symbol, name and counts; :attr:`badge_layer`:
    the badge), stacked at ``z``.

    ``border``/``radius``: the panel's outline width and corner radius; ``symbol``: the seat
    symbol's centre from the panel's top left and ``symbol_r`` its radius; ``name_left``: where
    the name starts from the panel's left edge; ``badge_size``: the badge's font size;
    ``min_size``: the least size of the name and the counts (scene units). Optional (the
    default: the whole panel lit, in the seat's colour): ``head``, the height of the lit strip
    over the panel's top (the rest of the panel stays plain); ``lit_border``, the frame's
    width while lit; ``ink``, the colour of the frame and of the symbol (ringed with paper)."""

    def __init__(
        self,
        scene: QGraphicsScene,
        seat: int,
        *,
        z: float = 0.0,
        border: float = 4.0,
        radius: float = 14.0,
        symbol: tuple[float, float] = (24.0, 24.0),
        symbol_r: float = 11.0,
        name_left: float = 44.0,
        badge_size: float = 20.0,
        min_size: float = 19.0,
        head: float | None = None,
        lit_border: float | None = None,
        ink: QColor | None = None,
    ) -> None:
        self.seat = seat
        self.layer = Layer(scene, z)
        self.badge_layer = Layer(scene, z)
        self.border, self.radius = border, radius
        self.symbol, self.symbol_r = QPointF(*symbol), symbol_r
        self.name_left = name_left
        self.badge_size, self.min_size = badge_size, min_size
        self.head, self.ink = head, ink
        self.lit_border = border if lit_border is None else lit_border
        self.plain: Box | None = None
        self.lit: Box | None = None
        self.badge: Box | None = None
        self.name_right = 0.0  # where the drawn name ends (scene x)

    def fit(
        self,
        rect: QRectF,
        name: str,
        size: float,
        badges: Sequence[str] = ("",),
        *,
        beside: bool = True,
        full: str | None = None,
    ) -> PlateFit:
        """:func:`fit_plate` for a panel ``rect``: the room right of the symbol."""
        room = rect.width() - self.name_left - GAP
        return fit_plate(
            name,
            room,
            size,
            badges,
            min_size=self.min_size,
            badge_size=self.badge_size,
            beside=beside,
            full=full,
        )

    def name_height(self, fit: PlateFit) -> float:
        """The height (scene units, from the panel's top) the name takes as ``fit`` lays it
        out (to its last line's bottom): what lies under the name starts lower."""
        spacing = line_height(fit.lines, fit.name_size)
        if len(fit.lines) == 1:
            return self.symbol.y() + spacing / 2
        return NAME_TOP + len(fit.lines) * spacing

    def show(
        self,
        rect: QRectF,
        fit: PlateFit,
        lit: bool,
        *,
        badge_at: QRectF | None = None,
        counts: Sequence[tuple[str, str]] = (),
        tip: str | None = None,
    ) -> None:
        """Show the plate in ``rect`` with the name and badge as ``fit`` lays them out, lit
        when ``lit`` (the badge then gold). ``badge_at``: where the badge lies (default: right
        of the name); ``counts``: lines ``(text, tooltip)`` under the name; ``tip``: the
        name's tooltip and accessible name (default: the name)."""
        tip = fit.name if tip is None else tip
        key = (rect.getRect(), fit.lines, fit.name, fit.name_size, tuple(counts), tip)
        self.layer.refresh(key, self._draw_panel, rect, fit, counts, tip)
        self.light(lit)
        where = badge_at.getRect() if badge_at is not None else None
        self.badge_layer.refresh(
            (rect.getRect(), fit, lit, where), self._draw_badge, rect, fit, lit, badge_at
        )

    def light(self, on: bool) -> None:
        """Show the panel lit (the seat on turn) or plain (a lit head: over the plain panel,
        whose frame is then ``lit_border`` wide)."""
        if self.lit is not None and self.plain is not None and self.lit.isVisible() != on:
            self.lit.setVisible(on)
            if self.head is None:
                self.plain.setVisible(not on)
            elif self.plain.border_width != (width := self.lit_border if on else self.border):
                self.plain.border_width = width
                self.plain.update()  # (an unchanged frame is not repainted, nor what lies on it)

    @property
    def is_lit(self) -> bool:
        """True while the plate is shown lit."""
        return self.lit is not None and self.lit.isVisible()

    def clear(self) -> None:
        """Take the plate off the board."""
        self.layer.clear()
        self.badge_layer.clear()
        self.plain = self.lit = self.badge = None

    def invalidate(self) -> None:
        """Draw anew at the next :meth:`show` (a language switch)."""
        self.layer.invalidate()
        self.badge_layer.invalidate()

    def _draw_panel(
        self, layer: Layer, rect: QRectF, fit: PlateFit, counts: Sequence[tuple[str, str]], tip: str
    ) -> None:
        colour = seat_qcolour(self.seat) if self.ink is None else self.ink
        self.plain = Box(rect, PAPER, colour, self.radius, parent=layer)
        self.plain.border_width = self.border
        if self.head is None:
            self.lit = Box(rect, LIT, colour, self.radius, parent=layer)
            self.lit.border_width = self.lit_border
            self.lit.glow = INK
        else:  # a strip inside the plain panel's frame
            inset = self.lit_border
            strip = QRectF(rect.left(), rect.top(), rect.width(), self.head)
            strip.adjust(inset, inset, -inset, 0)
            self.lit = Box(strip, LIT, None, max(0.0, self.radius - inset), parent=layer)
        self.lit.setVisible(False)
        centre = rect.topLeft() + self.symbol
        symbol = seat_symbol(self.seat, centre, self.symbol_r, layer, fill=self.ink)
        if self.ink is not None:
            symbol.setPen(QPen(PAPER, max(1.5, self.symbol_r / 5)))
        symbol.setZValue(1)
        spacing = line_height(fit.lines, fit.name_size)  # (the lines apart in any script)
        # one line centred on the symbol; two lines from the panel's top
        top = centre.y() - spacing / 2 if len(fit.lines) == 1 else rect.top() + NAME_TOP
        left = rect.left() + self.name_left
        self.name_right = left
        for i, line in enumerate(fit.lines):
            label = text_item(layer, line, QPointF(left, top + i * spacing), fit.name_size, True)
            label.setToolTip(tip)
            label.setZValue(1)  # (above both panels)
            right = label.pos().x() + label.boundingRect().width() * label.scale()
            self.name_right = max(self.name_right, right)
        top += len(fit.lines) * spacing
        for text, count_tip in counts:
            count = text_item(
                layer,
                text,
                QPointF(left, top),
                self.min_size,
                False,
                INK,
                "left",
                rect.right() - GAP - left,
                self.min_size,
            )
            count.setToolTip(count_tip)
            count.setZValue(1)
            top += QFontMetricsF(board_font(self.min_size)).lineSpacing()

    def _draw_badge(
        self, layer: Layer, rect: QRectF, fit: PlateFit, lit: bool, at: QRectF | None
    ) -> None:
        self.badge = None
        if not fit.badge:
            return
        if at is None:
            at = QRectF(self.name_right + GAP, rect.top() + 8, fit.badge_w, 32)
        badge = Box(at, GOLD if lit else PAPER, INK, 15, fit.badge, self.badge_size)
        badge.setParentItem(layer)
        if fit.badge != fit.full_badge:
            badge.setToolTip(fit.full_badge)
        self.badge = badge
