"""Replay stepping (issue 20): a long game's timeline stepped to its end and back.

For each game, a game of its most players played by ``easy`` AIs (the first of a few seeds
with at least :data:`TARGET_ACTIONS` actions, else the longest) is saved to a temporary
file; then, in rounds that interleave the cases, in CPU time of this process:

- **open**: :meth:`Timeline.from_save` (the save checked and replayed, as opening it to play);
- **first show**: the view and events of position 0 for seat 0;
- **forward**: every later position one by one, view and events for seat 0, to the end
  (the issue's target: under 100 ms for a 300-action game);
- **backward**: from the end (after one jump there) back to 0, one by one, the same;
- **jump to the end** and **to the middle** from a new timeline (the end is where the match
  stood: kept, no replay);
- reference **apply loop**: ``setup`` and the game's ``apply`` over the same actions (the
  least any replay costs), and **apply + view**: the same with seat 0's view and events per
  step (what a replay that kept nothing would cost walking forwards).

Then, once, each step's own CPU time: the slowest step forward, the first step back from the
end (it lays the checkpoints) and the slowest later step back (entering a block from its
end). Medians of the rounds; forward and backward are printed as ratios to the apply loop and
to apply + view, and backward to forward (the issue asks stepping back to be as fast).
Run alone: ``python -m benchmarks.replay [game_id ...]``.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from farmhouse.core import registry, saves
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.replay import Timeline

#: The game length the issue's target is stated for.
TARGET_ACTIONS = 300
#: The issue's target for stepping such a game to its end after the first show, in ms.
TARGET_MS = 100.0
ROUNDS = 7


def long_game(game_id: str, players: int, tries: int = 12) -> Match:
    """A finished game of ``easy`` AIs with at least :data:`TARGET_ACTIONS` actions (the
    first such seed) or else the longest of ``tries`` seeds."""
    best: Match | None = None
    for seed in range(tries):
        match = Match.new(game_id, [Seat(None, "ai", "easy")] * players, None, seed)
        ais = [make_ai(game_id, "easy", seed * 10 + i) for i in range(players)]
        while not match.is_over:
            seat = match.to_move
            assert seat is not None
            view = match.view(seat)
            legal = list(match.game.legal_actions_in_view(view))
            match.apply(ais[seat].choose(view, legal, 1.0, CancelToken()))
        if best is None or len(match.actions) > len(best.actions):
            best = match
        if len(match.actions) >= TARGET_ACTIONS:
            break
    assert best is not None
    return best


def _cpu_ms(work: Callable[..., Any], *args: Any) -> float:
    """CPU ms of this process for ``work(*args)``."""
    start = time.process_time()
    work(*args)
    return (time.process_time() - start) * 1000


def _show(timeline: Timeline, positions: range) -> None:
    """Seat 0's view and events at each of ``positions``, as a replay page shows them."""
    for p in positions:
        timeline.view_at(p, 0)
        timeline.events_at(p, 0)


def _step_times(timeline: Timeline, positions: range) -> list[float]:
    """CPU ms of each position's view and events (seat 0), one by one."""
    times = []
    for p in positions:
        start = time.process_time()
        timeline.view_at(p, 0)
        timeline.events_at(p, 0)
        times.append((time.process_time() - start) * 1000)
    return times


def _apply_loop(match: Match, with_view: bool) -> None:
    """The reference: the match replayed by ``setup`` and ``apply`` (``with_view``: and seat
    0's view and visible events after each action)."""
    game = match.game
    state = game.setup(len(match.seats), match.options, match.seed)
    for action in match.actions:
        state, events = game.apply(state, action)
        if with_view:
            game.view(state, 0)
            sum(e.visible_to(0) for e in events)


