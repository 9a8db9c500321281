"""Labels for text the user typed (player names) or read from a file: always plain text, so
that a name like ``<b>Ann</b>`` shows as typed, and names too long for the space elided; and
:func:`fit_name`, which fits a sentence with a name into a wrapped label without cutting the
name while anything else can give way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from farmhouse.app.board.linebreak import (
    WORD_JOINER,
    fit_names,
    keep_name,
    keep_phrases,
    language,
    plain,
    spaced_names,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTextBrowser

# The start page imports this module: ``Qt`` (the namespace of Qt's enums: some 90 Python
# enums, ~115M instructions to create when first asked for) is read as ``QtCore.Qt`` where it
# is used, and QStyle (11 enums, 566 members) and its option types only where a button's
# room is measured (issue 18: the first window reads neither before it is painted).

#: Sample of the tallest lines a label may hold: Latin with descenders and a CJK character
#: (drawn in the taller CJK fallback font), two lines.
TWO_LINES = "Xg手\nXg手"


class _PlainLabel(QLabel):
    """A plain-text label whose accessible name is its text without the marks that keep
    Chinese and Japanese words whole (word joiners, zero-width spaces): a screen reader or
    a braille display gets the words, not the marks. In Chinese the players' names in its
    text are spaced from the Chinese around them (:func:`spaced_names`: 「輪到 Player 1」)."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        text = spaced_names(text)
        # (the name first: a label without one tells screen readers its text is its new
        # name as the text is set, marks and all)
        self.setAccessibleName(plain(text))
        super().setText(text)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 (Qt API)
        super().setAccessibleName(spaced_names(name))

    def setToolTip(self, tip: str) -> None:  # noqa: N802 (Qt API)
        super().setToolTip(spaced_names(tip))


