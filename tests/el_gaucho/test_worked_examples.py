"""The worked examples EG-EX-1 to EG-EX-14 of shared/rules/el_gaucho.md, one test each, run
as written (seats A, B, C = 0, 1, 2; P/P1 = A, P2/Q = B, P3 = C)."""

from __future__ import annotations

import pytest

from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho.data import tile_id
from farmhouse.games.el_gaucho.positions import build, describe_rows, setup_with_pile
from farmhouse.games.el_gaucho.rules import (
    GAME,
    TIEBREAK_SHARED,
    ActivateHiddenCattle,
    ActivateImmediateSale,
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
    Stand,
    State,
    TakeDice,
)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def of(events: list[Event], key: str) -> list[dict]:
    return [dict(e.params) for e in events if e.key == key]


def herd(state: State, seat: int, breed: int) -> list[int]:
    return list(state.herds[seat][breed])


BK, BR, WH, SP, RD = range(5)


def refused(state: State, action: object, reason: str) -> None:
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.reason == reason, err.value


EX1_PILE = "BK12 RD9 WH2 SP5 BR3 RD6 BR11 BK1 WH8 SP7 RD10 BK4 WH11 SP9 RD1 BR6".split()


def test_EG_EX_1_setup_fill_3_players():
    state = setup_with_pile(3, EX1_PILE)
    assert describe_rows(state) == [
        "BK12 RD9 .",
        "WH2 SP5 BR3 RD6",
        "BR11 BK1 WH8 . .",
        "SP7 RD10 BK4 . . .",
    ]
    assert list(state.steppe) == sorted(tile_id(c) for c in ("WH11", "SP9", "RD1", "BR6"))
    assert len(state.pile) + sum(len(d) for d in state.drawn) == 60 - 16 == 44
    # With "greater_than", row 3 (20) also takes SP7 and every later draw shifts by one.
    other = setup_with_pile(3, EX1_PILE, options=Options(fill_stop_rule="greater_than"))
    rows = describe_rows(other)
    assert rows[:3] == ["BK12 RD9 .", "WH2 SP5 BR3 RD6", "BR11 BK1 WH8 SP7 ."]
    assert rows[3] == "RD10 BK4 WH11 . . ."
    assert {tile_id(c) for c in ("SP9", "RD1", "BR6")} <= set(other.steppe)
    assert tile_id("WH11") not in other.steppe


def _drive_position(herds, money=None, areas=None, rows=(), pile=()) -> State:
    """Seat A is the last of the round with its dice taken; its EndTurn starts the drive."""
    return build(
        3,
        rows=rows,
        herds=herds,
        money=money,
        areas=areas,
        start_player=1,
        to_move=0,
        dice=[1, 2],
        pile=pile,
    )


def test_EG_EX_2_herd_arithmetic():
    state = _drive_position(
        {0: ["RD3 RD5 RD6 RD9"]},
        money={0: 20},
        rows=["", "", "", "RD11/A RD7/A RD2/A RD10/A"],
    )
    state, events = GAME.apply(state, EndTurn())
    assert state.phase == "drive" and state.to_move == 0
    assert sorted(a.tile for a in GAME.legal_actions(state)) == ["RD10", "RD11", "RD2", "RD7"]
    state, events = GAME.apply(state, AddToHerd("RD11"))
    assert herd(state, 0, RD) == [3, 5, 6, 9, 11] and state.money[0] == 20
    state, events = GAME.apply(state, AddToHerd("RD7"))
    [sale] = of(events, "EG.sale")
    assert (sale["count"], sale["highest"], sale["pesos"], sale["kind"]) == (5, 11, 55, "forced")
    assert state.money[0] == 75 and herd(state, 0, RD) == [7]
    state, events = GAME.apply(state, AddToHerd("RD2"))
    # RD10 is the last tile, so it needs no choice and is added at once.
    assert [h["herd"] for h in of(events, "EG.herd_added")] == [["RD7", "RD2"], ["RD10"]]
    [sale] = of(events, "EG.sale")
    assert (sale["count"], sale["highest"], sale["pesos"]) == (2, 7, 14)
    assert state.money[0] == 89 and herd(state, 0, RD) == [10]
    assert state.phase == "turn"  # the drive is over, the next round has begun


