"""Seeded and hypothesis-driven random games for every player count and every option:
invariants after every action (tiles, gauchos and pesos accounted for, herds monotone),
every game ends, apply never mutates its input, replay from seed + actions is exact, events
and refusals use the declared keys, and legal_actions agrees with apply."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core import serial
from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.el_gaucho.data import AREAS, BREEDS, TILE_CODES
from farmhouse.games.el_gaucho.rules import (
    EVENT_KEYS,
    GAME,
    ILLEGAL_REASONS,
    Action,
    ActivateHiddenCattle,
    ActivateImmediateSale,
    ActivateRaise,
    ActivateReplace,
    ActivateSteal,
    ActivateWish,
    AddToHerd,
    EndTurn,
    HiddenDone,
    HiddenTake,
    Keep,
    Lie,
    Occupy,
    Options,
    PlaceOpening,
    Raise,
    Stand,
    State,
    TakeBack,
    TakeDice,
)

from .conftest import OPTION_CONFIGS, check_invariants

#: No game can last longer (a random game takes about 300 actions).
MAX_ACTIONS = 3000


def _outcome_checks(state: State) -> None:
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == tuple(state.money)
    assert sorted(s for group in outcome.ranking for s in group) == list(range(state.players))
    assert outcome.winners == outcome.ranking[0]
    assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)
    for seat, part in enumerate(outcome.breakdown):
        json.dumps(part)
        assert part["sales_total"] == sum(x["pesos"] for x in part["sales"])
        assert part["compensation_total"] == sum(x["pesos"] for x in part["compensations"])
        assert part["total"] == part["sales_total"] + part["compensation_total"] + part["earlier"]
        assert part["total"] == state.money[seat]
        for sale in part["sales"]:
            assert sale["pesos"] == sale["count"] * sale["highest"] + sale["bonus"]


def _play_checked(players: int, options: Options, seed: int) -> tuple[State, list]:
    rng = Rng.from_seed(seed * 7 + 1)
    state = GAME.setup(players, options, seed)
    check_invariants(state)
    actions = []
    while state.to_move is not None:
        legal = GAME.legal_actions(state)
        assert len(set(legal)) == len(legal) > 0
        action = rng.choice(legal)
        before = GAME.digest(state)
        after, events = GAME.apply(state, action)
        assert GAME.digest(state) == before, "apply mutated its input"
        for event in events:
            assert event.key in EVENT_KEYS, event.key
            json.dumps(dict(event.params))
        check_invariants(after)
        actions.append(action)
        state = after
        assert len(actions) <= MAX_ACTIONS
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", list(OPTION_CONFIGS))
def test_random_games_keep_invariants_end_and_replay(players, name):
    options = OPTION_CONFIGS[name]
    seed = players * 100 + len(name)
    final, actions = _play_checked(players, options, seed)
    _outcome_checks(final)
    replay = GAME.setup(players, options, seed)
    for action in actions:
        replay, _ = GAME.apply(replay, action)
    assert GAME.digest(replay) == GAME.digest(final)
    # Actions survive the save-file round trip through their tagged union.
    data = [serial.unstructure_action(Action, a) for a in actions]
    assert [serial.structure_action(Action, json.loads(json.dumps(d))) for d in data] == actions


@pytest.mark.parametrize("players", [2, 4])
def test_copies_share_the_generator_and_no_later_roll_moves_an_earlier_one(players):
    """apply shares the generator with the state it copies; a round start replaces it by a
    copy before rolling (EG-2.1 a), so a whole game leaves every earlier state's generator
    where it was, and the dice come from the generator each state had."""
    rng = Rng.from_seed(players)
    state = GAME.setup(players, Options(), 11 * players)
    seen: list[tuple[Any, int]] = []
    shared = rolled = 0
    while state.to_move is not None:
        seen.append((state, state.rng.state))
        after, events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        rolls = [e.params["dice"] for e in events if e.key == "EG.dice_rolled"]
        if rolls:
            (dice,) = rolls  # at most one round starts per action
            rolled += 1
            assert after.rng is not state.rng
            again = state.rng.copy()
            assert dice == sorted(again.randbelow(6) + 1 for _ in dice)
        elif after.rng is state.rng:
            shared += 1
        state = after
    assert all(s.rng.state == before for s, before in seen)
    assert shared > 100 and rolled > 5


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**64 - 1),
    players=st.sampled_from([2, 3, 4]),
    name=st.sampled_from(sorted(OPTION_CONFIGS)),
)
def test_hypothesis_random_games(seed, players, name, play_random, invariants):
    count = 0
    after = None
    for _, _, after, _ in play_random(players, OPTION_CONFIGS[name], seed):
        count += 1
        invariants(after)
        assert count <= MAX_ACTIONS
    assert after is not None
    _outcome_checks(after)


def test_game_over_event_matches_outcome(play_random):
    for players in (2, 3, 4):
        steps = list(play_random(players, Options(), 9))
        _, _, final, events = steps[-1]
        last = events[-1]
        assert last.key == "EG.game_over"
        assert all(e.key != "EG.game_over" for step in steps[:-1] for e in step[3])
        outcome = GAME.outcome(final)
        assert outcome is not None
        assert last.params == {
            "scores": list(outcome.scores),
            "winners": list(outcome.winners),
            "tie_break": outcome.tie_break,
        }


def test_money_comes_from_sales_and_compensations_event_by_event(play_random):
    for seed in range(6):
        money = None
        for before, _, after, events in play_random(2 + seed % 3, Options(), 40 + seed):
            money = list(before.money)
            for e in events:
                if e.key == "EG.sale":
                    money[e.params["seat"]] += e.params["pesos"]
                    assert money[e.params["seat"]] == e.params["money"]
                elif e.key == "EG.compensation":
                    money[e.params["seat"]] += e.params["pesos"]
                    assert money[e.params["seat"]] == e.params["money"]
            assert money == after.money


def test_nearly_every_event_key_is_emitted(play_random):
    seen = set()
    for seed in range(30):
        for _, _, _, events in play_random(2 + seed % 3, Options(), 500 + seed):
            seen.update(e.key for e in events)
    # EG.turn_skipped needs a dice-less seat without action gauchos (tested in the rules).
    assert set(EVENT_KEYS) - seen <= {"EG.turn_skipped"}


def _candidates(state: State) -> list[object]:
    """A broad universe of actions around ``state``: legal ones and many that are not."""
    codes = [TILE_CODES[t] for t in state.tiles if t >= 0][:6]
    codes += [TILE_CODES[t] for t in state.steppe][:2]
    for hs in state.herds:
        for b, herd in enumerate(hs):
            codes += [TILE_CODES[b * 12 + v - 1] for v in herd[:2]]
    codes += [TILE_CODES[t] for t in state.pending[state.to_move or 0]]
    codes = list(dict.fromkeys(codes))[:10] or ["RD1"]
    dice = [(1,), (2,), (3,), (4,), (5,), (6,), (1, 2), (3, 4), (5, 6), (1, 2, 3)]
    out: list[object] = [
        EndTurn(),
        HiddenDone(),
        ActivateHiddenCattle(),
        *(TakeDice(d) for d in [(1, 1), (2, 3), (4, 5), (6, 6), (1,), (1, 2, 3)]),
        *(PlaceOpening(a) for a in AREAS),
        *(ActivateWish(v) for v in (0, 1, 6, 7)),
        *(ActivateImmediateSale(b) for b in BREEDS),
        *(TakeBack(area=a) for a in AREAS),
        TakeBack(),
    ]
    for code in codes:
        out += [
            ActivateSteal(code),
            ActivateReplace(code),
            ActivateRaise((code,)),
            TakeBack(tile=code),
            AddToHerd(code),
            AddToHerd(code, 0),
            AddToHerd(code, 1),
            Keep((code,)),
            *(HiddenTake(code, r, sp) for r, sp in ((0, 0), (1, 3), (2, 4), (3, 2))),
        ]
        for d in dice:
            out += [Stand(code, d), Lie(code, d), Raise(code, d)]
    for a in AREAS:
        out += [Occupy(a, d) for d in dice]
    out += [a for a in GAME.legal_actions(state) if isinstance(a, Keep)][:3]
    return out


def test_apply_accepts_exactly_the_legal_actions(play_random):
    """Every legal action applies; every other candidate is refused with a declared key."""
    checked = refused = 0
    for seed in range(4):
        for i, (before, _, _, _) in enumerate(play_random(2 + seed % 3, Options(), 60 + seed)):
            if i % 3:
                continue
            legal = set(GAME.legal_actions(before))
            for action in _candidates(before):
                if action in legal:
                    GAME.apply(before, action)
                    checked += 1
                    continue
                with pytest.raises(IllegalAction) as err:
                    GAME.apply(before, action)
                assert err.value.reason in ILLEGAL_REASONS, err.value.reason
                json.dumps(err.value.params)
                refused += 1
    assert checked > 200 and refused > 5000


def test_unknown_actions_and_finished_games_are_refused(play_random):
    @attrs.frozen
    class Dance:
        pass

    state = GAME.setup(3, Options(), 1)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Dance())
    assert err.value.reason == "EG.illegal.unknown_action"
    final = list(play_random(2, Options(), 3))[-1][2]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(final, EndTurn())
    assert err.value.reason == "EG.illegal.game_over"
    assert GAME.legal_actions(final) == [] and GAME.to_move(final) is None


def test_every_declared_key_is_used_by_the_engine():
    """EVENT_KEYS and ILLEGAL_REASONS list exactly the keys the engine can produce."""
    import inspect
    import re

    from farmhouse.games.el_gaucho import rules

    source = inspect.getsource(rules)
    body = source[
        source.index(
            "# ----------------------------------------------------------------------------- options"
        ) :
    ]
    used = set(re.findall(r'"(EG\.[a-z_]+(?:\.[a-z_]+)?)"', body))
    assert {k for k in used if k.startswith("EG.illegal.")} == set(ILLEGAL_REASONS)
    events = {k for k in used if not k.startswith(("EG.illegal.", "EG.options.", "EG.tiebreak."))}
    assert events == set(EVENT_KEYS)
