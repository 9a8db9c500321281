"""El Gaucho figures for ``python -m benchmarks`` (see run.py): the engine's building blocks
per call, the length of random games, and the normal AI's decision times by kind of
decision (the dice choice searches the whole turn)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from farmhouse.arena import percentile
from farmhouse.core.ai import CancelToken
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho import ai
from farmhouse.games.el_gaucho.rules import GAME, Options, State, TakeDice, _copy


def _states(players: int, games: int) -> list[State]:
    out = []
    rng = Rng.from_seed(7)
    for g in range(games):
        state = GAME.setup(players, Options(), 100 + g)
        while state.to_move is not None:
            out.append(state)
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        out.append(state)
    return out


def _per_call_us(fn: Any, items: list[Any]) -> float:
    start = time.perf_counter()
    for item in items:
        fn(item)
    return round((time.perf_counter() - start) / len(items) * 1e6, 2)


def measure(args: Any) -> dict[str, Any]:
    """Engine call costs (µs) on the states of 10 random 4-player games, random game length,
    and normal decision times (ms) by decision kind over states of those games."""
    states = _states(4, 10)
    live = [s for s in states if s.to_move is not None]
    rng = Rng.from_seed(1)
    pairs = [(s, rng.choice(GAME.legal_actions(s))) for s in live]
    views = [GAME.view(s, s.to_move) for s in live]
    engine = {
        "states": len(live),
        "legal_actions_us": _per_call_us(GAME.legal_actions, live),
        "apply_us": _per_call_us(lambda p: GAME.apply(*p), pairs),
        "copy_us": _per_call_us(_copy, live),
        "view_us": _per_call_us(lambda s: GAME.view(s, s.to_move), live),
        "sample_state_us": _per_call_us(lambda v: GAME.sample_state(v, Rng.from_seed(3)), views),
    }
    rounds = [s.round for s in states if s.to_move is None]
    player = ai.make_player("normal", 5)
    by_kind: dict[str, list[float]] = {"dice": [], "turn": [], "other": []}
    for s in live[::3]:
        view = GAME.view(s, s.to_move)
        legal = GAME.legal_actions(s)
        start = time.perf_counter()
        player.choose(view, legal, 1.0, CancelToken())
        took = time.perf_counter() - start
        if isinstance(legal[0], TakeDice):
            by_kind["dice"].append(took)
        elif s.phase == "turn":
            by_kind["turn"].append(took)
        else:
            by_kind["other"].append(took)
    decisions = {
        kind: {
            "decisions": len(times),
            "p50_ms": round(percentile(times, 50) * 1000, 2),
            "p95_ms": round(percentile(times, 95) * 1000, 2),
            "max_ms": round(max(times, default=0.0) * 1000, 2),
        }
        for kind, times in by_kind.items()
    }
    return {
        "engine": engine,
        "random_game_rounds": {
            "mean": round(statistics.fmean(rounds), 1),
            "min": min(rounds),
            "max": max(rounds),
        },
        "normal_decisions": decisions,
    }


def print_text(result: dict[str, Any]) -> None:
    """Print :func:`measure`'s figures as text."""
    e = result["engine"]
    print(
        f"  engine per call over {e['states']} states: legal_actions {e['legal_actions_us']} µs, "
        f"apply {e['apply_us']} µs (copy {e['copy_us']} µs), view {e['view_us']} µs, "
        f"sample_state {e['sample_state_us']} µs"
    )
    r = result["random_game_rounds"]
    print(f"  random 4-player games last {r['mean']} rounds ({r['min']}-{r['max']})")
    for kind, d in result["normal_decisions"].items():
        print(
            f"  normal AI, {kind} decisions: p50 {d['p50_ms']} ms, p95 {d['p95_ms']} ms, "
            f"max {d['max_ms']} ms ({d['decisions']})"
        )