def test_EG_EX_3_sort():
    rows = ["", "", "", "WH4/A RD8/A"]
    areas = {0: ["sort"]}
    base = _drive_position({0: ["WH2 WH6 WH9", "RD5"]}, areas=areas, rows=rows)
    state, _ = GAME.apply(base, EndTurn())
    legal = GAME.legal_actions(state)
    assert set(legal) == {
        AddToHerd("WH4"),
        AddToHerd("WH4", 1),
        AddToHerd("RD8"),
        AddToHerd("RD8", 0),
        AddToHerd("RD8", 1),
    }
    # With Sort: [2, 4, 6, 9]; the Sort gaucho returns to supply; money unchanged.
    supply = state.supply[0]
    with_sort, events = GAME.apply(state, AddToHerd("WH4", 1))
    assert herd(with_sort, 0, WH) == [2, 4, 6, 9]
    assert with_sort.money[0] == 0 and of(events, "EG.sale") == []
    assert with_sort.areas[0 * 3 + 0] == -1  # sort area, seat A
    assert {"seat": 0, "area": "sort"} in of(events, "EG.activated")
    # (RD8 then needed no choice any more: added at the right end, and the drive went on.)
    assert herd(with_sort, 0, RD) == [5, 8] and with_sort.supply[0] == supply + 1
    # Without Sort: forced sale 3 × 9 = 27, herd [4].
    without, events = GAME.apply(state, AddToHerd("WH4"))
    assert [s["pesos"] for s in of(events, "EG.sale")] == [27]
    assert herd(without, 0, WH) == [4] and without.money[0] == 27
    # Red [5] receiving RD8 with Sort may become [8, 5] instead of [5, 8].
    left, _ = GAME.apply(state, AddToHerd("RD8", 0))
    right, _ = GAME.apply(state, AddToHerd("RD8", 1))
    assert herd(left, 0, RD) == [8, 5] and herd(right, 0, RD) == [5, 8]


EX4_ROWS = [
    "BK12/A RD9/b .",
    "WH2/a SP5/B BR3 RD6",
    "BR11/B BK1/A WH8/a .",
    "SP7/c RD10/b BK4/a .",
]


def _ex4(pile=()) -> State:
    """The EG-EX-4 board; A (the start player) moves first in the drive, C ends round 1."""
    return build(3, rows=EX4_ROWS, herds={0: ["BK10 BK6"]}, to_move=2, dice=[1, 2], pile=pile)


def test_EG_EX_4_cattle_drive_3_players():
    state = _ex4()
    supply = list(state.supply)
    state, events = GAME.apply(state, EndTurn())
    assert of(events, "EG.drive_started")[0]["rows"] == [0, 2, 3]  # rows 1, 3 and 4
    assert [(d["seat"], d["tile"]) for d in of(events, "EG.drive_tile")] == [
        (0, "BK12"),
        (1, "BR11"),
        (0, "BK1"),
    ]
    assert state.supply == [supply[0] + 2, supply[1] + 1, supply[2]]
    rows = describe_rows(state)
    assert rows[0] == ". RD9/b ." and rows[2] == ". . WH8/a . ."
    assert rows[1] == "WH2/a SP5/B BR3 RD6" and rows[3] == "SP7/c RD10/b BK4/a . . ."
    assert state.to_move == 0 and set(GAME.legal_actions(state)) == {
        AddToHerd("BK12"),
        AddToHerd("BK1"),
    }  # both orders are offered
    first, events = GAME.apply(state, AddToHerd("BK12"))
    assert [s["pesos"] for s in of(events, "EG.sale")] == [20]
    assert herd(first, 0, BK) == [12, 1]
    assert herd(first, 1, BR) == [11]  # B starts Brown [11]
    other, events = GAME.apply(state, AddToHerd("BK1"))
    assert [s["pesos"] for s in of(events, "EG.sale")] == [30]
    assert [h["herd"] for h in of(events, "EG.herd_added") if h["seat"] == 0] == [
        ["BK10", "BK6", "BK1"],
        ["BK12"],
    ]
    assert herd(other, 0, BK) == [12] and other.money[0] == 30


