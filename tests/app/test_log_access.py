"""The game log to a screen reader, read in-process as Qt hands it to one (session 17's
second tester, U9): in Japanese and Chinese the log's text as a screen reader's review mode
and a braille display read it had U+2060 (the word joiners that keep words and names whole
where the log draws them) between the characters, on the game page and the replay page. The
log is a list whose items are its lines as spoken, with no text interface; the lines drawn
keep their joiners."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtGui import QAccessible

from farmhouse.app.board import access, access_gate
from farmhouse.app.board.linebreak import plain
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window

pytestmark = pytest.mark.gui


def readable(log) -> list[str]:
    """Everything a screen reader can read of ``log``'s lines: the names of its accessible
    children and, if it has a text interface, its text."""
    access.install()
    iface = QAccessible.queryAccessibleInterface(log)
    out = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    text = iface.textInterface()
    if text is not None:
        out.append(text.text(0, text.characterCount()))
    return out


def shown_lines(log) -> list[str]:
    """The log's paragraphs with text, as drawn (with their line-breaking marks)."""
    document = log.document()
    lines = [document.findBlockByNumber(n).text() for n in range(document.blockCount())]
    return [line for line in lines if line]


def played(game_id: str, moves: int) -> Match:
    """Ann (a person) against easy AIs, after ``moves`` easy moves, Ann to move next."""
    match = Match.new(game_id, [Seat("Ann"), Seat(None, "ai", "easy")], None, 5)
    ais = [make_ai(game_id, "easy", 20 + i) for i in range(2)]
    while not match.is_over and (len(match.actions) < moves or match.to_move != 0):
        view = match.view(match.to_move)
        legal = list(match.game.legal_actions_in_view(view))
        match.apply(ais[match.to_move].choose(view, legal, 0.1, CancelToken()))
    return match


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_the_game_log_reads_as_a_list_of_its_lines_without_word_joiners(qtbot, language):
    heard: list[tuple[str, object, str]] = []
    access.LISTENERS.append(lambda kind, obj, text: heard.append((kind, obj, text)))
    try:
        with real_window(qtbot, language) as window:
            window.start_match(played("el_gaucho", 12))
            page = window.game_page
            log = page.log
            qtbot.waitUntil(lambda: len(page.log_lines()) > 5, timeout=5000)
            # (the whole log: a window not yet painted shows its last lines first)
            whole = [line for line in page.log_lines() if line]
            qtbot.waitUntil(lambda: len(shown_lines(log)) == len(whole), timeout=5000)
            qtbot.waitUntil(lambda: not access_gate.holding(), timeout=2000)
            drawn = shown_lines(log)
            assert any("\u2060" in line for line in drawn)  # (kept where it is drawn)
            said = readable(log)
            assert said == [page._log_tip(n) or plain(line) for n, line in enumerate(drawn)]
            assert not [line for line in said if "\u2060" in line]
            iface = QAccessible.queryAccessibleInterface(log)
            assert iface.role() == QAccessible.Role.List
            assert iface.text(QAccessible.Text.Name) == page.tr("Game log")
            kid = iface.child(0)
            assert kid.role() == QAccessible.Role.ListItem and kid.parent() is iface
            assert iface.indexOfChild(kid) == 0 and not kid.rect().isEmpty()
            newest = iface.child(len(said) - 1)  # (in sight: the log is at its newest line)
            centre = newest.rect().center()
            at = iface.childAt(centre.x(), centre.y())
            assert at is not None and at.text(QAccessible.Text.Name) == said[-1]
            assert not newest.state().offscreen
            # a new line: a new item, its screen reader told of it
            heard.clear()
            first = iface.child(0)
            page._on_log_appended(["Ann は 1 歩進みました。"])
            assert ("lines", log, "1") in heard
            assert iface.childCount() == len(said) + 1
            assert iface.child(len(said)).text(QAccessible.Text.Name) == "Ann は 1 歩進みました。"
            assert iface.child(0) is first  # (lines added: the items read so far stay)
            # the log set anew (a hand-over, a language switch): new items, the old ones let
            # go (a screen reader keeps what it read of an item it knows)
            page._on_log_reset(["Bea は 2 歩進みました。"])
            assert not shiboken6.isValid(first)
            assert readable(log) == ["Bea は 2 歩進みました。"]
    finally:
        access.LISTENERS.pop()


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_the_replay_log_reads_as_a_list_of_its_lines_without_word_joiners(qtbot, language):
    from tests.app.test_replay_page import watch_from_game_over, whole_game

    with real_window(qtbot, language) as window:
        page = watch_from_game_over(qtbot, window, whole_game("black_sheep"))
        page.go(5)
        log = page.log
        drawn = shown_lines(log)
        assert any("\u2060" in line for line in drawn)
        said = readable(log)
        assert said == [plain(line) for line in drawn]
        iface = QAccessible.queryAccessibleInterface(log)
        assert iface.role() == QAccessible.Role.List and iface.textInterface() is None
        # named, and described by its keys (session 19: as the game page's log; it was
        # described by its tooltip, what a click on a line does)
        assert iface.text(QAccessible.Text.Name) == log.accessibleName() != ""
        description = iface.text(QAccessible.Text.Description)
        assert description == log.accessibleDescription() != "" and "Ctrl+L" in description
