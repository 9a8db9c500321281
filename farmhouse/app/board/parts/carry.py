"""A piece held over a grid of places (a board on which tiles are laid side by side):
:class:`Carry`, the held piece's ghost, which follows the pointer over the grid and the
keyboard focus from place to place, shown where the piece may stand; a right click or
Ctrl/Alt + wheel turns the piece, R (Shift+R: back) turns it and F flips it over, a click
on a place marked "turn" turns it until it fits there, and the board's own buttons turn or
flip it through :meth:`Carry.turn`.
Esc puts it back (the kit's step back), and so does taking another piece or a button
(:meth:`Carry.take`).

The choice model says what is held and where it may go
(:class:`~farmhouse.core.choices.CarryChoices`); the game paints the piece and words why it
cannot turn; the part frames the ghost (:class:`Ghost`: teal where the piece fits, dashed
where it fits turned, red where not, its sides that do not match marked in red). The kit's
:class:`~farmhouse.app.board.game_board.GameBoard` hands the part the pointer, the wheel and
the keyboard focus while its :attr:`~farmhouse.app.board.game_board.GameBoard.carry` is set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QToolTip, QWidget

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.painting import pixel
from farmhouse.app.board.palette import LEGAL, WARN
from farmhouse.app.board.parts.grid import Cell, PlaceMark, SquareGrid
from farmhouse.app.board.svg import fill_rect
from farmhouse.core.choices import CarryChoices, Selection, Target

if TYPE_CHECKING:
    from farmhouse.app.board.game_board import GameBoard

#: The modifiers with which the wheel turns the held piece (without them it zooms).
TURNING = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
#: The bars on the ghost's sides that do not match their neighbours.
MISMATCH = QColor("#D2342A")


class Ghost(QGraphicsItem):
    """The held piece over a place, ``side`` scene units square from its position, with
    ``margin`` units around it for its frame: ``paint_piece(painter, piece, side)`` paints the
    piece (the game's drawing), then the ghost marks the :attr:`bad_sides` in red (0 north,
    clockwise) and outlines it in :attr:`frame` (dashed: :attr:`frame_dashed`). Kept in a
    device cache; :meth:`set_look` repaints it only when something changed."""

    def __init__(
        self, side: float, margin: float, paint_piece: Callable[[QPainter, Any, float], None]
    ) -> None:
        super().__init__()
        self.side, self._paint_piece = side, paint_piece
        self._bounds = QRectF(-margin, -margin, side + 2 * margin, side + 2 * margin)
        self._shape = QPainterPath()
        self._shape.addRect(QRectF(0, 0, side, side))
        device_cache(self)
        self.piece: Any = None
        self.frame: QColor | None = None
        self.frame_dashed = False
        self.bad_sides: tuple[int, ...] = ()

    def set_look(self, piece: Any, fits: str, bad_sides: tuple[int, ...]) -> None:
        """Show ``piece`` as it fits where it stands (``fits``: "fit", "turn" or "", the
        model's), its ``bad_sides`` marked."""
        look = (piece, LEGAL if fits else WARN, fits == "turn", bad_sides)
        if look != (self.piece, self.frame, self.frame_dashed, self.bad_sides):
            self.piece, self.frame, self.frame_dashed, self.bad_sides = look
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.piece is None:
            return
        s = self.side
        self._paint_piece(painter, self.piece, s)
        unit = pixel(painter)  # one device pixel, in item units
        w = max(s / 12, 5 * unit)
        bars = [QRectF(0, 0, s, w), QRectF(s - w, 0, w, s), QRectF(0, s - w, s, w)]
        bars.append(QRectF(0, 0, w, s))
        for side in self.bad_sides:
            fill_rect(painter, bars[side], MISMATCH)
        if self.frame is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            width = max(s / 24, 3 * unit)  # as clear when the landscape is small
            painter.setPen(QPen(QColor("#FFFFFF"), width + 3 * unit))
            painter.drawRect(QRectF(0, 0, s, s))
            style = Qt.PenStyle.DashLine if self.frame_dashed else Qt.PenStyle.SolidLine
            painter.setPen(QPen(self.frame, width, style))
            painter.drawRect(QRectF(0, 0, s, s))


class Carry:
    """The piece held on ``board`` (a :class:`~farmhouse.app.board.game_board.GameBoard`
    whose choice model is a :class:`~farmhouse.core.choices.CarryChoices`) over ``grid``,
    whose places are targets of kind ``role``.

    ``paint(painter, piece, side)`` paints the held piece in the square (0, 0, side, side)
    (the game's drawing; the :class:`Ghost`, made when a piece is first shown, at ``z`` with
    ``opacity`` and ``margin`` units around it for its frame, frames it as the model says it
    fits where it stands). ``why_not_turn(piece, flip)``: why the held piece
    (None: nothing held) cannot be turned (``flip``: turned over) now, in the player's words,
    "" when it can; ``turned_text()``: what a click that turned the piece to fit says.
    ``takes``: the kinds of target that start another choice (the hand's pieces, buttons):
    taking one while a piece is held puts the piece back first (:meth:`take`), and
    ``put_back(selection, target)`` is told (the game's bookkeeping; True if ``target`` is
    what ``selection`` held; default: whether it was its first pick).

    :attr:`cell`: where the ghost stands (None: nowhere yet); :attr:`ghost`: its item (None
    until made)."""

    def __init__(
        self,
        board: GameBoard,
        grid: SquareGrid,
        paint: Callable[[QPainter, Any, float], None],
        why_not_turn: Callable[[Any, bool], str],
        turned_text: Callable[[], str],
        role: str = "cell",
        z: float = 6.0,
        opacity: float = 0.86,
        margin: float = 30.0,
        takes: tuple[str, ...] = (),
        put_back: Callable[[Selection, Target], bool] | None = None,
    ) -> None:
        self.board, self.grid, self.role = board, grid, role
        self._paint, self._z, self._opacity, self._margin = paint, z, opacity, margin
        self.why_not_turn, self.turned_text = why_not_turn, turned_text
        self.takes, self._put_back = takes, put_back or _first_pick
        self.ghost: Ghost | None = None
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
        """Show the ghost of the held piece on :attr:`cell`, framed as it fits there, or hide
        it: nothing held, a place the piece cannot stand on, or the board not taking
        choices."""
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
            ghost = self.ghost = Ghost(self.grid.side, self._margin, self._paint)
            self.board.scene().addItem(ghost)
            ghost.setZValue(self._z)
            ghost.setOpacity(self._opacity)
        ghost.set_look(piece, model.fits(piece, cell), model.bad_sides(piece, cell))
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

    def take(self, target: Target) -> bool:
        """Before ``target`` is picked (a key, a click): while a choice is under way that
        does not offer it, a target of a kind of :attr:`takes` first puts back what is held.
        True if ``target`` is what was held: taking it again only put it back. The ``ask``
        target of the board's question asked is not taken: taken again, it answers the
        question (the kit's, :class:`~farmhouse.app.board.parts.confirm.Confirmation`)."""
        board, question = self.board, self.board.confirmation
        if not board.selection or target[0] not in self.takes or board.offers(target):
            return False
        if question is not None and question.asked and target == question.ask:
            return False
        held = board.selection
        board.clear_selection()
        return self._put_back(held, target)

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

    def key(self, event: QKeyEvent) -> bool:
        """R turns the held piece a step (Shift+R: back), F turns it over (or says why not,
        also with nothing held: ``why_not_turn``); True if the key was taken."""
        key = event.key()
        if key not in (Qt.Key.Key_R, Qt.Key.Key_F) or self.model is None:
            return False
        back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.turn(-1 if back else 1, key == Qt.Key.Key_F)
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


def _first_pick(selection: Selection, target: Target) -> bool:
    """Whether ``target`` is the first pick of ``selection`` (what it held)."""
    return tuple(selection[:1]) == (target,)
