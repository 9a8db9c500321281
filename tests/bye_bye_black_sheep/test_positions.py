"""The position builder: short, complete (every card placed), and refusing impossible
positions; forced draws."""

from __future__ import annotations

from collections import Counter

import pytest

from farmhouse.games.bye_bye_black_sheep.data import MAGPIE, black_sheep, universe
from farmhouse.games.bye_bye_black_sheep.positions import names, position, with_draws
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Draw, Options, Phase

from .conftest import check_invariants, k, play


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
