"""Text on the board: labels that fit the room they have (shrunk or elided, never spilling),
wrapped blocks, and the pixel size a player actually sees.

Wrapping (:func:`wrap_lines`, :func:`wrapped_block`) never breaks a Chinese or Japanese word
nor a player's name: Qt breaks CJK text between any two characters, so the kit breaks where
the one rule of :mod:`farmhouse.app.board.linebreak` allows (:func:`break_points`, in the
language of the moment).

Sizes are in scene units (the board scales the scene to the window); :func:`board_font` is the
one place board fonts are made, so every game's board text looks alike. A label shrunk to fit
never gets smaller than its ``min_size``: below that it is elided instead. Wrapped text breaks
only between words, also in Chinese and Japanese (:func:`~farmhouse.app.board.linebreak.keep_words`).

Every kit item that draws text says what it drew, where and at what size
(:func:`drawn_texts`), so a test can check what a player sees (the board view maps it to the
screen: :meth:`~farmhouse.app.board.view.BoardView.shown_texts`); text no player needs to
read is marked :func:`decorative`, with the reason.
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from PySide6 import QtGui, QtWidgets
from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt

# The wrapped blocks' Qt types (QGraphicsTextItem, QTextOption, QTextCursor and
# QTextBlockFormat, whose QTextFormat enums have some 140 members) are read as
# ``QtWidgets.``/``QtGui.`` where a block is made: PySide creates a Qt class's Python type and
# enums when it is first read, and a board that draws no wrapped block before its first paint
# (Wooly Bully) need not make them (issue 18).
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.language import system_language
from farmhouse.app.board.linebreak import (
    NO_BREAK_SPACE,
    NO_START,
    OPENING,
    WORD_JOINER,
    keep_name,
    keep_phrases,
    keep_words,
    name_points,
    phrase_language,
    plain,
    qt_slice,
    spaced_names,
    tip_text,
)
from farmhouse.app.board.linebreak import break_points as break_points
from farmhouse.app.board.linebreak import keep_names as keep_names
from farmhouse.app.board.linebreak import kept_names as kept_names
from farmhouse.app.board.linebreak import whole_names as whole_names
from farmhouse.app.board.palette import INK


def board_font(size: float, bold: bool = False) -> QFont:
    """The board font at ``size`` pixels (scene units), bold or regular."""
    font = QFont()
    font.setPixelSize(max(1, int(round(size))))
    font.setBold(bold)
    return font


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width in scene units of ``text`` in :func:`board_font` ``(size, bold)``."""
    return QFontMetricsF(board_font(size, bold)).horizontalAdvance(text)


# The size (scene units) below which :func:`text_item` labels are elided rather than shrunk
# further, unless they name their own ``min_size``.
MIN_LABEL = 12.0


def line_height(text: str, size: float, bold: bool = False) -> float:
    """The height of ``text`` on one line as :func:`text_item` lays it out: a Chinese or
    Japanese text stands taller in its fallback font than the board font's metrics say
    (31 units, not 24, at 21 bold), and is counted so."""
    item = QGraphicsSimpleTextItem(text)
    item.setFont(board_font(size, bold))
    return max(QFontMetricsF(item.font()).height(), item.boundingRect().height())


def elided(text: str, size: float, width: float, bold: bool = False) -> str:
    """``text`` shortened with "…" so that it is at most ``width`` scene units wide
    (remembered per text, size, width and the app's font: boards set the same labels again
    move after move)."""
    return _elided(text, size, width, bold, QFont().key())


@lru_cache(maxsize=2048)
def _elided(text: str, size: float, width: float, bold: bool, font: str) -> str:
    metrics = QFontMetricsF(board_font(size, bold))
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(1.0, width))


def _attach(item: QGraphicsItem, scene_or_parent: QGraphicsScene | QGraphicsItem | None) -> None:
    if isinstance(scene_or_parent, QGraphicsScene):
        scene_or_parent.addItem(item)
    elif scene_or_parent is not None:
        item.setParentItem(scene_or_parent)


