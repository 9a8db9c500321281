"""FinalRows: a board's end-of-game rows — per seat its place ("1."), its colour and symbol,
its name kept whole, its score and what the score is made of (a few figures the board draws
and words), in a framed table under a title.

The rows are laid out when made (:class:`FinalRows`: its :attr:`~FinalRows.height` is known
before anything is drawn, so a board can place what lies under it), then drawn by
:meth:`FinalRows.draw`. A name is never broken or cut for the rest's sake: the names share
a column as wide as the widest name (at most ``name_share`` of the width); a name wider than
that has its row's first line to itself (up to the score) and the breakdown starts on the
next line. The breakdown's words wrap between words, never inside a player's name or a
Chinese or Japanese word (:func:`~farmhouse.app.board.text.wrap_lines`). Every row's name
says the whole row in its tooltip (its accessible text).

A table given the ``room`` it may take (its height at most) and too tall for it that way sets
every name whole in a column as wide as the widest, the words beside it; if that is still too
tall, the column narrows step by step down to ``name_share`` of the width and the names
wider than it are elided ("…", the whole name in the tooltip): five 24-character names over
a box of fixed height (Bye-Bye Black Sheep, issue 18).
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.palette import INK, MUTED, PAPER
from farmhouse.app.board.seats import seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import board_font, text_item, text_width, wrap_lines
from farmhouse.core.game import Outcome, places

#: Draws figure ``k`` of seat ``seat``'s row in ``rect`` (a child of ``parent``).
FigureDrawer = Callable[[QGraphicsItem, int, int, QRectF], None]


class FinalRow(NamedTuple):
    """One seat's row: ``seat`` (its colour and symbol), ``name`` (drawn whole), ``score``
    as shown at the row's right ("146", "+12"; "" for none), ``words`` the breakdown's pieces
    (joined by " · "), ``place`` its place from 1 (None: no place shown), ``figures`` how many
    figures the board draws before the words (see :meth:`FinalRows.draw`) and ``tip`` the
    row's tooltip (default: place, name, score and words in one line)."""

    seat: int
    name: str
    score: str = ""
    words: tuple[str, ...] = ()
    place: int | None = None
    figures: int = 0
    tip: str = ""


def ranked(outcome: Outcome, names: Sequence[str]) -> list[tuple[int, int]]:
    """``(place, seat)`` in the order of ``outcome.ranking``, tied seats sharing a place
    ("1, 2, 2, 4"); seats without a name in ``names`` are left out."""
    place_of = places(outcome.ranking)
    return [(place_of[s], s) for group in outcome.ranking for s in group if 0 <= s < len(names)]


