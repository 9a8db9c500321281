"""A piece held over a grid of places (a board on which tiles are laid side by side):
:class:`Carry`, the held piece's ghost, which follows the pointer over the grid and the
keyboard focus from place to place, shown where the piece may stand; a right click or
Ctrl/Alt + wheel turns the piece, a click on a place marked "turn" turns it until it fits
there, and the board's own keys and buttons turn or flip it through :meth:`Carry.turn`.
Esc puts it back (the kit's step back).

The choice model says what is held and where it may go
(:class:`~farmhouse.core.choices.CarryChoices`); the game draws the ghost (a factory and a
``dress`` function) and words why the piece cannot turn. The kit's
:class:`~farmhouse.app.board.game_board.GameBoard` hands the part the pointer, the wheel and
the keyboard focus while its :attr:`~farmhouse.app.board.game_board.GameBoard.carry` is set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QToolTip

from farmhouse.app.board.parts.grid import Cell, PlaceMark, SquareGrid
from farmhouse.core.choices import CarryChoices, Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The modifiers with which the wheel turns the held piece (without them it zooms).
TURNING = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


class Carry:
    """The piece held on ``board`` (a :class:`~farmhouse.app.board.game_board.GameBoard`
    whose choice model is a :class:`~farmhouse.core.choices.CarryChoices`) over ``grid``,
    whose places are targets of kind ``role``.

    ``ghost()`` makes the ghost's item (once, when a piece is first shown; the part adds it
    to the scene at ``z`` with ``opacity``, hidden); ``dress(item, piece, cell)`` makes it show
    ``piece`` at ``cell`` (its face, a frame saying whether it fits: the game's drawing; the
    part moves it to the cell's square). ``why_not_turn(piece, flip)``: why the held piece
    (None: nothing held) cannot be turned (``flip``: turned over) now, in the player's words,
    "" when it can; ``turned_text()``: what a click that turned the piece to fit says.

    :attr:`cell`: where the ghost stands (None: nowhere yet); :attr:`ghost`: its item (None
    until made)."""

    def __init__(
        self,
        board: GameBoard,
        grid: SquareGrid,
        ghost: Callable[[], QGraphicsItem],
        dress: Callable[[Any, Any, Cell], None],
        why_not_turn: Callable[[Any, bool], str],
        turned_text: Callable[[], str],
        role: str = "cell",
        z: float = 6.0,
        opacity: float = 0.86,
    ) -> None:
        self.board, self.grid, self.role = board, grid, role
        self._make, self._dress, self._z, self._opacity = ghost, dress, z, opacity
        self.why_not_turn, self.turned_text = why_not_turn, turned_text
        self.ghost: QGraphicsItem | None = None
        self.cell: Cell | None = None

    @property
    def model(self) -> CarryChoices[Any] | None:
        """The board's choice model (a :class:`~farmhouse.core.choices.CarryChoices`), or
        None before its first view."""
        return cast("CarryChoices[Any] | None", self.board.choices)

    @property
    def piece(self) -> Any:
        """The piece the board's selection holds (the model's ``held``), or None."""
        model = self.model
        return model.held(self.board.selection) if model is not None else None

    def follow(self) -> None:
        """The selection changed: the ghost goes where the model puts it (``ghost_cell``:
        where it stood while the piece may go there) and shows the piece held."""
        model = self.model
        if model is not None:
            self.cell = model.ghost_cell(self.piece, self.cell)
        self.show()

    def show(self) -> None:
        """Show the ghost of the held piece on :attr:`cell` (the game's ``dress``), or hide it:
        nothing held, a place the piece cannot stand on, or the board not taking choices."""
        model, piece, cell = self.model, self.piece, self.cell
        if model is None:
            return
        if not model.ghost_shown(piece, cell) or not self.board.taking_choices():
            if self.ghost is not None:
                self.ghost.setVisible(False)
            return
        assert cell is not None
        ghost = self.ghost
        if ghost is None:
            ghost = self.ghost = self._make()
            self.board.scene().addItem(ghost)
            ghost.setZValue(self._z)
            ghost.setOpacity(self._opacity)
        self._dress(ghost, piece, cell)
        ghost.setPos(self.grid.rect(cell).topLeft())
        ghost.setVisible(True)

    def turn(self, step: int = 1, flip: bool = False) -> None:
        """Turn the held piece a step (``step`` −1: the other way), or with ``flip`` turn it
        over (the model's ``turned``); or say why it cannot be (``why_not_turn``)."""
        piece, model = self.piece, self.model
        why = self.why_not_turn(piece, flip)
        if why or piece is None or model is None:
            self.board.explain(why)
        else:
            self.hold(model.turned(piece, step, flip))

    def hold(self, turn: Any, cell: Cell | None = None) -> None:
        """Hold the held piece again turned ``turn`` (the model's ``hold`` gives the target
        that picks it up so), its ghost at ``cell`` (default: where it is); the keyboard
        focus stays on its target while it can be picked."""
        board, model, piece = self.board, self.model, self.piece
        assert model is not None and piece is not None
        focus = board.focus_target
        target = model.hold(piece, turn)
        board.clear_selection()
        board.pick(target)
        if focus is not None and focus in board.focus_order():
            board.set_focus_target(focus)
        self.cell = cell or self.cell
        self.show()

    # ---------------------------------------------------------------- the kit's inputs

    def pressed(self, event: QMouseEvent, found: tuple[str, Any, QGraphicsItem] | None) -> bool:
        """A press on the board over ``found`` (the target under it, or None): a right
        click turns the held piece; a left click on a place marked "turn" turns it until it
        fits there. True if the press was taken."""
        if self.piece is None:
            return False
        if event.button() == Qt.MouseButton.RightButton:
            self.turn()
            return True
        item = found[2] if found is not None else None
        if event.button() != Qt.MouseButton.LeftButton or not isinstance(item, PlaceMark):
            return False
        if item.state != "turn" or self.model is None:
            return False
        cell = item.data_value[1:]
        self.hold(self.model.turned_to_fit(self.piece, cell), cell)
        self.board.explain(self.turned_text())
        return True

    def wheel(self, event: QWheelEvent) -> bool:
        """Ctrl or Alt + wheel turns the held piece (a step a notch). True if taken."""
        if not event.modifiers() & TURNING or self.piece is None:
            return False
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self.turn(1 if delta < 0 else -1)
        return True

    def moved(self, point: QPoint, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """The pointer moved to viewport ``point`` over ``found``: over the grid (a place or
        no target) the ghost follows it, cell by cell."""
        if self.piece is None:
            return
        cell = self.grid.at(self.board.mapToScene(point))
        if (found is None or found[0] == self.role) and cell != self.cell:
            self.cell = cell
            self.show()
        if found is None:
            QToolTip.hideText()

    def focused(self, target: Target | None) -> None:
        """The keyboard focus moved to ``target``: on a place, the ghost goes there."""
        if target is not None and target[0] == self.role and self.piece is not None:
            self.cell = (target[1], target[2])
            self.show()
