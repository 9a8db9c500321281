"""Wooly Bully tiles drawn from the same face data the rules use: every region of a face as a
filled polygon (meadows tinted by colour and marked with the colour's symbol, forests, villages),
the fences between regions, and the sheep, trees, houses, wolves, hunters and shepherds on them.

:func:`paint_face` draws a face at a rotation into a rectangle (the board, the hand tray, the
ghost under the pointer and the rules pictures all use it); :data:`FACE_CACHE` keeps one pixmap
per face, rotation and device size, and :class:`TileItem` shows one on the board, crisp at any
zoom. Pictures on a tile stay upright when the tile turns: only the regions rotate.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.palette import INK, LEGAL
from farmhouse.app.board.svg import SVG_CACHE, dim_rect, fill_rect
from farmhouse.app.board.targets import Target, draw_glow
from farmhouse.games.wooly_bully.data import (
    COLOUR_IDS,
    FOREST,
    MEADOW,
    SHEPHERD,
    VILLAGE,
    VILLAGE_SQUARE,
    Face,
    Tile,
)
from farmhouse.paths import resources_dir

ART = resources_dir() / "wooly_bully"
#: A tile's side in scene units.
TILE = 96.0

#: Region colours (they match the art).
FOREST_FILL = QColor("#5C8A46")
VILLAGE_FILL = QColor("#E9D9B4")
FENCE_WOOD = QColor("#C99B5B")
FENCE_POST = QColor("#8A5A2B")
#: The "flip to lay" mark of a hand tile whose other face can be played.
FLIP_MARK = LEGAL
#: The line around every tile: faint, so that the tile grid stays quieter than a fence.
GRID_LINE = QColor(61, 43, 31, 48)
MEADOW_FILL: dict[str, QColor] = {
    "K": QColor("#8C9A84"),
    "B": QColor("#9CC3D9"),
    "R": QColor("#E7A598"),
    "Y": QColor("#F0D36E"),
}
#: A strong tone per sheep colour (outlines, the shepherd's smock, badges).
STRONG: dict[str, str] = {"K": "#3A3645", "B": "#3F7FC4", "R": "#C9463B", "Y": "#D9A514"}


def symbol_path(colour: str) -> Path:
    """The SVG symbol of a sheep colour (crescent, drop, heart, sun)."""
    return ART / f"colour_{COLOUR_IDS[colour]}.svg"


# ----------------------------------------------------------------------------- geometry
# Region outlines at rotation 0 in unit coordinates (0..1, y down = south), by shape and region.


def _unit_region(shape: str, index: int) -> QPainterPath:
    path = QPainterPath()
    if shape == "FULL":
        path.addRect(QRectF(0, 0, 1, 1))
    elif shape == "DIAG":  # fence from the NE to the SW corner; region A is the NW triangle
        points = [(0, 0), (1, 0), (0, 1)] if index == 0 else [(1, 0), (1, 1), (0, 1)]
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        path.closeSubpath()
    elif shape == "HALF":  # fence from mid-N to mid-S; region A is the west half
        path.addRect(QRectF(0, 0, 0.5, 1) if index == 0 else QRectF(0.5, 0, 0.5, 1))
    else:  # CORNER: a round pocket at the NE corner (region A) and the rest
        pocket = QPainterPath()
        pocket.moveTo(1, 0)
        pocket.arcTo(QRectF(0.5, -0.5, 1, 1), 180, 90)
        pocket.closeSubpath()
        if index == 0:
            return pocket
        square = QPainterPath()
        square.addRect(QRectF(0, 0, 1, 1))
        return square.subtracted(pocket)
    return path


def _unit_fence(shape: str) -> QPainterPath | None:
    path = QPainterPath()
    if shape == "DIAG":
        path.moveTo(1, 0)
        path.lineTo(0, 1)
    elif shape == "HALF":
        path.moveTo(0.5, 0)
        path.lineTo(0.5, 1)
    elif shape == "CORNER":
        path.moveTo(0.5, 0)
        path.arcTo(QRectF(0.5, -0.5, 1, 1), 180, 90)
    else:
        return None
    return path


def _turn(rotation: int, size: float) -> QTransform:
    """Unit square → a tile of ``size`` turned ``rotation`` quarter-turns clockwise."""
    t = QTransform()
    t.translate(size / 2, size / 2)
    t.rotate(90 * rotation)
    t.translate(-size / 2, -size / 2)
    t.scale(size, size)
    return t


def region_path(shape: str, index: int, rotation: int, size: float = TILE) -> QPainterPath:
    """The outline of region ``index`` of a ``shape`` face at ``rotation``, in a tile of
    ``size`` with its top-left corner at (0, 0)."""
    return _turn(rotation, size).map(_unit_region(shape, index))


def fence_path(shape: str, rotation: int, size: float = TILE) -> QPainterPath | None:
    """The fence between the two regions of a ``shape`` face (None for a full face)."""
    fence = _unit_fence(shape)
    return None if fence is None else _turn(rotation, size).map(fence)


#: Where the pictures of a region go at rotation 0 (unit coordinates): per (shape, region) a
#: list of points, the colour symbol first for a meadow.
_SPOTS: dict[tuple[str, int], list[tuple[float, float]]] = {
    ("FULL", 0): [(0.17, 0.15), (0.62, 0.27), (0.3, 0.5), (0.72, 0.62), (0.36, 0.8)],
    ("DIAG", 0): [(0.14, 0.14), (0.45, 0.17), (0.19, 0.47), (0.3, 0.3)],
    ("DIAG", 1): [(0.86, 0.86), (0.55, 0.83), (0.81, 0.53), (0.7, 0.7)],
    ("HALF", 0): [(0.24, 0.13), (0.25, 0.42), (0.25, 0.76)],
    ("HALF", 1): [(0.76, 0.13), (0.75, 0.42), (0.75, 0.76)],
    ("CORNER", 0): [(0.64, 0.09), (0.82, 0.22)],
    ("CORNER", 1): [(0.15, 0.14), (0.27, 0.45), (0.3, 0.8), (0.72, 0.76)],
}
#: Picture spots of forests and villages (no symbol), by (shape, region).
_WOODS: dict[tuple[str, int], list[tuple[float, float]]] = {
    ("FULL", 0): [(0.25, 0.27), (0.72, 0.22), (0.5, 0.55), (0.2, 0.77), (0.78, 0.76)],
    ("DIAG", 0): [(0.2, 0.2), (0.5, 0.16), (0.18, 0.5)],
    ("DIAG", 1): [(0.8, 0.8), (0.5, 0.84), (0.82, 0.5)],
    ("HALF", 0): [(0.25, 0.22), (0.24, 0.55), (0.27, 0.85)],
    ("HALF", 1): [(0.75, 0.22), (0.76, 0.55), (0.73, 0.85)],
    ("CORNER", 1): [(0.22, 0.22), (0.25, 0.62), (0.68, 0.78), (0.45, 0.4)],
}


def _spot(point: tuple[float, float], rotation: int, size: float) -> QPointF:
    return _turn(rotation, size).map(QPointF(*point))


# ----------------------------------------------------------------------------- painting


def _draw_svg(
    painter: QPainter, path: Path, centre: QPointF, w: float, h: float, tint: str | None = None
) -> None:
    scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12())
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pw = max(1, round(w * scale * dpr))
    ph = max(1, round(h * scale * dpr))
    pixmap = SVG_CACHE.pixmap(path, pw, ph, dpr, tint)
    painter.drawPixmap(
        QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), pixmap, QRectF(0, 0, pw, ph)
    )


def _region_pictures(
    painter: QPainter, face: Face, index: int, rotation: int, size: float, skip_centre: bool = False
) -> None:
    region = face.regions[index]
    key = (face.shape, index)
    u = size / TILE
    if region.terrain == MEADOW and region.colour is not None:
        spots = _SPOTS[key]
        small = face.shape == "CORNER" and index == 0
        symbol = 12 * u if small else 16 * u
        _draw_svg(
            painter, symbol_path(region.colour), _spot(spots[0], rotation, size), symbol, symbol
        )
        places = spots[1:]
        if skip_centre:
            places = [(0.2, 0.42), (0.8, 0.3), (0.22, 0.8), (0.8, 0.78)]
        elif region.sheep == 3 and face.shape == "FULL":
            places = [places[0], places[1], places[2]]
        elif region.sheep == 4 and face.shape == "FULL":
            places = [places[0], places[1], places[2], places[3]]
        elif region.sheep == 1 and len(places) > 2:
            places = [places[-1]]
        for point in places[: region.sheep]:
            _draw_svg(painter, ART / "sheep.svg", _spot(point, rotation, size), 21 * u, 17 * u)
    elif region.terrain in (FOREST, VILLAGE):
        picture, w, h = (
            (ART / "tree.svg", 20, 24) if region.terrain == FOREST else (ART / "house.svg", 22, 20)
        )
        spots = _WOODS.get(key, [])
        if region.terrain == VILLAGE:
            spots = spots[::2] if len(spots) > 3 else spots[:2]
        if skip_centre:
            spots = [(0.18, 0.18), (0.82, 0.2), (0.15, 0.82), (0.84, 0.82)]
        for point in spots:
            _draw_svg(painter, picture, _spot(point, rotation, size), w * u, h * u)


def paint_face(
    painter: QPainter, tile: Tile, face_index: int, rotation: int, size: float = TILE
) -> None:
    """Draw face ``face_index`` of ``tile`` turned ``rotation`` quarter-turns clockwise into the
    square (0, 0, size, size) of ``painter``."""
    face = tile.faces[face_index]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    square = QRectF(0, 0, size, size)
    if tile.kind == VILLAGE_SQUARE:
        _draw_svg(painter, ART / "village_square.svg", square.center(), size, size)
    elif not face.placeable:
        _draw_svg(painter, ART / "tile_back.svg", square.center(), size, size)
    else:
        figure = face.wolf or face.hunter or (tile.kind == SHEPHERD and face_index == 1)
        for index, region in enumerate(face.regions):
            if region.terrain == MEADOW and region.colour is not None:
                fill = MEADOW_FILL[region.colour]
            else:
                fill = FOREST_FILL if region.terrain == FOREST else VILLAGE_FILL
            painter.fillPath(region_path(face.shape, index, rotation, size), fill)
        _grass(painter, face, rotation, size)
        fence = fence_path(face.shape, rotation, size)
        if fence is not None:
            _draw_fence(painter, fence, size)
        for index in range(len(face.regions)):
            _region_pictures(painter, face, index, rotation, size, skip_centre=bool(figure))
        if figure:
            _draw_figure(painter, tile, face, size)
    painter.setPen(QPen(GRID_LINE, max(0.8, size / 96)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(square.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.restore()


def _grass(painter: QPainter, face: Face, rotation: int, size: float) -> None:
    """A few darker tufts on the meadows, so that a meadow reads as grass."""
    for index, region in enumerate(face.regions):
        if region.terrain != MEADOW or region.colour is None:
            continue
        path = region_path(face.shape, index, rotation, size)
        painter.save()
        painter.setClipPath(path)
        painter.setPen(QPen(MEADOW_FILL[region.colour].darker(118), size / 64))
        for gx, gy in (
            (0.1, 0.62),
            (0.46, 0.1),
            (0.58, 0.5),
            (0.88, 0.4),
            (0.5, 0.92),
            (0.12, 0.35),
            (0.9, 0.92),
            (0.36, 0.68),
        ):
            x, y = gx * size, gy * size
            d = size / 40
            painter.drawLine(QPointF(x - d, y), QPointF(x - d * 1.4, y - d * 1.6))
            painter.drawLine(QPointF(x, y), QPointF(x, y - d * 2))
            painter.drawLine(QPointF(x + d, y), QPointF(x + d * 1.4, y - d * 1.6))
        painter.restore()


def _draw_fence(painter: QPainter, fence: QPainterPath, size: float) -> None:
    """The fence between a face's two regions: a wooden rail in a dark outline with posts
    along it. It keeps a few pixels' width however small the tile is shown (at the fitted
    zoom a tile may be 30 pixels), so that a fence reads as a fence, clearly stronger than
    the faint line between two tiles (:data:`GRID_LINE`) and a split tile as one tile."""
    u = size / TILE
    px = _pixel(painter)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    pen = QPen(INK, max(6 * u, 3.6 * px))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawPath(fence)
    pen = QPen(FENCE_WOOD, max(3.2 * u, 1.4 * px))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawPath(fence)
    painter.setPen(QPen(INK, max(1.2 * u, 0.8 * px)))
    painter.setBrush(FENCE_POST)
    post = max(5.2 * u, 4.4 * px)
    length = fence.length()
    posts = max(2, int(length / max(24 * u, 9 * px)))
    for k in range(posts + 1):
        point = fence.pointAtPercent(min(0.999, max(0.001, k / posts)))
        painter.drawRect(QRectF(point.x() - post / 2, point.y() - post / 2, post, post))
    painter.restore()


def _pixel(painter: QPainter) -> float:
    """One pixel on screen, in the painter's units."""
    t = painter.worldTransform()
    return 1 / max(0.01, math.hypot(t.m11(), t.m12()))


