"""Wooly Bully positions: build one in a few lines with named tiles, write any state as one
line and read it back (like FEN for chess), for worked examples, AI tests, assertion messages
and bug reports.

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
from the standard catalogue's.

:func:`describe` writes every part of any state (board, hands, bag order, the turn, the
generator, and the catalogue when it is not the standard one) on one line; :func:`parse`
reads it back to an equal state. Both :func:`position` and :func:`parse` refuse impossible
positions with :class:`~farmhouse.core.game.InvalidPosition` (a ValueError) naming what is
wrong: unknown names or codes, more tiles than section 3.1 lists (a bag of 200), a tile in
two places, a board not connected to the Village Square at (0, 0), two facing segments that
differ (WB-1.1), a revealed seat whose shepherd is not on the board (or a shepherd on the
board whose seat has not revealed), colours not one per seat, a seat to move that has quit,
a game going on although every seat still in it passed (WB-8.2; so also a last player in
PASSED, WB-7.4), counters the actions taken cannot reach, a line that is not a position
(naming the word), and so on (see :func:`check`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from urllib.parse import quote, unquote

from farmhouse.core.game import InvalidPosition
from farmhouse.core.positions import options_text, read_flag, read_int, read_line, read_options
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import (
    BAG_KINDS,
    COLOURS,
    FACING,
    HUNTER,
    LANDSCAPE,
    MARKER,
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
    try:
        face = face_from_code(base)
    except ValueError as err:
        raise InvalidPosition(str(err)) from None
    if not sheep:
        return face
    try:
        counts = [int(n) for n in sheep.split(",")]
    except ValueError:
        raise InvalidPosition(f"face {code!r}: sheep counts are numbers") from None
    meadows = [i for i, r in enumerate(face.regions) if r.terrain == MEADOW]
    if len(counts) != len(meadows) or any(n < 0 for n in counts):
        raise InvalidPosition(f"face {code!r}: give one sheep count per meadow ({len(meadows)})")
    regions = list(face.regions)
    for i, n in zip(meadows, counts, strict=True):
        r = regions[i]
        regions[i] = Region(r.terrain, r.colour, n, r.segments)
    return Face(code, face.shape, tuple(regions), face.wolf, face.hunter)


class _Spec:
    def __init__(self, text: str) -> None:
        m = _SPEC.match(text.strip())
        if m is None:
            raise InvalidPosition(f"bad tile spec {text!r}")
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
                raise InvalidPosition(f"tile {t} is used twice")
            idx = self._add(t, LANDSCAPE, list(STANDARD.tile(t).faces))
        elif t in STANDARD.by_name:
            raise InvalidPosition(f"{t} cannot be used in a position")
        else:
            codes = t.split("/")
            if len(codes) > 2:
                raise InvalidPosition(f"bad tile {t!r}: at most two faces")
            faces = [make_face(c) for c in codes]
            if len(faces) == 1:
                faces.append(face_from_code("?"))
            if any(f.wolf or f.hunter for f in faces):
                raise InvalidPosition(f"{t!r}: wolves and hunters are the WOLF-c / HUNTER-c tiles")
            idx = self._add(t, LANDSCAPE, faces)
        if idx in self.used:
            raise InvalidPosition(f"tile {spec.text!r} is used twice")
        self.used.add(idx)
        if spec.name is not None and spec.name != self.rows[idx][0]:
            if spec.name in self.names:
                raise InvalidPosition(f"two tiles are called {spec.name!r}")
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
        raise InvalidPosition(
            f"colours must give {players} different letters of {COLOURS}: {colours!r}"
        )
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
    moves: int | None = None,
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
    - ``moves``: actions taken so far (default: the fewest that put the board and the removed
      tiles there).

    Raises InvalidPosition for an impossible position (also what :func:`check` refuses).
    """
    if players not in (2, 3, 4):
        raise InvalidPosition(f"Wooly Bully needs 2 to 4 players, got {players}")
    if isinstance(bag, int) and bag > len(STANDARD.landscape):
        raise InvalidPosition(
            f"a bag of {bag} tiles: the game has {len(STANDARD.landscape)} landscape tiles "
            "(section 3.1)"
        )
    options = options or Options()
    if options.problems():
        raise InvalidPosition(f"options cannot be combined: {options.problems()}")
    seat_colours = _colours(players, colours)
    revealed_set = set(revealed)
    if any(not 0 <= s < players for s in revealed_set):
        raise InvalidPosition("revealed names a seat that is not at the table")
    b = _Builder()
    raw_cells: dict[Cell, tuple[int, int, int]] = {}
    board = dict(board or {})
    board.setdefault((0, 0), "VS")
    for cell, text in board.items():
        spec = _Spec(text)
        idx = b.tile(spec)
        kind = b.rows[idx][1]
        if (kind == VILLAGE_SQUARE) != (cell == (0, 0)):
            raise InvalidPosition("the Village Square lies at (0, 0), and only there")
        if kind == SHEPHERD and spec.face == "A":
            raise InvalidPosition(f"{text!r}: a shepherd shows its M4 face")
        face = 1 if kind == SHEPHERD or spec.face == "B" else 0
        f = b.rows[idx][3][face]
        if not f.placeable:
            raise InvalidPosition(f"{text!r}: face {'AB'[face]} cannot be placed")
        if spec.rotation not in f.rotations and len(f.rotations) != 1:
            raise InvalidPosition(f"{text!r}: rotation {spec.rotation} is not one of {f.rotations}")
        raw_cells[cell] = (idx, face, spec.rotation if spec.rotation in f.rotations else 0)

    def rows_of(mapping: Mapping[int, Sequence[str]] | None, what: str) -> list[list[int]]:
        out: list[list[int]] = [[] for _ in range(players)]
        for seat, specs in (mapping or {}).items():
            if not 0 <= seat < players:
                raise InvalidPosition(f"{what}: no seat {seat}")
            for text in specs:
                idx = b.tile(_Spec(text))
                if b.rows[idx][1] not in (LANDSCAPE, WOLF, HUNTER):
                    raise InvalidPosition(f"{what}: {text!r} cannot be held")
                out[seat].append(idx)
        return out

    hand_rows = rows_of(hands, "hands")
    aside_rows = rows_of(set_aside, "set_aside")
    discard_rows = rows_of(discards, "discards")
    removed_rows = [b.tile(_Spec(t)) for t in removed]
    if isinstance(bag, int):
        if bag < 0:
            raise InvalidPosition("a bag cannot hold fewer than 0 tiles")
        bag_rows = [b.filler() for _ in range(bag)]
    else:
        bag_rows = [b.tile(_Spec(t)) for t in bag][::-1]
    for idx in [*bag_rows, *removed_rows]:
        if b.rows[idx][1] not in (LANDSCAPE, WOLF, HUNTER):
            raise InvalidPosition(f"{b.rows[idx][0]} cannot be in the bag or removed")
    catalogue, remap = b.finish()

    def ids(rows: Sequence[int]) -> list[int]:
        return [remap[r] for r in rows]

    placers = dict(placers or {})
    cells = {
        cell: Placed(remap[t], f, r, -1 if cell == (0, 0) else placers.get(cell, 0))
        for cell, (t, f, r) in raw_cells.items()
    }
    _check_matching(catalogue, cells)
    try:
        land = ls.from_cells(catalogue, cells)
    except ValueError as err:
        raise InvalidPosition(str(err)) from None

    tiles = catalogue.tiles
    on_board = {tiles[p.tile].colour for p in cells.values() if tiles[p.tile].kind == SHEPHERD}
    for s, c in enumerate(seat_colours):
        if (s in revealed_set) != (c in on_board):
            raise InvalidPosition(
                f"seat {s} ({c}) has revealed exactly when its shepherd is placed"
            )
    if on_board - set(seat_colours):
        raise InvalidPosition("a shepherd on the board belongs to no seat")
    if len(set(quit_order)) != len(quit_order) or any(not 0 <= q < players for q in quit_order):
        raise InvalidPosition(f"bad quit order {list(quit_order)}")
    for s in range(players):
        if hand_rows[s] and s in quit_order:
            raise InvalidPosition(f"seat {s} has quit: its tiles are set aside, not in hand")
        if aside_rows[s] and s not in quit_order:
            raise InvalidPosition(f"seat {s} has not quit but has a set-aside hand")
    passed_list = sorted(set(passed))
    if any(p in quit_order or not 0 <= p < players for p in passed_list):
        raise InvalidPosition("PASSED holds only seats at the table that have not quit")
    if phase not in (ACT, FORCED, DISCARD, OVER):
        raise InvalidPosition(f"unknown phase {phase!r}")
    staying = [s for s in range(players) if s not in quit_order]
    if phase != OVER and staying and all(s in passed_list for s in staying):
        raise InvalidPosition("every seat that has not quit passed: the game is over (WB-8.2)")
    if phase != OVER and (to_move in quit_order or not 0 <= to_move < players):
        raise InvalidPosition(f"seat {to_move} cannot be to move")
    if owed < 0 or placed_in_turn < 0:
        raise InvalidPosition("owed and placed_in_turn are never negative")
    state = State(
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
        moves=len(cells) - 1 + len(removed_rows) if moves is None else moves,
    )
    check(state)
    return state


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
        raise InvalidPosition("facing segments differ: " + "; ".join(bad))


