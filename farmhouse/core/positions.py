"""Reading and writing the one-line positions every game's ``positions.py`` speaks.

A position line is the game's id followed by ``key=value`` words (no spaces inside a value);
options that differ from the defaults are written ``opt.<name>=<JSON>``. Each game decides
its keys and their values; what every game reads the same way lives here. Errors are
:class:`~farmhouse.core.game.InvalidPosition` naming the word or field at fault.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from farmhouse.core.game import InvalidPosition
from farmhouse.core.serial import structure, unstructure

T = TypeVar("T")


def read_line(
    text: str,
    game_id: str,
    title: str,
    keys: Sequence[str],
    required: Sequence[str],
    options: bool = False,
) -> tuple[dict[str, str], dict[str, str]]:
    """The fields of a position ``text`` of game ``game_id`` (``title`` names it in errors: "a Black Sheep"):
    ``({key: value}, {option name: JSON text})``. Only ``keys`` are fields, each at most
    once, every one of ``required`` given; ``opt.<name>=`` words only when ``options``.
    Raises InvalidPosition naming the word at fault."""
    tokens = text.split()
    if not tokens or tokens[0] != game_id:
        raise InvalidPosition(f"{title} position starts with {game_id!r}: {text[:40]!r}")
    fields: dict[str, str] = {}
    opts: dict[str, str] = {}
    for i, token in enumerate(tokens[1:], start=2):
        key, eq, value = token.partition("=")
        is_option = options and key.startswith("opt.")
        target = opts if is_option else fields
        if not eq or (not is_option and key not in keys):
            raise InvalidPosition(f"word {i} {token!r}: not one of the fields {', '.join(keys)}")
        name = key.removeprefix("opt.") if is_option else key
        if name in target:
            raise InvalidPosition(f"word {i} {token!r}: {key} is given twice")
        target[name] = value
    missing = [k for k in required if k not in fields]
    if missing:
        raise InvalidPosition(f"the position lacks {', '.join(missing)}")
    return fields, opts


def read_int(fields: Mapping[str, str], key: str, default: int = 0) -> int:
    """The number in field ``key`` (``default`` when absent; ``rng`` is hexadecimal).
    Raises InvalidPosition when it is not a number."""
    text = fields.get(key)
    if text is None:
        return default
    try:
        return int(text, 16) if key == "rng" else int(text)
    except ValueError:
        raise InvalidPosition(f"{key}={text!r}: not a number") from None


def read_flag(fields: Mapping[str, str], key: str, word: str = "yes") -> bool:
    """Whether the flag ``key=<word>`` is given. Raises InvalidPosition for another value."""
    value = fields.get(key)
    if value is None:
        return False
    if value != word:
        raise InvalidPosition(f"{key}={value!r}: write {key}={word} or leave it out")
    return True


def options_text(options: Any, default: Any) -> list[str]:
    """The ``opt.<name>=<JSON>`` words of the options that differ from ``default``."""
    data = unstructure(options)
    base = unstructure(default)
    return [
        f"opt.{name}={json.dumps(value, separators=(',', ':'))}"
        for name, value in data.items()
        if value != base[name]
    ]


def read_options(opts: Mapping[str, str], cls: type[T]) -> T:
    """The options ``cls`` with the ``opt.`` words ``opts`` (name → JSON text) applied to
    its defaults. Raises InvalidPosition for an unknown name, bad JSON or a bad shape."""
    data = unstructure(cls())
    for name, text in opts.items():
        if name not in data:
            raise InvalidPosition(f"opt.{name}: no such option ({', '.join(data)})")
        try:
            data[name] = json.loads(text)
        except ValueError:
            raise InvalidPosition(f"opt.{name}={text!r}: not a JSON value") from None
    try:
        options: T = structure(data, cls)
    except Exception as err:  # cattrs raises its own errors for bad shapes
        raise InvalidPosition(f"options {dict(opts)}: {err}") from None
    return options
