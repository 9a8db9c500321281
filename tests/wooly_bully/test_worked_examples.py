"""The worked examples WB-EX-1 to WB-EX-18 of shared/rules/wooly_bully.md, one test each,
run as written (Boards A, B and C are in farmhouse.games.wooly_bully.positions)."""

from __future__ import annotations

import pytest

from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import COLOURS, face_from_code, make_catalogue, special_rows
from farmhouse.games.wooly_bully.positions import (
    BOARD_A,
    BOARD_B,
    BOARD_C,
    hunter,
    place,
    position,
    reveal,
    tile,
    wolf,
)
from farmhouse.games.wooly_bully.rules import (
    GAME,
    TIEBREAK_LARGEST_FIELD,
    EndTurn,
    Options,
    Place,
    Quit,
    State,
    final_outcome,
)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, keys(events)
    return found[0]


def drawn(events: list[Event]) -> int:
    return sum(e.params["count"] for e in events if e.key == "WB.drew_count")


def best(state: State, colour: str, options: Options | None = None) -> int:
    """The colour's best qualifying field on the board (WB-9.1)."""
    protects = (options or state.options).hunter_protects_merged_forest
    return max(
        (f.sheep for f in ls.fields(state.board, protects, colour) if f.qualifying), default=0
    )


def field_at(state: State, colour: str, cell: tuple[int, int]) -> ls.FieldFacts:
    (found,) = [f for f in ls.fields(state.board, colour=colour) if cell in f.cells]
    return found


#: Every landscape face code of section 3.3 plus the M4 faces, for "which faces fit" checks.
ALL_CODES = sorted(
    {
        f"{stem}-{c}"
        for stem in ("M3", "M4", "DMF", "DMV", "HMF", "HMV", "CMF", "CMV")
        for c in COLOURS
    }
    | {f"{stem}-{p}" for stem in ("DMM", "HMM") for p in ("KB", "KR", "KY", "BR", "BY", "RY")}
    | {"F", "V"}
)


def fitting_faces(state: State, cell: tuple[int, int]) -> dict[str, tuple[int, ...]]:
    """Every face code of :data:`ALL_CODES` → the rotations in which it fits at ``cell``."""
    rows = special_rows() + [
        (code, "landscape", None, [face_from_code(code)] * 2) for code in ALL_CODES
    ]
    cat = make_catalogue(rows)
    req = ls.requirement(state.board, cell)
    out = {}
    for code in ALL_CODES:
        rots = ls.fitting_rotations(cat, req, cat.by_name[code], 0)
        if rots:
            out[code] = rots
    return out


def test_WB_EX_1_half_segments():
    state = position(2, hands={0: ["HMV-K/F", "DMV-K/F"]}, bag=10)
    hmv = tile(state, "HMV-K/F")
    fits = {r: ls.explain(state.board, hmv, 0, r, (1, 0)) for r in range(4)}
    assert state.catalogue.face(hmv, 0).orientations[0].labels == "KVVVVKKK"
    assert state.catalogue.face(hmv, 0).orientations[1].labels == "KKKVVVVK"
    assert state.catalogue.face(hmv, 0).orientations[3].labels == "VVVKKKKV"
    assert state.catalogue.face(hmv, 0).orientations[2].labels == "VKKKKVVV"
    assert [r for r, f in fits.items() if f.ok] == [2]
    # r1: segment 7 is K; r3: segment 6 is K (the west side faces the Village Square).
    assert fits[1].sides == ("W",) and fits[1].shown == {"W": "VK"}  # segment 7 is K
    assert fits[3].sides == ("W",) and fits[3].shown == {"W": "KV"}
    assert fits[1].expected == {"W": "VV"}
    for r in (0, 1, 3):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, place(state, "HMV-K/F", "HMV-K", r, (1, 0)))
        assert err.value.reason == "WB.illegal.mismatch"
    after, events = GAME.apply(state, place(state, "HMV-K/F", "HMV-K", 2, (1, 0)))
    assert drawn(events) == 1 and len(after.hands[0]) == 2
    dmv = tile(state, "DMV-K/F")
    assert [r for r in range(4) if ls.explain(state.board, dmv, 0, r, (1, 0)).ok] == [1, 2]


