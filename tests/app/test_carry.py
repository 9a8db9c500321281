"""The board kit's piece held over a grid (farmhouse.app.board.parts.carry.Carry) and its
places (parts.grid.Places) on a made-up game: one tile in the hand, laid on a 3-cell grid; it
fits at (1, 0) only turned once, at (0, 1) in any turn; (0, 0) is laid already. The part's
ghost follows the pointer and the keyboard focus, a right click and Ctrl + wheel turn the
piece, a click on a place marked "turn" turns it until it fits, Esc puts it back; the model
says all of it (CarryChoices)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QWheelEvent

from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.palette import LEGAL
from farmhouse.app.board.parts.carry import Carry
from farmhouse.app.board.parts.grid import PlaceMark, Places, SquareGrid
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import CarryChoices, Selection, Target
from farmhouse.core.game import IllegalAction

pytestmark = pytest.mark.gui

GRID = SquareGrid(60.0)
FITS = {(1, 0): {1}, (0, 1): {0, 1, 2, 3}}  # cell -> the turns that fit there
HAND = ("hand", 0)


class TileChoices:
    """Pick the tile, then a place where it fits turned as it is held (``turns[0]``)."""

    def __init__(self, turns: dict[int, int]) -> None:
        self.turns = turns

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        if not selection:
            return {HAND: None}
        turn = self.turns[0]
        bad = IllegalAction("toy.mismatch")
        return {("cell", *c): None if turn in t else bad for c, t in sorted(FITS.items())}

    def pick(self, selection: Selection, target: Target) -> Any:
        reason = self.targets(selection).get(target, IllegalAction("toy.no"))
        if reason is not None:
            raise reason
        return (target,) if not selection else ("lay", target[1:], self.turns[0])

    def held(self, selection: Selection) -> Any:
        return self.turns[0] if selection else None

    def ghost_cell(self, piece: Any, cell: Any) -> Any:
        return cell if cell in FITS else min(FITS)

    def ghost_shown(self, piece: Any, cell: Any) -> bool:
        return piece is not None and cell is not None and cell != (0, 0)

    def fits(self, piece: Any, cell: Any) -> str:
        turns = FITS.get(cell, set())
        return "fit" if piece in turns else "turn" if turns else ""

    def bad_sides(self, piece: Any, cell: Any) -> tuple[int, ...]:
        return () if self.fits(piece, cell) == "fit" or cell == (0, 0) else (piece,)

    def turned(self, piece: Any, step: int = 1, flip: bool = False) -> Any:
        return (piece + (2 if flip else step)) % 4

    def turned_to_fit(self, piece: Any, cell: Any) -> Any:
        return next(t % 4 for t in range(piece + 1, piece + 5) if t % 4 in FITS[cell])

    def hold(self, piece: Any, turn: Any) -> Target:
        self.turns[0] = turn
        return HAND


class TileBoard(GameBoard):
    def __init__(self) -> None:
        super().__init__(QRectF(-120, -180, 300, 300), pan_zoom=True)
        self.turns = {0: 0}
        self.painted: list[Any] = []
        self.cannot = ""
        self.layer = Layer(self.scene(), 1)
        self.carry = Carry(self, GRID, self._paint, self._why, self._turned, takes=("hand",))

    def _paint(self, painter: QPainter, piece: Any, side: float) -> None:
        self.painted.append((piece, side))

    def _why(self, piece: Any, flip: bool) -> str:
        return self.cannot

    def _turned(self) -> str:
        return "Turned."

    def selection_changed(self) -> None:
        self.carry.follow()

    def make_choices(self, view: Any, legal: Sequence[Any]) -> TileChoices:
        return TileChoices(self.turns)

    def draw(self, view: Any) -> None:
        self.layer.refresh(0, self._draw_layer)

    def _draw_layer(self, layer: Layer) -> None:
        self.bind(Box(QRectF(-100, 80, 50, 50), QColor("white"), parent=layer), HAND)
        for cell in FITS:
            self.bind(PlaceMark(GRID, cell, layer, "cell"), ("cell", *cell))

    def targets_refreshed(self) -> None:
        model = self.choices
        for cell in FITS:
            item = self.item_of(("cell", *cell))
            if isinstance(item, PlaceMark) and isinstance(model, TileChoices):
                fits = self.turns[0] in FITS[cell]
                item.set_state("" if not self.selection else "fit" if fits else "turn")


@pytest.fixture
def board(qtbot):
    b = TileBoard()
    qtbot.addWidget(b)
    b.resize(500, 400)
    b.show()
    b.show_view(object(), ["lay"])
    b.set_interactive(True)
    return b


def _at(board: TileBoard, cell: tuple[int, int]) -> QPoint:
    return board.mapFromScene(GRID.centre(cell))


def _press(board: TileBoard, cell: tuple[int, int], button: Qt.MouseButton) -> None:
    p = QPointF(_at(board, cell))
    glob = QPointF(board.viewport().mapToGlobal(p.toPoint()))
    no = Qt.KeyboardModifier.NoModifier
    board.mousePressEvent(
        QMouseEvent(QMouseEvent.Type.MouseButtonPress, p, glob, button, button, no)
    )


def _wheel(board: TileBoard, dy: int, modifiers: Qt.KeyboardModifier) -> None:
    p = QPointF(_at(board, (0, 1)))
    glob = QPointF(board.viewport().mapToGlobal(p.toPoint()))
    no_button, phase = Qt.MouseButton.NoButton, Qt.ScrollPhase.NoScrollPhase
    board.wheelEvent(
        QWheelEvent(p, glob, QPoint(), QPoint(0, dy), no_button, modifiers, phase, False)
    )


def test_the_model_is_a_carry_model():
    assert isinstance(TileChoices({0: 0}), CarryChoices)


def test_the_ghost_shows_the_held_piece_where_the_model_puts_it(qtbot, board):
    assert board.carry.ghost is None and board.carry.piece is None
    board.pick(HAND)
    ghost = board.carry.ghost
    assert ghost is not None and ghost.isVisible() and ghost.scene() is board.scene()
    assert board.carry.cell == (0, 1) and ghost.pos() == GRID.rect((0, 1)).topLeft()
    assert ghost.piece == 0 and ghost.zValue() == 6.0 and ghost.opacity() == 0.86
    assert ghost.frame == LEGAL and not ghost.frame_dashed and ghost.bad_sides == ()
    board.viewport().grab()  # (painted: the game paints the piece, the ghost frames it)
    assert board.painted and board.painted[-1] == (0, GRID.side)
    board.set_focus_target(("cell", 0, 1))  # the keyboard's place: the ghost is there
    qtbot.mouseMove(board.viewport(), _at(board, (1, 0)))  # the pointer: it follows
    qtbot.waitUntil(lambda: board.carry.cell == (1, 0), timeout=1000)
    assert ghost.pos() == GRID.rect((1, 0)).topLeft()
    assert ghost.frame == LEGAL and ghost.frame_dashed and ghost.bad_sides == (0,)  # turn it
    qtbot.mouseMove(board.viewport(), _at(board, (0, 0)))  # a laid cell: not shown there
    qtbot.waitUntil(lambda: board.carry.cell == (0, 0), timeout=1000)
    assert not ghost.isVisible()
    board.set_focus_target(("cell", 0, 1))
    assert board.carry.cell == (0, 1) and ghost.isVisible()
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # put back: no piece, no ghost
    assert board.selection == () and not ghost.isVisible()


def test_turning_by_right_click_wheel_and_a_click_that_fits(qtbot, board):
    board.pick(HAND)
    _press(board, (0, 1), Qt.MouseButton.RightButton)
    assert board.turns[0] == 1 and board.selection == (HAND,)  # picked again, turned
    zoom = board.zoom
    _wheel(board, -120, Qt.KeyboardModifier.ControlModifier)
    assert board.turns[0] == 2 and board.zoom == zoom  # Ctrl + wheel turns, no zoom
    _wheel(board, 120, Qt.KeyboardModifier.AltModifier)
    assert board.turns[0] == 1
    _wheel(board, -120, Qt.KeyboardModifier.NoModifier)
    assert board.turns[0] == 1 and board.zoom != zoom  # the wheel alone zooms
    qtbot.keyClick(board, Qt.Key.Key_R)  # R turns, Shift+R turns back, F turns over
    assert board.turns[0] == 2
    qtbot.keyClick(board, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert board.turns[0] == 1
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert board.turns[0] == 3
    assert board.item_of(("cell", 1, 0)).state == "turn"  # fits there turned once more
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as said:
        _press(board, (1, 0), Qt.MouseButton.LeftButton)
    assert board.turns[0] == 1 and board.carry.cell == (1, 0) and said.args == ["Turned."]
    assert board.item_of(("cell", 1, 0)).state == "fit"
    board.cannot = "It does not turn."
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as said:
        _press(board, (0, 1), Qt.MouseButton.RightButton)
    assert board.turns[0] == 1 and said.args == ["It does not turn."]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as chosen:
        _press(board, (1, 0), Qt.MouseButton.LeftButton)
    assert chosen.args == [("lay", (1, 0), 1)]


def test_nothing_held_nothing_taken(qtbot, board):
    zoom = board.zoom
    _press(board, (0, 1), Qt.MouseButton.RightButton)
    _wheel(board, -120, Qt.KeyboardModifier.ControlModifier)
    assert board.turns[0] == 0 and board.carry.ghost is None and board.zoom != zoom


def test_places_mark_the_open_cells_and_covers_bound_only_on_the_turn(qtbot, board):
    scene = board.scene()
    places = Places(GRID, Layer(scene, 2), Layer(scene, 2.5), "cell")
    places.sync([(3, 0), (3, 1)])
    first = places.marks[(3, 0)]
    places.sync([(3, 0), (4, 0)])  # (a move: only the frontier that changed)
    assert set(places.marks) == {(3, 0), (4, 0)} and places.marks[(3, 0)] is first
    assert places.marks[(4, 0)].pos() == GRID.rect((4, 0)).topLeft()
    places.cover(((5, 5),))  # a laid cell the held piece may cover: a place that fits
    assert places.marks[(5, 5)].state == "fit" and places.marks[(5, 5)].lit
    assert board.item_of(("cell", 4, 0)) is None and not places.bound
    places.bind(board, True)
    assert places.bound and board.item_of(("cell", 4, 0)) is places.marks[(4, 0)]
    assert board.item_of(("cell", 5, 5)) is places.marks[(5, 5)]
    places.cover(())
    assert set(places.marks) == {(3, 0), (4, 0)}
    places.bind(board, False)  # (another seat's turn: no place is a target)
    assert not places.bound and board.item_of(("cell", 4, 0)) is None
    assert places.marks[(3, 0)].state == "" and places.marks[(3, 0)].data_value == (3, 0)


def test_taking_a_piece_again_puts_back_the_one_held(qtbot, board):
    assert not board.carry.take(HAND)  # (nothing held: nothing to put back)
    board.pick(HAND)
    assert not board.carry.take(("stop",))  # (not a kind that starts another choice)
    assert board.selection == (HAND,)
    assert board.carry.take(HAND) and board.selection == ()  # the same tile: put back
    assert not board.carry.ghost.isVisible()
