"""The hint in a laptop-sized window (session 25's tester, issues 17 and 18): the hint box's
text padded on both sides (F12), the game log and the players' heading kept beside a hint at
1280 × 720 and 1280 × 800 (F5), the folded panel kept open for a hint shown as the window
narrows (F13), and in a narrow window a board that stays readable beside the hint (F4)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.test_hint_fits import long_hint, show, steady_least
from tests.app.test_hints_in_window import human_turn_with_a_choice

pytestmark = pytest.mark.gui

WHITE = QColor("#ffffff").rgb()


def bot_match(game_id: str, players: int, seed: int = 3) -> Match:
    """A match of ``game_id``: seat 0 a person ("Ann"), the others normal computer seats."""
    seats = [Seat("Ann")] + [Seat(f"Bot {i + 1}", "ai", "normal") for i in range(players - 1)]
    return Match.new(game_id, seats, None, seed)


def ink_columns(image, top: int, bottom: int, left: int, right: int) -> list[int]:
    """The columns from ``left`` to ``right`` (excluded) of ``image`` with a pixel between rows
    ``top`` and ``bottom`` (excluded) that is not white."""
    return [
        x for x in range(left, right) if any(image.pixel(x, y) != WHITE for y in range(top, bottom))
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_text_keeps_as_much_room_right_of_it_as_left(qtbot, styled, lang):
    """F12: the hint's text lay on a beige box whose right edge was the text's, 6 px from the
    violet frame, with a white margin on the left only ("…to pasture I" touching the frame).
    Black Sheep, four players, 1280 × 800: the text lies on the box's white, and its ink
    keeps at least 9 px from the frame on both sides."""
    styled(lang)
    with real_window(qtbot, lang=lang, size=(1280, 800)) as window:
        match = bot_match("black_sheep", 4)
        window.start_match(match)
        human_turn_with_a_choice(qtbot, window, match)
        page = window.game_page
        c = page.controller
        show(c, long_hint(c, match))
        steady_least(qtbot, window)
        panel = page.hint_panel
        assert panel.isVisible() and panel.text_whole()
        image = panel.grab().toImage()
        ratio = image.devicePixelRatio()
        assert ratio == 1
        body = panel.body.geometry().translated(panel.text_area.geometry().topLeft())
        area = panel.text_area.geometry()
        # the text's background is the box's white (its commonest colour)
        colours = Counter(
            image.pixel(x, y)
            for x in range(area.left(), area.right(), 2)
            for y in range(area.top(), area.bottom(), 2)
        )
        assert colours.most_common(1)[0][0] == WHITE, (hex(colours.most_common(1)[0][0]), lang)
        frame = 2  # (the box's border: QFrame#hintPanel)
        ink = ink_columns(image, body.top(), body.bottom(), frame, image.width() - frame)
        left_room = ink[0] - frame
        right_room = image.width() - frame - 1 - ink[-1]
        assert left_room >= 9 and right_room >= 9, (left_room, right_room, lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hint_shown_as_the_window_narrows_keeps_the_panel_open(qtbot, styled, lang):
    """F13: a hint shown at 1280 × 800, then the window made 1100 × 700 (un-maximised on a
    small laptop): the side panel folded away with the hint's words, the board's badge alone
    left. As when the hint is asked for in a narrow window, the panel opens over the board
    with the hint in it; wide again, it lies beside the board with the hint; narrow again,
    open again."""
    styled(lang)
    with real_window(qtbot, lang=lang, size=(1280, 800)) as window:
        match = bot_match("wooly_bully", 3)
        window.start_match(match)
        human_turn_with_a_choice(qtbot, window, match)
        page = window.game_page
        c = page.controller
        show(c, long_hint(c, match))
        steady_least(qtbot, window)
        assert not page.folded and page.hint_panel.isVisible()
        for size, folded in [((1100, 700), True), ((1920, 1080), False), ((1100, 700), True)]:
            window.resize(*size)
            qtbot.waitUntil(lambda s=size: window.size().toTuple() == s, timeout=2000)
            steady_least(qtbot, window)
            assert page.folded == folded, size
            assert page.panel_open and page.panel.isVisible(), size
            assert page.hint_panel.isVisible() and page.hint_panel.text_whole(), size
            assert page.fold_bar.button.isChecked() == folded, size
            assert c.hint is not None and page.board.hint_marks.shown, size
