"""One focused test per rule id of shared/rules/wooly_bully.md (named test_WB_x_y_…) that the
worked examples do not pin down on their own, plus differential tests of legal placements
against a brute-force search."""

from __future__ import annotations

from collections import Counter

import pytest

from farmhouse.core.game import Event, IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import COLOURS, QUIT_BONUS, STANDARD
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
    TIEBREAK_QUIT_ORDER,
    TIEBREAK_SHARED,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    Reveal,
    State,
    Wolf,
    final_outcome,
)

from .conftest import random_game


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, keys(events)
    return found[0]


def drawn(events: list[Event]) -> int:
    return sum(e.params["count"] for e in events if e.key == "WB.drew_count")


# ----------------------------------------------------------------------------- WB-1


def brute_force_places(state: State) -> set[Place]:
    """Every legal main placement by trying every hand tile, face, rotation and cell within
    one step of the board (WB-1.1, WB-3.3)."""
    board = state.board
    xs = [x for x, _ in board.cells]
    ys = [y for _, y in board.cells]
    cat = state.catalogue
    found = set()
    for t in state.hands[state.actor]:
        kind = cat.tiles[t].kind
        faces = (0, 1) if kind == "landscape" else (1,)
        for f in faces:
            face = cat.tiles[t].faces[f]
            seen = set()
            for r in range(4):
                key = face.orientations[r].labels
                if key in seen:
                    continue  # rotations that give the same face are listed once
                seen.add(key)
                for x in range(min(xs) - 1, max(xs) + 2):
                    for y in range(min(ys) - 1, max(ys) + 2):
                        if ls.explain(board, t, f, r, (x, y)).ok:
                            found.add(Place(t, f, r, x, y))
    return found


def test_WB_1_1_legal_placements_equal_a_brute_force_search():
    checked = 0
    for seed in range(6):
        for before, _, _, _ in random_game(2 + seed % 3, Options(), 300 + seed):
            if before.phase != "act" or before.owed_now < 1 or before.moves % 3:
                continue
            legal = [a for a in GAME.legal_actions(before) if isinstance(a, Place)]
            assert len(set(legal)) == len(legal)
            assert set(legal) == brute_force_places(before)
            checked += 1
    assert checked > 50


def test_WB_1_1_each_condition_is_refused_with_its_reason():
    state = position(2, board=BOARD_A, hands={0: ["V/F", "M3-K/F"]}, bag=5)
    cases = [
        (place(state, "V/F", "V", 0, (1, 0)), "WB.illegal.cell_occupied"),  # 1. empty cell
        (place(state, "V/F", "V", 0, (5, 5)), "WB.illegal.not_adjacent"),  # 2. a neighbour
        (place(state, "M3-K/F", "M3-K", 0, (0, -1)), "WB.illegal.mismatch"),  # 3. matching
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, action)
        assert err.value.reason == reason
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, place(state, "M3-K/F", "M3-K", 0, (0, -1)))
    assert err.value.params == {
        "cell": [0, -1],
        "sides": ["N"],
        "expected": {"N": "VV"},
        "shown": {"N": "KK"},
    }
    # Meadows of different colours do not match: a black meadow never meets a red one.
    red = position(2, board=BOARD_B, hands={0: ["M3-K/V"]})
    assert not any(a for a in GAME.legal_actions(red) if isinstance(a, Place) and a.face == 0)


def test_WB_1_2_a_placement_touches_its_occupied_neighbours():
    state = position(2, board=BOARD_C, hands={0: ["V/F", "V/F"]}, bag=10)
    assert [ls.touching(state.board, c) for c in ((1, 1), (1, 2), (3, 0), (0, -1))] == [3, 0, 1, 1]
    after, events = GAME.apply(state, place(state, "V/F", "V", 0, (1, 1)))
    assert only(events, "WB.placed").params["touching"] == 3 and drawn(events) == 3


