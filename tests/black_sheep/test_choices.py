"""The Black Sheep choice model (farmhouse.games.black_sheep.choices): what a seat can pick,
what each pick leads to, and the rules' own reason for every target it cannot pick (BS-2.2,
BS-3.1, BS-3.2, BS-3.5, BS-4.1, BS-7.1). Plain tests: no board, no Qt."""

from __future__ import annotations

import pytest

from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.black_sheep.choices import (
    PICK_CARDS_FIRST,
    BlackSheepChoices,
    hand_positions,
    just_played,
    side_of,
)
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import GAME, ILLEGAL_REASONS, Options, Pass, Play
from farmhouse.games.black_sheep.texts import describe_illegal

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def choices_of(state, seat=None):
    """The choice model of ``seat`` (default: the seat to move) in ``state``."""
    seat = state.to_move if seat is None else seat
    view = GAME.view(state, seat)
    return BlackSheepChoices(view, GAME.legal_actions_in_view(view))


def reasons(targets):
    """{target: reason key or None}."""
    return {t: None if why is None else why.reason for t, why in targets.items()}


def picks(ch, *targets):
    """Pick ``targets`` one after another from the start; the selection or action reached."""
    selection = ()
    for target in targets:
        selection = ch.pick(selection, target)
    return selection


@pytest.fixture
def ex1(build):
    """BS-EX-1: seat 0 holds horse, cow, pig; its sides: I 0 cards, II 1, III 3."""
    return build(
        4,
        hands={0: [H, C, P]},
        figures={0: [K, K], 1: [K, K], 2: [K, K]},
        sides={1: {0: [S]}, 2: {0: [S, S, S]}},
    )


def test_BS_EX_1_a_single_card_goes_to_I_only(ex1):
    ch = choices_of(ex1)
    assert reasons(ch.targets()) == {("hand", 0): None, ("hand", 1): None, ("hand", 2): None}
    after_horse = ch.targets((("hand", 0),))
    assert reasons(after_horse) == {
        ("hand", 1): None,  # a pair: horse + cow
        ("hand", 2): None,
        ("side", 0): None,
        ("side", 1): "bs.illegal.wrong_card_count",  # 1 card there: exactly 2 (BS-3.2)
        ("side", 2): "bs.illegal.side_full",
    }
    why = after_horse[("side", 1)]
    assert why is not None and why.params == {
        "pasture": 1,
        "on_side": 1,
        "played": 1,
        "allowed": [2],
    }


def test_BS_EX_1_a_pair_goes_to_I_or_II_and_a_third_card_to_none(ex1):
    ch = choices_of(ex1)
    pair = (("hand", 2), ("hand", 0))  # pig, then horse: either order
    assert reasons(ch.targets(pair)) == {
        ("hand", 1): "bs.illegal.too_many_cards",
        ("side", 0): None,
        ("side", 1): None,
        ("side", 2): "bs.illegal.side_full",
    }
    assert ch.pick(pair, ("side", 1)) == Play(1, (H, P))
    with pytest.raises(IllegalAction) as err:
        ch.pick(pair, ("hand", 1))
    assert err.value.reason == "bs.illegal.too_many_cards"
    assert "at most two cards" in describe_illegal(err.value)


def test_BS_EX_1_after_a_single_card_the_discard_is_asked(ex1):
    """BS-4.1: a single card, then either other card to discard or keep all; 15 moves."""
    ch = choices_of(ex1)
    single = picks(ch, ("hand", 1), ("side", 0))  # cow to I
    assert side_of(single) == 0 and hand_positions(single) == [1]
    assert reasons(ch.targets(single)) == {
        ("discard", 0): None,
        ("discard", 2): None,
        ("keep",): None,
    }
    assert ch.pick(single, ("discard", 2)) == Play(0, (C,), P)
    assert ch.pick(single, ("keep",)) == Play(0, (C,))
    assert len(reached(ch)) == 15  # every complete move of the example, each reachable


def reached(ch, selection=()):
    """Every action reachable from ``selection`` by pickable targets."""
    out = set()
    for target, why in ch.targets(selection).items():
        if why is None:
            result = ch.pick(selection, target)
            out |= reached(ch, result) if isinstance(result, tuple) else {result}
    return out


