"""Status-bar refusals ("It is not your turn", an illegal attempt, nothing to
undo) go as soon as they stop being true: when the game changes (a move, the turn, a
hand-over, the end), not 8 seconds later."""

from __future__ import annotations

import threading

import pytest

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core.game import Seat

from .fakes import FakeMatch, Take, fake_ui, noop_autosave

pytestmark = pytest.mark.gui


class GatedAI:
    """Takes 1, but only once ``gate`` is set (the test decides when the AI has thought)."""

    level = "normal"

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view, legal, budget_s, cancel):
        while not self.gate.wait(0.01):
            cancel.check()
        return legal[0]


@pytest.fixture
def window(qtbot):
    translations = Translations()
    translations.set_language("en")
    gate = threading.Event()
    settings = Settings()
    settings.ai_speed = "instant"
    w = MainWindow(
        settings,
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: GatedAI(gate),
        autosave=noop_autosave,
    )
    w.gate = gate
    qtbot.addWidget(w)
    w.show()
    yield w
    gate.set()
    w.close()


def message(window) -> str:
    return window.statusBar().currentMessage()


def test_please_wait_goes_when_the_players_turn_comes(qtbot, window):
    match = FakeMatch([Seat("Bot", "ai", "easy"), Seat("Ann")], start=6)
    window.start_match(match)
    board = window.game_page.board
    board.action_chosen.emit(Take(1))  # Ann clicks while the bot thinks
    assert message(window) == "It is not your turn."  # (the board's one wording)
    window.gate.set()
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert message(window) == ""


def test_a_refusal_goes_when_the_game_ends_and_the_end_is_said(qtbot, window):
    window.gate.set()
    match = FakeMatch([Seat("Ann"), Seat("Bot", "ai", "easy")], start=2)
    window.start_match(match)
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    board = window.game_page.board
    board.action_chosen.emit(Take(5))  # refused: too many
    assert message(window) == "refused: fake.illegal"
    board.action_chosen.emit(Take(2))  # the last move
    assert message(window) == ""
    qtbot.waitUntil(lambda: window.outcome is not None, timeout=3000)
    board.action_chosen.emit(Take(1))  # a click on the final board
    assert message(window) == "The game is over."


def test_an_illegal_attempt_goes_with_the_next_move_of_the_same_player(qtbot, window):
    window.gate.set()
    match = FakeMatch([Seat("Ann"), Seat("Bob")], start=8)
    window.start_match(match)
    page = window.game_page
    page.hand_over.button.click()
    page.board.action_chosen.emit(Take(7))
    assert message(window) == "refused: fake.illegal"
    page.board.action_chosen.emit(Take(1))
    assert message(window) == ""


def against_a_bot(qtbot, window) -> None:
    """Start Ann against a bot that has thought; return when it is Ann's turn."""
    window.gate.set()
    match = FakeMatch([Seat("Ann"), Seat("Bot", "ai", "easy")], start=6)
    window.start_match(match)
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)


def test_other_messages_stay(qtbot, window):
    """A message that reports something (not a refusal) is not taken away by a move."""
    against_a_bot(qtbot, window)
    window.game_page.status_message.emit("Saved to /tmp/x.farmhouse")
    window.game_page.board.action_chosen.emit(Take(1))
    assert message(window) == "Saved to /tmp/x.farmhouse"


def test_ctrl_z_refusal_goes_with_the_next_move(qtbot, window):
    against_a_bot(qtbot, window)
    window.explain_no_undo()
    assert message(window).startswith("Nothing to undo")
    window.game_page.board.action_chosen.emit(Take(1))
    assert message(window) == ""


def test_a_refusal_goes_when_the_player_picks_part_of_a_move(qtbot, window):
    """Issue 18 (session 10): a refusal stayed while the player went on picking (cards after
    a refused key, the question before quitting): the board's ``picks_changed`` withdraws it;
    a message that reports something stays."""
    against_a_bot(qtbot, window)
    board = window.game_page.board
    board.illegal_attempt.emit("You have no tile with that number.")
    assert message(window) == "You have no tile with that number."
    board.picks_changed.emit()  # a tile picked: the move is under way
    assert message(window) == ""
    window.game_page.status_message.emit("Saved to /tmp/x.farmhouse")
    board.picks_changed.emit()
    assert message(window) == "Saved to /tmp/x.farmhouse"
