"""The worked examples BS-EX-1 to BS-EX-16 of shared/rules/black_sheep.md, one test each."""

from __future__ import annotations

from collections import Counter

import pytest

from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.black_sheep.data import ANIMALS
from farmhouse.games.black_sheep.rules import (
    GAME,
    Options,
    Pass,
    Play,
    State,
    combination,
    final_outcome,
    rank_sides,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, keys(events)
    return found[0]


def supply_counts(state: State) -> dict[str, int]:
    counts = Counter(state.figure_types[f] for f in state.supply)
    return {a.value: counts[a] for a in ANIMALS}


def corral_types(state: State, seat: int) -> list[str]:
    return sorted(state.figure_types[f].value for f in state.corrals[seat])


def test_BS_EX_1_legal_plays_and_moves(build):
    state = build(
        4,
        hands={0: [H, C, P]},
        figures={0: [K, K], 1: [K, K], 2: [K, K]},
        sides={1: {0: [S]}, 2: {0: [S, S, S]}},
    )
    legal = GAME.legal_actions(state)
    assert len(legal) == 15
    assert all(isinstance(a, Play) for a in legal)
    plays = {(a.pasture, a.cards) for a in legal}
    assert plays == {
        (0, (H,)), (0, (C,)), (0, (P,)),
        (0, (H, C)), (0, (H, P)), (0, (C, P)),
        (1, (H, C)), (1, (H, P)), (1, (C, P)),
    }  # fmt: skip
    singles = [a for a in legal if len(a.cards) == 1]
    assert len(singles) == 9
    for a in singles:
        assert {b.discard for b in singles if b.cards == a.cards} == {
            None,
            *({H, C, P} - {a.cards[0]}),
        }
    assert all(a.discard is None for a in legal if len(a.cards) == 2)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(1, (H,)))
    assert err.value.reason == "bs.illegal.wrong_card_count"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(0, (H, C), P))
    assert err.value.reason == "bs.illegal.discard_after_two"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(2, (H,)))
    assert err.value.reason == "bs.illegal.side_full"


def test_BS_EX_2_discard_draw_reshuffle(build):
    """BS-EX-2. Also checks BS-4.2 (seat 1 draws back up to 3 cards)."""
    drawn = set()
    for seed in range(12):
        state = build(
            4,
            hands={1: [C, P, S]},
            figures={0: [H, H]},
            deck=[H],
            discard=[K, K],
            to_move=1,
            seed=seed,
        )
        after, events = GAME.apply(state, Play(0, (S,), P))
        hand = after.hands[1]
        assert len(hand) == 3 and hand[:2] == [H, C]
        drawn.add(hand[2])
        assert len(after.deck) == 2 and after.discard == []
        assert Counter([hand[2], *after.deck]) == Counter([K, K, P])
        assert only(events, "bs.reshuffled").params == {"count": 3}
        assert "bs.scored" not in keys(events)
        assert after.pastures[0].sides[1] == [S]
        assert after.to_move == 2
        drew = [e for e in events if e.key == "bs.drew"]
        assert [e.params["cards"] for e in drew] == [["horse"], [hand[2].value]]
        assert all(e.private_to == 1 for e in drew)
        assert keys(events).index("bs.reshuffled") > keys(events).index("bs.drew")
    assert drawn == {K, P}


def test_BS_EX_3_three_player_scoring(build):
    """BS-EX-3. Also checks BS-5.2 (each combination is the two figures plus the side) and
    BS-5.7 (before the trigger the scored pasture is refilled)."""
    state = build(
        3,
        hands={2: [H, P, P]},
        figures={1: [C, S]},
        sides={1: {0: [C, C, H], 1: [S, S, C], 2: [C, S]}},
        deck=[K, H, P],
        to_move=2,
    )
    after, events = GAME.apply(state, Play(1, (H,)))
    scored = only(events, "bs.scored").params
    combos = {c["seat"]: (c["combo"], c["types"]) for c in scored["combos"]}
    assert combos == {
        0: ("three_of_a_kind", ["cow", "horse", "sheep"]),
        1: ("full_house", ["sheep", "cow"]),
        2: ("two_pairs", ["cow", "sheep", "horse"]),
    }
    assert scored["winner"] == 1 and scored["cards_discarded"] == 9
    assert corral_types(after, 1) == ["cow", "sheep"]
    assert after.discard == [C, C, H, S, S, C, C, S, H, H, P]  # 9 side cards, then the flips
    pasture = after.pastures[1]
    assert pasture.active and sorted(after.figure_types[f].value for f in pasture.figures) == [
        "horse",
        "pig",
    ]
    assert pasture.sides == [[], [], []] and pasture.completion == [None, None, None]
    assert after.hands[2] == [P, P, K]
    assert after.to_move == 1


