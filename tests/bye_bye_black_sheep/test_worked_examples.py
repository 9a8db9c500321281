"""The worked examples BB-EX-1 to BB-EX-16 of shared/rules/bye_bye_black_sheep.md, one test
each, run as written. Seats are 0-based: P1 = seat 0.

Where an example leaves cards unaccounted for (its pile and hand sizes do not use every set
card), the position puts the rest in zoos that play no part in the example, chosen so that the
Magpie rules the example relies on still hold; each such test says so."""

from __future__ import annotations

from collections import Counter

import pytest

from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep.data import (
    EAGLE,
    JOKER,
    MAGPIE,
    MOLE,
    WOLF,
    black_sheep,
)
from farmhouse.games.bye_bye_black_sheep.positions import names, position
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    Options,
    Phase,
    Place,
    Steal,
    Stop,
    triplets,
)

from .conftest import check_invariants, count, k, keys, only, play

P1, P2, P3, P4, P5 = range(5)


def sizes(state):
    return [len(h) for h in state.hands]


@pytest.mark.parametrize("seed", range(8))
def test_BB_EX_1_four_player_setup(seed):
    state = GAME.setup(4, Options(), seed)
    deck = Counter(c for h in state.hands for c in h if c <= 16) + Counter(state.pile)
    assert deck == Counter({sp: 4 for sp in range(1, 15)})  # species 15, 16 removed: 56 cards
    specials = []
    for seat, hand in enumerate(state.hands):
        assert len(hand) == 7
        assert sum(1 for c in hand if c <= 16) == 5
        assert hand.count(black_sheep(seat)) == 1
        extra = [c for c in hand if c > 16 and c != black_sheep(seat)]
        assert len(extra) == 1
        specials += extra
    assert sorted(specials) == [EAGLE, EAGLE, MOLE, MOLE]
    assert len(state.pile) == 36
    assert state.magpie_beside and state.removed == ()
    view = GAME.view(state, None)
    assert (view.target, view.hand_target) == (3, 7)
    check_invariants(state)


@pytest.mark.parametrize("seed", range(8))
def test_BB_EX_2_two_player_setup_with_joker(seed):
    state = GAME.setup(2, Options(joker=True), seed)
    deck = Counter(c for h in state.hands for c in h if c <= 16) + Counter(state.pile)
    assert sum(deck.values()) == 49 and deck[JOKER] == 1
    assert len(state.pile) == 37
    assert [len(h) for h in state.hands] == [8, 8]
    assert sorted(c for s, h in enumerate(state.hands) for c in h if c in (EAGLE, MOLE)) == [
        EAGLE,
        MOLE,
    ]
    assert all(sum(1 for c in h if c <= 16) == 6 for h in state.hands)
    view = GAME.view(state, 0)
    assert (view.target, view.hand_target) == (5, 8)


def test_BB_EX_3_placement_cap():
    state = position(
        3,
        hands={
            P1: ["tiger", "tiger", "goat", "lion", "zebra", "black_sheep", "mole"],
            P2: ["tiger", "panda"],
            P3: ["goat", "penguin"],
        },
        hand_sizes=7,
        pile=33,
        draws=["tiger", "goat", "panda", "penguin"],
    )
    state, events = play(state, Draw(P2), Draw(P3), Draw(P2), Draw(P3), Stop())
    assert only(events, "bb.turn_end").params == {
        "seat": P1,
        "end": "stop",
        "drawn": 4,
        "allowance": 2,
    }
    assert len(state.hands[P1]) == 11 and count(state.hands[P1], "tiger") == 3
    assert state.phase is Phase.PLACE and state.placements_left == 2
    state, events = play(state, Place(k("tiger")), Place(k("tiger")))
    assert state.zoos[P1] == (k("tiger"), k("tiger"))
    assert triplets(state.zoos[P1]) == 0
    assert len(state.hands[P1]) == 9
    assert "bb.magpie_taken" not in keys(events) and state.magpie_beside
    # The allowance is used up: the turn has moved on and a third Tiger cannot be placed.
    assert only(events, "bb.placing_done").params["unused"] == 0
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(k("tiger")))
    assert err.value.reason == "bb.illegal.wrong_phase"
    refills = [e.params for e in events if e.key == "bb.refilled"]
    assert [(r["seat"], r["count"]) for r in refills] == [(P2, 2), (P3, 2)]
    assert sizes(state)[P2:] == [7, 7]
    assert len(state.pile) == 29
    check_invariants(state)


