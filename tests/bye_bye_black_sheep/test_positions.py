"""The position builder: short, complete (every card placed), and refusing impossible
positions; forced draws."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import InvalidPosition
from farmhouse.games.bye_bye_black_sheep.data import MAGPIE, black_sheep, universe
from farmhouse.games.bye_bye_black_sheep.positions import (
    check,
    describe,
    names,
    parse,
    position,
    with_draws,
)
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Draw, Options, Phase

from .conftest import OPTIONS, biased_game, check_invariants, k, play, random_game


def test_defaults_give_a_complete_start_of_turn_position():
    for players in (2, 3, 4, 5):
        for options in (Options(), Options(advanced=True, joker=True)):
            state = position(players, options=options, active=players - 1)
            check_invariants(state)
            assert state.phase is Phase.DRAW and state.active == players - 1
            assert all(len(h) == (8 if players == 2 else 7) for h in state.hands)
            assert state.magpie_beside
            assert len(state.removed) == (8 - players if options.advanced else 0)


def test_listed_cards_go_where_they_are_listed():
    state = position(
        4,
        options=Options(joker=True),
        hands={0: ["tiger", "tiger", "eagle"], 2: ["goat"]},
        hand_sizes={2: 5},
        zoos={1: ["lion", "joker:lion"], 3: ["hippo"]},
        pile_top=["koala", "panda"],
        public_known={2: ["goat"]},
        stall=3,
        turns=10,
    )
    assert names(state.hands[0]) == ["tiger", "tiger", "eagle", "black_sheep:0"]
    assert len(state.hands[2]) == 5 and k("goat") in state.hands[2]
    assert len(state.hands[1]) == 7  # unlisted: the refill target
    assert state.zoos[1] == (0, k("lion")) and state.joker_species == k("lion")
    assert state.pile[:2] == (k("koala"), k("panda"))
    assert state.known[4 * 4 + 2] == tuple(sorted((k("goat"), black_sheep(2))))
    assert (state.stall, state.turns) == (3, 10)
    check_invariants(state)


def test_filler_is_seeded():
    a = position(3, hands={0: ["tiger"]}, seed=4)
    b = position(3, hands={0: ["tiger"]}, seed=4)
    c = position(3, hands={0: ["tiger"]}, seed=5)
    assert GAME.digest(a) == GAME.digest(b) != GAME.digest(c)


def test_every_card_of_the_game_is_placed():
    state = position(5, options=Options(advanced=True), hands={1: ["wolf"]})
    where = Counter()
    for h in state.hands:
        where.update(h)
    for z in state.zoos:
        where.update(z)
    where.update(state.pile)
    where.update(state.removed)
    where[MAGPIE] += state.magpie_beside
    assert where == Counter(universe(5, True, False))


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 6}, "2 to 5 players"),
        ({"players": 3, "active": 3}, "no seat 3"),
        ({"players": 3, "hands": {0: ["monkey"]}}, "not in use"),
        ({"players": 3, "hands": {0: ["joker"]}}, "not in this game"),
        ({"players": 3, "hands": {0: ["wolf"]}}, "not in this game"),
        ({"players": 3, "hands": {0: ["dragon"]}}, "unknown card"),
        ({"players": 3, "hands": {0: ["tiger"] * 3, 1: ["tiger"] * 2}}, "more copies"),
        ({"players": 3, "hands": {0: ["black_sheep:1"]}}, "cannot hold"),
        ({"players": 3, "hands": {0: ["black_sheep", "black_sheep"]}}, "twice"),
        ({"players": 3, "hands": {0: ["tiger"] * 3}, "hand_sizes": {0: 2}}, "more than its size"),
        ({"players": 3, "zoos": {0: ["eagle"]}}, "only set cards"),
        ({"players": 3, "options": Options(joker=True), "zoos": {0: ["joker"]}}, "needs a species"),
        ({"players": 4, "zoos": {0: ["tiger"] * 3 + ["goat"] * 3 + ["lion"] * 3}}, "already wins"),
        ({"players": 3, "zoos": {0: ["tiger", "goat", "lion"]}, "magpie_beside": True}, "taken"),
        ({"players": 3, "zoos": {0: ["tiger"], 1: ["tiger"]}, "magpie_beside": True}, "taken"),
        ({"players": 3, "hands": {0: ["magpie"]}, "magpie_beside": True}, "both"),
        ({"players": 3, "pile": 5}, "not in any hand"),
        ({"players": 3, "pile": ["eagle"]}, "only set cards"),
        ({"players": 3, "stall": 6}, "stall counter"),
        ({"players": 3, "turns": 300}, "turns"),
        ({"players": 3, "public_known": {1: ["tiger"] * 4}, "hands": {0: ["tiger"]}}, "not hold"),
        ({"players": 3, "hand_sizes": 1}, "place in a hand"),
    ],
)
def test_impossible_positions_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        position(**kwargs)


def test_public_knowledge_must_be_in_the_hand():
    with pytest.raises(ValueError, match="does not hold"):
        position(3, hands={1: ["tiger"]}, hand_sizes={1: 2}, public_known={1: ["goat"]})


def test_the_magpie_is_taken_when_the_zoos_say_so():
    state = position(3, zoos={0: ["tiger", "goat", "lion"]})
    assert not state.magpie_beside
    holder = next(s for s, h in enumerate(state.hands) if MAGPIE in h)
    assert MAGPIE in state.known[3 * 3 + holder]  # where it is, is public


def test_forced_draws_take_the_named_cards_in_order():
    state = position(3, hands={1: ["tiger", "goat"]}, draws=["goat", "black_sheep"])
    after, events = play(state, Draw(1), Draw(1))
    assert events[0].params["card"] == "set:4"
    assert events[1].key == "bb.drew_black_sheep"
    assert after.forced_draws == ()
    more = with_draws(position(3, hands={2: ["lion"]}), "lion")
    after, events = play(more, Draw(2))
    assert events[0].params["card"] == "set:5"
    bad = with_draws(position(3, hands={1: ["tiger"]}), "panda")  # seat 1: Tiger, black sheep
    with pytest.raises(ValueError, match="not in seat 1"):
        GAME.apply(bad, Draw(1))


# ----------------------------------------------------------------------------- one line


@settings(max_examples=16, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4, 5]),
    options=st.sampled_from(OPTIONS),
    seed=st.integers(0, 2**32),
    biased=st.booleans(),
)
def test_random_games_round_trip(players, options, seed, biased):
    """Every state of random games (hidden hands, knowledge and the generator included)
    reads back from its line to an equal state, which plays on identically."""
    games = biased_game if biased else random_game
    for before, action, after, _ in games(players, options, seed):
        line = describe(before)
        again = parse(line)
        assert GAME.digest(again) == GAME.digest(before), line
        assert describe(again) == line
        assert GAME.digest(GAME.apply(again, action)[0]) == GAME.digest(after), line
    assert GAME.digest(parse(describe(after))) == GAME.digest(after), describe(after)


def test_built_positions_round_trip_with_forced_draws():
    state = position(4, options=Options(joker=True), zoos={1: ["lion", "joker:lion"]},
                     draws=["goat", "black_sheep"], stall=2, turns=3)  # fmt: skip
    line = describe(state)
    assert "zoos=-/joker,lion/-/-" in line
    assert "joker=lion" in line and "draws=goat,black_sheep" in line
    assert GAME.digest(parse(line)) == GAME.digest(state)


def test_a_stall_counter_beyond_the_turns():
    with pytest.raises(InvalidPosition, match=r"a stall counter of 5 after 0 turns"):
        position(3, stall=5, turns=0)


def _broken(change, match, **kwargs):
    state = position(3, **kwargs)
    change(state)
    with pytest.raises(InvalidPosition, match=match):
        check(state)
    with pytest.raises(InvalidPosition, match=match):
        parse(describe(state))


def test_cards_beyond_the_box_or_lost():
    def extra_goat(s):
        s.pile = (*s.pile, k("goat"))

    def lose_a_card(s):
        s.pile = s.pile[1:]

    _broken(extra_goat, r"more copies than the game has .*: goat")
    _broken(lose_a_card, r"cards missing from the game")


def test_counters_the_rules_cannot_reach():
    def more_turns_than_actions(s):
        s.turns = 4
        s.step = 3

    def pile_grew(s):
        s.pile_at_start = len(s.pile) - 1

    _broken(more_turns_than_actions, r"4 turns after 3 actions")
    _broken(pile_grew, r"after a turn that began with")


def test_false_knowledge_and_misplaced_black_sheep():
    def knows_a_card_not_held(s):
        s.known[0 * 3 + 1] = tuple(
            sorted((*s.known[0 * 3 + 1], k("tiger"), k("tiger"), k("tiger"), k("tiger")))
        )

    def black_sheep_in_the_watering_hole(s):
        s.hands[1] = tuple(c for c in s.hands[1] if c != black_sheep(1))
        s.wh = (black_sheep(1),)

    _broken(knows_a_card_not_held, r"seat 0 knows cards seat 1 does not hold",
            hands={1: ["goat"]}, hand_sizes={1: 7})  # fmt: skip
    _broken(black_sheep_in_the_watering_hole, r"its own black sheep, once")


def test_turn_bookkeeping():
    def winner_while_playing(s):
        s.winner = 1

    def placements_in_draw(s):
        s.placements_left = 2

    _broken(winner_while_playing, r"goes on has no winner")
    _broken(placements_in_draw, r"no subject and no placements")


GOOD = describe(position(3, hands={0: ["tiger", "goat"]}, hand_sizes={0: 7}))


@pytest.mark.parametrize(
    ("line", "match"),
    [
        ("black_sheep players=3", r"starts with 'bye_bye_black_sheep'"),
        (GOOD + " colour=red", r"word \d+ 'colour=red': not one of the fields"),
        (GOOD + " stall=1", r"stall is given twice"),
        (GOOD.replace("turns=0", "turns=x"), r"turns='x': not a number"),
        (GOOD.rsplit(" rng=", 1)[0], r"lacks rng"),
        (GOOD.replace("phase=draw", "phase=dance"), r"phase='dance'"),
        (GOOD.replace("magpie=beside", "magpie=gone"), r"magpie='gone'"),
        (GOOD.replace("hands=", "hands=dragon,"), r"hands=.*unknown card 'dragon'"),
        (GOOD.replace("hands=", "hands=goat*x,"), r"'goat\*x' needs a count"),
        (GOOD.replace("zoos=-/-/-", "zoos=-/-"), r"zoos='-/-': one entry per seat"),
        (GOOD + " known=1@7=goat", r"known: '1@7=goat' names no seat"),
        (GOOD + " known=1=goat", r"is not SEAT@OBSERVER=cards"),
        (GOOD.replace("players=3", "players=9"), r"2 to 5 players"),
    ],
)
def test_malformed_lines_say_where(line, match):
    with pytest.raises(InvalidPosition, match=match):
        parse(line)
