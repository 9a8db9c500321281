"""The side panel's list of players shows every seat's entry whole: at 1280 × 720 and
1920 × 1080, in every language, with the longest names the new-game dialog allows, hot-seat
and against the computer, in every game at its most players. With five players in Chinese
or Japanese a summary of two lines (Bye-Bye's "holds the Thieving Magpie") made the list
scroll, and its last seat was shown cut in half at the list's bottom: the summaries are now
as tight as they must be for all seats to fit (their first lines only, the rest in their
tooltips, at the tightest), and where the list must scroll, it shows whole entries only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QRegion

from farmhouse.app.new_game import MAX_NAME_LENGTH
from farmhouse.core import registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import styled_window
from tests.core.played import play

pytestmark = pytest.mark.gui

# The longest names the new-game dialog takes, in each language's script.
LONG = {
    "en": "Maximiliana Wolfgangsdot",
    "ja": "ながいなまえのプレイヤーさんですよろしくおねがい",
    "zh_CN": "欧阳慕容司马诸葛上官东方皇甫尉迟公孙长孙宇文轩辕",
    "zh_TW": "歐陽慕容司馬諸葛上官東方皇甫尉遲公孫長孫宇文軒轅",
}


def played(game_id: str, people: int, name: str, moves: int = 40) -> Match:
    """``game_id`` at its most players, the first ``people`` of them people named ``name``
    (the first) and ``name`` with its last character changed, after ``moves`` easy moves."""
    n = max(registry.get_game(game_id).player_counts)
    names = [name] + [name[:-1] + str(i) for i in range(1, n)]
    seats = [Seat(names[i]) if i < people else Seat(None, "ai", "easy") for i in range(n)]
    return play(Match.new(game_id, seats, None, 3), until=moves, seed=10)


def named_computers(language: str) -> tuple[list[str], Match]:
    """Bye-Bye Black Sheep, one person and four computer seats, all named with the longest
    names in ``language``'s script (each last character changed), after 40 easy moves: the
    names and the match."""
    name = LONG[language]
    names = [name] + [name[:-1] + str(i) for i in range(1, 5)]
    seats = [Seat(names[0])] + [Seat(names[i], "ai", "easy") for i in range(1, 5)]
    return names, play(Match.new("bye_bye_black_sheep", seats, None, 3), until=40, seed=10)


def shown_parts(page) -> list[QRect]:
    """What each seat line shows of itself: its rectangle in the seats list's viewport, cut
    to the viewport and to its mask (empty: not shown)."""
    area = page.seats_area
    viewport = area.viewport()
    region = viewport.mask() if not viewport.mask().isEmpty() else QRegion(viewport.rect())
    shown = []
    for line in page._seat_lines:
        rect = QRect(line.mapTo(viewport, line.rect().topLeft()), line.size())
        shown.append(region.intersected(QRegion(rect)).boundingRect())
    return shown


def check_seats(page, where: str) -> bool:
    """Asserts that every seat line is shown whole or not at all, and its name and summary
    whole in it; True if all are shown."""
    for line, part in zip(page._seat_lines, shown_parts(page), strict=True):
        assert part.isEmpty() or part.size() == line.size(), (where, line.name.text(), part)
        for label in (line.name, line.summary):
            assert label.height() >= label.heightForWidth(label.width()), (where, label.text())
    return all(not part.isEmpty() for part in shown_parts(page))


def settled(qtbot, window) -> None:
    """Wait until a person is to decide (the hand-over, if any, confirmed) and the side panel
    is laid out."""
    page = window.game_page
    controller = page.controller
    qtbot.waitUntil(lambda: controller._awaiting_human or page.handover_shown, timeout=10_000)
    if page.handover_shown:
        page.hand_over.button.click()
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=10_000)
    qtbot.wait(100)

    def laid_out() -> bool:  # (no label waits for its new height; no line for its place)
        labels = [label for line in page._seat_lines for label in (line.name, line.summary)]
        return all(label.height() >= label.heightForWidth(label.width()) for label in labels)

    qtbot.waitUntil(laid_out, timeout=3000)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW", "ja", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_seat_is_shown_whole_with_five_players(qtbot, qapp, language, size):
    """Bye-Bye Black Sheep, five players: all five seats in sight, each whole."""
    assert all(len(name) == MAX_NAME_LENGTH for name in LONG.values())
    with styled_window(qtbot, qapp, language, size) as window:
        for people in (5, 1):  # hot-seat, and one person against four computer players
            window.start_match(played("bye_bye_black_sheep", people, LONG[language]))
            settled(qtbot, window)
            page, where = window.game_page, f"{language} {size} {people} people"
            assert check_seats(page, where), where  # all five in sight
            assert page.seats_area.verticalScrollBar().maximum() == 0, where


@pytest.mark.parametrize("game_id", ["black_sheep", "wooly_bully", "el_gaucho"])
def test_every_seat_is_shown_whole_in_every_game_at_its_most_players(qtbot, qapp, game_id):
    for language in ("zh_CN", "ja"):
        with styled_window(qtbot, qapp, language) as window:
            window.start_match(played(game_id, 2, LONG[language]))
            settled(qtbot, window)
            assert check_seats(window.game_page, f"{game_id} {language}"), language


def test_where_the_seats_must_scroll_they_show_whole_lines_only(qtbot, qapp):
    """A window too low for every seat (1280 × 600: 600 px, the least the window takes; five
    long Japanese names, the panel tight, beside the board: a low window keeps it): the list
    scrolls and shows whole seat lines only, scrolled anywhere; a seat line cut by the list's
    edge is not painted (the panel shows through)."""
    with styled_window(qtbot, qapp, "ja", (1280, 600)) as window:
        window.start_match(named_computers("ja")[1])
        settled(qtbot, window)
        page = window.game_page
        assert not page.folded
        area = page.seats_area
        bar = area.verticalScrollBar()
        assert bar.maximum() > 0
        for value in (0, 9, bar.maximum() // 2, bar.maximum() - 3, bar.maximum()):
            bar.setValue(value)
            qtbot.wait(30)
            where = f"scrolled to {value} ({bar.value()})"
            assert not check_seats(page, where), where  # (some seat out of sight)
            band = area.whole_band()
            # (the window as painted: the panel shows through where the list shows nothing)
            picture = window.grab().toImage()
            ratio = picture.devicePixelRatio()
            origin = area.viewport().mapTo(window, area.viewport().rect().topLeft())
            for y in (*range(0, band.top()), *range(band.bottom() + 1, area.viewport().height())):
                row = [
                    picture.pixelColor(int((origin.x() + x) * ratio), int((origin.y() + y) * ratio))
                    for x in range(0, area.viewport().width() - 20, 2)
                ]
                assert len(set(c.rgb() for c in row)) == 1, (where, y)


@pytest.mark.parametrize("language", ["ja", "zh_CN", "zh_TW"])
@pytest.mark.parametrize(
    ("game_id", "people", "size"),
    [
        ("black_sheep", 2, (1280, 720)),
        ("el_gaucho", 4, (1280, 720)),
        ("bye_bye_black_sheep", 5, (1920, 1080)),
        ("bye_bye_black_sheep", 5, (1280, 720)),
    ],
)
def test_a_long_name_goes_on_over_a_second_line_where_the_list_has_room(
    qtbot, qapp, language, game_id, people, size
):
    """A 24-character Chinese or Japanese name is wider than a seat's line: it was shortened
    with "…" (whole in the tooltip) however much room the list had. It goes on over a second
    line, broken between its phrases, and is shown whole, every seat still whole in the
    list. Five such seats at 1280 × 720 needed 335 px of the list's 299 (issue 18): the rest
    of each seat's entry gives way first (the summary on one line, then its text and the
    name's at the least size a player must read, 12 px), never the name."""
    from PySide6.QtGui import QFontInfo

    from farmhouse.app.board.linebreak import plain

    with styled_window(qtbot, qapp, language, size) as window:
        window.start_match(played(game_id, people, LONG[language]))
        settled(qtbot, window)
        page, where = window.game_page, f"{language} {game_id} {size}"
        assert check_seats(page, where), where
        assert page.seats_area.verticalScrollBar().maximum() == 0, where
        named = [line for line in page._seat_lines if LONG[language][:-1] in line.name.toolTip()]
        assert len(named) == people
        for line in named:
            text = plain(line.name.text())
            whole = plain(line.name.toolTip()).split("（")[0]
            assert whole in text, (where, text)
            lines = line.name.height() / line.name.fontMetrics().lineSpacing()
            assert 1.5 < lines < 3.5, (where, text, line.name.height())
        for line in page._seat_lines:  # nothing a player must read under 12 px
            for label in (line.name, line.summary):
                assert QFontInfo(label.font()).pixelSize() >= 12, (where, label.text())


