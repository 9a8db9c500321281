"""The "thinking" sign of the game page: who thinks, the time used against the budget, and the
button that makes it decide now.

While an AI thinks for more than a moment (:data:`SIGN_DELAY_S`), the sign says
"Bot 2 is thinking… 0.6 / 1 s" over a bar that fills as the budget is used, with a "Move now"
button (the AI plays its best move so far). While a hint is looked for, the same sign says
"Looking for a hint… 0.4 / 1 s" and its button shows the hint at once. It never shows more
time than the budget: past it, "Bot 2 is about to move…" / "The hint is almost ready…". A quick decision (an
``easy`` or ``normal`` AI, a one-move decision) never shows it, so it does not flicker.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QProgressBar, QPushButton, QVBoxLayout, QWidget

from farmhouse.app.labels import elided, plain_label

# How long something thinks before the sign appears (seconds).
SIGN_DELAY_S = 0.3
# How often the sign shows the time again while visible (milliseconds).
TICK_MS = 100
# The widest a name may be in the sign before it is elided (pixels).
NAME_WIDTH = 120


def seconds_text(seconds: float) -> str:
    """``seconds`` as the sign writes them: "0.6", "1", "2.5" (at most one decimal)."""
    text = f"{seconds:.1f}"
    return text[:-2] if text.endswith(".0") else text


class ThinkingSign(QFrame):
    """See the module docstring. ``elapsed()`` is asked for the seconds used so far;
    ``hurry_requested`` is emitted by the button, ``appeared`` when the sign shows (its delay
    over). Keeps its room while hidden."""

    hurry_requested = Signal()
    appeared = Signal()
    # What the sign shows changed (its text, its button; hidden): for the fold bar, which
    # shows it while the side panel is folded away (farmhouse.app.side_fold.FoldBar.follow).
    shown_changed = Signal()

    def __init__(self, elapsed: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("thinkingSign")
        self._elapsed = elapsed
        self._who = ""  # the name of the thinking seat, or "" for a hint
        self._budget = 0.0
        self.active = False
        # Its delay over, the sign is up: in sight, or, kept out of it (set_in_sight), in the
        # fold bar of a folded side panel, which shows what it says (shown_changed).
        self.up = False
        self._in_sight = True
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.label = plain_label()
        self.label.setObjectName("thinking")
        self.bar = QProgressBar()
        self.bar.setObjectName("thinkingBar")
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(6)
        self.bar.setRange(0, 1000)
        self.button = QPushButton()
        self.button.setObjectName("moveNow")
        self.button.clicked.connect(self.hurry_requested)
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addWidget(self.bar, 1)
        row.addWidget(self.button)
        layout.addWidget(self.label)
        layout.addLayout(row)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.retranslate()

    def start(self, who: str, budget_s: float) -> None:
        """Something started thinking: the AI of the seat named ``who`` (``""``: a hint is
        being looked for), allowed ``budget_s`` seconds. The sign appears after
        :data:`SIGN_DELAY_S`."""
        self._who, self._budget, self.active = who, budget_s, True
        self.button.setEnabled(True)
        self._timer.start()
        self.retranslate()

    def stop(self) -> None:
        """Nothing thinks any more: hide the sign."""
        self.active = False
        self.up = False
        self._timer.stop()
        self.setVisible(False)
        self.shown_changed.emit()

    def set_in_sight(self, shown: bool) -> None:
        """Show the sign while it is up (``shown``: the default), or keep it out of sight
        while something else shows what it says (the fold bar, while the side panel that
        holds the sign is folded away: in the panel opened over the board, the sign lay over
        the game log's title and top line, session 16, F2). ``appeared`` is sent when it comes
        into sight."""
        if shown == self._in_sight:
            return
        self._in_sight = shown
        if not shown:
            self.setVisible(False)
        elif self.up:
            self.setVisible(True)
            self.appeared.emit()

    def hurried(self) -> None:
        """The button was used: it cannot be used again for this decision."""
        self.button.setEnabled(False)
        self.shown_changed.emit()

    def text(self) -> str:
        """What the sign says now ("Bot 2 is thinking… 0.6 / 1 s")."""
        return self.label.text()

    def _tick(self) -> None:
        if not self.active:
            return
        used = self._elapsed()
        if used < SIGN_DELAY_S and not self.up:
            return
        if not self.up:
            self.up = True
            if self._in_sight:
                self.setVisible(True)
                self.appeared.emit()
        self.bar.setValue(min(1000, round(1000 * used / self._budget)) if self._budget else 0)
        if self._budget and used > self._budget:
            # past the budget (the workers starting, the answer on its way): no "0.8 / 0.5 s"
            if self._who:
                #: The thinking sign once the AI's time is up, before it moves: %1 its name.
                template = self.tr("%1 is about to move…")
            else:
                #: The thinking sign once a hint's time is up, before it is shown.
                template = self.tr("The hint is almost ready…")
        elif self._who:
            #: The thinking sign: %1 the AI player's name, %2 the seconds it has used, %3
            #: the seconds it may use ("Bot 2 is thinking… 0.6 / 1 s").
            template = self.tr("%1 is thinking… %2 / %3 s")
        else:
            #: The thinking sign while a hint is looked for: %2 the seconds used, %3 those
            #: allowed ("Looking for a hint… 0.4 / 1 s").
            template = self.tr("Looking for a hint… %2 / %3 s")
        budget = seconds_text(self._budget)
        name = elided(self._who, self.label, NAME_WIDTH)
        self.label.setText(
            template.replace("%2", seconds_text(used)).replace("%3", budget).replace("%1", name)
        )
        # its name for screen readers in whole seconds: it changes once a second, not ten
        # times (each change is an event a screen reader hears of)
        spoken = (
            template.replace("%2", str(int(used))).replace("%3", budget).replace("%1", self._who)
        )
        if self.label.accessibleName() != spoken:
            self.label.setAccessibleName(spoken)
        self.shown_changed.emit()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        if self._who or not self.active:
            self.button.setText(self.tr("Move now"))
            self.button.setToolTip(
                self.tr("Let the computer play the best move it has found so far (M).")
            )
        else:
            self.button.setText(self.tr("Show now"))
            self.button.setToolTip(
                self.tr("Show the hint with what the computer has found so far (M).")
            )
        self._tick()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
