"""One focused test per rule id of shared/rules/bye_bye_black_sheep.md (named
test_BB_x_y_…), and a trace check that every rule id and worked example of the reference is
named by a test of this folder."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.data import (
    ADVANCED_POOL,
    EAGLE,
    JOKER,
    MAGPIE,
    MOLE,
    MOTHER_SHEEP,
    SETUP,
    WOLF,
    black_sheep,
    species_in_use,
)
from farmhouse.games.bye_bye_black_sheep.positions import names, position, with_draws
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Phase,
    Place,
    State,
    Steal,
    Stop,
    copy_state,
    final_outcome,
    triplets,
)

from .conftest import OPTION_IDS, OPTIONS, check_invariants, count, k, keys, only, play

#: Every rule id and worked example of the reference (checked against the file when found).
RULE_IDS = [
    *(f"BB-2.{i}" for i in range(1, 10)),
    *(f"BB-3.{i}" for i in range(1, 4)),
    *(f"BB-4.{i}" for i in range(1, 6)),
    *(f"BB-5.{i}" for i in range(1, 6)),
    *(f"BB-6.{i}" for i in range(1, 4)),
    *(f"BB-7.{i}" for i in range(1, 9)),
    *(f"BB-8.{i}" for i in range(1, 4)),
    *(f"BB-9.{i}" for i in range(1, 5)),
]
EXAMPLE_IDS = [f"BB-EX-{i}" for i in range(1, 17)]


def _reference() -> Path | None:
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared" / "rules" / "bye_bye_black_sheep.md"
        if candidate.is_file():
            return candidate
    return None


def test_every_rule_id_and_example_is_named_by_a_test():
    here = Path(__file__).parent
    named = set()
    for path in here.glob("test_*.py"):
        for name in re.findall(r"def (test_BB_[A-Za-z0-9_]+)", path.read_text()):
            ex = re.match(r"test_BB_EX_(\d+)_", name)
            if ex:
                named.add(f"BB-EX-{ex[1]}")
                continue
            span = re.match(r"test_BB_(\d+)_(\d+)_(?:to_(\d+)_(\d+)_)?", name)
            if span:
                sec, first = int(span[1]), int(span[2])
                last = int(span[4]) if span[4] else first
                named.update(f"BB-{sec}.{i}" for i in range(first, last + 1))
    missing = [rule for rule in RULE_IDS + EXAMPLE_IDS if rule not in named]
    assert missing == [], f"no test names {missing}"
    reference = _reference()
    if reference is None:
        pytest.skip("the rules reference is not next to this checkout")
    text = reference.read_text()
    assert sorted(set(re.findall(r"BB-\d+\.\d+", text))) == sorted(RULE_IDS)
    assert sorted(set(re.findall(r"BB-EX-\d+", text))) == sorted(EXAMPLE_IDS)


# ----------------------------------------------------------------------------- 2 setup


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_BB_2_2_to_2_8_setup_follows_the_documented_order_of_chance(players, options):
    """Re-derive a whole setup from the seed: set deck (BB-2.2), deal (BB-2.3), black sheep
    (BB-2.4), specials (BB-2.5, BB-2.6), Magpie (BB-2.7), hands (BB-2.8), start (BB-2.9)."""
    seed = 500 + players
    state = GAME.setup(players, options, seed)
    row = SETUP[players]
    rng = Rng.from_seed(seed)
    deck = [sp for sp in species_in_use(players) for _ in range(4)]
    if options.joker:
        deck.append(JOKER)
    rng.shuffle(deck)
    d = row.dealt
    pool = list(ADVANCED_POOL) if options.advanced else [EAGLE] * row.eagles + [MOLE] * row.moles
    rng.shuffle(pool)
    for seat in range(players):
        expected = sorted([*deck[seat * d : (seat + 1) * d], black_sheep(seat), pool[seat]])
        assert list(state.hands[seat]) == expected
        assert len(state.hands[seat]) == row.hand_target  # BB-2.8: 7, or 8 with 2 players
    assert list(state.pile) == deck[players * d :]
    assert list(state.removed) == sorted(pool[players:])
    assert len(state.removed) == (8 - players if options.advanced else 0)
    assert state.magpie_beside and all(MAGPIE not in h for h in state.hands)
    assert state.start_player == state.active == rng.randbelow(players)
    assert state.zoos == [()] * players and state.wh == ()
    check_invariants(state)


def test_BB_2_1_seats_play_clockwise_and_left_is_the_next_seat():
    state = position(4, active=2)
    for expected in (3, 0, 1, 2):
        state, events = play(state, Stop())
        assert state.active == expected
        assert only(events, "bb.next").params["seat"] == expected


def test_BB_2_5_base_game_deals_exactly_the_table_specials():
    for players in (2, 3, 4, 5):
        row = SETUP[players]
        state = GAME.setup(players, Options(), players)
        dealt = Counter(c for h in state.hands for c in h if c in (EAGLE, MOLE))
        assert dealt == Counter({EAGLE: row.eagles, MOLE: row.moles})
        assert row.eagles + row.moles == players


def test_BB_2_6_removed_advanced_specials_are_seen_by_nobody_until_the_end():
    state = GAME.setup(3, Options(advanced=True), 8)
    assert len(state.removed) == 5
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        assert view.removed_count == 5 and view.removed == ()
    final = state
    while GAME.to_move(final) is not None:
        final, _ = GAME.apply(final, GAME.legal_actions(final)[0])  # everybody stops
    for seat in (0, 1, 2, None):
        view = GAME.view(final, seat)
        assert view.removed == final.removed == state.removed
        sample = GAME.sample_state(view, Rng.from_seed(1))
        assert sample.removed == state.removed and GAME.view(sample, seat) == view


def test_BB_2_9_start_player_is_random_from_the_seed():
    starts = Counter(GAME.setup(4, Options(), seed).start_player for seed in range(200))
    assert set(starts) == {0, 1, 2, 3} and min(starts.values()) > 25
    assert GAME.setup(4, Options(), 7).start_player == GAME.setup(4, Options(), 7).start_player


@pytest.mark.parametrize("players", [1, 6])
def test_BB_2_setup_refuses_other_player_counts(players):
    with pytest.raises(ValueError):
        GAME.setup(players, Options(), 0)


# ----------------------------------------------------------------------------- 3 turns


def test_BB_3_1_turns_pass_clockwise_without_a_round_limit():
    state = position(3, active=1, hand_sizes=7, zoos={0: ["tiger"]})
    order = []
    for _ in range(5):  # five idle turns: one short of the stall end (2n = 6)
        order.append(state.active)
        state, _ = play(state, Stop())
    assert order == [1, 2, 0, 1, 2]
    assert state.phase is Phase.DRAW and state.turns == 5


def test_BB_3_2_a_turn_runs_draw_end_placing_refill_stall_check_next():
    state = position(
        3,
        hands={0: ["tiger", "tiger"], 1: ["tiger", "goat"], 2: ["goat", "lion"]},
        hand_sizes=7,
        draws=["tiger", "goat", "goat", "lion"],
    )
    state, events = play(
        state, Draw(1), Draw(1), Draw(2), Draw(2), Stop(), Place(k("tiger")), Decline()
    )
    assert keys(events) == [
        "bb.drew",
        "bb.drew",
        "bb.drew",
        "bb.drew",
        "bb.turn_end",
        "bb.wh_taken",
        "bb.placed",
        "bb.placing_done",
        "bb.refill_cards",
        "bb.refilled",
        "bb.refill_cards",
        "bb.refilled",
        "bb.turn_over",
        "bb.next",
    ]


def test_BB_3_3_the_active_player_never_refills():
    state = position(
        3,
        hands={0: ["tiger", "tiger", "tiger"], 1: ["koala", "panda", "zebra", "hippo"]},
        hand_sizes={0: 4, 1: 7, 2: 7},
        draws=["koala", "panda", "zebra", "hippo"],
    )
    state, events = play(
        state, *(Draw(1) for _ in range(4)), Stop(), Place(k("tiger")), Place(k("tiger"))
    )
    assert len(state.hands[0]) == 4 + 4 - 2  # below 7, and not refilled
    assert [e.params["seat"] for e in events if e.key == "bb.refilled"] == [1]


# ----------------------------------------------------------------------------- 4 drawing


def test_BB_4_1_stopping_is_always_legal_and_targets_may_change():
    state = position(4, hands={1: ["tiger"], 3: ["goat"]}, hand_sizes=7, draws=["tiger", "goat"])
    assert GAME.legal_actions(state) == [Stop(), Draw(1), Draw(2), Draw(3)]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Draw(0))
    assert err.value.reason == "bb.illegal.draw_from_self"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Draw(7))
    assert err.value.reason == "bb.illegal.no_such_seat"
    mid, _ = play(state, Draw(1), Draw(3))
    assert mid.wh == (k("tiger"), k("goat")) and Stop() in GAME.legal_actions(mid)
    # Stopping before the first draw: D = 0, nothing placed.
    after, events = play(state, Stop())
    assert only(events, "bb.turn_end").params == {
        "seat": 0,
        "end": "stop",
        "drawn": 0,
        "allowance": 0,
    }
    assert after.active == 1


def test_BB_4_2_the_drawn_card_is_uniform_over_the_hidden_hand():
    state = position(3, hands={1: ["tiger", "goat", "lion", "black_sheep"]})
    seen: Counter = Counter()
    for seed in range(800):
        s = _with_rng(state, seed)
        after, events = GAME.apply(s, Draw(1))
        seen[events[0].params["card"]] += 1
    assert set(seen) == {"set:1", "set:4", "set:5", "black_sheep:1"}
    assert all(150 < n < 250 for n in seen.values()), seen  # 200 each expected
    # The drawer only names a hand: the action has no card in it.
    assert [f.name for f in Draw.__attrs_attrs__] == ["target"]


def _with_rng(state: State, seed: int) -> State:
    s = copy_state(state)
    s.rng = Rng.from_seed(seed)
    return s


def test_BB_4_3_a_drawn_card_goes_face_up_at_the_end_of_the_row():
    state = position(3, hands={1: ["tiger", "goat"], 2: ["eagle"]}, draws=["goat", "tiger"])
    state, _ = play(state, Draw(1), Draw(1))
    assert state.wh == (k("goat"), k("tiger"))
    # A special's effect resolves before the next decision: the Eagle asks first.
    state, _ = play(position(3, hands={2: ["eagle"]}, draws=["eagle"]), Draw(2))
    assert state.phase is Phase.EAGLE
    assert Draw(1) not in GAME.legal_actions(state)


def test_BB_4_4_the_drawn_count_counts_every_card_that_entered_the_row():
    state = position(
        4,
        options=Options(advanced=True),
        hands={
            1: ["mother_sheep", "mole", "koala"],
            2: ["eagle", "goat"],
            3: ["magpie"],
        },
        hand_sizes=7,
        zoos={2: ["hippo"]},
        pile_top=["zebra"],
        draws=["mother_sheep", "mole", "eagle", "magpie"],
    )
    state, events = play(state, Draw(1))  # Mother Sheep + the pile's Zebra
    assert state.wh == (MOTHER_SHEEP, k("zebra")) and len(state.wh) == 2
    state, _ = play(state, Draw(1), MolePick(k("koala")))  # Mole + its pick
    state, _ = play(state, Draw(2), AskEagle(2, k("goat")))  # Eagle + its answer
    state, events = play(state, Draw(3), Steal(2, k("hippo")))  # Magpie + its theft
    assert only(events, "bb.magpie_stole").params["drawn"] == 8
    assert len(state.wh) == 8
    # A black sheep never counts.
    state = _with_draws(state, "black_sheep")
    state, events = play(state, Draw(1))
    assert only(events, "bb.turn_end").params["drawn"] == 8


def _with_draws(state, *cards):
    return with_draws(state, *cards)


def test_BB_4_5_watering_hole_cards_are_in_nobodys_hand():
    state = position(
        3,
        hands={1: ["tiger", "mole"], 2: ["eagle", "tiger"]},
        hand_sizes={1: 3, 2: 3},
        draws=["tiger", "eagle"],
    )
    state, _ = play(state, Draw(1), Draw(2))
    assert k("tiger") not in state.hands[1]
    # An Eagle cannot get the Tiger lying in the watering hole from P2 (it came from P2).
    state, events = play(state, AskEagle(1, k("tiger")))
    assert only(events, "bb.eagle_asked").params["answered"] is False
    # A Mole sees only the hand, not the watering hole.
    state = position(3, hands={1: ["goat", "mole"]}, hand_sizes={1: 3}, draws=["goat", "mole"])
    state, events = play(state, Draw(1), Draw(1))
    assert only(events, "bb.mole_saw").params["cards"] == ["black_sheep:1"]


# ----------------------------------------------------------------------------- 5 turn end


def test_BB_5_1_a_forced_end_places_nothing_whatever_d_is():
    state = position(
        2,
        hands={1: ["tiger", "goat", "lion", "panda", "koala"]},
        draws=["tiger", "goat", "lion", "panda", "koala", "black_sheep"],
    )
    state, events = play(state, *(Draw(1) for _ in range(6)))
    assert only(events, "bb.turn_end").params == {
        "seat": 0,
        "end": "black_sheep",
        "drawn": 5,
        "allowance": 0,
    }
    assert state.phase is Phase.DRAW and state.active == 1  # no placing step
    assert black_sheep(1) in state.hands[1] and black_sheep(1) not in state.hands[0]
    assert only(events, "bb.wh_taken").params["seat"] == 0


def test_BB_5_2_allowance_is_d_minus_two_from_the_whole_hand():
    for drawn, allowance in [(0, 0), (1, 0), (2, 0), (3, 1), (4, 2), (6, 4)]:
        cards = ["koala", "panda", "zebra", "hippo", "giraffe", "elephant"][:drawn]
        state = position(3, hands={0: ["tiger"], 1: cards}, hand_sizes={1: 7}, draws=cards)
        state, events = play(state, *(Draw(1) for _ in cards), Stop())
        assert only(events, "bb.turn_end").params["allowance"] == allowance
        assert (state.phase is Phase.PLACE) == (allowance > 0)
        if allowance:
            # A card held before the turn may be placed, not only the drawn ones.
            assert Place(k("tiger")) in GAME.legal_actions(state)


def test_BB_5_3_only_set_cards_are_placed_and_fewer_is_legal():
    state = position(
        3,
        hands={0: ["tiger", "eagle"], 1: ["koala", "panda", "zebra"]},
        hand_sizes={1: 7},
        draws=["koala", "panda", "zebra"],
    )
    state, _ = play(state, Draw(1), Draw(1), Draw(1), Stop())
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(EAGLE))
    assert err.value.reason == "bb.illegal.not_placeable"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(black_sheep(0)))
    assert err.value.reason == "bb.illegal.not_placeable"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(k("lion")))
    assert err.value.reason == "bb.illegal.not_in_hand"
    assert all(isinstance(a, Decline) or a.card <= 16 for a in GAME.legal_actions(state))
    after, events = play(state, Decline())
    assert only(events, "bb.placing_done").params == {"seat": 0, "unused": 1}
    assert after.zoos[0] == () and after.active == 1


def test_BB_5_4_a_placed_joker_declares_a_species_in_use():
    state = position(
        4,
        options=Options(joker=True),
        hands={0: ["joker", "goat"], 1: ["koala", "panda", "zebra"]},
        hand_sizes={1: 7},
        draws=["koala", "panda", "zebra"],
    )
    state, _ = play(state, Draw(1), Draw(1), Draw(1), Stop())
    legal = GAME.legal_actions(state)
    assert [a.declare for a in legal if isinstance(a, Place) and a.card == JOKER] == list(
        range(1, 15)
    )
    for bad, reason in [
        (Place(JOKER), "bb.illegal.joker_needs_species"),
        (Place(JOKER, 15), "bb.illegal.species_not_in_use"),
        (Place(k("goat"), 4), "bb.illegal.declare_only_joker"),
    ]:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, bad)
        assert err.value.reason == reason
    after, events = play(state, Place(JOKER, k("goat")))
    assert after.joker_species == k("goat")
    assert only(events, "bb.placed").params["species"] == k("goat")
    # It stays a Goat while it lies in the zoo, whatever is placed next.
    state, _ = play(after, Stop(), Stop(), Stop())
    assert state.joker_species == k("goat")


def test_BB_5_5_after_each_card_the_magpie_check_then_the_win_check():
    """Each placement is followed by the Magpie check, then the win check. (Both cannot fire
    on one card: a zoo beside which the Magpie still lies has at most two species, so it
    holds at most two triplets and no pair besides; see the report.)"""
    state = position(
        4,
        hands={0: ["goat", "lion"], 1: ["koala", "panda", "zebra", "hippo"]},
        hand_sizes={1: 7},
        zoos={0: ["tiger"] * 3 + ["lion"] * 2, 2: ["goat"]},
        draws=["koala", "panda", "zebra", "hippo"],
    )
    assert state.magpie_beside
    state, events = play(state, *(Draw(1) for _ in range(4)), Stop(), Place(k("goat")))
    ks = keys(events)
    assert ks[ks.index("bb.placed") + 1] == "bb.magpie_taken"  # right after the card
    # The Magpie is gone: the next card only meets the win check (two triplets: no win).
    state, events = play(state, Place(k("lion")))
    assert keys(events)[:2] == ["bb.placed", "bb.triplet"]
    assert "bb.magpie_taken" not in keys(events) and "bb.won" not in keys(events)
    win = position(
        4,
        hands={0: ["lion"], 1: ["koala", "panda", "zebra"]},
        hand_sizes={1: 7},
        zoos={0: ["tiger"] * 3 + ["goat"] * 3 + ["lion"] * 2},
        draws=["koala", "panda", "zebra"],
    )
    win, events = play(win, Draw(1), Draw(1), Draw(1), Stop(), Place(k("lion")))
    assert keys(events)[-4:] == ["bb.placed", "bb.triplet", "bb.won", "bb.game_over"]


# ----------------------------------------------------------------------------- 6 zoo


def test_BB_6_1_a_zoo_holds_singles_and_any_number_of_a_species():
    zoo = tuple(sorted([k("tiger")] * 4 + [k("goat")]))
    assert triplets(zoo) == 1
    state = position(
        3,
        hands={0: ["tiger", "goat"], 1: ["koala", "panda", "zebra", "hippo"]},
        hand_sizes={1: 7},
        zoos={0: ["tiger"] * 3},
        draws=["koala", "panda", "zebra", "hippo"],
    )
    state, events = play(state, *(Draw(1) for _ in range(4)), Stop())
    state, events = play(state, Place(k("tiger")), Place(k("goat")))  # a 4th Tiger, a single
    assert names(state.zoos[0]) == ["tiger"] * 4 + ["goat"]


def test_BB_6_2_triplets_count_species_and_are_recomputed_after_a_theft():
    assert triplets((k("tiger"),) * 5) == 1
    assert triplets((JOKER, k("goat"), k("goat")), k("goat")) == 1
    assert triplets((JOKER, k("goat"), k("goat")), k("lion")) == 0
    assert triplets((JOKER, k("goat"), k("goat")), 0) == 0
    state = position(
        3,
        hands={1: ["magpie"]},
        zoos={2: ["goat"] * 3 + ["lion"] * 3},
        draws=["magpie"],
    )
    state, events = play(state, Draw(1), Steal(2, k("goat")))
    assert only(events, "bb.magpie_stole").params["triplets"] == 1
    assert triplets(state.zoos[2]) == 1


@pytest.mark.parametrize(("players", "target"), [(2, 5), (3, 4), (4, 3), (5, 3)])
def test_BB_6_3_the_target_depends_on_the_player_count_and_wins_at_once(players, target):
    species = ["tiger", "penguin", "crocodile", "goat", "lion"][: target - 1]
    zoo = [sp for sp in species for _ in range(3)] + ["elephant", "elephant"]
    fillers = ["koala", "panda", "zebra"]
    state = position(
        players,
        hands={0: ["elephant", "elephant"], 1: fillers},
        hand_sizes=SETUP[players].hand_target,
        zoos={0: zoo},
        draws=fillers,
        magpie_beside=False,
    )
    assert GAME.view(state, 0).target == target
    state, events = play(state, Draw(1), Draw(1), Draw(1), Stop(), Place(k("elephant")))
    assert only(events, "bb.won").params["triplets"] == target
    assert GAME.outcome(state).winners == (0,)
    with pytest.raises(ValueError):  # a position that already reached it is impossible
        position(players, zoos={0: zoo + ["elephant"]})


# ----------------------------------------------------------------------------- 7 specials


def test_BB_7_1_the_black_sheep_never_leaves_its_owner():
    state = position(3, hands={1: ["mole", "tiger"]}, hand_sizes={1: 3}, draws=["mole"])
    state, _ = play(state, Draw(1))
    # Not offered to the Mole, and refused when named.
    assert GAME.legal_actions(state) == [MolePick(k("tiger"))]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, MolePick(black_sheep(1)))
    assert err.value.reason == "bb.illegal.mole_not_set_card"
    # The Eagle names species only.
    eagle, _ = play(position(3, hands={1: ["eagle"]}, draws=["eagle"]), Draw(1))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(eagle, AskEagle(2, black_sheep(2)))
    assert err.value.reason == "bb.illegal.species_not_in_use"
    # Drawn, it comes straight back: the owner's hand is unchanged.
    before = position(3, hand_sizes=7, draws=["black_sheep"])
    after, events = play(before, Draw(2))
    assert after.hands[2] == before.hands[2] and black_sheep(2) not in after.hands[0]
    assert after.wh == () and "bb.wh_taken" not in keys(events)


def test_BB_7_2_the_eagle_asks_any_other_player_for_a_species():
    state = position(
        4,
        options=Options(joker=True),
        hands={1: ["eagle"], 2: ["joker"], 3: ["goat", "goat"]},
        hand_sizes=7,
        draws=["eagle"],
    )
    state, _ = play(state, Draw(1))
    legal = GAME.legal_actions(state)
    assert legal[0] == Decline()
    assert {a.target for a in legal[1:]} == {1, 2, 3}  # a) also the Eagle's own source
    assert {a.species for a in legal[1:]} == set(range(1, 15))
    for bad, reason in [
        (AskEagle(0, 1), "bb.illegal.ask_self"),
        (AskEagle(1, 15), "bb.illegal.species_not_in_use"),
        (Draw(1), "bb.illegal.wrong_phase"),
    ]:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, bad)
        assert err.value.reason == reason
    # b) exactly one card answers, and the turn goes on.
    yes, events = play(state, AskEagle(3, k("goat")))
    assert count(yes.hands[3], "goat") == 1 and yes.phase is Phase.DRAW
    # c) "no" ends the turn as a voluntary end; d) the joker P3 holds never answers.
    holder = state.hands[2]
    species = next(sp for sp in range(1, 15) if sp not in holder)
    assert JOKER in holder
    no, events = play(state, AskEagle(2, species))
    assert only(events, "bb.eagle_asked").params["answered"] is False
    assert only(events, "bb.turn_end").params["end"] == "eagle_no"
    assert JOKER in no.hands[2]


def test_BB_7_3_the_mole_sees_the_hand_and_must_pick_a_set_card():
    state = position(
        4,
        options=Options(joker=True),
        hands={1: ["mole", "joker", "tiger", "eagle"]},
        hand_sizes={1: 5},
        draws=["mole"],
    )
    state, events = play(state, Draw(1))
    saw = only(events, "bb.mole_saw")
    assert saw.private_to == 0
    assert saw.params["cards"] == ["joker", "set:1", "eagle", "black_sheep:1"]
    assert only(events, "bb.mole_looked").params == {"seat": 0, "target": 1, "cards": 4}
    assert GAME.legal_actions(state) == [MolePick(JOKER), MolePick(k("tiger"))]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Stop())
    assert err.value.reason == "bb.illegal.mole_must_pick"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, MolePick(k("goat")))
    assert err.value.reason == "bb.illegal.mole_not_in_hand"
    after, events = play(state, MolePick(JOKER))
    assert after.wh == (MOLE, JOKER) and JOKER not in after.hands[1]
    assert only(events, "bb.mole_picked").params["drawn"] == 2


def test_BB_7_4_the_magpie_lies_beside_the_pile_and_steals_when_drawn():
    # a) Beside the pile it is in no hand: no draw can take it.
    state = GAME.setup(3, Options(), 2)
    assert state.magpie_beside and all(MAGPIE not in h for h in state.hands)
    # c) optional theft; nothing to steal when no other zoo holds a card.
    lone = position(
        3, hands={1: ["magpie"]}, zoos={0: ["tiger"]}, draws=["magpie"], magpie_beside=False
    )
    lone, events = play(lone, Draw(1))
    assert "bb.magpie_nothing" in keys(events) and lone.phase is Phase.DRAW
    state = position(
        3,
        options=Options(joker=True),
        hands={1: ["magpie"]},
        zoos={2: ["joker:goat", "goat", "goat", "lion"]},
        draws=["magpie"],
    )
    state, _ = play(state, Draw(1))
    assert GAME.legal_actions(state) == [Decline(), Steal(2, JOKER), Steal(2, 4), Steal(2, 5)]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Steal(0, 1))
    assert err.value.reason == "bb.illegal.steal_own_zoo"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Steal(2, k("tiger")))
    assert err.value.reason == "bb.illegal.steal_not_in_zoo"
    declined, events = play(state, Decline())
    assert "bb.magpie_declined" in keys(events) and declined.zoos == state.zoos
    # d) a stolen joker loses its declared species.
    stolen, events = play(state, Steal(2, JOKER))
    assert stolen.joker_species == 0 and triplets(stolen.zoos[2]) == 0
    assert only(events, "bb.magpie_stole").params["species"] == k("goat")
    # e) it travels with the watering hole into the active hand.
    after, events = play(stolen, Stop())
    assert MAGPIE in after.hands[0] and JOKER in after.hands[0]
    # b) acquisition happens at most once: see BB-EX-8 and BB-EX-9.


def test_BB_7_5_the_white_sheep_owner_may_place_one_card_then_the_turn_goes_on():
    state = position(
        3,
        options=Options(advanced=True),
        hands={1: ["white_sheep", "goat"], 2: ["tiger"]},
        hand_sizes=7,
        zoos={0: ["goat"]},
        draws=["white_sheep", "tiger"],
    )
    state, events = play(state, Draw(1))
    assert GAME.to_move(state) == 1 and state.phase is Phase.WHITE_SHEEP
    view = GAME.view(state, 1)
    assert GAME.legal_actions_in_view(view) == GAME.legal_actions(state)
    assert GAME.legal_actions_in_view(GAME.view(state, 0)) == []
    # Goat is already in P1's zoo: the placement takes the Magpie (BB-5.5 applies).
    after, events = play(state, Place(k("goat")))
    assert only(events, "bb.placed").params["via"] == "white_sheep"
    assert only(events, "bb.magpie_taken").params["seat"] == 1
    assert after.phase is Phase.DRAW and GAME.to_move(after) == 0
    after, _ = play(after, Draw(2))  # the active player continues
    assert after.wh == (k("white_sheep"), k("tiger"))
    # Declining is legal too; a hand with no set card gets no choice at all.
    declined, events = play(state, Decline())
    assert "bb.white_sheep_declined" in keys(events) and declined.zoos[1] == ()
    bare = position(
        3,
        options=Options(advanced=True),
        hands={1: ["white_sheep", "eagle"]},
        hand_sizes={1: 3},
        draws=["white_sheep"],
    )
    bare, events = play(bare, Draw(1))
    assert "bb.white_sheep_nothing" in keys(events) and GAME.to_move(bare) == 0


def test_BB_7_6_the_mother_sheep_adds_the_pile_top_or_nothing():
    state = position(
        3,
        options=Options(advanced=True),
        hands={1: ["mother_sheep"]},
        pile_top=["koala"],
        draws=["mother_sheep"],
    )
    pile = len(state.pile)
    after, events = play(state, Draw(1))
    assert after.wh == (MOTHER_SHEEP, k("koala")) and len(after.pile) == pile - 1
    assert only(events, "bb.mother_sheep").params["card"] == "set:10"
    assert after.phase is Phase.DRAW  # automatic: no decision
    empty = position(
        3,
        options=Options(advanced=True),
        hands={1: ["mother_sheep"]},
        hand_sizes={0: 18, 1: 18, 2: 18},
        pile=0,
        draws=["mother_sheep"],
    )
    after, events = play(empty, Draw(1))
    assert after.wh == (MOTHER_SHEEP,)
    assert only(events, "bb.mother_sheep").params["card"] is None


def test_BB_7_7_the_wolf_covers_the_row_and_its_victim_takes_it_back():
    state = position(
        3,
        options=Options(advanced=True),
        hands={1: ["tiger", "goat"], 2: ["wolf", "lion", "hippo"]},
        hand_sizes=7,
        draws=["tiger", "goat", "wolf", "lion", "hippo"],
    )
    state, events = play(state, Draw(1), Draw(1), Draw(2))
    assert state.wh == (WOLF,) and state.covered == (k("tiger"), k("goat"))  # a) D = 1
    state, _ = play(state, Draw(2), Draw(2))  # b) the turn goes on
    assert len(state.wh) == 3
    victim = len(state.hands[2])
    after, events = play(state, Stop())  # c) at the end, the victim takes the covered cards
    assert only(events, "bb.turn_end").params["allowance"] == 1
    assert only(events, "bb.covered_returned").params == {"seat": 2, "cards": ["set:1", "set:4"]}
    assert len(after.hands[2]) == victim + 2
    assert WOLF in after.hands[0]  # the Wolf goes with the face-up cards
    # The covered cards are public: everybody knows P3 holds them now.
    assert {k("tiger"), k("goat")} <= set(GAME.view(after, 1).known[2])


def test_BB_7_8_the_joker_is_a_set_card_in_every_other_way():
    # Dealt and refilled like a set card: it is in the set deck.
    dealt = Counter()
    for seed in range(40):
        s = GAME.setup(3, Options(joker=True), seed)
        where = "pile" if JOKER in s.pile else "hand"
        dealt[where] += 1
    assert set(dealt) == {"pile", "hand"}
    # Drawn with the Mother Sheep, placed alone, as a 4th card, and with the White Sheep.
    state = position(
        4,
        options=Options(advanced=True, joker=True),
        hands={1: ["mother_sheep"], 2: ["koala", "panda"]},
        hand_sizes=7,
        zoos={0: ["tiger"] * 3},
        pile_top=["joker"],
        draws=["mother_sheep", "koala", "panda"],
    )
    state, _ = play(state, Draw(1))
    assert state.wh == (MOTHER_SHEEP, JOKER)
    state, _ = play(state, Draw(2), Draw(2), Stop())
    after, events = play(state, Place(JOKER, k("tiger")))  # a 4th "Tiger"
    assert triplets(after.zoos[0], after.joker_species) == 1
    ws = position(
        3,
        options=Options(advanced=True, joker=True),
        hands={1: ["white_sheep", "joker"]},
        hand_sizes={1: 4},
        draws=["white_sheep"],
    )
    ws, _ = play(ws, Draw(1))
    assert Place(JOKER, 1) in GAME.legal_actions(ws)
    ws, events = play(ws, Place(JOKER, 1))
    assert ws.zoos[1] == (JOKER,) and ws.joker_species == 1  # placed on its own


# ----------------------------------------------------------------------------- 8 refill


def test_BB_8_1_refill_starts_left_of_the_active_player():
    state = position(
        5,
        hands={4: ["tiger"], 1: ["goat"], 3: ["lion"]},
        hand_sizes=7,
        active=3,
        draws=["tiger", "goat"],
    )
    state, events = play(state, Draw(4), Draw(1), Stop())
    assert [e.params["seat"] for e in events if e.key == "bb.refilled"] == [4, 1]
    assert [len(h) for h in state.hands] == [7, 7, 7, 9, 7]
    cards = [e for e in events if e.key == "bb.refill_cards"]
    assert [e.private_to for e in cards] == [4, 1]


def test_BB_8_2_no_reshuffle_when_the_pile_runs_out():
    state = position(
        3,
        hands={1: ["tiger", "goat"], 2: ["lion", "hippo"]},
        hand_sizes={0: 13, 1: 7, 2: 7},
        zoos={
            0: ["tiger"] * 3 + ["penguin"] * 3 + ["crocodile"] * 3,
            1: ["goat"] * 3 + ["lion"] * 3 + ["elephant"] * 3,
            2: ["giraffe"] * 3 + ["zebra"] * 3 + ["panda"] * 3,
        },
        pile=1,
        draws=["tiger", "goat", "lion", "hippo"],
    )
    state, events = play(state, Draw(1), Draw(1), Draw(2), Draw(2), Stop(), Decline())
    assert [(e.params["seat"], e.params["count"]) for e in events if e.key == "bb.refilled"] == [
        (1, 1),
        (2, 0),
    ]
    assert state.pile == () and [len(h) for h in state.hands[1:]] == [6, 5]
    assert state.phase is Phase.DRAW  # the game goes on with short hands


def test_BB_8_3_full_hands_draw_nothing_and_never_discard():
    state = position(3, hand_sizes={0: 7, 1: 11, 2: 7}, hands={2: ["tiger"]}, draws=["tiger"])
    state, events = play(state, Draw(2), Stop())
    assert [e.params["seat"] for e in events if e.key == "bb.refilled"] == [2]
    assert len(state.hands[1]) == 11


# ----------------------------------------------------------------------------- 9 end


def test_BB_9_1_a_triplet_win_ends_the_game():
    state = position(
        4,
        hands={0: ["lion"], 1: ["koala", "panda", "zebra"]},
        hand_sizes={1: 7},
        zoos={0: ["tiger"] * 3 + ["goat"] * 3 + ["lion"] * 2},
        draws=["koala", "panda", "zebra"],
    )
    state, events = play(state, Draw(1), Draw(1), Draw(1), Stop(), Place(k("lion")))
    assert state.phase is Phase.OVER and state.ended_by == "bb.end.triplets"
    assert GAME.outcome(state).ended_by == "bb.end.triplets"


def test_BB_9_2_an_empty_pile_does_not_end_the_game():
    state = position(3, hand_sizes={0: 25, 1: 28, 2: 1}, pile=0)
    assert len(state.pile) == 0
    state, events = play(state, Draw(1))  # whatever comes, the game goes on
    if state.phase is not Phase.DRAW:
        state, _ = play(state, GAME.legal_actions(state)[0])
    assert state.phase is not Phase.OVER


def test_BB_9_3_stall_counter_idle_turns_and_the_turn_limit():
    # Stopping at once with a full pile is idle (nothing refilled); a draw that makes a hand
    # refill is not; a Magpie theft is not a placement.
    state = position(3, hand_sizes=7, stall=0)
    state, events = play(state, Stop())
    assert only(events, "bb.turn_over").params["idle"] is True and state.stall == 1
    state = position(3, hands={2: ["tiger"]}, hand_sizes=7, active=1, stall=4, draws=["tiger"])
    state, events = play(state, Draw(2), Stop())
    assert only(events, "bb.turn_over").params["idle"] is False and state.stall == 0
    theft = position(
        3,
        hands={1: ["magpie"]},
        hand_sizes={0: 7, 1: 8, 2: 7},
        zoos={2: ["goat"]},
        draws=["magpie"],
        stall=2,
    )
    theft, events = play(theft, Draw(1), Steal(2, k("goat")), Stop())
    assert only(events, "bb.turn_over").params["idle"] is True and theft.stall == 3
    # The last idle turn of 2n ends the game.
    last = position(3, stall=5)
    last, events = play(last, Stop())
    assert last.phase is Phase.OVER and last.ended_by == "bb.end.stall"
    # The safety net: 100n turns in all.
    net = position(2, turns=199)
    net, events = play(net, Stop())
    assert net.ended_by == "bb.end.turn_limit" and net.turns == 200
    assert only(events, "bb.stall_end").params["reason"] == "turn_limit"
    assert GAME.outcome(net).ended_by == "bb.end.turn_limit"


def test_BB_9_4_stall_winner_most_triplets_then_zoo_cards_then_shared():
    t = k
    a = [t("tiger")] * 3 + [t("goat")]
    b = [t("lion")] * 3 + [t("hippo")]
    c = [t("koala")] * 3
    shared = final_outcome([a, b, c], 0, 3, None, "bb.end.stall")
    assert shared.winners == (0, 1) and shared.tie_break == "bb.tiebreak.shared"
    assert shared.ranking == ((0, 1), (2,))
    by_cards = final_outcome([a, b + [t("panda")], c], 0, 3, None, "bb.end.stall")
    assert by_cards.winners == (1,) and by_cards.tie_break == "bb.tiebreak.zoo_cards"
    clear = final_outcome([a + [t("goat")] * 2, b, c], 0, 3, None, "bb.end.stall")
    assert clear.winners == (0,) and clear.tie_break is None
    # A joker counts as one zoo card.
    with_joker = final_outcome([a, b[:-1] + [JOKER]], t("goat"), 3, None, "bb.end.stall")
    assert with_joker.winners == (0, 1) and with_joker.breakdown[1]["zoo_cards"] == 4
