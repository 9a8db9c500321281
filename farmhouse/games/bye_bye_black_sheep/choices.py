"""The choice model of Bye-Bye Black Sheep (see :mod:`farmhouse.core.choices`): from a seat's
view and its legal actions, every target the board shows, whether it can be picked now, and
the rules' own reason when it cannot. No Qt here.

Targets (tuples; the first item names the kind):

- ``("hand", seat)``: another player's hand: draw from it (BB-4.1), or the player to ask with
  the Eagle (BB-7.2a);
- ``("species", s)``: a species in use: the Eagle's question, after its player (BB-7.2a), or
  the species a placed joker stands for (BB-5.4);
- ``("mole", kind)``: a card of the hand seen with the Mole (BB-7.3b);
- ``("zoo", seat, kind)``: a card in a zoo, for the Thieving Magpie (BB-7.4c);
- ``("own", kind)``: a card of the seat's own hand, to place (BB-5.2.3, BB-5.3, BB-7.5);
- ``("stop",)``: stop drawing (BB-4.1); ``("decline",)``: the "no" of the decision due (do
  not ask, take nothing, do not place, place no more: BB-7.2a, BB-7.4c, BB-7.5, BB-5.3).

The paths of the actions: ``Draw(t)`` is ``hand t``; ``AskEagle(t, s)`` is ``hand t`` then
``species s``; ``Place(0, s)`` (the joker) is ``own 0`` then ``species s``; every other action
is one target. While the Eagle's species is due, its "no" can still be picked (the complete
action ``Decline()``); another player is asked after a step back (Esc). A whole decision is
no selection to go on from (``(STOP,)``: Stop ends the drawing, BB-4.1): asked about one,
the model raises ``IllegalAction("core.illegal.selection_unreachable")``, as for a selection
no action starts with.

Every reason comes from :func:`~farmhouse.games.bye_bye_black_sheep.rules.check_in_view` and
the checks it runs (the ones :meth:`~farmhouse.games.bye_bye_black_sheep.rules.ByeByeBlackSheep.apply`
runs), called with the action a target stands for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from farmhouse.core.choices import NOT_YOUR_TURN, PathChoices, Selection, Target
from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep import rules
from farmhouse.games.bye_bye_black_sheep.data import JOKER, species_in_use
from farmhouse.games.bye_bye_black_sheep.rules import (
    Action,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Phase,
    Place,
    Steal,
    Stop,
    View,
)

#: The joker's first step: the species it stands for is due next (BB-5.4).
JOKER_CARD: Target = ("own", JOKER)
STOP: Target = ("stop",)
DECLINE: Target = ("decline",)


def _reason(check: Callable[[], object]) -> IllegalAction | None:
    """The IllegalAction ``check`` raises (a rules check), or None when it passes."""
    try:
        check()
    except IllegalAction as refusal:
        return refusal
    return None


class ByeByeChoices(PathChoices[View, Action]):
    """The choice model of a seat (see the module docstring).

    ``view``: the seat's :class:`~farmhouse.games.bye_bye_black_sheep.rules.View`;
    ``legal``: its legal actions (``GAME.legal_actions_in_view(view)``; empty while the
    seat may not choose); ``viewer``: the seat the board draws at the bottom (the view's
    seat; a spectator's board passes its viewpoint), which orders the other players'
    hands clockwise after it, as the board lays them out.
    """

    def __init__(self, view: View, legal: Sequence[Action], viewer: int | None = None) -> None:
        if viewer is None:
            viewer = view.seat if view.seat is not None else view.active
        self.viewer = viewer
        self._waiting: IllegalAction | None = None
        self._answers: dict[Selection, dict[Target, IllegalAction | None]] = {}
        self._lit: dict[Selection, dict[Target, bool]] = {}
        super().__init__(view, legal)

    # -- the shape of the game's decisions ----------------------------------------------

    def path(self, action: Action) -> Iterable[Target]:
        """The targets picked, in order, to make ``action`` (see the module docstring)."""
        if isinstance(action, Draw):
            return [("hand", action.target)]
        if isinstance(action, AskEagle):
            return [("hand", action.target), ("species", action.species)]
        if isinstance(action, MolePick):
            return [("mole", action.card)]
        if isinstance(action, Steal):
            return [("zoo", action.victim, action.card)]
        if isinstance(action, Place):
            if action.declare is not None:
                return [("own", action.card), ("species", action.declare)]
            return [("own", action.card)]
        if isinstance(action, Stop):
            return [STOP]
        return [DECLINE]

    def others(self) -> list[int]:
        """The other seats, clockwise after the viewer (the order of the board's panels)."""
        n = self.view.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def shown(self, selection: Selection) -> Iterable[Target]:
        """The targets of the step due first, in keyboard order (the other players' hands
        clockwise, the species in number order, the Mole's cards and the own hand by kind,
        the zoos' cards by seat and kind), then its button, then every other card the
        board shows (each other player's hand, the own hand, every zoo card), which can
        only be refused."""
        view = self.view
        phase = view.phase
        hands = [("hand", s) for s in self.others()]
        species = [("species", s) for s in species_in_use(view.players)]
        own = [("own", k) for k in sorted(set(view.hand))]
        step: list[Target]
        if selection and selection[0] == JOKER_CARD:
            step = species
        elif phase is Phase.EAGLE:
            step = species if selection else [*hands, *species]
        elif phase is Phase.MOLE and view.subject is not None:
            step = [("mole", k) for k in sorted(set(view.known[view.subject]))]
        elif phase is Phase.MAGPIE:
            step = [
                ("zoo", v, k)
                for v in range(view.players)
                if v != view.active
                for k in sorted(set(view.zoos[v]))
            ]
        elif phase in (Phase.PLACE, Phase.WHITE_SHEEP):
            step = own
        else:
            step = hands
        if not selection:
            step.append(STOP if phase is Phase.DRAW else DECLINE)
        zoos = [("zoo", v, k) for v in range(view.players) for k in sorted(set(view.zoos[v]))]
        return list(dict.fromkeys([*step, *hands, *own, *zoos]))

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        """Why ``target`` cannot be picked after ``selection``: the reason the rules'
        checks give for the action the target stands for (see the module docstring).
        Raises IllegalAction("core.illegal.selection_unreachable") for a ``selection`` no
        legal action goes on from (a whole decision, :meth:`shown_lit`), and ValueError for
        a ``target`` the rules let through (it can be picked: it has no refusal)."""
        self._going_on(selection)
        view = self.view
        kind = target[0]
        check: Callable[[], object]
        if selection and selection[0] == JOKER_CARD:  # the joker's species is due (BB-5.4)
            declare = target[1] if kind == "species" else None
            check = lambda: rules.check_in_view(view, Place(JOKER, declare))  # noqa: E731
        elif kind == "species":
            asked = selection[0][1] if selection and selection[0][0] == "hand" else None
            check = lambda: self._ask(asked, target[1])  # noqa: E731
        elif kind == "hand" and self._asking(selection):  # the species is due
            check = lambda: self._ask(selection[0][1], None)  # noqa: E731
        elif kind == "hand" and view.phase is Phase.EAGLE:
            check = lambda: self._ask(target[1], species_in_use(view.players)[0])  # noqa: E731
        else:
            action = _action_of(target)
            check = lambda: rules.check_in_view(view, action)  # noqa: E731
        reason = _reason(check)
        if reason is None:
            raise ValueError(f"{target!r} can be picked after {selection!r}: it has no refusal")
        return reason

    def _going_on(self, selection: Selection) -> None:
        """Raise IllegalAction("core.illegal.selection_unreachable") unless a legal action
        goes on from ``selection`` (``()`` always does)."""
        if selection and not self.next_targets(tuple(selection)):
            raise IllegalAction("core.illegal.selection_unreachable")

    def shown_lit(self, selection: Selection = ()) -> dict[Target, bool]:
        """See :meth:`PathChoices.shown_lit`; a whole decision (``(STOP,)``, one hand while
        drawing: BB-4.1) is no selection to go on from: IllegalAction
        ("core.illegal.selection_unreachable"), as for one no action starts with."""
        self._going_on(selection)
        return super().shown_lit(selection)

    def _ask(self, target: int | None, species: int | None) -> None:
        """The rules' checks of an Eagle question (the decision due first)."""
        view = self.view
        if view.phase is not Phase.EAGLE:
            rules.check_in_view(view, AskEagle(target or 0, species or 1))
        rules.check_turn(view)
        rules.check_ask(view.players, view.active, target, species)

    def _why_not(self, selection: Selection, target: Target) -> IllegalAction:
        """The reason while nothing can be picked is the rules' (the game is over, another
        seat decides), else the core's "not now" (the seat's board does not take choices:
        a hand-over, a replay)."""
        if not self.legal:
            if self._waiting is None:  # (the same for every target)
                turn = _reason(lambda: rules.check_turn(self.view))
                self._waiting = turn or IllegalAction(NOT_YOUR_TURN)
            return self._waiting
        return self.refusal(selection, target)

    # -- the Eagle's "no" stays while its species is due ------------------------------------

    def _asking(self, selection: Selection) -> bool:
        """True while the Eagle's species is due (its player picked)."""
        return (
            len(selection) == 1
            and selection[0][0] == "hand"
            and self.view.phase is Phase.EAGLE
            and bool(self.legal)
        )

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        """See :meth:`farmhouse.core.choices.Choices.targets`; while the Eagle's species is
        due, its "no" can be picked too (after the species)."""
        selection = tuple(selection)
        known = self._answers.get(selection)
        if known is None:  # (the board and its prompt ask alike: answered once)
            known = super().targets(selection)
            if self._asking(selection) and DECLINE in self.next_targets(()):
                known[DECLINE] = None
            self._answers[selection] = known
        return dict(known)

    def pick(self, selection: Selection, target: Target) -> Selection | Action:
        """See :meth:`farmhouse.core.choices.Choices.pick`; while the Eagle's species is
        due, "no" declines (the complete action)."""
        if self._asking(selection) and target == DECLINE:
            return super().pick((), target)
        self._going_on(selection)  # (a whole decision: nothing more to pick)
        return super().pick(selection, target)

    def lit(self, selection: Selection = ()) -> dict[Target, bool]:
        """Every key of :meth:`targets`, in its order, True when it can be picked, with no
        reason worked out (see :class:`farmhouse.core.choices.LitChoices`: the board lights
        from this and asks :meth:`reason` only for a target a player or a screen reader
        reads)."""
        selection = tuple(selection)
        known = self._lit.get(selection)
        if known is None:
            known = self.shown_lit(selection)
            if self._asking(selection) and DECLINE in self.next_targets(()):
                known[DECLINE] = True
            self._lit[selection] = known
        return dict(known)

    def reason(self, selection: Selection, target: Target) -> IllegalAction | None:
        """``targets(selection)[target]`` for any target, shown or not (a key may name a
        target the board does not show): None when it can be picked, else why not (only
        this target's reason is worked out)."""
        selection = tuple(selection)
        shown = self.lit(selection)
        if target in shown:
            return None if shown[target] else self._why_not(selection, target)
        try:
            self.pick(selection, target)
        except IllegalAction as refusal:
            return refusal
        return None


def _action_of(target: Target) -> Any:
    """The action a one-step target stands for, for the rules' checks."""
    kind = target[0]
    if kind == "hand":
        return Draw(target[1])
    if kind == "mole":
        return MolePick(target[1])
    if kind == "zoo":
        return Steal(target[1], target[2])
    if kind == "own":
        return Place(target[1])
    if kind == "stop":
        return Stop()
    return Decline()
