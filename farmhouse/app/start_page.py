"""The start page: a card per game, Continue (latest autosave), Load… and the saved games.

The list never freezes the page, however many saves there are. Showing the page only lists
the files (names and ``os.stat``: cheap) and shows a line for each at once; the headers
(:func:`saves.read_info`, whose safety checks cost about a millisecond a file) are then read
a few at a time, autosaves first (for *Continue*), each turn of the event loop working for at
most :data:`STEP_SECONDS`; once every header is known the list takes its final order (newest
first), and then each save is checked as opening would (:func:`saves.check_save`: the replay
and the digest) in the same way, so that a file that would be refused is shown as damaged,
with the reason, and can still be deleted. Headers and check results are kept per file (path,
inode, modification and change time, size): coming back to the start page reads nothing
again unless a file changed.

The first window never waits for the list: when the app starts, the files are listed only
once the page has been painted (:meth:`StartPage.refresh_after_paint`). Nothing on the way to
that first paint loads a game or the save-file machinery (:mod:`farmhouse.core.saves`, which
replays saves with the games' rules): the cards show what each game's ``about`` module says
(:mod:`farmhouse.app.game_about`), and ``saves`` is imported by the functions that list and
read files.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import time
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeySequence,
    QPixmap,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.linebreak import break_points, keep_words, plain
from farmhouse.app.first_paint import after_first_paint
from farmhouse.app.game_about import (
    game_about,
    game_title,
    is_playable,
    name_list,
    players_text,
    seat_names,
)
from farmhouse.app.labels import ElidedButton, message_text, shorten_parts
from farmhouse.app.settings import Settings
from farmhouse.app.style import MUTED, STRAW
from farmhouse.core import registry
from farmhouse.core.folders import cache_dir

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QMessageBox

    from farmhouse.core import saves

# ``Qt`` (the namespace of Qt's enums: some 90 Python enums, 15 ms to create when first
# asked for) is read as ``QtCore.Qt`` where it is used, and the message boxes are imported
# there: none is needed for the first paint.

# Longest a turn of the event loop works on the list (s): reading headers and checking saves
# stop before a file that would likely not end in time (as long as the last one took); a
# single file is never split, so a turn does at least one.
STEP_SECONDS = 0.015

# A game card's width (px) where the page has room; in a narrower window the cards of one row
# get narrower, down to CARD_LEAST_WIDTH, by steps of CARD_WIDTH_STEP (each cover width is
# rendered once and kept, as the heights are: COVER_STEP), before they wrap two by two: the
# four cards stand in one row from some 1000 px (issue 18: at 1024 × 768 they went two by
# two and Continue and the saved games were below the fold).
CARD_WIDTH = 252
CARD_LEAST_WIDTH = 220
CARD_WIDTH_STEP = 8
CARD_MARGIN = 16
# A card's title is never broken inside a word (「バイバイブラックシープ」 is one): where its
# widest word is wider than a narrow card's texts, the title's font gets smaller, by steps
# of 0.5 pt, down to this many points (the style's size is 15 pt).
CARD_TITLE_LEAST_PT = 11.0
# The room between two cards, across and down (px).
CARD_SPACING = 16
# The page's margins left and right (px).
SIDE_MARGIN = 28
# A card's cover: as wide as the card's texts (inside its 1 px frame and its margins).
COVER_SIZE = QSize(CARD_WIDTH - 2 - 2 * CARD_MARGIN, 150)
# The saved-games list is never lower than this (px, some four lines); the page scrolls
# instead.
LIST_MIN_HEIGHT = 112
# The height the covers leave the list where they can (px, some five lines): in a low window
# they shrink, down to COVER_MIN_HEIGHT, before the list is lower than that.
LIST_WANTED_HEIGHT = 150
COVER_MIN_HEIGHT = 78
# The covers' height changes by this many px at a time (150, 138, …, 78): each height is
# rendered once and kept in the cache folder, which a window resized slowly would otherwise
# fill with a cover for every pixel.
COVER_STEP = 12
# The item data role of a list line's players' names (a list of str; None: not known):
# Qt.ItemDataRole.UserRole + 1, as a number (``QtCore.Qt`` is not read before the first paint).
NAMES_ROLE = 257
# The item data role of a damaged file's line: (its template, what it says of the file (the
# file's name first), the problem), for :func:`shorten_damaged`; None on other lines.
DAMAGED_ROLE = 258


# Where a line of the list comes from, in the order of the list.
RECENT, SAVES_FOLDER, AUTOSAVES = 0, 1, 2

# What the page keeps of a file: its header, or why it cannot be read.
Header: TypeAlias = "saves.SaveInfo | saves.SaveError"
# A file as it was when read: (absolute path, device, inode, mtime, ctime (ns), size).
FileKey = tuple[Path, int, int, int, int, int]


class SaveEntry(NamedTuple):
    """One line of the saved-games list: a readable save (``info``) or a damaged file (its
    ``problem`` key and the :class:`saves.SaveError` itself, ``error``: reason keys and
    parameters, worded in the current language each time the line is shown, so that a
    language switch words them anew; ``info`` too when its header could be read), or, while its
    header is not read yet, neither (``read`` is False). ``checked``: the file passed
    :func:`saves.check_save` (not only its header). ``is_autosave``: the file is in the
    autosave folder; ``source``: :data:`RECENT`, :data:`SAVES_FOLDER` or :data:`AUTOSAVES`;
    ``mtime``: its modification time (the order of the list until the headers are read).
    (A named tuple, not attrs or a dataclass: this module is on the way to the first window,
    and those modules would cost it some 20 and 4 ms.)"""

    path: Path
    info: saves.SaveInfo | None = None
    problem: str | None = None
    error: saves.SaveError | None = None
    checked: bool = False
    is_autosave: bool = False
    source: int = RECENT
    mtime: float = 0.0

    @property
    def damaged(self) -> bool:
        """True if opening the file would be refused."""
        return self.problem is not None

    @property
    def read(self) -> bool:
        """True once the file's header has been read (or found unreadable)."""
        return self.info is not None or self.problem is not None


def is_autosave_path(path: Path, autosave_dir: Path | None = None) -> bool:
    """True if ``path`` lies in :func:`saves.autosave_dir` (or ``autosave_dir``, resolved)."""
    from farmhouse.core import saves

    try:
        folder = autosave_dir if autosave_dir is not None else saves.autosave_dir().resolve()
        return Path(path).resolve().parent == folder
    except (OSError, RuntimeError):
        return False


def _damaged(entry: SaveEntry, err: saves.SaveError, checked: bool = False) -> SaveEntry:
    """``entry`` (where it comes from, its header if read) as a file opening would refuse."""
    return entry._replace(problem=err.problem, error=err, checked=checked)


def _cached_cover(path: Path, size: QSize, ratio: float) -> Path | None:
    """Where the cover ``path`` rendered at ``size`` × ``ratio`` is kept between runs: in the
    user cache folder, under a name that holds the SVG file's size and modification time (a
    changed picture is rendered again). None if the SVG cannot be read."""
    try:
        info = path.stat()
    except OSError:
        return None
    pixels = size * ratio
    name = f"{path.parent.name}-{path.stem}-{pixels.width()}x{pixels.height()}"
    return cache_dir() / "covers" / f"{name}-{info.st_size}-{info.st_mtime_ns}.png"


