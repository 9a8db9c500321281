"""The board kit on its own: SVG tinting and caching, layers that redraw only on change,
the animation queue (speed, clean-up), text fitting, seat symbols, and pan/zoom."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.layers import Layer
from farmhouse.app.board.seats import SEAT_SHAPES, SeatToken, seat_qcolour, symbol_path
from farmhouse.app.board.svg import SVG_CACHE, tinted_svg
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import elided, text_item, text_width
from farmhouse.app.board.view import BoardView

pytestmark = pytest.mark.gui

SVG = (
    b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">'
    b'<rect width="10" height="5" fill="#FF00FF"/><rect y="5" width="10" height="5" '
    b'fill="#800080"/></svg>'
)


def test_tinted_art_takes_the_seat_colour_and_its_shade(tmp_path, qapp):
    assert b"#FF00FF" not in tinted_svg(SVG, "#3579c9") and b"#3579c9" in tinted_svg(SVG, "#3579c9")
    path = tmp_path / "piece.svg"
    path.write_bytes(SVG)
    image = SVG_CACHE.pixmap(path, 10, 10, 1.0, "#3579c9").toImage()
    assert image.pixelColor(5, 2).name() == "#3579c9"
    assert image.pixelColor(5, 8).name() == QColor("#3579c9").darker(140).name()
    plain = SVG_CACHE.pixmap(path, 10, 10, 1.0).toImage()
    assert plain.pixelColor(5, 2).name() == "#ff00ff"
    assert SVG_CACHE.pixmap(path, 10, 10, 1.0, "#3579c9") is SVG_CACHE.pixmap(
        path, 10, 10, 1.0, "#3579c9"
    )


def test_a_layer_redraws_only_when_its_key_changes(qapp):
    scene = QGraphicsScene()
    layer = Layer(scene)
    calls = []

    def draw(target, label):
        calls.append(label)
        Box(QRectF(0, 0, 10, 10), QColor("red"), parent=target)

    assert layer.refresh(("a", 1), draw, "first")
    assert not layer.refresh(("a", 1), draw, "again")
    assert layer.refresh(("a", 2), draw, "second")
    assert calls == ["first", "second"] and len(layer.childItems()) == 1
    assert layer.redraws == 2
    layer.invalidate()
    assert layer.refresh(("a", 2), draw, "after a language switch")
    layer.clear()
    assert layer.childItems() == [] and scene.items() == [layer]


def test_the_animation_queue_honours_the_speed_and_cleans_up(qtbot):
    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    item = Box(QRectF(0, 0, 10, 10), QColor("red"))
    scene.addItem(item)
    ghost = queue.ghost(Box(QRectF(0, 0, 10, 10), QColor("blue")))
    assert ghost.scene() is scene
    with qtbot.waitSignal(queue.finished, timeout=2000):
        queue.play([queue.move(item, QPointF(0, 0), QPointF(50, 0), 100), None])
        assert queue.running
    assert not queue.running and item.pos() == QPointF(50, 0)
    assert ghost.scene() is None  # ghosts leave the scene when the animation ends
    assert queue.findChildren(type(queue.pause(1))) == []  # finished animations are deleted
    queue.speed = 0  # AI speed "instant": nothing plays, done comes from the event loop
    with qtbot.waitSignal(queue.finished, timeout=1000):
        queue.play([queue.move(item, QPointF(0, 0), QPointF(80, 0), 500)])
        assert not queue.running


def test_text_fits_its_room(qapp):
    wide = text_item(None, "A rather long label", QPointF(100, 0), 20, align="centre", max_width=60)
    assert wide.boundingRect().width() * wide.scale() == pytest.approx(60, abs=0.5)
    assert wide.x() + wide.boundingRect().width() * wide.scale() / 2 == pytest.approx(100, abs=0.5)
    short = elided("A rather long label", 20, 60)
    assert short.endswith("…") and text_width(short, 20) <= 60


def test_every_seat_has_its_own_colour_and_shape(qapp):
    assert len(set(SEAT_SHAPES)) == 5
    assert len({seat_qcolour(s).name() for s in range(5)}) == 5
    areas = {symbol_path(shape, QPointF(0, 0), 10).boundingRect().width() for shape in SEAT_SHAPES}
    assert all(a > 0 for a in areas)
    token = SeatToken(3, 12)
    assert token.boundingRect().width() > 24


class Board(BoardView):
    def __init__(self, pan_zoom: bool) -> None:
        super().__init__(QRectF(0, 0, 1000, 1000), pan_zoom=pan_zoom)
        self.clicked = []
        self.target = Box(QRectF(0, 0, 100, 100), QColor("white"))
        self.target.role, self.target.data_value = "cell", (1, 2)
        self.target.why_not = "That side does not match."
        self.target.setPos(450, 450)
        self.scene().addItem(self.target)

    def target_clicked(self, role, value, item):
        self.clicked.append((role, value))


def test_a_fitted_board_keeps_the_scene_in_sight_and_pan_zoom_follows_keys(qtbot):
    fitted = Board(pan_zoom=False)
    qtbot.addWidget(fitted)
    fitted.resize(600, 400)
    fitted.show()
    assert fitted.zoom == pytest.approx(0.4, abs=0.02)  # 1000 scene units into 400 px
    fitted.zoom_by(2)  # ignored without pan/zoom
    assert fitted.zoom == pytest.approx(0.4, abs=0.02)

    board = Board(pan_zoom=True)
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    fit = board.zoom
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    assert board.zoom == pytest.approx(fit * 1.2)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert board.zoom == pytest.approx(fit / 1.2)
    qtbot.keyClick(board, Qt.Key.Key_0)
    assert board.zoom == pytest.approx(fit)
    for _ in range(5):
        qtbot.keyClick(board, Qt.Key.Key_Plus)
    before = board.horizontalScrollBar().value()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.horizontalScrollBar().value() > before


def test_a_target_that_is_not_lit_explains_itself_when_clicked(qtbot):
    board = Board(pan_zoom=False)
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.show()
    said = []
    board.illegal_attempt.connect(said.append)
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(board.target)
    )
    assert said == ["That side does not match."]
    assert board.clicked == [("cell", (1, 2))]
    board.target.lit = True
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(board.target)
    )
    assert said == ["That side does not match."] and len(board.clicked) == 2


def _lines_at(text, points):
    cuts = [0, *points, len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]


def test_cjk_text_breaks_only_between_words(qapp):
    from farmhouse.app.board.text import break_points

    ja = "アンがベンからドロボウカササギを引きました（3枚目）。"
    assert _lines_at(ja, break_points(ja)) == [
        "アンが",
        "ベンから",
        "ドロボウカササギを",
        "引きました",
        "（3枚目）。",
    ]
    # a protected term keeps its okurigana: 水飲み|場 would be a break inside the word
    text = "水飲み場に置きました。"
    assert _lines_at(text, break_points(text)) == ["水飲み", "場に", "置きました。"]
    assert _lines_at(text, break_points(text, ["水飲み場"])) == ["水飲み場に", "置きました。"]
    zh = "安從班的手牌抽到老虎（第 3 張），輪到班。"
    assert _lines_at(zh, break_points(zh)) == [
        "安從班的",
        "手牌抽到老虎",
        "（第 3 張），",
        "輪到班。",
    ]
    en = "Ann draws tiger from Ben (card 3)."
    assert _lines_at(en, break_points(en)) == [
        "Ann ",
        "draws ",
        "tiger ",
        "from ",
        "Ben ",
        "(card ",
        "3).",
    ]


def test_wrapped_lines_fit_and_keep_words_whole(qapp):
    from farmhouse.app.board.text import UNWRAPPED, text_width, wrap_lines, wrapped_block

    text = "アンがベンからドロボウカササギを引きました（3枚目）。"
    width = text_width("ドロボウカササギを", 18) + 2
    lines = wrap_lines(text, 18, width, strict=True)
    assert "".join(lines) == text and len(lines) > 1
    assert all(text_width(line, 18) <= width for line in lines)
    assert any(line.startswith("ドロボウカササギ") for line in lines)
    with pytest.raises(ValueError):
        wrap_lines(text, 18, text_width("ドロボウ", 18), strict=True)
    cut = wrap_lines(text, 18, text_width("ドロボウ", 18))  # not strict: cut where it must
    assert "".join(cut) == text and all(
        text_width(line, 18) <= text_width("ドロボウ", 18) + 1 for line in cut
    )
    assert wrap_lines("one two\nthree", 18, 1000) == ["one two", "three"]
    scene = QGraphicsScene()
    block = wrapped_block(
        scene, "Ann draws tiger from Ben.", QPointF(0, 0), text_width("Ann draws", 16) + 1
    )
    assert block.toPlainText().split("\n") == ["Ann draws", "tiger from", "Ben."]
    assert block.data(UNWRAPPED) == "Ann draws tiger from Ben."
