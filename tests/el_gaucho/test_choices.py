"""El Gaucho's choice model (farmhouse.games.el_gaucho.choices), as plain tests: what a seat
can pick, what each pick leads to, and the rules' own reason for every target it cannot
pick. Most were GUI tests of the board's clicks and why-not texts; the board now only reads
this model (tests/el_gaucho/test_board.py keeps the tests that show it is wired up).

Positions come from ``positions.build``; the model gets the seat's real view and legal
actions.
"""

from __future__ import annotations

import itertools

import attrs
import pytest

from farmhouse.core.choices import NOT_YOUR_TURN, LitChoices, Target, reasons_of
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.choices import (
    END_TURN,
    HIDDEN_DONE,
    KEEP,
    NO_SUCH_DIE,
    NO_SUCH_KEY,
    NOT_ON_BOARD,
    NOT_WITH_SELECTION,
    TAKE,
    ElGauchoChoices,
    carry_follows,
    choice,
    own_dice,
)
from farmhouse.games.el_gaucho.data import AREAS, TILE_CODES
from farmhouse.games.el_gaucho.positions import build
from farmhouse.games.el_gaucho.rules import GAME, Options

from .conftest import OPTION_CONFIGS, random_game

STEAL, SALE, WISH = AREAS.index("steal"), AREAS.index("immediate_sale"), AREAS.index("wish")
RAISE_REPLACE, HIDDEN = AREAS.index("raise_replace"), AREAS.index("hidden_cattle")


def model(state, seat=None) -> ElGauchoChoices:
    """The choice model of ``seat`` (default: the seat to move) in ``state``."""
    seat = state.to_move if seat is None else seat
    legal = GAME.legal_actions(state) if seat == state.to_move else []
    return ElGauchoChoices(GAME.view(state, seat), legal)


def tile(state, code: str) -> tuple[str, int]:
    return ("tile", next(i for i, t in enumerate(state.tiles) if t >= 0 and TILE_CODES[t] == code))


def lit(ch: ElGauchoChoices, selection=()) -> set:
    return {t for t, why in ch.targets(selection).items() if why is None}


def reason(ch: ElGauchoChoices, selection, target) -> IllegalAction:
    why = ch.targets(selection)[target]
    assert why is not None, target
    return why


def walk(ch: ElGauchoChoices, path):
    """Pick ``path`` target by target; the selection reached or the action made."""
    got = ()
    for target in path:
        assert isinstance(got, tuple), (path, got)
        got = ch.pick(got, target)
    return got


# EG-EX-6: roll 1,2,3,3,5,6,6; P1 takes 3,3, P2 1,6; P3 takes 5 and 6 from {2,5,6}
def ex6_state(taken: bool):
    state = build(
        3,
        rows=["RD10 BR11 SP3", "BK1/C BK2/C BK3/C BK5/C", "BK6/C"],
        pool=[1, 2, 3, 3, 5, 6, 6],
        to_move=0,
    )
    for action in (
        rules.TakeDice((3, 3)),
        rules.EndTurn(),
        rules.TakeDice((1, 6)),
        rules.EndTurn(),
    ):
        state, _ = GAME.apply(state, action)
    if taken:
        state, _ = GAME.apply(state, rules.TakeDice((5, 6)))
    return state


# ----------------------------------------------------------------------------- the rules' checks


@pytest.mark.parametrize("config", ["default", "wish_diceless", "small_numbers"])
def test_the_checks_asked_of_a_view_say_what_apply_says(config):
    """check_in_view runs apply's own checks on the seat's view: None for every legal action,
    and for every action that is not, the very reason apply raises."""
    options = OPTION_CONFIGS[config]
    compared = refused = 0
    games = (random_game(2 + seed % 3, options, seed) for seed in range(7, 10))
    for before, _action, _after, _events in itertools.chain.from_iterable(games):
        seat = before.to_move
        view = GAME.view(before, seat)
        legal = GAME.legal_actions(before)
        for action in legal:
            assert rules.check_in_view(view, action) is None, action
        for action in _near_misses(before, seat):
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as err:
                GAME.apply(before, action)
            got = rules.check_in_view(view, action)
            assert got is not None and got.reason == err.value.reason, (action, got, err.value)
            assert got.params == err.value.params
            refused += 1
        compared += 1
    assert compared > 400 and refused > 10 * compared


