"""Bye-Bye Black Sheep figures beyond the generic ones (see ``benchmarks/run.py``).

- how random games and AI games end (triplets, stall, turn limit: BB-9.3), per option;
- the cost of the pieces a search player (IS-MCTS, later) repeats: one ``apply``, one
  ``view``, one ``sample_state`` (a determinisation) and one ``legal_actions``, in
  microseconds, on mid-game 5-player states;
- ``normal`` decision time per phase.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter, defaultdict
from typing import Any

from farmhouse import arena
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep import ai
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Options, State

OPTIONS = {
    "base": Options(),
    "advanced": Options(advanced=True),
    "joker": Options(joker=True),
    "advanced+joker": Options(advanced=True, joker=True),
}


def _random_endings(players: int, games: int) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for name, options in OPTIONS.items():
        rng = Rng.from_seed(players * 101)
        ends: Counter[str] = Counter()
        turns = []
        for _ in range(games):
            state = GAME.setup(players, options, rng.next_u64())
            while GAME.to_move(state) is not None:
                state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            ends[str(state.ended_by)] += 1
            turns.append(state.turns)
        result[name] = {"ended_by": dict(ends), "avg_turns": round(statistics.fmean(turns), 1)}
    return result


def _ai_endings(games: int) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for levels in (["normal", "easy", "easy"], ["normal"] * 4, ["normal", "easy"] * 2 + ["easy"]):
        results = arena.run_arena("bye_bye_black_sheep", levels, games, 7)
        summary = {s.level: round(s.win_rate, 3) for s in arena.summarise(levels, results)}
        result[",".join(levels)] = {
            "games": games,
            "errors": sum(r.error is not None for r in results),
            "ended_by": arena.ended_by_counts(results),
            "win_rate": summary,
        }
    return result


def _mid_game_states(players: int, count: int) -> list[State]:
    states: list[State] = []
    rng = Rng.from_seed(12)
    players_ai = [ai.make_player("normal", s) for s in range(players)]
    seed = 0
    while len(states) < count:
        seed += 1
        state = GAME.setup(players, Options(advanced=True, joker=True), seed)
        while (seat := GAME.to_move(state)) is not None:
            if rng.random() < 0.15:
                states.append(state)
            action = players_ai[seat].choose(
                GAME.view(state, seat), GAME.legal_actions(state), 1.0, CancelToken()
            )
            state, _ = GAME.apply(state, action)
    return states[:count]


def _micro(states: list[State]) -> dict[str, float]:
    def per_call_us(fn: Any) -> float:
        start = time.perf_counter()
        for s in states:
            fn(s)
        return round((time.perf_counter() - start) / len(states) * 1e6, 1)

    rng = Rng.from_seed(3)
    views = [GAME.view(s, GAME.to_move(s)) for s in states]
    start = time.perf_counter()
    for v in views:
        GAME.sample_state(v, rng)
    sample_us = round((time.perf_counter() - start) / len(views) * 1e6, 1)
    return {
        "apply_us": per_call_us(lambda s: GAME.apply(s, GAME.legal_actions(s)[-1])),
        "legal_actions_us": per_call_us(GAME.legal_actions),
        "view_us": per_call_us(lambda s: GAME.view(s, GAME.to_move(s))),
        "sample_state_us": sample_us,
        "digest_us": per_call_us(GAME.digest),
    }


def _normal_by_phase(states: list[State]) -> dict[str, dict[str, float]]:
    times: dict[str, list[float]] = defaultdict(list)
    player = ai.make_player("normal", 1)
    for s in states:
        seat = GAME.to_move(s)
        view = GAME.view(s, seat)
        legal = GAME.legal_actions(s)
        start = time.perf_counter()
        player.choose(view, legal, 1.0, CancelToken())
        times[s.phase.value].append(time.perf_counter() - start)
    return {
        phase: {
            "decisions": len(t),
            "p50_ms": round(arena.percentile(t, 50) * 1000, 3),
            "p95_ms": round(arena.percentile(t, 95) * 1000, 3),
        }
        for phase, t in sorted(times.items())
    }


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """The figures above; ``args.ai_games`` scales the AI games (×10 per seating)."""
    states = _mid_game_states(5, 400)
    return {
        "random_endings_5p": _random_endings(5, 100),
        "random_endings_2p": _random_endings(2, 100),
        "ai_endings": _ai_endings(max(10, args.ai_games * 10)),
        "micro_5p": _micro(states),
        "normal_by_phase_5p": _normal_by_phase(states),
    }


def print_text(result: dict[str, Any]) -> None:
    """Print :func:`measure`'s figures."""
    for key in ("random_endings_2p", "random_endings_5p"):
        print(f"  {key.replace('_', ' ')} (uniformly random players, 100 games each):")
        for name, r in result[key].items():
            ends = ", ".join(f"{k} {v}" for k, v in sorted(r["ended_by"].items()))
            print(f"    {name:<15} {ends}; {r['avg_turns']} turns on average")
    print("  AI games (arena, seed 7):")
    for seats, r in result["ai_endings"].items():
        ends = ", ".join(f"{k} {v}" for k, v in r["ended_by"].items())
        rates = ", ".join(f"{k} {v:.1%}" for k, v in r["win_rate"].items())
        print(f"    {seats}: {r['games']} games, {r['errors']} errors; {ends}; win rate {rates}")
    m = result["micro_5p"]
    print(
        "  5-player mid-game: apply {apply_us} us, legal_actions {legal_actions_us} us, "
        "view {view_us} us, sample_state {sample_state_us} us, digest {digest_us} us".format(**m)
    )
    print("  normal decision time by phase (5 players):")
    for phase, t in result["normal_by_phase_5p"].items():
        print(
            f"    {phase:<12} p50 {t['p50_ms']:.2f} ms, p95 {t['p95_ms']:.2f} ms "
            f"({t['decisions']} decisions)"
        )
