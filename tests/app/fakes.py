"""Small stand-ins for a game, a match, a board and AI players, to test the shell alone.

The fake game "Countdown": a counter starts at ``start``; the seat to move takes 1 or 2 from
it (seats listed in ``pass_seats`` can only pass). After taking, the seat draws a secret
card (a private event). The game ends at 0; each seat scores the amount it took.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs
from PySide6.QtCore import QTimer

from farmhouse.app.board.base import BoardWidget
from farmhouse.app.controller import MatchController
from farmhouse.app.game_ui import GameUI
from farmhouse.core.ai import Cancelled, CancelToken
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome, Seat
from farmhouse.core.match import last_decision, longest_waiting, since_last_decision


@attrs.frozen
class Take:
    n: int


@attrs.frozen
class Pass:
    pass


@attrs.frozen
class FakeView:
    seat: int | None
    hand: tuple[int, ...] | None
    counter: int
    to_move: int | None


class FakeGame(GameBase[Any, Any, Any, Any]):
    id = "countdown"

    def __init__(self, pass_seats: Sequence[int] = ()) -> None:
        self.pass_seats = set(pass_seats)

    def legal_for(self, seat: int | None, counter: int) -> list[Any]:
        if seat is None:
            return []
        if seat in self.pass_seats:
            return [Pass()]
        return [Take(n) for n in (1, 2) if n <= counter]

    def legal_actions_in_view(self, view: FakeView) -> list[Any]:
        if view.seat is None or view.seat != view.to_move:
            return []
        return self.legal_for(view.seat, view.counter)

    def is_pass(self, action: Any) -> bool:
        return isinstance(action, Pass)


class FakeMatch:
    """Implements the parts of ``farmhouse.core.match.Match`` the app uses."""

    def __init__(self, seats: list[Seat], start: int = 6, pass_seats: Sequence[int] = ()) -> None:
        self.game_id = "countdown"
        self.game = FakeGame(pass_seats)
        self.options = None
        self.seats = seats
        self.seed = 42
        self.actions: list[Any] = []
        self.turn_events: list[list[Event]] = []
        self.movers: list[int] = []
        self.turns: list[int | None] = []
        self.hints = [0] * len(seats)
        self.take_backs = [0] * len(seats)
        self.play_seconds: float | None = 0.0  # (the time played: save format 4)
        self.counter = start
        self.taken = [0] * len(seats)
        self.hands: list[list[int]] = [[] for _ in seats]
        self._to_move: int | None = 0

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self._to_move is None

    def legal_actions(self) -> list[Any]:
        return self.game.legal_for(self._to_move, self.counter)

    def apply(self, action: Any) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction("fake.illegal")
        seat = self._to_move
        assert seat is not None
        if isinstance(action, Pass):
            events = [Event("fake.pass", {}, seat=seat)]
        else:
            self.counter -= action.n
            self.taken[seat] += action.n
            card = 10 * (seat + 1) + len(self.actions)
            self.hands[seat].append(card)
            events = [
                Event("fake.take", {"n": action.n}, seat=seat),
                Event("fake.drew", {"card": card}, seat=seat, private_to=seat),
            ]
        self.actions.append(action)
        self.turn_events.append(events)
        self.movers.append(seat)
        self.turns.append(seat)
        self._to_move = None if self.counter <= 0 else (seat + 1) % len(self.seats)
        return events

    def can_undo(self) -> bool:
        return False

    def take_back_seat(self) -> int | None:
        return None  # (no take-backs: TakeBackMatch in test_take_back.py has them)

    def can_take_back(self) -> bool:
        return False

    def record_hint(self, seat: int) -> int:
        self.hints[seat] += 1
        return self.hints[seat]

    def since_last_decision(self, seat: int, viewer: int | None) -> list[Event]:
        return since_last_decision(
            self.game,
            self.actions,
            self.movers,
            self.turns,
            self.turn_events,
            seat,
            viewer,
            self._to_move,
        )

    def has_decided(self, seat: int) -> bool:
        return (
            last_decision(self.game, self.actions, self.movers, self.turns, seat, self._to_move)
            >= 0
        )

    def longest_waiting(self) -> int | None:
        return longest_waiting(
            self.game, self.actions, self.movers, self.turns, len(self.seats), self._to_move
        )

    def view(self, seat: int | None) -> FakeView:
        hand = tuple(self.hands[seat]) if seat is not None else None
        return FakeView(seat, hand, self.counter, self._to_move)

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        order = sorted(range(len(self.seats)), key=lambda s: -self.taken[s])
        best = self.taken[order[0]]
        return Outcome(
            scores=tuple(self.taken),
            ranking=tuple((s,) for s in order),
            winners=tuple(s for s in order if self.taken[s] == best),
        )


class FakeBoard(BoardWidget):
    """Records what the app asked it to show; animations end on the next event-loop turn."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.shown: list[tuple[Any, list[Any], list[Event]]] = []
        self.turns_at_show: list[int | None] = []  # the marked turn when each view came
        self.recent: list[list[Event]] = []  # each set_recent's events (one per view shown)
        self.recent_seats: list[int | None] = []
        self.recent_began: list[bool] = []
        self.interactive = False
        self.speed = 1.0
        self.retranslations = 0
        self.names: list[str] = []

    def show_view(self, view, legal, events=(), names=()) -> None:
        self.shown.append((view, list(legal), list(events)))
        self.names = list(names)
        self.turns_at_show.append(self.turn_seat)
        QTimer.singleShot(0, self, self.animations_finished.emit)

    def set_recent(self, events, seat=None, began=False) -> None:
        self.recent.append(list(events))
        self.recent_seats.append(seat)
        self.recent_began.append(began)

    def set_interactive(self, enabled: bool) -> None:
        self.interactive = enabled

    def set_animation_speed(self, factor: float) -> None:
        self.speed = factor

    def retranslate(self) -> None:
        self.retranslations += 1

    @property
    def last_view(self) -> FakeView:
        return self.shown[-1][0]


