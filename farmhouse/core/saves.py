"""Save files: JSON, written atomically, checked on load by replaying (DESIGN: Save files).

A save file (extension ``.farmhouse``, UTF-8 JSON) holds, in format version 1::

    {"format": "farmhouse-save", "format_version": 1, "app_version": "0.1.0",
     "game": "black_sheep", "options": {...}, "seats": [{"name", "kind", "level"}, ...],
     "seed": 123, "actions": [{"type": "Play", ...}, ...], "saved_at": "<UTC ISO 8601>",
     "match_id": "<uuid hex>", "created_at": "<UTC ISO 8601>", "finished": false,
     "final_state_digest": "<game.digest of the state after the last action>"}

``final_state_digest`` is the digest of the state at the time of saving (the last state the
file reaches, finished or not). :func:`load_match` replays the actions and compares it.
Older format versions are upgraded by :mod:`farmhouse.core.migrations`.

Every problem with a file is a :class:`SaveError` naming the file and a problem key; a bad
file never harms another one, and a failed write never harms the file it was replacing.

Folders: :func:`data_dir` (platformdirs ``user_data_dir("Farmhouse")``, or the environment
variable ``FARMHOUSE_DATA_DIR``), with ``autosave/`` and ``saves/`` inside. The folder
functions only name paths; writing creates missing folders.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import attrs
import platformdirs

from farmhouse import __version__
from farmhouse.core import registry, serial
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, ReplayError, replay, utc_now_iso
from farmhouse.core.migrations import FORMAT_VERSION, MigrationError, upgrade

log = logging.getLogger(__name__)

#: The value of the ``"format"`` field of every Farmhouse save file.
FORMAT = "farmhouse-save"
#: File name extension of save files.
SUFFIX = ".farmhouse"
#: Autosaves kept by :func:`prune_autosaves` (the newest ones).
AUTOSAVES_KEPT = 20
#: Files larger than this (bytes) are refused as ``"unreadable"`` without being parsed.
MAX_FILE_BYTES = 16 * 1024 * 1024

#: Problem key → English description (the app shows its own translated texts per key).
PROBLEMS: dict[str, str] = {
    "unreadable": "the file cannot be read",
    "not_json": "the file is not a saved game (not valid JSON text)",
    "wrong_format": "the file is not a Farmhouse saved game or is damaged",
    "too_new": "the file was saved by a newer version of Farmhouse",
    "unknown_game": "the game in this file is not available",
    "bad_action": "the file contains a move that cannot be played",
    "digest_mismatch": "the moves do not lead to the saved position (changed or damaged file)",
}


class SaveError(Exception):
    """A save file that cannot be read, written or trusted.

    ``path`` is the file, ``problem`` a key of :data:`PROBLEMS` and ``detail`` a short
    English explanation (which field, which action, ...). ``str(err)`` names the file, the
    problem and the detail.
    """

    def __init__(self, path: Path | str, problem: str, detail: str = "") -> None:
        self.path = Path(path)
        self.problem = problem
        self.detail = detail
        text = f"{self.path}: {PROBLEMS.get(problem, problem)}"
        super().__init__(f"{text} ({detail})" if detail else text)


@attrs.frozen
class SaveInfo:
    """What a save file's header tells without replaying it (for lists and *Continue*).

    ``saved_at`` and ``created_at`` are UTC ISO 8601 strings; ``moves`` is the number of
    actions; ``finished`` is True when the game had ended when it was saved.
    """

    path: Path
    game_id: str
    seat_names: tuple[str, ...]
    saved_at: str
    finished: bool
    moves: int
    match_id: str
    created_at: str


# ----------------------------------------------------------------------------- folders


def data_dir() -> Path:
    """The user data folder: ``$FARMHOUSE_DATA_DIR`` if set and not empty, else the platform's
    (``~/.local/share/Farmhouse`` on Linux). Not created here."""
    override = os.environ.get("FARMHOUSE_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("Farmhouse", appauthor=False))


def autosave_dir() -> Path:
    """Where :func:`autosave` writes: ``data_dir()/autosave``."""
    return data_dir() / "autosave"


def saves_dir() -> Path:
    """The default folder for games the user saves: ``data_dir()/saves``."""
    return data_dir() / "saves"


# ----------------------------------------------------------------------------- writing


def match_to_data(match: Match) -> dict[str, Any]:
    """The JSON-compatible save-file dict of ``match`` (current format version)."""
    action_type = match.game.Action
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game_id,
        "options": serial.unstructure(match.options),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in match.seats],
        "seed": match.seed,
        "actions": [serial.unstructure_action(action_type, a) for a in match.actions],
        "saved_at": utc_now_iso(),
        "match_id": match.match_id,
        "created_at": match.created_at,
        "finished": match.is_over,
        "final_state_digest": match.digest(),
    }


def write_atomic(path: Path | str, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that ``path`` holds either its old content or all
    of ``text``, never a part: a temporary file in the same folder is written, flushed,
    fsynced and moved over ``path`` with :func:`os.replace`. Missing folders are created.

    Raises OSError; the temporary file is then removed and ``path`` is untouched.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), 0o644)  # mkstemp makes 0600; saves are ordinary files
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        with contextlib.suppress(OSError):
            dir_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def dumps(data: dict[str, Any]) -> str:
    """Save-file text of ``data``: JSON with one field per line and one action per line, so
    that files are easy to read and to compare in bug reports."""

    def value(key: str, v: Any) -> str:
        if key == "actions" and v:
            return "[\n" + ",\n".join(f"  {json.dumps(a, ensure_ascii=False)}" for a in v) + "\n ]"
        return json.dumps(v, ensure_ascii=False)

    fields = [f" {json.dumps(k)}: {value(k, v)}" for k, v in data.items()]
    return "{\n" + ",\n".join(fields) + "\n}\n"


def save_match(match: Match, path: Path | str) -> None:
    """Save ``match`` to ``path`` atomically (see :func:`write_atomic`). Raises OSError (the
    existing file at ``path``, if any, is then unchanged)."""
    write_atomic(path, dumps(match_to_data(match)))


def autosave(match: Match) -> Path:
    """Save ``match`` as ``autosave_dir()/<match_id>.farmhouse`` (finished games too; the file
    says whether the game was over), then prune old autosaves. Returns the path.

    Raises OSError when the autosave cannot be written; pruning problems are only logged.
    """
    path = autosave_dir() / f"{match.match_id}{SUFFIX}"
    save_match(match, path)
    prune_autosaves(keep=AUTOSAVES_KEPT, protect=path)
    return path


def prune_autosaves(keep: int = AUTOSAVES_KEPT, protect: Path | None = None) -> list[Path]:
    """Delete all but the newest ``keep`` readable autosaves (by ``saved_at``); never delete
    ``protect`` or a damaged file (the user may want it). Returns the deleted paths."""
    infos = [i for i in scan_saves(autosave_dir())[0] if i.path != protect]
    deleted: list[Path] = []
    for info in infos[max(keep - (protect is not None), 0) :]:
        try:
            info.path.unlink()
        except OSError as err:
            log.warning("cannot delete old autosave %s: %s", info.path, err)
        else:
            deleted.append(info.path)
    return deleted


# ----------------------------------------------------------------------------- reading


def _read_data(path: Path) -> dict[str, Any]:
    """The parsed, validated and upgraded header dict of the file at ``path``."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        raise SaveError(path, "unreadable", err.strerror or str(err)) from err
    if len(raw) > MAX_FILE_BYTES:
        raise SaveError(path, "unreadable", f"larger than {MAX_FILE_BYTES // 2**20} MiB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(path, "not_json", f"not UTF-8 text (byte {err.start})") from err
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        if not text.strip():
            detail = "the file is empty"
        elif err.pos >= len(text.rstrip()):
            detail = "the file ends too early (truncated)"
        else:
            detail = f"{err.msg} at line {err.lineno} column {err.colno}"
        raise SaveError(path, "not_json", detail) from err
    except (RecursionError, ValueError) as err:  # absurd nesting or huge numbers
        raise SaveError(path, "not_json", str(err)[:200]) from err
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, "wrong_format", f'no "format": "{FORMAT}" field')
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(path, "wrong_format", f"bad format_version {version!r}")
    if version > FORMAT_VERSION:
        raise SaveError(
            path, "too_new", f"format version {version}; this program reads up to {FORMAT_VERSION}"
        )
    try:
        data = upgrade(data)
    except MigrationError as err:
        raise SaveError(path, "wrong_format", str(err)) from err
    _check_fields(path, data)
    return data


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "app_version": str,
    "game": str,
    "options": dict,
    "seats": list,
    "seed": int,
    "actions": list,
    "saved_at": str,
    "match_id": str,
    "created_at": str,
    "finished": bool,
    "final_state_digest": str,
}


