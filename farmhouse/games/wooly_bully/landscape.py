"""The Wooly Bully landscape: placed tiles on an unbounded square grid, kept up to date
incrementally (WB-1).

A :class:`Landscape` is treated as immutable: :func:`placed` and :func:`covered` return a new
one and leave their input alone, so game states, views and AI trials can share landscapes.
What it keeps, all updated per placement rather than recomputed:

- ``cells``: cell → :class:`Placed` (tile, face, rotation, placing seat);
- regions as *nodes* (one per region of each placed face) joined into *components* with a
  union-find that relabels the smaller side; each component carries its terrain, colour,
  sheep, open segment count, the forest nodes it borders (WB-1.5), and its wolves and
  hunters (section 3.2, WB-1.3 to WB-1.5);
- ``open_cells``: every empty cell next to a tile, with the labels each side must show
  (its :data:`Req`), so a legal placement is a lookup (WB-1.1, WB-1.2).

Pure helpers for the board and the AI: :func:`fields`, :func:`forests`, :func:`explain` (why a
face does or does not fit at a cell), :func:`placements` / :func:`tile_placements` (every
(cell, face, rotation) where tiles fit), :func:`joined_forests`, :func:`touching`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

import attrs

from farmhouse.core import records
from farmhouse.games.wooly_bully.data import (
    FACING,
    FOREST,
    MEADOW,
    SIDES,
    Catalogue,
    Cell,
    Face,
    Orientation,
)

#: What an open cell requires: per side N, E, S, W the two labels its segments must show
#: (``labels[2d:2d + 2]`` of the new face), or ``None`` where the neighbour is empty.
Req = tuple[str | None, str | None, str | None, str | None]


class Placed(NamedTuple):
    """A tile on the board: catalogue ``tile`` id, ``face`` (0 = A, 1 = B) up, ``rotation``
    (quarter-turns clockwise) and the ``placer`` seat (-1 for the Village Square)."""

    tile: int
    face: int
    rotation: int
    placer: int


class Comp(NamedTuple):
    """A component (a field, a forest or a village area) of joined regions.

    ``nodes``: its region nodes; ``open``: how many of their segments face an empty cell
    (0 = enclosed, WB-1.4); ``border``: forest *nodes* on faces shared with the field
    (WB-1.5; resolve them to forests with ``comp``); ``wolves``/``hunters``: cells of the
    wolf and hunter tiles in a forest.
    """

    terrain: str
    colour: str | None
    sheep: int
    open: int
    nodes: tuple[int, ...]
    border: frozenset[int]
    wolves: tuple[Cell, ...]
    hunters: tuple[Cell, ...]


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The cells north, east, south and west of ``cell`` (section 3.2)."""
    x, y = cell
    return ((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y))