def text_item(
    scene_or_parent: QGraphicsScene | QGraphicsItem | None,
    text: str,
    pos: QPointF,
    size: float = 18,
    bold: bool = False,
    colour: QColor = INK,
    align: str = "left",
    max_width: float | None = None,
    min_size: float | None = None,
) -> QGraphicsSimpleTextItem:
    """A one-line label whose top is at ``pos.y()`` and whose left edge, centre or right edge
    (``align`` "left", "centre", "right") is at ``pos.x()``. With ``max_width`` a label wider
    than that is shrunk to fit (see :func:`fit_width`), but not below ``min_size`` (by default
    :data:`MIN_LABEL`, or its own size if smaller): what is still too wide then is elided with "…" (the full text becomes its tooltip).
    Added to the scene or as a child of the given parent item. In Chinese a player's name
    in ``text`` is spaced from the Chinese around it
    (:func:`~farmhouse.app.board.linebreak.spaced_names`: 「Bot 2 的手牌」)."""
    text = spaced_names(text)
    item = QGraphicsSimpleTextItem()
    font = board_font(size, bold)
    item.setFont(font)
    item.setText(text)  # (after the font: the text is laid out once)
    item.setBrush(colour)
    item.setData(DataKey.LABEL_ALIGN, align)
    item.setData(DataKey.LABEL_TEXT, text)
    item.setData(DataKey.LABEL_LEAST, min_size)
    _attach(item, scene_or_parent)
    device_cache(item)
    # (placed as :func:`place` places it, from what was just set rather than read back from
    # the item: a board makes some 100 labels for its first picture)
    _place(item, pos, align, max_width, text, float(font.pixelSize()), min_size)
    return item


def centred_item(
    scene_or_parent: QGraphicsScene | QGraphicsItem | None,
    text: str,
    centre: QPointF,
    size: float = 18,
    bold: bool = True,
    colour: QColor = INK,
    max_width: float | None = None,
    min_size: float | None = None,
) -> QGraphicsSimpleTextItem:
    """A one-line :func:`text_item` centred on ``centre`` both ways (a number on a tile, a
    word on a button's art), fitted to ``max_width`` as :func:`text_item` fits it."""
    at = QPointF(centre.x(), 0)
    item = text_item(scene_or_parent, text, at, size, bold, colour, "centre", max_width, min_size)
    item.setY(centre.y() - item.boundingRect().height() * item.scale() / 2)
    return item


def box_text_height(text: str, size: float, width: float) -> float:
    """How tall ``text`` stands in a :class:`~farmhouse.app.board.targets.Box` whose text is
    ``width`` scene units wide (its wrapped, bold lines of ``size`` units): what a box fitted
    to its text holds, less its margins."""
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(True)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    shown = keep_words(whole_names(text))
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 0), flags, shown).height()


def place(
    item: QGraphicsSimpleTextItem, pos: QPointF, align: str = "left", max_width: float | None = None
) -> None:
    """Put ``item`` at ``pos`` with ``align`` (as :func:`text_item`), fitted to ``max_width``:
    shrunk down to its minimum size (``text_item``'s ``min_size``), then elided."""
    full = item.data(DataKey.LABEL_TEXT)
    full = full if isinstance(full, str) else item.text()
    if item.text() != full:
        item.setText(full)
    size = float(item.font().pixelSize())
    _place(item, pos, align, max_width, full, size, item.data(DataKey.LABEL_LEAST))


def _place(
    item: QGraphicsSimpleTextItem,
    pos: QPointF,
    align: str,
    max_width: float | None,
    full: str,
    size: float,
    least: Any,
) -> None:
    """:func:`place` for ``item`` showing its whole text ``full`` in a font of ``size``
    pixels, ``least`` its ``min_size`` (None: the default)."""
    least = least if isinstance(least, (int, float)) else min(size, MIN_LABEL)
    width = item.boundingRect().width()
    scale = min(1.0, max_width / width) if max_width and width else 1.0
    if max_width and width and scale * size < least:
        scale = min(1.0, least / size)
        shown = QFontMetricsF(item.font()).elidedText(
            full, Qt.TextElideMode.ElideRight, max_width / scale
        )
        item.setText(shown)
        if not item.toolTip():
            item.setToolTip(full)
        width = item.boundingRect().width()
    item.setScale(scale)
    dx = {"left": 0.0, "centre": -width * scale / 2, "right": -width * scale}[align]
    item.setPos(pos.x() + dx, pos.y())


