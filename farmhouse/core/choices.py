"""The choice model: what a seat can pick now, what each pick leads to, and why a target
cannot be picked (DESIGN: a decision that has parts is one action or a short chain).

A game's legal actions are complete decisions ("play the 7 to the left side of pasture 2").
A player builds one by picking *targets* one after another (the card, then the pasture, then
the side). The choice model lists, for the targets picked so far (a *selection*), every
target the board shows and whether it can be picked now: ``None`` when it can, else the
rules' own :class:`~farmhouse.core.game.IllegalAction` saying why not. Picking a target
leads either to a longer selection or to a complete legal action.

The board, keyboard play, screen readers and the ``hard`` AI's hints all read this one
model; none of them works out a rule again. Each game has its own in
``farmhouse/games/<id>/choices.py`` (Qt-free, mypy strict), usually a subclass of
:class:`PathChoices`.

Shapes:

- a *target* is a game's own hashable key, by convention a tuple whose first item names the
  kind of thing (``("hand", 3)``, ``("pasture", 2, "left")``, ``("pass",)``);
- a *selection* is the tuple of targets picked so far in this decision (``()`` at its start).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from farmhouse.core.game import IllegalAction

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
V = TypeVar("V")

#: A target: a game's own key, a tuple whose first item names the kind of thing.
Target = tuple[Any, ...]
#: The targets picked so far in one decision.
Selection = tuple[Target, ...]

#: The reason given for every target while it is not the seat's turn.
NOT_YOUR_TURN = "core.illegal.not_your_turn"


class Choices(Protocol[A_co]):
    """What a seat can pick now (see the module docstring).

    Built by a game from a seat's view and that seat's legal actions in it; it never sees
    more than the view.
    """

    def targets(self, selection: Selection = ()) -> Mapping[Target, IllegalAction | None]:
        """Every target the board shows after ``selection``, in the order keyboard play
        visits them, mapped to ``None`` when it can be picked now, else to the rules' reason
        why not. Raises IllegalAction when ``selection`` itself cannot be reached."""
        ...

    def pick(self, selection: Selection, target: Target) -> Selection | A_co:
        """What picking ``target`` after ``selection`` leads to: the longer selection, or
        the complete legal action once the decision is whole. Raises the reason from
        :meth:`targets` (an IllegalAction) when ``target`` cannot be picked now."""
        ...


@runtime_checkable
class LitChoices(Choices[A_co], Protocol):
    """A choice model that can say what can be picked without working out why the rest
    cannot (optional: a board lights what :meth:`lit` says on every refresh and asks
    :meth:`reason` only for a target a player hovers, clicks or focuses, or a screen reader
    reads). A model without these methods is read through :meth:`Choices.targets`
    (:func:`reasons_of`)."""

    def lit(self, selection: Selection = ()) -> Mapping[Target, bool]:
        """Every key of ``targets(selection)``, in its order, mapped to True when it can be
        picked now (``targets(selection)[t] is None``), without working out any reason.
        Raises IllegalAction when ``selection`` itself cannot be reached."""
        ...

    def reason(self, selection: Selection, target: Target) -> IllegalAction | None:
        """``targets(selection)[target]`` alone: None when ``target`` can be picked after
        ``selection``, else the rules' reason why not."""
        ...


@runtime_checkable
class StuckChoices(Choices[A_co], Protocol):
    """A choice model that can say why a choice under way leads nowhere yet (optional: a
    board asks it when nothing can be picked after the selection, and says the reason on
    Tab and Enter instead of moving the keyboard focus off the board)."""

    def stuck(self, selection: Selection) -> IllegalAction | None:
        """The rules' reason why nothing can be picked after ``selection`` (and what would
        help: e.g. a tile held turned a way that fits nowhere), or None when something can
        be picked or ``selection`` is empty."""
        ...


#: A square cell of a grid of places: its column x (east +) and row y (north +).
Cell = tuple[int, int]