def _near_misses(state, seat):
    """Actions of every kind, most of them illegal here."""
    codes = [TILE_CODES[t] for t in state.tiles if t >= 0][:6]
    dice = sorted({*state.dice, *state.pool, 1, 6})[:4]
    for code in codes:
        for d in dice:
            yield rules.Stand(code, (d,))
            yield rules.Lie(code, (d,))
            yield rules.Raise(code, (d,))
        yield rules.Stand(code, tuple(dice[:2]))
        yield rules.TakeBack(tile=code)
        yield rules.ActivateReplace(code)
        yield rules.ActivateRaise((code,))
        yield rules.ActivateSteal(code)
        yield rules.AddToHerd(code)
        yield rules.HiddenTake(code, 0, 0)
    for area in AREAS:
        yield rules.Occupy(area, (AREA_COST.get(area, 1),))
        yield rules.PlaceOpening(area)
        yield rules.TakeBack(area=area)
    yield rules.TakeDice(tuple(dice[:2]))
    yield rules.ActivateWish(3)
    yield rules.ActivateHiddenCattle()
    yield rules.ActivateImmediateSale("black")
    yield rules.HiddenDone()
    yield rules.EndTurn()
    yield rules.Keep(tuple(TILE_CODES[t] for t in state.drawn[seat][:2]))


AREA_COST = {"sort": 1, "wish": 2, "immediate_sale": 3}


# ----------------------------------------------------------------------------- every path, every reason


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 8)])
def test_every_legal_action_is_reached_by_its_paths_and_every_refusal_has_a_reason(players, seed):
    """In random games each path of each legal action leads to it, every target on it is
    pickable on the way, and every target that cannot be picked (at the start and after any
    first pick) carries a reason the rules list (or the core's two)."""
    keys = set(rules.ILLEGAL_REASONS) | {NOT_YOUR_TURN, NOT_WITH_SELECTION}
    decisions = 0
    for k, (before, _action, _after, _events) in enumerate(random_game(players, Options(), seed)):
        if k % 3:  # every third decision: the rest is much the same
            continue
        ch = model(before)
        for action in ch.legal:
            paths = ch.paths_of(action)
            assert paths, action
            for path in paths:
                got = ()
                for target in path:
                    assert ch.targets(got)[target] is None, (action, path, target)
                    got = ch.pick(got, target)
                    if not isinstance(got, tuple):
                        break
                assert got == action, (path, got)
        starts = ch.targets()
        for target, why in starts.items():
            if why is None:
                after = ch.pick((), target)
                if isinstance(after, tuple):
                    deeper = ch.targets(after).values()
                    assert all(w is None or w.reason in keys for w in deeper)
            else:
                assert why.reason in keys, (target, why)
        other = model(before, (before.to_move + 1) % players)
        assert {w.reason for w in other.targets().values() if w} == {NOT_YOUR_TURN}
        decisions += 1
    assert decisions > 40


def _paths_by_action(ch: ElGauchoChoices) -> dict:
    """Each legal action's paths worked out keyed by the actions themselves (the model keys
    them by identity, so that its first paint hashes no action): the reference."""
    base = [(a, p) for a in ch.legal for p in ch.base_paths(a)]
    starts: dict = {}
    for a, p in base:
        for n in range(1, len(p) + 1):
            starts.setdefault(p[:n], set()).add(a)
    out: dict = {}
    for a, p in base:
        path = (*p, choice(a)) if starts[p] - {a} else p
        found = out.setdefault(a, [])
        if path not in found:
            found.append(path)
    return out


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_paths_are_those_worked_out_by_action(players, seed):
    """In random games every legal action has the paths, in the same order, that keying them
    by the actions themselves gives (routes, ``paths_of`` of an equal action, the choices
    told apart where paths meet)."""
    met_choice = 0
    for before, _action, _after, _events in random_game(players, Options(), seed):
        ch = model(before)
        reference = _paths_by_action(ch)
        assert [(tuple(p), a) for a in ch.legal for p in reference[a]] == ch._routes
        for action in ch.legal:
            twin = type(action)(**attrs.asdict(action, recurse=False))
            assert ch.paths_of(twin) == reference[action]
        met_choice += any(t[0] == "choice" for p, _ in ch._routes for t in p)
    assert met_choice > 0


# ----------------------------------------------------------------------------- taking dice (EG-3.1)


