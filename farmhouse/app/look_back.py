"""The in-game look back (issue 20): during a game, a click on a line of the game log shows
the board as it was after that step, from the view of the seat at the screen, under a band
that says so ("Looking back — Esc to return"); Left/Right step to the move before or after
(up to the newest one: while the AIs play on, the band counts their moves and the steps reach
them); Esc or the band's button returns to the game.

It is the game's own board (a second one, made by the game's ``create_board``), read-only,
drawing :meth:`Timeline.view_at <farmhouse.core.replay.Timeline.view_at>` of a
:class:`~farmhouse.core.replay.Timeline` made with ``at_screen`` (the seat whose view the
game page shows now; None when it shows the public view): so a player sees exactly what
their own seat saw then, never another seat's hand. The game page covers the live board
with it (:class:`LookBack`), and the live board cannot be played meanwhile; a hand-over
covers both. It knows no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHelpEvent, QKeyEvent, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from farmhouse.app.board import access_gate as access
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.game_board import GameBoard
from farmhouse.app.board.linebreak import keep_words, plain
from farmhouse.app.board.text import tooltip_shown
from farmhouse.app.labels import plain_label

if TYPE_CHECKING:  # (the replay machinery loads at the first look back)
    from farmhouse.app.game_log import GameLog
    from farmhouse.app.game_ui import GameUI
    from farmhouse.core.replay import Timeline

# (Plain comments: lupdate would hand "#:" ones to the next message's translator.)
# The band's colours: a warm yellow no board uses for its table, and ink.
BAND_STYLE = (
    "QFrame#lookBackBand { background: #F3D98B; border: 2px solid #8A5A14; border-radius: 8px; }"
    " QLabel#lookBackText { font-size: 13pt; font-weight: 700; color: #2B2118; }"
)


def log_positions(setup_lines: int, lines_per_step: Sequence[int], shown: int) -> list[int | None]:
    """The position each line of a game log leads to: ``setup_lines`` lines of the setup
    (position 0), then ``lines_per_step[i]`` lines for step ``i + 1`` (the board after
    action ``i``). ``shown``: how many lines the log shows, its last ones (the log of a game
    opened as the app starts shows only its last lines until the first paint): the list
    has that many entries, None for a line the count does not reach."""
    positions: list[int | None] = [0] * setup_lines
    for step, count in enumerate(lines_per_step, start=1):
        positions += [step] * count
    if shown <= len(positions):
        return positions[len(positions) - shown :]
    return [None] * (shown - len(positions)) + positions


class LogKeys(QObject):
    """The game log by keyboard (installed on ``log``, a
    :class:`~farmhouse.app.game_log.GameLog`): focused, it rings a line (the newest at
    first: :attr:`GameLog.key_line`), its item in the log's list the screen reader's focus
    (which speaks it); Up and Down (Home, End) move the ring line by line, each one spoken;
    Enter, Return or Space emits
    ``line_chosen(int)`` (the 0-based paragraph: the page looks back at it, as a click
    does); Esc emits ``left`` (the page gives the board the focus back) and goes on to the
    page (which closes a side panel opened over the board). Blank paragraphs are passed
    over."""

    line_chosen = Signal(int)
    left = Signal()

    def __init__(self, log: GameLog) -> None:
        super().__init__(log)
        self.log = log
        log.key_handler = self._key
        log.focus_entered.connect(self._entered)

    def _lines(self) -> list[int]:
        document = self.log.document()
        return [n for n in range(document.blockCount()) if document.findBlockByNumber(n).text()]

    def _go(self, line: int) -> None:
        self.log.set_key_line(line)
        access.line_focused(self.log)

    def _entered(self) -> None:
        """Focused: the ring on the line it was on if that is in sight, else on the last
        line in sight (the log is not scrolled: a reader scrolled back keeps the lines read),
        else on the newest line. The screen reader's focus goes on to its item in the turn
        after (Qt tells the log's own focus after this: it would take the focus back from
        the item, and a screen reader said the line before the log's name)."""
        lines = self._lines()
        if not lines:
            return
        log = self.log
        at = log.key_line
        if at not in lines or not log.in_sight(at):
            shown = [n for n in lines if log.in_sight(n)]
            at = shown[-1] if shown else lines[-1]
        log.set_key_line(at, scroll=False)
        QTimer.singleShot(0, log, self._focus_item)

    def _focus_item(self) -> None:
        if self.log.hasFocus():
            access.line_focused(self.log)

    def _key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = Qt.Key(event.key())
        lines = self._lines()
        at = self.log.key_line
        if key == Qt.Key.Key_Escape:
            self.left.emit()
            return False  # (on to the page: it closes the side panel opened over the board)
        if not lines:
            return False
        here = lines.index(at) if at in lines else len(lines) - 1
        moves = {
            Qt.Key.Key_Up: max(0, here - 1),
            Qt.Key.Key_Down: min(len(lines) - 1, here + 1),
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(lines) - 1,
        }
        if key in moves:
            self._go(lines[moves[key]])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat():
                self.line_chosen.emit(lines[here])
            return True
        return False


class LogClicks(QObject):
    """Emits ``line_clicked(int)`` (the 0-based paragraph) for a left click on a line of
    ``log`` that selects no text (installed on its viewport); with ``tip_of`` (a paragraph's
    number → its tooltip, "" for none), the pointer resting on a line shows that line's
    tooltip (a line with an elided name: the whole line), else the log's own.

    It watches the viewport from the log's first showing on, or, when the log is first shown
    in a window not yet on screen (a save opened as the app starts), from the turn after that
    window's first paint: asked for the viewport Qt made, PySide first creates the Python
    types of every Qt widget class (and their ~150 enums, some 60M instructions), which that
    paint does not need; no click can reach a window before it is on screen."""

    line_clicked = Signal(int)

    def __init__(self, log: QTextEdit, tip_of: Callable[[int], str] | None = None) -> None:
        super().__init__(log)
        self.log = log
        self.tip_of = tip_of
        self.watching = False  # (the viewport's clicks)
        log.installEventFilter(self)  # (until its first Show)

    def _watch(self) -> None:
        if not self.watching:
            self.watching = True
            self.log.viewport().installEventFilter(self)

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.log:
            if event.type() == QEvent.Type.Show:
                self.log.removeEventFilter(self)
                handle = self.log.window().windowHandle()
                if handle is not None and not handle.isExposed():
                    from farmhouse.app.first_paint import after_first_paint

                    after_first_paint(self.log, self._watch)
                else:
                    self._watch()
            return False
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and not self.log.textCursor().hasSelection()
        ):
            cursor = self.log.cursorForPosition(event.position().toPoint())
            self.line_clicked.emit(cursor.blockNumber())
        if (
            event.type() == QEvent.Type.ToolTip
            and self.tip_of is not None
            and isinstance(event, QHelpEvent)
        ):
            return self._show_tip(event)
        return False

    def _show_tip(self, event: QHelpEvent) -> bool:
        """Show the tooltip of the line under the pointer, if it has one (True: shown)."""
        assert self.tip_of is not None
        log = self.log
        block = log.cursorForPosition(event.pos()).block()
        area = log.document().documentLayout().blockBoundingRect(block)
        area.translate(-log.horizontalScrollBar().value(), -log.verticalScrollBar().value())
        if not area.contains(event.pos().toPointF()):
            return False  # (below the last line: the log's own tooltip)
        tip = self.tip_of(block.blockNumber())
        if not tip:
            return False
        QToolTip.showText(
            event.globalPos(), tooltip_shown(tip), log.viewport(), area.toAlignedRect()
        )
        return True


