"""Screens for Black Sheep's ``hard`` with 3-4 players: one seat (the *hero*) played by a
variant, the other seats by ``normal``, on the arena's games (its seeds, seats rotated, each AI
seeded as the arena seeds it), so two variants meet the same deals (paired seeds).

Usage (from the repository root; ``PYTHONPATH=.`` so that this tree's ``farmhouse`` is the one
imported, not the one the environment's install points at)::

    PYTHONPATH=. python tools/black_sheep_hero_screen.py VARIANT --games 100 --seed 7 [--first 0] \\
        [--step 1] [--players 4] [--iterations 600] --out FILE.jsonl
    PYTHONPATH=. python tools/black_sheep_hero_screen.py --compare REFERENCE.jsonl OTHER.jsonl ...

Variants (the hero's level is ``hard`` in the records; none of these is offered to players):

- ``normal``: ``normal`` itself (the reference: by symmetry it wins 1/players of the games);
  ``normal:S``: ``normal``'s estimate with S samples instead of 64;
- ``risk:L``: ``normal``'s estimate with each sample's standing v counted as ``exp(L * v)``
  (risk-seeking: only the top score wins, so a spread of results may be worth more than a
  good mean);
- ``look:W``: ``normal``'s best three plays, each tried in the same W worlds sampled from the
  hero's view (common random numbers): the play, then the other seats play ``normal``'s choice
  (8 samples, each from its own view of the world) until the hero is to move again (at most
  6 moves), valued by ``hard``'s evaluation (the hero's win chance); the best mean is played;
- ``hands``: ``normal``'s estimate with the other seats' true hands (it peeks; an upper bound
  for inferring the hands from their plays);
- ``hard``: the search (``hard``) in this process with ``--iterations`` iterations;
  ``hard:NAME=VALUE,...``: the same with attributes of the game's search hooks
  (:class:`~farmhouse.games.black_sheep.ai.BlackSheepHooks`, e.g. ``exploration=0.3``) set to
  those values (numbers, words, ``a/b`` for a pair such as ``root_width=5/0``) for this process;
- ``clairvoyant``: the same search whose every world is the true state (hands, deck order,
  hidden values and future shuffles: an upper bound for any better sampling of worlds);
- ``true-hands``: the same search whose worlds are sampled from the view as always, but with
  the other seats' true hands (the rest of the unseen cards shuffled into the deck): an upper
  bound for inferring the hands in the search.

Each finished game is one JSON line: index, the hero's seat, scores, winners, CPU seconds.
``--compare`` prints per file the hero's wins with the Wilson 95% interval and the hero's
score minus the other seats' mean (mean and 95% interval) over all its games, then for each
file after the first, on the games both have: wins of each, wins only one has, and the paired
difference of that score margin. Runs no Qt.
"""

from __future__ import annotations

import functools
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from farmhouse import arena
from farmhouse.core.ai import CancelToken, ai_seed, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer
from farmhouse.games.black_sheep import ai, rules
from farmhouse.games.black_sheep.rules import Action, Play, State, View

_TOOLS = str(Path(__file__).resolve().parent)
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)
import hero_screens  # noqa: E402  (the screens' shared part, beside this file)

Player = Any


def estimate(
    view: View,
    plays: Sequence[Play],
    rng: Rng,
    samples: int,
    *,
    hands: Sequence[Sequence[Any]] | None = None,
    risk: float = 0.0,
) -> list[float]:
    """``normal``'s estimate per play (:func:`ai._standings` without a deadline), with the
    other seats' ``hands`` (true hands) fixed when given and each sample's value v counted as
    ``exp(risk * v)`` when ``risk`` is not 0. With neither, equal to ``_standings``."""
    me = view.seat
    assert me is not None
    pastures = ai._pastures(view)
    unseen = ai._unseen(view)
    others = [s for s in range(view.players) if s != me]
    rest = list(unseen)
    if hands is not None:
        for s in others:
            for card in hands[s]:
                rest.remove(ai._INDEX[card])
    kept = [ai._after_play(view.hand, a) for a in plays]
    totals = [0.0] * len(plays)
    for _ in range(samples):
        if hands is None:
            stream = ai._partial_shuffle(unseen, rng, 5 * view.players)
        else:
            draws = ai._partial_shuffle(rest, rng, 2 * len(others) + 5)
            stream = []
            for k, s in enumerate(others):
                stream += [ai._INDEX[c] for c in hands[s]] + draws[2 * k : 2 * k + 2]
            stream += draws[2 * len(others) :]
        opp_best = ai._opponent_results(view, pastures, stream)
        mine = stream[5 * (view.players - 1) :]
        for j, action in enumerate(plays):
            v = ai._play_value(view, me, pastures, opp_best, action, kept[j], mine)
            totals[j] += math.exp(risk * v) if risk else v
    return totals


