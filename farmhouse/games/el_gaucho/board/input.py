"""Choosing actions on the El Gaucho board: clicks, keys, the prompt line, the choice panel,
highlights and why-not texts.

Every legal action involves one or more *targets* on the board (:func:`targets_of`): a tile,
a free space, an action area, an own gaucho on an area, a herd, a tile in a herd, a steppe
tile, a tile waiting for its herd, or a button. A target lights up when some action of the
current *pool* involves it; clicking it keeps the actions that involve it: one left is played
at once, several become the pool (their other targets light up) and, up to nine, buttons in
the choice panel (keys 1–9). Dice narrow the pool: at the start of a turn two dice of the roll
light what they could pay for (clicking a place takes the dice and then spends them there);
later one or two own dice keep the payments made with them.

Keys: 1–9 dice (or the panel's buttons), Tab/Shift+Tab move between lit targets, Enter or
Space picks the focused one (or takes the two chosen dice), E ends the turn, Esc goes back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import set_text, text_item
from farmhouse.core.game import IllegalAction
from farmhouse.games.el_gaucho import rules, texts
from farmhouse.games.el_gaucho.board import layout as L
from farmhouse.games.el_gaucho.data import (
    AREA_COSTS,
    AREAS,
    BREEDS,
    SORT,
    tile_code,
    tile_id,
    tile_value,
)
from farmhouse.games.el_gaucho.rules import GAME, View, is_diceless, pampa_layout
from farmhouse.games.el_gaucho.texts import describe_action, describe_illegal, fill, tr

#: The fill of a button that cannot be pressed now.
MUTED_BUTTON = QColor("#D9CCB0")
#: Most buttons the choice panel shows (keys 1–9).
MAX_CHOICES = 9
#: The choice panel's room (over the dice tray and "Since your last move").
CHOICE_RECT = L.CHOICE_RECT

_PAID = (rules.Stand, rules.Lie, rules.Raise, rules.Occupy)


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys."""
    return tr(
        "Click 2 dice of the roll (keys 1–9), then a lit place to spend them. Click your "
        "gaucho on an action area to use it. Tab and Enter choose with the keyboard, E ends "
        "the turn, Esc goes back, Ctrl+Z undoes a step."
    )


def contains(bigger: Iterable[int], smaller: Iterable[int]) -> bool:
    """True if the multiset ``smaller`` is part of the multiset ``bigger``."""
    have = Counter(bigger)
    return all(have[v] >= n for v, n in Counter(smaller).items())


