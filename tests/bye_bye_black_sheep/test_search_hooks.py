"""The ``hard`` level's search hooks of Bye-Bye Black Sheep (:class:`ByeByeHooks`) and the
unchecked transitions they use (:meth:`ByeByeBlackSheep.advance`, ``advance_in_place``):
the unchecked transitions give exactly :meth:`apply`'s states and nothing but the search uses
them; the playout ends and plays legal, card-conserving games; the evaluation is a win
chance per seat; equal views give equal decision keys and equal choices."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from farmhouse.core import saves
from farmhouse.core.ai import CancelToken
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, hooks_for
from farmhouse.games.bye_bye_black_sheep import ai
from farmhouse.games.bye_bye_black_sheep.data import MAGPIE
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    ByeByeBlackSheep,
    Options,
    Phase,
    State,
    _copy,
)

from .conftest import OPTION_IDS, OPTIONS, biased_game, perturb_hidden, random_game

HOOKS = ai.SEARCH_HOOKS
CONFIGS = [(p, o) for p in (2, 3, 4, 5) for o in OPTIONS]
#: The state's fields but the knowledge, which only ``apply`` keeps.
FIELDS = [f.name for f in attrs.fields(State) if f.name not in ("known", "excluded")]
CONFIG_IDS = [f"{p}p-{i}" for p in (2, 3, 4, 5) for i in OPTION_IDS]


def _positions(players: int, options: Options, games: int = 2) -> list[State]:
    found: list[State] = []
    for g in range(games):
        for game in (random_game, biased_game):
            found.extend(before for before, *_ in game(players, options, 90 + g))
    return found


def _all_cards(s: State) -> Counter[int]:
    cards: Counter[int] = Counter(s.pile)
    for part in (*s.hands, *s.zoos, s.wh, s.covered, s.removed):
        cards.update(part)
    cards.update([MAGPIE] if s.magpie_beside else [])
    return cards


# ----------------------------------------------------------------------------- advance


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_advance_gives_exactly_the_state_of_apply(players, options):
    """Every field equal (knowledge, generator, step…) after every legal action of random and
    long games; the state advanced from is untouched. Fails if ``advance`` skips knowledge or
    draws from another generator state than ``apply``."""
    rng = random.Random(players * 7 + 1)
    compared = Counter[str]()
    for state in _positions(players, options):
        legal = GAME.legal_actions(state)
        for action in rng.sample(legal, min(3, len(legal))):
            before = _copy(state)
            before.rng = state.rng.copy()
            advanced = GAME.advance(state, action)
            applied, _ = GAME.apply(state, action)
            assert advanced == applied, (state.phase, action)
            assert state == before  # untouched
            compared[state.phase.value] += 1
    assert {Phase.DRAW.value, Phase.PLACE.value} <= set(compared)
    assert len(compared) >= 4  # and at least two of Eagle, Mole, Magpie, White Sheep


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_advance_in_place_plays_the_game_apply_plays(players, options):
    """A playout's transitions (in place, no knowledge) follow ``apply`` card for card: the
    same states but for the knowledge kept by ``apply`` only."""
    for seed in (3, 4):
        r = random.Random(seed)
        checked = GAME.setup(players, options, seed)
        fast = _copy(checked)
        fast.rng = checked.rng.copy()
        while GAME.to_move(checked) is not None:
            legal = GAME.legal_actions(checked)
            assert GAME.legal_actions(fast) == legal
            action = legal[r.randrange(len(legal))]
            checked, _ = GAME.apply(checked, action)
            GAME.advance_in_place(fast, action)
            for name in FIELDS:
                assert getattr(fast, name) == getattr(checked, name), name
        assert GAME.outcome(fast) == GAME.outcome(checked)


def test_matches_and_saves_never_use_the_unchecked_transitions(tmp_path, monkeypatch):
    """A match played through :class:`Match` (the app's way), saved, loaded and replayed,
    with ``advance`` and ``advance_in_place`` made to fail: nothing but the search calls
    them."""

    def refuse(*args, **kwargs):
        raise AssertionError("unchecked transition used outside the search")

    monkeypatch.setattr(ByeByeBlackSheep, "advance", refuse)
    monkeypatch.setattr(ByeByeBlackSheep, "advance_in_place", refuse)
    seats = [Seat("P1", "human", None), Seat("P2", "ai", "normal"), Seat("P3", "ai", "easy")]
    match = Match.new("bye_bye_black_sheep", seats, Options(advanced=True, joker=True), 5)
    players = {1: ai.make_player("normal", 1), 2: ai.make_player("easy", 2)}
    rng = Rng.from_seed(5)
    while not match.is_over:
        seat = match.to_move
        assert seat is not None
        legal = match.legal_actions()
        if seat == 0:
            action = rng.choice(legal)
        else:
            action = players[seat].choose(match.view(seat), legal, 1.0, CancelToken())
        match.apply(action)
    path = tmp_path / "bb.farmhouse"
    saves.save_match(match, path)
    assert saves.load_match(path).digest() == match.digest()


# ----------------------------------------------------------------------------- hooks


def test_hooks_are_found_for_the_game():
    assert hooks_for("bye_bye_black_sheep") is HOOKS
    assert isinstance(HOOKS, ai.ByeByeHooks)


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_playout_ends_with_legal_play_and_keeps_every_card(players, options, monkeypatch):
    """From positions of every phase the policy plays only legal actions, no card appears
    or vanishes, and the playout returns values for every seat."""
    real = GAME.advance_in_place
    played = Counter[str]()

    def checked(state, action):
        assert action in GAME.legal_actions(state)
        before = _all_cards(state)
        real(state, action)
        assert _all_cards(state) == before
        played[type(action).__name__] += 1

    monkeypatch.setattr(GAME, "advance_in_place", checked)
    r = random.Random(players)
    for state in _positions(players, options, games=1)[::7]:
        s = GAME.advance(state, GAME.legal_actions(state)[0])
        if GAME.to_move(s) is None:
            continue
        values = HOOKS.playout(s, r.random)
        assert len(values.wins) == len(values.rewards) == players
        assert all(0.0 <= v <= 1.0 for v in (*values.wins, *values.rewards))
        assert sum(values.wins) == pytest.approx(1.0)
    assert {"Draw", "Stop", "Place"} <= set(played)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_evaluate_is_a_win_chance_per_seat_that_prefers_progress(players):
    state = next(b for b, *_ in biased_game(players, Options(), 7) if b.turns > 3)
    values = HOOKS.evaluate(state)
    assert len(values.wins) == players
    assert all(0.0 < v < 1.0 for v in values.wins)
    assert sum(values.wins) == pytest.approx(1.0)
    # A seat with a triplet more (everything else equal) is more likely to win.
    seat = 0
    better = _copy(state)
    free = next(sp for sp in range(1, 13) if all(sp not in z for z in state.zoos))
    better.zoos[seat] = tuple(sorted((*state.zoos[seat], free, free, free)))
    assert HOOKS.evaluate(better).wins[seat] > values.wins[seat]


def test_candidates_are_the_legal_actions_best_first():
    for state in _positions(4, Options(advanced=True, joker=True), games=1)[::5]:
        legal = GAME.legal_actions(state)
        got = HOOKS.candidates(state, legal)
        assert Counter(got) == Counter(legal)


def test_decision_key_is_equal_for_equal_views():
    rng = Rng.from_seed(9)
    for state in _positions(3, Options(advanced=True), games=1)[::9]:
        seat = GAME.to_move(state)
        other = perturb_hidden(state, seat, rng)
        v1, v2 = GAME.view(state, seat), GAME.view(other, seat)
        assert v1 == v2
        assert HOOKS.decision_key(v1) == HOOKS.decision_key(v2)
    a, b = _positions(3, Options(), games=1)[:2]
    assert HOOKS.decision_key(GAME.view(a, 0)) != HOOKS.decision_key(GAME.view(b, 0))


@pytest.mark.parametrize("players", [2, 5])
def test_choice_is_the_same_when_only_hidden_cards_change(players):
    """With fixed iterations (enough for real trees) a hard seat's choice depends only on
    its view: the other hands, the pile and the generator changed give the same action."""
    rng = Rng.from_seed(11)
    changed = 0
    positions = [
        s
        for s in _positions(players, Options(joker=True), games=1)
        if len(GAME.legal_actions(s)) > 1
    ][::6][:12]
    for i, state in enumerate(positions):
        seat = GAME.to_move(state)
        other = perturb_hidden(state, seat, rng)
        changed += other.hands != state.hands
        legal = GAME.legal_actions(state)
        p1 = HardPlayer("bye_bye_black_sheep", i, iterations=150)
        p2 = HardPlayer("bye_bye_black_sheep", i, iterations=150)
        c1 = p1.choose(GAME.view(state, seat), legal, 1.0, CancelToken())
        c2 = p2.choose(GAME.view(other, seat), GAME.legal_actions(other), 1.0, CancelToken())
        assert c1 == c2
    assert changed >= 3