def test_alike_cards_make_the_same_play(build):
    """Cards of one type are interchangeable (BS-3.5): either cow plays or is discarded."""
    state = build(2, hands={0: [C, C, P]}, figures={0: [K, K]})
    ch = choices_of(state)
    assert picks(ch, ("hand", 1), ("side", 0), ("discard", 0)) == Play(0, (C,), C)
    assert picks(ch, ("hand", 0), ("side", 0), ("discard", 1)) == Play(0, (C,), C)
    assert picks(ch, ("hand", 1), ("hand", 0), ("side", 2)) == Play(2, (C, C))
    assert picks(ch, ("hand", 2), ("hand", 1), ("side", 1)) == Play(1, (C, P))


def ex16(build):
    """BS-EX-16: only II is active and seat 0's side of it is full."""
    return build(
        2,
        hands={0: [H, H, H], 1: [P, S, K]},
        figures={1: [K, K]},
        sides={1: {0: [S, S, S], 1: [C, C]}},
        retired=[0, 2],
        end_triggered=True,
    )


def test_BS_EX_16_a_forced_pass(build):
    """BS-2.2: only II is active and the seat's side of it is full: the hand cards are
    refused with the rules' reason about II, the pass is the one thing to pick."""
    ch = choices_of(ex16(build))
    shown = ch.targets()
    assert reasons(shown) == {
        ("hand", 0): "bs.illegal.side_full",
        ("hand", 1): "bs.illegal.side_full",
        ("hand", 2): "bs.illegal.side_full",
        ("pass",): None,
    }
    why = shown[("hand", 0)]
    assert why is not None and why.params == {"pasture": 1}  # not a turned-over mat
    assert ch.pick((), ("pass",)) == Pass()
    assert ch.hint_path(Pass()) == (("pass",),)


def test_a_turned_over_pasture_is_refused_by_the_rules(build):
    state = build(
        2, hands={0: [H, C, P]}, figures={0: [K, K], 2: [K, K]}, retired=[1], end_triggered=True
    )
    ch = choices_of(state)
    why = ch.targets((("hand", 0),))[("side", 1)]
    assert why is not None and why.reason == "bs.illegal.pasture_retired"
    assert describe_illegal(why) == "Pasture II is turned over and takes no cards."


def test_a_lone_card_that_needs_a_partner_is_refused(build):
    """A hand of one card (BS-4.4) and sides that each want two: the card goes nowhere."""
    state = build(
        2,
        hands={0: [H]},
        figures={0: [K, K], 1: [K, K], 2: [K, K]},
        sides={0: {0: [S]}, 1: {0: [S]}, 2: {0: [S]}},
    )
    ch = choices_of(state)
    why = ch.targets()[("hand", 0)]
    assert why is not None and why.reason == "bs.illegal.wrong_card_count"
    assert why.params["allowed"] == [2] and why.params["pasture"] == 0


def test_nothing_can_be_picked_while_another_seat_plays(build):
    state = build(2, hands={0: [H, C, P], 1: [S, K]}, figures={0: [K, K]})
    ch = choices_of(state, seat=1)
    shown = ch.targets()
    assert shown and {why.reason for why in shown.values() if why is not None} == {NOT_YOUR_TURN}
    assert None not in shown.values()
    assert describe_illegal(next(iter(shown.values()))) == "It is not your turn."


def test_no_discard_step_when_the_legal_actions_offer_none(build):
    """With a hand of one card there is nothing to discard: the play is whole at its side."""
    state = build(2, hands={0: [P]}, figures={0: [K, K]})
    ch = choices_of(state)
    assert picks(ch, ("hand", 0), ("side", 2)) == Play(2, (P,))


def test_the_hint_path_points_at_the_moves_cards_side_and_discard(ex1):
    ch = choices_of(ex1)
    assert ch.hint_path(Play(0, (C,), P)) == (("hand", 1), ("side", 0), ("discard", 2))
    assert ch.hint_path(Play(1, (H, P))) == (("hand", 0), ("hand", 2), ("side", 1))
    assert ch.hint_path(Play(2, (H,))) == ()  # not legal: nothing to point at


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, Options()), (3, Options(task_cards=True)), (4, Options(values_hidden_until_end=True))],
)
def test_real_games_every_move_is_reachable_and_every_refusal_is_the_rules(
    play_random, players, options
):
    """In random games, from every decision: the pickable targets reach exactly the legal
    actions (each through every path: cards in either order, alike cards either one), and
    every refused side, card or discard carries the reason ``apply`` gives for the play it
    would make."""
    decisions = 0
    for state, _, _, _ in play_random(players, options, 40 + players):
        ch = choices_of(state)
        assert reached(ch) == set(ch.legal)
        for action in ch.legal:
            for path in ch.paths(action):
                assert picks(ch, *path) == action
        refused = 0
        for selection in selections(ch):
            for target, why in ch.targets(selection).items():
                if why is not None:
                    refused += 1
                    assert why.reason in ILLEGAL_REASONS
                    assert_apply_agrees(state, selection, target, why)
        decisions += 1
    assert decisions > 30


