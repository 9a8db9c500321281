"""Drives a :class:`~farmhouse.core.match.Match` for the game page.

The controller decides whose screen it is, feeds the board the right view, runs AI turns
in the background, autosaves after every applied action and reports what the page shows
(turn, log, hand-over, game over) through signals.

Whose screen (hot-seat): the view shown is that of the human whose decision it is. With one
human it is always that human's view, AI turns included; with no human, the public
(spectator) view, seat ``None``. With several humans, the screen shows the public view, and a
public game log, whenever no human is deciding: from the start until the first hand-over, and
from the moment an AI's turn starts after a human's move until the next human confirms a
hand-over, so that the last human's hand and private log lines are never left on screen for
the next one to see. When the next decision belongs to another human than the one whose view
is shown, the controller asks for a hand-over first (see :meth:`confirm_handover`).

A public view is drawn from the seat of the first human (``BoardWidget.set_viewpoint``), where
the people at the screen sit, so that a board which turns the table towards its viewer does
not turn it with each AI.
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from farmhouse.app.ai_worker import AIRunner
from farmhouse.app.board.base import BoardWidget
from farmhouse.app.board.game_board import not_your_turn_text
from farmhouse.app.board.linebreak import keep_name, keep_names
from farmhouse.app.first_paint import after_first_paint
from farmhouse.app.game_ui import GameUI, seat_names
from farmhouse.app.search_host import SearchHost
from farmhouse.core import ai
from farmhouse.core.ai import AIPlayer, ai_seed, make_ai
from farmhouse.core.game import Event, IllegalAction, is_forced_pass

if TYPE_CHECKING:
    from farmhouse.app.hints import Hint

log = logging.getLogger(__name__)

# Longest wait for the board's ``animations_finished`` before the game moves on anyway (a
# longer animation, such as a whole cattle drive, extends it by its own length plus the slack).
ANIMATION_TIMEOUT_MS = 5000
ANIMATION_SLACK_MS = 2000
# The least height of a line of the game log (px): no text a player reads is smaller than
# 12 px, and a line is taller than its text.
LEAST_LOG_LINE_PX = 12
# Thinking time allowed to an ``easy`` or ``normal`` AI per decision, in seconds (they decide
# in a small part of it); ``hard`` gets :attr:`MatchController.hard_time_s`, the setting.
AI_BUDGET_S = 3.0
# The ``hard`` search's thinking time per decision (and per hint) unless the app sets one.
HARD_TIME_S = 1.0


class MatchController(QObject):
    """Plays one match at a time on ``board``.

    Signals:
    - ``turn_changed(object)``: the seat to move (int) or None when the game is over.
    - ``view_shown(object)``: the view now drawn on the board.
    - ``thinking_changed(bool)``: an AI is (no longer) thinking.
    - ``thinking_started(int, float)``: the seat whose AI starts thinking now and its budget
      in seconds (the page shows the time used against it; :meth:`thinking_elapsed`).
    - ``hint_available(bool)``: whether :meth:`request_hint` may be used now.
    - ``hint_started(float)``: a hint is being looked for, within that many seconds.
    - ``hint_ready(object)``: the :class:`~farmhouse.app.hints.Hint` found (the board marks its
      best move); ``hint_cleared()``: the hint (or the search for it) is gone.
    - ``log_reset(list)`` / ``log_appended(list)``: game-log lines for the seat at the screen;
      a move the board shows in stages (``BoardWidget.paced_events``) has its lines appended
      as the stages come, and ``view_shown`` then gives each stage's position (the totals).
    - ``status(str)``: a message for the status bar that reports something that happened
      (a forced pass, a failed autosave).
    - ``step_status(str)``: a status-bar message true only until the next action is applied
      or undone (``action_applied``): what Undo or a take-back did ("Took back your last
      step of this turn."); El Gaucho's stayed through the turn's later steps (session 21's
      tester, S4).
    - ``skip_hint(str)``: what the status bar says while a long animation plays (how to skip
      it), shown until ``skip_hint("")``: the animation ended (played out or skipped), or
      the position left the screen (a take-back, another match). Not said on a turn of
      the human's, where Esc means "back".
    - ``refusal(str)``: why what the human just tried is not possible now (an illegal attempt,
      "please wait", nothing to undo): true only in the position it was said in, so it is
      withdrawn at the next ``changed``.
    - ``changed()``: the position or whose decision it is changed (an action applied or
      undone, the turn passed on, a hand-over asked for or confirmed, the game over, or the
      human's picks of the decision under way or the target the keyboard is on, see
      ``BoardWidget.picks_changed``): a refusal said before no longer holds.
    - ``handover_requested(int)``: cover the board until that seat's human confirms.
    - ``action_applied()``: the match changed (it has been autosaved).
    - ``game_over(object)``: the Outcome of the finished match, once the board has shown
      the last action's animations (``turn_changed(None)`` came already, when it was applied).
    - ``undo_available(bool)``: whether :meth:`undo` may be used now: a step of the human's
      own turn (:meth:`can_undo`) or, with one person against AIs, a take-back
      (:meth:`can_take_back`); :meth:`back_kind` says which.
    - ``ai_failed(str)``: an AI crashed; the game waits (the message names the error).
    - ``autosave_failed(object)``: the first failed autosave of this match (the OSError; any
      other exception is logged and wrapped in one, errno EIO); later failures only reach the
      status bar. The game goes on either way.

    Whose turn the banner shows (``turn_changed``) is also the seat the board marks
    (:meth:`BoardWidget.set_turn <farmhouse.app.board.base.BoardWidget.set_turn>`, called
    before the view it belongs to is shown), so the two always agree: the seat whose decision
    the board shows or waits for. An AI's turn starts when it starts choosing: at once after a
    human's move (while that move animates), and when an AI's move has been shown; it lasts
    through its thinking and the animation of its move. Between two AI moves the AI-speed
    pause (:attr:`ai_delay_ms`) keeps the first in sight: the next AI thinks during it, and its
    move is applied no sooner than the pause after the first was shown (issue 20: the banner
    named the AI that had moved through the pause while the next one was deciding). A human's
    turn starts when the board becomes interactive for them (or their hand-over screen
    appears). A forced pass is no decision: the turn does not switch to the seat that passes.

    What happened since a seat's last turn is the match's own
    (:meth:`~farmhouse.core.match.Match.since_last_decision`): the hand-over screen lists its
    public part (:meth:`lines_since_turn`) and the board is given the part its viewer may see
    with every view it is shown (:meth:`BoardWidget.set_recent`).
    """

    turn_changed = Signal(object)
    view_shown = Signal(object)
    thinking_changed = Signal(bool)
    log_reset = Signal(list)
    log_appended = Signal(list)
    status = Signal(str)
    step_status = Signal(str)
    skip_hint = Signal(str)
    refusal = Signal(str)
    changed = Signal()
    handover_requested = Signal(int)
    action_applied = Signal()
    game_over = Signal(object)
    undo_available = Signal(bool)
    ai_failed = Signal(str)
    autosave_failed = Signal(object)
    thinking_started = Signal(int, float)
    hint_available = Signal(bool)
    hint_started = Signal(float)
    hint_ready = Signal(object)
    hint_cleared = Signal()

    def __init__(
        self,
        board: BoardWidget,
        ui: GameUI,
        autosave: Callable[[Any], Path],
        ai_factory: Callable[..., AIPlayer] = make_ai,
        parent: QObject | None = None,
        search: SearchHost | None = None,
    ) -> None:
        super().__init__(parent)
        self.board = board
        self.ui = ui
        self._autosave = autosave
        self._ai_factory = ai_factory
        self.ai_delay_ms = 800
        # The ``hard`` search's thinking time per decision and per hint, in seconds.
        self.hard_time_s = HARD_TIME_S
        # Whether the one person playing against AIs may take moves back (the setting; on by
        # default). With two or more people only :meth:`can_undo`'s steps are offered.
        self.take_backs_on = True
        # The ``hard`` search's worker processes (started with a match that needs them).
        self.search = search or SearchHost()
        self.match: Any = None
        self.screen_seat: int | None = None  # the human whose view was last shown
        self.pending_handover: int | None = None
        self._log_viewer: int | None = None
        # (the match and the public view of its start: first_lines)
        self._first_view: tuple[Any, Any] | None = None
        self._players: dict[int, AIPlayer] = {}
        self._pool: Any = None  # the hard search's pool of the match, if it has hard seats
        self._humans: list[int] = []
        self._generation = 0
        self._awaiting_animations = False
        self._skip_hint_shown = False  # skip_hint said how to skip the running animation
        self._awaiting_human = False
        self._turn: int | None = None
        self._last_mover_ai = False
        self._autosave_warned = False
        # (viewer, legal actions, names) of the view last shown on the board
        self._shown: tuple[int | None, list[Any], list[str]] | None = None
        # the match, viewer and number of actions of the position last shown (_show)
        self._shown_at: tuple[Any, int | None, int] | None = None
        self._runner = AIRunner(self)
        self._runner.decided.connect(self._on_ai_decided)
        self._runner.failed.connect(self._on_ai_failed)
        # hints run on the AI's own thread: one search at a time in the pool
        self._hint_runner = AIRunner(self, share=self._runner)
        self._hint_runner.decided.connect(self._on_hint_found)
        self._hint_runner.failed.connect(self._on_hint_failed)
        self._hint: Hint | None = None
        self._hint_at = -1  # the number of actions when the hint was asked
        self.hint_begun = False  # the hint answers for a move begun on the board
        self._hints_possible = False
        self._anim_timer = QTimer(self)
        self._anim_timer.setSingleShot(True)
        self._anim_timer.timeout.connect(self._on_animation_timeout)
        # The AI-speed pause after an AI's move shown with another AI next: that AI's decision
        # is held (in _held) until it ends.
        self._pause_timer = QTimer(self)
        self._pause_timer.setSingleShot(True)
        self._pause_timer.setTimerType(Qt.TimerType.PreciseTimer)  # (a coarse one: 5% early)
        self._pause_timer.timeout.connect(self._end_pause)
        self._held: list[object] = []  # an AI decision that came within the pause
        # How high (px) the game log can be at the window's first paint, asked by the log's
        # first words (the page that shows the log says: :meth:`GamePage.set_controller`);
        # None: as high as the screen.
        self.first_paint_log_px: Callable[[], int] | None = None
        board.action_chosen.connect(self.on_action_chosen)
        board.illegal_attempt.connect(self.refusal)
        board.picks_changed.connect(self.changed)  # (a refusal said before no longer holds)
        board.animations_finished.connect(self._on_animations_finished)
        board.stage_shown.connect(self._on_stage)
        # the events whose log lines wait for the board's animation to show them
        self._waiting: list[Event] = []
        self._staged = False  # the board shows the last move in stages
        self._reaching: list[Event] | None = None  # stages reached inside the move's show
        self._shown_view: Any = None  # the view last given to the board

    # ------------------------------------------------------------------ public

    @property
    def names(self) -> list[str]:
        """Seat names of the current match as shown ("Player N" in the current language for a
        seat that was given no name)."""
        if self.match is None:
            return []
        return seat_names([s.name for s in self.match.seats])

    @property
    def log_viewer(self) -> int | None:
        """The seat whose game log the page shows now (None: the public log)."""
        return self._log_viewer

    @property
    def kept_names(self) -> list[str]:
        """:attr:`names`, each one unbreakable piece (:func:`keep_name`), for text that wraps:
        the game log and the hand-over's summary never break inside a name."""
        return [keep_name(name) for name in self.names]

    @property
    def ai_thinking(self) -> bool:
        """True while an AI decision is being computed."""
        return self._runner.busy

    def thinking_elapsed(self) -> float:
        """Seconds the thinking AI (or the hint search) has used so far (0.0 if none)."""
        return max(self._runner.elapsed_s, self._hint_runner.elapsed_s)

    def budget_for(self, level: str | None) -> float:
        """The thinking time in seconds an AI of ``level`` gets per decision."""
        return self.hard_time_s if level == "hard" else AI_BUDGET_S

    def move_now(self) -> bool:
        """Move now: the thinking AI plays its best move found so far (a search stops; the
        other levels decide at once anyway), and without waiting for the rest of the AI-speed
        pause; or the hint being looked for is shown with what the search has found. False if
        nothing is thinking or waiting."""
        if self._runner.hurry():
            self._pause_timer.stop()  # (its decision is applied as it comes)
            return True
        if self._held:
            self._pause_timer.stop()
            self._end_pause()
            return True
        return self._hint_runner.hurry()

    def start(self, match: Any) -> None:
        """Play ``match`` (new or loaded) from its current position, cancelling any other."""
        self.stop()
        self.match = match
        self._autosave_warned = False
        self._humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.screen_seat = self._humans[0] if len(self._humans) == 1 else None
        self.board.set_viewpoint(self._humans[0] if self._humans else None)
        levels = ai.game_levels(match.game_id) or ()
        self._hints_possible = "hard" in levels and bool(self._humans)
        pool = None
        if any(s.level == "hard" for s in match.seats if not s.is_human):
            pool = self.search.ensure(match.game_id)  # with the game, not per decision
        self._players = {}  # each AI is made when it first decides (see _player)
        self._pool = pool
        self._turn = None
        self._reset_log(self.screen_seat)
        self._advance()

    def can_undo(self) -> bool:
        """True if the human at the screen may take back their last step: it is their own
        decision now (no hand-over pending) and the match allows it (``Match.can_undo``: a
        step of the same turn that used no chance and revealed nothing)."""
        m = self.match
        return (
            m is not None
            and self._awaiting_human
            and self.pending_handover is None
            and m.to_move == self.screen_seat
            and m.can_undo()
        )

    def can_take_back(self) -> bool:
        """True if the one person playing against AIs may take back now (issue 20): the
        setting allows it (:attr:`take_backs_on`) and the match has a decision of theirs to
        go back to (``Match.can_take_back``: exactly one person, every other seat an AI, the
        game not over). Also while an AI thinks or its move is shown: that is cancelled."""
        m = self.match
        return m is not None and self.take_backs_on and m.can_take_back()

    def takes_back_moves(self) -> bool:
        """True if Undo (Ctrl+Z) in this game takes moves back (its name is "Take back"
        then, enabled or not): one person plays against AIs and take-backs are on
        (:attr:`take_backs_on`); else it undoes steps of a person's own turn ("Undo")."""
        m = self.match
        return m is not None and self.take_backs_on and m.take_back_seat() is not None

    def back_kind(self) -> str | None:
        """What Undo (Ctrl+Z) does now: ``"undo"`` (a step of the human's own turn, preferred:
        it counts no take-back), ``"take_back"`` (back to the person's previous decision,
        undoing the AI moves after it) or None (nothing)."""
        if self.can_undo():
            return "undo"
        if self.can_take_back():
            return "take_back"
        return None

    def undo(self) -> bool:
        """Undo (Ctrl+Z): take back the last step of the human at the screen (see
        :meth:`can_undo`) or, if there is none, take back to their previous decision against
        the AIs (:meth:`take_back`); autosave, show the position again and say so in the
        status line (``status``). Returns False
        (with a refusal message) if neither is allowed."""
        if self.back_kind() == "take_back":
            return self.take_back()
        if not self.can_undo():
            self.refusal.emit(self.tr("Nothing to undo."))
            self._update_undo()
            return False
        m = self.match
        self._awaiting_human = False
        self.clear_hint()
        m.undo()
        self._save(m)
        self.changed.emit()
        self.action_applied.emit()
        self._reset_log(self._log_viewer)
        # (said like a take-back's: otherwise only a line of the log quietly went away)
        self.step_status.emit(self.tr("Took back your last step of this turn."))
        self._advance()
        return True

    def take_back(self) -> bool:
        """Go back to the previous decision of the one person playing against AIs
        (``Match.take_back``: the AI moves after it are undone, the state is rebuilt from the
        seed, so the same move draws the same chance again): any AI thinking, hint or
        animation in progress is cancelled, the position is shown again, autosaved, and a
        status line says what happened. Returns False (with a refusal) if
        :meth:`can_take_back` is False."""
        if not self.can_take_back():
            # (the core's key "core.illegal.cannot_take_back", in the player's words)
            self.refusal.emit(self.tr("There is no move of yours to take back now."))
            self._update_undo()
            return False
        m = self.match
        self._generation += 1  # late AI answers and pending steps belong to the old position
        self._runner.cancel()
        self._drop_pause()
        self.clear_hint()
        self._anim_timer.stop()
        self._awaiting_animations = False
        self._withdraw_skip_hint()
        self._awaiting_human = False
        self.thinking_changed.emit(False)
        m.take_back()
        self._save(m)
        self.changed.emit()
        self.action_applied.emit()
        self._reset_log(self._log_viewer)
        self.step_status.emit(self.tr("Took back your last move."))
        self._advance()
        return True

    def refresh_undo(self) -> None:
        """Say again whether Undo may be used (``undo_available``): after a setting changed."""
        self._update_undo()

    def _update_undo(self) -> None:
        self.undo_available.emit(self.back_kind() is not None)
        self.hint_available.emit(self.can_hint())

    def stop(self) -> None:
        """Cancel AI thinking, hints and pending steps (late results are ignored) and stop the
        search's worker processes: the match leaves the screen."""
        self._generation += 1
        self._runner.cancel()
        self._drop_pause()
        self.clear_hint()
        self._anim_timer.stop()
        self._awaiting_animations = False
        self._withdraw_skip_hint()
        self._awaiting_human = False
        self.pending_handover = None
        self.thinking_changed.emit(False)
        self.undo_available.emit(False)
        self.hint_available.emit(False)
        self.search.close()

    def _board_gone(self) -> bool:
        """True if the board was deleted (its window closed, or a test ended, while a step
        was still to come): then every step still to come is stopped (the animation wait,
        the AI-speed pause and a decision held for its end, AI thinking and hints), as
        :meth:`stop` does, without telling anyone (the page went with it). Asked by every
        step that a timer or another thread starts, before it touches the board."""
        if shiboken6.isValid(self.board):
            return False
        self._generation += 1  # (a queued step of the old generation does nothing)
        self._anim_timer.stop()
        self._drop_pause()
        self._awaiting_animations = False
        self._awaiting_human = False
        self._runner.cancel()
        self._hint_runner.cancel()
        return True

    def shutdown(self) -> None:
        """Stop and wait briefly for a cancelled AI thread to end (window closing, another
        match). The search's worker processes are stopped without waiting for them
        (:func:`~farmhouse.app.search_host.join_closed` does, when the window closes)."""
        self.stop()
        self._runner.wait(3000)

    # ------------------------------------------------------------------ hints

    def can_hint(self) -> bool:
        """True if the human at the screen may ask for a hint now: it is their decision (no
        hand-over pending), the game has a ``hard`` search and the match is not over."""
        m = self.match
        return (
            m is not None
            and self._hints_possible
            and self._awaiting_human
            and self.pending_handover is None
            and not m.is_over
            and m.to_move == self.screen_seat
        )

    @property
    def hint(self) -> Hint | None:
        """The hint shown now, or None."""
        return self._hint

    @property
    def hint_searching(self) -> bool:
        """True while a hint is being looked for."""
        return self._hint_runner.busy

    def request_hint(self) -> bool:
        """Ask the ``hard`` search, from the view of the human whose turn it is and within
        :attr:`hard_time_s`, for the best moves (``hint_started``, then ``hint_ready``). It
        sees exactly what that seat sees and plays nothing. A hint already shown or being
        looked for stays. False (with a status message) when no hint may be asked now."""
        m = self.match
        if not self.can_hint():
            if m is not None and not self._hints_possible and not m.is_over:
                self.refusal.emit(self.tr("This game has no hints."))
            else:
                self.refusal.emit(self.tr("You can ask for a hint when it is your turn."))
            return False
        if self._hint is not None or self._hint_runner.busy:
            return True
        seat = m.to_move
        view = m.view(seat)
        every = list(m.game.legal_actions_in_view(view))
        # a move begun on the board (a card and a pasture picked): the hint finishes it
        legal = list(self.board.begun_actions(every))
        self.hint_begun = len(legal) < len(every)
        self._hint_at = len(m.actions)
        pool = self.search.ensure(m.game_id) if len(legal) > 1 else None
        # (imported at the first hint: its classes are not needed to show a game)
        from farmhouse.app.hints import Advisor, hint_seed

        advisor = Advisor(m.game_id, seat, hint_seed(m.seed, len(m.actions)), pool)
        self._hint_runner.start(advisor, view, legal, self.hard_time_s)
        self.hint_started.emit(self.hard_time_s)
        return True

    def clear_hint(self) -> None:
        """Take the hint away (or stop looking for it): the player moved or dismissed it."""
        searching = self._hint_runner.busy
        self._hint_runner.cancel()
        shown = self._hint is not None
        self._hint = None
        if shown:
            self.board.clear_hint()
        if shown or searching:
            self.hint_cleared.emit()

    def _on_hint_found(self, hint: object) -> None:
        from farmhouse.app.hints import Hint  # (loaded by the request that found it)

        m = self.match
        if not isinstance(hint, Hint) or m is None or len(m.actions) != self._hint_at:
            return
        if not self.can_hint() or hint.seat != m.to_move:
            return
        self._hint = hint
        if not hint.only_move:  # real advice counts when shown (saved with the match); the
            m.record_hint(hint.seat)  # only legal move is no advice
            self._save(m)
        self.board.show_hint(hint.best.action, hint.caption())
        self.hint_ready.emit(hint)

    def _on_hint_failed(self, message: str) -> None:
        log.error("hint failed: %s", message)
        self.hint_cleared.emit()
        self.status.emit(self.tr("No hint could be found: %1").replace("%1", message))

    def confirm_handover(self) -> None:
        """The human named in ``handover_requested`` confirmed: show their view and go on."""
        if self.pending_handover is None:
            return
        self.clear_hint()
        seat = self.pending_handover
        self.screen_seat = seat
        self.pending_handover = None
        self.changed.emit()
        self._reset_log(seat)
        self._advance()

    def retranslate(self) -> None:
        """Rebuild the translated log (and the board's hint tag) after a language switch; a
        board whose names changed with the language (a seat given no name is "Player N" in
        each language) is shown the same position again with the new names (a choice half
        made on it is dropped)."""
        if self.match is None:
            return
        self._reset_log(self._log_viewer)
        if self._skip_hint_shown:  # (said again in the new language)
            self.skip_hint.emit(self._skip_hint_text())
        if self._shown is not None and self._shown[2] != self.names:
            viewer, legal, _ = self._shown
            interactive = self._awaiting_human
            self._show(viewer, legal)
            if interactive:
                self.board.set_interactive(True)
        if self._hint is not None:
            self.board.show_hint(self._hint.best.action, self._hint.caption())

    def lines_since_turn(self, seat: int) -> list[str]:
        """What happened since ``seat``'s last turn (``Match.since_last_decision``), public
        events only, in the lines the board's "since your last turn" panel lists
        (``GameUI.since_lines``; nothing secret: for the hand-over screen, which everybody
        may see)."""
        return [line for line, _ in self.since_turn(seat)]

    def since_turn(self, seat: int) -> list[tuple[str, Hashable | None]]:
        """:meth:`lines_since_turn` with whose move each line tells (``GameUI.since_entries``:
        the hand-over keeps each seat's latest whole, as the board's panel does)."""
        if self.match is None:
            return []
        events = self.match.since_last_decision(seat, None)
        return self.ui.since_entries(events, self.kept_names)

    def first_turn(self, seat: int) -> bool:
        """True while ``seat`` has had no turn yet (``Match.has_decided``): what happened
        "since its last turn" is everything since the game began, and the hand-over and the
        boards say so ("Since the game began")."""
        return self.match is not None and not self.match.has_decided(seat)

    def recent_seat(self, viewer: int | None) -> int | None:
        """Whose "since your last turn" a board showing ``viewer``'s view lists: the viewer's
        own; on a public view that of the seat to move (between two humans: the next one),
        once the game is over that of the first human, or in a game of AIs that of the seat
        that waited longest (:meth:`Match.longest_waiting`: never "your last turn" on a view
        nobody owns); None: no match."""
        m = self.match
        if viewer is not None or m is None:
            return viewer
        if m.to_move is not None:
            return int(m.to_move)
        return self._humans[0] if self._humans else m.longest_waiting()

    def on_action_chosen(self, action: object) -> None:
        """The board's human picked ``action``; apply it if it is that human's decision."""
        if not self._awaiting_human:
            if self.match is not None and self.match.is_over:
                self.refusal.emit(self.tr("The game is over."))
            else:
                self.refusal.emit(not_your_turn_text())  # (the board's one wording)
            return
        self._apply(action)

    # ------------------------------------------------------------------ flow

    def _advance(self) -> None:
        m = self.match
        if m is None or self._board_gone():
            return
        self._awaiting_human = False
        if m.is_over:
            self._set_turn(None)
            if not self._showing(m, self.screen_seat):  # (a finished game opened: after
                self._show(self.screen_seat, [])  # the last move the board shows it already)
            self.game_over.emit(m.outcome())
            return
        seat = m.to_move
        if m.seats[seat].is_human:
            legal = list(m.legal_actions())
            if is_forced_pass(m.game, legal):
                # A forced pass is no decision: the banner does not switch to this seat.
                self.status.emit(
                    self.tr("%1 cannot play and passes.").replace("%1", self.names[seat])
                )
                self._apply(legal[0])
                return
            self._set_turn(seat)
            if seat != self.screen_seat and len(self._humans) > 1:
                self.pending_handover = seat
                self._reset_log(None)
                self._show(None, [])
                self.handover_requested.emit(seat)
                return
            self.screen_seat = seat
            self._awaiting_human = True
            self._show(seat, legal)
            self.board.set_interactive(True)
            self._update_undo()
        else:
            self._set_turn(seat)
            if len(self._humans) > 1 and self.screen_seat is not None:
                # no human decides now: hide the last one's hand and private lines
                self.screen_seat = None
                self._reset_log(None)
            self._show(self.screen_seat, [])
            view = m.view(seat)
            legal = list(m.game.legal_actions_in_view(view))
            budget = self.budget_for(m.seats[seat].level)
            self.thinking_changed.emit(True)
            self.thinking_started.emit(seat, budget)
            self._runner.start(self._player(seat), view, legal, budget)

    def _apply(self, action: object) -> None:
        m = self.match
        self._awaiting_human = False
        self.clear_hint()
        self.undo_available.emit(False)
        self.hint_available.emit(False)
        mover = m.to_move
        try:
            events = m.apply(action)
        except IllegalAction as err:
            self.refusal.emit(self.ui.describe_illegal(err))
            self._advance()
            return
        self._last_mover_ai = not m.seats[mover].is_human
        self._save(m)
        self.changed.emit()
        self.action_applied.emit()
        self.undo_available.emit(self.can_take_back())  # (a take-back cancels what follows)
        if m.is_over:
            # The banner says the game is over as soon as the board shows it (its final
            # scoring may animate a while); the result is offered once that has been seen.
            self._set_turn(None)
        elif not self._last_mover_ai and not m.seats[m.to_move].is_human:
            self._set_turn(m.to_move)  # the AI's turn starts now, while this animates
        # Show the result on the current screen, then wait for its animations.
        self._awaiting_animations = True
        self._anim_timer.start(ANIMATION_TIMEOUT_MS)
        viewer = self.screen_seat
        self._reaching = []  # (its first step may be a stage: logged once the waiting is known)
        self._show(viewer, [], [e for e in events if e.visible_to(viewer)])
        self._log_paced(events)
        if self._awaiting_animations:  # a long animation (a whole drive) is waited for in full
            wait = self.board.animation_remaining_ms() + ANIMATION_SLACK_MS
            if wait > ANIMATION_TIMEOUT_MS:
                self._anim_timer.start(wait)
                self._skip_hint_shown = True
                self.skip_hint.emit(self._skip_hint_text())

    def _skip_hint_text(self) -> str:
        return self.tr("Click the board or press Esc to skip the animation.")

    def _log_paced(self, events: Sequence[Event]) -> None:
        """Log ``events``' lines as the board shows them: at once, but from the first event
        it shows in a stage of its animation on (``paced_events``: El Gaucho's final sales,
        seat after seat) as its stages come (:meth:`_on_stage`), the rest when it ends; the
        side panel's totals are then those of the position the board draws now."""
        paced, reached, self._reaching = self.board.paced_events(), self._reaching or [], None
        first = next((k for k, e in enumerate(events) if any(e is p for p in paced)), len(events))
        self._waiting, self._staged = list(events[first:]), bool(paced)
        self.log_appended.emit(self._lines(events[:first], self._log_viewer))
        self._log_shown(reached)  # (a stage that was the animation's first step)
        if self.board.staged_view is not None:
            self.view_shown.emit(self.board.staged_view)

    def _on_stage(self, events: list[Event], view: Any) -> None:
        """The board's animation reached a stage showing ``events`` and drawing ``view``."""
        if self._reaching is not None:  # inside the move's show: _log_paced logs them
            self._reaching.extend(events)
            return
        self._log_shown(events)
        if self._awaiting_animations:
            self.view_shown.emit(view)

    def _log_shown(self, events: Sequence[Event]) -> None:
        """Log the waiting lines up to the last of ``events`` (shown by a stage)."""
        shown = [k for k, e in enumerate(self._waiting) if any(e is x for x in events)]
        if shown:
            lines, self._waiting = self._waiting[: shown[-1] + 1], self._waiting[shown[-1] + 1 :]
            self.log_appended.emit(self._lines(lines, self._log_viewer))

    def _log_waiting(self) -> None:
        """The animation ended (or was skipped): the lines still waiting for it, and the
        totals of the position shown now."""
        if self._waiting:
            lines, self._waiting = self._waiting, []
            self.log_appended.emit(self._lines(lines, self._log_viewer))
        if self._staged and self._shown_view is not None:
            self.view_shown.emit(self._shown_view)
        self._staged = False

    def _withdraw_skip_hint(self) -> None:
        """The animation that ``skip_hint`` spoke of is over (or left): say so once."""
        if self._skip_hint_shown:
            self._skip_hint_shown = False
            self.skip_hint.emit("")

    def _save(self, m: Any) -> None:
        try:
            self._autosave(m)
        except Exception as exc:  # no autosave problem may stop the game
            failure = exc if isinstance(exc, OSError) else OSError(errno.EIO, repr(exc)[:200])
            if not isinstance(exc, OSError):
                log.error("autosave failed", exc_info=exc)
            self.status.emit(self.tr("Autosave failed: %1").replace("%1", str(failure)))
            if not self._autosave_warned:
                self._autosave_warned = True
                self.autosave_failed.emit(failure)

    def _on_animation_timeout(self) -> None:
        """The board's animation has not ended in the time allowed (a machine so busy that
        its timers lag): it is finished at once, so that what comes next (the next turn, the
        game-over dialog) never stands over a move half shown (session 24's tester, F13: the
        last scoring's cards and figures over a "retired" pasture behind the result); a
        board that reports no running animation is not waited for any longer."""
        if self._awaiting_animations and not self._board_gone() and self.board.skip_animation():
            if self._awaiting_animations:  # (it reports animations_finished as at its end:
                self._anim_timer.start(ANIMATION_SLACK_MS)  # should it not, the game goes on)
            return
        self._on_animations_finished()

    def _on_animations_finished(self) -> None:
        if not self._awaiting_animations or self._board_gone():
            return
        self._awaiting_animations = False
        self._anim_timer.stop()
        self._withdraw_skip_hint()
        self._log_waiting()
        # The next seat's turn starts now: a human whose turn it is gets the board at once;
        # between two AI moves, the next AI starts choosing (and is named) at once, while the
        # first move stays in sight for the AI-speed pause (its decision waits for the end).
        m = self.match
        next_is_ai = m is not None and not m.is_over and not m.seats[m.to_move].is_human
        if self._last_mover_ai and next_is_ai and self.ai_delay_ms > 0:
            self._pause_timer.start(self.ai_delay_ms)
        generation = self._generation
        QTimer.singleShot(
            0, self, lambda: self._advance() if generation == self._generation else None
        )

    def _on_ai_decided(self, action: object) -> None:
        self.thinking_changed.emit(False)
        if self.match is None or self.match.is_over or self._board_gone():
            return
        if self._pause_timer.isActive():
            self._held = [action]  # shown when the pause after the last AI move ends
            return
        self._apply(action)

    def _end_pause(self) -> None:
        """The AI-speed pause after an AI's move has ended: apply the next AI's decision if it
        came meanwhile (else it is applied when it comes)."""
        held, self._held = self._held, []
        if self._board_gone():
            return
        if held and self.match is not None and not self.match.is_over:
            self._apply(held[0])

    def _drop_pause(self) -> None:
        """Forget the AI-speed pause and any decision held for its end (the position left)."""
        self._pause_timer.stop()
        self._held = []

    def _on_ai_failed(self, message: str) -> None:
        self.thinking_changed.emit(False)
        self.ai_failed.emit(message)

    # ------------------------------------------------------------------ helpers

    def _player(self, seat: int) -> AIPlayer:
        """The AI of ``seat``, made when it first decides: a loaded game's board is shown
        without loading the game's AI (its moves depend only on its seed, the same either way).
        """
        player = self._players.get(seat)
        if player is None:
            m = self.match
            level, seed = m.seats[seat].level or "normal", ai_seed(m.seed, seat)
            player = (
                self._ai_factory(m.game_id, level, seed, pool=self._pool)
                if level == "hard"
                else self._ai_factory(m.game_id, level, seed)
            )
            self._players[seat] = player
        return player

    def _set_turn(self, seat: int | None) -> None:
        """Name ``seat`` in the banner and mark it on the board, together."""
        self.board.set_turn(seat)
        if seat != self._turn or seat is None:
            self._turn = seat
            self.changed.emit()
            self.turn_changed.emit(seat)

    def _showing(self, match: Any, viewer: int | None) -> bool:
        """Whether the board shows ``match`` as it is now, in ``viewer``'s view (the last
        :meth:`_show` was of it): after the last move it does, and the game's end needs no
        second view of the same position (issue 18: the side panel got two back to back)."""
        shown = self._shown_at
        return (
            shown is not None
            and shown[0] is match
            and shown[1] == viewer
            and shown[2] == len(match.actions)
        )

    def _show(self, viewer: int | None, legal: Sequence[Any], events: Sequence[Event] = ()) -> None:
        self.board.set_interactive(False)
        m = self.match
        view = m.view(viewer)
        names = self.names
        self._shown = (viewer, list(legal), names)
        self._shown_at = (m, viewer, len(m.actions))  # (the position and whose view)
        seat = self.recent_seat(viewer)
        recent = m.since_last_decision(seat, viewer) if seat is not None else []
        self.board.set_recent(recent, seat, seat is not None and self.first_turn(seat))
        self.board.show_view(view, legal, events, names)
        self._shown_view = view
        self.view_shown.emit(view)

    def _lines(
        self, events: Sequence[Event], viewer: int | None, names: list[str] | None = None
    ) -> list[str]:
        visible = [e for e in events if e.visible_to(viewer)]
        return self.ui.log_lines(visible, self.kept_names if names is None else names)

    def first_lines(self, names: Sequence[str]) -> list[str]:
        """The game log's first lines, before any move (``GameUI.first_lines``: who starts,
        if drawn at random, and what the setup decided), from the public view of the game's
        start (kept for the match: the game's setup made again from its seed)."""
        m = self.match
        if m is None:
            return []
        if not m.actions:
            return self.ui.first_lines(m.view(None), names)
        if self._first_view is None or self._first_view[0] is not m:
            setup = getattr(m.game, "setup", None)  # (a test's stand-in game may have none)
            start = (
                m.view(None)
                if setup is None
                else m.game.view(setup(len(m.seats), m.options, m.seed), None)
            )
            self._first_view = (m, start)
        return self.ui.first_lines(self._first_view[1], names)

    def _reset_log(self, viewer: int | None) -> None:
        self._log_viewer = viewer
        if not self._awaiting_animations:  # (else their lines still wait for their stages)
            self._waiting = []  # (the whole log is written anew, their lines with it)
        names = self.kept_names  # (once for the whole log: a loaded game has hundreds of turns)
        # the names the log keeps whole and fits to its width (labels.fit_log_names) are this
        # game's from its first line: the board says so only at its first view, after the
        # log is set (issue 18: a game's log was fitted with the last game's names or none,
        # and Qt cut a 24-kana name anywhere, 「…ですよ|ろしくおねが3が」)
        keep_names(self.names)
        turns = list(self.match.turn_events)
        if self._waiting and turns:
            turns[-1] = [e for e in turns[-1] if all(e is not w for w in self._waiting)]
        tail = self._first_paint_lines()
        if tail is not None:
            # The window's first paint is still to come (a save opened as the app starts): it
            # shows the log's last lines only, so only the last turns are worded now, until
            # they give more lines than the log can hold then at the smallest text
            # (_first_paint_lines); the whole log comes right after that paint (the same
            # text where the reader sees it).
            lines: list[str] = []
            start = len(turns)
            while start > 0 and len(lines) < tail:
                start -= 1
                lines[:0] = self._lines(turns[start], viewer, names)
            if start > 0:
                self.log_reset.emit(lines)
                match = self.match
                after_first_paint(
                    self.board, lambda: self._reset_log(viewer) if self.match is match else None
                )
                return
            # (a short game: every turn is worded already)
            self.log_reset.emit([*self.first_lines(names), *lines])
            return
        lines = self.first_lines(names)
        for events in turns:
            lines += self._lines(events, viewer, names)
        self.log_reset.emit(lines)

    def _first_paint_lines(self) -> int | None:
        """While the board's window is shown but not yet painted: at least as many log lines
        as the log can show then (:attr:`first_paint_log_px`, else the screen's height, in
        lines of :data:`LEAST_LOG_LINE_PX`); else None."""
        board = self.board
        window = board.window()
        handle = window.windowHandle()
        if not window.isVisible() or handle is None or handle.isExposed():
            return None
        room = board.screen().availableGeometry().height()
        if self.first_paint_log_px is not None:
            room = min(room, self.first_paint_log_px())
        return room // LEAST_LOG_LINE_PX + 1