# ----------------------------------------------------------------------------- checks


def check(state: State) -> None:
    """Raise :class:`InvalidPosition` naming the first thing no game could reach in ``state``.

    Checked: the player count and options; the components (at most the 60 landscape tiles,
    4 wolves and 4 hunters of section 3.1, one Village Square, one shepherd per colour);
    every wolf, hunter and landscape tile in exactly one place (board, bag, hands, set-aside
    hands, discards, removed); the Village Square at (0, 0), a board connected to it whose
    facing segments match (WB-1.1); colours one per seat, the unused shepherds the others',
    a seat revealed exactly when its shepherd lies on the board (WB-6); quits and passes
    (WB-7.2, WB-8.1: a seat that quit holds no hand, only quit seats have set-aside hands,
    the game is over once every seat still in it passed, WB-8.2); discards only with
    ``forced_extra_placement``; the turn (phase, seats that decide, reaction window) and the
    counters (turn 1 or later, at most one turn ended per action, at least one action per
    tile placed or removed, placements owed never negative).
    """
    n = state.players
    if n not in (2, 3, 4):
        raise InvalidPosition(f"Wooly Bully has 2 to 4 players, not {n}")
    if state.options.problems():
        raise InvalidPosition(f"options cannot be combined: {state.options.problems()}")
    cat = state.catalogue
    for what, have, most in (
        ("landscape tiles", len(cat.landscape), len(STANDARD.landscape)),
        ("wolves", len(cat.wolves), len(STANDARD.wolves)),
        ("hunters", len(cat.hunters), len(STANDARD.hunters)),
    ):
        if have > most:
            raise InvalidPosition(f"{have} {what}: the game has {most} (section 3.1)")
    per_seat = (state.hands, state.set_aside, state.discards, state.revealed, state.colours)
    if any(len(x) != n for x in per_seat):
        raise InvalidPosition(f"one hand, set-aside hand, discard pile, colour per seat ({n})")
    _check_tiles(state)
    _check_seats(state)
    _check_turn(state)


