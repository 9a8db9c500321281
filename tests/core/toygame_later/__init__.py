"""Dice race, a later version, for testing options added to a game after files were written
(``OPTIONS_ADDED``): its rules live in :mod:`.rules`."""

from .rules import *  # noqa: F403
from .rules import GAME, GAME_ID  # noqa: F401
