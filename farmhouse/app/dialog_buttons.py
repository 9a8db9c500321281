"""A dialog's standard buttons that keep the dialog's own words after a language switch.

Apart from :mod:`farmhouse.app.labels` (which the start page and a save's game page import)
so that the first window and a save's first paint do not make PySide create the Python type
of ``QDialogButtonBox`` and its three enums (37 members, ~4M instructions): only the dialogs
that show such buttons (New game, the statistics' merge) import this module."""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtWidgets
from PySide6.QtCore import QEvent


class DialogButtons(QtWidgets.QDialogButtonBox):
    """A dialog's standard ``buttons`` (OK, Cancel, …) labelled by ``relabel`` (the dialog's
    own words: "Start game", "Merge"). Qt gives a standard button its own text back ("OK",
    「確定」) when the language changes, which may come after the dialog labelled it (issue
    Z9: after a language switch Start read 「確定」): the box calls ``relabel`` after its own
    change (the dialog labels the buttons the first time itself)."""

    def __init__(
        self,
        buttons: QtWidgets.QDialogButtonBox.StandardButton,
        relabel: Callable[[], None],
    ) -> None:
        super().__init__(buttons)
        self._relabel = relabel

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._relabel()