def test_BB_EX_4_forced_end():
    # 4 players, pile 30, all hands 7: six set cards are in two zoos that play no part.
    state = position(
        4,
        hands={P1: ["koala"], P3: ["hippo"], P4: ["eagle"]},
        hand_sizes=7,
        zoos={P1: ["tiger", "tiger", "penguin"], P3: ["crocodile", "crocodile", "goat"]},
        pile=30,
        active=P2,
        draws=["hippo", "eagle", "koala", "black_sheep"],
    )
    state, events = play(state, Draw(P3), Draw(P4), Decline(), Draw(P1), Draw(P3))
    assert only(events, "bb.eagle_declined").params == {"seat": P2}
    bs = only(events, "bb.drew_black_sheep").params
    assert bs == {"seat": P2, "source": P3, "card": "black_sheep:2", "drawn": 3}
    assert black_sheep(P3) in state.hands[P3]
    assert only(events, "bb.turn_end").params["allowance"] == 0
    assert only(events, "bb.wh_taken").params == {
        "seat": P2,
        "cards": ["set:12", "eagle", "set:10"],
        "hand": 10,
    }
    assert "bb.placed" not in keys(events) and state.zoos[P2] == ()
    refills = [(e.params["seat"], e.params["count"]) for e in events if e.key == "bb.refilled"]
    assert refills == [(P3, 1), (P4, 1), (P1, 1)]
    assert len(state.pile) == 27
    assert sizes(state) == [7, 10, 7, 7]
    assert state.active == P3  # the next player clockwise
    check_invariants(state)


def test_BB_EX_5_eagle_no_at_two_drawn():
    state = position(
        3,
        hands={
            P2: ["penguin", "tiger", "tiger", "goat", "lion", "black_sheep", "mole"],
            P3: ["eagle"],
        },
        hand_sizes={P1: 7, P3: 7},
        draws=["penguin", "eagle"],
    )
    before = sizes(state)
    state, events = play(state, Draw(P2), Draw(P3), AskEagle(P2, k("giraffe")))
    asked = only(events, "bb.eagle_asked").params
    assert asked == {
        "seat": P1,
        "target": P2,
        "species": k("giraffe"),
        "answered": False,
        "card": None,
        "drawn": 2,
    }
    assert only(events, "bb.turn_end").params == {
        "seat": P1,
        "end": "eagle_no",
        "drawn": 2,
        "allowance": 0,
    }
    assert "bb.placed" not in keys(events)
    assert sizes(state) == [before[P1] + 2, 7, 7]
    refills = [(e.params["seat"], e.params["count"]) for e in events if e.key == "bb.refilled"]
    assert refills == [(P2, 1), (P3, 1)]
    check_invariants(state)


def test_BB_EX_6_eagle_yes_counts():
    # Six set cards the example does not place sit in P2's and P3's zoos: no Goat or Giraffe
    # there and at most two species each, so the Magpie stays beside the pile.
    state = position(
        3,
        hands={
            P1: ["goat", "hippo", "hippo", "tiger", "crocodile", "black_sheep", "mole"],
            P2: ["goat", "eagle", "zebra"],
            P3: ["lion", "giraffe", "giraffe"],
        },
        hand_sizes=7,
        zoos={
            P1: ["giraffe", "giraffe"],
            P2: ["tiger", "tiger", "penguin"],
            P3: ["crocodile", "crocodile", "elephant"],
        },
        pile=25,
        draws=["goat", "lion", "eagle", "zebra"],
    )
    state, events = play(state, Draw(P2), Draw(P3), Draw(P2), AskEagle(P3, k("giraffe")))
    asked = only(events, "bb.eagle_asked").params
    assert asked["answered"] is True and asked["card"] == "set:7" and asked["drawn"] == 4
    assert count(state.hands[P3], "giraffe") == 1  # exactly one given
    state, events = play(state, Draw(P2), Stop())
    assert only(events, "bb.turn_end").params["allowance"] == 3
    assert len(state.hands[P1]) == 12
    state, events = play(state, Place(k("giraffe")), Place(k("goat")), Place(k("goat")))
    assert names(state.zoos[P1]) == ["goat", "goat", "giraffe", "giraffe", "giraffe"]
    assert triplets(state.zoos[P1]) == 1
    assert only(events, "bb.triplet").params == {
        "seat": P1,
        "species": k("giraffe"),
        "triplets": 1,
    }
    assert "bb.magpie_taken" not in keys(events) and state.magpie_beside
    assert len(state.hands[P1]) == 9
    refills = [(e.params["seat"], e.params["count"]) for e in events if e.key == "bb.refilled"]
    assert refills == [(P2, 3), (P3, 2)]
    assert len(state.pile) == 20
    check_invariants(state)


