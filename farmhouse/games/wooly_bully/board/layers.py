"""The Wooly Bully landscape (scene units), each part a kit
:class:`~farmhouse.app.board.layers.Layer` redrawn only when its part of the view changes: a
layer per laid tile, the fields (enclosed ones with their sheep count, a prowling wolf's
forest and the fields it spoils, the scored fields at the end), the marks of the latest
placements, and the places a tile may go (the kit's
:class:`~farmhouse.app.board.parts.grid.Places`, lit without being redrawn)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
)

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.layers import Layer, LayerMap
from farmhouse.app.board.palette import GOLD, INK, PAPER, WARN, pale
from farmhouse.app.board.parts.grid import PlaceMark, Places
from farmhouse.app.board.parts.overlay import badge, ignore_zoom
from farmhouse.app.board.seats import seat_symbol
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import elided
from farmhouse.games.wooly_bully import texts
from farmhouse.games.wooly_bully.board.layout import GRID
from farmhouse.games.wooly_bully.board.tiles import (
    ART,
    STRONG,
    TILE,
    TileItem,
    region_path,
    symbol_path,
)
from farmhouse.games.wooly_bully.choices import CELL, FieldMarks, field_marks
from farmhouse.games.wooly_bully.data import Cell
from farmhouse.games.wooly_bully.rules import View

# Every seat's symbol and frame: ink, never a seat colour (the kit's seat colours are sheep
# colours here too, and each player's colour is a secret: a yellow mark says "Bob is yellow").
SEAT_INK = QColor(INK)


def seat_mark(
    seat: int, centre: QPointF, radius: float, parent: QGraphicsItem | None = None
) -> QGraphicsPathItem:
    """Seat ``seat``'s symbol in ink with a paper ring (it reads on every tile)."""
    item = seat_symbol(seat, centre, radius, parent, fill=SEAT_INK)
    item.setPen(QPen(PAPER, max(1.5, radius / 5)))
    return item


# Layer stacking in the scene: the fields' labels over the marks of the latest placements.
Z_TILES, Z_FIELDS, Z_MARKS, Z_LABELS, Z_TARGETS, Z_GHOST = 0.0, 2.0, 3.0, 3.5, 4.0, 6.0


def _path_item(
    path: QPainterPath, layer: Layer, pen: QPen, brush: QBrush | None = None
) -> QGraphicsPathItem:
    """A field or forest outline, kept in Qt's cache (costly to draw again)."""
    item = QGraphicsPathItem(path, layer)
    device_cache(item)
    item.setPen(pen)
    if brush is not None:
        item.setBrush(brush)
    return item


