"""Choosing on the Bye-Bye Black Sheep board: clicks, keys, highlights, why-nots.

What can be picked, what a pick leads to and why a target cannot be picked all come from the
game's choice model (:class:`~farmhouse.games.bye_bye_black_sheep.choices.ByeByeChoices`),
built from the view and the legal actions; this module maps the board's items to its targets
and back. Every decision is one click (or key) on a lit target: another player's hand to draw
(keys 1–4 as numbered on the panels), Stop (S), the Eagle's player then species, the Mole's
card, a zoo card for the Magpie, hand cards to place (keys 1–9 as numbered under the hand),
the joker's species. A hand of more than nine kinds goes on with 0 and Q…P (each card's key
is on the cap under it). N answers no (do not ask, take nothing, place nothing, done
placing); ←/→ or Tab move a gold focus over the lit targets and Enter or Space takes it; Esc
goes back one step. A target that is not lit says why (the model's reason) when pointed at,
clicked or keyed.

:class:`BoardInput` is a mixin of the board: it keeps the selection within a decision and
the focus, and lights the targets; the prompt that shows the choices is :mod:`.prompts`.
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
from farmhouse.core.choices import Selection, Target
from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep.board.layout import HAND_KEYS
from farmhouse.games.bye_bye_black_sheep.choices import (
    DECLINE,
    JOKER_CARD,
    STOP,
    ByeByeChoices,
)
from farmhouse.games.bye_bye_black_sheep.rules import Phase, View
from farmhouse.games.bye_bye_black_sheep.texts import describe_illegal, phase_hint, tr

#: Targets whose explanation never changes (set when drawn).
STATIC_ROLES = frozenset({"wh", "pile", "magpie"})
#: The Back button's target: one step back within the decision (the board's, not a move).
BACK: Target = ("back",)
# Qt key → its place in HAND_KEYS (0 for "1"). (A plain comment: lupdate hands "#:" ones to
# the translator of the next message.)
_HAND_KEY_INDEX = {int(getattr(Qt.Key, f"Key_{key}")): i for i, key in enumerate(HAND_KEYS)}
# The board's buttons by the target each stands for.
_BUTTONS = {"stop": STOP, "decline": DECLINE, "cancel": BACK}
# An item's role → the kind of target it stands for (its data value gives the rest).
_KINDS = {
    "hand": "hand",
    "eagle_player": "hand",
    "species": "species",
    "mole_card": "mole",
    "own_card": "own",
}


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click another player's hand to draw (keys 1–4), Stop to end your turn (S). Choices "
        "light up: click one, or move with ←/→ or Tab and press Enter. N answers no, Esc goes "
        "back one step."
    )


def target_of(role: str, value: Any) -> Target:
    """The choice model's target an item with ``role``/``value`` stands for (an Eagle's
    player chip and that player's hand are the same target)."""
    if role == "button":
        return _BUTTONS.get(value, (role, value))
    if role == "zoo_card":
        return ("zoo", *value)
    return (_KINDS.get(role, role), value)


