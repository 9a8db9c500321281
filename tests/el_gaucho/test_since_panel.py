"""Issue 18: "Since your last turn" on the El Gaucho board with four players showed 2 of 27
lines in Japanese at 1280 × 720 and 1280 × 800 (the newest that fit: the round's start and the
last opponent's dice), so a player coming back could not read what the first opponents did.
Now every opponent's latest move (where it put a gaucho, which area it used, what it wished,
stole or replaced) is on the panel, whole, in English and Japanese; the lines left out are
counted by the notice."""

from __future__ import annotations

import pytest

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, replay
from farmhouse.games.el_gaucho import texts
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

GAME_ID = "el_gaucho"
#: The events of a seat's own decisions in its turn: where its gaucho went, what it used.
MOVES = {
    "EG.opening_placed",
    "EG.stood",
    "EG.lay",
    "EG.raised",
    "EG.area_occupied",
    "EG.took_back",
    "EG.activated",
    "EG.wished",
    "EG.stole",
    "EG.replaced",
    "EG.hidden_taken",
    "EG.turn_skipped",
}


def bare(text: str) -> str:
    """``text`` without the marks that keep words whole."""
    return text.replace("\u2060", "").replace("\xa0", " ")


def matches(players: int, seed: int, turns: int) -> list[Match]:
    """Player 1 against ``players`` − 1 easy AIs, at the start of ``turns`` of Player 1's turns
    after the first, each a match of its own (replayed to that turn)."""
    seats = [Seat("Player 1")] + [Seat(f"Bot {i + 2}", "ai", "easy") for i in range(players - 1)]
    match = Match.new(GAME_ID, seats, None, seed)
    ais = {i: make_ai(GAME_ID, "easy", 100 + i) for i in range(players)}
    at: list[int] = []
    while not match.is_over and len(at) < turns:
        if match.to_move == 0 and match.has_decided(0) and match.movers[-1] != 0:
            at.append(len(match.actions))
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 1.0, CancelToken()))
    return [replay(GAME_ID, seats, None, seed, match.actions[:n]) for n in at]


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_opponents_latest_move_is_on_the_panel_whole(qtbot, lang, size):
    players, every = 4, 0  # (positions where all three opponents' moves are listed)
    with real_window(qtbot, lang, size) as window:
        for match in matches(players, 2, 12):
            window.start_match(match)
            qtbot.wait(5)
            board = window.game_page.board
            panel = board.table.recent
            latest = {e.seat: e for e in board.recent if e.key in MOVES and e.seat != 0}
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
        for match in matches(4, 2, 12):
            seats = [Seat(seat.name) for seat in match.seats]  # (every seat a person's)
            window.start_match(replay(GAME_ID, seats, None, 2, match.actions))
            page = window.game_page
            qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)  # noqa: B023
            events = page.controller.match.since_last_decision(0, None)
            names = page.controller.kept_names  # (names kept whole, as the hand-over has them)
            assert page.hand_over.summary_lines == texts.recent_lines(events, names)
            latest = {e.seat: e for e in events if e.key in MOVES and e.seat != 0}
            every += len(latest) == 3
            shown = plain(page.hand_over.summary_text)
            for event in latest.values():
                line = texts.summary_line(event, names)
                assert line is not None and plain(line) in shown, (line, shown)
            page.controller.shutdown()
    assert every >= 3
