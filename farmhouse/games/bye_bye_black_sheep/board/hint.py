"""The hint on the Bye-Bye Black Sheep board: the hand to draw from or Stop, the player to ask
with the Eagle, the card to pick, take or place, No (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board; it rings the board's own targets of the action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.bye_bye_black_sheep.rules import (
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Place,
    Steal,
    Stop,
)


def _targets(action: Any) -> list[tuple[str, Any]]:
    """The (role, value) of the targets a click on which makes ``action``, first the one
    that carries the caption (BB-4.1, BB-7.2, BB-7.3b, BB-7.4c, BB-5.2.3, BB-5.3)."""
    if isinstance(action, Draw):
        return [("hand", action.target)]
    if isinstance(action, Stop):
        return [("button", "stop")]
    if isinstance(action, Decline):
        return [("button", "decline")]
    if isinstance(action, AskEagle):  # whom to ask; then which species (after that click)
        return [
            ("eagle_player", action.target),
            ("hand", action.target),
            ("species", action.species),
        ]
    if isinstance(action, MolePick):
        return [("mole_card", action.card)]
    if isinstance(action, Steal):
        return [("zoo_card", (action.victim, action.card))]
    if isinstance(action, Place):
        keys: list[tuple[str, Any]] = [("own_card", action.card)]
        if action.declare is not None:
            keys.append(("species", action.declare))
        return keys
    return []


class HintSpots:
    """``hint_spots`` for the Bye-Bye Black Sheep board (a mixin of the board)."""

    if TYPE_CHECKING:  # provided by BoardView

        def targets_with(self, role: str, value: Any) -> list[Any]: ...

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """One ring per target of ``action`` shown now (the topmost item of each); the tag of
        another player's hand goes under it, clear of that player's name."""
        spots: list[HintSpot] = []
        for role, value in _targets(action):
            items = self.targets_with(role, value)
            if items:
                spots.append(HintSpot(item=items[0], tag_below=role in ("hand", "eagle_player")))
        return spots
