"""A page's side panel folded away in a narrow window (issue 18, small windows): the game
page's and the replay page's, one mechanism (:class:`SideFold`).

At 800 × 600 the side panel (300 px of 800) left the board 480 px, and the boards' own text
(card values, labels, prompts) came out 6–7 px high. Where the board beside the panel would
draw its text under 12 px for want of width (:func:`board_cramped`: a page under some 1,250
px wide) the panel therefore gives the board the whole page: it leaves the page's layout and
becomes a drawer over the board's right side, opened and closed by the fold bar's button
("Players and log"). The fold bar (:class:`FoldBar`) sits in the window's menu bar, right of
the menus (where nothing else is), and says whose turn it is in the turn banner's colours, so
a folded panel costs the board no room at all. At 1280 × 720 and wider nothing changes. At a
game's end the bar offers "Show result" too (the panel's own button is folded away with it).
The replay page folds its panel the same way and by the same rule (its button "Log and
view"), and also where its holdings stand beside the board (see ``ReplayPage._arrange``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QBoxLayout, QHBoxLayout, QMenuBar, QWidget

from farmhouse.app.board.linebreak import spaced_names
from farmhouse.app.key_guard import EnterButton
from farmhouse.app.labels import elided, plain_label

if TYPE_CHECKING:
    from farmhouse.app.thinking_sign import ThinkingSign

# The game page and the replay page fold their panels where the board beside it would draw
# its text under 12 px for want of width (board_cramped, SideFold.cramped); 1280 × 720,
# 1366 × 768 and larger keep it beside the board, and so does a wide but low window (its
# board is bound by the height: folded it gains only the page's margins). While the game
# page's thinking sign is up, the fold bar says what it says, with its "Move now"
# (FoldBar.follow).
# The least room (pixels) a board needs beside the side panel for its text to be 12 px high
# (session 16, F8: the fold was decided by the width alone, and in a 1200 × 700 window, or a
# wide but low one, 1440 × 680, the board's text was 11.3–11.9 px): its width for El Gaucho
# (1240 scene units wide, its least text 16 units: 0.75 × 1240, and 4), its height for Black
# Sheep (1000 units high, its least text 18.75 units: 0.64 × 1000, and 4, and 4 more for its
# width, rounded to 20 units, a little wider than the room's shape); Bye-Bye Black Sheep needs
# 888 × 636, Wooly Bully (its text a fixed size) nothing. The page's room at 1280 × 720 is
# 960 × 660 (656 in Japanese and Chinese: their menu bar is higher).
BOARD_LEAST_WIDTH = 934
BOARD_LEAST_HEIGHT = 648
# The page's margins (pixels) while the panel is folded (8 beside it).
FOLDED_MARGIN = 2
# The widest the fold bar's "whose turn" text may be (pixels) before it is elided.
TURN_WIDTH = 260
# ... and the thinking sign's text in the bar of a panel beside the board (a window at least
# 1,200 px wide: room to spare right of the menus), whole with its time ("…が考えています…
# 0.8／3秒" lost its time at TURN_WIDTH).
SIGN_WIDTH = 420


def board_cramped(width: int, height: int) -> bool:
    """Whether a board given ``width`` × ``height`` pixels beside the side panel would draw
    its text under 12 px for want of width (:data:`BOARD_LEAST_WIDTH`): then the panel folds
    away and the board takes the page's width. A board lower than :data:`BOARD_LEAST_HEIGHT`
    is bound by the height, folded or not (folding gains it only the page's margins, 12 px),
    so a low window keeps the panel: folding it there hid the players and the log for
    nothing (1920 × 700; 1366 × 698, a maximised window on a 1366 × 768 laptop with a
    taskbar; session 16's second tester)."""
    del height  # (the board's height is the same folded or not, within the margins)
    return width < BOARD_LEAST_WIDTH


class FoldBar(QWidget):
    """Whose turn it is (:meth:`set_turn`) and the button that opens or closes the folded
    side panel (``toggled(bool)``: True to open it). Shown by the game page only while its
    panel is folded. While the panel's thinking sign is up (:meth:`follow`: a ``hard`` AI
    thinking, a hint looked for), the bar says what the sign says instead of whose turn it
    is ("Bot 2 is thinking… 1.3 / 3 s") and offers its button ("Move now"). With
    :meth:`set_sign_only` (a tight panel beside the board keeps the sign out of it) the bar
    shows only that, while the sign is up."""

    toggled = Signal(bool)
    # Esc was pressed in the bar while the panel was open (its button pressed).
    escaped = Signal()

    def __init__(self, parent: QWidget | None = None, replay: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("foldBar")
        self.replay = replay  # (a replay's panel: the log and whose view, no players)
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
        # at a game's end, the result a click away while the panel (with its "Show result")
        # is folded: shown by the page (set_result_shown), clicked: ``result``
        self.result = EnterButton()
        self.result.setObjectName("foldResult")
        self.result.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.result.setVisible(False)
        # the thinking sign's button, while the sign is up (follow)
        self.hurry = EnterButton()
        self.hurry.setObjectName("foldHurry")
        self.hurry.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.hurry.setVisible(False)
        self._sign: ThinkingSign | None = None
        self._sign_only = False  # (set_sign_only)
        self._turn_text = ""  # (whose turn, whole: shown again once the sign is down)
        self._turn_parts = ("", "")  # (set_turn's text and name)
        layout.addWidget(self.turn)
        layout.addWidget(self.hurry)
        layout.addWidget(self.result)
        layout.addWidget(self.button)
        self._hint = QSize()  # (the size the menu bar last gave it room for: _relayout)

    def set_turn(self, text: str, style: str, name: str = "") -> None:
        """Show ``text`` (whose turn it is, as the banner says it, ``%1`` standing for
        ``name``; the whole as its tooltip where it is shortened) in ``style`` (the banner's
        colours: a style sheet's declarations). A long name is shortened, the words kept
        ("ながいなまえの…さんの手番": session 16, F15, the words were cut away)."""
        self.turn.setStyleSheet(f"{style} border-radius: 4px; padding: 0px 8px;")
        self._turn_parts = (text, name)
        self._turn_text = spaced_names(text.replace("%1", name), names=[name])
        self._show_sign()

    def _fitted_turn(self) -> str:
        """Whose turn it is in :data:`TURN_WIDTH`: the name shortened first, then the rest."""
        template, name = self._turn_parts
        if "%1" in template and name:
            self.turn.ensurePolished()
            words = self.turn.fontMetrics().horizontalAdvance(template.replace("%1", ""))
            name = elided(name, self.turn, max(TURN_WIDTH - words, TURN_WIDTH // 3))
        return elided(
            spaced_names(template.replace("%1", name), names=[name]), self.turn, TURN_WIDTH
        )

    def follow(self, sign: ThinkingSign) -> None:
        """Show what ``sign`` (the folded panel's thinking sign) says while it is up, and its
        button (the same action: the sign's button is clicked)."""
        self._sign = sign
        sign.shown_changed.connect(self._show_sign)
        self.hurry.clicked.connect(sign.button.click)

    def _show_sign(self) -> None:
        """The turn's text, or the thinking sign's while it is up, with its button."""
        sign = self._sign
        up = sign is not None and sign.up
        text = sign.text() if sign is not None and up else self._turn_text
        room = SIGN_WIDTH if self._sign_only else TURN_WIDTH
        self.turn.setText(elided(text, self.turn, room) if up else self._fitted_turn())
        self.turn.setToolTip(text if self.turn.text() != text else "")
        self.turn.setAccessibleName(text)  # (the whole, not as shortened)
        if sign is not None:
            self.hurry.setText(sign.button.text())
            self.hurry.setToolTip(sign.button.toolTip())
            self.hurry.setEnabled(sign.button.isEnabled())
        if self.hurry.isHidden() == up:
            self.hurry.setVisible(up)
        self._relayout()

    def sign_up(self) -> bool:
        """True while the followed thinking sign is up (:meth:`follow`)."""
        return self._sign is not None and self._sign.up

    def set_sign_only(self, only: bool) -> None:
        """Show the thinking sign's text and button only (``only``: the side panel is beside
        the board, where the sign is kept out of sight), without the button that opens a
        folded panel nor the game's result; else all of it (a folded panel)."""
        if only == self._sign_only:
            return
        self._sign_only = only
        self.button.setVisible(not only)
        self.set_result_shown(self._result_wanted)
        self._relayout()

    _result_wanted = False  # (set_result_shown's last word)

    def set_result_shown(self, shown: bool) -> None:
        """Offer the game's result (the button ``result``) beside whose turn it is (not in
        :meth:`set_sign_only`'s bar)."""
        self._result_wanted = shown
        shown = shown and not self._sign_only
        if self.result.isHidden() == shown:
            self.result.setVisible(shown)
            self._relayout()

    def set_open(self, shown: bool) -> None:
        """Show the button pressed while the panel is open (no ``toggled`` sent)."""
        if self.button.isChecked() != shown:
            self.button.blockSignals(True)
            self.button.setChecked(shown)
            self.button.blockSignals(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Esc on the bar's buttons (which ignore it) while the panel is open: ``escaped``.
        The bar lies in the menu bar, outside the page, whose Esc closes the panel
        (session 17, R2: Esc there did nothing)."""
        if event.key() == Qt.Key.Key_Escape and self.button.isChecked():
            event.accept()
            self.escaped.emit()
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        """The button's text and tooltip in the current language."""
        if self.replay:
            #: The replay page's button that opens its folded side panel (the game log and
            #: the "Watch as" choice of whose view the board shows).
            self.button.setText(self.tr("Log and view"))
            self.button.setToolTip(
                self.tr("Show or hide the game log and the choice of whose view is shown.")
            )
        else:
            self.result.setText(self.tr("Show result"))
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


class SideFold(QObject):
    """The folding of a page's side panel (the game page's and the replay page's): the
    panel (``panel``, ``width`` px wide) leaves the page's ``layout`` (where it is the last
    item, ``margin`` px of margins around the page) while :attr:`folded`, and opens as a
    drawer over the page's right side, as high as the page, from the fold bar
    (:attr:`bar`, a :class:`FoldBar` made here, which the main window puts in its menu bar)
    or :meth:`open`; Esc in the page closes it (:meth:`escape`), and so does Esc in the fold
    bar (which lies outside the page, in the menu bar). The page decides when it
    folds (:meth:`fold`) and what the bar says (``bar.set_turn``; ``replay``: the button
    names a replay's panel); the bar is shown only while the page is shown and its panel
    folded."""

    #: The panel was opened over the page (True) or closed (False).
    opened = Signal(bool)

    def __init__(
        self,
        page: QWidget,
        layout: QBoxLayout,
        panel: QWidget,
        width: int,
        margin: int,
        replay: bool = False,
    ) -> None:
        super().__init__(page)
        self.page, self.layout, self.panel = page, layout, panel
        self.panel_width, self.margin = width, margin
        self.folded = False
        # what takes the keyboard focus when the panel closes with it (default: the page)
        self.focus_back: Callable[[], QWidget | None] = lambda: None
        # (made with a parent, so that Qt, not Python, owns it: the main window's menu bar
        # takes it, and the app crashed as it quit, the bar deleted twice)
        self.bar = FoldBar(page, replay)
        self.bar.retranslate()
        self.bar.setVisible(False)
        self.bar.toggled.connect(self.open)
        self.bar.escaped.connect(self._escape_from_bar)
        self.sign_away = False  # (keep_sign_away)
        page.installEventFilter(self)

    def fold(self, folded: bool) -> bool:
        """Fold the panel away (``folded``: the page's other parts get its room, the panel
        opens over them from the fold bar) or put it back beside them; True if that changed
        anything. The page's layout is laid out at once."""
        if folded == self.folded:
            self.place_drawer()
            return False
        self.folded = folded
        layout, panel = self.layout, self.panel
        if folded:
            layout.removeWidget(panel)
            panel.hide()
            margin = FOLDED_MARGIN
        else:
            set_look(panel, "drawer", False)
            layout.addWidget(panel)
            panel.show()
            margin = self.margin
        layout.setContentsMargins(margin, margin, margin, margin)
        self.bar.set_open(False)
        self.bar.set_sign_only(self.sign_away and not folded)
        self.show_bar()
        layout.activate()
        self.place_drawer()
        return True

    def cramped(self) -> bool:
        """Whether the page, as large as it is now, folds its panel: the board beside the
        panel would draw its text under 12 px for want of width (:func:`board_cramped`, the
        page's margins and spacing as they are with the panel beside the board). The game
        page's rule and the replay page's, so that a window reads the same in play and in
        replay (session 17, R7: the replay folded below 1,200 px of width alone, and El
        Gaucho's replay board drew its text 11.3 px high at 1200 × 700)."""
        page, margin = self.page, self.margin
        beside = self.panel_width + self.layout.spacing() + 2 * margin
        return board_cramped(page.width() - beside, page.height() - 2 * margin)

    def show_bar(self) -> None:
        """The fold bar in sight while the page is shown and its panel folded, or, while the
        panel beside the page keeps the thinking sign away (:meth:`keep_sign_away`), while
        the sign is up."""
        away = self.sign_away and self.bar.sign_up()
        shown = (self.folded or away) and self.page.isVisible()
        if self.bar.isHidden() == shown:
            self.bar.setVisible(shown)

    def keep_sign_away(self, away: bool) -> None:
        """The panel beside the page shows no thinking sign (``away``: it is tight, and the
        sign lay over the game log's title and top line): the fold bar shows what the sign
        says while it is up, with its button, and nothing else (as for a folded panel)."""
        self.sign_away = away
        self.bar.set_sign_only(away and not self.folded)
        self.show_bar()

    def open(self, shown: bool) -> None:
        """Open (``shown``) or close the folded panel over the page's right side. Nothing
        while the panel is beside the page's other parts."""
        if not self.folded:
            return
        panel = self.panel
        set_look(panel, "drawer", shown)
        self.bar.set_open(shown)
        if shown:
            self.place_drawer()
            panel.show()
            panel.raise_()
        else:
            had_focus = panel.isAncestorOf(self.page.focusWidget())
            panel.hide()
            if had_focus:
                (self.focus_back() or self.page).setFocus(Qt.FocusReason.OtherFocusReason)
        self.opened.emit(shown)

    @property
    def panel_open(self) -> bool:
        """True while the panel is in sight: beside the rest, or opened over it."""
        return not self.folded or self.panel.isVisible()

    def escape(self) -> bool:
        """Esc: close the panel opened over the page; True if it was open."""
        if self.folded and self.panel.isVisible():
            self.open(False)
            return True
        return False

    def _escape_from_bar(self) -> None:
        """Esc in the fold bar: close the panel, the keyboard focus back where closing the
        panel puts it (:attr:`focus_back`, default: the page)."""
        focus = QApplication.focusWidget()
        if self.escape() and focus is not None and self.bar.isAncestorOf(focus):
            (self.focus_back() or self.page).setFocus(Qt.FocusReason.OtherFocusReason)

    def place_drawer(self) -> None:
        """The folded panel's place: at the page's right (or left: :meth:`set_drawer_left`),
        as high as the page."""
        if self.folded:
            self.panel.setGeometry(self.drawer_rect(self.drawer_left))

    drawer_left = False  # (set_drawer_left)

    def drawer_rect(self, left: bool) -> QRect:
        """Where the folded panel opens over the page: at its ``left`` or right, as high as
        the page (the page's pixels)."""
        m, page, width = FOLDED_MARGIN, self.page, self.panel_width
        return QRect(m if left else page.width() - width - m, m, width, page.height() - 2 * m)

    def set_drawer_left(self, left: bool) -> None:
        """Open the folded panel at the page's left (``left``: the game page, where at the
        right it would cover the move a hint marks) or at its right (the default)."""
        if left != self.drawer_left:
            self.drawer_left = left
            self.place_drawer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.page and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.show_bar()
        return False


def set_look(widget: QWidget, name: str, on: bool) -> None:
    """Set ``widget``'s style sheet property ``name`` (``QFrame#panel[drawer="true"]``) to
    ``on`` and restyle it, only where it changes (restyling the thinking sign took some
    10M instructions of opening a save)."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
