"""Players' names and game-log lines fitted to wrapped text, for the game page's side panel,
the hand-over screen and the hint box: a name too wide for a line goes on over a second one,
broken between its words or phrases only (:func:`name_in_pieces`, :func:`name_lines`,
:func:`names_in_pieces`), never inside a word nor cut by a label's edge; a game-log line as
every screen shows it (:func:`log_text`) and as the hand-over's summary fits it to its box
(:func:`fit_summary_line`); :func:`overflowing_line` finds a line too wide for its room."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QTextBrowser

from farmhouse.app.board.linebreak import (
    WORD_JOINER,
    keep_name,
    keep_phrases,
    kept_names,
    middle_cut,
    name_points,
    qt_slice,
)
from farmhouse.app.labels import fit_log_names, text_box, two_lines_height


def log_text(line: str, language: str, log: QTextBrowser | None = None) -> str:
    """A game-log ``line`` as every screen shows it in app ``language`` (the log, whether
    appended to or set anew after a hot-seat hand-over, and the hand-over's "since your last
    turn"): Chinese and Japanese broken between phrases only (:func:`keep_phrases` of the line
    itself; the phrases of a longer text around it may differ). With ``log`` (the widget
    that shows it): a name too wide for its lines with its particle is elided
    (:func:`~farmhouse.app.labels.fit_log_names`), never cut."""
    if log is not None:
        line = fit_log_names(line, language, log)
    return keep_phrases(line, language)


def fit_summary_line(line: str, language: str, font: QFont, width: int) -> str:
    """A game-log ``line`` as the hand-over's summary shows it (:func:`log_text` in
    ``language``), wrapping inside ``width`` pixels of text in ``font``: unchanged where it
    does; else each player's name (:func:`~farmhouse.app.board.linebreak.kept_names`) may
    go to a line of its own, apart from the words it was held to (Chinese: 「…ね抽到」, a
    24-kana name with its verb, was wider than the box at 800 × 600); a name that still
    makes a line too wide (wider than a line alone, or with what no line may break from it:
    "…'s") is shortened in its middle with "…" until it fits (:func:`middle_cut`; never cut
    by the box's edge)."""
    text = log_text(line, language)
    if overflowing_line(text, font, width) is None:
        return text
    names = sorted((n for n in kept_names() if n), key=len, reverse=True)
    for name in names:
        kept = keep_name(name)
        text = text.replace(WORD_JOINER + kept, kept).replace(kept + WORD_JOINER, kept)
    shown = {name: name for name in names}  # (each name as the text shows it now)
    while (wide := overflowing_line(text, font, width)) is not None:
        inside = [n for n in names if len(shown[n]) > 3 and keep_name(shown[n]) in wide]
        if not inside:
            break  # (no name in that line: nothing more to shorten)
        name = inside[0]
        short = middle_cut(name, len(shown[name].replace("…", "")) - 1)
        text = text.replace(keep_name(shown[name]), keep_name(short))
        shown[name] = short
    return text


def overflowing_line(text: str, font: QFont, width: int) -> str | None:
    """The first line of ``text`` in ``font`` wider than ``width`` pixels when wrapped as a
    word-wrapping label wraps it (at the breaks Qt and the word joiners in it allow, never
    inside a word), or None when every line fits."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    found = None
    while True:
        row = layout.createLine()
        if not row.isValid():
            break
        row.setLineWidth(width)
        if found is None and row.naturalTextWidth() > width:
            found = qt_slice(text, row.textStart(), row.textLength())
    layout.endLayout()
    return found


def name_in_pieces(name: str) -> str:
    """A player's ``name`` wider than a line, as a text Qt breaks only between its words
    (Latin) or its phrases (Chinese, Japanese), never inside one: at
    :func:`~farmhouse.app.board.linebreak.name_points`, the same places wherever a name is
    broken (the board kit's plates too), whatever board was made last."""
    allowed = set(name_points(name))
    out = [name[:1]]
    for i in range(1, len(name)):
        if i not in allowed and not name[i - 1].isspace() and not name[i].isspace():
            out.append(WORD_JOINER)
        out.append(name[i])
    return "".join(out)


def name_lines(
    template: str, name: str, font: QFont, width: int, wrap: bool = True, line: int = 0
) -> str:
    """``template`` (prepared by :func:`keep_words`) with ``name`` for ``%1``, for a
    word-wrapping label ``width`` pixels wide in ``font``: the name whole and on one line
    where it is at most ``line`` pixels wide (0: ``width``); else, with ``wrap``, whole over
    two lines, broken between its words or phrases (:func:`name_in_pieces`), where no line
    is then too wide; else shortened in its middle with "…" to ``line`` pixels (its end
    kept: "Player 1" and "Player 2" stay apart)."""
    line = line or width
    metrics = QFontMetrics(font)
    if metrics.horizontalAdvance(name) <= line:
        return template.replace("%1", keep_name(name))
    if wrap:  # (at the line's width: Qt wraps it there)
        pieces = template.replace("%1", name_in_pieces(name))
        lines = text_box(name_in_pieces(name), font, width).height()
        if overflowing_line(pieces, font, width) is None and lines <= two_lines_height(font, width):
            return pieces
    short = metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, line)
    return template.replace("%1", keep_name(short))


def names_in_pieces(text: str, font: QFont, width: int) -> str:
    """``text`` (a line of running text, the players' names in it as :func:`keep_name` made
    them: :func:`~farmhouse.app.board.linebreak.kept_names`) wrapping inside ``width``
    pixels in ``font``: unchanged where it does; else each name may go to a line of its own,
    apart from the words it was held to, and a name wider than a line by itself is broken
    between its words or phrases (:func:`name_in_pieces`), never cut by the label's edge."""
    if overflowing_line(text, font, width) is None:
        return text
    metrics = QFontMetrics(font)
    for name in sorted((n for n in kept_names() if n), key=len, reverse=True):
        kept = keep_name(name)
        text = text.replace(WORD_JOINER + kept, kept).replace(kept + WORD_JOINER, kept)
        if metrics.horizontalAdvance(name) > width:
            text = text.replace(kept, name_in_pieces(name))
    return text
