"""The side panel folded away in a small window (:mod:`farmhouse.app.side_fold`): when it
folds, what its fold bar shows, and the drawer it opens over the board."""

from __future__ import annotations

import pytest

from farmhouse.app.game_page import GamePage
from farmhouse.core.game import Seat

from .fakes import FakeMatch, Take
from .test_controller import make_controller

pytestmark = pytest.mark.gui


def folded_page(qtbot, seats, size=(800, 600), **made):
    """A game page ``size`` px (its panel folded) playing the fake game for ``seats``."""
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot, **made)
    page.set_controller(controller)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    page.start(FakeMatch(seats))
    return page, controller, board


def test_a_drawer_left_open_closes_for_the_next_persons_hand_over(qtbot):
    """Hot seat at 800 × 600: Ann opened "Players and log" and played; the hand-over screen
    meant for Bob comes with the drawer closed (it covered the screen's button and lines)."""
    page, controller, board = folded_page(qtbot, [Seat("Ann"), Seat("Bob")])
    assert page.folded and page.handover_shown
    page.hand_over.confirmed.emit()
    qtbot.waitUntil(lambda: board.interactive, timeout=3000)
    page.fold_bar.button.click()
    assert page.panel_open
    board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
    assert not page.panel_open and not page.fold_bar.button.isChecked()
    assert page.hand_over.button.hasFocus() or not page.isActiveWindow()
    page.fold_bar.button.click()  # (Bob may open it himself: the log is the public one)
    assert page.panel_open
    page.hand_over.confirmed.emit()
    assert page.panel_open and not page.handover_shown
