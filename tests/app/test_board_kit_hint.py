"""The kit's hint marks (farmhouse.app.board.hint): a tag stays inside the view, even where
its place (under a piece at the board's foot, right of one at its edge) lies outside it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
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


def label(scene: QGraphicsScene, text: str, x: float, y: float, bottom: bool = False) -> Any:
    """``text`` in 11 px DejaVu Sans, its top left at (``x``, ``y``) (``bottom``: its bottom
    at ``y``), added to ``scene``."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    item = QGraphicsSimpleTextItem(text)
    item.setFont(QFont("DejaVu Sans", 11))
    item.setPos(x, y - item.boundingRect().height() if bottom else y)
    scene.addItem(item)
    return item


def assert_untouched(view: QGraphicsView, before: Any, after: Any, items: list[Any]) -> None:
    """Each of ``items`` looks the same on the screen grabs ``before`` and ``after``."""
    for item in items:
        r = item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())
        assert before.copy(r.toAlignedRect()) == after.copy(r.toAlignedRect())


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


def tagged_piece(
    qtbot: Any, rect: QRectF, texts: list[tuple[str, float, float, bool]], **spot: Any
) -> tuple[QRectF, QRectF, Any, Any]:
    """A light blue piece at ``rect`` among ``texts`` (``(text, x, y, bottom)``: see
    :func:`label`) hinted by one spot with ``spot``'s options: the texts look as they did
    (asserted); the piece's and its tag's rectangles on the screen, and the screen before and
    after the hint."""
    from PySide6.QtGui import QColor

    scene, view = shown_scene(qtbot)
    piece = QGraphicsRectItem(rect)
    piece.setBrush(QColor("lightblue"))
    scene.addItem(piece)
    items = [label(scene, *text) for text in texts]
    before = view.viewport().grab().toImage()
    marks = HintMarks(scene, lambda _action: [HintSpot(item=piece, **spot)], view)
    assert marks.show("act", "Hint · 20%")
    after = view.viewport().grab().toImage()
    assert_untouched(view, before, after, items)
    shown = piece.deviceTransform(view.viewportTransform()).mapRect(piece.rect())
    (tag,) = marks.tags
    return shown, tag.screen_rect(view), before, after


def test_a_ring_on_the_edge_leaves_the_text_around_the_piece_uncovered(qtbot):
    """Test 12: Bye-Bye Black Sheep's ring round another player's hand covered its owner's
    name just above it, and the tag under it a zoo card's number just below. A spot with
    ``tag_on_edge`` is ringed on the piece's own edge and tagged on its bottom line's right
    end: the text a few pixels above and below stays as it was."""
    # the owner's name 2 px above, a card's number 17 px below
    texts = [("Name 13", 62, 40 - 2, True), ("Name 13", 62, 127, False)]
    shown, tag, before, after = tagged_piece(
        qtbot, QRectF(60, 40, 260, 70), texts, tag_on_edge=True
    )
    assert tag.top() < shown.bottom() < tag.bottom()  # (on the bottom line, at its right end)
    assert abs(tag.right() - shown.right()) <= 2
    assert before.copy(shown.toAlignedRect()) != after.copy(shown.toAlignedRect())


def test_a_tag_inside_lies_on_the_pieces_middle_clear_of_the_text_around_it(qtbot):
    """Issue 18 (Black Sheep's "then discard" under a hand card covered its key and the key
    line): a spot with ``tag_inside`` is tagged centred on the piece, clear of its corners
    and of the text right above and below it."""
    # above (clear of the ring), in its corners, below
    texts = [("13", 66, y, False) for y in (30 - 28, 30 + 6, 170 - 24, 170 + 9)]
    shown, tag, _, _ = tagged_piece(qtbot, QRectF(60, 30, 120, 140), texts, tag_inside=True)
    assert abs(tag.center().x() - shown.center().x()) <= 1
    assert abs(tag.center().y() - shown.center().y()) <= 1


