"""Keyboard play and screen readers on the board kit (farmhouse.app.board.game_board and
.access), on the toy game through the real main window: a whole game played with key
events only, Tab leaving the board and coming back, the accessible tree of a mid-game
board, and the announcements of moves, turns and refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from farmhouse.app.board import access
from farmhouse.app.board.game_board import GameBoard
from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import play_by_keys, real_window
from tests.core.toygame.choices import CARDS, GO

pytestmark = pytest.mark.gui

TOY = "toy_dice"


@pytest.fixture
def window(qtbot):
    registry.register(TOY, "tests.core.toygame")
    try:
        with real_window(qtbot) as window:
            yield window
    finally:
        registry.unregister(TOY)


def start(window, seed=3):
    match = Match.new(TOY, [Seat("Ann"), Seat("Bot", "ai", "normal")], None, seed)
    window.start_match(match)
    board = window.game_page.board
    assert isinstance(board, GameBoard)
    return board


def wait_for_my_turn(qtbot, window, board):
    qtbot.waitUntil(lambda: window.outcome is not None or board.taking_choices(), timeout=5000)
    if window.outcome is None:
        board.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(board.hasFocus, timeout=2000)


def key(board, k, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(board, k, modifier)


def test_a_whole_toy_game_is_played_with_keys_only(qtbot, window):
    board = start(window)
    turns = 0
    while True:
        wait_for_my_turn(qtbot, window, board)
        if window.outcome is not None:
            break
        assert board.focus_order() == list(CARDS)
        if turns % 3 == 0:
            # Tab to the first card, → to the second, Enter picks it, Enter again: Go
            key(board, Qt.Key.Key_Tab)
            assert board.focus_target == CARDS[0]
            key(board, Qt.Key.Key_Right)
            assert board.focus_target == CARDS[1]
            key(board, Qt.Key.Key_Return)
            assert board.selection == (CARDS[1],)
            assert board.focus_target == GO  # the next step's first choice
        elif turns % 3 == 1:
            # the game's own key (3: the third card), Esc steps back, key 1, then Enter
            key(board, Qt.Key.Key_3)
            assert board.selection == (CARDS[2],)
            key(board, Qt.Key.Key_Escape)
            assert board.selection == ()
            key(board, Qt.Key.Key_1)
            assert board.selection == (CARDS[0],)
            assert board.focus_target == GO
        else:
            # a keyboard player's focus is on the first card when the turn comes back
            qtbot.waitUntil(lambda: board.focus_target == CARDS[0], timeout=2000)
            key(board, Qt.Key.Key_Right)
            key(board, Qt.Key.Key_Right)
            assert board.focus_target == CARDS[-1]
            key(board, Qt.Key.Key_Space)
            assert board.selection == (CARDS[-1],)
        positions = window.match.view(None).positions
        moves = len(window.match.actions)
        key(board, Qt.Key.Key_Return if turns % 3 != 2 else Qt.Key.Key_Space)
        qtbot.waitUntil(lambda m=moves: len(window.match.actions) > m, timeout=3000)
        assert window.match.view(None).positions != positions
        turns += 1
        assert turns < 40
    assert turns >= 2
    assert window.outcome is not None


def test_the_focus_ring_is_shown_only_with_the_keyboard_focus(qtbot, window):
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    assert board.key_focus_rect() is None  # no ring before a key was pressed
    key(board, Qt.Key.Key_Tab)
    ring = board.key_focus_rect()
    card = board.item_of(CARDS[0]).sceneBoundingRect()
    assert ring is not None and ring.contains(card)
    key(board, Qt.Key.Key_Escape)  # nothing picked: Esc takes the focus away
    assert board.key_focus_rect() is None


def test_tab_goes_round_the_targets_and_never_leaves_the_board(qtbot, window):
    """Session 19's tester, X1: Tab past the last target went on to the side panel's Take
    back, and Enter there took back the move. Now Tab and Shift+Tab wrap while the board
    has targets, and Enter after them picks on the board."""
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    order = board.focus_order()
    assert order == list(CARDS)  # (Go cannot be picked yet)
    for _ in range(len(order) + 1):
        key(board, Qt.Key.Key_Tab)
        assert board.hasFocus()
    assert board.focus_target == CARDS[0]  # round again
    key(board, Qt.Key.Key_Backtab)
    assert board.hasFocus() and board.focus_target == CARDS[-1]
    moves = len(window.match.actions)
    key(board, Qt.Key.Key_Return)  # picks the card in focus; nothing is taken back
    assert board.selection == (CARDS[-1],) and len(window.match.actions) == moves


def test_ctrl_tab_leaves_the_board_and_ctrl_shift_tab_comes_back(qtbot, window):
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    page = window.game_page
    key(board, Qt.Key.Key_Tab)
    assert board.focus_target == CARDS[0]
    QTest.keyClick(board, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)
    assert board.focus_target is None and board.key_focus_rect() is None
    left_to = QApplication.focusWidget()
    assert left_to is not None and not board.isAncestorOf(left_to)
    # Ctrl+L reaches the game log, which has a name for screen readers
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(page.log.hasFocus, timeout=2000)
    assert page.log.accessibleName() == "Game log"
    # Ctrl+Shift+Tab from the board steps back; Shift+Tab through the panel comes back to the
    # board, which focuses its last card
    for _ in range(8):
        if board.hasFocus():
            break
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert board.hasFocus()
    assert board.focus_target == CARDS[-1]
    before = QApplication.focusWidget()
    QTest.keyClick(
        board,
        Qt.Key.Key_Backtab,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)
    assert QApplication.focusWidget() is not before


def test_tab_stays_on_a_board_with_nothing_to_pick_and_says_why(qtbot, window, heard):
    """Session 19's second tester, Y1: while the computer played (nothing to pick), Tab left
    the board for the side panel's Take back, and Enter took the player's move back. Tab
    now keeps the focus on a board a game is played on and says why nothing can be picked,
    as Enter does; Ctrl+Tab still leaves it."""
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    board.set_interactive(False)  # (as while the computer moves)
    assert board.focus_order() == []
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    moves = len(window.match.actions)
    for tab in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Tab):
        heard.clear()
        key(board, tab)
        qtbot.wait(20)
        assert board.hasFocus()
        assert ("announce", "It is not your turn.") in heard
    key(board, Qt.Key.Key_Return)
    assert board.hasFocus() and len(window.match.actions) == moves  # nothing taken back
    QTest.keyClick(board, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)


def test_tab_leaves_a_board_that_only_shows(qtbot, window):
    """A read-only board (a replay, the look back) is one widget among the page's: Tab
    leaves it."""
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    board.set_interactive(False)
    board.set_read_only(True)
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    key(board, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)


@pytest.mark.parametrize("back", [False, True])
def test_ctrl_tab_from_the_side_panel_comes_back_to_the_board(qtbot, window, back):
    """Session 19's second tester, Y2: Ctrl+Tab and Ctrl+Shift+Tab left the board but did
    nothing from the side panel's buttons or the game log. From anywhere in the page they
    go back to the board, to its first (Ctrl+Tab) or last (Ctrl+Shift+Tab) lit place."""
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    page = window.game_page
    buttons = [b for b in (page.undo_button, page.hint_button) if b.isEnabled()]
    for widget in (*buttons, page.log):
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(widget.hasFocus, timeout=2000)
        modifiers = Qt.KeyboardModifier.ControlModifier
        if back:
            modifiers |= Qt.KeyboardModifier.ShiftModifier
        QTest.keyClick(widget, Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab, modifiers)
        qtbot.waitUntil(board.hasFocus, timeout=2000)
        assert board.focus_target == (CARDS[-1] if back else CARDS[0])


def test_the_accessible_tree_of_a_mid_game_board(qtbot, window, heard):
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    key(board, Qt.Key.Key_2)  # one move each first
    key(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.match.actions) >= 2, timeout=3000)
    wait_for_my_turn(qtbot, window, board)
    assert any(window.match.view(None).positions)
    qtbot.waitUntil(lambda: board.focus_target == CARDS[0], timeout=2000)
    key(board, Qt.Key.Key_Escape)  # (the focus came back to the first card: away with it)
    key(board, Qt.Key.Key_Return)  # Enter with no focus is explained, not ignored
    assert heard[-1] == ("announce", "First move to a choice with Tab or the arrow keys.")
    key(board, Qt.Key.Key_Tab)
    assert ("focus", "Step 1: move your token one square (key 1)") in heard
    tree = access.accessible_tree(board)
    roles = [row[0] for row in tree]
    names = [row[1] for row in tree]
    assert names[0] == "Ann to play" and roles[0] == "StaticText"
    assert names[1:5] == [
        "Step 1: move your token one square (key 1)",
        "Step 2: move your token two squares (key 2)",
        "Roll: move your token as many squares as the die shows (key 3)",
        "Go: make the move of the chosen card",
    ]
    assert roles[1:5] == ["Button"] * 4
    assert tree[1][3] == "focused"
    # Go cannot be picked yet: unavailable, with the same reason its tooltip gives
    assert tree[4][2] == "Choose a move card first." == board.item_of(GO).why_not
    assert tree[4][3] == "unavailable"
    # the lanes are pieces a player may look at, named by their tooltips
    assert [n for n in names if ": square " in n] == [
        f"{name}: square {position} of 12"
        for name, position in zip(board.names, window.match.view(None).positions, strict=True)
    ]
    iface = QAccessible.queryAccessibleInterface(board)
    assert iface.focusChild().text(QAccessible.Text.Name) == names[1]
    assert access.problems(board) == []
    # a refused pick is announced (assertively) with its reason
    key(board, Qt.Key.Key_Tab)
    key(board, Qt.Key.Key_Tab)
    board.pick(GO)
    assert heard[-1] == ("announce", "Choose a move card first.")
    # a move and the turn change are announced too
    heard.clear()
    key(board, Qt.Key.Key_1)
    key(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any("steps 1" in text for _, text in heard), timeout=3000)
    qtbot.waitUntil(lambda: ("announce", "Bot (AI) is playing") in heard, timeout=3000)


def test_the_shell_names_what_a_screen_reader_cannot_tell_apart(qtbot, window):
    names = [c.button.accessibleName() for c in window.start_page.cards if c.playable]
    assert len(names) == len(set(names)) >= 2
    assert "New game of Dice Race" in names
    assert window.start_page.saved.accessibleName() == "Your games"
    from farmhouse.app.new_game import NewGameDialog

    dialog = NewGameDialog(TOY, parent=window)
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    assert row.name.accessibleName() == "Name of player 2"
    assert row.kind.accessibleName() == "Player 2: human or AI"
    assert row.level.accessibleName() == "Player 2: AI level"


def test_the_key_play_helper_plays_a_whole_toy_game(qtbot, window):
    """The helper every game's keyboard test can call (tests/app/keyplay.py)."""
    import random

    start(window, seed=11)
    rng = random.Random(5)
    made = play_by_keys(qtbot, window, lambda legal: rng.choice(list(legal)))
    assert made >= 2 and window.outcome is not None


