"""GUI tests of the Wooly Bully board: drawing, the hand tray, the ghost, lighting, turning
and flipping, laying by mouse and by keys, the special buttons, explanations, marks, fields,
the end, and whole games played through the board's own clicks.

Views come from validated positions (``positions.position``) or real games, so each test sees
exactly what a seat sees. Clicks go through the real viewport at the items' positions.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from farmhouse.app.board.svg import SvgItem
from farmhouse.core.game import Event
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully.board import create_board
from farmhouse.games.wooly_bully.board.layout import GRID
from farmhouse.games.wooly_bully.choices import (
    HUNTER_PIECE,
    PLACE,
    REVEAL,
    WOLF_PIECE,
    same_turn,
)
from farmhouse.games.wooly_bully.positions import BOARD_A, BOARD_B, place, position, tile
from farmhouse.games.wooly_bully.rules import (
    GAME,
    Discard,
    EndResponse,
    EndTurn,
    Hunter,
    Options,
    Place,
    Quit,
    Reveal,
    Wolf,
)
from farmhouse.games.wooly_bully.texts import place_text
from tests.app.keyplay import focus_by_keys, key_number_of

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bot Bella", "Cleo", "Dai"]


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(966, 690)  # the board's part of a 1280 × 800 window
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def show(board, state, seat=0, events=(), names=NAMES):
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state) if GAME.to_move(state) == seat else []
    board.show_view(view, legal, events, names[: state.players])
    return view


def key_of(state, name, seat=0):
    """The number key of the tile called ``name`` in the hand of ``seat``."""
    return getattr(Qt.Key, f"Key_{state.hands[seat].index(tile(state, name)) + 1}")


def click(qtbot, board, item, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(board.viewport(), button, pos=board.item_centre_in_viewport(item))


def cell_point(board, cell) -> QPoint:
    return board.mapFromScene(GRID.centre(cell))


def click_cell(qtbot, board, cell, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(board.viewport(), button, pos=cell_point(board, cell))


#: Board B with red's hand: T1 (DMV-R/F) fits at (1, -1) in r1 only (WB-EX-10).
def board_b(**kw):
    options = {
        "board": BOARD_B,
        "hands": {0: ["T1=DMV-R/F", "T3=M3-R/V", "T4=F/CMF-Y", "WOLF-K"]},
        "colours": "RB",
        "bag": 30,
    }
    options.update(kw)
    return position(2, **options)


def test_renders_the_landscape_and_the_own_colour(board):
    """(The players are listed in the side panel, not on the board.)"""
    state = board_b()
    show(board, state)
    texts = board.texts_on_board()
    assert "Bag: 30" in texts
    assert "Your sheep: red (secret)" in texts
    assert any(t.startswith("▶ Your turn") for t in texts)
    assert len(board.tray_items) == 4
    assert {board.tile_items.get(c) is not None for c in [(0, 0), (1, 0), (0, -1)]} == {True}
    assert board.cell_targets.get((1, -1)) is not None  # an open cell is a place to click
    assert board.highlighted_items()  # the usable tiles of the hand light up


def test_other_seats_never_see_a_hidden_colour(board):
    state = board_b()
    show(board, state, seat=1)
    texts = " ".join(board.texts_on_board())
    assert "red" not in texts and "Your sheep: blue (secret)" in texts
    show(board, state, seat=None)  # the hand-over screen: the public view only
    texts = " ".join(board.texts_on_board())
    assert "Your sheep" not in texts and "red" not in texts and "blue" not in texts
    assert board.tray_items == []


def test_a_screen_reader_hears_the_own_colour_and_only_the_own(qtbot, board):
    """A screen reader gets the seat's own colour with its warning (it got only "Only you can
    see this: keep it secret.", test20's Z8), the other seat's never, and after a hand-over
    (the public view) none; once, also where the chip puts the line on two lines."""
    from farmhouse.app.board.access import accessible_tree

    def spoken():
        return [(name, why) for _, name, why, _ in accessible_tree(board)]

    state = board_b()
    show(board, state)
    assert ("Your sheep: red (secret)", "Only you can see this: keep it secret.") in spoken()
    show(board, state, seat=1)
    said = " ".join(f"{n} {d}" for n, d in spoken())
    assert "Your sheep: blue (secret)" in said and "sheep: red" not in said
    show(board, state, seat=None)  # the hand-over screen
    said = " ".join(f"{n} {d}" for n, d in spoken())
    assert "sheep:" not in said and "secret" not in said
    board.resize(800, 540)  # a narrow board: the chip shortens the line, once in the tree
    show(board, state)
    said = [n for n, _ in spoken() if "sheep" in n]
    assert said == ["Your sheep: red (secret)"]


def test_choosing_a_tile_lights_its_places_and_a_click_lays_it(qtbot, board):
    state = board_b()
    show(board, state)
    t1 = tile(state, "T1")
    click(qtbot, board, board.tray_items[state.hands[0].index(t1)])
    piece = board.carry.piece
    assert piece is not None and piece.tile == t1 and piece.kind == PLACE
    target = board.cell_targets.get((1, -1))
    assert target.state == "turn" and not target.lit  # DMV-R fits there in r1 only
    assert target.why_not.endswith("Turned another way it fits here: press R.")
    click(qtbot, board, target)  # the first click turns it to fit
    assert board.carry.piece.rotation == 1 and target.state == "fit"
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, target)
    assert blocker.args == [place(state, "T1", "DMV-R", 1, (1, -1))]
    assert blocker.args[0] in GAME.legal_actions(state)


def test_turning_by_key_right_click_wheel_and_button(qtbot, board):
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T1"))
    assert board.carry.piece.rotation == 0
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert board.carry.piece.rotation == 1
    qtbot.keyClick(board, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert board.carry.piece.rotation == 0
    click_cell(qtbot, board, (3, 3), Qt.MouseButton.RightButton)
    assert board.carry.piece.rotation == 1
    click(qtbot, board, board.buttons.get("rotate"))
    assert board.carry.piece.rotation == 2
    qtbot.wait(1)
    from PySide6.QtCore import QPointF as P
    from PySide6.QtGui import QWheelEvent

    pos = P(cell_point(board, (2, 2)))
    wheel = QWheelEvent(
        pos,
        P(board.viewport().mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    zoom = board.zoom
    board.wheelEvent(wheel)
    assert board.carry.piece.rotation == 3 and board.zoom == zoom  # Ctrl + wheel turns, no zoom


def test_flipping_shows_the_other_face_and_its_places(qtbot, board):
    state = board_b()
    show(board, state)
    index = state.hands[0].index(tile(state, "T3"))  # M3-R / V
    click(qtbot, board, board.tray_items[index])
    assert board.carry.piece.face == 0
    lit_a = {c for c, t in board.cell_targets.items() if t.lit}
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert board.carry.piece.face == 1
    assert board.tray_items[index].face == 1  # the tray shows the face that is up
    lit_b = {c for c, t in board.cell_targets.items() if t.lit}
    assert lit_a != lit_b and (0, 1) in lit_b and (0, 1) not in lit_a  # V meets the square
    click(qtbot, board, board.buttons.get("flip"))
    assert board.carry.piece.face == 0


def test_hovering_a_place_that_does_not_fit_says_which_side(qtbot, board):
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T3"))  # M3-R: a full red meadow face
    qtbot.mouseMove(board.viewport(), cell_point(board, (0, 1)))
    qtbot.waitUntil(lambda: board.carry.cell == (0, 1), timeout=1000)
    ghost = board.carry.ghost
    assert ghost.isVisible() and ghost.bad_sides == (2,)  # the south side is red
    why = board.cell_targets.get((0, 1)).why_not
    assert why == (
        "It does not fit here: the south side needs village, not red meadow. "
        "Its other face fits here: press F to flip it."
    )
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        with qtbot.assertNotEmitted(board.action_chosen):
            click_cell(qtbot, board, (0, 1))
    assert blocker.args == [why]
    qtbot.keyClick(board, key_of(state, "T1"))  # DMV-R, r0: fits at (1, -1) when turned
    qtbot.mouseMove(board.viewport(), cell_point(board, (1, -1)))
    qtbot.waitUntil(lambda: board.carry.cell == (1, -1), timeout=1000)
    ghost = board.carry.ghost
    assert ghost.frame_dashed and ghost.bad_sides == (3,)  # west shows meadow


def test_clicks_that_cannot_work_are_explained(qtbot, board):
    """The board says the choice model's reason for a click on the landscape and on a
    button (which reason each target gets: test_choices.py)."""
    state = board_b()
    show(board, state)
    said = []
    board.illegal_attempt.connect(said.append)
    click_cell(qtbot, board, (1, -1))  # nothing chosen yet
    assert said[-1].startswith("Choose a tile from your hand first")
    qtbot.keyClick(board, key_of(state, "T1"))
    click_cell(qtbot, board, (0, 0))  # the Village Square is taken
    assert said[-1] == "That place is already taken."
    click(qtbot, board, board.buttons.get("hunter"))
    assert said[-1] == "You hold no hunter."


def test_not_your_turn_is_explained_and_nothing_lights(qtbot, board):
    state = board_b()
    show(board, state, seat=1)  # seat 0 is to move
    assert board.highlighted_items() == []
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        click_cell(qtbot, board, (1, -1))
    assert "not your turn" in blocker.args[0]
    show(board, state)
    board.set_interactive(False)  # an AI's turn is being shown
    assert board.highlighted_items() == []
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000):
        click(qtbot, board, board.tray_items[0])


def test_keyboard_only_play(qtbot, board):
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T1"))
    assert board.cell_targets.get((1, -1)).state == "turn"
    qtbot.keyClick(board, Qt.Key.Key_R)  # T1 fits at (1, -1) in r1 only
    assert board.cell_targets.get((1, -1)).state == "fit"
    for _ in range(len(board.cell_targets)):  # Tab goes over the places where it fits
        if board.carry.cell == (1, -1):
            break
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.carry.cell == (1, -1) and board.focus_target == ("cell", 1, -1)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [place(state, "T1", "DMV-R", 1, (1, -1))]


@pytest.fixture
def holder(qtbot, board):
    """``board`` shown in a window above a button (where Tab may go next), 966 × 760; the
    board is taken out of it afterwards (the window, deleted, would delete it with it)."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    layout.addWidget(board)
    layout.addWidget(QPushButton("next widget"))
    window.resize(966, 760)
    window.show()
    qtbot.waitExposed(window)
    yield window
    board.setParent(None)


