"""The shell's dialogs: the game-over dialog's harmless default (Enter and Space never start a
new game) and dialogs that are deleted once closed (no dialog piles up in memory)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from farmhouse.app import key_guard
from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core.game import Outcome, Seat

from .fakes import FakeMatch, Take, fake_ui, noop_autosave

pytestmark = pytest.mark.gui


class FirstLegal:
    level = "easy"

    def choose(self, view, legal, budget_s, cancel):
        cancel.check()
        return legal[0]


@pytest.fixture
def window(qtbot, translations):
    settings = Settings()
    settings.ai_speed = "instant"
    w = MainWindow(
        settings,
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: FirstLegal(),
        autosave=noop_autosave,
    )
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def flush_deletions() -> None:
    """Run the deletions that closing asked for (deleteLater)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


def finish_by_keys(qtbot, window) -> FakeMatch:
    """A Countdown game between Ann and a bot, played to its end; returns the match."""
    match = FakeMatch([Seat("Ann"), Seat("Bot", "ai", "easy")], start=3)
    window.start_match(match)
    controller = window.game_page.controller
    while not match.is_over:
        qtbot.waitUntil(lambda: controller._awaiting_human or match.is_over, timeout=3000)
        if not match.is_over:
            window.game_page.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
    return match


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_or_space_on_the_game_over_dialog_keeps_the_final_board(qtbot, window, key):
    match = finish_by_keys(qtbot, window)
    dialog = window.game_over_dialog
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    results = []
    dialog.finished.connect(results.append)
    qtbot.waitUntil(lambda: dialog.guard.armed, timeout=3000)  # (keys right away: ignored)
    qtbot.keyClick(dialog.focusWidget() or dialog, key)
    qtbot.waitUntil(lambda: bool(results), timeout=2000)
    assert results == [QDialog.DialogCode.Rejected]
    qtbot.wait(50)
    assert window.match is match  # no new game: the final board stays
    assert window.stack.currentWidget() is window.game_page
    assert window.game_page.result_button.isVisible()  # the result can be shown again


def test_keys_pressed_as_the_game_over_dialog_appears_leave_it_open(qtbot, window, monkeypatch):
    """The key pressed again to skip the last animation (Enter, Space or Esc), or held, does
    not close the result before it is read (issue 19); Enter pressed a moment later does."""
    monkeypatch.setattr(key_guard, "ARMING_MS", 2000)
    finish_by_keys(qtbot, window)
    dialog = window.game_over_dialog
    qtbot.waitExposed(dialog)
    results = []
    dialog.finished.connect(results.append)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape):
        qtbot.keyClick(dialog.focusWidget() or dialog, key)
    assert not results and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.guard.armed, timeout=6000)
    held = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True, 1
    )
    QApplication.sendEvent(dialog.focusWidget(), held)  # a held key's repeat: never
    assert not results and dialog.isVisible()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(results), timeout=2000)
    assert results == [QDialog.DialogCode.Rejected]  # Close: the final board stays


def test_play_again_is_never_the_default_and_close_is(qtbot):
    outcome = Outcome(scores=(3, 1), ranking=((0,), (1,)), winners=(0,))
    dialog = GameOverDialog(outcome, ["Ann", "Bob"], fake_ui())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.close_button.isDefault()
    assert not dialog.again.isDefault() and not dialog.back.isDefault()
    assert not dialog.watch.isDefault()
    assert dialog.focusWidget() is dialog.close_button


@pytest.mark.parametrize("name", ["watch", "again", "back", "close_button"])
def test_enter_presses_the_game_over_button_tabbed_to(qtbot, name):
    """Session 19's tester, X2: Tab to "Watch the game" and Enter closed the dialog (Enter
    pressed the default, Close, whatever had the focus). Enter presses the focused button."""
    from farmhouse.app.game_over import BACK_TO_START, PLAY_AGAIN, WATCH

    outcome = Outcome(scores=(3, 1), ranking=((0,), (1,)), winners=(0,))
    dialog = GameOverDialog(outcome, ["Ann", "Bob"], fake_ui())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.guard.armed, timeout=3000)  # (keys right away: ignored)
    button = getattr(dialog, name)
    for _ in range(12):
        if dialog.focusWidget() is button:
            break
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
    assert dialog.focusWidget() is button
    results = []
    dialog.finished.connect(results.append)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    want = {
        "watch": WATCH,
        "again": PLAY_AGAIN,
        "back": BACK_TO_START,
        "close_button": QDialog.DialogCode.Rejected,
    }[name]
    assert results == [want]


def live_dialogs(window) -> list[QDialog]:
    return [d for d in window.findChildren(QDialog)]


def test_closed_rules_dialogs_are_deleted(qtbot, window):
    for _ in range(5):
        window.show_rules()
        dialog = window.rules_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.reject()
        flush_deletions()
    assert live_dialogs(window) == []
    assert window.rules_dialog is None


def test_opening_the_rules_twice_keeps_one_dialog(qtbot, window):
    window.show_rules()
    window.show_rules()
    flush_deletions()
    assert len(live_dialogs(window)) == 1 and window.rules_dialog.isVisible()
    window.rules_dialog.reject()
    flush_deletions()
    assert live_dialogs(window) == []


def test_closed_game_over_dialogs_are_deleted(qtbot, window):
    finish_by_keys(qtbot, window)
    for _ in range(4):
        dialog = window.game_over_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.reject()
        flush_deletions()
        assert window.game_over_dialog is None
        window.show_result()
    window.game_over_dialog.reject()
    flush_deletions()
    assert live_dialogs(window) == []


def test_closed_message_boxes_and_new_game_dialogs_are_deleted(qtbot, window, tmp_path):
    bad = tmp_path / "bad.farmhouse"
    bad.write_text("{", encoding="utf-8")
    for _ in range(3):
        window.open_path(bad)
        box = window.message_box
        assert isinstance(box, QMessageBox) and box.isVisible()
        box.reject()
        flush_deletions()
        window.show_about()
        window.about_box.accept()
        flush_deletions()
        window.new_game("black_sheep")
        window.new_game_dialog.reject()
        flush_deletions()
    assert live_dialogs(window) == []
    assert window.message_box is None and window.about_box is None
    assert window.new_game_dialog is None
