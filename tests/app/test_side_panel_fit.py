"""The game page fits a 1280×720 window with the most players, in Japanese (the tallest
lines): the window stays 720 px tall, every seat line in the side panel shows its whole text
(the seats scroll if they must, never squeezed), and the game log keeps three lines."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from farmhouse.app import style
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import registry
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


def played(game_id: str, moves: int) -> Match:
    """A game at its most players (two people, the rest AIs) after ``moves`` easy moves."""
    n = max(registry.get_game(game_id).player_counts)
    seats = [Seat("Annabelle Fitzgerald"), Seat(None, "ai", "easy"), Seat("ゆうこ")]
    seats += [Seat(None, "ai", "easy")] * (n - 3)
    match = Match.new(game_id, seats[:n], None, 5)
    ais = [make_ai(game_id, "easy", 10 + i) for i in range(n)]
    while len(match.actions) < moves and not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 0.1, CancelToken()))
    return match


def text_height(label) -> int:
    """The height of ``label``'s wrapped text at its width (pixels)."""
    flags = int(Qt.TextFlag.TextWordWrap)
    room = QRect(0, 0, label.contentsRect().width(), 10_000)
    return label.fontMetrics().boundingRect(room, flags, label.text()).height()


def area_scrolls(page) -> bool:
    return page.seats_area.verticalScrollBar().maximum() > 0


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_game_page_fits_a_1280_by_720_window(qtbot, qapp, game_id):
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "ja")  # the app's own fonts and sizes
    translations = Translations()
    translations.set_language("ja")
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    try:
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        room: dict[int, int] = {}
        for moves in (30, 10**6):  # and at the game's end (with its "Show result" button)
            window.start_match(played(game_id, moves))
            page = window.game_page
            if page.handover_shown:
                page.hand_over.button.click()
            qtbot.wait(200)
            if window.game_over_dialog is not None:
                window.game_over_dialog.reject()
                qtbot.wait(50)
            assert window.height() == 720, window.size()  # (was 727, 747 with 5 seats)
            room[moves] = page.seats_area.height()
        for line in page._seat_lines:
            for label in (line.name, line.summary):
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        lines = page.log.fontMetrics().lineSpacing()
        assert page.log.height() >= 3 * lines, page.log.height()
        # at the end nobody thinks any more: the thinking sign's room goes to the seats
        assert room[10**6] >= room[30] + 40 or not area_scrolls(page), room
        if max(registry.get_game(game_id).player_counts) <= 4:  # 4 seats in sight at the end
            assert not area_scrolls(page)
        page.controller.shutdown()
    finally:
        translations.set_language("en")
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)


def test_the_players_stand_evenly_apart_at_the_end(qtbot, qapp):
    """At the game's end a summary takes one line or two (Wooly Bully's points, quit order
    and colour): each seat's line is as tall as its text, so the blank between two seats is the
    same under every seat (a one-line summary kept room for a second line, which showed as a
    wider gap under it)."""
    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "en")  # the app's own fonts and sizes
    settings = Settings()
    settings.ai_speed = "instant"
    translations = Translations()
    translations.set_language("en")
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    match = Match.new("wooly_bully", [Seat("Ann"), Seat(None, "ai", "easy")] * 2, None, 3)
    ais = [make_ai("wooly_bully", "easy", 10 + i) for i in range(4)]
    while not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 0.1, CancelToken()))
    window.start_match(match)
    page = window.game_page
    qtbot.wait(200)
    if window.game_over_dialog is not None:
        window.game_over_dialog.reject()
        qtbot.wait(50)
    lines = page._seat_lines
    heights = [text_height(line.summary) for line in lines]
    texts = [line.summary.text() for line in lines]
    assert len(set(heights)) > 1, (heights, texts)  # (one line and two: the case to show)

    def text_bottom(line) -> int:
        return line.y() + line.summary.y() + text_height(line.summary)

    gaps = [after.y() - text_bottom(line) for line, after in zip(lines, lines[1:], strict=False)]
    page.controller.shutdown()
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setFont(font)
    assert max(gaps) - min(gaps) <= 1, (gaps, heights)
