"""The arena: AI-only games with rotated seats and fixed seeds, for comparing AI levels.

Usage::

    python -m farmhouse.arena --game black_sheep --seats normal,easy,easy,easy \\
        --games 200 --seed 1 [--budget SECONDS] [--record DIR] [--json] [--options JSON] \\
        [--iterations N] [--workers N] [--first INDEX]

Game *i* (0-based) seats the levels rotated by *i*: seat *s* plays ``levels[(s + i) % n]``,
so over a multiple of *n* games every level sits in every seat equally often. Game seeds come
from ``--seed`` (see :func:`game_seeds`), so a run is repeatable, and ``--first INDEX`` resumes
a stopped run at its game INDEX (with the same ``--record``, the whole run's games are then
on disk for ``python -m benchmarks.arena_records``). Each AI receives only its
seat's view and :meth:`Game.legal_actions_in_view` of it (BS-11.2), which the arena checks
against the true legal actions.

Errors (an AI raising, an AI choosing an illegal action, the rules raising, views and
state disagreeing on the legal actions, a game that never ends) end that game, are counted
and summarised with the traceback, and make the exit status 1. Errored games do not count in
the win rates. The report also counts how the finished games ended, by the outcome's
``ended_by`` key (:func:`ended_by_counts`), for games that end in more than one way. Each win
rate comes with its Wilson 95% interval (:func:`wilson_interval`).

``hard`` seats search in one :class:`~farmhouse.core.search_pool.SearchPool` per run
(``--workers`` processes, default one per CPU), shared by every hard seat and closed at the
end; ``--iterations N`` gives each hard decision N iterations instead of the time budget, so
that a run is reproducible for a seed and a number of workers. Decision times count only
decisions with more than one legal action (with one, no AI thinks). No Qt here.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from farmhouse.core import registry, saves, serial
from farmhouse.core.ai import AIPlayer, CancelToken, ai_seed, make_ai
from farmhouse.core.game import IllegalAction, Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.core.search import SearchResult
from farmhouse.core.search_pool import SearchPool, cpu_count

#: ``factory(game_id, level, seed)`` -> an AI player (default :func:`make_ai`).
AIFactory = Callable[[str, str, int], AIPlayer]

#: A game with more actions than this is stopped as an error (the rules never end it).
MAX_ACTIONS = 10_000


@attrs.frozen
class ArenaError:
    """One failed game. ``kind`` is ``"ai_exception"``, ``"illegal_action"``,
    ``"rules_exception"``, ``"view_mismatch"`` or ``"too_long"``; ``seat``/``level`` name the
    AI involved (``None`` when no AI is to blame); ``summary`` is one line, ``where`` the
    innermost traceback frame (``file:line in function``), ``traceback`` the full text."""

    game: int
    seed: int
    kind: str
    seat: int | None
    level: str | None
    summary: str
    where: str = ""
    traceback: str = ""


@attrs.frozen
class GameResult:
    """One arena game. ``levels[s]`` is seat s's level; ``scores``/``winners`` are empty for
    an errored game; ``times[s]`` lists seat s's decision times in seconds (decisions with
    more than one legal action only) and ``iterations[s]`` the search iterations of those
    decisions for a searching AI (one whose ``last`` is a
    :class:`~farmhouse.core.search.SearchResult`; empty for the others); ``ended_by`` is
    the outcome's :attr:`~farmhouse.core.game.Outcome.ended_by` (``None`` for an errored game
    or a game that does not say how it ended)."""

    index: int
    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    times: tuple[tuple[float, ...], ...]
    error: ArenaError | None
    match: Match
    ended_by: str | None = None
    iterations: tuple[tuple[int, ...], ...] = ()


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of ``games`` arena games for the run seed ``seed`` (each 0 ≤ s < 2**63)."""
    rng = Rng.from_seed(seed)
    return [rng.next_u64() >> 1 for _ in range(games)]


def seat_levels(levels: Sequence[str], index: int) -> tuple[str, ...]:
    """The levels of the seats in game ``index``: ``levels`` rotated by ``index``."""
    n = len(levels)
    return tuple(levels[(s + index) % n] for s in range(n))


