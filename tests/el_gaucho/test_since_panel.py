"""Issue 18: "Since your last turn" on the El Gaucho board with four players showed 2 of 27
lines in Japanese at 1280 × 720 and 1280 × 800 (the newest that fit: the round's start and the
last opponent's dice), so a player coming back could not read what the first opponents did.
Now every opponent's latest move (where it put a gaucho, which area it used, what it wished,
stole or replaced) is on the panel, whole, in English and Japanese; the lines left out are
counted by the notice."""

from __future__ import annotations

import pytest

from farmhouse.core.game import Seat
from farmhouse.core.match import replay
from farmhouse.games.el_gaucho import texts
from tests.app.keyplay import real_window
from tests.app.since_turns import bare, player_1_turns

pytestmark = pytest.mark.gui

GAME_ID = "el_gaucho"


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_opponents_latest_move_is_on_the_panel_whole(qtbot, lang, size):
    players, every = 4, 0  # (positions where all three opponents' moves are listed)
    with real_window(qtbot, lang, size) as window:
        for match in player_1_turns(GAME_ID, players, 2, 12, after_others=True):
            window.start_match(match)
            qtbot.wait(5)
            board = window.game_page.board
            panel = board.table.recent
            latest = {e.seat: e for e in board.recent if e.key in texts.MOVE_KEYS and e.seat != 0}
            every += len(latest) == players - 1
            shown = bare(panel.block.toPlainText()) if panel.block is not None else ""
            width = panel.rect.width() - 20
            for event in latest.values():
                line = texts.summary_line(event, board.names)
                assert line is not None
                whole = bare("\n".join(panel.wrap(line, width)))
                assert line in panel.shown and whole in shown, (line, shown, panel.given)
            if panel.left_out:  # (the notice counts what is not there)
                assert len(panel.shown) + panel.left_out == len(panel.given)
            assert board.table.recent.given == texts.recent_lines(board.recent, board.names)
    assert every >= 3


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hand_over_keeps_every_opponents_latest_move_as_the_board_does(qtbot, lang):
    """Four people at one computer: the hand-over to Player 1 lists what happened since that
    player's last turn in the board's lines (``GameUI.recent_lines``) and, as the board's
    panel, keeps each opponent's latest move among those it shows (it showed the newest 10
    of up to 27 lines: the first opponents' moves were not there)."""
    from farmhouse.app.board.linebreak import plain

    every = 0
    with real_window(qtbot, lang, (1280, 720)) as window:
        for match in player_1_turns(GAME_ID, 4, 2, 12, after_others=True):
            seats = [Seat(seat.name) for seat in match.seats]  # (every seat a person's)
            window.start_match(replay(GAME_ID, seats, None, 2, match.actions))
            page = window.game_page
            qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)  # noqa: B023
            events = page.controller.match.since_last_decision(0, None)
            names = page.controller.kept_names  # (names kept whole, as the hand-over has them)
            assert page.hand_over.summary_lines == texts.recent_lines(events, names)
            latest = {e.seat: e for e in events if e.key in texts.MOVE_KEYS and e.seat != 0}
            every += len(latest) == 3
            shown = plain(page.hand_over.summary_text)
            for event in latest.values():
                line = texts.summary_line(event, names)
                assert line is not None and plain(line) in shown, (line, shown)
            page.controller.shutdown()
    assert every >= 3