@pytest.mark.parametrize(
    "texts",
    [
        [("Round 1", 140, 60 - 12, True)],  # a heading right above the piece
        [("Round 1", 140, 60 - 12, True), ("4", 176, 60 + 60 + 12, False)],  # and its key
        [("Keys: 1-5 choose", 100, 60 - 12, True), ("4", 176, 132, False), ("8", 222, 70, False)],
    ],
)
def test_a_tag_goes_where_it_covers_no_text(qtbot, texts):
    """Issue 14 (El Gaucho: the tag over the "Round 1" heading, a panel's title and key
    line, a tile's number): a tag whose own place would cover text the board shows goes
    where it covers none (over, under or beside the ring, further out if it must); the
    texts look as they did."""
    shown, tag, _, _ = tagged_piece(qtbot, QRectF(150, 60, 60, 60), texts)
    assert tag.intersects(shown.adjusted(-30, -30, 30, 30))  # (by the piece still)


def test_a_tag_keeps_its_own_place_where_it_covers_no_text(qtbot):
    """Without text around the piece, the tag lies where it always did: over the ring's
    top-left corner."""
    shown, tag, _, _ = tagged_piece(qtbot, QRectF(150, 60, 60, 60), [("far", 10, 180, True)])
    assert tag.bottom() <= shown.top() and abs(tag.left() - shown.left()) <= 6


def changed_receivers(scene: QGraphicsScene) -> int:
    from PySide6.QtCore import SIGNAL

    return scene.receivers(SIGNAL("changed(QList<QRectF>)"))


def test_the_marks_follow_the_board_without_listening_to_the_scene(qtbot):
    """A board that rebuilds the ringed piece gets it ringed anew (the marks refresh when the
    view is painted again); and nobody listens to ``QGraphicsScene.changed``, before, during
    or after a hint (session 23, F9: a slot on it makes Qt send every item update through
    that signal, for good, and an item leaving the scene then repainted only the scene's
    rectangle: a pan/zoom board's window-pinned parts stopped repainting)."""
    scene, view = shown_scene(qtbot)
    pieces = [QGraphicsRectItem(QRectF(40, 40, 60, 40))]
    scene.addItem(pieces[0])
    marks = HintMarks(scene, lambda _action: [HintSpot(item=pieces[-1])], view)
    pieces[0].setPos(10, 0)
    qtbot.wait(20)
    assert changed_receivers(scene) == 0
    assert marks.show("act")
    assert changed_receivers(scene) == 0
    (ring,) = marks.rings
    assert ring.parentItem() is pieces[0]
    scene.removeItem(pieces[0])  # the board redraws: the piece is a new item
    pieces.append(QGraphicsRectItem(QRectF(200, 100, 60, 40)))
    scene.addItem(pieces[-1])
    qtbot.waitUntil(lambda: marks.rings and marks.rings[0].parentItem() is pieces[-1])
    marks.clear()
    assert marks.rings == []
    assert changed_receivers(scene) == 0


@pytest.mark.parametrize(
    ("lang", "text", "width"),
    [
        ("en", "then discard", 45),
        ("en", "then discard", 120),
        ("ja", "これを捨てる", 45),
        ("zh_CN", "然后弃掉这张", 45),
    ],
)
def test_an_inside_tag_is_no_wider_than_its_piece(qtbot, lang, text, width):
    """An inside tag (Black Sheep's "then discard" on a hand card) lies within its piece's
    width on the screen (issue 18: 115 px wide on 45 px cards at 800×600, over three cards):
    wrapped between words, never under 12 px; on one line, as large as ever, where it fits."""
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.hint import TAG_PIXELS, TAG_SMALLEST
    from farmhouse.app.board.linebreak import plain

    linebreak.set_language(lang)
    try:
        scene, view = shown_scene(qtbot)
        piece = QRectF(100, 60, width, width * 1.4)
        item = QGraphicsRectItem(piece)
        scene.addItem(item)
        first = QGraphicsRectItem(QRectF(10, 150, 40, 30))  # (it carries the caption)
        scene.addItem(first)
        spots = [HintSpot(item=first), HintSpot(item=item, label=text, tag_inside=True)]
        marks = HintMarks(scene, lambda _action: spots, view)
        assert marks.show("act", "Hint")
        tag = marks.tags[-1]
        shown = item.deviceTransform(view.viewportTransform()).mapRect(piece)
        rect = tag.screen_rect(view)
        pixels = tag.label.font().pixelSize()
        assert pixels >= TAG_SMALLEST
        lines = tag.label.text().split("\n")
        # as wide as its piece, or, where a word at 12 px is wider (English "discard" on a 45
        # px card), a word a line at 12 px: a few pixels into the gaps beside the piece
        words = pixels == TAG_SMALLEST and all(" " not in line for line in lines)
        assert rect.width() <= shown.width() + 1 or words, (rect, shown)
        assert rect.width() <= shown.width() + 12, (rect, shown)
        middle = rect.center().x() - shown.center().x()
        assert abs(middle) <= 1  # (centred on it: over no other piece more than the gaps)
        if width >= 120:  # room: one line at the tag's own size
            assert "\n" not in tag.label.text() and pixels == TAG_PIXELS
        # every line break between words (the whole text, in order, without the breaks)
        assert plain(tag.label.text().replace("\n", " " if lang == "en" else "")) == text
    finally:
        linebreak.set_language("en")


