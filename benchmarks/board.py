"""Board figures for every game that has a board: how long a move takes on screen.

For a random game of the most players, seen by seat 0 at 1500 × 1000 (offscreen, AI speed
"instant"), each move is shown with ``board.show_view`` (the scene update, given what happened
since seat 0's last turn first with ``board.set_recent``, as the app does) and then painted
(the event loop runs until Qt has repainted what changed). Reported: median and p95 of the
update alone and of update + paint, in milliseconds, plus a full repaint of the final board.
Update + paint is also given in CPU time of the process (``time.process_time``): on a shared
machine wall time counts the waits for a core, CPU time only the work a move costs; the target
is one frame, CPU p95 <= 16 ms (:data:`FRAME_MS`).

Every move after the first is counted, over at least :data:`MIN_MOVES` moves (more games are
played until then: a p95 of a few dozen moves would be one slow move). The first show of the board (the whole board drawn
and painted for the first time: the opening, as when a game is started or a save opened) is
reported apart. Between two moves the board gets the pause a game has there (a player reads
the board; the AI waits for its speed setting): the benchmark runs the pictures the board
queued for idle time (:meth:`~farmhouse.app.board.svg.SvgCache.warm`) then, uncounted. Moves
that still rendered an SVG picture at a size not rendered before
(:attr:`~farmhouse.app.board.svg.SvgCache.renders`) are counted too and also reported apart
(their number and largest CPU time). The board is painted as the app paints it
(:func:`~farmhouse.app.board.paint_on_one_thread`, before the QApplication is made).
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng

SIZE = (1500, 1000)
#: One frame at 60 Hz: the target for a move's update + paint (CPU p95).
FRAME_MS = 16.0


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th quantile (0–1) of ``values``, the nearest rank (no interpolation)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))]


#: The fewest moves a measurement counts: a p95 of a few dozen moves is just one slow move.
MIN_MOVES = 250


def open_board(game_id: str, size: tuple[int, int] = SIZE) -> tuple[Any, Any] | None:
    """``(app, board)``: the QApplication (made if there is none, painting as the app does)
    and a new board of ``game_id`` shown offscreen at ``size`` pixels, AI speed instant;
    None if the game has no board."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.board import paint_on_one_thread
    from farmhouse.app.game_ui import game_ui_or_none

    paint_on_one_thread()  # as the app does (farmhouse.app.main.create_application)

    ui = game_ui_or_none(game_id)
    if ui is None or ui.create_board is None:
        return None
    app = QApplication.instance() or QApplication(["farmhouse-benchmarks"])
    board = ui.create_board(None)
    board.resize(*size)
    board.set_animation_speed(0.0)
    board.show()
    app.processEvents()
    return app, board


def pointer_move(board: Any, point: Any) -> None:
    """The pointer moved to viewport ``point`` (a QPoint or QPointF) over ``board``, no
    button held: the board's mouse-move handler, at once."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    at = QPointF(point)
    event = QMouseEvent(
        QMouseEvent.Type.MouseMove,
        at,
        board.viewport().mapToGlobal(at),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    board.mouseMoveEvent(event)


def measure(
    game_id: str, players: int, games: int = 2, seed: int = 7, min_moves: int = MIN_MOVES
) -> dict[str, Any] | None:
    """Board timings of ``game_id`` with ``players`` seats, or None if it has no board: at
    least ``games`` random games, and more until ``min_moves`` moves are counted (uniformly
    random Wooly Bully games end after a few moves)."""
    from farmhouse.app.board.svg import SVG_CACHE

    opened = open_board(game_id)
    if opened is None:
        return None
    app, board = opened
    rng = Rng.from_seed(seed)
    update: list[float] = []
    total: list[float] = []
    cpu: list[float] = []
    opening: list[float] = []  # update + paint CPU of each game's first show
    rendering: list[float] = []  # update + paint CPU of moves that rendered a picture anew
    g = 0
    while g < games or (len(cpu) < min_moves and g < 100 * games):
        g += 1
        match = Match.new(game_id, [Seat(f"P{i + 1}") for i in range(players)], None, seed + g - 1)
        names = [s.name for s in match.seats]
        shown_once = False
        while not match.is_over:
            events = match.apply(rng.choice(match.legal_actions()))
            legal = match.legal_actions() if match.to_move == 0 else []
            seen = [e for e in events if e.visible_to(0)]
            view = match.view(0)
            SVG_CACHE.warm()  # the pause between moves (see the module docstring)
            board.set_recent(match.since_last_decision(0, 0), 0)  # as the app: "Since your…"
            renders = SVG_CACHE.renders
            start, cpu_start = time.perf_counter(), time.process_time()
            board.show_view(view, legal, seen, names)
            shown = time.perf_counter()
            app.processEvents()
            app.processEvents()  # the repaint Qt scheduled, and the "animations done" signal
            done, cpu_done = time.perf_counter(), time.process_time()
            if not shown_once:
                shown_once = True
                opening.append((cpu_done - cpu_start) * 1000)
                continue
            if SVG_CACHE.renders != renders:
                rendering.append((cpu_done - cpu_start) * 1000)
            cpu.append((cpu_done - cpu_start) * 1000)
            update.append((shown - start) * 1000)
            total.append((done - start) * 1000)
    repaints = []
    for _ in range(20):
        start = time.perf_counter()
        board.viewport().repaint()
        repaints.append((time.perf_counter() - start) * 1000)
    board.close()
    board.deleteLater()
    app.processEvents()
    return {
        "players": players,
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "games": g,
        "moves": len(update),
        "update_p50_ms": round(statistics.median(update), 2),
        "update_p95_ms": round(percentile(update, 0.95), 2),
        "update_paint_p50_ms": round(statistics.median(total), 2),
        "update_paint_p95_ms": round(percentile(total, 0.95), 2),
        "update_paint_cpu_p50_ms": round(statistics.median(cpu), 2),
        "update_paint_cpu_p95_ms": round(percentile(cpu, 0.95), 2),
        "frame_ms": FRAME_MS,
        "opening_cpu_ms": round(max(opening), 2),
        "moves_rendering": len(rendering),
        "moves_rendering_cpu_max_ms": round(max(rendering), 2) if rendering else 0.0,
        "full_repaint_ms": round(statistics.median(repaints), 2),
    }


def print_text(result: dict[str, Any]) -> None:
    """One line of the text report."""
    print(
        f"  board ({result['players']} players, {result['size']}, {result['games']} games, "
        f"{result['moves']} moves): "
        f"update p50 {result['update_p50_ms']} ms, p95 {result['update_p95_ms']} ms; "
        f"update + paint p50 {result['update_paint_p50_ms']} ms, "
        f"p95 {result['update_paint_p95_ms']} ms wall; CPU p50 "
        f"{result['update_paint_cpu_p50_ms']} ms, p95 {result['update_paint_cpu_p95_ms']} ms "
        f"[{'PASS' if result['update_paint_cpu_p95_ms'] <= FRAME_MS else 'FAIL'} <= {FRAME_MS:g}]; "
        f"full repaint {result['full_repaint_ms']} ms; opening the board {result['opening_cpu_ms']} "
        f"ms CPU; moves that rendered a picture anew (counted above) "
        f"{result['moves_rendering']}, CPU max {result['moves_rendering_cpu_max_ms']} ms"
    )