def test_BB_EX_7_mole_with_no_set_card():
    # Pile empty: the other 48 set cards and the second Eagle are in P1's and P2's hands.
    state = position(
        3,
        hands={P3: ["mole", "eagle", "black_sheep"]},
        hand_sizes={P1: 25, P2: 26},
        pile=0,
        active=P2,
        draws=["mole"],
    )
    p2_before = len(state.hands[P2])
    state, events = play(state, Draw(P3))
    assert only(events, "bb.drew").params["drawn"] == 1
    saw = only(events, "bb.mole_saw")
    assert saw.private_to == P2 and saw.params["cards"] == ["eagle", "black_sheep:2"]
    assert only(events, "bb.mole_found_nothing").params == {"seat": P2, "target": P3}
    assert state.phase is Phase.DRAW and state.wh == (MOLE,)
    state, events = play(state, Stop())
    assert only(events, "bb.turn_end").params["allowance"] == 0
    assert len(state.hands[P3]) == 2 and len(state.hands[P2]) == p2_before + 1
    assert [e.params["count"] for e in events if e.key == "bb.refilled"] == [0]  # P3 wants 5
    turn = only(events, "bb.turn_over").params
    assert turn["idle"] is True and turn["stall"] == 1 and state.stall == 1
    check_invariants(state)


def _four_draws_then_stop(state, sources, *places):
    actions = [Draw(s) for s in sources] + [Stop()] + list(places)
    return play(state, *actions)


def test_BB_EX_8_magpie_by_third_species():
    base = dict(
        hands={
            P1: ["lion", "zebra", "goat"],
            P2: ["hippo", "flamingo"],
            P3: ["koala"],
            P4: ["camel"],
        },
        hand_sizes=7,
        zoos={P1: ["tiger", "tiger", "tiger", "lion"], P2: ["goat", "goat"], P4: ["panda"]},
        draws=["hippo", "koala", "camel", "flamingo"],
    )
    state = position(4, **base)
    assert state.magpie_beside
    state, events = _four_draws_then_stop(state, [P2, P3, P4, P2])
    assert state.placements_left == 2
    state, events = play(state, Place(k("lion")))
    assert "bb.magpie_taken" not in keys(events) and state.magpie_beside
    state, events = play(state, Place(k("zebra")))
    assert only(events, "bb.magpie_taken").params == {
        "seat": P1,
        "reasons": ["third_species"],
        "species": k("zebra"),
    }
    assert not state.magpie_beside and MAGPIE in state.hands[P1]
    assert MAGPIE in GAME.view(state, None).known[P1]  # its place is public
    assert triplets(state.zoos[P1]) == 1
    # Placing the Goat instead would also have taken it: Goat is in P2's zoo.
    other, _ = _four_draws_then_stop(position(4, **base), [P2, P3, P4, P2])
    other, events = play(other, Place(k("goat")))
    assert only(events, "bb.magpie_taken").params["reasons"] == ["third_species", "shared_species"]
    check_invariants(state)
    check_invariants(other)


