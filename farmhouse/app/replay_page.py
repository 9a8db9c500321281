"""The replay page: a saved or finished game watched step by step (issue 20, DESIGN: Replays).

The page shows the game's own board, read-only (no legal actions, never interactive), made
the way the game page makes it (``GameUI.create_board``), beside a side panel with the seat
chooser, where the replay stands, the game log and the timeline bar (the board as high as
the game page's: issue 18). The panel folds away as the game page's does
(:class:`~farmhouse.app.side_fold.SideFold`; the timeline bar then stands under the board or
the holdings' column): see :meth:`ReplayPage._arrange`. What the
board draws is exactly :meth:`Timeline.view_at <farmhouse.core.replay.Timeline.view_at>` for
the chosen viewer, and its "since your last turn" panel
:meth:`~farmhouse.core.replay.Timeline.since_last_decision_at`; a step forward animates
:meth:`~farmhouse.core.replay.Timeline.events_at`. It knows no game: everything
game-specific comes from the :class:`~farmhouse.app.game_ui.GameUI` and the board.

Keys (while the page is shown): Left/Right a step back/forward, Ctrl+Left/Ctrl+Right and
Page Up/Page Down a turn, Home/End the start/the end, Space play/pause (at the AI speed
setting), Esc back to where the player came from (:attr:`ReplayPage.closed`), Ctrl+L to the
game log. The log by keys is the game page's (:class:`~farmhouse.app.look_back.LogKeys`):
focused, it rings a line, Up and Down move the ring line by line, each line spoken (the
screen reader's focus on its item), Enter goes to the ringed line's step.

Whose eyes (:meth:`Timeline.viewers`): a finished game from the public view, any seat's view
or with everything shown; an unfinished one from the public view only (a line says why).
"Everything shown" draws, at each position, the view of the seat whose turn it is (of the
seat that made the last step at the end), and beside the board (under it on a page high
enough) every seat's secret holdings at that moment, each drawn by the game's own board from that seat's view
(:mod:`farmhouse.app.replay_holdings`); the log then has every line, secret ones included,
worded for a spectator ("Ann draws lion", never "you": :func:`log_entries`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board import access_gate as access
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.linebreak import (
    keep_name,
    keep_names,
    keep_phrases,
    keep_words,
    plain,
    spaced_names,
)
from farmhouse.app.game_log import GameLog
from farmhouse.app.game_page import PAGE_MARGIN, PAGE_SPACING
from farmhouse.app.game_ui import GameUI, seat_names
from farmhouse.app.i18n import system_language
from farmhouse.app.labels import (
    elided,
    fit_log_names,
    fit_name,
    log_line_tip,
    plain_label,
    two_lines_height,
)
from farmhouse.app.look_back import LogClicks, LogKeys
from farmhouse.app.name_fit import name_in_pieces
from farmhouse.app.replay_holdings import HoldingsStrip, release, strip_height_most
from farmhouse.app.side_fold import FOLDED_MARGIN, SideFold
from farmhouse.app.style import WOOD, seat_colour, text_colour_on
from farmhouse.core.game import Event
from farmhouse.core.replay import EVERYTHING, AllViews, HiddenView, Timeline, Viewer

# (Plain comments: lupdate would hand "#:" ones to the next message's translator.)
# The side panel's width (px), as the game page's; the widest a seat name may be in the seat
# chooser (px) before it is elided; the least pause between two steps while playing (ms),
# also at the "instant" AI speed; the background of the log line of the move shown (the
# first line its step wrote: the move itself) and, paler, of the step's other lines (what
# followed from it) and of the game's end (its game-over line, at the end): two lightnesses
# as well as two colours, on the log's white.
PANEL_WIDTH = 300
CHOOSER_NAME_WIDTH = 200
# The width (px) of the timeline bar's buttons under the board, and in the side panel or the
# holdings' column (seven in a row in 300 px).
BAR_BUTTON_WIDTH, BAR_BUTTON_COMPACT = 40, 34
# The width and height (px) of the bar's buttons upright beside the board (one above the
# other, the slider under them: _bar_upright).
BAR_BUTTON_UPRIGHT = 36, 34
# The least height (px) of the slider upright.
SLIDER_UPRIGHT_LEAST = 80
# With everything shown: the least page height (px) on which the holdings stand under the
# board (a 1920 × 1080 window's page is 1016 high; a 1280 × 720 one's 656, where the board
# needs all of it for 12 px text: the holdings stand beside it instead), and the width (px)
# of their column beside the board (the board keeps 950 px at 1280 px: El Gaucho's 12 px).
STRIP_UNDER_FROM = 900
STRIP_COLUMN = 320
LEAST_PLAY_MS = 150
CURRENT_LINE = QColor("#F3D98B")
FOLLOWING_LINE = QColor("#FBF0D2")


def hidden_view_text() -> str:
    """The player's words for the replay's refusal ``core.replay.hidden_view`` (a seat's
    view or everything shown asked of a game that is not finished)."""
    return QCoreApplication.translate(
        "ReplayPage",
        "An unfinished game can only be watched as everybody saw it, so that no player's "
        "hand is given away.",
    )


def replay_refusal_text(reason: str) -> str | None:
    """The player's words for a replay's refusal key (:class:`HiddenView`'s ``reason``),
    or None for a key that is not the replay's."""
    if reason == "core.replay.hidden_view":
        return hidden_view_text()
    return None


def follow_seat(timeline: Timeline, position: int) -> int | None:
    """The seat whose view "everything shown" draws at ``position``: the seat whose turn it
    is, else (the end of the game) the seat that made the last step, else None."""
    seat = turn_at(timeline, position)
    if seat is None and position > 0:
        seat = timeline.step(position).mover
    return seat


def turn_at(timeline: Timeline, position: int) -> int | None:
    """The seat whose turn it is at ``position`` (the turn of the next step), or None at the
    end of a finished game. For the last position of an unfinished game: the seat to move."""
    if position < timeline.last:
        return timeline.step(position + 1).turn
    if timeline.finished:
        return None
    # where the match stood: the seat to move (public in every game)
    return timeline.game.turn_of(timeline.state_at(position))


def turn_count_at(timeline: Timeline, position: int) -> int:
    """The number (1-based) of the turn the replay stands in at ``position``, the one whose
    seat :func:`turn_at` names: the turn of the next step (:meth:`Timeline.turn_number` of
    step ``position + 1``; a turn starts where the seat on turn changes, ``turn_starts``);
    at the end, the last turn's; 0 for a timeline without a step."""
    if not timeline.last:
        return 0
    return timeline.turn_number(min(position + 1, timeline.last)) + 1


def board_view(timeline: Timeline, position: int, viewer: Viewer) -> tuple[Any, int | None]:
    """What the board draws at ``position`` for ``viewer`` and the seat whose recent panel
    goes with it: ``(view, recent_seat)``. The view is ``timeline.view_at(position, viewer)``
    (for :data:`EVERYTHING`, the :func:`follow_seat`'s own view in it). Raises HiddenView or
    IndexError as ``view_at``."""
    view = timeline.view_at(position, viewer)
    if isinstance(view, AllViews):
        seat = follow_seat(timeline, position)
        return (view.public if seat is None else view.seats[seat]), seat
    if viewer is not None:
        return view, int(viewer)  # (an int: EVERYTHING gave AllViews)
    seat = turn_at(timeline, position)
    if seat is None:  # (the end: the first person's, as in the game; else the longest waiting)
        humans = [i for i, s in enumerate(timeline.seats) if s.is_human]
        seat = humans[0] if humans else timeline.longest_waiting_at(position)
    return view, seat


def log_entries(
    timeline: Timeline, ui: GameUI, viewer: Viewer, names: Sequence[str]
) -> list[tuple[int, str]]:
    """The whole game's log as ``viewer`` could read it, as ``(position, line)``: the setup
    lines (position 0), then each step's lines (its position: the board after it): the
    lines ``viewer`` could read (a seat: the public ones and its own private ones; with
    :data:`EVERYTHING` every seat's private ones too, each among the public ones where its
    event happened). Whoever watches a replay is none of the seats, so every line is worded
    for a spectator (``GameUI.log_lines(…, spectator=True)``): "Ann draws lion from the
    pile.", never "you"; a private line that says what its public twin says ("Ann draws 2
    cards.") stands in its place."""
    entries = [(0, line) for line in ui.first_lines(timeline.view_at(0, None), names)]
    for step, events in timeline.log_to(timeline.last, viewer):
        entries += [(step, line) for line in ui.log_lines(events, names, spectator=True)]
    return entries


def end_line_count(ui: GameUI, events: Sequence[Event], names: Sequence[str], **kw: Any) -> int:
    """How many of the log lines of a finished game's last step (``events``, as the log
    shows them: ``ui.log_lines(events, names, **kw)``) its last event writes: the game-over
    event, the last event of the step that ends a game in every game. Those lines are the
    game's end, not the move's (see :func:`mark_step_lines`)."""
    if not events:
        return 0
    return len(ui.log_lines(events, names, **kw)) - len(ui.log_lines(events[:-1], names, **kw))


def mark_step_lines(
    log: QTextEdit,
    positions: Sequence[int | None],
    position: int,
    end_lines: int = 0,
    shown: int | None = None,
    follow: bool = False,
) -> list[int]:
    """Mark the lines of ``log`` (one paragraph each) that lead to ``position``
    (``positions[i]``: the position line ``i`` leads to; None: unknown) and scroll them into
    sight; returns their numbers (0-based). The first of them, the move itself, has the
    current-line background, the others (what followed from it) a paler one: which line is
    the move shown stays clear when it wrote many (El Gaucho's last turn, 27 lines).

    ``end_lines``: how many of the log's last lines are the game's end (its game-over line,
    :func:`end_line_count`; 0 for a game not over): they belong to the end position and are
    marked (pale) only where all of the last step is shown. ``shown``: how many of the
    step's lines the board shows so far (an animated step showing its events in stages, as
    El Gaucho's final sales: the log marks what the board shows), None: all of them.

    In sight: the marked lines whole where they fit; else the move's line at the top (the
    rest below it, reached by scrolling on), as a player reads a step landed on. A player
    reading along with an animated step (``shown`` given, or ``follow``: the step was just
    shown in stages, its last lines now marked) keeps the move's line at the top while the
    lines fit under it (no scrolling while they come), then the newest line at the bottom:
    they read what the board shows now, the move's line above, reached by scrolling back.

    A step that wrote no line (Wooly Bully's "end the turn": the hand refilled, the turn
    passed on) marks the lines of the last step before it that wrote some, the move it
    completes: stepping through the log never shows nothing marked between two moves. The
    replay's log and the game log during a look back mark the step being looked at this way.
    (Extra selections: the document is not laid out again, as a change of its blocks'
    formats would make it, a quarter of a replay step's time.)"""
    doc = log.document()
    known = [p for p in positions if p is not None and p <= position]
    at = max(known) if known else position
    end = set(range(len(positions) - end_lines, len(positions)))
    marked = [i for i, p in enumerate(positions) if p == at and i not in end]
    if shown is not None:
        marked = marked[:shown]
    ended = shown is None and bool(end) and positions[-1] == at
    if ended:
        marked += sorted(end)
    selections = []
    for k, block_number in enumerate(marked):
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(doc.findBlockByNumber(block_number))
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        fmt = QTextCharFormat()
        move = k == 0 and at > 0 and block_number not in end
        fmt.setBackground(CURRENT_LINE if move else FOLLOWING_LINE)
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        selection.format = fmt
        selections.append(selection)
    log.setExtraSelections(selections)
    # In sight: the marked lines whole (the end of the last, then the start of the first:
    # the move wins where they do not all fit; but the newest line wins while the step is
    # read along, its first line at the top while they fit); with none marked, the last line
    # before ``position`` (at 0: the top, so that the log does not tell the end of the game
    # before it is watched).
    if marked:
        first, last = marked[0], marked[-1]
    else:
        before = [i for i, p in enumerate(positions) if p is not None and p <= position]
        first = last = before[-1] if before else 0
    newest = shown is not None or follow
    if newest:  # (the move's line at the top: the lines to come show under it)
        layout = doc.documentLayout()
        top = layout.blockBoundingRect(doc.findBlockByNumber(first)).top()
        log.verticalScrollBar().setValue(int(top))
    order = (first, last) if newest else (last, first)
    for number, to_end in ((order[0], not newest), (order[1], newest)):
        cursor = QTextCursor(doc.findBlockByNumber(number))
        if to_end:
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        log.setTextCursor(cursor)
        log.ensureCursorVisible()
    if first == 0 and not newest:  # the log's top with its margin, as a log opened there
        log.verticalScrollBar().setValue(0)  # shows it (from below it hid the margin)
    return marked


class ReplayLog(GameLog):
    """The game log of a replay: one paragraph per line, the current step's lines marked (its
    move, the others paler, the game-over line only at the end, as the board shows them:
    :func:`mark_step_lines`) and kept in sight, whole lines only (a line cut by the log's edge is not painted: see
    :class:`~farmhouse.app.game_log.GameLog`); a click on a line emits
    ``step_clicked(position)``."""

    step_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setOpenLinks(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.positions: list[int] = []
        self.end_lines = 0  # (how many of the last lines are the game's end: set_entries)
        self._lines: list[str] = []  # (the entries' lines, one per paragraph)
        self._marked: list[int] = []
        self._position: int | None = None  # (the step marked: :meth:`mark`)
        self._shown: int | None = None  # (how many of its lines: :meth:`mark`)
        self._follow = False  # (its lines read along: :meth:`mark`)
        self._ringed: int | None = None  # (the step the keyboard's ring went to: :meth:`mark`)
        LogClicks(self, self._tip)  # (a line with a name elided: the whole line as tooltip)
        self.whole_line = self._tip  # (and a screen reader hears it whole)

    def set_entries(self, entries: Sequence[tuple[int, str]], end_lines: int = 0) -> None:
        """Show ``entries`` (``(position, line)``, in order), the last ``end_lines`` of them
        the game's end (:func:`end_line_count`)."""
        self.positions = [p for p, _ in entries]
        self.end_lines = end_lines
        self._lines = [line for _, line in entries]
        self._marked = []
        self._position, self._follow, self._ringed = None, False, None
        language = system_language(QLocale())
        self.setHtml(
            "".join(
                f"<p>{html.escape(keep_phrases(fit_log_names(line, language, self), language))}</p>"
                if line
                else '<p style="-qt-paragraph-type:empty"><br /></p>'
                for _, line in entries
            )
        )

    def _tip(self, block: int) -> str:
        """The tooltip of paragraph ``block``: its whole line if a name in it is elided
        (:func:`~farmhouse.app.labels.log_line_tip`), else "" (the log's own)."""
        if not 0 <= block < len(self._lines):
            return ""
        return log_line_tip(self._lines[block], system_language(QLocale()), self)

    def mark(self, position: int, shown: int | None = None) -> None:
        """Mark the lines of the step that led to ``position`` (none at 0 but the setup's),
        its first ``shown`` lines only (None: all, and the game's end at the end), and
        scroll them into sight (:func:`mark_step_lines`); they are scrolled into sight again
        when the log's size changes (:meth:`resizeEvent`). A step marked in parts (``shown``)
        is read along (its newest line in sight), also once all of it is marked. The
        keyboard's ringed line follows (:meth:`~farmhouse.app.game_log.GameLog.follow_step`)."""
        self._follow = shown is not None or (self._follow and position == self._position)
        self._position, self._shown = position, shown
        self._marked = mark_step_lines(
            self, self.positions, position, self.end_lines, shown, self._follow
        )
        if self._marked and position != self._ringed:  # (once a step: Up and Down then move
            self._ringed = position  # the ring as ever while its lines are marked in parts)
            self.follow_step(self._marked)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        """A new size (the labels above it took another height after a step: a name in
        Chinese or Japanese is a taller line): the marked lines are scrolled into sight
        again, from the top, so the log ends where a log opened at this step would (not a
        line half cut at the bottom, nor a few pixels of the next line shown)."""
        super().resizeEvent(event)
        if self._position is not None:
            # scrolled from the top as a log opened at this step is: a log that grew (the
            # labels above it shorter after the step) kept its scroll, a few pixels off
            self.verticalScrollBar().setValue(0)
            self._marked = mark_step_lines(
                self, self.positions, self._position, self.end_lines, self._shown, self._follow
            )

    def layout_shown(self) -> None:
        """Shown again at its size (a folded panel opened): the marked lines scrolled into
        sight from the top, as at a new size (:meth:`resizeEvent`)."""
        if self._position is not None:
            self.verticalScrollBar().setValue(0)
            self._marked = mark_step_lines(
                self, self.positions, self._position, self.end_lines, self._shown, self._follow
            )

    def step_lines(self, position: int) -> list[str]:
        """The lines of the step that led to ``position`` (those a screen reader hears as
        it is stepped to), without the marks that keep words whole."""
        return [
            plain(line)
            for p, line in zip(self.positions, self._lines, strict=True)
            if p == position and line
        ]

    def marked_lines(self) -> list[int]:
        """The numbers (0-based) of the lines marked now."""
        return list(self._marked)

    def line_at(self, block_number: int) -> int | None:
        """The position line ``block_number`` leads to (None outside the log)."""
        if 0 <= block_number < len(self.positions):
            return self.positions[block_number]
        return None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton or self.textCursor().hasSelection():
            return
        block = self.cursorForPosition(event.position().toPoint()).blockNumber()
        position = self.line_at(block)
        if position is not None:
            self.step_clicked.emit(position)


class ReplayPage(QWidget):
    """A game watched step by step (see the module docstring).

    Use: :meth:`open` with a :class:`Timeline`, the game's :class:`GameUI` and a new board
    of that game; then :meth:`go`, :meth:`step`, :meth:`next_turn`, :meth:`previous_turn`,
    :meth:`set_viewer`, :meth:`play` (or the buttons and keys). Signals: ``closed()`` (Back,
    Esc: the window shows the page the player came from), ``status_message(str)``.
    """

    closed = Signal()
    status_message = Signal(str)
    # Its role to a screen reader (farmhouse.app.board.access gives it): a pane, as the
    # game page's board; a plain widget's role is an unnamed "filler".
    accessible_role = "Pane"
    # (queued to this page: the end of the event-loop turn in which the strip was drawn)
    _holdings_turn_over = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayPage")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the page's keys work from the start
        self.timeline: Timeline | None = None
        self.ui: GameUI | None = None
        self.board: BoardWidget | None = None
        self.position = 0
        self.viewer: Viewer = None
        self.names: list[str] = []
        self._log_names: list[str] = []  # (the names as the log's lines have them)
        # An animated step whose board shows its events in stages: [its position, its
        # events, how many of them the board shows so far] (_pace_log); the stages reached
        # while the board starts the step's animation
        self._pacing: list[Any] | None = None
        self._reached: list[Event] | None = None
        self._delay_ms = 800
        self._animation = 1.0
        self._play_timer = QTimer(self)
        self._play_timer.timeout.connect(self._play_step)
        self._by_itself = False  # (a step played by itself is being shown: _play_step)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN)
        layout.setSpacing(PAGE_SPACING)  # (as the game page: the page fits 800 px)
        # The board, with everything shown the holdings under it or (a page too low for both:
        # see _arrange) in a column beside it, and the timeline bar: in the side panel while
        # that is beside the board, else under the holdings' column or the board.
        left = self._left = QVBoxLayout()
        row = QHBoxLayout()
        row.setSpacing(PAGE_SPACING)
        self.board_box = QVBoxLayout()
        self.board_box.setContentsMargins(0, 0, 0, 0)
        row.addLayout(self.board_box, 1)
        self._beside = QVBoxLayout()
        self._beside.setContentsMargins(0, 0, 0, 0)
        self._beside.addStretch(1)
        row.addLayout(self._beside)
        left.addLayout(row, 1)
        self.holdings = HoldingsStrip()
        self.holdings.hide()
        # The strip is drawn at most twice an event-loop turn (see _show_holdings): whether
        # it was drawn in this turn, and whether a later step of it is still to be drawn.
        self._holdings_drawn_now = False
        self._holdings_due = False
        self._holdings_turn_over.connect(
            self._on_holdings_turn_over, Qt.ConnectionType.QueuedConnection
        )
        left.addWidget(self.holdings)
        self.timeline_bar = self._timeline_bar()
        self._homes: tuple[str, str] = ("under", "under")  # (the strip's, the bar's: _arrange)
        left.addWidget(self.timeline_bar)
        layout.addLayout(left, 1)

        panel = QFrame()
        panel.setObjectName("panel")
        panel.setFixedWidth(PANEL_WIDTH)
        side = QVBoxLayout(panel)
        self.title = plain_label()
        self.title.setObjectName("sectionTitle")
        self.title.setWordWrap(True)
        self.viewer_label = QLabel()
        self.chooser = QComboBox()
        self.chooser.setObjectName("seatChooser")
        self.chooser.activated.connect(self._on_chosen)
        self.viewer_label.setBuddy(self.chooser)
        self.public_only = plain_label()
        self.public_only.setObjectName("muted")
        self.public_only.setWordWrap(True)
        self.where = plain_label()
        self.where.setObjectName("replayPosition")
        self.where.setWordWrap(True)
        self.turn_line = plain_label()
        self.turn_line.setWordWrap(True)
        self.log_title = QLabel()
        self.log_title.setObjectName("sectionTitle")
        self.log = ReplayLog()
        self.log.step_clicked.connect(self.go)
        # by keys as the game page's log (look_back.LogKeys): focused (Tab, Ctrl+L) it rings
        # a line, Up and Down move the ring, each line spoken (the screen reader's focus on
        # its item in the log's list), and Enter goes to the ringed line's step as a click
        # does; the page's keys (Left/Right, Home/End, Space, Esc) keep their meaning there
        log_keys = LogKeys(self.log)
        log_keys.line_chosen.connect(self._go_to_line)
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.back_button = QPushButton()
        self.back_button.setObjectName("primary")
        self.back_button.clicked.connect(self.close_replay)
        side.addWidget(self.title)
        side.addSpacing(4)
        side.addWidget(self.viewer_label)
        side.addWidget(self.chooser)
        side.addWidget(self.public_only)
        side.addSpacing(6)
        side.addWidget(self.where)
        side.addWidget(self.turn_line)
        side.addSpacing(6)
        side.addWidget(self.log_title)
        side.addWidget(self.log, 1)
        side.addWidget(self.back_button)
        self._side = side
        layout.addWidget(panel)
        self.panel = panel
        # In a narrow window (or a low one with everything shown) the panel folds away as the
        # game page's does, opened over the board from the fold bar in the menu bar
        self.side_fold = SideFold(self, layout, panel, PANEL_WIDTH, PAGE_MARGIN, replay=True)
        self.fold_bar = self.side_fold.bar
        self.side_fold.opened.connect(self._on_panel_opened)

        self._keys: list[QShortcut] = []
        for keys, slot in (
            (("Left",), lambda: self.step(-1)),
            (("Right",), lambda: self.step(1)),
            (("Ctrl+Left", "PgUp"), self.previous_turn),
            (("Ctrl+Right", "PgDown"), self.next_turn),
            (("Home",), lambda: self.go(0)),
            (("End",), self.to_end),
            (("Space",), self.toggle_play),
            (("Esc",), self.close_replay),
            (("Ctrl+L",), self.focus_log),
        ):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
                self._keys.append(shortcut)
        self.retranslate()

    def focus_log(self) -> None:
        """Ctrl+L: the keyboard focus to the game log (its ringed line spoken), the folded
        panel opened over the board first, as on the game page."""
        if self.side_fold.folded and not self.panel.isVisible():
            self.side_fold.open(True)
        if self.log.isVisible():
            self.log.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _go_to_line(self, block: int) -> None:
        """Enter on line ``block`` (0-based paragraph) of the log: go to its step."""
        position = self.log.line_at(block)
        if position is not None:
            self.go(position)

    def _timeline_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("replayBar")
        # the buttons and the slider in a row (under the board), the slider under the
        # buttons (in the side panel or the holdings' column), or all upright (beside the
        # board): _set_bar_shape
        self._bar_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, bar)
        self._bar_box.setContentsMargins(0, 6, 0, 0)
        row = self._bar_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.setContentsMargins(0, 0, 0, 0)
        self._bar_box.addLayout(row)
        style = self.style()
        icon = QStyle.StandardPixmap
        self._bar_buttons: list[QToolButton] = []

        def button(pixmap: QStyle.StandardPixmap, slot: Any) -> QToolButton:
            b = QToolButton()
            b.setIcon(style.standardIcon(pixmap))
            b.setAutoRaise(False)
            b.setMinimumSize(BAR_BUTTON_WIDTH, 36)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the page's keys do the same
            b.clicked.connect(slot)
            row.addWidget(b)
            self._bar_buttons.append(b)
            return b

        self.start_button = button(icon.SP_MediaSkipBackward, lambda: self.go(0))
        self.previous_turn_button = button(icon.SP_MediaSeekBackward, self.previous_turn)
        self.back_step_button = button(icon.SP_ArrowLeft, lambda: self.step(-1))
        self.play_button = button(icon.SP_MediaPlay, self.toggle_play)
        self.step_button = button(icon.SP_ArrowRight, lambda: self.step(1))
        self.next_turn_button = button(icon.SP_MediaSeekForward, self.next_turn)
        self.end_button = button(icon.SP_MediaSkipForward, self.to_end)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimum(0)
        self.slider.valueChanged.connect(self._on_slider)
        self._bar_box.addSpacing(8)
        self._bar_box.addWidget(self.slider, 1)
        return bar

    def _set_bar_shape(self, home: str) -> None:
        """The timeline bar's shape for its ``home`` (see :meth:`_arrange`): its buttons in a
        row with the slider (``under`` the board), or above it, narrower (in the side
        ``panel``, ``beside`` the board in the holdings' column), or one above the other
        with the slider upright under them (``upright``: alone beside the board)."""
        compact, upright = home in ("panel", "beside"), home == "upright"
        down, across = QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.LeftToRight
        self._bar_box.setDirection(down if compact or upright else across)
        self._bar_box.setContentsMargins(0, 0 if upright else 6, 0, 0)
        self._bar_row.setDirection(down if upright else across)
        item = self._bar_box.itemAt(1)
        spacer = item.spacerItem() if item is not None else None
        if spacer is not None:
            spacer.changeSize(0 if compact or upright else 8, 8 if upright else 4 if compact else 0)
        for b in self._bar_buttons:
            if upright:
                b.setMinimumSize(*BAR_BUTTON_UPRIGHT)
            else:
                b.setMinimumSize(BAR_BUTTON_COMPACT if compact else BAR_BUTTON_WIDTH, 36)
        slider = self.slider
        slider.setOrientation(Qt.Orientation.Vertical if upright else Qt.Orientation.Horizontal)
        slider.setInvertedAppearance(upright)  # (upright, the start at the top)
        slider.setMinimumHeight(SLIDER_UPRIGHT_LEAST if upright else 0)
        self._bar_box.invalidate()

    def _fitted_scene(self) -> QRectF | None:
        """The scene rectangle of a board fitted to its room, or None: no board, an empty
        scene, or a board that pans and zooms (it keeps its text's size in any room, so no
        arrangement of the page draws it larger)."""
        board = self.board
        if board is None or board.pan_zoom:
            return None
        scene = board.sceneRect()
        return None if scene.isEmpty() else scene

    def _strip_beside(self) -> bool:
        """True if the holdings go beside the board (see :meth:`_arrange`): on a page lower
        than :data:`STRIP_UNDER_FROM`, under a fitted board (one that pans and zooms, Wooly
        Bully's, keeps its text's size in any room), where the board keeps its least width
        beside the column and is drawn larger there than with the holdings under it (800 ×
        600: under it)."""
        board, scene = self.board, self._fitted_scene()
        if board is None or scene is None or self.height() >= STRIP_UNDER_FROM:
            return False
        m = FOLDED_MARGIN
        width, height = self.width() - 2 * m, self.height() - 2 * m
        beside_width = width - STRIP_COLUMN - PAGE_SPACING
        if beside_width < board.minimumWidth():
            return False
        scale_beside = min(beside_width / scene.width(), height / scene.height())
        under = strip_height_most(self.height()) + PAGE_SPACING
        if not self.side_fold.cramped():  # (the panel beside the board, the bar in it)
            m = PAGE_MARGIN
            width = self.width() - 2 * m - PANEL_WIDTH - PAGE_SPACING
            height = self.height() - 2 * m
        else:  # (the bar under the board)
            under += self._bar_row_height()  # (not its size now: upright, it is tall)
        scale_under = min(width / scene.width(), (height - under) / scene.height())
        return scale_beside > scale_under

    def _bar_upright(self) -> bool:
        """True if the timeline bar of a folded page with no holdings beside the board stands
        upright beside the board (its buttons one above the other, the slider under them)
        rather than under it: where the board is drawn larger so, one bound by the page's
        height (1200 × 700: the bar under it took 46 px of its height, and El Gaucho's and
        Black Sheep's text came out 11.4 px, where the game page's board, as high as the
        page, draws 12 px; session 17, R7). A board that pans and zooms keeps its text's size
        in any room: the bar stays under it; so it does on a page too low for it upright."""
        board, scene = self.board, self._fitted_scene()
        if board is None or scene is None:
            return False
        m = FOLDED_MARGIN
        width, height = self.width() - 2 * m, self.height() - 2 * m
        buttons = self._bar_buttons
        wide = max([BAR_BUTTON_UPRIGHT[0]] + [b.sizeHint().width() for b in buttons])
        spacing = max(0, self._bar_row.spacing())
        high = len(buttons) * (BAR_BUTTON_UPRIGHT[1] + spacing) + 8 + SLIDER_UPRIGHT_LEAST
        if width - wide - PAGE_SPACING < board.minimumWidth() or high > height:
            return False
        under = self._bar_row_height() + PAGE_SPACING
        scale_upright = min((width - wide - PAGE_SPACING) / scene.width(), height / scene.height())
        scale_under = min(width / scene.width(), (height - under) / scene.height())
        return scale_upright > scale_under

    def _bar_row_height(self) -> int:
        """The timeline bar's height (px) in a row under the board, whatever its shape now."""
        tallest = max([36] + [b.sizeHint().height() for b in self._bar_buttons])
        return max(tallest, self.slider.sizeHint().height()) + 6  # (6: its top margin)

    def _on_panel_opened(self, shown: bool) -> None:
        """The folded panel opened over the board: its log, laid out only now, shows the
        step's lines as a log opened there does (marked while hidden, it kept the scroll of
        another size)."""
        if shown:
            self.log.layout_shown()

    # ------------------------------------------------------------------ the page's layout

    def _arrange(self) -> None:
        """Where the side panel, the holdings and the timeline bar go for the page's size.

        The board gets the height a game page's board gets (issue 18: its text no smaller
        than on the game page, 12 px at 1280 × 720): the timeline bar stands in the side
        panel, under the log; with everything shown, the holdings stand under the board only
        on a page at least :data:`STRIP_UNDER_FROM` px high (1920 × 1080) or under a board
        that pans and zooms (its text as large in any room), else in a column
        of :data:`STRIP_COLUMN` px beside it, the side panel folded away (opened over the
        board from the fold bar, with the log and the viewer), the bar under the holdings.
        A page whose board beside the panel would draw its text under 12 px for want of
        width folds the panel too, by the game page's rule
        (:meth:`~farmhouse.app.side_fold.SideFold.cramped`: the same window reads the same in
        play and in replay), the bar under the board, or upright beside it where the board
        is drawn larger so (:meth:`_bar_upright`). Beside or under: see
        :meth:`_strip_beside`."""
        strip = self.holdings
        beside = not strip.isHidden() and self._strip_beside()
        folded = self.side_fold.cramped() or beside
        self.side_fold.fold(folded)
        if not folded:
            bar = "panel"
        elif beside:
            bar = "beside"
        else:
            bar = "upright" if strip.isHidden() and self._bar_upright() else "under"
        homes = ("beside" if beside else "under", bar)
        moved = homes != self._homes
        if moved:
            self._set_bar_shape(bar)
        # (the column's width first: the strip's cells in one row are wider than it)
        if beside:
            room = self.height() - 2 * FOLDED_MARGIN - self.timeline_bar.sizeHint().height()
            strip.fit_to_page(self.height(), STRIP_COLUMN, room - PAGE_SPACING)
        else:
            strip.fit_to_page(self.height())
        if moved:
            self._homes = homes
            for box in (self._left, self._beside, self._side):
                box.removeWidget(strip)
                box.removeWidget(self.timeline_bar)
            if beside:
                self._beside.insertWidget(0, strip)
            else:
                self._left.insertWidget(1, strip)
            if homes[1] == "panel":
                self._side.insertWidget(self._side.indexOf(self.back_button), self.timeline_bar)
            elif homes[1] == "beside":
                self._beside.addWidget(self.timeline_bar)
            elif homes[1] == "upright":  # (as high as the page)
                self._beside.addWidget(self.timeline_bar, 1)
            else:
                self._left.addWidget(self.timeline_bar)
            column = self._beside
            for i in range(column.count()):  # (the stretch above the holdings' column)
                item = column.itemAt(i)
                if item is not None and item.spacerItem() is not None:
                    column.setStretch(i, 0 if homes[1] == "upright" else 1)
            self.timeline_bar.show()  # (a widget given another parent is hidden till shown)
        layout = self.layout()
        if layout is not None:
            layout.activate()

    # ------------------------------------------------------------------ opening

    def open(
        self,
        timeline: Timeline,
        ui: GameUI,
        board: BoardWidget,
        viewer: Viewer = None,
        position: int | None = None,
    ) -> None:
        """Watch ``timeline`` on ``board`` (a new board of its game, which the page now owns
        and keeps read-only), from ``viewer`` (one of ``timeline.viewers()``; HiddenView
        otherwise), at ``position`` (None: the end of the game). Raises HiddenView, IndexError
        for a position outside ``0..last``."""
        if not timeline.may_view(viewer):
            raise HiddenView(viewer)
        self.stop()
        if self.board is not None:
            self.board.removeEventFilter(self)
            self.board.stage_shown.disconnect(self._on_stage)
            self.board.animations_finished.disconnect(self._on_animated)
            self.board_box.removeWidget(self.board)
            release(self.board)  # (out of the page at once: never drawn behind the new one)
        self.holdings.clear()
        self.timeline = timeline
        self.ui = ui
        self.board = board
        board.setParent(self)
        board.installEventFilter(self)  # (its resizes: the holdings strip's boards follow)
        board.stage_shown.connect(self._on_stage)
        board.animations_finished.connect(self._on_animated)
        self.board_box.addWidget(board, 1)
        board.set_interactive(False)
        if isinstance(board, GameBoard):
            board.set_read_only(True)  # no key line, no instructions for a mover
        board.set_spectator(True)  # nobody watching is "you": every seat is named
        board.set_animation_speed(0.0)
        humans = [i for i, s in enumerate(timeline.seats) if s.is_human]
        board.set_viewpoint(humans[0] if humans else None)
        self.names = seat_names([s.name for s in timeline.seats])
        self.viewer = viewer
        self.slider.blockSignals(True)
        self.slider.setMaximum(timeline.last)
        self.slider.blockSignals(False)
        self._fill_chooser()
        self._fill_log()
        self.title.setText(keep_words(ui.title()))
        self._name_page()
        access.claim(self)  # (its role: a pane, even where Qt read the page before)
        board.show()
        self.go(timeline.last if position is None else position, force=True)
        if self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_chooser(self) -> None:
        t = self.timeline
        self.chooser.clear()
        if t is None:
            return
        for viewer in t.viewers():
            self.chooser.addItem(self.viewer_name(viewer))
        self.chooser.setCurrentIndex(list(t.viewers()).index(self.viewer))
        self.chooser.setEnabled(len(t.viewers()) > 1)
        self.public_only.setVisible(not t.finished)

    def viewer_name(self, viewer: Viewer) -> str:
        """The seat chooser's text for ``viewer``."""
        if viewer is None:
            return self.tr("Public view (what everybody saw)")
        if viewer == EVERYTHING:
            return self.tr("Everything shown")
        name = elided(self.names[int(viewer)], self.chooser, CHOOSER_NAME_WIDTH)
        #: The seat chooser of a replay: the board as this player saw it (%1: the name).
        return spaced_names(self.tr("%1's view").replace("%1", name), names=[name])

    def _fill_log(self) -> None:
        t, ui = self.timeline, self.ui
        if t is None or ui is None:
            return
        names = self._log_names = [keep_name(n) for n in self.names]
        # the names the log keeps whole and spaces in Chinese (「Human3 從 Human2 抽到」) are
        # this game's before its lines are set: its board says so only at its first view,
        # after the log (the live game's controller does the same)
        keep_names(self.names)
        end = 0
        if t.finished and t.last:
            end = end_line_count(ui, t.events_at(t.last, self.viewer), names, spectator=True)
        self.log.set_entries(log_entries(t, ui, self.viewer, names), end)

    # ------------------------------------------------------------------ stepping

    @property
    def last(self) -> int:
        """The last position of the game watched (0 without one)."""
        return self.timeline.last if self.timeline is not None else 0

    def go(self, position: int, force: bool = False, animate: bool = False) -> None:
        """Show ``position`` (clamped to ``0..last``); ``animate``: play the events of its
        step (a single step forward) at the AI speed's animation factor."""
        t, board = self.timeline, self.board
        if t is None or board is None:
            return
        position = max(0, min(int(position), t.last))
        if position == self.position and not force:
            return
        self.position = position
        view, recent_seat = board_view(t, position, self.viewer)
        recent_viewer: Viewer = self.viewer
        recent: list[Event] = []
        began = False  # (no turn of the seat's yet: "Since the game began")
        if recent_seat is not None:
            recent = t.since_last_decision_at(position, recent_seat, recent_viewer)
            began = not t.has_decided_at(position, recent_seat)
        board.set_turn(turn_at(t, position) if position < t.last or not t.finished else None)
        board.set_holdings_apart(self.viewer == EVERYTHING)  # (the strip shows them)
        board.set_recent(recent, recent_seat, began)
        events: list[Event] = []
        if animate and position > 0:
            events = t.events_at(position, self.viewer)
            board.set_animation_speed(self._animation)
        else:
            board.set_animation_speed(0.0)
        self._pacing = None  # (an older step's animation, ended by show_view, marks nothing)
        self._reached = []  # (the stages reached inside show_view: its first picture)
        board.show_view(view, [], events, self.names)
        board.set_interactive(False)
        self._pace_log(position, events, self._reached)
        self._reached = None
        self.shown_view = view
        self._show_holdings()
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.log.mark(position, self._shown_lines())
        self._refresh_where()
        self._update_buttons()
        if not force and self.isVisible():
            self._announce_step()

    def _announce_step(self) -> None:
        """Have screen readers speak the step just shown (a key, the slider, a click on the
        log, play): its log lines, as the game page speaks each move logged, then where the
        replay stands ("Move 3 of 84 · Turn 2") — not while it plays by itself: every step
        would say it, between the moves, as fast as they come (the moves are what a
        listener follows then; it is said when playing pauses or ends, and for a step made
        by hand meanwhile)."""
        for line in self.log.step_lines(self.position):
            access.announce(self.log, line)
        if not self._by_itself:
            self._announce_where()

    def _announce_where(self) -> None:
        """Have screen readers speak where the replay stands ("Move 3 of 84 · Turn 2")."""
        access.announce(self, plain(self.where.text()))

    def _pace_log(self, position: int, events: list[Event], reached: list[Event]) -> None:
        """The log follows what the board shows of an animated step (``events``, those of
        step ``position``; ``reached``: those of the stages reached as it started): its
        lines up to the first event the board shows in a later stage of its animation
        (``paced_events``: El Gaucho's final sales, seat after seat) are marked at once, the
        others as their stages come (:meth:`_on_stage`); the game's end (its game-over line)
        once the animation has ended (:meth:`_on_animated`). Nothing waits without an
        animation."""
        t, board = self.timeline, self.board
        if t is None or board is None or not events or board.animation_remaining_ms() <= 0:
            return
        paced = board.paced_events()
        first = next((k for k, e in enumerate(events) if any(e is p for p in paced)), None)
        ends = t.finished and position == t.last
        if first is None and not ends:
            return
        shown = len(events) if first is None else first
        self._pacing = [position, events, shown]
        self._reveal(reached)

    def _reveal(self, shown_events: Sequence[Event]) -> None:
        """The board's animation shows ``shown_events`` now: their lines and those before
        them are marked (see :meth:`_pace_log`)."""
        if self._pacing is None:
            return
        _, events, shown = self._pacing
        at = [k + 1 for k, e in enumerate(events) if any(e is x for x in shown_events)]
        self._pacing[2] = max([shown, *at])

    def _shown_lines(self) -> int | None:
        """How many of the step's log lines the board shows so far (None: all of them)."""
        if self._pacing is None or self.ui is None:
            return None
        _, events, shown = self._pacing
        return len(self.ui.log_lines(events[:shown], self._log_names, spectator=True))

    def _on_stage(self, events: Sequence[Event], _view: Any) -> None:
        """The board's animation reached a stage showing ``events``."""
        if self._reached is not None:  # (inside show_view: _pace_log takes them)
            self._reached.extend(events)
            return
        if self._pacing is not None:
            self._reveal(events)
            self.log.mark(self.position, self._shown_lines())

    def _on_animated(self) -> None:
        """The board's animation ended (or was skipped): all of the step's lines are marked,
        and at the end the game's end (the side panel's "Game over" too)."""
        if self._pacing is not None and self._reached is None:
            self._pacing = None
            self.log.mark(self.position)
            self._refresh_where()

    def _show_holdings(self) -> None:
        """With everything shown, every seat's holdings at the position under the board
        (:class:`HoldingsStrip`); else no strip.

        A step's strip is drawn at once (and a new strip, for another game or viewer), but
        steps made faster than they are drawn (an arrow key held down: its repeats queue up
        and come in one event-loop turn; the slider dragged) draw it only once more, for the
        last of them, when control is back in the event loop, before the window is painted
        (a queued call comes before the paint's low-priority request): a strip costs the
        page's board times the seats whose views changed (:meth:`HoldingsStrip.show_views`).
        :meth:`flush_holdings` draws it at once."""
        t, ui, board, strip = self.timeline, self.ui, self.board, self.holdings
        everything = self.viewer == EVERYTHING and t is not None and ui is not None
        if not everything or t is None or ui is None or board is None:
            self._holdings_due = False
            strip.hide()
            self._arrange()
            return
        if self._holdings_drawn_now and strip.boards and strip.isVisible():
            self._holdings_due = True  # (drawn at the turn's end; a new strip at once)
            return
        self._holdings_drawn_now = True
        self._holdings_turn_over.emit()
        if not strip.boards:
            assert ui.create_board is not None  # (the page's board was made by it)
            strip.set_game(ui.create_board, len(t.seats), ui.seat_colours)
        views = t.view_at(self.position, EVERYTHING)
        assert isinstance(views, AllViews)
        strip.setVisible(strip.show_views(views.seats, self.names, board.size()))
        # (the strip's place for its new height; laid out: the board gets its size now, not
        # after a first paint at the old one)
        self._arrange()

    def _on_holdings_turn_over(self) -> None:
        self._holdings_drawn_now = False
        if self._holdings_due:
            self._holdings_due = False
            self._show_holdings()  # the last step's strip, exactly

    def flush_holdings(self) -> None:
        """Draw now the strip of the last step if it is still to be drawn (it is drawn when
        control is back in the event loop: :meth:`_show_holdings`)."""
        if self._holdings_due:
            self._holdings_drawn_now = False
            self._holdings_due = False
            self._show_holdings()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.board and event.type() == QEvent.Type.Resize:
            if self.holdings.isVisible() and self.board is not None:
                self.holdings.follow_size(self.board.size())
        return super().eventFilter(watched, event)

    def step(self, delta: int) -> None:
        """Step ``delta`` actions (negative: back); a single step forward is animated."""
        self.go(self.position + delta, animate=delta == 1)

    def next_turn(self) -> None:
        """Go to where the next turn starts (or the end)."""
        if self.timeline is not None:
            self.go(self.timeline.next_turn(self.position))

    def previous_turn(self) -> None:
        """Go to where the turn before the current position starts (or the start)."""
        if self.timeline is not None:
            self.go(self.timeline.previous_turn(self.position))

    def to_end(self) -> None:
        """Go to the last position."""
        self.go(self.last)

    def _on_slider(self, value: int) -> None:
        self.stop()
        self.go(value)

    # ------------------------------------------------------------------ playing

    def set_speed(self, delay_ms: int, animation: float) -> None:
        """The AI speed setting: the pause between two steps while playing (ms; at least
        :data:`LEAST_PLAY_MS`) and the animation factor of a step (0: none)."""
        self._delay_ms = delay_ms
        self._animation = animation
        if self._play_timer.isActive():
            self._play_timer.setInterval(self._interval())

    def _interval(self) -> int:
        board_ms = self.board.animation_remaining_ms() if self.board is not None else 0
        return max(LEAST_PLAY_MS, self._delay_ms, board_ms)

    @property
    def playing(self) -> bool:
        """True while the replay plays on by itself."""
        return self._play_timer.isActive()

    def toggle_play(self) -> None:
        """Play from here (from the start if at the end), or pause (where the replay stands
        is said: it is not while it plays)."""
        if self.playing:
            self.stop()
            if self.isVisible():
                self._announce_where()
        else:
            self.play()

    def play(self) -> None:
        """Step forward by itself at the AI speed until the end (or :meth:`stop`)."""
        if self.timeline is None:
            return
        if self.position >= self.last:
            self.go(0)
        self._play_timer.start(self._interval())
        self._update_buttons()

    def stop(self) -> None:
        """Pause playing."""
        self._play_timer.stop()
        self._update_buttons()

    def _play_step(self) -> None:
        if self.position >= self.last:
            self.stop()
            return
        self._by_itself = True  # (its step's lines are said, not where it stands)
        try:
            self.step(1)
        finally:
            self._by_itself = False
        self._play_timer.setInterval(self._interval())
        if self.position >= self.last:
            self.stop()
            if self.isVisible():
                self._announce_where()  # (the end: said once)

    # ------------------------------------------------------------------ whose eyes

    def set_viewer(self, viewer: Viewer) -> bool:
        """Watch from ``viewer``; False (and a status message) if the game may not be watched
        that way (see :meth:`Timeline.viewers`)."""
        t = self.timeline
        if t is None:
            return False
        try:
            board_view(t, self.position, viewer)
        except HiddenView as err:
            self.status_message.emit(replay_refusal_text(err.reason) or hidden_view_text())
            self._fill_chooser()
            return False
        self.viewer = viewer
        self.chooser.setCurrentIndex(list(t.viewers()).index(viewer))
        self._fill_log()
        self.go(self.position, force=True)
        return True

    def _on_chosen(self, index: int) -> None:
        if self.timeline is not None and 0 <= index < len(self.timeline.viewers()):
            self.set_viewer(self.timeline.viewers()[index])

    def close_replay(self) -> None:
        """Back to where the player came from (Back, Esc); Esc with the folded side panel
        open over the board closes the panel."""
        if self.side_fold.escape():
            return
        self.stop()
        self.closed.emit()

    # ------------------------------------------------------------------ texts

    def _refresh_where(self) -> None:
        t = self.timeline
        if t is None:
            return
        turn = turn_count_at(t, self.position)
        self.where.setText(
            keep_words(
                #: Where a replay stands: the number of moves made so far, of all the moves
                #: of the game, and the number of the turn (each player's turn counts one).
                self.tr("Move %1 of %2 · Turn %3")
                .replace("%1", str(self.position))
                .replace("%2", str(t.last))
                .replace("%3", str(turn))
            )
        )
        seat = turn_at(t, self.position)
        if seat is None and self._pacing is not None and self.position > 0:
            # the last step still shown (its animation: El Gaucho's final sales): "Game
            # over" once it has ended or been skipped (_on_animated), as the log writes it
            seat = turn_at(t, self.position - 1)
        name = ""
        if seat is None:
            template = self.tr("Game over") if t.finished else ""
        else:
            template, name = self.tr("%1's turn"), self.names[seat]
        self._show_turn_line(template, name)
        colour = WOOD
        if seat is not None and self.ui is not None and self.ui.seat_colours:
            colour = seat_colour(seat)
        # (the name apart: the fold bar shortens a long name, not the words around it)
        style = f"background: {colour}; color: {text_colour_on(colour)};"
        self.fold_bar.set_turn(plain(template), style, plain(name))

    def _show_turn_line(self, template: str, name: str) -> None:
        """Whose turn it is (``template``, ``%1`` standing for ``name``) in the side panel's
        line, in two lines of its width at most: the name whole (broken between its words or
        phrases where it is wider than a line), else shortened with "…", the words around it
        kept, as the game page's banner does (session 17, R3: the line was cut at the panel's
        edge, and in Japanese 「さんの手番」 was lost). The whole is its tooltip where the
        name is shortened, and what a screen reader hears."""
        line = self.turn_line
        whole = spaced_names(template.replace("%1", name), names=[name])
        line.setAccessibleName(whole)
        if not name:
            line.setText(keep_words(template))
            line.setToolTip("")
            return
        line.ensurePolished()
        font = line.font()
        margins = self._side.contentsMargins()
        width = PANEL_WIDTH - 2 * self.panel.frameWidth() - margins.left() - margins.right()
        text, _ = fit_name(
            keep_words(template),
            name,
            line,
            width,
            two_lines_height(font, width),
            font.pointSizeF(),
            broken=name_in_pieces(name),
        )
        line.setText(text)
        line.setToolTip(whole if plain(text) != whole else "")

    def _update_buttons(self) -> None:
        at_start, at_end = self.position <= 0, self.position >= self.last
        for b in (self.start_button, self.previous_turn_button, self.back_step_button):
            b.setEnabled(not at_start)
        for b in (self.step_button, self.next_turn_button, self.end_button):
            b.setEnabled(not at_end)
        pixmap = (
            QStyle.StandardPixmap.SP_MediaPause
            if self.playing
            else QStyle.StandardPixmap.SP_MediaPlay
        )
        self.play_button.setIcon(self.style().standardIcon(pixmap))
        text = self.tr("Pause (Space)") if self.playing else self.tr("Play (Space)")
        self.play_button.setToolTip(text)
        self.play_button.setAccessibleName(text)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.viewer_label.setText(self.tr("Watch as:"))
        self.chooser.setAccessibleName(self.viewer_label.text())  # (read out with its label)
        self.fold_bar.retranslate()
        # a sentence: wrapped between phrases (keep_words would keep a whole clause, wider
        # than the side panel in Chinese)
        self.public_only.setText(keep_phrases(hidden_view_text(), system_language(QLocale())))
        self._name_page()
        self.log_title.setText(self.tr("Game log"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setToolTip(self.tr("Click a line to see the board as it was then."))
        self.log.setAccessibleDescription(
            #: The replay's game log's description for screen readers: its keys.
            self.tr(
                "Up and Down read its lines, Enter shows the board as it was then (Ctrl+L comes here)."
            )
        )
        self.back_button.setText(self.tr("Back"))
        self.back_button.setToolTip(self.tr("Stop watching and go back (Esc)."))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        for b, text in (
            (self.start_button, self.tr("To the start (Home)")),
            (self.previous_turn_button, self.tr("Previous turn (Ctrl+Left, Page Up)")),
            (self.back_step_button, self.tr("Step back (Left)")),
            (self.step_button, self.tr("Step forward (Right)")),
            (self.next_turn_button, self.tr("Next turn (Ctrl+Right, Page Down)")),
            (self.end_button, self.tr("To the end (End)")),
        ):
            b.setToolTip(text)
            b.setAccessibleName(text)
        self._update_buttons()
        if self.timeline is not None and self.ui is not None:
            self.names = seat_names([s.name for s in self.timeline.seats])
            self.title.setText(keep_words(self.ui.title()))
            self._fill_chooser()
            self._fill_log()
            if self.board is not None:
                self.board.retranslate()
            for holdings_board in self.holdings.boards:
                holdings_board.retranslate()
            self.go(self.position, force=True)

    def _name_page(self) -> None:
        """The page's name and description for screen readers (it has the keyboard focus
        while a game is watched: a screen reader said "filler" and nothing else)."""
        title = plain(self.ui.title()) if self.ui is not None else ""
        #: The replay page's name for screen readers: %1 is the game's title.
        self.setAccessibleName(self.tr("Watching %1").replace("%1", title))
        self.setAccessibleDescription(
            #: The replay page's description for screen readers: its keys.
            self.tr(
                "Left and Right step through the moves, Page Up and Page Down through the "
                "turns, Space plays, Esc goes back."
            )
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
