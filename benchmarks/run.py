"""Farmhouse benchmarks: rules speed, AI decision times, save/load, memory, app start.

Run from the repository root with ``python -m benchmarks`` or ``python benchmarks/run.py``
(``--json`` prints one JSON object; ``--seconds`` sets the time per random-game measurement).
The default run takes well under two minutes on a 2-core machine.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: python benchmarks/run.py
    sys.path.insert(0, str(ROOT))

from benchmarks import board, gui_lateness, startup  # noqa: E402
from benchmarks import replay as replay_bench  # noqa: E402
from benchmarks import search as search_bench  # noqa: E402
from benchmarks import stats as stats_bench  # noqa: E402
from farmhouse import arena  # noqa: E402
from farmhouse.core import registry, saves  # noqa: E402
from farmhouse.core.game import rollout, rollout_by_apply  # noqa: E402
from farmhouse.core.rng import Rng  # noqa: E402

#: Games measured, with the player counts their random-game figures are taken at (fewest and
#: most). A game adds one line here; game-specific figures live in ``benchmarks/game_<id>.py``
#: (a module with ``measure(args) -> dict`` and ``print_text(result) -> None``), run when present.
GAMES: dict[str, tuple[int, int]] = {
    "black_sheep": (2, 4),
    "wooly_bully": (2, 4),
    "el_gaucho": (2, 4),
    "bye_bye_black_sheep": (2, 5),
}


def _timed_games(play: Callable[[], int], seconds: float) -> dict[str, Any]:
    """Run ``play`` (one whole game, returning its number of actions) for ``seconds`` and at
    least 3 times: games, games/s (wall), games per CPU second of this process (what the load
    of other processes changes least), actions/s and actions per game."""
    games = actions = 0
    start, start_cpu = time.perf_counter(), time.process_time()
    while games < 3 or time.perf_counter() - start < seconds:
        actions += play()
        games += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - start_cpu
    return {
        "games": games,
        "games_per_s": round(games / elapsed, 2),
        "games_per_cpu_s": round(games / cpu, 2) if cpu > 0 else 0.0,
        "actions_per_s": round(actions / elapsed),
        "actions_per_game": round(actions / games, 1),
    }


def random_games(game_id: str, players: int, seconds: float) -> dict[str, Any]:
    """Full games with uniformly random legal actions, for ``seconds`` each way (at least 3
    games): through the Game contract (``legal_actions`` + ``apply``, events and all), and
    as a search plays them out (:func:`farmhouse.core.game.rollout`, the game's own fast
    rollout where it has one). Neither asks for the outcome. Both take the same policy:
    ``legal[int(rand() * len(legal))]`` with ``rand`` Python's C Mersenne Twister, so the
    figures are the engine's, not the benchmark's."""
    game = registry.get_game(game_id)
    seeds = Rng.from_seed(players)
    rand = random.Random(players).random

    def by_apply() -> int:
        state = game.setup(players, game.Options(), seeds.next_u64())
        return rollout_by_apply(game, state, rand)[1]

    def by_rollout() -> int:
        state = game.setup(players, game.Options(), seeds.next_u64())
        return rollout(game, state, rand)[1]

    # Warm-up, untimed: the first second of games runs ~40% slower (caches, the interpreter's
    # specialisation), which would count against whichever way is timed first.
    _timed_games(by_apply, min(1.0, seconds / 5))
    return {
        "players": players,
        **_timed_games(by_apply, seconds),
        "rollout": {"fast": hasattr(game, "rollout"), **_timed_games(by_rollout, seconds)},
    }


def ai_decisions(game_id: str, players: int, games: int) -> tuple[dict[str, Any], Any]:
    """Decision times per level over ``games`` arena games (seats normal, easy, normal, … for
    ``players`` seats); also returns one finished match for the save/load measurement."""
    levels = ["normal" if i % 2 == 0 else "easy" for i in range(players)]
    results = arena.run_arena(game_id, levels, games, 1)
    errors = sum(r.error is not None for r in results)
    per_level = {
        s.level: {
            "decisions": s.decisions,
            "p50_ms": round(s.p50_ms, 3),
            "p95_ms": round(s.p95_ms, 3),
        }
        for s in arena.summarise(levels, results)
    }
    match = next((r.match for r in results if r.error is None), results[0].match)
    return {"games": games, "errors": errors, "levels": per_level}, match


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 3)


def save_and_load(match: Any, repeat: int = 20) -> dict[str, Any]:
    """Median time to save and to load (replay and digest check) a full-game file."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.farmhouse"
        save_ms = _median_ms(lambda: saves.save_match(match, path), repeat)
        load_ms = _median_ms(lambda: saves.load_match(path), repeat)
        info_ms = _median_ms(lambda: saves.read_info(path), repeat)
        size = path.stat().st_size
    return {
        "actions": len(match.actions),
        "file_bytes": size,
        "save_ms": save_ms,
        "load_ms": load_ms,
        "read_header_ms": info_ms,
    }


