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
"""

from __future__ import annotations

import functools
import os
import re
import time
from pathlib import Path

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeySequence, QPainter, QPixmap, QShortcut, QShowEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.game_ui import (
    game_title,
    game_ui_or_none,
    is_playable,
    name_list,
    players_text,
    seat_names,
)
from farmhouse.app.linebreak import keep_words
from farmhouse.app.save_details import detail_text
from farmhouse.app.settings import Settings
from farmhouse.app.style import MUTED, STRAW
from farmhouse.core import registry, saves

#: Longest a turn of the event loop works on the list (s): reading headers and checking saves
#: stop before a file that would likely not end in time (as long as the last one took); a
#: single file is never split, so a turn does at least one.
STEP_SECONDS = 0.015

COVER_SIZE = QSize(220, 150)
CARD_WIDTH = 252
CARD_MARGIN = 16


#: Where a line of the list comes from, in the order of the list.
RECENT, SAVES_FOLDER, AUTOSAVES = 0, 1, 2

#: What the page keeps of a file: its header, or why it cannot be read.
Header = saves.SaveInfo | saves.SaveError
#: A file as it was when read: (absolute path, device, inode, mtime, ctime (ns), size).
FileKey = tuple[Path, int, int, int, int, int]


@attrs.frozen
class SaveEntry:
    """One line of the saved-games list: a readable save (``info``) or a damaged file (its
    ``problem`` key, the translated ``detail`` and ``reason`` of the
    :class:`saves.SaveError`; ``info`` too when its header could be read), or, while its
    header is not read yet, neither (``read`` is False). ``checked``: the file passed
    :func:`saves.check_save` (not only its header). ``is_autosave``: the file is in the
    autosave folder; ``source``: :data:`RECENT`, :data:`SAVES_FOLDER` or :data:`AUTOSAVES`;
    ``mtime``: its modification time (the order of the list until the headers are read)."""

    path: Path
    info: saves.SaveInfo | None = None
    problem: str | None = None
    detail: str = ""
    reason: str = ""
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
    try:
        folder = autosave_dir if autosave_dir is not None else saves.autosave_dir().resolve()
        return Path(path).resolve().parent == folder
    except (OSError, RuntimeError):
        return False


def _damaged(entry: SaveEntry, err: saves.SaveError, checked: bool = False) -> SaveEntry:
    """``entry`` (where it comes from, its header if read) as a file opening would refuse."""
    return attrs.evolve(
        entry, problem=err.problem, detail=detail_text(err), reason=error_text(err), checked=checked
    )


def cover_pixmap(game_id: str, size: QSize, ratio: float) -> QPixmap:
    """The game's cover rendered at ``size`` × device pixel ``ratio``; a plain straw tile with
    the game's initial if there is no picture yet."""
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ui = game_ui_or_none(game_id)
    path = ui.cover if ui is not None else None
    renderer = QSvgRenderer(str(path)) if path is not None and path.is_file() else None
    if renderer is not None and renderer.isValid():
        view = renderer.defaultSize().scaled(size, Qt.AspectRatioMode.KeepAspectRatio)
        x = (size.width() - view.width()) / 2
        y = (size.height() - view.height()) / 2
        renderer.render(painter, QRectF(x, y, view.width(), view.height()))
    else:
        painter.setBrush(QColor(STRAW))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(0, 0, size.width(), size.height(), 12, 12)
        font = painter.font()
        font.setPointSize(40)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(MUTED))
        painter.drawText(
            QRectF(0, 0, size.width(), size.height()),
            Qt.AlignmentFlag.AlignCenter,
            game_title(game_id)[:1],
        )
    painter.end()
    return pixmap


class _WrappedLabel(QLabel):
    """A word-wrapped label of a game card (whose width is fixed) that tells
    the layout its real height as a plain size, not as a height for its width: a layout never
    shrinks an item below its height for width, and short of room it squeezes every item of
    the card a little instead, each card by what its texts need, so that the cards' titles no
    longer lined up (and overlapped the cover in a low window).

    A title (``shrinks`` False) always gets its whole height, which the window's minimum size
    then counts; the description (``shrinks`` True) asks for its whole height but makes do
    with one line, cut off below, so that what is above it stays where it is on every card.
    """

    def __init__(self, shrinks: bool) -> None:
        super().__init__()
        self.shrinks = shrinks
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
        if not self.shrinks:
            return self.sizeHint()
        return QSize(super().minimumSizeHint().width(), self.fontMetrics().height())


