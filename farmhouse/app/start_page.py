"""The start page: a card per game, Continue (latest autosave), Load… and the saved games."""

from __future__ import annotations

import os
import re
from pathlib import Path

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QShowEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
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
from farmhouse.app.settings import Settings
from farmhouse.app.style import MUTED, STRAW
from farmhouse.core import registry, saves

COVER_SIZE = QSize(220, 150)


@attrs.frozen
class SaveEntry:
    """One line of the saved-games list: a readable save (``info``) or a damaged file (its
    ``problem`` key and the English ``detail`` of the :class:`saves.SaveError`)."""

    path: Path
    info: saves.SaveInfo | None = None
    problem: str | None = None
    detail: str = ""


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


class GameCard(QFrame):
    """A game on the start page: picture, title, players, description, New game / Coming soon."""

    new_game = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.playable = is_playable(game_id)
        self.setObjectName("card")
        self.setProperty("playable", "true" if self.playable else "false")
        self.setFixedWidth(252)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFixedHeight(COVER_SIZE.height())
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        self.players = QLabel()
        self.players.setObjectName("muted")
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
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
        self.title.setText(game_title(self.game_id))
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
        self.entries: list[SaveEntry] = []
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
        row.addWidget(self.continue_button)
        row.addWidget(self.load_button)
        row.addStretch(1)
        outer.addLayout(row)
        self.saved = QListWidget()
        self.saved.setMinimumHeight(120)
        self.saved.setSpacing(4)
        self.saved.itemActivated.connect(self._activated)
        outer.addWidget(self.saved, 1)
        self.retranslate()

    def refresh(self) -> None:
        """Re-read the autosaves and recent files."""
        self._latest = saves.latest_autosave()
        self.entries = collect_entries(self.settings.recent_files)
        self._fill()

    def _fill(self) -> None:
        self.continue_button.setEnabled(self._latest is not None)
        if self._latest is not None:
            self.continue_button.setText(
                self.tr("Continue: %1").replace("%1", describe_info(self._latest))
            )
        else:
            self.continue_button.setText(self.tr("Continue"))
        self.saved.clear()
        for row, entry in enumerate(self.entries):
            item = QListWidgetItem()
            if entry.info is not None:
                item.setText(describe_info(entry.info))
                item.setToolTip(str(entry.path))
            else:
                item.setText(
                    self.tr("⚠ %1 — damaged file: %2")
                    .replace("%1", entry.path.name)
                    .replace("%2", problem_text(entry.problem or ""))
                )
                item.setForeground(QColor("#8e3421"))
                item.setToolTip(
                    f"{entry.path}\n{entry.detail}" if entry.detail else str(entry.path)
                )
            # The row, not the path: Qt strings cannot hold every file name (a name that is not
            # UTF-8 comes back changed), so the entry keeps the path.
            item.setData(Qt.ItemDataRole.UserRole, row)
            self.saved.addItem(item)
        if not self.entries:
            item = QListWidgetItem(self.tr("No saved games yet. Start a new game above!"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.saved.addItem(item)

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

    def error_entry(err: saves.SaveError) -> SaveEntry:
        return SaveEntry(err.path, problem=err.problem, detail=err.detail)

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
    if problem == "too_new":
        return QCoreApplication.translate(
            "SaveProblems", "the file was saved by a newer version of Farmhouse"
        )
    if problem == "unreadable":
        return QCoreApplication.translate("SaveProblems", "the file cannot be read")
    return QCoreApplication.translate("SaveProblems", "unknown problem (%1)").replace("%1", problem)
