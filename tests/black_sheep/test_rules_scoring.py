"""Final scoring details beyond the worked examples (BS-8, BS-9, BS-10)."""

from __future__ import annotations

from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import final_outcome

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def test_scale_task_needs_at_least_one_figure_bs_10_3():
    outcome = final_outcome([[(H, 1)], [(H, 2)]], ["T03", "T01"])
    assert [p["tasks"] for p in outcome.breakdown] == [
        [["T01", 5], ["T03", 0]],
        [["T01", 5], ["T03", 0]],
    ]


def test_majority_needs_a_figure_and_sets_need_every_type_bs_8_2_8_3():
    """BS-8.2 and BS-8.3 (sets = smallest count over the six types), with BS-8.4 totals."""
    full_set = [(a, 1 if a is not B else -1) for a in ANIMALS]
    outcome = final_outcome([full_set * 2, full_set + [(H, 2)], []])
    first, second, third = outcome.breakdown
    assert first["sets"] == 2 and second["sets"] == 1 and third["sets"] == 0
    assert first["majorities"] == ["cow", "pig", "sheep", "chicken", "black_sheep"]
    assert second["majorities"] == [] and third["majorities"] == []
    assert first["total"] == 8 + 6 * 5 + 6 * 2
    assert second["total"] == 6 + 6 * 1
    assert outcome.ranking == ((0,), (1,), (2,))


def test_shared_win_bs_9_3():
    """BS-9.3: equal totals and equal figure counts share the win."""
    outcome = final_outcome([[(H, 3), (C, 1)], [(C, 3), (H, 1)], [(P, 1)]])
    assert outcome.scores == (4, 4, 7)
    outcome = final_outcome([[(H, 3), (C, 1)], [(C, 3), (H, 1)], [(P, 1), (S, 1)]])
    # Majority: pig and sheep to seat 2; horse and cow tied 1/1.
    assert outcome.scores == (4, 4, 14)
    tied = final_outcome([[(H, 3), (S, 1)], [(C, 3), (K, 1)]], ["T07", "T08"])
    assert tied.scores == (4, 4)
    assert tied.winners == (0, 1) and tied.tie_break == "bs.tiebreak.shared"
    assert tied.ranking == ((0, 1),)
