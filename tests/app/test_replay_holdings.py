"""A replay with everything shown (issue 20): under the board, every seat's secret holdings at
that moment, each drawn by the game's own board from that seat's own view (never for a game
that is not finished), through the kit's optional ``holdings_rect`` hook."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
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
    qtbot.waitUntil(lambda: all(c.part.height() > 30 for c in strip.cells if c.drawn), timeout=3000)
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
                assert pictures[seat].height() >= 30  # not a speck (5 seats: 2 rows, 47 px)
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


# ----------------------------------------------------------------- the strip's layout
#: Bye-Bye's hands at 5 players as its board draws them at 1280 × 720 (board px: a row of
#: card kinds with their counts under them), Black Sheep's at 4 (three cards).
BYE_BYE_HANDS = [(427.0, 81.0), (466.0, 81.0), (366.0, 81.0), (366.0, 81.0), (427.0, 81.0)]
BLACK_SHEEP_HANDS = [(242.0, 105.0)] * 4


def test_the_strip_shows_five_wide_hands_in_two_rows_and_takes_only_the_height_it_fills():
    """Five Bye-Bye hands in one row under a 958-px board were drawn at 0.38 of the board's
    size (cards 31 px high): in two rows (3 + 2) they get 0.55 or more; Black Sheep's four
    three-card hands stay in one row, names above, and the strip is no taller than the cards
    need (room the pictures cannot use is left to the board)."""
    from farmhouse.app.replay_holdings import STRIP_LEAST, plan_strip, strip_height_most

    most = strip_height_most(660)  # (a 1280 × 720 window's page)
    plan = plan_strip(BYE_BYE_HANDS, 958, most, 17)
    one_row = min(179 / w for w, _ in BYE_BYE_HANDS)  # (what one row of five allowed)
    assert plan.rows == 2 and plan.scale >= 0.55 > one_row * 1.4
    assert STRIP_LEAST <= plan.height <= most
    plan = plan_strip(BLACK_SHEEP_HANDS, 958, most, 17)
    assert (plan.rows, plan.beside) == (1, False) and plan.scale > 0.9
    assert plan.height < most  # (the cards are as wide as their place: no taller)
    assert plan_strip([None] * 4, 958, most, 17).scale == 0.0  # (nothing held)


def test_a_taller_page_gives_the_strip_more_room():
    """At 1920 × 1080 the strip was the same share of the page as at 1280 × 720 and its
    cards filled a quarter of it; it may grow now (up to a quarter of the page)."""
    from farmhouse.app.replay_holdings import strip_height_most

    small, large = strip_height_most(660), strip_height_most(1020)
    assert small >= 140 and large >= 250 and large / 1020 > small / 660


def strip_texts(strip) -> list[float]:
    """The pixel size of every text a player reads in the strip's pictures: each seat
    board's texts inside its holdings (not decoration), times the picture's scale."""
    sizes = []
    for board, cell in zip(strip.boards, strip.cells, strict=True):
        if not cell.drawn:
            continue
        rects = [r for r in board.holdings_rects() if not r.isEmpty()]
        for picture, rect in zip(cell.pictures, rects, strict=True):
            for shown in board.shown_texts():
                if shown.decorative is None and rect.contains(shown.rect.center()):
                    sizes.append(shown.pixels * picture.scale)
    return sizes


def everything_at(qtbot, window, match):
    """The window's replay of ``match`` with everything shown, a third into the game, its
    strip laid out."""
    page = watch_from_game_over(qtbot, window, match)
    page.go(page.timeline.last // 3)
    choose(page, EVERYTHING)
    strip = page.holdings
    qtbot.waitUntil(strip.isVisible)
    qtbot.waitUntil(lambda: all(c.part.height() > 30 for c in strip.cells if c.drawn))
    qtbot.wait(100)
    return page, strip


def test_bye_bye_s_five_hands_are_readable_at_both_window_sizes(qtbot, styled):
    """Bye-Bye at 5 players with everything shown: at 1280 × 720 the strip's cards are at
    least 45 px high (31 before: told apart only with effort); at 1920 × 1080 the strip grows
    and no text on its cards (their numbers, the counts) is under 12 px (7.4 before)."""
    styled("en")
    match = whole_game("bye_bye_black_sheep")
    heights = {}
    for size in ((1280, 720), (1920, 1080)):
        with real_window(qtbot, size=size) as window:
            page, strip = everything_at(qtbot, window, match)
            cards = [
                c.part.scale * b.holdings_rects()[-1].height()
                for b, c in zip(strip.boards, strip.cells, strict=True)
                if c.drawn
            ]
            assert len(cards) == 5
            heights[size] = min(cards)
            if size == (1920, 1080):
                texts = strip_texts(strip)
                assert texts and min(texts) >= 12, min(texts)
    assert heights[1280, 720] >= 45, heights
    assert heights[1920, 1080] >= 1.8 * heights[1280, 720], heights


def ink_middle(label) -> float:
    """The middle row of the dark pixels ``label`` shows (its text's ink), in the strip's
    coordinates."""
    image = label.grab().toImage()
    rows = [
        y
        for y in range(image.height())
        if any(image.pixelColor(x, y).lightness() < 110 for x in range(image.width()))
    ]
    assert rows, label.text()
    return (
        label.mapTo(label.parentWidget().parentWidget(), label.rect().topLeft()).y()
        + (rows[0] + rows[-1]) / 2 / label.devicePixelRatioF()
    )


def test_chinese_and_latin_names_stand_level_over_level_pictures(qtbot, styled):
    """In the strip a Chinese name's line was taller than a Latin one's: the name sat lower
    (its ink's middle 2 px lower, its bottom 5 px) and the pictures under it too. Every name
    has a line as high, a CJK name is lifted so its ink's middle is level with the Latin
    names' (within 1 px), and the pictures of a row start level."""
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from tests.core.played import play

    styled("zh_TW")
    names = ["Ann", "花子", "Bob", "太郎"]
    seats = [Seat(names[0])] + [Seat(n, "ai", "easy") for n in names[1:]]
    match = play(Match.new("black_sheep", seats, None, 7), seed=7)
    with real_window(qtbot, "zh_TW") as window:
        page, strip = everything_at(qtbot, window, match)
        assert strip.plan.rows == 1
        labels = [cell.name for cell in strip.cells]
        assert len({label.height() for label in labels}) == 1
        middles = [ink_middle(label) for label in labels]
        assert max(middles) - min(middles) <= 1.0, middles
        tops = {c.part.mapTo(strip, c.part.rect().topLeft()).y() for c in strip.cells}
        assert len(tops) == 1, tops


def test_wooly_bully_s_hand_picture_holds_its_tiles_and_no_speck_of_the_tray_frame(qtbot):
    """Wooly Bully's hand in the strip showed a 1-px speck above its first tile: the place
    the board gave took in the tiles' glow room, and with it a corner of the tray's frame.
    The place is the tiles' squares: outside them the picture is the tray's paper alone."""
    match = whole_game("wooly_bully")
    with real_window(qtbot) as window:
        page, strip = everything_at(qtbot, window, match)
        checked = 0
        for board, cell in zip(strip.boards, strip.cells, strict=True):
            rect = board.holdings_rect()
            if rect is None:
                continue
            transform = board.viewportTransform()
            squares = [
                t.deviceTransform(transform).mapRect(QRectF(0, 0, t.size, t.size))
                for t in board.tray_items
                if t.isVisible()
            ]
            image = board.viewport().grab(rect.toAlignedRect()).toImage()
            ratio = image.devicePixelRatio()
            paper = set()
            for y in range(image.height()):
                for x in range(image.width()):
                    at = QPointF(rect.left() + x / ratio, rect.top() + y / ratio)
                    if not any(s.adjusted(-1.5, -1.5, 1.5, 1.5).contains(at) for s in squares):
                        paper.add(image.pixelColor(x, y).name())
            assert len(paper) <= 1, (cell.name.text(), paper)  # (the tray's paper, or none)
            checked += 1
        assert checked
