"""Animations of the Bye-Bye Black Sheep board: a drawn card flies face down from the hand to
the watering hole and turns over; a black sheep turns over, waits and goes home; the Eagle's
and the Mole's cards, a stolen zoo card and the Mother Sheep's pile card fly in; the Wolf
covers the row; at the end of a turn the row flies into the active hand, covered cards to
the Wolf's victim; placed cards fly into the zoo; the Magpie flies to its new owner; the
refill flies from the pile.

:class:`MoveAnimations` builds the steps (the kit's
:class:`~farmhouse.app.board.parts.flight.Flight` over the board's
:class:`~farmhouse.app.board.animation.AnimationQueue`) from one move's events, the view
before it (``prev``), the view now drawn and where the board drew things (its
:class:`~.items.Drawn`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.parts.flight import Flight
from farmhouse.core.game import Event
from farmhouse.games.bye_bye_black_sheep import data
from farmhouse.games.bye_bye_black_sheep.board import layout as L
from farmhouse.games.bye_bye_black_sheep.board.items import CardItem, Drawn, card_item
from farmhouse.games.bye_bye_black_sheep.rules import View
from farmhouse.games.bye_bye_black_sheep.texts import tr

# How long the steps take at AI speed "normal" (milliseconds).
FLY_MS, FLIP_MS, HOLD_MS, TAKE_MS, REFILL_MS = 380, 220, 450, 420, 320
# The events that bring a card into the watering hole: where from ("source" the drawn
# hand, "target" the asked hand, "victim" the zoo robbed, "pile") and face down or not.
ARRIVALS = {
    "bb.drew": ("source", True),
    "bb.eagle_asked": ("target", False),
    "bb.mole_picked": ("target", False),
    "bb.magpie_stole": ("victim", False),
    "bb.mother_sheep": ("pile", True),
}


class MoveAnimations:
    """The animations of one move's events on the ``view`` just drawn (``prev``: the view
    before the move), played by the ``animations`` queue, from and to where ``drawn`` says
    the board drew things."""

    def __init__(
        self, animations: AnimationQueue, view: View, prev: View | None, drawn: Drawn
    ) -> None:
        self.q = animations
        self.f = Flight(animations, FLY_MS)
        self.view = view
        self.prev = prev
        self.drawn = drawn

    def steps(self, events: list[Event]) -> list[QAbstractAnimation | None]:
        """The steps of ``events`` (the viewer's, oldest first), one after another."""
        steps = [self._step(e) for e in events]
        refills = [e for e in events if e.key == "bb.refilled" and e.params.get("count")]
        if refills:
            start = L.PILE_RECT.topLeft()
            flights = (self._fly(None, start, self._anchor(e.seat), REFILL_MS) for e in refills)
            steps.append(self.q.parallel(flights))
        return [s for s in steps if s is not False]

    def _step(self, event: Event) -> Any:
        """The animation of one event (None: nothing to show; False: not an animated one)."""
        q, p, key = self.q, event.params, event.key
        if key in ARRIVALS:
            source, face_down = ARRIVALS[key]
            if p.get("card") is None:
                return None  # the Eagle's question got no card, the pile was empty
            kind = data.kind_of(str(p["card"]))
            if source == "pile":
                start = L.PILE_RECT.topLeft()
            elif source == "victim":
                rect = self.drawn.zoo_rects.get(p.get("victim", -1))
                half = QPointF(L.WH_CARD_W / 2, L.WH_CARD_H / 2)
                start = rect.center() - half if rect else L.PILE_RECT.topLeft()
            else:
                start = self._anchor(p.get(source))
            return self._arrive(kind, p.get("drawn"), start, face_down)
        if key == "bb.drew_black_sheep":
            count = (len(self.prev.wh) if self.prev is not None else 0) + 1
            end, start = L.wh_slot(count - 1, count), self._anchor(p.get("source"))
            ghost, flip = self._flip(data.kind_of(str(p["card"])))
            back = self.f.fly(ghost, end, start, TAKE_MS, fade_to=0)
            return q.sequence([self.f.fly(ghost, start, end), flip, q.pause(HOLD_MS), back])
        if key == "bb.wolf":
            row = list(self.prev.wh) if self.prev is not None else []
            end = L.covered_pos(1)
            return q.parallel(
                self._fly(k, L.wh_slot(i, len(row) + 1), end, TAKE_MS) for i, k in enumerate(row)
            )
        if key == "bb.covered_returned":
            start, end = L.covered_pos(1), self._anchor(p.get("seat"))
            return q.parallel(
                self._fly(None, start + QPointF(i * 6, 0), end, TAKE_MS)
                for i in range(min(4, len(p.get("cards", ()))))
            )
        if key == "bb.wh_taken":
            self.f.late(self.drawn.wh_label)  # (the pond's name would show between the cards)
            cards = [data.kind_of(str(c)) for c in p.get("cards", ())]
            end = self._anchor(p.get("seat"))
            return q.parallel(
                self._fly(k, L.wh_slot(i, len(cards)), end, TAKE_MS) for i, k in enumerate(cards)
            )
        if key == "bb.placed":
            seat, species, nth = p.get("seat"), p.get("species"), p.get("count")
            if not (isinstance(seat, int) and isinstance(species, int) and isinstance(nth, int)):
                return None
            item = self.drawn.zoo_slots.get((seat, species, nth - 1))
            return None if item is None else self.f.arrive(item, self._anchor(seat))
        if key == "bb.triplet":
            rect = self.drawn.zoo_rects.get(p.get("seat", -1))
            if rect is None:
                return None
            box = QRectF(rect.center().x() - 90, rect.center().y() - 24, 180, 48)
            banner = self.f.label(box, lambda: tr("Triplet!"), size=L.MIN_TEXT + 7, radius=14)
            return self.f.hold(banner, HOLD_MS, 160, 240)
        if key == "bb.magpie_taken":
            end = self._anchor(p.get("seat"))
            return self._fly(data.MAGPIE, L.MAGPIE_RECT.topLeft(), end, TAKE_MS)
        return False

    def _anchor(self, seat: Any) -> QPointF:
        """Where cards fly to and from ``seat``'s hand."""
        if isinstance(seat, int) and seat in self.drawn.anchors:
            return self.drawn.anchors[seat]
        return QPointF(L.HAND_AREA.center().x() - L.HAND_CARD_W / 2, L.HAND_Y)

    def _fly(self, kind: int | None, start: QPointF, end: QPointF, ms: float) -> Any:
        """A card (``None``: a back) flies from ``start`` to ``end``, fading."""
        card = card_item(None, kind, L.WH_CARD_W, L.WH_CARD_H)
        return self.f.fly(card, start, end, ms, fade_to=0.15)

    def _row_item(self, kind: int, drawn: Any) -> CardItem | None:
        """The watering-hole item of the card just added (at place ``drawn``), if still there."""
        items, row = self.drawn.wh, self.view.wh
        if len(items) != len(row):
            return None
        index = drawn - 1 if isinstance(drawn, int) else -1
        if 0 <= index < len(items) and row[index] == kind:
            return items[index]
        return next((items[i] for i in range(len(items) - 1, -1, -1) if row[i] == kind), None)

    def _arrive(self, kind: int, drawn: Any, start: QPointF, face_down: bool) -> Any:
        """A card enters the watering hole from ``start`` (face down: it turns over there)."""
        item = self._row_item(kind, drawn)
        if item is not None:
            end = item.pos()
            self.f.late(item)
        else:
            count = max(1, int(drawn) if isinstance(drawn, int) else 1)
            end = L.wh_slot(count - 1, count)
        if not face_down:
            return self.f.fly(card_item(None, kind, L.WH_CARD_W, L.WH_CARD_H), start, end)
        ghost, flip = self._flip(kind)
        return self.f.then([self.f.fly(ghost, start, end), flip])

    def _flip(self, kind: int) -> tuple[CardItem, QAbstractAnimation]:
        """A ghost card of ``kind`` shown face down, and its turning over (the face from
        half-way)."""
        ghost = self.f.ghost(card_item(None, kind, L.WH_CARD_W, L.WH_CARD_H))
        face = (ghost.path, ghost.tint)  # (a black sheep's in its owner's colour)
        ghost.path, ghost.tint = L.card_path(None), None

        def show_face() -> None:
            ghost.path, ghost.tint = face
            ghost.update()

        return ghost, self.f.turn_over(ghost, show_face, FLIP_MS)