def test_EG_EX_6_two_dice_of_the_roll_light_what_they_pay_for_and_a_pick_there_takes_them():
    state = ex6_state(taken=False)
    ch = model(state)
    pool = GAME.view(state, 0).pool  # (2, 5, 6)
    assert lit(ch) == {("pool_die", k) for k in range(3)}
    assert reason(ch, (), tile(state, "BR11")).reason == "EG.illegal.take_dice_first"
    assert reason(ch, (), TAKE).reason == "EG.illegal.take_two_dice"
    five, six = ("pool_die", pool.index(5)), ("pool_die", pool.index(6))
    sel = walk(ch, [five, six])
    shown = lit(ch, sel)
    assert TAKE in shown
    assert {tile(state, "BR11"), tile(state, "RD10")} <= shown  # 5+6 stands on BR11, 5 lies on RD10
    assert tile(state, "SP3") not in shown  # lying on SP3 needs a 2
    assert ("area", AREAS.index("raise_replace")) in shown and ("area", STEAL) not in shown
    assert reason(ch, sel, ("pool_die", pool.index(2))).reason == "EG.illegal.take_two_dice"
    sp3 = reason(ch, sel, tile(state, "SP3"))
    assert sp3.reason == "EG.illegal.cannot_pay_tile" and sp3.params["tile"] == "SP3"
    # BR11 has two ways: the choice panel; picking one takes the dice, the rest waits
    after = ch.pick(sel, tile(state, "BR11"))
    stand, lie = rules.Stand("BR11", (5, 6)), rules.Lie("BR11", (6,))
    assert ch.choices_after(after) == [stand, lie]
    assert ch.pick(after, choice(stand)) == rules.TakeDice((5, 6))
    assert ch.carried(after, choice(stand)) == (tile(state, "BR11"), choice(stand))
    assert ch.pick(sel, TAKE) == rules.TakeDice((5, 6)) and ch.carried(sel, TAKE) == ()
    # the carried picks make the placement in the next decision
    taken, _ = GAME.apply(state, rules.TakeDice((5, 6)))
    assert walk(model(taken), (tile(state, "BR11"), choice(stand))) == stand


def test_enter_confirms_the_two_dice_chosen_or_the_opening_tiles_and_nothing_else():
    state = ex6_state(taken=False)
    ch = model(state)
    pool = GAME.view(state, 0).pool  # (2, 5, 6)
    five, six = ("pool_die", pool.index(5)), ("pool_die", pool.index(6))
    assert ch.confirm(()) is None and ch.confirm(walk(ch, [five])) is None
    assert ch.confirm(walk(ch, [five, six])) == TAKE
    taken, _ = GAME.apply(state, rules.TakeDice((5, 6)))
    assert model(taken).confirm(()) is None  # (the rest of the turn: Enter picks a focus)
    opening = GAME.setup(2, Options(start_player="seat0", two_player_removed_breed="spotted"), 1)
    assert model(opening).confirm(()) == KEEP


def test_carried_picks_follow_only_the_take_and_the_same_seats_next_decision():
    """EG-3.1: picks carried after taking the dice go on in the view that shows the dice
    taken, then the same seat's next decision in that turn; not in another seat's view, a
    view without the take, or a later turn."""
    state = ex6_state(taken=False)
    seat = state.to_move
    taken, events = GAME.apply(state, rules.TakeDice((5, 6)))
    view = GAME.view(taken, seat)
    turn = (view.seat, view.round, view.turn_no)
    took = [e for e in events if e.key == "EG.dice_taken"]
    assert took and carry_follows(view, took, turn, seen=False)
    assert not carry_follows(view, [], turn, seen=False)  # no take shown yet
    assert carry_follows(view, [], turn, seen=True)  # the seat's decision after it
    assert not carry_follows(view, took, turn, seen=True)  # (a move happened meanwhile)
    assert not carry_follows(view, took, (view.seat, view.round, view.turn_no + 1), False)
    other = Event("EG.dice_taken", {"seat": seat - 1, "dice": [5, 6]}, seat - 1)
    assert not carry_follows(view, [other], turn, seen=False)  # another seat's take
    before = GAME.view(state, seat)  # the dice not taken
    assert not carry_follows(before, took, (before.seat, before.round, before.turn_no), False)


# ----------------------------------------------------------------------------- paying (EG-3.3, EG-3.4)


