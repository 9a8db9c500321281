"""Screens for Bye-Bye Black Sheep's ``hard`` with 3-5 players: one seat (the *hero*) played by
a variant, the other seats by ``normal``, on the arena's games (its seeds, seats rotated, each
AI seeded as the arena seeds it), so two variants meet the same deals (paired seeds).

Usage (from the repository root; ``PYTHONPATH=.`` so that this tree's ``farmhouse`` is the one
imported, not the one the environment's install points at)::

    PYTHONPATH=. python tools/bye_bye_hero_screen.py VARIANT --games 50 --seed 1 [--first 0] \\
        [--players 5] [--iterations 3300] --out FILE.jsonl
    PYTHONPATH=. python tools/bye_bye_hero_screen.py --compare REFERENCE.jsonl OTHER.jsonl ...
    PYTHONPATH=. python tools/bye_bye_hero_screen.py --positions NORMAL.jsonl
    PYTHONPATH=. python tools/bye_bye_hero_screen.py --speed VARIANT ... [--views 60] \\
        [--iterations 600] [--rounds 2]

Variants (the hero's level is ``hard`` in the records; none of these is offered to players):

- ``normal``: ``normal`` itself (the reference: the game is then the arena's game of ``normal``
  in every seat, and by symmetry a seat wins 1/players of the games);
- ``hands``: ``normal`` with the other seats' true hands in its view (it peeks: what it
  knows of each hand is the whole hand), an upper bound for inferring the hands in its
  one-turn look;
- ``hard``: the search (``hard``) in this process with ``--iterations`` iterations, seeded as
  the one worker of ``python -m farmhouse.arena --workers 1`` seeds it, so it plays the
  arena's games at those iterations action for action; ``hard:NAME=VALUE,...``: the same with
  attributes of its own copy of the search hooks
  (:class:`~farmhouse.games.bye_bye_black_sheep.ai.ByeByeHooks`, e.g. ``policy_noise=0.05``,
  ``playout_rounds=2``) set to those values (numbers, words, ``none``); ``draw_noise``,
  ``eagle_noise`` and ``other_noise`` set the playout policy's random actions per phase
  (:class:`PhaseNoiseHooks`: draw or stop, Eagle questions, the rest); ``worlds=K``: the
  search deals K worlds from the view once per decision and its iterations take them in
  turn, each with chance of its own (fewer, consistent worlds: is the clairvoyant's edge
  its knowledge or its one world?);
- ``clairvoyant[:NAME=VALUE,...]``: the same search whose every world is the true state (the
  other seats' hands, the pile's order, the removed specials) with chance of its own (a
  fresh generator per world: which card a draw from a hand turns up stays a draw): an upper
  bound for any better inference of the hidden cards;
- ``omniscient[:NAME=VALUE,...]``: the true state with the game's own generator too, so the
  search knows what every draw of the line the game takes will turn up (and where the black
  sheep lies): an upper bound for any player.

Each finished game is one JSON line: index, the hero's seat, the start player, the hero's
place in the turn order (0: it starts), scores, winners, the turns played, how it ended, the
hero's searched decisions and CPU seconds. ``--compare`` prints per file the hero's wins with
the Wilson 95% interval (overall and by its place in the turn order), then for each file
after the first, on the games both have: wins of each and wins only one has.
``--positions`` reads runs of ``normal`` (every seat ``normal``) and prints the win rate by
place in the turn order over all seats, and how often a seat's game is won by another seat
before its 2nd and 3rd turn. ``--speed`` measures each variant's iterations per CPU second on
the same views of ``normal`` games (variants in turn, ``--rounds`` times): the fair iterations
of a variant are the reference's times the ratio. Runs no Qt.
"""

from __future__ import annotations

import itertools
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from farmhouse import arena
from farmhouse.core.ai import CancelToken, ai_seed, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng, derive_seed
from farmhouse.core.search import decision_seed, search
from farmhouse.core.search_pool import worker_seed
from farmhouse.games.bye_bye_black_sheep import ai
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    Options,
    Phase,
    State,
    View,
    copy_state,
)

_TOOLS = str(Path(__file__).resolve().parent)
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)
import hero_screens  # noqa: E402  (the screens' shared part, beside this file)

