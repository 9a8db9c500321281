"""The game log's text view: whole lines only, and a height counted in lines of the language.

A text view scrolls by pixels, so the line at its top (or bottom) edge was often shown cut in
half: at 1280 × 720 with five players in Chinese the side panel's log showed one whole line
under half of another. :class:`GameLog` paints only the lines that fit whole in its viewport
(the cut one's strip stays blank), at any scroll position, and :meth:`GameLog.fit_lines`
sets its least height to hold a number of whole lines as the current language draws them
(a Chinese or Japanese line, in its taller fallback font, is higher than the widget font's
line spacing says). The game page's log and the replay page's log are both one.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPaintEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from farmhouse.app.first_paint import after_first_paint

#: The style of the log's paragraphs (a blank under each line).
PARAGRAPH_STYLE = "p { margin-top: 0px; margin-bottom: 5px; }"


class GameLog(QTextBrowser):
    """A read-only text view of the game log that never shows a line cut (see the module
    docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document().setDefaultStyleSheet(PARAGRAPH_STYLE)
        # Whole lines only from the window's first paint on: finding them asks for the
        # viewport Qt made and a text cursor, whose Python types (every widget class's, 116
        # members of QTextFormat's) that paint need not make (issue 18).
        self.whole_only = False
        self._fit = (0, "")  # (fit_lines: how many lines of what)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Shown: as high as :meth:`fit_lines` said; whole lines only once the window has
        been painted."""
        super().showEvent(event)
        self._fit_now()
        if not self.whole_only:
            handle = self.window().windowHandle()
            if handle is not None and not handle.isExposed():
                after_first_paint(self, self._whole_lines_only)
            else:
                self._whole_lines_only()

    def _whole_lines_only(self) -> None:
        self.whole_only = True
        self.viewport().update()

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
        """Paint the lines that fit whole only: a cut line's strip keeps the background."""
        if not self.whole_only:
            super().paintEvent(event)
            return
        band = event.rect().intersected(self.whole_band())
        if not band.isEmpty():
            super().paintEvent(QPaintEvent(band))

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
        frame = 2 * self.frameWidth()  # (the style's border and padding)
        # (at the newest line, the document's margin under it; the one over its first line
        # is scrolled away once the log is full)
        margin = self.document().documentMargin()
        self.setMinimumHeight(int(lines * self.line_pitch(sample) + margin + frame + 0.999))
