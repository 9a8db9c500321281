"""The hint on the El Gaucho board: the dice to take or pay with, the tile, space or action
area they go to, the gaucho to use, the tiles to keep (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board; it reads the board's own targets
(:meth:`~farmhouse.games.el_gaucho.board.input.BoardInput.targets_of` and the registered
items), so the hint rings exactly what a click would use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.rules import View
from farmhouse.games.el_gaucho.texts import tr

_PAID = (rules.Stand, rules.Lie, rules.Raise, rules.Occupy)


def _dice_items(values: tuple[int, ...], shown: list[int]) -> list[int]:
    """Indices into ``shown`` (dice values as drawn) of one die per value of ``values``."""
    used: list[int] = []
    for value in values:
        for k, v in enumerate(shown):
            if v == value and k not in used:
                used.append(k)
                break
    return used


class HintSpots:
    """``hint_spots`` for the El Gaucho board (a mixin of the board)."""

    _view: View | None
    _targets: dict[tuple[str, Any], Any]

    if TYPE_CHECKING:  # provided by BoardInput and DrawnLayers

        def targets_of(self, action: Any) -> frozenset[tuple[str, Any]]: ...
        def spendable(self, view: View) -> list[int]: ...

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """Where ``action`` goes first (its tile, space, area or button: it carries the
        caption), then the dice it takes from the roll or pays with (EG-3.1, EG-3.4) or the
        drawn tiles it keeps (EG-1.5)."""
        view = self._view
        if view is None:
            return []
        targets = self._targets
        spots: list[HintSpot] = []
        if isinstance(action, rules.Keep):
            keys = [("keep_tile", code) for code in action.tiles]
        else:
            keys = sorted(self.targets_of(action), key=repr)
        for key in keys:
            item = targets.get(key)
            if item is not None:
                spots.append(HintSpot(item=item))
        if isinstance(action, rules.TakeDice):
            for k in _dice_items(action.dice, list(view.pool)):
                item = targets.get(("pool_die", k))
                if item is not None:
                    spots.append(HintSpot(item=item, label=tr("take", "hint: dice to take")))
        elif isinstance(action, _PAID):
            for k in _dice_items(action.dice, self.spendable(view)):
                item = targets.get(("die", k))
                if item is not None:
                    spots.append(HintSpot(item=item, label=tr("pay", "hint: dice to pay with")))
        return spots
