"""Where everything lies on the Wooly Bully board: the landscape in scene units (cell (x, y)
is the square of side :data:`TILE` at (x·TILE, −y·TILE), north up), the overlay pinned to the
window in viewport pixels (:class:`Hud`)."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QMargins, QPointF, QRectF, QSizeF

from farmhouse.app.board.parts.buttons import button_grid
from farmhouse.app.board.parts.grid import SquareGrid
from farmhouse.app.board.parts.hand import HandGrid
from farmhouse.app.board.parts.overlay import bands, zoom_column
from farmhouse.games.wooly_bully.board.tiles import TILE

#: Smallest landscape area the view fits (cells): the start is not blown up to fill the window.
MIN_FIT_CELLS = (7, 5)
#: A hand tile's side, the least before the tray takes another row (up to :data:`TRAY_ROWS`)
#: and the least after that (3 rows hold 36 tiles at 1280 px; the bag 68).
TRAY_TILE, TRAY_TILE_MIN, TRAY_TILE_LAST, TRAY_ROWS = 70.0, 56.0, 40.0, 3
#: Gap between hand tiles (the kit's focus ring reaches 10.5 px out), the room under each for
#: its key number, from a row to the next (its numbers, clear of the next row's glow).
TRAY_GAP, TRAY_KEY_H, TRAY_ROW_GAP = 12.0, 20.0, 28.0
#: The hand's tiles in the tray, in more rows (up to :data:`TRAY_ROWS`) as the hand grows.
TRAY_GRID = HandGrid(TRAY_TILE, TRAY_TILE_MIN, TRAY_TILE_LAST, TRAY_ROWS, TRAY_GAP, TRAY_ROW_GAP)
#: The tray's height for one row of tiles at :data:`TRAY_TILE` (the buttons aside).
TRAY_TILES_H = 10 + TRAY_TILE + TRAY_KEY_H + 4
MARGIN, BANNER_H, ZOOM = 10.0, 40.0, 40.0
BUTTON_W, BUTTON_H, BUTTON_GAP, BUTTON_ROW_GAP, TURN_GAP = 112.0, 34.0, 6.0, 6.0, 18.0
#: The room under the buttons' lower row: a hinted End turn's or Quit's tag (23 px, 2 px
#: under it; above, it hid the label of the button over it) stays 3 px clear of the frame.
BUTTON_ROOM = 28.0
#: The buttons' block with the room under it, the tray's least height.
BUTTONS_H = 2 * BUTTON_H + BUTTON_ROW_GAP + BUTTON_ROOM
TRAY_H = 8 + BUTTONS_H
#: Narrower viewports put the line over the tray and the buttons in one row.
COMPACT_WIDTH = 900.0
#: The left column: this share of the width within these bounds, its gap to the landscape.
COLUMN_SHARE, COLUMN_MIN, COLUMN_MAX, COLUMN_GAP = 0.2, 180.0, 260.0, 10.0
#: Lines the column keeps for what to do now, whatever the hand (a big hand's tiles shrink
#: instead: the keys at the end of the line stay readable, issue 18); the lines over the
#: tray of a narrow board.
HINT_KEPT_LINES, COMPACT_HINT_LINES = 8, 3
#: Action buttons top to bottom.
ACTIONS: tuple[str, ...] = ("reveal", "wolf", "hunter", "end", "quit")


#: The landscape's cells, TILE units square (the kit's grid: a cell's ``rect``, ``centre``, the
#: cell ``at`` a point, the rectangle ``around`` cells: :data:`MIN_FIT_CELLS` at least).
GRID = SquareGrid(TILE, MIN_FIT_CELLS)


class Hud:
    """The overlay's layout for a ``width`` × ``height`` pixel viewport and a ``hand`` of
    tiles: rectangles of the banner, bag, own colour, zoom buttons, tray, its ``tiles``
    (``tile_size``, in ``rows``), rotate, flip and action buttons, what to do now (``hint``,
    ``hint_lines`` lines), the ``margins`` the fitted landscape keeps free (``over``: no tray,
    the game over or the public view: no column either). ``column``: the hint in a column at
    the left (a window at least :data:`COMPACT_WIDTH` wide); a ``compact`` tray (a narrow
    window, a hand too big for one row) has its buttons under the hand; a ``bare`` one (a
    read-only board: no button, no key number) is as tall as its tiles, 10 px over and under."""

    def __init__(self, width: float, height: float, hand: int, over: bool, bare: bool) -> None:
        self.width, self.height, self.over = width, height, over
        self.hand, self.column = hand, width >= COMPACT_WIDTH
        top, right = MARGIN, width - MARGIN
        self.bag = QRectF(right - 118, top, 118, BANNER_H)
        colour_w = min(260.0, max(120.0, width * 0.25))
        banner_w = min(470.0, self.bag.left() - 16 - colour_w - MARGIN)
        self.banner = QRectF(MARGIN, top, max(160.0, banner_w), BANNER_H)
        # the own colour takes the room left beside the bag (its text was elided at 1280 px)
        colour_w = max(colour_w, min(320.0, self.bag.left() - 8 - self.banner.right() - 8))
        self.colour = QRectF(self.banner.right() + 8, top, colour_w, BANNER_H)
        below = top + BANNER_H + 10
        # the height the tray may take: the column keeps room for what to do now
        tall = height - MARGIN - 10 - below - 8 - 20 * HINT_KEPT_LINES
        self.zooms = zoom_column(right, below, ZOOM, BUTTON_GAP)
        # the hand's tiles: beside the buttons; a hand too big for that one row puts the
        # buttons under it (as a narrow window does), and takes more rows if needed
        block = 4 * BUTTON_W + 2 * BUTTON_GAP + TURN_GAP
        self.tile_size, self.rows = TRAY_GRID.fit(hand, width - 2 * MARGIN - 24 - block - 12)
        self.compact = width < COMPACT_WIDTH or self.rows > 1 or bare
        # a compact tray's buttons: in one row under the hand where each keeps the width of
        # a wide tray's (its label fits), else in the block of two rows
        one_row = self.compact and (width - 2 * MARGIN - 24 - 6 * BUTTON_GAP) / 7 >= BUTTON_W
        buttons_h = 0 if bare else BUTTON_H + 8 if one_row else BUTTONS_H
        if self.compact:
            extra = tall - TRAY_TILES_H - buttons_h if self.column else math.inf
            self.tile_size, self.rows = TRAY_GRID.fit(hand, width - 2 * MARGIN - 24, extra)
        extra = (self.rows - 1) * (self.tile_size + TRAY_ROW_GAP)
        tiles_h = TRAY_TILES_H - TRAY_TILE + self.tile_size + extra - (TRAY_KEY_H - 6) * bare
        tray_h = tiles_h + buttons_h if self.compact else max(TRAY_H, tiles_h)
        self.tray = QRectF(MARGIN, height - MARGIN - tray_h, width - 2 * MARGIN, tray_h)
        if one_row:
            bw = (self.tray.width() - 24 - 6 * BUTTON_GAP) / 7
        elif self.compact:  # the buttons' block as wide as the tray, under the hand
            bw = (self.tray.width() - 24 - TURN_GAP - 2 * BUTTON_GAP) / 4
            block = self.tray.width() - 24
        else:
            bw = BUTTON_W
        self._buttons(self.tray.right() - 12 - block, bw, one_row)
        tiles_right = self.tray.right() - 12 if self.compact else self.rotate.left() - 12
        left = self.tray.left() + 12  # (the kit's Hand: each tile's key number under it)
        self.tiles = QRectF(left, self.tray.top() + 10, tiles_right - left, self.tile_size + extra)
        if self.column:  # what to do now: a block of lines in the column at the left
            column_w = min(COLUMN_MAX, max(COLUMN_MIN, width * COLUMN_SHARE))
            self.hint = QRectF(MARGIN, below, column_w, max(28.0, self.tray.top() - 10 - below))
            self.hint_lines = max(1, int((self.hint.height() - 8) // 20))
            side, low = self.hint.right() + COLUMN_GAP, height - self.tray.top() + 7
        else:  # up to COMPACT_HINT_LINES over the tray (in 800 × 600: one line cut it)
            tall = 8 + 20 * COMPACT_HINT_LINES
            self.hint = QRectF(MARGIN, self.tray.top() - 6 - tall, width - 2 * MARGIN, tall)
            self.hint_lines = COMPACT_HINT_LINES
            side, low = MARGIN, height - self.hint.top() + 4
        side, low = (MARGIN, MARGIN) if over else (side, low)
        self.margins = QMargins(int(side), int(below), int(ZOOM + 2 * MARGIN), int(low))

    def _buttons(self, left: float, bw: float, one_row: bool) -> None:
        """The buttons' block from ``left`` (pixels), its columns ``bw`` wide, its rows
        :data:`BUTTON_ROOM` above the tray's bottom: Rotate over Flip, then Reveal, Wolf and
        Hunter over End turn (two columns wide) and Quit; or, ``one_row``, all seven in a
        row from the tray's left, 10 pixels above its bottom."""
        if one_row:
            rows = [("rotate", "flip", *ACTIONS)]
            at = QPointF(self.tray.left() + 12, self.tray.bottom() - 10 - BUTTON_H)
        else:  # (Rotate and Flip, a wider gap, then the actions, End turn two columns wide)
            rows = [("rotate", "reveal", "wolf", "hunter"), ("flip", "end", "end", "quit")]
            at = QPointF(left, self.tray.bottom() - BUTTON_ROOM - 2 * BUTTON_H - BUTTON_ROW_GAP)
        gaps = None if one_row else {0: TURN_GAP}
        size = QSizeF(bw, BUTTON_H)
        boxes = button_grid(rows, at, size, BUTTON_GAP, BUTTON_ROW_GAP, gaps)
        self.rotate, self.flip = boxes.pop("rotate"), boxes.pop("flip")
        self.actions = boxes

    def backings(self) -> list[tuple[QRectF, str]]:
        """The opaque bands under the overlay's strips (the kit's ``overlay.bands``): the top
        down to just under the banner, the bottom from just over the tray (or the hint over
        it), and the column at the left between them. The bottom band comes last (drawn only
        while the tray shows)."""
        bottom = (self.tray.top() if self.column else self.hint.top()) - 3
        left = self.margins.left() - COLUMN_GAP / 2 if self.column and not self.over else None
        return bands(self.width, self.height, self.banner.bottom() + 5, bottom, left)


#: The overlay's layout for a viewport, a hand, the end and a read-only board: a
#: :class:`Hud` made once for each (a board asks for it at every draw).
hud_for = lru_cache(maxsize=16)(Hud)