def _best(plays: Sequence[Play], values: Sequence[float]) -> Play:
    return plays[max(range(len(plays)), key=lambda j: values[j])]


class Hero:
    """The hero seat's player for ``variant`` (see the module docstring). ``true_state`` is
    set by :func:`play` before each decision, for the peeking upper bounds only."""

    def __init__(self, variant: str, seed: int, iterations: int) -> None:
        name, _, arg = variant.partition(":")
        if name not in ("normal", "risk", "look", "hands", "hard", "clairvoyant", "true-hands"):
            raise ValueError(f"unknown variant {variant!r}")
        self.name, self.seed = name, seed
        self.arg = float(arg) if arg and name != "hard" else None
        if name == "hard" and arg:
            for name_value in arg.split(","):
                key, _, value = name_value.partition("=")
                if not hasattr(ai.SEARCH_HOOKS, key):
                    raise ValueError(f"the search hooks have no {key!r}")
                setattr(ai.SEARCH_HOOKS, key, hero_screens.number(value))
        self.true_state: State | None = None
        self.search = HardPlayer("black_sheep", seed, iterations=iterations)
        self.hooks = ai.BlackSheepHooks(rules.GAME)

    def choose(self, view: View, legal: Sequence[Action], budget_s: float) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if len(legal) == 1 or not plays:
            return legal[0]
        if self.name in ("hard", "clairvoyant", "true-hands"):
            return self._searched(view, legal)
        rng = ai._decision_rng(self.seed, view)
        if self.name == "normal":
            samples = int(self.arg) if self.arg else ai._SAMPLES
            return _best(plays, estimate(view, plays, rng, samples))
        if self.name == "risk":
            return _best(plays, estimate(view, plays, rng, ai._SAMPLES, risk=self.arg or 0.0))
        if self.name == "hands":
            assert self.true_state is not None
            hands = self.true_state.hands
            return _best(plays, estimate(view, plays, rng, ai._SAMPLES, hands=hands))
        return self._look(view, plays, rng, int(self.arg or 8))

    def _searched(self, view: View, legal: Sequence[Action]) -> Action:
        game = rules.GAME
        if self.name == "hard":
            action: Action = self.search.choose(view, legal, 1.0, CancelToken())
            return action
        truth = self.true_state
        assert truth is not None
        # the search samples its worlds through the game's sampler (once per decision)
        if self.name == "clairvoyant":
            game.sampler = lambda view: lambda rng: rules._copy(truth)  # type: ignore[method-assign]
        else:
            game.sampler = lambda view: functools.partial(_with_true_hands, truth, view)  # type: ignore[method-assign]
        try:
            action = self.search.choose(view, legal, 1.0, CancelToken())
        finally:
            del game.sampler
        return action

    def _look(self, view: View, plays: Sequence[Play], rng: Rng, worlds: int) -> Play:
        values = estimate(view, plays, rng, ai._SAMPLES)
        order = sorted(range(len(plays)), key=lambda j: -values[j])
        candidates = [plays[j] for j in order[:3]]
        me = view.seat
        assert me is not None
        game = rules.GAME
        totals = [0.0] * len(candidates)
        world_rng = Rng.from_seed(self.seed * 7919 + view.turn)
        for _ in range(worlds):
            world = game.sample_state(view, world_rng)
            sub = world_rng.next_u64()
            for c, action in enumerate(candidates):
                state = rules.advance(world, action)
                reply_rng = Rng.from_seed(sub)
                for _ in range(6):
                    seat = state.to_move
                    if seat is None or seat == me:
                        break
                    options = [a for a in rules.legal_tuple(state) if isinstance(a, Play)]
                    if len(options) > 1:
                        own = estimate(game.view(state, seat), options, reply_rng, 8)
                        state = rules.advance(state, _best(options, own))
                    else:
                        state = rules.advance(state, rules.legal_tuple(state)[0])
                totals[c] += self.hooks.values(state).wins[me]
        return candidates[max(range(len(candidates)), key=lambda c: totals[c])]


