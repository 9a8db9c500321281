"""SVG art on the board: rendered at the device pixel ratio and the current zoom, and cached.

:data:`SVG_CACHE` keeps one pixmap per (file, device size, ratio, tint); :class:`SvgItem` asks
it for the size it is drawn at, so art stays crisp on HiDPI screens and at every zoom level.

Seat-coloured art (a gaucho, a player's black sheep) is drawn once with placeholder colours:
:data:`TINT_PLACEHOLDER` (``#FF00FF``) becomes the seat colour and :data:`TINT_SHADE_PLACEHOLDER`
(``#800080``) a darker shade of it, when the item has a ``tint``.
"""

from __future__ import annotations

import base64
import contextlib
import math
import os
import re
import struct
import sys
import time
import weakref
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from farmhouse.app.board.item_cache import device_cache
from farmhouse.app.board.palette import INK
from farmhouse.app.board.targets import GlowingTarget, draw_glow, draw_label_box
from farmhouse.app.board.text import board_font, text_width
from farmhouse.core.folders import cache_dir
from farmhouse.core.hashes import blake2b

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from xml.etree import ElementTree

    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer

# The most pixmaps :class:`SvgCache` keeps; beyond it, the least recently used go.
CACHE_LIMIT = 1200
# The most renderings kept between runs in the cache folder (a few kB each); beyond it the
# oldest go, when the folder is first written to in a run (:func:`prune_kept`).
KEPT_LIMIT = 3000
# The kept renderings' files (:func:`write_kept`): their name's end, the first bytes of their
# content (with the byte order of their pixels), and the ends of the names pruned.
KEPT_SUFFIX = ".argb"
KEPT_MAGIC = b"FHARGB1" + (b"L" if sys.byteorder == "little" else b"B")
_KEPT_SUFFIXES = (KEPT_SUFFIX, ".png")
# Milliseconds between two slices of :meth:`SvgCache.warm` work while the app is idle, and the
# longest a slice renders for: short enough not to hold up an animation frame.
WARM_INTERVAL_MS = 15
WARM_SLICE_MS = 4.0
# How long :meth:`SvgCache.picture` may render per frame (16 ms) before it answers with a
# stand-in: the same picture rendered at another size, drawn scaled until the exact one is
# rendered in idle time.
FRAME_RENDER_MS = 5.0
# Placeholder colours of seat-coloured art (see the module docstring).
TINT_PLACEHOLDER = "#FF00FF"
TINT_SHADE_PLACEHOLDER = "#800080"


def tinted_svg(svg: bytes, tint: str) -> bytes:
    """``svg`` with the placeholder colours replaced by the hex colour ``tint`` and its shade."""
    shade = QColor(tint).darker(140).name()
    text = svg.decode("utf-8")
    for placeholder, colour in ((TINT_PLACEHOLDER, tint), (TINT_SHADE_PLACEHOLDER, shade)):
        text = text.replace(placeholder, colour).replace(placeholder.lower(), colour)
    return text.encode("utf-8")