def _check_tiles(state: State) -> None:
    cat = state.catalogue
    tiles = cat.tiles
    where: dict[int, str] = {}

    def put(ids: Iterable[int], place: str) -> None:
        for t in ids:
            if not 0 <= t < len(tiles):
                raise InvalidPosition(f"{place}: there is no tile {t}")
            if t in where:
                raise InvalidPosition(f"{tiles[t].name} is both in {where[t]} and in {place}")
            where[t] = place

    cells = state.board.cells
    start = cells.get((0, 0))
    if start is None or start.tile != cat.village_square:
        raise InvalidPosition("the Village Square lies at (0, 0) (WB-2.1)")
    put((p.tile for p in cells.values()), "the board")
    for cell, p in cells.items():
        kind = tiles[p.tile].kind
        if kind == MARKER or (kind == VILLAGE_SQUARE) != (cell == (0, 0)):
            raise InvalidPosition(f"{tiles[p.tile].name} cannot lie at {cell}")
        if not 0 <= p.face < 2 or not 0 <= p.rotation < 4 or not -1 <= p.placer < state.players:
            raise InvalidPosition(f"{cell}: face, rotation or placer out of range")
        if (p.placer == -1) != (cell == (0, 0)):
            raise InvalidPosition(f"{cell}: every tile but the Village Square has a placer")
    try:
        _check_matching(cat, cells)
        ls.from_cells(cat, cells)  # connected to the Village Square
    except ValueError as err:
        raise InvalidPosition(str(err)) from None
    put(state.bag, "the bag")
    for seat in range(state.players):
        put(state.hands[seat], f"seat {seat}'s hand")
        put(state.set_aside[seat], f"seat {seat}'s set-aside hand")
        put(state.discards[seat], f"seat {seat}'s discards")
        if state.hands[seat] != sorted(state.hands[seat]):
            raise InvalidPosition(f"seat {seat}'s hand is kept sorted")
    put(state.removed, "the removed tiles")
    for t, place in where.items():
        if place != "the board" and tiles[t].kind not in BAG_KINDS:
            raise InvalidPosition(f"{tiles[t].name} cannot be in {place}")
    missing = [tiles[t].name for t in cat.bag_tiles if t not in where]
    if missing:
        more = f" and {len(missing) - 8} more" if len(missing) > 8 else ""
        raise InvalidPosition(f"tiles missing from the game: {', '.join(missing[:8])}{more}")
    if any(state.discards) and not state.options.forced_extra_placement:
        raise InvalidPosition("tiles are discarded only with forced_extra_placement")


