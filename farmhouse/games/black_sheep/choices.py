"""What a Black Sheep seat can pick now, and why not the rest (the choice model,
:mod:`farmhouse.core.choices`). No Qt here.

A play (BS-3, BS-4.1) is picked in up to three steps:

1. one or two cards of the hand, in either order: ``("hand", i)``, ``i`` the card's
   position in the view's hand (alike cards are interchangeable: either cow makes the same
   play);
2. the own side of a pasture: ``("side", p)``, ``p`` = 0 for I (BS-3.1: only the own side);
3. after a single card, when the rules let the seat discard one of the others (BS-4.1): the
   card to discard, ``("discard", i)`` (its hand position again), or ``("keep",)`` to keep
   all. Without such a choice the play is whole at the side.

A forced pass (BS-2.2) is the one target ``("pass",)``.

Shown targets, in keyboard order: the hand cards not yet picked, then (once a card is
picked) the own sides of pastures I, II, III, then the pass when it is legal; at the discard
step "keep" (keyboard play lands on it first), then the other cards. A shown target that cannot be picked carries the rules'
own reason: :func:`~farmhouse.games.black_sheep.rules.check_in_view` (the checks
:meth:`~farmhouse.games.black_sheep.rules.BlackSheep.apply` makes) asked for the
play the target would make (a side: the picked cards there; a card: the picked cards with it,
on the pasture that comes nearest to taking them; a side before any card:
:data:`PICK_CARDS_FIRST`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations

from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.black_sheep.data import PASTURES, Animal
from farmhouse.games.black_sheep.rules import Pass, Play, View, check_in_view

#: A reason given only if the legal actions handed in leave out a play the rules allow on
#: the view (never with the rules' own list, :meth:`BlackSheep.legal_actions_in_view`).
NOT_OFFERED = "bs.choices.not_offered"
#: The reason for a side picked before any card (a pasture key pressed first): pick cards.
PICK_CARDS_FIRST = "bs.choices.pick_cards_first"

#: Which of the rules' refusals explains best why picked cards go to no pasture: a side with
#: room that wants another count first, then a full side, then a turned-over mat.
_TELLING = {
    "bs.illegal.wrong_card_count": 0,
    "bs.illegal.side_full": 1,
    "bs.illegal.pasture_retired": 2,
}

Action = Play | Pass


def hand_positions(selection: Selection) -> list[int]:
    """The hand positions picked in ``selection`` (its ``("hand", i)`` targets), in order."""
    return [int(t[1]) for t in selection if t[0] == "hand"]


def side_of(selection: Selection) -> int | None:
    """The pasture whose side ``selection`` has picked, or None (not yet)."""
    return next((int(t[1]) for t in selection if t[0] == "side"), None)


def just_played(recent: Sequence[Event], pasture: int, seat: int, cards: Sequence[Animal]) -> int:
    """How many of the last ``cards`` on ``seat``'s side of ``pasture`` the newest of the
    ``recent`` events played (BS-3; 0 if none did)."""
    for event in reversed(recent):
        params = event.params
        if event.key == "bs.played" and event.seat == seat and params.get("pasture") == pasture:
            played = [Animal(c) for c in params.get("cards", ())]
            if list(cards[len(cards) - len(played) :]) == played:
                return len(played)
    return 0


class BlackSheepChoices(PathChoices[View, Action]):
    """The choice model of one seat's view and its legal actions (see the module docstring).

    ``view`` is the seat's :class:`~farmhouse.games.black_sheep.rules.View` (its ``hand`` gives
    the positions), ``legal`` the seat's legal actions in it (empty while it is not its turn).
    """

    def __init__(self, view: View, legal: Sequence[Action]) -> None:
        self._with_discard = {
            (a.pasture, a.cards) for a in legal if isinstance(a, Play) and a.discard is not None
        }
        super().__init__(view, legal)

    # -- paths -----------------------------------------------------------------------------

    def _positions(self, cards: Sequence[Animal], taken: Sequence[int] = ()) -> list[list[int]]:
        """Every way to pick ``cards`` (types, in order) from distinct hand positions, none
        of them in ``taken``."""
        ways: list[list[int]] = [[]]
        for card in cards:
            ways = [
                [*w, i]
                for w in ways
                for i, held in enumerate(self.view.hand)
                if held == card and i not in w and i not in taken
            ]
        return ways

    def path(self, action: Action) -> Iterable[Target]:
        """The first of :meth:`paths`."""
        return next(iter(self.paths(action)))

    def paths(self, action: Action) -> Iterable[Iterable[Target]]:
        """Every way to pick ``action``: its cards from any alike hand cards in either order,
        then its side, then its discard (any alike card) or "keep" when the rules offer a
        discard after these cards there (BS-3.2, BS-4.1); a pass: ``[("pass",)]``."""
        if isinstance(action, Pass):
            return [[("pass",)]]
        out: list[list[Target]] = []
        for order in permutations(action.cards):
            for picked in self._positions(order):
                head: list[Target] = [*(("hand", i) for i in picked), ("side", action.pasture)]
                if (action.pasture, action.cards) not in self._with_discard:
                    out.append(head)
                elif action.discard is None:
                    out.append([*head, ("keep",)])
                else:
                    for (k,) in self._positions([action.discard], picked):
                        out.append([*head, ("discard", k)])
        return list(dict.fromkeys(tuple(p) for p in out))  # a pair of alike cards: once each

    # -- what the board shows ------------------------------------------------------------

    def shown(self, selection: Selection) -> Iterable[Target]:
        """The targets shown after ``selection`` (see the module docstring)."""
        picked = hand_positions(selection)
        pasture = side_of(selection)
        others = [i for i in range(len(self.view.hand)) if i not in picked]
        if pasture is not None:
            return [("keep",), *(("discard", i) for i in others)]
        out: list[Target] = [("hand", i) for i in others]
        if picked:
            out += [("side", p) for p in range(PASTURES)]
        if any(isinstance(a, Pass) for a in self.legal):
            out.append(("pass",))
        return out

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        """The rules' reason (:func:`check_in_view`) why ``target`` cannot follow
        ``selection``."""
        hand = self.view.hand
        cards = tuple(hand[i] for i in hand_positions(selection))
        kind = target[0]
        if kind in ("hand", "discard") and not 0 <= int(target[1]) < len(hand):
            return IllegalAction(NOT_OFFERED)  # (a position past the hand: no such card)
        if kind == "hand":
            return self._nearest((*cards, hand[int(target[1])]))
        pasture = side_of(selection)
        if kind == "side":
            return (
                self._check(Play(int(target[1]), cards))
                if cards
                else IllegalAction(PICK_CARDS_FIRST)
            )
        if kind == "discard" and pasture is not None:
            return self._check(Play(pasture, cards, hand[int(target[1])]))
        if kind == "keep" and pasture is not None:
            return self._check(Play(pasture, cards))
        return IllegalAction(NOT_OFFERED)

    def _check(self, play: Play) -> IllegalAction:
        """What the rules say against ``play`` on the view (:data:`NOT_OFFERED` if nothing)."""
        try:
            check_in_view(self.view, play)
        except IllegalAction as err:
            return err
        return IllegalAction(NOT_OFFERED)

    def _nearest(self, cards: tuple[Animal, ...]) -> IllegalAction:
        """Why ``cards`` go together to no pasture: the rules' most telling reason among the
        pastures, the first pasture's on a tie (see :data:`_TELLING`)."""
        reasons = [self._check(Play(p, cards)) for p in range(PASTURES)]
        return min(reasons, key=lambda r: _TELLING.get(r.reason, len(_TELLING)))

    # -- for the board ---------------------------------------------------------------------

    def must_pass(self) -> bool:
        """Whether the seat's one choice is to pass (BS-2.2: it has no legal play)."""
        return ("pass",) in self.next_targets(())

    def side_next(self, selection: Selection) -> bool:
        """Whether a side of the seat's takes the cards ``selection`` picked, as they are."""
        return bool(selection) and any(t[0] == "side" for t in self.next_targets(selection))

    def discards(self, selection: Selection) -> tuple[int, ...]:
        """The hand positions the discard question after ``selection`` offers (BS-4.1; none
        before a side is picked)."""
        offered = self.targets(selection) if side_of(selection) is not None else ()
        return tuple(int(t[1]) for t in offered if t[0] == "discard")

    def hint_path(self, action: Action) -> Selection:
        """The targets a legal ``action`` is picked by (for a hint that points at them);
        ``()`` if it is not one of the legal actions."""
        try:
            return self.path_of(action)
        except KeyError:
            return ()
