"""The board kit's SVG cache: one device size per picture size, whatever its position; a
rendering warms the rest of its kind in idle time; a frame that has rendered enough answers
with stand-ins; the least recently used pixmaps go first."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board import svg
from farmhouse.app.board.svg import SVG_CACHE, SvgCache, SvgItem

pytestmark = pytest.mark.gui


def _picture(width: int, height: int, colour: str = "#3579c9") -> bytes:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}"><rect width="{width}" height="{height}" '
        f'fill="{colour}"/></svg>'
    ).encode()


@pytest.fixture
def deck(tmp_path):
    """Two cards of one kind, a card of other proportions, and a picture of no kind."""
    (tmp_path / "card_cow.svg").write_bytes(_picture(10, 14))
    (tmp_path / "card_pig.svg").write_bytes(_picture(10, 14, "#d8483f"))
    (tmp_path / "card_table.svg").write_bytes(_picture(30, 10))
    (tmp_path / "pasture.svg").write_bytes(_picture(10, 14))
    return tmp_path


def test_a_kind_is_its_folder_name_prefix_and_proportions(deck, qapp):
    cache = SvgCache()
    assert cache.kind(deck / "card_cow.svg") == (deck / "card_cow.svg", deck / "card_pig.svg")
    assert cache.kind(deck / "card_table.svg") == (deck / "card_table.svg",)
    assert cache.kind(deck / "pasture.svg") == (deck / "pasture.svg",)
    assert cache.kind(deck / "card_missing.svg") == (deck / "card_missing.svg",)


def test_a_rendering_warms_its_kind_at_that_size_in_idle_time(deck, qtbot):
    cache = SvgCache()
    cache.pixmap(deck / "card_cow.svg", 20, 28, 1.0)
    assert cache.renders == 1 and cache.pending() == 1  # the pig, not the table or pasture
    qtbot.waitUntil(lambda: cache.pending() == 0, timeout=2000)  # the idle timer did it
    assert cache.renders == 2
    pig = cache.pixmap(deck / "card_pig.svg", 20, 28, 1.0)
    assert cache.renders == 2  # found rendered
    assert pig.toImage().pixelColor(10, 14).name() == "#d8483f"
    # a tint used with the kind is warmed with it
    cache.pixmap(deck / "card_cow.svg", 20, 28, 1.0, "#e8b21f")
    assert cache.warm() == 1
    cache.pixmap(deck / "card_pig.svg", 20, 28, 1.0, "#e8b21f")
    assert cache.renders == 4


def test_a_busy_frame_answers_with_a_stand_in_then_the_exact_picture(deck, qtbot, monkeypatch):
    cache = SvgCache()
    scene = QGraphicsScene()
    item = SvgItem(deck / "card_cow.svg", 10, 14)
    scene.addItem(item)
    first, exact = cache.picture(deck / "card_cow.svg", 20, 28, 1.0, None, item)
    assert exact and first.width() == 20
    monkeypatch.setattr(svg, "FRAME_RENDER_MS", 0.0)  # this frame has rendered enough
    updates = []
    monkeypatch.setattr(item, "update", lambda *args: updates.append(args))
    stand_in, exact = cache.picture(deck / "card_cow.svg", 30, 42, 1.0, None, item)
    assert not exact and stand_in is first and cache.renders == 1
    # rendered in idle time before the rest of its kind (the pig at both sizes), and the
    # item asked to repaint
    assert cache.pending() == 3
    assert cache.warm(0.0) == 1 and updates and cache.pending() == 2
    right, exact = cache.picture(deck / "card_cow.svg", 30, 42, 1.0, None, item)
    assert exact and right.width() == 30
    # with no other size to stand in, the picture is rendered at once however busy the frame
    _, exact = cache.picture(deck / "pasture.svg", 5, 7, 1.0, None, item)
    assert exact


def test_the_least_recently_used_pixmaps_go_first(deck, qapp, monkeypatch):
    monkeypatch.setattr(svg, "CACHE_LIMIT", 3)
    cache = SvgCache()
    path = deck / "pasture.svg"
    first = cache.pixmap(path, 10, 14, 1.0)
    cache.pixmap(path, 11, 14, 1.0)
    cache.pixmap(path, 12, 14, 1.0)
    assert cache.pixmap(path, 10, 14, 1.0) is first  # used again: now the most recent
    cache.pixmap(path, 13, 14, 1.0)
    assert len(cache) == 3
    renders = cache.renders
    assert cache.pixmap(path, 10, 14, 1.0) is first and cache.renders == renders
    cache.pixmap(path, 11, 14, 1.0)  # it went
    assert cache.renders == renders + 1


def test_a_picture_has_one_device_size_wherever_it_stands(deck, qapp):
    path = deck / "card_pig.svg"
    scene = QGraphicsScene()
    for x in (0.3, 10.6, 21.45):
        item = SvgItem(path, 57.5, 80.5)
        item.setPos(x, 0.4)
        scene.addItem(item)
    image = QImage(200, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setTransform(QTransform())
    scene.render(painter, QRectF(0, 0, 200, 100), QRectF(0, 0, 200, 100))
    painter.end()
    sizes = {key[1:3] for key in SVG_CACHE._pixmaps if key[0] == path}
    assert len(sizes) == 1, sizes  # (57 or 58 wide by position, before)


@pytest.mark.parametrize(
    "transform",
    [
        QTransform(),
        QTransform.fromTranslate(10.3, -4.7),
        QTransform.fromScale(0.73, 0.81) * QTransform.fromTranslate(3.2, 5.9),
        QTransform.fromScale(-0.5, 1.25) * QTransform.fromTranslate(120.4, 7.0),
        QTransform.fromScale(1.1, -0.9) * QTransform.fromTranslate(0.6, 90.2),
    ],
    ids=["none", "moved", "scaled", "mirrored", "flipped"],
)
def test_a_picture_is_blitted_where_its_rectangle_maps(deck, qapp, monkeypatch, transform):
    """The axis-aligned picture goes to the device pixels ``mapRect`` gives its rectangle
    (worked out from the transform's scale and move), at that size."""
    item = SvgItem(deck / "card_pig.svg", 57.5, 80.5)
    asked: list[tuple[int, int]] = []
    real = SVG_CACHE.picture
    monkeypatch.setattr(
        SVG_CACHE,
        "picture",
        lambda path, w, h, *rest: asked.append((w, h)) or real(path, w, h, *rest),
    )
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setWorldTransform(transform)
    drawn = []
    monkeypatch.setattr(
        QPainter, "drawPixmap", lambda self, at, pixmap: drawn.append((at.x(), at.y()))
    )
    item.paint(painter, None)
    painter.end()
    shown = transform.mapRect(QRectF(0, 0, 57.5, 80.5))
    assert asked == [(max(1, round(shown.width())), max(1, round(shown.height())))]
    assert drawn == [(round(shown.left()), round(shown.top()))]


def test_renderings_are_kept_between_runs_and_a_changed_picture_is_rendered_anew(deck, qtbot):
    """A new run (a new SvgCache) loads what an earlier one rendered from the cache folder
    instead of parsing and rendering the SVG; a changed picture gets a new file."""
    from farmhouse.core.folders import cache_dir

    first = SvgCache()
    drawn = first.pixmap(deck / "card_cow.svg", 20, 28, 2.0, "#e8b21f")
    kept_files = "board/*" + svg.KEPT_SUFFIX
    assert first.loaded == 0 and list(cache_dir().glob(kept_files)) == []  # not yet
    first.warm()  # idle time: the pig of its kind is rendered, and both are written
    assert len(list(cache_dir().glob("board/*" + svg.KEPT_SUFFIX))) == 2
    assert not list(cache_dir().glob("board/.*"))  # no temporary file left

    again = SvgCache()
    loaded = again.pixmap(deck / "card_cow.svg", 20, 28, 2.0, "#e8b21f")
    assert again.loaded == 1 and again.renders == 1
    assert again._renderers == {}  # no SVG was parsed
    assert loaded.devicePixelRatio() == 2.0 and loaded.size() == drawn.size()
    assert loaded.toImage().pixelColor(10, 14) == drawn.toImage().pixelColor(10, 14)
    # another size or tint is another file: rendered
    again.pixmap(deck / "card_cow.svg", 20, 28, 2.0)
    assert again.loaded == 1 and again.renders == 2

    # a damaged file is rendered again, and replaced
    kept = sorted(cache_dir().glob("board/*" + svg.KEPT_SUFFIX), key=lambda p: p.stat().st_mtime_ns)
    damaged = SvgCache()
    for file in kept:
        file.write_bytes(file.read_bytes()[:-1])  # (cut short)
    assert damaged.pixmap(deck / "card_pig.svg", 20, 28, 2.0, "#e8b21f").width() == 20
    assert damaged.loaded == 0 and damaged.keep() == 1
    fresh = SvgCache()
    fresh.pixmap(deck / "card_pig.svg", 20, 28, 2.0, "#e8b21f")
    assert fresh.loaded == 1

    (deck / "card_cow.svg").write_bytes(_picture(10, 14, "#112233"))
    changed = SvgCache()
    pixmap = changed.pixmap(deck / "card_cow.svg", 20, 28, 1.0)
    assert changed.loaded == 0 and pixmap.toImage().pixelColor(10, 14).name() == "#112233"


def test_a_kept_rendering_is_read_back_pixel_for_pixel_without_an_image_decoder(deck, qtbot):
    """A kept rendering is a file of its pixels as drawn (every pixel and its alpha), read
    back without decoding an image file (a PNG cost ~0.75M instructions a picture at a saved
    game's first paint, issue 18); a file of another size, or another kind of file (a PNG
    kept by an earlier version), is not taken for it."""
    from farmhouse.core.folders import cache_dir

    ring = deck / "ring.svg"
    ring.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 14" width="10" height="14">'
        '<circle cx="5" cy="7" r="4.3" fill="#e8b21f" fill-opacity="0.8" stroke="#334"/></svg>'
    )
    first = SvgCache()
    drawn = first.pixmap(ring, 21, 29, 1.0)
    first.keep()
    (file,) = cache_dir().glob("board/*" + svg.KEPT_SUFFIX)
    assert file.read_bytes().startswith(svg.KEPT_MAGIC)
    assert file.stat().st_size == len(svg.KEPT_MAGIC) + 8 + 21 * 29 * 4
    again = SvgCache()
    loaded = again.pixmap(ring, 21, 29, 1.0)
    assert again.loaded == 1 and again._renderers == {}
    premultiplied = QImage.Format.Format_ARGB32_Premultiplied
    image = drawn.toImage().convertToFormat(premultiplied)
    assert any(0 < image.pixelColor(x, y).alpha() < 255 for x in range(21) for y in range(29))
    assert loaded.toImage().convertToFormat(premultiplied) == image
    assert svg.read_kept(file, 29, 21) is None and svg.read_kept(file, 21, 28) is None
    png = file.with_suffix(".png")
    assert drawn.save(str(png), "PNG") and svg.read_kept(png, 21, 29) is None


