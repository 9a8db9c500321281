"""The game log's first line says who starts and that it was drawn at random (session 24's
tester, F5: the log was empty at the start, and the table did not know why Cho, not Ann,
began), in every game whose setup draws the start player (BS-1.7, BB-2.9, WB-2.2, EG-1.2),
and only then (El Gaucho's option ``start_player`` "seat0": no such line). The replay's log
and the look back's count of lines agree with it."""

from __future__ import annotations

import attrs
import pytest

from farmhouse.app.game_ui import load_game_ui
from farmhouse.app.look_back import line_positions
from farmhouse.app.replay_page import log_entries
from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.replay import Timeline
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bob", "Cho", "Dee"]
STARTER = {
    "black_sheep": "start_player",
    "bye_bye_black_sheep": "start_player",
    "wooly_bully": "first_player",
    "el_gaucho": "start_player",
}


@pytest.mark.parametrize("game_id", list(registry.game_ids()))
def test_the_log_begins_with_who_starts_drawn_at_random(qtbot, game_id):
    assert set(STARTER) == set(registry.game_ids())
    seats = [Seat(name) for name in NAMES[:3]]
    with real_window(qtbot) as window:
        starters = set()
        for seed in (11, 12, 13, 14):
            match = Match.new(game_id, seats, None, seed)
            seat = getattr(match.game.view(match.state, None), STARTER[game_id])
            starters.add(seat)
            window.start_match(match)
            page = window.game_page
            lines = page.log_lines()
            assert lines[0] == f"{NAMES[seat]} starts (drawn at random).", lines[:2]
            entries = log_entries(
                Timeline.from_match(match), load_game_ui(game_id), None, NAMES[:3]
            )
            assert entries[0] == (0, lines[0])
            assert line_positions(page.controller, len(lines))[0] == 0
        assert len(starters) > 1  # (drawn, not always the first seat)


def test_no_such_line_where_an_option_names_the_start_player(qtbot):
    game = registry.get_game("el_gaucho")
    options = attrs.evolve(game.Options(), start_player="seat0")
    with real_window(qtbot) as window:
        window.start_match(Match.new("el_gaucho", [Seat("Ann"), Seat("Bob")], options, 11))
        lines = window.game_page.log_lines()
        assert not any("drawn at random" in line for line in lines), lines[:2]


@pytest.mark.parametrize("lang", ["ja", "zh_CN", "zh_TW"])
def test_the_start_line_is_translated(qtbot, lang):
    from farmhouse.app.board.linebreak import plain

    with real_window(qtbot, lang) as window:
        match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 11)
        window.start_match(match)
        seat = match.game.view(match.state, None).start_player
        line = plain(window.game_page.log_lines()[0])
        assert ["Ann", "Bob"][seat] in line and "random" not in line
        assert any(word in line for word in ("ランダム", "随机", "隨機")), line
        window.translations.set_language("en")
