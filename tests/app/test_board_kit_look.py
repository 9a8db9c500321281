"""The kit's lighting in the template (farmhouse.app.board.parts.look, GameBoard.light and
LOOK): hover gold, the rest of a kind dimmed, a pointing hand, buttons' fill, what is worked
out once per lighting, and the glow alone when a board asks for nothing more."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

import farmhouse
from farmhouse.app.board.palette import GOLD, HOVER, INK, LEGAL, MUTED, PAPER
from farmhouse.app.board.parts.look import Look, look_of, restyle
from farmhouse.app.board.targets import Box
from farmhouse.app.game_ui import game_ui_or_none
from farmhouse.core import registry
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
    assert not button.unusable
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
    assert button.unusable  # (drawn as a button that cannot be pressed: issue 18)
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


def test_a_button_under_the_pointer_is_the_palettes_one_hover_gold(qtbot):
    board = shown_grid_board(qtbot, LookBoard)
    button = board.item_of(("pass",))
    assert button.fill == GOLD
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(button))
    qtbot.waitUntil(lambda: button.fill == HOVER, timeout=2000)
    assert HOVER != GOLD and HOVER.hsvHue() == GOLD.hsvHue()  # a lighter gold, not another


def test_every_board_shows_the_one_hover_gold(qapp):
    """Each board's own LOOK fills its buttons with the palette's HOVER under the pointer,
    and no board or kit module makes a gold of its own (issue 19: 115/118/125 across games)."""
    for game_id in registry.game_ids():
        ui = game_ui_or_none(game_id)
        if ui is None or ui.create_board is None:
            continue
        board = ui.create_board(None)
        look = board.LOOK
        for kind in look.buttons if look.hover else ():
            assert look_of(look, kind, "lit", True, False)["fill"] == HOVER, (game_id, kind)
        board.deleteLater()
    root = Path(farmhouse.__file__).parent
    own = re.compile(r"GOLD\)?\.(lighter|darker)\(")  # (GOLD.lighter(118), QColor(GOLD)…)
    for path in [*root.glob("games/*/board/*.py"), *root.glob("app/board/**/*.py")]:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not own.search(line), f"{path.relative_to(root)}:{number}: {line.strip()}"


class CountingBoard(LookBoard):
    """A LookBoard that records which targets each lighting lights, and a label (an item
    that is no target) whose hover lights cell 0,0 gold (as Black Sheep's mat its side)."""

    def __init__(self) -> None:
        super().__init__()
        self.lit_now: list[object] = []
        self.label = Box(QRectF(20, 600, 200, 60), PAPER, INK, 6, "label")
        self.label.role, self.label.data_value = "label", 0
        self.scene().addItem(self.label)

    def light(self, target, item, state):
        self.lit_now.append(target)
        super().light(target, item, state)
        if target == ("cell", 0, 0) and self.hover == ("label", 0):
            restyle(item, glow=GOLD)


def test_a_pointer_move_lights_anew_only_the_target_it_left_and_the_one_it_entered(qtbot):
    """Issue 19: every pointer move lit every target again; it lights the two whose look
    changed (and every one only for an item that is no target, which may light any)."""
    board = shown_grid_board(qtbot, CountingBoard)
    a, b = board.item_of(("card", "a")), board.item_of(("card", "b"))
    button = board.item_of(("pass",))
    every = len(board.bound_targets())
    assert every > 10
    board.lit_now.clear()
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(a))
    qtbot.waitUntil(lambda: a.glow == GOLD, timeout=2000)
    assert board.lit_now == [("card", "a")]
    board.lit_now.clear()
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(button))
    qtbot.waitUntil(lambda: button.fill == HOVER, timeout=2000)
    assert sorted(board.lit_now) == [("card", "a"), ("pass",)]
    assert a.glow == LEGAL and b.glow == LEGAL  # the one it left is lit as before
    board.pick(("card", "b"))  # the cells can be picked now; a hover keeps the selection
    board.lit_now.clear()
    free = board.item_of(("cell", 0, 0))
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(free))
    qtbot.waitUntil(lambda: free.glow == GOLD, timeout=2000)
    assert sorted(board.lit_now) == [("cell", 0, 0), ("pass",)]
    assert b.glow == GOLD and board.item_of(("cell", 1, 2)).dimmed  # picked; veiled
    board.lit_now.clear()
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(board.item_of(("cell", 2, 2))))
    qtbot.waitUntil(lambda: free.glow == LEGAL, timeout=2000)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(board.label))
    qtbot.waitUntil(lambda: free.glow == GOLD, timeout=2000)  # the label lights it
    assert len(board.lit_now) >= every  # (an item that is no target: every target lit anew)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(board.item_of(("cell", 2, 2))))
    qtbot.waitUntil(lambda: free.glow == LEGAL, timeout=2000)


def _box_picture(unusable: bool):
    """A 140 × 40 "Wolf (W)" button on the table, drawn usable or not, as an image."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from farmhouse.app.board.palette import INK, PAPER, TABLE
    from farmhouse.app.board.targets import Box

    box = Box(QRectF(2, 2, 140, 40), PAPER, INK, 9, "Wolf (W)", 15)
    box.unusable = unusable
    image = QImage(144, 44, QImage.Format.Format_ARGB32)
    image.fill(TABLE)
    painter = QPainter(image)
    box.paint(painter, None)
    painter.end()
    return image


def test_a_button_that_cannot_be_pressed_looks_so_at_a_glance(qapp):
    """Issue 21 (Wooly Bully): Reveal, Wolf and Hunter that could not be pressed differed from
    a usable Quit only by a slightly lighter text (in Chinese barely at all). A box marked
    ``unusable`` loses its dark outline (a light dashed one instead), its fill fades into the
    table, and its text is muted, still readable."""
    from PySide6.QtGui import QColor

    from farmhouse.app.board.palette import TABLE

    usable, unusable = _box_picture(False), _box_picture(True)

    def darkest(image, xs, ys) -> int:
        return min(QColor(image.pixel(x, y)).lightness() for x in xs for y in ys)

    # the outline along the left edge (away from the text)
    edge = (range(1, 5), range(15, 30))
    assert darkest(usable, *edge) < 90
    assert darkest(unusable, *edge) > 140
    # the inside, away from the text: paper on a usable button, nearly the table otherwise
    inside = QColor(unusable.pixel(10, 8))
    table = QColor(TABLE)
    assert abs(inside.lightness() - table.lightness()) < 12
    assert QColor(usable.pixel(10, 8)).lightness() - table.lightness() > 15
    # the text is muted, not gone
    text = (range(30, 114), range(12, 32))
    assert darkest(usable, *text) < 80
    assert darkest(unusable, *text) <= QColor(MUTED).lightness() + 10
