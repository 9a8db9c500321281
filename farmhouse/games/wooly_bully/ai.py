"""Wooly Bully AI players: ``easy``, ``normal`` and the hooks of ``hard`` (DESIGN: AI).

All see only their seat's :class:`~farmhouse.games.wooly_bully.rules.View` and its legal
actions: the public board, the own hand and colour, public counts. Other colours are
*inferred from play* (who placed which sheep, who revealed), never read; the tiles that may
still come are the seat's unseen pool (:func:`~farmhouse.games.wooly_bully.rules.unseen_tiles`
plus its own hand), the same set :meth:`WoolyBully.sample_state` deals from.

- ``easy`` scores each legal action with light heuristics (own-colour sheep on the face,
  tiles drawn, a wolf next to other colours, a hunter next to its own) plus noise, and
  picks among the best few. It quits late and at random once it has an enclosed field.
- ``normal`` is a one-turn planner that builds and closes its own fields. For every legal
  action it estimates each colour's final field score on the board that action leaves
  (only the fields the action touches are recomputed): a field's sheep (fields that share
  an open cell count as one: filling it joins them), times the chance that every open cell
  it faces gets closed (a closing tile in the own hand, one still to come given the draws
  left, or only tiles that extend the field, less likely the fewer fit; zero if a cell can
  never be filled by any tile left, WB-1.6), times its safety from wolves (bordering
  forests that are open and unguarded, WB-5.2), zero if an active wolf already spoils it.
  So closing a field turns a guess into its full sheep, and a placement that leaves a hole
  nothing can fill next to its own field is avoided. The value is its own estimate minus
  half the strongest opponent's enclosed field (over the inferred colour odds): it leaves
  rivals' open fields alone but never closes one for them, and places wolves on others'
  forests and hunters in its own; draws and extra placements add a little. It reveals when
  the shepherd's 4 sheep and the extra placement help (WB-6.1). Quitting (WB-7.1) weighs
  the field it keeps and the bonus against what play can still bring: when its quit leaves
  one player, who then gets every tile still to come (WB-7.4), only if its total beats that
  player's fields plus 25 sheep over a whole bag, and also beats playing on itself (its
  estimate, its growth, a bonus still to come); otherwise against its estimate, the growth
  still possible and the bonus it can still expect (with three or four seats, where fields
  rarely close before someone quits, also taking a lead). When it can only quit or pass and
  its pass would end the game (everyone else still playing passed, WB-8.2), it quits unless
  that end is a win: the bonus and a game that goes on beat a 0-0 end. As the last player (everyone else
  quit) it aims at the field that beats every rival's final total, closes it, and builds on.
  With three or more seats still playing, where three rivals place between two own turns,
  an open cell is easily walled in for good (WB-1.6): closing its own field earns a premium
  on top of the estimate, the wolf risk of an enclosed field is that measured in such games
  (at most 0.3 per open bordering forest, the forests' risks independent), and it spares
  its rivals' fields (a placement that lowers a rival colour's estimate costs a share of
  that loss: spoiling one rival helps the others as much as itself).
- ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this
  game's :data:`SEARCH_HOOKS` (:class:`WoolyBullyHooks`): root actions ranked by
  ``normal``'s estimate with rivals' open fields counted against them (so it blocks, and
  does not spare them as ``normal`` does with three or more seats playing) and the
  best placements looked one own placement further (:func:`follow_up_gains`: a field is
  mostly closed in two steps); its quitting, revealing and specials are that ranking's
  choice, also between quitting and ending the turn, and with three or more seats still
  playing quitting ranks a little higher (it wins the race for the first bonus a turn before
  ``normal`` would quit); its placement is the search's among the best few, opened best
  first (the ranking as a prior against noisy playouts). Short playouts of a cheap policy,
  an evaluation of each seat's likely final score, and a cheap decision key (the view's
  fields, the board as its cells).
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from farmhouse.core import records
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, SearchHooks, Values
from farmhouse.core.search_pool import SearchPool
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.data import COLOURS, FOREST, MEADOW, QUIT_BONUS, Catalogue, Cell
from farmhouse.games.wooly_bully.landscape import Landscape
from farmhouse.games.wooly_bully.rules import (
    DISCARD,
    FORCED,
    GAME,
    OVER,
    Action,
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Place,
    Quit,
    Reveal,
    State,
    View,
    Wolf,
    landscape_fits,
    nth_placement,
    place_options,
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
_DRAW_VALUE = 0.1
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
_P_POOL_MAX = 0.7
_P_POOL_MIN = 0.15
_P_EXTEND = 0.4
_P_EXTEND_LATE = 0.1
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
#: Worth of an enclosed field that beats every rival's final total, for the last player.
_LONE_LOCK = 8.0
#: Worth of a sheep beyond the target field for the last player.
_LONE_EXTRA = 0.3
#: Share of the draw value left for the last player (all the tiles come to it anyway).
_LONE_DRAW = 0.2
#: Sheep a last player adds over the whole bag, and the lead quitting must keep over it.
_LONE_GROWTH = 25.0
_QUIT_MARGIN = 1.0
#: An open cell only extending tiles fit is less likely filled the fewer tiles fit there.
_EXTEND_FITS = 3.0
#: Before quitting, a placement that raises the enclosed own field by this much comes first.
_CLOSE_FIRST = 1.0
#: With three or more seats still playing (WB-7.1: nobody is the last player yet): the chance
#: per unguarded open bordering forest that a wolf spoils an enclosed field is at most this
#: (measured: 25-30% of the fields normal closed next to one such forest in 3- and 4-player
#: games were spoiled by the end, whatever the number of wolves still to come), and the
#: forests' risks combine as independent chances.
_CROWD_THREAT_CAP = 0.3
#: ... closing the own field is worth this share of the enclosed value it adds on top of
#: the estimate (three rivals' placements between two own turns can wall in an open cell for
#: good, WB-1.6; an enclosed field is safe from that, and quitting keeps it, WB-7.2) ...
_CLOSE_PREMIUM = 0.3
#: ... and normal spares its rivals' fields: each sheep of estimate a placement takes from a
#: rival colour (by the inferred colour odds) costs this much (spoiling one rival helps the
#: others as much as itself; ``hard``'s ranking blocks instead, see _Evaluator.block).
_SPARE = 0.3


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

    def __init__(self, view: View, block: float = 0.0, lone_growth: float = _LONE_GROWTH) -> None:
        self.view = view
        #: Weight of the strongest rival's estimate, open fields included (0 for normal,
        #: which leaves rivals' open fields alone; the hard search's root ranking blocks).
        self.block = block
        #: Sheep a last player adds over a whole bag, as quitting expects (WB-7.4).
        self.lone_growth = lone_growth
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
        #: The seat can only quit or end its turn (set by :meth:`NormalPlayer.scores`).
        self.stuck = False
        wolves_out = [t for t in cat.wolves if t in pool and t not in hand]
        self.threat_me = len(wolves_out) * (
            _THREAT_REVEALED if view.revealed[self.me] else _THREAT_HIDDEN
        )
        self.threat_other = len([t for t in cat.wolves if t in pool]) * _THREAT_HIDDEN
        self.beliefs = colour_beliefs(view)
        playing = max(1, view.players - len(view.quit_order))
        self.draws = view.bag_size * _DRAWS_PER_TILE / playing
        self.time_left = min(1.0, self.draws / _YOUNG_DRAWS)
        #: Three or more seats still play (see :meth:`safety`, :meth:`NormalPlayer.scores`).
        self.crowd = playing > 2
        #: The last player (everyone else quit): the rivals' final totals are fixed but for
        #: their fields; ``locked`` says whether an enclosed own field already beats them all.
        self.lone = playing == 1 and self.me not in view.quit_order
        if self.lone:
            # Nobody else places a wolf any more (WB-7.2): the last player's own fields are
            # safe but for its own placements.
            self.threat_me = 0.0
        self.target = self.lone_target(view.board) if self.lone else 0
        self.base_locked = self.locked(view.board) if self.lone else False
        #: The own enclosed fields' value on the view's board (:meth:`secured`), with crowd.
        self.base_secured = self.secured(view.board) if self.crowd else 0.0
        #: Colour -> the chance that some rival holds it (by :attr:`beliefs`, at most 1).
        self.rival_odds: dict[str, float] = {}
        for s, belief in enumerate(self.beliefs):
            if s != self.me:
                for c, p in belief.items():
                    self.rival_odds[c] = min(1.0, self.rival_odds.get(c, 0.0) + p)

    def lone_target(self, land: Landscape) -> int:
        """The field the last player needs to win: one more than the best rival total (the
        same when it beats that rival's field, WB-9.3)."""
        view = self.view
        bonuses = QUIT_BONUS[view.players]
        need = 1
        for s, belief in enumerate(self.beliefs):
            if s == self.me:
                continue
            field = max(
                (self.best_enclosed(land, c) for c, p in belief.items() if p > 0.05), default=0
            )
            pos = view.quit_order.index(s) if s in view.quit_order else len(view.quit_order)
            total = field + bonuses[pos]
            need = max(need, total if total > field else total + 1)
        return need

    def worth(self, sheep: int, colour: str | None) -> float:
        """What a field of ``sheep`` is worth: its sheep, but for the last player's own colour
        sheep beyond the target count less (winning needs the target, not a record)."""
        if self.lone and colour == self.colour and sheep > self.target:
            return self.target + _LONE_EXTRA * (sheep - self.target)
        return float(sheep)

    def best_enclosed(self, land: Landscape, colour: str) -> int:
        """Sheep of the largest enclosed field of ``colour`` no active wolf spoils."""
        best = 0
        for comp in land.comps.values():
            if comp.colour == colour and comp.open == 0 and comp.terrain == MEADOW:
                if comp.sheep > best and self.safety(land, comp, 0.0) > 0.0:
                    best = comp.sheep
        return best

    def locked(self, land: Landscape) -> bool:
        """For the last player: its best enclosed field beats every rival's total on ``land``
        (a rival's hidden colour counted as the likeliest colour it may hold that scores
        most; ties go to the larger field, WB-9.3)."""
        view = self.view
        mine = self.best_enclosed(land, self.colour)
        if mine == 0:
            return False
        bonuses = QUIT_BONUS[view.players]
        for s, belief in enumerate(self.beliefs):
            if s == self.me:
                continue
            field = max(
                (self.best_enclosed(land, c) for c, p in belief.items() if p > 0.05), default=0
            )
            pos = view.quit_order.index(s) if s in view.quit_order else len(view.quit_order)
            total = field + bonuses[pos]
            if mine < total or (mine == total and mine <= field):
                return False
        return True

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
        bordering forests (``threat`` each); with three or more seats playing
        (:attr:`crowd`) each forest's risk is at most :data:`_CROWD_THREAT_CAP` and the
        risks combine as independent chances."""
        crowd = self.crowd
        if crowd:
            threat = min(threat, _CROWD_THREAT_CAP)
        risk = 0.0
        safe = 1.0
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
                safe *= 1.0 - threat
        return safe if crowd else max(0.0, 1.0 - risk)

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
        scarce = 1.0 - math.exp(-fits / _EXTEND_FITS)
        return (_P_EXTEND_LATE + (_P_EXTEND - _P_EXTEND_LATE) * self.time_left) * scarce

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
            return self.worth(comp.sheep, comp.colour) * safe
        colour = str(comp.colour)
        members = {cid}
        seen: set[Cell] = set()
        frontier = [cid]
        chance = 1.0
        sheep = 0
        while frontier:
            m = frontier.pop()
            mc = land.comps[m]
            sheep += mc.sheep
            if m != cid:
                safe = min(safe, self.safety(land, mc, threat))
                if safe == 0.0:
                    return 0.0
            for cell in self.open_cells_of(land, mc):
                if cell in seen:
                    continue
                seen.add(cell)
                chance *= self.close_chance(land, cell, colour)
                if chance == 0.0:
                    return 0.0
                for other in ls.joined_components(land, cell):
                    if other not in members:
                        oc = land.comps[other]
                        if oc.terrain == MEADOW and oc.colour == colour:
                            members.add(other)
                            frontier.append(other)
        value = self.worth(sheep, colour) * chance * safe
        if self.all_fields and sheep:
            value *= comp.sheep / sheep
        return value

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

    def objective(self, values: dict[str, float], land: Landscape) -> float:
        """Own estimate minus a share of the strongest opponent's expected enclosed field
        (fields still open are theirs to build: spoiling them is not normal's game), and with
        :attr:`block` a share of the strongest opponent's whole estimate."""
        mine = values[self.colour]
        strongest = 0.0
        estimate = 0.0
        for s, belief in enumerate(self.beliefs):
            if s == self.me:
                continue
            expected = sum(p * self.best_enclosed(land, c) for c, p in belief.items())
            strongest = max(strongest, expected)
            if self.block:
                estimate = max(estimate, sum(p * values[c] for c, p in belief.items()))
        return mine - _OPPONENT_WEIGHT * strongest - self.block * estimate


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


@records.define
class NormalPlayer:
    """One-turn planner (level ``normal``); see the module docstring."""

    seed: int
    level: str = "normal"
    #: Fixed work instead of the time budget (every sample, every action, full depth):
    #: the same choice for a seed on any machine and under any load (tests, bug
    #: reports and arenas with ``iterations``; see :func:`make_player`).
    unhurried: bool = False

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """The legal action with the best estimated value; raises
        :class:`~farmhouse.core.ai.Cancelled` when cancelled. Within its time share it
        returns the best action found so far."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        share = min(_TIME_CAP, max(0.0, budget_s) * _BUDGET_SHARE)
        deadline = math.inf if self.unhurried else time.perf_counter() + share
        if isinstance(legal[0], Discard):
            return _discard_choice(view, legal)
        scored = self.scores(view, legal, deadline, cancel)
        best_i = max(scored, key=lambda i: scored[i])
        best = legal[best_i]
        others = [i for i in scored if not isinstance(legal[i], Quit | EndTurn | EndResponse)]
        if isinstance(best, Quit) and others:
            other = max(others, key=lambda i: scored[i])
            if scored[other] > _FIRST_GAIN:
                # Quitting ends the turn; a clearly good move (a wolf on a rival, a closing
                # placement) comes first, and quitting stays possible afterwards.
                return legal[other]
            closing = _closing_before_quit(view, legal)
            if closing is not None:
                return closing
        return best

    def scores(
        self,
        view: View,
        legal: Sequence[Action],
        deadline: float = math.inf,
        cancel: CancelToken | None = None,
        block: float = 0.0,
        lone_growth: float = _LONE_GROWTH,
    ) -> dict[int, float]:
        """Index in ``legal`` → estimated value of that action (not a Discard), cheap actions
        first, then placements by the own colour on the face, until ``deadline``
        (``time.perf_counter()``; at least one is scored). Ties are broken by a seeded,
        reproducible jitter. ``block``, ``lone_growth``: see :class:`_Evaluator`. Raises
        Cancelled when ``cancel`` is cancelled."""
        ev = _Evaluator(view, block, lone_growth)
        board = view.board
        base = _Base(ev, board)
        base_obj = ev.objective(base.colour_values, board)
        rng = _decision_rng(self.seed, view)
        bag = view.bag_size
        extra_turns = view.options.extra_turn_instead_of_draws
        out: dict[int, float] = {}
        ev.stuck = not any(isinstance(a, Place | Reveal | Wolf | Hunter) for a in legal)
        order = sorted(range(len(legal)), key=lambda i: _order_key(view, ev, legal[i]))
        for count, i in enumerate(order):
            if count % 16 == 0:
                if cancel is not None:
                    cancel.check()
                if out and time.perf_counter() > deadline:
                    break
            score = self._score(view, ev, base, base_obj, legal[i], bag, extra_turns)
            out[i] = score + rng.random() * 1e-6  # a seeded, reproducible tie-break
        return out

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
            values = base.after_placement(new, action.cell)
            gain = ev.objective(values, new) - base_obj
            if ev.crowd:
                gain += _crowd_gain(ev, base, values, new, action.cell)
            ev.placing = -1
            if ev.lone:
                gain += _LONE_LOCK * (ev.locked(new) - ev.base_locked)
            gain += _draw_gain(board, action.cell, bag, extra_turns, len(view.hand)) * (
                _LONE_DRAW if ev.lone else 1.0
            )
            if ev.cat.tiles[action.tile].kind != "landscape":
                # the wolf or hunter is gone for good (worth little to the last player)
                gain -= _SPECIAL_TILE_VALUE * (0.3 if ev.lone else 1.0)
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
            gain = ev.objective(values, new) - base_obj - exposure
            gain += _draw_gain(board, action.cell, bag, extra_turns, len(view.hand)) * (
                _LONE_DRAW if ev.lone else 1.0
            )
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
            gain = ev.objective(ev.colour_values(new), new) - base_obj - _SPECIAL_TILE_VALUE
            gain += (
                _DRAW_VALUE * min(k, bag) if not extra_turns else _EXTRA_PLACEMENT_VALUE * (k - 1)
            )
            return gain
        return -1.0


def _crowd_gain(
    ev: _Evaluator, base: _Base, values: dict[str, float], new: Landscape, cell: Cell
) -> float:
    """With three or more seats playing, what a placement at ``cell`` leading to ``new`` adds
    beyond the estimate: :data:`_CLOSE_PREMIUM` times the rise of the own enclosed fields'
    value (:meth:`_Evaluator.secured` against :attr:`_Evaluator.base_secured`; only a field
    the placed tile joins can have become enclosed, WB-1.1, WB-1.4), and for ``normal`` (no
    :attr:`_Evaluator.block`) minus :data:`_SPARE` times the estimate it takes from rival
    colours (``values`` against ``base``'s, each colour weighted by the chance that some rival
    holds it, :attr:`_Evaluator.rival_odds`)."""
    gain = 0.0
    comps = new.comps
    if any(
        comps[new.comp[n]].open == 0 and comps[new.comp[n]].colour == ev.colour
        for n in new.cell_nodes[cell]
    ):
        gain += _CLOSE_PREMIUM * max(0.0, ev.secured(new) - ev.base_secured)
    if not ev.block:
        before = base.colour_values
        gain -= _SPARE * sum(p * max(0.0, before[c] - values[c]) for c, p in ev.rival_odds.items())
    return gain


def _closing_before_quit(view: View, legal: Sequence[Action]) -> Action | None:
    """The placement that most raises what quitting keeps (the own enclosed fields, WB-7.2,
    WB-9.2) by at least :data:`_CLOSE_FIRST` sheep, or ``None``.

    A field still open when its player quits scores nothing, however sure its closing looked:
    the estimate that makes holding a closer in the hand worth nearly the whole field (and
    closing it worth less, for the forests the closing tile brings) no longer holds once the
    next action is a quit. So before quitting, close (quitting stays possible afterwards)."""
    places = [a for a in legal if isinstance(a, Place)]
    if not places:
        return None
    ev = _Evaluator(view)
    board = view.board
    now = ev.secured(board)
    best: Action | None = None
    best_value = now + _CLOSE_FIRST
    for action in places:
        new = ls.placed(board, action.tile, action.face, action.rotation, action.cell, ev.me)
        ev.placing = action.tile
        value = ev.secured(new)
        if value > best_value:
            best, best_value = action, value
    return best


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
    if ev.stuck and _pass_ends_game(view):
        # Ending the turn would end the game now (WB-8.2): quit unless that end is a win
        # (the bonus, and a game that goes on, beat a loss or a tie on nothing).
        return -1.0 if keep > _rivals_now(view, ev) else 1.0 + bonus
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
    if players - quits == 2 and view.options.lone_player_draws:
        # Quitting leaves one player, who then gets every tile still to come (WB-7.4): quit
        # only when the bonus and the enclosed field beat what that player can still reach.
        tiles = view.bag_size / max(1, len(view.catalogue.bag_tiles))
        best_rival = 0.0
        for s, belief in enumerate(ev.beliefs):
            if s == ev.me:
                continue
            field = sum(p * base.colour_values[c] for c, p in belief.items())
            if s in view.quit_order:
                best_rival = max(best_rival, field + QUIT_BONUS[players][view.quit_order.index(s)])
            else:
                held = sum(p * ev.best_enclosed(view.board, c) for c, p in belief.items())
                best_rival = max(best_rival, max(held, field) + ev.lone_growth * tiles)
        # ... and only when they also beat playing on (the own estimate, its growth, a bonus
        # still to come): an open field near its closing is not given up for the bonus.
        return min((keep + bonus) - best_rival - _QUIT_MARGIN, gain)
    lead = keep + bonus >= rival + _LOCK_MARGIN
    if lead and (keep >= _LOCK_FIELD or bag_share <= _LOCK_SHARE):
        gain += _LOCK_VALUE
    if players > 2:
        # Three or four seats race for the first bonus (fields rarely close in time): a lead
        # now is taken, and the later bonus counts only for the tiles still to come.
        race = (keep + bonus) - (max(keep, mine) + growth + later * share)
        gain = max(gain, race + (_LOCK_VALUE if lead else 0.0))
    return gain


def _pass_ends_game(view: View) -> bool:
    """Ending the turn now is a pass that ends the game (WB-3.6, WB-8.2): nothing placed
    this turn and every other seat still playing passed since the last placement."""
    me = _seat(view)
    if view.placed_in_turn or view.responding:
        return False
    playing = [s for s in range(view.players) if s not in view.quit_order and s != me]
    return bool(playing) and all(s in view.passed for s in playing)


def _rivals_now(view: View, ev: _Evaluator) -> float:
    """The best rival score if the game ended now: its expected enclosed field (over the
    inferred colours) plus its quit bonus (WB-9.2)."""
    best = 0.0
    for s, belief in enumerate(ev.beliefs):
        if s == ev.me:
            continue
        field = sum(p * ev.best_enclosed(view.board, c) for c, p in belief.items())
        if s in view.quit_order:
            field += QUIT_BONUS[view.players][view.quit_order.index(s)]
        best = max(best, field)
    return best


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


@records.define
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


# ----------------------------------------------------------------------------- hard


def _enclosed_best(land: Landscape, colour: str, protects: bool) -> int:
    """Sheep of the largest enclosed field of ``colour`` that no active wolf spoils."""
    best = 0
    comps = land.comps
    for comp in comps.values():
        if comp.open == 0 and comp.colour == colour and comp.sheep > best:
            if not any(ls.active_wolves(comps[land.comp[n]], protects) for n in comp.border):
                best = comp.sheep
    return best


class WoolyBullyHooks(SearchHooks):
    """How the ``hard`` search (:mod:`farmhouse.core.search`) plays Wooly Bully.

    - Root (action grouping; the same list object every iteration, ranked once): the
      searching seat's legal actions ranked by ``normal``'s estimate
      (:meth:`NormalPlayer.scores` from the view, rivals' open fields counted against it
      with weight :attr:`root_block`, so it blocks). When the best of them is not a
      placement (quitting, WB-7.1, with :attr:`root_lone_growth` as the last player's
      expected growth, WB-7.4; revealing, WB-6; a wolf or hunter, WB-5; ending the turn)
      that action is the only candidate; else the best :attr:`root_width` placements
      (WB-3.3) are searched. A decision between quitting and ending the turn is ranked
      too (:attr:`rank_quits`): the search's short playouts undervalue what a last player
      builds with the rest of the bag. With :attr:`strategic_by_ranking` off, the best placements
      plus the best action of every other kind. The ranking adds :attr:`plan_weight` times
      :func:`follow_up_gains` to its :attr:`plan_width` best placements, and
      :attr:`race_margin` to quitting while three or more seats play. The root opens its
      candidates best first (:attr:`root_prior`, :meth:`_root_prefix`).
    - Deeper nodes: the playout policy's placement and quitting or ending the turn when
      legal; progressive widening (:attr:`widening`) opens them best first.
    - Playouts: every seat plays :meth:`policy` (the best of :attr:`policy_samples`
      placements drawn at random by a quick score, revealing when the shepherd joins its
      field, quitting by :func:`_playout_quits`) for :attr:`playout_limit` actions, then
      :meth:`evaluate`.
    - Evaluation: each seat's likely final score (quit bonus plus its best enclosed field,
      WB-9.2, or a share of its best open field's sheep that shrinks with its open sides
      and the tiles left; the last player's growth over the bag, WB-7.4), turned into win
      chances by a softmax (:attr:`temper` points at 1 : e).
    - :meth:`decision_key`: a cheap digest of the view (the search's seed per decision).
    """

    exploration = 0.5
    widening: tuple[float, float] | None = (1.0, 0.5)
    playout_limit: int | None = 6
    #: Placements kept at the root from normal's ranking (besides the best action of every
    #: other kind), and actions kept at deeper nodes.
    root_width = 3
    node_width = 6
    #: Take quitting, ending the turn, revealing, wolves and hunters from the ranking's top
    #: and search among the best placements only.
    strategic_by_ranking = True
    #: Rank a root of two actions with quitting among them too (quit or end the turn), so
    #: that quitting is always ``normal``'s weighing of the bonus against play (WB-7.1).
    rank_quits = True
    #: The root ranking's weight of the strongest rival's estimate (see _Evaluator.block).
    root_block = 0.5
    #: The root ranking's sheep a last player adds over a whole bag (normal's: 25): the
    #: quit it weighs when quitting leaves one player (WB-7.4).
    root_lone_growth = _LONE_GROWTH
    #: The best placements of the root ranking that are looked one own placement further
    #: (:func:`follow_up_gains`), and the weight of that gain in their rank.
    plan_width = 8
    plan_weight = 0.6
    #: Root widening by the ranking (see :meth:`_root_prefix`; 0: every candidate at once).
    root_prior = 0.15
    #: Added to quitting's rank while three or more seats still play (WB-7.1): the race for
    #: the first bonus is won a turn before ``normal`` would quit, not at once.
    race_margin = 0.2
    #: Placements the policy draws and compares at a decision.
    policy_samples = 6
    #: Softmax temperature of the evaluation, in points.
    temper = 2.5
    #: An open field counts its sheep times this to the power of its open sides (early and
    #: late in the game).
    open_share_early = 0.8
    open_share_late = 0.45

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._root: tuple[Sequence[Any], list[Any]] | None = None
        self._root_calls = 0
        self._last: tuple[Sequence[Any], list[Any]] | None = None

    # -- the decision's seed -----------------------------------------------------------------

    def decision_key(self, view: Any) -> str:
        """A digest equal for equal views (:class:`~farmhouse.games.wooly_bully.rules.View`
        equality) and different for different ones: every field of the view, the board as its
        sorted cells (tile, face, rotation, placer: the rest of a landscape derives from them)
        and the catalogue as its fingerprint. About 0.1 ms instead of the default's 4 ms over
        a 250,000-character ``repr`` that holds the whole catalogue. Not a View: the
        default."""
        if not isinstance(view, View):
            return super().decision_key(view)
        parts: list[Any] = []
        for field in attrs.fields(View):
            value = getattr(view, field.name)
            if field.name == "board":
                value = sorted(view.board.cells.items())
            elif field.name == "catalogue":
                value = view.catalogue.fingerprint
            parts.append(value)
        return hashlib.sha256(repr(parts).encode()).hexdigest()

    # -- the tree ---------------------------------------------------------------------------

    def advance(self, state: State, action: Any) -> State:
        """The unchecked transition (:meth:`WoolyBully.advance`)."""
        return GAME.advance(state, action)

    def candidates(self, state: State, legal: Sequence[Any]) -> Sequence[Any]:
        """See the class docstring. The root's list is the same object in every iteration:
        a list seen twice is ranked once, by ``normal``, and kept."""
        if len(legal) <= 2 and not (self.rank_quits and any(isinstance(a, Quit) for a in legal)):
            return legal
        root = self._root
        if root is not None and root[0] is legal:
            return self._root_prefix(root[1])
        last = self._last
        if last is not None and last[0] is legal:
            seat = state.actor
            ranked = self._root_ranked(GAME.view(state, seat), legal)
            self._root = (legal, ranked)
            self._root_calls = 0
            self._last = None
            return self._root_prefix(ranked)
        ranked = self._node_ranked(state, legal)
        self._last = (legal, ranked)
        return ranked

    def _root_prefix(self, ranked: list[Any]) -> list[Any]:
        """The root's ranked candidates as the search may try them after this many visits of
        the root: the first ``ceil(root_prior * sqrt(visits))`` (all with ``root_prior`` 0), so
        that the ranking's best is searched alone first and a later one wins the most visits
        only when its playouts are clearly better (a prior: short playouts are noisy)."""
        self._root_calls += 1
        if not self.root_prior:
            return ranked
        n = math.ceil(self.root_prior * math.sqrt(self._root_calls))
        return ranked if n >= len(ranked) else ranked[:n]

    def _root_ranked(self, view: View, legal: Sequence[Any]) -> list[Any]:
        if isinstance(legal[0], Discard):
            return list(legal)
        scored = NormalPlayer(0).scores(
            view, legal, block=self.root_block, lone_growth=self.root_lone_growth
        )
        if self.plan_width and self.plan_weight:
            for i, gain in follow_up_gains(view, legal, scored, self.plan_width).items():
                scored[i] += self.plan_weight * gain
        if self.race_margin and view.players - len(view.quit_order) > 2:
            for i in scored:
                if isinstance(legal[i], Quit):
                    scored[i] += self.race_margin
        order = sorted(scored, key=lambda i: -scored[i])
        if self.strategic_by_ranking:
            top = legal[order[0]]
            if not isinstance(top, Place):
                return [top]
            return [legal[i] for i in order if isinstance(legal[i], Place)][: self.root_width]
        return _groups_best(legal, order, self.root_width)

    def _node_ranked(self, state: State, legal: Sequence[Any]) -> list[Any]:
        """Below the root: the playout policy's choice (drawn with a generator seeded by the
        position, so a node offers the same choice each time its world repeats it), then
        quitting and ending the turn when legal."""
        if isinstance(legal[0], Discard):
            return list(legal)
        key = state.moves * 1_000_003 + len(state.bag) * 7919 + state.actor
        pick = self.policy(state, random.Random(key).random)
        keep = [pick]
        for a in legal:
            if isinstance(a, Quit | EndTurn | EndResponse) and a != pick:
                keep.append(a)
        return keep

    # -- playouts ---------------------------------------------------------------------------

    def playout(self, state: State, rand: Callable[[], float]) -> Values:
        """Play on with :meth:`policy` for every seat (at most :attr:`playout_limit` actions),
        then :meth:`values`."""
        s = GAME.own_copy(state)
        advance = GAME.advance_in_place
        limit = self.playout_limit
        for _ in range(10_000 if limit is None else limit):
            if s.phase == OVER:
                break
            advance(s, self.policy(s, rand))
        return self.values(s)

    def policy(self, s: State, rand: Callable[[], float]) -> Any:
        """A cheap legal action for the seat to move in ``s`` (see the class docstring)."""
        seat = s.actor
        hand = s.hands[seat]
        if s.phase == DISCARD:
            return Discard(hand[math.floor(rand() * len(hand))])
        board = s.board
        cat = s.catalogue
        quick: _Quick | None = None
        if s.phase == FORCED or s.owed_now >= 1:
            groups = ls.placement_groups(board, place_options(cat, hand))
            total = sum(len(c) * sum(len(r) for _, _, r in h) for c, h in groups)
            if total:
                quick = _Quick(s)
                best: Place | None = None
                best_score = -math.inf
                for _ in range(min(total, self.policy_samples)):
                    p = nth_placement(groups, math.floor(rand() * total))
                    score = quick.score(p) + 0.5 * rand()
                    if score > best_score:
                        best, best_score = p, score
                assert best is not None
                if s.phase == FORCED or best_score > 0.0 or landscape_fits(board, hand):
                    return best
        if s.responding:
            return _END_RESPONSE_ACTION
        if not s.revealed[seat]:
            colour = s.colours[seat]
            cells = ls.cells_requiring(board, colour)
            if cells:
                quick = quick or _Quick(s)
                cell = max(cells, key=quick.shepherd_score)
                if quick.shepherd_score(cell) >= 2.0 or not s.bag:
                    return Reveal(cell[0], cell[1])
        if _playout_quits(s, seat):
            return _QUIT_ACTION
        return _END_TURN_ACTION

    # -- evaluation -------------------------------------------------------------------------

    #: Estimate fields with normal's evaluator (each seat from its own view) instead of
    #: the quick shares.
    normal_fields = False

    def evaluate(self, state: State) -> Values:
        """Win chances from each seat's likely final score (see the class docstring)."""
        fields = _normal_fields(state) if self.normal_fields else None
        totals = _likely_totals(state, self.open_share_early, self.open_share_late, fields=fields)
        wins = _softmax(totals, self.temper)
        return Values(wins, wins)


def follow_up_gains(
    view: View, legal: Sequence[Any], scored: dict[int, float], width: int
) -> dict[int, float]:
    """How much the seat's best next own placement adds after each of the ``width`` best
    placements of ``scored`` (index in ``legal`` -> value, as :meth:`NormalPlayer.scores`
    gives): the rise of its own colour's estimate (:class:`_Evaluator`, sheep) from the
    board after that placement to the board after it and one more placement of a tile left in
    the hand, on a cell where its own meadow meets the open landscape (WB-1.1, WB-1.4). Closing
    a field needs a tile on a cell with two or more sides taken (every meadow region of a face
    spans two sides or more), so a field is mostly closed in two steps: a placement that makes
    such a cell, and the tile that closes it; the one-placement estimate sees only the first.
    Index -> gain (>= 0) for those placements only; the hand is the seat's own, the rest of
    the pool as :class:`_Evaluator` reads it (no rival placement in between)."""
    me = _seat(view)
    colour = view.colours[me]
    if colour is None:
        return {}
    places = sorted((i for i in scored if isinstance(legal[i], Place)), key=lambda i: -scored[i])
    out: dict[int, float] = {}
    cat = view.catalogue
    board = view.board
    for i in places[:width]:
        first = legal[i]
        hand = list(view.hand)
        if first.tile in hand:
            hand.remove(first.tile)
        rest = set(hand)
        if not rest:
            out[i] = 0.0
            continue
        land = ls.placed(board, first.tile, first.face, first.rotation, first.cell, me)
        ev = _Evaluator(attrs.evolve(view, board=land, hand=tuple(hand)))
        base = _Base(ev, land)
        now = base.colour_values[colour]
        best = now
        for cell, req in land.open_cells.items():
            if not any(side is not None and colour in side for side in req):
                continue
            for (t, f), rots in ls.fit_table(cat, req).items():
                if t not in rest:
                    continue
                ev.placing = t
                for r in rots:
                    then = ls.placed(land, t, f, r, cell, me)
                    value = base.after_placement(then, cell)[colour]
                    if value > best:
                        best = value
        out[i] = best - now
    return out


def _kind(action: Any) -> type:
    return EndTurn if isinstance(action, EndResponse) else type(action)


def _groups_best(legal: Sequence[Any], order: Sequence[int], places: int) -> list[Any]:
    """Action grouping: from ``legal`` ranked by ``order`` (best first), the best
    ``places`` placements and the best action of every other kind (wolf, hunter, reveal,
    quit, end), best first: the real alternatives of a decision."""
    kept: list[Any] = []
    seen: dict[type, int] = {}
    for i in order:
        action = legal[i]
        kind = _kind(action)
        n = seen.get(kind, 0)
        if n < (places if kind is Place else 1):
            seen[kind] = n + 1
            kept.append(action)
    return kept


#: The evaluation's chance that an open cell only extending tiles fit gets filled (early
#: and late in the game; a closing tile's is the hooks' open share).
_EVAL_EXTEND = 0.5
_EVAL_EXTEND_LATE = 0.15

_QUIT_ACTION = Quit()
_END_TURN_ACTION = EndTurn()
_END_RESPONSE_ACTION = EndResponse()


class _Quick:
    """The playout policy's quick score of an action for the seat to move in a full state
    (it knows its colour): own sheep that join or close its field, a little for each tile
    touched (draws), rival sheep against it."""

    def __init__(self, s: State) -> None:
        self.s = s
        self.colour = s.colours[s.actor]
        self.board = s.board
        self.cat = s.catalogue
        self.tiles = s.catalogue.tiles

    def score(self, action: Any) -> float:
        """The quick score of ``action`` (placements, quit, end; others small)."""
        if isinstance(action, Place):
            req = self.board.open_cells.get(action.cell)
            if req is None:
                return -1.0
            colour = self.colour
            tile = self.tiles[action.tile]
            sheep = tile.faces[action.face].sheep
            own = sheep.get(colour, 0)
            joins = any(side is not None and colour in side for side in req)
            score = (1.0 if joins else 0.4) * own - 0.4 * (sum(sheep.values()) - own)
            score += 0.15 * sum(1 for side in req if side is not None)
            if joins and action.tile in closing_table(self.cat, req, colour):
                score += 3.0
            if tile.kind != "landscape":
                score -= 1.5
            return score
        if isinstance(action, Reveal):
            return self.shepherd_score(action.cell) - 1.0
        if isinstance(action, Quit | EndTurn | EndResponse):
            return 0.0
        return -0.5  # wolves and hunters: rarely worth it without a closer look

    def shepherd_score(self, cell: Cell) -> float:
        """How well the shepherd (4 own sheep) fits at ``cell``: it joins the own field on
        each side that needs the own colour."""
        req = self.board.open_cells.get(cell)
        if req is None:
            return 0.0
        return float(sum(1 for side in req if side is not None))


def _playout_quits(s: State, seat: int) -> bool:
    """The playout's quitting rule at the end of a turn: never the last player; with nothing
    more to place, always; else when the enclosed field and the bonus beat every rival's
    enclosed field, bonus, and what it may still add (a last player gets every tile left)."""
    players = s.players
    quits = len(s.quit_order)
    if players - quits <= 1:
        return False
    protects = s.options.hunter_protects_merged_forest
    if not s.bag and not landscape_fits(s.board, s.hands[seat]):
        return True
    bonuses = QUIT_BONUS[players]
    mine = _enclosed_best(s.board, s.colours[seat], protects) + bonuses[quits]
    leaves_one = players - quits == 2
    growth = (_LONE_GROWTH if leaves_one else _GROWTH) * len(s.bag) / 68.0
    for other in range(players):
        if other == seat:
            continue
        field = _enclosed_best(s.board, s.colours[other], protects)
        rival: float
        if other in s.quit_order:
            rival = field + bonuses[s.quit_order.index(other)]
        else:
            rival = field + growth
        if mine - _QUIT_MARGIN <= rival:
            return False
    return True


def _normal_fields(state: State) -> list[float]:
    """Each seat's estimated final field score by ``normal``'s evaluator from its own view
    (its hand and colour known, the rest inferred); -1 for a seat that quit."""
    out = []
    for seat, colour in enumerate(state.colours):
        if seat in state.quit_order:
            out.append(-1.0)
            continue
        ev = _Evaluator(GAME.view(state, seat))
        out.append(ev.colour_values(state.board)[colour])
    return out


def _likely_totals(
    state: State,
    early: float,
    late: float,
    growth: float = 14.0,
    fields: Sequence[float] | None = None,
) -> list[float]:
    """Each seat's likely final score in a full state: the larger of its best enclosed field
    and its best open field's sheep times a share per open side (``early`` with the whole
    bag left, ``late`` with none); a seat still playing adds its part of ``growth`` sheep
    over a whole bag (shared by the seats still playing: a last player gets it all, less as
    its field is already big) and of the bonuses still to take; a seat that quit counts its
    enclosed field and its bonus only (nobody builds its open fields any more)."""
    board = state.board
    protects = state.options.hunter_protects_merged_forest
    bag = len(state.bag)
    t = min(1.0, bag / 40.0)
    share = late + (early - late) * t
    extend = _EVAL_EXTEND_LATE + (_EVAL_EXTEND - _EVAL_EXTEND_LATE) * t
    cat = state.catalogue
    comps = board.comps
    # the open cells each meadow faces, and what each cell offers that meadow
    chance: dict[int, float] = {}
    for cell, req in board.open_cells.items():
        table = ls.fit_table(cat, req)
        for cid in ls.joined_components(board, cell):
            comp = comps[cid]
            colour = comp.colour
            if colour is None or comp.terrain != MEADOW:
                continue
            if not table:
                c = 0.0  # nothing can ever fill it (WB-1.6)
            elif closing_table(cat, req, colour):
                c = share
            else:
                c = extend * (1.0 - math.exp(-len(table) / _EXTEND_FITS))
            chance[cid] = chance.get(cid, 1.0) * c
    best_closed = dict.fromkeys(COLOURS, 0.0)
    best_open = dict.fromkeys(COLOURS, 0.0)
    for cid, comp in comps.items():
        colour = comp.colour
        if colour is None or comp.sheep == 0:
            continue
        if any(ls.active_wolves(comps[board.comp[n]], protects) for n in comp.border):
            continue
        if comp.open == 0:
            if comp.sheep > best_closed[colour]:
                best_closed[colour] = comp.sheep
        else:
            v = comp.sheep * chance.get(cid, 0.0)
            if v > best_open[colour]:
                best_open[colour] = v
    players = state.players
    bonuses = QUIT_BONUS[players]
    quits = len(state.quit_order)
    playing = max(1, players - quits)
    left_bonus = sum(bonuses[quits : players - 1]) / playing
    more = growth * bag / len(state.catalogue.bag_tiles) / playing
    totals = []
    for seat, colour in enumerate(state.colours):
        if seat in state.quit_order:  # nobody builds its open fields any more
            total = best_closed[colour] + bonuses[state.quit_order.index(seat)]
        else:
            found = best_open[colour] if fields is None else fields[seat]
            total = max(best_closed[colour], found)
            total += more * max(0.0, 1.0 - total / 20.0) + left_bonus
        totals.append(total)
    return totals


def _softmax(values: Sequence[float], temper: float) -> list[float]:
    top = max(values)
    weights = [math.exp((v - top) / temper) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


class WoolyBullyHintHooks(WoolyBullyHooks):
    """The search of a hint (:func:`farmhouse.core.search.hooks_for` with ``hint``): as
    ``hard``'s, but its root weighs the real alternatives, not only the ranking's pick: the
    best :attr:`root_width` placements (WB-3.3) and the best action of every other kind
    (a wolf or a hunter, WB-5.1; revealing, WB-6.1; quitting for the bonus, WB-7.1; ending
    the turn), the ranking's best opened first as ``hard`` does (:attr:`root_prior`).
    So a hint at the end of a turn compares ending it, quitting and the best hunter or wolf
    place, and ``hard``'s own play is unchanged."""

    strategic_by_ranking = False


#: The search hooks of this game (:func:`farmhouse.core.search.hooks_for`).
SEARCH_HOOKS = WoolyBullyHooks(GAME)
#: The hint's search hooks (:class:`WoolyBullyHintHooks`).
HINT_HOOKS = WoolyBullyHintHooks(GAME)


# ----------------------------------------------------------------------------- factory


def make_player(
    level: str, seed: int, *, iterations: int | None = None, pool: SearchPool | None = None
) -> EasyPlayer | NormalPlayer | HardPlayer:
    """The AI player of ``level`` (one of :data:`LEVELS`) whose randomness comes from ``seed``.

    ``hard`` is the core search (:class:`~farmhouse.core.search.HardPlayer`) with this game's
    hooks; ``iterations`` (fixed iterations per decision instead of the time budget) and
    ``pool`` (worker processes to search in) are for it. Given ``iterations``, ``normal``
    also does a fixed amount of work instead of stopping at its share of the budget
    (:attr:`NormalPlayer.unhurried`), so that a decision depends on the seed alone, not on
    the machine's load. Raises ValueError for an unknown level.
    """
    if level == "hard":
        return HardPlayer("wooly_bully", seed, iterations=iterations, pool=pool)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed, unhurried=iterations is not None)
    raise ValueError(f"unknown Wooly Bully AI level {level!r}")
