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
from farmhouse.games.bye_bye_black_sheep.data import MAGPIE, kind_of
from farmhouse.games.bye_bye_black_sheep.positions import position, with_draws
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    ByeByeBlackSheep,
    Draw,
    Options,
    Phase,
    Place,
    State,
    Stop,
    copy_state,
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
            before = copy_state(state)
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
        fast = copy_state(checked)
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
    played = Counter[str]()

    def checked(real):
        def transition(state, action, events):
            assert action in GAME.legal_actions(state)
            before = _all_cards(state)
            real(state, action, events)
            assert _all_cards(state) == before
            played[type(action).__name__] += 1

        return transition

    # the playout dispatches the transitions of advance_in_place itself
    monkeypatch.setattr(
        ai,
        "TRANSITIONS",
        {
            phase: {kind: checked(real) for kind, real in entries.items()}
            for phase, entries in ai.TRANSITIONS.items()
        },
    )
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
    better = copy_state(state)
    free = next(sp for sp in range(1, 13) if all(sp not in z for z in state.zoos))
    better.zoos[seat] = tuple(sorted((*state.zoos[seat], free, free, free)))
    assert HOOKS.evaluate(better).wins[seat] > values.wins[seat]


def test_candidates_are_the_legal_actions_best_first_less_the_dominated():
    pruned = Counter[str]()
    for state in _positions(4, Options(advanced=True, joker=True), games=1)[::3]:
        legal = GAME.legal_actions(state)
        got = HOOKS.candidates(state, legal)
        assert got and set(got) <= set(legal) and len(set(got)) == len(got)
        left = set(legal) - set(got)
        for a in left:  # only draws from a hand of just its black sheep are left out
            assert isinstance(a, Draw) and len(state.hands[a.target]) == 1
            pruned["draw"] += 1
        if state.phase is Phase.DRAW:
            assert got[0] != Stop() or len(state.wh) > 2  # the policy draws at D <= 2
    # A placement that wins now is the only candidate (BB-6.3).
    state = with_draws(
        position(
            2,
            zoos={
                0: ["tiger"] * 3 + ["penguin"] * 3 + ["crocodile"] * 3 + ["goat"] * 3 + ["lion"] * 2
            },
            hands={0: ["zebra"], 1: ["panda", "hippo", "lion"]},
            hand_sizes={1: 8},
        ),
        "panda",
        "hippo",
        "lion",
    )
    state = GAME.apply(_drawn(state, 3), Stop())[0]
    assert state.phase is Phase.PLACE
    assert HOOKS.candidates(state, GAME.legal_actions(state)) == [Place(kind_of("lion"))]


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


def test_the_tree_holds_only_the_current_turn():
    state = GAME.setup(2, Options(), 3)
    same = GAME.advance(state, GAME.legal_actions(state)[1])  # a draw: the turn goes on
    later = GAME.advance(state, GAME.legal_actions(state)[0])  # stop at D = 0: next turn
    assert HOOKS.grows(state, same) is (same.turns == state.turns)
    assert HOOKS.grows(state, later) is False


# ----------------------------------------------------------------------------- hard's choices
# Black sheep risk and the draw/stop decision (BB-4.1 to BB-4.3, BB-5.1, BB-5.2, BB-6.3), at
# fixed iterations, with the draws forced so that the position is the one described.

HARD_ITERATIONS = 400


def _hard(state: State, seed: int = 1) -> object:
    seat = GAME.to_move(state)
    assert seat is not None
    player = HardPlayer("bye_bye_black_sheep", seed, iterations=HARD_ITERATIONS)
    return player.choose(GAME.view(state, seat), GAME.legal_actions(state), 1.0, CancelToken())


def _drawn(state: State, count: int) -> State:
    for _ in range(count):
        state = GAME.apply(state, Draw(1))[0]
    assert state.phase is Phase.DRAW and len(state.wh) == count
    return state


def test_hard_stops_when_its_placements_win():
    # 2 players, target 5 (BB-EX-12): four triplets and a lion pair in the zoo; the lion
    # drawn third makes the allowance 1: stopping and placing it wins at once, another draw
    # risks the black sheep.
    start = with_draws(
        position(
            2,
            zoos={
                0: ["tiger"] * 3 + ["penguin"] * 3 + ["crocodile"] * 3 + ["goat"] * 3 + ["lion"] * 2
            },
            hands={0: ["zebra"], 1: ["panda", "hippo", "lion"]},
            hand_sizes={1: 8},
        ),
        "panda",
        "hippo",
        "lion",
    )
    state = _drawn(start, 3)
    for seed in (1, 2, 3):
        assert _hard(state, seed) == Stop()


