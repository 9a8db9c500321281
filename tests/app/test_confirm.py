"""The board kit's question before an action that cannot be undone
(farmhouse.app.board.parts.confirm.Confirmation) on a made-up game: two cards to play, and
the barn to burn, which asks once more ("Burn the barn?": Burn, Cancel). Burning is offered
with nothing picked and after card 0; with card 1 picked, B puts the card back first (as
Wooly Bully's Q puts back a held tile) and Cancel gives it back. The kit answers the
question's keys and clicks and lets a window's Esc shortcut wait while it is shown."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from farmhouse.app.board.access import accessible_tree, problems
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.confirm import Confirmation
from farmhouse.app.board.targets import Box
from farmhouse.core.choices import Selection, Target
from farmhouse.core.game import IllegalAction

pytestmark = pytest.mark.gui

CARDS = [("card", 0), ("card", 1)]
BURN, SURE, PLAY = ("burn",), ("sure",), ("play",)
PANEL = QRectF(20, 200, 460, 100)


class BarnChoices:
    """Pick a card then Play, or Burn (with nothing picked, or after card 0) then Sure."""

    def targets(self, selection: Selection = ()) -> dict[Target, IllegalAction | None]:
        if not selection:
            return {**dict.fromkeys(CARDS), BURN: None}
        if selection[-1] == BURN:
            return {SURE: None}
        return {PLAY: None, BURN: None} if selection == (CARDS[0],) else {PLAY: None}

    def pick(self, selection: Selection, target: Target) -> Any:
        if target not in self.targets(selection):
            raise IllegalAction("toy.no")
        if target == SURE:
            return "burn"
        if target == PLAY:
            return ("play", selection[0][1])
        return (*selection, target)


class BarnBoard(GameBoard):
    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 500, 320))
        self.layer = Layer(self.scene(), 1)
        self.before: Selection = ()  # what B put back (Cancel picks it again)
        restore = self._restore
        self.confirmation: Confirmation = Confirmation(
            self, BURN, SURE, Qt.Key.Key_B, restore=restore
        )

    def banner_text(self) -> str:
        return "Play a card, or burn the barn"

    def _restore(self, selection: Selection) -> Selection:
        return self.before

    def make_choices(self, view: Any, legal: Sequence[Any]) -> BarnChoices:
        return BarnChoices()

    def draw(self, view: Any) -> None:
        self.layer.refresh(0, self._draw_layer)

    def _draw_layer(self, layer: Layer) -> None:
        for i, card in enumerate(CARDS):
            item = Box(QRectF(20 + 90 * i, 20, 80, 110), QColor("white"), parent=layer)
            item.setToolTip(f"Card {i}")
            self.bind(item, card)
        self.bind(Box(QRectF(220, 20, 100, 40), QColor("white"), text="Play", parent=layer), PLAY)
        self.bind(Box(QRectF(340, 20, 100, 40), QColor("white"), text="Burn", parent=layer), BURN)

    def game_key(self, event: QKeyEvent) -> bool:
        """B with a card picked that burning does not follow: the card is put back first."""
        if event.key() == Qt.Key.Key_B and self.selection and not self.offers(BURN):
            self.before = self.selection
            self.clear_selection()
        return False

    def shortcut(self, event: QKeyEvent) -> Target | None:
        return BURN if event.key() == Qt.Key.Key_B else None

    def selection_changed(self) -> None:
        if self.confirmation.asked:
            self.confirmation.show(PANEL, "Burn the barn? It cannot be rebuilt.", "Burn", "Cancel")
        else:
            self.confirmation.clear()


@pytest.fixture
def board(qtbot):
    b = BarnBoard()
    qtbot.addWidget(b)
    b.resize(520, 340)
    b.show()
    b.show_view(object(), ["burn"])
    b.set_interactive(True)
    return b


def click(qtbot, board: BarnBoard, item: Any) -> None:
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def test_asking_shows_the_question_with_its_answer_and_cancel(qtbot, board):
    question = board.confirmation
    assert not question.asked and not question.shown and not board.answers_escape
    assert question.buttons == []
    click(qtbot, board, board.item_of(BURN))
    assert board.selection == (BURN,) and question.asked and question.shown
    assert board.answers_escape
    sure, cancel = question.buttons
    assert question.panel.buttons[SURE] is sure and question.panel.cancel is cancel
    assert board.item_of(SURE) is sure and sure.lit and sure.text == "Burn"
    assert cancel.text == "Cancel" and board.pickable() == [SURE]
    # the two buttons side by side, centred across the frame, 18 units apart
    pair = sure.rect.united(cancel.rect)
    assert abs(pair.center().x() - PANEL.center().x()) < 0.5
    assert cancel.rect.left() - sure.rect.right() == 18
    assert sure.rect.size().toTuple() == (180, 40)
    names = [name for _, name, _, _ in accessible_tree(board)]
    assert "Burn" in names and "Cancel" in names
    assert "Burn the barn? It cannot be rebuilt." in names and problems(board) == []
    assert board.focus_target == SURE  # (a box a pick opens has the focus: on the answer)
    qtbot.keyClick(board, Qt.Key.Key_Tab)  # Tab goes to Cancel, and round to the answer
    assert board.focus_target == question.cancel_target
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == SURE


@pytest.mark.parametrize("how", ["key again", "enter", "ask clicked again", "answer clicked"])
def test_the_question_is_answered(qtbot, board, how):
    qtbot.keyClick(board, Qt.Key.Key_B)
    assert board.confirmation.asked
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as chosen:
        if how == "key again":
            qtbot.keyClick(board, Qt.Key.Key_B)
        elif how == "enter":  # (no target focused: the question's answer, as a default button)
            board.set_focus_target(None)
            qtbot.keyClick(board, Qt.Key.Key_Return)
        elif how == "ask clicked again":
            click(qtbot, board, board.item_of(BURN))
        else:
            click(qtbot, board, board.confirmation.panel.buttons[SURE])
    assert chosen.args == ["burn"]


@pytest.mark.parametrize("how", ["esc", "cancel"])
def test_cancelling_gives_back_what_was_put_back(qtbot, board, how):
    click(qtbot, board, board.item_of(CARDS[1]))
    qtbot.keyClick(board, Qt.Key.Key_B)  # (burning does not follow card 1: put back first)
    assert board.selection == (BURN,) and board.before == (CARDS[1],)
    with qtbot.assertNotEmitted(board.action_chosen):
        if how == "esc":
            qtbot.keyClick(board, Qt.Key.Key_Escape)
        else:
            click(qtbot, board, board.confirmation.panel.cancel)
    assert board.selection == (CARDS[1],)  # given back
    assert not board.confirmation.asked and board.confirmation.buttons == []
    assert board.item_of(SURE) is None and not board.answers_escape
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # then Esc steps back as ever
    assert board.selection == ()
    assert not board.confirmation.cancel()  # (nothing asked: nothing to cancel)


def test_asked_after_a_pick_esc_steps_back_to_it(qtbot, board):
    click(qtbot, board, board.item_of(CARDS[0]))
    click(qtbot, board, board.item_of(BURN))
    assert board.selection == (CARDS[0], BURN) and board.confirmation.shown
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selection == (CARDS[0],) and not board.confirmation.shown


def test_a_window_shortcut_on_esc_waits_while_the_question_is_shown(qtbot):
    """The shell's Esc (a shortcut of the window: take a hint away) gives way to the board's
    while the board has the focus and its Esc answers the question on it."""
    window = QWidget()
    qtbot.addWidget(window)
    board = BarnBoard()
    QVBoxLayout(window).addWidget(board)
    fired: list[bool] = []
    shortcut = QShortcut(QKeySequence("Esc"), window)
    shortcut.activated.connect(lambda: fired.append(True))
    window.resize(540, 380)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    board.show_view(object(), ["burn"])
    board.set_interactive(True)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # (nothing asked, nothing picked: the window's)
    assert fired == [True]
    qtbot.keyClick(board, Qt.Key.Key_B)
    assert board.answers_escape
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # the question's
    assert fired == [True] and board.selection == ()
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # then the window's
    assert fired == [True, True]
    click(qtbot, board, board.item_of(CARDS[0]))
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # a pick under way is no question: the window's
    assert fired == [True, True, True] and board.selection == (CARDS[0],)


def test_tab_and_the_arrows_reach_both_answers_and_enter_on_cancel_cancels(qtbot, board):
    """Session 20: only the confirm button was a stop of Tab, so a keyboard player could not
    reach Cancel. Tab, Shift+Tab and the arrows go between the two answers (round, never off
    the board), the focus ring and a screen reader follow, Enter or Space on Cancel cancels
    (what was put back is given back) and Enter on the answer, or the key again, answers."""
    from farmhouse.app.board.parts.confirm import CANCEL

    board.setFocus()
    click(qtbot, board, board.item_of(CARDS[1]))
    qtbot.keyClick(board, Qt.Key.Key_B)  # (card 1 put back first, as Q puts back a tile)
    question = board.confirmation
    sure, cancel = question.buttons
    assert board.focus_target == SURE and board.focus_order() == [SURE, CANCEL]
    assert board.item_of(CANCEL) is cancel and question.cancel_item is cancel
    for key, modifier, focused in (
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier, CANCEL),
        (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier, SURE),  # (round, on the board)
        (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier, CANCEL),
        (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier, SURE),
        (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier, CANCEL),
    ):
        qtbot.keyClick(board, key, modifier)
        assert board.focus_target == focused and board.hasFocus()
    ring = board.key_focus_rect()
    assert ring is not None and ring.contains(cancel.sceneBoundingRect().center())
    tree = {name: (role, states) for role, name, _, states in accessible_tree(board)}
    assert tree["Cancel"] == ("Button", "focused") and problems(board) == []
    with qtbot.assertNotEmitted(board.action_chosen):
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert not question.asked and board.selection == (CARDS[1],)  # given back
    assert board.item_of(CANCEL) is None and CANCEL not in board.focus_order()
    board.clear_selection()
    board.before = ()  # (asked with nothing picked: nothing to give back)
    qtbot.keyClick(board, Qt.Key.Key_B)
    qtbot.keyClick(board, Qt.Key.Key_Tab)
    with qtbot.assertNotEmitted(board.action_chosen):
        qtbot.keyClick(board, Qt.Key.Key_Space)
    assert not question.asked and board.focus_target == BURN  # (back on what asked it)
    for answer in (Qt.Key.Key_Return, Qt.Key.Key_B):  # Enter on the answer, B on Cancel
        qtbot.keyClick(board, Qt.Key.Key_B)
        if answer == Qt.Key.Key_B:
            qtbot.keyClick(board, Qt.Key.Key_Tab)
            assert board.focus_target == CANCEL
        else:
            assert board.focus_target == SURE
        with qtbot.waitSignal(board.action_chosen, timeout=1000) as chosen:
            qtbot.keyClick(board, answer)
        assert chosen.args == ["burn"]
        board.show_view(object(), ["burn"])
        board.set_interactive(True)