def test_EG_EX_6_own_dice_narrow_the_payments_and_a_place_with_several_asks():
    state = ex6_state(taken=True)
    ch = model(state)
    view = GAME.view(state, 0)
    five = ("die", own_dice(view).index(5))
    rd10, br11, sp3 = tile(state, "RD10"), tile(state, "BR11"), tile(state, "SP3")
    after_five = lit(ch, (five,))
    assert rd10 in after_five and br11 not in after_five  # the 5 lies on RD10 only
    assert ("area", AREAS.index("raise_replace")) in after_five
    assert reason(ch, (five,), br11).reason == "EG.illegal.cannot_pay_tile"
    assert ch.pick((five,), rd10) == rules.Lie("RD10", (5,))
    # the place first: BR11 is stood on with 5+6 or lain on with the 6
    assert set(ch.choices_after((br11,))) == {rules.Stand("BR11", (5, 6)), rules.Lie("BR11", (6,))}
    assert ch.pick((br11,), choice(rules.Lie("BR11", (6,)))) == rules.Lie("BR11", (6,))
    # EG-EX-6's illegal moves, each with the rules' reason
    why = reason(ch, (), sp3)
    assert why.reason == "EG.illegal.cannot_pay_tile"
    assert why.params == {"tile": "SP3", "cost": 3, "small": 2}
    steal = reason(ch, (), ("area", STEAL))
    assert steal.reason == "EG.illegal.cannot_pay_area" and steal.params["cost"] == 4
    assert reason(ch, (five,), ("area", 5)).reason == "EG.illegal.cannot_pay_area"
    three_dice = ch.pick((five,), ("die", own_dice(view).index(6)))
    assert isinstance(three_dice, tuple)
    assert reason(ch, three_dice, rd10).reason == "EG.illegal.cannot_pay_tile"  # 5+6 ≠ 10, 5


def test_a_target_refused_after_a_pick_says_why_and_picking_it_raises_that_reason():
    state = ex6_state(taken=True)
    ch = model(state)
    with pytest.raises(IllegalAction) as err:
        ch.pick((), tile(state, "SP3"))
    assert err.value.reason == "EG.illegal.cannot_pay_tile"
    # a place the rules allow but not after the dice picked: step back first
    five = ("die", own_dice(GAME.view(state, 0)).index(5))
    br11 = tile(state, "BR11")
    assert reason(ch, (br11,), ("area", RAISE_REPLACE)).reason == NOT_WITH_SELECTION
    assert ch.targets((five,))[END_TURN] is None  # ending the turn is always at hand
    assert ch.pick((five,), END_TURN) == rules.EndTurn()


def test_nothing_can_be_picked_while_another_seat_decides():
    state = ex6_state(taken=True)
    ch = model(state, seat=1)
    reasons = ch.targets()
    assert reasons and all(w is not None and w.reason == NOT_YOUR_TURN for w in reasons.values())


# ----------------------------------------------------------------------------- activations (EG-5)


def test_EG_EX_8_steal_picks_a_tile_of_another_herd_with_or_without_the_gaucho_first():
    state = build(
        2,
        rows=["BK5 BK6 BK7"],
        herds={0: ["SP4 SP7 SP9"], 1: ["SP12 SP8 SP3"]},
        money={0: 40, 1: 30},
        areas={0: ["steal"]},
        dice=[1, 1],
        removed_breed="red",
    )
    ch = model(state)
    spotted = 3
    gaucho = ("area_gaucho", (STEAL, 0))
    assert gaucho in lit(ch)
    sel = ch.pick((), gaucho)
    assert {("herd_tile", (1, spotted, k)) for k in range(3)} <= lit(ch, sel)
    own = reason(ch, sel, ("herd_tile", (0, spotted, 0)))
    assert own.reason == "EG.illegal.not_opponent_herd" and own.params == {"tile": "SP4"}
    assert ch.pick(sel, ("herd_tile", (1, spotted, 1))) == rules.ActivateSteal("SP8")
    assert ch.pick((), ("herd_tile", (1, spotted, 1))) == rules.ActivateSteal("SP8")
    assert walk(ch, [("herd", (1, spotted)), ("herd_tile", (1, spotted, 2))]) == (
        rules.ActivateSteal("SP3")
    )


