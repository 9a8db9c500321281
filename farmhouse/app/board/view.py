"""BoardView: the QGraphicsView every game's board derives from.

It owns the scene, fits it to the window (keeping its aspect) or — with ``pan_zoom=True`` —
lets the player pan (drag empty table, arrow keys, Shift+wheel) and zoom (wheel, + and −,
0 or Home to fit everything), finds the :class:`~farmhouse.app.board.targets.Target` under the
pointer, hands clicks on targets to :meth:`BoardView.target_clicked`, explains targets that
are not legal (``why_not``) on hover and click, and runs an
:class:`~farmhouse.app.board.animation.AnimationQueue` whose end it reports as
``animations_finished``.

Pan/zoom boards often need parts that stay put while the landscape moves (a hand tray, turn
banners, zoom buttons): items added under :attr:`BoardView.overlay` are drawn at a fixed size
and stay pinned to the window (their coordinates are viewport pixels from its top-left
corner); :attr:`BoardView.fit_margins` keeps room for them when the board fits its scene, and
:meth:`BoardView.overlay_changed` tells the board when the window size changed.
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QEvent, QMargins, QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from farmhouse.app.board import item_cache
from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.hint import RING_GAP, RING_HALO, HintMarks, HintSpot, alive
from farmhouse.app.board.palette import TABLE
from farmhouse.app.board.targets import Box, Target
from farmhouse.app.board.text import DECORATIVE, drawn_texts, tooltip_shown

#: Zoom limits (view scale) and the factor of one wheel notch or +/− press.
MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 0.15, 4.0, 1.2
#: The factor of a press on a zoom button (:meth:`BoardView.zoom_clicked`).
ZOOM_BUTTON_STEP = 1.25
#: Scene units one arrow-key press pans, at zoom 1.
PAN_STEP = 60.0
#: Pointer travel in pixels before a press on empty table becomes a drag.
DRAG_THRESHOLD = 4
#: Z value of the overlay (see :class:`Overlay`): above the scene and its animations.
OVERLAY_Z = 40.0


class ShownText(NamedTuple):
    """A text as the player sees it (see :meth:`BoardView.shown_texts`): ``text``, its font's
    ``pixels`` on the screen, the ``rect`` it takes in viewport pixels, the ``item`` that
    draws it (topmost first in :meth:`~BoardView.shown_texts`) and, for decoration no player
    needs to read, the ``decorative`` reason (else None)."""

    text: str
    pixels: float
    rect: QRectF
    item: QGraphicsItem
    decorative: str | None


class Overlay(QGraphicsObject):
    """The root of a board's window-pinned items: it draws nothing, ignores the view's zoom
    and is kept at the viewport's top-left corner by :class:`BoardView`, so its children are
    laid out in viewport pixels and stay put while the scene pans and zooms."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(OVERLAY_Z)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass


if TYPE_CHECKING:
    from PySide6.QtGui import QHelpEvent


def _help_event() -> "type[QHelpEvent]":
    """QHelpEvent (its Python type made when a tooltip is first asked for, not when a
    board's module is imported)."""
    from PySide6.QtGui import QHelpEvent  # noqa: F811 (the type, now made)

    return QHelpEvent


