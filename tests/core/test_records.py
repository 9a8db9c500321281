"""``farmhouse.core.records``: attrs classes whose ``__repr__`` is made without compiling code
and whose ``__eq__`` and ``__hash__`` are made when first used write, compare and hash exactly
as attrs' own (issue 18, a save's start: compiling those methods was ~45M instructions of El
Gaucho's save). The reference is attrs itself: small classes made both ways side by side,
and the games' classes made by attrs in a new interpreter (``records``' makers replaced by
attrs' before any game is imported)."""

from __future__ import annotations

import json
import textwrap
from typing import Any

import attrs
import pytest

from farmhouse.core import records, registry
from tests.scripts import run_script

#: The modules whose attrs classes are made with :mod:`farmhouse.core.records` (the rules'
#: side: every class a save's load makes, and the AIs'; the games' ``GameUI``).
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
    "farmhouse.app.game_ui",
]


#: Run in a new interpreter: import ``MODULES`` and print, as JSON, the attrs classes made
#: there whose ``__repr__``, ``__eq__`` or ``__hash__`` is code attrs compiled (class, method).
COMPILED = textwrap.dedent(
    """
    import importlib, json, sys
    import attrs
    compiled = []
    for name in sys.argv[1:]:
        for value in list(vars(importlib.import_module(name)).values()):
            if isinstance(value, type) and attrs.has(value) and value.__module__ == name:
                for method in ("__repr__", "__eq__", "__hash__"):
                    code = getattr(value.__dict__.get(method), "__code__", None)
                    if code is not None and code.co_filename.startswith("<attrs generated"):
                        compiled.append([f"{name}.{value.__qualname__}", method])
    print(json.dumps(sorted(set(map(tuple, compiled)))))
    """
)


def test_the_rules_classes_are_made_without_compiling_repr_eq_or_hash():
    """A class's equality and hash are compiled when first used, its repr never, not when
    the rules are imported, but El Gaucho's ``Options`` (``cache_hash=True``: attrs makes its
    hash when the class is made). Wooly Bully's standard catalogue turns its faces at import,
    a cache keyed by their regions' fields, not by the regions themselves."""
    assert json.loads(run_script(COMPILED, *MODULES)) == [
        ["farmhouse.games.el_gaucho.rules.Options", method] for method in ("__eq__", "__hash__")
    ]


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


def _compared_with(make: Any) -> type:
    @make
    class Pair:
        left: int
        right: tuple[int, ...] = ()
        ignored: int = attrs.field(default=0, eq=False)
        word: str = attrs.field(default="", eq=str.lower)
        unhashed: int = attrs.field(default=0, hash=False)

    return Pair


@pytest.mark.parametrize("kind", ["define", "frozen"])
def test_equality_and_hash_as_attrs_makes_them(kind):
    ours, theirs = _compared_with(getattr(records, kind)), _compared_with(getattr(attrs, kind))
    stand_in = ours.__dict__["__eq__"]
    assert not stand_in.__code__.co_filename.startswith("<attrs")  # (made when first asked)
    args = [
        (1,),
        (1, (2,)),
        (1, (), 5),
        (1, (), 0, "Word"),
        (1, (), 0, "word"),
        (2,),
        (1, (), 0, "", 7),
    ]
    for first in args:
        for second in args:
            a, b = ours(*first), ours(*second)
            c, d = theirs(*first), theirs(*second)
            assert (a == b, a != b) == (c == d, c != d)
            assert (a == 1, a != 1, a.__eq__(c)) == (c == 1, c != 1, NotImplemented)
    made = ours.__dict__["__eq__"]
    assert made is not stand_in and made.__code__.co_filename.startswith("<attrs generated")
    assert ours.__dict__["__ne__"](ours(1), ours(2)) is True
    if kind == "define":  # (mutable: unhashable, as attrs makes it)
        assert ours.__hash__ is None and theirs.__hash__ is None
        with pytest.raises(TypeError):
            hash(ours(1))
    else:  # (the same hash: the same fields, and the same module and name)
        for first in args:
            assert hash(ours(*first)) == hash(theirs(*first))
        assert hash(ours(1, (), 5)) == hash(ours(1)) and hash(ours(1, (), 0, "", 7)) == hash(
            ours(1)
        )


def test_the_hash_alone_makes_both_methods():
    ours = _compared_with(records.frozen)
    values = {ours(1), ours(1), ours(2)}  # (hashed first, then compared)
    assert len(values) == 2
    assert ours.__dict__["__hash__"].__code__.co_filename.startswith("<attrs generated")
    assert ours.__dict__["__eq__"].__code__.co_filename.startswith("<attrs generated")


def test_own_equality_and_explicit_arguments_go_to_attrs():
    @records.frozen
    class OwnEq:
        value: int

        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    @records.frozen(eq=False)
    class NoEq:
        value: int

    assert OwnEq(1) == OwnEq(2) and NoEq(1) != NoEq(1)
    assert NoEq.__hash__ is object.__hash__


