"""The rule options of section 6: the new-game dialog's view of them (types, ranges,
problems), and each option's effect (reaction_windows, wolf_may_cover_hunter,
extra_turn_instead_of_draws, forced_extra_placement; hand_size, score_all_fields and
hunter_protects_merged_forest are also covered by the worked examples)."""

from __future__ import annotations

import attrs
import pytest

from farmhouse.core import serial
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.wooly_bully import landscape as ls
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
    OPTION_PROBLEMS,
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    Reveal,
    Wolf,
)


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, keys(events)
    return found[0]


def drawn(events: list[Event]) -> int:
    return sum(e.params["count"] for e in events if e.key == "WB.drew_count")


# ----------------------------------------------------------------------------- the dialog


def test_options_default_to_the_published_rules_and_describe_themselves():
    fields = {f.name: f for f in attrs.fields(Options)}
    assert list(fields) == [
        "hand_size",
        "reaction_windows",
        "hunter_protects_merged_forest",
        "score_all_fields",
        "wolf_may_cover_hunter",
        "extra_turn_instead_of_draws",
        "forced_extra_placement",
        "lone_player_draws",
    ]
    assert fields["hand_size"].default == 4
    assert fields["hand_size"].metadata == {"min": 3, "max": 4}
    for name, f in fields.items():
        if name != "hand_size":
            assert f.type in (bool, "bool") and f.default is (
                name in ("hunter_protects_merged_forest", "lone_player_draws")
            )
    assert Options().problems() == []
    data = serial.unstructure(Options(hand_size=3, reaction_windows=True))
    assert serial.structure(data, Options) == Options(hand_size=3, reaction_windows=True)


@pytest.mark.parametrize(
    ("options", "problems"),
    [
        (Options(hand_size=2), ["WB.option.hand_size_range"]),
        (Options(hand_size=5), ["WB.option.hand_size_range"]),
        (
            Options(extra_turn_instead_of_draws=True, forced_extra_placement=True),
            ["WB.option.extra_turn_with_forced_placement"],
        ),
        (
            Options(hand_size=9, extra_turn_instead_of_draws=True, forced_extra_placement=True),
            ["WB.option.hand_size_range", "WB.option.extra_turn_with_forced_placement"],
        ),
    ],
)
def test_incompatible_options_are_listed_up_front_and_refused_by_setup(options, problems):
    assert options.problems() == problems
    assert all(p in OPTION_PROBLEMS for p in problems)
    with pytest.raises(ValueError):
        GAME.setup(2, options, 1)
    with pytest.raises(ValueError):
        position(2, options=options)


def test_hand_size_3_deals_three():
    state = GAME.setup(3, Options(hand_size=3), 5)
    assert [len(h) for h in state.hands] == [3, 3, 3] and len(state.bag) == 59


# ----------------------------------------------------------------------------- reaction_windows

WINDOWS = Options(reaction_windows=True)


def test_reaction_windows_ask_every_other_seat_once_clockwise_from_the_placer():
    state = position(
        4,
        board=BOARD_A,
        colours="KBRY",
        hands={1: ["V/F", "V/F"], 2: ["WOLF-R"], 3: ["F/M3-K"], 0: ["F/M3-B"]},
        quit_order=[],
        to_move=1,
        bag=20,
        options=WINDOWS,
    )
    s, events = GAME.apply(state, place(state, "V/F", "V", 0, (0, -1)))
    assert only(events, "WB.window_opened").params == {"placer": 1, "order": [2, 3, 0]}
    assert GAME.to_move(s) == 2 and s.responding
    legal = GAME.legal_actions(s)
    # A responder may take wolf, hunter, reveal and quit, and EndResponse; no placements.
    assert not [a for a in legal if isinstance(a, Place)]
    assert legal[-2:] == [Quit(), EndResponse()] and any(isinstance(a, Wolf) for a in legal)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, EndTurn())
    assert err.value.reason == "WB.illegal.in_response"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, place(s, "F/M3-K", "M3-K", 0, (3, 0)))
    assert err.value.reason in ("WB.illegal.no_placement_owed", "WB.illegal.tile_not_in_hand")
    s, events = GAME.apply(s, wolf(s, "WOLF-R", (-4, 0)))  # a response placement draws (Q1)
    assert drawn(events) == 1 and "WB.window_opened" not in keys(events)
    assert GAME.to_move(s) == 2  # the response goes on until ended
    s, _ = GAME.apply(s, EndResponse())
    assert GAME.to_move(s) == 3
    s, events = GAME.apply(s, Quit())  # quitting out of turn (seed rules)
    assert only(events, "WB.quit").params["position"] == 1
    assert only(events, "WB.response_ended").params == {"seat": 3, "quit": True}
    assert GAME.to_move(s) == 0
    s, _ = GAME.apply(s, EndResponse())
    assert GAME.to_move(s) == 1 and not s.responding  # the interrupted turn resumes
    assert s.owed == 0 and s.placed_in_turn == 1
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, EndResponse())
    assert err.value.reason == "WB.illegal.not_in_response"
    s, _ = GAME.apply(s, EndTurn())
    assert GAME.to_move(s) == 2  # seat 3 quit and is skipped