def _where(err: BaseException) -> str:
    frames = traceback.extract_tb(err.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f"{Path(last.filename).name}:{last.lineno} in {last.name}"


def play_game(
    game_id: str,
    levels: Sequence[str],
    seed: int,
    *,
    index: int = 0,
    budget_s: float = 1.0,
    options: Any = None,
    ai_factory: AIFactory = make_ai,
) -> GameResult:
    """Play one AI-only game of ``game_id`` with seat s played by level ``levels[s]``."""
    seats = [Seat(f"{level.capitalize()} {s + 1}", "ai", level) for s, level in enumerate(levels)]
    match = Match.new(game_id, seats, options, seed)
    game = match.game
    times: list[list[float]] = [[] for _ in levels]
    searched: list[list[int]] = [[] for _ in levels]
    token = CancelToken()

    def failed(kind: str, seat: int | None, summary: str, err: BaseException | None) -> GameResult:
        error = ArenaError(
            index,
            seed,
            kind,
            seat,
            None if seat is None else levels[seat],
            summary,
            _where(err) if err is not None else "",
            "".join(traceback.format_exception(err)) if err is not None else "",
        )
        return GameResult(
            index, seed, tuple(levels), (), (), len(match.actions), _frozen(times), error, match
        )

    try:
        players = [ai_factory(game_id, lv, ai_seed(seed, s)) for s, lv in enumerate(levels)]
    except Exception as err:
        return failed("ai_exception", None, f"{type(err).__name__}: {err}", err)
    while not match.is_over:
        if len(match.actions) >= MAX_ACTIONS:
            return failed("too_long", None, f"no end after {MAX_ACTIONS} actions", None)
        seat = match.to_move
        assert seat is not None
        try:
            view = game.view(match.state, seat)
            legal = list(game.legal_actions_in_view(view))
            true_legal = match.legal_actions()
        except Exception as err:
            return failed("rules_exception", seat, f"{type(err).__name__}: {err}", err)
        if Counter(legal) != Counter(true_legal):
            return failed(
                "view_mismatch",
                seat,
                f"legal_actions_in_view gave {len(legal)} actions, legal_actions "
                f"{len(true_legal)} (action #{len(match.actions)})",
                None,
            )
        start = time.perf_counter()
        try:
            action = players[seat].choose(view, legal, budget_s, token)
        except Exception as err:
            return failed("ai_exception", seat, f"{type(err).__name__}: {err}", err)
        if len(legal) > 1:
            times[seat].append(time.perf_counter() - start)
            last = getattr(players[seat], "last", None)
            if isinstance(last, SearchResult):
                searched[seat].append(last.iterations)
        try:
            match.apply(action)
        except IllegalAction as err:
            return failed("illegal_action", seat, f"chose illegal {action!r}: {err.reason}", err)
        except Exception as err:
            return failed("rules_exception", seat, f"{type(err).__name__}: {err}", err)
    outcome = match.outcome()
    if outcome is None:
        return failed("rules_exception", None, "game over without an outcome", None)
    return GameResult(
        index,
        seed,
        tuple(levels),
        outcome.scores,
        outcome.winners,
        len(match.actions),
        _frozen(times),
        None,
        match,
        outcome.ended_by,
        tuple(tuple(i) for i in searched),
    )


def _frozen(times: list[list[float]]) -> tuple[tuple[float, ...], ...]:
    return tuple(tuple(t) for t in times)


@attrs.frozen
class LevelSummary:
    """Totals of one level over a run. ``seats``: how many seats it has at the table;
    ``seat_games``: seats × finished games; ``wins``: shared wins counted fractionally
    (a win shared by k seats counts 1/k each); ``win_low``/``win_high``: the Wilson 95%
    interval of ``win_rate`` over ``seat_games``; ``decisions``: decisions with more than one
    legal action; their times in milliseconds (p50, p95, max); ``iterations_p50``: the median
    search iterations of those decisions (0 for a level that does not search)."""

    level: str
    seats: int
    seat_games: int
    wins: float
    win_rate: float
    avg_score: float
    decisions: int
    p50_ms: float
    p95_ms: float
    win_low: float = 0.0
    win_high: float = 0.0
    max_ms: float = 0.0
    iterations_p50: float = 0.0


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (default 95%) of a success rate: ``(low, high)`` in [0, 1].

    ``successes`` may be fractional (shared wins); ``trials`` 0 gives ``(0.0, 1.0)``. Unlike
    the normal approximation it stays inside [0, 1] and is sound for rates near 0 or 1."""
    if trials <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, successes / trials))
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) of ``values`` by linear interpolation; 0.0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def summarise(levels: Sequence[str], results: Sequence[GameResult]) -> list[LevelSummary]:
    """Per distinct level (in order of first appearance in ``levels``), its totals."""
    finished = [r for r in results if r.error is None]
    summaries = []
    for level in dict.fromkeys(levels):
        wins = 0.0
        scores: list[int] = []
        times: list[float] = []
        iterations: list[float] = []
        for r in results:
            for s, lv in enumerate(r.levels):
                if lv != level:
                    continue
                times.extend(r.times[s])
                if r.iterations:
                    iterations.extend(r.iterations[s])
                if r.error is None:
                    scores.append(r.scores[s])
                    if s in r.winners:
                        wins += 1 / len(r.winners)
        seats = list(levels).count(level)
        seat_games = seats * len(finished)
        low, high = wilson_interval(wins, seat_games)
        summaries.append(
            LevelSummary(
                level,
                seats,
                seat_games,
                wins,
                wins / seat_games if seat_games else 0.0,
                statistics.fmean(scores) if scores else 0.0,
                len(times),
                percentile(times, 50) * 1000,
                percentile(times, 95) * 1000,
                low,
                high,
                max(times, default=0.0) * 1000,
                percentile(iterations, 50),
            )
        )
    return summaries


def seat_win_rates(results: Sequence[GameResult], seats: int) -> list[float]:
    """Share of the finished games won by each seat index (fractional for shared wins)."""
    finished = [r for r in results if r.error is None]
    wins = [0.0] * seats
    for r in finished:
        for s in r.winners:
            wins[s] += 1 / len(r.winners)
    return [w / len(finished) if finished else 0.0 for w in wins]


#: The ``ended_by`` key under which :func:`ended_by_counts` counts games that do not say.
ENDED_BY_UNSPECIFIED = "none"


def ended_by_counts(results: Sequence[GameResult]) -> dict[str, int]:
    """How many finished games ended by each :attr:`GameResult.ended_by` value, most frequent
    first (ties by key); games whose outcome gives none count under
    :data:`ENDED_BY_UNSPECIFIED`. Errored games are left out."""
    counts = Counter(
        r.ended_by if r.ended_by is not None else ENDED_BY_UNSPECIFIED
        for r in results
        if r.error is None
    )
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def error_groups(results: Sequence[GameResult]) -> list[dict[str, Any]]:
    """Errors grouped by kind, level, summary and place, most frequent first; each group has
    ``count``, the games it happened in and the first traceback."""
    groups: dict[tuple[str, str | None, str, str], dict[str, Any]] = {}
    for r in results:
        e = r.error
        if e is None:
            continue
        key = (e.kind, e.level, e.summary.splitlines()[0] if e.summary else "", e.where)
        group = groups.setdefault(
            key,
            {
                "kind": e.kind,
                "level": e.level,
                "summary": key[2],
                "where": e.where,
                "count": 0,
                "games": [],
                "traceback": e.traceback,
            },
        )
        group["count"] += 1
        group["games"].append({"game": e.game, "seed": e.seed, "seat": e.seat})
    return sorted(groups.values(), key=lambda g: -int(g["count"]))


def run_arena(
    game_id: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    *,
    budget_s: float = 1.0,
    options: Any = None,
    record: Path | None = None,
    ai_factory: AIFactory | None = None,
    progress: Callable[[int], None] | None = None,
    iterations: int | None = None,
    workers: int | None = None,
    first: int = 0,
) -> list[GameResult]:
    """Play ``games`` games (see the module docstring); with ``record``, save each one there as
    ``game-<index>-<seed>.farmhouse`` (``…-error.farmhouse`` when it failed). ``progress`` is
    called with the number of games played so far. ``first`` skips the run's games before
    that index (0 ≤ first < games), so that a stopped run resumes where it stopped: the games
    played are the same, with the same indexes, seeds and seats, as in the whole run.
    ValueError for another ``first``.

    Without ``ai_factory`` the players come from :func:`~farmhouse.core.ai.make_ai`; when a
    level is ``hard``, one :class:`SearchPool` of ``workers`` processes (``None``: one per
    CPU) serves every hard seat of the run and is closed at the end, and ``iterations`` fixes
    each hard decision's iterations. A given ``ai_factory`` is used as it is."""
    if not 0 <= first < games:
        raise ValueError(f"first game {first} is not one of the run's {games} games")
    if ai_factory is not None or "hard" not in levels:
        factory = ai_factory if ai_factory is not None else make_ai
        return _run_games(
            game_id, levels, games, seed, budget_s, options, record, factory, progress, first
        )
    with SearchPool(workers) as pool:
        pool.preload(game_id)  # the workers import the game while the first moves are made

        def with_pool(game: str, level: str, ai_seed: int) -> AIPlayer:
            return make_ai(game, level, ai_seed, iterations=iterations, pool=pool)

        return _run_games(
            game_id, levels, games, seed, budget_s, options, record, with_pool, progress, first
        )


def _run_games(
    game_id: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    budget_s: float,
    options: Any,
    record: Path | None,
    ai_factory: AIFactory,
    progress: Callable[[int], None] | None,
    first: int,
) -> list[GameResult]:
    results = []
    for index, game_seed in enumerate(game_seeds(seed, games)):
        if index < first:
            continue
        result = play_game(
            game_id,
            seat_levels(levels, index),
            game_seed,
            index=index,
            budget_s=budget_s,
            options=options,
            ai_factory=ai_factory,
        )
        results.append(result)
        if record is not None:
            tag = "-error" if result.error is not None else ""
            saves.save_match(result.match, record / f"game-{index:04d}-{game_seed}{tag}.farmhouse")
        if progress is not None:
            progress(index + 1 - first)
    return results


def report(
    game_id: str,
    levels: Sequence[str],
    seed: int,
    budget_s: float,
    results: Sequence[GameResult],
    elapsed_s: float,
    *,
    iterations: int | None = None,
    workers: int | None = None,
) -> dict[str, Any]:
    """The JSON-compatible report of a run (what ``--json`` prints). ``iterations`` and
    ``workers`` are reported as given (``workers`` None when no pool ran)."""
    finished = sum(r.error is None for r in results)
    return {
        "game": game_id,
        "seats": list(levels),
        "seed": seed,
        "budget_s": budget_s,
        "iterations": iterations,
        "workers": workers,
        "games": len(results),
        "finished_games": finished,
        "elapsed_s": round(elapsed_s, 3),
        "games_per_s": round(len(results) / elapsed_s, 3) if elapsed_s > 0 else None,
        "levels": {
            s.level: {k: v for k, v in attrs.asdict(s).items() if k != "level"}
            for s in summarise(levels, results)
        },
        "seat_win_rates": seat_win_rates(results, len(levels)),
        "seat_win_intervals": [
            list(wilson_interval(rate * finished, finished))
            for rate in seat_win_rates(results, len(levels))
        ],
        "avg_moves": statistics.fmean(r.moves for r in results) if results else 0.0,
        "ended_by": ended_by_counts(results),
        "errors": sum(r.error is not None for r in results),
        "error_groups": error_groups(results),
    }


def format_report(data: dict[str, Any]) -> str:
    """The human-readable text of a :func:`report`."""
    search = ""
    if data.get("iterations") is not None:
        search += f", {data['iterations']} iterations per hard decision"
    if data.get("workers") is not None:
        search += f", {data['workers']} search workers"
    lines = [
        f"Arena: {data['game']}, seats {','.join(data['seats'])}, {data['games']} games, "
        f"seed {data['seed']}, budget {data['budget_s']} s{search}",
        "",
        f"{'level':<10}{'seats':>6}{'win rate':>10}{'95% interval':>16}{'wins':>9}"
        f"{'avg score':>11}{'decisions':>11}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}",
    ]
    for level, s in data["levels"].items():
        interval = f"{s['win_low']:.1%}–{s['win_high']:.1%}"
        lines.append(
            f"{level:<10}{s['seats']:>6}{s['win_rate']:>10.1%}{interval:>16}{s['wins']:>9.1f}"
            f"{s['avg_score']:>11.2f}{s['decisions']:>11}{s['p50_ms']:>9.2f}{s['p95_ms']:>9.2f}"
            f"{s['max_ms']:>9.2f}"
        )
    intervals = data.get("seat_win_intervals") or [None] * len(data["seat_win_rates"])
    searching = [
        f"{level} {s['iterations_p50']:.0f}"
        for level, s in data["levels"].items()
        if s.get("iterations_p50")
    ]
    if searching:
        lines.append("search iterations per decision (median): " + ", ".join(searching))
    rates = "  ".join(
        f"{i}: {r:.1%}" + (f" ({iv[0]:.1%}–{iv[1]:.1%})" if iv else "")
        for i, (r, iv) in enumerate(zip(data["seat_win_rates"], intervals, strict=True))
    )
    lines += [
        "",
        f"win rate per seat: {rates}",
        f"average moves per game: {data['avg_moves']:.1f}",
    ]
    ended = data.get("ended_by", {})
    if any(key != ENDED_BY_UNSPECIFIED for key in ended):
        lines.append("ended by: " + ", ".join(f"{key} {count}" for key, count in ended.items()))
    lines += [
        f"{data['games']} games in {data['elapsed_s']:.1f} s "
        f"({data['games_per_s'] or 0:.2f} games/s), {data['errors']} error(s)",
    ]
    for g in data["error_groups"]:
        first = g["games"][0]
        lines += [
            "",
            f"{g['count']}x {g['kind']} [{g['level'] or '-'}] {g['summary']}"
            + (f" at {g['where']}" if g["where"] else ""),
            f"  first in game {first['game']} (seed {first['seed']}, seat {first['seat']})",
        ]
        lines += [f"  {t}" for t in g["traceback"].rstrip().splitlines()[-8:]]
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m farmhouse.arena",
        description="Play AI-only games with rotated seats and report win rates and timings.",
    )
    p.add_argument("--game", default="black_sheep", help="game id (default: black_sheep)")
    p.add_argument(
        "--seats", required=True, help="comma-separated AI level per seat, e.g. normal,easy"
    )
    p.add_argument("--games", type=int, default=100, help="number of games (default: 100)")
    p.add_argument("--seed", type=int, default=1, help="run seed (default: 1)")
    p.add_argument(
        "--budget", type=float, default=1.0, help="thinking time per decision in s (default: 1)"
    )
    p.add_argument("--options", help="rule options as a JSON object, e.g. '{\"task_cards\": true}'")
    p.add_argument("--record", type=Path, metavar="DIR", help="save every game here")
    p.add_argument(
        "--first",
        type=int,
        default=0,
        metavar="INDEX",
        help="start at this game of the run, to resume a stopped run (default: 0)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--iterations",
        type=int,
        metavar="N",
        help="search iterations per hard decision instead of the time budget (reproducible)",
    )
    p.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="search worker processes for hard seats (default: one per CPU)",
    )
    return p


