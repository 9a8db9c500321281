"""Worker processes for the ``hard`` search: root-parallel SO-ISMCTS on every core.

A :class:`SearchPool` starts its worker processes once (per game in the app, per run in the
arena) with the ``spawn`` start method on every platform (the same in a PyInstaller bundle,
whose runtime hook ``packaging/rthook_multiprocessing.py`` runs a worker before the app). Each
:meth:`SearchPool.search` sends the decision to every worker; worker w grows its own tree over
its own sampled worlds from a seed derived one-way from the decision's seed and w, and the
root statistics of all trees are summed (:meth:`SearchResult.combine`).

Cancelling and hurrying reach the workers through flags in shared memory that they read
between iterations. The pool leaves no process behind: :meth:`SearchPool.close` (also the
context manager, garbage collection and interpreter exit) stops them, and a worker whose
parent died (even by SIGKILL) ends at once, whatever it was doing (the worker's own module,
:mod:`farmhouse.core.search_worker`). No Qt here.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import sys
import threading
import time
import types
import weakref
from collections.abc import Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

from farmhouse.core import registry
from farmhouse.core.ai import Cancelled, CancelToken
from farmhouse.core.rng import derive_seed
from farmhouse.core.search import HardPlayer, SearchResult, hooks_for, search
from farmhouse.core.search_worker import CANCEL, CMD, GEN, HURRY, RUN
from farmhouse.core.search_worker import worker_main as _worker_main

__all__ = [
    "SearchError",
    "SearchPool",
    "cpu_count",
    "self_check",
    "worker_iterations",
    "worker_seed",
]

# Shared flags: [generation, command] (see farmhouse.core.search_worker).
_GEN, _CMD = GEN, CMD
_RUN, _HURRY, _CANCEL = RUN, HURRY, CANCEL

#: How long the parent waits between looks at the caller's CancelToken (seconds).
_POLL_S = 0.005
#: After "move now", how long the parent waits for workers still busy before answering with
#: the results it has (seconds); late results are dropped.
_HURRY_GRACE_S = 0.03
#: How long close() waits for the workers to exit by themselves before terminating them,
#: and then for each terminated one to end before killing it (seconds).
_EXIT_S = 0.1
_JOIN_S = 1.0


class SearchError(RuntimeError):
    """A worker failed (an exception in the search, with its traceback as text) or died."""


def cpu_count() -> int:
    """The number of CPUs this process may use (at least 1)."""
    count = getattr(os, "process_cpu_count", None)
    if count is not None:
        n = count()
    elif hasattr(os, "sched_getaffinity"):
        n = len(os.sched_getaffinity(0))
    else:
        n = os.cpu_count()
    return max(1, n or 1)


def worker_seed(seed: int, worker: int) -> int:
    """The search seed of worker ``worker`` for a decision seeded ``seed`` (one-way)."""
    return derive_seed(seed, "search-worker", worker)


def worker_iterations(iterations: int, workers: int, worker: int) -> int:
    """Worker ``worker``'s share of ``iterations`` over ``workers`` workers (the first
    ``iterations % workers`` workers run one more)."""
    return iterations // workers + (1 if worker < iterations % workers else 0)


class SearchPool:
    """``processes`` worker processes (``None``: one per CPU this process may use) that run
    :func:`~farmhouse.core.search.search` root-parallel. Start it once and reuse it; close it
    (or use it as a context manager) when done. One search runs at a time: a search asked
    for from another thread meanwhile waits for it (cancel the running one first).

    Creating a pool starts the processes without waiting for them to be ready (a few ms in
    the caller; each worker then needs a fraction of a second to import the game, which
    :meth:`preload` starts at once). ValueError for ``processes`` < 1; OSError if the system
    cannot start a process."""

    def __init__(self, processes: int | None = None) -> None:
        n = cpu_count() if processes is None else processes
        if n < 1:
            raise ValueError(f"a search pool needs at least one process, got {n}")
        if getattr(sys, "frozen", False):  # (as PyInstaller's own hook did at every start:
            # a worker must not run the bundle's main script as a file; see
            # packaging/rthook_multiprocessing.py)
            multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]
        self._ctx = multiprocessing.get_context("spawn")
        self._flags = self._ctx.RawArray("q", 2)
        self._generation = 0
        self._procs: list[Any] = []
        self._conns: list[Connection] = []
        self._closed = False
        self._lock = threading.Lock()
        # Stops the workers on close(), garbage collection and interpreter exit (also those
        # started before a failure below); it holds the lists, not the pool, so the pool can
        # be collected.
        self._finalizer = weakref.finalize(self, _shutdown, self._procs, self._conns)
        for w in range(n):
            self._start(w)

    def _start(self, w: int) -> None:
        parent_end, child_end = self._ctx.Pipe()
        proc = self._ctx.Process(
            target=_worker_main,
            args=(child_end, self._flags, w),
            name=f"farmhouse-search-{w}",
            daemon=True,
        )
        # A spawned child first runs the parent's main script again (as "__mp_main__") unless
        # it is a package's __main__: the "farmhouse" console script would import Qt and the
        # whole app into every worker, and a script without a __main__ guard would run again.
        # The workers need nothing from it, so they are started with an empty main module.
        main = sys.modules.get("__main__")
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            proc.start()
        finally:
            if main is not None:
                sys.modules["__main__"] = main
        child_end.close()
        if w < len(self._procs):
            self._procs[w] = proc
            self._conns[w] = parent_end
        else:
            self._procs.append(proc)
            self._conns.append(parent_end)

    @property
    def processes(self) -> int:
        """The number of worker processes."""
        return len(self._procs)

    @property
    def pids(self) -> list[int]:
        """The process ids of the workers (for tests and diagnostics)."""
        return [p.pid for p in self._procs]

    def preload(self, game_id: str) -> None:
        """Have every worker import ``game_id``'s rules and hooks now (without waiting), so
        that the first search does not pay for it."""
        self._check_open()
        package = registry.package(game_id)
        for w, conn in enumerate(self._conns):
            self._revive(w)
            conn.send(("preload", 0, game_id, package))

    def search(
        self,
        game_id: str,
        view: Any,
        legal: Sequence[Any],
        *,
        seed: int,
        budget_s: float | None = None,
        iterations: int | None = None,
        cancel: CancelToken,
        hint: bool = False,
    ) -> SearchResult:
        """:func:`~farmhouse.core.search.search` over every worker, results summed (``hint``:
        with the game's hint hooks, :func:`~farmhouse.core.search.hooks_for`).

        Worker w searches with :func:`worker_seed` ``(seed, w)`` and, with ``iterations``,
        its :func:`worker_iterations` share, so the result is a pure function of the seed,
        the iterations and :attr:`processes`. ``cancel`` cancelled: raises Cancelled at once
        (within a few ms; the workers stop within one iteration). ``cancel`` hurried: answers
        with the iterations done so far. One legal action: returned without searching.
        Raises SearchError when a worker fails (a worker that died is replaced for the next
        search), UnknownGame for an unknown ``game_id``, ValueError as :func:`search` does.
        """
        self._check_open()
        if not legal:
            raise ValueError("search needs at least one legal action")
        if budget_s is None and iterations is None:
            raise ValueError("search needs budget_s or iterations")
        package = registry.package(game_id)
        cancel.check()
        legal = list(legal)
        if len(legal) == 1:  # nothing to search: answered here, without a round trip
            return search(
                registry.get_game(game_id), hooks_for(game_id), view, legal, seed=seed, iterations=1
            )
        with self._lock:
            return self._search(
                (game_id, package, hint), view, legal, seed, budget_s, iterations, cancel
            )

    def _search(
        self,
        game: tuple[str, str, bool],
        view: Any,
        legal: list[Any],
        seed: int,
        budget_s: float | None,
        iterations: int | None,
        cancel: CancelToken,
    ) -> SearchResult:
        self._check_open()
        n = self.processes
        shares = [
            worker_iterations(iterations, n, w) if iterations is not None else None
            for w in range(n)
        ]
        active = [w for w in range(n) if shares[w] != 0]
        self._generation += 1
        gen = self._generation
        self._flags[_CMD] = _RUN
        self._flags[_GEN] = gen
        decision = pickle.dumps((view, legal), pickle.HIGHEST_PROTOCOL)  # once, not per worker
        for w in active:
            self._revive(w)
            job = (*game, decision, worker_seed(seed, w), budget_s, shares[w])
            self._conns[w].send(("search", gen, *job))
        pending = {self._conns[w]: w for w in active}
        results: list[SearchResult] = []
        hurried_at: float | None = None
        try:
            while pending:
                if cancel.cancelled or self._closed:
                    self._flags[_CMD] = _CANCEL
                    raise Cancelled()
                if hurried_at is None and cancel.hurried:
                    self._flags[_CMD] = _HURRY
                    hurried_at = time.perf_counter()
                if (
                    hurried_at is not None
                    and results
                    and time.perf_counter() - hurried_at > _HURRY_GRACE_S
                ):
                    break
                # A worker's death shows as its sentinel and as EOF on its pipe; its replies,
                # if any, are read first.
                for conn in wait(list(pending), timeout=_POLL_S):
                    assert isinstance(conn, Connection)
                    w = pending[conn]
                    try:
                        msg = conn.recv()
                    except (EOFError, OSError):
                        self._procs[w].join(_JOIN_S)
                        raise SearchError(
                            f"search worker {w} died (exit code {self._procs[w].exitcode})"
                        ) from None
                    if msg[1] != gen:
                        continue  # a reply to an earlier, cancelled search
                    del pending[conn]
                    if msg[0] == "ok":
                        results.append(msg[2])
                    elif msg[0] == "error":
                        raise SearchError(f"search worker {w} failed:\n{msg[2]}")
                    # "cancelled" comes only when this process asked for it
        except BaseException:
            self._flags[_CMD] = _CANCEL
            raise
        if hurried_at is not None:
            self._flags[_CMD] = _CANCEL  # stragglers stop; their late replies are dropped
        if not results:
            if cancel.cancelled or self._closed:
                raise Cancelled()  # every worker answered "cancelled" before the loop saw why
            raise SearchError("no search worker answered")
        return SearchResult.combine(results)

    def _revive(self, w: int) -> None:
        """Start worker ``w`` again if it died."""
        if not self._procs[w].is_alive():
            self._conns[w].close()
            self._start(w)

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the search pool is closed")

    def close(self) -> None:
        """Stop every worker: each gets 0.1 s to exit by itself, then it is terminated (and
        killed if that fails). A search running in another thread raises Cancelled.
        Idempotent."""
        self._closed = True
        self._flags[_CMD] = _CANCEL
        self._flags[_GEN] = -1
        held = self._lock.acquire(timeout=2.0)  # let a running search see it and leave
        try:
            self._finalizer()
        finally:
            if held:
                self._lock.release()

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _shutdown(procs: list[Any], conns: list[Connection]) -> None:
    """Stop the workers: ask each to exit, wait, then terminate (and kill) the stragglers."""
    for conn in conns:
        try:
            conn.send(None)
        except (OSError, ValueError):
            pass
    deadline = time.monotonic() + _EXIT_S
    for proc in procs:
        proc.join(max(0.0, deadline - time.monotonic()))
    # A worker still busy (importing the game, finishing an iteration) holds nothing worth
    # saving: it is terminated rather than waited for.
    for proc in procs:
        if proc.is_alive():
            proc.terminate()
            proc.join(_JOIN_S)
        if proc.is_alive():
            proc.kill()
            proc.join(_JOIN_S)
    for conn in conns:
        conn.close()


# ----------------------------------------------------------------------------- diagnostics


def self_check(processes: int = 2, iterations: int = 200) -> int:
    """A diagnostic (``python -m farmhouse --search-self-check``, and the packaging test in the
    built app): one ``hard`` decision at the start of a 2-seat game of the first registered
    game, searched in a pool of ``processes`` workers with ``iterations`` iterations. Prints
    one line (when there is a stdout) and returns 0 if a legal action came back, else 1."""
    game_id = next(g for g in registry.game_ids() if registry.is_playable(g))
    game = registry.get_game(game_id)
    state = game.setup(2, game.Options(), 1)
    seat = game.to_move(state)
    view = game.view(state, seat)
    legal = list(game.legal_actions_in_view(view))
    start = time.perf_counter()
    with SearchPool(processes) as pool:
        player = HardPlayer(game_id, 1, iterations=iterations, pool=pool)
        action = player.choose(view, legal, 10.0, CancelToken())
        pids = pool.pids
    ok = action in legal and (len(legal) == 1 or player.last is not None)
    done = player.last.iterations if player.last is not None else 0
    if sys.stdout is not None:
        print(
            f"search self-check {'ok' if ok else 'FAILED'}: {game_id}, {len(pids)} worker "
            f"processes, {done} iterations in {time.perf_counter() - start:.2f} s, "
            f"chose {action!r}",
            flush=True,
        )
    return 0 if ok else 1
