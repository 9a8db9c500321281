"""Wooly Bully tiles drawn from the face data the rules use: each region a filled polygon
(meadows tinted and marked with their colour's symbol), the fences, and the sheep, trees,
houses, wolves, hunters and shepherds (upright when the tile turns). :func:`paint_face` draws
a face (board, tray, ghost, rules pictures); :func:`show_face` shows one from
:data:`FACE_CACHE` (a pixmap per face, rotation and device size), crisp at any zoom, as
:class:`TileItem` does."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board import palette
from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.painting import Drawings, paint_svg, pixel
from farmhouse.app.board.palette import INK, LEGAL
from farmhouse.app.board.parts.grid import quarter_turns
from farmhouse.app.board.svg import SVG_CACHE, dim_rect
from farmhouse.app.board.targets import Target, draw_glow
from farmhouse.games.wooly_bully.data import (
    COLOUR_IDS,
    FOREST,
    MEADOW,
    SHEPHERD,
    TILES_JSON,
    VILLAGE,
    VILLAGE_SQUARE,
    Face,
    Tile,
)
from farmhouse.paths import resources_dir

ART = resources_dir() / "wooly_bully"
# A tile's side in scene units.
TILE = 96.0

# Region colours (they match the art), the fence's wood and posts.
FOREST_FILL, VILLAGE_FILL = QColor("#5C8A46"), QColor("#E9D9B4")
FENCE_WOOD, FENCE_POST = QColor("#C99B5B"), QColor("#8A5A2B")
# The line around every tile: faint, so that the tile grid stays quieter than a fence.
GRID_LINE = QColor(61, 43, 31, 48)
MEADOW_FILL = {
    c: QColor(v) for c, v in zip("KBRY", ("#8C9A84", "#9CC3D9", "#E7A598", "#F0D36E"), strict=True)
}
# A strong tone per sheep colour (outlines, the shepherd's smock, badges).
STRONG: dict[str, str] = {"K": "#3A3645", "B": "#3F7FC4", "R": "#C9463B", "Y": "#D9A514"}


@cache
def symbol_path(colour: str) -> Path:
    """The SVG symbol of a sheep colour (crescent, drop, heart, sun)."""
    return ART / f"colour_{COLOUR_IDS[colour]}.svg"


# Region outlines and fences at rotation 0, in the unit square (y down = south): DIAG's fence
# runs from the NE to the SW corner (region 0: the NW triangle), HALF's from mid-N to mid-S
# (region 0: the west half), CORNER's round pocket at the NE corner is region 0.
_POLYGONS: dict[tuple[str, int], list[tuple[float, float]]] = {
    ("FULL", 0): [(0, 0), (1, 0), (1, 1), (0, 1)],
    ("DIAG", 0): [(0, 0), (1, 0), (0, 1)],
    ("DIAG", 1): [(1, 0), (1, 1), (0, 1)],
    ("HALF", 0): [(0, 0), (0.5, 0), (0.5, 1), (0, 1)],
    ("HALF", 1): [(0.5, 0), (1, 0), (1, 1), (0.5, 1)],
}
_FENCES: dict[str, list[tuple[float, float]]] = {
    "DIAG": [(1, 0), (0, 1)],
    "HALF": [(0.5, 0), (0.5, 1)],
}
_POCKET = QRectF(0.5, -0.5, 1, 1)  # the corner pocket's arc: 180° to 270° of this circle


@cache
def _unit(shape: str, index: int) -> QPainterPath:
    """Region ``index`` of a ``shape`` face (``index`` −1: its fence, empty if none)."""
    points = _FENCES.get(shape, []) if index < 0 else _POLYGONS.get((shape, index), [])
    path = QPainterPath()
    if points:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        if index >= 0:
            path.closeSubpath()
    elif shape == "CORNER":
        path.moveTo(0.5 if index < 0 else 1, 0)
        path.arcTo(_POCKET, 180, 90)
        if index >= 0:
            path.closeSubpath()
        if index == 1:
            square = QPainterPath()
            square.addRect(QRectF(0, 0, 1, 1))
            return square.subtracted(path)
    return path


def region_path(shape: str, index: int, rotation: int, size: float = TILE) -> QPainterPath:
    """The outline of region ``index`` of a ``shape`` face at ``rotation``, in a tile of
    ``size`` with its top-left corner at (0, 0)."""
    return quarter_turns(rotation, size).map(_unit(shape, index))


Spot = tuple[float, float]
#: Where the pictures of a region go at rotation 0 (unit coordinates): per (shape, region) a
#: list of points, the colour symbol first for a meadow.
_SPOTS: dict[tuple[str, int], list[Spot]] = {
    ("FULL", 0): [(0.17, 0.15), (0.62, 0.27), (0.3, 0.5), (0.72, 0.62), (0.36, 0.8)],
    ("DIAG", 0): [(0.14, 0.14), (0.45, 0.17), (0.19, 0.47), (0.3, 0.3)],
    ("DIAG", 1): [(0.86, 0.86), (0.55, 0.83), (0.81, 0.53), (0.7, 0.7)],
    ("HALF", 0): [(0.24, 0.13), (0.25, 0.42), (0.25, 0.76)],
    ("HALF", 1): [(0.76, 0.13), (0.75, 0.42), (0.75, 0.76)],
    ("CORNER", 0): [(0.64, 0.09), (0.82, 0.22)],
    ("CORNER", 1): [(0.15, 0.14), (0.27, 0.45), (0.3, 0.8), (0.72, 0.76)],
}
#: Picture spots of forests and villages (no symbol), by (shape, region).
_WOODS: dict[tuple[str, int], list[Spot]] = {
    ("FULL", 0): [(0.25, 0.27), (0.72, 0.22), (0.5, 0.55), (0.2, 0.77), (0.78, 0.76)],
    ("DIAG", 0): [(0.2, 0.2), (0.5, 0.16), (0.18, 0.5)],
    ("DIAG", 1): [(0.8, 0.8), (0.5, 0.84), (0.82, 0.5)],
    ("HALF", 0): [(0.25, 0.22), (0.24, 0.55), (0.27, 0.85)],
    ("HALF", 1): [(0.75, 0.22), (0.76, 0.55), (0.73, 0.85)],
    ("CORNER", 1): [(0.22, 0.22), (0.25, 0.62), (0.68, 0.78), (0.45, 0.4)],
}


#: Where the sheep of a meadow with a wolf, hunter or shepherd in the middle go, and the
#: trees or houses of such a forest or village.
_AROUND_FIGURE = [(0.2, 0.42), (0.8, 0.3), (0.22, 0.8), (0.8, 0.78)]
_CORNERS = [(0.18, 0.18), (0.82, 0.2), (0.15, 0.82), (0.84, 0.82)]
#: The picture of a forest's and a village's spots, and its size in a tile of :data:`TILE`.
_WOOD_PICTURES = {FOREST: ("tree.svg", 20, 24), VILLAGE: ("house.svg", 22, 20)}
#: The darker tufts that make a meadow read as grass (unit points).
_TUFTS = [(0.1, 0.62), (0.46, 0.1), (0.58, 0.5), (0.88, 0.4), (0.5, 0.92), (0.12, 0.35)]
_TUFTS += [(0.9, 0.92), (0.36, 0.68)]
_TUFT = [(-1, -1.4, -1.6), (0, 0, -2), (1, 1.4, -1.6)]  # its blades: (x, y) to (x', y'), in d
#: The fence's strokes, under to over: colour, width per tile unit, least width in pixels.
_FENCE_STROKES = [(INK, 6.0, 3.6), (FENCE_WOOD, 3.2, 1.4)]
#: A figure's disc, rim and tint (a shepherd's: paper, its colour's strong tone twice).
_FIGURES = {"wolf": ("#F6D6C8", "#B5473A", None), "hunter": ("#FBEFC9", "#8A5A2B", None)}


def _pictures(face: Face, index: int, figure: bool) -> list[tuple[Path, float, float, Spot]]:
    """The pictures on region ``index`` of ``face`` (file, width, height at :data:`TILE`,
    unit point): a meadow's colour symbol and sheep, a forest's trees, a village's houses."""
    region, key = face.regions[index], (face.shape, index)
    if region.terrain == MEADOW and region.colour is not None:
        symbol = 12 if key == ("CORNER", 0) else 16
        spots = _SPOTS[key][1:]
        if figure:
            spots = _AROUND_FIGURE
        elif region.sheep == 1 and len(spots) > 2:
            spots = spots[-1:]
        sheep = [(ART / "sheep.svg", 21, 17, p) for p in spots[: region.sheep]]
        return [(symbol_path(region.colour), symbol, symbol, _SPOTS[key][0]), *sheep]
    if region.terrain not in _WOOD_PICTURES:
        return []
    name, w, h = _WOOD_PICTURES[region.terrain]
    spots = _WOODS.get(key, [])
    if region.terrain == VILLAGE:
        spots = spots[::2] if len(spots) > 3 else spots[:2]
    return [(ART / name, w, h, p) for p in (_CORNERS if figure else spots)]


