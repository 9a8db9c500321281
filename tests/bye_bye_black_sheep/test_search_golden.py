"""The ``hard`` search of Bye-Bye Black Sheep is pinned: at a fixed seed and iteration count,
a few decisions (every player count, every option combination, the decisions of every
phase) give exactly the root statistics recorded before its speed work (session 16: the
sampler per decision, the policy's faster paths, the root candidates asked once; and
session 17's, the worlds dealt by ``Rng.shuffle_packed``, recorded anew, the rest checked
against base16's), so a change meant to make iterations faster cannot change what the
search computes.

The digest folds, per decision, each root action with its visits and its value and win
totals (rounded to 9 decimals: the playouts' values go through ``math.exp``, whose last bit
may differ between platforms' math libraries). Also: the root candidates of ``hard`` depend
only on the view (what :attr:`ByeByeHooks.root_candidates_from_view` promises), and a
sampler gives :meth:`sample_state`'s worlds.

After a deliberate change of the search's behaviour, record again with
``python -m tests.bye_bye_black_sheep.test_search_golden`` from the repository root.
"""

from __future__ import annotations

import hashlib
from typing import Any

from farmhouse.core.rng import Rng
from farmhouse.core.search import hooks_for, search
from farmhouse.games.bye_bye_black_sheep.data import LAST_SPECIES
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    Options,
    Phase,
    State,
    View,
    _deal_unknown,
    unseen_cards,
)

#: Iterations per decision of the pinned searches.
ITERATIONS = 200
#: (players, advanced, joker, game seed): the games the decisions come from.
GAMES = [
    (5, False, False, 11),
    (5, True, True, 17),
    (4, True, True, 21),
    (3, False, True, 13),
    (2, True, False, 25),
]
#: The digest of the pinned searches' root statistics (recorded on tag base16, and again in
#: session 17 for the one deliberate change since: the sampled worlds dealt by
#: ``Rng.shuffle_packed`` instead of ``Rng.shuffle``, with base16's digest back when
#: ``shuffle_packed`` is ``shuffle``, see :func:`test_only_the_deal_s_shuffles_changed`).
GOLDEN = "4b242bf837d579eb9655b5da14bed88b9b5a02d7909d197062b2161819473dc1"
#: The same on tag base16, whose sampling shuffled with ``Rng.shuffle``.
GOLDEN_BASE16 = "f188ff8b9c288212c470eebdb73db19acb70dcac0c64ee38175f782393f51fda"


def decisions() -> list[tuple[View, list[Any]]]:
    """Decision views of seeded games played with random legal actions: per game the first
    decision of each phase with more than one legal action, and every 5th other one, at
    most 8."""
    out: list[tuple[View, list[Any]]] = []
    for players, advanced, joker, seed in GAMES:
        state = GAME.setup(players, Options(advanced=advanced, joker=joker), seed)
        rng = Rng.from_seed(seed)
        phases: set[Phase] = set()
        taken = k = 0
        while GAME.to_move(state) is not None and taken < 8:
            seat = GAME.to_move(state)
            assert seat is not None
            legal = GAME.legal_actions(state)
            if len(legal) > 1:
                k += 1
                if state.phase not in phases or k % 5 == 0:
                    phases.add(state.phase)
                    out.append((GAME.view(state, seat), list(legal)))
                    taken += 1
            state = GAME.apply(state, rng.choice(legal))[0]
    return out


def digest() -> str:
    """The digest of the pinned searches (see the module docstring)."""
    hooks = hooks_for("bye_bye_black_sheep")
    h = hashlib.sha256()
    for i, (view, legal) in enumerate(decisions()):
        result = search(GAME, hooks, view, legal, seed=100 + i, iterations=ITERATIONS)
        for s in result.stats:
            h.update(
                f"{i} {s.action!r} {s.visits} {s.value_total:.9f} {s.win_total:.9f}\n".encode()
            )
    return h.hexdigest()


def test_the_search_s_root_statistics_are_those_recorded():
    assert len(decisions()) >= 20
    assert digest() == GOLDEN


