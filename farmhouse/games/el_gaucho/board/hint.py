"""The hint on the El Gaucho board: the dice to take or pay with, the tile, space or action
area they go to, the gaucho to use, the tiles to keep (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board; it rings the targets the choice model says the
action involves (:meth:`~farmhouse.games.el_gaucho.choices.ElGauchoChoices.spots`), so the
hint rings exactly what a click would use.
"""

from __future__ import annotations

from typing import Any

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.el_gaucho.choices import ElGauchoChoices
from farmhouse.games.el_gaucho.texts import tr


class HintSpots:
    """``hint_spots`` for the El Gaucho board (a mixin of the board)."""

    _model: ElGauchoChoices | None
    _targets: dict[tuple[str, Any], Any]

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """Where ``action`` goes first (its tile, space, area or button: it carries the
        caption), then the dice it takes from the roll or pays with (EG-3.1, EG-3.4) or the
        drawn tiles it keeps (EG-1.5)."""
        model = self._model
        if model is None:
            return []
        spots: list[HintSpot] = []
        for key in model.spots(action):
            item = self._targets.get(key)
            if item is None:
                continue
            if key[0] == "pool_die":
                spots.append(HintSpot(item=item, label=tr("take", "hint: dice to take")))
            elif key[0] == "die":
                spots.append(HintSpot(item=item, label=tr("pay", "hint: dice to pay with")))
            else:
                spots.append(HintSpot(item=item))
        return spots
