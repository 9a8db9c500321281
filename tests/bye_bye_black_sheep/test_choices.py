"""The choice model of Bye-Bye Black Sheep (``choices.ByeByeChoices``), without Qt: what each
decision lets a seat pick, what a pick leads to, and, for every target that cannot be picked,
the rules' own reason (the one ``GAME.apply`` raises), in the words a player reads.

These were GUI tests of the board's lighting and refusals; the board now only reads this
model (``test_board.py`` keeps the tests that show it is wired up).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from farmhouse.core.choices import NOT_YOUR_TURN
from farmhouse.core.game import IllegalAction
from farmhouse.games.bye_bye_black_sheep import positions as P
from farmhouse.games.bye_bye_black_sheep import rules
from farmhouse.games.bye_bye_black_sheep import texts as T
from farmhouse.games.bye_bye_black_sheep.choices import DECLINE, STOP, ByeByeChoices
from farmhouse.games.bye_bye_black_sheep.data import JOKER, kind_of, species_in_use, universe
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

from .conftest import (
    NAMES,
    OPTION_IDS,
    OPTIONS,
    apply,
    eagle_state,
    five_players,
    magpie_state,
    place_state,
    white_sheep_state,
)


def k(name: str) -> int:
    return kind_of(name)


def model(state: State, seat: int = 0, interactive: bool = True) -> ByeByeChoices:
    """The choices of ``seat`` in ``state``, as its board builds them."""
    view = GAME.view(state, seat)
    legal = GAME.legal_actions_in_view(view) if interactive else []
    return ByeByeChoices(view, legal)


def pickable(ch: ByeByeChoices, selection: tuple[Any, ...] = ()) -> list[Any]:
    return [t for t, why in ch.targets(selection).items() if why is None]


def said(ch: ByeByeChoices, target: Any, selection: tuple[Any, ...] = ()) -> str:
    """What the player reads when ``target`` is refused."""
    reason = ch.targets(selection)[target]
    assert isinstance(reason, IllegalAction), target
    return T.describe_illegal(reason, NAMES)


def told(reason: IllegalAction | None) -> str:
    assert isinstance(reason, IllegalAction)
    return T.describe_illegal(reason, NAMES)


# ---------------------------------------------------------------- drawing (BB-4.1)


def test_drawing_offers_the_other_hands_clockwise_then_stop() -> None:
    ch = model(five_players())
    assert pickable(ch) == [("hand", 1), ("hand", 2), ("hand", 3), ("hand", 4), STOP]
    assert ch.pick((), ("hand", 3)) == Draw(3)
    assert ch.pick((), STOP) == Stop()
    # a spectator's board seated at Cleo lists the hands clockwise after her
    view = GAME.view(five_players(), None)
    hands = [t for t in ByeByeChoices(view, [], viewer=2).shown(()) if t[0] == "hand"]
    assert hands == [("hand", 3), ("hand", 4), ("hand", 0), ("hand", 1)]


def test_a_whole_decision_is_no_selection_to_pick_after() -> None:
    """Test 3 (fix12b): Stop ends the drawing (BB-4.1) and a draw is one pick, so a
    selection holding Stop, or one hand while drawing, is a whole decision, not a selection
    to go on from: every question about it answers the model's documented error
    ("core.illegal.selection_unreachable", the one for a selection no action starts with),
    never an AssertionError."""
    ch = model(five_players())
    for whole in ((STOP,), (("hand", 3),), (STOP, ("hand", 1))):
        for ask, *args in (
            (ch.targets,),
            (ch.lit,),
            (ch.pick, ("hand", 1)),
            (ch.reason, ("hand", 1)),
            (ch.reason, STOP),
            (ch.refusal, ("hand", 1)),
        ):
            with pytest.raises(IllegalAction) as refused:
                ask(whole, *args)
            assert refused.value.reason == "core.illegal.selection_unreachable", whole
    assert ch.pick((), STOP) == Stop()  # (Stop itself is still the action)
    with pytest.raises(ValueError, match="can be picked"):
        ch.refusal((), ("hand", 1))  # (a target that can be picked has no refusal)


def test_what_cannot_be_picked_while_drawing_says_where_it_belongs() -> None:
    ch = model(five_players())
    assert "after you stop drawing" in said(ch, ("own", k("goat")))
    magpie_only = "Cards in a zoo can only be taken with the Thieving Magpie."
    assert said(ch, ("zoo", 1, k("lion"))) == magpie_only
    assert said(ch, ("zoo", 0, k("tiger"))) == magpie_only
    no = ch.reason((), DECLINE)  # N while drawing: what is due
    assert isinstance(no, IllegalAction) and no.reason == "bb.illegal.wrong_phase"
    assert told(no) == T.phase_hint("draw")


def test_a_seat_that_does_not_decide_hears_who_does() -> None:
    ch = model(five_players(), seat=1)
    reasons = ch.targets()
    assert reasons and None not in reasons.values()
    assert {(r.reason, r.params["to_move"]) for r in reasons.values() if r} == {
        ("bb.illegal.not_your_turn", 0)
    }
    assert said(ch, ("hand", 2)) == "Please wait: Ann decides now."
    assert told(ch.reason((), STOP)) == "Please wait: Ann decides now."


def test_a_board_that_takes_no_choices_says_so() -> None:
    ch = model(five_players(), seat=0, interactive=False)  # Ann's turn, board not taking
    assert {r.reason for r in ch.targets().values() if r} == {NOT_YOUR_TURN}
    assert said(ch, ("hand", 1)) == "Please wait: it is not your turn to choose."


def test_after_the_game_nothing_can_be_picked() -> None:
    state = rules.copy_state(five_players())
    state.phase, state.winner, state.ended_by = Phase.OVER, 0, rules.END_TRIPLETS
    ch = model(state)
    assert {r.reason for r in ch.targets().values() if r} == {"bb.illegal.game_over"}
    assert said(ch, ("hand", 1)) == "The game is over."


# ---------------------------------------------------------------- the Eagle (BB-7.2)


def test_the_eagle_asks_whom_first_then_which_species() -> None:
    state, _ = eagle_state()
    ch = model(state)
    assert pickable(ch) == [("hand", 1), ("hand", 2), ("hand", 3), ("hand", 4), DECLINE]
    assert said(ch, ("species", 1)) == "First choose whom to ask."
    assert ch.pick((), ("hand", 2)) == (("hand", 2),)
    asking = (("hand", 2),)
    species = [("species", s) for s in species_in_use(5)]
    assert pickable(ch, asking) == [*species, DECLINE]
    assert ch.pick(asking, ("species", k("goat"))) == AskEagle(2, k("goat"))
    assert ch.pick(asking, DECLINE) == Decline()  # "no" still declines
    assert ch.pick((), DECLINE) == Decline()
    for seat in (1, 2, 4):  # another player: a step back first (Esc)
        assert said(ch, ("hand", seat), asking) == (
            "First choose the species to ask for (Esc: another player)."
        )
    with pytest.raises(IllegalAction) as refused:
        ch.pick(asking, ("hand", 4))
    assert refused.value.reason == "bb.illegal.eagle_needs_species"
    assert "First decide on the Eagle" in said(ch, ("own", k("goat")), asking)


# ---------------------------------------------------------------- the Mole (BB-7.3b)


def test_the_mole_picks_only_a_set_card_of_the_hand_seen() -> None:
    state, _ = apply(P.with_draws(five_players(), "mole"), Draw(2))
    ch = model(state)
    seen = sorted(set(state.hands[2]))
    assert [t for t in ch.targets() if t[0] == "mole"] == [("mole", c) for c in seen]
    assert pickable(ch) == [("mole", c) for c in seen if c <= 16]
    assert said(ch, ("mole", 25)) == "The Mole takes only a set card: an animal or the joker."
    assert ch.pick((), ("mole", k("rabbit"))) == MolePick(k("rabbit"))
    must = "With the Mole you must choose one set card from the hand you see."
    assert said(ch, ("own", k("goat"))) == must
    assert told(ch.reason((), DECLINE)) == must


# ---------------------------------------------------------------- the Magpie (BB-7.4c)


def test_the_magpie_takes_from_another_zoo_not_the_own() -> None:
    state, _ = magpie_state()
    ch = model(state)
    assert pickable(ch) == [  # by seat, then species number
        ("zoo", 1, k("lion")),
        ("zoo", 2, k("panda")),
        ("zoo", 3, k("zebra")),
        ("zoo", 3, k("hippo")),
        DECLINE,
    ]
    own_zoo = "The Magpie takes from another player's zoo, not your own."
    assert said(ch, ("zoo", 0, k("tiger"))) == own_zoo
    assert ch.pick((), ("zoo", 3, k("hippo"))) == Steal(3, k("hippo"))
    assert ch.pick((), DECLINE) == Decline()


# ---------------------------------------------------------------- placing (BB-5.3, BB-5.4)


def test_placing_offers_the_set_cards_never_a_special_or_the_black_sheep() -> None:
    state, _ = place_state()
    ch = model(state)
    animals = [("own", c) for c in sorted(set(state.hands[0])) if c <= 16]
    assert ("own", k("goat")) in animals and ("own", k("hippo")) in animals
    assert pickable(ch) == [*animals, DECLINE]
    assert said(ch, ("own", k("eagle"))) == "Special cards are never placed in a zoo."
    assert said(ch, ("own", 23)) == "Your black sheep stays in your hand: it is never placed."
    assert ch.pick((), ("own", k("lion"))) == Place(k("lion"))
    assert ch.pick((), DECLINE) == Decline()
    assert told(ch.reason((), STOP)) == "You can stop only while drawing cards on your turn."


def test_the_joker_asks_for_the_species_it_stands_for() -> None:
    state, _ = place_state(joker=True)
    ch = model(state)
    assert ("own", JOKER) in pickable(ch)
    declaring = ch.pick((), ("own", JOKER))
    assert declaring == (("own", JOKER),)
    assert pickable(ch, declaring) == [("species", s) for s in species_in_use(3)]
    assert said(ch, ("own", k("goat")), declaring) == "Choose the species the joker stands for."
    assert ch.pick(declaring, ("species", k("lion"))) == Place(JOKER, k("lion"))
    with pytest.raises(IllegalAction) as refused:
        ch.pick(declaring, DECLINE)
    assert refused.value.reason == "bb.illegal.joker_needs_species"


# ---------------------------------------------------------------- the White Sheep (BB-7.5)


def test_the_white_sheep_lets_its_owner_place_and_the_active_player_wait() -> None:
    state, _ = white_sheep_state()
    owner = model(state, seat=2)
    assert pickable(owner) == [("own", k("tiger")), ("own", k("goat")), DECLINE]
    assert "never placed" in said(owner, ("own", 25))
    assert owner.pick((), ("own", k("goat"))) == Place(k("goat"))
    active = model(state, seat=0)
    assert said(active, ("hand", 1)) == "Please wait: Cleo decides now."


# ---------------------------------------------------------------- against the rules


def _one_step_action(target: Any) -> Any:
    kind = target[0]
    if kind == "hand":
        return Draw(target[1])
    if kind == "own":
        return Place(target[1])
    if kind == "zoo":
        return Steal(target[1], target[2])
    if kind == "mole":
        return MolePick(target[1])
    return Stop() if kind == "stop" else Decline()


def _refusal(state: State, action: Any, seat: int) -> tuple[str, dict[str, Any]] | None:
    try:
        GAME.apply(state, action, seat)
    except IllegalAction as e:
        return e.reason, e.params
    return None


@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_every_reason_is_the_one_the_rules_give_and_every_path_is_legal(options: Options) -> None:
    """Random games, every seat at every step: each legal action is reached by picking
    lit targets along its path; each refused one-step target gives exactly the reason
    ``GAME.apply`` raises for the action it stands for (never a reason of its own)."""
    rng = random.Random(7)
    checked = 0
    for game in range(3):
        players = 2 + game
        state = GAME.setup(players, options, rng.randrange(1 << 30))
        while GAME.to_move(state) is not None and state.turns < 12:
            for seat in range(players):
                ch = model(state, seat)
                for action in ch.legal:
                    selection: Any = ()
                    for target in ch.path_of(action):
                        assert ch.targets(selection)[target] is None
                        selection = ch.pick(selection, target)
                    assert selection == action
                eagle = state.phase is Phase.EAGLE
                for target, why in ch.targets().items():
                    if why is None or target[0] == "species" or (eagle and target[0] == "hand"):
                        continue
                    expected = _refusal(state, _one_step_action(target), seat)
                    assert (why.reason, why.params) == expected, (target, state.phase)
                    checked += 1
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert checked > 100


@pytest.mark.parametrize("options", OPTIONS, ids=OPTION_IDS)
def test_check_in_view_refuses_exactly_what_apply_refuses(options: Options) -> None:
    """``rules.check_in_view`` on the mover's view and ``GAME.apply`` on the state agree on
    every action of every kind (legal, of the wrong phase, naming the wrong seat or card)."""
    rng = random.Random(11)
    for game in range(3):
        players = 2 + game
        state = GAME.setup(players, options, rng.randrange(1 << 30))
        kinds = sorted(set(universe(players, options.advanced, options.joker)))
        while GAME.to_move(state) is not None and state.turns < 10:
            seat = GAME.to_move(state)
            assert seat is not None
            view = GAME.view(state, seat)
            candidates: list[Any] = [Stop(), Decline(), Place(JOKER, 3), Place(1, 2)]
            candidates += [Draw(t) for t in range(players + 1)]
            candidates += [AskEagle(t, s) for t in range(players) for s in (1, 16)]
            candidates += [MolePick(c) for c in kinds] + [Place(c) for c in kinds]
            candidates += [Steal(v, c) for v in range(players) for c in (1, 5)]
            for action in candidates:
                try:
                    rules.check_in_view(view, action)
                    got = None
                except IllegalAction as e:
                    got = (e.reason, e.params)
                assert got == _refusal(state, action, seat), action
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