def test_a_held_tile_turned_a_way_that_fits_nowhere_keeps_the_keyboard_on_the_board(
    qtbot, board, holder
):
    """Session 17's second tester, U5: a tile held turned a way that fits nowhere left Tab
    nothing to go to on the board, so Tab went on to the side panel and Enter said "First
    move to a choice with Tab"; the line over the tray still said "press Tab/arrows and
    Enter". Now the line, Tab and Enter say to turn it (R), and the focus stays."""
    rng, state = Rng.from_seed(1), GAME.setup(2, Options(), 1)
    for _ in range(2):  # (a real game's third move: its tile 58 fits turned 2 or 3 only)
        state, _ = GAME.apply(state, rng.choice(sorted(GAME.legal_actions(state), key=repr)))
    show(board, state)
    holder.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    said: list[str] = []
    board.illegal_attempt.connect(said.append)
    qtbot.keyClick(board, getattr(Qt.Key, f"Key_{state.hands[0].index(58) + 1}"))
    piece = board.carry.piece
    assert piece.tile == 58 and piece.rotation == 0 and board.focus_order() == []
    turn = "Turned this way it fits nowhere: turn it (R)."
    assert board.prompt.text == turn
    assert board.prompt.note == "Ctrl+Tab side panel"  # (the way to the side panel)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Return):
        said.clear()
        qtbot.keyClick(board, key)
        assert said == [turn], key
        assert board.hasFocus() and board.carry.piece is not None
    for _ in range(2):
        qtbot.keyClick(board, Qt.Key.Key_R)
    assert board.carry.piece.rotation == 2 and board.focus_order()
    assert board.prompt.text.startswith("Click a lit place")


def test_tab_from_a_held_tiles_last_place_goes_round_the_board(qtbot, board, holder):
    """Session 18's second tester, W1: a tile held, the ghost on its last lit place with the
    focus ring, the line saying "press Tab/arrows and Enter": Tab left the board for the
    next widget (the side panel's Take back), where Enter took back the last move. While a
    choice is under way Tab goes round the board's targets; Esc puts the tile back, and
    then Tab past the last target goes round too (session 19's tester, X1): Ctrl+Tab
    leaves the board."""
    state = board_b()
    show(board, state)
    holder.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    qtbot.keyClick(board, key_of(state, "T3"))
    order = board.focus_order()
    assert board.carry.piece is not None and len(order) >= 2
    board.set_focus_target(order[-1])
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.hasFocus() and board.focus_target == order[0]
    qtbot.keyClick(board, Qt.Key.Key_Backtab)
    assert board.hasFocus() and board.focus_target == order[-1]
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.carry.piece is None
    order = board.focus_order()
    board.set_focus_target(order[-1])
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.hasFocus() and board.focus_target == order[0]
    qtbot.keyClick(board, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)


def test_tab_and_arrows_move_the_ghost(qtbot, board):
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T3"))
    first = board.carry.cell
    assert board.cell_targets.get(first).lit
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.carry.cell != first and board.cell_targets.get(board.carry.cell).lit
    qtbot.keyClick(board, Qt.Key.Key_Backtab)
    assert board.carry.cell == first
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the arrows go to the nearest place
    assert board.cell_targets.get(board.carry.cell).lit
    assert board.focus_target == ("cell", *board.carry.cell)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.carry.piece is None
    board.set_interactive(False)
    before = board.horizontalScrollBar().value()
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    qtbot.keyClick(board, Qt.Key.Key_Right)  # with nothing to pick the arrows pan
    assert board.horizontalScrollBar().value() != before


def test_wolf_hunter_and_covering_wb_ex_9(qtbot, board):
    state = position(
        2,
        board={**BOARD_A, (-4, 0): "WOLF-R"},
        hands={0: ["HUNTER-B", "WOLF-K", "F/V", "V/F"]},
        bag=20,
    )
    show(board, state)
    click(qtbot, board, board.buttons.get("hunter"))
    assert board.carry.piece.kind == HUNTER_PIECE
    assert board.cell_targets.get((-4, 0)).lit  # the active wolf may be covered
    assert not board.cell_targets.get((-4, 1)).lit  # joining the wolf's forest is refused
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, board.cell_targets.get((-4, 0)))
    assert blocker.args == [Hunter(tile(state, "HUNTER-B"), -4, 0)]
    show(board, state)
    qtbot.keyClick(board, Qt.Key.Key_W)
    assert board.carry.piece.kind == WOLF_PIECE
    assert any(t.lit for t in board.cell_targets.values())
    qtbot.keyClick(board, Qt.Key.Key_F)  # its meadow side is laid like any tile
    assert board.carry.piece.kind == PLACE and board.carry.piece.face == 1


def test_the_wolfs_reach_and_enclosed_fields_show(board):
    state = position(2, board={**BOARD_A, (-4, 0): "WOLF-R"}, hands={0: ["F/V"]}, bag=20)
    show(board, state)
    tips = [i.toolTip() for i in board.landscape.labels_layer.childItems() if i.toolTip()]
    # each badge says where its field is (for screen readers, as the tiles do)
    said = {t.rsplit(", ", 1)[0] for t in tips if t.endswith("of the Village Square")}
    assert said == {
        "Enclosed black field: 4 sheep",
        "Enclosed black field: 8 sheep, spoiled by a wolf",
    }
    badges = [
        i for i in board.landscape.labels_layer.childItems() if i.toolTip().startswith("Enclosed")
    ]
    wolves = [
        b
        for b in badges
        if any(isinstance(c, SvgItem) and c.path.name == "wolf.svg" for c in b.childItems())
    ]
    assert len(badges) == 2 and [w.toolTip().rsplit(", ", 1)[0] for w in wolves] == [
        "Enclosed black field: 8 sheep, spoiled by a wolf"
    ]