def test_BS_EX_4_singles_decide_not_completion(build):
    """BS-EX-4. Also checks BS-5.4 (the singles decide equal three-of-a-kinds)."""
    state = build(
        2,
        hands={0: [P, H, H]},
        figures={0: [C, H]},
        sides={0: {0: [C, C], 1: [C, C, B]}},
        completion={(0, 1): 4},
        deck=[K, S, S],
    )
    state.completion_counter = 5
    after, events = GAME.apply(state, Play(0, (P,)))
    assert only(events, "bs.side_completed").params["completion"] == 6
    scored = only(events, "bs.scored").params
    assert [(c["combo"], c["types"]) for c in scored["combos"]] == [
        ("three_of_a_kind", ["cow", "horse", "pig"]),
        ("three_of_a_kind", ["cow", "horse", "black_sheep"]),
    ]
    assert scored["winner"] == 0 and after.to_move == 0


def test_BS_EX_5_higher_pair_decides(build):
    """BS-EX-5. Also checks BS-5.4 (the higher pair is compared first)."""
    figures = [H, P]
    assert combination([*figures, H, B, B]).types == (H, B, P)
    assert combination([*figures, P, C, C]).types == (C, P, H)
    assert rank_sides(figures, [[H, B, B], [P, C, C]], [2, 1]) == [0, 1]
    state = build(
        2,
        hands={1: [C, K, K]},
        figures={2: figures},
        sides={2: {0: [H, B, B], 1: [P, C]}},
        deck=[K, S, S],
        to_move=1,
    )
    after, events = GAME.apply(state, Play(2, (C,)))
    scored = only(events, "bs.scored").params
    assert [c["combo"] for c in scored["combos"]] == ["two_pairs", "two_pairs"]
    assert scored["winner"] == 0 and after.to_move == 0


def test_BS_EX_6_identical_combinations_lowest_completion(build):
    state = build(
        2,
        hands={1: [P, K, K]},
        figures={0: [C, C]},
        sides={0: {0: [H, P, S], 1: [S, H]}},
        completion={(0, 0): 7},
        deck=[K, S, S],
        to_move=1,
    )
    state.completion_counter = 8
    after, events = GAME.apply(state, Play(0, (P,)))
    assert only(events, "bs.side_completed").params["completion"] == 9
    scored = only(events, "bs.scored").params
    assert [(c["combo"], c["types"], c["completion"]) for c in scored["combos"]] == [
        ("one_pair", ["cow", "horse", "pig", "sheep"], 7),
        ("one_pair", ["cow", "horse", "pig", "sheep"], 9),
    ]
    assert scored["winner"] == 0
    assert corral_types(after, 0) == ["cow", "cow"]
    assert after.to_move == 0
    assert only(events, "bs.next").params == {"seat": 0, "reason": "pasture_winner"}


def test_BS_EX_7_four_player_ranking():
    figures = [S, S]
    sides = [[S, S, B], [H, H, H], [S, H, C], [B, B, B]]
    assert [combination([*figures, *side])[:2] for side in sides] == [
        (6, "four_of_a_kind"),
        (5, "full_house"),
        (4, "three_of_a_kind"),
        (5, "full_house"),
    ]
    assert combination([*figures, *sides[0]]).types == (S, B)
    assert combination([*figures, *sides[1]]).types == (H, S)
    assert combination([*figures, *sides[2]]).types == (S, H, C)
    assert combination([*figures, *sides[3]]).types == (B, S)
    assert rank_sides(figures, sides, [4, 3, 2, 1]) == [0, 1, 3, 2]


