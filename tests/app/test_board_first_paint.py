"""What the board kit spares a board's first paint (issue 18, "Start fast": opening a save
until its board is drawn): items are drawn straight onto the window the first time, their
device-coordinate caches (given by ``item_cache.device_cache``) are set in the next turn of the
event loop, without asking every item of the scene for its cache mode; the kit's seat symbols and label boxes take
their brush from a colour, so PySide creates no Python types for gradients and images."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from farmhouse.app.board import item_cache
from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.view import BoardView

ROOT = Path(__file__).resolve().parents[2]
DEVICE = QGraphicsItem.CacheMode.DeviceCoordinateCache


class Recorder(QGraphicsRectItem):
    """An item that notes its cache mode each time it is painted."""

    def __init__(self) -> None:
        super().__init__(0, 0, 100, 100)
        self.modes: list[QGraphicsItem.CacheMode] = []

    def paint(self, painter, option, widget=None):  # noqa: D102 (Qt API)
        self.modes.append(self.cacheMode())
        super().paint(painter, option, widget)


class Board(BoardView):
    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 400, 400))

    def show_view(self, *args) -> None:  # noqa: D102 (not used)
        pass

    def retranslate(self) -> None:  # noqa: D102 (not used)
        pass


def test_the_first_paint_draws_items_uncached_and_the_caches_come_back(qtbot):
    board = Board()
    qtbot.addWidget(board)
    item, plain, gone = Recorder(), QGraphicsRectItem(0, 0, 50, 50), Recorder()
    item.setPos(100, 100)
    for each in (item, plain, gone):
        board.scene().addItem(each)
    device_cache(item)
    device_cache(gone)
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache  # (until the first paint)
    board.scene().removeItem(gone)
    del gone  # (deleted before the paint: left alone then)
    board.resize(400, 400)
    board.show()
    qtbot.waitUntil(lambda: len(item.modes) >= 1, timeout=5000)
    assert item.modes[0] == QGraphicsItem.CacheMode.NoCache  # drawn straight onto the window
    # and cached in the next turn of the event loop (the frame on screen, not delayed)
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache or board._painted
    qtbot.waitUntil(lambda: item.cacheMode() == DEVICE, timeout=5000)
    assert plain.cacheMode() == QGraphicsItem.CacheMode.NoCache  # (left as it was)
    item.update()
    qtbot.waitUntil(lambda: len(item.modes) >= 2, timeout=5000)
    assert item.modes[-1] == DEVICE  # later paints fill and use the cache
    later = Recorder()
    board.scene().addItem(later)
    device_cache(later)
    assert later.cacheMode() == DEVICE  # (made after the first paint: cached at once)


def test_an_item_under_a_parent_in_no_scene_stays_its_parents(qapp):
    """A picture made with its labels before it is put anywhere (El Gaucho's tiles for the
    choice panel): each label, given its cache, stays its parent's child when the label's
    Python wrapper goes."""
    import gc

    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    parent = QGraphicsRectItem(0, 0, 50, 50)
    for _ in range(2):
        label = QGraphicsSimpleTextItem("12")
        label.setParentItem(parent)
        device_cache(label)
        assert label.cacheMode() == DEVICE
    del label
    gc.collect()
    assert len(parent.childItems()) == 2


def test_the_first_paint_asks_no_item_for_its_cache_mode(qtbot, monkeypatch):
    """Asking an item for its cache mode, or setting it, costs ~2 µs (PySide converts the
    mode to and from a Python enum): the first paint sets the caches it held, and nothing
    else."""
    board = Board()
    qtbot.addWidget(board)

    class Asked(QGraphicsRectItem):
        pass

    items = [Asked(0, 0, 100, 100) for _ in range(3)]
    for item in items:
        board.scene().addItem(item)
    device_cache(items[0])
    asked: list[QGraphicsItem] = []
    monkeypatch.setattr(Asked, "cacheMode", lambda self: asked.append(self) or DEVICE)
    board.resize(400, 400)
    board.show()
    qtbot.waitUntil(lambda: board.scene() not in item_cache._WAITING, timeout=5000)
    assert board._painted and asked == []
    assert QGraphicsRectItem.cacheMode(items[0]) == DEVICE


#: The start of a probe run in a new interpreter: ``made`` lists the name of every Python enum
#: created from here on (PySide creates its enum types on first use).
COUNT_ENUMS = textwrap.dedent(
    """
    import enum
    made = []
    create = enum.EnumType._create_
    def counting(cls, name, *args, **kwargs):
        made.append(name)
        return create(cls, name, *args, **kwargs)
    enum.EnumType._create_ = counting
    """
)


#: In a new interpreter: which Python enums the kit's seat symbols and label boxes create.
PROBE = COUNT_ENUMS + textwrap.dedent(
    """
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication
    from farmhouse.app.board.seats import SeatToken, seat_symbol
    from farmhouse.app.board.targets import draw_label_box
    app = QApplication([])
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    before = set(made)
    seat_symbol(1, QPointF(10, 10), 8)
    seat_symbol(2, QPointF(10, 10), 8, fill=QColor("red"))
    painter = QPainter(image)
    draw_label_box(painter, QRectF(0, 0, 40, 20), QColor("white"), QColor("black"), 1, 4, "", 12)
    SeatToken(0, 8).paint(painter, None)
    painter.end()
    print(" ".join(sorted(set(made) - before)) or "-")
    """
)


def test_seat_symbols_and_label_boxes_create_no_gradient_types():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    made = out.stdout.split()
    assert "Preset" not in made, made  # QGradient's (169 members)


#: In a new interpreter: which Python enums veiling a dimmed picture creates.
DIM_PROBE = COUNT_ENUMS + textwrap.dedent(
    """
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication
    from farmhouse.app.board.svg import dim_rect
    app = QApplication([])
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    before = set(made)
    dim_rect(painter, QRectF(0.5, 1.25, 30.2, 40.7))
    painter.end()
    print(" ".join(sorted(set(made) - before)) or "-")
    """
)


def test_a_dimmed_picture_is_veiled_without_gradient_types():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", DIM_PROBE], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "Preset" not in out.stdout.split(), out.stdout  # QGradient's (169 members)


@pytest.mark.parametrize("antialiased", [True, False])
def test_a_dimmed_picture_is_veiled_as_fill_rect_veils_it(qapp, antialiased):
    """The veil drawn as a rectangle without an outline has fillRect's pixels, also at
    fractional places and scales (a board's pictures stand anywhere)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from farmhouse.app.board.svg import DIM_VEIL, dim_rect

    for x, y, w, h, scale in [
        (0, 0, 50, 70, 1),
        (3.3, 2.7, 41.2, 55.9, 1),
        (0.4, 0.6, 20.2, 28.3, 2.1),
    ]:
        images = []
        for veil in (dim_rect, lambda p, r: p.fillRect(r, DIM_VEIL)):
            image = QImage(160, 160, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(QColor("#336699"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, antialiased)
            painter.scale(scale, scale)
            painter.translate(x, y)
            veil(painter, QRectF(0, 0, w, h))
            painter.end()
            images.append(image)
        assert images[0] == images[1], (x, y, w, h, scale)


def test_primed_pictures_are_parsed_in_idle_time(qapp):
    from farmhouse.app.board.svg import SvgCache
    from farmhouse.paths import resources_dir

    pictures = sorted((resources_dir() / "wooly_bully").glob("*.svg"))[:3]
    assert len(pictures) == 3
    cache = SvgCache()
    cache.prime([(path, None) for path in pictures])
    cache.prime([(pictures[0], "#b5473a")])
    assert cache._renderers == {}  # nothing parsed yet
    cache.warm(0.0)  # one slice: at least one
    assert 1 <= len(cache._renderers) < 4
    cache.warm()
    assert set(cache._renderers) == {*((p, None) for p in pictures), (pictures[0], "#b5473a")}
    assert cache.warm() == 0 and not cache._to_parse


#: In a new interpreter: how many SVG files a Wooly Bully board parsed when made, and after
#: idle time.
PRIMED = textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from farmhouse.app.board.svg import SVG_CACHE
    from farmhouse.app.game_ui import load_game_ui
    board = load_game_ui("wooly_bully").create_board(None)
    made = len(SVG_CACHE._renderers)
    SVG_CACHE.warm()
    print(made, len(SVG_CACHE._renderers))
    """
)


def test_a_wooly_bully_board_reads_its_pictures_in_idle_time():
    """Made, the board has parsed none of its SVG files (its first paint may need none: a
    saved game's tiles come from the kept renderings); idle time reads them all."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", PRIMED], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr[-2000:]
    made, later = map(int, out.stdout.split())
    assert made == 0 and later >= 20


#: In a new interpreter: open the save argv[1] as ``farmhouse SAVEFILE`` does and print the
#: Python enums PySide created until its board was painted (in the turn after that paint, as
#: the benchmark counts: what the paint itself creates too).
OPENED = COUNT_ENUMS + textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from farmhouse.app.main import QuitWhenPainted, create_application, open_window

    app = create_application(["farmhouse"])
    window = open_window("en", Path(sys.argv[1]))
    assert window.match is not None, "the save did not open"
    painted = []

    class FirstPaint(QuitWhenPainted):  # (once the board is painted, as the benchmark counts)
        def _quit(self):
            import PySide6.QtCore
            import PySide6.QtWidgets

            # (and the animation types PySide made: a type is made when first asked for)
            animations = ("QEasingCurve", "QSequentialAnimationGroup", "QPropertyAnimation")
            # (widget classes nothing on the way uses: PySide makes them all when asked for a
            # widget Qt made, such as a scroll area's viewport)
            unused = ("QWizard", "QCalendarWidget", "QMdiArea")
            painted.append(
                list(made)
                + [n for n in animations if n in vars(PySide6.QtCore)]
                + [n for n in unused if n in vars(PySide6.QtWidgets)]
            )

    probe = FirstPaint(window.game_page.board.viewport(), app)
    while not painted:
        app.processEvents()
    print(" ".join(painted[0]))
    window.game_page.controller.shutdown()
    """
)


@pytest.mark.parametrize(
    "game_id", ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
)
def test_a_saved_games_board_is_painted_without_gradient_or_image_types(game_id, tmp_path):
    """PySide creates the Python types of QGradient (169 enum members) for any call whose
    overloads take a gradient: ``QBrush(colour)``, any ``QPainter.fillRect``, comparing None
    with a colour (Wooly Bully's hand tiles and El Gaucho's targets compared their glow so,
    the kit's dimmed pictures were veiled with ``fillRect``), and those of QImage for the
    same comparison or an import of QImage (the kit's SVG module). No board's first paint
    needs them, nor the animation classes (QEasingCurve's enum has 49 members), which the kit
    imports where an animation is made. Nor does it need the Python types of every Qt widget
    class, which PySide makes when asked for a widget Qt made (the game log's viewport), nor
    QStyle's, nor those of a text cursor and a block format (the kit's wrapped blocks at a
    fixed line pitch)."""
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    rng = Rng.from_seed(5)
    seats = [Seat("Ann"), Seat("Bob", "ai", "normal"), Seat("Cy", "ai", "normal")]
    match = Match.new(game_id, seats, None, 5)
    while len(match.actions) < 20 or match.to_move != 0:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply(rng.choice(legal or match.legal_actions()))
        assert not match.is_over
    path = tmp_path / "game.farmhouse"
    saves.save_match(match, path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FARMHOUSE_DATA_DIR=str(tmp_path / "data"))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    out = subprocess.run(
        [sys.executable, "-c", OPENED, str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    made = out.stdout.split()
    assert "Key" in made  # (the probe sees the enums made on the way: Qt's namespace)
    assert "Preset" not in made
    assert "InvertMode" not in made  # QImage's (the kit needs it only for the rules' art)
    assert "QEasingCurve" not in made  # (nothing is animated before the first paint)
    assert "QSequentialAnimationGroup" not in made
    # the game log's viewport is asked for after the paint (the look back's clicks)
    assert "QWizard" not in made and "QCalendarWidget" not in made and "QMdiArea" not in made
    # nor QStyle's types (11 enums, 566 members: the start page's Continue button measures
    # its room with them, the game page imports its labels module)
    assert "StandardPixmap" not in made
    # nor those of QTextCursor and QTextBlockFormat (QTextFormat's "Property" has 116
    # members): the "since your last turn" panel's block sets its lines' fixed pitch as HTML
    assert "MoveOperation" not in made  # QTextCursor's
    assert "Property" not in made and "LineHeightTypes" not in made  # QTextBlockFormat's


def test_the_caches_come_in_the_turn_after_the_first_paint(qtbot):
    """The caches are set in the turn after the board's first paint (the frame is on screen
    first: setting a cache costs ~6.6k instructions), before any later paint of the board,
    and an item made in between gets its cache with the others."""
    item = Recorder()
    after_paint: list[Any] = []

    class Watched(Board):
        def paintEvent(self, event):  # noqa: N802 (Qt API)
            super().paintEvent(event)
            if not after_paint:
                after_paint.append(item.cacheMode())
                late = Recorder()
                self.scene().addItem(late)
                device_cache(late)
                after_paint.append(late)

    board = Watched()
    qtbot.addWidget(board)
    board.scene().addItem(item)
    device_cache(item)
    board.resize(400, 400)
    board.show()
    qtbot.waitUntil(lambda: item.cacheMode() == DEVICE, timeout=5000)
    assert after_paint[0] == QGraphicsItem.CacheMode.NoCache  # (not within the paint)
    assert after_paint[1].cacheMode() == DEVICE
    # (the new item's paint came after the caches: no paint in between without them)
    assert item.modes[0] == QGraphicsItem.CacheMode.NoCache
    assert all(mode == DEVICE for mode in item.modes[1:])
