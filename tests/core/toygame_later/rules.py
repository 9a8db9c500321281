"""Dice race, a later version: the game of :mod:`tests.core.toygame` with one rule option that
came with save format version 2, ``long_step`` (a seat may also step 3 squares), on by default.

Files written in format version 1 or older were played without it, so the module declares
``OPTIONS_ADDED = {"long_step": (2, False)}``: such a file that lacks the option replays with
``long_step`` off, under the rules it was played with. Registered under the same id as the toy
game (``toy_dice``), it stands for a newer Farmhouse opening the older one's files. Its digest
leaves ``long_step`` out while it is off, so a game of the old rules digests as before.
"""

from __future__ import annotations

import hashlib
from typing import Any, ClassVar

import attrs

from farmhouse.core import serial

from ..toygame import rules as base
from ..toygame.rules import GAME_ID, Roll, Step

__all__ = ["GAME", "GAME_ID", "OPTIONS_ADDED", "LaterDiceRace", "Options", "Roll", "Step"]

#: Option name → (the save format version that introduced it, its value in older files).
OPTIONS_ADDED: dict[str, tuple[int, Any]] = {"long_step": (2, False)}


@attrs.frozen
class Options:
    goal: int = attrs.field(default=12, metadata={"min": 4, "max": 30})
    long_step: bool = True

    def problems(self) -> list[str]:
        """As the first version's: a goal under 6 is refused."""
        return ["toy.problem.goal_too_short"] if self.goal < 6 else []


class LaterDiceRace(base.DiceRace):
    """The dice race with ``Step(3)`` legal while ``options.long_step`` is on."""

    Options: ClassVar[type[Any]] = Options

    def legal_actions(self, state: base.State) -> list[Any]:
        legal = super().legal_actions(state)
        if legal and state.options.long_step:
            legal.insert(2, Step(3))
        return legal

    def legal_actions_in_view(self, view: base.View) -> list[Any]:
        legal = super().legal_actions_in_view(view)
        if legal and view.options.long_step:
            legal.insert(2, Step(3))
        return legal

    def digest(self, state: base.State) -> str:
        data = serial.unstructure(state)
        data["options"] = serial.unstructure(state.options)
        if not state.options.long_step:
            del data["options"]["long_step"]  # a game of the first version's rules
        return hashlib.sha256(serial.canonical_json(data).encode()).hexdigest()


GAME = LaterDiceRace()