def test_EG_EX_5_refill_after_ex_4():
    state = _ex4(pile=["SP8", "RD4", "WH12", "BK7"])
    state, _ = GAME.apply(state, EndTurn())
    state, events = GAME.apply(state, AddToHerd("BK12"))
    [refill] = of(events, "EG.pampa_refilled")
    assert refill["placed"] == [
        {"row": 0, "space": 0, "tile": "SP8"},
        {"row": 0, "space": 2, "tile": "RD4"},
        {"row": 2, "space": 0, "tile": "WH12"},
    ]
    assert describe_rows(state) == [
        "SP8 RD9/b RD4",
        "WH2/a SP5/B BR3 RD6",
        "WH12 . WH8/a . .",
        "SP7/c RD10/b BK4/a . . .",
    ]
    assert state.pile[0] == tile_id("BK7")


EX6_ROWS = ["RD10 BR11 SP3", "BK1/C BK2/C BK3/C BK5/C", "BK6/C"]


def test_EG_EX_6_dice_and_exact_costs_3_players():
    state = build(3, rows=EX6_ROWS, pool=[1, 2, 3, 3, 5, 6, 6], to_move=0)
    state, _ = GAME.apply(state, TakeDice((3, 3)))
    state, _ = GAME.apply(state, EndTurn())
    state, _ = GAME.apply(state, TakeDice((1, 6)))
    state, _ = GAME.apply(state, EndTurn())
    assert state.to_move == 2 and state.pool == (2, 5, 6) and state.supply[2] == 3
    state, events = GAME.apply(state, TakeDice((5, 6)))
    assert of(events, "EG.die_unused") == [{"die": 2}]
    placements = {a for a in GAME.legal_actions(state) if not isinstance(a, EndTurn)}
    assert placements == {
        Stand("BR11", (5, 6)),
        Lie("RD10", (5,)),
        Occupy("raise_replace", (5,)),
        Lie("BR11", (6,)),
        Occupy("hidden_cattle", (6,)),
    }
    assert EndTurn() in GAME.legal_actions(state)
    refused(state, Stand("RD10", (5,)), "EG.illegal.wrong_payment")
    refused(state, Stand("RD10", (5, 6)), "EG.illegal.wrong_payment")
    refused(state, Lie("SP3", (5,)), "EG.illegal.wrong_payment")
    refused(state, Lie("SP3", (2,)), "EG.illegal.dice_not_available")
    refused(state, Lie("BR11", (5, 6)), "EG.illegal.one_die_only")
    refused(state, Occupy("steal", (5,)), "EG.illegal.wrong_payment")
    # Both dice can be used: the 5 to lie on RD10 and the 6 for area 6.
    state, _ = GAME.apply(state, Lie("RD10", (5,)))
    state, _ = GAME.apply(state, Occupy("hidden_cattle", (6,)))
    assert state.dice == () and state.supply[2] == 1


def test_EG_EX_7_wish():
    rows = ["WH10 BK12 RD2", "BK1/A BK2/A BK3/A BK4/A", "BK5/A BK6/A"]
    state = build(3, rows=rows, areas={0: ["wish"]}, dice=[2, 6], supply={0: 1})
    state, events = GAME.apply(state, ActivateWish(4))
    assert state.supply[0] == 2 and state.wish == 4
    refused(state, Stand("BK12", (2, 4, 6)), "EG.illegal.too_many_dice")
    refused(state, Occupy("wish", (2,)), "EG.illegal.area_activated_this_turn")
    state, events = GAME.apply(state, Stand("WH10", (4, 6)))
    assert of(events, "EG.stood")[0]["wish_used"] is True
    state, events = GAME.apply(state, Stand("RD2", (2,)))
    assert of(events, "EG.stood")[0]["wish_used"] is False
    assert state.supply[0] == 0 and state.dice == () and state.wish == 0


