"""Positions: the builder (named tiles, custom tiles for examples), describe()/parse()
round trips, and impossible positions and malformed lines refused with InvalidPosition (a
ValueError)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import InvalidPosition
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import STANDARD
from farmhouse.games.wooly_bully.positions import (
    BOARD_A,
    BOARD_B,
    describe,
    make_face,
    parse,
    place,
    position,
    tile,
)
from farmhouse.games.wooly_bully.rules import GAME, Options, tile_locations

from .conftest import check_invariants, random_game


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


# ----------------------------------------------------------------------------- one line


@settings(max_examples=8, deadline=None)  # long games: ~1 s each
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**32),
    windows=st.booleans(),
    forced=st.booleans(),
)
def test_random_games_round_trip(players, seed, windows, forced):
    """Every state of random games (hands, bag order, the board and the generator) reads
    back from its line to an equal state, which plays on identically."""
    options = Options(reaction_windows=windows, forced_extra_placement=forced)
    for before, action, after, _ in random_game(players, options, seed, quit_rate=0.005):
        line = describe(before)
        again = parse(line)
        assert GAME.digest(again) == GAME.digest(before), line
        assert describe(again) == line
        assert GAME.digest(GAME.apply(again, action)[0]) == GAME.digest(after), line
    assert GAME.digest(parse(describe(after))) == GAME.digest(after), describe(after)


def test_a_position_with_tiles_of_its_own_round_trips():
    """A position's catalogue (tiles made from face codes, sheep overrides, names with
    signs) is written with the line and rebuilt by parse."""
    state = position(
        2,
        board={**BOARD_A, (1, -1): "CMV-Y:0 r1"},
        hands={1: ["T1=DMV-R/F", "T3=M3-R/V", "F/V", "L17", "WOLF-K"]},
        colours="KY",
        bag=["L3", "HUNTER-R"],
        removed=["WOLF-B"],
        to_move=1,
    )
    line = describe(state)
    assert " tiles=VS;SHEPHERD-K;" in line and "T1=DMV-R/F" in line
    assert "F%2FV" in line  # the name "F/V" is quoted
    again = parse(line)
    assert GAME.digest(again) == GAME.digest(state)
    assert again.catalogue.fingerprint == state.catalogue.fingerprint
    assert describe(again) == line


def test_a_bag_of_more_tiles_than_the_game_has():
    with pytest.raises(InvalidPosition, match=r"a bag of 200 tiles: the game has 60 landscape"):
        position(2, bag=200)
    with pytest.raises(InvalidPosition, match=r"64 landscape tiles: the game has 60"):
        position(2, hands={0: ["V/F", "F/V", "F/M3-B", "F/M3-K"]}, bag=60)


def test_counters_the_rules_cannot_reach():
    with pytest.raises(InvalidPosition, match=r"turn 5 after 0 actions"):
        position(2, turn=5)
    with pytest.raises(InvalidPosition, match=r"10 tiles placed on the board .* after 3 actions"):
        position(2, board=BOARD_A, moves=3)


def test_tiles_in_two_places_or_missing():
    state = GAME.setup(2, Options(), 3)
    line = describe(state)
    first = line.split(" bag=")[1].split(",")[0]
    with pytest.raises(InvalidPosition, match=rf"{first} is both in the bag and in"):
        parse(line.replace("hands=", f"hands={first},", 1))
    with pytest.raises(InvalidPosition, match=rf"tiles missing from the game: {first}"):
        parse(line.replace(f"bag={first},", "bag="))


def test_a_shepherd_without_its_reveal():
    line = describe(position(2, board={(1, 0): "DMV-K r2", (2, 0): "SHEPHERD-K"}, revealed=[0]))
    with pytest.raises(InvalidPosition, match=r"seat 0 \(K\) has revealed exactly when"):
        parse(line.replace(" revealed=0", ""))


GOOD = describe(position(2, board=BOARD_B, colours="KR", hands={0: ["V/F"]}, bag=3))


@pytest.mark.parametrize(
    ("line", "match"),
    [
        ("el_gaucho players=2", r"starts with 'wooly_bully'"),
        (GOOD + " colour=red", r"word \d+ 'colour=red': not one of the fields"),
        (GOOD + " turn=2", r"turn is given twice"),
        (GOOD.replace("turn=1", "turn=x"), r"turn='x': not a number"),
        (GOOD.rsplit(" rng=", 1)[0], r"lacks rng"),
        (GOOD.replace("colours=KR", "colours=KQ"), r"colours='KQ'"),
        (GOOD.replace("hands=", "hands=L99,"), r"hands=.*no tile called 'L99'"),
        (GOOD.replace("board=", "board=5,5;"), r"board: '5,5' is not X,Y:NAME"),
        (GOOD.replace("board=", "board=3,3:L1:A:0:0;"), r"board: .*not connected"),
        (GOOD + " opt.colour=1", r"opt.colour: no such option"),
        (GOOD.replace("tiles=", "tiles=NOPE;"), r"tiles: 'NOPE' is no standard tile"),
        (GOOD.replace("players=2", "players=6"), r"2 to 4 players"),
    ],
)
def test_malformed_lines_say_where(line, match):
    with pytest.raises(InvalidPosition, match=match):
        parse(line)