def test_WB_EX_2_no_opening():
    state = position(
        3,
        hands={0: ["F/M3-B", "F/DMF-Y", "HMF-R/CMF-K", "DMM-KB/HMM-RY"]},
        bag=56,
    )
    assert GAME.legal_actions(state) == [Quit(), EndTurn()]  # no tile, no shepherd fits
    after, events = GAME.apply(state, EndTurn())
    assert len(after.hands[0]) == 4 and len(after.bag) == 56
    assert after.passed == [0]
    assert only(events, "WB.turn_ended").params["passed"] is True
    assert "WB.drew_count" not in keys(events)
    assert GAME.to_move(after) == 1


def test_WB_EX_3_hole():
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    state = position(2, board=board, colours="KR", hands={0: ["DMF-K/V"]}, bag=30)
    west = field_at(state, "K", (-1, 0))
    assert west.sheep == 6 and not west.enclosed and west.open_segments == 4
    assert best(state, "K") == 4
    fits = fitting_faces(state, (-1, 1))
    assert fits == {
        "M3-K": (0,),
        "M4-K": (0,),
        "DMF-K": (3,),
        "DMV-K": (3,),
        "DMM-KB": (3,),
        "DMM-KR": (3,),
        "DMM-KY": (3,),
    }
    after, events = GAME.apply(state, place(state, "DMF-K/V", "DMF-K", 3, (-1, 1)))
    assert only(events, "WB.placed").params["touching"] == 2
    assert drawn(events) == 2 and len(state.bag) == 30 and len(after.bag) == 28
    west = field_at(after, "K", (-1, 0))
    assert west.sheep == 8 and west.enclosed
    assert best(after, "K") == 8
    enclosed = only(events, "WB.field_enclosed").params
    assert enclosed["sheep"] == 8 and enclosed["colour"] == "K"


def test_WB_EX_4_permanent_hole():
    state = position(2, board=BOARD_A)
    assert ls.touching(state.board, (0, 1)) == 3
    assert ls.requirement(state.board, (0, 1)) == (None, "VV", "VV", "FF")
    assert fitting_faces(state, (0, 1)) == {}
    # No meadow segment faces the cell, so no field is affected: every field stays enclosed.
    assert all(f.enclosed for f in ls.fields(state.board))
    assert {f.sheep for f in ls.fields(state.board, colour="K")} == {8, 4}


def test_WB_EX_5_wolf():
    for protects in (True, False):
        state = position(
            2,
            board=BOARD_A,
            hands={1: ["WOLF-R"]},
            to_move=1,
            bag=10,
            options=Options(hunter_protects_merged_forest=protects),
        )
        f1 = state.board.component((-3, 0), 0)
        assert ls.joined_forests(state.board, (-4, 0)) == [f1]
        assert wolf(state, "WOLF-R", (-4, 0)) in GAME.legal_actions(state)
        after, events = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))
        assert drawn(events) == 1
        west = field_at(after, "K", (-1, 0))
        assert west.enclosed and west.spoiled_by == ((-4, 0),)
        assert best(after, "K") == 4  # East


def _ex6(protects: bool) -> tuple[State, State]:
    """Board A + wolf (−4,0) + hunter (−1,2); returns the states before and after the F."""
    state = position(
        2,
        board={**BOARD_A, (-4, 0): "WOLF-R"},
        hands={0: ["HUNTER-B", "F/V"]},
        bag=10,
        options=Options(hunter_protects_merged_forest=protects),
    )
    state, events = GAME.apply(state, hunter(state, "HUNTER-B", (-1, 2)))
    assert drawn(events) == 1
    return state, GAME.apply(state, place(state, "F/V", "F", 0, (-2, 2)))[0]


def test_WB_EX_6_merge():
    for protects, expected in ((True, 8), (False, 4)):
        with_hunter, merged = _ex6(protects)
        assert best(with_hunter, "K") == 4
        forests = ls.forests(merged.board, protects)
        big = [f for f in forests if (-1, 2) in f.cells]
        assert len(big) == 1
        assert {(-3, 0), (-3, 1), (-2, 0), (-2, 1), (-1, 1), (-2, 2), (-4, 0)} <= set(big[0].cells)
        assert best(merged, "K") == expected, protects
    with_hunter, _ = _ex6(True)
    after, events = GAME.apply(with_hunter, place(with_hunter, "F/V", "F", 0, (-2, 2)))
    assert only(events, "WB.placed").params["touching"] == 2 and drawn(events) == 2
    joined = only(events, "WB.forests_joined").params
    assert joined["wolves"] == [[-4, 0]] and joined["hunters"] == [[-1, 2]]
    assert joined["active_wolves"] == []


