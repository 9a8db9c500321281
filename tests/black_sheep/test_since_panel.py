"""Issue 18, F19: "Since your last turn" on the Black Sheep board shows what the others did
since the viewer's last turn. With three opponents it showed about three lines (the newest
move and the scoring around it): a player coming back could not read the first opponents'
moves. At 1280 × 720 and 1280 × 800, in English and Japanese, with 3 and 4 players, every
opponent's move since the viewer's last turn (its latest, where one moved twice) is now on the
panel, whole; with 2 players too."""

from __future__ import annotations

import pytest

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, replay
from farmhouse.games.black_sheep import texts
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

#: The events of a seat's move: its play or its pass.
MOVES = ("bs.played", "bs.passed")


def bare(text: str) -> str:
    """``text`` without the marks that keep words whole."""
    return text.replace("\u2060", "").replace("\xa0", " ")


def matches(players: int, seed: int, turns: int) -> list[Match]:
    """Player 1 against ``players`` − 1 easy AIs, at ``turns`` of Player 1's turns after
    the first (every other one), each a match of its own (replayed to that turn)."""
    seats = [Seat("Player 1")] + [Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)]
    match = Match.new("black_sheep", seats, None, seed)
    ais = {i: make_ai("black_sheep", "easy", 100 + i) for i in range(players)}
    at = []
    while not match.is_over and len(at) < 2 * turns:
        if match.to_move == 0 and match.has_decided(0):
            at.append(len(match.actions))
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
    return [replay("black_sheep", seats, None, seed, match.actions[:n]) for n in at[::2]]


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_opponents_move_since_your_last_turn_is_on_the_panel(qtbot, lang, size, players):
    every = 0  # positions where every opponent moved since (a scoring's winner plays next)
    with real_window(qtbot, lang, size) as window:
        for match in matches(players, 7, 6):
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