@pytest.mark.parametrize("game_id", [TOY, "black_sheep"])
def test_at_game_start_the_board_has_the_focus_not_the_game_log(qtbot, window, game_id):
    """Even when the AI moves first, a new game gives the board the keyboard focus (Qt put it
    on the game log when the start page went): Tab reaches the board's targets first."""
    seed = next(
        s
        for s in range(1, 50)
        if Match.new(game_id, [Seat("Bot", "ai", "normal"), Seat("Ann")], None, s).to_move == 0
    )
    match = Match.new(game_id, [Seat("Bot", "ai", "normal"), Seat("Ann")], None, seed)
    window.set_ai_speed("normal")
    window.start_page.scroller.setFocus()  # as the app opens: the start page has the focus
    qtbot.waitUntil(window.start_page.scroller.hasFocus, timeout=2000)
    window.start_match(match)
    board = window.game_page.board
    assert QApplication.focusWidget() is board
    qtbot.waitUntil(board.taking_choices, timeout=10000)
    assert board.hasFocus()
    key(board, Qt.Key.Key_Tab)
    assert board.focus_target == board.focus_order()[0]


def test_the_boards_name_follows_its_headline_before_it_is_focused(qtbot, window, heard):
    """A screen reader keeps the board's name (its headline) as first read: each change is
    told (Qt's NameChanged), and at a hot-seat reveal before the board takes the focus (the
    focus event spoke the hand-over's "Waiting for …" on the player's own turn)."""
    from PySide6.QtCore import QEvent, QObject

    told_at_focus: list[tuple[str, str]] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.FocusIn:
                names = [text for kind, text in heard if kind == "name"]
                told_at_focus.append((names[-1] if names else "", access.board_name(obj)))
            return False

    match = Match.new(TOY, [Seat("Ann"), Seat("Bea")], None, 3)
    window.start_match(match)
    page = window.game_page
    board = page.board
    watch = Watch(board)
    board.installEventFilter(watch)
    for _ in range(2):  # Ann's reveal and move, then Bea's reveal
        qtbot.waitUntil(lambda: page.handover_shown, timeout=5000)
        qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3000)
        told_at_focus.clear()
        QTest.keyClick(page.hand_over.button, Qt.Key.Key_Space)
        qtbot.waitUntil(board.taking_choices, timeout=5000)
        qtbot.waitUntil(board.hasFocus, timeout=2000)
        assert told_at_focus, "the board was not focused"
        assert told_at_focus[-1][0] == told_at_focus[-1][1] != ""
        names = [text for kind, text in heard if kind == "name"]
        assert names[-1] == access.board_name(board) == access.spoken(board.banner_text())
        assert "Waiting" not in names[-1]
        key(board, Qt.Key.Key_1)
        key(board, Qt.Key.Key_Return)


