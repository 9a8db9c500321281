"""Where everything lies on the Wooly Bully board.

The landscape is in scene units: cell (x, y) is the square of side :data:`TILE` whose top-left
corner is (x·TILE, −y·TILE), so north (y + 1) is up. Everything else is in the view's overlay,
pinned to the window and laid out in viewport pixels (:class:`Hud`): the turn banner and the
bag along the top, a chip per player below them, the action buttons and zoom buttons on the
right, the hand tray along the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QMargins, QPointF, QRectF

from farmhouse.games.wooly_bully.board.tiles import TILE
from farmhouse.games.wooly_bully.data import Cell

#: Smallest landscape area the view fits (cells): the start is not blown up to fill the window.
MIN_FIT_CELLS = (7, 5)
#: Side of a tile in the hand tray, and the smallest it shrinks to for a big hand (pixels).
TRAY_TILE, TRAY_TILE_MIN = 70.0, 44.0
#: Overlay sizes (pixels).
MARGIN = 10.0
BANNER_H = 40.0
CHIP_H = 40.0
BUTTON_W, BUTTON_H, BUTTON_GAP = 112.0, 38.0, 6.0
ZOOM = 40.0
TRAY_H = 104.0
#: Narrower viewports put every button in one row under the hand (pixels).
COMPACT_WIDTH = 900.0
#: Action buttons top to bottom.
ACTIONS: tuple[str, ...] = ("reveal", "wolf", "hunter", "end", "quit")
#: Zoom buttons left to right.
ZOOMS: tuple[str, ...] = ("in", "out", "fit")


def cell_rect(cell: Cell) -> QRectF:
    """The scene square of ``cell``."""
    x, y = cell
    return QRectF(x * TILE, -y * TILE, TILE, TILE)


def cell_centre(cell: Cell) -> QPointF:
    """The centre of ``cell`` in scene units."""
    return cell_rect(cell).center()


def cell_at(point: QPointF) -> Cell:
    """The cell under the scene point ``point``."""
    return (math.floor(point.x() / TILE), -math.floor(point.y() / TILE))


def cells_rect(cells: Iterable[Cell]) -> QRectF:
    """The scene rectangle around ``cells`` and at least the :data:`MIN_FIT_CELLS` around the
    Village Square (so the first tiles, laid around it, do not move the view)."""
    w, h = MIN_FIT_CELLS[0] * TILE, MIN_FIT_CELLS[1] * TILE
    centre = cell_rect((0, 0)).center()
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    if xs:
        left, right = min(xs), max(xs)
        top, bottom = max(ys), min(ys)
        rect = rect.united(
            QRectF(left * TILE, -top * TILE, (right - left + 1) * TILE, (top - bottom + 1) * TILE)
        )
    return rect


class Hud:
    """The overlay's layout for a viewport of ``width`` × ``height`` pixels and ``players``
    seats: rectangles of the banner, bag, own-colour box, player chips, zoom buttons, the
    tray with the hand, the rotate and flip buttons and the action buttons, the hint line over
    the tray, and the margins the landscape keeps free of them when fitted.

    A narrow window (under :data:`COMPACT_WIDTH`) gets a taller tray: the hand above, all the
    buttons in one row below it."""

    def __init__(self, width: float, height: float, players: int) -> None:
        self.width, self.height = width, height
        top = MARGIN
        right = width - MARGIN
        self.bag = QRectF(right - 118, top, 118, BANNER_H)
        colour_w = min(260.0, max(120.0, width * 0.25))
        banner_w = min(470.0, self.bag.left() - 16 - colour_w - MARGIN)
        self.banner = QRectF(MARGIN, top, max(160.0, banner_w), BANNER_H)
        self.colour = QRectF(self.banner.right() + 8, top, colour_w, BANNER_H)
        chips_top = top + BANNER_H + 6
        gap = 6.0
        chip_w = min(250.0, (width - 2 * MARGIN - gap * (players - 1)) / max(1, players))
        self.chips = [
            QRectF(MARGIN + k * (chip_w + gap), chips_top, chip_w, CHIP_H) for k in range(players)
        ]
        below = chips_top + CHIP_H + 10
        self.zooms = {
            name: QRectF(right - ZOOM, below + k * (ZOOM + BUTTON_GAP), ZOOM, ZOOM)
            for k, name in enumerate(ZOOMS)
        }
        self.compact = width < COMPACT_WIDTH
        bh = BUTTON_H
        if self.compact:
            tray_h = TRAY_H + bh + 8
            self.tray = QRectF(MARGIN, height - MARGIN - tray_h, width - 2 * MARGIN, tray_h)
            names = ("rotate", "flip", "reveal", "wolf", "hunter", "end", "quit")
            bw = (self.tray.width() - 24 - BUTTON_GAP * (len(names) - 1)) / len(names)
            y = self.tray.bottom() - 10 - bh
            boxes = {
                name: QRectF(self.tray.left() + 12 + k * (bw + BUTTON_GAP), y, bw, bh)
                for k, name in enumerate(names)
            }
            self.rotate, self.flip = boxes.pop("rotate"), boxes.pop("flip")
            self.actions = boxes
            self.tiles_right = self.tray.right() - 12
        else:
            self.tray = QRectF(MARGIN, height - MARGIN - TRAY_H, width - 2 * MARGIN, TRAY_H)
            # in the tray, from the right: two rows of action buttons, then rotate and flip
            bw = BUTTON_W
            col = [self.tray.right() - 12 - (3 - k) * bw - (2 - k) * BUTTON_GAP for k in range(3)]
            row = [self.tray.top() + 12, self.tray.top() + 12 + bh + 8]
            self.actions = {
                "reveal": QRectF(col[0], row[0], bw, bh),
                "wolf": QRectF(col[1], row[0], bw, bh),
                "hunter": QRectF(col[2], row[0], bw, bh),
                "end": QRectF(col[0], row[1], bw * 2 + BUTTON_GAP, bh),
                "quit": QRectF(col[2], row[1], bw, bh),
            }
            turn_left = col[0] - 18 - bw
            self.rotate = QRectF(turn_left, row[0], bw, bh)
            self.flip = QRectF(turn_left, row[1], bw, bh)
            self.tiles_right = turn_left - 12
        #: the hint line over the tray
        self.hint = QRectF(MARGIN, self.tray.top() - 34, width - 2 * MARGIN, 28)
        self.margins = QMargins(
            int(MARGIN),
            int(below),
            int(ZOOM + 2 * MARGIN),
            int(height - self.hint.top() + 4),
        )

    def tray_tiles(self, count: int) -> tuple[float, list[QRectF]]:
        """Size and rectangles of ``count`` hand tiles in the tray (left of its buttons)."""
        left = self.tray.left() + 12
        room = self.tiles_right - left
        gap = 8.0
        size = TRAY_TILE
        if count:
            size = max(TRAY_TILE_MIN, min(TRAY_TILE, (room - gap * (count - 1)) / count))
        step = size + gap
        if count * step - gap > room and count > 1:
            step = (room - size) / (count - 1)  # overlap a little rather than overflow
        top = self.tray.top() + 10
        return size, [QRectF(left + k * step, top, size, size) for k in range(count)]
