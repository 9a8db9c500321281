"""What a screen reader hears as a game ends: the final move's lines as they are logged
(El Gaucho's final sales, seat after seat), then "Game over" (the turn banner), then the
result. "Game over" was heard first, as soon as the last move was applied, before the lines
of that move."""

from __future__ import annotations

import pytest

from farmhouse.app.board import access
from tests.app.keyplay import real_window
from tests.el_gaucho.test_end_in_window import last_move_to_play

pytestmark = pytest.mark.gui


def test_game_over_is_heard_after_the_final_moves_lines(qtbot, tmp_path):
    heard: list[tuple[str, object, str]] = []

    def listen(kind, obj, text):
        heard.append((kind, obj, text))

    path, last = last_move_to_play(tmp_path, 3, 7)
    access.LISTENERS.append(listen)
    try:
        with real_window(qtbot, speed="normal") as window:
            assert window.open_path(path)
            page = window.game_page
            board = page.board
            qtbot.waitUntil(board.taking_choices, timeout=10000)
            heard.clear()
            board.action_chosen.emit(last)  # (the game's last move, as the board chose it)
            qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=30000)
            said = [(obj, text) for kind, obj, text in heard if kind == "announce"]
            log, banner, over = page.log, page.turn, page.tr("Game over")
            window.game_over_dialog.close()
    finally:
        access.LISTENERS.remove(listen)
    final = [n for n, (obj, _) in enumerate(said) if obj is log]  # (the last move's lines)
    ends = [n for n, (obj, text) in enumerate(said) if obj is banner and text == over]
    assert final and len(ends) == 1, said
    assert ends[0] > final[-1], said  # (heard after them all, the result's line included)
