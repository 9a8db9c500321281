"""What the Black Sheep board asks over the hand beyond the prompt line (:class:`Question`:
the discard question, the Pass button) and the game's keys (:data:`DIGITS`,
:data:`PASTURE_KEYS`, :func:`target_of`, :func:`help_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, MUTED, PAPER
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import Target
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layers import label
from farmhouse.games.black_sheep.board.layout import (
    MIN_TEXT,
    MIN_WIDTH,
    Geometry,
    card_path,
    geometry,
)
from farmhouse.games.black_sheep.data import Animal
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import fill, tr


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture "
        "(keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you "
        "may discard one of your other cards (press its number) or keep all (K or Enter). "
        "Esc goes back one step."
    )


def target_of(role: str, value: Any) -> Target | None:
    """The choice target (choices.py) of a click or key on ``role``/``value`` (a mat stands
    for the viewer's side of it), or None."""
    if role in ("keep", "pass"):
        return (role,)
    if role in ("hand", "side", "discard"):
        return (role, int(value))
    if role == "mat":
        return ("side", int(value))
    return None


#: The game's keys: the hand's cards (at the discard question: that card to discard), the
#: sides of pastures I, II, III.
DIGITS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
PASTURE_KEYS = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}


class Question:
    """What the prompt line (the kit's :class:`~farmhouse.app.board.parts.prompt.PromptBar`)
    asks for beyond its text: the discard question (BS-4.1: the card being played on its
    side, the other cards to discard, "Keep all") or the Pass button. ``scene``: where it
    draws; ``bind(item, target)``: the board's
    :meth:`~farmhouse.app.board.game_board.GameBoard.bind`."""

    def __init__(
        self, scene: QGraphicsScene, bind: Callable[[QGraphicsItem, Target], QGraphicsItem]
    ) -> None:
        self.bind = bind
        self.layer = Layer(scene, z=19)
        self.geo: Geometry = geometry(2, MIN_WIDTH)
        self.prompt_items: list[SvgItem] = []  # the discard question's cards
        self.pending_items: list[SvgItem] = []  # the card being played, under the question
        self.keep_item: Box | None = None
        self.pass_item: Box | None = None

    def show(
        self,
        view: View,
        geo: Geometry,
        playing: Sequence[Animal] = (),
        pasture: int | None = None,
        discards: Sequence[int] = (),
        must_pass: bool = False,
    ) -> None:
        """With ``pasture`` (the side picked), the discard question for the cards ``playing``
        there, offering the hand positions ``discards``; with ``must_pass``, the Pass
        button; else nothing."""
        layer = self.layer
        layer.clear()
        self.geo = geo
        self.prompt_items, self.pending_items = [], []
        self.keep_item = self.pass_item = None
        if pasture is not None:
            self._draw_pending_card(layer, view, pasture, playing)
            self._draw_discard_prompt(layer, view, discards)
        elif must_pass:
            rect = QRectF(geo.hand_x - 100, geo.hand_y + geo.hand_card[1] / 2 - 30, 200, 60)
            self.pass_item = Box(rect, GOLD, INK, 12, tr("Pass"), 22, layer)
            self.bind(self.pass_item, ("pass",))
            self.pass_item.setZValue(20)

    def _draw_pending_card(
        self, layer: Layer, view: View, pasture: int, playing: Sequence[Animal]
    ) -> None:
        """The cards ``playing``, while the discard question is open: on the viewer's side of
        ``pasture`` where they will lie, lit in gold and tagged "playing"."""
        assert view.seat is not None
        geo = self.geo
        w, h = geo.small_card
        place = len(view.pastures[pasture].sides[view.seat])
        for k, animal in enumerate(playing):
            card = SvgItem(card_path(animal), w, h, layer)
            corner_badge(card, str(animal.rank), MIN_TEXT)
            card.setPos(geo.side_card_pos(pasture, "bottom", place + k))
            card.glow = GOLD
            card.setZValue(20)
            card.setToolTip(fill(tr("%1 (being played)"), texts.animal_name(animal)))
            self.pending_items.append(card)
        first = geo.side_card_pos(pasture, "bottom", place)
        at = QPointF(first.x() + w / 2, first.y() + h + 4)
        tag = label(layer, tr("playing"), at, MIN_TEXT + 1, width=w + 60)
        back = Box(tag.sceneBoundingRect().adjusted(-6, -1, 6, 1), GOLD, INK, 8, parent=layer)
        back.setZValue(20)
        tag.setZValue(21)

    def _draw_discard_prompt(self, layer: Layer, view: View, remaining: Sequence[int]) -> None:
        """The optional discard (BS-4.1) over the hand: the cards ``remaining`` (hand
        positions) at hand size, each with its hand number (the key to press), and "Keep
        all"."""
        geo = self.geo
        w, h = geo.hand_card
        y, button_w = geo.hand_y, 150.0
        width = len(remaining) * (w + 16) + button_w + 40
        left = geo.hand_x - width / 2
        # (down over the hand's numbers, which its own numbers and "discard" replace)
        panel = Box(QRectF(left, y - 10, width, h + 38), PAPER, INK, 14, parent=layer)
        panel.border_width = 2.5
        panel.setZValue(19)
        x = left + 16
        for i in remaining:
            card = SvgItem(card_path(view.hand[i]), w, h, layer)
            card.setPos(x, y)
            self.bind(card, ("discard", i))
            card.setZValue(20)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
            card.setToolTip(fill(tr("Discard %1 (key %2)"), texts.animal_name(view.hand[i]), i + 1))
            badge = Box(QRectF(w / 2 - 19, h - 44, 38, 38), QColor("#FFFFFF"), INK, 19, str(i + 1))
            badge.font_size = 20
            badge.border_width = 2.5
            badge.setParentItem(card)
            label(layer, tr("discard"), QPointF(x + w / 2, y + h), width=w + 12).setZValue(20)
            self.prompt_items.append(card)
            x += w + 16
        x += 8
        rect = QRectF(x, y + h / 2 - 46, button_w, 64)
        self.keep_item = Box(rect, GOLD, INK, 12, tr("Keep all (K)"), 20, layer)
        self.bind(self.keep_item, ("keep",))
        self.keep_item.setZValue(20)
        room = min(button_w + 20, geo.hand_column.right() - x)
        at = QPointF(x + button_w / 2, y + h / 2 + 30)
        label(layer, tr("Esc: back"), at, MIN_TEXT, False, MUTED, width=room).setZValue(20)
