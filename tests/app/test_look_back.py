"""The in-game look back (issue 20), in each of the four games through the real window: a
click on a past line of the game log shows the board as it was after that step, from the
view of the seat at the screen, under a band; the game cannot be played meanwhile; Esc
returns and the game goes on. Never during a hand-over, and in a hot-seat game only the
seat at the screen's own view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from farmhouse.app.look_back import line_positions, log_positions
from farmhouse.core import registry
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui

GAME_IDS = list(registry.game_ids())


def click_line(qtbot, log, line: int) -> None:
    """Click the middle of paragraph ``line`` of ``log`` (scrolled into sight first)."""
    doc = log.document()
    rect = doc.documentLayout().blockBoundingRect(doc.findBlockByNumber(line))
    log.verticalScrollBar().setValue(int(rect.top()))
    QApplication.processEvents()
    point = rect.center().toPoint()
    point.setY(point.y() - log.verticalScrollBar().value())
    point.setX(min(point.x(), 20))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=point)


def play_until(qtbot, window, match: Match, actions: int) -> None:
    """Let the humans' moves be made by easy AIs (through the board's signal, as a click
    would) until ``match`` holds at least ``actions`` actions and a human is to decide (or a
    hand-over waits for one)."""
    page = window.game_page
    controller = page.controller
    ais = {i: make_ai(match.game_id, "easy", 90 + i) for i in range(len(match.seats))}
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: controller._awaiting_human or page.handover_shown or match.is_over,
            timeout=10_000,
        )
        assert not match.is_over, "the game ended before the look back"
        if len(match.actions) >= actions:
            return
        if page.handover_shown:
            page.hand_over.button.click()
            continue
        seat = match.to_move
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        page.board.action_chosen.emit(ais[seat].choose(view, legal, 1.0, CancelToken()))
    raise AssertionError("the game did not get there")


def test_log_positions_map_lines_to_steps():
    assert log_positions(2, [1, 0, 2], 5) == [0, 0, 1, 3, 3]
    assert log_positions(2, [1, 0, 2], 3) == [1, 3, 3]  # the log's last lines only
    assert log_positions(0, [1], 3) == [None, None, 1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_past_log_line_shows_the_board_as_it_was_and_esc_returns(qtbot, game_id):
    players = registry.get_game(game_id).player_counts.stop - 1
    seats = [Seat("Ann")] + [Seat(None, "ai", "easy") for _ in range(players - 1)]
    match = Match.new(game_id, seats, None, 5)
    with real_window(qtbot) as window:
        window.start_match(match)
        play_until(qtbot, window, match, 12)
        page = window.game_page
        live = page.board
        now = len(match.actions)
        lines = line_positions(page.controller, page.log.document().blockCount())
        line = next(i for i, p in enumerate(lines) if p is not None and 3 <= p < now - 2)
        position = lines[line]
        click_line(qtbot, page.log, line)
        assert page.looking_back
        back = page._look_back
        assert back.isVisible() and not live.isVisible()  # the live board cannot be played
        assert back.band.isVisible()
        assert "Looking back" in back.text.text() and "Esc" in back.text.text()
        state = match.game.setup(players, match.options, match.seed)
        for action in match.actions[:position]:
            state = match.game.apply(state, action)[0]
        assert back.board.view == match.game.view(state, 0)  # Ann's own view, then
        assert back.board.view.seat == 0 and not back.board.interactive
        assert f"move {position} of {now}" in back.text.text()
        # the game's keys do nothing meanwhile
        window.undo_action.trigger()
        window.hint_action.trigger()
        assert len(match.actions) == now and page.looking_back
        window.activateWindow()
        back.setFocus()
        qtbot.waitUntil(lambda: back.isAncestorOf(QApplication.focusWidget()) or back.hasFocus())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        assert not page.looking_back
        assert live.isVisible()
        assert live.view == match.view(0)
        # the game goes on
        play_until(qtbot, window, match, now + 2)
        assert len(match.actions) >= now + 2


def test_hot_seat_look_back_shows_only_the_seat_at_the_screen_and_never_a_hand_over(qtbot):
    game_id = "bye_bye_black_sheep"
    match = Match.new(game_id, [Seat("Ann"), Seat("Bob"), Seat(None, "ai", "easy")], None, 3)
    with real_window(qtbot) as window:
        window.start_match(match)
        page = window.game_page
        controller = page.controller
        looked_back = handovers = 0
        for target in range(6, 40, 3):
            play_until(qtbot, window, match, target)
            lines = line_positions(controller, page.log.document().blockCount())
            line = next((i for i, p in enumerate(lines) if p is not None and p >= 2), None)
            assert line is not None
            if page.handover_shown:
                handovers += 1
                click_line(qtbot, page.log, line)
                assert not page.looking_back and page.handover_shown  # nothing behind it
                assert not page.look_back(lines[line])
                continue
            seat = controller.screen_seat
            assert seat in (0, 1)
            click_line(qtbot, page.log, line)
            assert page.looking_back
            view = page._look_back.board.view
            assert view.seat == seat  # the person at the screen's own view, no other
            looked_back += 1
            page.end_look_back()
        assert looked_back >= 2 and handovers >= 1


def test_a_new_game_after_a_look_back_shows_its_own_board(qtbot, qtlog):
    """After a look back, the next game's board is the one shown, and the
    board stack is never asked for the previous game's board (Qt warned "not contained in
    stack" when the look back was ended after that board had left the stack)."""
    match = Match.new("black_sheep", [Seat("Ann"), Seat(None, "ai", "easy")], None, 5)
    with real_window(qtbot) as window:
        window.start_match(match)
        play_until(qtbot, window, match, 6)
        page = window.game_page
        assert page.look_back(2) and page.looking_back
        # (the look back is left on: the new game must end it)
        window.start_match(Match.new("el_gaucho", [Seat("Ann"), Seat(None, "ai", "easy")], None, 1))
        assert not page.looking_back
        assert page.board_stack.currentWidget() is page.controller.board
        assert not [r for r in qtlog.records if "not contained in stack" in r.message]