def _check_fields(path: Path, data: dict[str, Any]) -> None:
    """Raise ``wrong_format`` unless every field of the current format has the right shape."""
    for key, kind in _FIELDS.items():
        value = data.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise SaveError(path, "wrong_format", f"field {key!r} missing or of the wrong type")
    for i, seat in enumerate(data["seats"]):
        if (
            not isinstance(seat, dict)
            or not isinstance(seat.get("name"), str)
            or seat.get("kind") not in ("human", "ai")
            or not isinstance(seat.get("level"), str | None)
        ):
            raise SaveError(path, "wrong_format", f"seat #{i} is malformed")
    for key in ("saved_at", "created_at"):
        try:
            datetime.fromisoformat(data[key])
        except ValueError as err:
            raise SaveError(path, "wrong_format", f"{key} is not an ISO date") from err


def _info(path: Path, data: dict[str, Any]) -> SaveInfo:
    return SaveInfo(
        path=path,
        game_id=data["game"],
        seat_names=tuple(s["name"] for s in data["seats"]),
        saved_at=data["saved_at"],
        finished=data["finished"],
        moves=len(data["actions"]),
        match_id=data["match_id"],
        created_at=data["created_at"],
    )


def read_info(path: Path | str) -> SaveInfo:
    """The header of the save file at ``path`` (checked, not replayed). Raises SaveError."""
    path = Path(path)
    return _info(path, _read_data(path))


