"""What boards and the shell tell screen readers, held until the window's first paint.

:mod:`farmhouse.app.board.access` needs the Python types of Qt's accessibility classes, which
PySide creates when they are first imported (``QAccessible`` alone has some 190 enum members:
about 16M instructions, 3 ms). A saved game opened as the app starts is painted before any of
it is needed. So this module has the same calls as :mod:`~farmhouse.app.board.access`
(:func:`changed`, :func:`announce`, :func:`focus_moved`, :func:`picked`,
:func:`board_focused`, :func:`claim`; for the game log :func:`line_focused`, :func:`lines_added`,
:func:`lines_reset`) and passes each straight on, except while the window of the widget it
is about is shown but not yet on screen (its native window not yet exposed: the app's start):
then the calls are held, in order, and made in the turn of the event loop after that window's
first exposure (Qt paints a window while it handles that event), once Qt's accessibility
factory for boards is installed. An interface Qt made for a board before that (a screen
reader asks for every widget that is shown) is let go then, so that the board's own one is
made and read (:func:`farmhouse.app.board.access.adopt`).

The kit's boards and the shell call this module; tests and tools read the tree with
:mod:`~farmhouse.app.board.access` itself (which installs the factory when it is used).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from types import ModuleType

    from PySide6.QtGui import QWindow

#: The calls held until the first exposure (``(name, args)``, in order), or None: not holding.
_held: list[tuple[str, tuple[Any, ...]]] | None = None


def changed(board: QWidget) -> None:
    """:func:`farmhouse.app.board.access.changed`, now or after the first paint."""
    _call(board, "changed", board)


def announce(obj: QObject, text: str, assertive: bool = False) -> None:
    """:func:`farmhouse.app.board.access.announce`, now or after the first paint."""
    if text:
        _call(obj, "announce", obj, text, assertive)


def claim(widget: QWidget) -> None:
    """Give ``widget`` the kit's interface (a widget with an ``accessible_role`` of its own:
    the replay page), letting go of one Qt made for it before the factory was installed
    (:func:`farmhouse.app.board.access.adopt`), now or after the first paint."""
    _call(widget, "adopt", widget)


def focus_moved(board: QWidget, target: tuple[Any, ...]) -> None:
    """:func:`farmhouse.app.board.access.focus_moved`, now or after the first paint."""
    _call(board, "focus_moved", board, target)


def picked(board: QWidget, target: tuple[Any, ...]) -> None:
    """:func:`farmhouse.app.board.access.picked`, now or after the first paint."""
    _call(board, "picked", board, target)


def board_focused(board: QWidget) -> None:
    """:func:`farmhouse.app.board.access.board_focused`, now or after the first paint."""
    _call(board, "board_focused", board)


def line_focused(view: QWidget) -> None:
    """:func:`farmhouse.app.board.access.line_focused`, now or after the first paint."""
    _call(view, "line_focused", view)


def lines_added(view: QWidget, first: int, count: int) -> None:
    """:func:`farmhouse.app.board.access.lines_added`, now or after the first paint."""
    if count > 0:
        _call(view, "lines_added", view, first, count)


def lines_reset(view: QWidget) -> None:
    """:func:`farmhouse.app.board.access.lines_reset`, now or after the first paint."""
    _call(view, "lines_reset", view)


def holding() -> bool:
    """True while calls are held for a window's first exposure (for tests)."""
    return _held is not None


def _call(obj: QObject, name: str, *args: Any) -> None:
    global _held
    if _held is not None:
        _held.append((name, args))
        return
    handle = _unexposed_window(obj)
    if handle is None:
        access = _access()
        if name != "announce":
            _adopt_once(access, obj)
        getattr(access, name)(*args)
        return
    _held = [(name, args)]
    _Release(handle)


#: The boards (by id) whose interfaces were checked since the factory was installed.
_adopted: set[int] = set()


def _adopt_once(access: ModuleType, board: QObject) -> None:
    """Let go of an interface Qt made for ``board`` before the factory was installed (a board
    shown in a window already on screen, as the first game started after the app starts: a
    screen reader asked for it when it was shown), once per board, so that it reads as the
    kit's :class:`~farmhouse.app.board.access.BoardAccessible`."""
    key = id(board)
    if key in _adopted:
        return
    _adopted.add(key)
    board.destroyed.connect(lambda *_: _adopted.discard(key))
    access.adopt(board)


def _unexposed_window(obj: QObject) -> QWindow | None:
    """The native window of ``obj``'s window if that window is shown but not yet exposed."""
    if not isinstance(obj, QWidget):
        return None
    window = obj.window()
    handle = window.windowHandle()
    if not window.isVisible() or handle is None or handle.isExposed():
        return None
    return handle


def _access() -> ModuleType:
    from farmhouse.app.board import access

    access.install()
    return access


def _release() -> None:
    """Make the held calls (after letting go of the interfaces Qt made for their boards before
    the factory was installed); those about a widget deleted since are dropped."""
    global _held
    held, _held = _held or [], None
    access = _access()
    for name, args in held:
        obj = args[0]
        if not shiboken6.isValid(obj):
            continue
        if name != "announce":
            _adopt_once(access, obj)
        getattr(access, name)(*args)


def _release_if_held() -> None:
    if _held is not None:
        _release()


class _Release(QObject):
    """Calls :func:`_release` in the turn of the event loop after ``handle``'s first
    exposure, or at once if ``handle`` is deleted before (a window closed unseen)."""

    def __init__(self, handle: QWindow) -> None:
        super().__init__(handle)
        handle.installEventFilter(self)
        handle.destroyed.connect(_release_if_held)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        handle: Any = watched
        if event.type() == QEvent.Type.Expose and handle.isExposed():
            handle.removeEventFilter(self)
            QTimer.singleShot(0, _release_if_held)
            self.deleteLater()
        return False
