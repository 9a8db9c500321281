"""The El Gaucho board: the kit's :class:`~farmhouse.app.board.game_board.GameBoard` drawing a
:class:`~farmhouse.games.el_gaucho.rules.View` (the dice ranch); the human picks the seat's
legal actions with the mouse or the keyboard from the game's choice model
(:mod:`farmhouse.games.el_gaucho.choices`).

It is composed of: :mod:`.layout` (where everything lies), :class:`.layers.Table` (the drawn
parts, each redrawn only when its part of the view changes), :class:`.animations.MoveAnimations`
(the roll, gauchos, the drive, sales) and, in the board itself, the game's keys, the picks
queued after taking the dice, the prompt line and choice panel and the look of the targets
(their words are the game's :mod:`~farmhouse.games.el_gaucho.texts`).

Keys: 1–9 the dice, opening tiles or the panel's buttons, Tab/Shift+Tab and the arrows move
between lit targets, Enter or Space picks the focused one (or takes the two chosen dice, or
keeps the chosen tiles), E ends the turn, Esc steps back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from farmhouse.app.board.game_board import GameBoard, ring_with
from farmhouse.app.board.hint import HintSpot
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.parts.recent import newest, title_for
from farmhouse.app.board.svg import SVG_CACHE, SvgItem
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import keep_names, key_line, set_text, text_item, text_width
from farmhouse.core.choices import NOT_YOUR_TURN, Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho import rules, texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.board.animations import MoveAnimations
from farmhouse.games.el_gaucho.board.layers import Table
from farmhouse.games.el_gaucho.choices import (
    END_TURN,
    HIDDEN_DONE,
    KEEP,
    MAX_CHOICES,
    TAKE,
    ElGauchoChoices,
)
from farmhouse.games.el_gaucho.data import tile_code, tile_id
from farmhouse.games.el_gaucho.rules import View
from farmhouse.games.el_gaucho.texts import (
    describe_action,
    describe_illegal,
    fill,
    tr,
)

__all__ = ["SVG_CACHE", "ElGauchoBoard", "SvgItem", "create_board"]

#: The fill of a button that cannot be pressed now.
MUTED_BUTTON = QColor("#D9CCB0")


class ElGauchoBoard(GameBoard):
    """The El Gaucho board widget (see the package docstring for layout and controls): the
    kit's :class:`GameBoard` with the drawn board (:class:`~.layers.Table`), the move
    animations (:class:`~.animations.MoveAnimations`) and the prompt line and choice panel.

    Test hooks: :meth:`target`, :meth:`targets`, :meth:`lit_targets`, :meth:`choice_items`,
    :meth:`recent_lines`, plus those of GameBoard.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(L.SCENE, parent)
        self._view: View | None = None
        self._legal: list[Any] = []
        self._names: list[str] = []
        self._model: ElGauchoChoices | None = None
        self._queued: tuple[tuple[Any, ...], ...] = ()
        self._queued_for: tuple[Any, ...] | None = None
        self._choices: list[Any] = []
        self._pickable_key: tuple[int, Selection] | None = None
        self._pickable_list: list[Target] = []
        self._hint: QGraphicsSimpleTextItem | None = None
        self._line_cache: dict[int, tuple[Event, str | None]] = {}
        self.table = Table(self.scene(), self.bind, self.item_of, self.turn_mark)
        self.moves = MoveAnimations(self.table, self.animations)
        self.prompt_layer = Layer(self.scene(), z=18)
        self.setToolTip(texts.help_text())

    # ---------------------------------------------------------------- GameBoard hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> ElGauchoChoices:
        """The choice model of ``view``'s seat (see :mod:`~farmhouse.games.el_gaucho.choices`);
        picks queued after taking the dice that do not belong to this view are dropped."""
        self._view = view
        self._legal = list(legal)
        names = list(self.names) or [fill(tr("Seat %1"), i + 1) for i in range(view.players)]
        if names != self._names:
            self._line_cache = {}
            keep_names(names)  # no line of board text breaks inside a name
        self._names = names
        self.table.names = names
        self.drop_stale_queue(view, self.events)
        self._model = ElGauchoChoices(view, self._legal)
        return self._model

    def lay_out(self, view: Any) -> None:
        """What the last moves changed (their frames), for :meth:`draw`."""
        self.table.marks = self.table.marks_for([*self.recent, *self.events], view)

    def draw(self, view: Any) -> None:
        """Bring every layer up to date with ``view`` (each redraws only if its part changed)."""
        self.table.redraw(view, self.recent_lines())

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        """The animation steps of the viewer's ``events``."""
        return self.moves.steps_for(list(events))

    def describe_refusal(self, error: IllegalAction) -> str:
        """A refusal of the rules in the player's words."""
        return describe_illegal(error)

    def banner_text(self) -> str:
        """The prompt line: what to do now (the board's headline for screen readers)."""
        return self.hint_text() if self._view is not None else ""

    def target_name(self, target: Any) -> str:
        """What ``target`` is and where (its accessible name): its tooltip's words, then its
        place ("Spotted 3 — stand for 3, lie for 2, pampa row 2, space 3")."""
        what = str(super().target_name(target))
        view = self._view
        where = "" if view is None else texts.place_words(view, target, self.table.name)
        return (
            fill(tr("%1, %2", "accessible name: a piece, where it is"), what, where)
            if (what and where)
            else what or where
        )

    def texts_changed(self) -> None:
        """The language changed: every layer holds text."""
        self.setToolTip(texts.help_text())
        self._line_cache = {}
        for layer in [*self.table.layers(), self.prompt_layer]:
            layer.invalidate()

    def selection_changed(self) -> None:
        """The prompt line and the choice panel follow the selection."""
        if self._view is not None:
            self._rebuild_prompt()

    def hover_changed(self) -> None:
        """The pointer moved to another target: light it (gold under the pointer)."""
        self.refresh_targets()

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """Where ``action`` goes first (its tile, space, area or button: it carries the
        caption), then the dice it takes from the roll or pays with (EG-3.1, EG-3.4) or the
        drawn tiles it keeps (EG-1.5): the targets the choice model says it involves."""
        model = self._model
        if model is None:
            return []
        spots: list[HintSpot] = []
        for key in model.spots(action):
            item = self.item_of(key)
            if item is None:
                continue
            if key[0] == "pool_die":
                spots.append(HintSpot(item=item, label=tr("take", "hint: dice to take")))
            elif key[0] == "die":
                spots.append(HintSpot(item=item, label=tr("pay", "hint: dice to pay with")))
            else:
                spots.append(HintSpot(item=item))
        return spots

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
            done = super().pick(target)
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
        """``choices.pickable(selection)``, asked once per choice model and selection."""
        model = self._model
        if model is None:
            return []
        key = (id(model), self.selection)
        if self._pickable_key != key:
            self._pickable_key, self._pickable_list = key, model.pickable(self.selection)
        return self._pickable_list

    def _click(self, role: str, value: Any) -> None:
        """Pick the target ``role``/``value`` as a click would (for tests and tools)."""
        target = (role, value)
        if target in self.selection:
            self.picked_again(target)
        else:
            self.pick(target)

    # ---------------------------------------------------------------- keys

    def shortcut(self, event: QKeyEvent) -> Target | None:
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

    def game_key(self, event: QKeyEvent) -> bool:
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
            return texts.waiting_text(self._view, self.table.name)
        return super().refusal_text(error)

    # ---------------------------------------------------------------- prompt line and panel

    def hint_text(self) -> str:
        """The prompt line: what to do now (see :func:`~.texts.prompt_text`)."""
        view = self._view
        assert view is not None
        dice = self._model.dice if self._model is not None else ()
        return texts.prompt_text(
            view, self._legal, self._mode(), self.selection, self._choices, dice, self.table.name
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
        """The prompt line and, when there is something to choose, the choice panel over the
        dice tray: the opening tiles to keep, the new tiles for the herds or the buttons."""
        view = self._view
        assert view is not None
        at = QPointF(L.SCENE.center().x(), L.HINT_Y)
        hint = self.hint_text()
        self._hint = text_item(layer, hint, at, 19, True, INK, "centre", L.HINT_WIDTH, L.MIN_FONT)
        mode = self._mode()
        adds = [a.tile for a in self._legal if mode == "main" and isinstance(a, rules.AddToHerd)]
        if not (self._choices or mode == "keep" or adds):
            return
        rect = L.CHOICE_RECT
        panel = Box(rect, PAPER, INK, 14, parent=layer)
        panel.border_width = 3
        panel.setZValue(-1)
        title, role, tiles = tr("Choose"), "pending", sorted(set(adds), key=tile_id)
        if mode == "keep":
            title, role = tr("Your opening tiles"), "keep_tile"
            tiles = [tile_code(t) for t in view.drawn]
        elif adds:
            title = tr("New tiles for your herds")
        # (the title and the key line sit high enough that the focus ring of a tile below,
        # drawn over everything, does not cover them)
        text_item(layer, title, QPointF(rect.left() + 14, rect.top() + 4), 17, True)
        keys = key_line(tr("Tab/arrows move · Enter picks · 1–9 choose · Esc back"))
        room = rect.width() - 56 - text_width(title, 17, True)
        at = QPointF(rect.right() - 14, rect.top() + 7)
        text_item(layer, keys, at, L.MIN_FONT, False, MUTED, "right", room, L.MIN_FONT)
        top, left, picked = rect.top() + 48, rect.left() + 14, self._picked("keep_tile")
        if role == "pending":  # the waiting tiles in two rows, their choices beside
            size, step = L.VALUE_TILE_MIN, L.VALUE_TILE_MIN + 8
            spots = [QPointF(left + k // 2 * step, top + k % 2 * step) for k in range(len(tiles))]
            left += (len(tiles) + 1) // 2 * step + 6 if tiles else 0
        else:
            size = 80.0 if len(tiles) <= 6 else 64.0 if len(tiles) <= 8 else L.VALUE_TILE_MIN
            spots = [QPointF(left + k * (size + 10), top) for k in range(len(tiles))]
            top += size + 24 if tiles else 0
        for k, (code, pos) in enumerate(zip(tiles, spots, strict=True)):
            item = self.table.tile_item(layer, view, tile_id(code), pos, size)
            self.table.register(role, code, item)
            if role == "keep_tile":
                at = QPointF(pos.x() + size / 2, pos.y() + size + 1)
                number = text_item(layer, str(k + 1), at, L.MIN_FONT, True, MUTED, "centre")
                ring_with(item, number)  # (the focus ring goes around it)
                if code in picked:
                    order = QRectF(pos.x() + size - 22, pos.y() - 6, 26, 26)
                    text = str(picked.index(code) + 1)
                    Box(order, GOLD, INK, 13, text, L.MIN_FONT, layer).setZValue(1)
        if mode == "keep":
            at_rect = QRectF(rect.right() - 190, rect.bottom() - 58, 176, 50)
            keep = Box(at_rect, GOLD, INK, 12, tr("Keep (Enter)"), 18, layer)
            self.table.register("button", "keep", keep)
            if picked:
                chosen = fill(tr("Chosen: %1"), texts.join([texts.tile_name(c) for c in picked]))
                at = QPointF(rect.left() + 14, rect.bottom() - 26)
                text_item(layer, chosen, at, 16, False, INK, "left", rect.width() - 230, L.MIN_FONT)
            return
        # up to three rows of buttons of two lines each (in up to three columns)
        count = len(self._choices)
        columns = max(1 if count <= 3 else 2 if count <= 6 else 3, (count + 2) // 3)
        if adds:
            columns = max(1 if count <= 3 else 2, (count + 2) // 3)
        width = (rect.right() - 14 - left - 10 * (columns - 1)) / columns
        rows_ = (count + columns - 1) // columns
        height = min(44.0, (rect.bottom() - 8 - top) / max(1, rows_) - 6)
        for k, action in enumerate(self._choices):
            col, row = k // rows_, k % rows_
            r = QRectF(left + col * (width + 10), top + row * (height + 6), width, height)
            label = fill(tr("%1. %2", "numbered choice"), k + 1, describe_action(action, view))
            button = Box(r, QColor("#FFF3D6"), INK, 10, label, L.MIN_FONT, layer)
            self.table.register("choice", action, button)

    # ---------------------------------------------------------------- highlights

    def light(self, target: Target, item: Any, state: str) -> None:
        """The look of a target: teal when it can be picked (gold under the pointer), gold
        when picked; the dice that cannot be picked now are dimmed while others can; a button
        that cannot be pressed is muted."""
        lit = state == "lit"
        hover = self.hover is not None and self.hover[1] == target
        glow = GOLD if state == "picked" or (lit and hover) else LEGAL if lit else None
        old = item.glow  # (never None != colour: PySide would create QGradient's types)
        changed = (old is None) != (glow is None) or (old is not None and old != glow)
        if changed:
            item.glow = glow
        role = target[0]
        if role in ("pool_die", "die"):
            dim = self._dim_dice and not lit and state != "picked"
            if dim != item.dimmed:
                item.dimmed, changed = dim, True
        elif role == "button":
            fill_colour = (GOLD.lighter(115) if hover else GOLD) if lit else MUTED_BUTTON
            if fill_colour != item.fill:
                item.fill, changed = fill_colour, True
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

    # ---------------------------------------------------------------- since your last move

    def recent_lines(self) -> tuple[str, tuple[str, ...]]:
        """The "Since your last turn" panel's title and its newest 12 lines (oldest first)."""
        view = self._view
        title = title_for(self.recent_seat, None if view is None else view.seat, self._names)
        cache = self._line_cache  # (by event: a move words only its own events)
        for event in self.recent:
            if id(event) not in cache:
                cache[id(event)] = (event, texts.summary_line(event, self._names))
        lines = [text for e in self.recent if (text := cache[id(e)][1])]
        return title, tuple(newest(lines, 12)[0])

    # ---------------------------------------------------------------- test hooks

    def target(self, role: str, value: Any) -> Any:
        """The item of target ``role``/``value`` (KeyError if it is not on the board)."""
        item = self.item_of((role, value))
        if item is None:
            raise KeyError((role, value))
        return item

    def targets(self) -> dict[tuple[str, Any], Any]:
        """Every target on the board by (role, value)."""
        return self.bound_targets()

    def lit_targets(self) -> set[tuple[str, Any]]:
        """The (role, value) of every lit target."""
        return {k for k, item in self.bound_targets().items() if getattr(item, "lit", False)}

    def choice_items(self) -> list[Box]:
        """The buttons of the choice panel, in key order."""
        return [self.target("choice", a) for a in self._choices]

    def panel_choices(self) -> list[Any]:
        """The actions behind the choice panel's buttons."""
        return list(self._choices)

    def hint(self) -> str:
        """The prompt line's text."""
        return self._hint.text() if self._hint is not None else ""

    def marked_turn(self) -> int | None:
        """The seat whose panel is marked as on turn (None: nobody, or nothing drawn yet)."""
        return self.table.marked_turn()


def create_board(parent: QWidget | None = None) -> ElGauchoBoard:
    """A new El Gaucho board (the app's entry point for this game)."""
    return ElGauchoBoard(parent)