def test_the_look_back_counts_the_moves_the_ais_make_meanwhile_and_steps_with_the_arrows(qtbot):
    """While the player looks back, the AIs play on: the band counts their moves ("move 3 of
    14", not the total of when the look back began) and Left/Right step through the past
    moves, up to the newest, each drawn as the seat at the screen saw it."""
    game_id = "black_sheep"
    seats = [Seat("Ann"), Seat(None, "ai", "easy"), Seat(None, "ai", "easy")]
    match = Match.new(game_id, seats, None, 5)
    with real_window(qtbot) as window:
        window.start_match(match)
        play_until(qtbot, window, match, 8)
        page = window.game_page
        controller = page.controller
        now = len(match.actions)
        assert page.look_back(3)
        back = page._look_back
        # Ann moves (as the board would say) while the old board covers it: the AIs answer
        seat = match.to_move
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        ai = make_ai(game_id, "easy", 1)
        controller.board.action_chosen.emit(ai.choose(view, legal, 1.0, CancelToken()))
        qtbot.waitUntil(lambda: controller._awaiting_human or match.is_over, timeout=10_000)
        later = len(match.actions)
        assert later >= now + 3 and page.looking_back
        assert f"move 3 of {later}" in back.text.text()

        def board_after(position: int):
            state = match.game.setup(len(seats), match.options, match.seed)
            for action in match.actions[:position]:
                state = match.game.apply(state, action)[0]
            return match.game.view(state, 0)

        back.setFocus()
        qtbot.waitUntil(lambda: back.isAncestorOf(QApplication.focusWidget()) or back.hasFocus())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        assert back.position == 4 and back.board.view == board_after(4)
        assert f"move 4 of {later}" in back.text.text()
        for _ in range(3):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
        assert back.position == 1 and back.board.view == board_after(1)
        for _ in range(3):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
        assert back.position == 0  # not before the deal
        back.step(later + 5)
        assert back.position == later  # the newest move made, no further
        assert back.board.view == match.view(0)
        assert page.looking_back


