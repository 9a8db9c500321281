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
from pathlib import Path

from PySide6.QtCore import (
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QWidget

from farmhouse.core import saves

#: The columns of Qt's file list: name, size, type, date modified.
SIZE_COLUMN, DATE_COLUMN = 1, 3


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


def saved_game_dialog(
    parent: QWidget | None, title: str, name_filter: str, save: bool, start: Path | None = None
) -> QFileDialog:
    """A dialog to choose a saved game to open (``save`` False) or a file to save one to
    (``save`` True: ``start`` is the file name it proposes). It starts in ``start``'s folder
    if that exists, else in :func:`start_folder`."""
    folder = start.parent if start is not None and save else start
    if folder is None or not folder.is_dir():
        folder = start_folder()
    dialog = QFileDialog(parent, title, str(folder), name_filter)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        if start is not None:
            dialog.selectFile(start.name)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setProxyModel(LocalFileList(dialog))  # (ignored by a native dialog)
    return dialog