Player = Any
GAME_ID = "bye_bye_black_sheep"
VARIANTS = ("normal", "hands", "hard", "clairvoyant", "omniscient")


class PhaseNoiseHooks(ai.ByeByeHooks):
    """The search hooks with the playout policy's random actions per phase: ``draw_noise``
    at draw-or-stop decisions (BB-4.1), ``eagle_noise`` at Eagle questions (BB-7.2),
    ``other_noise`` elsewhere (each ``policy_noise`` unless set)."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.draw_noise = self.eagle_noise = self.other_noise = self.policy_noise

    def policy(self, s: State, rand: Callable[[], float]) -> Any:
        """:meth:`ByeByeHooks.policy` with the noise of the phase of ``s``."""
        phase = s.phase
        if phase is Phase.DRAW:
            self.policy_noise = self.draw_noise
        elif phase is Phase.EAGLE:
            self.policy_noise = self.eagle_noise
        else:
            self.policy_noise = self.other_noise
        return ai.ByeByeHooks.policy(self, s, rand)


#: The settings that need :class:`PhaseNoiseHooks`.
PHASE_NOISE = ("draw_noise", "eagle_noise", "other_noise")


def make_hooks(settings: str) -> ai.ByeByeHooks:
    """A copy of the game's search hooks with ``NAME=VALUE,...`` set (ValueError for a name
    the hooks do not have); :class:`PhaseNoiseHooks` when a setting is one of
    :data:`PHASE_NOISE`."""
    pairs = [item.partition("=") for item in filter(None, settings.split(","))]
    phased = any(key in PHASE_NOISE for key, _, _ in pairs)
    hooks = PhaseNoiseHooks(GAME) if phased else ai.ByeByeHooks(GAME)
    for key, _, value in pairs:
        if not hasattr(hooks, key):
            raise ValueError(f"the search hooks have no {key!r}")
        setattr(hooks, key, hero_screens.number(value))
    return hooks


def clairvoyant_world(truth: State, rng: Rng) -> State:
    """The true state as a world of the search, with a generator spawned from ``rng``."""
    world = copy_state(truth)
    world.rng = rng.spawn()
    world.forced_draws = ()
    return world


def omniscient_world(truth: State, rng: Rng) -> State:
    """The true state as a world of the search, the game's own generator included."""
    rng.spawn()  # the same use of the search's generator as the other worlds
    world = copy_state(truth)
    world.rng = truth.rng.copy()
    world.forced_draws = ()
    return world


def fixed_worlds(view: View, count: int, seed: int) -> Callable[[Rng], State]:
    """A sampler for one decision that deals ``count`` worlds from ``view`` once (with the
    game's own sampler) and gives them in turn, each with a generator spawned from the
    search's (chance of its own)."""
    sample = type(GAME).sampler(GAME, view)
    rng = Rng.from_seed(derive_seed(seed, "fixed-worlds"))
    worlds = [sample(rng) for _ in range(count)]
    turn = itertools.count()

    def fixed(rng: Rng) -> State:
        return clairvoyant_world(worlds[next(turn) % count], rng)

    return fixed


