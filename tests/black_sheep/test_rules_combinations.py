"""Combination evaluation and side ranking (Table 3.4, BS-5.3 to BS-5.5)."""

from __future__ import annotations

import itertools

import pytest

from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import (
    combination,
    combination_key,
    compare_sides,
    pasture_winner,
    rank_sides,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep

ALL_FIVES = list(itertools.combinations_with_replacement(ANIMALS, 5))


@pytest.mark.parametrize(
    ("cards", "strength", "combo", "types"),
    [
        ([B, B, B, B, B], 7, "five_of_a_kind", (B,)),
        ([K, H, K, K, K], 6, "four_of_a_kind", (K, H)),
        ([S, H, S, H, S], 5, "full_house", (S, H)),
        ([B, P, C, P, P], 4, "three_of_a_kind", (P, C, B)),
        ([K, S, K, S, H], 3, "two_pairs", (S, K, H)),
        ([B, K, C, B, P], 2, "one_pair", (B, C, P, K)),
        ([K, S, P, C, B], 1, "all_different", (C, P, S, K, B)),
    ],
)
def test_combination_categories_and_tiebreak_order(cards, strength, combo, types):
    result = combination(cards)
    assert (result.strength, result.id, result.types) == (strength, combo, types)
    assert result.key == (strength, tuple(a.rank for a in types))


def test_combination_needs_five_animals():
    with pytest.raises(ValueError):
        combination([H, H, H, H])
    with pytest.raises(ValueError):
        combination([H] * 6)


def test_every_multiset_is_classified_consistently():
    patterns = {
        1: [1, 1, 1, 1, 1],
        2: [2, 1, 1, 1],
        3: [2, 2, 1],
        4: [3, 1, 1],
        5: [3, 2],
        6: [4, 1],
        7: [5],
    }
    seen = set()
    for cards in ALL_FIVES:
        result = combination(cards)
        assert [cards.count(a) for a in result.types] == patterns[result.strength]
        assert set(result.types) == set(cards)
        assert combination(tuple(reversed(cards))) == result
        seen.add(result.strength)
    assert seen == set(range(1, 8))
    assert len(ALL_FIVES) == 252


def test_any_higher_category_beats_any_lower_one():
    by_strength: dict[int, list] = {}
    for cards in ALL_FIVES:
        by_strength.setdefault(combination(cards).strength, []).append(combination(cards).key)
    for lower in range(1, 7):
        assert max(by_strength[lower]) < min(by_strength[lower + 1])


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ([C, C, C, C, B], [P, P, P, P, H]),  # the four decides before the single
        ([C, C, C, C, P], [C, C, C, C, K]),  # then the single
        ([C, C, C, B, B], [P, P, P, H, H]),  # full house: three before pair
        ([P, P, P, H, K], [P, P, P, C, S]),  # three of a kind: highest single first
        ([P, P, P, H, B], [P, P, P, C, S]),
        ([H, H, B, B, K], [C, C, P, P, S]),  # two pairs: higher pair first (BS-EX-5)
        ([H, H, K, K, B], [H, H, B, B, S]),  # then the lower pair
        ([H, H, K, K, C], [H, H, K, K, B]),  # then the single
        ([K, K, H, B, S], [B, B, H, C, P]),  # one pair: the pair first
        ([K, K, H, P, B], [K, K, H, S, B]),  # then the singles high to low
        ([H, C, P, S, B], [H, C, P, K, B]),  # all different: high to low
    ],
)
def test_tiebreaks_within_a_category(better, worse):
    """BS-5.4: within a category the types in tie-break order decide, first difference first."""
    assert combination(better).strength == combination(worse).strength
    assert combination(better).key > combination(worse).key


def test_compare_sides_signs():
    figures = [C, C]
    assert compare_sides(figures, [C, H, H], [H, H, H]) == -1  # full house: cow vs horse three
    assert compare_sides(figures, [C, C, B], [H, H, H]) == 1  # four of a kind beats it
    assert compare_sides(figures, [H, P, S], [S, P, H]) == 0


def test_rank_sides_uses_completion_only_for_identical_combinations():
    figures = [C, C]
    sides = [[H, P, S], [S, H, P], [H, H, B]]
    assert rank_sides(figures, sides, [7, 3, 9]) == [2, 1, 0]
    assert rank_sides(figures, sides, [3, 7, 9]) == [2, 0, 1]
    assert pasture_winner(figures, sides[:2], [7, 3]) == 1
    # A missing completion number counts as latest.
    assert rank_sides(figures, sides[:2], [None, 5]) == [1, 0]
    assert rank_sides(figures, sides[:2]) == [0, 1]


def test_combination_key_matches_combination():
    for cards in ALL_FIVES[::7]:
        assert combination_key(cards) == combination(cards).key
