"""Wooly Bully AI players: ``easy`` and ``normal`` (DESIGN: AI).

Both see only their seat's :class:`~farmhouse.games.wooly_bully.rules.View` and its legal
actions: the public board, the own hand and colour, public counts. Other colours are
*inferred from play* (who placed which sheep, who revealed), never read; the tiles that may
still come are the seat's unseen pool (:func:`~farmhouse.games.wooly_bully.rules.unseen_tiles`
plus its own hand), the same set :meth:`WoolyBully.sample_state` deals from.

- ``easy`` scores each legal action with light heuristics (own-colour sheep on the face,
  tiles drawn, a wolf next to other colours, a hunter next to its own) plus noise, and
  picks among the best few. It quits late and at random once it has an enclosed field.
- ``normal`` is a one-turn planner. For every legal action it estimates each colour's final
  field score on the board that action leaves (only the fields the action touches are
  recomputed): a field's sheep, times the chance that every open cell it faces gets closed
  (a closing tile in the own hand, one still to come given the draws left, or only tiles
  that extend the field; zero if a cell can never be filled by any tile left, WB-1.6),
  times its safety from wolves (bordering forests that are open and unguarded, WB-5.2),
  zero if an active wolf already spoils it. So closing a field turns a guess into its full
  sheep, and a placement that leaves a hole nothing can fill next to its own field is
  avoided. Its own estimate minus half the strongest opponent's (over the inferred colour
  odds) is the value; draws and extra placements add a little. It grows and closes its own
  fields, blocks others' (including making a hole that can never be filled), places wolves
  on others' forests and hunters in its own, and reveals when the shepherd's 4 sheep and
  the extra placement are worth more than showing its colour. It quits when its enclosed
  fields plus the bonus now beat its estimate plus the growth still possible plus the bonus
  it can still expect (this one while no rival is likely to quit first, WB-7.1), or when
  that total locks in a lead and it keeps a field or the bag is nearly empty; with half the
  bag left and nothing enclosed it builds rather than racing for the bonus. With three or
  four seats, where fields rarely close before someone quits, it also quits as the level
  before this one did (its estimate and growth against the bonus now, a lead taken).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

import attrs

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import COLOURS, FOREST, MEADOW, QUIT_BONUS, Catalogue, Cell
from farmhouse.games.wooly_bully.landscape import Landscape
from farmhouse.games.wooly_bully.rules import (
    Action,
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Place,
    Quit,
    Reveal,
    View,
    Wolf,
    unseen_tiles,
)

#: AI levels of this game, easiest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

#: Share of the caller's budget the normal player uses at most, and a hard cap in seconds.
_BUDGET_SHARE = 0.5
_TIME_CAP = 0.3
#: Weight of the strongest opponent's estimate in the normal player's value.
_OPPONENT_WEIGHT = 0.5
#: Value of one drawn tile, of one extra placement owed, of keeping a wolf/hunter.
_DRAW_VALUE = 0.25
#: A hand this big gains nothing from more draws.
_FULL_HAND = 15
_EXTRA_PLACEMENT_VALUE = 1.2
_SPECIAL_TILE_VALUE = 1.0
#: Chance per unguarded open bordering forest that some wolf spoils a field, per wolf that
#: could still come, for a hidden and a revealed colour.
_THREAT_HIDDEN = 0.05
_THREAT_REVEALED = 0.12
#: Chance that an open cell a field faces gets closed: a closer in the own hand; a closer
#: still to come (bounds on 1 - (1 - its pool share) ** draws); only extending tiles fit.
_P_HAND = 0.9
_P_POOL_MAX = 0.8
_P_POOL_MIN = 0.15
_P_EXTEND = 0.75
_P_EXTEND_LATE = 0.3
#: Draws still expected at which the game counts as young (time_left 1).
_YOUNG_DRAWS = 20.0
#: Tiles a seat still draws per bag tile, over the seats still playing.
_DRAWS_PER_TILE = 1.3
#: A cell few tiles fit may soon fit none: its chance times 1 - this / (tiles that fit + 2).
_FRAGILE = 0.6
#: Sheep a player still adds to its best field over a whole game (scaled by the share of
#: tiles still to come) when deciding whether to quit.
_GROWTH = 6.5
#: An enclosed field this big leaves little growth worth playing on for (at least the floor).
_BIG_FIELD = 12.0
_GROWTH_FLOOR = 0.2
#: Chance that nobody quits before this seat while the bag holds this share of its tiles or
#: more (falling to 0 as the bag empties).
_STAY = 0.85
_STAY_SHARE = 0.5
#: A rival quits soon with chance 1 / (1 + exp(-slope * (edge - this))), edge being its
#: fields and the bonus over the final this seat may expect.
_RACE_SLOPE = 0.8
_RACE_EDGE = 0.5
#: Quitting is favoured (by the value) when its total beats every rival estimate by the margin.
_LOCK_MARGIN = 1.0
_LOCK_VALUE = 3.0
#: ... but only with an enclosed field this big, or once the bag holds this share or less.
_LOCK_FIELD = 4.0
_LOCK_SHARE = 0.3
#: A move worth more than this is made before quitting (quitting stays possible after it).
_FIRST_GAIN = 0.3
#: Softmax temperature for inferring colours from the sheep each seat placed.
_BELIEF_BETA = 0.35


def _seat(view: View) -> int:
    if view.seat is None:
        raise ValueError("an AI needs a seated view, not a spectator's")
    return view.seat


def _decision_rng(seed: int, view: View) -> Rng:
    """A generator that depends only on the AI seed and public facts of the view, so a
    choice is a pure function of (seed, view, legal)."""
    mix = seed * 0x9E3779B1 + view.moves * 1_000_003 + _seat(view) * 7919 + view.bag_size
    return Rng.from_seed(mix)


# ----------------------------------------------------------------------------- beliefs


def colour_beliefs(view: View) -> list[dict[str, float]]:
    """Per seat, the probability of each colour as this seat can infer it from the view:
    certain for the own and revealed colours; for a hidden colour a softmax over the
    colours nobody is known to hold, weighted by the sheep of each colour that seat placed
    on the board (players grow their own colour)."""
    me = _seat(view)
    known = {c for c in view.colours if c is not None}
    free = [c for c in COLOURS if c not in known]
    placed: list[dict[str, int]] = [dict.fromkeys(COLOURS, 0) for _ in range(view.players)]
    cat = view.catalogue
    for p in view.board.cells.values():
        if p.placer < 0:
            continue
        for colour, sheep in cat.tiles[p.tile].faces[p.face].sheep.items():
            placed[p.placer][colour] += sheep
    out: list[dict[str, float]] = []
    for s in range(view.players):
        c = view.colours[s]
        if c is not None:
            out.append({c: 1.0})
            continue
        if s == me or not free:
            out.append({})
            continue
        weights = {f: math.exp(_BELIEF_BETA * placed[s][f]) for f in free}
        total = sum(weights.values())
        out.append({f: w / total for f, w in weights.items()})
    return out


# ----------------------------------------------------------------------------- evaluation


#: (catalogue fingerprint, requirement, colour) → tiles that close there (see closing_table).
_CLOSE_CACHE: dict[tuple[str, ls.Req, str], frozenset[int]] = {}


def closing_table(catalogue: Catalogue, req: ls.Req, colour: str) -> frozenset[int]:
    """Tiles with a face and rotation that fit ``req`` and *close* there: every region of
    that colour which meets a neighbour has all its segments on occupied sides, so the
    field it joins gains no open segment. Memoised per catalogue and requirement."""
    key = (catalogue.fingerprint, req, colour)
    got = _CLOSE_CACHE.get(key)
    if got is None:
        out = set()
        for (t, f), rots in ls.fit_table(catalogue, req).items():
            face = catalogue.tiles[t].faces[f]
            for r in rots:
                o = face.orientations[r]
                ok = True
                for i, region in enumerate(face.regions):
                    if region.colour != colour:
                        continue
                    segs = o.segments[i]
                    if any(req[s >> 1] is not None for s in segs) and any(
                        req[s >> 1] is None for s in segs
                    ):
                        ok = False
                        break
                if ok:
                    out.add(t)
                    break
        if len(_CLOSE_CACHE) > 100_000:
            _CLOSE_CACHE.clear()
        got = _CLOSE_CACHE[key] = frozenset(out)
    return got


class _Evaluator:
    """Estimates each colour's final field score on a landscape (see the module docstring).

    Fill counts per open-cell requirement are cached for the decision; base values of every
    field are computed once so that a placement re-evaluates only the fields it touches.
    """

    def __init__(self, view: View) -> None:
        self.view = view
        self.me = _seat(view)
        self.colour = str(view.colours[self.me])
        self.protects = view.options.hunter_protects_merged_forest
        self.all_fields = view.options.score_all_fields
        cat = view.catalogue
        self.cat = cat
        hand = set(view.hand)
        pool = set(unseen_tiles(view)) | hand
        self.pool = pool
        self.hand = hand
        self.fill_cache: dict[ls.Req, tuple[int, int]] = {}
        self.close_cache: dict[tuple[ls.Req, str], tuple[int, int, frozenset[int]]] = {}
        #: The tile of the placement being weighed: it is no longer in the hand after it.
        self.placing = -1
        wolves_out = [t for t in cat.wolves if t in pool and t not in hand]
        self.threat_me = len(wolves_out) * (
            _THREAT_REVEALED if view.revealed[self.me] else _THREAT_HIDDEN
        )
        self.threat_other = len([t for t in cat.wolves if t in pool]) * _THREAT_HIDDEN
        self.beliefs = colour_beliefs(view)
        playing = max(1, view.players - len(view.quit_order))
        self.draws = view.bag_size * _DRAWS_PER_TILE / playing
        self.time_left = min(1.0, self.draws / _YOUNG_DRAWS)

    # -- cells ------------------------------------------------------------------------------

    def fill(self, req: ls.Req) -> tuple[int, int]:
        """(orientations of pool tiles that fit, of own-hand tiles that fit) for ``req``."""
        got = self.fill_cache.get(req)
        if got is None:
            table = ls.fit_table(self.cat, req)
            pool = hand = 0
            for (t, _f), rots in table.items():
                if t in self.pool:
                    pool += len(rots)
                    if t in self.hand:
                        hand += len(rots)
            got = self.fill_cache[req] = (pool, hand)
        return got

    def closers(self, req: ls.Req, colour: str) -> tuple[int, int, frozenset[int]]:
        """(pool tiles that fit ``req`` at all, pool tiles that fit and close every
        ``colour`` meadow they join, the own-hand tiles that do): see
        :func:`closing_table`."""
        key = (req, colour)
        got = self.close_cache.get(key)
        if got is None:
            fits = sum(1 for (t, _f) in ls.fit_table(self.cat, req) if t in self.pool)
            table = closing_table(self.cat, req, colour)
            pool = sum(1 for t in table if t in self.pool)
            hand = frozenset(t for t in table if t in self.hand)
            got = self.close_cache[key] = (fits, pool, hand)
        return got

    # -- fields -----------------------------------------------------------------------------

    def open_cells_of(self, land: Landscape, comp: ls.Comp) -> dict[Cell, int]:
        """The empty cells the field's open segments face → how many segments face each."""
        out: dict[Cell, int] = {}
        cells = land.cells
        orient = land.catalogue.orient
        for n in comp.nodes:
            cell = land.node_cell[n]
            p = cells[cell]
            segs = orient[p.tile][p.face][p.rotation].segments[land.node_region[n]]
            x, y = cell
            for s in segs:
                d = s >> 1
                if d == 0:
                    nb = (x, y + 1)
                elif d == 1:
                    nb = (x + 1, y)
                elif d == 2:
                    nb = (x, y - 1)
                else:
                    nb = (x - 1, y)
                if nb not in cells:
                    out[nb] = out.get(nb, 0) + 1
        return out

    def safety(self, land: Landscape, comp: ls.Comp, threat: float) -> float:
        """0 if an active wolf spoils the field, else 1 minus the risk from open, unguarded
        bordering forests."""
        risk = 0.0
        seen: set[int] = set()
        for n in comp.border:
            fid = land.comp[n]
            if fid in seen:
                continue
            seen.add(fid)
            forest = land.comps[fid]
            if ls.active_wolves(forest, self.protects):
                return 0.0
            if forest.open and not (self.protects and forest.hunters):
                risk += threat
        return max(0.0, 1.0 - risk)

    def close_chance(self, land: Landscape, cell: Cell, colour: str) -> float:
        """The chance that the empty ``cell`` an open field of ``colour`` faces gets a tile
        that closes the field there before the game ends: 0 if nothing left fits there
        (WB-1.6); high when a closing tile is in the own hand; for a closer still to come,
        1 - (1 - its share of the unseen pool) ** the draws still expected; lower when only
        tiles that extend the field fit (the field then faces new open cells); a cell few
        tiles fit may soon fit none."""
        fits, pool, hand = self.closers(land.open_cells[cell], colour)
        if fits == 0:
            return 0.0
        if self.placing in hand:
            hand = hand - {self.placing}
            pool -= 1
        fragile = 1.0 - _FRAGILE / (fits + 2)
        if hand and colour == self.colour:
            return _P_HAND * fragile
        if pool:
            share = pool / max(1, len(self.pool))
            chance = 1.0 - math.pow(1.0 - share, self.draws)
            return min(_P_POOL_MAX, max(_P_POOL_MIN, chance)) * fragile
        return (_P_EXTEND_LATE + (_P_EXTEND - _P_EXTEND_LATE) * self.time_left) * fragile

    def field_value(self, land: Landscape, cid: int) -> float:
        """Estimated final sheep of the meadow component ``cid``: its sheep, times the
        chance that every open cell it faces gets closed (:meth:`close_chance`; 0 if a cell
        can never be filled), times its safety from wolves (0 if an active wolf already
        spoils it, WB-9.1)."""
        comp = land.comps[cid]
        if comp.sheep == 0:
            return 0.0
        threat = self.threat_me if comp.colour == self.colour else self.threat_other
        safe = self.safety(land, comp, threat)
        if safe == 0.0:
            return 0.0
        if comp.open == 0:
            return comp.sheep * safe
        colour = str(comp.colour)
        chance = 1.0
        for cell in self.open_cells_of(land, comp):
            chance *= self.close_chance(land, cell, colour)
            if chance == 0.0:
                return 0.0
        return comp.sheep * chance * safe

    def secured(self, land: Landscape) -> float:
        """The own colour's enclosed fields only (what quitting now keeps), by the scoring
        rule (best, or the sum with score_all_fields)."""
        values = [
            self.field_value(land, cid)
            for cid, comp in land.comps.items()
            if comp.terrain == MEADOW and comp.colour == self.colour and comp.open == 0
        ]
        return self._combine(values)

    def _combine(self, values: Sequence[float]) -> float:
        if not values:
            return 0.0
        if self.all_fields:
            return sum(values)
        top = max(values)
        return top + 0.15 * (sum(values) - top) / max(1, len(values) - 1)

    def colour_values(self, land: Landscape) -> dict[str, float]:
        """Every colour's estimated field score on ``land``."""
        per: dict[str, list[float]] = {c: [] for c in COLOURS}
        for cid, comp in land.comps.items():
            if comp.terrain == MEADOW and comp.colour is not None:
                per[comp.colour].append(self.field_value(land, cid))
        return {c: self._combine(v) for c, v in per.items()}

    def objective(self, values: dict[str, float]) -> float:
        """Own estimate minus a share of the strongest opponent's expected estimate."""
        mine = values[self.colour]
        strongest = 0.0
        for s, belief in enumerate(self.beliefs):
            if s == self.me:
                continue
            expected = sum(p * values[c] for c, p in belief.items())
            strongest = max(strongest, expected)
        return mine - _OPPONENT_WEIGHT * strongest


