"""Delete… and Watch follow the row shown selected (issue 18, F3): Tab into the saved-games
list made its first row current with only the focus tint; Tab on took even that away, yet
Delete… stayed armed on that row ("Delete “Black Sheep.farmhouse”?": a file the player never
saw chosen) while Watch stayed off. Now a row is chosen by the arrow keys, Space or a click,
and shows so (its highlight stays when the focus leaves); the buttons agree with it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

from .test_start_page_first_focus import shown_window

pytestmark = pytest.mark.gui


def saved_games() -> None:
    """A finished game saved by hand (Watch replays it) and an unfinished autosave."""
    done = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 5)
    while not done.is_over:
        done.apply(done.legal_actions()[0])
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_match(done, folder / "Black Sheep.farmhouse")
    going = Match.new("black_sheep", [Seat("Cy"), Seat("Di")], None, 9)
    going.apply(going.legal_actions()[0])
    saves.autosave(going)


def tab_to(window, widget, most: int = 20) -> None:
    for _ in range(most):
        if QApplication.focusWidget() is widget:
            return
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget}")


def test_tab_into_the_list_chooses_no_row_and_arms_no_button(qtbot):
    saved_games()
    window = shown_window(qtbot)
    page = window.start_page
    listed = page.saved
    tab_to(window, listed)
    assert listed.currentRow() == 0  # (the focus tint: where the arrow keys start)
    assert listed.selectedItems() == []
    assert not page.delete_button.isEnabled() and not page.watch_button.isEnabled()
    QTest.keyClick(listed, Qt.Key.Key_Delete)  # the Delete key asks about nothing either
    assert page.delete_box is None
    QTest.keyClick(listed, Qt.Key.Key_Tab)  # on: still nothing chosen, nothing armed
    assert QApplication.focusWidget() is not listed
    assert not page.delete_button.isEnabled()


def test_a_row_chosen_by_keyboard_stays_shown_and_the_buttons_follow_it(qtbot):
    saved_games()
    window = shown_window(qtbot)
    page = window.start_page
    listed = page.saved
    finished = next(r for r, e in enumerate(page.entries) if e.info and e.info.finished)
    tab_to(window, listed)
    listed.setCurrentRow(finished, listed.selectionModel().SelectionFlag.NoUpdate)
    QTest.keyClick(listed, Qt.Key.Key_Space)  # Space chooses the row with the focus
    assert listed.item(finished).isSelected()
    assert page.delete_button.isEnabled() and page.watch_button.isEnabled()
    QTest.keyClick(listed, Qt.Key.Key_Tab)  # the focus leaves: the row stays chosen, shown
    assert listed.item(finished).isSelected()
    assert page.delete_button.isEnabled() and page.watch_button.isEnabled()
    page.delete_button.click()
    assert page.delete_box is not None
    assert "Black Sheep.farmhouse" in page.delete_box.text()
    page.delete_box.reject()
    # The arrow keys choose as they move: the other row, which Watch cannot replay.
    listed.setFocus()
    QTest.keyClick(listed, Qt.Key.Key_Up if finished else Qt.Key.Key_Down)
    assert listed.selectedItems() == [listed.currentItem()]
    assert listed.currentRow() != finished
    assert page.delete_button.isEnabled() and not page.watch_button.isEnabled()