def _check_seats(state: State) -> None:
    n = state.players
    cat = state.catalogue
    if len(set(state.colours)) != n or any(c not in COLOURS for c in state.colours):
        raise InvalidPosition(f"colours must be {n} different letters of {COLOURS}")
    unused = sorted(cat.shepherds[c] for c in COLOURS if c not in state.colours)
    if state.unused_shepherds != unused:
        raise InvalidPosition("the unused shepherds are those of the colours no seat has")
    on_board = {cat.tiles[p.tile].colour for p in state.board.cells.values()
                if cat.tiles[p.tile].kind == SHEPHERD}  # fmt: skip
    if on_board - set(state.colours):
        raise InvalidPosition("a shepherd on the board belongs to no seat")
    for seat, colour in enumerate(state.colours):
        if state.revealed[seat] != (colour in on_board):
            raise InvalidPosition(
                f"seat {seat} ({colour}) has revealed exactly when its shepherd is placed (WB-6)"
            )
    quits = state.quit_order
    if len(set(quits)) != len(quits) or any(not 0 <= q < n for q in quits):
        raise InvalidPosition(f"bad quit order {list(quits)}")
    for seat in range(n):
        if state.hands[seat] and seat in quits:
            raise InvalidPosition(f"seat {seat} has quit: its tiles are set aside (WB-7.2)")
        if state.set_aside[seat] and seat not in quits:
            raise InvalidPosition(f"seat {seat} has not quit but has a set-aside hand")
    if state.passed != sorted(set(state.passed)) or any(
        p in quits or not 0 <= p < n for p in state.passed
    ):
        raise InvalidPosition("PASSED holds seats at the table that have not quit, sorted")


