"""Help → Rules: the rules of the game on screen, or of any game chosen in the dialog, as the
game writes them.

The dialog fits inside the main window (a 1280×720 window too) and the screen; Chinese and
Japanese text breaks only between phrases (:func:`~farmhouse.app.linebreak.keep_html_phrases`),
never inside a word such as 「セットカード」; a screen reader reads (and a copy carries) the
text without the marks that keep it so (:class:`~farmhouse.app.game_log.SpokenText`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLocale, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board.linebreak import keep_html_phrases, plain
from farmhouse.app.game_log import SpokenText
from farmhouse.app.game_ui import GameUI
from farmhouse.app.i18n import system_language

# The dialog's size where there is room (pixels), and the room it leaves around it inside
# the main window or the screen when there is not.
PREFERRED_SIZE = QSize(860, 760)
MARGIN = 40


def fitted_size(parent: QWidget | None) -> QSize:
    """:data:`PREFERRED_SIZE`, made smaller to fit inside ``parent``'s window (less
    :data:`MARGIN` on each side) and the screen's free area."""
    screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() if screen is not None else PREFERRED_SIZE
    if parent is not None:
        room = room.boundedTo(parent.window().size())
    return PREFERRED_SIZE.boundedTo(
        QSize(max(room.width() - 2 * MARGIN, 400), max(room.height() - 2 * MARGIN, 300))
    )


class RulesDialog(QDialog):
    """Shows ``ui.rules_html(options)`` (``options``: the rules of the game being played, or
    None for the published rules) under the game's title.

    With ``choices`` (several games' presentations, e.g. from the start page, where no game is
    being played) a "Game:" list above the text chooses whose rules are shown; ``ui`` is the
    one shown first and must be one of them."""

    def __init__(
        self,
        ui: GameUI,
        options: Any = None,
        parent: QWidget | None = None,
        choices: Sequence[GameUI] = (),
    ) -> None:
        super().__init__(parent)
        self.ui = ui
        self.options = options
        self.choices = list(choices)
        self.resize(fitted_size(parent))
        layout = QVBoxLayout(self)
        self.chooser: QComboBox | None = None
        if len(self.choices) > 1:
            row = QHBoxLayout()
            label = QLabel(self.tr("Game:"))
            self.chooser = QComboBox()
            for choice in self.choices:
                self.chooser.addItem(choice.title())
            self.chooser.setCurrentIndex(self.choices.index(ui) if ui in self.choices else 0)
            self.chooser.currentIndexChanged.connect(self.choose)
            label.setBuddy(self.chooser)
            row.addWidget(label)
            row.addWidget(self.chooser)
            row.addStretch(1)
            layout.addLayout(row)
        # (to a screen reader a list of its paragraphs without the marks that keep Chinese
        # and Japanese words whole, named by the dialog's title; copied so too: F10)
        self.text = SpokenText()
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show()

    def choose(self, index: int) -> None:
        """Show the published rules of the ``index``-th of the ``choices``."""
        if 0 <= index < len(self.choices):
            self.ui = self.choices[index]
            self.options = None
            self._show()

    def _show(self) -> None:
        title = self.tr("Rules: %1").replace("%1", self.ui.title())
        self.setWindowTitle(title)
        self.text.setAccessibleName(plain(title))
        self.text.setHtml(self.rules_html())

    def rules_html(self) -> str:
        """The rules as HTML, in the current language."""
        text = f"<h2>{html.escape(self.ui.title())}</h2>{self.ui.rules_html(self.options)}"
        return keep_html_phrases(text, system_language(QLocale()))
