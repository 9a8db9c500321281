"""Issue 18: "Since your last turn" on the Bye-Bye Black Sheep board with five players showed
three of the four opponents' turns in Traditional Chinese and two in English at 1280 × 720
(the newest lines that fit: a turn's placements and Magpie lines pushed the first turns out).
Now every opponent's latest turn line is on the panel, whole, at 1280 × 720 and 1280 × 800,
in English and Traditional Chinese; the lines left out are counted by the notice."""

from __future__ import annotations

import pytest

from farmhouse.core.game import Event
from farmhouse.games.bye_bye_black_sheep import texts
from tests.app.keyplay import real_window
from tests.app.since_turns import bare, player_1_turns

pytestmark = pytest.mark.gui

GAME_ID = "bye_bye_black_sheep"


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
        for match in player_1_turns(GAME_ID, players, 7, 8, after_others=True):
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
