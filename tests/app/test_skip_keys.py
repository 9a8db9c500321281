"""Keys around a skipped animation, in the real main window at AI speed "normal" (issue 19):
the key that skipped a move's animation, pressed again at once (or held), never passes the
hot-seat hand-over that then appears (it would show the next player's hand to the last one),
while a deliberate Enter or Space a moment later does; a key of the player's own move pressed
while that move is still shown says "Please wait for the move to be shown." in every game,
not "It is not your turn."."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from farmhouse.app import key_guard
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import path_of, pick_by_keys, real_window

pytestmark = pytest.mark.gui

# Long enough that the second key of a test, pressed at once, comes before the hand-over takes
# keys on a busy machine too; short enough to wait for.
TEST_ARMING_MS = 2000


def _repeat(key: Qt.Key, kind: QEvent.Type) -> QKeyEvent:
    text = " " if key == Qt.Key.Key_Space else "\r"
    return QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, True, 1)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_the_key_that_skipped_the_animation_does_not_pass_the_hand_over(qtbot, monkeypatch, key):
    monkeypatch.setattr(key_guard, "ARMING_MS", TEST_ARMING_MS)
    with real_window(qtbot, speed="normal") as window:
        window.start_match(Match.new("black_sheep", [Seat("Ann0"), Seat("Ann1")], None, 2))
        page = window.game_page
        qtbot.waitUntil(lambda: page.handover_shown, timeout=5000)
        qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=5000)
        QTest.keyClick(page.hand_over.button, key)  # (a deliberate key passes it)
        board = page.board
        qtbot.waitUntil(board.taking_choices, timeout=5000)
        match = window.match
        mover = match.to_move
        view = match.view(mover)
        ai = make_ai("black_sheep", "easy", 1)
        action = ai.choose(view, list(match.game.legal_actions_in_view(view)), 0.1, CancelToken())
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        pick_by_keys(board, path_of(board, action))
        assert board.is_animating() and match.to_move != mover
        QTest.keyClick(board, key)  # skips the animation: the hand-over comes at once
        assert not board.is_animating()
        qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
        button = page.hand_over.button
        assert QApplication.focusWidget() is button
        QTest.keyClick(button, key)  # the same key again at once
        QApplication.sendEvent(button, _repeat(key, QEvent.Type.KeyPress))  # or held
        QApplication.sendEvent(button, _repeat(key, QEvent.Type.KeyRelease))
        assert page.handover_shown and board.view.seat != match.to_move  # no hand is shown
        qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3 * TEST_ARMING_MS)
        QApplication.sendEvent(button, _repeat(key, QEvent.Type.KeyPress))  # a repeat: never
        QApplication.sendEvent(button, _repeat(key, QEvent.Type.KeyRelease))
        qtbot.wait(50)
        assert page.handover_shown
        QTest.keyClick(button, key)  # pressed on purpose, now: the next player's hand
        qtbot.waitUntil(lambda: not page.handover_shown, timeout=3000)
        assert board.view.seat == match.to_move


@pytest.mark.parametrize(
    ("game_id", "seed", "keys"),
    [
        ("bye_bye_black_sheep", 2, ["1"]),  # draws a card, the turn goes on
        ("wooly_bully", 3, ["2", Qt.Key.Key_Return]),  # lays a tile, the turn goes on
    ],
)
def test_a_key_while_the_own_move_is_shown_says_to_wait_for_it(qtbot, game_id, seed, keys):
    with real_window(qtbot, speed="normal") as window:
        window.start_match(Match.new(game_id, [Seat("Ann"), Seat("Bot", "ai", "easy")], None, seed))
        board = window.game_page.board
        controller = window.game_page.controller
        qtbot.waitUntil(lambda: board.taking_choices() and window.match.to_move == 0, timeout=20000)
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        done = len(window.match.actions)
        for key in keys:
            QTest.keyClick(board, key)
        assert len(window.match.actions) == done + 1
        assert board.is_animating() and window.match.to_move == 0  # Ann's own move is shown
        assert not controller._awaiting_human
        QTest.keyClick(board, "1")
        assert window.statusBar().currentMessage() == "Please wait for the move to be shown."
