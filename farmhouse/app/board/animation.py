"""The animation queue every board uses: moves, fades and pauses run one step after another,
scaled by the AI-speed setting, and a signal when all of them are done.

A board builds the steps for the events of a move (``move``, ``fade``, ``pause``,
``parallel``, ``sequence``), then calls :meth:`AnimationQueue.play` once. ``speed`` 0
(AI speed "instant") plays nothing and reports done at once. Finished animations are deleted
and temporary *ghost* items (flying cards, labels) are removed from the scene, so nothing piles
up over a long game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

if TYPE_CHECKING:
    # (imported where an animation is made: PySide creates their Python types when first
    # asked for, QEasingCurve's 49-member enum among them, and a board's first paint, which
    # animates nothing, needs none of them)
    from PySide6.QtCore import (
        QParallelAnimationGroup,
        QPauseAnimation,
        QSequentialAnimationGroup,
        QVariantAnimation,
    )

_Item = TypeVar("_Item", bound=QGraphicsItem)

#: Z value of ghost items: above everything else on the board.
GHOST_Z = 30.0


def _animation(
    item: QGraphicsItem, name: bytes, set_value: Callable[[Any], object]
) -> QVariantAnimation:
    """An animation of ``item``'s Qt property ``name`` (``b"pos"``, ``b"opacity"``) for a
    QGraphicsObject; for a plain item (not a QObject) one that gives each of its values to
    ``set_value`` (the property's setter) while the item's C++ object lives, as a
    QPropertyAnimation stops by itself when its target is deleted."""
    from PySide6.QtCore import QPropertyAnimation, QVariantAnimation
    from shiboken6 import isValid

    if isinstance(item, QGraphicsObject):
        return QPropertyAnimation(item, name)
    anim = QVariantAnimation()

    def step(value: Any) -> None:
        if isValid(item):
            set_value(value)

    anim.valueChanged.connect(step)
    return anim


def repaint_moved(item: QGraphicsItem) -> None:
    """Have ``item``, just moved (``setPos``), and the items on it paint themselves anew where
    they rest. Qt's device-coordinate cache, moved, keeps the sub-pixel phase of where it was
    drawn: without this a moved picture sits up to a pixel off the one a board drawn there
    shows (a badge on it drawn anew, a pixel off its card). A plain item whose C++ object is
    gone (its layer dropped) is left alone."""
    from shiboken6 import isValid

    if not isValid(item) or item.scene() is None:
        return
    stack = [item]
    while stack:
        part = stack.pop()
        part.update()
        stack.extend(part.childItems())


class AnimationQueue(QObject):
    """Runs one board's animations (see the module docstring).

    Signal ``finished()``: everything started by the last :meth:`play` has ended (also when
    there was nothing to play, emitted from the event loop, never from inside ``play``; not
    if another :meth:`play` came first: an empty play's end is no end of the next one's).
    ``speed``: duration factor, 1.0 normal, 0 instant, 2.0 twice as slow.
    """

    finished = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = 1.0
        self._running: QAbstractAnimation | None = None
        self._plays = 0  # counts the plays: an empty play's queued end belongs to it alone
        self._ghosts: list[QGraphicsItem] = []
        self._hidden: list[QGraphicsItem] = []
        self._moved: list[QGraphicsItem] = []
        self._worded: list[Callable[[], None]] = []

    # ---------------------------------------------------------------- steps

    def duration(self, ms: float) -> int:
        """``ms`` milliseconds at the current speed."""
        return max(0, int(ms * self.speed))

    def move(
        self, item: QGraphicsItem, start: QPointF, end: QPointF, ms: float
    ) -> QVariantAnimation:
        """Move ``item`` from ``start`` to ``end`` (scene or parent coordinates) in ``ms``; the
        item is put at ``start`` now. ``item`` may be a plain QGraphicsItem (the kit's boxes
        and pictures are): it is then moved at each step of the animation instead of through
        its Qt property. When the animation ends the item paints itself anew where it rests
        (Qt's device-coordinate cache, moved, keeps the sub-pixel phase of where it started:
        its picture sat up to a pixel off the one a board drawn there shows)."""
        from PySide6.QtCore import QEasingCurve

        anim = _animation(item, b"pos", item.setPos)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self.duration(ms))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        item.setPos(start)
        self._moved.append(item)
        return anim

    def fade(self, item: QGraphicsItem, start: float, end: float, ms: float) -> QVariantAnimation:
        """Fade ``item``'s opacity from ``start`` to ``end`` in ``ms``; set to ``start`` now.
        ``item`` may be a plain QGraphicsItem (a :class:`~farmhouse.app.board.layers.Layer`, a
        box, a picture): its opacity is then set at each step of the animation instead of
        through its Qt property."""
        anim = _animation(item, b"opacity", item.setOpacity)
        anim.setStartValue(float(start))  # (an int would step from 0 to 1 without a fade)
        anim.setEndValue(float(end))
        anim.setDuration(self.duration(ms))
        item.setOpacity(start)
        return anim

    def pause(self, ms: float) -> QPauseAnimation:
        """A pause of ``ms`` (scaled by the speed)."""
        from PySide6.QtCore import QPauseAnimation

        return QPauseAnimation(self.duration(ms))

    @staticmethod
    def parallel(steps: Iterable[QAbstractAnimation | None]) -> QParallelAnimationGroup | None:
        """The ``steps`` (None skipped) running together, or None if there are none."""
        kept = [step for step in steps if step is not None]
        if not kept:
            return None
        from PySide6.QtCore import QParallelAnimationGroup

        group = QParallelAnimationGroup()
        for step in kept:
            group.addAnimation(step)
        return group

    @staticmethod
    def sequence(steps: Iterable[QAbstractAnimation | None]) -> QSequentialAnimationGroup | None:
        """The ``steps`` (None skipped) one after another, or None if there are none."""
        kept = [step for step in steps if step is not None]
        if not kept:
            return None
        from PySide6.QtCore import QSequentialAnimationGroup

        group = QSequentialAnimationGroup()
        for step in kept:
            group.addAnimation(step)
        return group

    def ghost(self, item: _Item, z: float = GHOST_Z) -> _Item:
        """Add ``item`` to the scene above everything for the animation only: it is removed
        when the animation ends (or is finished early)."""
        item.setZValue(z)
        self.scene.addItem(item)
        self._ghosts.append(item)
        return item

    def hide_until_done(self, item: QGraphicsItem) -> None:
        """``item`` (part of the new picture) is shown fully again when the animation ends,
        whatever a step did to its opacity."""
        self._hidden.append(item)

    def reworded(self, word: Callable[[], None]) -> None:
        """Call ``word`` (it writes a ghost's text anew in the current language) at each
        :meth:`reword` until the animation ends."""
        self._worded.append(word)

    def reword(self) -> None:
        """The language changed: the ghosts given to :meth:`reworded` (labels shown, showing
        or still to come) write their texts anew."""
        for word in self._worded:
            word()

    # ---------------------------------------------------------------- running

    @property
    def running(self) -> bool:
        """True while an animation plays."""
        return self._running is not None

    def play(self, steps: Iterable[QAbstractAnimation | None]) -> None:
        """Run ``steps`` one after another (None skipped), then emit :attr:`finished`. At speed
        0, or with no steps, nothing is shown and ``finished`` comes from the event loop."""
        self.finish()
        self._plays += 1
        group, play = (self.sequence(steps) if self.speed > 0 else None), self._plays
        if group is None:
            self._cleanup()
            QTimer.singleShot(
                0, self, lambda: self.finished.emit() if play == self._plays else None
            )
            return
        group.setParent(self)
        self._running = group
        group.finished.connect(self._done)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def remaining_ms(self) -> int:
        """Milliseconds the running animation still takes (0 when none runs)."""
        if self._running is None:
            return 0
        return max(0, self._running.totalDuration() - self._running.currentTime())

    def finish(self) -> None:
        """Jump to the end of a running animation (it then reports :attr:`finished`)."""
        if self._running is not None:
            self._running.setCurrentTime(self._running.totalDuration())

    def _done(self) -> None:
        if self._running is None:
            return
        self._running = None
        self._cleanup()
        self.finished.emit()

    def _cleanup(self) -> None:
        for item in self._ghosts:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._ghosts, self._worded = [], []
        for hidden in self._hidden:
            if hidden.scene() is self.scene:
                hidden.setOpacity(1.0)
        self._hidden = []
        for moved in self._moved:
            repaint_moved(moved)  # (its cache drawn anew at its rest: see move)
        self._moved = []
