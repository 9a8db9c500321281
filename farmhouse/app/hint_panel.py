"""The hint box of the game page: the suggested move and the next two best, each with the
chance of winning after it, in the game's words, beside the board that marks the move.

It closes with its button, a click on it, Esc (the main window's shortcut) or when the player
moves; the controller says when (``hint_cleared``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.linebreak import (
    keep_name,
    keep_phrases,
    keep_words,
    language,
    plain,
    spaced_names,
    whole_counts,
)
from farmhouse.app.hints import Hint, hint_lines
from farmhouse.app.labels import elided, plain_label, quiet_scroll, text_box
from farmhouse.app.name_fit import names_in_pieces

# The fewest lines of the hint's text the box shows (the rest scrolls): the box's least
# height, so that a hint shown never makes the window taller than it was (issue 18).
LEAST_LINES = 1


def _drawn_height(label: QLabel, width: int) -> int:
    """The height (pixels) of ``label``'s word-wrapped text drawn ``width`` pixels wide, its
    margins included (0 for no text)."""
    if not label.text():
        return 0
    margins = label.contentsMargins()
    room = width - margins.left() - margins.right() - 2 * label.margin()
    box = text_box(label.text(), label.font(), max(1, room))
    return box.height() + margins.top() + margins.bottom() + 2 * label.margin()


class _TextArea(QScrollArea):
    """The hint's text, scrolled when the side panel has less room than it needs: its size
    hint is the whole text's height at its width, its least height :data:`LEAST_LINES`
    lines (never the whole text: a long hint made the window taller than the screen)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        inner = self.widget()
        return super().sizeHint() if inner is None else inner.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        inner = self.widget()
        lines = self.fontMetrics().lineSpacing() * LEAST_LINES
        whole = inner.minimumSizeHint().height() if inner is not None else lines
        return QSize(0, min(lines, whole))


