"""Animations of the Bye-Bye Black Sheep board: a drawn card flies face down from the hand to
the watering hole and turns over; a black sheep turns over, waits and goes home; the Eagle's
and the Mole's cards, a stolen zoo card and the Mother Sheep's pile card fly in; the Wolf
covers the row; at the end of a turn the row flies into the active hand, covered cards to
the Wolf's victim; placed cards fly into the zoo; the Magpie flies to its new owner; the
refill flies from the pile.

:class:`MoveAnimations` builds the steps for the board's
:class:`~farmhouse.app.board.animation.AnimationQueue` from one move's events, the view
before it (``prev``), the view now drawn and where the board drew things (its
:class:`~.items.Drawn`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QAbstractAnimation, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.palette import GOLD, INK
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event
from farmhouse.games.bye_bye_black_sheep import data
from farmhouse.games.bye_bye_black_sheep.board.items import CardItem, Drawn, card_item
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    MAGPIE_RECT,
    MIN_TEXT,
    PILE_RECT,
    WH_CARD_H,
    WH_CARD_W,
    covered_pos,
    own_hand_anchor,
    wh_slot,
)
from farmhouse.games.bye_bye_black_sheep.rules import View
from farmhouse.games.bye_bye_black_sheep.texts import tr

#: How long the steps take at AI speed "normal" (milliseconds).
FLY_MS = 380
FLIP_MS = 220
HOLD_MS = 450
TAKE_MS = 420
REFILL_MS = 320


class FlipCard(QGraphicsObject):
    """A card that turns over: ``flip`` 0 shows the back, 1 the face, squeezed in between."""

    def __init__(self, kind: int, width: float, height: float) -> None:
        super().__init__()
        self.size = (width, height)
        self.back = card_item(self, None, width, height)
        self.face = card_item(self, kind, width, height)
        self._flip = 0.0
        self._set_flip(0.0)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF(0, 0, *self.size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        squeeze = abs(1 - 2 * value)
        half = self.size[0] / 2
        shape = QTransform().translate(half, 0).scale(max(0.02, squeeze), 1).translate(-half, 0)
        for item, shown in ((self.back, value < 0.5), (self.face, value >= 0.5)):
            item.setVisible(shown)
            item.setTransform(shape)

    flip = Property(float, _get_flip, _set_flip)


class MoveAnimations:
    """The animations of one move's events on the ``view`` just drawn (``prev``: the view
    before the move), played by the ``animations`` queue, from and to where ``drawn`` says
    the board drew things."""

    def __init__(
        self, animations: AnimationQueue, view: View, prev: View | None, drawn: Drawn
    ) -> None:
        self.animations = animations
        self._view = view
        self.prev = prev
        self.drawn = drawn

    # ---------------------------------------------------------------- helpers

    def _anchor(self, seat: Any) -> QPointF:
        if isinstance(seat, int) and seat in self.drawn.anchors:
            return self.drawn.anchors[seat]
        return own_hand_anchor()

    def _fly(self, kind: int | None, start: QPointF, end: QPointF, ms: float = FLY_MS) -> Any:
        q = self.animations
        ghost = q.ghost(card_item(None, kind, WH_CARD_W, WH_CARD_H))
        return q.move(ghost, start, end, ms)

    def _fly_and_fade(self, kind: int | None, start: QPointF, end: QPointF, ms: float) -> Any:
        q = self.animations
        ghost = q.ghost(card_item(None, kind, WH_CARD_W, WH_CARD_H))
        return q.parallel([q.move(ghost, start, end, ms), q.fade(ghost, 1, 0.15, ms)])

    def _turn_over(self, kind: int, start: QPointF, end: QPointF) -> Any:
        """A face-down card flies from ``start`` to ``end`` and turns over there."""
        q = self.animations
        ghost = FlipCard(kind, WH_CARD_W, WH_CARD_H)
        q.ghost(ghost)
        flip = q.duration(FLIP_MS)
        turn = self._flip_anim(ghost, flip)
        return q.sequence([q.move(ghost, start, end, FLY_MS), turn])

    def _flip_anim(self, ghost: FlipCard, ms: int) -> QAbstractAnimation:
        anim = QPropertyAnimation(ghost, b"flip")
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        return anim

    def _row_item(self, kind: int, drawn: Any) -> CardItem | None:
        """The watering-hole item of the card just added (at place ``drawn``), if still there."""
        view = self._view
        items = self.drawn.wh
        if view is None or len(items) != len(view.wh):
            return None
        index = drawn - 1 if isinstance(drawn, int) else -1
        if 0 <= index < len(items) and view.wh[index] == kind:
            return items[index]
        for i in range(len(items) - 1, -1, -1):
            if view.wh[i] == kind:
                return items[i]
        return None

    def _arrive(self, kind: int, drawn: Any, start: QPointF, turn_over: bool) -> Any:
        """A card enters the watering hole from ``start`` (face down if ``turn_over``)."""
        q = self.animations
        item = self._row_item(kind, drawn)
        if item is not None:
            end = item.pos()
            item.setOpacity(0.0)
            q.hide_until_done(item)
        else:
            count = max(1, int(drawn) if isinstance(drawn, int) else 1)
            end = wh_slot(count - 1, count)
        if turn_over:
            return self._turn_over(kind, start, end)
        return self._fly(kind, start, end)

    # ---------------------------------------------------------------- events

    def steps(self, events: list[Event]) -> list[QAbstractAnimation | None]:
        """The steps of ``events`` (the viewer's, oldest first), one after another."""
        prev = self.prev
        handlers: dict[str, Callable[[Event, View | None], QAbstractAnimation | None]] = {
            "bb.drew": self._animate_drew,
            "bb.drew_black_sheep": self._animate_black_sheep,
            "bb.eagle_asked": self._animate_given,
            "bb.mole_picked": self._animate_given,
            "bb.magpie_stole": self._animate_stolen,
            "bb.mother_sheep": self._animate_mother_sheep,
            "bb.wolf": self._animate_wolf,
            "bb.covered_returned": self._animate_covered_returned,
            "bb.wh_taken": self._animate_wh_taken,
            "bb.placed": self._animate_placed,
            "bb.triplet": self._animate_triplet,
            "bb.magpie_taken": self._animate_magpie_taken,
        }
        steps = [handlers[e.key](e, prev) for e in events if e.key in handlers]
        refills = [e for e in events if e.key == "bb.refilled" and e.params.get("count")]
        if refills:
            q = self.animations
            start = PILE_RECT.topLeft()
            steps.append(
                q.parallel(
                    self._fly_and_fade(None, start, self._anchor(e.seat), REFILL_MS)
                    for e in refills
                )
            )
        return steps

    def _animate_drew(self, event: Event, prev: View | None) -> Any:
        p = event.params
        kind = data.kind_of(str(p["card"]))
        return self._arrive(kind, p.get("drawn"), self._anchor(p.get("source")), True)

    def _animate_black_sheep(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        p = event.params
        kind = data.kind_of(str(p["card"]))
        count = (len(prev.wh) if prev is not None else 0) + 1
        end = wh_slot(count - 1, count)
        start = self._anchor(p.get("source"))
        ghost = FlipCard(kind, WH_CARD_W, WH_CARD_H)
        q.ghost(ghost)
        return q.sequence(
            [
                q.move(ghost, start, end, FLY_MS),
                self._flip_anim(ghost, q.duration(FLIP_MS)),
                q.pause(HOLD_MS),
                q.parallel([q.move(ghost, end, start, TAKE_MS), q.fade(ghost, 1, 0, TAKE_MS)]),
            ]
        )

    def _animate_given(self, event: Event, prev: View | None) -> Any:
        p = event.params
        if p.get("card") is None:
            return None  # the Eagle's question got no card
        kind = data.kind_of(str(p["card"]))
        return self._arrive(kind, p.get("drawn"), self._anchor(p.get("target")), False)

    def _animate_stolen(self, event: Event, prev: View | None) -> Any:
        p = event.params
        kind = data.kind_of(str(p["card"]))
        rect = self.drawn.zoo_rects.get(p.get("victim", -1))
        start = (
            rect.center() - QPointF(WH_CARD_W / 2, WH_CARD_H / 2) if rect else PILE_RECT.topLeft()
        )
        return self._arrive(kind, p.get("drawn"), start, False)

    def _animate_mother_sheep(self, event: Event, prev: View | None) -> Any:
        p = event.params
        if p.get("card") is None:
            return None
        kind = data.kind_of(str(p["card"]))
        return self._arrive(kind, p.get("drawn"), PILE_RECT.topLeft(), True)

    def _animate_wolf(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        row = list(prev.wh) if prev is not None else []
        end = covered_pos(1)
        return q.parallel(
            self._fly_and_fade(kind, wh_slot(i, len(row) + 1), end, TAKE_MS)
            for i, kind in enumerate(row)
        )

    def _animate_covered_returned(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        cards = event.params.get("cards", ())
        start = covered_pos(1)
        end = self._anchor(event.params.get("seat"))
        return q.parallel(
            self._fly_and_fade(None, start + QPointF(i * 6, 0), end, TAKE_MS)
            for i in range(min(4, len(cards)))
        )

    def _animate_wh_taken(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        if self.drawn.wh_label is not None:  # the empty pond's name would show between the cards
            self.drawn.wh_label.setOpacity(0.0)
            q.hide_until_done(self.drawn.wh_label)
        cards = [data.kind_of(str(c)) for c in event.params.get("cards", ())]
        end = self._anchor(event.params.get("seat"))
        return q.parallel(
            self._fly_and_fade(kind, wh_slot(i, len(cards)), end, TAKE_MS)
            for i, kind in enumerate(cards)
        )

    def _animate_placed(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        p = event.params
        seat, species, count = p.get("seat"), p.get("species"), p.get("count")
        if not (isinstance(seat, int) and isinstance(species, int) and isinstance(count, int)):
            return None
        item = self.drawn.zoo_slots.get((seat, species, count - 1))
        if item is None:
            return None
        return q.move(item, self._anchor(seat), item.pos(), FLY_MS)

    def _animate_triplet(self, event: Event, prev: View | None) -> Any:
        q = self.animations
        rect = self.drawn.zoo_rects.get(event.params.get("seat", -1))
        if rect is None:
            return None
        label = Box(
            QRectF(rect.center().x() - 90, rect.center().y() - 24, 180, 48),
            GOLD,
            INK,
            14,
            tr("Triplet!"),
            MIN_TEXT + 7,
        )
        label.border_width = 3
        q.ghost(label)
        return q.sequence([q.fade(label, 0, 1, 160), q.pause(HOLD_MS), q.fade(label, 1, 0, 240)])

    def _animate_magpie_taken(self, event: Event, prev: View | None) -> Any:
        return self._fly_and_fade(
            data.MAGPIE, MAGPIE_RECT.topLeft(), self._anchor(event.params.get("seat")), TAKE_MS
        )
