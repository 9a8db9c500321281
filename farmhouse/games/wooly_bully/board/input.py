"""Playing on the Wooly Bully board with the mouse and the keyboard.

Mouse: click a tile in the hand tray (again: put it back); it follows the pointer over the
landscape as a ghost, green where it fits, red with the wrong sides marked where it does not.
Places where it fits light up (dashed: it fits when turned; a click there turns it). Right
click, Ctrl/Alt + wheel or the Rotate button turn it, the Flip button flips it, a click on a
lit place lays it. The buttons on the right: reveal, wolf, hunter, end the turn (or finish an
answer), quit (asked once more). Drag the table to pan; the wheel zooms.

Keys: 1–9 choose a tile (in a discard: discard it), R / Shift+R turn, F flip, arrows move the
ghost one place (pan the view when nothing is chosen), Tab / Shift+Tab jump to the next place
where it fits, Enter or Space lay it, V W H E Q the buttons, Esc back, + − 0 zoom.

:class:`BoardInput` is a mixin of the board: it keeps the chosen piece, the ghost's place and
the per-tile face and turn. What can be picked, what a pick leads to and why something cannot
be picked all come from the game's choice model
(:class:`~farmhouse.games.wooly_bully.choices.WoolyBullyChoices`, ``self.choices``); the
lighting itself: :mod:`.highlights`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsItem, QToolTip

from farmhouse.app.board.targets import Box
from farmhouse.core.choices import Target
from farmhouse.games.wooly_bully.board.layers import CellTarget
from farmhouse.games.wooly_bully.board.layout import cell_at, cell_rect
from farmhouse.games.wooly_bully.board.piece import (
    HUNTER_PIECE,
    PLACE,
    REVEAL,
    WOLF_PIECE,
    Piece,
    fitting_turns,
    piece_for,
    selection_of,
    selections_of,
)
from farmhouse.games.wooly_bully.board.tiles import TileItem
from farmhouse.games.wooly_bully.choices import (
    CELL,
    CONFIRM,
    END,
    HAND,
    QUIT,
    WoolyBullyChoices,
    reading_order,
    same_turn,
)
from farmhouse.games.wooly_bully.data import WOLF, Cell, Face
from farmhouse.games.wooly_bully.rules import DISCARD, View
from farmhouse.games.wooly_bully.texts import describe_illegal, fill, flip_advice, tr

_DIGITS = {getattr(Qt.Key, f"Key_{d}"): d - 1 for d in range(1, 10)}


def help_text() -> str:
    """The board's tooltip: how to play with mouse and keys, a sentence a line (one line of
    it all was wider than a 1280-pixel window); sentences end at "." or "。", so no line
    breaks inside a word in any language."""
    text = _help_sentences()
    lines = [part.strip() for part in re.split(r"(?<=[.。])\s*", text)]
    return "\n".join(line for line in lines if line)


def _help_sentences() -> str:
    return tr(
        "Click a tile of your hand, then a lit place (keys 1–9, arrows or Tab, Enter). R or "
        "right click turns it, F flips it. V reveal, W wolf, H hunter, E end the turn, Q quit. "
        "Drag to move the view, wheel or + − to zoom, 0 to fit."
    )


class BoardInput:
    """Choosing and laying tiles, the buttons and the keys (a mixin of the board)."""

    _view: View | None
    _legal: list[Any]
    _names: list[str]
    _choices: WoolyBullyChoices | None
    _idle: WoolyBullyChoices | None
    _places: dict[tuple[str, int, int], dict[Cell, tuple[int, ...]]]
    piece: Piece | None
    ghost_cell: Cell | None
    confirming_quit: bool
    tray_items: list[TileItem]
    cell_targets: dict[Cell, CellTarget]
    buttons: dict[str, Box]
    ghost: TileItem | None
    interactive: bool
    hover: tuple[str, Any] | None
    _faces: dict[int, tuple[int, int]]
    _why: dict[tuple[Piece, Cell], str]
    _hint: Any

    if TYPE_CHECKING:  # provided by BoardView and the board

        def explain(self, text: str) -> None: ...
        def target_at(self, point: QPoint) -> tuple[str, Any, QGraphicsItem] | None: ...
        def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None: ...
        def fit(self) -> None: ...
        def ensureVisible(self, *args: Any) -> None: ...  # noqa: N802
        def _chosen(self, action: Any) -> None: ...
        def _refresh_highlights(self) -> None: ...
        def _refresh_ghost(self) -> None: ...
        def is_animating(self) -> bool: ...

    # ---------------------------------------------------------------- state

    @property
    def choices(self) -> WoolyBullyChoices:
        """The choice model of the decision on the board: the seat's legal actions while it
        may act (:meth:`decision`), else none (every target then says why not)."""
        found = self._choices
        assert found is not None and self._view is not None, "no view shown yet"
        if self.interactive:
            return found
        if self._idle is None:
            self._idle = WoolyBullyChoices(self._view, ())
        return self._idle

    def decision(self) -> bool:
        """True while the human at the screen may act (their decision, board interactive)."""
        view = self._view
        return (
            view is not None
            and self._choices is not None
            and bool(self._choices.legal)
            and self.interactive
            and view.seat is not None
            and view.to_move == view.seat
        )

    def why_not(self, selection: Any, target: Target) -> str:
        """The choice model's reason why ``target`` cannot be picked after ``selection``, in
        words ("" if it can)."""
        err = self.choices.why_not(selection, target)
        return describe_illegal(err) if err is not None else ""

    def _why_closed(self) -> str:
        """Why the human cannot act now (the choice model's reason, in words)."""
        err = self.choices.closed()
        return describe_illegal(err) if err is not None else ""

    def _face_of(self, tile: int) -> tuple[int, int]:
        """The face and turn the tile shows in the tray (the last the player chose)."""
        return self._faces.get(tile, (0, 0))

    def _piece_face(self, piece: Piece) -> Face:
        assert self._view is not None
        return self._view.catalogue.tiles[piece.tile].faces[piece.face]

    def _targets(self) -> dict[Cell, tuple[int, ...]]:
        piece = self.piece
        return self._places_of(piece) if piece is not None else {}

    def _places_of(self, piece: Piece) -> dict[Cell, tuple[int, ...]]:
        """Where ``piece`` may go now: cell → the face's distinct rotations that fit there
        (``(0,)`` for a wolf, a hunter or the shepherd), from the choice model (kept per piece
        and face until the next view: it is asked on every pointer move)."""
        key = (piece.kind, piece.tile, piece.face)
        found = self._places.get(key)
        if found is None:
            found = {}
            choices = self.choices
            for selection in selections_of(piece, self._piece_face(piece)):
                turn = selection[-1][2] if len(selection) == 2 else 0
                for target in choices.next_targets(selection):
                    cell = (target[1], target[2])
                    found[cell] = (*found.get(cell, ()), turn)
            self._places[key] = found
        return found

    def _fits(self, cell: Cell) -> str:
        """ "fit", "turn" (fits in another turn) or "" for the chosen piece at ``cell``."""
        piece = self.piece
        if piece is None:
            return ""
        rotations = self._targets().get(cell)
        if not rotations:
            return ""
        face = self._piece_face(piece)
        return "fit" if same_turn(face, piece.rotation) in rotations else "turn"

    # ---------------------------------------------------------------- choosing a piece

    def choose_tile(self, index: int) -> None:
        """Take tile ``index`` of the hand (or put it back if it is the chosen one)."""
        view = self._view
        if view is None or not self._ready():
            return
        if index >= len(view.hand):
            self.explain(tr("You have no tile with that number."))
            return
        tile = view.hand[index]
        choices = self.choices
        if view.phase == DISCARD:
            if choices.can_pick((), (HAND, tile)):
                self._emit(choices.pick((), (HAND, tile)))
            return
        if self.piece is not None and self.piece.tile == tile:
            self.put_back()
            return
        if not choices.can_pick((), (HAND, tile)):
            self.explain(self._why_tile(tile))
        face, rotation = self._face_of(tile)
        self._take(piece_for(view.catalogue, tile, face, rotation))

    def _take(self, piece: Piece) -> None:
        self.piece = piece
        self.confirming_quit = False
        if self.ghost_cell is None or self.ghost_cell not in self._targets():
            self.ghost_cell = self._first_target()
        self._refresh_highlights()

    def put_back(self) -> None:
        """Drop the chosen piece (Esc, or a click on it in the tray)."""
        self.piece = None
        self._refresh_highlights()

    def _first_target(self, after: Cell | None = None, step: int = 1) -> Cell | None:
        """The next place the piece may go in reading order (north to south, west to east)."""
        cells = sorted(self._targets(), key=reading_order)
        if not cells:
            return None
        if after is None or after not in cells:
            return cells[0] if step > 0 else cells[-1]
        return cells[(cells.index(after) + step) % len(cells)]

    def _why_tile(self, tile: int) -> str:
        """Why a tile of the hand cannot be played now (the choice model's reason)."""
        return self.why_not((), (HAND, tile))

    def _playable_faces(self, tile: int) -> tuple[bool, bool]:
        """Whether face A and face B of ``tile`` from the hand can be played now (a wolf's
        or hunter's face A as the wolf or hunter, every other face laid as a tile)."""
        return self.choices.faces_playable(tile)

    def _why_flip(self, tile: int, shown: int) -> str:
        """Why a tile of the hand whose face ``shown`` cannot be played now is still marked:
        its other face can (press F once it is chosen)."""
        assert self._view is not None
        return flip_advice(self._view.catalogue.tiles[tile].kind, shown)

    def turn_piece(self, step: int = 1) -> None:
        """Turn the chosen piece a quarter clockwise (``step`` −1: anticlockwise)."""
        piece = self.piece
        if piece is None:
            self.explain(self._choose_first())
            return
        face = self._piece_face(piece)
        if piece.kind != PLACE or len(face.rotations) < 2:
            self.explain(tr("This tile looks the same every way round."))
            return
        rotation = (piece.rotation + step) % 4
        self.piece = piece._replace(rotation=rotation)
        if piece.kind == PLACE:
            self._faces[piece.tile] = (piece.face, rotation)
        self._refresh_highlights()

    def flip(self) -> None:
        """Turn the chosen tile over (a wolf or hunter: its meadow side, and back)."""
        view = self._view
        piece = self.piece
        if view is None or piece is None:
            self.explain(self._choose_first())
            return
        if piece.kind == REVEAL:
            self.explain(tr("Your shepherd tile is laid with its sheep showing."))
            return
        face = 1 - piece.face
        self._faces[piece.tile] = (face, piece.rotation)
        self.piece = piece_for(view.catalogue, piece.tile, face, piece.rotation)
        if self.ghost_cell is None or self.ghost_cell not in self._targets():
            self.ghost_cell = self._first_target() or self.ghost_cell
        self._refresh_highlights()

    def special(self, name: str) -> None:
        """A button: "reveal", "wolf", "hunter", "end" or "quit"."""
        view = self._view
        if view is None or not self._ready():
            return
        choices = self.choices
        if not choices.can_pick((), (name,)):
            self.explain(self._why_button(name))
        elif name == "end":
            self._emit(choices.pick((), (END,)))
        elif name == "quit":
            if self.confirming_quit:
                self._emit(choices.pick(((QUIT,),), (CONFIRM,)))
            else:
                self.confirming_quit = True
                self.piece = None
                self._refresh_highlights()
        elif name == "reveal":
            colour = view.colour
            assert colour is not None
            self._take(Piece(REVEAL, view.catalogue.shepherds[colour], 1, 0))
        else:
            tiles = sorted(choices.special_tiles(name))
            current = self.piece.tile if self.piece is not None else None
            tile = tiles[(tiles.index(current) + 1) % len(tiles)] if current in tiles else tiles[0]
            self._take(Piece(WOLF_PIECE if name == WOLF else HUNTER_PIECE, tile, 0, 0))

    def _why_button(self, name: str) -> str:
        """Why a button cannot be used now (the choice model's reason)."""
        return self.why_not((), (name,))

    def _ready(self) -> bool:
        """True if the human may act now; otherwise say why not."""
        view = self._view
        if view is None or view.seat is None:
            return False
        if view.game_over or not self.decision():
            self.explain(self._why_closed())
            return False
        if self.is_animating():
            self.animations.finish()  # type: ignore[attr-defined]
        return True

    # ---------------------------------------------------------------- laying

    def lay(self, cell: Cell | None) -> None:
        """Lay the chosen piece on ``cell`` (or explain why it cannot go there)."""
        if cell is None or not self._ready():
            return
        piece = self.piece
        if piece is None:
            self.explain(self._why_cell(cell))
            return
        fits = self._fits(cell)
        face = self._piece_face(piece)
        if fits == "turn":
            turns = fitting_turns(self._targets()[cell], face, piece.rotation)
            self.piece = piece._replace(rotation=turns[0])
            self._faces[piece.tile] = (piece.face, turns[0])
            self.ghost_cell = cell
            self._refresh_highlights()
            self.explain(tr("Turned so that it fits here: click again (or Enter) to lay it."))
            return
        if fits != "fit":
            self.explain(self._why_cell(cell))
            return
        self._emit(self.choices.pick(selection_of(piece, face), (CELL, *cell)))

    def _why_cell(self, cell: Cell) -> str:
        """Why the chosen piece cannot go on ``cell`` (also: nothing chosen, not your turn):
        the choice model's reason, and for a face that does not match there while its other
        face does, that F flips it."""
        view = self._view
        if view is None or view.seat is None:
            return ""
        if not self.decision():
            return self._why_closed()
        if view.phase == DISCARD:
            return fill(
                tr(
                    "First discard %n tile(s): click them in your hand.",
                    "",
                    len(view.hand) - view.options.hand_size,
                )
            )
        piece = self.piece
        if piece is None:
            return tr("Choose a tile from your hand first (keys 1–9), then a lit place.")
        key = (piece, cell)
        text = self._why.get(key)
        if text is None:
            err = self.choices.why_not(selection_of(piece, self._piece_face(piece)), (CELL, *cell))
            text = describe_illegal(err) if err is not None else ""
            if piece.kind == PLACE and err is not None and err.reason == "WB.illegal.mismatch":
                other = piece._replace(face=1 - piece.face)
                if cell in self._places_of(other):
                    text = fill(tr("%1 Its other face fits here: press F to flip it."), text)
            self._why[key] = text
        return text

    def _emit(self, action: Any) -> None:
        self.piece = None
        self.confirming_quit = False
        self.explain("")  # a reason or advice given before ("click again to lay it") is done
        self._chosen(action)

    def _choose_first(self) -> str:
        """What to say to a key or button that needs a chosen tile when none is: choose one,
        or, if no landscape tile can be laid now, that the turn can end."""
        view = self._view
        if (
            view is not None
            and not self.choices.can_lay()
            and not view.responding
            and view.phase not in (DISCARD, "forced")
        ):
            if view.owed_now >= 1:
                return tr(
                    "None of your tiles fits: end your turn (E), or play a wolf, a hunter or reveal."
                )
            return tr("All your tiles for this turn are laid: end your turn (E).")
        return tr("Choose a tile from your hand first (keys 1–9).")

    # ---------------------------------------------------------------- clicks

    def target_clicked(self, role: str, value: Any, item: Any = None) -> None:
        """A click on the target ``role``/``value`` (see :class:`BoardView`)."""
        if role == "tray":
            self.choose_tile(int(value))
        elif role == "cell":
            self.lay(value)
        elif role == "action":
            self.special(str(value))
        elif role == "rotate":
            if self._ready():
                self.turn_piece()
        elif role == "flip":
            if self._ready():
                self.flip()
        elif role == "zoom":
            if value == "in":
                self.zoom_by(1.25)
            elif value == "out":
                self.zoom_by(0.8)
            else:
                self.fit()
        elif role == "confirm":
            self.special("quit")
        elif role == "cancel":
            self.confirming_quit = False
            self._refresh_highlights()

    def background_clicked(self, point: QPoint) -> None:
        """A click on the landscape where no place is: an occupied cell or the empty table."""
        view = self._view
        if view is None or view.seat is None or not self.decision():
            if view is not None and view.seat is not None and not view.game_over:
                self.explain(tr("Please wait: it is not your turn."))
            return
        cell = cell_at(self._scene_point(point))
        piece = self.piece
        if piece is None:
            self.explain(tr("Choose a tile from your hand first (keys 1–9), then a lit place."))
        else:
            selection = selection_of(piece, self._piece_face(piece))
            self.explain(self.why_not(selection, (CELL, *cell)))

    def _scene_point(self, point: QPoint) -> QPointF:
        return self.mapToScene(point)  # type: ignore[attr-defined, no-any-return]

    def _explain_cell_target(self, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """Give a place under the pointer that the piece cannot take its reason (lazily: it
        is worked out only for the place the pointer is on)."""
        if found is None or found[0] != "cell" or not isinstance(found[2], CellTarget):
            return
        if not found[2].lit:
            found[2].why_not = self._why_cell(found[1]) or None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        self._explain_cell_target(self.target_at(event.position().toPoint()))
        super().mousePressEvent(event)  # type: ignore[misc]

    def other_button_pressed(self, event: QMouseEvent) -> None:
        """A right click turns the chosen tile."""
        if event.button() == Qt.MouseButton.RightButton and self.piece is not None:
            self.turn_piece()

    def pointer_moved(self, point: QPoint, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """The ghost follows the pointer over the landscape, cell by cell; a place the piece
        cannot take gets its reason just in time for the tooltip."""
        if self.piece is None:
            return
        if found is None or found[0] == "cell":
            cell = cell_at(self._scene_point(point))
            if cell != self.ghost_cell:
                self.ghost_cell = cell
                self._refresh_ghost()
        self._explain_cell_target(found)
        if found is None:
            QToolTip.hideText()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        mods = event.modifiers()
        turning = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        if mods & turning and self.piece is not None:
            delta = event.angleDelta().y() or event.angleDelta().x()
            if delta:
                self.turn_piece(1 if delta < 0 else -1)
            return
        super().wheelEvent(event)  # type: ignore[misc]

    # ---------------------------------------------------------------- keys

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt API)
        if self.piece is not None:
            return False  # Tab jumps between the places where the tile fits
        return bool(super().focusNextPrevChild(next))  # type: ignore[misc]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = Qt.Key(event.key())
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in _DIGITS:
            self.choose_tile(_DIGITS[key])
        elif key == Qt.Key.Key_R:
            if self._ready():
                self.turn_piece(-1 if shift else 1)
        elif key == Qt.Key.Key_F:
            if self._ready():
                self.flip()
        elif key in (Qt.Key.Key_V, Qt.Key.Key_W, Qt.Key.Key_H, Qt.Key.Key_E):
            names = {
                Qt.Key.Key_V: "reveal",
                Qt.Key.Key_W: "wolf",
                Qt.Key.Key_H: "hunter",
                Qt.Key.Key_E: "end",
            }
            self.special(names[key])
        elif key == Qt.Key.Key_Q:
            self.special("quit")
        elif key == Qt.Key.Key_Escape:
            if self.confirming_quit:
                self.confirming_quit = False
            else:
                self.piece = None
            self._refresh_highlights()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.confirming_quit:
                self.special("quit")
            elif self.piece is None:
                if self._ready():
                    self.explain(self._choose_first())
            else:
                self.lay(self.ghost_cell)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self.piece is not None:
            back = key == Qt.Key.Key_Backtab or shift
            self._move_ghost_to(self._first_target(self.ghost_cell, -1 if back else 1))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and (
            self.piece is not None
        ):
            dx = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key, 0)
            dy = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1}.get(key, 0)
            start = self.ghost_cell or self._first_target() or (0, 0)
            self._move_ghost_to((start[0] + dx, start[1] + dy))
        else:
            super().keyPressEvent(event)  # type: ignore[misc]

    def _move_ghost_to(self, cell: Cell | None) -> None:
        if cell is None:
            piece = self.piece
            if piece is not None and piece.kind == PLACE:
                self.explain(tr("This face fits nowhere: flip it (F) or choose another tile."))
            else:
                self.explain(tr("This tile fits nowhere now."))
            return
        self.ghost_cell = cell
        self.ensureVisible(cell_rect(cell), 60, 60)
        self._refresh_ghost()
        if self._fits(cell) == "" and self.decision():
            why = self._why_cell(cell)
            if why and cell in self.cell_targets:
                self.explain(why)
