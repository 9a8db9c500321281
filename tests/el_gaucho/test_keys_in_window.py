"""Whole El Gaucho games in the real main window played with key events only (issue 19): every
decision of the humans is made on the board with the kit's keyboard play — Tab and Shift+Tab
to each target on a path of the choice model (the dice of the roll, the Take button, a tile,
an action area, a gaucho, a herd, the choice panel's buttons, End turn) and Enter to pick it
— and a hot-seat hand-over is confirmed with the Space key. No click and no board method
picks; 2 players and 4 players against the AI, and a hot-seat game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.app.new_game import GameSetup
from farmhouse.core.game import Seat
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.rules import Options
from tests.app.keyplay import focus_by_keys, real_window

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    with real_window(qtbot) as window:
        yield window


def decide_by_keys(qtbot, window, action: Any) -> None:
    """Make ``action`` on the board by Tab / Shift+Tab and Enter along one of its paths (a
    path that ends early, a gaucho with one effect acting at once, stops there)."""
    board = window.game_page.board
    done = len(window.match.actions)
    paths = board.choices.paths_of(action)
    for target in paths[0]:
        if len(window.match.actions) > done:
            break
        focus_by_keys(board, target)
        QTest.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.match.actions) > done, timeout=10000)
    assert window.match.actions[done] == action


def play_by_keys(qtbot, window, seed: int, max_decisions: int = 400) -> dict[str, int]:
    """Play the humans' decisions with keys until the game is over; returns counts."""
    rng = random.Random(seed)
    page = window.game_page
    seen = {"decisions": 0, "handovers": 0, "takes": 0}
    while window.outcome is None:
        board = page.board
        qtbot.waitUntil(
            lambda b=board: window.outcome is not None or page.handover_shown or b.taking_choices(),
            timeout=20000,
        )
        if window.outcome is not None:
            break
        if page.handover_shown:
            qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3000)
            QTest.keyClick(page.hand_over.button, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not page.handover_shown, timeout=5000)
            seen["handovers"] += 1
            continue
        if not board.hasFocus():
            board.setFocus(Qt.FocusReason.OtherFocusReason)
            qtbot.waitUntil(board.hasFocus, timeout=2000)
        legal = list(board.legal)
        others = [a for a in legal if not isinstance(a, rules.EndTurn)]
        action = rng.choice(others if others and rng.random() < 0.7 else legal)
        seen["takes"] += isinstance(action, rules.TakeDice)
        decide_by_keys(qtbot, window, action)
        seen["decisions"] += 1
        assert seen["decisions"] <= max_decisions, "the game did not end"
    return seen


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_against_the_ai_is_played_with_keys_only(qtbot, window, players):
    seats = [Seat("Ann"), *(Seat(f"Bot {k}", "ai", "easy") for k in range(2, players + 1))]
    window.start_setup(GameSetup("el_gaucho", seats, Options(), 40 + players))
    window.game_page.board.set_animation_speed(0)
    seen = play_by_keys(qtbot, window, players)
    assert window.outcome is not None
    assert seen["decisions"] > 20 and seen["takes"] > 3


def test_a_whole_hot_seat_game_is_played_with_keys_only(qtbot, window):
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_setup(GameSetup("el_gaucho", seats, Options(), 47))
    window.game_page.board.set_animation_speed(0)
    seen = play_by_keys(qtbot, window, 47)
    assert window.outcome is not None
    assert seen["handovers"] > 5 and seen["decisions"] > 40