def _refill_state(build, supply, refill_deck):
    """Seat 0 completes pasture I and wins it (five black sheep); the deck after its draw is
    ``refill_deck``."""
    return build(
        2,
        hands={0: [B, K, K]},
        figures={0: [B, B]},
        sides={0: {0: [B, B], 1: [H, C, P]}},
        supply=supply,
        deck=[K, *refill_deck],
        discard=[S],
    )


def test_BS_EX_8_refill_with_search(build):
    state = _refill_state(build, {C: 1, P: 1, K: 2, B: 3}, [K, H, H, S, P, C])
    after, events = GAME.apply(state, Play(0, (B,)))
    assert only(events, "bs.scored").params["winner"] == 0
    pasture = after.pastures[0]
    assert pasture.active
    assert [after.figure_types[f] for f in pasture.figures] == [K, P]
    assert after.discard[-5:] == [K, H, H, S, P]
    assert len(after.discard) == 1 + 6 + 5
    assert after.deck == [C]
    assert supply_counts(after) == {
        "horse": 0, "cow": 1, "pig": 0, "sheep": 0, "chicken": 1, "black_sheep": 3,
    }  # fmt: skip
    flips = [(e.params["cards"], e.params["search"]) for e in events if e.key == "bs.refill_flip"]
    assert flips == [
        (["chicken", "horse"], False),
        (["horse"], True),
        (["sheep"], True),
        (["pig"], True),
    ]
    assert [e.params["animal"] for e in events if e.key == "bs.figure_placed"] == [
        "chicken",
        "pig",
    ]
    assert not after.end_triggered


def test_BS_EX_9_same_type_one_figure_left(build):
    state = _refill_state(build, {C: 1, S: 2}, [C, C, C, S])
    after, events = GAME.apply(state, Play(0, (B,)))
    pasture = after.pastures[0]
    assert [after.figure_types[f] for f in pasture.figures] == [C, S]
    assert after.discard[-4:] == [C, C, C, S] and len(after.discard) == 1 + 6 + 4
    assert after.deck == []
    counts = supply_counts(after)
    assert counts["cow"] == 0 and counts["sheep"] == 1 and sum(counts.values()) == 1
    assert not after.end_triggered


def test_BS_EX_10_end_trigger_and_game_end(build):
    """BS-EX-10. Also checks BS-5.7 and BS-7.2 (after the trigger a scored pasture is retired),
    BS-7.1 (the retired pasture holds no figures, accepts no cards; the trigger happens once)
    and BS-7.3 (the game ends when the last pasture is retired; supply figures count for
    nobody)."""
    state = build(
        4,
        hands={0: [P, B, K], 2: [H, K, K], 3: [S, S, H]},
        figures={0: [P, P], 1: [S, S], 2: [H, H]},
        sides={
            # filler sides lose to the winners; at most 14 cards per type (Table 3.1)
            0: {0: [P, P], 1: [K, K, K], 2: [B, B, B], 3: [K, K, K]},
            1: {0: [B, B], 1: [K, K, K], 2: [B, B, B], 3: [S]},
            2: {0: [C, C, C], 1: [C, C, C], 2: [H, H], 3: [C, C, C]},
        },
        supply={K: 2, B: 1},
        deck=[K, H, S, C, C, C, C],
        to_move=2,
    )
    # Seat 2 wins III; neither horse nor sheep is available: the end is triggered.
    state, events = GAME.apply(state, Play(2, (H,)))
    assert only(events, "bs.scored").params["winner"] == 2
    assert only(events, "bs.end_triggered").params == {"pasture": 2, "reason": "no_figure"}
    assert only(events, "bs.retired").params == {"pasture": 2, "reason": "end_trigger"}
    assert state.end_triggered and not state.pastures[2].active
    assert state.pastures[2].figures == []
    assert state.discard[-2:] == [H, S]
    assert supply_counts(state)["chicken"] == 2 and len(state.supply) == 3
    assert state.to_move == 2
    # Seat 2 has nothing left to play; seat 3 plays two sheep to II.
    assert GAME.legal_actions(state) == [Pass()]
    state, _ = GAME.apply(state, Pass())
    assert state.to_move == 3
    state, _ = GAME.apply(state, Play(1, (S, S)))
    assert state.to_move == 0
    # Seat 0 wins I, which is retired without turning up a card.
    deck_before = len(state.deck)
    state, events = GAME.apply(state, Play(0, (P,)))
    assert only(events, "bs.scored").params["winner"] == 0
    assert only(events, "bs.retired").params == {"pasture": 0, "reason": "after_trigger"}
    assert "bs.refill_flip" not in keys(events) and "bs.end_triggered" not in keys(events)
    assert len(state.deck) == deck_before - 1  # only the draw
    assert len(state.supply) == 3
    assert state.to_move == 0
    assert {a.pasture for a in GAME.legal_actions(state)} == {1}
    # Seat 3 wins II: the game ends at once.
    state, events = GAME.apply(state, Play(1, (B,)))
    assert only(events, "bs.scored").params["winner"] == 3
    assert keys(events)[-1] == "bs.game_over"
    assert state.to_move is None and GAME.legal_actions(state) == []
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert [b["figure_count"] for b in outcome.breakdown] == [2, 0, 2, 2]
    assert len(state.supply) == 3


