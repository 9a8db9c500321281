"""A language switch with a hint on screen (issue 18; session 23's tester, F14): the hint is
worded again with the names the rest of the window uses after the switch. Players given no
name are "Player N" in each language; on base23 the hint kept the old language's ("玩家 1さん
へのヒント", 「玩家 2さんの手札から1枚引く。」) while the banner and the board said プレイヤー1."""

from __future__ import annotations

import pytest

from farmhouse.app.board.linebreak import plain
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import real_window
from tests.app.test_hint_fits import long_hint, show, started_to_hint

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(("game_id", "players"), [("bye_bye_black_sheep", 2), ("el_gaucho", 3)])
def test_the_hint_takes_the_new_languages_default_names(qtbot, game_id, players):
    with real_window(qtbot, "zh_CN") as window:
        seats = [Seat(None)] + [Seat(None, "ai", "normal") for _ in range(players - 1)]
        match = Match.new(game_id, seats, None, 8)
        page, c = started_to_hint(qtbot, window, match)
        show(c, long_hint(c, match))
        panel = page.hint_panel
        before = c.names
        assert before[0] == "玩家 1" and before[0] in plain(panel.title.text())
        window.set_language("ja")
        qtbot.wait(50)
        after = c.names
        assert after[0] == "プレイヤー1" and after != before
        title, body = plain(panel.title.text()), plain(panel.body.text())
        assert after[0] in title and "玩家" not in title, title
        assert "玩家" not in body, body
        # the moves are worded with the names the board uses now (each move names a player)
        view, ui = match.view(0), c.ui
        moves = [plain(ui.describe_action(m.action, view, c.kept_names)) for m in panel.hint.moves]
        assert any(move in body for move in moves), (moves, body)
