"""Tests of the Wooly Bully AI players (DESIGN: AI; section 5: an AI sees only its view)."""

from __future__ import annotations

import itertools
import time
from pathlib import Path

import pytest

from farmhouse.core import saves
from farmhouse.core.ai import Cancelled, CancelToken, make_ai
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import ai
from farmhouse.games.wooly_bully import landscape as ls
from farmhouse.games.wooly_bully.positions import BOARD_A, BOARD_B, position
from farmhouse.games.wooly_bully.rules import GAME, Hunter, Options, Place, Quit, State, Wolf

from .conftest import OPTION_CONFIGS, random_game
from .test_view import hide_differently

BUDGET = 1.0
FIXTURES = Path(__file__).parent / "fixtures"
#: Iterations of each `hard` decision here (`normal` and `easy` ignore it): these tests check
#: legality, determinism and hidden information, not strength.
HARD_ITERATIONS = 12


def positions(games: int, players: int, options: Options, every: int = 4) -> list[State]:
    """States of random games where the seat to move has a real choice."""
    found = []
    for g in range(games):
        for i, (before, _, _, _) in enumerate(random_game(players, options, 77 + g)):
            if i % every == 0 and len(GAME.legal_actions(before)) > 1:
                found.append(before)
    return found


def decide(level: str, seed: int, state: State) -> object:
    seat = GAME.to_move(state)
    assert seat is not None
    player = ai.make_player(level, seed, iterations=HARD_ITERATIONS)
    view = GAME.view(state, seat)
    return player.choose(view, GAME.legal_actions_in_view(view), BUDGET, CancelToken())


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("config", sorted(OPTION_CONFIGS))
def test_choices_are_legal(level, config):
    options = OPTION_CONFIGS[config]
    states = positions(1, 2 + len(config) % 3, options)
    assert len(states) > 5
    for i, state in enumerate(states):
        assert decide(level, i, state) in GAME.legal_actions(state)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_choice_is_deterministic_for_a_seed(level):
    states = positions(1, 3, Options())
    assert [decide(level, 5, s) for s in states] == [decide(level, 5, s) for s in states]


def test_normal_given_iterations_does_its_whole_work_however_slow_the_clock(monkeypatch) -> None:
    """With ``iterations`` (tests, bug reports, arenas), ``normal`` decides by the seed alone:
    a clock that jumps 10 s at every read (a machine under heavy load) changes no choice."""
    states = positions(1, 3, Options())
    calm = [decide("normal", 5, s) for s in states]
    clock = itertools.count(0.0, 10.0)
    monkeypatch.setattr(ai.time, "perf_counter", lambda: next(clock))
    assert [decide("normal", 5, s) for s in states] == calm


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_choice_ignores_hidden_information(level, players):
    """Only what the seat cannot see changes (other hands, set-aside hands, the bag and its
    order, the other seats' hidden colours): the choice stays the same."""
    rng = Rng.from_seed(3)
    changed = 0
    colours_changed = 0
    for i, state in enumerate(positions(2, players, Options(), every=3)[:40]):
        seat = GAME.to_move(state)
        other = hide_differently(state, seat, rng)
        assert GAME.view(other, seat) == GAME.view(state, seat)
        changed += other.hands != state.hands or other.bag != state.bag
        colours_changed += other.colours != state.colours
        assert decide(level, i, other) == decide(level, i, state)
    assert changed > 30 and colours_changed > 2  # the hidden parts really differed


@pytest.mark.parametrize("level", ai.LEVELS)
def test_cancelled_token_raises(level):
    state = positions(1, 2, Options())[0]
    token = CancelToken()
    token.cancel()
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    with pytest.raises(Cancelled):
        ai.make_player(level, 1, iterations=HARD_ITERATIONS).choose(
            view, GAME.legal_actions_in_view(view), BUDGET, token
        )


def test_make_player_levels():
    for level in ai.LEVELS:
        assert make_ai("wooly_bully", level, 1).level == level
    with pytest.raises(ValueError):
        ai.make_player("grandmaster", 1)


def test_colours_are_inferred_from_play_not_read():
    """Seat 1 placed the black sheep of Board A: the belief leans to black, while the
    own colour and revealed colours are certain and hidden ones are never copied."""
    placers = {c: 1 for c in BOARD_A}
    state = position(3, board=BOARD_A, colours="RKY", placers=placers)
    beliefs = ai.colour_beliefs(GAME.view(state, 0))
    assert beliefs[0] == {"R": 1.0}
    assert max(beliefs[1], key=beliefs[1].get) == "K" and beliefs[1]["K"] > 0.8
    assert set(beliefs[2]) == {"K", "B", "Y"}  # seat 2 placed nothing: any free colour
    swapped = position(3, board=BOARD_A, colours="RBY", placers=placers)
    assert ai.colour_beliefs(GAME.view(swapped, 0)) == beliefs


