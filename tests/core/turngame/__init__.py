"""Card turns, a tiny game package with multi-step turns and undo, for testing core."""

from .rules import *  # noqa: F403
from .rules import GAME, GAME_ID  # noqa: F401
