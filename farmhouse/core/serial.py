"""JSON-ready (un)structuring of options, actions and states with cattrs.

Actions of a game form a tagged union: each action class is written as a mapping with a
``"type"`` key holding the class name (``{"type": "Play", "pasture": 0, ...}``).
"""

from __future__ import annotations

import functools
import hashlib
import json
from enum import Enum
from typing import Any, get_args

import cattrs
from cattrs.strategies import configure_tagged_union


def _new_converter() -> cattrs.Converter:
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
    """``action`` as JSON-compatible data (a dict with a ``"type"`` tag)."""
    return converter_for(action_type).unstructure(action, unstructure_as=action_type)


def structure_action(action_type: Any, data: Any) -> Any:
    """The action that ``data`` describes. Raises cattrs/ValueError errors on bad data."""
    return converter_for(action_type).structure(data, action_type)


_plain = _new_converter()


def unstructure(obj: Any) -> Any:
    """Any attrs object (options, state) as JSON-compatible data."""
    return _plain.unstructure(obj)


def structure(data: Any, cls: type[Any]) -> Any:
    """An instance of the attrs class ``cls`` from ``data``. Raises cattrs errors on bad data."""
    return _plain.structure(data, cls)


def canonical_json(data: Any) -> str:
    """Deterministic compact JSON (sorted keys) of JSON-compatible ``data``."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest_of(obj: Any) -> str:
    """SHA-256 hex digest of the canonical JSON of an attrs object (e.g. a full game state)."""
    return hashlib.sha256(canonical_json(unstructure(obj)).encode()).hexdigest()
