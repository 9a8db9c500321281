"""Where everything lies on the Bye-Bye Black Sheep board, in scene units (1400 × 1000, scaled
to fit the window with its aspect kept; in a 1280 × 720 window one unit is about 0.66 pixels,
so no text is smaller than :data:`MIN_TEXT`, 19 units, 12.5 px there).

The other players' panels run along the top (name, hand as a fan of card backs with its count
and black-sheep risk, zoo); the middle band holds the pile with the Magpie beside it, the
watering hole with the drawn cards and "Since your last turn"; the viewer's panel (name,
zoo) is at the bottom left and the viewer's hand, the prompt and its buttons at the bottom
right.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF

from farmhouse.games.bye_bye_black_sheep import data
from farmhouse.paths import resources_dir

SCENE = QRectF(0, 0, 1400, 1000)
ART = resources_dir() / "bye_bye_black_sheep"
#: Smallest text on the board (scene units): 12.5 px in a 1280 × 720 window.
MIN_TEXT = 19.0

TOP_BAND = QRectF(8, 8, 1384, 312)
OWN_PANEL = QRectF(8, 630, 560, 362)
OWN_ZOO = QRectF(20, 690, 536, 290)
#: zoo.svg's size, its blank sign for the owner and where the cards lie inside the fence
#: (in the art's own units)
ZOO_ART_SIZE = (420.0, 220.0)
ZOO_SIGN = QRectF(153, 6, 114, 19)
ZOO_INNER = QRectF(22, 36, 376, 164)
#: How much of a stacked zoo card shows under the next one, at the least (of its height).
STACK_STRIP = 0.3
HAND_AREA = QRectF(578, 630, 814, 362)

PILE_RECT = QRectF(22, 346, 100, 136)
MAGPIE_RECT = QRectF(150, 356, 84, 117.6)
#: The Magpie's name under its card: clear of the pile's count and of the panels over the pond.
MAGPIE_NAME = QRectF(136, 477.6, 112, 48)
GOAL_Y = 500.0  # "Goal: 3 triplets", then the stall and removed-card lines
LEFT_TEXT = QRectF(16, GOAL_Y, 240, 620 - GOAL_Y)  # where those lines go
WH_RECT = QRectF(322, 344, 640, 180)  # the watering-hole art
WH_ROW = QRectF(262, 340, 760, 188)  # where the drawn cards lie
WH_CARD_W, WH_CARD_H = 88.0, 123.2
STATUS_Y = 536.0  # "Drawn: 3 · stop now to place 1 card"
#: "Since your last turn" (four opponents' turns: issue 18), narrower beside the prompt's panels
RECENT_RECT, RECENT_BESIDE = QRectF(1030, 334, 362, 284), QRectF(1134, 334, 258, 284)
PROMPT_RECT = QRectF(250, 332, 876, 284)  # the Eagle, Mole and joker choices (over the row)

HAND_TEXT_Y = 640.0
HAND_Y = 786.0  # the cards end at 920.4; their key caps (hand.CAP_BELOW) lie below them
HAND_CARD_W, HAND_CARD_H = 96.0, 134.4
KEYS_Y = 968.0
#: The line of keys: under the prompt, over the hand (its whole width: with Ctrl+Tab it ran
#: into the hand's card count at the bottom in Japanese).
KEY_LINE_Y = 738.0
#: The keys that choose the viewer's hand cards (and the Mole's cards) from the left: the
#: digits, then 0 and the row under them (past 20 kinds, ←/→ and Enter reach the rest).
HAND_KEYS = "1234567890QWERTYUIOP"


@functools.cache
def card_path(kind: int | None) -> Path:
    """The SVG of a card kind (0 joker, 1–16 species, specials, black sheep), or of the card
    back for ``None``."""
    if kind is None:
        return ART / "card_back.svg"
    if data.is_black_sheep(kind):
        return ART / "card_black_sheep.svg"
    if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
        return ART / f"card_{data.SPECIES[kind - 1]}.svg"
    if kind == data.JOKER:
        return ART / "card_joker.svg"
    return ART / f"card_{data.SPECIAL_IDS[kind]}.svg"


def opponent_rects(others: int) -> list[QRectF]:
    """The panels of the ``others`` other seats along the top, left to right (one opponent
    gets a wide panel in the middle)."""
    gap = 10.0
    width = min(700.0, (TOP_BAND.width() - gap * (others - 1)) / others)
    left = TOP_BAND.left() + (TOP_BAND.width() - width * others - gap * (others - 1)) / 2
    return [
        QRectF(left + k * (width + gap), TOP_BAND.top(), width, TOP_BAND.height())
        for k in range(others)
    ]


def opponent_zoo_rect(panel: QRectF) -> QRectF:
    """The zoo inside an opponent's panel."""
    return QRectF(panel.left() + 8, panel.top() + 152, panel.width() - 16, panel.height() - 158)


def zoo_slots(
    columns: list[int], rect: QRectF, max_w: float
) -> tuple[float, float, list[QPointF], float]:
    """Card size and columns for a zoo of ``columns`` cards per species column, inside the
    fence of the zoo drawn in ``rect`` (:data:`ZOO_INNER`: never over the fence or the
    sign), in one row, or in two where that shows the cards larger (a zoo of many species):
    returns (card width, card height, the top left of each column, the vertical step
    between stacked cards)."""
    sx, sy = rect.width() / ZOO_ART_SIZE[0], rect.height() / ZOO_ART_SIZE[1]
    inner = QRectF(
        rect.left() + ZOO_INNER.left() * sx,
        rect.top() + ZOO_INNER.top() * sy,
        ZOO_INNER.width() * sx,
        ZOO_INNER.height() * sy,
    )
    n, gap, tallest = max(1, len(columns)), 6.0, max(columns, default=1)
    best = (0.0, 0.0, 1, n, 0.0)
    for rows in (1, 2):
        per, room = -(-n // rows), (inner.height() - gap * (rows - 1)) / rows
        card_w = min(max_w, (inner.width() - gap * (per - 1)) / per)
        card_h = card_w * 1.4
        most = room / (1 + STACK_STRIP * (tallest - 1))  # a strip of each card shows
        if card_h > most:
            card_h = most
            card_w = card_h / 1.4
        if card_w > best[0] * 1.15:  # (two rows only where the cards grow clearly)
            best = (card_w, card_h, rows, per, room)
    card_w, card_h, rows, per, room = best
    step = min(card_h * 0.42, (room - card_h) / max(1, tallest - 1))
    places = []
    for k in range(n):
        row, column = divmod(k, per)
        count = min(per, n - row * per)
        left = inner.left() + (inner.width() - (count * card_w + gap * (count - 1))) / 2
        places.append(QPointF(left + column * (card_w + gap), inner.top() + row * (room + gap)))
    return card_w, card_h, places, max(0.0, step)


def wh_slot(index: int, count: int) -> QPointF:
    """Top-left of drawn card ``index`` of ``count`` in the watering-hole row."""
    step = min(WH_CARD_W + 8.0, (WH_ROW.width() - WH_CARD_W) / max(1, count - 1))
    left = WH_ROW.center().x() - (WH_CARD_W + step * (count - 1)) / 2
    return QPointF(left + index * step, WH_RECT.top() + (WH_RECT.height() - WH_CARD_H) / 2)


def covered_pos(count: int) -> QPointF:
    """Top-left of the stack of cards under the Wolf (the Wolf is card 0 of the row)."""
    wolf = wh_slot(0, max(1, count))
    return QPointF(wolf.x() - 22, wolf.y() - 10)