def cover_pixmap(game_id: str, size: QSize, ratio: float) -> QPixmap:
    """The game's cover rendered at ``size`` × device pixel ``ratio``; a plain straw tile with
    the game's initial if there is no picture yet.

    The four covers are the start page's slowest part (some 10 ms to parse and render the
    SVGs, of the first window's 60 ms above a bare window's): once rendered, a cover is kept
    as a PNG in the user cache folder, and later starts load that (a fraction of a
    millisecond each). A cache that cannot be read or written only costs the rendering."""
    about = game_about(game_id)
    path = about.cover if about is not None else None
    cached = _cached_cover(path, size, ratio) if path is not None else None
    pixmap = QPixmap()
    if cached is not None and pixmap.load(str(cached)) and pixmap.size() == size * ratio:
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
    from PySide6.QtGui import QPainter  # (only when a cover is rendered)
    from PySide6.QtSvg import QSvgRenderer

    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    renderer = QSvgRenderer(str(path)) if path is not None and path.is_file() else None
    if renderer is not None and renderer.isValid():
        own = renderer.defaultSize()  # scaled to fit, keeping its proportions, centred
        scale = min(size.width() / max(own.width(), 1), size.height() / max(own.height(), 1))
        width, height = own.width() * scale, own.height() * scale
        x = (size.width() - width) / 2
        y = (size.height() - height) / 2
        renderer.render(painter, QRectF(x, y, width, height))
    else:
        painter.setBrush(QColor(STRAW))
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.drawRoundedRect(0, 0, size.width(), size.height(), 12, 12)
        font = painter.font()
        font.setPointSize(40)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(MUTED))
        painter.drawText(
            QRectF(0, 0, size.width(), size.height()),
            QtCore.Qt.AlignmentFlag.AlignCenter,
            game_title(game_id)[:1],
        )
        cached = None  # (no picture to keep)
    painter.end()
    if cached is not None:
        _keep(pixmap, cached)
    return pixmap


def _keep(pixmap: QPixmap, file: Path) -> None:
    """Write ``pixmap`` to ``file`` as a PNG by way of a temporary file, so that another
    Farmhouse never reads a half-written one; a failure is ignored (the cover is rendered
    again next time)."""
    temp = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        if pixmap.save(str(temp), "PNG"):
            os.replace(temp, file)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            temp.unlink()


