"""farmhouse.core.match.since_last_decision: the one rule behind every game's "since your last
turn" and the hot-seat hand-over, on made-up histories (actions, movers, turns, events)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from farmhouse.core.game import Event, GameBase, Seat
from farmhouse.core.match import Match, since_last_decision

AUTOMATIC = {"next"}  # what an action sets off by itself (the next turn)


class Rules(GameBase[Any, str, Any, Any]):
    """The two facts the rule reads: own events end at the first ``next``; ``pass`` passes."""

    def own_events(self, events: Sequence[Event]) -> int:
        return next((k for k, e in enumerate(events) if e.key in AUTOMATIC), len(events))

    def is_pass(self, action: str) -> bool:
        return action == "pass"


RULES = Rules()


class History:
    """A history built action by action: ``add(mover, action, *keys, turn=mover)``."""

    def __init__(self) -> None:
        self.actions: list[str] = []
        self.movers: list[int] = []
        self.turns: list[int | None] = []
        self.events: list[list[Event]] = []

    def add(
        self, mover: int, action: str, *keys: str, turn: int | None = None, **kw: Any
    ) -> list[Event]:
        events = [Event(key, {"n": len(self.actions)}, seat=mover, **kw) for key in keys]
        self.actions.append(action)
        self.movers.append(mover)
        self.turns.append(mover if turn is None else turn)
        self.events.append(events)
        return events

    def since(self, seat: int, viewer: int | None = -1, turn: int | None = -1) -> list[Event]:
        """``seat``'s list for ``viewer`` (default: itself) when it is ``turn``'s turn (default:
        the turn of the last action, or of the seat after it when that action ended with
        ``next``)."""
        if turn == -1:
            turn = self.turns[-1] if self.turns else None
            if self.events and any(e.key == "next" for e in self.events[-1]):
                turn = None  # (someone else's: the tests never ask for it)
        return since_last_decision(
            RULES,
            self.actions,
            self.movers,
            self.turns,
            self.events,
            seat,
            seat if viewer == -1 else viewer,
            turn,
        )


def test_before_a_seats_first_turn_everything_the_others_did_counts():
    h = History()
    a = h.add(0, "play", "played")
    b = h.add(1, "play", "played")
    assert h.since(2) == a + b
    assert h.since(0) == b  # seat 0's own play is no news


def test_the_list_starts_after_the_seats_last_decision_with_what_it_set_off():
    h = History()
    h.add(0, "play", "played", "next")
    mine = h.add(1, "play", "played", "next")  # its "next" happened by itself
    other = h.add(0, "play", "played", "next")
    assert h.since(1) == mine[1:] + other
    assert h.since(0) == other[1:]


def test_while_the_seats_turn_goes_on_the_list_stays_as_it_began():
    """Several decisions in a row (one turn): the seat's own steps never join the list, what
    they set off by itself does, and so does what another seat decides inside the turn."""
    h = History()
    before = h.add(1, "play", "played", "next")
    assert h.since(0) == before
    step = h.add(0, "step", "stepped")
    assert h.since(0) == before  # steady
    inside = h.add(1, "place", "placed", turn=0)  # another seat decides in seat 0's turn
    assert h.since(0) == before + inside
    end = h.add(0, "stop", "stopped", "next")
    # the turn is over: the list starts afresh from what its end set off
    assert h.since(0) == end[1:]
    # seat 1's last decision in its own turn was its play: its decision inside seat 0's turn
    # is its own doing, left out, and does not restart its list
    assert h.since(1) == before[1:] + step + end


def test_a_decision_in_another_seats_turn_does_not_restart_the_seats_list():
    """Bye-Bye Black Sheep's White Sheep: an owner's placement in another's turn is left out
    of the owner's list, and what happened before it in that turn stays."""
    h = History()
    mine = h.add(1, "stop", "stopped", "next")
    drew = h.add(0, "draw", "drew")
    h.add(1, "place", "placed", turn=0)
    more = h.add(0, "stop", "stopped", "next")
    assert h.since(1) == mine[1:] + drew + more


def test_a_pass_is_no_decision():
    h = History()
    played = h.add(0, "play", "played", "next")
    other = h.add(1, "play", "played", "next")
    passed = h.add(0, "pass", "passed", "next")
    last = h.add(1, "play", "played", "next")
    # seat 0 last decided at its play: the list reaches back past its pass (its own part left out)
    assert h.since(0) == played[1:] + other + passed[1:] + last


def test_a_viewer_sees_only_what_it_may():
    """Hot-seat privacy: a seat's secret draw reaches only a list shown to that seat; a
    public list (viewer None, the hand-over screen) has none of them."""
    h = History()
    first = h.add(0, "play", "played", "next")
    secret = h.add(1, "draw", "drew", private_to=1)
    public = h.add(1, "show", "shown", "next")
    assert h.since(0) == first[1:] + public
    assert h.since(0, viewer=None) == first[1:] + public
    assert h.since(2) == first + public
    assert h.since(2, viewer=None) == first + public
    assert h.since(2, viewer=1) == first + secret + public


def test_a_match_records_movers_and_turns_and_answers_the_same(toy):
    """``Match.since_last_decision`` reads the match's own record (also after an undo-free
    replay): the toy game's events since seat 0's last turn."""
    match = Match.new(toy.id, [Seat("A"), Seat("B")], None, 4)
    for _ in range(5):
        match.apply(match.legal_actions()[0])
    assert match.turns == match.movers  # the toy game's turns are its movers'
    seat = match.to_move
    assert seat is not None
    assert match.since_last_decision(seat, seat) == since_last_decision(
        match.game, match.actions, match.movers, match.turns, match.turn_events, seat, seat, seat
    )
    last = max(i for i, m in enumerate(match.movers) if m == seat)
    expected = [e for batch in match.turn_events[last + 1 :] for e in batch if e.visible_to(seat)]
    assert match.since_last_decision(seat, seat) == expected
