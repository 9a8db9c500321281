"""serial: tagged action unions, options and states round-trip through JSON."""

from __future__ import annotations

import json
from enum import Enum
from typing import Any, Literal

import attrs
import pytest

from farmhouse.core import serial
from farmhouse.core.rng import Rng
from farmhouse.games.black_sheep.data import Animal
from farmhouse.games.black_sheep.rules import Action as BSAction
from farmhouse.games.black_sheep.rules import Options as BSOptions
from farmhouse.games.black_sheep.rules import Pass, Play

from . import toygame
from .toygame import Roll, Step


@pytest.mark.parametrize("action", [Step(1), Step(2), Roll()])
def test_toy_actions_round_trip_through_json(action):
    data = serial.unstructure_action(toygame.Action, action)
    assert data["type"] == type(action).__name__
    text = json.dumps(data)
    assert serial.structure_action(toygame.Action, json.loads(text)) == action


@pytest.mark.parametrize(
    "action",
    [
        Play(0, (Animal.SHEEP,)),
        Play(2, (Animal.PIG, Animal.HORSE), None),
        Play(1, (Animal.COW,), Animal.BLACK_SHEEP),
        Pass(),
    ],
)
def test_black_sheep_actions_round_trip(action):
    data = serial.unstructure_action(BSAction, action)
    assert json.loads(json.dumps(data)) == data
    assert serial.structure_action(BSAction, data) == action


def test_enum_is_written_as_plain_value():
    data = serial.unstructure_action(BSAction, Play(0, (Animal.SHEEP,)))
    assert data["cards"] == [Animal.SHEEP.value]


def test_unknown_tag_is_refused():
    with pytest.raises(Exception):  # noqa: B017 (cattrs raises its own error types)
        serial.structure_action(toygame.Action, {"type": "Teleport"})


@attrs.frozen
class Only:
    x: int


def test_single_class_action_type_has_tag_and_checks_it():
    data = serial.unstructure_action(Only, Only(3))
    assert data == {"type": "Only", "x": 3}
    assert serial.structure_action(Only, data) == Only(3)
    with pytest.raises(ValueError, match="not a Only action"):
        serial.structure_action(Only, {"type": "Other", "x": 3})


def test_options_round_trip_and_missing_keys_use_defaults():
    opts = BSOptions(task_cards=True)
    assert serial.structure(serial.unstructure(opts), BSOptions) == opts
    assert serial.structure({}, BSOptions) == BSOptions()


def test_state_digest_is_stable_and_sensitive():
    game = toygame.GAME
    a = game.setup(3, toygame.Options(), 1)
    b = game.setup(3, toygame.Options(), 1)
    assert serial.digest_of(a) == serial.digest_of(b)
    b.rng = Rng(state=b.rng.state + 1)
    assert serial.digest_of(a) != serial.digest_of(b)
    assert serial.canonical_json({"b": 1, "a": [2]}) == '{"a":[2],"b":1}'


# ---------------------------------------------------------------------- without cattrs


def _states_actions_options(game_id: str) -> tuple[list, list, list]:
    """States, actions and options met in a few uniformly random games of ``game_id`` (each
    player count), for comparing the direct (un)structuring with cattrs's."""
    import random

    from farmhouse.core import registry
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    game = registry.get_game(game_id)
    states, actions, options = [], [], []
    rand = random.Random(game_id)
    for players in game.player_counts:
        for seed in range(2):
            match = Match.new(game_id, [Seat(f"P{i}") for i in range(players)], None, seed)
            options.append(match.options)
            moves = 0
            while not match.is_over and moves < 400:
                legal = match.legal_actions()
                action = legal[int(rand.random() * len(legal))]
                actions.append(action)
                match.apply(action)
                moves += 1
                if moves % 7 == 0:
                    states.append(match.state)
            states.append(match.state)
    return states, actions, options


@pytest.mark.parametrize(
    "game_id", ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]
)
def test_the_direct_ways_give_what_cattrs_gives(game_id):
    from farmhouse.core import registry

    game = registry.get_game(game_id)
    cattrs_plain = serial._new_converter()
    cattrs_actions = serial.converter_for(game.Action)
    states, actions, options = _states_actions_options(game_id)
    assert len(states) > 10 and len(actions) > 50
    for state in states:  # the digests of saves: the canonical JSON of the state
        try:
            theirs = serial.canonical_json(cattrs_plain.unstructure(state))
        except TypeError:  # (Wooly Bully's board: tuple keys; its digest takes other data)
            with pytest.raises(TypeError):
                serial.canonical_json(serial.unstructure(state))
        else:
            assert serial.canonical_json(serial.unstructure(state)) == theirs
    for value in options:
        data = serial.unstructure(value)
        assert json.dumps(data) == json.dumps(cattrs_plain.unstructure(value))
        back = json.loads(json.dumps(data))
        assert serial.structure_checked(back, type(value)) == value
        assert serial.structure(back, type(value)) == value
    for action in actions:
        data = serial.unstructure_action(game.Action, action)
        theirs = cattrs_actions.unstructure(action, unstructure_as=game.Action)
        assert json.dumps(data) == json.dumps(theirs)  # (the same keys in the same order)
        back = json.loads(json.dumps(data))
        built = serial.structure_action_checked(game.Action, back)
        assert built == action and type(built) is type(action)
        assert repr(built) == repr(action)  # (an Enum, not its value; a tuple, not a list)


@attrs.frozen
class Inner:
    n: int


@attrs.frozen
class Outer:
    inner: Inner
    maybe: Inner | None
    ratio: float


def test_types_the_direct_way_does_not_know_are_left_to_cattrs():
    data = {"inner": {"n": 2}, "maybe": {"n": 3}, "ratio": 1}
    built = serial.structure_checked(data, Outer)
    assert built == Outer(Inner(2), Inner(3), 1.0) and type(built.ratio) is float
    assert serial.unstructure(built) == {"inner": {"n": 2}, "maybe": {"n": 3}, "ratio": 1.0}


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@attrs.frozen
class Shapes:
    """Every kind of annotation the direct way builds, without converters of its own."""

    colour: Colour
    colours: tuple[Colour, ...]
    pair: tuple[int, str]
    rows: list[tuple[int, ...]]
    names: frozenset[str]
    maybe: Colour | None
    ratio: float
    kind: Literal["a", "b"]
    anything: Any = None


def test_the_direct_way_builds_what_cattrs_builds():
    data = {
        "colour": "red",
        "colours": ["blue", "red"],
        "pair": [1, "x"],
        "rows": [[1, 2], []],
        "names": ["a", "b"],
        "maybe": None,
        "ratio": 2,
        "kind": "b",
    }
    for given in (data, {**data, "maybe": "blue", "anything": [1]}):
        built = serial.structure_checked(json.loads(json.dumps(given)), Shapes)
        assert repr(built) == repr(serial.structure(json.loads(json.dumps(given)), Shapes))
        assert type(built.ratio) is float and built.colours == (Colour.BLUE, Colour.RED)
        mine, theirs = serial.unstructure(built), serial._new_converter().unstructure(built)
        assert mine == {**theirs, "pair": [1, "x"]}  # (cattrs: (1, "x"), the same JSON)
