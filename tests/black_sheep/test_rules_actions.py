"""Setup, legal actions, illegal actions and the less common turn paths (BS-1 to BS-4, BS-2.4)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.core.serial import structure, structure_action, unstructure, unstructure_action
from farmhouse.games.black_sheep.data import ANIMALS, FIGURE_VALUES, TASK_DEAL, TASK_DECK
from farmhouse.games.black_sheep.rules import (
    GAME,
    ILLEGAL_REASONS,
    Action,
    Options,
    Pass,
    Play,
    State,
    View,
    check_in_view,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_bs_1(players):
    state = GAME.setup(players, Options(), 11)
    # BS-1.2: every type's values shuffled onto its six figures.
    for a in ANIMALS:
        values = [v for t, v in zip(state.figure_types, state.figure_values, strict=True) if t is a]
        assert sorted(values) == sorted(FIGURE_VALUES[a])
    # BS-1.5: each pasture got the figures of its two turned-up cards, which were discarded.
    assert len(state.discard) == 6
    for p, pasture in enumerate(state.pastures):
        assert pasture.active
        assert [state.figure_types[f] for f in pasture.figures] == state.discard[2 * p : 2 * p + 2]
        assert pasture.sides == [[]] * players and pasture.completion == [None] * players
    assert len(state.supply) == 30
    # BS-1.6: three cards each; the rest is the deck.
    assert [len(h) for h in state.hands] == [3] * players
    assert len(state.deck) == 84 - 6 - 3 * players
    assert state.completion_counter == 0 and not state.end_triggered
    assert state.corrals == [[]] * players
    assert state.secret_tasks == [] and state.face_up_tasks == []
    assert state.to_move == state.start_player


def test_setup_is_seeded_and_start_player_random():
    assert GAME.digest(GAME.setup(3, Options(), 5)) == GAME.digest(GAME.setup(3, Options(), 5))
    assert GAME.digest(GAME.setup(3, Options(), 5)) != GAME.digest(GAME.setup(3, Options(), 6))
    starts = {GAME.setup(4, Options(), seed).start_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}


def test_setup_rejects_player_counts():
    for players in (0, 1, 5):
        with pytest.raises(ValueError):
            GAME.setup(players, Options(), 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_task_card_setup_bs_10_1(players):
    state = GAME.setup(players, Options(task_cards=True), 3)
    secret, face_up = TASK_DEAL[players]
    assert [len(t) for t in state.secret_tasks] == [secret] * players
    assert len(state.face_up_tasks) == face_up
    assert secret * players + face_up == 6 and len(state.unused_tasks) == 6
    every = [t for ts in state.secret_tasks for t in ts] + state.face_up_tasks + state.unused_tasks
    assert sorted(every) == [t.id for t in TASK_DECK]


def test_apply_never_mutates_input():
    state = GAME.setup(2, Options(), 1)
    before = GAME.digest(state)
    for action in GAME.legal_actions(state):
        GAME.apply(state, action)
    assert GAME.digest(state) == before


def _candidate_actions():
    singles = [(a,) for a in ANIMALS]
    pairs = list(itertools.combinations_with_replacement(ANIMALS, 2))
    for p in range(3):
        for cards in singles + pairs:
            for discard in (None, *ANIMALS):
                yield Play(p, cards, discard)
    yield Pass()


def test_legal_actions_are_exactly_the_accepted_actions(play_random):
    checked = 0
    for players in (2, 4):
        for i, (state, _, _, _) in enumerate(play_random(players, Options(), 21)):
            if i % 9:
                continue
            legal = set(GAME.legal_actions(state))
            for action in _candidate_actions():
                try:
                    GAME.apply(state, action)
                except IllegalAction as err:
                    assert err.reason in ILLEGAL_REASONS
                    assert action not in legal
                else:
                    assert action in legal
            checked += 1
    assert checked > 10


def test_the_checks_asked_on_a_view_are_the_checks_apply_makes(play_random):
    """check_in_view (what a board's choice model asks) accepts exactly what apply accepts
    and refuses the rest with apply's reason and parameters, on every seat's view."""
    checked = 0
    for i, (state, _, _, _) in enumerate(play_random(3, Options(), 8)):
        if i % 7:
            continue
        for seat in range(state.players):
            view = GAME.view(state, seat)
            for action in _candidate_actions():
                try:
                    GAME.apply(state, action, seat=seat)
                except IllegalAction as err:
                    with pytest.raises(IllegalAction) as in_view:
                        check_in_view(view, action)
                    assert (in_view.value.reason, in_view.value.params) == (err.reason, err.params)
                else:
                    check_in_view(view, action)
                    checked += 1
    assert checked > 100


def _reason(state, action, **kwargs):
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action, **kwargs)
    return err.value.reason


def test_every_illegal_reason(build):
    state = build(
        2,
        hands={0: [H, C, P]},
        figures={0: [K, K], 1: [K, K]},
        sides={1: {0: [S]}},  # a retired pasture holds nothing (BS-7.1)
        retired=[2],
        end_triggered=True,
    )
    seen = {
        _reason(state, Play(0, (H,)), seat=1),
        _reason(state, object()),
        _reason(state, Play(3, (H,))),
        _reason(state, Play(-1, (H,))),
        _reason(state, Play(2, (H,))),
        _reason(state, Play(0, ())),
        _reason(state, Play(0, (H, C, P))),
        _reason(state, Play(0, (S,))),
        _reason(state, Play(0, (H, H))),
        _reason(state, Play(0, (H, C), P)),
        _reason(state, Play(0, (H,), S)),
        _reason(state, Play(0, (H,), H)),
        _reason(state, Pass()),
    }
    full = build(2, hands={0: [H]}, figures={0: [K, K]}, sides={0: {0: [S, S, S]}})
    seen.add(_reason(full, Play(0, (H,))))
    over = build(2, to_move=None)
    seen.add(_reason(over, Pass()))
    assert seen == set(ILLEGAL_REASONS)
    assert _reason(state, Play(0, (H, C, P))) == "bs.illegal.too_many_cards"
    assert _reason(state, Play(2, (H,))) == "bs.illegal.pasture_retired"
    assert _reason(state, Pass()) == "bs.illegal.must_play"
    assert _reason(state, Play(0, (H,), H)) == "bs.illegal.discard_not_in_hand"
    assert _reason(state, Play(0, (S,))) == "bs.illegal.cards_not_in_hand"
    assert GAME.apply(state, Play(0, (H,)), seat=0)[0].to_move == 1


def test_discard_of_second_copy_is_allowed(build):
    state = build(2, hands={0: [H, H, C]}, figures={0: [K, K]}, deck=[S, S])
    after, events = GAME.apply(state, Play(0, (H,), H))
    assert after.discard == [H] and after.hands[0] == [C, S, S]
    assert events[0].params == {"seat": 0, "pasture": 0, "cards": ["horse"], "discard": "horse"}


def test_draw_what_exists_bs_4_4(build):
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]}, deck=[S])
    after, events = GAME.apply(state, Play(0, (H, C)))
    assert after.hands[0] == [P, S] and after.deck == []
    assert [e.params for e in events if e.key == "bs.drew_count"] == [{"seat": 0, "count": 1}]
    # Holding one card with one card on every side: no play is possible.
    short = build(
        2,
        hands={0: [P]},
        figures={p: [K, K] for p in range(3)},
        sides={p: {0: [S]} for p in range(3)},
    )
    assert GAME.legal_actions(short) == [Pass()]


def test_passes_reset_after_a_play(build):
    state = build(
        2,
        hands={0: [], 1: [H, C, P]},
        figures={p: [K, K] for p in range(3)},
        deck=[S] * 5,
    )
    state, _ = GAME.apply(state, Pass())
    assert state.passes_in_row == 1 and state.to_move == 1
    state, _ = GAME.apply(state, Play(0, (H,)))
    assert state.passes_in_row == 0 and state.to_move == 0


def test_safeguard_ends_game_when_everybody_passes_bs_2_4(build):
    state = build(
        3,
        figures={0: [K, K], 1: [H, C], 2: [P, P]},
        corrals={1: [(S, 2)]},
        sides={0: {0: [S, S]}},
    )
    supply_before = len(state.supply)
    for seat in (0, 1):
        state, events = GAME.apply(state, Pass())
        assert state.to_move == seat + 1
    state, events = GAME.apply(state, Pass())
    keys = [e.key for e in events]
    assert keys[:2] == ["bs.passed", "bs.stalled"] and keys[-1] == "bs.game_over"
    assert [e.params["reason"] for e in events if e.key == "bs.retired"] == ["stalled"] * 3
    assert keys.count("bs.figure_returned") == 6
    assert state.to_move is None and len(state.supply) == supply_before + 6
    assert all(not p.active and p.figures == [] for p in state.pastures)
    assert state.pastures[0].sides[0] == [] and state.discard == [S, S]
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,) and outcome.scores[1] == 2 + 6 + 0


def test_actions_round_trip_through_serialisation():
    for action in [Play(1, (C, H), None), Play(0, (K,), B), Pass()]:
        data = unstructure_action(Action, action)
        assert structure_action(Action, data) == action
    assert unstructure_action(Action, Play(2, (S,), H)) == {
        "type": "Play",
        "pasture": 2,
        "cards": ["sheep"],
        "discard": "horse",
    }


def test_play_cards_are_normalised():
    assert Play(0, (K, H)) == Play(0, (H, K)) == Play(0, ["chicken", "horse"])
    assert Play(0, (K, H)).cards == (H, K)


def test_legal_action_order_is_deterministic_and_counts(build):
    state = build(2, hands={0: [H, H, C]}, figures={p: [K, K] for p in range(3)})
    legal = GAME.legal_actions(state)
    # Per pasture: single H (discard none/H/C), single C (none/H), pairs HH and HC.
    assert len(legal) == 3 * (3 + 2 + 2)
    assert legal[:7] == [
        Play(0, (H,)),
        Play(0, (H,), H),
        Play(0, (H,), C),
        Play(0, (C,)),
        Play(0, (C,), H),
        Play(0, (H, H)),
        Play(0, (H, C)),
    ]
    assert Counter(a.pasture for a in legal) == {0: 7, 1: 7, 2: 7}


def test_reshuffle_during_refill_uses_only_the_discard_pile(build):
    # After scoring, the deck is empty: the 6 scored cards are reshuffled into the deck for
    # the refill; the flip area is discarded afterwards (BS-4.3, BS-6.6).
    state = build(
        2,
        hands={0: [B, K, K]},
        figures={0: [B, B]},
        sides={0: {0: [B, B], 1: [H, C, P]}},
        deck=[K],
        seed=4,
    )
    after, events = GAME.apply(state, Play(0, (B,)))
    keys = [e.key for e in events]
    assert keys.index("bs.scored") < keys.index("bs.reshuffled") < keys.index("bs.refill_flip")
    reshuffled = next(e for e in events if e.key == "bs.reshuffled")
    assert reshuffled.params == {"count": 6}
    flipped = [c for e in events if e.key == "bs.refill_flip" for c in e.params["cards"]]
    assert len(after.deck) + len(flipped) == 6 and len(after.discard) == len(flipped)
    assert [a.value for a in after.discard] == flipped
    assert Rng.from_seed(4).state == state.rng.state  # input untouched


def test_state_and_view_round_trip_through_serialisation(play_random):
    steps = list(play_random(3, Options(task_cards=True), 12))
    for state in (steps[0][0], steps[len(steps) // 2][0], steps[-1][2]):
        again = structure(unstructure(state), State)
        assert again == state and GAME.digest(again) == GAME.digest(state)
        view = GAME.view(state, 1)
        assert structure(unstructure(view), View) == view
