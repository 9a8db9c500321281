"""rules.refusal: the board's "why not" for an action, from a view, agrees with apply."""

from __future__ import annotations

from farmhouse.core.game import IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully.landscape import neighbours
from farmhouse.games.wooly_bully.positions import BOARD_A, hunter, place, position, tile, wolf
from farmhouse.games.wooly_bully.rules import GAME, Options, Place, Quit, refusal

from .conftest import random_game


def test_refusal_names_the_reason_apply_gives_wb_ex_1():
    """WB-EX-1: HMV-K next to the Village Square fits only in r2."""
    state = position(2, hands={0: ["T=HMV-K/F", "F/V", "V/F", "F/M3-B"]}, bag=20)
    view = GAME.view(state, 0)
    legal = place(state, "T", "HMV-K", 2, (1, 0))
    assert refusal(view, legal) is None
    wrong = place(state, "T", "HMV-K", 1, (1, 0))
    err = refusal(view, wrong)
    assert err is not None and err.reason == "WB.illegal.mismatch"
    assert err.params["sides"] == ["W"] and err.params["expected"] == {"W": "VV"}
    far = Place(tile(state, "T"), 0, 2, 5, 5)
    assert refusal(view, far).reason == "WB.illegal.not_adjacent"
    taken = Place(tile(state, "T"), 0, 2, 0, 0)
    assert refusal(view, taken).reason == "WB.illegal.cell_occupied"


def test_refusal_of_wolves_and_hunters_wb_ex_7_and_9():
    """WB-EX-9: with a wolf at (-4, 0), a hunter joining its forest is refused; covering it
    is legal. WB-EX-7: a wolf facing village is refused."""
    state = position(
        2,
        board={**BOARD_A, (-4, 0): "WOLF-R"},
        hands={0: ["HUNTER-B", "WOLF-K", "F/V", "V/F"]},
        bag=20,
    )
    view = GAME.view(state, 0)
    assert (
        refusal(view, hunter(state, "HUNTER-B", (-4, 1))).reason == "WB.illegal.hunter_meets_wolf"
    )
    assert refusal(view, hunter(state, "HUNTER-B", (-4, 0))) is None
    assert refusal(view, wolf(state, "WOLF-K", (0, 1))).reason == "WB.illegal.mismatch"


def test_refusal_matches_apply_in_random_games():
    """For every seat to move in random games, legal actions are not refused and a few
    illegal placements are refused with apply's own reason."""
    rng = Rng.from_seed(5)
    checked = 0
    for before, action, _after, _events in random_game(3, Options(), 41):
        seat = GAME.to_move(before)
        view = GAME.view(before, seat)
        assert refusal(view, action) is None
        assert refusal(GAME.view(before, (seat + 1) % 3), Quit()).reason == (
            "WB.illegal.not_your_turn"
        )
        hand = before.hands[seat]
        if not hand or not before.board.open_cells:
            continue
        cell = rng.choice(sorted(before.board.open_cells))
        far = max(abs(c) for c in cell) + 3
        for attempt in (
            Place(rng.choice(hand), 0, rng.randbelow(4), *cell),
            Place(rng.choice(hand), 1, 0, far, far),
        ):
            try:
                GAME.apply(before, attempt)
                expected = None
            except IllegalAction as err:
                expected = err.reason
            got = refusal(view, attempt)
            assert (got.reason if got else None) == expected, (attempt, neighbours(cell))
            checked += 1
    assert checked > 20
