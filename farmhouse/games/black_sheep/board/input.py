"""Choosing a play on the Black Sheep board: hand cards, sides, the discard prompt, keys.

Click (or press 1–3 for) hand cards to select one or two, then click your side of a pasture
(or press A/S/D, or move with ←/→ and press Enter). After a single card, a prompt offers the
optional discard (BS-4.1): its cards carry their hand numbers, and 1–3 keep meaning the hand
positions there. Esc goes back one step (prompt, then selection). Only choices that start a
legal play light up; anything else is explained through ``illegal_attempt``.

:class:`BoardInput` is a mixin of the board; it keeps the selection (``selection``,
``_pending``, ``_focus_pasture``), draws the prompt layer and lights the targets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.svg import SvgItem, corner_badge
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import set_block_text, text_block, text_item
from farmhouse.core.game import IllegalAction
from farmhouse.games.black_sheep import texts
from farmhouse.games.black_sheep.board.layout import MIN_TEXT, Geometry, card_path
from farmhouse.games.black_sheep.data import SIDE_SIZE, Animal
from farmhouse.games.black_sheep.rules import Pass, Play, View
from farmhouse.games.black_sheep.texts import describe_illegal, fill, tr

#: Font size of the prompt line over the hand (scene units; it wraps to two lines).
HINT_SIZE = 19.0


def play_matches(action: Any, pasture: int, cards: Sequence[Animal]) -> bool:
    """True if ``action`` is a Play of exactly ``cards`` (any order) to ``pasture``."""
    return (
        isinstance(action, Play)
        and action.pasture == pasture
        and Counter(action.cards) == Counter(cards)
    )


def contains(bigger: Sequence[Animal], smaller: Sequence[Animal]) -> bool:
    """True if the multiset ``smaller`` is part of the multiset ``bigger``."""
    need = Counter(smaller)
    have = Counter(bigger)
    return all(have[a] >= n for a, n in need.items())


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click one or two cards in your hand (keys 1, 2, 3), then your side of a pasture "
        "(keys A, S, D for I, II, III, or ←/→ and Enter). After playing a single card you "
        "may discard one of your other cards (press its number) or keep all (K or Enter). "
        "Esc goes back one step."
    )


class BoardInput:
    """Selection, clicks, keys, the prompt and the highlights (a mixin of the board)."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _hand_items: list[SvgItem]
    _hand_top: float
    _side_items: dict[int, Box]
    _recent: list[Any]
    selection: list[int]
    _pending: int | None
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

    # ---------------------------------------------------------------- keys

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        digits = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
        pastures = {Qt.Key.Key_A: 0, Qt.Key.Key_S: 1, Qt.Key.Key_D: 2}
        if key in digits:
            index = digits[Qt.Key(key)]
            if self._pending is not None:
                self._discard_key(index)
            else:
                self._click("hand", index)
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
            if self._pending is not None:  # one step back: keep the cards, choose again
                self._pending = None
            else:
                self.selection = []
                self._focus_pasture = None
            self._rebuild_prompt()
            self._refresh_highlights()
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def _discard_key(self, index: int) -> None:
        """Number key ``index`` (0-based hand position) while the discard prompt is open."""
        assert self._view is not None
        if index >= len(self._view.hand):
            self.explain(tr("You have no such card."))
        elif index in self.selection:
            self.explain(
                tr(
                    "That is the card you are playing. Press the number of another card to "
                    "discard it, or K to keep all."
                )
            )
        else:
            self._click("discard", self._view.hand[index])

    # ---------------------------------------------------------------- what is legal

    def _plays(self) -> list[Play]:
        return [a for a in self._legal if isinstance(a, Play)]

    def _selected_cards(self) -> list[Animal]:
        assert self._view is not None
        return [self._view.hand[i] for i in self.selection]

    def _card_selectable(self, index: int) -> bool:
        assert self._view is not None
        wanted = [*self._selected_cards(), self._view.hand[index]]
        return any(contains(p.cards, wanted) for p in self._plays())

    def _pasture_accepts(self, pasture: int) -> bool:
        cards = self._selected_cards()
        return bool(cards) and any(play_matches(p, pasture, cards) for p in self._plays())

    # ---------------------------------------------------------------- clicks

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`)."""
        self._click(role, value)

    def _click(self, role: str, value: Any) -> None:
        if self._view is None:
            return
        if role in ("hand", "side", "other_side", "retired", "discard", "keep", "pass"):
            if not self._legal or not self.interactive:
                self.explain(tr("Please wait: it is not your turn to choose."))
                return
            if self.is_animating():
                self.animations.finish()  # type: ignore[attr-defined]
        if role == "hand":
            self._click_hand(int(value))
        elif role == "side":
            self._click_side(int(value))
        elif role == "retired":
            self.explain(
                describe_illegal(IllegalAction("bs.illegal.pasture_retired", pasture=int(value)))
            )
        elif role == "other_side":
            self.explain(
                fill(
                    tr(
                        "You can only play to your own side: the %1 edge of a "
                        "pasture, nearest to you."
                    ),
                    texts.seat_colour_name(self._viewer()),
                )
            )
        elif role == "discard":
            self._choose(self._pending, value)
        elif role == "keep":
            self._choose(self._pending, None)
        elif role == "pass":
            self._emit_action(next(a for a in self._legal if isinstance(a, Pass)))

    def _click_hand(self, index: int) -> None:
        assert self._view is not None
        if self._pending is not None:
            self.explain(tr("First answer the discard question (or press Esc)."))
            return
        if index >= len(self._view.hand):
            self.explain(tr("You have no such card."))
            return
        if not self._plays():
            self.explain(tr("You have no legal play: you must pass."))
            return
        if index in self.selection:
            self.selection.remove(index)
        elif len(self.selection) >= 2:
            self.explain(tr("You may play at most two cards in one turn."))
            return
        elif not self._card_selectable(index):
            if self.selection:
                self.explain(
                    tr(
                        "No pasture takes these cards together: no side of yours "
                        "has room for two cards."
                    )
                )
            else:
                self.explain(tr("This card cannot be played now."))
            return
        else:
            self.selection.append(index)
        self._refresh_highlights()

    def _click_side(self, pasture: int) -> None:
        assert self._view is not None
        if self._pending is not None:
            self.explain(tr("First answer the discard question (or press Esc)."))
            return
        cards = self._selected_cards()
        if not self._plays():
            self.explain(tr("You have no legal play: you must pass."))
            return
        if not cards:
            self.explain(tr("Choose one or two cards from your hand first."))
            return
        if not self._pasture_accepts(pasture):
            self.explain(self._why_not(pasture, len(cards)))
            return
        options = [p for p in self._plays() if play_matches(p, pasture, cards)]
        if any(p.discard is not None for p in options):
            self._pending = pasture
            self._rebuild_prompt()
            self._refresh_highlights()
            return
        self._emit_action(options[0])

    def _emit_action(self, action: Any) -> None:
        self._recent = []  # "Last moves" restarts from this move
        self.action_chosen.emit(action)  # type: ignore[attr-defined]

    def _why_not(self, pasture: int, count: int) -> str:
        assert self._view is not None and self._view.seat is not None
        mat = self._view.pastures[pasture]
        if not mat.active:
            err = IllegalAction("bs.illegal.pasture_retired", pasture=pasture)
        else:
            on_side = len(mat.sides[self._view.seat])
            if on_side >= SIDE_SIZE:
                err = IllegalAction("bs.illegal.side_full", pasture=pasture)
            else:
                allowed = {0: [1, 2], 1: [2], 2: [1]}[on_side]
                if count in allowed:
                    return tr("No play of these cards is allowed there.")
                err = IllegalAction(
                    "bs.illegal.wrong_card_count",
                    pasture=pasture,
                    on_side=on_side,
                    played=count,
                    allowed=allowed,
                )
        return describe_illegal(err)

    def _choose(self, pasture: int | None, discard: Any) -> None:
        if pasture is None:
            return
        cards = self._selected_cards()
        for play in self._plays():
            if play_matches(play, pasture, cards) and play.discard == discard:
                self._emit_action(play)
                return
        self.explain(
            describe_illegal(IllegalAction("bs.illegal.discard_not_in_hand", card=discard))
        )

    def _move_focus(self, step: int) -> None:
        candidates = [p for p in range(3) if self._pasture_accepts(p)]
        if not candidates:
            self.explain(tr("Choose one or two cards from your hand first."))
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
        elif not self._plays():
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
        elif self._legal and not self._plays():
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
        remaining = [i for i in range(len(view.hand)) if i not in self.selection]
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
            card.data_value = view.hand[i]
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
        if any(self._pasture_accepts(p) for p in range(3)):
            return tr("Now click your side of a lit pasture (A · S · D).")
        return tr("Choose one more card: no side of yours takes this card alone.")

    # ---------------------------------------------------------------- highlights

    def _refresh_highlights(self) -> None:
        if self._view is None:
            return
        active = bool(self._legal) and self.interactive
        plays = self._plays()
        hand_y = self._hand_top
        for i, card in enumerate(self._hand_items):
            selected = i in self.selection
            hovered = active and self.hover == ("hand", i)
            lift = 0 if self._pending is not None else 28 if selected else 10 if hovered else 0
            card.setY(hand_y - lift)  # (under the discard prompt the hand lies still)
            if not active or self._pending is not None:
                glow = GOLD if selected else None
            elif selected:
                glow = GOLD
            elif self._card_selectable(i):
                glow = LEGAL if len(self.selection) < 2 else None
            else:
                glow = None
            dimmed = active and not selected and glow is None and plays != []
            if glow != card.glow or dimmed != card.dimmed:
                card.glow, card.dimmed = glow, dimmed
                card.update()
            card.lit = glow == LEGAL
        for p, target in self._side_items.items():
            lit = active and self._pending is None and self._pasture_accepts(p)
            glow, fill_colour = (LEGAL, QColor(18, 164, 184, 50)) if lit else (None, None)
            if lit and (self.hover == ("side", p) or self._focus_pasture == p):
                glow, fill_colour = GOLD, QColor(18, 164, 184, 110)
            if (glow, fill_colour) != (target.glow, target.fill):
                target.glow, target.fill = glow, fill_colour
                target.update()
            target.lit = lit
            target.setCursor(
                Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor
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
        if self._hint is not None and self._pending is None and plays and self.interactive:
            set_block_text(self._hint, self._choice_hint())
