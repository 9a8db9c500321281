"""The ``hard`` search's worker processes for the game on screen: started with the game,
closed with it.

One :class:`SearchHost` belongs to one :class:`~farmhouse.app.controller.MatchController`.
Its :class:`~farmhouse.core.search_pool.SearchPool` starts when a match with a ``hard`` seat
starts or is loaded, or on the first hint of a match without one (both
:meth:`SearchHost.ensure`: hints ask the same search, and a game in which nobody plays
``hard`` nor asks for a hint never starts processes). The pool is not started per decision: its workers import the game
once (:meth:`SearchPool.preload <farmhouse.core.search_pool.SearchPool.preload>`, while the
first player looks at the board) and stay for the whole match.

It is closed when the match leaves the screen (a new game, a loaded game, back to the start
page: :meth:`SearchHost.close`) and when the window closes (then :func:`join_closed` waits
until every worker has exited). Closing never waits on the GUI thread during play: the workers
are told to stop at once, and joining them happens in a short background thread (a worker in
the middle of a search iteration may take a moment to notice; the new game's board is shown
meanwhile). A window killed outright leaves
nothing behind either: each worker watches its parent process and exits when it is gone
(see :mod:`farmhouse.core.search_pool`).

Searches run one at a time: the AI's decisions and the hints are sent from the same single
worker thread (see :class:`~farmhouse.app.ai_worker.AIRunner`), so a cancelled hint search
has ended before the next AI decision starts.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

#: How much nicer than the window the search's workers run (Unix ``nice`` steps): a worker
#: then never delays the window's event loop, and still gets every core the window leaves
#: idle (almost all of them). Measured with ``benchmarks/gui_lateness.py``.
WORKER_NICENESS = 10

#: The background threads that join closed pools' workers (see :func:`join_closed`).
_closers: list[threading.Thread] = []


def join_closed(timeout_s: float = 3.0) -> bool:
    """Wait (at most ``timeout_s`` in all) until the workers of every pool closed so far have
    exited (the window closes). True if they all have."""
    deadline = time.monotonic() + timeout_s
    for closer in list(_closers):
        closer.join(max(0.0, deadline - time.monotonic()))
    _closers[:] = [c for c in _closers if c.is_alive()]
    return not _closers


def _default_pool_factory() -> Any:
    from farmhouse.core.search_pool import SearchPool  # the processes start only when needed

    return SearchPool()


def lower_priority(pids: list[int], niceness: int | None = None) -> None:
    """Make the processes ``pids`` ``niceness`` (default :data:`WORKER_NICENESS`) steps nicer
    than this process, where the OS offers it (Unix; elsewhere nothing happens). A process
    that is gone already is skipped."""
    setpriority = getattr(os, "setpriority", None)
    niceness = WORKER_NICENESS if niceness is None else niceness
    if setpriority is None or niceness <= 0:
        return
    base = os.getpriority(os.PRIO_PROCESS, 0)
    for pid in pids:
        try:
            setpriority(os.PRIO_PROCESS, pid, min(19, base + niceness))
        except OSError:  # gone, or not ours
            continue


class SearchHost:
    """Owns the search pool of one match (see the module docstring).

    ``pool_factory``: makes a new pool (default: a
    :class:`~farmhouse.core.search_pool.SearchPool` with one worker per CPU); tests pass a
    counting or fake one. ``started``: how many pools this host has started (tests).
    """

    def __init__(self, pool_factory: Callable[[], Any] | None = None) -> None:
        self._factory = pool_factory or _default_pool_factory
        self._pool: Any = None
        self.started = 0

    @property
    def running(self) -> Any:
        """The pool if one is running, else None (does not start one)."""
        return self._pool

    def ensure(self, game_id: str) -> Any:
        """The running pool; if none runs, a new one whose workers start loading ``game_id``
        at once (without waiting for them). Starting takes a few tens of milliseconds (the
        processes are spawned; they import the game in parallel, in their own time)."""
        if self._pool is None:
            self._pool = self._factory()
            self.started += 1
            lower_priority(getattr(self._pool, "pids", []))
            try:
                self._pool.preload(game_id)
            except Exception:  # the first search loads it then
                log.warning("search pool could not preload %s", game_id, exc_info=True)
        return self._pool

    def close(self) -> None:
        """Stop the pool's workers (the running search is cancelled) without waiting for them:
        they are joined in a background thread (:func:`join_closed` waits for it)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            closer = threading.Thread(target=pool.close, name="search-pool-close", daemon=True)
            closer.start()
            _closers[:] = [c for c in _closers if c.is_alive()] + [closer]
