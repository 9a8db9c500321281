"""Dice race in the app: a small board built from the board kit, and the game's texts.

It is what a fifth game would add beside its rules: one package with a ``texts`` module that
declares ``UI`` (here with its board too), plus a registry line (the tests register it
instead). Nothing in ``farmhouse/app`` knows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QWidget

from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import GOLD, INK, LEGAL, PAPER
from farmhouse.app.board.seats import SeatToken
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import text_item
from farmhouse.app.board.view import BoardView
from farmhouse.app.game_ui import GameUI
from farmhouse.core.game import Event, IllegalAction, Outcome

from .rules import Roll, Step


def tr(text: str) -> str:
    return QCoreApplication.translate("ToyDice", text)


SCENE = QRectF(0, 0, 1000, 600)
TRACK_LEFT, TRACK_WIDTH = 60.0, 880.0


class DiceRaceBoard(BoardView):
    """Tokens on a track, and three buttons: step 1, step 2, roll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCENE, parent)
        self.view: Any = None
        self.legal: list[Any] = []
        self.track = Layer(self.scene())
        self.controls = Layer(self.scene(), 1)
        self.buttons: dict[Any, Box] = {}

    def show_view(
        self,
        view: Any,
        legal: Sequence[Any],
        events: Sequence[Event] = (),
        names: Sequence[str] = (),
    ) -> None:
        self.view, self.legal = view, list(legal)
        self.track.refresh(
            (view.positions, view.options.goal, tuple(names)), self._draw_track, names
        )
        self.controls.refresh(None, self._draw_controls)
        self._light()
        steps = []
        for event in events:
            if event.seat is not None and event.key in ("toy.step", "toy.roll"):
                token = self.tokens[event.seat]
                end = token.pos()
                steps.append(self.animations.move(token, end - QPointF(60, 0), end, 300))
        self.animations.play(steps)

    def _x(self, position: int) -> float:
        return TRACK_LEFT + TRACK_WIDTH * position / max(1, self.view.options.goal)

    def _draw_track(self, layer: Layer, names: Sequence[str]) -> None:
        Box(QRectF(TRACK_LEFT - 20, 80, TRACK_WIDTH + 40, 300), PAPER, INK, 14, parent=layer)
        self.tokens = []
        for seat, position in enumerate(self.view.positions):
            y = 120 + seat * 60
            token = SeatToken(seat, 18, layer)
            token.setPos(self._x(position), y)
            self.tokens.append(token)
            name = names[seat] if seat < len(names) else "?"
            text_item(layer, f"{name}: {position}", QPointF(TRACK_LEFT, y + 16), 18, True)

    def _draw_controls(self, layer: Layer) -> None:
        self.buttons = {}
        for k, (action, label) in enumerate(
            ((Step(1), tr("Step 1")), (Step(2), tr("Step 2")), (Roll(), tr("Roll")))
        ):
            button = Box(QRectF(200 + k * 220, 440, 180, 70), GOLD, INK, 12, label, 24, layer)
            button.role = "action"
            button.data_value = action
            self.buttons[action] = button

    def _light(self) -> None:
        for action, button in self.buttons.items():
            button.lit = self.interactive and action in self.legal
            button.glow = LEGAL if button.lit else None
            button.why_not = None if button.lit else tr("It is not your turn.")
            button.update()

    def interactive_changed(self) -> None:
        self._light()

    def target_clicked(self, role: str, value: Any, item: Any) -> None:
        if role == "action" and getattr(item, "lit", False):
            self.action_chosen.emit(value)

    def retranslate(self) -> None:
        self.controls.invalidate()
        if self.view is not None:
            self.show_view(self.view, self.legal)


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    who = names[event.seat] if event.seat is not None else ""
    if event.key == "toy.step":
        return tr("%1 steps %2.").replace("%1", who).replace("%2", str(event.params["n"]))
    if event.key == "toy.roll":
        return tr("%1 rolls %2.").replace("%1", who).replace("%2", str(event.params["die"]))
    if event.key == "toy.over":
        return tr("The race is over.")
    return None


def describe_illegal(error: IllegalAction) -> str:
    if error.reason == "toy.problem.goal_too_short":
        return tr("The race needs a goal of at least 6.")
    return tr("Not now.")


def breakdown_rows(outcome: Outcome, names: Sequence[str]) -> list[tuple[str, list[str]]]:
    return [
        (names[s], [tr("Position and bonus: %1").replace("%1", str(outcome.scores[s]))])
        for group in outcome.ranking
        for s in group
    ]


UI = GameUI.from_texts(
    __name__,
    title=lambda: tr("Dice Race"),
    blurb=lambda: tr("Race to the goal: step or roll."),
    create_board=DiceRaceBoard,  # (the board is in this module: a tiny game)
    seat_summary=lambda view, seat: tr("at %1").replace("%1", str(view.positions[seat])),
    option_label=lambda name: {"goal": tr("Goal")}.get(name, name),
    rules_html=lambda options: (
        "<p>" + tr("Step 1 or 2, or roll a die. First to the goal ends it.") + "</p>"
    ),
)
