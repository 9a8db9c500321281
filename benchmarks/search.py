"""Search figures of one game: what the ``hard`` level can do per second, how fast it stops.

For each game (``measure(game_id, players, args)``), on positions from random games (early,
middle, late; the seat to move with more than one legal action):

- iterations per second of :func:`farmhouse.core.search.search` in this process, wall and CPU
  time, with the game's hooks; the longest and the p95 iteration (the gaps between the
  search's polls of its control, which it makes once per iteration: what bounds how fast a
  cancel or "move now" can take effect), in wall time and in CPU time (on a busy machine the
  wall time of one iteration grows with the load);
- iterations per second of a :class:`~farmhouse.core.search_pool.SearchPool` with one worker
  per CPU (root-parallel, summed), on the same positions and budget;
- "move now" and cancel latency through the pool: a search with a 30 s budget hurried or
  cancelled after 0.3 s; the time from ``hurry()`` to the answer, from ``cancel()`` to
  Cancelled in the caller, and to the workers being free again (the next, 1-iteration-a-worker
  search done, less that search's own time);
- ``hard`` decision times through the pool at a budget (default 0.25 s): p50, p95, max.

Targets (the issue): cancel and move now within 50 ms; decision p95 ≤ budget + 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time
from typing import Any

from farmhouse.core import registry
from farmhouse.core.ai import Cancelled, CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, hooks_for, search
from farmhouse.core.search_pool import SearchPool, cpu_count


def positions(game_id: str, players: int, count: int = 3, seed: int = 5) -> list[Any]:
    """``count`` states of one random game, spread from its start to its end, where the seat
    to move has more than one legal action."""
    game = registry.get_game(game_id)
    rng = Rng.from_seed(seed)
    state = game.setup(players, game.Options(), seed)
    found = []
    while game.to_move(state) is not None:
        legal = game.legal_actions(state)
        if len(legal) > 1:
            found.append(state)
        state, _ = game.apply(state, rng.choice(list(legal)))
    if not found:
        return []
    step = max(1, len(found) // count)
    return found[: step * count : step][:count]


class _PollTimer:
    """A search control that never stops a search but times the gaps between its polls, in
    wall time and in this process's CPU time (what an iteration costs, load aside)."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self.cpu_gaps: list[float] = []
        self._last = time.perf_counter()
        self._last_cpu = time.process_time()

    @property
    def cancelled(self) -> bool:
        now, cpu = time.perf_counter(), time.process_time()
        self.gaps.append(now - self._last)
        self.cpu_gaps.append(cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu
        return False

    hurried = False


def _decision(game: Any, state: Any) -> tuple[Any, list[Any]]:
    seat = game.to_move(state)
    view = game.view(state, seat)
    return view, list(game.legal_actions_in_view(view))


def single_process(game_id: str, states: list[Any], seconds: float) -> dict[str, Any]:
    """Iterations/s of one in-process search per state for ``seconds`` each."""
    game = registry.get_game(game_id)
    hooks = hooks_for(game_id)
    iterations = 0
    gaps: list[float] = []
    cpu_gaps: list[float] = []
    wall = cpu = 0.0
    for i, state in enumerate(states):
        view, legal = _decision(game, state)
        timer = _PollTimer()
        start, start_cpu = time.perf_counter(), time.process_time()
        result = search(game, hooks, view, legal, seed=i, budget_s=seconds, control=timer)
        wall += time.perf_counter() - start
        cpu += time.process_time() - start_cpu
        iterations += result.iterations
        gaps.extend(timer.gaps[1:])  # the first gap is the set-up, not an iteration
        cpu_gaps.extend(timer.cpu_gaps[1:])
    gaps.sort()
    cpu_gaps.sort()
    return {
        "iterations": iterations,
        "per_s": round(iterations / wall, 1) if wall else 0.0,
        "per_cpu_s": round(iterations / cpu, 1) if cpu else 0.0,
        "longest_iteration_ms": round(gaps[-1] * 1000, 2) if gaps else 0.0,
        "p95_iteration_ms": round(gaps[int(0.95 * (len(gaps) - 1))] * 1000, 2) if gaps else 0.0,
        "longest_iteration_cpu_ms": round(cpu_gaps[-1] * 1000, 2) if cpu_gaps else 0.0,
    }


def pooled(game_id: str, states: list[Any], seconds: float, pool: SearchPool) -> dict[str, Any]:
    """Iterations/s of the pool's root-parallel search per state for ``seconds`` each."""
    game = registry.get_game(game_id)
    iterations = 0
    wall = 0.0
    for i, state in enumerate(states):
        view, legal = _decision(game, state)
        start = time.perf_counter()
        result = pool.search(game_id, view, legal, seed=i, budget_s=seconds, cancel=CancelToken())
        wall += time.perf_counter() - start
        iterations += result.iterations
    return {
        "workers": pool.processes,
        "iterations": iterations,
        "per_s": round(iterations / wall, 1) if wall else 0.0,
    }


def _after(seconds: float, act: Any) -> tuple[threading.Thread, list[float]]:
    when: list[float] = []

    def run() -> None:
        time.sleep(seconds)
        when.append(time.perf_counter())
        act()

    thread = threading.Thread(target=run)
    thread.start()
    return thread, when


def stopping(game_id: str, state: Any, pool: SearchPool, repeat: int = 3) -> dict[str, Any]:
    """Latency of "move now" and of cancel through the pool (ms; the worst of ``repeat``)."""
    game = registry.get_game(game_id)
    view, legal = _decision(game, state)
    hurry: list[float] = []
    cancel: list[float] = []
    free: list[float] = []
    for i in range(repeat):
        token = CancelToken()
        thread, when = _after(0.3, token.hurry)
        pool.search(game_id, view, legal, seed=i, budget_s=30.0, cancel=token)
        hurry.append(time.perf_counter() - when[0])
        thread.join()

        token = CancelToken()
        thread, when = _after(0.3, token.cancel)
        try:
            pool.search(game_id, view, legal, seed=i, budget_s=30.0, cancel=token)
        except Cancelled:
            cancel.append(time.perf_counter() - when[0])
        thread.join()
        small = pool.processes
        pool.search(game_id, view, legal, seed=i, iterations=small, cancel=CancelToken())
        freed = time.perf_counter() - when[0]
        start = time.perf_counter()
        pool.search(game_id, view, legal, seed=i, iterations=small, cancel=CancelToken())
        free.append(max(0.0, freed - (time.perf_counter() - start)))
    return {
        "hurry_ms": round(max(hurry) * 1000, 1),
        "cancel_ms": round(max(cancel) * 1000, 1) if cancel else None,
        "workers_free_ms": round(max(free) * 1000, 1),
    }


def decisions(game_id: str, states: list[Any], budget_s: float, pool: SearchPool) -> dict[str, Any]:
    """``hard`` decision times (ms) through the pool at ``budget_s``, over ``states``."""
    game = registry.get_game(game_id)
    player = HardPlayer(game_id, 1, pool=pool)
    times = []
    for state in states:
        view, legal = _decision(game, state)
        start = time.perf_counter()
        player.choose(view, legal, budget_s, CancelToken())
        times.append(time.perf_counter() - start)
    times.sort()
    return {
        "budget_ms": round(budget_s * 1000),
        "decisions": len(times),
        "p50_ms": round(statistics.median(times) * 1000, 1),
        "p95_ms": round(times[int(0.95 * (len(times) - 1))] * 1000, 1),
        "max_ms": round(times[-1] * 1000, 1),
    }


def measure(
    game_id: str, player_counts: tuple[int, ...], args: argparse.Namespace
) -> dict[str, Any]:
    """Every search figure of ``game_id`` at each of ``player_counts`` (see the module doc)."""
    seconds = args.search_seconds
    out: dict[str, Any] = {"cpus": cpu_count(), "seconds_per_position": seconds, "players": {}}
    start = time.perf_counter()
    with SearchPool() as pool:
        pool.preload(game_id)
        for players in player_counts:
            states = positions(game_id, players)
            many = positions(game_id, players, count=8, seed=11)
            out["players"][str(players)] = {
                "positions": len(states),
                "one_process": single_process(game_id, states, seconds),
                "all_processes": pooled(game_id, states, seconds, pool),
                "stop": stopping(game_id, states[len(states) // 2], pool),
                "hard_decisions": decisions(game_id, many, args.search_budget, pool),
            }
    out["elapsed_s"] = round(time.perf_counter() - start, 1)
    return out


def print_text(r: dict[str, Any]) -> None:
    """Print :func:`measure`'s figures."""
    for players, f in r["players"].items():
        one, many, stop, hard = (
            f["one_process"],
            f["all_processes"],
            f["stop"],
            f["hard_decisions"],
        )
        ratio = many["per_s"] / one["per_s"] if one["per_s"] else 0.0
        print(
            f"  search, {players} players ({f['positions']} positions, "
            f"{r['seconds_per_position']} s each): 1 process {one['per_s']} iterations/s "
            f"({one['per_cpu_s']} per CPU s); {many['workers']} processes {many['per_s']}/s "
            f"(x{ratio:.2f})"
        )
        print(
            f"    longest iteration {one['longest_iteration_ms']} ms wall, "
            f"{one['longest_iteration_cpu_ms']} ms CPU (p95 {one['p95_iteration_ms']} ms wall); "
            f"move now answered in {stop['hurry_ms']} ms, "
            f"cancel in {stop['cancel_ms']} ms, workers free {stop['workers_free_ms']} ms after "
            f"(target 50 ms)"
        )
        print(
            f"    hard decisions at {hard['budget_ms']} ms ({hard['decisions']}): p50 "
            f"{hard['p50_ms']} ms, p95 {hard['p95_ms']} ms, max {hard['max_ms']} ms "
            f"(target p95 <= {hard['budget_ms'] + 100} ms)"
        )