def test_WB_1_3_regions_join_across_tiles_only():
    """A DMM face carries two meadows of different colours: they never join each other (a
    fence), and the black one joins the black meadow it faces across a side."""
    state = position(2, board={(1, 0): "DMV-K r1", (0, 1): "DMV-B r0"}, hands={0: ["DMM-KB/V"]})
    after, _ = GAME.apply(state, place(state, "DMM-KB/V", "DMM-KB", 0, (2, 0)))
    (black,) = [f for f in ls.fields(after.board, colour="K") if (2, 0) in f.cells]
    (blue,) = [f for f in ls.fields(after.board, colour="B") if (2, 0) in f.cells]
    assert black.cells == ((1, 0), (2, 0)) and black.sheep == 2 + 1
    assert blue.cells == ((2, 0),) and blue.sheep == 1 and black.id != blue.id
    # The other blue meadow, at (0, 1), is a separate field: regions join only by facing.
    assert len(ls.fields(after.board, colour="B")) == 2


def test_WB_1_4_and_1_5_enclosed_fields_and_bordering_forests():
    state = position(2, board=BOARD_A)
    west, east = ls.fields(state.board, colour="K")
    assert (west.sheep, east.sheep) == (8, 4) and west.enclosed and east.enclosed
    f1 = state.board.component((-3, 0), 0)
    f2 = state.board.component((-1, 1), 0)
    assert west.forests == tuple(sorted((f1, f2))) and east.forests == ()
    forests = {f.id: f for f in ls.forests(state.board)}
    assert set(forests[f1].cells) == {(-3, 0), (-3, 1), (-2, 0), (-2, 1)}
    assert forests[f2].cells == ((-1, 1),)


def test_WB_1_6_holes_are_allowed():
    """Q4: a hole (an empty cell surrounded by tiles) may stay; EX-4 shows one that never
    fills. Here a hole is left on purpose and play goes on around it."""
    state = position(
        2,
        board={**BOARD_C, (1, -1): "V", (2, -1): "V", (0, -1): "V"},
        hands={0: ["V/F", "V/F", "V/F"]},
        bag=5,
    )
    assert ls.touching(state.board, (1, 1)) == 3
    after, _ = GAME.apply(state, place(state, "V/F", "V", 0, (3, 0)))
    assert (1, 1) in after.board.open_cells and (1, 1) not in after.board.cells


# ----------------------------------------------------------------------------- WB-2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hand_size", [4, 3])
def test_WB_2_1_to_2_3_setup(players, hand_size):
    """Village Square at (0, 0), a secret colour per seat from the shuffled shepherds, the
    rest unused; the bag shuffled; a seeded first player; hands dealt clockwise from them
    (table 3.4 gives the bag sizes)."""
    seed = 40 + players
    state = GAME.setup(players, Options(hand_size=hand_size), seed)
    assert list(state.board.cells) == [(0, 0)]
    assert state.board.cells[(0, 0)].tile == STANDARD.village_square
    rng = Rng.from_seed(seed)
    colours = list(COLOURS)
    rng.shuffle(colours)
    bag = list(STANDARD.bag_tiles)
    rng.shuffle(bag)
    first = rng.randbelow(players)
    assert state.colours == colours[:players]
    assert state.unused_shepherds == sorted(STANDARD.shepherds[c] for c in colours[players:])
    assert state.first_player == state.turn_seat == state.actor == first
    for i in range(players):
        seat = (first + i) % players
        dealt = [bag.pop() for _ in range(hand_size)]
        assert state.hands[seat] == sorted(dealt)
    assert state.bag == bag
    bag_after = {4: {2: 60, 3: 56, 4: 52}, 3: {2: 62, 3: 59, 4: 56}}
    assert len(state.bag) == bag_after[hand_size][players]
    assert state.owed == 1 and state.passed == [] and state.quit_order == []


def test_WB_2_2_the_first_player_is_a_seeded_random_choice():
    firsts = Counter(GAME.setup(4, Options(), seed).first_player for seed in range(60))
    assert set(firsts) == {0, 1, 2, 3}
    assert GAME.setup(4, Options(), 7).first_player == GAME.setup(4, Options(), 7).first_player


# ----------------------------------------------------------------------------- WB-3


def test_WB_3_1_turns_go_clockwise_skipping_quitters():
    state = position(
        4, quit_order=[2], hands={0: ["F/M3-K"], 1: ["F/M3-K"], 3: ["F/M3-K"]}, to_move=1
    )
    s, events = GAME.apply(state, EndTurn())
    assert only(events, "WB.next_turn").params["seat"] == 3 and s.owed == 1
    s, _ = GAME.apply(s, EndTurn())
    assert GAME.to_move(s) == 0 and s.turn == state.turn + 2


