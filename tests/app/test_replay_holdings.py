"""A replay with everything shown (issue 20): under the board, every seat's secret holdings at
that moment, each drawn by the game's own board from that seat's own view (never for a game
that is not finished), through the kit's optional ``holdings_rect`` hook."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from farmhouse.core import registry
from farmhouse.core.replay import EVERYTHING

from .keyplay import real_window
from .test_replay_page import choose, watch_from_game_over, whole_game

pytestmark = pytest.mark.gui

#: The games whose boards draw a seat's holdings in a replay (El Gaucho's draws a seat's
#: opening tiles only while that seat chooses them).
WITH_HOLDINGS = ["black_sheep", "bye_bye_black_sheep", "wooly_bully"]


def picture(cell) -> QImage:
    pixmap = cell.part.pixmap()
    assert pixmap is not None and not pixmap.isNull()
    return pixmap.toImage()


def colours(image: QImage) -> int:
    """How many different colours a sample of ``image``'s pixels has (a blank picture: 1)."""
    seen = set()
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            seen.add(image.pixel(x, y))
    return len(seen)


def everything_shown_at_middle(qtbot, page) -> int:
    """Go to the middle of ``page``'s game, watch it with everything shown and wait until
    the strip has taken its room under the board (the board, its seats' boards and the
    pictures laid out again); returns the position."""
    middle = page.timeline.last // 2
    page.go(middle)
    choose(page, EVERYTHING)
    strip = page.holdings
    qtbot.waitUntil(strip.isVisible)
    qtbot.waitUntil(lambda: all(c.part.height() > 60 for c in strip.cells if c.drawn), timeout=3000)
    qtbot.wait(50)
    return middle


@pytest.mark.parametrize("game_id", WITH_HOLDINGS)
def test_everything_shown_draws_every_seat_s_holdings_from_its_own_view(qtbot, game_id):
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        assert not page.holdings.isVisible()  # (it opens on the public view)
        middle = everything_shown_at_middle(qtbot, page)
        strip = page.holdings
        seats = len(match.seats)
        assert len(strip.cells) == len(strip.boards) == seats
        pictures = {}
        for seat, (board, cell) in enumerate(zip(strip.boards, strip.cells, strict=True)):
            own = timeline.view_at(middle, seat)
            assert board.view == own  # that seat's own view: its hand, nobody else's
            assert cell.name.text() == match.seats[seat].name
            # Wooly Bully: the seat's secret colour too, above its hand tiles
            colour = game_id == "wooly_bully" and own.colour is not None and not own.game_over
            assert cell.drawn == bool(own.hand or colour)
            assert len(cell.pictures if cell.drawn else []) == bool(own.hand) + colour
            if own.hand:
                pictures[seat] = picture(cell)
                assert colours(pictures[seat]) > 20  # cards or tiles, not an empty place
                assert pictures[seat].height() >= 30  # not a speck (5 seats: 34 px)
            if colour:
                assert colours(cell.pictures[0].pixmap().toImage()) > 5
            if not cell.drawn:
                assert cell.nothing.text() == "Nothing in hand"
        # the seats' hands differ: each picture is that seat's own
        hands = {seat: timeline.view_at(middle, seat).hand for seat in pictures}
        differ = [(a, b) for a in pictures for b in pictures if a < b and hands[a] != hands[b]]
        assert differ
        assert all(pictures[a] != pictures[b] for a, b in differ)
        # a step: the seats' boards follow
        page.step(1)
        for seat, board in enumerate(strip.boards):
            assert board.view == timeline.view_at(middle + 1, seat)
        # any other viewer: no strip
        choose(page, 0)
        assert not strip.isVisible()
        choose(page, None)
        assert not strip.isVisible()


