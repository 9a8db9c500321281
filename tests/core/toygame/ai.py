"""Dice race AI: steps 2 unless a roll could finish the race (for the shell tests)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng

from .rules import Roll, Step

LEVELS = ("easy", "normal")


class RacePlayer:
    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = Rng.from_seed(seed)

    def choose(self, view: Any, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        cancel.check()
        if self.level == "easy":
            return self.rng.choice(list(legal))
        left = view.options.goal - view.positions[view.seat]
        return Roll() if left > 2 and Roll() in legal else Step(min(2, max(1, left)))


def make_player(level: str, seed: int) -> RacePlayer:
    return RacePlayer(level, seed)