@records.define(eq=False, slots=True)
class Landscape:
    """The board (see the module docstring). Never mutate one that a state or view holds;
    :func:`placed` and :func:`covered` copy what they change.

    Node ``n`` is region ``node_region[n]`` of the face at ``node_cell[n]``;
    ``cell_nodes[cell][r]`` is the node of region r there; ``comp[n]`` is n's component id
    (a node id) and ``comps[id]`` the :class:`Comp`. Two landscapes are equal when they hold
    the same catalogue and the same ``cells`` (the rest is derived).
    """

    catalogue: Catalogue
    cells: dict[Cell, Placed]
    cell_nodes: dict[Cell, tuple[int, ...]]
    node_cell: list[Cell]
    node_region: list[int]
    comp: list[int]
    comps: dict[int, Comp]
    open_cells: dict[Cell, Req]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Landscape):
            return NotImplemented
        return self.cells == other.cells and self.catalogue == other.catalogue

    def __hash__(self) -> int:
        return hash(len(self.cells))

    def copy(self) -> Landscape:
        """An independent copy (the same board) that :func:`place_in_place` and
        :func:`cover_in_place` may change without touching this one."""
        return self._copy()

    def _copy(self) -> Landscape:
        return Landscape(
            self.catalogue,
            dict(self.cells),
            dict(self.cell_nodes),
            self.node_cell[:],
            self.node_region[:],
            self.comp[:],
            dict(self.comps),
            dict(self.open_cells),
        )

    # -- lookups ----------------------------------------------------------------------------

    def face(self, cell: Cell) -> Face:
        """The face up at the occupied ``cell`` (KeyError if empty)."""
        p = self.cells[cell]
        return self.catalogue.tiles[p.tile].faces[p.face]

    def orientation(self, cell: Cell) -> Orientation:
        """The orientation of the face at the occupied ``cell`` (KeyError if empty)."""
        p = self.cells[cell]
        return self.catalogue.orient[p.tile][p.face][p.rotation]

    def node(self, cell: Cell, segment: int) -> int:
        """The region node that segment ``segment`` of the occupied ``cell`` belongs to."""
        return self.cell_nodes[cell][self.orientation(cell).seg_region[segment]]

    def component(self, cell: Cell, segment: int) -> int:
        """The component id of segment ``segment`` of the occupied ``cell``."""
        return self.comp[self.node(cell, segment)]

    def wolf_cells(self) -> list[Cell]:
        """Cells holding a wolf, sorted."""
        return sorted(c for comp in self.comps.values() for c in comp.wolves)

    def hunter_cells(self) -> list[Cell]:
        """Cells holding a hunter, sorted."""
        return sorted(c for comp in self.comps.values() for c in comp.hunters)

    def tiles(self) -> list[int]:
        """Tile ids on the board."""
        return [p.tile for p in self.cells.values()]

    # -- internal updates -------------------------------------------------------------------

    def _union(self, a: int, b: int) -> None:
        ca = self.comp[a]
        cb = self.comp[b]
        if ca == cb:
            return
        x = self.comps[ca]
        y = self.comps[cb]
        if x.terrain != y.terrain or x.colour != y.colour:
            raise ValueError("regions of different terrain cannot join (WB-1.1)")
        if len(x.nodes) < len(y.nodes):
            ca, cb, x, y = cb, ca, y, x
        comp = self.comp
        for n in y.nodes:
            comp[n] = ca
        self.comps[ca] = Comp(
            x.terrain,
            x.colour,
            x.sheep + y.sheep,
            x.open + y.open,
            x.nodes + y.nodes,
            x.border | y.border if y.border else x.border,
            x.wolves + y.wolves,
            x.hunters + y.hunters,
        )
        del self.comps[cb]

    def _requirement(self, cell: Cell) -> Req:
        cells = self.cells
        orient = self.catalogue.orient
        req: list[str | None] = [None, None, None, None]
        for d, m in enumerate(neighbours(cell)):
            p = cells.get(m)
            if p is not None:
                labels = orient[p.tile][p.face][p.rotation].labels
                req[d] = labels[FACING[2 * d]] + labels[FACING[2 * d + 1]]
        return (req[0], req[1], req[2], req[3])


def new_landscape(catalogue: Catalogue) -> Landscape:
    """A board holding only the Village Square at (0, 0) (WB-2.1)."""
    empty = Landscape(catalogue, {}, {}, [], [], [], {}, {})
    return _put(empty, catalogue.village_square, 0, 0, (0, 0), -1)


def placed(
    land: Landscape, tile: int, face: int, rotation: int, cell: Cell, placer: int
) -> Landscape:
    """A new landscape with ``tile`` face ``face`` at ``rotation`` on the empty ``cell``.

    Legality is not checked here (see :func:`explain`); the regions are joined across every
    occupied side (WB-1.3), open counts and open cells are updated. ValueError if the cell is
    occupied or regions of different terrain would join.
    """
    if cell in land.cells:
        raise ValueError(f"cell {cell} is occupied")
    return _put(land, tile, face, rotation, cell, placer)