def test_normal_closes_its_own_field_when_it_can():
    """EX-3's hole: the normal AI (black) closes West with DMF-K r3 (8 sheep)."""
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    state = position(2, board=board, colours="KR", hands={0: ["DMF-K/V", "F/V", "V/F"]}, bag=30)
    action = decide("normal", 1, state)
    assert action == Place(state.catalogue.by_name["DMF-K/V"], 0, 3, -1, 1)


def test_normal_closes_its_field_rather_than_extending_it():
    """EX-3's hole again, with M3-K also in hand: it fits there too and adds 3 sheep, but
    leaves the field open on two sides (north and east). Closing the 8 comes first."""
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    state = position(2, board=board, colours="KR", hands={0: ["DMF-K/V", "M3-K/F", "F/V"]}, bag=30)
    action = decide("normal", 1, state)
    assert action == Place(state.catalogue.by_name["DMF-K/V"], 0, 3, -1, 1)


def test_normal_keeps_wolves_away_from_its_own_field():
    """Board A, black: every wolf place joins F1, which West (8, enclosed) borders. The
    normal AI plays a landscape tile instead of spoiling its own field (WB-9.1)."""
    state = position(2, board=BOARD_A, colours="KR", hands={0: ["WOLF-Y", "V/F"]}, bag=30)
    for seed in range(4):
        action = decide("normal", seed, state)
        assert not isinstance(action, Wolf), action


def test_normal_hunts_the_wolf_that_spoils_its_field():
    """Board A with a wolf at (-4, 0) spoiling West (EX-5): the normal AI (black) puts its
    hunter on the wolf (EX-8), so West's 8 sheep score again."""
    state = position(
        2,
        board={**BOARD_A, (-4, 0): "WOLF-R"},
        colours="KR",
        hands={0: ["HUNTER-B", "V/F"]},
        placers={(-4, 0): 1},
        bag=30,
    )
    state.owed = 0
    action = decide("normal", 1, state)
    assert action == Hunter(state.catalogue.by_name["HUNTER-B"], -4, 0)


def test_normal_does_not_race_for_the_bonus_with_half_the_bag_left():
    """Nothing enclosed for anyone and half the bag still to come: quitting now takes +6
    but gives up every field; the normal AI plays on to build one (it used to quit here)."""
    state = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["V/F", "F/V"], 1: ["F/V", "V/F"]},
        bag=34,
        owed=0,
        placed_in_turn=1,
    )
    for seed in range(4):
        assert decide("normal", seed, state) != Quit()


def test_normal_spoils_a_rival_field_with_a_wolf():
    """Board A with black revealed by seat 1: the normal AI (red) puts its wolf into F1,
    spoiling black's 8 (WB-5.2), rather than passing."""
    state = position(
        2,
        board={**BOARD_A, (5, 0): "SHEPHERD-K", (3, 0): "V", (4, 0): "HMV-K r2"},
        colours="RK",
        revealed=[1],
        hands={0: ["WOLF-R", "F/M3-B"]},
        placers={c: 1 for c in BOARD_A},
        bag=["DMM-BR/HMM-RY"] * 5,
    )
    state.owed = 0
    action = decide("normal", 1, state)
    assert isinstance(action, Wolf)
    assert (action.x, action.y) in {(-4, 0), (-4, 1), (-3, -1), (-2, -1), (-2, 2), (-3, 2)}


def test_normal_quits_with_a_secured_lead_late_in_the_game():
    """Board B's red fields and Board A's black ones: red (seat 0) holds an enclosed 8 and
    the bag is nearly empty; quitting first (+6) beats every estimate of the rival."""
    state = position(
        2,
        board=BOARD_A,
        colours="KR",
        hands={0: ["F/M3-B"], 1: ["F/M3-B"]},
        bag=1,
    )
    assert decide("normal", 1, state) == Quit()
    # With most of the game ahead and nothing enclosed it plays on instead.
    early = position(
        2, board=BOARD_B, colours="KR", hands={0: ["V/F", "F/V"]}, bag=56
    )  # 60 with the board and hands
    assert decide("normal", 1, early) != Quit()


def test_normal_closes_its_field_before_it_quits(monkeypatch):
    """EX-3's hole in black's West, the bag empty: quitting (+6) is normal's choice, and a
    field still open when its player quits scores nothing (WB-7.2, WB-9.2), so the closing
    placement comes first even when the one-turn estimate ranks it low (as it does when the
    closing tile brings an open forest next to the field): here its estimate is made to look
    worthless (no placement counts as clearly good before a quit)."""
    monkeypatch.setattr(ai, "_FIRST_GAIN", 100.0)
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    state = position(
        2, board=board, colours="KR", hands={0: ["DMF-K/V", "F/V"], 1: ["F/V", "V/F"]}, bag=0
    )
    closing = Place(state.catalogue.by_name["DMF-K/V"], 0, 3, -1, 1)
    view = GAME.view(state, 0)
    legal = GAME.legal_actions_in_view(view)
    scores = ai.NormalPlayer(1).scores(view, legal)
    assert max(scores, key=lambda i: scores[i]) == legal.index(Quit())
    for seed in range(3):
        assert decide("normal", seed, state) == closing