def test_reveal_places_the_shepherd_wb_ex_10(qtbot, board):
    state = board_b()
    show(board, state)
    click(qtbot, board, board.buttons.get("reveal"))
    assert board.carry.piece.kind == REVEAL
    assert board.cell_targets.get((2, 0)).lit
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, board.cell_targets.get((2, 0)))
    assert blocker.args == [Reveal(2, 0)]


def test_the_question_before_quitting_names_its_question_and_both_answers(qtbot, board):
    """A screen reader lists the question before quitting, Quit (+bonus) and Cancel (Esc)
    (the Cancel button had no name: it was not listed), and every target is named."""
    from farmhouse.app.board.access import accessible_tree, problems

    show(board, board_b())
    board.pick(("quit",))
    assert board.confirmation.asked and problems(board) == []
    names = [name for _, name, _, _ in accessible_tree(board)]
    assert "Quit (+6)" in names and "Cancel (Esc)" in names
    assert any("bonus of 6 point(s)" in name for name in names)


def test_quitting_asks_once_more(qtbot, board):
    state = board_b()
    show(board, state)
    with qtbot.assertNotEmitted(board.action_chosen):
        click(qtbot, board, board.buttons.get("quit"))
    assert board.confirmation.asked and "bonus of 6 point(s)" in " ".join(board.texts_on_board())
    click(qtbot, board, board.confirmation.panel.cancel)
    assert not board.confirmation.asked and board.confirmation.buttons == []
    qtbot.keyClick(board, Qt.Key.Key_Q)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, board.confirmation.panel.buttons.get(("confirm",)))
    assert blocker.args == [Quit()]


def test_the_quit_button_clicked_again_confirms_as_q_pressed_again_does(qtbot, board):
    """With the question before quitting open, a second click on the "Quit (Q)" button
    quits, as a second Q does (it closed the question and sent nothing)."""
    show(board, board_b())
    click(qtbot, board, board.buttons.get("quit"))
    assert board.confirmation.asked
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, board.buttons.get("quit"))
    assert blocker.args == [Quit()]


def test_enter_with_no_target_focused_answers_the_question_before_quitting(qtbot, board):
    """Enter quits from the question (the kit's Confirmation, as ENTER's "Keep all" or "Pass"
    on other boards); while a target has the keyboard focus, Enter picks that target
    instead. The question a click opens has the focus on its answer (a box a pick opens
    takes the focus, session 23), so Enter quits from there too."""
    show(board, board_b())
    click(qtbot, board, board.buttons.get("quit"))
    question = board.confirmation
    assert question.asked and board.focus_target == question.confirm
    board.set_focus_target(None)  # (no target in focus)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [Quit()]


def test_the_question_before_quitting_by_keys_and_pointer(qtbot, board):
    """Q asks, Tab and the arrows go round its two answers (Quit (+6), Cancel (Esc): Cancel
    was no stop, session 20) while it is asked, Q again quits; the pointer over either shows
    it pressed (a thicker border), as over the tray's buttons; Cancel is named by its label
    and cancels."""
    from farmhouse.app.board.parts.confirm import CANCEL
    from farmhouse.app.board.parts.overlay import BUTTON_BORDER, PRESSED_BORDER

    show(board, board_b())
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Q)
    question = board.confirmation
    assert question.asked and question.shown and board.answers_escape
    sure, cancel = question.buttons
    assert (sure.text, cancel.text, cancel.toolTip()) == (
        "Quit (+6)",
        "Cancel (Esc)",
        "Cancel (Esc)",
    )
    assert board.focus_target == ("confirm",)  # (a keyboard player's focus: the answer)
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == CANCEL
    # its words name the keys that answer whatever is ringed: Enter now picks the ringed
    # Cancel, so they never say Enter quits (session 20's second tester, A3)
    (asked,) = [t for t in board.texts_on_board() if t.startswith("Quit for 6 point")]
    assert "Q again quits" in asked and "Enter" not in asked
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("confirm",)  # (round its two answers, not off the board)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.focus_target == CANCEL and board.hasFocus()
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(cancel))
    qtbot.waitUntil(lambda: cancel.border_width == PRESSED_BORDER, timeout=1000)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(sure))
    qtbot.waitUntil(lambda: sure.border_width == PRESSED_BORDER, timeout=1000)
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(board.item_of(("end",))))
    qtbot.waitUntil(lambda: sure.border_width == BUTTON_BORDER, timeout=1000)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Q)
    assert blocker.args == [Quit()]


@pytest.mark.parametrize("how", ["cancel", "esc", "enter on cancel"])
@pytest.mark.parametrize("ask", ["key", "click"])
def test_cancelling_the_quit_question_gives_back_the_held_tile(qtbot, board, ask, how):
    """A tile held (key 2, turned with R) before Q (or a click on Quit) is held again, as it
    was, after Cancel, Esc, or Enter on Cancel reached by Tab (the selection was emptied: the
    tile was put back)."""
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T3"))
    qtbot.keyClick(board, Qt.Key.Key_R)
    held, piece = board.selection, board.carry.piece
    assert piece is not None and piece.tile == tile(state, "T3")
    if ask == "key":
        qtbot.keyClick(board, Qt.Key.Key_Q)
    else:
        click(qtbot, board, board.buttons.get("quit"))
    assert board.confirmation.asked
    with qtbot.assertNotEmitted(board.action_chosen):
        if how == "cancel":
            click(qtbot, board, board.confirmation.panel.cancel)
        elif how == "esc":
            qtbot.keyClick(board, Qt.Key.Key_Escape)
        else:
            qtbot.keyClick(board, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
            assert board.focus_target == board.confirmation.cancel_target
            qtbot.keyClick(board, Qt.Key.Key_Return)
    assert not board.confirmation.asked
    assert board.selection == held and board.carry.piece == piece
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # then Esc puts it back as ever
    assert board.selection == ()
    qtbot.keyClick(board, Qt.Key.Key_Q)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # (nothing held before: nothing comes back)
    assert board.selection == ()


def test_discarding_after_a_forced_placement(qtbot, board):
    state = position(
        2,
        board=BOARD_B,
        hands={0: ["F/CMF-Y", "F/HMF-B", "V/F", "F/V", "F/M3-B"]},
        bag=10,
        phase="discard",
        options=Options(forced_extra_placement=True),
    )
    show(board, state)
    assert board.prompt.text.startswith("No tile fits: click 1 tile")
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, board.tray_items[2])
    assert blocker.args == [Discard(state.hands[0][2])]


def test_other_players_tiles_are_marked_until_the_own_move(qtbot, board):
    state = board_b(hands={0: ["T1=DMV-R/F", "T3=M3-R/V"], 1: ["V/F", "F/V", "M3-B/V"]})
    show(board, state)
    action = place(state, "T1", "DMV-R", 1, (1, -1))
    with qtbot.waitSignal(board.action_chosen, timeout=1000):
        qtbot.keyClick(board, key_of(state, "T1"))
        click(qtbot, board, board.cell_targets.get((1, -1)))
        click(qtbot, board, board.cell_targets.get((1, -1)))
    state, events = GAME.apply(state, action)
    show(board, state, events=events)
    assert board.laid.newest == [(1, -1)] and board.laid.marks == {(1, -1): 0}
    state, events = GAME.apply(state, EndTurn())
    others = [a for a in GAME.legal_actions(state) if isinstance(a, Place)]
    state, more = GAME.apply(state, others[0])
    show(board, state, events=events + more)
    cell = (others[0].x, others[0].y)
    assert board.laid.newest == [cell] and board.laid.marks[cell] == 1
    tips = [i.toolTip() for i in board.landscape.marks_layer.childItems() if i.toolTip()]
    assert f"Laid by Bot Bella since your last move, {place_text(cell)}" in tips


def test_game_over_highlights_each_scored_field(board):
    state = position(
        2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", bag=0, phase="over", quit_order=[1]
    )
    show(board, state)
    texts = board.texts_on_board()
    assert any(t.startswith("Game over: Ann wins with 8 point(s)") for t in texts)
    assert "Ann: 8 sheep" in texts  # (points and quit places: the side panel, test_texts)
    assert board.tray_items == [] and not board.buttons.get("end").isVisible()