def place_in_place(
    land: Landscape, tile: int, face: int, rotation: int, cell: Cell, placer: int
) -> None:
    """What :func:`placed` does, done to ``land`` itself: only for a landscape nothing else
    holds (a search's playout on its own :meth:`Landscape.copy`). The cell must be empty
    (not checked)."""
    _put(land, tile, face, rotation, cell, placer, copy=False)


def _put(
    land: Landscape,
    tile: int,
    face: int,
    rotation: int,
    cell: Cell,
    placer: int,
    copy: bool = True,
) -> Landscape:
    cat = land.catalogue
    f = cat.tiles[tile].faces[face]
    o = f.orientations[rotation]
    new = land._copy() if copy else land
    cells = new.cells
    nbrs = neighbours(cell)
    occ = [n in cells for n in nbrs]
    base = len(new.node_cell)
    regions = f.regions
    nodes = tuple(range(base, base + len(regions)))
    forest_nodes = frozenset(base + i for i, r in enumerate(regions) if r.terrain == FOREST)
    for i, region in enumerate(regions):
        n = base + i
        opened = 0
        for s in o.segments[i]:
            if not occ[s >> 1]:
                opened += 1
        new.node_cell.append(cell)
        new.node_region.append(i)
        new.comp.append(n)
        new.comps[n] = Comp(
            region.terrain,
            region.colour,
            region.sheep,
            opened,
            (n,),
            forest_nodes if region.terrain == MEADOW else frozenset(),
            (cell,) if f.wolf else (),
            (cell,) if f.hunter else (),
        )
    cells[cell] = Placed(tile, face, rotation, placer)
    new.cell_nodes[cell] = nodes
    orient = cat.orient
    seg_region = o.seg_region
    for d in range(4):
        if not occ[d]:
            continue
        m = nbrs[d]
        pm = cells[m]
        m_region = orient[pm.tile][pm.face][pm.rotation].seg_region
        m_nodes = new.cell_nodes[m]
        for i in (2 * d, 2 * d + 1):
            b = m_nodes[m_region[FACING[i]]]
            cb = new.comp[b]
            c = new.comps[cb]
            new.comps[cb] = c._replace(open=c.open - 1)
            new._union(nodes[seg_region[i]], b)
    new.open_cells.pop(cell, None)
    for d in range(4):
        if not occ[d]:
            new.open_cells[nbrs[d]] = new._requirement(nbrs[d])
    return new


def covered(land: Landscape, cell: Cell, tile: int, face: int, placer: int) -> Landscape:
    """A new landscape where ``tile`` (a wolf or hunter forest face) lies on the wolf or
    hunter at ``cell`` (WB-5.5, option ``wolf_may_cover_hunter``); the covered tile is gone.
    Both faces are full forest, so no region changes; only the forest's wolves and hunters
    do. ValueError if ``cell`` holds no wolf or hunter or the new face is neither."""
    old = land.cells.get(cell)
    if old is None:
        raise ValueError(f"cell {cell} is empty")
    old_face = land.catalogue.tiles[old.tile].faces[old.face]
    new_face = land.catalogue.tiles[tile].faces[face]
    if not (old_face.wolf or old_face.hunter) or not (new_face.wolf or new_face.hunter):
        raise ValueError("only a wolf or hunter covers, and only a wolf or hunter")
    new = land._copy()
    _cover(new, cell, tile, face, placer)
    return new


def cover_in_place(land: Landscape, cell: Cell, tile: int, face: int, placer: int) -> None:
    """What :func:`covered` does, done to ``land`` itself (see :func:`place_in_place`); the
    cover must be one :func:`covered` allows (not checked)."""
    _cover(land, cell, tile, face, placer)


