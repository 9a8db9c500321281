"""Return and Enter press the focused button on every page of the main window, as Space does
(the tester's T9: on the start page, the replay page and the statistics page only Space did;
Qt presses only a dialog's buttons with them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from .keyplay import real_window

pytestmark = pytest.mark.gui


def focus(qtbot, window, button) -> None:
    window.activateWindow()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_presses_the_start_pages_and_the_statistics_pages_buttons(qtbot, key):
    with real_window(qtbot) as window:
        start = window.start_page
        card = next(c for c in start.cards if c.playable)
        pressed: list[bool] = []
        card.button.clicked.connect(lambda: pressed.append(True))
        card.new_game.disconnect()  # (the New game dialog itself is not what is tested)
        focus(qtbot, window, card.button)
        qtbot.keyClick(card.button, key)
        qtbot.waitUntil(lambda: pressed == [True], timeout=2000)

        focus(qtbot, window, start.stats_button)
        qtbot.keyClick(start.stats_button, key)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.stats_page, timeout=2000)
        back = window.stats_page.back_button
        focus(qtbot, window, back)
        qtbot.keyClick(back, key)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is start, timeout=2000)


def test_a_held_enter_key_presses_nothing(qtbot):
    with real_window(qtbot) as window:
        button = window.start_page.stats_button
        focus(qtbot, window, button)
        repeat = QKeyEvent(
            QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True, 1
        )
        QApplication.sendEvent(button, repeat)
        qtbot.wait(300)
        assert window.stack.currentWidget() is window.start_page


def test_enter_presses_the_replay_pages_back_button(qtbot):
    from .test_replay_page import watch_from_game_over, whole_game

    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, whole_game("black_sheep"))
        focus(qtbot, window, page.back_button)
        qtbot.keyClick(page.back_button, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is not page, timeout=2000)
