"""Where everything lies on the El Gaucho board, in scene units (1240 × 845, about the shape of
the board's room beside the side panel, scaled to fit the window with its aspect kept: 0.77 in
a 1280 × 720 window, 0.77 at 1280 × 800, 1.21 at 1920 × 1080).

Top left the pampa (row 4 at the top, row 1 at the bottom, as on the table) with the money
track under it; top right the six action areas, then the round, the steppe and the pile;
in the middle the dice tray, "Since your last turn" and the prompt line; at the bottom one
panel per player with the herds (the viewer's first, then clockwise).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF

from farmhouse.games.el_gaucho.data import AREAS, BREEDS
from farmhouse.paths import art_folder, resources_dir

SCENE = QRectF(0, 0, 1240, 845)
ART = resources_dir() / "el_gaucho"
art = art_folder("el_gaucho")  # (a picture by its name: one Path a file)

#: Smallest font (scene units) of anything a player must read: at least 12 px in the room the
#: board has in a 1280 × 720 window (958 × 660 px: the scene at 0.77) and more in any larger.
MIN_FONT = 16.0

# -- pampa
TILE = 70.0
SPACE_STEP = 76.0
ROW_H = 84.0
PAMPA_LEFT = 42.0
PAMPA_TOP = 34.0
ROWS = 4
#: The row labels' width (their number and their tiles' total), left of the rows.
ROW_LABEL_W = 32.0
#: The tile art's quiet corners (of 100): the value's from 5 to 42 (room for "12"), the small
#: number's from 70 to 95.
VALUE_CORNER, SMALL_CORNER = (5.0, 42.0), (70.0, 95.0)
#: The smallest tile that shows its value (its corner holds "12" at :data:`MIN_FONT`).
VALUE_TILE_MIN = 60.0

# -- money track
TRACK_RECT = QRectF(6, 366, 494, 60)
TRACK_MAX = 100

# -- action areas (the art is 4 : 3; its name band holds "Immediate sale" at MIN_FONT)
AREA_W, AREA_H = 152.0, 114.0
AREA_LEFT, AREA_TOP = 506.0, 30.0
AREA_STEP_X, AREA_STEP_Y = 158.0, 120.0
#: The name band of the area art: its width and the height of its middle (share of the art).
AREA_BAND_W, AREA_BAND_Y = 0.925, 0.867
#: Above the lower areas' name band (what covers it covers it whole).
BAND_TOP = AREA_TOP + AREA_STEP_Y + AREA_H * AREA_BAND_Y - 16

# -- round, steppe, pile
SIDE_LEFT = 982.0
SIDE_W = 252.0
STEPPE_RECT = QRectF(SIDE_LEFT + 4, 30, 120, 105)
STEPPE_TILE = VALUE_TILE_MIN
#: The room between two steppe tiles shown face up: a hint's ring round one, clear of the next.
STEPPE_GAP = 20.0
PILE_POS = QPointF(SIDE_LEFT + 150, 44)

# -- dice tray
TRAY_RECT = QRectF(502, 270, 472, 156)
DIE = 42.0
#: The roll's dice, 38 units 20 apart (nine shrink to 31): their rings and focus ring keep off
#: the tray's label, their neighbours and the buttons (44 units 6 apart, they touched).
POOL_TOP, POOL_DIE, POOL_GAP = 306.0, 38.0, 20.0
OWN_TOP = 358.0
#: Where the mover's dice begin (the label naming whose dice they are is left of them).
OWN_LEFT = TRAY_RECT.left() + 150
#: The take and end-turn buttons: their tops (and rings) clear of the roll's rings.
TAKE_RECT = QRectF(OWN_LEFT, OWN_TOP + 2, 160, 40)
END_TURN_RECT = QRectF(TRAY_RECT.right() - 136, OWN_TOP + 2, 130, 42)

# -- since your last move: it ends here; it starts under the side column's notes, or here
# while the choice panel or the final scoring covers it
RECENT_RECT = QRectF(SIDE_LEFT, 270, SIDE_W, 156)

# -- prompt line and choice panel
HINT_Y = 430.0
HINT_WIDTH = SCENE.width() - 20
#: (over the dice tray and "Since your last turn", and the lower row of action areas' names:
#: three rows of choices of two lines each, or the opening tiles and their keys)
CHOICE_RECT = QRectF(TRAY_RECT.left(), 234, SIDE_LEFT + SIDE_W - TRAY_RECT.left(), 194)

# -- herd panels
PANELS_TOP = 482.0
PANELS_BOTTOM = SCENE.height() - 6
#: The panel's head (name, pesos, gauchos in supply) above its herd rows.
PANEL_HEAD = 66.0
HERD_TILE = 50.0
HERD_ROW_H = 61.0
#: Room for a herd's breed name and sale value at the right of its row.
SALE_W = 136.0
#: The value tag in a herd tile's corner (it holds "12" at MIN_FONT).
HERD_TAG_W, HERD_TAG_H = 25.0, 21.0


def tile_path(breed: int | None) -> Path:
    """The SVG of a tile of breed index ``breed``, or of the tile back for ``None``."""
    return art("tile_back.svg" if breed is None else f"tile_{BREEDS[breed]}.svg")


def die_path(value: int) -> Path:
    """The SVG of a die face (1–6)."""
    return art(f"die_{max(1, min(6, value))}.svg")


def area_path(area: int) -> Path:
    """The SVG of action area index ``area``."""
    return art(f"area_{AREAS[area]}.svg")


def gaucho_path(lying: bool) -> Path:
    """The SVG of a gaucho, standing or lying (seat-tinted)."""
    return art("gaucho_lying.svg" if lying else "gaucho_standing.svg")


def space_pos(row: int, space: int) -> QPointF:
    """Top-left of the tile on ``space`` of ``row`` (0-based; row 0 is the bottom row)."""
    return QPointF(PAMPA_LEFT + space * SPACE_STEP, PAMPA_TOP + (ROWS - 1 - row) * ROW_H)


def row_rect(row: int, length: int) -> QRectF:
    """The strip of grass behind ``row`` with ``length`` spaces."""
    top_left = space_pos(row, 0)
    return QRectF(top_left.x() - 6, top_left.y() - 6, length * SPACE_STEP + 4, TILE + 12)


def gaucho_rect(tile_pos: QPointF, lying: bool = False) -> QRectF:
    """A gaucho on the tile at ``tile_pos``, clear of the tile's value (top left, to 38 of
    100) and small number (bottom right, from 70): standing x 38–74, y 8–68; lying x 6–70,
    y 40–78."""
    s = TILE / 100
    x, y, w, h = (6, 40, 64, 38) if lying else (38, 8, 36, 60)
    return QRectF(tile_pos.x() + x * s, tile_pos.y() + y * s, w * s, h * s)


def area_pos(area: int) -> QPointF:
    """Top-left of action area index ``area`` (two rows of three)."""
    return QPointF(AREA_LEFT + (area % 3) * AREA_STEP_X, AREA_TOP + (area // 3) * AREA_STEP_Y)


def area_slot_rect(area: int, slot: int, slots: int) -> QRectF:
    """Where the gaucho of slot ``slot`` (0-based, one per player) of ``area`` stands."""
    top_left = area_pos(area)
    s = AREA_W / 150
    w = 26.0 * s
    step = (AREA_W - 24 * s) / slots
    x = top_left.x() + 12 * s + step * slot + (step - w) / 2
    return QRectF(x, top_left.y() + 38 * s, w, 44 * s)


def own_die_pos(index: int, left: float = OWN_LEFT) -> QPointF:
    """Top-left of the mover's die ``index`` (0, 1: taken dice; 2: the Wish die, its focus
    ring clear of the End turn button), the first at ``left`` (further right when the label
    naming whose dice they are needs the room)."""
    return QPointF(left + index * (DIE + 20), OWN_TOP)


#: The furthest right the mover's dice begin (three dice still fit the tray).
OWN_LEFT_MOST = TRAY_RECT.right() - 12 - 3 * (DIE + 20)


def banner_rect(text_height: float, free_top: float) -> QRectF:
    """The final rounds' banner (text ``text_height`` high) under the side column's notes
    (from ``free_top``), above "Since your last turn" (which takes the room under it)."""
    return QRectF(SIDE_LEFT, free_top, SIDE_W, text_height + 10)


def steppe_tile_pos(index: int) -> QPointF:
    """Top-left of Steppe tile ``index`` (0–3) shown face up (Hidden cattle, EG-5.10): two
    by two over the steppe, left of the pile, :data:`STEPPE_GAP` apart (their count under
    them: :func:`steppe_tiles_bottom`)."""
    row, column = divmod(index, 2)
    step = STEPPE_TILE + STEPPE_GAP
    return QPointF(SIDE_LEFT + column * step, STEPPE_RECT.top() + 6 + row * step)


def steppe_tiles_bottom(count: int) -> float:
    """The lowest edge (scene units) of the steppe and of ``count`` of its tiles shown face
    up (:func:`steppe_tile_pos`): the steppe's count goes under it."""
    if count <= 0:
        return STEPPE_RECT.bottom()
    return max(STEPPE_RECT.bottom(), steppe_tile_pos(count - 1).y() + STEPPE_TILE)