def _cover(new: Landscape, cell: Cell, tile: int, face: int, placer: int) -> None:
    new_face = new.catalogue.tiles[tile].faces[face]
    new.cells[cell] = Placed(tile, face, 0, placer)
    cid = new.comp[new.cell_nodes[cell][0]]
    c = new.comps[cid]
    wolves = tuple(w for w in c.wolves if w != cell) + ((cell,) if new_face.wolf else ())
    hunters = tuple(h for h in c.hunters if h != cell) + ((cell,) if new_face.hunter else ())
    new.comps[cid] = c._replace(wolves=wolves, hunters=hunters)


def from_cells(catalogue: Catalogue, cells: Mapping[Cell, Placed]) -> Landscape:
    """A landscape holding ``cells`` (which must include the Village Square at (0, 0) and be
    connected), built by placing them one by one outward from (0, 0). Matching is not
    checked here. ValueError if a tile is not connected to the Village Square."""
    start = cells.get((0, 0))
    if start is None or start.tile != catalogue.village_square:
        raise ValueError("the Village Square must be at (0, 0)")
    land = new_landscape(catalogue)
    todo = [c for c in neighbours((0, 0)) if c in cells]
    seen = {(0, 0), *todo}
    while todo:
        cell = todo.pop(0)
        p = cells[cell]
        land = _put(land, p.tile, p.face, p.rotation, cell, p.placer)
        for m in neighbours(cell):
            if m in cells and m not in seen:
                seen.add(m)
                todo.append(m)
    missing = sorted(set(cells) - seen)
    if missing:
        raise ValueError(f"tiles not connected to the Village Square: {missing}")
    return land


# ----------------------------------------------------------------------------- fitting


def touching(land: Landscape, cell: Cell) -> int:
    """How many orthogonal neighbours of ``cell`` are occupied: the k of WB-1.2 / WB-4.1."""
    cells = land.cells
    return sum(1 for m in neighbours(cell) if m in cells)


def requirement(land: Landscape, cell: Cell) -> Req:
    """The labels each side of ``cell`` must show to meet its neighbours (WB-1.1 item 3)."""
    req = land.open_cells.get(cell)
    return req if req is not None else land._requirement(cell)


def fits(orientation: Orientation, req: Req) -> bool:
    """True if ``orientation`` shows the required labels on every constrained side."""
    sides = orientation.sides
    return (
        (req[0] is None or req[0] == sides[0])
        and (req[1] is None or req[1] == sides[1])
        and (req[2] is None or req[2] == sides[2])
        and (req[3] is None or req[3] == sides[3])
    )


def fit_table(catalogue: Catalogue, req: Req) -> dict[tuple[int, int], tuple[int, ...]]:
    """Every placeable ``(tile, face)`` of the catalogue that meets ``req`` → its fitting
    rotations (distinct ones only), computed once per requirement and kept in the
    catalogue's ``fit_cache``."""
    cache = catalogue.fit_cache
    table = cache.get(req)
    if table is None:
        table = {}
        for t in catalogue.tiles:
            for i, f in enumerate(t.faces):
                if f.placeable:
                    rots = tuple(r for r in f.rotations if fits(f.orientations[r], req))
                    if rots:
                        table[(t.id, i)] = rots
        if len(cache) > 50_000:
            cache.clear()
        cache[req] = table
    return table


#: ``(catalogue fingerprint, requirement)`` asked for once by :func:`placement_groups` or
#: :func:`any_placement` without a kept :func:`fit_table`: the second time, the whole table is
#: made and kept (a search asks for the same requirements again and again).
_ASKED_ONCE: set[tuple[str, Req]] = set()


def _table_for(
    cat: Catalogue, req: Req, wanted: set[tuple[int, int]]
) -> dict[tuple[int, int], tuple[int, ...]]:
    """:func:`fit_table` of ``req``, or, the first time it is asked for, only its entries of
    the ``(tile, face)`` options ``wanted`` (the same entries: a player's hand is 8 of the
    catalogue's 146 faces; the whole tables of a saved game's 20-30 open requirements were
    ~25M instructions of opening it)."""
    table = cat.fit_cache.get(req)
    if table is not None:
        return table
    key = (cat.fingerprint, req)
    if key in _ASKED_ONCE:
        return fit_table(cat, req)
    if len(_ASKED_ONCE) > 50_000:
        _ASKED_ONCE.clear()
    _ASKED_ONCE.add(key)
    part: dict[tuple[int, int], tuple[int, ...]] = {}
    for t, i in wanted:
        f = cat.tiles[t].faces[i]
        if f.placeable:
            rots = tuple(r for r in f.rotations if fits(f.orientations[r], req))
            if rots:
                part[(t, i)] = rots
    return part


