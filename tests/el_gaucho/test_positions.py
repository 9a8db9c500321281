"""El Gaucho positions: describe()/parse() round-trip every state of random games (hidden
pile, Steppe and opening tiles, the ledger and the generator included), and each kind of
impossible position or malformed line is refused with InvalidPosition naming what is wrong."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import InvalidPosition
from farmhouse.games.el_gaucho.positions import check, describe, parse, position
from farmhouse.games.el_gaucho.rules import GAME

from .conftest import OPTION_CONFIGS, random_game


@settings(max_examples=14, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    options=st.sampled_from(sorted(OPTION_CONFIGS)),
    seed=st.integers(0, 2**32),
)
def test_random_games_round_trip(players, options, seed):
    for before, action, after, _ in random_game(players, OPTION_CONFIGS[options], seed):
        line = describe(before)
        again = parse(line)
        assert GAME.digest(again) == GAME.digest(before), line
        assert describe(again) == line
        assert GAME.digest(GAME.apply(again, action)[0]) == GAME.digest(after), line
    assert GAME.digest(parse(describe(after))) == GAME.digest(after), describe(after)


def test_built_position_reads_back():
    state = position(
        3,
        rows=["BK12/A RD9/b .", "WH2/a SP5/B BR3 RD6"],
        herds={0: ["BK10 BK6"]},
        money={1: 12},
        areas={2: {"steal": "earlier"}},
        to_move=2,
        dice=[1, 2],
    )
    line = describe(state)
    assert "pampa=BK12/A,RD9/b,.|WH2/a,SP5/B,BR3,RD6|" in line
    assert "herds=BK10,BK6/-/-" in line and "ledger=-/earlier=12/-" in line
    assert "areas=steal:C@0" in line and "to_move=C" in line
    assert GAME.digest(parse(line)) == GAME.digest(state)


def _broken(match, **changes):
    state = attrs.evolve(position(3, herds={0: ["BK10 BK6"]}, money={1: 12}), **changes)
    with pytest.raises(InvalidPosition, match=match):
        check(state)
    return state


def test_tiles_twice_missing_or_of_the_removed_breed():
    state = position(3)
    _broken(r"is both in the pile and in the sold tiles", sold=(state.pile[0],))
    with pytest.raises(InvalidPosition, match=r"tiles missing from the game"):
        check(attrs.evolve(state, pile=state.pile[1:]))
    two = position(2)
    with pytest.raises(InvalidPosition, match=r"belongs to the removed breed red"):
        check(attrs.evolve(two, pile=(*two.pile, 59)))  # RD12


def test_more_gauchos_than_a_seat_owns():
    with pytest.raises(InvalidPosition, match=r"seat A has 7 gauchos, 9 are placed"):
        position(4, rows=["BK1/A BK2/A BK3/A", "BK4/A BK5/A BK6/A BK7/A", "BK8/A BK9/A"])


def test_money_no_history_could_produce():
    _broken(r"seat B has 13 pesos, its sales and compensations add up to 12", money=[0, 13, 0])
    _broken(r"no forced sale earns 31 pesos", money=[31, 12, 0],
            ledger=[((0, 0, 3, 10, 0, 31),), ((5, 0, 0, 0, 0, 12),), ()])  # fmt: skip
    _broken(r"no immediate sale earns 14 pesos", money=[14, 12, 0],
            ledger=[((1, 0, 1, 9, 5, 14),), ((5, 0, 0, 0, 0, 12),), ()])  # fmt: skip
    _broken(r"compensation pays the tile's value", money=[9, 12, 0],
            ledger=[((3, 55, 1, 0, 0, 9),), ((5, 0, 0, 0, 0, 12),), ()])  # fmt: skip
    _broken(r"sales sold 3 tiles, only 0 lie with the sold tiles", money=[30, 12, 0],
            ledger=[((0, 0, 3, 10, 0, 30),), ((5, 0, 0, 0, 0, 12),), ()])  # fmt: skip


def test_counters_the_rules_cannot_reach():
    _broken(r"7 dice are left in the pool at this point, not 6", pool=(1, 2, 3, 4, 5, 6))
    _broken(r"placed in turn 9, after this turn \(1\)", areas=[-1] * 3 + [9] + [-1] * 14,
            supply=[7, 8, 8])  # fmt: skip
    _broken(r"the end is triggered exactly when the pile is empty", end_round=1)


def test_a_herd_that_is_not_monotone():
    with pytest.raises(InvalidPosition, match=r"strictly rising or falling"):
        position(3, herds={0: ["BK10 BK6 BK8"]})


GOOD = describe(position(3, herds={0: ["BK10 BK6"]}, money={1: 12}, dice=[3, 4]))


@pytest.mark.parametrize(
    ("line", "match"),
    [
        ("black_sheep players=3", r"starts with 'el_gaucho'"),
        (GOOD + " colour=red", r"word \d+ 'colour=red': not one of the fields"),
        (GOOD + " step=1", r"step is given twice"),
        (GOOD.replace("round=1", "round=x"), r"round='x': not a number"),
        (GOOD.rsplit(" rng=", 1)[0], r"lacks rng"),
        (GOOD.replace("to_move=A", "to_move=E"), r"to_move='E': a seat letter A-C"),
        (GOOD.replace("herds=BK10", "herds=XX10"), r"'XX10' is not a tile code"),
        (GOOD.replace("money=0/12/0", "money=0/12"), r"money='0/12': one entry per seat"),
        (GOOD.replace("ledger=-/earlier=12/-", "ledger=-/earlier:12/-"), r"ledger: 'earlier:12'"),
        (GOOD + " opt.colour=1", r"opt.colour: no such option"),
        (GOOD + " opt.fill_threshold=[", r"opt.fill_threshold='\[': not a JSON value"),
        (GOOD + " areas=sort:A", r"areas: 'sort:A' is not AREA:SEAT@TURN"),
        (GOOD.replace("pampa=", "pampa=.|"), r"pampa: 4 rows"),
        (GOOD.replace("players=3", "players=6"), r"2 to 4 players"),
    ],
)
def test_malformed_lines_say_where(line, match):
    with pytest.raises(InvalidPosition, match=match):
        parse(line)
