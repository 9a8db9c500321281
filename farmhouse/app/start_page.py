"""The start page: a card per game, Continue (latest autosave), Load… and the saved games.

The list shows every save at once from its header (cheap), then checks each one as opening
would (:func:`saves.check_save`: the replay and the digest), one file per turn of the event
loop so that the page never freezes; a file that would be refused is then shown as damaged,
with the reason, and can still be deleted. Results are kept per file and modification time.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPixmap, QShortcut, QShowEvent
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
)
from farmhouse.app.linebreak import keep_words
from farmhouse.app.settings import Settings
from farmhouse.app.style import MUTED, STRAW
from farmhouse.core import registry, saves

COVER_SIZE = QSize(220, 150)
CARD_WIDTH = 252
CARD_MARGIN = 16


@attrs.frozen
class SaveEntry:
    """One line of the saved-games list: a readable save (``info``) or a damaged file (its
    ``problem`` key, the English ``detail`` and the translated ``reason`` of the
    :class:`saves.SaveError`; ``info`` too when its header could be read). ``checked``: the
    file passed :func:`saves.check_save` (not only its header)."""

    path: Path
    info: saves.SaveInfo | None = None
    problem: str | None = None
    detail: str = ""
    reason: str = ""
    checked: bool = False

    @property
    def damaged(self) -> bool:
        """True if opening the file would be refused."""
        return self.problem is not None

    @property
    def is_autosave(self) -> bool:
        """True if the file is in the autosave folder."""
        return is_autosave_path(self.path)


def is_autosave_path(path: Path) -> bool:
    """True if ``path`` lies in :func:`saves.autosave_dir`."""
    try:
        return Path(path).resolve().parent == saves.autosave_dir().resolve()
    except (OSError, RuntimeError):
        return False


def error_entry(err: saves.SaveError, info: saves.SaveInfo | None = None) -> SaveEntry:
    """The list entry of a file that cannot be opened."""
    return SaveEntry(
        err.path, info=info, problem=err.problem, detail=err.detail, reason=error_text(err)
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
        self.blurb.setText(ui.blurb() if ui is not None else "")
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
        self._autosaves: list[saves.SaveInfo] = []
        self.entries: list[SaveEntry] = []
        # (path, mtime, size) → the SaveError of a full check, or None for a good file
        self._checked: dict[tuple[Path, int, int], saves.SaveError | None] = {}
        self._pending: list[int] = []  # rows still to be checked fully
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(0)
        self._check_timer.timeout.connect(self._check_next)
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
        """Re-read the autosaves and recent files; check them fully one by one afterwards."""
        self._autosaves = [i for i in saves.list_saves(saves.autosave_dir()) if not i.finished]
        self.entries = collect_entries(self.settings.recent_files)
        self._pending = []
        for row, entry in enumerate(self.entries):
            if entry.damaged:
                continue
            key = _file_key(entry.path)
            if key is not None and key in self._checked:
                self.entries[row] = _checked_entry(entry, self._checked[key])
            else:
                self._pending.append(row)
        self._fill()
        if self._pending:
            self._check_timer.start()

    @property
    def checking(self) -> bool:
        """True while some listed saves are not checked fully yet."""
        return bool(self._pending)

    def _check_next(self) -> None:
        """Check one listed save as opening would, show the result, and go on later."""
        if not self._pending:
            return
        row = self._pending.pop(0)
        entry = self.entries[row]
        key = _file_key(entry.path)
        error: saves.SaveError | None = None
        try:
            saves.check_save(entry.path)
        except saves.SaveError as err:
            error = err
        except Exception as err:  # never let one file break the list
            error = saves.SaveError(entry.path, "damaged", repr(err))
        if key is not None:
            self._checked[key] = error
        self.entries[row] = _checked_entry(entry, error)
        item = self.saved.item(row)
        if item is not None:
            self._show_entry(item, self.entries[row])
        if error is not None:
            self._update_continue()
        if self._pending:
            self._check_timer.start()

    def _update_continue(self) -> None:
        damaged = {e.path for e in self.entries if e.damaged}
        self._latest = next((i for i in self._autosaves if Path(i.path) not in damaged), None)
        self.continue_button.setEnabled(self._latest is not None)
        if self._latest is not None:
            self.continue_button.setText(
                self.tr("Continue: %1").replace("%1", describe_info(self._latest))
            )
        else:
            self.continue_button.setText(self.tr("Continue"))

    def _show_entry(self, item: QListWidgetItem, entry: SaveEntry) -> None:
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
        if not self.entries:
            item = QListWidgetItem(self.tr("No saved games yet. Start a new game above!"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.saved.addItem(item)
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


class SavedGameCounts(QObject):
    """Translation context for counted phrases on the start page (lupdate needs ``self.tr``
    to see them as plural messages)."""

    def moves(self, n: int) -> str:
        """ "12 moves" in the current language."""
        return self.tr("%n move(s)", "", n)


_COUNTS = SavedGameCounts()


def describe_info(info: saves.SaveInfo) -> str:
    """One translated line: game · players · date · moves (and "finished")."""

    try:
        when = saves.check_date(str(info.saved_at)).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail the list
        when = str(info.saved_at)[:32]
    parts = [game_title(info.game_id), name_list(info.seat_names), when, _COUNTS.moves(info.moves)]
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
    :func:`describe_info`, so that an autosave and a saved copy of one game look different."""
    assert entry.info is not None
    line = describe_info(entry.info)
    if entry.is_autosave:
        #: A line of the saved-games list for an autosave: %1 is game · players · date · moves.
        return QCoreApplication.translate("StartPage", "Autosave · %1").replace("%1", line)
    #: A line of the saved-games list for a file saved by hand: %1 its file name, %2 game ·
    #: players · date · moves.
    template = QCoreApplication.translate("StartPage", "“%1” · %2")
    parts = [entry.path.stem, line]
    return re.sub(r"%([1-2])", lambda m: parts[int(m.group(1)) - 1], template)


def _file_key(path: Path) -> tuple[Path, int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return Path(path).absolute(), info.st_mtime_ns, info.st_size


def _checked_entry(entry: SaveEntry, error: saves.SaveError | None) -> SaveEntry:
    if error is None:
        return attrs.evolve(entry, checked=True)
    return attrs.evolve(error_entry(error, entry.info), checked=True)


def collect_entries(recent: list[Path]) -> list[SaveEntry]:
    """Recent files first, then the saves folder and the autosaves (each newest first), with
    damaged files flagged and no file twice."""
    entries: list[SaveEntry] = []
    seen: set[Path] = set()

    def add(entry: SaveEntry) -> None:
        try:
            path = entry.path.resolve()
        except (OSError, RuntimeError):  # a link loop (RuntimeError before Python 3.13)
            path = entry.path.absolute()
        if path not in seen:
            seen.add(path)
            entries.append(entry)

    for path in recent:
        if os.path.lexists(path) and not path.is_dir():
            try:
                add(SaveEntry(path, info=saves.read_info(path)))
            except saves.SaveError as err:
                add(error_entry(err))
    for folder in (saves.saves_dir(), saves.autosave_dir()):
        infos, errors = saves.scan_saves(folder)
        for info in infos:
            add(SaveEntry(Path(info.path), info=info))
        for error in errors:
            add(error_entry(error))
    return entries


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