class BoardInput:
    """Selection, clicks, keys, the prompt and the highlights (a mixin of the board)."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _targets: dict[tuple[str, Any], Any]
    _sel: list[int]
    _keep_sel: list[str]
    _chosen: list[Any] | None
    _queued: Any
    _focus: tuple[str, Any] | None
    _choices: list[Any]
    _tile_index: dict[str, int]
    _herd_pos: dict[str, tuple[int, int, int]]
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
        def spendable(self, view: View) -> list[int]: ...

    # ---------------------------------------------------------------- what targets an action has

    def targets_of(self, action: Any) -> frozenset[tuple[str, Any]]:
        """The board targets ``action`` involves (see the module docstring)."""
        tile_at = self._tile_index
        if isinstance(action, _PAID):
            if isinstance(action, rules.Occupy):
                return frozenset({("area", AREAS.index(action.area))})
            return frozenset({("tile", tile_at.get(action.tile, -1))})
        if isinstance(action, rules.PlaceOpening):
            return frozenset({("area", AREAS.index(action.area))})
        if isinstance(action, rules.TakeBack):
            if action.area is not None:
                return frozenset({("area_gaucho", (AREAS.index(action.area), self._viewer()))})
            return frozenset({("tile", tile_at.get(action.tile or "", -1))})
        area = _AREA_OF.get(type(action))
        if area is not None:
            keys: set[tuple[str, Any]] = {("area_gaucho", (area, self._viewer()))}
            if isinstance(action, rules.ActivateImmediateSale):
                keys.add(("herd", (self._viewer(), BREEDS.index(action.breed))))
            elif isinstance(action, rules.ActivateSteal):
                keys.add(("herd_tile", self._herd_pos.get(action.tile)))
            elif isinstance(action, rules.ActivateRaise):
                keys.update(("tile", tile_at.get(t, -1)) for t in action.tiles)
            elif isinstance(action, rules.ActivateReplace):
                keys.add(("tile", tile_at.get(action.tile, -1)))
            return frozenset(keys)
        if isinstance(action, rules.HiddenTake):
            assert self._view is not None
            lay = pampa_layout(self._view.options.pampa_layout, self._view.players)
            return frozenset(
                {("steppe_tile", action.tile), ("space", lay.index(action.row, action.space))}
            )
        if isinstance(action, rules.HiddenDone):
            return frozenset({("button", "hidden_done")})
        if isinstance(action, rules.EndTurn):
            return frozenset({("button", "end_turn")})
        if isinstance(action, rules.AddToHerd):
            return frozenset({("pending", action.tile)})
        return frozenset()

    # ---------------------------------------------------------------- modes and pools

    def _mode(self) -> str:
        """ "wait", "keep", "take" (the turn starts with 2 dice) or "main"."""
        if not self._legal or not self.interactive or self._view is None:
            return "wait"
        first = self._legal[0]
        if isinstance(first, rules.Keep):
            return "keep"
        if isinstance(first, rules.TakeDice):
            return "take"
        return "main"

    def _preview(self) -> list[Any]:
        """What the two chosen dice of the roll could do once taken."""
        view = self._view
        assert view is not None
        values = [view.pool[i] for i in self._sel]
        pool = list(view.pool)
        for v in values:
            pool.remove(v)
        taken = attrs.evolve(view, pool=tuple(pool), dice=tuple(sorted(values)), dice_taken=True)
        return [a for a in GAME.legal_actions_in_view(taken) if not isinstance(a, rules.EndTurn)]

    def _own_values(self) -> list[int]:
        assert self._view is not None
        dice = self.spendable(self._view)
        return [dice[i] for i in self._sel if i < len(dice)]

    def _base_pool(self) -> list[Any]:
        mode = self._mode()
        if mode == "take":
            return self._preview() if len(self._sel) == 2 else []
        if mode != "main":
            return []
        if self._sel:
            chosen = self._own_values()
            return [a for a in self._legal if isinstance(a, _PAID) and contains(chosen, a.dice)]
        return list(self._legal)

    def _pool(self) -> list[Any]:
        return self._chosen if self._chosen is not None else self._base_pool()

    def _lit(self) -> set[tuple[str, Any]]:
        """Every target that is a choice now."""
        mode = self._mode()
        lit: set[tuple[str, Any]] = set()
        view = self._view
        if mode == "wait" or view is None:
            return lit
        if mode == "keep":
            keeps = [a for a in self._legal if isinstance(a, rules.Keep)]
            for code in (tile_code(t) for t in view.drawn):
                wanted = {*self._keep_sel, code}
                if code in self._keep_sel or any(wanted <= set(k.tiles) for k in keeps):
                    lit.add(("keep_tile", code))
            if self._keep_action() is not None:
                lit.add(("button", "keep"))
            return lit
        for action in self._pool():
            lit |= self.targets_of(action)
        if mode == "take":
            if len(self._sel) < 2:
                lit |= {("pool_die", k) for k in range(len(view.pool))}
            else:
                lit |= {("pool_die", k) for k in self._sel}
                lit.add(("button", "take"))
        elif self._chosen is None:
            used = {v for a in self._legal if isinstance(a, _PAID) for v in a.dice}
            dice = self.spendable(view)
            lit |= {("die", k) for k, v in enumerate(dice) if v in used}
            if rules.EndTurn() in self._legal:
                lit.add(("button", "end_turn"))
            if rules.HiddenDone() in self._legal:
                lit.add(("button", "hidden_done"))
        lit |= {("choice", k) for k in range(len(self._choices))}
        return lit

    def _keep_action(self) -> rules.Keep | None:
        if not self._keep_sel:
            return None
        keep = rules.Keep(tuple(self._keep_sel))
        return keep if keep in self._legal else None

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
        view = self._view
        if view is None:
            return
        if self._mode() == "wait":
            if not explained:
                self.explain(self._waiting_text())
            return
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        mode = self._mode()
        if role == "choice":
            if 0 <= value < len(self._choices):
                self._choose(self._choices[value])
            return
        if role == "button":
            self._click_button(str(value))
            return
        if role == "keep_tile":
            self._toggle_keep(str(value))
            return
        if role == "pool_die":
            self._toggle_pool_die(int(value))
            return
        if role == "die":
            self._toggle_die(int(value))
            return
        key = (role, value)
        acts = [a for a in self._pool() if key in self.targets_of(a)]
        if not acts and (self._chosen is not None or (self._sel and mode == "main")):
            wider = [a for a in self._legal if key in self.targets_of(a)]
            if wider:
                self._chosen, self._sel = None, []
                acts = wider
        if not acts:
            if not explained:
                self.explain(self.why_not(role, value))
            return
        if len(acts) == 1:
            self._choose(acts[0])
            return
        self._chosen = acts
        self._refresh()

    def _click_button(self, name: str) -> None:
        if name == "end_turn" and rules.EndTurn() in self._legal:
            self._emit(rules.EndTurn())
        elif name == "hidden_done" and rules.HiddenDone() in self._legal:
            self._emit(rules.HiddenDone())
        elif name == "keep":
            keep = self._keep_action()
            if keep is None:
                self.explain(
                    tr(
                        "These tiles cannot be kept together: keep 3 tiles of 4 or less, "
                        "2 of 8 or less, or any 1, same-breed tiles in herd order."
                    )
                )
            else:
                self._emit(keep)
        elif name == "take" and self._mode() == "take" and len(self._sel) == 2:
            self._emit(self._take_action())
        else:
            self.explain(self.why_not("button", name))

    def _take_action(self) -> rules.TakeDice:
        assert self._view is not None
        return rules.TakeDice(tuple(self._view.pool[i] for i in self._sel))

    def _toggle_pool_die(self, index: int) -> None:
        if self._mode() != "take":
            self.explain(self.why_not("pool_die", index))
            return
        if index in self._sel:
            self._sel.remove(index)
        elif len(self._sel) >= 2:
            self.explain(tr("You take exactly 2 dice: click a chosen die again to put it back."))
            return
        else:
            self._sel.append(index)
        self._chosen = None
        self._refresh()

    def _toggle_die(self, index: int) -> None:
        view = self._view
        assert view is not None
        dice = self.spendable(view)
        if self._mode() != "main" or index >= len(dice):
            self.explain(self.why_not("die", index))
            return
        if index in self._sel:
            self._sel.remove(index)
        else:
            used = {v for a in self._legal if isinstance(a, _PAID) for v in a.dice}
            if dice[index] not in used:
                self.explain(self.why_not("die", index))
                return
            if len(self._sel) >= 2:
                self._sel = self._sel[1:]
            self._sel.append(index)
        self._chosen = None
        self._refresh()

    def _toggle_keep(self, code: str) -> None:
        if code in self._keep_sel:
            self._keep_sel.remove(code)
        elif ("keep_tile", code) in self._lit():
            self._keep_sel.append(code)
        else:
            self.explain(
                tr(
                    "That tile cannot join the tiles you chose: keep 3 tiles of 4 or less, "
                    "2 of 8 or less, or any 1."
                )
            )
            return
        self._refresh()

    def _choose(self, action: Any) -> None:
        """Play ``action``; at the start of a turn, take the chosen dice first."""
        if self._mode() == "take" and not isinstance(action, rules.TakeDice):
            self._queued = action
            self._emit(self._take_action(), keep_queue=True)
            return
        self._emit(action)

    def _emit(self, action: Any, keep_queue: bool = False) -> None:
        if not keep_queue:
            self._queued = None
        self._sel, self._keep_sel, self._chosen, self._focus = [], [], None, None
        self.action_chosen.emit(action)  # type: ignore[attr-defined]

    def play_queued(self) -> None:
        """After the dice were taken, spend them where the player clicked (if still legal).

        The shell shows the taken dice first (no choices, not interactive), then the same
        seat's decision, and only then makes the board interactive: the placement waits for
        that moment and is dropped only when the decision it belongs to has come and it is
        not one of its choices (or another seat, or nobody, decides now).
        """
        queued = self._queued
        if queued is None:
            return
        view = self._view
        if view is None or view.game_over or view.to_move != view.seat:
            self._queued = None  # the decision went elsewhere: nothing to spend
            return
        if not (self._legal and self.interactive):
            return  # the seat's decision is not offered yet: keep waiting for it
        self._queued = None
        if queued in self._legal:
            QTimer.singleShot(0, lambda: self._emit_if_still(queued))

    def _emit_if_still(self, action: Any) -> None:
        if action in self._legal and self.interactive:
            self._emit(action)

    # ---------------------------------------------------------------- keys

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else -1
        mode = self._mode()
        if digit >= 0:
            if self._choices:
                self._click("choice", digit)
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
                self._click_button("take")
            elif mode == "keep":
                self._click_button("keep")
            elif mode == "wait":
                self.explain(self._waiting_text())
            else:
                self.explain(tr("Move to a lit choice with Tab first, or press its number."))
        elif key == Qt.Key.Key_E:
            if rules.HiddenDone() in self._legal:
                self._click_button("hidden_done")
            elif rules.EndTurn() in self._legal:
                self._click_button("end_turn")
            else:
                self.explain(self.why_not("button", "end_turn"))
        elif key == Qt.Key.Key_Escape:
            if self._chosen is not None:
                self._chosen = None
            elif self._sel:
                self._sel = []
            else:
                self._keep_sel = []
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

    # ---------------------------------------------------------------- why not

    def _waiting_text(self) -> str:
        view = self._view
        if view is None or view.game_over:
            return tr("The game is over.")
        if view.to_move is None or view.to_move == view.seat:
            return tr("Please wait for the move to be shown.")
        return fill(tr("Please wait: it is %1's decision."), self._name(view.to_move))

    def why_not(self, role: str, value: Any) -> str:
        """Why the target ``role``/``value`` cannot be chosen now (translated)."""
        view = self._view
        mode = self._mode()
        if view is None or mode == "wait":
            return self._waiting_text()
        if mode == "keep":
            return tr("First choose which opening tiles to keep.")
        if view.phase == "opening":
            if role == "area":
                return describe_illegal(
                    IllegalAction("EG.illegal.opening_area_taken", area=AREAS[value])
                )
            return tr("Put your opening gaucho on a free action area.")
        if any(isinstance(a, rules.AddToHerd) for a in self._legal):
            return tr("First add your new tiles to your herds: choose one in the panel.")
        if view.hidden_active:
            return tr("Hidden cattle: click a steppe tile and then an empty space, or Done.")
        if role == "pool_die":
            return tr("The dice are taken at the start of a turn only.")
        if mode == "take" and role not in ("pool_die",):
            if len(self._sel) < 2:
                return tr("First click 2 dice of the roll.")
        if role == "tile":
            return self._why_not_tile(view, int(value))
        if role == "area":
            return self._why_not_area(view, int(value))
        if role == "area_gaucho":
            return self._why_not_area_gaucho(view, *value)
        if role in ("herd", "herd_tile"):
            seat = value[0]
            if seat == view.seat:
                return tr(
                    "Immediate sale sells one of your herds of 2 or more tiles: click your "
                    "gaucho on it first."
                )
            return tr(
                "Steal takes a tile from another player's herd: click your gaucho on it first."
            )
        if role == "space":
            return tr("Empty spaces are filled by the refill or by Hidden cattle.")
        if role == "die":
            return tr("This die pays for nothing that is possible now.")
        if role == "button":
            return tr("That is not possible now.")
        if role == "steppe_tile":
            return tr("You may not take that tile.")
        return tr("That is not possible now.")

    def _why_not_tile(self, view: View, index: int) -> str:
        tile = view.tiles[index]
        if tile < 0:
            return tr("There is no tile there.")
        code = tile_code(tile)
        g = view.gauchos[index]
        if self._chosen is not None:
            return tr("That tile is not one of the choices: press Esc to go back.")
        if g >= 0 and g & 1 and g >> 1 == view.seat:
            if not self.spendable(view):
                return tr("Standing up a lying gaucho costs its small number with one die.")
            return fill(
                tr("Standing up this gaucho costs %1 with one die; your dice do not pay it."),
                view.options.small_numbers[tile_value(tile) - 1],
            )
        if g >= 0:
            state = tr("lying") if g & 1 else tr("standing")
            return fill(
                tr("%1's gaucho is %2 on %3: one gaucho per tile."),
                self._name(g >> 1),
                state,
                texts.tile_name(code),
            )
        if is_diceless(view):
            return describe_illegal(IllegalAction("EG.illegal.diceless_round"))
        if view.supply[view.seat or 0] == 0:
            return describe_illegal(IllegalAction("EG.illegal.no_supply"))
        value = tile_value(tile)
        return fill(
            tr(
                "%1: standing costs %2 (one die or two), lying %3 (one die); your dice do not pay that."
            ),
            texts.tile_name(code),
            value,
            view.options.small_numbers[value - 1],
        )

    def _why_not_area(self, view: View, area: int) -> str:
        n = view.players
        seat = view.seat or 0
        if view.areas[area * n + seat] >= 0:
            return describe_illegal(IllegalAction("EG.illegal.area_own_gaucho", area=AREAS[area]))
        if view.activated >> area & 1:
            return describe_illegal(
                IllegalAction("EG.illegal.area_activated_this_turn", area=AREAS[area])
            )
        if is_diceless(view):
            return describe_illegal(IllegalAction("EG.illegal.diceless_round"))
        if view.supply[seat] == 0:
            return describe_illegal(IllegalAction("EG.illegal.no_supply"))
        return fill(
            tr("%1 costs %2 (one die or two); your dice do not pay it."),
            texts.area_name(area),
            AREA_COSTS[area],
        )

    def _why_not_area_gaucho(self, view: View, area: int, seat: int) -> str:
        if seat != view.seat:
            return fill(tr("That is %1's gaucho."), self._name(seat))
        placed = view.areas[area * view.players + seat]
        if placed >= view.turn_no and view.phase == "turn":
            return describe_illegal(
                IllegalAction("EG.illegal.gaucho_placed_this_turn", area=AREAS[area])
            )
        if self._mode() == "take":
            return tr("First click 2 dice of the roll.")
        if area == SORT:
            return tr(
                "Sort is used when you gain a tile: in the drive, after a Steal or in the "
                "final scoring."
            )
        return describe_illegal(IllegalAction("EG.illegal.no_effect", area=AREAS[area]))

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
        if mode == "take":
            if not self._sel:
                return tr("Your turn: click 2 dice of the roll (keys 1–9).")
            if len(self._sel) == 1:
                return tr("Click one more die.")
            return tr("Click a lit place to spend these dice there, or press Enter to take them.")
        if self._chosen is not None:
            return tr("Choose one of the lit choices or a button (keys 1–9); Esc goes back.")
        if view.hidden_active:
            return tr("Hidden cattle: click a steppe tile, then an empty space; or Done (E).")
        if view.must_place:
            return tr("Place the gaucho you took back.")
        if self._sel:
            return fill(
                tr("Click a lit place to pay with %1."), texts.dice_text(self._own_values())
            )
        if is_diceless(view):
            return tr(
                "Dice-less round: click one of your gauchos on an action area, or end the turn (E)."
            )
        if not self.spendable(view):
            return tr("Use your gauchos on action areas, or end the turn (E).")
        return tr(
            "Click a die or a lit place to spend your dice; click your gauchos on action areas "
            "to use them; E ends the turn."
        )

    def _panel_choices(self) -> list[Any]:
        """The actions shown as buttons in the choice panel."""
        if self._mode() in ("wait", "keep"):
            return []
        if self._chosen is not None:
            return self._chosen[:MAX_CHOICES] if len(self._chosen) <= MAX_CHOICES else []
        adds = [a for a in self._legal if isinstance(a, rules.AddToHerd)]
        if 1 < len(adds) <= MAX_CHOICES:
            return adds
        return []

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
            tuple(self._keep_sel),
            view.step if panel else None,
            view.seat,
        )
        self.prompt_layer.refresh(key, self._draw_prompt)

    def _draw_prompt(self, layer: Layer) -> None:
        self._forget("choice", "keep_tile", "pending")
        self._targets.pop(("button", "keep"), None)
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
                    if code in self._keep_sel:
                        order = Box(
                            QRectF(pos.x() + size - 22, pos.y() - 6, 26, 26),
                            GOLD,
                            INK,
                            13,
                            str(self._keep_sel.index(code) + 1),
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
            if self._keep_sel:
                chosen = texts.join([texts.tile_name(c) for c in self._keep_sel])
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
            self._register("choice", k, button)

    # ---------------------------------------------------------------- highlights

    def _refresh(self) -> None:
        self._rebuild_prompt()
        self._refresh_highlights()

    def _refresh_highlights(self) -> None:
        if self._view is None:
            return
        lit = self._lit()
        selected: set[tuple[str, Any]] = set()
        if self._mode() == "take":
            selected = {("pool_die", k) for k in self._sel}
        elif self._mode() == "main":
            selected = {("die", k) for k in self._sel}
        selected |= {("keep_tile", c) for c in self._keep_sel}
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
                dim = dim_dice and not is_lit
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


_AREA_OF: dict[type, int] = {
    rules.ActivateWish: AREAS.index("wish"),
    rules.ActivateImmediateSale: AREAS.index("immediate_sale"),
    rules.ActivateSteal: AREAS.index("steal"),
    rules.ActivateRaise: AREAS.index("raise_replace"),
    rules.ActivateReplace: AREAS.index("raise_replace"),
    rules.ActivateHiddenCattle: AREAS.index("hidden_cattle"),
}


def lit_sorted(keys: Sequence[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Keys in a stable order (for tests)."""
    return sorted(keys, key=repr)
