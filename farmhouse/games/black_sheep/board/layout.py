"""Where everything lies on the Black Sheep board, in scene units (1600 × 1000, scaled to fit
the window with its aspect kept).

The other seats' panels run along the top (name, hand as card backs, corral); the three pasture
mats are in the middle with each seated player's cards on the edge facing them (the viewer's
edge at the bottom); deck, discard pile and "Last moves" on the left; supply and bonus or task
cards on the right; the viewer's corral, hand and prompts at the bottom.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF

from farmhouse.games.black_sheep.data import Animal
from farmhouse.paths import resources_dir

SCENE = QRectF(0, 0, 1600, 1000)
ART = resources_dir() / "black_sheep"

CARD_W, CARD_H = 100.0, 140.0  # art size
SMALL = 0.52  # cards on pastures
HAND = 1.2  # cards in the viewer's hand
MAT = 184.0
FIGURE = 78.0
PASTURE_X = (432.0, 800.0, 1168.0)
PASTURE_Y = 430.0
HAND_Y = 800.0
HAND_X = 880.0
PROMPT_Y = 660.0
DISCARD_POS = QPointF(150, 250)
PILE_W, PILE_H = 88.0, 123.2
OWN_PANEL = QRectF(10, 640, 500, 352)
SUPPLY_LEFT = 1356.0
#: The area "Last moves" may fill on the left (top grows when the last-round banner shows).
LAST_MOVES_BOTTOM = 628.0


def card_path(animal: Animal | None) -> Path:
    """The SVG of an animal card, or of the card back for ``None``."""
    return ART / ("card_back.svg" if animal is None else f"card_{animal.value}.svg")


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


def side_card_pos(pasture: int, edge: str, k: int) -> QPointF:
    """Top-left of card ``k`` (0–2) on ``edge`` of ``pasture``."""
    cx, cy = PASTURE_X[pasture], PASTURE_Y
    w, h = CARD_W * SMALL, CARD_H * SMALL
    half = MAT / 2
    if edge in ("bottom", "top"):
        x = cx - (3 * w + 2 * 6) / 2 + k * (w + 6)
        y = cy + half + 8 if edge == "bottom" else cy - half - 8 - h
        return QPointF(x, y)
    x = cx - half - 8 - w if edge == "left" else cx + half + 8
    y = cy - half + k * 56
    return QPointF(x, y)


def side_rect(pasture: int, edge: str) -> QRectF:
    """The area of a side (its three card places, with a margin)."""
    first = side_card_pos(pasture, edge, 0)
    last = side_card_pos(pasture, edge, 2)
    return QRectF(first, last + QPointF(CARD_W * SMALL, CARD_H * SMALL)).adjusted(-5, -5, 5, 5)


def edge_strip(pasture: int, edge: str) -> QRectF:
    """The coloured strip along ``edge`` of the mat of ``pasture``."""
    cx, cy, half = PASTURE_X[pasture], PASTURE_Y, MAT / 2
    return {
        "bottom": QRectF(cx - half + 14, cy + half - 14, MAT - 28, 14),
        "top": QRectF(cx - half + 14, cy - half, MAT - 28, 14),
        "left": QRectF(cx - half, cy - half + 14, 14, MAT - 28),
        "right": QRectF(cx + half - 14, cy - half + 14, 14, MAT - 28),
    }[edge]


def figure_pos(pasture: int, k: int) -> QPointF:
    """Top-left of figure ``k`` (0 or 1) on the mat of ``pasture``."""
    return QPointF(PASTURE_X[pasture] - FIGURE - 2 + k * (FIGURE + 4), PASTURE_Y - FIGURE / 2 + 6)


def completion_centre(pasture: int, edge: str) -> QPointF:
    """Centre of the completion token beside a full side."""
    last = side_card_pos(pasture, edge, 2)
    w, h = CARD_W * SMALL, CARD_H * SMALL
    if edge in ("bottom", "top"):
        return QPointF(last.x() + w + 20, last.y() + h / 2)
    return QPointF(last.x() + w / 2, last.y() + h + 18)


def combo_rect(pasture: int, edge: str) -> QRectF:
    """Where the combination label of a side shows while a pasture scores."""
    first = side_card_pos(pasture, edge, 0)
    w, h = CARD_W * SMALL, CARD_H * SMALL
    if edge == "bottom":
        return QRectF(first.x() - 10, first.y() + h + 6, 3 * w + 32, 28)
    if edge == "top":
        return QRectF(first.x() - 10, first.y() - 34, 3 * w + 32, 28)
    return QRectF(first.x() - 34, first.y() + MAT / 2 - 20, w + 68, 40)


def opponent_rects(others: int) -> list[QRectF]:
    """The panels of the ``others`` other seats along the top, left to right."""
    width = min(520.0, (SCENE.width() - 20 - 10 * (others - 1)) / others)
    left = (SCENE.width() - width * others - 10 * (others - 1)) / 2
    return [QRectF(left + k * (width + 10), 8, width, 196) for k in range(others)]


def opponent_corral_rect(panel: QRectF) -> QRectF:
    """The corral inside an opponent's panel ``panel``."""
    width = min(panel.width() - 120, 370)
    return QRectF(panel.left() + 10, panel.top() + 50, width, width * 0.375)


def own_corral_rect() -> QRectF:
    """The viewer's corral inside the own panel."""
    width = OWN_PANEL.width() - 28
    return QRectF(OWN_PANEL.left() + 14, OWN_PANEL.top() + 56, width, width * 0.375)


def hand_card_x(index: int, count: int) -> float:
    """Left edge of the viewer's hand card ``index`` of ``count``."""
    w, gap = CARD_W * HAND, 16.0
    return HAND_X - (count * w + (count - 1) * gap) / 2 + index * (w + gap)