def test_a_hot_seat_look_back_counts_the_moves_the_ais_make_after_a_person(qtbot):
    """Hot-seat with AIs: a person moves and looks back at once (their own view still on the
    screen); as the AIs play on, the band counts their moves ("move 2 of 13", not "of 11")
    and, as the live board, shows the public view (no person decides now); the next
    person's hand-over closes it."""
    game_id = "black_sheep"
    seats = [Seat("Ann"), Seat("花子"), Seat(None, "ai", "easy"), Seat(None, "ai", "easy")]
    match = Match.new(game_id, seats, None, 5)
    with real_window(qtbot) as window:
        window.start_match(match)
        page = window.game_page
        controller = page.controller
        ais = {i: make_ai(game_id, "easy", 90 + i) for i in range(2)}
        for _ in range(200):  # (the people's moves by easy AIs) until 花子's turn, past move 6
            qtbot.waitUntil(
                lambda: controller._awaiting_human or page.handover_shown or match.is_over,
                timeout=10_000,
            )
            assert not match.is_over
            if page.handover_shown:
                page.hand_over.button.click()
                continue
            seat = match.to_move
            if seat == 1 and len(match.actions) >= 6:
                break
            view = match.view(seat)
            legal = list(match.game.legal_actions_in_view(view))
            page.board.action_chosen.emit(ais[seat].choose(view, legal, 1.0, CancelToken()))
        view = match.view(1)
        legal = list(match.game.legal_actions_in_view(view))
        controller.board.action_chosen.emit(
            make_ai(game_id, "easy", 1).choose(view, legal, 1.0, CancelToken())
        )
        now = len(match.actions)
        assert page.look_back(2)  # (at once: 花子's view is still the one shown)
        back = page._look_back
        assert back.viewer == 1 and f"move 2 of {now}" in back.text.text()
        qtbot.waitUntil(lambda: len(match.actions) > now + 1 or page.handover_shown, timeout=10_000)
        if not page.handover_shown:
            later = len(match.actions)
            assert page.looking_back and f"move 2 of {later}" in back.text.text()
            assert back.viewer is None and back.board.view.seat is None  # the public view
        qtbot.waitUntil(lambda: page.handover_shown, timeout=10_000)
        assert f"of {len(match.actions)}" in back.text.text()
        assert not page.looking_back  # the hand-over closes it


def marked_blocks(log) -> list[int]:
    """The paragraphs of ``log`` marked now (its extra selections)."""
    return sorted({s.cursor.block().blockNumber() for s in log.extraSelections()})


def in_sight(log, block: int) -> bool:
    """True if paragraph ``block`` of ``log`` is whole within its viewport."""
    doc = log.document()
    rect = doc.documentLayout().blockBoundingRect(doc.findBlockByNumber(block))
    top = rect.top() - log.verticalScrollBar().value()
    return top >= 0 and top + rect.height() <= log.viewport().height() + 1


def test_the_game_log_marks_the_step_looked_at_keeps_it_in_sight_and_is_restored(qtbot):
    """While looking back, the game log marks the lines of the move looked at and keeps them
    in sight (as the replay's log does), through Left/Right and the AIs' moves meanwhile; Esc
    returns to the log as it was (unmarked, at its newest line). It stayed at its newest
    lines, nothing marked."""
    seats = [Seat("Ann"), Seat(None, "ai", "easy"), Seat(None, "ai", "easy")]
    match = Match.new("black_sheep", seats, None, 5)
    with real_window(qtbot) as window:
        window.start_match(match)
        play_until(qtbot, window, match, 30)
        page = window.game_page
        controller = page.controller
        log = page.log
        bar = log.verticalScrollBar()
        assert bar.maximum() > 0 and bar.value() == bar.maximum()
        lines = line_positions(controller, log.document().blockCount())

        def lines_of(position: int) -> list[int]:
            return [i for i, p in enumerate(lines) if p == position]

        line = lines_of(3)[0]
        click_line(qtbot, log, line)
        assert page.looking_back and page._look_back.position == 3
        bar.setValue(bar.maximum())  # (the reader scrolls on: the arrows bring it back)
        back = page._look_back
        back.setFocus()
        qtbot.waitUntil(lambda: back.isAncestorOf(QApplication.focusWidget()) or back.hasFocus())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        assert back.position == 4
        assert marked_blocks(log) == lines_of(4) != []
        assert all(in_sight(log, b) for b in lines_of(4))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
        assert marked_blocks(log) == lines_of(2) and all(in_sight(log, b) for b in lines_of(2))
        # Ann moves while looking back (as the board would say): the AIs' lines come in below,
        # the marked step stays in sight
        seat = match.to_move
        view = match.view(seat)
        legal = list(match.game.legal_actions_in_view(view))
        controller.board.action_chosen.emit(
            make_ai("black_sheep", "easy", 1).choose(view, legal, 1.0, CancelToken())
        )
        qtbot.waitUntil(lambda: controller._awaiting_human or match.is_over, timeout=10_000)
        assert marked_blocks(log) == lines_of(2) and all(in_sight(log, b) for b in lines_of(2))
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        assert not page.looking_back
        assert marked_blocks(log) == []
        assert bar.value() == bar.maximum()  # the newest lines, as before the look back
        assert in_sight(log, log.document().blockCount() - 1)


