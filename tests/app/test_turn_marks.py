"""The board marks the seat the turn banner names, also while an AI's move animates (the
banner still names that AI then): Bye-Bye Black Sheep's, El
Gaucho's and Wooly Bully's boards marked the view's next seat instead, so meanwhile the
banner said one seat and the board's frame, badge or chip another."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_board_marks_the_seat_the_banner_names(qtbot, game_id):
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "fast"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    n = max(registry.get_game(game_id).player_counts)
    match = Match.new(game_id, [Seat(None, "ai", "easy") for _ in range(n)], None, 3)
    window.start_match(match)
    page = window.game_page
    controller = page.controller
    controller.ai_delay_ms = 120
    board = page.board
    board.set_animation_speed(0.25)
    seen: list[tuple[object, object]] = []

    def sample() -> None:
        if board.view is not None and page._turn_seat is not None:
            seen.append((page._turn_seat, board.marked_turn()))  # (Wooly Bully: its banner's)

    sampler = QTimer()
    sampler.timeout.connect(sample)
    sampler.start(4)
    try:
        qtbot.waitUntil(lambda: len(match.actions) >= 12 or match.is_over, timeout=60_000)
    finally:
        sampler.stop()
        controller.stop()
        translations.set_language("en")
    assert len(seen) > 20
    wrong = [pair for pair in seen if pair[0] != pair[1]]
    assert wrong == [], wrong[:5]
