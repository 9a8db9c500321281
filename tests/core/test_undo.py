"""Undo in Match (core): only the seat to move, only its trailing reversible steps, exactly
the state before them (chance included), and saves hold only the remaining actions."""

from __future__ import annotations

import pytest

from farmhouse.core import registry, saves
from farmhouse.core.game import IllegalAction, Seat, is_reversible
from farmhouse.core.match import Match

from . import turngame
from .turngame import Draw, End, Mark

SEATS = [Seat("Ann"), Seat("Bo")]


@pytest.fixture
def cards():
    registry.register(turngame.GAME_ID, turngame.__name__)
    yield turngame.GAME
    registry.unregister(turngame.GAME_ID)


def test_is_reversible_asks_the_game_and_defaults_to_false(cards, toy):
    state = cards.setup(2, cards.Options(), 1)
    assert is_reversible(cards, state, Mark(1)) is True
    assert is_reversible(cards, state, Draw()) is False
    toy_state = toy.setup(2, toy.Options(), 1)
    assert is_reversible(toy, toy_state, toy.legal_actions(toy_state)[0]) is False


def test_undo_restores_the_state_view_and_actions(cards):
    match = Match.new(turngame.GAME_ID, SEATS, None, 3)
    assert not match.can_undo()
    view0 = match.view(0)
    digest0 = match.digest()
    match.apply(Mark(2))
    view1 = match.view(0)
    match.apply(Mark(1))
    assert match.can_undo()
    assert match.undo() == Mark(1)
    assert match.view(0) == view1
    assert match.actions == [Mark(2)] and len(match.turn_events) == 1
    assert match.undo() == Mark(2)
    assert match.view(0) == view0 and match.digest() == digest0
    assert match.actions == [] and match.turn_events == []
    assert not match.can_undo()
    with pytest.raises(IllegalAction, match="core.illegal.cannot_undo"):
        match.undo()
    assert match.digest() == digest0


def test_chance_after_undo_comes_out_as_before(cards):
    match = Match.new(turngame.GAME_ID, SEATS, None, 11)
    match.apply(Mark(1))
    drawn_first = match.apply(Draw())[0].params["card"]
    other = Match.new(turngame.GAME_ID, SEATS, None, 11)
    other.apply(Mark(2))
    other.undo()
    other.apply(Mark(1))
    assert other.apply(Draw())[0].params["card"] == drawn_first
    assert other.digest() == match.digest()


def test_nothing_before_a_revealing_step_or_of_another_seat_can_be_undone(cards):
    match = Match.new(turngame.GAME_ID, SEATS, None, 5)
    match.apply(Mark(1))
    match.apply(Draw())  # reveals a card: the earlier mark is now fixed too
    assert not match.can_undo()
    match.apply(Mark(2))
    assert match.can_undo()
    match.undo()
    assert not match.can_undo()
    assert match.actions == [Mark(1), Draw()]
    match.apply(Mark(1))
    match.apply(End())  # the turn passes: seat 1 cannot undo seat 0's steps
    assert match.to_move == 1 and not match.can_undo()


def test_a_save_after_undo_holds_only_the_remaining_actions(cards, tmp_path):
    match = Match.new(turngame.GAME_ID, SEATS, None, 8)
    for action in (Mark(1), End(), Mark(2), Mark(1)):
        match.apply(action)
    match.undo()
    path = tmp_path / "undo.farmhouse"
    saves.save_match(match, path)
    loaded = saves.load_match(path)
    assert loaded.actions == [Mark(1), End(), Mark(2)]
    assert loaded.digest() == match.digest()
    # Replay goes through Match.apply, so the loaded match may undo what the original could.
    assert loaded.can_undo() and loaded.undo() == Mark(2)
    assert not loaded.can_undo()


def test_games_without_reversible_never_undo(toy):
    match = Match.new("toy_dice", SEATS, None, 2)
    match.apply(match.legal_actions()[0])
    assert not match.can_undo()
