"""benchmarks.arena_records: the figures of a run rebuilt from the games it saved."""

from __future__ import annotations

import pytest

from benchmarks import arena_records
from farmhouse import arena

from .test_arena import RandomAI, factory_with


class SometimesCrashingAI(RandomAI):
    """Crashes in the games where its seed is a multiple of 3 (its third decision)."""

    def choose(self, view, legal, budget_s, cancel):
        if self.seed % 3 == 0 and len(self.seen) >= 2:
            raise ZeroDivisionError("thinking too hard")
        return super().choose(view, legal, budget_s, cancel)


def test_records_give_the_arenas_own_figures(toy, tmp_path):
    results = arena.run_arena(
        "toy_dice",
        ["easy", "normal"],
        7,
        3,
        record=tmp_path,
        ai_factory=factory_with(easy=RandomAI, normal=SometimesCrashingAI),
    )
    errors = sum(r.error is not None for r in results)
    assert 0 < errors < 7  # both kinds of save are in the folder
    data = arena_records.summarise(tmp_path)
    assert data["game"] == "toy_dice"
    assert data["games"] == 7 - errors and data["errors"] == errors
    for s in arena.summarise(["easy", "normal"], results):
        got = data["levels"][s.level]
        assert got["seat_games"] == s.seat_games
        assert got["wins"] == pytest.approx(s.wins)
        assert (got["win_low"], got["win_high"]) == pytest.approx((s.win_low, s.win_high))
        assert got["avg_score"] == pytest.approx(s.avg_score)
    assert data["seat_win_rates"] == pytest.approx(arena.seat_win_rates(results, 2))
    finished = [r.index for r in results if r.error is None]
    assert data["indexes"] == arena_records._ranges(finished)


def test_ranges():
    assert arena_records._ranges([7, 0, 1, 2, 3, 9, 10]) == "0-3, 7, 9-10"
    assert arena_records._ranges([]) == ""


def test_a_missing_folder_is_refused(tmp_path, capsys):
    assert arena_records.main([str(tmp_path / "none")]) == 2
    assert arena_records.main([]) == 2