def main(argv: Sequence[str] | None = None, ai_factory: AIFactory | None = None) -> int:
    """Run the arena command line; returns 0, 1 when any game had an error, 2 for bad
    arguments. ``ai_factory`` replaces :func:`~farmhouse.core.ai.make_ai` (tests)."""
    parser = _parser()
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        game = registry.get_game(args.game)
    except registry.UnknownGame:
        parser.error(f"unknown or unplayable game {args.game!r}")
    if len(levels) not in game.player_counts:
        parser.error(
            f"{args.game} needs {game.player_counts.start}-{game.player_counts.stop - 1} seats"
        )
    if args.games < 1 or args.budget <= 0:
        parser.error("--games must be at least 1 and --budget positive")
    if not 0 <= args.first < args.games:
        parser.error("--first must be at least 0 and less than --games")
    if args.iterations is not None and args.iterations < 1:
        parser.error("--iterations must be at least 1")
    if args.workers is not None and args.workers < 1:
        parser.error("--workers must be at least 1")
    options = None
    if args.options:
        try:
            options = serial.structure(json.loads(args.options), game.Options)
        except Exception as err:
            parser.error(f"bad --options: {err}")
    for level in dict.fromkeys(levels):
        try:
            (ai_factory or make_ai)(args.game, level, 0)
        except (ValueError, ImportError) as err:
            parser.error(str(err))
    start = time.perf_counter()
    try:
        results = run_arena(
            args.game,
            levels,
            args.games,
            args.seed,
            budget_s=args.budget,
            options=options,
            record=args.record,
            ai_factory=ai_factory,
            iterations=args.iterations,
            workers=args.workers,
            first=args.first,
        )
    except OSError as err:
        print(f"arena: cannot record games: {err}", file=sys.stderr)
        return 2
    pooled = ai_factory is None and "hard" in levels
    data = report(
        args.game,
        levels,
        args.seed,
        args.budget,
        results,
        time.perf_counter() - start,
        iterations=args.iterations,
        workers=(args.workers or cpu_count()) if pooled else None,
    )
    print(json.dumps(data) if args.json else format_report(data))
    return 1 if data["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
