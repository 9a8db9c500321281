"""What the Black Sheep board asks over the hand beyond the prompt line (:class:`Question`:
the discard question, the Pass button) and the game's keys (:data:`DIGITS`,
:data:`PASTURE_KEYS`, :func:`help_text`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK
from farmhouse.app.board.parts.choice_panel import Choice, ChoicePanel
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layers import label
from farmhouse.games.black_sheep.board.layout import (
    HAND_Y,
    MIN_TEXT,
    MIN_WIDTH,
    Geometry,
    card_item,
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


def card_drawer(animal: Animal | None, small: bool) -> Callable[[QGraphicsItem, QSizeF], SvgItem]:
    """What draws a card of ``animal`` (None: a card back), its rank made readable when
    ``small`` (under the bonus cards won)."""

    def draw(parent: QGraphicsItem, size: QSizeF) -> SvgItem:
        card = card_item(animal, size.width(), size.height(), parent, small)
        if animal is not None:
            card.setZValue(5)
        return card

    return draw


#: The game's keys: the hand's cards (at the discard question: that card to discard), the
#: sides of pastures I, II, III.
DIGITS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
PASTURE_KEYS = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}


class Question:
    """What the prompt line (the kit's :class:`~farmhouse.app.board.parts.prompt.PromptBar`)
    asks for beyond its text on ``board``: the discard question (BS-4.1: the card being
    played on its side; the other cards to discard and "Keep all" in the kit's
    :class:`~farmhouse.app.board.parts.choice_panel.ChoicePanel`) or the Pass button."""

    def __init__(self, board: GameBoard) -> None:
        self.bind = board.bind
        self.layer = Layer(board.scene(), z=19)
        self.panel = ChoicePanel(board, QSizeF(), numbers="on", border=2.5, text=MIN_TEXT)
        self.geo: Geometry = geometry(2, MIN_WIDTH)

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
        self.panel.clear()
        self.geo = geo
        if pasture is not None:
            self._draw_pending_card(layer, view, pasture, playing)
            self._draw_discard_prompt(view, discards)
        elif must_pass:
            rect = QRectF(geo.hand_x - 100, HAND_Y + geo.hand_card[1] / 2 - 30, 200, 60)
            self.bind(Box(rect, GOLD, INK, 12, tr("Pass"), 22, layer), ("pass",)).setZValue(20)

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
            card = card_item(animal, w, h, layer)
            card.setPos(geo.side_card_pos(pasture, "bottom", place + k))
            card.glow = GOLD
            card.setZValue(20)
            card.setToolTip(fill(tr("%1 (being played)"), texts.animal_name(animal)))
        first = geo.side_card_pos(pasture, "bottom", place)
        at = QPointF(first.x() + w / 2, first.y() + h + 4)
        tag = label(layer, tr("playing"), at, MIN_TEXT + 1, width=w + 60)
        back = Box(tag.sceneBoundingRect().adjusted(-6, -1, 6, 1), GOLD, INK, 8, parent=layer)
        back.setZValue(20)
        tag.setZValue(21)

    def _draw_discard_prompt(self, view: View, remaining: Sequence[int]) -> None:
        """The optional discard (BS-4.1) over the hand: the cards ``remaining`` (hand
        positions) at hand size, each with its hand number (the key to press), and "Keep
        all" (down over the hand's numbers, which its own numbers and "discard" replace)."""
        geo, panel = self.geo, self.panel
        panel.cell = QSizeF(*geo.hand_card)
        width = panel.width(len(remaining), buttons=True)
        rect = QRectF(geo.hand_x - width / 2, HAND_Y - 10, width, geo.hand_card[1] + 38)
        tip = tr("Discard %1 (key %2)")
        choices = []
        for i in remaining:
            name = fill(tip, texts.animal_name(view.hand[i]), i + 1)
            draw = card_drawer(view.hand[i], False)
            choices.append(Choice(("discard", i), draw, tr("discard"), name, i + 1))
        panel.show(rect, choices, buttons=[(("keep",), tr("Keep all (K)"))], note=tr("Esc: back"))
