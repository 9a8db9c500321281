"""Help → Rules: the rules of the game on screen (or of any game), as the game writes them."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from farmhouse.app.game_ui import GameUI


class RulesDialog(QDialog):
    """Shows ``ui.rules_html(options)`` (``options``: the rules of the game being played, or
    None for the published rules) under the game's title."""

    def __init__(self, ui: GameUI, options: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = ui
        self.options = options
        self.setWindowTitle(self.tr("Rules: %1").replace("%1", ui.title()))
        self.resize(860, 760)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.setHtml(self.rules_html())
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def rules_html(self) -> str:
        """The rules as HTML, in the current language."""
        return f"<h2>{html.escape(self.ui.title())}</h2>{self.ui.rules_html(self.options)}"