def test_WB_EX_7_wolf_limits():
    for protects in (True, False):
        state = position(
            2,
            board={
                **BOARD_A,
                (-4, 0): "WOLF-R",
                (-1, 2): "HUNTER-B",
                (-2, 2): "F",
            },
            hands={1: ["WOLF-Y"]},
            to_move=1,
            bag=10,
            options=Options(hunter_protects_merged_forest=protects),
        )
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, wolf(state, "WOLF-Y", (-4, 1)))
        assert err.value.reason == "WB.illegal.wolf_meets_hunter"
        assert err.value.params["hunters"] == [[-1, 2]]
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, wolf(state, "WOLF-Y", (0, 1)))
        assert err.value.reason == "WB.illegal.mismatch" and "S" in err.value.params["sides"]
        before_f = position(
            2,
            board={**BOARD_A, (-4, 0): "WOLF-R", (-1, 2): "HUNTER-B"},
            hands={1: ["WOLF-Y"]},
            to_move=1,
            bag=10,
            options=Options(hunter_protects_merged_forest=protects),
        )
        after, events = GAME.apply(before_f, wolf(before_f, "WOLF-Y", (-4, 1)))
        assert drawn(events) == 2
        with pytest.raises(IllegalAction) as err:
            GAME.apply(before_f, wolf(before_f, "WOLF-Y", (-2, 2)))
        assert err.value.reason == "WB.illegal.wolf_meets_hunter"


def test_WB_EX_8_cover():
    for protects in (True, False):
        state = position(
            2,
            board={**BOARD_A, (-4, 0): "WOLF-R", (-4, 1): "F"},
            hands={0: ["HUNTER-B"]},
            bag=10,
            options=Options(hunter_protects_merged_forest=protects),
        )
        assert best(state, "K") == 4
        after, events = GAME.apply(state, hunter(state, "HUNTER-B", (-4, 0)))
        assert drawn(events) == 2
        assert only(events, "WB.hunter_placed").params["covered"] == "WOLF-R"
        removed = only(events, "WB.tile_removed").params
        assert removed["name"] == "WOLF-R" and removed["reason"] == "hunter_covers_wolf"
        assert after.removed == [tile(state, "WOLF-R")]
        assert after.board.wolf_cells() == [] and after.board.hunter_cells() == [(-4, 0)]
        assert best(after, "K") == 8


def test_WB_EX_9_hunter_limits():
    state = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"}, hands={0: ["HUNTER-B"]}, bag=10)
    for cell in ((-4, 1), (-3, -1), (-2, -1), (-2, 2), (-3, 2)):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, hunter(state, "HUNTER-B", cell))
        assert err.value.reason == "WB.illegal.hunter_meets_wolf", cell
        assert err.value.params["wolves"] == [[-4, 0]]
    _, events = GAME.apply(state, hunter(state, "HUNTER-B", (-1, 2)))
    assert drawn(events) == 1
    _, events = GAME.apply(state, hunter(state, "HUNTER-B", (-4, 0)))
    assert drawn(events) == 1 and only(events, "WB.tile_removed").params["cell"] == [-4, 0]
    legal_cells = {(a.x, a.y) for a in GAME.legal_actions(state) if type(a).__name__ == "Hunter"}
    assert legal_cells == {(-1, 2), (-4, 0)}


