"""Undo in the shell: Game → Undo, Ctrl+Z and the game page's button take back the screen's
human's own reversible step (Match.can_undo), and nothing else; the board then shows the
position again and the log and autosave follow."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt

from farmhouse.app.controller import ANIMATION_TIMEOUT_MS, MatchController
from farmhouse.app.game_page import GamePage
from farmhouse.core.game import Event, Seat

from .fakes import FakeBoard, FakeMatch, FirstAI, Take, fake_controller, fake_ui

ANN = Seat("Ann")
BOB = Seat("Bob")
BOT = Seat("Bot", kind="ai", level="normal")


class UndoMatch(FakeMatch):
    """A FakeMatch whose ``Take(1)`` steps of a human can be undone by the same seat (like a
    game's reversible step inside a turn: a human's ``Take(1)`` keeps the turn, ``Take(2)``
    ends it; the AI's moves always end its turn)."""

    def __init__(self, seats: list[Seat], start: int = 9) -> None:
        super().__init__(seats, start)
        self._undo: list[tuple[int, dict[str, Any]]] = []

    def _snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(
            {k: self.__dict__[k] for k in ("counter", "taken", "hands", "_to_move")}
        )

    def apply(self, action: Any) -> list[Event]:
        seat = self._to_move
        before = self._snapshot()
        events = super().apply(action)
        small = isinstance(action, Take) and action.n == 1 and self.seats[seat].is_human
        if small and self._to_move is not None:
            self._to_move = seat  # a small step: the same seat goes on
            self._undo.append((seat, before))
        else:
            self._undo.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self._undo) and self._undo[-1][0] == self._to_move

    def undo(self) -> Any:
        _, before = self._undo.pop()
        self.__dict__.update(before)
        self.turn_events.pop()
        self.movers.pop()
        self.turns.pop()
        return self.actions.pop()


def make(qtbot, seats, saved=None):
    autosaved = saved if saved is not None else []
    controller, board = fake_controller(qtbot, lambda m: autosaved.append(list(m.actions)))
    available: list[bool] = []
    controller.undo_available.connect(available.append)
    return controller, board, available


def test_undo_takes_back_the_own_step_and_shows_the_position_again(qtbot):
    saved: list[list[Any]] = []
    controller, board, available = make(qtbot, [ANN, BOT], saved)
    match = UndoMatch([ANN, BOT])
    controller.start(match)
    assert not controller.can_undo() and available[-1] is False
    before = board.last_view
    controller.on_action_chosen(Take(1))
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert controller.can_undo() and available[-1] is True
    shown = len(board.shown)
    assert controller.undo()
    assert match.actions == [] and saved[-1] == []
    assert len(board.shown) > shown and board.last_view == before  # shown again, as before
    assert board.shown[-1][1] == [Take(1), Take(2)] and board.interactive
    assert not controller.can_undo() and available[-1] is False


def test_nothing_else_can_be_undone(qtbot):
    controller, board, available = make(qtbot, [ANN, BOT])
    match = UndoMatch([ANN, BOT])
    messages: list[str] = []
    controller.refusal.connect(messages.append)
    controller.start(match)
    controller.on_action_chosen(Take(2))  # ends Ann's turn: not reversible
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert len(match.actions) == 2  # the AI moved too
    assert not controller.can_undo()
    assert not controller.undo() and len(match.actions) == 2
    assert messages[-1] == "Nothing to undo."


def test_undo_is_refused_while_another_seat_decides_or_a_hand_over_waits(qtbot):
    controller, board, available = make(qtbot, [ANN, BOB])
    match = UndoMatch([ANN, BOB])
    controller.start(match)
    controller.confirm_handover()
    controller.on_action_chosen(Take(1))
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert controller.can_undo()
    controller.on_action_chosen(Take(2))  # Bob's turn: a hand-over screen
    qtbot.waitUntil(lambda: controller.pending_handover == 1, timeout=3000)
    assert not controller.can_undo() and available[-1] is False


def test_game_page_button_and_menu_follow_undo_availability(qtbot):
    board = FakeBoard()
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 0
    page = GamePage()
    qtbot.addWidget(page)
    page.show()  # (a hidden game page, under a replay or the statistics, takes no undo)
    page.set_controller(controller)
    match = UndoMatch([ANN, BOT])
    page.start(match)
    assert not page.undo_button.isEnabled()
    controller.on_action_chosen(Take(1))
    qtbot.waitUntil(lambda: page.undo_button.isEnabled(), timeout=3000)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert match.actions == [] and not page.undo_button.isEnabled()


def test_a_long_animation_is_waited_for_in_full(qtbot):
    class SlowBoard(FakeBoard):
        def show_view(self, view, legal, events=(), names=()) -> None:
            self.shown.append((view, list(legal), list(events)))  # never reports the end

        def animation_remaining_ms(self) -> int:
            return 9000

    board = SlowBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.start(UndoMatch([ANN, BOT]))
    controller.on_action_chosen(Take(2))
    assert controller._anim_timer.interval() > ANIMATION_TIMEOUT_MS
    assert controller._anim_timer.interval() >= 9000


