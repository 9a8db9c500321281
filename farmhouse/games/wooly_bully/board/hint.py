"""The hint on the Wooly Bully board: the tile in the hand and its place in the landscape,
shown there with the face and turn it should be laid with; the wolf, hunter or reveal button
and its place; End turn or Quit (see :mod:`farmhouse.app.board.hint`).

:class:`HintSpots` is a mixin of the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.hint import HintSpot
from farmhouse.games.wooly_bully.board.layout import cell_rect
from farmhouse.games.wooly_bully.board.tiles import TILE, TileItem
from farmhouse.games.wooly_bully.rules import (
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Place,
    Quit,
    Reveal,
    View,
    Wolf,
)
from farmhouse.games.wooly_bully.texts import tr

#: How opaque the suggested tile is drawn on its place (the landscape shows through a little).
HINT_TILE_OPACITY = 0.8


class HintSpots:
    """``hint_spots`` for the Wooly Bully board (a mixin of the board)."""

    _view: View | None
    tray_items: list[Any]
    buttons: dict[str, Any]

    def _tray_item(self, tile: int) -> Any:
        view = self._view
        if view is None or tile not in view.hand:
            return None
        k = view.hand.index(tile)
        return self.tray_items[k] if k < len(self.tray_items) else None

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """A placement: its place (with the tile drawn there as it should lie) and the tile
        in the hand (WB-3.3, WB-3.4); a wolf or hunter: its place and its button (WB-5.1); a
        reveal: its place and the Reveal button (WB-6.1); End turn, Done, Quit: the button;
        a discard: the tile (a forced discard)."""
        view = self._view
        if view is None:
            return []
        spots: list[HintSpot] = []
        if isinstance(action, Place | Wolf | Hunter | Reveal):
            picture = None
            if isinstance(action, Place):
                tile = view.catalogue.tiles[action.tile]

                def picture() -> QGraphicsItem:
                    item = TileItem(tile, action.face, action.rotation, TILE, margin=0)
                    item.setPos(cell_rect(action.cell).topLeft())
                    item.setOpacity(HINT_TILE_OPACITY)
                    return item

            spots.append(HintSpot(rect=cell_rect(action.cell), picture=picture))
        if isinstance(action, Place | Discard):
            item = self._tray_item(action.tile)
            if item is not None:
                label = tr("this tile", "hint") if isinstance(action, Place) else ""
                # its tag under the tray: the line over the tray stays readable
                spots.append(HintSpot(item=item, label=label, tag_below=True))
        button = {
            Wolf: "wolf",
            Hunter: "hunter",
            Reveal: "reveal",
            EndTurn: "end",
            EndResponse: "end",
            Quit: "quit",
        }.get(type(action))
        if button is not None and button in self.buttons:
            spots.append(HintSpot(item=self.buttons[button]))
        return spots