@pytest.mark.parametrize("language", ["ja", "zh_TW", "en"])
def test_at_800_by_600_a_shortened_name_is_whole_in_its_tooltip_and_accessible_name(
    qtbot, qapp, language
):
    """Five 24-character names at 800 × 600: the list has not the room to show them whole
    (the seats scroll even with every name on one line); a name shortened with "…" is whole
    in its tooltip and in what a screen reader says (it said the shortened text)."""
    from farmhouse.app.board.linebreak import plain

    with styled_window(qtbot, qapp, language, (800, 600)) as window:
        window.start_match(played("bye_bye_black_sheep", 5, LONG[language]))
        settled(qtbot, window)
        for seat, line in enumerate(window.game_page._seat_lines):
            name = window.game_page.controller.names[seat]
            assert name in plain(line.name.toolTip()), (language, seat)
            assert name in line.name.accessibleName(), (language, seat, line.name.accessibleName())
            if "…" in line.name.text():
                assert "…" not in line.name.accessibleName()


def figures(text: str) -> list[str]:
    """The numbers in ``text`` (a seat's summary), in order."""
    import re

    from farmhouse.app.board.linebreak import plain

    return re.findall(r"\d+", plain(text))


@pytest.mark.parametrize(
    ("language", "game_id", "moves", "hint"),
    [
        ("ja", "el_gaucho", 160, False),
        ("ja", "bye_bye_black_sheep", 80, False),
        ("zh_TW", "bye_bye_black_sheep", 80, False),
        ("zh_CN", "black_sheep", 30, True),
        ("en", "el_gaucho", 160, True),
    ],
)
def test_every_seat_summary_shows_all_its_figures(qtbot, qapp, language, game_id, moves, hint):
    """A seat's summary in the side panel at 1280 × 720 shows every figure of it: El Gaucho
    with four players in Japanese showed 「64ペソ · 手元のガウチョ6人 …」 (its herds left
    out), Bye-Bye Black Sheep with five 「3枚組 2/3 · 手札 7 …」 (its zoo), Black Sheep in
    Chinese beside the hint box 「已知 +20 分 …」 (its hand). It now wraps between its parts
    where the list has room, and is shown in 12 px text before anything is cut; the whole
    summary is what a screen reader says, never under 12 px."""
    from PySide6.QtGui import QFontInfo

    from farmhouse.app.board.linebreak import plain

    n = max(registry.get_game(game_id).player_counts)
    names = ["ゆうこ", "Player 2", "Annabelle Fitzgerald", "Bot 4", "Player 5"]
    seats = [Seat(names[0])] + [
        Seat(names[2]) if i == 2 else Seat(None, "ai", "easy") for i in range(1, n)
    ]
    match = play(Match.new(game_id, seats, None, 3), until=moves, seed=10)
    with styled_window(qtbot, qapp, language) as window:
        window.start_match(match)
        settled(qtbot, window)
        page = window.game_page
        if hint:
            page.hint_button.click()
            qtbot.waitUntil(lambda: page._hint_panel is not None and page._hint_panel.isVisible())
            qtbot.wait(200)
        where = f"{language} {game_id}"
        assert check_seats(page, where), where
        for line in page._seat_lines:
            shown, whole = line.summary.text(), line.summary_text
            assert "…" not in shown, (where, shown)
            assert figures(shown) == figures(whole), (where, shown, whole)
        for line in page._seat_lines:
            whole = line.summary_text
            assert plain(whole).replace("\n", " · ") == line.summary.accessibleName()
            assert QFontInfo(line.summary.font()).pixelSize() >= 12, (where, whole)


