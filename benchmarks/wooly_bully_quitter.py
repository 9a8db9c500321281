"""The arena with one more Wooly Bully seat for measuring: ``quitter``, which quits at its very
first decision (+6 with two players, WB-7.1), the opponent of issue 17's goal for ``normal``
(at least 80% of 2-player games won against it, now that the last player plays on, WB-7.4).

Usage (the arena's own arguments, ``--game`` is always ``wooly_bully``)::

    python -m benchmarks.wooly_bully_quitter --seats normal,quitter --games 100 --seed 1

``quitter`` is a measuring stick, never a level: it is not in the game's ``LEVELS``, the
new-game dialog or saves. Other levels come from :func:`farmhouse.core.ai.make_ai`; ``hard``
seats search in this process (no pool), with ``--iterations`` when given.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from farmhouse import arena
from farmhouse.core.ai import AIPlayer, CancelToken, make_ai
from farmhouse.games.wooly_bully.rules import Action, Quit, View


class Quitter:
    """Quits at its very first decision (every decision of its own turn offers Quit), else
    (never in the default rules) takes the first legal action."""

    level = "quitter"

    def choose(
        self, view: View, legal: Sequence[Action], budget_s: float, cancel: CancelToken
    ) -> Action:
        """Quit when legal, else ``legal[0]``."""
        return next((a for a in legal if isinstance(a, Quit)), legal[0])


def factory(iterations: int | None) -> arena.AIFactory:
    """The arena's AI factory with ``quitter`` added (``hard`` gets ``iterations``)."""

    def make(game_id: str, level: str, seed: int) -> AIPlayer:
        if level == "quitter":
            return Quitter()
        if level == "hard":
            return make_ai(game_id, level, seed, iterations=iterations)
        return make_ai(game_id, level, seed)

    return make


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena for Wooly Bully with the ``quitter`` seat available."""
    args = list(sys.argv[1:] if argv is None else argv)
    iterations = None
    if "--iterations" in args:
        iterations = int(args[args.index("--iterations") + 1])
    if "--game" not in args:
        args = ["--game", "wooly_bully", *args]
    return arena.main(args, ai_factory=factory(iterations))


if __name__ == "__main__":
    sys.exit(main())
