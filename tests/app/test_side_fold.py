"""The side panel folded away in a small window (:mod:`farmhouse.app.side_fold`): when it
folds, what its fold bar shows, and the drawer it opens over the board."""

from __future__ import annotations

import pytest

from farmhouse.app.game_page import PAGE_MARGIN, PAGE_SPACING, PANEL_WIDTH, GamePage
from farmhouse.app.side_fold import BOARD_LEAST_HEIGHT, BOARD_LEAST_WIDTH
from farmhouse.core.game import Seat
from tests.app.readable import late_game_match, problems

from .fakes import FakeMatch, Take
from .test_controller import make_controller

pytestmark = pytest.mark.gui

GAMES = ["black_sheep", "bye_bye_black_sheep", "el_gaucho", "wooly_bully"]


def folded_page(qtbot, seats, size=(800, 600), **made):
    """A game page ``size`` px (its panel folded) playing the fake game for ``seats``."""
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot, **made)
    page.set_controller(controller)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    page.start(FakeMatch(seats))
    return page, controller, board


def test_a_drawer_left_open_closes_for_the_next_persons_hand_over(qtbot):
    """Hot seat at 800 × 600: Ann opened "Players and log" and played; the hand-over screen
    meant for Bob comes with the drawer closed (it covered the screen's button and lines)."""
    page, controller, board = folded_page(qtbot, [Seat("Ann"), Seat("Bob")])
    assert page.folded and page.handover_shown
    page.hand_over.confirmed.emit()
    qtbot.waitUntil(lambda: board.interactive, timeout=3000)
    page.fold_bar.button.click()
    assert page.panel_open
    board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
    assert not page.panel_open and not page.fold_bar.button.isChecked()
    assert page.hand_over.button.hasFocus() or not page.isActiveWindow()
    page.fold_bar.button.click()  # (Bob may open it himself: the log is the public one)
    assert page.panel_open
    page.hand_over.confirmed.emit()
    assert page.panel_open and not page.handover_shown


# ---------------------------------------------------------------- when the panel folds


@pytest.fixture
def styled(qapp):
    """The app's own look (fonts, palette, stylesheet), as the app starts with it."""
    from farmhouse.app.style import apply_style, register_fonts

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    apply_style(qapp, register_fonts())
    yield
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)


def window_with(qtbot, game_id, lang="en", size=(1280, 720)):
    """The main window ``size`` px in ``lang``, showing a late game of ``game_id`` (the most
    players) at once (no animations)."""
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings

    translations = Translations()
    assert translations.set_language(lang)
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(late_game_match(game_id))
    board = window.game_page.board
    board.set_animation_speed(0)
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=5000)
    return window


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_panel_folds_where_the_board_beside_it_would_be_too_small(qtbot, styled, lang):
    """The panel folds where the board beside it would draw its text under 12 px: a window
    1200–1253 px wide (1200 × 700: 11.3–11.9 px beside it), or one too low (1440 × 680,
    1366 × 700, 1280 × 600), not on the width alone (session 16, F8); 1280 × 720 and the
    common larger sizes keep it beside the board."""
    window = window_with(qtbot, "el_gaucho", lang)
    page = window.game_page
    try:
        for size, folded in [
            ((1200, 700), True),
            ((1210, 680), True),
            ((1440, 680), True),
            ((1366, 700), True),
            ((1280, 600), True),
            ((1280, 720), False),
            ((1366, 768), False),
            ((1440, 900), False),
            ((1920, 1080), False),
            ((1100, 700), True),
            ((800, 600), True),
        ]:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            qtbot.wait(20)
            assert page.folded == folded, (size, lang)
            assert page.fold_bar.isVisible() == folded, (size, lang)
    finally:
        page.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_beside_the_panel_is_readable_at_the_fold(qtbot, styled, game_id, lang):
    """At the least room the panel stays beside the board in (side_fold.BOARD_LEAST_WIDTH ×
    BOARD_LEAST_HEIGHT), no text of the board is under 12 px; a pixel less, wide or high,
    and the panel folds."""
    window = window_with(qtbot, game_id, lang)
    page = window.game_page
    try:
        beside = PANEL_WIDTH + PAGE_SPACING + 2 * PAGE_MARGIN
        least = (BOARD_LEAST_WIDTH + beside, BOARD_LEAST_HEIGHT + 2 * PAGE_MARGIN)
        frame = window.size() - page.size()  # (the menu bar and the status bar)
        for less, folded in [((0, 0), False), ((1, 0), True), ((0, 1), True)]:
            size = (least[0] - less[0] + frame.width(), least[1] - less[1] + frame.height())
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            qtbot.wait(50)
            assert page.folded == folded, (size, less)
        window.resize(least[0] + frame.width(), least[1] + frame.height())
        qtbot.waitUntil(lambda: not page.folded, timeout=2000)
        qtbot.wait(50)
        assert page.board_stack.size().toTuple() == (BOARD_LEAST_WIDTH, BOARD_LEAST_HEIGHT)
        small = [p for p in problems(page.board) if p.startswith("too small")]
        assert small == [], lang
    finally:
        page.controller.shutdown()