def test_EG_EX_14_a_gaucho_with_one_effect_acts_at_once_and_one_placed_this_turn_says_so():
    state = build(
        2,
        rows=["BK2 BK3 BK4"],
        herds={0: ["BK1 BK5 BK8 BK12", "RD10 RD7"]},
        money={0: 10},
        areas={0: ["immediate_sale", "steal"]},
        dice=[3, 1],
        removed_breed="white",
    )
    ch = model(state)
    sale = ("area_gaucho", (SALE, 0))
    assert set(ch.choices_after(())) == set()
    got = ch.pick((), sale)  # two herds of 2+ tiles: the herd is picked next
    assert isinstance(got, tuple)
    assert ch.pick(got, ("herd", (0, 0))) == rules.ActivateImmediateSale("black")
    assert ch.pick(got, ("herd_tile", (0, 0, 2))) == rules.ActivateImmediateSale("black")
    state2, _ = GAME.apply(state, rules.ActivateImmediateSale("black"))
    ch2 = model(state2)
    area3 = reason(ch2, (), ("area", SALE))
    assert area3.reason == "EG.illegal.area_activated_this_turn"  # EG-5.3
    state3, _ = GAME.apply(state2, rules.Occupy("sort", (1,)))
    ch3 = model(state3)
    fresh = reason(ch3, (), ("area_gaucho", (AREAS.index("sort"), 0)))
    assert fresh.reason == "EG.illegal.gaucho_placed_this_turn"


def test_EG_EX_7_wish_offers_its_six_values_as_choices():
    state = build(
        3,
        rows=["WH10 BK12 RD2"],
        areas={0: ["wish"]},
        dice=[2, 6],
    )
    ch = model(state)
    sel = ch.pick((), ("area_gaucho", (WISH, 0)))
    assert ch.choices_after(sel) == [rules.ActivateWish(v) for v in range(1, 7)]
    assert ch.pick(sel, choice(rules.ActivateWish(4))) == rules.ActivateWish(4)
    after, _ = GAME.apply(state, rules.ActivateWish(4))
    ch2 = model(after)
    wish = own_dice(GAME.view(after, 0)).index(4)
    assert walk(ch2, [("die", 1), ("die", wish), tile(after, "WH10")]) == rules.Stand(
        "WH10", (4, 6)
    )
    assert reason(ch2, (), ("area", WISH)).reason == "EG.illegal.area_activated_this_turn"


def test_sort_is_not_activated_in_a_turn_and_other_players_gauchos_are_theirs():
    state = build(3, rows=["WH10 BK12 RD2"], areas={0: ["sort"], 1: ["sort"]}, dice=[2, 6])
    ch = model(state)
    sort = AREAS.index("sort")
    assert reason(ch, (), ("area_gaucho", (sort, 0))).reason == "EG.illegal.sort_when_gaining"
    theirs = reason(ch, (), ("area_gaucho", (sort, 1)))
    assert theirs.reason == "EG.illegal.not_your_gaucho"


def test_EG_EX_10_hidden_cattle_takes_a_steppe_tile_and_a_space_in_either_order():
    state = build(
        3,
        rows=["BK1 BK2 BK3", "BR1 BR2 BR3 BR4", "WH12 . WH8 ."],
        steppe=["RD3", "BK11", "WH4", "SP2"],
        areas={0: ["hidden_cattle"]},
        dice=[1, 1],
    )
    ch = model(state)
    assert ch.pick((), ("area_gaucho", (HIDDEN, 0))) == rules.ActivateHiddenCattle()
    looking, _ = GAME.apply(state, rules.ActivateHiddenCattle())
    ch = model(looking)
    lay = rules.pampa_layout(state.options.pampa_layout, 3)
    spaces = [i for i in lay.rows[2] if looking.tiles[i] < 0]
    assert {("steppe_tile", c) for c in ("RD3", "BK11", "WH4", "SP2")} <= lit(ch)
    assert {("space", i) for i in spaces} <= lit(ch)
    take = rules.HiddenTake("WH4", 2, lay.space_of[spaces[0]])
    assert walk(ch, [("steppe_tile", "WH4"), ("space", spaces[0])]) == take
    assert walk(ch, [("space", spaces[0]), ("steppe_tile", "WH4")]) == take
    assert reason(ch, (), HIDDEN_DONE).reason == "EG.illegal.hidden_take_first"
    assert reason(ch, (), ("area", WISH)).reason == "EG.illegal.finish_hidden_cattle"
    full = reason(ch, (), ("tile", lay.rows[0][0]))
    assert full.reason == "EG.illegal.finish_hidden_cattle"
    # a second tile must be 4 or less with the first (EG-5.10)
    after, _ = GAME.apply(looking, take)
    ch2 = model(after)
    high = reason(ch2, (), ("steppe_tile", "BK11"))
    assert high.reason == "EG.illegal.hidden_pair_too_high"
    assert ("button", "hidden_done") in lit(ch2)


