"""BoardView: the QGraphicsView every game's board derives from.

It owns the scene, fits it to the window (keeping its aspect) or — with ``pan_zoom=True`` —
lets the player pan (drag empty table, scroll bars, arrow keys) and zoom (wheel, + and −,
0 or Home to fit everything), finds the :class:`~farmhouse.app.board.targets.Target` under the
pointer, hands clicks on targets to :meth:`BoardView.target_clicked`, explains targets that
are not legal (``why_not``) on hover and click, and runs an
:class:`~farmhouse.app.board.animation.AnimationQueue` whose end it reports as
``animations_finished``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QToolTip,
    QWidget,
)

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.palette import TABLE
from farmhouse.app.board.targets import Box, Target
from farmhouse.app.board.text import shown_pixel_size

#: Zoom limits (view scale) and the factor of one wheel notch or +/− press.
MIN_ZOOM, MAX_ZOOM, ZOOM_STEP = 0.15, 4.0, 1.2
#: Scene units one arrow-key press pans, at zoom 1.
PAN_STEP = 60.0
#: Pointer travel in pixels before a press on empty table becomes a drag.
DRAG_THRESHOLD = 4


class BoardView(BoardWidget):
    """A board in a QGraphicsView (see the module docstring).

    ``scene_rect``: the scene area to show and fit. ``pan_zoom``: False (the default) fits
    that area to the window at every resize; True keeps the player's zoom and position, shows
    scroll bars when needed and enables panning and zooming.

    Subclasses implement :meth:`show_view` and :meth:`retranslate`, override
    :meth:`target_clicked` (and :meth:`hover_changed`), and build animations with
    :attr:`animations`. ``hover`` is the ``(role, data_value)`` under the pointer, or None.
    """

    def __init__(
        self, scene_rect: QRectF, parent: QWidget | None = None, pan_zoom: bool = False
    ) -> None:
        super().__init__(parent)
        scene = QGraphicsScene(scene_rect, self)
        # Boards add and remove items on every move: a BSP index would be rebuilt each time.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.pan_zoom = pan_zoom
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if pan_zoom
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(TABLE)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.fit_rect = QRectF(scene_rect)
        self.interactive = True
        self.hover: tuple[str, Any] | None = None
        self.animations = AnimationQueue(self.scene(), self)
        self.animations.finished.connect(self._on_animations_finished)
        self._fitted = True  # pan/zoom: follow resizes until the player zooms or pans
        self._press: QPoint | None = None
        self._dragging = False

    # ---------------------------------------------------------------- BoardWidget API

    def set_interactive(self, enabled: bool) -> None:
        """Allow or forbid choosing actions (False while an AI thinks); subclasses refresh
        their highlights in :meth:`interactive_changed`."""
        self.interactive = enabled
        self.interactive_changed()

    def set_animation_speed(self, factor: float) -> None:
        """Scale animation durations: 1 normal, 0 instant, 2 twice as slow."""
        self.animations.speed = max(0.0, factor)

    # ---------------------------------------------------------------- for subclasses

    def target_clicked(self, role: str, value: Any, item: QGraphicsItem) -> None:
        """The player clicked the target ``item`` with ``role``/``value`` (lit or not; a target
        that is not lit and has a ``why_not`` is explained before this is called)."""

    def hover_changed(self) -> None:
        """:attr:`hover` changed (refresh highlights here)."""

    def interactive_changed(self) -> None:
        """:attr:`interactive` changed (refresh highlights here)."""

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

    # ---------------------------------------------------------------- fitting, pan and zoom

    @property
    def zoom(self) -> float:
        """The current view scale (scene unit → device-independent pixel)."""
        return self.transform().m11()

    def fit(self) -> None:
        """Show all of :attr:`fit_rect`, as large as the window allows."""
        self.fitInView(self.fit_rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = True

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` (pan/zoom boards only), within the zoom limits, keeping the
        scene point ``anchor`` (default: the centre of the window) in place."""
        if not self.pan_zoom:
            return
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if abs(target - self.zoom) < 1e-9:
            return
        centre = anchor if anchor is not None else self.mapToScene(self.viewport().rect().center())
        self.scale(target / self.zoom, target / self.zoom)
        self.centerOn(centre)
        self._fitted = False

    def follow(self, rect: QRectF) -> None:
        """Pan/zoom boards: grow :attr:`fit_rect` to include ``rect``; refit if the player has
        not zoomed or panned since the last fit, else only make sure ``rect`` is in sight."""
        self.fit_rect = self.fit_rect.united(rect)
        self.setSceneRect(self.fit_rect.adjusted(-400, -400, 400, 400))
        if self._fitted:
            self.fit()
        else:
            self.ensureVisible(rect, 20, 20)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if not self.pan_zoom or self._fitted:
            self.fit()

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not self.pan_zoom or self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        if not self.pan_zoom or event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)
            return
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps, self.mapToScene(event.position().toPoint()))

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
            return
        role, value, item = found
        why = getattr(item, "why_not", None)
        if not getattr(item, "lit", False) and why:
            self.explain(why)
        self.target_clicked(role, value, item)

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
        hover = (found[0], found[1]) if found else None
        if found is not None and not getattr(found[2], "lit", False):
            why = getattr(found[2], "why_not", None)
            if why:
                QToolTip.showText(event.globalPosition().toPoint(), why, self)
        if hover != self.hover:
            self.hover = hover
            self.hover_changed()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._press is not None:
            self._press, self._dragging = None, False
            self.viewport().unsetCursor()
            return
        super().mouseReleaseEvent(event)

    # ---------------------------------------------------------------- test hooks

    def item_centre_in_viewport(self, item: QGraphicsItem) -> QPoint:
        """The viewport point at the centre of ``item``'s shape, for mouse tests."""
        return self.mapFromScene(item.mapToScene(item.shape().boundingRect().center()))

    def is_animating(self) -> bool:
        """True while an animation runs."""
        return self.animations.running

    def animation_remaining_ms(self) -> int:
        """How long the running animation still takes (see BoardWidget)."""
        return self.animations.remaining_ms()

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

    def text_sizes(self) -> list[tuple[str, float]]:
        """Every visible text on the board with the pixel size a player sees it at now
        (:func:`~farmhouse.app.board.text.shown_pixel_size`; boxes by their font size)."""
        out: list[tuple[str, float]] = []
        scale = self.zoom
        for item in self.scene().items():
            if not item.isVisible() or item.opacity() == 0:
                continue
            if isinstance(item, QGraphicsSimpleTextItem):
                out.append((item.text(), shown_pixel_size(item, scale)))
            elif isinstance(item, QGraphicsTextItem):
                out.append((item.toPlainText(), shown_pixel_size(item, scale)))
            elif isinstance(item, Box) and item.text:
                node: QGraphicsItem | None = item
                factor = 1.0
                while node is not None:
                    factor *= node.scale()
                    node = node.parentItem()
                out.append((item.text, item.font_size * factor * scale))
        return out