def test_WB_EX_10_reveal():
    state = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={1: ["T1=DMV-R/F", "T2=F/V", "T3=M3-R/V", "T4=V/F"]},
        bag=30,
        to_move=1,
    )
    t1 = tile(state, "T1")
    assert all(face == 0 for _, face, _ in ls.tile_placements(state.board, t1))  # F fits nowhere
    assert [r for r in range(4) if ls.explain(state.board, t1, 0, r, (1, -1)).ok] == [1]
    s1, e1 = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    assert state.catalogue.face(t1, 0).orientations[1].labels == "RRRRVVVV"
    assert only(e1, "WB.placed").params["touching"] == 2
    assert len(s1.hands[1]) == 5 and len(s1.bag) == 28 and s1.owed == 0
    s2, e2 = GAME.apply(s1, reveal((2, 0)))
    assert only(e2, "WB.revealed").params["touching"] == 1
    assert len(s2.hands[1]) == 6 and len(s2.bag) == 27 and s2.owed == 1
    assert GAME.view(s2, 0).colours[1] == "R" and GAME.view(s1, 0).colours[1] is None
    s3, e3 = GAME.apply(s2, place(s2, "T3", "M3-R", 0, (2, -1)))
    assert only(e3, "WB.placed").params["touching"] == 2
    assert len(s3.hands[1]) == 7 and len(s3.bag) == 25
    assert s3.placed_in_turn == 3
    assert drawn(e1) + drawn(e2) + drawn(e3) == 5
    red = field_at(s3, "R", (1, 0))
    assert set(red.cells) == {(1, 0), (1, -1), (2, 0), (2, -1)}
    assert red.sheep == 2 + 2 + 4 + 3 == 11 and not red.enclosed


def test_WB_EX_11_obligation():
    state = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["F/CMF-Y", "F/HMF-B", "HUNTER-R"]},
        bag=10,
    )
    legal = GAME.legal_actions(state)
    assert EndTurn() in legal  # may pass: no landscape face fits
    places = [a for a in legal if isinstance(a, Place)]
    assert {(a.x, a.y) for a in places} == {(2, 0), (-1, -1), (0, -2)}
    assert all(a.tile == tile(state, "HUNTER-R") and a.face == 1 for a in places)
    assert not [a for a in legal if type(a).__name__ == "Hunter"]  # no forest for the hunter
    _, events = GAME.apply(state, places[0])
    assert drawn(events) == 1
    _, events = GAME.apply(state, EndTurn())
    assert only(events, "WB.turn_ended").params["passed"] is True
    more = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["F/CMF-Y", "F/HMF-B", "HUNTER-R", "DMV-Y/F"]},
        bag=10,
    )
    dmv = tile(more, "DMV-Y/F")
    where = sorted((c, r) for c, f, r in ls.tile_placements(more.board, dmv) if f == 0)
    assert where == [((-1, 0), 0), ((-1, 0), 3), ((0, 1), 0), ((0, 1), 1), ((1, 1), 0), ((1, 1), 1)]
    assert EndTurn() not in GAME.legal_actions(more)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(more, EndTurn())
    assert err.value.reason == "WB.illegal.placement_compulsory"


def test_WB_EX_12_bonuses():
    four = final_outcome([[9], [10], [0], [5]], quit_order=[3, 0, 2])
    assert four.scores == (12, 10, 1, 11)
    assert four.ranking == ((0,), (3,), (1,), (2,))
    assert [p["quit_bonus"] for p in four.breakdown] == [3, 0, 1, 6]
    three = final_outcome([[4], [7], [2]], quit_order=[2, 0, 1])
    assert three.scores == (7, 7, 8)
    assert three.ranking == ((2,), (1,), (0,))
    assert [p["quit_bonus"] for p in three.breakdown] == [3, 0, 6]


def test_WB_EX_13_tie():
    a, b, c, d = 0, 1, 2, 3
    outcome = final_outcome([[8], [11], [5], [10]], quit_order=[c, a, d])
    assert outcome.scores == (11, 11, 11, 11)
    assert outcome.ranking == ((b,), (d,), (a,), (c,))
    assert outcome.winners == (b,) and outcome.tie_break == TIEBREAK_LARGEST_FIELD


#: EX-14's board: Board A with a 7-sheep black ring in the west, four blue pockets below
#: the east ring and a yellow ring of pockets (two empty) to its right.
EX14_BOARD = {
    **BOARD_A,
    (-1, 1): "DMF-K:1 r3",
    (1, -2): "CMV-B r0",
    (2, -2): "CMV-B r3",
    (1, -1): "CMV-B r1",
    (2, -1): "CMV-B r2",
    (3, 0): "CMV-Y r0",
    (4, 0): "CMV-Y:0 r3",
    (3, 1): "CMV-Y r1",
    (4, 1): "CMV-Y:0 r2",
}


