"""Seeded and hypothesis-driven random games for every player count and option: invariants
after every action (every card accounted for, each black sheep back with its owner, true
knowledge), apply never mutates its input, every game ends, exact replay (BB-2, BB-9.3)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.data import SETUP, TURN_LIMIT_PER_PLAYER
from farmhouse.games.bye_bye_black_sheep.rules import (
    EVENT_KEYS,
    GAME,
    ILLEGAL_REASONS,
    Options,
    Phase,
    triplets,
)

from .conftest import OPTION_IDS, OPTIONS, check_invariants

#: No game can last longer: at most 100n turns (BB-9.3), and a turn draws at most every card
#: (80 in the largest game) plus one decision per card for specials and placements.
MAX_ACTIONS_PER_TURN = 4 * 80

PRIVATE_KEYS = {"bb.mole_saw", "bb.refill_cards"}


def _check_outcome(state):
    outcome = GAME.outcome(state)
    assert outcome is not None
    n = state.players
    assert outcome.ended_by == state.ended_by
    assert outcome.scores == tuple(triplets(z, state.joker_species) for z in state.zoos)
    assert sorted(s for group in outcome.ranking for s in group) == list(range(n))
    assert outcome.winners == outcome.ranking[0]
    for seat, part in enumerate(outcome.breakdown):
        json.dumps(part)
        assert part["triplets"] == outcome.scores[seat] == len(part["triplet_species"])
        assert part["zoo_cards"] == len(state.zoos[seat]) == sum(part["species"].values())
        assert part["target"] == SETUP[n].triplets_to_win
    if state.ended_by == "bb.end.triplets":
        assert outcome.winners == (state.winner,) and outcome.tie_break is None
        assert outcome.scores[state.winner] >= SETUP[n].triplets_to_win
    else:
        best = max(outcome.scores)
        assert all(outcome.scores[w] == best for w in outcome.winners)
        if outcome.tie_break is None:
            assert outcome.scores.count(best) == 1
        sizes = [len(z) for z in state.zoos]
        top = max(sizes[s] for s in range(n) if outcome.scores[s] == best)
        assert all(sizes[w] == top for w in outcome.winners)
    return outcome


def _play_checked(players, options, seed):
    rng = Rng.from_seed(seed * 7 + 1)
    state = GAME.setup(players, options, seed)
    check_invariants(state)
    actions = []
    limit = TURN_LIMIT_PER_PLAYER * players * MAX_ACTIONS_PER_TURN
    while GAME.to_move(state) is not None:
        legal = GAME.legal_actions(state)
        assert len(set(legal)) == len(legal) > 0
        action = rng.choice(legal)
        before = GAME.digest(state)
        after, events = GAME.apply(state, action)
        assert GAME.digest(state) == before, "apply mutated its input"
        assert after.step == state.step + 1
        for event in events:
            assert event.key in EVENT_KEYS
            json.dumps(dict(event.params))
            assert (event.private_to is not None) == (event.key in PRIVATE_KEYS)
        # BB-7.1: a drawn black sheep is back with its owner at once.
        for event in events:
            if event.key == "bb.drew_black_sheep":
                source = event.params["source"]
                assert event.params["card"] == f"black_sheep:{source}"
                assert len(after.hands[source]) >= 1
        check_invariants(after)
        actions.append(action)
        state = after
        assert len(actions) <= limit
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_random_games_keep_invariants_and_replay(players, options):
    for seed in (players * 100, players * 100 + 1):
        final, actions = _play_checked(players, options, seed)
        outcome = _check_outcome(final)
        assert GAME.legal_actions(final) == []
        with pytest.raises(IllegalAction):
            GAME.apply(final, actions[-1])
        replay = GAME.setup(players, options, seed)
        for action in actions:
            replay, _ = GAME.apply(replay, action)
        assert GAME.digest(replay) == GAME.digest(final)
        assert GAME.outcome(replay) == outcome


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_long_games_of_drawing_players_keep_invariants(players, options, play_biased):
    """Players that draw until they may place reach what quick random games rarely do: an
    empty pile, short hands, big zoos, Magpie thefts and (see below) triplet wins."""
    empty_pile = 0
    for seed in range(3):
        after = None
        for before, _, after, _events in play_biased(players, options, 700 + seed):
            check_invariants(after)
            empty_pile += not after.pile
            assert GAME.digest(before) != GAME.digest(after)
        assert after is not None
        _check_outcome(after)
    assert empty_pile > 0


def test_long_games_end_by_triplets_or_by_the_stall_rule(play_biased):
    """Random placement scatters species, so many of these games run out of cards and end
    by the stall rule (BB-9.3); enough of them reach the target (BB-6.3)."""
    ends = Counter()
    for seed in range(40):
        steps = list(play_biased(2 + seed % 2, OPTIONS[seed % 4], 900 + seed))
        ends[steps[-1][2].ended_by] += 1
    assert ends["bb.end.triplets"] >= 5 and ends["bb.end.stall"] >= 5
    assert set(ends) <= {"bb.end.triplets", "bb.end.stall"}


def test_game_over_event_matches_outcome(play_random):
    for players in (2, 3, 4, 5):
        steps = list(play_random(players, Options(), 9))
        _, _, final, events = steps[-1]
        last = events[-1]
        assert last.key == "bb.game_over"
        assert all(e.key != "bb.game_over" for step in steps[:-1] for e in step[3])
        outcome = GAME.outcome(final)
        assert last.params == {
            "winners": list(outcome.winners),
            "scores": list(outcome.scores),
            "ended_by": outcome.ended_by,
            "tie_break": outcome.tie_break,
        }


def test_every_event_key_is_emitted_in_random_games(play_random):
    seen = set()
    for seed in range(60):
        options = OPTIONS[seed % 4]
        for _, _, _, events in play_random(2 + seed % 4, options, seed):
            seen.update(e.key for e in events)
    assert set(EVENT_KEYS) - seen == set()


def test_every_refusal_key_is_documented():
    """Each reason raised anywhere in the rules module is listed in ILLEGAL_REASONS."""
    import inspect
    import re

    from farmhouse.games.bye_bye_black_sheep import rules

    raised = set(re.findall(r'IllegalAction\(\s*"([a-z_.]+)"', inspect.getsource(rules)))
    assert raised == set(ILLEGAL_REASONS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_game_ends_and_ending_kinds_are_counted(players, play_random):
    """Random games always end (BB-9.1 to BB-9.3); uniformly random players stop at once so
    often that most of their games end by the stall rule. The AI tests measure the rate with
    real players."""
    ends = Counter()
    for seed in range(30):
        final = None
        for _, _, after, _ in play_random(players, Options(), 4000 + seed):
            final = after
        assert final is not None and final.phase is Phase.OVER
        assert final.turns <= TURN_LIMIT_PER_PLAYER * players
        ends[final.ended_by] += 1
    assert sum(ends.values()) == 30
    assert set(ends) <= {"bb.end.triplets", "bb.end.stall", "bb.end.turn_limit"}


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    players=st.sampled_from([2, 3, 4, 5]),
    advanced=st.booleans(),
    joker=st.booleans(),
)
def test_hypothesis_random_games(seed, players, advanced, joker, play_random):
    options = Options(advanced=advanced, joker=joker)
    n = 0
    after = None
    for _, _, after, _ in play_random(players, options, seed):
        n += 1
        check_invariants(after)
        assert n <= TURN_LIMIT_PER_PLAYER * players * MAX_ACTIONS_PER_TURN
    assert after is not None
    _check_outcome(after)
