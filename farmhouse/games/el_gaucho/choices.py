"""El Gaucho's choice model (see :mod:`farmhouse.core.choices`): from a seat's view and its
legal actions, what it can pick on the board now, what each pick leads to and, for every
target it cannot pick, the rules' own reason (the checks of :mod:`.rules` asked of the view).
No Qt here: the board, keyboard play and the hint read this model.

Targets (tuples, the first item names the kind):

- ``("keep_tile", code)``: an opening tile drawn; ``("button", "keep")`` keeps those chosen;
- ``("pool_die", k)``: the k-th die of the roll (``view.pool``); ``("button", "take")``
  takes the two chosen;
- ``("die", k)``: the k-th of the seat's own dice as :func:`own_dice` lists them;
- ``("tile", i)`` / ``("space", i)``: the pampa tile / empty space at flat index ``i``;
- ``("area", a)``: action area ``a`` (an index of ``AREAS``); ``("area_gaucho", (a, s))``:
  seat ``s``'s gaucho on it;
- ``("herd", (s, b))``: seat ``s``'s herd of breed ``b``; ``("herd_tile", (s, b, k))``: its
  k-th tile;
- ``("steppe_tile", code)``: a Steppe tile seen during Hidden cattle;
- ``("pending", code)``: a gained tile waiting for its herd;
- ``("button", "end_turn")``, ``("button", "hidden_done")``;
- ``("choice", action)``: one of several actions the targets picked so far lead to;
- ``("key", k)``: number key k + 1 past the opening tiles drawn or the choice panel's
  buttons (never on the board: its refusal says how many there are).

A target that is not on the board now (an index past the dice, the pampa, the areas, the
seats or a herd; another seat's empty herd) is refused with :data:`NO_SUCH_DIE`,
:data:`NO_SUCH_KEY` or :data:`NOT_ON_BOARD`, never an IndexError.

Paths (the targets picked, in order, for each legal action; several orders where the
order does not matter): a keep is its tiles, each breed in herd order, then Keep (EG-1.5);
an opening placement its area (EG-1.6); taking dice the two dice of the roll then Take
(EG-3.1), or, once two are chosen, any first pick of what they would pay for (the dice are
taken and that pick waits for the next decision, :meth:`ElGauchoChoices.carried`); a dice
action its tile or area, or first the dice that pay it (EG-3.3, EG-3.4); an activation the
gaucho and then what it acts on, or what it acts on alone (a herd to sell, a tile to steal,
a lying gaucho to stand up or replace, EG-5.6 to EG-5.9; a gaucho with one possible effect
acts at once); Hidden cattle's take a steppe tile
and a space in either order (EG-5.10); an addition to a herd the waiting tile (EG-6.4, EG-5.5).
Where these meet (the same targets lead to several actions), a ``("choice", action)`` ends
each path. End turn and Done may be pressed whatever was picked before (:data:`ANYTIME`).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Sequence
from typing import Any

from farmhouse.core.choices import NOT_YOUR_TURN, PathChoices, Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, VALUES, make_tile, tile_code, tile_id
from farmhouse.games.el_gaucho.rules import View

#: The reason for a target that the rules allow but not after the targets picked so far.
NOT_WITH_SELECTION = "core.illegal.not_with_selection"
#: The reason for a number key past the dice (params ``count``: how many there are,
#: ``roll``: True for the dice of the roll, False for the seat's own).
NO_SUCH_DIE = "EG.choice.no_such_die"
#: The reason for a number key past the opening tiles drawn (param ``count``: how many) or
#: past the choice panel's buttons (``choices`` True).
NO_SUCH_KEY = "EG.choice.no_such_key"
#: The reason for any other target that is not on the board now (a tile index past the
#: pampa, a seat past the players, another seat's empty herd…).
NOT_ON_BOARD = "EG.choice.not_on_board"

#: The choice panel shows at most this many actions (keys 1–9).
MAX_CHOICES = 9

TAKE: Target = ("button", "take")
KEEP: Target = ("button", "keep")
END_TURN: Target = ("button", "end_turn")
HIDDEN_DONE: Target = ("button", "hidden_done")
#: Buttons that may be pressed whatever was picked before (the picks are dropped).
ANYTIME = (END_TURN, HIDDEN_DONE)

_PAID = (rules.Stand, rules.Lie, rules.Raise, rules.Occupy)
#: Activation type → the index of its action area.
_AREA_OF: dict[type, int] = {
    rules.ActivateWish: AREAS.index("wish"),
    rules.ActivateImmediateSale: AREAS.index("immediate_sale"),
    rules.ActivateSteal: AREAS.index("steal"),
    rules.ActivateRaise: AREAS.index("raise_replace"),
    rules.ActivateReplace: AREAS.index("raise_replace"),
    rules.ActivateHiddenCattle: AREAS.index("hidden_cattle"),
}


def own_dice(view: View) -> tuple[int, ...]:
    """The seat's own dice as the board shows them: the taken dice still unspent, then the
    Wish die if any (EG-3.3, EG-5.6)."""
    return (*view.dice, *((view.wish,) if view.wish else ()))


def taking_dice(view: View) -> bool:
    """Whether the dice of the roll can be taken now (EG-3.1: the mover has not taken its two
    dice this turn), so that number keys stand for them rather than for the mover's own."""
    return view.phase == "turn" and not view.dice_taken


