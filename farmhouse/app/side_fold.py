"""The game page's side panel folded away in a narrow window (issue 18, small windows).

At 800 × 600 the side panel (300 px of 800) left the board 480 px, and the boards' own text
(card values, labels, prompts) came out 6–7 px high. Below :data:`FOLD_BELOW` pixels of page
width the panel therefore gives the board the whole page: it leaves the page's layout and
becomes a drawer over the board's right side, opened and closed by the fold bar's button
("Players and log"). The fold bar (:class:`FoldBar`) sits in the window's menu bar, right of
the menus (where nothing else is), and says whose turn it is in the turn banner's colours, so
a folded panel costs the board no room at all. At 1280 × 720 and wider nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMenuBar, QWidget

from farmhouse.app.key_guard import EnterButton
from farmhouse.app.labels import elided, plain_label

# The page's width (pixels) under which the side panel folds away: the board had less than
# 880 px beside it, and its text 1.4 times smaller than with the whole width (800 × 600:
# 6–7 px with the panel, 10 px without). 1280 × 720 and wider keep the panel beside the
# board (the board is as high as the window lets it be there: folding gains nothing).
FOLD_BELOW = 1200
# The page's margins (pixels) while the panel is folded (8 beside it).
FOLDED_MARGIN = 2
# The widest the fold bar's "whose turn" text may be (pixels) before it is elided.
TURN_WIDTH = 260


class FoldBar(QWidget):
    """Whose turn it is (:meth:`set_turn`) and the button that opens or closes the folded
    side panel (``toggled(bool)``: True to open it). Shown by the game page only while its
    panel is folded."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("foldBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 1, 4, 1)
        layout.setSpacing(6)
        self.turn = plain_label()
        self.turn.setObjectName("foldTurn")
        self.button = EnterButton()
        self.button.setObjectName("foldButton")
        self.button.setCheckable(True)
        self.button.toggled.connect(self.toggled)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        layout.addWidget(self.turn)
        layout.addWidget(self.button)
        self._hint = QSize()  # (the size the menu bar last gave it room for: _relayout)

    def set_turn(self, text: str, style: str) -> None:
        """Show ``text`` (whose turn it is, as the banner says it, the name whole as its
        tooltip) in ``style`` (the banner's colours: a style sheet's declarations)."""
        self.turn.setStyleSheet(f"{style} border-radius: 4px; padding: 0px 8px;")
        self.turn.setText(elided(text, self.turn, TURN_WIDTH))
        self.turn.setToolTip(text if self.turn.text() != text else "")
        self.turn.setAccessibleName(text)
        self._relayout()

    def set_open(self, shown: bool) -> None:
        """Show the button pressed while the panel is open (no ``toggled`` sent)."""
        if self.button.isChecked() != shown:
            self.button.blockSignals(True)
            self.button.setChecked(shown)
            self.button.blockSignals(False)

    def retranslate(self) -> None:
        """The button's text and tooltip in the current language."""
        self.button.setText(self.tr("Players and log"))
        self.button.setToolTip(self.tr("Show or hide the players, the game log and hints."))
        self._relayout()

    def _relayout(self) -> None:
        """Have the widget holding the bar (the menu bar) give it room for its new size: a
        menu bar places its corner widget only when it is resized or the widget shown."""
        hint = self.sizeHint()
        holder = self.parentWidget()
        # (only a menu bar: a status bar lays its widgets out itself, and the game page that
        # makes the bar must not be sent a resize, which would fold its panel)
        if hint == self._hint or not isinstance(holder, QMenuBar):
            return
        self._hint = hint
        self.resize(hint)
        size = holder.size()
        QCoreApplication.sendEvent(holder, QResizeEvent(size, size))
