"""The Statistics page's texts are whole in every language at 800 × 600 and 1280 × 720
(test16 F11): the filters as wide as their longest item, the chart's legend inside the
chart, the tables' headers whole and their columns as wide as their cells (the long column
takes the room left, and is elided only where there is none, its full text in a tooltip).

The window is opened in English and switched to each language, as a player does (the
combo boxes were sized once, for English)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics, QPainter
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox, QTableView

from farmhouse.app import stats_page
from farmhouse.app.board.linebreak import plain
from farmhouse.app.labels import two_lines_height
from farmhouse.app.main_window import MainWindow
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app.keyplay import styled_window
from tests.core.played import play

pytestmark = pytest.mark.gui

LANGUAGES = ["en", "zh_TW", "zh_CN", "ja"]
SIZES = [(800, 600), (1280, 720)]


@functools.cache
def four_games() -> list[Match]:
    """One finished game of each of the four games, people and AIs of each level, as the
    tester played them: the places and scores of five seats make a long line."""
    kinds = {
        "black_sheep": "HAAA",
        "wooly_bully": "HHA",
        "el_gaucho": "HAE",
        "bye_bye_black_sheep": "HAARE",
    }
    levels = {"A": "normal", "E": "easy", "R": "hard"}
    games = []
    for seed, (game_id, spec) in enumerate(kinds.items()):
        seats = [
            Seat(f"Human{i + 1}") if kind == "H" else Seat(f"Bot{i + 1}", "ai", levels[kind])
            for i, kind in enumerate(spec)
        ]
        games.append(play(Match.new(game_id, seats, None, seed + 20), seed=seed))
    return games


@contextmanager
def statistics_in(qtbot: Any, qapp: Any) -> Iterator[MainWindow]:
    """The window in English showing the Statistics of :func:`four_games`."""
    with styled_window(qtbot, qapp, "en", (1280, 720)) as window:
        window.stats.started = True  # no import of past games
        db = window.stats.db
        assert db is not None
        for match in four_games():
            db.record(match, None)
        window.show_statistics()
        QApplication.processEvents()
        yield window


def shown_in(window: MainWindow, lang: str, size: tuple[int, int]) -> None:
    """Switch ``window`` to ``lang`` and ``size`` and let it lay itself out."""
    if window.translations.language != lang:
        window.set_language(lang)
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()


def item_room(combo: QComboBox) -> int:
    """The width a combo box gives the text of its items (its edit field, px)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width()


def test_the_filters_are_as_wide_as_their_longest_item(qtbot, qapp):
    """ja "すべてのプレ" for すべてのプレイヤー: the box kept its width for "All players"."""
    cut = []
    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        for lang in LANGUAGES:
            for size in SIZES:
                shown_in(window, lang, size)
                for combo in (page.game_filter, page.player_filter):
                    metrics = QFontMetrics(combo.font())
                    room = item_room(combo)
                    for i in range(combo.count()):
                        text = combo.itemText(i)
                        if metrics.horizontalAdvance(text) > room:
                            cut.append((lang, size, text, metrics.horizontalAdvance(text), room))
    assert cut == []


class _Recorder(QPainter):
    """A QPainter that keeps the rectangles and texts it is asked to draw."""

    drawn: list[tuple[QRectF, str]] = []

    def drawText(self, *args: Any) -> None:  # noqa: N802 (Qt API)
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            _Recorder.drawn.append((QRectF(args[0]), args[2]))
        super().drawText(*args)


