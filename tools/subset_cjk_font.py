"""Make the bundled CJK font ``resources/fonts/FarmhouseCJK-Regular.otf``: a subset of Noto Sans
CJK holding only the characters Farmhouse can show, so Chinese and Japanese render on a machine
without CJK fonts while the file stays small.

Characters collected:

- every translation in ``i18n/*.ts`` (and the English sources),
- every non-ASCII character in the Python sources under ``farmhouse/`` (language names, symbols),
- the translations of the Qt dialogs the app uses (buttons, file dialog, text menus) from
  PySide6's ``qtbase_{ja,zh_TW,zh_CN}.qm``,
- any extra text files given with ``--text`` (for example the translators' glossary),
- fixed ranges: printable ASCII and Latin-1, common punctuation and symbols, CJK punctuation,
  all hiragana and katakana, full-width forms.

Usage (needs ``fonttools``, part of the "build" extra; run after translations change)::

    python tools/subset_cjk_font.py [--source NotoSansCJK-Regular.ttc] [--face TC]
                                    [--text FILE ...] [--output resources/fonts/...otf]

Exit status 1 if the source font is missing or lacks a glyph for a collected CJK character.
The same source and characters always give a byte-identical font (see :func:`subset_font`).
"""

from __future__ import annotations

import argparse
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
DEFAULT_OUTPUT = ROOT / "resources" / "fonts" / "FarmhouseCJK-Regular.otf"
FAMILY = "Farmhouse CJK"
#: Face order inside NotoSansCJK-Regular.ttc (the Debian fonts-noto-cjk package).
FACES = ("JP", "KR", "SC", "TC", "HK")

#: Code point ranges always included (inclusive).
FIXED_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 (×, ÷, ·, «», accented letters)
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2030, 0x203B),  # per mille, primes, guillemets, reference mark
    (0x2190, 0x2193),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0x25A0, 0x25CF),  # squares, triangles, diamonds, circles
    (0x2605, 0x2606),  # stars
    (0x3000, 0x303F),  # CJK punctuation
    (0x3041, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF01, 0xFF60),  # full-width forms
    (0xFFE0, 0xFFE6),  # full-width signs
)

#: Contexts of Qt's own translations whose texts can appear in Farmhouse's windows.
QT_CONTEXTS = frozenset(
    {
        "QPlatformTheme",  # standard buttons: OK, Cancel, Close, Save, ...
        "QGnomeTheme",
        "QDialogButtonBox",
        "QMessageBox",
        "QFileDialog",
        "QFileSystemModel",
        "QInputDialog",
        "QLineEdit",  # context menus of text fields
        "QWidgetTextControl",
        "QAbstractSpinBox",
        "QScrollBar",
        "QUnicodeControlCharacterMenu",
        "QShortcut",
    }
)
QT_LANGUAGES = ("ja", "zh_TW", "zh_CN")


def is_cjk(char: str) -> bool:
    """True for characters from the CJK blocks (U+2E80 and up, below the surrogates)."""
    return 0x2E80 <= ord(char) < 0xD800 or 0xF900 <= ord(char) <= 0xFFEF


def ts_text(path: Path) -> str:
    """All source and translation texts of a Qt Linguist ``.ts`` file, concatenated."""
    root = ET.parse(path).getroot()
    parts = [el.text or "" for el in root.iter() if el.tag in ("source", "translation")]
    parts += [el.text or "" for el in root.iter("numerusform")]
    return "".join(parts)


def qm_translations(data: bytes, contexts: Iterable[str] | None = None) -> list[str]:
    """The translated texts in a compiled Qt translation (``.qm``), optionally only those of the
    given ``contexts``. Raises ValueError if ``data`` is not a ``.qm`` file.

    Format (Qt's ``qtranslator.cpp``): a 16-byte magic number, then blocks of (tag byte,
    big-endian uint32 length, payload); tag 0x69 holds the messages, each a run of
    (tag, length, payload) fields ended by tag 1. Field tag 3 is a UTF-16BE translation,
    7 the context, 6 and 8 the source text and comment; tag 5 carries 4 bytes, no length.
    """
    if data[:16] != bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd"):
        raise ValueError("not a Qt .qm translation file")
    wanted = None if contexts is None else set(contexts)
    pos, texts = 16, []
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1 : pos + 5])[0]
        block = data[pos + 5 : pos + 5 + length]
        pos += 5 + length
        if tag != 0x69:
            continue
        m, context, found = 0, "", []
        while m < len(block):
            field = block[m]
            m += 1
            if field == 1:  # end of one message
                if wanted is None or context in wanted:
                    texts += found
                context, found = "", []
                continue
            if field == 5:
                m += 4
                continue
            size = struct.unpack(">I", block[m : m + 4])[0]
            m += 4
            if size == 0xFFFFFFFF:
                continue
            payload = block[m : m + size]
            m += size
            if field == 3:
                found.append(payload.decode("utf-16-be"))
            elif field == 7:
                context = payload.decode("utf-8", "replace")
    return texts


