"""Choosing on the Bye-Bye Black Sheep board: clicks, keys, prompts, highlights, why-nots.

Every decision is one click (or key) on a lit target: another player's hand to draw (keys
1–4 as numbered on the panels), Stop (S), the Eagle's player then species, the Mole's card,
a zoo card for the Magpie, hand cards to place (keys 1–9 as numbered under the hand), the
joker's species. N answers no (do not ask, take nothing, place nothing, done placing); ←/→
or Tab move a gold focus over the lit targets and Enter or Space takes it; Esc goes back one
step. A target that is not lit says why (``_why_not``) when pointed at, clicked or keyed.

:class:`BoardInput` is a mixin of the board: it keeps the step within a decision
(``_eagle_target``, ``_declaring``, ``_focus``), draws the prompt layer (the instruction,
the buttons, the Eagle / Mole / joker choices over the watering hole) and lights targets.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.seats import seat_qcolour, seat_symbol
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import elided, text_item, wrapped_block
from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep import data
from farmhouse.games.bye_bye_black_sheep.board.layers import KEEP_WHOLE, card_item, number_badge
from farmhouse.games.bye_bye_black_sheep.board.layout import (
    BUTTON_H,
    BUTTON_Y,
    HAND_AREA,
    HAND_TEXT_Y,
    KEYS_Y,
    MIN_TEXT,
    PROMPT_RECT,
)
from farmhouse.games.bye_bye_black_sheep.rules import (
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Phase,
    Place,
    Steal,
    Stop,
    View,
)
from farmhouse.games.bye_bye_black_sheep.texts import describe_illegal, fill, phase_hint, tr

#: Targets whose explanation never changes (set when drawn).
STATIC_ROLES = frozenset({"wh", "pile", "magpie"})
#: Widest the instruction over the hand may be (scene units); it wraps to two lines.
PROMPT_WIDTH = HAND_AREA.width() - 28


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices "
        "light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes "
        "back one step."
    )


def _illegal(reason: str, **params: Any) -> str:
    return describe_illegal(IllegalAction(reason, **params))


class BoardInput:
    """Clicks, keys, the prompt and the highlights (a mixin of the board)."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _fan_items: dict[int, Box]
    _hand_items: dict[int, SvgItem]
    _zoo_items: dict[tuple[int, int], list[SvgItem]]
    _choice_items: list[Any]
    _buttons: dict[str, Box]
    _eagle_target: int | None
    _declaring: bool
    _focus: tuple[str, Any] | None
    _highlighted: tuple[Any, ...] | None  # what the highlights were last drawn for
    prompt_layer: Layer
    interactive: bool
    hover: tuple[str, Any] | None

    if TYPE_CHECKING:  # provided by BoardView, DrawnLayers and the board

        def explain(self, text: str) -> None: ...
        def is_animating(self) -> bool: ...
        def _viewer(self) -> int: ...
        def _name(self, seat: int) -> str: ...
        def _others(self) -> list[int]: ...
        def _action_chosen(self, action: Any) -> None: ...

    # ---------------------------------------------------------------- what is legal

    def _of(self, kind: type) -> list[Any]:
        return [a for a in self._legal if isinstance(a, kind)]

    def _my_choice(self) -> bool:
        return bool(self._legal) and self.interactive and self._view is not None

    def _place_kinds(self) -> set[int]:
        return {a.card for a in self._of(Place)}

    def _choices(self, offered: bool = False) -> list[tuple[str, Any]]:
        """The lit targets of the current step, in the order ←/→ and Tab visit them
        (``offered``: also while the board is not interactive, for drawing the prompt)."""
        view = self._view
        if view is None or not self._legal or not (offered or self._my_choice()):
            return []
        phase = view.phase
        out: list[tuple[str, Any]] = []
        if self._declaring:
            out += [("species", a.declare) for a in self._of(Place) if a.card == data.JOKER]
            return [*out, ("button", "cancel")]
        if phase is Phase.DRAW:
            targets = {a.target for a in self._of(Draw)}
            out += [("hand", s) for s in self._others() if s in targets]
        elif phase is Phase.EAGLE:
            if self._eagle_target is not None:
                out += [
                    ("species", a.species)
                    for a in self._of(AskEagle)
                    if a.target == self._eagle_target
                ]
            targets = {a.target for a in self._of(AskEagle)}
            out += [("eagle_player", s) for s in self._others() if s in targets]
        elif phase is Phase.MOLE:
            out += [("mole_card", a.card) for a in self._of(MolePick)]
        elif phase is Phase.MAGPIE:
            out += [("zoo_card", (a.victim, a.card)) for a in self._of(Steal)]
        elif phase in (Phase.PLACE, Phase.WHITE_SHEEP):
            out += [("own_card", k) for k in sorted(self._place_kinds())]
        if Stop() in self._legal:
            out.append(("button", "stop"))
        if Decline() in self._legal:
            out.append(("button", "decline"))
        return out

    def _same_as(self, role: str, value: Any) -> tuple[str, Any]:
        """The choice a target stands for: a player's hand is the Eagle's player choice
        while the Eagle asks whom."""
        view = self._view
        if role == "hand" and view is not None and view.phase is Phase.EAGLE:
            return ("eagle_player", value)
        return (role, value)

    def _why_not(
        self, role: str, value: Any, choices: list[tuple[str, Any]] | None = None
    ) -> str | None:
        """Why the target ``role``/``value`` cannot be chosen now (None: it can);
        ``choices``: :meth:`_choices` if the caller has it already."""
        view = self._view
        assert view is not None
        role, value = self._same_as(role, value)
        if view.game_over:
            return tr("The game is over.")
        if not self._my_choice():
            if view.to_move is not None and view.to_move != view.seat:
                return fill(tr("Please wait: %1 decides now."), self._name(view.to_move))
            return tr("Please wait: it is not your turn to choose.")
        if (role, value) in (self._choices() if choices is None else choices):
            return None
        phase = view.phase
        if role == "hand":
            if self._declaring:
                return tr("First choose the joker's species (or press Esc).")
            if phase is Phase.EAGLE:
                return _illegal("bb.illegal.ask_self", seat=value)
            return phase_hint(phase.value)
        if role == "species":
            if phase is Phase.EAGLE and self._eagle_target is None:
                return tr("First choose whom to ask.")
            return _illegal("bb.illegal.species_not_in_use", species=value)
        if role == "mole_card":
            return _illegal("bb.illegal.mole_not_set_card", card=value)
        if role == "zoo_card":
            if phase is Phase.MAGPIE and value[0] == view.seat:
                return _illegal("bb.illegal.steal_own_zoo", seat=value[0])
            return tr("Cards in a zoo can only be taken with the Thieving Magpie.")
        if role == "own_card":
            if phase in (Phase.PLACE, Phase.WHITE_SHEEP):
                if data.is_black_sheep(value):
                    return tr("Your black sheep stays in your hand: it is never placed.")
                return _illegal("bb.illegal.not_placeable", card=value)
            if phase is Phase.DRAW:
                return tr(
                    "You place cards after you stop drawing: two fewer than the cards you drew."
                )
            return phase_hint(phase.value)
        if role == "eagle_player":
            return _illegal("bb.illegal.ask_self", seat=value)
        return phase_hint(phase.value)

    # ---------------------------------------------------------------- clicks and keys

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`); a target that
        is not lit has already been explained by its ``why_not``."""
        if self._view is None or role in STATIC_ROLES:
            return
        if item is not None and not getattr(item, "lit", False):
            if not getattr(item, "why_not", None):
                self.explain(self._why_not(role, value) or phase_hint(self._view.phase.value))
            return
        self._activate(role, value)

    def _key_choice(self, role: str, value: Any) -> None:
        """A key press that means the target ``role``/``value``."""
        why = self._why_not(role, value)
        if why is not None:
            self.explain(why)
            return
        self._activate(role, value)

    def _activate(self, role: str, value: Any) -> None:
        view = self._view
        assert view is not None
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        phase = view.phase
        if role == "hand" and phase is Phase.DRAW:
            self._action_chosen(Draw(value))
        elif role in ("hand", "eagle_player") and phase is Phase.EAGLE:
            self._eagle_target = value
            self._focus = None
            self._rebuild_prompt()
        elif role == "species" and self._declaring:
            self._action_chosen(Place(data.JOKER, value))
        elif role == "species" and self._eagle_target is not None:
            self._action_chosen(AskEagle(self._eagle_target, value))
        elif role == "mole_card":
            self._action_chosen(MolePick(value))
        elif role == "zoo_card":
            self._action_chosen(Steal(*value))
        elif role == "own_card" and value == data.JOKER:
            self._declaring = True
            self._focus = None
            self._rebuild_prompt()
        elif role == "own_card":
            self._action_chosen(Place(value))
        elif role == "button" and value == "stop":
            self._action_chosen(Stop())
        elif role == "button" and value == "decline":
            self._action_chosen(Decline())
        elif role == "button" and value == "cancel":
            self._back()
        self._refresh_highlights()

    def _back(self) -> None:
        """Esc: one step back within the decision (joker species, the Eagle's player)."""
        if self._declaring:
            self._declaring = False
        elif self._eagle_target is not None:
            self._eagle_target = None
        self._focus = None
        self._rebuild_prompt()
        self._refresh_highlights()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        view = self._view
        key = event.key()
        digits = {getattr(Qt.Key, f"Key_{d}"): d for d in range(1, 10)}
        if view is None:
            super().keyPressEvent(event)  # type: ignore[misc]
        elif key in digits:
            self._digit(digits[Qt.Key(key)])
        elif key == Qt.Key.Key_S:
            self._key_button("stop", tr("You can stop only while drawing cards on your turn."))
        elif key in (Qt.Key.Key_N, Qt.Key.Key_D):
            self._key_button("decline", phase_hint(view.phase.value))
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self._move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._focus is not None:
                self._key_choice(*self._focus)
            elif self._my_choice():
                self.explain(tr("First choose with ←/→ or Tab (or click), then press Enter."))
            else:
                self.explain(self._why_not("button", None) or "")
        elif key == Qt.Key.Key_Escape:
            self._back()
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 (Qt API), A002
        return False  # Tab moves the board's own focus, not the widget focus

    def _key_button(self, name: str, otherwise: str) -> None:
        if ("button", name) in self._choices():
            self._activate("button", name)
        elif self._view is not None and not self._my_choice():
            self.explain(self._why_not("button", name) or otherwise)
        else:
            self.explain(otherwise)

    def _digit(self, number: int) -> None:
        """Digit keys: the numbered hands while drawing (or choosing the Eagle's player),
        the numbered hand cards while placing, the Mole's cards in order."""
        view = self._view
        assert view is not None
        phase = view.phase
        others = self._others()
        if phase in (Phase.DRAW, Phase.EAGLE) and not self._declaring:
            if self._eagle_target is not None:
                self.explain(tr("Choose the species with the mouse or ←/→ and Enter."))
            elif number > len(others):
                self.explain(tr("There is no such player."))
            else:
                role = "hand" if phase is Phase.DRAW else "eagle_player"
                self._key_choice(role, others[number - 1])
        elif phase is Phase.MOLE:
            cards = sorted(Counter(view.known[view.subject or 0]))
            if number > len(cards):
                self.explain(tr("There is no such card."))
            else:
                self._key_choice("mole_card", cards[number - 1])
        elif phase in (Phase.PLACE, Phase.WHITE_SHEEP) and not self._declaring:
            kinds = sorted(set(view.hand))
            if number > len(kinds):
                self.explain(tr("There is no such card."))
            else:
                self._key_choice("own_card", kinds[number - 1])
        else:
            self.explain(phase_hint(phase.value) if self._my_choice() else "")

    def _move_focus(self, step: int) -> None:
        choices = self._choices()
        if not choices:
            assert self._view is not None
            self.explain(self._why_not("button", None) or "")
            return
        if self._focus not in choices:
            self._focus = choices[0 if step > 0 else -1]
        else:
            i = choices.index(self._focus)
            self._focus = choices[(i + step) % len(choices)]
        self._refresh_highlights()

    # ---------------------------------------------------------------- the prompt

    def _prompt_text(self) -> str:
        view = self._view
        assert view is not None
        if view.game_over:
            return tr("The game is over.")
        if view.seat is None:
            return ""
        if not self._legal and view.to_move != view.seat:  # (the own move animates: as due)
            if view.to_move is None:
                return ""
            if view.phase is Phase.WHITE_SHEEP and view.to_move != view.seat:
                return fill(
                    tr("%1 may place a card with the White Sheep…"), self._name(view.to_move)
                )
            return fill(tr("Waiting for %1…"), self._name(view.to_move))
        phase = view.phase
        if self._declaring:
            return tr("Joker: choose the species it counts as in your zoo.")
        if phase is Phase.DRAW:
            if view.drawn == 0:
                return tr("Your turn: click another player's hand to draw a card.")
            return tr("Draw another card from a hand, or stop and take the watering hole.")
        if phase is Phase.EAGLE:
            if self._eagle_target is None:
                return tr("Eagle: choose a player to ask for a species, or do not ask.")
            return fill(
                tr("Eagle: which species do you ask %1 for? (Esc: another player)"),
                self._name(self._eagle_target),
            )
        if phase is Phase.MOLE:
            return fill(
                tr("Mole: choose a set card from %1's hand for the watering hole."),
                self._name(view.subject if view.subject is not None else 0),
            )
        if phase is Phase.MAGPIE:
            return tr(
                "Thieving Magpie: click a card in another player's zoo to take it, or take nothing."
            )
        if phase is Phase.WHITE_SHEEP:
            return fill(
                tr("%1 drew your White Sheep: you may place one card from your hand in your zoo."),
                self._name(view.active),
            )
        if phase is Phase.PLACE:
            return fill(
                tr("Place up to %n card(s) from your hand into your zoo.", "", view.placements_left)
            )
        return ""

    def _button_label(self, name: str) -> str:
        view = self._view
        assert view is not None
        if name == "stop":
            return tr("Stop (S)")
        if name == "cancel":
            return tr("Back (Esc)")
        return {
            Phase.EAGLE: tr("Don't ask (N)"),
            Phase.MAGPIE: tr("Take nothing (N)"),
            Phase.WHITE_SHEEP: tr("Don't place (N)"),
            Phase.PLACE: tr("Done placing (N)"),
        }.get(view.phase, tr("No (N)"))

    def _overlay_key(self) -> tuple[Any, ...]:
        """What the Eagle, Mole or joker choice over the watering hole shows (empty: none)."""
        view = self._view
        assert view is not None
        if not self._legal:
            return ()
        if self._declaring:
            return ("joker", view.zoos[self._viewer()], view.joker_species)
        if view.phase is Phase.EAGLE:
            target = self._eagle_target
            known = (view.known[target], view.excluded[target]) if target is not None else ()
            return ("eagle", target, known, tuple(self._others()))
        if view.phase is Phase.MOLE and view.subject is not None:
            return ("mole", view.subject, view.known[view.subject])
        return ()

    def _prompt_key(self) -> tuple[Any, ...]:
        """Everything the prompt layer draws: a move by another player that changes none of
        it (the usual case) redraws nothing."""
        view = self._view
        assert view is not None
        buttons = tuple(v for r, v in self._choices(offered=True) if r == "button")
        names = tuple(self._button_label(b) for b in buttons)
        return (self._prompt_text(), names, self._overlay_key(), view.seat, tuple(self._names))

    def _rebuild_prompt(self) -> None:
        if self.prompt_layer.refresh(self._prompt_key(), self._draw_prompt):
            self._highlighted = None  # new targets: light them

    def _draw_prompt(self, layer: Layer) -> None:
        view = self._view
        assert view is not None
        self._choice_items = []
        self._buttons = {}
        text = self._prompt_text()
        if text:
            wrapped_block(
                layer,
                text,
                QPointF(HAND_AREA.left() + 10, HAND_TEXT_Y),
                PROMPT_WIDTH,
                MIN_TEXT + 3,
                INK,
                True,
                KEEP_WHOLE,
            )
        names = [value for role, value in self._choices(offered=True) if role == "button"]
        x = HAND_AREA.left() + 14
        for name in names:
            label = self._button_label(name)
            width = max(170.0, len(label) * 11.0 + 40)
            button = Box(QRectF(x, BUTTON_Y, width, BUTTON_H), GOLD, INK, 12, label, MIN_TEXT + 3)
            button.setParentItem(layer)
            button.role = "button"
            button.data_value = name
            button.setZValue(20)
            self._buttons[name] = button
            x += width + 14
        if view.seat is not None:
            text_item(
                layer,
                tr("Keys: 1–9 choose · S stop · N no · ←/→ Enter · Esc back"),
                QPointF(HAND_AREA.right() - 10, KEYS_Y),
                MIN_TEXT,
                False,
                MUTED,
                "right",
                HAND_AREA.width() - 20,
            )
        if not self._legal:
            return
        if self._declaring:
            self._draw_species_overlay(layer, tr("Joker"), data.JOKER)
        elif view.phase is Phase.EAGLE:
            self._draw_eagle_overlay(layer)
        elif view.phase is Phase.MOLE:
            self._draw_mole_overlay(layer)

    def _overlay(self, layer: Layer, title: str, picture: int) -> None:
        panel = Box(PROMPT_RECT, PAPER, INK, 14)
        panel.border_width = 3
        panel.setParentItem(layer)
        panel.setZValue(15)
        card = card_item(layer, picture, 62, 86.8)
        card.setPos(PROMPT_RECT.left() + 14, PROMPT_RECT.top() + 14)
        card.setZValue(16)
        text_item(
            layer,
            title,
            QPointF(PROMPT_RECT.left() + 45, PROMPT_RECT.top() + 108),
            MIN_TEXT + 1,
            True,
            INK,
            "centre",
            84,
        ).setZValue(16)

    def _species_grid(self, layer: Layer, top: float, marks: dict[int, str]) -> None:
        """Cards of every species in use in rows of 8, each a ``species`` target; ``marks``:
        species → a short mark drawn over the card (✓ known, × excluded, ★ triplet)."""
        view = self._view
        assert view is not None
        species = list(data.species_in_use(view.players))
        w, h = 62.0, 86.8
        left = PROMPT_RECT.left() + 100
        for i, sp in enumerate(species):
            card = card_item(layer, sp, w, h)
            card.setPos(left + (i % 8) * (w + 28), top + (i // 8) * (h + 10))
            card.setZValue(16)
            card.role = "species"
            card.data_value = sp
            number_badge(card, sp)
            mark = marks.get(sp)
            if mark:
                tag = Box(
                    QRectF(w - 26, h - 26, 28, 26), QColor("#FFFFFF"), INK, 12, mark, MIN_TEXT
                )
                tag.setParentItem(card)
            self._choice_items.append(card)

    def _draw_eagle_overlay(self, layer: Layer) -> None:
        view = self._view
        assert view is not None
        self._overlay(layer, tr("Eagle"), data.EAGLE)
        targets = {a.target for a in self._of(AskEagle)}
        x = PROMPT_RECT.left() + 100
        for seat in self._others():
            if seat not in targets:
                continue
            name = self._name(seat)
            width = 176.0
            chip = Box(QRectF(x, PROMPT_RECT.top() + 14, width, 40), PAPER, seat_qcolour(seat), 10)
            chip.border_width = 3
            chip.setParentItem(layer)
            chip.setZValue(16)
            chip.role = "eagle_player"
            chip.data_value = seat
            top = PROMPT_RECT.top() + 14
            seat_symbol(seat, QPointF(x + 16, top + 20), 8, chip)
            shown = elided(name, MIN_TEXT, width - 40, True)
            label = text_item(chip, shown, QPointF(x + 30, top + 9), MIN_TEXT, True)
            label.setToolTip(name)
            if self._eagle_target == seat:
                chip.fill = QColor("#FFEFC4")
            self._choice_items.append(chip)
            x += width + 10
        marks: dict[int, str] = {}
        target = self._eagle_target
        if target is not None:
            for sp in view.excluded[target]:
                marks[sp] = "×"
            for sp in view.known[target]:
                if data.FIRST_SPECIES <= sp <= data.LAST_SPECIES:
                    marks[sp] = "✓"
        self._species_grid(layer, PROMPT_RECT.top() + 66, marks)
        if target is not None and marks:
            text_item(
                layer,
                tr("✓ known in that hand · × that hand has none"),
                QPointF(PROMPT_RECT.right() - 14, PROMPT_RECT.bottom() - 30),
                MIN_TEXT,
                False,
                MUTED,
                "right",
            ).setZValue(16)

    def _draw_species_overlay(self, layer: Layer, title: str, picture: int) -> None:
        view = self._view
        assert view is not None
        self._overlay(layer, title, picture)
        me = self._viewer()
        zoo = Counter(data.JOKER if c == data.JOKER else c for c in view.zoos[me])
        marks = {sp: "★" for sp, n in zoo.items() if n == data.TRIPLET - 1 and sp}
        self._species_grid(layer, PROMPT_RECT.top() + 30, marks)

    def _draw_mole_overlay(self, layer: Layer) -> None:
        view = self._view
        assert view is not None
        subject = view.subject if view.subject is not None else 0
        self._overlay(layer, tr("Mole"), data.MOLE)
        seen = Counter(view.known[subject])
        kinds = sorted(seen)
        w, h = 80.0, 112.0
        step = min(w + 12, (PROMPT_RECT.width() - 130 - w) / max(1, len(kinds) - 1))
        left = PROMPT_RECT.left() + 110
        top = PROMPT_RECT.top() + 60
        text_item(
            layer,
            fill(tr("%1's hand"), self._name(subject)),
            QPointF(left, PROMPT_RECT.top() + 20),
            MIN_TEXT + 2,
            True,
        ).setZValue(16)
        for i, kind in enumerate(kinds):
            card = card_item(layer, kind, w, h)
            card.setPos(left + i * step, top)
            card.setZValue(16 + i * 0.01)
            card.role = "mole_card"
            card.data_value = kind
            number_badge(card, kind)
            if seen[kind] > 1:
                badge = Box(
                    QRectF(w - 40, h - 28, 40, 26),
                    INK,
                    None,
                    8,
                    fill(tr("×%1"), seen[kind]),
                    MIN_TEXT,
                )
                badge.text_colour = QColor("#FFFFFF")
                badge.setParentItem(card)
            if i < 9:
                text_item(
                    layer,
                    str(i + 1),
                    QPointF(left + i * step + w / 2, top + h + 4),
                    MIN_TEXT,
                    True,
                    MUTED,
                    "centre",
                ).setZValue(16)
            self._choice_items.append(card)

    # ---------------------------------------------------------------- highlights

    def _targets(self) -> list[Any]:
        items: list[Any] = list(self._fan_items.values())
        items += list(self._hand_items.values())
        for group in self._zoo_items.values():
            items += group
        return items + list(self._choice_items) + list(self._buttons.values())

    def _refresh_highlights(self) -> None:
        """Light the choices of the current step (gold: under the pointer or focused), dim
        the targets of the step that are no choice and give every target its why-not.
        Nothing is touched when nothing it depends on changed since the last time."""
        if self._view is None:
            return
        choices = self._choices()
        if self._focus not in choices:
            self._focus = None
        state = (tuple(choices), self.hover, self._focus, self.interactive, self._eagle_target)
        if state == self._highlighted:
            return
        self._highlighted = state
        step_roles = {role for role, _ in choices}
        whys: dict[tuple[str, Any], str | None] = {}
        for item in self._targets():
            key = (item.role, item.data_value)
            lit = self._same_as(*key) in choices
            if lit:
                why = None
            elif key in whys:
                why = whys[key]
            else:
                why = whys[key] = self._why_not(*key, choices=choices)
            if item.role == "button":
                glow = GOLD if lit and key in (self.hover, self._focus) else None
                fill_colour = GOLD.lighter(118) if glow else GOLD if lit else PAPER
                if (glow, fill_colour) != (item.glow, item.fill):
                    item.glow, item.fill = glow, fill_colour
                    item.update()
                item.lit, item.why_not = lit, why
                continue
            base = getattr(item, "base_glow", None)
            if lit:
                focused = self._same_as(*key) == self._focus
                chosen = item.role == "eagle_player" and item.data_value == self._eagle_target
                glow = GOLD if key == self.hover or focused or chosen else LEGAL
            else:
                glow = base
            dimmed = (
                isinstance(item, SvgItem)
                and not lit
                and (item.role in step_roles or item.role in ("species", "mole_card"))
            )
            if isinstance(item, SvgItem):
                if (glow, dimmed) != (item.glow, item.dimmed):
                    item.glow, item.dimmed = glow, dimmed
                    item.update()
            elif glow != item.glow or (item.role == "hand" and item.fill != _fan_fill(lit, glow)):
                item.glow = glow
                if item.role == "hand":
                    item.fill = _fan_fill(lit, glow)
                item.update()
            if item.lit != lit:
                item.lit = lit
                item.setCursor(
                    Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor
                )
            item.why_not = why


def _fan_fill(lit: bool, glow: QColor | None) -> QColor | None:
    if not lit:
        return None
    return QColor(18, 164, 184, 90 if glow == GOLD else 40)