def message_text(text: str) -> str:
    """``text``, the running text of a message box (a plain-text ``QMessageBox``: a file
    that cannot be opened, a question), made ready for Qt's wrapping by the one rule the
    app's running text breaks by (:func:`~farmhouse.app.board.linebreak.keep_phrases` in the
    app's language): Chinese and Japanese lines break between phrases, never inside a word
    (issue X7: Qt broke 「…損壞或不完／整。」 and 「不／完全です」 anywhere). Latin text is
    unchanged."""
    return keep_phrases(text, language())


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that never interprets ``text`` (or later texts) as HTML; its accessible
    name is the text without line-breaking marks."""
    label = _PlainLabel(parent)
    label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    label.setText(text)
    return label


class ElidedButton(QPushButton):
    """A push button whose text, when the layout gives it less room than the whole text
    needs, is shortened in the middle ("Continue: Black Sheep · Ann, Bob · 2026-1… · 13
    moves") instead of being cut at both ends; the whole text is then its tooltip (and
    always its accessible name). Set the text with :meth:`set_full_text`; :meth:`full_text`
    gives it back. Its size hint is that of the whole text; its minimum width that of
    :attr:`SHORTEST` chars."""

    #: What separates the parts of the text that are left out whole.
    SEPARATOR = " · "

    #: The pixels beside its text the button's fit leaves (:meth:`fits_surely`: 4 for the
    #: glyphs' side bearings, 2 for rounding), which its size hint asks for too.
    FIT_SLACK = 6

    #: How many characters of the text (with "…") the button keeps at least.
    SHORTEST = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._keep: tuple[str, ...] = ()  # (never cut inside: players' names)
        self._order: tuple[int, ...] | None = None  # (the parts that give way, in turn)
        self._head = ""  # (the start of the first part that always shows)
        self._shortener: Callable[[QFontMetrics, int], str] | None = None
        # a layout may give it less than its whole text (a button's own policy, Minimum,
        # made the whole text its least width: a long Continue made the start page scroll
        # sideways)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QtWidgets.QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)

    def full_text(self) -> str:
        """The whole text (what :meth:`set_full_text` was given)."""
        return self._full

    def set_full_text(
        self,
        text: str,
        keep: Sequence[str] = (),
        order: Sequence[int] | None = None,
        head: str = "",
        shortener: Callable[[QFontMetrics, int], str] | None = None,
    ) -> None:
        """Show ``text``, elided in the middle to the button's width if it does not fit,
        never inside a string of ``keep`` (the players' names in it); ``order`` and ``head``
        as :func:`shorten_parts` takes them (which parts give way, in turn; the start of the
        first part that always shows) while the parts not in ``order`` can stay whole, else
        the default order of :func:`shorten_parts`. ``shortener``, if given, makes the
        shortened text instead (from the font's metrics and the room in px)."""
        self._full = text
        self._keep = tuple(k for k in keep if k)
        self._order = tuple(order) if order is not None else None
        self._head = head
        self._shortener = shortener
        self.setAccessibleName(plain(text))
        self.updateGeometry()
        self._fit()

    def text_room(self) -> int:
        """The width in px the button's style leaves for the text (padding and border off)."""
        self.ensurePolished()
        option = QtWidgets.QStyleOptionButton()
        self.initStyleOption(option)
        contents = QtWidgets.QStyle.SubElement.SE_PushButtonContents
        rect = self.style().subElementRect(contents, option, self)
        return max(rect.width() - 4, 1)  # (a little room: the glyphs' side bearings)

    def fits_surely(self) -> bool:
        """True if the whole text fits for sure, known without the style's own measure
        (:meth:`text_room`, whose QStyle Python types PySide makes when first asked for:
        ~50M instructions of the first window, issue 18): Qt's size hint of the text shown
        less that text's width bounds the padding and border from above (it may add a
        minimum width), and 2 px more cover its rounding. False when unsure (a mnemonic "&"
        in the text shown: the hint leaves it out)."""
        self.ensurePolished()
        metrics = self.fontMetrics()
        shown = self.text()
        if "&" in shown:
            return False
        insets = QPushButton.sizeHint(self).width() - metrics.horizontalAdvance(shown)
        return metrics.horizontalAdvance(self._full) <= self.width() - insets - self.FIT_SLACK

    def _fit(self) -> None:
        """Show the whole text if it fits; else :meth:`_shortened`."""
        if self.fits_surely():
            self.setText(self._full)
            self.setToolTip("")
            return
        metrics, room = self.fontMetrics(), self.text_room()
        shown = self._full
        if metrics.horizontalAdvance(shown) > room:
            shown = self._shortened(metrics, room)
        self.setText(shown)
        self.setToolTip(self._full if shown != self._full else "")

    def _shortened(self, metrics: QFontMetrics, room: int) -> str:
        """The text cut to ``room`` px by :func:`shorten_parts`: its first and last parts
        stay whole, the players' names give way first, then the middle parts from the
        middle outwards (a save's date), never inside a kept name; Qt's elision in the
        middle of what is left if even that is too wide (or the button's own shortener)."""
        if self._shortener is not None:
            return self._shortener(metrics, room)
        if self._order is not None:
            shown = shorten_parts(
                self._full, metrics, room, self._keep, self._order, head=self._head
            )
            parts = self._full.split(self.SEPARATOR)
            whole = [part for i, part in enumerate(parts) if i not in self._order]
            if all(part in shown.split(self.SEPARATOR) for part in whole):
                return shown
            # (the parts that were to stay whole do not fit even so: as by default, then)
        return shorten_parts(self._full, metrics, room, self._keep)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """The size of the button showing its whole text, with the few pixels more that
        :meth:`fits_surely` and :meth:`text_room` leave beside a text (a button given just
        its text's width shortened it: 「2026-12-06 15:… · 5手」 while its row had room)."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        extra = metrics.horizontalAdvance(self._full) - metrics.horizontalAdvance(self.text())
        return QSize(hint.width() + max(extra, 0) + self.FIT_SLACK, hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Room for :attr:`SHORTEST` characters of the text, elided. (From the button's size
        for the text shown, not from QPushButton's least size, which is the size hint: the
        whole text's here, so that the more the text was shortened the wider the least
        size, and a long Continue made the start page scroll sideways.)"""
        hint = QPushButton.sizeHint(self)
        metrics = self.fontMetrics()
        extra = metrics.horizontalAdvance(self._full[: self.SHORTEST] + "…")
        extra -= metrics.horizontalAdvance(self.text())
        return QSize(max(hint.width() + extra, 1), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """Elide the text again to the new width."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """A new font or style (a language switch changes the font's fallbacks): elide the
        text again."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
            self._fit()


def shorten_parts(
    full: str,
    metrics: QFontMetrics,
    room: int,
    keep: Sequence[str] = (),
    order: Sequence[int] | None = None,
    last_resort: QtCore.Qt.TextElideMode | None = None,
    head: str = "",
) -> str:
    """``full``, a line of parts joined by " · ", cut to ``room`` px in ``metrics``, keeping
    as much as fits. The parts give way one after another in ``order`` (their indexes; by
    default a part holding a ``keep`` string, the players' names, then the middle parts from
    the middle outwards, never the first and the last), each cut within where it ends
    ("2026-1…", "Ann, Bob, …"), never inside a ``keep`` string, and left out as "…" when
    nothing of it fits; if even that is too wide, Qt's elision (``last_resort``, by default
    in the middle) of what is left. The parts not in ``order`` stay whole (a save's date, its
    number of moves). ``head``: the start of the first part that always shows when that
    part gives way ("Continue: " of "Continue: Black Sheep"): it is cut down to ``head`` and
    "…", never shorter, and the next part in ``order`` gives way."""
    sep = ElidedButton.SEPARATOR
    parts = full.split(sep)
    if order is None:
        middle = list(range(1, len(parts) - 1))
        named = [i for i in middle if any(k in parts[i] for k in keep)]
        order = list(named)
        for drop in range(1, len(middle) + 1):
            start = (len(middle) - drop + 1) // 2
            order += [i for i in middle[start : start + drop] if i not in order]
    dropped: set[int] = set()

    def line(cut: int = -1, kept: str = "") -> str:
        out: list[str] = []
        for i, part in enumerate(parts):
            if i == cut:
                out.append(kept + "…")
            elif i not in dropped:
                out.append(part)
            elif not out or not out[-1].endswith("…"):  # (one "…" for parts side by side)
                out.append("…")
        return sep.join(out)

    def inside_kept(text: str, at: int) -> bool:
        for name in keep:
            start = text.find(name) if name else -1
            while start >= 0:
                if start < at < start + len(name):
                    return True
                start = text.find(name, start + 1)
        return False

    for i in order:
        part = parts[i]
        least = len(head) if i == 0 and head and part.startswith(head) else 0
        for n in range(len(part) - 1, least - 1, -1):  # (the longest start of it that fits)
            if inside_kept(part, n):
                continue
            shown = line(i, part[:n])
            if metrics.horizontalAdvance(shown) <= room:
                return shown
        if least:
            parts[i] = head + "…"  # (its head stays; the next part gives way)
        else:
            dropped.add(i)
    if last_resort is None:  # (``QtCore.Qt`` read only here: see the start page's module)
        last_resort = QtCore.Qt.TextElideMode.ElideMiddle
    return metrics.elidedText(line(), last_resort, room)


def elided(text: str, widget: QWidget, width: int) -> str:
    """``text`` shortened with "…" at the end so that it fits ``width`` pixels in ``widget``'s
    font (style sheet included); unchanged if it fits."""
    widget.ensurePolished()
    return widget.fontMetrics().elidedText(text, QtCore.Qt.TextElideMode.ElideRight, max(width, 1))


#: The boxes :func:`text_box` measured, by text, font (its key and its families: the key
#: leaves out the fallback families, which set the height of Chinese and Japanese lines) and
#: width. The side panel measures the same seat summaries again at every fit of the seats
#: (52 measures of 8 boxes before a saved game's board is first painted).
_BOXES: dict[tuple[str, str, tuple[str, ...], int], QRect] = {}
#: The most boxes kept (then they are all forgotten: the same few come again).
BOXES_KEPT = 256


def text_box(text: str, font: QFont, width: int) -> QRect:
    """The bounding box of ``text`` wrapped at word boundaries ``width`` px wide in ``font``,
    as a word-wrapping QLabel lays it out (line heights include fallback fonts: Chinese and
    Japanese lines are taller than Latin ones). Wider than ``width`` if a word is. (A new
    rectangle each time; the same text, font and width are measured once.)"""
    key = (text, font.key(), tuple(font.families()), width)
    box = _BOXES.get(key)
    if box is None:
        if len(_BOXES) >= BOXES_KEPT:
            _BOXES.clear()
        box = _BOXES[key] = QFontMetrics(font).boundingRect(
            QRect(0, 0, width, 100_000), int(QtCore.Qt.TextFlag.TextWordWrap), text
        )
    return QRect(box)


def two_lines_height(font: QFont, width: int) -> int:
    """The height of two lines of any text in ``font`` (:data:`TWO_LINES`), Chinese and
    Japanese included."""
    return text_box(TWO_LINES, font, width).height()


def fit_name(
    template: str,
    name: str,
    widget: QWidget,
    width: int,
    height: int,
    smallest_pt: float,
    broken: str = "",
    broken_smallest_pt: float = 0.0,
) -> tuple[str, float]:
    """``template`` with ``%1`` replaced by ``name`` for a word-wrapping label whose text has
    ``width`` × ``height`` px, and the point size to show it in. The name is kept whole and on
    one line (:func:`~farmhouse.app.linebreak.keep_name`): in ``widget``'s own font if the text
    fits, else in a smaller one, a point at a time down to ``smallest_pt``. Then, if
    ``broken`` is given (the name as it may break over lines, between its words or phrases
    only: :func:`~farmhouse.app.name_fit.name_in_pieces`), the name so, in two lines from the
    widget's size down to ``smallest_pt``, else in as many lines as ``height`` holds, from
    the widget's size a point at a time down to ``broken_smallest_pt`` (at most
    ``smallest_pt``): three lines of a readable size rather than two tiny ones. Only if
    it does not fit even then is the name elided (in ``smallest_pt``). ``template`` is
    already prepared for wrapping (e.g. by :func:`~farmhouse.app.linebreak.keep_words`)."""
    widget.ensurePolished()
    font = QFont(widget.font())
    size = font.pointSizeF()
    # (in Chinese the name spaced from the Chinese around it, as the label shows it:
    # 「輪到 Player 1」, measured so)
    whole = spaced_names(template.replace("%1", keep_name(name)), names=(name,))
    # (keep_words glued the placeholder to its words: 「%1さんの手番」 is one piece; where the
    # name and its words do not fit one line together, the line may break beside the name)
    loose = spaced_names(
        template.replace(WORD_JOINER + "%1", "%1")
        .replace("%1" + WORD_JOINER, "%1")
        .replace("%1", keep_name(name)),
        names=(name,),
    )

    def fits(text: str, points: float, two_lines: bool = False) -> bool:
        font.setPointSizeF(points)
        box = text_box(text, font, width)
        most = min(height, two_lines_height(font, width)) if two_lines else height
        return box.width() <= width and box.height() <= most

    def first_fit(
        texts: tuple[str, ...], smallest: float, two_lines: bool = False
    ) -> tuple[str, float] | None:
        points = size
        while True:
            for text in texts:
                if fits(text, points, two_lines):
                    return text, points
            if points - 1 < smallest:
                return None
            points -= 1

    found = first_fit((whole, loose), smallest_pt)
    if found is None and broken:
        pieces = loose.replace(keep_name(name), _whole_ends(broken))
        least = min(smallest_pt, broken_smallest_pt or smallest_pt)
        # two lines while that keeps ``smallest_pt``; else as many lines as the height holds,
        # in the largest size that fits (issue 18: a 24-kana name took two lines of 12 px in a
        # banner made for two of 17 pt, where three of 15 px fit)
        found = first_fit((pieces,), smallest_pt, True) or first_fit((pieces,), least)
    if found is not None:
        return found
    points = min(size, smallest_pt)
    font.setPointSizeF(points)
    metrics = QFontMetrics(font)
    for room in range(2 * width, 39, -8):
        short = metrics.elidedText(name, QtCore.Qt.TextElideMode.ElideRight, room)
        for text in (whole, loose):
            text = text.replace(keep_name(name), keep_name(short))
            if fits(text, points):
                return text, points
    return template.replace("%1", "…"), points


def _whole_ends(pieces: str) -> str:
    """A name in ``pieces`` (:func:`~farmhouse.app.name_fit.name_in_pieces`) with its first
    two and its last two characters held together: no line begins or ends with one lone
    character of it (「…よろしくおねが⏎い」: the phrase model breaks inside a word of kana)."""
    if len(pieces) > 1 and WORD_JOINER not in pieces[:2] and " " not in pieces[:2]:
        pieces = pieces[0] + WORD_JOINER + pieces[1:]
    if len(pieces) > 1 and WORD_JOINER not in pieces[-2:] and " " not in pieces[-2:]:
        pieces = pieces[:-1] + WORD_JOINER + pieces[-1]
    return pieces


def fit_log_names(line: str, language: str, log: QTextBrowser) -> str:
    """A log ``line`` with each player's name too wide for a line of ``log`` together with
    its particle elided with "…" (:func:`~farmhouse.app.board.linebreak.fit_names`): Qt would
    cut it anywhere ("Bartholomew Longname-Smith IIか|ら"). The room is :func:`log_room`,
    measured in ``log``'s font (pixels). Unchanged while every name
    fits, or before the log has a width."""
    room = log_room(log)
    if room <= 0:
        return line
    return fit_names(line, room, QFontMetricsF(log.font()).horizontalAdvance, language)


def log_line_tip(line: str, language: str, log: QTextBrowser) -> str:
    """The tooltip of a game-log ``line`` in ``log``: the whole line (plain text) when the log
    shows it with a name elided (:func:`fit_log_names`: "Bartholomew Longname-Smit…から"), as
    the players panel's tooltip gives an elided name whole; "" when it is shown whole."""
    if not line or fit_log_names(line, language, log) == line:
        return ""
    return plain(line)


#: Room kept for a log's scroll bar (pixels; whether it shows or not: asking the log for its
#: viewport or scroll bar makes PySide create every widget type, which a first paint avoids).
SCROLL_BAR_ROOM = 20


def log_room(log: QTextBrowser) -> int:
    """The width in pixels of a line of text in ``log``: its contents less its document's
    margins and :data:`SCROLL_BAR_ROOM`."""
    margin = round(2 * log.document().documentMargin())
    return log.contentsRect().width() - margin - SCROLL_BAR_ROOM


def quiet_scroll(area: QtWidgets.QScrollArea, widget: QWidget, name: str) -> None:
    """Make ``area`` (object name ``name``) scroll ``widget`` vertically only, sized to its
    width, without a frame, a background, the keyboard focus or a horizontal scroll bar, its
    size policy Preferred both ways (the side panel's seat list and hint text)."""
    area.setObjectName(name)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
    area.viewport().setAutoFillBackground(False)
    preferred = QtWidgets.QSizePolicy.Policy.Preferred
    area.setSizePolicy(preferred, preferred)
