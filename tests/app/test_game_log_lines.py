"""The side panel's game log at 1280 × 720 with five players (Bye-Bye Black Sheep), in every
language, hot-seat and against the computer: it shows at least four whole lines, and no line
cut in half, at its newest line or scrolled anywhere (a tester saw, in Simplified Chinese, two
lines under the seats, the top one cut in half)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import styled_window

pytestmark = pytest.mark.gui

GAME = "bye_bye_black_sheep"
LINES = 4


def played(people: int, moves: int = 40) -> Match:
    """Five seats, the first ``people`` of them people, after ``moves`` easy moves."""
    seats = [Seat(f"Player {i + 1}") if i < people else Seat(None, "ai", "easy") for i in range(5)]
    match = Match.new(GAME, seats, None, 3)
    ais = [make_ai(GAME, "easy", 10 + i) for i in range(5)]
    while len(match.actions) < moves and not match.is_over:
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 0.1, CancelToken()))
    return match


def text_lines(log) -> list[QRectF]:
    """Every text line of ``log`` that reaches into its viewport (viewport pixels)."""
    document, top = log.document(), log.verticalScrollBar().value()
    height, found = log.viewport().height(), []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for k in range(layout.lineCount()):
            rect = layout.lineAt(k).rect().translated(layout.position().x(), layout.position().y())
            rect.translate(0, -top)
            if rect.bottom() > 0 and rect.top() < height:
                found.append(rect)
        block = block.next()
    return found


def check_log(log, qtbot, where: str) -> int:
    """The whole lines ``log`` shows; asserts that a line it cuts shows nothing of itself."""
    qtbot.wait(30)
    height = log.viewport().height()
    picture = log.viewport().grab().toImage()
    ratio = picture.devicePixelRatio()
    white = QColor("white").rgb()
    whole = 0
    for rect in text_lines(log):
        if rect.top() >= 0 and rect.bottom() <= height:
            whole += 1
            continue
        # a line cut by the edge: its strip in the viewport is blank (the log's paper)
        rows = range(max(0, int(rect.top())), min(height, int(rect.bottom() + 1)))
        inked = [
            (x, y)
            for y in rows
            for x in range(0, int(log.viewport().width() * ratio), 2)
            if picture.pixel(x, int(y * ratio)) != white
        ]
        assert not inked, (where, "a cut line shows", rect, inked[:5])
    return whole


@pytest.mark.parametrize("language", ["en", "ja", "zh_CN", "zh_TW"])
def test_the_log_shows_four_whole_lines_and_none_cut(qtbot, qapp, language):
    with styled_window(qtbot, qapp, language) as window:
        for people in (5, 1):  # hot-seat, and one person against four computer players
            window.start_match(played(people))
            page = window.game_page
            if page.handover_shown:
                page.hand_over.button.click()
            qtbot.wait(200)
            assert window.height() == 720
            log, where = page.log, f"{language}, {people} people"
            bar = log.verticalScrollBar()
            assert bar.maximum() > 0, where  # (more lines than it shows)
            assert bar.value() == bar.maximum(), where  # at its newest line
            assert check_log(log, qtbot, where) >= LINES, where
            for value in (0, bar.maximum() // 2 + 7, bar.maximum() - 5):
                bar.setValue(value)
                assert check_log(log, qtbot, f"{where}, scrolled to {value}") >= LINES - 1


@pytest.mark.parametrize("language", ["zh_CN", "ja"])
def test_the_replay_log_shows_whole_lines_only(qtbot, qapp, language):
    """The replay page's log is the same whole-lines log: stepping through a watched game
    and scrolling its log, no line is shown cut in half (it was a plain text view)."""
    from tests.app.test_replay_page import watch_from_game_over, whole_game

    match = whole_game(GAME)
    with styled_window(qtbot, qapp, language) as window:
        page = watch_from_game_over(qtbot, window, match)
        log = page.log
        last = page.timeline.last
        for position in (last, last // 2, last // 3 + 1, 7):
            page.go(position)
            assert check_log(log, qtbot, f"{language}, at step {position}") >= LINES
        bar = log.verticalScrollBar()
        assert bar.maximum() > 0
        for value in (bar.maximum() // 2 + 7, bar.maximum() - 5, 3):
            bar.setValue(value)
            assert check_log(log, qtbot, f"{language}, scrolled to {value}") >= LINES


def top_of_log(log) -> tuple[float, int, int, int]:
    """The first text line reaching into ``log``'s viewport: its top (viewport pixels), its
    number in its entry (0: the entry's first line); how many lines are whole in sight, and
    how many lines the entries after its entry have."""
    lines = log.visible_lines()
    assert lines, "no line in sight"
    rect = lines[0][0]
    top = log.verticalScrollBar().value()
    block = log.cursorForPosition(log.viewport().rect().topLeft()).block()
    layout = block.layout()
    origin = layout.position().y() - top
    k = next(
        k
        for k in range(layout.lineCount())
        if abs(layout.lineAt(k).rect().top() + origin - rect.top()) < 0.5
    )
    after, block = 0, block.next()
    while block.isValid():
        after, block = after + block.layout().lineCount(), block.next()
    return rect.top(), k, sum(1 for _, fits in lines if fits), after


@pytest.mark.parametrize("language", ["en", "ja", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("game", ["black_sheep", "wooly_bully", "el_gaucho", GAME])
def test_at_its_newest_line_the_logs_top_is_an_entrys_first_line(qtbot, qapp, game, language):
    """Issue 18 (El Gaucho in Japanese at 1280 × 720; Bye-Bye with one person and four computer
    seats in Chinese): at its newest line the log's top showed the tail of a wrapped entry, or
    a blank band (the strip of a line cut there) over its first whole line. Now, at each of a
    person's turns against the computer, the first line in sight is whole at the viewport's
    top, at least four lines are whole, and that first line is an entry's first line, unless
    the entries after it have fewer than four lines (the log at its least height in the
    tightest panel: then the tail of an entry, rather than fewer lines to read)."""
    seats = 5 if game == GAME else 4
    names = [Seat("玩家" if language != "en" else "Ann")]
    match = Match.new(game, names + [Seat(None, "ai", "easy")] * (seats - 1), None, 7)
    mine = make_ai(game, "easy", 20)
    with styled_window(qtbot, qapp, language) as window:
        window.set_ai_speed("instant")
        window.start_match(match)
        page = window.game_page
        c, log, checked, turns = page.controller, page.log, [], 0
        bar = log.verticalScrollBar()
        while turns < 12 and not c.match.is_over:
            qtbot.waitUntil(lambda: c.match.is_over or c._awaiting_human, timeout=20000)
            if c.match.is_over:
                break
            qtbot.wait(10)
            assert window.height() == 720
            if bar.maximum() > 0:
                assert bar.value() == bar.maximum()
                checked.append((len(c.match.actions), *top_of_log(log)))
            view = c.match.view(c.match.to_move)
            legal = list(c.match.game.legal_actions_in_view(view))
            c.board.action_chosen.emit(mine.choose(view, legal, 0.05, CancelToken()))
            turns += 1
        assert len(checked) >= 4, checked
        wrong = [
            (moves, top, k, whole, after)
            for moves, top, k, whole, after in checked
            if not (0 <= top < 1 and whole >= LINES and (k == 0 or after < LINES))
        ]
        assert wrong == [], checked
        assert sum(1 for x in checked if x[2] == 0) >= len(checked) - 3, checked
