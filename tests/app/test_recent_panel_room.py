"""Issue 18: the "Since your last turn" panel uses all of its room. Black Sheep's panel in
3–4 player games showed the notice and the newest line only, with a line's room free below
(the next older line, two lines long, did not fit whole): a returning player did not see
the opponents' plays nor the pasture's scoring. Room left under the notice now shows the
next older line's first lines, cut short with "…" (the panel's tooltip has it whole)."""

from __future__ import annotations

import pytest

from farmhouse.app.board.parts.recent import plan_lines
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window


def notice(count: int) -> list[str]:
    return [f"… {count} more"]


def test_room_left_under_the_notice_shows_the_next_older_line_cut_short():
    entries = [["a1"], ["b1", "b2", "b3"], ["c1", "c2"]]
    assert plan_lines(entries, 5, notice) == (1, ["… 1 more", "b1", "b2…", "c1", "c2"])
    # no room left: as before
    assert plan_lines([["a1", "a2"], ["b1"], ["c1", "c2"]], 4, notice) == (
        1,
        ["… 1 more", "b1", "c1", "c2"],
    )
    # never without the notice: the oldest entry cut short would hide that the log has more
    assert plan_lines([["b1", "b2", "b3"], ["c1", "c2"]], 4, notice) == (
        1,
        ["… 1 more", "c1", "c2"],
    )


@pytest.mark.gui
def test_black_sheeps_panel_in_a_three_player_game_shows_more_than_the_newest_line(qtbot):
    """The tester's position: Black Sheep, Player 1 against two Normal AIs, seed 12, 24
    actions in, at 1920 × 1080: the panel said "… 5 more lines in the log (Ctrl+L)" and
    "Player 1 won the pasture and plays next." only."""
    seats = [Seat("Player 1"), Seat("Bot 2", "ai", "normal"), Seat("Bot 3", "ai", "normal")]
    match = Match.new("black_sheep", seats, None, 12)
    players = {i: make_ai("black_sheep", "normal", 1000 + i) for i in range(3)}
    done = 0
    while not match.is_over and (done < 24 or match.to_move != 0):
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(players[match.to_move].choose(view, legal, 1.0, CancelToken()))
        done += 1
    with real_window(qtbot, "en", (1920, 1080)) as window:
        window.start_match(match)
        qtbot.wait(50)
        panel = window.game_page.board.table.recent_panel
        assert panel.left_out > 0  # (the position still has more than the panel holds)
        assert len(panel.shown) >= 2, panel.shown
        assert any(line.startswith("Pasture I scores") for line in panel.shown), panel.shown
