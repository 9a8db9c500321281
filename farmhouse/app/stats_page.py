"""The Statistics page (issue 20): each named player's record, per game, a chart of their
results over time, and the list of finished games.

What it shows comes from :class:`farmhouse.core.stats.Stats` (through the main window's
:class:`~farmhouse.app.stats_keeper.StatsKeeper`), read again whenever the page is shown and
whenever the recorded games change while it is:

- **Figures** (a table): per player name and game (with "All games" rows for a player of
  several games; one game when the game filter says so): games played, wins, win rate,
  average and best score, longest win streak, and the record against each AI level met
  ("wins / games", the rest in the cell's tooltip). Scores of different games are never
  averaged together: an "All games" row leaves the score columns empty.
- **Chart** (:class:`ResultsChart`, drawn with QPainter): the results over time of the player
  of the selected row, in that row's game: one bar per game, oldest left, as tall as the
  place was good (a win full height, in gold; a last place a short bar, an eighth of the
  height), and the win rate so far as a line.
- **Finished games** (a table, newest first, at most :data:`LISTED_GAMES`): when, which game,
  the places and scores (each person under their name of now, as the figures name them; the
  tooltip adds the names played under when a player was renamed since), the moves. A row whose save is still on disk can be watched
  (``watch_requested(path)``, connected by the window that has a replay page; the button
  shows only then: :meth:`StatsPage.set_watch_enabled`).
- **Filters** by game and by player; **Rename…** and **Merge…** the player of the selected
  row; **Rebuild from saves…** (asked first; runs in the background).

Signals: ``back_requested()``, ``status_message(str)``, ``watch_requested(object)`` (a Path).

Why not QtCharts (issue 20 asks to measure): it is not in PySide6-Essentials, which is all the
app depends on; it comes with PySide6-Addons (6.11.3: a 175 MB wheel, 439 MB unpacked). A
bundle would gain ``QtCharts.abi3.so`` (1.0 MB) and ``libQt6Charts.so.6`` (2.3 MB; its Qt
OpenGL libraries are in Essentials already): about 3.3 MB, for one chart that QPainter draws
in some 150 lines (measured 2026-12-05 from the wheel's files).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontInfo,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
    QStylePainter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.linebreak import keep_name, keep_words, plain, spaced_names
from farmhouse.app.dialog_buttons import DialogButtons
from farmhouse.app.flow_layout import FlowLayout
from farmhouse.app.game_about import game_title, seat_name
from farmhouse.app.labels import message_text, plain_label
from farmhouse.app.style import (
    BARN_DARK,
    INK,
    MEADOW,
    MUTED,
    SELECTION_FOCUSED,
    SELECTION_UNFOCUSED,
)

if TYPE_CHECKING:
    from farmhouse.app.stats_keeper import StatsKeeper
    from farmhouse.core.stats import Figures, GameRecord, Result, SeatRecord, Stats

# The finished games listed at most (newest first); the figures count them all.
LISTED_GAMES = 200
# The least width of a bar of the chart (px): more games than fit are shown as the last ones.
LEAST_BAR_PX = 6
# The chart's colours: a win, another place, the win-rate line, the grid.
WIN_COLOUR = "#d9a23a"
PLACE_COLOUR = MEADOW
RATE_COLOUR = BARN_DARK
GRID_COLOUR = "#d9c393"
# The least pixel size of any text the page draws itself (the chart's labels).
LEAST_TEXT_PX = 13
# The least height of the chart's plot (px), the bars' room.
LEAST_PLOT_PX = 60
# The narrowest window the page fits (px): the list of finished games holds the chart
# beside it narrower for its least width only as far as the page still fits this.
LEAST_WINDOW_PX = 800
# The characters of a player's name the chart's title keeps before it takes a third line.
TITLE_NAME_KEPT = 8
# The least room (px) between the page's title and the buttons beside it in the title row.
HEAD_GAP = 12
# The widest a filter box grows for its longest item, in ems of its font (a long player
# name is elided there; its list shows the name whole).
FILTER_MAX_EM = 22
# The narrowest the players' column of the figures gets where the table is short of room,
# in ems of its font (its names elided, each whole in its tooltip), unless its header is
# wider.
NAME_LEAST_EM = 5
# The narrowest the games' column of the figures gets, likewise (its titles elided, each
# whole in its tooltip): it gives way before the players' names.
GAME_LEAST_EM = 6
# The widest a text of a long column kept whole (FittedTable.least_texts: the winner's
# part of a finished game's line) holds the column, in ems: a longer one is elided.
LEAST_TEXT_EM = 12
# The room (pixels) between an empty table's edges and what it says (its placeholder).
PLACEHOLDER_MARGIN_PX = 12
# The widest its lines are, in ems of its font.
PLACEHOLDER_EM = 40


def import_note(keeper: StatsKeeper) -> str:
    """The line that says how far the import of past games (or a rebuild) is, "" when none
    runs: "Counting your past games… 12 of 40"."""
    from PySide6.QtCore import QCoreApplication

    state = keeper.import_state
    if state is None:
        return ""
    done, total = state
    if keeper.rebuilding:
        if total == 0:
            return QCoreApplication.translate("StatsPage", "Rebuilding the statistics…")
        text = QCoreApplication.translate(
            "StatsPage", "Rebuilding the statistics from your saves… %1 of %2"
        )
    else:
        if total == 0:
            return QCoreApplication.translate("StatsPage", "Counting your past games…")
        text = QCoreApplication.translate("StatsPage", "Counting your past games… %1 of %2")
    locale = QLocale()
    return text.replace("%1", locale.toString(done)).replace("%2", locale.toString(total))


def running(text: str) -> str:
    """Running ``text`` (a message, a note) that Qt wraps only between phrases in the app's
    language, never inside a Chinese or Japanese word or a name."""
    from farmhouse.app.board.linebreak import keep_phrases
    from farmhouse.app.i18n import system_language

    return keep_phrases(text, system_language(QLocale()))


def renamed(seats: Sequence[SeatRecord], shown: dict[int, str]) -> bool:
    """Whether a finished game's line shows a name (``shown``: seat → name) other than the
    one its seat played under (its player renamed since), spaces around and Unicode forms
    apart (" Ann " played is "Ann" in the statistics)."""
    return any(
        shown[s.seat] != unicodedata.normalize("NFC", seat_name(s.name, s.seat)).strip()
        for s in seats
    )


def with_names(template: str, *names: str) -> str:
    """The translated ``template`` with the players' ``names`` in it (``%1`` the first,
    ``%2`` the second, …) as running text (:func:`running`), each name whole
    (:func:`keep_name`) and spaced in Chinese (:func:`spaced_names`: 「要把 Ann 的遊戲算作
    Bea 的嗎？」, 「Ann 的新名字：」) also where no game told the line breaker the names (the
    page opened first). The one way this page puts names into a sentence."""
    filled = re.sub(
        r"%(\d)",
        lambda m: (
            keep_name(names[int(m.group(1)) - 1])
            if 0 < int(m.group(1)) <= len(names)
            else m.group()
        ),
        template,
    )
    return spaced_names(running(filled), names=names)


def _local_date(iso: str, with_time: bool = False) -> str:
    """A recorded UTC time as the player's local date (and time), in the app's language."""
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    from PySide6.QtCore import QDateTime

    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    fmt = QLocale.FormatType.ShortFormat
    locale = QLocale()
    return locale.toString(moment, fmt) if with_time else locale.toString(moment.date(), fmt)


class ResultsChart(QWidget):
    """A player's results over time (see the module docstring), drawn with QPainter.

    :meth:`set_results` gives it the :class:`~farmhouse.core.stats.Result` list, oldest
    first. ``shown`` is how many of the last results the bars show (as many as fit, at least
    :data:`LEAST_BAR_PX` wide each)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[Result] = []
        self.shown = 0
        # what the chart says with no results ("" for "No games yet."): set_empty_text
        self.empty_text = ""
        self._least_height = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_results(self, results: list[Result]) -> None:
        """Show ``results`` (oldest first)."""
        self.results = list(results)
        wins = sum(r.rank == 1 for r in self.results)
        # what a screen reader says of the chart: games, then wins
        self.setAccessibleName(self.tr("Results over time: %n game(s)", "", len(self.results)))
        self._describe(wins)
        self.update()

    def _describe(self, wins: int) -> None:
        """What a screen reader says of the chart after its name: the games won, or with
        no results, what it says then (:meth:`set_empty_text`)."""
        if not self.results and self.empty_text:
            self.setAccessibleDescription(plain(self.empty_text))
        else:
            self.setAccessibleDescription(self.tr("%n game(s) won.", "", wins))

    def set_empty_text(self, text: str) -> None:
        """Say ``text`` (wrapped between words) in the plot while there are no results; ""
        says "No games yet."."""
        if text != self.empty_text:
            self.empty_text = text
            self._describe(sum(r.rank == 1 for r in self.results))
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(520, 240)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As high as the plot's :data:`LEAST_PLOT_PX` with the percentages, the dates and
        the legend in as many rows as it takes at the chart's width now (a fixed 180 px
        left no plot under a legend in three rows, and nothing was drawn)."""
        metrics = QFontMetrics(self._font())
        *_, top, bottom = self._frame(metrics, self.width() if self.width() > 1 else 520)
        self._least_height = int(top + bottom) + LEAST_PLOT_PX
        return QSize(LEAST_PLOT_PX, self._least_height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        before = self._least_height
        if self.minimumSizeHint().height() != before:
            self.updateGeometry()  # the legend's rows at the new width

    def _frame(
        self, metrics: QFontMetrics, width: int
    ) -> tuple[list[tuple[QRectF, QRectF]], int, float, float, float, float]:
        """The chart's frame at ``width`` px: the legend's entries (:meth:`legend_layout`)
        and height (px, with its margins), the room left of the plot (the percentages), right
        of it, above and below it (the dates and the legend)."""
        locale = QLocale()
        percent = [locale.toString(v) + locale.percent() for v in (0, 50, 100)]
        line = metrics.height()
        left = max(metrics.horizontalAdvance(p) for p in percent) + 10
        right = 8
        top = line // 2 + 2
        entries, legend_height = self.legend_layout(metrics, left, width - right)
        legend_h = int(legend_height) + 8
        bottom = line + 6 + legend_h  # the dates, then the legend
        return entries, legend_h, left, right, top, bottom

    def _font(self) -> QFont:
        """The widget's font, at least :data:`LEAST_TEXT_PX` pixels high."""
        font = QFont(self.font())
        if QFontInfo(font).pixelSize() < LEAST_TEXT_PX:
            font.setPixelSize(LEAST_TEXT_PX)
        return font

    def legend_texts(self) -> list[str]:
        """The legend's three entries."""
        return [
            self.tr("Won"),
            self.tr("Other places (the taller, the better)"),
            self.tr("Win rate so far"),
        ]

    def legend_layout(
        self, metrics: QFontMetrics, left: float, right: float
    ) -> tuple[list[tuple[QRectF, QRectF]], float]:
        """Where the legend's entries go between x = ``left`` and ``right`` (px), in rows
        from y = 0: per entry of :meth:`legend_texts` the rectangle of its mark (a swatch, or
        the rate's line: its middle) and of its text, and the legend's height. The entries
        run on in a row while they fit, else start a new row, at ``left`` (at 0 when an
        entry does not fit from there); an entry wider than a row wraps its text between
        words (in Chinese and Japanese between phrases). A legend in one row ran past the
        chart's edge: ja "その時点まで" for その時点までの勝率."""
        line = metrics.height()
        swatch = line * 0.7
        gap, spacing, leading = 6.0, 18.0, 4.0
        marks = [swatch, swatch, swatch * 1.6]
        texts = [running(text) for text in self.legend_texts()]
        needs = [
            mark + gap + metrics.horizontalAdvance(text) + 2
            for mark, text in zip(marks, texts, strict=True)
        ]
        if left + max(needs) > right:
            left = 0.0
        entries: list[tuple[QRectF, QRectF]] = []
        x, y, row = left, 0.0, float(line)
        for mark, text, need in zip(marks, texts, needs, strict=True):
            if x > left and x + need > right:
                x, y, row = left, y + row + leading, float(line)
            room = max(1.0, min(need, right - x) - mark - gap)
            wrap = int(Qt.TextFlag.TextWordWrap)  # (a row of an entry wider than a row)
            box = metrics.boundingRect(QRect(0, 0, int(room), 10 * line), wrap, text)
            height = float(max(line, box.height()))
            entries.append(
                (
                    QRectF(x, y + (line - swatch) / 2, mark, swatch),
                    QRectF(x + mark + gap, y, room, height),
                )
            )
            row = max(row, height)
            x += need + spacing
        return entries, y + row

    def _dates_row(
        self, metrics: QFontMetrics, plot: QRectF, shown: list[Result], first: int
    ) -> list[tuple[str, float, str]]:
        """The texts under the plot, (text, x, colour) each: the first and last shown game's
        dates at the plot's ends and, when the bars show only the last games (``first``
        games are left out), the note that says so in the middle; what does not fit beside
        the rest is left out (with the note: first the first date, then the last, the note
        elided if it must; without: the last date)."""
        gap = metrics.horizontalAdvance("MM")
        room = plot.width()
        start = _local_date(shown[0].finished_at)
        end = _local_date(shown[-1].finished_at) if len(shown) > 1 else ""
        note = self.tr("The last %n game(s)", "", len(shown)) if first > 0 else ""
        w_start, w_end, w_note = (metrics.horizontalAdvance(t) for t in (start, end, note))
        if not note:
            row = [(start, plot.left(), INK)]
            if end and w_start + gap + w_end <= room:
                row.append((end, plot.right() - w_end - 2, INK))
            return row
        if max(w_start, w_end) + gap + w_note / 2 <= room / 2:
            return [
                (start, plot.left(), INK),
                (note, plot.center().x() - w_note / 2, MUTED),
                (end, plot.right() - w_end - 2, INK),
            ]
        if w_note + gap + w_end <= room:
            return [(note, plot.left(), MUTED), (end, plot.right() - w_end - 2, INK)]
        elided = metrics.elidedText(note, Qt.TextElideMode.ElideRight, int(room))
        return [(elided, plot.left(), MUTED)]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self._font()
        painter.setFont(font)
        metrics = painter.fontMetrics()
        line = metrics.height()
        locale = QLocale()
        percent = [locale.toString(v) + locale.percent() for v in (0, 50, 100)]
        entries, legend_h, left, right, top, bottom = self._frame(metrics, self.width())
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        if not self.results:
            # what it says, in the whole chart: no grid (a grid of no results struck the text
            # through, and in a low chart left it too few lines: 800 × 600, ja)
            painter.setPen(QColor(MUTED))
            text = running(self.empty_text) if self.empty_text else self.tr("No games yet.")
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            painter.drawText(QRectF(self.rect()).adjusted(8, 4, -8, -4), flags, text)
            painter.end()
            return
        if plot.width() < 40 or plot.height() < 40:
            painter.end()
            return
        # the grid and its percentages (0 % at the bottom)
        painter.setPen(QPen(QColor(GRID_COLOUR), 1))
        for i, label in enumerate(percent):
            y = plot.bottom() - plot.height() * i / 2
            painter.drawLine(int(plot.left()), int(y), int(plot.right()), int(y))
            painter.setPen(QColor(INK))
            painter.drawText(
                QRectF(0, y - line / 2, left - 6, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
            painter.setPen(QPen(QColor(GRID_COLOUR), 1))
        results = self.results
        slots = max(1, int(plot.width() // LEAST_BAR_PX))
        first = max(0, len(results) - slots)
        shown = results[first:]
        self.shown = len(shown)
        slot = plot.width() / len(shown)
        bar = max(2.0, min(slot * 0.7, 40.0))
        wins = sum(r.rank == 1 for r in results[:first])
        rate_points = []
        painter.setPen(Qt.PenStyle.NoPen)
        # a last place is a short bar, not a stroke on the 0 % line under the win rate (issue
        # Z14: one lost game looked like an empty chart); the better the place, the taller
        least = max(10.0, plot.height() / 8)
        for i, result in enumerate(shown):
            won = result.rank == 1
            wins += won
            placed = 1.0 if result.seats <= 1 else (result.seats - result.rank) / (result.seats - 1)
            height = least + (plot.height() - least) * placed
            x = plot.left() + slot * i + (slot - bar) / 2
            painter.setBrush(QColor(WIN_COLOUR if won else PLACE_COLOUR))
            painter.drawRect(QRectF(x, plot.bottom() - height, bar, height))
            rate = wins / (first + i + 1)
            rate_points.append(
                (plot.left() + slot * (i + 0.5), plot.bottom() - plot.height() * rate)
            )
        painter.setPen(QPen(QColor(RATE_COLOUR), 2))
        for (x0, y0), (x1, y1) in zip(rate_points, rate_points[1:], strict=False):
            painter.drawLine(int(x0), int(y0), int(x1), int(y1))
        painter.setBrush(QColor(RATE_COLOUR))
        if len(rate_points) <= 60:
            for x, y in rate_points:
                painter.drawEllipse(QRectF(x - 3, y - 3, 6, 6))
        # the dates of the first and last game shown, and "The last 34 games" between
        # them when more games were played than bars fit (what does not fit is left out:
        # the first date, then the last; a chart 266 px wide drew them over each other)
        dates_y = plot.bottom() + 4
        for text, x, colour in self._dates_row(metrics, plot, shown, first):
            painter.setPen(QColor(colour))
            painter.drawText(
                QRectF(x, dates_y, metrics.horizontalAdvance(text) + 2, line),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                text,
            )
        # the legend: its rows, at the bottom
        top_of_legend = self.height() - legend_h + 4
        painter.setPen(Qt.PenStyle.NoPen)
        for (mark, text_rect), text, colour, is_line in zip(
            entries,
            self.legend_texts(),
            (WIN_COLOUR, PLACE_COLOUR, RATE_COLOUR),
            (False, False, True),
            strict=True,
        ):
            mark = mark.translated(0, top_of_legend)
            if is_line:
                painter.setPen(QPen(QColor(colour), 2))
                middle = int(mark.center().y())
                painter.drawLine(int(mark.left()), middle, int(mark.right()), middle)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colour))
                painter.drawRect(mark)
            painter.setPen(QColor(INK))
            painter.drawText(
                text_rect.translated(0, top_of_legend),
                int(
                    Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap
                ),
                running(text),
            )
        painter.end()


class FilterBox(QComboBox):
    """A filter of the page: a combo box as wide as its longest item in the language shown
    (up to its maximum width). Qt's own size for its contents falls short under the app's
    style sheet: for "綿羊大戰（Wooly Bully）" (165 px of text) it asked 188 px, whose text
    field is 158 px, and the title lost its last letters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(lambda _: self._tip())

    def _field(self, option: QStyleOptionComboBox) -> QRect:
        return self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )

    def shown_text(self) -> str:
        """The current item's text as the box shows it: elided with "…" where its width
        (at most :data:`FILTER_MAX_EM` ems) is short of room for a long player's name
        (issue 18: the name was cut at the box's edge, no "…")."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        room = self._field(option).width()
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, room)

    def _tip(self) -> None:
        """The whole item as the tooltip while the box shows it elided."""
        text = self.currentText()
        self.setToolTip(text if self.shown_text() != text else "")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Qt's drawing, with the current text elided (:meth:`shown_text`)."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._tip()

    def _fitted(self, hint: QSize) -> QSize:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, hint.width(), hint.height())
        field = self._field(option)
        metrics = self.fontMetrics()
        widest = max(
            (metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0
        )
        return QSize(hint.width() + max(0, widest - field.width()), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._fitted(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._fitted(super().minimumSizeHint())


class FittedHeader(QHeaderView):
    """A table's horizontal header whose sections are drawn and measured in its own font:
    Qt's draws every section bold while a row is selected (its sections "highlighted") and
    measures every one bold, some 10 % wider (F11: at 800 px the figures' last columns were
    reached only by scrolling sideways)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setHighlightSections(False)
        self.setSectionsClickable(True)  # (as a table's own header)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:  # noqa: N802, N803 (Qt)
        size = super().sectionSizeFromContents(logicalIndex)
        model = self.model()
        text = str(model.headerData(logicalIndex, self.orientation()) or "") if model else ""
        if not text:
            return size
        bold = QFont(self.font())
        bold.setBold(True)
        regular = QFontMetrics(self.font()).size(0, text).width()
        extra = QFontMetrics(bold).size(0, text).width() - regular
        return QSize(size.width() - max(0, extra), size.height())


def header_lines(text: str, header: QHeaderView) -> str:
    """A table's header ``text`` on two lines ("Longest win\nstreak", 「平均\n分數」) broken
    where a line may break (:func:`~farmhouse.app.board.linebreak.break_points` in the app's
    language: between words and phrases, never inside one, each line two characters at
    least), where the wider line is narrowest in ``header``'s font; ``text`` itself where
    it does not break or would be no narrower. A second line that is all in brackets, the
    header's last words, goes without them: 「対 CPU（やさしい）」 on two lines is
    「対 CPU⏎やさしい」 (the line break sets them apart)."""
    from farmhouse.app.board.linebreak import break_points

    metrics = QFontMetrics(header.font())
    best, widest = text, metrics.horizontalAdvance(text)
    # (and after a hyphen between Latin letters, as Qt breaks running text: "Take-|backs")
    hyphens = [i + 1 for i, c in enumerate(text[:-1]) if c == "-" and text[i + 1].isalpha()]
    for at in sorted({*break_points(text, every_space=True), *hyphens}):
        first, second = text[:at].rstrip(), text[at:].lstrip()
        if len(second) > 2 and (second[0], second[-1]) in (("（", "）"), ("(", ")")):
            inside = second[1:-1]
            if not any(b in inside for b in "（）()"):
                second = inside
        if len(first) < 2 or len(second) < 2:
            continue
        wide = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
        if wide < widest:
            best, widest = f"{first}\n{second}", wide
    return best


# The item data role of a finished game's places: (the separator, the seats' parts in
# their order, the places of the seats to keep) for :class:`PlacesDelegate`.
PLACES_ROLE = int(Qt.ItemDataRole.UserRole) + 2


def shorten_places(
    separator: str, parts: list[str], kept: set[int], metrics: QFontMetrics, room: int
) -> str:
    """A finished game's places and scores (``parts``, first place first, joined by
    ``separator``) cut to ``room`` px in ``metrics``: the parts at the indexes ``kept`` (the
    seat of the player whose record is shown) and the winner's stay, the others give way
    from the last place up, each left out as "…" (one "…" for parts side by side); then the
    winner's too; Qt's elision at the end if even that does not fit. (Issue 21: 「…3. Dee
    （困難）：118 · 4. 王小明：…」 cut the viewer's own place and score, the one a player
    looks for.)"""
    shown: list[str | None] = list(parts)

    def line() -> str:
        out: list[str] = []
        for part in shown:
            if part is not None:
                out.append(part)
            elif not out or out[-1] != "…":
                out.append("…")
        return separator.join(out)

    text = line()
    if metrics.horizontalAdvance(text) <= room:
        return text
    for i in [*range(len(parts) - 1, 0, -1), 0]:
        if i in kept:
            continue
        shown[i] = None
        text = line()
        if metrics.horizontalAdvance(text) <= room:
            return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)


class PlacesDelegate(QStyledItemDelegate):
    """Draws a finished game's places and scores within its cell by
    :func:`shorten_places`, keeping the places of ``kept(parts' player ids, humans)``."""

    def __init__(self, kept: Callable[[list[int | None], list[bool]], set[int]], parent: QWidget):
        super().__init__(parent)
        self._kept = kept

    def shown_option(self, option: QStyleOptionViewItem, index: Any) -> QStyleOptionViewItem:
        """The option the cell at ``index`` is drawn with: its text shortened to the cell's
        width (its size hint stays that of the whole text)."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        data = index.data(PLACES_ROLE)
        if not data:
            return opt
        separator, parts, players, humans = data
        metrics = opt.fontMetrics
        widget = opt.widget
        style = widget.style() if widget is not None else None
        margin = (
            style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
            if style is not None
            else 4
        )
        room = opt.rect.width() - 2 * margin - 2
        if room > 0 and metrics.horizontalAdvance(opt.text) > room:
            opt.text = shorten_places(separator, parts, self._kept(players, humans), metrics, room)
        return opt

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        """Draw the cell with :meth:`shown_option`."""
        opt = self.shown_option(option, index)
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)


class FittedTable(QTableWidget):
    """A table whose columns are as wide as their header and cells, the long column
    (``long_column``) taking the room left (:meth:`fit_columns`, again whenever the table is
    resized). Where the columns do not fit the table's width, the headers go onto two lines
    (:func:`header_lines`: each broken where a line may break, never inside a word), then
    the long column gives way down to :attr:`long_least_em` ems (if set) where that keeps
    the players' names of ``name_column`` (if any) whole; else the names give way, elided
    with "…" (the whole name in the cell's tooltip), down to their header or
    :data:`NAME_LEAST_EM` ems, the long column whole if that fits, else at its least too
    (if even that does not fit, the table scrolls sideways, its long column whole). The
    long column is elided only where there is no room, and never narrower than its header
    and the widest of :attr:`least_texts` (when given, each up to :data:`LEAST_TEXT_EM`
    ems; else its cells, or :attr:`long_least_em`); beyond that the table scrolls sideways.
    (Qt's stretched column kept the room it had in a wider window, and shrank to a few
    letters of its header: "es and sc".) A player can still widen a column by hand until the
    table is resized. Set the headers with :meth:`set_headers`."""

    def __init__(self, rows: int, columns: int, long_column: int, name_column: int = -1) -> None:
        super().__init__(rows, columns)
        self.long_column = long_column
        self.name_column = name_column
        # without least_texts: the long column's least width in ems of its font (0: its
        # cells' widest), its cells elided below their width
        self.long_least_em = 0
        # texts of the long column that must stay whole (its cells' beginnings).
        self.least_texts: list[str] = []
        # the headers on one line, and on two where they break
        self._heads: list[str] = []
        self._split: list[str] = []
        self._two_lines = False
        # the columns' widths measured when the contents last changed, with the headers on
        # one line and on two, and the name column's least (a resize only shares out the
        # room again: up to LISTED_GAMES rows are not measured at each step)
        self._measured: list[int] = []
        self._measured_two: list[int] = []
        self._name_least = 0
        self._long_natural = 0  # (the long column's width for its header and cells)
        header = FittedHeader(self)
        self.setHorizontalHeader(header)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # what the table says while it has no rows (set_placeholder), over its empty area
        self.placeholder = plain_label(parent=self.viewport())
        self.placeholder.setObjectName("muted")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setVisible(False)
        # Tab leaves the table, the arrow keys move within it (Tab went from cell to cell and
        # round, and nothing after the table was ever reached: session 19's tester, X3)
        self.setTabKeyNavigation(False)
        # the frame in the focus ring's navy while the table has the focus (the style sheet)
        self.setObjectName("statsTable")

    def set_placeholder(self, text: str) -> None:
        """Say ``text`` (running text, wrapped) in the middle of the table while it has no
        rows (an empty table said nothing: issue 18, a new user's unnamed game); "" says
        nothing."""
        self.placeholder.setText(running(text) if text else "")
        self._place_placeholder()

    def _place_placeholder(self) -> None:
        shown = bool(self.placeholder.text()) and self.rowCount() == 0
        if shown:
            margin = PLACEHOLDER_MARGIN_PX
            room = self.viewport().rect().adjusted(margin, margin, -margin, -margin)
            # (lines a reader can follow: at most PLACEHOLDER_EM ems wide, in the middle)
            widest = PLACEHOLDER_EM * QFontInfo(self.placeholder.font()).pixelSize()
            spare = max(0, room.width() - widest)
            self.placeholder.setGeometry(room.adjusted(spare // 2, 0, -(spare - spare // 2), 0))
        self.placeholder.setVisible(shown)

    def initViewItemOption(self, option: QStyleOptionViewItem) -> None:  # noqa: N802 (Qt)
        """The cells' options: the selected row in :data:`SELECTION_FOCUSED` with white text
        while the table has the keyboard focus, else in :data:`SELECTION_UNFOCUSED` with ink
        (both tables showed their row in the same red, focused or not, and nothing told
        which one the arrow keys and Enter would act on: session 19's second tester, Y9)."""
        super().initViewItemOption(option)
        focused = self.hasFocus()
        back = QColor(SELECTION_FOCUSED if focused else SELECTION_UNFOCUSED)
        text = QColor("white" if focused else INK)
        palette = QPalette(option.palette)
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, QPalette.ColorRole.Highlight, back)
            palette.setColor(group, QPalette.ColorRole.HighlightedText, text)
        option.palette = palette

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        """The keyboard focus coming in (Tab, Shift+Tab, a shortcut) selects the current row
        (the first if none), so Enter and the buttons that act on a row act on it at once:
        the table showed a current cell but no selection, and Enter did nothing (session
        19's tester, X3). A click selects the row it clicks. The selected row is drawn
        anew in the focused colours (:meth:`initViewItemOption`)."""
        super().focusInEvent(event)
        self.viewport().update()
        model = self.selectionModel()
        if (
            event.reason() != Qt.FocusReason.MouseFocusReason
            and self.rowCount() > 0
            and model is not None
            and not model.hasSelection()
        ):
            self.selectRow(max(self.currentRow(), 0))

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        """The focus going: the selected row drawn anew in the muted colours."""
        super().focusOutEvent(event)
        self.viewport().update()

    def set_headers(self, texts: list[str]) -> None:
        """Make ``texts`` the columns' headers (as many columns as texts)."""
        self.setColumnCount(len(texts))
        self._heads = list(texts)
        self._split = []  # (split in the header's font when measured)
        self._two_lines = False
        self.setHorizontalHeaderLabels(self._heads)

    @property
    def two_line_headers(self) -> bool:
        """True while the headers are shown on two lines (the one-line ones do not fit)."""
        return self._two_lines

    def _show_lines(self, two: bool) -> None:
        if two != self._two_lines and self._split:
            self._two_lines = two
            self.setHorizontalHeaderLabels(self._split if two else self._heads)

    def fit_columns(self, measure: bool = True) -> None:
        """Size the columns to their contents, the long one to the room left (see above);
        ``measure`` False: the contents are as when last measured."""
        header = self.horizontalHeader()
        count = header.count()
        if measure or len(self._measured) != count:
            self._measure()
        if count == 0:
            return
        room = self.viewport().width()
        widths = self._widths(room)
        long = self.long_column
        widths[long] = max(widths[long], room - (sum(widths) - widths[long]))
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def _widths(self, room: int) -> list[int]:
        """The columns' widths for ``room`` px (the long one at its least), the headers set
        on one line or two: one while the columns fit so, else two, and then the name
        column narrower as far as it must and may."""
        one, two = self._measured, self._measured_two
        if sum(one) <= room or not self._split or sum(two) >= sum(one):
            self._show_lines(False)
            widths = list(one)
        else:
            self._show_lines(True)
            widths = list(two)
        name, long = self.name_column, self.long_column
        if not 0 <= name < len(widths) or name == long or sum(widths) <= room:
            return widths  # (the long column gets the room left, if any)
        natural = max(widths[long], self._long_natural) if self.long_least_em else widths[long]
        # the names whole if the long column's giving way lets them be; else the long column
        # whole and the names narrower, if that fits; else both at their least if that fits;
        # else (the table scrolls sideways all the same) the long column whole
        others = sum(widths) - widths[long] - widths[name]
        least_name = min(widths[name], self._name_least)
        if others + natural + least_name <= room or others + widths[long] + least_name > room:
            widths[long] = natural
        widths[name] = max(least_name, min(widths[name], room - others - widths[long]))
        return widths

    def least_width(self) -> int:
        """The width (px) the table needs for no sideways scrolling: each column as wide as
        its contents (the headers on two lines where that is narrower), the name column as
        its least, the long one as its least (a vertical scroll bar counted), as last
        measured."""
        if len(self._measured) != self.horizontalHeader().count():
            self._measure()
        widths = min(self._measured, self._measured_two, key=sum) if self._split else []
        widths = list(widths or self._measured)
        if 0 <= self.name_column < len(widths):
            widths[self.name_column] = min(widths[self.name_column], self._name_least)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return sum(widths) + 2 * self.frameWidth() + bar if widths else 0

    def _measure(self) -> None:
        """Measure the columns with the headers on one line and on two (shown as they were)."""
        two = self._two_lines
        header = self.horizontalHeader()
        if len(self._heads) != header.count():  # (headers set by Qt's own call)
            model = self.model()
            orientation = header.orientation()
            self._heads = [
                str(model.headerData(c, orientation) or "") for c in range(header.count())
            ]
            self._two_lines = two = False
        self._split = [header_lines(text, header) for text in self._heads]
        if self._split == self._heads:
            self._split = []
        self._two_lines = False
        self.setHorizontalHeaderLabels(self._heads)
        self._measured = self._least_widths()
        if self._split:
            self._two_lines = True
            self.setHorizontalHeaderLabels(self._split)
            self._measured_two = self._least_widths()
            if not two:
                self._two_lines = False
                self.setHorizontalHeaderLabels(self._heads)
        else:
            self._measured_two = list(self._measured)
        name = self.name_column
        if 0 <= name < len(self._measured):
            heads = min(header.sectionSizeHint(name), self._measured[name])
            least = NAME_LEAST_EM * QFontInfo(self.font()).pixelSize()
            self._name_least = min(self._measured[name], max(heads, least))

    def _least_widths(self) -> list[int]:
        """Each column's width for its header and cells, the long one's least."""
        header = self.horizontalHeader()
        heads = [header.sectionSizeHint(c) for c in range(header.count())]
        widths = [max(head, self.sizeHintForColumn(c)) for c, head in enumerate(heads)]
        if widths:
            long = self.long_column
            self._long_natural = widths[long]
            widths[long] = self._least_of_long(widths[long], heads[long])
        return widths

    def _least_of_long(self, natural: int, head: int) -> int:
        """The least width of the long column, whose contents need ``natural`` px and its
        header ``head`` px."""
        long = self.long_column
        least = natural
        if self.least_texts:
            metrics = self.fontMetrics()
            cells = [self.item(r, long) for r in range(self.rowCount())]
            widest = max((metrics.horizontalAdvance(i.text()) for i in cells if i), default=0)
            padding = max(0, self.sizeHintForColumn(long) - widest)  # the cell's margins
            # (a winner's long name may be elided: 24 characters held the list ~390 px wide)
            most = LEAST_TEXT_EM * QFontInfo(self.font()).pixelSize()
            wanted = max(min(metrics.horizontalAdvance(t), most) for t in self.least_texts)
            wanted += padding
            least = max(head, min(natural, wanted))
        elif self.long_least_em:
            least = max(head, min(natural, self.long_least_em * QFontInfo(self.font()).pixelSize()))
        return least

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit_columns(measure=False)
        self._place_placeholder()


class ChartTitle(QLabel):
    """The chart's title, "Results of <name> in <game>", word-wrapped (plain text): the name
    is kept whole while the title's width holds it, else elided with "…" (the whole title in
    the tooltip and the accessible name). Its least width never counts the name: a
    24-character name, which no line may break inside, held the chart's column ~480 px wide
    at 800 px, and the list of finished games beside it scrolled sideways (issue 18)."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self._template = ""  # the title with "%1" for the name
        self._name = ""
        self._shown: tuple[int, str] | None = None  # (width, text) last fitted

    def set_title(self, template: str, name: str) -> None:
        """Show ``template`` (translated, "%1" for the player's ``name``) fitted to the width."""
        self._template, self._name = template, name
        self._shown = None
        self.setAccessibleName(self.full_title())
        self._fit()
        self.updateGeometry()

    def full_title(self) -> str:
        """The whole title (the name whole), plain."""
        return plain(spaced_names(self._template.replace("%1", self._name), names=(self._name,)))

    def _with(self, name: str) -> str:
        # (the name spaced in Chinese, 「Anna 在《掰掰黑羊》的紀錄」: the page knows its
        # player's name, which the line breaker learns only from a game's board)
        return with_names(self._template, name)

    def _fits(self, text: str, width: int, height: int) -> bool:
        from farmhouse.app.labels import text_box

        box = text_box(text, self.font(), width)
        return box.width() <= width and box.height() <= height

    def _fit(self) -> None:
        """The title with as much of the name as fits the label's width in two lines (or
        in as few as it takes with the name's first :data:`TITLE_NAME_KEPT` characters):
        a 24-character name put the title on three lines at 800 px, and the figures above
        the chart lost a row (U8, issue 18)."""
        from farmhouse.app.labels import text_box, two_lines_height

        width = self.contentsRect().width()
        if self._shown is not None and self._shown[0] == width:
            return
        text = self._with(self._name)
        kept = self._name[:TITLE_NAME_KEPT] + ("…" if len(self._name) > TITLE_NAME_KEPT else "")
        lines = max(
            two_lines_height(self.font(), width),
            text_box(self._with(kept), self.font(), width).height(),
        )
        if self._name and width > 1 and not self._fits(text, width, lines):
            metrics = self.fontMetrics()
            short = ""
            for room in range(width, -1, -8):  # (the longest start of the name that fits)
                short = metrics.elidedText(self._name, Qt.TextElideMode.ElideRight, room)
                if short == "…" or self._fits(self._with(short), width, lines):
                    break
            text = self._with(short if short else "…")
        self._shown = (width, text)
        self.setText(text)
        self.setToolTip(self.full_title() if plain(text) != self.full_title() else "")

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As wide as the title's widest word with the name elided to its first letter (the
        name gives way), as high as the title shown now."""
        hint = super().minimumSizeHint()
        if not self._template:
            return hint
        least = self._with(self._name[:1] + "…" if len(self._name) > 1 else self._name)
        from farmhouse.app.labels import text_box

        width = text_box(least, self.font(), 1).width()
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Its least width (the chart beside it asks for the column's width), its height."""
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._shown = None
            self._fit()


class LowerPart(QWidget):
    """The page's lower part: the chart under its ``title`` (in ``chart_box``), beside the
    finished games. Its least height counts the title's lines at the title's width now: the
    page's splitter reads only the least size hint, which took the title for one line, and
    a title in three lines pushed the chart out of sight (ja at 800 × 600)."""

    def __init__(self, title: QLabel, chart: QWidget, chart_box: QVBoxLayout) -> None:
        super().__init__()
        self.title = title
        self.chart = chart
        self.chart_box = chart_box
        self._least_height = 0

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None:
            return hint
        margins = layout.contentsMargins()
        title = self.title.heightForWidth(max(1, self.title.width()))
        need = (
            margins.top()
            + margins.bottom()
            + max(0, title)
            + max(0, self.chart_box.spacing())
            + self.chart.minimumSizeHint().height()
        )
        self._least_height = max(hint.height(), need)
        return QSize(hint.width(), self._least_height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        before = self._least_height
        if self.minimumSizeHint().height() != before:
            self.updateGeometry()  # the title's lines at its new width


class MergeDialog(QDialog):
    """Choose the player whose record ``source`` joins: a list of the other players. Its
    words follow a language switch, its Merge button too (:class:`DialogButtons`: Qt gave
    the standard button its "OK" back, as the new-game dialog's Start before Z9)."""

    def __init__(
        self, source_name: str, others: list[tuple[int, str]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._source = source_name
        layout = QVBoxLayout(self)
        self.text = plain_label()
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.choice = QComboBox()
        for pid, name in others:
            self.choice.addItem(name, pid)
        layout.addWidget(self.choice)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        self.buttons = DialogButtons(ok | cancel, self._label_buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()

    def retranslate(self) -> None:
        """The title, the question and the buttons in the current language."""
        self.setWindowTitle(self.tr("Merge players"))
        self.text.setText(
            with_names(
                self.tr(
                    "The games of %1 will count for the player you choose, and the name %1 "
                    "will mean that player from now on."
                ),
                self._source,
            )
        )
        self._label_buttons()

    def _label_buttons(self) -> None:
        """Merge in the current language (also after the button box's own language change,
        which gives standard buttons Qt's "OK" back; Cancel keeps Qt's own word)."""
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Merge"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def target(self) -> int | None:
        """The chosen player's id."""
        value = self.choice.currentData()
        return int(value) if value is not None else None


class StatsPage(QWidget):
    """The Statistics page (see the module docstring) over ``keeper``'s database."""

    back_requested = Signal()
    status_message = Signal(str)
    watch_requested = Signal(object)

    def __init__(self, keeper: StatsKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self._stale = True
        self._watch_enabled = False
        self._back_to_game = False
        self.rows: list[tuple[int, str | None]] = []  # (player, game or None) per figures row
        self.figures: list[Figures] = []
        self.listed: list[GameRecord] = []
        self.players: list[Any] = []
        self.rename_dialog: QInputDialog | None = None
        self.merge_dialog: MergeDialog | None = None
        self.question_box: QMessageBox | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 12, 24, 12)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        head.addWidget(self.title)
        head.addStretch(1)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested)
        head.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(head)
        self._head = head

        filters = FlowLayout()
        self.game_label = QLabel()
        self.game_filter = FilterBox()
        self.game_label.setBuddy(self.game_filter)
        self.player_label = QLabel()
        self.player_filter = FilterBox()
        self.player_label.setBuddy(self.player_filter)
        self.game_filter.currentIndexChanged.connect(lambda _: self._filters_changed())
        self.player_filter.currentIndexChanged.connect(lambda _: self._filters_changed())
        self.rename_button = QPushButton()
        self.rename_button.clicked.connect(self.ask_rename)
        self.merge_button = QPushButton()
        self.merge_button.clicked.connect(self.ask_merge)
        self.rebuild_button = QPushButton()
        self.rebuild_button.clicked.connect(self.ask_rebuild)
        # one row when it fits, else wrapped (in Japanese one row asked for 930 px): each
        # filter stays beside its label, the buttons at the right of their row
        for label, combo in (
            (self.game_label, self.game_filter),
            (self.player_label, self.player_filter),
        ):
            pair = QWidget()
            pair_layout = QHBoxLayout(pair)
            pair_layout.setContentsMargins(0, 0, 0, 0)
            pair_layout.addWidget(label)
            pair_layout.addWidget(combo)
            filters.addWidget(pair)
        filters.add_stretch()
        self.row_buttons = buttons = QWidget()
        buttons_layout = QHBoxLayout(buttons)
        buttons_layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.rename_button, self.merge_button, self.rebuild_button):
            buttons_layout.addWidget(button)
        filters.addWidget(buttons)
        layout.addLayout(filters)
        self._filters = filters

        self.note = QLabel()
        self.note.setObjectName("muted")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)

        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setObjectName("subtitle")
        layout.addWidget(self.empty, 1)

        self.content = QSplitter(Qt.Orientation.Vertical)
        self.content.setChildrenCollapsible(False)
        self.table = FittedTable(0, 0, long_column=1, name_column=0)
        self.table.long_least_em = GAME_LEAST_EM
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.table.itemSelectionChanged.connect(self._row_selected)
        self.content.addWidget(self.table)

        self.chart_title = ChartTitle()
        self.chart = ResultsChart()
        chart_box = QVBoxLayout()
        self.lower_part = LowerPart(self.chart_title, self.chart, chart_box)
        below = QHBoxLayout(self.lower_part)
        below.setContentsMargins(0, 4, 0, 0)
        self._below = below
        self.chart_title.setObjectName("sectionTitle")
        # wrapped between words: in one line it held the chart as wide as itself, and the
        # list of finished games beside it too narrow for its places and scores
        self.chart_title.setWordWrap(True)
        chart_box.addWidget(self.chart_title)
        chart_box.addWidget(self.chart, 1)
        below.addLayout(chart_box, 1)  # (the games' list asks for more: its long lines)
        games_box = QVBoxLayout()
        games_head = QHBoxLayout()
        self.games_title = QLabel()
        self.games_title.setObjectName("sectionTitle")
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self.watch_selected)
        self.watch_button.setVisible(False)
        games_head.addWidget(self.games_title)
        games_head.addStretch(1)
        games_head.addWidget(self.watch_button)
        games_box.addLayout(games_head)
        self.games_table = FittedTable(0, 4, long_column=2)
        self.games_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games_table.verticalHeader().setVisible(False)
        self.games_table.setWordWrap(False)
        self.games_table.itemActivated.connect(lambda _item: self.watch_selected())
        self.games_table.itemSelectionChanged.connect(self._update_buttons)
        # the places of the player whose record is shown stay in a narrow list
        self.games_table.setItemDelegateForColumn(
            2, PlacesDelegate(self._own_places, self.games_table)
        )
        games_box.addWidget(self.games_table, 1)
        self.games_more = QLabel()
        self.games_more.setWordWrap(True)
        self.games_more.setObjectName("muted")
        games_box.addWidget(self.games_more)
        self.unnamed_note = plain_label()
        self.unnamed_note.setObjectName("muted")
        self.unnamed_note.setWordWrap(True)
        self.unnamed_note.setVisible(False)
        games_box.addWidget(self.unnamed_note)
        below.addLayout(games_box, 2)
        self.content.addWidget(self.lower_part)
        self.content.setStretchFactor(0, 3)
        self.content.setStretchFactor(1, 2)
        layout.addWidget(self.content, 3)

        # Esc goes back to the start page, as the Back button does
        self.back_key = QShortcut(QKeySequence("Esc"), self)
        self.back_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.back_key.activated.connect(self.back_requested)
        keeper.changed.connect(self._on_changed)
        keeper.progress.connect(lambda *_: self._show_note())
        keeper.worker_done.connect(self._show_note)
        self.retranslate()
        self._chain_tabs()

    def _chain_tabs(self) -> None:
        """Tab's order, as the eye reads the page (left to right, row by row): the row
        buttons (Rename…, Merge…, Rebuild from saves…) then Back where they sit left of Back
        in the title row, else Back first and the row buttons after the filters; then the
        players' table, the list of finished games, then Watch (which acts on the list's
        selected game: it came before the list, greyed out, and was skipped). Tab went Back
        first, then right to left across the title row (session 20)."""
        row = [self.rename_button, self.merge_button, self.rebuild_button]
        filters = [self.game_filter, self.player_filter]
        if self._head.indexOf(self.row_buttons) >= 0:
            head = [*row, self.back_button, *filters]
        else:
            head = [self.back_button, *filters, *row]
        chain = [*head, self.table, self.games_table, self.watch_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Ctrl+Tab and Ctrl+Shift+Tab go on to the next or previous widget, as Tab and
        Shift+Tab do here: in the game they leave the widget that keeps Tab (the board), and
        in a table of this page they did nothing."""
        if (
            event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and not event.modifiers() & Qt.KeyboardModifier.AltModifier
        ):
            back = event.key() == Qt.Key.Key_Backtab or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            self.focusNextPrevChild(not back)
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ public

    def set_back_to_game(self, on: bool) -> None:
        """Name the Back button for where it goes: the game the page was opened from
        (``on``), else the start page."""
        self._back_to_game = on
        self._name_back()

    def _name_back(self) -> None:
        self.back_button.setText(
            self.tr("Back to the game") if self._back_to_game else self.tr("Back to start")
        )
        self._place_row_buttons()

    def _place_row_buttons(self) -> None:
        """Rename…, Merge… and Rebuild from saves… in the title row, left of Back, where
        they fit there in a window :data:`LEAST_WINDOW_PX` wide (in every language at
        the time of writing), else at the end of the filters' row (wrapped onto a row of
        their own in a narrow window). At 800 × 600 their own row left the figures table
        2½ rows (U8, issue 18). The place does not follow the window's width: a row that
        fits only a wide window would hold the window wide."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        room = LEAST_WINDOW_PX - margins.left() - margins.right()
        gap = max(0, self._head.spacing())
        shown = (self.title, self.row_buttons, self.back_button)
        up = sum(w.sizeHint().width() for w in shown) + 2 * gap + HEAD_GAP <= room
        if up == (self._head.indexOf(self.row_buttons) >= 0):
            return
        if up:
            self._filters.removeWidget(self.row_buttons)
            self._head.insertWidget(2, self.row_buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        else:
            self._head.removeWidget(self.row_buttons)
            self._filters.addWidget(self.row_buttons)
        self._chain_tabs()  # (Tab follows the buttons where they are)

    def set_watch_enabled(self, enabled: bool) -> None:
        """Offer "Watch" for a listed game whose save is on disk (a replay page is there to
        connect ``watch_requested``)."""
        self._watch_enabled = enabled
        self.watch_button.setVisible(enabled)
        self._update_buttons()

    def refresh(self) -> None:
        """Read the recorded games again and show them (keeping the filters and selection)."""
        self._stale = False
        self._show_note()
        db = self.keeper.db
        if db is None:
            self._show_empty(self.tr("Statistics are not available now."))
            return
        from farmhouse.core.stats import StatsError

        try:
            self._fill_filters(db)
            self._fill(db)
        except StatsError as err:
            self._show_empty(self.keeper.unavailable_text(err.problem))

    def selected_row(self) -> tuple[int, str | None] | None:
        """(player id, game id or None) of the selected figures row."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or not 0 <= rows[0].row() < len(self.rows):
            return None
        return self.rows[rows[0].row()]

    def select(self, player_id: int, game_id: str | None) -> bool:
        """Select the figures row of ``player_id`` and ``game_id``; False if it is not shown."""
        try:
            row = self.rows.index((player_id, game_id))
        except ValueError:
            return False
        self.table.selectRow(row)
        return True

    def cell(self, row: int, column: str) -> str:
        """The text of the figures table at ``row`` in the column named ``column`` (a key of
        :meth:`columns`), for tests and accessibility checks."""
        keys = [key for key, _ in self.columns()]
        item = self.table.item(row, keys.index(column))
        return item.text() if item is not None else ""

    def columns(self) -> list[tuple[str, str]]:
        """The figures table's columns now: (key, header), the levels as ``level:<level>``."""
        from farmhouse.app.game_ui import level_label

        columns = [
            ("player", self.tr("Player")),
            ("game", self.tr("Game")),
            ("games", self.tr("Games")),
            ("wins", self.tr("Wins")),
            ("win_rate", self.tr("Win rate")),
            ("average", self.tr("Average score")),
            ("best", self.tr("Best score")),
            ("streak", self.tr("Longest win streak")),
            ("hints", self.tr("Hints")),
            ("take_backs", self.tr("Take-backs")),
        ]
        for level in self._levels():
            columns.append(
                (f"level:{level}", self.tr("Against %1").replace("%1", level_label(level)))
            )
        return columns

    # ------------------------------------------------------------------ reading

    def _levels(self) -> list[str]:
        levels: list[str] = []
        for figures in self.figures:
            for record in figures.against:
                if record.level not in levels:
                    levels.append(record.level)
        from farmhouse.core.ai import LEVELS

        order = {level: i for i, level in enumerate(LEVELS)}
        return sorted(levels, key=lambda level: (order.get(level, len(order)), level))

    def _filter(self) -> tuple[str | None, int | None]:
        game = self.game_filter.currentData()
        player = self.player_filter.currentData()
        return (
            game if isinstance(game, str) else None,
            player if isinstance(player, int) else None,
        )

    def _fill_filters(self, db: Stats) -> None:
        game, player = self._filter()
        self.players = db.players()
        games = db.game_ids()
        for box in (self.game_filter, self.player_filter):
            box.blockSignals(True)
            box.clear()
        self.game_filter.addItem(self.tr("All games"), None)
        for game_id in sorted(games, key=game_title):
            self.game_filter.addItem(game_title(game_id), game_id)
        self.player_filter.addItem(self.tr("All players"), None)
        for p in self.players:
            self.player_filter.addItem(p.name, p.id)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game)) if game else 0)
        self.player_filter.setCurrentIndex(
            max(0, self.player_filter.findData(player)) if player is not None else 0
        )
        for box in (self.game_filter, self.player_filter):
            # as wide as the longest item in this language, not the first shown (ja
            # "すべてのプレ" for すべてのプレイヤー after English); a long name elided
            box.setMaximumWidth(FILTER_MAX_EM * QFontInfo(box.font()).pixelSize())
            box.blockSignals(False)

    def _filters_changed(self) -> None:
        db = self.keeper.db
        if db is None:
            return
        from farmhouse.core.stats import StatsError

        try:
            self._fill(db)
        except StatsError as err:
            self._show_empty(self.keeper.unavailable_text(err.problem))

    def _fill(self, db: Stats) -> None:
        game, player = self._filter()
        counts = db.game_counts()
        if not counts:
            self.figures, self.rows, self.listed = [], [], []
            self._show_empty(self.empty_text())
            self._update_buttons()
            return
        self.empty.setVisible(False)
        self.content.setVisible(True)
        previous = self.selected_row()
        if game is not None:
            figures = db.figures(game, player)
        else:
            both = db.figures(None, player, per_game=True, totals=True)  # (one query)
            per_game = [f for f in both if f.game_id is not None]
            totals = {f.player_id: f for f in both if f.game_id is None}
            figures = []
            for i, f in enumerate(per_game):
                figures.append(f)
                last = i + 1 == len(per_game) or per_game[i + 1].player_id != f.player_id
                several = sum(g.player_id == f.player_id for g in per_game) > 1
                if last and several:
                    figures.append(totals[f.player_id])
        self.figures = figures
        self.rows = [(f.player_id, f.game_id if f.game_id is not None else game) for f in figures]
        self._fill_table()
        # games recorded, nobody's record (their players unnamed): the table and the chart
        # say why, and what to do (they said nothing and "No games yet.": issue 18, V10)
        self.table.set_placeholder("" if figures else self.no_record_text())
        self.chart.set_empty_text("" if figures else self.no_record_chart_text())
        self.listed = db.games(game, player, limit=LISTED_GAMES)
        self._fill_games(sum(counts.values()) if game is None and player is None else None)
        if not (previous and self.select(*previous)) and self.rows:
            self.table.selectRow(0)
        self._row_selected()

    def empty_text(self) -> str:
        """What the page says when no game is recorded yet."""
        if self.keeper.importing:
            return self.tr("Your past games are being counted; their results appear here soon.")
        return self.tr(
            "No finished games yet.\nPlay a game to its end and it is counted here: wins, "
            "scores and streaks of every player you name, and a chart of their results."
        )

    def _show_empty(self, text: str) -> None:
        self.content.setVisible(False)
        self.empty.setText(running(text))
        self.empty.setVisible(True)
        self._update_buttons()

    def _show_note(self) -> None:
        text = import_note(self.keeper)
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self._update_buttons()

    def _fill_table(self) -> None:
        locale = QLocale()
        columns = self.columns()
        table = self.table
        table.blockSignals(True)
        table.clearContents()
        table.set_headers([header for _, header in columns])
        table.setRowCount(len(self.figures))
        numeric = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, f in enumerate(self.figures):
            game = self.rows[row][1]
            per_game = game is not None
            title = game_title(game) if game else self.tr("All games")
            values: dict[str, tuple[str, str]] = {
                "player": (f.name, f.name),  # (elided where the column is short of room)
                "game": (title, title),  # (elided where the column is short of room)
                "games": (locale.toString(f.games), ""),
                "wins": (locale.toString(f.wins), ""),
                "win_rate": (self._percent(f.win_rate), ""),
                "average": (
                    locale.toString(f.average_score, "f", 1)
                    if per_game and f.average_score is not None
                    else "",
                    "",
                ),
                "best": (
                    locale.toString(f.best_score) if per_game and f.best_score is not None else "",
                    "",
                ),
                "streak": (locale.toString(f.longest_streak), ""),
                "hints": (
                    locale.toString(f.hints),
                    self.tr("%n hint(s) asked for in these games", "", f.hints),
                ),
                "take_backs": (
                    locale.toString(f.take_backs),
                    self.tr("%n move(s) taken back in these games", "", f.take_backs),
                ),
            }
            if not per_game:
                tip = self.tr("Scores of different games are not comparable: see each game's row.")
                values["average"] = ("–", tip)
                values["best"] = ("–", tip)
            met = {record.level: record for record in f.against}
            for key, _ in (column for column in columns if column[0].startswith("level:")):
                record = met.get(key.split(":", 1)[1])
                if record is None:
                    values[key] = ("–", self.tr("No game against this level."))
                else:
                    values[key] = (
                        self.tr("%1 / %2")
                        .replace("%1", locale.toString(record.wins))
                        .replace("%2", locale.toString(record.games)),
                        self.tr(
                            "Won %1 of %n game(s); finished ahead of every such AI in %2.",
                            "",
                            record.games,
                        )
                        .replace("%1", locale.toString(record.wins))
                        .replace("%2", locale.toString(record.ahead)),
                    )
            for column, (key, _) in enumerate(columns):
                text, tip = values[key]
                item = QTableWidgetItem(text)
                if tip:
                    item.setToolTip(tip)
                if key not in ("player", "game"):
                    item.setTextAlignment(numeric)
                table.setItem(row, column, item)
        table.fit_columns()
        table.blockSignals(False)

    def _percent(self, rate: float) -> str:
        locale = QLocale()
        #: A percentage: %1 is the number ("67%").
        return self.tr("%1%").replace("%1", locale.toString(round(rate * 100)))

    def _fill_games(self, total: int | None) -> None:
        from farmhouse.app.game_ui import level_label

        locale = QLocale()
        table = self.games_table
        table.blockSignals(True)
        table.clearContents()
        table.set_headers(
            [self.tr("Finished"), self.tr("Game"), self.tr("Places and scores"), self.tr("Moves")]
        )
        table.setRowCount(len(self.listed))
        #: Between the seats of a finished game's line ("1. Ann 42 · 2. Bob 30").
        separator = self.tr(" · ")
        winners = []
        current = {p.id: p.name for p in self.players}  # (a renamed player's new name)
        for row, record in enumerate(self.listed):
            seats: list[str] = []
            played: list[str] = []
            ordered = sorted(record.seats, key=lambda s: (s.rank, s.seat))
            shown = self.shown_names(ordered, current)
            for s in ordered:
                for names, name in ((seats, shown[s.seat]), (played, seat_name(s.name, s.seat))):
                    if s.kind == "ai":
                        #: A computer player in a finished game's line: its name and level.
                        name = (
                            self.tr("%1 (%2)")
                            .replace("%1", name)
                            .replace("%2", level_label(s.level or ""))
                        )
                    #: A seat in a finished game's line: its place, name and score ("1. Ann 42").
                    names.append(
                        self.tr("%1. %2 %3")
                        .replace("%1", locale.toString(s.rank))
                        .replace("%2", name)
                        .replace("%3", locale.toString(s.score))
                    )
            players = [s.player_id for s in ordered]
            humans = [s.kind == "human" for s in ordered]
            winners.append(seats[0] if seats else "")
            cells = [
                _local_date(record.finished_at, with_time=True),
                game_title(record.game_id),
                separator.join(seats),
                locale.toString(record.moves),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if column == 2:
                    tip = text
                    if renamed(ordered, shown):  # (the names in the save, as played)
                        #: Under a finished game's line in its tooltip when a player was
                        #: renamed since: %1 is the line with the names the game was played
                        #: under (as its save and its replay show them).
                        as_played = self.tr("Played as: %1").replace("%1", separator.join(played))
                        tip = f"{text}\n{as_played}"
                    item.setToolTip(tip)
                    item.setData(PLACES_ROLE, (separator, seats, players, humans))
                table.setItem(row, column, item)
        # the winner's part of each line is never elided (the whole line is its tooltip);
        # the delegate keeps the shown player's part beside it (PlacesDelegate)
        table.least_texts = winners
        table.fit_columns()
        self._hold_list_width()
        table.blockSignals(False)
        if total is not None and total > len(self.listed):
            self.games_more.setText(
                self.tr("Listed: the newest %1 of %n game(s).", "", total).replace(
                    "%1", locale.toString(len(self.listed))
                )
            )
            self.games_more.setVisible(True)
        else:
            self.games_more.setVisible(False)
        unnamed = any(
            s.kind == "human" and not (s.name or "").strip() for r in self.listed for s in r.seats
        )
        self.unnamed_note.setText(running(self.unnamed_text()))
        self.unnamed_note.setVisible(unnamed)
        self._update_buttons()

    @staticmethod
    def shown_names(seats: Sequence[SeatRecord], current: dict[int, str]) -> dict[int, str]:
        """Seat number → the name a finished game's line shows for it: a person's name of
        now (``current``, player id → name: a player renamed in Statistics reads as the rest
        of the page names them; the saves keep the names played under), else the name the
        seat played under (a computer player, a seat of no player, two seats that became one
        player by a merge: told apart by their names then), else the app's name for a seat
        without one ("Player 2")."""
        counted = Counter(s.player_id for s in seats if s.player_id is not None)
        return {
            s.seat: current[s.player_id]
            if s.kind == "human" and s.player_id in current and counted[s.player_id] == 1
            else seat_name(s.name, s.seat)
            for s in seats
        }

    def _hold_list_width(self) -> None:
        """Give the list of finished games its least width (no sideways scrolling) as far
        as the page still fits :data:`LEAST_WINDOW_PX` beside the chart's title's widest
        phrase: in Japanese "『バイバイブラックシープ』の" and the list's least made the
        window wider than 800 px."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        spare = (
            LEAST_WINDOW_PX
            - margins.left()
            - margins.right()
            - max(0, self._below.spacing())
            - self.chart_title.minimumSizeHint().width()
        )
        self.games_table.setMinimumWidth(max(0, min(self.games_table.least_width(), spare)))

    def no_record_text(self) -> str:
        """What the players' table says when games are recorded but no player has a
        record: only players with a name are counted, and how to name them."""
        #: %1 is the first seat's name when none is given ("Player 1"), as the New game
        #: dialog shows it in the name's box.
        template = self.tr(
            "No player has a record yet: only players with a name are counted. When you "
            "start a new game, type each person's name in their box (where it says “%1”), "
            "and their games count from then on."
        )
        return template.replace("%1", keep_name(seat_name(None, 0)))

    def no_record_chart_text(self) -> str:
        """What the chart says then (see :meth:`no_record_text`)."""
        return self.tr("No record yet: only players with a name are counted.")

    def unnamed_text(self) -> str:
        """Why a listed game's person without a name ("Player 2", the app's name for the
        second seat in the page's language) is in nobody's record."""
        #: %1 is the second seat's name when none is given ("Player 2"), as the app names
        #: such a player.
        template = self.tr(
            "A player without a name (“%1”) is counted for nobody: give names when a "
            "game starts to keep everyone's record."
        )
        return template.replace("%1", keep_name(seat_name(None, 1)))

    def _own_places(self, players: list[int | None], humans: list[bool]) -> set[int]:
        """The places (indexes into a finished game's seats, first place first) of the
        player whose record is shown: the player chosen in the filter, else the one of the
        selected row; with neither, the human seats."""
        _game, player = self._filter()
        if player is None:
            selected = self.selected_row()
            player = selected[0] if selected is not None else None
        if player is not None and player in players:
            return {i for i, p in enumerate(players) if p == player}
        return {i for i, human in enumerate(humans) if human}

    def _row_selected(self) -> None:
        selected = self.selected_row()
        self.games_table.viewport().update()  # (the places it keeps: the selected player's)
        self._update_buttons()
        if selected is None:
            self.chart_title.set_title("", "")
            self.chart.set_results([])
            return
        player, game = selected
        name = next((f.name for f in self.figures if f.player_id == player), "")
        if game is None:
            title = self.tr("Results of %1 in all games")
        else:
            # (the game's title first: a name that holds "%2" is shown as typed; the title
            # broken between its words only: 「牛仔很⏎忙」 broke inside 牛仔很忙)
            title = self.tr("Results of %1 in %2").replace("%2", keep_words(game_title(game)))
        self.chart_title.set_title(title, name)
        self._hold_list_width()
        self.lower_part.updateGeometry()  # the title's lines
        db = self.keeper.db
        from farmhouse.core.stats import StatsError

        try:
            results = db.results(player, game) if db is not None else []
        except StatsError as err:
            self.status_message.emit(self.keeper.unavailable_text(err.problem))
            results = []
        self.chart.set_results(results)

    def _update_buttons(self) -> None:
        busy = self.keeper.importing
        has_row = self.selected_row() is not None
        self.rename_button.setEnabled(has_row and not busy)
        self.merge_button.setEnabled(has_row and not busy and len(self.players) > 1)
        self.rebuild_button.setEnabled(not busy)
        self.watch_button.setEnabled(self._watch_enabled and self._selected_game() is not None)

    def _selected_game(self) -> GameRecord | None:
        model = self.games_table.selectionModel()
        rows = model.selectedRows() if model is not None else []
        if not rows or not 0 <= rows[0].row() < len(self.listed):
            return None
        return self.listed[rows[0].row()]

    # ------------------------------------------------------------------ actions

    def watch_selected(self) -> None:
        """Ask for the replay of the selected finished game, if its save is still there."""
        record = self._selected_game()
        if record is None or not self._watch_enabled:
            return
        from farmhouse.core.stats import find_save

        path = find_save(record.save_name) if record.save_name else None
        if path is None:
            self.status_message.emit(self.tr("The save of this game is no longer on disk."))
            return
        self.watch_requested.emit(Path(path))

    def _player_name(self, player_id: int) -> str:
        return next((p.name for p in self.players if p.id == player_id), "")

    def ask_rename(self) -> None:
        """Ask for a new name for the player of the selected row (:meth:`rename`)."""
        selected = self.selected_row()
        if selected is None:
            return
        player = selected[0]
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Rename player"))
        dialog.setLabelText(with_names(self.tr("New name for %1:"), self._player_name(player)))
        dialog.setTextValue(self._player_name(player))
        from farmhouse.app.game_about import watch_name_field
        from farmhouse.core.game import MAX_TYPED_NAME

        edit = dialog.findChild(QLineEdit)
        if edit is not None:  # (as long a name as a new game's seat takes, and it says so)
            edit.setMaxLength(MAX_TYPED_NAME)
            watch_name_field(edit)  # (and a character this computer cannot draw)
        dialog.setOkButtonText(self.tr("Rename"))
        for label in dialog.findChildren(QLabel):  # a name is shown as typed, never as HTML
            label.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.textValueSelected.connect(lambda text: self.rename(player, text))
        dialog.destroyed.connect(lambda: setattr(self, "rename_dialog", None))
        self.rename_dialog = dialog
        dialog.open()

    def rename(self, player_id: int, name: str) -> bool:
        """Rename ``player_id``; a name that means another player offers to merge the two
        (:attr:`question_box`). True if renamed."""
        from farmhouse.core.stats import MAX_NAME_CHARS, NameTaken, StatsError, UnknownPlayer

        db = self.keeper.db
        if db is None:
            return False
        try:
            db.rename_player(player_id, name)
        except NameTaken as taken:
            self._offer_merge(player_id, taken.player_id)
            return False
        except UnknownPlayer:
            self.refresh()
            return False
        except ValueError:
            self._tell(
                self.tr("Rename player"),
                running(
                    self.tr(
                        "A name needs at least one letter and at most %1 characters, without "
                        "control characters."
                    ).replace("%1", str(MAX_NAME_CHARS))
                ),
            )
            return False
        except StatsError as err:
            self.status_message.emit(self.keeper.unavailable_text(err.problem))
            return False
        self.keeper.changed.emit()
        return True

    def _offer_merge(self, source: int, target: int) -> None:
        self._ask(
            self.tr("Rename player"),
            with_names(
                self.tr(
                    "“%1” is already the name of another player. Count the games of %2 as %1's?"
                ),
                self._player_name(target),
                self._player_name(source),
            ),
            self.tr("Merge"),
            lambda: self.merge(source, target),
        )

    def ask_merge(self) -> None:
        """Ask which player the player of the selected row joins (:meth:`merge`)."""
        selected = self.selected_row()
        if selected is None:
            return
        source = selected[0]
        others = [(p.id, p.name) for p in self.players if p.id != source]
        if not others:
            return
        dialog = MergeDialog(self._player_name(source), others, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(
            lambda: self.merge(source, dialog.target()) if dialog.target() is not None else None
        )
        dialog.destroyed.connect(lambda: setattr(self, "merge_dialog", None))
        self.merge_dialog = dialog
        dialog.open()

    def merge(self, source: int, target: int | None) -> bool:
        """Count ``source``'s games as ``target``'s (see
        :meth:`farmhouse.core.stats.Stats.merge_players`). True if merged."""
        from farmhouse.core.stats import StatsError, UnknownPlayer

        db = self.keeper.db
        if db is None or target is None:
            return False
        try:
            db.merge_players(source, target)
        except (UnknownPlayer, ValueError):
            self.refresh()
            return False
        except StatsError as err:
            self.status_message.emit(self.keeper.unavailable_text(err.problem))
            return False
        if self.player_filter.currentData() == source:
            self.player_filter.blockSignals(True)
            self.player_filter.setCurrentIndex(0)
            self.player_filter.blockSignals(False)
        self.keeper.changed.emit()
        self.select(target, self.rows[0][1] if self.rows else None)
        return True

    def ask_rebuild(self) -> None:
        """Ask before rebuilding the statistics from the saves (:meth:`StatsKeeper.rebuild`)."""
        self._ask(
            self.tr("Rebuild from saves"),
            running(self.rebuild_question()),
            self.tr("Rebuild"),
            self.rebuild,
            QMessageBox.StandardButton.Cancel,
        )

    def rebuild_question(self) -> str:
        """What the rebuild asks: only games whose files are still on disk are counted (the
        autosaves stay until the player deletes them: :func:`farmhouse.core.saves.autosave`)."""
        return self.tr(
            "Count the finished games again from the files on disk? Only games whose saved "
            "game or autosave is still there are counted: a game whose files you deleted will "
            "be lost from the statistics. Player names, renames and merges are kept."
        )

    def rebuild(self) -> bool:
        """Start the rebuild (the note shows how far it is)."""
        started = self.keeper.rebuild()
        self._show_note()
        return started

    def _ask(
        self,
        title: str,
        text: str,
        yes: str,
        on_yes: Callable[[], object],
        no: QMessageBox.StandardButton = QMessageBox.StandardButton.No,
    ) -> None:
        """A question box (not modal) whose ``yes`` button, labelled ``yes``, runs ``on_yes``;
        the default is the harmless answer ``no``, so Enter never merges or rebuilds."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            message_text(text),
            QMessageBox.StandardButton.Yes | no,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.button(QMessageBox.StandardButton.Yes).setText(yes)
        box.setDefaultButton(no)
        self._keep_box(box)
        box.accepted.connect(on_yes)
        box.open()

    def _tell(self, title: str, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message_text(text), QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        self._keep_box(box)
        box.open()

    def _keep_box(self, box: QMessageBox) -> None:
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.question_box = box

        def forget() -> None:
            if self.question_box is box:
                self.question_box = None

        box.destroyed.connect(forget)

    # ------------------------------------------------------------------ Qt

    def _on_changed(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        if self._stale:
            self.refresh()
        super().showEvent(event)
        self._place_row_buttons()  # (in the style sheet's fonts)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(self.tr("Statistics"))
        self._name_back()
        self.game_label.setText(self.tr("Game:"))
        self.player_label.setText(self.tr("Player:"))
        self.rename_button.setText(self.tr("Rename…"))
        self.merge_button.setText(self.tr("Merge…"))
        self.rebuild_button.setText(self.tr("Rebuild from saves…"))
        self.games_title.setText(self.tr("Finished games"))
        self.watch_button.setText(self.tr("Watch"))
        self.table.setAccessibleName(self.tr("Each player's record per game"))
        self.games_table.setAccessibleName(self.tr("Finished games"))
        self._place_row_buttons()
        if not self._stale:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._place_row_buttons()  # (the texts' widths)
