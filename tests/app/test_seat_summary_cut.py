"""A seat's summary shown on one line (the side panel's tightest way, :data:`ONE_LINE`) keeps
as much of it as fits. Bye-Bye Black Sheep, five players, 1280 × 700 (a maximised window on a
1280 × 720 screen), in Japanese or Chinese: the seat known to hold the Thieving Magpie showed
「三張一組 0/3 · 手牌 16 …」, its zoo's count gone with the line "holds the Thieving Magpie",
while every other seat showed its whole line (issue 18, V2): a two-line summary lost the
last part of its first line even where that line fitted; and the side panel, made tight
where the players' names would not be whole otherwise, is made tight too where a summary
would not (18 px short for the Magpie's line)."""

from __future__ import annotations

import pytest

from farmhouse.app.board.linebreak import plain
from farmhouse.app.seat_list import ONE_LINE, SMALL_SUMMARY, SUMMARY_PARTS, SeatLine
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.bye_bye_black_sheep import data
from tests.app.keyplay import styled_window

pytestmark = pytest.mark.gui


def test_a_two_line_summary_on_one_line_keeps_its_whole_first_line(qtbot, styled_app):
    line = SeatLine(0)
    qtbot.addWidget(line)
    line.set_summary("Triplets 0/3 · Hand 16 · Zoo 0\nholds the Thieving Magpie")
    line.set_tight(ONE_LINE, True, SMALL_SUMMARY)
    assert line.summary.text() == "Triplets 0/3 · Hand 16 · Zoo 0 …"
    assert line.summary.toolTip() == "Triplets 0/3 · Hand 16 · Zoo 0\nholds the Thieving Magpie"
    # a one-line summary too wide for the line still keeps the parts that fit, whole
    wide = SUMMARY_PARTS.join(["Triplets 0/3", "Hand 16", "Zoo 0", "a long part " * 6])
    line.set_summary(wide)
    assert line.summary.text() == "Triplets 0/3 · Hand 16 · Zoo 0 …"


def magpie_known() -> Match:
    """Bye-Bye Black Sheep, one person and four easy computer seats, played on until the
    person is to move and a computer seat is known to hold the Thieving Magpie."""
    seats = [Seat("P1")] + [Seat(None, "ai", "easy") for _ in range(4)]
    match = Match.new("bye_bye_black_sheep", seats, None, 5)
    ais = [make_ai(match.game_id, "easy", 10 + i) for i in range(5)]
    for _ in range(300):
        view = match.view(0)
        if match.to_move == 0 and any(data.MAGPIE in known for known in view.public_known):
            return match
        seat = match.to_move
        assert seat is not None and not match.is_over
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[seat].choose(view, legal, 1.0, CancelToken()))
    raise AssertionError("no seat known to hold the Thieving Magpie")


@pytest.mark.parametrize("language", ["ja", "zh_TW", "en"])
def test_the_seat_holding_the_magpie_shows_its_whole_first_line(qtbot, qapp, language):
    with styled_window(qtbot, qapp, language, (1280, 700)) as window:
        window.start_match(magpie_known())
        page = window.game_page
        qtbot.waitUntil(lambda: page.controller._awaiting_human, timeout=10_000)
        qtbot.wait(200)
        holding = [line for line in page._seat_lines if "\n" in line.summary_text]
        assert len(holding) == 1
        for line in page._seat_lines:
            first = plain(line.summary_text.split("\n")[0])
            assert plain(line.summary.text()).startswith(first), (language, line.summary.text())
        # and the Magpie's line too: the panel made tight for it (the seats' title hidden,
        # the thinking sign over the log's title), as it is for long names
        for line in page._seat_lines:
            shown = plain(line.summary.text()).replace("\n", " ")
            assert shown == plain(line.summary_text).replace("\n", " "), (language, shown)
        assert page._panel_tight == (language != "en")  # (en fits as it is)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_where_the_magpie_fits_the_panel_stays_roomy(qtbot, qapp, size):
    with styled_window(qtbot, qapp, "ja", size) as window:
        window.start_match(magpie_known())
        page = window.game_page
        qtbot.waitUntil(lambda: page.controller._awaiting_human, timeout=10_000)
        qtbot.wait(200)
        assert not page._panel_tight
        for line in page._seat_lines:
            shown = plain(line.summary.text()).replace("\n", " ")
            assert shown == plain(line.summary_text).replace("\n", " "), (size, shown)
