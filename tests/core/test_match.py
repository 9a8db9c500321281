"""Match: new, apply (illegal leaves it unchanged), view, outcome, replay."""

from __future__ import annotations

import pytest

from farmhouse.core.game import IllegalAction, Seat
from farmhouse.core.match import Match, ReplayError, replay
from farmhouse.core.registry import UnknownGame

from .toygame import Roll, Step

SEATS = [Seat("Ann"), Seat("Bo", "ai", "easy")]


def play_out(match: Match) -> None:
    """Alternate Roll and Step(2) until the game ends."""
    while not match.is_over:
        match.apply(Roll() if len(match.actions) % 2 else Step(2))


def test_new_match_starts_with_no_actions(toy):
    match = Match.new("toy_dice", SEATS, None, 42)
    assert match.game is toy
    assert match.options == toy.Options()
    assert match.actions == [] and match.turn_events == []
    assert match.to_move in (0, 1) and not match.is_over
    assert match.legal_actions() == [Step(1), Step(2), Roll()]
    assert len(match.match_id) == 32 and match.created_at.endswith("+00:00")
    assert Match.new("toy_dice", SEATS, None, 42).match_id != match.match_id


def test_new_refuses_unknown_game_and_bad_seat_count(toy):
    with pytest.raises(UnknownGame):
        Match.new("no_such_game", SEATS, None, 1)
    with pytest.raises(ValueError, match="2-4 players, not 1"):
        Match.new("toy_dice", SEATS[:1], None, 1)


def test_apply_records_action_events_and_moves_turn(toy):
    match = Match.new("toy_dice", SEATS, None, 42)
    first = match.to_move
    events = match.apply(Step(2))
    assert [e.key for e in events] == ["toy.step"]
    assert match.actions == [Step(2)]
    assert match.turn_events == [events]
    assert match.state.positions[first] == 2
    assert match.to_move == 1 - first


def test_illegal_action_leaves_match_unchanged(toy):
    match = Match.new("toy_dice", SEATS, None, 42)
    match.apply(Roll())
    before = (match.digest(), list(match.actions), list(match.turn_events), match.to_move)
    with pytest.raises(IllegalAction) as info:
        match.apply(Step(3))
    assert info.value.reason == "toy.illegal.action"
    assert (match.digest(), match.actions, match.turn_events, match.to_move) == before


def test_apply_after_the_end_is_illegal(toy):
    match = Match.new("toy_dice", SEATS, None, 3)
    play_out(match)
    digest = match.digest()
    with pytest.raises(IllegalAction, match="core.illegal.game_over"):
        match.apply(Step(1))
    assert match.digest() == digest


def test_outcome_only_when_over_and_view_hides_secrets(toy):
    match = Match.new("toy_dice", SEATS, None, 9)
    assert match.outcome() is None
    view = match.view(0)
    assert view.bonuses[0] == match.state.bonuses[0] and view.bonuses[1] is None
    assert match.view(None).bonuses == (None, None)
    play_out(match)
    outcome = match.outcome()
    assert outcome is not None and match.legal_actions() == []
    expected = tuple(p + b for p, b in zip(match.state.positions, match.state.bonuses, strict=True))
    assert outcome.scores == expected
    assert match.view(1).bonuses == tuple(match.state.bonuses)


def test_replay_rebuilds_the_same_state(toy):
    match = Match.new("toy_dice", SEATS, None, 77)
    play_out(match)
    again = replay("toy_dice", SEATS, None, 77, match.actions)
    assert again.digest() == match.digest()
    assert again.actions == match.actions
    assert again.turn_events == match.turn_events
    assert again.outcome() == match.outcome()


def test_replay_keeps_given_id_and_time(toy):
    again = replay("toy_dice", SEATS, None, 1, [], match_id="abc", created_at="2020-01-01")
    assert (again.match_id, again.created_at) == ("abc", "2020-01-01")


def test_replay_names_the_index_of_a_bad_action(toy):
    with pytest.raises(ReplayError, match="action #2") as info:
        replay("toy_dice", SEATS, None, 5, [Roll(), Step(1), Step(7), Roll()])
    assert info.value.index == 2
    assert info.value.action == Step(7)
    assert isinstance(info.value.cause, IllegalAction)


def test_replay_reports_actions_after_the_end(toy):
    match = Match.new("toy_dice", SEATS, None, 3)
    play_out(match)
    n = len(match.actions)
    with pytest.raises(ReplayError, match=f"action #{n}"):
        replay("toy_dice", SEATS, None, 3, [*match.actions, Roll()])