def test_a_step_that_writes_no_log_line_marks_the_move_it_completes(qtbot):
    """Wooly Bully's "end the turn" writes no log line (the hand is refilled, the turn
    passes on). Looking back with Right from move 1 to the newest, every step marks lines:
    a step with lines its own, a step without the lines of the last step before it that
    wrote some (the move it completes), in sight; before, every other step marked nothing."""
    seats = [Seat("Ann"), Seat(None, "ai", "easy"), Seat(None, "ai", "easy")]
    match = Match.new("wooly_bully", seats, None, 4)
    with real_window(qtbot, "ja") as window:
        window.start_match(match)
        play_until(qtbot, window, match, 20)
        page = window.game_page
        log = page.log
        lines = line_positions(page.controller, log.document().blockCount())
        silent = [p for p in range(1, len(match.actions) + 1) if p not in lines]
        assert silent  # (steps without lines: the case this is about)
        click_line(qtbot, log, lines.index(1))
        back = page._look_back
        assert page.looking_back and back.position == 1
        back.setFocus()
        qtbot.waitUntil(lambda: back.isAncestorOf(QApplication.focusWidget()) or back.hasFocus())
        while back.position < back.timeline.last:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
            at = back.position
            owner = max(p for p in lines if p is not None and p <= at)
            assert owner == at or at in silent
            wanted = [i for i, p in enumerate(lines) if p == owner]
            assert marked_blocks(log) == wanted != [], at
            assert all(in_sight(log, b) for b in wanted)


def test_looking_back_from_the_folded_panels_log_closes_the_drawer_over_the_band(qtbot):
    """At 800 × 600 the side panel is folded; Ctrl+L opens it over the board and Enter on a
    past log line looked back with the drawer left open over the band's right side and its
    "Back to the game" button (session 18's tester, V9). The drawer closes; the band and its
    button are in sight; the focus is the look back's, and Esc returns to the live board."""
    seats = [Seat("Ann"), Seat(None, "ai", "easy")]
    match = Match.new("el_gaucho", seats, None, 3)
    with real_window(qtbot, size=(800, 600)) as window:
        window.start_match(match)
        play_until(qtbot, window, match, 12)
        page = window.game_page
        assert page.folded and not page.panel_open
        page.board.setFocus()
        QApplication.processEvents()
        page.focus_log()
        qtbot.waitUntil(page.log.hasFocus, timeout=2000)
        assert page.panel_open
        for _ in range(4):
            qtbot.keyClick(page.log, Qt.Key.Key_Up)
        qtbot.keyClick(page.log, Qt.Key.Key_Return)
        assert page.looking_back
        back = page._look_back
        assert not page.panel_open and not page.fold_bar.button.isChecked()
        button = back.return_button
        assert button.isVisible()
        corner = button.mapTo(page, button.rect().center())
        assert page.childAt(corner) is button or button.isAncestorOf(page.childAt(corner))
        assert back.isAncestorOf(QApplication.focusWidget()) or back.hasFocus()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        assert not page.looking_back and page.board.isVisible()
