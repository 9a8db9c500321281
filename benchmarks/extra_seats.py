"""The arena with measuring seats of a benchmark's own: levels that are not in a game's
``LEVELS`` (a player that quits at once, the search's playout policy as a player), for
:mod:`benchmarks.wooly_bully_quitter` and :mod:`benchmarks.bye_bye_policy`.

Other levels come from :func:`farmhouse.core.ai.make_ai`; ``hard`` seats search in this
process (no pool), with ``--iterations`` when given.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from farmhouse import arena
from farmhouse.core.ai import AIPlayer, make_ai

#: A measuring seat: its player for an AI seed.
Extra = Callable[[int], AIPlayer]


def factory(extra: Mapping[str, Extra], iterations: int | None) -> arena.AIFactory:
    """The arena's AI factory with the levels of ``extra`` added (``hard`` gets
    ``iterations``)."""

    def make(game_id: str, level: str, seed: int) -> AIPlayer:
        if level in extra:
            return extra[level](seed)
        if level == "hard":
            return make_ai(game_id, level, seed, iterations=iterations)
        return make_ai(game_id, level, seed)

    return make


def main(game_id: str, extra: Mapping[str, Extra], argv: Sequence[str]) -> int:
    """Run the arena's command line ``argv`` for ``game_id`` (``--game`` added unless given)
    with the seats of ``extra`` available; the arena's exit code."""
    args = list(argv)
    iterations = None
    if "--iterations" in args:
        iterations = int(args[args.index("--iterations") + 1])
    if "--game" not in args:
        args = ["--game", game_id, *args]
    return arena.main(args, ai_factory=factory(extra, iterations))
