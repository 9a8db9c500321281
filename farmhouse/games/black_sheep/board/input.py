"""Choosing a play on the Black Sheep board: hand cards, sides, the discard prompt, keys.

Click (or press 1–3 for) hand cards to select one or two, then click your side of a pasture
(or press A/S/D, or move with ←/→ and press Enter). After a single card, a prompt offers the
optional discard (BS-4.1): its cards carry their hand numbers, and 1–3 keep meaning the hand
positions there. Esc goes back one step (prompt, then selection). What can be picked, and
the reason for what cannot, come from the choice model (:mod:`..choices`): only its pickable
targets light up; a click on any other is explained through ``illegal_attempt``.

:class:`BoardInput` is a mixin of the board; it keeps the targets picked (``_picked``; the
test hook ``selection`` gives their hand positions) and ``_focus_pasture``, draws the prompt
layer and lights the targets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import set_block_text, text_block, text_item
from farmhouse.core.choices import Selection, Target
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import MIN_TEXT, Geometry, card_path
from farmhouse.games.black_sheep.choices import BlackSheepChoices, hand_positions, side_of
from farmhouse.games.black_sheep.data import PASTURES, Animal
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import describe_illegal, fill, tr

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
    """The choice target (choices.py) a board item with ``role``/``data_value`` stands for,
    or None (a mat stands for the viewer's side of it: its role is "side" too)."""
    if role in ("keep", "pass"):
        return (role,)
    if role in ("hand", "side", "discard"):
        return (role, int(value))
    return None


class BoardInput:
    """Selection, clicks, keys, the prompt and the highlights (a mixin of the board).

    What can be picked and why not comes from the choice model (:attr:`_choices`, a
    :class:`~farmhouse.games.black_sheep.choices.BlackSheepChoices`); :attr:`_picked` is the
    selection of targets picked so far.
    """

    _view: View | None
    _legal: list[Any]
    _choices: BlackSheepChoices
    _picked: Selection
    _names: list[str]
    _hand_items: list[SvgItem]
    _hand_top: float
    _side_items: dict[int, Box]
    _recent: list[Any]
    _focus_pasture: int | None
    _prompt_items: list[SvgItem]
    _pending_items: list[SvgItem]
    _keep_item: Box | None
    _pass_item: Box | None
    _hint: QGraphicsTextItem | None
    prompt_layer: Layer
    geo: Geometry
    interactive: bool
    hover: tuple[str, Any] | None

    if TYPE_CHECKING:  # provided by BoardView and DrawnLayers

        def explain(self, text: str) -> None: ...
        def is_animating(self) -> bool: ...
        def _viewer(self) -> int: ...
        def _turn(self) -> int | None: ...

    @property
    def selection(self) -> list[int]:
        """The hand positions picked (0-based, in the order picked)."""
        return hand_positions(self._picked)

    @property
    def _pending(self) -> int | None:
        """The pasture whose side is picked, while the discard question is open."""
        return side_of(self._picked)

    # ---------------------------------------------------------------- keys

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        digits = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
        pastures = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}
        if key in digits:
            self._number_key(digits[Qt.Key(key)])
        elif key in pastures:
            self._click("side", pastures[Qt.Key(key)])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._pending is not None:
                self._click("keep", None)
            elif self._pass_item is not None:
                self._click("pass", None)
            elif self._focus_pasture is not None:
                self._click("side", self._focus_pasture)
            else:
                self.explain(tr("Choose a pasture first: A, S or D, or ←/→."))
        elif key == Qt.Key.Key_K and self._pending is not None:
            self._click("keep", None)
        elif key == Qt.Key.Key_P and self._pass_item is not None:
            self._click("pass", None)
        elif key == Qt.Key.Key_Escape:
            self._step_back()
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def _number_key(self, index: int) -> None:
        """Number key ``index`` (0-based hand position): that card, or at the discard
        question (whose cards carry their hand numbers) that card to discard."""
        assert self._view is not None
        if index >= len(self._view.hand):
            self.explain(tr("You have no such card."))
        elif self._pending is None:
            self._click("hand", index)
        elif index in self.selection:
            self.explain(
                tr(
                    "That is the card you are playing. Press the number of another card to "
                    "discard it, or K to keep all."
                )
            )
        else:
            self._click("discard", index)

    def _step_back(self) -> None:
        """Esc: close the discard question (the cards stay picked), else drop the cards."""
        side = self._pending
        if side is not None:
            self._picked = self._picked[: self._picked.index(("side", side))]
        else:
            self._picked = ()
            self._focus_pasture = None
        self._rebuild_prompt()
        self._refresh_highlights()

    # ---------------------------------------------------------------- what can be picked

    def _lit(self) -> set[Target]:
        """The targets that can be picked now (none while the board waits)."""
        if not self._legal or not self.interactive:
            return set()
        return {t for t, why in self._choices.targets(self._picked).items() if why is None}

    def _selected_cards(self) -> list[Animal]:
        assert self._view is not None
        return [self._view.hand[i] for i in self.selection]

    def _must_pass(self) -> bool:
        return self._choices.next_targets(()) == [("pass",)]

    def _step_text(self) -> str:
        """What the step asks for, when a click hits nothing it offers."""
        if not self._legal:
            return tr("Please wait: it is not your turn to choose.")
        if self._must_pass():
            return tr("You have no legal play: you must pass.")
        if self._pending is not None:
            return tr("First answer the discard question (or press Esc).")
        if not self._picked:
            return tr("Choose one or two cards from your hand first.")
        return self._choice_hint()

    # ---------------------------------------------------------------- clicks

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`)."""
        self._click(role, value)

    def _click(self, role: str, value: Any) -> None:
        """Pick the target an item with ``role``/``value`` stands for (a hand card picked
        already is put back), or say why it cannot be picked: the choice model's reason."""
        if self._view is None:
            return
        if role == "other_side":
            self.explain(
                fill(
                    tr(
                        "You can only play to your own side: the %1 edge of a "
                        "pasture, nearest to you."
                    ),
                    texts.seat_colour_name(self._viewer()),
                )
            )
            return
        target = target_of(role, value)
        if target is None:
            return
        if not self.interactive:
            self.explain(tr("Please wait: it is not your turn to choose."))
            return
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        if target in self._picked and target[0] == "hand" and self._pending is None:
            self._picked = tuple(t for t in self._picked if t != target)  # put it back
            self._refresh_highlights()
            return
        shown = self._choices.targets(self._picked)
        if target not in shown:
            self.explain(self._step_text())
            return
        why = shown[target]
        if why is not None:
            self.explain(describe_illegal(why))
            return
        result = self._choices.pick(self._picked, target)
        if isinstance(result, tuple):
            self._picked = result
            if target[0] == "side":  # the discard question
                self._rebuild_prompt()
            self._refresh_highlights()
        else:
            self._emit_action(result)

    def _emit_action(self, action: Any) -> None:
        self._recent = []  # "Last moves" restarts from this move
        self.action_chosen.emit(action)  # type: ignore[attr-defined]

    def _move_focus(self, step: int) -> None:
        lit = self._lit()
        candidates = [p for p in range(PASTURES) if ("side", p) in lit]
        if not candidates:
            self.explain(self._step_text())
            return
        if self._focus_pasture not in candidates:
            self._focus_pasture = candidates[0 if step > 0 else -1]
        else:
            i = candidates.index(self._focus_pasture)
            self._focus_pasture = candidates[(i + step) % len(candidates)]
        self._refresh_highlights()

    # ---------------------------------------------------------------- the prompt

    def _rebuild_prompt(self) -> None:
        layer = self.prompt_layer
        layer.clear()
        self._prompt_items = []
        self._pending_items = []
        self._keep_item = None
        self._pass_item = None
        view = self._view
        assert view is not None
        geo = self.geo
        if view.game_over:
            text = tr("The game is over.")
        elif not self._legal:
            turn = self._turn()
            who = self._names[turn] if turn is not None and turn < len(self._names) else "?"
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
        elif self._legal and self._must_pass():
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
            self._pass_item.role = "pass"
            self._pass_item.setZValue(20)

    def _draw_pending_card(self, layer: Layer, pasture: int) -> None:
        """The card being played, while the discard question is open: on the viewer's side of
        ``pasture`` where it will lie, lit in gold and tagged "playing"."""
        view = self._view
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
        view = self._view
        assert view is not None
        geo = self.geo
        offered = self._choices.targets(self._picked)
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
            card.role = "discard"
            card.data_value = i
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
        self._keep_item.role = "keep"
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
        if any(t[0] == "side" for t in self._choices.next_targets(self._picked)):
            return tr("Now click your side of a lit pasture (A · S · D).")
        return tr("Choose one more card: no side of yours takes this card alone.")

    # ---------------------------------------------------------------- highlights

    def _refresh_highlights(self) -> None:
        if self._view is None:
            return
        active = bool(self._legal) and self.interactive
        lit = self._lit()
        asking = self._pending is not None  # the discard question is open
        hand_y = self._hand_top
        for i, card in enumerate(self._hand_items):
            selected = i in self.selection
            hovered = active and self.hover == ("hand", i)
            lift = 0 if asking else 28 if selected else 10 if hovered else 0
            card.setY(hand_y - lift)  # (under the discard prompt the hand lies still)
            glow = GOLD if selected else LEGAL if ("hand", i) in lit else None
            dimmed = active and not selected and glow is None and not self._must_pass()
            if glow != card.glow or dimmed != card.dimmed:
                card.glow, card.dimmed = glow, dimmed
                card.update()
            card.lit = glow == LEGAL
        for p, target in self._side_items.items():
            on = ("side", p) in lit
            glow, fill_colour = (LEGAL, QColor(18, 164, 184, 50)) if on else (None, None)
            if on and (self.hover == ("side", p) or self._focus_pasture == p):
                glow, fill_colour = GOLD, QColor(18, 164, 184, 110)
            if (glow, fill_colour) != (target.glow, target.fill):
                target.glow, target.fill = glow, fill_colour
                target.update()
            target.lit = on
            target.setCursor(
                Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor
            )
        for item in self._prompt_items:
            item.lit = True
            item.glow = GOLD if self.hover == ("discard", item.data_value) else LEGAL
            item.update()
        for button in (self._keep_item, self._pass_item):
            if button is not None:
                hover = self.hover == (button.role, None)
                button.fill = GOLD.lighter(125) if hover else GOLD
                button.update()
        if self._hint is not None and active and not asking and not self._must_pass():
            set_block_text(self._hint, self._choice_hint())
