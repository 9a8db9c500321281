"""The generic choice model (farmhouse.core.choices.PathChoices) on a tiny made-up decision:
play one of two cards to one of two piles, or pass."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from farmhouse.core.choices import NOT_YOUR_TURN, PathChoices, Selection, Target
from farmhouse.core.game import IllegalAction

Action = tuple[str, ...]


class CardsToPiles(PathChoices[dict[str, object], Action]):
    """Card 'a' may go to pile 1 or 2, card 'b' only to pile 2; pass is always there;
    card 'c' is in the hand but can go nowhere."""

    def path(self, action: Action) -> Iterable[Target]:
        if action == ("pass",):
            return [("pass",)]
        return [("hand", action[1]), ("pile", action[2])]

    def shown(self, selection: Selection) -> Iterable[Target]:
        if not selection:
            return [("hand", "a"), ("hand", "b"), ("hand", "c"), ("pass",)]
        return [("pile", "1"), ("pile", "2")]

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        if not selection:
            return IllegalAction("toy.illegal.no_pile", card=target[1])
        return IllegalAction("toy.illegal.pile_full", pile=target[1])


LEGAL: list[Action] = [("play", "a", "1"), ("play", "a", "2"), ("play", "b", "2"), ("pass",)]


def test_targets_at_the_start_list_every_shown_target_with_reasons() -> None:
    ch = CardsToPiles({}, LEGAL)
    t = ch.targets()
    assert list(t) == [("hand", "a"), ("hand", "b"), ("hand", "c"), ("pass",)]
    assert t[("hand", "a")] is None and t[("pass",)] is None
    reason = t[("hand", "c")]
    assert isinstance(reason, IllegalAction) and reason.reason == "toy.illegal.no_pile"


def test_after_a_card_only_its_piles_can_be_picked() -> None:
    ch = CardsToPiles({}, LEGAL)
    t = ch.targets((("hand", "b"),))
    assert t[("pile", "2")] is None
    pile1 = t[("pile", "1")]
    assert isinstance(pile1, IllegalAction) and pile1.params == {"pile": "1"}


def test_pick_leads_to_a_selection_then_to_the_action() -> None:
    ch = CardsToPiles({}, LEGAL)
    sel = ch.pick((), ("hand", "a"))
    assert sel == (("hand", "a"),)
    assert isinstance(sel, tuple)
    assert ch.pick(sel, ("pile", "2")) == ("play", "a", "2")
    assert ch.pick((), ("pass",)) == ("pass",)


def test_pick_of_a_refused_target_raises_the_reason() -> None:
    ch = CardsToPiles({}, LEGAL)
    with pytest.raises(IllegalAction) as e:
        ch.pick((("hand", "b"),), ("pile", "1"))
    assert e.value.reason == "toy.illegal.pile_full"
    with pytest.raises(IllegalAction) as e:
        ch.targets((("hand", "c"),))
    assert e.value.reason == "core.illegal.selection_unreachable"


def test_nothing_can_be_picked_when_it_is_not_the_seats_turn() -> None:
    ch = CardsToPiles({}, [])
    reasons = ch.targets()
    assert set(reasons) == {("hand", "a"), ("hand", "b"), ("hand", "c"), ("pass",)}
    assert {r.reason for r in reasons.values() if r is not None} == {NOT_YOUR_TURN}
    assert None not in reasons.values()
    assert ch.next_targets(()) == []


class EitherOrder(PathChoices[dict[str, object], Action]):
    """Two cards played together, picked in either order (PathChoices.paths)."""

    def paths(self, action: Action) -> Iterable[Iterable[Target]]:
        first, second = ("hand", action[1]), ("hand", action[2])
        return [[first, second, ("pile", "1")], [second, first, ("pile", "1")]]

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        return IllegalAction("toy.illegal.no_pile", card=target[1])


def test_an_action_picked_in_either_order_is_the_same_action() -> None:
    ch = EitherOrder({}, [("pair", "a", "b")])
    assert ch.next_targets(()) == [("hand", "a"), ("hand", "b")]
    assert ch.targets((("hand", "b"),)) == {("hand", "a"): None}
    sel = ch.pick((("hand", "b"),), ("hand", "a"))
    assert ch.pick(sel, ("pile", "1")) == ("pair", "a", "b")
    assert ch.actions_after((("hand", "a"),)) == [("pair", "a", "b")]
    assert ch.path_of(("pair", "a", "b")) == (("hand", "a"), ("hand", "b"), ("pile", "1"))


class _Counted(tuple[str, ...]):
    """An action that counts how often actions are hashed (a game's attrs action has its
    hash made when first asked: ``farmhouse.core.records``)."""

    hashed = 0

    def __hash__(self) -> int:
        _Counted.hashed += 1
        return super().__hash__()


def test_building_the_model_and_its_targets_hashes_no_action() -> None:
    """A board's first paint builds the model and reads its first targets, and hashes no action
    (issue 18, a save's start: the first hash of an action class costs its hash method);
    the paths of the actions are still each action's first, when asked."""
    legal = [_Counted(a) for a in LEGAL]
    _Counted.hashed = 0
    ch = CardsToPiles({}, legal)
    assert ch.targets()[("hand", "a")] is None
    assert ch.pick((), ("hand", "a")) == (("hand", "a"),)
    assert ch.pick((), ("pass",)) == ("pass",)
    assert _Counted.hashed == 0
    assert ch.path_of(_Counted(("play", "a", "2"))) == (("hand", "a"), ("pile", "2"))
    assert ch.path_of(_Counted(("pass",))) == (("pass",),)
    either = EitherOrder({}, [_Counted(("play", "a", "b"))])
    assert either.path_of(_Counted(("play", "a", "b"))) == either._routes[0][0]