# ----------------------------------------------------------------------------- opening (EG-1.5, EG-1.6)


def test_EG_EX_11_keep_tiles_picked_breed_by_breed_in_herd_order_in_any_breed_order():
    state = build(2, rows=["BK5 BK6 BK7"], dice=[1, 1], removed_breed="spotted")
    state = GAME.setup(2, Options(start_player="seat0", two_player_removed_breed="spotted"), 1)
    drawn = [TILE_CODES[t] for t in state.drawn[0]]
    ch = model(state)
    assert lit(ch) == {("keep_tile", c) for c in drawn}
    assert reason(ch, (), KEEP).reason == "EG.illegal.keep_count"
    for keep in ch.legal:
        for path in ch.paths_of(keep):
            assert walk(ch, path) == keep
    # a tile too high for the tiles chosen with it gives the rules' reason
    small = sorted(drawn, key=lambda c: int(c[2:]))
    high = small[-1]
    if int(high[2:]) > 8:
        sel = walk(ch, [("keep_tile", small[0])])
        assert reason(ch, sel, ("keep_tile", high)).reason == "EG.illegal.keep_too_high"


def test_EG_EX_11_keep_orders_follow_each_breed_and_mix_breeds_freely():
    state = GAME.setup(2, Options(start_player="seat0", two_player_removed_breed="spotted"), 1)
    state.drawn[0] = tuple(rules.TILE_IDS[c] for c in ("RD3", "BK4", "WH9", "RD1", "BR12"))
    ch = model(state)
    assert len(ch.legal) == 11  # EG-EX-11's 9 sets, with both orders of the two Reds
    assert walk(ch, [("keep_tile", "RD3"), ("keep_tile", "BK4"), ("keep_tile", "RD1"), KEEP]) == (
        rules.Keep(("BK4", "RD3", "RD1"))
    )
    assert walk(ch, [("keep_tile", "RD1"), ("keep_tile", "BK4"), ("keep_tile", "RD3"), KEEP]) == (
        rules.Keep(("BK4", "RD1", "RD3"))
    )
    sel = walk(ch, [("keep_tile", "WH9")])
    assert reason(ch, sel, ("keep_tile", "RD1")).reason == "EG.illegal.keep_too_high"
    assert ch.pick(sel, KEEP) == rules.Keep(("WH9",))


def test_EG_1_6_opening_areas_already_taken_are_refused():
    state = GAME.setup(3, Options(start_player="seat0"), 4)
    for _ in range(3):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert state.phase == "opening"
    state, _ = GAME.apply(state, rules.PlaceOpening("steal"))
    ch = model(state)
    taken = reason(ch, (), ("area", STEAL))
    assert taken.reason == "EG.illegal.opening_area_taken" and taken.params == {"area": "steal"}
    assert ch.pick((), ("area", WISH)) == rules.PlaceOpening("wish")
    early = reason(ch, (), ("tile", next(i for i, t in enumerate(state.tiles) if t >= 0)))
    assert early.reason == "EG.illegal.wrong_phase" and early.params["phase"] == "opening"


def test_the_hint_spots_of_an_action_are_on_one_of_its_paths():
    state = ex6_state(taken=True)
    ch = model(state)
    stand = rules.Stand("BR11", (5, 6))
    spots = ch.spots(stand)
    assert spots[0] == tile(state, "BR11")
    assert sorted(own_dice(GAME.view(state, 0))[t[1]] for t in spots[1:]) == [5, 6]


# ----------------------------------------------------------------------------- lighting cheaply


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
def test_lit_says_what_can_be_picked_without_asking_a_reason(players, seed, monkeypatch):
    """``lit`` (what the board lights on every refresh) lists the keys of ``targets`` in its
    order with exactly :meth:`pickable`'s targets True, at the start, after each first pick
    and after two dice of the roll, and works out no reason; the kit reads the model through
    it (it is a LitChoices), each reason alone matching ``targets``."""
    checked = 0
    for k, (before, _action, _after, _events) in enumerate(random_game(players, Options(), seed)):
        if k % 4:
            continue
        ch = model(before)
        assert isinstance(ch, LitChoices)
        selections = [()] + [(t,) for t in ch.pickable(()) if isinstance(ch.pick((), t), tuple)]
        pool = [t for t in ch.pickable(()) if t[0] == "pool_die"]
        if len(pool) >= 2:
            selections.append((pool[0], pool[1]))
        for sel in selections:
            whole = ch.targets(sel)
            asked: list[Target] = []
            monkeypatch.setattr(ch, "refusal", lambda s, t, asked=asked: asked.append(t))
            lit = ch.lit(sel)
            monkeypatch.undo()
            assert asked == []
            assert list(lit) == list(whole), sel
            assert {t for t, ok in lit.items() if ok} == set(ch.pickable(sel)), sel
            assert {t for t, w in whole.items() if w is None} == set(ch.pickable(sel)), sel
            lazy = reasons_of(ch, sel)
            for t in list(whole)[::7]:
                found = [lazy[t], whole[t], ch.reason(sel, t)]
                said = {None if w is None else (w.reason, repr(w.params)) for w in found}
                assert len(said) == 1, (sel, t, said)
            checked += 1
    assert checked > 30