def test_hard_draws_while_a_black_sheep_costs_no_placement():
    # D = 2: the allowance is 0, so a black sheep now loses nothing that stopping keeps.
    start = with_draws(
        position(2, hands={1: ["panda", "hippo"]}, hand_sizes={1: 8}, seed=4), "panda", "hippo"
    )
    state = _drawn(start, 2)
    for seed in (1, 2, 3):
        assert _hard(state, seed) == Draw(1)


def test_hard_never_draws_from_a_hand_of_only_its_black_sheep():
    # 3 players: seat 2 holds only its black sheep (a sure forced end); seat 1 a full hand.
    start = with_draws(
        position(3, hands={1: ["panda", "hippo", "goat"]}, hand_sizes={1: 7, 2: 1}, seed=2),
        "panda",
        "hippo",
        "goat",
    )
    state = _drawn(start, 3)
    for seed in (1, 2):
        assert _hard(state, seed) != Draw(2)


@pytest.mark.parametrize(("players", "iterations"), [(2, 3600), (5, 1600)])
def test_hard_draws_at_the_start_of_its_turn(players, iterations):
    # D = 0, at the iterations the arena figures use: drawing is worth a turn's placements.
    # (With the fitted weight of -0.11 a card in hand, the evaluation made keeping the hand
    # small look best, and hard stopped at once turn after turn.)
    for seed in range(3):
        state = GAME.setup(players, Options(), 20 + seed)
        seat = state.active
        player = HardPlayer("bye_bye_black_sheep", seed, iterations=iterations)
        view = GAME.view(state, seat)
        choice = player.choose(view, GAME.legal_actions(state), 1.0, CancelToken())
        assert isinstance(choice, Draw)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_card_more_in_hand_never_lowers_the_evaluation(players):
    # The fitted weights had -0.11 a card in hand (a correlation: seats that drew black sheep
    # hold more cards), and the search kept its hand small by stopping at once (D = 0).
    checked = 0
    for state in _positions(players, Options(joker=True), games=1)[::11]:
        for seat in range(players):
            extra = next((c for c in state.pile if c > 0), None)
            if extra is None:
                continue
            more = copy_state(state)
            more.hands = list(state.hands)
            more.hands[seat] = tuple(sorted((*state.hands[seat], extra)))
            assert HOOKS.evaluate(more).wins[seat] >= HOOKS.evaluate(state).wins[seat] - 1e-12
            checked += 1
    assert checked > 10


def test_the_policy_plays_whole_games_as_a_seat_of_the_benchmark():
    # benchmarks.bye_bye_policy: the playout policy as a player, from its view only.
    from benchmarks.bye_bye_policy import factory
    from farmhouse.arena import play_game

    for index, players in enumerate((2, 5)):
        levels = ["policy"] + ["normal"] * (players - 1)
        result = play_game("bye_bye_black_sheep", levels, 40 + index, ai_factory=factory(None))
        assert result.error is None and result.winners


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_the_policy_s_draw_or_stop_is_the_best_of_its_scores(players, options):
    # BB-4.1: the playout policy decides draw-or-stop without scoring every action; it must
    # pick what the scores (the hint's and the tree's order) put first.
    checked = 0
    for state in _positions(players, options):
        if state.phase is not Phase.DRAW:
            continue
        legal = GAME.legal_actions(state)
        scores = HOOKS.scores(state, legal)
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        assert HOOKS.policy(state, lambda: 1.0) == legal[best], state
        checked += 1
    assert checked > 10


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_the_policy_s_eagle_question_and_placement_are_the_best_of_their_scores(players, options):
    # BB-7.2, BB-5.2: the policy asks the Eagle (_eagle_best) and places without scoring
    # every action; it must pick the first action of the best score, as the tree's order
    # (ByeByeHooks.scores) has it.
    checked = Counter[str]()
    for state in _positions(players, options, games=3):
        if state.phase not in (Phase.EAGLE, Phase.PLACE):
            continue
        legal = GAME.legal_actions(state)
        if len(legal) < 2:
            continue
        scores = HOOKS.scores(state, legal)
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        assert HOOKS.policy(state, lambda: 1.0) == legal[best], (state, legal, scores)
        checked[state.phase.value] += 1
    assert checked[Phase.PLACE.value] > 5
    assert checked[Phase.EAGLE.value] > 0 or players == 2


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_advance_owned_is_advance_in_place(players, options):
    # The tree's steps after the first (SearchHooks.advance_owned) change the state itself and
    # give advance's state in everything but the knowledge, which no hook reads.
    rng = random.Random(players)
    for state in _positions(players, options, games=1):
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        own = copy_state(state)
        own.rng = state.rng.copy()
        expected = GAME.advance(state, action)
        assert HOOKS.advance_owned(own, action) is own
        for name in FIELDS:
            assert getattr(own, name) == getattr(expected, name), name
