"""The pointer moving over a board's targets: what one hover move costs (issue 19).

    python -m benchmarks.hover                       # Bye-Bye 5 players, Black Sheep 4
    python -m benchmarks.hover black_sheep:4 --decisions 30

For a random game of ``players`` seats seen by seat 0 at 1280 × 720 (offscreen, AI speed
"instant"), at each of seat 0's first ``decisions`` decisions with at least
:data:`MIN_TARGETS` targets on the board, the pointer is moved from the centre of one bound
target's item to the next (every visible target in turn, in the choice model's order, then
back to the first): each move is one mouse-move event sent to the board and the event loop
run until Qt has repainted what changed. Reported per move, in CPU time of the process
(``time.process_time``; steady on a shared machine, unlike wall time): median and p95, and
the number of targets on the board. Then, in the same run, the lighting alone (no event, no
paint; :data:`LIGHT_ROUNDS` times over the same targets): the board's ``hover`` set to each
target in turn and, one move in two, the kit's ``hover_changed`` (what a pointer move
relights) or ``refresh_targets`` (every target lit anew, as before issue 19): mean CPU µs
of each. Whole moves of two trees are compared by running this file from each tree (its
root the working directory), in turn. Instructions per move: the
same run under ``valgrind --tool=callgrind`` (``--light-rounds 0 --steady``) with and without
``--no-moves`` (everything but the moves: the same games, views and paints), the difference
divided by the moves; give each tree a ``FARMHOUSE_DATA_DIR`` of its own, its kept pictures
made by one run without valgrind first (else the first run writes them and the second reads
them: the difference is then theirs).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from benchmarks.board import open_board, percentile, pointer_move
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng

SIZE = (1280, 720)
#: The fewest targets a measured decision has on the board.
MIN_TARGETS = 5
#: How often the lighting alone is timed over a decision's targets.
LIGHT_ROUNDS = 10


def measure(
    game_id: str,
    players: int,
    decisions: int = 20,
    seed: int = 3,
    moves: bool = True,
    light_rounds: int = LIGHT_ROUNDS,
) -> dict[str, Any]:
    """CPU ms per hover move over ``game_id``'s board with ``players`` seats (see the module
    docstring): ``moves`` (made, or planned without ``moves``), ``targets`` (the fewest and
    most on the board), ``cpu_p50_ms``, ``cpu_p95_ms``, ``cpu_mean_ms``, and the lighting
    alone, ``lighting_us`` (the kit's) and ``lighting_all_us`` (every target lit anew).
    ``moves`` False: everything but the hover moves (for an instruction count's baseline);
    ``light_rounds``: how often the lighting alone is timed (0: not, as under callgrind)."""
    from PySide6.QtCore import QPointF

    from farmhouse.app.board.svg import SVG_CACHE

    opened = open_board(game_id, SIZE)
    assert opened is not None, f"{game_id} has no board"
    app, board = opened
    rng = Rng.from_seed(seed)
    cpu: list[float] = []
    kit: list[float] = []  # the lighting of a hover move alone: the kit's hover_changed
    full: list[float] = []  # and every target lit anew (refresh_targets)
    targets: list[int] = []
    seen_decisions, g, planned = 0, 0, 0

    while seen_decisions < decisions and g < 50:
        g += 1
        match = Match.new(game_id, [Seat(f"P{i + 1}") for i in range(players)], None, seed + g)
        names = [s.name for s in match.seats]
        while not match.is_over and seen_decisions < decisions:
            events = match.apply(rng.choice(match.legal_actions()))
            if match.to_move != 0 or match.is_over:
                continue
            SVG_CACHE.warm()
            board.set_recent(match.since_last_decision(0, 0), 0)
            board.show_view(match.view(0), match.legal_actions(), events, names)
            app.processEvents()
            app.processEvents()
            bound = board.bound_targets()
            points, hovers = [], []
            for target in board.focus_order() + [t for t in bound if t not in board.pickable()]:
                item = bound.get(target)
                if item is None or not item.isVisible():
                    continue
                point = board.mapFromScene(item.sceneBoundingRect().center())
                if board.viewport().rect().contains(point):
                    points.append(QPointF(point))
                    hovers.append((str(target[0]), target))
            if len(points) < MIN_TARGETS:
                continue
            seen_decisions += 1
            targets.append(len(bound))
            planned += len(points) + 1
            for point in [*points, points[0]] if moves else []:
                began = time.process_time()
                pointer_move(board, point)
                app.processEvents()
                cpu.append((time.process_time() - began) * 1000)
            for k, hover in enumerate(hovers * light_rounds if moves else []):
                board.hover = hover  # (the lighting alone: the kit's way, or all targets)
                began = time.process_time()
                board.hover_changed() if k % 2 else board.refresh_targets()
                (kit if k % 2 else full).append((time.process_time() - began) * 1000)
            pointer_move(board, QPointF(2, 2))  # off every target before the next move is shown
            app.processEvents()
    board.close()
    board.deleteLater()
    app.processEvents()
    return {
        "moves": planned,
        "targets": f"{min(targets)}-{max(targets)}" if targets else "0",
        "cpu_p50_ms": round(statistics.median(cpu), 3) if cpu else 0.0,
        "cpu_p95_ms": round(percentile(cpu, 0.95), 3) if cpu else 0.0,
        "cpu_mean_ms": round(statistics.fmean(cpu), 3) if cpu else 0.0,
        "lighting_us": round(statistics.fmean(kit) * 1000, 1) if kit else 0.0,
        "lighting_all_us": round(statistics.fmean(full) * 1000, 1) if full else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    """Print the hover figures of each ``game:players`` given (default Bye-Bye 5, Black
    Sheep 4)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", default=["bye_bye_black_sheep:5", "black_sheep:4"])
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument(
        "--no-moves",
        action="store_true",
        help="all but the hover moves (run both under callgrind: the difference is theirs)",
    )
    parser.add_argument(
        "--light-rounds",
        type=int,
        default=LIGHT_ROUNDS,
        help="times the lighting alone is timed over each decision's targets (0: not)",
    )
    parser.add_argument(
        "--steady",
        action="store_true",
        help="every picture rendered at its own size and no idle work, whatever the clock "
        "(as benchmarks.instructions: for callgrind runs, some fifty times slower)",
    )
    args = parser.parse_args(argv)
    if args.steady:
        from farmhouse.app.board import svg

        svg.FRAME_RENDER_MS, svg.WARM_INTERVAL_MS = 10**9, 10**8
    for case in args.cases:
        game_id, players = case.split(":")
        r = measure(
            game_id,
            int(players),
            args.decisions,
            moves=not args.no_moves,
            light_rounds=args.light_rounds,
        )
        print(
            f"{game_id} {players}p: {r['moves']} hover moves over {r['targets']} targets: "
            f"CPU p50 {r['cpu_p50_ms']} ms, p95 {r['cpu_p95_ms']} ms, "
            f"mean {r['cpu_mean_ms']} ms; the lighting alone {r['lighting_us']} µs a move "
            f"(every target lit anew: {r['lighting_all_us']} µs)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
