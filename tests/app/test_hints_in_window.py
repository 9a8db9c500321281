"""Hints through the real window, in each of the four games, with the real ``hard`` search in
its worker processes: T asks, the board rings the suggested move's pieces and the side panel
explains it with win chances in the game's words; Esc takes it away, playing the move takes
it away, and every hint shown is counted in the save."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from farmhouse.app.board.linebreak import plain
from farmhouse.app.hints import percent
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

#: game → (number of players, seed): a human (seat 0) against ``normal`` AIs.
GAMES = {
    "black_sheep": (2, 3),
    "wooly_bully": (2, 5),
    "el_gaucho": (2, 4),
    "bye_bye_black_sheep": (3, 6),
}
#: Longest wait for a hint: the pool starts, its workers load the game, then 0.5 s of search.
HINT_TIMEOUT_MS = 30_000


@pytest.fixture
def window(qtbot):
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "instant"
    settings.hard_time = 0.5
    w = MainWindow(settings, translations)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def human_turn_with_a_choice(qtbot, window, match) -> None:
    """Wait until seat 0 (the human) may ask for a hint and has more than one legal move
    (a single one is played at once)."""
    c = window.game_page.controller
    for _ in range(50):
        qtbot.waitUntil(c.can_hint, timeout=20_000)
        legal = match.legal_actions()
        if len(legal) > 1:
            return
        c.board.action_chosen.emit(legal[0])
    raise AssertionError("no decision with a choice for the human")


def autosaved_hints(match) -> list[int]:
    data = json.loads(saves.autosave_path(match.match_id).read_text(encoding="utf-8"))
    return [seat["hints"] for seat in data["seats"]]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_hint_is_shown_on_the_board_dismissed_and_counted(qtbot, window, game_id):
    players, seed = GAMES[game_id]
    seats = [Seat("Ann")] + [Seat(f"Bot {i + 1}", "ai", "normal") for i in range(players - 1)]
    match = Match.new(game_id, seats, None, seed)
    window.start_match(match)
    page = window.game_page
    c = page.controller
    assert c.search.running is None  # no hard seat: no processes until a hint is asked
    human_turn_with_a_choice(qtbot, window, match)
    assert window.hint_action.isEnabled() and page.hint_button.isEnabled()

    board = c.board
    board.setFocus()
    played = len(match.actions)
    qtbot.keyClick(board, Qt.Key.Key_T)  # T: the Hint command (no board uses the key)
    assert c.hint_searching and c.search.running is not None
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    hint = c.hint
    assert hint.seat == 0 and not hint.only_move and hint.games > 0
    assert hint.best.action in match.legal_actions()
    assert len(match.actions) == played and c.can_hint()  # advice only: nothing was played

    # the side panel: the best move in the game's words with its chance, then the others
    view = match.view(0)
    names = c.kept_names  # (names never break)
    lines = [plain(line) for line in page.hint_panel.lines()]
    assert page.hint_panel.isVisible() and 1 <= len(lines) <= 3
    best = plain(c.ui.describe_action(hint.best.action, view, names))
    assert lines[0].startswith("Best, marked on the board: ") and best in lines[0]
    told = ("% of games from here", "the computer played out from here", "too few games to tell")
    assert any(words in lines[0] for words in told)
    if len(lines) > 1:  # (moves told in the same words are told once; a chance from a few
        # games is not told as a number)
        # (as good: a tie; maybe better: a higher chance from fewer games than the best's)
        assert lines[1].startswith(("Second best: ", "Just as good: ", "Maybe better, "))
        assert lines[1].endswith("%.") or "too few games to tell" in lines[1]
    assert "Hint for Ann" in page.hint_panel.title.text()

    # the board: the suggested move's pieces ringed, the first with the chance
    marks = board.hint_marks
    assert marks.action == hint.best.action and marks.rings
    tag = marks.tags[0].text  # (a busy machine may give the search too few games for a number)
    if hint.best.told:  # (a game may add where, e.g. "Hint · 54% · play here")
        assert tag.startswith(f"Hint · {percent(hint.best.win)}%")
    else:
        assert tag.startswith("Hint") and "%" not in tag
    assert match.hints == [1] + [0] * (players - 1)
    assert autosaved_hints(match)[0] == 1

    # Esc takes it away (the board keeps its own Esc otherwise)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert c.hint is None and not page.hint_panel.isVisible()
    assert not marks.rings and not marks.tags and marks.action is None
    # the keyboard focus where it was when T was pressed: on the board, whose keys work on
    # (session 23, F2: after Esc the board took no keys)
    assert QApplication.focusWidget() is board

    # asked again by T and closed by its ×: the focus on the board again, not on the button
    qtbot.keyClick(board, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    qtbot.mouseClick(page.hint_panel.close_button, Qt.MouseButton.LeftButton)
    assert c.hint is None and not page.hint_panel.isVisible()
    assert QApplication.focusWidget() is board

    # asked again and followed: playing the move takes the hint away
    page.hint_button.click()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    assert match.hints[0] == 3
    moves_before = len(match.actions)
    board.action_chosen.emit(c.hint.best.action)
    assert len(match.actions) > moves_before
    assert c.hint is None and not page.hint_panel.isVisible() and not marks.rings
    assert autosaved_hints(match)[0] == 3


def test_the_hint_pool_starts_once_and_closes_with_the_game(qtbot, window):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "normal")], None, 3)
    window.start_match(match)
    c = window.game_page.controller
    human_turn_with_a_choice(qtbot, window, match)
    c.request_hint()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    pool = c.search.running
    c.clear_hint()
    c.request_hint()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    assert c.search.running is pool and c.search.started == 1  # the same workers
    pids = pool.pids
    window.show_start()
    assert c.search.running is None
    from .test_search_pool_lifecycle import wait_gone

    wait_gone(pids)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hint_in_a_game_of_people_changes_the_side_panel_once(qtbot, window, size):
    """No computer seat, so no room kept for the "Looking for a hint…" sign: the log stays
    until the sign shows, in the log's place below the seats, and the seats move once, when
    the hint box comes (they moved for the sign and again for the box, and the log went
    at once, a blank panel until the sign showed). Where the log's four lines fit below the
    hint box and every seat (1920×1080), it stays."""
    window.resize(*size)
    match = Match.new("black_sheep", [Seat(f"P{i}") for i in range(4)], None, 7)
    window.start_match(match)
    page = window.game_page
    c = page.controller
    qtbot.waitUntil(lambda: page.handover_shown, timeout=5000)
    page.hand_over.button.click()
    qtbot.waitUntil(c.can_hint, timeout=5000)
    qtbot.wait(100)  # (the side panel laid out for the turn)
    seats_y = page.seats_title.y()
    page.hint_button.click()
    assert c.hint_searching and page.log.isVisible() and page.seats_title.y() == seats_y
    qtbot.waitUntil(lambda: page.thinking.isVisible() or c.hint is not None, timeout=5000)
    if c.hint is None:  # the sign: below the seats, where the log was or above it
        assert page.seats_title.y() == seats_y
        assert page.thinking.y() > page.seats_area.geometry().bottom()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    assert page.hint_panel.isVisible() and not page.thinking.isVisible()
    # the side panel is laid out in the event loop after the hint came (under load the seats'
    # title was measured before, still above the box: issue 18): the seats go below the box,
    # in one move (no place between seen while waiting)
    places = []

    def below_the_box() -> bool:
        places.append(page.seats_title.y())
        return places[-1] > page.hint_panel.geometry().bottom()

    qtbot.waitUntil(below_the_box, timeout=5000)
    assert set(places) <= {seats_y, places[-1]}
    seats = page.seats_area
    assert seats.height() >= seats.sizeHint().height()  # every seat, no scrolling
    if size == (1920, 1080):
        assert page.log.isVisible()
    if page.log.isVisible():
        assert page.log.height() >= page.log.minimumHeight()
        assert page.log.geometry().bottom() <= page.log.parentWidget().contentsRect().bottom()
    qtbot.keyClick(c.board, Qt.Key.Key_Escape)
    assert page.log.isVisible()
    qtbot.waitUntil(lambda: page.seats_title.y() == seats_y, timeout=1000)


def test_a_hint_asked_mid_move_answers_for_the_move_begun(qtbot, window):
    """Session 23, F1: a hint asked at Black Sheep's discard question (a card and a pasture
    picked) suggested another card to another pasture, over the half-made move. It answers
    for the move begun: each move it tells finishes that pick, and its box says so and how
    to choose another; asked with nothing picked, it says nothing of the kind."""
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "normal") for i in (1, 2, 3)]
    match = Match.new("black_sheep", seats, None, 3)
    window.start_match(match)
    page = window.game_page
    c = page.controller
    board = c.board
    for _ in range(20):
        human_turn_with_a_choice(qtbot, window, match)
        legal = match.legal_actions()
        if any(getattr(a, "discard", None) is not None for a in legal):
            break
        board.action_chosen.emit(legal[0])
    begun = next(a for a in legal if getattr(a, "discard", None) is not None)
    path = board.choices.path_of(begun)
    board.setFocus()
    for target in path[:-1]:
        board.pick(target)
    picked = tuple(board.selection)
    assert picked == tuple(path[:-1])
    qtbot.keyClick(board, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    for move in c.hint.moves:
        assert board.choices.path_of(move.action)[: len(picked)] == picked, move.action
    note = "For the move you have begun."
    assert note in page.hint_panel.footer.text()
    assert tuple(board.selection) == picked  # (the pick stays: the hint finishes it)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # the hint goes; Esc again steps back
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert len(board.selection) < len(picked)
    board.clear_selection()
    qtbot.keyClick(board, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: c.hint is not None, timeout=HINT_TIMEOUT_MS)
    assert note not in page.hint_panel.footer.text()