def test_BB_EX_9_magpie_by_shared_species_once_only():
    state = position(
        3,
        hands={
            P1: ["hippo", "koala", "goat", "lion"],
            P2: ["zebra", "panda", "elephant", "giraffe"],
            P3: ["penguin", "goat"],
        },
        hand_sizes=7,
        zoos={P1: ["tiger"], P2: ["goat"]},
        active=P3,
        draws=["hippo", "koala", "zebra", "panda", "elephant", "giraffe", "hippo", "koala"],
    )
    state, events = _four_draws_then_stop(state, [P1, P1, P2, P2])
    assert state.placements_left == 2  # P3's allowance
    state, events = play(state, Place(k("penguin")))
    assert "bb.magpie_taken" not in keys(events)
    state, events = play(state, Place(k("goat")))
    assert only(events, "bb.magpie_taken").params == {
        "seat": P3,
        "reasons": ["shared_species"],
        "species": k("goat"),
    }
    assert MAGPIE in state.hands[P3] and state.active == P1
    # Next turn: P1 places Goat and Lion (3 species, Goat elsewhere) and nothing happens.
    state, events = _four_draws_then_stop(state, [P2, P2, P3, P3])
    state, events = play(state, Place(k("goat")), Place(k("lion")))
    assert names(state.zoos[P1]) == ["tiger", "goat", "lion"]
    assert "bb.magpie_taken" not in keys(events)
    assert MAGPIE in state.hands[P3] and not state.magpie_beside
    check_invariants(state)


def test_BB_EX_10_magpie_theft_breaks_a_triplet():
    state = position(
        4,
        hands={P1: ["magpie"], P2: ["crocodile"]},
        hand_sizes=7,
        zoos={
            P4: ["tiger"] * 3 + ["penguin"] * 3,
            P3: ["tiger", "crocodile", "crocodile"],
            P2: ["goat"],
        },
        active=P3,
        draws=["magpie", "crocodile"],
    )
    assert triplets(state.zoos[P4]) == 2
    state, events = play(state, Draw(P1))
    assert state.phase is Phase.MAGPIE and only(events, "bb.drew").params["drawn"] == 1
    state, events = play(state, Steal(P4, k("tiger")))
    assert only(events, "bb.magpie_stole").params == {
        "seat": P3,
        "victim": P4,
        "card": "set:1",
        "species": 1,
        "drawn": 2,
        "triplets": 1,
    }
    assert triplets(state.zoos[P4]) == 1
    state, events = play(state, Draw(P2), Stop())
    assert only(events, "bb.turn_end").params["allowance"] == 1
    assert only(events, "bb.wh_taken").params["cards"] == ["magpie", "set:1", "set:3"]
    state, events = play(state, Place(k("crocodile")))
    assert triplets(state.zoos[P3]) == 1
    assert "bb.won" not in keys(events) and "bb.magpie_taken" not in keys(events)
    assert MAGPIE in state.hands[P3]
    check_invariants(state)


def test_BB_EX_11_triplet_arithmetic():
    zoo = tuple(
        sorted([k("tiger")] * 4 + [k("goat")] * 2 + [JOKER] + [k("lion")] * 2 + [k("hippo")])
    )
    assert len(zoo) == 10
    assert triplets(zoo, k("goat")) == 2
    state = position(
        4,
        options=Options(joker=True),
        hands={P1: ["lion"], P2: ["koala", "panda", "zebra"]},
        hand_sizes=7,
        zoos={P1: ["tiger"] * 4 + ["goat", "goat", "joker:goat", "lion", "lion", "hippo"]},
        draws=["koala", "panda", "zebra"],
    )
    assert triplets(state.zoos[P1], state.joker_species) == 2
    state, events = play(state, Draw(P2), Draw(P2), Draw(P2), Stop(), Place(k("lion")))
    assert only(events, "bb.won").params == {"seat": P1, "triplets": 3, "target": 3, "active": P1}
    assert state.phase is Phase.OVER
    outcome = GAME.outcome(state)
    assert outcome.winners == (P1,) and outcome.ended_by == "bb.end.triplets"
    assert outcome.breakdown[P1]["triplet_species"] == [k("tiger"), k("goat"), k("lion")]


