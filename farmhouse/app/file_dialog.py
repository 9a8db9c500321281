"""The Open and Save As dialogs for saved games.

They start in a folder that exists (the saves folder, created if need be), never with a folder
name typed in the name box, and speak the app's language: Qt's catalogue (qtbase, installed by
:class:`~farmhouse.app.i18n.Translations`) translates their words, the app's own catalogue
what Qt's lacks (:mod:`farmhouse.app.qt_texts`), and where Qt draws the dialog itself (no
native one on the platform) :class:`LocalFileList` writes sizes and dates in the app's
language (Qt writes them in the system's, whatever language the app speaks).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QHeaderView, QTreeView, QWidget

from farmhouse.core import saves

#: The ending of a saved game's file name.
FILE_SUFFIX = saves.SUFFIX
#: The columns of Qt's file list: name, size, type, date modified.
SIZE_COLUMN, TYPE_COLUMN, DATE_COLUMN = 1, 2, 3
#: The width of the dialogs where Qt draws them (pixels; Qt's own is about 650).
DIALOG_WIDTH = 760


def start_folder() -> Path:
    """Where the dialogs start: the saves folder (created if it is missing), else the nearest
    folder above it that exists, else the home folder."""
    folder = saves.saves_dir()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    for candidate in (folder, *folder.parents):
        with contextlib.suppress(OSError):
            if candidate.is_dir():
                return candidate
    return Path.home()


class LocalFileList(QIdentityProxyModel):
    """Qt's file list with sizes and dates in the app's language (the default QLocale, which
    :class:`~farmhouse.app.i18n.Translations` sets) instead of the system's."""

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        source = self.sourceModel()
        if (
            role == Qt.ItemDataRole.DisplayRole
            and index.column() in (SIZE_COLUMN, DATE_COLUMN)
            and isinstance(source, QFileSystemModel)
        ):
            info = source.fileInfo(self.mapToSource(index))
            if index.column() == DATE_COLUMN:
                return QLocale().toString(info.lastModified(), QLocale.FormatType.ShortFormat)
            if info.isFile():
                return QLocale().formattedDataSize(info.size())
            return ""
        return super().data(index, role)


def game_file(path: Path) -> Path:
    """``path`` as a saved game is written to it: with :data:`FILE_SUFFIX` added unless it
    already ends so ("mine" and "mine.txt" are written to "mine.farmhouse" and
    "mine.txt.farmhouse")."""
    return path if path.suffix == FILE_SUFFIX else path.with_name(path.name + FILE_SUFFIX)


def free_game_file(folder: Path, title: str, numbered: Callable[[str, int], str]) -> Path:
    """The file Save as… proposes in ``folder`` for a game called ``title``: ``title`` with
    :data:`FILE_SUFFIX`, or where a file has that name, the first free of ``numbered(title,
    2)``, ``numbered(title, 3)``, … ("Black Sheep 2.farmhouse"; ``numbered`` is the
    translated template). After 9,999 taken names, the title again (the dialog then asks
    before replacing)."""
    first = game_file(folder / title)
    for number in range(2, 10_000):
        if not first.exists():
            return first
        candidate = game_file(folder / numbered(title, number))
        if not candidate.exists():
            return candidate
    return first


class SaveGameDialog(QFileDialog):
    """The Save As dialog: whatever name is typed, the file it asks about before replacing it
    is the one the game will be written to (:func:`game_file`). Qt adds the suffix to a name
    typed without any (its default suffix); a name with another ending is given it in the name
    box before Qt checks it. Either way Qt's own question, in the app's language, is asked
    for the right file, and No keeps the dialog open."""

    def accept(self) -> None:
        """Qt's accept, with the name box holding the name the game will be saved under."""
        chosen = self.selectedFiles()
        if self.acceptMode() == QFileDialog.AcceptMode.AcceptSave and len(chosen) == 1:
            typed = Path(chosen[0])
            if chosen[0] and not typed.is_dir() and game_file(typed) != typed:
                self.selectFile(str(game_file(typed)))
        super().accept()


def saved_game_dialog(
    parent: QWidget | None, title: str, name_filter: str, save: bool, start: Path | None = None
) -> QFileDialog:
    """A dialog to choose a saved game to open (``save`` False) or a file to save one to
    (``save`` True: ``start`` is the file name it proposes; a :class:`SaveGameDialog`, its
    chosen file always ends in :data:`FILE_SUFFIX` and is asked about before being replaced).
    It starts in ``start``'s folder
    if that exists, else in :func:`start_folder`."""
    folder = start.parent if start is not None and save else start
    if folder is None or not folder.is_dir():
        folder = start_folder()
    dialog = (SaveGameDialog if save else QFileDialog)(parent, title, str(folder), name_filter)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(FILE_SUFFIX.lstrip("."))
        dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, False)
        if start is not None:
            dialog.selectFile(start.name)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        # a game saved as "mygame" opens as "mygame" too (Save As adds the ending to a name
        # typed without one; Open said "file not found": session 22's tester, 6)
        dialog.setDefaultSuffix(FILE_SUFFIX.lstrip("."))
    dialog.setProxyModel(LocalFileList(dialog))  # (ignored by a native dialog)
    _fit_columns(dialog)
    return dialog


def _fit_columns(dialog: QFileDialog) -> None:
    """Where Qt draws the dialog itself: the size, type and date columns as wide as their
    text (Qt gives them a fixed width that cuts 「299 バイト」 to 「29…イト」 and the dates to
    「2026/1…」), the name column the rest; no type column (「平文テキストドキュメント」 for
    every saved game); the dialog :data:`DIALOG_WIDTH` wide."""
    view = dialog.findChild(QTreeView)
    if view is None:  # a native dialog
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    view.setColumnHidden(TYPE_COLUMN, True)  # (every file listed is a saved game)
    dialog.resize(max(dialog.width(), DIALOG_WIDTH), dialog.height())
