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

from collections.abc import Sequence
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
from farmhouse.games.el_gaucho.rules import View, is_diceless
from farmhouse.games.el_gaucho.texts import describe_action, describe_illegal, fill, tr

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


class BoardInput:
    """Selection, clicks, keys, the prompt and the highlights (a mixin of the board)."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _targets: dict[tuple[str, Any], Any]
    _model: ElGauchoChoices | None
    _sel: Selection
    _reasons: dict[Target, IllegalAction | None]
    _queued: Selection
    _focus: tuple[str, Any] | None
    _choices: list[Any]
    _hint: QGraphicsSimpleTextItem | None
    prompt_layer: Layer
    interactive: bool
    hover: tuple[str, Any] | None

    if TYPE_CHECKING:  # provided by BoardView and DrawnLayers

        def explain(self, text: str) -> None: ...
        def is_animating(self) -> bool: ...
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

    def _set_model(self, view: View, legal: Sequence[Any]) -> None:
        self._model = ElGauchoChoices(view, legal)
        self._sel, self._focus = (), None
        self._update_reasons()

    def _update_reasons(self) -> None:
        model = self._model
        self._reasons = model.targets(self._sel) if model is not None else {}

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

    def _lit(self) -> set[tuple[str, Any]]:
        """Every target that can be picked now."""
        if self._mode() == "wait":
            return set()
        return {t for t, why in self._reasons.items() if why is None}

    def _picked(self, kind: str) -> list[Any]:
        """The values of the targets of ``kind`` in the selection, in order."""
        return [t[1] for t in self._sel if t[0] == kind]

    def why_not(self, role: str, value: Any) -> str:
        """Why the target ``role``/``value`` cannot be picked now (translated): the rules'
        reason from the choice model."""
        if self._mode() == "wait":
            return self._waiting_text()
        why = self._reasons.get((role, value))
        if why is None:
            return ""
        if why.reason == NOT_YOUR_TURN:
            return self._waiting_text()
        return describe_illegal(why)

    # ---------------------------------------------------------------- clicks

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`)."""
        self._click(
            role,
            value,
            explained=item is not None
            and not getattr(item, "lit", False)
            and bool(getattr(item, "why_not", None)),
        )

    def _click(self, role: str, value: Any, explained: bool = False) -> None:
        model = self._model
        if self._view is None or model is None:
            return
        if self._mode() == "wait":
            if not explained:
                self.explain(self._waiting_text())
            return
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        target = (role, value)
        if target not in self._reasons and target not in self._sel:
            return  # (an empty herd row of another player: nothing to pick or explain)
        if target in self._sel:  # a picked target again: step back to before it
            self._sel = self._sel[: self._sel.index(target)]
            self._refresh()
            return
        try:
            got = model.pick(self._sel, target)
        except IllegalAction as err:
            if not explained:
                self.explain(self.why_not(role, value) or describe_illegal(err))
            return
        if isinstance(got, tuple):
            self._sel = got
            self._refresh()
            return
        self._emit(got, model.carried(self._sel, target))

    def _emit(self, action: Any, carried: Selection = ()) -> None:
        self._queued = carried
        self._sel, self._focus = (), None
        self.action_chosen.emit(action)  # type: ignore[attr-defined]

    def play_queued(self) -> None:
        """After the dice were taken, make the picks that followed them (if still possible).

        The shell shows the taken dice first (no choices, not interactive), then the same
        seat's decision, and only then makes the board interactive: the picks wait for that
        moment and are dropped only when the decision they belong to has come and they are
        not possible in it (or another seat, or nobody, decides now).
        """
        queued = self._queued
        if not queued:
            return
        view = self._view
        if view is None or view.game_over or view.to_move != view.seat:
            self._queued = ()  # the decision went elsewhere: nothing to spend
            return
        if not (self._legal and self.interactive):
            return  # the seat's decision is not offered yet: keep waiting for it
        self._queued = ()
        QTimer.singleShot(0, lambda: self._replay(queued))

    def _replay(self, picks: Selection) -> None:
        model = self._model
        if model is None or not self.interactive or self._sel:
            return
        sel: Selection = ()
        for target in picks:
            try:
                got = model.pick(sel, target)
            except IllegalAction:
                return
            if not isinstance(got, tuple):
                self._emit(got)
                return
            sel = got
        self._sel = sel
        self._refresh()

    # ---------------------------------------------------------------- keys

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else -1
        mode = self._mode()
        if digit >= 0:
            if self._choices:
                if digit < len(self._choices):
                    self._click("choice", self._choices[digit])
            elif mode == "keep":
                drawn = [tile_code(t) for t in self._view.drawn] if self._view else []
                if digit < len(drawn):
                    self._click("keep_tile", drawn[digit])
            elif mode == "take":
                self._click("pool_die", digit)
            elif mode == "main":
                self._click("die", digit)
            else:
                self.explain(self._waiting_text())
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._focus is not None and self._focus in self._lit():
                self._click(*self._focus)
            elif mode == "take" and len(self._sel) == 2:
                self._click(*TAKE)
            elif mode == "keep":
                self._click(*KEEP)
            elif mode == "wait":
                self.explain(self._waiting_text())
            else:
                self.explain(tr("Move to a lit choice with Tab first, or press its number."))
        elif key == Qt.Key.Key_E:
            self._click(*(HIDDEN_DONE if HIDDEN_DONE in self._reasons else END_TURN))
        elif key == Qt.Key.Key_Escape:
            self._sel = self._sel[:-1]
            self._focus = None
            self._refresh()
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt API)
        """Tab / Shift+Tab move between the lit choices while the board has some."""
        if self._mode() == "wait":
            return bool(super().focusNextPrevChild(next))  # type: ignore[misc]
        self.move_focus(1 if next else -1)
        return True

    def move_focus(self, step: int) -> None:
        """Move the keyboard focus to the next (or previous) lit target."""
        lit = [k for k in self._lit() if k in self._targets]
        if not lit:
            self.explain(tr("Nothing to choose at the moment."))
            return

        def order(key: tuple[str, Any]) -> tuple[float, float]:
            pos = self._targets[key].sceneBoundingRect().center()
            return (round(pos.y() / 40), pos.x())

        lit.sort(key=order)
        if self._focus not in lit:
            self._focus = lit[0 if step > 0 else -1]
        else:
            self._focus = lit[(lit.index(self._focus) + step) % len(lit)]
        self._refresh_highlights()

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
            if len(self._sel) == 2:
                return tr(
                    "Click a lit place to spend these dice there, or press Enter to take them."
                )
        if self._choices or (self._sel and not dice):
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
        found = [t[1] for t, why in self._reasons.items() if t[0] == "choice" and why is None]
        return found[:MAX_CHOICES]

    def _rebuild_prompt(self) -> None:
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
        self.prompt_layer.refresh(key, self._draw_prompt)

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

    def _refresh(self) -> None:
        self._update_reasons()
        self._rebuild_prompt()
        self._refresh_highlights()

    def _refresh_highlights(self) -> None:
        if self._view is None:
            return
        lit = self._lit()
        selected = set(self._sel)
        dim_dice = bool(lit) and self._mode() != "wait"
        hover, focus = self.hover, self._focus
        for key, item in self._targets.items():
            is_lit = key in lit
            if key in selected or (is_lit and (key == focus or key == hover)):
                glow: QColor | None = GOLD
            elif is_lit:
                glow = LEGAL
            else:
                glow = None
            changed = glow != item.glow
            item.glow = glow
            item.why_not = None  # filled in when hovered or clicked (see target_at)
            role = key[0]
            if role in ("pool_die", "die"):
                dim = dim_dice and not is_lit and key not in selected
                changed = changed or dim != item.dimmed
                item.dimmed = dim
            elif role == "button":
                fill_colour = (
                    (GOLD.lighter(115) if key == hover else GOLD) if is_lit else MUTED_BUTTON
                )
                changed = changed or fill_colour != item.fill
                item.fill = fill_colour
            if changed:
                item.update()
            if is_lit != item.lit or not getattr(item, "_cursor_set", False):
                item.setCursor(
                    Qt.CursorShape.PointingHandCursor if is_lit else Qt.CursorShape.ArrowCursor
                )
                item._cursor_set = True
            item.lit = is_lit
        if self._hint is not None:
            set_text(self._hint, self.hint_text(), L.HINT_WIDTH)


def lit_sorted(keys: Sequence[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Keys in a stable order (for tests)."""
    return sorted(keys, key=repr)
