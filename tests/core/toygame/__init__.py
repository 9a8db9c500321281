"""Dice race, a tiny game package for testing core: its rules live in :mod:`.rules`."""

from .rules import *  # noqa: F403
from .rules import GAME, GAME_ID  # noqa: F401