def test_a_game_whose_board_draws_no_holdings_shows_no_strip(qtbot):
    match = whole_game("el_gaucho")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        page.go(page.timeline.last // 2)
        choose(page, EVERYTHING)
        assert page.viewer == EVERYTHING
        assert not page.holdings.isVisible()


@pytest.mark.parametrize("game_id", ["black_sheep"])
def test_an_unfinished_game_never_shows_the_holdings(qtbot, game_id):
    match = whole_game(game_id)
    from farmhouse.core.match import Match
    from tests.core.played import play

    unfinished = play(Match.new(game_id, list(match.seats), None, 7), until=20, seed=7)
    assert not unfinished.is_over
    with real_window(qtbot) as window:
        from farmhouse.core.replay import Timeline

        assert window.watch(Timeline.from_match(unfinished))
        page = window.replay_page
        assert not page.set_viewer(EVERYTHING)
        assert not page.holdings.isVisible() and not page.holdings.boards


def test_registry_games_are_all_covered():
    assert set(WITH_HOLDINGS) | {"el_gaucho"} == set(registry.game_ids())


@pytest.mark.parametrize("players", [(4, 2), (2, 4)])
def test_the_strip_is_rebuilt_for_each_game_watched(qtbot, players):
    """Two games watched in a row in one window, everything shown in each: the strip's seats
    are exactly the second game's, at once (no cell or board of the first game is left in
    it, drawn behind the new ones, until Qt gets round to deleting them), and the first
    game's boards (the page's and the strip's) are released."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QWidget

    from farmhouse.app.board.base import BoardWidget
    from farmhouse.app.replay_holdings import HoldingsCell
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.replay import Timeline
    from tests.core.played import play

    with real_window(qtbot) as window:
        old: list[BoardWidget] = []
        games: list[list[BoardWidget]] = []
        for count in players:
            names = ["Ann", *(f"Bot {i}" for i in range(1, count))]
            seats = [Seat(names[0])] + [Seat(n, "ai", "easy") for n in names[1:]]
            match = play(Match.new("black_sheep", seats, None, 7), seed=7)
            assert window.watch(Timeline.from_match(match))
            page = window.replay_page
            page.go(page.timeline.last // 2)
            choose(page, EVERYTHING)
            strip = page.holdings
            assert strip.isVisible()
            assert len(strip.cells) == len(strip.boards) == count
            # (no event processed: what the strip and the page hold now)
            assert strip.findChildren(HoldingsCell) == strip.cells
            assert set(strip.findChildren(BoardWidget)) == set(strip.boards)
            boards = set(page.findChildren(BoardWidget))
            assert boards == {page.board, *strip.boards}
            shown = [w for w in strip.findChildren(QWidget) if w.isVisible()]
            mine = [*strip.cells, *strip.boards]
            assert all(any(c is w or c.isAncestorOf(w) for c in mine) for w in shown)
            names_shown = [c.name.text().replace("\xa0", " ") for c in strip.cells]
            assert names_shown == names
            assert not any(shiboken6.isValid(b) and b.isVisible() for b in old)
            old = [page.board, *strip.boards]
            games.append(old)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert not any(shiboken6.isValid(b) for b in games[0])  # released
        assert all(shiboken6.isValid(b) for b in games[1])


def test_fast_steps_draw_the_strip_once_more_for_the_last_and_exactly(qtbot):
    """Steps faster than the strip is drawn (an arrow key held down: its repeats come in one
    event-loop turn) draw each seat's board at most twice, the first step's and the last's,
    not once a step (with everything shown a step cost x6-8 the seat's view); after the last
    step the strip shows exactly that position: each seat's board its view then, and each
    cell that board's holdings where it draws them."""
    match = whole_game("black_sheep")
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        middle = everything_shown_at_middle(qtbot, page)
        strip = page.holdings
        drawn: list[int] = []
        for seat, board in enumerate(strip.boards):
            board.show_view = (  # (an instance attribute: counts, then draws)
                lambda *a, _board=board, _seat=seat, **k: (
                    drawn.append(_seat),
                    type(_board).show_view(_board, *a, **k),
                )
            )
        for _ in range(10):  # (in one turn of the event loop, as queued key repeats come)
            page.step(1)
        end = middle + 10
        assert page.position == end and page.board.view == timeline.view_at(end, 0)
        qtbot.waitUntil(
            lambda: all(b.view == timeline.view_at(end, s) for s, b in enumerate(strip.boards)),
            timeout=3000,
        )
        seats = len(match.seats)
        assert all(drawn.count(seat) <= 2 for seat in range(seats)), drawn
        # each cell shows its board's holdings where the board draws them now, at the end
        qtbot.wait(50)
        for board, cell in zip(strip.boards, strip.cells, strict=True):
            rects = [r for r in board.holdings_rects() if not r.isEmpty()]
            assert cell.drawn == bool(rects)
            if rects:
                assert [(p.board, p.rect_shown) for p in cell.pictures] == [
                    (board, r) for r in rects
                ]
                assert colours(picture(cell)) > 20
        assert any(cell.drawn for cell in strip.cells)
