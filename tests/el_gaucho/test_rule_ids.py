"""One focused test per rule id of shared/rules/el_gaucho.md (named test_EG_x_y_…), a
differential test of the fill procedure (EG-7.4) against a reference written from the rule
text, and a trace test that every rule id is named by some test here."""

from __future__ import annotations

import re
import typing
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import Event, IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.data import (
    AREAS,
    BREEDS,
    PLAYER_COUNTS,
    SMALL_NUMBERS,
    TILE_CODES,
    tile_id,
)
from farmhouse.games.el_gaucho.positions import build, describe_rows, setup_with_pile
from farmhouse.games.el_gaucho.rules import (
    GAME,
    Action,
    ActivateHiddenCattle,
    ActivateImmediateSale,
    ActivateRaise,
    ActivateReplace,
    ActivateSteal,
    ActivateWish,
    AddToHerd,
    EndTurn,
    HiddenDone,
    HiddenTake,
    Keep,
    Lie,
    Occupy,
    Options,
    PlaceOpening,
    Raise,
    Stand,
    State,
    TakeBack,
    TakeDice,
    deal,
    fits,
    pampa_layout,
    sort_positions,
)

RULE_IDS = (
    "1.1 1.2 1.3 1.4 1.5 1.6 2.1 3.1 3.2 3.3 3.4 4.1 4.2 4.3 4.4 "
    "5.1 5.2 5.3 5.4 5.5 5.6 5.7 5.8 5.9 5.10 6.1 6.2 6.3 6.4 6.5 "
    "7.1 7.2 7.3 7.4 8.1 8.2 8.3 8.4 8.5"
).split()
BK, BR, WH, SP, RD = range(5)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def of(events: list[Event], key: str) -> list[dict]:
    return [dict(e.params) for e in events if e.key == key]


