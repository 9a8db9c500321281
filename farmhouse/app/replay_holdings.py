"""Every seat's secrets at once, for a replay with everything shown (issue 20).

The replay page's board draws one seat's view (boards draw one viewer's view); with
everything shown, :class:`HoldingsStrip` shows under it (or in a column beside it: the
page's choice, :meth:`HoldingsStrip.fit_to_page`), for every seat, what that seat held
in secret at that moment (its hand; Wooly Bully's secret colour too): a board of the game per
seat, drawing that seat's own view (:class:`~farmhouse.core.replay.AllViews`), kept out of
sight (shown, so that it lays out, but placed far left of the page), and in the strip, under
the seat's name, the places where that board says it drew the viewer's holdings
(:meth:`BoardWidget.holdings_rects <farmhouse.app.board.base.BoardWidget.holdings_rects>`,
the kit's optional hook), rendered by the board itself at the strip's size
(:class:`HoldingsPicture`). Holdings whose lettering a shrunk picture would make unreadable
(cards' numbers, counts, a secret colour's words) the board gives compactly instead
(:meth:`BoardWidget.holdings_held <farmhouse.app.board.base.BoardWidget.holdings_held>`):
a small picture per piece and its values in text, drawn by :class:`HeldRow` never under
12 px at 1280 × 720. The game's own drawing and words, so the shell knows no game. A seat's
board is drawn again only when that seat's view changed. A seat whose board draws no
holdings is named, with a line saying so; when no seat's board draws any (El Gaucho's draws
a seat's opening tiles only while that seat chooses them), the strip is not shown.

Only for finished games: the timeline refuses everything shown for any other
(:meth:`Timeline.viewers <farmhouse.core.replay.Timeline.viewers>`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.base import BoardWidget, Held
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.linebreak import keep_name, keep_words
from farmhouse.app.board.svg import SVG_CACHE
from farmhouse.app.labels import elided, plain_label
from farmhouse.app.seat_list import seat_chip

# (Plain comments: lupdate would hand "#:" ones to the next message's translator.)
# The strip's height (px: names and the pictures of the holdings): at most this share of the
# page's height, from the first share on a page SMALL_PAGE px high (a 1280 × 720 window) to
# the second on one LARGE_PAGE px high and more (1920 × 1080), at least the least; as much of
# it as the holdings, in the rows that show them largest, fill (see plan_strip). The space
# above the cells, between two cells of a row and between two rows, and the width of a name
# beside its pictures (px). Where the boards out of sight lie (px left of the page: never
# painted, but shown, so they lay out).
STRIP_SHARE = (0.22, 0.26)
SMALL_PAGE, LARGE_PAGE = 660, 1000
STRIP_LEAST = 120
STRIP_TOP, CELL_GAP, ROW_GAP = 6, 16, 6
# The room kept free at the strip's left and right (px: the widest hand, Wooly Bully's seven
# tiles at 1920 × 1080, stops short of the page's edge, as the board's rows above it do).
STRIP_SIDE = 20
NAME_BESIDE = 96
# The room (px) between a seat's mark and its name (MarkedName).
MARK_GAP = 4
# The least width (px) of the strip in a column beside the board (its width where the page
# has room): the board's least width, the column's and the page's margins in 800 px.
STRIP_COLUMN_LEAST = 240
# The first CJK code point (the CJK radicals, U+2E80): a name holding one is levelled with
# the Latin ones (ink_drop).
CJK_START = 0x2E80
# How much larger (on average) the pictures must be for the strip to take more rows or to
# put the names beside them (plan_strip).
PLAN_GAIN = 1.1
OUT_OF_SIGHT = -40_000
# A seat's holdings drawn compactly (Held: a picture and its values in text): the text's
# least and largest size (px: never under 12 at 1280 × 720; larger as the strip grows), the
# pictures' height (px) against which the plan measures their scale (scale 1: pictures this
# high), the space between two pieces (px) and between a picture and its text.
HELD_TEXT = (13, 16)
HELD_HEIGHT = 44
HELD_GAP, HELD_PAD = 6, 1
# The most rows a seat's compact holdings take (a long hand in the column beside the board:
# its pictures larger in three or four rows than in one of thirteen cards; session 24, F6).
HELD_ROWS = 4


def _largest(aspects: Sequence[float], widths: Sequence[float], room: float, most: float) -> float:
    """The height (px) of the largest pictures, at most ``most``, with which pieces of
    ``aspects`` (width / height; their texts ``widths`` px wide) fit side by side in
    ``room`` px; 0 where even their texts do not."""
    room -= HELD_GAP * (len(aspects) - 1)
    if sum(widths) > room or most <= 0:
        return 0.0
    height = most
    while height > 1:
        if sum(max(height * a, w) for a, w in zip(aspects, widths, strict=True)) <= room:
            return height
        height *= 0.95
    return 0.0


def _best_rows(
    aspects: Sequence[float], widths: Sequence[float], width: float, height: float, line: float
) -> tuple[float, int]:
    """The pictures' height (px) and the rows (1 to :data:`HELD_ROWS`, the pieces split
    evenly in reading order) that show pieces of ``aspects`` with texts ``widths`` px wide
    (``line`` px high, under each picture) largest in ``width`` × ``height`` px; more rows
    only where the pictures grow by a twentieth. (0, 1) where nothing fits."""
    best: tuple[float, int] = (-1.0, 1)
    count = len(aspects)
    for tried in range(1, min(HELD_ROWS, count) + 1):
        per = math.ceil(count / tried)
        rows = math.ceil(count / per)  # (the rows the split takes: 5 pieces in 4 rows take 3)
        room_h = (height - HELD_GAP * (rows - 1)) / rows - line - HELD_PAD
        picture = min(
            _largest(aspects[i : i + per], widths[i : i + per], width, room_h)
            for i in range(0, count, per)
        )
        if picture > best[0] * 1.05:
            best = (picture, rows)
    return (max(0.0, best[0]), best[1])


class StripPlan(NamedTuple):
    """How the strip shows the seats' holdings (:func:`plan_strip`): in ``rows`` rows (the
    seats in reading order, the last row centred), each name ``beside`` its pictures (left
    of them) or above them, the strip ``height`` px high; ``scale``: the smallest scale of a
    seat's pictures (strip px per px of its board: the size of the cards and of their
    lettering, against the board's own drawing)."""

    rows: int
    beside: bool
    height: int
    scale: float


