"""Where everything lies on the El Gaucho board, in scene units (1300 × 980, the shape of the
board's room beside the side panel, scaled to fit the window with its aspect kept).

Top left the pampa (row 4 at the top, row 1 at the bottom, as on the table) with the money
track under it; top right the six action areas, then the round, the steppe and the pile;
in the middle the dice tray, "Since your last move" and the prompt line; at the bottom one
panel per player with the herds (the viewer's first, then clockwise).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF

from farmhouse.games.el_gaucho.data import AREAS, BREEDS
from farmhouse.paths import resources_dir

SCENE = QRectF(0, 0, 1300, 980)
ART = resources_dir() / "el_gaucho"

#: Smallest font (scene units) of anything a player must read: 11 px at 1280 × 800.
MIN_FONT = 15.0

# -- pampa
TILE = 80.0
SPACE_STEP = 86.0
ROW_H = 98.0
PAMPA_LEFT = 44.0
PAMPA_TOP = 34.0
ROWS = 4
PAMPA_RECT = QRectF(6, 6, 560, 420)

# -- money track
TRACK_RECT = QRectF(6, 432, 560, 66)
TRACK_MAX = 100

# -- action areas
AREA_W, AREA_H = 150.0, 112.5
AREA_LEFT, AREA_TOP = 578.0, 36.0
AREA_STEP_X, AREA_STEP_Y = 158.0, 120.0

# -- round, steppe, pile
SIDE_LEFT = 1058.0
SIDE_W = 236.0
STEPPE_RECT = QRectF(SIDE_LEFT + 4, 36, 128, 112)
STEPPE_TILE = 54.0
PILE_POS = QPointF(SIDE_LEFT + 150, 50)
BANNER_RECT = QRectF(SIDE_LEFT, 214, SIDE_W, 56)

# -- dice tray
TRAY_RECT = QRectF(572, 280, 478, 218)
DIE = 46.0
POOL_TOP = 314.0
OWN_TOP = 410.0
END_TURN_RECT = QRectF(900, 404, 144, 52)

# -- since your last move
RECENT_RECT = QRectF(SIDE_LEFT, 280, SIDE_W, 218)

# -- prompt line and choice panel
HINT_Y = 506.0
HINT_WIDTH = 1270.0
CHOICE_CENTRE_X = 650.0
CHOICE_TOP = 250.0

# -- herd panels
PANELS_TOP = 540.0
PANELS_BOTTOM = 974.0
HERD_TILE = 48.0
HERD_ROW_H = 60.0
#: Room for a herd's sale value at the right of its row.
SALE_W = 132.0


def tile_path(breed: int | None) -> Path:
    """The SVG of a tile of breed index ``breed``, or of the tile back for ``None``."""
    return ART / ("tile_back.svg" if breed is None else f"tile_{BREEDS[breed]}.svg")


def die_path(value: int) -> Path:
    """The SVG of a die face (1–6)."""
    return ART / f"die_{max(1, min(6, value))}.svg"


def area_path(area: int) -> Path:
    """The SVG of action area index ``area``."""
    return ART / f"area_{AREAS[area]}.svg"


def gaucho_path(lying: bool) -> Path:
    """The SVG of a gaucho, standing or lying (seat-tinted)."""
    return ART / ("gaucho_lying.svg" if lying else "gaucho_standing.svg")


def space_pos(row: int, space: int) -> QPointF:
    """Top-left of the tile on ``space`` of ``row`` (0-based; row 0 is the bottom row)."""
    return QPointF(PAMPA_LEFT + space * SPACE_STEP, PAMPA_TOP + (ROWS - 1 - row) * ROW_H)


def row_rect(row: int, length: int) -> QRectF:
    """The strip of grass behind ``row`` with ``length`` spaces."""
    top_left = space_pos(row, 0)
    return QRectF(top_left.x() - 6, top_left.y() - 6, length * SPACE_STEP + 4, TILE + 12)


def standing_rect(tile_pos: QPointF) -> QRectF:
    """A standing gaucho on the tile at ``tile_pos`` (art notes: x 30–72, y 12–82 of 100)."""
    s = TILE / 100
    return QRectF(tile_pos.x() + 30 * s, tile_pos.y() + 8 * s, 42 * s, 70 * s)


def lying_rect(tile_pos: QPointF) -> QRectF:
    """A lying gaucho on the tile at ``tile_pos`` (art notes: x 10–90, y 36–84 of 100)."""
    s = TILE / 100
    return QRectF(tile_pos.x() + 10 * s, tile_pos.y() + 36 * s, 80 * s, 48 * s)


def area_pos(area: int) -> QPointF:
    """Top-left of action area index ``area`` (two rows of three)."""
    return QPointF(AREA_LEFT + (area % 3) * AREA_STEP_X, AREA_TOP + (area // 3) * AREA_STEP_Y)


def area_slot_rect(area: int, slot: int, slots: int) -> QRectF:
    """Where the gaucho of slot ``slot`` (0-based, one per player) of ``area`` stands."""
    top_left = area_pos(area)
    w = 26.0
    step = (AREA_W - 24) / slots
    x = top_left.x() + 12 + step * slot + (step - w) / 2
    return QRectF(x, top_left.y() + 38, w, 44)


def pool_die_pos(index: int, count: int) -> QPointF:
    """Top-left of die ``index`` of the ``count`` dice left in the roll."""
    step = DIE + 6
    left = TRAY_RECT.center().x() - (count * step - 6) / 2
    return QPointF(left + index * step, POOL_TOP)


def own_die_pos(index: int) -> QPointF:
    """Top-left of the mover's die ``index`` (0, 1: taken dice; 2: the Wish die)."""
    return QPointF(TRAY_RECT.left() + 150 + index * (DIE + 14) + (10 if index == 2 else 0), OWN_TOP)


def steppe_tile_pos(index: int) -> QPointF:
    """Top-left of Steppe tile ``index`` shown face up (2 × 2, over the steppe)."""
    return QPointF(
        STEPPE_RECT.left() + 8 + (index % 2) * (STEPPE_TILE + 6),
        STEPPE_RECT.top() - 6 + (index // 2) * (STEPPE_TILE + 6),
    )


def panel_rects(players: int) -> list[QRectF]:
    """The herd panels, left to right (the viewer's first)."""
    gap = 8.0
    width = (SCENE.width() - 12 - gap * (players - 1)) / players
    return [
        QRectF(6 + k * (width + gap), PANELS_TOP, width, PANELS_BOTTOM - PANELS_TOP)
        for k in range(players)
    ]


def herd_row_top(panel: QRectF, slot: int) -> float:
    """The top of herd row ``slot`` (0-based among the breeds in play) in ``panel``."""
    return panel.top() + 74 + slot * HERD_ROW_H


def herd_tile_x(panel: QRectF, index: int, count: int, room: float) -> float:
    """Left edge of tile ``index`` of a herd of ``count`` tiles in ``room`` scene units."""
    step = HERD_TILE + 4 if count <= 1 else min(HERD_TILE + 4, (room - HERD_TILE) / (count - 1))
    return panel.left() + 10 + index * step


def track_x(pesos: int) -> float:
    """Where ``pesos`` (modulo one lap) lies on the money track."""
    left, right = TRACK_RECT.left() + 76, TRACK_RECT.right() - 24
    return left + (right - left) * (pesos % TRACK_MAX) / TRACK_MAX