def test_WB_3_2_special_actions_before_between_and_after_placements():
    state = position(
        2,
        board=BOARD_A,
        colours="KR",
        hands={0: ["WOLF-R", "HUNTER-B", "T1=DMV-K/V", "T2=V/F"]},
        bag=20,
    )
    s, _ = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))  # before the main placement
    assert s.owed == 1 and GAME.to_move(s) == 0
    main = next(a for a in GAME.legal_actions(s) if isinstance(a, Place))
    s, _ = GAME.apply(s, main)
    assert s.owed == 0
    s, _ = GAME.apply(s, hunter(s, "HUNTER-B", (-4, 0)))  # after it
    assert GAME.to_move(s) == 0 and s.placed_in_turn == 3
    # In the default model nobody else acts during the turn.
    assert GAME.legal_actions_in_view(GAME.view(s, 1)) == []


def test_WB_3_3_main_placements_need_owed_and_an_m4_back_is_an_ordinary_meadow():
    state = position(2, board=BOARD_B, colours="KB", hands={0: ["WOLF-R", "V/F"]}, bag=10)
    back = Place(tile(state, "WOLF-R"), 1, 0, 2, 0)
    s, events = GAME.apply(state, back)
    assert only(events, "WB.placed").params["code"] == "M4-R"
    assert s.board.wolf_cells() == [] and s.owed == 0
    red = [f for f in ls.fields(s.board, colour="R") if (2, 0) in f.cells][0]
    assert red.sheep == 2 + 4
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, place(s, "V/F", "V", 0, (0, 1)))
    assert err.value.reason == "WB.illegal.no_placement_owed"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Place(tile(state, "WOLF-R"), 0, 0, 2, 0))
    assert err.value.reason == "WB.illegal.use_special_action"


def test_WB_3_4_placement_is_compulsory_while_a_landscape_tile_fits():
    state = position(2, hands={0: ["V/F", "WOLF-K"]}, bag=10)
    assert EndTurn() not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, EndTurn())
    assert err.value.reason == "WB.illegal.placement_compulsory"
    # Any tile may make it: here the wolf's M4 back would not fit, the V does.
    s, _ = GAME.apply(state, place(state, "V/F", "V", 0, (1, 0)))
    assert EndTurn() in GAME.legal_actions(s)


def test_WB_3_5_the_turn_ends_when_ended_or_at_once_on_quitting():
    state = position(2, hands={0: ["V/F", "V/F"], 1: ["V/F"]}, bag=10)
    s, _ = GAME.apply(state, place(state, "V/F", "V", 0, (1, 0)))
    assert GAME.to_move(s) == 0  # the turn goes on until ended
    s2, events = GAME.apply(s, EndTurn())
    assert GAME.to_move(s2) == 1 and only(events, "WB.turn_ended").params["passed"] is False
    s3, events = GAME.apply(state, Quit())  # quitting with a placement owed: it lapses
    assert GAME.to_move(s3) == 1 and "WB.turn_ended" not in keys(events)


def test_WB_3_6_a_pass_draws_nothing_and_the_first_tile_must_meet_the_village():
    state = GAME.setup(2, Options(), 11)
    for a in GAME.legal_actions(state):
        if isinstance(a, Place):
            o = state.catalogue.face(a.tile, a.face).orientations[a.rotation]
            side = {(1, 0): 3, (-1, 0): 1, (0, 1): 2, (0, -1): 0}[a.cell]
            assert o.sides[side] == "VV"
    passing = position(2, hands={0: ["F/M3-K"]}, bag=10)
    s, events = GAME.apply(passing, EndTurn())
    assert "WB.drew" not in keys(events) and s.hands == passing.hands and s.passed == [0]


# ----------------------------------------------------------------------------- WB-4


def test_WB_4_1_every_placement_draws_k():
    state = position(
        2, board={**BOARD_A, (-4, 1): "F"}, colours="KR", hands={0: ["WOLF-R", "HUNTER-B"]}, bag=20
    )
    s, events = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))  # touches (−3,0), (−4,1)
    assert drawn(events) == 2
    s, events = GAME.apply(s, hunter(s, "HUNTER-B", (-4, 0)))  # covering: the same 2
    assert drawn(events) == 2
    drew = only(events, "WB.drew")
    assert drew.private_to == 0 and len(drew.params["tiles"]) == 2


