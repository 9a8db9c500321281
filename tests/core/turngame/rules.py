"""Card turns: a tiny game whose turns have several steps, some of them reversible.

2-3 seats. On its turn a seat may ``Mark(n)`` (add n = 1 or 2 to its score; reversible),
``Draw()`` (take the top card of a hidden shuffled deck into its secret hand: it reveals a
card to the seat, so it is not reversible) and finally ``End()`` (passes the turn, not
reversible). After ``Draw()`` the seat may still mark. The game ends after ``Options.turns``
turns; score = marks + cards in hand.
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from farmhouse.core import serial
from farmhouse.core.game import Event, GameBase, IllegalAction, Outcome
from farmhouse.core.rng import Rng

GAME_ID = "turn_cards"


@attrs.frozen
class Options:
    turns: int = 6


@attrs.frozen
class Mark:
    n: int


@attrs.frozen
class Draw:
    pass


@attrs.frozen
class End:
    pass


Action = Mark | Draw | End


@attrs.define
class State:
    players: int
    options: Options
    rng: Rng
    deck: list[int]
    hands: list[list[int]]
    marks: list[int]
    to_move: int | None
    turns_played: int = 0
    drew: bool = False


@attrs.frozen
class View:
    seat: int | None
    players: int
    options: Options
    to_move: int | None
    marks: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    hand: tuple[int, ...]
    deck_size: int
    turns_played: int
    drew: bool


class TurnCards(GameBase[State, Any, View, Options]):
    id: ClassVar[str] = GAME_ID
    player_counts: ClassVar[range] = range(2, 4)
    Options: ClassVar[type[Options]] = Options
    Action: ClassVar[Any] = Action

    def setup(self, players: int, options: Options, seed: int) -> State:
        rng = Rng.from_seed(seed)
        deck = list(range(1, 31))
        rng.shuffle(deck)
        return State(players, options, rng, deck, [[] for _ in range(players)], [0] * players, 0)

    def to_move(self, state: State) -> int | None:
        return state.to_move

    def legal_actions(self, state: State) -> list[Any]:
        if state.to_move is None:
            return []
        return [Mark(1), Mark(2), *([] if state.drew else [Draw()]), End()]

    undoable: ClassVar[bool] = True

    def reversible(self, state: State, action: Any) -> bool:
        return isinstance(action, Mark)

    def apply(self, state: State, action: Any) -> tuple[State, list[Event]]:
        seat = state.to_move
        if seat is None or action not in self.legal_actions(state):
            raise IllegalAction("tc.illegal.action")
        new = attrs.evolve(
            state,
            rng=state.rng.copy(),
            deck=list(state.deck),
            hands=[list(h) for h in state.hands],
            marks=list(state.marks),
        )
        if isinstance(action, Mark):
            new.marks[seat] += action.n
            return new, [Event("tc.mark", {"n": action.n}, seat=seat)]
        if isinstance(action, Draw):
            # Chance at draw time: the deck is cut at a random place first.
            cut = new.rng.randbelow(len(new.deck))
            new.deck = new.deck[cut:] + new.deck[:cut]
            card = new.deck.pop(0)
            new.hands[seat].append(card)
            new.drew = True
            return new, [Event("tc.draw", {"card": card}, seat=seat, private_to=seat)]
        new.turns_played += 1
        new.drew = False
        new.to_move = None if new.turns_played >= new.options.turns else (seat + 1) % new.players
        return new, [Event("tc.end", {}, seat=seat)]

    def outcome(self, state: State) -> Outcome | None:
        if state.to_move is not None:
            return None
        scores = tuple(m + len(h) for m, h in zip(state.marks, state.hands, strict=True))
        best = max(scores)
        winners = tuple(s for s in range(state.players) if scores[s] == best)
        return Outcome(scores=scores, ranking=(winners,), winners=winners)

    def view(self, state: State, seat: int | None) -> View:
        return View(
            seat,
            state.players,
            state.options,
            state.to_move,
            tuple(state.marks),
            tuple(len(h) for h in state.hands),
            () if seat is None else tuple(state.hands[seat]),
            len(state.deck),
            state.turns_played,
            state.drew,
        )

    def legal_actions_in_view(self, view: View) -> list[Any]:
        if view.seat is None or view.seat != view.to_move:
            return []
        return [Mark(1), Mark(2), *([] if view.drew else [Draw()]), End()]

    def sample_state(self, view: View, rng: Rng) -> State:
        raise NotImplementedError

    def digest(self, state: State) -> str:
        return serial.digest_of(state)


GAME = TurnCards()
