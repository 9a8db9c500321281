"""The kit's hint marks (farmhouse.app.board.hint): a tag stays inside the view, even where
its place (under a piece at the board's foot, right of one at its edge) lies outside it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView

from farmhouse.app.board.hint import HintMarks, HintSpot

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(
    ("piece", "below"),
    [
        (QRectF(200, 350, 100, 40), True),  # a button at the foot: its tag goes under it
        (QRectF(0, 0, 60, 40), False),  # at the top-left corner: the tag goes over it
        (QRectF(350, 150, 50, 40), False),  # at the right edge: a long tag
    ],
)
def test_a_tag_is_pulled_back_into_the_view(qtbot, piece, below):
    scene = QGraphicsScene(0, 0, 400, 400)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setFixedSize(404, 404)
    view.setHorizontalScrollBarPolicy(view.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(view.verticalScrollBarPolicy().ScrollBarAlwaysOff)
    view.show()
    qtbot.waitExposed(view)
    item = QGraphicsRectItem(piece)
    scene.addItem(item)
    marks = HintMarks(scene, lambda _action: [HintSpot(item=item, tag_below=below)], view)
    assert marks.show("act", "Hint · 62% · a caption this long")
    (tag,) = marks.tags
    port = view.viewport().rect().toRectF()
    rect = tag.screen_rect(view)
    assert port.contains(rect), (rect, port)
    ringed = item.deviceTransform(view.viewportTransform()).mapRect(piece)
    assert rect.left() <= ringed.left()  # (by the piece, or pulled left into the view)