def test_retranslate_redraws_the_texts(board):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return f"«{source}»" if context == "WoolyBully" else None

        def isEmpty(self):  # noqa: N802 (Qt API)
            return False

    state = board_b()
    show(board, state)
    assert "Bag: 30" in board.texts_on_board()
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    try:
        board.retranslate()
        assert "«Bag: %1»".replace("%1", "30") in board.texts_on_board()
        assert board.toolTip().startswith("«Click a tile")
    finally:
        QCoreApplication.removeTranslator(translator)
    board.retranslate()
    assert "Bag: 30" in board.texts_on_board()


def test_animations_finish_and_leave_nothing_behind(qtbot, board):
    board.set_animation_speed(0.1)
    state = position(
        2, board={**BOARD_A, (-4, 0): "WOLF-R"}, hands={0: ["HUNTER-B", "F/V"]}, bag=20
    )
    state, events = GAME.apply(state, Hunter(tile(state, "HUNTER-B"), -4, 0))
    with qtbot.waitSignal(board.animations_finished, timeout=3000):
        show(board, state, seat=1, events=events)
        assert board.is_animating()
    assert not board.is_animating()
    assert all(item.opacity() == 1 for item in board.tile_items.values())
    land = board.landscape  # (the fields and their labels faded in together)
    assert land.fields_layer.opacity() == land.labels_layer.opacity() == 1


# ----------------------------------------------------------------------------- whole games


def play_by_clicks(qtbot, board, view, action):
    """Choose ``action`` on the board the way a person would; return what the board emitted."""
    with qtbot.waitSignal(board.action_chosen, timeout=2000) as blocker:
        if isinstance(action, Place | Wolf | Hunter):
            index = view.hand.index(action.tile)
            click(qtbot, board, board.tray_items[index])
            want_face = action.face if isinstance(action, Place) else 0
            if board.carry.piece.face != want_face:
                click(qtbot, board, board.buttons.get("flip"))
            if isinstance(action, Place):
                face = view.catalogue.tiles[action.tile].faces[action.face]
                for _ in range(4):
                    if same_turn(face, board.carry.piece.rotation) == action.rotation:
                        break
                    click_cell(qtbot, board, (action.x, action.y), Qt.MouseButton.RightButton)
            click(qtbot, board, board.cell_targets.get((action.x, action.y)))
        elif isinstance(action, Reveal):
            click(qtbot, board, board.buttons.get("reveal"))
            click(qtbot, board, board.cell_targets.get((action.x, action.y)))
        elif isinstance(action, EndTurn | EndResponse):
            click(qtbot, board, board.buttons.get("end"))
        elif isinstance(action, Quit):
            click(qtbot, board, board.buttons.get("quit"))
            click(qtbot, board, board.confirmation.panel.buttons.get(("confirm",)))
        elif isinstance(action, Discard):
            click(qtbot, board, board.tray_items[view.hand.index(action.tile)])
    return blocker.args[0]


def pick(rng, state, legal, done):
    """A varied policy: lays tiles (turned and flipped ones among them), reveals once, uses
    wolves and hunters, ends turns, and quits late."""
    seat = GAME.to_move(state)
    places = [a for a in legal if isinstance(a, Place)]
    reveals = [a for a in legal if isinstance(a, Reveal)]
    specials = [a for a in legal if isinstance(a, Wolf | Hunter)]
    if reveals and not state.revealed[seat]:
        return rng.choice(reveals)
    if specials and rng.random() < 0.5:
        return rng.choice(specials)
    if places:
        wanted = [a for a in places if a.rotation and a.face == 1 and "both" not in done]
        if wanted:
            return wanted[0]
        return rng.choice(places)
    if len(state.board.cells) > 30 and Quit() in legal and rng.random() < 0.3:
        return Quit()
    others = [a for a in legal if not isinstance(a, Quit)]
    return rng.choice(others or legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_through_the_board(qtbot, board, players):
    """Hot-seat through the real engine: every action is made with the board's own clicks
    and comes out exactly; the game includes turned and flipped placements, reveals, wolves
    or hunters, and a quit (WB-3, WB-5, WB-6, WB-7)."""
    rng = Rng.from_seed(players)
    state = GAME.setup(players, Options(), 10)
    board.set_animation_speed(0.02)
    events: list[Event] = []
    done: set[str] = set()
    kinds: set[str] = set()
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        with qtbot.waitSignal(board.animations_finished, timeout=3000):
            board.show_view(view, legal, [e for e in events if e.visible_to(seat)], NAMES)
        action = pick(rng, state, legal, done)
        assert play_by_clicks(qtbot, board, view, action) == action
        if isinstance(action, Place):
            if action.rotation:
                kinds.add("rotated")
            if action.face == 1:
                kinds.add("flipped")
            if action.rotation and action.face == 1:
                done.add("both")
        kinds.add(type(action).__name__)
        state, events = GAME.apply(state, action)
    assert {"rotated", "flipped", "Reveal", "Quit", "EndTurn"} <= kinds
    final = GAME.view(state, 0)
    board.show_view(final, [], events, NAMES)
    assert any(t.startswith("Game over") for t in board.texts_on_board())


def test_the_ghost_follows_the_pointer_cheaply(qtbot, board):
    state = board_b()
    show(board, state)
    qtbot.keyClick(board, key_of(state, "T3"))
    redraws = [layer.redraws for layer in board.hud_part.layers.values()]
    for cell in [(1, -1), (2, 0), (0, 1), (-1, 0), (1, 1)]:
        qtbot.mouseMove(board.viewport(), cell_point(board, cell) + QPoint(3, 3))
        qtbot.mouseMove(board.viewport(), cell_point(board, cell))
        qtbot.waitUntil(lambda c=cell: board.carry.cell == c, timeout=1000)
        assert board.carry.ghost.pos() == board.tile_items.get((0, 0)).pos() + QPointF(
            cell[0] * 96, -cell[1] * 96
        )
    assert [layer.redraws for layer in board.hud_part.layers.values()] == redraws  # no redraws


def test_a_whole_game_with_answers_and_forced_placements(qtbot, board):
    """The variants through the board: reaction windows (answers, Done) and forced
    placements in one game, extra placements instead of draws and wolves on hunters in
    another (discards: test_discarding_after_a_forced_placement)."""
    for options, seed, wanted in (
        (
            Options(reaction_windows=True, forced_extra_placement=True, hand_size=3),
            2,
            {"answer", "forced", "EndResponse"},
        ),
        (Options(extra_turn_instead_of_draws=True, wolf_may_cover_hunter=True), 12, {"extra"}),
    ):
        rng = Rng.from_seed(seed)
        state = GAME.setup(3, options, seed)
        events: list[Event] = []
        seen: set[str] = set()
        while GAME.to_move(state) is not None:
            seat = GAME.to_move(state)
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state)
            board.show_view(view, legal, [e for e in events if e.visible_to(seat)], NAMES)
            if view.responding:
                seen.add("answer")
                assert board.buttons.get("end").text == "Done (E)"
                assert board.prompt.text.startswith("Answer with a wolf")
            if view.phase == "forced":
                seen.add("forced")
                assert any(t.endswith("lay one more tile now") for t in board.texts_on_board())
            if view.owed_now > 1:
                seen.add("extra")
            action = pick(rng, state, legal, set())
            assert play_by_clicks(qtbot, board, view, action) == action
            seen.add(type(action).__name__)
            state, events = GAME.apply(state, action)
        assert wanted <= seen, wanted - seen


BIG_HAND = [
    "F/V", "V/F", "M3-R/F", "DMV-K/F", "HMF-B/V", "CMV-Y/F", "F/M3-K",
    "V/HMM-RY", "DMF-R/V", "F/DMV-B", "HMV-K/F", "M3-Y/V", "DMM-KB/F", "CMF-R/V",
]  # fmt: skip


