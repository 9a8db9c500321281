"""The statistics chart draws every result as a bar one can see (issue Z14: a last place was a
3 px stroke on the 0 % line, under the win rate's dot: with one lost game the chart looked
empty)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFontMetrics, QImage

from farmhouse.app.stats_page import PLACE_COLOUR, WIN_COLOUR, ResultsChart
from farmhouse.core.stats import Result

pytestmark = pytest.mark.gui


def tallest_bar(chart: ResultsChart, colour: str) -> int:
    """The tallest column of ``colour`` pixels in ``chart``'s plot as drawn (above the dates
    and the legend, whose swatches have the bars' colours), in pixels."""
    image = chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    *_, bottom = chart._frame(QFontMetrics(chart._font()), chart.width())
    want = QColor(colour).rgb()
    best = 0
    for x in range(image.width()):
        run = 0
        for y in range(int(image.height() - bottom) + 1):
            run = run + 1 if image.pixel(x, y) == want else 0
            best = max(best, run)
    return best


def result(rank: int, seats: int, day: int) -> Result:
    return Result(f"2026-12-0{day}T10:00:00+00:00", "black_sheep", 4, rank, seats, f"{day:032x}")


@pytest.mark.parametrize("size", [(420, 220), (800, 400)])
def test_a_last_place_is_a_short_bar_one_can_see(qtbot, size):
    chart = ResultsChart()
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.set_results([result(2, 2, 1)])  # one two-player game, lost
    last = tallest_bar(chart, PLACE_COLOUR)
    chart.set_results([result(1, 2, 1)])  # the same game, won: the whole plot's height
    won = tallest_bar(chart, WIN_COLOUR)
    assert last >= 10 and last >= won // 10, (last, won)
    # the order of the places is kept: last < middle < first
    chart.set_results([result(3, 3, 1)])
    assert tallest_bar(chart, PLACE_COLOUR) == last
    chart.set_results([result(2, 3, 1)])
    middle = tallest_bar(chart, PLACE_COLOUR)
    assert last < middle < won
