"""JSON-ready (un)structuring of options, actions and states.

Actions of a game form a tagged union: each action class is written as a mapping with a
``"type"`` key holding the class name (``{"type": "Play", "pasture": 0, ...}``).

Writing (:func:`unstructure`, :func:`unstructure_action`, :func:`digest_of`) walks attrs
classes, enums, lists, tuples and dicts directly; reading general data uses cattrs
(:func:`structure`, :func:`structure_action`), and data already checked against the classes'
annotations (as a save file's options and actions are) is built directly
(:func:`structure_checked`, :func:`structure_action_checked`), with cattrs for any type the
direct way does not know. Opening a save from the command line so needs no cattrs before its
board is drawn (issue 18: importing it and generating its converters cost about 20 ms of a
start of about 300 ms); the direct ways give what cattrs gives
(``tests/core/test_serial.py`` compares them on every game's states, options and actions).
"""

from __future__ import annotations

import builtins
import functools
import json
import keyword
import operator
import sys
import types
import typing
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Any, get_args

from farmhouse.core.hashes import sha256

if TYPE_CHECKING:
    import cattrs


def _new_converter() -> cattrs.Converter:
    import cattrs  # (imported when first needed: see the module docstring)

    conv = cattrs.Converter()
    # str-valued enums (animal types, …) are written as their plain value.
    conv.register_unstructure_hook_func(
        lambda t: isinstance(t, type) and issubclass(t, Enum), lambda e: e.value
    )
    return conv


@functools.cache
def converter_for(action_type: Any) -> cattrs.Converter:
    """A cattrs converter that knows the game's action union ``action_type``.

    ``action_type`` is a single attrs class or a ``Union`` of attrs classes. Cached per type.
    """
    from cattrs.strategies import configure_tagged_union

    conv = _new_converter()
    members = get_args(action_type)
    if len(members) > 1:
        configure_tagged_union(action_type, conv, tag_name="type")
    else:
        cls = action_type
        hook = conv.get_unstructure_hook(cls)
        conv.register_unstructure_hook(cls, lambda a: {"type": cls.__name__, **hook(a)})
        base = conv.get_structure_hook(cls)

        def structure(d: Any, _t: Any) -> Any:
            if not isinstance(d, dict) or d.get("type") != cls.__name__:
                raise ValueError(f"not a {cls.__name__} action: {d!r}")
            return base({k: v for k, v in d.items() if k != "type"}, cls)

        conv.register_structure_hook(cls, structure)
    return conv


def unstructure_action(action_type: Any, action: Any) -> Any:
    """``action`` as JSON-compatible data (a dict with a ``"type"`` tag), as the converter of
    :func:`converter_for` writes it."""
    data = unstructure(action)
    if len(get_args(action_type)) > 1:  # (the tagged union puts its tag last)
        data["type"] = type(action).__name__
        return data
    return {"type": type(action).__name__, **data}


def structure_action(action_type: Any, data: Any) -> Any:
    """The action that ``data`` describes. Raises cattrs/ValueError errors on bad data."""
    return converter_for(action_type).structure(data, action_type)


@functools.cache
def _plain_converter() -> cattrs.Converter:
    return _new_converter()


def unstructure(obj: Any) -> Any:
    """Any attrs object (options, state) as JSON-compatible data: an attrs instance as a dict
    of its fields by name, an Enum as its value, a list or tuple as a list, a dict with its
    keys and values so converted, a set as a set of converted items; anything else as it is.
    The same data as cattrs's converter (with enums as their values) gives."""
    cls = type(obj)
    if cls in _AS_IT_IS:
        return obj
    fields = getattr(cls, "__attrs_attrs__", None)
    if fields is not None:
        return {a.name: unstructure(getattr(obj, a.name)) for a in fields}
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, list | tuple):
        return [unstructure(v) for v in obj]
    if isinstance(obj, dict):
        return {unstructure(k): unstructure(v) for k, v in obj.items()}
    if isinstance(obj, set | frozenset):
        return type(obj)(unstructure(v) for v in obj)
    return obj


_AS_IT_IS = frozenset({int, str, bool, float, type(None)})


