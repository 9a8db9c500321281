"""The AI player interface shared by every game, with a time budget and cancellation.

An AI player sees exactly what its seat may see: it receives the seat's *view* and the
legal actions of that seat (which the seat knows), never the full state (BS-11.2). Search
players imagine the hidden rest with :meth:`Game.sample_state` (determinisation).

Each game's ``ai.py`` module provides ``make_player(level: str, seed: int, *, iterations:
int | None = None, pool: SearchPool | None = None) -> AIPlayer`` (``iterations`` and ``pool``
matter to ``hard`` only), ``LEVELS: tuple[str, ...]`` and optionally ``SEARCH_HOOKS`` (see
:mod:`farmhouse.core.search`).
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from farmhouse.core import registry
from farmhouse.core.rng import derive_seed

if TYPE_CHECKING:
    from farmhouse.core.search_pool import SearchPool

#: AI levels known to the app, easiest first. ``hard`` is the game-agnostic search
#: (:class:`farmhouse.core.search.HardPlayer`).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class Cancelled(Exception):
    """Raised inside :meth:`AIPlayer.choose` when its :class:`CancelToken` was cancelled."""


class CancelToken:
    """Thread-safe flags the app sets to stop a thinking AI: :meth:`cancel` (window closed,
    game loaded: the AI raises :class:`Cancelled`) and :meth:`hurry` ("move now": a search
    player returns its best action so far; other players, which decide at once, ignore it).
    A searching AI reacts to either within 50 ms, also in worker processes."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._hurry = threading.Event()

    def cancel(self) -> None:
        """Ask the AI to stop as soon as possible."""
        self._event.set()

    def hurry(self) -> None:
        """Ask the AI to decide now with what it found so far ("move now")."""
        self._hurry.set()

    @property
    def hurried(self) -> bool:
        """True once :meth:`hurry` was called."""
        return self._hurry.is_set()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._event.is_set()

    def check(self) -> None:
        """Raise :class:`Cancelled` if cancelled (call it in long loops)."""
        if self._event.is_set():
            raise Cancelled()


class AIPlayer(Protocol):
    """An AI opponent for one seat."""

    level: str

    def choose(
        self,
        view: Any,
        legal: Sequence[Any],
        budget_s: float,
        cancel: CancelToken,
    ) -> Any:
        """Pick one of ``legal`` (non-empty) for the seat whose ``view`` this is.

        ``budget_s`` is the most thinking time in seconds the caller allows; a search player
        returns its best action so far when it runs out. Raises :class:`Cancelled` if
        ``cancel`` is cancelled before it decides.
        """
        ...


def game_levels(game_id: str) -> tuple[str, ...] | None:
    """The AI levels ``game_id``'s ``ai`` module offers (its ``LEVELS``), or None when the game
    is unknown or has no (importable) AI module."""
    name = registry.module_name(game_id, "ai")
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ImportError:
        return None
    levels = getattr(module, "LEVELS", None)
    return tuple(str(level) for level in levels) if isinstance(levels, tuple | list) else None


def ai_seed(match_seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s AI in a match seeded ``match_seed`` (0 ≤ seed < 2**63),
    derived one-way (:func:`~farmhouse.core.rng.derive_seed`): the app and the arena both use
    it, and no AI can work back from its seed to the match seed and the deal."""
    return derive_seed(match_seed, "ai", seat)


def make_ai(
    game_id: str,
    level: str,
    seed: int,
    *,
    iterations: int | None = None,
    pool: SearchPool | None = None,
) -> AIPlayer:
    """The AI player of ``level`` for game ``game_id``, its randomness seeded by ``seed``.

    ``iterations`` (a fixed number of search iterations per decision instead of the time
    budget) and ``pool`` (the :class:`~farmhouse.core.search_pool.SearchPool` to search in;
    ``None`` searches in the calling thread) are passed on for ``hard`` and ignored by the
    other levels. Raises ValueError for a level the game does not know, or a game without an
    AI.
    """
    name = registry.module_name(game_id, "ai")
    if name is None:
        raise ValueError(f"no AI for {game_id}")
    module = importlib.import_module(name)
    if level not in module.LEVELS:
        raise ValueError(f"unknown AI level {level!r} for {game_id}")
    if level == "hard":
        player: AIPlayer = module.make_player(level, seed, iterations=iterations, pool=pool)
    else:
        player = module.make_player(level, seed)
    return player