@pytest.mark.parametrize("size", [(966, 690), (1606, 970), (800, 600)])
def test_every_tile_of_a_big_hand_is_big_enough_to_read_and_can_be_chosen(qtbot, board, size):
    """A hand of 14 (and of 24): every tile at least 56 px, none overlapping another, the
    first nine numbered for the keys, the others chosen by a click (they were ~28 px slivers,
    overlapping, before)."""
    board.resize(*size)
    for count in (14, 24):
        hand = (BIG_HAND * 2)[:count]
        state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"}, hands={0: hand},
                         colours="RKBY", bag=20)  # fmt: skip
        show(board, state)
        items = board.tray_items
        assert len(items) == count
        shown = [i.deviceTransform(board.viewportTransform()) for i in items]
        rects = [t.mapRect(i.shape().boundingRect()) for t, i in zip(shown, items, strict=True)]
        for k, rect in enumerate(rects):
            assert rect.width() >= 56 and rect.height() >= 56, (size, count, k, rect)
            assert (
                rect.top() >= board.hud().tray.top() and rect.bottom() <= board.hud().tray.bottom()
            )
            for other in rects[k + 1 :]:
                assert not rect.intersected(other).isValid() or rect.intersected(other).isEmpty()
        texts = board.texts_on_board()
        assert all(str(n) in texts for n in range(1, 10))
        click(qtbot, board, items[count - 1])
        assert board.carry.piece is not None and board.carry.piece.tile == state.hands[0][count - 1]
        qtbot.keyClick(board, Qt.Key.Key_Escape)


def test_seats_are_drawn_in_no_sheep_colour(board):
    """The banner and the marks of tiles laid by others show each seat by its symbol in
    ink, never in a seat colour (red, yellow, blue are sheep colours, and colours are secret)."""
    from PySide6.QtWidgets import QGraphicsPathItem

    from farmhouse.app.board.seats import SEAT_HEX
    from farmhouse.app.board.targets import Box

    state = board_b(hands={0: ["T1=DMV-R/F", "T3=M3-R/V"], 1: ["V/F", "F/V", "M3-B/V"]})
    state, _ = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    state, _ = GAME.apply(state, EndTurn())
    others = [a for a in GAME.legal_actions(state) if isinstance(a, Place)]
    state, events = GAME.apply(state, others[0])
    board.set_recent(events)
    show(board, state, events=events)
    assert board.laid.marks
    seat_colours = {h.lower() for h in SEAT_HEX}
    used = set()
    for item in board.scene().items():
        if isinstance(item, Box):
            if item.border is not None:
                used.add(item.border.name())
            if item.fill is not None:
                used.add(item.fill.name())
        elif isinstance(item, QGraphicsPathItem):
            used.add(item.brush().color().name())
            used.add(item.pen().color().name())
    assert not used & seat_colours, used & seat_colours


def test_texts_say_what_can_be_done_now(qtbot, board):
    """A tile that fits nowhere on either face is refused by its reason; R with nothing
    chosen after all tiles are laid says to end the turn; the advice to click again is
    cleared once the tile is laid; the banner of another player who owes no tile gives no
    count ("Ann is playing: 0 tiles to lay" before)."""
    state = board_b()
    show(board, state)
    said: list[str] = []
    board.illegal_attempt.connect(said.append)
    qtbot.keyClick(board, key_of(state, "T4"))  # (F/CMF-Y) fits nowhere on board B
    assert said[-1] == "This tile fits nowhere now, on either face. Try another one."
    assert board.carry.piece is None
    qtbot.keyClick(board, key_of(state, "T1"))
    with qtbot.waitSignal(board.action_chosen, timeout=1000):
        click(qtbot, board, board.cell_targets.get((1, -1)))
        assert said[-1].startswith("Turned so that it fits here")
        click(qtbot, board, board.cell_targets.get((1, -1)))
    assert said[-1] == ""  # the status bar's advice is cleared
    state, _ = GAME.apply(state, place(state, "T1", "DMV-R", 1, (1, -1)))
    assert GAME.to_move(state) == 0 and GAME.view(state, 0).owed_now == 0
    show(board, state)
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert said[-1] == "All your tiles for this turn are laid: end your turn (E)."
    show(board, state, seat=1)
    assert "Ann is playing" in [i.toolTip() for i in board.hud_part.layers["banner"].childItems()]


