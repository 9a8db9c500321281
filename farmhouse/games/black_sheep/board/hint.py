"""The hint on the Black Sheep board: which hand cards to play, on which side of which
pasture, and which card to discard (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.black_sheep.rules import Pass, Play, View
from farmhouse.games.black_sheep.texts import tr


class HintSpots:
    """``hint_spots`` for the Black Sheep board (a mixin of the board)."""

    _view: View | None
    _hand_items: Sequence[QGraphicsItem]
    _side_items: dict[int, Any]
    _pass_item: Any

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """A Play: the viewer's side of its pasture ("play here"), its cards in the hand and
        the card it discards ("then discard"); a Pass: the Pass button (BS-3.1, BS-4.1, BS-2.2)."""
        view = self._view
        if isinstance(action, Pass):
            return [HintSpot(item=self._pass_item)] if self._pass_item is not None else []
        if not isinstance(action, Play) or view is None or view.seat is None:
            return []
        items = self._hand_items
        used: set[int] = set()

        def card(animal: Any) -> QGraphicsItem | None:
            for i, held in enumerate(view.hand):
                if held == animal and i not in used and i < len(items):
                    used.add(i)
                    return items[i]
            return None

        spots = []
        side = self._side_items.get(action.pasture)
        if side is not None:  # first: it carries the hint's caption, clear of the hand
            spots.append(HintSpot(item=side, label=tr("play here", "hint: the side to play to")))
        spots += [HintSpot(item=c) for c in map(card, action.cards) if c is not None]
        if action.discard is not None:
            discarded = card(action.discard)
            if discarded is not None:
                # its tag under the card: the prompt over the hand stays readable
                label = tr("then discard", "hint")
                spots.append(HintSpot(item=discarded, label=label, tag_below=True))
        return spots