def fitting_rotations(catalogue: Catalogue, req: Req, tile: int, face: int) -> tuple[int, ...]:
    """The distinct rotations of ``tile``'s face ``face`` that meet ``req`` (empty for an
    unplaceable face or when none does)."""
    return fit_table(catalogue, req).get((tile, face), ())


@records.frozen
class Fit:
    """Whether a face fits at a cell and, if not, why (the board says so on hover).

    ``reason`` is ``None`` when it fits, else ``"occupied"``, ``"not_adjacent"``,
    ``"mismatch"`` or ``"unplaceable"``. ``sides`` lists the side names (``"N"``, ...) whose
    two facing segments differ; ``expected[side]``/``shown[side]`` are the labels the
    neighbour needs and the labels the face shows there. ``touching`` is k (WB-1.2).
    """

    reason: str | None
    sides: tuple[str, ...] = ()
    expected: Mapping[str, str] = attrs.field(factory=dict)
    shown: Mapping[str, str] = attrs.field(factory=dict)
    touching: int = 0

    @property
    def ok(self) -> bool:
        """True if the face fits."""
        return self.reason is None


def explain(land: Landscape, tile: int, face: int, rotation: int, cell: Cell) -> Fit:
    """Why ``tile``'s face ``face`` at ``rotation`` does or does not fit on ``cell``
    (WB-1.1: empty cell, an occupied neighbour, every facing pair of segments equal)."""
    f = land.catalogue.tiles[tile].faces[face]
    if not f.placeable:
        return Fit("unplaceable")
    if cell in land.cells:
        return Fit("occupied")
    req = requirement(land, cell)
    k = sum(1 for r in req if r is not None)
    if k == 0:
        return Fit("not_adjacent")
    o = f.orientations[rotation % 4]
    bad = [d for d in range(4) if req[d] is not None and req[d] != o.sides[d]]
    if not bad:
        return Fit(None, touching=k)
    return Fit(
        "mismatch",
        tuple(SIDES[d] for d in bad),
        {SIDES[d]: str(req[d]) for d in bad},
        {SIDES[d]: o.sides[d] for d in bad},
        k,
    )


#: One group of :func:`placement_groups`: the open cells sharing a requirement (sorted), and
#: the ``(tile, face, rotations)`` that fit there (sorted by tile and face).
PlacementGroup = tuple[list[Cell], list[tuple[int, int, tuple[int, ...]]]]


def placement_groups(land: Landscape, options: Iterable[tuple[int, int]]) -> list[PlacementGroup]:
    """The placements of :func:`placements`, grouped: per requirement that some option fits,
    its cells and the fitting ``(tile, face, rotations)``, in the canonical order (groups by
    their first cell). Group g holds ``len(cells) * sum(len(rotations))`` placements."""
    wanted = set(options)
    if not wanted:
        return []
    groups: dict[Req, list[Cell]] = {}
    for cell, req in land.open_cells.items():
        g = groups.get(req)
        if g is None:
            groups[req] = [cell]
        else:
            g.append(cell)
    cat = land.catalogue
    cache = cat.fit_cache
    out: list[PlacementGroup] = []
    for req, cells in sorted(groups.items(), key=lambda kv: min(kv[1])):
        table = cache.get(req)
        if table is None:
            table = _table_for(cat, req, wanted)
        hits = table.keys() & wanted
        if not hits:
            continue
        cells.sort()
        out.append((cells, [(t, f, table[(t, f)]) for t, f in sorted(hits)]))
    return out