def _draw_figure(painter: QPainter, tile: Tile, face: Face, size: float) -> None:
    """The wolf, hunter or shepherd in the middle of its tile, on a disc that keeps it
    recognisable when the landscape is small on screen."""
    u = size / TILE
    centre = QPointF(size / 2, size / 2 + 2 * u)
    if face.wolf:
        disc, rim, picture, tint = QColor("#F6D6C8"), QColor("#B5473A"), "wolf.svg", None
    elif face.hunter:
        disc, rim, picture, tint = QColor("#FBEFC9"), QColor("#8A5A2B"), "hunter.svg", None
    else:
        colour = tile.colour or "K"
        disc, rim = QColor("#FFF8EC"), QColor(STRONG[colour])
        picture, tint = "shepherd.svg", STRONG[colour]
    painter.setPen(QPen(rim, 3 * u))
    painter.setBrush(disc)
    painter.drawEllipse(centre, 27 * u, 27 * u)
    _draw_svg(painter, ART / picture, centre, 50 * u, 50 * u, tint)


# ----------------------------------------------------------------------------- cache and item


def prime_art() -> None:
    """Have every picture of the game read once in idle time (when a board is made), so that
    the first tiles of a game do not wait for the SVG files to be parsed, nor its first paint
    for them (SvgCache.prime)."""
    SVG_CACHE.prime([(path, None) for path in sorted(ART.glob("*.svg"))])
    SVG_CACHE.prime([(ART / "shepherd.svg", colour) for colour in STRONG.values()])