def test_BB_EX_12_win_mid_placement():
    state = position(
        2,
        hands={P1: ["lion"], P2: ["elephant", "giraffe", "panda", "koala", "hippo"]},
        hand_sizes=8,
        zoos={
            P1: ["tiger"] * 3 + ["penguin"] * 3 + ["crocodile"] * 3 + ["goat"] * 3 + ["lion"] * 2
        },
        draws=["elephant", "giraffe", "panda", "koala", "hippo"],
    )
    assert triplets(state.zoos[P1]) == 4
    state, events = play(state, *(Draw(P2) for _ in range(5)), Stop())
    assert only(events, "bb.turn_end").params["allowance"] == 3
    state, events = play(state, Place(k("lion")))
    assert only(events, "bb.won").params == {"seat": P1, "triplets": 5, "target": 5, "active": P1}
    assert keys(events)[-1] == "bb.game_over"
    # The two remaining placements and the refill do not happen.
    assert "bb.refilled" not in keys(events) and "bb.placing_done" not in keys(events)
    assert len(state.hands[P2]) == 3
    assert GAME.to_move(state) is None and GAME.legal_actions(state) == []
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(k("hippo")))
    assert err.value.reason == "bb.illegal.game_over"
    check_invariants(state)


def test_BB_EX_13_white_sheep_wins_for_a_non_active_player():
    state = position(
        4,
        options=Options(advanced=True),
        hands={P4: ["white_sheep", "lion"]},
        hand_sizes=7,
        zoos={P4: ["tiger"] * 3 + ["goat"] * 3 + ["lion"] * 2},
        active=P2,
        draws=["white_sheep"],
    )
    state, events = play(state, Draw(P4))
    assert only(events, "bb.drew").params["drawn"] == 1
    assert only(events, "bb.white_sheep_offered").params == {"seat": P4, "active": P2}
    assert state.phase is Phase.WHITE_SHEEP
    assert GAME.to_move(state) == P4  # an out-of-turn decision of the owner
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(k("lion")), seat=P2)
    assert err.value.reason == "bb.illegal.not_your_turn"
    state, events = play(state, Place(k("lion")))
    placed = only(events, "bb.placed").params
    assert placed["seat"] == P4 and placed["via"] == "white_sheep"
    assert only(events, "bb.won").params == {"seat": P4, "triplets": 3, "target": 3, "active": P2}
    assert "bb.refilled" not in keys(events)
    outcome = GAME.outcome(state)
    assert outcome.winners == (P4,) and outcome.ranking[0] == (P4,)
    check_invariants(state)


def test_BB_EX_14_wolf_and_forced_end():
    # 4 players, advanced, pile 30, all hands 7: six set cards lie in zoos that play no part.
    state = position(
        4,
        options=Options(advanced=True),
        hands={P2: ["tiger", "panda"], P3: ["goat"], P4: ["wolf"]},
        hand_sizes=7,
        zoos={P1: ["penguin", "penguin", "crocodile"], P2: ["elephant", "elephant", "giraffe"]},
        pile=30,
        draws=["tiger", "goat", "wolf", "panda", "black_sheep"],
    )
    state, events = play(state, Draw(P2), Draw(P3), Draw(P4))
    wolf = only(events, "bb.wolf").params
    assert wolf == {"seat": P1, "victim": P4, "covered": ["set:1", "set:4"], "drawn": 1}
    assert state.wh == (WOLF,) and state.covered == (k("tiger"), k("goat"))
    state, events = play(state, Draw(P2))
    assert only(events, "bb.drew").params["drawn"] == 2
    state, events = play(state, Draw(P3))
    assert only(events, "bb.turn_end").params["end"] == "black_sheep"
    assert only(events, "bb.covered_returned").params == {"seat": P4, "cards": ["set:1", "set:4"]}
    assert only(events, "bb.wh_taken").params["cards"] == ["wolf", "set:9"]
    assert "bb.placed" not in keys(events)
    refills = [(e.params["seat"], e.params["count"]) for e in events if e.key == "bb.refilled"]
    assert refills == [(P2, 2), (P3, 1)]  # P4 holds 8: no draw, no discard
    assert sizes(state) == [9, 7, 7, 8]
    assert len(state.pile) == 27
    check_invariants(state)


