"""Dice race's choice model: pick a move card (step 1, step 2, roll), then Go.

Each legal action is a path of two targets: its card, then ``("go",)``. Go is shown from
the start but cannot be picked before a card (the reason ``toy.illegal.card_first``).
"""

from __future__ import annotations

from collections.abc import Iterable

from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import IllegalAction

from .rules import Action, Roll, Step, View

#: The move cards in the hand, in order (keys 1, 2, 3).
CARDS: tuple[Target, ...] = (("card", "step", 1), ("card", "step", 2), ("card", "roll"))
GO: Target = ("go",)


def card_of(action: Action) -> Target:
    """The move card that makes ``action``."""
    return ("card", "roll") if isinstance(action, Roll) else ("card", "step", action.n)


class DiceRaceChoices(PathChoices[View, Action]):
    """What a seat can pick in Dice race (see the module docstring)."""

    def path(self, action: Action) -> Iterable[Target]:
        return [card_of(action), GO]

    def shown(self, selection: Selection) -> Iterable[Target]:
        return [*CARDS, GO] if not selection else [GO]

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        if target == GO:
            return IllegalAction("toy.illegal.card_first")
        return IllegalAction("toy.illegal.action", action=repr(target))


__all__ = ["CARDS", "GO", "DiceRaceChoices", "Step", "card_of"]
