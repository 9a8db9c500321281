"""The kit's end-of-game rows (parts/final.py): places shared by tied seats, every name
drawn whole (a long one on a line of its own), the breakdown wrapped never inside a name,
figures before the words, nothing outside the frame or over another text, and the whole
row in each name's tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.parts.final import FinalRow, FinalRows, ranked
from farmhouse.core.game import Outcome

pytestmark = pytest.mark.gui

SCENES: list[QGraphicsScene] = []
LONG = "Maximiliana Wolkenstein-Ferreira de la Cruz"


def texts(layer: Layer) -> list[QGraphicsSimpleTextItem]:
    found = [i for i in layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    return sorted(found, key=lambda i: (i.y(), i.x()))


def drawn(rows: list[FinalRow], width: float = 520, **kw: float) -> tuple[FinalRows, Layer]:
    table = FinalRows(rows, width, "Final scores", **kw)
    scene = QGraphicsScene()
    SCENES.append(scene)  # (kept: the layer dies with its scene)
    layer = Layer(scene, 0)
    table.draw(layer, QPointF(20, 30), kw.get("figure") and figure_box)
    return table, layer


def figure_box(parent: QGraphicsItem, seat: int, k: int, rect: QRectF) -> None:
    item = QGraphicsRectItem(rect, parent)
    item.setData(DataKey.TEST_MARK, (seat, k))


def test_ranked_places_are_shared_by_tied_seats():
    outcome = Outcome(scores=(5, 5, 9, 1), ranking=((2,), (0, 1), (3,)), winners=(2,))
    assert ranked(outcome, ["A", "B", "C", "D"]) == [(1, 2), (2, 0), (2, 1), (4, 3)]
    assert ranked(outcome, ["A", "B"]) == [(2, 0), (2, 1)]  # (seats without a name left out)


def test_names_are_whole_and_a_long_one_takes_a_line_of_its_own(qapp):
    rows = [
        FinalRow(0, "Ann", "146", ("sales 24",), place=1),
        FinalRow(1, LONG, "98", ("Forced sale of sheep: 2 × 5 = 10",), place=2),
    ]
    table, layer = drawn(rows)
    items = texts(layer)
    by_text = {i.text(): i for i in items}
    assert LONG in by_text and "Ann" in by_text  # drawn whole, never elided
    long_name, ann = by_text[LONG], by_text["Ann"]
    assert ann.scale() == 1 and long_name.scale() > 0.9  # (at most a little smaller)
    words = by_text["Forced sale of sheep: 2 × 5 = 10"]
    assert words.y() > long_name.y() + 10  # (the long name's row: the words under it)
    assert abs(by_text["sales 24"].y() - ann.y()) < 6  # (beside)
    assert by_text["1."].x() < ann.x() and by_text["146"].x() > words.x()
    # nothing outside the frame, no text over another
    frame = QRectF(20, 30, 520, table.height)
    for item in layer.childItems()[1:]:  # (the first is the frame)
        assert frame.adjusted(-1, -1, 1, 1).contains(item.sceneBoundingRect()), item
    for a, b in zip(items, items[1:], strict=False):
        ra, rb = a.sceneBoundingRect(), b.sceneBoundingRect()
        assert not ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1)), (a, b)


def test_the_breakdown_wraps_never_inside_a_name(qapp):
    other = "Anna Maria de la Cruz"
    words = tuple(f"Compensation for cattle, stolen by {other}: {k}" for k in range(3))
    rows = [FinalRow(0, "Ann", "10", words), FinalRow(1, other, "5")]
    table, layer = drawn(rows, 460)
    lines = [i.text() for i in texts(layer) if i.text() not in ("Ann", other, "10", "5")]
    lines = [line for line in lines if line != "Final scores"]
    assert len(lines) >= 4  # (it wrapped)
    assert sum(other in line for line in lines) == 3  # (each mention on one line, whole)
    assert " ".join(lines) == " ".join(words)  # (a piece too long to share a line: its own)
    short = FinalRows([FinalRow(0, "Ann", "10", ("sales 5", "compensation 5"))], 460)
    assert short.laid[0][4] == ["sales 5 · compensation 5"]  # (short pieces share a line)


def test_figures_come_before_the_words_or_above_them(qapp):
    rows = [
        FinalRow(0, "Ann", "+12", ("1 complete set",), figures=2),
        FinalRow(1, "Bob", "+24", ("1 complete set " * 6,), figures=4),
    ]
    table, layer = drawn(rows, 420, figure=26)
    figures = sorted(
        (i for i in layer.childItems() if i.data(DataKey.TEST_MARK) is not None),
        key=lambda i: i.data(DataKey.TEST_MARK),
    )
    assert [f.data(DataKey.TEST_MARK) for f in figures] == [
        (0, 0),
        (0, 1),
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
    ]
    by_text = {i.text(): i for i in texts(layer)}
    ann_words = by_text["1 complete set"]
    assert ann_words.x() > figures[1].sceneBoundingRect().right()  # (beside its figures)
    bob = [i for i in texts(layer) if "complete set 1" in i.text()]
    assert bob and bob[0].y() > figures[2].sceneBoundingRect().bottom() - 2  # (under them)


def test_each_name_says_its_whole_row(qapp):
    rows = [FinalRow(2, "Cleo", "146 pesos", ("sales 120", "compensation 26"), place=1)]
    table, layer = drawn(rows)
    assert table.tips[2] == "1. Cleo — 146 pesos — sales 120 · compensation 26"
    name = next(i for i in texts(layer) if i.text() == "Cleo")
    assert name.toolTip() == table.tips[2]
    tipped = FinalRows([rows[0]._replace(tip="Cleo won")], 400)
    assert tipped.tips[2] == "Cleo won"


def test_a_table_too_tall_for_its_room_sets_the_names_beside_the_words(qapp):
    """Issue 18 (Bye-Bye, five long names): a long name alone on its first line makes every
    row two lines tall. Given the ``room`` it may take, the table sets every name whole in
    the names' column, the words beside it; if that is still too tall, the column narrows
    and the names give up their ends ("…"), whole in their tooltips."""
    names = [f"{LONG} {k}" for k in range(5)]
    rows = [FinalRow(k, n, "0", ("No triplet",), place=k + 1) for k, n in enumerate(names)]
    free = FinalRows(rows, 820)
    assert all(alone for alone, *_ in free.laid)  # (each long name on a line of its own)
    table, layer = drawn(rows, 820, room=free.height - 40)
    assert table.height <= free.height - 40 and not any(alone for alone, *_ in table.laid)
    shown = {i.text() for i in texts(layer)}
    assert set(names) <= shown and "No triplet" in shown  # (whole, the words beside)
    words = ("Triplets: tiger, lion, rabbit, penguin, crocodile",)
    rows = [row._replace(words=words) for row in rows]
    room = min(FinalRows(rows, 820, name_share=s).height for s in (0.4, 1.0)) - 1
    table, layer = drawn(rows, 820, room=room)  # (whole names: too tall either way)
    assert table.elided and table.height <= room
    cut = [i for i in texts(layer) if i.text().endswith("…")]
    assert len(cut) == 5 and all(i.toolTip() == table.tips[k] for k, i in enumerate(cut))
    assert all(LONG in i.toolTip() and i.sceneBoundingRect().width() <= table.name_w for i in cut)
    assert FinalRows([], 400, "Final scores", room=1).laid == []  # (no rows: nothing to fit)