class _WrappedLabel(QLabel):
    """A word-wrapped label of a game card (whose width is fixed) that tells the layout its
    real height as a plain size, not as a height for its width: a layout never shrinks an item
    below its height for width, and short of room it squeezes every item of the card a little
    instead, each card by what its texts need, so that the cards' titles no longer lined up
    (and overlapped the cover in a low window). It always gets its whole height (its minimum
    size is its size): in a low window the start page scrolls rather than cut a text off.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return False

    def text_width(self) -> int:
        """The width the card gives its texts (inside its frame and margins)."""
        card = self.parentWidget()
        layout = card.layout() if card is not None else None
        if card is None or layout is None:
            return max(self.width(), 1)
        margins = layout.contentsMargins()
        return card.contentsRect().width() - margins.left() - margins.right()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = self.text_width()
        height = super().heightForWidth(width)
        return QSize(width, max(height, self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.sizeHint()


class GameCard(QFrame):
    """A game on the start page: picture, title, players, description, New game / Coming soon.

    Every part has its own height (the cover its fixed one, each text the height of its
    lines); the room a card gets beyond them goes below the description, so nothing needs an
    alignment within its part."""

    new_game = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.playable = is_playable(game_id)
        self.setObjectName("card")
        self.setProperty("playable", "true" if self.playable else "false")
        self.setFixedWidth(CARD_WIDTH)
        self._title_pt = 0.0  # the title's point size set by its own style sheet (0: none)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(CARD_MARGIN, CARD_MARGIN, CARD_MARGIN, CARD_MARGIN)
        self.picture = QLabel()
        self.picture.setFixedSize(COVER_SIZE)  # the cover fills it
        self._cover_ratio = 0.0  # the device pixel ratio it was rendered for
        self._cover_height = COVER_SIZE.height()  # (lower in a low window: set_cover_height)
        self.title = _WrappedLabel()
        self.title.setObjectName("cardTitle")
        self.players = QLabel()
        self.players.setObjectName("muted")
        self.blurb = _WrappedLabel()
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.blurb)
        layout.addStretch(1)
        if self.playable:
            self.button = QPushButton()
            self.button.setObjectName("primary")
            self.button.clicked.connect(lambda: self.new_game.emit(self.game_id))
            layout.addWidget(self.button)
        else:
            self.badge = QLabel()
            self.badge.setObjectName("badge")
            self.badge.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(self.badge, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        ratio = self.devicePixelRatioF()
        if ratio != self._cover_ratio:  # (the first time, or on another screen)
            self._cover_ratio = ratio
            self.picture.setPixmap(self._cover(ratio))
        super().showEvent(event)

    def set_card_width(self, width: int) -> None:
        """Make the card ``width`` px wide (at most :data:`CARD_WIDTH`), its cover as wide as
        its texts, and its title's font as large as lets the title's widest word fit."""
        width = max(1, min(width, CARD_WIDTH))
        if width == self.width() and self.minimumWidth() == width:
            return
        self.setFixedWidth(width)
        self.picture.setFixedSize(self._cover_width(), self._cover_height)
        if self._cover_ratio:  # (shown once: else its first showEvent renders it)
            self.picture.setPixmap(self._cover(self._cover_ratio))
        self._fit_title()
        for label in (self.title, self.blurb):  # (their heights at the new width)
            label.updateGeometry()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()

    def _cover_width(self) -> int:
        """The cover's width: the card's texts' (inside its 1 px frame and its margins)."""
        return self.minimumWidth() - (CARD_WIDTH - COVER_SIZE.width())

    def _fit_title(self) -> None:
        """The title in the style's font where its widest word fits the card's texts; else
        in a smaller one (by 0.5 pt, down to :data:`CARD_TITLE_LEAST_PT`). A word is what
        :func:`break_points` keeps together (the title is wrapped by :func:`keep_words`)."""
        title = plain(self.title.text())
        if not title:
            return
        if self._title_pt:  # (back to the style's size to measure)
            self.title.setStyleSheet("")
            self._title_pt = 0.0
        self.title.ensurePolished()
        font = QFont(self.title.font())
        room = self._cover_width() - 2  # (the glyphs' side bearings: as Qt wraps it)
        points = font.pointSizeF()
        cuts = [0, *break_points(title, lang="", every_space=True), len(title)]
        words = [title[a:b].strip() for a, b in zip(cuts, cuts[1:], strict=False)]
        while points > CARD_TITLE_LEAST_PT:
            metrics = QFontMetrics(font)
            if max(metrics.horizontalAdvance(word) for word in words) <= room:
                break
            points -= 0.5
            font.setPointSizeF(points)
        if points != self.title.font().pointSizeF():
            self._title_pt = points
            self.title.setStyleSheet(f"font-size: {points:g}pt;")

    def set_cover_height(self, height: int) -> None:
        """Make the cover ``height`` px high (at most its usual 150), the picture scaled down
        whole (a low window: the saved games' list gets the height, issue F13)."""
        height = max(1, min(height, COVER_SIZE.height()))
        if height == self._cover_height:
            return
        self._cover_height = height
        self.picture.setFixedSize(self._cover_width(), height)
        if self._cover_ratio:  # (shown once: else its first showEvent renders it)
            self.picture.setPixmap(self._cover(self._cover_ratio))

    def _cover(self, ratio: float) -> QPixmap:
        size = QSize(self._cover_width(), self._cover_height)
        pixmap = cover_pixmap(self.game_id, size, ratio)
        if not self.playable:
            from PySide6.QtGui import QPainter

            faded = QPixmap(pixmap.size())
            faded.setDevicePixelRatio(pixmap.devicePixelRatio())
            faded.fill(QColor(0, 0, 0, 0))
            p = QPainter(faded)
            p.setOpacity(0.45)
            p.drawPixmap(0, 0, pixmap)
            p.end()
            pixmap = faded
        return pixmap

    def retranslate(self) -> None:
        """Set every text in the current language."""
        about = game_about(self.game_id)
        # a title wraps only between its words (a Japanese title is one word: never 「…シー／プ」)
        title = keep_words(game_title(self.game_id))
        blurb = keep_words(about.blurb()) if about is not None else ""
        # (screen readers get the words, not the marks that keep them whole: named first,
        # a label's new text is not its name for a moment)
        self.title.setAccessibleName(plain(title))
        self.blurb.setAccessibleName(plain(blurb))
        self.title.setText(title)
        self._fit_title()
        self.players.setText(players_text(self.game_id) if about is not None else "")
        self.blurb.setText(blurb)
        if self.playable:
            self.button.setText(self.tr("New game…"))
            # four buttons with the same text: a screen reader tells them apart by the game
            self.button.setAccessibleName(
                self.tr("New game of %1").replace("%1", game_title(self.game_id))
            )
        else:
            self.badge.setText(self.tr("Coming soon"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        """A new font (a language switch changes its fallbacks): the title fitted again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_title()


class StartPage(QWidget):
    """Signals: ``new_game(str)`` game id, ``open_file(object)`` a Path to open,
    ``load_requested()`` (the Load… button), ``statistics_requested()`` (the Statistics
    button)."""

    new_game = Signal(str)
    open_file = Signal(object)
    load_requested = Signal()
    # Watch the replay of a saved game (its path) / ask for a file to watch (issue 20).
    watch_file = Signal(object)
    watch_requested = Signal()
    statistics_requested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._latest: saves.SaveInfo | None = None
        self.entries: list[SaveEntry] = []
        self._keys: list[FileKey | None] = []  # per row: the file as it was listed
        self._shown: list[SaveEntry | None] = []  # per row: the entry its line shows
        self._listed: list[tuple[SaveEntry, FileKey | None]] | None = None  # list_files()
        # file → its header (or why it cannot be read) / the SaveError of a full check, or
        # None for a good file; only files of the last listing are kept
        self._headers: dict[FileKey, Header] = {}
        self._checked: dict[FileKey, saves.SaveError | None] = {}
        self._unread: list[int] = []  # rows whose header is still to be read
        self._pending: list[int] = []  # rows still to be checked fully
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(0)
        self._check_timer.timeout.connect(self._step)
        self._after_paint = False  # refresh() waits for the window's first paint
        self.delete_box: QMessageBox | None = None
        self._delete_key: QShortcut | None = None  # made with the first list
        # the first keyboard focus, Continue's once it is known (focus_first): to come, and
        # the button given it (the player's own choice once they move it)
        self._first_focus = False
        self._given_focus: QWidget | None = None
        # The page scrolls when the window is too low for the cards' whole texts and a few
        # lines of the list (they are never cut off or squeezed); in a taller window the list
        # takes the rest of the height.
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("startScroll")
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidgetResizable(True)
        page.addWidget(self.scroller)
        inner = QWidget()
        inner.setObjectName("startPage")
        self.scroller.setWidget(inner)
        centre = QHBoxLayout(inner)
        centre.setContentsMargins(0, 0, 0, 0)
        content = QWidget()
        content.setMaximumWidth(1120)
        centre.addStretch(1)
        centre.addWidget(content, 100)
        centre.addStretch(1)
        outer = QVBoxLayout(content)
        self._content, self._outer = content, outer
        outer.setContentsMargins(SIDE_MARGIN, 16, SIDE_MARGIN, 16)
        self.title = QLabel("Farmhouse")
        self.title.setObjectName("title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addSpacing(8)

        # the cards in one row where it fits, else two by two (or one a row): the page never
        # scrolls sideways (see _place_cards)
        cards = QHBoxLayout()
        self._grid = QGridLayout()
        self._grid.setSpacing(CARD_SPACING)
        self._columns = 0
        self.cards = [GameCard(gid) for gid in registry.game_ids()]
        for card in self.cards:
            card.new_game.connect(self.new_game)
        self._cards_row = cards
        cards.addStretch(1)
        cards.addLayout(self._grid)
        cards.addStretch(1)
        outer.addLayout(cards)
        self._place_cards(len(self.cards))
        outer.addSpacing(8)

        self.saved_title = QLabel()
        self.saved_title.setObjectName("sectionTitle")
        outer.addWidget(self.saved_title)
        # (Continue alone on this row in a page too narrow for its date and moves beside the
        # other buttons: _place_continue)
        self._continue_row = QHBoxLayout()
        outer.addLayout(self._continue_row)
        row = QHBoxLayout()
        self._button_row = row
        # (the newest unfinished game described: elided in the middle if the row is narrow)
        self.continue_button = ElidedButton()
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(self._continue)
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.load_requested)
        self.delete_button = QPushButton()
        self.delete_button.setEnabled(False)
        self.delete_button.clicked.connect(self.ask_delete)
        self.stats_button = QPushButton()
        self.stats_button.clicked.connect(self.statistics_requested)
        row.addWidget(self.continue_button)
        row.addWidget(self.load_button)
        self.watch_button = QPushButton()  # the selected finished game's replay
        self.watch_button.setEnabled(False)
        self.watch_button.clicked.connect(self._watch)
        self.watch_file_button = QPushButton()  # any saved game's replay
        self.watch_file_button.clicked.connect(self.watch_requested)
        row.addWidget(self.watch_button)
        row.addWidget(self.watch_file_button)
        row.addWidget(self.stats_button)
        row.addStretch(1)
        row.addWidget(self.delete_button)
        outer.addLayout(row)
        # the import of past games into the statistics says how far it is (hidden otherwise)
        self.stats_note = QLabel()
        self.stats_note.setObjectName("muted")
        self.stats_note.setVisible(False)
        outer.addWidget(self.stats_note)
        self.saved = QListWidget()
        self.saved.setObjectName("savedGames")  # (its focus ring: style.py)
        self.saved.setMinimumHeight(LIST_MIN_HEIGHT)
        # a line as wide as the list, its players' names shortened where it is too long: no
        # sideways scrolling to reach a save's date, moves and "finished" (SavedLineDelegate)
        self.saved.setItemDelegate(SavedLineDelegate(self.saved))
        self.saved.setResizeMode(QListView.ResizeMode.Adjust)
        # the list takes the height the game cards leave (a list's own wish, some 190 px,
        # would make the page scroll sooner)
        self.saved.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.saved.setSpacing(4)
        self.saved.itemActivated.connect(self._activated)
        # Delete… and Watch follow the rows shown selected (the straw highlight, kept when
        # the focus leaves), not the keyboard's current row: Tab into the list makes its first
        # row current with no highlight but the focus tint, which is gone once Tab leaves
        # (issue 18, F3: Delete… then asked to delete a file never shown as chosen); the
        # arrow keys, Space or a click select
        self.saved.itemSelectionChanged.connect(self._update_delete)
        outer.addWidget(self.saved, 1)
        self.retranslate(cards=False)

    def columns_for(self, width: int) -> int:
        """How many cards a row of the page holds at the page's ``width`` (px): all of them
        where they fit (narrowed down to :data:`CARD_LEAST_WIDTH` each), else a half (two by
        two), else one (:meth:`cards_for`)."""
        return self.cards_for(width)[0]

    def cards_for(self, width: int) -> tuple[int, int]:
        """(cards a row, each card's width in px) at the page's ``width`` (px): all the cards
        in one row where they fit at :data:`CARD_LEAST_WIDTH` or more, else a half (two by
        two), else one; each card as wide as the row lets it, up to :data:`CARD_WIDTH`, by
        steps of :data:`CARD_WIDTH_STEP`. The vertical scroll bar's room is always set aside,
        so that its coming (the cards wrapped make the page taller) never changes the
        answer."""
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        room = width - bar - 2 * SIDE_MARGIN
        count = len(self.cards)
        for columns in (count, (count + 1) // 2):
            fits = (room - (columns - 1) * CARD_SPACING) // max(columns, 1)
            if fits >= CARD_LEAST_WIDTH:
                steps = (min(fits, CARD_WIDTH) - CARD_LEAST_WIDTH) // CARD_WIDTH_STEP
                return columns, min(CARD_WIDTH, CARD_LEAST_WIDTH + steps * CARD_WIDTH_STEP)
        return 1, CARD_WIDTH

    def _place_cards(self, columns: int, card_width: int = CARD_WIDTH) -> None:
        """Put the cards in rows of ``columns``, each ``card_width`` px wide (nothing when
        they are so already)."""
        columns = max(1, columns)
        for card in self.cards:
            card.set_card_width(card_width)
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self._grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self._grid.addWidget(card, index // columns, index % columns)

    def _place_continue(self, alone: bool) -> None:
        """Continue first in the row of buttons, or ``alone`` on a row above them: in a page
        that sets the cards two by two, beside Load…, Watch…, Statistics and Delete it kept
        too little room for its date and moves ("Continu…0 moves" at 800 px)."""
        into, out = (
            (self._continue_row, self._button_row)
            if alone
            else (self._button_row, self._continue_row)
        )
        if into.indexOf(self.continue_button) >= 0:
            return
        out.removeWidget(self.continue_button)
        into.insertWidget(0, self.continue_button)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        columns, card_width = self.cards_for(event.size().width())
        self._place_cards(columns, card_width)
        self._place_continue(columns < len(self.cards))
        self._fit_covers(event.size().height())
        super().resizeEvent(event)

    def cover_height_for(self, height: int) -> int:
        """How high the cards' covers are in a page ``height`` px high: their usual 150 px
        where the saved games' list still gets :data:`LIST_WANTED_HEIGHT`, else lower, down to
        :data:`COVER_MIN_HEIGHT` (then the list gets less, down to :data:`LIST_MIN_HEIGHT`,
        and then the page scrolls), by steps of :data:`COVER_STEP`."""
        columns = max(1, self._columns)
        rows = (len(self.cards) + columns - 1) // columns
        for layout in (self._grid, self._cards_row, self._outer):
            layout.invalidate()  # (the cards may just have been placed anew)
        least = self._content.minimumSizeHint().height()
        covers = sum(card.picture.height() for card in self.cards[::columns])
        rest = least - covers - self.saved.minimumHeight()  # (all else the page holds)
        spare = height - rest - LIST_WANTED_HEIGHT
        full = COVER_SIZE.height()
        fits = spare // max(rows, 1)
        if fits >= full:
            return full
        steps = -(-(full - fits) // COVER_STEP)  # (rounded up: the list gets its height)
        return max(COVER_MIN_HEIGHT, full - steps * COVER_STEP)

    def _fit_covers(self, height: int) -> None:
        """Set the covers' height for a page ``height`` px high (:meth:`cover_height_for`)."""
        cover = self.cover_height_for(height)
        for card in self.cards:
            card.set_cover_height(cover)

    def refresh_after_paint(self) -> None:
        """:meth:`refresh` now if the page's window is on screen; else (the window is being
        made) in the first turn of the event loop after the window has been exposed, and so
        painted: the app's first window does not wait for the list of saved games, nor for the
        save-file machinery it loads. :attr:`checking` is True meanwhile."""
        if self.window().isVisible():
            self.refresh()
        elif not self._after_paint:
            self._after_paint = True
            after_first_paint(self, self._refresh_if_waiting)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Checking saves goes on where it stopped when the page was hidden."""
        super().showEvent(event)
        if self._working:
            self._check_timer.start()

    def _refresh_if_waiting(self) -> None:
        if self._after_paint and self.isVisible():  # (else when the page is shown)
            self.refresh()

    def refresh(self) -> None:
        """List the autosaves and recent files at once, read their headers until the step's
        time is spent, and the rest, then the full checks, in later turns of the event loop."""
        self._after_paint = False
        if self._delete_key is None:  # Delete in the list deletes the chosen save
            shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.saved)
            shortcut.setContext(QtCore.Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(self.ask_delete)
            self._delete_key = shortcut
            # its lines are never wider than it (SavedLineDelegate): no sideways scrolling,
            # not even while the vertical bar comes or goes
            self.saved.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            # the page's scroll area is no Tab stop (the first one was this area, nameless
            # to a screen reader): Tab goes to the cards' buttons, the area scrolls to show
            # the one focused (set here, after the first paint: see ``QtCore.Qt`` above)
            self.scroller.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
            if self.scroller.hasFocus():  # (the window's first focus: on to the first card)
                self.focus_first()
        listed = list_files(self.settings.recent_files)
        if listed == self._listed:  # nothing changed: the list stays as it is (or goes on)
            if self._working:
                self._check_timer.start()
            return
        self._listed = listed
        self.entries = [entry for entry, _ in listed]
        self._keys = [key for _, key in listed]
        keys = {key for key in self._keys if key is not None}
        self._headers = {k: v for k, v in self._headers.items() if k in keys}
        self._checked = {k: v for k, v in self._checked.items() if k in keys}
        self._unread = []
        self._pending = []
        for row, key in enumerate(self._keys):
            header = self._headers.get(key) if key is not None else None
            if header is None:
                self._unread.append(row)
            else:
                self.entries[row] = self._with_header(row, header)
        # autosaves first: Continue waits for them
        self._unread.sort(key=lambda row: not self.entries[row].is_autosave)
        deadline = time.perf_counter() + STEP_SECONDS
        while self._unread:
            start = time.perf_counter()
            self._read_next()
            now = time.perf_counter()
            if now + (now - start) >= deadline:
                break
        if not self._unread:
            self._sort()
            self._queue_checks()
        self._fill()
        if self._working:
            self._check_timer.start()

    @property
    def loading(self) -> bool:
        """True while some listed files' headers are not read yet."""
        return bool(self._unread)

    @property
    def checking(self) -> bool:
        """True while some listed saves are not read and checked fully yet (or not even
        listed: :meth:`refresh_after_paint` waits for the first paint)."""
        return self._after_paint or self._working

    @property
    def _working(self) -> bool:
        """True while listed files are still to be read or checked."""
        return bool(self._unread or self._pending)

    def _with_header(self, row: int, header: Header) -> SaveEntry:
        """The entry of ``row`` with its header (or its error), and its check if known."""
        from farmhouse.core import saves

        entry = self.entries[row]
        if isinstance(header, saves.SaveError):
            return _damaged(entry, header)
        entry = entry._replace(info=header)
        key = self._keys[row]
        if key is not None and key in self._checked:
            error = self._checked[key]
            if error is not None:
                return _damaged(entry, error, checked=True)
            return entry._replace(checked=True)
        return entry

    def _read_next(self) -> int:
        """Read the header of the next unread row; returns the row."""
        from farmhouse.core import saves

        row = self._unread.pop(0)
        path = self.entries[row].path
        header: Header
        try:
            header = saves.read_info(path)
        except saves.SaveError as err:
            header = err
        except Exception as err:  # never let one file break the list
            header = saves.SaveError(path, "damaged", repr(err))
        key = self._keys[row]
        if key is not None:
            self._headers[key] = header
        self.entries[row] = self._with_header(row, header)
        return row

    def _sort(self) -> None:
        """Put the entries in their final order, once every header is known (and again once
        every file is checked): the games that open first, newest first, then the damaged
        files (see :func:`_order`)."""
        order = sorted(range(len(self.entries)), key=lambda row: _order(self.entries[row]))
        self.entries = [self.entries[row] for row in order]
        self._keys = [self._keys[row] for row in order]

    def _queue_checks(self) -> None:
        """Check fully, in list order, every readable save not checked yet (a file whose
        header cannot be read is damaged already)."""
        self._pending = [
            row for row, e in enumerate(self.entries) if e.info is not None and not e.checked
        ]

    def _step(self) -> None:
        """One turn's work: read headers, or else check saves, until :data:`STEP_SECONDS`
        are spent; show the results, and go on in the next turn."""
        deadline = time.perf_counter() + STEP_SECONDS
        changed: list[int] = []
        checked = False
        while self._working:
            start = time.perf_counter()
            if self._unread:
                changed.append(self._read_next())
                if not self._unread:  # every header is known: the final order
                    selected = self._selected_entry()
                    self._sort()
                    self._queue_checks()
                    self._show_all(selected)
                    break  # showing the rows again was this turn's last work
            else:
                changed.append(self._check_next())
                checked = True
            now = time.perf_counter()
            if now + (now - start) >= deadline:  # the next file would likely run over
                break
        for row in changed:
            self._show_row(row)
        if checked and not self._working:  # files found damaged only now go after the games
            selected = self._selected_entry()
            self._sort()
            self._show_all(selected)
        self._update_continue()
        self.watch_button.setEnabled(self.watchable(self._selected_entry()))
        if self._working:
            self._check_timer.start()

    def _check_next(self) -> int:
        """Check the next listed save as opening would; returns its row."""
        from farmhouse.core import saves

        row = self._pending.pop(0)
        entry = self.entries[row]
        key = self._keys[row]
        error: saves.SaveError | None = None
        try:
            saves.check_save(entry.path)
        except saves.SaveError as err:
            error = err
        except Exception as err:  # never let one file break the list
            error = saves.SaveError(entry.path, "damaged", repr(err))
        if key is not None:
            self._checked[key] = error
        if error is None:
            self.entries[row] = entry._replace(checked=True)
        else:
            self.entries[row] = _damaged(entry, error, checked=True)
        return row

    def _update_continue(self) -> None:
        autosaves = [e for e in self.entries if e.is_autosave]
        if any(not e.read for e in autosaves):
            self._latest = None  # the newest one may still be unread
        else:
            healthy = [e.info for e in autosaves if e.info is not None and not e.damaged]
            healthy = [i for i in healthy if not i.finished]
            healthy.sort(key=_newest_first)
            self._latest = healthy[0] if healthy else None
        self.continue_button.setEnabled(self._latest is not None)
        if self._latest is not None:
            template = self.tr("Continue: %1")
            text = template.replace("%1", describe_info(self._latest))
            names = seat_names(self._latest.seat_names)
            head = template.split("%1")[0] if template.find("%1") > 0 else ""
            when = _local_time(str(self._latest.saved_at))
            moves = _COUNTS.moves(self._latest.moves)
            self.continue_button.set_full_text(
                text,
                keep=names,  # (cut between names only)
                shortener=functools.partial(shorten_continue, text, head, names, when, moves),
            )
        else:
            self.continue_button.set_full_text(self.tr("Continue"))
        if self._first_focus:
            self._place_first_focus()

    def focus_first(self) -> None:
        """Give the page's first keyboard focus: to Continue where there is a game to
        continue (the page's primary button: Enter resumes), else to the first game's "New
        game…"; Continue takes it as soon as the autosaves read say there is one, unless the
        player moved the focus meanwhile (issue 18: with a game to continue, the focus was on
        Black Sheep's "New game…", and Enter opened a New game dialog)."""
        self._first_focus, self._given_focus = True, None
        self._place_first_focus()

    def _place_first_focus(self) -> None:
        focused = QApplication.focusWidget()
        if self._given_focus is not None and focused is not self._given_focus:
            self._first_focus = False  # (the player's own choice: kept)
            return
        if self.continue_button.isEnabled():
            target: QWidget | None = self.continue_button
            self._first_focus = False  # (the autosaves are read: the focus is where it stays)
        else:
            target = next((c.button for c in self.cards if c.playable), None)
        if target is not None:
            target.setFocus()
            self._given_focus = target

    def _show_entry(self, item: QListWidgetItem, entry: SaveEntry) -> None:
        if not entry.read:  # "“Friday night” · …" in grey until its header is read
            item.setText(entry_line(entry))
            item.setToolTip(str(entry.path))
            item.setForeground(QColor(MUTED))
            return
        item.setData(
            NAMES_ROLE, seat_names(entry.info.seat_names) if entry.info is not None else None
        )
        if not entry.damaged and entry.info is not None:
            item.setText(entry_line(entry))
            item.setToolTip(str(entry.path))
            item.setData(QtCore.Qt.ItemDataRole.ForegroundRole, None)
            return
        name = entry_line(entry) if entry.info is not None else entry.path.name
        too_new = entry.problem == "too_new"
        if too_new:
            # (not damaged: a newer Farmhouse opens it; issue 18, F6: "damaged file" invited
            # the player to delete it)
            #: A line of the saved-games list for a file a newer version of Farmhouse saved
            #: (this one cannot open it; it is not damaged): %1 is the file's name (or its
            #: line: "“Friday” · Black Sheep · …").
            template = self.tr("⚠ %1 — needs a newer version of Farmhouse")
        else:
            template = self.tr("⚠ %1 — damaged file: %2")
        # (worded now, not when the file was read: a language switch words them anew)
        if entry.error is not None:
            from farmhouse.app.save_details import detail_text  # the save module: not at start

            problem, detail = error_text(entry.error), detail_text(entry.error)
        else:
            problem, detail = problem_text(entry.problem or ""), ""
        item.setText(_fill_damaged(template, name, problem))
        # (drawn with the problem shortened first: the file's name always whole, issue 18)
        item.setData(DAMAGED_ROLE, (template, name, problem))
        if too_new:  # (the list's own colour: nothing is wrong with the file)
            item.setData(QtCore.Qt.ItemDataRole.ForegroundRole, None)
        else:
            item.setForeground(QColor("#8e3421"))
        tip = [str(entry.path), problem, *([detail] if detail else [])]
        item.setToolTip("\n".join(tip))

    def _fill(self) -> None:
        self._update_continue()
        self.saved.clear()
        for row, entry in enumerate(self.entries):
            item = QListWidgetItem()
            self._show_entry(item, entry)
            # The row, not the path: Qt strings cannot hold every file name (a name that is not
            # UTF-8 comes back changed), so the entry keeps the path.
            item.setData(QtCore.Qt.ItemDataRole.UserRole, row)
            self.saved.addItem(item)
        self._shown = list(self.entries)
        if not self.entries and self._listed is not None:  # (not before the first listing)
            item = QListWidgetItem(self.tr("No saved games yet. Start a new game above!"))
            item.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
            self.saved.addItem(item)
        self._update_delete()

    def _show_row(self, row: int) -> None:
        """Show the entry of ``row`` on its line, unless the line shows it already."""
        item = self.saved.item(row)
        if (
            item is not None
            and row < len(self._shown)
            and self._shown[row] is not self.entries[row]
        ):
            self._show_entry(item, self.entries[row])
            self._shown[row] = self.entries[row]

    def _show_all(self, selected: SaveEntry | None) -> None:
        """Show the rows again (after :meth:`_sort`: those whose entry moved), ``selected``
        still selected."""
        for row in range(len(self.entries)):
            self._show_row(row)
        if selected is not None:
            rows = [r for r, e in enumerate(self.entries) if e.path == selected.path]
            if rows:
                self.saved.setCurrentRow(rows[0])
        self._update_delete()

    def _selected_entry(self) -> SaveEntry | None:
        """The entry of the row shown selected, or None (a current row that is not selected,
        as Tab leaves it, is not chosen)."""
        chosen = self.saved.selectedItems()
        item = chosen[0] if chosen else None
        row = item.data(QtCore.Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(row, int) and 0 <= row < len(self.entries):
            return self.entries[row]
        return None

    def _update_delete(self, *_: object) -> None:
        entry = self._selected_entry()
        self.delete_button.setEnabled(entry is not None)
        self.watch_button.setEnabled(self.watchable(entry))

    @staticmethod
    def watchable(entry: SaveEntry | None) -> bool:
        """True if ``entry`` is a finished game that is not known to be damaged: the list's
        *Watch* button replays it."""
        return entry is not None and not entry.damaged and bool(entry.info and entry.info.finished)

    def _watch(self) -> None:
        entry = self._selected_entry()
        if self.watchable(entry):
            assert entry is not None
            self.watch_file.emit(entry.path)

    def ask_delete(self) -> None:
        """Ask whether to delete the selected saved game (damaged or not), then do so."""
        from PySide6.QtWidgets import QMessageBox

        entry = self._selected_entry()
        if entry is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete saved game"),
            message_text(delete_question(entry)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if not (entry.is_autosave and entry.info is not None):  # (an autosave: its words)
            box.setInformativeText(message_text(str(entry.path)))
        box.finished.connect(
            lambda result: (
                self.delete(entry.path) if result == QMessageBox.StandardButton.Yes else None
            )
        )
        self.delete_box = box
        box.open()

    def delete(self, path: Path) -> bool:
        """Delete the saved game at ``path`` (forgotten in the recent files too) and refresh."""
        from PySide6.QtWidgets import QMessageBox

        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as err:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Cannot delete"),
                message_text(
                    self.tr("“%1” could not be deleted: %2")
                    .replace("%1", str(path))
                    .replace("%2", err.strerror or str(err))
                ),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
            self.delete_box = box
            box.open()
            return False
        self.settings.remove_recent(path)
        self.refresh()
        return True

    def _continue(self) -> None:
        if self._latest is not None:
            self.open_file.emit(Path(self._latest.path))

    def _activated(self, item: QListWidgetItem) -> None:
        row = item.data(QtCore.Qt.ItemDataRole.UserRole)
        if isinstance(row, int) and 0 <= row < len(self.entries):
            self.open_file.emit(self.entries[row].path)

    def retranslate(self, cards: bool = True) -> None:
        """Set every text in the current language (the cards' too, unless ``cards`` is False:
        a new card has set its own)."""
        self.subtitle.setText(self.tr("Animal board games for friends, family and the computer"))
        self.saved_title.setText(self.tr("Your games"))
        self.saved.setAccessibleName(self.tr("Your games"))
        self.load_button.setText(self.tr("Load…"))
        self.stats_button.setText(self.tr("Statistics"))
        self.delete_button.setText(self.tr("Delete…"))
        self.watch_button.setText(self.tr("Watch"))
        self.watch_button.setToolTip(
            self.tr("Watch the selected finished game again, step by step.")
        )
        self.watch_file_button.setText(self.tr("Watch a game…"))
        self.watch_file_button.setToolTip(self.tr("Choose a saved game and watch it step by step."))
        if cards:
            for card in self.cards:
                card.retranslate()
        self._fill()

    def set_stats_note(self, text: str) -> None:
        """Show ``text`` under the buttons (how far the import of past games into the
        statistics is), or nothing when it is empty."""
        self.stats_note.setText(text)
        self.stats_note.setVisible(bool(text))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        """Checking saves waits while a game is played (the page is hidden)."""
        self._check_timer.stop()
        super().hideEvent(event)


class SavedLineDelegate(QStyledItemDelegate):
    """Draws a line of the saved-games list within the list's width (issue F13: long players'
    names ran past the right edge, the date, the number of moves and "finished" reachable only
    by scrolling sideways). A line too long for the list is shortened by
    :func:`~farmhouse.app.labels.shorten_parts`: the players' names give way first, whole
    names only ("Ann, Bob, …"), then the file's name and the game's title; the parts after
    the names (date, moves, "finished") always show. The item keeps the whole line (its
    text: what a screen reader reads)."""

    def sizeHint(  # noqa: N802 (Qt override)
        self, option: QStyleOptionViewItem, index: QtCore.QModelIndex | QtCore.QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        if isinstance(view, QListView):  # (never wider than the list: no sideways scrolling)
            room = view.viewport().width() - 2 * view.spacing()
            hint.setWidth(min(hint.width(), max(room, 1)))
        return hint

    def line_option(
        self, option: QStyleOptionViewItem, index: QtCore.QModelIndex | QtCore.QPersistentModelIndex
    ) -> QStyleOptionViewItem:
        """The option :meth:`paint` draws line ``index`` with: within the list's width, its
        text shortened to fit (:func:`shorten_line`) if the whole line does not."""
        from PySide6.QtWidgets import QStyle  # (its types: only once the list is drawn)

        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        view = self.parent()
        widget = view if isinstance(view, QWidget) else None
        style = widget.style() if widget is not None else QApplication.style()
        if isinstance(view, QListView):
            right = view.viewport().width() - 1 - view.spacing()
            opt.rect.setRight(min(opt.rect.right(), right))
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget).width()
        # less the margins the style draws the text within (the style sheet's rect has them
        # not), and 2 px for the glyphs' side bearings
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        room -= 2 * margin + 2
        metrics = opt.fontMetrics
        if metrics.horizontalAdvance(opt.text) > room:
            names = index.data(NAMES_ROLE) or []
            damaged = index.data(DAMAGED_ROLE)
            if damaged:
                template, name, problem = damaged
                opt.text = shorten_damaged(template, name, problem, names, metrics, room)
            else:
                opt.text = shorten_line(opt.text, names, metrics, room)
        return opt

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QtCore.QModelIndex | QtCore.QPersistentModelIndex,
    ) -> None:
        from PySide6.QtWidgets import QStyle

        opt = self.line_option(option, index)
        view = self.parent()
        widget = view if isinstance(view, QWidget) else None
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)


def shorten_line(line: str, names: list[str], metrics: QFontMetrics, room: int) -> str:
    """A saved-games list ``line`` cut to ``room`` px in ``metrics``: the part that lists the
    players' ``names`` gives way first (whole names only), then the parts before it (the
    file's name, the game's title); the date, moves and "finished" after it stay whole
    (:class:`SavedLineDelegate`)."""
    parts = line.split(ElidedButton.SEPARATOR)
    listed = name_list(names) if names else None
    at = next((i for i, part in enumerate(parts) if listed and part == listed), None)
    order = [at, *range(at)] if at is not None else [0]
    return shorten_parts(
        line, metrics, room, names, order, last_resort=QtCore.Qt.TextElideMode.ElideLeft
    )


def short_date(when: str, year: int | None = None) -> str:
    """A saved game's date as the list shows it ("2026-12-07 17:50") in a shorter form for
    Continue when its room is short: without the year for a save of this year (``year``,
    else the current one): "12-07 17:50"; else its day, "2025-12-07". Anything else as it
    is."""
    found = re.fullmatch(r"(\d{4})-(\d{2}-\d{2}) (\d{2}:\d{2})", when)
    if found is None:
        return when
    if int(found.group(1)) == (time.localtime().tm_year if year is None else year):
        return f"{found.group(2)} {found.group(3)}"
    return f"{found.group(1)}-{found.group(2)}"


def shorten_continue(
    full: str,
    head: str,
    names: list[str],
    when: str,
    moves: str,
    metrics: QFontMetrics,
    room: int,
) -> str:
    """Continue's ``full`` text ("Continue: game · players · date · moves") cut to ``room`` px
    in ``metrics``, never inside a word. The game's title stays whole while anything else can
    give way; the date (whole, else without its year: "12-07 17:50", or for a save of another
    year its day: "2025-12-07") and the number of moves stay beside it while the players give
    way, as many shown as fit, from the first, whole names only ("Ann, …", else "…"); then the
    moves and the date go; only then the title gives way, at its spaces ("Continue: Bye-Bye
    Black…"), down to ``head`` and "…" ("Continue: …"). Parts left out side by side show one
    "…"; Qt's elision at the end of the shortest of these if even that does not fit. (Issue
    21: "Continue: Bye-Bye Black Shee… · 2026-12-07 11:37 · 15 moves" cut the game's name
    inside a word and left out the players while the date stayed whole; issue 18: 「… ·
    2026-12-06 23:… · 6手」 cut the time inside; session 23: at 1280 × 720 the players stayed
    and the date went, 「… · プレイヤー1、プレイヤー2、… · … · 18手」, "… · Player 2, … · …".)"""
    sep = ElidedButton.SEPARATOR
    whole = full.split(sep)

    def at(text: str) -> int | None:
        return next((i for i, part in enumerate(whole) if i and part == text), None)

    named, dated, counted = at(name_list(names)) if names else None, at(when), at(moves)

    def line(parts: list[str | None]) -> str:
        out: list[str] = []
        for part in parts:
            if part is not None:
                out.append(part)
            elif not out or out[-1] != "…":
                out.append("…")
        return sep.join(out)

    listed: list[str | None] = [name_list(names)] if named is not None else [None]
    if named is not None:
        listed += [name_list([*names[:k], "…"]) for k in range(len(names) - 1, 0, -1)] + [None]
    dates: list[str | None] = [when]
    short = short_date(when)
    if short != when:
        dates.append(short)
    # the players give way before the date and the moves; then the moves, then the date
    ways: list[tuple[str | None, str | None, str | None]]
    ways = [(names_part, date, moves) for names_part in listed for date in dates]
    ways += [(None, dates[-1], None), (None, None, moves), (None, None, None)]

    def candidates() -> Iterator[str]:
        parts: list[str | None] = list(whole)
        for names_part, date, count in ways:
            for i, part in ((named, names_part), (dated, date), (counted, count)):
                if i is not None:
                    parts[i] = part
            yield line(parts)
        first = whole[0]
        rest = first[len(head) :] if head and first.startswith(head) else first
        start = first[: len(first) - len(rest)]
        spaces = [i for i, char in enumerate(rest) if char == " " and i]
        for i in reversed(spaces):  # (the rest all left out: the title's "…" says so)
            yield start + rest[:i].rstrip(" ,:;、，：") + "…"
        if start:
            yield start + "…"

    shortest = full
    for shortest in candidates():
        if metrics.horizontalAdvance(shortest) <= room:
            return shortest
    return metrics.elidedText(shortest, QtCore.Qt.TextElideMode.ElideRight, room)


def _fill_damaged(template: str, name: str, problem: str) -> str:
    """A damaged file's line: ``template`` ("⚠ %1 — damaged file: %2") with ``name`` and
    ``problem`` (in one pass: a file called "%2" stays "%2")."""
    parts = [name, problem]
    return re.sub(r"%([1-2])", lambda m: parts[int(m.group(1)) - 1], template)


def _inside_word(text: str, at: int) -> bool:
    """True if cutting ``text`` at ``at`` splits a Latin word (Chinese and Japanese text may
    be cut between any two characters)."""

    def latin(char: str) -> bool:
        return char.isalnum() and ord(char) < 0x2E80

    return 0 < at < len(text) and latin(text[at - 1]) and latin(text[at])


def shorten_damaged(
    template: str, name: str, problem: str, names: list[str], metrics: QFontMetrics, room: int
) -> str:
    """A damaged file's line (``template`` with ``name``, what the list says of the file, and
    ``problem``) cut to ``room`` px in ``metrics``: the problem gives way first, never inside
    a word ("… — damaged file: the moves do not lead…"; it is whole in the line's tooltip),
    then the parts of ``name`` after the file's own name (the players' ``names`` first, whole
    names only, then the game's title, the date and moves); the file's name, the first part,
    always shows (issue 18: "… · Bl… · 2026-12-07 11:05 · … — damaged file: the moves do not
    lead to the saved position (the file was changed or damaged)" left out which file)."""
    for n in range(len(problem), -1, -1):
        if _inside_word(problem, n):
            continue
        short = problem if n == len(problem) else problem[:n].rstrip(" ,.;:、，。（(") + "…"
        if short == "…" and n:
            continue
        line = _fill_damaged(template, name, short)
        if metrics.horizontalAdvance(line) <= room:
            return line
    rest = metrics.horizontalAdvance(_fill_damaged(template, "", "…"))
    parts = name.split(ElidedButton.SEPARATOR)
    listed = name_list(names) if names else None
    at = next((i for i, part in enumerate(parts) if listed and part == listed), None)
    order = [i for i in range(1, len(parts)) if i != at]
    if at is not None:
        order = [at, *order]
    short_name = shorten_parts(
        name, metrics, room - rest, names, order, last_resort=QtCore.Qt.TextElideMode.ElideRight
    )
    return _fill_damaged(template, short_name, "…")


class SavedGameCounts(QObject):
    """Translation context for counted phrases on the start page (lupdate needs ``self.tr``
    to see them as plural messages)."""

    def moves(self, n: int) -> str:
        """ "12 moves" in the current language."""
        return self.tr("%n move(s)", "", n)


_COUNTS = SavedGameCounts()


@functools.lru_cache(maxsize=1024)
def _local_time(saved_at: str) -> str:
    """``saved_at`` in local time, as the list shows it (kept: the list shows it often)."""
    from farmhouse.core import saves

    try:
        return saves.check_date(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail the list
        return saved_at[:32]


def describe_info(info: saves.SaveInfo, game: bool = True) -> str:
    """One translated line: game · players · date · moves (and "finished"); without the game
    where ``game`` is False (the line of a file whose name says it: :func:`entry_line`)."""

    when = _local_time(str(info.saved_at))
    parts = [
        name_list(seat_names(info.seat_names)),
        when,
        _COUNTS.moves(info.moves),
    ]
    if not game:
        if info.finished:
            #: A finished saved game in the list whose file name names its game already
            #: ("Black Sheep 2"): players · date · moves · finished.
            template = QCoreApplication.translate("StartPage", "%1 · %2 · %3 · finished")
        else:
            #: A saved game in the list whose file name names its game already ("Black
            #: Sheep 2"): players · date · moves.
            template = QCoreApplication.translate("StartPage", "%1 · %2 · %3")
    else:
        parts.insert(0, game_title(info.game_id))
        if info.finished:
            #: A finished saved game in the list: game · players · date · moves · finished.
            template = QCoreApplication.translate("StartPage", "%1 · %2 · %3 · %4 · finished")
        else:
            #: A saved game in the list: game · players · date · moves.
            template = QCoreApplication.translate("StartPage", "%1 · %2 · %3 · %4")
    # one pass, so that a player called "%3" stays "%3"
    return re.sub(r"%([1-4])", lambda m: parts[int(m.group(1)) - 1], template)


def _comparable(text: str) -> str:
    """``text`` as :func:`names_its_game` compares it: NFKC, case folded, without spaces."""
    return "".join(unicodedata.normalize("NFKC", text).casefold().split())


def names_its_game(name: str, game_id: str) -> bool:
    """Whether a saved file's ``name`` says its game ``game_id`` in the language shown: the
    game's title is in it ("Black Sheep 2", the name Save as… proposes; 「ブラックシープ 2」),
    and no longer title of another game that holds it ("Bye-Bye Black Sheep" names that
    game, not Black Sheep)."""
    said = _comparable(name)
    titles = {gid: _comparable(game_title(gid)) for gid in {*registry.game_ids(), game_id}}
    found = [(len(title), gid) for gid, title in titles.items() if title and title in said]
    return bool(found) and max(found)[1] == game_id


def entry_line(entry: SaveEntry) -> str:
    """The list line of a save: where it comes from (an autosave, or the file's own name), then
    :func:`describe_info`, so that an autosave and a saved copy of one game look different
    ("…" instead while its header is not read). A file whose name says its game already
    ("Black Sheep 2", as Save as… proposes) does not say it twice (:func:`names_its_game`)."""
    if entry.info is None:
        line = "…"
    elif entry.is_autosave:
        line = describe_info(entry.info)
    else:
        line = describe_info(
            entry.info, game=not names_its_game(entry.path.stem, entry.info.game_id)
        )
    if entry.is_autosave:
        #: A line of the saved-games list for an autosave: %1 is game · players · date · moves.
        return QCoreApplication.translate("StartPage", "Autosave · %1").replace("%1", line)
    #: A line of the saved-games list for a file saved by hand: %1 its file name, %2 game ·
    #: players · date · moves (players · date · moves where its name says the game).
    template = QCoreApplication.translate("StartPage", "“%1” · %2")
    parts = [entry.path.stem, line]
    return re.sub(r"%([1-2])", lambda m: parts[int(m.group(1)) - 1], template)


def delete_question(entry: SaveEntry) -> str:
    """The question before deleting ``entry``, in the words of its line: an autosave by its
    game, players and date (its file's name is a number the player never saw: issue 18,
    tester 23's F4), a file saved by hand by its name."""
    if entry.is_autosave and entry.info is not None:
        parts = [
            game_title(entry.info.game_id),
            name_list(seat_names(entry.info.seat_names)),
            _local_time(str(entry.info.saved_at)),
        ]
        #: Asked before an autosave is deleted: %1 is the game, %2 its players' names, %3 the
        #: date and time it was saved (as the saved-games list shows them).
        template = QCoreApplication.translate(
            "StartPage", "Delete the autosave of %1 (%2, %3)? It cannot be brought back."
        )
        # one pass, so that a player called "%3" stays "%3"
        return re.sub(r"%([1-3])", lambda m: parts[int(m.group(1)) - 1], template)
    return QCoreApplication.translate(
        "StartPage", "Delete “%1”? It cannot be brought back."
    ).replace("%1", entry.path.name)


def _newest_first(info: saves.SaveInfo) -> float:
    from farmhouse.core import saves

    try:
        return -saves.check_date(str(info.saved_at)).timestamp()
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail the list
        return float("inf")


def _order(entry: SaveEntry) -> tuple[int, int, float, str]:
    """The final place of ``entry``: the games that open first, newest first (when they were
    saved), saved and autosaved games and recent files all together, as the README says:
    the newest unfinished autosave, which *Continue* opens, is above every older line (issue
    18, F7: recent files came first, and a game saved by hand an hour ago stood above the
    autosave *Continue* opened); then the damaged files, recent ones first, then each
    folder's by name."""
    if entry.damaged or entry.info is None:
        return 1, entry.source, 0.0, "" if entry.source == RECENT else entry.path.name
    return 0, 0, _newest_first(entry.info), entry.path.name


def _file_key(path: Path, info: os.stat_result) -> FileKey:
    return (
        Path(path).absolute(),
        info.st_dev,
        info.st_ino,
        info.st_mtime_ns,
        info.st_ctime_ns,
        info.st_size,
    )


def _folder_files(folder: Path) -> list[tuple[Path, os.stat_result | None]]:
    """The ``*.farmhouse`` files in ``folder`` (not the folders), by name, each with its
    ``os.stat`` (None if it has none: a dangling link …). A missing folder has none."""
    from farmhouse.core import saves

    found: list[tuple[Path, os.stat_result | None]] = []
    try:
        with os.scandir(folder) as listing:
            for item in listing:
                if not os.path.normcase(item.name).endswith(saves.SUFFIX):
                    continue
                try:
                    info: os.stat_result | None = item.stat()
                except (OSError, ValueError):
                    info = None
                try:
                    if item.is_dir():
                        continue
                except OSError:
                    pass
                found.append((folder / item.name, info))
    except (OSError, ValueError):
        return []
    found.sort(key=lambda file: os.path.normcase(file[0].name))
    return found


def list_files(recent: list[Path]) -> list[tuple[SaveEntry, FileKey | None]]:
    """The lines of the list before any header is read (names and ``os.stat`` only, cheap):
    recent files first, then the saves folder and the autosaves, each by modification time,
    newest first (until the headers give the final order), no file twice; each with its
    :data:`FileKey` (None if the file has no ``os.stat``)."""
    from farmhouse.core import saves

    listed: list[tuple[SaveEntry, FileKey | None]] = []
    seen: set[object] = set()
    autosave_dir = saves.autosave_dir()
    try:
        autosaves_resolved = autosave_dir.resolve()
    except (OSError, RuntimeError):
        autosaves_resolved = autosave_dir.absolute()

    def add(path: Path, info: os.stat_result | None, source: int, autosave: bool) -> None:
        # one file is listed once, under the first of its names (a link, a recent file …)
        if info is not None and info.st_ino:
            same: object = (info.st_dev, info.st_ino)
        else:
            same = Path(path).absolute()
        if same in seen:
            return
        seen.add(same)
        entry = SaveEntry(
            path,
            is_autosave=autosave,
            source=source,
            mtime=info.st_mtime if info is not None else 0.0,
        )
        listed.append((entry, _file_key(path, info) if info is not None else None))

    for path in recent:
        if os.path.lexists(path) and not path.is_dir():
            try:
                info: os.stat_result | None = os.stat(path)
            except (OSError, ValueError):
                info = None
            add(path, info, RECENT, is_autosave_path(path, autosaves_resolved))
    for source, folder in ((SAVES_FOLDER, saves.saves_dir()), (AUTOSAVES, autosave_dir)):
        files = _folder_files(folder)
        files.sort(key=lambda file: -(file[1].st_mtime if file[1] is not None else 0.0))
        for path, info in files:
            add(path, info, source, source == AUTOSAVES)
    return listed


def problem_text(problem: str) -> str:
    """A translated explanation of a :class:`saves.SaveError` problem key."""
    if problem == "not_json":
        return QCoreApplication.translate("SaveProblems", "the file is not a saved game (not JSON)")
    if problem == "damaged":
        return QCoreApplication.translate("SaveProblems", "the saved game is damaged or incomplete")
    if problem == "too_large":
        return QCoreApplication.translate(
            "SaveProblems", "the file is too large to be a saved game"
        )
    if problem == "bad_field":
        return QCoreApplication.translate(
            "SaveProblems",
            "the saved game holds a value that is not allowed (the file was changed or damaged)",
        )
    if problem == "long_name":
        return QCoreApplication.translate("SaveProblems", "a player's name is too long")
    if problem == "bad_option":
        return QCoreApplication.translate(
            "SaveProblems",
            "a rule option in the file has a value that is not allowed (the file was changed "
            "or damaged)",
        )
    if problem == "unknown_level":
        return QCoreApplication.translate(
            "SaveProblems",
            "a computer player in the file has a level this version of Farmhouse does not know",
        )
    if problem == "wrong_format":
        return QCoreApplication.translate("SaveProblems", "the file is not a Farmhouse saved game")
    if problem == "digest_mismatch":
        return QCoreApplication.translate(
            "SaveProblems",
            "the moves do not lead to the saved position (the file was changed or damaged)",
        )
    if problem == "unknown_game":
        return QCoreApplication.translate("SaveProblems", "the game in this file is not available")
    if problem == "bad_action":
        return QCoreApplication.translate(
            "SaveProblems", "the file contains a move that is not allowed"
        )
    if problem == "foreign_moves":
        return QCoreApplication.translate(
            "SaveProblems", "the moves in this file belong to another game"
        )
    if problem == "too_new":
        return QCoreApplication.translate(
            "SaveProblems", "the file was saved by a newer version of Farmhouse"
        )
    if problem == "unreadable":
        return QCoreApplication.translate("SaveProblems", "the file cannot be read")
    return QCoreApplication.translate("SaveProblems", "unknown problem (%1)").replace("%1", problem)


def error_text(err: saves.SaveError) -> str:
    """The translated reason of ``err``: :func:`problem_text`, naming the rule option in the
    game's own words when a real option of the game holds a bad value, and the game the file
    claims to be when its moves belong to another one."""
    if err.problem == "foreign_moves" and err.game:
        about = game_about(err.game)
        if about is not None:
            #: A save whose moves are another game's (e.g. its game was changed by hand); %1
            #: is the title of the game the file claims to be.
            template = QCoreApplication.translate(
                "SaveProblems", "this file is not a saved %1 game: its moves belong to another game"
            )
            return template.replace("%1", about.title())
    if err.problem == "bad_option" and err.game and err.option:
        from farmhouse.app.game_ui import game_ui_or_none  # the option's label: the game's texts

        ui = game_ui_or_none(err.game)
        if ui is not None:
            try:
                label = ui.option_label(err.option)
            except Exception:  # a game's texts must never break the message
                label = ""
            if label and label != err.option:
                return QCoreApplication.translate(
                    "SaveProblems", "the rule option “%1” has a value that is not allowed"
                ).replace("%1", label)
    return problem_text(err.problem)
