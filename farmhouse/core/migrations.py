"""Numbered upgrade steps for save files written by older versions (DESIGN: Save files).

:data:`MIGRATIONS` maps a ``format_version`` *n* to a function that turns the parsed JSON of
a version-*n* save into a version-*n+1* one; :func:`upgrade` chains them up to
:data:`FORMAT_VERSION`. Each step has a fixture file under ``tests/core/fixtures/``.

History of the format:

- **Version 0** — the pre-release draft format. Like version 1 except that the action list
  was called ``"moves"`` and there was no ``"match_id"`` and no ``"created_at"``.
- **Version 1** — the first released format; see :mod:`farmhouse.core.saves`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

#: The format version this program writes.
FORMAT_VERSION = 1


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
    new["match_id"] = hashlib.sha256(key.encode()).hexdigest()[:32]
    new["created_at"] = data.get("saved_at")
    new["format_version"] = 1
    return new


#: format_version n → function turning a version-n dict into a version-(n+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _v0_to_v1}


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