#: Run in a new interpreter (``PYTHONHASHSEED=0``): random games of every game, then, for
#: each attrs instance met (states, views, actions, events, options, outcomes, seats), its
#: repr, its hash (None if unhashable), whether it equals a copy of itself and the instance
#: met before it of its class, printed as JSON. With the argument ``attrs`` the classes are
#: made by attrs itself (``records.define``/``frozen`` replaced before any game is imported).
PLAYED = textwrap.dedent(
    """
    import copy, json, random, sys
    import attrs
    from farmhouse.core import records
    if sys.argv[1:] == ["attrs"]:
        records.define, records.frozen = attrs.define, attrs.frozen
    from farmhouse.core import registry
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match

    def instances(value, found, seen):
        if id(value) in seen:
            return
        seen.add(id(value))
        if attrs.has(type(value)):
            found.append(value)
            for field in attrs.fields(type(value)):
                instances(getattr(value, field.name, None), found, seen)
        elif isinstance(value, (tuple, list)):
            for item in value:
                instances(item, found, seen)
        elif isinstance(value, dict):
            for item in value.values():
                instances(item, found, seen)

    values = []
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        rand = random.Random(game_id)
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
    found = []
    instances(values, found, set())
    last = {}
    lines = []
    for value in found:
        kind = type(value)
        try:
            hashed = hash(value)
        except TypeError:
            hashed = None
        before = last.get(kind, value)
        lines.append([kind.__qualname__, repr(value), hashed, value == copy.copy(value),
                      value == before, value != before, value == 3])
        last[kind] = value
    print(json.dumps(lines))
    """
)


def _played(*args: str) -> list[Any]:
    lines: list[Any] = json.loads(
        run_script(PLAYED, *args, env={"PYTHONHASHSEED": "0"}, timeout=300)
    )
    return lines


def test_every_game_writes_compares_and_hashes_as_attrs_does():
    """States, views, actions, events, options and outcomes of random games of every game:
    the same reprs, equalities and hashes as with the classes attrs makes itself. (A hash
    that mixes in ``hash(None)`` differs from one process to the next on Python 3.11: the
    hashes are compared where two runs of ours agree, most of them.)"""
    ours, again, theirs = _played(), _played(), _played("attrs")
    assert len({line[0] for line in ours}) >= 40
    assert len(ours) == len(again) == len(theirs)
    compared = 0
    for mine, other, reference in zip(ours, again, theirs, strict=True):
        if mine[2] == other[2]:
            compared += 1
        else:
            mine[2] = reference[2] = None
        assert mine == reference
    assert compared > len(ours) / 2


#: Run in a new interpreter: per game of ``argv`` (game id, choice model), a match played
#: some moves, the choice model of the seat to move built and its first targets read, as a
#: board's first paint does; prints, as JSON, the attrs classes whose ``__eq__`` or
#: ``__hash__`` attrs then made (a stand-in made real costs ~1.5M instructions).
FIRST_CHOICES = textwrap.dedent(
    """
    import importlib, json, sys
    import attrs
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    made = []
    for item in sys.argv[1:]:
        game_id, model = item.split(":")
        match = Match.new(game_id, [Seat("Ann"), Seat("Bob"), Seat("Cy")], None, 7)
        for index in range(12):
            legal = match.legal_actions()
            match.apply(legal[(index * 7) % len(legal)])
        assert not match.is_over
        module = importlib.import_module(f"farmhouse.games.{game_id}.choices")
        seat = match.to_move
        args = (match.game.view(match.state, seat), match.legal_actions())
        choices = getattr(module, model)(*args, *([{}] if model == "HeldChoices" else []))
        choices.targets(())
        rules = sys.modules[f"farmhouse.games.{game_id}.rules"]
        for value in vars(rules).values():
            if isinstance(value, type) and attrs.has(value) and value.__module__ == rules.__name__:
                for method in ("__eq__", "__hash__"):
                    code = getattr(value.__dict__.get(method), "__code__", None)
                    if code is not None and code.co_filename.startswith("<attrs generated"):
                        made.append(f"{game_id}.{value.__qualname__}")
    print(json.dumps(sorted(set(made))))
    """
)


def test_a_boards_first_choices_compare_no_action():
    """Building the choice model of a board's first paint (and reading its first targets)
    compares and hashes no action of any game, so that opening a save makes no action's
    equality or hash (issue 18, a save's start)."""
    models = [
        "black_sheep:BlackSheepChoices",
        "bye_bye_black_sheep:ByeByeChoices",
        "wooly_bully:HeldChoices",
        "el_gaucho:ElGauchoChoices",
    ]
    made = json.loads(run_script(FIRST_CHOICES, *models))
    assert made == ["el_gaucho.Options"]  # (cache_hash=True: made with the class)