def test_WB_EX_14_end_trigger():
    a, b, c = 0, 1, 2
    state = position(
        3,
        board=EX14_BOARD,
        colours="KBY",
        hands={a: ["DMM-BR/HMM-RY", "M3-R/DMM-KB"], b: ["V/F"], c: ["V/F"]},
        bag=20,
        to_move=a,
        options=Options(lone_player_draws=False),
    )
    assert [best(state, col) for col in "KBY"] == [7, 4, 2]
    assert GAME.legal_actions(state) == [Quit(), EndTurn()]
    s1, _ = GAME.apply(state, EndTurn())
    assert s1.passed == [a] and GAME.to_move(s1) == b
    s2, e2 = GAME.apply(s1, Quit())
    assert only(e2, "WB.quit").params == {"seat": b, "position": 1, "bonus": 6, "set_aside": 1}
    assert GAME.to_move(s2) == c
    s3, e3 = GAME.apply(s2, Quit())
    assert GAME.to_move(s3) is None
    assert only(e3, "WB.game_over").params["reason"] == "all_passed"
    outcome = GAME.outcome(s3)
    assert outcome.scores == (7, 10, 5) and outcome.winners == (b,)
    # Had C placed a tile, PASSED would be emptied and A would play again.
    v = next(x for x in GAME.legal_actions(s2) if isinstance(x, Place))
    s3b, e3b = GAME.apply(s2, v)
    assert s3b.passed == [] and "WB.passed_cleared" in keys(e3b)
    s4b, _ = GAME.apply(s3b, EndTurn())
    assert GAME.to_move(s4b) == a


def test_WB_EX_18_the_last_player_plays_on():
    """WB-EX-18 (WB-7.4): as WB-EX-14 with lone_player_draws on (the default) and 3 tiles in
    the bag: the last player draws on turns without a placement until the bag is empty."""
    a, b, c = 0, 1, 2
    state = position(
        3,
        board=EX14_BOARD,
        colours="KBY",
        hands={a: ["DMM-BR/HMM-RY", "M3-R/DMM-KB"], b: ["V/F"], c: ["V/F"]},
        # drawn first to last: a village that fits, then two tiles that fit nowhere
        bag=["T4=V/F", "DMM-BR/HMM-RY", "DMM-BR/HMM-RY"],
        to_move=a,
    )
    assert state.options.lone_player_draws is True
    # 1. A cannot place and passes.
    assert GAME.legal_actions(state) == [Quit(), EndTurn()]
    s1, _ = GAME.apply(state, EndTurn())
    assert s1.passed == [a]
    # 2. B quits, then C: A is the last player, PASSED is emptied and the game goes on.
    s2, _ = GAME.apply(s1, Quit())
    s3, e3 = GAME.apply(s2, Quit())
    assert only(e3, "WB.plays_on").params == {"seat": a}
    assert s3.passed == [] and "WB.game_over" not in keys(e3)
    assert GAME.to_move(s3) == a and only(e3, "WB.next_turn").params["seat"] == a
    # 3. Still nothing fits: A draws 1 instead of passing.
    assert GAME.legal_actions(s3) == [Quit(), EndTurn()]
    s4, e4 = GAME.apply(s3, EndTurn())
    assert only(e4, "WB.lone_draw").params == {"seat": a}
    assert only(e4, "WB.drew_count").params == {"seat": a, "count": 1, "wanted": 1, "bag": 2}
    assert only(e4, "WB.drew").params["names"] == ["T4"]
    assert only(e4, "WB.turn_ended").params == {"seat": a, "placements": 0, "passed": False}
    assert s4.passed == [] and "WB.passed" not in keys(e4)
    assert GAME.to_move(s4) == a and len(s4.hands[a]) == 3
    # 4. The drawn tile fits: A places it and draws k (at most the 2 left).
    placements = [x for x in GAME.legal_actions(s4) if isinstance(x, Place)]
    assert placements and all(x.tile == tile(s4, "T4") for x in placements)
    s5, e5 = GAME.apply(s4, placements[0])
    k = only(e5, "WB.placed").params["touching"]
    assert only(e5, "WB.drew_count").params["count"] == min(k, 2)
    s, _ = GAME.apply(s5, EndTurn())
    # 5. Later, with the bag empty, a turn without a placement is a pass that ends the game.
    turns = 0
    while s.bag:
        assert GAME.legal_actions(s) == [Quit(), EndTurn()]
        s, events = GAME.apply(s, EndTurn())
        assert "WB.lone_draw" in keys(events) and GAME.to_move(s) == a
        turns += 1
    assert turns == 2 - min(k, 2)
    assert GAME.legal_actions(s) == [Quit(), EndTurn()]
    s, events = GAME.apply(s, EndTurn())
    assert "WB.lone_draw" not in keys(events)
    assert only(events, "WB.passed").params == {"seat": a, "passed": [a]}
    assert only(events, "WB.game_over").params["reason"] == "all_passed"
    assert GAME.to_move(s) is None
    assert [p["quit_bonus"] for p in GAME.outcome(s).breakdown] == [0, 6, 3]