class HintPanel(QFrame):
    """Shows one :class:`~farmhouse.app.hints.Hint` (see the module docstring).
    ``describe(action)`` words a move; ``dismissed`` is emitted when the player closes the box."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.hint: Hint | None = None
        self._name: Callable[[], str] = str  # (the player's name now: see show_hint)
        self._describe: Callable[[Any], str] = str
        self._lines: list[str] = []  # (the hint's lines, before they are fitted: _fit)
        self._begun = False  # (see show_hint)
        layout = self._layout = QVBoxLayout(self)
        # (as much room right of the text as left of it: F12, the text ran into the frame)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = plain_label()
        self.title.setObjectName("hintTitle")
        self.close_button = QPushButton("×")
        self.close_button.setObjectName("hintClose")
        self.close_button.setFixedSize(28, 28)
        self.close_button.clicked.connect(self.dismissed)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.body = plain_label()
        self.body.setObjectName("hintText")
        self.body.setWordWrap(True)
        # (top: Qt measures a Chinese text's wrapped lines taller than it draws them, and a
        # label centres its text in that height: a blank line under the title)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.footer = plain_label()
        self.footer.setObjectName("hintFooter")
        self.footer.setWordWrap(True)
        self.footer.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the text scrolls where the side panel has too little room for it (the log gives
        # way first: the game page hides it)
        text = QWidget()
        text.setObjectName("hintTextBox")
        inner = QVBoxLayout(text)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(layout.spacing())
        inner.addWidget(self.body)
        inner.addWidget(self.footer)
        inner.addStretch(1)
        self.text_area = _TextArea()
        quiet_scroll(self.text_area, text, "hintScroll")
        # (after it: a scroll area fills its widget's background, a beige box on the white
        # box, its right edge on the text's; session 25's tester, F12)
        text.setAutoFillBackground(False)
        layout.addLayout(top)
        layout.addWidget(self.text_area)
        self.text_area.viewport().installEventFilter(self)
        self.setVisible(False)

    def show_hint(
        self,
        hint: Hint,
        name: Callable[[], str],
        describe: Callable[[Any], str],
        begun: bool = False,
    ) -> None:
        """Show ``hint`` for the player ``name()`` names, its moves worded by ``describe``:
        both asked again at each :meth:`retranslate`, so that a default name ("Player 1")
        follows a language switch as the rest of the window does (session 23's tester, F14:
        「玩家 1さんへのヒント」 after a switch from Chinese to Japanese); ``begun``: it answers
        for the move the player has begun on the board (its footer says so, and how to choose
        another)."""
        self.hint, self._name, self._describe, self._begun = hint, name, describe, begun
        self.retranslate()
        self.setVisible(True)

    def clear(self) -> None:
        """Hide the box (the hint is gone)."""
        self.hint = None
        self.setVisible(False)

    def lines(self) -> list[str]:
        """The hint's lines as shown (tests)."""
        return self.body.text().split("\n") if self.hint is not None else []

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.close_button.setToolTip(self.tr("Close the hint (Esc)"))
        #: What a screen reader calls the hint box's × button.
        self.close_button.setAccessibleName(self.tr("Close the hint"))
        hint = self.hint
        if hint is None:
            return
        # running text: Chinese and Japanese lines break between phrases (keep_words broke
        # them only at punctuation and spaces: 「把豬、⏎雞打到…」, 「約⏎100%」), a number
        # never apart from its word ("7632⏎games")
        lang = language()
        lines = hint_lines(hint, self._describe)
        self._lines = [whole_counts(keep_phrases(line, lang)) for line in lines]
        self.body.setText("\n".join(self._lines))
        # where the chances come from (nothing to weigh for the only legal move)
        footer = (
            ""
            if hint.only_move
            else self.tr(
                "Based on %Ln game(s) the computer played out from here, using only what you can see.",
                "",
                hint.games,
            )
        )
        if self._begun:
            #: The hint box's note when the player had begun a move (a card and a pasture
            #: picked, a tile taken) as they asked for the hint: the hint's moves all finish
            #: that move. To choose a different move, they close the hint and step back with
            #: Esc (each Esc takes back one pick).
            begun = self.tr(
                "For the move you have begun. To choose another, close the hint and step "
                "back with Esc."
            )
            footer = f"{begun}\n{footer}" if footer else begun
        self.footer.setText(whole_counts(keep_phrases(footer, lang)))
        self.footer.setVisible(bool(footer))
        self._fit()

    def text_whole(self) -> bool:
        """True if the hint's whole text is shown, or can be scrolled to (tests): each label
        as high as its lines at its width."""
        return all(
            label.height() >= _drawn_height(label, label.width())
            for label in (self.body, self.footer)
            if label.isVisibleTo(self)
        )

    def cut_line(self, grow: int) -> int:
        """How many pixels of a line of the hint's text its scroll area would show cut at its
        bottom (scrolled to its top) were the box ``grow`` pixels higher (less: lower); 0
        when the whole text shows or the box could not be that much lower."""
        area = self.text_area
        shown = area.viewport().height() + grow
        if shown >= self.body.height() + self.footer.height() or shown <= 0:
            return 0
        line = text_box("Xg手", self.body.font(), max(1, self.body.width())).height()
        top = self.body.contentsMargins().top() + self.body.margin()
        cut = (shown - top) % line if shown < self.body.height() else 0
        least = self.minimumSizeHint().height()
        return cut if self.height() + grow - cut >= least else 0

    def refit(self) -> None:
        """Measure the text again at the box's width now, so that the side panel's layout
        gives the box its whole text's height where it has the room."""
        self._fit()
        self._layout.invalidate()
        self.updateGeometry()  # (the side panel's layout keeps the box's last size hint)

    def _fit(self) -> None:
        """Keep room for every line of the hint: a word-wrapped label in a crowded column is
        otherwise given a height for fewer lines than it wraps to, and its text is cut (the
        text scrolls instead, see :class:`_TextArea`)."""
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        if width < 100:  # not laid out yet: the side panel's width less its margins
            width = 300 - 18 - margins.left() - margins.right()
        bar = self.text_area.verticalScrollBar()
        if bar.isVisible():
            width -= bar.width()
        area, viewport = self.text_area, self.text_area.viewport()
        if area.isVisible() and viewport.width() > 0:
            # laid out: the text as wide as the box without a scroll bar where it fits so, else
            # beside the bar (laid out beside the bar, the text stayed a line taller than the
            # room, and the bar with it: session 18's second tester, W2, El Gaucho's hint in
            # Chinese, 4 players, 1280 × 720, scrolled by a line it had the room for)
            whole = viewport.width() + (bar.width() if bar.isVisible() else 0)
            fits = self._text_height(whole) <= viewport.height()
            policy = (
                Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                if fits
                else Qt.ScrollBarPolicy.ScrollBarAsNeeded
            )
            if area.verticalScrollBarPolicy() != policy:
                area.setVerticalScrollBarPolicy(policy)  # (the area laid out at once)
            width = (
                whole
                if fits
                else whole - (bar.width() if bar.isVisible() else bar.sizeHint().width())
            )
        self._fit_names(width)
        for label in (self.body, self.footer):
            # as high as its lines are drawn (Qt's height for a width measured a Chinese
            # text two lines taller: a blank band between the hint and its footer)
            label.ensurePolished()
            label.setFixedHeight(_drawn_height(label, width))
        self.text_area.updateGeometry()

    def _text_height(self, width: int) -> int:
        """The height (pixels) the hint's text and its footer take ``width`` pixels wide."""
        self._fit_names(width)
        heights = [
            _drawn_height(label, width)
            for label in (self.body, self.footer)
            if label is self.body or self.footer.text()
        ]
        return sum(heights) + self._inner_spacing() * (len(heights) - 1)

    def _inner_spacing(self) -> int:
        """The room (pixels) between the hint's text and its footer."""
        inner = self.text_area.widget()
        layout = inner.layout() if inner is not None else None
        return layout.spacing() if layout is not None else 0

    def _fit_names(self, width: int) -> None:
        """The hint's lines with every player's name whole: on one line where it fits, else
        over two, broken between its words or phrases (issue 18: a 24-character name ran
        out of the box, cut by its edge); the title on one line, its name shortened with "…"
        where the title is too wide with it (its end was cut: 「…さんへのヒ」), the whole name
        in the tooltip. ``width``: the text's width (pixels)."""
        self.title.ensurePolished()
        self.body.ensurePolished()
        room = max(1, self.title.width() if self.title.width() > 1 else width - 32)
        template = keep_words(self.tr("Hint for %1"))
        name = plain(self._name())  # (as the controller keeps it: with word joiners)
        # (the name goes in after the template was made ready for wrapping: in Chinese it is
        # spaced from the words around it here, 「給 Player 1 的提示」, session 19's Y4)
        metrics = self.title.fontMetrics()
        whole = spaced_names(template.replace("%1", keep_name(name)), names=(name,))
        rest = metrics.horizontalAdvance(whole) - metrics.horizontalAdvance(keep_name(name))
        short = elided(name, self.title, room - rest - 2)
        title = spaced_names(template.replace("%1", keep_name(short)), names=(name, short))
        if self.title.text() != title:
            self.title.setText(title)
        self.title.setToolTip("" if name in plain(title) else name)
        font = self.body.font()
        body = "\n".join(names_in_pieces(line, font, width) for line in self._lines)
        if self.body.text() != body:
            self.body.setText(body)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The text's width changed (its scroll bar came or went): its height anew. The text
        is never wider than its viewport: as a scroll bar came, the scroll area left the
        text as wide as the box without it for a moment ("…the computer playe|" under the
        bar, its footer, fitted narrower, cut at its bottom)."""
        area = self.text_area
        if watched is area.viewport() and isinstance(event, QResizeEvent):
            inner, width = area.widget(), event.size().width()
            if inner is not None and width > 0 and inner.maximumWidth() != width:
                inner.setMaximumWidth(width)  # (the scroll area sizes it within that)
            if event.size() != event.oldSize():
                self._fit()  # (a lower box: the text may need its scroll bar now)
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self.dismissed.emit()
        super().mousePressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
