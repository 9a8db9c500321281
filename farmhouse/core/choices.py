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

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

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
        self._paths: dict[A, Selection] = {}
        for p, a in self._routes:
            self._paths.setdefault(a, p)

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
        if selection and not self.actions_after(selection):
            raise IllegalAction("core.illegal.selection_unreachable")
        pickable = set(self.next_targets(selection))
        out: dict[Target, IllegalAction | None] = {}
        for t in self.shown(selection):
            out[t] = None if t in pickable else self._why_not(selection, t)
        for t in pickable:  # a pickable target is always shown
            out.setdefault(t, None)
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