def test_WB_4_2_draws_are_random_and_an_empty_bag_goes_on():
    draws = {tuple(GAME.setup(2, Options(), seed).hands[0]) for seed in range(10)}
    assert len(draws) == 10
    empty = position(2, board=BOARD_C, hands={0: ["V/F", "V/F"]}, bag=0)
    s, events = GAME.apply(empty, place(empty, "V/F", "V", 0, (1, 1)))
    assert only(events, "WB.drew_count").params == {"seat": 0, "count": 0, "wanted": 3, "bag": 0}
    assert GAME.to_move(s) == 0


def test_WB_4_3_hands_have_no_limit():
    state = position(2, board=BOARD_C, hands={0: [f"T{i}=V/F" for i in range(6)]}, bag=30)
    s, _ = GAME.apply(state, place(state, "T0", "V", 0, (1, 1)))
    assert len(s.hands[0]) == 5 + 3 > Options().hand_size
    assert s.phase == "act" and s.discards[0] == []


# ----------------------------------------------------------------------------- WB-5


def test_WB_5_1_wolves_and_hunters_need_forest_on_every_touching_side():
    state = position(2, board=BOARD_A, hands={0: ["WOLF-K", "HUNTER-K"]}, bag=5)
    forest_cells = set(ls.cells_requiring(state.board, "F"))
    wolves = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Wolf)}
    hunters = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Hunter)}
    assert wolves == forest_cells == hunters
    assert (0, 1) not in forest_cells  # faces village and forest (EX-4)
    assert all(all(r in (None, "FF") for r in state.board.open_cells[c]) for c in forest_cells)


def test_WB_5_2_active_wolves_in_both_readings():
    board = {**BOARD_A, (-4, 0): "WOLF-R", (-1, 2): "HUNTER-B", (-2, 2): "F"}
    for protects, active in ((True, ()), (False, ((-4, 0),))):
        state = position(2, board=board, options=Options(hunter_protects_merged_forest=protects))
        (forest,) = [f for f in ls.forests(state.board, protects) if (-4, 0) in f.cells]
        assert forest.wolves == ((-4, 0),) and forest.hunters == ((-1, 2),)
        assert forest.active_wolves == active


def test_WB_5_3_a_wolf_never_joins_a_forest_with_a_hunter():
    for protects in (True, False):
        state = position(
            2,
            board={**BOARD_A, (-1, 2): "HUNTER-B"},
            hands={0: ["WOLF-R"]},
            options=Options(hunter_protects_merged_forest=protects),
        )
        cells = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Wolf)}
        assert (-4, 0) in cells and not cells & {(-1, 3), (-2, 2), (0, 2)}


def test_WB_5_4_a_hunter_never_joins_a_forest_with_an_active_wolf():
    board = {**BOARD_A, (-4, 0): "WOLF-R", (-1, 2): "HUNTER-B", (-2, 2): "F"}
    for protects in (True, False):
        state = position(
            2,
            board=board,
            hands={0: ["HUNTER-Y"]},
            options=Options(hunter_protects_merged_forest=protects),
        )
        cells = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Hunter)}
        # true: the merged forest holds a hunter, so its wolf is inactive and hunters may join
        # (but not cover it); false: the wolf stays active, blocking and coverable.
        assert ((-4, 1) in cells) == protects
        assert ((-4, 0) in cells) == (not protects)


def test_WB_5_5_a_hunter_covers_only_an_active_wolf():
    board = {**BOARD_A, (-4, 0): "WOLF-R", (-1, 2): "HUNTER-B", (-2, 2): "F"}
    state = position(2, board=board, hands={0: ["HUNTER-Y"]})
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, hunter(state, "HUNTER-Y", (-4, 0)))
    assert err.value.reason == "WB.illegal.wolf_not_active"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, hunter(state, "HUNTER-Y", (-3, 0)))
    assert err.value.reason == "WB.illegal.cell_occupied"


def test_WB_5_6_merging_is_judged_on_the_current_board():
    """EX-6 in steps: the wolf spoils West until the merging F, and wolves count only at
    scoring (Q8): nothing is removed or scored when forests merge."""
    state = position(
        2, board={**BOARD_A, (-4, 0): "WOLF-R", (-1, 2): "HUNTER-B"}, hands={0: ["F/V"]}
    )
    west = lambda s: [f for f in ls.fields(s.board, colour="K") if f.sheep == 8][0]  # noqa: E731
    assert west(state).spoiled_by == ((-4, 0),)
    after, events = GAME.apply(state, place(state, "F/V", "F", 0, (-2, 2)))
    assert west(after).spoiled_by == ()
    assert "WB.tile_removed" not in keys(events) and "WB.scored" not in keys(events)