def test_BS_EX_11_search_impossible(build):
    """BS-EX-11. Also checks BS-7.1 (the pasture being refilled is retired, without figures)."""
    state = build(
        2,
        hands={1: [H, C, C]},
        figures={0: [H, H]},
        sides={0: {0: [K, K, K], 1: [H, H]}},
        supply={P: 1},
        deck=[C, H, P],
        to_move=1,
    )
    after, events = GAME.apply(state, Play(0, (H,)))
    assert only(events, "bs.scored").params["winner"] == 1
    assert only(events, "bs.figure_placed").params["animal"] == "pig"
    assert only(events, "bs.figure_returned").params["animal"] == "pig"
    assert only(events, "bs.end_triggered").params == {
        "pasture": 0,
        "reason": "search_impossible",
    }
    assert supply_counts(after)["pig"] == 1 and len(after.supply) == 1
    assert not after.pastures[0].active and after.pastures[0].figures == []
    assert after.discard[-2:] == [H, P]
    assert after.end_triggered and after.to_move == 1


EX12 = [
    [(H, 3), (H, 1), (C, 2), (P, 2), (S, 1), (K, 3), (B, -2)],
    [(H, 2), (H, 3), (C, 3), (C, 1), (B, -3), (B, -1)],
    [(P, 3), (P, 1), (S, 2), (S, 3), (K, 1)],
]


def test_BS_EX_12_bonus_scoring(build):
    """BS-EX-12. Also checks BS-8.1, BS-8.3, BS-8.4 and BS-9.1."""
    outcome = final_outcome(EX12)
    parts = outcome.breakdown
    assert [p["figure_points"] for p in parts] == [10, 5, 10]
    assert [p["figure_count"] for p in parts] == [7, 6, 5]
    assert [p["majorities"] for p in parts] == [[], ["cow", "black_sheep"], ["pig", "sheep"]]
    assert [p["sets"] for p in parts] == [1, 0, 0]
    assert outcome.scores == (16, 17, 22)
    assert outcome.winners == (2,) and outcome.tie_break is None
    assert outcome.ranking == ((2,), (1,), (0,))
    state = build(3, corrals=dict(enumerate(EX12)), to_move=None)
    assert GAME.outcome(state) == outcome


def test_BS_EX_13_tie_most_figures():
    outcome = final_outcome(
        [
            [(H, 3), (H, 2), (P, 3), (S, 3)],
            [(H, 3), (C, 3), (C, 3), (K, 3), (B, -1)],
        ]
    )
    parts = outcome.breakdown
    assert [p["figure_points"] for p in parts] == [11, 11]
    assert [p["majorities"] for p in parts] == [
        ["horse", "pig", "sheep"],
        ["cow", "chicken", "black_sheep"],
    ]
    assert [p["sets"] for p in parts] == [0, 0]
    assert outcome.scores == (29, 29)
    assert outcome.winners == (1,)
    assert outcome.tie_break == "bs.tiebreak.most_figures"
    assert outcome.ranking == ((1,), (0,))


EX14 = [
    [(H, 3), (H, 1), (C, 2), (C, 2), (K, 1)],
    [(H, 2), (H, 2), (C, 3), (P, 1), (B, -2), (B, -3)],
    [(P, 3), (S, 1), (S, 2), (K, 3), (K, 2), (B, -1)],
]


