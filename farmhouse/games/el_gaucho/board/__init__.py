"""The El Gaucho board: the kit's :class:`~farmhouse.app.board.game_board.GameBoard` drawing a
:class:`~farmhouse.games.el_gaucho.rules.View` (the dice ranch); the human picks from the
game's choice model (:mod:`farmhouse.games.el_gaucho.choices`) with mouse or keyboard. It is
:mod:`.layout` (where everything lies), :class:`.layers.Table` (the drawn parts),
:class:`.animations.MoveAnimations` and, here, the game's keys, the picks carried after
taking the dice, the prompt line and choice panel and the look of the targets.

Keys: 1–9 the dice, opening tiles or the panel's buttons, Tab/Shift+Tab and the arrows move
between lit targets, Enter or Space picks the focused one (or takes the two chosen dice, or
keeps the chosen tiles), E ends the turn, Esc steps back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, WARN
from farmhouse.app.board.parts.choice_panel import Choice, ChoicePanel
from farmhouse.app.board.parts.look import Look, restyle
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import key_line, set_text, text_item
from farmhouse.core.choices import NOT_YOUR_TURN, Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho import texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.board.layers import Table
from farmhouse.games.el_gaucho.choices import (
    END_TURN,
    HIDDEN_DONE,
    KEEP,
    ElGauchoChoices,
    carry_follows,
)
from farmhouse.games.el_gaucho.data import tile_code, tile_id
from farmhouse.games.el_gaucho.rules import View
from farmhouse.games.el_gaucho.texts import describe_action, describe_illegal, fill, tr

__all__ = ["SVG_CACHE", "ElGauchoBoard", "SvgItem", "create_board"]


class ElGauchoBoard(GameBoard):
    """The El Gaucho board widget (see the package docstring for layout and controls)."""

    # Gold under the pointer, a pointing hand, buttons muted while they cannot be pressed.
    LOOK = Look(hover=True, cursor=True, buttons={"button": QColor("#D9CCB0")})
    KEEP_WHOLE = texts.KEEP_WHOLE  # (a number and its pesos, the glossary's words)
    describe_refusal = staticmethod(describe_illegal)  # (a refusal in the player's words)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(L.SCENE, parent)
        self._model: ElGauchoChoices | None = None
        self._carry: tuple[Selection, Any, bool] | None = None  # (picks, turn, take seen)
        self._choices: list[Any] = []
        self._hint: QGraphicsSimpleTextItem | None = None
        self._keys: QGraphicsSimpleTextItem | None = None  # (the key line under the prompt)
        self.table = Table(self)
        self.moves: Any = None  # (MoveAnimations, made for the first move shown moving)
        self.prompt_layer = Layer(self.scene(), z=18)
        self.panel = ChoicePanel(self, QSizeF(80, 80), z=18, gap=8, pad=14, text=L.MIN_FONT)
        self.panel.grow, self.panel.button = "up", QSizeF(176, 50)  # (up: not over the prompt)
        self.set_help(texts.help_text)  # (worded again at a language switch: the kit)

    # ---------------------------------------------------------------- GameBoard hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> ElGauchoChoices:
        """The choice model of ``view``'s seat; picks carried after taking the dice that do not
        belong to this view are dropped."""
        #: A player who has no name: %1 is the seat's number (1, 2, …).
        names = list(self.names) or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        if self.name_seats(names):  # (no line of board text breaks inside a name)
            self.table.recent.forget()
        self.table.names = self.names
        self.keep_carry(view, self.events)
        self._model = ElGauchoChoices(view, legal)
        return self._model

    def lay_out(self, view: Any) -> None:
        """What the last moves changed (framed, as the choice model says)."""
        if self._model is not None:
            self.table.marks = self._model.changed([*self.recent, *self.events])

    def draw(self, view: Any) -> None:
        """Bring every layer up to date with ``view`` (each redraws only if its part changed)."""
        word = partial(texts.summary_line, names=self.names)  # (each opponent's move whole)
        lines = self.table.recent.worded(self.recent, word, texts.MOVE_KEYS)
        self.table.redraw(view, (self.recent_title(), tuple(lines)))
        self.prompt_layer.setVisible(not self.table.covers_prompt)

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """The animation steps of the viewer's ``events`` (the animations module is loaded with
        the first events)."""
        if events and self.moves is None:
            from farmhouse.games.el_gaucho.board.animations import MoveAnimations

            self.moves = MoveAnimations(self.table, self.animations)
        return self.moves.steps_for(list(events)) if events else []

    def banner_text(self) -> str:
        """The prompt line: what to do now (the board's headline), "" before the first view;
        of the position a stage of the animation shows (the final scoring) while it shows."""
        view = self.view if self.staged_view is None else self.staged_view
        if view is None:
            return ""
        dice = self._model.dice if self._model is not None else ()
        mode, name = self._mode(), self.table.name
        return texts.prompt_text(
            view, self.legal, mode, self.selection, self._choices, dice, name, self.read_only
        )

    def target_name(self, target: Any) -> str:
        """What ``target`` is and where (its accessible name)."""
        view = self.view
        where = "" if view is None else texts.place_words(view, target, self.table.name)
        return texts.accessible_name(str(super().target_name(target)), where)

    def texts_changed(self) -> None:
        """The language changed: every layer holds text."""
        self.table.recent.forget()
        self.invalidate_layers()
        self.panel.clear()

    def selection_changed(self) -> None:
        """The prompt line and the choice panel follow the selection."""
        if self.view is not None:
            self._rebuild_prompt()

    def hint_spots(self, a: Any) -> list[HintSpot]:
        """The targets the choice model says action ``a`` involves: where it goes first (it
        carries the caption), then the dice it takes or pays with (EG-3.1, EG-3.4) or the
        drawn tiles it keeps (EG-1.5)."""
        model = self._model
        if model is None:
            return []
        labels = texts.hint_labels()  # (a die's tag: above or below the roll, never on a die)
        found = [(self.item_of(k), labels.get(k[0], ""), k[0] in labels) for k in model.spots(a)]
        return [HintSpot(i, None, t, tag_row=r) for i, t, r in found if i is not None]

    def _mode(self) -> str:
        """The choice model's stage ("keep", "take", "main"), or "wait" while none is taken."""
        model = self._model
        return model.stage if model is not None and self.interactive else "wait"

    def pick(self, target: Target) -> bool:
        """Pick ``target`` (see GameBoard.pick); a pick that takes two dice of the roll and
        goes on to what they pay for carries the rest to the next decision (EG-3.1)."""
        view, model = self.view, self._model
        carried = model.carried(self.selection, target) if model is not None else ()
        turn = None if view is None else (view.seat, view.round, view.turn_no)
        self._carry = (carried, turn, False) if carried else None
        done = super().pick(target)
        if self.selection or not done:  # (no action was chosen: nothing is carried)
            self._carry = None
        return done

    def picked_again(self, target: Target) -> bool:
        """A click on a picked target, or its key (an opening tile's): step back to before it."""
        while target in self.selection and self.step_back():
            pass
        return target not in self.selection

    def keep_carry(self, view: View, events: Sequence[Any]) -> None:
        """Keep the picks carried after taking the dice only for what follows that take
        (:func:`~farmhouse.games.el_gaucho.choices.carry_follows`)."""
        if self._carry is not None:
            picks, turn, seen = self._carry
            self._carry = (picks, turn, True) if carry_follows(view, events, turn, seen) else None

    def play_carried(self) -> None:
        """Make the carried picks (if still possible) once the seat's next decision after the
        take is offered (the shell shows the taken dice first)."""
        carry, model = self._carry, self._model
        if carry is None or not carry[2] or not self.taking_choices():
            return
        self._carry = None
        QTimer.singleShot(0, lambda: self._replay(carry[0], model))

    def _replay(self, picks: Selection, model: ElGauchoChoices | None) -> None:
        if model is not self._model or not self.taking_choices() or self.selection:
            return  # (another view came meanwhile)
        for target in picks:
            if target not in self.pickable_now() or not self.pick(target) or not self.selection:
                return

    def pickable_now(self) -> list[Target]:
        """What the choice model says can be picked after the selection (also while waiting)."""
        return self._model.pickable(self.selection) if self._model is not None else []

    def shortcut(self, event: QKeyEvent) -> Target | None:
        """The target of one of the game's keys: 1–9 the choice panel's buttons, the
        opening tiles, the dice of the roll or the own dice; E ends the turn (or Done)."""
        key, model = event.key(), self._model
        if model is not None and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            if self._choices:  # (past the buttons: a key whose refusal says how many)
                return self.panel.key_target(event) or ("key", key - Qt.Key.Key_1)
            return model.key_target(key - Qt.Key.Key_1)
        if model is not None and key == Qt.Key.Key_E:
            return HIDDEN_DONE if model.view.hidden_active else END_TURN
        return None

    def game_key(self, event: QKeyEvent) -> bool:
        """Enter or Space with no target focused: what the choice model confirms then (take the
        two dice chosen, or keep the tiles chosen)."""
        model = self._model if self.interactive and self.focus_target is None else None
        target = model.confirm(self.selection) if model is not None else None
        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if target is None or event.key() not in enter:
            return False
        self.pick(target)
        return True

    def refusal_text(self, error: IllegalAction) -> str:
        """A refusal in the player's words; while the board waits, whom it waits for."""
        if error.reason == NOT_YOUR_TURN:
            return texts.waiting_text(self.view, self.table.name)
        return super().refusal_text(error)

    def _rebuild_prompt(self) -> bool:
        """The prompt line, and the choice panel over the dice tray: the opening tiles to keep
        (EG-1.5), the new tiles for the herds beside their choices, or the buttons. True if
        the panel was drawn anew (light its targets)."""
        view = self.view
        assert view is not None
        self.prompt_layer.refresh("hint", self._draw_hint)
        assert self._hint is not None and self._keys is not None
        set_text(self._hint, self.banner_text(), L.HINT_WIDTH)
        mode, panel = self._mode(), self.panel
        turn = self._model if mode in ("take", "main") else None  # (the seat's turn)
        self._choices = choices = turn.buttons(self.selection) if turn is not None else []
        adds = turn.waiting() if turn is not None and mode == "main" else []
        set_text(self._keys, texts.prompt_keys(view, turn, bool(choices or adds)), L.HINT_WIDTH)
        self._keys.setBrush(WARN if choices or adds else INK)  # (the banner the panel covers)
        if not (choices or mode == "keep" or adds):
            if panel.rect.isEmpty():
                return False
            panel.clear()
            self._place_recent(view)
            return True
        picked = [t[1] for t in self.selection if t[0] == "keep_tile"]
        key = (mode, tuple(choices), tuple(picked), view.step, view.seat, tuple(adds))
        rect, note, left = L.CHOICE_RECT, "", 0.0
        count = len(view.drawn) if mode == "keep" else len(choices)
        keys = "" if self.read_only else key_line(texts.panel_keys(count))
        owner = self.table.name(view.seat) if self.spectator and view.seat is not None else None
        title = texts.panel_title(mode, bool(adds), owner)  # (a replay's: the seat named)
        shown: list[Choice] = []
        buttons: list[tuple[Target, str]] = []
        if mode == "keep":
            buttons = [(KEEP, tr("Keep (Enter)"))]
            tiles = [tile_code(t) for t in view.drawn]
            size = 80.0 if len(tiles) <= 6 else 64.0 if len(tiles) <= 8 else L.VALUE_TILE_MIN
            panel.cell, panel.rows, panel.numbers = QSizeF(size, size), 1, "below"
            shown = [Choice(("keep_tile", c), self._tile_drawer(view, c)) for c in tiles]
            if picked:
                note = fill(tr("Chosen: %1"), texts.join([texts.tile_name(c) for c in picked]))
        else:  # up to 3 rows and columns of buttons, room under the counts, over the pampa
            count, step = len(choices), L.VALUE_TILE_MIN + 8
            columns = max(1 if count <= 3 else 2 if count <= 6 or adds else 3, (count + 2) // 3)
            panel.rows = rows = (count + columns - 1) // columns
            left = (len(adds) + 1) // 2 * step + 6 if adds else 0.0  # (room for the tiles)
            width = (rect.width() - 28 - left - 8 * (columns - 1)) / columns
            panel.cell = QSizeF(width, min(44.0, (rect.height() - 56) / max(1, rows) - 8))
            top = L.steppe_tiles_bottom(len(view.steppe_known) * view.hidden_active) + 32
            panel.room = QRectF(6, top, rect.right() - 6, rect.bottom() - top)
            for k, action in enumerate(choices):
                label = fill(tr("%1. %2", "numbered choice"), k + 1, describe_action(action, view))
                shown.append(Choice(("choice", action), None, label))
        drew = panel.show(
            rect, shown, title=title, keys=keys, buttons=buttons, top=28, key=key, left=left
        )
        self._place_recent(view)
        if not drew:
            return False
        for k, code in enumerate(adds):  # the waiting tiles in two rows, their choices beside
            spot = panel.rect.topLeft() + QPointF(14 + k // 2 * step, 48 + k % 2 * step)
            tile = self.table.tile_item(panel.layer, view, tile_id(code), spot, L.VALUE_TILE_MIN)
            self.table.register("pending", code, tile)
        for order, code in enumerate(picked, 1):  # the order the kept tiles go in
            corner = QRectF(size - 22, -6, 26, 26)
            Box(corner, GOLD, INK, 13, str(order), L.MIN_FONT, panel.items[("keep_tile", code)])
        if note:
            at = QPointF(rect.left() + 14, rect.bottom() - 26)
            text_item(panel.layer, note, at, 16, False, INK, "left", rect.width() - 230, L.MIN_FONT)
        return True

    def _place_recent(self, view: View) -> None:
        """Lay "Since your last turn" under the choice panel whole while it shows, else taller."""
        self.table.choosing = not self.panel.rect.isEmpty()
        self.table.recent.place(self.table.recent_rect(view))

    def _draw_hint(self, layer: Layer) -> None:
        at = QPointF(L.SCENE.center().x(), L.HINT_Y)
        self._hint = text_item(layer, "", at, 19, True, INK, "centre", L.HINT_WIDTH, L.MIN_FONT)
        at.setY(L.HINT_Y + 24)  # (the keys of the moment: session 19's tester, X5)
        self._keys = text_item(layer, "", at, L.MIN_FONT, False, INK, "centre", L.HINT_WIDTH)

    def _tile_drawer(self, view: View, code: str) -> Callable[[Any, QSizeF], Any]:
        return lambda parent, size: self.table.tile_item(
            parent, view, tile_id(code), QPointF(0, 0), size.width()
        )

    def light(self, target: Target, item: Any, state: str) -> None:
        """The kit's look (:attr:`LOOK`); dice not pickable now dimmed while anything is."""
        super().light(target, item, state)
        if target[0] in ("pool_die", "die"):
            dim = self.lit_once("dim", lambda: self.taking_choices() and bool(self.pickable_now()))
            restyle(item, dimmed=dim and not state)

    def targets_refreshed(self) -> None:
        """After each lighting: the prompt line, and the picks carried after taking the dice
        once the decision they belong to is offered."""
        if self.view is None:
            return
        if self._rebuild_prompt():  # (the panel's buttons are new: light them)
            self.refresh_targets()
            return
        self.play_carried()

    def marked_turn(self) -> int | None:
        """The seat whose panel is marked as on turn (None: nobody, or nothing drawn yet)."""
        return next((s for s, plate in self.table.plates.items() if plate.is_lit), None)


def create_board(parent: QWidget | None = None) -> ElGauchoBoard:
    """A new El Gaucho board (the app's entry point for this game)."""
    return ElGauchoBoard(parent)
