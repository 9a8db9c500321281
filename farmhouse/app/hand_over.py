"""The hot-seat hand-over screen (:class:`HandOverScreen`): it covers the board between two
people ("Pass the computer to <name>"), the name whole in its heading and on its button where
the screen has the room (the text smaller first), and lists what the others did since that
player's last turn (public events only, the newest lines that fit: :func:`summary_markup`)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from farmhouse.app.board.linebreak import (
    NO_BREAK_SPACE,
    keep_name,
    keep_words,
    plain,
    spaced_names,
)
from farmhouse.app.board.parts.recent import (
    BULLET,
    latest_of_each,
    left_out_text,
    newest,
    recent_title,
)
from farmhouse.app.i18n import system_language
from farmhouse.app.key_guard import KeyGuard
from farmhouse.app.labels import elided, fit_name, plain_label, two_lines_height
from farmhouse.app.name_fit import fit_summary_line, log_text

# Sizes (pixels): the widest a player name may be on the hand-over screen's button; the most
# lines of "since your last turn" the screen lists (the newest ones, fewer when the screen
# has room for fewer), and the widest they are before they wrap (the box adds its margins).
HANDOVER_NAME_WIDTH = 520
HANDOVER_SUMMARY_LINES = 10
HANDOVER_SUMMARY_WIDTH = 588
# The hand-over's heading: its smallest font (points; it is 22 pt) before a name is shortened,
# and the most lines it takes (a long name on a line of its own, the words around it).
HANDOVER_SMALLEST_PT = 12.0
HANDOVER_HEADING_LINES = 3
# The button's smallest font (points; 12 px, the least a player must read: it is 10.5 pt).
HANDOVER_BUTTON_SMALLEST_PT = 9.0


class _SummaryLabel(QLabel):
    """The hand-over's summary: its size hint is the size the screen chose for the lines it
    shows (:attr:`fitted`, pixels), its minimum none. So the screen's minimum size, and the
    window's, never depends on how long the summary is (the screen shows fewer lines)."""

    def __init__(self) -> None:
        super().__init__()
        self.fitted = QSize(0, 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.fitted)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(0, 0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return False  # (its height is chosen with its lines; a label's text sets the flag)


class HandOverScreen(QWidget):
    """Covers the board between two humans: "Pass the computer to <name>".

    The button has the keyboard focus (its focus ring shows it) and takes Space, as every
    button does, and Enter or Return; a held key's repeats are ignored, and so are keys and
    clicks in the first moments after the screen shows (:attr:`guard`, a
    :class:`~farmhouse.app.key_guard.KeyGuard`): the key that confirmed or skipped the last
    player's move, pressed again or held, cannot click the screen away and show the next
    player's hand to the last one.
    """

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handOver")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.name = ""
        self.hands = True  # (the game's seats hold hands: set_name)
        self.began = False  # (no turn of the player's yet: set_name)
        layout = self._layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.text = plain_label()
        self.text.setObjectName("handOverText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.hint = plain_label()
        self.hint.setObjectName("handOverHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.confirmed)
        # what the others did since this player's last turn (public events only)
        self.summary_box = QFrame()
        self.summary_box.setObjectName("handOverSummary")
        box = self._box_layout = QVBoxLayout(self.summary_box)
        box.setContentsMargins(16, 10, 16, 12)
        self.summary_title = plain_label()
        self.summary_title.setObjectName("handOverSummaryTitle")
        # (rich text, every line escaped: a wrapped line is indented under its bullet's text)
        self.summary = _SummaryLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        # (the text under the title, never in the middle of a box taller than it)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary.setObjectName("handOverSummaryText")
        self.summary.setWordWrap(True)
        # (its size is the one _fit chooses, never asked of the layout by its text: no height
        # for a width, no minimum; see _SummaryLabel)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.summary_text = ""  # what the summary shows, as plain lines ("• …")
        box.addWidget(self.summary_title)
        box.addWidget(self.summary)
        self.summary_box.setVisible(False)
        self.summary_lines: list[str] = []
        self.summary_keep: list[bool] = []  # (per line, kept where any can be: set_name)
        layout.addWidget(self.text)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(24)
        layout.addWidget(self.summary_box, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        # The screen never makes the window larger (a tester: Japanese, five 24-kana names, a
        # summary of 10 wrapped lines: the window grew from 1280 × 720 to 1297 × 874 and kept
        # that size): the name is shortened to the screen's width (_fit), and neither the
        # sentence nor the button asks the layout for more than the room they are given.
        self.text.setMinimumWidth(1)
        self.button.setMinimumWidth(1)
        self.guard = KeyGuard(self)

    def set_name(
        self,
        name: str,
        summary: list[str] | None = None,
        hands: bool = True,
        began: bool = False,
        owners: Sequence[Hashable | None] = (),
    ) -> None:
        """Address the hand-over to ``name``; ``summary``: the public log lines of what
        happened since that player's last turn (shown under the button; None or []: none);
        ``hands``: the game's seats hold hands (:attr:`GameUI.hands
        <farmhouse.app.game_ui.GameUI.hands>`): "show my hand", else "show my screen" (El
        Gaucho has no hand: session 19's tester, X13); ``began``: the player has had no turn
        yet, so the summary is everything since the game began, and its title says so
        ("Since the game began", as the boards'); ``owners``: per line of ``summary``, whose
        move it tells (None: nobody's): each one's latest is shown where any line can be, as
        on the boards' panel (:func:`~farmhouse.app.board.parts.recent.latest_of_each`)."""
        self.name = name
        self.hands = hands
        self.began = began
        self.summary_lines = list(summary or [])
        self.summary_keep = latest_of_each(owners) if len(owners) == len(self.summary_lines) else []
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        if self.hands:
            hint = self.tr("Everybody else, please look away: the next screen shows a hand.")
        else:
            hint = self.tr(
                "Everybody else, please look away: the next screen may show what only this "
                "player may see."
            )
        self.hint.setText(keep_words(hint))
        self.summary_box.setVisible(bool(self.summary_lines))
        # (the boards' title, in every game)
        self.summary_title.setText(recent_title(began=self.began))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _screen_size(self) -> QSize:
        """The screen's size (pixels); before it is shown in the game page's stack (addressed
        to the next player while the board still shows), the size the stack will give it."""
        parent = self.parentWidget()
        if not self.isVisible() and parent is not None:
            return parent.contentsRect().size()
        return self.size()

    def _fit(self) -> None:
        """Fit the name and the summary to the screen's size (pixels): the heading with the
        name whole (:meth:`_fit_heading`); on the button the name whole on one line where it
        fits (shortened with "…" where it does not, at most HANDOVER_NAME_WIDTH wide); the
        summary with the newest of its lines (at most HANDOVER_SUMMARY_LINES) that fit whole
        under the button, above them how many older ones are left out, as the boards' "Since
        your last turn" panel says it ("… 4 more lines in the log (Ctrl+L)": :func:`newest`,
        :func:`~farmhouse.app.board.parts.recent.left_out_text`; the game log beside the
        screen lists them, and Ctrl+L reaches it from here too)."""
        margins = self._layout.contentsMargins()
        room = self._screen_size().width() - margins.left() - margins.right()
        self._fit_heading(room - 4)
        self._fit_button(room)
        self._fit_summary(room)

    def _fit_button(self, room: int) -> None:
        """Show "I'm <name>, show my hand" on the button, at most ``room`` pixels wide: the
        name whole where it fits (at most HANDOVER_NAME_WIDTH wide), in the button's own font
        or a smaller one, half a point at a time down to :data:`HANDOVER_BUTTON_SMALLEST_PT`;
        else shortened with "…" in that size (whole in the tooltip)."""
        if self.hands:
            template = self.tr("I'm %1, show my hand")
        else:
            template = self.tr("I'm %1, show my screen")
        self.button.setStyleSheet("")  # (the style sheet's own size, to start from)
        self.button.ensurePolished()
        points = self.button.font().pointSizeF()
        # (in Chinese the name spaced from the words around it: 「我是 Player 1，顯示…」)
        whole_text = spaced_names(template.replace("%1", keep_name(self.name)), names=[self.name])
        while True:
            self.button.setText(template.replace("%1", ""))
            room_of_name = min(HANDOVER_NAME_WIDTH, room - self.button.sizeHint().width())
            metrics = self.button.fontMetrics()
            wide = metrics.horizontalAdvance(whole_text) - metrics.horizontalAdvance(
                template.replace("%1", "")
            )
            if wide <= room_of_name or points - 0.5 < HANDOVER_BUTTON_SMALLEST_PT:
                break
            points -= 0.5
            self.button.setStyleSheet(f"font-size: {points:g}pt;")
            self.button.ensurePolished()
        short = elided(self.name, self.button, room_of_name)
        name = keep_name(short)
        self.button.setText(spaced_names(template.replace("%1", name), names=[self.name, short]))
        whole = plain(name) == plain(self.name)
        self.button.setToolTip("" if whole else plain(whole_text))
        self.button.setAccessibleName(plain(whole_text))

    def _fit_heading(self, room: int) -> None:
        """Show "Pass the computer to <name>" ``room`` pixels wide with the name whole and on
        one line, the words wrapped around it, in at most :data:`HANDOVER_HEADING_LINES`
        lines: in the heading's own font where it fits, else smaller, down to
        :data:`HANDOVER_SMALLEST_PT` (issue 18: a 24-kana name was shortened to 「ながい…」
        at 800 × 600); shortened with "…" (whole in the tooltip) only if even that is too
        wide."""
        self.text.setStyleSheet("")  # (the style sheet's own size, to start from)
        self.text.ensurePolished()
        font = self.text.font()
        height = two_lines_height(font, room) * HANDOVER_HEADING_LINES // 2
        template = keep_words(self.tr("Pass the computer to %1"))
        text, points = fit_name(template, self.name, self.text, room, height, HANDOVER_SMALLEST_PT)
        if points < font.pointSizeF():
            self.text.setStyleSheet(f"font-size: {points:g}pt;")
        self.text.setText(text)
        whole = plain(self.name) in plain(text)
        self.text.setToolTip("" if whole else plain(self.name))
        self.text.setAccessibleName(plain(template.replace("%1", self.name)))

    def _fit_summary(self, room: int) -> None:
        """Show the newest of the summary's lines that fit whole in the box's room (each
        seat's latest move first: :attr:`summary_keep`), ``room`` pixels wide (the screen's, inside its margins) and the screen's height less what
        the texts and the button above it take (the box hidden when not one line fits)."""
        lines = self.summary_lines
        self.summary_box.setVisible(bool(lines))
        language = system_language(QLocale())
        self.summary.ensurePolished()  # the style sheet's fonts, also before the first show
        self.summary_title.ensurePolished()
        metrics = self.summary.fontMetrics()
        title = self.summary_title.fontMetrics().horizontalAdvance(self.summary_title.text())
        box = self._box_layout.contentsMargins()
        frame = 2 * self.summary_box.frameWidth()
        widest = min(HANDOVER_SUMMARY_WIDTH, room - box.left() - box.right() - frame)
        # the height the screen's layout needs without the summary's lines (its minimum: the
        # summary asks for none), the lines get the rest
        layout = self._layout
        layout.invalidate()
        if layout.hasHeightForWidth():
            needed = layout.minimumHeightForWidth(self._screen_size().width())
        else:
            needed = layout.minimumSize().height()
        tall = self._screen_size().height() - needed
        most = min(len(lines), HANDOVER_SUMMARY_LINES)
        shown: list[str] = []
        note = ""  # (the notice of the older lines left out, if any)
        width = height = 0
        # each line as it wraps inside the box (under its bullet): a name that cannot share
        # a line with the words beside it goes to a line of its own, elided only when wider
        # than a line (the whole line in the tooltip then)
        room_of_text = widest - metrics.horizontalAdvance(BULLET.replace(" ", NO_BREAK_SPACE))
        keep = self.summary_keep if len(self.summary_keep) == len(lines) else []
        fitted = {
            line: fit_summary_line(line, language, self.summary.font(), room_of_text)
            for line in newest(lines, HANDOVER_SUMMARY_LINES, keep)[0]
        }
        while most > 0:
            shown, older = newest(lines, most, keep)
            note = self._notice(len(lines) - len(shown), widest) if older else ""
            texts = [f"{BULLET}{fitted.get(line, line)}" for line in shown]
            longest = max(metrics.horizontalAdvance(text) for text in [*texts, note])
            width = max(1, min(widest, max(longest, title) + 2))
            self.summary.setText(
                summary_markup([fitted.get(line, line) for line in shown], note, metrics)
            )
            height = self.summary.heightForWidth(width)
            if height <= tall:
                break
            most -= 1
        if most == 0:
            shown = []
            self.summary.setText("")
            self.summary_box.setVisible(False)
        text = "\n".join(f"{BULLET}{log_text(line, language)}" for line in shown)
        if note and shown:
            text = f"{note}\n{text}"
        self.summary_text = text
        self.summary.setAccessibleName(plain(text))
        cut = any(
            plain(fitted.get(line, line)) != plain(log_text(line, language)) for line in shown
        )
        self.summary.setToolTip(plain(text) if cut else "")  # (a name elided: all of it)
        # The label is as wide as its longest line (at most HANDOVER_SUMMARY_WIDTH) and as tall
        # as its text at that width: left to itself, a wrapped label in a centred box is given
        # a width for which it wraps and a height for one line less, and the text is cut.
        self.summary.fitted = QSize(width, height)
        self.summary.setMaximumSize(width, height)
        self.summary.updateGeometry()
        self._box_layout.invalidate()
        self.summary_box.updateGeometry()
        layout.invalidate()
        layout.activate()  # (at once: the box's old size is never shown)

    def _notice(self, count: int, widest: int) -> str:
        """The summary's first line for ``count`` older lines left out: the boards' notice
        (:func:`~farmhouse.app.board.parts.recent.left_out_text`), whole where it fits on
        one line ``widest`` pixels wide in the summary's font, else its short form."""
        whole = left_out_text(count)
        if self.summary.fontMetrics().horizontalAdvance(whole) <= widest:
            return whole
        return left_out_text(count, short=True)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.button.isVisible():
            if not event.isAutoRepeat():
                self.button.animateClick()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def summary_markup(texts: list[str], notice: str, metrics: QFontMetrics) -> str:
    """The hand-over's ``texts`` (log lines as it shows them, oldest first:
    :func:`fit_summary_line`; ``notice``: a first line for the lines left out, "… 4 more
    lines in the log (Ctrl+L)", or "" for none) as rich text:
    each line after a bullet, its wrapped lines indented under the text after the bullet (as
    wide as the bullet in ``metrics``), every line escaped. "" for no lines."""
    import html  # (here: its table of entities costs the first window ~2 ms)

    if not texts:
        return ""
    bullet = BULLET.replace(" ", NO_BREAK_SPACE)  # (never alone on a line)
    indent = metrics.horizontalAdvance(bullet)
    style = f"margin:0; margin-left:{indent}px; text-indent:-{indent}px"
    first = html.escape(notice, quote=False)
    paragraphs = [f'<p style="margin:0">{first}</p>'] if notice else []
    paragraphs += [
        f'<p style="{style}">{html.escape(bullet + text, quote=False)}</p>' for text in texts
    ]
    return "".join(paragraphs)
