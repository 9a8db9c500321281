"""The replay page (issue 20), in each of the four games through the real window: a finished
game is watched from the game-over dialog, and what the board draws for each viewer is that
seat's view at that moment (the game's own board given that view draws the same pixels),
never another seat's secrets; an unfinished game is watched from the public view only; the
keys, the log's lines and Back; a damaged file is reported by name; a watched file is never
changed."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetricsF, QImage
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem, QWidget

from farmhouse.app.board.linebreak import plain
from farmhouse.app.board.svg import SVG_CACHE
from farmhouse.app.game_ui import load_game_ui
from farmhouse.app.replay_page import log_entries, turn_at
from farmhouse.core import registry, saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.replay import EVERYTHING, Timeline
from tests.core.played import play, prefix

from .keyplay import real_window
from .test_names_whole import wrapped_lines

pytestmark = pytest.mark.gui

GAME_IDS = list(registry.game_ids())
NAMES = ["Ann", "Bob", "Chen", "Dora", "Emil"]


def whole_game(game_id: str, seed: int = 7) -> Match:
    """A game at its most players, Ann (a person) and easy AIs, played to its end by easy
    AIs (seeded)."""
    players = registry.get_game(game_id).player_counts.stop - 1
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "ai", "easy") for i in range(1, players)]
    return play(Match.new(game_id, seats, None, seed), seed=seed)


def watch_from_game_over(qtbot, window, match: Match):
    """Show the finished ``match`` (its game-over dialog opens) and click "Watch the game"."""
    window.start_match(match)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=10_000)
    dialog = window.game_over_dialog
    qtbot.waitExposed(dialog)
    # (not the default: Enter presses it only once it has the focus, session 19, X2)
    assert not dialog.watch.isDefault() and dialog.close_button.isDefault()
    dialog.watch.click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window._replay_page, timeout=5000)
    return window.replay_page


def choose(page, viewer) -> None:
    """Pick ``viewer`` in the seat chooser as a player does (the list's item, activated)."""
    index = list(page.timeline.viewers()).index(viewer)
    page.chooser.setCurrentIndex(index)
    page.chooser.activated.emit(index)


def expected(timeline: Timeline, position: int, viewer):
    """``(view, seat)``: the view the board must draw and whose "since your last turn" goes
    with it, worked out from the full state (not through the page): that seat's view (the
    public one for None, its "recent" that of the seat to move); everything shown draws the
    view of the seat whose turn it is (at the end: of the last mover)."""
    state = timeline.state_at(position)
    game = timeline.game
    to_move = game.turn_of(state)
    if viewer == EVERYTHING:
        seat = to_move if to_move is not None else timeline.movers[position - 1]
        return game.view(state, seat), seat
    if viewer is None:
        return game.view(state, None), to_move if to_move is not None else 0
    return game.view(state, viewer), viewer


def reference(page, viewer) -> tuple[QImage, Counter]:
    """What the game's own board draws for ``viewer``'s view at the page's position (its
    turn mark, the public view seen from Ann's seat, "since your last turn" as that seat saw
    it then), at the board's size."""
    board = page.board
    timeline, position = page.timeline, page.position
    view, seat = expected(timeline, position, viewer)
    state = timeline.state_at(position)
    ui = load_game_ui(timeline.game_id)
    ref = ui.create_board(None)
    ref.resize(board.size())
    ref.set_animation_speed(0.0)
    ref.set_viewpoint(0)
    ref.set_read_only(True)  # (as the page's board: it only shows)
    ref.set_spectator(True)  # (and names the seat it follows)
    ref.set_holdings_apart(viewer == EVERYTHING)  # (the strip shows every seat's holdings)
    ref.show()
    ref.set_turn(timeline.game.turn_of(state))
    began = seat is not None and not timeline.has_decided_at(position, seat)  # (its first turn)
    ref.set_recent(timeline.since_last_decision_at(position, seat, viewer), seat, began)
    ref.show_view(view, [], [], page.names)
    ref.set_interactive(False)
    image, content = drawn(ref), drawn_content(ref)
    ref.close()
    ref.deleteLater()
    return image, content


def drawn(board) -> QImage:
    """What ``board`` shows now, as an image in one pixel format, every picture at its
    exact size: a paint that has spent its frame's rendering time draws a picture from
    another size, scaled, and renders the exact one in idle time (``SvgCache.picture``),
    which depends on the machine's load; so the board is taken again until a paint
    leaves nothing to render. Its items' caches are set first (the kit sets them in the turn
    after the board's first paint: an item drawn from its cache and one drawn straight
    differ by a few edge pixels)."""
    from farmhouse.app.board import item_cache

    for _ in range(5):
        SVG_CACHE.warm()
        QApplication.processEvents()
        image = board.grab().toImage()
        while board._painted and board.scene() in item_cache._WAITING:
            QApplication.processEvents()  # (first painted just now: its caches, then again)
            image = board.grab().toImage()
        if SVG_CACHE.warm() == 0:
            break
    return image.convertToFormat(QImage.Format.Format_RGB32)


def drawn_content(board) -> Counter:
    """What the board's scene shows, item by item, wherever it lies: each visible item's
    kind, tooltip (the pieces' names: "a blue meadow with forest, in your hand") and text."""
    found: Counter = Counter()
    for item in board.scene().items():
        if item.isVisible() and item.opacity() != 0:
            found[type(item).__name__, item.toolTip(), item_text(item)] += 1
    return found


def item_text(item) -> str:
    """The text a scene item shows ("" for a picture)."""
    if isinstance(item, QGraphicsSimpleTextItem):
        return item.text()
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText()
    text = getattr(item, "text", "")
    return text if isinstance(text, str) else ""


#: The share of a board's pixels that may differ from the game's own board given the same
#: view: a board keeps small marks of what it showed before (the antialiased edge of a
#: "new" mark), some 700 pixels of 590,000; one card or tile drawn or not drawn is
#: thousands.
ALIKE = 0.002


def differing_pixels(a: QImage, b: QImage) -> int:
    """How many pixels of two images of one size and format differ."""
    assert a.size() == b.size() and a.format() == b.format()
    width, count = a.width(), 0
    for y in range(a.height()):
        row_a = bytes(a.constScanLine(y))[: 4 * width]
        row_b = bytes(b.constScanLine(y))[: 4 * width]
        if row_a != row_b:
            count += sum(row_a[i : i + 4] != row_b[i : i + 4] for i in range(0, 4 * width, 4))
    return count


def fresh_picture(page, viewer) -> tuple[bool, Counter]:
    """:func:`same_picture` for the page opened anew at its position for ``viewer`` on a new
    board of the game (as the window opens a replay): a board keeps marks of the views it
    showed before (what changed since the last one, its layout and zoom), which a fresh
    board of the game given one view cannot have."""
    timeline, position = page.timeline, page.position
    ui = load_game_ui(timeline.game_id)
    page.open(timeline, ui, ui.create_board(None), viewer=viewer, position=position)
    assert page.position == position and page.viewer == viewer
    return same_picture(page, viewer)


def same_picture(page, viewer) -> tuple[bool, Counter]:
    """Whether the page's board draws what the game's own board draws for ``viewer``'s view
    (see :func:`reference`): the same pixels but for a few (see :data:`ALIKE`); and what it
    draws. A board that pans and zooms
    keeps where it looks and how it arranges its buttons from the views it showed before
    (the player's zoom, the table not jumping): its pieces and texts are compared instead."""
    image, content = reference(page, viewer)
    board = page.board
    mine = drawn_content(board)
    if board.pan_zoom:
        return mine == content, mine
    return differing_pixels(drawn(board), image) <= ALIKE * image.width() * image.height(), mine


def secrets_shown(timeline: Timeline, position: int, view, viewer) -> list[tuple[int, str]]:
    """The fields of other seats' own views (their hands, their secrets) that ``view`` shows
    where ``viewer``'s own view has something else."""
    import attrs

    game, state = timeline.game, timeline.state_at(position)
    public = game.view(state, None)
    own = game.view(state, viewer)
    found = []
    for seat in range(len(timeline.seats)):
        if seat == viewer:
            continue
        theirs = game.view(state, seat)
        for field in attrs.fields(type(theirs)):
            name = field.name
            if name == "seat" or getattr(theirs, name) == getattr(public, name):
                continue
            if getattr(view, name) == getattr(theirs, name) != getattr(own, name):
                found.append((seat, name))
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_game_watched_from_the_game_over_dialog_draws_each_seat_s_own_view(
    qtbot, game_id
):
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        assert timeline.finished and timeline.last == len(match.actions)
        assert page.position == timeline.last  # it opens at the end
        assert page.chooser.count() == len(match.seats) + 2
        assert page.chooser.isEnabled() and not page.public_only.isVisible()
        middle = timeline.last // 2
        page.go(middle)
        assert page.slider.value() == middle
        assert page.where.text().startswith(f"Move {middle} of {timeline.last}")
        images = {}
        for viewer in (0, 1, None, EVERYTHING):
            choose(page, viewer)
            assert page.viewer == viewer and page.position == middle
            board = page.board
            view, _ = expected(timeline, middle, viewer)
            assert board.view == view
            assert not board.interactive and not board.legal
            if viewer != EVERYTHING:
                assert board.view.seat == viewer
                assert secrets_shown(timeline, middle, board.view, viewer) == []
            same, images[viewer] = fresh_picture(page, viewer)
            assert same, viewer
        # the seats' views differ (their hands): the chooser changes what is drawn
        assert images[0] != images[1]
        assert images[0] != images[None]


#: Words only input help uses: the key lines ("Tab/arrows move · Enter picks · Esc back"),
#: instructions to the mover ("Click 2 dice…", "Choose a tile (1–9, or Tab and Enter)…") and
#: input buttons ("End turn (E)", "Take (Enter)", "Rotate (R)", "Stop").
FOR_A_MOVER = ("Enter", "Tab", "Esc", "(E)", "(R)", "click", "Click", "End turn", "Stop")


def mover_help(board) -> list[str]:
    """The texts of ``board``'s scene that are shown (visible, not transparent) and hold a
    word of :data:`FOR_A_MOVER`."""
    found = []
    for item in board.scene().items():
        if not item.isVisible() or item.effectiveOpacity() == 0:
            continue
        text = item_text(item)
        if any(word in text for word in FOR_A_MOVER):
            found.append(text)
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_replay_board_shows_no_key_line_instructions_or_buttons_for_a_mover(qtbot, game_id):
    """Watched from Ann's seat at her own turns in the middle of the game, the board is
    read-only: no key line, no instruction to the mover, no End-turn, Take or Stop button,
    no how-to-play tooltip (in English and after a switch to Japanese); the same board made playable again (read-only off) shows them (the check can fail)."""
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        choose(page, 0)
        board = page.board
        assert board.read_only
        ann = [p for p in range(timeline.last // 2, timeline.last) if turn_at(timeline, p) == 0]
        assert ann
        for position in ann[:6]:
            page.go(position)
            assert not board.interactive and not board.legal and board.view.seat == 0
            assert mover_help(board) == [], position
            assert board.toolTip() == "", position  # (no "Click … in your hand (keys 1–3)")
            keys = [i.toolTip() for i in board.scene().items() if "(key " in i.toolTip()]
            assert keys == [], position  # (no "A rolled 2 (key 1)": keys do nothing here)
        shown = []
        for position in ann[:6]:
            page.go(position)
            board.set_read_only(False)
            shown += mover_help(board)
            assert "lick" in board.toolTip()  # (the how-to-play tooltip of a board to play on)
            board.set_read_only(True)
            assert mover_help(board) == [] and board.toolTip() == "", position
        window.set_language("ja")  # (a language switch words the help again: still none)
        assert board.read_only and board.toolTip() == ""
        assert shown  # (what read-only leaves out is there on a board to play on)


#: Rule texts on a board that speak to any player, as the rules do ("Wish (cost 2): Gain
#: a die of the value you name."): not about the seat the board follows.
RULE_TEXTS = re.compile(r"\(cost \d+\):")


def spoken_to(board) -> list[str]:
    """The texts and tooltips of ``board``'s scene that are shown and speak to the reader
    as "you" (English; rule texts left out: :data:`RULE_TEXTS`)."""
    found = []
    for item in board.scene().items():
        if not item.isVisible() or item.effectiveOpacity() == 0:
            continue
        texts = (item_text(item), item.toolTip())
        found += [t for t in texts if YOU["en"].search(t) and not RULE_TEXTS.search(t)]
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_board_names_the_seat_it_follows_and_never_says_you(qtbot, game_id):
    """In a replay nobody watching is a seat: from Ann's view, and with everything shown
    (the board and each seat's board in the holdings strip), the boards name the seat
    ("Ann's turn", "Ann's hand: 6 cards", "Ann's sheep: blue", "Since Ann's last turn")
    where they said "▶ your turn", "Your hand", "Your sheep", "Ann (you)"; the same board
    as a player's (spectator off) says "you" (the check can fail)."""
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        board = page.board
        assert board.spectator
        positions = sorted({*range(1, timeline.last, max(1, timeline.last // 12)), 1, 2})
        said = []
        for viewer in (0, EVERYTHING):
            choose(page, viewer)
            for position in positions:
                page.go(position)
                assert spoken_to(board) == [], (viewer, position)
                for seat_board in page.holdings.boards:
                    assert seat_board.spectator
                    assert spoken_to(seat_board) == [], (viewer, position)
                board.set_spectator(False)
                said += spoken_to(board)
                board.set_spectator(True)
        assert said  # (the same views on a player's board speak to "you")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unfinished_game_is_watched_from_the_public_view_only(qtbot, game_id, tmp_path):
    whole = whole_game(game_id, seed=11)
    match = prefix(whole, len(whole.actions) // 2)
    assert not match.is_over
    path = tmp_path / "unfinished.farmhouse"
    saves.save_match(match, path)
    before = path.read_bytes()
    with real_window(qtbot) as window:
        assert window.watch_path(path)
        page = window.replay_page
        assert window.stack.currentWidget() is page
        timeline = page.timeline
        assert page.chooser.count() == 1 and not page.chooser.isEnabled()
        assert page.public_only.isVisible() and page.public_only.text()
        for position in (0, timeline.last // 3, timeline.last // 2, timeline.last):
            page.go(position)
            view = page.board.view
            assert view.seat is None
            assert view == timeline.game.view(timeline.state_at(position), None)
            for seat in range(len(timeline.seats)):
                assert secrets_shown(timeline, position, view, None) == [], seat
            assert fresh_picture(page, None)[0]
        # no seat's view can be chosen, not even by asking the page directly
        assert not page.set_viewer(0) and not page.set_viewer(EVERYTHING)
        assert page.viewer is None and page.board.view.seat is None
        assert "unfinished game" in window.statusBar().currentMessage()
        page.close_replay()
        assert window.stack.currentWidget() is window.start_page
    assert path.read_bytes() == before  # watching never writes the file


def test_keys_step_by_action_and_by_turn_and_esc_goes_back(qtbot):
    match = whole_game("black_sheep")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        board = page.board

        def focused():
            widget = QApplication.focusWidget()
            return widget is page or page.isAncestorOf(widget)

        assert window.focusWidget() is page  # the page has the keys from the start
        window.activateWindow()  # (offscreen, the window is not active again by itself)
        qtbot.waitUntil(focused, timeout=1000)

        def key(k, modifier=Qt.KeyboardModifier.NoModifier):
            qtbot.keyClick(QApplication.focusWidget(), k, modifier)

        key(Qt.Key.Key_Home)
        assert page.position == 0
        key(Qt.Key.Key_Right)
        key(Qt.Key.Key_Right)
        assert page.position == 2
        key(Qt.Key.Key_Left)
        assert page.position == 1
        key(Qt.Key.Key_PageDown)
        assert page.position == timeline.next_turn(1)
        here = page.position
        key(Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        assert page.position == timeline.next_turn(here)
        here = page.position
        key(Qt.Key.Key_PageUp)
        assert page.position == timeline.previous_turn(here)
        here = page.position
        key(Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
        assert page.position == timeline.previous_turn(here)
        key(Qt.Key.Key_End)
        assert page.position == timeline.last
        assert board.view == timeline.view_at(timeline.last, None)
        key(Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is window.game_page  # back to the final board


def test_a_click_on_a_log_line_jumps_to_its_step(qtbot):
    match = whole_game("bye_bye_black_sheep")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        log = page.log
        page.go(0)
        positions = log.positions
        line = next(i for i, p in enumerate(positions) if p > page.timeline.last // 2)
        block = log.document().findBlockByNumber(line)
        log.verticalScrollBar().setValue(
            int(log.document().documentLayout().blockBoundingRect(block).top())
        )
        QApplication.processEvents()
        rect = log.document().documentLayout().blockBoundingRect(block)
        point = rect.center().toPoint() - log.viewport().mapFrom(log, log.viewport().pos()) * 0
        point.setY(point.y() - log.verticalScrollBar().value())
        qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=point)
        assert page.position == positions[line]
        assert line in log.marked_lines()
        assert page.board.view == page.timeline.view_at(positions[line], None)


def test_the_log_by_keys_rings_a_line_speaks_it_and_enter_goes_to_its_step(qtbot, heard):
    """Session 19: in the replay the log's Up and Down only scrolled (no item focus: a
    screen reader heard nothing of the lines), and Ctrl+L did nothing. Now it is the game
    page's log by keys (look_back.LogKeys): Ctrl+L focuses it, its ringed line spoken in the
    turn after (its item the screen reader's focus); Up and Down move the ring, each line
    spoken; Enter goes to the ringed line's step, as a click does; the page's keys still
    step (Right) and Esc still leaves the replay."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtTest import QTest

    with watching_halfway(qtbot) as (window, page):
        log = page.log
        qtbot.waitUntil(lambda: page.hasFocus() or page.isAncestorOf(QApplication.focusWidget()))
        QTest.keyClick(
            QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
        )
        qtbot.waitUntil(log.hasFocus, timeout=2000)
        at = log.key_line
        assert at is not None and log.in_sight(at) and log.key_line_rect() is not None
        qtbot.waitUntil(lambda: ("focus", log.line_text(at)) in heard, timeout=1000)
        heard.clear()
        QTest.keyClick(log, Qt.Key.Key_Up)
        line = log.key_line
        assert line is not None and line < at and log.line_text(line)
        assert heard == [("focus", log.line_text(line))]  # (its item in the log's list)
        item = QAccessible.queryAccessibleInterface(log).focusChild()
        assert item.text(QAccessible.Text.Name) == log.line_text(line) and item.state().focused
        for _ in range(3):
            QTest.keyClick(log, Qt.Key.Key_Up)
        line = log.key_line
        ring = log.key_line_rect()  # (scrolled into sight)
        assert ring is not None and 0 <= ring.top() and ring.bottom() <= log.viewport().height()
        QTest.keyClick(log, Qt.Key.Key_Down)
        assert log.key_line > line
        line = log.key_line
        QTest.keyClick(log, Qt.Key.Key_Return)
        assert page.position == log.line_at(line)
        assert line in log.marked_lines() and log.hasFocus()
        assert page.board.view == page.timeline.view_at(log.line_at(line), None)
        here = page.position
        QTest.keyClick(log, Qt.Key.Key_Right)  # (the page's keys, from the log too)
        assert page.position == here + 1
        QTest.keyClick(log, Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is window.game_page


@contextmanager
def watching_halfway(qtbot) -> Iterator[tuple[Any, Any]]:
    """A whole Black Sheep game watched from its game-over dialog in a real window, shown at
    its middle step: ``(window, replay page)``."""
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, whole_game("black_sheep"))
        window.activateWindow()
        page.go(page.timeline.last // 2)
        yield window, page


def test_the_logs_ring_follows_the_step_as_left_and_right_step(qtbot):
    """Session 20: in the log (Ctrl+L), the ring stayed on the line Up had left it on while
    Left and Right stepped the replay, so Enter went back to that older step. The ring goes
    to the move's line of each step stepped to (unless it is on one of the step's lines
    already), also while the log has no focus: Ctrl+L then rings the step shown."""
    from PySide6.QtTest import QTest

    with watching_halfway(qtbot) as (_, page):
        log = page.log
        page.focus_log()
        qtbot.waitUntil(log.hasFocus, timeout=2000)
        for _ in range(6):
            QTest.keyClick(log, Qt.Key.Key_Up)
        older = log.line_at(log.key_line)
        assert older is not None and older < page.position
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
            QTest.keyClick(log, key)
            marked = log.marked_lines()
            assert marked and log.key_line == marked[0] and log.hasFocus()
            assert log.in_sight(log.key_line) and log.key_line_rect() is not None
        here = page.position
        QTest.keyClick(log, Qt.Key.Key_Down)  # (within the step's lines, or the next's)
        line = log.key_line
        QTest.keyClick(log, Qt.Key.Key_Return)
        assert page.position == log.line_at(line) and log.key_line == line  # (kept)
        page.go(here)
        page.board.setFocus()  # (the log without the focus: the ring follows all the same)
        QTest.keyClick(page.board, Qt.Key.Key_Right)
        assert page.position == here + 1 and log.key_line == log.marked_lines()[0]
        page.focus_log()
        qtbot.waitUntil(log.hasFocus, timeout=2000)
        assert log.key_line == log.marked_lines()[0] and log.in_sight(log.key_line)


def test_the_log_shows_the_current_step_whole_and_not_the_end_at_the_start(qtbot):
    """At move 0 the log is at its top (it does not tell who won before the game is
    watched); at the end the last line, marked, is in sight to its last wrapped line."""
    match = whole_game("black_sheep")
    with real_window(qtbot) as window:
        window.resize(1280, 720)
        page = watch_from_game_over(qtbot, window, match)
        log = page.log
        layout = log.document().documentLayout()

        def in_sight(line: int) -> bool:
            rect = layout.blockBoundingRect(log.document().findBlockByNumber(line))
            top = log.verticalScrollBar().value()
            return rect.top() >= top and rect.bottom() <= top + log.viewport().height()

        page.go(page.timeline.last)
        QApplication.processEvents()
        last_line = len(log.positions) - 1
        assert last_line in log.marked_lines() and in_sight(last_line)
        page.go(0)
        QApplication.processEvents()
        assert in_sight(0)


def test_play_steps_on_by_itself_and_pauses(qtbot):
    match = whole_game("el_gaucho")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        page.go(0)
        page.set_speed(0, 0.0)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page, timeout=1000)
        qtbot.keyClick(page, Qt.Key.Key_Space)
        assert page.playing
        qtbot.waitUntil(lambda: page.position >= 3, timeout=5000)
        qtbot.keyClick(page, Qt.Key.Key_Space)
        assert not page.playing
        stopped = page.position
        qtbot.wait(2 * 150 + 100)
        assert page.position == stopped


def test_enter_in_the_game_over_dialog_does_not_start_the_replay(qtbot):
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        window.start_match(match)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=10_000)
        dialog = window.game_over_dialog
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(lambda: dialog.guard.armed, timeout=3000)  # (keys right away: ignored)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.game_over_dialog is None, timeout=3000)
        assert window.stack.currentWidget() is window.game_page


def test_a_damaged_file_is_reported_by_name_and_nothing_changes(qtbot, tmp_path):
    match = whole_game("black_sheep")
    path = tmp_path / "changed.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:-3]  # the moves no longer lead to the saved position
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with real_window(qtbot) as window:
        assert not window.watch_path(path)
        box = window.message_box
        assert box is not None and str(path) in box.text()
        assert window.stack.currentWidget() is window.start_page
        assert window._replay_page is None or window.replay_page.timeline is None
    assert path.read_bytes() == before


def test_the_start_page_watches_a_finished_game_of_its_list(qtbot, tmp_path):
    match = whole_game("el_gaucho")
    path = saves.autosave(match)
    unfinished = prefix(whole_game("black_sheep"), 20)
    saves.save_match(unfinished, tmp_path / "unfinished.farmhouse")
    other = tmp_path / "unfinished.farmhouse"
    with real_window(qtbot) as window:
        window.settings.add_recent(other)
        start = window.start_page
        start.refresh()
        qtbot.waitUntil(lambda: not start.checking, timeout=10_000)
        rows = [i for i, e in enumerate(start.entries) if e.path == path]
        assert rows
        assert not start.watch_button.isEnabled()
        # an unfinished game of the list is not watched from there (only "Watch a game…")
        others = [i for i, e in enumerate(start.entries) if e.path == other]
        assert others
        start.saved.setCurrentRow(others[0])
        assert not start.watch_button.isEnabled() and start.watch_file_button.isEnabled()
        start.saved.setCurrentRow(rows[0])
        assert start.watch_button.isEnabled()
        start.watch_button.click()
        assert window.stack.currentWidget() is window.replay_page
        assert window.replay_page.timeline.last == len(match.actions)
        window.replay_page.back_button.click()
        assert window.stack.currentWidget() is start


#: What speaks to the reader as "you" in each language (a private line worded for its
#: seat: "You draw …", "(only you see them)"; あなた, 你).
YOU = {
    "en": re.compile(r"\b(you|your)\b", re.IGNORECASE),
    "ja": re.compile("あなた"),
    "zh_TW": re.compile("你"),
    "zh_CN": re.compile("你"),
}


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_log_with_everything_shown_speaks_of_each_seat_never_to_you(
    qtbot, translations, game_id, lang
):
    """With everything shown the watcher is none of the seats: a private line ("Bot 3 draws
    chicken, pig (only you see them)", "You draw 1 landscape tile") is said in the third
    person, naming its seat ("Bob draws chicken, pig.", "Bob draws 1 landscape tile."), in
    every language; each seat's secret is there (its spectator line), and no line says
    "you" (it said "Bob saw: You drew …", found by a tester)."""
    translations.set_language(lang)
    timeline = Timeline.from_match(whole_game(game_id))
    ui = load_game_ui(game_id)
    names = NAMES[: len(timeline.seats)]
    everything = [line for _, line in log_entries(timeline, ui, EVERYTHING, names)]
    assert not [line for line in everything if YOU[lang].search(line)]
    private = [
        e
        for _, events in timeline.log_to(timeline.last, EVERYTHING)
        for e in events
        if e.private_to is not None
    ]
    assert {e.private_to for e in private} == set(range(len(names)))  # every seat's secrets
    for event in private:
        line = ui.describe_event(event, names, spectator=True)
        assert line and names[event.private_to] in line, line
        assert line != ui.describe_event(event, names)  # (a wording of its own)
        assert line in everything, line
    # a seat's view: its own secrets, named too (in a replay nobody is "you")
    own = [line for _, line in log_entries(timeline, ui, 0, names)]
    assert not [line for line in own if YOU[lang].search(line)]
    assert {ui.describe_event(e, names, spectator=True) for e in private if e.private_to == 0} - {
        None
    } <= set(own)


#: How a spectator's line (a private event in the third person) is worded in a language
#: with tenses, as the games' own log lines are: English in the present ("Bob draws chicken,
#: pig.", as "Bob draws 2 cards."), Japanese in the past (「…を引きました。」). Chinese has none.
TENSE = {
    "en": re.compile(r"^\S+ (draws|sees|keeps|discards) "),
    "ja": re.compile(r"ました。$"),
}


@pytest.mark.parametrize("lang", sorted(TENSE))
def test_the_spectator_lines_agree_in_tense_across_games(qtbot, translations, lang):
    """With everything shown, Black Sheep said "Bob draws chicken, pig." while Wooly Bully
    and Bye-Bye said "Bob drew …" (a tester). Every game's own log is in the present in
    English ("draws", "lays", "takes") and in the past in Japanese: each game's spectator
    lines are worded as its log is, so they agree across the games."""
    translations.set_language(lang)
    wrong = []
    for game_id in GAME_IDS:
        timeline = Timeline.from_match(whole_game(game_id))
        ui = load_game_ui(game_id)
        names = NAMES[: len(timeline.seats)]
        for _, events in timeline.log_to(timeline.last, EVERYTHING):
            for event in events:
                if event.private_to is not None:
                    line = ui.describe_event(event, names, spectator=True)
                    if line and not TENSE[lang].search(line):
                        wrong.append((game_id, line))
    assert wrong == []


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "ja", "en"])
def test_the_public_only_note_fits_its_panel(qtbot, tmp_path, lang, styled):
    """The note saying why an unfinished game is watched from the public view only wraps
    between phrases inside the side panel (in Chinese it was kept as one clause, wider than
    the panel, and cut at the right)."""
    whole = whole_game("black_sheep", seed=11)
    path = tmp_path / "unfinished.farmhouse"
    saves.save_match(prefix(whole, len(whole.actions) // 2), path)
    styled(lang)  # the app's fonts and style sheet, as a player sees them
    with real_window(qtbot, lang) as window:
        assert window.watch_path(path)
        note = window.replay_page.public_only
        qtbot.waitUntil(note.isVisible)
        metrics = QFontMetricsF(note.font())
        lines = wrapped_lines(note.text(), note.contentsRect().width(), note.font())
        widest = max(metrics.horizontalAdvance(line.rstrip()) for line in lines)
        assert widest <= note.contentsRect().width() + 0.5, lines


def test_wooly_bully_s_replay_fits_the_landscape_of_each_step_also_going_back(qtbot):
    """The landscape grows as the game goes on; stepping back, the replay board fits the
    smaller landscape of that step again (as the live board fits what is drawn), rather
    than keeping the widest zoom of the end."""
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        end_zoom = board.zoom
        assert board.fit_rect == board.fit_area()
        page.go(6)
        assert board.fit_rect == board.fit_area()
        assert board.zoom > end_zoom * 1.2  # a few tiles: drawn larger
        early_zoom = board.zoom
        page.to_end()
        assert board.zoom == pytest.approx(end_zoom)
        page.go(6)
        assert board.zoom == pytest.approx(early_zoom)


@pytest.mark.parametrize("game_id", ["black_sheep", "wooly_bully"])
def test_the_turn_number_and_the_turn_line_describe_the_same_position(qtbot, game_id):
    """After move k, "Turn N" is the number of the turn of the seat the turn line names (the
    turn the next move belongs to): it goes up by one exactly where the named seat changes
    turn, never a move before (Wooly Bully, 4 players: "Move 2 · Turn 2" with the same
    seat's turn as at move 1 was wrong); at the end, the last turn's number."""
    import re

    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline

        def shown(position):
            page.go(position)
            found = re.search(r"Move (\d+) of (\d+) · Turn (\d+)", page.where.text())
            assert found and int(found[1]) == position
            return int(found[3]), page.turn_line.text()

        assert shown(0)[0] == 1
        starts = set(timeline.turn_starts)
        before = shown(0)
        for position in range(1, min(timeline.last, 40)):
            now = shown(position)
            new_turn = position in starts
            assert now[0] == before[0] + new_turn, (position, before, now)
            if not new_turn:
                assert now[1] == before[1], position  # the same seat's turn, the same number
            before = now
        turns, line = shown(timeline.last)
        assert turns == len(timeline.turn_starts) and line == "Game over"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_log_with_everything_shown_keeps_each_private_line_in_its_place(game_id):
    """With everything shown, a step's private line ("Ann draws …") stands where its event
    happened among the step's public lines: after the lines of the public events before it,
    before those of the public events after it (it came after them all, even after "Game
    over", found by a tester)."""
    timeline = Timeline.from_match(whole_game(game_id))
    ui = load_game_ui(game_id)
    names = NAMES[: len(timeline.seats)]
    entries = log_entries(timeline, ui, EVERYTHING, names)
    checked = 0
    for step in range(1, timeline.last + 1):
        events = timeline.events_at(step, EVERYTHING)
        lines = [line for position, line in entries if position == step]
        for i, event in enumerate(events):
            if event.private_to is None:
                continue
            own = ui.describe_event(event, names, spectator=True)
            if not own or lines.count(own) != 1:
                continue
            here = lines.index(own)
            for j, other in enumerate(events):
                public = ui.describe_event(other, names) if other.private_to is None else None
                if not public or lines.count(public) != 1 or j == i:
                    continue
                if [ui.describe_event(e, names) for e in events].count(public) != 1:
                    continue
                there = lines.index(public)
                assert (here < there) == (i < j), (step, lines, own, public)
                checked += 1
    assert checked > 0


@pytest.mark.parametrize(
    ("game_id", "steps", "players", "seed"),
    [(g, n, 4, 3) for g in GAME_IDS for n in (10, 25, 41)] + [("wooly_bully", 25, 3, 5)],
)
def test_the_log_after_steps_made_at_once_ends_where_a_fresh_log_does(
    qtbot, styled_app, game_id, steps, players, seed
):
    """An arrow key held down from the first move (Home): steps come faster than they are
    drawn, the labels above the log take their new height (a Chinese name is a taller line)
    after the last step marked its lines. The log's scroll is then exactly that of the
    replay opened at that move: the last marked line whole (it was half cut at the bottom,
    4 px short), in every game. Wooly Bully's log was still 4 px off after 25 steps (a
    tester): the labels were shorter after the steps than before them, and the log, taller,
    kept its scroll; and a log brought back to its first line (Home) hid its top margin."""
    names = ("Bob", "王小明", "Dora")[: players - 1]
    seats = [Seat("Ann")] + [Seat(n, "ai", "easy") for n in names]
    match = play(Match.new(game_id, seats, None, seed), seed=seed)
    with real_window(qtbot) as window:
        window.resize(1280, 720)
        window.watch(Timeline.from_match(match))
        page = window.replay_page
        page.set_viewer(EVERYTHING)
        page.go(0)
        QApplication.processEvents()
        steps = min(steps, page.timeline.last)
        for position in range(1, steps + 1):  # (the key's repeats, in one turn of the loop)
            page.go(position)
        QApplication.processEvents()
        # (at 1280 x 720 with everything shown the side panel folds away, the holdings
        # beside the board: the log is read in the panel opened over the board)
        page.side_fold.open(True)
        QApplication.processEvents()
        log = page.log
        held = log.verticalScrollBar().value(), log.viewport().height(), log.marked_lines()
        ui = load_game_ui(game_id)
        board = ui.create_board(None)
        page.side_fold.open(False)
        page.open(page.timeline, ui, board, viewer=EVERYTHING, position=steps)
        QApplication.processEvents()
        page.side_fold.open(True)
        QApplication.processEvents()
        fresh = log.verticalScrollBar().value(), log.viewport().height(), log.marked_lines()
        assert held == fresh
        last = log.document().findBlockByNumber(held[2][-1])
        bottom = log.document().documentLayout().blockBoundingRect(last).bottom()
        assert bottom <= held[0] + held[1]


def marks(log) -> list[tuple[int, str]]:
    """The log's marked lines, in order: (line number, its background's colour)."""
    return [
        (selection.cursor.blockNumber(), selection.format.background().color().name())
        for selection in log.extraSelections()
    ]


def line_in_sight(log, line: int) -> bool:
    rect = log.document().documentLayout().blockBoundingRect(log.document().findBlockByNumber(line))
    top = log.verticalScrollBar().value()
    return rect.top() >= top and rect.bottom() <= top + log.viewport().height()


@pytest.mark.parametrize("game_id", ["el_gaucho", "bye_bye_black_sheep"])
def test_each_step_marks_its_move_and_the_game_over_line_only_at_the_end(qtbot, game_id):
    """Stepping through a replay (a game with several log lines a move: El Gaucho's last
    turn wrote 27), each step marks the lines it wrote, the first (the move itself) in the
    current-line colour and the others (what followed from it) paler, the move's line in
    sight (at the end too: a player landing on a step reads it from its move; the end's
    line, under the move's many lines, is reached by scrolling on: issue 18 found only pale
    lines in sight there); the game-over line belongs to the end: marked only there.
    Before, the last step marked "Game over" as part of the move, all its lines alike. The
    board draws the same position as the log marks."""
    from farmhouse.app.replay_page import CURRENT_LINE, FOLLOWING_LINE

    match = whole_game(game_id)
    with real_window(qtbot) as window:
        window.resize(1280, 720)
        window.watch(Timeline.from_match(match))
        page = window.replay_page
        page.set_speed(0, 0.0)
        log, timeline = page.log, page.timeline
        positions = log.positions
        end = list(range(len(positions) - log.end_lines, len(positions)))
        assert log.end_lines >= 1
        assert "Game over" in log.document().findBlockByNumber(end[-1]).text() or game_id == (
            "wooly_bully"
        )
        strong, pale = CURRENT_LINE.name(), FOLLOWING_LINE.name()
        for position in range(timeline.last + 1):
            page.go(position)
            owner = max((p for p in positions if p <= position), default=-1)
            step = [i for i, p in enumerate(positions) if p == owner and i not in end]
            wanted = step + (end if position == timeline.last else [])
            colours = ([strong] if owner > 0 else [pale]) + [pale] * (len(wanted) - 1)
            assert marks(log) == list(zip(wanted, colours[: len(wanted)], strict=True)), position
            assert line_in_sight(log, (step or [0])[0]), position
            assert page.board.view == timeline.view_at(position, None)


def before_last_step(window, match: Match, animation: float):
    """The replay page of ``window`` (1280 x 720) watching the finished ``match``, at the
    position before its last step, a step forward animated at ``animation`` (the AI speed's
    factor)."""
    window.resize(1280, 720)
    window.watch(Timeline.from_match(match))
    page = window.replay_page
    page.go(page.timeline.last - 1)
    page.set_speed(0, animation)
    return page


def test_an_animated_last_step_marks_its_lines_as_the_board_shows_them(qtbot):
    """El Gaucho's last step, played forward at a speed that animates it: the board shows
    the final sales seat after seat (stages) and "Game over" once they are over. The log
    marks the lines the board shows: at first those before the final sales, then each
    seat's sales as the board reaches them, the game-over line only when the animation has
    ended (then in sight). Before, every line of the step, "Game over" included, was
    marked at once while the board still showed the first sales."""
    with real_window(qtbot) as window:
        page = before_last_step(window, whole_game("el_gaucho"), 0.2)
        log, timeline, board = page.log, page.timeline, page.board
        seen: list[list[int]] = []
        stepped = []  # (stages reached inside the step itself are its first picture)
        board.stage_shown.connect(lambda *_: seen.append(log.marked_lines()) if stepped else None)
        page.step(1)
        stepped.append(True)
        assert board.animation_remaining_ms() > 0
        positions = log.positions
        game_over = len(positions) - 1
        step = [i for i, p in enumerate(positions) if p == timeline.last and i != game_over]
        first = log.marked_lines()
        assert first and first == step[: len(first)] and len(first) < len(step)
        qtbot.waitUntil(lambda: board.animation_remaining_ms() == 0, timeout=30_000)
        QApplication.processEvents()
        # the stages marked more and more of the step's lines, never the game over
        assert len(seen) >= 2 and all(game_over not in lines for lines in seen)
        counts = [len(lines) for lines in [first, *seen]]
        assert counts == sorted(counts) and counts[0] < counts[-1], counts
        assert log.marked_lines() == [*step, game_over]
        assert line_in_sight(log, game_over)


def test_an_animated_last_step_marks_each_line_as_the_board_shows_it_the_move_on_top(qtbot):
    """El Gaucho's last step in a 2-player game (seed 4: a cattle drive, the last round's
    banner, passes, the final scoring's banner, a tile brought home, then the final sales)
    played forward animated (issue 18): the log marks each line as the board shows its
    event, not every line before the final sales at once while the board still showed the
    drive; the step's first line, the move (strong), is at the log's top while the marked
    lines fit under it, then the newest marked line is in sight, up to the game-over line
    at the end. Before, the lines up to the final sales were marked at the step's start
    and the log showed the newest of them, the move's line above the view."""
    seats = [Seat("Ann"), Seat("Bob", "ai", "easy")]
    match = play(Match.new("el_gaucho", seats, None, 4), seed=4)
    with real_window(qtbot) as window:
        page = before_last_step(window, match, 0.3)
        log, timeline, board = page.log, page.timeline, page.board
        layout = log.document().documentLayout()

        def rect(line: int):
            return layout.blockBoundingRect(log.document().findBlockByNumber(line))

        def check() -> list[int]:
            """The marked lines, the move's on top while they fit, else the newest in sight."""
            lines = log.marked_lines()
            top, height = log.verticalScrollBar().value(), log.viewport().height()
            if rect(lines[-1]).bottom() - rect(lines[0]).top() <= height:
                assert (
                    abs(rect(lines[0]).top() - top) < 1 or top == log.verticalScrollBar().maximum()
                )
                assert line_in_sight(log, lines[0]) and line_in_sight(log, lines[-1])
            else:
                assert line_in_sight(log, lines[-1]) and not line_in_sight(log, lines[0])
            return lines

        seen: list[list[int]] = []
        stepped = []  # (stages reached inside the step itself are its first picture)
        board.stage_shown.connect(lambda *_: seen.append(check()) if stepped else None)
        page.step(1)
        stepped.append(True)
        first = check()
        positions = log.positions
        step = [i for i, p in enumerate(positions) if p == timeline.last]
        text = [log.document().findBlockByNumber(i).text() for i in step]
        sales = next(k for k, line in enumerate(text) if "sells the" in line and "must" not in line)
        assert any(line.startswith("Round ") for line in text[:sales]), text
        assert first == step[: len(first)] and len(first) <= 2  # the move, the drive's start
        qtbot.waitUntil(lambda: board.animation_remaining_ms() == 0, timeout=30_000)
        QApplication.processEvents()
        # before the final sales, the lines come in at least 4 stages (the banners, the
        # tiles brought home), each at most two lines more (an event and a pass)
        before = sorted({len(lines) for lines in [first, *seen] if len(lines) <= sales})
        assert len(before) >= 4, before
        assert log.marked_lines() == step
        assert line_in_sight(log, step[-1])  # (the game-over line, the newest)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_board_says_whose_turn_it_is_and_waits_for_nobody(qtbot, game_id):
    """A replay mid-game (2 players, seed 5, position 25: issue 18 found Black Sheep's board
    saying "Waiting for Ann…" as if the game were live), from everybody's view and from each
    seat's: the board's prompt never says it waits for anyone; where it names the seat to
    move, it says whose turn it is at that position, as the side panel does."""
    seats = [Seat("Ann"), Seat("Bob", "ai", "easy")]
    match = play(Match.new(game_id, seats, None, 5), seed=5)
    with real_window(qtbot) as window:
        window.resize(1280, 720)
        window.watch(Timeline.from_match(match))
        page = window.replay_page
        page.set_speed(0, 0.0)
        said = []
        for viewer in (None, 0, 1):
            page.set_viewer(viewer)
            for position in (25, 26, page.timeline.last // 2):
                page.go(position)
                prompt = getattr(page.board, "prompt", None)  # (Wooly Bully's line over the tray)
                text = page.board.banner_text() + " / " + getattr(prompt, "text", "")
                assert "Waiting" not in text, (viewer, position, text)
                said.append(text)
        assert any(f"{name}'s turn" in text for text in said for name in ("Ann", "Bob")), said


@pytest.mark.parametrize("skip", [False, True])
def test_the_side_panel_says_game_over_once_the_last_step_has_been_shown(qtbot, skip):
    """El Gaucho's last step played forward at a speed that animates it (its final sales,
    seat after seat): the log writes "Game over" only once the animation has ended or been
    skipped; the side panel's turn line said "Game over" from the animation's start. It
    keeps naming the seat whose step is shown until then, and says "Game over" at the end of
    the animation, or at once when the animation is skipped."""
    match = whole_game("el_gaucho")
    with real_window(qtbot) as window:
        window.resize(1280, 720)
        window.watch(Timeline.from_match(match))
        page = window.replay_page
        timeline, board = page.timeline, page.board
        page.go(timeline.last - 1)
        before = page.turn_line.text()
        assert before and "Game over" not in before
        page.set_speed(0, 0.2)
        page.step(1)
        assert board.animation_remaining_ms() > 0
        assert page.turn_line.text() == before
        texts: list[str] = []  # (the turn line at each stage of the final sales)
        board.stage_shown.connect(lambda *_: texts.append(page.turn_line.text()))
        if skip:
            assert board.skip_animation()
        else:
            qtbot.waitUntil(lambda: board.animation_remaining_ms() == 0, timeout=30_000)
        qtbot.waitUntil(lambda: page.turn_line.text() == "Game over", timeout=5_000)
        assert all(text == before for text in texts)
        assert page.log.marked_lines()[-1] == len(page.log.positions) - 1  # (its game over)
        # a step back and forward without animation: "Game over" at once
        page.set_speed(0, 0.0)
        page.step(-1)
        assert page.turn_line.text() == before
        page.step(1)
        assert page.turn_line.text() == "Game over"


class WindowsShown(QObject):
    """Notes the class of every window shown while it filters the application's events."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.shown.append(type(watched).__name__)
        return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_everything_shown_opens_no_other_window_and_the_keys_still_step(qtbot, game_id):
    """Choosing "Everything shown" made each seat's holdings cell a widget of its own that
    Qt showed as a window beside the app's: the app's window was no longer active and ←, →,
    Home, End, Space and Esc did nothing."""
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=1000)
        page.chooser.setFocus()
        windows = WindowsShown()
        QApplication.instance().installEventFilter(windows)
        try:
            for _ in range(page.chooser.count() - 1):  # the last choice: everything shown
                qtbot.keyClick(page.chooser, Qt.Key.Key_Down)
            assert page.viewer is EVERYTHING
            qtbot.wait(100)
        finally:
            QApplication.instance().removeEventFilter(windows)
        assert windows.shown == []
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        assert shown == [window], [(type(w).__name__, w.parent()) for w in shown]
        assert window.isActiveWindow()
        widget = QApplication.focusWidget()
        assert widget is not None and window.isAncestorOf(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Home)
        assert page.position == 0
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
        assert page.position == 1


def test_the_watch_as_box_is_named_by_its_label_in_each_language(qtbot):
    """A screen reader read the "Watch as" box as its current choice only ("Ann"): its
    accessible name is its label's text, in the app's language."""
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, whole_game("el_gaucho"))
        assert page.chooser.accessibleName() == "Watch as:"
        for lang, label in (("ja", "視点："), ("zh_CN", "视角："), ("en", "Watch as:")):
            window.set_language(lang)
            qtbot.waitUntil(lambda label=label: page.viewer_label.text() == label)
            assert page.chooser.accessibleName() == label, lang


def test_a_screen_reader_hears_each_step_and_the_page_has_a_name(qtbot):
    """Stepping through a replay said nothing (the tester's T6) and the page, which has the
    keys, was an unnamed "filler": each step's log lines and where the replay stands are
    announced, and the page is named after the game watched."""
    from farmhouse.app.board import access

    match = whole_game("black_sheep")
    heard: list[tuple[str, object, str]] = []
    access.LISTENERS.append(lambda kind, obj, text: heard.append((kind, obj, text)))
    try:
        with real_window(qtbot) as window:
            page = watch_from_game_over(qtbot, window, match)
            assert page.accessibleName() == "Watching Black Sheep"
            assert "Space plays" in page.accessibleDescription()
            # a pane, as the game page's board (session 18: still a named "filler"), also
            # where Qt read the page before the kit's factory was installed
            from PySide6.QtGui import QAccessible

            from farmhouse.app.board import access_gate

            QAccessible.queryAccessibleInterface(page)
            qtbot.waitUntil(lambda: not access_gate.holding(), timeout=5000)
            iface = QAccessible.queryAccessibleInterface(page)
            assert iface is not None and iface.role() == QAccessible.Role.Pane
            assert iface.text(QAccessible.Text.Name) == "Watching Black Sheep"
            window.activateWindow()
            qtbot.waitUntil(lambda: QApplication.focusWidget() is page, timeout=1000)
            qtbot.keyClick(page, Qt.Key.Key_Home)
            heard.clear()
            qtbot.keyClick(page, Qt.Key.Key_Right)
            said = [(obj, text) for kind, obj, text in heard if kind == "announce"]
            lines = page.log.step_lines(1)
            assert lines and all("\u2060" not in line for line in lines)
            assert said[:-1] == [(page.log, line) for line in lines]
            assert said[-1][0] is page
            assert said[-1][1].startswith(f"Move 1 of {page.timeline.last} · Turn ")
    finally:
        access.LISTENERS.pop()


def test_playing_by_itself_a_screen_reader_hears_the_moves_and_where_it_stands_at_a_pause(qtbot):
    """Playing by itself, the replay said "Move n of N · Turn t" after every step's lines,
    between the moves, as fast as they came (chatty for a screen reader's user): while it
    plays only the moves are said; where it stands is said when it pauses (Space), at its
    end, and for a step made by hand meanwhile."""
    from farmhouse.app.board import access, access_gate
    from farmhouse.app.board.linebreak import plain

    heard: list[tuple[str, object, str]] = []
    access.LISTENERS.append(lambda kind, obj, text: heard.append((kind, obj, text)))
    try:
        with real_window(qtbot) as window:
            page = watch_from_game_over(qtbot, window, whole_game("black_sheep"))
            page.go(0)
            page.set_speed(0, 0.0)
            qtbot.waitUntil(lambda: not access_gate.holding(), timeout=2000)  # (page shown)
            heard.clear()
            page.toggle_play()
            qtbot.waitUntil(lambda: page.position >= 3, timeout=5000)
            page.toggle_play()  # pause
            assert not page.playing
            said = [(obj, text) for kind, obj, text in heard if kind == "announce"]
            moves = [text for obj, text in said if obj is page.log]
            where = [text for obj, text in said if obj is page]
            assert len(moves) >= 3  # (each step's lines, as they come)
            assert where == [plain(page.where.text())]  # (said once, at the pause)
            assert where[0].startswith(f"Move {page.position} of {page.last} · Turn ")
            assert said[-1] == (page, where[0])
            heard.clear()
            page.toggle_play()
            page.step(1)  # by hand, while it plays: where it stands is said
            assert page.playing
            said = [(obj, text) for kind, obj, text in heard if kind == "announce"]
            assert said[-1][0] is page and said[-1][1].startswith(f"Move {page.position} of")
            page.go(page.last - 3)  # (by hand again: a few steps from the end, so that a
            assert page.playing  # busy machine plays them well within the wait below)
            heard.clear()
            qtbot.waitUntil(lambda: not page.playing, timeout=20_000)  # (to the end)
            where = [text for kind, obj, text in heard if kind == "announce" and obj is page]
            assert len(where) == 1 and f"{page.last} of {page.last}" in where[0]
    finally:
        access.LISTENERS.pop()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_public_view_of_a_game_of_ais_never_says_you_at_its_end(qtbot, game_id):
    """Issue 18, tester 23's F7: the replay of a finished game of two AIs, in the public
    view, opened on its last position with "Since your last turn — Nothing new.": nobody
    watching is a seat. The panel follows the seat that waited longest and names it."""
    seats = [Seat(NAMES[0], "ai", "normal"), Seat(NAMES[1], "ai", "easy")]
    match = play(Match.new(game_id, seats, None, 7), seed=7)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        choose(page, None)
        page.go(page.last, force=True)
        assert page.position == page.last
        assert spoken_to(board) == []
        titles = {f"Since {name}'s last turn" for name in NAMES[:2]}
        shown = {item_text(item) for item in board.scene().items() if item.isVisible()}
        if game_id != "wooly_bully":  # (its board has no such panel)
            assert titles & {plain(t) for t in shown}, shown


def test_bye_bye_replay_s_hand_strip_is_always_the_bottom_seat_s(qtbot):
    """Issue 18, tester 23's F6: in Bye-Bye Black Sheep's replay (public view) the table
    turns with the seat to move, but the strip under the bottom zoo kept the previous seat's
    caption ("Bo's hand: 8 cards" under Ann's zoo) while the two hands held as many cards.
    At every step the strip and its caption are the bottom seat's."""
    from farmhouse.games.bye_bye_black_sheep import texts

    seats = [Seat(NAMES[0], "ai", "normal"), Seat(NAMES[1], "ai", "easy")]
    match = play(Match.new("bye_bye_black_sheep", seats, None, 7), seed=7)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        choose(page, None)
        turned = 0  # (steps where the table turned and the two hands held as many cards)
        before: tuple[int, int] | None = None  # (the bottom seat and its cards, a step ago)
        for position in range(page.last + 1):
            page.go(position)
            view, me = board.view, board._viewer()
            turned += before is not None and before[0] != me and before[1] == view.hand_sizes[me]
            before = (me, view.hand_sizes[me])
            caption = [
                plain(t) for t in map(item_text, board.hand.layer.childItems()) if t and "hand" in t
            ]
            assert caption == [texts.hand_total(view, me, NAMES[:2], True)], position
            assert len(board.hand.items) == view.hand_sizes[me], position
        assert turned