def refused(state: State, action: object, reason: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.reason == reason, err.value
    return err.value


def play_until(state: State, stop, rng_seed: int = 1) -> tuple[State, list[Event]]:
    """Random legal play until ``stop(state)``; returns the state and every event."""
    rng = Rng.from_seed(rng_seed)
    log: list[Event] = []
    while not stop(state):
        state, events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        log += events
    return state, log


def to_round_one(state: State) -> tuple[State, list[Event]]:
    return play_until(state, lambda s: s.phase == "turn")


# ----------------------------------------------------------------------------- 3.1 setup


def test_EG_1_1_turns_go_clockwise_from_the_start_player():
    for players in (2, 3, 4):
        state, _ = to_round_one(GAME.setup(players, Options(), 10 + players))
        state, log = play_until(state, lambda s: s.round == 4)
        starts = [e["start_player"] for e in of(log, "EG.round_started")]
        assert starts == [(starts[0] + k) % players for k in range(len(starts))]
        turns = [e for e in of(log, "EG.turn_started")]
        for r in (2, 3):
            order = [t["seat"] for t in turns if t["round"] == r]
            first = order[0]
            assert order == [(first + k) % players for k in range(players)]


def test_EG_1_2_start_player_is_seeded_or_seat_0():
    starts = {GAME.setup(3, Options(), seed).start_player for seed in range(30)}
    assert starts == {0, 1, 2}
    assert GAME.setup(3, Options(), 5).start_player == GAME.setup(3, Options(), 5).start_player
    assert {GAME.setup(4, Options(start_player="seat0"), s).start_player for s in range(10)} == {0}


def test_EG_1_3_two_players_remove_one_breed_and_use_12_spaces():
    removed = Counter(GAME.setup(2, Options(), seed).removed_breed for seed in range(60))
    assert set(removed) == set(range(5))
    fixed = GAME.setup(2, Options(two_player_removed_breed="white"), 3)
    assert fixed.removed_breed == BREEDS.index("white")
    tiles = {*fixed.pile, *fixed.steppe, *(t for t in fixed.tiles if t >= 0)}
    tiles.update(t for d in fixed.drawn for t in d)
    assert len(tiles) == 48 and all(t // 12 != fixed.removed_breed for t in tiles)
    assert GAME.setup(3, Options(), 3).removed_breed == -1
    layout = pampa_layout(Options().pampa_layout, 2)
    assert sum(layout.usable) == 12
    # Spaces unusable for 2 players stay empty all game (also checked in random games).
    state, _ = play_until(fixed, lambda s: s.phase == "over")
    assert all(t < 0 for i, t in enumerate(state.tiles) if not layout.usable[i])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_EG_1_4_setup_rederived_from_the_seed(players):
    """Order of chance: removed breed (2 players), shuffle, start player; then fill, Steppe
    and opening draws in turn order from the start player."""
    seed = 77 + players
    state = GAME.setup(players, Options(), seed)
    rng = Rng.from_seed(seed)
    removed = rng.randbelow(5) if players == 2 else -1
    pile = [t for t in range(60) if t // 12 != removed]
    rng.shuffle(pile)
    start = rng.randbelow(players)
    again = deal(players, Options(), Rng.from_seed(0), pile, removed, start)
    assert (state.removed_breed, state.start_player) == (removed, start)
    assert state.tiles == again.tiles and state.steppe == again.steppe
    assert state.drawn == again.drawn and state.pile == again.pile
    placed = sum(1 for t in state.tiles if t >= 0)
    assert list(state.steppe) == sorted(pile[placed : placed + 4])
    draw = PLAYER_COUNTS[players].opening_draw
    for k in range(players):
        seat = (start + k) % players
        first = placed + 4 + k * draw
        assert list(state.drawn[seat]) == pile[first : first + draw]
    assert state.supply == [PLAYER_COUNTS[players].gauchos] * players
    assert state.money == [0] * players and state.phase == "keep" and state.to_move == start


def test_EG_1_5_opening_keep_rules_secrecy_and_reveal():
    drawn = {0: ["RD1", "RD3", "RD4", "BK9"], 1: ["WH1", "WH2", "SP12", "BR8"], 2: []}
    drawn = {k: v for k, v in drawn.items() if v}
    state = setup_with_pile(3, [], drawn=drawn, start_player=0)
    legal = GAME.legal_actions(state)
    assert Keep(("RD1", "RD3", "RD4")) in legal and Keep(("RD4", "RD3", "RD1")) in legal
    assert Keep(("BK9",)) in legal and Keep(("RD1", "BK9")) not in legal
    refused(state, Keep(("RD1", "RD4", "RD3")), "EG.illegal.keep_order")
    refused(state, Keep(()), "EG.illegal.keep_count")
    refused(state, Keep(("RD1", "RD3", "RD4", "BK9")), "EG.illegal.keep_count")
    refused(state, Keep(("WH1",)), "EG.illegal.keep_not_drawn")
    refused(state, Keep(("RD1", "RD1")), "EG.illegal.keep_not_drawn")
    refused(state, Keep(("XX9",)), "EG.illegal.no_such_tile")
    refused(state, EndTurn(), "EG.illegal.wrong_phase")
    state, events = GAME.apply(state, Keep(("RD4", "RD3", "RD1")))
    assert [e.private_to for e in events] == [0, None]  # EG.kept, then the public twin
    assert keys(events) == ["EG.kept", "EG.keep_chosen"]
    assert all(not h for h in state.herds[0])  # nothing is revealed before every seat chose
    assert GAME.view(state, 1).kept == () and GAME.view(state, 1).keep_chosen == (
        True,
        False,
        False,
    )
    state, _ = GAME.apply(state, Keep(("WH1", "WH2")))
    state, events = GAME.apply(state, GAME.legal_actions(state)[-1])  # C keeps one tile
    [reveal] = of(events, "EG.opening_revealed")
    assert reveal["kept"][0] == ["RD4", "RD3", "RD1"] and reveal["herds"][1] == {
        "white": ["WH1", "WH2"]
    }
    assert state.herds[0][RD] == (4, 3, 1) and state.herds[1][WH] == (1, 2)
    assert reveal["discarded_counts"] == [1, 2, 3]
    assert state.discarded[0] == (tile_id("BK9"),)  # left the game face down
    assert GAME.view(state, 1).discarded == state.discarded[1]  # each sees only its own
    assert GAME.view(state, None).discarded == () and GAME.view(state, 1).discarded_counts[0] == 1


def test_EG_1_6_opening_placement_counter_clockwise_on_different_areas():
    state = GAME.setup(4, Options(start_player="seat0"), 4)
    state, _ = play_until(state, lambda s: s.phase == "opening")
    order = []
    used = set()
    while state.phase == "opening":
        seat = state.to_move
        order.append(seat)
        legal = GAME.legal_actions(state)
        assert {a.area for a in legal} == set(AREAS) - used
        for area in used:
            refused(state, PlaceOpening(area), "EG.illegal.opening_area_taken")
        action = legal[0]
        supply = state.supply[seat]
        state, events = GAME.apply(state, action)
        used.add(action.area)
        assert state.supply[seat] == supply - 1  # from supply, paying nothing
    assert order == [3, 2, 1, 0]  # the start player's right first, the start player last
    # Opening placements count as placed before the current turn (EG-5.2).
    seat = state.to_move
    area = next(a for a in range(6) if state.areas[a * 4 + seat] >= 0)
    assert state.areas[area * 4 + seat] == 0 < state.turn_no


def test_EG_2_1_a_normal_round_rolls_plays_drives_refills_and_passes_the_token():
    for players in (2, 3, 4):
        state, log = to_round_one(GAME.setup(players, Options(), 30 + players))
        assert len(of(log, "EG.dice_rolled")[0]["dice"]) == PLAYER_COUNTS[players].dice
        state, log = play_until(state, lambda s: s.round == 2)
        ks = keys(log)
        assert ks.count("EG.turn_started") == players
        last_turn = max(i for i, k in enumerate(ks) if k == "EG.turn_ended")
        tail = [k for k in ks[last_turn:] if k in ORDERED]
        assert tail == [
            "EG.turn_ended",
            "EG.drive_started",
            "EG.pampa_refilled",
            "EG.start_player_passed",
            "EG.round_started",
            "EG.dice_rolled",
        ]


ORDERED = {
    "EG.turn_ended",
    "EG.drive_started",
    "EG.pampa_refilled",
    "EG.start_player_passed",
    "EG.round_started",
    "EG.dice_rolled",
}

# ----------------------------------------------------------------------------- 3.3 dice


def test_EG_3_1_a_turn_starts_by_taking_exactly_two_dice():
    state = build(3, rows=["RD5 RD6"], pool=[1, 2, 3, 3, 4, 5, 6], areas={0: ["wish"]})
    assert all(isinstance(a, TakeDice) for a in GAME.legal_actions(state))
    assert len(GAME.legal_actions(state)) == 16  # distinct pairs of 1,2,3,3,4,5,6
    refused(state, EndTurn(), "EG.illegal.take_dice_first")
    refused(state, Stand("RD5", (5,)), "EG.illegal.take_dice_first")
    refused(state, ActivateWish(3), "EG.illegal.take_dice_first")
    refused(state, TakeDice((3,)), "EG.illegal.take_two_dice")
    refused(state, TakeDice((3, 3, 3)), "EG.illegal.take_two_dice")
    refused(state, TakeDice((2, 2)), "EG.illegal.dice_not_in_pool")
    after, _ = GAME.apply(state, TakeDice((3, 3)))
    assert after.dice == (3, 3) and after.pool == (1, 2, 4, 5, 6)
    refused(after, TakeDice((1, 2)), "EG.illegal.dice_already_taken")
    # The last player picks 2 of the 3 dice left; the third is unused.
    last = build(3, to_move=2, pool=[1, 4, 6])
    assert set(GAME.legal_actions(last)) == {TakeDice((1, 4)), TakeDice((1, 6)), TakeDice((4, 6))}
    after, events = GAME.apply(last, TakeDice((1, 6)))
    assert of(events, "EG.die_unused") == [{"die": 4}]


def test_EG_3_2_any_order_end_turn_always_legal_unspent_dice_lost():
    state = build(3, rows=["RD5 RD6"], areas={0: ["wish"]}, dice=[5, 6])
    assert EndTurn() in GAME.legal_actions(state)
    state, _ = GAME.apply(state, Stand("RD5", (5,)))  # a dice action first …
    state, _ = GAME.apply(state, ActivateWish(2))  # … then an activation
    assert EndTurn() in GAME.legal_actions(state)
    state, events = GAME.apply(state, EndTurn())
    assert of(events, "EG.turn_ended") == [{"seat": 0, "unused_dice": [6, 2]}]
    assert state.to_move == 1 and state.dice == () and state.wish == 0


def test_EG_3_3_payment_is_exact_with_one_die_or_two():
    state = build(3, rows=["RD3 RD7 RD12", "BK9"], areas={0: ["wish"]}, dice=[3, 4])
    state, _ = GAME.apply(state, ActivateWish(5))
    stands = {a.tile: a.dice for a in GAME.legal_actions(state) if isinstance(a, Stand)}
    assert stands == {"RD3": (3,), "RD7": (3, 4), "BK9": (4, 5)}  # RD12 would need 3 dice
    refused(state, Stand("RD12", (3, 4, 5)), "EG.illegal.too_many_dice")
    refused(state, Stand("RD3", (4,)), "EG.illegal.wrong_payment")  # no overpaying
    refused(state, Stand("RD3", ()), "EG.illegal.no_dice_given")
    state, _ = GAME.apply(state, Stand("RD7", (3, 4)))
    refused(state, Stand("RD3", (3,)), "EG.illegal.dice_not_available")  # spent once
    state, events = GAME.apply(state, Occupy("raise_replace", (5,)))  # the Wish die alone
    assert of(events, "EG.area_occupied")[0]["wish_used"] is True


def test_EG_3_4_dice_action_costs():
    smalls = dict(zip(range(1, 13), SMALL_NUMBERS, strict=True))
    assert smalls == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4, 9: 5, 10: 5, 11: 6, 12: 6}
    state = build(3, rows=["RD10/a RD6 WH8"], dice=[3, 5])
    legal = set(GAME.legal_actions(state))
    assert Stand("WH8", (3, 5)) in legal  # value 8 with a sum
    assert Lie("RD6", (3,)) in legal  # small number 3
    assert Raise("RD10", (5,)) in legal  # small number 5
    assert Occupy("immediate_sale", (3,)) in legal
    refused(state, Raise("RD10", (2, 3)), "EG.illegal.one_die_only")
    refused(state, Lie("RD6", (5,)), "EG.illegal.wrong_payment")
    assert all(not isinstance(a, Occupy) or sum(a.dice) <= 6 for a in legal)
    area = {a.area: a.dice for a in legal if isinstance(a, Occupy)}
    assert area == {"immediate_sale": (3,), "raise_replace": (5,)}  # 8 is no area


# ----------------------------------------------------------------------------- 3.4 pampa


def test_EG_4_1_gauchos_only_on_tiles_one_each_any_row():
    rows = ["RD1/B", "RD2", ". RD3", ". . . RD4"]
    state = build(4, rows=rows, dice=[1, 2])
    targets = {a.tile for a in GAME.legal_actions(state) if isinstance(a, Stand | Lie)}
    assert targets == {"RD2", "RD3", "RD4"}  # every row, never the occupied RD1
    refused(state, Stand("RD1", (1,)), "EG.illegal.tile_occupied")
    refused(state, Stand("RD9", (4, 5)), "EG.illegal.tile_not_on_pampa")


def test_EG_4_2_stand_claims_lie_reserves_and_both_in_one_turn():
    state = build(3, rows=["RD6", "", "", ""], dice=[3, 3])
    state, _ = GAME.apply(state, Lie("RD6", (3,)))
    assert describe_rows(state)[0] == "RD6/a . ."
    state, _ = GAME.apply(state, Raise("RD6", (3,)))  # laid and raised in the same turn
    assert describe_rows(state)[0] == "RD6/A . ."


def test_EG_4_3_standing_gauchos_stay_until_taken_lying_until_moved():
    # Row 2 is incomplete, so A's standing and B's lying gauchos stay through the drive.
    rows = ["RD1/A", "RD2/A RD3/b RD4"]
    state = build(3, rows=rows, start_player=1, to_move=0, dice=[1, 1])
    state, _ = GAME.apply(state, EndTurn())
    assert describe_rows(state)[1].startswith("RD2/A RD3/b RD4")
    assert state.herds[0][RD] == (1,)  # row 1 was complete: its standing tile went home


def test_EG_4_4_take_back_only_with_empty_supply_before_a_placement():
    rows = ["RD3 RD5/a", "BK1/A BK2/A BK3/A BK4/A", "BK5/A BK6/A"]
    full = build(3, rows=rows, areas={0: ["steal"]}, dice=[3, 5])
    assert full.supply[0] == 0
    legal = GAME.legal_actions(full)
    assert set(a for a in legal if isinstance(a, TakeBack)) == {
        TakeBack(area="steal"),
        TakeBack(tile="RD5"),
    }
    assert not any(isinstance(a, Stand | Lie | Occupy) for a in legal)  # supply empty
    refused(full, Stand("RD3", (3,)), "EG.illegal.no_supply")
    refused(full, TakeBack(tile="BK1"), "EG.illegal.take_back_source")  # standing: never
    refused(full, TakeBack(area="wish"), "EG.illegal.take_back_source")
    refused(full, TakeBack(), "EG.illegal.take_back_source")
    after, events = GAME.apply(full, TakeBack(tile="RD5"))
    assert of(events, "EG.took_back")[0]["source"] == "lying"
    assert after.supply[0] == 1 and describe_rows(after)[0] == "RD3 RD5 ."
    # Now a gaucho must be placed: nothing else is allowed.
    legal = GAME.legal_actions(after)
    assert legal and all(isinstance(a, Stand | Lie | Occupy) for a in legal)
    assert Lie("RD5", (3,)) in legal  # even back on the freed tile
    refused(after, EndTurn(), "EG.illegal.must_place")
    refused(after, TakeBack(area="steal"), "EG.illegal.must_place")
    after, _ = GAME.apply(after, Stand("RD3", (3,)))
    assert EndTurn() in GAME.legal_actions(after)
    # From an area the gaucho's action is forfeited with no effect.
    after, events = GAME.apply(full, TakeBack(area="steal"))
    assert after.areas[STEAL_SEAT0] == -1 and of(events, "EG.activated") == []
    # With gauchos in supply, or nothing to place, a take-back is refused.
    spare = build(3, rows=["RD3 RD5/a"], dice=[3, 5])
    refused(spare, TakeBack(tile="RD5"), "EG.illegal.take_back_not_allowed")
    stuck = build(
        3,
        rows=["RD1 RD5/a", "BK1/A BK2/A BK3/A BK4/A", "BK5/A"],
        areas={0: ["steal", "hidden_cattle"]},
        dice=[6, 6],
    )
    assert stuck.supply[0] == 0
    refused(stuck, TakeBack(area="steal"), "EG.illegal.take_back_not_allowed")
    refused(stuck, TakeBack(tile="RD5"), "EG.illegal.take_back_not_allowed")
    assert [a for a in GAME.legal_actions(stuck) if isinstance(a, TakeBack)] == [
        TakeBack(area="hidden_cattle")  # then area 6 is free for a 6
    ]


STEAL_SEAT0 = 3 * 3 + 0  # areas index of (steal, seat 0) with 3 players

# ----------------------------------------------------------------------------- 3.5 areas


def test_EG_5_1_one_own_gaucho_per_area_others_never_block():
    state = build(3, areas={0: ["steal"], 1: ["raise_replace"], 2: ["raise_replace"]}, dice=[4, 5])
    areas = {a.area for a in GAME.legal_actions(state) if isinstance(a, Occupy)}
    assert areas == {"raise_replace"}  # other seats there do not block; the own one does
    refused(state, Occupy("steal", (4,)), "EG.illegal.area_own_gaucho")


def test_EG_5_2_activation_returns_the_gaucho_first_older_gauchos_only():
    rows = ["RD9/b BK1/A BK2/A", "BK3/A BK4/A BK5/A BK6/A", "BK7/A"]
    state = build(3, rows=rows, areas={0: {"raise_replace": "earlier"}}, dice=[5, 6])
    assert state.supply[0] == 0
    state, _ = GAME.apply(state, ActivateReplace("RD9"))  # its own gaucho stands on RD9
    assert state.supply[0] == 0 and describe_rows(state)[0].startswith("RD9/A")
    # A gaucho placed this turn cannot be activated.
    fresh = build(3, herds={1: ["RD4"]}, areas={0: {"steal": "this_turn"}}, dice=[1, 1])
    refused(fresh, ActivateSteal("RD4"), "EG.illegal.gaucho_placed_this_turn")
    refused(fresh, ActivateWish(3), "EG.illegal.no_gaucho_on_area")
    assert not any(isinstance(a, ActivateSteal) for a in GAME.legal_actions(fresh))


@pytest.mark.parametrize("same_round", [True, False])
def test_EG_5_2_sort_placed_this_round_in_the_drive(same_round):
    """Option sort_same_round: a Sort gaucho placed in this round may (default) or may not be
    used in this round's drive."""
    options = Options(sort_same_round=same_round)
    state = build(
        3,
        rows=["WH4/A"],
        herds={0: ["WH2 WH6 WH9"]},
        areas={0: {"sort": "this_round"}},
        start_player=0,
        to_move=2,
        dice=[1, 1],
        options=options,
    )
    state, events = GAME.apply(state, EndTurn())
    if same_round:
        assert state.phase == "drive" and AddToHerd("WH4", 1) in GAME.legal_actions(state)
    else:
        assert state.phase == "turn" and state.herds[0][WH] == (4,)  # forced sale, no choice
        assert [s["pesos"] for s in of(events, "EG.sale")] == [27]


def test_EG_5_3_no_placing_on_an_area_activated_this_turn():
    state = build(3, herds={0: ["RD1 RD2"]}, areas={0: ["immediate_sale", "wish"]}, dice=[2, 3])
    state, _ = GAME.apply(state, ActivateImmediateSale("red"))
    refused(state, Occupy("immediate_sale", (3,)), "EG.illegal.area_activated_this_turn")
    state, _ = GAME.apply(state, ActivateWish(6))
    refused(state, Occupy("wish", (2,)), "EG.illegal.area_activated_this_turn")
    state, _ = GAME.apply(state, Occupy("raise_replace", (2, 3)))  # a different area is fine
    assert state.areas[4 * 3 + 0] == state.turn_no


def test_EG_5_4_activations_need_an_effect_and_a_turn():
    state = build(
        3,
        rows=["RD5/A"],
        herds={0: ["RD1"]},
        areas={0: ["immediate_sale", "steal", "raise_replace", "hidden_cattle", "sort"]},
        dice=[1, 1],
        steppe=["BK1", "BK2", "BK3", "BK4"],
    )
    legal = GAME.legal_actions(state)
    assert not any(isinstance(a, ActivateImmediateSale | ActivateSteal) for a in legal)
    assert not any(isinstance(a, ActivateRaise | ActivateReplace) for a in legal)
    assert ActivateHiddenCattle() in legal  # the Steppe has tiles
    refused(state, ActivateImmediateSale("red"), "EG.illegal.herd_too_small")
    refused(state, ActivateImmediateSale("gold"), "EG.illegal.no_such_breed")
    refused(state, ActivateSteal("BK12"), "EG.illegal.not_opponent_herd")
    refused(state, ActivateSteal("RD1"), "EG.illegal.not_opponent_herd")  # own herd
    refused(state, ActivateRaise(("RD5",)), "EG.illegal.not_own_lying")
    refused(state, ActivateReplace("RD5"), "EG.illegal.not_opponent_lying")
    empty = build(3, areas={0: ["hidden_cattle"]}, steppe=[], rest="sold", end_round=0, dice=[1, 1])
    assert ActivateHiddenCattle() not in GAME.legal_actions(empty)
    refused(empty, ActivateHiddenCattle(), "EG.illegal.no_effect")
    # Sort is never activated on its own, only when a tile joins a herd (AddToHerd).
    assert not any("Sort" in cls.__name__ for cls in typing.get_args(Action))


def test_EG_5_5_sort_positions_and_one_tile_per_activation():
    assert sort_positions((), 4) == []
    assert sort_positions((5,), 8) == [0, 1]
    assert sort_positions((2, 6, 9), 4) == [1] and sort_positions((12, 8, 3), 10) == [1]
    assert sort_positions((12, 8, 3), 1) == [3]  # may equal the normal addition
    state = build(
        3,
        rows=["WH4/A WH5/A RD2/A"],
        herds={0: ["WH2 WH6 WH9"]},
        areas={0: ["sort"]},
        start_player=1,
        to_move=0,
        dice=[1, 1],
    )
    state, _ = GAME.apply(state, EndTurn())
    legal = set(GAME.legal_actions(state))
    assert AddToHerd("RD2", 0) not in legal  # Sort needs an existing herd (RD2 was added)
    assert legal == {AddToHerd("WH4"), AddToHerd("WH4", 1), AddToHerd("WH5"), AddToHerd("WH5", 1)}
    refused(state, AddToHerd("WH4", 0), "EG.illegal.sort_position")
    refused(state, AddToHerd("RD7"), "EG.illegal.not_pending")
    state, events = GAME.apply(state, AddToHerd("WH4", 1))
    # The one Sort activation is used: WH5 is added at the right end (9 > 5: forced sale).
    assert state.herds[0][WH] == (5,) and [s["pesos"] for s in of(events, "EG.sale")] == [36]
    no_sort = build(
        3, rows=["RD7/A RD8/A"], herds={0: ["RD1 RD3"]}, to_move=0, start_player=1, dice=[1, 1]
    )
    no_sort, _ = GAME.apply(no_sort, EndTurn())
    refused(no_sort, AddToHerd("RD7", 2), "EG.illegal.sort_unavailable")


def test_EG_5_6_wish_gives_a_virtual_die_for_this_turn():
    state = build(3, rows=["RD9 RD2"], areas={0: ["wish"]}, dice=[6, 6])
    assert {a.value for a in GAME.legal_actions(state) if isinstance(a, ActivateWish)} == set(
        range(1, 7)
    )
    refused(state, ActivateWish(7), "EG.illegal.bad_wish_value")
    refused(state, ActivateWish(0), "EG.illegal.bad_wish_value")
    state, events = GAME.apply(state, ActivateWish(3))
    assert of(events, "EG.wished") == [{"seat": 0, "value": 3}]
    assert Stand("RD9", (3, 6)) in GAME.legal_actions(state)  # a sum with one real die
    assert Lie("RD2", (1,)) not in GAME.legal_actions(state)


def test_EG_5_7_immediate_sale_needs_two_tiles_and_pays_five_more():
    state = build(
        3, herds={0: ["BR12 BR3"]}, money={0: 4}, areas={0: ["immediate_sale"]}, dice=[1, 1]
    )
    state, events = GAME.apply(state, ActivateImmediateSale("brown"))
    assert of(events, "EG.sale")[0]["pesos"] == 2 * 12 + 5 and state.money[0] == 33
    assert state.herds[0][BR] == () and sorted(state.sold) == [tile_id("BR3"), tile_id("BR12")]


def test_EG_5_8_steal_from_any_position_victim_keeps_order_and_is_paid():
    state = build(
        3,
        herds={1: ["BK2 BK5 BK9"], 2: ["WH7"]},
        areas={0: ["steal"]},
        dice=[1, 1],
    )
    targets = {a.tile for a in GAME.legal_actions(state) if isinstance(a, ActivateSteal)}
    assert targets == {"BK2", "BK5", "BK9", "WH7"}
    after, events = GAME.apply(state, ActivateSteal("BK5"))
    assert after.herds[1][BK] == (2, 9) and after.money[1] == 5
    assert of(events, "EG.stole")[0]["position"] == 1
    assert after.herds[0][BK] == (5,)
    # An emptied herd no longer exists; a stolen tile starts a herd without Sort choices.
    after, _ = GAME.apply(state, ActivateSteal("WH7"))
    assert after.herds[2][WH] == () and after.herds[0][WH] == (7,)


def test_EG_5_9_raise_one_or_two_own_lying_gauchos_for_free():
    rows = ["RD3/a RD8/a BK1/a", "BK5/b"]
    state = build(3, rows=rows, areas={0: ["raise_replace"]}, dice=[6, 6])
    legal = GAME.legal_actions(state)
    raises = {a.tiles for a in legal if isinstance(a, ActivateRaise)}
    assert len(raises) == 3 + 3  # each of 3 lying gauchos, and each pair
    assert {a.tile for a in legal if isinstance(a, ActivateReplace)} == {"BK5"}
    refused(state, ActivateRaise(("RD3", "RD8", "BK1")), "EG.illegal.raise_count")
    state, events = GAME.apply(state, ActivateRaise(("RD3", "RD8")))
    assert describe_rows(state)[0] == "RD3/A RD8/A BK1/a"
    assert of(events, "EG.raised")[0]["paid"] == [] and state.dice == (6, 6)


def test_EG_5_10_hidden_cattle_limits_look_only_and_refill():
    # No empty usable space: the seat only looks, and nothing is refilled.
    rows = ["BK1 BK2 BK3", "BK4 BK5 BK6 BK7", "BK8 BK9 BK10 BK11", "BR1 BR2 BR3 BR4"]
    full = build(3, rows=rows, areas={0: ["hidden_cattle"]}, dice=[1, 1])
    after, events = GAME.apply(full, ActivateHiddenCattle())
    assert not after.hidden_active and of(events, "EG.steppe_refilled")[0]["count"] == 0
    assert GAME.view(after, 0).steppe_known == after.steppe  # it saw them all
    assert GAME.view(after, 1).steppe_known == ()
    # One empty space: at most one tile, even of value ≤ 4.
    one = build(
        3,
        rows=["BK1 BK2 ."] + rows[1:],
        areas={0: ["hidden_cattle"]},
        dice=[1, 1],
        steppe=["RD1", "RD2", "RD3", "RD12"],
    )
    after, _ = GAME.apply(one, ActivateHiddenCattle())
    assert {a.tile for a in GAME.legal_actions(after)} == {"RD1", "RD2", "RD3", "RD12"}
    assert HiddenDone() not in GAME.legal_actions(after)  # at least one tile is taken
    refused(after, HiddenDone(), "EG.illegal.hidden_take_first")
    refused(after, HiddenTake("RD1", 1, 0), "EG.illegal.space_unavailable")
    refused(after, HiddenTake("SP1", 0, 2), "EG.illegal.not_in_steppe")
    after, events = GAME.apply(after, HiddenTake("RD1", 0, 2))
    assert not after.hidden_active and of(events, "EG.steppe_refilled")[0]["count"] == 1
    assert len(after.steppe) == 4
    # Supply empty after the first take: a take-back supplies the second gaucho.
    fillers = ["BK1/A BK2/A BK3/A", "BK4/A BK5/A BK6/A .", "BK8 . . ."]
    two = build(
        3,
        rows=fillers,
        areas={0: ["hidden_cattle", "wish"]},
        dice=[1, 1],
        steppe=["RD1", "RD2", "RD3", "RD12"],
    )
    assert two.supply[0] == 0
    state, _ = GAME.apply(two, ActivateHiddenCattle())
    state, _ = GAME.apply(state, HiddenTake("RD1", 1, 3))
    assert state.supply[0] == 0 and state.hidden_active
    assert set(GAME.legal_actions(state)) == {TakeBack(area="wish"), HiddenDone()}
    state, _ = GAME.apply(state, TakeBack(area="wish"))
    assert all(isinstance(a, HiddenTake) for a in GAME.legal_actions(state))
    refused(state, HiddenDone(), "EG.illegal.must_place")
    state, _ = GAME.apply(state, HiddenTake("RD2", 2, 1))
    assert not state.hidden_active and state.supply[0] == 0


# ----------------------------------------------------------------------------- 3.6 herds


def test_EG_6_1_one_herd_per_breed_read_left_to_right():
    with pytest.raises(ValueError, match="two red herds"):
        build(3, herds={0: ["RD1", "RD5"]})
    with pytest.raises(ValueError, match="strictly"):
        build(3, herds={0: ["RD1 RD5 RD3"]})
    with pytest.raises(ValueError, match="one breed"):
        build(3, herds={0: ["RD1 BK2"]})


def test_EG_6_2_adding_a_tile_at_the_right_end():
    assert fits((), 5) and fits((7,), 3) and fits((7,), 9)
    assert fits((3, 5), 6) and not fits((3, 5), 4)
    assert fits((9, 5), 2) and not fits((9, 5), 12)
    # Declining Sort to cause a sale is allowed (see EG-EX-3): both options are offered.


def test_EG_6_3_sale_value_and_sold_tiles_are_public():
    state = build(
        3, rows=["RD5/A"], herds={0: ["RD9 RD4 RD3"]}, to_move=0, start_player=1, dice=[1, 1]
    )
    state, events = GAME.apply(state, EndTurn())
    [sale] = of(events, "EG.sale")
    assert (sale["count"], sale["highest"], sale["pesos"]) == (3, 9, 27)
    assert sale["tiles"] == ["RD9", "RD4", "RD3"]
    assert GAME.view(state, 2).sold == state.sold and len(state.sold) == 3


def test_EG_6_4_several_gained_tiles_one_after_another_in_the_chosen_order():
    state = build(
        3,
        rows=["RD2/A RD10/A RD4/A"],
        herds={0: ["RD3 RD5"]},
        to_move=0,
        start_player=1,
        dice=[1, 1],
    )
    state, _ = GAME.apply(state, EndTurn())
    assert set(GAME.legal_actions(state)) == {AddToHerd(c) for c in ("RD2", "RD10", "RD4")}
    state, events = GAME.apply(state, AddToHerd("RD2"))
    # RD2 forces the sale of [3, 5] before anything else is added.
    assert keys(events)[:2] == ["EG.sale", "EG.herd_added"]
    assert state.herds[0][RD] == (2,)


def test_EG_6_5_single_tile_herds_are_sold_only_in_the_final_scoring(play_random):
    singles = 0
    for seed in range(12):
        for _, _, _, events in play_random(2 + seed % 3, Options(), 300 + seed):
            for sale in of(events, "EG.sale"):
                if sale["count"] == 1:
                    singles += 1
                    assert sale["kind"] == "final"
    assert singles > 0


# ----------------------------------------------------------------------------- 3.7 drive


def test_EG_7_1_complete_rows_only_empty_spaces_do_not_matter():
    rows = ["RD1/A . RD2/b", "RD3/A RD4", "", "RD5/B . . RD6/A"]
    state = build(4, rows=rows, start_player=1, to_move=0, dice=[1, 1])
    state, events = GAME.apply(state, EndTurn())
    assert of(events, "EG.drive_started")[0]["rows"] == [0, 3]  # row 3 has no tile
    assert sorted(e["tile"] for e in of(events, "EG.drive_tile")) == ["RD1", "RD5", "RD6"]
    rows_after = describe_rows(state)
    assert rows_after[0].split()[2] == "RD2/b" and rows_after[1].startswith("RD3/A RD4")


def test_EG_7_2_drive_decisions_in_turn_order_from_the_start_player():
    rows = ["", "RD7/A RD8/A BK7/B BK8/B"]
    state = build(
        3,
        rows=rows,
        herds={0: ["RD1 RD3"], 1: ["BK1 BK3"]},
        start_player=1,
        to_move=0,
        dice=[1, 1],
    )
    state, _ = GAME.apply(state, EndTurn())
    assert state.to_move == 1  # B is the start player: B decides first
    state, _ = GAME.apply(state, AddToHerd("BK7"))
    assert state.to_move == 0 and state.herds[1][BK] == (1, 3, 7, 8)
    state, _ = GAME.apply(state, AddToHerd("RD7"))
    assert state.phase == "turn" and state.herds[0][RD] == (1, 3, 7, 8)


def test_EG_7_3_no_drive_after_the_diceless_round():
    state = build(3, rows=["RD1/A RD2/B"], round=5, end_round=3, rest="sold", to_move=0)
    state, events = GAME.apply(state, EndTurn())  # B and C have nothing to activate
    assert "EG.drive_started" not in keys(events) and "EG.final_scoring_started" in keys(events)


def _reference_fill(rows, tiles, pile, threshold, greater):
    """EG-7.4 read literally: rows 1 to 4, usable spaces left to right, stop a row at the
    threshold, stop everything when the pile runs out."""
    tiles = list(tiles)
    pile = list(pile)
    for row in rows:
        for i in row:
            if tiles[i] >= 0:
                continue
            total = sum(t % 12 + 1 for t in (tiles[j] for j in row) if t >= 0)
            if total > threshold if greater else total >= threshold:
                break
            if not pile:
                return tiles, pile
            tiles[i] = pile.pop(0)
    return tiles, pile


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([2, 3, 4]),
    threshold=st.integers(1, 40),
    greater=st.booleans(),
    density=st.integers(0, 18),
    pile_size=st.integers(1, 20),
)
def test_EG_7_4_fill_matches_a_reference_of_the_rule_text(
    seed, players, threshold, greater, density, pile_size
):
    options = Options(
        fill_threshold=threshold, fill_stop_rule="greater_than" if greater else "at_least"
    )
    rng = Rng.from_seed(seed)
    layout = pampa_layout(options.pampa_layout, players)
    pool = list(range(48))  # no red: with 2 players red is the removed breed here
    rng.shuffle(pool)
    tiles = [-1] * layout.size
    for row in layout.rows:
        for i in row:
            if rng.randbelow(18) < density:
                tiles[i] = pool.pop()
    pile = pool[:pile_size]
    rows = [
        " ".join(
            "." if tiles[layout.offsets[r] + sp] < 0 else TILE_CODES[tiles[layout.offsets[r] + sp]]
            for sp in range(length)
        )
        for r, length in enumerate(layout.row_lengths)
    ]
    state = build(
        players, rows=rows, pile=[TILE_CODES[t] for t in pile], rest="sold", options=options
    )
    expected, rest = _reference_fill(layout.rows, tiles, pile, threshold, greater)
    placed = rules._fill(state)
    assert state.tiles == expected and list(state.pile) == rest
    assert [t for _, t in placed] == pile[: len(pile) - len(rest)]


# ----------------------------------------------------------------------------- 3.8 end


def test_EG_8_1_the_end_is_triggered_once_by_the_draw_that_empties_the_pile(play_random):
    for seed in range(8):
        triggers = []
        for before, _, after, events in play_random(3, Options(), 700 + seed):
            for e in of(events, "EG.end_triggered"):
                triggers.append(e)
                assert before.pile and not after.pile
                assert e["source"] in ("pampa_refill", "steppe_refill")
        assert len(triggers) == 1
    # A refill that needs exactly the last tile triggers it too.
    rows = ["RD1 RD2 .", "RD3 RD4 RD5 RD6", "BK1 BK2 BK3 BK4", "BR1 BR2 BR3 BR4"]
    state = build(3, rows=rows, to_move=0, start_player=1, dice=[1, 1], pile=["WH1"], rest="sold")
    state, events = GAME.apply(state, EndTurn())
    assert of(events, "EG.end_triggered")[0]["source"] == "pampa_refill"


def test_EG_8_2_after_the_trigger_one_more_normal_round_then_the_diceless_round():
    state = build(
        3,
        areas={0: ["hidden_cattle"]},
        round=4,
        end_round=4,
        rest="sold",
        steppe=["RD1", "RD2"],
        dice=[1, 1],
        to_move=0,
        start_player=2,
    )
    # Hidden cattle still uses the remaining Steppe tiles; nothing is refilled.
    state, _ = GAME.apply(state, ActivateHiddenCattle())
    state, events = GAME.apply(state, HiddenTake("RD1", 0, 0))
    state, events = GAME.apply(state, HiddenDone())
    assert len(state.steppe) == 1 and of(events, "EG.steppe_refilled")[0]["count"] == 0
    state, log = play_until(state, lambda s: s.round == 6)
    kinds = [(e["round"], e["kind"]) for e in of(log, "EG.round_started")]
    assert kinds == [(5, "last_normal"), (6, "diceless")]
    assert "EG.pampa_refilled" not in keys(log)


def test_EG_8_3_the_diceless_round_only_activations():
    rows = ["RD5 RD6/b"]
    state = build(
        3,
        rows=rows,
        areas={0: ["wish", "raise_replace"]},
        round=3,
        end_round=1,
        rest="sold",
        to_move=0,
    )
    assert state.dice_taken and state.pool == ()
    refused(state, TakeDice((1, 2)), "EG.illegal.diceless_round")
    legal = GAME.legal_actions(state)
    assert not any(isinstance(a, Stand | Lie | Occupy | Raise) for a in legal)
    state, _ = GAME.apply(state, ActivateWish(5))  # allowed: the gaucho returns …
    assert not any(isinstance(a, Stand | Lie | Occupy) for a in GAME.legal_actions(state))
    refused(state, Stand("RD5", (5,)), "EG.illegal.dice_not_available")  # … the die is dead
    state, _ = GAME.apply(state, ActivateReplace("RD6"))  # Replace places as usual
    assert describe_rows(state)[0].startswith("RD5 RD6/A")
    # Option wish_in_diceless_round: the Wish die may be spent.
    loose = build(
        3,
        rows=rows,
        areas={0: ["wish"]},
        round=3,
        end_round=1,
        rest="sold",
        options=Options(wish_in_diceless_round=True),
    )
    loose, _ = GAME.apply(loose, ActivateWish(3))
    assert Lie("RD5", (3,)) in GAME.legal_actions(loose)


def test_EG_8_4_final_scoring_lying_area_and_pampa_tiles_score_nothing():
    state = build(
        2,
        rows=["BK5/A BK6/a BK7"],
        herds={1: ["WH1"]},
        areas={0: ["wish"]},
        round=3,
        end_round=1,
        rest="sold",
    )
    state, events = GAME.apply(state, EndTurn())
    assert state.phase == "over"
    assert state.money == [5, 1]  # BK5 (standing) and WH1; BK6 lying and the Wish gaucho: 0
    assert describe_rows(state)[0] == ". BK6/a BK7"


def test_EG_8_5_most_pesos_wins_ties_share():
    from farmhouse.games.el_gaucho.rules import final_outcome

    outcome = final_outcome([50, 70, 70, 10], [[], [], [], []])
    assert outcome.winners == (1, 2) and outcome.tie_break == "EG.tiebreak.shared"
    assert outcome.ranking == ((1, 2), (0,), (3,))
    single = final_outcome([50, 71, 70], [[], [], []])
    assert single.winners == (1,) and single.tie_break is None


# ----------------------------------------------------------------------------- trace


def test_every_rule_id_is_named_by_a_test():
    """Each EG-x.y of the rules reference appears in a test name of this folder."""
    text = "\n".join(p.read_text() for p in Path(__file__).parent.glob("test_*.py"))
    names = set(re.findall(r"def test_(EG_\d+_\d+)_", text))
    missing = [r for r in RULE_IDS if "EG_" + r.replace(".", "_") not in names]
    assert missing == []
    # the reference lies beside the repository (../shared/rules); check it when it is there
    reference = Path(__file__).resolve().parents[3] / "shared" / "rules" / "el_gaucho.md"
    if reference.exists():
        found = re.findall(r"\*\*EG-(\d+\.\d+)\*\*", reference.read_text())
        assert found == RULE_IDS