def memory(game_id: str, players: int) -> dict[str, Any]:
    """tracemalloc: bytes held by a fresh state, and the peak while playing one random game."""
    game = registry.get_game(game_id)
    rng = Rng.from_seed(99)
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        state = game.setup(players, game.Options(), 99)
        state_bytes = tracemalloc.get_traced_memory()[0] - base
        tracemalloc.reset_peak()
        while game.to_move(state) is not None:
            state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    return {"players": players, "state_bytes": state_bytes, "game_peak_bytes": peak}


def app_start(runs: int = 5) -> dict[str, Any]:
    """The start-up figures of :mod:`benchmarks.startup` from this checkout: new processes
    until the first window (and, given a save, its board) is on screen, against a bare
    PySide6 window timed in the same run, interleaved; ``runs`` of each."""
    if importlib.util.find_spec("farmhouse.app.main") is None:
        return {"skipped": "farmhouse.app.main is not available"}
    try:
        return startup.measure(runs)
    except (RuntimeError, subprocess.SubprocessError) as err:
        return {"skipped": f"the app did not start and quit cleanly: {err}"}


def _print_game(game_id: str, r: dict[str, Any]) -> None:
    print(f"Farmhouse benchmarks: {game_id}")
    for g in r["random_games"]:
        print(
            f"  random games, {g['players']} players: {g['games_per_s']} games/s "
            f"({g['games_per_cpu_s']} per CPU s), {g['actions_per_s']} actions/s, {g['actions_per_game']} actions/game "
            f"({g['games']} games)"
        )
        ro = g["rollout"]
        way = (
            "the game's own rollout, no events"
            if ro["fast"]
            else "no rollout of its own: the same loop"
        )
        cpu_ratio = ro["games_per_cpu_s"] / g["games_per_cpu_s"] if g["games_per_cpu_s"] else 0.0
        print(
            f"    as search rollouts ({way}): {ro['games_per_s']} games/s "
            f"({ro['games_per_cpu_s']} per CPU s, x{cpu_ratio:.2f} the games above), "
            f"{ro['actions_per_s']} actions/s, {ro['actions_per_game']} actions/game "
            f"({ro['games']} games)"
        )
    ai = r["ai"]
    print(f"  AI decisions over {ai['games']} games ({ai['errors']} errors):")
    for level, s in ai["levels"].items():
        print(
            f"    {level:<7} p50 {s['p50_ms']:.2f} ms, p95 {s['p95_ms']:.2f} ms "
            f"({s['decisions']} decisions)"
        )
    s = r["save_load"]
    print(
        f"  save {s['save_ms']:.2f} ms, load (replay + digest) {s['load_ms']:.2f} ms, "
        f"header only {s['read_header_ms']:.2f} ms ({s['actions']} actions, "
        f"{s['file_bytes']} bytes)"
    )
    m = r["memory"]
    print(
        f"  memory: fresh {m['players']}-player state {m['state_bytes'] / 1024:.1f} KiB, "
        f"peak during a random game {m['game_peak_bytes'] / 1024:.1f} KiB"
    )
    if "search" in r:
        search_bench.print_text(r["search"])
    if "board" in r:
        board.print_text(r["board"])
    if "replay" in r:
        replay_bench.print_text(r["replay"])
    extra = _extra_module(game_id)
    if extra is not None and "extra" in r:
        extra.print_text(r["extra"])