def roles_of(target: Target) -> list[tuple[str, Any]]:
    """The (role, value) of the board's items that stand for ``target`` (the inverse of
    :func:`target_of`)."""
    kind = target[0]
    if kind == "hand":
        return [("eagle_player", target[1]), ("hand", target[1])]
    if kind == "zoo":
        return [("zoo_card", (target[1], target[2]))]
    for name, button in _BUTTONS.items():
        if button == target:
            return [("button", name)]
    roles = {"species": "species", "mole": "mole_card", "own": "own_card"}
    return [(roles.get(kind, str(kind)), target[1])]


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
    _selection: Selection
    _offered: ByeByeChoices | None  # the seat's choices (drawn even while not interactive)
    _model: ByeByeChoices | None  # what can be picked now (nothing while not interactive)
    _reasons: dict[Selection, dict[Target, IllegalAction | None]]  # targets() by selection
    _said: dict[tuple[str, str], str]  # reasons in words (for the view shown, this language)
    _focus: Target | None
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

    # ---------------------------------------------------------------- the choice model

    def _build_choices(self) -> None:
        """The choice models of the view shown (after :meth:`show_view` and when the board
        becomes (non-)interactive): ``_offered`` with the legal actions, ``_model`` with
        them only while the board takes choices."""
        view = self._view
        assert view is not None
        viewer = self._viewer()
        if self._offered is None or self._offered.view is not view:
            self._offered = ByeByeChoices(view, self._legal, viewer)
        takes = self.interactive or not self._legal  # (no legal actions: the same model)
        self._model = self._offered if takes else ByeByeChoices(view, [], viewer)
        self._reasons = {}
        self._said = {}

    def _targets_now(self) -> dict[Target, IllegalAction | None]:
        """The model's targets after the current selection (kept until it changes)."""
        if self._model is None:
            self._build_choices()
        assert self._model is not None
        selection = self._asked()
        found = self._reasons.get(selection)
        if found is None:
            found = self._reasons[selection] = self._model.targets(selection)
        return found

    def _asked(self) -> Selection:
        """The selection to ask the model about: none while it takes no choices (a step
        picked before the board stopped taking them is kept for when it takes them again)."""
        assert self._model is not None
        return self._selection if self._model.legal else ()

    def _asked_player(self) -> int | None:
        """The player the Eagle asks, once picked (the selection's first target)."""
        view, sel = self._view, self._selection
        if view is not None and view.phase is Phase.EAGLE and sel and sel[0][0] == "hand":
            return int(sel[0][1])
        return None

    def _is_declaring(self) -> bool:
        """True while the joker's species is due (BB-5.4)."""
        return bool(self._selection) and self._selection[0] == JOKER_CARD

    def _my_choice(self) -> bool:
        return bool(self._legal) and self.interactive and self._view is not None

    def _choices(self, offered: bool = False) -> list[Target]:
        """The lit targets of the current step, in the order ←/→ and Tab visit them, and
        Back while a step can be undone (``offered``: also while the board is not
        interactive, for drawing the prompt)."""
        if self._view is None or not self._legal or not (offered or self._my_choice()):
            return []
        if offered and not self._my_choice():
            assert self._offered is not None
            targets = self._offered.targets(self._selection)
        else:
            targets = self._targets_now()
        out = [t for t, why in targets.items() if why is None]
        return [*out, BACK] if self._is_declaring() else out

    def _describe(self, reason: IllegalAction | None) -> str | None:
        """``reason`` in the player's words (the same reason is put in words once per
        view: while another seat decides, every target has the same one)."""
        if reason is None:
            return None
        key = (reason.reason, repr(sorted(reason.params.items())))
        text = self._said.get(key)
        if text is None:
            text = self._said[key] = describe_illegal(reason, self._names)
        return text

    def _reason(self, target: Target) -> IllegalAction | None:
        """Why ``target`` cannot be picked now (None: it can), from the model."""
        if target == BACK:  # (Back is shown while the joker's species is due)
            return None if self._is_declaring() and self._my_choice() else self._reason(STOP)
        targets = self._targets_now()
        if target in targets:
            return targets[target]
        assert self._model is not None
        return self._model.reason(self._asked(), target)

    def _waiting(self) -> str:
        """Why nothing can be picked (the model's reason for any target)."""
        return self._describe(self._reason(STOP)) or ""

    # ---------------------------------------------------------------- clicks and keys

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`); a target that
        is not lit has already been explained by its ``why_not``."""
        if self._view is None or role in STATIC_ROLES:
            return
        if item is not None and not getattr(item, "lit", False):
            if not getattr(item, "why_not", None):
                why = self._describe(self._reason(target_of(role, value)))
                self.explain(why or phase_hint(self._view.phase.value))
            return
        self._key_choice(target_of(role, value))

    def _key_choice(self, target: Target) -> None:
        """A click or key press that means ``target``: pick it, or say why not."""
        why = self._describe(self._reason(target))
        if why is not None:
            self.explain(why)
            return
        self._activate(target)

    def _activate(self, target: Target) -> None:
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        if target == BACK:
            self._back()
            return
        assert self._offered is not None  # (the caller has checked the target)
        picked = self._offered.pick(self._selection, target)
        if isinstance(picked, tuple):  # a longer selection: the next step is due
            self._selection = picked
            self._focus = None
            self._rebuild_prompt()
        else:
            self._action_chosen(picked)
        self._refresh_highlights()

    def _back(self) -> None:
        """Esc: one step back within the decision (joker species, the Eagle's player)."""
        self._selection = self._selection[:-1]
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
            self._key_choice(STOP)
        elif key in (Qt.Key.Key_N, Qt.Key.Key_D):
            self._key_choice(DECLINE)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self._move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self._move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._focus is not None:
                self._key_choice(self._focus)
            elif self._my_choice():
                self.explain(tr("First choose with ←/→ or Tab (or click), then press Enter."))
            else:
                self.explain(self._waiting())
        elif key == Qt.Key.Key_Escape:
            self._back()
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 (Qt API), A002
        return False  # Tab moves the board's own focus, not the widget focus

    def _picks_cards(self) -> bool:
        """True while a key may choose a card (placing, or the Mole's choice): then 0 and
        Q…P (:data:`~.layout.HAND_KEYS`) choose the cards after the ninth."""
        view = self._view
        return view is not None and (
            view.phase is Phase.MOLE
            or (view.phase in (Phase.PLACE, Phase.WHITE_SHEEP) and not self._is_declaring())
        )

    def _digit(self, number: int) -> None:
        """The hand keys (:data:`~.layout.HAND_KEYS`; ``number`` counts from 1): the
        numbered hands while drawing (or choosing the Eagle's player), the hand cards under
        their key caps while placing (1–9, then 0 and Q…P), the Mole's cards in order."""
        view = self._view
        assert view is not None
        phase = view.phase
        others = self._others()
        if phase in (Phase.DRAW, Phase.EAGLE) and not self._is_declaring():
            if self._asked_player() is not None:
                self.explain(tr("Choose the species with the mouse or ←/→ and Enter."))
            elif number > len(others):
                self.explain(tr("There is no such player."))
            else:
                self._key_choice(("hand", others[number - 1]))
        elif phase is Phase.MOLE:
            cards = sorted(Counter(view.known[view.subject or 0]))
            if number > len(cards):
                self.explain(tr("There is no such card."))
            else:
                self._key_choice(("mole", cards[number - 1]))
        elif phase in (Phase.PLACE, Phase.WHITE_SHEEP) and not self._is_declaring():
            kinds = sorted(set(view.hand))
            if number > len(kinds):
                self.explain(tr("There is no such card."))
            else:
                self._key_choice(("own", kinds[number - 1]))
        else:
            self.explain(phase_hint(phase.value) if self._my_choice() else "")

    def _move_focus(self, step: int) -> None:
        choices = self._choices()
        if not choices:
            self.explain(self._waiting())
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
        the targets of the step that are no choice and give every target the model's
        reason why not. Nothing is touched when nothing it depends on changed since the
        last time."""
        if self._view is None:
            return
        choices = self._choices()
        if self._focus not in choices:
            self._focus = None
        state = (tuple(choices), self.hover, self._focus, self.interactive, self._selection)
        if state == self._highlighted:
            return
        self._highlighted = state
        lit_targets = set(choices)
        step_kinds = {t[0] for t in choices}
        hover = target_of(*self.hover) if self.hover is not None else None
        whys: dict[Target, str | None] = {}
        reasons = self._targets_now()
        for item in self._targets():
            key = target_of(item.role, item.data_value)
            lit = key in lit_targets
            if lit:
                why = None
            elif key in whys:
                why = whys[key]
            else:
                reason = reasons[key] if key in reasons else self._reason(key)
                why = whys[key] = self._describe(reason)
            if item.role == "button":
                glow = GOLD if lit and key in (hover, self._focus) else None
                fill_colour = GOLD.lighter(118) if glow else GOLD if lit else PAPER
                if (glow, fill_colour) != (item.glow, item.fill):
                    item.glow, item.fill = glow, fill_colour
                    item.update()
                item.lit, item.why_not = lit, why
                continue
            base = getattr(item, "base_glow", None)
            if lit:
                chosen = item.role == "eagle_player" and item.data_value == self._asked_player()
                glow = GOLD if key in (hover, self._focus) or chosen else LEGAL
            else:
                glow = base
            dimmed = (
                isinstance(item, SvgItem)
                and not lit
                and (key[0] in step_kinds or item.role in ("species", "mole_card"))
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
