"""The end of an El Gaucho game in the real main window at AI speed "normal" (issue 18): the
final sales of a seat are shown together, seat after seat (not herd after herd: 4 players'
17 sales took ~22 s), a click on the board or Esc finishes them at once and the result
dialog opens (the status bar says so while they play, and not after: issue 19), also Esc
pressed in the game log (issue 19: only the board took it), and the start player's badge is
gone from the finished game's panels."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.el_gaucho.rules import Options
from tests.app.keyplay import focus_by_keys, real_window

pytestmark = pytest.mark.gui


def last_move_to_play(tmp_path: Path, players: int, seed: int) -> tuple[Path, object]:
    """A save of a random game one move before its end, the mover of that move a human
    and the others AIs, and that move."""
    rng = random.Random(seed)
    played = Match.new("el_gaucho", [Seat(f"P{i}") for i in range(players)], Options(), seed)
    while not played.is_over:
        played.apply(rng.choice(list(played.legal_actions())))
    *before, last = played.actions
    probe = Match.new("el_gaucho", played.seats, Options(), seed)
    for action in before:
        probe.apply(action)
    mover = probe.to_move
    seats = [
        Seat(s.name) if i == mover else Seat(s.name, "ai", "easy")
        for i, s in enumerate(probe.seats)
    ]
    match = Match.new("el_gaucho", seats, Options(), seed)
    for action in before:
        match.apply(action)
    path = tmp_path / "end.farmhouse"
    saves.save_match(match, path)
    return path, last


SKIP_HINT = "Click the board or press Esc to skip the animation."


@pytest.mark.parametrize("skip", ["esc", "click", "esc_in_log", "none"])
def test_the_final_sales_are_short_and_a_click_or_esc_skips_to_the_result(qtbot, tmp_path, skip):
    path, last = last_move_to_play(tmp_path, 4, 5)  # 17 final sales
    with real_window(qtbot, speed="normal") as window:
        assert window.open_path(path)
        board = window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        assert "Start" in board.texts_on_board()  # the start player's badge, mid-game
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        for target in board.choices.paths_of(last)[0]:  # the last move, by keys
            focus_by_keys(board, target)
            QTest.keyClick(board, Qt.Key.Key_Return)
        assert window.match.is_over and board.is_animating()
        # the seats' sales one seat after another (4 × 1.2 s) after the banner, not 17 × 1.2 s
        assert board.animation_remaining_ms() < 8000
        assert "Start" not in board.texts_on_board()  # no round follows: no start player
        assert window.game_over_dialog is None
        assert window.statusBar().currentMessage() == SKIP_HINT
        at_end: list[str] = []  # the status bar as the animation ends (the shell heard it)
        board.animations_finished.connect(
            lambda: at_end.append(window.statusBar().currentMessage())
        )
        if skip == "esc":
            QTest.keyClick(board, Qt.Key.Key_Escape)
        elif skip == "esc_in_log":
            log = window.game_page.log
            log.setFocus()
            qtbot.waitUntil(log.hasFocus, timeout=3000)
            QTest.keyClick(log, Qt.Key.Key_Escape)
        elif skip == "click":
            QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton)
        else:
            qtbot.waitUntil(lambda: not board.is_animating(), timeout=20000)
        assert not board.is_animating()
        assert at_end and SKIP_HINT not in at_end  # the hint went with the animation
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("ja", (1920, 1080))])
def test_the_final_scoring_covers_the_roll_and_since_your_last_turn_whole(
    qtbot, tmp_path, lang, size
):
    """The tester's find (issue 11): with 2 players the final scoring was shorter than the
    Roll box and the "Since your last turn" box it is drawn over, and their last lines showed
    under it ("• Game over: … wins with 203 pesos."). Now it covers both boxes whole, during
    the final sales and after them."""
    from farmhouse.games.el_gaucho.board import layout as L

    from .board_hooks import final_frame

    path, last = last_move_to_play(tmp_path, 2, 3)
    with real_window(qtbot, lang=lang, size=size, speed="normal") as window:
        assert window.open_path(path)
        board = window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        for target in board.choices.paths_of(last)[0]:
            focus_by_keys(board, target)
            QTest.keyClick(board, Qt.Key.Key_Return)
        assert window.match.is_over
        for _ in ("during the sales", "after them"):
            frame = final_frame(board, "Final scoring" if lang == "en" else "最終得点計算")
            assert frame is not None
            for box in (L.TRAY_RECT, L.RECENT_RECT):
                assert frame.top() <= box.top() + 1 and frame.bottom() >= box.bottom() - 1
            QTest.keyClick(board, Qt.Key.Key_Escape)
            assert not board.is_animating()
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()
