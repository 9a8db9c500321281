"""``after_first_paint``: the callback comes once, after the window's first exposure, and the
waiter that calls it never keeps its window alive (a window whose last reference was the
waiter's was deleted inside the waiter's own deletion, which deleted the waiter twice: the
test process crashed now and then, whenever a test dropped such a window)."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget

from farmhouse.app.first_paint import after_first_paint


def test_the_callback_comes_once_after_the_first_exposure(qtbot):
    calls: list[int] = []
    window = QWidget()
    qtbot.addWidget(window)
    after_first_paint(window, lambda: calls.append(1))
    qtbot.wait(30)
    assert calls == [], "called before the window was shown"
    window.show()
    qtbot.waitUntil(lambda: calls == [1])
    window.hide()
    window.show()
    qtbot.wait(50)
    assert calls == [1]


def test_a_window_only_its_waiter_keeps_goes_once_the_callback_came(qtbot):
    """The window's last reference is the callback the waiter holds (a method of the window,
    as the app passes): once called, the window goes, and with it the waiter, once."""
    calls: list[int] = []

    class Window(QWidget):
        def note(self) -> None:
            calls.append(1)

    window = Window()
    after_first_paint(window, window.note)
    window.show()
    gone = weakref.ref(window)
    del window  # the waiter's callback is now all that keeps it (the process crashed here)
    qtbot.waitUntil(lambda: calls == [1])
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert gone() is None, "the waiter keeps its window alive after the call"
