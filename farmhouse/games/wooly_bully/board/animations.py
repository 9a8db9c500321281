"""Animations of the Wooly Bully board: a tile laid by anyone drops into its place, a wolf
that a hunter chases away (or a hunter a wolf pounces on) fades out under the newcomer, and a
field that a tile encloses, or a wolf that starts prowling, shows its outline fading in.

:func:`steps_for` builds the steps for the board's
:class:`~farmhouse.app.board.animation.AnimationQueue`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QAbstractAnimation, QPointF

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.layers import Layer
from farmhouse.core.game import Event
from farmhouse.games.wooly_bully.board.layout import GRID
from farmhouse.games.wooly_bully.board.tiles import TILE, TileItem
from farmhouse.games.wooly_bully.choices import FIELD_CHANGES, PLACING
from farmhouse.games.wooly_bully.data import Cell
from farmhouse.games.wooly_bully.rules import View

#: How long the steps take at AI speed "normal" (milliseconds).
DROP_MS = 340
FADE_MS = 300
#: How far a tile drops into its place (scene units).
DROP = 36.0


def steps_for(
    q: AnimationQueue,
    view: View,
    tile_items: Mapping[Cell, TileItem],
    fields: Sequence[Layer],
    events: Sequence[Event],
    fresh: Sequence[Cell],
) -> list[QAbstractAnimation | None]:
    """The steps of the board's animation queue ``q`` for ``events`` seen in ``view``:
    ``tile_items`` are the tiles drawn on the landscape, ``fresh`` the cells drawn anew for
    this view, ``fields`` the layers of fields and forests (their outlines, their labels)."""
    if q.speed <= 0:
        return []
    from farmhouse.app.board.parts.flight import Flight  # (when a move animates: issue 18)

    fly = Flight(q, DROP_MS)
    steps: list[QAbstractAnimation | None] = []
    for event in (e for e in events if e.key in PLACING and e.params.get("cell")):
        cell = (int(event.params["cell"][0]), int(event.params["cell"][1]))
        item = tile_items.get(cell)
        if item is None or cell not in fresh:
            continue
        drop = fly.together(
            [fly.arrive(item, item.pos() - QPointF(0, DROP)), q.fade(item, 0, 1, DROP_MS)]
        )
        q.hide_until_done(item)
        covered = event.params.get("covered")
        if covered and covered in view.catalogue.by_name:
            leaving = fly.ghost(TileItem(view.catalogue.tile(covered), 0, 0, TILE), 1.0)
            leaving.setPos(GRID.rect(cell).topLeft())
            drop = fly.together([drop, q.fade(leaving, 1, 0, DROP_MS * 1.6)])
        steps.append(drop)
    if any(e.key in FIELD_CHANGES for e in events):  # (the fields' outlines fade in)
        steps.append(fly.together([q.fade(f, 0, 1, FADE_MS) for f in fields]))
        for layer in fields:
            q.hide_until_done(layer)
    return steps