@runtime_checkable
class CarryChoices(Choices[A_co], Protocol):
    """A choice model whose selection can hold a piece over a grid of places (a tile taken
    from the hand, with a face and a turn, before its place is picked): what a board's
    :class:`~farmhouse.app.board.parts.carry.Carry` asks (optional). A piece and its turn
    are the game's own values."""

    def held(self, selection: Selection) -> Any:
        """The piece ``selection`` holds, or None."""
        ...

    def ghost_cell(self, piece: Any, cell: Cell | None) -> Cell | None:
        """Where the ghost of ``piece`` stands: ``cell`` (where it stood) while the piece may
        go there, else the game's first place for it (``cell`` when it has none)."""
        ...

    def ghost_shown(self, piece: Any, cell: Cell | None) -> bool:
        """True if the ghost of ``piece`` (None: nothing held) shows at ``cell``."""
        ...

    def fits(self, piece: Any, cell: Cell) -> str:
        """How ``piece`` fits at ``cell``: "fit" (as it is turned), "turn" (turned another
        way) or "" (not at all)."""
        ...

    def bad_sides(self, piece: Any, cell: Cell) -> tuple[int, ...]:
        """The sides of ``piece`` as turned (0 north, then clockwise) that do not match their
        neighbours at ``cell``, where it does not fit as turned; () elsewhere."""
        ...

    def turned(self, piece: Any, step: int = 1, flip: bool = False) -> Any:
        """The turn of ``piece`` turned a ``step`` (−1: the other way), or with ``flip``
        turned over."""
        ...

    def turned_to_fit(self, piece: Any, cell: Cell) -> Any:
        """The turn of ``piece`` turned until it fits at ``cell``, a place where it fits
        when turned."""
        ...

    def hold(self, piece: Any, turn: Any) -> Target:
        """``piece`` is held turned ``turn`` from now on: the target that picks it up so."""
        ...


class Reasons(Mapping[Target, "IllegalAction | None"]):
    """``choices.targets(selection)`` read lazily: the keys (every target shown, in keyboard
    order) and which of them can be picked are known at once; the reason of a refused
    target is worked out the first time it is read (``reasons[t]``, ``get``, ``items``…) and
    kept. ``lit``: target → True when it can be picked; ``why``: a refused target's reason
    (asked at most once per target)."""

    def __init__(
        self,
        lit: Mapping[Target, bool],
        why: Callable[[Target], IllegalAction | None],
    ) -> None:
        self._lit = dict(lit)
        self._why = why
        self._known: dict[Target, IllegalAction | None] = {}

    @classmethod
    def of(cls, targets: Mapping[Target, IllegalAction | None]) -> Reasons:
        """The reasons of a ``targets(selection)`` already worked out."""
        found = dict(targets)
        out = cls({t: r is None for t, r in found.items()}, found.__getitem__)
        out._known = found
        out._whole = True
        return out

    _whole = False  # every reason is known, in the keys' order (made by :meth:`of`)

    def __getitem__(self, target: Target) -> IllegalAction | None:
        if target in self._known:
            return self._known[target]
        if self._lit[target]:  # (KeyError for a target not shown)
            return None
        why = self._known[target] = self._why(target)
        return why

    def __contains__(self, target: object) -> bool:
        return target in self._lit

    def __iter__(self) -> Iterator[Target]:
        return iter(self._lit)

    def __len__(self) -> int:
        return len(self._lit)

    def whole(self) -> dict[Target, IllegalAction | None]:
        """Every target and its reason, as ``targets(selection)`` gives them (every reason
        worked out now)."""
        if self._whole:
            return dict(self._known)
        return {t: self[t] for t in self._lit}

    def is_lit(self, target: Target) -> bool:
        """True if ``target`` is shown and can be picked now (no reason is worked out)."""
        return self._lit.get(target, False)

    def pickable(self) -> list[Target]:
        """The targets that can be picked now, in order (no reason is worked out)."""
        return [t for t, ok in self._lit.items() if ok]

    def waiting(self, reason: IllegalAction) -> Reasons:
        """These reasons while the seat may not pick (an AI thinks, an animation runs):
        every target that could be picked is refused with ``reason``; the others keep
        theirs (still worked out only when read)."""

        def why(target: Target) -> IllegalAction | None:
            return reason if self._lit[target] else self[target]

        return Reasons(dict.fromkeys(self._lit, False), why)


def reasons_of(choices: Choices[Any], selection: Selection = ()) -> Reasons:
    """``choices.targets(selection)`` as :class:`Reasons`: lazily through :meth:`LitChoices.lit`
    and :meth:`LitChoices.reason` when the model has them, else every reason at once.
    Raises IllegalAction when ``selection`` cannot be reached."""
    selection = tuple(selection)
    kind = type(choices)
    lit = _LIT_KINDS.get(kind)
    if lit is None:  # (a runtime protocol check costs tens of microseconds: once per class)
        lit = _LIT_KINDS[kind] = isinstance(choices, LitChoices)
    if lit:
        model: Any = choices
        return Reasons(model.lit(selection), lambda t: model.reason(selection, t))
    return Reasons.of(choices.targets(selection))


#: Whether each class of choice model seen is a :class:`LitChoices`.
_LIT_KINDS: dict[type, bool] = {}