def placements(
    land: Landscape, options: Iterable[tuple[int, int]]
) -> list[tuple[int, int, int, Cell]]:
    """Every ``(tile, face, rotation, cell)`` where one of the ``(tile, face)`` options fits on
    an empty cell (WB-1.1), each distinct rotation once. Canonical order for a given board
    and set of options: cells grouped by requirement (groups by their first cell), then
    (tile, face), then cell, then rotation."""
    out: list[tuple[int, int, int, Cell]] = []
    for cells, hits in placement_groups(land, options):
        for t, f, rots in hits:
            for c in cells:
                for r in rots:
                    out.append((t, f, r, c))
    return out


def any_placement(land: Landscape, options: Iterable[tuple[int, int]]) -> bool:
    """True if one of the ``(tile, face)`` options fits somewhere (WB-3.4, early exit)."""
    wanted = set(options)
    if not wanted:
        return False
    cat = land.catalogue
    cache = cat.fit_cache
    seen: set[Req] = set()
    for req in land.open_cells.values():
        if req in seen:
            continue
        seen.add(req)
        table = cache.get(req)
        if table is None:
            table = _table_for(cat, req, wanted)
        if not table.keys().isdisjoint(wanted):
            return True
    return False


def tile_placements(land: Landscape, tile: int) -> list[tuple[Cell, int, int]]:
    """For one tile, every ``(cell, face, rotation)`` where a placeable face of it fits."""
    faces = [i for i, f in enumerate(land.catalogue.tiles[tile].faces) if f.placeable]
    return [(c, f, r) for _, f, r, c in placements(land, [(tile, i) for i in faces])]


#: (requirement, label) → whether every constrained side needs the label twice.
_ONLY: dict[tuple[Req, str], bool] = {}


def cells_requiring(land: Landscape, label: str) -> list[Cell]:
    """Open cells whose every constrained side needs ``label`` twice (a full face of that
    label fits there: ``"F"`` for wolves and hunters, a colour for a shepherd), sorted."""
    only = _ONLY
    out = []
    for c, req in land.open_cells.items():
        key = (req, label)
        hit = only.get(key)
        if hit is None:
            want = label + label
            hit = all(r is None or r == want for r in req)
            if len(only) > 100_000:
                only.clear()
            only[key] = hit
        if hit:
            out.append(c)
    out.sort()
    return out


def joined_components(land: Landscape, cell: Cell) -> list[int]:
    """Component ids of the neighbours' segments that face the empty ``cell`` (the regions a
    tile there would join, WB-1.3), without repeats, in side order."""
    out: list[int] = []
    cells = land.cells
    for d, m in enumerate(neighbours(cell)):
        if m in cells:
            for i in (2 * d, 2 * d + 1):
                cid = land.component(m, FACING[i])
                if cid not in out:
                    out.append(cid)
    return out


def joined_forests(land: Landscape, cell: Cell) -> list[int]:
    """The forests (component ids) a tile on the empty ``cell`` would join (WB-5.3, WB-5.4)."""
    return [c for c in joined_components(land, cell) if land.comps[c].terrain == FOREST]


def active_wolves(comp: Comp, hunter_protects_merged_forest: bool) -> tuple[Cell, ...]:
    """The forest's active wolves (WB-5.2): all its wolves, except none while it holds a
    hunter when ``hunter_protects_merged_forest`` is on."""
    if hunter_protects_merged_forest and comp.hunters:
        return ()
    return comp.wolves


def spoiling_wolves(land: Landscape, comp: Comp, hunter_protects_merged_forest: bool) -> list[Cell]:
    """Cells of the active wolves in forests the field ``comp`` borders (WB-9.1), sorted."""
    out: set[Cell] = set()
    for n in comp.border:
        forest = land.comps[land.comp[n]]
        out.update(active_wolves(forest, hunter_protects_merged_forest))
    return sorted(out)


