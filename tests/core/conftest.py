"""Fixtures for the core tests: the dice-race toy game registered under ``toy_dice``."""

from __future__ import annotations

import pytest

from farmhouse.core import registry

from . import toygame


@pytest.fixture
def toy():
    """The toy game, registered in the game registry for the duration of the test."""
    registry.register(toygame.GAME_ID, toygame.__name__)  # the package
    yield toygame.GAME
    registry.unregister(toygame.GAME_ID)
