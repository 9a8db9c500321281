"""Validated Wooly Bully positions in a few lines, with named tiles (for worked examples,
AI tests and bug reports), like FEN for chess.

::

    state = position(
        players=2,
        board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"},
        hands={1: ["T1=DMV-R/F", "T3=M3-R/V", "F/V", "V/F"]},
        colours="KR",
        bag=30,
        to_move=1,
    )
    state, events = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))

A **tile spec** is ``"[NAME=]TILE [A|B] [rN]"``. TILE is a standard tile name (``VS``,
``SHEPHERD-K``, ``WOLF-R``, ``HUNTER-Y``, ``L17`` from the standard catalogue) or face codes
``"CODE"`` / ``"CODE/CODE"`` (face A / face B) that make a new tile; a single code gets the
unplaceable "?" back. Codes are those of :func:`farmhouse.games.wooly_bully.data.face_from_code`,
and a meadow code may end in ``:n`` (``:n,m`` for two meadows) to set its sheep, for tiles
outside the catalogue (``"CMV-Y:0"``). ``A``/``B`` names the face up on the board (default A;
a shepherd always shows its M4 face), ``rN`` the rotation (default r0). NAME (default: the
spec's tile part, made unique with ``#2``, ``#3``) is how :func:`tile` finds the tile later.

The catalogue of a position holds the Village Square, the four shepherds, every tile named
anywhere and the bag fillers (standard landscape tiles not otherwise used), so tile ids differ
from the standard catalogue's. Impossible positions raise ValueError: unknown names or codes,
a tile in two places, a board not connected to the Village Square at (0, 0), two facing
segments that differ (WB-1.1), a revealed seat whose shepherd is not on the board (or a
shepherd on the board whose seat has not revealed), colours not one per seat, a seat to move
that has quit, a game going on although every seat still in it passed (WB-8.2; so also a
last player in PASSED, WB-7.4), and so on.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import (
    COLOURS,
    FACING,
    HUNTER,
    LANDSCAPE,
    MEADOW,
    SHEPHERD,
    SIDES,
    STANDARD,
    VILLAGE_SQUARE,
    WOLF,
    Catalogue,
    Cell,
    Face,
    Region,
    face_from_code,
    make_catalogue,
    marker_rows,
    special_rows,
)
from farmhouse.games.wooly_bully.landscape import Placed
from farmhouse.games.wooly_bully.rules import (
    ACT,
    DISCARD,
    FORCED,
    OVER,
    Hunter,
    Options,
    Place,
    Reveal,
    State,
    Wolf,
)

_SPEC = re.compile(
    r"^(?:(?P<name>[^=\s]+)=)?(?P<tile>\S+)(?:\s+(?P<face>[AB]))?(?:\s+r(?P<rot>[0-3]))?$"
)


def make_face(code: str) -> Face:
    """A face from a code, with an optional ``:n`` / ``:n,m`` sheep override for its
    meadow regions (in region order). ValueError for a bad code or override."""
    base, _, sheep = code.partition(":")
    face = face_from_code(base)
    if not sheep:
        return face
    counts = [int(n) for n in sheep.split(",")]
    meadows = [i for i, r in enumerate(face.regions) if r.terrain == MEADOW]
    if len(counts) != len(meadows) or any(n < 0 for n in counts):
        raise ValueError(f"face {code!r}: give one sheep count per meadow ({len(meadows)})")
    regions = list(face.regions)
    for i, n in zip(meadows, counts, strict=True):
        r = regions[i]
        regions[i] = Region(r.terrain, r.colour, n, r.segments)
    return Face(code, face.shape, tuple(regions), face.wolf, face.hunter)


class _Spec:
    def __init__(self, text: str) -> None:
        m = _SPEC.match(text.strip())
        if m is None:
            raise ValueError(f"bad tile spec {text!r}")
        self.text = text
        self.tile: str = m["tile"]
        self.name: str | None = m["name"]
        self.face: str | None = m["face"]
        self.rotation = int(m["rot"]) if m["rot"] is not None else 0


_Row = tuple[str, str, str | None, list[Face]]


class _Builder:
    """Collects the rows of the position's catalogue and which of them are in use."""

    def __init__(self) -> None:
        self.rows: list[_Row] = special_rows()
        self.specials = len(self.rows)
        self.names: dict[str, int] = {name: i for i, (name, _, _, _) in enumerate(self.rows)}
        self.used: set[int] = set()

    def _add(self, name: str, kind: str, faces: list[Face]) -> int:
        base, n = name, 2
        while name in self.names:
            name = f"{base}#{n}"
            n += 1
        self.rows.append((name, kind, None, faces))
        self.names[name] = len(self.rows) - 1
        return len(self.rows) - 1

    def tile(self, spec: _Spec) -> int:
        """The row of ``spec``: a fixed tile, a standard landscape tile or a new tile made
        from face codes. ValueError if it is unknown or already used."""
        t = spec.tile
        idx = self.names.get(t)
        if idx is not None and idx < self.specials:
            pass
        elif t in STANDARD.by_name and STANDARD.tile(t).kind == LANDSCAPE:
            if idx is not None and idx in self.used:
                raise ValueError(f"tile {t} is used twice")
            idx = self._add(t, LANDSCAPE, list(STANDARD.tile(t).faces))
        elif t in STANDARD.by_name:
            raise ValueError(f"{t} cannot be used in a position")
        else:
            codes = t.split("/")
            if len(codes) > 2:
                raise ValueError(f"bad tile {t!r}: at most two faces")
            faces = [make_face(c) for c in codes]
            if len(faces) == 1:
                faces.append(face_from_code("?"))
            if any(f.wolf or f.hunter for f in faces):
                raise ValueError(f"{t!r}: wolves and hunters are the WOLF-c / HUNTER-c tiles")
            idx = self._add(t, LANDSCAPE, faces)
        if idx in self.used:
            raise ValueError(f"tile {spec.text!r} is used twice")
        self.used.add(idx)
        if spec.name is not None and spec.name != self.rows[idx][0]:
            if spec.name in self.names:
                raise ValueError(f"two tiles are called {spec.name!r}")
            old, kind, colour, faces = self.rows[idx]
            del self.names[old]
            self.rows[idx] = (spec.name, kind, colour, faces)
            self.names[spec.name] = idx
        return idx

    def filler(self) -> int:
        """A standard landscape tile not used yet (copies once all 60 are used)."""
        for t in STANDARD.landscape:
            name = STANDARD.tiles[t].name
            if name not in self.names:
                idx = self._add(name, LANDSCAPE, list(STANDARD.tiles[t].faces))
                break
        else:
            idx = self._add("FILL", LANDSCAPE, list(STANDARD.tiles[STANDARD.landscape[0]].faces))
        self.used.add(idx)
        return idx

    def finish(self) -> tuple[Catalogue, dict[int, int]]:
        """The catalogue of the used rows (plus the Village Square, shepherds and colour
        markers) and the map old row index → tile id."""
        keep = [
            i
            for i, row in enumerate(self.rows)
            if i in self.used or row[1] in (VILLAGE_SQUARE, SHEPHERD)
        ]
        remap = {old: new for new, old in enumerate(keep)}
        return make_catalogue([self.rows[i] for i in keep] + marker_rows()), remap


