"""El Gaucho's choice boxes and the keys (issue 18; session 23's tester, F16): when a box opens
("Stand / Lie", the Wish values), from the keyboard or by a click, the keyboard focus is on
its first choice and Enter picks it; Up/Down go between its choices; the End turn button
under it is reached by no key (Tab, the arrows, Enter, E) while it is open; Esc closes it and
gives the focus back to the target that opened it. On base23 Enter in the box pressed the
hidden End turn button and threw the dice away."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

from farmhouse.app.board.game_board import box_first_text
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.board import create_board
from farmhouse.games.el_gaucho.choices import END_TURN
from farmhouse.games.el_gaucho.data import AREAS
from farmhouse.games.el_gaucho.positions import build
from tests.el_gaucho import board_hooks as hooks
from tests.el_gaucho.test_board import chosen, click, ex6_state, explained, show, tile_index

pytestmark = pytest.mark.gui

STAND, LIE = rules.Stand("BR11", (5, 6)), rules.Lie("BR11", (6,))


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=2000)
    return widget


def tab_to(qtbot, board, target) -> None:
    for _ in range(40):
        if board.focus_target == target:
            return
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target}")


def open_by_keys(qtbot, board):
    """EG-EX-6 after taking 5 and 6: Enter on the lit tile BR11 opens "Stand / Lie"."""
    state = ex6_state(taken=True)
    show(board, state)
    br11 = ("tile", tile_index(state, "BR11"))
    tab_to(qtbot, board, br11)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert hooks.panel_choices(board) == [STAND, LIE]
    return br11


def test_enter_in_the_box_opened_by_keys_picks_its_first_choice_not_end_turn(qtbot, board):
    got = chosen(board)
    open_by_keys(qtbot, board)
    assert board.focus_target == ("choice", STAND)
    assert board.key_focus_rect() is not None  # (the ring is shown, on the choice)
    ring = board.key_focus_rect()
    item = hooks.choice_items(board)[0]
    assert ring.contains(item.sceneBoundingRect().center())
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert got == [STAND]


def test_up_and_down_go_between_the_choices_and_tab_stays_in_the_box(qtbot, board):
    open_by_keys(qtbot, board)
    seen = set()
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Tab, Qt.Key.Key_Tab):
        qtbot.keyClick(board, key)
        seen.add(board.focus_target)
    assert seen == {("choice", STAND), ("choice", LIE)}
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.focus_target == ("choice", LIE)
    assert END_TURN not in board.focus_order()
    assert board.covered(board.item_of(END_TURN))  # (it lies under the box)


def test_e_under_the_box_is_refused_and_esc_gives_the_focus_back(qtbot, board):
    got, why = chosen(board), explained(board)
    br11 = open_by_keys(qtbot, board)
    qtbot.keyClick(board, Qt.Key.Key_E)
    assert got == [] and why[-1] == box_first_text()
    assert hooks.panel_choices(board) == [STAND, LIE]  # (still open, the dice kept)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert hooks.panel_choices(board) == [] and board.focus_target == br11
    assert not board.covered(board.item_of(END_TURN))
    qtbot.keyClick(board, Qt.Key.Key_E)  # (the box closed: E ends the turn again)
    assert got == [rules.EndTurn()]


def test_a_box_opened_by_a_click_has_the_focus_on_its_first_choice(qtbot, board):
    state = ex6_state(taken=True)
    show(board, state)
    got = chosen(board)
    click(qtbot, board, hooks.target(board, "tile", tile_index(state, "BR11")))
    assert hooks.panel_choices(board) == [STAND, LIE]
    assert board.focus_target == ("choice", STAND)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert got == [STAND]


def test_the_wish_box_opened_by_keys_picks_a_wish_with_enter(qtbot, board):
    state = build(3, rows=["WH10 BK12 RD2"], areas={0: ["wish"]}, dice=[2, 6])
    show(board, state)
    got = chosen(board)
    tab_to(qtbot, board, ("area_gaucho", (AREAS.index("wish"), 0)))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert hooks.panel_choices(board) == [rules.ActivateWish(v) for v in range(1, 7)]
    assert board.focus_target == ("choice", rules.ActivateWish(1))
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.focus_target == ("choice", rules.ActivateWish(2))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert got == [rules.ActivateWish(2)]