def fit_width(item: QGraphicsSimpleTextItem, max_width: float) -> None:
    """Shrink ``item`` (keeping its alignment point) so it is at most ``max_width`` wide."""
    align = item.data(DataKey.LABEL_ALIGN) or "left"
    width = item.boundingRect().width() * item.scale()
    anchor_x = item.x() + {"left": 0.0, "centre": width / 2, "right": width}[align]
    place(item, QPointF(anchor_x, item.y()), align, max_width)


def set_text(item: QGraphicsSimpleTextItem, text: str, max_width: float | None = None) -> None:
    """Change ``item``'s text, keeping its alignment point (and fitting it to ``max_width``);
    the players' names in it spaced from Chinese text as :func:`text_item` spaces them."""
    text = spaced_names(text)
    if text == item.data(DataKey.LABEL_TEXT):
        return
    align = item.data(DataKey.LABEL_ALIGN) or "left"
    width = item.boundingRect().width() * item.scale()
    anchor_x = item.x() + {"left": 0.0, "centre": width / 2, "right": width}[align]
    item.setData(DataKey.LABEL_TEXT, text)
    item.setText(text)
    place(item, QPointF(anchor_x, item.y()), align, max_width)


def text_block(
    scene_or_parent: QGraphicsScene | QGraphicsItem | None,
    text: str,
    pos: QPointF,
    width: float,
    size: float = 16,
    colour: QColor = INK,
    bold: bool = False,
    align: str = "left",
    words: bool = True,
    pitch: float | None = None,
) -> QtWidgets.QGraphicsTextItem:
    """Plain text wrapped to ``width`` scene units, top-left at ``pos`` (never read as HTML),
    each line aligned ``align`` ("left" or "centre"). With ``words`` (the default) lines
    break only between words (:func:`keep_words`); running text such as a log may pass False
    (Chinese and Japanese sentences then break between phrases: :func:`keep_phrases`).
    ``pitch`` (scene units, e.g. :func:`line_pitch`): every line that far below the one
    before, whatever font draws it (kept by :func:`set_block_text`); None: each line as tall
    as its tallest font (a Chinese or Japanese line, in its fallback font, is taller than
    a Latin one)."""
    item = QtWidgets.QGraphicsTextItem()
    item.setFont(board_font(size, bold))
    item.setDefaultTextColor(colour)
    item.setTextWidth(width)
    if align == "centre":
        option = QtGui.QTextOption(Qt.AlignmentFlag.AlignHCenter)
        option.setWrapMode(QtGui.QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        item.document().setDefaultTextOption(option)
    item.setData(DataKey.BLOCK_WORDS, words)
    item.setData(PITCH, pitch)
    _set_shown(item, _kept(text, words))
    item.setPos(pos)
    _attach(item, scene_or_parent)
    device_cache(item)
    return item


# The separator of the parts of a key line ("Keys: 1–9 choose · S stop · Esc back").
KEY_PARTS = " · "


def with_board_exit(keys: str) -> str:
    """``keys`` (the key line under a board's prompt, as its game words it, before
    :func:`key_line`) with the key that leaves the board for the side panel and the game log
    at its end ("… · Esc back · Ctrl+Tab side panel"); "" stays "". Ctrl+Tab (back from
    anywhere in the game page too) was named only in the board's tooltip and the README,
    which a keyboard-only player does not see (session 19's second tester, Y2)."""
    if not keys:
        return ""
    #: The end of the key line under a board's prompt: %1 the game's keys ("Keys:
    #: Tab/arrows move · Enter picks · Esc back"). Ctrl+Tab moves the keyboard focus from the
    #: board to the side panel (Take back, Hint, the players, the game log), and back to the
    #: board from there. Keep it short: the line must fit under the prompt.
    text = QCoreApplication.translate("GameBoard", "%1 · Ctrl+Tab side panel")
    return text.replace("%1", keys)


def board_exit_text() -> str:
    """The key that leaves the board for the side panel, on its own (a board whose hint
    names its keys in sentences, with no key line: Wooly Bully's column)."""
    #: A line under what to do now on a board (its hint names the other keys): Ctrl+Tab moves
    #: the keyboard focus from the board to the side panel (Take back, Hint, the players, the
    #: game log), and back to the board from there. Keep it short.
    return QCoreApplication.translate("GameBoard", "Ctrl+Tab side panel")


def key_line(text: str) -> str:
    """A line of keys, its parts separated by " · " ("Keys: 1–9 choose · Enter picks · Esc
    back"), that wraps only between its parts: each part kept whole (no lone "back" on a
    line), the dot ending the line it is on. Pass it to :func:`text_block`; :func:`plain`
    reads it as ``text``."""
    return (NO_BREAK_SPACE + "· ").join(keep_name(part) for part in text.split(KEY_PARTS))


def _kept(text: str, words: bool) -> str:
    """``text`` as a :func:`text_block` shows it: names whole, and lines breaking only between
    words (``words``) or, for running text, between phrases (:func:`keep_phrases`)."""
    if words:
        return keep_words(whole_names(text))
    return keep_phrases(whole_names(text), system_language(QLocale()))


def set_block_text(item: QtWidgets.QGraphicsTextItem, text: str) -> None:
    """Change the text of a :func:`text_block` (its wrapping rule kept)."""
    shown = _kept(text, item.data(DataKey.BLOCK_WORDS) is not False)
    if shown != item.toPlainText():
        _set_shown(item, shown)
        # the document reports only the rectangles its layout touched, which may miss the
        # new lines: the item's pixmap cache (DeviceCoordinateCache) then kept a blank or the
        # old text; repaint the whole item
        item.update()


#: The item data key under which a :func:`text_block` keeps its ``pitch`` (None: none).
PITCH = DataKey.PITCH


def line_pitch(size: float, bold: bool = False) -> float:
    """The distance in scene units from one line of a block in :func:`board_font` ``(size,
    bold)`` to the next as Qt lays out Latin text (the font's line spacing, rounded up to a
    whole unit): the ``pitch`` that draws Chinese and Japanese lines as close together as
    Latin ones, so that a block holds as many lines in every language."""
    return float(math.ceil(QFontMetricsF(board_font(size, bold)).lineSpacing()))


def _set_shown(item: QtWidgets.QGraphicsTextItem, shown: str) -> None:
    """Set ``shown`` as the plain text of ``item``, every line at its block's fixed pitch
    (data :data:`PITCH`), if any: the baseline four fifths down each line (Qt's rule for a
    fixed line height), so a Chinese or Japanese glyph stays inside its line.

    With a pitch the text is given as HTML, one paragraph a line (escaped: never read as
    HTML), each with Qt's fixed line height (``-qt-line-height-type``): the same blocks as
    plain text whose block format is then merged through a text cursor, without the Python
    types of QTextCursor and QTextBlockFormat, which PySide makes on their first use (with
    QTextFormat's enums, some 170 members: ~15M instructions of a save's first board)."""
    pitch = item.data(PITCH)
    if not pitch:
        item.setPlainText(shown)
        return
    style = f"margin:0;white-space:pre-wrap;line-height:{float(pitch)}px;-qt-line-height-type:fixed"
    empty = f'<p style="{style};-qt-paragraph-type:empty"><br/></p>'  # (an empty line)
    item.setHtml(
        "".join(
            f'<p style="{style}">{_escaped(line)}</p>' if line else empty
            for line in shown.split("\n")
        )
    )


def _escaped(text: str) -> str:
    """``text`` as HTML text: its ``&``, ``<`` and ``>`` escaped."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


#: The item data key under which :func:`decorative` keeps why an item's text need not be read.
DECORATIVE = DataKey.DECORATIVE


def decorative(item: QGraphicsItem, reason: str) -> None:
    """Mark the text of ``item`` as decoration no player needs to read (a logo, a picture's
    lettering), for ``reason`` (a short English phrase the readable-text check reports). Such
    text is exempt from the minimum size and the overlap checks."""
    item.setData(DECORATIVE, reason)


class DrawnText(NamedTuple):
    """A piece of text an item draws: ``text`` (as shown), the font's pixel ``size`` and the
    ``rect`` the text takes, both in the item's own units and coordinates."""

    text: str
    size: float
    rect: QRectF


def drawn_texts(item: QGraphicsItem) -> list[DrawnText]:
    """What text ``item`` draws and where, in its own coordinates (blank text left out): a
    :func:`text_item` label as one piece (its rectangle), a :func:`text_block` or
    :func:`wrapped_block` as one piece per laid-out line (the line's natural width); any other
    item answers through its own ``drawn_texts()`` method if it has one (a
    :class:`~farmhouse.app.board.targets.Box`, an
    :class:`~farmhouse.app.board.svg.SvgItem` whose picture holds lettering), else ``[]``.
    The board view maps them to the screen (:meth:`BoardView.shown_texts
    <farmhouse.app.board.view.BoardView.shown_texts>`)."""
    if isinstance(item, QGraphicsSimpleTextItem):
        text = item.text()
        if not plain(text).strip():
            return []
        return [DrawnText(text, float(item.font().pixelSize()), item.boundingRect())]
    if isinstance(item, QtWidgets.QGraphicsTextItem):
        size = float(item.font().pixelSize())
        document = item.document()
        layout = document.documentLayout()
        pieces: list[DrawnText] = []
        block = document.begin()
        while block.isValid():
            origin = layout.blockBoundingRect(block).topLeft()
            lines = block.layout()
            text = block.text()
            for i in range(lines.lineCount()):
                line = lines.lineAt(i)
                part = qt_slice(text, line.textStart(), line.textLength())
                if plain(part).strip():
                    pieces.append(DrawnText(part, size, line.naturalTextRect().translated(origin)))
            block = block.next()
        return pieces
    own = getattr(item, "drawn_texts", None)
    return [DrawnText(*piece) for piece in own()] if callable(own) else []


def shown_pixel_size(item: QGraphicsItem, view_scale: float) -> float:
    """The height in screen pixels of one em of ``item``'s font as the player sees it: font
    pixel size × the item's scale (and its parents') × the view's scale. For text items only
    (others give 0)."""
    if not isinstance(item, QGraphicsSimpleTextItem | QtWidgets.QGraphicsTextItem):
        return 0.0
    scale = 1.0
    node: QGraphicsItem | None = item
    while node is not None:
        scale *= node.scale()
        node = node.parentItem()
    return item.font().pixelSize() * scale * view_scale


#: The item data key under which :func:`wrapped_block` keeps the text before wrapping.
UNWRAPPED = DataKey.UNWRAPPED


#: A tooltip wider than this many average characters of its font is shown in lines of at most
#: that width: Qt's own width for a tooltip it wraps (a plain one it wraps only when wider than
#: the screen: a Chinese tooltip ran across a 1280 px screen on one line).
TIP_CHARS = 80


def tooltip_shown(tip: str) -> str:
    """The text a tooltip ``tip`` is shown with: broken only where the line breaker allows
    (:func:`~farmhouse.app.board.linebreak.tip_text`: word joiners inside Chinese and
    Japanese words), and a plain ``tip`` wider than :data:`TIP_CHARS` average characters of
    Qt's tooltip font laid out in lines of that width, each but the last ended by a newline
    (each paragraph so; "".join of the lines is the paragraph). Rich text (``tip`` starting
    with ``<``) Qt wraps itself at that width. "" stays "". Used by every place that shows a
    tooltip (the shell's widgets and items, the board's pieces, the game log's lines)."""
    shown = tip_text(tip)
    if not shown or shown.lstrip().startswith("<"):
        return shown
    font = QtWidgets.QToolTip.font()
    metrics = QFontMetricsF(font)
    width = TIP_CHARS * metrics.averageCharWidth()
    out: list[str] = []
    for paragraph in shown.split("\n"):
        if metrics.horizontalAdvance(paragraph) <= width:
            out.append(paragraph)
            continue
        layout = QtGui.QTextLayout(paragraph, font)
        option = QtGui.QTextOption()
        option.setWrapMode(QtGui.QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            out.append(qt_slice(paragraph, line.textStart(), line.textLength()))
        layout.endLayout()
    return "\n".join(out)


def wrap_lines(
    text: str,
    size: float,
    width: float,
    bold: bool = False,
    keep: Sequence[str] = (),
    strict: bool = False,
    names: bool = True,
    soft: bool = False,
) -> list[str]:
    """``text`` broken into lines of at most ``width`` scene units in :func:`board_font`
    ``(size, bold)``, only at :func:`break_points` (and at explicit newlines). A piece that
    cannot be broken and is too wide has the player's name (or ``keep`` term) in it elided
    ("Wolfeschlegelsteinh…が": a name is never broken), else is cut where it must
    (``strict``: ValueError instead;
    ``soft``: at the last place in the width that splits no Latin word or number and
    starts no line with closing punctuation, if there is one: "または Tab と|Enter。", not
    "Ent|er"). ``names``: see :func:`break_points`."""
    metrics = QFontMetricsF(board_font(size, bold))
    lang = system_language(QLocale())
    lines: list[str] = []
    for paragraph in spaced_names(text, lang).split("\n"):  # (「玩家 2 把」)
        points = break_points(paragraph, keep, names, phrase_language(paragraph, lang))
        start = 0
        while metrics.horizontalAdvance(paragraph[start:].rstrip()) > width:
            # the last break point whose line fits: the first that does not ends the search
            # (a longer line is never narrower; measuring every later point as well was
            # most of the wrapping of a long text, issue 18)
            fitting = None
            for p in points:
                if p <= start:
                    continue
                if metrics.horizontalAdvance(paragraph[start:p].rstrip()) > width:
                    break
                fitting = p
            if fitting is not None:
                end = fitting
            else:
                if strict:
                    raise ValueError(f"cannot wrap {paragraph[start:]!r} into {width} units")
                shortened = _elide_name(paragraph, start, points, metrics, width, keep, names)
                if shortened is not None:
                    line, start = shortened
                    lines.append(line)
                    while start < len(paragraph) and paragraph[start] == " ":
                        start += 1
                    continue
                end = start + 1
                while metrics.horizontalAdvance(paragraph[start : end + 1]) <= width:
                    end += 1
                if soft:
                    end = next((i for i in range(end, start, -1) if _soft(paragraph, i)), end)
            lines.append(paragraph[start:end].rstrip())
            start = end
            while start < len(paragraph) and paragraph[start] == " ":
                start += 1
        lines.append(paragraph[start:].rstrip())
    return lines


def name_lines(name: str, size: float, width: float, bold: bool = True, most: int = 2) -> list[str]:
    """A player's ``name`` on at most ``most`` lines of ``width`` scene units in
    :func:`board_font` ``(size, bold)``, broken only between its words (at spaces; a Chinese
    or Japanese name between its phrases: :func:`~farmhouse.app.board.linebreak.name_points`,
    where the shell's side panel breaks it too): a word is never cut
    ("Wolfeschlegel|steinhausen"); the line where a word does not fit, or the last line when
    there are more words than lines, holds the rest of the name elided in its middle with
    "…", its end kept ("Player 1" and "Player 2" stay apart; the caller shows it whole in a
    tooltip). Every board shows a name too long for its room so."""
    metrics = QFontMetricsF(board_font(size, bold))
    points = name_points(name, system_language(QLocale()))
    lines: list[str] = []
    line = ""
    for a, b in zip([0, *points], [*points, len(name)], strict=True):
        word = name[a:b]
        if line and metrics.horizontalAdvance((line + word).rstrip()) > width:
            lines.append(line.rstrip())
            line = word.lstrip()
        else:
            line += word
    lines.append(line.rstrip())
    wide = next(
        (i for i, text in enumerate(lines) if metrics.horizontalAdvance(text) > width), None
    )
    last = min(most - 1, len(lines) - 1) if wide is None else min(most - 1, wide)
    lines = [*lines[:last], " ".join(lines[last:])]
    return [
        metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, max(width, 1.0)) for text in lines
    ]


def _elide_name(
    paragraph: str,
    start: int,
    points: Sequence[int],
    metrics: QFontMetricsF,
    width: float,
    keep: Sequence[str],
    names: bool,
) -> tuple[str, int] | None:
    """The line that begins at ``paragraph[start]`` when the piece up to the next break point
    is too wide and holds a player's name or a kept term: that piece with the name elided
    ("Wolfeschlegelsteinh…が", its particle kept with it; the whole name is in the
    tooltip of what shows it), and where the next line begins. None if the piece holds no
    name, or too little of it would be left."""
    end = next((p for p in points if p > start), len(paragraph))
    piece = paragraph[start:end]
    for name in sorted((*keep, *(kept_names() if names else ())), key=len, reverse=True):
        at = piece.find(name)
        if not name or at < 0:
            continue
        before, after = piece[:at], piece[at + len(name) :].rstrip()
        room = width - metrics.horizontalAdvance(before) - metrics.horizontalAdvance(after)
        if room < metrics.horizontalAdvance(name[:3] + "…"):
            return None
        short = metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, room)
        return before + short + after, end
    return None


