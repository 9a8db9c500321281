"""Dice race: a tiny game that implements the whole Game contract, for testing core.

2-4 seats race along a track to ``Options.goal``. On its turn a seat either steps 1 or 2
squares (``Step(n)``) or rolls a die and moves that many squares (``Roll()``, chance from the
state's Rng). Every seat also holds a secret bonus (0-3, dealt at setup) that only it can see
until the end; when a seat reaches the goal the game ends and the highest position + bonus
wins (ties share the win).
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from farmhouse.core import serial
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.rng import Rng

GAME_ID = "toy_dice"


@attrs.frozen
class Options:
    goal: int = attrs.field(default=12, metadata={"min": 4, "max": 30})

    def problems(self) -> list[str]:
        """Reason keys of option values that do not go together (a goal under 6 is refused)."""
        return ["toy.problem.goal_too_short"] if self.goal < 6 else []


@attrs.frozen
class Step:
    n: int


@attrs.frozen
class Roll:
    pass


Action = Step | Roll


@attrs.define
class State:
    players: int
    options: Options
    rng: Rng
    positions: list[int]
    bonuses: list[int]
    to_move: int | None
    turn: int = 0


@attrs.frozen
class View:
    seat: int | None
    players: int
    options: Options
    positions: tuple[int, ...]
    to_move: int | None
    bonuses: tuple[int | None, ...]


class DiceRace(GameBase[State, Any, View, Options]):
    id: ClassVar[str] = GAME_ID
    player_counts: ClassVar[range] = range(2, 5)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[Any] = Action

    def setup(self, players: int, options: Options, seed: int) -> State:
        if players not in self.player_counts:
            raise ValueError(f"bad player count {players}")
        rng = Rng.from_seed(seed)
        bonuses = [rng.randbelow(4) for _ in range(players)]
        return State(players, options, rng, [0] * players, bonuses, rng.randbelow(players))

    def to_move(self, state: State) -> int | None:
        return state.to_move

    def legal_actions(self, state: State) -> list[Any]:
        return [] if state.to_move is None else [Step(1), Step(2), Roll()]

    def apply(self, state: State, action: Any) -> tuple[State, list[Event]]:
        seat = state.to_move
        if seat is None:
            raise IllegalAction("toy.illegal.over")
        if action not in self.legal_actions(state):
            raise IllegalAction("toy.illegal.action", action=repr(action))
        new = attrs.evolve(
            state, rng=state.rng.copy(), positions=list(state.positions), turn=state.turn + 1
        )
        if isinstance(action, Roll):
            n = new.rng.randbelow(6) + 1
            events = [Event("toy.roll", {"die": n}, seat=seat)]
        else:
            n = action.n
            events = [Event("toy.step", {"n": n}, seat=seat)]
        new.positions[seat] = min(new.options.goal, new.positions[seat] + n)
        if new.positions[seat] >= new.options.goal:
            new.to_move = None
            events.append(Event("toy.over", {}))
        else:
            new.to_move = (seat + 1) % new.players
        return new, events

    def outcome(self, state: State) -> Outcome | None:
        if state.to_move is not None:
            return None
        scores = tuple(p + b for p, b in zip(state.positions, state.bonuses, strict=True))
        levels = sorted(set(scores), reverse=True)
        ranking = tuple(tuple(s for s in range(state.players) if scores[s] == v) for v in levels)
        return Outcome(scores=scores, ranking=ranking, winners=ranking[0])

    def view(self, state: State, seat: int | None) -> View:
        over = state.to_move is None
        bonuses = tuple(b if over or s == seat else None for s, b in enumerate(state.bonuses))
        return View(
            seat, state.players, state.options, tuple(state.positions), state.to_move, bonuses
        )

    def legal_actions_in_view(self, view: View) -> list[Any]:
        if view.seat is None or view.seat != view.to_move:
            return []
        return [Step(1), Step(2), Roll()]

    def sample_state(self, view: View, rng: Rng) -> State:
        bonuses = [rng.randbelow(4) if b is None else b for b in view.bonuses]
        return State(
            view.players,
            view.options,
            Rng.from_seed(rng.next_u64()),
            list(view.positions),
            bonuses,
            view.to_move,
        )

    def digest(self, state: State) -> str:
        return serial.digest_of(state)


GAME = DiceRace()