def test_a_reveal_in_a_window_brings_its_extra_placement_inside_the_response():
    state = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["V/F"], 1: ["T1=M3-R/V", "T2=F/HMF-B"]},
        to_move=0,
        bag=20,
        options=WINDOWS,
    )
    s, _ = GAME.apply(state, place(state, "V/F", "V", 0, (0, 1)))
    assert GAME.to_move(s) == 1
    s, events = GAME.apply(s, reveal((2, 0)))
    assert s.resp_owed == 1 and only(events, "WB.owed").params["response"] is True
    assert EndResponse() not in GAME.legal_actions(s)  # WB-3.4 inside the response
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, EndResponse())
    assert err.value.reason == "WB.illegal.placement_compulsory"
    s, events = GAME.apply(s, place(s, "T1", "M3-R", 0, (3, 0)))
    assert only(events, "WB.placed").params["response"] is True
    assert "WB.window_opened" not in keys(events)  # placements in a window open no window
    assert s.placed_in_turn == 1 and s.resp_owed == 0
    s, _ = GAME.apply(s, EndResponse())
    assert GAME.to_move(s) == 0 and s.owed == 0


def test_without_reaction_windows_nobody_responds():
    state = position(2, board=BOARD_A, hands={0: ["V/F"], 1: ["WOLF-R"]}, bag=5)
    s, events = GAME.apply(state, place(state, "V/F", "V", 0, (0, -1)))
    assert "WB.window_opened" not in keys(events) and GAME.to_move(s) == 0


# ----------------------------------------------------------------------------- wolf_may_cover_hunter


def test_wolf_may_cover_hunter():
    board = {**BOARD_A, (-4, 0): "HUNTER-B", (-4, 1): "F", (-1, 2): "HUNTER-Y"}
    plain = position(2, board=board, hands={0: ["WOLF-R"]}, bag=5)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(plain, wolf(plain, "WOLF-R", (-4, 0)))
    assert err.value.reason == "WB.illegal.cover_not_allowed"
    assert not [
        a for a in GAME.legal_actions(plain) if isinstance(a, Wolf)
    ]  # every forest has a hunter
    state = position(
        2, board=board, hands={0: ["WOLF-R"]}, bag=5, options=Options(wolf_may_cover_hunter=True)
    )
    cells = {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Wolf)}
    assert cells == {(-4, 0), (-1, 2)}  # the hunters; WB-5.3 still bars empty cells
    s, events = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))
    assert drawn(events) == 2  # (−3, 0) and (−4, 1)
    removed = only(events, "WB.tile_removed").params
    assert removed["name"] == "HUNTER-B" and removed["reason"] == "wolf_covers_hunter"
    assert s.board.wolf_cells() == [(-4, 0)] and s.board.hunter_cells() == [(-1, 2)]
    assert s.removed == [tile(state, "HUNTER-B")]
    west = [f for f in ls.fields(s.board, colour="K") if f.sheep == 8][0]
    assert west.spoiled_by == ((-4, 0),)


# ----------------------------------------------------------------------------- extra turns

EXTRA = Options(extra_turn_instead_of_draws=True)


def test_extra_turn_every_placement_draws_one_and_gives_k_minus_1():
    state = position(
        2,
        board={**BOARD_A, (-4, 1): "F"},
        colours="KR",
        hands={0: ["WOLF-R", "F/M3-K"]},
        bag=10,
        options=EXTRA,
    )
    s, events = GAME.apply(state, wolf(state, "WOLF-R", (-4, 0)))  # touches 2
    assert drawn(events) == 1 and s.owed == 1 + 1
    assert only(events, "WB.owed").params["gained"] == 1


