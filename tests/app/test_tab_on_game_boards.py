"""Tab on the four games' boards, through the real main window (session 19's tester, X1):
Tab past the last lit place went on to the side panel's Take back, and Enter there took back
the player's move and every computer move after it, silently. Tab now goes round the lit
places; Ctrl+Tab leaves the board (and Enter on Take back, reached so on purpose, takes back)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

# (game, AI moves made before the window opens: a human decision with a few lit places)
GAMES = [("black_sheep", 6), ("el_gaucho", 10), ("bye_bye_black_sheep", 8), ("wooly_bully", 6)]


def _match(game: str, moves: int) -> Match:
    match = Match.new(game, [Seat("Ann"), Seat("Bot", "ai", "normal")], None, 2)
    players = {seat: make_ai(game, "normal", 1000 + seat) for seat in (0, 1)}
    for _ in range(moves):
        if match.is_over:
            break
        seat = match.to_move
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(players[seat].choose(view, legal, 1.0, CancelToken()))
    return match


def _my_turn(qtbot, window):
    window.start_match(_match(*window.game))
    board = window.game_page.board
    qtbot.waitUntil(lambda: board.taking_choices() and not board.is_animating(), timeout=20000)
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    return board


@pytest.fixture(params=GAMES, ids=[g for g, _ in GAMES])
def window(qtbot, request):
    with real_window(qtbot, size=(1280, 800)) as window:
        window.game = request.param
        yield window


def test_tab_and_shift_tab_go_round_the_lit_places_and_enter_takes_nothing_back(qtbot, window):
    board = _my_turn(qtbot, window)
    order = board.focus_order()
    assert order
    moves = len(window.match.actions)
    for _ in range(len(order) + 1):
        QTest.keyClick(board, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is board
    assert board.focus_target == order[0]
    for _ in range(len(order) + 1):
        QTest.keyClick(board, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        assert QApplication.focusWidget() is board
    assert board.focus_target == order[-1]
    QTest.keyClick(board, Qt.Key.Key_Tab)
    QTest.keyClick(board, Qt.Key.Key_Return)  # a pick on the board, never a take-back
    qtbot.wait(200)
    assert len(window.match.actions) >= moves


def test_ctrl_tab_leaves_the_board_at_any_time(qtbot, window):
    board = _my_turn(qtbot, window)
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target is not None
    QTest.keyClick(board, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not board, timeout=2000)
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is window
    assert board.focus_target is None


@pytest.mark.parametrize(
    "size", [(1280, 720), (1280, 800), (1920, 1080)], ids="{0[0]}x{0[1]}".format
)
@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN", "en"])
@pytest.mark.parametrize("game", GAMES, ids=[g for g, _ in GAMES])
def test_the_key_line_names_ctrl_tab_whole_and_fits(qtbot, qapp, game, lang, size):
    """Session 20: Ctrl+Tab, the way from the board to the side panel and the game log (and
    back), was named only in the board's tooltip and the README, which a keyboard-only player
    does not see. Each game's key line under its prompt (Wooly Bully's column of what to do)
    ends with it, whole, in every language: nothing cut, shrunk below the least size or run
    into another text on the board. Issue 18: checked at 1280 × 720 only, Black Sheep's
    Japanese line left it out at 1280 × 800 (the wider "Since your last turn" panel took
    the hand column's room); now at 1280 × 800 and 1920 × 1080 too."""
    from farmhouse.app.board.linebreak import plain
    from farmhouse.app.board.text import board_exit_text

    from .keyplay import styled_window
    from .readable import problems, visible_texts

    with styled_window(qtbot, qapp, lang, size) as window:
        window.start_match(_match(*game))
        board = window.game_page.board
        qtbot.waitUntil(lambda: board.taking_choices() and not board.is_animating(), timeout=20000)
        qtbot.wait(50)
        shown = [plain(t.text).replace("\n", " ") for t in visible_texts(board)]
        part = board_exit_text()
        assert part.startswith("Ctrl+Tab ") and any(part in text for text in shown), shown
        assert problems(board) == []
