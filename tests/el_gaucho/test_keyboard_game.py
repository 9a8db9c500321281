"""A whole El Gaucho game played on the board with key events only (issue 19): every
decision of both seats of a 2-player hot-seat game is made with the board's keys — digits
for the dice of the roll, the own dice, the opening tiles and the choice panel, Tab to a lit
target and Enter to pick it, Enter to take the dice or keep the tiles, E to end the turn or
finish Hidden cattle — along a path of the choice model; no click, no direct call."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.board import create_board
from farmhouse.games.el_gaucho.choices import END_TURN, HIDDEN_DONE, KEEP, TAKE
from farmhouse.games.el_gaucho.data import tile_code
from farmhouse.games.el_gaucho.rules import GAME, Options
from tests.app.keyplay import focus_by_keys
from tests.el_gaucho import board_hooks as hooks

pytestmark = pytest.mark.gui

_DIGITS = [getattr(Qt.Key, f"Key_{k}") for k in range(1, 10)]


def press(qtbot, board, target, view) -> None:
    """Pick ``target`` with keys only."""
    kind = target[0]
    if kind == "choice":
        qtbot.keyClick(board, _DIGITS[hooks.panel_choices(board).index(target[1])])
    elif target in (END_TURN, HIDDEN_DONE):
        qtbot.keyClick(board, Qt.Key.Key_E)
    elif target in (TAKE, KEEP):
        qtbot.keyClick(board, Qt.Key.Key_Return)
    elif kind == "pool_die":
        qtbot.keyClick(board, _DIGITS[target[1]])
    elif kind == "keep_tile":
        drawn = [tile_code(t) for t in view.drawn]
        qtbot.keyClick(board, _DIGITS[drawn.index(target[1])])
    elif kind == "die" and not hooks.panel_choices(board):
        qtbot.keyClick(board, _DIGITS[target[1]])
    else:
        focus_by_keys(board, target)  # Tab / Shift+Tab through the lit targets
        assert board.focus_target == target, (target, board.focus_target)
        qtbot.keyClick(board, Qt.Key.Key_Return)


def test_a_whole_two_player_game_is_played_with_keys_only(qtbot):
    board = create_board(None)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.set_animation_speed(0)
    board.show()
    qtbot.waitExposed(board)
    got: list = []
    board.action_chosen.connect(got.append)
    rng = Rng.from_seed(19)
    state = GAME.setup(2, Options(start_player="seat0"), 19)
    decisions = 0
    kinds = set()
    while state.to_move is not None:
        seat = state.to_move
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        board.show_view(view, legal, [], ["Ann", "Ben"])
        board.set_interactive(True)
        board.activateWindow()
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=2000)
        # mostly not the end of the turn, so that the game sees every kind of move
        others = [a for a in legal if not isinstance(a, rules.EndTurn)]
        action = rng.choice(others if others and rng.random() < 0.8 else legal)
        paths = board.choices.paths_of(action)
        path = paths[int(rng.random() * len(paths))]
        got.clear()
        for target in path:
            press(qtbot, board, target, view)
            if got:
                break
        if isinstance(action, rules.TakeDice) and not got:
            qtbot.waitUntil(lambda: bool(got), timeout=2000)
        assert got == [action], (action, path, got)
        kinds.add(type(action).__name__)
        state, _ = GAME.apply(state, action)
        decisions += 1
    assert GAME.outcome(state) is not None
    assert decisions > 50
    assert {"Keep", "PlaceOpening", "TakeDice", "Stand", "Lie", "Raise", "Occupy"} <= kinds
    assert {"ActivateSteal", "ActivateWish", "HiddenTake", "AddToHerd", "EndTurn"} <= kinds


def test_an_opening_tile_s_key_again_puts_it_back_without_a_refusal(qtbot):
    """An opening tile's number pressed again takes it back out of the tiles chosen, as a
    click on it does (EG-1.5; session 25's tester: "You did not draw Spotted 11, Spotted
    11." instead)."""
    board = create_board(None)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.set_animation_speed(0)
    board.show()
    qtbot.waitExposed(board)
    said: list[str] = []
    board.explain = said.append  # (what the board would tell the player)
    state = GAME.setup(2, Options(start_player="seat0"), 19)
    view = GAME.view(state, 0)
    board.show_view(view, GAME.legal_actions(state), [], ["Ann", "Ben"])
    board.set_interactive(True)
    board.setFocus()
    drawn = [tile_code(t) for t in view.drawn]
    qtbot.keyClick(board, _DIGITS[2])
    qtbot.keyClick(board, _DIGITS[0])
    assert board.selection == (("keep_tile", drawn[2]), ("keep_tile", drawn[0]))
    qtbot.keyClick(board, _DIGITS[2])  # the first one chosen: back to before it
    assert board.selection == ()
    qtbot.keyClick(board, _DIGITS[2])
    assert board.selection == (("keep_tile", drawn[2]),)
    qtbot.keyClick(board, _DIGITS[2])
    assert board.selection == ()
    assert said == []