def test_changed_names_the_targets_the_last_moves_left_on_the_board():
    """What the board frames as just happened: the tile a gaucho stood on (EG-3.3), a tile
    added to a herd where it still lies (EG-6.4); nothing for a tile no longer on the board
    or a herd tile that moved on."""
    from farmhouse.core.game import Event

    state = build(
        3,
        rows=["RD10 BR11 SP3", "BK1/C BK2/C BK3/C BK5/C", "BK6/C"],
        herds={0: ["BK4 BK7"]},
        dice=[5, 6],
        to_move=2,
    )
    after, stood = GAME.apply(state, rules.Stand("BR11", (5, 6)))
    ch = model(after, 2)
    assert ch.changed(stood) == {tile(after, "BR11")}
    added = [Event("EG.herd_added", {"seat": 0, "tile": "BK7", "position": 1})]
    assert ch.changed(added) == {("herd_tile", (0, 0, 1))}
    moved = [Event("EG.herd_added", {"seat": 0, "tile": "BK7", "position": 0})]
    gone = [Event("EG.stood", {"seat": 2, "tile": "BK9"})]
    assert ch.changed([*moved, *gone]) == frozenset()


# ----------------------------------------------------------------------------- the board's questions


def test_the_stage_and_the_number_keys_follow_the_seats_decision():
    """The stage of the seat's decision and what number keys 1-9 name in it: its opening
    tiles drawn (EG-1.5), the dice of the roll (EG-3.1), then its own dice (EG-3.3); a seat
    that does not decide waits (its keys still name its pieces: their refusal says whose
    turn it is)."""
    state = GAME.setup(2, Options(start_player="seat0"), 11)
    keep = model(state)
    drawn = [TILE_CODES[t] for t in GAME.view(state, state.to_move).drawn]
    assert keep.stage == "keep"
    assert [keep.key_target(k) for k in range(len(drawn) + 1)] == [
        *(("keep_tile", code) for code in drawn),
        ("key", len(drawn)),
    ]
    assert model(state, 1 - state.to_move).stage == "wait"
    before, after = model(ex6_state(taken=False)), model(ex6_state(taken=True))
    assert (before.stage, before.key_target(1)) == ("take", ("pool_die", 1))
    assert (after.stage, after.key_target(1)) == ("main", ("die", 1))
    assert model(ex6_state(taken=True), 1).stage == "wait"


def test_the_panel_buttons_are_the_choices_after_the_picks_and_waiting_tiles_are_the_adds():
    """The choice panel's buttons are the actions a pick leads to (EG-EX-6: BR11 stood on
    with 5+6 or lain on with the 6), none before it; the tiles waiting for the herds are
    those the seat can add (EG-6.4), each once, by tile."""
    state = ex6_state(taken=True)
    ch = model(state)
    assert ch.buttons(()) == []
    br11 = tile(state, "BR11")
    assert ch.buttons((br11,)) == ch.choices_after((br11,))
    assert set(ch.buttons((br11,))) == {rules.Stand("BR11", (5, 6)), rules.Lie("BR11", (6,))}
    assert ch.waiting() == []
    found = 0
    for before, _, _, _ in random_game(3, Options(), 5):
        adds = [a.tile for a in GAME.legal_actions(before) if isinstance(a, rules.AddToHerd)]
        if adds:
            waiting = model(before).waiting()
            assert waiting == sorted(set(adds), key=TILE_CODES.index)
            found += 1
    assert found


# ----------------------------------------------------------------------------- targets not on the board


