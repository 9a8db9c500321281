"""Animations of the El Gaucho board (the kit's Flight, ghosts flying over the new picture):
the dice roll, gauchos walking to tiles and action areas (and back), dice taken, stolen
tiles, the cattle drive tile by tile, every sale and compensation with its pesos, refills,
and banners for the drive, the final rounds and the final scoring.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.palette import GOLD, PAPER
from farmhouse.app.board.parts.flight import Flight, Step
from farmhouse.app.board.svg import SvgItem, svg_piece
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event
from farmhouse.games.el_gaucho import texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.board.layers import Table, gaucho
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, tile_breed, tile_id
from farmhouse.games.el_gaucho.rules import final_stages, pampa_layout
from farmhouse.games.el_gaucho.texts import fill, tr

# Step lengths at AI speed "normal" (milliseconds).
FLY_MS = 420
APPEAR_MS = 80
ROLL_FRAME_MS = 70
ROLL_FRAMES = 4
SALE_HOLD_MS = 900
BANNER_MS = 1500
LANE = 34.0  # a sale's coin rises up a lane left of the seat's sale labels
DRIVE_ROW_MS = 700
# The banners' paper (and a forced sale's).
BANNER = QColor("#F6D6C8")


class MoveAnimations(Flight):
    """The animations of one move's events on ``table`` (the drawn board: where things
    are), played by ``queue`` (the board's :class:`AnimationQueue`)."""

    def __init__(self, table: Table, queue: AnimationQueue) -> None:
        super().__init__(queue, FLY_MS, APPEAR_MS)
        self.table = table

    def steps_for(self, events: list[Event]) -> list[Step]:
        """The animation steps of ``events`` (in order)."""
        handlers: dict[str, Callable[[Event], Step]] = {
            "EG.dice_rolled": self._rolled,
            "EG.stood": self._to_tile,
            "EG.lay": self._to_tile,
            "EG.hidden_taken": self._to_tile,
            "EG.replaced": self._to_tile,
            "EG.area_occupied": self._to_area,
            "EG.opening_placed": self._to_area,
            "EG.activated": self._to_area,
            "EG.took_back": self._took_back,
            "EG.dice_taken": self._dice_taken,
            "EG.stole": self._stole,
            "EG.compensation": self._compensation,
            "EG.drive_started": self._drive_started,
            "EG.drive_tile": self._home,
            "EG.final_tile": self._home,
            "EG.final_scoring_started": self._banner,
            "EG.sale": self._sale,
            "EG.pampa_refilled": self._refilled,
            "EG.end_triggered": self._banner,
            "EG.round_started": self._banner,
        }
        # the final sales (EG-8.4) seat after seat from the herds before them (final_stages)
        board, stages = self.table.board, final_stages(self.table.view, events)
        group = {id(e): k for k, (sales, _) in enumerate(stages) for e in sales}
        steps: list[Step] = [board.stage(stages[0][1], now=True)] if stages else []
        selling: list[Step] = []
        for e in (e for e in events if e.key in handlers):
            step, k = handlers[e.key](e), group.get(id(e))
            if k is None:  # (before them: each shown a stage, its log line then; no time)
                steps.append(self.then([board.stage(stages[0][1], [e]), step]) if stages else step)
                continue
            selling.append(step)
            if e is (sales := stages[k][0])[-1]:  # (logged with the totals after: the tester's Y8)
                steps.append(self.then([self.together(selling), board.stage(stages[k][1], sales)]))
                selling = []
        return steps

    def _gaucho(
        self, seat: int, rect: QRectF, start: QPointF, end: QPointF, lying: bool = False
    ) -> Step:
        """A copy of ``seat``'s gaucho the size of ``rect`` flies from ``start`` to ``end``."""
        return self.fly(gaucho(None, rect, seat, lying), start, end)

    def _tile(self, tile: int, size: float, start: QPointF, seat: int, ms: float) -> Step:
        """A copy of a face-up tile flies from ``start`` into ``seat``'s herd and fades there."""
        assert self.table.view is not None
        ghost = self.ghost(self.table.tile_item(None, self.table.view, tile, QPointF(0, 0), size))
        gone = self.queue.fade(ghost, 1, 0, 120)  # (made first: a step sets its opacity now)
        end = self.table.herd_anchor(seat, tile_breed(tile))
        return self.then([self.fly(ghost, start, end, ms), gone])

    def _banner(self, event: Event) -> Step:
        """The event's banner (:func:`~farmhouse.games.el_gaucho.texts.banner_text`), if any."""
        text = functools.partial(texts.banner_text, event.key, event.params)  # (the language's)
        rect = QRectF(L.SCENE.center().x() - 330, 200, 660, 90)
        label = text() and self.label(rect, lambda: text() or "", BANNER, 22, fit=L.MIN_FONT)
        return self.hold(label, BANNER_MS) if label else None

    def _area_slot(self, event: Event) -> tuple[int, int, QRectF] | None:
        """The seat, action area and slot of ``event``'s gaucho on an action area."""
        seat, area = event.params.get("seat"), event.params.get("area")
        if seat is None or area not in AREAS or self.table.view is None:
            return None
        a = AREAS.index(area)
        return seat, a, L.area_slot_rect(a, seat, self.table.view.players)

    def _rolled(self, event: Event) -> Step:
        dice = list(event.params.get("dice", ()))
        rng = random.Random(len(dice) * 7 + sum(dice))
        self.late(*(self.table.item_of(("pool_die", k)) for k in range(len(dice))))
        frames: list[Step] = []
        slots = self.table.pool.slots(len(dice))
        for _ in range(ROLL_FRAMES):
            group = []
            for k in range(len(dice)):
                pos = slots[k].topLeft() + QPointF(rng.uniform(-5, 5), rng.uniform(-5, 5))
                ghost = self.ghost(svg_piece(L.die_path(rng.randint(1, 6)), None, slots[k].size()))
                ghost.setPos(pos)
                ghost.setRotation(rng.uniform(-20, 20))
                group.append(self.hold(ghost, ROLL_FRAME_MS, 10, 10))
            frames.append(self.together(group))
        return self.then(frames)

    def _to_tile(self, event: Event) -> Step:
        """A gaucho goes from its supply to a pampa tile (stands or lies, EG-3.4), or lying
        there back to its supply (a take-back, EG-4.4)."""
        p = event.params
        seat = event.seat if event.seat is not None else p.get("seat")
        if p.get("row") is None or p.get("space") is None or seat is None:
            return None
        back = event.key == "EG.took_back"
        lying = back or event.key == "EG.lay"
        rect = L.gaucho_rect(L.space_pos(int(p["row"]), int(p["space"])), lying)
        supply, tile = self.table.supply_anchor(seat), rect.topLeft()
        return self._gaucho(seat, rect, *((tile, supply) if back else (supply, tile)), lying)

    def _to_area(self, event: Event) -> Step:
        """A gaucho goes from its supply onto an action area (EG-1.6, EG-3.4), or, activated
        or taken back (EG-4.4), from there back to its supply under the area's name."""
        slot = self._area_slot(event)
        if slot is None:
            return None
        seat, a, rect = slot
        supply = self.table.supply_anchor(seat)
        if event.key in ("EG.area_occupied", "EG.opening_placed"):
            self.late(self.table.item_of(("area_gaucho", (a, seat))))
            return self._gaucho(seat, rect, supply, rect.topLeft())
        fly = self._gaucho(seat, rect, rect.topLeft(), supply)
        at = QRectF(rect.center().x() - 90, rect.top() - 40, 180, 34)
        name = self.label(at, functools.partial(texts.area_name, a), PAPER, 16)
        return self.then([self.hold(name, 350), fly])

    def _took_back(self, event: Event) -> Step:
        """A gaucho taken back from an action area or a pampa tile (EG-4.4)."""
        area = event.params.get("source") == "area"
        return self._to_area(event) if area else self._to_tile(event)

    def _dice_taken(self, event: Event) -> Step:
        dice = list(event.params.get("dice", ()))
        pool = sorted(list(event.params.get("pool_left", ())) + dice)
        own_left = L.OWN_LEFT if self.table.view is None else self.table.dice_left(self.table.view)
        steps: list[Step] = []
        used: set[int] = set()
        for k, value in enumerate(dice):
            index = next(i for i, v in enumerate(pool) if v == value and i not in used)
            used.add(index)
            ghost = SvgItem(L.die_path(value), L.DIE, L.DIE)
            self.late(self.table.item_of(("die", k)))
            start = self.table.pool.slots(len(pool))[index].topLeft()
            steps.append(self.fly(ghost, start, L.own_die_pos(k, own_left), 320))
        return self.together(steps)

    def _stole(self, event: Event) -> Step:
        p = event.params
        seat, victim, code = p.get("seat"), p.get("victim"), p.get("tile")
        if seat is None or victim is None or not code:
            return None
        tile = tile_id(code)
        start = self.table.herd_anchor(victim, tile_breed(tile))
        return self._tile(tile, L.HERD_TILE * 1.3, start, seat, 600)

    def _compensation(self, event: Event) -> Step:
        seat = event.params.get("seat")
        if seat is None:
            return None
        anchor = self.table.money_anchor(seat)
        rect = QRectF(anchor.x() - 10, anchor.y() - 44, 150, 36)
        pesos = functools.partial(texts.pesos_text, int(event.params.get("pesos", 0)))
        return self.hold(self.label(rect, lambda: fill(tr("+%1"), pesos())), SALE_HOLD_MS)

    def _drive_started(self, event: Event) -> Step:
        view = self.table.view
        if view is None:
            return None
        rows = [int(r) for r in event.params.get("rows", ())]
        lengths = pampa_layout(view.options.pampa_layout, view.players).row_lengths
        flashes: list[Step] = []
        for r in rows:
            strip = L.row_rect(r, lengths[r] if r < len(lengths) else 6)
            frame = Box(strip, QColor(245, 184, 46, 70), GOLD, 10)
            frame.border_width = 5
            flashes.append(self.hold(self.ghost(frame, 29), DRIVE_ROW_MS))
        return self.together([self._banner(event), *flashes])

    def _home(self, event: Event) -> Step:
        p = event.params
        seat, code = p.get("seat"), p.get("tile")
        if seat is None or not code or p.get("row") is None or p.get("space") is None:
            return None
        start = L.space_pos(int(p["row"]), int(p["space"]))
        return self._tile(tile_id(code), L.TILE, start, seat, 520)

    def _sale(self, event: Event) -> Step:
        p = event.params
        seat, breed, kind = p.get("seat"), p.get("breed"), p.get("kind")
        if seat is None or breed not in BREEDS:
            return None
        b, final = BREEDS.index(breed), kind == "final"  # (final: the herd is still drawn)
        anchor = self.table.herd_anchor(seat, b, first=True)
        herd = [self.table.item_of(("herd_tile", (seat, b, k))) for k in range(p["count"] * final)]
        sold = (int(p["count"]), int(p["highest"]), int(p.get("bonus", 0)), int(p["pesos"]))
        # inside the seat's panel (300 wide at most), right of the lane its coin rises up
        panel = self.table.panel_rect(seat).adjusted(4, 0, -4, 0)
        width = min(300.0, panel.width()) - LANE
        left = max(panel.left() + LANE, min(anchor.x() - 10 + LANE, panel.right() - width))
        text = functools.partial(texts.sale_text, kind, *sold)  # (in the current language)
        keep = functools.partial(texts.sale_terms, kind, *sold)  # (its sum and pesos on one line)
        colour = BANNER if kind == "forced" else GOLD
        row = self.table.item_of(("herd", (seat, b)))  # (the label within its row, framed)
        band = row.sceneBoundingRect().adjusted(0, 3.5, 0, -2.5) if row else QRectF(anchor, anchor)
        rect, most = QRectF(left, band.top(), width, 44), band.height() or None
        label = self.label(rect, text, colour, 17, fit=L.MIN_FONT, keep=keep, margin=8, most=most)
        coin = self.ghost(SvgItem(L.art("peso.svg"), 30, 30))
        vanish = self.queue.fade(coin, 1, 0, 150)  # (made first: a step sets its opacity now)
        start = QPointF(left - LANE + 1, label.rect.center().y() - 15)
        fly = self.fly(coin, start, QPointF(start.x(), self.table.money_anchor(seat).y() - 3), 500)
        fades = [self.queue.fade(t, 1, 0, 200) for t in herd if t is not None]
        go = self.then([self.pause(120 + SALE_HOLD_MS), self.together(fades)])  # (with its label)
        coin_flies = self.then([self.pause(300), fly, vanish])
        return self.together([self.hold(label, SALE_HOLD_MS), coin_flies, go])

    def _refilled(self, event: Event) -> Step:
        view = self.table.view
        if view is None:
            return None
        lay = pampa_layout(view.options.pampa_layout, view.players)
        q, steps = self.queue, []
        for placed in event.params.get("placed", ()):
            item = self.table.item_of(("tile", lay.index(int(placed["row"]), int(placed["space"]))))
            if item is not None:
                q.hide_until_done(item)
                steps.append(q.fade(item, 0, 1, 180))
        return q.sequence(steps)
