"""The list of finished games keeps the shown player's own place (issue 18): at 1280 × 720 in
Chinese, a four-seat game's line read 「1. Cid（困難）：124 · 2. Bob（困難）：121 · 3. Dee（困難）：
118 · 4. 王小明：…」, the viewer's own place and score the part Qt's elision cut. The other
seats give way now, from the last place up, and the shown player's place stays whole."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from farmhouse.core.game import Seat
from tests.app.test_stats_ui import finished, make_window

pytestmark = pytest.mark.gui

HUMAN = "王小明Maximiliana"
ElideRight = Qt.TextElideMode.ElideRight


def four_seats(db) -> int:
    """One finished four-seat game whose human came last; returns the human's place."""
    base = finished([Seat("A"), Seat("B"), Seat("C"), Seat("D")], seed=3)
    ranking = base.outcome().ranking
    last = ranking[-1][0]
    match = copy.copy(base)
    seats = [
        Seat(n, "ai", "hard") for n in ("Cid the Long", "Bob the Longer", "Dee the Longest", "E")
    ]
    seats[last] = Seat(HUMAN)
    match.seats = seats
    db.record(match, "four.farmhouse")
    return last


def drawn_text(table, delegate, row: int, column: int) -> str:
    """The text of a cell as its delegate draws it (before Qt's own elision)."""
    index = table.model().index(row, column)
    option = QStyleOptionViewItem()
    option.initFrom(table)
    option.rect = table.visualRect(index)
    if hasattr(delegate, "shown_option"):
        option = delegate.shown_option(option, index)
    else:  # (a plain delegate: the text as Qt elides it)
        delegate.initStyleOption(option, index)
    if table.fontMetrics().horizontalAdvance(option.text) >= option.rect.width():
        # (what Qt's elision then shows)
        return table.fontMetrics().elidedText(option.text, ElideRight, option.rect.width() - 8)
    return option.text


@pytest.mark.parametrize("lang", ["zh_TW", "en", "ja"])
def test_the_shown_players_place_stays_whole_in_a_narrow_list(qtbot, styled, translations, lang):
    styled(lang)
    translations.set_language(lang)
    window = make_window(qtbot, translations)
    window.stats.started = True
    four_seats(window.stats.db)
    window.resize(1280, 720)
    window.show_statistics()
    page = window.stats_page
    for _ in range(10):
        QApplication.processEvents()
    table = page.games_table
    assert table.rowCount() == 1
    whole = table.item(0, 2).text()
    own = next(p for p in whole.split(page.tr(" · ")) if HUMAN in p)
    for width in (1280, 1024, 900):
        window.resize(width, 720)
        for _ in range(5):
            QApplication.processEvents()
        delegate = table.itemDelegateForColumn(2) or table.itemDelegate()
        shown = drawn_text(table, delegate, 0, 2)
        room = table.columnWidth(2)
        assert table.fontMetrics().horizontalAdvance(shown) < room, (width, shown)
        assert own in shown, (width, shown)  # (the human's own place and score whole)
        if width == 1280:  # (and the winner's, where the line has room for both)
            assert shown.startswith(whole.split(page.tr(" · "))[0]), shown
