"""Statistics (issue 20): opening the database and computing the Statistics page's figures
with :data:`GAMES` recorded games.

A database is filled with :data:`GAMES` games: one finished game of each registered game at
its most players (``easy`` AIs), recorded again and again under new match ids, with seats
taken from a pool of :data:`NAMES` people and AIs of every level, one finish time per hour.
Then, in :data:`ROUNDS` interleaved rounds, in CPU time of this process (medians):

- **open**: :meth:`Stats.open` of the file (the whole-file check, the schema check);
- **page**: what the page shows first: :meth:`Stats.players`, :meth:`Stats.game_ids`,
  :meth:`Stats.figures` (per game and every game, in one call), the list of games
  (:meth:`Stats.games`) and the first player's :meth:`Stats.results` (the chart);
- reference **raw read**: ``sqlite3.connect`` and one ``SELECT`` of every seat joined with
  its game, fetched (the least any page over these rows costs);
- reference **load a save**: :func:`farmhouse.core.saves.load_match` of one of the games
  (what opening one save costs).

open + page is printed as a ratio to both references. Recording the games is timed once
(CPU ms per game, in one :meth:`Stats.batch`). Run alone: ``python -m benchmarks.stats``.

**The page** (:func:`measure_page`, needs Qt; offscreen when there is no display): the
Statistics page itself (:class:`farmhouse.app.stats_page.StatsPage`) opened over the same
database, as the window opens it: made, shown at 1280 × 720, filled (its tables, the first
row's chart) and painted once (``grab``), in CPU time, median of :data:`ROUNDS` interleaved
rounds, against the start page (:class:`farmhouse.app.start_page.StartPage`, its cards'
covers from the cache, no saves) made, shown and painted the same way in the same run.
``python -m benchmarks.stats --page [N]``.
"""

from __future__ import annotations

import copy
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from farmhouse.core import registry, saves
from farmhouse.core.ai import LEVELS, CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.stats import Stats

#: Recorded games (the issue's figure).
GAMES = 1000
#: People whose names fill the seats.
NAMES = ("Ann", "Bob", "Chen", "Dai", "Emi", "Fumiko")
ROUNDS = 7


def finished_games() -> list[Match]:
    """One finished game of each registered game at its most players, by ``easy`` AIs."""
    matches = []
    for game_id in registry.game_ids():
        players = registry.get_game(game_id).player_counts.stop - 1
        match = Match.new(game_id, [Seat(None, "ai", "easy")] * players, None, 11)
        ais = [make_ai(game_id, "easy", 11 + i) for i in range(players)]
        while not match.is_over:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            match.apply(
                ais[seat].choose(
                    view, list(match.game.legal_actions_in_view(view)), 1.0, CancelToken()
                )
            )
        matches.append(match)
    return matches


def fill(db: Stats, bases: list[Match], count: int) -> float:
    """Record ``count`` games made from ``bases`` (new ids and seats); CPU ms per game."""
    start_day = datetime(2026, 1, 1, tzinfo=UTC)
    start = time.process_time()
    with db.batch():
        record_many(db, bases, count, start_day)
    return (time.process_time() - start) * 1000 / count


def record_many(db: Stats, bases: list[Match], count: int, start_day: datetime) -> None:
    """Record ``count`` games made from ``bases``, finished one hour apart from ``start_day``."""
    for i in range(count):
        match = copy.copy(bases[i % len(bases)])
        seats = []
        for s in range(len(match.seats)):
            if (i + s) % 3 == 2:
                seats.append(Seat(None, "ai", LEVELS[(i + s) % len(LEVELS)]))
            else:
                seats.append(Seat(NAMES[(i * 7 + s * 5) % len(NAMES)]))
        match.seats = seats
        match.match_id = f"{i:032x}"
        db.record(
            match, f"game-{i}.farmhouse", finished_at=(start_day + timedelta(hours=i)).isoformat()
        )


def _cpu_ms(work: Callable[[], Any]) -> float:
    start = time.process_time()
    work()
    return (time.process_time() - start) * 1000


def _page(path: Path) -> None:
    with Stats.open(path) as db:
        players = db.players()
        db.game_ids()
        db.figures(per_game=True, totals=True)  # (the page's one question)
        db.games()
        db.results(players[0].id)


def _open(path: Path) -> None:
    Stats.open(path).close()