class GameCard(QFrame):
    """A game on the start page: picture, title, players, description, New game / Coming soon."""

    new_game = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.playable = is_playable(game_id)
        self.setObjectName("card")
        self.setProperty("playable", "true" if self.playable else "false")
        self.setFixedWidth(CARD_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(CARD_MARGIN, CARD_MARGIN, CARD_MARGIN, CARD_MARGIN)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFixedHeight(COVER_SIZE.height())
        self.title = _WrappedLabel(shrinks=False)
        self.title.setObjectName("cardTitle")
        self.players = QLabel()
        self.players.setObjectName("muted")
        self.blurb = _WrappedLabel(shrinks=True)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.picture)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.blurb, 1)
        if self.playable:
            self.button = QPushButton()
            self.button.setObjectName("primary")
            self.button.clicked.connect(lambda: self.new_game.emit(self.game_id))
            layout.addWidget(self.button)
        else:
            self.badge = QLabel()
            self.badge.setObjectName("badge")
            self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignLeft)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        pixmap = cover_pixmap(self.game_id, COVER_SIZE, self.devicePixelRatioF())
        if not self.playable:
            faded = QPixmap(pixmap.size())
            faded.setDevicePixelRatio(pixmap.devicePixelRatio())
            faded.fill(QColor(0, 0, 0, 0))
            p = QPainter(faded)
            p.setOpacity(0.45)
            p.drawPixmap(0, 0, pixmap)
            p.end()
            pixmap = faded
        self.picture.setPixmap(pixmap)
        super().showEvent(event)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        ui = game_ui_or_none(self.game_id)
        # a title wraps only between its words (a Japanese title is one word: never 「…シー／プ」)
        self.title.setText(keep_words(game_title(self.game_id)))
        self.players.setText(players_text(self.game_id) if ui is not None else "")
        self.blurb.setText(keep_words(ui.blurb()) if ui is not None else "")
        if self.playable:
            self.button.setText(self.tr("New game…"))
        else:
            self.badge.setText(self.tr("Coming soon"))