def _ex8(areas) -> State:
    return build(
        3,
        herds={0: ["SP4 SP7 SP9"], 1: ["SP12 SP8 SP3"]},
        money={0: 40, 1: 30},
        areas=areas,
        dice=[1, 1],
    )


def test_EG_EX_8_steal_with_forced_sale():
    state, events = GAME.apply(_ex8({0: ["steal"]}), ActivateSteal("SP8"))
    assert herd(state, 1, SP) == [12, 3] and state.money[1] == 38
    assert of(events, "EG.compensation") == [
        {"seat": 1, "pesos": 8, "reason": "steal", "tile": "SP8", "by": 0, "money": 38}
    ]
    [sale] = of(events, "EG.sale")
    assert (sale["pesos"], sale["bonus"], sale["kind"]) == (27, 0, "forced")
    assert state.money[0] == 67 and herd(state, 0, SP) == [8]
    # With an older Sort gaucho P1 could reach [4, 7, 8, 9] and stay at 40.
    state, _ = GAME.apply(_ex8({0: ["steal", "sort"]}), ActivateSteal("SP8"))
    assert state.to_move == 0 and AddToHerd("SP8", 2) in GAME.legal_actions(state)
    state, events = GAME.apply(state, AddToHerd("SP8", 2))
    assert herd(state, 0, SP) == [4, 7, 8, 9] and state.money[0] == 40
    assert of(events, "EG.sale") == []


def test_EG_EX_9_replace():
    rows = ["RD9/b BK1/A BK2/A", "BK3/A BK4/A BK5/A BK6/A", "BK7/A"]
    state = build(
        3, rows=rows, areas={0: ["raise_replace"]}, supply={0: 0}, money={1: 50}, dice=[1, 1]
    )
    b_supply = state.supply[1]
    state, events = GAME.apply(state, ActivateReplace("RD9"))
    assert state.supply[0] == 0  # the returned gaucho stands on RD9
    assert describe_rows(state)[0] == "RD9/A BK1/A BK2/A"
    assert state.supply[1] == b_supply + 1 and state.money[1] == 59
    assert keys(events) == ["EG.activated", "EG.replaced", "EG.compensation"]


def _ex10() -> State:
    rows = [
        "BK1/A BK2/A BK5/A",
        "BK6/A BK7/A BK8/A BR1",
        "WH12 . WH8 .",
        "BR2 BR3 BR4 BR5",
    ]
    return build(
        3,
        rows=rows,
        areas={0: ["hidden_cattle"]},
        supply={0: 1},
        steppe=["RD3", "BK11", "WH4", "SP2"],
        pile=["BR7", "RD12"],
        rest="sold",
        dice=[1, 1],
    )


def _take_sets(state: State) -> set[frozenset[str]]:
    """Every set of Steppe tiles a chain of HiddenTake/HiddenDone can end with."""
    found: set[frozenset[str]] = set()
    for first in GAME.legal_actions(state):
        after, _ = GAME.apply(state, first)
        if not after.hidden_active:
            found.add(frozenset([first.tile]))
            continue
        for second in GAME.legal_actions(after):
            found.add(
                frozenset([first.tile])
                if isinstance(second, HiddenDone)
                else frozenset([first.tile, second.tile])
            )
    return found