def test_the_charts_legend_is_whole_inside_the_chart(qtbot, qapp, monkeypatch):
    """ja "その時点まで" for その時点までの勝率, zh_TW "至今勝", en "Other places (the taller, the
    better" and no "Win rate so far": the legend ran on in one row past the chart's edge."""
    monkeypatch.setattr(stats_page, "QPainter", _Recorder)
    cut = []
    with statistics_in(qtbot, qapp) as window:
        chart = window.stats_page.chart
        for lang in LANGUAGES:
            for size in SIZES:
                shown_in(window, lang, size)
                _Recorder.drawn = []
                chart.repaint()
                # and the chart is whole on screen (the page's lower part clipped it)
                if chart.visibleRegion().boundingRect() != chart.rect():
                    cut.append((lang, size, "chart clipped", chart.visibleRegion().boundingRect()))
                metrics = QFontMetrics(chart._font())
                drawn = {plain(text): (rect, text) for rect, text in _Recorder.drawn}
                for text in chart.legend_texts():
                    rect, shown = drawn.get(text, (None, ""))
                    needs = (
                        metrics.boundingRect(rect.toRect(), int(Qt.TextFlag.TextWordWrap), shown)
                        if rect is not None
                        else None
                    )
                    whole = (
                        rect is not None
                        and needs is not None
                        and rect.left() >= 0
                        and rect.right() <= chart.width()
                        and rect.bottom() <= chart.height()
                        and needs.width() <= rect.width() + 0.5
                        and needs.height() <= rect.height() + 0.5
                    )
                    if not whole:
                        cut.append((lang, size, text, rect, needs, chart.width(), chart.height()))
    assert cut == []


def column_widths(table: QTableView) -> list[tuple[str, int, int, int]]:
    """(header, section width, header's width, cells' widest width) per column."""
    header = table.horizontalHeader()
    model = table.model()
    return [
        (
            str(model.headerData(c, header.orientation())),
            header.sectionSize(c),
            header.sectionSizeHint(c),
            table.sizeHintForColumn(c),
        )
        for c in range(header.count())
    ]


def test_the_tables_headers_are_whole_and_columns_fit_their_cells(qtbot, qapp):
    """en "es and sc" for "Places and scores" (39 px) and cells "1. Bo…" at 800 px; zh_TW's
    Game column 459 px wide (the room it had at 1280 px) while 最高分 was cut at the
    right. The list of finished games needs no sideways scrolling: its long column is the
    last to give way, after the chart beside it."""
    problems = []
    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        for lang in LANGUAGES:
            for size in SIZES:
                shown_in(window, lang, size)
                for table, long in ((page.table, 1), (page.games_table, 2)):
                    long = table.model().headerData(long, table.horizontalHeader().orientation())
                    widths = column_widths(table)
                    total = sum(w for _, w, _, _ in widths)
                    room = table.viewport().width()
                    for text, width, head, cells in widths:
                        if width < head:
                            problems.append((lang, size, "header cut", text, width, head))
                        if text != long and width < cells:
                            problems.append((lang, size, "cells cut", text, width, cells))
                        if text == long and width > max(head, cells) and total > room:
                            problems.append((lang, size, "wider than needed", text, width))
                    if total < room - 1:
                        problems.append((lang, size, "room left", total, room))
                    if table is page.games_table and total > room:  # it needs no scrolling
                        problems.append((lang, size, "games scroll sideways", total, room))
                # the winner of each game is whole in its line, the rest in the tooltip
                games = page.games_table
                metrics = QFontMetrics(games.font())
                width = games.horizontalHeader().sectionSize(2)
                for row in range(games.rowCount()):
                    item = games.item(row, 2)
                    winner = item.text().split(page.tr(" · "))[0]
                    if metrics.horizontalAdvance(winner) > width or item.toolTip() != item.text():
                        problems.append((lang, size, "winner cut", winner, width))
    assert problems == []


