"""Start-page figures: how long the page blocks the event loop while it lists many saves.

``python -m benchmarks.start_page [--saves N] [--autosaves N] [--rounds R]`` writes N saved
games (a mix of the four games, 30-180 moves each, or to the end) into a fresh data folder, plus autosaves,
after the real main window is open (offscreen), and then, R times, shows the start page as the app does
(``MainWindow.show_start``) and runs the event loop until every listed file is checked. Every
blocking step is timed: the call that shows the page, then every ``processEvents`` call (one
turn of the event loop). Reported per round: the longest single step, the first step, the
number of steps and the total time until the list is complete and checked, in milliseconds.
The longest step is also given in CPU time of the thread (on a busy machine a step's wall time
counts the waits for a core). Round 1 is the first visit; later rounds are coming back to the start page (nothing changed).
The longest step is also given for the steps until the list is complete (every header read:
"list") and for those of the full checks afterwards ("checks"). Before round 1 one save of each
game is opened, so that Python's first import of a game's modules (tens of milliseconds, once
per run of the app) is not counted; ``--cold`` counts it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: python benchmarks/start_page.py
    sys.path.insert(0, str(ROOT))

from farmhouse.core import saves  # noqa: E402
from farmhouse.core.game import Seat  # noqa: E402
from farmhouse.core.match import Match  # noqa: E402
from farmhouse.core.rng import Rng  # noqa: E402

GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]


def _match(game_id: str, moves: int, seed: int) -> Match:
    rng = Rng.from_seed(seed)
    match = Match.new(game_id, [Seat("Ann"), Seat("Bob"), Seat("Cy")], None, seed)
    while len(match.actions) < moves and not match.is_over:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply(rng.choice(legal or match.legal_actions()))
    return match


def write_saves(count: int, autosaves: int) -> None:
    """``count`` saves in the saves folder and ``autosaves`` in the autosave folder."""
    templates = [_match(GAMES[i % 4], 30 + 30 * (i % 6), i) for i in range(12)]
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        (folder / f"game {i:03}.farmhouse").write_text(
            saves.dumps(saves.match_to_data(templates[i % len(templates)])), encoding="utf-8"
        )
    for i in range(autosaves):
        match = templates[i % len(templates)]
        match.match_id = f"{i:032x}"
        path = saves.autosave_path(match.match_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(saves.dumps(saves.match_to_data(match)), encoding="utf-8")


def measure(
    count: int = 200, autosaves: int = 0, rounds: int = 3, cold: bool = False
) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FARMHOUSE_DATA_DIR"] = tmp
        from PySide6.QtWidgets import QApplication

        from farmhouse.app.i18n import Translations
        from farmhouse.app.main_window import MainWindow
        from farmhouse.app.settings import Settings

        app = QApplication.instance() or QApplication(["farmhouse-benchmarks"])
        translations = Translations()
        translations.set_language("en")
        window = MainWindow(Settings(), translations)
        window.resize(1280, 900)
        window.show()
        page = window.start_page
        app.processEvents()
        # the saves are written once the window is shown (its own listing found none), so
        # that round 1 is a first visit: nothing read or checked before
        write_saves(count, autosaves)
        if not cold:
            for i in range(len(GAMES)):
                saves.load_match(saves.saves_dir() / f"game {i:03}.farmhouse")
        results = []
        for _ in range(rounds):
            steps: list[float] = []
            cpu: list[float] = []  # the same steps in CPU time of this thread
            listing: list[float] = []  # the steps until every header is read
            begin = time.perf_counter()
            cpu_begin = time.thread_time()
            window.show_start()
            steps.append(time.perf_counter() - begin)
            cpu.append(time.thread_time() - cpu_begin)
            listing.append(steps[-1])
            while page.checking:
                loading = getattr(page, "loading", False)
                start = time.perf_counter()
                cpu_start = time.thread_time()
                app.processEvents()
                steps.append(time.perf_counter() - start)
                cpu.append(time.thread_time() - cpu_start)
                if loading:
                    listing.append(steps[-1])
            total = time.perf_counter() - begin
            checks = steps[len(listing) :] or [0.0]
            results.append(
                {
                    "longest_ms": round(max(steps) * 1000, 1),
                    "longest_cpu_ms": round(max(cpu) * 1000, 1),
                    "longest_list_ms": round(max(listing) * 1000, 1),
                    "list_steps": len(listing),
                    "list_ms": round(sum(listing) * 1000, 1),
                    "longest_check_ms": round(max(checks) * 1000, 1),
                    "first_ms": round(steps[0] * 1000, 1),
                    "steps": len(steps),
                    "total_ms": round(total * 1000, 1),
                    "rows": page.saved.count(),
                }
            )
        window.close()
        return {"saves": count, "autosaves": autosaves, "rounds": results}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200)
    parser.add_argument("--autosaves", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cold", action="store_true", help="count the games' first imports")
    args = parser.parse_args(argv)
    result = measure(args.saves, args.autosaves, args.rounds, args.cold)
    print(f"start page with {result['saves']} saves and {result['autosaves']} autosaves:")
    for i, r in enumerate(result["rounds"], 1):
        visit = "first visit" if i == 1 else "coming back"
        print(
            f"  round {i} ({visit}): longest step {r['longest_ms']} ms "
            f"(CPU {r['longest_cpu_ms']} ms), first step "
            f"{r['first_ms']} ms, {r['steps']} steps, total {r['total_ms']} ms, {r['rows']} rows"
        )
        print(
            f"    list complete after {r['list_steps']} steps ({r['list_ms']} ms blocking, "
            f"longest {r['longest_list_ms']} ms); checks: longest step {r['longest_check_ms']} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
