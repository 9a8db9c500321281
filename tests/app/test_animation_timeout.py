"""The controller's wait for a move's animation has a limit (a board that never says its
animation ended must not stop the game); when it runs out while the board still animates (a
machine so busy that the animation's timers lag), the board finishes the animation at once
before the game goes on (session 24's tester, F13: the game-over dialog came up over the
last scoring half shown, its cards and figures drawn over the "retired" pasture)."""

from __future__ import annotations

import pytest

from farmhouse.app import controller as controller_module
from farmhouse.app.controller import MatchController
from farmhouse.core.game import Seat

from .fakes import FakeBoard, FakeMatch, FirstAI, Take, fake_ui

pytestmark = pytest.mark.gui


class LaggingBoard(FakeBoard):
    """A board whose animation of a move with events lags behind its timers: it ends only
    when skipped. Records what was running when the game moved on."""

    def __init__(self) -> None:
        super().__init__()
        self.animating = False
        self.skipped = 0

    def show_view(self, view, legal, events=(), names=()) -> None:
        self.shown.append((view, list(legal), list(events)))
        self.names = list(names)
        self.animating = bool(events)

    def animation_remaining_ms(self) -> int:
        return 300 if self.animating else 0

    def skip_animation(self) -> bool:
        if not self.animating:
            return False
        self.animating = False
        self.skipped += 1
        self.animations_finished.emit()
        return True


def test_an_animation_that_outlasts_the_wait_is_finished_before_the_game_goes_on(
    qtbot, monkeypatch
):
    monkeypatch.setattr(controller_module, "ANIMATION_TIMEOUT_MS", 50)
    board = LaggingBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 0
    animating_at_the_end: list[bool] = []
    controller.game_over.connect(lambda outcome: animating_at_the_end.append(board.animating))
    match = FakeMatch([Seat("Ann"), Seat("Bot", kind="ai", level="normal")], start=3)
    controller.start(match)
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    controller.on_action_chosen(Take(2))  # Ann: 1 left, Bot takes it and the game ends
    qtbot.waitUntil(lambda: bool(animating_at_the_end), timeout=5000)
    assert match.is_over
    assert animating_at_the_end == [False]  # the last move shown to its end, then the result
    assert board.skipped == 2  # Ann's move and Bot's, each finished when the wait ran out


def test_a_board_that_never_ends_its_animation_does_not_stop_the_game(qtbot, monkeypatch):
    """Skipped, it still does not report the end: after the slack the game goes on."""
    monkeypatch.setattr(controller_module, "ANIMATION_TIMEOUT_MS", 50)
    monkeypatch.setattr(controller_module, "ANIMATION_SLACK_MS", 50)

    class MuteBoard(LaggingBoard):
        def skip_animation(self) -> bool:
            was, self.animating = self.animating, False
            return was  # (finished, but it never says so)

    board = MuteBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 0
    match = FakeMatch([Seat("Ann"), Seat("Bot", kind="ai", level="normal")], start=3)
    controller.start(match)
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    controller.on_action_chosen(Take(2))
    qtbot.waitUntil(lambda: match.is_over and not controller._awaiting_animations, timeout=5000)