#: Apostrophes: inside a Latin word ("Lee's", "don’t") they are part of it.
APOSTROPHES = "'\u2019"


def _soft(text: str, i: int) -> bool:
    """True if a forced cut before ``text[i]`` splits no Latin word or number (an
    apostrophe belongs to the word around it: never "Lee'|s") and starts no line with
    closing punctuation (see :func:`wrap_lines`)."""
    a, b = text[i - 1], text[i]
    latin = _latin(a) and _latin(b) and not (a in APOSTROPHES and b in APOSTROPHES)
    return not latin and b not in NO_START and a not in OPENING and WORD_JOINER not in (a, b)


def _latin(char: str) -> bool:
    return (char.isascii() and char.isalnum()) or char in APOSTROPHES


def fit_lines(
    text: str,
    size: float,
    width: float,
    max_lines: int,
    bold: bool = False,
    keep: Sequence[str] = (),
    min_size: float = MIN_LABEL,
    soft: bool = False,
    whole: bool = False,
) -> tuple[float, list[str]]:
    """The largest font size from ``size`` down to ``min_size`` (scene units, in steps of
    half a unit) at which ``text`` wraps (:func:`wrap_lines`, never inside a word or a string
    of ``keep`` such as a player's name) into at most ``max_lines`` lines of ``width`` scene
    units, and those lines. If it needs more lines even at ``min_size``, that size and all
    its lines (the caller decides what to do with the extra ones). A name or word wider than
    ``width`` even at ``min_size`` is cut where it must (:func:`wrap_lines`, ``soft`` as
    there). ``whole``: a smaller size that cuts nothing is taken before a larger one that
    must cut a name or word ("Bartholomew Lee's dice" shrinks before "Lee'|s" is cut)."""
    if whole:
        for step in range(int((size - min_size) * 2) + 1):
            try:
                lines = wrap_lines(text, size - step / 2, width, bold, keep, strict=True)
            except ValueError:
                continue
            if len(lines) <= max_lines:
                return size - step / 2, lines
    while True:
        lines = wrap_lines(text, size, width, bold, keep, soft=soft)
        if len(lines) <= max_lines or size - 0.5 < min_size:
            return size, lines
        size -= 0.5