def selections(ch, selection=()):
    """Every selection reachable by pickable targets (the start included)."""
    yield selection
    for target, why in ch.targets(selection).items():
        if why is None:
            result = ch.pick(selection, target)
            if isinstance(result, tuple):
                yield from selections(ch, result)


def assert_apply_agrees(state, selection, target, why):
    """A refused side or discard: applying the play it would make raises the same reason.
    A refused card: no play with the picked cards and it is legal, and applying them to the
    pasture named raises the reason."""
    hand = GAME.view(state, state.to_move).hand
    cards = tuple(hand[i] for i in hand_positions(selection))
    if target[0] == "hand":
        cards = (*cards, hand[target[1]])
        play = Play(why.params.get("pasture", 0), cards)
        together = sorted(cards, key=ANIMALS.index)
        for a in GAME.legal_actions(state):
            held = list(getattr(a, "cards", ()))
            assert sorted(held, key=ANIMALS.index) != together
            assert len(cards) > 1 or cards[0] not in held
    elif target[0] == "side":
        play = Play(target[1], cards)
    else:
        play = Play(side_of(selection), cards, hand[target[1]])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, play)
    assert (err.value.reason, err.value.params) == (why.reason, why.params)


def test_what_the_board_asks_of_the_model(ex1, build):
    """The facts the board words and draws from: a forced pass (BS-2.2), whether a side
    takes the cards picked now, the cards the discard question offers (BS-4.1)."""
    ch = choices_of(ex1)
    assert not ch.must_pass()
    assert not ch.side_next(())
    assert ch.side_next((("hand", 1),))  # a lone cow goes to I
    horse_cow = picks(ch, ("hand", 0), ("hand", 1))
    assert ch.side_next(horse_cow)  # a pair goes to I or II
    assert ch.discards((("hand", 1),)) == ()  # no side picked yet: no question
    assert ch.discards(picks(ch, ("hand", 1), ("side", 0))) == (0, 2)
    assert choices_of(ex16(build)).must_pass()


def test_just_played_counts_the_cards_of_the_newest_play_on_a_side():
    """The just-played marks (BS-3): the last cards of a side that the newest recent play
    of that seat to that pasture put there; none for other sides or older cards."""
    played = Event("bs.played", {"seat": 1, "pasture": 2, "cards": ["cow", "pig"]}, 1)
    other = Event("bs.played", {"seat": 0, "pasture": 2, "cards": ["horse"]}, 0)
    recent = [played, other]
    assert just_played(recent, 2, 1, (S, C, P)) == 2
    assert just_played(recent, 2, 0, (H,)) == 1
    assert just_played(recent, 1, 1, (C, P)) == 0  # another pasture
    assert just_played(recent, 2, 1, (C, P, S)) == 0  # not the side's last cards
    assert just_played([], 2, 1, (C, P)) == 0


def test_a_side_before_any_card_asks_for_cards_first(ex1):
    """A pasture key pressed with no card picked: the reason is to pick cards first, not a
    count of cards the side would take ("not 0")."""
    ch = choices_of(ex1)
    with pytest.raises(IllegalAction) as caught:
        ch.pick((), ("side", 0))
    assert caught.value.reason == PICK_CARDS_FIRST
    assert describe_illegal(caught.value) == "Choose one or two cards from your hand first."


def test_a_hand_card_or_discard_past_the_hand_is_refused_never_an_index_error(ex1):
    """Issue 11 (checking every game after El Gaucho's IndexError): a hand position past the
    hand (or below it) raised IndexError out of the refusal; it is not offered."""
    ch = choices_of(ex1)
    one = (("hand", 0),)
    for selection, target in [((), ("hand", 3)), ((), ("hand", -5)), (one, ("hand", 40))]:
        with pytest.raises(IllegalAction) as err:
            ch.pick(selection, target)
        assert err.value.reason == "bs.choices.not_offered"
    side = ch.pick(one, ("side", 0))
    if isinstance(side, tuple):
        with pytest.raises(IllegalAction):
            ch.pick(side, ("discard", 7))
