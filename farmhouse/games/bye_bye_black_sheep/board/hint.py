"""The hint on the Bye-Bye Black Sheep board: the hand to draw from or Stop, the player to ask
with the Eagle, the card to pick, take or place, No (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board; it rings the board's own targets of the action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.bye_bye_black_sheep.board.input import roles_of
from farmhouse.games.bye_bye_black_sheep.choices import ByeByeChoices


class HintSpots:
    """``hint_spots`` for the Bye-Bye Black Sheep board (a mixin of the board)."""

    _offered: ByeByeChoices | None

    if TYPE_CHECKING:  # provided by BoardView

        def targets_with(self, role: str, value: Any) -> list[Any]: ...

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """One ring per target of ``action``'s path in the choice model shown now (the
        topmost item of each: the Eagle's player chip before that player's hand); the tag of
        another player's hand goes under it, clear of that player's name (BB-4.1, BB-7.2,
        BB-7.3b, BB-7.4c, BB-5.2.3, BB-5.3)."""
        spots: list[HintSpot] = []
        if self._offered is None:
            return spots
        for target in self._offered.path(action):
            for role, value in roles_of(target):
                items = self.targets_with(role, value)
                if items:
                    spots.append(
                        HintSpot(item=items[0], tag_below=role in ("hand", "eagle_player"))
                    )
        return spots
