"""A replay with everything shown (issue 20): under the board, every seat's secret holdings at
that moment, each drawn by the game's own board from that seat's own view (never for a game
that is not finished), through the kit's optional ``holdings_rect`` and ``holdings_held``
hooks (a place of the board pictured; pieces drawn compactly with their values as text)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage

from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.replay import EVERYTHING, Timeline
from tests.core.played import play

from .keyplay import real_window
from .test_replay_page import NAMES, choose, watch_from_game_over, whole_game

pytestmark = pytest.mark.gui

#: The games whose boards draw a seat's holdings in a replay (El Gaucho's draws a seat's
#: opening tiles only while that seat chooses them).
WITH_HOLDINGS = ["black_sheep", "bye_bye_black_sheep", "wooly_bully"]


def held_shown(cell) -> list[tuple[str, str, str]]:
    """What ``cell``'s compact row shows, as ``(picture file, text, tooltip)`` per piece;
    each picture drawn (not blank) and at least 12 px high."""
    row = cell.held
    if not row.isVisibleTo(cell):
        return []
    out = []
    for piece, picture, text in zip(row.held, row.pictures, row.texts, strict=True):
        assert text.isVisibleTo(cell) and text.text() == piece.text
        if piece.art is not None:
            pixmap = picture.pixmap()
            assert picture.isVisibleTo(cell) and not pixmap.isNull() and picture.height() >= 12
            assert colours(pixmap.toImage()) > 3
        out.append((piece.art.stem if piece.art else "", piece.text, text.toolTip()))
    return out


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
            if not cell.drawn:
                assert cell.nothing.text() == "Nothing in hand"
                continue
            shown = held_shown(cell)
            if game_id == "wooly_bully":  # its tiles pictured as drawn, its colour a line
                assert len(cell.pictures) == bool(own.hand)
                assert len(shown) == colour
                if colour:
                    from farmhouse.games.wooly_bully.texts import colour_name

                    words = shown[0][1]
                    assert colour_name(own.colour) in words and match.seats[seat].name in words
                if own.hand:
                    pictures[seat] = picture(cell)
                    assert colours(pictures[seat]) > 20  # tiles, not an empty place
                    assert pictures[seat].height() >= 30  # not a speck
            else:  # its hand compactly: each card (kind) with its number as text
                assert not cell.pictures
                pictures[seat] = shown
                if game_id == "black_sheep":
                    assert [text for _, text, _ in shown] == [str(a.rank) for a in own.hand]
                    assert all(
                        a.value in art for (art, _, _), a in zip(shown, own.hand, strict=True)
                    )
                else:
                    from farmhouse.games.bye_bye_black_sheep import data
                    from farmhouse.games.bye_bye_black_sheep import texts as board_texts

                    kinds = sorted(set(own.hand))
                    assert len(shown) == len(kinds)
                    for (_, text, tip), kind in zip(shown, kinds, strict=True):
                        held = own.hand.count(kind)
                        if data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
                            assert text == (str(kind) if held == 1 else f"{kind} ×{held}")
                        else:  # (named: "×1" under a small picture named nothing; F6)
                            name = board_texts.kind_name(kind)
                            name = "Magpie" if kind == data.MAGPIE else name
                            assert text == (name if held == 1 else f"{name} ×{held}")
                        assert match.seats[seat].name in tip
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


def count_draws(strip) -> list[int]:
    """A list to which each ``show_view`` of a seat's board in ``strip`` adds that seat
    (the board then draws as before)."""
    drawn: list[int] = []
    for seat, board in enumerate(strip.boards):
        board.show_view = (  # (an instance attribute: counts, then draws)
            lambda *a, _board=board, _seat=seat, **k: (
                drawn.append(_seat),
                type(_board).show_view(_board, *a, **k),
            )
        )
    return drawn


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
        drawn = count_draws(strip)
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
            held = board.holdings_held()
            assert cell.drawn == bool(rects or held)
            assert [(p.board, p.rect_shown) for p in cell.pictures] == [(board, r) for r in rects]
            if held:
                assert cell.held.held == held
                assert [text for _, text, _ in held_shown(cell)] == [h.text for h in held]
        assert any(cell.drawn for cell in strip.cells)


@pytest.mark.parametrize("game_id", WITH_HOLDINGS)
def test_a_step_draws_only_the_strip_boards_whose_pictured_holdings_changed(qtbot, game_id):
    """Every step changes every seat's view (the turn, the counts), and every seat's board
    in the strip drew its whole table again at every step (x4-8 the seat view's cost). Now a
    seat's board is drawn only when what the strip pictures of it changed (its
    ``holdings_source``: Wooly Bully's hand; never for Black Sheep's and Bye-Bye's hands,
    drawn compactly from the view), and each board still holds exactly its seat's view, the
    cells showing that view's holdings."""
    match = whole_game(game_id)
    with real_window(qtbot) as window:
        page = watch_from_game_over(qtbot, window, match)
        timeline = page.timeline
        middle = everything_shown_at_middle(qtbot, page) + 1
        page.step(1)  # (the first step lays the seats' boards out at the board's new size)
        page.flush_holdings()
        strip = page.holdings
        drawn = count_draws(strip)
        changed: list[int] = []
        for position in range(middle + 1, middle + 9):
            page.step(1)
            page.flush_holdings()
            for seat, (board, cell) in enumerate(zip(strip.boards, strip.cells, strict=True)):
                own, before = timeline.view_at(position, seat), timeline.view_at(position - 1, seat)
                assert board.view == own
                if board.holdings_source(own) != board.holdings_source(before):
                    changed.append(seat)
                held = board.holdings_held()
                assert cell.held.held == held and cell.drawn == bool(own.hand or held)
        assert sorted(drawn) == sorted(changed), (drawn, changed)
        if game_id == "wooly_bully":
            assert changed  # (hands changed: those seats' boards were drawn)
        else:
            assert not drawn  # (hands drawn compactly: no board drawn at all)


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


