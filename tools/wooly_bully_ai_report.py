"""How the Wooly Bully AI levels score: wins, points from fields and from the quit bonus,
enclosed fields per game, decision times (for tuning ``normal``).

Usage::

    python tools/wooly_bully_ai_report.py --seats normal,easy --games 100 --seed 1 \\
        [--baseline PATH/TO/old_ai.py] [--jobs 1] [--json]

``--baseline`` loads another version of ``farmhouse/games/wooly_bully/ai.py`` (a copy of an
older commit's file) whose ``normal`` player is seated as the level ``old``: ``--seats
normal,old``. The level ``quitter`` (for this tool only, never offered to players) quits at
its very first decision for the first bonus (+6 with two players). Seats are rotated game by
game as in the arena, and every AI sees only its view and the legal actions of its view.
Win rates and shares of games come with their Wilson 95% intervals. No Qt here.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from farmhouse import arena
from farmhouse.core.ai import CancelToken, ai_seed
from farmhouse.games.wooly_bully import ai
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.rules import GAME, Action, Options, Quit, View

_BASELINE: Any = None


def _load_baseline(path: str | None) -> None:
    global _BASELINE
    if path is None or _BASELINE is not None:
        return
    spec = importlib.util.spec_from_file_location("wb_baseline_ai", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    _BASELINE = module


class Quitter:
    """Quits at its very first decision (the level ``quitter`` of this tool)."""

    level = "quitter"

    def choose(self, view: View, legal: Sequence[Action], budget_s: float, cancel: Any) -> Action:
        """Quit when it may (always in its own turn), else the first legal action."""
        return next((a for a in legal if isinstance(a, Quit)), legal[0])


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for z = 1.96) of a share ``successes / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return (round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3))


def _player(level: str, seed: int) -> Any:
    if level == "old":
        return _BASELINE.make_player("normal", seed)
    if level == "quitter":
        return Quitter()
    return ai.make_player(level, seed)


def play(args: tuple[Sequence[str], int, int, str | None]) -> dict[str, Any]:
    """One game: ``levels`` by seat; per seat its score parts, enclosed own fields and
    decision times."""
    levels, seed, index, baseline = args
    _load_baseline(baseline)
    levels = arena.seat_levels(levels, index)
    players = [_player(level, ai_seed(seed, s)) for s, level in enumerate(levels)]
    state = GAME.setup(len(levels), Options(), seed)
    times: list[list[float]] = [[] for _ in levels]
    while (seat := GAME.to_move(state)) is not None:
        view = GAME.view(state, seat)
        legal = GAME.legal_actions_in_view(view)
        start = time.perf_counter()
        action = players[seat].choose(view, legal, 1.0, CancelToken())
        times[seat].append(time.perf_counter() - start)
        state, _ = GAME.apply(state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    protects = state.options.hunter_protects_merged_forest
    facts = list(ls.fields(state.board, protects))
    seats = []
    for s, level in enumerate(levels):
        b = outcome.breakdown[s]
        own = [f for f in facts if f.colour == state.colours[s]]
        seats.append(
            {
                "level": level,
                "won": s in outcome.winners,
                "share": (1 / len(outcome.winners)) if s in outcome.winners else 0.0,
                "total": b["total"],
                "field_points": b["field_points"],
                "quit_bonus": b["quit_bonus"],
                "quit": b["quit_position"] is not None,
                "enclosed_own": sum(1 for f in own if f.enclosed),
                "qualifying_own": sum(1 for f in own if f.qualifying),
                "spoiled_own": sum(1 for f in own if f.enclosed and not f.qualifying),
                "times": times[s],
            }
        )
    return {"seats": seats, "tiles": len(state.board.cells), "bag": len(state.bag)}


def summarise(levels: Sequence[str], games: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"games": len(games), "levels": {}}
    for level in dict.fromkeys(levels):
        rows = [r for g in games for r in g["seats"] if r["level"] == level]
        times = [t for r in rows for t in r["times"]]
        n = len(rows)
        out["levels"][level] = {
            "seats": n,
            "win_share": round(sum(r["share"] for r in rows) / n, 3),
            "win_share_wilson95": wilson(sum(r["share"] for r in rows), n),
            "won_or_shared": round(sum(r["won"] for r in rows) / n, 3),
            "mean_total": round(statistics.fmean(r["total"] for r in rows), 2),
            "mean_field_points": round(statistics.fmean(r["field_points"] for r in rows), 2),
            "mean_quit_bonus": round(statistics.fmean(r["quit_bonus"] for r in rows), 2),
            "quit_rate": round(sum(r["quit"] for r in rows) / n, 3),
            "scored_a_field": round(sum(r["field_points"] > 0 for r in rows) / n, 3),
            "enclosed_own_per_seat": round(statistics.fmean(r["enclosed_own"] for r in rows), 2),
            "qualifying_own_per_seat": round(
                statistics.fmean(r["qualifying_own"] for r in rows), 2
            ),
            "spoiled_own_per_seat": round(statistics.fmean(r["spoiled_own"] for r in rows), 2),
            "decisions": len(times),
            "median_ms": round(statistics.median(times) * 1000, 2) if times else 0.0,
            "p95_ms": round(arena.percentile(times, 95) * 1000, 2) if times else 0.0,
            "max_ms": round(max(times) * 1000, 2) if times else 0.0,
        }
    out["mean_tiles"] = round(statistics.fmean(g["tiles"] for g in games), 1)
    out["mean_bag_left"] = round(statistics.fmean(g["bag"] for g in games), 1)
    scoring = sum(any(r["field_points"] > 0 for r in g["seats"]) for g in games)
    out["games_with_a_scoring_field"] = round(scoring / len(games), 3)
    out["games_with_a_scoring_field_wilson95"] = wilson(scoring, len(games))
    out["mean_total_per_seat"] = [
        round(statistics.fmean(g["seats"][s]["total"] for g in games), 2)
        for s in range(len(levels))
    ]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", required=True, help="levels by seat, e.g. normal,easy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baseline", help="another ai.py whose normal plays as level 'old'")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    if "old" in levels and not args.baseline:
        parser.error("level 'old' needs --baseline")
    seeds = arena.game_seeds(args.seed, args.games)
    work = [(levels, seed, i, args.baseline) for i, seed in enumerate(seeds)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            games = list(pool.map(play, work))
    else:
        games = [play(w) for w in work]
    summary = summarise(levels, games)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(
            f"{args.games} games, seats {args.seats}, mean tiles {summary['mean_tiles']}, "
            f"bag left {summary['mean_bag_left']}, games with a scoring field "
            f"{summary['games_with_a_scoring_field']} "
            f"{summary['games_with_a_scoring_field_wilson95']}"
        )
        for level, row in summary["levels"].items():
            print(f"  {level}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