def test_WB_7_2_the_last_player_fears_no_wolf_but_its_own():
    """Board A, black's West (8, enclosed) borders the open forest F1. With red still playing
    a wolf may come there (two are unseen), so the field is less than safe; once red has quit
    nobody else places a tile (WB-7.2): the last player's fields are safe but for its own
    wolves."""
    hands = {0: ["V/F", "F/V"], 1: ["F/V", "V/F"]}
    bag = ["WOLF-R", "WOLF-Y", *["V/F"] * 10]
    playing = GAME.view(position(2, board=BOARD_A, colours="KR", hands=hands, bag=bag), 0)
    alone = GAME.view(
        position(
            2,
            board=BOARD_A,
            colours="KR",
            hands={0: hands[0]},
            set_aside={1: hands[1]},
            quit_order=[1],
            bag=bag,
        ),
        0,
    )
    west = max(
        (c for c in playing.board.comps.values() if c.terrain == "M" and c.colour == "K"),
        key=lambda c: c.sheep,
    )
    assert west.sheep == 8 and west.open == 0
    ev = ai._Evaluator(playing)
    assert ev.safety(playing.board, west, ev.threat_me) < 1.0
    ev = ai._Evaluator(alone)
    assert ev.safety(alone.board, west, ev.threat_me) == 1.0


def test_normal_does_not_quit_an_open_field_it_can_still_close():
    """A 2-player arena game (seed 1, game 41) as normal played it, before the action where
    seat 0 quit (+6) with the bag at 11: black's 11-sheep field is open at one cell that
    four unseen tiles close; the rival's fields are far from closing. Quitting gave up the
    field for a 6-0 end; playing on keeps the chance of 11 and the bonus stays possible
    later. Normal now plays on (the quit must beat playing on too, WB-7.1, WB-7.4)."""
    match = saves.load_match(FIXTURES / "normal_open_eleven_before_quitting.farmhouse")
    seat = match.to_move
    view = GAME.view(match.state, seat)
    legal = GAME.legal_actions_in_view(view)
    assert Quit() in legal and len(match.state.bag) == 11
    for seed in range(3):
        action = ai.make_player("normal", seed).choose(view, legal, BUDGET, CancelToken())
        assert action != Quit()


def test_normal_answers_within_its_time_share_on_a_big_landscape():
    steps = list(random_game(4, Options(), 123, quit_rate=0.0))
    big = [
        b for b, _, _, _ in steps if len(b.board.cells) >= 60 and len(GAME.legal_actions(b)) > 20
    ]
    assert big, "no late position with many choices"
    state = big[0]
    start = time.perf_counter()
    action = decide("normal", 3, state)
    assert time.perf_counter() - start < 10.0  # a runaway guard; the speed is in benchmarks/
    assert action in GAME.legal_actions(state)


def _play(levels: list[str], seed: int) -> tuple[int, ...]:
    players = [ai.make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    state = GAME.setup(len(levels), Options(), seed)
    while (seat := GAME.to_move(state)) is not None:
        view = GAME.view(state, seat)
        action = players[seat].choose(view, GAME.legal_actions_in_view(view), BUDGET, CancelToken())
        state, _ = GAME.apply(state, action)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


def test_normal_beats_easy():
    # Measured with these seeds: normal wins 10 of 10 (and about 95 % over 100 arena games).
    # Under equal strength, 7 or more wins of 10 has a probability of about 17 %; 8+ of 5 %.
    wins = 0.0
    games = 10
    for g in range(games):
        levels = ["normal", "easy"] if g % 2 == 0 else ["easy", "normal"]
        winners = _play(levels, 500 + g)
        wins += sum(1 / len(winners) for w in winners if levels[w] == "normal")
    assert wins >= 8, wins


def test_WB_7_4_normal_as_the_last_player_closes_the_field_that_wins():
    """Seat 1 quit at once (+6); black (seat 0) plays on alone (WB-7.4) with EX-3's hole in
    its 6-sheep West: it closes West (8 > 6) rather than anything else, and never quits (the
    last quitter earns 0, WB-7.1)."""
    board = {c: s for c, s in BOARD_A.items() if c != (-1, 1)}
    state = position(
        2,
        board=board,
        colours="KR",
        hands={0: ["DMF-K/V", "M3-B/F", "F/V"]},
        quit_order=[1],
        bag=40,
    )
    assert Quit() in GAME.legal_actions(state)
    for seed in range(3):
        action = decide("normal", seed, state)
        assert action == Place(state.catalogue.by_name["DMF-K/V"], 0, 3, -1, 1), action


def test_WB_7_4_normal_quits_when_the_last_player_cannot_catch_up():
    """The bag is empty, nothing is enclosed, red has an open field of 4: quitting first
    (+6) leaves red alone with only its hand, too little to beat 6, so normal (black) quits;
    with most of the bag still to come it plays on instead (red alone would get every
    tile)."""
    late = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["V/F", "F/V"], 1: ["F/V", "V/F"]},
        bag=0,
        owed=0,
        placed_in_turn=1,
    )
    assert decide("normal", 1, late) == Quit()
    early = position(
        2,
        board=BOARD_B,
        colours="KR",
        hands={0: ["V/F", "F/V"], 1: ["F/V", "V/F"]},
        bag=50,
        owed=0,
        placed_in_turn=1,
    )
    assert decide("normal", 1, early) != Quit()