def test_a_cache_folder_that_cannot_be_written_only_costs_the_rendering(deck, qtbot, tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder should be")
    cache = SvgCache()
    cache.folder, cache._folder_known = blocked / "board", True
    pixmap = cache.pixmap(deck / "card_cow.svg", 20, 28, 1.0)
    assert cache.keep() == 0 and cache.warm() == 1
    assert pixmap.toImage().pixelColor(10, 14).name() == "#3579c9"


def test_the_kept_renderings_are_pruned_oldest_first(tmp_path):
    for n in range(10):  # (the PNG files of earlier versions among them)
        file = tmp_path / f"{n}{'.png' if n < 3 else svg.KEPT_SUFFIX}"
        file.write_bytes(b"png")
        os.utime(file, ns=(n * 10**9, n * 10**9))
    (tmp_path / "other.txt").write_text("not a rendering")
    assert svg.prune_kept(tmp_path, limit=12) == 0
    assert svg.prune_kept(tmp_path, limit=8) == 4  # down to three quarters of the limit
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        *(f"{n}{svg.KEPT_SUFFIX}" for n in range(4, 10)),
        "other.txt",
    ]


def test_qt_svg_loads_when_a_picture_is_first_rendered(tmp_path):
    """Issue 18: a board whose pictures were all kept by an earlier run is painted without
    Qt's SVG module (its library and Python types, ~2.3M instructions of opening a save);
    the first picture rendered from SVG loads it."""
    import textwrap

    from tests.scripts import run_script

    (tmp_path / "tile.svg").write_bytes(_picture(20, 10))
    probe = textwrap.dedent(
        """
        import sys
        from pathlib import Path
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from farmhouse.app.board.svg import SvgCache
        before = "PySide6.QtSvg" in sys.modules
        renderer = SvgCache().renderer(Path(sys.argv[1]))
        print(before, "PySide6.QtSvg" in sys.modules, renderer.isValid())
        """
    )
    out = run_script(probe, str(tmp_path / "tile.svg"), data_dir=tmp_path)
    assert out.split() == ["False", "True", "True"]