def paint_face(
    painter: QPainter, tile: Tile, face_index: int, rotation: int, size: float = TILE
) -> None:
    """Draw face ``face_index`` of ``tile`` turned ``rotation`` quarter-turns clockwise into the
    square (0, 0, size, size)."""
    face = tile.faces[face_index]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    square = QRectF(0, 0, size, size)
    u, turn = size / TILE, quarter_turns(rotation, size)
    if tile.kind == VILLAGE_SQUARE or not face.placeable:
        back = "village_square.svg" if tile.kind == VILLAGE_SQUARE else "tile_back.svg"
        paint_svg(painter, ART / back, square.center(), size, size)
    else:
        figure = "wolf" if face.wolf else "hunter" if face.hunter else ""
        figure = figure or ("shepherd" if tile.kind == SHEPHERD and face_index == 1 else "")
        regions = [
            (r, region_path(face.shape, k, rotation, size)) for k, r in enumerate(face.regions)
        ]
        meadows = [(r.colour, path) for r, path in regions if r.terrain == MEADOW and r.colour]
        for region, path in regions:
            fills = MEADOW_FILL if region.terrain == MEADOW else {}
            woods = FOREST_FILL if region.terrain == FOREST else VILLAGE_FILL
            painter.fillPath(path, fills.get(region.colour or "", woods))
        d = size / 40
        for colour, path in meadows:  # tufts of grass
            painter.save()
            painter.setClipPath(path)
            painter.setPen(QPen(MEADOW_FILL[colour].darker(118), size / 64))
            for x, y in ((gx * size, gy * size) for gx, gy in _TUFTS):
                for a, b, c in _TUFT:
                    painter.drawLine(QPointF(x + a * d, y), QPointF(x + b * d, y + c * d))
            painter.restore()
        fence = turn.map(_unit(face.shape, -1))
        if not fence.isEmpty():
            _draw_fence(painter, fence, u)
        for k in range(len(face.regions)):
            for art, w, h, point in _pictures(face, k, bool(figure)):
                paint_svg(painter, art, turn.map(QPointF(*point)), w * u, h * u)
        if figure:
            strong = STRONG[tile.colour or "K"]
            disc, rim, tint = _FIGURES.get(figure, ("#FFF8EC", strong, strong))
            centre = QPointF(size / 2, size / 2 + 2 * u)
            painter.setPen(QPen(QColor(rim), 3 * u))
            painter.setBrush(QColor(disc))
            painter.drawEllipse(centre, 27 * u, 27 * u)
            paint_svg(painter, ART / f"{figure}.svg", centre, 50 * u, 50 * u, tint)
    painter.setPen(QPen(GRID_LINE, max(0.8, size / 96)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(square.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.restore()


def _draw_fence(painter: QPainter, fence: QPainterPath, u: float) -> None:
    """A wooden rail in a dark outline with posts, a few pixels wide however small the tile is
    shown (stronger than the faint line between two tiles)."""
    px = pixel(painter)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width, least in _FENCE_STROKES:
        pen = QPen(colour, max(width * u, least * px))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawPath(fence)
    painter.setPen(QPen(INK, max(1.2 * u, 0.8 * px)))
    painter.setBrush(FENCE_POST)
    post = max(5.2 * u, 4.4 * px)
    posts = max(2, int(fence.length() / max(24 * u, 9 * px)))
    for k in range(posts + 1):
        point = fence.pointAtPercent(min(0.999, max(0.001, k / posts)))
        painter.drawRect(QRectF(point.x() - post / 2, point.y() - post / 2, post, post))
    painter.restore()


# ----------------------------------------------------------------------------- cache and item


def prime_art() -> None:
    """Have every picture of the game read in idle time (SvgCache.prime): a game's first tiles
    do not wait for the SVG files to be parsed."""
    SVG_CACHE.prime([(path, None) for path in sorted(ART.glob("*.svg"))])
    SVG_CACHE.prime([(ART / "shepherd.svg", colour) for colour in STRONG.values()])


#: What draws a face: this module, the palette, the game's art and its tiles' data.
DRAWN_FROM = (Path(__file__), Path(palette.__file__), *sorted(ART.glob("*.svg")), TILES_JSON)
#: Pixmaps of faces by (tile, face, rotation), device pixels and ratio, emptied past 1500;
#: kept between runs too (drawn anew when a file of :data:`DRAWN_FROM` changes).
FACE_CACHE = Drawings(1500, DRAWN_FROM)


def show_face(painter: QPainter, tile: Tile, face: int, rotation: int, size: float) -> None:
    """Face ``face`` of ``tile`` turned ``rotation`` in the square (0, 0, size, size) of
    ``painter``'s units, from :data:`FACE_CACHE` (the tray, the landscape, the ghost)."""
    key = (tile.id, face, rotation)
    FACE_CACHE.blit(painter, key, size, lambda p, side: paint_face(p, tile, face, rotation, side))


class TileItem(Target, QGraphicsItem):
    """One face of a tile, ``size`` scene units square from its position, drawn from
    :data:`FACE_CACHE` at the device size shown (:meth:`set_face` changes it). A kit
    ``Target`` in the tray; ``dimmed`` veils it, ``flip_mark`` marks it "flip to lay"."""

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
        self.margin = margin  # room for a glow (0: a tile of the landscape)
        self._bounds = QRectF(-margin, -margin, size + 2 * margin, size + 2 * margin)
        # Qt keeps what it painted: a repaint of the area blits it without calling paint()
        device_cache(self)
        self.tile = tile
        self.face = face
        self.rotation_turns = rotation
        self.size = size
        self.dimmed = False
        self.flip_mark = False

    def set_face(self, tile: Tile, face: int, rotation: int) -> None:
        """Show another face or rotation."""
        if (tile.id, face, rotation) != (self.tile.id, self.face, self.rotation_turns):
            self.tile, self.face, self.rotation_turns = tile, face, rotation
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds  # (asked for every item at every pointer move: kept ready)

    def shape(self) -> QPainterPath:
        return _unit("FULL", 0) * QTransform.fromScale(self.size, self.size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        show_face(painter, self.tile, self.face, self.rotation_turns, self.size)
        target = QRectF(0, 0, self.size, self.size)
        unit = pixel(painter)  # one device pixel, in item units
        if self.dimmed:
            dim_rect(painter, target)
        if self.glow is not None:
            draw_glow(painter, target.adjusted(-3, -3, 3, 3), self.glow, 6)
        if self.flip_mark:
            self._paint_flip_mark(painter, unit)

    def _paint_flip_mark(self, painter: QPainter, unit: float) -> None:
        """The "flip to lay" mark: a dashed outline and a turning arrow top right."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = QRectF(-2, -2, self.size + 4, self.size + 4)
        painter.setPen(QPen(QColor("#FFFFFF"), 6 * unit))
        painter.drawRoundedRect(frame, 5, 5)
        painter.setPen(QPen(LEGAL, 3.5 * unit, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(frame, 5, 5)
        r = max(9 * unit, self.size * 0.17) + 0.75 * unit  # (the badge's outline within it)
        centre = QPointF(self.size - r + 0.25 * unit, r + 0.25 * unit)
        paint_svg(painter, ART / "flip.svg", centre, 2 * r, 2 * r)