def test_the_help_tooltip_fits_a_small_window(board):
    """The board's tooltip is a few short lines (it was one line wider than 1280 px)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QToolTip

    lines = board.toolTip().split("\n")
    assert len(lines) >= 3
    metrics = QFontMetrics(QToolTip.font())
    assert max(metrics.horizontalAdvance(line) for line in lines) < 700


def _darkness(image, x, y) -> int:
    from PySide6.QtGui import QColor

    return 255 - QColor(image.pixel(x, y)).lightness()


@pytest.mark.parametrize("size", [30, 40])
def test_a_fence_reads_as_a_fence_and_the_tile_grid_stays_faint(board, size):
    """A HALF tile at the fitted zoom (about 30 pixels at 1280 × 800) must read as one tile
    split by a fence, not as two half tiles: the fence across it is far darker and wider than
    the seam between two tiles side by side."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from farmhouse.games.wooly_bully.board.tiles import paint_face

    catalogue = board_b().catalogue
    half = next(t for t in catalogue.tiles if t.faces[0].shape == "HALF")
    image = QImage(2 * size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    paint_face(painter, half, 0, 0, size)  # the fence runs north–south through x = size / 2
    painter.translate(size, 0)
    paint_face(painter, half, 0, 0, size)  # the seam between the two tiles: x = size
    painter.end()
    rows = range(size // 5, size - size // 5)

    def across(centre: int) -> float:
        """How dark a band 4 pixels either side of ``centre`` is, above the meadow by it."""
        total = 0
        for y in rows:
            ground = min(_darkness(image, centre - 6, y), _darkness(image, centre + 6, y))
            total += sum(
                max(0, _darkness(image, x, y) - ground) for x in range(centre - 4, centre + 4)
            )
        return total / len(rows)

    fence, seam = across(size // 2), across(size)
    assert fence > 6 * seam, (fence, seam)
    wide = [
        sum(1 for x in range(size // 2 - 5, size // 2 + 5) if _darkness(image, x, y) > 150)
        for y in rows
    ]
    assert min(wide) >= 2, wide  # dark on both sides of the rail, on every row


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(966, 690), (1606, 970), (800, 600)])
def test_nothing_of_the_landscape_shows_through_the_overlay_strips(qtbot, board, players, size):
    """Zoomed in, the landscape reaches under the overlay: along the top (banner, bag, own
    colour, and the chips when they stand in a row), in the column at the left (chips, what
    to do now) and along the bottom (hint line, hand tray) none of it may show between or
    through the boxes."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsRectItem

    board.resize(*size)
    state = position(players, board=BOARD_A, bag=20)
    show(board, state)
    for _ in range(6):
        board.zoom_by(1.25)
    qtbot.wait(20)
    # a landscape of one loud colour that nothing on the board is drawn in, under everything
    seen = board.mapToScene(board.viewport().rect()).boundingRect().adjusted(-50, -50, 50, 50)
    loud = QGraphicsRectItem(seen)
    loud.setBrush(QColor("#FF00FF"))
    loud.setZValue(10)
    board.scene().addItem(loud)
    image = board.viewport().grab().toImage()
    hud = board.hud()
    assert hud.column == (size[0] >= 900)
    strips = [rect for rect, _ in hud.backings()]
    assert len(strips) == (3 if hud.column else 2)

    def loud_at(x: int, y: int) -> bool:
        c = QColor(image.pixel(x, y))
        return c.red() > 200 and c.blue() > 200 and c.green() < 90

    leaks = [
        (x, y)
        for rect in strips
        for y in range(max(0, int(rect.top())), min(image.height(), int(rect.bottom())), 2)
        for x in range(max(0, int(rect.left())), min(image.width(), int(rect.right())), 2)
        if loud_at(x, y)
    ]
    assert leaks == []
    # (and the loud landscape does show in between, so the test sees the landscape at all)
    m = hud.margins
    assert loud_at((m.left() + size[0] - m.right()) // 2, (m.top() + size[1] - m.bottom()) // 2)


def test_a_hand_tile_lights_only_when_the_face_shown_can_be_played(qtbot, board):
    """Board B: no forest has room, so a hunter or wolf cannot go down as such, but their
    red meadow sides fit. A tile lights only if the face it shows can be played; one whose
    other face can is marked "flip to lay" (not lit, not dimmed) and says which face fits."""
    state = position(
        2, board=BOARD_B, hands={0: ["HUNTER-R", "WOLF-R", "F/V", "V/F"]}, colours="RB", bag=20
    )
    show(board, state)

    def item(name):
        return board.tray_items[state.hands[0].index(tile(state, name))]

    hunter, wolf, forest, village = item("HUNTER-R"), item("WOLF-R"), item("F/V"), item("V/F")
    assert hunter.face == 0 and not hunter.lit and hunter.glow is None
    assert hunter.flip_mark and not hunter.dimmed
    assert "As a hunter it fits nowhere now, but its meadow side does" in hunter.why_not
    assert wolf.flip_mark and not wolf.lit and "its meadow side does" in wolf.why_not
    assert forest.flip_mark and not forest.lit  # face A (forest) fits nowhere, V does
    assert "its other side does: flip it (F)" in forest.why_not
    assert village.lit and not village.flip_mark and village.why_not is None
    assert hunter not in board.highlighted_items() and village in board.highlighted_items()
    # the line over the tray says what the dashed tiles with an arrow are, and the key
    assert "A dashed tile with an arrow fits once flipped (F)." in board.prompt.text
    # hovering says it; choosing it and flipping it (F) shows the face that fits: lit
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(hunter))
    click(qtbot, board, hunter)
    piece = board.carry.piece
    assert piece.kind == HUNTER_PIECE and not any(t.lit for t in board.cell_targets.values())
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert board.carry.piece.kind == PLACE and board.carry.piece.face == 1
    assert any(t.lit for t in board.cell_targets.values())
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert hunter.face == 1 and hunter.lit and not hunter.flip_mark and hunter.glow is not None
    # a tile that cannot be played on either face is dimmed, with no flip mark
    stuck = position(2, board=BOARD_B, hands={0: ["HUNTER-K", "V/F"]}, colours="RB", bag=20)
    show(board, stuck)
    black = board.tray_items[stuck.hands[0].index(tile(stuck, "HUNTER-K"))]
    assert black.dimmed and not black.flip_mark and not black.lit
    assert "neither does its meadow side" in black.why_not
    # no tile to flip: the line says only how to choose and lay
    assert board.prompt.text == (
        "Choose a tile from your hand (1–9, or Tab and Enter), then a lit place."
    )
    assert board.prompt.note == "Ctrl+Tab side panel"


def test_the_column_says_ctrl_tab_as_the_other_boards_key_lines_do(qtbot, board):
    """Issue 18: the column's "Ctrl+Tab side panel" stood in bold, as a line of the hint
    above it, where the other three games' key lines are regular and smaller. Now a note
    under the hint: regular, smaller than the hint, on its own line under it, on the paper."""
    state = position(2, board=BOARD_B, hands={0: ["HUNTER-K", "V/F"]}, colours="RB", bag=20)
    show(board, state)
    assert board.hud().column
    prompt = board.prompt
    hint, note = prompt.label, prompt.note_label
    assert hint is not None and note is not None and note.isVisible()
    assert "Ctrl+Tab" not in hint.text() and note.text() == "Ctrl+Tab side panel"
    assert hint.font().bold() and not note.font().bold()
    assert note.font().pixelSize() < hint.font().pixelSize()
    hint_box = hint.mapRectToScene(hint.boundingRect())
    note_box = note.mapRectToScene(note.boundingRect())
    assert note_box.top() >= hint_box.bottom() - 0.5 and note_box.left() == hint_box.left()
    assert prompt.paper_box.rect.contains(prompt.paper_box.mapRectFromScene(note_box))
    assert hint.toolTip().endswith("\nCtrl+Tab side panel")  # (the whole, as before)


@pytest.mark.parametrize("size", [(959, 741), (959, 661), (1599, 1021)])
def test_fit_and_following_the_play_fill_the_view_with_the_landscape(qtbot, board, size):
    """The board's room in a 1280 × 800, 1280 × 720 and 1920 × 1080 window, through a
    4-player game: the landscape with its ring of open places always fits the room beside the
    overlay and fills it (the zoom only rounds down to its step: it was a sixth to a third
    smaller, with a spare ring of cells and chips and hint across the window), tiles keep at
    least 64 pixels while the landscape fits at that size, and Fit after zooming out and
    panning shows it that large again (it could not enlarge it)."""
    import random

    from PySide6.QtCore import QRectF

    from farmhouse.games.wooly_bully.board import FIT_TILE_LEAST, FIT_ZOOM_STEP
    from farmhouse.games.wooly_bully.board.tiles import TILE

    board.resize(*size)

    def check() -> float:
        need = board.fit_area()
        m = board.hud().margins
        free = QRectF(board.viewport().rect()).adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        shown = QRectF(board.mapFromScene(need).boundingRect())
        assert free.adjusted(-2, -2, 2, 2).contains(shown), (free, shown)
        tile = board.zoom * TILE
        room = min((free.width() - 4) / need.width(), (free.height() - 4) / need.height()) * TILE
        assert tile >= room / FIT_ZOOM_STEP - 0.01, (tile, room)
        if room >= FIT_TILE_LEAST:
            assert tile >= FIT_TILE_LEAST - 0.01, (tile, room)
        return tile

    rng = random.Random(5)
    state = GAME.setup(4, Options(), 5)
    sizes = []
    for move in range(160):
        if GAME.to_move(state) is None:
            break
        legal = GAME.legal_actions(state)
        places = [a for a in legal if isinstance(a, Place)]
        ends = [a for a in legal if isinstance(a, (EndTurn, EndResponse, Discard))]
        state, events = GAME.apply(state, rng.choice(places or ends or legal))
        if move % 8 == 0:
            show(board, state, events=events)
            sizes.append(check())
    assert len(state.board.cells) > 40 and sizes[0] > 64 > sizes[-1]  # it grew beyond 64 px
    fitted = board.zoom
    for _ in range(3):
        board.zoom_by(1 / 1.2)
    board.pan_by(120, -80)
    qtbot.keyClick(board, Qt.Key.Key_0)
    assert board.zoom == fitted
    check()
    board.zoom_by(0.5)
    click(qtbot, board, board.buttons.get("zoom_fit"))
    assert board.zoom == fitted


def test_a_screen_reader_reads_the_targets_and_the_pieces(qtbot, board):
    """The accessible tree of a mid-game board: the hand's tiles by their faces and keys,
    the open places and the tiles laid by where they lie from the Village Square, the
    buttons; with a tile held, a place it does not fit is "unavailable" with the rules'
    reason and a place where it fits when turned says to press R; the keyboard focus is the
    screen reader's focus."""
    from farmhouse.app.board.access import accessible_tree, problems

    state = board_b()
    show(board, state)
    assert problems(board) == []
    tree = accessible_tree(board)
    names = [name for _, name, _, _ in tree]
    k = state.hands[0].index(tile(state, "T1")) + 1
    assert f"a red meadow with village (other side: a forest), in your hand, key {k}" in names
    assert "Open place, 1 tile(s) north of the Village Square" in names
    assert "Open place, 1 tile(s) south, 1 tile(s) east of the Village Square" in names
    assert "the Village Square" in names
    assert "a red meadow with village, 1 tile(s) east of the Village Square" in names
    assert "End turn (E)" in names
    qtbot.keyClick(board, key_of(state, "T3"))
    assert problems(board) == []
    places = {name: (why, states) for _, name, why, states in accessible_tree(board)}
    why, states = places["Open place, 1 tile(s) north of the Village Square"]
    assert "unavailable" in states and why.startswith(
        "It does not fit here: the south side needs village, not red meadow."
    )
    qtbot.keyClick(board, key_of(state, "T1"))
    places = {name: (why, states) for _, name, why, states in accessible_tree(board)}
    why, states = places["Open place, 1 tile(s) south, 1 tile(s) east of the Village Square"]
    assert "unavailable" in states and why.endswith("Turned another way it fits here: press R.")
    focused = [name for _, name, _, states in accessible_tree(board) if "focused" in states]
    assert focused == [board.target_name(board.focus_target)] and focused[0].startswith("Open")


def test_the_focus_ring_on_a_hand_tile_leaves_its_key_number_readable(board):
    """Kit focus ring: a tile of the hand, focused by Tab, is ringed together with its key
    number drawn under it in the tray (the tile turns, its number does not)."""
    state = GAME.setup(4, Options(), 5)
    view = show(board, state, seat=GAME.to_move(state))
    board.setFocus()
    targets = [t for t in board.focus_order() if t[0] == "hand"]
    assert len(targets) >= 2
    for target in targets[:2]:
        focus_by_keys(board, target)
        number = str(view.hand.index(target[1]) + 1)
        number = key_number_of(board, board.item_of(target), number)
        ring = board.key_focus_rect()
        assert ring is not None and ring.contains(number.sceneBoundingRect())


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "ja"])
def test_the_hint_column_keeps_terms_and_latin_words_whole(board, lang):
    """In Chinese and Japanese the hint in the column at the left breaks between phrases,
    never inside a game term (「選版|塊」 before) or a Latin word, and no line starts with
    closing punctuation (「Enter|。」 in a narrow column before)."""
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.board.linebreak import NO_START, plain
    from farmhouse.app.i18n import Translations
    from farmhouse.games.wooly_bully.texts import KEEP_WHOLE

    translations = Translations()
    try:
        translations.set_language(lang)
        for width in (959, 920):  # the board at 1280 × 720, and a narrower column
            board.resize(width, 661)
            QApplication.processEvents()
            show(board, board_b())
            lines = [plain(line) for line in board.prompt.label.text().split("\n")]
            assert len(lines) > 1 and "".join(lines).replace(" ", "") == plain(
                board.prompt.text
            ).replace(" ", "").replace("\n", "")
            for term in KEEP_WHOLE:
                whole = "".join(lines).count(term)
                assert sum(line.count(term) for line in lines) == whole, (term, lines)
            for before, after in zip(lines, lines[1:], strict=False):
                assert not (before[-1].isascii() and before[-1].isalnum() and after[0].isalnum())
                assert after[0] not in NO_START, lines
    finally:
        translations.set_language("en")


def test_a_replay_stepping_back_fits_what_is_drawn_at_each_view(board):
    """A board fitted to a grown landscape, shown an earlier view (a replay stepping back),
    fits that view's smaller landscape again (it kept the widest zoom out), and forward
    again the bigger one."""
    import random

    rng = random.Random(3)
    state = GAME.setup(4, Options(), 3)
    views = []
    for _ in range(60):
        if GAME.to_move(state) is None:
            break
        legal = GAME.legal_actions(state)
        places = [a for a in legal if isinstance(a, Place)]
        state, _ = GAME.apply(state, rng.choice(places or legal))
        views.append(state)
    show(board, views[0], seat=None)
    early = board.zoom
    show(board, views[-1], seat=None)
    late = board.zoom
    assert late < early
    show(board, views[0], seat=None)  # back to the start
    assert board.fit_rect == board.fit_area()
    assert board.zoom == early
    show(board, views[-1], seat=None)
    assert board.zoom == late


#: The board's part of a 1280 × 720 window (the side panel beside it, the menu bar over it).
BOARD_AT_720 = (942, 656)


def test_at_1280_by_720_the_board_shows_no_scroll_bars_and_still_pans(qtbot, board):
    """Issue 18: the board took room for two scroll bars at every size; it pans by dragging,
    the arrow keys and Shift+wheel instead."""
    board.resize(*BOARD_AT_720)
    show(board, position(4, board=BOARD_A, bag=20))
    qtbot.wait(10)
    assert not board.horizontalScrollBar().isVisible()
    assert not board.verticalScrollBar().isVisible()
    assert board.viewport().size() == board.size()
    before = board.mapToScene(board.viewport().rect().center())
    board.setFocus()
    # (the arrows pan while nothing can be picked: the public view)
    show(board, position(4, board=BOARD_A, bag=20), seat=None)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.mapToScene(board.viewport().rect().center()).x() > before.x()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("count", [4, 14, 24, 28])
def test_a_big_hand_leaves_the_whole_line_saying_what_to_do(qtbot, board, styled, lang, count):
    """Issue 18: idle and with a tile held, the line saying what to do now (ending in its
    keys: Tab and Enter, R turns, F flips, Esc puts back) shows whole in the column, however
    big the hand, in a window a little smaller than 1280 × 720 (a big hand's tray took its
    room and cut the keys off; the tray's tiles get smaller instead)."""
    styled(lang)
    board.resize(926, 640)
    hand = (BIG_HAND * 2)[:count]
    state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"}, hands={0: hand},
                     colours="RKBY", bag=20)  # fmt: skip
    show(board, state)
    lit = next(t for t, item in zip(state.hands[0], board.tray_items, strict=False) if item.lit)
    for pick in ((), ("hand", lit)):
        if pick:
            board.pick(pick)
        text, label = board.prompt.text, board.prompt.label
        assert "Enter" in text
        assert label is not None and "".join(label.text().split()) == "".join(text.split())
        assert label.sceneBoundingRect().bottom() < board.hud().tray.top()


