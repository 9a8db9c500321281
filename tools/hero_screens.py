"""What the hero screens (``black_sheep_hero_screen.py``, ``bye_bye_hero_screen.py``) share:
reading a variant's settings, their result files (one JSON line a finished game: at least
``i``, the game's index; ``hero``, the hero's seat; ``scores``; ``winners``), the hero's
wins with their Wilson 95% intervals, and the loop that plays a run of games into such a
file. Runs no Qt; not part of the app.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from farmhouse import arena

Record = dict[str, Any]


def number(text: str) -> Any:
    """A setting's value from its text: ``"3"`` → 3, ``"0.5"`` → 0.5, ``"none"`` → None,
    ``"3/0.5"`` → (3, 0.5), any other word → itself."""
    if text.lower() == "none":
        return None
    if "/" in text:
        return tuple(number(part) for part in text.split("/"))
    try:
        value = float(text)
    except ValueError:
        return text
    return int(value) if value.is_integer() and "." not in text else value


def load(path: str) -> dict[int, Record]:
    """The records of a result file by game index (a game written twice: the last)."""
    with open(path) as f:
        return {r["i"]: r for r in map(json.loads, f)}


def won(r: Record, seat: int | None = None) -> float:
    """1 if ``seat`` (default the hero) won the game alone, 1/k if k seats share the win,
    else 0."""
    seat = r["hero"] if seat is None else seat
    return 1.0 / len(r["winners"]) if seat in r["winners"] else 0.0


def rate(wins: float, games: int) -> str:
    """``"12/50 = 24.0% (14.3-37.4%)"``: wins of games with the Wilson 95% interval."""
    low, high = arena.wilson_interval(wins, games)
    return f"{wins:g}/{games} = {100 * wins / games:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)"


def paired(ref: dict[int, Record], run: dict[int, Record]) -> tuple[list[int], str]:
    """The games both runs have (sorted indexes) and a line comparing the hero's wins on
    them: wins of each and wins only one of them has ("" when they share no game)."""
    both = sorted(set(ref) & set(run))
    if not both:
        return both, ""
    a = sum(won(ref[i]) for i in both)
    b = sum(won(run[i]) for i in both)
    only_a = sum(1 for i in both if won(ref[i]) and not won(run[i]))
    only_b = sum(1 for i in both if won(run[i]) and not won(ref[i]))
    return both, f"wins {b:g} vs {a:g}, only it {only_b}, only the reference {only_a}"


def write_games(
    play: Callable[[int], Record], indexes: Sequence[int], out_path: str | None
) -> None:
    """Play the games ``indexes`` one by one (``play(index)`` → its record) and write each
    record as a JSON line as soon as it is finished, appended to ``out_path`` (standard
    output if None), so that a run stopped part way keeps its finished games."""
    out = open(out_path, "a") if out_path else sys.stdout  # noqa: SIM115
    try:
        for index in indexes:
            out.write(json.dumps(play(index)) + "\n")
            out.flush()
    finally:
        if out is not sys.stdout:
            out.close()


def parser(
    doc: str, *, games: int, seed: int, players: int, iterations: int
) -> argparse.ArgumentParser:
    """The screens' command line: a variant to play (or ``--compare`` FILE ...), ``--games``
    from ``--first``, the arena's ``--seed``, ``--players``, the search's ``--iterations``
    and ``--out`` (a result file to append to), with these defaults; a screen adds its own."""
    out = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    out.add_argument("variant", nargs="?")
    out.add_argument("--compare", nargs="+")
    out.add_argument("--games", type=int, default=games)
    out.add_argument("--first", type=int, default=0)
    out.add_argument("--seed", type=int, default=seed)
    out.add_argument("--players", type=int, default=players)
    out.add_argument("--iterations", type=int, default=iterations)
    out.add_argument("--out")
    return out
