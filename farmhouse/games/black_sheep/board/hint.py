"""The hint on the Black Sheep board: which hand cards to play, on which side of which
pasture, and which card to discard (see :mod:`farmhouse.app.board.hint`): the targets the
choice model picks the hinted move by (:meth:`~..choices.BlackSheepChoices.hint_path`).

:class:`HintSpots` is a mixin of the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.black_sheep.choices import BlackSheepChoices
from farmhouse.games.black_sheep.rules import View
from farmhouse.games.black_sheep.texts import tr


class HintSpots:
    """``hint_spots`` for the Black Sheep board (a mixin of the board)."""

    _view: View | None
    _choices: BlackSheepChoices
    _hand_items: Sequence[QGraphicsItem]
    _side_items: dict[int, Any]
    _pass_item: Any

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """The targets ``action`` is picked by: for a play the viewer's side of its pasture
        ("play here", first: it carries the hint's caption, clear of the hand), its cards in
        the hand and the card it discards ("then discard", tagged under it so the prompt over
        the hand stays readable); for a pass the Pass button (BS-3.1, BS-4.1, BS-2.2)."""
        if self._view is None:
            return []
        path = self._choices.hint_path(action)
        items = self._hand_items
        spots: list[HintSpot] = []
        for kind, *rest in path:
            index = int(rest[0]) if rest else -1
            if kind == "side" and self._side_items.get(index) is not None:
                label = tr("play here", "hint: the side to play to")
                spots.insert(0, HintSpot(item=self._side_items[index], label=label))
            elif kind == "hand" and index < len(items):
                spots.append(HintSpot(item=items[index]))
            elif kind == "discard" and index < len(items):
                label = tr("then discard", "hint")
                spots.append(HintSpot(item=items[index], label=label, tag_below=True))
            elif kind == "pass" and self._pass_item is not None:
                spots.append(HintSpot(item=self._pass_item))
        return spots