def test_nothing_to_read_on_the_page_is_under_12_px(qtbot, qapp):
    small = []
    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        for lang in LANGUAGES:
            shown_in(window, lang, (800, 600))
            widgets = [
                page.game_filter,
                page.player_filter,
                page.table,
                page.table.horizontalHeader(),
                page.games_table,
                page.games_table.horizontalHeader(),
            ]
            for widget in widgets:
                px = QFontInfo(widget.font()).pixelSize()
                if px < 12:
                    small.append((lang, type(widget).__name__, px))
            if QFontInfo(page.chart._font()).pixelSize() < 12:
                small.append((lang, "chart", QFontInfo(page.chart._font()).pixelSize()))
    assert small == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_chart_title_leaves_the_chart_drawn_and_the_window_800_wide(qtbot, qapp, lang):
    """ja at 800 × 600, the row of Bye-Bye Black Sheep selected: the chart's title in three
    lines ("Human1の / 『バイバイブラックシープ』の / 記録") pushed the chart out of the page's lower
    part (nothing drawn), and its widest phrase with the list's least width made the window
    813 px wide."""
    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        shown_in(window, lang, (800, 600))
        player = page.rows[0][0]
        assert page.select(player, "bye_bye_black_sheep")
        for _ in range(3):
            QApplication.processEvents()
        page.chart.shown = 0
        page.chart.repaint()
        seen = {
            "window": (window.width(), max(window.minimumSizeHint().width(), 800)),
            "chart on screen": page.chart.visibleRegion().boundingRect() == page.chart.rect(),
            "bars drawn": page.chart.shown == len(page.chart.results),
        }
    assert seen == {"window": (800, 800), "chart on screen": True, "bars drawn": True}


class _BoxRecorder(QPainter):
    """A QPainter that keeps the box each text it draws in a rectangle takes."""

    boxes: list[tuple[str, Any]] = []

    def drawText(self, *args: Any) -> None:  # noqa: N802 (Qt API)
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            box = self.fontMetrics().boundingRect(args[0].toRect(), args[1], args[2])
            _BoxRecorder.boxes.append((args[2], box))
        super().drawText(*args)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_charts_dates_and_the_last_games_note_never_overlap(qtbot, qapp, lang, monkeypatch):
    """More games than bars fit: "The last 34 games" was drawn over the first and last
    dates in a chart 266 px wide (ja "直近の34ゲーム" across "2026/12/06")."""
    from farmhouse.core.stats import Result

    monkeypatch.setattr(stats_page, "QPainter", _BoxRecorder)
    day = "2026-12-06T20:00:00+00:00"
    results = [Result(day, "black_sheep", 3, 1 + i % 3, 3, f"{i:032x}") for i in range(250)]
    overlaps = []
    with statistics_in(qtbot, qapp) as window:
        shown_in(window, lang, (800, 600))
        chart = window.stats_page.chart
        chart.set_results(results)
        for width in (200, 266, 320, 420, 600):
            chart.resize(width, 240)
            _BoxRecorder.boxes = []
            chart.repaint()
            boxes = [(text, box) for text, box in _BoxRecorder.boxes if text.strip()]
            assert 0 < chart.shown < len(results)
            for i, (text, box) in enumerate(boxes):
                for other, other_box in boxes[i + 1 :]:
                    if box.intersects(other_box):
                        overlaps.append((width, text, other))
                if box.left() < 0 or box.right() > width:
                    overlaps.append((width, text, "edge"))
    assert overlaps == []


