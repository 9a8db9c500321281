"""Animations of the Black Sheep board: played cards fly from the hand to the side (and the
discard to the pile); a scoring pasture shows each side's combination, the winner's label,
then the figures move to the winner's corral and the refill appears.

:class:`MoveAnimations` builds the steps of one move's events for the board's
:class:`~farmhouse.app.board.animation.AnimationQueue`, from the view and the places the
board's drawing noted (where each side, corral and hand lies).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs
from PySide6.QtCore import QAbstractAnimation, QPointF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.palette import GOLD, INK, PAPER
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import (
    MIN_TEXT,
    PILE_H,
    PILE_W,
    Geometry,
    card_path,
    figure_path,
)
from farmhouse.games.black_sheep.data import SIDE_SIZE, Animal
from farmhouse.games.black_sheep.rules import View

#: How long the steps take at AI speed "normal" (milliseconds).
FLY_MS = 420
SHOW_MS = 250
HOLD_COMBINATIONS_MS = 1200
TO_CORRAL_MS = 800


@attrs.frozen
class MoveAnimations:
    """The animations of one move's events, seen in ``view`` (drawn already) on ``scene``.

    ``side_anchor[(pasture, seat)]``: where that side's first card lies and its edge;
    ``corral_anchor[seat]`` and ``hand_anchor[seat]``: where figures go to and cards come
    from (scene units)."""

    view: View
    geo: Geometry
    queue: AnimationQueue
    scene: QGraphicsScene
    side_anchor: Mapping[tuple[int, int], tuple[QPointF, str]]
    corral_anchor: Mapping[int, QPointF]
    hand_anchor: Mapping[int, QPointF]

    def steps(self, events: list[Event]) -> list[QAbstractAnimation | None]:
        """One step per played-cards or scoring event, in order (others have none)."""
        handlers: dict[str, Callable[[Event], QAbstractAnimation | None]] = {
            "bs.played": self.played,
            "bs.scored": self.scored,
        }
        return [handlers[e.key](e) for e in events if e.key in handlers]

    def _items_by_value(self) -> dict[Any, SvgItem]:
        return {d.data_value: d for d in self.scene.items() if isinstance(d, SvgItem)}

    def played(self, event: Event) -> QAbstractAnimation | None:
        """Cards fly from the hand to the side (a discard to the pile) (BS-3, BS-4.1)."""
        view = self.view
        q = self.queue
        seat = event.seat
        p = event.params.get("pasture")
        if seat is None or p is None or (p, seat) not in self.side_anchor:
            return None
        cards = [Animal(c) for c in event.params.get("cards", ())]
        side = view.pastures[p].sides[seat]
        geo = self.geo
        w, h = geo.small_card
        edge = self.side_anchor[(p, seat)][1]
        source = self.hand_anchor.get(seat, QPointF(geo.hand_x, geo.hand_y))
        steps: list[QAbstractAnimation | None] = []
        if len(side) >= len(cards) and list(side[len(side) - len(cards) :]) == cards:
            # the cards are still on the side: move the real items
            items = self._items_by_value()
            for k in range(len(side) - len(cards), len(side)):
                item = items.get(("side_card", p, seat, k))
                if item is not None:
                    steps.append(q.move(item, source, item.pos(), FLY_MS))
        else:
            # the pasture scored in the same turn, so these cards completed the side:
            # fly ghosts to where they lay
            start = SIDE_SIZE - len(cards)
            for j, animal in enumerate(cards):
                pos = geo.side_card_pos(p, edge, min(SIDE_SIZE - 1, start + j))
                card = SvgItem(card_path(animal), w, h)
                corner_badge(card, str(animal.rank), MIN_TEXT)
                steps.append(q.move(q.ghost(card), source, pos, FLY_MS))
        discard = event.params.get("discard")
        if discard:
            card = SvgItem(card_path(Animal(discard)), PILE_W, PILE_H)
            corner_badge(card, str(Animal(discard).rank), MIN_TEXT)
            steps.append(q.move(q.ghost(card), source, geo.discard_pos, FLY_MS))
        return q.parallel(steps)

    def scored(self, event: Event) -> QAbstractAnimation | None:
        """The sides' combinations, the figures to the winner's corral, the refill (BS-5,
        BS-6)."""
        view = self.view
        q = self.queue
        geo = self.geo
        w, h = geo.small_card
        size = geo.figure
        params = event.params
        p = params.get("pasture")
        winner = params.get("winner")
        if p is None or winner is None:
            return None
        # 1. the sides as they were, with each combination's name
        show: list[QAbstractAnimation | None] = []
        combos = {c["seat"]: c for c in params.get("combos", ())}
        ghosts: list[SvgItem] = []
        for seat in range(view.players):
            anchor = self.side_anchor.get((p, seat))
            combo = combos.get(seat)
            if anchor is None or combo is None:
                continue
            edge = anchor[1]
            for k, animal in enumerate(combo["cards"]):
                ghost = SvgItem(card_path(Animal(animal)), w, h)
                corner_badge(ghost, str(Animal(animal).rank), MIN_TEXT)
                q.ghost(ghost, 25)
                ghost.setPos(geo.side_card_pos(p, edge, k))
                ghosts.append(ghost)
                show.append(q.fade(ghost, 0, 1, SHOW_MS))
            name = texts.combination_name(combo["combo"])
            label = Box(
                geo.combo_rect(p, edge),
                GOLD if seat == winner else PAPER,
                INK,
                8,
                f"★ {name}" if seat == winner else name,
                MIN_TEXT,
            )
            label.border_width = 3 if seat == winner else 1.5
            q.ghost(label)
            show.append(q.fade(label, 0, 1, SHOW_MS))
        # 2. the two figures move to the winner's corral
        move: list[QAbstractAnimation | None] = []
        target = self.corral_anchor.get(winner, geo.own_panel.center())
        for k, animal in enumerate(params.get("figures", ())):
            start = geo.figure_pos(p, k)
            ghost = SvgItem(figure_path(Animal(animal)), size, size)
            q.ghost(ghost)
            ghost.setPos(start)
            show.append(q.fade(ghost, 0, 1, SHOW_MS))
            end = target + QPointF(-size + k * size * 0.8, -size / 2)
            move.append(q.move(ghost, start, end, TO_CORRAL_MS))
            move.append(q.fade(ghost, 1, 0.2, TO_CORRAL_MS))
        for ghost in ghosts:
            move.append(q.fade(ghost, 1, 0, 400))
        # 3. the refill (or the retired mat) appears
        appear: list[QAbstractAnimation | None] = []
        for value, item in self._items_by_value().items():
            if isinstance(value, tuple) and value[:2] == ("pasture_figure", p):
                q.hide_until_done(item)
                appear.append(q.fade(item, 0, 1, SHOW_MS))
        return q.sequence(
            [q.parallel(show), q.pause(HOLD_COMBINATIONS_MS), q.parallel(move), q.parallel(appear)]
        )
