"""The drawn layers of the El Gaucho board: each part of the view (the ground, the pampa, the
action areas, the round/steppe/pile column, the dice tray, the money track, "Since your last
move" and one panel per seat) is drawn into its own :class:`~farmhouse.app.board.layers.Layer`
and redrawn only when that part changes.

:class:`DrawnLayers` is a mixin of the board; it reads ``self.view``, ``self.names`` and
``self.marks`` (what the last move changed) and records the click targets in
``self.items`` (``(role, value) → item``) and where things are for the animations.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, WARN, pale
from farmhouse.app.board.seats import SEAT_HEX, seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import (
    board_font,
    break_points,
    fit_lines,
    text_block,
    text_item,
    text_width,
    whole_names,
)
from farmhouse.core.game import Event
from farmhouse.games.el_gaucho import texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.data import (
    AREA_COSTS,
    AREAS,
    BREEDS,
    make_tile,
    tile_breed,
    tile_code,
    tile_value,
)
from farmhouse.games.el_gaucho.rules import View, is_diceless, pampa_layout
from farmhouse.games.el_gaucho.texts import fill, tr

#: Colour of the "just happened" frame.
MARK = QColor("#E0901A")
#: The money track's rail, below the track's top.
TRACK_RAIL = 26.0


def centred(
    parent: Any,
    text: str,
    centre: QPointF,
    size: float,
    bold: bool = True,
    colour: QColor = INK,
    max_width: float | None = None,
) -> Any:
    """A one-line label centred on ``centre`` (both ways); fitted to ``max_width`` it shrinks
    to :data:`~.layout.MIN_FONT` at the least."""
    item = label(parent, text, QPointF(centre.x(), 0), size, bold, colour, "centre", max_width)
    item.setY(centre.y() - item.boundingRect().height() * item.scale() / 2)
    return item


def label(
    parent: Any,
    text: str,
    pos: QPointF,
    size: float = 18,
    bold: bool = False,
    colour: QColor = INK,
    align: str = "left",
    max_width: float | None = None,
) -> Any:
    """A :func:`~farmhouse.app.board.text.text_item` of this board: fitted to ``max_width``,
    it shrinks to :data:`~.layout.MIN_FONT` at the least (12 px in a 1280 × 720 window),
    then is elided (its whole text in its tooltip)."""
    return text_item(parent, text, pos, size, bold, colour, align, max_width, L.MIN_FONT)


@functools.cache
def value_font(corner: float) -> float:
    """The font size of a tile's value in a corner ``corner`` scene units wide: "12" fits it
    with a unit to spare each side, from :data:`~.layout.MIN_FONT` to 22 units."""
    per_unit = text_width("12", 100, True) / 100
    return max(L.MIN_FONT, min(22.0, (corner - 2) / per_unit))


def small_number(view: View, value: int) -> int:
    """The small number of ``value`` under the game's options."""
    return view.options.small_numbers[value - 1]


