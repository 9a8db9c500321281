"""The new-game dialog: seats (name, human or AI, AI level), rule options and the seed."""

from __future__ import annotations

import getpass
import random
from typing import Any

import attrs
from PySide6.QtCore import QEvent, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app import games_info
from farmhouse.app.style import seat_colour
from farmhouse.core import ai, registry
from farmhouse.core.game import Seat

SEED_LIMIT = 1 << 63
#: Longest seat name the dialog accepts (characters).
MAX_NAME_LENGTH = 24


def random_seed() -> int:
    """A fresh random seed for a new game (0 ≤ seed < 2**31, short enough to read aloud)."""
    return random.SystemRandom().randrange(1 << 31)


@attrs.frozen
class GameSetup:
    """What the dialog produced: everything :meth:`Match.new` needs."""

    game_id: str
    seats: list[Seat]
    options: Any
    seed: int


def default_human_name() -> str:
    """The OS user's name, capitalised, if there is a sensible one (not empty, not an admin
    account like "root"); else "" (the dialog then uses "Player 1")."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return ""
    name = name.strip()
    if not name or name.lower() in ("root", "user", "admin", "administrator"):
        return ""
    return (name[:1].upper() + name[1:])[:MAX_NAME_LENGTH]


class _SeatRow(QWidget):
    """One seat: colour chip, name, Human/AI, AI level."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        chip = QLabel()
        chip.setFixedSize(16, 16)
        chip.setStyleSheet(f"background: {seat_colour(index)}; border-radius: 8px;")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.kind = QComboBox()
        self.kind.addItems(["", ""])
        self.level = QComboBox()
        for level in ai.LEVELS:
            self.level.addItem("", level)
        self.level.setCurrentIndex(self.level.findData("normal"))
        self.kind.currentIndexChanged.connect(lambda i: self.level.setEnabled(i == 1))
        self.level.setEnabled(False)  # seats start human; the level matters only for AI
        row.addWidget(chip)
        row.addWidget(self.name, 3)
        row.addWidget(self.kind, 1)
        row.addWidget(self.level, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the combo box texts in the current language."""
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("AI"))
        for i in range(self.level.count()):
            self.level.setItemText(i, games_info.level_label(self.level.itemData(i)))

    def seat(self, fallback_name: str) -> Seat:
        """The seat this row describes (``fallback_name`` when the name is left empty)."""
        name = self.name.text().strip() or fallback_name
        if self.kind.currentIndex() == 0:
            return Seat(name=name, kind="human")
        return Seat(name=name, kind="ai", level=self.level.currentData())


class NewGameDialog(QDialog):
    """Set up a new game of ``game_id``. After ``exec()`` returns Accepted, read :meth:`setup`.

    Defaults: seat 0 is a human named after the OS user (or "Player 1"), the others are AI at
    level "normal"; rule options take the published rules (the Options class defaults);
    the seed is random. ``previous`` (a GameSetup) pre-fills seats and options instead.
    """

    def __init__(
        self, game_id: str, parent: QWidget | None = None, previous: GameSetup | None = None
    ) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.game = registry.get_game(game_id)
        counts = self.game.player_counts
        layout = QVBoxLayout(self)

        self.seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self.seats_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(counts.start, counts[-1])
        self.count.setValue(counts.start)
        self.count.setMinimumWidth(64)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        seats_layout.addLayout(count_row)
        self.rows = [_SeatRow(i) for i in range(counts[-1])]
        for row in self.rows:
            seats_layout.addWidget(row)
        layout.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        options_layout = QVBoxLayout(self.options_box)
        self.option_widgets: dict[str, QCheckBox] = {}
        for field in attrs.fields(self.game.Options):
            if field.type not in (bool, "bool"):
                raise TypeError(f"option {field.name}: only bool options have a widget yet")
            widget = QCheckBox()
            widget.setChecked(bool(field.default))
            self.option_widgets[field.name] = widget
            options_layout.addWidget(widget)
        layout.addWidget(self.options_box)

        seed_row = QHBoxLayout()
        self.seed_label = QLabel()
        self.seed = QLineEdit(str(random_seed()))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,18}")))
        self.reroll = QPushButton()
        self.reroll.clicked.connect(lambda: self.seed.setText(str(random_seed())))
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reroll)
        layout.addLayout(seed_row)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("primary")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._fill_defaults(previous)
        self.count.valueChanged.connect(self._update_rows)
        self._update_rows()
        self.retranslate()
        self.setMinimumWidth(560)

    def _fill_defaults(self, previous: GameSetup | None) -> None:
        if previous is not None:
            self.count.setValue(len(previous.seats))
            for row, seat in zip(self.rows, previous.seats, strict=False):
                row.name.setText(seat.name)
                row.kind.setCurrentIndex(0 if seat.is_human else 1)
                if seat.level:
                    row.level.setCurrentIndex(row.level.findData(seat.level))
            for name, widget in self.option_widgets.items():
                widget.setChecked(bool(getattr(previous.options, name)))
            return
        self.rows[0].name.setText(default_human_name())
        for row in self.rows[1:]:
            row.kind.setCurrentIndex(1)

    def _update_rows(self) -> None:
        for row in self.rows:
            row.setVisible(row.index < self.count.value())

    def _fallback_name(self, index: int) -> str:
        return self.tr("Player %1").replace("%1", str(index + 1))

    def setup(self) -> GameSetup:
        """The game the dialog describes (empty names become "Player N")."""
        seats = [
            row.seat(self._fallback_name(row.index)) for row in self.rows[: self.count.value()]
        ]
        values = {name: w.isChecked() for name, w in self.option_widgets.items()}
        seed_text = self.seed.text().strip()
        seed = int(seed_text) % SEED_LIMIT if seed_text else random_seed()
        return GameSetup(self.game_id, seats, self.game.Options(**values), seed)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(
            self.tr("New game: %1").replace("%1", games_info.game_title(self.game_id))
        )
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players:"))
        for row in self.rows:
            row.retranslate()
            row.name.setPlaceholderText(self._fallback_name(row.index))
        self.options_box.setTitle(self.tr("Rules"))
        for name, widget in self.option_widgets.items():
            widget.setText(games_info.option_label(self.game_id, name))
            widget.setToolTip(games_info.option_tooltip(self.game_id, name))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setToolTip(self.tr("The same seed and moves replay the same game."))
        self.reroll.setText(self.tr("New seed"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
