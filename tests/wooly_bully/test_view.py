"""Views (section 5: who sees what), determinisation (sample_state) and legal actions from a
view, in random games of every option."""

from __future__ import annotations

import attrs
import pytest

from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully.positions import BOARD_B, position
from farmhouse.games.wooly_bully.rules import GAME, OVER, Options, State, unseen_tiles

from .conftest import OPTION_CONFIGS, check_invariants, random_game


def positions(every: int = 6) -> list[State]:
    """Mid-game states of random games (every option, 2-4 seats) and their final states."""
    found = []
    for n, (_name, options) in enumerate(sorted(OPTION_CONFIGS.items())):
        players = 2 + n % 3
        steps = list(random_game(players, options, 900 + n))
        found.extend(before for i, (before, _, _, _) in enumerate(steps) if i % every == 0)
        found.append(steps[-1][2])
    return found


def hide_differently(state: State, seat: int | None, rng: Rng) -> State:
    """The same state with everything ``seat`` may not see dealt again: the tiles in other
    hands, set-aside hands, discards and the bag, the bag order, the hidden colours (among
    the other unrevealed seats and the unused shepherds) and the generator."""
    other = attrs.evolve(
        state,
        hands=[list(h) for h in state.hands],
        set_aside=[list(h) for h in state.set_aside],
        discards=[list(h) for h in state.discards],
        colours=list(state.colours),
        unused_shepherds=list(state.unused_shepherds),
        bag=list(state.bag),
        rng=Rng.from_seed(rng.next_u64()),
    )
    others = [s for s in range(state.players) if s != seat]
    pool = list(state.bag)
    for s in others:
        pool += state.hands[s] + state.set_aside[s] + state.discards[s]
    rng.shuffle(pool)
    for s in others:
        for part in (other.hands, other.set_aside, other.discards):
            n = len(part[s])
            part[s] = sorted(pool[:n]) if part is not other.discards else pool[:n]
            del pool[:n]
    other.bag = pool
    if state.phase != OVER:
        cat = state.catalogue
        hidden = [s for s in others if not state.revealed[s]]
        colours = [state.colours[s] for s in hidden]
        colours += [cat.tiles[t].colour for t in state.unused_shepherds]
        rng.shuffle(colours)
        for s in hidden:
            other.colours[s] = colours.pop()
        other.unused_shepherds = sorted(cat.shepherds[str(c)] for c in colours)
    return other


def test_views_reveal_nothing_hidden():
    rng = Rng.from_seed(77)
    changed = 0
    for state in positions():
        for seat in [*range(state.players), None]:
            view = GAME.view(state, seat)
            other = hide_differently(state, seat, rng)
            check_invariants(other)
            changed += GAME.digest(other) != GAME.digest(state)
            assert GAME.view(other, seat) == view
    assert changed > 100  # the perturbation really changed hidden parts


def test_a_view_shows_the_own_hand_and_colour_and_public_counts():
    state = position(
        3,
        board={**BOARD_B, (2, 0): "SHEPHERD-R"},
        colours="KRB",
        revealed=[1],
        hands={0: ["V/F"], 2: ["F/V", "M3-B/F"]},
        bag=7,
    )
    v0 = GAME.view(state, 0)
    assert v0.hand == tuple(state.hands[0]) and v0.colour == "K"
    assert v0.colours == ("K", "R", None)  # seat 1 revealed, seat 2 hidden
    assert v0.hand_sizes == (1, 0, 2) and v0.bag_size == 7
    assert v0.unused_shepherds is None
    spectator = GAME.view(state, None)
    assert spectator.hand == () and spectator.colours == (None, "R", None)
    over = attrs.evolve(state, phase=OVER)
    assert GAME.view(over, None).colours == ("K", "R", "B")
    assert GAME.view(over, None).unused_shepherds == (state.catalogue.shepherds["Y"],)
    with pytest.raises(ValueError):
        GAME.view(state, 3)


def test_private_events_are_private():
    state = position(2, hands={0: ["V/F"]}, bag=5)
    _, events = GAME.apply(state, next(iter(GAME.legal_actions(state))))
    drew = [e for e in events if e.key == "WB.drew"]
    assert drew and all(e.private_to == 0 for e in drew)
    assert all(e.private_to is None for e in events if e.key != "WB.drew")


def test_sample_state_is_consistent_with_the_view():
    rng = Rng.from_seed(5)
    for state in positions(every=9):
        for seat in [*range(state.players), None]:
            view = GAME.view(state, seat)
            sample = GAME.sample_state(view, rng)
            assert GAME.view(sample, seat) == view
            check_invariants(sample)
            if seat is not None and seat == GAME.to_move(state):
                assert GAME.legal_actions(sample) == GAME.legal_actions(state)
                assert GAME.legal_actions_in_view(view) == GAME.legal_actions(state)
            else:
                assert GAME.to_move(sample) == GAME.to_move(state)
                assert GAME.legal_actions_in_view(view) == []


def test_samples_differ_and_can_be_played_out():
    steps = list(random_game(4, Options(), 31, quit_rate=0.0))
    # A mid-game state where at least two other colours are still hidden.
    state = next(
        before
        for before, _, _, _ in steps[10:]
        if sum(not r for s, r in enumerate(before.revealed) if s != before.actor) >= 2
    )
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    rng = Rng.from_seed(9)
    samples = [GAME.sample_state(view, rng) for _ in range(6)]
    assert len({GAME.digest(s) for s in samples}) == 6
    assert len({tuple(s.bag) for s in samples}) > 1
    assert len({tuple(s.colours) for s in samples}) > 1
    for s in samples:
        assert s.colours[seat] == state.colours[seat]
        assert sorted(unseen_tiles(view)) == sorted(
            s.bag + [t for o in range(4) if o != seat for t in s.hands[o] + s.set_aside[o]]
        )
    for sample in samples:
        play = Rng.from_seed(sample.moves)
        while GAME.to_move(sample) is not None:
            sample, _ = GAME.apply(sample, play.choice(GAME.legal_actions(sample)))
        check_invariants(sample)
        assert GAME.outcome(sample) is not None


def test_legal_actions_in_view_at_every_decision():
    for n, options in enumerate(OPTION_CONFIGS.values()):
        for before, _, _, _ in random_game(2 + n % 3, options, 40 + n):
            seat = GAME.to_move(before)
            for s in range(before.players):
                view = GAME.view(before, s)
                if s == seat:
                    assert GAME.legal_actions_in_view(view) == GAME.legal_actions(before)
                else:
                    assert GAME.legal_actions_in_view(view) == []


def test_a_view_with_impossible_counts_is_refused():
    state = position(2, hands={0: ["V/F"], 1: ["F/V"]}, bag=3)
    view = GAME.view(state, 0)
    with pytest.raises(ValueError):
        GAME.sample_state(attrs.evolve(view, bag_size=view.bag_size + 1), Rng.from_seed(1))
    with pytest.raises(ValueError):
        GAME.sample_state(attrs.evolve(view, hand_sizes=(1, 9)), Rng.from_seed(1))
