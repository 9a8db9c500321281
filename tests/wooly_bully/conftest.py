"""Helpers for the Wooly Bully tests: seeded random play, the invariants every reachable
state keeps, and an independent from-scratch computation of fields and forests that the
incremental landscape is checked against."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import (
    COLOURS,
    FACING,
    FOREST,
    HUNTER,
    MEADOW,
    SHEPHERD,
    WOLF,
    Catalogue,
    Cell,
)
from farmhouse.games.wooly_bully.landscape import Placed
from farmhouse.games.wooly_bully.positions import describe
from farmhouse.games.wooly_bully.rules import (
    DISCARD,
    EVENT_KEYS,
    FORCED,
    GAME,
    OVER,
    EndTurn,
    Options,
    Quit,
    State,
    tile_locations,
)

#: One configuration per option of section 6 (plus the defaults and a variant mix).
OPTION_CONFIGS: dict[str, Options] = {
    "default": Options(),
    "hand_size_3": Options(hand_size=3),
    "reaction_windows": Options(reaction_windows=True),
    "hunter_does_not_protect": Options(hunter_protects_merged_forest=False),
    "score_all_fields": Options(score_all_fields=True),
    "wolf_may_cover_hunter": Options(wolf_may_cover_hunter=True),
    "extra_turn_instead_of_draws": Options(extra_turn_instead_of_draws=True),
    "forced_extra_placement": Options(forced_extra_placement=True),
    "mix": Options(
        hand_size=3,
        reaction_windows=True,
        hunter_protects_merged_forest=False,
        wolf_may_cover_hunter=True,
        forced_extra_placement=True,
    ),
}

#: Far above any real game: every turn either places one of the 72 placeable tiles or is a
#: pass, and four passes in a row end it; a turn has at most a few dozen actions.
MAX_ACTIONS = 6000


def pick(rng: Rng, legal: list[Any], quit_rate: float = 0.02) -> Any:
    """A random legal action that quits rarely and prefers doing something to ending the
    turn, so that games run long and reach every phase."""
    others = [a for a in legal if not isinstance(a, Quit)]
    if not others or rng.random() < quit_rate:
        return rng.choice(legal)
    active = [a for a in others if not isinstance(a, EndTurn)]
    if active and rng.random() < 0.85:
        return rng.choice(active)
    return rng.choice(others)


def random_game(
    players: int,
    options: Options,
    seed: int,
    quit_rate: float = 0.02,
    uniform: bool = False,
) -> Iterator[tuple[State, Any, State, list[Event]]]:
    """Play a seeded random game; yields (before, action, after, events) per action."""
    rng = Rng.from_seed(seed ^ 0x5EED)
    state = GAME.setup(players, options, seed)
    count = 0
    while GAME.to_move(state) is not None:
        legal = GAME.legal_actions(state)
        action = rng.choice(legal) if uniform else pick(rng, legal, quit_rate)
        after, events = GAME.apply(state, action)
        yield state, action, after, events
        state = after
        count += 1
        assert count <= MAX_ACTIONS, "the game does not end"


# ----------------------------------------------------------------------------- reference


def reference_regions(catalogue: Catalogue, cells: Mapping[Cell, Placed]) -> dict[str, Any]:
    """Fields and forests of ``cells`` computed from scratch with a plain union-find.

    Returns ``{"fields": {frozenset(regions): (colour, sheep, open, frozenset(forest keys))},
    "forests": {frozenset(regions): (sorted wolves, sorted hunters, open)}}`` where a region
    is ``(cell, region index)``.
    """
    parent: dict[tuple[Cell, int], tuple[Cell, int]] = {}

    def find(a: tuple[Cell, int]) -> tuple[Cell, int]:
        while parent[a] != a:
            a = parent[a]
        return a

    def orient(cell: Cell):
        p = cells[cell]
        return catalogue.tiles[p.tile].faces[p.face].orientations[p.rotation]

    def face(cell: Cell):
        p = cells[cell]
        return catalogue.tiles[p.tile].faces[p.face]

    for cell in cells:
        for r in range(len(face(cell).regions)):
            parent[(cell, r)] = (cell, r)
    opened: dict[tuple[Cell, int], int] = {k: 0 for k in parent}
    for cell in cells:
        o = orient(cell)
        for d, m in enumerate(ls.neighbours(cell)):
            for i in (2 * d, 2 * d + 1):
                mine = (cell, o.seg_region[i])
                if m not in cells:
                    opened[mine] += 1
                    continue
                theirs = (m, orient(m).seg_region[FACING[i]])
                a, b = find(mine), find(theirs)
                if a != b:
                    parent[a] = b
    groups: dict[tuple[Cell, int], set[tuple[Cell, int]]] = {}
    for k in parent:
        groups.setdefault(find(k), set()).add(k)
    key_of = {k: frozenset(g) for g in groups.values() for k in g}
    fields: dict[frozenset, tuple[str, int, int, frozenset]] = {}
    forests: dict[frozenset, tuple[list[Cell], list[Cell], int]] = {}
    for g in map(frozenset, groups.values()):
        sample_cell, sample_r = next(iter(g))
        region = face(sample_cell).regions[sample_r]
        colours = {face(c).regions[r].colour for c, r in g}
        terrains = {face(c).regions[r].terrain for c, r in g}
        assert len(colours) == 1 and len(terrains) == 1, "a component mixes terrain/colour"
        open_count = sum(opened[k] for k in g)
        if region.terrain == MEADOW:
            sheep = sum(face(c).regions[r].sheep for c, r in g)
            border = set()
            for c, _ in g:
                for r2, reg in enumerate(face(c).regions):
                    if reg.terrain == FOREST:
                        border.add(key_of[(c, r2)])
            fields[g] = (str(region.colour), sheep, open_count, frozenset(border))
        elif region.terrain == FOREST:
            wolves = sorted({c for c, _ in g if face(c).wolf})
            hunters = sorted({c for c, _ in g if face(c).hunter})
            forests[g] = (wolves, hunters, open_count)
    return {"fields": fields, "forests": forests}


def incremental_regions(land: ls.Landscape) -> dict[str, Any]:
    """The same shape as :func:`reference_regions`, from the landscape's own facts."""
    forest_facts = ls.forests(land)
    by_id = {f.id: frozenset(f.regions) for f in forest_facts}
    return {
        "fields": {
            frozenset(f.regions): (
                f.colour,
                f.sheep,
                f.open_segments,
                frozenset(by_id[i] for i in f.forests),
            )
            for f in ls.fields(land)
        },
        "forests": {
            frozenset(f.regions): (list(f.wolves), list(f.hunters), f.open_segments)
            for f in forest_facts
        },
    }