def load_match(path: Path | str) -> Match:
    """The match saved at ``path``, rebuilt by replaying its actions and checked against its
    ``final_state_digest``. Older format versions are upgraded first.

    Raises :class:`SaveError` with problem ``unreadable``, ``not_json``, ``wrong_format``,
    ``too_new``, ``unknown_game``, ``bad_action`` (names the action's index) or
    ``digest_mismatch``.
    """
    path = Path(path)
    data = _read_data(path)
    try:
        game = registry.get_game(data["game"])
    except (registry.UnknownGame, ImportError) as err:
        raise SaveError(path, "unknown_game", repr(data["game"])) from err
    seats = [Seat(s["name"], s["kind"], s["level"]) for s in data["seats"]]
    if len(seats) not in game.player_counts:
        raise SaveError(path, "wrong_format", f"{len(seats)} seats for {game.id}")
    try:
        options = serial.structure(data["options"], game.Options)
    except Exception as err:  # cattrs raises several error types for bad data
        raise SaveError(path, "wrong_format", f"bad options: {err}") from err
    actions = _structure_actions(path, game.Action, data["actions"])
    try:
        match = replay(
            data["game"],
            seats,
            options,
            data["seed"],
            actions,
            match_id=data["match_id"],
            created_at=data["created_at"],
        )
    except ReplayError as err:
        raise SaveError(path, "bad_action", str(err)) from err
    except ValueError as err:  # setup refused the seats or options
        raise SaveError(path, "wrong_format", str(err)) from err
    if match.digest() != data["final_state_digest"]:
        raise SaveError(path, "digest_mismatch", f"after {len(actions)} actions")
    return match


def _structure_actions(path: Path, action_type: Any, items: Sequence[Any]) -> list[Any]:
    actions = []
    for index, item in enumerate(items):
        try:
            actions.append(serial.structure_action(action_type, item))
        except Exception as err:  # cattrs raises several error types for bad data
            raise SaveError(path, "bad_action", f"action #{index} {item!r} is malformed") from err
    return actions


# ----------------------------------------------------------------------------- listing


def scan_saves(directory: Path | str) -> tuple[list[SaveInfo], list[SaveError]]:
    """The headers of all ``*.farmhouse`` files in ``directory`` (not recursive), newest
    ``saved_at`` first, and separately the errors of the files that could not be read.
    A missing directory has no saves."""
    infos: list[SaveInfo] = []
    errors: list[SaveError] = []
    try:
        paths = sorted(Path(directory).glob(f"*{SUFFIX}"))
    except OSError:
        return infos, errors
    for path in paths:
        if not path.is_file():
            continue
        try:
            infos.append(read_info(path))
        except SaveError as err:
            errors.append(err)
    infos.sort(key=lambda i: datetime.fromisoformat(i.saved_at).timestamp(), reverse=True)
    return infos, errors


def list_saves(directory: Path | str) -> list[SaveInfo]:
    """The readable saves in ``directory``, newest first (see :func:`scan_saves`). Damaged
    files are skipped and logged as warnings; use :func:`scan_saves` to get their errors."""
    infos, errors = scan_saves(directory)
    for err in errors:
        log.warning("skipping save file: %s", err)
    return infos


def latest_autosave() -> SaveInfo | None:
    """The newest autosave of a game that is not finished, or ``None``."""
    return next((i for i in list_saves(autosave_dir()) if not i.finished), None)