def start_player(view: View) -> int | None:
    """The seat the board marks as start player (EG-1.2, EG-8.2: the token passes on round
    after round) while the game goes on; None once the final scoring began (EG-8.4: no round
    follows)."""
    return None if view.phase in ("final", "over") else view.start_player


def carry_follows(view: View, events: Sequence[Event], turn: Any, seen: bool) -> bool:
    """Whether ``view`` goes on with the turn whose picks were carried after taking the dice
    (EG-3.1): the view that shows the dice taken (its ``events`` say so), then (``seen``)
    the same seat's next decision, with no events, in the same ``turn`` (seat, round, turn
    number). Any other view (a new match, an undo, another seat) drops them."""
    taken = any(e.key == "EG.dice_taken" and e.seat == view.seat for e in events)
    here = (view.seat, view.round, view.turn_no)
    follows = (not events) if seen else taken
    return follows and here == turn and view.dice_taken and view.to_move == view.seat


def choice(action: Any) -> Target:
    """The target of ``action`` in the choice panel."""
    return ("choice", action)


class ElGauchoChoices(PathChoices[View, Any]):
    """The choice model of ``view``'s seat with its ``legal`` actions (see the module
    docstring; ``legal`` empty when it is not that seat's decision)."""

    def __init__(self, view: View, legal: Sequence[Any]) -> None:
        self.seat = view.seat if view.seat is not None else -1
        self.lay = rules.pampa_layout(view.options.pampa_layout, view.players)
        self.dice = own_dice(view)
        self.tile_index = {tile_code(t): i for i, t in enumerate(view.tiles) if t >= 0}
        self.herd_pos = {
            tile_code(make_tile(b, v)): (s, b, k)
            for s in range(view.players)
            for b, herd in enumerate(view.herds[s])
            for k, v in enumerate(herd)
        }
        self._previews: dict[Any, ElGauchoChoices] = {}
        self._pickable: dict[Selection, list[Target]] = {}
        self.view, self.legal = view, tuple(legal)
        self._by_id = self._resolve([(a, p) for a in self.legal for p in self.base_paths(a)])
        super().__init__(view, legal)

    @functools.cached_property
    def _board(self) -> tuple[Target, ...]:
        """Every target on the board now, in keyboard order (worked out when first asked)."""
        return tuple(self._board_targets())

    @functools.cached_property
    def _board_set(self) -> frozenset[Target]:
        return frozenset(self._board)

    # -- paths --------------------------------------------------------------------------

    def paths(self, action: Any) -> Iterable[Iterable[Target]]:
        """Every path of the legal ``action`` (see the module docstring)."""
        found = self._by_id.get(id(action))  # (one of ``legal`` itself: the base's routes)
        return found if found is not None else self._resolved[action]

    @functools.cached_property
    def _resolved(self) -> dict[Any, list[Selection]]:
        """Every path of each legal action, by action (worked out when first asked: it hashes
        the actions, and a board's first paint asks none, issue 18)."""
        return {a: self._by_id[id(a)] for a in self.legal}

    def base_paths(self, action: Any) -> list[Selection]:
        """Every path of ``action`` before paths that meet are told apart."""
        view, seat = self.view, self.seat
        if isinstance(action, rules.Keep):
            return [(*(("keep_tile", c) for c in order), KEEP) for order in _keep_orders(action)]
        if isinstance(action, rules.PlaceOpening):
            return [(("area", AREAS.index(action.area)),)]
        if isinstance(action, rules.TakeDice):
            return [
                (("pool_die", i), ("pool_die", j), TAKE)
                for i, j in itertools.permutations(range(len(view.pool)), 2)
                if sorted((view.pool[i], view.pool[j])) == list(action.dice)
            ]
        if isinstance(action, _PAID):
            place = self._place(action)
            return [(place,), *((*dice, place) for dice in self._dice_orders(action.dice))]
        if isinstance(action, rules.TakeBack):
            if action.area is not None:
                return [(("area_gaucho", (AREAS.index(action.area), seat)),)]
            return [(("tile", self.tile_index[action.tile or ""]),)]
        area = _AREA_OF.get(type(action))
        if area is not None:
            gaucho: Target = ("area_gaucho", (area, seat))
            if isinstance(action, rules.ActivateImmediateSale):
                b = BREEDS.index(action.breed)
                herd: Target = ("herd", (seat, b))
                tiles_ = [("herd_tile", (seat, b, k)) for k in range(len(view.herds[seat][b]))]
                return [(gaucho, herd), (herd,), *((gaucho, t) for t in tiles_)]
            if isinstance(action, rules.ActivateSteal):
                pos = self.herd_pos[action.tile]
                stolen: Target = ("herd_tile", pos)
                return [(gaucho, stolen), (stolen,), (("herd", pos[:2]), stolen)]
            if isinstance(action, rules.ActivateReplace):
                tile: Target = ("tile", self.tile_index[action.tile])
                return [(gaucho, tile), (tile,)]
            if isinstance(action, rules.ActivateRaise):
                tiles = [("tile", self.tile_index[c]) for c in action.tiles]
                out = [(gaucho, *order) for order in itertools.permutations(tiles)]
                return [*out, tuple(tiles)] if len(tiles) == 1 else out
            return [(gaucho,)]  # Wish (its value is a choice), Hidden cattle
        if isinstance(action, rules.HiddenTake):
            steppe: Target = ("steppe_tile", action.tile)
            space: Target = ("space", self.lay.index(action.row, action.space))
            return [(steppe, space), (space, steppe)]
        if isinstance(action, rules.AddToHerd):
            adds = sum(isinstance(a, rules.AddToHerd) for a in self.legal)
            waiting: Target = ("pending", action.tile)
            return [(waiting,), (choice(action),)] if adds <= MAX_CHOICES else [(waiting,)]
        if isinstance(action, rules.HiddenDone):
            return [(HIDDEN_DONE,)]
        if isinstance(action, rules.EndTurn):
            return [(END_TURN,)]
        raise ValueError(f"not an El Gaucho action: {action!r}")

    @staticmethod
    def _resolve(base: list[tuple[Any, Selection]]) -> dict[int, list[Selection]]:
        """Each action's paths, by the action's ``id`` (the legal actions are distinct, EG's
        invariant, so each is its own object: no action is hashed, which would make its
        class's hash, ~1.5M instructions of a board's first paint); a path that meets another
        action's (the same targets, or the start of a longer path) ends with the
        ``("choice", action)`` that tells them apart."""
        starts: dict[Selection, set[int]] = {}
        for a, p in base:
            for n in range(1, len(p) + 1):
                starts.setdefault(p[:n], set()).add(id(a))
        out: dict[int, list[Selection]] = {}
        for a, p in base:
            path = (*p, choice(a)) if starts[p] - {id(a)} else p
            found = out.setdefault(id(a), [])
            if path not in found:
                found.append(path)
        return out

    def _place(self, action: Any) -> Target:
        if isinstance(action, rules.Occupy):
            return ("area", AREAS.index(action.area))
        return ("tile", self.tile_index[action.tile])

    def _dice_orders(self, values: Sequence[int]) -> list[tuple[Target, ...]]:
        """Every order of own dice (by index) showing ``values``."""
        out: list[tuple[Target, ...]] = []
        for combo in itertools.permutations(range(len(self.dice)), len(values)):
            if sorted(self.dice[k] for k in combo) == sorted(values):
                order = tuple(("die", k) for k in combo)
                if order not in out:
                    out.append(order)
        return out

    # -- what the board shows -----------------------------------------------------------

    def _board_targets(self) -> Iterable[Target]:
        """Every target on the board now, in keyboard order."""
        view, seat = self.view, self.seat
        for t in view.drawn if view.phase == "keep" else ():
            yield ("keep_tile", tile_code(t))
        if view.phase == "keep" and view.drawn:
            yield KEEP
        for k in range(len(view.pool)):
            yield ("pool_die", k)
        if taking_dice(view):
            yield TAKE
        for k in range(len(self.dice)):
            yield ("die", k)
        for row in self.lay.rows:
            for i in row:
                yield ("tile", i) if view.tiles[i] >= 0 else ("space", i)
        for code in view.steppe_known if view.hidden_active else ():
            yield ("steppe_tile", tile_code(code))
        n = view.players
        for a in range(len(AREAS)):
            yield ("area", a)
            for s in range(n):
                if view.areas[a * n + s] >= 0:
                    yield ("area_gaucho", (a, s))
        for s in range(n):
            for b, herd in enumerate(view.herds[s]):
                if b == view.removed_breed:
                    continue
                if s == seat or herd:
                    yield ("herd", (s, b))
                for k in range(len(herd)):
                    yield ("herd_tile", (s, b, k))
        if seat >= 0:
            for t in view.pending[seat]:
                yield ("pending", tile_code(t))
        if view.phase == "turn" and view.hidden_active:
            yield HIDDEN_DONE
        elif view.phase == "turn":
            yield END_TURN

    def shown(self, selection: Selection) -> Iterable[Target]:
        """Every target on the board but those already picked, and the choices."""
        picked = set(selection)
        yield from (t for t in self._board if t not in picked)
        yield from (t for t in self.next_targets(selection) if t[0] == "choice")

    # -- taking dice: what the two chosen would pay for ---------------------------------

    def _take_of(self, selection: Selection) -> rules.TakeDice | None:
        """The dice taken by a selection that starts with two dice of the roll, else None."""
        if len(selection) < 2 or self.view.dice_taken:
            return None
        first, second = selection[0], selection[1]
        if first[0] != "pool_die" or second[0] != "pool_die" or first == second:
            return None
        pool = self.view.pool
        take = rules.TakeDice((pool[first[1]], pool[second[1]]))
        return take if take in self._paths else None

    def preview(self, take: rules.TakeDice) -> ElGauchoChoices:
        """The choice model once ``take`` is taken (EG-3.1); its buttons and dice are not
        offered before the dice are taken."""
        found = self._previews.get(take)
        if found is None:
            view, legal = rules.legal_after_taking(self.view, take)
            found = self._previews[take] = ElGauchoChoices(view, legal)
        return found

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        """See :meth:`farmhouse.core.choices.Choices.targets`; after two dice of the roll,
        what they would pay for (the first pick of the preview) is pickable too."""
        selection = tuple(selection)
        return {
            t: None if ok else self.refusal(selection, t) for t, ok in self.lit(selection).items()
        }

    def lit(self, selection: Selection = ()) -> dict[Target, bool]:
        """The keys of :meth:`targets` in its order, True for those that can be picked,
        without working out a reason (see :class:`farmhouse.core.choices.LitChoices`: the
        board lights these and asks :meth:`reason` only for a target looked at)."""
        selection = tuple(selection)
        take = self._take_of(selection)
        if take is None:
            found = self.shown_lit(selection)
            if selection:
                for button in ANYTIME:
                    if found.get(button) is False and button in self.next_targets(()):
                        found[button] = True
            return found
        rest = selection[2:]
        out: dict[Target, bool] = {}
        if not rest:
            out[TAKE] = True
        for t, ok in self.preview(take).lit(rest).items():
            if t[0] in ("die", "pool_die", "button") or t in selection:
                continue
            out[t] = ok
        for t in self._board:
            if t not in out and t not in selection:
                out[t] = False
        return out

    def pickable(self, selection: Selection = ()) -> list[Target]:
        """The targets that can be picked after ``selection``, in order: the keys of
        :meth:`targets` that map to None, without working out any refusal (cheap: what the
        board lights; worked out once per selection)."""
        selection = tuple(selection)
        found = self._pickable.get(selection)
        if found is None:
            found = self._pickable[selection] = self._pickable_after(selection)
        return list(found)

    def _pickable_after(self, selection: Selection) -> list[Target]:
        take = self._take_of(selection)
        if take is None:
            found = self.next_targets(selection)
            if selection:
                start = self.next_targets(())
                found += [b for b in ANYTIME if b in start and b not in found]
            return found
        rest = selection[2:]
        found = [TAKE] if not rest else []
        for t in self.preview(take).pickable(rest):
            if t[0] not in ("die", "pool_die", "button") and t not in selection:
                found.append(t)
        return found

    def reason(self, selection: Selection, target: Target) -> IllegalAction | None:
        """``targets(selection)[target]`` alone: None if ``target`` can be picked after
        ``selection``, else the rules' reason why not."""
        if target in self.pickable(selection):
            return None
        return self.refusal(tuple(selection), target)

    def is_shown(self, target: Target) -> bool:
        """Whether ``target`` is on the board now (a key of :meth:`targets`)."""
        return target in self._board_set or target[0] == "choice"

    def pick(self, selection: Selection, target: Target) -> Selection | Any:
        """See :meth:`farmhouse.core.choices.Choices.pick`; a pick in the preview of two dice
        of the roll takes them (the rest waits: :meth:`carried`)."""
        selection = tuple(selection)
        if target in ANYTIME and target in self.next_targets(()):
            selection = ()
        take = self._take_of(selection)
        if take is None:
            got = super().pick(selection, target)
            if isinstance(got, tuple) and got[0][0] == "area_gaucho":
                left = self.actions_after(got)
                if len(left) == 1:  # a gaucho with one possible effect acts at once
                    return left[0]
            return got
        rest = selection[2:]
        if target == TAKE and not rest:
            return take
        if target[0] in ("die", "pool_die", "button"):
            raise self.refusal(selection, target)
        got = self.preview(take).pick(rest, target)
        if isinstance(got, tuple):
            return (*selection[:2], *got)
        return take

    def carried(self, selection: Selection, target: Target) -> Selection:
        """The picks to make again in the seat's next decision after ``pick(selection,
        target)`` took the dice of the roll: those after the two dice (else ``()``)."""
        if self._take_of(tuple(selection)) is None or target in (TAKE, *ANYTIME):
            return ()
        return (*tuple(selection)[2:], target)

    # -- why not ------------------------------------------------------------------------

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        """The rules' reason why ``target`` cannot be picked after ``selection`` (for a
        target not on the board, :meth:`missing`)."""
        if not self.legal:
            return IllegalAction(NOT_YOUR_TURN)
        why = self.missing(selection, target) or self._why(selection, target)
        return why if why is not None else IllegalAction(NOT_WITH_SELECTION)

    def missing(self, selection: Selection, target: Target) -> IllegalAction | None:
        """Why ``target`` is not on the board now (None: it is, or picked already; after two
        dice of the roll, on the board once they are taken): a number key past the dice of the
        roll or the own dice (:data:`NO_SUCH_DIE`: how many there are), past the opening
        tiles drawn (:data:`NO_SUCH_KEY`), anything else (:data:`NOT_ON_BOARD`)."""
        if target in selection or self.is_shown(target):
            return None
        kind, view = target[0], self.view
        take = self._take_of(selection)
        if kind not in ("pool_die", "key", "button") and take is not None:
            return self.preview(take).missing(selection[2:], target)  # (the board then)
        if kind == "pool_die":
            return IllegalAction(NO_SUCH_DIE, count=len(view.pool), roll=True)
        if kind == "die":
            return IllegalAction(NO_SUCH_DIE, count=len(self.dice), roll=False)
        if kind == "key" and view.phase == "keep":
            return IllegalAction(NO_SUCH_KEY, count=len(view.drawn))
        if kind == "key":  # (past the choice panel's buttons)
            return IllegalAction(NO_SUCH_KEY, count=len(self.buttons(selection)), choices=True)
        return IllegalAction(NOT_ON_BOARD)

    def _why(self, selection: Selection, target: Target) -> IllegalAction | None:
        view, seat = self.view, self.seat
        kind = target[0]
        value: Any = target[1] if len(target) > 1 else None
        first = selection[0][0] if selection else None
        if kind == "keep_tile" or target == KEEP:
            picked = [t[1] for t in selection if t[0] == "keep_tile"]
            return rules.keep_problem(view, picked if target == KEEP else [*picked, value])
        if target == END_TURN:
            return rules.check_in_view(view, rules.EndTurn())
        if target == HIDDEN_DONE:
            return rules.check_in_view(view, rules.HiddenDone())
        if kind == "pool_die" or target == TAKE:
            pool = [view.pool[t[1]] for t in selection if t[0] == "pool_die"]
            if kind == "pool_die":
                pool.append(view.pool[value])
                pool += pool if len(pool) == 1 else []
            return rules.check_in_view(view, rules.TakeDice(tuple(pool)))
        take = self._take_of(selection)
        if take is not None:
            return self.preview(take).refusal(selection[2:], target)
        paid = [self.dice[t[1]] for t in selection if t[0] == "die"] if first == "die" else None
        if kind == "die":
            return rules.dice_problem(
                view, seat, [*(paid or []), self.dice[value]], view.steppe_count
            )
        if kind == "tile":
            code = tile_code(view.tiles[value])
            if first == "area_gaucho":
                return self._activation_why(selection, code)
            g = view.gauchos[value]
            if g >= 0 and g & 1 and g >> 1 != seat and paid is None:
                replace = rules.check_in_view(view, rules.ActivateReplace(code))
                if replace is not None and replace.reason != "EG.illegal.no_gaucho_on_area":
                    return replace
            return rules.tile_problem(view, seat, value, paid)
        if kind == "area":
            if view.phase == "opening":
                return rules.check_in_view(view, rules.PlaceOpening(AREAS[value]))
            return rules.area_problem(view, seat, value, paid)
        if kind == "area_gaucho":
            area, owner = value
            return rules.activation_problem(view, seat, area, view.steppe_count, owner)
        if kind == "herd":
            s, b = value
            if s != seat:  # a Steal from it (EG-5.8)
                code = tile_code(make_tile(b, view.herds[s][b][0]))
                return rules.check_in_view(view, rules.ActivateSteal(code))
            return rules.check_in_view(view, rules.ActivateImmediateSale(BREEDS[b]))
        if kind == "herd_tile":
            s, b, k = value
            code = tile_code(make_tile(b, view.herds[s][b][k]))
            if first == "area_gaucho":
                return self._activation_why(selection, code)
            return rules.check_in_view(view, rules.ActivateSteal(code))
        if kind == "steppe_tile":
            if first == "space":
                return self._hidden_why(value, selection[0][1])
            return rules.steppe_tile_problem(view, seat, value, rules.known_in_view(view))
        if kind == "space":
            if first == "steppe_tile":
                return self._hidden_why(selection[0][1], value)
            return rules.space_problem(view, value)
        if kind == "pending":
            return rules.check_in_view(view, rules.AddToHerd(value))
        return None

    def _hidden_why(self, code: str, space: int) -> IllegalAction | None:
        row, col = self.lay.row_of[space], self.lay.space_of[space]
        return rules.check_in_view(self.view, rules.HiddenTake(code, row, col))

    def _activation_why(self, selection: Selection, code: str) -> IllegalAction | None:
        """Why the tile ``code`` does not go with the activation picked first."""
        area = selection[0][1][0]
        view = self.view
        if area == AREAS.index("steal"):
            return rules.check_in_view(view, rules.ActivateSteal(code))
        if area == AREAS.index("immediate_sale"):
            breed = BREEDS[tile_id(code) // VALUES]
            return rules.check_in_view(view, rules.ActivateImmediateSale(breed))
        if area == AREAS.index("raise_replace"):
            picked = [tile_code(view.tiles[t[1]]) for t in selection[1:] if t[0] == "tile"]
            i = self.tile_index.get(code, -1)
            own = i >= 0 and view.gauchos[i] == self.seat * 2 + 1
            if own or picked:
                return rules.check_in_view(view, rules.ActivateRaise((*picked, code)))
            return rules.check_in_view(view, rules.ActivateReplace(code))
        return None

    # -- for the board and the hint ------------------------------------------------------

    @functools.cached_property
    def stage(self) -> str:
        """The seat's decision now: "wait" (none: another seat decides), "keep" (its opening
        tiles, EG-1.5), "take" (two dice of the roll, EG-3.1) or "main" (the rest of its
        turn, or its tiles to add to its herds, EG-6.4)."""
        view = self.view
        if not self.legal:
            return "wait"
        if view.phase == "keep":
            return "keep"
        return "take" if taking_dice(view) else "main"

    def key_target(self, digit: int) -> Target | None:
        """The target of number key ``digit`` + 1 (0 to 8): the opening tile drawn, the die
        of the roll (EG-3.1) or the seat's own die (EG-3.3) in that place, also while another
        seat decides (its refusal says so); past the tiles drawn ``("key", digit)``, past the
        dice a die that is not there (their refusals say how many there are)."""
        view = self.view
        if view.phase == "keep":
            drawn = [tile_code(t) for t in view.drawn]
            return ("keep_tile", drawn[digit]) if digit < len(drawn) else ("key", digit)
        return ("pool_die" if taking_dice(view) else "die", digit)

    def confirm(self, selection: Selection) -> Target | None:
        """What Enter confirms after ``selection`` with no target in focus: the two dice of the
        roll chosen are taken (EG-3.1), the opening tiles chosen are kept (EG-1.5); else None."""
        if self.stage == "take" and len(selection) == 2:
            return TAKE
        return KEEP if self.stage == "keep" else None

    def buttons(self, selection: Selection) -> list[Any]:
        """The actions behind the ``("choice", action)`` targets that can be picked after
        ``selection``, the first :data:`MAX_CHOICES` (the choice panel's buttons)."""
        return [t[1] for t in self.pickable(selection) if t[0] == "choice"][:MAX_CHOICES]

    def waiting(self) -> list[str]:
        """The codes of the gained tiles waiting for the seat's herds that it can add now
        (EG-6.4, EG-5.5), by tile."""
        codes = {a.tile for a in self.legal if isinstance(a, rules.AddToHerd)}
        return sorted(codes, key=tile_id)

    def choices_after(self, selection: Selection) -> list[Any]:
        """The actions behind the ``("choice", action)`` targets pickable after
        ``selection``, in order (the choice panel)."""
        targets = self.targets(selection)
        return [t[1] for t, why in targets.items() if t[0] == "choice" and why is None]

    def changed(self, events: Iterable[Event]) -> frozenset[Target]:
        """The targets ``events`` changed that are still on the board as they left them (the
        board frames them as just happened): the tiles stood or lain on, raised, taken for
        Hidden cattle, replaced or refilled (EG-3.3, EG-5.9, EG-5.10, EG-7.4), the gauchos
        placed on action areas (EG-1.6, EG-3.4) and the tiles added to herds (EG-6.4)."""
        view, found = self.view, set[Target]()
        for e in events:
            p = e.params
            if e.key in ("EG.stood", "EG.lay", "EG.raised", "EG.hidden_taken", "EG.replaced"):
                codes = p.get("tiles", ()) or [p.get("tile")]
                found.update(("tile", self.tile_index[c]) for c in codes if c in self.tile_index)
            elif e.key in ("EG.area_occupied", "EG.opening_placed") and p["area"] in AREAS:
                seat, a = p["seat"], AREAS.index(p["area"])
                if view.areas[a * view.players + seat] >= 0:
                    found.add(("area_gaucho", (a, seat)))
            elif e.key == "EG.herd_added" and isinstance(p.get("position"), int):
                spot = self.herd_pos.get(p["tile"])
                if spot is not None and (spot[0], spot[2]) == (p["seat"], p["position"]):
                    found.add(("herd_tile", spot))
            elif e.key == "EG.pampa_refilled":
                for placed in p.get("placed", ()):
                    i = self.lay.index(int(placed["row"]), int(placed["space"]))
                    if i >= 0 and view.tiles[i] >= 0:
                        found.add(("tile", i))
        return frozenset(found)

    def paths_of(self, action: Any) -> list[Selection]:
        """Every path of the legal ``action`` (``[]`` if it is not legal here)."""
        return list(self._resolved.get(action, ()))

    def spots(self, action: Any) -> list[Target]:
        """The targets a legal ``action`` involves, for the hint: where it goes first (its
        tile, space, area, gauchos, herd or button), then the dice of the roll it takes or
        the own dice it pays with, or the opening tiles it keeps."""
        paths = self.paths_of(action)
        if not paths:
            return []
        if isinstance(action, _PAID):
            place = [t for t in paths[0] if t[0] != "choice"]
            dice = next((p for p in paths if p[0][0] == "die"), ())
            return [*place, *(t for t in dice if t[0] == "die")]
        return [t for t in paths[0] if t[0] != "choice" and t not in (TAKE, KEEP)]


def _keep_orders(keep: rules.Keep) -> list[tuple[str, ...]]:
    """Every order in which the tiles of ``keep`` may be picked: each breed's tiles in herd
    order, the breeds interleaved in any way (EG-1.5)."""
    tiles = keep.tiles
    out: list[tuple[str, ...]] = []
    for order in itertools.permutations(tiles):
        same = all(
            [c for c in order if c[:2] == prefix] == [c for c in tiles if c[:2] == prefix]
            for prefix in {c[:2] for c in tiles}
        )
        if same and order not in out:
            out.append(order)
    return out


def tile_of(view: View, target: Target) -> int | None:
    """The tile a target shows (``("tile", i)``, ``("herd_tile", …)``, ``("steppe_tile", c)``,
    ``("pending", c)``, ``("keep_tile", c)``), or None."""
    kind = target[0]
    if kind == "tile":
        return view.tiles[target[1]]
    if kind == "herd_tile":
        s, b, k = target[1]
        return make_tile(b, view.herds[s][b][k])
    if kind in ("steppe_tile", "pending", "keep_tile"):
        return tile_id(target[1])
    return None
