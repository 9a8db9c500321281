"""The game log's text view: whole lines only, and a height counted in lines of the language.

A text view scrolls by pixels, so the line at its top (or bottom) edge was often shown cut in
half: at 1280 × 720 with five players in Chinese the side panel's log showed one whole line
under half of another. :class:`GameLog` paints only the lines that fit whole in its viewport
(the cut one's strip stays blank), at any scroll position, and :meth:`GameLog.fit_lines`
sets its least height to hold a number of whole lines as the current language draws them
(a Chinese or Japanese line, in its taller fallback font, is higher than the widget font's
line spacing says). The game page's log and the replay page's log are both one.

At its newest line the log's top is an entry's first line (issue 18: in Chinese or Japanese at
1280 × 720 the top showed the tail of a wrapped entry, or the blank strip of a line cut there):
the scroll bar's end is moved to where an entry starts at the viewport's top with the newest
line whole under it (a few pixels before Qt's end, the blank margins under the last line out
of sight, or past it, a blank under the newest line), as long as that leaves at least as many
whole lines in sight as :meth:`GameLog.fit_lines` asked; else the top is a line's first pixel
(the tail of an entry taller than that room, never a blank band).

To a screen reader the log is a list whose items are its lines as spoken (the kit's
:class:`~farmhouse.app.board.access.LinesAccessible`, by :meth:`GameLog.spoken_line` and
:meth:`GameLog.line_count`): a text view's own accessible text carries the word joiners that
keep Chinese and Japanese words and names whole where the log draws them (U+2060 between
every two characters, read by a screen reader's review mode and a braille display, and sent
with each text-changed event: session 17's second tester, U9); the lines drawn keep them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QMimeData, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
    QTextBlock,
    QTextDocument,
)
from PySide6.QtWidgets import QTextBrowser, QWidget

from farmhouse.app.board import access_gate as access
from farmhouse.app.board.linebreak import BREAK, WORD_JOINER, plain
from farmhouse.app.first_paint import after_first_paint

#: The style of the log's paragraphs (a blank under each line).
PARAGRAPH_STYLE = "p { margin-top: 0px; margin-bottom: 5px; }"
# Qt's marks in a document's text: a picture's place, a frame's (a table's) start and end,
# a line break inside a paragraph (<br>).
OBJECT_MARK = "\ufffc"
FRAME_MARKS = ("\ufdd0", "\ufdd1")
LINE_SEPARATOR = "\u2028"
# The ring round the line the keyboard is on (:attr:`GameLog.key_line`): the boards' focus
# ink (``farmhouse.app.board.game_board.FOCUS``).
KEY_LINE_COLOUR = "#1B3A8C"


def spoken_block(block: QTextBlock) -> str:
    """The text of paragraph ``block`` as a screen reader is to get it, and a copy of it:
    without the word joiners and zero-width spaces that keep Chinese and Japanese words whole
    where it is drawn (:func:`~farmhouse.app.board.linebreak.plain`), a picture as its title
    (its ``title`` attribute; nothing without one) instead of Qt's object mark U+FFFC, no
    frame marks (U+FDD0, U+FDD1), a line break (``<br>``, U+2028) as a space."""
    parts: list[str] = []
    pictures = False
    at = block.begin()
    while not at.atEnd():
        fragment = at.fragment()
        at += 1
        if not fragment.isValid():
            continue
        text = fragment.text()
        if OBJECT_MARK in text:
            pictures = True
            form = fragment.charFormat()
            title = form.toolTip() if form.isImageFormat() else ""
            text = text.replace(OBJECT_MARK, f" {title} " if title else " ")
        parts.append(text)
    text = spoken_text("".join(parts))
    return " ".join(text.split()) if pictures else text


def spoken_text(text: str) -> str:
    """``text`` (a text view's, or a copy of it) without the invisible marks: see
    :func:`spoken_block`."""
    for mark in (OBJECT_MARK, *FRAME_MARKS):
        text = text.replace(mark, "")
    return plain(text).replace(LINE_SEPARATOR, " ")


class SpokenText(QTextBrowser):
    """A read-only text view that a screen reader reads as a list of its paragraphs as
    spoken (the kit's :class:`~farmhouse.app.board.access.LinesAccessible`, by
    :meth:`spoken_line` and :meth:`line_count`), and whose copied text is as spoken too
    (:meth:`createMimeDataFromSelection`): a text view's own accessible text carries the word
    joiners that keep Chinese and Japanese words and names whole where it draws them (U+2060
    between every two characters, read by a screen reader's review mode and a braille
    display, and sent with each text-changed event: session 17's second tester, U9; in the
    rules, session 24's tester, F10), Qt's marks of pictures and frames too. The game log is
    one (:class:`GameLog`), and the rules' text (Help → Rules)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The paragraph the keyboard is on (the game log rings it while it has the focus),
        # or None.
        self.key_line: int | None = None
        # A paragraph's number → its whole line ("" when it is shown whole): the game page's
        # tooltips of log lines with a name elided; what a screen reader is told.
        self.whole_line: Callable[[int], str] | None = None
        self._said: list[int] | None = None  # (the paragraphs with text: _said_lines)

    def setHtml(self, text: str) -> None:  # noqa: N802 (Qt override)
        """Set the whole text (HTML: the log's, one paragraph a line); screen readers read
        its lines anew."""
        super().setHtml(text)
        self._said = None
        access.lines_reset(self)

    def _said_lines(self) -> list[int]:
        """The paragraphs with text, in order (a blank one is no line to a screen reader, nor
        one of pictures without titles)."""
        if self._said is None:
            said, block = [], self.document().firstBlock()
            while block.isValid():
                text = block.text()
                if text and (OBJECT_MARK not in text or spoken_block(block).strip()):
                    said.append(block.blockNumber())
                block = block.next()
            self._said = said
        return self._said

    def line_count(self) -> int:
        """How many lines (paragraphs with text) the log has: the items of its list to a
        screen reader."""
        return len(self._said_lines())

    def spoken_line(self, line: int) -> str:
        """Line ``line`` (0-based, of :meth:`line_count`) as a screen reader says it: the
        whole line (a name the log elides for its width whole) without line-breaking marks;
        "" outside the log."""
        said = self._said_lines()
        if not 0 <= line < len(said):
            return ""
        paragraph = said[line]
        whole = self.whole_line(paragraph) if self.whole_line is not None else ""
        if whole:
            return plain(whole)
        block = self.document().findBlockByNumber(paragraph)
        return spoken_block(block) if block.isValid() else ""

    def key_item(self) -> int | None:
        """The line (of :meth:`line_count`) the keyboard is on (:attr:`key_line`), or None."""
        said = self._said_lines()
        return said.index(self.key_line) if self.key_line in said else None

    def _span(self, block: QTextBlock) -> tuple[float, float]:
        """Where paragraph ``block``'s text lines are drawn: their top (viewport pixels) and
        their height (the blank under the paragraph left out)."""
        top = self.document().documentLayout().blockBoundingRect(block).top()
        lines = block.layout()
        height = sum(lines.lineAt(k).height() for k in range(lines.lineCount()))
        return top - self.verticalScrollBar().value(), height

    def line_rect(self, line: int) -> QRect | None:
        """Where line ``line`` (of :meth:`line_count`) is drawn (viewport pixels), or None."""
        said = self._said_lines()
        if not 0 <= line < len(said):
            return None
        block = self.document().findBlockByNumber(said[line])
        top, height = self._span(block)
        return QRectF(0, top, self.viewport().width(), height).toAlignedRect()

    def line_in_sight(self, line: int) -> bool:
        """True if line ``line`` (of :meth:`line_count`) is in sight (:meth:`in_sight`: the
        game log's, shown whole)."""
        said = self._said_lines()
        return 0 <= line < len(said) and self.in_sight(said[line])

    def item_at(self, point: QPoint) -> int | None:
        """The line (of :meth:`line_count`) at ``point`` (viewport pixels), or None."""
        paragraph = self.cursorForPosition(point).blockNumber()
        said = self._said_lines()
        return said.index(paragraph) if paragraph in said else None

    def line_text(self, line: int) -> str:
        """The text of paragraph ``line`` as drawn ("" outside the text)."""
        block = self.document().findBlockByNumber(line)
        return block.text() if block.isValid() else ""

    def in_sight(self, line: int) -> bool:
        """True if paragraph ``line`` is in sight in the viewport, whole or in part."""
        block = self.document().findBlockByNumber(line)
        if not block.isValid():
            return False
        top, height = self._span(block)
        return top + height > 0 and top < self.viewport().height()

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 (Qt override)
        """What a copy (Ctrl+C) of the selection carries: its text and HTML without the
        invisible marks (see :func:`spoken_text`)."""
        data = super().createMimeDataFromSelection()
        copied = QMimeData()
        copied.setText(spoken_text(data.text()))
        if data.hasHtml():
            markup = data.html()
            for mark in (WORD_JOINER, "&#8288;", "&#x2060;", BREAK, "&#8203;", "&#x200b;"):
                markup = markup.replace(mark, "")
            copied.setHtml(markup)
        return copied


class GameLog(SpokenText):
    """A read-only text view of the game log that never shows a line cut (see the module
    docstring). ``focus_entered`` is emitted when it gets the keyboard focus; a
    :attr:`key_handler` (a key press → True if it took it) sees its key presses first (the
    game page's :class:`~farmhouse.app.look_back.LogKeys`; overrides, not an event filter
    on the log: a filter also sees the events of a log being deleted, and crashed)."""

    focus_entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document().setDefaultStyleSheet(PARAGRAPH_STYLE)
        # Whole lines only painted from the window's first paint on: finding them asks for
        # the viewport Qt made and a text cursor, whose Python types (every widget class's,
        # 116 members of QTextFormat's) that paint need not make (issue 18). (The scroll
        # bar ends at an entry before: _end_at_entry; the first frame shows whole lines.)
        self.whole_only = False
        self._fit = (0, "")  # (fit_lines: how many lines of what)
        self._ending = False  # (_end_at_entry is setting the scroll range)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.verticalScrollBar().rangeChanged.connect(self._end_at_entry)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Shown: as high as :meth:`fit_lines` said; whole lines only once the window has
        been painted. A log at its newest line stays there: Qt's first show scrolls to the
        text cursor, the document's start (session 16, F20: a game opened in a narrow window,
        its panel folded, showed its first lines when the panel was opened)."""
        bar = self.verticalScrollBar()
        newest = bar.value() >= bar.maximum()
        super().showEvent(event)
        if newest and bar.value() < bar.maximum():
            bar.setValue(bar.maximum())
        self._fit_now()
        if not self.whole_only:
            handle = self.window().windowHandle()
            if handle is not None and not handle.isExposed():
                after_first_paint(self, self._whole_lines_only)
            else:
                self._whole_lines_only()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self.focus_entered.emit()
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        self.viewport().update()  # (the key line's ring goes)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def append(self, text: str) -> None:
        """Add a paragraph (HTML) at the end; screen readers are told of the new line."""
        said = self._said_lines()
        before = len(said)
        super().append(text)  # (one paragraph more, or the first in an empty log)
        last = self.document().lastBlock()
        if last.text() and (not said or said[-1] != last.blockNumber()):
            said.append(last.blockNumber())
        access.lines_added(self, before, len(said) - before)

    def _whole_lines_only(self) -> None:
        self.whole_only = True
        self._end_at_entry()
        self.viewport().update()

    def newest_top(self) -> int:
        """Where the scroll bar ends (pixels into the document): the top of the first entry
        from which every line to the newest fits whole in the viewport, if that shows at
        least the lines :meth:`fit_lines` asked (all of them in a shorter log), else the top
        of the first line from which the rest fits (0 when everything fits)."""
        document = self.document()
        document.documentLayout().documentSize()  # (laid out to its end: Qt lays out in steps)
        block = document.lastBlock()
        while block.isValid() and block.layout().lineCount() == 0:
            block = block.previous()
        if not block.isValid():
            return 0
        lines = block.layout()
        last = lines.lineAt(lines.lineCount() - 1).rect()
        # (the viewport's height: the frame's inside, the log never scrolls sideways; the
        # viewport Qt made is not asked for before the first paint, see whole_only)
        lowest = last.bottom() + lines.position().y() - self.contentsRect().height()
        if lowest <= 0:
            return 0
        entry: int | None = None  # (the first whole entry's top, and the lines from it)
        shown = 0
        line_top: int | None = None  # (the first whole line's top)
        while block.isValid():
            lines = block.layout()
            origin = lines.position().y()
            tops = [
                math.floor(lines.lineAt(k).rect().top() + origin) for k in range(lines.lineCount())
            ]
            whole = [top for top in tops if top >= lowest]
            if whole:
                line_top = whole[0]
            if len(whole) < len(tops) or not tops:
                break
            entry, shown = tops[0], shown + len(tops)
            block = block.previous()
        wanted = self._fit[0] or 1
        if entry is not None and (shown >= wanted or not block.isValid()):
            return entry
        return line_top if line_top is not None else math.ceil(lowest)

    def _end_at_entry(self, *_range: int) -> None:
        """The scroll bar ends where :meth:`newest_top` says (Qt ends it where the
        document's end meets the viewport's foot), from the first paint on: a save opened as
        the app starts showed its log ended Qt's way in its first frame, the top line cut,
        and moved it by up to a line in the next (session 23). Ended at an entry, the first
        frame shows whole lines only even before they are painted so."""
        if self._ending:
            return
        bar, end = self.verticalScrollBar(), self.newest_top()
        if bar.maximum() == end:
            return
        self._ending = True
        try:
            bar.setRange(0, end)
        finally:
            self._ending = False

    def visible_lines(self) -> list[tuple[QRectF, bool]]:
        """Every text line that reaches into the viewport, top to bottom: its rectangle in
        viewport pixels and whether it fits there whole."""
        document = self.document()
        layout = document.documentLayout()
        top, height = self.verticalScrollBar().value(), self.viewport().height()
        found: list[tuple[QRectF, bool]] = []
        block = layout.blockBoundingRect  # (the visible blocks only are looked at)
        at = self.cursorForPosition(self.viewport().rect().topLeft()).block()
        while at.isValid():
            if block(at).top() - top >= height:
                break
            lines = at.layout()
            origin = lines.position()
            for k in range(lines.lineCount()):
                rect = lines.lineAt(k).rect().translated(origin.x(), origin.y() - top)
                if rect.bottom() > 0 and rect.top() < height:
                    found.append((rect, rect.top() >= 0 and rect.bottom() <= height))
            at = at.next()
        return found

    def whole_band(self) -> QRect:
        """The part of the viewport (pixels) from the top of its first whole line to the
        bottom of its last one (the whole viewport when it shows no line)."""
        whole = [rect for rect, fits in self.visible_lines() if fits]
        view = self.viewport().rect()
        if not whole:
            return view
        top, bottom = int(whole[0].top()), int(whole[-1].bottom() + 0.999)
        return QRect(view.left(), top, view.width(), bottom - top + 1)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Paint the lines that fit whole only: a cut line's strip keeps the background. The
        keyboard's line (:attr:`key_line`) is ringed while the log has the focus."""
        if not self.whole_only:
            super().paintEvent(event)
        else:
            band = event.rect().intersected(self.whole_band())
            if not band.isEmpty():
                super().paintEvent(QPaintEvent(band))
        ring = self.key_line_rect()
        if ring is not None and self.hasFocus():
            painter = QPainter(self.viewport())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(KEY_LINE_COLOUR), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(ring, 4, 4)
            painter.end()

    def _key_block(self) -> QTextBlock | None:
        if self.key_line is None:
            return None
        block = self.document().findBlockByNumber(self.key_line)
        return block if block.isValid() else None

    def key_line_rect(self) -> QRectF | None:
        """Where the ring round :attr:`key_line` goes (viewport pixels), or None."""
        block = self._key_block()
        if block is None:
            return None
        top, height = self._span(block)  # (the text lines, not the blank under them)
        return QRectF(1, top - 1, self.viewport().width() - 2, height + 2)

    def in_sight(self, line: int) -> bool:
        """True if paragraph ``line`` is shown whole in the viewport."""
        block = self.document().findBlockByNumber(line)
        if not block.isValid():
            return False
        top, height = self._span(block)
        return top >= 0 and top + height <= self.viewport().height()

    def set_key_line(self, line: int, scroll: bool = True) -> None:
        """Put the keyboard's line on paragraph ``line`` and (``scroll``) scroll it whole
        into sight."""
        self.key_line = line
        rect = self.key_line_rect()
        if rect is not None and scroll:
            bar = self.verticalScrollBar()
            height = self.viewport().height()
            if rect.top() < 0:
                bar.setValue(bar.value() + int(rect.top()) - 2)
            elif rect.bottom() > height:
                bar.setValue(bar.value() + int(rect.bottom() - height + 0.999) + 2)
        self.viewport().update()

    def follow_step(self, marked: Sequence[int]) -> None:
        """The step looked at changed and its lines ``marked`` (paragraphs, the move's
        first) are marked: the keyboard's line (:attr:`key_line`) goes to the move's line,
        unless it is on one of them already (Enter on a line of the step). It stayed where
        Up and Down had left it while Left and Right stepped, and Enter there went back to
        that older step (session 20). Not spoken: the step's lines are announced as it is
        stepped to."""
        if marked and self.key_line not in marked:
            self.key_line = marked[0]
            self.viewport().update()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 (Qt override)
        """Scrolled: paint the whole viewport anew (a blitted picture would keep the blank
        strip of a line that now fits, or the text of one now cut)."""
        super().scrollContentsBy(dx, dy)
        if self.whole_only:
            self.viewport().update()

    def line_pitch(self, sample: str) -> float:
        """The height (pixels) one more paragraph of ``sample`` text (a line in the current
        language) adds to the log: its line and the blank under it."""
        probe = QTextDocument()
        probe.setDefaultFont(self.document().defaultFont())
        probe.setDefaultStyleSheet(PARAGRAPH_STYLE)
        probe.setDocumentMargin(self.document().documentMargin())
        probe.setHtml(f"<p>{sample}</p><p>{sample}</p>")
        two = probe.size().height()
        probe.setHtml(f"<p>{sample}</p>")
        return two - probe.size().height()

    def fit_lines(self, lines: int, sample: str) -> None:
        """Let the log be no lower than ``lines`` whole paragraphs of ``sample`` text (a
        line in the current language), its frame and margins included (from when it is
        shown: its style's frame is known then)."""
        self._fit = (lines, sample)
        if self.isVisible():
            self._fit_now()

    def _fit_now(self) -> None:
        lines, sample = self._fit
        if not lines:  # (never asked: the least height Qt gives a text view)
            return
        self.setMinimumHeight(self.least_height(lines, sample))

    def least_height(self, lines: int, sample: str) -> int:
        """The height (pixels) of ``lines`` whole paragraphs of ``sample`` text, the log's
        frame and margins included (see :meth:`fit_lines`; measured hidden too)."""
        self.ensurePolished()
        frame = 2 * self.frameWidth()  # (the style's border and padding)
        # (at the newest line, the document's margin under it; the one over its first line
        # is scrolled away once the log is full)
        margin = self.document().documentMargin()
        return int(lines * self.line_pitch(sample) + margin + frame + 0.999)
