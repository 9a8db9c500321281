"""The toy game's choice model (tests/core/toygame/choices.py), plain: what can be picked,
what a pick leads to, and the reasons for the rest."""

from __future__ import annotations

import pytest

from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import IllegalAction
from tests.core.toygame import GAME, Options
from tests.core.toygame.choices import CARDS, GO, DiceRaceChoices
from tests.core.toygame.rules import Roll, Step


def choices_for(seat_to_move: bool = True) -> DiceRaceChoices:
    state = GAME.setup(2, Options(goal=8), seed=3)
    seat = state.to_move if seat_to_move else 1 - state.to_move
    view = GAME.view(state, seat)
    return DiceRaceChoices(view, GAME.legal_actions_in_view(view))


def test_at_the_start_the_three_cards_can_be_picked_and_go_says_why_not() -> None:
    targets = choices_for().targets()
    assert list(targets) == [*CARDS, GO]
    assert [targets[c] for c in CARDS] == [None, None, None]
    go = targets[GO]
    assert isinstance(go, IllegalAction) and go.reason == "toy.illegal.card_first"


def test_a_card_then_go_makes_its_action() -> None:
    ch = choices_for()
    for card, action in zip(CARDS, (Step(1), Step(2), Roll()), strict=True):
        selection = ch.pick((), card)
        assert selection == (card,)
        assert ch.targets(selection) == {GO: None}
        assert ch.pick(selection, GO) == action


def test_go_first_is_refused_with_the_reason() -> None:
    with pytest.raises(IllegalAction) as e:
        choices_for().pick((), GO)
    assert e.value.reason == "toy.illegal.card_first"


def test_nothing_can_be_picked_by_a_seat_not_on_turn() -> None:
    reasons = choices_for(seat_to_move=False).targets()
    assert set(reasons) == {*CARDS, GO}
    assert {r.reason for r in reasons.values() if r is not None} == {NOT_YOUR_TURN}
    assert None not in reasons.values()
