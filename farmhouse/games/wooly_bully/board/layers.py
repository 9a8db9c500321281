"""The drawn parts of the Wooly Bully board, each in its own
:class:`~farmhouse.app.board.layers.Layer` and redrawn only when its part of the view changes.

In the landscape (scene units): a layer per occupied cell (:class:`CellLayers`: a move draws
only the new tile), the fields (enclosed ones outlined with their sheep count, a prowling
wolf's forest and the fields it spoils, the scored fields at the end), the marks of the latest
placements, and the places a tile may go (:class:`CellTarget`, lit by the input code without
being redrawn). Pinned to the window (the view's overlay, pixels): the turn banner, the bag and
the own secret colour, a chip per player, the action and zoom buttons and the hand tray.

:class:`DrawnLayers` is a mixin of the board; it reads ``_view``, ``_names``, ``_moves`` and
the marks, and records the targets it draws (``cell_targets``, ``tray_items``, ``buttons``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER, WARN, pale
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box, Target
from farmhouse.app.board.text import board_font, elided, text_item
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.board.layout import ACTIONS, ZOOMS, Hud, cell_rect
from farmhouse.games.wooly_bully.board.moves import Moves, Piece
from farmhouse.games.wooly_bully.board.tiles import (
    ART,
    MEADOW_FILL,
    STRONG,
    TILE,
    TileItem,
    region_path,
    symbol_path,
)
from farmhouse.games.wooly_bully.data import FOREST, MEADOW, QUIT_BONUS, Cell
from farmhouse.games.wooly_bully.rules import DISCARD, FORCED, View, board_outcome
from farmhouse.games.wooly_bully.texts import colour_name, fill, quit_place_text, tr

#: Layer stacking in the scene.
Z_TILES, Z_FIELDS, Z_MARKS, Z_TARGETS, Z_GHOST = 0.0, 2.0, 3.0, 4.0, 6.0
#: Smallest font of anything a player must read (pixels).
MIN_TEXT = 12.0


def _path_item(path: QPainterPath, layer: Layer) -> QGraphicsPathItem:
    """A field or forest outline, painted once into Qt's cache (outlines and hatching are
    costly to draw again at every repaint)."""
    item = QGraphicsPathItem(path, layer)
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return item


def ignore_zoom(item: QGraphicsItem) -> QGraphicsItem:
    """Let ``item`` keep its size in pixels whatever the zoom (badges on the landscape)."""
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
    return item


def fitted_size(text: str, width: float, size: float, bold: bool = True) -> float:
    """The largest font size up to ``size`` (not below :data:`MIN_TEXT`) at which ``text``
    fits ``width`` pixels on one line, so no word is ever broken."""
    while size > MIN_TEXT and QFontMetricsF(board_font(size, bold)).horizontalAdvance(text) > width:
        size -= 0.5
    return size


def button(
    rect: QRectF, text: str, role: str, value: Any, parent: QGraphicsItem, size: float = 15
) -> Box:
    """A button in the overlay: one line of text that fits, a role and value for clicks."""
    box = Box(rect, PAPER, INK, 9, text, fitted_size(text, rect.width() - 12, size), parent)
    box.role = role
    box.data_value = value
    return box


_TARGET_BOUNDS = QRectF(-4, -4, TILE + 8, TILE + 8)
_TARGET_SHAPE = QPainterPath()
_TARGET_SHAPE.addRect(QRectF(0, 0, TILE, TILE))


class CellTarget(Target, QGraphicsObject):
    """A place in the landscape a tile may be laid on (an open cell, or a wolf or hunter that
    may be covered). ``state``: "" (nothing to show), "fit" (the chosen tile fits as turned
    now), "turn" (it fits when turned) or "cover"."""

    role = "cell"

    def __init__(self, cell: Cell, parent: QGraphicsItem) -> None:
        super().__init__()
        self.setParentItem(parent)
        self.data_value = cell
        self.state = ""
        self.setPos(cell_rect(cell).topLeft())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, state: str) -> None:
        """Change what the place shows (repaints only when it changed)."""
        if state != self.state:
            self.state = state
            self.lit = state != ""
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return _TARGET_BOUNDS

    def shape(self) -> QPainterPath:
        return _TARGET_SHAPE

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.state:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(4, 4, TILE - 8, TILE - 8)
        if self.state == "turn":
            painter.setBrush(QColor(18, 164, 184, 34))
            pen = QPen(LEGAL, 3, Qt.PenStyle.DashLine)
        else:
            painter.setBrush(QColor(18, 164, 184, 80))
            pen = QPen(LEGAL, 4)
        painter.setPen(QPen(QColor("#FFFFFF"), 7))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, 8, 8)


class CellLayers:
    """One :class:`Layer` per cell, for parts of the landscape that change cell by cell:
    :meth:`sync` redraws the cells whose key changed, draws new ones and drops the rest."""

    def __init__(self, scene: QGraphicsScene, z: float) -> None:
        self.scene = scene
        self.z = z
        self.layers: dict[Cell, Layer] = {}

    def sync(self, keys: dict[Cell, Hashable], draw: Callable[[Layer, Cell], object]) -> list[Cell]:
        """Bring every cell of ``keys`` up to date; returns the cells drawn anew."""
        drawn = []
        for cell in [c for c in self.layers if c not in keys]:
            layer = self.layers.pop(cell)
            layer.clear()
            self.scene.removeItem(layer)
        for cell, key in keys.items():
            found = self.layers.get(cell)
            if found is None:
                found = self.layers[cell] = Layer(self.scene, self.z)
            if found.refresh(key, draw, cell):
                drawn.append(cell)
        return drawn

    def invalidate(self) -> None:
        """Redraw every cell at the next :meth:`sync`."""
        for layer in self.layers.values():
            layer.invalidate()


class DrawnLayers:
    """Drawing of every part of the board (a mixin of the board class)."""

    _view: View | None
    _names: list[str]
    _moves: Moves
    piece: Piece | None
    tray_items: list[TileItem]
    cell_targets: dict[Cell, CellTarget]
    buttons: dict[str, Box]
    tile_items: dict[Cell, TileItem]
    marks: dict[Cell, int]
    newest: list[Cell]
    interactive: bool
    _texts: dict[str, Any]
    _chip_boxes: list[Box]
    targets_layer: Layer

    if TYPE_CHECKING:

        def scene(self) -> QGraphicsScene: ...
        def hud(self) -> Hud: ...
        def _face_of(self, tile: int) -> tuple[int, int]: ...
        def decision(self) -> bool: ...

    # ---------------------------------------------------------------- landscape

    def _draw_cell(self, layer: Layer, cell: Cell) -> None:
        view = self._view
        assert view is not None
        placed = view.board.cells[cell]
        tile = view.catalogue.tiles[placed.tile]
        item = TileItem(tile, placed.face, placed.rotation, TILE, layer, margin=0)
        item.setPos(cell_rect(cell).topLeft())
        item.data_value = ("tile", cell)
        self.tile_items[cell] = item

    def _sync_targets(self, cells: Iterable[Cell]) -> None:
        """A place target on every open cell: new ones added, filled ones dropped (the others
        stay as they are, so a move touches only the frontier that changed)."""
        layer = self.targets_layer
        wanted = set(cells)
        scene = self.scene()
        for cell, target in list(self.cell_targets.items()):
            if target.parentItem() is layer and cell not in wanted:
                scene.removeItem(target)
                del self.cell_targets[cell]
        for cell in wanted:
            if cell not in self.cell_targets:
                self.cell_targets[cell] = CellTarget(cell, layer)

    def _field_path(self, regions: Iterable[tuple[Cell, int]]) -> QPainterPath:
        view = self._view
        assert view is not None
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for cell, index in regions:
            placed = view.board.cells[cell]
            face = view.catalogue.tiles[placed.tile].faces[placed.face]
            top_left = cell_rect(cell).topLeft()
            path.addPath(region_path(face.shape, index, placed.rotation).translated(top_left))
        return path.simplified()

    def _badge(
        self,
        layer: Layer,
        centre: QPointF,
        text: str,
        colour: str | None,
        fill: QColor,
        border: QColor,
        tip: str,
        wolf: bool = False,
    ) -> Box:
        """A count on the landscape that keeps its size in pixels at every zoom (with a
        wolf's head when a wolf spoils the field)."""
        size = 14.0
        width = QFontMetricsF(board_font(size, True)).horizontalAdvance(text) + 16
        width += 20 if colour else 0
        width += 22 if wolf else 0
        badge = Box(QRectF(-width / 2, -13, width, 26), fill, border, 13, "", size, layer)
        badge.border_width = 2.5
        ignore_zoom(badge)
        badge.setPos(centre)
        badge.setZValue(5)
        badge.setToolTip(tip)
        x = -width / 2 + 8
        if colour:
            symbol = SvgItem(symbol_path(colour), 16, 16, badge)
            symbol.setPos(x, -8)
            x += 19
        label = text_item(badge, text, QPointF(x, -9), size, True, INK)
        label.setY(-label.boundingRect().height() / 2)
        if wolf:
            head = SvgItem(ART / "wolf.svg", 22, 22, badge)
            head.setPos(width / 2 - 26, -12)
        return badge

    def _draw_fields(
        self,
        layer: Layer,
        view: View,
        enclosed: tuple[Any, ...],
        wolf_forests: tuple[Any, ...],
        spoiled: tuple[Any, ...],
        scored: tuple[Any, ...],
    ) -> None:
        """Enclosed fields outlined with their sheep count; prowling wolves' forests dashed
        red, with the fields they spoil hatched; at the end each player's scored field in the
        player's colour with their name."""
        for regions in wolf_forests:
            outline = _path_item(self._field_path(regions), layer)
            pen = QPen(WARN, 4, Qt.PenStyle.DashLine)
            outline.setPen(pen)
            outline.setBrush(QBrush(QColor(181, 71, 58, 40)))
        for regions in spoiled:
            hatch = _path_item(self._field_path(regions), layer)
            hatch.setPen(Qt.PenStyle.NoPen)
            hatch.setBrush(QBrush(QColor(181, 71, 58, 110), Qt.BrushStyle.BDiagPattern))
        for colour, sheep, regions, is_spoiled in enclosed:
            path = self._field_path(regions)
            halo = _path_item(path, layer)
            halo.setPen(QPen(QColor("#FFFFFF"), 7))
            line = _path_item(path, layer)
            line.setPen(QPen(WARN if is_spoiled else QColor(STRONG[colour]), 3.5))
            centre = self._label_point(regions)
            if is_spoiled:
                tip = fill(
                    tr("Enclosed %1 field: %2 sheep, spoiled by a wolf"), colour_name(colour), sheep
                )
                self._badge(
                    layer,
                    centre,
                    str(sheep),
                    colour,
                    QColor("#F6D6C8"),
                    WARN,
                    tip,
                    wolf=True,
                )
            else:
                tip = fill(tr("Enclosed %1 field: %2 sheep"), colour_name(colour), sheep)
                self._badge(
                    layer,
                    centre,
                    str(sheep),
                    colour,
                    QColor("#FFFFFF"),
                    QColor(STRONG[colour]),
                    tip,
                )
        for seat, colour, sheep, regions in scored:
            path = self._field_path(regions)
            glow = _path_item(path, layer)
            glow.setPen(QPen(QColor("#FFFFFF"), 12))
            line = _path_item(path, layer)
            line.setPen(QPen(seat_qcolour(seat), 7))
            line.setBrush(QBrush(pale(seat_qcolour(seat), 0.35)))
            line.setOpacity(0.9)
            name = self._names[seat] if seat < len(self._names) else "?"
            text = fill(tr("%1: %2 sheep", "scored field"), elided(name, 14, 120, True), sheep)
            tip = fill(tr("%1 scores this %2 field: %3 sheep"), name, colour_name(colour), sheep)
            badge = self._badge(
                layer, self._label_point(regions) + QPointF(0, 0), text, colour, GOLD, INK, tip
            )
            badge.setZValue(7)
            seat_symbol(seat, QPointF(badge.rect.left() - 2, 0), 9, badge)

    def _label_point(self, regions: Sequence[tuple[Cell, int]]) -> QPointF:
        """Where a field's badge goes: in the middle of its most central region."""
        view = self._view
        assert view is not None
        points = []
        for cell, index in regions:
            placed = view.board.cells[cell]
            face = view.catalogue.tiles[placed.tile].faces[placed.face]
            rect = region_path(face.shape, index, placed.rotation).boundingRect()
            points.append(cell_rect(cell).topLeft() + rect.center())
        cx = sum(p.x() for p in points) / len(points)
        cy = sum(p.y() for p in points) / len(points)
        return min(points, key=lambda p: (p.x() - cx) ** 2 + (p.y() - cy) ** 2)

    def _field_facts(
        self, view: View
    ) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
        """What the fields layer shows, as a key: enclosed fields (colour, sheep, regions,
        spoiled), prowling wolves' forests and the fields they spoil (regions), and at the
        end the scored fields (seat, colour, sheep, regions)."""
        board = view.board
        protects = view.options.hunter_protects_merged_forest
        comps = board.comps
        active = {
            cid for cid, c in comps.items() if c.terrain == FOREST and ls.active_wolves(c, protects)
        }
        enclosed = []
        spoiled = []
        for c in comps.values():
            if c.terrain != MEADOW:
                continue
            is_spoiled = any(board.comp[n] in active for n in c.border)
            if c.open == 0 or is_spoiled:
                regions = tuple(sorted((board.node_cell[n], board.node_region[n]) for n in c.nodes))
                if c.open == 0:
                    enclosed.append((c.colour, c.sheep, regions, is_spoiled))
                if is_spoiled:
                    spoiled.append(regions)
        forests = []
        for cid in active:
            c = comps[cid]
            forests.append(
                tuple(sorted((board.node_cell[n], board.node_region[n]) for n in c.nodes))
            )
        scored: list[Any] = []
        if view.game_over and all(c is not None for c in view.colours):
            colours = [str(c) for c in view.colours]
            for seat, colour in enumerate(colours):
                fields = [f for f in ls.fields(board, protects, colour) if f.qualifying]
                chosen = fields if view.options.score_all_fields else fields[:1]
                scored += [(seat, colour, f.sheep, f.regions) for f in chosen]
        return (
            tuple(sorted(enclosed)),
            tuple(sorted(forests)),
            tuple(sorted(spoiled)),
            tuple(scored),
        )

    def _draw_marks(
        self, layer: Layer, marks: tuple[tuple[Cell, int], ...], newest: tuple[Cell, ...]
    ) -> None:
        """The tiles laid since the viewer's last move, framed in their placer's colour with
        the placer's symbol; the newest framed in gold."""
        for cell, seat in marks:
            rect = cell_rect(cell).adjusted(3, 3, -3, -3)
            frame = Box(rect, None, seat_qcolour(seat) if seat >= 0 else INK, 6, parent=layer)
            frame.border_width = 3
            if seat >= 0:
                token = seat_symbol(seat, QPointF(0, 0), 8, layer, outline=1.5)
                ignore_zoom(token)
                token.setPos(rect.topLeft() + QPointF(10, 10))
                token.setZValue(2)
                name = self._names[seat] if seat < len(self._names) else "?"
                token.setToolTip(fill(tr("Laid by %1 since your last move"), name))
        for cell in newest:
            frame = Box(cell_rect(cell).adjusted(1, 1, -1, -1), None, GOLD, 6, parent=layer)
            frame.border_width = 5
            frame.setZValue(1)

    # ---------------------------------------------------------------- overlay

    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"

    def _outcome(self, view: View) -> Any:
        colours = [str(c) for c in view.colours]
        return board_outcome(view.board, colours, view.quit_order, view.options, view.revealed)

    def _banner_text(self, view: View) -> tuple[str, int | None]:
        """The turn banner's text and the seat it is about."""
        if view.game_over:
            outcome = self._outcome(view)
            winners = list(outcome.winners)
            if len(winners) == 1:
                points = outcome.scores[winners[0]]
                return fill(
                    tr("Game over: %1 wins with %n point(s)", "", points),
                    self._seat_name(winners[0]),
                ), winners[0]
            return fill(tr("Game over: a shared win"), ""), None
        seat = view.to_move
        assert seat is not None
        mine = seat == view.seat
        if mine and view.responding:
            return fill(tr("▶ Your answer to %1's tile"), self._seat_name(view.turn_seat)), seat
        if mine and view.phase == DISCARD:
            excess = len(view.hand) - view.options.hand_size
            return fill(tr("▶ Your turn: discard %n tile(s)", "", excess)), seat
        if mine and view.phase == FORCED:
            return tr("▶ Your turn: lay one more tile now"), seat
        if mine:
            owed = view.owed_now
            if owed == 0:
                return tr("▶ Your turn: all your tiles are laid"), seat
            return fill(tr("▶ Your turn: %n tile(s) to lay", "", owed)), seat
        if view.responding:
            return fill(
                tr("%1 may answer %2's tile"),
                self._seat_name(seat),
                self._seat_name(view.turn_seat),
            ), seat
        owed = view.owed_now
        return fill(tr("%1 is playing: %n tile(s) to lay", "", owed), self._seat_name(seat)), seat

    def _draw_banner(self, layer: Layer, hud: Hud, seat: int | None, mine: bool) -> None:
        """The turn banner's frame and symbol (its text: :meth:`_update_texts`)."""
        rect = hud.banner
        fill_colour = QColor("#FFEFC4") if mine else PAPER
        box = Box(
            rect, fill_colour, seat_qcolour(seat) if seat is not None else INK, 10, parent=layer
        )
        box.border_width = 4
        box.role = "panel"
        if mine:
            box.glow = INK
        x = rect.left() + 12
        if seat is not None:
            seat_symbol(seat, QPointF(x + 8, rect.center().y()), 9, layer)
            x += 24
        label = text_item(layer, "", QPointF(x, rect.top()), 17, True)
        label.setData(1, rect.right() - x - 10)
        self._texts["banner"] = label

    def _draw_status(self, layer: Layer, hud: Hud, colour: str | None, revealed: bool) -> None:
        """The bag and, for the viewer alone, their colour."""
        rect = hud.bag
        box = Box(rect, PAPER, INK, 10, parent=layer)
        box.role = "panel"
        box.border_width = 1.5
        box.setToolTip(tr("Tiles left in the bag"))
        icon = SvgItem(ART / "bag.svg", 28, 31, layer)
        icon.setPos(rect.left() + 8, rect.top() + 4)
        label = text_item(layer, "", QPointF(rect.left() + 42, rect.top()), 15, True)
        label.setData(1, rect.width() - 50)
        self._texts["bag"] = label
        if colour is None:
            return
        rect = hud.colour
        own = Box(rect, pale(MEADOW_FILL[colour], 0.55), QColor(STRONG[colour]), 10, parent=layer)
        own.role = "panel"
        own.border_width = 2.5
        symbol = SvgItem(symbol_path(colour), 24, 24, layer)
        symbol.setPos(rect.left() + 8, rect.center().y() - 12)
        if revealed:
            text = fill(tr("Your sheep: %1 (revealed)"), colour_name(colour))
            own.setToolTip(tr("Everybody knows your colour now."))
        else:
            text = fill(tr("Your sheep: %1 (secret)"), colour_name(colour))
            own.setToolTip(tr("Only you can see this: keep it secret."))
        size = fitted_size(text, rect.width() - 44, 15)
        label = text_item(
            layer,
            elided(text, size, rect.width() - 44, True),
            QPointF(rect.left() + 38, 0),
            size,
            True,
        )
        label.setY(rect.center().y() - label.boundingRect().height() / 2)

    def _chip_status(self, view: View, seat: int, outcome: Any) -> str:
        parts = []
        if view.game_over and outcome is not None:
            parts.append(fill(tr("%n point(s)", "", outcome.scores[seat])))
        if seat in view.quit_order:
            position = view.quit_order.index(seat) + 1
            if outcome is not None:
                bonus = outcome.breakdown[seat]["quit_bonus"]
            else:
                bonus = QUIT_BONUS[view.players][position - 1]
            parts.append(
                fill(tr("%1, +%2", "quit place and bonus"), quit_place_text(position), bonus)
            )
        elif not view.game_over:
            parts.append(fill(tr("%n tile(s)", "", view.hand_sizes[seat])))
        if seat in view.passed and not view.game_over:
            parts.append(tr("passed"))
        return tr(" · ", "separator of the parts of a line").join(parts)

    def _draw_chips(self, layer: Layer, hud: Hud, view: View) -> None:
        """A chip per player: symbol, name, colour if this view may show it (the status line
        and whose turn it is: :meth:`_update_texts`)."""
        self._chip_boxes = []
        for seat, rect in enumerate(hud.chips):
            box = Box(rect, PAPER, seat_qcolour(seat), 8, parent=layer)
            box.border_width = 2
            box.role = "panel"
            self._chip_boxes.append(box)
            seat_symbol(seat, QPointF(rect.left() + 13, rect.top() + 12), 7, layer)
            colour = view.colours[seat]
            known = colour is not None and (view.revealed[seat] or view.game_over)
            own_secret = colour is not None and not known
            right = rect.right() - 6
            if colour is not None:
                symbol = SvgItem(symbol_path(colour), 18, 18, layer)
                symbol.setPos(right - 18, rect.top() + 3)
                if own_secret:
                    symbol.setOpacity(0.55)
                    symbol.setToolTip(tr("Your colour (only you see it)"))
                else:
                    symbol.setToolTip(colour_name(colour))
                right -= 22
            elif not view.game_over:
                mark = text_item(
                    layer, "?", QPointF(right - 4, rect.top() + 2), 15, True, MUTED, "right"
                )
                mark.setToolTip(tr("Colour still secret"))
                right -= 16
            name = self._seat_name(seat)
            room = right - (rect.left() + 24) - 4
            label = text_item(
                layer,
                elided(name, 13, room, True),
                QPointF(rect.left() + 24, rect.top() + 3),
                13,
                True,
            )
            label.setToolTip(name)
            status = text_item(layer, "", QPointF(rect.left() + 24, rect.top() + 20), 12)
            status.setData(1, rect.width() - 30)
            self._texts[f"chip{seat}"] = status

    def _update_texts(self, view: View, banner: str) -> None:
        """The overlay's texts that change move by move, set in place (no redraw): the
        banner, the bag, each chip's status line and whose turn it is."""
        outcome = self._outcome(view) if view.game_over else None
        wanted = {"banner": banner, "bag": fill(tr("Bag: %1"), view.bag_size)}
        for seat in range(view.players):
            wanted[f"chip{seat}"] = self._chip_status(view, seat, outcome)
        for key, text in wanted.items():
            item = self._texts.get(key)
            if item is None or item.toolTip() == text:
                continue
            width = float(item.data(1) or 200.0)
            size = (
                12.0
                if key.startswith("chip")
                else fitted_size(text, width, 17.0 if key == "banner" else 15.0)
            )
            font = item.font()
            if font.pixelSize() != int(size):
                font.setPixelSize(int(size))
                item.setFont(font)
            item.setText(elided(text, size, width, item.font().bold()))
            item.setToolTip(text)
            if key in ("banner", "bag"):
                rect = self.hud().banner if key == "banner" else self.hud().bag
                item.setY(rect.center().y() - item.boundingRect().height() / 2)
        for seat, box in enumerate(getattr(self, "_chip_boxes", [])):
            to_move = view.to_move == seat and not view.game_over
            lit = to_move or (outcome is not None and seat in outcome.winners)
            fill_colour = QColor("#FFEFC4") if lit else PAPER
            border = 3.5 if to_move else 2.0
            if (box.fill, box.border_width) != (fill_colour, border):
                box.fill, box.border_width = fill_colour, border
                box.update()

    def _draw_buttons(self, layer: Layer, hud: Hud, responding: bool) -> None:
        labels = {
            "reveal": tr("Reveal (V)"),
            "wolf": tr("Wolf (W)"),
            "hunter": tr("Hunter (H)"),
            "end": tr("Done (E)") if responding else tr("End turn (E)"),
            "quit": tr("Quit (Q)"),
        }
        for name in ACTIONS:
            self.buttons[name] = button(hud.actions[name], labels[name], "action", name, layer)
        zoom = {"in": "+", "out": "−", "fit": tr("Fit")}
        tips = {
            "in": tr("Zoom in (+)"),
            "out": tr("Zoom out (−)"),
            "fit": tr("Show the whole landscape (0)"),
        }
        for name in ZOOMS:
            box = button(hud.zooms[name], zoom[name], "zoom", name, layer, 17)
            box.fill = PAPER
            box.setToolTip(tips[name])
            self.buttons["zoom_" + name] = box

    def _draw_tray(self, layer: Layer, hud: Hud, view: View) -> None:
        """The viewer's hand: each tile with its chosen face and turn, numbered for the keys,
        and the rotate and flip buttons."""
        self.tray_items = []
        panel = Box(hud.tray, QColor(255, 248, 236, 235), INK, 12, parent=layer)
        panel.role = "panel"
        panel.border_width = 1.5
        size, rects = hud.tray_tiles(len(view.hand))
        for k, (tile_id, rect) in enumerate(zip(view.hand, rects, strict=True)):
            face, rotation = self._face_of(tile_id)
            tile = view.catalogue.tiles[tile_id]
            item = TileItem(tile, face, rotation, size, layer)
            item.setPos(rect.topLeft())
            item.role = "tray"
            item.data_value = k
            item.setZValue(2 + k * 0.01)
            self.tray_items.append(item)
            if k < 9:
                text_item(
                    layer,
                    str(k + 1),
                    QPointF(rect.center().x(), rect.bottom() + 3),
                    13,
                    True,
                    MUTED,
                    "centre",
                )
        if not view.hand:
            message = (
                tr("You have quit: your tiles are set aside.")
                if view.seat in view.quit_order
                else tr("Your hand is empty.")
            )
            text_item(
                layer,
                message,
                QPointF(hud.tray.left() + 16, hud.tray.center().y() - 9),
                15,
                False,
                MUTED,
            )
        if view.seat in view.quit_order:
            self.buttons.pop("rotate", None)
            self.buttons.pop("flip", None)
            return
        self.buttons["rotate"] = button(hud.rotate, tr("Rotate (R)"), "rotate", None, layer)
        self.buttons["flip"] = button(hud.flip, tr("Flip (F)"), "flip", None, layer)

    def _draw_prompt(self, layer: Layer, hud: Hud, bonus: int) -> None:
        """The question before quitting (it cannot be undone)."""
        width, height = 420.0, 112.0
        rect = QRectF((hud.width - width) / 2, hud.tray.top() - height - 44, width, height)
        panel = Box(rect, PAPER, WARN, 12, parent=layer)
        panel.role = "panel"
        panel.border_width = 3
        panel.glow = INK
        text = fill(tr("Quit now for a bonus of %n point(s)? You take no more turns.", "", bonus))
        size = fitted_size(text, width - 24, 15, False)
        label = text_item(
            layer,
            elided(text, size, width - 24, False),
            QPointF(rect.center().x(), rect.top() + 14),
            size,
            False,
            INK,
            "centre",
        )
        label.setToolTip(text)
        yes = button(
            QRectF(rect.left() + 24, rect.bottom() - 54, 180, 40),
            fill(tr("Quit (+%1)"), bonus),
            "confirm",
            None,
            layer,
        )
        yes.fill = GOLD
        yes.lit = True
        no = button(
            QRectF(rect.right() - 204, rect.bottom() - 54, 180, 40),
            tr("Cancel (Esc)"),
            "cancel",
            None,
            layer,
        )
        no.lit = True
        self.buttons["confirm"], self.buttons["cancel"] = yes, no