def measure(game_id: str, players: int) -> dict[str, Any]:
    """The figures above for ``game_id`` at ``players`` seats, in CPU ms (medians)."""
    match = long_game(game_id, players)
    n = len(match.actions)
    times: dict[str, list[float]] = {
        k: []
        for k in (
            "open",
            "first_show",
            "forward",
            "backward",
            "jump",
            "jump_middle",
            "apply",
            "apply_view",
        )
    }
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "replay.farmhouse"
        saves.save_match(match, path)
        for _ in range(ROUNDS):
            start = time.process_time()
            timeline = Timeline.from_save(path)
            times["open"].append((time.process_time() - start) * 1000)
            times["first_show"].append(_cpu_ms(_show, timeline, range(1)))
            times["forward"].append(_cpu_ms(_show, timeline, range(1, n + 1)))
            back = Timeline.from_save(path)
            back.view_at(n, 0)
            times["backward"].append(_cpu_ms(_show, back, range(n - 1, -1, -1)))
            times["jump"].append(_cpu_ms(Timeline.from_match(match).view_at, n, 0))
            times["jump_middle"].append(_cpu_ms(Timeline.from_match(match).view_at, n // 2, 0))

            times["apply"].append(_cpu_ms(_apply_loop, match, False))
            times["apply_view"].append(_cpu_ms(_apply_loop, match, True))
        steps_forward = _step_times(Timeline.from_save(path), range(n + 1))[1:]
        back = Timeline.from_save(path)
        back.view_at(n, 0)
        steps_back = _step_times(back, range(n - 1, -1, -1))
    med = {k: round(statistics.median(v), 3) for k, v in times.items()}
    return {
        "game": game_id,
        "players": players,
        "actions": n,
        "rounds": ROUNDS,
        "ms": med,
        "forward_per_apply_loop": round(med["forward"] / med["apply"], 2),
        "backward_per_apply_loop": round(med["backward"] / med["apply"], 2),
        "forward_per_apply_view": round(med["forward"] / med["apply_view"], 2),
        "backward_per_apply_view": round(med["backward"] / med["apply_view"], 2),
        "backward_per_forward": round(med["backward"] / med["forward"], 2),
        "forward_ms_per_300": round(med["forward"] * TARGET_ACTIONS / max(n, 1), 2),
        "slowest_step_forward_ms": round(max(steps_forward), 3),
        "first_step_back_ms": round(steps_back[0], 3),
        "slowest_later_step_back_ms": round(max(steps_back[1:]), 3),
    }


def print_text(r: dict[str, Any]) -> None:
    """The figures of :func:`measure` as text lines."""
    ms = r["ms"]
    verdict = "PASS" if r["forward_ms_per_300"] < TARGET_MS else "FAIL"
    print(
        f"  replay ({r['players']} players, {r['actions']} actions, CPU ms, median of "
        f"{r['rounds']}): open {ms['open']:.1f}, first show {ms['first_show']:.2f}, to the end "
        f"one step at a time {ms['forward']:.1f} ({r['forward_ms_per_300']:.1f} per 300 "
        f"actions: target < {TARGET_MS:.0f}, {verdict}), back to the start {ms['backward']:.1f}, "
        f"jump to the end {ms['jump']:.1f}, to the middle {ms['jump_middle']:.1f}"
    )
    print(
        f"    against the same run's apply loop {ms['apply']:.1f} / apply + view "
        f"{ms['apply_view']:.1f}: forward x{r['forward_per_apply_loop']:.2f} / "
        f"x{r['forward_per_apply_view']:.2f}, backward x{r['backward_per_apply_loop']:.2f} / "
        f"x{r['backward_per_apply_view']:.2f}; backward / forward x{r['backward_per_forward']:.2f}"
    )
    print(
        f"    single steps (one round): slowest forward {r['slowest_step_forward_ms']:.2f} ms; "
        f"first step back from the end {r['first_step_back_ms']:.2f} ms (lays the "
        f"checkpoints), slowest later one {r['slowest_later_step_back_ms']:.2f} ms"
    )


def main(
    argv: list[str],
    measure: Callable[[str, int], dict[str, Any]] = measure,
    print_text: Callable[[dict[str, Any]], None] = print_text,
) -> int:
    """Measure and print the games named in ``argv`` (default: every game) at their most
    players, with ``measure`` and ``print_text`` (this module's; the replay page's
    benchmark passes its own)."""
    for game_id in argv or registry.game_ids():
        game = registry.get_game(game_id)
        print(f"Farmhouse benchmarks: {game_id}")
        print_text(measure(game_id, game.player_counts.stop - 1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
