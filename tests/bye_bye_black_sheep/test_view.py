"""Views (reference section 10), what a seat remembers, determinisation (sample_state),
legal actions from a view and the draw-risk helper."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from farmhouse.core.rng import Rng
from farmhouse.games.bye_bye_black_sheep.data import MOLE, black_sheep
from farmhouse.games.bye_bye_black_sheep.positions import position
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Draw,
    MolePick,
    Options,
    Phase,
    State,
    Stop,
    copy_state,
    draw_risks,
)

from .conftest import (
    OPTIONS,
    biased_game,
    check_invariants,
    k,
    perturb_hidden,
    play,
    random_game,
)

CONFIGS = [(2, OPTIONS[0]), (3, OPTIONS[1]), (4, OPTIONS[2]), (5, OPTIONS[3]), (4, OPTIONS[1])]


def _positions(every=3):
    """States from quick random games and long drawing games, including decisions of every
    phase and each game's final state."""
    found = []
    for n, (players, options) in enumerate(CONFIGS):
        for game in (random_game, biased_game):
            steps = list(game(players, options, 300 + n))
            found.extend(before for i, (before, *_) in enumerate(steps) if i % every == 0)
            found.extend(before for before, *_ in steps if before.phase is not Phase.DRAW)
            found.append(steps[-1][2])
    return found


def _seats(state: State):
    return [*range(state.players), None]


def test_views_show_nothing_hidden():
    rng = Rng.from_seed(77)
    changed = 0
    for state in _positions():
        for seat in _seats(state):
            view = GAME.view(state, seat)
            other = perturb_hidden(state, seat, rng)
            check_invariants(other)
            changed += other.hands != state.hands or other.pile != state.pile
            assert GAME.view(other, seat) == view
            assert view.hand == (() if seat is None else state.hands[seat])
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            n = state.players
            for j in range(n):
                if j != seat:
                    o = n if seat is None else seat
                    assert view.known[j] == state.known[o * n + j]
                assert view.public_known[j] == state.known[n * n + j]
    assert changed > 200  # the perturbation really hid something


def test_a_seat_remembers_what_it_learned():
    """Cards it saw with a Mole, cards it lost to a draw (now in the drawer's hand), cards
    placed face up and an Eagle's 'no' stay in the view after the turn."""
    state = position(
        3,
        hands={
            0: ["tiger", "tiger"],
            1: ["mole", "goat", "lion", "panda", "koala", "zebra"],
            2: ["tiger", "hippo", "eagle"],
        },
        hand_sizes=7,
        draws=["mole", "hippo", "eagle"],
    )
    seen_by_mole = state.hands[1]
    state, _ = play(state, Draw(1))  # P1 draws P2's mole and sees P2's hand
    view = GAME.view(state, 0)
    assert view.phase is Phase.MOLE and view.known[1] == state.hands[1]
    assert Counter(seen_by_mole) - Counter(view.known[1]) == Counter([MOLE])
    assert GAME.view(state, 2).known[1] == (black_sheep(1),)  # P3 saw nothing
    state, _ = play(state, MolePick(k("goat")), Draw(2), Draw(2), AskEagle(1, k("giraffe")))
    # P2 had no giraffe: P1's turn ended (D=4, allowance 2) and P1 now places.
    assert state.phase is Phase.PLACE
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        # Everybody knows what P1 took from the watering hole and that P2 lacks giraffes.
        for card in ("mole", "goat", "hippo", "eagle"):
            assert k(card) in view.known[0]
        assert view.excluded[1] == (k("giraffe"),)
    # Only P1 remembers the rest of P2's hand from the Mole.
    assert set(GAME.view(state, 0).known[1]) >= {k("lion"), k("panda"), k("koala"), k("zebra")}
    assert GAME.view(state, 2).known[1] == (black_sheep(1),)
    # A refill gives P2 new unknown cards: the Eagle's "no" no longer holds.
    state, _ = play(state, *[a for a in GAME.legal_actions(state)[:1]])  # stop placing
    assert state.active == 1 and state.excluded[1] == ()


@pytest.mark.parametrize("every", [4])
def test_sample_state_is_consistent_with_the_view(every):
    rng = Rng.from_seed(5)
    for state in _positions(every):
        for seat in _seats(state):
            view = GAME.view(state, seat)
            sample = GAME.sample_state(view, rng)
            assert GAME.view(sample, seat) == view
            check_invariants(sample)
            assert GAME.to_move(sample) == GAME.to_move(state)
            if seat is not None and seat == GAME.to_move(state):
                assert GAME.legal_actions(sample) == GAME.legal_actions(state)
                assert GAME.legal_actions_in_view(view) == GAME.legal_actions(state)
            else:
                assert GAME.legal_actions_in_view(view) == []


