"""Wooly Bully's tile faces are kept between runs as the board's SVG renderings are (issue 18,
"Start fast": painting a face cost ~1.5M instructions, 35 of them at a saved game's first
paint): read back pixel for pixel, and drawn anew when what draws them changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

from farmhouse.app.board import painting, svg
from farmhouse.games.wooly_bully.board import tiles
from farmhouse.games.wooly_bully.data import standard_catalogue


def test_a_face_is_kept_read_back_as_painted_and_drawn_anew_when_its_drawing_changes(
    qapp, tmp_path, monkeypatch
):
    meadow = next(
        t
        for t in standard_catalogue().tiles
        if t.faces and any(r.sheep for r in t.faces[0].regions)
    )
    painted: list[tuple[object, ...]] = []

    def face(number: int, rotation: int, pixels: int):
        """The face as a tile on the board asks for it (TileItem.paint)."""

        def draw(painter, side):
            painted.append((meadow.name, number, rotation, side))
            tiles.paint_face(painter, meadow, number, rotation, side)

        return tiles.FACE_CACHE.pixmap((meadow.id, number, rotation), pixels, 1.0, draw)

    def new_run() -> svg.SvgCache:
        """A new run: nothing in memory, the same cache folder."""
        cache = svg.SvgCache()
        cache.folder, cache._folder_known = tmp_path / "board", True
        monkeypatch.setattr(painting, "SVG_CACHE", cache)
        tiles.FACE_CACHE.kept.clear()
        return cache

    first = new_run()
    drawn = face(0, 1, 77)
    assert painted == [(meadow.name, 0, 1, 77.0)]
    assert first.keep() >= 1  # (written in idle time, with the renderings it used)
    assert len(list((tmp_path / "board").glob("drawn-*" + svg.KEPT_SUFFIX))) == 1

    new_run()
    again = face(0, 1, 77)
    assert len(painted) == 1  # read back, not painted
    premultiplied = QImage.Format.Format_ARGB32_Premultiplied
    image = drawn.toImage().convertToFormat(premultiplied)
    assert again.toImage().convertToFormat(premultiplied) == image
    assert again.devicePixelRatio() == 1.0
    face(0, 2, 77)  # another turn (or size, or face): painted
    face(0, 1, 76)
    face(1, 1, 77)
    assert len(painted) == 4

    # the module that draws faces changed (or the palette, the art, the tiles' data)
    changed = tmp_path / "tiles.py"
    changed.write_text(Path(tiles.__file__).read_text("utf-8") + "\n# changed\n", "utf-8")
    monkeypatch.setattr(tiles.FACE_CACHE, "sources", (changed, *tiles.DRAWN_FROM[1:]))
    new_run()
    face(0, 1, 77)
    assert painted[-1] == (meadow.name, 0, 1, 77.0) and len(painted) == 5
    tiles.FACE_CACHE.kept.clear()


def test_what_draws_a_face_is_this_module_the_palette_the_games_art_and_its_tiles():
    names = {path.name for path in tiles.DRAWN_FROM}
    assert {"tiles.py", "palette.py", "sheep.svg", "tile_back.svg"} <= names
    assert "tiles.json" in names
    assert all(path.is_file() for path in tiles.DRAWN_FROM)
    assert tiles.FACE_CACHE.sources == tiles.DRAWN_FROM