@pytest.mark.parametrize("size", [(966, 690), (800, 600)])
def test_the_key_numbers_of_a_big_hand_are_not_covered_by_the_next_row(qtbot, board, size):
    """A hand in rows: the number under each tile of a row (its key) lies clear of the
    tiles of the next row and of their glow and "flip to lay" frames (their glow covered
    the numbers' lower half at 800 × 600)."""
    board.resize(*size)
    hand = (BIG_HAND * 2)[:24]
    state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"}, hands={0: hand},
                     colours="RKBY", bag=20)  # fmt: skip
    show(board, state)
    items = board.tray_items
    numbers = [(i, c) for i in items for c in i.childItems() if getattr(c, "text", None)]
    assert [c.text() for _, c in numbers] == [str(n) for n in range(1, 10)]
    assert board.hud().rows > 1
    for item, number in numbers:
        shown = number.sceneBoundingRect()
        for other in items:
            if other is not item:
                room = other.sceneBoundingRect()  # (the tile with its glow's room)
                assert not shown.intersects(room), (number.text(), shown, room)


def test_the_focus_ring_on_a_hand_tile_stays_off_its_neighbours(qtbot, board):
    """Issue 18: the keyboard focus ring around a tile of the hand (and its key number) ran
    over the edge of the tile beside it."""
    from farmhouse.app.board.game_board import FOCUS_HALO

    board.resize(*BOARD_AT_720)
    state = position(2, board=BOARD_A, hands={0: ["F/V", "V/F", "M3-R/F"]}, bag=20)
    show(board, state)
    board.setFocus()
    items = board.tray_items
    board.set_focus_target(("hand", state.hands[0][1]))
    ring = board.focus_ring
    assert ring.isVisible()
    outer = board.mapFromScene(ring.ring_rect()).boundingRect()
    halo = FOCUS_HALO / 2
    for neighbour in (items[0], items[2]):
        shown = neighbour.deviceTransform(board.viewportTransform())
        tile = shown.mapRect(neighbour.shape().boundingRect())
        assert outer.right() + halo <= tile.left() or outer.left() - halo >= tile.right()


