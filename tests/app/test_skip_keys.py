"""Keys around an animation, in the real main window at AI speed "normal" (issue 19): a key
of the player's own move pressed while that move is still shown says "Please wait for the
move to be shown." in every game, not "It is not your turn."."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui


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