def _colours(players: int, colours: str | Mapping[int, str] | None) -> list[str]:
    if colours is None:
        out = list(COLOURS[:players])
    elif isinstance(colours, str):
        out = list(colours)
    else:
        out = [colours[s] for s in range(players)]
    if len(out) != players or len(set(out)) != players or any(c not in COLOURS for c in out):
        raise ValueError(f"colours must give {players} different letters of {COLOURS}: {colours!r}")
    return out


def position(
    players: int = 2,
    *,
    board: Mapping[Cell, str] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    colours: str | Mapping[int, str] | None = None,
    revealed: Iterable[int] = (),
    bag: int | Sequence[str] = 0,
    set_aside: Mapping[int, Sequence[str]] | None = None,
    discards: Mapping[int, Sequence[str]] | None = None,
    removed: Sequence[str] = (),
    quit_order: Sequence[int] = (),
    passed: Iterable[int] = (),
    to_move: int = 0,
    first_player: int | None = None,
    owed: int = 1,
    placed_in_turn: int = 0,
    phase: str = ACT,
    placers: Mapping[Cell, int] | None = None,
    options: Options | None = None,
    seed: int = 0,
    turn: int = 1,
) -> State:
    """A validated :class:`~farmhouse.games.wooly_bully.rules.State` (see the module docstring).

    - ``board``: cell → tile spec; (0, 0) holds the Village Square unless it is given there.
    - ``hands``, ``set_aside``, ``discards``: seat → tile specs; ``removed``: tile specs.
    - ``colours``: ``"KR"`` or ``{seat: letter}`` (default K, B, R, Y by seat); ``revealed``:
      seats whose shepherd lies on the board.
    - ``bag``: a count (standard landscape tiles not used elsewhere) or tile specs in draw
      order (the first listed is drawn first).
    - ``to_move``: the seat whose turn it is (``phase`` ``"act"``, ``"forced"``,
      ``"discard"`` or ``"over"``); ``owed`` and ``placed_in_turn`` describe the turn so far.
    - ``placers``: cell → seat that placed it (default: seat 0, -1 for the Village Square).

    Raises ValueError for an impossible position.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"Wooly Bully needs 2 to 4 players, got {players}")
    options = options or Options()
    if options.problems():
        raise ValueError(f"options cannot be combined: {options.problems()}")
    seat_colours = _colours(players, colours)
    revealed_set = set(revealed)
    if any(not 0 <= s < players for s in revealed_set):
        raise ValueError("revealed names a seat that is not at the table")
    b = _Builder()
    raw_cells: dict[Cell, tuple[int, int, int]] = {}
    board = dict(board or {})
    board.setdefault((0, 0), "VS")
    for cell, text in board.items():
        spec = _Spec(text)
        idx = b.tile(spec)
        kind = b.rows[idx][1]
        if (kind == VILLAGE_SQUARE) != (cell == (0, 0)):
            raise ValueError("the Village Square lies at (0, 0), and only there")
        if kind == SHEPHERD and spec.face == "A":
            raise ValueError(f"{text!r}: a shepherd shows its M4 face")
        face = 1 if kind == SHEPHERD or spec.face == "B" else 0
        f = b.rows[idx][3][face]
        if not f.placeable:
            raise ValueError(f"{text!r}: face {'AB'[face]} cannot be placed")
        if spec.rotation not in f.rotations and len(f.rotations) != 1:
            raise ValueError(f"{text!r}: rotation {spec.rotation} is not one of {f.rotations}")
        raw_cells[cell] = (idx, face, spec.rotation if spec.rotation in f.rotations else 0)

    def rows_of(mapping: Mapping[int, Sequence[str]] | None, what: str) -> list[list[int]]:
        out: list[list[int]] = [[] for _ in range(players)]
        for seat, specs in (mapping or {}).items():
            if not 0 <= seat < players:
                raise ValueError(f"{what}: no seat {seat}")
            for text in specs:
                idx = b.tile(_Spec(text))
                if b.rows[idx][1] not in (LANDSCAPE, WOLF, HUNTER):
                    raise ValueError(f"{what}: {text!r} cannot be held")
                out[seat].append(idx)
        return out

    hand_rows = rows_of(hands, "hands")
    aside_rows = rows_of(set_aside, "set_aside")
    discard_rows = rows_of(discards, "discards")
    removed_rows = [b.tile(_Spec(t)) for t in removed]
    if isinstance(bag, int):
        if bag < 0:
            raise ValueError("a bag cannot hold fewer than 0 tiles")
        bag_rows = [b.filler() for _ in range(bag)]
    else:
        bag_rows = [b.tile(_Spec(t)) for t in bag][::-1]
    for idx in [*bag_rows, *removed_rows]:
        if b.rows[idx][1] not in (LANDSCAPE, WOLF, HUNTER):
            raise ValueError(f"{b.rows[idx][0]} cannot be in the bag or removed")
    catalogue, remap = b.finish()

    def ids(rows: Sequence[int]) -> list[int]:
        return [remap[r] for r in rows]

    placers = dict(placers or {})
    cells = {
        cell: Placed(remap[t], f, r, -1 if cell == (0, 0) else placers.get(cell, 0))
        for cell, (t, f, r) in raw_cells.items()
    }
    _check_matching(catalogue, cells)
    land = ls.from_cells(catalogue, cells)

    tiles = catalogue.tiles
    on_board = {tiles[p.tile].colour for p in cells.values() if tiles[p.tile].kind == SHEPHERD}
    for s, c in enumerate(seat_colours):
        if (s in revealed_set) != (c in on_board):
            raise ValueError(f"seat {s} ({c}) has revealed exactly when its shepherd is placed")
    if on_board - set(seat_colours):
        raise ValueError("a shepherd on the board belongs to no seat")
    if len(set(quit_order)) != len(quit_order) or any(not 0 <= q < players for q in quit_order):
        raise ValueError(f"bad quit order {list(quit_order)}")
    for s in range(players):
        if hand_rows[s] and s in quit_order:
            raise ValueError(f"seat {s} has quit: its tiles are set aside, not in hand")
        if aside_rows[s] and s not in quit_order:
            raise ValueError(f"seat {s} has not quit but has a set-aside hand")
    passed_list = sorted(set(passed))
    if any(p in quit_order or not 0 <= p < players for p in passed_list):
        raise ValueError("PASSED holds only seats at the table that have not quit")
    if phase not in (ACT, FORCED, DISCARD, OVER):
        raise ValueError(f"unknown phase {phase!r}")
    staying = [s for s in range(players) if s not in quit_order]
    if phase != OVER and staying and all(s in passed_list for s in staying):
        raise ValueError("every seat that has not quit passed: the game is over (WB-8.2)")
    if phase != OVER and (to_move in quit_order or not 0 <= to_move < players):
        raise ValueError(f"seat {to_move} cannot be to move")
    if owed < 0 or placed_in_turn < 0:
        raise ValueError("owed and placed_in_turn are never negative")
    return State(
        players=players,
        options=options,
        catalogue=catalogue,
        rng=Rng.from_seed(seed),
        board=land,
        bag=ids(bag_rows),
        hands=[sorted(ids(h)) for h in hand_rows],
        set_aside=[sorted(ids(h)) for h in aside_rows],
        discards=[ids(h) for h in discard_rows],
        removed=ids(removed_rows),
        colours=seat_colours,
        unused_shepherds=sorted(catalogue.shepherds[c] for c in COLOURS if c not in seat_colours),
        revealed=[s in revealed_set for s in range(players)],
        quit_order=list(quit_order),
        passed=passed_list,
        first_player=to_move if first_player is None else first_player,
        turn_seat=to_move,
        actor=to_move,
        phase=phase,
        owed=owed,
        placed_in_turn=placed_in_turn,
        turn=turn,
    )


def _check_matching(catalogue: Catalogue, cells: Mapping[Cell, Placed]) -> None:
    """ValueError naming every pair of facing segments that differ (WB-1.1 item 3)."""
    bad = []
    for (x, y), p in cells.items():
        o = catalogue.orient[p.tile][p.face][p.rotation]
        for d in (0, 1):  # check north and east; south and west are the neighbours' north/east
            m = ls.neighbours((x, y))[d]
            q = cells.get(m)
            if q is None:
                continue
            mo = catalogue.orient[q.tile][q.face][q.rotation]
            for i in (2 * d, 2 * d + 1):
                if o.labels[i] != mo.labels[FACING[i]]:
                    bad.append(
                        f"{(x, y)} side {SIDES[d]} segment {i} {o.labels[i]} vs {m} {mo.labels[FACING[i]]}"
                    )
    if bad:
        raise ValueError("facing segments differ: " + "; ".join(bad))


# ----------------------------------------------------------------------------- lookups


def tile(state: State, name: str) -> int:
    """The id of the tile called ``name`` in ``state``'s catalogue (KeyError if none)."""
    return state.catalogue.by_name[name]


