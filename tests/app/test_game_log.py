"""The game log on the game page: every line kept whole, the newest line kept in sight."""

from __future__ import annotations

from farmhouse.app.game_page import GamePage


def test_log_keeps_every_line_and_follows_the_newest(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(900, 500)
    with qtbot.waitExposed(page):  # (before its first paint a long log shows its end first)
        page.show()
    page.open_panel(True)  # (a page this narrow folds its side panel away: opened over it)
    lines = [
        f"Line {i}: a rather long log line that has to wrap in the side panel." for i in range(60)
    ]
    page._on_log_reset(lines[:30])
    page._on_log_appended(lines[30:])
    assert page.log_lines() == lines
    assert page.log.toPlainText().split("\n") == lines  # nothing elided
    bar = page.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum()
    page.resize(700, 400)  # new layout, new range: still at the bottom
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_log_stays_where_the_reader_scrolled(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(900, 500)
    with qtbot.waitExposed(page):  # (before its first paint a long log shows its end first)
        page.show()
    page.open_panel(True)  # (a page this narrow folds its side panel away: opened over it)
    page._on_log_reset([f"Line {i}" for i in range(80)])
    bar = page.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)  # the reader scrolls up to read old lines
    page._on_log_appended(["One more line"])
    assert bar.value() == bar.maximum()  # a new line brings the newest into view again
    bar.setValue(0)
    page.resize(880, 480)
    qtbot.wait(50)
    assert bar.value() == 0  # a mere re-layout does not yank the reader back down
