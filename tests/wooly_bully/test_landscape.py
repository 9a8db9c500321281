"""The landscape helpers the board draws from (fields, forests, open cells, where a tile
fits and why it does not) and the incremental bookkeeping behind them (WB-1)."""

from __future__ import annotations

import pytest

from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import STANDARD
from farmhouse.games.wooly_bully.positions import BOARD_A, position, tile
from farmhouse.games.wooly_bully.rules import Options

from .conftest import check_board, random_game


def test_new_landscape_holds_the_village_square_and_four_open_cells():
    land = ls.new_landscape(STANDARD)
    assert list(land.cells) == [(0, 0)] and land.cells[(0, 0)].placer == -1
    assert ls.open_cells(land) == {
        (-1, 0): (None, "VV", None, None),
        (0, -1): ("VV", None, None, None),
        (0, 1): (None, None, "VV", None),
        (1, 0): (None, None, None, "VV"),
    }
    check_board(land)


def test_placed_and_covered_never_change_their_input():
    state = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"}, hands={0: ["HUNTER-B"]})
    land = state.board
    cells, comps, opened = dict(land.cells), dict(land.comps), dict(land.open_cells)
    hunter = tile(state, "HUNTER-B")
    after = ls.covered(land, (-4, 0), hunter, 0, 0)
    grown = ls.placed(land, hunter, 0, 0, (-1, 2), 0)
    assert (land.cells, land.comps, land.open_cells) == (cells, comps, opened)
    assert after.hunter_cells() == [(-4, 0)] and after.wolf_cells() == []
    assert grown.hunter_cells() == [(-1, 2)] and grown.wolf_cells() == [(-4, 0)]
    with pytest.raises(ValueError):
        ls.placed(land, hunter, 0, 0, (1, 0), 0)  # occupied
    with pytest.raises(ValueError):
        ls.covered(land, (1, 0), hunter, 0, 0)  # not a wolf or hunter


def test_explain_names_the_sides_that_do_not_match():
    state = position(2, board=BOARD_A, hands={0: ["DMF-K/V"]})
    t = tile(state, "DMF-K/V")
    fit = ls.explain(state.board, t, 0, 0, (0, 1))
    assert not fit.ok and fit.reason == "mismatch" and fit.touching == 3
    assert set(fit.sides) <= {"E", "S", "W"} and fit.sides
    assert all(fit.expected[side] != fit.shown[side] for side in fit.sides)
    assert ls.explain(state.board, t, 0, 0, (1, 0)).reason == "occupied"
    assert ls.explain(state.board, t, 0, 0, (9, 9)).reason == "not_adjacent"
    shepherd = state.catalogue.shepherds["K"]
    assert ls.explain(state.board, shepherd, 0, 0, (3, 0)).reason == "unplaceable"


def test_tile_placements_list_every_cell_face_and_rotation_once():
    state = position(2, board=BOARD_A, hands={0: ["DMF-K/V", "F/V"]})
    for name in ("DMF-K/V", "F/V"):
        t = tile(state, name)
        spots = ls.tile_placements(state.board, t)
        assert len(spots) == len(set(spots)) > 0
        for cell, face, rot in spots:
            assert ls.explain(state.board, t, face, rot, cell).ok
        f_face = [s for s in spots if state.catalogue.face(t, s[1]).code == "F"]
        assert all(rot == 0 for _, _, rot in f_face)  # a full face: rotation 0 only


def test_fields_and_forests_describe_board_a():
    state = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"})
    west, east = ls.fields(state.board, colour="K")
    assert west.regions == (((-2, 0), 0), ((-2, 1), 0), ((-1, 0), 0), ((-1, 1), 0))
    assert west.qualifying is False and west.spoiled_by == ((-4, 0),)
    assert east.qualifying is True and east.spoiled_by == ()
    f1, f2 = sorted(ls.forests(state.board), key=lambda f: -len(f.cells))
    assert f1.wolves == ((-4, 0),) and f1.active_wolves == ((-4, 0),) and f1.hunters == ()
    assert f2.cells == ((-1, 1),) and f2.open_segments == 4
    assert ls.region_sheep(state.board, west.regions) == 8


def test_incremental_board_equals_a_from_scratch_computation_in_long_games():
    for seed in range(4):
        for _, _, after, _ in random_game(2 + seed % 3, Options(), 40 + seed, quit_rate=0.0):
            check_board(after.board)


def test_a_positions_first_placements_check_only_the_hand_and_equal_the_whole_tables(
    monkeypatch,
):
    """The first time a requirement is asked for, the placements of a hand and whether any
    fits are worked out from the hand's faces alone (a saved game's first legal actions made
    the whole tables of every open requirement: ~22M instructions of opening it); the second
    time the whole table is made and kept (a search asks again and again). Either way the
    same placements as from the whole tables, over boards of a few random games."""
    hands = [[(t, 0), (t, 1)] for t in STANDARD.landscape[:3]] + [
        [(t, f) for t in STANDARD.landscape[k : k + 4] for f in (0, 1)] for k in (10, 30)
    ]
    cache = STANDARD.fit_cache
    saved = dict(cache)
    first_time_kept = []
    try:
        for seed in range(2):
            game = random_game(2 + 2 * seed, Options(), 70 + seed, quit_rate=0.0)
            for n, (_, _, after, _) in enumerate(game):
                if n % 6:
                    continue
                board = after.board
                for hand in hands:
                    cache.clear()
                    monkeypatch.setattr(ls, "_ASKED_ONCE", set())
                    got = ls.placement_groups(board, hand)
                    first_time_kept.append(len(cache))
                    anywhere = ls.any_placement(board, hand)
                    assert ls.placement_groups(board, hand) == got  # (the whole tables now)
                    assert len(cache) == len(set(board.open_cells.values()))
                    assert ls.any_placement(board, hand) == anywhere == bool(got)
    finally:
        cache.clear()
        cache.update(saved)
    assert len(first_time_kept) > 50 and not any(first_time_kept)