class Table:
    """The drawn board (every part but the prompt line): the layers, each redrawn only when
    its part of the view changes (:meth:`redraw`). ``bind(item, target)`` makes an item a
    choice's target (the board's :meth:`~GameBoard.bind`); ``turn_mark(to_move, game_over)``
    says which seat the shell's banner names. :attr:`items` holds every target's item by
    target (``(role, value)``)."""

    def __init__(
        self,
        scene: QGraphicsScene,
        bind: Callable[[Any, tuple[Any, ...]], Any],
        turn_mark: Callable[[int | None, bool], int | None],
    ) -> None:
        self.scene = scene
        self.bind = bind
        self.turn_mark = turn_mark
        self.view: View | None = None
        self.names: list[str] = []
        self.marks: frozenset[tuple[str, Any]] = frozenset()
        self.items: dict[tuple[str, Any], Any] = {}
        self._panel_of: dict[int, QRectF] = {}
        self._recent_block: Any = None
        self._recent_heights: dict[str, float] = {}
        self._recent_room = L.RECENT_RECT
        self._recent_shown: tuple[str, ...] = ()
        self.ground_layer = Layer(self.scene, z=0)
        # the pampa: per row its number and total and the frames of what the last moves
        # changed there (below its tiles), per space its tile and its gaucho (above the tile);
        # each row stacks above the rows below it (a frame overlaps the next row's edge)
        self.row_layers = [Layer(self.scene, z=row_z(r)) for r in range(L.ROWS)]
        self.row_total_layers = [Layer(self.scene, z=row_z(r)) for r in range(L.ROWS)]
        self._row_labels: dict[int, Box] = {}
        self._label_widths: dict[tuple[str, float], float] = {}
        self.pampa_mark_layers = [Layer(self.scene, z=row_z(r) - 0.004) for r in range(L.ROWS)]
        self.space_layers: dict[int, Layer] = {}
        self.gaucho_layers: dict[int, Layer] = {}
        # the action areas: per area the frames of what the last moves changed (below its
        # slots), per slot (area, seat) the empty slot or its gaucho
        self.area_mark_layers = [Layer(self.scene, z=1.996) for _ in AREAS]
        self.area_layers: dict[tuple[int, int], Layer] = {}
        # the round column: the round (and final banner), the steppe, the pile, each drawn
        # anew only when what it shows changed (a round end changes the round, not the steppe)
        self.side_layer = Layer(self.scene, z=1)
        self.steppe_layer = Layer(self.scene, z=1.1)  # (the tiles of Hidden cattle over the pile)
        self.pile_layer = Layer(self.scene, z=1)
        self.pile_count_layer = Layer(self.scene, z=1)
        self.pool_layer = Layer(self.scene, z=3)
        self.dice_layer = Layer(self.scene, z=3)
        self.track_layer = Layer(self.scene, z=1)
        self.recent_layer = Layer(self.scene, z=1)
        self.panel_layers: dict[int, Layer] = {}
        self.icon_layers: dict[int, Layer] = {}
        self.name_layers: dict[int, Layer] = {}
        self.money_layers: dict[int, Layer] = {}
        self.supply_layers: dict[int, Layer] = {}
        self.start_layers: dict[int, Layer] = {}
        self.herd_mark_layers: dict[tuple[int, int], Layer] = {}
        self.frame_layers: dict[int, Layer] = {}
        self.herd_layers: dict[tuple[int, int], Layer] = {}
        self.herd_base_layers: dict[tuple[int, int], Layer] = {}
        self.herd_tile_layers: dict[tuple[int, int], Layer] = {}

    def layers(self) -> list[Layer]:
        return [
            self.ground_layer,
            *self.row_layers,
            *self.row_total_layers,
            *self.space_layers.values(),
            *self.gaucho_layers.values(),
            *self.pampa_mark_layers,
            *self.area_mark_layers,
            *self.area_layers.values(),
            self.side_layer,
            self.steppe_layer,
            self.pile_layer,
            self.pile_count_layer,
            self.pool_layer,
            self.dice_layer,
            self.track_layer,
            self.recent_layer,
            *self.frame_layers.values(),
            *self.panel_layers.values(),
            *self.icon_layers.values(),
            *self.name_layers.values(),
            *self.money_layers.values(),
            *self.supply_layers.values(),
            *self.start_layers.values(),
            *self.herd_base_layers.values(),
            *self.herd_tile_layers.values(),
            *self.herd_layers.values(),
            *self.herd_mark_layers.values(),
        ]

    def redraw(self, view: View, recent: tuple[str, tuple[str, ...]]) -> None:
        """Bring every layer up to date with ``view`` (each redraws only if its part
        changed); ``recent``: the title and lines of "Since your last turn"."""
        self.view = view
        names = tuple(self.names)
        seating = (view.players, view.seat, view.options.pampa_layout, view.removed_breed)
        self.ground_layer.refresh(seating, self._draw_ground, view)
        marks = self.marks
        lay = pampa_layout(view.options.pampa_layout, view.players)
        for r, layer in enumerate(self.row_layers):
            if r >= len(lay.rows):
                layer.clear()
                self.row_total_layers[r].clear()
                self.pampa_mark_layers[r].clear()
                continue
            indices = lay.rows[r]
            total = sum(tile_value(view.tiles[i]) for i in indices if view.tiles[i] >= 0)
            if layer.refresh(seating, self._draw_row_label, view, r):
                self.row_total_layers[r].invalidate()  # (the new label needs its tooltip)
            self.row_total_layers[r].refresh(
                (seating, total, view.options.fill_threshold),
                self._draw_row_total,
                view,
                r,
                total,
            )
            framed = tuple(i for i in indices if ("tile", i) in marks)
            self.pampa_mark_layers[r].refresh(
                (seating, framed),
                self._draw_pampa_marks,
                [L.space_pos(r, lay.space_of[i]) for i in framed],
            )
        small = view.options.small_numbers
        spaces = {i for indices in lay.rows for i in indices}
        for i in list(self.space_layers):
            if i not in spaces:
                self.space_layers.pop(i).clear()
                self.gaucho_layers.pop(i).clear()
        for i in sorted(spaces):
            tile = view.tiles[i]
            pos = L.space_pos(lay.row_of[i], lay.space_of[i])
            space = self.space_layers.get(i)
            if space is None:
                z = row_z(lay.row_of[i])
                space = self.space_layers[i] = Layer(self.scene, z=z)
                self.gaucho_layers[i] = Layer(self.scene, z=z + 0.002)
            small_no = small[tile_value(tile) - 1] if tile >= 0 else None
            space.refresh((seating, tile, small_no), self._draw_space, view, i, pos)
            g = view.gauchos[i]
            self.gaucho_layers[i].refresh((seating, g), self._draw_gaucho, g, pos)
        n = view.players
        for key in [k for k in self.area_layers if k[1] >= n]:
            self.area_layers.pop(key).clear()
        for a, marks_layer in enumerate(self.area_mark_layers):
            for seat in range(n):
                t = view.areas[a * n + seat]
                slot = self.area_layers.get((a, seat))
                if slot is None:
                    slot = self.area_layers[(a, seat)] = Layer(self.scene, z=2)
                fresh = t >= view.turn_no and view.phase == "turn" and seat == view.to_move
                slot.refresh(
                    (seating, t >= 0, fresh, names[seat] if seat < len(names) else ""),
                    self._draw_area_slot,
                    view,
                    a,
                    seat,
                )
            framed = tuple(s for s in range(n) if ("area_gaucho", (a, s)) in marks)
            marks_layer.refresh((seating, framed), self._draw_area_marks, view, a, framed)
        self.side_layer.refresh(
            (seating, view.round, self.final_banner(view)), self._draw_side, view
        )
        self.steppe_layer.refresh(
            (
                seating,
                view.steppe_count,
                view.steppe_known if view.hidden_active else (),
                view.options.small_numbers,
            ),
            self._draw_steppe,
            view,
        )
        pile = view.pile_count
        backs = min(5, max(1, pile // 8 + 1)) if pile else 1
        self.pile_layer.refresh((seating, backs, not pile), self._draw_pile, backs, not pile)
        self.pile_count_layer.refresh((seating, pile), self._draw_pile_count, view)
        self.pool_layer.refresh(
            (seating, view.pool, view.phase == "turn", is_diceless(view)),
            self._draw_pool,
            view,
        )
        mover = view.to_move
        self.dice_layer.refresh(
            (
                seating,
                view.dice,
                view.wish,
                view.dice_taken,
                mover,
                view.phase,
                view.hidden_active,
                names[mover] if mover is not None and mover < len(names) else "",
            ),
            self._draw_dice,
            view,
        )
        self.track_layer.refresh((seating, view.money, names), self._draw_track, view)
        title, lines = recent
        room = self.recent_rect(view)
        if self.recent_layer.refresh(
            (title, not lines, room.getRect()), self._draw_recent, title, not lines, room
        ):
            self._recent_shown = ()
        if lines != self._recent_shown:
            self._fill_recent(lines)
            self._recent_shown = lines
        me = self.viewer()
        order = [(me + k) % view.players for k in range(view.players)]
        rects = L.panel_rects(view.players)
        self._panel_of = dict(zip(order, rects, strict=True))
        for seat in list(self.panel_layers):
            if seat >= view.players:
                for layers in (
                    self.panel_layers,
                    self.icon_layers,
                    self.name_layers,
                    self.frame_layers,
                    self.money_layers,
                    self.supply_layers,
                    self.start_layers,
                ):
                    layers.pop(seat).clear()
        for seat, rect in self._panel_of.items():
            frame = self.frame_layers.get(seat)
            if frame is None:
                frame = self.frame_layers[seat] = Layer(self.scene, z=3.5)
            frame.refresh((seating, rect.getRect()), self._draw_panel_frame, view, seat, rect)
            plate = self.panel_layers.get(seat)
            if plate is None:
                plate = self.panel_layers[seat] = Layer(self.scene, z=4)
                self.name_layers[seat] = Layer(self.scene, z=4)
                self.icon_layers[seat] = Layer(self.scene, z=4.1)
                self.money_layers[seat] = Layer(self.scene, z=4.1)
                self.supply_layers[seat] = Layer(self.scene, z=4.1)
                self.start_layers[seat] = Layer(self.scene, z=4.1)
            to_move = self._marked(view, seat)
            plate.refresh((seating, rect.getRect(), to_move), self._draw_panel, view, seat, rect)
            self.name_layers[seat].refresh(
                (seating, rect.getRect(), self.panel_name_key(view, seat, rect)),
                self._draw_panel_name,
                view,
                seat,
                rect,
            )
            self.icon_layers[seat].refresh(
                (seating, rect.getRect()), self._draw_panel_icons, view, seat, rect
            )
            self.money_layers[seat].refresh(
                (seating, rect.getRect(), view.money[seat]),
                self._draw_panel_money,
                view,
                seat,
                rect,
            )
            self.supply_layers[seat].refresh(
                (seating, rect.getRect(), view.supply[seat], view.start_player == seat),
                self._draw_panel_supply,
                view,
                seat,
                rect,
            )
            self.start_layers[seat].refresh(
                (seating, rect.getRect(), view.start_player == seat),
                self._draw_panel_start,
                view,
                seat,
                rect,
            )
            for b in self.breeds_in_play(view):
                herd = view.herds[seat][b]
                herd_layer = self.herd_layers.get((seat, b))
                if herd_layer is None:
                    # each herd row above the one before it, its frames between them
                    z = 5 + 0.01 * b
                    herd_layer = self.herd_layers[(seat, b)] = Layer(self.scene, z=z)
                    self.herd_base_layers[(seat, b)] = Layer(self.scene, z=z - 0.002)
                    self.herd_tile_layers[(seat, b)] = Layer(self.scene, z=z - 0.001)
                    self.herd_mark_layers[(seat, b)] = Layer(self.scene, z=z - 0.004)
                if self.herd_base_layers[(seat, b)].refresh(
                    (seating, rect.getRect()), self.draw_herd_base, view, seat, b, rect
                ):
                    herd_layer.invalidate()  # (the new row needs its tooltip)
                self.herd_tile_layers[(seat, b)].revise(
                    (seating, rect.getRect(), herd), self.draw_herd_tiles, view, seat, b, rect
                )
                herd_layer.refresh(
                    (seating, rect.getRect(), herd), self.draw_herd_row, view, seat, b, rect
                )
                marked = tuple(
                    sorted(v[2] for role, v in marks if role == "herd_tile" and v[:2] == (seat, b))
                )
                self.herd_mark_layers[(seat, b)].refresh(
                    (seating, rect.getRect(), herd if marked else (), marked),
                    self.draw_herd_marks,
                    view,
                    seat,
                    b,
                    rect,
                    marked,
                )
        for key in list(self.herd_layers):
            if key[0] >= view.players or key[1] == view.removed_breed:
                self.herd_layers.pop(key).clear()
                self.herd_base_layers.pop(key).clear()
                self.herd_tile_layers.pop(key).clear()
                self.herd_mark_layers.pop(key).clear()

    def marks_for(self, events: Sequence[Event], view: View) -> frozenset[tuple[str, Any]]:
        """The targets the given events changed that are still on the board."""
        tile_index = {tile_code(t): i for i, t in enumerate(view.tiles) if t >= 0}
        marks: set[tuple[str, Any]] = set()
        lay = pampa_layout(view.options.pampa_layout, view.players)
        for e in events:
            p = e.params
            if e.key in ("EG.stood", "EG.lay", "EG.raised", "EG.hidden_taken", "EG.replaced"):
                for code in p.get("tiles", ()) or [p.get("tile")]:
                    if code in tile_index:
                        marks.add(("tile", tile_index[code]))
            elif e.key in ("EG.area_occupied", "EG.opening_placed"):
                seat, area = p.get("seat"), p.get("area")
                if (
                    area in AREAS
                    and seat is not None
                    and view.areas[AREAS.index(area) * view.players + seat] >= 0
                ):
                    marks.add(("area_gaucho", (AREAS.index(area), seat)))
            elif e.key == "EG.herd_added":
                seat, code, pos = p.get("seat"), str(p.get("tile", "")), p.get("position")
                b = next(
                    (i for i, c in enumerate(("BK", "BR", "WH", "SP", "RD")) if code.startswith(c)),
                    -1,
                )
                if seat is not None and b >= 0 and isinstance(pos, int):
                    herd = view.herds[seat][b]
                    if pos < len(herd) and herd[pos] == int(code[2:]):
                        marks.add(("herd_tile", (seat, b, pos)))
            elif e.key == "EG.pampa_refilled":
                for placed in p.get("placed", ()):
                    i = lay.index(int(placed["row"]), int(placed["space"]))
                    if i >= 0 and view.tiles[i] >= 0:
                        marks.add(("tile", i))
        return frozenset(marks)

    def marked_turn(self) -> int | None:
        """The seat whose panel is marked as on turn (None: nobody, or nothing drawn yet)."""
        view = self.view
        if view is None:
            return None
        return next((s for s in self._panel_of if self._marked(view, s)), None)

    def _marked(self, view: View, seat: int) -> bool:
        """Whether ``seat``'s panel is marked as on turn: the seat the shell's banner names
        (during the pause after an AI's move, that AI), not yet the view's seat to move."""
        return self.turn_mark(view.to_move, view.game_over) == seat

    def viewer(self) -> int:
        assert self.view is not None
        return self.view.seat if self.view.seat is not None else 0

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else fill(tr("Seat %1"), seat + 1)

    def register(self, role: str, value: Any, item: Any) -> None:
        self.bind(item, (role, value))
        self.items[(role, value)] = item

    def forget(self, *roles: str) -> None:
        for key in [k for k in self.items if k[0] in roles]:
            del self.items[key]

    def _mark(self, layer: Layer, rect: QRectF) -> None:
        """A frame around something the last move changed."""
        frame = Box(rect.adjusted(-4, -4, 4, 4), None, MARK, 8, parent=layer)
        frame.border_width = 4
        frame.setZValue(-0.5)

    def breeds_in_play(self, view: View) -> list[int]:
        """Breed indices in play (all five, or four with 2 players)."""
        return [b for b in range(len(BREEDS)) if b != view.removed_breed]

    # ---------------------------------------------------------------- ground

    def _draw_ground(self, layer: Layer, view: View) -> None:
        """What changes only with the player count and the language: the pampa's rows, the
        action areas' pictures and names, the tray, the steppe and the titles."""
        lay = pampa_layout(view.options.pampa_layout, view.players)
        text_item(layer, tr("Pampa"), QPointF(L.PAMPA_LEFT, 2), 19, True)
        for r, length in enumerate(lay.row_lengths):
            strip = SvgItem(L.ART / "pampa_row.svg", *L.row_rect(r, length).size().toTuple(), layer)
            strip.setPos(L.row_rect(r, length).topLeft())
            strip.setZValue(-1)
            for sp in range(length):
                if not lay.usable[lay.index(r, sp)]:
                    pos = L.space_pos(r, sp)
                    # covered by a face-down tile, as on the table (the seed's 2-player setup)
                    closed = SvgItem(L.tile_path(None), L.TILE - 8, L.TILE - 8, layer)
                    closed.setPos(pos.x() + 4, pos.y() + 4)
                    closed.setOpacity(0.55)
                    closed.setToolTip(tr("Not used with this number of players."))
        text_item(layer, tr("Action areas"), QPointF(L.AREA_LEFT, 2), 19, True)
        for a in range(len(AREAS)):
            pos = L.area_pos(a)
            art = SvgItem(L.area_path(a), L.AREA_W, L.AREA_H, layer)
            art.setPos(pos)
            self.register("area", a, art)
            art.setToolTip(
                fill(
                    tr("%1 (cost %2): %3"), texts.area_name(a), AREA_COSTS[a], texts.area_effect(a)
                )
            )
            centred(
                layer,
                texts.area_name(a),
                QPointF(pos.x() + L.AREA_W / 2, pos.y() + L.AREA_H * L.AREA_BAND_Y),
                16,
                True,
                INK,
                L.AREA_W * L.AREA_BAND_W,
            ).setZValue(1)
            cost = Box(
                QRectF(pos.x() + 6, pos.y() + 6, 26, 26),
                PAPER,
                INK,
                6,
                str(AREA_COSTS[a]),
                17,
                layer,
            )
            cost.setZValue(2)
        tray = Box(L.TRAY_RECT, QColor("#EADBB8"), QColor("#9C6B3F"), 14, parent=layer)
        tray.setZValue(-1)
        text_item(
            layer,
            tr("Roll"),
            QPointF(L.TRAY_RECT.left() + 12, L.TRAY_RECT.top() + 3),
            16,
            True,
            MUTED,
        )
        steppe = SvgItem(L.ART / "steppe.svg", L.STEPPE_RECT.width(), L.STEPPE_RECT.height(), layer)
        steppe.setPos(L.STEPPE_RECT.topLeft())
        steppe.setToolTip(tr("The steppe: face-down tiles for Hidden cattle."))
        track = Box(L.TRACK_RECT, QColor("#F6EBD2"), QColor("#9C6B3F"), 10, parent=layer)
        track.setZValue(-1)
        coin = SvgItem(L.ART / "peso.svg", 22, 22, layer)
        coin.setPos(L.TRACK_RECT.left() + 8, L.TRACK_RECT.top() + 28)
        label(
            layer,
            tr("Pesos"),
            QPointF(L.TRACK_RECT.left() + 8, L.TRACK_RECT.top() + 4),
            16,
            True,
            MUTED,
            "left",
            64,
        )
        left, right = L.track_x(0), L.track_x(99) + (L.track_x(1) - L.track_x(0))
        rail_y = L.TRACK_RECT.top() + TRACK_RAIL
        rail = Box(
            QRectF(left, rail_y - 2, right - left, 4), QColor("#9C6B3F"), None, 2, parent=layer
        )
        rail.setZValue(0)
        for v in range(0, L.TRACK_MAX + 1, 10):
            x = left + (right - left) * v / L.TRACK_MAX
            tick = Box(QRectF(x - 1, rail_y - 7, 2, 14), INK, None, 1, parent=layer)
            tick.setZValue(0)
            if v % 20 == 0:
                centred(layer, str(v), QPointF(x, rail_y + 18), 16, False, MUTED)

    # ---------------------------------------------------------------- pampa

    def _draw_row_label(self, layer: Layer, view: View, r: int) -> None:
        """Row ``r``'s label with its number (the total of its tiles is
        :meth:`_draw_row_total`, its tiles :meth:`_draw_space`)."""
        top = L.space_pos(r, 0).y()
        self._row_labels[r] = Box(
            QRectF(6, top, L.ROW_LABEL_W, L.TILE), QColor("#C48A52"), INK, 8, parent=layer
        )
        centre = 6 + L.ROW_LABEL_W / 2
        centred(layer, str(r + 1), QPointF(centre, top + 20), 20, True, QColor("#FFFFFF"))

    def _draw_row_total(self, layer: Layer, view: View, r: int, total: int) -> None:
        """The total of row ``r``'s tiles on its label, and the label's tooltip saying it."""
        top = L.space_pos(r, 0).y()
        self._row_labels[r].setToolTip(
            fill(
                tr("Row %1: its tiles add up to %2 (refill limit %3)."),
                r + 1,
                total,
                view.options.fill_threshold,
            )
        )
        centred(
            layer,
            str(total),
            QPointF(6 + L.ROW_LABEL_W / 2, top + L.TILE - 18),
            16,
            True,
            QColor("#FFF3D6"),
        )

    def _draw_space(self, layer: Layer, view: View, i: int, pos: QPointF) -> None:
        """Pampa space ``i`` (top-left ``pos``): its face-up tile, or the empty space."""
        self.items.pop(("tile", i), None)
        self.items.pop(("space", i), None)
        tile = view.tiles[i]
        if tile < 0:
            space = Box(
                QRectF(pos.x(), pos.y(), L.TILE, L.TILE),
                QColor(255, 255, 255, 40),
                QColor("#6E9F45"),
                8,
                parent=layer,
            )
            space.setToolTip(tr("Empty space"))
            self.register("space", i, space)
            return
        self.register("tile", i, self.tile_item(layer, view, tile, pos, L.TILE))

    def _draw_gaucho(self, layer: Layer, g: int, pos: QPointF) -> None:
        """The gaucho ``g`` (seat << 1 | lying; -1: none) on the pampa tile at ``pos``."""
        if g >= 0:
            self._gaucho_on_tile(layer, g >> 1, bool(g & 1), pos)

    def _draw_pampa_marks(self, layer: Layer, positions: Sequence[QPointF]) -> None:
        """The "just happened" frames of the pampa tiles the last moves changed."""
        for pos in positions:
            self._mark(layer, QRectF(pos.x(), pos.y(), L.TILE, L.TILE))

    def tile_item(self, parent: Any, view: View, tile: int, pos: QPointF, size: float) -> SvgItem:
        """A face-up tile with its value in the top-left corner and its small number (what
        lying costs) in the bottom-right one: each fits its corner of the art (the value's
        holds "12" at 16 units) and is at least :data:`~.layout.MIN_FONT` units. A tile
        smaller than :data:`~.layout.VALUE_TILE_MIN` (one flying into a herd) shows its value
        only."""
        item = SvgItem(L.tile_path(tile_breed(tile)), size, size, parent)
        item.setPos(pos)
        value = tile_value(tile)
        s = size / 100
        low, high = L.VALUE_CORNER
        middle = (low + high) / 2 * s
        centred(item, str(value), QPointF(middle, middle), value_font((high - low) * s), True)
        if size >= L.VALUE_TILE_MIN:
            low, high = L.SMALL_CORNER
            lie = str(small_number(view, value))
            middle = (low + high) / 2 * s
            centred(item, lie, QPointF(middle, middle), max(L.MIN_FONT, 18 * s), True, MUTED)
        item.setToolTip(
            fill(
                tr("%1 — stand for %2, lie for %3"),
                texts.tile_name(tile),
                value,
                small_number(view, value),
            )
        )
        return item

    def _gaucho_on_tile(self, layer: Layer, seat: int, lying: bool, pos: QPointF) -> SvgItem:
        rect = L.lying_rect(pos) if lying else L.standing_rect(pos)
        pawn = SvgItem(
            L.gaucho_path(lying), rect.width(), rect.height(), layer, SEAT_HEX[seat % len(SEAT_HEX)]
        )
        pawn.setPos(rect.topLeft())
        pawn.setZValue(2)
        pawn.data_value = ("pawn", seat, round(pos.x()), round(pos.y()))
        sym = seat_symbol(seat, QPointF(pos.x() + 14, pos.y() + L.TILE - 14), 8, layer)
        sym.setZValue(3)
        return pawn

    # ---------------------------------------------------------------- action areas

    def _draw_area_slot(self, layer: Layer, view: View, a: int, seat: int) -> None:
        """The slot of ``seat`` on action area ``a``: empty, or its gaucho."""
        self.items.pop(("area_gaucho", (a, seat)), None)
        n = view.players
        rect = L.area_slot_rect(a, seat, n)
        placed = view.areas[a * n + seat]
        # gauchos (and their highlights) above the empty slots, as in one group
        layer.setZValue(2.002 if placed >= 0 else 2.001)
        if placed < 0:
            slot = Box(
                rect.adjusted(2, 22, -2, 0),
                QColor(255, 255, 255, 90),
                seat_qcolour(seat),
                10,
                parent=layer,
            )
            slot.setZValue(1)
            return
        pawn = SvgItem(
            L.gaucho_path(False),
            rect.width(),
            rect.height(),
            layer,
            SEAT_HEX[seat % len(SEAT_HEX)],
        )
        pawn.setPos(rect.topLeft())
        pawn.setZValue(2)
        fresh = placed >= view.turn_no and view.phase == "turn" and seat == view.to_move
        pawn.setOpacity(0.7 if fresh else 1.0)
        self.register("area_gaucho", (a, seat), pawn)
        sym = seat_symbol(seat, QPointF(rect.center().x(), rect.bottom() - 2), 6, layer)
        sym.setZValue(3)
        pawn.setToolTip(
            fill(
                tr("%1's gaucho on %2 (placed this turn)"),
                self.name(seat),
                texts.area_name(a),
            )
            if fresh
            else fill(tr("%1's gaucho on %2"), self.name(seat), texts.area_name(a))
        )

    def _draw_area_marks(self, layer: Layer, view: View, a: int, seats: Sequence[int]) -> None:
        """The "just happened" frames of the gauchos of ``seats`` on action area ``a``."""
        for seat in seats:
            self._mark(layer, L.area_slot_rect(a, seat, view.players))

    # ---------------------------------------------------------------- round, steppe, pile

    def _draw_side(self, layer: Layer, view: View) -> None:
        """The round, the breed not in a 2-player game and the final rounds' banner (the
        steppe is :meth:`_draw_steppe`, the pile :meth:`_draw_pile`)."""
        round_text = tr("Setup") if view.round == 0 else fill(tr("Round %1"), view.round)
        text_item(layer, round_text, QPointF(L.SIDE_LEFT, 2), 19, True)
        if view.removed_breed >= 0:  # with 2 players, say which breed is not in the game
            text = fill(tr("Not in this game: %1"), texts.breed_name(view.removed_breed))
            size, lines = fit_lines(
                text, 16, L.SIDE_W, 2, True, [texts.breed_name(view.removed_breed)], L.MIN_FONT
            )
            tip = fill(
                tr("2 players: the %1 tiles stay in the box; that breed is not in this game."),
                texts.breed_name(view.removed_breed),
            )
            for k, line in enumerate(lines[:2]):
                y = L.STEPPE_RECT.bottom() + 24 + k * (size + 4)
                centre = QPointF(L.SIDE_LEFT + L.SIDE_W / 2, y)
                text_item(layer, line, centre, size, True, WARN, "centre").setToolTip(tip)
        banner = self.final_banner(view)
        if banner:
            box = Box(L.BANNER_RECT, QColor("#F6D6C8"), WARN, 10, banner, L.MIN_FONT, layer)
            box.border_width = 3

    def _draw_steppe(self, layer: Layer, view: View) -> None:
        """The steppe's face-down tiles (or, while Hidden cattle is resolved, the ones the
        player sees face up) and their count."""
        self.forget("steppe_tile")
        known = list(view.steppe_known) if view.hidden_active else []
        if known:
            for k, tile in enumerate(known):
                item = self.tile_item(layer, view, tile, L.steppe_tile_pos(k), L.STEPPE_TILE)
                item.setZValue(3)
                self.register("steppe_tile", tile_code(tile), item)
        else:
            for k in range(view.steppe_count):
                back = SvgItem(L.tile_path(None), 46, 46, layer)
                back.setPos(L.STEPPE_RECT.left() + 36 + k * 3, L.STEPPE_RECT.top() + 28 - k * 3)
                back.setZValue(1)
        text_item(
            layer,
            fill(tr("Steppe: %1"), view.steppe_count),
            QPointF(L.STEPPE_RECT.center().x(), L.STEPPE_RECT.bottom() + 2),
            16,
            True,
            INK,
            "centre",
        )

    def _draw_pile(self, layer: Layer, backs: int, empty: bool) -> None:
        """The pile of face-down tiles: ``backs`` of them (a few, more for a bigger pile),
        faded if the pile is ``empty``; its count is :meth:`_draw_pile_count`."""
        for k in range(backs):
            back = SvgItem(L.tile_path(None), 60, 60, layer)
            back.setPos(L.PILE_POS.x() + k * 2, L.PILE_POS.y() + 20 - k * 3)
            back.setOpacity(0.25 if empty else 1.0)

    def _draw_pile_count(self, layer: Layer, view: View) -> None:
        """How many tiles the pile holds, under it."""
        text_item(
            layer,
            fill(tr("Pile: %1"), view.pile_count),
            QPointF(L.PILE_POS.x() + 34, L.STEPPE_RECT.bottom() + 2),
            16,
            True,
            INK,
            "centre",
        )

    def final_banner(self, view: View) -> str:
        """The on-screen announcement of the final rounds ("" before the end is triggered)."""
        if view.end_round < 0 or view.game_over:
            return tr("Game over") if view.game_over else ""
        if view.phase == "final":
            return tr("Final scoring")
        if is_diceless(view):
            return tr("Dice-less round: only action areas")
        if view.round == view.end_round + 1:
            return tr("Last round with dice!")
        return tr("The pile is empty: one more round with dice, then a dice-less round")

    # ---------------------------------------------------------------- dice tray

    def dice_left(self, view: View) -> float:
        """Where the mover's dice begin in the tray: at :data:`~.layout.OWN_LEFT`, or further
        right (to :data:`~.layout.OWN_LEFT_MOST`) while another player's name is too wide for
        the room left of them at :data:`~.layout.MIN_FONT` (their dice have no button
        beside them)."""
        mover = view.to_move
        if mover is None or mover == view.seat:
            return L.OWN_LEFT
        name = self.name(mover)
        who = fill(tr("%1's dice"), name)
        # the piece of the label that holds the name and cannot be broken ("Ann's")
        start = max(0, who.find(name))
        cuts = [0, *break_points(who, [name]), len(who)]
        first = max(c for c in cuts if c <= start)
        last = min(c for c in cuts if c >= start + len(name))
        need = text_width(who[first:last].rstrip(), L.MIN_FONT, True) + 2
        room = L.OWN_LEFT - L.TRAY_RECT.left() - 20
        return min(L.OWN_LEFT_MOST, L.OWN_LEFT + max(0.0, need - room))

    def spendable(self, view: View) -> list[int]:
        """The mover's dice: the two taken (unspent ones) and the Wish die, if any."""
        return [*view.dice, *([view.wish] if view.wish else [])]

    def _draw_pool(self, layer: Layer, view: View) -> None:
        """The dice of the roll still in the tray (or why there are none)."""
        self.forget("pool_die")
        for k, value in enumerate(view.pool):
            die = SvgItem(L.die_path(value), L.DIE, L.DIE, layer)
            die.setPos(L.pool_die_pos(k, len(view.pool)))
            self.register("pool_die", k, die)
            die.setToolTip(fill(tr("A rolled %1 (key %2)"), value, k + 1) if k < 9 else "")
        if not view.pool and view.phase == "turn":
            msg = tr("No dice in this round") if is_diceless(view) else tr("All dice are taken")
            centred(
                layer,
                msg,
                QPointF(L.TRAY_RECT.center().x(), L.POOL_TOP + L.DIE / 2),
                16,
                False,
                MUTED,
            )

    def _draw_dice(self, layer: Layer, view: View) -> None:
        """The mover's dice (taken, unspent, the Wish die) and the end-turn button."""
        self.forget("die", "button")
        mover = view.to_move
        if mover is None or view.phase not in ("turn",):
            return
        # whose dice: wrapped onto up to three lines left of them, never inside the name
        # (shrunk only if three lines at 17 units are not enough); it was one elided line
        name = self.name(mover)
        who = tr("Your dice") if mover == view.seat else fill(tr("%1's dice"), name)
        left = self.dice_left(view)
        room = left - L.TRAY_RECT.left() - 20
        size, lines = fit_lines(who, 17, room, 3, True, [name], L.MIN_FONT)
        owner = text_item(
            layer, "\n".join(lines[:3]), QPointF(L.TRAY_RECT.left() + 12, 0), size, True
        )
        owner.setY(L.OWN_TOP + L.DIE / 2 - owner.boundingRect().height() / 2)
        owner.setToolTip(who)
        dice = self.spendable(view)
        for k, value in enumerate(dice):
            pos = L.own_die_pos(2 if (view.wish and k == len(dice) - 1) else k, left)
            die = SvgItem(L.die_path(value), L.DIE, L.DIE, layer)
            die.setPos(pos)
            self.register("die", k, die)
            if view.wish and k == len(dice) - 1:
                tag = Box(
                    QRectF(pos.x() - 6, pos.y() + L.DIE + 2, L.DIE + 12, 21),
                    GOLD,
                    INK,
                    6,
                    tr("Wish"),
                    L.MIN_FONT,
                    layer,
                )
                tag.setZValue(1)
                die.setToolTip(fill(tr("The Wish die: %1 (key %2)"), value, k + 1))
            else:
                die.setToolTip(fill(tr("Your die: %1 (key %2)"), value, k + 1))
        if view.dice_taken and not dice:
            centred(
                layer,
                tr("all spent"),
                QPointF(L.own_die_pos(0, left).x() + 50, L.OWN_TOP + L.DIE / 2),
                16,
                False,
                MUTED,
            )
        if mover == view.seat and not view.dice_taken:  # take the two dice chosen (EG-3.1)
            take = Box(
                QRectF(left, L.OWN_TOP - 2, 160, 50),
                GOLD,
                INK,
                12,
                tr("Take (Enter)"),
                L.MIN_FONT,
                layer,
            )
            take.setZValue(2)
            take.setToolTip(tr("Take the two dice chosen (Enter)"))
            self.register("button", "take", take)
        if mover == view.seat:
            hidden = view.hidden_active
            label = tr("Done (E)") if hidden else tr("End turn (E)")
            button = Box(L.END_TURN_RECT, GOLD, INK, 12, label, 17, layer)
            button.setZValue(2)
            self.register("button", "hidden_done" if hidden else "end_turn", button)

    # ---------------------------------------------------------------- money track

    def _draw_track(self, layer: Layer, view: View) -> None:
        """A token per seat at its pesos modulo 100 (tokens close together stack up), with a
        badge counting the laps of 100 it has done."""
        rail_y = L.TRACK_RECT.top() + TRACK_RAIL
        placed: list[float] = []
        for seat in sorted(range(view.players), key=lambda s: (view.money[s] % L.TRACK_MAX, s)):
            money = view.money[seat]
            x = L.track_x(money)
            lane = sum(1 for other in placed if abs(other - x) < 20)
            placed.append(x)
            y = rail_y - 2 - lane * 13
            token = seat_symbol(seat, QPointF(x, y), 9, layer)
            token.setZValue(2 + lane)
            token.setToolTip(fill(tr("%1: %2"), self.name(seat), texts.pesos_text(money)))
            laps = money // L.TRACK_MAX
            if laps:
                badge = Box(
                    QRectF(x + 6, y - 21, 21, 21),
                    QColor("#FFFFFF"),
                    INK,
                    10,
                    str(laps),
                    L.MIN_FONT,
                    layer,
                )
                badge.border_width = 1.5
                badge.setZValue(3 + lane)
                badge.setToolTip(fill(tr("%1: %2"), self.name(seat), texts.pesos_text(money)))

    # ---------------------------------------------------------------- since your last move

    def recent_rect(self, view: View) -> QRectF:
        """Where "Since your last move" is: under the final rounds' banner when there is one."""
        return L.RECENT_UNDER_BANNER if self.final_banner(view) else L.RECENT_RECT

    def _draw_recent(self, layer: Layer, title: str, empty: bool, rect: QRectF) -> None:
        """The "Since your last move" panel in ``rect`` with its title, and "Nothing new." if
        ``empty`` (else an empty block that :meth:`_fill_recent` fills with the lines)."""
        self._recent_block = None
        self._recent_room = QRectF(rect)
        self._recent_heights = {}
        box = Box(rect, PAPER, QColor("#B9A886"), 10, parent=layer)
        box.setZValue(-1)
        label(
            layer,
            title,
            QPointF(rect.left() + 10, rect.top() + 6),
            17,
            True,
            INK,
            "left",
            rect.width() - 20,
        )
        if empty:
            text_item(
                layer,
                tr("Nothing new."),
                QPointF(rect.left() + 10, rect.top() + 32),
                L.MIN_FONT,
                False,
                MUTED,
            )
            return
        top = rect.top() + 30
        self._recent_block = text_block(
            layer, "", QPointF(rect.left() + 4, top), rect.width() - 8, L.MIN_FONT
        )

    def _fill_recent(self, lines: Sequence[str]) -> None:
        """Write the newest of ``lines`` that fit into the "Since your last move" block (each
        line measured once, wrapped to the panel)."""
        block = self._recent_block
        if block is None:
            return
        rect = self._recent_room
        top = rect.top() + 30
        room = rect.bottom() - top - 4
        heights = self._recent_heights
        metrics: QFontMetricsF | None = None
        width = rect.width() - 8 - 12
        shown: list[str] = []
        used = 0.0
        for line in reversed(lines):
            height = heights.get(line)
            if height is None:
                if metrics is None:
                    metrics = QFontMetricsF(board_font(L.MIN_FONT))
                height = heights[line] = metrics.boundingRect(
                    QRectF(0, 0, width, 10000),
                    int(Qt.TextFlag.TextWordWrap),
                    "• " + whole_names(line),  # (as the block lays it out)
                ).height()
            if shown and used + height > room:
                break
            shown.insert(0, line)
            used += height
        block.setPlainText(whole_names("\n".join("• " + s for s in shown)))

    # ---------------------------------------------------------------- seat panels

    def _draw_panel_frame(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """What of a seat's panel changes only with the seating: its card and colour."""
        panel = Box(rect, PAPER, seat_qcolour(seat), 14, parent=layer)
        panel.border_width = 3
        panel.setZValue(-1)

    def _draw_panel(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's panel head: turn badge and frame (its name is :meth:`_draw_panel_name`, its
        card :meth:`_draw_panel_frame`, its symbol and the coin and gaucho icons
        :meth:`_draw_panel_icons`, its pesos :meth:`_draw_panel_money`, its supply and start
        badge :meth:`_draw_panel_supply`, its herds :meth:`draw_herd_row`). The turn frame is
        four thin edges, so a turn change repaints little of the board."""
        if self._marked(view, seat):
            head = Box(
                QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 66),
                QColor("#FFEFC4"),
                None,
                11,
                parent=layer,
            )
            head.setZValue(0)
            t = 6.0
            for edge in (
                QRectF(rect.left() - t / 2, rect.top() - t / 2, rect.width() + t, t),
                QRectF(rect.left() - t / 2, rect.bottom() - t / 2, rect.width() + t, t),
                QRectF(rect.left() - t / 2, rect.top(), t, rect.height()),
                QRectF(rect.right() - t / 2, rect.top(), t, rect.height()),
            ):
                frame = Box(edge, INK, None, 3, parent=layer)
                frame.setZValue(8)
        badge_text, badge_w = self._badge(view, seat)
        if badge_text:
            x = rect.right() - badge_w - 8
            badge = Box(
                QRectF(x, rect.top() + 6, badge_w, 28), GOLD, INK, 8, badge_text, L.MIN_FONT, layer
            )
            badge.setZValue(1)
            badge.setToolTip(self._badge_words(view, seat))

    def _badge(self, view: View, seat: int) -> tuple[str, float]:
        """The turn badge of ``seat``'s panel and its width ("" and 0 when it has none):
        see :meth:`_head`."""
        _, text, width = self._head(view, seat)
        return text, width

    def _head(self, view: View, seat: int) -> tuple[str, str, float]:
        """What ``seat``'s panel head shows: the name, the turn badge and its width. The
        name is never cut for the rest's sake: "Ann (you)" beside "▶ your turn" if both fit at
        :data:`~.layout.MIN_FONT`, else beside a badge of "▶" only (the words in its
        tooltip), else the name alone without "(you)" (the viewer's panel is the first)."""
        name, own = self.name(seat), self._panel_name(view, seat)
        rect = self._panel_of.get(seat)
        room = rect.width() - 50 if rect is not None else 1e9
        if not self._marked(view, seat):
            badges = [("", 0.0)]
        else:
            words = self._badge_words(view, seat)
            badges = [
                (words, self._label_width(words, L.MIN_FONT) + 20),
                ("▶", self._label_width("▶", L.MIN_FONT) + 20),
            ]
        for shown in dict.fromkeys((own, name)):
            for text, width in badges:
                if self._label_width(shown, L.MIN_FONT) <= room - width:
                    return shown, text, width
        return name, *badges[-1]

    def _badge_words(self, view: View, seat: int) -> str:
        return tr("▶ your turn") if seat == view.seat else tr("▶ to play")

    def _label_width(self, text: str, size: float) -> float:
        """The natural width of a bold :func:`text_item` label (measured once per text)."""
        width = self._label_widths.get((text, size))
        if width is None:
            probe = text_item(None, text, QPointF(0, 0), size, True)
            width = self._label_widths[(text, size)] = probe.boundingRect().width()
        return width

    def panel_name_key(self, view: View, seat: int, rect: QRectF) -> Hashable:
        """What :meth:`_draw_panel_name` shows: the name, and the room it gets only if it needs
        shrinking (a name that fits looks the same beside a turn badge or without one)."""
        name, _, badge = self._head(view, seat)
        room = rect.width() - 50 - badge
        return (self.name(seat), name, None if self._label_width(name, 19) <= room else room)

    def _panel_name(self, view: View, seat: int) -> str:
        name = self.name(seat)
        return fill(tr("%1 (you)"), name) if seat == view.seat else name

    def _draw_panel_name(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's name in its panel head, shrunk to leave room for its turn badge."""
        shown, _, badge = self._head(view, seat)
        name = label(
            layer,
            shown,
            QPointF(rect.left() + 38, rect.top() + 8),
            19,
            True,
            INK,
            "left",
            rect.width() - 50 - badge,
        )
        name.setToolTip(self._panel_name(view, seat))

    def _draw_panel_icons(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """What of a seat's panel head changes only with the seating: the seat's symbol, the
        coin before its pesos and the gaucho before its supply (above the turn highlight)."""
        seat_symbol(seat, QPointF(rect.left() + 20, rect.top() + 20), 11, layer).setZValue(1)
        stats_y = rect.top() + 38
        coin = SvgItem(L.ART / "peso.svg", 24, 24, layer)
        coin.setPos(rect.left() + 12, stats_y)
        pawn = SvgItem(L.gaucho_path(False), 16, 27, layer, SEAT_HEX[seat % len(SEAT_HEX)])
        pawn.setPos(rect.left() + 100, stats_y - 2)

    def _draw_panel_money(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's pesos in its panel (the coin is :meth:`_draw_panel_icons`)."""
        stats_y = rect.top() + 38
        text_item(layer, str(view.money[seat]), QPointF(rect.left() + 40, stats_y + 2), 18, True)

    def _draw_panel_supply(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's gauchos in supply (the gaucho icon is :meth:`_draw_panel_icons`, the start
        player's "1st" badge :meth:`_draw_panel_start`)."""
        stats_y = rect.top() + 38
        supply = label(
            layer,
            fill(tr("×%1 in supply"), view.supply[seat]),
            QPointF(rect.left() + 120, stats_y + 2),
            L.MIN_FONT,
            False,
            INK,
            "left",
            rect.width() - 130 - self._start_badge_width(view, seat) - 10,
        )
        supply.setToolTip(tr("Gauchos in supply"))

    def _start_badge_width(self, view: View, seat: int) -> float:
        """The width of ``seat``'s "1st" badge (0 if it is not the start player)."""
        return text_width(tr("Start"), L.MIN_FONT, True) + 18 if seat == view.start_player else 0.0

    def _draw_panel_start(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """The start player's "1st" badge in its panel (nothing for the other seats)."""
        if seat == view.start_player:
            stats_y = rect.top() + 38
            start_w = self._start_badge_width(view, seat)
            start = Box(
                QRectF(rect.right() - 8 - start_w, stats_y, start_w, 24),
                QColor("#FFFFFF"),
                INK,
                12,
                tr("Start"),
                L.MIN_FONT,
                layer,
            )
            start.setToolTip(tr("Start player"))

    def draw_herd_base(self, layer: Layer, view: View, seat: int, b: int, rect: QRectF) -> None:
        """What of ``seat``'s herd row of breed ``b`` changes only with the seating: the row
        (a click target; its tooltip comes from :meth:`draw_herd_row`) and its rail."""
        self.items.pop(("herd", (seat, b)), None)
        breeds = self.breeds_in_play(view)
        top = L.herd_row_top(rect, breeds.index(b), len(breeds))
        row_h, tile = L.herd_rows(len(breeds))
        row = Box(
            QRectF(rect.left() + 6, top + 2, rect.width() - 12, row_h - 6),
            None,
            None,
            8,
            parent=layer,
        )
        self.register("herd", (seat, b), row)
        rail = SvgItem(L.ART / "herd_rail.svg", rect.width() - 24, 12, layer)
        rail.setPos(rect.left() + 10, top + tile - 4)
        rail.setZValue(0.2)

    def draw_herd_row(self, layer: Layer, view: View, seat: int, b: int, rect: QRectF) -> None:
        """The breed's name and the sale value of ``seat``'s herd of breed ``b`` in its panel
        ``rect`` (its row and rail are :meth:`draw_herd_base`, its tiles
        :meth:`draw_herd_tiles`)."""
        breeds = self.breeds_in_play(view)
        top = L.herd_row_top(rect, breeds.index(b), len(breeds))
        herd = view.herds[seat][b]
        row = self.items[("herd", (seat, b))]
        value_w = L.SALE_W
        if not herd:
            text_item(
                layer,
                texts.breed_name(b),
                QPointF(rect.left() + 14, top + 14),
                L.MIN_FONT,
                False,
                MUTED,
            )
            row.setToolTip(fill(tr("%1: no herd yet"), texts.breed_name(b)))
            return
        if len(herd) == 1:
            sale = fill(tr("(%1)"), herd[0])
            tip = tr("A single tile: it is sold only at the end, for its value.")
        else:
            arrow = "↗" if herd[-1] > herd[0] else "↘"
            sale = fill(
                tr("%1 %2 = %3", "direction, sale arithmetic, pesos"),
                arrow,
                texts.sale_sum(len(herd), max(herd), 0),
                len(herd) * max(herd),
            )
            tip = fill(
                tr("%1 — sells now for %2"),
                texts.herd_name(b),
                texts.pesos_text(len(herd) * max(herd)),
            )
        # the breed's name above the sale value, right of the tiles (never under them)
        name = label(
            layer,
            texts.breed_name(b),
            QPointF(rect.right() - 12, top + 2),
            L.MIN_FONT,
            False,
            MUTED,
            "right",
            value_w,
        )
        name.setZValue(2)
        value = label(
            layer, sale, QPointF(rect.right() - 12, top + 22), 17, True, INK, "right", value_w
        )
        value.setZValue(2)
        row.setToolTip(tip)

    def draw_herd_tiles(self, layer: Layer, view: View, seat: int, b: int, rect: QRectF) -> None:
        """The tiles of ``seat``'s herd of breed ``b``, each with its value (for
        :meth:`~farmhouse.app.board.layers.Layer.revise`: the layer's tiles are kept, moved
        and relabelled, so a tile joining a herd leaves the tiles that stay put alone)."""
        for key in [k for k in self.items if k[0] == "herd_tile" and k[1][:2] == (seat, b)]:
            del self.items[key]
        breeds = self.breeds_in_play(view)
        top = L.herd_row_top(rect, breeds.index(b), len(breeds))
        size = L.herd_rows(len(breeds))[1]
        herd = view.herds[seat][b]
        room = L.herd_room(rect)
        kept: list[Any] = layer.childItems()
        if kept and kept[0].size != (size, size):  # (another number of breeds: other tiles)
            for old in kept:
                layer.scene().removeItem(old)
            kept = []  # (in stacking order: tile k above tile k - 1)
        for k, value in enumerate(herd):
            pos = QPointF(L.herd_tile_x(rect, k, len(herd), room, size), top + 2)
            tile: Any
            if k < len(kept):
                tile = kept[k]
                if tile.pos() != pos:
                    tile.setPos(pos)
                tag = tile.childItems()[0]  # its value
                if tag.text != str(value):
                    tag.text = str(value)
                    tag.update()
            else:
                tile = SvgItem(L.tile_path(b), size, size, layer)
                tile.setPos(pos)
                tile.setZValue(1 + k * 0.01)
                tag = Box(
                    QRectF(1, 1, L.HERD_TAG_W, L.HERD_TAG_H),
                    QColor("#FFFFFF"),
                    INK,
                    6,
                    str(value),
                    17,
                    tile,
                )
                tag.border_width = 1.5
            self.register("herd_tile", (seat, b, k), tile)
            tile.setToolTip(texts.tile_name(make_tile(b, value)))
        scene = layer.scene()
        for tile in kept[len(herd) :]:
            scene.removeItem(tile)

    def draw_herd_marks(
        self, layer: Layer, view: View, seat: int, b: int, rect: QRectF, marked: Sequence[int]
    ) -> None:
        """The "just happened" frames of the tiles ``marked`` in ``seat``'s herd of ``b``."""
        breeds = self.breeds_in_play(view)
        top = L.herd_row_top(rect, breeds.index(b), len(breeds))
        size = L.herd_rows(len(breeds))[1]
        herd = view.herds[seat][b]
        room = L.herd_room(rect)
        for k in marked:
            x = L.herd_tile_x(rect, k, len(herd), room, size)
            self._mark(layer, QRectF(x, top + 2, size, size))

    def herd_anchor(self, seat: int, breed: int) -> QPointF:
        """Where a tile joining ``seat``'s herd of ``breed`` lands (for the animations)."""
        view = self.view
        rect = self._panel_of.get(seat)
        if view is None or rect is None:
            return QPointF(L.SCENE.center().x(), L.PANELS_TOP + 100)
        slots = self.breeds_in_play(view)
        slot = slots.index(breed) if breed in slots else 0
        herd = view.herds[seat][breed]
        room = L.herd_room(rect)
        size = L.herd_rows(len(slots))[1]
        x = L.herd_tile_x(rect, max(0, len(herd) - 1), max(1, len(herd)), room, size)
        return QPointF(x, L.herd_row_top(rect, slot, len(slots)) + 2)

    def supply_anchor(self, seat: int) -> QPointF:
        """Where a seat's gauchos in supply are drawn (for the animations)."""
        rect = self._panel_of.get(seat)
        return (
            QPointF(rect.left() + 100, rect.top() + 38)
            if rect is not None
            else QPointF(L.SCENE.center().x(), L.PANELS_TOP + 100)
        )

    def money_anchor(self, seat: int) -> QPointF:
        """Where a seat's pesos are written (for the animations)."""
        rect = self._panel_of.get(seat)
        return (
            QPointF(rect.left() + 40, rect.top() + 38)
            if rect is not None
            else QPointF(L.SCENE.center().x(), L.PANELS_TOP + 100)
        )


def row_z(row: int) -> float:
    """The stacking of pampa row ``row``'s layers: each row above the rows below it."""
    return 1 + 0.01 * row


def pen(colour: QColor, width: float) -> QPen:
    """A pen (kept for the board's frames)."""
    p = QPen(colour, width)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


__all__ = ["Table", "centred", "pale", "pen"]
