"""Device-coordinate caches from a board's first paint on.

An item with a device-coordinate cache is drawn into a pixmap once and that pixmap is copied
at each later paint: cheap to show again, dearer the first time (the pixmap filled, then
copied). A board's first paint is what a player waits for when a game starts or a save is
opened (issue 18), so the kit's items get their caches only once that paint is done: every
item the kit and the boards cache is given its cache by :func:`device_cache`, which, for an
item in the scene of a board not yet painted (:func:`hold`), keeps the item until that board
has been painted (:func:`release`, in the turn of the event loop after
:meth:`~farmhouse.app.board.view.BoardView.paintEvent`, once the frame is on screen) and
otherwise sets the cache at once.

(Before, every item set its cache when made and the first paint asked each item of the scene
for its cache mode, turned the caches off and on again around the paint: PySide converts the
mode to and from a Python enum at every such call, some 2 µs each, ~1000 calls for a board.)
"""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

#: The items waiting for the first paint of their board, by its scene.
_WAITING: dict[QGraphicsScene, list[QGraphicsItem]] = {}


def hold(scene: QGraphicsScene) -> None:
    """Keep the items :func:`device_cache` gets in ``scene`` uncached until :func:`release`
    (a board's scene, before the board's first paint). Scenes deleted before they were
    released are forgotten here."""
    for gone in [s for s in _WAITING if not shiboken6.isValid(s)]:
        del _WAITING[gone]
    _WAITING.setdefault(scene, [])


def release(scene: QGraphicsScene) -> None:
    """Give the items held for ``scene`` their caches (those still alive); later items of
    ``scene`` get theirs at once."""
    cache = QGraphicsItem.CacheMode.DeviceCoordinateCache
    for item in _WAITING.pop(scene, ()):
        if shiboken6.isValid(item):
            item.setCacheMode(cache)


def device_cache(item: QGraphicsItem) -> None:
    """Give ``item`` a device-coordinate cache: at once, or, if it is in the scene of a board
    not yet painted, right after that board's first paint (call it when the item is in its
    scene, else the cache is set at once)."""
    # (its top-level item's scene: asked of an item under a parent in no scene, ``scene()``
    # gives None and PySide hands the item back to Python, which deletes it with its wrapper)
    scene = item.topLevelItem().scene()
    waiting = _WAITING.get(scene) if scene is not None else None
    if waiting is None:
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    else:
        waiting.append(item)