def test_the_board_hears_what_happened_since_the_last_turn_on_start_and_after_an_undo(qtbot):
    """Each view comes with "since your last turn" (``set_recent``), a loaded game's first
    one and the one after an undo included: Bot's move, never Ann's own steps."""
    board = FakeBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 0
    match = UndoMatch([ANN, BOT])
    match.apply(Take(2))  # a loaded game with a past
    match.apply(Take(1))
    controller.start(match)
    assert len(board.recent) == len(board.shown) and board.recent_seats[-1] == 0
    assert board.recent[-1] == match.turn_events[1][:1]  # Bot's take (its draw is secret)
    controller.on_action_chosen(Take(1))
    qtbot.waitUntil(lambda: controller.can_undo(), timeout=3000)
    assert board.recent[-1] == match.turn_events[1][:1]  # Ann's own step is no news
    controller.undo()
    assert len(board.recent) == len(board.shown) and len(match.turn_events) == 2
    assert board.recent[-1] == match.turn_events[1][:1]


def test_the_undo_button_shows_only_for_games_that_allow_undo(qtbot):
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    window = MainWindow(Settings(), Translations())
    qtbot.addWidget(window)
    window.show()
    window.start_match(Match.new("black_sheep", [Seat("Ann"), Seat("Bo")], None, 1))
    assert window.game_page.undo_button.isHidden()  # Black Sheep never allows undo
    window.start_match(Match.new("el_gaucho", [Seat("Ann"), Seat("Bo")], None, 1))
    assert not window.game_page.undo_button.isHidden()
    window.game_page.controller.shutdown()


def test_ctrl_z_with_undo_greyed_out_says_why_in_the_status_line(qtbot):
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    window = MainWindow(Settings(), Translations())
    qtbot.addWidget(window)
    window.show()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # shortcuts need it

    def ctrl_z() -> str:
        window.statusBar().clearMessage()
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        return window.statusBar().currentMessage()

    assert not window.undo_action.isEnabled()
    assert "no game" in ctrl_z()
    window.start_match(Match.new("black_sheep", [Seat("Ann"), Seat("Bo")], None, 1))
    assert not window.undo_action.isEnabled()
    said = ctrl_z()  # two people: no take-backs, and Black Sheep has no steps to undo
    assert "two or more people play" in said and "no such steps" in said
    window.start_match(Match.new("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], None, 1))
    assert not window.undo_action.isEnabled()
    assert "not made a move yet" in ctrl_z()  # against the computer: take-backs, later
    window.start_match(Match.new("el_gaucho", [Seat("Ann"), Seat("Bo")], None, 1))
    assert "only your own steps" in ctrl_z()  # nothing done yet this turn
    window.game_page.controller.shutdown()


def test_the_refusal_never_competes_with_an_enabled_undo(qtbot):
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings

    window = MainWindow(Settings(), Translations())
    qtbot.addWidget(window)
    assert window.undo_refusal.isEnabled() and not window.undo_action.isEnabled()
    window.undo_action.setEnabled(True)
    assert not window.undo_refusal.isEnabled()
    window.undo_action.setEnabled(False)
    assert window.undo_refusal.isEnabled()


def test_undoing_a_step_of_the_turn_says_so_in_the_status_line(qtbot, translations):
    """El Gaucho's Ctrl+Z inside a turn said nothing (a log line only went away), while a
    take-back against the computer says "Took back your last move."."""
    controller, board, available = make(qtbot, [ANN, BOT])
    statuses: list[str] = []
    controller.step_status.connect(statuses.append)
    match = UndoMatch([ANN, BOT])
    controller.start(match)
    for lang, said in (
        ("en", "Took back your last step of this turn."),
        ("ja", "この手番のあなたの直前の手を戻しました。"),
        ("zh_TW", "已收回你這回合的上一步。"),
        ("zh_CN", "已收回你这回合的上一步。"),
    ):
        translations.set_language(lang)
        controller.on_action_chosen(Take(1))
        qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
        assert controller.back_kind() == "undo"
        assert controller.undo()
        assert match.actions == [] and statuses[-1] == said, lang


def test_what_undo_said_goes_from_the_status_line_at_the_next_step(qtbot):
    """Session 21's tester (S4): in El Gaucho "Took back your last step of this turn." stayed
    in the status line through the turn's later steps (a message of the 3rd decision still
    there at the 7th), no longer true. It goes when the next step is made."""
    from farmhouse.app.i18n import Translations
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.core.ai import CancelToken, make_ai
    from farmhouse.core.match import Match

    match = Match.new("el_gaucho", [Seat("Ann"), Seat("Bo", "ai", "easy")], None, 5)
    bot = make_ai("el_gaucho", "easy", 1)
    while match.state.phase != "turn" or match.to_move != 0:  # to Ann's first turn
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(bot.choose(view, legal, 0.01, CancelToken()))
    window = MainWindow(Settings(), Translations())
    qtbot.addWidget(window)
    window.show()
    window.start_match(match)
    controller = window.game_page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=5000)
    took_back = "Took back your last step of this turn."
    controller.on_action_chosen(match.legal_actions()[0])
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=5000)
    assert controller.back_kind() == "undo" and controller.undo()
    assert window.statusBar().currentMessage() == took_back
    controller.on_action_chosen(match.legal_actions()[0])  # a step again: the message goes
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=5000)
    assert window.statusBar().currentMessage() != took_back
    controller.shutdown()