def structure(data: Any, cls: type[Any]) -> Any:
    """An instance of the attrs class ``cls`` from ``data``. Raises cattrs errors on bad data."""
    return _plain_converter().structure(data, cls)


class _Unknown(Exception):
    """A type that :func:`_build` leaves to cattrs."""


def _build(value: Any, hint: Any) -> Any:
    """``value`` (JSON data already checked to be of the annotated type ``hint``) as the
    Python value cattrs would structure it to: a float as float, an Enum by its value, a
    tuple, list, set or frozenset of such items; None, bool, int, str, Literal and Any as
    they are. Raises :class:`_Unknown` for any other annotation."""
    if hint is Any or hint is None or (isinstance(hint, type) and hint in _AS_IT_IS):
        return float(value) if hint is float else value
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    origin, args = hint_shape(hint)
    if origin is typing.Literal:
        return value
    if origin is typing.Union or origin is types.UnionType:
        others = [a for a in args if a is not type(None)]
        if value is None and len(others) < len(args):
            return None
        if len(others) == 1:
            return _build(value, others[0])
        raise _Unknown(hint)
    if origin in (tuple, list, set, frozenset):
        if origin is tuple and args and args[-1] is not Ellipsis:
            return tuple(_build(v, a) for v, a in zip(value, args, strict=True))
        item = args[0] if args else Any
        return origin(_build(v, item) for v in value)
    raise _Unknown(hint)


