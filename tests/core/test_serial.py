"""serial: tagged action unions, options and states round-trip through JSON."""

from __future__ import annotations

import json

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
