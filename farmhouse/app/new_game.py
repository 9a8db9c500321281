"""The new-game dialog: seats (name, human or AI, AI level), rule options and, out of sight
unless asked for, the seed.

Rule options come from the game's ``Options`` attrs class: a ``bool`` field is a check box, an
``int`` field with ``metadata={"min": a, "max": b}`` a number box, a field with
``metadata={"choices": (...)}`` a list; fields marked ``metadata={"advanced": True}`` (or of
any other type) are not shown and keep their defaults. A field with ``metadata={"players":
(...)}`` applies only to those numbers of players: with any other number it is hidden and
keeps its default (a rule for two players only is not offered to four). Labels, tooltips and choice names come
from the game's presentation (:class:`~farmhouse.app.game_ui.GameUI`). If ``Options`` has a
``problems()`` method, its reason keys (explained by the game's ``describe_illegal``) keep the
game from starting until they are resolved.
"""

from __future__ import annotations

import getpass
import random
import re
from collections.abc import Sequence
from typing import Any

import attrs
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent, QValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.dialog_buttons import DialogButtons
from farmhouse.app.game_about import name_tip, watch_name_field
from farmhouse.app.game_ui import GameUI, level_label, level_tooltip, load_game_ui, seat_name
from farmhouse.app.style import seat_colour
from farmhouse.core import ai, registry
from farmhouse.core.game import MAX_TYPED_NAME, IllegalAction, Seat

SEED_LIMIT = 1 << 63
OK, CANCEL = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
# Longest seat name the dialog accepts (characters): as Statistics → Rename takes.
MAX_NAME_LENGTH = MAX_TYPED_NAME


def random_seed() -> int:
    """A fresh random seed for a new game (0 ≤ seed < 2**63): too many to try them all, so
    nobody can find the deal of a game from what they see of it."""
    return random.SystemRandom().randrange(SEED_LIMIT)


class SeedValidator(QValidator):
    """The seed field takes the seeds a game keeps, 0 to ``SEED_LIMIT`` − 1, and nothing
    else (issue 18: "9999999999999999999" was taken and silently became another seed, the
    typed number less 2**63): a digit that would go past the largest is refused."""

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Acceptable: digits of a seed below ``SEED_LIMIT``; empty: Intermediate."""
        if not text:
            return QValidator.State.Intermediate, text, pos
        if not (text.isascii() and text.isdigit()) or int(text) >= SEED_LIMIT:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, text, pos


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


def spoken(label: str) -> str:
    """A label's text ("&Game:", 「ゲーム(&G)：」) as the name of the control it labels, for
    screen readers: without its shortcut mark and its closing colon ("Game", 「ゲーム」)."""
    text = re.sub(r"\(&\w\)", "", label).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.strip().rstrip(":：").strip()


class _SeatRow(QWidget):
    """One seat: colour chip, name, Human/AI, AI level (one of ``levels``, easiest first)."""

    def __init__(
        self, index: int, levels: Sequence[str] = ai.LEVELS, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.index = index
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        chip = QLabel()
        chip.setFixedSize(16, 16)
        chip.setStyleSheet(f"background: {seat_colour(index)}; border-radius: 8px;")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        watch_name_field(self.name)  # (its tooltip: the limit, and a character not drawn)
        self.kind = QComboBox()
        self.kind.addItems(["", ""])
        self.level = QComboBox()
        for level in levels:
            self.level.addItem("", level)
        self.level.setCurrentIndex(self.level.findData("normal"))
        # what each list is for, for screen readers: a list's name is its current choice
        # ("AI", "Normal") where labels name widgets (Linux: the label it is the buddy of),
        # so each has a label of its own, not shown (the row shows only a colour chip)
        self.kind_label, self.level_label = QLabel(self), QLabel(self)
        for label, box in ((self.kind_label, self.kind), (self.level_label, self.level)):
            label.setBuddy(box)
            label.hide()
        self.kind.currentIndexChanged.connect(lambda i: self.level.setEnabled(i == 1))
        self.level.setEnabled(False)  # seats start human; the level matters only for AI
        row.addWidget(chip)
        row.addWidget(self.name, 3)
        row.addWidget(self.kind, 1)
        row.addWidget(self.level, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the combo box texts in the current language."""
        #: Who plays a seat: a person at this computer (the other choice is the AI).
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("AI"))
        # what each box is for, for screen readers (the row shows only a colour chip)
        number = str(self.index + 1)
        self.name.setAccessibleName(self.tr("Name of player %1").replace("%1", number))
        self.name.setToolTip(name_tip(self.name.text(), self.name.font()))
        kind = self.tr("Player %1: human or AI").replace("%1", number)
        level = self.tr("Player %1: AI level").replace("%1", number)
        for label, box, text in (
            (self.kind_label, self.kind, kind),
            (self.level_label, self.level, level),
        ):
            label.setText(text)
            box.setAccessibleName(text)
        for i in range(self.level.count()):
            level = self.level.itemData(i)
            self.level.setItemText(i, level_label(level))
            self.level.setItemData(i, level_tooltip(level), Qt.ItemDataRole.ToolTipRole)

    def seat(self) -> Seat:
        """The seat this row describes (name None, "not given", when it is left empty)."""
        name = self.name.text().strip() or None
        if self.kind.currentIndex() == 0:
            return Seat(name=name, kind="human")
        return Seat(name=name, kind="ai", level=self.level.currentData())


