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

from farmhouse.app.board.linebreak import plain
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


def wait_for_human(qtbot, window) -> Any:
    board = window.game_page.board
    qtbot.waitUntil(lambda: board.taking_choices() and not board.is_animating(), timeout=20000)
    if not board.hasFocus():
        board.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(board.hasFocus, timeout=2000)
    return board


def test_number_keys_past_the_tiles_or_the_dice_are_refused_in_the_status_bar(qtbot, window):
    """The tester's find (issue 11): key 9 at the opening tiles did nothing, any number key
    while placing the opening gaucho and keys 6-9 with 5 dice rolled raised IndexError out of
    the choice model (nothing on screen). Each now says in the status bar how many there are;
    the panel's key line and the prompt name the same keys."""
    seats = [Seat("Ann"), Seat("Bot", "ai", "easy")]
    window.start_setup(GameSetup("el_gaucho", seats, Options(start_player="seat0"), 2))
    board = wait_for_human(qtbot, window)
    drawn = len(board.view.drawn)
    shown = [plain(t) for t in board.texts_on_board()]
    assert any(f"keys 1–{drawn})" in t for t in shown), shown
    assert any(f"· 1–{drawn} choose ·" in t for t in shown), shown
    QTest.keyClick(board, Qt.Key.Key_9)
    status = window.statusBar().currentMessage()
    assert status == f"You drew {drawn} opening tiles: keys 1–{drawn}."
    decide_by_keys(qtbot, window, board.legal[0])  # keep
    board = wait_for_human(qtbot, window)
    assert board.view.phase == "opening"
    for key in (Qt.Key.Key_1, Qt.Key.Key_9):
        QTest.keyClick(board, key)
        assert window.statusBar().currentMessage() == (
            "You have no dice now: click a lit place, or use Tab and Enter."
        )
    decide_by_keys(qtbot, window, board.legal[0])  # the opening gaucho
    board = wait_for_human(qtbot, window)
    while board.choices.stage != "take":
        decide_by_keys(qtbot, window, board.legal[0])
        board = wait_for_human(qtbot, window)
    rolled = len(board.view.pool)
    assert any(f"(keys 1–{rolled})" in plain(t) for t in board.texts_on_board())
    QTest.keyClick(board, Qt.Key.Key_1)
    QTest.keyClick(board, Qt.Key.Key_9)
    assert window.statusBar().currentMessage() == (
        f"The roll has only {rolled} dice: keys 1–{rolled}."
    )
    assert len(board.selection) == 1
