"""The drawn layers of the El Gaucho board (:class:`Table`): each part of the view (the
ground, the pampa, the action areas, the round/steppe/pile column, the dice tray, the money
track, "Since your last move", one panel per seat) in its own layer, redrawn only when it
changes; the dice of the roll and each herd's tiles are kit Zone rows.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from farmhouse.app.board import text as kit_text
from farmhouse.app.board.game_board import GameBoard, ring_with
from farmhouse.app.board.layers import Layer, LayerMap
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER, WARN
from farmhouse.app.board.parts.pile import Pile
from farmhouse.app.board.parts.plate import PlateFit, SeatPlate, fit_plate
from farmhouse.app.board.parts.recent import RecentPanel
from farmhouse.app.board.parts.zone import Piece, Zone
from farmhouse.app.board.seats import SEAT_HEX, seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem, svg_piece
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import fit_lines, text_item, text_width, unbroken_width
from farmhouse.games.el_gaucho import data, texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.choices import own_dice, start_player, taking_dice
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, tile_breed, tile_code, tile_value
from farmhouse.games.el_gaucho.rules import View, final_outcome, is_diceless, pampa_layout
from farmhouse.games.el_gaucho.texts import fill, tr

MARK = QColor("#E0901A")  # the "just happened" frame
TRACK_RAIL = 34.0  # the money track's rail, below the track's top (the lane over it: room)
WHITE = QColor("#FFFFFF")
# Where the animations start or end for a seat with no panel yet.
AWAY = QPointF(L.SCENE.center().x(), L.PANELS_TOP + 100)


# A kit text_item fitted to its ``max_width`` down to MIN_FONT (12 px at 1280 × 720), then
# elided (its whole text in its tooltip).
label = functools.partial(text_item, min_size=L.MIN_FONT)
centred = functools.partial(kit_text.centred_item, min_size=L.MIN_FONT)  # (centred both ways)
SUPPLY_X = 88.0  # a panel's gaucho pawn (its supply after it), right of the pesos
# A seat panel's head: its plate lit only there
_plate = functools.partial(SeatPlate, z=3.5, border=3, symbol=(20, 20), name_left=38, head=69)
_plate = functools.partial(_plate, badge_size=L.MIN_FONT, min_size=L.MIN_FONT)


@functools.cache
def value_font(corner: float) -> float:
    """The font size of a tile's value in a corner ``corner`` units wide ("12" fits it)."""
    per_unit = text_width("12", 100, True) / 100
    return max(L.MIN_FONT, min(22.0, (corner - 2) / per_unit))