def face_index(state: State, tile_id: int, code: str | int) -> int:
    """The index (0/1) of the face ``code`` of ``tile_id`` (or ``code`` itself if an int)."""
    if isinstance(code, int):
        return code
    faces = state.catalogue.tiles[tile_id].faces
    for i, f in enumerate(faces):
        if f.code == code:
            return i
    raise KeyError(f"{state.catalogue.tiles[tile_id].name} has no face {code}")


def place(state: State, name: str, face: str | int, rotation: int, cell: Cell) -> Place:
    """The :class:`Place` of the tile called ``name`` with face ``face`` (a code or 0/1)."""
    t = tile(state, name)
    return Place(t, face_index(state, t, face), rotation, cell[0], cell[1])


def wolf(state: State, name: str, cell: Cell) -> Wolf:
    """The :class:`Wolf` action of the wolf tile called ``name`` onto ``cell``."""
    return Wolf(tile(state, name), cell[0], cell[1])


def hunter(state: State, name: str, cell: Cell) -> Hunter:
    """The :class:`Hunter` action of the hunter tile called ``name`` onto ``cell``."""
    return Hunter(tile(state, name), cell[0], cell[1])


def reveal(cell: Cell) -> Reveal:
    """The :class:`Reveal` action placing the shepherd on ``cell``."""
    return Reveal(cell[0], cell[1])


#: Board A of the worked examples (section 7): Village Square, four black pockets east, a
#: black diagonal ring west and two forests.
BOARD_A: dict[Cell, str] = {
    (1, 0): "CMV-K r0",
    (2, 0): "CMV-K r3",
    (1, 1): "CMV-K r1",
    (2, 1): "CMV-K r2",
    (-1, 0): "DMV-K r0",
    (-2, 0): "DMF-K r1",
    (-2, 1): "DMF-K r2",
    (-1, 1): "DMF-K r3",
    (-3, 0): "F",
    (-3, 1): "F",
}
#: Board B of the worked examples: two red diagonals beside the Village Square.
BOARD_B: dict[Cell, str] = {(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"}
#: Board C of the worked examples: V faces around the Village Square.
BOARD_C: dict[Cell, str] = {(1, 0): "V", (2, 0): "V", (0, 1): "V", (2, 1): "V"}

__all__ = [
    "BOARD_A",
    "BOARD_B",
    "BOARD_C",
    "face_index",
    "hunter",
    "make_face",
    "place",
    "position",
    "reveal",
    "tile",
    "wolf",
]
