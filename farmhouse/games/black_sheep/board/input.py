"""Choosing a play on the Black Sheep board: hand cards, sides, the discard prompt, keys.

Click (or press 1–3 for) hand cards to pick one or two, then your side of a pasture (or
press A/S/D); Tab and the arrow keys move a focus ring over what can be picked now and
Enter picks it (the kit's keyboard play). After a single card, a prompt offers the optional
discard (BS-4.1): its cards carry their hand numbers, and 1–3 keep meaning the hand
positions there; K or Enter keeps all. Esc steps back one pick. What can be picked, and the
reason for what cannot, come from the choice model (:mod:`..choices`) through the kit's
:class:`~farmhouse.app.board.game_board.GameBoard`: only its pickable targets light up; any
other says why on hover and click (``illegal_attempt``).

:class:`BoardInput` is a mixin of the board: the game's keys, the prompt layer (the line
saying what to do, the discard question, the Pass button) and how the targets look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import set_block_text, text_block, text_item
from farmhouse.core.choices import Selection, Target
from farmhouse.core.game import IllegalAction
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import MIN_TEXT, Geometry, card_path
from farmhouse.games.black_sheep.choices import BlackSheepChoices, hand_positions, side_of
from farmhouse.games.black_sheep.data import Animal
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import fill, tr

#: Font size of the prompt line over the hand (scene units; it wraps to two lines).
HINT_SIZE = 19.0


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


class BoardInput:
    """The board's part in choosing (a mixin of the board): the game's keys, the prompt, and
    how targets look. What can be picked, what a pick leads to and the reason for what cannot
    come from the choice model (:attr:`choices`, a
    :class:`~farmhouse.games.black_sheep.choices.BlackSheepChoices`, through
    :class:`~farmhouse.app.board.game_board.GameBoard`: :attr:`selection`, :attr:`reasons`).
    """

    view: View | None
    legal: list[Any]
    names: list[str]
    selection: Selection
    reasons: dict[Target, IllegalAction | None]
    focus_target: Target | None
    _model: BlackSheepChoices
    _hand_items: list[SvgItem]
    _hand_top: float
    _side_items: dict[int, Box]
    _mat_items: dict[int, SvgItem]
    _recent: list[Any]
    _prompt_items: list[SvgItem]
    _pending_items: list[SvgItem]
    _keep_item: Box | None
    _pass_item: Box | None
    _hint: QGraphicsTextItem | None
    prompt_layer: Layer
    geo: Geometry
    interactive: bool
    hover: tuple[str, Any] | None
    animations: AnimationQueue

    if TYPE_CHECKING:  # provided by GameBoard, BoardView and DrawnLayers

        def explain(self, text: str) -> None: ...
        def bind(self, item: QGraphicsItem, target: Target) -> QGraphicsItem: ...
        def pick(self, target: Target) -> bool: ...
        def refresh_targets(self) -> None: ...
        def refusal_text(self, error: IllegalAction) -> str: ...
        def taking_choices(self) -> bool: ...
        def is_animating(self) -> bool: ...
        def _viewer(self) -> int: ...
        def _turn(self) -> int | None: ...
        def selection_changed(self) -> None: ...

    def picked_cards(self) -> list[int]:
        """The hand positions picked (0-based, in the order picked)."""
        return hand_positions(self.selection)

    @property
    def _pending(self) -> int | None:
        """The pasture whose side is picked, while the discard question is open."""
        return side_of(self.selection)

    # ---------------------------------------------------------------- keys

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """The target of one of the game's keys: 1-3 a hand card (at the discard question,
        that card to discard), A/S/D the own side of pasture I/II/III, K keep all, P pass."""
        key = event.key()
        if key in DIGITS:
            index = DIGITS[Qt.Key(key)]
            return ("discard", index) if self._pending is not None else ("hand", index)
        if key in PASTURE_KEYS:
            return ("side", PASTURE_KEYS[Qt.Key(key)])
        if key == Qt.Key.Key_K and self._pending is not None:
            return ("keep",)
        if key == Qt.Key.Key_P and ("pass",) in self.reasons:
            return ("pass",)
        return None

    def game_key(self, event: QKeyEvent) -> bool:
        """The keys the board answers itself before the kit: a number key for no card or for
        the card being played, a picked card's number (puts it back), and Enter with no
        target focused at the discard question (keep all) or with a pass to make."""
        key = event.key()
        view = self.view
        if view is None:
            return False
        if key in DIGITS:
            index = DIGITS[Qt.Key(key)]
            if index >= len(view.hand):
                self.explain(tr("You have no such card."))
                return True
            if self._pending is not None and index in self.picked_cards():
                self.explain(
                    tr(
                        "That is the card you are playing. Press the number of another card to "
                        "discard it, or K to keep all."
                    )
                )
                return True
            if self._pending is None and ("hand", index) in self.selection:
                self._put_back(("hand", index))
                return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focus_target is None:
            for target in (("keep",), ("pass",)):
                if self.reasons.get(target, False) is None:
                    self.pick(target)
                    return True
        return False

    def _put_back(self, card: Target) -> None:
        """Put the picked hand card ``card`` back into the hand."""
        self.selection = tuple(t for t in self.selection if t != card)
        self.selection_changed()
        self.refresh_targets()

    # ---------------------------------------------------------------- what can be picked

    def _selected_cards(self) -> list[Animal]:
        assert self.view is not None
        return [self.view.hand[i] for i in self.picked_cards()]

    def _must_pass(self) -> bool:
        return ("pass",) in self._model.next_targets(())

    def _step_text(self) -> str:
        """What the step asks for, said for a target it does not offer."""
        if self._must_pass():
            return tr("You have no legal play: you must pass.")
        if self._pending is not None:
            return tr("First answer the discard question (or press Esc).")
        if not self.selection:
            return tr("Choose one or two cards from your hand first.")
        return self._choice_hint()

    # ---------------------------------------------------------------- clicks

    def _click(self, role: str, value: Any) -> None:
        """Pick the target an item with ``role``/``value`` stands for, as a click would (a
        picked hand card is put back); tools and tests use it."""
        target = target_of(role, value)
        if target is None or self.view is None:
            return
        if self.is_animating():
            self.animations.finish()
        if target in self.selection and target[0] == "hand" and self._pending is None:
            self._put_back(target)
        else:
            self.pick(target)

    def other_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """A click on a mat (the own side of it) or on another seat's side."""
        if role == "other_side" and self.view is not None:
            self.explain(
                fill(
                    tr(
                        "You can only play to your own side: the %1 edge of a "
                        "pasture, nearest to you."
                    ),
                    texts.seat_colour_name(self._viewer()),
                )
            )
        elif role == "mat" and not getattr(item, "why_not", None):  # (else said already)
            self.pick(("side", int(value)))

    def target_name(self, target: Target) -> str:
        """What ``target`` is, in words (its accessible name): a hand card's or discard's
        tooltip, the viewer's side of a pasture, the buttons' labels."""
        kind = target[0]
        if kind == "side":
            p = int(target[1])
            return fill(tr("Your side of pasture %1 (key %2)"), texts.pasture_name(p), "ASD"[p])
        item = {"hand": self._hand_items}.get(str(kind))
        if item is not None and int(target[1]) < len(item):
            return item[int(target[1])].toolTip()
        for prompt in self._prompt_items:
            if getattr(prompt, "data_value", None) == target:
                return prompt.toolTip()
        button = {"keep": self._keep_item, "pass": self._pass_item}.get(str(kind))
        return str(button.text) if button is not None else ""

    # ---------------------------------------------------------------- the prompt

    def _rebuild_prompt(self) -> None:
        layer = self.prompt_layer
        layer.clear()
        self._prompt_items = []
        self._pending_items = []
        self._keep_item = None
        self._pass_item = None
        view = self.view
        assert view is not None
        geo = self.geo
        if view.game_over:
            text = tr("The game is over.")
        elif not self.legal:
            turn = self._turn()
            who = self.names[turn] if turn is not None and turn < len(self.names) else "?"
            text = fill(tr("Waiting for %1…"), who)
        elif self._pending is not None:
            text = fill(
                tr("You are playing %1 to pasture %2. Discard one of your other cards? (optional)"),
                texts.animal_list(self._selected_cards()),
                texts.pasture_name(self._pending),
            )
        elif self._must_pass():
            text = tr("You have no legal play and must pass.")
        else:
            text = self._choice_hint()
        rect = geo.prompt_rect
        hint = self._hint
        if hint is None or hint.scene() is None or hint.textWidth() != rect.width():
            if hint is not None and hint.scene() is not None:
                hint.scene().removeItem(hint)
            # one item for the whole game (outside the layer): a new text only is laid out
            hint = text_block(
                None, text, rect.topLeft(), rect.width(), HINT_SIZE, INK, True, "centre"
            )
            hint.setZValue(20)
            layer.scene().addItem(hint)
            self._hint = hint
        else:
            hint.setPos(rect.topLeft())
            set_block_text(hint, text)
        if self._pending is not None:
            self._draw_pending_card(layer, self._pending)
            self._draw_discard_prompt(layer)
        elif self.legal and self._must_pass():
            w, h = geo.hand_card
            self._pass_item = Box(
                QRectF(geo.hand_x - 100, geo.hand_y + h / 2 - 30, 200, 60),
                GOLD,
                INK,
                12,
                tr("Pass"),
                22,
                layer,
            )
            self.bind(self._pass_item, ("pass",))
            self._pass_item.setZValue(20)

    def _draw_pending_card(self, layer: Layer, pasture: int) -> None:
        """The card being played, while the discard question is open: on the viewer's side of
        ``pasture`` where it will lie, lit in gold and tagged "playing"."""
        view = self.view
        assert view is not None and view.seat is not None
        geo = self.geo
        w, h = geo.small_card
        place = len(view.pastures[pasture].sides[view.seat])
        for k, animal in enumerate(self._selected_cards()):
            card = SvgItem(card_path(animal), w, h, layer)
            corner_badge(card, str(animal.rank), MIN_TEXT)
            card.setPos(geo.side_card_pos(pasture, "bottom", place + k))
            card.glow = GOLD
            card.setZValue(20)
            card.setToolTip(fill(tr("%1 (being played)"), texts.animal_name(animal)))
            self._pending_items.append(card)
        first = geo.side_card_pos(pasture, "bottom", place)
        tag = text_item(
            layer,
            tr("playing"),
            QPointF(first.x() + w / 2, first.y() + h + 4),
            MIN_TEXT + 1,
            True,
            INK,
            "centre",
            w + 60,
            MIN_TEXT,
        )
        back = Box(tag.sceneBoundingRect().adjusted(-6, -1, 6, 1), GOLD, INK, 8, parent=layer)
        back.setZValue(20)
        tag.setZValue(21)

    def _draw_discard_prompt(self, layer: Layer) -> None:
        """The optional discard (BS-4.1) over the hand: the other cards at hand size, each with
        its hand number, and "Keep all"."""
        view = self.view
        assert view is not None
        geo = self.geo
        offered = self._model.targets(self.selection)
        remaining = [int(t[1]) for t in offered if t[0] == "discard"]
        w, h = geo.hand_card
        column = geo.hand_column
        button_w = 150.0
        width = len(remaining) * (w + 16) + button_w + 40
        left = geo.hand_x - width / 2
        # (down over the hand's numbers, which its own numbers and "discard" replace)
        panel = Box(QRectF(left, geo.hand_y - 10, width, h + 38), PAPER, INK, 14, parent=layer)
        panel.border_width = 2.5
        panel.setZValue(19)
        x = left + 16
        for i in remaining:
            card = SvgItem(card_path(view.hand[i]), w, h, layer)
            card.setPos(x, geo.hand_y)
            self.bind(card, ("discard", i))
            card.setZValue(20)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
            card.setToolTip(fill(tr("Discard %1 (key %2)"), texts.animal_name(view.hand[i]), i + 1))
            # the card's hand number (as under the hand), so the key to press is the one shown
            badge = Box(QRectF(w / 2 - 19, h - 44, 38, 38), QColor("#FFFFFF"), INK, 19, str(i + 1))
            badge.font_size = 20
            badge.border_width = 2.5
            badge.setParentItem(card)
            text_item(
                layer,
                tr("discard"),
                QPointF(x + w / 2, geo.hand_y + h),
                MIN_TEXT,
                True,
                INK,
                "centre",
                w + 12,
                MIN_TEXT,
            ).setZValue(20)
            self._prompt_items.append(card)
            x += w + 16
        x += 8
        self._keep_item = Box(
            QRectF(x, geo.hand_y + h / 2 - 46, button_w, 64),
            GOLD,
            INK,
            12,
            tr("Keep all (K)"),
            20,
            layer,
        )
        self.bind(self._keep_item, ("keep",))
        self._keep_item.setZValue(20)
        hint = text_item(
            layer,
            tr("Esc: back"),
            QPointF(x + button_w / 2, geo.hand_y + h / 2 + 30),
            MIN_TEXT,
            False,
            MUTED,
            "centre",
            min(button_w + 20, column.right() - x),
            MIN_TEXT,
        )
        hint.setZValue(20)

    def _choice_hint(self) -> str:
        if not self.selection:
            return tr("Your turn: choose 1 or 2 cards, then your side of a pasture.")
        if any(t[0] == "side" for t in self._model.next_targets(self.selection)):
            return tr("Now click your side of a lit pasture (A · S · D).")
        return tr("Choose one more card: no side of yours takes this card alone.")

    # ---------------------------------------------------------------- how targets look

    def light(self, target: Target, item: QGraphicsItem, state: str) -> None:
        """A target's glow (the kit's hook): teal when it can be picked, gold when picked; the
        buttons keep their gold face (see :meth:`targets_refreshed`)."""
        if target[0] in ("keep", "pass"):
            return
        piece: Any = item
        colour = LEGAL if state == "lit" else GOLD if state == "picked" else None
        if piece.glow != colour:
            piece.glow = colour
            piece.update()

    def targets_refreshed(self) -> None:
        """After each lighting: the picked cards lifted and the rest of the hand dimmed, the
        lit sides tinted (gold under the pointer), the mats and the targets this step does
        not offer explained, the prompt's line."""
        if self.view is None:
            return
        active = self.taking_choices()
        reasons = self.reasons
        asking = self._pending is not None  # the discard question is open
        must_pass = active and self._must_pass()
        step = self._step_text() if active else None

        def why_not(target: Target) -> str | None:  # shown on hover and click (BoardView)
            if target not in reasons:
                return step
            why = reasons[target]
            return None if why is None else self.refusal_text(why)

        hand_y = self._hand_top
        picked = self.picked_cards()
        for i, card in enumerate(self._hand_items):
            selected = i in picked
            hovered = active and self.hover == ("hand", ("hand", i))
            lift = 0 if asking else 28 if selected else 10 if hovered else 0
            card.setY(hand_y - lift)  # (under the discard prompt the hand lies still)
            dimmed = active and not selected and card.glow is None and not must_pass
            if dimmed != card.dimmed:
                card.dimmed = dimmed
                card.update()
            card.why_not = None if selected else why_not(("hand", i))
        for p, side in self._side_items.items():
            on = reasons.get(("side", p), False) is None
            glow, fill_colour = (LEGAL, QColor(18, 164, 184, 50)) if on else (None, None)
            if on and self.hover in (("side", ("side", p)), ("mat", p)):
                glow, fill_colour = GOLD, QColor(18, 164, 184, 110)
            if (glow, fill_colour) != (side.glow, side.fill):
                side.glow, side.fill = glow, fill_colour
                side.update()
            side.why_not = why_not(("side", p))
            side.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        for p, mat in self._mat_items.items():  # (a click on a mat means the own side)
            mat.why_not = why_not(("side", p)) if active else None
        for item in self._prompt_items:
            if self.hover == ("discard", getattr(item, "data_value", None)):
                item.glow = GOLD
                item.update()
        for button in (self._keep_item, self._pass_item):
            if button is not None:
                hover = self.hover == (button.role, (button.role,))
                button.fill = GOLD.lighter(125) if hover else GOLD
                button.update()
        if self._hint is not None and active and not asking and not must_pass:
            set_block_text(self._hint, self._choice_hint())
