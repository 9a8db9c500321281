"""The arena with one more Bye-Bye Black Sheep seat for measuring: ``policy``, the cheap rule
that plays the ``hard`` search's playouts (:meth:`ByeByeHooks.policy`, without its random
actions) as a player. How strong the playouts' players are, against ``normal``, is one thing
the search's strength rests on; a policy game costs microseconds a decision, so thousands of
games fit in a minute.

Usage (the arena's own arguments, ``--game`` is always ``bye_bye_black_sheep``)::

    python -m benchmarks.bye_bye_policy --seats policy,normal,normal,normal,normal --games 1000

``policy`` is a measuring stick, never a level: it is not in the game's ``LEVELS``, the
new-game dialog or saves. It sees only its view: each decision samples one world consistent
with it (:meth:`ByeByeBlackSheep.sample_state`) and asks the policy there (the policy reads
only the public state and the seat's own hand and knowledge). Other levels come from
:func:`farmhouse.core.ai.make_ai`; ``hard`` seats search in this process (no pool), with
``--iterations`` when given.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from typing import Any

from benchmarks import extra_seats
from farmhouse import arena
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng, derive_seed
from farmhouse.games.bye_bye_black_sheep.ai import ByeByeHooks
from farmhouse.games.bye_bye_black_sheep.rules import GAME, View


class PolicyPlayer:
    """The playout policy of ``hooks`` (a :class:`ByeByeHooks`) as a player, with its random
    actions off; worlds and tie-free choices come from ``seed``."""

    level = "policy"

    def __init__(self, seed: int, hooks: ByeByeHooks | None = None) -> None:
        self.hooks = hooks if hooks is not None else ByeByeHooks(GAME)
        self.hooks.policy_noise = 0.0
        self.worlds = Rng.from_seed(derive_seed(seed, "policy-worlds"))
        self.rand = random.Random(derive_seed(seed, "policy-choices")).random

    def choose(self, view: View, legal: Sequence[Any], budget_s: float, cancel: CancelToken) -> Any:
        """The policy's action in one world sampled from ``view`` (one of ``legal``)."""
        cancel.check()
        if len(legal) == 1:
            return legal[0]
        action = self.hooks.policy(GAME.sample_state(view, self.worlds), self.rand)
        if action not in legal:  # never expected: the policy plays the world's legal actions
            raise ValueError(f"the policy chose {action!r}, not legal in the view")
        return action


#: The measuring seats this benchmark adds.
SEATS: dict[str, extra_seats.Extra] = {"policy": PolicyPlayer}


def factory(iterations: int | None) -> arena.AIFactory:
    """The arena's AI factory with ``policy`` added (``hard`` gets ``iterations``)."""
    return extra_seats.factory(SEATS, iterations)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena for Bye-Bye Black Sheep with the ``policy`` seat available."""
    return extra_seats.main("bye_bye_black_sheep", SEATS, sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