def test_BS_EX_14_task_scoring(build):
    """BS-EX-14. Also checks BS-10.4 (combination cards), BS-10.5 (total = figure points +
    task points, no bonus cards) and BS-9.4 (the highest task-mode total wins)."""
    state = build(
        3,
        corrals=dict(enumerate(EX14)),
        options=Options(task_cards=True),
        secret_tasks=[["T06"], ["T01"], ["T03"]],
        face_up_tasks=["T07", "T09", "T11"],
        to_move=None,
    )
    outcome = GAME.outcome(state)
    assert outcome is not None
    parts = outcome.breakdown
    assert [p["figure_points"] for p in parts] == [9, 3, 10]
    tasks = [dict(p["tasks"]) for p in parts]
    assert tasks == [
        {"T01": 5, "T03": 0, "T06": 0, "T07": 6, "T09": 3, "T11": 0},
        {"T01": 5, "T03": 5, "T06": 5, "T07": 3, "T09": 0, "T11": 0},
        {"T01": 0, "T03": 5, "T06": 0, "T07": 0, "T09": 0, "T11": 6},
    ]
    assert [p["majorities"] for p in parts] == [[], [], []]
    assert [p["sets"] for p in parts] == [0, 0, 0]
    assert parts[0]["secret_tasks"] == ["T06"]
    assert outcome.scores == (23, 21, 21)
    assert outcome.winners == (0,) and outcome.tie_break is None
    assert outcome.ranking == ((0,), (1, 2))


def test_BS_EX_15_all_black_sheep_wins_outright():
    """BS-EX-15. Also checks BS-10.6 (T12 overrides the totals only when in play) and BS-9.4
    (without T12 the task-mode totals decide)."""
    corrals = [
        [(H, 3), (H, 3), (C, 3), (C, 2), (P, 2)],
        [(B, -1), (B, -1), (B, -2), (B, -2), (B, -3), (B, -3), (H, 1)],
    ]
    tasks = ["T01", "T02", "T06", "T07", "T10", "T12"]
    outcome = final_outcome(corrals, tasks)
    parts = outcome.breakdown
    assert [p["figure_points"] for p in parts] == [13, -11]
    assert dict(parts[0]["tasks"]) == {
        "T01": 5, "T02": 5, "T06": 0, "T07": 6, "T10": 3, "T12": 0,
    }  # fmt: skip
    assert dict(parts[1]["tasks"])["T06"] == 5 and parts[1]["task_points"] == 5
    assert outcome.scores == (32, -6)
    assert outcome.winners == (1,)
    assert outcome.tie_break == "bs.tiebreak.all_black_sheep"
    assert outcome.ranking == ((1,), (0,))
    # Without T12 in play the totals decide.
    plain = final_outcome(corrals, ["T01", "T02", "T06", "T07", "T10", "T11"])
    assert plain.winners == (0,) and plain.tie_break is None


def test_BS_EX_16_pass(build):
    state = build(
        2,
        hands={0: [H, H, H], 1: [H, P, S]},
        figures={1: [K, K]},
        sides={1: {0: [C, C, C], 1: [C, C]}},
        retired=[0, 2],
        end_triggered=True,
        deck=[K, K],
    )
    assert GAME.legal_actions(state) == [Pass()]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(1, (H,)))
    assert err.value.reason == "bs.illegal.side_full"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(0, (H,)))
    assert err.value.reason == "bs.illegal.pasture_retired"
    after, events = GAME.apply(state, Pass())
    assert keys(events) == ["bs.passed", "bs.next"]
    assert after.hands[0] == [H, H, H] and after.deck == [K, K] and after.discard == []
    assert after.to_move == 1 and after.passes_in_row == 1
    legal = GAME.legal_actions(after)
    assert {(a.pasture, len(a.cards)) for a in legal} == {(1, 1)}
    with pytest.raises(IllegalAction) as err:
        GAME.apply(after, Play(1, (H, P)))
    assert err.value.reason == "bs.illegal.wrong_card_count"
    assert err.value.params["allowed"] == [1]
    final, events = GAME.apply(after, Play(1, (H,)))
    assert final.deck == [K] and final.hands[1] == [P, S, K]
    assert only(events, "bs.retired").params == {"pasture": 1, "reason": "after_trigger"}
    assert final.to_move is None and GAME.outcome(final) is not None
