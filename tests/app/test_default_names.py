"""A seat given no name is "Player N" in the language of the moment, everywhere: the banner,
the seat list, the log, the board, the hand-over, the game-over dialog and the saved-games
list; switching the language renames it."""

from __future__ import annotations

import pytest

from farmhouse.app.board.linebreak import plain
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

from .fakes import FakeMatch, Take, fake_ui, noop_autosave

pytestmark = pytest.mark.gui


class FirstLegal:
    level = "easy"

    def choose(self, view, legal, budget_s, cancel):
        cancel.check()
        return legal[0]


def fake_window(qtbot, translations):
    settings = Settings()
    settings.ai_speed = "instant"
    w = MainWindow(
        settings,
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: FirstLegal(),
        autosave=noop_autosave,
    )
    qtbot.addWidget(w)
    w.show()
    return w


def test_unnamed_seats_are_player_n_in_the_current_language_everywhere(qtbot, translations):
    w = fake_window(qtbot, translations)
    match = FakeMatch([Seat(None), Seat(None, "ai", "easy")], start=8)
    w.start_match(match)
    page = w.game_page
    controller = page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    page.board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: controller._awaiting_human and len(match.actions) == 2, timeout=3000)
    assert controller.names == ["Player 1", "Player 2"]
    assert plain(page.turn.text()) == "Player 1's turn"
    assert plain(page._seat_lines[1].name.text()) == "Player 2 (AI, Easy)"
    assert any(plain(line).startswith("Player 2 takes") for line in page.log_lines())
    assert page.board.names == ["Player 1", "Player 2"]

    w.set_language("ja")
    qtbot.waitUntil(lambda: "プレイヤー1" in plain(page.turn.text()), timeout=3000)
    assert controller.names == ["プレイヤー1", "プレイヤー2"]
    assert plain(page._seat_lines[0].name.text()) == "プレイヤー1"
    assert plain(page._seat_lines[1].name.text()).startswith("プレイヤー2")
    assert any(plain(line).startswith("プレイヤー2 takes") for line in page.log_lines())
    assert page.board.names == ["プレイヤー1", "プレイヤー2"]  # the board was told too
    assert page.board.interactive  # ... and is still Player 1's to play

    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: "玩家 1" in plain(page.turn.text()), timeout=3000)
    assert page.board.names == ["玩家 1", "玩家 2"]
    assert match.seats[0].name is None  # nothing stored in any language


def test_the_hand_over_and_the_game_over_follow_the_language(qtbot, translations):
    w = fake_window(qtbot, translations)
    match = FakeMatch([Seat(None), Seat(None)], start=3)
    w.start_match(match)
    page = w.game_page
    assert page.handover_shown and "Player 1" in plain(page.hand_over.text.text())
    w.set_language("ja")
    qtbot.waitUntil(lambda: "プレイヤー1" in plain(page.hand_over.text.text()), timeout=3000)
    assert "プレイヤー1" in plain(page.hand_over.button.text())
    page.hand_over.button.click()
    page.board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
    page.hand_over.button.click()
    page.board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=3000)
    assert "プレイヤー1" in plain(w.game_over_dialog.headline.text())
    w.set_language("en")
    qtbot.waitUntil(
        lambda: (
            w.game_over_dialog is not None
            and w.game_over_dialog.isVisible()
            and "Player 1" in plain(w.game_over_dialog.headline.text())
        ),
        timeout=3000,
    )
    assert plain(w.game_over_dialog.headline.text()) == "Player 1 wins!"


def test_the_saved_games_list_names_unnamed_seats_in_the_current_language(qtbot, translations):
    match = Match.new("black_sheep", [Seat(None), Seat("Bo", "ai", "easy")], None, 4)
    match.apply(match.legal_actions()[0])
    saves.autosave(match)
    settings = Settings()
    w = MainWindow(settings, translations)
    qtbot.addWidget(w)
    w.show()
    page = w.start_page

    def listed() -> str:
        return " ".join(plain(page.saved.item(i).text()) for i in range(page.saved.count()))

    qtbot.waitUntil(lambda: "Player 1" in listed(), timeout=5000)
    assert "Bo" in listed()
    w.set_language("zh_TW")
    qtbot.waitUntil(lambda: "玩家 1" in listed(), timeout=5000)
    assert "Player 1" not in listed()