#: The tester's long names (24 characters; Latin, 40).
LONG_NAMES = [
    "ながいなまえのプレイヤーさんですよろしくおねがい",
    "Maximiliana Wolfgangsdottir-Hohenzollern",
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_name_never_widens_the_chart_and_is_elided_where_short_of_room(qtbot, qapp, lang):
    """Issue 18 (a tester, ja at 800 px, a 24-character name): the chart's title
    「<name>の『ブラックシープ』の記録」 could not break inside the name and held the chart's column
    ~480 px wide, the finished games' list beside it kept ~270 px and its places and scores
    were off to the right (a sideways scroll bar); the figures' Player column took ~340 px
    for the whole name, and the Player filter cut the name at its edge with no "…". Now the
    title elides the name to its width (the whole title in its tooltip), the list needs no
    sideways scrolling, and the Player column and the filter elide the name with "…" (the
    whole name in the tooltip)."""
    seats = [Seat(LONG_NAMES[0]), Seat(LONG_NAMES[1]), Seat("Bot3", "ai", "normal")]
    long_game = play(Match.new("black_sheep", seats, None, 31), seed=3)
    with statistics_in(qtbot, qapp) as window:
        window.stats.db.record(long_game, None)
        page = window.stats_page
        page.refresh()
        shown_in(window, lang, (800, 600))
        box = page.player_filter
        box.setCurrentIndex(box.findText(LONG_NAMES[0]))
        assert page.select(long_game_player(page), "black_sheep")
        for _ in range(3):
            QApplication.processEvents()
        seen = {}
        title = page.chart_title
        seen["title fits"] = title.sizeHint().width() <= title.width() and all(
            line_width <= title.width() for line_width in line_widths(title)
        )
        seen["title elided"] = "…" in plain(title.text()) and LONG_NAMES[0] in title.toolTip()
        games = page.games_table
        widths = sum(games.columnWidth(c) for c in range(games.columnCount()))
        seen["games fit"] = widths <= games.viewport().width()
        box.setCurrentIndex(0)  # (all players: the figures' columns are short of room)
        for _ in range(3):
            QApplication.processEvents()
        table = page.table
        row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == LONG_NAMES[0])
        metrics = QFontMetrics(table.font())
        seen["name column narrower"] = (
            table.columnWidth(0) < metrics.horizontalAdvance(LONG_NAMES[0])
            and table.textElideMode() == Qt.TextElideMode.ElideRight
            and table.item(row, 0).toolTip() == LONG_NAMES[0]
        )
        box.setCurrentIndex(box.findText(LONG_NAMES[0]))
        for _ in range(3):
            QApplication.processEvents()
        shown = box.shown_text()
        seen["filter elided"] = (
            shown.endswith("…")
            and QFontMetrics(box.font()).horizontalAdvance(shown) <= item_room(box)
            and box.toolTip() == LONG_NAMES[0]
        )
    assert seen == {
        "title fits": True,
        "title elided": True,
        "games fit": True,
        "name column narrower": True,
        "filter elided": True,
    }


def long_game_player(page) -> int:
    """The player id of the long Japanese name."""
    return next(p.id for p in page.players if p.name == LONG_NAMES[0])


def line_widths(label) -> list[int]:
    """The widths of the lines ``label``'s text wraps to at its width (px)."""
    from farmhouse.app.labels import text_box

    return [text_box(label.text(), label.font(), label.width()).width()]


