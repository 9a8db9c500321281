"""Numbered upgrade steps for save files written by older versions (DESIGN: Save files).

:data:`MIGRATIONS` maps a ``format_version`` *n* to a function that turns the parsed JSON of
a version-*n* save into a version-*n+1* one; :func:`upgrade` chains them up to
:data:`FORMAT_VERSION`. Each step has a fixture file under ``tests/core/fixtures/``.

History of the format:

- **Version 0** — the pre-release draft format. Like version 1 except that the action list
  was called ``"moves"`` and there was no ``"match_id"`` and no ``"created_at"``.
- **Version 1** — the first released format. A seat's ``name`` was always text: a name the
  player left empty was stored as the new-game dialog's "Player N" in the language of the
  moment ("Player 1", "玩家 2", "プレイヤー3"), so lists mixed languages.
- **Version 2** — a seat's ``name`` may be ``null``: no name was given, and the app shows
  "Player N" in the current language. Each seat has ``hints``, the number of hints its player
  asked for (an int ≥ 0; 0 in files upgraded from version 1). See :mod:`farmhouse.core.saves`.
- **Version 3** — each seat has ``take_backs``, the number of take-backs against the computer
  its player used (an int ≥ 0; 0 in files upgraded from version 2, which had none).
- **Version 4** — ``play_seconds``: how long the game has been played over every session, in
  seconds (a number ≥ 0), or null when unknown (files upgraded from version 3, whose
  sessions were not timed).

Options added to a game later (:func:`options_added`): a game's ``rules`` module may declare
``OPTIONS_ADDED: dict[str, tuple[int, Any]]``, option name → (the format version that
introduced it, the value a file older than that version gets when it lacks the option). A
file written before the option existed then replays under the rules it was played with,
whatever the option's default is now. (The game's digest must then come out as before for
such a file: e.g. leave the new option out of the digested data while it has its old value.)
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Callable
from typing import Any

from farmhouse.core import registry
from farmhouse.core.hashes import sha256

#: The format version this program writes.
FORMAT_VERSION = 4


class MigrationError(ValueError):
    """A step could not upgrade a file (a field it needs is missing or of the wrong type)."""


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 → 1: ``moves`` becomes ``actions``; ``match_id`` is derived from the file's
    seed, game and saved time (stable, so the same old file always gets the same id);
    ``created_at`` is unknown and set to ``saved_at``."""
    if "moves" not in data:
        raise MigrationError("version 0 file without 'moves'")
    new = {k: v for k, v in data.items() if k != "moves"}
    new["actions"] = data["moves"]
    key = f"{data.get('game')}|{data.get('seed')}|{data.get('saved_at')}"
    new["match_id"] = sha256(key.encode()).hexdigest()[:32]
    new["created_at"] = data.get("saved_at")
    new["format_version"] = 1
    return new


#: The default seat names version 1 stored, as the new-game dialog wrote them in English,
#: Japanese and Chinese (both scripts) across releases; ``{n}`` is the seat's number (index + 1).
V1_DEFAULT_NAMES: tuple[str, ...] = (
    "Player {n}",
    "プレイヤー{n}",
    "プレイヤー {n}",
    "玩家 {n}",
    "玩家{n}",
)


@functools.cache
def _v1_default() -> re.Pattern[str]:
    """The pattern of :data:`V1_DEFAULT_NAMES`, compiled when a version-1 file is first
    upgraded (its alternatives of Japanese and Chinese text took ``re`` ~2M instructions to
    compile, on the way of every save opened: issue 18)."""
    return re.compile(
        "|".join(re.escape(t).replace(re.escape("{n}"), "[1-9][0-9]?") for t in V1_DEFAULT_NAMES)
    )