def test_BB_EX_15_pile_runs_out_in_the_refill():
    # 5 players, P3 active, pile 4. Thirty-two set cards lie in zoos (no triplet, no shared
    # species; the Magpie has been taken); P3's hand holds the rest.
    zoos = {
        P1: ["tiger", "tiger", "penguin", "penguin", "crocodile", "crocodile", "goat", "goat"],
        P2: ["lion", "lion", "elephant", "elephant", "giraffe", "giraffe", "zebra", "zebra"],
        P4: ["panda", "panda", "koala", "koala", "kangaroo", "kangaroo", "hippo", "hippo"],
        P5: ["flamingo"] * 2 + ["camel"] * 2 + ["monkey"] * 2 + ["rabbit"] * 2,
    }
    state = position(
        5,
        hands={P1: ["tiger"], P2: ["goat"], P4: ["lion", "zebra"]},
        hand_sizes={P1: 7, P2: 5, P3: 13, P4: 7, P5: 7},
        zoos=zoos,
        pile=4,
        active=P3,
        draws=["lion", "zebra", "tiger", "goat"],
    )
    state, events = play(state, Draw(P4), Draw(P4), Draw(P1), Draw(P2), Stop(), Decline())
    # After the turn: P4 5, P5 7, P1 6, P2 4.
    refills = [e.params for e in events if e.key == "bb.refilled"]
    assert [(r["seat"], r["count"], r["pile"]) for r in refills] == [
        (P4, 2, 2),
        (P1, 1, 1),
        (P2, 1, 0),
    ]  # P5 holds 7 and wants nothing
    assert [sizes(state)[s] for s in (P4, P5, P1, P2)] == [7, 7, 7, 5]
    assert state.pile == () and state.phase is Phase.DRAW and state.active == P4
    turn = only(events, "bb.turn_over").params
    assert turn["idle"] is False  # the pile shrank
    check_invariants(state)


def test_BB_EX_16_stall_end_and_tie_break():
    zoos = {
        P1: ["tiger"] * 3 + ["penguin"] * 3 + ["crocodile", "goat"],
        P2: ["lion"] * 3 + ["elephant"] * 3 + ["giraffe", "zebra", "panda"],
        P3: ["koala"] * 3 + ["kangaroo"] * 2 + ["hippo"] * 2
        + ["tiger", "penguin", "crocodile", "goat"],
    }  # fmt: skip
    state = position(
        3,
        hands={P2: ["giraffe", "zebra"]},
        hand_sizes={P1: 11, P2: 7, P3: 7},
        zoos=zoos,
        pile=2,
        turns=19,
        stall=3,
        draws=["giraffe", "zebra"],
    )
    assert [triplets(z) for z in state.zoos] == [2, 2, 1]
    assert [len(z) for z in state.zoos] == [8, 9, 11]
    # Turn 20: P1 draws two cards and stops; the refill empties the pile: not idle.
    state, events = play(state, Draw(P2), Draw(P2), Stop())
    assert state.pile == () and state.turns == 20
    assert only(events, "bb.turn_over").params["idle"] is False and state.stall == 0
    counters = []
    for _ in range(6):  # turns 21 to 26: everybody stops at once
        state, events = play(state, Stop())
        counters.append(only(events, "bb.turn_over").params["stall"])
    assert counters == [1, 2, 3, 4, 5, 6]
    assert state.turns == 26 and state.phase is Phase.OVER
    assert only(events, "bb.stall_end").params == {"reason": "stall", "stall": 6, "turns": 26}
    outcome = GAME.outcome(state)
    assert outcome.ended_by == "bb.end.stall"
    assert outcome.winners == (P2,) and outcome.tie_break == "bb.tiebreak.zoo_cards"
    assert outcome.scores == (2, 2, 1)
    assert outcome.ranking == ((P2,), (P1,), (P3,))
    assert [b["zoo_cards"] for b in outcome.breakdown] == [8, 9, 11]
    assert only(events, "bb.game_over").params == {
        "winners": [P2],
        "scores": [2, 2, 1],
        "ended_by": "bb.end.stall",
        "tie_break": "bb.tiebreak.zoo_cards",
    }
    check_invariants(state)
