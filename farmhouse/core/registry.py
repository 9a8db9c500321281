"""The registry of games by id. Adding a game means adding one line to ``_ENTRIES``."""

from __future__ import annotations

import importlib
from typing import Any

from farmhouse.core.game import Game

# game id -> module that defines GAME (a Game instance); None = announced, not yet playable.
_ENTRIES: dict[str, str | None] = {
    "black_sheep": "farmhouse.games.black_sheep.rules",
    "wooly_bully": None,
    "el_gaucho": None,
    "bye_bye_black_sheep": None,
}

#: Player counts of games that are announced but not playable yet (for the start page).
ANNOUNCED_PLAYER_COUNTS: dict[str, range] = {
    "wooly_bully": range(2, 5),
    "el_gaucho": range(2, 5),
    "bye_bye_black_sheep": range(2, 6),
}


class UnknownGame(KeyError):
    """Raised by :func:`get_game` for an id that is not registered or not playable."""


def game_ids() -> list[str]:
    """Every registered game id in display order, playable or not."""
    return list(_ENTRIES)


def is_playable(game_id: str) -> bool:
    """True if ``game_id`` has an implementation."""
    return _ENTRIES.get(game_id) is not None


def register(game_id: str, module: str | None) -> None:
    """Register (or replace) ``game_id`` as implemented by ``module`` (a dotted module path that
    defines ``GAME``; ``None`` = announced only). For tests and tools that bring their own game;
    the app's games are listed in ``_ENTRIES``."""
    _ENTRIES[game_id] = module


def unregister(game_id: str) -> None:
    """Forget ``game_id`` (undoes :func:`register`; unknown ids are ignored)."""
    _ENTRIES.pop(game_id, None)


def get_game(game_id: str) -> Game[Any, Any, Any, Any]:
    """The Game object for ``game_id``. Raises UnknownGame if unknown or not playable."""
    module = _ENTRIES.get(game_id)
    if module is None:
        raise UnknownGame(game_id)
    game: Game[Any, Any, Any, Any] = importlib.import_module(module).GAME
    return game
