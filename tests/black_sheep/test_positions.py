"""Black Sheep positions: position() builds validated states, describe()/parse() round-trip
every state of random games (hidden values and the generator included), and each kind of
impossible position or malformed line is refused with InvalidPosition naming what is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import InvalidPosition
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.positions import check, describe, parse, position
from farmhouse.games.black_sheep.rules import GAME, Options

H, C, P, S, K, B = ANIMALS


@settings(max_examples=12, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**32),
    task_cards=st.booleans(),
    hidden=st.booleans(),
)
def test_random_games_round_trip(play_random, players, seed, task_cards, hidden):
    options = Options(task_cards=task_cards, values_hidden_until_end=hidden)
    for before, action, after, _ in play_random(players, options, seed):
        line = describe(before)
        assert "\n" not in line
        again = parse(line)
        assert GAME.digest(again) == GAME.digest(before), line
        assert describe(again) == line
        # the generator came along: the same action leads to the same state
        assert GAME.digest(GAME.apply(again, action)[0]) == GAME.digest(after), line
    check(after)
    assert GAME.digest(parse(describe(after))) == GAME.digest(after)


def test_position_reads_letters_and_round_trips():
    state = position(2, hands={0: "HCP", 1: "SKB"}, figures={0: "KK", 1: "SS", 2: "HC"}, deck="SSS")
    assert state.hands[0] == [H, C, P] and state.deck == [S, S, S]
    line = describe(state)
    assert line.startswith(
        "black_sheep players=2 to_move=0 start=0 turn=0 hands=HCP/SKB I=K1+K2:-/-"
    )
    assert GAME.digest(parse(line)) == GAME.digest(state)


def test_position_turn_defaults_to_the_fewest_actions():
    state = position(2, figures={0: "KK"}, sides={0: {0: "SSS", 1: "HH"}})
    assert state.completion_counter == 1 and state.turn == 3  # 5 cards: at least 3 plays


def _raises(match, **kwargs):
    with pytest.raises(InvalidPosition, match=match):
        position(2, **kwargs)


def test_more_cards_than_the_box():
    _raises(r"more than 14 chicken cards", deck="K" * 12, hands={0: "KKK"})


def test_more_figures_than_the_box():
    _raises(
        r"more horse figures than the 6", figures={0: "HH", 1: "HH", 2: "HH"}, corrals={0: [(H, 1)]}
    )


def test_figure_value_no_figure_has():
    _raises(r"no horse figure worth 3 is left", corrals={0: [(H, 3), (H, 3), (H, 3)]})
    _raises(r"no horse figure worth 5 is left", corrals={0: [(H, 5)]})


def test_hand_beyond_its_size():
    _raises(r"seat 0's hand holds 4 cards", hands={0: "HCPS"})


def test_side_beyond_three_cards():
    _raises(r"side holds 4 cards", figures={0: "KK"}, sides={0: {0: "SSSS"}})


def test_pasture_that_would_have_scored():
    _raises(r"would have scored", figures={0: "KK"}, sides={0: {0: "SSS", 1: "HHH"}})


def test_retired_pasture_holding_cards_or_before_the_trigger():
    _raises(r"retired and holds nothing", sides={2: {0: "S"}}, retired=[2], end_triggered=True)
    _raises(r"retired before the end trigger", retired=[2])


def test_counters_the_rules_cannot_reach():
    _raises(r"2 completions after 1 actions", figures={0: "KK"}, sides={0: {0: "SSS"}}, turn=1,
            completion={(0, 0): 2})  # fmt: skip
    state = position(2)
    state.passes_in_row = 2
    with pytest.raises(InvalidPosition, match=r"2 passes in a row: with 2 players"):
        check(state)
    state.passes_in_row = 1
    with pytest.raises(InvalidPosition, match=r"1 passes in a row after 0 actions"):
        check(state)


def test_completion_numbers():
    state = position(2, figures={0: "KK"}, sides={0: {0: "SSS"}, 1: {0: "HHH"}})
    state.pastures[1].completion[0] = 1
    with pytest.raises(InvalidPosition, match=r"share a completion number"):
        check(state)
    state.pastures[1].completion[0] = 7
    with pytest.raises(InvalidPosition, match=r"completion number 7 is not one the counter"):
        check(state)


def test_a_figure_in_two_places():
    state = position(2, figures={0: "KK"})
    state.corrals[1].append(state.pastures[0].figures[0])
    with pytest.raises(InvalidPosition, match=r"figure K1 is both in pasture I and in seat 1"):
        check(state)


def test_task_cards_outside_the_variant_or_repeated():
    _raises(r"only with the task_cards option", secret_tasks=[["T01"], ["T02"]])
    _raises(r"in two places", secret_tasks=[["T01"], ["T02"]], face_up_tasks=["T01"],
            options=Options(task_cards=True))  # fmt: skip


GOOD = describe(position(2, hands={0: "HCP"}, figures={0: "KK"}))


@pytest.mark.parametrize(
    ("line", "match"),
    [
        ("", r"starts with 'black_sheep'"),
        ("wooly_bully players=2", r"starts with 'black_sheep'"),
        (GOOD + " colour=red", r"word \d+ 'colour=red': not one of the fields"),
        (GOOD + " turn=3", r"turn is given twice"),
        (GOOD.replace("turn=0", "turn=x"), r"turn='x': not a number"),
        (GOOD.replace(" rng=", " seed="), r"not one of the fields"),
        (GOOD.replace("hands=HCP/-", "hands=HCP"), r"hands='HCP': one entry per seat"),
        (GOOD.replace("hands=HCP", "hands=HCZ"), r"hands='HCZ': 'Z' is not a card letter"),
        (GOOD.replace("I=K1+K2", "I=K1+X9"), r"I='K1\+X9': 'X9' is not a figure"),
        (GOOD.replace("I=K1+K2:-/-", "I=K1+K2"), r"write 'retired' or FIGURES:SIDE"),
        (GOOD.replace("values=", "values=9"), r"6 groups of 6 digits"),
        (GOOD.replace("players=2", "players=7"), r"2 to 4 players"),
        (GOOD.replace(GOOD.split("values=")[1].split()[0], "333333/" * 5 + "123123"),
         r"horse figures are worth"),
    ],
)  # fmt: skip
def test_malformed_lines_say_where(line, match):
    with pytest.raises(InvalidPosition, match=match):
        parse(line)