def show_small(board) -> None:
    """Two tiles laid and a hand of six, on a board of 480 × 540 (an 800 × 600 window's):
    compact, the lines over the tray, the buttons under the hand."""
    board.resize(480, 540)
    state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"},
                     hands={0: BIG_HAND[:6]}, colours="RKBY", bag=20)  # fmt: skip
    show(board, state)
    assert board.hud().compact


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_prompt_is_read_whole_in_a_small_window(qtbot, board, lang):
    """In an 800 × 600 window (the board 480 × 540, compact) the line saying what to do now
    was one line, cut ("…then a lit place", in Japanese after 「1〜9、」): now every word
    of it is shown, within its room, over the tray."""
    from farmhouse.app.i18n import Translations

    translations = Translations()
    translations.set_language(lang)
    try:
        show_small(board)
        prompt = board.prompt
        text = prompt.text
        assert "(F)" in text or "（F）" in text  # (the long prompt: a tile needs flipping)
        shown = prompt.block or prompt.label
        assert shown is not None
        words = shown.toPlainText() if hasattr(shown, "toPlainText") else shown.text()
        assert "".join(words.split()) == "".join(text.split())
        rect = board.overlay.mapRectFromItem(shown, shown.boundingRect())
        room = prompt.rect
        assert rect.width() <= room.width() and rect.left() >= room.left() - 1
        tray = board.hud().tray
        assert rect.bottom() <= tray.top() and rect.top() >= 0
    finally:
        translations.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_quit_question_is_read_whole_inside_its_panel_in_a_small_window(qtbot, board, lang):
    """In an 800 × 600 window (the board 480 × 540) the Japanese question before quitting
    crossed its panel's right border, and the panel lay over the lines saying what to do:
    now the title is shown whole (no "…") inside the frame, at 12 px or more, and the panel
    is clear of those lines."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.app.i18n import Translations

    translations = Translations()
    translations.set_language(lang)
    try:
        board.resize(480, 540)
        show(board, board_b())
        board.pick(("quit",))
        assert board.confirmation.asked
        panel = board.confirmation.panel
        overlay = board.overlay
        titles = [
            i
            for i in panel.layer.childItems()
            if isinstance(i, QGraphicsSimpleTextItem) and i.toolTip() and i.toolTip() == i.text()
        ]
        assert len(titles) == 1, [i.text() for i in titles]
        title = titles[0]
        assert "…" not in title.text() and title.font().pixelSize() * title.scale() >= 12
        shown = overlay.mapRectFromItem(title, title.boundingRect())
        frame = panel.rect.adjusted(2, 2, -2, -2)
        assert frame.contains(shown), (shown, frame)
        prompt = board.prompt.label or board.prompt.block
        assert prompt is not None
        lines = overlay.mapRectFromItem(prompt, prompt.boundingRect())
        assert not panel.rect.intersects(lines), (panel.rect, lines)
    finally:
        translations.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW"])
def test_the_tray_buttons_read_whole_in_a_small_window(qtbot, board, lang):
    """In an 800 × 600 window (the board 480 × 540, compact) the seven tray buttons stood in
    one row and every label was cut ("Rota…", "Hunt…"): now each reads whole, its key too,
    at 12 px or more, inside its button and clear of the others and of the hand's tiles."""
    from farmhouse.app.i18n import Translations
    from farmhouse.games.wooly_bully.texts import button_labels

    translations = Translations()
    translations.set_language(lang)
    try:
        show_small(board)
        labels = button_labels()
        boxes = {name: board.buttons[name] for name in labels}
        faces = [board.overlay.mapRectFromItem(b, b.rect) for b in boxes.values()]
        tiles = [
            board.overlay.mapRectFromItem(t, t.shape().boundingRect()) for t in board.tray_items
        ]
        for (name, box), face in zip(boxes.items(), faces, strict=True):
            assert box.text == labels[name], (name, box.text)
            assert box.font_size >= 12
            assert not any(face.intersects(f) for f in faces if f is not face), name
            assert not any(face.intersects(t) for t in tiles), name
            assert board.hud().tray.contains(face), name
    finally:
        translations.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW"])
def test_the_header_chips_read_whole_in_a_small_window(qtbot, board, lang):
    """Test 4 (fix12b): in an 800 × 600 window (the board 480 × 540) the turn banner, the
    own colour and the bag share one 460 px row: the banner was cut ("▶ Your turn: all your
    t…") and the colour too ("Your she…"). Now the banner is shown whole (whose turn, "your
    turn" and every name), on two lines where one does not fit (broken after its colon), and
    the colour at least with its state ("red (secret)"), each at 12 px or more inside its
    chip, its whole text the tooltip (and the accessible name)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.app.i18n import Translations

    from .conftest import random_game

    def squeezed(text: str) -> str:
        return "".join(text.split())

    def inside(label, chip) -> bool:
        shown = board.overlay.mapRectFromItem(label, label.boundingRect())
        return chip.adjusted(2, 2, -2, -2).contains(shown)

    translations = Translations()
    translations.set_language(lang)
    try:
        board.resize(480, 540)
        names = ["Ann", "Bartholomew", "Cleo", "Dai"]
        banners: set[str] = set()
        for before, *_ in random_game(4, Options(), 5):
            if len(banners) >= 8:
                break
            legal = GAME.legal_actions(before) if GAME.to_move(before) == 0 else []
            board.show_view(GAME.view(before, 0), legal, [], names)
            label, _, chip = board.hud_part.banner
            whole = label.toolTip()
            if whole in banners:
                continue
            banners.add(whole)
            assert squeezed(label.text()) == squeezed(whole), (label.text(), whole)
            assert label.font().pixelSize() >= 12 and inside(label, chip), label.text()
            status = board.hud_part.layers["status"].childItems()
            own = [i for i in status if isinstance(i, QGraphicsSimpleTextItem)]
            assert len(own) == 1 and "…" not in own[0].text()
            said = own[0].toolTip() or own[0].text()
            assert squeezed(said).endswith(squeezed(own[0].text())) and len(own[0].text()) > 3
            assert own[0].font().pixelSize() >= 12 and inside(own[0], board.hud().colour)
        assert any("Bartholomew" in b for b in banners), banners
        assert any(b.startswith("▶") for b in banners), banners
    finally:
        translations.set_language("en")


@pytest.mark.parametrize(
    ("first", "then"), [((480, 540), BOARD_AT_720), (BOARD_AT_720, (480, 540))]
)
def test_a_resized_board_looks_as_a_fresh_board_of_its_size(qtbot, board, first, then):
    """Test 12: a window resized mid-game left the prompt where the old size had it (from
    800 × 600 to 1280 × 720 it floated over the map; back, a narrow prompt covered the map's
    top-left and left an empty band above the tray) until the next move. A resized board is
    drawn as a fresh board of the new size is."""
    state = position(4, board={(1, 0): "DMV-R r2", (0, -1): "DMV-R r3"},
                     hands={0: BIG_HAND[:6]}, colours="RKBY", bag=20)  # fmt: skip
    fresh = create_board(None)
    qtbot.addWidget(fresh)
    fresh.set_animation_speed(0)
    fresh.resize(*then)
    fresh.show()
    qtbot.waitExposed(fresh)
    show(fresh, state)
    board.resize(*first)
    show(board, state)
    qtbot.wait(20)
    board.resize(*then)
    qtbot.wait(20)
    assert board.prompt.rect == fresh.prompt.rect
    assert board.prompt.paper_box.rect == fresh.prompt.paper_box.rect
    assert board.grab().toImage() == fresh.grab().toImage()


@pytest.mark.parametrize("size", [(480, 540), BOARD_AT_720])
def test_at_game_over_the_landscape_takes_the_trays_room(qtbot, board, size):
    """Test 12: at game over (no tray, nothing to do) the landscape stayed fitted above the
    tray's empty room (800 × 600: small in the top-left corner). It is fitted to the room
    down to the board's foot."""
    board.resize(*size)
    state = position(
        2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", bag=0, phase="over", quit_order=[1]
    )
    show(board, state)
    qtbot.wait(20)
    assert board.fit_margins.bottom() <= 20
    free = board.free_area()
    shown = board.mapFromScene(board.fit_rect).boundingRect()
    assert free.contains(shown)
    # as large as the free room allows: it reaches across it or down to its foot
    assert shown.width() >= free.width() * 0.7 or shown.bottom() >= free.bottom() - 60


@pytest.mark.parametrize("size", [(480, 540), BOARD_AT_720])
def test_a_read_only_tray_takes_only_the_room_of_its_hand(qtbot, board, size):
    """Issue 18: a replay from a seat's view (a read-only board: no Rotate, Flip or action
    button, no key number under a tile) kept the tray's room for them (20 px at 1280 × 720,
    116 px in a 480 × 540 board). Its tray is as tall as its tiles, 10 px over and under,
    its tiles reach across it, and the landscape gets the room the buttons had."""
    board.resize(*size)
    state = position(2, board=BOARD_A, hands={0: ["F/V", "V/F"]}, colours="KB", bag=20)
    show(board, state)
    playing = board.hud()
    board.set_read_only(True)
    show(board, state)
    qtbot.wait(10)
    hud = board.hud()
    assert hud.tray.height() == 10 + hud.tile_size + 10  # (its tiles: no key number)
    assert hud.tiles.right() == hud.tray.right() - 12
    assert hud.tray.top() > playing.tray.top()
    assert board.fit_margins.bottom() < playing.margins.bottom()
