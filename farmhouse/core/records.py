"""``attrs.define`` and ``attrs.frozen``, with less code compiled when a class is made.

attrs writes the source of each class's ``__init__``, ``__repr__``, ``__eq__`` and
``__hash__`` and compiles it when the class is made, about 1.5 million instructions for a
class of three fields; a game's rules make some twenty classes at import, and opening a save
(issue 18, a save's start) made them all, for El Gaucho about 60 million instructions of
compiling. Most of it was for methods a save's way never calls: ``__repr__`` (the largest
part: an f-string per field, whose parts Python parses again) only debugging, logs and error
messages call, and the board's first paint compares or hashes the instances of only a few
classes (El Gaucho 3 of 22).

:func:`define` and :func:`frozen` are those of attrs, taking the same arguments (type
checkers see attrs' own), and make the same classes, but for two things, where the class
leaves them to attrs (no ``repr``, ``eq``, ``order``, ``hash``, ``unsafe_hash``,
``cache_hash`` or ``auto_detect`` argument, no method of its own):

- ``__repr__`` is :func:`repr_of`'s: made once per class without compiling anything, it
  writes exactly what attrs' generated one writes (the class's name, each field with
  ``repr=True`` as ``name=repr(value)``, a field's own ``repr`` callable where it has one,
  ``NOTHING`` for an unset field that ``__init__`` does not set, ``...`` for an instance met
  again while it is being written).
- ``__eq__`` and ``__hash__`` (a frozen class; a mutable one is unhashable, as attrs makes
  it) are made when the class's instances are first compared or hashed
  (:func:`methods_when_asked`): attrs makes them then, for a class of the same fields, module
  and name, and they replace the stand-ins on the class; from then on every comparison is
  the very code attrs would have put there, as fast. ``__ne__`` is attrs' own rule.

What still differs: ``attrs.inspect(cls)`` says that attrs added no ``__repr__``, ``__eq__``
or hash to the class, and the methods are other function objects. ``tests/core/test_records.py``
holds the texts, equalities and hashes equal to attrs', class by class, on every game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:  # (what they are to a type checker: attrs' own, with its plugin's checks)
    from attrs import define as define
    from attrs import frozen as frozen
else:

    def define(maybe_cls: type | None = None, **kwargs: Any) -> Any:
        """``attrs.define`` (same arguments); see the module docstring."""
        return _made(attrs.define, maybe_cls, kwargs, bool(kwargs.get("frozen")))

    def frozen(maybe_cls: type | None = None, **kwargs: Any) -> Any:
        """``attrs.frozen`` (same arguments); see the module docstring."""
        return _made(attrs.frozen, maybe_cls, kwargs, True)


#: Arguments that decide a class's equality and hash: given, attrs decides as it would.
_EQ_ARGUMENTS = ("eq", "order", "hash", "unsafe_hash", "cache_hash", "cmp")


def _made(
    maker: Callable[..., Any], maybe_cls: type | None, kwargs: dict[str, Any], hashable: bool
) -> Any:
    """``maker(maybe_cls, **kwargs)`` (a class decorator when ``maybe_cls`` is None), with
    :func:`repr_of`'s ``__repr__`` and :func:`methods_when_asked`'s equality and hash where
    attrs would have generated them; ``hashable``: whether attrs would give it a hash."""

    def wrap(cls: type) -> type:
        own = cls.__dict__
        detect = kwargs.get("auto_detect", True) is not False
        plain_repr = detect and "repr" not in kwargs and "__repr__" not in own
        plain_eq = (
            detect
            and not any(name in kwargs for name in _EQ_ARGUMENTS)
            and not any(name in own for name in ("__eq__", "__ne__", "__hash__"))
        )
        given = dict(kwargs)
        if plain_repr:
            given["repr"] = False
        if plain_eq:
            given["eq"] = False
        made = maker(cls, **given)
        methods: Any = made  # (its methods are set here, once)
        if plain_repr:
            methods.__repr__ = repr_of(made)
        if plain_eq:
            methods_when_asked(made, hashable)
        result: type = made
        return result

    return wrap if maybe_cls is None else wrap(maybe_cls)


def methods_when_asked(cls: type, hashable: bool) -> None:
    """Give the attrs class ``cls`` (made with ``eq=False``) the ``__eq__`` and, if
    ``hashable``, the ``__hash__`` attrs makes for its fields (else ``__hash__ = None``, as
    attrs makes a mutable class with equality unhashable), made when first called: until
    then ``cls`` holds stand-ins that make them, put them in their place and answer."""
    methods: Any = cls

    def made() -> Any:
        fields = attrs.fields(cls)
        body: dict[str, Any] = {
            "__module__": cls.__module__,  # (attrs' hash mixes in the module and name)
            "__qualname__": cls.__qualname__,
            "__annotations__": {a.name: Any for a in fields},
            **{a.name: attrs.field(default=None, eq=a.eq_key or a.eq, hash=a.hash) for a in fields},
        }
        twin = attrs.define(
            type(cls.__name__, (), body),
            init=False,
            repr=False,
            eq=True,
            unsafe_hash=hashable,
            slots=False,
            weakref_slot=False,
            match_args=False,
        )
        methods.__eq__ = twin.__eq__
        if hashable:
            methods.__hash__ = twin.__hash__
        return twin

    def __eq__(self: Any, other: Any) -> Any:  # noqa: N807 (the method it stands for)
        return made().__eq__(self, other)

    def __hash__(self: Any) -> int:  # noqa: N807 (the method it stands for)
        value: int = made().__hash__(self)
        return value

    for method in (__eq__, __hash__):
        method.__module__ = cls.__module__
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
    methods.__eq__ = __eq__
    methods.__ne__ = _ne
    methods.__hash__ = __hash__ if hashable else None


def _ne(self: Any, other: Any) -> Any:
    """``not self == other`` (NotImplemented for another class): attrs' ``__ne__``."""
    result = self.__eq__(other)
    if result is NotImplemented:
        return NotImplemented
    return not result


#: The instances whose repr is being written, per thread (as attrs keeps its own).
_writing = threading.local()


def repr_of(cls: type) -> Callable[[Any], str]:
    """The ``__repr__`` attrs would generate for the attrs class ``cls``: the same text for
    every instance, written by a function made here (no code compiled). ``cls`` must be made
    already (its fields are read once, here)."""
    parts = tuple(
        (a.name, repr if a.repr is True else a.repr, a.init)
        for a in attrs.fields(cls)
        if a.repr is not False
    )
    nothing = attrs.NOTHING

    def __repr__(self: Any) -> str:  # noqa: N807 (the method it is)
        try:
            writing = _writing.ids
        except AttributeError:
            writing = _writing.ids = {id(self)}
        else:
            if id(self) in writing:
                return "..."
            writing.add(id(self))
        try:
            fields = ", ".join(
                f"{name}={show(getattr(self, name) if init else getattr(self, name, nothing))}"
                for name, show, init in parts
            )
            return f"{self.__class__.__qualname__.rsplit('>.', 1)[-1]}({fields})"
        finally:
            writing.remove(id(self))

    __repr__.__module__ = cls.__module__
    __repr__.__qualname__ = f"{cls.__qualname__}.__repr__"
    __repr__.__doc__ = f"Method generated by attrs for class {cls.__qualname__}."
    return __repr__
