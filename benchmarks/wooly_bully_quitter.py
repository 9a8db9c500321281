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

from benchmarks import extra_seats
from farmhouse import arena
from farmhouse.core.ai import CancelToken
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


#: The measuring seats this benchmark adds.
SEATS: dict[str, extra_seats.Extra] = {"quitter": lambda seed: Quitter()}


def factory(iterations: int | None) -> arena.AIFactory:
    """The arena's AI factory with ``quitter`` added (``hard`` gets ``iterations``)."""
    return extra_seats.factory(SEATS, iterations)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena for Wooly Bully with the ``quitter`` seat available."""
    return extra_seats.main("wooly_bully", SEATS, sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