def _off_board(ch: ElGauchoChoices) -> list[Target]:
    """Targets of every kind that are not on the board: indexes past the dice, the tiles, the
    areas, the seats, the herds; tiles nobody holds; another seat's empty herd."""
    view, n = ch.view, ch.view.players
    empty = [(s, b) for s in range(n) for b in range(len(view.herds[s])) if not view.herds[s][b]]
    held = {*ch.tile_index, *ch.herd_pos, *(TILE_CODES[t] for t in view.drawn)}
    held |= {TILE_CODES[t] for t in (*view.steppe_known, *view.pending[view.seat])}
    codes = [c for c in TILE_CODES if c not in held]
    return [
        ("pool_die", len(view.pool)),
        ("pool_die", 20),
        ("die", len(ch.dice)),
        ("die", 20),
        ("keep_tile", codes[0]),
        ("tile", len(view.tiles)),
        ("tile", 99),
        ("space", len(view.tiles)),
        ("area", len(AREAS)),
        ("area_gaucho", (len(AREAS), 0)),
        ("area_gaucho", (0, n)),
        ("herd", (n, 0)),
        ("herd", (0, 9)),
        *(("herd", spot) for spot in empty[:2]),
        ("herd_tile", (0, 0, 20)),
        ("herd_tile", (n, 0, 0)),
        ("steppe_tile", codes[0]),
        ("pending", codes[0]),
    ]


@pytest.mark.parametrize("players,seed", [(2, 2), (3, 6), (4, 9)])
def test_a_target_not_on_the_board_is_refused_with_a_reason_never_an_error(players, seed):
    """Number keys past the dice of the roll, the own dice or the opening tiles (the tester's
    IndexError at keys 6-9 with 5 dice rolled, and at any key while placing the opening
    gaucho), and a target of any kind past what the board shows: picking it, or asking its
    reason, after any first pick too, raises or gives an IllegalAction (never IndexError,
    KeyError…)."""
    no_such = {NO_SUCH_DIE, NO_SUCH_KEY, NOT_ON_BOARD}
    checked = 0
    for k, (before, _action, _after, _events) in enumerate(random_game(players, Options(), seed)):
        if k % 4:
            continue
        ch = model(before)
        firsts = [(), *((t,) for t in ch.pickable(())[:3])]
        firsts += [(a, b) for a, b in itertools.permutations(ch.pickable(())[:3], 2)][:2]
        for selection in firsts:
            if selection and not ch.actions_after(selection) and ch._take_of(selection) is None:
                continue
            keys = [ch.key_target(d) for d in range(9)]
            for target in [*_off_board(ch), *(t for t in keys if t and not ch.is_shown(t))]:
                if target in selection:
                    continue
                why = ch.reason(selection, target)
                assert why is not None, (selection, target)
                with pytest.raises(IllegalAction) as err:
                    ch.pick(selection, target)
                assert err.value.reason == why.reason
                if target[0] in ("pool_die", "die", "key") and not selection:
                    assert why.reason in no_such | {NOT_YOUR_TURN}, (target, why)
                checked += 1
    assert checked > 500


def test_number_keys_past_the_dice_or_the_tiles_drawn_say_how_many_there_are():
    """Keys 6-9 with 5 dice rolled: "the roll has only 5 dice"; any key while placing the
    opening gaucho: no dice; keys past the opening tiles drawn: how many were drawn."""
    state = ex6_state(taken=False)  # the roll: 2, 5, 6
    take = model(state)
    why = take.reason((), take.key_target(5))
    assert (why.reason, dict(why.params)) == (NO_SUCH_DIE, {"count": 3, "roll": True})
    why = take.reason((("pool_die", 0),), take.key_target(3))
    assert (why.reason, dict(why.params)) == (NO_SUCH_DIE, {"count": 3, "roll": True})
    main = model(ex6_state(taken=True))  # own dice: 5, 6
    why = main.reason((), main.key_target(2))
    assert (why.reason, dict(why.params)) == (NO_SUCH_DIE, {"count": 2, "roll": False})
    state = GAME.setup(2, Options(start_player="seat0"), 11)
    drawn = len(GAME.view(state, state.to_move).drawn)
    keep = model(state)
    assert keep.key_target(drawn) == ("key", drawn)
    why = keep.reason((), keep.key_target(8))
    assert (why.reason, dict(why.params)) == (NO_SUCH_KEY, {"count": drawn})
    while state.phase == "keep":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.phase == "opening"
    opening = model(state)
    why = opening.reason((), opening.key_target(0))
    assert (why.reason, dict(why.params)) == (NO_SUCH_DIE, {"count": 0, "roll": False})