def unbroken_width(text: str, part: str, size: float, bold: bool = False) -> float:
    """The width (scene units) at ``size`` of the piece of ``text`` that holds ``part`` (a
    player's name) and that no line break may split: the least room a line must have for
    ``text`` to wrap without cutting ``part`` ("Ann's" of "Ann's dice"). ``part`` not in
    ``text``: the piece at its start."""
    start = max(0, text.find(part))
    cuts = [0, *break_points(text, [part]), len(text)]
    first = max(c for c in cuts if c <= start)
    last = min(c for c in cuts if c >= start + len(part))
    return text_width(text[first:last].rstrip(), size, bold)


def wrapped_block(
    scene_or_parent: QGraphicsScene | QGraphicsItem | None,
    text: str,
    pos: QPointF,
    width: float,
    size: float = 16,
    colour: QColor = INK,
    bold: bool = False,
    keep: Sequence[str] = (),
) -> QtWidgets.QGraphicsTextItem:
    """Plain text wrapped to ``width`` scene units by :func:`wrap_lines` (so CJK words stay
    whole), top-left at ``pos``. The text before wrapping is kept as the item's data
    :data:`UNWRAPPED` (tests check where the lines were broken)."""
    item = text_block(scene_or_parent, "", pos, -1, size, colour, bold)
    item.setPlainText("\n".join(wrap_lines(text, size, width, bold, keep)))
    item.setData(UNWRAPPED, text)
    return item