class LookBack(QWidget):
    """The board as it was, under the "Looking back" band (see the module docstring).
    ``returned()``: Esc or the band's button (the game page shows the live board again);
    ``position_shown(int)``: the position drawn now (the game page marks its log lines)."""

    returned = Signal()
    position_shown = Signal(int)
    # Its role to a screen reader (farmhouse.app.board.access gives it): a pane, as the
    # live board it covers; a plain widget's role is an unnamed "filler" (U10).
    accessible_role = "Pane"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lookBack")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(BAND_STYLE)
        self.board: BoardWidget | None = None
        self._board_game: str | None = None
        self.timeline: Timeline | None = None
        self.ui: GameUI | None = None
        self.position = 0
        self.viewer: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.band = QFrame()
        self.band.setObjectName("lookBackBand")
        band = QHBoxLayout(self.band)
        band.setContentsMargins(12, 6, 8, 6)
        self.text = plain_label()
        self.text.setObjectName("lookBackText")
        self.text.setWordWrap(True)
        self.return_button = QPushButton()
        self.return_button.setObjectName("primary")
        self.return_button.clicked.connect(self.returned)
        band.addWidget(self.text, 1)
        band.addWidget(self.return_button)
        layout.addWidget(self.band)
        self._board_box = QVBoxLayout()
        layout.addLayout(self._board_box, 1)
        self.escape = QShortcut(QKeySequence("Esc"), self)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape.activated.connect(self.returned)
        self._keys = [self.escape]
        for key, delta in (("Left", -1), ("Right", 1)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda delta=delta: self.step(delta))
            self._keys.append(shortcut)
        self.names: list[str] = []
        self.retranslate()

    def show_position(
        self,
        timeline: Timeline,
        ui: GameUI,
        position: int,
        viewer: int | None,
        names: Sequence[str],
    ) -> None:
        """Draw ``position`` of ``timeline`` as ``viewer`` saw it (a seat ``timeline``
        allows: its ``at_screen`` seat, or None for the public view; HiddenView otherwise) on
        this game's board (made by ``ui`` the first time, and again for another game)."""
        from farmhouse.app.replay_page import board_view, turn_at

        if self.board is None or self._board_game != timeline.game_id:
            if self.board is not None:
                self._board_box.removeWidget(self.board)
                self.board.deleteLater()
            assert ui.create_board is not None
            self.board = ui.create_board(None)
            if isinstance(self.board, GameBoard):
                self.board.set_read_only(True)  # no key line, no instructions for a mover
            self._board_game = timeline.game_id
            self._board_box.addWidget(self.board, 1)
            self.board.set_animation_speed(0.0)
        board = self.board
        self.timeline, self.ui, self.position, self.viewer = timeline, ui, position, viewer
        self.names = list(names)
        humans = [i for i, s in enumerate(timeline.seats) if s.is_human]
        board.set_viewpoint(humans[0] if humans else None)
        view, recent_seat = board_view(timeline, position, viewer)
        recent = (
            timeline.since_last_decision_at(position, recent_seat, viewer)
            if recent_seat is not None
            else []
        )
        began = recent_seat is not None and not timeline.has_decided_at(position, recent_seat)
        board.set_turn(turn_at(timeline, position))
        board.set_recent(recent, recent_seat, began)
        board.set_interactive(False)
        board.show_view(view, [], [], self.names)
        board.set_interactive(False)
        self.retranslate()
        self.position_shown.emit(position)

    def step(self, delta: int) -> None:
        """Look at the board ``delta`` moves later (negative: earlier), kept within the
        game's start and its newest move (Left/Right)."""
        t = self.timeline
        if t is None or self.ui is None:
            return
        position = max(0, min(self.position + delta, t.last))
        if position != self.position:
            self.show_position(t, self.ui, position, self.viewer, self.names)

    def game_moved(self, timeline: Timeline, viewer: int | None) -> None:
        """The game went on while looking back (an AI moved, a move was taken back):
        ``timeline`` is the game's timeline as it stands now, for ``viewer``, the seat at the
        screen now (HiddenView if ``timeline`` does not allow it). The band counts the moves
        made now and the steps reach them; the board stays at its position (positions before
        the newest never change) but is drawn as ``viewer`` sees it if that is no longer the
        look back's viewer: in a hot-seat game the AIs play on after a person's move with
        the public view on the screen (no person's hand), and the look back shows that too."""
        if not timeline.may_view(viewer):
            from farmhouse.core.replay import HiddenView

            raise HiddenView(viewer)
        self.timeline = timeline
        position = min(self.position, timeline.last)  # (a take-back: the newest move)
        if self.ui is not None and (position != self.position or viewer != self.viewer):
            self.show_position(timeline, self.ui, position, viewer, self.names)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language. The band's text (and this widget's
        accessible name: it takes the focus, and a screen reader says where it is and which
        keys work) only once a position is shown: before, it would tell "move 0 of 0"."""
        if self.timeline is not None:
            #: The band over the board as it was during a game: %1 moves had been made then,
            #: %2 have been made now; the Left and Right keys step to the move before or after.
            text = self.tr(
                "Looking back: the board after move %1 of %2 — Left/Right to step, Esc to return"
            )
            text = text.replace("%1", str(self.position)).replace("%2", str(self.timeline.last))
            self.text.setText(keep_words(text))
            if self.accessibleName() != plain(text):
                self.setAccessibleName(plain(text))
        self.return_button.setText(self.tr("Back to the game"))
        self.return_button.setToolTip(self.tr("Show the game as it is now (Esc)."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.board is not None and self.timeline is not None:
                self.board.retranslate()
        super().changeEvent(event)


def line_positions(controller: Any, shown: int) -> list[int | None]:
    """:func:`log_positions` of the game log ``controller`` (a
    :class:`~farmhouse.app.controller.MatchController`) gives the game page: the setup's
    lines and each step's lines as its log's reader could see them, ``shown`` lines."""
    match, ui, names = controller.match, controller.ui, controller.kept_names
    viewer = controller.log_viewer
    setup = len(controller.first_lines(names))
    counts = [
        len(ui.log_lines([e for e in events if e.visible_to(viewer)], names))
        for events in match.turn_events
    ]
    return log_positions(setup, counts, shown)


def end_lines(controller: Any) -> int:
    """How many of the last lines of the game log ``controller`` (a
    :class:`~farmhouse.app.controller.MatchController`) gives the game page are the game's
    end (its game-over line: :func:`~farmhouse.app.replay_page.end_line_count`); 0 while
    the game is not over."""
    from farmhouse.app.replay_page import end_line_count

    match = controller.match
    if not match.is_over or not match.turn_events:
        return 0
    viewer = controller.log_viewer
    events = [e for e in match.turn_events[-1] if e.visible_to(viewer)]
    return end_line_count(controller.ui, events, controller.kept_names)


def timeline_at_screen(controller: Any) -> tuple[Timeline, int | None]:
    """The timeline of ``controller``'s match as it stands, for a look back from the seat
    at the screen (``controller.screen_seat``: the seat whose view the game page shows;
    None: the public view), and that viewer."""
    from farmhouse.core.replay import Timeline

    seat = controller.screen_seat
    timeline = Timeline.from_match(controller.match, at_screen=seat)
    return timeline, seat