@functools.cache
def _ink_middle(text: str, font_key: str, font: QFont, height: int) -> float:
    """The middle (px from the top) of ``text``'s ink drawn centred in a line ``height``
    px high, as a label draws it (font fallback and all); ``font_key`` keys the cache."""
    metrics = QFontMetricsF(font)
    width = math.ceil(metrics.horizontalAdvance(text)) + 8
    image = QImage(width, height, QImage.Format.Format_Grayscale8)
    image.fill(255)
    painter = QPainter(image)
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, width, height), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.end()
    data, stride = bytes(image.constBits()), image.bytesPerLine()
    rows = [y for y in range(height) if min(data[y * stride : y * stride + width]) < 128]
    return (rows[0] + rows[-1]) / 2 if rows else height / 2


def ink_drop(text: str, font: QFont, height: int) -> float:
    """How far (px) ``text``'s ink, centred in a line ``height`` px high in ``font``, has
    its middle below a Latin name's ("Ann", capitals over the baseline): about 2 px for a
    CJK name, whose line takes the CJK font's taller ascent and whose characters fill the
    em. A label that lifts ``text`` by this much puts its ink level with a Latin name's.
    0 for a name without CJK characters (from :data:`CJK_START` on)."""
    if height <= 0 or not any(ord(c) >= CJK_START for c in text):
        return 0.0  # (Latin names keep one baseline, descenders or not)
    key = font.key()
    return _ink_middle(text, key, font, height) - _ink_middle("Ann", key, font, height)


def strip_height_most(page_height: int) -> int:
    """The most height (px) the strip may take of a page ``page_height`` px high (see
    :data:`STRIP_SHARE`)."""
    small, large = STRIP_SHARE
    share = small + (large - small) * min(
        1.0, max(0.0, (page_height - SMALL_PAGE) / (LARGE_PAGE - SMALL_PAGE))
    )
    return max(STRIP_LEAST, round(page_height * share))


def held_text_size(page_height: int) -> int:
    """The size (px) of the compact holdings' texts on a page ``page_height`` px high:
    :data:`HELD_TEXT`'s least on a 1280 × 720 window's page (:data:`SMALL_PAGE`), its largest
    from a 1920 × 1080 one's (:data:`LARGE_PAGE`)."""
    least, most = HELD_TEXT
    share = min(1.0, max(0.0, (page_height - SMALL_PAGE) / (LARGE_PAGE - SMALL_PAGE)))
    return round(least + (most - least) * share)


# How a seat's holdings fit a room (:meth:`HeldRow.fit_in`): given its width and height
# (px), their scale and the height they take, or None.
Fits = Callable[[float, float], tuple[float, float] | None]