# ----------------------------------------------------------------------------- WB-6


def test_WB_6_1_reveal_once_shows_the_colour_and_owes_one_placement():
    state = position(2, board=BOARD_B, colours="KR", hands={1: ["V/F"]}, bag=10, to_move=1)
    assert {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Reveal)} == {
        (2, 0),
        (-1, -1),
        (0, -2),
    }
    s, events = GAME.apply(state, reveal((2, 0)))
    assert only(events, "WB.revealed").params["colour"] == "R" and s.revealed == [False, True]
    assert s.owed == 2 and only(events, "WB.owed").params["reason"] == "reveal"
    assert not [a for a in GAME.legal_actions(s) if isinstance(a, Reveal)]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, reveal((-1, -1)))
    assert err.value.reason == "WB.illegal.already_revealed"
    assert GAME.view(s, 0).colours == ("K", "R")


def test_WB_6_2_no_reveal_without_a_legal_position_for_the_shepherd():
    state = position(2, board=BOARD_A, colours="RK", hands={0: ["V/F"]})
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Reveal)]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, reveal((3, 0)))
    assert err.value.reason == "WB.illegal.mismatch"


def test_WB_6_3_a_reveal_on_the_own_turn_gives_three_placements():
    """EX-10 gives the full sequence; here: main, reveal, extra placement, then the turn
    can end (owed 0)."""
    state = position(
        2, board=BOARD_B, colours="KR", hands={1: ["T1=DMV-R/F", "T3=M3-R/V"]}, bag=10, to_move=1
    )
    s, _ = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    s, _ = GAME.apply(s, reveal((2, 0)))
    s, _ = GAME.apply(s, place(s, "T3", "M3-R", 0, (2, -1)))
    assert s.placed_in_turn == 3 and s.owed == 0 and GAME.to_move(s) == 1


def test_WB_6_4_revealing_is_optional_and_an_unrevealed_colour_stays_hidden():
    state = position(2, colours="KR", hands={0: ["F/M3-K"], 1: ["F/M3-R"]}, bag=4)
    s = state
    while GAME.to_move(s) is not None:
        s, events = GAME.apply(s, EndTurn())
        if GAME.to_move(s) is not None:
            assert GAME.view(s, 0).colours == ("K", None)
    assert only(events, "WB.colours_revealed").params == {
        "colours": ["K", "R"],
        "unused": ["B", "Y"],
    }
    assert GAME.view(s, 0).colours == ("K", "R")
    assert all(state.catalogue.tiles[t].kind != "shepherd" for t in s.board.tiles())


# ----------------------------------------------------------------------------- WB-7


def test_WB_7_1_quit_positions_and_bonuses():
    for players in (2, 3, 4):
        state = position(players, hands={s: ["F/V"] for s in range(players)}, bag=5)
        bonuses = []
        s = state
        for _ in range(players):
            s, events = GAME.apply(s, Quit())
            bonuses.append(only(events, "WB.quit").params["bonus"])
        assert tuple(bonuses) == QUIT_BONUS[players]
        assert only(events, "WB.game_over").params["reason"] == "all_quit"
    # Default model: only the seat on turn decides, so nobody quits out of turn.
    assert GAME.legal_actions_in_view(GAME.view(state, 1)) == []


def test_WB_7_2_a_seat_that_quit_takes_no_action_and_its_fields_still_score():
    state = position(
        3, board=BOARD_A, colours="KBR", hands={0: ["T1=V/F", "T2=F/V"], 1: ["V/F"]}, bag=5
    )
    s, events = GAME.apply(state, Quit())
    assert s.hands[0] == [] and sorted(s.set_aside[0]) == sorted(state.hands[0])
    assert GAME.view(s, 0).set_aside == tuple(state.hands[0]) and GAME.view(s, 1).set_aside == ()
    assert GAME.view(s, 1).set_aside_sizes == (2, 0, 0)
    while GAME.to_move(s) is not None:
        assert GAME.to_move(s) != 0
        s, _ = GAME.apply(s, Quit())
    outcome = GAME.outcome(s)
    assert outcome.breakdown[0]["best_field"] == 8 and outcome.scores[0] == 8 + 6