class _Base:
    """Base values per field for incremental re-evaluation of placements."""

    def __init__(self, ev: _Evaluator, land: Landscape) -> None:
        self.ev = ev
        self.land = land
        self.values: dict[int, float] = {}
        self.by_colour: dict[str, list[tuple[float, int]]] = {c: [] for c in COLOURS}
        for cid, comp in land.comps.items():
            if comp.terrain == MEADOW and comp.colour is not None:
                v = ev.field_value(land, cid)
                self.values[cid] = v
                self.by_colour[comp.colour].append((v, cid))
        for c in COLOURS:
            self.by_colour[c].sort(reverse=True)
        self.colour_values = {c: self._combine_except(c, set(), []) for c in COLOURS}

    def _combine_except(self, colour: str, skip: set[int], extra: list[float]) -> float:
        ev = self.ev
        if ev.all_fields:
            return sum(v for v, cid in self.by_colour[colour] if cid not in skip) + sum(extra)
        kept = [v for v, cid in self.by_colour[colour] if cid not in skip]
        return ev._combine(kept + extra)

    def after_placement(self, new: Landscape, cell: Cell) -> dict[str, float]:
        """Colour values on ``new`` (``self.land`` plus a tile at ``cell``), recomputing only
        the fields that joined the tile or face the cells around it."""
        old = self.land
        empty = [m for m in ls.neighbours(cell) if m not in new.cells]
        touched_old: set[int] = set(ls.joined_components(old, cell))
        for e in empty:
            touched_old.update(ls.joined_components(old, e))
        touched_new: set[int] = {new.comp[n] for n in new.cell_nodes[cell]}
        for e in empty:
            touched_new.update(ls.joined_components(new, e))
        fresh: dict[str, list[float]] = {c: [] for c in COLOURS}
        for cid in touched_new:
            comp = new.comps[cid]
            if comp.terrain == MEADOW and comp.colour is not None:
                fresh[comp.colour].append(self.ev.field_value(new, cid))
        skip = {cid for cid in touched_old if old.comps[cid].terrain == MEADOW}
        return {c: self._combine_except(c, skip, fresh[c]) for c in COLOURS}


