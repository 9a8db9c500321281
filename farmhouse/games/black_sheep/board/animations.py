"""Animations of the Black Sheep board (the kit's Flight): played cards fly from the hand to
the side (the discard to the pile); a scoring pasture shows each side's combination, the
winner's label, then the figures move to the winner's corral and the refill appears.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

import attrs
from PySide6.QtCore import QPointF

from farmhouse.app.board.palette import GOLD, PAPER
from farmhouse.app.board.parts.flight import Flight, Step
from farmhouse.app.board.svg import SvgItem
from farmhouse.core.game import Event
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layers import Table
from farmhouse.games.black_sheep.board.layout import (
    HAND_Y,
    MIN_TEXT,
    PILE_H,
    PILE_W,
    Geometry,
    card_item,
    figure_path,
)
from farmhouse.games.black_sheep.data import SIDE_SIZE, Animal
from farmhouse.games.black_sheep.rules import View

#: How long the steps take at AI speed "normal" (ms).
FLY_MS = 420
SHOW_MS = 250
HOLD_COMBINATIONS_MS = 1200
TO_CORRAL_MS = 800


@attrs.frozen
class MoveAnimations:
    """The animations of one move's events, seen in ``view`` (drawn already by ``table``,
    which noted where each side, corral and other seat's hand lies); ``hands[seat]``: where
    that seat's played cards come from (scene units)."""

    view: View
    geo: Geometry
    fly: Flight
    table: Table
    hands: Mapping[int, QPointF]

    def steps(self, events: list[Event]) -> list[Step]:
        """One step per played-cards or scoring event, in order (others have none)."""
        steps = {"bs.played": self.played, "bs.scored": self.scored}
        return [steps[e.key](e) for e in events if e.key in steps]

    def _items_by_value(self) -> dict[object, SvgItem]:
        items = self.table.scene.items()
        return {d.data_value: d for d in items if isinstance(d, SvgItem)}

    def played(self, event: Event) -> Step:
        """Cards fly from the hand to the side (a discard to the pile) (BS-3, BS-4.1)."""
        seat, p, geo, f = event.seat, event.params.get("pasture"), self.geo, self.fly
        if seat is None or p is None or (p, seat) not in self.table.side_anchor:
            return None
        cards = [Animal(c) for c in event.params.get("cards", ())]
        side = self.view.pastures[p].sides[seat]
        source = self.hands.get(seat, QPointF(geo.hand_x, HAND_Y))
        steps: list[Step] = []
        if list(side[len(side) - len(cards) :]) == cards:  # still on the side: they fly in
            items = self._items_by_value()
            for k in range(len(side) - len(cards), len(side)):
                item = items.get(("side_card", p, seat, k))
                steps.append(None if item is None else f.arrive(item, source))
        else:  # the pasture scored in the same turn: ghosts fly to where the cards lay
            edge, start = self.table.side_anchor[(p, seat)][1], SIDE_SIZE - len(cards)
            for j, animal in enumerate(cards):
                pos = geo.side_card_pos(p, edge, min(SIDE_SIZE - 1, start + j))
                steps.append(f.fly(card_item(animal, *geo.small_card), source, pos))
        if discard := event.params.get("discard"):
            card = card_item(Animal(discard), PILE_W, PILE_H)
            steps.append(f.fly(card, source, geo.discard_pos))
        return f.together(steps)

    def scored(self, event: Event) -> Step:
        """The sides' combinations, the figures to the winner's corral, the refill (BS-5, BS-6)."""
        params, geo, f = event.params, self.geo, self.fly
        q, size = f.queue, geo.figure
        p, winner = params.get("pasture"), params.get("winner")
        if p is None or winner is None:
            return None
        # 1. the sides as they were, with each combination's name; 2. the figures move to
        # the winner's corral; 3. the refill (or the retired mat) appears
        show, move = list[Step](), list[Step]()
        combos = {c["seat"]: c for c in params.get("combos", ())}
        for seat in range(self.view.players):
            anchor, combo = self.table.side_anchor.get((p, seat)), combos.get(seat)
            if anchor is None or combo is None:
                continue
            for k, animal in enumerate(combo["cards"]):
                ghost = f.ghost(card_item(Animal(animal), *geo.small_card), 25)
                ghost.setPos(geo.side_card_pos(p, anchor[1], k))
                show.append(q.fade(ghost, 0, 1, SHOW_MS))
                move.append(q.fade(ghost, 1, 0, 400))
            won, name = seat == winner, partial(texts.combination_name, combo["combo"])
            text, fill = ((lambda n=name: f"★ {n()}"), GOLD) if won else (name, PAPER)  # (reworded)
            label = f.label(
                geo.combo_rect(p, anchor[1]), text, fill, MIN_TEXT, 8, 3 if won else 1.5
            )
            show.append(q.fade(label, 0, 1, SHOW_MS))
        corral = self.table.corral_anchor.get(winner, geo.own_panel.center())
        for k, animal in enumerate(params.get("figures", ())):
            start, end = geo.figure_pos(p, k), corral + QPointF(-size + k * size * 0.8, -size / 2)
            ghost = f.ghost(SvgItem(figure_path(Animal(animal)), size, size))
            ghost.setPos(start)
            show.append(q.fade(ghost, 0, 1, SHOW_MS))
            move.append(f.fly(ghost, start, end, TO_CORRAL_MS, fade_to=0.2))
        appear: list[Step] = []
        for value, item in self._items_by_value().items():
            if isinstance(value, tuple) and value[:2] == ("pasture_figure", p):
                q.hide_until_done(item)
                appear.append(q.fade(item, 0, 1, SHOW_MS))
        hold = f.pause(HOLD_COMBINATIONS_MS)
        return f.then([f.together(show), hold, f.together(move), f.together(appear)])
