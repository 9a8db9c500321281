"""Choosing on the Bye-Bye Black Sheep board: clicks, keys, highlights, why-nots.

Every decision is one click (or key) on a lit target: another player's hand to draw (keys
1–4 as numbered on the panels), Stop (S), the Eagle's player then species, the Mole's card,
a zoo card for the Magpie, hand cards to place (keys 1–9 as numbered under the hand), the
joker's species. A hand of more than nine kinds goes on with 0 and Q…P (each card's key is
on the cap under it). N answers no (do not ask, take nothing, place nothing, done placing);
←/→ or Tab move a gold focus over the lit targets and Enter or Space takes it; Esc goes back
one step. A target that is not lit says why (``_why_not``) when pointed at, clicked or keyed.

:class:`BoardInput` is a mixin of the board: it keeps the step within a decision
(``_eagle_target``, ``_declaring``, ``_focus``) and lights the targets; the prompt that
shows the choices is :mod:`.prompts`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, LEGAL, PAPER
from farmhouse.app.board.svg import SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep import data
from farmhouse.games.bye_bye_black_sheep.board.layout import HAND_KEYS
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
# Qt key → its place in HAND_KEYS (0 for "1"). (A plain comment: lupdate hands "#:" ones to
# the translator of the next message.)
_HAND_KEY_INDEX = {int(getattr(Qt.Key, f"Key_{key}")): i for i, key in enumerate(HAND_KEYS)}


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
    """Clicks, keys and the highlights (a mixin of the board)."""

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
        def _rebuild_prompt(self) -> None: ...

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
        index = _HAND_KEY_INDEX.get(key)
        if view is None:
            super().keyPressEvent(event)  # type: ignore[misc]
        elif index is not None and (index < 9 or self._picks_cards()):
            self._digit(index + 1)
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

    def _picks_cards(self) -> bool:
        """True while a key may choose a card (placing, or the Mole's choice): then 0 and
        Q…P (:data:`~.layout.HAND_KEYS`) choose the cards after the ninth."""
        view = self._view
        return view is not None and (
            view.phase is Phase.MOLE
            or (view.phase in (Phase.PLACE, Phase.WHITE_SHEEP) and not self._declaring)
        )

    def _digit(self, number: int) -> None:
        """The hand keys (:data:`~.layout.HAND_KEYS`; ``number`` counts from 1): the
        numbered hands while drawing (or choosing the Eagle's player), the hand cards under
        their key caps while placing (1–9, then 0 and Q…P), the Mole's cards in order."""
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
        # over or not the viewer's choice (most moves): one reason for every target
        shared = (
            self._why_not("", None, choices)
            if self._view.game_over or not self._my_choice()
            else None
        )
        for item in self._targets():
            key = (item.role, item.data_value)
            lit = self._same_as(*key) in choices
            if lit:
                why = None
            elif shared is not None:
                why = shared
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
