"""The hint box of the game page: the suggested move and the next two best, each with the
chance of winning after it, in the game's words, beside the board that marks the move.

It closes with its button, a click on it, Esc (the main window's shortcut) or when the player
moves; the controller says when (``hint_cleared``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from farmhouse.app.board.linebreak import keep_words
from farmhouse.app.hints import Hint, hint_lines
from farmhouse.app.labels import elided_words, plain_label

# The widest a player name may be in the box's title (pixels).
NAME_WIDTH = 150


class HintPanel(QFrame):
    """Shows one :class:`~farmhouse.app.hints.Hint` (see the module docstring).
    ``describe(action)`` words a move; ``dismissed`` is emitted when the player closes the box."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self.hint: Hint | None = None
        self._name = ""
        self._describe: Callable[[Any], str] = str
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = plain_label()
        self.title.setObjectName("hintTitle")
        self.close_button = QPushButton("×")
        self.close_button.setObjectName("hintClose")
        self.close_button.setFixedSize(28, 28)
        self.close_button.clicked.connect(self.dismissed)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.body = plain_label()
        self.body.setObjectName("hintText")
        self.body.setWordWrap(True)
        self.footer = plain_label()
        self.footer.setObjectName("hintFooter")
        self.footer.setWordWrap(True)
        layout.addLayout(top)
        layout.addWidget(self.body)
        layout.addWidget(self.footer)
        self.setVisible(False)

    def show_hint(self, hint: Hint, name: str, describe: Callable[[Any], str]) -> None:
        """Show ``hint`` for the player named ``name``, its moves worded by ``describe``."""
        self.hint, self._name, self._describe = hint, name, describe
        self.retranslate()
        self.setVisible(True)

    def clear(self) -> None:
        """Hide the box (the hint is gone)."""
        self.hint = None
        self.setVisible(False)

    def lines(self) -> list[str]:
        """The hint's lines as shown (tests)."""
        return self.body.text().split("\n") if self.hint is not None else []

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.close_button.setToolTip(self.tr("Close the hint (Esc)"))
        hint = self.hint
        if hint is None:
            return
        name = elided_words(self._name, self.title, NAME_WIDTH)
        self.title.setText(keep_words(self.tr("Hint for %1")).replace("%1", name))
        self.body.setText("\n".join(keep_words(line) for line in hint_lines(hint, self._describe)))
        # where the chances come from (nothing to weigh for the only legal move)
        footer = (
            ""
            if hint.only_move
            else self.tr(
                "From %n game(s) the computer played on from here, seeing only what you see.",
                "",
                hint.games,
            )
        )
        self.footer.setText(keep_words(footer))
        self.footer.setVisible(bool(footer))
        self._fit()

    def _fit(self) -> None:
        """Keep room for every line of the hint: a word-wrapped label in a crowded column is
        otherwise given a height for fewer lines than it wraps to, and its text is cut."""
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        if width < 100:  # not laid out yet: the side panel's width less its margins
            width = 300 - 18 - margins.left() - margins.right()
        for label in (self.title, self.body, self.footer):
            label.ensurePolished()
            label.setMinimumHeight(max(0, label.heightForWidth(width)) if label.wordWrap() else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self.dismissed.emit()
        super().mousePressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
