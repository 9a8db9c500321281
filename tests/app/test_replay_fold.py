"""The replay page's side panel folds in a narrow window as the game page's does (issue 18,
small windows; :class:`farmhouse.app.side_fold.SideFold`, one mechanism for both pages):
where the game page folds its own (SideFold.cramped) the board and the timeline bar take the
whole page, the menu bar's fold bar says whose turn it is and opens the panel (the log,
whose view, Back) over the board; Esc closes it; widened, the panel is back beside the
board. The menu bar's corner holds the fold bar of the page shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from farmhouse.app.board.linebreak import plain
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core.replay import Timeline
from tests.app.readable import late_game_match, most_players, problems, watching_finished
from tests.app.test_readable_text import styled  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


def watching(qtbot, size, lang="en", game_id="bye_bye_black_sheep", names=()):
    window, page = watching_finished(qtbot, game_id, lang, size, names)
    page.go(page.last // 2, force=True)
    qtbot.wait(50)
    return window, page


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_replay_panel_folds_in_a_narrow_window_and_opens_over_the_board(
    qtbot,
    styled,  # noqa: F811
    size,
    lang,
):
    window, page = watching(qtbot, size, lang)
    try:
        assert page.side_fold.folded and not page.side_fold.panel_open
        bar = page.fold_bar
        assert bar.isVisible() and window.menuBar().cornerWidget() is bar
        assert window.menuBar().geometry().contains(bar.geometry())  # (whole, in the bar)
        assert bar.turn.accessibleName() == plain(page.turn_line.text()) != ""
        # the board and the timeline bar take the page, the bar under the board or upright
        # beside it, where the board is drawn larger so (session 17, R7; both here)
        board, timeline = page.board.geometry(), page.timeline_bar.geometry()
        assert page.timeline_bar.isVisible() and not timeline.intersects(board)
        if timeline.top() >= board.bottom():
            assert board.width() > page.width() - 20
        else:
            assert timeline.left() > board.right() and timeline.width() < 60
            assert board.width() + timeline.width() > page.width() - 20
            assert timeline.height() > page.height() - 20
        assert timeline.right() <= page.width() and timeline.bottom() <= page.height()
        page.step_button.click()  # (the bar works while the panel is folded)
        assert page.position == page.last // 2 + 1
        bar.button.click()
        panel = page.panel
        assert page.side_fold.panel_open and panel.isVisible()
        assert panel.geometry().right() <= page.width() and panel.height() > page.height() * 0.9
        assert page.back_button.isVisible() and page.log.isVisible()
        window.activateWindow()  # (offscreen, the window is not active again by itself)
        qtbot.waitUntil(window.isActiveWindow)
        page.log.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.log)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # closes the panel
        assert not page.side_fold.panel_open and not bar.button.isChecked()
        assert window.stack.currentWidget() is page and QApplication.focusWidget() is page
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)  # leaves the replay
        assert window.stack.currentWidget() is window.game_page
        # the game page's own fold bar is the menu bar's again
        assert window.menuBar().cornerWidget() is window.game_page.fold_bar
        assert window.game_page.fold_bar.isVisible() and not bar.isVisible()
    finally:
        window.game_page.controller.shutdown()


def test_the_replay_panel_comes_back_beside_the_board_widened(qtbot, styled):  # noqa: F811
    window, page = watching(qtbot, (800, 600))
    try:
        assert page.side_fold.folded
        window.resize(1280, 720)
        qtbot.waitUntil(lambda: not page.side_fold.folded)
        assert page.panel.isVisible() and not page.fold_bar.isVisible()
        assert page.panel.geometry().left() > page.board.geometry().right()
        assert page.panel.isAncestorOf(page.timeline_bar)  # (under the log)
        window.resize(800, 600)
        qtbot.waitUntil(lambda: page.side_fold.folded)
        assert not page.side_fold.panel_open and page.fold_bar.isVisible()
        assert not page.panel.isAncestorOf(page.timeline_bar) and page.timeline_bar.isVisible()
        assert page.fold_bar.button.text() == "Log and view"
        window.set_language("ja")  # (the fold bar's words follow the language)
        qtbot.waitUntil(lambda: page.fold_bar.button.text() == "ログと視点")
        assert page.fold_bar.turn.accessibleName() == plain(page.turn_line.text()) != ""
    finally:
        window.game_page.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_at_the_end_the_fold_bar_offers_the_result_in_a_small_window(
    qtbot,
    styled,  # noqa: F811
    lang,
):
    """At 800 × 600 the game page's "Show result" is in the folded panel: the fold bar
    offers it beside "Game over" once the end has been shown, and it opens the game-over
    dialog again (closed by the player); not while the game goes on."""
    translations = Translations()
    assert translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    page = window.game_page
    window.start_match(late_game_match("black_sheep"))
    try:
        qtbot.wait(50)
        assert page.folded and not page.fold_bar.result.isVisible()
        page.controller.shutdown()
        window.start_match(late_game_match("black_sheep", over=True))
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
        window.game_over_dialog.reject()
        qtbot.waitUntil(lambda: not window.game_over_dialog.isVisible())
        bar = page.fold_bar
        assert page.folded and not page.panel_open
        assert bar.result.isVisible() and bar.result.text() == page.result_button.text()
        assert window.menuBar().geometry().contains(bar.geometry())  # (whole, in the bar)
        assert bar.geometry().contains(bar.result.geometry().translated(bar.pos()).center())
        first = window.game_over_dialog
        bar.result.click()
        qtbot.waitUntil(lambda: window.game_over_dialog is not first, timeout=5000)
        assert window.game_over_dialog.isVisible()
        window.game_over_dialog.reject()
    finally:
        page.controller.shutdown()


def test_everything_shown_in_a_small_window_keeps_the_window_s_size(qtbot, styled):  # noqa: F811
    """At 800 × 600 with everything shown the holdings stand under the board (a column
    beside it left the board less than its least width: the window grew to 808 px and the
    board was drawn smaller than with them under it); at 1280 × 720 beside it."""
    from farmhouse.core.replay import EVERYTHING

    window, page = watching(qtbot, (800, 600), game_id="black_sheep")
    try:
        page.set_viewer(EVERYTHING)
        page.flush_holdings()
        qtbot.wait(50)
        strip, board = page.holdings.geometry(), page.board.geometry()
        assert window.size().toTuple() == (800, 600)
        assert page.holdings.isVisible() and strip.top() >= board.bottom()
        window.resize(1280, 720)
        qtbot.waitUntil(lambda: page.holdings.geometry().left() >= page.board.geometry().right())
        assert window.size().toTuple() == (1280, 720)
    finally:
        window.game_page.controller.shutdown()


#: The longest names the new-game dialog takes (24 characters), in each language's script.
LONG_NAMES = {
    "en": "Maximiliana Wolfgangsdot",
    "ja": "ながいなまえのプレイヤーさんですよろしくおねがい",
    "zh_TW": "歐陽慕容司馬諸葛上官東方皇甫尉遲公孫長孫宇文軒轅",
    "zh_CN": "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕",
}


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "en"])
@pytest.mark.parametrize(
    "game_id", ["bye_bye_black_sheep", "black_sheep", "el_gaucho", "wooly_bully"]
)
def test_everything_shown_never_needs_more_than_800_px(qtbot, styled, game_id, lang):  # noqa: F811
    """F14: with everything shown, the most seats and 24-character names, no replay view
    needs a window wider than 800 px (the holdings' row shrinks: its names elided to their
    cells, never widening them; the column beside the board narrower rather than the page
    wider), at 1280 × 720, 800 × 600 and 1920 × 1080, nor higher than 600 px; asked
    800 × 600 the window is 800 × 600, and after Back the game page folds there again (it
    grew to 1894 px, Bye-Bye in Japanese, and stayed so wide after the replay)."""
    from farmhouse.core.replay import EVERYTHING

    def fits(least: QSize) -> bool:  # (the window's least size, once laid out)
        return least.width() <= 800 and least.height() <= 600

    name = LONG_NAMES[lang]
    players = most_players(game_id)
    names = [name] + [name[:-1] + str(i) for i in range(1, players)]
    translations = Translations()
    assert translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    match = late_game_match(game_id, over=True, names=names)
    window.start_match(match)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    window.game_over_dialog.reject()
    try:
        assert window.watch(Timeline.from_match(match))
        page = window.replay_page
        assert page.set_viewer(EVERYTHING)
        for position in (page.last // 3, page.last * 2 // 3):
            page.go(position, force=True)
            for size in ((1280, 720), (1920, 1080), (1280, 720), (800, 600), (1920, 1080)):
                window.resize(*size)
                page.flush_holdings()
                qtbot.waitUntil(lambda: fits(window.minimumSizeHint()), timeout=3000)
                assert window.size().toTuple() == size, (position, size)
            window.resize(800, 600)
            page.flush_holdings()
            qtbot.wait(30)
            assert window.size().toTuple() == (800, 600)
        page.close_replay()
        qtbot.waitUntil(lambda: fits(window.minimumSizeHint()), timeout=3000)
        window.resize(1280, 720)
        qtbot.wait(30)
        window.resize(800, 600)
        qtbot.wait(30)
        assert window.size().toTuple() == (800, 600)
        assert window.game_page.side_fold.folded
    finally:
        window.game_page.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_fold_bar_shortens_a_long_name_and_keeps_the_words(
    qtbot,
    styled,  # noqa: F811
    lang,
):
    """With a 24-character name the replay's fold bar shortens the name and keeps "…'s turn"
    (as the game page's does, session 16's F15; the replay gave the bar the whole line, and
    Japanese lost 「さんの手番」)."""
    long = (
        "ながいなまえのプレイヤーさんですよろしくおねが"
        if lang == "ja"
        else "Maximiliana Wolfgangsdot"
    )
    names = [f"{long}{i}" for i in range(5)]
    window, page = watching(qtbot, (800, 600), lang, names=names)
    try:
        bar = page.fold_bar
        words = "さんの手番" if lang == "ja" else "'s turn"
        shown = bar.turn.text()
        assert words in shown, shown
        assert "…" in shown or shown == plain(page.turn_line.text()), shown
        assert lang != "ja" or "…" in shown, shown  # (too long for the bar in Japanese)
        assert bar.turn.accessibleName() == plain(page.turn_line.text())
    finally:
        window.game_page.controller.shutdown()


#: (window size, folded): the game page's fold rule (test_side_fold): folded where the board
#: beside the panel would be too narrow to read, a low window keeping its panel.
FOLDS = [
    ((1200, 700), True),
    ((1210, 680), True),
    ((1440, 680), False),
    ((1366, 698), False),
    ((1920, 700), False),
    ((1280, 600), False),
    ((1280, 720), False),
    ((1366, 768), False),
    ((1920, 1080), False),
    ((800, 600), True),
]


@pytest.mark.parametrize("game_id", ["el_gaucho", "black_sheep"])
def test_the_replay_folds_its_panel_where_the_game_page_does(qtbot, styled, game_id):  # noqa: F811
    """The replay's panel folds by the game page's rule (SideFold.cramped), so a window
    reads the same in play and in replay (session 17, R7: it folded below 1,200 px of width
    only, and at 1200 × 700 El Gaucho's replay board drew 66 texts under 12 px, 11.3 px,
    where the game page folds and has none); there, folded, the timeline bar stands beside
    the board (under it, it took 46 px of the board's height: 11.4 px), and the board's
    text is 12 px or more."""
    window, page = watching(qtbot, (1280, 720), game_id=game_id)
    game = window.game_page
    try:
        for size, folded in FOLDS:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            qtbot.wait(30)
            assert page.side_fold.folded == folded, size
            assert page.fold_bar.isVisible() == folded, size
            if size == (1200, 700):
                small = [p for p in problems(page.board) if p.startswith("too small")]
                assert small == [], size
                assert page.timeline_bar.geometry().left() > page.board.geometry().right()
        page.close_replay()  # (the game page, at the same sizes, folds alike)
        for size, folded in FOLDS:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            qtbot.wait(30)
            assert game.folded == folded, size
    finally:
        window.game_page.controller.shutdown()


@pytest.mark.parametrize(
    ("lang", "size", "words"),
    [
        ("ja", (1920, 1080), "さんの手番"),
        ("zh_CN", (1366, 768), "轮到"),
        ("en", (1280, 720), "'s turn"),
        ("ja", (800, 600), "さんの手番"),
    ],
    ids=["ja-1920x1080", "zh_CN-1366x768", "en-1280x720", "ja-800x600"],
)
def test_the_replays_turn_line_keeps_the_name_and_the_words_inside_the_panel(
    qtbot,
    styled,  # noqa: F811
    lang,
    size,
    words,
):
    """With 24-character names the side panel's "whose turn" line stays inside the panel:
    the name whole over two lines, broken between its phrases (or shortened with "…"), the
    turn's words kept (session 17, R3: cut at the panel's edge, in Japanese without
    「さんの手番」, in Chinese mid-glyph); the whole is what a screen reader hears."""
    from farmhouse.app.name_fit import overflowing_line

    name = LONG_NAMES[lang]
    names = [name[:-1] + str(i) for i in range(most_players("el_gaucho"))]
    window, page = watching(qtbot, size, lang, game_id="el_gaucho", names=names)
    try:
        if page.side_fold.folded:
            page.fold_bar.button.click()
            qtbot.wait(20)
        line = page.turn_line
        shown = plain(line.text())
        seat = next(i for i, n in enumerate(names) if n in line.accessibleName())
        assert words in shown and (names[seat] in shown or "…" in shown), shown
        assert overflowing_line(line.text(), line.font(), line.width()) is None, shown
        assert line.sizeHint().width() <= line.width()
        assert line.heightForWidth(line.width()) <= line.height()
    finally:
        window.game_page.controller.shutdown()
