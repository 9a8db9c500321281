"""Flight: pieces that fly between places, as steps of a board's
:class:`~farmhouse.app.board.animation.AnimationQueue` (cards to a corral or a zoo, gauchos
to a tile, dice out of the roll, tiles into a herd, coins to the pesos).

A flying piece is a *ghost* (a picture or a copy of an item, added to the scene for the
animation only and removed when it ends) or a real item of the new picture moved from where
it came from (:meth:`Flight.arrive`). Real items the ghosts stand for are hidden until the
animation ends (:meth:`Flight.late`). Labels and banners are shown for a while
(:meth:`Flight.hold`), cards turn over (:meth:`Flight.turn_over`). Steps run one after
another (:meth:`Flight.then`) or together (:meth:`Flight.together`); the queue scales every
duration by the AI speed and plays nothing at speed 0 ("instant": the board is not asked
for animations then), so a piece is simply where the new picture has it.

Like the queue, this module imports no animation class before an animation is made (a
board's first paint animates nothing: issue 18).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from farmhouse.app.board.animation import GHOST_Z, AnimationQueue
from farmhouse.app.board.palette import GOLD, INK
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import fit_lines

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

Step = QAbstractAnimation | None
_Item = TypeVar("_Item", bound=QGraphicsItem)


class Flight:
    """The flights of one board, played by ``queue``: each method returns a step (None when
    there is nothing to show) for :meth:`AnimationQueue.play`.

    ``ms``: how long a flight takes at AI speed "normal" unless a call says otherwise;
    ``appear``: how long a ghost takes to fade in at its start before it flies (0: it is
    there from the start of the whole animation; > 0: it is invisible until its own step
    begins, for flights that follow one another).
    """

    def __init__(self, queue: AnimationQueue, ms: float = 420.0, appear: float = 0.0) -> None:
        self.queue = queue
        self.ms = ms
        self.appear = appear

    def ghost(self, item: _Item, z: float = GHOST_Z) -> _Item:
        """``item`` added to the scene above the board for the animation only."""
        self.queue.ghost(item, z)
        return item

    def fly(
        self,
        item: QGraphicsItem,
        start: QPointF,
        end: QPointF,
        ms: float | None = None,
        *,
        appear: float | None = None,
        fade_to: float | None = None,
    ) -> Step:
        """The ghost ``item`` (added to the scene now, unless it is in it) flies from ``start`` to ``end`` (its
        top-left, scene units) in ``ms`` (default :attr:`ms`), after fading in for ``appear``
        ms (default :attr:`appear`); with ``fade_to`` it fades to that opacity on the way."""
        q = self.queue
        if item.scene() is None:
            q.ghost(item)
        ms = self.ms if ms is None else ms
        appear = self.appear if appear is None else appear
        move: Step = q.move(item, start, end, ms)
        if fade_to is not None:
            move = q.parallel([move, q.fade(item, 1, fade_to, ms)])
        fade_in = q.fade(item, 0, 1, appear) if appear > 0 else None  # (made last: opacity 0)
        return q.sequence([fade_in, move])

    def arrive(self, item: QGraphicsItem, start: QPointF, ms: float | None = None) -> Step:
        """A real ``item`` of the new picture flies in from ``start`` to where it is drawn."""
        return self.queue.move(item, start, item.pos(), self.ms if ms is None else ms)

    def late(self, *items: QGraphicsItem | None) -> None:
        """Hide the real ``items`` (None skipped) until the animation ends: their ghosts
        arrive first."""
        for item in items:
            if item is not None:
                item.setOpacity(0.0)
                self.queue.hide_until_done(item)

    def label(
        self,
        rect: QRectF,
        text: str | Callable[[], str],
        fill: QColor = GOLD,
        size: float = 17,
        radius: float = 10,
        border: float = 3.0,
        *,
        fit: float | None = None,
        keep: Sequence[str] | Callable[[], Sequence[str]] = (),
        margin: float = 0.0,
        most: float | None = None,
    ) -> Box:
        """A ghost label box (for :meth:`hold`): ``text`` of ``size`` on ``fill`` in
        ``rect``, its ink frame ``border`` wide. With ``fit`` (the smallest size, scene units)
        the text is fitted to the rect's width less ``margin`` at each side (room for a
        picture on it): on one line as large as it fits down to ``fit``, else on two lines
        (more at ``fit`` if it must; broken between words, the ``keep`` terms and sums whole),
        never cut; the box then grows downwards to hold its lines, 5 units above and under
        them. ``most`` (scene units, with ``fit``): the box's greatest height; lines that
        would make it taller are made smaller first, down to ``fit`` (two lines in Chinese
        or Japanese stand taller), beyond which it grows all the same (nothing is cut).
        ``text`` (and ``keep``) may be a function giving it in the current language: the
        label is then worded and fitted anew after a language switch while the animation
        lasts (:meth:`AnimationQueue.reword`), shown, showing or still to come."""
        box = Box(rect, fill, INK, radius, "", size)
        box.border_width = border

        def word() -> None:
            words = text() if callable(text) else text
            terms = keep() if callable(keep) else keep
            shown, font = words, size
            if fit is not None:
                room = rect.width() - 2 * margin
                font, lines = fit_lines(words, size, room, 1, True, terms, fit, whole=True)
                if len(lines) > 1:
                    font, lines = fit_lines(words, size, room, 2, True, terms, fit, whole=True)
                    while most is not None and font - 1 >= fit and _tall(lines, font, rect) > most:
                        font, lines = fit_lines(
                            words, font - 1, room, 2, True, terms, fit, whole=True
                        )
                shown = "\n".join(lines)
            box.prepareGeometryChange()
            box.rect, box.text, box.font_size = QRectF(rect), shown, font
            if fit is not None and (drawn := box.drawn_texts()):
                box.prepareGeometryChange()
                box.rect.setHeight(max(rect.height(), drawn[0][2].height() + 10))
            box.update()

        word()
        if callable(text) or callable(keep):
            self.queue.reworded(word)
        return self.ghost(box)

    def hold(
        self, item: QGraphicsItem, ms: float, fade_in: float = 120, fade_out: float = 200
    ) -> Step:
        """``item`` (a ghost: a label, a banner, a frame) fades in, stays ``ms`` and fades
        out; it is invisible until its step begins."""
        q = self.queue
        out = q.fade(item, 1, 0, fade_out)  # (made first: making a fade sets its start now)
        return q.sequence([q.fade(item, 0, 1, fade_in), q.pause(ms), out])

    def turn_over(
        self, item: QGraphicsItem, show_face: Callable[[], None], ms: float
    ) -> QVariantAnimation:
        """``item`` turns over about its vertical middle in ``ms``: it narrows to a line,
        ``show_face()`` is called once half-way (change its picture there), and it widens
        again."""
        from PySide6.QtCore import QVariantAnimation
        from PySide6.QtGui import QTransform

        half = item.boundingRect().center().x()
        shown = [False]

        def turn(value: float) -> None:
            squeeze = max(0.02, abs(1 - 2 * value))
            item.setTransform(QTransform().translate(half, 0).scale(squeeze, 1).translate(-half, 0))
            if value >= 0.5 and not shown[0]:
                shown[0] = True
                show_face()

        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.queue.duration(ms))
        anim.valueChanged.connect(turn)
        return anim

    def pause(self, ms: float) -> Step:
        """A pause of ``ms`` (scaled by the speed)."""
        return self.queue.pause(ms)

    @staticmethod
    def then(steps: Iterable[Step]) -> Step:
        """``steps`` one after another (None skipped; None if none is left)."""
        return AnimationQueue.sequence(steps)

    @staticmethod
    def together(steps: Iterable[Step]) -> Step:
        """``steps`` at the same time (None skipped; None if none is left)."""
        return AnimationQueue.parallel(steps)


def _tall(lines: Sequence[str], size: float, rect: QRectF) -> float:
    """The height (scene units) of a :meth:`Flight.label` box ``rect`` wide holding
    ``lines`` of ``size``: its lines as a :class:`Box` draws them, 5 units above and under."""
    probe = Box(QRectF(0, 0, rect.width(), rect.height()), None, None, 0, "\n".join(lines), size)
    return probe.drawn_texts()[0][2].height() + 10


__all__ = ["Flight", "Step"]