class BoardView(BoardWidget):
    """A board in a QGraphicsView (see the module docstring).

    ``scene_rect``: the scene area to show and fit. ``pan_zoom``: False (the default) fits
    that area to the window at every resize; True keeps the player's zoom and position and
    enables panning and zooming (no scroll bars: see ``__init__``).

    Subclasses implement :meth:`show_view` and :meth:`retranslate`, override
    :meth:`target_clicked` (and :meth:`hover_changed`), and build animations with
    :attr:`animations`. ``hover`` is the ``(role, data_value)`` under the pointer, or None.

    ``overlay`` holds the items pinned to the window (see :class:`Overlay`); ``fit_margins``
    (viewport pixels, default none) is the room :meth:`fit` leaves free around the scene for
    them. ``fit_zoom_step`` (e.g. 1.25; default None: exact) makes :meth:`fit` choose a zoom
    among the powers of that step, so a board that grows a little refits without rescaling
    (and repainting) everything; ``fit_zoom_least`` (default None) is a zoom that rounding
    down to a power of the step never goes below when the exact fit reaches it (a board
    that promises pieces of at least some size while they fit).
    """

    def __init__(
        self, scene_rect: QRectF, parent: QWidget | None = None, pan_zoom: bool = False
    ) -> None:
        super().__init__(parent)
        # A viewport made here, as Qt's own would be (a plain QWidget): PySide then knows its
        # type. Asked for the one Qt made, it would first create the Python types (and some
        # 80 enums) of every Qt widget class, about 10 ms of opening a save.
        self.setViewport(QWidget())
        scene = QGraphicsScene(scene_rect, self)
        # Boards add and remove items on every move: a BSP index would be rebuilt each time.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        item_cache.hold(scene)  # (the items' caches from the first paint on: paintEvent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.pan_zoom = pan_zoom
        # No scroll bars, pan/zoom boards neither (issue 18): bars that came and went with the
        # zoom would change the viewport, refit it and could make them come and go forever,
        # and bars shown always take room at every size. A pan/zoom board pans by dragging
        # the table, the arrow keys and Shift+wheel (its hidden bars still scroll it).
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(TABLE)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        # no background cache: the table is one colour, filled faster than a cached copy of
        # it is blitted through the clip of what changed
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.fit_rect = QRectF(scene_rect)
        self.interactive = True
        self.hover: tuple[str, Any] | None = None
        self.animations = AnimationQueue(self.scene(), self)
        self.animations.finished.connect(self._on_animations_finished)
        self._fitted = True  # pan/zoom: follow resizes until the player zooms or pans
        self._press: QPoint | None = None
        self._dragging = False
        self.overlay = Overlay()
        scene.addItem(self.overlay)
        self.fit_margins = QMargins()
        self._clear_right = 0  # (keep_clear_right)
        self.fit_zoom_step: float | None = None
        self.fit_zoom_least: float | None = None
        # :meth:`follow` fits what it is given, also smaller (a replay; default: it only grows)
        self.follow_exactly = False
        self.hint_marks = HintMarks(scene, self.hint_spots, self)
        self._painted = False  # (see paintEvent)

    # ---------------------------------------------------------------- BoardWidget API

    def set_interactive(self, enabled: bool) -> None:
        """Allow or forbid choosing actions (False while an AI thinks); subclasses refresh
        their highlights in :meth:`interactive_changed`."""
        self.interactive = enabled
        self.interactive_changed()

    def set_animation_speed(self, factor: float) -> None:
        """Scale animation durations: 1 normal, 0 instant, 2 twice as slow."""
        self.animations.speed = max(0.0, factor)

    def show_hint(self, action: Any, caption: str = "") -> bool:
        """Ring the pieces :meth:`hint_spots` names for ``action`` (see
        :mod:`farmhouse.app.board.hint`); True if there were any."""
        return self.hint_marks.show(action, caption)

    def clear_hint(self) -> None:
        """Take the hint's rings away."""
        self.hint_marks.clear()

    def hint_rects(self) -> list[QRectF]:
        """Where the hint's rings and their tags lie, in viewport pixels (see
        :meth:`BoardWidget.hint_rects`)."""
        marks = self.hint_marks
        if not marks.shown:
            return []
        # (a ring goes with its piece when the board redraws: deleted, until the marks'
        # next refresh)
        shown = [x for x in (*marks.rings, *marks.tags) if alive(x) and x.isVisible()]
        shown = [x for x in shown if x.scene() is self.scene()]
        # each ring as drawn, its line and halo round its piece (its bounding rect keeps
        # room for the least zoom: 73 units round it, which lay over half a board; session
        # 25), and each tag as shown on the screen (its size ignores the zoom)
        edge = RING_GAP + RING_HALO / 2
        rings = [
            QRectF(self.mapFromScene(r.mapRectToScene(r.rect)).boundingRect()).adjusted(
                -edge, -edge, edge, edge
            )
            for r in marks.rings
            if r in shown
        ]
        return rings + [t.screen_rect(self) for t in marks.tags if t in shown]

    # ---------------------------------------------------------------- for subclasses

    def target_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """The player clicked the target ``item`` with ``role``/``value`` (lit or not; a target
        that is not lit and has a ``why_not`` is explained before this is called)."""

    def hover_changed(self) -> None:
        """:attr:`hover` changed (refresh highlights here)."""

    def interactive_changed(self) -> None:
        """:attr:`interactive` changed (refresh highlights here)."""

    def hint_spots(self, action: Any) -> list[HintSpot]:
        """The pieces a hint for ``action`` (one of the legal actions shown) rings: the card,
        tile and place, dice or button it uses, as the board draws them now. Boards override
        it (in a small module of their own); the default rings nothing."""
        return []

    def targets_with(self, role: str, value: Any) -> list[QGraphicsItem]:
        """The visible targets on the board with ``role`` and ``data_value`` ``value`` (e.g.
        for :meth:`hint_spots`), topmost first."""
        return [
            item
            for item in self.scene().items()
            if getattr(item, "role", None) == role
            and getattr(item, "data_value", None) == value
            and item.isVisible()
        ]

    def explain(self, text: str) -> None:
        """Say ``text`` (translated) to the player: why a choice cannot be made now."""
        self.illegal_attempt.emit(text)

    def target_at(self, point: QPoint) -> tuple[str, Any, QGraphicsItem] | None:
        """The topmost target under viewport ``point``: (role, data_value, item), or None."""
        for item in self.items(point):
            node: QGraphicsItem | None = item
            while node is not None:
                role = getattr(node, "role", None)
                if role:
                    return role, node.data_value, node  # type: ignore[attr-defined]
                node = node.parentItem()
        return None

    def _on_animations_finished(self) -> None:
        self.animations_done()
        self.animations_finished.emit()

    def animations_done(self) -> None:
        """The animation queue finished (refresh what depended on it here)."""

    def background_clicked(self, point: QPoint) -> None:
        """A left click at viewport ``point`` on no target (on a pan/zoom board: a press and
        release that did not become a drag). Explain here what such a click cannot do."""

    def overlay_changed(self) -> None:
        """The viewport's size changed: lay out the :attr:`overlay` items again here."""

    def _pin_overlay(self) -> None:
        """Keep the overlay at the viewport's top-left corner."""
        overlay = getattr(self, "overlay", None)  # (the view scrolls once before it exists)
        if overlay is not None:
            overlay.setPos(self.mapToScene(QPoint(0, 0)))

    # ---------------------------------------------------------------- fitting, pan and zoom

    @property
    def zoom(self) -> float:
        """The current view scale (scene unit → device-independent pixel)."""
        return self.transform().m11()

    def keep_room(self, margins: QMargins) -> None:
        """Keep ``margins`` (viewport pixels) free around the scene for the overlay (see
        :attr:`fit_margins`); when they changed on a board the player has not zoomed or panned,
        fit it again in the room left."""
        if margins != self.fit_margins:
            self.fit_margins = margins
            if self._fitted:
                self.fit()

    def fit_area(self) -> QRectF | None:
        """The scene area :meth:`fit` and :meth:`keep_in_sight` show, worked out from what
        the board draws now (a landscape board: its landscape), or None (the default): the
        :attr:`fit_rect` as it was given."""
        return None

    def keep_clear_right(self, pixels: int) -> None:
        """Keep ``pixels`` at the viewport's right free of the scene (0: none), besides
        :attr:`fit_margins`: something lies over the board there (the game page's side panel
        opened over a narrow window's board while a hint is shown: the board fits beside it,
        so that it covers nothing the hint marks or names); fit again where the player has
        not zoomed or panned."""
        if pixels != self._clear_right:
            self._clear_right = pixels
            if self._fitted:
                self.fit()

    def _margins(self) -> QMargins:
        """:attr:`fit_margins` and the room kept clear at the right (:meth:`keep_clear_right`)."""
        m = self.fit_margins
        if not self._clear_right:
            return m
        return QMargins(m.left(), m.top(), m.right() + self._clear_right, m.bottom())

    def fit(self) -> None:
        """Show all of :attr:`fit_rect` (what :meth:`fit_area` gives, when it gives one), as
        large as the window allows, in the part of the window that :attr:`fit_margins`
        leaves free."""
        area = self.fit_area()
        if area is not None and area != self.fit_rect:
            self.fit_rect = area
            self._grow_scene(area)
        self._fit_into(self.viewport().rect())
        self._fitted = True
        self._pin_overlay()

    def free_area(self) -> QRect:
        """The part of the viewport that :attr:`fit_margins` leave to the scene (viewport
        pixels)."""
        m = self._margins()
        return self.viewport().rect().adjusted(m.left(), m.top(), -m.right(), -m.bottom())

    def fitted_zoom(self, rect: QRectF, free: QRect | None = None) -> float | None:
        """The zoom :meth:`fit` gives ``rect`` in the ``free`` area (default:
        :meth:`free_area`), or None where Qt's own fitting decides (no margins and no zoom
        step, an area or a rectangle too small to fit)."""
        m = self._margins()
        free = self.free_area() if free is None else free
        plain = m.isNull() and self.fit_zoom_step is None
        if plain or free.width() < 60 or free.height() < 60 or rect.isEmpty():
            return None
        zoom = min((free.width() - 4) / rect.width(), (free.height() - 4) / rect.height())
        if self.fit_zoom_step is not None and zoom > 0:
            # the next smaller power of the step: a growing board refits at the zoom it had
            # (only its centre moves) until it really needs a smaller one
            exact = zoom
            zoom = self.fit_zoom_step ** math.floor(math.log(zoom, self.fit_zoom_step) + 1e-9)
            least = self.fit_zoom_least
            if least is not None and zoom < least <= exact:
                zoom = least
        return zoom

    def _fit_into(self, area: QRect) -> None:
        m = self._margins()
        free = area.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        rect = self.fit_rect
        zoom = self.fitted_zoom(rect, free)
        if zoom is None:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            return
        self.resetTransform()
        self.scale(zoom, zoom)
        centre = rect.center() - QPointF(free.center() - area.center()) / zoom
        # the scene must reach beyond what the window shows, or the view cannot scroll there
        half = QPointF(area.width(), area.height()) / zoom
        self.setSceneRect(self.sceneRect().united(QRectF(centre - half, centre + half)))
        self.centerOn(centre)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` (pan/zoom boards only), within the zoom limits, keeping the
        scene point ``anchor`` where it is in the window (the wheel passes the point under
        the pointer, so it stays under it); without ``anchor`` the zoom is about the centre
        of the window (the + and − keys)."""
        if not self.pan_zoom:
            return
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if abs(target - self.zoom) < 1e-9:
            return
        if anchor is None:
            anchor = self.mapToScene(self.viewport().rect().center())
        pixel = self.viewportTransform().map(anchor)  # where the anchor is in the window now
        kept = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(target / self.zoom, target / self.zoom)
        self.setTransformationAnchor(kept)
        # the scene must reach beyond what the window shows at the new zoom, or the scroll
        # bars could not bring the anchor back under ``pixel``
        size = QPointF(self.viewport().width(), self.viewport().height()) / target
        top_left = anchor - pixel / target
        shown = QRectF(top_left, top_left + size)
        margin = 200 / target
        self.setSceneRect(self.sceneRect().united(shown.adjusted(-margin, -margin, margin, margin)))
        drift = self.viewportTransform().map(anchor) - pixel
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(drift.x()))
        v.setValue(v.value() + round(drift.y()))
        self._fitted = False
        self._pin_overlay()

    def zoom_clicked(self, value: str) -> None:
        """A zoom button was pressed (see :func:`~farmhouse.app.board.parts.overlay.zoom_buttons`):
        ``value`` "in" or "out" zooms about the centre of the window by
        :data:`ZOOM_BUTTON_STEP`, "fit" fits the scene again."""
        if value in ("in", "out"):
            self.zoom_by(ZOOM_BUTTON_STEP if value == "in" else 1 / ZOOM_BUTTON_STEP)
        else:
            self.fit()

    def follow(self, rect: QRectF) -> None:
        """Pan/zoom boards: grow :attr:`fit_rect` to include ``rect``; refit if the player has
        not zoomed or panned since the last fit, else only make sure ``rect`` is in sight.
        Nothing moves when ``rect`` is inside the fitted area already, nor when the grown
        area would be fitted at the zoom it has and is all in the free area as it is shown
        (a move then repaints only what changed). With :attr:`follow_exactly` (a board that
        shows positions in any order: a replay stepping back) a fitted board fits ``rect``
        itself, also when it is smaller."""
        exact = self.follow_exactly and self._fitted
        grown = QRectF(rect) if exact else self.fit_rect.united(rect)
        if self._fitted and grown == self.fit_rect:
            return
        self.fit_rect = grown
        self._grow_scene(grown)
        if self._fitted:
            zoom = self.fitted_zoom(grown)
            shown = self.mapFromScene(grown).boundingRect()
            if zoom is None or abs(zoom - self.zoom) > 1e-9 or not self.free_area().contains(shown):
                self.fit()
        else:
            self.ensureVisible(rect, 20, 20)
            self._pin_overlay()

    def keep_in_sight(self, news: Sequence[QRectF] = ()) -> None:
        """Pan/zoom boards, after a move: keep :meth:`fit_area` (required here) in sight.
        While the player has not zoomed or panned, fit it: whenever it grew beyond what the
        view shows (else nothing moves, see :meth:`follow`), and when it is smaller than what
        was fitted (a replay stepping back). Otherwise only bring ``news`` into view (scene
        rectangles: what other players did)."""
        need = self.fit_area()
        assert need is not None, "keep_in_sight needs a fit_area"
        if self._fitted:
            self.follow(need) if need.contains(self.fit_rect) else self.fit()
            return
        self.fit_rect = self.fit_rect.united(need)
        self._grow_scene(self.fit_rect)
        for rect in news:
            self.ensureVisible(rect, 40, 40)

    def _grow_scene(self, rect: QRectF) -> None:
        """Let the scene reach 400 units beyond ``rect``: the scene only grows (a smaller one
        would scroll the view)."""
        self.setSceneRect(self.sceneRect().united(rect.adjusted(-400, -400, 400, 400)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.overlay_changed()
        if not self.pan_zoom or self._fitted:
            self.fit()
        self._pin_overlay()

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not self.pan_zoom or self._fitted:
            self.fit()
        self._pin_overlay()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        if self._painted:
            super().paintEvent(event)
            return
        # The first paint draws every item once, straight onto the window: an item's
        # device-coordinate cache (a pixmap it is drawn into, then copied) pays only when the
        # item is drawn again, and the first paint of a board is what a player waits for when
        # a game starts or a save is opened. The caches the kit's items got before it
        # (:func:`~farmhouse.app.board.item_cache.device_cache`) are set in the next turn of
        # the event loop, once the frame is on screen (empty: each is filled the next time
        # its item is drawn; setting one costs ~6.6k instructions, PySide converting the
        # mode: ~2M of a save's way to its first frame, which they do not change).
        self._painted = True
        try:
            super().paintEvent(event)
        finally:
            QTimer.singleShot(0, self, self._release_caches)

    def _release_caches(self) -> None:
        """Give the items held since the board was made their caches (see paintEvent)."""
        item_cache.release(self.scene())

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 (Qt API)
        super().scrollContentsBy(dx, dy)
        self._pin_overlay()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        if not self.pan_zoom or event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)
            return
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps, self.mapToScene(event.position().toPoint()))
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if self.pan_zoom and self.pan_zoom_key(event):
            return
        super().keyPressEvent(event)

    def pan_zoom_key(self, event: QKeyEvent) -> bool:
        """Handle +, −, 0/Home and the arrow keys of a pan/zoom board; True if handled."""
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(ZOOM_STEP)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_by(1 / ZOOM_STEP)
        elif key in (Qt.Key.Key_0, Qt.Key.Key_Home):
            self.fit()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = int(PAN_STEP * self.zoom)
            dx = {Qt.Key.Key_Left: -step, Qt.Key.Key_Right: step}.get(Qt.Key(key), 0)
            dy = {Qt.Key.Key_Up: -step, Qt.Key.Key_Down: step}.get(Qt.Key(key), 0)
            self.pan_by(dx, dy)
        else:
            return False
        return True

    def pan_by(self, dx: int, dy: int) -> None:
        """Scroll the view by ``dx``, ``dy`` pixels (pan/zoom boards)."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)
        self._fitted = False

    # ---------------------------------------------------------------- pointer

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton and self.skip_animation():
            return
        point = event.position().toPoint()
        if event.button() == Qt.MouseButton.MiddleButton and self.pan_zoom:
            self._press, self._dragging = point, True
            return
        if event.button() != Qt.MouseButton.LeftButton:
            self.other_button_pressed(event)
            return
        found = self.target_at(point)
        if found is None:
            if self.pan_zoom:
                self._press, self._dragging = point, False
            else:
                self.background_clicked(point)
            return
        role, value, item = found
        why = getattr(item, "why_not", None)
        if not getattr(item, "lit", False) and why:
            self.explain(why)
        self.target_clicked(role, value, item)

    def pointer_moved(self, point: QPoint, found: tuple[str, Any, QGraphicsItem] | None) -> None:
        """The pointer moved to viewport ``point`` over the target ``found`` (or None), before
        a target that is not lit shows its ``why_not``: follow the pointer here (e.g. a piece
        held over the board), or set that reason."""

    def other_button_pressed(self, event: QMouseEvent) -> None:
        """A press of a button other than the left one (or the middle one of a pan/zoom
        board): e.g. right-click to rotate a tile."""

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        point = event.position().toPoint()
        if self._press is not None:
            delta = point - self._press
            if self._dragging or delta.manhattanLength() > DRAG_THRESHOLD:
                self._dragging = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self.pan_by(-delta.x(), -delta.y())
                self._press = point
                return
        super().mouseMoveEvent(event)
        found = self.target_at(point)
        self.pointer_moved(point, found)
        hover = (found[0], found[1]) if found else None
        if found is not None and not getattr(found[2], "lit", False):
            why = getattr(found[2], "why_not", None)
            if why:
                QToolTip.showText(event.globalPosition().toPoint(), tooltip_shown(why), self)
        if hover != self.hover:
            self.hover = hover
            self.hover_changed()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The pointer leaving the board (its viewport) is under nothing: :attr:`hover` goes
        to None and :meth:`hover_changed` relights what it lit, as a move off every item does
        (else a hover light stayed on with the pointer elsewhere). A piece's tooltip shows
        with the players' names spaced from the Chinese around them
        (:func:`~farmhouse.app.board.linebreak.spaced_names`: 「Bot 2 的手牌」), as every text
        of the board, and its lines break between phrases, never inside a Chinese or
        Japanese word (:func:`~farmhouse.app.board.text.tooltip_shown`, as the shell's
        tooltips)."""
        if event.type() == QEvent.Type.Leave and self.hover is not None:
            self.hover = None
            self.hover_changed()
        if event.type() == QEvent.Type.ToolTip and isinstance(event, _help_event()):
            tip = next((i.toolTip() for i in self.items(event.pos()) if i.toolTip()), "")
            shown = tooltip_shown(tip)
            if shown != tip:  # (else as Qt shows it: the same text)
                QToolTip.showText(event.globalPos(), shown, self.viewport())
                return True
        return super().viewportEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._press is not None:
            clicked = not self._dragging and event.button() == Qt.MouseButton.LeftButton
            self._press, self._dragging = None, False
            self.viewport().unsetCursor()
            if clicked:
                self.background_clicked(event.position().toPoint())
            return
        super().mouseReleaseEvent(event)

    # ---------------------------------------------------------------- test hooks

    def item_centre_in_viewport(self, item: QGraphicsItem) -> QPoint:
        """The viewport point at the centre of ``item``'s shape, for mouse tests (also for
        items of the :attr:`overlay`, which ignore the view's zoom)."""
        centre = item.shape().boundingRect().center()
        return item.deviceTransform(self.viewportTransform()).map(centre).toPoint()

    def _shown_scale(self, item: QGraphicsItem) -> float:
        """How many viewport pixels one unit of ``item`` takes now (its scale, its parents'
        and the view's; the overlay's items ignore the view's)."""
        t = item.deviceTransform(self.viewportTransform())
        return math.hypot(t.m11(), t.m12())

    def is_animating(self) -> bool:
        """True while an animation runs."""
        return self.animations.running

    def animation_remaining_ms(self) -> int:
        """How long the running animation still takes (see BoardWidget)."""
        return self.animations.remaining_ms()

    def skip_animation(self) -> bool:
        """Finish the running animation at once (a player's click on the board or Esc, Space
        or Enter while it plays: the end of a game's final scoring, a long cattle drive); it
        then reports ``animations_finished`` as at its end. False when none runs."""
        if not self.animations.running:
            return False
        self.animations.finish()
        return True

    def highlighted_items(self) -> list[QGraphicsItem]:
        """Targets currently lit up as legal choices."""
        return [i for i in self.scene().items() if isinstance(i, Target) and i.lit]

    def texts_on_board(self) -> list[str]:
        """Every text drawn on the board (labels, text blocks and boxes)."""
        out: list[str] = []
        for item in self.scene().items():
            if not item.isVisible():
                continue
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append(item.text())
            elif isinstance(item, QGraphicsTextItem):
                out.extend(item.toPlainText().split("\n"))
            elif isinstance(item, Box) and item.text:
                out.append(item.text)
        return out

    def items_top_first(self) -> list[QGraphicsItem]:
        """Every item of the scene that has a size, topmost first (the order a player sees
        them stacked: the boards' scenes keep no index, and their plain ``items()`` list
        comes unsorted)."""
        everything = QRectF(-1e9, -1e9, 2e9, 2e9)
        return self.scene().items(
            everything,
            Qt.ItemSelectionMode.IntersectsItemBoundingRect,
            Qt.SortOrder.DescendingOrder,
            QTransform(),
        )

    def shown_texts(self) -> list[ShownText]:
        """Every text the board shows now, as the player sees it (for the readable-text
        check): each piece an item draws (:func:`~farmhouse.app.board.text.drawn_texts`: a
        label, a line of a text block, a box's text, a picture's lettering) with the pixel
        size of its font on the screen (its size × the item's scale, its parents' and the
        view's; the :attr:`overlay`'s items ignore the view's) and the rectangle it takes in
        viewport pixels. Hidden and fully transparent items, and pieces wholly outside the
        viewport, are left out; ``decorative`` is the reason given with
        :func:`~farmhouse.app.board.text.decorative`, or None."""
        out: list[ShownText] = []
        viewport = QRectF(self.viewport().rect())
        transform = self.viewportTransform()
        for item in self.items_top_first():
            if not item.isVisible() or item.effectiveOpacity() == 0:
                continue
            pieces = drawn_texts(item)
            if not pieces:
                continue
            t = item.deviceTransform(transform)
            scale = math.hypot(t.m11(), t.m12())
            reason = item.data(DECORATIVE)
            for piece in pieces:
                rect = t.mapRect(piece.rect)
                if not rect.intersects(viewport):
                    continue
                out.append(
                    ShownText(
                        piece.text,
                        piece.size * scale,
                        rect,
                        item,
                        reason if isinstance(reason, str) else None,
                    )
                )
        return out

    def text_sizes(self) -> list[tuple[str, float]]:
        """Every visible text on the board with the pixel size a player sees it at now: its
        font's pixel size × its scale, its parents' and the view's (not the view's for the
        :attr:`overlay`); boxes by their font size."""
        out: list[tuple[str, float]] = []
        for item in self.scene().items():
            if not item.isVisible() or item.opacity() == 0:
                continue
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append((item.text(), item.font().pixelSize() * self._shown_scale(item)))
            elif isinstance(item, QGraphicsTextItem):
                out.append((item.toPlainText(), item.font().pixelSize() * self._shown_scale(item)))
            elif isinstance(item, Box) and item.text:
                out.append((item.text, item.font_size * self._shown_scale(item)))
        return out