def _check_turn(state: State) -> None:
    n = state.players
    quits = state.quit_order
    if state.phase not in (ACT, FORCED, DISCARD, OVER):
        raise InvalidPosition(f"unknown phase {state.phase!r}")
    staying = [s for s in range(n) if s not in quits]
    if state.phase != OVER:
        if not staying or all(s in state.passed for s in staying):
            raise InvalidPosition("every seat that has not quit passed: the game is over (WB-8.2)")
        for what, seat in (("turn seat", state.turn_seat), ("actor", state.actor)):
            if seat in quits or not 0 <= seat < n:
                raise InvalidPosition(f"{what} {seat} cannot decide: it quit or is no seat")
    if not 0 <= state.first_player < n:
        raise InvalidPosition(f"first player {state.first_player} is not a seat")
    if not state.responding and (state.actor != state.turn_seat or state.window):
        raise InvalidPosition("outside a reaction window the turn seat decides")
    if state.responding and not state.options.reaction_windows:
        raise InvalidPosition("reaction windows are off (option reaction_windows)")
    if any(not 0 <= w < n for w in state.window):
        raise InvalidPosition("the reaction window holds a seat that is not at the table")
    if min(state.owed, state.resp_owed, state.placed_in_turn) < 0:
        raise InvalidPosition("placements owed or made are never negative")
    placed = len(state.board.cells) - 1 + len(state.removed)
    if state.turn < 1 or state.turn - 1 > state.moves:
        raise InvalidPosition(f"turn {state.turn} after {state.moves} actions")
    if placed > state.moves or state.placed_in_turn > state.moves:
        raise InvalidPosition(
            f"{placed} tiles placed on the board (and removed) after {state.moves} actions"
        )


# ----------------------------------------------------------------------------- one line

GAME_ID = "wooly_bully"
_SAFE = "#+"


def _name(state: State, tile_id: int) -> str:
    return quote(state.catalogue.tiles[tile_id].name, safe=_SAFE)


def _tile_list(state: State, ids: Sequence[int]) -> str:
    return ",".join(_name(state, t) for t in ids) or "-"


def _catalogue_text(cat: Catalogue) -> str:
    """The rows of a catalogue other than the standard one, for ``tiles=``."""
    specials = {name: faces for name, _, _, faces in special_rows()}
    markers = marker_rows()
    if [t.name for t in cat.tiles[-len(markers) :]] != [m[0] for m in markers]:
        raise InvalidPosition("cannot write a catalogue whose colour markers are not last")
    rows = []
    for t in cat.tiles[: -len(markers)]:
        if t.name in specials and list(t.faces) == specials[t.name]:
            rows.append(quote(t.name, safe=_SAFE))
        elif t.kind != LANDSCAPE:
            raise InvalidPosition(f"cannot write tile {t.name} ({t.kind})")
        elif t.name in STANDARD.by_name and STANDARD.tile(t.name).faces == t.faces:
            rows.append(quote(t.name, safe=_SAFE))
        else:
            rows.append(quote(t.name, safe=_SAFE) + "=" + "/".join(f.code for f in t.faces))
    return ";".join(rows)


def _catalogue_of(text: str) -> Catalogue:
    specials = {name: row for row in special_rows() for name in (row[0],)}
    rows: list[_Row] = []
    for entry in text.split(";"):
        name_text, eq, faces_text = entry.partition("=")
        name = unquote(name_text)
        if eq:
            codes = faces_text.split("/")
            if len(codes) != 2:
                raise InvalidPosition(f"tiles: {entry!r} needs two faces CODE/CODE")
            rows.append((name, LANDSCAPE, None, [make_face(c) for c in codes]))
        elif name in specials:
            rows.append(specials[name])
        elif name in STANDARD.by_name and STANDARD.tile(name).kind == LANDSCAPE:
            rows.append((name, LANDSCAPE, None, list(STANDARD.tile(name).faces)))
        else:
            raise InvalidPosition(f"tiles: {entry!r} is no standard tile (write NAME=CODE/CODE)")
    try:
        return make_catalogue(rows + marker_rows())
    except ValueError as err:
        raise InvalidPosition(f"tiles: {err}") from None