class Table:
    """The drawn ``board`` but the prompt line: the layers (:meth:`redraw`), their items bound
    to the board's targets, the seats' panels marked as the shell's banner says; where things
    are for the animations."""

    def __init__(self, board: GameBoard) -> None:
        self.board, self.scene = board, board.scene()
        self.item_of: Callable[[tuple[Any, ...]], Any] = board.item_of
        scene = self.scene
        self.view: View | None = None
        self.names: list[str] = []  # (the seats' names, "Seat n" for those without one)
        self.marks: frozenset[tuple[str, Any]] = frozenset()
        self._panel_of: dict[int, QRectF] = {}
        self.recent = RecentPanel(L.MIN_FONT, 17)  # "Since your last turn"
        # every part's layer by (part, key), made on first use at its z and cleared once a
        # redraw leaves it out (each pampa row above the rows below it: a frame overlaps the
        # next row's edge; the marks below the tiles; a herd's tiles a Zone between its
        # row's base and words)
        self.parts = LayerMap(scene)
        self._used: set[tuple[str, Any]] = set()
        self.herds: dict[tuple[int, int], Zone] = {}  # (seat, breed): its tiles
        tray, die = QRectF(L.TRAY_RECT.left() + 14, L.POOL_TOP, 444, L.POOL_DIE), L.POOL_DIE
        self.pool = Zone(board, tray, QSizeF(die, die), gap=L.POOL_GAP, z=3, shrink=0.82, ring=2)
        at = QPointF(L.PILE_POS.x() + 34, L.STEPPE_RECT.bottom() + 2)  # (its count)
        art, spot = L.tile_path(None), QRectF(L.PILE_POS + QPointF(0, 20), QSizeF(60, 60))
        self.pile = Pile(
            scene, spot, art, most=5, per=8, step=(2, -3), faded=0.25, size=16, label_at=at, z=1
        )
        self.covers_prompt = False  # (the result is so tall it hides the prompt line)
        self.plates: dict[int, SeatPlate] = {}
        self.banner = QRectF()  # (where the final rounds' banner is: none)
        self.side_low = L.RECENT_RECT.top()  # (where the side column's notes end)
        self.choosing = False  # (the choice panel covers "Since your last turn")

    def part(self, kind: str, key: Any = None, z: float = 1.0) -> Layer:
        """The layer of part ``kind`` (of ``key``), made at ``z`` on first use, kept while each
        redraw asks for it."""
        self._used.add(at := (kind, key))
        return self.parts.get(at) or self.parts.at(at, z)

    def redraw(self, view: View, recent: tuple[str, tuple[str, ...]]) -> None:
        """Bring every layer up to date with ``view``; ``recent``: the title and lines of
        "Since your last turn"."""
        self.view, self._used = view, set()
        names = tuple(self.names)
        seating = (view.players, view.seat, view.options.pampa_layout, view.removed_breed)
        self.part("ground", z=0).refresh(seating, self._draw_ground, view)
        lay = pampa_layout(view.options.pampa_layout, view.players)
        for r, indices in enumerate(lay.rows):
            total = sum(tile_value(view.tiles[i]) for i in indices if view.tiles[i] >= 0)
            sums = (seating, total, view.options.fill_threshold)
            self.part("row", r, row_z(r)).refresh(sums, self._draw_row_label, view, r, total)
        small = view.options.small_numbers
        for i in sorted({i for indices in lay.rows for i in indices}):
            tile, g, z = view.tiles[i], view.gauchos[i], row_z(lay.row_of[i])
            pos = L.space_pos(lay.row_of[i], lay.space_of[i])
            small_no = small[tile_value(tile) - 1] if tile >= 0 else None
            space = (seating, tile, small_no)
            self.part("space", i, z).refresh(space, self._draw_space, view, i, pos)
            self.part("gaucho", i, z + 0.002).refresh((seating, g), self._draw_gaucho, g, pos)
        n = view.players
        for a in range(len(AREAS)):
            for seat in range(n):
                t = view.areas[a * n + seat]
                fresh = t >= view.turn_no and view.phase == "turn" and seat == view.to_move
                slot = (seating, t >= 0, fresh, names[seat] if seat < len(names) else "")
                self.part("area", (a, seat), 2).refresh(slot, self._draw_area_slot, view, a, seat)
        face_up = len(view.steppe_known) if view.hidden_active else 0  # (the note under them)
        side = (seating, view.round, texts.final_banner(view), face_up)
        self.part("side").refresh(side, self._draw_side, view)
        known = view.steppe_known if view.hidden_active else ()
        steppe = (seating, view.steppe_count, known, view.options.small_numbers)
        self.part("steppe", z=1.1).refresh(steppe, self._draw_steppe, view)
        #: The draw pile: %1 is how many are left in it.
        self.pile.show(view.pile_count, fill(tr("Pile: %1"), view.pile_count))
        pool = (seating, view.pool, view.phase == "turn", is_diceless(view), self.board.read_only)
        self.part("pool", z=3).refresh(pool, self._draw_pool, view)
        mover = view.to_move
        mover_name = names[mover] if mover is not None and mover < len(names) else ""
        dice = (seating, view.dice, view.wish, view.dice_taken, mover, view.phase)
        dice_key = (*dice, view.hidden_active, mover_name, self.board.read_only)
        self.part("dice", z=3).refresh(dice_key, self._draw_dice, view)
        self.part("track", z=0.995).refresh((seating, view.money, names), self._draw_track, view)
        self.recent.show(self.part("recent"), self.recent_rect(view), *recent)
        final = (view.game_over, view.money, view.ledger, names)
        self.part("final", z=17.99).refresh(final, self._draw_final, view)
        me = view.seat if view.seat is not None else 0
        order = [(me + k) % view.players for k in range(view.players)]
        self._panel_of = dict(zip(order, L.panel_rects(view.players), strict=True))
        for seat in [s for s in self.plates if s not in self._panel_of]:
            self.plates.pop(seat).clear()
        breeds = self.breeds_in_play(view)
        for seat, rect in self._panel_of.items():
            at, start = rect.getRect(), start_player(view) == seat
            self._show_plate(view, seat, rect)
            parts: tuple[tuple[str, float, tuple[Any, ...], Callable[..., None]], ...] = (
                ("panel", 4, (self._marked(view, seat),), self._draw_panel),
                ("head", 4.1, (start,), self._draw_head),
                ("money", 4.1, (view.money[seat],), self._draw_money),
                ("supply", 4.1, (view.supply[seat], start), self._draw_supply),
            )
            for kind, z, shown, draw in parts:
                self.part(kind, seat, z).refresh((seating, at, *shown), draw, view, seat, rect)
            for b in breeds:  # (its row on its rail under its tiles, under its words)
                herd, z = (seating, at, view.herds[seat][b]), 5 + 0.01 * b
                row = self.part("herd", (seat, b), z)
                base = self.part("herd_base", (seat, b), z - 0.002)
                if base.refresh(herd[:2], self._draw_herd_base, view, seat, b, rect):
                    row.invalidate()  # (the new row needs its tooltip)
                row.refresh(herd, self._draw_herd_row, view, seat, b, rect)
        for spot in [s for s in self.herds if ("herd", s) not in self._used]:
            self.herds.pop(spot).clear()
        for k, rects in enumerate(self._mark_rects()):
            z = 0.99 if k == 0 else 5 + 0.01 * (k - 1) - 0.004
            key = frozenset(r.getRect() for r in rects)
            self.part("mark", k, z).refresh(key, self._draw_marks, rects)
        self.parts.keep(self._used)

    def _marked(self, view: View, seat: int) -> bool:
        """Whether ``seat``'s panel is marked as on turn (the seat the shell's banner names)."""
        return self.board.turn_mark(view.to_move, view.game_over) == seat

    def name(self, seat: int) -> str:
        return texts.seat_name(self.names, seat)

    def register(self, role: str, value: Any, item: Any) -> None:
        self.board.bind(item, (role, value))

    def _mark_rects(self) -> list[list[QRectF]]:
        """Where the targets :attr:`marks` names lie, per layer of marks: on the pampa and the
        action areas, then in the herds of each breed."""
        rects: list[list[QRectF]] = [[] for _ in range(1 + len(BREEDS))]
        for role, v in self.marks:
            if (item := self.item_of((role, v))) is not None:
                at = item.mapRectToScene(QRectF(0, 0, *item.size))
                rects[1 + v[1] if role == "herd_tile" else 0].append(at)
        return rects

    def _draw_marks(self, layer: Layer, rects: Sequence[QRectF]) -> None:
        """A frame around each thing the last moves changed."""
        for rect in rects:
            frame = Box(rect.adjusted(-4, -4, 4, 4), None, MARK, 8, parent=layer)
            frame.border_width = 4

    def breeds_in_play(self, view: View) -> list[int]:
        """Breed indices in play (all five, or four with 2 players)."""
        return [b for b in range(len(BREEDS)) if b != view.removed_breed]

    def _draw_ground(self, layer: Layer, view: View) -> None:
        """What changes only with the seating and the language: the pampa's rows, the action
        areas, the tray, the steppe, the money track, the titles."""
        lay = pampa_layout(view.options.pampa_layout, view.players)
        text_item(layer, tr("Pampa"), QPointF(L.PAMPA_LEFT, 2), 19, True)
        for r, length in enumerate(lay.row_lengths):
            strip = L.row_rect(r, length)
            art = SvgItem(L.art("pampa_row.svg"), strip.width(), strip.height(), layer)
            art.setPos(strip.topLeft())
            art.setZValue(-1)
            for sp in range(length):
                if not lay.usable[lay.index(r, sp)]:  # covered by a face-down tile, as on the table
                    closed = SvgItem(L.tile_path(None), L.TILE - 8, L.TILE - 8, layer)
                    closed.setPos(L.space_pos(r, sp) + QPointF(4, 4))
                    closed.setOpacity(0.55)
                    closed.setToolTip(texts.closed_space_tip(r + 1, sp + 1))
        text_item(layer, tr("Action areas"), QPointF(L.AREA_LEFT, 2), 19, True)
        for a in range(len(AREAS)):
            pos, name, cost = L.area_pos(a), texts.area_name(a), data.AREA_COSTS[a]
            art = SvgItem(L.area_path(a), L.AREA_W, L.AREA_H, layer)
            art.setPos(pos)
            self.register("area", a, art)
            art.setToolTip(fill(tr("%1 (cost %2): %3"), name, cost, texts.area_effect(a)))
            band = QPointF(pos.x() + L.AREA_W / 2, pos.y() + L.AREA_H * L.AREA_BAND_Y)
            centred(layer, name, band, 16, True, INK, L.AREA_W * L.AREA_BAND_W).setZValue(1)
            cost_rect = QRectF(pos.x() + 6, pos.y() + 6, 26, 26)
            Box(cost_rect, PAPER, INK, 6, str(cost), 17, layer).setZValue(2)
        tray, track, brown = L.TRAY_RECT, L.TRACK_RECT, QColor("#9C6B3F")
        Box(tray, QColor("#EADBB8"), brown, 14, parent=layer).setZValue(-1)
        text_item(layer, tr("Roll"), QPointF(tray.left() + 12, tray.top() + 1), 16, True, MUTED)
        steppe = SvgItem(L.art("steppe.svg"), L.STEPPE_RECT.width(), L.STEPPE_RECT.height(), layer)
        steppe.setPos(L.STEPPE_RECT.topLeft())
        steppe.setToolTip(tr("The steppe: face-down tiles for Hidden cattle."))
        Box(track, QColor("#F6EBD2"), brown, 10, parent=layer).setZValue(-1)
        left, right = L.track_x(0), L.track_x(99) + (L.track_x(1) - L.track_x(0))
        rail_y = track.top() + TRACK_RAIL  # ("Pesos" left of the rail's numbers: over it room)
        label(layer, tr("Pesos"), QPointF(left - 12, rail_y + 6), 16, True, MUTED, "right", 58)
        Box(QRectF(left, rail_y - 2, right - left, 4), brown, None, 2, parent=layer).setZValue(0)
        for v in range(0, L.TRACK_MAX + 1, 10):
            x = left + (right - left) * v / L.TRACK_MAX
            Box(QRectF(x - 1, rail_y - 7, 2, 14), INK, None, 1, parent=layer).setZValue(0)
            if v % 20 == 0:
                centred(layer, str(v), QPointF(x, rail_y + 16), 16, False, MUTED)

    def _draw_row_label(self, layer: Layer, view: View, r: int, total: int) -> None:
        """Row ``r``'s label: its number and the ``total`` of its tiles (its tooltip says it
        with the refill limit, EG-7.4)."""
        top, limit = L.space_pos(r, 0).y(), view.options.fill_threshold
        rect = QRectF(6, top, L.ROW_LABEL_W, L.TILE)
        tip = fill(tr("Row %1: its tiles add up to %2 (refill limit %3)."), r + 1, total, limit)
        Box(rect, QColor("#C48A52"), INK, 8, parent=layer).setToolTip(tip)
        centred(layer, str(r + 1), QPointF(rect.center().x(), top + 20), 20, True, WHITE)
        at = QPointF(rect.center().x(), top + L.TILE - 18)
        centred(layer, str(total), at, 16, True, QColor("#FFF3D6"))

    def _draw_space(self, layer: Layer, view: View, i: int, pos: QPointF) -> None:
        """Pampa space ``i`` (top-left ``pos``): its face-up tile, or the empty space."""
        tile = view.tiles[i]
        if tile >= 0:
            self.register("tile", i, self.tile_item(layer, view, tile, pos, L.TILE))
            return
        rect = QRectF(pos.x(), pos.y(), L.TILE, L.TILE)
        space = Box(rect, QColor(255, 255, 255, 40), QColor("#6E9F45"), 8, parent=layer)
        space.setToolTip(tr("Empty space"))
        self.register("space", i, space)

    def _draw_gaucho(self, layer: Layer, g: int, pos: QPointF) -> None:
        """The gaucho ``g`` (seat << 1 | lying; -1: none) on the tile at ``pos`` (EG-3.4)."""
        if g < 0:
            return
        seat, lying = g >> 1, bool(g & 1)
        pawn = gaucho(layer, L.gaucho_rect(pos, lying), seat, lying)
        pawn.data_value = ("pawn", seat, round(pos.x()), round(pos.y()))
        seat_symbol(seat, pos + QPointF(14, L.TILE - 14), 8, layer).setZValue(3)

    def tile_item(self, parent: Any, view: View, tile: int, pos: QPointF, size: float) -> SvgItem:
        """A face-up tile with its value top left and its small number (what lying costs)
        bottom right, fitted to the art's corners (the value only on a tile smaller than
        :data:`~.layout.VALUE_TILE_MIN`)."""
        item = SvgItem(L.tile_path(tile_breed(tile)), size, size, parent)
        item.setPos(pos)
        value, s = tile_value(tile), size / 100
        small = view.options.small_numbers[value - 1]
        low, high = L.VALUE_CORNER
        middle = QPointF(1, 1) * ((low + high) / 2 * s)
        centred(item, str(value), middle, value_font((high - low) * s), True)
        if size >= L.VALUE_TILE_MIN:
            middle = QPointF(1, 1) * (sum(L.SMALL_CORNER) / 2 * s)
            centred(item, str(small), middle, max(L.MIN_FONT, 18 * s), True, MUTED)
        tip = fill(tr("%1 — stand for %2, lie for %3"), texts.tile_name(tile), value, small)
        item.setToolTip(tip)
        return item

    def _draw_area_slot(self, layer: Layer, view: View, a: int, seat: int) -> None:
        """The slot of ``seat`` on action area ``a``: empty, or its gaucho."""
        rect = L.area_slot_rect(a, seat, view.players)
        placed = view.areas[a * view.players + seat]
        # gauchos (and their glow) above the empty slots
        layer.setZValue(2.002 if placed >= 0 else 2.001)
        if placed < 0:
            slot = rect.adjusted(2, 22, -2, 0)
            Box(slot, QColor(255, 255, 255, 90), seat_qcolour(seat), 10, parent=layer).setZValue(1)
            return
        pawn = gaucho(layer, rect, seat)
        fresh = placed >= view.turn_no and view.phase == "turn" and seat == view.to_move
        pawn.setOpacity(0.7 if fresh else 1.0)
        self.register("area_gaucho", (a, seat), pawn)
        seat_symbol(seat, QPointF(rect.center().x(), rect.bottom() - 2), 6, layer).setZValue(3)
        pawn.setToolTip(texts.area_gaucho_tip(self.name(seat), a, fresh))

    def _draw_side(self, layer: Layer, view: View) -> None:
        """The round, the breed out of a 2-player game (EG-1.3), the final rounds' banner."""
        round_text = tr("Setup") if view.round == 0 else fill(tr("Round %1"), view.round)
        text_item(layer, round_text, QPointF(L.SIDE_LEFT, 2), 19, True)
        shown = len(view.steppe_known) if view.hidden_active else 0  # (the steppe's count under)
        low = L.steppe_tiles_bottom(shown) + (8 if shown else 2) + 28  # (under that count)
        if view.removed_breed >= 0:  # with 2 players, say which breed is not in the game
            breed = texts.breed_name(view.removed_breed)
            text = fill(tr("Not in this game: %1"), breed)
            size, lines = fit_lines(text, 16, L.SIDE_W, 2, True, [breed], L.MIN_FONT)
            tip = tr("2 players: the %1 tiles stay in the box; that breed is not in this game.")
            top = L.steppe_tiles_bottom(shown) + (30 if shown else 24)
            x = L.SIDE_LEFT + L.SIDE_W / 2
            for k, line in enumerate(lines[:2]):
                at = QPointF(x, top + k * (size + 4))
                note = text_item(layer, line, at, size, True, WARN, "centre")
                note.setToolTip(fill(tip, breed))
                low = max(low, note.sceneBoundingRect().bottom() + 4)
        self.banner, self.side_low = QRectF(), low  # (at the end the final scoring covers it)
        if (banner := texts.final_banner(view)) and not view.game_over:
            self.banner = L.banner_rect(kit_text.box_text_height(banner, L.MIN_FONT, L.SIDE_W), low)
            box = Box(self.banner, QColor("#F6D6C8"), WARN, 10, banner, L.MIN_FONT, layer)
            box.border_width = 3

    def _draw_steppe(self, layer: Layer, view: View) -> None:
        """The steppe's face-down tiles (while Hidden cattle is resolved, the ones the player
        sees face up, EG-5.10) and their count."""
        known = list(view.steppe_known) if view.hidden_active else []
        for k, tile in enumerate(known):
            item = self.tile_item(layer, view, tile, L.steppe_tile_pos(k), L.STEPPE_TILE)
            item.setZValue(3)
            self.register("steppe_tile", tile_code(tile), item)
        for k in range(0 if known else view.steppe_count):
            back = SvgItem(L.tile_path(None), 46, 46, layer)
            back.setPos(L.STEPPE_RECT.left() + 36 + k * 3, L.STEPPE_RECT.top() + 28 - k * 3)
            back.setZValue(1)
        below = 8 if known else 2  # (clear of the tiles' glow while they can be picked)
        at = QPointF(L.STEPPE_RECT.center().x(), L.steppe_tiles_bottom(len(known)) + below)
        text_item(layer, fill(tr("Steppe: %1"), view.steppe_count), at, 16, True, INK, "centre")

    def dice_left(self, view: View) -> float:
        """Where the mover's dice begin in the tray: at :data:`~.layout.OWN_LEFT`, or up to
        :data:`~.layout.OWN_LEFT_MOST` while another player's name needs the room."""
        mover = view.to_move
        if mover is None or mover == view.seat:
            return L.OWN_LEFT
        name = self.name(mover)
        need = unbroken_width(fill(tr("%1's dice"), name), name, L.MIN_FONT, True) + 2
        room = L.OWN_LEFT - L.TRAY_RECT.left() - 20
        return min(L.OWN_LEFT_MOST, L.OWN_LEFT + max(0.0, need - room))

    def _pool_die(self, k: int, value: int, keyed: bool) -> Piece:
        """Die ``k`` of the roll, showing ``value``: its key in its tooltip when ``keyed``
        (the viewer moves and may take dice of the roll; EG-3.1, EG-3.2) and it is one of
        the first nine."""
        tip = texts.pool_die_tip(value, k + 1 if keyed and k < 9 else 0)
        return Piece(value, functools.partial(svg_piece, L.die_path(value)), ("pool_die", k), tip)

    def _draw_pool(self, layer: Layer, view: View) -> None:
        """The dice of the roll in the tray, or why there are none (EG-8.3: dice-less round)."""
        mover = view.to_move == self.board.addressed(view.seat)
        keyed = not self.board.read_only and mover and taking_dice(view)
        self.pool.show([self._pool_die(k, v, keyed) for k, v in enumerate(view.pool)])
        if not view.pool and view.phase == "turn":
            msg = tr("No dice in this round") if is_diceless(view) else tr("All dice are taken")
            at = QPointF(L.TRAY_RECT.center().x(), L.POOL_TOP + L.POOL_DIE / 2)
            centred(layer, msg, at, 16, False, MUTED)

    def _draw_dice(self, layer: Layer, view: View) -> None:
        """The mover's dice (taken, unspent, the Wish die) and the take and end-turn buttons."""
        mover = view.to_move
        if mover is None or view.phase != "turn":
            return
        # whose dice: wrapped onto up to three lines left of them, never inside the name
        name = self.name(mover)
        you = self.board.addressed(view.seat)  # (None on a spectator's board: a replay)
        who = tr("Your dice") if mover == you else fill(tr("%1's dice"), name)
        left = self.dice_left(view)
        room = left - L.TRAY_RECT.left() - 20
        size, lines = fit_lines(who, 17, room, 3, True, [name], L.MIN_FONT, soft=True, whole=True)
        at = QPointF(L.TRAY_RECT.left() + 12, 0)
        owner = text_item(layer, "\n".join(lines[:3]), at, size, True)
        owner.setY(L.OWN_TOP + L.DIE / 2 - owner.boundingRect().height() / 2)
        owner.setToolTip(who)
        dice = own_dice(view)
        for k, value in enumerate(dice):
            wish = bool(view.wish) and k == len(dice) - 1
            pos = L.own_die_pos(2 if wish else k, left)
            die = SvgItem(L.die_path(value), L.DIE, L.DIE, layer)
            die.setPos(pos)
            self.register("die", k, die)
            die.setToolTip(texts.own_die_tip(value, k + 1, wish, None if mover == you else name))
            parts = []
            if wish:  # (its name under it, inside its focus ring)
                tag = QRectF(pos.x() - 2, pos.y() + L.DIE + 2, L.DIE + 4, 21)
                called = Box(tag, GOLD, INK, 6, tr("Wish"), L.MIN_FONT, layer)
                called.setZValue(1)
                parts.append(called)
            ring_with(die, *parts, bounds=QRectF(-2, -2, L.DIE + 4, L.DIE + 4))  # (not its glow)
        if view.dice_taken and not dice:
            at = QPointF(L.own_die_pos(0, left).x() + 50, L.OWN_TOP + L.DIE / 2)
            centred(layer, tr("all spent"), at, 16, False, MUTED)
        if mover != view.seat or self.board.read_only:  # (no buttons on a board that only shows)
            return
        if taking_dice(view):  # take the two dice chosen (EG-3.1)
            take = Box(L.TAKE_RECT, GOLD, INK, 12, tr("Take (Enter)"), L.MIN_FONT, layer)
            ring_with(take, bounds=L.TAKE_RECT).setZValue(2)  # (its ring off the dice)
            take.setToolTip(tr("Take the two dice chosen (Enter)"))
            self.register("button", "take", take)
        hidden = view.hidden_active
        text = tr("Done (E)") if hidden else tr("End turn (E)")
        button = Box(L.END_TURN_RECT, GOLD, INK, 12, text, 17, layer)
        ring_with(button, bounds=L.END_TURN_RECT).setZValue(2)
        self.register("button", "hidden_done" if hidden else "end_turn", button)

    def _draw_track(self, layer: Layer, view: View) -> None:
        """Each seat's marker and lap badge where :func:`track_plan` says (4 units a peso)."""
        rail_y = L.TRACK_RECT.top() + TRACK_RAIL
        for seat, (spot, side) in track_plan(view.money).items():
            money, x = view.money[seat], L.track_x(view.money[seat])
            tip = fill(tr("%1: %2"), self.name(seat), texts.pesos_text(money))
            if spot.y() < rail_y - 9 or abs(spot.x() - x) > MARKER:  # (a line up, then to it)
                path = QPainterPath(QPointF(x, rail_y + 6 * (spot.y() > rail_y - 9)))
                path.lineTo(x, max(spot.y(), rail_y - 11))
                path.lineTo(spot)
                QGraphicsPathItem(path, layer).setPen(QPen(INK, 1.5))
            token = seat_symbol(seat, spot, MARKER, layer)
            token.setZValue(2)
            token.setToolTip(tip)
            if money >= L.TRACK_MAX:
                rect = QRectF(spot.x() + (10 if side > 0 else -32), spot.y() - 9.5, 22, 19)
                badge = Box(rect, WHITE, INK, 9, str(money // L.TRACK_MAX), L.MIN_FONT, layer)
                badge.border_width = 1.5
                badge.setZValue(3)
                badge.setToolTip(tip)

    def _draw_final(self, layer: Layer, view: View) -> None:
        """Once the game is over, over the dice tray: the seats by their pesos (EG-8.5)."""
        self.covers_prompt = False
        if not view.game_over:
            return
        from farmhouse.app.board.parts.final import FinalRow, FinalRows, ranked  # (at the end)

        outcome, rows = final_outcome(view.money, view.ledger), []
        for place, seat in ranked(outcome, [self.name(s) for s in range(view.players)]):
            pesos, words = (
                texts.pesos_text(view.money[seat]),
                texts.final_words(outcome.breakdown[seat]),
            )
            rows.append(FinalRow(seat, self.name(seat), pesos, words, place))
        table = FinalRows(rows, L.CHOICE_RECT.width(), tr("Final scoring"), small=L.MIN_FONT)
        table.height = max(table.height, L.TRAY_RECT.height())  # (the boxes it covers, whole)
        # over the tray, down over the prompt line if need be (then hidden); taller: over the
        # lower action areas' name band whole
        top, room = L.TRAY_RECT.top(), L.PANELS_TOP - 6
        top = top if top + table.height <= room else min(L.BAND_TOP, room - table.height)
        table.draw(layer, QPointF(L.TRAY_RECT.left(), top))
        self.covers_prompt = top + table.height > L.HINT_Y - 2

    def recent_rect(self, view: View) -> QRectF:
        """Where "Since your last turn" is: from under the side column's notes and the final
        rounds' banner down to the prompt line (issue 18: room for every opponent's move);
        while the choice panel or the final scoring covers it, under them whole
        (:data:`~.layout.RECENT_RECT`)."""
        covered = self.choosing or view.game_over
        top = max(L.RECENT_RECT.top() if covered else self.side_low, self.banner.bottom() + 4)
        return QRectF(L.SIDE_LEFT, top, L.SIDE_W, L.RECENT_RECT.bottom() - top)

    def _show_plate(self, view: View, seat: int, rect: QRectF) -> None:
        """A seat's plate, lit with its turn badge while on turn: "Ann (you)" beside "▶ your
        turn" if both fit, else beside "▶", else the name alone (never cut for the rest)."""
        plate = self.plates.get(seat)
        if plate is None:
            plate = self.plates[seat] = _plate(self.scene, seat)
        lit, name = self._marked(view, seat), self.name(seat)
        own, turn = texts.plate_texts(name, seat == self.board.addressed(view.seat))
        fit = _head_fit(own, name, rect.width() - 50, (turn, "▶") if lit else ("",), QFont().key())
        at = QRectF(rect.right() - fit.badge_w - 8, rect.top() + 6, fit.badge_w, 28)
        plate.show(rect, fit, lit, badge_at=at, tip=own)

    def _draw_panel(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A frame of four thin edges around a seat's panel while on turn (repaints little)."""
        if not self._marked(view, seat):
            return
        t, left, right = 6.0, rect.left() - 3, rect.right() - 3
        for edge in (
            QRectF(left, rect.top() - 3, rect.width() + t, t),
            QRectF(left, rect.bottom() - 3, rect.width() + t, t),
            QRectF(left, rect.top(), t, rect.height()),
            QRectF(right, rect.top(), t, rect.height()),
        ):
            Box(edge, INK, None, 3, parent=layer).setZValue(8)

    def _draw_head(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's panel head: the coin, a gaucho before its supply, the start badge (EG-1.2)."""
        SvgItem(L.art("peso.svg"), 24, 24, layer).setPos(rect.left() + 12, rect.top() + 38)
        pawn = SvgItem(L.gaucho_path(False), 16, 27, layer, SEAT_HEX[seat])
        pawn.setPos(rect.left() + SUPPLY_X, rect.top() + 36)
        if seat == start_player(view):
            badge = QRectF(rect.right() - 8 - _start_width(), rect.top() + 38, _start_width(), 24)
            start = Box(badge, WHITE, INK, 12, tr("Start"), L.MIN_FONT, layer)
            start.setToolTip(tr("Start player"))

    def _draw_money(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        text_item(layer, str(view.money[seat]), rect.topLeft() + QPointF(40, 40), 18, True)

    def _draw_supply(self, layer: Layer, view: View, seat: int, rect: QRectF) -> None:
        """A seat's gauchos in supply (EG-1.4) after its pawn, left of the start badge; its
        tooltip says it in full."""
        badge = _start_width() + 8 if seat == start_player(view) else 0.0
        room = rect.width() - SUPPLY_X - 20 - 12 - badge
        text, count = fill(tr("×%1 in supply"), view.supply[seat]), int(view.supply[seat])
        at = rect.topLeft() + QPointF(SUPPLY_X + 20, 40)
        supply = label(layer, text, at, L.MIN_FONT, False, INK, "left", room)
        supply.setToolTip(tr("%n gaucho(s) in supply", "", count))

    def _herd_row(self, view: View, b: int, rect: QRectF) -> tuple[float, float, float]:
        """The top of breed ``b``'s herd row in panel ``rect``, its height, its tiles' size."""
        breeds = self.breeds_in_play(view)
        return L.herd_row_top(rect, breeds.index(b), len(breeds)), *L.herd_rows(len(breeds))

    def _draw_herd_base(self, layer: Layer, view: View, seat: int, b: int, rect: QRectF) -> None:
        """``seat``'s herd row of breed ``b`` (a click target) on its rail: drawn anew only
        with the seating (a whole row repainted)."""
        top, height, tile = self._herd_row(view, b, rect)
        box = QRectF(rect.left() + 6, top + 2, rect.width() - 12, height - 6)
        self.board.bind(Box(box, None, None, 8, parent=layer), ("herd", (seat, b)))
        rail = SvgItem(L.art("herd_rail.svg"), rect.width() - 24, 12, layer)
        rail.setPos(rect.left() + 10, top + tile - 4)
        rail.setZValue(0.2)

    def _draw_herd_row(self, layer: Layer, view: View, seat: int, b: int, rect: QRectF) -> None:
        """``seat``'s herd of breed ``b``: its tiles (a zone under this layer), the breed's
        name and the sale value right of them, the row's tooltip (EG-6.3)."""
        top = self._herd_row(view, b, rect)[0]
        self._show_herd(view, seat, b, rect, layer.zValue() - 0.001)
        herd, breed = view.herds[seat][b], texts.breed_name(b)
        sale, tip = texts.herd_texts(b, herd)
        self.item_of(("herd", (seat, b))).setToolTip(tip)
        if not herd:
            text_item(layer, breed, QPointF(rect.left() + 14, top + 14), L.MIN_FONT, False, MUTED)
            return
        right = rect.right() - 12
        label(
            layer, breed, QPointF(right, top + 2), L.MIN_FONT, False, MUTED, "right", L.SALE_W
        ).setZValue(2)
        label(layer, sale, QPointF(right, top + 22), 17, True, INK, "right", L.SALE_W).setZValue(2)

    def _show_herd(self, view: View, seat: int, b: int, rect: QRectF, z: float) -> None:
        """The tiles of ``seat``'s herd of breed ``b`` in order, in a zone at ``z``."""
        top, _, size = self._herd_row(view, b, rect)
        spot, piece = QRectF(rect.left() + 10, top + 2, L.herd_room(rect), size), QSizeF(size, size)
        zone = self.herds.get((seat, b))
        if zone is None:
            zone = self.herds[seat, b] = Zone(self.board, spot, piece, gap=4, align="start", z=z)
        zone.move_to(spot, piece)
        tiles = enumerate(view.herds[seat][b])
        zone.show(
            [
                Piece((b, v), functools.partial(_herd_tile, b, v), ("herd_tile", (seat, b, k)), tip)
                for k, v in tiles
                if (tip := texts.tile_name(data.make_tile(b, v)))
            ]
        )

    def herd_anchor(self, seat: int, breed: int, first: bool = False) -> QPointF:
        """Where a tile joining ``seat``'s herd of ``breed`` lands (``first``: its first)."""
        view, zones = self.view, [self.herds.get((seat, b)) for b in (breed, 0, 1)]
        zone = next((z for z in zones if z is not None), None)
        if view is None or zone is None:
            return AWAY
        count = 1 if first else len(view.herds[seat][breed])
        return zone.slots(max(1, count))[max(0, count - 1)].topLeft()

    def panel_rect(self, seat: int) -> QRectF:
        """``seat``'s panel (for a seat with none yet, one whose top left is :data:`AWAY`)."""
        return self._panel_of.get(seat, QRectF(AWAY, QSizeF(300, 300)))

    def supply_anchor(self, seat: int) -> QPointF:
        """Where a seat's gauchos in supply are drawn."""
        return self.panel_rect(seat).topLeft() + QPointF(SUPPLY_X, 38)

    def money_anchor(self, seat: int) -> QPointF:
        """Where a seat's pesos are written."""
        return self.panel_rect(seat).topLeft() + QPointF(40, 38)


MARKER = 9.0  # a pesos track marker's radius


def track_plan(money: Sequence[int]) -> dict[int, tuple[QPointF, int]]:
    """Where each seat's pesos track marker lies: ``seat -> (centre, its lap badge's side: 1
    right, -1 left)``. At its value on the rail while it touches no other; else (issue 18) two
    side by side, of three or four the inner ones so in the lane above (a line to each one's
    value), the outer ones on the rail clear of those values; badges outwards, each marker
    12 units (3 pesos) from its value at most, groups 90 apart; all inside the track's box."""
    rail, xs = L.TRACK_RECT.top() + TRACK_RAIL - 2, [L.track_x(m) for m in money]
    plan: dict[int, tuple[QPointF, int]] = {}
    order = sorted(range(len(money)), key=lambda s: (xs[s], s))
    cuts = [k for k in range(1, len(order)) if xs[order[k]] - xs[order[k - 1]] >= 90]
    for run in [order[a:b] for a, b in zip([0, *cuts], [*cuts, len(order)], strict=True)]:
        x, lap = [xs[s] for s in run], [money[s] >= L.TRACK_MAX for s in run]  # (a badge)
        if all(b - a >= 19.5 + 23 * ra for a, b, ra in zip(x, x[1:], lap, strict=False)):
            spots = [(p, 0, 1) for p in x]  # (each at its value, its badge at its right)
        elif len(run) == 2:
            mid = (x[0] + x[1]) / 2
            spots = [(min(x[0], mid - 9.75), 0, -1), (max(x[1], mid + 9.75), 0, 1)]
        else:  # (the inner ones above the rail, the outer ones on it clear of their values)
            mid, inner = (x[1] + x[-2]) / 2, [(x[1], 1, 1)]
            if len(run) == 4:
                inner = [(min(x[1], mid - 9.75), 1, -1), (max(x[2], mid + 9.75), 1, 1)]
            spots = [(min(x[0], x[1] - 12), 0, -1), *inner, (max(x[-1], x[-2] + 12), 0, 1)]
        plan.update(
            {s: (QPointF(p, rail - 19 * k), d) for s, (p, k, d) in zip(run, spots, strict=True)}
        )
    return plan


def _start_width() -> float:
    """The width of the start player's badge."""
    return text_width(tr("Start"), L.MIN_FONT, True) + 18


@functools.lru_cache(maxsize=256)
def _head_fit(own: str, name: str, room: float, badges: tuple[str, ...], font: str) -> PlateFit:
    """How a panel head shows ``own`` ("Ann (you)"), else ``name``, beside ``badges``;
    remembered per texts, room and app font (asked every move)."""
    for shown in dict.fromkeys((own, name)):
        fit = fit_plate(
            shown, room, 19, badges, min_size=L.MIN_FONT, badge_size=L.MIN_FONT, two_lines=False
        )
        if fit.lines == (shown,):
            break
    return fit


def _herd_tile(breed: int, value: int, parent: Any, size: QSizeF) -> SvgItem:
    """A herd's tile of ``breed``, ``size`` large, its ``value`` tagged in its corner."""
    tile = SvgItem(L.tile_path(breed), size.width(), size.height(), parent)
    tag = Box(QRectF(1, 1, L.HERD_TAG_W, L.HERD_TAG_H), WHITE, INK, 6, str(value), 17, tile)
    tag.border_width = 1.5
    return tile


def gaucho(parent: Any, rect: QRectF, seat: int, lying: bool = False) -> SvgItem:
    """Seat ``seat``'s gaucho, standing or ``lying``, in ``rect`` (z 2 over its tile)."""
    pawn = SvgItem(L.gaucho_path(lying), rect.width(), rect.height(), parent, SEAT_HEX[seat])
    pawn.setPos(rect.topLeft())
    pawn.setZValue(2)
    return pawn


def row_z(row: int) -> float:
    """The stacking of pampa row ``row``'s layers: each row above the rows below it."""
    return 1 + 0.01 * row


__all__ = ["Table", "centred", "gaucho"]