@pytest.mark.parametrize("language", ["ja", "zh_CN", "zh_TW", "en"])
def test_five_seats_four_named_computers_fit_with_names_whole(qtbot, qapp, language):
    """Bye-Bye Black Sheep at 1280 × 720, one person and four computer seats named with the
    longest names (issue 18): all five seats in sight without scrolling, every name whole
    (over two lines where it must: never shortened with "…"). In Japanese the thinking
    sign's kept room, the seats' title and two of the log's least lines make the room (the
    panel made tight); the sign then shows over the log's title."""
    names, match = named_computers(language)
    with styled_window(qtbot, qapp, language, (1280, 720)) as window:
        window.start_match(match)
        settled(qtbot, window)
        page, where = window.game_page, f"{language} named computers"
        qtbot.waitUntil(lambda: page.seats_area.verticalScrollBar().maximum() == 0, timeout=3000)
        assert check_seats(page, where), where
        for line, full in zip(page._seat_lines, names, strict=True):
            shown = line.name.text().replace("\u2060", "").replace("\xa0", " ")
            assert full in shown and "…" not in shown, (where, shown)
        if page._panel_tight:  # the sign, shown, lies over the log's title, not the seats
            page.thinking.start("Bot", 1.0)
            page.thinking.show()
            page._float_sign()
            sign = page.thinking.geometry()
            assert sign.top() >= page.seats_area.geometry().bottom()
            page.thinking.stop()
