"""The game page: the board (or the hot-seat hand-over screen covering it:
:mod:`farmhouse.app.hand_over`) and a side panel with whose turn it is, the seats and their
corrals (:mod:`farmhouse.app.seat_list`), an AI "thinking…" sign (with "Move now"), the hint
box and the game log.

The side panel keeps its shape from turn to turn: the turn banner has the height of two lines
whatever it says, the "thinking" line keeps its room while hidden (in a game with a computer
seat), a seat's summary has room for two lines where every seat fits so (else it is as tall as
its text, else its first line only: :meth:`GamePage._fit_seats`; seats that must scroll show
whole lines only), and the game log shows whole lines only, at least :data:`LOG_LINES` of them
(:mod:`farmhouse.app.game_log`). Wrapped labels break only
between words (:func:`keep_words`).

Where the players' names or the seats' summaries would not be whole otherwise, the panel is
made tight (the seats' title hidden, the log's least height :data:`OVER_LOG_LINES`, the
thinking sign shown in the fold bar in the menu bar instead of keeping its room:
:meth:`GamePage._set_tight_panel`). In a narrow
window, or a low one (where the board beside the panel would draw its text under 12 px:
:func:`~farmhouse.app.side_fold.board_cramped`), the panel folds away and the board takes the
whole page; the fold bar in the menu bar opens it over the board
(:mod:`farmhouse.app.side_fold`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpacerItem,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board import access_gate as access
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.linebreak import keep_words, kept_names, plain, whole_counts
from farmhouse.app.controller import MatchController
from farmhouse.app.first_paint import after_first_paint
from farmhouse.app.game_log import GameLog
from farmhouse.app.game_ui import level_label
from farmhouse.app.hand_over import HandOverScreen
from farmhouse.app.i18n import system_language
from farmhouse.app.key_guard import EnterButton
from farmhouse.app.labels import (
    fit_name,
    log_line_tip,
    log_room,
    plain_label,
    quiet_scroll,
    two_lines_height,
)
from farmhouse.app.name_fit import log_text, name_in_pieces
from farmhouse.app.seat_list import (
    AS_TALL,
    ONE_LINE,
    SMALL_NAME,
    SMALL_SUMMARY,
    SUMMARY_WAYS,
    PlacingLayout,
    SeatLine,
    SeatsArea,
    scroll_viewport,
)
from farmhouse.app.side_fold import SideFold, set_look
from farmhouse.app.style import WOOD, seat_colour, text_colour_on
from farmhouse.app.thinking_sign import ThinkingSign

if TYPE_CHECKING:
    from farmhouse.app.hint_panel import HintPanel
    from farmhouse.app.look_back import LookBack

# Sizes (pixels): the width of the turn banner's text (the side panel less its margins and
# the padding); the turn banner's vertical padding and frame (the style sheet's
# ``padding: 8px``, both sides). The banner's smallest font (points): a long name makes the
# banner's text smaller, down to this, before the name is shortened.
BANNER_TEXT_WIDTH = 250
BANNER_PADDING = 18
BANNER_SMALLEST_PT = 12.0
# ... and, for a name too wide for a line of the banner in that size, the smallest font the
# name broken over two lines may take (points; 12 px, the least a player must read).
BANNER_BROKEN_SMALLEST_PT = 9.0
# The fewest whole lines of the game log the side panel shows (the seats scroll before it has
# less): at 1280 × 720 with five players, in every language.
LOG_LINES = 4
# ... and once the game is over (the seats' final figures come first), or where the seats'
# names would not be whole otherwise (GamePage._fit_seats: the panel made tight).
OVER_LOG_LINES = 2
# The room (pixels) above the seats' and the log's titles.
TITLE_GAP = 6
# The room between the board and the side panel (pixels): with the board view's least width
# (480), the panel's (300) and the page's margins (2 × 8), the page is 800 px wide at least, so
# the window fits an 800 × 600 screen (the style's 6 px made it 802).
PAGE_SPACING = 4
# The side panel's width and the page's margins (pixels).
PANEL_WIDTH = 300
PAGE_MARGIN = 8
# The least size (pixels) of a text a player must read on the board (issue 18's rule).
READABLE_PX = 12.0
# A widget's largest size (Qt's QWIDGETSIZE_MAX): no maximum.
UNBOUNDED = 16777215


def _title_gap() -> QSpacerItem:
    """The room above a title of the side panel: :data:`TITLE_GAP` pixels high."""
    return QSpacerItem(0, TITLE_GAP, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)


class GamePage(QWidget):
    """Shows one match. ``set_board`` installs the game's board and a new controller.

    Signals: ``status_message(str)`` for the main window's status bar, ``refusal_message(str)``
    for it too but only until ``game_changed()`` (see :class:`MatchController`'s ``refusal``
    and ``changed``), ``skip_hint(str)`` for it while a long animation plays ("" when it
    ended: see the controller's ``skip_hint``), ``game_over(object)`` with the Outcome,
    ``result_requested()`` (the "Show result" button of a finished game).
    """

    status_message = Signal(str)
    refusal_message = Signal(str)
    skip_hint = Signal(str)
    game_changed = Signal()
    game_over = Signal(object)
    result_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: MatchController | None = None
        self.board: BoardWidget | None = None
        self._seat_lines: list[SeatLine] = []
        self._turn_seat: int | None = None
        # The controller said ``game_over`` (the end has been shown): "Show result" is offered.
        self._ended = False
        self._shown_view: Any = None  # the view last drawn (its seat summaries)
        self._hint_takes_room = False  # the hint box is shown where the log was
        self._seats_need = 0  # the seats' height as the hint box came (_seats_before_hint)
        # the board's room kept clear beside a hint's panel, last found (_readable_clear)
        self._clear_found: tuple[Any, int] = (None, 0)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN)
        self._page_layout = layout
        layout.setSpacing(PAGE_SPACING)  # (the page fits 800 px: see PAGE_SPACING)
        self.board_stack = QStackedWidget()
        # the hand-over screen is made when first needed (a game with two humans): a board
        # opened as the app starts is painted without it
        self._hand_over: HandOverScreen | None = None
        layout.addWidget(self.board_stack, 1)

        panel = QFrame()
        panel.setObjectName("panel")
        panel.setFixedWidth(PANEL_WIDTH)
        self.panel = panel
        side = PlacingLayout(panel)
        self._fit_when_placed = False  # (eventFilter: the panel's layout resized the seats)
        side.placed = self._on_panel_placed
        self.turn = plain_label()
        self.turn.setObjectName("turn")
        self.turn.setWordWrap(True)
        self.turn.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # "Show result" is made when a finished game first offers it (result_button): a
        # hidden primary button polished with the page loads Qt's SVG module and its focus
        # picture (the style sheet's ``QPushButton#primary:focus``), 1.5M instructions of
        # opening a save whose game is not over
        self._result_button: EnterButton | None = None
        self.undo_button = EnterButton()
        self.undo_button.setObjectName("undo")
        self.undo_button.setEnabled(False)
        self.undo_button.clicked.connect(self.undo)
        self.hint_button = EnterButton()
        self.hint_button.setObjectName("hint")
        self.hint_button.setEnabled(False)
        self.hint_button.clicked.connect(self.request_hint)
        # the thinking sign (hidden, it keeps its room) and the hint box
        self.thinking = ThinkingSign(self._thinking_elapsed)
        self.thinking.hurry_requested.connect(self.move_now)
        self.thinking.appeared.connect(self._on_sign_appeared)
        # the hint box is made when the first hint is shown (until then it is hidden anyway)
        self._hint_panel: HintPanel | None = None
        # where the keyboard focus was when the hint was asked for (see dismiss_hint)
        self._focus_before_hint: QWidget | None = None
        self.seats_title = QLabel()
        self.seats_title.setObjectName("sectionTitle")
        # The seats scroll (the board's own panels show them too) only where the window is
        # too low for every seat and three lines of log: 5 seats in a 1280×720 window.
        seats = QWidget()
        seats.setObjectName("seats")
        self.seats_box = QVBoxLayout(seats)
        self.seats_box.setContentsMargins(0, 0, 0, 0)
        self.seats_box.setSpacing(0)  # (each line has its margins, 4 px between two lines)
        self.seats_box.addStretch(1)  # room left over goes below the seats, not between
        self.seats_area = SeatsArea()
        self.seats_area.setViewport(scroll_viewport())
        quiet_scroll(self.seats_area, seats, "seatsArea")
        seats.setAutoFillBackground(False)
        self.log_title = QLabel()
        self.log_title.setObjectName("sectionTitle")
        # A text browser wraps long lines exactly (a QListWidget mis-measured wrapped items).
        self.log = GameLog()
        self.log.setObjectName("gameLog")
        self.log.setOpenLinks(False)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab from the board comes here (and Shift+Tab goes back); Ctrl+L too: a screen
        # reader's user reads the moves here. Not by a click: the board keeps its keys.
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log_key = QShortcut(QKeySequence("Ctrl+L"), self)
        self.log_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.log_key.activated.connect(self.focus_log)
        # the log takes the room left (the seats first), at least LOG_LINES whole lines of it
        # in the language shown (retranslate)
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self._log_lines: list[str] = []
        self._log_room = -1  # the log's width its lines' names were fitted to (fit_log_names)
        self._log_generation = 0  # (counts the log's resets)
        # Keep the newest line in sight while the reader is at the bottom, also when the
        # text is laid out again (new lines, window resized, language switched).
        self._log_follow = True
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(self._on_log_scrolled)
        bar.rangeChanged.connect(self._on_log_range)
        # a click on a line of the log shows the board as it was then (issue 20)
        from farmhouse.app.look_back import LogClicks, LogKeys

        self._look_back: LookBack | None = None
        LogClicks(self.log, self._log_tip).line_clicked.connect(self.look_back_at_line)
        self.log.whole_line = self._log_tip  # (a screen reader hears a line's names whole)
        # and by keys: Up/Down through its lines (ringed, spoken), Enter looks back, Esc
        # goes back to the board
        log_keys = LogKeys(self.log)
        log_keys.line_chosen.connect(self._look_back_by_key)
        log_keys.left.connect(self._log_left)
        # While looking back: the position whose lines the log marks (kept in sight).
        self._log_marked: int | None = None
        side.addWidget(self.turn)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button, 1)
        buttons.addWidget(self.hint_button, 1)
        # once the game is over, "Show result" takes the place of Hint (no hint then): the
        # seats and the log keep the room a row of its own took (result_button)
        self._buttons = buttons
        side.addLayout(buttons)
        side.addWidget(self.thinking)
        self._side = side  # (the hint box goes below the thinking sign)
        self._sign_home = side.indexOf(self.thinking)  # (a hint's sign may go to the log's)
        # (the gaps above the titles: none while a hint's box hides the titles)
        self._title_gaps = [_title_gap(), _title_gap()]
        side.addItem(self._title_gaps[0])
        side.addWidget(self.seats_title)
        side.addWidget(self.seats_area)
        side.addItem(self._title_gaps[1])
        side.addWidget(self.log_title)
        side.addWidget(self.log, 1)
        side.addStretch(0)  # takes the log's room while a hint hides the log
        # the seats and the log share their room: the seats' summaries as tight as they must
        # be for every seat to fit whole (_fit_seats)
        self._refit_pending = False  # (_refit_seats is to come)
        self._log_refit_pending = False  # (_refit_log_names is to come)
        # Where the seats' names would not be whole with the panel as it is (five long names
        # of computer seats in Japanese at 1280 x 720), the panel is made tight: the seats'
        # title hidden, the log's least height OVER_LOG_LINES, and the thinking sign keeps no
        # room but shows in the fold bar, in the menu bar (_set_tight_panel).
        self._panel_tight = False
        self._tight_asks: tuple[Any, ...] | None = None  # (_fit_seats' last findings)
        self._fitted: tuple[Any, ...] = ()  # (what the seats were last fitted to: _fit_seats)
        self._pitches: dict[tuple[str, str, tuple[str, ...]], float] = {}  # (_tight_gain)
        self._sizing_box = False  # (eventFilter: _seats_before_hint is running)
        # What waits for the board's first paint (a save's whole log: _on_log_reset), and
        # whether it has come (watched on the board's viewport: eventFilter).
        self._board_painted = True
        self._after_board_paint: list[Any] = []
        self.seats_area.installEventFilter(self)
        self.log.installEventFilter(self)
        layout.addWidget(panel)
        # In a narrow window the panel folds away (the board gets the whole page) and opens
        # as a drawer over the board from the fold bar, which the main window puts in its
        # menu bar (farmhouse.app.side_fold).
        self.side_fold = SideFold(self, layout, panel, PANEL_WIDTH, PAGE_MARGIN)
        self.side_fold.focus_back = lambda: self.board
        self.fold_bar = self.side_fold.bar
        # (a hard AI's thinking and its "Move now" in the bar while the panel is folded, or
        # tight: _set_tight_panel)
        self.fold_bar.follow(self.thinking)
        self.thinking.shown_changed.connect(self.side_fold.show_bar)
        self.side_fold.opened.connect(self._drawer_away_from_hint)
        self.fold_bar.result.clicked.connect(self.result_requested)
        self.retranslate()

    @property
    def result_button(self) -> EnterButton:
        """The "Show result" button of a finished game, in the place of Hint (no hint then),
        made the first time it is asked for (hidden)."""
        if self._result_button is None:
            button = EnterButton(self.tr("Show result"))
            button.setObjectName("primary")
            button.setVisible(False)
            button.clicked.connect(self.result_requested)
            self._buttons.addWidget(button, 1)
            QWidget.setTabOrder(self.hint_button, button)  # (Tab's order as if made with it)
            self._result_button = button
        return self._result_button

    # ------------------------------------------------------------------ setup

    def set_controller(self, controller: MatchController) -> None:
        """Show ``controller``'s board and follow its signals (replacing any previous one)."""
        self.end_look_back()  # (while the old board is still in the stack)
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        if self.board is not None:
            self.board_stack.removeWidget(self.board)
            self.board.deleteLater()
        self.controller = controller
        self.board = controller.board
        self._board_painted, self._after_board_paint = False, []
        self.board.viewport().installEventFilter(self)  # (its first paint: eventFilter)
        controller.first_paint_log_px = self._first_paint_log_px
        self.board_stack.insertWidget(0, self.board)
        self.board_stack.setCurrentWidget(self.board)
        c = controller
        c.turn_changed.connect(self._on_turn)
        c.view_shown.connect(self._on_view)
        c.thinking_changed.connect(self._on_thinking)
        c.log_reset.connect(self._on_log_reset)
        c.log_appended.connect(self._on_log_appended)
        c.status.connect(self.status_message)
        c.skip_hint.connect(self.skip_hint)
        c.refusal.connect(self.refusal_message)
        c.refusal.connect(self._announce_refusal)
        c.changed.connect(self.game_changed)
        c.handover_requested.connect(self._on_handover)
        c.game_over.connect(self._on_game_over)
        c.game_over.connect(self.game_over)
        c.undo_available.connect(self._on_undo_available)
        c.thinking_started.connect(self._on_thinking_started)
        c.hint_available.connect(self.hint_button.setEnabled)
        c.hint_started.connect(self._on_hint_started)
        c.hint_ready.connect(self._on_hint_ready)
        c.hint_cleared.connect(self._on_hint_cleared)
        c.action_applied.connect(self._follow_look_back)
        c.view_shown.connect(self._follow_look_back_viewer)
        self.undo_button.setEnabled(False)
        self.hint_button.setEnabled(False)
        if self._hint_panel is not None:
            self._hint_panel.clear()
        self.thinking.stop()
        self._place_sign(below_seats=False)
        self._ended = False

    def start(self, match: Any) -> None:
        """Build the seat lines for ``match`` and start playing it."""
        assert self.controller is not None
        for line in self._seat_lines:
            self.seats_box.removeWidget(line)
            line.setParent(None)
            line.deleteLater()
        coloured = self.controller.ui.seat_colours
        self._seat_lines = [SeatLine(i, coloured) for i in range(len(match.seats))]
        self._shown_view = None  # the last match's view fits no longer
        for line in self._seat_lines:
            self.seats_box.insertWidget(self.seats_box.count() - 1, line)
            # shown now, not by the layout's queued call: hidden until then, the lines were
            # left out of every fit and layout before a save's first paint, which drew them
            # squeezed over each other (issue 18: the seats' area 60 px high, 214 px settled)
            line.show()
            line.fit()
        self.board_stack.setCurrentWidget(self.controller.board)
        # the board has the keyboard focus from the start (not the game log, where Qt puts it
        # when the start page goes): Tab reaches its first pickable target first
        self.controller.board.setFocus(Qt.FocusReason.OtherFocusReason)
        # only games that let a step be taken back show the button (GameBase.undoable), and
        # any game one person plays against the computer (take-backs, whatever the setting)
        self.undo_button.setVisible(bool(match.game.undoable) or match.take_back_seat() is not None)
        if self._hint_panel is not None:
            self._hint_panel.clear()
        self.controller.start(match)
        self._refresh_seat_names()
        # (the seats fitted and laid out with their names: the first frame shows them as
        # they stay, not one pixel shorter a line until the next)
        self._fit_seats()
        self.seats_area.settle()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        # folded where the board beside the panel would be too narrow to read (its text under
        # 12 px); a low window keeps the panel (its board is as high folded or not)
        self._fold(self.side_fold.cramped())
        self._drawer_away_from_hint()
        if self._hint_takes_room:
            self._make_room_for_hint(True)  # (the log may fit below the hint now, or not)
            # and again once the side panel has its new geometry: measured in the resize, the
            # room below the box was the old layout's (a language switch back after a visit to
            # the statistics gave the log the box's room: session 24's tester, F15)
            QTimer.singleShot(0, self, self._room_for_hint_again)

    def _room_for_hint_again(self) -> None:
        """:meth:`_make_room_for_hint` again while a hint takes the log's room (queued)."""
        if self._hint_takes_room:
            self._make_room_for_hint(True)

    # ------------------------------------------------------------------ the folded panel

    def _fold(self, folded: bool) -> None:
        """Fold the side panel away (``folded``: the board gets the whole page, the panel
        opens over it from the fold bar) or put it back beside the board."""
        # (laid out now: the hint box's room is worked out next, from the seats' place)
        if not self.side_fold.fold(folded):
            return
        # folded, the thinking sign is the fold bar's (its time and Move now over the board):
        # in the panel opened over the board it keeps no room and shows nowhere (floating
        # over the log, it hid the log's title and top line: session 16, F2)
        self.thinking.set_in_sight(not folded and not self._panel_tight)
        self._keep_thinking_room()
        if not folded:
            self._side.activate()
        elif self.controller is not None and self.controller.hint is not None:
            # a hint shown as the window narrows: the panel opens over the board with it, as
            # when the hint is asked for in a narrow window (session 25's tester, F13: only
            # the board's badge stayed, the hint's words folded away)
            self.open_panel(True)
            self._fit_seats()
            self.seats_area.size_seats()
            self._side.activate()

    def _drawer_away_from_hint(self, *_shown: bool) -> None:
        """While a hint is shown (or looked for) with the folded panel opened over the board
        (the hint opens it), the board moves away from the panel, which lies at the page's
        right as beside the board, as far as it stays as readable as on the whole page
        (:meth:`_readable_clear`; session 25's tester, F4: fitted in the room left of the
        panel, its text was 9–10 px high); the panel lies over the rest of the board's right
        side, or at the page's left where at the right it would cover the move the hint
        marks and at the left it would not. (It lay at the page's left where that covered
        fewer of the hint's marks, session 16, F17, and there hid pasture I, which the hint's
        other lines named: session 24's tester, F11.) Else the board has the whole page
        again."""
        board, panel = self.board, self.panel
        keep_clear = getattr(board, "keep_clear_right", None)
        if board is None or keep_clear is None:
            return
        clear, at_left = 0, False
        if self.folded and panel.isVisible() and self.hint_shown:
            port = board.viewport()
            right = self.side_fold.drawer_rect(left=False)
            edge = port.mapFrom(self, right.topLeft()).x()
            clear = self._readable_clear(board, max(0, port.width() - edge + PAGE_MARGIN))
            keep_clear(clear)
            # where the panel at the right would cover the move the hint marks, and at the
            # left would not (the board readable beside it: F4), it lies at the left
            if _covers(right, self._hint_marks_on_page()):
                keep_clear(0)
                marks = self._hint_marks_on_page()
                at_left = bool(marks) and not _covers(self.side_fold.drawer_rect(True), marks)
                clear = 0 if at_left else clear
        keep_clear(clear)
        self.side_fold.set_drawer_left(at_left)

    def _hint_marks_on_page(self) -> list[QRect]:
        """Where the hint's rings lie on the board, in the page's pixels (none without)."""
        board = self.board
        rects = getattr(board, "hint_rects", None)
        if board is None or rects is None:
            return []
        port = board.viewport()
        return [QRect(port.mapTo(self, r.topLeft().toPoint()), r.size().toSize()) for r in rects()]

    def _readable_clear(self, board: Any, wanted: int) -> int:
        """The most of ``wanted`` pixels at the board's right it may keep clear of its scene
        (see :meth:`_drawer_away_from_hint`) with no more of its text under 12 px than with
        none kept clear: beyond that the panel lies over the board's right side (session
        25's tester, F4: beside the panel in a 1100 × 700 window the board drew its text
        9–10 px high, and the hint's badge, as large as ever, covered the title of a panel
        beside the dice). Found by halving, the board fitted to each try (a board may lay
        itself out anew for its room); a pan and zoom board (its text a fixed size on
        screen) keeps all of it clear."""
        keep_clear = board.keep_clear_right
        if getattr(board, "fit_zoom_step", None) is not None or wanted <= 0:
            return wanted
        key = (board.viewport().size().toTuple(), wanted, board.fit_rect.getRect())
        if key == self._clear_found[0]:
            return self._clear_found[1]

        def small() -> int:
            return sum(
                1
                for text in board.shown_texts()
                if text.decorative is None and text.pixels < READABLE_PX - 0.05
            )

        keep_clear(0)
        least = small()
        keep_clear(wanted)
        if small() <= least:
            found = wanted
        else:
            found, over = 0, wanted  # (readable at found, not at over)
            while over - found > 8:
                middle = (found + over) // 2
                keep_clear(middle)
                if small() <= least:
                    found = middle
                else:
                    over = middle
        self._clear_found = (key, found)
        return found

    def focus_log(self) -> None:
        """Ctrl+L: the keyboard focus to the game log, the folded panel opened over the
        board first (session 16, F16: the focus went to the hidden log, and the board's keys
        did nothing until Tab or a click)."""
        if self.folded and not self.panel.isVisible():
            self.open_panel(True)
        if self.log.isVisible():
            self.log.setFocus(Qt.FocusReason.ShortcutFocusReason)

    @property
    def folded(self) -> bool:
        """True while the side panel is folded away (a narrow window)."""
        return self.side_fold.folded

    def open_panel(self, shown: bool) -> None:
        """Open (``shown``) or close the folded side panel over the board's right side
        (the fold bar's button; a hint shown opens it; Esc closes it). Nothing while the
        panel is beside the board."""
        self.side_fold.open(shown)

    @property
    def panel_open(self) -> bool:
        """True while the side panel is in sight: beside the board, or opened over it."""
        return self.side_fold.panel_open

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Esc pressed anywhere in the page (the game log, a button of the side panel)
        closes the side panel opened over the board (a narrow window), else finishes a
        running animation at once, as on the board itself (the status bar says "press
        Esc"). Only an Esc that no widget of the page took comes here: the board's step
        back, the look back's return and a dialog's Esc keep their meaning. Ctrl+Tab and
        Ctrl+Shift+Tab anywhere in the page but the board (where they leave it) go back to
        the board."""
        if event.key() == Qt.Key.Key_Escape and self.side_fold.escape():
            event.accept()
            return
        board = self.board
        if (
            event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and board is not None
            and self.board_stack.currentWidget() is board
            and board.isVisible()
        ):  # Ctrl+Tab, Ctrl+Shift+Tab: back to the board, which they leave (its first or
            # last lit place; session 19's second tester, Y2)
            back = event.key() == Qt.Key.Key_Backtab
            board.setFocus(
                Qt.FocusReason.BacktabFocusReason if back else Qt.FocusReason.TabFocusReason
            )
            event.accept()
            return
        if (
            event.key() == Qt.Key.Key_Escape
            and board is not None
            and self.board_stack.currentWidget() is board  # (no hand-over, no look back)
            and board.skip_animation()
        ):
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ slots

    def _on_turn(self, seat: int | None) -> None:
        changed = seat != self._turn_seat
        if seat is not None:
            self._ended = False  # (a move taken back after the end)
        self._turn_seat = seat
        self._refresh_turn()
        # "Game over" is heard once the last move's lines (and the result's) have been,
        # as the game ends (_on_game_over): it came first, as soon as the move was applied
        if changed and seat is not None:
            access.announce(self.turn, self.turn.accessibleName())

    def _on_game_over(self, _outcome: Any) -> None:
        self._ended = True
        for line in self._seat_lines:  # (the final scoring shown: the room each line kept
            line.set_summary(line.summary_text)  # for its summaries meanwhile is let go)
        self._refresh_turn()
        access.announce(self.turn, self.turn.accessibleName())

    def _announce_refusal(self, text: str) -> None:
        """Screen readers speak a refusal at once (it interrupts)."""
        access.announce(self.board or self, text, assertive=True)

    def _refresh_turn(self) -> None:
        c = self.controller
        if c is None or c.match is None:
            return
        seat = self._turn_seat
        # the banner says "Game over" as soon as the last action is applied; the result is
        # offered once its animations (the final scoring) have been shown
        if (seat is None and self._ended) or self._result_button is not None:
            self.result_button.setVisible(seat is None and self._ended)
        self.fold_bar.set_result_shown(seat is None and self._ended)
        self.hint_button.setVisible(not (seat is None and self._ended))
        for line in self._seat_lines:
            line.fit(room=seat is not None)
        self._keep_thinking_room()
        self._fit_log_lines()
        self._fit_seats()  # (their summaries' room changed: the game's end)
        self.seats_area.settle()  # (and the panel laid out with them: one step, not two)
        if seat is None:
            self._set_banner(keep_words(self.tr("Game over")), "", WOOD)
            self.turn.setAccessibleName(self.tr("Game over"))
            return
        colour = seat_colour(seat) if c.ui.seat_colours else WOOD
        if c.match.seats[seat].is_human:
            text = self.tr("%1's turn")
        else:
            text = self.tr("%1 (AI) is playing")
        self._set_banner(keep_words(text), c.names[seat], colour)
        # (after the banner's text: the whole name, never shortened, for screen readers)
        self.turn.setAccessibleName(text.replace("%1", c.names[seat]))

    def _set_banner(self, template: str, name: str, colour: str) -> None:
        """Show ``template`` with ``name`` for ``%1`` in the banner on ``colour``, in at most
        two lines: the name whole, the text smaller if it must be (down to
        :data:`BANNER_SMALLEST_PT`); a name wider than a line even so goes on over the
        second, broken between its words or phrases (the text down to
        :data:`BANNER_BROKEN_SMALLEST_PT`: issue 18, "Maximiliana Wolfgangs…'s turn" at
        1280 × 720); the name shortened only if even that is too small."""
        self.turn.setStyleSheet("")  # the style sheet's own font size, to start from
        self._fit_banner()
        text, points = fit_name(
            template,
            name,
            self.turn,
            BANNER_TEXT_WIDTH,
            self.turn.height() - BANNER_PADDING,
            BANNER_SMALLEST_PT,
            broken=name_in_pieces(name),
            broken_smallest_pt=BANNER_BROKEN_SMALLEST_PT,
        )
        self.turn.setToolTip(plain(name))
        style = f"background: {colour}; color: {text_colour_on(colour)};"
        if points < self.turn.font().pointSizeF():
            style += f" font-size: {points:g}pt;"
        self.turn.setStyleSheet(style)
        self.turn.setText(text)
        self.fold_bar.set_turn(plain(template), style.split(" font-size")[0], plain(name))

    def _fit_banner(self) -> None:
        """Give the turn banner the height of two lines of its font (Chinese and Japanese
        lines included: they are taller), whatever it says, so the panel does not move from
        one turn to the next."""
        self.turn.ensurePolished()
        lines = two_lines_height(self.turn.font(), BANNER_TEXT_WIDTH)
        self.turn.setFixedHeight(lines + BANNER_PADDING)

    def _on_undo_available(self, available: bool) -> None:
        self.undo_button.setEnabled(available)
        self._name_undo_button()

    def _name_undo_button(self) -> None:
        """The Undo button's name and tooltip say what it does (session 24's tester, F3):
        "Take back" where it takes moves back (one person against the computer: the
        controller's ``takes_back_moves``), greyed too, but "Undo step" there while it takes
        back only a step of this turn (the controller's ``back_kind``; issue 18); "Undo" in
        a game of people; the tooltip a step of this turn or a whole move back with the
        computer's after it."""
        c = self.controller
        takes_back = c is not None and c.takes_back_moves()
        step = c is not None and self.undo_button.isEnabled() and c.back_kind() == "undo"
        if takes_back:
            #: The Take back button against the computer while it takes back only the last
            #: step of this turn (a card chosen, the turn not finished), not a whole move.
            undo_step = self.tr("Undo step")
            self.undo_button.setText(undo_step if step else self.tr("Take back"))
        else:
            self.undo_button.setText(self.tr("Undo"))
        if takes_back and not step:
            self.undo_button.setToolTip(
                self.tr(
                    "Take your last move back, with the computer's moves after it (Ctrl+Z). "
                    "The same move again draws or rolls the same, but you have seen what it "
                    "revealed and can choose another move. The game-over summary and the "
                    "statistics count take-backs."
                )
            )
            return
        self.undo_button.setToolTip(
            self.tr(
                "Take back your last step of this turn (Ctrl+Z), until something random or hidden is revealed."
            )
        )

    def _takes_requests(self) -> bool:
        """Whether Undo and Hint may act on the game now: the page is on screen (not under a
        replay or the statistics, where the game is hidden), no hand-over covers the board,
        and the board is not looking back (then the status bar says how to return)."""
        if self.controller is None or not self.isVisible() or self.handover_shown:
            return False
        if self.looking_back:
            self.refusal_message.emit(
                self.tr("You are looking back: press Esc to return to the game first.")
            )
            return False
        return True

    def undo(self) -> None:
        """Undo (Game → Undo, Ctrl+Z): take back the last step of the human at the screen, or
        against the computer their last move (see ``MatchController.undo``); nothing while
        the game is hidden (see :meth:`_takes_requests`)."""
        if self._takes_requests() and self.controller is not None:
            self.controller.undo()

    def _on_view(self, view: Any) -> None:
        self._shown_view = view
        if self.controller is None:
            return
        summary, match = self.controller.ui.seat_summary, self.controller.match
        # (the game's end shown in stages: each line keeps the room of its totals at the end,
        # given first, and of those between, so that the panel does not move meanwhile)
        staged = match is not None and match.is_over and not self._ended
        for seat, line in enumerate(self._seat_lines):
            text = keep_words(whole_counts(summary(view, seat)))  # "1 herd" whole
            line.set_summary(text, keep=staged)
        self._fit_seats()
        # (laid out now: the seat lines' new heights and the panel's with them, not after a
        # frame drawn between, the new summaries cut by the lines' old heights: Black Sheep's
        # end, the bonus cards' line)
        self.seats_area.settle()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The seats' or the log's size changed: the summaries as tight as they must be. The
        board's first paint (or the hand-over screen's, covering it): what waits for it
        comes in the next turn of the event loop."""
        if event.type() == QEvent.Type.Paint and not self._board_painted:
            board, cover = self.board, self._hand_over
            if board is not None and watched in (board.viewport(), cover):
                board.viewport().removeEventFilter(self)
                if cover is not None:
                    cover.removeEventFilter(self)
                self._board_painted = True
                QTimer.singleShot(0, self, self._board_first_painted)
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.Resize and watched in (self.seats_area, self.log):
            if self._side.placing:  # (once the panel's layout has resized both: no sizes
                self._fit_when_placed = True  # half old, half new)
            else:
                self._fit_seats()
            if self._side.indexOf(self.thinking) == -1:
                self._float_sign()  # (over the log's title where it is now)
            if self._hint_takes_room and watched is self.seats_area and not self._sizing_box:
                # (the box grew since: the seats keep their room; not again from inside,
                # where the box's new height resizes the seats: sizes that went back and
                # forth, its text's scroll bar coming and going, recursed until Python crashed)
                self._sizing_box = True
                try:
                    self._seats_before_hint()
                finally:
                    self._sizing_box = False
            if not self._refit_pending:  # (again once both have their new sizes: the one
                self._refit_pending = True  # resized first was measured with the other's old)
                QTimer.singleShot(0, self, self._refit_seats)
            if watched is self.log and not self._log_refit_pending and self._log_lines:
                self._log_refit_pending = True  # (once the sizes settle)
                QTimer.singleShot(0, self, self._refit_log_names)
        return super().eventFilter(watched, event)

    def _board_first_painted(self) -> None:
        """Do what waited for the board's first paint (see :meth:`_on_log_reset`)."""
        waiting, self._after_board_paint = self._after_board_paint, []
        for call in waiting:
            call()

    def _on_panel_placed(self) -> None:
        """The panel's layout has placed its widgets: the seats fitted where the seats or
        the log were resized by it."""
        if self._fit_when_placed:
            self._fit_when_placed = False
            self._fit_seats()

    def _refit_log_names(self) -> None:
        """The log's lines set anew where its width changed since their names were fitted
        to it (:func:`~farmhouse.app.labels.fit_log_names`) and a name is long enough for
        that to matter (:meth:`_long_names`): a line reads the same at the same width whatever
        width the log had when it came (issue 18: lines appended to a wider log kept a
        24-kana name whole, and once the log narrowed Qt cut it anywhere, 「…ですよ|ろしく
        おねが3が」, while the same line appended later was elided). The lines shown stay the
        same (the last ones, if a save's log is still cut short), and so does the reader's
        line at the top if they scrolled back."""
        self._log_refit_pending = False
        if self._log_room == log_room(self.log) or not self._long_names():
            return
        follow = self._log_follow
        top = 0 if follow else self.log.cursorForPosition(QPoint(0, 0)).blockNumber()
        shown = min(self.log.document().blockCount(), len(self._log_lines))
        self._set_log(self._log_lines[len(self._log_lines) - shown :])
        if not follow:
            self._scroll_log_to(top)
        if self._log_marked is not None:  # (looking back: the step's lines marked again)
            self._mark_log(self._log_marked)

    def _refit_seats(self) -> None:
        self._refit_pending = False
        self._fit_seats()
        self.seats_area.size_seats()  # (the lines' new heights, whatever the order of events)
        # the panel made tight or roomy only once the seats and the log have their new
        # sizes (decided at every fit, it went tight and back while a window was laid out,
        # and a seat was left cut by the list's edge)
        # (not while the log is shown below a hint box: fitted to the box's room, the seats
        # made the panel tight for good; the box's room is the hint's, see _make_room_for_hint)
        beside_box = self._hint_takes_room and self.log.isVisible() and self._hint_box_shown()
        if self._tight_asks is not None and not beside_box:
            self._tighten_panel(*self._tight_asks)
        if self._hint_takes_room and not self._sizing_box:
            # (the box's room again once the seats have their new heights: fitted while they
            # changed, it left the room they gave back empty under the hidden log; F19)
            self._sizing_box = True
            try:
                for _ in range(3):  # (till the seats' room and the box's hold still)
                    sizes = (self.seats_area.height(), self._hint_panel_height())
                    self._side.activate()
                    self._fit_seats()
                    self.seats_area.size_seats()
                    self._side.activate()
                    self._seats_before_hint()
                    if sizes == (self.seats_area.height(), self._hint_panel_height()):
                        break
            finally:
                self._sizing_box = False

    def _hint_box_shown(self) -> bool:
        """True while the hint box is shown."""
        return self._hint_panel is not None and self._hint_panel.isVisible()

    def _hint_panel_height(self) -> int:
        """The hint box's height (px), 0 if there is none yet."""
        return 0 if self._hint_panel is None else self._hint_panel.height()

    def _fit_seats(self, room: int | None = None) -> None:
        """Show the seats' summaries as roomy as lets every seat line fit whole in the room
        the seats and the log share (the log keeping its least height; or ``room`` pixels):
        with room for two lines, else as tall as their text, else their first lines only
        (see :class:`SeatLine`); if even that does not fit, the seats scroll, whole lines
        only."""
        lines = self._seat_lines
        if not lines or lines[0].summary.width() <= 0:  # (not laid out yet)
            return
        if room is None:
            room = self.seats_area.height()
            if self.log.isVisible():
                room += max(0, self.log.height() - self.log.minimumHeight())
            elif self._hint_takes_room:
                room = self._seats_room_without_hint(room)
        # fitted again only where something it depends on changed (asked at every resize
        # of the seats or the log, every new view: El Gaucho's final scoring asked some
        # 370 times)
        kept = self.thinking.sizePolicy().retainSizeWhenHidden()
        key = (room, self._panel_tight, self._ended, kept, *(x.fit_key() for x in lines))
        if key == self._fitted:
            return
        self._fitted = key
        gaps = self.seats_box.spacing() * (len(lines) - 1)
        # every figure of every summary shown where the seats fit so (wrapped between its
        # parts, then in 12 px text, then on one line), a long name over two lines while
        # every seat fits so (then the names' text smaller too), else shortened to one line;
        # only where nothing fits whole is a summary cut ("…", the whole in its tooltip)
        ways = [(True, t, s) for t, s in SUMMARY_WAYS]
        if any(line.name_wraps() for line in lines):
            ways += [(True, AS_TALL, SMALL_NAME), (True, ONE_LINE, SMALL_NAME)]
        wrapped = list(ways)
        ways += [(False, t, s) for t, s in SUMMARY_WAYS]

        def fits(way: tuple[bool, int, int]) -> bool:
            return sum(x.height_at(way[1], way[0], way[2]) for x in lines) + gaps <= room

        def whole(way: tuple[bool, int, int]) -> bool:
            return all(x.whole_at(way[1], way[2]) for x in lines)

        fit = next((w for w in ways if whole(w) and fits(w)), None)
        if fit is None:
            fit = next((w for w in ways if fits(w)), None)
        tightest = next((w for w in reversed(wrapped) if whole(w)), None)
        # (a summary shown cut, "…", that more room would show whole)
        cut = tightest is not None and (fit is None or not whole(fit))
        tightest = tightest or wrapped[-1]
        # (asked once sizes settle: _refit_seats)
        self._tight_asks = (fit, tightest, room - gaps, cut)
        wrap, tight, small = fit if fit is not None else (False, ONE_LINE, SMALL_SUMMARY)
        for line in lines:
            line.set_tight(tight, wrap, small)

    def _seats_room_without_hint(self, room: int) -> int:
        """The seats' room (px) beside the hint box: their height now (``room``: never
        roomier, the box keeps its room), at most what it would be with the log shown and no
        box (the room the box and the hidden log's stretch take now, less the log's title and
        least height and the thinking sign's kept room), so that the seats beside a hint
        are fitted as when the hint came at this size, whatever size the window had since
        (F19: 1280 x 720 -> 1920 x 1080 -> 1280 x 720, the seats kept the large window's
        roomy lines and the box got 113 px of its 225). That bound is the same however the
        room is shared between the seats and the box: no see-saw."""
        box, side = self._hint_panel, self._side
        if box is None or not box.isVisible():
            return room
        stretch = side.itemAt(side.count() - 1)
        spare = stretch.geometry().height() if stretch is not None else 0
        self.log_title.ensurePolished()
        log = self.log_title.sizeHint().height() + side.spacing() + self.log.minimumHeight()
        if self._thinking_keeps_room(hint=False):
            log += self.thinking.sizeHint().height() + side.spacing()
        return min(room, room + box.height() + side.spacing() + spare - log)

    def _tighten_panel(
        self,
        fit: tuple[bool, int, int] | None,
        wrapped: tuple[bool, int, int],
        room: int,
        cut: bool = False,
    ) -> None:
        """Make the panel tight where the seats fit with their names and summaries whole
        (``wrapped``, the tightest way that keeps them whole) only with the room that gives
        (``fit`` is the way found in ``room`` pixels, ``cut`` True if it cuts a summary),
        and roomy again where they fit so without it. (Issue 18: Bye-Bye, five players,
        1280 × 700, the seat holding the Thieving Magpie lost that line, 18 px short, while
        the panel kept the room of the seats' title and the thinking sign.)"""
        if not self._panel_tight and fit is not None and fit[0] and not cut:
            return  # (the names and summaries whole as it is: nothing more to measure)
        lines = self._seat_lines
        need = sum(x.height_at(wrapped[1], wrapped[0], wrapped[2]) for x in lines)
        gain = self._tight_gain()
        if not self._panel_tight:
            if need <= room + gain:
                QTimer.singleShot(0, self, lambda: self._set_tight_panel(True))
        elif need <= room - gain:
            QTimer.singleShot(0, self, lambda: self._set_tight_panel(False))

    def _tight_gain(self) -> int:
        """The room (pixels) the seats gain by a tight panel (see :meth:`_set_tight_panel`)."""
        side = self._side
        gain = self.seats_title.sizeHint().height() + side.spacing() + TITLE_GAP
        if self.thinking.sizePolicy().retainSizeWhenHidden() or self._panel_tight:
            gain += self.thinking.sizeHint().height() + side.spacing()
        if not self._ended:
            self.log_title.ensurePolished()
            sample = f"{self.log_title.text()} Ag"
            font = self.log.document().defaultFont()
            key = (sample, font.key(), tuple(font.families()))
            if key not in self._pitches:  # (a text document laid out twice: once)
                self._pitches[key] = self.log.line_pitch(sample)
            gain += int((LOG_LINES - OVER_LOG_LINES) * self._pitches[key])
        return gain

    def _set_tight_panel(self, tight: bool) -> None:
        """Tight (``tight``): the seats' title hidden, the log's least height
        :data:`OVER_LOG_LINES` lines, the thinking sign out of the panel: its time and its
        "Move now" in the fold bar, in the menu bar above the panel, while it is up (as for
        a folded panel; shown over the log's title, it covered the title and the log's top
        line: session 18's second tester); else the panel as it was."""
        if tight == self._panel_tight:
            return
        self._panel_tight = tight
        if not (self._hint_takes_room and self._hint_box_shown()):  # (else hidden for it)
            self.seats_title.setVisible(not tight)
        self.thinking.set_in_sight(not tight and not self.folded)
        self.side_fold.keep_sign_away(tight)
        self._fit_log_lines()
        self._keep_thinking_room()
        if self._side.indexOf(self.thinking) in (self._sign_home, -1):
            self._place_sign(below_seats=False)
        # (the seats fitted again in their new room, whatever is resized or not by it)
        self._side.activate()
        self._refit_seats()

    def _float_sign(self) -> None:
        """The thinking sign over the log's title (a tight panel: it keeps no room)."""
        sign, title = self.thinking, self.log_title
        top = title.geometry().top() if title.isVisible() else self.log.geometry().top()
        height = sign.sizeHint().height()
        sign.setGeometry(title.geometry().left(), top, self.log.width(), height)
        sign.raise_()

    def _on_thinking(self, on: bool) -> None:
        if not on:
            self.thinking.stop()

    def _on_thinking_started(self, seat: int, budget_s: float) -> None:
        if self.controller is not None:
            self.thinking.start(self.controller.names[seat], budget_s)

    def _thinking_elapsed(self) -> float:
        return self.controller.thinking_elapsed() if self.controller is not None else 0.0

    def move_now(self) -> None:
        """Move now (button, Game menu, M): the thinking AI plays its best move so far, or
        the hint being looked for shows what the search has found."""
        if self.controller is not None and self.controller.move_now():
            self.thinking.hurried()

    # ------------------------------------------------------------------ hints

    def request_hint(self) -> None:
        """Ask for a hint for the human whose turn it is (button, Game menu, T); nothing while
        the game is hidden (see :meth:`_takes_requests`)."""
        if self._takes_requests() and self.controller is not None:
            focused = QApplication.focusWidget()
            if self.controller.request_hint() and focused is not None:
                self._focus_before_hint = focused

    def dismiss_hint(self) -> None:
        """Take the hint (or the search for it) away (its close button, a click on it, Esc),
        and give the keyboard focus back to where it was when the hint was asked for: the
        board, or the game log (session 23, F2: after Esc or the box's ×, the board took no
        keys and a keyboard player was stuck); the board where that is gone or was a button
        (the Hint button clicked)."""
        if self.controller is not None:
            self.controller.clear_hint()
        was, self._focus_before_hint = self._focus_before_hint, None
        board = self.board
        if board is None or not board.isVisible():
            return
        keep = (
            was is not None
            and shiboken6.isValid(was)
            and (was is self.log or board.isAncestorOf(was) or was is board)
        )
        target = was if keep and was is not None and was.isVisible() and was.isEnabled() else board
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def hint_shown(self) -> bool:
        """True while a hint is shown or looked for."""
        c = self.controller
        return c is not None and (c.hint is not None or c.hint_searching)

    def _on_hint_started(self, budget_s: float) -> None:
        # No computer seat, no room kept for the sign: the log stays until the sign shows,
        # in the log's place below the seats (they move once, when the hint box comes).
        self._place_sign(below_seats=not self.thinking.sizePolicy().retainSizeWhenHidden())
        self.thinking.start("", budget_s)

    def _on_sign_appeared(self) -> None:
        at = self._side.indexOf(self.thinking)
        if at == -1:
            self._float_sign()
        elif at != self._sign_home:
            self._make_room_for_hint(True)

    def _place_sign(self, below_seats: bool) -> None:
        self._side.removeWidget(self.thinking)
        floating = self._panel_tight and not below_seats
        if floating:
            self._float_sign()
        else:
            at = self._side.indexOf(self.log_title) if below_seats else self._sign_home
            self._side.insertWidget(at, self.thinking)
        set_look(self.thinking, "floating", floating)

    def _on_hint_ready(self, hint: Any) -> None:
        self.thinking.stop()
        self._place_sign(below_seats=False)
        c = self.controller
        if c is None or c.match is None:
            return
        view = c.match.view(hint.seat)
        ui = c.ui
        if self.folded and not self.panel.isVisible():
            # asked for: a folded panel opens to show it, laid out before its seats are
            # measured (hidden, they kept the heights of some other width: the box got a line)
            self.open_panel(True)
            self._fit_seats()
            self.seats_area.size_seats()
            self._side.activate()
        if not self._hint_takes_room:  # (the seats' room as the hint comes: theirs beside it)
            self._seats_need = self._seats_height()
        self._hint_takes_room = True  # (the thinking sign's room and the log's: the box's)
        self._keep_thinking_room()
        self._hide_log_for_hint()
        # the names as the window shows them when the hint is worded (again at a language
        # switch: a default name is "Player N" in each language), never broken in the hint
        shown = c.kept_names
        self.hint_panel.show_hint(
            hint,
            lambda: (c.kept_names or shown)[hint.seat],
            lambda action: ui.describe_action(action, view, c.kept_names or shown),
            begun=c.hint_begun,
        )
        self._make_room_for_hint(True)
        # the panel opened before the hint came (Ctrl+L, then T) goes away from its marks too
        # (session 17, R2: it stayed over the pasture the hint marked)
        self._drawer_away_from_hint()
        lines = self.hint_panel.lines()
        if lines:  # (what the box says first, spoken: the suggested move and its chance)
            access.announce(self.hint_panel, plain(lines[0]))

    def _on_hint_cleared(self) -> None:
        self.thinking.stop()
        self._place_sign(below_seats=False)
        self._drawer_away_from_hint()  # (the board has the whole page again)
        if self._hint_panel is not None:
            self._hint_panel.clear()
        self._make_room_for_hint(False)

    def _make_room_for_hint(self, shown: bool) -> None:
        """While the hint box (or a hint's sign) is shown, it takes the room of the game log
        and of the (then hidden) thinking sign, and the box that of the seats' title and the
        gaps above the titles, so that the side panel still fits a 720 px window and the
        box its hint's three lines and footnote; the log comes back below the box where its
        title and :data:`OVER_LOG_LINES` lines of it fit below the box's whole text and every
        seat shown as tight as keeps it whole (12 px summaries, on one line where they
        fit), and the seats' title too where there is room for it as well (session 25's
        tester, F5: at 1280 × 720 and 1280 × 800 the log had stayed hidden, for want of
        :data:`LOG_LINES` lines' room, until the hint was closed). The box's text scrolls
        where it has less. A hint shown never makes the window taller (issue 18):
        the log is hidden before the box shows (:meth:`_hide_log_for_hint`) and shown again
        only in the room left over."""
        self._hint_takes_room = shown
        self._keep_thinking_room()
        if not shown:
            if self._hint_panel is not None:
                self._hint_panel.setMaximumHeight(UNBOUNDED)  # (see _seats_before_hint)
            self._show_log()
            return
        self._hide_log_for_hint()
        if self._hint_panel is not None and self._hint_panel.isVisible():
            # the seats' title too, and the gaps above the titles: the box gets their room
            # (the seats right below the box need no title to be read as the players;
            # session 18's second tester, W2: at 1280 × 720 the hint scrolled, El Gaucho's
            # and Bye-Bye's in Chinese, Black Sheep's in Chinese and Japanese). Not for the
            # "Looking for a hint…" sign below the seats: they stay where they were then.
            self.seats_title.setVisible(False)
            self._set_title_gaps(0)
            self._fit_log_lines()  # (OVER_LOG_LINES of it below the box, where they fit)
            self._hint_panel.refit()  # (its text's height at its width now)
        side = self._side
        side.invalidate()
        side.activate()  # (the seats' and the box's room now)
        holder = side.parentWidget()
        if holder is not None and not side.geometry().isValid():
            side.setGeometry(holder.rect())  # (its layout request is still to come)
        # the seats fitted to the room they have at this size (a window made lower: the
        # seats' lines kept the larger window's heights, and their area no resize to say so)
        self._fit_seats()
        self.seats_area.size_seats()
        side.activate()
        self._seats_before_hint()
        seats, box = self.seats_area, self._hint_panel  # (None until a first hint shows)
        if seats.height() < seats.sizeHint().height():
            return
        if box is not None and box.isVisible() and box.height() < box.sizeHint().height():
            return
        # the room left below them (the stretch after the hidden log takes it), and the room
        # the seats give up where they are shown as tight as keeps them whole
        stretch = side.itemAt(side.count() - 1)
        spare = stretch.geometry().height() if stretch is not None else 0
        self.log_title.ensurePolished()
        boxed = box is not None and box.isVisible()
        log = self.log.minimumHeight()
        if boxed:  # (the log under a hint box: OVER_LOG_LINES lines of it at least)
            log = self.log.least_height(OVER_LOG_LINES, f"{self.log_title.text()} Ag")
            least = self._seats_least_whole()
            spare += max(0, seats.viewport().height() - least)
        # (the spacing above the log's title and above the log; a third where no box is)
        need = self.log_title.sizeHint().height() + log + (2 if boxed else 3) * side.spacing()
        title = self._seats_title_room()
        if not boxed:
            if spare >= need + title:
                self._show_log()
            return
        if spare >= need + title:
            extra, title_shown = spare - need - title, True
        elif spare >= need:
            # the log without the seats' title, nor the gaps above the titles (session 25's
            # tester, F5: a hint at 1280 × 720 and 1280 × 800 hid the whole log until it was
            # closed)
            extra, title_shown = spare - need, False
        else:
            return
        # the seats as tight as that, where they must, fitted before the log shows (not the
        # box lower: squeezed between the seats and the log, its text scrolled)
        self._seats_need = min(self._seats_need, least)
        self._fit_seats(room=least + extra)
        self.seats_area.size_seats()
        self._show_log(seats_title=title_shown)
        side.activate()
        short = box.sizeHint().height() - box.height() if box is not None else 0
        if short > 0:  # (the layout's spacing round the log's title, counted short)
            self._fit_seats(room=max(least, least + extra - short))
            self.seats_area.size_seats()
            side.activate()

    def _show_log(self, seats_title: bool = True) -> None:
        """The log and its title shown again (no hint box, or room for them below it), and
        the seats' title (unless the panel is tight: :meth:`_set_tight_panel`; or not
        ``seats_title``: no room for it beside a hint box)."""
        self.seats_title.setVisible(seats_title and not self._panel_tight)
        self.log_title.setVisible(True)
        self.log.setVisible(True)
        self._fit_log_lines()
        self._set_title_gaps(TITLE_GAP if seats_title else 0)

    def _seats_least_whole(self) -> int:
        """The seats' height (pixels) at the tightest way that shows every seat's name and
        summary whole (the last fit's finding; else each on its name line and one line of its
        summary)."""
        lines = self._seat_lines
        if not lines:
            return 0
        asks = self._tight_asks
        wrap, tight, small = asks[1] if asks is not None else (False, ONE_LINE, SMALL_SUMMARY)
        gaps = self.seats_box.spacing() * (len(lines) - 1)
        return sum(x.height_at(tight, wrap, small) for x in lines) + gaps

    def _set_title_gaps(self, gap: int) -> None:
        """The room (pixels) above the seats' and the log's titles: :data:`TITLE_GAP`, or 0
        while a hint box hides the titles (the box gets the room)."""
        for spacer in self._title_gaps:
            if spacer.sizeHint().height() != gap:
                spacer.changeSize(0, gap, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
                self._side.invalidate()

    def _seats_title_room(self) -> int:
        """The room (pixels) the seats' title takes where it is shown, 0 while it is hidden."""
        if self.seats_title.isVisible() or self._panel_tight:
            return 0
        self.seats_title.ensurePolished()
        return self.seats_title.sizeHint().height() + self._side.spacing() + 2 * TITLE_GAP

    def _seats_height(self) -> int:
        """The height (pixels) of the seat lines as they are shown now, one under another."""
        lines = self._seat_lines
        return sum(line.height() for line in lines) + self.seats_box.spacing() * (len(lines) - 1)

    def _seats_before_hint(self) -> None:
        """Keep every seat in sight beside the hint box as it was shown before the box came
        (its name whole where it was), or at least each on its name line and a line of its
        summary (issue 18: at 800 × 600 in Japanese the seats scrolled, two of four in
        sight, while the box showed the hint whole): the box is kept lower, down to its
        least height (its title and a line of its text, which scrolls), never the seats."""
        box, lines = self._hint_panel, self._seat_lines
        if box is None or not box.isVisible() or not lines:
            return
        if self.log.isVisible():  # (shown below the box where the box is whole: it stays so)
            if box.maximumHeight() != UNBOUNDED:
                box.setMaximumHeight(UNBOUNDED)
                self._side.invalidate()
                self._side.activate()
            return
        need = sum(line.height_at(ONE_LINE, wrap=False) for line in lines)
        need += self.seats_box.spacing() * (len(lines) - 1)
        # the box's height: its own less what the seats lack, or more by what they and the
        # room below them (the stretch after the hidden log) have to spare, up to its whole
        # text's; down to its least
        spare = self.seats_area.viewport().height() - max(need, self._seats_need)
        stretch = self._side.itemAt(self._side.count() - 1)
        if stretch is not None and not self.log.isVisible():
            spare += stretch.geometry().height()
        target = box.height() + spare
        if target >= box.sizeHint().height():
            highest = UNBOUNDED
        else:
            highest = max(box.minimumSizeHint().height(), target)
            highest -= box.cut_line(highest - box.height())  # (whole lines of its text)
        if box.maximumHeight() != highest:
            box.setMaximumHeight(highest)
            self._side.invalidate()
            self._side.activate()

    def _hide_log_for_hint(self) -> None:
        """Hide the log (its room the hint box's) before the box shows: shown beside the log,
        the box made the window's least height greater than the window, and Qt made the
        window taller at once (800×600: 614 px high in Japanese). A log that had the keyboard
        focus (Ctrl+L, then T) gives it to the board first, where the hint's move is played:
        Qt gave it to the next in the window's chain, the fold bar's button in the menu bar,
        outside the page (session 17, R2)."""
        if self.log.hasFocus() and self.board is not None:
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.log_title.setVisible(False)
        self.log.setVisible(False)

    def _fit_log_lines(self) -> None:
        """The log's least height: :data:`LOG_LINES` lines while the game runs, and
        :data:`OVER_LOG_LINES` once it is over, so that the seats, with their final
        figures, fit whole where the window is low (800×600: issue 18, El Gaucho's final
        scoring showed one seat of four)."""
        c = self.controller
        over = c is not None and c.match is not None and c.match.is_over
        # (and beside a hint box: the hint whole and the seats first, F5)
        box = self._hint_panel
        boxed = self._hint_takes_room and box is not None and box.hint is not None
        lines = OVER_LOG_LINES if over or self._panel_tight or boxed else LOG_LINES
        self.log.fit_lines(lines, f"{self.log_title.text()} Ag")

    def _keep_thinking_room(self) -> None:
        """The hidden thinking sign keeps its room while a computer seat may still think: not
        while the hint box takes it, nor once the game is over (the seats get it then), nor in
        a game of people only (the log gets it; a hint looked for takes the log's room), nor
        while the panel is folded away (the fold bar shows the sign then)."""
        policy = self.thinking.sizePolicy()
        policy.setRetainSizeWhenHidden(self._thinking_keeps_room(self._hint_takes_room))
        self.thinking.setSizePolicy(policy)

    def _thinking_keeps_room(self, hint: bool) -> bool:
        """True if the hidden thinking sign keeps its room (see :meth:`_keep_thinking_room`),
        with a hint taking room (``hint``) or not."""
        c = self.controller
        # (over from its last move on: the final scoring the board then shows is no thinking,
        # and the seats need the room while it plays: issue 18, El Gaucho)
        over = c is not None and c.match is not None and c.match.is_over
        computer = (
            c is not None and c.match is not None and not all(s.is_human for s in c.match.seats)
        )
        return not hint and not over and computer and not self._panel_tight and not self.folded

    def log_lines(self) -> list[str]:
        """The game log's lines, oldest first (translated text as shown)."""
        return list(self._log_lines)

    def _on_log_reset(self, lines: list[str]) -> None:
        # the whole log at once (the same paragraphs as one append per line, a tenth the time:
        # a loaded game's log has hundreds of lines)
        kept = self._readers_line(lines)
        self._log_lines = list(lines)
        self._log_generation += 1
        shown = self._log_lines
        handle = self.window().windowHandle()
        unexposed = handle is not None and not handle.isExposed()
        if self.isVisible() and (unexposed or not self._board_painted):
            # the window's first paint is still to come (a save opened as the app starts), or
            # the board's (a save opened from the start page): that paint shows the log's
            # last lines, so it gets only as many as fill the log as high as it can be then,
            # and the whole log right after it (the same text where the reader sees it;
            # laying out hundreds of lines was ~3% of that start; from the start page, Qt
            # laid the whole log out in steps, and the first frame showed the log's middle,
            # where the layout had come to: session 23)
            room = self._first_paint_log_px()
            tail = room // max(1, self.log.fontMetrics().lineSpacing()) + 1
            if len(shown) > tail:
                shown = shown[-tail:]
                generation, count = self._log_generation, len(lines)
                whole = lambda: self._show_whole_log(generation, count)  # noqa: E731
                if unexposed:
                    after_first_paint(self, whole)
                else:
                    self._after_board_paint.append(whole)
        self._set_log(shown)
        if kept is not None:  # the reader scrolled back: the same line at the top
            self._scroll_log_to(len(shown) - kept)
        if self._log_marked is not None:  # (looking back: the step's lines marked again)
            self._mark_log(self._log_marked)

    def _readers_line(self, lines: list[str]) -> int | None:
        """If the reader scrolled the log back and ``lines`` (a new whole log) end with the
        lines it has now (a save's whole log after its last lines, issue 18): the reader's line
        (the one at the top of the log) counted from the log's end (1 = its last line); else
        None (the new log is shown at its end)."""
        old = self._log_lines
        if self._log_follow or not old or len(lines) < len(old) or lines[-len(old) :] != old:
            return None
        top = self.log.cursorForPosition(QPoint(0, 0)).blockNumber()
        return self.log.document().blockCount() - top

    def _scroll_log_to(self, block: int) -> None:
        """Scroll the log so that its paragraph ``block`` (0 = its first shown; clamped) is at
        the top, and the log no longer follows its newest line."""
        document = self.log.document()
        found = document.findBlockByNumber(max(0, min(block, document.blockCount() - 1)))
        layout = document.documentLayout()
        layout.documentSize()  # (laid out to its end: the scroll bar's range is the whole log's)
        self.log.verticalScrollBar().setValue(int(layout.blockBoundingRect(found).top()))

    def _first_paint_log_px(self) -> int:
        """How high (px) the game log can be at the window's first paint: its height as the
        page is laid out now (a page just shown was laid out before the match's seat lines,
        banner and buttons took their room from the log: the paint shows it lower), at most
        the screen's. Before, the screen's height alone: a log a third of it was given three
        times the lines it shows (each ~0.45M instructions to set and lay out, issue 18)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # (does nothing if nothing changed since it was laid out)
        return min(self.screen().availableGeometry().height(), self.log.height())

    def _show_whole_log(self, generation: int, count: int) -> None:
        """The whole log, if it is still the one :meth:`_on_log_reset` cut short to its last
        lines (of ``count``), with the lines appended since (shown as appended lines are)."""
        if generation != self._log_generation:
            return
        follow = self._log_follow
        top = self.log.cursorForPosition(QPoint(0, 0)).blockNumber()  # (the reader's line)
        cut = count - (self.log.document().blockCount() - (len(self._log_lines) - count))
        self._set_log(self._log_lines)
        if not follow:  # the reader scrolled back: the same line at the top
            self._scroll_log_to(top + cut)
        else:
            # laid out to its end now, and the scroll bar's range set from it now (Qt lays a
            # long text out in steps and says its new size in a later turn: a frame between
            # showed the log's middle, where its range had come to)
            layout = self.log.document().documentLayout()
            layout.documentSizeChanged.emit(layout.documentSize())

    def _long_names(self) -> bool:
        """Whether a player's name is long enough that the log may elide it (more than half
        its width: :func:`~farmhouse.app.labels.fit_log_names`), so the log's lines are fitted
        to its width again when that changed (else never: a log set before the first paint
        stays as short as it was set)."""
        metrics = self.log.fontMetrics()
        room = max(self._log_room, log_room(self.log))
        return any(metrics.horizontalAdvance(name) * 2 > room for name in kept_names())

    def _set_log(self, lines: list[str]) -> None:
        language = system_language(QLocale())
        self._log_room = log_room(self.log)
        self.log.setHtml("".join(_paragraph(line, language, self.log) for line in lines))
        self._log_follow = True
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_log_appended(self, lines: list[str]) -> None:
        language = system_language(QLocale())
        refit = self._log_room != log_room(self.log) and self._long_names()
        for line in lines:
            self._log_lines.append(line)
            access.announce(self.log, line)  # each move is spoken as it is logged
            if not refit:
                self.log.append(f"<p>{escape_html(log_text(line, language, self.log))}</p>")
        if refit:
            self._set_log(self._log_lines)
        if self._log_marked is not None:  # looking back: the marked step stays in sight
            self._mark_log(self._log_marked)
            return
        self._log_follow = True
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _log_tip(self, block: int) -> str:
        """The tooltip of the log's paragraph ``block``: its whole line if a name in it is
        elided (:func:`~farmhouse.app.labels.log_line_tip`), else ""."""
        at = len(self._log_lines) - self.log.document().blockCount() + block
        if not 0 <= at < len(self._log_lines):  # (the log shows its last lines: see above)
            return ""
        return log_line_tip(self._log_lines[at], system_language(QLocale()), self.log)

    def _on_log_scrolled(self, value: int) -> None:
        self._log_follow = value >= self.log.verticalScrollBar().maximum()

    def _on_log_range(self, _minimum: int, _maximum: int) -> None:
        # (the bar's end as it is now: the log may have moved it since, to an entry's top)
        if self._log_follow and self._log_marked is None:
            bar = self.log.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _address_hand_over(self, seat: int) -> None:
        """The hand-over to ``seat``: its name and what happened since its last turn, each
        seat's latest move kept (``MatchController.since_turn``)."""
        c = self.controller
        assert c is not None
        entries = c.since_turn(seat)
        lines, owners = [line for line, _ in entries], [owner for _, owner in entries]
        self.hand_over.set_name(c.names[seat], lines, c.ui.hands, c.first_turn(seat), owners)

    def _on_handover(self, seat: int) -> None:
        assert self.controller is not None
        # the next person's screen whole: a folded panel opened over the board closes (it
        # hid half the hand-over's button and lines at 800 × 600)
        self.open_panel(False)
        self._address_hand_over(seat)
        self.board_stack.setCurrentWidget(self.hand_over)
        if not self._board_painted:  # (the screen's paint is the first: see eventFilter)
            self.hand_over.installEventFilter(self)
        self.hand_over.guard.arm()  # (also when it was up already: addressed to someone new)
        self.hand_over.button.setFocus()

    def _on_handover_confirmed(self) -> None:
        if self.controller is not None:
            self.board_stack.setCurrentWidget(self.controller.board)
            self.controller.confirm_handover()

    @property
    def hint_panel(self) -> HintPanel:
        """The hint box below the thinking sign (made when first asked for: hidden until a
        hint is shown)."""
        if self._hint_panel is None:
            from farmhouse.app.hint_panel import HintPanel

            self._hint_panel = HintPanel()
            self._hint_panel.dismissed.connect(self.dismiss_hint)
            at = self._side.indexOf(self.thinking)  # (-1: floating, out of the layout)
            self._side.insertWidget(at + 1 if at >= 0 else self._sign_home, self._hint_panel)
        return self._hint_panel

    @property
    def hand_over(self) -> HandOverScreen:
        """The screen that covers the board between two humans (made when first asked for)."""
        if self._hand_over is None:
            self._hand_over = HandOverScreen()
            self._hand_over.confirmed.connect(self._on_handover_confirmed)
            self.board_stack.addWidget(self._hand_over)
        return self._hand_over

    # ------------------------------------------------------------------ look back (issue 20)

    def look_back_at_line(self, line: int) -> bool:
        """Show the board as it was after the step of the game log's line ``line`` (0-based),
        from the view of the seat at the screen; not during a hand-over, nor for the newest
        step (that is the board as it is). True if the look back is shown."""
        c = self.controller
        if c is None or c.match is None or self.handover_shown or c.pending_handover is not None:
            return False
        from farmhouse.app.look_back import line_positions

        positions = line_positions(c, self.log.document().blockCount())
        position = positions[line] if 0 <= line < len(positions) else None
        if position is None or position >= len(c.match.actions):
            return False
        return self.look_back(position)

    def _look_back_by_key(self, line: int) -> None:
        """Enter on line ``line`` of the log: look back at it; the newest step's line is
        said to be the board as it is (nothing else happens, as for a click): spoken, and
        shown in the status bar until the game changes (a refusal's place)."""
        if not self.look_back_at_line(line) and not self.handover_shown:
            #: Said to a screen reader when Enter is pressed on the game log's newest line:
            #: looking back there would show the board as it is.
            text = self.tr("That is the board as it is now.")
            access.announce(self.log, text)
            self.refusal_message.emit(text)

    def _log_left(self) -> None:
        """Esc in the game log: the keyboard focus back to what covers the board's place
        (the board, the look back, the hand-over's button)."""
        if self.handover_shown:
            self.hand_over.button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.looking_back and self._look_back is not None:
            self._look_back.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.board is not None:
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def look_back(self, position: int) -> bool:
        """Cover the live board with the board as it was at ``position`` (actions made),
        from the view of the seat at the screen (see :mod:`farmhouse.app.look_back`); the
        game cannot be played meanwhile. Esc or the band's button returns."""
        c = self.controller
        if c is None or c.match is None or self.handover_shown or c.pending_handover is not None:
            return False
        from farmhouse.app.look_back import LookBack, timeline_at_screen

        if self._look_back is None:
            self._look_back = LookBack()
            self._look_back.returned.connect(self.end_look_back)
            self._look_back.position_shown.connect(self._mark_log)
            self.board_stack.addWidget(self._look_back)
        self.dismiss_hint()
        timeline, viewer = timeline_at_screen(c)
        self._look_back.show_position(timeline, c.ui, position, viewer, c.names)
        self.board_stack.setCurrentWidget(self._look_back)
        # The panel opened over the board (a narrow window: the look back chosen in its log)
        # closes: it lay over the band's right side and its "Back to the game" button
        # (session 18's tester, V9); Ctrl+L opens it again with the step's lines marked.
        self.open_panel(False)
        self._look_back.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _follow_look_back(self) -> None:
        """A move was made (or taken back) while looking back: the look back counts it."""
        c = self.controller
        if not self.looking_back or c is None or c.match is None or self._look_back is None:
            return
        from farmhouse.app.look_back import timeline_at_screen

        timeline, viewer = timeline_at_screen(c)
        self._look_back.game_moved(timeline, viewer)

    def _follow_look_back_viewer(self) -> None:
        """The live board was drawn anew: if it shows another seat's view than the look
        back's (a hot-seat game's AIs play on after a person, on the public view), the look
        back follows it."""
        c = self.controller
        if self.looking_back and c is not None and self._look_back is not None:
            if c.screen_seat != self._look_back.viewer:
                self._follow_look_back()

    def _mark_log(self, position: int) -> None:
        """Looking back at ``position``: mark the game log's lines of the step that led to
        it (at 0, the setup's) and keep them in sight, as the replay's log does; the
        keyboard's ringed line follows a step to another, as there."""
        c = self.controller
        if c is None or c.match is None:
            return
        from farmhouse.app.look_back import end_lines, line_positions
        from farmhouse.app.replay_page import mark_step_lines

        stepped = position != self._log_marked  # (not the same step marked again)
        self._log_marked = position
        positions = line_positions(c, self.log.document().blockCount())
        marked = mark_step_lines(self.log, positions, position, end_lines(c))
        if stepped:
            self.log.follow_step(marked)

    def end_look_back(self) -> None:
        """Show the live game again (Esc, the band's button; a new game), and the game log
        as the game goes on: unmarked, at its newest line."""
        if self._log_marked is not None:
            self._log_marked = None
            self.log.setExtraSelections([])
            self._log_follow = True
            bar = self.log.verticalScrollBar()
            bar.setValue(bar.maximum())
        if self.looking_back and self.controller is not None:
            board = self.controller.board
            focused = QApplication.focusWidget()
            if (
                focused is not None
                and self._look_back is not None
                and self._look_back.isAncestorOf(focused)
            ):
                # The board takes the focus from the look back before the stack turns: the
                # stack would first clear the look back's focus, which Qt tells a screen
                # reader as a focus on the look back (its name read again on Esc).
                board.show()
                board.setFocus(Qt.FocusReason.OtherFocusReason)
            self.board_stack.setCurrentWidget(board)
            board.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def looking_back(self) -> bool:
        """True while the board as it was covers the live one."""
        return self._look_back is not None and self.board_stack.currentWidget() is self._look_back

    @property
    def handover_shown(self) -> bool:
        """True while the hand-over screen covers the board."""
        return self._hand_over is not None and self.board_stack.currentWidget() is self._hand_over

    # ------------------------------------------------------------------ i18n

    def _refresh_seat_names(self) -> None:
        c = self.controller
        if c is None or c.match is None:
            return
        names = c.names
        for seat, name, line in zip(c.match.seats, names, self._seat_lines, strict=False):
            if seat.is_human:
                line.set_name("%1", name)
            else:
                level = level_label(seat.level or "normal")
                line.set_name(self.tr("%1 (AI, %2)").replace("%2", level), name)

    def retranslate(self) -> None:
        """Set every text in the current language (the log is rebuilt by the controller)."""
        self.thinking.retranslate()
        if self._hint_panel is not None:
            self._hint_panel.retranslate()
        self.fold_bar.retranslate()
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(
            self.tr("Ask the computer what a strong player would do here (T).")
        )
        self.seats_title.setText(self.tr("Players"))
        self.log_title.setText(self.tr("Game log"))
        self._fit_log_lines()
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setToolTip(self.tr("Every move so far, the newest last (Ctrl+L comes here)."))
        self.log.setAccessibleDescription(
            #: The game log's description for screen readers: its keys.
            self.tr(
                "Up and Down read its lines, Enter looks back at one, Esc returns to the board."
            )
        )
        if self._result_button is not None:
            self._result_button.setText(self.tr("Show result"))
        self._name_undo_button()
        for line in self._seat_lines:
            line.fit()
        self._refresh_turn()
        self._refresh_seat_names()
        if self._shown_view is not None:
            self._on_view(self._shown_view)  # the seat summaries in the new language
        if self.controller is not None:
            self.controller.retranslate()
            if self.board is not None:
                self.board.retranslate()
            seat = self.controller.pending_handover
            if seat is not None and self.handover_shown:  # its name may be "Player N"
                self._address_hand_over(seat)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _covers(drawer: QRect, marks: list[QRect]) -> bool:
    """True if ``drawer`` lies over any of ``marks`` (a pixel's overlap does not count)."""
    return any(drawer.intersected(r.adjusted(1, 1, -1, -1)).isValid() for r in marks)


def escape_html(text: str) -> str:
    """``text`` with ``&``, ``<``, ``>``, ``"`` and ``'`` written as HTML character
    references: the same string as ``html.escape(text)``, without importing :mod:`html`
    (whose entity table costs some 10M instructions of opening a save, for the log's first
    lines)."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def _paragraph(line: str, language: str, log: QTextBrowser | None = None) -> str:
    """The game log's paragraph (HTML) of ``line`` (:func:`log_text` in ``language``) in a
    whole document: the paragraph that ``QTextEdit.append("<p>…</p>")`` makes of it (an
    empty one too, which a bare ``<p></p>`` in a whole document would not give)."""
    if not line:
        return '<p style="-qt-paragraph-type:empty"><br /></p>'
    return f"<p>{escape_html(log_text(line, language, log))}</p>"
