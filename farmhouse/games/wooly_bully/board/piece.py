"""The piece the human holds over the landscape (a tile of the hand with the face and turn it
shows, or the shepherd), and the selection of the choice model it stands for
(:mod:`farmhouse.games.wooly_bully.choices`). No Qt here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from farmhouse.core.choices import Selection
from farmhouse.games.wooly_bully.choices import FACE, HAND, same_turn
from farmhouse.games.wooly_bully.choices import REVEAL as REVEAL_TARGET
from farmhouse.games.wooly_bully.data import HUNTER, WOLF, Catalogue, Face

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


def selection_of(piece: Piece, face: Face, rotation: int | None = None) -> Selection:
    """The choice model's selection that holds ``piece`` (whose face is ``face``) turned
    ``rotation`` (default: as it is turned), ready for a place."""
    if piece.kind == REVEAL:
        return ((REVEAL_TARGET,),)
    turn = same_turn(face, piece.rotation if rotation is None else rotation)
    return ((HAND, piece.tile), (FACE, piece.face, turn))


def selections_of(piece: Piece, face: Face) -> list[Selection]:
    """Every selection holding ``piece`` in one of its face's distinct turns."""
    if piece.kind != PLACE:
        return [selection_of(piece, face)]
    return [selection_of(piece, face, r) for r in face.rotations]


def fitting_turns(rotations: Sequence[int], face: Face, current: int) -> list[int]:
    """The rotations (0–3) that fit, given the distinct ones in ``rotations``, starting after
    ``current`` and going clockwise (so "turn until it fits" steps through them)."""
    out = []
    for step in range(1, 5):
        r = (current + step) % 4
        if same_turn(face, r) in rotations and r not in out:
            out.append(r)
    return out