def describe_event(event: Event, names: Sequence[str], spectator: bool = False) -> str | None:
    if event.key == "fake.take":
        return f"{names[event.seat]} takes {event.params['n']}"
    if event.key == "fake.drew":
        secret = "" if spectator else "secret "
        return f"{names[event.seat]} draws {secret}{event.params['card']}"
    if event.key == "fake.pass":
        return f"{names[event.seat]} passes"
    return None


def fake_ui() -> GameUI:
    return GameUI(
        title=lambda: "Countdown",
        create_board=FakeBoard,
        describe_event=describe_event,
        describe_illegal=lambda err: f"refused: {err.reason}",
        breakdown_rows=lambda outcome, names: [
            (names[s], [f"{outcome.scores[s]} taken"]) for group in outcome.ranking for s in group
        ],
    )


class FirstAI:
    """Picks the first legal action; records the thread and the view it was given."""

    level = "normal"

    def __init__(self) -> None:
        self.threads: list[int] = []
        self.views: list[Any] = []

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        self.threads.append(threading.get_ident())
        self.views.append(view)
        cancel.check()
        return legal[0]


class StubbornAI:
    """Thinks until cancelled (then raises Cancelled); ``started`` is set once it is thinking."""

    level = "normal"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.cancelled = threading.Event()

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        self.started.set()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if cancel.cancelled:
                self.cancelled.set()
                raise Cancelled()
            time.sleep(0.005)
        return legal[0]


def fake_controller(
    qtbot: Any, autosave: Callable[[Any], Any], ai_factory: Callable[..., Any] | None = None
) -> tuple[MatchController, FakeBoard]:
    """A controller over a :class:`FakeBoard` (kept by ``qtbot``) and :func:`fake_ui`, with
    ``autosave`` called after every move, AIs from ``ai_factory`` (default: :class:`FirstAI`)
    and no delay before an AI's move."""
    board = FakeBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board,
        fake_ui(),
        autosave=autosave,
        ai_factory=ai_factory or (lambda game_id, level, seed: FirstAI()),
    )
    controller.ai_delay_ms = 0
    return controller, board


def noop_autosave(match: Any) -> Any:
    return None


class FirstLegal:
    """A quick stand-in AI for the real window: the first legal action of its own view."""

    level = "easy"

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: Any) -> Any:
        cancel.check()
        return legal[0]