class FaceCache:
    """Pixmaps of faces: one per (tile, face, rotation, device size, ratio)."""

    LIMIT = 1500

    def __init__(self) -> None:
        self._pixmaps: dict[tuple[int, int, int, int, float], QPixmap] = {}

    def pixmap(self, tile: Tile, face: int, rotation: int, pixels: int, dpr: float) -> QPixmap:
        """``tile``'s face ``face`` at ``rotation``, ``pixels`` device pixels square."""
        key = (tile.id, face, rotation, pixels, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        pixmap = QPixmap(QSize(max(1, pixels), max(1, pixels)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        paint_face(painter, tile, face, rotation, pixels / dpr)
        painter.end()
        if len(self._pixmaps) > self.LIMIT:
            self._pixmaps.clear()
        self._pixmaps[key] = pixmap
        return pixmap

    def __len__(self) -> int:
        return len(self._pixmaps)


FACE_CACHE = FaceCache()


class TileItem(Target, QGraphicsObject):
    """One face of a tile, ``size`` scene units square, its top-left corner at its position,
    drawn from :data:`FACE_CACHE` at the device size it is shown at (animatable: ``pos``,
    ``opacity``). Change ``face``/``rotation`` with :meth:`set_face`.

    It is a :class:`~farmhouse.app.board.targets.Target` (in the hand tray: ``role``,
    ``glow``, ``lit``); ``dimmed`` veils it (not playable now); ``flip_mark`` marks it "flip
    to lay" (the face shown cannot be played now, the other can); ``frame`` draws a coloured
    outline (the ghost under the pointer: fits or not)."""

    def __init__(
        self,
        tile: Tile,
        face: int,
        rotation: int,
        size: float = TILE,
        parent: QGraphicsItem | None = None,
        margin: float = 8.0,
    ) -> None:
        super().__init__()
        if parent is not None:
            self.setParentItem(parent)
        self.margin = margin  # room for a glow or frame (0: a tile of the landscape)
        self._bounds = QRectF(-margin, -margin, size + 2 * margin, size + 2 * margin)
        # Qt keeps what it painted: a repaint of the area blits it without calling paint()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.tile = tile
        self.face = face
        self.rotation_turns = rotation
        self.size = size
        self.dimmed = False
        self.frame: QColor | None = None
        self.frame_dashed = False
        self.bad_sides: tuple[int, ...] = ()
        self.flip_mark = False

    def set_face(self, tile: Tile, face: int, rotation: int) -> None:
        """Show another face or rotation."""
        if (tile.id, face, rotation) != (self.tile.id, self.face, self.rotation_turns):
            self.tile, self.face, self.rotation_turns = tile, face, rotation
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds  # (asked for every item at every pointer move: kept ready)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.size, self.size))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        shown = t.mapRect(QRectF(0, 0, self.size, self.size))
        left, top = round(shown.left() * dpr), round(shown.top() * dpr)
        pixels = max(1, round(shown.right() * dpr) - left)
        pixmap = FACE_CACHE.pixmap(self.tile, self.face, self.rotation_turns, pixels, dpr)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(left / dpr, top / dpr), pixmap)
        painter.restore()
        target = QRectF(0, 0, self.size, self.size)
        unit = 1 / max(0.01, math.hypot(t.m11(), t.m12()))  # one device pixel, in item units
        if self.dimmed:
            dim_rect(painter, target)
        if self.bad_sides:
            self._paint_bad_sides(painter, max(self.size / 12, 5 * unit))
        if self.frame is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            width = max(self.size / 24, 3 * unit)  # as clear when the landscape is small
            painter.setPen(QPen(QColor("#FFFFFF"), width + 3 * unit))
            painter.drawRect(target)
            style = Qt.PenStyle.DashLine if self.frame_dashed else Qt.PenStyle.SolidLine
            painter.setPen(QPen(self.frame, width, style))
            painter.drawRect(target)
        if self.glow is not None:
            draw_glow(painter, target.adjusted(-3, -3, 3, 3), self.glow, 6)
        if self.flip_mark:
            self._paint_flip_mark(painter, unit)

    def _paint_flip_mark(self, painter: QPainter, unit: float) -> None:
        """The "flip to lay" mark: a dashed outline (as a place that fits when turned) and
        a badge with a turning arrow in the top-right corner."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = QRectF(-2, -2, self.size + 4, self.size + 4)
        painter.setPen(QPen(QColor("#FFFFFF"), 6 * unit))
        painter.drawRoundedRect(frame, 5, 5)
        pen = QPen(FLIP_MARK, 3.5 * unit, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(frame, 5, 5)
        r = max(9 * unit, self.size * 0.17)
        centre = QPointF(self.size - r - 1 * unit, r + 1 * unit)
        painter.setPen(QPen(FLIP_MARK, 1.5 * unit))
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(centre, r, r)
        # a turning arrow: three quarters of a circle and a filled arrowhead
        a = r * 0.52
        arrow = QPen(FLIP_MARK, max(1.5 * unit, r * 0.24))
        arrow.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(arrow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(centre.x() - a, centre.y() - a, 2 * a, 2 * a), 90 * 16, 270 * 16)
        head = r * 0.42
        end = centre + QPointF(a, 0)  # the arc ends at 3 o'clock, going up
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FLIP_MARK)
        painter.drawPolygon(
            QPolygonF(
                [
                    end + QPointF(-head, head * 0.15),
                    end + QPointF(head, head * 0.15),
                    end + QPointF(0, -head),
                ]
            )
        )

    def _paint_bad_sides(self, painter: QPainter, w: float) -> None:
        """Red bars ``w`` wide on the sides that do not match their neighbour (side 0 =
        north)."""
        s = self.size
        rects = {
            0: QRectF(0, 0, s, w),
            1: QRectF(s - w, 0, w, s),
            2: QRectF(0, s - w, s, w),
            3: QRectF(0, 0, w, s),
        }
        for side in self.bad_sides:
            fill_rect(painter, rects[side], QColor("#D2342A"))