def test_a_board_says_where_its_hint_marks_lie(qtbot):
    """``hint_rects``: the ring and the tag of a hint shown, in viewport pixels (the game
    page opens its folded panel away from them); none without a hint."""
    from farmhouse.app.board.view import BoardView

    board = BoardView(QRectF(0, 0, 1000, 1000))
    qtbot.addWidget(board)
    board.resize(500, 500)
    board.show()
    qtbot.waitExposed(board)
    board.fit()
    piece = QGraphicsRectItem(QRectF(800, 400, 100, 100))
    board.scene().addItem(piece)
    board.hint_marks._spots = lambda _action: [HintSpot(item=piece)]
    assert board.hint_rects() == []
    assert board.show_hint("act", "Hint · 60%")
    rects = board.hint_rects()
    centre = QPointF(board.mapFromScene(QPointF(850, 450)))
    assert len(rects) == 2 and rects[0].contains(centre)  # (the ring, then its tag)
    assert all(board.viewport().rect().intersects(r.toRect()) for r in rects)
    # the board redraws: the piece and its ring deleted, until the marks' next refresh
    # (asked for them then, the page crashed)
    import shiboken6

    shiboken6.delete(piece)
    assert len(board.hint_rects()) == 1  # (the tag)
    board.clear_hint()
    assert board.hint_rects() == []


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN"])
def test_black_sheeps_discard_tag_is_one_line_over_a_card(qtbot, lang):
    """Session 18, V11: 「然後棄掉這／張」 broke inside 這張, left 張 alone and covered the
    card's animal. The translated tag fits on one line over an 80 px card (Black Sheep's hand
    at 1280×720) at its own size, and where it must break, it breaks between words."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from farmhouse.app import i18n
    from farmhouse.app.board import linebreak
    from farmhouse.app.board.hint import TAG_PIXELS

    translator = QTranslator()
    assert translator.load(str(i18n.qm_path(lang)))
    QCoreApplication.installTranslator(translator)
    linebreak.set_language(lang)
    try:
        text = QCoreApplication.translate("BlackSheep", "then discard", "hint")
        assert text != "then discard"
        for width, lines in ((80, 1), (45, 2)):
            scene, view = shown_scene(qtbot)
            piece = QRectF(100, 20, width, width * 1.4)
            item = QGraphicsRectItem(piece)
            scene.addItem(item)
            first = QGraphicsRectItem(QRectF(10, 150, 40, 30))
            scene.addItem(first)
            spots = [HintSpot(item=first), HintSpot(item=item, label=text, tag_inside=True)]
            marks = HintMarks(scene, lambda _action, spots=spots: spots, view)
            assert marks.show("act", "Hint")
            shown = linebreak.plain(marks.tags[-1].label.text()).split("\n")
            assert len(shown) <= lines, shown
            assert all(len(line) >= 2 for line in shown), shown  # (no character alone)
            if lines == 1:
                assert marks.tags[-1].label.font().pixelSize() == TAG_PIXELS
            marks.clear()
    finally:
        QCoreApplication.removeTranslator(translator)
        linebreak.set_language("en")
