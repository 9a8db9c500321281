"""The position builder: named tiles, custom tiles for examples, and impossible positions
refused with ValueError."""

from __future__ import annotations

import pytest

from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import STANDARD
from farmhouse.games.wooly_bully.positions import (
    BOARD_A,
    BOARD_B,
    make_face,
    place,
    position,
    tile,
)
from farmhouse.games.wooly_bully.rules import GAME, Options, tile_locations

from .conftest import check_invariants


def test_a_position_is_a_valid_state_with_named_tiles():
    state = position(
        3,
        board=BOARD_A,
        hands={0: ["T1=DMV-R/F", "WOLF-K", "L17"]},
        colours="RKB",
        bag=12,
        to_move=0,
    )
    check_invariants(state)
    assert state.catalogue.tiles[tile(state, "T1")].faces[0].code == "DMV-R"
    assert state.catalogue.tiles[tile(state, "L17")].faces == STANDARD.tile("L17").faces
    assert state.catalogue.tiles[tile(state, "WOLF-K")].kind == "wolf"
    assert len(state.bag) == 12 and state.colours == ["R", "K", "B"]
    assert len(tile_locations(state)) == len(state.catalogue)
    # Unused wolves and hunters are not part of the position's catalogue.
    assert [state.catalogue.tiles[t].name for t in state.catalogue.wolves] == ["WOLF-K"]
    assert state.catalogue.hunters == ()


def test_bag_specs_are_drawn_in_the_given_order():
    state = position(2, board={(1, 0): "V"}, hands={0: ["V/F"]}, bag=["A=M3-K/F", "B=M3-B/F"])
    after, events = GAME.apply(state, place(state, "V/F", "V", 0, (2, 0)))
    drew = [e for e in events if e.key == "WB.drew"][0]
    assert drew.params["names"] == ["A"]


def test_custom_sheep_counts():
    face = make_face("CMV-Y:0")
    assert face.sheep == {"Y": 0} and face.code == "CMV-Y:0"
    assert make_face("DMM-KB:3,0").sheep == {"K": 3, "B": 0}
    with pytest.raises(ValueError):
        make_face("DMM-KB:3")
    with pytest.raises(ValueError):
        make_face("F:2")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"board": {(1, 0): "M3-K"}}, "differ"),  # a black meadow against the village
        ({"board": {(5, 5): "V"}}, "connected"),
        ({"board": {(0, 0): "V"}}, "Village Square"),
        ({"board": {(1, 0): "VS"}}, "Village Square"),
        ({"board": {(1, 0): "V", (2, 0): "V"}, "hands": {0: ["L3", "L3"]}}, "twice"),
        ({"hands": {0: ["WOLF-K"], 1: ["WOLF-K"]}}, "twice"),
        ({"hands": {0: ["SHEPHERD-K"]}}, "cannot be held"),
        ({"hands": {0: ["XYZ-K"]}}, "unknown face code"),
        ({"hands": {0: ["DMV-K r9"]}}, "bad tile spec"),
        ({"colours": "KK"}, "different"),
        ({"colours": "KQ"}, "different"),
        ({"revealed": [0]}, "revealed"),
        ({"board": {(1, 0): "DMV-K r2", (2, 0): "SHEPHERD-K"}}, "revealed"),
        ({"board": {(1, 0): "DMV-R r2", (2, 0): "SHEPHERD-R"}, "colours": "KB"}, "no seat"),
        ({"quit_order": [0, 0]}, "quit order"),
        ({"quit_order": [1], "hands": {1: ["V/F"]}}, "set aside"),
        ({"set_aside": {1: ["V/F"]}}, "not quit"),
        ({"quit_order": [0]}, "cannot be to move"),
        ({"passed": [1], "quit_order": [1]}, "PASSED"),
        ({"owed": -1}, "negative"),
        ({"phase": "dance"}, "phase"),
        ({"options": Options(hand_size=7)}, "options"),
    ],
)
def test_impossible_positions_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        position(2, **kwargs)


def test_players_out_of_range():
    with pytest.raises(ValueError):
        position(5)
    with pytest.raises(ValueError):
        GAME.setup(1, Options(), 0)


def test_from_cells_rebuilds_the_incremental_landscape():
    """A board built at once equals the same tiles placed one by one by the engine."""
    state = position(2, board=BOARD_B, hands={0: ["T1=DMV-R/F", "T3=M3-R/V"]}, colours="KR")
    s, _ = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    rebuilt = ls.from_cells(s.catalogue, s.board.cells)
    assert rebuilt == s.board

    def facts(land):  # component ids depend on the order of placement; the rest may not
        return sorted(
            (f.colour, f.sheep, f.regions, f.enclosed, f.open_segments) for f in ls.fields(land)
        )

    assert facts(rebuilt) == facts(s.board)
    assert len(ls.forests(rebuilt)) == len(ls.forests(s.board))
    assert ls.open_cells(rebuilt) == ls.open_cells(s.board)