def _print_text(r: dict[str, Any]) -> None:
    for game_id, per_game in r["games"].items():
        _print_game(game_id, per_game)
    print("Farmhouse benchmarks: app")
    a = r["app_start"]
    if "skipped" in a:
        print(f"  app start: skipped ({a['skipped']})")
    else:
        startup.print_text(a)
    if "stats" in r:
        stats_bench.print_text(r["stats"])
    if "stats_page" in r:
        stats_bench.print_page(r["stats_page"])
    if "gui_lateness" in r:
        print(gui_lateness.report(r["gui_lateness"]))
    print(f"  total benchmark time {r['elapsed_s']:.1f} s")


def _extra_module(game_id: str) -> Any:
    """``benchmarks/game_<id>.py`` if the game has one, else None."""
    name = f"benchmarks.game_{game_id}"
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def measure_game(game_id: str, args: argparse.Namespace) -> dict[str, Any]:
    """Every generic figure of ``game_id`` (plus its ``benchmarks/game_<id>.py`` figures)."""
    fewest, most = GAMES[game_id]
    ai, match = ai_decisions(game_id, most, args.ai_games)
    result: dict[str, Any] = {
        "random_games": [random_games(game_id, p, args.seconds) for p in (fewest, most)],
        "ai": ai,
        "save_load": save_and_load(match),
        "memory": memory(game_id, most),
    }
    if not args.no_search:
        result["search"] = search_bench.measure(game_id, (fewest, most), args)
    if not args.no_replay:
        result["replay"] = replay_bench.measure(game_id, most)
    if not args.no_board:
        shown = board.measure(game_id, most)
        if shown is not None:
            result["board"] = shown
    extra = _extra_module(game_id)
    if extra is not None:
        result["extra"] = extra.measure(args)
    return result


def main(argv: list[str] | None = None) -> int:
    """Run all benchmarks; print text (or JSON with ``--json``). Returns 1 if the AI games had
    errors, else 0."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="time per random-game measurement (default 5)"
    )
    parser.add_argument("--ai-games", type=int, default=4, help="AI games to time (default 4)")
    parser.add_argument(
        "--game",
        action="append",
        choices=sorted(GAMES),
        help="measure only this game (repeatable; default: every game)",
    )
    parser.add_argument("--no-app", action="store_true", help="skip the app start-up figure")
    parser.add_argument("--no-board", action="store_true", help="skip the board figures")
    parser.add_argument("--no-search", action="store_true", help="skip the search figures")
    parser.add_argument("--no-replay", action="store_true", help="skip the replay figures")
    parser.add_argument(
        "--no-stats", action="store_true", help="skip the statistics database figures"
    )
    parser.add_argument(
        "--no-gui", action="store_true", help="skip the GUI lateness figures (real window)"
    )
    parser.add_argument(
        "--gui-seconds",
        type=float,
        default=6.0,
        help="play time per game and level for the GUI lateness figures (default 6)",
    )
    parser.add_argument(
        "--search-seconds",
        type=float,
        default=1.0,
        help="search time per position for the iterations/s figures (default 1)",
    )
    parser.add_argument(
        "--search-budget",
        type=float,
        default=0.25,
        help="thinking time of the timed hard decisions in s (default 0.25)",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    results: dict[str, Any] = {
        "games": {g: measure_game(g, args) for g in (args.game or list(GAMES))},
        "app_start": {"skipped": "--no-app"} if args.no_app else app_start(),
    }
    if not args.no_stats:
        results["stats"] = stats_bench.measure()
        if not args.no_app:
            results["stats_page"] = stats_bench.measure_page()
    if not args.no_gui:
        from farmhouse.app.search_host import WORKER_NICENESS

        games = args.game or list(GAMES)
        results["gui_lateness"] = gui_lateness.run(
            games, args.gui_seconds, 1.0, "normal", [WORKER_NICENESS]
        )
    results["elapsed_s"] = round(time.perf_counter() - start, 1)
    if args.json:
        print(json.dumps(results))
    else:
        _print_text(results)
    return 1 if any(g["ai"]["errors"] for g in results["games"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
