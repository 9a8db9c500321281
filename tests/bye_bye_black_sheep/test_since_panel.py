"""Issue 18: "Since your last turn" on the Bye-Bye Black Sheep board with five players showed
three of the four opponents' turns in Traditional Chinese and two in English at 1280 × 720
(the newest lines that fit: a turn's placements and Magpie lines pushed the first turns out).
Now every opponent's latest turn line is on the panel, whole, at 1280 × 720 and 1280 × 800,
in English and Traditional Chinese; the lines left out are counted by the notice."""

from __future__ import annotations

import pytest

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Event, Seat
from farmhouse.core.match import Match, replay
from farmhouse.games.bye_bye_black_sheep import texts
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

GAME_ID = "bye_bye_black_sheep"


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


def turn_lines(events: list[Event], names: list[str], players: int) -> dict[int, str]:
    """Each opponent's latest turn line in ``events``: the first summary line of the events
    from its turn's start (``bb.next``) to its end (``bb.turn_over``)."""
    found: dict[int, str] = {}
    for seat in range(1, players):
        starts = [i for i, e in enumerate(events) if e.key == "bb.next" and e.seat == seat]
        if not starts:
            continue
        ends = [
            i
            for i, e in enumerate(events)
            if i > starts[-1] and e.key == "bb.turn_over" and e.seat == seat
        ]
        turn = events[starts[-1] : ends[0] + 1] if ends else events[starts[-1] :]
        lines = texts.turn_summaries(turn, names)
        if lines:
            found[seat] = lines[0]
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_opponents_latest_turn_is_on_the_panel_whole(qtbot, lang, size):
    players, every = 5, 0  # (positions where all four opponents' turns are listed)
    with real_window(qtbot, lang, size) as window:
        for match in matches(players, 7, 8):
            window.start_match(match)
            qtbot.wait(5)
            board = window.game_page.board
            panel = board.table.recent
            latest = turn_lines(list(board.recent), list(board.names), players)
            every += len(latest) == players - 1
            shown = bare(panel.block.toPlainText()) if panel.block is not None else ""
            width = panel.rect.width() - 20
            for line in latest.values():
                whole = bare("\n".join(panel.wrap(line, width)))
                assert line in panel.shown and whole in shown, (line, shown, panel.given)
            if panel.left_out:  # (the notice counts what is not there)
                assert len(panel.shown) + panel.left_out == len(panel.given)
    assert every >= 5
