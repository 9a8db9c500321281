"""One focused test per rule id of shared/rules/black_sheep.md that the other rules tests do
not pin down on their own (named test_BS_x_y_…), plus a differential test of the refill
(BS-6) against a reference written straight from the rule text."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from farmhouse.core.game import Event, IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import (
    ANIMALS,
    CARDS_PER_TYPE,
    FIGURE_VALUES,
    TASK_DEAL,
    TASK_DECK,
    Animal,
)
from farmhouse.games.black_sheep.rules import (
    FIGURE_TYPES,
    GAME,
    Options,
    Pass,
    Play,
    State,
    final_outcome,
)

H, C, P, S, K, B = ANIMALS  # horse, cow, pig, sheep, chicken (K), black_sheep


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def supply_counts(state: State) -> Counter[Animal]:
    return Counter(state.figure_types[f] for f in state.supply)


def pasture_types(state: State, p: int) -> list[Animal]:
    return [state.figure_types[f] for f in state.pastures[p].figures]


def flipped(events: list[Event]) -> list[str]:
    return [c for e in events if e.key == "bs.refill_flip" for c in e.params["cards"]]


# ----------------------------------------------------------------------------- 4.1 setup


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("task_cards", [False, True], ids=["bonus", "tasks"])
def test_BS_1_1_to_1_8_setup_follows_the_documented_order_of_chance(players, task_cards):
    """Re-derive a whole setup from the seed: values (BS-1.2), deck (BS-1.3), pastures I–III
    from the top six cards (BS-1.5), hands dealt three at a time from seat 0 (BS-1.6), task
    cards (BS-10.1) and the start player (BS-1.7), all from one generator (BS-1.1)."""
    seed = 1000 + players
    state = GAME.setup(players, Options(task_cards=task_cards), seed)
    rng = Rng.from_seed(seed)
    values: list[int] = []
    for a in ANIMALS:
        shuffled = list(FIGURE_VALUES[a])
        rng.shuffle(shuffled)
        values.extend(shuffled)
    deck = [a for a in ANIMALS for _ in range(CARDS_PER_TYPE)]
    rng.shuffle(deck)
    assert state.figure_values == values
    for p in range(3):
        assert pasture_types(state, p) == deck[2 * p : 2 * p + 2]
    assert state.discard == deck[:6]
    assert len(state.supply) == 36 - 6 and state.corrals == [[]] * players
    for seat in range(players):
        assert Counter(state.hands[seat]) == Counter(deck[6 + 3 * seat : 9 + 3 * seat])
    assert state.deck == deck[6 + 3 * players :]
    if task_cards:  # BS-10.1
        tasks = [t.id for t in TASK_DECK]
        rng.shuffle(tasks)
        secret, face_up = TASK_DEAL[players]
        for seat in range(players):
            assert state.secret_tasks[seat] == sorted(tasks[seat * secret : (seat + 1) * secret])
        dealt = secret * players
        assert state.face_up_tasks == sorted(tasks[dealt : dealt + face_up])
    else:  # BS-1.4
        assert state.secret_tasks == [] and state.face_up_tasks == []
    assert state.start_player == state.to_move == rng.randbelow(players)
    # BS-1.8
    assert state.completion_counter == 0
    assert all(p.sides == [[]] * players for p in state.pastures)


def test_BS_1_2_each_figure_value_depends_on_the_seed():
    seen: dict[int, set[int]] = {f: set() for f in range(36)}
    for seed in range(25):
        state = GAME.setup(2, Options(), seed)
        for f, v in enumerate(state.figure_values):
            seen[f].add(v)
    for f, values in seen.items():
        assert values == set(FIGURE_VALUES[FIGURE_TYPES[f]]), f


# ----------------------------------------------------------------------------- 4.2 turns


def test_BS_2_1_turn_steps_run_in_order(build):
    # Play + discard (1, 2) come before the draw (3): the discarded pig is in the pile that the
    # draw reshuffles. Scoring (4) comes after the draw: its 6 cards are not in that pile.
    state = build(
        2,
        hands={0: [P, S, B]},
        figures={0: [B, B]},
        sides={0: {0: [B, B], 1: [H, C, P]}},
        deck=[H],
        discard=[K, K],
    )
    after, events = GAME.apply(state, Play(0, (B,), P))
    assert keys(events) == [
        "bs.played",
        "bs.side_completed",
        "bs.drew",
        "bs.drew_count",
        "bs.reshuffled",
        "bs.drew",
        "bs.drew_count",
        "bs.scored",
        "bs.refill_flip",
        "bs.figure_placed",
        "bs.figure_placed",
        "bs.flip_discarded",
        "bs.next",
    ]
    assert events[4].params == {"count": 3}
    assert events[-1].params == {"seat": 0, "reason": "pasture_winner"}
    # The refill took the last two cards of the reshuffled deck; the scored cards and flips
    # are in the discard pile.
    assert after.deck == []
    assert Counter(after.discard) == Counter([B, B, B, H, C, P, *map(Animal, flipped(events))])
    assert Counter([*after.hands[0], *map(Animal, flipped(events))]) - Counter([S, H]) == Counter(
        [K, K, P]
    )


def _four_player_pasture(build, figures=None, **kwargs):
    return build(
        4,
        hands={1: [H, C, C], 3: [P, P, C]},
        figures=figures or {0: [H, H], 1: [K, K], 2: [K, K]},
        sides={0: {0: [C, C, C], 1: [H, H], 2: [C, C, C], 3: [C, C, C]}},
        deck=[S] * 10,
        **kwargs,
    )


def test_BS_2_3_the_pasture_winner_plays_next_even_right_after_own_turn(build):
    state = _four_player_pasture(build, to_move=1)
    after, events = GAME.apply(state, Play(0, (H,)))
    assert events[keys(events).index("bs.scored")].params["winner"] == 1
    assert after.to_move == 1  # not seat 2, the next seat clockwise
    assert events[-1].params == {"seat": 1, "reason": "pasture_winner"}
    # Without a scoring the turn passes clockwise, from seat 3 round to seat 0.
    state = _four_player_pasture(build, to_move=3)
    after, events = GAME.apply(state, Play(1, (P, P)))
    assert "bs.scored" not in keys(events)
    assert after.to_move == 0 and events[-1].params == {"seat": 0, "reason": "clockwise"}


def test_BS_2_3_nobody_plays_after_the_scoring_that_ends_the_game(build):
    state = _four_player_pasture(
        build, figures={0: [H, H]}, to_move=1, retired=[1, 2], end_triggered=True
    )
    after, events = GAME.apply(state, Play(0, (H,)))
    assert after.to_move is None
    assert "bs.next" not in keys(events) and keys(events)[-1] == "bs.game_over"
    assert GAME.legal_actions(after) == []
    with pytest.raises(IllegalAction):
        GAME.apply(after, Pass())


# ----------------------------------------------------------------------------- 4.3 playing


@pytest.mark.parametrize(("on_side", "allowed"), [(0, {1, 2}), (1, {2}), (2, {1}), (3, set())])
def test_BS_3_2_cards_to_play_depend_on_the_cards_on_the_side(build, on_side, allowed):
    state = build(
        2,
        hands={0: [H, C, P]},
        figures={0: [K, K]},
        sides={0: {0: [S] * on_side}},
        retired=[1, 2],
        end_triggered=True,
        deck=[S] * 5,
    )
    legal = GAME.legal_actions(state)
    if not allowed:
        assert legal == [Pass()]
    else:
        assert {len(a.cards) for a in legal} == allowed
        assert all(a.pasture == 0 for a in legal)
    for cards in [(H,), (H, C)]:
        if len(cards) in allowed:
            after, _ = GAME.apply(state, Play(0, cards))
            assert after.pastures[0].sides[0] == [S] * on_side + list(cards)
        else:
            with pytest.raises(IllegalAction) as err:
                GAME.apply(state, Play(0, cards))
            expected = "bs.illegal.side_full" if on_side == 3 else "bs.illegal.wrong_card_count"
            assert err.value.reason == expected


def test_BS_3_1_a_player_plays_only_to_their_own_side_of_an_active_pasture(build):
    # Seat 1 is to move. Only seat 1's side counts: seat 0's full side on II and seat 2's
    # single card on I change nothing for seat 1; III is retired.
    state = build(
        3,
        hands={1: [H, C, P]},
        figures={0: [K, K], 1: [K, K]},
        sides={0: {0: [S, S], 2: [B]}, 1: {0: [S, S, S], 1: [B]}},
        retired=[2],
        end_triggered=True,
        deck=[S] * 5,
        to_move=1,
    )
    legal = GAME.legal_actions(state)
    assert {a.pasture for a in legal} == {0, 1}
    assert {len(a.cards) for a in legal if a.pasture == 0} == {1, 2}  # own side empty
    assert {len(a.cards) for a in legal if a.pasture == 1} == {2}  # own side holds 1
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(2, (H,)))
    assert err.value.reason == "bs.illegal.pasture_retired"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(0, (H,)), seat=0)
    assert err.value.reason == "bs.illegal.not_your_turn"
    after, events = GAME.apply(state, Play(1, (C, P)))
    assert [list(side) for side in after.pastures[1].sides] == [[S, S, S], [B, C, P], []]
    assert [list(side) for side in after.pastures[0].sides] == [[S, S], [], [B]]
    assert events[0].params["seat"] == 1
    assert after.pastures[2].sides == [[], [], []] and not after.pastures[2].active


def test_BS_3_5_playing_is_compulsory_and_each_distinct_play_is_listed_once(build):
    # Three interchangeable horses: on I (2 on the side) one horse, with or without a horse
    # discarded; on II (empty) one or two horses; III is retired.
    state = build(
        2,
        hands={0: [H, H, H]},
        figures={0: [K, K], 1: [K, K]},
        sides={0: {0: [S, S]}},
        retired=[2],
        end_triggered=True,
        deck=[S] * 5,
    )
    assert GAME.legal_actions(state) == [
        Play(0, (H,)),
        Play(0, (H,), H),
        Play(1, (H,)),
        Play(1, (H,), H),
        Play(1, (H, H)),
    ]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Pass())
    assert err.value.reason == "bs.illegal.must_play"
    # Only cards actually held: a cow, or three horses in two plays, are not available.
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(1, (C,)))
    assert err.value.reason == "bs.illegal.cards_not_in_hand"
    short = build(
        2,
        hands={0: [H]},
        figures={0: [K, K]},
        sides={0: {0: [S]}},
        retired=[1, 2],
        end_triggered=True,
    )
    with pytest.raises(IllegalAction) as err:
        GAME.apply(short, Play(0, (H, H)))
    assert err.value.reason == "bs.illegal.cards_not_in_hand"
    assert GAME.legal_actions(short) == [Pass()]


def test_BS_3_3_cards_on_sides_and_completion_numbers_are_public(build):
    state = build(
        3,
        hands={0: [H, C, P], 1: [S, S, S], 2: [K, K, K]},
        figures={p: [K, K] for p in range(3)},
        sides={0: {0: [B, B, B], 1: [H]}, 2: {2: [C, P]}},
        completion={(0, 0): 4},
        deck=[S] * 7,
        discard=[H, B],
    )
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert [list(map(list, p.sides)) for p in view.pastures] == [
            [[B, B, B], [H], []],
            [[], [], []],
            [[], [], [C, P]],
        ]
        assert view.pastures[0].completion == (4, None, None)
        assert view.hand_sizes == (3, 3, 3) and view.deck_size == 7
        assert view.discard == (H, B)  # section 5: the discard pile is public
        assert [a for a, _ in view.supply] == list(ANIMALS)
        assert Counter(dict(view.supply)) == supply_counts(state)


# ----------------------------------------------------------------------------- 4.4 discard, draw


def test_BS_4_1_discard_only_after_exactly_one_card(build):
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]}, deck=[S, S, S])
    legal = GAME.legal_actions(state)
    assert {a.discard for a in legal if len(a.cards) == 2} == {None}
    assert {a.discard for a in legal if a.cards == (H,)} == {None, C, P}
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(0, (H, C), P))
    assert err.value.reason == "bs.illegal.discard_after_two"
    after, events = GAME.apply(state, Play(0, (H,), P))
    assert after.discard == [P] and after.hands[0] == [C, S, S]
    assert GAME.view(after, 1).discard == (P,)  # face up
    # Holding one card, there is nothing left to discard after playing it.
    alone = build(2, hands={0: [H]}, figures={0: [K, K]})
    assert GAME.legal_actions(alone)[:1] == [Play(0, (H,))]
    assert all(a.discard is None for a in GAME.legal_actions(alone))


def test_BS_4_1_discard_given_as_an_animal_id_like_the_cards(build):
    # Play converts card ids to animals; the discard must be converted too, or a legal
    # discard is refused (and an illegal one crashed instead of raising IllegalAction).
    assert Play(0, ["horse"], "pig") == Play(0, (H,), P)
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]}, deck=[S, S, S])
    after, _ = GAME.apply(state, Play(0, ["horse"], "pig"))
    assert after.discard == [P] and after.hands[0] == [C, S, S]
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, Play(0, ["horse"], "sheep"))
    assert err.value.reason == "bs.illegal.discard_not_in_hand"
    assert err.value.params == {"card": "sheep"}


@pytest.mark.parametrize(
    ("play", "drawn", "hand_after"),
    [
        (Play(0, (H,)), 1, [C, P, S]),
        (Play(0, (H,), C), 2, [P, S, K]),
        (Play(0, (H, C)), 2, [P, S, K]),
    ],
)
def test_BS_4_2_the_player_draws_back_up_to_three(build, play, drawn, hand_after):
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]}, deck=[S, K, B, B])
    after, events = GAME.apply(state, play)
    assert after.hands[0] == hand_after
    assert after.deck == [S, K, B, B][drawn:]
    assert [e.params for e in events if e.key == "bs.drew_count"] == [{"seat": 0, "count": drawn}]


def test_BS_4_3_no_reshuffle_while_the_deck_still_has_the_cards(build):
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]}, deck=[S, S], discard=[K])
    after, events = GAME.apply(state, Play(0, (H, C)))
    assert "bs.reshuffled" not in keys(events)
    assert after.deck == [] and after.discard == [K] and after.hands[0] == [P, S, S]
    # The next draw from the empty deck does reshuffle.
    after.hands[1] = [H, C, P]
    again, events = GAME.apply(after, Play(1, (H,)))
    assert events[keys(events).index("bs.reshuffled")].params == {"count": 1}
    assert again.hands[1] == [C, P, K] and again.deck == again.discard == []


def test_BS_4_3_flip_area_cards_are_not_reshuffled_during_a_refill(build):
    # Seat 0 wins I with five black sheep. The refill turns up chicken (placed) and horse
    # (none left); the search needs a pig, so the discard pile (the 6 scored cards only, not
    # the two flipped cards) is shuffled into a new deck.
    state = build(
        2,
        hands={0: [B, K, K]},
        figures={0: [B, B]},
        sides={0: {0: [B, B], 1: [H, C, P]}},
        supply={K: 1, P: 1},
        deck=[S, K, H],
        seed=3,
    )
    after, events = GAME.apply(state, Play(0, (B,)))
    assert events[keys(events).index("bs.reshuffled")].params == {"count": 6}
    flip = [Animal(c) for c in flipped(events)]
    assert flip[:2] == [K, H] and flip[-1] is P
    assert Counter(after.deck + flip[2:]) == Counter([B, B, B, H, C, P])
    assert after.discard == flip
    assert pasture_types(after, 0) == [K, P] and not after.end_triggered


def test_BS_4_4_deck_and_discard_empty_the_player_draws_nothing(build):
    state = build(2, hands={0: [H, C, P]}, figures={0: [K, K]})
    after, events = GAME.apply(state, Play(0, (H, C)))
    assert keys(events) == ["bs.played", "bs.next"]
    assert after.hands[0] == [P]


# ----------------------------------------------------------------------------- 4.5 scoring


@pytest.mark.parametrize("players", [2, 3, 4])
def test_BS_5_1_a_pasture_scores_when_every_seated_side_is_full(build, players):
    full = {s: [C, C, C] for s in range(1, players)}
    state = build(
        players,
        hands={0: [H, C, P]},
        figures={0: [H, H], 1: [K, K], 2: [K, K]},
        sides={0: {0: [H, H], **full}},
        deck=[S] * 5,
    )
    assert len(state.pastures[0].sides) == players  # unseated colours have no side at all
    after, events = GAME.apply(state, Play(0, (H,)))
    scored = events[keys(events).index("bs.scored")].params
    assert scored["cards_discarded"] == 3 * players  # Table 3.3
    assert scored["winner"] == 0 and len(scored["combos"]) == players
    # One seated side short: nothing scores.
    state.pastures[0].sides[players - 1] = [C, C]
    state.pastures[0].completion[players - 1] = None
    after, events = GAME.apply(state, Play(0, (H,)))
    assert "bs.scored" not in keys(events)
    assert after.pastures[0].sides[0] == [H, H, H] and len(after.pastures[0].figures) == 2


# ----------------------------------------------------------------------------- 4.6 refill


def _refill_state(build, supply, refill_deck, discard=(), side1=(H, C, P), seed=0):
    """Seat 0 completes pasture I with five black sheep and wins it; after its draw the deck is
    ``refill_deck`` and the discard pile ``discard`` + seat 0's and seat 1's side cards."""
    return build(
        2,
        hands={0: [B, K, K]},
        figures={0: [B, B]},
        sides={0: {0: [B, B], 1: list(side1)}},
        supply=supply,
        deck=[K, *refill_deck],
        discard=list(discard),
        seed=seed,
    )


def test_BS_6_2_two_cards_of_one_type_place_two_figures_of_it(build):
    state = _refill_state(build, {C: 2, S: 1}, [C, C, S])
    after, events = GAME.apply(state, Play(0, (B,)))
    assert pasture_types(after, 0) == [C, C]
    assert flipped(events) == ["cow", "cow"] and after.deck == [S]
    assert supply_counts(after) == Counter({S: 1})


def test_BS_6_5_search_ends_when_deck_and_discard_are_both_empty(build):
    # Chicken is placed, horse has no figure; the only other figure is a sheep but no sheep
    # card is left in the deck or the discard pile: the search turns up everything and fails.
    state = _refill_state(build, {K: 1, S: 1}, [K, H])
    after, events = GAME.apply(state, Play(0, (B,)))
    assert events[keys(events).index("bs.end_triggered")].params == {
        "pasture": 0,
        "reason": "search_impossible",
    }
    assert [e.params["animal"] for e in events if e.key == "bs.figure_returned"] == ["chicken"]
    assert supply_counts(after) == Counter({K: 1, S: 1})
    assert not after.pastures[0].active and after.pastures[0].figures == []
    assert after.end_triggered and after.deck == []
    assert Counter(after.discard) == Counter([K, H, B, B, B, H, C, P])  # BS-6.6
    assert after.to_move == 0


def _reference_refill(
    supply: Counter[Animal], deck: list[Animal], discard: list[Animal], rng: Rng
) -> tuple[list[Animal], list[Animal], bool, int]:
    """BS-6.1 to BS-6.6 with BS-4.3, from the rule text. Mutates its arguments; returns
    (figures placed, flip area, end triggered, number of reshuffles)."""
    reshuffles = 0

    def turn_up() -> Animal | None:
        nonlocal reshuffles
        if not deck:
            if not discard:
                return None
            deck.extend(discard)
            discard.clear()
            rng.shuffle(deck)
            reshuffles += 1
        return deck.pop(0)

    flip: list[Animal] = []
    placed: list[Animal] = []
    triggered = False

    def place(card: Animal) -> bool:
        if supply[card] > 0:
            supply[card] -= 1
            placed.append(card)
            return True
        return False

    first = [turn_up(), turn_up()]
    flip.extend(c for c in first if c is not None)
    if len(flip) < 2:
        triggered = True
    else:
        for card in flip[:2]:
            place(card)
        if not placed:
            triggered = True  # BS-6.4
        elif len(placed) == 1:  # BS-6.3
            while True:
                if sum(supply.values()) == 0:
                    triggered = True  # BS-6.5
                    break
                card = turn_up()
                if card is None:
                    triggered = True  # BS-6.5
                    break
                flip.append(card)
                if place(card):
                    break
    if triggered:
        supply.update(placed)
        placed = []
    discard.extend(flip)  # BS-6.6
    return placed, flip, triggered, reshuffles


OTHERS = st.sampled_from([H, C, P, S, K])


@settings(max_examples=120, deadline=None)
@given(
    supply=st.lists(st.sampled_from(ANIMALS), max_size=6),  # small supplies are the hard cases
    refill_deck=st.lists(st.sampled_from(ANIMALS), max_size=9),
    discard=st.lists(st.sampled_from(ANIMALS), max_size=4),
    side1=st.tuples(OTHERS, OTHERS, OTHERS),
    seed=st.integers(0, 2**32),
)
def test_BS_6_refill_matches_a_reference_of_the_rule_text(
    build, supply, refill_deck, discard, side1, seed
):
    counts = Counter(supply)
    counts[B] = min(counts[B], 4)  # two black sheep stand on the pasture being scored
    state = _refill_state(build, counts, refill_deck, discard, side1, seed)
    after, events = GAME.apply(state, Play(0, (B,)))
    ref_supply = Counter(counts)
    ref_deck = list(refill_deck)
    ref_discard = [*discard, B, B, B, *side1]  # BS-5.6: the scored cards, in seat order
    placed, flip, triggered, reshuffles = _reference_refill(
        ref_supply, ref_deck, ref_discard, Rng.from_seed(seed)
    )
    assert pasture_types(after, 0) == placed
    assert after.pastures[0].active is not triggered
    assert after.end_triggered is triggered
    assert ("bs.end_triggered" in keys(events)) is triggered
    assert [Animal(c) for c in flipped(events)] == flip
    assert keys(events).count("bs.reshuffled") == reshuffles
    assert supply_counts(after) == +ref_supply
    assert after.deck == ref_deck and after.discard == ref_discard
    assert after.to_move == 0


# ----------------------------------------------------------------------------- 4.8, 4.9 scoring


def test_BS_8_2_majority_needs_strictly_more_and_counts_black_sheep():
    outcome = final_outcome(
        [
            [(B, -3), (B, -3), (H, 1), (C, 1)],
            [(B, -1), (H, 2), (C, 1), (C, 1)],
            [(H, 3), (P, 1)],
        ]
    )
    parts = outcome.breakdown
    # horse 1/1/1 and sheep/chicken 0/0/0: nobody; black sheep 2/1/0 despite the minus points.
    assert [p["majorities"] for p in parts] == [["black_sheep"], ["cow"], ["pig"]]
    assert outcome.scores == (-4 + 6, 3 + 6, 4 + 6)


def test_BS_9_2_and_9_3_ties_among_three_players():
    """BS-9.2 and BS-9.3, in task mode with T12 in play but not met, so also BS-9.4."""
    # Totals 6/6/6: seats 1 and 2 have 3 figures, seat 0 only 2 → shared win of 1 and 2.
    shared = final_outcome(
        [
            [(K, 3), (K, 3)],
            [(H, 1), (H, 1), (C, 1)],
            [(P, 1), (P, 1), (S, 1)],
        ],
        ["T07", "T08", "T09", "T10", "T11", "T12"],
    )
    assert [p["task_points"] for p in shared.breakdown] == [0, 3, 3]
    assert shared.scores == (6, 6, 6)
    assert shared.winners == (1, 2) and shared.tie_break == "bs.tiebreak.shared"
    assert shared.ranking == ((1, 2), (0,))
    tied = final_outcome(
        [[(P, 1), (P, 2)], [(K, 2), (K, 1)], [(H, 1), (H, 1), (C, 1)]], ["T01", "T03", "T05"]
    )
    assert tied.scores == (8, 8, 8)
    assert tied.winners == (2,) and tied.tie_break == "bs.tiebreak.most_figures"
    assert tied.ranking == ((2,), (0, 1))


# ----------------------------------------------------------------------------- 4.10 tasks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_BS_10_1_each_seat_sees_its_own_secret_tasks_and_the_face_up_ones(players):
    state = GAME.setup(players, Options(task_cards=True), 17)
    secret, face_up = TASK_DEAL[players]
    assert (secret, face_up) == {2: (2, 2), 3: (1, 3), 4: (1, 2)}[players]  # Table 3.3
    assert state.face_up_tasks and all(len(t) == secret for t in state.secret_tasks)
    for seat in (*range(players), None):
        view = GAME.view(state, seat)
        own = () if seat is None else tuple(state.secret_tasks[seat])
        assert view.secret_tasks == own and view.revealed_secret_tasks is None
        assert view.face_up_tasks == tuple(state.face_up_tasks)


def test_BS_10_3_and_10_4_scale_and_combination_cards():
    """BS-10.3 and BS-10.4; the totals also check BS-10.5."""
    outcome = final_outcome(
        [
            [(H, 1), (H, 2), (C, 1), (C, 2), (C, 3), (K, 1)],
            [(H, 3), (H, 1), (C, 1), (S, 2)],
            [(S, 1), (K, 2)],
        ],
        ["T01", "T02", "T04", "T05", "T07", "T11"],
    )
    tasks = [dict(p["tasks"]) for p in outcome.breakdown]
    # Scale: tied leaders both score in full (horse 2/2/0, sheep 0/1/1); nobody with none.
    assert [t["T01"] for t in tasks] == [5, 5, 0]
    assert [t["T04"] for t in tasks] == [0, 5, 5]
    assert [t["T02"] for t in tasks] == [5, 0, 0]
    assert [t["T05"] for t in tasks] == [5, 0, 5]
    # Combination: 3 per complete copy (horse + cow: min(2, 3) = 2 and min(2, 1) = 1).
    assert [t["T07"] for t in tasks] == [6, 3, 0]
    assert [t["T11"] for t in tasks] == [0, 0, 3]
    assert outcome.scores == (10 + 21, 7 + 13, 3 + 13)


def test_BS_10_2_and_10_6_secret_t12_wins_for_whoever_has_all_black_sheep(build):
    """BS-10.2 and BS-10.6: a secret T12 counts for whoever meets it."""
    state = build(
        2,
        corrals={
            0: [(H, 3), (H, 3), (C, 3), (C, 3), (P, 3)],
            1: [(B, -1), (B, -1), (B, -2), (B, -2), (B, -3), (B, -3)],
        },
        options=Options(task_cards=True),
        secret_tasks=[["T01", "T12"], ["T02", "T03"]],
        face_up_tasks=["T06", "T07"],
        to_move=None,
    )
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (15 + 5 + 5 + 5 + 6, -12 + 5)  # totals are still shown
    assert outcome.winners == (1,) and outcome.tie_break == "bs.tiebreak.all_black_sheep"
    # Every seat's secret cards are revealed at the end.
    assert GAME.view(state, None).revealed_secret_tasks == (("T01", "T12"), ("T02", "T03"))


# ----------------------------------------------------------------------------- whole games


def test_turn_rules_hold_in_random_games(play_random):
    """BS-2.2 (a pass only when every own active side is full; with standard components every
    turn starts with 3 cards), BS-2.3, BS-3.4, BS-5.1 and BS-7.2 checked on every action of
    seeded random games."""
    passes = scorings = 0
    for seed in range(30):
        players = 2 + seed % 3
        for before, action, after, events in play_random(players, Options(), 900 + seed):
            seat = before.to_move
            assert len(before.hands[seat]) == 3
            ks = keys(events)
            if isinstance(action, Pass):
                passes += 1
                assert all(len(p.sides[seat]) == 3 for p in before.pastures if p.active)
                assert ks[0] == "bs.passed" and after.hands == before.hands
                assert after.to_move == (seat + 1) % players
                continue
            side = before.pastures[action.pasture].sides[seat]
            completes = len(side) + len(action.cards) == 3
            assert ks.count("bs.side_completed") == completes
            if completes:
                assert after.completion_counter == before.completion_counter + 1
            others_full = all(
                len(s) == 3
                for i, s in enumerate(before.pastures[action.pasture].sides)
                if i != seat
            )
            assert ("bs.scored" in ks) == (completes and others_full)
            if "bs.scored" in ks:
                scorings += 1
                winner = events[ks.index("bs.scored")].params["winner"]
                if before.end_triggered:
                    assert "bs.refill_flip" not in ks
                    assert not after.pastures[action.pasture].active
                if any(p.active for p in after.pastures):
                    assert after.to_move == winner
                else:
                    assert after.to_move is None and ks[-1] == "bs.game_over"
            else:
                assert after.to_move == (seat + 1) % players
    assert passes > 0 and scorings > 100
