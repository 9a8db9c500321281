"""Wooly Bully's choice model (see :mod:`farmhouse.core.choices`): what the seat to move can
pick now, what each pick leads to, and the rules' reason for every target it cannot pick.

A decision is built by picking targets in this order (the *path* of each legal action):

- ``("hand", tile)`` — a tile of the hand (catalogue id); then
  ``("face", face, rotation)`` — which face is up (0 = A, 1 = B) and how it is turned (one
  of the face's distinct rotations, so a full face has only rotation 0; a wolf's or
  hunter's face A is the wolf or hunter itself); then ``("cell", x, y)`` — the place
  (an open cell, or an active wolf a hunter may cover): a :class:`~.rules.Place`,
  :class:`~.rules.Wolf` or :class:`~.rules.Hunter` (WB-1.1, WB-3.3, WB-5.1);
- ``("reveal",)`` then ``("cell", x, y)`` — the shepherd tile (WB-6.1);
- ``("end",)`` — end the turn, or finish an answer (WB-3.5);
- ``("quit",)`` then ``("confirm",)`` — quitting is asked once more (WB-7.1);
- ``("hand", tile)`` alone while discarding (forced_extra_placement).

``("wolf",)`` and ``("hunter",)`` are shortcuts (the board's W and H buttons): picking one
leads straight to ``(("hand", t), ("face", 0, 0))`` for the first wolf or hunter of the hand
that can be played.

Every reason comes from the rules' own checks on the seat's view
(:func:`~.rules.check`, :func:`~.rules.check_piece`, :func:`~.rules.check_tile`,
:func:`~.rules.check_special`, :func:`~.rules.check_reveal`), the same that
:meth:`~.rules.WoolyBully.apply` runs; nothing is restated here. No Qt.

Compatible extensions of :class:`~farmhouse.core.choices.PathChoices`: :meth:`why_not`
answers for any selection, even one that cannot be reached (the board's ghost of a face that
fits nowhere still says, over each place, which side does not match), and the shortcuts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully import rules
from farmhouse.games.wooly_bully.data import (
    FOREST,
    HUNTER,
    MEADOW,
    SIDES,
    WOLF,
    Catalogue,
    Cell,
    Face,
)
from farmhouse.games.wooly_bully.rules import (
    Action,
    EndResponse,
    EndTurn,
    Hunter,
    Place,
    Quit,
    Reveal,
    View,
    Wolf,
)

#: The kinds of target (the first item of each).
HAND, FACE, CELL = "hand", "face", "cell"
REVEAL, END, QUIT, CONFIRM = "reveal", "end", "quit", "confirm"
#: The shortcut kinds (the catalogue's tile kinds "wolf" and "hunter").
SHORTCUTS = (WOLF, HUNTER)
#: The targets beside the hand at the start of a decision, in keyboard order.
BUTTONS: tuple[Target, ...] = ((REVEAL,), (WOLF,), (HUNTER,), (END,), (QUIT,))


def same_turn(face: Face, rotation: int) -> int:
    """The rotation among ``face.rotations`` that looks the same as ``rotation`` (0–3, any
    integer taken mod 4): a full face has only rotation 0, a face that looks the same after
    a half turn two."""
    rotation %= 4
    if rotation in face.rotations or not face.orientations:
        return rotation
    o = face.orientations[rotation]
    for r in face.rotations:
        other = face.orientations[r]
        if (other.labels, other.seg_region) == (o.labels, o.seg_region):
            return r
    return face.rotations[0]


def reading_order(cell: Cell) -> tuple[int, int]:
    """The sort key that lists cells north to south, then west to east."""
    return (-cell[1], cell[0])


class WoolyBullyChoices(PathChoices[View, Action]):
    """The choice model of one seat's decision (see the module docstring).

    ``view``: the seat's :class:`~.rules.View`; ``legal``: its legal actions in it (empty when
    it may not act now: then every target gives the core's "not your turn", or the rules'
    "game over" / "not your turn" from :meth:`why_not`).
    """

    def __init__(self, view: View, legal: Iterable[Action]) -> None:
        super().__init__(view, tuple(legal))
        self._next: dict[Selection, dict[Target, None]] = {}
        self._done: dict[Selection, Action] = {}
        for path, action in self._routes:  # (each action's one path; no action hashed)
            self._done.setdefault(path, action)
            for n in range(len(path)):
                self._next.setdefault(path[:n], {}).setdefault(path[n], None)
        self._decision = rules.decision_in_view(view) if self.legal else None
        self._lays: bool | None = None
        self._lit: dict[Selection, dict[Target, bool]] = {}  # lit(selection), kept
        self._playable: dict[int, tuple[bool, bool]] = {}  # faces_playable(tile), kept

    # -- the paths ------------------------------------------------------------------------

    def path(self, action: Action) -> tuple[Target, ...]:
        """The targets picked, in order, to make ``action`` (see the module docstring)."""
        if isinstance(action, Place):
            return ((HAND, action.tile), (FACE, action.face, action.rotation), (CELL, *action.cell))
        if isinstance(action, Wolf | Hunter):
            return ((HAND, action.tile), (FACE, 0, 0), (CELL, *action.cell))
        if isinstance(action, Reveal):
            return ((REVEAL,), (CELL, *action.cell))
        if isinstance(action, EndTurn | EndResponse):
            return ((END,),)
        if isinstance(action, Quit):
            return ((QUIT,), (CONFIRM,))
        return ((HAND, action.tile),)  # a Discard

    def hint_path(self, action: Action) -> list[Target]:
        """The pieces a hint rings for ``action`` besides its place: the targets of its path
        but the face and the place, and the W or H button of a wolf or hunter (WB-5.1)."""
        path = [t for t in self.path(action) if t[0] not in (CELL, FACE)]
        if isinstance(action, Wolf | Hunter):
            path.append((WOLF,) if isinstance(action, Wolf) else (HUNTER,))
        return path

    def shown(self, selection: Selection) -> list[Target]:
        """What the board shows after ``selection``, in keyboard order: at the start every
        tile of the hand and the buttons (:data:`BUTTONS`); after a tile every face and turn
        of it; after a face, or the shepherd, every open cell in reading order (and the
        wolves a hunter may cover); after "quit" the confirmation."""
        view = self.view
        if not selection:
            if view.seat is None or view.game_over:
                return []
            return [*((HAND, t) for t in view.hand), *BUTTONS]
        head = selection[0]
        if len(selection) == 1 and head[0] == HAND:
            tile = view.catalogue.tiles[head[1]]
            return [(FACE, f, r) for f, face in enumerate(tile.faces) for r in face.rotations]
        if (len(selection) == 2 and head[0] == HAND) or selection == ((REVEAL,),):
            cells = {*view.board.open_cells, *(t[1:] for t in self.next_targets(selection))}
            return [(CELL, *c) for c in sorted(cells, key=reading_order)]
        if selection == ((QUIT,),):
            return [(CONFIRM,)]
        return []

    # -- fast lookups (the same answers as PathChoices', from an index by prefix) ------------

    def next_targets(self, selection: Selection) -> list[Target]:
        """See :meth:`PathChoices.next_targets` (a dictionary lookup: it runs on every
        pointer move over the landscape)."""
        return list(self._next.get(tuple(selection), ()))

    def can_pick(self, selection: Selection, target: Target) -> bool:
        """True if ``target`` can be picked after ``selection`` now (shortcuts included)."""
        selection = tuple(selection)
        if target in self._next.get(selection, ()):
            return True
        return not selection and target[0] in SHORTCUTS and bool(self.special_tiles(target[0]))

    def pick(self, selection: Selection, target: Target) -> Selection | Action:
        """See :meth:`PathChoices.pick`; a shortcut at the start leads to its first tile's
        face A."""
        selection = tuple(selection)
        if not selection and target[0] in SHORTCUTS:
            tiles = self.special_tiles(target[0])
            if not tiles:
                reason = self.why_not((), target)
                assert reason is not None
                raise reason
            return ((HAND, tiles[0]), (FACE, 0, 0))
        longer = (*selection, target)
        done = self._done.get(longer)
        if done is not None:
            return done
        if longer in self._next:
            return longer
        reason = self.why_not(selection, target)
        assert reason is not None
        raise reason

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        """See :meth:`PathChoices.targets` (the shortcuts are pickable when
        :meth:`special_tiles` has one)."""
        out = super().targets(selection)
        if not tuple(selection):
            for kind in SHORTCUTS:
                if (kind,) in out and self.special_tiles(kind):
                    out[(kind,)] = None
        return out

    def lit(self, selection: Selection = ()) -> dict[Target, bool]:
        """Every key of :meth:`targets`, in its order, True when it can be picked, with no
        reason worked out (see :class:`farmhouse.core.choices.LitChoices`: the board lights
        from this on every refresh and asks :meth:`reason` only for a target a player or a
        screen reader reads). Raises IllegalAction when ``selection`` cannot be reached."""
        selection = tuple(selection)
        known = self._lit.get(selection)
        if known is None:
            known = self.shown_lit(selection)
            if not selection:
                for kind in SHORTCUTS:
                    if (kind,) in known and not known[(kind,)] and self.special_tiles(kind):
                        known[(kind,)] = True
            self._lit[selection] = known
        return dict(known)

    def reason(self, selection: Selection, target: Target) -> IllegalAction | None:
        """``targets(selection)[target]`` alone (only this target's reason is worked out):
        None when ``target`` can be picked after ``selection``, else why not; for a target
        :meth:`targets` does not list, :meth:`why_not`'s answer."""
        selection = tuple(selection)
        shown = self._lit.get(selection)
        if shown is None:
            self.lit(selection)
            shown = self._lit[selection]
        if target in shown:
            return None if shown[target] else self._why_not(selection, target)
        return self.why_not(selection, target)

    # -- what the board asks ----------------------------------------------------------------

    def special_tiles(self, kind: str) -> list[int]:
        """The wolves (``kind`` "wolf") or hunters ("hunter") of the hand that can be played
        as such now, in hand order."""
        tiles = self.view.catalogue.tiles
        return [
            t[1]
            for t in self.next_targets(())
            if t[0] == HAND
            and tiles[t[1]].kind == kind
            and (FACE, 0, 0) in self._next.get((t,), ())
        ]

    def can_lay(self) -> bool:
        """True if some tile of the hand can be laid now (a :class:`~.rules.Place`; not a
        wolf, a hunter or the shepherd)."""
        if self._lays is None:
            self._lays = any(isinstance(a, Place) for a in self.legal)
        return self._lays

    def faces_playable(self, tile: int) -> tuple[bool, bool]:
        """Whether face A and face B of ``tile`` from the hand can be played now (in some
        turn, somewhere; a wolf's or hunter's face A as the wolf or hunter)."""
        known = self._playable.get(tile)
        if known is None:  # (asked for every tile of the hand at every lighting: kept)
            picked = self._next.get(((HAND, tile),), {})
            known = self._playable[tile] = (
                any(t[1] == 0 for t in picked),
                any(t[1] == 1 for t in picked),
            )
        return known

    def action_at(self, selection: Selection, cell: Cell) -> Action:
        """The action that puts the piece of ``selection`` (a tile and its face, or the
        shepherd) on ``cell``, legal or not. ValueError for another selection."""
        if selection == ((REVEAL,),):
            return Reveal(*cell)
        if self._holds_piece(selection):
            tile, face, rotation = selection[0][1], selection[1][1], selection[1][2]
            kind = self.view.catalogue.tiles[tile].kind
            if face == 0 and kind == WOLF:
                return Wolf(tile, *cell)
            if face == 0 and kind == HUNTER:
                return Hunter(tile, *cell)
            return Place(tile, face, rotation, *cell)
        raise ValueError(f"no piece in {selection!r}")

    def closed(self) -> IllegalAction | None:
        """``None`` while the seat can pick (it has legal actions), else why it cannot act
        now: the rules' "game over" or "not your turn", or the core's "not your turn" while
        the board does not take choices."""
        if self.legal:
            return None
        try:
            rules.check_turn(self.view)
        except IllegalAction as err:
            return err
        return self._why_not((), (END,))

    @staticmethod
    def _holds_piece(selection: Selection) -> bool:
        return selection == ((REVEAL,),) or (
            len(selection) == 2 and selection[0][0] == HAND and selection[1][0] == FACE
        )

    def why_not(self, selection: Selection, target: Target) -> IllegalAction | None:
        """``None`` if ``target`` can be picked after ``selection`` now, else the rules'
        reason; unlike :meth:`targets`, for any selection of this game's shapes, reachable
        or not (a face that fits nowhere still gets, for each place, why it does not fit
        there), and any target (a taken cell, a cell far from every tile)."""
        selection = tuple(selection)
        if self.can_pick(selection, target):
            return None
        closed = self.closed()
        if closed is not None:
            return closed
        return self.refusal(selection, target)

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        """The rules' reason why ``target`` cannot be picked after ``selection`` (see the
        module docstring for which check answers which target)."""
        d = self._decision
        assert d is not None  # (called only while the seat has legal actions)
        kind = target[0]
        try:
            if kind == HAND and len(target) == 2:
                rules.check_tile(d, target[1])
            elif kind == FACE and selection and selection[0][0] == HAND:
                rules.check_piece(d, selection[0][1], target[1], target[2])
            elif kind == CELL and len(target) == 3 and self._holds_piece(selection):
                rules.check(d, self.action_at(selection, (target[1], target[2])))
            elif kind == REVEAL:
                rules.check_reveal(d)
            elif kind in SHORTCUTS:
                rules.check_special(d, kind)
            elif kind == END:
                rules.check(d, EndResponse() if d.responding else EndTurn())
            elif kind in (QUIT, CONFIRM):
                rules.check(d, Quit())
            # a target no check refuses (none is expected): the rules' "not a move"
            rules.check(d, target)
        except IllegalAction as err:
            return err
        raise AssertionError("unreachable: check() refuses every non-action")  # pragma: no cover


# -- the piece the board holds ------------------------------------------------------------

#: Piece kinds: a tile laid with :class:`~.rules.Place`, a wolf, a hunter, the shepherd.
PLACE, WOLF_PIECE, HUNTER_PIECE = "place", WOLF, HUNTER


class Piece(NamedTuple):
    """What the human holds over the landscape: ``kind`` (:data:`PLACE`, :data:`WOLF_PIECE`,
    :data:`HUNTER_PIECE` or :data:`REVEAL`), catalogue ``tile``, ``face`` up (0 = A, 1 = B)
    and ``rotation`` (quarter-turns clockwise, 0–3)."""

    kind: str
    tile: int
    face: int
    rotation: int


class Prompting(NamedTuple):
    """What the board's line saying what to do now depends on (the keywords of
    :func:`~farmhouse.games.wooly_bully.texts.board_hint`): the ``held`` piece's kind
    (:data:`PLACE`, :data:`WOLF_PIECE`, :data:`HUNTER_PIECE`, :data:`REVEAL`) or None;
    ``taking``: the seat may pick now; ``confirming``: the question before quitting is
    asked (WB-7.1); ``can_lay``: a tile of the hand can be laid now; ``flip_marked``: a tile
    of the hand shows the "flip to lay" mark (only its other face fits, WB-3.3);
    ``fits_somewhere``: the held face fits somewhere; ``fits_as_turned``: it fits somewhere
    turned as it is (False with ``fits_somewhere``: only turning it, R, makes it fit)."""

    held: str | None
    taking: bool
    confirming: bool
    can_lay: bool
    flip_marked: bool
    fits_somewhere: bool
    fits_as_turned: bool = True


def piece_for(catalogue: Catalogue, tile: int, face: int, rotation: int) -> Piece:
    """The piece a tile from the hand is with ``face`` up: a wolf or hunter on its forest face
    (face A) is played as such (WB-5.1), everything else is laid as a tile."""
    kind = catalogue.tiles[tile].kind
    if face == 0 and kind in (WOLF, HUNTER):
        return Piece(kind, tile, 0, 0)
    return Piece(PLACE, tile, face, rotation % 4)


def selection_of(piece: Piece, face: Face, rotation: int | None = None) -> Selection:
    """The selection that holds ``piece`` (whose face is ``face``) turned ``rotation``
    (default: as it is turned), ready for a place."""
    if piece.kind == REVEAL:
        return ((REVEAL,),)
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


class HeldChoices(WoolyBullyChoices):
    """The choice model as the board offers it: a tile picked from the hand comes with the
    face and turn it shows in the tray (``faces``: tile → (face, rotation 0–3), the last the
    player chose) when that face can be played turned so, and the next pick is its place
    (R and F pick the tile again in another turn or face)."""

    def __init__(self, view: View, legal: Iterable[Action], faces: dict[int, tuple[int, int]]):
        super().__init__(view, legal)
        self.faces = faces
        self._places: dict[tuple[str, int, int], dict[Cell, tuple[int, ...]]] = {}

    def face(self, piece: Piece) -> Face:
        """The face ``piece`` shows."""
        face: Face = self.view.catalogue.tiles[piece.tile].faces[piece.face]
        return face

    def held_face(self, tile: int) -> Target:
        """The face target of ``tile`` as the tray shows it."""
        face, rotation = self.faces.get(tile, (0, 0))
        piece = piece_for(self.view.catalogue, tile, face, rotation)
        return selection_of(piece, self.face(piece))[1]

    def pick(self, selection: Selection, target: Target) -> Selection | Action:
        """See :meth:`WoolyBullyChoices.pick`; a tile of the hand comes with its face."""
        result = super().pick(selection, target)
        if not selection and target[0] == HAND and result == (target,):
            face = self.held_face(target[1])
            if face in self.next_targets(result):
                return (target, face)
        return result

    def held(self, selection: Selection) -> Piece | None:
        """The piece ``selection`` holds: a tile of the hand with the face and turn it shows
        (or was picked with), the shepherd, or None."""
        view = self.view
        if not selection:
            return None
        head = selection[0]
        if head == (REVEAL,) and view.colour is not None:
            return Piece(REVEAL, view.catalogue.shepherds[view.colour], 1, 0)
        if head[0] != HAND or view.phase == rules.DISCARD:
            return None
        tile = head[1]
        face, rotation = self.faces.get(tile, (0, 0))
        if len(selection) > 1 and selection[1][0] == FACE:
            picked = selection[1]
            shown = view.catalogue.tiles[tile].faces[picked[1]]
            if picked[1] != face or same_turn(shown, rotation) != picked[2]:
                face, rotation = picked[1], picked[2]
        return piece_for(view.catalogue, tile, face, rotation)

    def places(self, piece: Piece | None, face: int | None = None) -> dict[Cell, tuple[int, ...]]:
        """Where ``piece`` (with ``face`` up, default its own) may go now: cell → the face's
        distinct rotations that fit there (``(0,)`` for a wolf, a hunter or the shepherd).
        Kept per piece and face: the board asks on every pointer move."""
        if piece is None:
            return {}
        if face is not None and face != piece.face:
            piece = piece_for(self.view.catalogue, piece.tile, face, piece.rotation)
        key = (piece.kind, piece.tile, piece.face)
        found = self._places.get(key)
        if found is None:
            found = self._places[key] = {}
            for selection in selections_of(piece, self.face(piece)):
                turn = selection[-1][2] if len(selection) == 2 else 0
                for target in self.next_targets(selection):
                    cell = (target[1], target[2])
                    found[cell] = (*found.get(cell, ()), turn)
        return found

    def turns(self, piece: Piece | None) -> bool:
        """True if ``piece`` is a tile that looks different when turned (R can turn it)."""
        return piece is not None and piece.kind == PLACE and len(self.face(piece).rotations) > 1

    def turn_buttons(self, piece: Piece | None) -> dict[str, bool]:
        """Whether Rotate and Flip do something to the held ``piece``: Rotate while it
        :meth:`turns`, Flip while a tile of the hand is held (not the shepherd, laid with its
        sheep showing: WB-6.1)."""
        return {"rotate": self.turns(piece), "flip": piece is not None and piece.kind != REVEAL}

    def tile_look(self, tile: int) -> tuple[bool, bool]:
        """How the hand's ``tile`` is shown (WB-3.3): whether the face it shows can be played
        now, and whether only its other face can ("flip to lay"); while discarding, whether
        it can be discarded."""
        if self.view.phase == rules.DISCARD:
            return self.can_pick((), (HAND, tile)), False
        face = self.faces.get(tile, (0, 0))[0]
        playable = self.faces_playable(tile)
        return playable[face], playable[1 - face] and not playable[face]

    def worth(self, button: str) -> bool:
        """True for a button worth pressing when it can be: revealing, a wolf, a hunter (the
        game's opportunities), and ending the turn once no tile can be laid (WB-3.5)."""
        return button in (REVEAL, WOLF, HUNTER) or (button == END and not self.can_lay())

    def next_special(self, piece: Piece | None, kind: str | None = None) -> int | None:
        """With a wolf or hunter held (``piece``; of ``kind`` if given: the letter pressed),
        the next one of the hand that can be played (W or H again steps through them), else
        None."""
        tiles = self.special_tiles(piece.kind) if piece is not None else []
        if piece is None or piece.tile not in tiles or len(tiles) < 2:
            return None
        if kind is not None and piece.kind != kind:
            return None
        return tiles[(tiles.index(piece.tile) + 1) % len(tiles)]

    def flips_to(self, piece: Piece | None, cell: Cell) -> bool:
        """True if the other face of the tile ``piece`` fits at ``cell``."""
        return (
            piece is not None and piece.kind == PLACE and cell in self.places(piece, 1 - piece.face)
        )

    def flip_advised(self, piece: Piece | None, cell: Cell, reason: IllegalAction | None) -> bool:
        """True if ``reason``, why ``piece`` cannot go on ``cell``, is a side that does not
        match (WB-1.1) and the tile's other face fits there (the board advises flipping)."""
        mismatch = reason is not None and reason.reason == "WB.illegal.mismatch"
        return mismatch and self.flips_to(piece, cell)

    def bad_sides(self, piece: Piece, cell: Cell) -> tuple[int, ...]:
        """The sides of ``piece`` as turned (0 north, clockwise) that do not match their
        neighbours at the open ``cell`` where it does not fit as turned (WB-1.1), else ()."""
        if self.fits(piece, cell) == "fit" or cell in self.view.board.cells:
            return ()
        fit = ls.explain(self.view.board, piece.tile, piece.face, piece.rotation, cell)
        return tuple(SIDES.index(s) for s in fit.sides)

    def turned(self, piece: Piece, step: int = 1, flip: bool = False) -> tuple[int, int]:
        """The face and rotation (0–3) of the tile ``piece`` turned a quarter clockwise
        (``step`` −1: anticlockwise), or with ``flip`` turned over as it lies (WB-3.3)."""
        if flip:
            return 1 - piece.face, piece.rotation
        return piece.face, (piece.rotation + step) % 4

    def hold(self, piece: Piece, turn: tuple[int, int]) -> Target:
        """The tile ``piece`` shows ``turn`` (face, rotation) from now on (turned, flipped):
        the hand's target that picks it up so (the board's
        :class:`~farmhouse.app.board.parts.carry.Carry`)."""
        self.faces[piece.tile] = turn
        return (HAND, piece.tile)

    def turned_to_fit(self, piece: Piece, cell: Cell) -> tuple[int, int]:
        """The face and rotation of ``piece`` turned clockwise until it fits at ``cell``, a
        place where it fits when turned (:meth:`fits` says "turn"; KeyError elsewhere)."""
        turns = fitting_turns(self.places(piece)[cell], self.face(piece), piece.rotation)
        return piece.face, turns[0]

    def ghost_cell(self, piece: Piece | None, cell: Cell | None) -> Cell | None:
        """Where the ghost of the held ``piece`` stands: ``cell`` (where it stood) while the
        piece may go there, else the first place in reading order (``cell`` if none)."""
        places = self.places(piece)
        if piece is None or not places or (cell is not None and cell in places):
            return cell
        return min(places, key=reading_order)

    def covers(self, piece: Piece | None) -> tuple[Cell, ...]:
        """The laid tiles ``piece`` may cover (an active wolf, for a hunter: WB-5.1), sorted:
        places that are no open cell."""
        return tuple(sorted(c for c in self.places(piece) if c in self.view.board.cells))

    def ghost_shown(self, piece: Piece | None, cell: Cell | None) -> bool:
        """True if the ghost of ``piece`` shows at ``cell``: a piece is held, and ``cell`` is
        no laid tile, or one the piece may cover."""
        board = self.view.board
        return (
            piece is not None
            and cell is not None
            and (cell not in board.cells or cell in self.places(piece))
        )

    def button_look(self, piece: Piece | None, button: Target) -> tuple[bool, bool, bool]:
        """How ``button`` (Reveal, Wolf, Hunter, End or Quit) is shown while ``piece`` is
        held: whether it can be pressed (a press first puts back what is held), whether it is
        what is held (the shepherd, a wolf, a hunter) and whether it is :meth:`worth`
        pressing."""
        lit = self.can_pick((), button)
        held = piece is not None and piece.kind != PLACE and piece.kind == button[0]
        return lit, lit and held, lit and self.worth(button[0])

    def prompting(self, selection: Selection, taking: bool) -> Prompting:
        """What the line saying what to do now depends on after ``selection`` (``taking``:
        the board takes the seat's choices now; see :class:`Prompting`)."""
        piece = self.held(selection)
        held = piece.tile if piece is not None else None  # (the held tile shows no mark)
        marked = any(self.tile_look(t)[1] for t in self.view.hand if t != held)
        return Prompting(
            piece.kind if piece is not None else None,
            taking,
            tuple(selection) == ((QUIT,),),
            taking and self.can_lay(),
            taking and marked,
            bool(self.places(piece)),
            self.fits_as_turned(piece),
        )

    def fits_as_turned(self, piece: Piece | None) -> bool:
        """True unless ``piece`` is a tile whose face fits nowhere turned as it is now
        (WB-1.1): no place takes it without turning (R) or flipping (F) it first."""
        if piece is None or piece.kind != PLACE:
            return True
        turn = same_turn(self.face(piece), piece.rotation)
        return any(turn in rotations for rotations in self.places(piece).values())

    def stuck(self, selection: Selection) -> IllegalAction | None:
        """While the tile held after ``selection`` goes nowhere as it is (:meth:`fits_as_turned`)
        and nothing on the landscape can be picked: the rules' reason for its face and turn,
        ``WB.illegal.fits_nowhere`` (WB-1.1) whose ``turns`` say whether turning it helps
        (else only flipping it can); None otherwise (see
        :class:`~farmhouse.core.choices.StuckChoices`)."""
        piece = self.held(selection)
        if piece is None or self.fits_as_turned(piece) or self.closed() is not None:
            return None
        turn = same_turn(self.face(piece), piece.rotation)
        return self.refusal(tuple(selection)[:1], (FACE, piece.face, turn))

    def place_state(self, piece: Piece | None, cell: Cell, pickable: bool) -> str:
        """How the place ``cell`` is lit: "fit" where it can be picked now (``pickable``),
        "turn" where the held ``piece`` fits when turned, else ""."""
        return "fit" if pickable else "turn" if self.fits(piece, cell) == "turn" else ""

    def fits(self, piece: Piece | None, cell: Cell) -> str:
        """ "fit", "turn" (fits in another turn) or "" for ``piece`` at ``cell``."""
        rotations = self.places(piece).get(cell)
        if piece is None or not rotations:
            return ""
        return "fit" if same_turn(self.face(piece), piece.rotation) in rotations else "turn"


class Holding:
    """What the board's hand keeps from one decision to the next: the face and turn each
    tile of the hand shows (:attr:`faces`: tile -> (face, rotation 0-3), the last the player
    chose: a tile is picked up as it lies in the tray) and what was picked before Quit
    (:attr:`before_quit`: Cancel or Esc picks it again)."""

    def __init__(self) -> None:
        self.faces: dict[int, tuple[int, int]] = {}
        self.before_quit: Selection = ()

    def choices(self, view: View, legal: Iterable[Action]) -> HeldChoices:
        """The choice model of ``view`` that picks the hand's tiles up as they lie."""
        return HeldChoices(view, legal, self.faces)

    def picked(self, selection: Selection, piece: Piece | None) -> None:
        """``selection`` (holding ``piece``) is the selection now: a held tile keeps its face
        and turn; anything picked but Quit leaves nothing for Cancel to give back."""
        if piece is not None and piece.kind != REVEAL:
            self.faces[piece.tile] = (piece.face, piece.rotation)
        if selection and selection != ((QUIT,),):
            self.before_quit = ()

    def put_back(self, selection: Selection, target: Target) -> bool:
        """``selection`` is put back before ``target`` (a tile of the hand or a button) is
        picked: True if ``target`` is what it held (the key or click only puts it back);
        before Quit, ``selection`` is kept for Cancel."""
        if target == (QUIT,):
            self.before_quit = tuple(selection)
        return tuple(selection[:1]) == (target,)

    def cancel(self, selection: Selection) -> Selection:
        """What to pick again when the player steps back from ``selection``: what was picked
        before Quit while the question before quitting is asked, else nothing."""
        return self.before_quit if tuple(selection) == ((QUIT,),) else ()

    def hold(self, tile: int, face_turn: tuple[int, int]) -> Target:
        """``tile`` shows ``face_turn`` (face, rotation) from now on (turned, flipped, a wolf
        or hunter stepped to): the hand's target that picks it up so."""
        self.faces[tile] = face_turn
        return (HAND, tile)


# -- what the board marks on the landscape (game facts it draws) --------------------------

#: Events that put a tile on the landscape.
PLACING = ("WB.placed", "WB.wolf_placed", "WB.hunter_placed", "WB.revealed")
#: The events after which the fields' and forests' outlines change (a field enclosed, forests
#: joined, a wolf or hunter placed: WB-1.3, WB-1.4, WB-5).
FIELD_CHANGES = ("WB.field_enclosed", "WB.forests_joined", "WB.wolf_placed", "WB.hunter_placed")
#: A field's or forest's regions: (cell, region index), sorted.
Regions = tuple[tuple[Cell, int], ...]


class FieldMarks(NamedTuple):
    """What the board outlines in a view: ``enclosed`` fields (colour, sheep, regions,
    spoiled; WB-1.4), the forests of prowling wolves and the fields they spoil (regions;
    WB-5.2, WB-9.1), and at the end the ``scored`` fields (seat, colour, sheep, regions;
    every qualifying field with ``score_all_fields``, else the biggest). Sorted: a key that
    changes only when the drawing must."""

    enclosed: tuple[tuple[str, int, Regions, bool], ...]
    forests: tuple[Regions, ...]
    spoiled: tuple[Regions, ...]
    scored: tuple[tuple[int, str, int, Regions], ...]


def field_marks(view: View) -> FieldMarks:
    """The :class:`FieldMarks` of ``view``'s landscape."""
    board = view.board
    protects = view.options.hunter_protects_merged_forest
    comps = board.comps

    def regions(nodes: Iterable[int]) -> Regions:
        return tuple(sorted((board.node_cell[n], board.node_region[n]) for n in nodes))

    active = {i for i, c in comps.items() if c.terrain == FOREST and ls.active_wolves(c, protects)}
    enclosed: list[tuple[str, int, Regions, bool]] = []
    spoiled: list[Regions] = []
    for c in (c for c in comps.values() if c.terrain == MEADOW):
        is_spoiled = any(board.comp[n] in active for n in c.border)
        if c.open == 0:
            enclosed.append((str(c.colour), c.sheep, regions(c.nodes), is_spoiled))
        if is_spoiled:
            spoiled.append(regions(c.nodes))
    scored: list[tuple[int, str, int, Regions]] = []
    if view.game_over and all(c is not None for c in view.colours):
        for seat, colour in enumerate(str(c) for c in view.colours):
            fields = [f for f in ls.fields(board, protects, colour) if f.qualifying]
            chosen = fields if view.options.score_all_fields else fields[:1]
            scored += [(seat, colour, f.sheep, f.regions) for f in chosen]
    forests = tuple(sorted(regions(comps[i].nodes) for i in active))
    return FieldMarks(tuple(sorted(enclosed)), forests, tuple(sorted(spoiled)), tuple(scored))


def placed_cells(events: Iterable[Event]) -> list[Cell]:
    """The cells where ``events`` laid a tile, in order."""
    return [
        (int(e.params["cell"][0]), int(e.params["cell"][1]))
        for e in events
        if e.key in PLACING and e.params.get("cell")
    ]


def others_laid(view: View, cells: Iterable[Cell]) -> list[Cell]:
    """The cells of ``cells`` whose tiles another seat than ``view``'s laid (not the
    Village Square, which nobody laid)."""
    placers = {cell: view.board.cells[cell].placer for cell in cells}
    return [cell for cell, placer in placers.items() if placer != view.seat and placer >= 0]


class LaidSince:
    """The tiles laid since each seat last saw the landscape (the board frames them with
    their placer's symbol) and the newest placement (framed in gold).

    The board calls :meth:`recent` with the events since a seat's last decision (after a
    hand-over or a load), :meth:`note` with each new view and the events it brings, and
    :meth:`moved` when its human chooses; :attr:`marks` (cell → placer seat) and
    :attr:`newest` (the newest placement's cell, or none) are then what to show."""

    def __init__(self) -> None:
        self._seen: dict[int | None, dict[Cell, int]] = {}  # seat -> cell -> tile it saw
        self._recent: list[Cell] | None = None
        self.marks: dict[Cell, int] = {}
        self.newest: list[Cell] = []

    def recent(self, events: Sequence[Event]) -> None:
        """``events`` happened since the next view's seat last decided."""
        self._recent = placed_cells(events)

    def note(self, view: View, events: Sequence[Event]) -> None:
        """A new ``view`` that ``events`` led to: work out :attr:`marks` and :attr:`newest`."""
        cells = placed_cells(events)
        recent, self._recent = self._recent, None
        if recent is not None:
            # what this seat saw is the landscape without the tiles laid since its last
            # decision, and without these events' tiles
            laid = {*recent, *cells}
            self._seen[view.seat] = {
                c: p.tile for c, p in view.board.cells.items() if c not in laid
            }
            if not cells:
                self.newest = recent[-1:]
        if cells:
            self.newest = cells[-1:]
        seen = self._seen.get(view.seat)
        self.marks = (
            {}
            if seen is None
            else {c: p.placer for c, p in view.board.cells.items() if seen.get(c) != p.tile}
        )

    def moved(self, view: View) -> None:
        """``view``'s seat decided: it has seen every tile laid so far."""
        self._seen[view.seat] = {c: p.tile for c, p in view.board.cells.items()}