class SvgCache:
    """Renders SVG files to pixmaps at device resolution and keeps them.

    ``pixmap(path, width, height, dpr, tint)`` returns a QPixmap of ``width`` × ``height``
    device pixels with ``devicePixelRatio`` ``dpr``, its placeholder colours replaced by
    ``tint`` (a hex colour) if given; results are cached by (file, size, dpr, tint). A file
    that is missing or not valid SVG renders as a transparent pixmap. ``renders`` counts the
    renderings made (cache misses), e.g. for benchmarks that report first-time costs apart.

    A picture rendered at a new size is seldom alone: the other cards of a deck, tiles of a
    breed or dice faces will be shown at that size soon. So a rendering also queues, for
    rendering while the app is idle, the same size of every picture of its *kind*: the files
    in its folder whose names share the part before the first ``_`` (``card_horse.svg``,
    ``card_cow.svg``) and whose pictures have the same proportions, in every tint already
    used with that kind (which files those are is also found in idle time: it reads them
    all). The queue is worked off in slices of at most
    :data:`WARM_SLICE_MS` ms every :data:`WARM_INTERVAL_MS` ms; :meth:`warm` does it at once.
    A move then finds its pictures rendered, and stays within a frame.

    When a move still shows many pictures at a new size at once (a hand of cards grows and
    every card shrinks), :meth:`picture` renders for at most :data:`FRAME_RENDER_MS` ms a
    frame and answers the rest with stand-ins (see there). The least recently used pixmaps
    go beyond :data:`CACHE_LIMIT`.

    Renderings are also kept between runs, as files of their pixels (:func:`write_kept`, not
    PNG: decoding a PNG took ~0.75M instructions a picture, most of a kept picture's cost) in
    the user cache folder (``cache_dir()/board``), named by a hash of the SVG file's content,
    the tint and the size: a board's first paint after the first run loads its pictures
    instead of parsing and rendering the SVGs (opening a saved game, ``python -m
    benchmarks.startup``). A new
    rendering is written in idle time (:meth:`warm`); a changed picture gets a new name; a
    cache that cannot be read or written only costs the rendering.
    """

    def __init__(self) -> None:
        self._renderers: dict[tuple[Path, str | None], QSvgRenderer] = {}
        self._pixmaps: dict[tuple[Path, int, int, float, str | None], QPixmap] = {}
        self._kinds: dict[Path, tuple[Path, ...]] = {}
        self._kind_tints: dict[tuple[Path, ...], set[str | None]] = {}
        self._pending: deque[tuple[Path, int, int, float, str | None]] = deque()
        # renderings whose kind is still to be queued (see _queue_kind)
        self._kind_requests: deque[tuple[Path, int, int, float, str | None]] = deque()
        self._queued: set[tuple[Path, int, int, float, str | None]] = set()
        self._timer: QTimer | None = None
        self._sizes: dict[tuple[Path, float, str | None], list[tuple[int, int]]] = {}
        # key → the items drawing a stand-in until that rendering is ready
        self._waiting: dict[tuple[Path, int, int, float, str | None], list[Any]] = {}
        self._frame_start = 0.0
        self._frame_spent = 0.0
        self.renders = 0
        # Renderings found in the folder of kept renderings (of :attr:`renders`).
        self.loaded = 0
        self._digests: dict[Path, str | None] = {}
        self._to_keep: deque[tuple[QPixmap, Path]] = deque()
        # pictures to parse in idle time (see prime)
        self._to_parse: deque[tuple[Path, str | None]] = deque()
        # Where renderings are kept between runs (None: not kept), read when first needed.
        self.folder: Path | None = None
        self._folder_known = False
        self._pruned = False  # the folder was pruned this run (before its first write)
        self._keep_at_quit = False

    def renderer(self, path: Path, tint: str | None = None) -> QSvgRenderer:
        """The (cached) renderer of ``path``, tinted with ``tint`` if given."""
        renderer = self._renderers.get((path, tint))
        if renderer is None:
            # (Qt's SVG module when a picture is first rendered: a board whose pictures are all
            # kept from an earlier run is painted without it)
            from PySide6.QtSvg import QSvgRenderer

            if tint is None:
                renderer = QSvgRenderer(str(path))
            else:
                try:
                    data = tinted_svg(path.read_bytes(), tint)
                except (OSError, UnicodeDecodeError):
                    data = b""
                from PySide6.QtCore import QByteArray  # (its Python types: when first needed)

                renderer = QSvgRenderer(QByteArray(data))
            self._renderers[(path, tint)] = renderer
        return renderer

    def pixmap(
        self, path: Path, width: int, height: int, dpr: float, tint: str | None = None
    ) -> QPixmap:
        """The cached rendering of ``path`` at ``width`` × ``height`` device pixels; a new
        rendering queues its kind at that size (see the class docstring)."""
        key = (path, width, height, dpr, tint)
        cached = self._pixmaps.pop(key, None)
        if cached is not None:
            self._pixmaps[key] = cached  # (now the most recently used)
            return cached
        pixmap = self._render(key)
        self._queue_kind(path, width, height, dpr, tint)
        return pixmap

    def picture(
        self,
        path: Path,
        width: int,
        height: int,
        dpr: float,
        tint: str | None,
        item: QGraphicsItem,
    ) -> tuple[QPixmap, bool]:
        """``(pixmap, exact)`` for ``item`` to draw ``path`` at ``width`` × ``height`` device
        pixels: the rendering of :meth:`pixmap` and ``True``; or, once this frame has spent
        :data:`FRAME_RENDER_MS` ms rendering and the picture is cached at another size, that
        rendering (the nearest in width) and ``False``: ``item`` draws it scaled, the exact
        one is queued for idle time, first, and ``item.update()`` is called when it is
        ready."""
        key = (path, width, height, dpr, tint)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return self.pixmap(path, width, height, dpr, tint), True
        now = time.perf_counter()
        if now - self._frame_start > 0.016:
            self._frame_start, self._frame_spent = now, 0.0
        sizes = self._sizes.get((path, dpr, tint))
        if sizes and self._frame_spent >= FRAME_RENDER_MS:
            w, h = min(sizes, key=lambda size: abs(size[0] - width))
            stand_in = self._pixmaps.get((path, w, h, dpr, tint))
            if stand_in is not None:
                self._queue_kind(path, width, height, dpr, tint)
                if key in self._queued:  # on screen now: rendered first
                    self._pending.remove(key)
                self._queued.add(key)
                self._pending.appendleft(key)
                self._waiting.setdefault(key, []).append(weakref.ref(item))
                return stand_in, False
        pixmap = self.pixmap(path, width, height, dpr, tint)
        self._frame_spent += (time.perf_counter() - now) * 1000
        return pixmap, True

    def _kept_folder(self) -> Path | None:
        """The folder of the renderings kept between runs (None: there is none)."""
        if not self._folder_known:
            self._folder_known = True
            if self.folder is None:
                with contextlib.suppress(OSError, RuntimeError):
                    self.folder = cache_dir() / "board"
        return self.folder

    def _digest(self, path: Path) -> str | None:
        """A digest of the file ``path``'s content, read once a run (None: unreadable)."""
        digest = self._digests.get(path, "")
        if digest == "":
            try:
                digest = blake2b(path.read_bytes(), digest_size=12).hexdigest()
            except OSError:
                digest = None
            self._digests[path] = digest
        return digest

    def drawn(
        self,
        name: str,
        sources: Iterable[Path],
        pixels: int,
        dpr: float,
        paint: Callable[..., object],
        *args: Any,
    ) -> QPixmap:
        """A picture drawn by code, ``pixels`` device pixels square with ratio ``dpr``:
        ``paint(painter, *args, size)`` paints it into the square (0, 0, size, size) of a
        transparent pixmap. Kept between runs like the SVG renderings: read back from the
        file of ``name`` (what is drawn, as text: its data) and the content of the files
        ``sources`` (the code that draws it and the pictures it uses: a changed file draws
        it anew) instead of painted, else painted and kept in idle time. Not cached in
        memory (the caller does that). (Wooly Bully's tile faces: 1.5M instructions each to
        paint at a saved game's first paint.)"""
        pixels = max(1, pixels)
        folder = self._kept_folder()
        kept = None
        if folder is not None:
            digests = [self._digest(path) for path in sources]
            if None not in digests:
                key = "|".join([name, str(pixels), repr(dpr), *map(str, digests)])
                digest = blake2b(key.encode("utf-8"), digest_size=12).hexdigest()
                kept = folder / f"drawn-{digest}-{pixels}x{pixels}{KEPT_SUFFIX}"
        pixmap = read_kept(kept, pixels, pixels) if kept is not None else None
        if pixmap is None:
            pixmap = QPixmap(QSize(pixels, pixels))
            pixmap.fill(Qt.GlobalColor.transparent)
            pixmap.setDevicePixelRatio(dpr)
            painter = QPainter(pixmap)
            paint(painter, *args, pixels / dpr)
            painter.end()
            if kept is not None:
                self.keep_later(pixmap, kept)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def _kept_file(self, path: Path, width: int, height: int, tint: str | None) -> Path | None:
        """Where the rendering of ``path`` at ``width`` × ``height`` device pixels with
        ``tint`` is kept between runs, or None (no cache folder, or the SVG cannot be read)."""
        if self._kept_folder() is None:
            return None
        digest = self._digest(path)
        if digest is None or self.folder is None:
            return None
        colour = tint.lstrip("#").lower() if tint is not None else "plain"
        if not colour.isalnum():  # (a tint is a hex colour; nothing else names a file)
            return None
        return self.folder / f"{digest}-{colour}-{width}x{height}{KEPT_SUFFIX}"

    def _render(self, key: tuple[Path, int, int, float, str | None]) -> QPixmap:
        path, width, height, dpr, tint = key
        size = QSize(max(1, width), max(1, height))
        kept = self._kept_file(path, size.width(), size.height(), tint)
        pixmap = read_kept(kept, size.width(), size.height()) if kept is not None else None
        if pixmap is not None:
            self.loaded += 1
        else:
            pixmap = QPixmap(size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.renderer(path, tint).render(painter, QRectF(0, 0, width, height))
            painter.end()
            if kept is not None:
                self.keep_later(pixmap, kept)
        pixmap.setDevicePixelRatio(dpr)
        self.renders += 1
        while len(self._pixmaps) >= CACHE_LIMIT:
            old = next(iter(self._pixmaps))
            del self._pixmaps[old]
            sizes = self._sizes.get((old[0], old[3], old[4]))
            if sizes is not None and (old[1], old[2]) in sizes:
                sizes.remove((old[1], old[2]))
        self._pixmaps[key] = pixmap
        self._sizes.setdefault((path, dpr, tint), []).append((width, height))
        return pixmap

    def kind(self, path: Path) -> tuple[Path, ...]:
        """The pictures of ``path``'s kind, itself included (see the class docstring): a
        tuple of paths, just ``(path,)`` for a name without ``_`` or a missing file."""
        kind = self._kinds.get(path)
        if kind is None:
            prefix, sep, _ = path.stem.partition("_")
            kind = (path,)
            size = self.renderer(path).defaultSize()
            if sep and size.width() > 0 and size.height() > 0:
                ratio = size.width() / size.height()
                try:
                    siblings = sorted(path.parent.glob(f"{prefix}_*.svg"))
                except OSError:
                    siblings = []
                same = []
                for other in siblings:
                    other_size = self.renderer(other).defaultSize()
                    if (
                        other_size.height() > 0
                        and abs(other_size.width() / other_size.height() - ratio) <= 0.02 * ratio
                    ):
                        same.append(other)
                kind = tuple(same) if path in same else (path,)
            for member in kind:
                self._kinds[member] = kind
        return kind

    def _queue_kind(
        self, path: Path, width: int, height: int, dpr: float, tint: str | None
    ) -> None:
        # Which pictures are of the kind is found in idle time too (it reads every sibling
        # file: some 70 files for a board's first paint), by :meth:`warm` or :meth:`pending`.
        self._kind_requests.append((path, width, height, dpr, tint))
        self._start_timer()

    def _start_timer(self) -> None:
        """Work off what waits for idle time (see :meth:`warm`)."""
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setInterval(WARM_INTERVAL_MS)
            self._timer.timeout.connect(lambda: self.warm(WARM_SLICE_MS))
        if not self._timer.isActive():
            self._timer.start()

    def keep_later(self, pixmap: QPixmap, file: Path) -> None:
        """Write ``pixmap`` to ``file`` in idle time (see the class docstring; :meth:`keep`
        writes what is left when the app quits)."""
        self._to_keep.append((pixmap, file))
        self._start_timer()
        if not self._keep_at_quit:  # what idle time has not written is written at the end
            app = QCoreApplication.instance()
            if app is not None:
                self._keep_at_quit = True
                app.aboutToQuit.connect(self.keep)

    def keep(self) -> int:
        """Write the renderings still waiting to be kept between runs (:meth:`warm` does it in
        idle time); returns how many were written."""
        written = 0
        while self._to_keep:
            written += self._write_next()
        return written

    def _write_next(self) -> int:
        pixmap, file = self._to_keep.popleft()  # (absent, or unreadable: replaced)
        temp = file.with_name(f".{file.name}.{os.getpid()}.tmp")
        try:
            if not self._pruned:
                self._pruned = True
                file.parent.mkdir(parents=True, exist_ok=True)
                prune_kept(file.parent)
            if write_kept(pixmap, temp):
                os.replace(temp, file)
                return 1
        except OSError:
            pass
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()
        return 0

    def _expand_kind(self) -> None:
        """Queue the renderings of the oldest kind request (see :meth:`_queue_kind`)."""
        path, width, height, dpr, tint = self._kind_requests.popleft()
        kind = self.kind(path)
        tints = self._kind_tints.setdefault(kind, set())
        tints.add(tint)
        for member in kind:
            for t in tints:
                key = (member, width, height, dpr, t)
                if key not in self._pixmaps and key not in self._queued:
                    self._queued.add(key)
                    self._pending.append(key)

    def pending(self) -> int:
        """How many renderings are queued for idle time (the kinds of the pictures rendered
        so far are looked up first)."""
        while self._kind_requests:
            self._expand_kind()
        return len(self._pending)

    def prime(self, pictures: Iterable[tuple[Path, str | None]]) -> None:
        """Have ``pictures`` (``(path, tint)`` pairs: the SVG files a board will draw from)
        parsed in idle time (by :meth:`warm`, after the renderings waiting there), so that the
        first renderings of a game do not wait for their files to be read, and a board's first
        paint does not wait for pictures it does not show. One asked for earlier
        (:meth:`renderer`) is parsed then, as always."""
        self._to_parse.extend(pictures)
        if self._to_parse:
            self._start_timer()

    def warm(self, budget_ms: float | None = None) -> int:
        """Render queued pictures (see the class docstring): all of them, or for about
        ``budget_ms`` milliseconds. Returns how many were rendered. Pictures to parse
        (:meth:`prime`) come after the renderings, then the renderings to keep."""
        start = time.perf_counter()
        done = 0
        while self._kind_requests or self._pending or self._to_keep or self._to_parse:
            if not self._kind_requests and not self._pending:
                if self._to_parse:
                    self.renderer(*self._to_parse.popleft())
                else:
                    self._write_next()  # (renderings first: they may be on screen soon)
                if budget_ms is not None and (time.perf_counter() - start) * 1000 >= budget_ms:
                    break
                continue
            if self._kind_requests:
                self._expand_kind()
                if budget_ms is not None and (time.perf_counter() - start) * 1000 >= budget_ms:
                    break
                continue
            key = self._pending.popleft()
            self._queued.discard(key)
            if key not in self._pixmaps:
                self._render(key)
                done += 1
            for ref in self._waiting.pop(key, ()):
                item = ref()
                if item is not None and shiboken6.isValid(item):
                    item.update()  # now drawn from the exact rendering
            if budget_ms is not None and (time.perf_counter() - start) * 1000 >= budget_ms:
                break
        idle = (
            not self._pending
            and not self._kind_requests
            and not self._to_keep
            and not self._to_parse
        )
        if idle and self._timer is not None:
            self._timer.stop()
        return done

    def __len__(self) -> int:
        return len(self._pixmaps)


def write_kept(pixmap: QPixmap, file: Path) -> bool:
    """Write ``pixmap``'s pixels to ``file`` for :func:`read_kept`: :data:`KEPT_MAGIC`, the
    width and height (two little-endian 32-bit numbers), then its rows as premultiplied
    ARGB32 in this machine's byte order (4 bytes a pixel, no padding). Returns False if
    the file could not be written (an OSError is raised as is)."""
    from PySide6.QtGui import QImage  # (its Python type: in idle time, not at a first paint)

    image = pixmap.toImage()
    if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
        image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    width, height = image.width(), image.height()
    if image.isNull() or image.bytesPerLine() != width * 4:
        return False
    pixels = bytes(image.constBits())  # (a memoryview in PySide6)
    if len(pixels) != width * height * 4:
        return False
    with open(file, "wb") as out:
        out.write(KEPT_MAGIC + struct.pack("<II", width, height) + pixels)
    return True


def read_kept(file: Path, width: int, height: int) -> QPixmap | None:
    """The pixmap :func:`write_kept` kept in ``file``, if it is one of ``width`` × ``height``
    pixels; None if the file is missing, unreadable, of another size or damaged."""
    try:
        with open(file, "rb") as kept:
            data = kept.read()
    except OSError:
        return None
    header = len(KEPT_MAGIC) + 8
    if (
        width <= 0
        or height <= 0
        or len(data) != header + width * height * 4
        or not data.startswith(KEPT_MAGIC)
        or struct.unpack_from("<II", data, len(KEPT_MAGIC)) != (width, height)
    ):
        return None
    from PySide6.QtGui import QImage

    pixels = data[header:]  # (held until the pixmap has copied them)
    image = QImage(pixels, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied)
    pixmap = QPixmap.fromImage(image)
    del image, pixels
    return None if pixmap.isNull() else pixmap


def prune_kept(folder: Path, limit: int | None = None) -> int:
    """Delete the oldest kept renderings (by the time they were written) in ``folder`` while
    it holds more than ``limit`` (default :data:`KEPT_LIMIT`) of them, down to three quarters
    of it; returns how many were deleted. A file that cannot be read or deleted is skipped."""
    limit = KEPT_LIMIT if limit is None else limit
    try:
        # (with the PNG files earlier versions kept: never read again, they go first)
        files = [entry for entry in os.scandir(folder) if entry.name.endswith(_KEPT_SUFFIXES)]
    except OSError:
        return 0
    if len(files) <= limit:
        return 0
    dated = []
    for entry in files:
        with contextlib.suppress(OSError):
            dated.append((entry.stat().st_mtime_ns, entry.path))
    dated.sort()
    deleted = 0
    for _, name in dated[: len(dated) - limit * 3 // 4]:
        with contextlib.suppress(OSError):
            os.unlink(name)
            deleted += 1
    return deleted


SVG_CACHE = SvgCache()

_URI_CACHE: dict[tuple[Path, int, int, float], str] = {}


def svg_data_uri(path: Path, width: int, height: int, scale: float = 2.0) -> str:
    """The SVG ``path`` rendered as a PNG ``data:`` URI, ``scale`` times ``width`` × ``height``
    pixels (so it stays sharp on HiDPI screens when an ``<img>`` shows it at ``width`` ×
    ``height``): art for HTML texts such as a game's rules. Cached."""
    key = (path, width, height, scale)
    cached = _URI_CACHE.get(key)
    if cached is not None:
        return cached
    # (imported here: PySide creates their Python types, QImage's ~7M instructions, when
    # first asked for, and a board's first paint needs none of them)
    from PySide6.QtGui import QImage

    w, h = max(1, round(width * scale)), max(1, round(height * scale))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    SVG_CACHE.renderer(path).render(painter, QRectF(0, 0, w, h))
    painter.end()
    uri = _URI_CACHE[key] = png_data_uri(image)
    return uri


def png_data_uri(image: QImage) -> str:
    """``image`` as a PNG ``data:`` URI (pictures for HTML texts such as a game's rules)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # (PySide6 takes str)
    return "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")


_SVG_NS = "{http://www.w3.org/2000/svg}"
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate)\s*\(([^)]*)\)")
_LETTERING: dict[Path, tuple[tuple[str, float, QRectF], ...]] = {}


def _svg_transform(text: str) -> QTransform:
    """The QTransform of an SVG ``transform`` attribute (matrix, translate, scale, rotate)."""
    out = QTransform()
    for name, raw in _TRANSFORM.findall(text):
        v = [float(n) for n in re.split(r"[\s,]+", raw.strip()) if n]
        step = QTransform()
        if name == "matrix" and len(v) == 6:
            step = QTransform(v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "translate" and v:
            step.translate(v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale" and v:
            step.scale(v[0], v[1] if len(v) > 1 else v[0])
        elif name == "rotate" and v:
            cx, cy = (v[1], v[2]) if len(v) == 3 else (0.0, 0.0)
            step.translate(cx, cy)
            step.rotate(v[0])
            step.translate(-cx, -cy)
        out = step * out  # SVG applies the rightmost transform first
    return out


def svg_lettering(path: Path) -> tuple[tuple[str, float, QRectF], ...]:
    """The ``<text>`` elements of the SVG ``path`` (lettering in a picture, such as a card's
    value in its corners) as ``(text, font size, rectangle)`` in the picture's own units
    (its viewBox): the size as drawn (the element's font-size times the scale of the groups
    around it), the rectangle the text takes, estimated with the board font. Cached; a
    missing or invalid file has none."""
    found = _LETTERING.get(path)
    if found is not None:
        return found
    from xml.etree import ElementTree  # (here: a board that reads no lettering needs none)

    pieces: list[tuple[str, float, QRectF]] = []
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        root = None

    def walk(element: ElementTree.Element, transform: QTransform) -> None:
        here = _svg_transform(element.get("transform", "")) * transform
        if element.tag == _SVG_NS + "text" and (element.text or "").strip():
            text = (element.text or "").strip()
            size = float(element.get("font-size", "16"))
            metrics = QFontMetricsF(board_font(size, element.get("font-weight") == "bold"))
            width = metrics.horizontalAdvance(text)
            x, y = float(element.get("x", "0")), float(element.get("y", "0"))
            x -= {"middle": width / 2, "end": width}.get(element.get("text-anchor", ""), 0.0)
            rect = QRectF(x, y - metrics.ascent(), width, metrics.height())
            scale = math.hypot(here.m11(), here.m12())
            pieces.append((text, size * scale, here.mapRect(rect)))
        for child in element:
            walk(child, here)

    if root is not None:
        walk(root, QTransform())
    found = tuple(pieces)
    _LETTERING[path] = found
    return found


class SvgItem(GlowingTarget, QGraphicsItem):
    """The SVG picture ``path`` drawn ``width`` × ``height`` scene units, crisp at the current
    zoom and device pixel ratio: unrotated, it is blitted at its exact device size; rotated,
    drawn smoothly from a rendering rounded to 4 device pixels.

    It is a :class:`~farmhouse.app.board.targets.GlowingTarget` (``role``, ``data_value``, ``glow``,
    ``lit``, ``why_not``); ``dimmed`` veils it in the table colour (not a choice now); ``tint``
    (a hex colour, e.g. a seat colour) recolours placeholder-coloured art. Change
    ``path``/``glow``/``dimmed``/``tint`` and call ``update()``.
    """

    # defaults as class attributes: an attribute set on a Qt item costs a few microseconds,
    # and boards make many items on every move
    dimmed: bool = False
    tint: str | None = None
    #: The corner badge (see :func:`corner_badge`): (text, font size, fill, border), or None.
    badge: tuple[str, float, QColor, QColor | None] | None = None

    def __init__(
        self,
        path: Path,
        width: float,
        height: float,
        parent: QGraphicsItem | None = None,
        tint: str | None = None,
    ) -> None:
        super().__init__()
        if parent is not None:  # (a parent given to the constructor would not keep the item)
            self.setParentItem(parent)
        self.path = path
        self.size = (width, height)
        if tint is not None:
            self.tint = tint
        device_cache(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        # only a glowing picture reaches beyond its size: a smaller cached pixmap otherwise
        if self._glow is None:
            return QRectF(-1, -1, self.size[0] + 2, self.size[1] + 2)
        return QRectF(-9, -9, self.size[0] + 18, self.size[1] + 18)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, *self.size))
        return path

    def badge_rect(self) -> QRectF:
        """Where the corner badge lies (item coordinates; empty without one)."""
        if self.badge is None:
            return QRectF()
        text, size = self.badge[0], self.badge[1]
        width = max(size * 1.15, text_width(text, size, True) + size * 0.5)
        return QRectF(1, 1, width, size * 1.3)

    def drawn_texts(self) -> list[tuple[str, float, QRectF]]:
        """The text the item draws as ``(text, font pixel size, rectangle)`` in item
        coordinates, for the readable-text check (see
        :func:`~farmhouse.app.board.text.drawn_texts`): its corner badge, or else the
        lettering of its picture (:func:`svg_lettering`). A badged picture's own corner marks
        are not reported: they are too small where a badge is needed, and the badge says
        what they say."""
        if self.badge is not None:
            text, size = self.badge[0], self.badge[1]
            metrics = QFontMetricsF(board_font(size, True))
            drawn = metrics.boundingRect(self.badge_rect(), Qt.AlignmentFlag.AlignCenter, text)
            return [(text, float(int(size)), drawn)]
        lettering = svg_lettering(self.path)
        if not lettering:
            return []
        box = SVG_CACHE.renderer(self.path).viewBoxF()
        if box.width() <= 0 or box.height() <= 0:
            return []
        sx, sy = self.size[0] / box.width(), self.size[1] / box.height()
        to_item = QTransform.fromTranslate(-box.left(), -box.top()) * QTransform.fromScale(sx, sy)
        return [(text, size * min(sx, sy), to_item.mapRect(rect)) for text, size, rect in lettering]

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF()
        width, height = self.size
        if t.m12() == 0 and t.m21() == 0 and t.isAffine():
            # Axis-aligned (the usual case): blit a pixmap of exactly the device size at whole
            # device pixels, with no scaling and no antialiasing (much faster than a scaled
            # draw, and as sharp).
            # The device size comes from the scale alone, not from where the picture stands:
            # rounding both edges would make one picture 57 or 58 pixels wide by position,
            # and every such size is a new rendering.
            # (Where the picture's rectangle goes, as ``t.mapRect`` maps it: a scale and a
            # move, worked out here rather than through four more calls into Qt a picture.)
            sx, sy = t.m11() * width, t.m22() * height
            x, y = t.dx() + min(0.0, sx), t.dy() + min(0.0, sy)
            left, top = round(x * dpr), round(y * dpr)
            w = max(1, round(abs(sx) * dpr))
            h = max(1, round(abs(sy) * dpr))
            pixmap, exact = SVG_CACHE.picture(self.path, w, h, dpr, self.tint, self)
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            if exact:
                painter.drawPixmap(QPointF(left / dpr, top / dpr), pixmap)
            else:  # a stand-in until the exact rendering is ready (SvgCache.picture)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.drawPixmap(
                    QRectF(left / dpr, top / dpr, w / dpr, h / dpr), pixmap, QRectF(pixmap.rect())
                )
            painter.restore()
        else:
            scale = math.hypot(t.m11(), t.m12())
            w = max(4, int(round(width * scale * dpr / 4)) * 4)
            h = max(4, int(round(height * scale * dpr / 4)) * 4)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(
                QRectF(0, 0, width, height),
                SVG_CACHE.pixmap(self.path, w, h, dpr, self.tint),
                QRectF(0, 0, w, h),
            )
        if self.badge is None and not self.dimmed and self.glow is None:
            return
        target = QRectF(0, 0, width, height)
        if self.badge is not None:
            text, size, fill, border = self.badge
            rect = self.badge_rect()
            draw_label_box(
                painter, rect, fill, border, 1.0, min(6.0, rect.height() / 3), text, size
            )
        if self.dimmed:
            dim_rect(painter, target)
        if self.glow is not None:
            draw_glow(painter, target.adjusted(-3, -3, 3, 3), self.glow, 8)


#: The veil over a dimmed picture (:attr:`SvgItem.dimmed`).
DIM_VEIL = QColor(233, 221, 194, 150)


def svg_piece(path: Path, parent: QGraphicsItem | None, size: QSizeF) -> SvgItem:
    """An :class:`SvgItem` of ``path``, ``size`` large, in ``parent``: a picture as a
    :class:`~farmhouse.app.board.parts.zone.Piece` draws it (``functools.partial(svg_piece,
    path)``: a die of a roll, in the size its zone gives it)."""
    return SvgItem(path, size.width(), size.height(), parent)


def dim_rect(painter: QPainter, rect: QRectF) -> None:
    """Veil ``rect`` (item coordinates) in :data:`DIM_VEIL`, as ``painter.fillRect(rect,
    DIM_VEIL)`` does (:func:`fill_rect`)."""
    fill_rect(painter, rect, DIM_VEIL)


def fill_rect(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """Fill ``rect`` with ``colour``, as ``painter.fillRect(rect, colour)`` does. With
    antialiasing on (as the board view paints) it is drawn as a rectangle without an outline,
    the same pixels: every ``QPainter.fillRect`` makes PySide create the Python types of
    QGradient (its ``Preset`` alone has 169 members, some 12M instructions), which a saved
    game's first paint can do without. Use it in a board's paint methods."""
    if not painter.testRenderHint(QPainter.RenderHint.Antialiasing):
        painter.fillRect(rect, colour)
        return
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRect(rect)
    painter.restore()


def corner_badge(
    card: SvgItem,
    text: str,
    size: float,
    fill: QColor | None = None,
    border: QColor | None = INK,
) -> None:
    """Give ``card`` a badge with ``text`` (bold, ``size`` scene units) over its top-left
    corner: a card's rank or number, readable where the card is drawn too small for the
    lettering of its own art. The card paints it itself (no item more on the board) and
    reports it to the readable-text check instead of its art's lettering. ``fill`` defaults
    to white; ``border`` is a thin line (None: none)."""
    card.badge = (text, size, fill if fill is not None else QColor("#FFFFFF"), border)
    card.update()
