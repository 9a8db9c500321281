"""``farmhouse.core.records``: attrs classes whose ``__repr__`` is made without compiling code
write exactly what attrs' generated ``__repr__`` writes (issue 18, a save's start: compiling
those methods was ~28M instructions of El Gaucho's save). The reference is attrs itself: a
class attrs makes with the same fields (``attrs.make_class``), whose generated ``__repr__``
is called on our instances."""

from __future__ import annotations

import importlib
import random
from typing import Any

import attrs
import pytest

from farmhouse.core import records, registry
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

#: The modules whose attrs classes are made with :mod:`farmhouse.core.records` (the rules'
#: side: every class a save's load makes, and the AIs').
MODULES = [
    "farmhouse.core.game",
    "farmhouse.core.match",
    "farmhouse.core.replay",
    "farmhouse.core.rng",
    "farmhouse.core.saves",
    "farmhouse.core.search",
    "farmhouse.core.stats",
    *(
        f"{registry.package(game_id)}.{part}"
        for game_id in registry.game_ids()
        for part in ("rules", "data", "ai")
    ),
    "farmhouse.games.wooly_bully.landscape",
]


def attrs_repr(cls: type) -> Any:
    """The ``__repr__`` attrs generates for a class with ``cls``'s fields (called on an
    instance of ``cls``: it only reads the instance's attributes and class name)."""
    twin = attrs.make_class(
        cls.__name__,
        {a.name: attrs.field(default=None, repr=a.repr, init=a.init) for a in attrs.fields(cls)},
    )
    return twin.__repr__


def _classes() -> list[type]:
    found = []
    for name in MODULES:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and attrs.has(value) and value.__module__ == name:
                found.append(value)
    return found


def test_every_rules_class_writes_its_repr_without_compiling():
    classes = _classes()
    assert len(classes) > 60
    compiled = [
        cls.__qualname__
        for cls in classes
        if "__repr__" in cls.__dict__
        and cls.__repr__.__code__.co_filename.startswith("<attrs generated")
    ]
    assert compiled == []


def _made_with(make: Any) -> tuple[type, type]:
    @make
    class Thing:
        plain: int
        hidden: str = attrs.field(default="secret", repr=False)
        shown: list[int] = attrs.field(factory=list, repr=lambda v: f"<{len(v)} items>")
        later: int = attrs.field(init=False)
        text: str = "a 'quoted' \"text\""

    @make
    class Holder:
        inner: Any = None

    return Thing, Holder


@pytest.mark.parametrize("kind", ["define", "frozen"])
def test_the_same_text_as_attrs_for_every_kind_of_field(kind):
    ours, our_holder = _made_with(getattr(records, kind))
    theirs, their_holder = _made_with(getattr(attrs, kind))
    assert "__repr__" in ours.__dict__
    assert not ours.__repr__.__code__.co_filename.startswith("<attrs")
    assert theirs.__repr__.__code__.co_filename.startswith("<attrs")
    for args in [(1,), (2, "x", [1, 2, 3])]:
        a, b = ours(*args), theirs(*args)
        assert repr(a) == repr(b)  # (the unset ``later`` is NOTHING)
        object.__setattr__(a, "later", 5)
        object.__setattr__(b, "later", 5)
        assert repr(a) == repr(b)
        assert repr(our_holder(a)) == repr(their_holder(b))
    assert repr(ours) == repr(theirs)  # (the class itself is untouched)
    assert ours.__repr__.__qualname__ == theirs.__repr__.__qualname__


def test_an_instance_met_again_is_written_as_dots():
    ours, our_holder = _made_with(records.define)
    theirs, their_holder = _made_with(attrs.define)
    loop, their_loop = our_holder(), their_holder()
    loop.inner, their_loop.inner = [loop], [their_loop]
    assert repr(loop) == repr(their_loop) == "Holder(inner=[...])"
    mixed = our_holder(their_holder())
    mixed.inner.inner = mixed
    assert repr(mixed) == "Holder(inner=Holder(inner=...))"
    assert repr(our_holder(ours(1))) == repr(their_holder(theirs(1)))  # (nothing left marked)


def test_own_repr_and_explicit_arguments_go_to_attrs():
    @records.frozen
    class Own:
        value: int

        def __repr__(self) -> str:
            return "own"

    @records.frozen(repr=False)
    class NoRepr:
        value: int

    assert repr(Own(1)) == "own"
    assert repr(NoRepr(1)).startswith("<")


def _instances(value: Any, found: list[Any], seen: set[int]) -> None:
    """Every attrs instance in ``value`` (through attrs fields, tuples, lists, sets, dicts)."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if attrs.has(type(value)):
        found.append(value)
        for field in attrs.fields(type(value)):
            _instances(getattr(value, field.name, None), found, seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            _instances(item, found, seen)
    elif isinstance(value, dict):
        for item in value.values():
            _instances(item, found, seen)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_writes_what_attrs_writes(game_id):
    """States, views, actions, events, options and outcomes of random games."""
    game = registry.get_game(game_id)
    rand = random.Random(game_id)
    values: list[Any] = []
    for players in (game.player_counts.start, game.player_counts.stop - 1):
        match = Match.new(game_id, [Seat(f"P{i}") for i in range(players)], None, players)
        values += [match.options, match.seats]
        while not match.is_over and len(match.actions) < 300:
            legal = match.legal_actions()
            values += legal[:3]
            values += match.apply(legal[int(rand.random() * len(legal))])
            if len(match.actions) % 25 == 0:
                values += [match.state, match.view(match.to_move), match.view(None)]
        values += [match.state, match.outcome(), match.view(0)]
    found: list[Any] = []
    _instances(values, found, set())
    kinds = {type(v) for v in found}
    assert len(kinds) >= 8
    references = {cls: attrs_repr(cls) for cls in kinds}
    for value in found:
        assert repr(value) == references[type(value)](value)