def _raw(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(
        "SELECT * FROM seats s JOIN games g ON g.id = s.game ORDER BY g.finished_at"
    ).fetchall()
    conn.close()


def measure(count: int = GAMES) -> dict[str, Any]:
    """The figures of the module docstring, as a dict."""
    bases = finished_games()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "statistics.sqlite3"
        save = Path(tmp) / "one.farmhouse"
        saves.save_match(bases[0], save)
        with Stats.open(path) as db:
            record_ms = fill(db, bases, count)
        cases: dict[str, Callable[[], Any]] = {
            "open": lambda: _open(path),
            "open_and_page": lambda: _page(path),
            "raw_read": lambda: _raw(path),
            "load_save": lambda: saves.load_match(save),
        }
        for work in cases.values():  # warm-up, untimed
            work()
        times: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(ROUNDS):
            for name, work in cases.items():
                times[name].append(_cpu_ms(work))
        size = path.stat().st_size
    med = {name: statistics.median(values) for name, values in times.items()}
    return {
        "games": count,
        "db_bytes": size,
        "record_ms_per_game": round(record_ms, 3),
        **{f"{name}_ms": round(value, 3) for name, value in med.items()},
        "page_vs_raw": round(med["open_and_page"] / med["raw_read"], 2) if med["raw_read"] else 0.0,
        "page_vs_load": round(med["open_and_page"] / med["load_save"], 2)
        if med["load_save"]
        else 0.0,
        "load_save_actions": len(bases[0].actions),
    }


def print_text(r: dict[str, Any]) -> None:
    """The figures as text lines."""
    print(
        f"  statistics, {r['games']} games ({r['db_bytes'] / 1024:.0f} KiB), CPU medians of "
        f"{ROUNDS}: open {r['open_ms']:.2f} ms, open + page figures {r['open_and_page_ms']:.2f} "
        f"ms = x{r['page_vs_raw']:.2f} a raw read of every seat ({r['raw_read_ms']:.2f} ms), "
        f"x{r['page_vs_load']:.2f} loading one save ({r['load_save_actions']} actions, "
        f"{r['load_save_ms']:.2f} ms); recording {r['record_ms_per_game']:.2f} CPU ms per game"
    )


def measure_page(count: int = GAMES) -> dict[str, Any]:
    """The Statistics page's open time with ``count`` recorded games (see the module
    docstring), as a dict: CPU medians in ms and their ratio."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["benchmark"])
    from farmhouse.app.settings import Settings
    from farmhouse.app.start_page import StartPage
    from farmhouse.app.stats_keeper import StatsKeeper
    from farmhouse.app.stats_page import StatsPage
    from farmhouse.app.style import apply_style, register_fonts

    apply_style(app, register_fonts(), "en")  # type: ignore[arg-type]
    bases = finished_games()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FARMHOUSE_DATA_DIR"] = tmp
        path = Path(tmp) / "statistics.sqlite3"
        with Stats.open(path) as db:
            fill(db, bases, count)
        settings = Settings()

        def show(widget: Any) -> None:
            widget.resize(1280, 720)
            widget.show()
            app.processEvents()
            widget.grab()
            widget.close()
            widget.deleteLater()
            app.processEvents()

        def page() -> None:
            keeper = StatsKeeper(path)
            keeper.started = True  # (no import: the database is complete)
            widget = StatsPage(keeper)
            widget.refresh()
            show(widget)
            keeper.shutdown()
            keeper.deleteLater()

        cases: dict[str, Callable[[], Any]] = {
            "stats_page": page,
            "start_page": lambda: show(StartPage(settings)),
        }
        for work in cases.values():  # warm-up (imports, the covers' cache), untimed
            work()
        times: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(ROUNDS):
            for name, work in cases.items():
                times[name].append(_cpu_ms(work))
    med = {name: statistics.median(values) for name, values in times.items()}
    return {
        "games": count,
        **{f"{name}_ms": round(value, 2) for name, value in med.items()},
        "page_vs_start": round(med["stats_page"] / med["start_page"], 2)
        if med["start_page"]
        else 0.0,
    }


def print_page(r: dict[str, Any]) -> None:
    """The page's figures as a text line."""
    print(
        f"  Statistics page, {r['games']} games, shown at 1280x720 and painted, CPU medians of "
        f"{ROUNDS}: {r['stats_page_ms']:.1f} ms = x{r['page_vs_start']:.2f} the start page "
        f"({r['start_page_ms']:.1f} ms)"
    )


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--page"]
    count = int(args[0]) if args else GAMES
    if "--page" in sys.argv[1:]:
        print_page(measure_page(count))
    else:
        print_text(measure(count))
