"""The replay PAGE stepped to the end (issue 20): the core's stepping plus the board and panel.

For each game, the long game of :mod:`benchmarks.replay` (most players, ``easy`` AIs, at
least 300 actions where a seed gives one) is opened on a :class:`ReplayPage` with the game's
own board at 1280 × 720 (offscreen), from seat 0's view, at the AI speed "instant" (no
animation). Then, in rounds that interleave the cases, in CPU time of this process
(``time.process_time``):

- **page forward**: from position 0 (shown once, uncounted) every later position one by one
  to the end with :meth:`ReplayPage.step` (the board's ``show_view``, its recent panel, the
  log's marked line, the position label, the slider: what a Right key press does);
- **page forward + paint**: the same, and the window painted after each step
  (``QWidget.repaint``: what the player sees);
- **page backward**: from the end back to 0, one step at a time (Left), no paint;
- **page jump to the end**: End from position 0 of a new timeline, painted (the whole game
  replayed to its last step and drawn once: the issue's "to its last step");
- **page forward, everything shown**: as "page forward", watched with everything shown (the
  board, and under it every seat's holdings drawn by a board per seat:
  :mod:`farmhouse.app.replay_holdings`), no paint of the window, the steps made in one
  event-loop turn as the queued repeats of a held arrow key come (the strip drawn for the
  first and, :meth:`ReplayPage.flush_holdings`, the last), and End from the start so
  watched, painted;
- **page forward, everything shown, each step drawn**: the same with the strip drawn for
  every step (as when each step comes in its own event-loop turn: steps no faster than the
  strip is drawn; every step was drawn so before the strip's redraws were coalesced);
- reference **core forward**: a new :class:`Timeline`'s seat-0 view and events at each
  position to the end, as ``benchmarks.replay`` times them (the part of a step that is
  not the page).

Medians of the rounds, the page's figures as ratios to the core's in the same round's median,
and per step (CPU ms per step). Run: ``python -m benchmarks.replay_page [game_id ...]``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from typing import Any

from benchmarks import replay
from farmhouse.core.replay import EVERYTHING, Timeline

ROUNDS = 3
SIZE = (1280, 720)


def measure(game_id: str, players: int) -> dict[str, Any]:
    """The figures above for ``game_id`` at ``players`` seats (CPU ms, medians)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.board import paint_on_one_thread
    from farmhouse.app.game_ui import load_game_ui
    from farmhouse.app.replay_page import ReplayPage

    if QApplication.instance() is None:
        paint_on_one_thread()
        QApplication([])
    match = replay.long_game(game_id, players)
    n = len(match.actions)
    ui = load_game_ui(game_id)
    page = ReplayPage()
    page.resize(*SIZE)
    page.show()
    page.set_speed(0, 0.0)
    page.open(Timeline.from_match(match), ui, ui.create_board(None), viewer=0)
    QApplication.processEvents()
    times: dict[str, list[float]] = {
        "core": [],
        "page": [],
        "page_paint": [],
        "back": [],
        "jump": [],
        "all": [],
        "all_each": [],
        "jump_all": [],
    }

    def cpu(work: Any) -> float:
        start = time.process_time()
        work()
        return (time.process_time() - start) * 1000

    def forward(paint: bool) -> None:
        for _ in range(n):
            page.step(1)
            if paint:
                page.repaint()

    def backward() -> None:
        for _ in range(n):
            page.step(-1)

    def core() -> None:
        timeline = Timeline.from_match(match)
        timeline.view_at(0, 0)
        for p in range(1, n + 1):
            timeline.view_at(p, 0)
            timeline.events_at(p, 0)

    for _ in range(ROUNDS):
        times["core"].append(cpu(core))
        # each page run starts from a new timeline (nothing of the last run kept)
        page.open(Timeline.from_match(match), ui, page.board, viewer=0, position=0)
        QApplication.processEvents()
        times["page"].append(cpu(lambda: forward(False)))
        times["back"].append(cpu(backward))
        page.open(Timeline.from_match(match), ui, page.board, viewer=0, position=0)
        QApplication.processEvents()
        times["page_paint"].append(cpu(lambda: forward(True)))
        assert page.position == n
        page.open(Timeline.from_match(match), ui, page.board, viewer=0, position=0)
        QApplication.processEvents()
        times["jump"].append(cpu(lambda: (page.to_end(), page.repaint())))
        assert page.position == n
        page.open(Timeline.from_match(match), ui, page.board, viewer=EVERYTHING, position=0)
        QApplication.processEvents()
        times["all"].append(cpu(lambda: (forward(False), page.flush_holdings())))
        assert page.holdings.boards[0].view == page.timeline.view_at(n, 0)  # (the last, exact)
        page.open(Timeline.from_match(match), ui, page.board, viewer=EVERYTHING, position=0)
        QApplication.processEvents()

        def each() -> None:
            for _ in range(n):
                page.step(1)
                page.flush_holdings()

        times["all_each"].append(cpu(each))
        page.open(Timeline.from_match(match), ui, page.board, viewer=EVERYTHING, position=0)
        QApplication.processEvents()
        times["jump_all"].append(cpu(lambda: (page.to_end(), page.repaint())))
    page.close()
    med = {k: round(statistics.median(v), 1) for k, v in times.items()}
    return {
        "game": game_id,
        "players": players,
        "actions": n,
        "rounds": ROUNDS,
        "ms": med,
        "page_per_core": round(med["page"] / med["core"], 1),
        "page_paint_per_core": round(med["page_paint"] / med["core"], 1),
        "back_per_forward": round(med["back"] / med["page"], 2),
        "page_ms_per_step": round(med["page"] / n, 2),
        "page_paint_ms_per_step": round(med["page_paint"] / n, 2),
        "all_per_page": round(med["all"] / med["page"], 1),
        "all_ms_per_step": round(med["all"] / n, 2),
        "all_each_per_page": round(med["all_each"] / med["page"], 1),
        "all_each_ms_per_step": round(med["all_each"] / n, 2),
    }


def print_text(r: dict[str, Any]) -> None:
    """The figures of :func:`measure` as text lines."""
    ms = r["ms"]
    print(
        f"  replay page ({r['players']} players, {r['actions']} actions, seat 0, 1280x720, CPU ms,"
        f" median of {r['rounds']}): to the end one step at a time {ms['page']:.0f} "
        f"({r['page_ms_per_step']:.2f} per step), with a paint per step {ms['page_paint']:.0f} "
        f"({r['page_paint_ms_per_step']:.2f} per step), back to the start {ms['back']:.0f} "
        f"(backward / forward x{r['back_per_forward']:.2f}), End from the start "
        f"{ms['jump']:.1f} (painted)"
    )
    print(
        f"    against the same run's core stepping (views and events to the end) "
        f"{ms['core']:.1f}: page x{r['page_per_core']:.1f}, page + paint "
        f"x{r['page_paint_per_core']:.1f}"
    )
    print(
        f"    everything shown (every seat's holdings under the board): to the end in one "
        f"event-loop turn {ms['all']:.0f} ({r['all_ms_per_step']:.2f} per step), "
        f"x{r['all_per_page']:.1f} the seat-0 page's; each step drawn {ms['all_each']:.0f} "
        f"({r['all_each_ms_per_step']:.2f} per step), x{r['all_each_per_page']:.1f}; End from "
        f"the start {ms['jump_all']:.1f} (painted)"
    )


def main(argv: list[str]) -> int:
    """Measure and print the games named in ``argv`` (default: every game)."""
    return replay.main(argv, measure, print_text)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