def test_the_game_log_by_keys_rings_a_line_looks_back_at_it_and_esc_returns(qtbot, window, heard):
    """Ctrl+L landed in the log with no sign of the focus, Up only scrolled, Enter did not
    look back and Esc left the focus there (the tester's T7): the log rings its newest line,
    Up and Down move the ring (each line spoken: the focus on its item), Enter looks back at the ringed line, Esc
    gives the board the focus back."""
    board, log = _log_after_moves(qtbot, window)  # (a few moves in the log)
    page = window.game_page
    blocks = log.document().blockCount()
    newest = max(n for n in range(blocks) if log.line_text(n))
    assert log.key_line == newest and log.key_line_rect() is not None
    heard.clear()
    QTest.keyClick(log, Qt.Key.Key_Up)
    line = log.key_line
    assert line is not None and line < newest and log.line_text(line)
    assert heard == [("focus", log.line_text(line))]  # (its item in the log's list)
    item = QAccessible.queryAccessibleInterface(log).focusChild()
    assert item.text(QAccessible.Text.Name) == log.line_text(line) and item.state().focused
    ring = log.key_line_rect()
    assert ring is not None and 0 <= ring.top() and ring.bottom() <= log.viewport().height()
    QTest.keyClick(log, Qt.Key.Key_Down)
    assert log.key_line == newest
    QTest.keyClick(log, Qt.Key.Key_Home)
    assert log.key_line == min(n for n in range(blocks) if log.line_text(n))
    QTest.keyClick(log, Qt.Key.Key_Return)  # the setup's line: the board at the start
    assert page.looking_back
    page.end_look_back()
    assert board.hasFocus()
    page.focus_log()
    qtbot.waitUntil(log.hasFocus, timeout=2000)
    QTest.keyClick(log, Qt.Key.Key_Escape)
    assert board.hasFocus()