def _with_true_hands(truth: State, view: View, rng: Rng) -> State:
    """A world sampled from ``view`` whose other hands are those of ``truth``; the other
    unseen cards, shuffled with the world's generator, are its deck."""
    world = type(rules.GAME).sampler(rules.GAME, view)(rng)
    pool = list(world.deck)
    for seat in range(world.players):
        if seat != view.seat:
            pool += world.hands[seat]
    for seat in range(world.players):
        if seat != view.seat:
            for card in truth.hands[seat]:
                pool.remove(card)
            world.hands[seat] = truth.hands[seat][:]
    world.rng.shuffle(pool)
    world.deck = pool
    return world


def play(variant: str, index: int, seed: int, players: int, iterations: int) -> dict[str, Any]:
    """Arena game ``index`` of ``seed`` with the hero in the seat the arena rotates ``hard``
    to; ``normal`` elsewhere (budget large enough for its 64 samples)."""
    levels = arena.seat_levels(["hard"] + ["normal"] * (players - 1), index)
    game_seed = arena.game_seeds(seed, index + 1)[index]
    seats = [Seat(f"{lv} {s + 1}", "ai", lv) for s, lv in enumerate(levels)]
    match = Match.new("black_sheep", seats, None, game_seed)
    hero = levels.index("hard")
    ais: list[Player] = [
        Hero(variant, ai_seed(game_seed, s), iterations)
        if lv == "hard"
        else make_ai("black_sheep", lv, ai_seed(game_seed, s))
        for s, lv in enumerate(levels)
    ]
    start = time.process_time()
    token = CancelToken()
    while not match.is_over:
        seat = match.to_move
        assert seat is not None
        view = match.game.view(match.state, seat)
        legal = list(match.game.legal_actions_in_view(view))
        if seat == hero:
            ais[seat].true_state = match.state
            action = ais[seat].choose(view, legal, 30.0)
        else:
            action = ais[seat].choose(view, legal, 30.0, token)
        match.apply(action)
    outcome = match.outcome()
    assert outcome is not None
    return {
        "i": index,
        "hero": hero,
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "cpu": round(time.process_time() - start, 2),
    }


def _margin(r: dict[str, Any]) -> float:
    scores = r["scores"]
    others = [x for s, x in enumerate(scores) if s != r["hero"]]
    return float(scores[r["hero"]] - sum(others) / len(others))


def _mean_ci(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return m, 1.96 * sd / math.sqrt(n)


def compare(paths: Sequence[str]) -> None:
    """Print the comparison described in the module docstring."""
    runs = [hero_screens.load(p) for p in paths]
    for path, run in zip(paths, runs, strict=True):
        m, ci = _mean_ci([_margin(r) for r in run.values()])
        wins = sum(hero_screens.won(r) for r in run.values())
        print(f"{path}: {hero_screens.rate(wins, len(run))}, margin {m:+.2f} +- {ci:.2f}")
    ref = runs[0]
    for path, run in zip(paths[1:], runs[1:], strict=True):
        both, line = hero_screens.paired(ref, run)
        if not both:
            continue
        m, ci = _mean_ci([_margin(run[i]) - _margin(ref[i]) for i in both])
        print(
            f"  {path} vs {paths[0]} on {len(both)} common games: {line}; "
            f"margin difference {m:+.2f} +- {ci:.2f}"
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = hero_screens.parser(__doc__, games=100, seed=7, players=4, iterations=600)
    parser.add_argument("--step", type=int, default=1)
    args = parser.parse_args(argv)
    if args.compare:
        compare(args.compare)
        return 0
    if not args.variant:
        parser.error("give a variant or --compare")
    hero_screens.write_games(
        lambda index: play(args.variant, index, args.seed, args.players, args.iterations),
        range(args.first, args.first + args.games, args.step),
        args.out,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
