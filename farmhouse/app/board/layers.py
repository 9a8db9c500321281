"""Layers: a board's scene is a few groups of items, each drawn from one part of the view and
redrawn only when that part changes, so a move updates the scene instead of rebuilding it.

Typical use in a board::

    self.pastures = [Layer(scene, z=2) for _ in range(3)]
    ...
    layer.refresh(key, self._draw_pasture, view, p)   # calls self._draw_pasture(layer, view, p)

``key`` is any value that compares equal exactly when the drawing would be the same (a tuple
of the view's parts the layer shows, the viewer, the language, …). Items are drawn as children
of the layer, in scene coordinates (the layer itself sits at the origin and draws nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

_NOTHING: Any = object()


class Layer(QGraphicsItem):
    """A group of scene items redrawn only when its key changes (see the module docstring).

    ``z``: stacking of the whole group against other layers (its items stack among themselves
    by their own z values). ``redraws`` counts how often the layer was drawn (for tests and
    benchmarks).

    A plain QGraphicsItem, not a QObject: PySide gives every new Python QObject an instance of
    each of its class's signals (a QGraphicsObject has 14), about 0.1M instructions a layer,
    and a board makes some 70-170 layers for its first picture. A layer has no signals nor
    properties; :meth:`~farmhouse.app.board.animation.AnimationQueue.fade` fades one all the
    same.
    """

    def __init__(self, scene: QGraphicsScene, z: float = 0.0) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setZValue(z)
        scene.addItem(self)
        self._key: Any = _NOTHING
        self.redraws = 0

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass

    def refresh(self, key: Hashable, draw: Callable[..., object], *args: Any) -> bool:
        """Redraw with ``draw(self, *args)`` unless ``key`` equals the key of the last drawing.
        Returns True if it redrew."""
        if key == self._key:
            return False
        self.clear()
        draw(self, *args)
        self._key = key
        self.redraws += 1
        return True

    def revise(self, key: Hashable, draw: Callable[..., object], *args: Any) -> bool:
        """Like :meth:`refresh`, but the layer's items are kept: ``draw(self, *args)`` brings
        them up to date itself (re-pointing, moving, adding or removing some), so what stays
        the same is not drawn anew nor repainted. Returns True if it called ``draw``."""
        if key == self._key:
            return False
        draw(self, *args)
        self._key = key
        self.redraws += 1
        return True

    def clear(self) -> None:
        """Remove every item of the layer (the next :meth:`refresh` draws anew)."""
        scene = self.scene()
        if scene is not None:
            for child in self.childItems():
                scene.removeItem(child)  # (also detaches it from the layer)
        self._key = _NOTHING

    def invalidate(self) -> None:
        """Forget the last key, so the next :meth:`refresh` redraws (e.g. after a language
        switch)."""
        self._key = _NOTHING


class LayerMap(dict[Any, Layer]):
    """Layers by key (a seat, a space, a seat's herd of a breed), each made on first use:
    the parts of a board there are one of per seat or per place. ``z``: the stacking of a
    new layer (:meth:`at` may give another). A dict of its layers, so tests may look one up.

    Typical use::

        self.money = LayerMap(scene, z=4)
        ...
        self.money.at(seat).refresh(view.money[seat], self._draw_money, view, seat)
        self.money.keep(range(view.players))  # a seat that left the game is cleared
    """

    def __init__(self, scene: QGraphicsScene, z: float = 0.0) -> None:
        super().__init__()
        self.scene = scene
        self.z = z

    def at(self, key: Hashable, z: float | None = None) -> Layer:
        """The layer of ``key``, made (at ``z``, else :attr:`z`) if there is none yet."""
        layer = self.get(key)
        if layer is None:
            layer = self[key] = Layer(self.scene, self.z if z is None else z)
        return layer

    def keep(self, keys: Container[Any]) -> None:
        """Clear the layers whose key is not in ``keys`` and take them off the scene."""
        for key in [k for k in self if k not in keys]:
            layer = self.pop(key)
            layer.clear()
            self.scene.removeItem(layer)