def hint_shape(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    """``(typing.get_origin(hint), typing.get_args(hint))``, worked out once per annotation
    (a save's hundreds of actions ask it of the same few; 2 % of loading a save was
    ``typing``'s look-ups). An unhashable annotation is worked out each time."""
    try:
        return _hint_shape(hint)
    except TypeError:  # (unhashable)
        return typing.get_origin(hint), get_args(hint)


@functools.cache
def _hint_shape(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    return typing.get_origin(hint), get_args(hint)


@functools.cache
def enum_values(cls: type[Enum]) -> frozenset[tuple[type, Any]]:
    """The ``(type, value)`` pairs of the members of the Enum ``cls`` (``cls`` must not change:
    an Enum's members are fixed), for checking a JSON value against them at once."""
    return frozenset((type(m.value), m.value) for m in cls)


@functools.cache
def action_classes(action_type: Any) -> dict[str, type]:
    """The action classes of ``action_type`` (a union of classes, or one class) by
    ``__name__``, worked out once per type. Callers only read it."""
    members = get_args(action_type) or (action_type,)
    found: dict[str, type] = {}
    for c in members:
        name = getattr(c, "__name__", None)
        if isinstance(name, str) and name not in found:
            found[name] = c
    return found


@functools.cache
def field_hints(cls: Any) -> dict[str, Any]:
    """The annotated types of ``cls``'s fields (``typing.get_type_hints``), worked out once per
    class for every reader (checking a save's options and actions, building them): it
    evaluates every annotation anew each time, and a save has hundreds of actions. Empty
    when an annotation cannot be resolved. Callers only read it.

    A class whose annotations are all names of classes (``"int"``, ``"Animal"``: most action
    classes) has them looked up as ``typing`` evaluates them (the module's names, then the
    class's, then the builtins), without compiling each (~0.1M instructions an annotation:
    issue 18, a save's start); any other is left to ``typing``."""
    named = _named_hints(cls)
    if named is not None:
        return named
    try:
        return typing.get_type_hints(cls)
    except Exception:
        return {}


def _named_hints(cls: Any) -> dict[str, Any] | None:
    """What ``typing.get_type_hints(cls)`` gives when every annotation of ``cls`` and its bases
    is a text :func:`_plain_hint` reads (a name of a class found in its module, the class or
    the builtins, or such names joined by ``|`` and in ``tuple[...]``, ``frozenset[...]`` and
    the like); else None."""
    hints: dict[str, Any] = {}
    for base in reversed(getattr(cls, "__mro__", ())):
        annotations = base.__dict__.get("__annotations__", {})
        if not isinstance(annotations, dict):
            return None
        spaces = (getattr(sys.modules.get(base.__module__), "__dict__", {}), base.__dict__)
        for name, text in annotations.items():
            if not isinstance(text, str):
                return None
            value = _plain_hint(text, spaces)
            if value is None:
                return None
            hints[name] = value
    return hints


#: The generic builtins an annotation :func:`_plain_hint` reads may subscript.
_GENERIC_BUILTINS = (tuple, list, set, frozenset, dict)


class _NotPlain(Exception):
    """An annotation that :func:`_plain_hint` leaves to ``typing``."""


def _plain_hint(text: str, spaces: tuple[dict[str, Any], ...]) -> Any:
    """The type the annotation ``text`` names, as ``typing.get_type_hints`` evaluates it with
    the names of ``spaces`` (the module's, then the class's) and the builtins, when it is
    made of names of classes (:func:`_class_named`), ``None`` in a union, ``|``, ``...`` and
    the subscripts of :data:`_GENERIC_BUILTINS`: read here, without compiling it (~0.2M
    instructions an annotation, issue 18, a save's start). None for any other text."""
    if text.isidentifier():  # (most: one name)
        return _class_named(text, spaces)
    tokens = _hint_tokens(text)
    if tokens is None or text.startswith(" "):  # (typing refuses a text indented)
        return None
    try:
        value, end = _hint_union(tokens, 0, spaces)
    except (_NotPlain, TypeError, IndexError):  # (TypeError: what ``|`` or ``[]`` refuses)
        return None
    return value if end == len(tokens) else None


def _class_named(name: str, spaces: tuple[dict[str, Any], ...]) -> type | None:
    """The class ``name`` names (in ``spaces``, then the builtins), or None if it names none
    (a keyword, nothing, something that is no class, ``Generic`` or ``Protocol``, which
    ``typing`` refuses)."""
    if keyword.iskeyword(name):
        return None
    for space in (*spaces, builtins.__dict__):
        if name in space:
            value = space[name]
            break
    else:
        return None
    if not isinstance(value, type) or value in (typing.Generic, typing.Protocol):
        return None
    return value


def _hint_tokens(text: str) -> list[str] | None:
    """``text`` as names, ``[``, ``]``, ``,``, ``|`` and ``...``; None if it holds anything
    else (dots, quotes, calls …)."""
    tokens: list[str] = []
    index, size = 0, len(text)
    while index < size:
        char = text[index]
        if char == " ":
            index += 1
        elif char in "[],|":
            tokens.append(char)
            index += 1
        elif text.startswith("...", index):
            tokens.append("...")
            index += 3
        else:
            end = index
            while end < size and text[end] not in " [],|.":
                end += 1
            word = text[index:end]
            if not word.isidentifier():
                return None
            tokens.append(word)
            index = end
    return tokens


def _hint_union(tokens: list[str], at: int, spaces: tuple[dict[str, Any], ...]) -> tuple[Any, int]:
    """The terms from ``tokens[at]`` joined by ``|`` (as Python joins them, left to right),
    and the index after them. Raises _NotPlain (a lone ``None`` included)."""
    value, at = _hint_term(tokens, at, spaces)
    terms = [value]
    while at < len(tokens) and tokens[at] == "|":
        value, at = _hint_term(tokens, at + 1, spaces)
        terms.append(value)
    if len(terms) == 1:
        if terms[0] is None:
            raise _NotPlain("None")
        return terms[0], at
    return functools.reduce(operator.or_, terms), at


def _hint_term(tokens: list[str], at: int, spaces: tuple[dict[str, Any], ...]) -> tuple[Any, int]:
    """A class, ``None`` or a subscripted generic builtin at ``tokens[at]``, and the index after
    it. Raises _NotPlain."""
    word = tokens[at]
    if word == "None":
        return None, at + 1
    value = _class_named(word, spaces) if word.isidentifier() else None
    if value is None:
        raise _NotPlain(word)
    at += 1
    if at == len(tokens) or tokens[at] != "[":
        return value, at
    if value not in _GENERIC_BUILTINS:
        raise _NotPlain(word)
    args: list[Any] = []
    at += 1
    while True:
        if tokens[at] == "..." and value is tuple and args and tokens[at + 1] == "]":
            args.append(Ellipsis)
            at += 1
        else:
            arg, at = _hint_union(tokens, at, spaces)
            args.append(arg)
        if tokens[at] == "]":
            break
        if tokens[at] != ",":
            raise _NotPlain(tokens[at])
        at += 1
    return value[tuple(args)], at + 1


@functools.cache
def _fields_of(cls: Any) -> tuple[tuple[str, Any], ...] | None:
    """``cls``'s fields and their annotated types, or None if :func:`structure_checked` leaves
    the class to cattrs (not attrs; a field not set through ``__init__`` under its own name;
    an annotation that does not resolve)."""
    fields = getattr(cls, "__attrs_attrs__", None)
    if fields is None:
        return None
    hints = field_hints(cls)
    if any(not a.init or a.alias != a.name or a.name not in hints for a in fields):
        return None
    return tuple((a.name, hints[a.name]) for a in fields)


def _same(value: Any) -> Any:
    return value


def _unknown(value: Any) -> Any:
    raise _Unknown(value)


def _builder(hint: Any) -> Callable[[Any], Any]:
    """:func:`_build` for ``hint`` as a function of the value alone, worked out once per
    annotation (a save builds hundreds of actions of the same few classes); raises
    :class:`_Unknown` when called where :func:`_build` would."""
    try:
        return _cached_builder(hint)
    except TypeError:  # (an unhashable annotation)
        return lambda value: _build(value, hint)


@functools.cache
def _cached_builder(hint: Any) -> Callable[[Any], Any]:
    if hint is Any or hint is None or (isinstance(hint, type) and hint in _AS_IT_IS):
        return float if hint is float else _same
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint
    origin, args = hint_shape(hint)
    if origin is typing.Literal:
        return _same
    if origin is typing.Union or origin is types.UnionType:
        others = [a for a in args if a is not type(None)]
        inner = _builder(others[0]) if len(others) == 1 else _unknown
        if len(others) < len(args):
            return lambda value: None if value is None else inner(value)
        return inner
    if origin in (tuple, list, set, frozenset):
        if origin is tuple and args and args[-1] is not Ellipsis:
            parts = tuple(_builder(a) for a in args)
            return lambda value: tuple(build(v) for v, build in zip(value, parts, strict=True))
        item = _builder(args[0] if args else Any)
        return lambda value: origin(item(v) for v in value)
    return _unknown


@functools.cache
def _builders_of(cls: Any) -> tuple[tuple[str, Callable[[Any], Any]], ...] | None:
    """:func:`_fields_of` with each field's :func:`_builder`."""
    fields = _fields_of(cls)
    if fields is None:
        return None
    return tuple((name, _builder(hint)) for name, hint in fields)


def structure_checked(data: dict[str, Any], cls: type[Any]) -> Any:
    """An instance of the attrs class ``cls`` from ``data`` whose keys are fields of ``cls``
    and whose values are already checked to be of the fields' annotated types (as
    :mod:`farmhouse.core.saves` checks a save's options and actions; other keys are ignored).
    The same instance as :func:`structure` gives, built without cattrs where the types allow
    (see :func:`_build`). Raises what ``cls`` raises for a missing field or a refused value,
    or cattrs errors."""
    fields = _builders_of(typing.cast(Any, cls))  # (a class is hashable)
    if fields is not None:
        try:
            given = {n: build(data[n]) for n, build in fields if n in data}
        except _Unknown:
            pass
        else:
            return cls(**given)
    return structure(data, cls)


def structure_action_checked(action_type: Any, data: dict[str, Any]) -> Any:
    """The action of ``action_type`` that ``data`` describes, its ``"type"`` naming one of the
    action classes and its fields already checked (see :func:`structure_checked`). Raises
    ValueError for an unknown type, else as :func:`structure_checked`."""
    tag = data.get("type")
    cls = action_classes(action_type).get(tag) if isinstance(tag, str) else None
    if cls is None or _fields_of(cls) is None:
        return structure_action(action_type, data)
    return structure_checked(data, cls)


def canonical_json(data: Any) -> str:
    """Deterministic compact JSON (sorted keys) of JSON-compatible ``data``."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest_of(obj: Any) -> str:
    """SHA-256 hex digest of the canonical JSON of an attrs object (e.g. a full game state)."""
    return sha256(canonical_json(unstructure(obj)).encode()).hexdigest()
