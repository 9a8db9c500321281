"""The game page's list of players: a line per seat (:class:`SeatLine`: its shape in its
colour, its name with the AI level, a summary of what it holds), as tight as the side panel's
room needs (the game page chooses: ``GamePage._fit_seats``), in an area that scrolls, whole
lines only, where even the tightest lines do not fit (:class:`SeatsArea`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QFont,
    QFontInfo,
    QFontMetrics,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from farmhouse.app.board.linebreak import keep_words, plain
from farmhouse.app.board.palette import INK
from farmhouse.app.board.seats import seat_qcolour, seat_shape, symbol_path
from farmhouse.app.labels import plain_label, text_box
from farmhouse.app.name_fit import name_lines

# The widest a player's name may be on its seat line before it is elided (the side panel is
# 300 px wide).
SEAT_NAME_WIDTH = 236
# How tight a seat line's summary is shown (SeatLine.set_tight): with room for two lines, as
# tall as its text, its first line only.
ROOMY, AS_TALL, ONE_LINE = 0, 1, 2
# How small a seat line's text is (SeatLine.set_tight): in the app's font, its summary in
# SMALL_TEXT_PX, its name too (a long name whole over two lines where five seats share the
# list: issue 18, 1280 × 720). SMALL_TEXT_PX is the least size a player must read.
FULL_SIZE, SMALL_SUMMARY, SMALL_NAME = 0, 1, 2
SMALL_TEXT_PX = 12
# The summaries' heights and sizes the side panel tries (GamePage._fit_seats), roomiest
# first: wrapped between its parts, then in 12 px text, then on one line in 12 px text (the
# first that fits with every figure shown; else the first that fits, cut with "…").
SUMMARY_WAYS = (
    (ROOMY, FULL_SIZE),
    (AS_TALL, FULL_SIZE),
    (AS_TALL, SMALL_SUMMARY),
    (ONE_LINE, SMALL_SUMMARY),
)
# What separates the parts of a seat's summary (the games' seat_summary): a summary shown on
# one line keeps its first parts whole.
SUMMARY_PARTS = " · "


def seat_chip(seat: int, coloured: bool, size: int = 16, ratio: float = 1.0) -> QPixmap:
    """Seat ``seat``'s shape (circle, triangle, …, as on the boards) as a ``size`` px pixmap
    at device pixel ratio ``ratio``: in the seat's colour, or in ink when not ``coloured``."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(seat_qcolour(seat) if coloured else INK)
    painter.drawPath(symbol_path(seat_shape(seat), QPointF(size / 2, size / 2), size / 2 - 1.5))
    painter.end()
    return pixmap