def qt_dialog_text() -> str:
    """Texts of :data:`QT_CONTEXTS` in PySide6's own ja/zh translations ("" if not installed)."""
    try:
        import PySide6
    except ImportError:
        return ""
    folder = Path(PySide6.__file__).parent / "Qt" / "translations"
    texts: list[str] = []
    for lang in QT_LANGUAGES:
        qm = folder / f"qtbase_{lang}.qm"
        if qm.is_file():
            texts += qm_translations(qm.read_bytes(), QT_CONTEXTS)
    return "".join(texts)


def collect_characters(extra_texts: Iterable[Path] = ()) -> set[str]:
    """Every character the bundled font should cover (see the module docstring)."""
    chars = {chr(cp) for lo, hi in FIXED_RANGES for cp in range(lo, hi + 1)}
    for ts in sorted((ROOT / "i18n").glob("*.ts")):
        chars |= set(ts_text(ts))
    for py in sorted((ROOT / "farmhouse").rglob("*.py")):
        chars |= {c for c in py.read_text("utf-8") if ord(c) > 0x7E}
    chars |= set(qt_dialog_text())
    for path in extra_texts:
        chars |= set(path.read_text("utf-8"))
    return {c for c in chars if c.isprintable() or c == "\u3000"}


def subset_font(source: Path, face: str, chars: set[str], output: Path) -> list[str]:
    """Write the subset of ``face`` of the collection ``source`` covering ``chars`` to ``output``
    (OpenType CFF), renamed to the family :data:`FAMILY`. Returns the CJK characters of
    ``chars`` the face has no glyph for (nothing is written if there are any).

    The same ``source``, ``face`` and ``chars`` always give a byte-identical file: the
    ``head`` table keeps the source's dates (fontTools would stamp the time of the save into
    ``head.modified``, so every run changed the bundled font), and the characters are given
    to the subsetter in code point order."""
    # (recalcTimestamp=False: head.modified stays the source's, not the time of the save)
    font = TTCollection(str(source), recalcTimestamp=False).fonts[FACES.index(face)]
    cmap = font.getBestCmap()
    missing = sorted(c for c in chars if is_cjk(c) and ord(c) not in cmap)
    if missing:
        return missing
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14]
    options.notdef_outline = True
    options.recalc_bounds = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in chars if ord(c) in cmap))
    subsetter.subset(font)
    _rename(font, face)
    output.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(output))
    return []


def _rename(font: TTFont, face: str) -> None:
    """Give the subset its own family name, so it never stands in for the full Noto font."""
    names = font["name"]
    full = f"{FAMILY} Regular"
    postscript = FAMILY.replace(" ", "") + "-Regular"
    for record in list(names.names):
        if record.nameID in (16, 17):
            names.removeNames(nameID=record.nameID)
    for name_id, value in {
        1: FAMILY,
        2: "Regular",
        3: f"{postscript};subset of Noto Sans CJK {face}",
        4: full,
        6: postscript,
    }.items():
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = full, FAMILY


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="Noto Sans CJK .ttc")
    parser.add_argument("--face", choices=FACES, default="TC", help="regional face (default TC)")
    parser.add_argument("--text", type=Path, action="append", default=[], help="extra text file")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"{args.source} not found (Debian: apt-get install fonts-noto-cjk)", file=sys.stderr)
        return 1
    chars = collect_characters(args.text)
    missing = subset_font(args.source, args.face, chars, args.output)
    if missing:
        print(f"Noto Sans CJK {args.face} lacks: {''.join(missing)}", file=sys.stderr)
        return 1
    cjk = sum(1 for c in chars if is_cjk(c))
    size = args.output.stat().st_size
    print(f"wrote {args.output}: {len(chars)} characters ({cjk} CJK), {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
