"""The window fits a screen of 800 × 600: with any game's board open, at its fewest and its
most players, in every language, the main window asks for no more than 800 px of width (its
least width was 802 px: the game page's board view, 480 px at least, the side panel, 300 px,
the page's margins, 2 × 8 px, and the 6 px the style put between the board and the panel),
and a window made 800 × 600 stays so. The replay page fits the same width."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.replay import Timeline
from tests.app.keyplay import styled_window
from tests.core.played import play

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_the_window_fits_800_by_600_with_every_game_open(qtbot, qapp, lang):
    too_wide = []
    with styled_window(qtbot, qapp, lang, (800, 600)) as window:
        for game_id in registry.game_ids():
            counts = registry.get_game(game_id).player_counts
            for players in (counts.start, counts.stop - 1):
                seats = [Seat("Ann")] + [Seat(None, "ai", "easy") for _ in range(players - 1)]
                window.start_match(Match.new(game_id, seats, None, 3))
                QApplication.processEvents()
                least = max(window.minimumSizeHint().width(), window.minimumSize().width())
                if least > 800 or window.width() > 800:
                    too_wide.append((game_id, players, least, window.width()))
                window.game_page.controller.shutdown()
        seats = [Seat("Ann"), Seat(None, "ai", "easy")]
        window.watch(Timeline.from_match(play(Match.new("black_sheep", seats, None, 3), seed=3)))
        QApplication.processEvents()
        least = max(window.minimumSizeHint().width(), window.minimumSize().width())
        if least > 800 or window.width() > 800:
            too_wide.append(("replay", 2, least, window.width()))
    assert too_wide == []