def describe(state: State) -> str:
    """``state`` as one line, :func:`parse`'s input: ``wooly_bully`` and ``key=value`` fields
    (optional ones only when not at their default). Tiles are written by their catalogue
    names (``L17``, ``WOLF-R``, ``SHEPHERD-K``; URL-quoted where a name holds other signs
    than letters, digits, ``-``, ``_``, ``.``, ``#``, ``+``); per-seat parts are
    ``/``-separated in seat order, lists ``,``-separated, ``-`` for an empty one.

    ``players``, ``opt.NAME`` (an option off its default, as JSON), ``colours`` (``KR``: seat
    0 black, seat 1 red), ``phase``, ``turn``, ``turn_seat``, ``actor``, ``first``,
    ``owed``, ``placed`` (tiles placed this turn), ``responding=yes``, ``resp_owed``,
    ``window``, ``moves``; ``board`` (``;``-separated ``X,Y:NAME:FACE:ROTATION:PLACER``,
    FACE ``A``/``B``), ``hands``, ``set_aside``, ``discards``, ``bag`` (the next tile drawn
    last), ``removed``, ``revealed``, ``quit`` (in order), ``passed``; ``tiles`` (the
    catalogue's rows when it is not the standard one: ``NAME`` for a standard tile,
    ``NAME=CODE/CODE`` for a tile made from face codes); ``rng``. The unused shepherds follow
    from the colours.
    """
    s, n = state, state.players
    out = [GAME_ID, f"players={n}", *_options_text(s.options), f"colours={''.join(s.colours)}",
           f"phase={s.phase}", f"turn={s.turn}", f"turn_seat={s.turn_seat}",
           f"actor={s.actor}", f"first={s.first_player}", f"owed={s.owed}",
           f"placed={s.placed_in_turn}"]  # fmt: skip
    if s.responding:
        out.append("responding=yes")
    if s.resp_owed:
        out.append(f"resp_owed={s.resp_owed}")
    if s.window:
        out.append("window=" + ",".join(map(str, s.window)))
    out.append(f"moves={s.moves}")
    cells = sorted(s.board.cells.items())
    out.append(
        "board="
        + ";".join(
            f"{x},{y}:{_name(s, p.tile)}:{'AB'[p.face]}:{p.rotation}:{p.placer}"
            for (x, y), p in cells
        )  # fmt: skip
    )
    out.append("hands=" + "/".join(_tile_list(s, h) for h in s.hands))
    for key, lists in (("set_aside", s.set_aside), ("discards", s.discards)):
        if any(lists):
            out.append(f"{key}=" + "/".join(_tile_list(s, h) for h in lists))
    out.append("bag=" + _tile_list(s, s.bag))
    if s.removed:
        out.append("removed=" + _tile_list(s, s.removed))
    for key, seats in (
        ("revealed", [i for i, r in enumerate(s.revealed) if r]),
        ("quit", s.quit_order),
        ("passed", s.passed),
    ):
        if seats:
            out.append(f"{key}=" + ",".join(map(str, seats)))
    if s.catalogue.fingerprint != STANDARD.fingerprint:
        out.append("tiles=" + _catalogue_text(s.catalogue))
    out.append(f"rng={s.rng.state:016x}")
    return " ".join(out)


def _options_text(options: Options) -> list[str]:
    return options_text(options, Options())


_KEYS = (
    "players", "colours", "phase", "turn", "turn_seat", "actor", "first", "owed", "placed",
    "responding", "resp_owed", "window", "moves", "board", "hands", "set_aside", "discards",
    "bag", "removed", "revealed", "quit", "passed", "tiles", "rng",
)  # fmt: skip
_REQUIRED = ("players", "colours", "phase", "turn", "turn_seat", "actor", "board", "hands",
             "bag", "rng")  # fmt: skip


def _fields(text: str) -> tuple[dict[str, str], dict[str, str]]:
    return read_line(text, GAME_ID, "a Wooly Bully", _KEYS, _REQUIRED, options=True)


def _parse_options(opts: Mapping[str, str]) -> Options:
    return read_options(opts, Options)


def _int(fields: Mapping[str, str], key: str, default: int = 0) -> int:
    return read_int(fields, key, default)