class StartPage(QWidget):
    """Signals: ``new_game(str)`` game id, ``open_file(object)`` a Path to open,
    ``load_requested()`` (the Load… button)."""

    new_game = Signal(str)
    open_file = Signal(object)
    load_requested = Signal()

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
        self.delete_box: QMessageBox | None = None
        centre = QHBoxLayout(self)
        content = QWidget()
        content.setMaximumWidth(1120)
        centre.addStretch(1)
        centre.addWidget(content, 100)
        centre.addStretch(1)
        outer = QVBoxLayout(content)
        outer.setContentsMargins(28, 20, 28, 20)
        self.title = QLabel("Farmhouse")
        self.title.setObjectName("title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addSpacing(12)

        cards = QHBoxLayout()
        cards.setSpacing(16)
        self.cards = [GameCard(gid) for gid in registry.game_ids()]
        cards.addStretch(1)
        for card in self.cards:
            card.new_game.connect(self.new_game)
            cards.addWidget(card)
        cards.addStretch(1)
        outer.addLayout(cards)
        outer.addSpacing(16)

        self.saved_title = QLabel()
        self.saved_title.setObjectName("sectionTitle")
        outer.addWidget(self.saved_title)
        row = QHBoxLayout()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(self._continue)
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.load_requested)
        self.delete_button = QPushButton()
        self.delete_button.setEnabled(False)
        self.delete_button.clicked.connect(self.ask_delete)
        row.addWidget(self.continue_button)
        row.addWidget(self.load_button)
        row.addStretch(1)
        row.addWidget(self.delete_button)
        outer.addLayout(row)
        self.saved = QListWidget()
        self.saved.setMinimumHeight(120)
        # the list takes the height the game cards leave (a list's own wish, some 190 px,
        # would squeeze the cards instead, each by what its texts allow, so that their titles
        # no longer lined up)
        self.saved.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.saved.setSpacing(4)
        self.saved.itemActivated.connect(self._activated)
        self.saved.currentRowChanged.connect(self._update_delete)
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.saved)
        delete_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete_key.activated.connect(self.ask_delete)
        outer.addWidget(self.saved, 1)
        self.retranslate()

    def refresh(self) -> None:
        """List the autosaves and recent files at once, read their headers until the step's
        time is spent, and the rest, then the full checks, in later turns of the event loop."""
        listed = list_files(self.settings.recent_files)
        if listed == self._listed:  # nothing changed: the list stays as it is (or goes on)
            if self.checking:
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
        if self.checking:
            self._check_timer.start()

    @property
    def loading(self) -> bool:
        """True while some listed files' headers are not read yet."""
        return bool(self._unread)

    @property
    def checking(self) -> bool:
        """True while some listed saves are not read and checked fully yet."""
        return bool(self._unread or self._pending)

    def _with_header(self, row: int, header: Header) -> SaveEntry:
        """The entry of ``row`` with its header (or its error), and its check if known."""
        entry = self.entries[row]
        if isinstance(header, saves.SaveError):
            return _damaged(entry, header)
        entry = attrs.evolve(entry, info=header)
        key = self._keys[row]
        if key is not None and key in self._checked:
            error = self._checked[key]
            if error is not None:
                return _damaged(entry, error, checked=True)
            return attrs.evolve(entry, checked=True)
        return entry

    def _read_next(self) -> int:
        """Read the header of the next unread row; returns the row."""
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
        """Put the entries in their final order, once every header is known: recent files as
        they are, then each folder's readable saves newest first, then its damaged files."""
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
        while self.checking:
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
            now = time.perf_counter()
            if now + (now - start) >= deadline:  # the next file would likely run over
                break
        for row in changed:
            self._show_row(row)
        self._update_continue()
        if self.checking:
            self._check_timer.start()

    def _check_next(self) -> int:
        """Check the next listed save as opening would; returns its row."""
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
            self.entries[row] = attrs.evolve(entry, checked=True)
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
            self.continue_button.setText(
                self.tr("Continue: %1").replace("%1", describe_info(self._latest))
            )
        else:
            self.continue_button.setText(self.tr("Continue"))

    def _show_entry(self, item: QListWidgetItem, entry: SaveEntry) -> None:
        if not entry.read:  # "“Friday night” · …" in grey until its header is read
            item.setText(entry_line(entry))
            item.setToolTip(str(entry.path))
            item.setForeground(QColor(MUTED))
            return
        if not entry.damaged and entry.info is not None:
            item.setText(entry_line(entry))
            item.setToolTip(str(entry.path))
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            return
        name = entry_line(entry) if entry.info is not None else entry.path.name
        item.setText(
            self.tr("⚠ %1 — damaged file: %2")
            .replace("%1", name)
            .replace("%2", entry.reason or problem_text(entry.problem or ""))
        )
        item.setForeground(QColor("#8e3421"))
        item.setToolTip(f"{entry.path}\n{entry.detail}" if entry.detail else str(entry.path))

    def _fill(self) -> None:
        self._update_continue()
        self.saved.clear()
        for row, entry in enumerate(self.entries):
            item = QListWidgetItem()
            self._show_entry(item, entry)
            # The row, not the path: Qt strings cannot hold every file name (a name that is not
            # UTF-8 comes back changed), so the entry keeps the path.
            item.setData(Qt.ItemDataRole.UserRole, row)
            self.saved.addItem(item)
        self._shown = list(self.entries)
        if not self.entries:
            item = QListWidgetItem(self.tr("No saved games yet. Start a new game above!"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
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
        item = self.saved.currentItem()
        row = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(row, int) and 0 <= row < len(self.entries):
            return self.entries[row]
        return None

    def _update_delete(self, *_: object) -> None:
        self.delete_button.setEnabled(self._selected_entry() is not None)

    def ask_delete(self) -> None:
        """Ask whether to delete the selected saved game (damaged or not), then do so."""
        entry = self._selected_entry()
        if entry is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete saved game"),
            self.tr("Delete “%1”? It cannot be brought back.").replace("%1", entry.path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setInformativeText(str(entry.path))
        box.finished.connect(
            lambda result: (
                self.delete(entry.path) if result == QMessageBox.StandardButton.Yes else None
            )
        )
        self.delete_box = box
        box.open()

    def delete(self, path: Path) -> bool:
        """Delete the saved game at ``path`` (forgotten in the recent files too) and refresh."""
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as err:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Cannot delete"),
                self.tr("“%1” could not be deleted: %2")
                .replace("%1", str(path))
                .replace("%2", err.strerror or str(err)),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setTextFormat(Qt.TextFormat.PlainText)
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
        row = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(row, int) and 0 <= row < len(self.entries):
            self.open_file.emit(self.entries[row].path)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.subtitle.setText(self.tr("Animal board games for friends, family and the computer"))
        self.saved_title.setText(self.tr("Your games"))
        self.load_button.setText(self.tr("Load…"))
        self.delete_button.setText(self.tr("Delete…"))
        for card in self.cards:
            card.retranslate()
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        """Checking saves waits while a game is played (the page is hidden)."""
        self._check_timer.stop()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """... and goes on when the page is shown again."""
        super().showEvent(event)
        if self.checking:
            self._check_timer.start()


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
    try:
        return saves.check_date(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail the list
        return saved_at[:32]


def describe_info(info: saves.SaveInfo) -> str:
    """One translated line: game · players · date · moves (and "finished")."""

    when = _local_time(str(info.saved_at))
    parts = [
        game_title(info.game_id),
        name_list(seat_names(info.seat_names)),
        when,
        _COUNTS.moves(info.moves),
    ]
    if info.finished:
        #: A finished saved game in the list: game · players · date · moves · finished.
        template = QCoreApplication.translate("StartPage", "%1 · %2 · %3 · %4 · finished")
    else:
        #: A saved game in the list: game · players · date · moves.
        template = QCoreApplication.translate("StartPage", "%1 · %2 · %3 · %4")
    # one pass, so that a player called "%3" stays "%3"
    return re.sub(r"%([1-4])", lambda m: parts[int(m.group(1)) - 1], template)


def entry_line(entry: SaveEntry) -> str:
    """The list line of a save: where it comes from (an autosave, or the file's own name), then
    :func:`describe_info`, so that an autosave and a saved copy of one game look different
    ("…" instead while its header is not read)."""
    line = describe_info(entry.info) if entry.info is not None else "…"
    if entry.is_autosave:
        #: A line of the saved-games list for an autosave: %1 is game · players · date · moves.
        return QCoreApplication.translate("StartPage", "Autosave · %1").replace("%1", line)
    #: A line of the saved-games list for a file saved by hand: %1 its file name, %2 game ·
    #: players · date · moves.
    template = QCoreApplication.translate("StartPage", "“%1” · %2")
    parts = [entry.path.stem, line]
    return re.sub(r"%([1-2])", lambda m: parts[int(m.group(1)) - 1], template)


def _newest_first(info: saves.SaveInfo) -> float:
    try:
        return -saves.check_date(str(info.saved_at)).timestamp()
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail the list
        return float("inf")


def _order(entry: SaveEntry) -> tuple[int, int, float, str]:
    """The final place of ``entry``: recent files as listed (the sort is stable), then each
    folder's readable saves newest first, then its damaged files, each by name."""
    if entry.source == RECENT:
        return RECENT, 0, 0.0, ""
    if entry.info is None:
        return entry.source, 1, 0.0, entry.path.name
    return entry.source, 0, _newest_first(entry.info), entry.path.name


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
        ui = game_ui_or_none(err.game)
        if ui is not None:
            #: A save whose moves are another game's (e.g. its game was changed by hand); %1
            #: is the title of the game the file claims to be.
            template = QCoreApplication.translate(
                "SaveProblems", "this file is not a saved %1 game: its moves belong to another game"
            )
            return template.replace("%1", ui.title())
    if err.problem == "bad_option" and err.game and err.option:
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