class Hero:
    """The hero seat's player for ``variant`` (see the module docstring). ``true_state`` is
    set by :func:`play` before each decision, for the peeking upper bounds only."""

    def __init__(self, variant: str, seed: int, iterations: int) -> None:
        name, _, arg = variant.partition(":")
        if name not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        if name in ("normal", "hands") and arg:
            raise ValueError(f"{name} takes no settings")
        self.name, self.seed, self.iterations = name, seed, iterations
        settings = [item for item in arg.split(",") if not item.startswith("worlds=")]
        self.worlds = sum(int(item[7:]) for item in arg.split(",") if item.startswith("worlds="))
        if self.worlds and name != "hard":
            raise ValueError("worlds=K is for hard only")
        self.hooks = make_hooks(",".join(settings))
        self.normal = make_ai(GAME_ID, "normal", seed)
        self.true_state: State | None = None
        self.decisions = 0

    def choose(self, view: View, legal: Sequence[Any], budget_s: float) -> Any:
        """The variant's action (one of ``legal``)."""
        if len(legal) == 1:
            return legal[0]
        if self.name == "normal":
            return self.normal.choose(view, legal, budget_s, CancelToken())
        if self.name == "hands":
            truth = self.true_state
            assert truth is not None
            known = tuple(truth.hands[s] for s in range(view.players))
            peeking = attrs.evolve(view, known=known)
            return self.normal.choose(peeking, legal, budget_s, CancelToken())
        self.decisions += 1
        seed = worker_seed(decision_seed(self.seed, self.hooks, view), 0)
        if self.name == "hard" and not self.worlds:
            return self._search(view, legal, seed)
        if self.name == "hard":
            fixed = fixed_worlds(view, self.worlds, seed)
            GAME.sampler = lambda view: fixed  # type: ignore[method-assign]
            try:
                return self._search(view, legal, seed)
            finally:
                del GAME.sampler
        truth = self.true_state
        assert truth is not None
        world: Callable[[State, Rng], State] = (
            clairvoyant_world if self.name == "clairvoyant" else omniscient_world
        )
        # the search samples its worlds through the game's sampler (once per decision)
        GAME.sampler = lambda view: lambda rng: world(truth, rng)  # type: ignore[method-assign]
        try:
            return self._search(view, legal, seed)
        finally:
            del GAME.sampler

    def _search(self, view: View, legal: Sequence[Any], seed: int) -> Any:
        result = search(GAME, self.hooks, view, legal, seed=seed, iterations=self.iterations)
        return result.best()


def play(variant: str, index: int, seed: int, players: int, iterations: int) -> dict[str, Any]:
    """Arena game ``index`` of ``seed`` with the hero in the seat the arena rotates ``hard``
    to; ``normal`` elsewhere."""
    levels = arena.seat_levels(["hard"] + ["normal"] * (players - 1), index)
    game_seed = arena.game_seeds(seed, index + 1)[index]
    seats = [Seat(f"{lv} {s + 1}", "ai", lv) for s, lv in enumerate(levels)]
    match = Match.new(GAME_ID, seats, None, game_seed)
    hero_seat = levels.index("hard")
    hero = Hero(variant, ai_seed(game_seed, hero_seat), iterations)
    others = {s: make_ai(GAME_ID, "normal", ai_seed(game_seed, s)) for s in range(players)}
    start = time.process_time()
    token = CancelToken()
    while not match.is_over:
        seat = match.to_move
        assert seat is not None
        view = match.game.view(match.state, seat)
        legal = list(match.game.legal_actions_in_view(view))
        if seat == hero_seat:
            hero.true_state = match.state
            action = hero.choose(view, legal, 1.0)
        else:
            action = others[seat].choose(view, legal, 1.0, token)
        match.apply(action)
    outcome = match.outcome()
    assert outcome is not None
    state = match.state
    return {
        "i": index,
        "hero": hero_seat,
        "start": state.start_player,
        "order": (hero_seat - state.start_player) % players,
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "turns": state.turns,
        "ended_by": outcome.ended_by,
        "decisions": hero.decisions,
        "cpu": round(time.process_time() - start, 2),
    }


def compare(paths: Sequence[str]) -> None:
    """Print the comparison described in the module docstring."""
    runs = [hero_screens.load(p) for p in paths]
    for path, run in zip(paths, runs, strict=True):
        rs = list(run.values())
        print(f"{path}: {hero_screens.rate(sum(hero_screens.won(r) for r in rs), len(rs))}")
        players = len(rs[0]["scores"])
        by_order = []
        for k in range(players):
            mine = [r for r in rs if r["order"] == k]
            if mine:
                wins = sum(hero_screens.won(r) for r in mine)
                by_order.append(f"{k}: {wins:g}/{len(mine)}")
        print("  by place in the turn order (0 starts): " + ", ".join(by_order))
    ref = runs[0]
    for path, run in zip(paths[1:], runs[1:], strict=True):
        both, line = hero_screens.paired(ref, run)
        if both:
            print(f"  {path} vs {paths[0]} on {len(both)} common games: {line}")


