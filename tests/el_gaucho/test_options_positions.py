"""Options (section 5): defaults, dialog metadata, validation up front; the positions module
refuses impossible positions; data tables."""

from __future__ import annotations

import attrs
import pytest

from farmhouse.core import serial
from farmhouse.games.el_gaucho import data
from farmhouse.games.el_gaucho.positions import build, describe_rows, setup_with_pile
from farmhouse.games.el_gaucho.rules import GAME, OPTION_PROBLEMS, Options, pampa_layout


def test_defaults_are_the_published_rules():
    o = Options()
    assert (o.fill_threshold, o.fill_stop_rule, o.opening_keep_rule) == (
        20,
        "at_least",
        "each_at_most",
    )
    assert o.pampa_layout == data.PAMPA_LAYOUT and o.small_numbers == data.SMALL_NUMBERS
    assert (o.start_player, o.two_player_removed_breed) == ("random", "random")
    assert o.wish_in_diceless_round is False and o.sort_same_round is True
    assert o.problems() == []


def test_option_fields_carry_dialog_metadata():
    for field in attrs.fields(Options):
        kind = field.type if isinstance(field.type, str) else field.type.__name__
        if kind == "bool":
            assert field.metadata == {}
        elif kind == "int":
            assert field.metadata["min"] <= field.default <= field.metadata["max"]
        elif kind == "str":
            assert field.default in field.metadata["choices"]
        else:
            assert field.metadata == {"advanced": True}, field.name
    names = {f.name for f in attrs.fields(Options) if f.metadata.get("advanced")}
    assert names == {"pampa_layout", "small_numbers"}


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"fill_threshold": 0}, "EG.options.fill_threshold"),
        ({"fill_threshold": True}, "EG.options.fill_threshold"),
        ({"fill_stop_rule": "more"}, "EG.options.fill_stop_rule"),
        ({"opening_keep_rule": "any"}, "EG.options.opening_keep_rule"),
        ({"pampa_layout": ((2, 2, 2),)}, "EG.options.pampa_layout"),
        ({"pampa_layout": ((2, 2, 2, 5),) * 4}, "EG.options.pampa_layout"),
        ({"small_numbers": (1,) * 11}, "EG.options.small_numbers"),
        ({"small_numbers": (0,) + (1,) * 11}, "EG.options.small_numbers"),
        ({"start_player": "oldest"}, "EG.options.start_player"),
        ({"two_player_removed_breed": "blue"}, "EG.options.two_player_removed_breed"),
        ({"wish_in_diceless_round": 1}, "EG.options.wish_in_diceless_round"),
        ({"sort_same_round": "yes"}, "EG.options.sort_same_round"),
    ],
)
def test_bad_options_are_named_and_refused_by_setup(changes, problem):
    options = Options(**changes)
    assert options.problems() == [problem] and problem in OPTION_PROBLEMS
    with pytest.raises(ValueError, match=problem):
        GAME.setup(3, options, 1)


def test_options_round_trip_through_save_data():
    options = Options(pampa_layout=[[2, 2, 2, 3], [2, 2, 2, 3, 4], [2, 2, 2, 4], [2, 2, 2, 3, 4]])
    assert options.problems() == [] and isinstance(options.pampa_layout[0], tuple)
    again = serial.structure(serial.unstructure(options), Options)
    assert again == options and hash(again) == hash(options)


def test_setup_refuses_other_player_counts():
    for players in (1, 5):
        with pytest.raises(ValueError):
            GAME.setup(players, Options(), 1)


def test_data_tables():
    assert len(data.TILE_CODES) == 60 and data.tile_code(0) == "BK1"
    assert data.tile_id("RD7") == 4 * 12 + 6 and data.tile_code(data.tile_id("SP12")) == "SP12"
    assert data.tile_breed(data.tile_id("WH3")) == 2 and data.tile_value(data.tile_id("WH3")) == 3
    with pytest.raises(ValueError):
        data.tile_id("RD13")
    for players, pc in data.PLAYER_COUNTS.items():
        assert sum(pampa_layout(data.PAMPA_LAYOUT, players).usable) == pc.usable_spaces
    assert data.AREA_COSTS == (1, 2, 3, 4, 5, 6) and len(data.AREAS) == 6


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rows": ["RD1 RD2 RD3 RD4"]}, "row 1 has 3 spaces"),
        ({"rows": ["", "", "BK1 BK2 BK3 BK4 BK5"]}, "not usable with 3 players"),
        ({"rows": ["RD1/E"]}, "not a seat letter"),
        ({"rows": ["RD1 RD1"]}, "already used"),
        ({"rows": ["XX1"]}, "not a tile code"),
        ({"herds": {0: ["RD1 RD3 RD2"]}}, "strictly"),
        ({"herds": {0: ["RD1"], 1: ["RD1"]}}, "already used"),
        ({"herds": {4: ["RD1"]}}, "not a seat"),
        ({"rows": ["RD1/A RD2/A RD3/A", "BK1/A BK2/A BK3/A BK4/A", "BK5/A BK6/A"]}, "placed"),
        ({"supply": {0: 3}}, "supply"),
        ({"areas": {0: ["kitchen"]}}, "not an action area"),
        ({"areas": {1: {"sort": "this_turn"}}}, "only the seat to move"),
        ({"areas": {1: {"sort": "this_round"}}}, "has not had its turn"),
        ({"dice": [7, 1]}, "dice show 1 to 6"),
        ({"dice": [1, 2, 3]}, "exactly 2 dice"),
        ({"pool": [1, 2]}, "left in the pool"),
        ({"end_round": 1, "round": 1}, "pile is empty"),
        ({"rest": "sold"}, "exactly when the pile is empty"),
        ({"rest": "sold", "end_round": 0, "round": 3}, "only 2 more rounds"),
        ({"steppe": ["RD1"], "pile": ["RD2"]}, "always refilled"),
        ({"money": {0: -1}}, "never negative"),
        ({"removed_breed": "red"}, "only with 2 players"),
        ({"to_move": 3}, "not a seat"),
        ({"wish": 3}, "after taking dice"),
        ({"seen": {0: ["RD1"]}, "steppe": ["RD2", "RD3", "RD4", "RD5"]}, "only know tiles"),
    ],
)
def test_impossible_positions_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        build(3, **kwargs)


def test_removed_breed_tiles_are_refused_with_two_players():
    with pytest.raises(ValueError, match="removed breed"):
        build(2, rows=["RD1"])
    assert build(2, rows=["RD1"], removed_breed="black").removed_breed == 0


def test_positions_round_trip_the_row_notation():
    rows = ["BK12/A RD9/b .", "WH2/a SP5/B BR3 RD6", "BR11/B BK1/A WH8/a . .", ". . . . . ."]
    state = build(3, rows=rows)
    assert describe_rows(state) == rows
    assert state.supply == [8 - 4, 8 - 3, 8]
    with pytest.raises(ValueError, match="draws 4"):
        setup_with_pile(3, [], drawn={0: ["RD1"]})
