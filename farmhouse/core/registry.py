"""The registry of games by id. Adding a game means adding one line to ``_ENTRIES``.

Each entry names the game's package (``farmhouse.games.<id>``). Its ``rules`` module defines
``GAME`` (a :class:`~farmhouse.core.game.Game`), its ``ai`` module ``LEVELS`` and
``make_player`` (the package itself may declare the same levels as ``AI_LEVELS``, read without
loading the AI: :func:`farmhouse.core.ai.game_levels`); the app finds the game's own presentation in the package too (``about``:
what the start page shows without loading the game; ``texts``: the rest, its ``UI``). A game whose package
has no ``rules`` module yet is *announced*: listed, not playable.

Nothing is imported here until it is asked for (:func:`get_game`): the app's first window
lists every game without loading any game's rules (``python -m benchmarks.startup``).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from farmhouse.core.game import Game

# game id -> the game's package, in display order.
_ENTRIES: dict[str, str] = {
    "black_sheep": "farmhouse.games.black_sheep",
    "wooly_bully": "farmhouse.games.wooly_bully",
    "el_gaucho": "farmhouse.games.el_gaucho",
    "bye_bye_black_sheep": "farmhouse.games.bye_bye_black_sheep",
}


class UnknownGame(KeyError):
    """Raised by :func:`get_game` for an id that is not registered or not playable."""


def game_ids() -> list[str]:
    """Every registered game id in display order, playable or not."""
    return list(_ENTRIES)


def package(game_id: str) -> str:
    """The dotted package of ``game_id``. Raises UnknownGame for an unregistered id."""
    try:
        return _ENTRIES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def module_name(game_id: str, part: str) -> str | None:
    """The dotted name of the module ``part`` (``"rules"``, ``"ai"``, ``"texts"``, …) of
    ``game_id``'s package if that module exists, else None (also for unknown ids)."""
    pkg = _ENTRIES.get(game_id)
    if pkg is None:
        return None
    name = f"{pkg}.{part}"
    if sys.modules.get(name) is not None:  # loaded already: no need to look for it
        return name
    try:
        return name if importlib.util.find_spec(name) is not None else None
    except ModuleNotFoundError:
        return None


def is_playable(game_id: str) -> bool:
    """True if ``game_id``'s rules are implemented (its package has a ``rules`` module)."""
    return module_name(game_id, "rules") is not None


def register(game_id: str, package_name: str) -> None:
    """Register (or replace) ``game_id`` as implemented by the package ``package_name``. For
    tests and tools that bring their own game; the app's games are listed in ``_ENTRIES``."""
    _ENTRIES[game_id] = package_name


def unregister(game_id: str) -> None:
    """Forget ``game_id`` (undoes :func:`register`; unknown ids are ignored)."""
    _ENTRIES.pop(game_id, None)


def get_game(game_id: str) -> Game[Any, Any, Any, Any]:
    """The Game object for ``game_id``. Raises UnknownGame if unknown or not playable."""
    name = module_name(game_id, "rules")
    if name is None:
        raise UnknownGame(game_id)
    game: Game[Any, Any, Any, Any] = importlib.import_module(name).GAME
    return game