def panel_rects(players: int) -> list[QRectF]:
    """The herd panels, left to right (the viewer's first)."""
    gap = 8.0
    width = (SCENE.width() - 12 - gap * (players - 1)) / players
    return [
        QRectF(6 + k * (width + gap), PANELS_TOP, width, PANELS_BOTTOM - PANELS_TOP)
        for k in range(players)
    ]


def herd_rows(breeds: int) -> tuple[float, float]:
    """The height of a herd row and the size of its tiles in a panel of ``breeds`` rows: the
    panel's room shared out (five rows: :data:`HERD_ROW_H` and :data:`HERD_TILE`; the four of
    a 2-player game take the fifth row's room, their tiles larger)."""
    room = PANELS_BOTTOM - PANELS_TOP - PANEL_HEAD - 6
    row = min(HERD_ROW_H * 1.3, room / max(1, breeds))
    return row, row - (HERD_ROW_H - HERD_TILE)


def herd_row_top(panel: QRectF, slot: int, breeds: int = 5) -> float:
    """The top of herd row ``slot`` (0-based among the ``breeds`` in play) in ``panel``."""
    return panel.top() + PANEL_HEAD + 4 + slot * herd_rows(breeds)[0]


def herd_room(panel: QRectF) -> float:
    """The room a herd's tiles have in ``panel``: its row, left of the breed and sale."""
    return panel.width() - 20 - SALE_W


def track_x(pesos: int) -> float:
    """Where ``pesos`` (modulo one lap) lies on the money track (its right end 44 units in:
    room for markers of 99 pushed aside, their lap badges at their right)."""
    left, right = TRACK_RECT.left() + 76, TRACK_RECT.right() - 44
    return left + (right - left) * (pesos % TRACK_MAX) / TRACK_MAX