def plan_strip(
    sizes: Sequence[tuple[float, float] | Fits | None],
    width: float,
    most: float,
    name_height: float,
    name_width: float = NAME_BESIDE,
    most_rows: int = 3,
) -> StripPlan:
    """The layout that shows the seats' holdings largest in a strip ``width`` px wide and at
    most ``most`` px high: ``sizes[s]`` is seat ``s``'s pictures as its board draws them
    (the width and the total height of the places, one above the other, in the board's
    pixels; or, for pieces drawn compactly, whose texts keep their size and which may
    stand in several rows, what they make of a room: a :data:`Fits`), None for a seat that
    holds nothing (a line of text). Tries 1 to ``most_rows``
    rows (a column beside the board: as many as there are seats) with the
    names above (``name_height`` px) or beside the pictures (``name_width`` px, at most
    :data:`NAME_BESIDE`: the widest name's width) and
    keeps the one whose seats' pictures are largest on average (their scale against the
    board's drawing); more rows or names beside only where that gains a tenth
    (:data:`PLAN_GAIN`: Wooly Bully's four hands stay in one row, where most of them are
    large, rather than all middling in two). The height is what its rows fill (at least
    :data:`STRIP_LEAST`, at most ``most``): no room is taken that the pictures cannot use.
    A strip with no seat holding anything gets one row, names above, scale 0."""
    count = max(1, len(sizes))
    best: tuple[float, StripPlan] | None = None
    for rows in range(1, min(most_rows, count) + 1):
        cols = math.ceil(count / rows)
        for beside in (False, True):
            room_w = (width - CELL_GAP * (cols - 1)) / cols - (name_width + 6 if beside else 0)
            room_h = (most - STRIP_TOP - ROW_GAP * (rows - 1)) / rows
            room_h -= 0 if beside else name_height
            if room_w < 20 or room_h < 20:
                continue
            filled = [0.0] * rows  # each row's pictures' height
            scales, compact = [], []
            for seat, size in enumerate(sizes):
                if callable(size):
                    fit = size(room_w, room_h)
                    compact += [] if fit is None else [fit[0]]
                elif size is not None and size[0] > 0 and size[1] > 0:
                    scale = min(room_w / size[0], room_h / size[1])
                    fit = scale, scale * size[1]
                else:
                    fit = None
                if fit is not None:
                    scales.append(fit[0])
                    filled[seat // cols] = max(filled[seat // cols], fit[1])
            if not scales:
                continue
            # (compact pieces are drawn as high as the smallest seat's: that is their scale)
            scales = [min(compact) if s in compact else s for s in scales]
            rows_h = [max(f, name_height) if beside else f + name_height for f in filled]
            if compact:  # (the grid gives its rows one height: each that of the highest)
                rows_h = [max(rows_h)] * rows
            height = STRIP_TOP + sum(rows_h) + ROW_GAP * (rows - 1)
            plan = StripPlan(rows, beside, round(min(most, max(STRIP_LEAST, height))), min(scales))
            mean = sum(scales) / len(scales)
            if best is None or mean > best[0] * PLAN_GAIN:
                best = (mean, plan)
    if best is None:
        return StripPlan(1, False, round(min(most, STRIP_LEAST)), 0.0)
    return best[1]


def release(widget: QWidget) -> None:
    """Take ``widget`` out of sight and out of its parent now, and delete it when control
    is back in the event loop (a widget only deleteLater'd stays its parent's visible child
    until then: for ever under a driver that only calls ``processEvents``, which never
    deletes)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


class HoldingsPicture(QLabel):
    """A part of another board as it draws it (``rect``, in that board's viewport pixels),
    rendered anew at this label's size (the board's vector drawing scaled, not a scaled
    screenshot), whole and as large as it fits; only shows (no input, no focus)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: BoardWidget | None = None
        self.rect_shown = QRectF()
        self.scale = 0.0  # label px per board px of the last picture drawn
        self._drawing = False
        self._again = False
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(40, 12)  # (stacked pictures share a cell by their heights)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_part(self, board: BoardWidget, rect: QRectF) -> None:
        """Show ``rect`` of ``board`` (viewport pixels), drawn as the board draws it."""
        self.board, self.rect_shown = board, QRectF(rect)
        self.draw()

    def draw(self) -> None:
        """Render the part again at the label's size (after a resize, a new position)."""
        if self._drawing:  # rendering the board may lay out this label's window again:
            self._again = True  # then it is drawn again at its new size
            return
        self._drawing = True
        try:
            for _ in range(3):
                self._again = False
                board, rect = self.board, self.rect_shown
                if board is None or rect.isEmpty() or self.width() < 2 or self.height() < 2:
                    self.clear()
                    return
                self._draw(board, rect)
                if not self._again:
                    break
        finally:
            self._drawing = False

    def _draw(self, board: BoardWidget, rect: QRectF) -> None:
        scale = min(self.width() / rect.width(), self.height() / rect.height())
        self.scale = scale
        ratio = self.devicePixelRatioF()
        part = rect.toAlignedRect()
        picture = QPixmap((QSizeF(part.size()) * scale * ratio).toSize())
        for _ in range(2):  # again if the paint asked for pictures at this size (drawn now)
            # the board paints its part as on a screen of that many pixels per pixel: its
            # own drawing at this size (also the items pinned to its window), not a
            # screenshot scaled
            picture.setDevicePixelRatio(scale * ratio)
            picture.fill(Qt.GlobalColor.transparent)
            board.viewport().render(picture, QPoint(0, 0), QRegion(part))
            if not SVG_CACHE.warm():
                break
        picture.setDevicePixelRatio(ratio)
        self.setPixmap(picture)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.draw()


class HeldRow(QWidget):
    """A seat's holdings drawn compactly (:class:`~farmhouse.app.board.base.Held`): each
    piece's picture, as large as the row allows, and its text under it (or right of it:
    ``beside``, a line of its own) in a bold font of at least :data:`HELD_TEXT` px, whatever
    the pictures' size; each picture and text a label with the piece's tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.held: list[Held] = []
        self.left = False  # the pieces at the row's left (a name beside them), else centred
        self._text_px = HELD_TEXT[0]
        self.pictures: list[QLabel] = []
        self.texts: list[QLabel] = []
        self.picture_height = 0.0  # (px: the pictures under which a text stands, last laid out)
        self.fitted = 0.0  # (px: the highest those pictures could be in the row's room)
        self.cap = 0.0  # (px: the most they may be, to stand level with other rows; 0: none)
        self.on_fitted: Callable[[], None] | None = None  # (told when ``fitted`` changes)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setMinimumSize(40, 12)

    def show_held(self, held: Sequence[Held]) -> None:
        """Show ``held`` (drawn again only if it changed)."""
        held = list(held)
        if held == self.held:
            return
        self.held = held
        while len(self.pictures) < len(held):
            picture, text = QLabel(self), QLabel(self)
            text.setObjectName("heldText")
            text.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.pictures.append(picture)
            self.texts.append(text)
        while len(self.pictures) > len(held):
            release(self.pictures.pop())
            release(self.texts.pop())
        for piece, picture, text in zip(held, self.pictures, self.texts, strict=True):
            picture.setToolTip(piece.tip)
            text.setToolTip(piece.tip)
            text.setText(piece.text)
            picture.setVisible(piece.art is not None)
            text.show()
        self.lay_out()

    def text_size(self) -> int:
        """The texts' size (px: :meth:`set_text_size`, at first :data:`HELD_TEXT`'s least)."""
        return self._text_px

    def set_text_size(self, pixels: int) -> None:
        """Draw the texts ``pixels`` px high, within :data:`HELD_TEXT` (the strip's choice
        for the page's size: :func:`held_text_size`)."""
        least, most = HELD_TEXT
        pixels = max(least, min(most, pixels))
        if pixels != self._text_px:
            self._text_px = pixels
            self.lay_out()

    def line_height(self) -> int:
        """The height (px) of a line of text under or beside a picture."""
        return math.ceil(QFontMetricsF(self._font()).height())

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(self.text_size())
        font.setBold(True)
        return font

    def lines(self) -> int:
        """How many pieces stand on a line of their own (``beside``)."""
        return sum(1 for piece in self.held if piece.beside)

    def fixed_height(self) -> int | None:
        """The height (px) of a row of ``beside`` pieces alone (their lines), else None (the
        row takes the room it is given)."""
        if not self.held or any(not piece.beside for piece in self.held):
            return None
        return self.lines() * (self.line_height() + 4)

    def nominal_size(self) -> tuple[float, float]:
        """The row's size (px) with its pictures :data:`HELD_HEIGHT` high (the plan's scale
        1): the pieces under which a text stands side by side, the lines above them."""
        metrics = QFontMetricsF(self._font())
        line = metrics.height()
        width, lines = 0.0, 0.0
        under = [piece for piece in self.held if not piece.beside]
        for piece in under:
            width += max(HELD_HEIGHT * piece.aspect, metrics.horizontalAdvance(piece.text))
        width += HELD_GAP * max(0, len(under) - 1)
        for piece in self.held:
            if piece.beside:
                width = max(width, line + 6 + metrics.horizontalAdvance(piece.text))
                lines += line + 4
        return width, lines + (HELD_HEIGHT + HELD_PAD + line if under else 0)

    def fit_in(self, width: float, height: float) -> tuple[float, float] | None:
        """What the row makes of a room ``width`` × ``height`` px (a :data:`Fits`, for the
        strip's plan): its pictures' scale (their height against :data:`HELD_HEIGHT`; 0
        where its texts do not fit) and the height it takes, its pieces in the rows that
        show them largest, their texts at their size whatever the pictures' (a long hand
        in the column beside the board: in two rows or three, its pictures larger than in
        one row of thirteen, each 13 px high; session 24's tester, F6). None: no pieces."""
        if not self.held:
            return None
        metrics = QFontMetricsF(self._font())
        line = math.ceil(metrics.height())
        lines = sum(line + 4 for piece in self.held if piece.beside)
        under = [piece for piece in self.held if not piece.beside]
        if not under:
            return 1.0, lines
        widths = [metrics.horizontalAdvance(piece.text) for piece in under]
        aspects = [piece.aspect for piece in under]
        picture, rows = _best_rows(aspects, widths, width, height - lines, line)
        if picture <= 0:
            return 0.0, height
        return picture / HELD_HEIGHT, lines + rows * (picture + line + HELD_PAD) + HELD_GAP * (
            rows - 1
        )

    def lay_out(self) -> None:
        """Place the pictures and texts in the row's size: the ``beside`` lines at the top,
        under them the other pieces in a row, centred, their pictures as high as fits."""
        font = self._font()
        metrics = QFontMetricsF(font)
        line = math.ceil(metrics.height())
        ratio = self.devicePixelRatioF()
        top = 0
        under = []
        for piece, picture, text in zip(self.held, self.pictures, self.texts, strict=True):
            text.setFont(font)
            if not piece.beside:
                under.append((piece, picture, text))
                continue
            icon = line + 2
            self._picture(picture, piece, icon * piece.aspect, icon, ratio)
            picture.move(0, top + 1)
            left = round(icon * piece.aspect) + 6
            space = max(1, self.width() - left)
            advance = math.ceil(metrics.horizontalAdvance(piece.text)) + 4
            # (a line wider than the row gives way in its middle, where a replay's line has
            # the seat's name, named whole in the hand's heading: "Ann…'s sheep: blue (secret)")
            middle = Qt.TextElideMode.ElideMiddle
            shown = (
                piece.text
                if advance <= space
                else metrics.elidedText(piece.text, middle, space - 4)
            )
            text.setText(shown)
            text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            text.setGeometry(left, top, min(advance, space), icon + 2)
            top += line + 4
        if not under:
            self.fitted = 0.0
            return
        widths = [metrics.horizontalAdvance(p.text) for p, _, _ in under]
        # (in one row, or in more where the texts do not fit side by side or the pictures
        # are larger so: the rows that show the pictures largest)
        aspects = [p.aspect for p, _, _ in under]
        height, rows = _best_rows(aspects, widths, self.width(), self.height() - top, line)
        if height != self.fitted:
            self.fitted = height
            if self.on_fitted is not None:
                self.on_fitted()
        if self.cap > 0 and height > self.cap:  # (as high as the other seats' pictures)
            height = self.cap
            fits = [r for r in range(1, rows + 1) if self._rows_fit(under, widths, r, height)]
            rows = fits[0] if fits else rows
        self.picture_height = height
        per = math.ceil(len(under) / rows)
        block = rows * (height + line + HELD_PAD) + HELD_GAP * (rows - 1)
        y = top + max(0.0, (self.height() - top - block) / 2)
        for first in range(0, len(under), per):
            pieces, room = under[first : first + per], widths[first : first + per]
            total = sum(
                max(height * p.aspect, w) for (p, _, _), w in zip(pieces, room, strict=True)
            )
            total += HELD_GAP * (len(pieces) - 1)
            x = 0.0 if self.left else max(0.0, (self.width() - total) / 2)
            for (piece, picture, text), width in zip(pieces, room, strict=True):
                cell = max(height * piece.aspect, width)
                self._picture(picture, piece, height * piece.aspect, height, ratio)
                picture.move(round(x + (cell - height * piece.aspect) / 2), round(y))
                text.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                text.setGeometry(
                    round(x), round(y + height + HELD_PAD), math.ceil(cell) + 1, line + 1
                )
                x += cell + HELD_GAP
            y += height + line + HELD_PAD + HELD_GAP

    def set_cap(self, height: float) -> None:
        """Draw the pictures at most ``height`` px high (0: as high as the room allows)."""
        if height != self.cap:
            self.cap = height
            self.lay_out()

    def _rows_fit(
        self,
        under: Sequence[tuple[Held, QLabel, QLabel]],
        widths: Sequence[float],
        rows: int,
        height: float,
    ) -> bool:
        """True if ``under`` fit the row's width in ``rows`` rows with pictures ``height`` px
        high."""
        per = math.ceil(len(under) / rows)
        room = self.width()
        for i in range(0, len(under), per):
            used = sum(
                max(height * p.aspect, w)
                for (p, _, _), w in zip(under[i : i + per], widths[i : i + per], strict=True)
            )
            if used + HELD_GAP * (len(under[i : i + per]) - 1) > room:
                return False
        return True

    @staticmethod
    def _picture(label: QLabel, piece: Held, width: float, height: float, ratio: float) -> None:
        if piece.art is None:
            return
        w, h = max(1, round(width * ratio)), max(1, round(height * ratio))
        label.setPixmap(SVG_CACHE.pixmap(piece.art, w, h, ratio, piece.tint))
        label.resize(max(1, round(width)), max(1, round(height)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.lay_out()


class MarkedName(QLabel):
    """A seat's name headed by the seat's mark (:meth:`set_seat`: its shape in its colour,
    or in ink for a game whose own colours a seat colour could be taken for, as the boards
    and the side panel draw it): names alike at their start, elided alike, are told apart
    (session 17, R4). The mark is drawn just left of the text, wherever the text is aligned,
    in a left margin of :meth:`mark_room` px (:meth:`margins`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.coloured = True

    def set_seat(self, seat: int | None, coloured: bool = True) -> None:
        """Head the name with ``seat``'s mark (None: no mark), in its colour or in ink."""
        if (seat, coloured) != (self.seat, self.coloured):
            self.seat, self.coloured = seat, coloured
            self.update()

    def mark_size(self) -> int:
        """The mark's size (px): nine tenths of the name's line, as large as the seats'
        marks on the boards' plates beside names as large."""
        self.ensurePolished()
        return max(10, round(self.fontMetrics().height() * 0.9))

    def mark_room(self) -> int:
        """The width (px) the mark takes before the name, its gap included (0: no mark)."""
        return 0 if self.seat is None else self.mark_size() + MARK_GAP

    def margins(self, top: int, bottom: int) -> None:
        """The label's contents margins: ``top`` and ``bottom`` (its line lifted or not), and
        at the left the mark's room."""
        self.setContentsMargins(self.mark_room(), top, 0, bottom)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        super().paintEvent(event)
        if self.seat is None or not self.text():
            return
        rect = self.contentsRect()
        wide = self.fontMetrics().horizontalAdvance(self.text())
        align = self.alignment()
        if align & Qt.AlignmentFlag.AlignRight:
            left = rect.right() + 1 - wide
        elif align & Qt.AlignmentFlag.AlignHCenter:
            left = rect.left() + (rect.width() - wide) // 2
        else:
            left = rect.left()
        size = self.mark_size()
        chip = seat_chip(self.seat, self.coloured, size, self.devicePixelRatioF())
        painter = QPainter(self)
        painter.drawPixmap(
            max(0, left - MARK_GAP - size), rect.top() + (rect.height() - size) // 2, chip
        )
        painter.end()


class HoldingsCell(QWidget):
    """One seat's place in the strip: its name (above its holdings or beside them, see
    :meth:`set_beside`), and its holdings or a line saying that it holds nothing secret."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = column = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        self.name = MarkedName()
        self.name.setObjectName("holdingsName")
        # (centred in a line as high as every other name's: Latin and CJK names alike)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # (elided to the cell's width, never widening it: a name elided in a wide cell would
        # keep the strip, and the window, that wide after a resize; F14)
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.pictures: list[HoldingsPicture] = []  # one per place of the holdings
        # (every part a child of the cell from the start: a widget without a parent put in a
        # layout that no widget holds yet is shown by Qt as a window of its own, which takes
        # the activation, and the replay's keys, from the app's window)
        self._stack = QStackedLayout()
        column.addWidget(self.name)
        column.addLayout(self._stack, 1)
        self._pictures = QWidget(self)
        self._column = QVBoxLayout(self._pictures)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(4)
        self.held = HeldRow()  # (the holdings the board draws compactly, above the pictures)
        self._column.addWidget(self.held)
        self.nothing = plain_label(parent=self)
        self.nothing.setObjectName("muted")
        self.nothing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.nothing.setWordWrap(True)
        # (its words kept whole where the cell is wide enough, else broken anywhere: never
        # the cell's least width, five seats share 800 px; _fit_nothing)
        self.nothing.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._nothing_text = ""
        self._full_name = ""  # (the seat's name, elided in ``name``: set_name)
        self._name_room: int | None = None
        self.board_shown = False  # (set by the strip once its board drew a view for it)
        self.source: Any = None  # (the board's holdings_source of the view it last drew)
        self.align = Qt.AlignmentFlag.AlignCenter  # where the pictures sit in their room
        self._stack.addWidget(self._pictures)
        self._stack.addWidget(self.nothing)

    def set_name(self, name: str, room: int | None) -> None:
        """Show ``name`` (whole in its tooltip) elided to ``room`` px (a name beside the
        pictures), or (None) to the cell's width, again at each of its resizes."""
        self._full_name, self._name_room = name, room
        self._fit_name()

    def _fit_name(self) -> None:
        if not self._full_name:
            return
        label = self.name
        room = self._name_room if self._name_room is not None else max(self.width(), 32)
        label.setText(elided(keep_name(self._full_name), label, room - label.mark_room()))
        label.setToolTip(self._full_name)
        height = max(label.height(), label.sizeHint().height())
        drop = round(2 * ink_drop(label.text(), label.font(), height))
        # (the line is centred: a margin under it lifts it by half its height)
        label.margins(max(0, -drop), max(0, drop))

    def set_nothing_text(self, text: str) -> None:
        """Say ``text`` (the "nothing in hand" line) where the cell holds nothing secret."""
        self._nothing_text = text
        self._fit_nothing()

    def _fit_nothing(self) -> None:
        """The "nothing" line with its words whole (:func:`keep_words`) if its longest word
        fits the cell's width, else as it is (Qt breaks Chinese and Japanese anywhere)."""
        whole = keep_words(self._nothing_text)
        self.nothing.ensurePolished()
        fits = self.nothing.fontMetrics()
        widest = max((fits.horizontalAdvance(w) for w in whole.split()), default=0)
        self.nothing.setText(whole if widest <= self.width() else self._nothing_text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_nothing()
        if self._name_room is None:
            self._fit_name()  # (elided to the cell's new width)

    def show_holdings(self, board: BoardWidget, drawing: bool = True) -> bool:
        """Show what ``board`` drew of its viewer's holdings: first what it draws compactly
        (:meth:`~farmhouse.app.board.base.BoardWidget.holdings_held`, a :class:`HeldRow`),
        then a picture per place of its drawing, one above the other, each given room as
        tall as it is; False (and the "nothing" line) when it drew none. ``drawing``
        False: the board's drawing did not change (its view only kept): the pictures are
        not rendered again."""
        held = board.holdings_held()
        rects = [r for r in board.holdings_rects() if not r.isEmpty()]
        if not rects and not held:
            self.held.show_held([])  # (holding nothing: its pictures no measure for others')
            self._stack.setCurrentWidget(self.nothing)
            return False
        self.held.show_held(held)
        self.held.setVisible(bool(held))
        fixed = self.held.fixed_height()
        policy = QSizePolicy.Policy
        if fixed is not None:  # (lines: as high as they are; else the room of the stretch)
            self.held.setSizePolicy(policy.Ignored, policy.Fixed)
            self.held.setFixedHeight(fixed)
        else:
            self.held.setSizePolicy(policy.Ignored, policy.Ignored)
            self.held.setMinimumHeight(12)
            self.held.setMaximumHeight(16_777_215)
        self._column.setStretch(0, 0 if fixed is not None or not held else HELD_HEIGHT)
        while len(self.pictures) < len(rects):
            self.pictures.append(HoldingsPicture())
            self.pictures[-1].setAlignment(self.align)
            self._column.addWidget(self.pictures[-1])
        while len(self.pictures) > len(rects):
            gone = self.pictures.pop()
            self._column.removeWidget(gone)
            gone.deleteLater()
        for index, (picture, rect) in enumerate(zip(self.pictures, rects, strict=True), 1):
            self._column.setStretch(index, max(1, round(rect.height())))
            if drawing or picture.board is not board or picture.rect_shown != rect:
                picture.show_part(board, rect)
        self._stack.setCurrentWidget(self._pictures)
        return True

    def set_beside(self, beside: bool, name_width: int = NAME_BESIDE) -> None:
        """Put the name left of the pictures (``beside``, ``name_width`` px wide,
        right-aligned) or above them (centred)."""
        self._box.setDirection(
            QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        )
        self._box.setSpacing(6 if beside else 2)
        # (a name beside its pictures keeps its width: with the width Ignored, as above them,
        # the row gave it none and the pictures lay over it, the name and its mark unseen)
        policy = QSizePolicy.Policy.Fixed if beside else QSizePolicy.Policy.Ignored
        self.name.setSizePolicy(policy, QSizePolicy.Policy.Preferred)
        if beside:  # (the pictures at the name's side, not centred away from it)
            self.name.setFixedWidth(name_width)
            self.name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        else:
            self.name.setMinimumWidth(0)
            self.name.setMaximumWidth(16_777_215)
            self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.align = Qt.AlignmentFlag.AlignCenter
        for picture in self.pictures:
            picture.setAlignment(self.align)
        self.held.left = beside
        self.held.lay_out()

    def holdings_size(self, board: BoardWidget) -> tuple[float, float] | Fits | None:
        """The size (px at scale 1: board px, the compact row's :meth:`HeldRow.nominal_size`)
        of what ``board`` drew of its viewer's holdings, its places one above the other
        (their widest width and their heights' sum); for holdings drawn compactly alone,
        what they make of a room (:meth:`HeldRow.fit_in`); None if none."""
        sizes = [(r.width(), r.height()) for r in board.holdings_rects() if not r.isEmpty()]
        if self.held.held and self.drawn:  # (what show_holdings showed of this board)
            if not sizes:  # (its texts keep their size: what it makes of a room)
                return self.held.fit_in
            sizes.insert(0, self.held.nominal_size())
        if not sizes:
            return None
        return max(w for w, _ in sizes), sum(h for _, h in sizes)

    @property
    def part(self) -> QWidget:
        """The last picture (the hand, where there are several), or the compact row where
        there is none, for tests."""
        return self.pictures[-1] if self.pictures else self.held

    def redraw(self) -> None:
        """Render the pictures again (the strip was shown: its boards laid out)."""
        for picture in self.pictures:
            picture.draw()
        self.held.lay_out()

    @property
    def drawn(self) -> bool:
        """True if the cell shows holdings (not the "nothing" line)."""
        return self._stack.currentWidget() is self._pictures


class HoldingsStrip(QFrame):
    """Every seat's holdings in a row (see the module docstring). Use: :meth:`set_game` with
    the game's board factory and its number of seats, then :meth:`show_views` at each
    position; :meth:`clear` drops the boards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holdingsStrip")
        self.setFixedHeight(STRIP_LEAST)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(STRIP_SIDE, STRIP_TOP, STRIP_SIDE, 0)
        self._grid.setHorizontalSpacing(CELL_GAP)
        self._grid.setVerticalSpacing(ROW_GAP)
        self.boards: list[BoardWidget] = []
        self.cells: list[HoldingsCell] = []
        self._names: list[str] = []
        self._most = STRIP_LEAST  # the most height the page gives (fit_to_page)
        self._width = 0  # the replay board's width, the strip's (show_views, follow_size)
        self._column: int | None = None  # the width of its column beside the board, if so
        self.plan = StripPlan(1, False, STRIP_LEAST, 0.0)  # how the cells are laid out now
        self._name_width = NAME_BESIDE  # (px: a name beside its pictures, the widest's)
        self._held_px = HELD_TEXT[0]  # (px: the compact holdings' texts, fit_to_page)
        # (rows, beside, cells, name width) placed
        self._placed: tuple[int, bool, int, int] = (0, False, 0, 0)
        self.retranslate()

    def set_game(
        self,
        create_board: Callable[[QWidget | None], BoardWidget],
        seats: int,
        coloured: bool = True,
    ) -> None:
        """Make one board per seat with ``create_board`` (the game's ``GameUI.create_board``)
        and one cell each, its name headed by the seat's mark (in the seat's colour, or in
        ink where not ``coloured``: the game's ``GameUI.seat_colours``); the previous game's
        are dropped."""
        self.clear()
        for seat in range(seats):
            board = create_board(self)
            board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            board.set_interactive(False)
            if isinstance(board, GameBoard):
                board.set_read_only(True)
            board.set_spectator(True)  # (its texts name its seat: nobody watching is "you")
            board.set_animation_speed(0.0)
            board.move(OUT_OF_SIGHT, 0)
            board.show()  # (when the strip is: a board out of sight still lays out)
            self.boards.append(board)
            self.cells.append(HoldingsCell(self))
            self.cells[-1].name.set_seat(seat, coloured)
            self.cells[-1].held.set_text_size(self._held_px)
            self.cells[-1].held.on_fitted = self._level_held
        self._placed = (0, False, 0, 0)
        self._place_cells(self.plan)
        self.retranslate()

    def clear(self) -> None:
        """Drop the boards and cells: out of the strip at once (hidden and no longer its
        children, so that a new game's seats are never drawn over the old ones, whenever
        Qt gets round to the deletion), then deleted (``deleteLater``)."""
        for cell in self.cells:
            self._grid.removeWidget(cell)
        for widget in (*self.cells, *self.boards):
            release(widget)
        self.boards, self.cells = [], []

    def show_views(
        self,
        views: Sequence[Any],
        names: Sequence[str],
        size: QSize,
    ) -> bool:
        """Draw ``views[s]`` (seat ``s``'s own view) on seat ``s``'s board at ``size`` (the
        replay board's: its layout, so the holdings look as on the board), and show each seat's holdings under ``names[s]``. True if some seat's board
        drew holdings (the strip is worth showing: a game whose board draws none, El Gaucho's
        outside the choice of opening tiles, has nothing to show in it)."""
        self._names = list(names)
        self._width = size.width()
        drawn = False
        for seat, (board, cell, view) in enumerate(
            zip(self.boards, self.cells, views, strict=True)
        ):
            source = board.holdings_source(view)
            if board.size() != size:
                board.resize(size)
            elif getattr(board, "view", None) == view and cell.board_shown:
                drawn = cell.drawn or drawn  # (most steps change one seat's holdings)
                continue
            elif cell.board_shown and source == cell.source:
                # (what the strip pictures of this board is unchanged: the view is kept,
                # not drawn; the held pieces, read from it, may change)
                board.keep_view(view, names)
                drawn = cell.show_holdings(board, drawing=False) or drawn
                continue
            cell.source = source
            # (no set_turn: the turn mark is no part of the holdings, and a board draws
            # everything again for a new one, a third of a step's cost)
            board.set_recent([], seat)  # (its own seat's: named, never "your last turn")
            board.show_view(view, [], [], names)
            board.set_interactive(False)
            drawn = cell.show_holdings(board) or drawn
            cell.board_shown = True
            self._name_cell(seat)
        self.arrange()
        return drawn

    def fit_to_page(
        self, page_height: int, column: int | None = None, room: int | None = None
    ) -> None:
        """The page is ``page_height`` px high: the strip under the board may take up to
        :func:`strip_height_most` of it; or (``column``) it stands beside the board in a
        column ``column`` px wide and at most ``room`` px high, its seats in as many rows as
        show them largest (laid out again: :meth:`arrange`)."""
        if column != self._column:
            self._column = column
            # (as wide as the column where there is room (sizeHint), narrower rather than
            # the page wider than 800 px: the board's least width and the column's are more)
            self.setMinimumWidth(min(column, STRIP_COLUMN_LEAST) if column else 0)
            self.setMaximumWidth(column or 16_777_215)
        if column is not None and room is not None:
            self._most = room
        else:
            self._most = strip_height_most(page_height)
        self._held_px = held_text_size(page_height)
        for cell in self.cells:
            cell.held.set_text_size(self._held_px)
        self.arrange()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """The plan's height (:meth:`arrange`) and, in a column beside the board, the
        column's width (see :meth:`fit_to_page`)."""
        hint = super().sizeHint()
        if self._column:
            hint.setWidth(self._column)
        hint.setHeight(self.plan.height)
        return hint

    def arrange(self) -> None:
        """Lay the cells out as :func:`plan_strip` shows the holdings drawn now largest (the
        rows, where the names go) and take the height that fills."""
        sizes = [
            cell.holdings_size(board) for board, cell in zip(self.boards, self.cells, strict=True)
        ]
        name_height = max((cell.name.sizeHint().height() for cell in self.cells), default=0)
        for cell in self.cells:  # (every name's line as high: Latin and CJK names level)
            cell.name.setFixedHeight(name_height)
        self._name_width = self.name_width()
        # (the room between the margins: the board's width under it, else its column's)
        width = max((self._column or self._width) - 2 * STRIP_SIDE, 200)
        rows = len(self.cells) if self._column else 3
        plan = plan_strip(sizes, width, self._most, name_height, self._name_width, rows)
        self.plan = plan
        self._place_cells(plan)
        # (as high as the plan where the page has room (sizeHint), lower rather than the
        # window higher than it was asked: the plan is made for the page's size before the
        # resize, and the window may not get smaller than the page's least size; F14)
        if (self.minimumHeight(), self.maximumHeight()) != (
            least := min(plan.height, STRIP_LEAST),
            plan.height,
        ):
            self.setMinimumHeight(least)
            self.setMaximumHeight(plan.height)
            self.updateGeometry()

    def _level_held(self) -> None:
        """Every seat's compact pictures as high as the smallest seat's can be (the cards
        of a short hand no larger than those of a long one)."""
        fitted = [c.held.fitted for c in self.cells if c.held.held and c.held.fitted > 0]
        cap = min(fitted, default=0.0)
        for cell in self.cells:
            cell.held.set_cap(cap)

    def name_width(self) -> int:
        """The width (px) of a name beside its pictures: the widest name's, at most
        :data:`NAME_BESIDE` (longer ones elided), so that short names leave the pictures
        their room."""
        if not self.cells:
            return NAME_BESIDE
        label = self.cells[0].name
        label.ensurePolished()
        metrics = label.fontMetrics()
        widest = max((metrics.horizontalAdvance(keep_name(n)) for n in self._names), default=0)
        return max(32, min(NAME_BESIDE, widest + 6 + label.mark_room()))

    def _place_cells(self, plan: StripPlan) -> None:
        """The cells in ``plan.rows`` rows in reading order, the last row centred (each cell
        two of twice as many grid columns), names above or beside their pictures."""
        placed = (plan.rows, plan.beside, len(self.cells), self._name_width)
        if placed == self._placed:
            return
        self._placed = placed
        grid, count = self._grid, len(self.cells)
        cols = max(1, math.ceil(count / plan.rows))
        for cell in self.cells:
            grid.removeWidget(cell)
        for column in range(grid.columnCount()):
            grid.setColumnStretch(column, 0)
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        for column in range(2 * cols):
            grid.setColumnStretch(column, 1)
        for seat, cell in enumerate(self.cells):
            row, column = divmod(seat, cols)
            in_row = min(cols, count - row * cols)
            grid.addWidget(cell, row, 2 * column + (cols - in_row), 1, 2)
            grid.setRowStretch(row, 1)
            cell.set_beside(plan.beside, self._name_width)
            self._name_cell(seat)  # (elided to its new room)

    def follow_size(self, size: QSize) -> None:
        """The replay board has ``size`` now: the seats' boards lay out at it again and the
        cells show their holdings where they are then."""
        self._width = size.width()
        for board, cell in zip(self.boards, self.cells, strict=True):
            if board.size() != size:
                board.resize(size)
                cell.show_holdings(board)
        self.arrange()

    def _name_cell(self, seat: int) -> None:
        cell = self.cells[seat]
        if seat < len(self._names):
            cell.set_name(self._names[seat], self._name_width if self.plan.beside else None)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        for cell in self.cells:
            #: A replay with everything shown: under a player's name, instead of the cards
            #: or tiles that player held in hand, when they held none at that moment.
            cell.set_nothing_text(self.tr("Nothing in hand"))
        self.setToolTip(self.tr("What each player held that the others could not see"))
        for seat in range(len(self.cells)):
            self._name_cell(seat)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        # (the seats' boards draw nothing while the strip is hidden: shown, they lay out)
        for board, cell in zip(self.boards, self.cells, strict=True):
            cell.show_holdings(board)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