def test_WB_7_3_the_last_player_plays_on_and_may_quit_for_nothing():
    state = position(3, quit_order=[1, 2], hands={0: ["T1=V/F", "T2=V/F"]}, bag=4)
    s, _ = GAME.apply(state, place(state, "T1", "V", 0, (1, 0)))
    s, events = GAME.apply(s, EndTurn())
    assert GAME.to_move(s) == 0 and only(events, "WB.next_turn").params["again"] is True
    s, events = GAME.apply(s, Quit())
    assert only(events, "WB.quit").params["bonus"] == 0 and GAME.to_move(s) is None


#: Tiles that fit nowhere on a board of villages alone: no face has a village segment.
STUCK = "DMM-BR/HMM-RY"


def test_WB_7_4_the_last_player_draws_instead_of_passing_until_the_bag_is_empty():
    state = position(
        2, quit_order=[1], hands={0: [STUCK]}, bag=[STUCK, STUCK], colours="KB", to_move=0
    )
    assert GAME.legal_actions(state) == [Quit(), EndTurn()]
    s, events = GAME.apply(state, EndTurn())
    assert keys(events)[:3] == ["WB.turn_ended", "WB.lone_draw", "WB.drew"]
    assert only(events, "WB.turn_ended").params["passed"] is False
    assert s.passed == [] and len(s.bag) == 1 and len(s.hands[0]) == 2
    assert only(events, "WB.next_turn").params == {"seat": 0, "turn": 2, "again": True}
    s, _ = GAME.apply(s, EndTurn())
    assert s.bag == [] and len(s.hands[0]) == 3 and GAME.to_move(s) == 0
    s, events = GAME.apply(s, EndTurn())  # the bag is empty: a pass, and the end (WB-8.2)
    assert "WB.lone_draw" not in keys(events) and s.passed == [0]
    assert only(events, "WB.game_over").params["reason"] == "all_passed"
    # With the option off, the same turn is a pass and ends the game at once (WB-3.6).
    off = position(
        2,
        quit_order=[1],
        hands={0: [STUCK]},
        bag=[STUCK, STUCK],
        colours="KB",
        options=Options(lone_player_draws=False),
    )
    s, events = GAME.apply(off, EndTurn())
    assert "WB.lone_draw" not in keys(events) and len(s.bag) == 2
    assert only(events, "WB.game_over").params["reason"] == "all_passed"


def test_WB_7_4_the_last_quit_empties_passed_also_in_a_reaction_window():
    """WB-7.4: a seat that passed earlier plays on once the others quit, under either option
    of reaction_windows; without lone_player_draws the same quit ends the game (WB-8.2)."""
    for windows in (False, True):

        def start(draws: bool, windows: bool = windows) -> State:
            return position(
                2,
                hands={0: [STUCK], 1: ["V/F"]},
                bag=[STUCK] * 3,
                passed=[0],
                to_move=1,
                options=Options(reaction_windows=windows, lone_player_draws=draws),
            )

        s, events = GAME.apply(start(True), Quit())
        assert only(events, "WB.plays_on").params == {"seat": 0}
        assert s.passed == [] and GAME.to_move(s) == 0
        s, events = GAME.apply(start(False), Quit())
        assert "WB.plays_on" not in keys(events) and GAME.to_move(s) is None
    # Inside a window: the turn seat placed, the responder quits; the turn seat plays on.
    state = position(
        3,
        hands={0: ["V/F", STUCK], 1: [STUCK]},
        bag=[STUCK] * 6,
        quit_order=[2],
        options=Options(reaction_windows=True),
    )
    s, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, Place)))
    assert s.responding and GAME.to_move(s) == 1
    s, events = GAME.apply(s, Quit())
    assert only(events, "WB.plays_on").params == {"seat": 0}
    assert GAME.to_move(s) == 0 and not s.responding