def test_the_game_logs_ring_follows_the_look_back_as_left_and_right_step(qtbot, window):
    """Session 20: looking back from the log (Enter on a line), Left and Right stepped the
    look back and its marked lines, but the ring stayed on the line Enter was pressed on.
    It goes to the move's line of each step stepped to."""
    _, log = _log_after_moves(qtbot, window, 3)
    page = window.game_page
    QTest.keyClick(log, Qt.Key.Key_Home)
    QTest.keyClick(log, Qt.Key.Key_Return)  # (the setup's line: the board at the start)
    assert page.looking_back
    start_line = log.key_line
    for step in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(QApplication.focusWidget(), step)  # (the look back's keys)
        marked = log.extraSelections()
        assert marked and log.key_line == marked[0].cursor.blockNumber() != start_line
    log.setFocus()  # (back in the log: the ring on the step looked at)
    qtbot.waitUntil(log.hasFocus, timeout=2000)
    assert log.key_line == log.extraSelections()[0].cursor.blockNumber()


def _log_after_moves(qtbot, window, moves=2):
    """The game log focused (Ctrl+L) after ``moves`` of the player's moves."""
    board = start(window)
    for _ in range(moves):
        wait_for_my_turn(qtbot, window, board)
        key(board, Qt.Key.Key_1)
        key(board, Qt.Key.Key_Return)
    wait_for_my_turn(qtbot, window, board)
    log = window.game_page.log
    QTest.keyClick(board, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(log.hasFocus, timeout=2000)
    return board, log


def test_enter_in_the_log_focuses_a_look_back_named_by_its_band(qtbot, window):
    """The tester's U10: Enter on a log line looked back, but the focus went to an unnamed
    widget (a screen reader's "filler"), and the band was named "move 0 of 0" first. The
    focused look back is a pane (as the live board), named as its band says (the step shown, the game's moves, the keys),
    with no line-breaking joiners; a look back not yet at a position tells none."""
    from farmhouse.app.board.linebreak import plain
    from farmhouse.app.look_back import LookBack

    fresh = LookBack()
    assert fresh.text.text() == "" and fresh.accessibleName() == ""
    fresh.deleteLater()
    _board, log = _log_after_moves(qtbot, window)
    page = window.game_page
    QTest.keyClick(log, Qt.Key.Key_Home)
    QTest.keyClick(log, Qt.Key.Key_Return)
    assert page.looking_back
    look = QApplication.focusWidget()
    assert look is page._look_back
    iface = QAccessible.queryAccessibleInterface(look)
    assert iface.role() == QAccessible.Role.Pane  # (a plain widget's: "filler")
    name = iface.text(QAccessible.Text.Name)
    last = look.timeline.last
    assert name == plain(look.text.text()) != ""
    at = look.position
    assert f"move {at} of {last}" in name and "\u2060" not in name
    QTest.keyClick(look, Qt.Key.Key_Right)
    assert f"move {at + 1} of {last}" in iface.text(QAccessible.Text.Name)


def test_ctrl_l_a_screen_reader_hears_the_log_then_its_ringed_line(qtbot, window, heard):
    """Under AT-SPI, Ctrl+L told the focus of the ringed line's item first, then Qt told
    the log's own focus, which a screen reader took as the last word: the item's focus is
    told in the turn after the log's (its name, then the line)."""
    board = start(window)
    wait_for_my_turn(qtbot, window, board)
    log = window.game_page.log
    heard.clear()
    QTest.keyClick(board, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert log.hasFocus() and log.key_line is not None
    assert not [kind for kind, _ in heard if kind == "focus"]  # (not yet: Qt's is to come)
    line = log.line_text(log.key_line)
    qtbot.waitUntil(lambda: ("focus", line) in heard, timeout=1000)
    item = QAccessible.queryAccessibleInterface(log).focusChild()
    assert item is not None and item.text(QAccessible.Text.Name) == line


def test_enter_on_the_newest_log_line_says_so_in_the_status_bar(qtbot, window, heard):
    """The tester's U3: Enter on the newest lines (the board as it is now) changed nothing
    to see; it is spoken and shown in the status bar."""
    _board, log = _log_after_moves(qtbot, window)
    page = window.game_page
    newest = log.key_line
    heard.clear()
    QTest.keyClick(log, Qt.Key.Key_Return)
    assert not page.looking_back and log.key_line == newest
    said = "That is the board as it is now."
    assert ("announce", said) in heard
    assert window.statusBar().currentMessage() == said


def test_esc_in_the_look_back_hands_the_focus_straight_to_the_board(qtbot, window):
    """U10, on the way back: Esc turned the board's stack with the focus still in the look
    back, which Qt clears first (no widget focused, and a screen reader told the look back's
    focus again); the board takes the focus from the look back itself."""
    from PySide6.QtCore import QEvent, QObject

    board, log = _log_after_moves(qtbot, window)
    page = window.game_page
    QTest.keyClick(log, Qt.Key.Key_Home)
    QTest.keyClick(log, Qt.Key.Key_Return)
    look = page._look_back
    assert look is not None and look.hasFocus()
    focus_after: list[object] = []

    class Watch(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.FocusOut:
                focus_after.append(QApplication.focusWidget())
            return False

    watch = Watch(look)
    look.installEventFilter(watch)
    QTest.keyClick(look, Qt.Key.Key_Escape)
    assert not page.looking_back and board.hasFocus()
    assert focus_after == [board]
