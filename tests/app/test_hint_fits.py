"""A hint shown never makes the window taller (issue 18): in every game, with 2 players and
with the most, in English, Japanese and Chinese, at 800×600 and 1280×720, the window keeps
its size, its least height stays within the screen, and the hint's whole text is shown or
scrolled to (the log, the seats or the hint's text give way). The hint is made up from the
position's longest-worded legal moves (no search: the box's fit is what is tested)."""

from __future__ import annotations

import pytest

from farmhouse.app.hints import Hint, HintMove
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.registry import get_game

pytestmark = pytest.mark.gui

GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
SIZES = [(800, 600), (1280, 720)]
LANGUAGES = ["en", "ja", "zh_CN"]
#: The most a hint shown may raise the window's least height (pixels; see the test).
RISE = 60


def long_hint(controller, match) -> Hint:
    """A hint for seat 0 of its three longest-worded legal moves."""
    view = match.view(0)
    names = controller.kept_names
    ui = controller.ui
    legal = sorted(match.legal_actions(), key=lambda a: -len(ui.describe_action(a, view, names)))
    moves = tuple(HintMove(a, 0.55 - 0.1 * i, 40 - i) for i, a in enumerate(legal[:3]))
    return Hint(0, moves, 4321)


def first_ink(label) -> int:
    """The first row of ``label``'s pixels (from its top) that is not its background."""
    image = label.grab().toImage()
    background = image.pixel(image.width() - 1, image.height() - 1)
    return next(
        (
            y
            for y in range(image.height())
            if any(image.pixel(x, y) != background for x in range(0, image.width(), 2))
        ),
        image.height(),
    )


def show(controller, hint: Hint) -> None:
    controller._hint_at = len(controller.match.actions)
    controller._on_hint_found(hint)


@pytest.mark.parametrize("most", [False, True], ids=["2p", "most"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_shown_keeps_the_window_within_the_screen(qtbot, styled, game_id, most):
    styled("en")  # (the app's fonts and style sheet: the window's least height as players see)
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(*SIZES[0])
    window.show()
    qtbot.waitExposed(window)
    players = max(get_game(game_id).player_counts) if most else 2
    seats = [Seat("Ann")] + [Seat(f"Bot {i + 1}", "ai", "normal") for i in range(players - 1)]
    match = Match.new(game_id, seats, None, 3)
    window.start_match(match)
    page = window.game_page
    c = page.controller
    for _ in range(50):
        qtbot.waitUntil(c.can_hint, timeout=20_000)
        legal = match.legal_actions()
        if len(legal) > 1:
            break
        c.board.action_chosen.emit(legal[0])
    for size in SIZES:
        for lang in LANGUAGES:
            styled(lang)
            window.set_language(lang)
            window.resize(*size)
            qtbot.wait(50)
            assert window.size().toTuple() == size
            least = window.minimumSizeHint().height()
            show(c, long_hint(c, match))
            panel = page.hint_panel
            qtbot.wait(50)
            where = f"{game_id} {players}p {lang} {size}"
            assert panel.isVisible(), where
            assert window.size().toTuple() == size, where
            # the least height: within the screen, and at most about a line above what it was
            # (the box's title and a line of its text where the thinking sign kept its room;
            # the whole hint's text had been the box's least height: +170 px in Japanese)
            assert window.minimumSizeHint().height() <= min(size[1], max(least, 600)), where
            assert window.minimumSizeHint().height() <= least + RISE, where
            assert window.minimumHeight() <= size[1], where
            # the whole text: each label as high as its lines, inside the box's scroll area
            assert panel.text_whole(), where
            box = panel.text_area
            inner = box.widget()
            assert inner.height() >= inner.minimumSizeHint().height(), where
            bar = box.verticalScrollBar()
            assert bar.maximum() == max(0, inner.height() - box.viewport().height()), where
            # no blank line under the box's title (Qt measured a Chinese text taller than it
            # draws it, and the label centred it)
            assert first_ink(panel.body) < panel.body.fontMetrics().lineSpacing() // 2, where
            # the side panel's parts within it
            side = page.seats_area.parentWidget()
            bottom = side.contentsRect().bottom()
            assert panel.geometry().bottom() <= bottom, where
            assert page.seats_area.geometry().bottom() <= bottom, where
            if page.log.isVisible():
                assert page.log.geometry().bottom() <= bottom, where
            c.clear_hint()
            qtbot.wait(20)
    window.close()
