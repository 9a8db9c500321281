"""The shell's side of the statistics (issue 20): the database, recording finished games,
the import of past games in the background, the notice when a damaged database was set aside.

One :class:`StatsKeeper` belongs to the main window. It opens the statistics database
(:class:`farmhouse.core.stats.Stats`, in the user data folder) once the window has been
painted (:meth:`StatsKeeper.start`), never on the way to the first window. What it does:

- **Recording** (:meth:`StatsKeeper.game_over`): a game that ends on screen is recorded once,
  with the name of its save file (the file in the saves folder it was opened from or saved
  to, else its autosave), the hints and take-backs its seats used (the match keeps them) and
  its play time. A game opened already finished is not recorded again (it was recorded when
  it ended, or is found by the import); an abandoned game never ends, so it is never
  recorded. A database that fails only costs a status-bar line (:attr:`status`): the game
  goes on.
- **Play time**: the seconds a match was on screen over all its sessions, kept in the match
  (:attr:`farmhouse.core.match.Match.play_seconds`, saved with it): the clock runs while the
  match is on screen (:meth:`StatsKeeper.match_started`; leaving it for the start page stops
  it) and :meth:`StatsKeeper.add_play_time` adds what it counted to the match before every
  save and at the end, so a game resumed the next day is recorded without the night between.
  A match from a file older than save format 4 has no count (None) and is recorded with the
  core's default (creation to finish, pauses included).
- **Import** (:meth:`StatsKeeper.start`, :meth:`StatsKeeper.rebuild`): when the database is
  new (none yet, or a damaged one set aside) the finished games among the saves and
  autosaves are recorded by a worker thread with its own connection
  (:class:`ImportThread`); :attr:`progress` reports "done of total" for the start page. The
  app is usable meanwhile; games that end during it are recorded when it ends (the worker
  holds the database's write lock while it works). Quitting cancels it
  (:meth:`StatsKeeper.shutdown`): what was recorded is kept, in whole batches, and the next
  start carries on (:attr:`farmhouse.core.stats.Stats.needs_import`).
- **Damage**: a database moved aside is told once (:attr:`moved_aside`, the main window shows
  a non-modal notice); the saves are never touched.

Signals:
- ``status(str)``: a line for the status bar (a failure, the end of an import).
- ``moved_aside(object)``: the :class:`~farmhouse.core.stats.Recovery` of a database set
  aside at this start (emitted once).
- ``progress(int, int)``: files of the import looked at so far and in all.
- ``import_finished(object)``: the :class:`~farmhouse.core.stats.ImportReport`, or None when
  the import failed; ``rebuilding`` tells whether it was a rebuild.
- ``worker_done()``: the worker (start, import or rebuild) ended, whatever it did:
  :attr:`StatsKeeper.importing` is False now.
- ``changed()``: recorded games changed (a game recorded, an import or a rebuild ended, a
  player renamed or merged): the Statistics page reads them again.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, Signal

if TYPE_CHECKING:
    from farmhouse.core.stats import ImportReport, Stats

log = logging.getLogger(__name__)

# Longest wait (ms) for a cancelled import to stop when the window closes: it stops before
# its next file, and one file takes a few milliseconds.
SHUTDOWN_WAIT_MS = 10_000
# Longest wait (s) of the GUI thread for the start's worker to have opened the database.
BUSY_WAIT_S = 5.0

# Import threads not yet reaped by their keeper (a window deleted while its import runs
# leaves its thread here; :func:`_stop_all` cancels and waits for them at exit, so that no
# running thread is destroyed).
_RUNNING: set[ImportThread] = set()


def _stop_all() -> None:
    for thread in list(_RUNNING):
        thread.cancel()
        thread.wait(SHUTDOWN_WAIT_MS)
    _RUNNING.clear()


atexit.register(_stop_all)


class ImportThread(QThread):
    """Records the finished games of the saves in a thread of its own, with its own
    connection to the database at ``path``: :meth:`Stats.import_saves` (or
    :meth:`Stats.rebuild` when ``rebuild``) over ``folders`` (None: the saves and autosaves
    folders); with ``only_if_needed``, only when :attr:`Stats.needs_import` (the app's start:
    opening the database, which may set a damaged one aside, is then off the GUI thread too).

    Signals: ``moved_aside(object)`` the :class:`~farmhouse.core.stats.Recovery` of a
    database this open set aside; ``progress(done, total)`` per file;
    ``finished_import(report)`` at the end (None, with ``error`` set, when the database
    failed; None with ``skipped`` True when nothing needed importing). ``opened`` is set once
    the database has been opened (or could not be). :meth:`cancel` stops it before its next
    file (an import keeps what it recorded; a rebuild changes nothing)."""

    progress = Signal(int, int)
    finished_import = Signal(object)
    moved_aside = Signal(object)

    def __init__(
        self,
        path: Path,
        rebuild: bool = False,
        folders: list[Path] | None = None,
        parent: QObject | None = None,
        only_if_needed: bool = False,
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.rebuild = rebuild
        self.folders = folders
        self.only_if_needed = only_if_needed
        self.error: str | None = None
        self.skipped = False
        self.opened = threading.Event()
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Stop before the next file."""
        self._cancel.set()

    def run(self) -> None:
        """(the worker thread) Import or rebuild, then report."""
        from farmhouse.core.stats import Stats, StatsError

        report: Any = None
        try:
            with Stats.open(self.path) as db:
                self.opened.set()
                if db.recovered is not None:
                    self.moved_aside.emit(db.recovered)
                if self.only_if_needed and not db.needs_import:
                    self.skipped = True
                else:
                    work = db.rebuild if self.rebuild else db.import_saves
                    report = work(self.folders, self.progress.emit, self._cancel.is_set)
        except StatsError as err:
            self.error = err.problem
            log.warning("statistics import failed: %s", err)
        except Exception as err:  # never let the worker die silently
            self.error = "unreadable"
            log.exception("statistics import failed", exc_info=err)
        self.opened.set()
        self.finished_import.emit(report)


