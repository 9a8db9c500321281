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


def shown_scene(qtbot) -> tuple[QGraphicsScene, QGraphicsView]:
    """A 400 × 200 scene in a view showing all of it."""
    scene = QGraphicsScene(0, 0, 400, 200)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setFixedSize(404, 204)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def test_a_ring_between_close_neighbours_leaves_them_uncovered(qtbot):
    """Test 11 (fix11c): at 800 × 600 Wooly Bully's End turn ring covered the borders of the
    Reveal and Wolf buttons just above it (a few pixels apart), its tag below it lay on the
    tray's frame. A ring tightens where a like neighbour is closer than its reach: the
    neighbours' pixels stay as they were; a tag below a tight ring sits right under the piece."""
    from PySide6.QtGui import QColor

    scene, view = shown_scene(qtbot)
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


def test_a_ring_on_the_edge_leaves_the_text_around_the_piece_uncovered(qtbot):
    """Test 12: Bye-Bye Black Sheep's ring round another player's hand covered its owner's
    name just above it, and the tag under it a zoo card's number just below. A spot with
    ``tag_on_edge`` is ringed on the piece's own edge and tagged on its bottom line's right
    end: the text a few pixels above and below stays as it was."""
    from PySide6.QtGui import QColor, QFont
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    scene, view = shown_scene(qtbot)
    piece = QGraphicsRectItem(QRectF(60, 40, 260, 70))
    piece.setBrush(QColor("lightblue"))
    scene.addItem(piece)
    texts = []
    for above in (True, False):  # the owner's name 2 px above, a card's number 17 px below
        text = QGraphicsSimpleTextItem("Name 13")
        text.setFont(QFont("DejaVu Sans", 11))
        text.setPos(62, 40 - 2 - text.boundingRect().height() if above else 110 + 17)
        scene.addItem(text)
        texts.append(text)
    before = view.viewport().grab().toImage()
    marks = HintMarks(scene, lambda _action: [HintSpot(item=piece, tag_on_edge=True)], view)
    assert marks.show("act", "Hint · 20%")
    after = view.viewport().grab().toImage()
    for text in texts:
        r = text.deviceTransform(view.viewportTransform()).mapRect(text.boundingRect())
        assert before.copy(r.toAlignedRect()) == after.copy(r.toAlignedRect())
    shown = piece.deviceTransform(view.viewportTransform()).mapRect(piece.rect())
    (tag,) = marks.tags  # (on the bottom line, at its right end)
    tag_rect = tag.screen_rect(view)
    assert tag_rect.top() < shown.bottom() < tag_rect.bottom()
    assert abs(tag_rect.right() - shown.right()) <= 2
    assert before.copy(shown.toAlignedRect()) != after.copy(shown.toAlignedRect())


def changed_receivers(scene: QGraphicsScene) -> int:
    from PySide6.QtCore import SIGNAL

    return scene.receivers(SIGNAL("changed(QList<QRectF>)"))


def test_the_marks_follow_the_scene_from_the_first_hint_on(qtbot):
    """Issue 18: a slot on ``QGraphicsScene.changed`` makes Qt send every item update through
    that signal (to the views too, for good), so the marks listen only once a hint is shown;
    from then on a board that rebuilds the ringed piece gets it ringed anew."""
    scene, view = shown_scene(qtbot)
    pieces = [QGraphicsRectItem(QRectF(40, 40, 60, 40))]
    scene.addItem(pieces[0])
    marks = HintMarks(scene, lambda _action: [HintSpot(item=pieces[-1])], view)
    pieces[0].setPos(10, 0)
    qtbot.wait(20)
    assert changed_receivers(scene) == 0  # (no hint yet: nobody listens to the scene)
    assert marks.show("act")
    assert changed_receivers(scene) >= 1
    (ring,) = marks.rings
    assert ring.parentItem() is pieces[0]
    scene.removeItem(pieces[0])  # the board redraws: the piece is a new item
    pieces.append(QGraphicsRectItem(QRectF(200, 100, 60, 40)))
    scene.addItem(pieces[-1])
    qtbot.waitUntil(lambda: marks.rings and marks.rings[0].parentItem() is pieces[-1])
    marks.clear()
    assert marks.rings == []