def test_EG_EX_10_hidden_cattle_triggers_the_end():
    state, events = GAME.apply(_ex10(), ActivateHiddenCattle())
    assert of(events, "EG.hidden_seen")[0]["tiles"] == ["BK11", "WH4", "SP2", "RD3"]
    assert [e.private_to for e in events if e.key == "EG.hidden_seen"] == [0]
    # Row 3 (index 2) spaces 2 and 4 (indices 1 and 3) are the only empty usable spaces.
    assert {(a.row, a.space) for a in GAME.legal_actions(state)} == {(2, 1), (2, 3)}
    assert _take_sets(state) == {
        frozenset(["RD3"]),
        frozenset(["BK11"]),
        frozenset(["WH4"]),
        frozenset(["SP2"]),
        frozenset(["RD3", "WH4"]),
        frozenset(["RD3", "SP2"]),
        frozenset(["WH4", "SP2"]),
    }
    after_rd3, _ = GAME.apply(state, HiddenTake("RD3", 2, 1))
    refused(after_rd3, HiddenTake("BK11", 2, 3), "EG.illegal.hidden_pair_too_high")
    assert state.supply[0] == 2
    state, _ = GAME.apply(state, HiddenTake("WH4", 2, 1))
    state, events = GAME.apply(state, HiddenTake("SP2", 2, 3))
    assert describe_rows(state)[2] == "WH12 WH4/A WH8 SP2/A ."
    assert sum(t % 12 + 1 for t in state.tiles[7:11] if t >= 0) == 26  # the limit is ignored
    assert state.supply[0] == 0
    assert of(events, "EG.steppe_refilled")[0]["count"] == 2
    assert list(state.steppe) == sorted(tile_id(c) for c in ("RD3", "BK11", "BR7", "RD12"))
    assert state.pile == ()
    [trigger] = of(events, "EG.end_triggered")
    assert trigger == {
        "round": 1,
        "source": "steppe_refill",
        "last_normal_round": 2,
        "diceless_round": 3,
    }


def test_EG_EX_11_opening_keep_2_players_spotted_removed():
    drawn = ["RD3", "BK4", "WH9", "RD1", "BR12"]
    state = setup_with_pile(2, [], removed_breed="spotted", drawn={0: drawn})
    assert state.to_move == 0
    legal = GAME.legal_actions(state)
    sets = {frozenset(a.tiles) for a in legal}
    assert sets == {
        frozenset(["RD3", "BK4", "RD1"]),
        frozenset(["RD3", "BK4"]),
        frozenset(["RD3", "RD1"]),
        frozenset(["BK4", "RD1"]),
        *(frozenset([c]) for c in drawn),
    }
    assert len(sets) == 9
    refused(state, Keep(("WH9", "RD1")), "EG.illegal.keep_too_high")
    loose = setup_with_pile(
        2,
        [],
        removed_breed="spotted",
        drawn={0: drawn},
        options=Options(opening_keep_rule="average_below"),
    )
    assert Keep(("WH9", "RD1")) in GAME.legal_actions(loose)  # the seed's average rule
    # Keeping RD3 and RD1 lets P choose Red [3, 1] or [1, 3].
    assert Keep(("RD3", "RD1")) in legal and Keep(("RD1", "RD3")) in legal
    for order, expected in ((("RD3", "RD1"), [3, 1]), (("RD1", "RD3"), [1, 3])):
        after, _ = GAME.apply(state, Keep(order))
        after, events = GAME.apply(after, GAME.legal_actions(after)[0])  # seat B keeps
        assert herd(after, 0, RD) == expected
        assert of(events, "EG.opening_revealed")[0]["kept"][0] == list(order)


def test_EG_EX_12_end_timeline_3_players():
    rows = ["BK1 BK2 .", "BK3 BK4 BK5 .", "BR1 BR2 BR3 .", "BR4 BR5 BR6 BR7"]
    state = build(
        3,
        rows=rows,
        round=6,
        start_player=1,
        to_move=0,  # order 1, 2, 0: seat 0 ends round 6
        dice=[1, 1],
        pile=["WH1", "WH2"],
        rest="sold",
    )
    state, events = GAME.apply(state, EndTurn())
    [refill] = of(events, "EG.pampa_refilled")
    assert len(refill["placed"]) == 2 and state.pile == ()
    assert of(events, "EG.end_triggered")[0]["round"] == 6
    assert of(events, "EG.round_started") == [
        {"round": 7, "start_player": 2, "kind": "last_normal"}
    ]
    assert len(of(events, "EG.dice_rolled")[0]["dice"]) == 7
    log: list[Event] = []
    while state.round == 7:
        pair = GAME.legal_actions(state)[0]
        state, events = GAME.apply(state, pair)
        state, events = GAME.apply(state, EndTurn())
        log += events
    assert "EG.drive_started" in keys(log) and "EG.pampa_refilled" not in keys(log)
    assert of(log, "EG.round_started") == [{"round": 8, "start_player": 0, "kind": "diceless"}]
    assert "EG.dice_rolled" not in keys(log)[keys(log).index("EG.round_started") :]
    # Nobody has an action-area gaucho: every dice-less turn is skipped, then the scoring.
    assert keys(log)[-1] == "EG.game_over" and "EG.final_scoring_started" in keys(log)
    assert [e["seat"] for e in of(log, "EG.turn_skipped")] == [0, 1, 2]
    assert state.phase == "over" and GAME.outcome(state) is not None