# ----------------------------------------------------------------------------- normal


@attrs.define
class NormalPlayer:
    """One-turn planner (level ``normal``); see the module docstring."""

    seed: int
    level: str = "normal"

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """The legal action with the best estimated value; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled. Within its time share it
        returns the best action found so far."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        deadline = time.perf_counter() + min(_TIME_CAP, max(0.0, budget_s) * _BUDGET_SHARE)
        if isinstance(legal[0], Discard):
            return _discard_choice(view, legal)
        ev = _Evaluator(view)
        board = view.board
        base = _Base(ev, board)
        base_obj = ev.objective(base.colour_values)
        rng = _decision_rng(self.seed, view)
        bag = view.bag_size
        extra_turns = view.options.extra_turn_instead_of_draws
        best: Action | None = None
        best_score = -math.inf
        best_other: Action | None = None  # the best action that does not end the turn
        best_other_score = -math.inf
        # Cheap actions first, then placements by the own colour on the face.
        order = sorted(range(len(legal)), key=lambda i: _order_key(view, ev, legal[i]))
        for count, i in enumerate(order):
            if count % 16 == 0:
                cancel.check()
                if best is not None and time.perf_counter() > deadline:
                    break
            action = legal[i]
            score = self._score(view, ev, base, base_obj, action, bag, extra_turns)
            score += rng.random() * 1e-6  # a seeded, reproducible tie-break
            if score > best_score:
                best, best_score = action, score
            if not isinstance(action, Quit | EndTurn | EndResponse) and score > best_other_score:
                best_other, best_other_score = action, score
        assert best is not None
        if isinstance(best, Quit) and best_other is not None and best_other_score > _FIRST_GAIN:
            # Quitting ends the turn; a clearly good move (a wolf on a rival, a closing
            # placement) comes first, and quitting stays possible afterwards.
            return best_other
        return best

    def _score(
        self,
        view: View,
        ev: _Evaluator,
        base: _Base,
        base_obj: float,
        action: Action,
        bag: int,
        extra_turns: bool,
    ) -> float:
        board = view.board
        me = ev.me
        if isinstance(action, EndTurn | EndResponse):
            return 0.0
        if isinstance(action, Quit):
            return _quit_gain(view, ev, base)
        if isinstance(action, Place):
            new = ls.placed(board, action.tile, action.face, action.rotation, action.cell, me)
            ev.placing = action.tile
            gain = ev.objective(base.after_placement(new, action.cell)) - base_obj
            ev.placing = -1
            gain += _draw_gain(board, action.cell, bag, extra_turns, len(view.hand))
            if ev.cat.tiles[action.tile].kind != "landscape":
                gain -= _SPECIAL_TILE_VALUE  # the wolf or hunter is gone for good
            return gain
        if isinstance(action, Reveal):
            shepherd = ev.cat.shepherds[ev.colour]
            new = ls.placed(board, shepherd, 1, 0, action.cell, me)
            hidden_mine = base.colour_values[ev.colour]
            ev.threat_me *= _THREAT_REVEALED / _THREAT_HIDDEN
            values = base.after_placement(new, action.cell)
            shown = ev.colour_values(board)[ev.colour]
            ev.threat_me /= _THREAT_REVEALED / _THREAT_HIDDEN
            exposure = max(0.0, hidden_mine - shown)
            gain = ev.objective(values) - base_obj - exposure
            gain += _draw_gain(board, action.cell, bag, extra_turns, len(view.hand))
            has_fit = any(ev.fill(req)[1] for req in board.open_cells.values())
            return gain + (_EXTRA_PLACEMENT_VALUE if has_fit else 0.0) - 0.5
        if isinstance(action, Wolf | Hunter):
            cell = action.cell
            if cell in board.cells:
                new = ls.covered(board, cell, action.tile, 0, me)
                k = ls.touching(board, cell)
            else:
                new = ls.placed(board, action.tile, 0, 0, cell, me)
                k = ls.touching(board, cell)
            gain = ev.objective(ev.colour_values(new)) - base_obj - _SPECIAL_TILE_VALUE
            gain += (
                _DRAW_VALUE * min(k, bag) if not extra_turns else _EXTRA_PLACEMENT_VALUE * (k - 1)
            )
            return gain
        return -1.0


def _order_key(view: View, ev: _Evaluator, action: Action) -> tuple[int, float]:
    if isinstance(action, EndTurn | EndResponse | Quit | Reveal | Wolf | Hunter):
        return (0, 0.0)
    if isinstance(action, Place):
        sheep = ev.cat.tiles[action.tile].faces[action.face].sheep.get(ev.colour, 0)
        return (1, -sheep)
    return (2, 0.0)


def _draw_gain(board: Landscape, cell: Cell, bag: int, extra_turns: bool, hand: int) -> float:
    """Drawn tiles are worth less the more the hand holds already."""
    k = ls.touching(board, cell)
    value = _DRAW_VALUE * max(0.0, 1.0 - hand / _FULL_HAND)
    if extra_turns:
        return value * min(1, bag) + _EXTRA_PLACEMENT_VALUE * (k - 1)
    return value * min(k, bag)


def _remaining_share(view: View) -> float:
    """Share of the game's tiles still to be played: the bag plus the hands of the seats
    that have not quit, over the 68 bag tiles (1 at the start, 0 when nothing is left)."""
    left = view.bag_size + sum(n for s, n in enumerate(view.hand_sizes) if s not in view.quit_order)
    return min(1.0, left / max(1, len(view.catalogue.bag_tiles)))


def _quit_gain(view: View, ev: _Evaluator, base: _Base) -> float:
    """Quitting keeps the enclosed fields and takes the next bonus now (WB-7.1).

    Playing on keeps the own estimate plus the growth still possible with the tiles to come
    (:data:`_GROWTH` sheep over a whole game, less once an enclosed field is already big:
    only the best field counts) and a bonus later: this one while nobody quits first (likely
    early in the game), else the next. Quitting also gains when its total already beats every
    opponent's estimated final (their fields by the inferred colours, their bonus, their
    growth) by :data:`_LOCK_MARGIN` and it either keeps a field or the game is nearly over:
    then it locks in a likely win.
    """
    players = view.players
    quits = len(view.quit_order)
    if players - quits == 1:
        return -100.0  # the last player plays on: quitting earns nothing
    bonus = QUIT_BONUS[players][quits]
    later = QUIT_BONUS[players][quits + 1] if quits + 1 < players else 0
    share = _remaining_share(view)
    keep = ev.secured(view.board)
    mine = base.colour_values[ev.colour]
    fits = any(ev.fill(req)[1] for req in view.board.open_cells.values())
    growth = _GROWTH * share * max(_GROWTH_FLOOR, 1.0 - keep / _BIG_FIELD)
    if not fits and view.bag_size == 0:
        growth = 0.0  # nothing in the hand fits and nothing more will come
    bag_share = view.bag_size / max(1, len(view.catalogue.bag_tiles))
    my_final = max(keep, mine) + growth
    rival = 0.0
    stay = _STAY * min(1.0, bag_share / _STAY_SHARE)  # nobody quits before this seat
    for s, belief in enumerate(ev.beliefs):
        if s == ev.me:
            continue
        field = sum(p * base.colour_values[c] for c, p in belief.items())
        if s in view.quit_order:
            estimate = field + QUIT_BONUS[players][view.quit_order.index(s)]
        else:
            estimate = field + _GROWTH * share + later * share
            # A rival quits before this seat when the bonus beats what it expects of us.
            edge = field + bonus - my_final
            stay *= 1.0 - 1.0 / (1.0 + math.exp(-_RACE_SLOPE * (edge - _RACE_EDGE)))
        rival = max(rival, estimate)
    waited = later + (bonus - later) * stay
    gain = (keep + bonus) - (my_final + waited)
    lead = keep + bonus >= rival + _LOCK_MARGIN
    if lead and (keep >= _LOCK_FIELD or bag_share <= _LOCK_SHARE):
        gain += _LOCK_VALUE
    if players > 2:
        # Three or four seats race for the first bonus (fields rarely close in time): a lead
        # now is taken, and the later bonus counts only for the tiles still to come.
        race = (keep + bonus) - (max(keep, mine) + growth + later * share)
        gain = max(gain, race + (_LOCK_VALUE if lead else 0.0))
    return gain


def _discard_choice(view: View, legal: Sequence[Action]) -> Action:
    """Discard the tile that helps least: fewest own-colour sheep, fewest places it fits."""
    colour = view.colours[_seat(view)]
    cat = view.catalogue

    def worth(action: Action) -> tuple[int, int, int]:
        assert isinstance(action, Discard)
        tile = cat.tiles[action.tile]
        own = max(f.sheep.get(str(colour), 0) for f in tile.faces)
        special = 1 if tile.kind != "landscape" else 0
        fits = len(ls.tile_placements(view.board, action.tile))
        return (special, own, fits)

    return min(legal, key=lambda a: (worth(a), _tile_of(a)))


def _tile_of(action: Action) -> int:
    return action.tile if isinstance(action, Discard) else -1


# ----------------------------------------------------------------------------- easy


@attrs.define
class EasyPlayer:
    """Light heuristics with noise (level ``easy``); see the module docstring."""

    seed: int
    level: str = "easy"

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """One of ``legal``; raises :class:`~farmhouse.core.ai.Cancelled` when cancelled."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Discard):
            return _discard_choice(view, legal)
        rng = _decision_rng(self.seed, view)
        me = _seat(view)
        colour = str(view.colours[me])
        board = view.board
        cat = view.catalogue
        protects = view.options.hunter_protects_merged_forest
        scored: list[tuple[float, int]] = []
        can_place = any(isinstance(a, Place) for a in legal)
        best_field = max(
            (f.sheep for f in ls.fields(board, protects, colour) if f.qualifying), default=0
        )
        for i, action in enumerate(legal):
            if i % 32 == 0:
                cancel.check()
            score = 0.0
            if isinstance(action, Place):
                face = cat.tiles[action.tile].faces[action.face]
                sheep = face.sheep
                score = (
                    1.0
                    + 1.2 * sheep.get(colour, 0)
                    - 0.3 * sum(v for c, v in sheep.items() if c != colour)
                )
                score += 0.3 * ls.touching(board, action.cell)
                if sheep.get(colour, 0):
                    score += _closes_own(board, action, me, colour)
                if cat.tiles[action.tile].kind != "landscape":
                    score -= 1.5
            elif isinstance(action, Wolf | Hunter):
                near = _near_colours(board, action.cell)
                own = near.get(colour, 0)
                other = sum(v for c, v in near.items() if c != colour)
                if isinstance(action, Wolf):
                    score = 0.4 * other - 1.0 * own - 0.5
                else:
                    score = 0.6 * own - 0.5
            elif isinstance(action, Reveal):
                score = 0.5 if rng.random() < 0.3 else -1.0
            elif isinstance(action, Quit):
                if len(view.quit_order) == view.players - 1:
                    score = -9.0  # the last player never quits
                elif not can_place and view.bag_size == 0:
                    score = 4.0  # nothing more to do: take the bonus
                elif best_field >= 3 and view.bag_size <= 24 and rng.random() < 0.3:
                    score = 4.0
                else:
                    score = -5.0
            else:  # EndTurn, EndResponse
                score = 0.2
            scored.append((score + rng.random() * 2.0, i))
        scored.sort(reverse=True)
        top = [x for x in scored[:3] if x[0] >= scored[0][0] - 1.5]
        return legal[rng.choice(top)[1]]


