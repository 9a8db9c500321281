"""The start page with many saves (F13): at 1280 × 720 the list under the game cards showed
two or three lines (the cards took the page), and lines with long players' names ran past
the list's right edge, their date, number of moves and "finished" reachable only by scrolling
sideways (at 1920 × 1080 too). The covers now shrink in a low window so that the list keeps
some five lines, and a long line gives way in its names, never in its date, moves or
status."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.app.start_page import COVER_SIZE, LIST_WANTED_HEIGHT
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

#: The tester's long names (24 characters each).
LONG = ["Maximiliana Wolfgangsdo" + str(i) for i in range(4)]


@pytest.fixture
def window(qtbot):
    tr = Translations()
    tr.set_language("en")
    w = MainWindow(Settings(), tr)
    w.stats.started = True  # (no import of past games)
    qtbot.addWidget(w)
    w.show()
    yield w
    tr.set_language("en")


def write_saves(count: int) -> None:
    """``count`` saves of Black Sheep games, every other one finished and with long names."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        names = LONG if i % 2 else ["Ann", "Bob", "Cy", "Di"]
        match = Match.new("black_sheep", [Seat(n) for n in names], None, i)
        while not match.is_over and (i % 2 or len(match.actions) < 6):
            match.apply(match.legal_actions()[0])
        saves.save_match(match, folder / f"game {i:02}.farmhouse")


def settled(qtbot, window, size: tuple[int, int]):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    page = window.start_page
    for _ in range(20):
        QApplication.processEvents()
    return page


def shown_lines(page) -> list[tuple[str, str]]:
    """(whole line, line as drawn) of each row of the list."""
    view = page.saved
    delegate = view.itemDelegate()
    out = []
    for row in range(view.count()):
        index = view.model().index(row, 0)
        option = QStyleOptionViewItem()
        option.initFrom(view)
        option.rect = view.visualRect(index)
        out.append((view.item(row).text(), delegate.line_option(option, index).text))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_long_lines_keep_their_date_moves_and_status_and_never_scroll_sideways(
    qtbot, styled, window, lang
):
    write_saves(12)
    styled(lang)
    window.translations.set_language(lang)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    for size in ((1280, 720), (1920, 1080), (1024, 768)):
        page = settled(qtbot, window, size)
        view = page.saved
        assert view.horizontalScrollBar().maximum() == 0, size
        metrics = view.fontMetrics()
        room = view.viewport().width()
        lines = shown_lines(page)
        assert len(lines) == 12
        shortened = 0
        for whole, shown in lines:
            assert view.visualRect(view.model().index(0, 0)).right() < room
            assert metrics.horizontalAdvance(shown) < room, (size, shown)
            if shown == whole:
                continue
            shortened += 1
            # the names gave way, whole ones only; the date, moves and status are all there
            tail = whole.split(" · ")[-3:]
            assert shown.endswith(" · ".join(tail)), (size, shown)
            assert "…" in shown
            for name in LONG:
                assert not any(name[:k] + "…" in shown for k in range(1, len(name))), shown
        if size == (1024, 768):
            assert shortened == 6  # (each line with the long names)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_low_window_shrinks_the_covers_so_that_the_list_keeps_some_lines(
    qtbot, styled, window, lang
):
    write_saves(12)
    styled(lang)
    window.translations.set_language(lang)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    page = settled(qtbot, window, (1280, 720))
    assert page.scroller.verticalScrollBar().maximum() == 0  # (no scrolling to reach it)
    assert page.saved.height() >= LIST_WANTED_HEIGHT
    assert page.saved.height() >= 5 * page.saved.visualRect(page.saved.model().index(0, 0)).height()
    covers = {card.picture.height() for card in page.cards}
    assert len(covers) == 1 and covers.pop() < COVER_SIZE.height()
    page = settled(qtbot, window, (1920, 1080))  # a tall window: the covers whole
    assert {card.picture.height() for card in page.cards} == {COVER_SIZE.height()}
    assert {card.picture.pixmap().deviceIndependentSize().toSize() for card in page.cards} == {
        COVER_SIZE
    }


def test_a_long_continue_never_makes_the_page_scroll_sideways(qtbot, styled, window):
    """A Continue with long names, shortened, asked for more room the more it was shortened
    (its least width came from the whole text's): at 1024 × 768 in Japanese the start page
    scrolled sideways by 110 px."""
    names = ["ながいなまえのプレイヤーさん", "Maximiliana Wolfgangsdot", "欧阳慕容司马诸葛", "Bot4"]
    match = Match.new("bye_bye_black_sheep", [Seat(n) for n in names], None, 3)
    while len(match.actions) < 5:
        match.apply(match.legal_actions()[0])
    saves.autosave(match)
    styled("ja")
    window.translations.set_language("ja")
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    for size in ((1024, 768), (800, 600), (1280, 720)):
        page = settled(qtbot, window, size)
        button = page.continue_button
        assert button.text() != button.full_text() or size == (1280, 720)
        assert page.scroller.horizontalScrollBar().maximum() == 0, size
        assert button.minimumSizeHint().width() <= button.sizeHint().width()