class _SeatsAndRules(QScrollArea):
    """The game's part of the dialog (seats and rules), scrolled when the screen is too low
    for all of it (:meth:`NewGameDialog.fit_screen`). It asks for the whole height of what it
    holds (a plain scroll area asks for at most 24 lines) and, beside it, for room for its
    scroll bar, so that no row is narrowed when the bar shows."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab goes to the controls inside, never to the area, which scrolls to show the one
        # that gets the focus, however it came (Tab from the Game list above included)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._show_focused)

    def _show_focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        inner = self.widget()
        if new is not None and inner is not None and inner.isAncestorOf(new):
            self.ensureWidgetVisible(new, 8, 8)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        inner = self.widget()
        hint = inner.sizeHint() if inner is not None else QSize(0, 0)
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        inner = self.widget()
        least = inner.minimumSizeHint() if inner is not None else QSize(0, 0)
        return QSize(least.width() + self._bar(), min(least.height(), 120))


class NewGameDialog(QDialog):
    """Set up a new game of ``game_id``. After ``exec()`` returns Accepted, read :meth:`setup`.

    Defaults: seat 0 is a human named after the OS user (or "Player 1"), the others are AI at
    level "normal"; rule options take the published rules (the Options class defaults); the
    seed is random and hidden (a hot-seat player must not pick a deal they know): the
    "Choose the deal" box shows a seed field for replaying a known game. ``previous`` (a
    GameSetup of this game) pre-fills seats and options instead, never the seed; without it,
    ``remembered`` (:meth:`~farmhouse.app.settings.Settings.last_setup` of this game: the last
    game of it started, remembered across restarts) does. ``ui`` is the game's presentation
    (default: loaded through the registry).

    With ``choices`` (``(game_id, ui)`` of every playable game) a "Game:" list at the top,
    focused when the dialog opens (Alt+G), sets up another game instead (:meth:`choose`), so
    that a new game of any game starts from anywhere, Game → New… included.

    The dialog always fits the screen it is on (:meth:`fit_screen`): when another game or
    more players make it taller, it moves up, and where the screen is too low even so, the
    seats and rules scroll (issue Z1: switched to Wooly Bully with 4 players at 1280×720, it
    grew downwards and Start and Cancel were below the screen).
    """

    def __init__(
        self,
        game_id: str,
        parent: QWidget | None = None,
        previous: GameSetup | None = None,
        ui: GameUI | None = None,
        choices: Sequence[tuple[str, GameUI]] = (),
        remembered: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.choices = list(choices)
        self._fitting = False  # (fit_screen is resizing the dialog)
        self._fitted = False  # (fitted once: resizes since then are the user's, but fit's)
        self._user_height = 0  # (a height the user gave the dialog by hand: kept)
        layout = QVBoxLayout(self)
        self.chooser: QComboBox | None = None
        self.chooser_label: QLabel | None = None
        if len(self.choices) > 1:
            row = QHBoxLayout()
            self.chooser_label = QLabel()
            self.chooser = QComboBox()
            for choice_id, choice_ui in self.choices:
                self.chooser.addItem(choice_ui.title(), choice_id)
            self.chooser_label.setBuddy(self.chooser)
            row.addWidget(self.chooser_label)
            row.addWidget(self.chooser, 1)
            layout.addLayout(row)
        self.game_area = QWidget()
        self.seats_and_rules = _SeatsAndRules()
        self.seats_and_rules.setWidget(self.game_area)
        layout.addWidget(self.seats_and_rules, 1)

        self.choose_deal = QCheckBox()
        self.seed_row = QWidget()
        seed_lines = QVBoxLayout(self.seed_row)
        seed_lines.setContentsMargins(0, 0, 0, 0)
        seed_row = QHBoxLayout()
        seed_lines.addLayout(seed_row)
        self.seed_label = QLabel()
        self.seed = QLineEdit(str(random_seed()))
        self.seed_label.setBuddy(self.seed)
        self.seed.setValidator(SeedValidator(self.seed))
        self.reroll = QPushButton()
        self.reroll.clicked.connect(lambda: self.seed.setText(str(random_seed())))
        seed_row.addWidget(self.seed_label)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reroll)
        # what a seed may be, shown when the field refuses a key (issue 18: a digit past the
        # largest seed was refused without a word)
        self.seed_hint = QLabel()
        self.seed_hint.setWordWrap(True)
        self.seed_hint.setVisible(False)
        seed_lines.addWidget(self.seed_hint)
        self.seed.inputRejected.connect(self._seed_refused)
        self.seed.textEdited.connect(lambda _text: self.seed_hint.setVisible(False))
        self.choose_deal.toggled.connect(lambda _on: self.seed_hint.setVisible(False))
        self.seed_row.setVisible(False)
        self.choose_deal.toggled.connect(self.seed_row.setVisible)
        # the seed row takes room of its own: the dialog grows (as for more players), the
        # rules no longer squeezed into a small scroll box (issue 18)
        self.choose_deal.toggled.connect(self.fit_screen)
        self.choose_deal.toggled.connect(self._deal_toggled)
        layout.addWidget(self.seed_row)

        self.buttons = DialogButtons(OK | CANCEL, self._label_buttons)  # (Start, Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("primary")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # "Choose the deal" beside OK and Cancel (a row less: with four players and seven
        # rule options in Chinese or Japanese the dialog was 617 px high, over an 800×600
        # screen); its seed row shows above them
        bottom = QHBoxLayout()
        bottom.addWidget(self.choose_deal)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        self._build_game(game_id, ui or load_game_ui(game_id))
        self._fill_defaults(previous, remembered)
        self.retranslate()
        self._order_tabs()
        if self.chooser is not None:
            ids = [choice_id for choice_id, _ in self.choices]
            self.chooser.setCurrentIndex(ids.index(game_id) if game_id in ids else 0)
            self.chooser.currentIndexChanged.connect(self.choose)
            self.chooser.setFocus()
        # at least 560 px wide, and never narrower than its rows: a set minimum width took
        # the place of the layout's, and a long option (Japanese, Wooly Bully) was cut off
        layout.addStrut(560)

    def _build_game(self, game_id: str, ui: GameUI) -> None:
        """Build the seats and rule options of ``game_id`` in :attr:`game_area`."""
        self.game_id = game_id
        self.game = registry.get_game(game_id)
        self.ui = ui
        counts = self.game.player_counts
        layout = QVBoxLayout(self.game_area)
        layout.setContentsMargins(0, 0, 0, 0)

        self.seats_box = QGroupBox()
        seats_layout = QVBoxLayout(self.seats_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(counts.start, counts[-1])
        self.count.setValue(counts.start)
        self.count.setMinimumWidth(64)
        self.count_label.setBuddy(self.count)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        seats_layout.addLayout(count_row)
        levels = ai.game_levels(game_id) or ai.LEVELS
        self.rows = [_SeatRow(i, levels) for i in range(counts[-1])]
        for row in self.rows:
            seats_layout.addWidget(row)
        layout.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QCheckBox | QSpinBox | QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        self._option_fields: dict[str, attrs.Attribute] = {}  # type: ignore[type-arg]
        for field in attrs.fields(self.game.Options):
            widget = self._option_widget(field)
            if widget is None:
                continue
            self.option_widgets[field.name] = widget
            self._option_fields[field.name] = field
            if isinstance(widget, QCheckBox):
                self.options_form.addRow(widget)
            else:
                label = QLabel()
                label.setBuddy(widget)
                self.option_labels[field.name] = label
                self.options_form.addRow(label, widget)
        self.options_box.setVisible(bool(self.option_widgets))
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        layout.addWidget(self.options_box)
        layout.addWidget(self.problem)

        self.count.valueChanged.connect(self._update_rows)
        self.count.valueChanged.connect(self.fit_screen)
        for widget in self.option_widgets.values():
            signal = (
                widget.toggled
                if isinstance(widget, QCheckBox)
                else (
                    widget.valueChanged
                    if isinstance(widget, QSpinBox)
                    else widget.currentIndexChanged
                )
            )
            signal.connect(self._check_options)
        self._update_rows()

    def choose(self, index: int) -> None:
        """Set up the ``index``-th of the ``choices`` instead: its seats and its published
        rules; the names, kinds and levels of the seats typed so far stay (as many as the new
        game seats), and so does the number of players if the new game allows it. A seat the
        previous game did not have is a computer or a person, of the level, as the seat
        before it. The dialog then fits the screen again (:meth:`fit_screen`)."""
        if not 0 <= index < len(self.choices):
            return
        game_id, ui = self.choices[index]
        if game_id == self.game_id:
            return
        count = self.count.value()
        kept = [
            (row.name.text(), row.kind.currentIndex(), row.level.currentData()) for row in self.rows
        ]
        old = self.seats_and_rules.takeWidget()
        self.game_area = QWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self._build_game(game_id, ui)
        for row, (name, kind, level) in zip(self.rows, kept, strict=False):
            row.name.setText(name)
            row.kind.setCurrentIndex(kind)
            found = row.level.findData(level)
            row.level.setCurrentIndex(found if found >= 0 else row.level.findData("normal"))
        # a seat the previous game did not have is set up as the one before it: one more
        # computer where the others are computers (of their level), one more person at an
        # all-human table (issue Z2: Black Sheep → Bye-Bye, 5 players made seat 5 a Human,
        # an unasked hot-seat game)
        for before, row in zip(self.rows[len(kept) - 1 :], self.rows[len(kept) :], strict=False):
            row.kind.setCurrentIndex(before.kind.currentIndex())
            row.level.setCurrentIndex(before.level.currentIndex())
        self.seats_and_rules.setWidget(self.game_area)
        counts = self.game.player_counts
        self.count.setValue(min(max(count, counts.start), counts[-1]))
        self.retranslate()
        self._order_tabs()
        self.fit_screen()

    def tab_order(self) -> list[QWidget]:
        """The dialog's controls in the order Tab visits them (hidden or disabled ones
        skipped as they come): top to bottom, the game, the number of players, each seat's
        name, kind and level, the rules, the seed row where it shows (above "Choose the
        deal"), "Choose the deal", then Start and Cancel last (Tab reached Start and Cancel
        before the players, built after them; issue 18, F8: the seed field, drawn above its
        check box, came after it, and Shift+Tab from the box went to a rule option)."""
        order: list[QWidget] = [self.chooser] if self.chooser is not None else []
        order.append(self.count)
        for row in self.rows:
            order += [row.name, row.kind, row.level]
        order += list(self.option_widgets.values())
        order += [self.seed, self.reroll, self.choose_deal]
        order += [self.buttons.button(b) for b in (OK, CANCEL)]
        return order

    def _deal_toggled(self, on: bool) -> None:
        """ "Choose the deal" ticked by the player (it has the focus): the seed field, shown
        now above it, takes the focus with its seed selected, so that what is typed next is
        the seed (issue 18, F8: typed after the box, "hello world" went to a rule option,
        its space toggling it)."""
        if on and self.choose_deal.hasFocus():
            self.seed.setFocus(Qt.FocusReason.OtherFocusReason)
            self.seed.selectAll()

    def _order_tabs(self) -> None:
        order = self.tab_order()
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    @staticmethod
    def _option_widget(field: attrs.Attribute) -> QCheckBox | QSpinBox | QComboBox | None:  # type: ignore[type-arg]
        meta = field.metadata
        if meta.get("advanced"):
            return None
        if "choices" in meta:
            combo = QComboBox()
            for value in meta["choices"]:
                combo.addItem(str(value), value)
            combo.setCurrentIndex(max(0, combo.findData(field.default)))
            return combo
        if field.type in (bool, "bool"):
            box = QCheckBox()
            box.setChecked(bool(field.default))
            return box
        if field.type in (int, "int") and "min" in meta and "max" in meta:
            spin = QSpinBox()
            spin.setRange(int(meta["min"]), int(meta["max"]))
            spin.setValue(int(field.default if field.default is not None else meta["min"]))
            return spin
        return None

    def _fill_defaults(
        self, previous: GameSetup | None, remembered: dict[str, Any] | None = None
    ) -> None:
        if previous is not None and previous.game_id == self.game_id:
            self._fill_seats(previous.seats)
            for name, widget in self.option_widgets.items():
                self._set_option(widget, getattr(previous.options, name))
            return
        self.rows[0].name.setText(default_human_name())
        for row in self.rows[1:]:
            row.kind.setCurrentIndex(1)
        if remembered is not None:
            self._fill_remembered(remembered)

    def _fill_seats(self, seats: Sequence[Seat]) -> None:
        """The number of players, and each seat's name, kind and level, as ``seats`` (a
        level this game's computer does not know leaves the row's own)."""
        self.count.setValue(len(seats))
        for row, seat in zip(self.rows, seats, strict=False):
            row.name.setText(seat.name or "")
            row.kind.setCurrentIndex(0 if seat.is_human else 1)
            found = row.level.findData(seat.level) if seat.level else -1
            if found >= 0:
                row.level.setCurrentIndex(found)

    def _fill_remembered(self, remembered: dict[str, Any]) -> None:
        """The seats and rule options of the last game of this game started
        (:meth:`~farmhouse.app.settings.Settings.last_setup`); an option whose remembered
        value its control cannot show keeps the published rules' (issue 18, F8)."""
        seats = [
            Seat(s["name"], s["kind"], s["level"] if s["kind"] == "ai" else None)
            for s in remembered.get("seats", [])
        ]
        if seats:
            self._fill_seats(seats)
        options = remembered.get("options", {})
        for name, widget in self.option_widgets.items():
            value = options.get(name)
            if isinstance(widget, QCheckBox) and isinstance(value, bool):
                widget.setChecked(value)
            elif isinstance(widget, QSpinBox) and type(value) is int:
                if widget.minimum() <= value <= widget.maximum():
                    widget.setValue(value)
            elif isinstance(widget, QComboBox) and value is not None:
                data = [widget.itemData(i) for i in range(widget.count())]
                found = [i for i, d in enumerate(data) if getattr(d, "value", d) == value]
                if found:
                    widget.setCurrentIndex(found[0])

    @staticmethod
    def _set_option(widget: QCheckBox | QSpinBox | QComboBox, value: Any) -> None:
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        else:
            widget.setCurrentIndex(max(0, widget.findData(value)))

    @staticmethod
    def _option_value(widget: QCheckBox | QSpinBox | QComboBox) -> Any:
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.currentData()

    def _update_rows(self) -> None:
        players = self.count.value()
        for row in self.rows:
            row.setVisible(row.index < players)
        shown = False
        for name, widget in self.option_widgets.items():
            applies = self.option_applies(self._option_fields[name], players)
            self.options_form.setRowVisible(widget, applies)
            shown = shown or applies
        self.options_box.setVisible(shown)
        self._check_options()

    @staticmethod
    def option_applies(field: attrs.Attribute, players: int) -> bool:  # type: ignore[type-arg]
        """Whether the rule option ``field`` applies to a game of ``players`` players: True
        unless its metadata names the player counts it is for (``"players"``) and
        ``players`` is not among them."""
        counts = field.metadata.get("players")
        return counts is None or players in counts

    def options(self) -> Any:
        """The rule options the dialog describes (the game's ``Options``); those that do not
        apply to the number of players chosen keep their defaults."""
        players = self.count.value()
        values = {
            name: self._option_value(w)
            for name, w in self.option_widgets.items()
            if self.option_applies(self._option_fields[name], players)
        }
        return self.game.Options(**values)  # (an option that does not apply: its default)

    def problems(self) -> list[str]:
        """Translated reasons why the chosen options cannot be played together (empty: fine)."""
        check = getattr(self.options(), "problems", None)
        keys = list(check()) if callable(check) else []
        return [self.ui.describe_illegal(IllegalAction(key)) for key in keys]

    def _check_options(self) -> None:
        problems = self.problems()
        self.problem.setText("\n".join(problems))
        self.problem.setVisible(bool(problems))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)

    def setup(self) -> GameSetup:
        """The game the dialog describes (an empty name is "not given": the app shows "Player N"
        in the language of the moment; the seed is new and random unless "Choose the deal" is
        ticked and a seed given)."""
        seats = [row.seat() for row in self.rows[: self.count.value()]]
        seed_text = self.seed.text().strip() if self.choose_deal.isChecked() else ""
        seed = int(seed_text) % SEED_LIMIT if seed_text else random_seed()
        return GameSetup(self.game_id, seats, self.options(), seed)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("New game: %1").replace("%1", self.ui.title()))
        if self.chooser is not None and self.chooser_label is not None:
            self.chooser_label.setText(self.tr("&Game:"))
            self.chooser.setAccessibleName(spoken(self.chooser_label.text()))
            for i, (_, choice_ui) in enumerate(self.choices):
                self.chooser.setItemText(i, choice_ui.title())
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players:"))
        self.count.setAccessibleName(spoken(self.count_label.text()))
        for row in self.rows:
            row.retranslate()
            row.name.setPlaceholderText(seat_name(None, row.index))
        self.options_box.setTitle(self.tr("Rules"))
        for name, widget in self.option_widgets.items():
            label = self.ui.option_label(name)
            tip = self.ui.option_tooltip(name)
            if isinstance(widget, QCheckBox):
                widget.setText(label)
            else:
                self.option_labels[name].setText(label)
                self.option_labels[name].setToolTip(tip)
                widget.setAccessibleName(spoken(label))  # (its label: not its value)
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, self.ui.choice_label(name, widget.itemData(i)))
            widget.setToolTip(tip)
        self._check_options()
        self.choose_deal.setText(self.tr("Choose the deal (seed)"))
        self.choose_deal.setToolTip(
            self.tr(
                "The same seed and moves replay the same game. Leave it unticked for a random deal."
            )
        )
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setAccessibleName(spoken(self.seed_label.text()))
        #: %1: the largest seed, 9223372036854775807 (written without separators, as typed)
        seeds = self.tr("A seed is a whole number from 0 to %1.").replace("%1", str(SEED_LIMIT - 1))
        self.seed.setToolTip(
            self.tr("The same seed and moves replay the same game.") + "\n" + seeds
        )
        self.seed_hint.setText(seeds)
        self.reroll.setText(self.tr("New seed"))
        self._label_buttons()

    def _label_buttons(self) -> None:
        """Start and Cancel in the current language (also after the button box's own
        language change, which gives standard buttons Qt's "OK" back:
        :class:`~farmhouse.app.dialog_buttons.DialogButtons`)."""
        self.buttons.button(OK).setText(self.tr("Start game"))
        self.buttons.button(CANCEL).setText(self.tr("Cancel"))

    def room(self) -> QRect:
        """Where the dialog may be, in global coordinates: the available geometry (the
        screen without task bars and docks) of the screen the dialog is on, or else of its
        parent's."""
        parent = self.parentWidget()
        screen = self.screen() if self.isVisible() or parent is None else parent.screen()
        return screen.availableGeometry()

    def _seed_refused(self) -> None:
        """A key the seed field refused: what a seed may be, under it (the dialog grows by
        that line where the screen has room, the rules not squeezed)."""
        if self.seed_hint.isHidden():
            self.seed_hint.setVisible(True)
            self.fit_screen()

    def fit_screen(self) -> None:
        """Make the dialog as large as its contents ask, but never larger than :meth:`room`
        (the seats and rules scroll then), and move it, frame and title bar included, onto
        that room where it would stick out: up when it grew downwards past the screen's
        bottom. A height the user dragged it to is kept (:meth:`resizeEvent`), the room
        allowing. Nothing happens while the dialog is hidden (:meth:`showEvent` fits it)."""
        if not self.isVisible():
            return
        seats_and_rules, whole = self.game_area.layout(), self.layout()
        if seats_and_rules is not None:
            seats_and_rules.activate()
        # the area's size hint is its contents': the dialog's layout still holds an old one
        self.seats_and_rules.updateGeometry()
        if whole is not None:
            whole.activate()
        room = self.room()
        frame, inner = self.frameGeometry(), self.geometry()
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        want = self.sizeHint().expandedTo(self.minimumSizeHint())
        width = min(max(want.width(), self.width()), room.width() - extra.width())
        height = min(max(want.height(), self._user_height), room.height() - extra.height())
        if (width, height) != (self.width(), self.height()):
            self._fitting = True
            try:
                self.resize(width, height)
            finally:
                self._fitting = False
        self._fitted = True
        frame = self.frameGeometry()
        x = min(max(frame.left(), room.left()), room.right() + 1 - frame.width())
        y = min(max(frame.top(), room.top()), room.bottom() + 1 - frame.height())
        if (x, y) != (frame.left(), frame.top()):
            self.move(max(x, room.left()), max(y, room.top()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.fit_screen()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        """A height the user gives the dialog by hand (once it is fitted, a resize not made
        by :meth:`fit_screen`) is kept as its least: fewer players no longer shrink it back
        to its natural height (issue 18), more still grow it as they need."""
        super().resizeEvent(event)
        if self._fitted and not self._fitting and self.isVisible():
            self._user_height = event.size().height()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
