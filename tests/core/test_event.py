"""Event keeps the behaviour of a plain frozen attrs class while building faster: the same
constructor (positional and keyword, defaults, a fresh params dict each time), equality,
repr, immutability, evolve, copy and pickle, and visible_to."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Mapping
from typing import Any

import attrs
import pytest

from farmhouse.core.game import Event


@attrs.frozen
class _Reference:
    """Event as attrs would write it (the constructor Event had before)."""

    key: str
    params: Mapping[str, Any] = attrs.field(factory=dict)
    seat: int | None = None
    private_to: int | None = None


CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    (("bb.next",), {}),
    (("bb.next", {"seat": 1, "turn": 3}), {}),
    (("bb.next", {"seat": 1}, 1), {}),
    (("bb.mole_saw", {"cards": ["set:1"]}, 2, 2), {}),
    (("k",), {"params": {"a": [1, 2]}, "seat": 0}),
    ((), {"key": "k", "private_to": 3}),
    ((), {"key": "k", "params": {}, "seat": None, "private_to": None}),
    (("k", None), {}),  # an explicit None is kept, as attrs keeps it
    (("k", attrs.NOTHING), {}),  # attrs' "no value" gives the default
]


@pytest.mark.parametrize(("args", "kwargs"), CALLS)
def test_constructor_matches_the_attrs_one(args, kwargs):
    event = Event(*args, **kwargs)
    ref = _Reference(*args, **kwargs)
    assert attrs.astuple(event, recurse=False) == attrs.astuple(ref, recurse=False)
    assert repr(event) == repr(ref).replace("_Reference(", "Event(", 1)
    assert event == Event(*args, **kwargs)


def test_fields_are_those_of_the_contract():
    assert [f.name for f in attrs.fields(Event)] == ["key", "params", "seat", "private_to"]
    assert [f.name for f in attrs.fields(Event)] == [f.name for f in attrs.fields(_Reference)]


def test_default_params_are_a_new_dict_each_time():
    a, b = Event("k"), Event("k")
    assert a.params == {} and a.params is not b.params


def test_equality_compares_every_field_and_the_class():
    base = Event("k", {"a": 1}, 1, None)
    assert base == Event("k", {"a": 1}, 1)
    assert base != Event("k", {"a": 2}, 1)
    assert base != Event("j", {"a": 1}, 1)
    assert base != Event("k", {"a": 1}, 2)
    assert base != Event("k", {"a": 1}, 1, 1)
    assert base != _Reference("k", {"a": 1}, 1)


def test_events_are_frozen():
    event = Event("k", {"a": 1}, 1)
    for name in ("key", "params", "seat", "private_to", "other"):
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            setattr(event, name, 2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del event.key


def test_hashing_behaves_as_before():
    with pytest.raises(TypeError):  # params is a dict
        hash(Event("k", {"a": 1}))
    with pytest.raises(TypeError):
        hash(_Reference("k", {"a": 1}))
    assert hash(Event("k", (), 1)) == hash(Event("k", (), 1))


def test_evolve_copy_and_pickle():
    event = Event("k", {"a": [1]}, 1, 1)
    assert attrs.evolve(event, seat=2) == Event("k", {"a": [1]}, 2, 1)
    assert copy.copy(event) == event
    deep = copy.deepcopy(event)
    assert deep == event and deep.params is not event.params
    assert pickle.loads(pickle.dumps(event)) == event


def test_visible_to():
    public, private = Event("k"), Event("k", private_to=1)
    assert public.visible_to(None) and public.visible_to(0)
    assert private.visible_to(1) and not private.visible_to(0) and not private.visible_to(None)