def v1_default_name_number(name: Any) -> int | None:
    """The seat number N if ``name`` is one of :data:`V1_DEFAULT_NAMES` ("Player N", …) exactly,
    else None."""
    if not isinstance(name, str) or not _v1_default().fullmatch(name):
        return None
    found = re.search("[0-9]+", name)
    return int(found.group()) if found else None


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: a seat named with the default name of its own number in any language
    ("Player 2", "プレイヤー2", "玩家 2" for the second seat) gets ``name`` null, "not given";
    every other name stays. Every seat gets ``hints`` 0. A file whose ``seats`` is not a list
    of objects is left for the checks to refuse."""
    new = dict(data)
    seats = data.get("seats")
    if isinstance(seats, list):
        upgraded: list[Any] = []
        for index, seat in enumerate(seats):
            if isinstance(seat, dict):
                seat = dict(seat)
                if v1_default_name_number(seat.get("name")) == index + 1:
                    seat["name"] = None
                seat.setdefault("hints", 0)
            upgraded.append(seat)
        new["seats"] = upgraded
    new["format_version"] = 2
    return new


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 → 3: every seat gets ``take_backs`` 0 (take-backs came with version 3). A
    file whose ``seats`` is not a list of objects is left for the checks to refuse."""
    new = dict(data)
    seats = data.get("seats")
    if isinstance(seats, list):
        new["seats"] = [
            {**seat, "take_backs": seat.get("take_backs", 0)} if isinstance(seat, dict) else seat
            for seat in seats
        ]
    new["format_version"] = 3
    return new


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 → 4: ``play_seconds`` null (the time played was not kept before version 4)."""
    return {**data, "play_seconds": data.get("play_seconds"), "format_version": 4}


#: format_version n → function turning a version-n dict into a version-(n+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _v0_to_v1,
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
}


def options_added(game_id: str) -> dict[str, tuple[int, Any]]:
    """The ``OPTIONS_ADDED`` that ``game_id``'s rules module declares (see the module
    docstring), or {} (also for an unknown game). Raises TypeError for a declaration that is
    not a dict of option name → (format version ≥ 1 and ≤ :data:`FORMAT_VERSION`, value): a
    mistake in the program, not in a file."""
    name = registry.module_name(game_id, "rules")
    if name is None:
        return {}
    declared = getattr(importlib.import_module(name), "OPTIONS_ADDED", {})
    if not isinstance(declared, dict):
        raise TypeError(f"{name}.OPTIONS_ADDED is not a dict")
    for option, entry in declared.items():
        if (
            not isinstance(option, str)
            or not isinstance(entry, tuple)
            or len(entry) != 2
            or type(entry[0]) is not int
            or not 1 <= entry[0] <= FORMAT_VERSION
        ):
            raise TypeError(f"{name}.OPTIONS_ADDED[{option!r}] is not (format version, value)")
    return dict(declared)


def fill_added_options(
    game_id: str, options: dict[str, Any], written_version: int
) -> dict[str, Any]:
    """``options`` (a file's ``options`` object) completed for replay: each option of
    :func:`options_added` that a file written in format version ``written_version`` (before
    any upgrade) could not hold, because it came with a later version, and that it does not
    hold, gets its old value. Other options are left as they are (missing ones get the game's
    defaults later). Returns a new dict; ``options`` is not changed."""
    filled = dict(options)
    for option, (version, old_value) in options_added(game_id).items():
        if written_version < version and option not in filled:
            filled[option] = old_value
    return filled


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a parsed save of any known older ``format_version``) upgraded step by step to
    :data:`FORMAT_VERSION`; returned unchanged when already current.

    Raises :class:`MigrationError` when a version has no step or a step fails.
    """
    version = data.get("format_version")
    while version != FORMAT_VERSION:
        if not isinstance(version, int) or version not in MIGRATIONS:
            raise MigrationError(f"no upgrade from format version {version!r}")
        try:
            data = MIGRATIONS[version](data)
        except (KeyError, TypeError, ValueError) as err:
            raise MigrationError(f"cannot upgrade from format version {version}: {err}") from err
        version = data.get("format_version")
    return data
