"""What the human may do now, sorted for the board: the legal actions grouped by the piece
they move (a tile face, a wolf, a hunter, the shepherd) and the places each piece may go, so
that lighting the places of the chosen piece, or checking the place under the pointer, is a
dictionary lookup (it runs on every pointer move).

No Qt here: :class:`Piece` and :class:`Moves` are plain data built from the legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from farmhouse.games.wooly_bully.data import HUNTER, WOLF, Catalogue, Cell, Face
from farmhouse.games.wooly_bully.rules import (
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Place,
    Quit,
    Reveal,
    Wolf,
)

#: Piece kinds: a tile laid with :class:`Place`, a wolf, a hunter, the shepherd (reveal).
PLACE, WOLF_PIECE, HUNTER_PIECE, REVEAL = "place", "wolf", "hunter", "reveal"


class Piece(NamedTuple):
    """What the human holds over the landscape: ``kind`` (see above), catalogue ``tile``,
    ``face`` up (0 = A, 1 = B) and ``rotation`` (quarter-turns clockwise, 0–3)."""

    kind: str
    tile: int
    face: int
    rotation: int


def piece_for(catalogue: Catalogue, tile: int, face: int, rotation: int) -> Piece:
    """The piece a tile from the hand is with ``face`` up: a wolf or hunter on its forest face
    (face A) is played as such, everything else is laid as a tile."""
    kind = catalogue.tiles[tile].kind
    if face == 0 and kind == WOLF:
        return Piece(WOLF_PIECE, tile, 0, 0)
    if face == 0 and kind == HUNTER:
        return Piece(HUNTER_PIECE, tile, 0, 0)
    return Piece(PLACE, tile, face, rotation % 4)


def same_turn(face: Face, rotation: int) -> int:
    """The rotation among ``face.rotations`` that looks the same as ``rotation`` (a full
    face has only rotation 0)."""
    rotation %= 4
    if rotation in face.rotations or not face.orientations:
        return rotation
    o = face.orientations[rotation]
    for r in face.rotations:
        other = face.orientations[r]
        if (other.labels, other.seg_region) == (o.labels, o.seg_region):
            return r
    return face.rotations[0]


class Moves:
    """The legal actions of one decision, grouped (see the module docstring).

    - ``places[(tile, face)]``: cell → the distinct rotations that fit there;
    - ``wolves[tile]``, ``hunters[tile]``: cells where that wolf or hunter may go (a hunter's
      include active wolves it may cover, a wolf's hunters with ``wolf_may_cover_hunter``);
    - ``reveals``: cells where the shepherd may go; ``end``, ``quit``: those actions or None;
      ``discards``: tile → its :class:`Discard`.
    """

    def __init__(self, legal: Iterable[Any]) -> None:
        self.places: dict[tuple[int, int], dict[Cell, tuple[int, ...]]] = {}
        self.wolves: dict[int, set[Cell]] = {}
        self.hunters: dict[int, set[Cell]] = {}
        self.reveals: set[Cell] = set()
        self.end: EndTurn | EndResponse | None = None
        self.quit: Quit | None = None
        self.discards: dict[int, Discard] = {}
        self.count = 0
        places = self.places
        for action in legal:
            self.count += 1
            if type(action) is Place:
                cells = places.get((action.tile, action.face))
                if cells is None:
                    cells = places[(action.tile, action.face)] = {}
                cell = (action.x, action.y)
                cells[cell] = (*cells.get(cell, ()), action.rotation)
            elif isinstance(action, Wolf):
                self.wolves.setdefault(action.tile, set()).add(action.cell)
            elif isinstance(action, Hunter):
                self.hunters.setdefault(action.tile, set()).add(action.cell)
            elif isinstance(action, Reveal):
                self.reveals.add(action.cell)
            elif isinstance(action, EndTurn | EndResponse):
                self.end = action
            elif isinstance(action, Quit):
                self.quit = action
            elif isinstance(action, Discard):
                self.discards[action.tile] = action

    def __bool__(self) -> bool:
        return self.count > 0

    def targets(self, piece: Piece) -> dict[Cell, tuple[int, ...]]:
        """Where ``piece`` may go: cell → the rotations that fit (``(0,)`` for wolves,
        hunters and the shepherd, whose faces are full)."""
        if piece.kind == PLACE:
            return self.places.get((piece.tile, piece.face), {})
        if piece.kind == WOLF_PIECE:
            return dict.fromkeys(self.wolves.get(piece.tile, ()), (0,))
        if piece.kind == HUNTER_PIECE:
            return dict.fromkeys(self.hunters.get(piece.tile, ()), (0,))
        return dict.fromkeys(self.reveals, (0,))

    def usable(self, tile: int) -> bool:
        """True if ``tile`` from the hand can be played now in some way (either face)."""
        return (
            (tile, 0) in self.places
            or (tile, 1) in self.places
            or tile in self.wolves
            or tile in self.hunters
            or tile in self.discards
        )

    def action(self, piece: Piece, cell: Cell, face: Face) -> Any:
        """The action that puts ``piece`` on ``cell`` (legal or not; ``face`` is the piece's
        face, for the rotation)."""
        x, y = cell
        if piece.kind == WOLF_PIECE:
            return Wolf(piece.tile, x, y)
        if piece.kind == HUNTER_PIECE:
            return Hunter(piece.tile, x, y)
        if piece.kind == REVEAL:
            return Reveal(x, y)
        return Place(piece.tile, piece.face, same_turn(face, piece.rotation), x, y)


def fitting_turns(rotations: Sequence[int], face: Face, current: int) -> list[int]:
    """The rotations (0–3) that fit, given the distinct ones in ``rotations``, starting after
    ``current`` and going clockwise (so "turn until it fits" steps through them)."""
    out = []
    for step in range(1, 5):
        r = (current + step) % 4
        if same_turn(face, r) in rotations and r not in out:
            out.append(r)
    return out
