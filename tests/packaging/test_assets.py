"""Packaging assets: the bundled CJK font covers every translation; the icon tool's files are valid."""

import importlib.util
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImageReader, QRawFont

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / "resources" / "fonts" / "FarmhouseCJK-Regular.otf"


def _load_tool(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _translated_characters():
    chars = set()
    for ts in sorted((ROOT / "i18n").glob("farmhouse_*.ts")):
        for el in ET.parse(ts).getroot().iter():
            if el.tag in ("translation", "numerusform"):
                chars |= {c for c in el.text or "" if ord(c) > 0x7E and c.isprintable()}
    return chars


def test_bundled_font_covers_every_translated_character(qapp):
    font = QRawFont(str(FONT), 16)
    assert font.isValid()
    assert font.familyName() == "Farmhouse CJK"
    chars = _translated_characters()
    assert "羊" in chars  # the translations exist and are CJK
    missing = "".join(sorted(c for c in chars if not font.supportsCharacter(ord(c))))
    assert not missing, f"re-run tools/subset_cjk_font.py: the bundled font lacks {missing!r}"


def test_bundled_font_ships_with_its_licence():
    licence = (ROOT / "resources" / "fonts" / "OFL.txt").read_text("utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Adobe" in licence
    assert FONT.stat().st_size < 2 * 1024 * 1024


def test_icon_tool_writes_readable_png_ico_and_icns(qapp, tmp_path):
    make_icons = _load_tool("make_icons")
    written = make_icons.make_icons(tmp_path)
    assert {p.name for p in written} >= {"farmhouse.png", "farmhouse.ico", "farmhouse.icns"}
    png = QImageReader(str(tmp_path / "farmhouse.png"))
    assert png.read().size().width() == 256
    ico = QImageReader(str(tmp_path / "farmhouse.ico"))
    assert ico.imageCount() == len(make_icons.ICO_SIZES)
    icns = (tmp_path / "farmhouse.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_icon_tool_reports_a_missing_svg(qapp, tmp_path):
    make_icons = _load_tool("make_icons")
    with pytest.raises(FileNotFoundError, match="missing.svg"):
        make_icons.make_icons(tmp_path, tmp_path / "missing.svg")


def test_font_tool_writes_the_same_bytes_for_the_same_characters(tmp_path, monkeypatch):
    """tools/subset_cjk_font.py is reproducible: the same characters give a byte-identical
    font, whenever it runs (fontTools stamped the save's time into ``head.modified``, so every
    run changed the bundled font) and whatever order the characters come in."""
    pytest.importorskip("fontTools")  # (the "build" extra)
    tool = _load_tool("subset_cjk_font")
    if not tool.DEFAULT_SOURCE.is_file():
        pytest.skip(f"{tool.DEFAULT_SOURCE} not installed (Debian: fonts-noto-cjk)")
    text = "羊牛山羊ヒツジのカードを出しました。羊卡、牛群 Black Sheep 3×9"
    written = []
    for when, chars in (("1000000000", set(text)), ("1800000000", set(reversed(text)))):
        monkeypatch.setenv("SOURCE_DATE_EPOCH", when)  # (two runs years apart)
        out = tmp_path / f"subset-{when}.otf"
        assert tool.subset_font(tool.DEFAULT_SOURCE, "TC", chars, out) == []
        written.append(out.read_bytes())
    assert written[0] == written[1]