class SeatLine(QFrame):
    """One seat in the side panel: its shape (in its colour, or in ink for a game whose own
    colours a seat colour could be taken for), name (AI level), summary.

    The summary is shown at one of three heights (:meth:`set_tight`, chosen by the side
    panel so that every seat fits whole): :data:`ROOMY` (room for two lines while the game
    runs), :data:`AS_TALL` (as tall as its text, a line too wide broken between its " · "
    parts: :func:`part_lines`) or :data:`ONE_LINE` (its first line only, ending in "…"
    where parts are left out; the whole summary is its tooltip then); the whole summary is
    always its accessible name; and at
    one of three sizes: :data:`FULL_SIZE` (the app's font), :data:`SMALL_SUMMARY` (the
    summary :data:`SMALL_TEXT_PX` px high) or :data:`SMALL_NAME` (the name too), so that a
    long name stays whole where the seats would not fit with it otherwise."""

    def __init__(self, seat: int, coloured: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        self._margins = 4  # (top and bottom, pixels)
        chip = QLabel()
        chip.setFixedSize(16, 16)
        chip.setPixmap(seat_chip(seat, coloured, 16, self.devicePixelRatioF()))
        self.chip = chip
        self.name = plain_label()
        self.name.setWordWrap(True)
        self.summary = plain_label()
        self.summary.setObjectName("muted")
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary_text = ""  # (the whole summary: shown, or its first line shown)
        self._kept: list[str] = []  # (summaries it keeps the room of: set_summary)
        self._room = True  # (fit: the game runs)
        self._tight = ROOMY  # (set_tight)
        self._wrap_name = True  # (set_tight: a long name over two lines)
        self._small = FULL_SIZE  # (set_tight: how small the text is)
        self._template, self._full_name = "%1", ""  # (set_name)
        self._names_at: dict[tuple[bool, int, QFont], str] = {}  # (_name_at's answers)
        self._fonts_for: QFont | None = None  # (fonts: for which font)
        self._fonts = (QFont(), QFont())  # (fonts: full and small)
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name)
        text.addWidget(self.summary)
        layout.addWidget(chip, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(text, 1)

    def set_name(self, template: str, name: str) -> None:
        """Show ``template`` (``%1``, maybe with the AI level) with ``name`` for ``%1``: the
        name whole, on one line where it fits; a name wider than the line by itself goes
        on over a second line, broken between its words or phrases, or, where the side
        panel has no room for that (:meth:`set_tight`) or it would take more lines, is
        shortened with "…". The rest wraps onto the next line if need be. The whole text
        is the tooltip."""
        self._template, self._full_name = template, name
        self._names_at = {}
        self.name.setToolTip(template.replace("%1", name))
        self._show_name()

    def fonts(self, small: int) -> tuple[QFont, QFont]:
        """The name's and the summary's fonts at size ``small`` (:data:`FULL_SIZE`,
        :data:`SMALL_SUMMARY`, :data:`SMALL_NAME`): the app's font (the line's own), or one
        :data:`SMALL_TEXT_PX` px high (never larger than the app's)."""
        self.ensurePolished()
        font = self.font()
        if self._fonts_for != font:  # (asked some 300 times as a save opens: made once)
            full = QFont(font)
            smaller = QFont(full)
            if QFontInfo(full).pixelSize() > SMALL_TEXT_PX:
                smaller.setPixelSize(SMALL_TEXT_PX)
            self._fonts_for, self._fonts = QFont(font), (full, smaller)
        full, smaller = self._fonts
        return (smaller if small >= SMALL_NAME else full), (
            smaller if small >= SMALL_SUMMARY else full
        )

    def fit_key(self) -> tuple[Any, ...]:
        """What the side panel's fit of this line depends on (its texts and those whose room
        it keeps, the widths of its name and summary, its font, whether the game runs): the
        same key, the same fit."""
        return (
            self.summary_text,
            tuple(self._kept),
            self._template,
            self._full_name,
            self.name.width(),
            self.summary.width(),
            self.font(),  # (compared as a font: its key took 3.6 µs to make)
            self._room,
        )

    def name_wraps(self) -> bool:
        """Whether the name, too wide for one line, is shown whole over more lines where
        :meth:`set_tight` lets it (else it is shortened with "…")."""
        font = self.fonts(FULL_SIZE)[0]
        return self._name_at(True, font) != self._name_at(False, font)

    def _name_at(self, wrap: bool, font: QFont) -> str:
        """The name line's text in ``font`` with the name over two lines where it must
        (``wrap``), or shortened to one (see :meth:`set_name`)."""
        width = max(self.name.width(), SEAT_NAME_WIDTH)  # (the line's, once laid out)
        key = (wrap, width, QFont(font))
        if key not in self._names_at:  # (the side panel's fit asks again and again)
            self._names_at[key] = self._name_text(wrap, width, font)
        return self._names_at[key]

    def _name_text(self, wrap: bool, width: int, font: QFont) -> str:
        template, name = keep_words(self._template), self._full_name
        return name_lines(template, name, font, width, wrap, SEAT_NAME_WIDTH)

    def _show_name(self) -> None:
        font = self.fonts(self._small)[0]
        if self.name.font() != font:
            self.name.setFont(font)
        text = self._name_at(self._wrap_name, font)
        if self.name.text() != text:
            self.name.setText(text)
        # (a name shortened with "…": the whole of it is heard, as the tooltip shows it)
        self.name.setAccessibleName(plain(self.name.toolTip()))

    def set_summary(self, text: str, keep: bool = False) -> None:
        """Show ``text`` (lines split by "\\n", words kept whole) as the summary, at the
        height :meth:`set_tight` chose. ``keep``: the line keeps the room of every summary
        it was given so while it was (its least height holds the tallest of them), so that
        it does not grow or shrink while they come and go (El Gaucho's final scoring: the
        shell gives it the final totals first, then the positions between; a Japanese
        summary grew a line mid-way and the game log moved 21 px: session 19's tester, Y8);
        a summary given without ``keep`` forgets them."""
        self.summary_text = text
        if not keep:
            self._kept = []
        elif text not in self._kept:
            self._kept.append(text)
        self._show_summary()

    def _kept_height(self, tight: int, font: QFont, width: int) -> int:
        """The height (pixels) of the tallest summary kept (:meth:`set_summary`) shown
        ``tight`` in ``font`` ``width`` px wide (0: none kept)."""
        kept = (self._summary_at(tight, font, text) for text in self._kept)
        return max((text_box(text, font, width).height() for text in kept), default=0)

    def fit(self, room: bool = True) -> None:
        """Keep room for two lines of summary while the game runs (it grows when figures are
        won, and the line must not push the other seats down when it does); once it is over
        (``room`` False) the summary is as tall as its text, so that the seats stand evenly
        apart (a one-line summary's room for a second showed as a wider gap under it)."""
        self._room = room
        self._show_summary()

    def set_tight(self, tight: int, wrap: bool = True, small: int = FULL_SIZE) -> None:
        """Show the summary :data:`ROOMY`, :data:`AS_TALL` or :data:`ONE_LINE` (0, 1, 2: the
        side panel's choice, see :meth:`~farmhouse.app.game_page.GamePage._fit_seats`); ``wrap``: a name wider than
        its line goes on over a second line (else it is shortened to one); ``small``: the
        text's size (:data:`FULL_SIZE`, :data:`SMALL_SUMMARY`, :data:`SMALL_NAME`)."""
        self._tight = tight
        self._wrap_name = wrap
        self._small = small
        self._show_name()
        self._show_summary()  # (its least height follows its width: anew every time)

    def height_at(self, tight: int, wrap: bool = True, small: int = FULL_SIZE) -> int:
        """The height (pixels) this line takes at its width with its summary shown
        ``tight``, its name over two lines where it must (``wrap``) and its text at size
        ``small`` (measured, nothing changed: :meth:`set_tight` would lay the panel out)."""
        tight = max(tight, 0 if self._room else AS_TALL)
        name_font, font = self.fonts(small)
        text = self._name_at(wrap, name_font)
        if text == self.name.text() and name_font == self.name.font():
            name = self.name.heightForWidth(self.name.width())
        else:
            name = text_box(text, name_font, self.name.width()).height()
        width = self.summary.width()
        text = self._summary_at(tight, font)
        height = text_box(text, font, width).height() if text else 0
        if tight == ROOMY:
            height = max(height, 2 * QFontMetrics(font).lineSpacing())
        height = max(height, self._kept_height(tight, font, width))
        return self._margins + max(self.chip.height(), name + height)

    def _summary_at(self, tight: int, font: QFont, summary: str | None = None) -> str:
        """The summary (``summary``, else the line's own) as shown ``tight`` in ``font``."""
        lines = (self.summary_text if summary is None else summary).split("\n")
        if tight != ONE_LINE:
            # a line wider than the label breaks between its parts (" · "), each part whole
            # where it fits a line: "64 pesos · 6 gauchos in supply" / "3 herds"
            width = self.summary.width() if self.summary.width() > 0 else SEAT_NAME_WIDTH
            return "\n".join(part_lines(line, font, width) for line in lines)
        width = SEAT_NAME_WIDTH  # (narrower than the line, scroll bar or not)
        if len(lines) == 1 and advance(lines[0], font) <= width:
            return lines[0]
        # its first line's parts ("101 pesos · 5 gauchos in supply · 0 herds") that fit on
        # one line, whole (no word is cut: a Chinese or Japanese line wrapped a long summary
        # onto a second line); "…" for what is left out: all of them where only the lines
        # after it are (issue 18: Bye-Bye's seat holding the Thieving Magpie lost its zoo's
        # count too, 「三張一組 0/3 · 手牌 16 …」, while every other seat showed its whole line)
        parts = lines[0].split(SUMMARY_PARTS)
        most = len(parts) if len(lines) > 1 else len(parts) - 1
        for kept in range(most, 0, -1):
            text = f"{SUMMARY_PARTS.join(parts[:kept])} …"
            if advance(text, font) <= width:
                return text
        return QFontMetrics(font).elidedText(f"{lines[0]} …", Qt.TextElideMode.ElideRight, width)

    def whole_at(self, tight: int, small: int = FULL_SIZE) -> bool:
        """Whether the summary shown ``tight`` at size ``small`` shows every figure of it
        (nothing left out for "…"; the side panel shrinks the text to 12 px before it cuts
        a summary: :meth:`~farmhouse.app.game_page.GamePage._fit_seats`)."""
        tight = max(tight, 0 if self._room else AS_TALL)
        text = self._summary_at(tight, self.fonts(small)[1])
        return tight != ONE_LINE or text == self.summary_text

    def _show_summary(self) -> None:
        tight = max(self._tight, 0 if self._room else AS_TALL)
        font = self.fonts(self._small)[1]
        if self.summary.font() != font:
            self.summary.setFont(font)
        text = self._summary_at(tight, font)
        if self.summary.text() != text:
            self.summary.setText(text)
        # the whole summary: its tooltip where it is cut, and always what is heard (its parts
        # apart, not the lines they were broken into)
        cut = tight == ONE_LINE and text != self.summary_text
        self.summary.setToolTip(plain(self.summary_text) if cut else "")
        self.summary.setAccessibleName(plain(self.summary_text).replace("\n", SUMMARY_PARTS))
        self.summary.ensurePolished()
        # its least height is the one measured for the fit (height_at), set outright: a
        # wrapping label's own minimum is worked out at some other width, and one line kept
        # two lines' minimum after a tighter fit (the list then scrolled by 11 px)
        width = self.summary.width()
        least = text_box(text, self.summary.font(), width).height() if text and width > 0 else 0
        if tight == ROOMY:
            least = max(least, 2 * self.summary.fontMetrics().lineSpacing())
        if width > 0:
            least = max(least, self._kept_height(tight, self.summary.font(), width))
        if self.summary.minimumHeight() != least:
            self.summary.setMinimumHeight(least)


# The widths advance() measured, by text and font (a copy: equal fonts have equal families,
# whose fallbacks set the width of Chinese and Japanese text). A fit of the seats measured
# the same summaries and their parts again and again: 264 measures, half of its time, as a
# save opened.
_ADVANCES: dict[tuple[str, QFont], int] = {}
# The most widths kept (then they are all forgotten: the same few come again).
ADVANCES_KEPT = 512


def advance(text: str, font: QFont) -> int:
    """The width (pixels) of ``text`` on one line in ``font`` (QFontMetrics.horizontalAdvance),
    measured once for the same text and font."""
    found = _ADVANCES.get((text, font))
    if found is None:
        if len(_ADVANCES) >= ADVANCES_KEPT:
            _ADVANCES.clear()
        found = _ADVANCES[text, QFont(font)] = QFontMetrics(font).horizontalAdvance(text)
    return found


def part_lines(line: str, font: QFont, width: int) -> str:
    """A seat summary's ``line`` ("64 pesos · 6 gauchos in supply · 3 herds") for a label
    ``width`` pixels wide in ``font``: unchanged where it fits; else broken into lines
    between its parts (:data:`SUMMARY_PARTS`, dropped where it breaks), as many whole parts
    on each as fit (a part wider than a line by itself wraps between its words)."""
    if advance(line, font) <= width:
        return line
    rows: list[str] = []
    for part in line.split(SUMMARY_PARTS):
        joined = f"{rows[-1]}{SUMMARY_PARTS}{part}" if rows else part
        if rows and advance(joined, font) <= width:
            rows[-1] = joined
        else:
            rows.append(part)
    return "\n".join(rows)


class PlacingLayout(QVBoxLayout):
    """A vertical layout that tells when it has placed its items: :attr:`placing` is True
    while it sets their geometries (one after another: the first resized is measured with the
    others' old sizes until then), and :attr:`placed` (a callable, if set) is called once it
    has. The side panel's layout: the seats are fitted to the room they share with the game
    log once both have their new sizes, not between the two (El Gaucho's final scoring fitted
    them to 436 px and 506 px for a moment, where they had 450)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.placing = False
        self.placed: Any = None  # (a callable of no arguments, or None)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        """Place the items in ``rect`` (pixels), then call :attr:`placed`."""
        was, self.placing = self.placing, True
        try:
            super().setGeometry(rect)
        finally:
            self.placing = was
        if not was and self.placed is not None:
            self.placed()


def scroll_viewport() -> QWidget:
    """A scroll area's viewport as Qt makes it (name, no background role), made here: asked
    for the one Qt made, PySide would first create the Python types (and some 80 enums) of
    every Qt widget class, about 10 ms of opening a save."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.NoRole)
    return viewport


class SeatsArea(QScrollArea):
    """The seat lines, scrolling only when the side panel is too low for all of them: its
    preferred height is theirs at its width (the layout gives it that before the log gets
    any), its least one seat line. Scrolled, it shows whole seat lines only: a line cut by
    its top or bottom edge is masked out (the panel shows through), and the scroll bar stops
    at seat lines' tops."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._snapping = False
        self._at = 0  # (the scroll bar's last value: which way it moves)
        self._sizing = False  # (_size_seats is to come)
        self.verticalScrollBar().valueChanged.connect(self._snap)

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt override)
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget():
            if event.type() == QEvent.Type.LayoutRequest:
                # its seats changed: the side panel lays itself out again, at once (once its
                # own layout request came, a frame was drawn between: the log moved twice)
                self.updateGeometry()
                self._lay_out_holder()
                self._size_seats()
                if not self._sizing:  # (again once the seat lines are laid out)
                    self._sizing = True
                    QTimer.singleShot(0, self, self._size_seats)
            elif event.type() == QEvent.Type.Resize:
                self.mask_cut_lines()
        return super().eventFilter(watched, event)

    def settle(self) -> None:
        """Lay the seats out now (their lines' new heights), and the widget this area is in
        with them: a change of the seats' heights and of the room around them (the game's
        end: the summaries' room for a second line and the thinking sign's room go, the log's
        least height falls) is then drawn in one step, not the room first and the seats in
        the next frame (the log moved twice)."""
        inner = self.widget()
        layout = inner.layout() if inner is not None else None
        if layout is None or not self.isVisible():
            return
        for line in self.entries():  # (their own layouts first: then the list's, the area's)
            own = line.layout()
            if own is not None:
                own.activate()
        layout.activate()
        self.updateGeometry()
        self._lay_out_holder()
        self._size_seats()

    def _choose_bar(self) -> bool:
        """Let the scroll bar show only where the seats, as wide as the area without it, are
        taller than the area (Qt asks at the width the viewport has: once a bar had come for
        a moment, the seats, narrower, wrapped and asked for more, and it stayed, the lines
        cut by the viewport's edge). True if that changed the bar's policy."""
        inner = self.widget()
        if inner is None or not inner.hasHeightForWidth():
            return False
        room = self.maximumViewportSize()
        needed = inner.heightForWidth(room.width()) > room.height()
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if needed
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if self.verticalScrollBarPolicy() == policy:
            return False
        self.setVerticalScrollBarPolicy(policy)
        return True

    def _lay_out_holder(self) -> None:
        """Lay out the widget this area is in now (its layout, if it has one and the area
        is shown), not once its layout request comes."""
        holder = self.parentWidget()
        layout = holder.layout() if holder is not None else None
        if layout is not None and self.isVisible():
            layout.activate()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The seats' height at the viewport's width without a scroll bar (the width they
        have where they get this height), not at the width they have now: measured narrowed
        by a bar shown for a moment, the summaries wrapped and the hint grew, the panel gave
        the seats that room, the bar went, and the room was given back (the panel jumped)."""
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        width = self.maximumViewportSize().width() if self.viewport().width() else 0
        width = width or inner.sizeHint().width()
        height = inner.heightForWidth(width) if inner.hasHeightForWidth() else -1
        return QSize(inner.sizeHint().width(), height if height > 0 else inner.sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(0, 60)

    def size_seats(self) -> None:
        """Size the seats to their lines now, and again once the events their new sizes
        post are handled (see :meth:`_size_seats`)."""
        self._size_seats()
        QTimer.singleShot(0, self, self._size_seats)

    def _size_seats(self) -> None:
        """The seats as high as their lines at the viewport's width now (Qt sizes them again
        only when the area's own size changes: a summary that changed its height in an area
        that kept its size left the seats squeezed, or scrolling past their end)."""
        self._sizing = False
        inner, view = self.widget(), self.viewport()
        if inner is None or not inner.hasHeightForWidth():
            return
        need = inner.heightForWidth(view.width())
        if need > view.height() and self.height() < self.sizeHint().height():
            # the area first given the height its seats ask for, where the panel has it: sized
            # first, taller than the area, they showed its scroll bar for a moment, the seats,
            # narrower, wrapped their summaries and asked for more, the bar went, and the
            # panel's log jumped down and back up (El Gaucho's final scoring, Japanese)
            self.updateGeometry()
            self._lay_out_holder()
        if self._choose_bar() or need > view.height():
            need = inner.heightForWidth(view.width())  # (at the viewport's width now)
        size = QSize(view.width(), max(view.height(), need))
        if inner.size() != size:
            inner.resize(size)

    def entries(self) -> list[QWidget]:
        """The seat lines shown, top to bottom."""
        inner = self.widget()
        if inner is None:
            return []
        found = [w for w in inner.findChildren(SeatLine) if w.parentWidget() is inner]
        return sorted((w for w in found if not w.isHidden()), key=lambda w: w.y())

    def whole_band(self) -> QRect:
        """The part of the viewport (pixels) from the top of its first whole seat line to the
        bottom of its last one (all of it when nothing scrolls or no line is whole)."""
        view = self.viewport().rect()
        inner = self.widget()
        if inner is None or self.verticalScrollBar().maximum() == 0:
            return view
        rects = [w.geometry().translated(inner.pos()) for w in self.entries()]
        whole = [r for r in rects if r.top() >= 0 and r.bottom() <= view.bottom()]
        if not whole:
            return view
        return QRect(
            view.left(), whole[0].top(), view.width(), whole[-1].bottom() - whole[0].top() + 1
        )

    def mask_cut_lines(self) -> None:
        """Show only the whole seat lines (see the class docstring)."""
        band = self.whole_band()
        if band == self.viewport().rect():
            self.viewport().clearMask()
        else:
            self.viewport().setMask(QRegion(band))

    def _snap(self, value: int) -> None:
        """Scrolled to ``value``: go on to the next seat line's top the way it moved (the last
        position, the bottom, too)."""
        bar, before = self.verticalScrollBar(), self._at
        self._at = value
        if self._snapping or value in (0, bar.maximum()):
            self.mask_cut_lines()
            return
        stops = sorted({w.y() for w in self.entries() if 0 < w.y() < bar.maximum()})
        stops = [0, *stops, bar.maximum()]
        if value not in stops:
            later = [t for t in stops if t > value]
            earlier = [t for t in stops if t < value]
            target = later[0] if value > before else earlier[-1]
            self._snapping = True
            try:
                bar.setValue(target)
            finally:
                self._snapping = False
            self._at = bar.value()
        self.mask_cut_lines()

    def event(self, event: QEvent) -> bool:
        """(After the seats were sized again: only the whole lines shown.)"""
        done = super().event(event)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            if self._choose_bar():
                self._size_seats()
            self.mask_cut_lines()
        return done
