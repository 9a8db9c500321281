"""Win rates of an arena run from the games it saved (``--record DIR``), finished or not.

Usage::

    python -m benchmarks.arena_records DIR [DIR ...]

A full-size arena run on this shared 2-core machine can take hours; its ``--record`` folder
holds one save per finished game (``game-<index>-<seed>.farmhouse``, ``…-error.farmhouse``
for a failed one), so the games played so far give figures of their own. Each save is loaded
(replayed and checked, :func:`farmhouse.core.saves.load_match`); per level: seats, seat-games,
wins (a shared win counts 1/k), win rate with its Wilson 95% interval
(:func:`farmhouse.arena.wilson_interval`), average score; per seat index the win rate; the
game indexes present (so a partial run says which games it holds: the arena plays them in
order, seats rotated, seed fixed). Decision times are not in a save: only the arena's own
report has them. For Wooly Bully also the games with a scoring field (a seat's score above its
quit bonus, WB-9.2), the mean of the games' seat averages with a 95% interval (normal
approximation), and how a seat's average splits into quit bonuses (WB-7.1) and field points
(WB-9.2), also per level.
"""

from __future__ import annotations

import math
import re
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from farmhouse.arena import wilson_interval
from farmhouse.core import saves

_NAME = re.compile(r"game-(\d+)-(\d+)(-error)?\.farmhouse$")


def _ranges(indexes: Sequence[int]) -> str:
    """``0-3, 7`` for [0, 1, 2, 3, 7]."""
    out: list[str] = []
    for i in sorted(indexes):
        if out and int(out[-1].split("-")[-1]) == i - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{i}"
        else:
            out.append(str(i))
    return ", ".join(out)


def summarise(folder: Path) -> dict[str, Any]:
    """The figures of the saves in ``folder`` (see the module docstring)."""
    levels: dict[str, dict[str, float]] = {}
    seat_wins: list[float] = []
    indexes: list[int] = []
    errors: list[int] = []
    game_id = ""
    seat_averages: list[float] = []
    with_field = 0
    bonus_points = 0.0
    for path in sorted(folder.glob("game-*.farmhouse")):
        m = _NAME.search(path.name)
        if m is None:
            continue
        index = int(m.group(1))
        if m.group(3):
            errors.append(index)
            continue
        match = saves.load_match(path)
        outcome = match.outcome()
        if outcome is None:
            errors.append(index)
            continue
        game_id = match.game_id
        indexes.append(index)
        if len(seat_wins) < len(match.seats):
            seat_wins += [0.0] * (len(match.seats) - len(seat_wins))
        for s, seat in enumerate(match.seats):
            entry = levels.setdefault(
                str(seat.level), {"seat_games": 0, "wins": 0.0, "score": 0.0, "bonus": 0.0}
            )
            entry["seat_games"] += 1
            entry["score"] += outcome.scores[s]
            if s in outcome.winners:
                share = 1 / len(outcome.winners)
                entry["wins"] += share
                seat_wins[s] += share
        if game_id == "wooly_bully":
            from farmhouse.games.wooly_bully.data import QUIT_BONUS

            order = list(match.state.quit_order)
            bonus = QUIT_BONUS[len(match.seats)]
            bonuses = [bonus[order.index(s)] if s in order else 0 for s in range(len(match.seats))]
            fields = [outcome.scores[s] - bonuses[s] for s in range(len(match.seats))]
            with_field += any(f > 0 for f in fields)
            bonus_points += statistics.fmean(bonuses)
            for s, seat in enumerate(match.seats):
                levels[str(seat.level)]["bonus"] += bonuses[s]
            seat_averages.append(statistics.fmean(outcome.scores))
    games = len(indexes)
    out: dict[str, Any] = {
        "folder": str(folder),
        "game": game_id,
        "games": games,
        "indexes": _ranges(indexes),
        "errors": len(errors),
        "levels": {},
        "seat_win_rates": [w / games if games else 0.0 for w in seat_wins],
    }
    for level, e in levels.items():
        n = int(e["seat_games"])
        low, high = wilson_interval(e["wins"], n)
        out["levels"][level] = {
            "seat_games": n,
            "wins": e["wins"],
            "win_rate": e["wins"] / n if n else 0.0,
            "win_low": low,
            "win_high": high,
            "avg_score": e["score"] / n if n else 0.0,
            "avg_bonus": e["bonus"] / n if n else 0.0,
        }
    if seat_averages:
        mean = statistics.fmean(seat_averages)
        half = (
            1.96 * statistics.stdev(seat_averages) / math.sqrt(len(seat_averages))
            if len(seat_averages) > 1
            else math.inf
        )
        out["seat_average"] = (mean, mean - half, mean + half)
        out["scoring_field_games"] = with_field
        out["seat_bonus"] = bonus_points / len(seat_averages)
    return out


def format_summary(data: dict[str, Any]) -> str:
    """The text of :func:`summarise`'s figures."""
    lines = [
        f"{data['folder']}: {data['game']}, {data['games']} finished games "
        f"(indexes {data['indexes']}), {data['errors']} error(s)"
    ]
    for level, s in data["levels"].items():
        lines.append(
            f"  {level:<8} win rate {s['win_rate']:.1%} ({s['win_low']:.1%}-{s['win_high']:.1%}), "
            f"{s['wins']:.1f} of {s['seat_games']} seat-games, avg score {s['avg_score']:.2f}"
        )
    lines.append(
        "  win rate per seat: "
        + "  ".join(f"{i}: {r:.1%}" for i, r in enumerate(data["seat_win_rates"]))
    )
    if "seat_average" in data:
        mean, low, high = data["seat_average"]
        n = data["games"]
        lines.append(
            f"  a seat's average score {mean:.2f} ({low:.2f}-{high:.2f}); games with a scoring "
            f"field {data['scoring_field_games']} ({data['scoring_field_games'] / n:.1%})"
        )
        bonus = data["seat_bonus"]
        lines.append(
            f"  of a seat's average: quit bonuses {bonus:.2f}, fields {mean - bonus:.2f}; per "
            + ", ".join(
                f"{level} {s['avg_bonus']:.2f} + {s['avg_score'] - s['avg_bonus']:.2f}"
                for level, s in data["levels"].items()
            )
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures of each folder given; 2 when none is given or one is missing."""
    folders = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    if not folders:
        print("usage: python -m benchmarks.arena_records DIR [DIR ...]", file=sys.stderr)
        return 2
    for folder in folders:
        if not folder.is_dir():
            print(f"arena_records: no folder {folder}", file=sys.stderr)
            return 2
        print(format_summary(summarise(folder)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
