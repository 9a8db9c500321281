"""The board kit on its own: SVG tinting and caching, layers that redraw only on change,
the animation queue (speed, clean-up), text fitting, seat symbols, and pan/zoom."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board import SERIAL_FILLS_VARIABLE, paint_on_one_thread
from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.layers import Layer, LayerMap
from farmhouse.app.board.seats import SEAT_SHAPES, SeatToken, seat_qcolour, symbol_path
from farmhouse.app.board.svg import SVG_CACHE, tinted_svg
from farmhouse.app.board.targets import Box
from farmhouse.app.board.text import MIN_LABEL, elided, text_item, text_width
from farmhouse.app.board.view import BoardView
from farmhouse.app.main import create_application

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
    renders = SVG_CACHE.renders
    assert SVG_CACHE.pixmap(path, 10, 10, 1.0, "#3579c9") is SVG_CACHE.pixmap(
        path, 10, 10, 1.0, "#3579c9"
    )
    assert SVG_CACHE.renders == renders  # (both were cached: the benchmark's first-time count)
    SVG_CACHE.pixmap(path, 12, 10, 1.0, "#3579c9")
    assert SVG_CACHE.renders == renders + 1


def test_the_app_paints_on_one_thread_unless_told_otherwise(monkeypatch, qapp):
    monkeypatch.delenv(SERIAL_FILLS_VARIABLE, raising=False)
    assert create_application(["farmhouse"]) is qapp
    assert os.environ[SERIAL_FILLS_VARIABLE] == "1"
    monkeypatch.setenv(SERIAL_FILLS_VARIABLE, "yes")
    paint_on_one_thread()
    assert os.environ[SERIAL_FILLS_VARIABLE] == "yes"


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


def test_a_revised_layer_keeps_its_items_for_its_draw_to_update(qapp):
    scene = QGraphicsScene()
    layer = Layer(scene)

    def draw(target, count):
        kept = target.childItems()
        for k in range(len(kept), count):
            Box(QRectF(k * 20, 0, 10, 10), QColor("red"), parent=target)
        for item in kept[count:]:
            scene.removeItem(item)

    assert layer.revise(2, draw, 2)
    first = layer.childItems()
    assert not layer.revise(2, draw, 2)
    assert layer.revise(3, draw, 3)
    assert layer.childItems()[:2] == first and len(layer.childItems()) == 3
    assert layer.revise(1, draw, 1) and layer.childItems() == first[:1]
    layer.invalidate()  # (a language switch: drawn again, still from the kept items)
    assert layer.revise(1, draw, 1) and layer.childItems() == first[:1]
    assert layer.redraws == 4


def test_a_layer_map_makes_a_layer_per_key_once_and_clears_the_keys_it_does_not_keep(qapp):
    scene = QGraphicsScene()
    layers = LayerMap(scene, z=4)
    first = layers.at(0)
    assert layers.at(0) is first and first.zValue() == 4
    assert layers.at(2, z=5).zValue() == 5 and set(layers) == {0, 2}
    Box(QRectF(0, 0, 10, 10), QColor("red"), parent=layers[2])
    layers.keep(range(2))
    assert set(layers) == {0} and scene.items() == [first]


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


def test_a_layer_is_no_qobject_and_fades_all_the_same(qtbot):
    """A layer is a plain QGraphicsItem (PySide gives each new Python QObject an instance of
    every signal of its class: ~0.1M instructions, ~170 layers on El Gaucho's first board),
    and the queue fades it as it fades a QGraphicsObject: from the start now, to the end when
    finished (Wooly Bully fades its fields' layer)."""
    from PySide6.QtCore import QObject

    scene = QGraphicsScene()
    layer = Layer(scene)
    assert not isinstance(layer, QObject)
    Box(QRectF(0, 0, 10, 10), QColor("red"), parent=layer)
    queue = AnimationQueue(scene)
    fade = queue.fade(layer, 0, 1, 5000)
    assert layer.opacity() == 0
    queue.play([fade])
    fade.setCurrentTime(2500)
    assert 0.3 < layer.opacity() < 0.7
    with qtbot.waitSignal(queue.finished, timeout=1000):
        queue.finish()
    assert layer.opacity() == 1


def test_boxes_and_pictures_are_no_qobjects_and_the_queue_moves_and_fades_them(qtbot):
    """The kit's boxes and pictures are plain QGraphicsItems (a QObject costs ~0.1M
    instructions more to make: El Gaucho's first board makes about 200 of them); the queue
    moves and fades them as it did QGraphicsObjects: at the start now, at the end when
    finished."""
    from PySide6.QtCore import QObject

    from farmhouse.app.board.svg import SvgItem
    from farmhouse.paths import resources_dir

    scene = QGraphicsScene()
    box = Box(QRectF(0, 0, 10, 10), QColor("red"))
    picture = SvgItem(next((resources_dir() / "el_gaucho").glob("*.svg")), 20, 20)
    queue = AnimationQueue(scene)
    steps = []
    for item in (box, picture):
        assert not isinstance(item, QObject)
        scene.addItem(item)
        steps += [queue.move(item, QPointF(0, 0), QPointF(80, 40), 5000)]
        steps += [queue.fade(item, 1, 0.5, 5000)]
        assert item.pos() == QPointF(0, 0) and item.opacity() == 1
    queue.play([queue.parallel(steps)])
    for step in steps:
        step.setCurrentTime(2500)
    assert 0 < box.pos().x() < 80 and 0 < picture.pos().y() < 40
    assert 0.5 < box.opacity() < 1
    with qtbot.waitSignal(queue.finished, timeout=1000):
        queue.finish()
    for item in (box, picture):
        assert item.pos() == QPointF(80, 40) and item.opacity() == 0.5


def test_a_plain_item_deleted_while_it_moves_is_left_alone(qtbot, capfd):
    """As a QPropertyAnimation stops when its QObject is deleted, the queue's moves and fades
    of a plain item stop setting it once its C++ object is gone (its layer taken off the
    scene and dropped): no "already deleted" error at each step."""
    import gc

    scene = QGraphicsScene()
    queue = AnimationQueue(scene)
    layer = Layer(scene)
    box = Box(QRectF(0, 0, 10, 10), QColor("red"), parent=layer)
    move = queue.move(box, QPointF(0, 0), QPointF(50, 0), 5000)
    fade = queue.fade(box, 1, 0, 5000)
    queue.play([queue.parallel([move, fade])])
    del box
    scene.removeItem(layer)
    del layer
    gc.collect()
    move.setCurrentTime(2000)
    fade.setCurrentTime(2000)
    with qtbot.waitSignal(queue.finished, timeout=1000):
        queue.finish()
    assert "already deleted" not in capfd.readouterr().err


def test_text_fits_its_room(qapp):
    wide = text_item(
        None, "A rather long label", QPointF(100, 0), 20, align="centre", max_width=60, min_size=0
    )
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


def test_a_board_survives_the_garbage_collector_starting_while_it_paints():
    # A shown window board its owner dropped, collected from inside an item's paint: Qt
    # deleted the view mid-paint and wrote into freed item caches (a crash, hence the child
    # process: a crash fails this test instead of ending the test run).
    script = Path(__file__).resolve().parents[2] / "tools" / "board_collected_mid_paint.py"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "survived"


def test_a_shown_window_board_is_kept_until_closed_then_freed(qtbot):
    board = Board(pan_zoom=False)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    gone = weakref.ref(board)
    del board
    gc.collect()
    assert gone() is not None  # shown: not the garbage collector's to delete
    gone().close()
    gc.collect()
    assert gone() is None  # closed: freed as usual


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


def test_a_label_shrinks_to_its_minimum_size_then_elides(qapp):
    scene = QGraphicsScene()
    text = "A rather long label that cannot fit"
    item = text_item(scene, text, QPointF(0, 0), 20, max_width=120, min_size=16)
    assert item.scale() == pytest.approx(16 / 20)  # shrunk no further than 16 units
    assert item.text().endswith("…") and item.toolTip() == text
    assert item.boundingRect().width() * item.scale() <= 120 + 0.5
    free = text_item(scene, text, QPointF(0, 0), 20, max_width=120, min_size=0)  # shrinks only
    assert free.text() == text and free.boundingRect().width() * free.scale() <= 120 + 0.5
    usual = text_item(scene, text, QPointF(0, 0), 20, max_width=120)  # never below MIN_LABEL
    assert usual.scale() == pytest.approx(MIN_LABEL / 20) and usual.text().endswith("…")
    assert usual.boundingRect().width() * usual.scale() <= 120 + 0.5


@pytest.mark.parametrize("align", ["left", "centre", "right"])
@pytest.mark.parametrize(
    ("size", "max_width", "min_size"),
    [(18, None, None), (20, 120, 16), (20, 120, None), (9, 60, 0)],
)
def test_a_new_label_stands_where_placing_it_again_puts_it(qapp, align, size, max_width, min_size):
    """``text_item`` places a new label from what it set (its text, font and least size),
    not reading them back from the item: the place, scale and text are those ``place`` gives
    the same label at the same point."""
    from farmhouse.app.board.text import place

    scene = QGraphicsScene()
    for text in ("Pile: 12", "A rather long label that cannot fit", "羊の群れ 3"):
        item = text_item(scene, text, QPointF(40, 7), size, True, align=align,
                         max_width=max_width, min_size=min_size)  # fmt: skip
        made = (item.pos(), item.scale(), item.text(), item.toolTip())
        place(item, QPointF(40, 7), align, max_width)
        assert (item.pos(), item.scale(), item.text(), item.toolTip()) == made


class OverlayBoard(Board):
    """A pan/zoom board with a label and a button pinned to the window."""

    def __init__(self) -> None:
        super().__init__(pan_zoom=True)
        self.background: list[tuple[int, int]] = []
        self.layouts = 0
        self.button = Box(QRectF(10, 10, 120, 40), QColor("gold"), text="Fit", font_size=14)
        self.button.role, self.button.data_value = "zoom", "fit"
        self.button.setParentItem(self.overlay)
        self.label = text_item(self.overlay, "Bag: 12", QPointF(10, 60), 13)

    def background_clicked(self, point):
        self.background.append((point.x(), point.y()))

    def overlay_changed(self):
        self.layouts += 1


def test_overlay_items_stay_pinned_to_the_window_at_their_own_size(qtbot):
    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    assert board.layouts >= 1
    where = board.item_centre_in_viewport(board.button)
    assert (where.x(), where.y()) == (70, 30)
    sizes = dict(board.text_sizes())
    assert sizes["Fit"] == pytest.approx(14) and sizes["Bag: 12"] == pytest.approx(13)
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(board, key)
    assert board.zoom > 1.2 * 0.4
    assert board.item_centre_in_viewport(board.button) == where  # pinned while panned/zoomed
    assert dict(board.text_sizes())["Fit"] == pytest.approx(14)  # the zoom does not scale it
    target_size = 18 * board.zoom
    board.target.text, board.target.font_size = "cell", 18
    assert dict(board.text_sizes())["cell"] == pytest.approx(target_size)  # the scene does
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert board.clicked[-1] == ("zoom", "fit")


def test_fit_leaves_the_margins_free(qtbot):
    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    board.fit_margins = QMargins(0, 100, 0, 0)
    board.fit()
    qtbot.wait(20)
    shown = board.mapFromScene(board.fit_rect).boundingRect()
    height = board.viewport().height()
    assert shown.top() >= 100 - 1 and shown.bottom() <= height
    assert board.zoom == pytest.approx((height - 100 - 4) / 1000, abs=0.01)


def test_a_click_on_no_target_is_reported_but_a_drag_is_not(qtbot):
    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    for _ in range(4):
        qtbot.keyClick(board, Qt.Key.Key_Plus)
    corner = board.mapFromScene(QPointF(100, 100))
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert board.background == [(corner.x(), corner.y())]
    before = board.horizontalScrollBar().value()
    qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    qtbot.mouseMove(board.viewport(), corner + QPoint(-60, 0))
    qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton, pos=corner + QPoint(-60, 0))
    assert board.horizontalScrollBar().value() > before  # dragged, not clicked
    assert len(board.background) == 1
    assert board.clicked == []


def test_fit_can_keep_to_a_ladder_of_zooms(qtbot):
    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    board.fit_zoom_step = 1.25
    board.fit()
    exact = (board.viewport().height() - 4) / 1000
    assert board.zoom <= exact and board.zoom > exact / 1.25
    k = __import__("math").log(board.zoom, 1.25)
    assert k == pytest.approx(round(k))
    before = board.zoom
    board.follow(QRectF(0, 0, 1010, 1010))  # a little larger: the same rung of the ladder
    assert board.zoom == pytest.approx(before)


def test_fit_keeps_its_least_zoom_while_the_exact_fit_reaches_it(qtbot):
    """Rounding down to the ladder of zooms never goes below ``fit_zoom_least`` when the exact
    fit is at least that (a board that promises pieces of a least size while they fit)."""
    import math

    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    board.fit_zoom_step = 2.0
    exact = (board.viewport().height() - 4) / 1000
    least = exact * 0.9  # between the rung below (exact / 2 or more) and the exact fit
    board.fit()
    assert board.zoom < least
    board.fit_zoom_least = least
    board.fit()
    assert board.zoom == pytest.approx(least)
    board.fit_zoom_least = exact * 1.1  # more than fits: the ladder's rung
    board.fit()
    assert math.log2(board.zoom) == pytest.approx(round(math.log2(board.zoom)))


def test_a_followed_area_that_grows_within_sight_moves_nothing(qtbot):
    """While fitted, an area that grows but would be fitted at the same zoom and is already in
    the free part of the window is not refitted (nothing moves, so only what changed is
    painted); growing beyond sight, it is."""
    board = OverlayBoard()
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    qtbot.waitExposed(board)
    board.fit_zoom_step = 1.25
    board.fit_rect = QRectF(0, 0, 600, 1000)
    board.fit()
    scroll = (board.horizontalScrollBar().value(), board.verticalScrollBar().value())
    zoom = board.zoom
    board.follow(QRectF(600, 0, 10, 10))  # a little wider, still in sight at this zoom
    assert board.fit_rect == QRectF(0, 0, 610, 1000)
    assert (board.horizontalScrollBar().value(), board.verticalScrollBar().value()) == scroll
    assert board.zoom == zoom
    assert board.free_area().contains(board.mapFromScene(board.fit_rect).boundingRect())
    board.follow(QRectF(0, 1000, 10, 400))  # much taller: another zoom, refitted
    assert board.zoom < zoom
    assert board.free_area().contains(board.mapFromScene(board.fit_rect).boundingRect())


def test_lines_fit_a_block_and_shrink_only_when_they_must(qapp):
    """:func:`fit_lines` keeps the size while the text wraps into the lines allowed (never
    inside a word or a name), shrinks it when it would need more, and stops at the least."""
    from farmhouse.app.board.text import fit_lines, text_width

    text = "Waiting for Bob Bobbington to lay a tile"
    width = text_width("Bob Bobbington to", 15, True) + 2
    size, lines = fit_lines(text, 15, width, 4, True, ["Bob Bobbington"])
    assert size == 15 and len(lines) <= 4
    assert any("Bob Bobbington" in line for line in lines)  # the name is never broken
    size, lines = fit_lines(text, 15, width * 2, 1, True)
    assert size < 15 and lines == [text]
    assert all(text_width(line, size, True) <= width * 2 for line in lines)
    size, lines = fit_lines(text * 3, 15, width, 1, True, min_size=12)
    assert size == 12 and len(lines) > 1  # even at the least size it takes more lines


def _lines_at(text, points):
    cuts = [0, *points, len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]


def test_cjk_text_breaks_only_between_words(qapp):
    """The kit breaks running Chinese and Japanese between phrases (the one rule of
    farmhouse.app.board.linebreak, BudouX's phrases for the language), never inside a word;
    without a language only at spaces and punctuation."""
    from farmhouse.app.board.text import break_points

    ja = "アンがベンからドロボウカササギを引きました（3枚目）。"
    assert _lines_at(ja, break_points(ja, lang="ja")) == [
        "アンが",
        "ベンから",
        "ドロボウカササギを",
        "引きました",
        "（3枚目）。",
    ]
    # a term keeps its okurigana: 水飲み|場 would be a break inside the word
    text = "水飲み場に置きました。"
    assert _lines_at(text, break_points(text, lang="ja")) == ["水飲み場に", "置きました。"]
    assert _lines_at(text, break_points(text, ["水飲み場"], lang="ja")) == [
        "水飲み場に",
        "置きました。",
    ]
    assert _lines_at(text, break_points(text, ["水飲み場に置き"], lang="ja")) == [text]
    zh = "安從班的手牌抽到老虎（第 3 張），輪到班。"
    assert _lines_at(zh, break_points(zh, lang="zh_TW")) == [
        # (的 holds on to the word before it: BIND_PREVIOUS; and no line ends with the one
        # character that begins the text or a clause, 「安」 alone: session 22)
        "安從班的",
        "手牌",
        "抽到",
        "老虎",
        "（第 3 張），",
        "輪到",
        "班。",
    ]
    assert _lines_at(zh, break_points(zh, lang="")) == [
        "安從班的手牌抽到老虎",
        "（第 3 張），",
        "輪到班。",
    ]
    en = "Ann draws tiger from Ben (card 3)."
    assert _lines_at(en, break_points(en, lang="ja")) == [
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


def test_unbroken_width_is_the_piece_around_a_name_no_break_splits(qapp):
    from farmhouse.app.board.text import text_width, unbroken_width

    assert unbroken_width("Ann Lee's dice", "Ann Lee", 16, True) == text_width(
        "Ann Lee's", 16, True
    )
    assert unbroken_width("Ann's dice", "dice", 16) == text_width("dice", 16)
    ja = "ながいなまえのプレイヤーさんのダイス"
    name = "ながいなまえのプレイヤー"
    assert unbroken_width(ja, name, 16) >= text_width(name, 16)
    assert unbroken_width("Ann Lee's red dice", "red", 16) == text_width("red", 16)


def _wheel(board, point: QPoint, notches: int) -> None:
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    viewport = board.viewport()
    event = QWheelEvent(
        QPointF(point),
        QPointF(viewport.mapToGlobal(point)),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def test_the_wheel_zooms_about_the_pointer_and_the_keys_about_the_centre(qtbot):
    """The scene point under the pointer stays under it while the wheel zooms in and out
    (it used to be moved to the centre of the window); + and − keep the centre in place."""
    board = Board(pan_zoom=True)
    qtbot.addWidget(board)
    board.resize(600, 400)
    board.show()
    pointer = QPoint(board.viewport().width() // 2 + 180, board.viewport().height() // 2 + 120)
    for notches in (1, 1, 1, -1, -1, -1, -1, -1):
        under = board.mapToScene(pointer)
        zoom = board.zoom
        _wheel(board, pointer, notches)
        assert board.zoom != pytest.approx(zoom)
        now = board.mapFromScene(under)
        assert abs(now.x() - pointer.x()) <= 1 and abs(now.y() - pointer.y()) <= 1, notches
    middle = board.viewport().rect().center()
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Minus):
        centre = board.mapToScene(middle)
        qtbot.keyClick(board, key)
        now = board.mapFromScene(centre)
        assert abs(now.x() - middle.x()) <= 1 and abs(now.y() - middle.y()) <= 1


def _glow_image(draw, scale: float, offset: float, colour: str):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(300, 220, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#E9DDC2"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(offset, offset)
    painter.scale(scale, scale)
    draw(painter, QRectF(10, 10, 120, 80), QColor(colour), 10)
    painter.end()
    return image


def test_a_cached_glow_looks_like_the_stroked_one_and_follows_its_colour(qapp):
    from farmhouse.app.board import targets

    for scale, offset in ((1.0, 0.0), (0.73, 0.3), (1.37, 7.25)):
        for colour in ("#2E8B57", "#D8483F"):
            stroked = _glow_image(targets._stroke_glow, scale, offset, colour)
            cached = _glow_image(targets.draw_glow, scale, offset, colour)
            again = _glow_image(targets.draw_glow, scale, offset, colour)  # from the cache
            worst = 0
            for y in range(0, 220, 3):
                for x in range(0, 300, 3):
                    a, b = stroked.pixelColor(x, y), again.pixelColor(x, y)
                    worst = max(
                        worst,
                        abs(a.red() - b.red()),
                        abs(a.green() - b.green()),
                        abs(a.blue() - b.blue()),
                    )
            assert worst <= 12, (scale, offset, colour, worst)
            assert cached == again
            # the coloured line is there, in this colour (not a cached outline of another)
            line = again.pixelColor(round(offset + 70 * scale), round(offset + 10 * scale))
            assert line.name() == QColor(colour).name().lower()


def test_an_invisible_target_is_not_painted_until_it_lights_up_yet_is_found_and_lit(qtbot):
    """An invisible Box (a click target with no fill, line or text) has no contents for Qt:
    never painted, its coming and going repaints nothing. It is still found under the pointer;
    lit (or given a fill) it is painted like any box, and stays so."""
    from PySide6.QtWidgets import QGraphicsItem

    from farmhouse.app.board.palette import LEGAL

    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    view = BoardView(QRectF(0, 0, 200, 100))
    qtbot.addWidget(view)
    view.resize(200, 100)
    view.show()
    qtbot.waitExposed(view)
    layer = Layer(view.scene())
    target = Box(QRectF(40, 20, 120, 60), None, None, 8, parent=layer)
    target.role, target.data_value = "row", 1
    assert target.flags() & no_contents
    assert not Box(QRectF(0, 0, 10, 10), None, QColor("#000000")).flags() & no_contents
    found = view.target_at(view.mapFromScene(QPointF(100, 50)))
    assert found is not None and found[:2] == ("row", 1)
    before = view.grab().toImage()
    target.glow = LEGAL
    target.update()
    assert not target.flags() & no_contents
    qtbot.waitUntil(lambda: view.grab().toImage() != before)
    lit = view.grab().toImage()
    assert lit.pixelColor(view.mapFromScene(QPointF(100, 18))) != before.pixelColor(
        view.mapFromScene(QPointF(100, 18))
    )
    target.glow = None
    target.update()
    assert not target.flags() & no_contents  # (painted from now on, as before it lit up)
    filled = Box(QRectF(0, 0, 10, 10), None, None, parent=layer)
    filled.fill = QColor("#FF0000")
    filled.update()
    assert not filled.flags() & no_contents


def test_a_box_drawn_again_alike_copies_its_drawing_pixel_for_pixel(qtbot, monkeypatch):
    """A Box that looks like one drawn before at the same place in the device pixel grid
    (a badge, a button drawn anew) copies that drawing into its cache instead of drawing
    again; the screen shows exactly what drawing it would; a box that differs in anything
    it shows (text, colour, place in the pixel grid) is drawn."""
    from farmhouse.app.board import targets

    monkeypatch.setattr(targets, "_BOXES", {})
    drawn: list[str] = []
    draw = Box._draw

    def counted(self, painter):
        drawn.append(self.text)
        draw(self, painter)

    view = BoardView(QRectF(0, 0, 300, 100))
    qtbot.addWidget(view)
    view.resize(413, 137)  # a scale that puts boxes between device pixels
    view.show()
    qtbot.waitExposed(view)
    view.grab()  # its first paint (drawn without the items' caches: see BoardView.paintEvent)
    layer = Layer(view.scene())

    def box(text: str, x: float = 30.3, fill: str = "#FFFFFF") -> Box:
        item = Box(QRectF(x, 20.7, 60, 28), QColor(fill), QColor("#333333"), 8, text, 14)
        item.setParentItem(layer)
        return item

    def shown() -> object:
        view.viewport().repaint()
        return view.grab().toImage()

    first = box("×2")
    box("Stop (S)", x=150.1)
    drawn_first = shown()
    monkeypatch.setattr(Box, "_draw", counted)
    layer.clear()
    shown()
    box("×2")
    box("Stop (S)", x=150.1)
    assert shown() == drawn_first  # the same pixels, both drawn before: copied
    assert drawn == []
    layer.clear()
    box("×3")  # another text
    box("Stop (S)", x=150.6)  # another place in the pixel grid
    box("×2", fill="#FFEECC")  # another colour
    shown()
    assert sorted(drawn) == ["Stop (S)", "×2", "×3"]
    assert first.scene() is None


def test_no_line_breaks_inside_a_players_name(qapp):
    """The tester's find: "Since your last turn" in Chinese broke "Bot 5" as "Bot⏎5把山羊×3
    放進動物園". With the players' names given to the kit, no wrapped line breaks inside one,
    in the kit's own breaking (wrap_lines) and in Qt's (text blocks, boxes): a name is a word,
    so the line may break where it meets Chinese text instead."""
    from farmhouse.app.board.text import (
        break_points,
        keep_names,
        kept_names,
        text_block,
        whole_names,
        wrap_lines,
    )
    from farmhouse.app.linebreak import plain

    line = "• Bot 5把山羊×3放進動物園。"
    width = text_width("把山羊×3放進動物園。", 17) + 2
    assert width < text_width(line, 17)
    keep_names([])
    assert 6 in break_points(line)  # without the names, a space like any other (before: the
    # line broke there, "• Bot⏎5把山羊…")
    keep_names(["Ann", "Bot 5", "玩家 2"])
    try:
        assert kept_names()[0] in ("Bot 5", "玩家 2")  # longest first
        # between phrases, the name whole (a name is a word)
        assert wrap_lines(line, 17, width) == ["• Bot 5把山羊×3放進", "動物園。"]
        assert 6 not in break_points(line)  # (between "Bot" and "5")
        for text in ("Ann waits for Bot 5 to play a card", "輪到玩家 2了，請等待玩家 2出牌。"):
            for lines in (wrap_lines(text, 17, w) for w in (60, 90, 120, 160)):
                for first in lines[:-1]:
                    assert not first.endswith(("Bot", "玩家")), lines
            # Qt's own wrapping, in a narrow block: the name is on one line
            scene = QGraphicsScene()
            block = text_block(scene, text, QPointF(0, 0), 70, 17)
            layout = block.document().begin().layout()
            shown = block.document().begin().text()
            cuts = [
                plain(
                    shown[
                        layout.lineAt(i).textStart() : layout.lineAt(i).textStart()
                        + layout.lineAt(i).textLength()
                    ]
                )
                for i in range(layout.lineCount())
            ]
            assert len(cuts) > 1
            assert not any(c.rstrip().endswith(("Bot", "玩家")) for c in cuts[:-1]), cuts
        assert plain(whole_names("Bot 5 draws")) == "Bot 5 draws"
    finally:
        keep_names([])


def test_running_text_keeps_a_chinese_or_japanese_name_whole(qapp):
    """Running text (a text block that breaks Chinese anywhere, as "Since your last move"
    does) keeps a Chinese or Japanese name on one line: "起始玩家是王⏎小明。" and "スタート
    プレイヤー：さく⏎ら" were broken inside the name."""
    from farmhouse.app.board.text import drawn_texts, keep_names, text_block, whole_names
    from farmhouse.app.linebreak import plain

    keep_names(["王小明", "さくら"])
    try:
        for text, cut in (
            ("第 11 輪開始，起始玩家是王小明。", "第 11 輪開始，起始玩家是王"),
            (
                "ラウンド11が始まりました（スタートプレイヤー：さくら）。",
                "（スタートプレイヤー：さく",
            ),
        ):
            scene = QGraphicsScene()
            width = text_width(cut, 16) + 1  # where Qt's own breaking cut inside the name
            block = text_block(scene, "", QPointF(0, 0), width, 16)
            block.setPlainText(whole_names(text))  # (as the board's running text is set)
            lines = [plain(piece.text) for piece in drawn_texts(block)]
            assert "".join(lines) == text and len(lines) > 1
            assert any("王小明" in line or "さくら" in line for line in lines), lines
    finally:
        keep_names([])


def test_a_games_terms_are_never_broken_inside(qapp):
    """Bye-Bye in Traditional Chinese: "Since your last turn" broke 「放進動|物園」, as the
    phrase model alone splits it. A board gives its game's terms to the kit when it is made,
    and then no wrapped line breaks inside one, whatever the width."""
    from farmhouse.app.board.linebreak import break_points, keep_terms, kept_terms
    from farmhouse.app.board.text import wrap_lines
    from farmhouse.games.bye_bye_black_sheep.board import ByeByeBlackSheepBoard

    line = "• Bot 2把兔子×2放進動物園。"
    inside = {line.index("動物園") + 1, line.index("動物園") + 2}
    keep_terms(())
    # (the phrase model alone cuts it; since issue X7 the app's words keep it whole without
    # a board's terms too: a glossary term, farmhouse.app.board.words)
    assert not inside & set(break_points(line, lang="zh_TW"))
    assert inside & set(break_points(line, lang="zh_TW", terms=False))  # the model's own cut
    board = ByeByeBlackSheepBoard()
    try:
        assert "動物園" in kept_terms()
        assert not inside & set(break_points(line, lang="zh_TW"))
        for width in range(60, 200, 4):
            lines = wrap_lines(line, 17, width)
            assert not any(a.endswith(("動", "動物")) for a in lines[:-1]), (width, lines)
    finally:
        board.close()
        board.deleteLater()
