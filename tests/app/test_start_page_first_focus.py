"""The start page's first keyboard focus: on Continue when there is a game to continue (the
page's primary button), else on the first game's "New game…". With a game to continue, the
focus was on Black Sheep's "New game…", and Enter opened a New game dialog instead of
resuming (issue 18, V15)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


def shown_window(qtbot) -> MainWindow:
    """The app's window as it opens (the start page), active, its saves all read."""
    translations = Translations()
    translations.set_language("en")
    window = MainWindow(Settings(), translations)
    window.stats.started = True  # (no import of past games)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page = window.start_page
    qtbot.waitUntil(lambda: not page.checking and not page.loading, timeout=10_000)
    qtbot.wait(50)
    return window


def test_with_a_game_to_continue_continue_has_the_first_focus(qtbot):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 9)
    while len(match.actions) < 5:
        match.apply(match.legal_actions()[0])
    saves.autosave(match)
    window = shown_window(qtbot)
    page = window.start_page
    assert page.continue_button.isEnabled()
    assert QApplication.focusWidget() is page.continue_button
    QTest.keyClick(page.continue_button, Qt.Key.Key_Return)  # Enter resumes the game
    qtbot.waitUntil(lambda: window.match is not None, timeout=5000)
    assert len(window.match.actions) == 5
    # back on the start page, the game left (autosaved): Continue has the focus again
    window.show_start()
    qtbot.waitUntil(lambda: not page.checking and page.continue_button.isEnabled(), timeout=5000)
    qtbot.wait(50)
    assert QApplication.focusWidget() is page.continue_button


def test_without_a_game_to_continue_the_first_game_has_the_first_focus(qtbot):
    window = shown_window(qtbot)
    page = window.start_page
    assert not page.continue_button.isEnabled()
    assert QApplication.focusWidget() is page.cards[0].button
