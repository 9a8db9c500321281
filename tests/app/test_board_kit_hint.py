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


def test_a_ring_between_close_neighbours_leaves_them_uncovered(qtbot):
    """Test 11 (fix11c): at 800 × 600 Wooly Bully's End turn ring covered the borders of the
    Reveal and Wolf buttons just above it (a few pixels apart), its tag below it lay on the
    tray's frame. A ring tightens where a like neighbour is closer than its reach: the
    neighbours' pixels stay as they were; a tag below a tight ring sits right under the piece."""
    from PySide6.QtGui import QColor

    scene = QGraphicsScene(0, 0, 400, 200)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setFixedSize(404, 204)
    view.show()
    qtbot.waitExposed(view)
    buttons = [
        QGraphicsRectItem(QRectF(x, y, 100, 40)) for x, y in ((150, 40), (150, 84), (40, 84))
    ]
    for button in buttons:
        button.setBrush(QColor("gold"))
        scene.addItem(button)
    ringed, above, left = buttons[1], buttons[0], buttons[2]
    before = view.viewport().grab().toImage()
    marks = HintMarks(scene, lambda _action: [HintSpot(item=ringed, tag_below=True)], view)
    assert marks.show("act", "Hint · 40%")
    after = view.viewport().grab().toImage()
    (tag,) = marks.tags  # (right under the piece, not down on whatever lies under it)
    foot = ringed.deviceTransform(view.viewportTransform()).mapRect(ringed.rect()).bottom()
    tag_rect = tag.screen_rect(view)
    assert foot <= tag_rect.top() <= foot + 3
    for neighbour in (above, left):
        shown = neighbour.deviceTransform(view.viewportTransform()).mapRect(neighbour.rect())
        r = shown.toAlignedRect()
        assert before.copy(r) == after.copy(r)
    r = ringed.deviceTransform(view.viewportTransform()).mapRect(ringed.rect()).toAlignedRect()
    assert before.copy(r) != after.copy(r)  # (the ring lies on the piece's own edge there)
