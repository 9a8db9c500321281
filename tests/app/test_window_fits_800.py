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


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_statistics_fits_800_and_leaves_no_least_width_behind(qtbot, qapp, lang):
    """The Statistics page's toolbar (the game and player filters, Rename…, Merge…, Rebuild
    from saves…) wraps in a narrow window: in Japanese in one row it asked for 930 px, and
    the window kept that least width on every page shown afterwards (a stacked widget asks
    for the largest of all its pages, shown or not)."""
    widths = {}
    with styled_window(qtbot, qapp, lang, (800, 600)) as window:
        window.show_statistics()
        QApplication.processEvents()
        widths["statistics"] = (window.minimumSizeHint().width(), window.width())
        toolbar = window.stats_page.rebuild_button
        right = toolbar.mapTo(window, toolbar.rect().topRight()).x()
        widths["rebuild button's right edge"] = (right, right)
        window.close_statistics()
        seats = [Seat("Ann")] + [Seat(None, "ai", "easy") for _ in range(4)]
        window.start_match(Match.new("bye_bye_black_sheep", seats, None, 3))
        QApplication.processEvents()
        widths["game"] = (window.minimumSizeHint().width(), window.width())
        window.game_page.controller.shutdown()
    too_wide = {page: w for page, w in widths.items() if max(w) > 800}
    assert too_wide == {}


def test_a_page_not_shown_holds_no_least_width(qtbot, qapp):
    """The window's least width is the page on screen's, not the widest page's."""
    from PySide6.QtWidgets import QWidget

    with styled_window(qtbot, qapp, "en", (800, 600)) as window:
        wide = QWidget()
        wide.setMinimumWidth(1500)
        window.stack.addWidget(wide)
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 800
        window.stack.setCurrentWidget(wide)
        QApplication.processEvents()
        assert window.minimumSizeHint().width() >= 1500
        window.show_start()
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 800
