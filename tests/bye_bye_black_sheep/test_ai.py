"""Tests of the Bye-Bye Black Sheep AI players (DESIGN: AI): legal, deterministic, blind to
hidden cards, cancellable, using what the seat has learned, and ``normal`` clearly stronger
than ``easy`` in the arena."""

from __future__ import annotations

import time

import pytest

from farmhouse import arena
from farmhouse.core.ai import Cancelled, CancelToken, make_ai
from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep import ai
from farmhouse.games.bye_bye_black_sheep.positions import position
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Phase,
    Place,
    State,
    Steal,
    Stop,
)

from .conftest import OPTIONS, biased_game, k, perturb_hidden, play, random_game

BUDGET = 1.0
#: Iterations of each `hard` decision here (`normal` and `easy` ignore it): these tests check
#: legality, determinism and hidden information, not strength.
HARD_ITERATIONS = 12


def _positions(players: int, options: Options, games: int = 2) -> list[State]:
    """Decisions of every kind from quick random games and long drawing games."""
    found: list[State] = []
    for g in range(games):
        for game in (random_game, biased_game):
            for i, (before, *_) in enumerate(game(players, options, 60 + g)):
                if before.phase is not Phase.DRAW or i % 3 == 0:
                    found.append(before)
    return found


def _decide(level: str, seed: int, state: State) -> object:
    seat = GAME.to_move(state)
    assert seat is not None
    player = ai.make_player(level, seed, iterations=HARD_ITERATIONS)
    return player.choose(GAME.view(state, seat), GAME.legal_actions(state), BUDGET, CancelToken())


