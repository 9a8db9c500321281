"""Where everything lies on the Black Sheep board, in scene units: :data:`HEIGHT` high, as
wide as the window's shape asks (:func:`scene_width`). Three bands, top to bottom: the other
seats' panels; the three pasture mats, each seat's cards on the edge facing it (the viewer's
at the bottom), as large as the band allows (:attr:`Geometry.k`); the viewer's panel with the
bonus or task cards under it, the prompt, the hand and the key hints, then deck, discard
pile, supply and "Last moves". :func:`geometry` gives the :class:`Geometry` of a number of
players and a scene width; the board asks it for every position.
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.games.black_sheep.data import Animal
from farmhouse.paths import resources_dir

ART = resources_dir() / "black_sheep"

#: Scene height; the width is between :data:`MIN_WIDTH` and :data:`MAX_WIDTH`.
HEIGHT = 1000.0
MIN_WIDTH, MAX_WIDTH = 1280.0, 1760.0
#: Scene widths are multiples of this (a window resized by a few pixels keeps its layout).
WIDTH_STEP = 20.0

#: The smallest font size of anything a player must read: 12.5 pixels at 1280 × 720.
MIN_TEXT = 19.0
#: Font size of the prompt line over the hand (it wraps to two lines).
HINT_SIZE = 19.0
#: The room the prompt line leaves above the hand's cards for their focus ring.
RING_ROOM = 24.0

CARD_W, CARD_H = 100.0, 140.0  # art size
SMALL = 0.52  # cards on pastures (times k)
HAND = 1.25  # cards in the viewer's hand
MAT = 184.0  # times k
FIGURE = 78.0  # times k
PILE_W, PILE_H = 64.0, 89.6
BOTTOM_MARGIN = 12.0  # (kept free along the bottom edge)
MARGIN = 8.0
TOP_Y, TOP_H = 6.0, 170.0  # the other seats' panels
BAND_TOP, BAND_BOTTOM = 184.0, 642.0  # the pastures
#: The bottom band: own panel and bonus/tasks (left), hand (middle), table (right).
BOTTOM_Y = 648.0
OWN_W, OWN_H = 390.0, 188.0
#: The table part's width (piles, supply, "Since your last turn"), at most RIGHT_MAX where
#: the hand's column has more than HAND_ROOM (a wider panel wraps fewer lines: F19).
RIGHT_W, RIGHT_MAX, HAND_ROOM = 392.0, 600.0, 540.0
#: A supply figure's picture at most, its room with its count in a row, and the supply's
#: height (its title and rows, down to the piles' counts: "Since your last turn" under both).
SUPPLY_ICON, SUPPLY_CELL, SUPPLY_H = 40.0, 80.0, 122.0
#: The top of the hand's cards; of the key hints under them (clear of a card's focus ring);
#: of the counts under the piles.
HAND_Y = BOTTOM_Y + 74
KEYS_TOP = HAND_Y + CARD_H * HAND + 40
PILE_LABELS_TOP = BOTTOM_Y + 8 + PILE_H + 4
#: The key hints' most lines (room under the hand): past them they leave out Ctrl+Tab.
KEY_LINES = 2
#: Once the game is over: the top of the result in the hand's column (the hand moves under it).
RESULT_TOP = BOTTOM_Y + 40

#: The combination label of a left or right side, of a top or bottom side.
SIDE_LABEL_W, SIDE_LABEL_H = 112.0, 46.0
ROW_LABEL_H = 30.0
TOKEN_R = 16.0


def scene_width(aspect: float) -> float:
    """The scene width filling a window of ``aspect`` (width / height): a multiple of
    :data:`WIDTH_STEP` between :data:`MIN_WIDTH` and :data:`MAX_WIDTH`."""
    width = round(HEIGHT * aspect / WIDTH_STEP) * WIDTH_STEP
    return float(min(MAX_WIDTH, max(MIN_WIDTH, width)))


@functools.cache
def card_path(animal: Animal | None, plain: bool = False) -> Path:
    """The SVG of an animal card (``plain``: without its corner lettering, for a card drawn
    too small to read it), or of the card back for ``None``."""
    stem = "back" if animal is None else f"{'plain_' * plain}{animal.value}"
    return ART / f"card_{stem}.svg"


def card_item(
    animal: Animal | None,
    w: float,
    h: float,
    parent: QGraphicsItem | None = None,
    rank: bool = True,
) -> SvgItem:
    """An animal card (``None``: a card back) ``w`` × ``h`` units, with its rank in a corner
    badge (``rank``: readable where the card is small)."""
    card = SvgItem(card_path(animal), w, h, parent)
    if animal is not None and rank:
        corner_badge(card, str(animal.rank), MIN_TEXT)
    return card


@functools.cache
def figure_path(animal: Animal) -> Path:
    """The SVG of an animal figure."""
    return ART / f"figure_{animal.value}.svg"


def edge_of(rel: int, players: int) -> str:
    """Where seat ``rel`` places after the viewer (0) sits around a pasture: "bottom", "left",
    "top" or "right" (clockwise; with 2 players the other seat is opposite)."""
    order = {
        2: ("bottom", "top"),
        3: ("bottom", "left", "right"),
        4: ("bottom", "left", "top", "right"),
    }[players]
    return order[rel]


def _extents(players: int, k: float) -> tuple[float, float, float]:
    """(above, below, half width) of a pasture with its sides and labels around its centre."""
    half = MAT * k / 2
    h = CARD_H * SMALL * k
    w = CARD_W * SMALL * k
    row = half + 8 * k + h + 6 + ROW_LABEL_H  # a top or bottom row with its label
    below = row
    above = row if players != 3 else half + 6 + SIDE_LABEL_H
    row = (3 * w + 12 * k) / 2
    if players == 2:  # the completion token sits right of a row
        return above, below, max(half, row + 4 + 2 * TOKEN_R, row + 14)
    return above, below, max(half + 8 * k + w, half - 4 + SIDE_LABEL_W)


@attrs.frozen
class Geometry:
    """Positions on the board for ``players`` seats in a scene ``width`` units wide: ``k``
    scales the pastures (mats, their cards and figures), ``pasture_x``/``pasture_y`` are the
    mats' centres."""

    players: int
    width: float
    k: float
    pasture_x: tuple[float, float, float]
    pasture_y: float

    @property
    def scene(self) -> QRectF:
        """The scene rectangle."""
        return QRectF(0, 0, self.width, HEIGHT)

    @property
    def mat(self) -> float:
        """The side of a pasture mat."""
        return MAT * self.k

    @property
    def figure(self) -> float:
        """The size of a figure on a mat."""
        return FIGURE * self.k

    @property
    def small_card(self) -> tuple[float, float]:
        """Width and height of a card on a pasture side."""
        return CARD_W * SMALL * self.k, CARD_H * SMALL * self.k

    @property
    def hand_card(self) -> tuple[float, float]:
        """Width and height of a card in the viewer's hand."""
        return CARD_W * HAND, CARD_H * HAND

    def side_card_pos(self, pasture: int, edge: str, k: int) -> QPointF:
        """Top-left of card ``k`` (0–2) on ``edge`` of ``pasture``."""
        cx, cy = self.pasture_x[pasture], self.pasture_y
        w, h = self.small_card
        half = self.mat / 2
        gap = 6 * self.k
        if edge in ("bottom", "top"):
            x = cx - (3 * w + 2 * gap) / 2 + k * (w + gap)
            y = cy + half + 8 * self.k if edge == "bottom" else cy - half - 8 * self.k - h
            return QPointF(x, y)
        x = cx - half - 8 * self.k - w if edge == "left" else cx + half + 8 * self.k
        y = cy - half + k * 56 * self.k
        return QPointF(x, y)

    def side_rect(self, pasture: int, edge: str) -> QRectF:
        """The area of a side (its three card places, with a margin)."""
        w, h = self.small_card
        first = self.side_card_pos(pasture, edge, 0)
        last = self.side_card_pos(pasture, edge, 2)
        return QRectF(first, last + QPointF(w, h)).adjusted(-5, -5, 5, 5)

    def edge_strip(self, pasture: int, edge: str) -> QRectF:
        """The coloured strip along ``edge`` of the mat of ``pasture``."""
        cx, cy, mat = self.pasture_x[pasture], self.pasture_y, self.mat
        half, t, inset = mat / 2, 14 * self.k, 14 * self.k
        return {
            "bottom": QRectF(cx - half + inset, cy + half - t, mat - 2 * inset, t),
            "top": QRectF(cx - half + inset, cy - half, mat - 2 * inset, t),
            "left": QRectF(cx - half, cy - half + inset, t, mat - 2 * inset),
            "right": QRectF(cx + half - t, cy - half + inset, t, mat - 2 * inset),
        }[edge]

    def mat_rect(self, pasture: int) -> QRectF:
        """The mat of ``pasture``."""
        half = self.mat / 2
        cx, cy = self.pasture_x[pasture], self.pasture_y
        return QRectF(cx - half, cy - half, self.mat, self.mat)

    def plaque_rect(self, pasture: int) -> QRectF:
        """The name plaque ("I", "II", "III") of ``pasture``: on its top edge, or, with two
        players (whose other seat sits at the top), just inside it."""
        cx, cy, half = self.pasture_x[pasture], self.pasture_y, self.mat / 2
        top = cy - half - 2 if self.players != 2 else cy - half + 12 * self.k
        return QRectF(cx - 28, top, 56, 32)

    def figure_pos(self, pasture: int, k: int) -> QPointF:
        """Top-left of figure ``k`` (0 or 1) on the mat of ``pasture``."""
        f = self.figure
        return QPointF(
            self.pasture_x[pasture] - f - 2 + k * (f + 4), self.pasture_y - f / 2 + 6 * self.k
        )

    def completion_centre(self, pasture: int, edge: str) -> QPointF:
        """Centre of the completion token beside a full side."""
        last = self.side_card_pos(pasture, edge, 2)
        w, h = self.small_card
        if edge in ("bottom", "top"):
            return QPointF(last.x() + w + 4 + TOKEN_R, last.y() + h / 2)
        return QPointF(last.x() + w / 2, last.y() + h + 4 + TOKEN_R)

    def combo_rect(self, pasture: int, edge: str) -> QRectF:
        """Where the combination label of a side shows while its pasture scores: under or
        over a row, over a column beside the mat's corner (never on cards or mat edges)."""
        w, h = self.small_card
        first = self.side_card_pos(pasture, edge, 0)
        row_w = 3 * w + 12 * self.k + 28
        if edge == "bottom":
            return QRectF(first.x() - 14, first.y() + h + 6, row_w, ROW_LABEL_H)
        if edge == "top":
            return QRectF(first.x() - 14, first.y() - 6 - ROW_LABEL_H, row_w, ROW_LABEL_H)
        cx, cy, half = self.pasture_x[pasture], self.pasture_y, self.mat / 2
        top = cy - half - 6 - SIDE_LABEL_H
        if edge == "left":
            return QRectF(cx - half + 4 - SIDE_LABEL_W, top, SIDE_LABEL_W, SIDE_LABEL_H)
        return QRectF(cx + half - 4, top, SIDE_LABEL_W, SIDE_LABEL_H)

    def opponent_rects(self, others: int) -> list[QRectF]:
        """The panels of the ``others`` other seats along the top, left to right."""
        room = self.width - 2 * MARGIN
        width = min(520.0, (room - 10 * (others - 1)) / others)
        left = (self.width - width * others - 10 * (others - 1)) / 2
        return [QRectF(left + i * (width + 10), TOP_Y, width, TOP_H) for i in range(others)]

    @staticmethod
    def opponent_corral_rect(panel: QRectF) -> QRectF:
        """The corral inside an opponent's ``panel`` (its card backs on the right)."""
        width = min(panel.width() - 124, 370.0)
        return QRectF(panel.left() + 10, panel.top() + 48, width, width * 0.375)

    @property
    def own_panel(self) -> QRectF:
        """The viewer's panel (name and corral), bottom left."""
        return QRectF(MARGIN, BOTTOM_Y, OWN_W, OWN_H)

    def own_corral_rect(self) -> QRectF:
        """The viewer's corral inside the own panel (the "known points" line under it)."""
        panel = self.own_panel
        width = panel.width() - 90
        return QRectF(panel.left() + 45, panel.top() + 44, width, width * 0.375)

    @property
    def scoring_rect(self) -> QRectF:
        """Under the own panel: the bonus cards or the task cards."""
        top = BOTTOM_Y + OWN_H + 5
        return QRectF(MARGIN, top, OWN_W, HEIGHT - BOTTOM_MARGIN - top)

    @property
    def hand_column(self) -> QRectF:
        """The middle of the bottom band: prompt line, hand, key hints."""
        left = MARGIN + OWN_W + 12
        right = self.right_left - 12
        return QRectF(left, BOTTOM_Y, right - left, HEIGHT - BOTTOM_Y)

    @property
    def hand_x(self) -> float:
        """The centre of the hand."""
        return self.hand_column.center().x()

    def prompt_rect(self, game_over: bool = False) -> QRectF:
        """The prompt bar over the hand: its text as wide as the hand's column, ending
        :data:`RING_ROOM` over the hand's cards, or (``game_over``) over the result."""
        column = self.hand_column
        bottom = (RESULT_TOP - 4 if game_over else HAND_Y - RING_ROOM) + 6
        return QRectF(column.left() - 14, BOTTOM_Y - 6, column.width() + 28, bottom - BOTTOM_Y + 6)

    @property
    def right_left(self) -> float:
        """The left edge of the table part of the bottom band (piles, supply, last moves),
        :data:`RIGHT_W` wide or, where the hand's column has room to spare, wider."""
        spare = max(0.0, self.width - 2 * MARGIN - OWN_W - 24 - RIGHT_W - HAND_ROOM)
        return self.width - MARGIN - min(RIGHT_MAX, RIGHT_W + spare)

    @property
    def deck_pos(self) -> QPointF:
        """Top-left of the deck."""
        return QPointF(self.right_left + 14, BOTTOM_Y + 8)

    @property
    def discard_pos(self) -> QPointF:
        """Top-left of the discard pile."""
        return QPointF(self.right_left + 110, BOTTOM_Y + 8)

    def pile_label_rect(self, discard: bool) -> QRectF:
        """Where the count under the deck (or the discard pile) goes, at most this wide."""
        if discard:
            left = self.right_left + 96
            return QRectF(left, PILE_LABELS_TOP, self.supply_rect.left() - 4 - left, 0)
        # (a little into the margin beside the hand's column, which its cards never reach)
        return QRectF(self.right_left - 8, PILE_LABELS_TOP, 100, 0)

    @property
    def supply_rect(self) -> QRectF:
        """The supply, a title and six figures with their counts in rows of
        :meth:`supply_columns`; in the last round, when it refills nothing, the end banner."""
        left = self.right_left + 230
        return QRectF(left, BOTTOM_Y, self.width - MARGIN - left, SUPPLY_H)

    @property
    def supply_columns(self) -> int:
        """How many figures a row of the supply holds."""
        return 3 if self.width - MARGIN - self.right_left - 230 >= 3 * SUPPLY_CELL else 2

    def last_moves_rect(self, above: float) -> QRectF:
        """ "Since your last turn": the rest of the table part, under the supply and the
        piles' counts (which reach down to ``above``)."""
        top = max(self.supply_rect.bottom() + 6, above + 4)
        left = self.right_left
        return QRectF(left, top, self.width - MARGIN - left, HEIGHT - BOTTOM_MARGIN - top)


@functools.lru_cache(maxsize=64)
def geometry(players: int, width: float) -> Geometry:
    """The :class:`Geometry` for ``players`` seats ``width`` units wide: the pastures as
    large as their band allows."""
    spacing = (width - 2 * MARGIN) / 3
    band = BAND_BOTTOM - BAND_TOP
    k = 1.6
    while k > 0.5:
        above, below, half_width = _extents(players, k)
        if above + below <= band and 2 * half_width + 12 <= spacing:
            break
        k -= 0.01
    above, below, _ = _extents(players, k)
    centre_y = BAND_TOP + above + (band - above - below) / 2
    xs = tuple(MARGIN + spacing * (i + 0.5) for i in range(3))
    return Geometry(players, width, round(k, 2), (xs[0], xs[1], xs[2]), centre_y)