def test_samples_differ_and_can_be_played_out():
    steps = list(biased_game(4, Options(advanced=True, joker=True), 31))
    state = next(b for b, *_ in steps[40:] if b.phase is Phase.DRAW)
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    rng = Rng.from_seed(9)
    samples = [GAME.sample_state(view, rng) for _ in range(6)]
    assert len({GAME.digest(s) for s in samples}) == 6
    assert len({tuple(s.hands[(seat + 1) % 4]) for s in samples}) > 1
    for sample in samples:
        play_rng = Rng.from_seed(sample.step)
        while GAME.to_move(sample) is not None:
            sample, _ = GAME.apply(sample, play_rng.choice(GAME.legal_actions(sample)))
            check_invariants(sample)
        assert GAME.outcome(sample) is not None


def test_sample_state_respects_an_eagle_no_and_finds_tight_deals():
    """P1 cannot see three cards: a Lion, a Goat and an Eagle, in P2's two unknown places and
    P3's one. P2 said 'no Goat', so every sample deals P2 the Lion and the Eagle and P3 the
    Goat: when the Eagle is first dealt to P3 the deal must be repaired (matching)."""
    zoos = {
        0: ["tiger"] * 4 + ["penguin"] * 4 + ["crocodile"] * 4 + ["zebra", "panda", "hippo"] * 2,
        1: ["goat"] * 3 + ["elephant"] * 4 + ["giraffe"] * 4 + ["zebra", "panda"] * 2,
        2: ["lion"] * 3 + ["koala"] * 4 + ["kangaroo"] * 4 + ["hippo"] * 2,
    }
    state = position(
        3,
        hands={0: ["eagle", "mole"], 1: ["lion", "eagle"], 2: ["goat", "magpie"]},
        zoos=zoos,
        pile=0,
    )
    state = copy_state(state)
    state.excluded[1] = (k("goat"),)  # as after an Eagle's "no"
    check_invariants(state)
    view = GAME.view(state, 0)
    assert [view.hand_sizes[s] - len(view.known[s]) for s in (1, 2)] == [2, 1]
    rng = Rng.from_seed(1)
    for _ in range(40):
        sample = GAME.sample_state(view, rng)
        assert sample.hands[1] == state.hands[1] and sample.hands[2] == state.hands[2]
        assert GAME.view(sample, 0) == view
        check_invariants(sample)
    # Without the "no", the Goat and the Lion both turn up in P2's hand in some samples.
    state.excluded[1] = ()
    view = GAME.view(state, 0)
    seen = {GAME.sample_state(view, rng).hands[1] for _ in range(60)}
    assert len(seen) == 3


def test_sample_state_refuses_an_impossible_view():
    state = GAME.setup(3, Options(), 1)
    view = GAME.view(state, 0)
    with pytest.raises(ValueError):
        GAME.sample_state(attrs.evolve(view, pile_size=view.pile_size + 1), Rng.from_seed(1))
    with pytest.raises(ValueError):
        GAME.sample_state(attrs.evolve(view, hand=view.hand + (k("tiger"),) * 5), Rng.from_seed(1))


def test_legal_actions_in_view_at_every_decision():
    for players, options in CONFIGS:
        for game in (random_game, biased_game):
            for before, *_ in game(players, options, 40 + players):
                seat = GAME.to_move(before)
                view = GAME.view(before, seat)
                assert GAME.legal_actions_in_view(view) == GAME.legal_actions(before)
                for other in range(players):
                    if other != seat:
                        assert GAME.legal_actions_in_view(GAME.view(before, other)) == []
                assert GAME.legal_actions_in_view(GAME.view(before, None)) == []


def test_view_refuses_a_seat_not_at_the_table():
    state = GAME.setup(2, Options(), 0)
    with pytest.raises(ValueError):
        GAME.view(state, 2)


def test_draw_risks_come_from_the_view_only():
    state = position(4, hands={1: ["goat", "goat"]}, hand_sizes={1: 3, 2: 7, 3: 1})
    view = GAME.view(state, 0)
    risks = draw_risks(view)
    assert risks[0] is None
    assert [(r.seat, r.cards, r.black_sheep, r.unknown) for r in risks[1:]] == [
        (1, 3, 1, 2),
        (2, 7, 1, 6),
        (3, 1, 1, 0),
    ]
    assert [r.p_black_sheep for r in risks[1:]] == [pytest.approx(1 / 3), 1 / 7, 1.0]
    assert all(black_sheep(r.seat) in r.known for r in risks[1:])
    # A seat that saw a hand with a Mole knows all of it; the risk stays 1 / size.
    state, _ = play(
        position(3, hands={1: ["mole", "tiger"]}, hand_sizes=7, draws=["mole"]), Draw(1)
    )
    mine = draw_risks(GAME.view(state, 0))[1]
    assert mine.unknown == 0 and mine.known == state.hands[1]
    assert mine.p_black_sheep == pytest.approx(1 / len(state.hands[1]))
    spectator = draw_risks(GAME.view(state, None))
    assert all(r is not None for r in spectator) and spectator[1].unknown > 0
    seen = Counter(state.hands[1]) - Counter([k("tiger")])
    state, events = play(state, MolePick(k("tiger")), Stop())
    # Still remembered after the turn; only the two refill cards are unknown.
    known = GAME.view(state, 0).known[1]
    assert Counter(known) == seen and len(state.hands[1]) == len(known) + 2
    assert draw_risks(GAME.view(state, 0))[1].unknown == 2
