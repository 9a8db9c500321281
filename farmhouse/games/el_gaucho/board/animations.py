"""Animations of the El Gaucho board, one step after another at the chosen AI speed: the dice
roll, gauchos walking to tiles and action areas (and back), dice taken from the roll, stolen
tiles, the cattle drive tile by tile, every sale and compensation with its pesos, refills,
and banners for the drive, the final rounds and the final scoring.

:class:`MoveAnimations` builds steps for the board's
:class:`~farmhouse.app.board.animation.AnimationQueue` (``self.queue``) from the events
of one move, drawing flying copies (ghosts) over the new picture.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.palette import GOLD, INK, PAPER, WARN
from farmhouse.app.board.seats import SEAT_HEX
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event
from farmhouse.games.el_gaucho import texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.board.layers import Table
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, tile_breed, tile_id
from farmhouse.games.el_gaucho.rules import View
from farmhouse.games.el_gaucho.texts import fill, tr

#: Step lengths at AI speed "normal" (milliseconds).
FLY_MS = 420
APPEAR_MS = 80
ROLL_FRAME_MS = 70
ROLL_FRAMES = 4
SALE_HOLD_MS = 900
BANNER_MS = 1500
DRIVE_ROW_MS = 700

_Step = QAbstractAnimation | None


class MoveAnimations:
    """The animations of one move's events on ``table`` (the drawn board: where things
    are), played by ``queue`` (the board's :class:`AnimationQueue`)."""

    def __init__(self, table: Table, queue: AnimationQueue) -> None:
        self.table = table
        self.queue = queue

    def steps_for(self, events: list[Event]) -> list[_Step]:
        """The animation steps of ``events`` (in order)."""
        handlers: dict[str, Callable[[Event], _Step]] = {
            "EG.dice_rolled": self._rolled,
            "EG.stood": self._to_tile,
            "EG.lay": self._to_tile,
            "EG.hidden_taken": self._to_tile,
            "EG.replaced": self._to_tile,
            "EG.area_occupied": self._to_area,
            "EG.opening_placed": self._to_area,
            "EG.activated": self._from_area,
            "EG.took_back": self._took_back,
            "EG.dice_taken": self._dice_taken,
            "EG.stole": self._stole,
            "EG.compensation": self._compensation,
            "EG.drive_started": self._drive_started,
            "EG.drive_tile": self._home,
            "EG.final_tile": self._home,
            "EG.final_scoring_started": lambda e: self._banner(tr("Final scoring")),
            "EG.sale": self._sale,
            "EG.pampa_refilled": self._refilled,
            "EG.end_triggered": lambda e: self._banner(
                tr("The pile is empty! One more round with dice, then the dice-less round.")
            ),
            "EG.round_started": self._round_started,
        }
        return [handlers[e.key](e) for e in events if e.key in handlers]

    # ---------------------------------------------------------------- helpers

    def _ghost_svg(self, path: Any, w: float, h: float, tint: str | None = None) -> SvgItem:
        item = SvgItem(path, w, h, tint=tint)
        self.queue.ghost(item)
        return item

    def _ghost_tile(self, tile: int, size: float) -> Any:
        """A flying copy of a face-up tile, with its value and small number."""
        assert self.table.view is not None
        item = self.table.tile_item(None, self.table.view, tile, QPointF(0, 0), size)
        return self.queue.ghost(item)

    def _fly(self, ghost: Any, start: QPointF, end: QPointF, ms: float = FLY_MS) -> _Step:
        """The ghost appears at ``start`` when its step begins and flies to ``end``."""
        q = self.queue
        return q.sequence([q.fade(ghost, 0, 1, APPEAR_MS), q.move(ghost, start, end, ms)])

    def _label(self, rect: QRectF, text: str, fill_colour: QColor = GOLD, size: float = 17) -> Box:
        box = Box(rect, fill_colour, INK, 10, text, size)
        box.border_width = 3
        self.queue.ghost(box)
        return box

    def _hold(self, item: Any, ms: float) -> _Step:
        q = self.queue
        return q.sequence([q.fade(item, 0, 1, 120), q.pause(ms), q.fade(item, 1, 0, 200)])

    def _banner(self, text: str) -> _Step:
        rect = QRectF(L.SCENE.center().x() - 330, 200, 660, 90)
        return self._hold(self._label(rect, text, QColor("#F6D6C8"), 22), BANNER_MS)

    def _tile_pos(self, row: Any, space: Any) -> QPointF | None:
        if row is None or space is None:
            return None
        return L.space_pos(int(row), int(space))

    def _tint(self, seat: int) -> str:
        return SEAT_HEX[seat % len(SEAT_HEX)]

    def _reveal_late(self, key: tuple[str, Any]) -> None:
        """Hide the real item for ``key`` until the animation ends (its ghost arrives first)."""
        item = self.table.items.get(key)
        if item is not None:
            item.setOpacity(0)
            self.queue.hide_until_done(item)

    # ---------------------------------------------------------------- turn events

    def _rolled(self, event: Event) -> _Step:
        q = self.queue
        dice = list(event.params.get("dice", ()))
        rng = random.Random(len(dice) * 7 + sum(dice))
        frames: list[_Step] = []
        for k in range(len(dice)):
            self._reveal_late(("pool_die", k))
        for _ in range(ROLL_FRAMES):
            group = []
            for k in range(len(dice)):
                pos = L.pool_die_pos(k, len(dice)) + QPointF(rng.uniform(-5, 5), rng.uniform(-5, 5))
                ghost = self._ghost_svg(L.die_path(rng.randint(1, 6)), L.DIE, L.DIE)
                ghost.setPos(pos)
                ghost.setRotation(rng.uniform(-20, 20))
                group.append(
                    q.sequence(
                        [q.fade(ghost, 0, 1, 10), q.pause(ROLL_FRAME_MS), q.fade(ghost, 1, 0, 10)]
                    )
                )
            frames.append(q.parallel(group))
        return q.sequence(frames)

    def _to_tile(self, event: Event) -> _Step:
        p = event.params
        pos = self._tile_pos(p.get("row"), p.get("space"))
        seat = event.seat if event.seat is not None else p.get("seat")
        if pos is None or seat is None:
            return None
        lying = event.key == "EG.lay"
        rect = L.lying_rect(pos) if lying else L.standing_rect(pos)
        ghost = self._ghost_svg(L.gaucho_path(lying), rect.width(), rect.height(), self._tint(seat))
        return self._fly(ghost, self.table.supply_anchor(seat), rect.topLeft())

    def _to_area(self, event: Event) -> _Step:
        p = event.params
        seat = p.get("seat")
        if seat is None or p.get("area") not in AREAS or self.table.view is None:
            return None
        area = AREAS.index(p["area"])
        rect = L.area_slot_rect(area, seat, self.table.view.players)
        self._reveal_late(("area_gaucho", (area, seat)))
        ghost = self._ghost_svg(L.gaucho_path(False), rect.width(), rect.height(), self._tint(seat))
        return self._fly(ghost, self.table.supply_anchor(seat), rect.topLeft())

    def _from_area(self, event: Event) -> _Step:
        p = event.params
        seat = p.get("seat")
        if seat is None or p.get("area") not in AREAS or self.table.view is None:
            return None
        area = AREAS.index(p["area"])
        rect = L.area_slot_rect(area, seat, self.table.view.players)
        ghost = self._ghost_svg(L.gaucho_path(False), rect.width(), rect.height(), self._tint(seat))
        label = self._label(
            QRectF(rect.center().x() - 90, rect.top() - 40, 180, 34),
            texts.area_name(area),
            PAPER,
            16,
        )
        q = self.queue
        return q.sequence(
            [
                self._hold(label, 350),
                self._fly(ghost, rect.topLeft(), self.table.supply_anchor(seat)),
            ]
        )

    def _took_back(self, event: Event) -> _Step:
        p = event.params
        seat = p.get("seat")
        if seat is None:
            return None
        if p.get("source") == "area":
            return self._from_area(event)
        pos = self._tile_pos(p.get("row"), p.get("space"))
        if pos is None:
            return None
        rect = L.lying_rect(pos)
        ghost = self._ghost_svg(L.gaucho_path(True), rect.width(), rect.height(), self._tint(seat))
        return self._fly(ghost, rect.topLeft(), self.table.supply_anchor(seat))

    def _dice_taken(self, event: Event) -> _Step:
        dice = list(event.params.get("dice", ()))
        left = list(event.params.get("pool_left", ()))
        count = len(left) + len(dice)
        steps: list[_Step] = []
        pool = sorted(left + dice)
        used: set[int] = set()
        own_left = L.OWN_LEFT if self.table.view is None else self.table.dice_left(self.table.view)
        for k, value in enumerate(dice):
            index = next(i for i, v in enumerate(pool) if v == value and i not in used)
            used.add(index)
            ghost = self._ghost_svg(L.die_path(value), L.DIE, L.DIE)
            self._reveal_late(("die", k))
            end = L.own_die_pos(k, own_left)
            steps.append(self._fly(ghost, L.pool_die_pos(index, count), end, 320))
        return self.queue.parallel(steps)

    def _stole(self, event: Event) -> _Step:
        p = event.params
        seat, victim, code = p.get("seat"), p.get("victim"), p.get("tile")
        if seat is None or victim is None or not code:
            return None
        tile = tile_id(code)
        ghost = self._ghost_tile(tile, L.HERD_TILE * 1.3)
        return self._fly(
            ghost,
            self.table.herd_anchor(victim, tile_breed(tile)),
            self.table.herd_anchor(seat, tile_breed(tile)),
            600,
        )

    def _compensation(self, event: Event) -> _Step:
        p = event.params
        seat = p.get("seat")
        if seat is None:
            return None
        anchor = self.table.money_anchor(seat)
        label = self._label(
            QRectF(anchor.x() - 10, anchor.y() - 44, 150, 36),
            fill(tr("+%1"), texts.pesos_text(int(p.get("pesos", 0)))),
            GOLD,
            17,
        )
        return self._hold(label, SALE_HOLD_MS)

    # ---------------------------------------------------------------- drive and sales

    def _drive_started(self, event: Event) -> _Step:
        rows = [int(r) for r in event.params.get("rows", ())]
        q = self.queue
        if self.table.view is None:
            return None
        lengths = [len(r) for r in _row_lengths(self.table.view)]
        flashes: list[_Step] = []
        for r in rows:
            rect = L.row_rect(r, lengths[r] if r < len(lengths) else 6)
            frame = Box(rect, QColor(245, 184, 46, 70), GOLD, 10)
            frame.border_width = 5
            q.ghost(frame, 29)
            flashes.append(self._hold(frame, DRIVE_ROW_MS))
        text = (
            fill(tr("Cattle drive: %n complete row(s)", "", len(rows)))
            if rows
            else tr("Cattle drive: no row is complete")
        )
        return q.parallel([self._banner(text), *flashes])

    def _home(self, event: Event) -> _Step:
        p = event.params
        seat, code = p.get("seat"), p.get("tile")
        pos = self._tile_pos(p.get("row"), p.get("space"))
        if seat is None or not code or pos is None:
            return None
        tile = tile_id(code)
        ghost = self._ghost_tile(tile, L.TILE)
        return self._fly(ghost, pos, self.table.herd_anchor(seat, tile_breed(tile)), 520)

    def _sale(self, event: Event) -> _Step:
        p = event.params
        seat, breed = p.get("seat"), p.get("breed")
        if seat is None or breed not in BREEDS:
            return None
        anchor = self.table.herd_anchor(seat, BREEDS.index(breed))
        arithmetic = texts.sale_sum(int(p["count"]), int(p["highest"]), int(p.get("bonus", 0)))
        kind = p.get("kind")
        template = {
            "forced": tr("Forced sale: %1 = %2"),
            "immediate": tr("Immediate sale: %1 = %2"),
        }.get(str(kind), tr("Sale: %1 = %2"))
        text = fill(template, arithmetic, texts.pesos_text(int(p["pesos"])))
        label = self._label(
            QRectF(anchor.x() - 10, anchor.y() - 8, 300, 44),
            text,
            QColor("#F6D6C8") if kind == "forced" else GOLD,
            17,
        )
        coin = self._ghost_svg(L.ART / "peso.svg", 30, 30)
        q = self.queue
        vanish = q.fade(coin, 1, 0, 150)  # (made first: each step sets its start opacity now)
        fly = self._fly(coin, anchor, self.table.money_anchor(seat), 500)
        return q.parallel(
            [self._hold(label, SALE_HOLD_MS), q.sequence([q.pause(300), fly, vanish])]
        )

    def _refilled(self, event: Event) -> _Step:
        q = self.queue
        steps: list[_Step] = []
        if self.table.view is None:
            return None
        lay_index = {(r, sp): i for i, (r, sp) in enumerate(_row_space(self.table.view))}
        for placed in event.params.get("placed", ()):
            i = lay_index.get((int(placed["row"]), int(placed["space"])))
            item = self.table.items.get(("tile", i))
            if item is not None:
                q.hide_until_done(item)
                steps.append(q.fade(item, 0, 1, 180))
        return q.sequence(steps)

    def _round_started(self, event: Event) -> _Step:
        kind = event.params.get("kind")
        if kind == "last_normal":
            return self._banner(
                fill(tr("Round %1: the last round with dice!"), event.params["round"])
            )
        if kind == "diceless":
            return self._banner(
                fill(
                    tr("Round %1: the dice-less round. Only action areas may be used."),
                    event.params["round"],
                )
            )
        return None


def _row_lengths(view: View) -> list[list[int]]:
    from farmhouse.games.el_gaucho.rules import pampa_layout

    lay = pampa_layout(view.options.pampa_layout, view.players)
    return [list(range(n)) for n in lay.row_lengths]


def _row_space(view: View) -> list[tuple[int, int]]:
    from farmhouse.games.el_gaucho.rules import pampa_layout

    lay = pampa_layout(view.options.pampa_layout, view.players)
    return list(zip(lay.row_of, lay.space_of, strict=True))


__all__ = ["MoveAnimations", "WARN"]