def strip_text_sizes(strip) -> list[tuple[float, str]]:
    """Every text a player reads in the strip, as ``(pixel size, text)``: its labels (the
    names, the compact holdings' values, the "nothing" line) at their fonts' pixel sizes,
    and the texts of the seats' boards inside the places the strip pictures
    (:func:`strip_texts`: times the picture's scale)."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QLabel

    sizes = [(size, "(in a picture)") for size in strip_texts(strip)]
    for label in strip.findChildren(QLabel):
        if label.isVisibleTo(strip) and label.text():
            sizes.append((float(QFontInfo(label.font()).pixelSize()), label.text()))
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
    """Bye-Bye at 5 players with everything shown: each hand is drawn compactly, a card per
    kind with its number or name (and count) as text beside the names; its cards are at
    least 36 px high at 1280 × 720 (31 in one row of five, before two rows; 40 before the
    special cards were named, session 24: "black sheep" is wider than "×1"), grow with the
    window, and are as high in every seat's hand (at 1920 × 1080 a six-card hand's were
    larger)."""
    styled("en")
    match = whole_game("bye_bye_black_sheep")
    heights = {}
    for size in ((1280, 720), (1920, 1080)):
        with real_window(qtbot, size=size) as window:
            page, strip = everything_at(qtbot, window, match)
            cells = [c for c in strip.cells if c.drawn]
            assert len(cells) == 5 and not any(c.pictures for c in cells)
            heights[size] = min(c.held.picture_height for c in cells)
            # every seat's cards as high (a short hand's no larger than a long one's)
            shown = [p.height() for c in cells for p in c.held.pictures]
            assert max(shown) - min(shown) <= 1, (size, shown)
    assert heights[1280, 720] >= 36, heights
    assert heights[1920, 1080] >= 1.5 * heights[1280, 720], heights


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_bye_bye_s_longest_hand_names_its_special_cards_and_shows_them_larger(qtbot, styled, lang):
    """Session 24's tester, F6: a 5-player advanced game with the joker, everything shown at
    1280 × 720, where a seat holds 13 kinds: the hands in the column beside the board were
    13 px high pictures over their numbers (the seat's thirteen cards in one row, the cells
    only as high as that row, half the column empty under them), and a special card was a
    "×1" under its picture: a Mole, a Mother Sheep and the joker alike. Now every special
    card is named under its picture, the long hand takes more rows, and the cards are at
    least 24 px high (19 before)."""
    from farmhouse.games.bye_bye_black_sheep import data
    from farmhouse.games.bye_bye_black_sheep import texts as board_texts
    from farmhouse.games.bye_bye_black_sheep.rules import Options

    styled(lang)
    seats = [Seat(NAMES[0])] + [Seat(name, "ai", "easy") for name in NAMES[1:5]]
    options = Options(advanced=True, joker=True)
    match = play(Match.new("bye_bye_black_sheep", seats, options, 3), seed=3)
    timeline = Timeline.from_match(match)
    kinds = [
        max(len(set(timeline.view_at(p, s).hand)) for s in range(5))
        for p in range(timeline.last + 1)
    ]
    position = kinds.index(max(kinds))
    assert max(kinds) >= 12
    with real_window(qtbot, lang, size=(1280, 720)) as window:
        page = watch_from_game_over(qtbot, window, match)
        page.go(position)
        choose(page, EVERYTHING)
        strip = page.holdings
        qtbot.waitUntil(strip.isVisible)
        page.flush_holdings()
        qtbot.wait(100)
        assert page._homes[0] == "beside"  # (the column beside the board)
        specials = 0
        for seat, cell in enumerate(strip.cells):
            kinds = sorted(set(timeline.view_at(position, seat).hand))
            for kind, text in zip(kinds, cell.held.texts, strict=True):
                if not data.FIRST_SPECIES <= kind <= data.LAST_SPECIES:
                    specials += 1
                    name = board_texts.tr("Magpie") if kind == data.MAGPIE else None
                    name = name or board_texts.kind_name(kind)
                    assert text.text() in (name, board_texts.counted(name, 2)), text.text()
                    assert text.isVisibleTo(cell) and text.width() >= text.sizeHint().width() - 1
            assert cell.held.picture_height >= 24, (seat, cell.held.picture_height)
            assert cell.geometry().bottom() <= strip.height()
        assert specials >= 5
        assert min(strip_text_sizes(strip))[0] >= 12


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", [*WITH_HOLDINGS, "el_gaucho"])
def test_nothing_a_player_reads_in_the_strip_is_under_12_px(qtbot, styled, game_id, size):
    """Every game at its most players, everything shown, at a quarter, half and three
    quarters of the game: no text in the strip (names, the holdings' numbers and counts,
    Wooly Bully's secret colour, any lettering in a place pictured) is under 12 px. Before,
    at 1280 × 720, the boards' own drawing was shrunk into it: Black Sheep's card ranks
    10.2 px, Wooly Bully's colour 9.0, Bye-Bye's card numbers and counts 6.0 (El Gaucho's
    board draws no holdings: no strip, nothing to read)."""
    styled("en")
    match = whole_game(game_id)
    with real_window(qtbot, size=size) as window:
        page = watch_from_game_over(qtbot, window, match)
        last = page.timeline.last
        choose(page, EVERYTHING)
        strip = page.holdings
        for position in (last // 4, last // 2, 3 * last // 4):
            page.go(position)
            page.flush_holdings()
            qtbot.wait(30)
            if game_id == "el_gaucho":
                assert not strip.isVisible()
                continue
            assert strip.isVisible()
            qtbot.waitUntil(lambda: all(c.part.height() > 30 for c in strip.cells if c.drawn))
            sizes = strip_text_sizes(strip)
            assert len(sizes) > len(strip.cells), sizes  # (the names, and the holdings)
            assert min(sizes)[0] >= 12, (position, min(sizes))


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
        # (a page as high as a 1920 x 1080 window's: the strip under the board, the seats in
        # a row; at 1280 x 720 they stand one under the other beside it)
        window.resize(1920, 1080)
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


def test_a_seven_tile_wooly_bully_hand_keeps_a_margin_from_the_strip_s_right_edge(qtbot):
    """At 1920 × 1080, a third into a 4-player Wooly Bully game (Bob holds 7 tiles), every
    seat's hand picture ends at least 16 px inside the strip's right edge, as the board's
    rows above keep a margin (the 7-tile hand ran right up to it: 0 px)."""
    from PySide6.QtCore import QPoint

    match = whole_game("wooly_bully")
    with real_window(qtbot, size=(1920, 1080)) as window:
        page, strip = everything_at(qtbot, window, match)
        hands = []
        for board, cell in zip(strip.boards, strip.cells, strict=True):
            if not cell.pictures:
                continue
            hands.append(len(board.view.hand))
            for picture in cell.pictures:
                pixmap = picture.pixmap()
                width = pixmap.width() / pixmap.devicePixelRatio()
                left = picture.mapTo(strip, QPoint(0, 0)).x()
                if picture.alignment() & Qt.AlignmentFlag.AlignLeft:
                    right = left + width
                else:
                    right = left + (picture.width() + width) / 2
                assert strip.width() - right >= 16, (len(board.view.hand), right, strip.width())
        assert 7 in hands, hands


def mark_columns(label, hex_colour: str) -> list[int]:
    """The columns (px) of ``label`` where it shows ``hex_colour`` (a seat's mark)."""
    from PySide6.QtGui import QColor

    image = label.grab().toImage()
    want = QColor(hex_colour)
    return [
        x
        for x in range(image.width())
        for y in range(image.height())
        if abs(image.pixelColor(x, y).red() - want.red()) < 12
        and abs(image.pixelColor(x, y).green() - want.green()) < 12
        and abs(image.pixelColor(x, y).blue() - want.blue()) < 12
    ]


@pytest.mark.parametrize("game_id", ["bye_bye_black_sheep", "wooly_bully"])
def test_each_hand_is_headed_by_its_seat_s_mark(qtbot, styled, game_id):
    """With everything shown, each seat's holdings are headed by the seat's mark (its shape
    in its colour, in ink in Wooly Bully, as its board draws it) before its name, so that
    names alike at their start, elided alike, are told apart (session 17, R4: the name
    alone). The mark lies left of the name's text, in a margin of its own."""
    from farmhouse.app.board.seats import SEAT_HEX
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from tests.core.played import play

    styled("en")
    players = registry.get_game(game_id).player_counts.stop - 1
    names = [f"Maximiliana Wolfgangsdot{i}" for i in range(players)]
    seats = [Seat(names[0])] + [Seat(n, "ai", "easy") for n in names[1:]]
    match = play(Match.new(game_id, seats, None, 7), seed=7)
    with real_window(qtbot, size=(1280, 720)) as window:
        page, strip = everything_at(qtbot, window, match)
        coloured = page.ui.seat_colours
        assert coloured == (game_id != "wooly_bully")
        for seat, cell in enumerate(strip.cells):
            label = cell.name
            assert (label.seat, label.coloured) == (seat, coloured)
            shown = label.text().replace("\xa0", " ").rstrip("…")
            assert names[seat].startswith(shown) and label.toolTip() == names[seat]
            assert label.contentsMargins().left() == label.mark_room() > 10
            if coloured:  # (the seat's colour, left of the text: the name is in ink)
                columns = mark_columns(label, SEAT_HEX[seat])
                text_left = label.contentsRect().left()
                if label.alignment() & Qt.AlignmentFlag.AlignHCenter:
                    wide = label.fontMetrics().horizontalAdvance(label.text())
                    text_left += (label.contentsRect().width() - wide) // 2
                assert columns and max(columns) < text_left, (seat, label.text())


def test_a_name_beside_its_pictures_is_not_covered_by_them(qtbot):
    """Session 17's second tester, U6: in Wooly Bully's replay with everything shown (its
    hands one short row: names beside them) the seats' marks and names were unseen: the
    name's width was Ignored, the row gave it none, the pictures lay over it. Beside, the
    pictures start right of the name; above them again, the name takes the cell's width."""
    from farmhouse.app.replay_holdings import HoldingsCell

    cell = HoldingsCell()
    qtbot.addWidget(cell)
    cell.resize(452, 68)
    cell.show()
    cell.set_name("Human1", 83)
    cell.name.set_seat(0)
    cell._stack.setCurrentWidget(cell._pictures)
    cell.set_beside(True, 83)
    qtbot.waitUntil(lambda: cell._pictures.x() > 0)
    assert cell.name.geometry().right() < cell._pictures.x()
    cell.set_beside(False)
    qtbot.waitUntil(lambda: cell.name.width() == cell.width())
    assert cell.name.geometry().bottom() < cell._pictures.y()