def test_EG_EX_13_final_scoring_shared_win():
    state = build(
        3,
        rows=["RD5/A BK9/a BK1", "WH3/B BR4/C BK2"],
        herds={0: ["RD2 RD4", "WH11"], 1: ["BK12 BK10 BK7", "SP6"], 2: ["BR1 BR8"]},
        money={0: 120, 1: 90, 2: 126},
        areas={0: ["immediate_sale"]},  # A's unused gaucho on area 3
        round=5,
        end_round=3,
        rest="sold",
    )
    assert GAME.legal_actions(state)[0] == EndTurn()  # A could sell at once but does not
    state, events = GAME.apply(state, EndTurn())
    assert [e["seat"] for e in of(events, "EG.turn_skipped")] == [1, 2]
    assert [(e["seat"], e["tile"]) for e in of(events, "EG.final_tile")] == [
        (0, "RD5"),
        (1, "WH3"),
        (2, "BR4"),
    ]
    sales = [(s["seat"], s["kind"], s["pesos"]) for s in of(events, "EG.sale")]
    assert sales == [
        (2, "forced", 16),
        (0, "final", 11),
        (0, "final", 15),
        (1, "final", 36),
        (1, "final", 3),
        (1, "final", 6),
        (2, "final", 4),
    ]
    assert state.money == [146, 135, 146]
    assert describe_rows(state)[0] == ". BK9/a BK1"  # the lying gaucho and its tile stay
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (146, 135, 146)
    assert outcome.winners == (0, 2) and outcome.tie_break == TIEBREAK_SHARED
    assert outcome.ranking == ((0, 2), (1,))
    a = outcome.breakdown[0]
    assert [(x["breed"], x["count"], x["highest"], x["pesos"]) for x in a["sales"]] == [
        ("white", 1, 11, 11),
        ("red", 3, 5, 15),
    ]
    assert a["earlier"] == 120 and a["total"] == 146
    assert [x["kind"] for x in outcome.breakdown[2]["sales"]] == ["forced", "final"]


def test_EG_EX_14_immediate_sale_and_same_turn_limits():
    state = build(
        3,
        herds={0: ["BK1 BK5 BK8 BK12", "RD10 RD7"], 1: ["RD9"]},
        money={0: 10},
        areas={0: ["immediate_sale", "steal"]},
        dice=[1, 3],
    )
    state, events = GAME.apply(state, ActivateImmediateSale("black"))
    [sale] = of(events, "EG.sale")
    assert (sale["count"], sale["highest"], sale["bonus"], sale["pesos"]) == (4, 12, 5, 53)
    assert state.money[0] == 63 and sale["kind"] == "immediate"
    refused(state, Occupy("immediate_sale", (3,)), "EG.illegal.area_activated_this_turn")
    state, _ = GAME.apply(state, Occupy("sort", (1,)))
    state, events = GAME.apply(state, ActivateSteal("RD9"))
    assert state.money[1] == 9
    # The new Sort gaucho is unusable this turn: no choice, the forced sale happens.
    assert state.pending[0] == () and state.areas[0] >= 0
    [sale] = of(events, "EG.sale")
    assert (sale["pesos"], sale["kind"]) == (20, "forced")
    assert state.money[0] == 83 and herd(state, 0, RD) == [9]
