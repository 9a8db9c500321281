"""A guard for screens that appear while a player may still be pressing keys: the hot-seat
hand-over and the game-over dialog.

Such a screen appears as the result of a key (the move that ended a turn, the key that
skipped its animation) and puts its focus on a button. A second press of that key, or its
auto-repeat while it is held, must not press the button: the hand-over would show the next
player's hidden hand to the player who just moved (issue 19: Enter to skip the animation and
Enter again 0.12 s later did), the game-over dialog would go before it was read. So the
screen's buttons ignore, for :data:`ARMING_MS` after the screen shows, the keys that press a
button (Enter, Return, Space, Esc) and mouse presses, and ignore auto-repeated presses of
those keys always. It is what browsers do for a prompt that can appear under the user's
typing: Chromium ignores clicks on a permission prompt within the double-click interval after
it shows, Firefox keeps an add-on install dialog's buttons inactive for 1 s.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QToolButton, QWidget

# How long (ms) after a guarded screen shows its keys and clicks are ignored: longer than a
# double press or a double click (0.1–0.5 s), far shorter than the time the next person takes
# to sit down at the computer or anyone takes to read a result.
ARMING_MS = 750

# The keys that press a focused button or a dialog's default button, or close a dialog.
_PRESSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)


class KeyGuard(QObject):
    """Guards ``screen`` (a widget or dialog) and the widgets it holds when the guard is
    made: see the module docstring. It arms itself every time ``screen`` is shown (and when
    :meth:`arm` is called, e.g. when a shown screen is addressed to someone new); :attr:`armed`
    is False until ``ms`` ms later (None: :data:`ARMING_MS` as it is when the guard is made).

    Signal ``armed_changed(bool)``."""

    armed_changed = Signal(bool)

    def __init__(self, screen: QWidget, ms: int | None = None) -> None:
        super().__init__(screen)
        self._screen = screen
        self._armed = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, ARMING_MS if ms is None else ms))
        self._timer.timeout.connect(self._arm_now)
        screen.installEventFilter(self)
        for child in screen.findChildren(QWidget):
            child.installEventFilter(self)

    @property
    def armed(self) -> bool:
        """True once the screen's buttons take keys and clicks again (see :meth:`arm`)."""
        return self._armed

    def arm(self) -> None:
        """Ignore keys and clicks on the screen for the guard's delay from now (again from now
        if they are being ignored already)."""
        was = self._armed
        self._armed = False
        self._timer.start()
        if was:
            self.armed_changed.emit(False)

    def _arm_now(self) -> None:
        self._armed = True
        self.armed_changed.emit(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind == QEvent.Type.Show and watched is self._screen:
            self.arm()
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if event.key() in _PRESSING_KEYS and (event.isAutoRepeat() or not self._armed):
                event.accept()
                return True  # (a key meant for what was there before the screen)
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if not self._armed and isinstance(watched, QAbstractButton):
                return True
        return super().eventFilter(watched, event)


def press_focused_button(window: QWidget, event: QKeyEvent) -> bool:
    """Press the focused push or tool button of ``window`` (a main window, not a dialog) as
    Space does, for a Return or Enter key ``event`` no widget took on its way up to
    ``window``: Qt presses only a dialog's buttons with them, and the start page's "New
    game…", the replay's "Back", the statistics' "Back to start" did nothing (the keys the
    boards teach: "Enter picks"). Auto-repeated presses (a key held down) do nothing. True if
    a button was pressed (``event`` accepted). The window's ``keyPressEvent`` calls it: one
    place for every page; the game page's :class:`EnterButton` s take the keys themselves."""
    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return False
    if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return False
    button = QApplication.focusWidget()
    if not isinstance(button, (QPushButton, QToolButton)) or not window.isAncestorOf(button):
        return False
    if not button.isEnabled() or not button.isVisible():
        return False
    if not event.isAutoRepeat():
        button.animateClick()
    event.accept()
    return True


class EnterButton(QPushButton):
    """A push button outside a dialog that Return and Enter press as Space does (Qt presses
    only a dialog's buttons with them), as the board confirms a move with Enter: the side
    panel's "Show result", Hint and Take back. An auto-repeated press, a key held down, is
    ignored (it would take back one move after another); a :class:`KeyGuard` on a screen
    holding the button still filters the keys first."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.animateClick()
            event.accept()
            return
        super().keyPressEvent(event)
