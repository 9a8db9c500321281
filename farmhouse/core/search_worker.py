"""The ``hard`` search's worker process (:class:`~farmhouse.core.search_pool.SearchPool`).

A light module on purpose: a spawned worker imports it to find its target before anything of
it runs, and only then can it watch its parent. So it imports only the standard library; the
search, the registry and the games come in :func:`worker_main`, after the watch has begun.
When the parent process ends (even by SIGKILL) the worker ends at once (:func:`exit_with`),
whatever it is doing: starting, importing a game, searching or waiting. No Qt here.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import threading
import time
import traceback
from multiprocessing.connection import Connection, wait
from typing import Any

# Shared flags: [generation, command]. The parent bumps the generation for every search; a
# worker stops when the generation is no longer its job's or the command says so.
GEN, CMD = 0, 1
RUN, HURRY, CANCEL = 0, 1, 2

#: How often a searching worker looks whether its parent process is still there (seconds).
PARENT_CHECK_S = 0.02


class WorkerControl:
    """A worker's :class:`~farmhouse.core.search.SearchControl`: the shared flags, and the
    parent's liveness (a dead parent cancels; looked at every :data:`PARENT_CHECK_S`)."""

    def __init__(self, flags: Any, generation: int, parent_sentinel: int | None) -> None:
        self._flags = flags
        self._generation = generation
        self._parent = parent_sentinel
        self._next_parent_check = time.monotonic() + PARENT_CHECK_S
        self.parent_died = False

    @property
    def cancelled(self) -> bool:
        """True once the search should stop: another job, a cancel, or the parent gone."""
        flags = self._flags
        if flags[GEN] != self._generation or flags[CMD] == CANCEL:
            return True
        if self._parent is not None:
            now = time.monotonic()
            if now >= self._next_parent_check:
                self._next_parent_check = now + PARENT_CHECK_S
                if wait([self._parent], 0):
                    self.parent_died = True
                    return True
        return False

    @property
    def hurried(self) -> bool:
        """True when the parent asks for the best move so far ("move now")."""
        return bool(self._flags[CMD] == HURRY)


def exit_with(sentinel: int) -> None:
    """Wait for the parent process to end (its ``sentinel``), then end this worker at once:
    ``os._exit``, no interpreter teardown (a worker holds nothing to save). Run in a thread of
    its own, so the parent's death is seen whatever the worker does meanwhile (issue 18: a
    worker killed with its window while it imported the game looked only when the import was
    done, seconds later on a loaded machine, and then spent its CPU on the teardown)."""
    wait([sentinel])
    os._exit(0)


def worker_main(conn: Connection, flags: Any, index: int) -> None:
    """A worker's loop: wait for a job, search, answer; exit on ``None``, on EOF of the pipe,
    or, at any moment, when the parent process is gone (:func:`exit_with`)."""
    parent = multiprocessing.parent_process()
    sentinel = parent.sentinel if parent is not None else None
    if sentinel is not None:
        watch_parent = threading.Thread(
            target=exit_with, args=(sentinel,), name="parent-watch", daemon=True
        )
        watch_parent.start()

    from farmhouse.core import registry
    from farmhouse.core import search as search_module
    from farmhouse.core.ai import Cancelled
    from farmhouse.core.search import SearchHooks, hooks_for, search

    search_module.freeze_after_search = True  # (see there: no collection walks the caches)
    hooks: dict[tuple[str, bool], SearchHooks] = {}

    def hooks_of(game_id: str, package: str, hint: bool = False) -> SearchHooks:
        if (game_id, hint) not in hooks:
            if registry.module_name(game_id, "rules") is None:
                registry.register(game_id, package)
            hooks[game_id, hint] = hooks_for(game_id, hint)
        return hooks[game_id, hint]

    watch: list[Any] = [conn] if sentinel is None else [conn, sentinel]
    while True:
        ready = wait(watch)
        if sentinel is not None and sentinel in ready:
            return
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        kind, gen = msg[0], msg[1]
        try:
            if kind == "preload":
                hooks_of(msg[2], msg[3])
                continue
            game_id, package, hint, decision, seed, budget_s, iterations = msg[2:]
            view, legal = pickle.loads(decision)
            h = hooks_of(game_id, package, hint)
            control = WorkerControl(flags, gen, sentinel)
            try:
                result = search(
                    h.game,
                    h,
                    view,
                    legal,
                    seed=seed,
                    budget_s=budget_s,
                    iterations=iterations,
                    control=control,
                )
            except Cancelled:
                if control.parent_died:
                    return
                conn.send(("cancelled", gen))
                continue
            conn.send(("ok", gen, result))
        except Exception:
            try:
                conn.send(("error", gen, traceback.format_exc()))
            except (OSError, ValueError):
                return
        except BaseException:
            return
