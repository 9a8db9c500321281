"""Texts of Qt's own widgets that the translations shipped with PySide6 lack.

The app installs Qt's ``qtbase_<lang>.qm`` (see :class:`farmhouse.app.i18n.Translations`),
which translates the file dialog, message boxes and standard buttons. Its Japanese and Chinese
catalogues still miss two labels of the Qt 6 file dialog ("&Look in:", "Files of &type:"; they
only have the older "Look in:" and "Files of type:") and the type Qt 6 gives a folder in the
file list ("Folder", from ``QAbstractFileIconProvider``). Listed here, lupdate puts them into the
app's own ``.ts`` files under Qt's context ``QFileDialog``, and the app's translator, installed
after Qt's, supplies them. A test opens the file dialog in every language and checks that no
English is left.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def file_dialog_texts() -> list[str]:
    """The file dialog labels Qt's own catalogues do not translate (translated now)."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        # the type of a folder in the file list (Qt 6 asks its icon provider, whose texts
        # no catalogue holds)
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
    ]
