"""Issue 18, F19: "Since your last turn" on the Black Sheep board shows what the others did
since the viewer's last turn. With three opponents it showed about three lines (the newest
move and the scoring around it): a player coming back could not read the first opponents'
moves. At 1280 × 720 and 1280 × 800, in English and Japanese, with 3 and 4 players, every
opponent's move since the viewer's last turn (its latest, where one moved twice) is now on the
panel, whole; with 2 players too."""

from __future__ import annotations

import pytest

from farmhouse.games.black_sheep import texts
from tests.app.keyplay import real_window
from tests.app.since_turns import bare, player_1_turns

pytestmark = pytest.mark.gui

#: The events of a seat's move: its play or its pass.
MOVES = ("bs.played", "bs.passed")


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_opponents_move_since_your_last_turn_is_on_the_panel(qtbot, lang, size, players):
    every = 0  # positions where every opponent moved since (a scoring's winner plays next)
    with real_window(qtbot, lang, size) as window:
        for match in player_1_turns("black_sheep", players, 7, 6, step=2):
            window.start_match(match)
            qtbot.wait(5)
            board = window.game_page.board
            panel = board.table.recent_panel
            latest = {e.seat: e for e in board.recent if e.key in MOVES and e.seat != 0}
            every += len(latest) == players - 1
            shown = bare(panel.block.toPlainText()) if panel.block is not None else ""
            width = panel.rect.width() - 20
            for event in latest.values():
                line = texts.summary_line(event, board.names)
                whole = bare("\n".join(panel.wrap(line, width)))
                assert line in panel.shown and whole in shown, (line, shown, panel.given)
    assert every >= 3
