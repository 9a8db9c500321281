"""A Wooly Bully replay fits what it draws at each step (polish20's report: stepping back
kept the widest zoom of the landscape seen at the end)."""

from __future__ import annotations

import pytest

from farmhouse.core.replay import EVERYTHING
from tests.app.keyplay import real_window
from tests.app.test_replay_page import choose, watch_from_game_over, whole_game

pytestmark = pytest.mark.gui


def test_a_replay_fits_the_landscape_drawn_at_each_step(qtbot):
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        page.go(page.last)  # (End: over, no tray, the landscape has the tray's room too)
        assert board.fit_rect == board.fit_area()
        page.go(page.last - 1)  # (the last move before it: the room of the positions in play)
        end = board.zoom
        for position in (page.last // 2, 1):  # stepping back: fewer tiles, fitted larger
            page.go(position)
            assert board.fit_rect == board.fit_area()
            assert board.zoom > end
        start = board.zoom
        page.go(page.last - 1)
        assert board.zoom == end
        page.go(1)
        assert board.zoom == start


def test_the_public_view_reserves_no_room_for_a_tray_it_does_not_draw(qtbot):
    """The public view knows no hand: a position in play draws no tray and no column's
    prompt, so the landscape is fitted into the whole board as at the game's end (an empty
    band was kept where the tray would be, and the column at the left); a seat's view keeps
    its tray's room."""
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        choose(page, None)
        page.go(page.last // 2)
        assert board.view.seat is None and not board.view.game_over
        assert not board.tray_items
        free, whole = board.free_area(), board.viewport().rect()
        assert (free.left(), free.bottom()) == (whole.left() + 10, whole.bottom() - 10)
        shown = board.mapFromScene(board.fit_rect).boundingRect()
        assert shown.bottom() > board.hud().tray.top() or shown.left() < board.hud().hint.right()
        choose(page, 0)
        assert board.tray_items
        assert board.free_area().bottom() < board.hud().tray.top()


def test_everything_shown_does_not_repeat_the_hand_of_the_seat_to_move(qtbot):
    """With everything shown the holdings strip beside the board draws every seat's hand and
    colour; the board draws the view of the seat to move, and its tray showed that seat's
    tiles a second time (issue 18). The replay page tells its board the holdings are drawn
    apart (the kit's ``set_holdings_apart``): no tray, no colour chip, no column's line; the
    landscape takes their room. The strip's own boards keep their trays (they picture them);
    a seat's view on the page keeps its tray."""
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        board = page.board
        choose(page, EVERYTHING)
        page.go(page.last // 3)
        page.flush_holdings()
        assert board.view.seat is not None and board.view.hand and not board.view.game_over
        assert not board.tray_items  # (the strip shows them)
        assert board.holdings_apart
        assert not board.hud_part.layers["status"].childItems()
        assert board.prompt.block is None or not board.prompt.block.isVisible()
        free, whole = board.free_area(), board.viewport().rect()
        assert (free.left(), free.bottom()) == (whole.left() + 10, whole.bottom() - 10)
        strip = [b for b in page.holdings.boards if b.view is not None and b.view.hand]
        assert strip and all(b.tray_items and not b.holdings_apart for b in strip)
        choose(page, 0)
        assert not board.holdings_apart and board.tray_items
