"""Work that waits until a window is on screen: :func:`after_first_paint`.

The app's first window is shown before what it does not need for its first paint: the list
of saved games (and the save-file machinery it loads), the window's icon. Qt paints a window
while it handles the first exposure of its native window and puts it on screen before the
event loop turns again; the work waits for that next turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow


class _Waiter(QObject):
    """Watches ``widget``'s window: its Show (when the native window exists), then the
    native window's first Expose; then calls ``callback`` once, in the next turn."""

    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback
        window = widget.window()
        self._window: QWidget | None = window
        self._handle: QWindow | None = window.windowHandle()  # the native window, if any
        if self._handle is not None:
            self._handle.installEventFilter(self)
        else:
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        window = self._window
        if kind == QEvent.Type.Show and window is not None and watched is window:
            self._handle = window.windowHandle()
            if self._handle is not None:
                window.removeEventFilter(self)
                self._handle.installEventFilter(self)
        elif (
            kind == QEvent.Type.Expose
            and self._handle is not None
            and watched is self._handle
            and self._handle.isExposed()
        ):
            self._handle.removeEventFilter(self)
            QTimer.singleShot(0, self._call)
        return False

    def _call(self) -> None:
        # Let go of the window and the callback (often a method of the window) before the
        # waiter's own deletion: were the waiter to hold the last reference to its window,
        # deleting the waiter would delete the window, which deletes its child the waiter a
        # second time, inside the first deletion (a crash).
        self.deleteLater()
        callback = self._callback
        self._callback = _nothing
        self._window = self._handle = None
        callback()


def _nothing() -> None:
    pass


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` in the first turn of the event loop after ``widget``'s window has been
    exposed, so painted and put on screen (for the first time from now on: call it before the
    window is shown). If the widget is deleted first, ``callback`` is never called."""
    _Waiter(widget, callback)
