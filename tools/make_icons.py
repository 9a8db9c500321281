"""Render the app icon ``resources/icons/farmhouse.svg`` into the files packagers want.

Usage: ``python tools/make_icons.py OUTDIR`` writes into OUTDIR

- ``farmhouse.png``: 256×256 (Linux desktop entry, window icon),
- ``farmhouse-<N>.png`` for N in 16, 32, 48, 64, 128, 256, 512,
- ``farmhouse.ico``: Windows icon holding 16–256 px PNG images,
- ``farmhouse.icns``: macOS icon holding 16–1024 px PNG images.

Rendering uses Qt's ``QSvgRenderer`` (no display needed: it runs on the offscreen platform).
ICO and ICNS are written here directly: both are simple containers of PNG images.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

SVG = Path(__file__).resolve().parents[1] / "resources" / "icons" / "farmhouse.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size (Apple's "icns" format, PNG-based types).
ICNS_TYPES = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The SVG drawn into a transparent ``size``×``size`` image, encoded as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` file whose images are the given PNGs (size → PNG bytes, sizes ≤ 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` file whose elements are the given PNGs (size → PNG bytes)."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for size in sorted(pngs)
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(outdir: Path, svg: Path = SVG) -> list[Path]:
    """Write every icon file into ``outdir`` (created if missing); returns the paths written.

    Raises ``FileNotFoundError`` if ``svg`` is missing and ``ValueError`` if Qt cannot read it.
    """
    if not svg.is_file():
        raise FileNotFoundError(f"icon source {svg} is missing")
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"Qt cannot read the SVG {svg}")
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES))
    pngs = {size: render_png(renderer, size) for size in sizes}
    outdir.mkdir(parents=True, exist_ok=True)
    files = {outdir / "farmhouse.png": pngs[256]}
    files |= {outdir / f"farmhouse-{size}.png": pngs[size] for size in PNG_SIZES}
    files[outdir / "farmhouse.ico"] = ico_bytes({s: pngs[s] for s in ICO_SIZES})
    files[outdir / "farmhouse.icns"] = icns_bytes({s: pngs[s] for s in ICNS_TYPES})
    for path, data in files.items():
        path.write_bytes(data)
    return list(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path, help="folder to write the icon files into")
    parser.add_argument("--svg", type=Path, default=SVG, help=f"icon source (default {SVG})")
    args = parser.parse_args(argv)
    try:
        written = make_icons(args.outdir, args.svg)
    except (FileNotFoundError, ValueError) as error:
        print(f"make_icons: {error}", file=sys.stderr)
        return 1
    for path in written:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