class StatsKeeper(QObject):
    """The statistics of the app (see the module docstring). ``path``: the database file
    (default :func:`farmhouse.core.stats.default_path`, read when first needed);
    ``folders``: the folders the import reads (None: saves and autosaves)."""

    status = Signal(str)
    moved_aside = Signal(object)
    progress = Signal(int, int)
    import_finished = Signal(object)
    worker_done = Signal()
    changed = Signal()

    def __init__(
        self,
        path: Path | None = None,
        folders: list[Path] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._path = path
        self._folders = folders
        self._db: Stats | None = None
        self._thread: ImportThread | None = None
        # the match on screen, the monotonic time its clock last started or was read, and
        # whether it was put on screen already finished
        self._on_screen: Any = None
        self._since = 0.0
        self._opened_over = False
        self._pending: list[tuple[Any, str | None, float | None]] = []
        # (done, total) of the import running now, else None.
        self.import_state: tuple[int, int] | None = None
        # The report of the last import or rebuild that ended (None: none yet, or failed).
        self.last_report: ImportReport | None = None
        self.rebuilding = False
        self.started = False
        # the last status line said, and how to say it again (in another language)
        self._said: tuple[str, Callable[[], str]] | None = None

    # ------------------------------------------------------------------ the database

    @property
    def path(self) -> Path:
        """The database file."""
        if self._path is None:
            from farmhouse.core.stats import default_path

            self._path = default_path()
        return self._path

    @property
    def db(self) -> Stats | None:
        """The open database (opened now if it is not; None when it cannot be: a status line
        says why, and the next use tries again). While the start's worker is opening it
        (and may be setting a damaged one aside), waits for that first."""
        if self._db is None:
            thread = self._thread
            if thread is not None:
                thread.opened.wait(BUSY_WAIT_S)
            self._open()
        return self._db

    def _open(self) -> None:
        from farmhouse.core.stats import Stats, StatsError

        try:
            db = Stats.open(self.path)
        except StatsError as err:
            problem = err.problem
            self._say(lambda: self.unavailable_text(problem))
            return
        self._db = db
        if db.recovered is not None:
            self.moved_aside.emit(db.recovered)

    def _say(self, make: Callable[[], str]) -> None:
        """Emit :attr:`status` with ``make()``, and keep ``make`` to say it again in another
        language (:meth:`remake_status`)."""
        text = make()
        self._said = (text, make)
        self.status.emit(text)

    def remake_status(self, text: str) -> Callable[[], str] | None:
        """How to make the status line ``text`` (one :attr:`status` gave) again in the
        current language: a callable returning it; None for a text it did not give last."""
        said = self._said
        return said[1] if said is not None and said[0] == text else None

    def unavailable_text(self, problem: str) -> str:
        """Why the statistics cannot be used now (``problem``: a StatsError's)."""
        if problem == "busy":
            return self.tr("Statistics are not available now: another program is using their file.")
        return self.tr("Statistics are not available now: their file cannot be read or written.")

    def start(self) -> None:
        """(After the first window has been painted.) In a worker thread: open the database
        (a damaged one is set aside: :attr:`moved_aside`) and, when it is new or an import
        never ran to its end, import the saves. The GUI thread's own connection opens when
        first needed (a game's end, the page)."""
        if self.started or self._thread is not None:
            return
        self.started = True
        self._run_import(rebuild=False, only_if_needed=True)

    @property
    def importing(self) -> bool:
        """True while an import or a rebuild runs."""
        return self._thread is not None

    def rebuild(self) -> bool:
        """Forget the recorded games and record those of the saves again, in the background
        (players, renames and merges stay). False if an import is running already or the
        database cannot be opened."""
        if self._thread is not None or self.db is None:
            return False
        self._run_import(rebuild=True)
        return True

    def _run_import(self, rebuild: bool, only_if_needed: bool = False) -> None:
        thread = ImportThread(self.path, rebuild, self._folders, only_if_needed=only_if_needed)
        _RUNNING.add(thread)
        thread.progress.connect(self._on_progress)
        thread.finished_import.connect(self._on_import_finished)
        thread.moved_aside.connect(self.moved_aside)
        self._thread = thread
        self.rebuilding = rebuild
        if not only_if_needed:  # (the start says nothing until it finds games to import)
            self.import_state = (0, 0)
            self.progress.emit(0, 0)
        thread.start(QThread.Priority.LowPriority)

    def _on_progress(self, done: int, total: int) -> None:
        if self._thread is None:
            return
        self.import_state = (done, total)
        self.progress.emit(done, total)

    def _on_import_finished(self, report: object) -> None:
        thread = self._thread
        if thread is None:
            return
        thread.wait()
        _RUNNING.discard(thread)
        self._thread = None
        self.import_state = None
        from farmhouse.core.stats import ImportReport

        if thread.skipped:  # nothing needed importing
            self._record_pending()
            self.worker_done.emit()
            return
        self.last_report = report if isinstance(report, ImportReport) else None
        done = self.last_report
        if done is None:
            problem = thread.error or "unreadable"
            self._say(lambda: self.unavailable_text(problem))
        elif not done.cancelled and (self.rebuilding or done.recorded):
            # (an import that found nothing says nothing)
            rebuilt = self.rebuilding
            self._say(lambda: self.import_done_text(done, rebuilt))
        self._record_pending()
        self.import_finished.emit(self.last_report)
        self.worker_done.emit()
        self.changed.emit()

    def _record_pending(self) -> None:
        """Record the games that ended while the worker ran."""
        pending, self._pending = self._pending, []
        for match, save_name, duration in pending:
            self._record(match, save_name, duration)

    def import_done_text(self, report: ImportReport, rebuilt: bool | None = None) -> str:
        """The status line at the end of an import (or rebuild: ``rebuilt``, by default
        whether one runs now)."""
        if self.rebuilding if rebuilt is None else rebuilt:
            return self.tr("Statistics rebuilt from %n saved game(s).", "", report.recorded)
        return self.tr("%n past game(s) added to your statistics.", "", report.recorded)

    def shutdown(self) -> None:
        """The window closes: stop a running import (what it recorded stays; the next start
        carries on) and close the database."""
        thread = self._thread
        if thread is not None:
            thread.cancel()
            if thread.wait(SHUTDOWN_WAIT_MS):
                _RUNNING.discard(thread)
                self._record_pending()  # games that ended while it ran: not lost
            self._thread = None
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ games

    def match_started(
        self, match: Any, since: float | None = None, opened_over: bool | None = None
    ) -> None:
        """``match`` is now on screen (new, loaded or resumed): its clock runs, from ``since``
        (a ``time.monotonic()`` reading: when it was shown, before the keeper was made) or
        now; ``opened_over``: whether it was over when shown (default: whether it is now).
        (A stand-in match without a ``match_id``, in tests, is not counted.)"""
        self.match_left()
        if not isinstance(getattr(match, "match_id", None), str):
            return
        self._on_screen = match
        self._since = time.monotonic() if since is None else since
        self._opened_over = bool(match.is_over if opened_over is None else opened_over)

    def match_left(self) -> None:
        """The match on screen left it (the start page, another game): its clock stops, and
        the time it counted is added to the match."""
        if self._on_screen is not None:
            self.add_play_time(self._on_screen)
            self._on_screen = None

    def add_play_time(self, match: Any) -> float | None:
        """Add the seconds ``match`` has been on screen since its clock started or was last
        read to its ``play_seconds`` (call it before saving ``match``: the file then holds
        its whole play time); returns ``play_seconds`` (None: unknown, the match came from a
        file older than save format 4). A match not on screen is returned unchanged."""
        if match is self._on_screen and not self._opened_over:
            now = time.monotonic()
            if match.play_seconds is not None:
                match.play_seconds += max(0.0, now - self._since)
            self._since = now
        played: float | None = match.play_seconds
        return played

    def game_over(self, match: Any, path: Path | None) -> bool:
        """The game on screen ended: record it (see the module docstring). ``path``: the save
        file the game was opened from or saved to (None: only its autosave). True if it was
        recorded now (or will be when the running import ends)."""
        if not isinstance(getattr(match, "match_id", None), str):
            return False  # a stand-in match (tests)
        if match is self._on_screen and self._opened_over:
            return False  # opened already finished: not a game that ended now
        duration = self.add_play_time(match)
        if match is self._on_screen:
            self._opened_over = True  # recorded: showing it again is not another end
        save_name = self._save_name(match, path)
        if self._thread is not None:  # the import holds the write lock: after it
            self._pending.append((match, save_name, duration))
            return True
        return self._record(match, save_name, duration)

    def ended_unrecorded(self, match: Any) -> bool:
        """``match`` was opened finished from its autosave: if it is not recorded, it ended
        in this app all the same (the app was stopped in the second after its last move,
        before the end was shown): record it now. True if it was recorded now. (A game
        opened from another file is not: it may be anybody's; the import counts those.)"""
        if not isinstance(getattr(match, "match_id", None), str) or not match.is_over:
            return False
        if self._thread is not None:  # the start's worker (and any import) is still at work
            return False
        db = self.db
        if db is None or db.is_recorded(match.match_id):
            return False
        return self._record(match, self._save_name(match, None), match.play_seconds)

    def _save_name(self, match: Any, path: Path | None) -> str | None:
        """The name of the file that keeps ``match``: ``path``'s when it lies in the saves
        folder (where :func:`farmhouse.core.stats.find_save` looks), else its autosave's."""
        from farmhouse.core import saves

        if path is not None:
            try:
                if Path(path).resolve().parent == saves.saves_dir().resolve():
                    return Path(path).name
            except OSError:
                pass
        try:
            return saves.autosave_path(match.match_id).name
        except ValueError:
            return None

    def _record(self, match: Any, save_name: str | None, duration: float | None) -> bool:
        from farmhouse.core.stats import NotFinished, StatsError

        db = self.db
        if db is None:
            return False
        try:
            added = db.record(match, save_name, duration_s=duration)
        except NotFinished:
            return False
        except StatsError as err:
            if err.problem == "damaged":  # found damaged in use: set aside at the next open
                db.close()
                self._db = None
            problem = err.problem
            self._say(
                lambda: self.tr("This game could not be added to your statistics: %1").replace(
                    "%1", self.unavailable_text(problem)
                )
            )
            return False
        except Exception as err:  # no statistics problem may stop the game
            log.exception("recording the game failed", exc_info=err)
            why = repr(err)[:120]
            self._say(
                lambda: self.tr("This game could not be added to your statistics: %1").replace(
                    "%1", why
                )
            )
            return False
        if added:
            self.changed.emit()
        return added

    def moved_aside_text(self, recovery: Any) -> str:
        """The notice for a database set aside (a :class:`~farmhouse.core.stats.Recovery`)."""
        name = Path(recovery.moved_to).name
        if recovery.reason == "newer":
            text = self.tr(
                "Your statistics were written by a newer version of Farmhouse. That file has "
                "been set aside as “%1”, and a new one has been started. Your saved games are "
                "untouched; the finished ones are being counted again."
            )
        else:
            text = self.tr(
                "Your statistics file was damaged. It has been set aside as “%1”, and a new "
                "one has been started. Your saved games are untouched; the finished ones are "
                "being counted again."
            )
        from farmhouse.app.board.linebreak import keep_name
        from farmhouse.app.stats_page import running

        # (never broken inside a word, nor the file name at its hyphens)
        return running(text.replace("%1", keep_name(name)))