def test_normal_with_four_players_closes_its_fourteen():
    """A 4-player arena game (seed 1, game 13) as normal played it, all four still playing,
    the bag at 20: black (seat 3, revealed) holds the tile that closes its 14-sheep field.
    Closed, the field borders two open, unguarded forests; counting every wolf still to come
    as a 12% risk per forest (0.48 each) made the closed 14 worth 0.6 against 5.3 for the
    open one, so normal played elsewhere and the field never closed. With three rivals placing
    between two own turns, normal now closes (the premium of an enclosed field, and the wolf
    risk measured in such games, at most 0.3 per forest)."""
    match = saves.load_match(FIXTURES / "normal_four_players_fourteen_to_close.farmhouse")
    seat = match.to_move
    state = match.state
    assert seat == 3 and state.players == 4 and not state.quit_order and len(state.bag) == 20
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view)
    for seed in range(3):
        action = ai.make_player("normal", seed).choose(view, legal, BUDGET, CancelToken())
        assert isinstance(action, Place)
        board = ls.placed(state.board, action.tile, action.face, action.rotation, action.cell, seat)
        assert ai._enclosed_best(board, "K", True) == 14


def test_normal_with_four_players_spares_a_rival_field():
    """A 4-player arena game (seed 1, game 3), all four still playing: red (seat 0) has two
    placements it values alike, and the one it chose (with the arena's AI seed) took yellow's
    open field from an estimate of 4.8 sheep to 0.4. Walling in one rival helps the two others
    as much as red; normal now leaves that field alone."""
    match = saves.load_match(FIXTURES / "normal_four_players_spares_yellow.farmhouse")
    seat = match.to_move
    view = GAME.view(match.state, seat)
    legal = GAME.legal_actions_in_view(view)
    walling = Place(29, 1, 0, 5, 3)
    assert seat == 0 and walling in legal
    ev = ai._Evaluator(view)
    base = ai._Base(ev, view.board)
    for seed in (262665356499471944, 0, 1, 2):
        action = ai.make_player("normal", seed).choose(view, legal, BUDGET, CancelToken())
        assert isinstance(action, Place) and action != walling
        board = ls.placed(view.board, action.tile, action.face, action.rotation, action.cell, 0)
        assert base.after_placement(board, action.cell)["Y"] == pytest.approx(
            base.colour_values["Y"]
        )


def test_the_wolf_risk_of_an_enclosed_field_with_three_or_more_seats_playing():
    """Board A's black West (8, enclosed) borders the open forests F1 and F2. With two seats
    each forest's risk is the wolves still to come times 5% (hidden colour), added; with three
    or four seats playing it is at most 0.3 and the risks are independent (measured: 25-30% of
    the fields normal closed next to one open forest in such games were spoiled by the end)."""
    bag = ["WOLF-R", "WOLF-Y", "WOLF-B", *["V/F"] * 10]
    for players, expected in ((2, 1.0 - 2 * 0.15), (3, 0.85**2), (4, 0.85**2)):
        hands = {s: ["V/F"] for s in range(players)}
        state = position(players, board=BOARD_A, colours="KRYB"[:players], hands=hands, bag=bag)
        view = GAME.view(state, 0)
        ev = ai._Evaluator(view)
        west = max(
            (c for c in view.board.comps.values() if c.terrain == "M" and c.colour == "K"),
            key=lambda c: c.sheep,
        )
        assert ev.safety(view.board, west, ev.threat_me) == pytest.approx(expected)
        assert ev.safety(view.board, west, 0.48) == pytest.approx(
            max(0.0, 1.0 - 2 * 0.48) if players == 2 else 0.7**2
        )