def check_board(land: ls.Landscape) -> None:
    """Every facing pair of segments is equal, the open cells are exactly the empty
    neighbours with the right requirements, and the incremental regions equal the
    from-scratch reference."""
    cells = land.cells
    for cell in cells:
        o = land.orientation(cell)
        for d, m in enumerate(ls.neighbours(cell)):
            if m in cells:
                mo = land.orientation(m)
                for i in (2 * d, 2 * d + 1):
                    assert o.labels[i] == mo.labels[FACING[i]], (cell, m, i)
    empty_neighbours = {m for c in cells for m in ls.neighbours(c) if m not in cells}
    assert set(land.open_cells) == empty_neighbours
    for cell, req in land.open_cells.items():
        assert req == land._requirement(cell)
    assert incremental_regions(land) == reference_regions(land.catalogue, cells)


def check_invariants(state: State) -> None:
    """Assert the conservation and shape invariants of a state reached by legal play; a
    failure names the position (:func:`~farmhouse.games.wooly_bully.positions.describe`)."""
    try:
        _invariants(state)
    except AssertionError as err:
        raise AssertionError(f"{err}\nposition: {describe(state)}") from None


def _invariants(state: State) -> None:
    cat = state.catalogue
    where = tile_locations(state)  # raises if a tile is in two places
    assert sorted(where) == list(range(len(cat.tiles)))
    for hand in state.hands:
        assert hand == sorted(hand) and len(set(hand)) == len(hand)
        assert all(cat.tiles[t].kind in ("landscape", WOLF, HUNTER) for t in hand)
    check_board(state.board)
    # Shepherds on the board are exactly the revealed seats' (WB-6.1, WB-6.4).
    on_board = {
        cat.tiles[p.tile].colour
        for p in state.board.cells.values()
        if cat.tiles[p.tile].kind == SHEPHERD
    }
    assert on_board == {c for c, r in zip(state.colours, state.revealed, strict=True) if r}
    assert len(set(state.colours)) == state.players
    assert all(cat.tiles[t].kind in (WOLF, HUNTER) for t in state.removed)
    # Sheep on the board per colour equal the sum over that colour's fields.
    for c in COLOURS:
        on_tiles = sum(
            cat.tiles[p.tile].faces[p.face].sheep.get(c, 0) for p in state.board.cells.values()
        )
        assert on_tiles == sum(f.sheep for f in ls.fields(state.board, colour=c))
    assert state.passed == sorted(set(state.passed))
    assert not set(state.passed) & set(state.quit_order)
    assert len(set(state.quit_order)) == len(state.quit_order)
    for s in state.quit_order:
        assert state.hands[s] == []
    for s in range(state.players):
        if s not in state.quit_order:
            assert state.set_aside[s] == []
    assert state.owed >= 0 and state.resp_owed >= 0
    if state.phase == OVER:
        assert GAME.to_move(state) is None and GAME.outcome(state) is not None
    else:
        assert state.actor not in state.quit_order
        assert state.turn_seat not in state.quit_order
        if state.responding:
            assert state.actor != state.turn_seat
        else:
            assert state.actor == state.turn_seat and state.resp_owed == 0
        if state.phase == FORCED:
            assert state.options.forced_extra_placement
        if state.phase == DISCARD:
            assert len(state.hands[state.actor]) > state.options.hand_size
    if not state.options.forced_extra_placement:
        assert all(d == [] for d in state.discards)


def check_outcome(state: State) -> None:
    """The outcome's totals equal their parts (WB-9.2) and the ranking is well formed."""
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert sorted(s for g in outcome.ranking for s in g) == list(range(state.players))
    assert outcome.winners == outcome.ranking[0]
    for seat, part in enumerate(outcome.breakdown):
        json.dumps(part)
        fields = part["fields"]
        assert fields == sorted(fields, reverse=True)
        assert fields == [f["sheep"] for f in part["qualifying_fields"]]
        assert part["best_field"] == (fields[0] if fields else 0)
        expected = sum(fields) if state.options.score_all_fields else part["best_field"]
        assert part["field_points"] == expected
        assert part["total"] == part["field_points"] + part["quit_bonus"]
        assert outcome.scores[seat] == part["total"]
        assert part["colour"] == state.colours[seat]
    assert max(outcome.scores) == outcome.scores[outcome.winners[0]]


def check_events(events: list[Event]) -> None:
    """Every event key is listed and its params are JSON-compatible."""
    for e in events:
        assert e.key in EVENT_KEYS, e.key
        json.dumps(dict(e.params))


@pytest.fixture(scope="session")
def invariants() -> Callable[[State], None]:
    """The :func:`check_invariants` helper."""
    return check_invariants


@pytest.fixture(scope="session")
def play_random() -> Callable[..., Iterator[tuple[State, Any, State, list[Event]]]]:
    """The :func:`random_game` helper."""
    return random_game