def even_lines(
    text: str, size: float, width: float, bold: bool = False, keep: Sequence[str] = ()
) -> list[str]:
    """``text`` in as few lines of at most ``width`` scene units as :func:`wrap_lines` needs,
    as even as they can be (wrapped to the narrowest width that needs no more lines): a
    label too wide for its room in two halves (「ドロボウ」/「カササギ」), not a full line and a
    stub (「ドロボウカサ」/「サギ」). A label that fits stays one line."""
    lines = wrap_lines(text, size, width, bold, keep)
    low, high = 0.0, width
    while len(lines) > 1 and high - low > 0.5:
        middle = (low + high) / 2
        if len(wrap_lines(text, size, middle, bold, keep)) > len(lines):
            low = middle
        else:
            high = middle
    return wrap_lines(text, size, high, bold, keep) if len(lines) > 1 else lines


def centred_lines(
    scene_or_parent: QGraphicsScene | QGraphicsItem | None,
    text: str,
    pos: QPointF,
    width: float,
    size: float = 16,
    bold: bool = False,
    colour: QColor = INK,
    keep: Sequence[str] = (),
    even: bool = False,
) -> list[QGraphicsSimpleTextItem]:
    """``text`` as centred lines of at most ``width`` scene units, broken by
    :func:`wrap_lines` (between words, also in Chinese and Japanese; ``even``: into lines as
    even as they can be, :func:`even_lines`), one label per line: the first line's top centre
    at ``pos``, each next line one :func:`line_pitch` lower (a block's: Bye-Bye's Japanese
    「ドロボウ／カササギ」 at the font's fractional line spacing had its lines' letters 1.3 px
    into each other at 1920 × 1080, issue 18). A label that fits stays one line; a longer
    one wraps instead of shrinking or being elided."""
    spacing = line_pitch(size, bold)
    lines = (even_lines if even else wrap_lines)(text, size, width, bold, keep)
    return [
        text_item(
            scene_or_parent,
            line,
            QPointF(pos.x(), pos.y() + i * spacing),
            size,
            bold,
            colour,
            "centre",
            width,
        )
        for i, line in enumerate(lines)
    ]


def line_count(item: QtWidgets.QGraphicsTextItem) -> int:
    """How many lines ``item``'s text (a :func:`text_block`) is laid out in."""
    document = item.document()
    document.documentLayout().documentSize()  # (laid out)
    count = 0
    block = document.begin()
    while block.isValid():
        count += block.layout().lineCount()
        block = block.next()
    return count


def balance(item: QtWidgets.QGraphicsTextItem) -> None:
    """Narrow a wrapped :func:`text_block` so that its lines are as even as they can be with
    no more lines than it has (a key line of two lines breaks in the middle, instead of
    leaving its last part, "Esc back", alone on the second), its centre kept. A block of one
    line is left as it is."""
    width = item.textWidth()
    lines = line_count(item)
    if width <= 0 or lines < 2:
        return
    centre = item.x() + width / 2
    low, high = width / lines, width  # (high: as few lines; low: more, or just as many)
    while high - low > 2:
        middle = (low + high) / 2
        item.setTextWidth(middle)
        if line_count(item) > lines:
            low = middle
        else:
            high = middle
    item.setTextWidth(high)
    item.setX(centre - high / 2)