def test_only_the_deal_s_shuffles_changed(monkeypatch):
    """With the sampled worlds shuffled as on base16 (``Rng.shuffle``), the search gives
    base16's statistics bit for bit: session 17's other speed work (the tree's steps in
    place, ``ByeByeHooks.advance_owned``; the policy's Eagle question and placements without
    a list of scores; the playout's transitions inlined) changed nothing it computes."""
    monkeypatch.setattr(Rng, "shuffle_packed", Rng.shuffle)
    assert digest() == GOLDEN_BASE16


def test_root_candidates_are_the_same_in_every_world_of_a_view():
    hooks = hooks_for("bye_bye_black_sheep")
    assert hooks.root_candidates_from_view
    for i, (view, legal) in enumerate(decisions()):
        sample = GAME.sampler(view)
        rng = Rng.from_seed(i)
        first = hooks.candidates(sample(rng), legal)
        for _ in range(8):
            assert hooks.candidates(sample(rng), legal) == first


def test_a_sampler_gives_the_worlds_of_the_sampling_before_it():
    """``sample_state`` (now a call of the view's sampler, which keeps what depends on the view
    and deals without the matching when no Eagle's "no" applies) gives the states the
    straightforward sampling of base16 gave, with the generator used the same way, on views
    of random games of every player count and option (Eagle's "no" and removed specials
    included)."""
    rng = Rng.from_seed(5)
    views = 0
    for players in (2, 3, 4, 5):
        for advanced in (False, True):
            for joker in (False, True):
                state = GAME.setup(players, Options(advanced=advanced, joker=joker), players)
                while GAME.to_move(state) is not None:
                    seat = GAME.to_move(state)
                    assert seat is not None
                    legal = GAME.legal_actions(state)
                    if rng.randbelow(4) == 0:
                        view = GAME.view(state, seat)
                        views += 1
                        sample = GAME.sampler(view)
                        a, b, c = Rng.from_seed(views), Rng.from_seed(views), Rng.from_seed(views)
                        for _ in range(3):
                            expected = _sample_before(view, c)
                            assert sample(a) == expected
                            assert GAME.sample_state(view, b) == expected
                            assert a == b == c
                    state = GAME.apply(state, rng.choice(legal))[0]
    assert views > 300


def _sample_before(view: View, rng: Rng) -> State:
    """``ByeByeBlackSheep.sample_state`` as it was at tag base16 (the reference)."""
    n = view.players
    me = view.seat
    others = [s for s in range(n) if s != me]
    unseen = unseen_cards(view)
    cards = sorted(unseen.elements())
    specials = [c for c in cards if c > LAST_SPECIES]
    sets = [c for c in cards if c <= LAST_SPECIES]
    rng.shuffle_packed(specials)
    hidden_removed = view.removed_count - len(view.removed)
    removed = tuple(sorted((*view.removed, *specials[:hidden_removed])))
    specials = specials[hidden_removed:]
    owners: list[int] = []
    for s in others:
        owners.extend([s] * (view.hand_sizes[s] - len(view.known[s])))
    rng.shuffle_packed(sets)
    dealt, pile = _deal_unknown(rng, owners, view.excluded, specials, sets)
    hands = [
        view.hand if s == me else tuple(sorted((*view.known[s], *dealt.get(s, ()))))
        for s in range(n)
    ]
    known: list[tuple[int, ...]] = []
    for o in range(n + 1):
        for s in range(n):
            if o == s:
                known.append(())
            elif o == me:
                known.append(view.known[s])
            else:
                known.append(view.public_known[s])
    if view.phase is Phase.MOLE and view.active != me:
        assert view.subject is not None
        known[view.active * n + view.subject] = hands[view.subject]
    return State(
        players=n,
        options=view.options,
        rng=rng.spawn(),
        hands=hands,
        zoos=list(view.zoos),
        pile=tuple(pile),
        removed=removed,
        known=known,
        excluded=list(view.excluded),
        start_player=view.start_player,
        active=view.active,
        phase=view.phase,
        joker_species=view.joker_species,
        magpie_beside=view.magpie_beside,
        wh=view.wh,
        covered=view.covered,
        wolf_victim=view.wolf_victim,
        subject=view.subject,
        placements_left=view.placements_left,
        pile_at_start=view.pile_at_start,
        zoo_grew=view.zoo_grew,
        stall=view.stall,
        turns=view.turns,
        step=view.step,
        winner=view.winner,
        ended_by=view.ended_by,
    )


if __name__ == "__main__":
    print(digest())