def test_WB_8_2_positions_refuse_a_game_that_is_over_but_goes_on():
    """WB-8.2 (and WB-7.4): a last player in PASSED, or every seat still in the game in
    PASSED, means the game is over; a position going on there is refused."""
    for draws in (True, False):
        options = Options(lone_player_draws=draws)
        with pytest.raises(ValueError, match="WB-8.2"):
            position(3, quit_order=[1, 2], passed=[0], hands={0: [STUCK]}, options=options)
        with pytest.raises(ValueError, match="WB-8.2"):
            position(2, passed=[0, 1], options=options)
    position(3, quit_order=[1], passed=[0], hands={0: [STUCK]}, bag=3, to_move=2)
    position(2, passed=[0, 1], phase="over")


# ----------------------------------------------------------------------------- WB-8


def test_WB_8_1_any_placement_empties_passed():
    state = position(
        3, board=BOARD_A, hands={0: ["F/M3-K"], 1: ["WOLF-R"], 2: ["F/M3-R"]}, passed=[0], to_move=1
    )
    s, events = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))  # a special action counts
    assert s.passed == [] and only(events, "WB.passed_cleared").params == {"by": 1}


def test_WB_8_2_the_game_ends_when_everyone_who_has_not_quit_passed():
    state = position(3, hands={0: ["F/M3-K"], 1: ["F/M3-K"], 2: ["F/M3-K"]}, bag=10)
    s = state
    for seat in (0, 1, 2):
        assert GAME.to_move(s) == seat
        s, events = GAME.apply(s, EndTurn())
    assert GAME.to_move(s) is None and only(events, "WB.game_over").params["reason"] == "all_passed"
    assert s.passed == [0, 1, 2] and len(s.bag) == 10  # a full bag does not stop the end


def test_every_game_ends_within_bounds():
    """WB-8.2: random games end; each applied action either places a tile or moves towards a
    pass streak, so a game is far shorter than the bound."""
    for seed in range(12):
        steps = list(random_game(2 + seed % 3, Options(), 700 + seed, quit_rate=0.0))
        final = steps[-1][2]
        assert GAME.to_move(final) is None
        assert len(steps) < 2000


# ----------------------------------------------------------------------------- WB-9


def test_WB_9_1_only_enclosed_wolf_free_fields_of_the_own_colour_qualify():
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    open_west = position(2, board=board, colours="KR", phase="over")
    part = GAME.outcome(open_west).breakdown[0]
    assert part["fields"] == [4] and part["open_fields"][0]["sheep"] == 6
    wolfed = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"}, colours="KR", phase="over")
    part = GAME.outcome(wolfed).breakdown[0]
    assert part["fields"] == [4] and part["spoiled_fields"] == [
        {"sheep": 8, "cells": [[-2, 0], [-2, 1], [-1, 0], [-1, 1]], "wolves": [[-4, 0]]}
    ]


def test_WB_9_2_one_field_counts_and_unheld_colours_score_for_nobody():
    state = position(2, board=BOARD_A, colours="BR", phase="over")
    outcome = GAME.outcome(state)
    assert outcome.scores == (0, 0)  # the black fields belong to nobody
    black = position(2, board=BOARD_A, colours="KR", phase="over", quit_order=[1])
    assert GAME.outcome(black).scores == (8, 6)


def test_WB_9_3_ranking_steps_and_competition_numbering():
    # Step 3 decides only with score_all_fields. Seat 0: 5 + 3, never quit; seat 1: 5, quit
    # 2nd (+3); seat 2: 2, quit 1st (+6): all 8. Largest fields 5, 5, 2 put seat 2 third;
    # the earlier quit puts seat 1 (a quitter) before seat 0 (never quit).
    four = final_outcome([[5, 3], [5], [2], [0]], quit_order=[2, 1], score_all_fields=True)
    assert four.scores == (8, 8, 8, 0)
    assert four.ranking == ((1,), (0,), (2,), (3,)) and four.tie_break == TIEBREAK_QUIT_ORDER
    # Without the option the same fields cannot tie at step 3.
    plain = final_outcome([[5, 3], [5], [2], [0]], quit_order=[2, 1])
    assert plain.scores == (5, 8, 8, 0) and plain.ranking == ((1,), (2,), (0,), (3,))
    # Still tied: the rank is shared, and competition numbering skips the next rank.
    shared = final_outcome([[5], [5], [1]], quit_order=[])
    assert shared.ranking == ((0, 1), (2,)) and shared.winners == (0, 1)
    assert shared.tie_break == TIEBREAK_SHARED
