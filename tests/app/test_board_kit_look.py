"""The kit's lighting in the template (farmhouse.app.board.parts.look, GameBoard.light and
LOOK): hover gold, the rest of a kind dimmed, a pointing hand, buttons' fill, what is worked
out once per lighting, and the glow alone when a board asks for nothing more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from farmhouse.app.board.palette import GOLD, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.parts.look import Look, restyle
from farmhouse.app.board.targets import Box
from tests.app.test_game_board import GridBoard, shown_grid_board

pytestmark = pytest.mark.gui


class LookBoard(GridBoard):
    LOOK = Look(hover=True, dim=True, cursor=True, buttons={"pass": MUTED})


def test_a_board_asking_for_nothing_more_gets_the_glow_alone(qtbot):
    board = shown_grid_board(qtbot, GridBoard)
    a, cell = board.item_of(("card", "a")), board.item_of(("cell", 0, 0))
    assert a.glow == LEGAL and cell.glow is None
    assert not hasattr(cell, "dimmed") or not cell.dimmed
    assert board.item_of(("pass",)).fill == GOLD  # (its own fill kept)
    assert a.cursor().shape() == Qt.CursorShape.ArrowCursor


def test_the_look_lights_hover_gold_dims_the_rest_of_a_kind_and_fills_buttons(qtbot):
    board = shown_grid_board(qtbot, LookBoard)
    a, b = board.item_of(("card", "a")), board.item_of(("card", "b"))
    button = board.item_of(("pass",))
    assert a.glow == LEGAL and a.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert button.fill == GOLD and button.glow is None  # a button: gold fill, no glow
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(a))
    qtbot.waitUntil(lambda: a.glow == GOLD, timeout=2000)  # under the pointer
    assert b.glow == LEGAL
    board.pick(("card", "a"))  # now the cells can be picked, but not the taken one
    taken, free = board.item_of(("cell", 1, 2)), board.item_of(("cell", 0, 0))
    assert free.glow == LEGAL and not free.dimmed
    assert taken.glow is None and taken.dimmed  # another cell can be picked: dimmed
    assert taken.cursor().shape() == Qt.CursorShape.ArrowCursor
    assert a.glow == GOLD and not a.dimmed  # picked, never dimmed
    assert button.fill == MUTED  # no pass after a card
    board.set_interactive(False)  # nothing can be picked: nothing dimmed
    assert not taken.dimmed and free.glow is None


def test_the_look_may_veil_only_some_kinds(qtbot):
    class CellsOnly(GridBoard):
        LOOK = Look(dim={"cell"})

    class CardsOnly(GridBoard):
        LOOK = Look(dim=["card"])

    for cls, veiled in ((CellsOnly, True), (CardsOnly, False)):
        board = shown_grid_board(qtbot, cls)
        board.pick(("card", "a"))
        assert getattr(board.item_of(("cell", 1, 2)), "dimmed", False) is veiled


def test_what_a_board_works_out_for_each_target_is_worked_out_once_per_lighting(qtbot):
    board = shown_grid_board(qtbot, GridBoard)
    asked = []

    def light(target, item, state):
        board.lit_once("turn", lambda: asked.append(target))

    board.light = light
    board.refresh_targets()
    assert len(asked) == 1
    board.refresh_targets()
    assert len(asked) == 2
    board.lit_once("turn", lambda: asked.append("outside"))  # outside a lighting: anew
    board.lit_once("turn", lambda: asked.append("outside"))
    assert asked[2:] == ["outside", "outside"]


def test_restyle_repaints_only_what_changed(qapp):
    box = Box(QRectF(0, 0, 10, 10), PAPER, INK, 2)
    repaints = []
    box.update = lambda *a: repaints.append(a)
    assert restyle(box, glow=LEGAL, fill=PAPER)
    assert not restyle(box, glow=QColor(LEGAL), fill=QColor(PAPER))  # equal colours
    assert restyle(box, glow=None)
    assert len(repaints) == 2 and box.glow is None