def _ints(fields: Mapping[str, str], key: str) -> list[int]:
    text = fields.get(key, "")
    try:
        return [int(x) for x in text.split(",")] if text else []
    except ValueError:
        raise InvalidPosition(f"{key}={text!r}: seats are numbers") from None


def parse(text: str) -> State:
    """The state a :func:`describe` line writes. Raises InvalidPosition for a line that is
    not one (naming the word or field at fault) or a position no game could reach
    (:func:`check`)."""
    f, opts = _fields(text)
    n = _int(f, "players")
    if n not in (2, 3, 4):
        raise InvalidPosition(f"players={f['players']}: Wooly Bully has 2 to 4 players")
    options = _parse_options(opts)
    cat = _catalogue_of(f["tiles"]) if "tiles" in f else STANDARD

    def tile_ids(value: str, where: str) -> list[int]:
        if value == "-":
            return []
        out = []
        for name in value.split(","):
            t = cat.by_name.get(unquote(name))
            if t is None:
                raise InvalidPosition(f"{where}: no tile called {unquote(name)!r}")
            out.append(t)
        return out

    def per_seat(key: str) -> list[list[int]]:
        if key not in f:
            return [[] for _ in range(n)]
        parts = f[key].split("/")
        if len(parts) != n:
            raise InvalidPosition(f"{key}={f[key]!r}: one entry per seat ({n})")
        return [tile_ids(p, f"{key}={f[key]!r}") for p in parts]

    cells: dict[Cell, Placed] = {}
    for item in f["board"].split(";"):
        parts = item.split(":")
        try:
            x, y = (int(v) for v in parts[0].split(","))
            name, face, rotation, placer = parts[1:]
            cell = (x, y)
            if face not in ("A", "B") or cell in cells:
                raise ValueError
            (t,) = tile_ids(name, f"board: {item!r}")
            cells[cell] = Placed(t, "AB".index(face), int(rotation), int(placer))
        except ValueError:
            raise InvalidPosition(f"board: {item!r} is not X,Y:NAME:FACE:ROTATION:PLACER") from None
    if cells.get((0, 0), Placed(-1, 0, 0, 0)).tile != cat.village_square:
        raise InvalidPosition("board: the Village Square lies at (0, 0) (WB-2.1)")
    colours = list(f["colours"])
    if len(colours) != n or any(c not in COLOURS for c in colours) or len(set(colours)) != n:
        raise InvalidPosition(f"colours={f['colours']!r}: {n} different letters of {COLOURS}")
    try:
        _check_matching(cat, cells)
        board = ls.from_cells(cat, cells)
    except ValueError as err:
        raise InvalidPosition(f"board: {err}") from None
    revealed = _ints(f, "revealed")
    state = State(
        players=n,
        options=options,
        catalogue=cat,
        rng=Rng(_int(f, "rng")),
        board=board,
        bag=tile_ids(f["bag"], "bag"),
        hands=per_seat("hands"),
        set_aside=per_seat("set_aside"),
        discards=per_seat("discards"),
        removed=tile_ids(f.get("removed", "-"), "removed"),
        colours=colours,
        unused_shepherds=sorted(cat.shepherds[c] for c in COLOURS if c not in colours),
        revealed=[s in revealed for s in range(n)],
        quit_order=_ints(f, "quit"),
        passed=_ints(f, "passed"),
        first_player=_int(f, "first"),
        turn_seat=_int(f, "turn_seat"),
        actor=_int(f, "actor"),
        phase=f["phase"],
        responding=_flag(f, "responding"),
        owed=_int(f, "owed", 1),
        resp_owed=_int(f, "resp_owed"),
        placed_in_turn=_int(f, "placed"),
        window=_ints(f, "window"),
        turn=_int(f, "turn"),
        moves=_int(f, "moves"),
    )
    check(state)
    return state


def _flag(fields: Mapping[str, str], key: str) -> bool:
    return read_flag(fields, key)


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
    "check",
    "describe",
    "face_index",
    "hunter",
    "make_face",
    "parse",
    "place",
    "position",
    "reveal",
    "tile",
    "wolf",
]