def positions(paths: Sequence[str]) -> None:
    """Print the statistics of ``--positions`` (see the module docstring) over every seat of
    the games in ``paths`` (runs of the ``normal`` variant)."""
    rs = [r for p in paths for r in hero_screens.load(p).values()]
    players = len(rs[0]["scores"])
    wins = [0.0] * players
    beaten = [[0, 0] for _ in range(players)]  # won by another seat before the 2nd, 3rd turn
    for r in rs:
        for seat in range(players):
            order = (seat - r["start"]) % players
            wins[order] += hero_screens.won(r, seat)
            if r["ended_by"] == "bb.end.triplets" and seat not in r["winners"]:
                for j in (0, 1):
                    # the seat's (j + 2)th turn is turn order + (j + 1) * players (0-based)
                    if r["turns"] < order + (j + 1) * players:
                        beaten[order][j] += 1
    games = len(rs)
    print(f"{games} games of {players} normal seats; win rate by place in the turn order:")
    for k in range(players):
        print(f"  {k}: {hero_screens.rate(wins[k], games)}")
    turns = sorted(r["turns"] for r in rs)
    print(
        f"turns played: mean {sum(turns) / games:.2f}, median {turns[games // 2]}, "
        f"10% {turns[games // 10]}, 90% {turns[9 * games // 10]}"
    )
    print("won by another seat before the seat's 2nd turn / 3rd turn, by place:")
    for k in range(players):
        print(
            f"  {k}: {hero_screens.rate(beaten[k][0], games)} / {hero_screens.rate(beaten[k][1], games)}"
        )
    total = [sum(b[j] for b in beaten) for j in (0, 1)]
    print(
        f"  all places: {hero_screens.rate(total[0], games * players)} / {hero_screens.rate(total[1], games * players)}"
    )


def decision_views(players: int, count: int, seed: int) -> list[tuple[View, list[Any], State]]:
    """``count`` views of decisions with more than one legal action from games of
    ``normal`` in every seat (every 3rd such decision), with their true states."""
    out: list[tuple[View, list[Any], State]] = []
    index = 0
    while len(out) < count:
        game_seed = arena.game_seeds(seed, index + 1)[index]
        state = GAME.setup(players, Options(), game_seed)
        ais = [make_ai(GAME_ID, "normal", ai_seed(game_seed, s)) for s in range(players)]
        k = 0
        while GAME.to_move(state) is not None and len(out) < count:
            seat = GAME.to_move(state)
            assert seat is not None
            view = GAME.view(state, seat)
            legal = list(GAME.legal_actions_in_view(view))
            if len(legal) > 1:
                k += 1
                if k % 3 == 0:
                    out.append((view, legal, state))
            action = ais[seat].choose(view, legal, 1.0, CancelToken())
            state = GAME.apply(state, action)[0]
        index += 1
    return out


def speed(
    variants: Sequence[str], views: int, iterations: int, rounds: int, players: int
) -> dict[str, list[float]]:
    """Iterations per CPU second of each variant's search on the same ``views`` decision
    views (``iterations`` each), the variants in turn, ``rounds`` times; printed and
    returned."""
    cases = decision_views(players, views, 99)
    out: dict[str, list[float]] = {v: [] for v in variants}
    for _ in range(rounds):
        for variant in variants:
            hero = Hero(variant, 1, iterations)
            start = time.process_time()
            for view, legal, state in cases:
                hero.true_state = state
                hero.choose(view, legal, 1.0)
            cpu = time.process_time() - start
            out[variant].append(round(iterations * len(cases) / cpu, 1))
    for variant, figures in out.items():
        print(f"{variant}: {figures} iterations per CPU s")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = hero_screens.parser(__doc__, games=50, seed=1, players=5, iterations=3300)
    parser.add_argument("--positions", nargs="+")
    parser.add_argument("--speed", nargs="+")
    parser.add_argument("--views", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    if args.compare:
        compare(args.compare)
        return 0
    if args.positions:
        positions(args.positions)
        return 0
    if args.speed:
        speed(args.speed, args.views, args.iterations, args.rounds, args.players)
        return 0
    if not args.variant:
        parser.error("give a variant, --compare, --positions or --speed")
    Hero(args.variant, 1, 1)  # a bad variant fails here, before any game
    hero_screens.write_games(
        lambda index: play(args.variant, index, args.seed, args.players, args.iterations),
        range(args.first, args.first + args.games),
        args.out,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