def test_extra_turn_inside_a_response_is_made_at_once():
    state = position(
        2,
        board={**BOARD_A, (-4, 1): "F"},
        colours="KR",
        hands={0: ["V/F"], 1: ["WOLF-R", "F/M3-K", "F/V"]},
        to_move=0,
        bag=10,
        options=Options(extra_turn_instead_of_draws=True, reaction_windows=True),
    )
    s, _ = GAME.apply(state, place(state, "V/F", "V", 0, (0, -1)))
    assert GAME.to_move(s) == 1
    s, events = GAME.apply(s, wolf(s, "WOLF-R", (-4, 0)))  # touches 2: one extra placement
    assert s.resp_owed == 1 and drawn(events) == 1
    assert EndResponse() not in GAME.legal_actions(s)  # a landscape tile fits: compulsory
    s, events = GAME.apply(s, place(s, "F/V", "F", 0, (-4, -1)))  # touches 1
    assert only(events, "WB.placed").params["response"] is True
    assert s.resp_owed == 0 and s.responding and EndResponse() in GAME.legal_actions(s)
    s, _ = GAME.apply(s, EndResponse())
    assert GAME.to_move(s) == 0 and s.owed == 0


# ----------------------------------------------------------------------------- forced placement

FORCED = Options(forced_extra_placement=True)


def test_forced_extra_placement_draws_nothing_and_does_not_chain():
    state = position(
        2,
        board={**BOARD_C, (0, -1): "V"},
        hands={0: ["T1=V/F", "T2=V/F", "T3=V/F"]},
        bag=["F/M3-K"] * 10,
        options=FORCED,
    )
    s, events = GAME.apply(state, place(state, "T1", "V", 0, (1, 1)))  # touches 3
    assert drawn(events) == 3 and s.phase == "forced" and s.owed == 0
    assert only(events, "WB.forced_placement").params == {"seat": 0}
    legal = GAME.legal_actions(s)
    assert legal and all(isinstance(a, Place) for a in legal)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, EndTurn())
    assert err.value.reason == "WB.illegal.forced_placement_due"
    s2, events = GAME.apply(s, place(s, "T2", "V", 0, (1, -1)))
    assert only(events, "WB.placed").params["kind"] == "forced"
    assert only(events, "WB.placed").params["touching"] == 2
    assert "WB.drew_count" not in keys(events) and s2.owed == 0  # no draw, owed unchanged
    assert s2.phase == "act" and "WB.forced_placement" not in keys(events)  # no chain
    assert s2.placed_in_turn == 2


def test_forced_extra_placement_else_discard_down_to_the_hand_size():
    state = position(
        2,
        board=BOARD_C,
        hands={0: ["T1=V/F", "F/M3-K", "F/M3-B", "F/M3-R"]},
        bag=["DMM-KB/HMM-RY"] * 10,
        options=FORCED,
    )
    s, events = GAME.apply(state, place(state, "T1", "V", 0, (1, 1)))
    assert len(s.hands[0]) == 3 + 3 and s.phase == "discard"
    assert only(events, "WB.discard_due").params == {"seat": 0, "count": 2, "hand_size": 4}
    assert GAME.legal_actions(s) == [Discard(t) for t in s.hands[0]]
    for bad in (EndTurn(), Quit()):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(s, bad)
        assert err.value.reason == "WB.illegal.discard_due"
    first = s.hands[0][0]
    s, events = GAME.apply(s, Discard(first))
    assert only(events, "WB.discarded").private_to == 0
    assert only(events, "WB.discarded_count").params == {"seat": 0, "count": 1, "hand": 5}
    assert s.phase == "discard"
    s, _ = GAME.apply(s, Discard(s.hands[0][0]))
    assert s.phase == "act" and len(s.hands[0]) == 4 and len(s.discards[0]) == 2
    view = GAME.view(s, 1)
    assert view.discards == () and view.discard_counts == (2, 0)
    assert GAME.view(s, 0).discards == tuple(s.discards[0])
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, Discard(s.hands[0][0]))
    assert err.value.reason == "WB.illegal.no_discard_due"


def test_no_forced_placement_after_a_placement_touching_one():
    state = position(2, hands={0: ["V/F", "V/F"]}, bag=10, options=FORCED)
    s, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if isinstance(a, Place)))
    assert s.phase == "act"


def test_special_actions_stay_available_during_the_turn():
    """Wolves, hunters and quitting are offered together, before and after each other."""
    state = position(
        2,
        board=BOARD_A,
        colours="KR",
        hands={0: ["WOLF-R", "HUNTER-B"]},
        bag=["DMM-BR/HMM-RY"] * 5,  # draws that fit nowhere on Board A
    )
    legal = GAME.legal_actions(state)
    kinds = {type(a) for a in legal}
    assert {Wolf, Hunter, Quit, EndTurn} <= kinds and Reveal not in kinds  # no K segment open
    s, _ = GAME.apply(state, hunter(state, "HUNTER-B", (-1, 2)))
    assert {Wolf, Quit, EndTurn} <= {type(a) for a in GAME.legal_actions(s)}
