"""What a screen reader finds in the window's accessibility tree (issue 18, session 24's
tester, F7): only what is on screen. A board or page that is not shown (the look back once
closed, a closed replay, the statistics page left) leaves nothing in the tree that is not
flagged invisible; and at a hot-seat hand-over nothing of the last player's hand is in the
tree at all, not even the look back he had opened during his turn.

The tree is walked as AT-SPI gives it to a screen reader: from the window's interface,
child by child (``QAccessible.queryAccessibleInterface(window)``, recursively)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from farmhouse.app.board import access
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.test_look_back import play_until
from tests.app.test_replay_page import whole_game

pytestmark = pytest.mark.gui


def walk(window: QWidget) -> list[tuple[str, str, bool, bool]]:
    """Every node of ``window``'s accessibility tree: ``(role, name, invisible, hidden)``;
    ``hidden``: the node is a hidden widget or lies under one (not on screen)."""
    access.install()
    out: list[tuple[str, str, bool, bool]] = []

    def visit(iface: Any, hidden: bool, depth: int) -> None:
        if iface is None or not iface.isValid() or depth > 80:
            return
        obj = iface.object()
        if isinstance(obj, QWidget) and not obj.isVisible():
            hidden = True
        out.append(
            (
                iface.role().name,
                iface.text(QAccessible.Text.Name),
                bool(iface.state().invisible),
                hidden,
            )
        )
        for i in range(iface.childCount()):
            visit(iface.child(i), hidden, depth + 1)

    visit(QAccessible.queryAccessibleInterface(window), False, 0)
    return out


def unflagged_hidden(window: QWidget) -> list[tuple[str, str]]:
    """The nodes not on screen that a screen reader is not told are invisible."""
    return [
        (role, name) for role, name, invisible, hidden in walk(window) if hidden and not invisible
    ]


def names(window: QWidget) -> list[str]:
    return [name for _role, name, _invisible, _hidden in walk(window)]


def test_a_closed_look_back_leaves_no_hand_in_the_tree_through_the_hand_over(qtbot):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 41)
    with real_window(qtbot) as window:
        window.start_match(match)
        page = window.game_page
        for actions in range(2, 12):  # on to a turn of Bob's after one of his
            play_until(qtbot, window, match, actions)
            if page.handover_shown:
                page.hand_over.button.click()
            if page.controller.screen_seat == 1 and 1 in match.movers:
                break
        assert page.controller.screen_seat == 1
        assert page.look_back(1)
        qtbot.waitUntil(lambda: page._look_back.board.isVisible())
        looked = [n for n in names(window) if n.endswith("in your hand")]
        assert looked  # (Bob's own hand, after move 1: the look back shows it)
        page.end_look_back()
        assert not page.looking_back
        # the look back closed: what it drew is not on screen, and says so or is gone
        assert unflagged_hidden(window) == []
        board = page.board
        view = match.view(1)
        legal = list(match.game.legal_actions_in_view(view))
        board.action_chosen.emit(legal[0])
        qtbot.waitUntil(lambda: page.handover_shown, timeout=10_000)
        # "Pass the computer to Ann": nothing of Bob's hand, not even flagged invisible
        heard = names(window)
        assert [n for n in heard if "your hand" in n] == []
        assert unflagged_hidden(window) == []


def test_a_closed_replay_and_the_statistics_left_leave_nothing_unflagged(qtbot):
    finished = whole_game("bye_bye_black_sheep")
    with real_window(qtbot) as window:
        window.start_match(finished)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=10_000)
        window.game_over_dialog.close()
        assert window.watch_current()
        page = window.replay_page
        qtbot.waitUntil(lambda: page.board is not None and page.board.isVisible())
        pieces = len(access.accessible_tree(page.board))
        assert pieces > 5
        window.close_replay()
        window.show_statistics()
        qtbot.waitUntil(lambda: window.stats_page.isVisible())
        assert any(role == "Table" for role, _n, _i, _h in walk(window))  # (its tables)
        window.close_statistics()
        window.start_match(Match.new("wooly_bully", [Seat("Ann"), Seat("Bob")], None, 3))
        qtbot.waitUntil(lambda: window.game_page.isVisible())
        assert unflagged_hidden(window) == []
        assert not any(role == "Table" for role, _n, _i, _h in walk(window))