class FinalRows:
    """``rows`` laid out ``width`` scene units wide under ``title``: names and scores bold at
    ``size``, the words at ``small``; ``figure`` the side of a figure (scene units); ``room``
    the most height the table may take (None: no limit; see the module docstring), the least
    tall layout if none fits. The layout is made at once (:attr:`height`, :attr:`tips` by
    seat, :attr:`elided` True if names are elided to fit); :meth:`draw` draws it."""

    PAD = 10.0

    def __init__(
        self,
        rows: Sequence[FinalRow],
        width: float,
        title: str = "",
        *,
        size: float = 17.0,
        small: float = 14.0,
        figure: float = 0.0,
        name_share: float = 0.4,
        room: float | None = None,
    ) -> None:
        self.rows, self.width, self.title = list(rows), width, title
        self.size, self.small, self.figure = size, small, figure
        self.unit = max(QFontMetricsF(board_font(size, True)).lineSpacing() + 6, figure + 4)
        self.line = QFontMetricsF(board_font(small)).lineSpacing() + 2
        places = [f"{r.place}." for r in self.rows if r.place is not None]
        self.place_w = max((text_width(p, size, True) for p in places), default=-6.0) + 6
        self.name_x = self.PAD + self.place_w + size + 6  # (the symbol before the name)
        self.score_w = max((text_width(r.score, size, True) for r in self.rows), default=0.0)
        self.tips: dict[int, str] = {}
        for row in self.rows:
            head = f"{row.place}. {row.name}" if row.place is not None else row.name
            text = " · ".join(row.words)
            self.tips[row.seat] = row.tip or " — ".join(x for x in (head, row.score, text) if x)
        #: names elided to their column (whole in the tooltip): set when nothing else fits
        self.elided = False
        self._lay_out(name_share)
        if room is None or self.height <= room:
            return
        # Too tall with the long names on lines of their own: every name whole in the names'
        # column, the words beside it; else that column narrower, step by step down to
        # ``name_share`` of the width, the names elided to it (whole in their tooltips).
        widest = max((text_width(r.name, size, True) for r in self.rows), default=0.0)
        least = width * name_share
        steps = 8 if widest > least else 0
        tried = [(self.height, name_share, False)]
        for k in range(steps + 1):
            share = (widest - k * (widest - least) / max(1, steps)) / width
            self._lay_out(share, elide=k > 0)
            if self.height <= room:
                return
            tried.append((self.height, share, k > 0))
        _, share, elide = min(tried, key=lambda t: t[0])  # (none fits: the least tall)
        self._lay_out(share, elide)

    def _lay_out(self, name_share: float, elide: bool = False) -> None:
        """Lay the rows out: the names' column as wide as the widest name up to ``name_share``
        of the width (a wider name alone on its row's first line, or with ``elide`` elided to
        the column); sets :attr:`laid` and :attr:`height`."""
        size, small, figure, width = self.size, self.small, self.figure, self.width
        widths = [text_width(r.name, size, True) for r in self.rows]
        fitting = [w for w in widths if w <= width * name_share + 0.01]
        self.name_w = (width * name_share if elide else max(fitting, default=0.0)) + 4
        self.elided = elide and len(fitting) < len(widths)
        self.body_x = self.name_x + self.name_w + 8
        right = width - self.PAD - self.score_w - (8 if self.score_w else 0)
        names = [r.name for r in self.rows]
        #: per row: (its name alone on the first line, the figures' left and the words' left
        #: (from the table's left) and top (from the row's top), the words' lines, its height)
        self.laid: list[tuple[bool, float, float, float, list[str], float]] = []
        self.height = self.PAD + (self.unit if self.title else 0.0)
        for row, name_width in zip(self.rows, widths, strict=True):
            alone = name_width > self.name_w and not elide
            body = self.unit if alone else 0.0  # (the figures' and words' line)
            left = self.name_x if alone else self.body_x  # (under a name alone: all the room)
            room, icons = max(20.0, right - left), row.figures * (figure + 3)
            lines = _pieces(row.words, small, room, names)
            words_x, words_y = left, body + (self.unit - self.line) / 2
            if row.figures and len(lines) == 1 and text_width(lines[0], small) <= room - icons:
                words_x += icons + 3  # (beside the figures)
            elif row.figures and lines:
                words_y += self.unit  # (under them)
            tall = max(body + self.unit, words_y + len(lines) * self.line + 4)
            self.laid.append((alone, left, words_x, words_y, lines, tall))
            self.height += tall
        self.height += self.PAD - 4  # (the table's height, its frame included)

    def draw(
        self,
        parent: QGraphicsItem,
        at: QPointF,
        figure: FigureDrawer | None = None,
        frame: QColor | None = INK,
    ) -> None:
        """Draw the table with its top left at ``at`` into ``parent`` (a layer): its frame (in
        ``frame``; None for none), title and rows; ``figure(parent, seat, k, rect)`` draws a
        row's figures."""
        x0, y = at.x(), at.y()
        if frame is not None:
            Box(QRectF(x0, y, self.width, self.height), PAPER, frame, 10, parent=parent)
        y += self.PAD
        if self.title:
            centre = QPointF(x0 + self.width / 2, y)
            text_item(parent, self.title, centre, self.size, True, INK, "centre", self.width - 20)
            y += self.unit
        right = x0 + self.width - self.PAD
        name_room = right - self.score_w - 8 - (x0 + self.name_x)
        for row, (alone, left, words_x, words_y, lines, tall) in zip(
            self.rows, self.laid, strict=True
        ):
            middle = y + self.unit / 2
            if row.place is not None:
                _middle(
                    text_item(parent, f"{row.place}.", QPointF(x0 + self.PAD, 0), self.size, True),
                    middle,
                )
            symbol = QPointF(x0 + self.PAD + self.place_w + self.size / 2, middle)
            seat_symbol(row.seat, symbol, self.size / 2 - 1, parent).setZValue(1)
            width = name_room if alone else self.name_w
            at_name = QPointF(x0 + self.name_x, 0)
            least = self.size if self.elided else None  # (elided, not shrunk, when elided)
            name = text_item(parent, row.name, at_name, self.size, True, INK, "left", width, least)
            name.setToolTip(self.tips[row.seat])
            _middle(name, middle)
            if row.score:
                score = text_item(
                    parent, row.score, QPointF(right, 0), self.size, True, INK, "right"
                )
                _middle(score, middle)
            body, side = y + (self.unit if alone else 0.0) + 2, self.figure
            for k in range(row.figures):
                spot = QRectF(x0 + left + k * (side + 3), body, side, side)
                if figure is not None:
                    figure(parent, row.seat, k, spot)
            for k, line in enumerate(lines):
                at_line = QPointF(x0 + words_x, y + words_y + k * self.line)
                item = text_item(parent, line, at_line, self.small, False, MUTED)
                item.setToolTip(self.tips[row.seat])
            y += tall


def _pieces(words: Sequence[str], size: float, room: float, names: Sequence[str]) -> list[str]:
    """``words`` as lines of ``room`` scene units: pieces joined by " · " while they fit, a
    piece too long for a line of its own wrapped (never inside one of ``names``)."""
    lines: list[str] = []
    for piece in words:
        if lines and text_width(f"{lines[-1]} · {piece}", size) <= room:
            lines[-1] = f"{lines[-1]} · {piece}"
        else:
            lines.extend(wrap_lines(piece, size, room, keep=names))
    return lines


def _middle(item: QGraphicsItem, y: float) -> None:
    """Centre ``item`` (a text) on the line ``y`` (the fonts of a row differ in height)."""
    item.setY(y - item.boundingRect().height() * item.scale() / 2)


__all__ = ["FigureDrawer", "FinalRow", "FinalRows", "ranked"]
