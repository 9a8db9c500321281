"""The hint on the Wooly Bully board: the tile in the hand and its place in the landscape,
shown there with the face and turn it should be laid with; the wolf, hunter or reveal button
and its place; End turn or Quit (see :mod:`farmhouse.app.board.hint`).

:func:`hint_spots` is the board's ``hint_spots``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


def hint_spots(
    view: View,
    tray_items: Sequence[QGraphicsItem],
    buttons: Mapping[str, QGraphicsItem],
    action: Any,
) -> list[HintSpot]:
    """Where the board shows the hint ``action`` in ``view`` (``tray_items``: the hand's
    tiles, ``buttons``: the board's buttons by name). A placement: its place (with the tile
    drawn there as it should lie) and the tile in the hand (WB-3.3, WB-3.4); a wolf or
    hunter: its place and its button (WB-5.1); a reveal: its place and the Reveal button
    (WB-6.1); End turn, Done, Quit: the button; a discard: the tile (a forced discard)."""
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
    if isinstance(action, Place | Discard) and action.tile in view.hand:
        k = view.hand.index(action.tile)
        if k < len(tray_items):
            label = tr("this tile", "hint") if isinstance(action, Place) else ""
            # its tag under the tray: the line over the tray stays readable
            spots.append(HintSpot(item=tray_items[k], label=label, tag_below=True))
    button = {
        Wolf: "wolf",
        Hunter: "hunter",
        Reveal: "reveal",
        EndTurn: "end",
        EndResponse: "end",
        Quit: "quit",
    }.get(type(action))
    if button is not None and button in buttons:
        spots.append(HintSpot(item=buttons[button]))
    return spots