class PathChoices(Generic[V, A]):
    """A choice model built from the legal actions: each action is a *path* of targets.

    A game subclass gives:

    - :meth:`path` — the targets a player picks, in order, to make an action (the paths of
      the legal actions are distinct and none is a prefix of another); or :meth:`paths`,
      when an action can be picked in more than one way (two cards in either order, either
      of two alike cards): every such path, the first one the action's own;
    - :meth:`shown` — every target the board shows after a selection, pickable or not, in
      keyboard order (defaults to the pickable ones only);
    - :meth:`refusal` — for a shown target that no legal path continues with, the rules'
      own reason (called only for such targets; it must come from the rules' checks, never
      be restated).

    ``view`` is the seat's view and ``legal`` its legal actions in it (empty when it is not
    that seat's turn: then nothing can be picked, and every shown target gives
    :data:`NOT_YOUR_TURN`).
    """

    def __init__(self, view: V, legal: Sequence[A]) -> None:
        self.view = view
        self.legal: tuple[A, ...] = tuple(legal)
        #: every (path, action): several for an action that can be picked in several ways
        self._routes: list[tuple[Selection, A]] = [
            (tuple(p), a) for a in self.legal for p in self.paths(a)
        ]

    @functools.cached_property
    def _paths(self) -> dict[A, Selection]:
        """Each legal action's first path (:meth:`path_of`), worked out when first asked: it
        hashes every legal action, and a board's first paint asks none (hashing the first
        instance of an action class makes its hash, ~1.5M instructions of a save's start:
        :func:`farmhouse.core.records.methods_when_asked`)."""
        paths: dict[A, Selection] = {}
        for p, a in self._routes:
            paths.setdefault(a, p)
        return paths

    # -- what a game provides -------------------------------------------------------------

    def path(self, action: A) -> Iterable[Target]:
        """The targets picked, in order, to make ``action``."""
        raise NotImplementedError

    def paths(self, action: A) -> Iterable[Iterable[Target]]:
        """Every path of targets that makes ``action``, its own (:meth:`path_of`) first
        (default: just :meth:`path`)."""
        return (self.path(action),)

    def shown(self, selection: Selection) -> Iterable[Target]:
        """Every target the board shows after ``selection`` (default: the pickable ones)."""
        return self.next_targets(selection)

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        """Why ``target`` cannot be picked after ``selection`` (the rules' own reason)."""
        raise NotImplementedError

    # -- what every game gets -------------------------------------------------------------

    def next_targets(self, selection: Selection) -> list[Target]:
        """The targets that continue some legal path after ``selection``, in the order of
        the legal actions (each once)."""
        n = len(selection)
        seen: dict[Target, None] = {}
        for path, _ in self._routes:
            if len(path) > n and path[:n] == selection:
                seen.setdefault(path[n], None)
        return list(seen)

    def actions_after(self, selection: Selection) -> list[A]:
        """The legal actions whose paths start with ``selection``."""
        n = len(selection)
        return list(dict.fromkeys(a for p, a in self._routes if p[:n] == selection))

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        """See :meth:`Choices.targets`."""
        selection = tuple(selection)
        return {
            t: None if ok else self._why_not(selection, t)
            for t, ok in self.shown_lit(selection).items()
        }

    def shown_lit(self, selection: Selection = ()) -> dict[Target, bool]:
        """The keys of :meth:`targets` in its order, each True when it can be picked, with no
        reason worked out (what a :class:`LitChoices` model's ``lit`` answers, for a subclass
        that opts in). Raises IllegalAction when ``selection`` cannot be reached."""
        selection = tuple(selection)
        if selection and not self.actions_after(selection):
            raise IllegalAction("core.illegal.selection_unreachable")
        pickable = set(self.next_targets(selection))
        out = {t: t in pickable for t in self.shown(selection)}
        for t in pickable:  # a pickable target is always shown
            out.setdefault(t, True)
        return out

    def pick(self, selection: Selection, target: Target) -> Selection | A:
        """See :meth:`Choices.pick`."""
        longer = (*tuple(selection), target)
        done = [a for p, a in self._routes if p == longer]
        if done:
            return done[0]
        if any(p[: len(longer)] == longer for p, _ in self._routes):
            return longer
        if selection and not self.actions_after(tuple(selection)):
            raise IllegalAction("core.illegal.selection_unreachable")
        raise self._why_not(tuple(selection), target)

    def _why_not(self, selection: Selection, target: Target) -> IllegalAction:
        if not self.legal:
            return IllegalAction(NOT_YOUR_TURN)
        return self.refusal(selection, target)

    def path_of(self, action: A) -> Selection:
        """The (first) path of a legal ``action`` (KeyError if it is not legal here)."""
        return self._paths[action]