class LandscapeLayers:
    """The landscape's parts on ``scene``; ``tile_items`` and ``cell_targets`` are the tiles
    and places drawn by cell (the same dictionaries for the board's whole life)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.cells = LayerMap(scene, Z_TILES)  # a layer per laid tile
        self.fields_layer = Layer(scene, Z_FIELDS)
        self.labels_layer = Layer(scene, Z_LABELS)  # (drawn with the fields: _draw_fields)
        self.marks_layer = Layer(scene, Z_MARKS)
        covers = Layer(scene, Z_TARGETS + 0.5)  # (a hunter's places over wolves)
        self.places = Places(GRID, Layer(scene, Z_TARGETS), covers, CELL)
        self.tile_items: dict[Cell, TileItem] = {}
        self.cell_targets: dict[Cell, PlaceMark] = self.places.marks
        self._view: View | None = None
        self._names: Sequence[str] = ()
        # (a replay: the seat whose "since your last move" the marks show; None: "your")
        self.since: str | None = None

    def draw(
        self,
        view: View,
        names: Sequence[str],
        marks: tuple[tuple[Cell, int], ...],
        newest: tuple[Cell, ...],
    ) -> list[Cell]:
        """Bring the landscape up to date with ``view`` (``marks``: cell → seat for the tiles
        laid since the viewer's last move; ``newest``: the newest placement's); returns the
        cells drawn anew."""
        self._view = view
        self._names = names
        board = view.board
        names = tuple(names)
        self.cells.keep(board.cells)
        fresh = [
            c for c, p in board.cells.items() if self.cells.at(c).refresh(p, self._draw_cell, c)
        ]
        for cell in [c for c in self.tile_items if c not in board.cells]:
            del self.tile_items[cell]
        self.places.sync(board.open_cells)
        facts = field_marks(view)
        self.fields_layer.refresh((facts, names), self._draw_fields, facts)
        key = (marks, newest, names, self.since)
        self.marks_layer.refresh(key, self._draw_marks, marks, newest)
        return fresh

    # ---------------------------------------------------------------- landscape

    def _draw_cell(self, layer: Layer, cell: Cell) -> None:
        view = self._view
        assert view is not None
        placed = view.board.cells[cell]
        tile = view.catalogue.tiles[placed.tile]
        item = TileItem(tile, placed.face, placed.rotation, TILE, layer, margin=0)
        item.setPos(GRID.rect(cell).topLeft())
        item.data_value = ("tile", cell)
        item.setToolTip(texts.laid_text(tile, placed.face, cell))
        self.tile_items[cell] = item

    def _region(self, cell: Cell, index: int) -> QPainterPath:
        """Region ``index`` of the tile laid at ``cell``, in scene units."""
        assert self._view is not None
        placed = self._view.board.cells[cell]
        face = self._view.catalogue.tiles[placed.tile].faces[placed.face]
        return region_path(face.shape, index, placed.rotation).translated(GRID.rect(cell).topLeft())

    def _field_path(self, regions: Iterable[tuple[Cell, int]]) -> QPainterPath:
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for cell, index in regions:
            path.addPath(self._region(cell, index))
        return path.simplified()

    def _draw_fields(self, layer: Layer, facts: FieldMarks) -> None:
        """Enclosed fields outlined with their sheep count; prowling wolves' forests dashed
        red, the fields they spoil hatched; at the end each scored field with its scorer. The
        counts and names go on :attr:`labels_layer`, over the latest placements' marks (test20's
        Z7: the seats' marks crossed "Bot 2: 6 sheep")."""
        labels = self.labels_layer
        labels.clear()
        for regions in facts.forests:
            # (with its style: QBrush(colour) alone makes PySide create QGradient's types)
            red = QBrush(QColor(181, 71, 58, 40), Qt.BrushStyle.SolidPattern)
            _path_item(self._field_path(regions), layer, QPen(WARN, 4, Qt.PenStyle.DashLine), red)
        for regions in facts.spoiled:
            hatch = QBrush(QColor(181, 71, 58, 110), Qt.BrushStyle.BDiagPattern)
            _path_item(self._field_path(regions), layer, QPen(Qt.PenStyle.NoPen), hatch)
        for colour, sheep, regions, is_spoiled in facts.enclosed:
            path = self._field_path(regions)
            strong = QColor(STRONG[colour])
            _path_item(path, layer, QPen(QColor("#FFFFFF"), 7))
            _path_item(path, layer, QPen(WARN if is_spoiled else strong, 3.5))
            paper, border = (QColor("#F6D6C8"), WARN) if is_spoiled else (QColor("#FFFFFF"), strong)
            centre, cell = self._label_point(regions)
            tip = texts.field_text(colour, sheep, cell, is_spoiled)
            head = ART / "wolf.svg" if is_spoiled else None  # (a spoiled field: a wolf's head)
            badge(labels, centre, str(sheep), paper, border, tip, symbol_path(colour), head)
        for seat, colour, sheep, regions in facts.scored:
            path = self._field_path(regions)
            _path_item(path, layer, QPen(QColor("#FFFFFF"), 12))
            # the scored field's own sheep colour (now public), never the seat's colour
            strong = QColor(STRONG[colour])
            brush = QBrush(pale(strong, 0.35), Qt.BrushStyle.SolidPattern)
            _path_item(path, layer, QPen(strong, 7), brush).setOpacity(0.9)
            name = self._names[seat] if seat < len(self._names) else "?"
            centre, cell = self._label_point(regions)
            shown = elided(name, 14, 120, True)
            text, tip = texts.scored_field_texts(name, shown, colour, sheep, cell)
            scored = badge(labels, centre, text, GOLD, INK, tip, symbol_path(colour))
            scored.setZValue(7)
            seat_mark(seat, QPointF(scored.rect.left() - 2, 0), 9, scored)

    def _label_point(self, regions: Sequence[tuple[Cell, int]]) -> tuple[QPointF, Cell]:
        """Where a field's badge goes: its most central region's middle (and cell)."""
        points = [
            (self._region(cell, index).boundingRect().center(), cell) for cell, index in regions
        ]
        cx = sum(p.x() for p, _ in points) / len(points)
        cy = sum(p.y() for p, _ in points) / len(points)
        return min(points, key=lambda p: (p[0].x() - cx) ** 2 + (p[0].y() - cy) ** 2)

    def _draw_marks(
        self, layer: Layer, marks: tuple[tuple[Cell, int], ...], newest: tuple[Cell, ...]
    ) -> None:
        """The tiles laid since the viewer's last move framed in ink with the placer's
        symbol; the newest framed in gold."""
        for cell, seat in marks:
            rect = GRID.rect(cell).adjusted(3, 3, -3, -3)
            frame = Box(rect, None, SEAT_INK, 6, parent=layer)
            frame.border_width = 3
            if seat >= 0:
                token = seat_mark(seat, QPointF(0, 0), 9, layer)
                ignore_zoom(token)
                token.setPos(rect.topLeft() + QPointF(10, 10))
                token.setZValue(2)
                name = self._names[seat] if seat < len(self._names) else "?"
                token.setToolTip(texts.laid_by_text(name, cell, self.since))
        for cell in newest:
            frame = Box(GRID.rect(cell).adjusted(1, 1, -1, -1), None, GOLD, 6, parent=layer)
            frame.border_width = 5
            frame.setZValue(1)