CONFIGS = [(2, OPTIONS[0]), (3, OPTIONS[1]), (4, OPTIONS[2]), (5, OPTIONS[3])]


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_choices_are_legal_in_every_phase(level, players, options):
    positions = _positions(players, options)
    phases = {s.phase for s in positions}
    assert {Phase.DRAW, Phase.EAGLE, Phase.MOLE, Phase.PLACE} <= phases
    for i, state in enumerate(positions):
        assert _decide(level, i, state) in GAME.legal_actions(state)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_is_deterministic_for_a_seed(level):
    positions = _positions(3, Options(advanced=True), games=1)
    assert [_decide(level, 5, s) for s in positions] == [_decide(level, 5, s) for s in positions]


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_choice_ignores_hidden_information(level, players, options):
    """Changing only what the seat cannot see (unknown cards of other hands, the pile, the
    removed specials, the generator, forced draws) never changes its choice."""
    rng = Rng.from_seed(3)
    changed = 0
    for i, state in enumerate(_positions(players, options)[:80]):
        seat = GAME.to_move(state)
        other = perturb_hidden(state, seat, rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        changed += other.hands != state.hands or other.pile != state.pile
        assert _decide(level, i, other) == _decide(level, i, state)
    assert changed > 20  # the hidden parts really differed


@pytest.mark.parametrize("level", ai.LEVELS)
def test_cancelled_token_raises(level):
    state = GAME.setup(3, Options(), 1)
    token = CancelToken()
    token.cancel()
    player = ai.make_player(level, 1, iterations=HARD_ITERATIONS)
    with pytest.raises(Cancelled):
        player.choose(GAME.view(state, state.active), GAME.legal_actions(state), BUDGET, token)


def test_factory():
    assert ai.LEVELS == ("easy", "normal", "hard")
    for level in ai.LEVELS:
        assert make_ai("bye_bye_black_sheep", level, 3).level == level
    with pytest.raises(ValueError):
        ai.make_player("grandmaster", 1)
    state = GAME.setup(2, Options(), 1)
    with pytest.raises(ValueError):  # a spectator's view has no seat to play
        ai.make_player("normal", 1).choose(
            GAME.view(state, None), GAME.legal_actions(state), BUDGET, CancelToken()
        )


# ----------------------------------------------------------------------------- normal's sense


def normal(state: State) -> object:
    return _decide("normal", 0, state)


def test_normal_weighs_the_black_sheep_risk_against_its_allowance():
    """With four cards drawn (allowance 2, enough for a triplet of Goats), normal draws on
    from big hands (risk 1/9) but stops when every hand is down to two cards (risk 1/2)."""

    def after_four(sizes):
        state = position(
            3,
            hands={0: ["goat"], 1: ["goat", "tiger"], 2: ["goat", "lion"]},
            hand_sizes={0: 7, 1: sizes, 2: sizes},
            zoos={0: ["penguin", "penguin"]},
            draws=["goat", "goat", "tiger", "lion"],
        )
        state, _ = play(state, Draw(1), Draw(2), Draw(1), Draw(2))
        return state

    big = after_four(12)
    assert [len(h) for h in big.hands[1:]] == [10, 10]
    assert isinstance(normal(big), Draw)
    small = after_four(4)
    assert [len(h) for h in small.hands[1:]] == [2, 2]
    assert normal(small) == Stop()


def test_normal_draws_from_the_biggest_hand():
    state = position(4, hand_sizes={1: 3, 2: 9, 3: 5})
    assert normal(state) == Draw(2)


def test_normal_asks_the_eagle_where_it_knows_the_card_is():
    """P1 collects Goats. P2 took a Goat from the watering hole in plain sight (public
    knowledge): normal asks P2 for a Goat, although P3's bigger hand is likelier to hold one
    for a seat that does not know; without that knowledge it does not ask P2."""

    def with_eagle(known):
        state = position(
            3,
            hands={
                0: ["goat", "tiger", "lion", "hippo", "koala", "mole"],
                1: ["eagle", "goat"],
                2: ["eagle"],
            },
            hand_sizes=7,
            zoos={0: ["goat"]},
            public_known={1: ["goat"]} if known else None,
            draws=["eagle"],
        )
        state, _ = play(state, Draw(1))
        assert state.phase is Phase.EAGLE
        return state

    assert normal(with_eagle(True)) == AskEagle(1, k("goat"))
    assert normal(with_eagle(False)) != AskEagle(1, k("goat"))


def test_normal_remembers_a_hand_it_saw_with_the_mole():
    """P1 (a Lion in its zoo and one in hand) sees P2's hand with the Mole, a Lion in it. If
    it does not take the Lion at once, it draws an Eagle next and asks P2 for the Lion it
    remembers, the card that completes its triplet."""
    state = position(
        3,
        hands={
            0: ["lion", "hippo", "koala", "zebra", "giraffe", "eagle"],
            1: ["mole", "lion", "tiger", "tiger", "goat"],
            2: ["eagle"],
        },
        hand_sizes={1: 7, 2: 7},
        zoos={0: ["lion"]},
        draws=["mole", "eagle"],
    )
    state, _ = play(state, Draw(1))
    choice = normal(state)
    assert isinstance(choice, MolePick)
    if choice.card != k("lion"):
        state, _ = play(state, choice, Draw(2))
        assert state.phase is Phase.EAGLE
        assert normal(state) == AskEagle(1, k("lion"))
    else:  # it took the Lion straight away: also what its memory is for
        assert choice == MolePick(k("lion"))


def test_normal_steals_the_triplet_of_the_leader():
    state = position(
        4,
        hands={1: ["magpie"]},
        hand_sizes=7,
        zoos={
            1: ["tiger", "penguin"],
            2: ["goat"] * 3 + ["lion"] * 3,  # two triplets: one short of the target (3)
            3: ["hippo", "hippo"],
        },
        draws=["magpie"],
    )
    state, _ = play(state, Draw(1))
    assert state.phase is Phase.MAGPIE
    choice = normal(state)
    assert isinstance(choice, Steal) and choice.victim == 2


def test_normal_places_the_winning_card():
    state = position(
        4,
        hands={0: ["lion", "tiger", "hippo"], 1: ["koala", "panda", "zebra"]},
        hand_sizes={1: 7},
        zoos={0: ["goat"] * 3 + ["penguin"] * 3 + ["lion"] * 2},
        draws=["koala", "panda", "zebra"],
    )
    state, _ = play(state, Draw(1), Draw(1), Draw(1), Stop())
    assert state.phase is Phase.PLACE
    assert normal(state) == Place(k("lion"))


def test_normal_white_sheep_owner_places_out_of_turn():
    state = position(
        3,
        options=Options(advanced=True),
        hands={2: ["white_sheep", "lion", "tiger"]},
        hand_sizes=7,
        zoos={2: ["goat"] * 3 + ["penguin"] * 3 + ["crocodile"] * 3 + ["lion"] * 2},
        draws=["white_sheep"],
    )
    state, _ = play(state, Draw(2))
    assert GAME.to_move(state) == 2
    assert normal(state) == Place(k("lion"))  # its fourth triplet: the target with 3 players


def test_normal_avoids_an_idle_turn_that_ends_the_game_with_a_loss():
    """Stall counter at 2n − 1 and P2 leads on zoo cards: stopping at once would end the game
    (BB-9.3) with P2 winning (BB-9.4). normal (P1) draws instead, from a hand that will need
    refilling (so the turn is not idle even if a black sheep follows), not from the biggest."""
    state = position(3, hand_sizes={1: 7, 2: 12}, zoos={1: ["tiger"]}, stall=5)
    view = GAME.view(state, 0)
    assert view.stall == 5 and view.pile_size > 0
    assert normal(state) == Draw(1)
    calm = position(3, hand_sizes={1: 7, 2: 12}, zoos={1: ["tiger"]}, stall=0)
    assert normal(calm) == Draw(2)  # without the stall at stake: the safest, biggest hand


def test_easy_stops_at_its_goal_and_declines_sometimes():
    """easy is a light heuristic with noise: over many decisions it both draws and stops,
    and both asks with the Eagle and declines."""
    seen = set()
    for seed in range(40):
        state = position(3, hands={1: ["eagle"]}, hand_sizes=7, draws=["eagle"])
        state, _ = play(state, Draw(1))
        seen.add(type(_decide("easy", seed, state)))
        fresh = GAME.setup(3, Options(), seed)
        seen.add(type(_decide("easy", seed, fresh)))
    assert {Draw, AskEagle, Decline} <= seen


# ----------------------------------------------------------------------------- arena


def test_normal_beats_easy_clearly_and_few_games_stall():
    """normal wins far more than its share; few games end by the stall rule (BB-9.3)."""
    start = time.perf_counter()
    results = arena.run_arena("bye_bye_black_sheep", ["normal", "easy", "easy"], 30, 11)
    assert all(r.error is None for r in results)
    summary = {s.level: s for s in arena.summarise(["normal", "easy", "easy"], results)}
    assert summary["normal"].win_rate > 0.6  # its share would be 1/3
    ends = arena.ended_by_counts(results)
    assert ends.get("bb.end.stall", 0) <= 4 and ends.get("bb.end.turn_limit", 0) == 0
    assert summary["normal"].p95_ms < 200
    assert time.perf_counter() - start < 60


@pytest.mark.parametrize("players", [2, 5])
def test_arena_runs_with_every_option(players):
    for options in OPTIONS:
        results = (
            arena.run_arena(
                "bye_bye_black_sheep",
                ["normal", "easy"] * 2 + ["normal"],
                2,
                players,
                options=options,
            )
            if players == 5
            else arena.run_arena(
                "bye_bye_black_sheep", ["normal", "easy"], 2, players, options=options
            )
        )
        assert [r.error for r in results] == [None, None]
        assert all(r.ended_by in ("bb.end.triplets", "bb.end.stall") for r in results)


def test_the_ai_imports_no_private_name_of_the_rules():
    """Issue 18: ``ai.py`` imported two private tables of ``rules.py`` (``_TRANSITIONS``,
    ``_EAGLE_ACTIONS``); it reads them by their public names (``TRANSITIONS``,
    ``EAGLE_ACTIONS``), each documented where it is defined."""
    import ast
    import inspect

    from farmhouse.games.bye_bye_black_sheep import ai, rules

    tree = ast.parse(inspect.getsource(ai))
    private = [
        (node.module, alias.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("farmhouse")
        for alias in node.names
        if alias.name.startswith("_")
    ]
    assert private == []
    assert ai.TRANSITIONS is rules.TRANSITIONS and ai.EAGLE_ACTIONS is rules.EAGLE_ACTIONS