# ----------------------------------------------------------------------------- facts


@records.frozen
class FieldFacts:
    """A field (joined meadow regions of one colour, WB-1.3) as the board and scoring see it.

    ``id`` is its component id (valid for this landscape only); ``regions`` lists
    ``(cell, region index)``; ``cells`` the cells it lies on; ``enclosed`` (WB-1.4) when
    ``open_segments`` is 0; ``forests`` the ids of the forests it borders (WB-1.5);
    ``spoiled_by`` the cells of the active wolves in those forests (WB-5.2, WB-9.1).
    """

    id: int
    colour: str
    sheep: int
    enclosed: bool
    open_segments: int
    regions: tuple[tuple[Cell, int], ...]
    cells: tuple[Cell, ...]
    forests: tuple[int, ...]
    spoiled_by: tuple[Cell, ...]

    @property
    def qualifying(self) -> bool:
        """Enclosed and bordering no forest with an active wolf (WB-9.1)."""
        return self.enclosed and not self.spoiled_by


@records.frozen
class ForestFacts:
    """A forest (joined forest regions): ``id``, ``regions``, ``cells``, ``wolves`` and
    ``hunters`` (cells), ``active_wolves`` (WB-5.2) and ``open_segments``."""

    id: int
    regions: tuple[tuple[Cell, int], ...]
    cells: tuple[Cell, ...]
    wolves: tuple[Cell, ...]
    hunters: tuple[Cell, ...]
    active_wolves: tuple[Cell, ...]
    open_segments: int


def _regions(land: Landscape, comp: Comp) -> tuple[tuple[Cell, int], ...]:
    return tuple(sorted((land.node_cell[n], land.node_region[n]) for n in comp.nodes))


def field_facts(
    land: Landscape, cid: int, hunter_protects_merged_forest: bool = True
) -> FieldFacts:
    """The :class:`FieldFacts` of the meadow component ``cid``."""
    c = land.comps[cid]
    regions = _regions(land, c)
    return FieldFacts(
        cid,
        str(c.colour),
        c.sheep,
        c.open == 0,
        c.open,
        regions,
        tuple(sorted({cell for cell, _ in regions})),
        tuple(sorted({land.comp[n] for n in c.border})),
        tuple(spoiling_wolves(land, c, hunter_protects_merged_forest)),
    )


def fields(
    land: Landscape, hunter_protects_merged_forest: bool = True, colour: str | None = None
) -> list[FieldFacts]:
    """Every field (of ``colour`` if given), most sheep first, then by first region."""
    out = [
        field_facts(land, cid, hunter_protects_merged_forest)
        for cid, c in land.comps.items()
        if c.terrain == MEADOW and (colour is None or c.colour == colour)
    ]
    out.sort(key=lambda f: (f.colour, -f.sheep, f.regions))
    return out


def forests(land: Landscape, hunter_protects_merged_forest: bool = True) -> list[ForestFacts]:
    """Every forest, ordered by first region."""
    out = []
    for cid, c in land.comps.items():
        if c.terrain != FOREST:
            continue
        regions = _regions(land, c)
        out.append(
            ForestFacts(
                cid,
                regions,
                tuple(sorted({cell for cell, _ in regions})),
                tuple(sorted(c.wolves)),
                tuple(sorted(c.hunters)),
                tuple(sorted(active_wolves(c, hunter_protects_merged_forest))),
                c.open,
            )
        )
    out.sort(key=lambda f: f.regions)
    return out


def open_cells(land: Landscape) -> dict[Cell, Req]:
    """Every empty cell next to a tile → its requirement (a copy, sorted by cell)."""
    return dict(sorted(land.open_cells.items()))


def region_sheep(land: Landscape, regions: Sequence[tuple[Cell, int]]) -> int:
    """Sum of the sheep on the given ``(cell, region index)`` pairs."""
    total = 0
    for cell, r in regions:
        total += land.face(cell).regions[r].sheep
    return total
