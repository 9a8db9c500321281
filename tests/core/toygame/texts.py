"""Dice race in the app: a small board built from the board kit, and the game's texts.

It is what a fifth game would add beside its rules: one package with a ``texts`` module that
declares ``UI`` (here with its board too), plus a registry line (the tests register it
instead). Nothing in ``farmhouse/app`` knows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.palette import GOLD, INK, PAPER
from farmhouse.app.board.parts.flight import Flight
from farmhouse.app.board.parts.hand import Hand
from farmhouse.app.board.parts.look import Look
from farmhouse.app.board.parts.prompt import PromptBar
from farmhouse.app.board.parts.zone import Piece, Zone
from farmhouse.app.board.seats import SeatToken
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import text_item
from farmhouse.app.game_ui import GameUI
from farmhouse.core.choices import Target
from farmhouse.core.game import Event, IllegalAction, Outcome

from .choices import CARDS, GO, DiceRaceChoices


def tr(text: str) -> str:
    return QCoreApplication.translate("ToyDice", text)


def fill(template: str, *values: object) -> str:
    for i, value in enumerate(values, 1):
        template = template.replace(f"%{i}", str(value))
    return template


SCENE = QRectF(0, 0, 1000, 640)
TRACK_LEFT, TRACK_WIDTH = 40.0, 920.0
#: A lane's height, and where the token's track starts and ends inside it.
LANE_H, TOKEN_X0, TOKEN_X1 = 56.0, 230.0, 890.0


def card_label(card: Target) -> str:
    return tr("Roll") if card[1] == "roll" else fill(tr("Step %1"), card[2])


class DiceRaceBoard(GameBoard):
    """The seats' lanes on a track (a zone), the move cards (a hand) and a prompt bar with
    Go: pick a card, then Go (or keys 1–3, Enter)."""

    LOOK = Look(hover=True, cursor=True)  # a lit card glows gold under the pointer
    ENTER = (GO,)  # Enter presses Go (as the prompt says) while nothing has the focus

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCENE, parent)
        self.lanes = Zone(
            self,
            QRectF(TRACK_LEFT, 40, TRACK_WIDTH, 4 * LANE_H + 30),
            QSizeF(TRACK_WIDTH, LANE_H),
            gap=8,
            direction="column",
            align="start",
        )
        self.hand = Hand(self, QRectF(TRACK_LEFT, 340, TRACK_WIDTH, 150), QSizeF(200, 110))
        self.prompt = PromptBar(self, QRectF(TRACK_LEFT, 540, TRACK_WIDTH, 70))
        self.tokens: dict[int, SeatToken] = {}
        self.buttons: dict[Target, Box] = {}

    # -- the game's hooks

    def make_choices(self, view: Any, legal: Sequence[Any]) -> DiceRaceChoices:
        return DiceRaceChoices(view, legal)

    def draw(self, view: Any) -> None:
        self.lanes.show([self._lane(view, seat) for seat in range(view.players)])
        self.hand.show([Piece(c, self._card_drawer(c), c, self._card_tip(c)) for c in CARDS])
        self.buttons = {c: item for c, item in zip(CARDS, self.hand.items, strict=True)}

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else fill(tr("Seat %1"), seat + 1)

    def _x(self, position: int) -> float:
        goal = max(1, self.view.options.goal)
        return TOKEN_X0 + (TOKEN_X1 - TOKEN_X0) * position / goal

    def _lane(self, view: Any, seat: int) -> Piece:
        name, position = self._name(seat), view.positions[seat]
        tip = fill(tr("%1: square %2 of %3"), name, position, view.options.goal)

        def draw(parent: QGraphicsItem, size: QSizeF) -> QGraphicsObject:
            lane = Box(QRectF(0, 0, size.width(), size.height()), PAPER, INK, 10, parent=parent)
            text_item(lane, name, QPointF(14, 14), 22, True, max_width=190)
            token = SeatToken(seat, 18, lane)
            token.setPos(self._x(position), size.height() / 2)
            self.tokens[seat] = token
            return lane

        return Piece((name, position, view.options.goal, seat), draw, None, tip)

    def _card_drawer(self, card: Target) -> Any:
        def draw(parent: QGraphicsItem, size: QSizeF) -> QGraphicsObject:
            rect = QRectF(0, 0, size.width(), size.height())
            return Box(rect, GOLD, INK, 12, card_label(card), 26, parent)

        return draw

    def _card_tip(self, card: Target) -> str:
        if card[1] == "roll":
            tip = tr("Roll: move your token as many squares as the die shows")
        elif card[2] == 1:
            tip = tr("Step 1: move your token one square")
        else:
            tip = tr("Step 2: move your token two squares")
        key = self.hand.key_of(CARDS.index(card))  # ("" on a read-only board: no keys)
        return fill(tr("%1 (key %2)"), tip, key) if key else tip

    def selection_changed(self) -> None:
        self.hand.lift(self.selection)
        self.prompt.show(self._prompt_text(), [(GO, tr("Go"))])
        go = self.buttons[GO] = self.prompt.buttons[GO]
        go.setToolTip(tr("Go: make the move of the chosen card"))

    def _prompt_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.to_move is None:
            return tr("The race is over.")
        if not self.legal:
            return fill(tr("Waiting for %1…"), self._name(view.to_move))
        if self.selection:
            return fill(
                tr("%1: press Go (Enter), or Esc to choose again."), card_label(self.selection[0])
            )
        return tr("Choose a move card (keys 1–3), then Go.")

    def banner_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        if view.to_move is None:
            return tr("The race is over.")
        return fill(tr("%1 to play"), self._name(view.to_move))

    def shortcut(self, event: QKeyEvent) -> Target | None:
        return self.hand.key_target(event)

    def describe_refusal(self, error: IllegalAction) -> str:
        return describe_illegal(error)

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        flight, steps = Flight(self.animations, ms=300), []
        for event in events:
            token = self.tokens.get(event.seat) if event.seat is not None else None
            if token is not None and event.key in ("toy.step", "toy.roll"):
                n = event.params.get("n", event.params.get("die", 1))
                end = token.pos()
                start = QPointF(max(TOKEN_X0, end.x() - (self._x(n) - TOKEN_X0)), end.y())
                steps.append(flight.arrive(token, start))  # (to where it is drawn)
        return steps

    def texts_changed(self) -> None:
        for part in (self.lanes, self.hand):
            part.layer.invalidate()
        self.prompt.layer.invalidate()


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    """The log line of ``event`` (the race has no private events: ``spectator`` changes
    nothing)."""
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
    if error.reason == "toy.illegal.card_first":
        return tr("Choose a move card first.")
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
