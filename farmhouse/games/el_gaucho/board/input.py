"""Choosing actions on the El Gaucho board: clicks, keys, the prompt line, the choice panel
and the highlights, all read from the game's choice model
(:class:`~farmhouse.games.el_gaucho.choices.ElGauchoChoices`).

The model lists every target on the board with ``None`` when it can be picked now, else the
rules' reason why not; the board lights the first, explains the others (hover and click) and
keeps the *selection*, the targets picked so far. A pick leads to a longer selection (its
next targets light up; where several actions remain, the choice panel shows them as buttons,
keys 1–9) or to a legal action, which is played. At the start of a turn two dice of the roll
light what they could pay for: clicking one of those takes the dice, and the rest of the
pick waits for the next decision (:meth:`BoardInput.play_queued`).

Keys: 1–9 the dice, opening tiles or the panel's buttons, Tab/Shift+Tab move between lit
targets, Enter or Space picks the focused one (or takes the two chosen dice, or keeps the
chosen tiles), E ends the turn, Esc steps back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import set_text, text_item
from farmhouse.core.choices import NOT_YOUR_TURN, Selection, Target
from farmhouse.core.game import IllegalAction
from farmhouse.games.el_gaucho import rules, texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.choices import (
    END_TURN,
    HIDDEN_DONE,
    KEEP,
    MAX_CHOICES,
    TAKE,
    ElGauchoChoices,
)
from farmhouse.games.el_gaucho.data import tile_code, tile_id
from farmhouse.games.el_gaucho.rules import View, is_diceless, pampa_layout
from farmhouse.games.el_gaucho.texts import describe_action, fill, tr

#: The fill of a button that cannot be pressed now.
MUTED_BUTTON = QColor("#D9CCB0")
#: The choice panel's room (over the dice tray and "Since your last move").
CHOICE_RECT = L.CHOICE_RECT


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your "
        "gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends "
        "the turn, Esc goes back, Ctrl+Z undoes a step."
    )


def place_words(view: View, target: Target, name: Callable[[int], str]) -> str:
    """Where ``target`` is on the board, in words ("" for a target that names its place
    itself: an action area, a gaucho on one, a button); ``name(seat)`` names a seat."""
    kind = target[0]
    value: Any = target[1] if len(target) > 1 else None
    if kind in ("tile", "space"):
        lay = pampa_layout(view.options.pampa_layout, view.players)
        where = fill(tr("pampa row %1, space %2"), lay.row_of[value] + 1, lay.space_of[value] + 1)
        g = view.gauchos[value] if kind == "tile" else -1
        if g >= 0:
            gaucho = tr("%1's gaucho lying on it") if g & 1 else tr("%1's gaucho standing on it")
            where = fill(
                tr("%1, %2", "accessible name: a piece, where it is"),
                where,
                fill(gaucho, name(g >> 1)),
            )
        return where
    if kind == "pool_die":
        return tr("in the roll")
    if kind == "herd":
        return fill(tr("%1's panel"), name(value[0]))
    if kind == "herd_tile":
        seat, breed, k = value
        return fill(tr("%1's herd, tile %2 of %3"), name(seat), k + 1, len(view.herds[seat][breed]))
    if kind == "steppe_tile":
        return tr("seen in the steppe")
    if kind == "pending":
        return tr("waiting to join your herds")
    if kind == "keep_tile":
        return tr("drawn for you to keep")
    return ""


class BoardInput:
    """The game's keys, the prompt and the look of the targets (a mixin of the board); what
    can be picked and why not comes from the kit (:class:`GameBoard`) and the choice model."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _targets: dict[tuple[str, Any], Any]
    _model: ElGauchoChoices | None
    _queued: Selection
    _queued_for: tuple[Any, ...] | None
    _picking: bool = False
    _queued_seen: bool = False  # the view showing the dice taken came
    _choices: list[Any]
    _hint: QGraphicsSimpleTextItem | None
    prompt_layer: Layer
    interactive: bool
    hover: tuple[str, Any] | None
    selection: Selection
    focus_target: Target | None

    if TYPE_CHECKING:  # provided by GameBoard, BoardView and DrawnLayers

        def explain(self, text: str) -> None: ...
        def is_animating(self) -> bool: ...
        def taking_choices(self) -> bool: ...
        def reason_of(self, target: Target) -> IllegalAction | None: ...
        def step_back(self) -> bool: ...
        def refresh_targets(self) -> None: ...
        def _viewer(self) -> int: ...
        def _name(self, seat: int) -> str: ...
        def _register(self, role: str, value: Any, item: Any) -> None: ...
        def _forget(self, *roles: str) -> None: ...
        def _tile_item(
            self, parent: Any, view: View, tile: int, pos: QPointF, size: float
        ) -> Any: ...

    # ---------------------------------------------------------------- the choice model

    def choice_model(self) -> ElGauchoChoices | None:
        """The choice model of the view shown (None before the first view)."""
        return self._model

    def _mode(self) -> str:
        """ "wait", "keep", "take" (the turn starts with 2 dice) or "main"."""
        view = self._view
        if not self._legal or not self.interactive or view is None:
            return "wait"
        if view.phase == "keep":
            return "keep"
        if view.phase == "turn" and not view.dice_taken:
            return "take"
        return "main"

    def _picked(self, kind: str) -> list[Any]:
        """The values of the targets of ``kind`` in the selection, in order."""
        return [t[1] for t in self.selection if t[0] == kind]

    # ---------------------------------------------------------------- picks

    def pick(self, target: Target) -> bool:
        """Pick ``target`` (see GameBoard.pick); a pick that takes two dice of the roll and
        goes on to what they pay for keeps the rest for the next decision (EG-3.1)."""
        model = self._model
        carried = model.carried(self.selection, target) if model is not None else ()
        view = self._view
        self._queued, self._queued_seen = carried, False
        self._queued_for = None if view is None else (view.seat, view.round, view.turn_no)
        self._picking = True  # (the queue waits for the decision after this pick)
        try:
            done = bool(super().pick(target))  # type: ignore[misc]
        finally:
            self._picking = False
        if self.selection or not done:  # (no action was chosen: nothing waits)
            self._queued = ()
        self.play_queued()
        return done

    def picked_again(self, target: Target) -> None:
        """A click on a picked target: step back to before it."""
        while target in self.selection and self.step_back():
            pass

    def drop_stale_queue(self, view: View, events: Sequence[Any]) -> None:
        """Keep the picks queued after taking the dice only for what follows that take: the
        view that shows the dice taken (its events say so) and then the same seat's decision
        in the same turn. Any other view (a new match, an undo, another seat) drops them."""
        if not self._queued:
            return
        here = (view.seat, view.round, view.turn_no)
        taken = any(e.key == "EG.dice_taken" and e.seat == view.seat for e in events)
        if not self._queued_seen and taken and here == self._queued_for:
            self._queued_seen = True
        elif not (self._queued_seen and not events and here == self._queued_for):
            self._queued = ()
        if not view.dice_taken or view.to_move != view.seat:
            self._queued = ()

    def play_queued(self) -> None:
        """After the dice were taken, make the picks that followed them (if still possible),
        once the seat's next decision is offered (the shell shows the taken dice first)."""
        queued = self._queued
        if not queued or not self._queued_seen or self._picking or not self.taking_choices():
            return
        self._queued = ()
        model = self._model
        QTimer.singleShot(0, lambda: self._replay(queued, model))

    def _replay(self, picks: Selection, model: ElGauchoChoices | None) -> None:
        if model is not self._model or not self.taking_choices() or self.selection:
            return  # (another view came meanwhile)
        for target in picks:
            if self.reason_of(target) is not None or target not in self._pickable_now():
                return
            if not self.pick(target) or not self.selection:
                return

    def _pickable_now(self) -> list[Target]:
        model = self._model
        return model.pickable(self.selection) if model is not None else []

    def _click(self, role: str, value: Any) -> None:
        """Pick the target ``role``/``value`` as a click would (for tests and tools)."""
        target = (role, value)
        if target in self.selection:
            self.picked_again(target)
        else:
            self.pick(target)

    # ---------------------------------------------------------------- keys

    def key_target(self, event: QKeyEvent) -> Target | None:
        """The target of one of the game's keys: 1–9 the choice panel's buttons, the
        opening tiles, the dice of the roll or the own dice; E ends the turn (or Done)."""
        key = event.key()
        view = self._view
        if view is None:
            return None
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            digit = key - Qt.Key.Key_1
            if self._choices:
                return ("choice", self._choices[digit]) if digit < len(self._choices) else None
            if view.phase == "keep":
                drawn = [tile_code(t) for t in view.drawn]
                return ("keep_tile", drawn[digit]) if digit < len(drawn) else None
            if view.phase == "turn" and not view.dice_taken:
                return ("pool_die", digit)
            return ("die", digit)
        if key == Qt.Key.Key_E:
            return HIDDEN_DONE if view.hidden_active else END_TURN
        return None

    def enter_key(self, event: QKeyEvent) -> bool:
        """Enter or Space with no target focused: take the two dice chosen, or keep."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return False
        if self.focus_target is not None:
            return False
        mode = self._mode()
        if mode == "take" and len(self.selection) == 2:
            self.pick(TAKE)
            return True
        if mode == "keep":
            self.pick(KEEP)
            return True
        return False

    def refusal_text(self, error: IllegalAction) -> str:
        """A refusal in the player's words; while the board waits, whom it waits for."""
        if error.reason == NOT_YOUR_TURN:
            return self._waiting_text()
        return str(super().refusal_text(error))  # type: ignore[misc]

    def _waiting_text(self) -> str:
        view = self._view
        if view is None or view.game_over:
            return tr("The game is over.")
        if view.to_move is None or view.to_move == view.seat:
            return tr("Please wait for the move to be shown.")
        return fill(tr("Please wait: it is %1's decision."), self._name(view.to_move))

    # ---------------------------------------------------------------- prompt line and panel

    def hint_text(self) -> str:
        """The prompt line: what to do now."""
        view = self._view
        assert view is not None
        mode = self._mode()
        if view.game_over:
            return tr("The game is over.")
        if mode == "wait":
            if view.to_move is None:
                return ""
            if view.to_move == view.seat:  # the viewer's own move is still being shown
                return tr("Please wait for the move to be shown.")
            return fill(tr("Waiting for %1…"), self._name(view.to_move))
        if mode == "keep":
            return tr(
                "Click the tiles to keep in the order they go into your herd (keys 1–5), "
                "then click Keep (Enter)."
            )
        if view.phase == "opening":
            return tr("Put your opening gaucho on a lit action area, for free.")
        if any(isinstance(a, rules.AddToHerd) for a in self._legal):
            return tr("Add your new tiles to your herds, one after the other.")
        dice = self._picked("die")
        if mode == "take":
            taken = self._picked("pool_die")
            if not taken:
                return tr("Your turn: click 2 dice of the roll (keys 1–9).")
            if len(taken) == 1:
                return tr("Click one more die.")
            if len(self.selection) == 2:
                return tr(
                    "Click a lit place to spend these dice there, or press Enter to take them."
                )
        if self._choices or (self.selection and not dice):
            return tr("Choose one of the lit choices or a button (keys 1–9); Esc goes back.")
        if view.hidden_active:
            return tr("Hidden cattle: click a steppe tile, then an empty space; or Done (E).")
        if view.must_place:
            return tr("Place the gaucho you took back.")
        if dice:
            own = self._model.dice if self._model is not None else ()
            return fill(
                tr("Click a lit place to pay with %1."),
                texts.dice_text([own[k] for k in dice]),
            )
        if is_diceless(view):
            return tr(
                "Dice-less round: click one of your gauchos on an action area, or end the turn (E)."
            )
        if not (self._model is not None and self._model.dice):
            return tr("Use your gauchos on action areas, or end the turn (E).")
        return tr(
            "Click a die or a lit place to spend your dice; click your gauchos on action areas "
            "to use them; E ends the turn."
        )

    def _panel_choices(self) -> list[Any]:
        """The actions shown as buttons in the choice panel."""
        if self._mode() in ("wait", "keep"):
            return []
        found = [t[1] for t in self._pickable_now() if t[0] == "choice"]
        return found[:MAX_CHOICES]

    def _rebuild_prompt(self) -> bool:
        """The prompt line and choice panel, redrawn only when what they show changed."""
        view = self._view
        assert view is not None
        self._choices = self._panel_choices()
        mode = self._mode()
        panel = (
            bool(self._choices)
            or mode == "keep"
            or any(isinstance(a, rules.AddToHerd) for a in self._legal)
        )
        key = (
            self.hint_text(),
            mode,
            tuple(self._choices),
            tuple(self._picked("keep_tile")),
            view.step if panel else None,
            view.seat,
        )
        return bool(self.prompt_layer.refresh(key, self._draw_prompt))

    def _draw_prompt(self, layer: Layer) -> None:
        self._forget("choice", "keep_tile", "pending")
        self._targets.pop(KEEP, None)
        view = self._view
        assert view is not None
        self._hint = text_item(
            layer,
            self.hint_text(),
            QPointF(L.SCENE.center().x(), L.HINT_Y),
            19,
            True,
            INK,
            "centre",
            L.HINT_WIDTH,
            L.MIN_FONT,
        )
        mode = self._mode()
        pending = (
            [a for a in self._legal if isinstance(a, rules.AddToHerd)] if mode == "main" else []
        )
        if not (self._choices or mode == "keep" or pending):
            return
        rect = CHOICE_RECT
        panel = Box(rect, PAPER, INK, 14, parent=layer)
        panel.border_width = 3
        panel.setZValue(18)
        top = rect.top() + 10
        if mode == "keep":
            title = tr("Your opening tiles")
            tiles = [tile_code(t) for t in view.drawn]
            role = "keep_tile"
        elif pending:
            title = tr("New tiles for your herds")
            tiles = sorted({a.tile for a in pending}, key=tile_id)
            role = "pending"
        else:
            title = tr("Choose")
            tiles = []
            role = ""
        text_item(layer, title, QPointF(rect.left() + 14, top - 2), 17, True).setZValue(19)
        esc = text_item(
            layer,
            tr("Esc: back"),
            QPointF(rect.right() - 14, top + 2),
            L.MIN_FONT,
            False,
            MUTED,
            "right",
        )
        esc.setZValue(19)
        top += 28
        left = rect.left() + 14
        keep_sel = self._picked("keep_tile")
        if tiles and role == "pending":  # the waiting tiles in two rows, their choices beside
            size = L.VALUE_TILE_MIN
            columns = (len(tiles) + 1) // 2
            for k, code in enumerate(tiles):
                pos = QPointF(left + (k // 2) * (size + 8), top + (k % 2) * (size + 8))
                item = self._tile_item(layer, view, tile_id(code), pos, size)
                item.setZValue(19)
                self._register(role, code, item)
            left += columns * (size + 8) + 6
        elif tiles:
            size = 80.0 if len(tiles) <= 6 else 64.0 if len(tiles) <= 8 else L.VALUE_TILE_MIN
            for k, code in enumerate(tiles):
                pos = QPointF(rect.left() + 14 + k * (size + 10), top)
                item = self._tile_item(layer, view, tile_id(code), pos, size)
                item.setZValue(19)
                self._register(role, code, item)
                if role == "keep_tile":
                    centred_key = text_item(
                        layer,
                        str(k + 1),
                        QPointF(pos.x() + size / 2, pos.y() + size + 1),
                        L.MIN_FONT,
                        True,
                        MUTED,
                        "centre",
                    )
                    centred_key.setZValue(19)
                    if code in keep_sel:
                        order = Box(
                            QRectF(pos.x() + size - 22, pos.y() - 6, 26, 26),
                            GOLD,
                            INK,
                            13,
                            str(keep_sel.index(code) + 1),
                            L.MIN_FONT,
                            layer,
                        )
                        order.setZValue(20)
            top += size + 24
        if mode == "keep":
            keep = Box(
                QRectF(rect.right() - 190, rect.bottom() - 58, 176, 50),
                GOLD,
                INK,
                12,
                tr("Keep (Enter)"),
                18,
                layer,
            )
            keep.setZValue(19)
            self._register("button", "keep", keep)
            if keep_sel:
                chosen = texts.join([texts.tile_name(c) for c in keep_sel])
                block = text_item(
                    layer,
                    fill(tr("Chosen: %1"), chosen),
                    QPointF(rect.left() + 14, rect.bottom() - 26),
                    16,
                    False,
                    INK,
                    "left",
                    rect.width() - 230,
                    L.MIN_FONT,
                )
                block.setZValue(19)
            return
        # up to three rows of buttons of two lines each (in up to three columns)
        count = len(self._choices)
        columns = max(1 if count <= 3 else 2 if count <= 6 else 3, (count + 2) // 3)
        if role == "pending":
            columns = max(1 if count <= 3 else 2, (count + 2) // 3)
        width = (rect.right() - 14 - left - 10 * (columns - 1)) / columns
        rows_ = (count + columns - 1) // columns
        height = min(44.0, (rect.bottom() - 8 - top) / max(1, rows_) - 6)
        for k, action in enumerate(self._choices):
            col, row = k // rows_, k % rows_
            r = QRectF(left + col * (width + 10), top + row * (height + 6), width, height)
            label = fill(tr("%1. %2", "numbered choice"), k + 1, describe_action(action, view))
            button = Box(r, QColor("#FFF3D6"), INK, 10, label, L.MIN_FONT, layer)
            button.setZValue(19)
            self._register("choice", action, button)

    # ---------------------------------------------------------------- highlights

    def light(self, target: Target, item: Any, state: str) -> None:
        """The look of a target: teal when it can be picked (gold under the pointer), gold
        when picked; the dice that cannot be picked now are dimmed while others can; a button
        that cannot be pressed is muted."""
        lit = state == "lit"
        hover = self.hover is not None and self.hover[1] == target
        glow = GOLD if state == "picked" or (lit and hover) else LEGAL if lit else None
        changed = glow != item.glow
        item.glow = glow
        role = target[0]
        if role in ("pool_die", "die"):
            dim = self._dim_dice and not lit and state != "picked"
            changed = changed or dim != item.dimmed
            item.dimmed = dim
        elif role == "button":
            fill_colour = (GOLD.lighter(115) if hover else GOLD) if lit else MUTED_BUTTON
            changed = changed or fill_colour != item.fill
            item.fill = fill_colour
        if changed:
            item.update()
        if lit != getattr(item, "_cursor_lit", None):
            item.setCursor(Qt.CursorShape.PointingHandCursor if lit else Qt.CursorShape.ArrowCursor)
            item._cursor_lit = lit

    @property
    def _dim_dice(self) -> bool:
        return self.taking_choices() and bool(self._pickable_now())

    def targets_refreshed(self) -> None:
        """After each lighting: the prompt line, and the picks queued after taking the dice
        once the decision they belong to is offered."""
        if self._view is None:
            return
        if self._rebuild_prompt():  # (the panel's buttons are new: light them)
            self.refresh_targets()
            return
        if self._hint is not None:
            set_text(self._hint, self.hint_text(), L.HINT_WIDTH)
        self.play_queued()


def lit_sorted(keys: Sequence[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Keys in a stable order (for tests)."""
    return sorted(keys, key=repr)
