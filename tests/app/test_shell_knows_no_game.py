"""The shell knows no game: a toy game registered by the test, with its own ``ui`` module,
is played through the real main window from the start page to game over, and no game id
appears anywhere in ``farmhouse/app``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

import farmhouse.app
from farmhouse.app.board.targets import Box
from farmhouse.app.game_over import BACK_TO_START, GameOverDialog
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.new_game import NewGameDialog
from farmhouse.app.rules_dialog import RulesDialog
from farmhouse.app.settings import Settings
from farmhouse.core import registry

pytestmark = pytest.mark.gui

TOY = "toy_dice"


@pytest.fixture
def toy_window(qtbot):
    registry.register(TOY, "tests.core.toygame")
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)  # the real game loader and AI factory
    qtbot.addWidget(window)
    window.show()
    yield window
    window.game_page.controller and window.game_page.controller.shutdown()
    registry.unregister(TOY)


def click(qtbot, board, item):
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def test_a_toy_game_plays_through_the_real_window_from_start_to_game_over(qtbot, toy_window):
    window = toy_window
    card = next(c for c in window.start_page.cards if c.game_id == TOY)
    assert card.playable
    assert (card.title.text(), card.players.text()) == ("Dice Race", "2–4 players")
    assert card.blurb.text() == "Race to the goal: step or roll."

    qtbot.mouseClick(card.button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.windowTitle() == "New game: Dice Race"
    # the option widgets come from the toy's Options: a number box with the field's range
    goal = dialog.option_widgets["goal"]
    assert (goal.minimum(), goal.maximum(), goal.value()) == (4, 30, 12)
    assert dialog.option_labels["goal"].text() == "Goal"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    goal.setValue(5)  # the toy's Options.problems() refuses a goal under 6
    assert not ok.isEnabled() and "at least 6" in dialog.problem.text()
    goal.setValue(8)
    assert ok.isEnabled() and dialog.problem.isHidden()
    dialog.rows[1].kind.setCurrentIndex(1)  # seat 2 is the toy's own AI ("normal")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: window.match is not None, timeout=3000)
    assert window.match.game_id == TOY
    assert window.match.options.goal == 8
    board = window.game_page.board
    assert type(board).__name__ == "DiceRaceBoard"

    clicks = 0
    while window.outcome is None:
        qtbot.waitUntil(
            lambda: window.outcome is not None or bool(board.highlighted_items()), timeout=5000
        )
        if window.outcome is not None:
            break
        button = next(i for i in board.highlighted_items() if isinstance(i, Box))
        click(qtbot, board, button)
        clicks += 1
        assert clicks < 40
    assert clicks >= 1
    qtbot.waitUntil(lambda: isinstance(window.game_over_dialog, GameOverDialog), timeout=3000)
    result = window.game_over_dialog
    assert "Position and bonus" in " ".join(
        w.text() for w in result.findChildren(type(result.headline))
    )
    log = window.game_page.log_lines()
    assert any("steps" in line or "rolls" in line for line in log)
    assert log[-1] == "The race is over."
    summary = window.game_page._seat_lines[0].summary.text()
    assert summary.startswith("at ")

    window.show_rules()
    assert isinstance(window.rules_dialog, RulesDialog)
    assert "Dice Race" in window.rules_dialog.rules_html()
    assert "First to the goal" in window.rules_dialog.rules_html()
    window.rules_dialog.reject()

    result.done(BACK_TO_START)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page, timeout=3000)
    # the finished toy game was autosaved and is listed with the toy's own title
    assert any(
        "Dice Race" in window.start_page.saved.item(i).text()
        for i in range(window.start_page.saved.count())
    )


def test_a_refused_click_on_the_toy_board_is_explained(qtbot, toy_window):
    window = toy_window
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    match = Match.new(TOY, [Seat("Ann"), Seat("Bot", "ai", "normal")], None, 3)
    while match.to_move == 0:  # let the AI seat be the one to move
        match.apply(match.legal_actions()[0])
    window.start_match(match)
    board = window.game_page.board
    messages = []
    board.illegal_attempt.connect(messages.append)
    board.set_interactive(False)
    click(qtbot, board, board.buttons[next(iter(board.buttons))])
    assert messages == ["It is not your turn."]


def test_no_game_id_appears_in_the_shell():
    app_dir = Path(farmhouse.app.__file__).parent
    ids = [g for g in registry.game_ids()]
    assert ids  # the registry lists the games
    pattern = re.compile("|".join(re.escape(g) for g in ids))
    hits = [
        f"{path.relative_to(app_dir)}:{n}: {line.strip()}"
        for path in sorted(app_dir.rglob("*.py"))
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert hits == []