def test_WB_EX_15_short_bag():
    state = position(
        2, board=BOARD_C, hands={0: ["T1=V/F", "T2=F/V", "M3-K/V", "F/DMF-K", "HMM-KB/V"]}, bag=2
    )
    assert len(state.hands[0]) == 5
    after, events = GAME.apply(state, place(state, "T1", "V", 0, (1, 1)))
    assert only(events, "WB.placed").params["touching"] == 3
    count = only(events, "WB.drew_count").params
    assert count == {"seat": 0, "count": 2, "wanted": 3, "bag": 0}
    assert len(after.hands[0]) == 6 and after.bag == []
    after, _ = GAME.apply(after, EndTurn())
    later = position(2, board={**BOARD_C, (1, 1): "V"}, hands={1: ["V/F"]}, bag=0, to_move=1)
    nxt, events = GAME.apply(later, place(later, "V/F", "V", 0, (1, 2)))
    assert only(events, "WB.drew_count").params["count"] == 0
    assert GAME.to_move(nxt) == 1  # play goes on
    assert GAME.to_move(GAME.apply(nxt, EndTurn())[0]) == 0


def test_WB_EX_16_score_all_fields():
    plain = position(2, board=BOARD_A, colours="KR", phase="over")
    summed = position(
        2, board=BOARD_A, colours="KR", phase="over", options=Options(score_all_fields=True)
    )
    assert GAME.outcome(plain).scores[0] == 8
    out = GAME.outcome(summed)
    assert out.scores[0] == 8 + 4 == 12
    assert out.breakdown[0]["best_field"] == 8  # tie step 2 still uses 8
    for options in (Options(), Options(score_all_fields=True)):
        wolfed = position(
            2, board={**BOARD_A, (-4, 0): "WOLF-R"}, colours="KR", phase="over", options=options
        )
        assert GAME.outcome(wolfed).scores[0] == 4


def test_WB_EX_17_extra_turn_instead_of_draws():
    state = position(
        2,
        board=BOARD_C,
        hands={0: ["T1=V/F", "T2=V/F", "T3=CMF-K/HMF-B"]},
        bag=["DMM-KB/HMM-RY"] * 20,  # tiles that never fit Board C
        options=Options(extra_turn_instead_of_draws=True),
    )
    s1, e1 = GAME.apply(state, place(state, "T1", "V", 0, (1, 1)))
    assert only(e1, "WB.placed").params["touching"] == 3
    assert only(e1, "WB.drew_count").params["count"] == 1 and len(s1.bag) == 19
    assert s1.owed == 0 + 2 == 2
    assert only(e1, "WB.owed").params == {
        "seat": 0,
        "owed": 2,
        "gained": 2,
        "reason": "extra_turn",
        "response": False,
    }
    s2, e2 = GAME.apply(s1, place(s1, "T2", "V", 0, (1, 2)))
    assert only(e2, "WB.placed").params["touching"] == 1
    assert len(s2.bag) == 18 and s2.owed == 1 and "WB.owed" not in keys(e2)
    # An owed placement that cannot be made lapses: nothing in the hand fits, so the turn
    # may end with owed 1.
    assert len(s2.hands[0]) == 3 and not [a for a in GAME.legal_actions(s2) if isinstance(a, Place)]
    assert EndTurn() in GAME.legal_actions(s2)
    s3, _ = GAME.apply(s2, EndTurn())
    assert s3.turn_seat == 1 and s3.owed == 1