def _closes_own(board: Landscape, action: Place, seat: int, colour: str) -> float:
    """Bonus for a placement that encloses a field of ``colour``: 2 plus its sheep."""
    new = ls.placed(board, action.tile, action.face, action.rotation, action.cell, seat)
    bonus = 0.0
    for n in new.cell_nodes[action.cell]:
        comp = new.comps[new.comp[n]]
        if comp.colour == colour and comp.open == 0:
            bonus = max(bonus, 2.0 + comp.sheep)
    return bonus


def _near_colours(board: Landscape, cell: Cell) -> dict[str, int]:
    """Sheep per colour in fields bordering the forests a tile at ``cell`` joins (or the
    forest of the wolf/hunter on ``cell``)."""
    if cell in board.cells:
        forests = [board.comp[board.cell_nodes[cell][0]]]
    else:
        forests = [c for c in ls.joined_components(board, cell) if board.comps[c].terrain == FOREST]
    nodes = {n for f in forests for n in board.comps[f].nodes}
    out: dict[str, int] = {}
    for comp in board.comps.values():
        if comp.terrain == MEADOW and comp.colour is not None and comp.border & nodes:
            out[comp.colour] = out.get(comp.colour, 0) + comp.sheep
    return out


# ----------------------------------------------------------------------------- factory


def make_player(
    level: str, seed: int, *, iterations: int | None = None, pool: SearchPool | None = None
) -> EasyPlayer | NormalPlayer | HardPlayer:
    """The AI player of ``level`` (one of :data:`LEVELS`) whose randomness comes from ``seed``.

    ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this game's
    hooks; ``iterations`` (fixed iterations per decision instead of the time budget) and
    ``pool`` (worker processes to search in) are for it only. Raises ValueError for an
    unknown level.
    """
    if level == "hard":
        return HardPlayer("wooly_bully", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    raise ValueError(f"unknown Wooly Bully AI level {level!r}")
