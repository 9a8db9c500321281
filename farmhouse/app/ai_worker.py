"""Runs AI decisions off the GUI thread and reports back on it.

Each request gets a ticket and a :class:`~farmhouse.core.ai.CancelToken`. Starting a new
request or calling :meth:`AIRunner.cancel` cancels the old token and retires its ticket, so a
late answer is ignored even if the player did not notice the cancellation in time.
:meth:`AIRunner.hurry` asks the outstanding request to answer now with its best so far ("move
now": a search player stops searching; players that decide at once are not affected).

The worker thread only waits while a ``hard`` player searches in its worker processes
(:class:`~farmhouse.core.search_pool.SearchPool` waits on pipes, which releases the GIL), so
the GUI thread keeps running.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from farmhouse.core.ai import AIPlayer, Cancelled, CancelToken

if TYPE_CHECKING:  # (concurrent.futures is imported when the first request starts)
    from concurrent.futures import Future, ThreadPoolExecutor


class _Relay(QObject):
    """Lives on the GUI thread; signals emitted from the worker arrive queued."""

    done = Signal(int, object)
    failed = Signal(int, str)


def _run(
    ticket: int,
    player: AIPlayer,
    view: Any,
    legal: Sequence[Any],
    budget_s: float,
    token: CancelToken,
    relay: _Relay,
) -> None:
    """One request, on the worker thread: the answer (or the error) goes back through
    ``relay``, unless the request was cancelled meanwhile."""
    try:
        action = player.choose(view, legal, budget_s, token)
    except Cancelled:
        return
    except Exception as exc:  # an AI bug must not take the app down
        if not token.cancelled:
            relay.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
        return
    if not token.cancelled:
        relay.done.emit(ticket, action)


class AIRunner(QObject):
    """Asks AI players for decisions in a background thread, one request at a time (``pool``:
    share another runner's thread instead of a new one).

    Signals (on the GUI thread): ``decided(object)`` with the chosen action of the current
    request, ``failed(str)`` with an error description.
    """

    decided = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        pool: ThreadPoolExecutor | None = None,
        *,
        share: AIRunner | None = None,
    ) -> None:
        super().__init__(parent)
        # one worker thread, from the standard library: Qt's thread pool kept every request's
        # job (its view, legal actions and player) alive in PySide, some 150 of them per
        # dozen games. Made when first used (see thread_pool): ``share``'s, if given.
        self._pool = pool
        self._share = share
        self._futures: list[Future[None]] = []
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._ticket = 0
        self._token: CancelToken | None = None
        self._started = 0.0

    @property
    def thread_pool(self) -> ThreadPoolExecutor:
        """The thread the requests run on (another runner given it, or made with
        ``share=`` this runner, runs its requests after this one's: e.g. hints and AI
        decisions, one search at a time). Made when first asked for: a game shown before
        any AI decides (a save opened as the app starts) starts no thread."""
        if self._pool is None:
            if self._share is not None:
                self._pool = self._share.thread_pool
            else:
                from concurrent.futures import ThreadPoolExecutor

                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="farmhouse-ai")
        return self._pool

    @property
    def busy(self) -> bool:
        """True while a request is outstanding."""
        return self._token is not None

    def start(self, player: AIPlayer, view: Any, legal: Sequence[Any], budget_s: float) -> None:
        """Ask ``player`` to choose among ``legal`` seeing only ``view`` (cancels any request)."""
        self.cancel()
        self._token = CancelToken()
        self._started = time.monotonic()
        self._futures = [f for f in self._futures if not f.done()]
        self._futures.append(
            self.thread_pool.submit(
                _run, self._ticket, player, view, list(legal), budget_s, self._token, self._relay
            )
        )

    @property
    def elapsed_s(self) -> float:
        """Seconds since the outstanding request started (0.0 when none is)."""
        return time.monotonic() - self._started if self._token is not None else 0.0

    def hurry(self) -> bool:
        """Ask the outstanding request to answer now with its best so far ("move now"). False
        if no request is outstanding."""
        if self._token is None:
            return False
        self._token.hurry()
        return True

    def cancel(self) -> None:
        """Cancel the outstanding request; its answer, if any arrives, is dropped."""
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self._ticket += 1

    def wait(self, msecs: int = 5000) -> bool:
        """Wait until this runner's requests have ended (e.g. before the app quits). True if
        they all ended."""
        if not self._futures:
            return True
        from concurrent.futures import wait as wait_futures

        _, pending = wait_futures(self._futures, timeout=msecs / 1000)
        self._futures = list(pending)
        return not pending

    def _on_done(self, ticket: int, action: object) -> None:
        if ticket == self._ticket and self._token is not None:
            self._token = None
            self.decided.emit(action)

    def _on_failed(self, ticket: int, message: str) -> None:
        if ticket == self._ticket and self._token is not None:
            self._token = None
            self.failed.emit(message)