def test_the_chart_title_never_breaks_inside_a_games_title(qtbot, qapp):
    """zh_TW at 800 × 600: the chart's title broke 「Human1在《牛仔很⏎忙》的紀錄」, inside the
    game's title (the phrase model's cut); a title breaks between its words only."""
    from PySide6.QtGui import QTextLayout, QTextOption

    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        shown_in(window, "zh_TW", (800, 600))
        player = next(p.id for p in page.players if p.name == "Human1")
        assert page.select(player, "el_gaucho")
        for _ in range(3):
            QApplication.processEvents()
        title = page.chart_title
        layout = QTextLayout(title.text(), title.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(title.contentsRect().width())
            lines.append(
                plain(title.text()[line.textStart() : line.textStart() + line.textLength()])
            )
        layout.endLayout()
    assert len(lines) > 1 and any("牛仔很忙" in line for line in lines), lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_figures_headers_go_onto_two_lines_where_the_table_is_short_of_room(qtbot, qapp, lang):
    """F11 (issue 18): at 800 px the figures table's last columns (対 CPU…) were reached
    only by scrolling sideways, its header 「対」 cut at the edge. Where the columns do not fit
    on one-line headers, the headers go onto two lines, each broken where a line may break
    (never inside a word), measured in the header's own font (Qt measured them bold), and
    the Game and Player columns give way: at 800 × 600 the tables fit whole, no sideways
    scrolling (Japanese too since issue 18's U8: its headers 「平均得点」「最高得点」「ゲーム数」
    「ヒント回数」, words no line may break, asked 61 px more than the page has, with all
    three AI levels met); at 1920 × 1080 the headers stay on one line."""
    from farmhouse.app.board.linebreak import break_points

    with statistics_in(qtbot, qapp) as window:
        page = window.stats_page
        table = page.table
        shown_in(window, lang, (1920, 1080))
        assert not table.two_line_headers
        heads = [text for _, text in page.columns()]
        shown_in(window, lang, (800, 600))
        assert table.two_line_headers
        model, orientation = table.model(), table.horizontalHeader().orientation()
        for column, whole in enumerate(heads):
            text = str(model.headerData(column, orientation))
            if "\n" in text:
                first, second = text.split("\n")
                at = len(first) + (1 if whole[len(first)] == " " else 0)
                # (a bracketed last part loses its brackets: 「対 CPU⏎やさしい」)
                rest = whole[at:]
                assert second in (rest, rest[1:-1]) and rest[:1] in "（(" + second[:1], text
                assert whole[:at].rstrip() == first
                assert at in break_points(whole, every_space=True) or whole[at - 1] == "-"
        total = sum(table.columnWidth(c) for c in range(table.columnCount()))
        room = table.viewport().width()
        assert total <= room, (
            total,
            room,
        )  # (ja since 「平均点」, 「最高点」, 「対戦数」, 「ヒント」)
        assert table.horizontalScrollBar().maximum() == 0


#: The tester's 24-character name (test17b U8).
LONG_NAME = "Maximiliana Wolfgangsdot"


@functools.cache
def three_games_of_a_long_name() -> list[Match]:
    """One finished game each of Black Sheep, El Gaucho and Wooly Bully between
    :data:`LONG_NAME` and a Normal AI: that player's figures are four rows (three games and
    "All games")."""
    seats = [Seat(LONG_NAME), Seat("Bot2", "ai", "normal")]
    games = ("black_sheep", "el_gaucho", "wooly_bully")
    return [play(Match.new(game, seats, None, 20 + i), seed=i) for i, game in enumerate(games)]


@pytest.mark.parametrize("back_to_game", [False, True], ids=["from start", "from a game"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_figures_show_every_row_of_a_player_at_800_by_600(qtbot, qapp, lang, back_to_game):
    """U8 (issue 18): at 800 × 600 in Chinese and Japanese the figures of one player (four
    rows) showed 2½ rows, the third cut in half, over the chart and the finished games (the
    chart's column, 150 px wide beside the list's least width, took the lower part's height,
    its title on three lines; Rename…, Merge… and Rebuild from saves… took a row of their
    own). Every row is whole on the screen, nothing scrolls sideways, the chart is drawn
    whole, the chart's title on two lines."""
    with styled_window(qtbot, qapp, "en", (1280, 720)) as window:
        window.stats.started = True  # no import of past games
        db = window.stats.db
        assert db is not None
        for match in three_games_of_a_long_name():
            db.record(match, None)
        window.show_statistics()
        page = window.stats_page
        page.set_back_to_game(back_to_game)  # ("Back to the game" is the longer)
        shown_in(window, lang, (800, 600))
        names = [page.player_filter.itemText(i) for i in range(page.player_filter.count())]
        page.player_filter.setCurrentIndex(names.index(LONG_NAME))
        for _ in range(3):
            QApplication.processEvents()
        table = page.table
        assert table.rowCount() == 4 and window.size().toTuple() == (800, 600)
        seen = table.viewport().rect()
        cut = [r for r in range(4) if not seen.contains(table.visualItemRect(table.item(r, 0)))]
        assert (cut, table.verticalScrollBar().maximum()) == ([], 0)
        assert table.horizontalScrollBar().maximum() == 0
        assert page.games_table.horizontalScrollBar().maximum() == 0
        assert page.chart.visibleRegion().boundingRect() == page.chart.rect()
        assert page.chart.height() >= page.chart.minimumSizeHint().height()
        title = page.chart_title
        assert title.height() <= two_lines_height(title.font(), title.width())
