"""Save files: JSON, written atomically, checked on load by replaying (DESIGN: Save files).

A save file (extension ``.farmhouse``, UTF-8 JSON) holds, in format version 4::

    {"format": "farmhouse-save", "format_version": 4, "app_version": "0.1.0",
     "game": "black_sheep", "options": {...},
     "seats": [{"name": "Ann" or null, "kind": "human", "level": null, "hints": 0,
                "take_backs": 0}, ...],
     "seed": 123, "actions": [{"type": "Play", ...}, ...], "saved_at": "<UTC ISO 8601>",
     "match_id": "<uuid hex>", "created_at": "<UTC ISO 8601>", "play_seconds": 754.2,
     "finished": false, "final_state_digest": "<game.digest of the state after the last action>"}

A seat's ``name`` null means that no name was given: the app shows "Player N" in the language
of the moment. ``hints`` counts the hints the seat's player asked for, ``take_backs`` the
take-backs it used against the computer (:meth:`farmhouse.core.match.Match.take_back`).
``play_seconds`` is how long the game has been played over every session (a number of seconds,
or null when unknown: files upgraded from format 3), which the statistics record as its
duration, pauses between sessions left out.

A save holds the whole game, the seed and with it the deal included: whoever has the file can
see every hand. Older format versions are upgraded by :mod:`farmhouse.core.migrations`; an
option a game added after the file was written gets the value the game declares for files of
that age (``OPTIONS_ADDED``, see :func:`farmhouse.core.migrations.fill_added_options`), so
that the file replays under the rules it was played with.

What is checked, and how (every problem is a :class:`SaveError` naming the file and a key of
:data:`PROBLEMS`; a bad file never harms another one, and a failed write never harms the
file it was replacing):

- **Before any work**: the path must be a regular file (a named pipe or device is refused
  unopened, so it cannot block) of at most :data:`MAX_FILE_BYTES`; after parsing, every
  string, number, list and nesting level must be within the limits below, and text must be
  valid Unicode (no lone surrogates). NaN and Infinity are refused.
- **The digest** ``final_state_digest`` protects what the game *is*: it is the game's digest
  of the full state that ``game``, ``options``, the number of seats, ``seed`` and ``actions``
  replay to, so any change to those is caught on load (``digest_mismatch``, or ``bad_action``
  when a move cannot be played at all, ``foreign_moves`` when the first move is not even a
  move of the file's game, as in a save relabelled as another game). It is not a signature:
  whoever edits a file can recompute it, so it detects damage and careless edits, not a
  determined cheat.
- **Validation** checks everything the digest does not cover: no key that the format does not
  have, at the top or in a seat; seats (``kind``; ``level`` one the game's AI knows; ``name``
  null or 1–:data:`MAX_NAME_CHARS` characters without control characters; ``hints`` and
  ``take_backs`` whole numbers from 0 to :data:`MAX_HINTS`), ``match_id`` (32 lowercase hex digits, the only ids Farmhouse makes, since it
  names the autosave file), ``saved_at``/``created_at`` (ISO 8601 dates in the years
  :data:`DATE_YEARS`), ``play_seconds`` (null or a number from 0
  to :data:`MAX_PLAY_SECONDS`), ``seed`` (0 ≤ seed < 2**64), and on load
  ``finished`` against the replayed game. Seat names, levels, ids and dates may be edited by
  hand; a valid edit loads. A name over the limit is ``long_name``, not ``too_large`` (which
  is about the size of the file).
- **Options** are checked at the boundary, before the game sees them: every key must be a
  field of the game's attrs ``Options`` and every value of the field's annotated type (cattrs
  alone would turn ``"yes"`` into True), and ``Options.problems()`` (if the game has it) must
  be empty; else ``bad_option``, whose :attr:`SaveError.option` names the field.
- **Actions** likewise: each must be an object whose ``"type"`` names one of the game's action
  classes, with exactly that class's fields, each of its annotated type (``"1"``, ``1.7`` and
  ``true`` are not the whole number 1); else ``bad_action`` naming the action and the field
  (``foreign_moves`` when the first action is not one of the game's at all).
- :func:`check_save` makes every check of :func:`load_match` (the replay included), for
  lists that must show a file that cannot be opened as damaged; :func:`read_info` reads the
  header only.

Folders: :func:`data_dir` (platformdirs ``user_data_dir("Farmhouse")``, or the environment
variable ``FARMHOUSE_DATA_DIR``), with ``autosave/`` and ``saves/`` inside. The folder
functions (defined in :mod:`farmhouse.core.folders`, which the app's settings read without
loading this module) only name paths; writing creates missing folders.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import logging
import math
import os
import re
import stat
import time
import types
import typing
import unicodedata
from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import attrs

from farmhouse import __version__
from farmhouse.core import ai, migrations, records, registry, serial
from farmhouse.core.folders import autosave_dir as autosave_dir
from farmhouse.core.folders import data_dir as data_dir
from farmhouse.core.folders import saves_dir as saves_dir
from farmhouse.core.game import Seat
from farmhouse.core.match import Match, ReplayError, replay, utc_now_iso
from farmhouse.core.migrations import FORMAT_VERSION, MigrationError, upgrade

if TYPE_CHECKING:
    from datetime import datetime

log = logging.getLogger(__name__)

#: The value of the ``"format"`` field of every Farmhouse save file.
FORMAT = "farmhouse-save"
#: File name extension of save files.
SUFFIX = ".farmhouse"
# Limits: far above any real game of any of the four games (a whole Black Sheep game has
# 50-150 actions and about 12 kB), low enough that a hostile file costs no noticeable time.
#: Files larger than this (bytes) are refused as ``"too_large"`` without being read.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Most actions a save may hold (``"too_large"`` beyond).
MAX_ACTIONS = 5000
#: Longest string anywhere in a save (names, levels, dates, action fields), in characters.
MAX_STRING_CHARS = 256
#: Longest seat name, in characters (the new-game dialog allows 24).
MAX_NAME_CHARS = 64
#: Most items of any list or object other than ``actions`` (options, seats, an action's fields).
MAX_ITEMS = 256
#: Deepest nesting of lists and objects (a save file itself is 4 deep).
MAX_DEPTH = 16
#: Largest magnitude of any integer (seeds are below 2**64, everything else is small).
MAX_INT = 2**64 - 1
#: Most seats of any game.
MAX_SEATS = 8
#: Most hints a seat may have asked for (and most take-backs it may have used).
MAX_HINTS = 1_000_000
#: Longest ``play_seconds`` (ten years of play).
MAX_PLAY_SECONDS = 10 * 365 * 24 * 3600
#: ``saved_at`` and ``created_at`` must lie in these years (UTC): from 2000-01-01 00:00 UTC
#: up to, not including, 3000-01-01.
DATE_YEARS = range(2000, 3000)
#: A temporary file of an interrupted write older than this (seconds) is removed.
STALE_TEMP_SECONDS = 300

#: What every ``match_id`` looks like (``uuid4().hex``; migrated files get 32 hex digits too):
#: :func:`is_match_id`. The pattern itself, ``MATCH_ID``, is compiled when first asked (see
#: :func:`__getattr__`).
MATCH_ID: re.Pattern[str]
_MATCH_ID = r"[0-9a-f]{32}"
#: A date as the app writes it (``datetime.isoformat`` of a UTC time): year, month, day,
#: hour, minute, second, then microseconds or nothing, then ``+00:00``
#: (:func:`_written_date` reads it so).
_WRITTEN_DATE = (
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]{6})?\+00:00"
)
#: Temporary files of :func:`write_atomic`: ``.<name>.farmhouse.<8 characters>.tmp``.
_TEMP = r"\..+\.farmhouse\.[a-z0-9_]{8}\.tmp"

# The header's texts are judged without regular expressions: compiling the patterns they
# were matched with was ~3M instructions of every save opened (issue 18, a save's start).
# ``tests/core/test_save_open_fast.py`` holds each judgement to its pattern's fullmatch.
_HEX = "0123456789abcdef"
_DIGITS = "0123456789"
_LOWER = "abcdefghijklmnopqrstuvwxyz"
_GAME_ID_CHARS = _LOWER + _DIGITS + "_"


def is_match_id(text: str) -> bool:
    """True if the text ``text`` is a match id (``MATCH_ID``'s fullmatch: 32 of ``0-9a-f``)."""
    return len(text) == 32 and not text.strip(_HEX)


def _is_game_id(text: str) -> bool:
    """``[a-z][a-z0-9_]{0,63}``'s fullmatch of the text ``text``."""
    return 0 < len(text) <= 64 and text[0] in _LOWER and not text.strip(_GAME_ID_CHARS)


def _is_digest(text: str) -> bool:
    """``[0-9a-f]{16,128}``'s fullmatch of the text ``text``."""
    return 16 <= len(text) <= 128 and not text.strip(_HEX)


@functools.cache
def _pattern(source: str | bytes) -> Any:
    """``re.compile(source)``, compiled when first needed (not on a save's way)."""
    return re.compile(source)


def __getattr__(name: str) -> Any:
    """``MATCH_ID``, the compiled pattern of a match id (compiled when first asked)."""
    if name == "MATCH_ID":
        return _pattern(_MATCH_ID)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Problem key → English description (the app shows its own translated texts per key).
PROBLEMS: dict[str, str] = {
    "unreadable": "the file cannot be read",
    "not_json": "the file is not a saved game (not valid JSON text)",
    "damaged": "the saved game is damaged or incomplete",
    "wrong_format": "the file is not a Farmhouse saved game",
    "too_new": "the file was saved by a newer version of Farmhouse",
    "too_large": "the file is too large to be a saved game",
    "bad_field": "the saved game holds a value that is not allowed (changed or damaged file)",
    "long_name": "a player's name in the file is too long",
    "bad_option": "a rule option in the file has a value that is not allowed",
    "unknown_game": "the game in this file is not available",
    "unknown_level": "a computer player in the file has a level this version does not know",
    "bad_action": "the file contains a move that cannot be played",
    "foreign_moves": "the moves in the file are not moves of its game (another game's save)",
    "digest_mismatch": "the moves do not lead to the saved position (changed or damaged file)",
}

#: Longest ``detail`` of a :class:`SaveError` (a hostile value never becomes a huge message).
MAX_DETAIL_CHARS = 300

#: What exactly is wrong, for the app to say in the player's language: each
#: :attr:`SaveError.reason` with the names of its :attr:`SaveError.params` (``seat`` and
#: ``index`` are 0-based seat and action numbers; ``value``, ``field``, ``option``, ``level``,
#: ``type`` and ``game`` are short texts from the file, clipped; the others are numbers).
REASONS: dict[str, tuple[str, ...]] = {
    "os_error": ("errno", "message"),
    "not_regular_file": (),
    "file_size": ("size", "limit"),
    "not_utf8": ("byte",),
    "empty": (),
    "truncated": (),
    "json_syntax": ("line", "column"),
    "json_values": (),
    "text_too_long": ("place", "length"),
    "not_unicode": ("place",),
    "number_too_large": ("place",),
    "not_finite": ("place",),
    "too_deep": ("place",),
    "too_many_items": ("place", "count"),
    "no_format": (),
    "bad_version": ("value",),
    "too_new": ("version", "supported"),
    "no_upgrade": ("version",),
    "unknown_field": ("field",),
    "missing_field": ("field",),
    "field_type": ("field",),
    "field_value": ("field", "value"),
    "seat_count": ("count",),
    "seat_not_object": ("seat",),
    "seat_unknown_field": ("seat", "field"),
    "seat_missing_field": ("seat", "field"),
    "seat_value": ("seat", "field", "value"),
    "name_not_text": ("seat",),
    "name_empty": ("seat",),
    "name_too_long": ("seat", "limit"),
    "name_control": ("seat",),
    "unknown_level": ("seat", "level"),
    "unknown_game": ("game",),
    "setup_refused": (),
    "illegal_move": ("index",),
    "move_damaged": ("index",),
    "move_type": ("index", "type"),
    "move_unknown_field": ("index", "field"),
    "move_missing_field": ("index", "field"),
    "move_value": ("index", "field", "value"),
    "foreign_moves": ("value",),
    "digest": ("moves",),
    "says_ended": (),
    "says_goes_on": (),
    "option_unknown": ("option",),
    "option_value": ("option", "value"),
    "options_unreadable": (),
    "options_clash": (),
}


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class SaveError(Exception):
    """A save file that cannot be read, written or trusted.

    ``path`` is the file, ``problem`` a key of :data:`PROBLEMS` and ``detail`` a short
    English explanation (which field, which action, ...; at most :data:`MAX_DETAIL_CHARS`
    characters) for logs and bug reports. ``reason`` (a key of :data:`REASONS`, or "") and
    ``params`` say the same for the app to word in the player's language. ``str(err)`` names
    the file, the problem and the detail. For ``bad_option``,
    ``game`` and ``option`` name the game and its rule option (an attrs field of its
    ``Options``) when the bad value belongs to a real option, so that the app can say which
    one in the game's own words; otherwise they are "". For ``foreign_moves``, ``game`` is
    the game the file claims to be (whose moves the file does not hold).
    """

    def __init__(
        self,
        path: Path | str,
        problem: str,
        detail: str = "",
        *,
        game: str = "",
        option: str = "",
        reason: str = "",
        params: dict[str, str | int] | None = None,
    ) -> None:
        self.path = Path(path)
        self.problem = problem
        self.detail = _clip(detail, MAX_DETAIL_CHARS)
        self.game = game
        self.option = option
        self.reason = reason
        self.params: dict[str, str | int] = dict(params or {})
        text = f"{self.path}: {PROBLEMS.get(problem, problem)}"
        super().__init__(f"{text}: {self.detail}" if self.detail else text)


@records.frozen
class SaveInfo:
    """What a save file's header tells without replaying it (for lists and *Continue*).

    ``seat_names[i]`` is seat ``i``'s name, None when none was given ("Player N" in the app).
    ``saved_at`` and ``created_at`` are ISO 8601 strings (checked: they parse, and lie in the
    years :data:`DATE_YEARS`); ``moves`` is the number of actions;
    ``finished`` is True when the file says the game had ended (checked only on load).
    """

    path: Path
    game_id: str
    seat_names: tuple[str | None, ...]
    saved_at: str
    finished: bool
    moves: int
    match_id: str
    created_at: str


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
        "seats": [
            {
                "name": s.name,
                "kind": s.kind,
                "level": s.level,
                "hints": hints,
                "take_backs": take_backs,
            }
            for s, hints, take_backs in zip(match.seats, match.hints, match.take_backs, strict=True)
        ],
        "seed": match.seed,
        "actions": [serial.unstructure_action(action_type, a) for a in match.actions],
        "saved_at": utc_now_iso(),
        "match_id": match.match_id,
        "created_at": match.created_at,
        "play_seconds": match.play_seconds,
        "finished": match.is_over,
        "final_state_digest": match.digest(),
    }


def write_atomic(path: Path | str, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that ``path`` holds either its old content or all
    of ``text``, never a part: a temporary file ``.<name>.<random>.tmp`` in the same folder is
    written, flushed, fsynced and moved over ``path`` with :func:`os.replace`. Missing folders
    are created. A new file gets the permissions the user's umask gives ordinary files; a
    replaced file keeps its permissions. Afterwards, temporary files that interrupted writes
    (a crash, a kill) left in the folder more than :data:`STALE_TEMP_SECONDS` ago are removed.

    Raises OSError, also (``errno.EILSEQ``) for text UTF-8 cannot encode (a lone surrogate);
    the temporary file is then removed and ``path`` is untouched.
    """
    path = Path(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise OSError(
            errno.EILSEQ,
            f"the text holds a character that cannot be saved ({err.reason})",
            str(path),
        ) from err
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        keep_mode: int | None = stat.S_IMODE(os.stat(path).st_mode) & 0o777
    except OSError:
        keep_mode = None
    fd, tmp = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as f:
            if keep_mode is not None and hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), keep_mode)
            f.write(data)
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
    remove_stale_temp_files(path.parent)


def _create_temp(path: Path) -> tuple[int, str]:
    """A new, empty temporary file next to ``path``, opened for writing: (fd, its path).

    Created with mode 0666 so that the user's umask decides its permissions, as for any file
    the user creates (``tempfile.mkstemp`` would force 0600)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = str(path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp"))
        try:
            return os.open(tmp, flags, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(path.parent))


def remove_stale_temp_files(folder: Path | str, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temporary files of interrupted :func:`write_atomic` calls (``.<name>.farmhouse
    .<8 characters>.tmp``) in ``folder`` last changed more than ``older_than`` seconds ago
    (younger ones may still be written by another Farmhouse). Returns how many were removed;
    never raises (problems are logged)."""
    removed = 0
    limit = time.time() - older_than
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not _pattern(_TEMP).fullmatch(entry.name):
                    continue
                try:
                    if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < limit:
                        os.unlink(entry.path)
                        removed += 1
                except OSError as err:
                    log.warning("cannot remove temporary file %s: %s", entry.path, err)
    except OSError as err:
        log.warning("cannot look for temporary files in %s: %s", folder, err)
    return removed


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


def autosave_path(match_id: str) -> Path:
    """``autosave_dir()/<match_id>.farmhouse``. Raises ValueError unless ``match_id`` is 32
    lowercase hex digits (:data:`MATCH_ID`): no other text ever becomes part of a path."""
    if not isinstance(match_id, str) or not is_match_id(match_id):
        raise ValueError(f"not a match id: {_clip(repr(match_id))}")
    return autosave_dir() / f"{match_id}{SUFFIX}"


def autosave_conflict(match: Match, upto: int | None = None) -> bool:
    """True if :func:`autosave` of ``match`` would replace a file that is *not* an earlier (or
    the same) state of this very match: another game or another line of play with the same
    ``match_id`` (a shared or copied save), or a damaged file. Whoever opens a save from
    outside the autosave folder gives the match a new ``match_id`` then, so that its autosaves
    harm no other file. ``upto``: judge the match as it was with its first ``upto`` actions
    (the app checks after its first paint the match as it was opened). Never raises."""
    try:
        path = autosave_path(match.match_id)
        if not os.path.lexists(path):
            return False
        data = _read_data(path)
        own = match.actions if upto is None else match.actions[:upto]
        mine = [serial.unstructure_action(match.game.Action, a) for a in own]
    except Exception:  # an odd id, a damaged autosave, an odd action: keep well apart
        return True
    theirs = data["actions"]
    same_game = (data["game"], data["seed"], len(data["seats"])) == (
        match.game_id,
        match.seed,
        len(match.seats),
    ) and data["options"] == serial.unstructure(match.options)
    return not (same_game and len(theirs) <= len(mine) and theirs == mine[: len(theirs)])


def autosave(match: Match) -> Path:
    """Save ``match`` as :func:`autosave_path` of its ``match_id`` (finished games too; the file
    says whether the game was over). Returns the path.

    Farmhouse never deletes an autosave by itself (only the player does, with *Delete…* on
    the start page): an unfinished game stays until it is finished or deleted, and a finished
    game's autosave is what *Watch* replays from the statistics. A save costs 5–15 kB (a
    thousand games: about 10 MB), and nothing here reads the other autosaves, so a move
    costs the same however many there are.

    Raises OSError when the autosave cannot be written (``errno.EINVAL`` for a match whose id
    is not a valid file name).
    """
    try:
        path = autosave_path(match.match_id)
    except ValueError as err:
        raise OSError(errno.EINVAL, str(err), str(autosave_dir())) from err
    save_match(match, path)
    return path


# ----------------------------------------------------------------------------- reading


def _fail(
    path: Path,
    problem: str,
    detail: str = "",
    *,
    game: str = "",
    option: str = "",
    reason: str = "",
    params: dict[str, str | int] | None = None,
    **more: str | int,
) -> NoReturn:
    """Raise the :class:`SaveError` of these arguments; its ``params`` are ``params`` and
    ``more`` together."""
    raise SaveError(
        path,
        problem,
        detail,
        game=game,
        option=option,
        reason=reason,
        params={**(params or {}), **more},
    )


def _text(value: Any, limit: int = 40) -> str:
    """A value from a file, short enough to show (its repr for anything but short text)."""
    return _clip(value if isinstance(value, str) else repr(value), limit)


def _read_bytes(path: Path) -> bytes:
    """The bytes of the regular file at ``path`` (at most :data:`MAX_FILE_BYTES`). Anything
    else (missing, a folder, a named pipe, a device, too large) is refused without reading;
    the file is opened non-blocking, so a pipe swapped in meanwhile cannot block either."""
    try:
        info = os.stat(path)
    except (OSError, ValueError) as err:  # ValueError: a NUL in the path
        message = getattr(err, "strerror", None) or str(err)
        errno_ = getattr(err, "errno", None) or 0
        _fail(path, "unreadable", message, reason="os_error", errno=errno_, message=message)
    if not stat.S_ISREG(info.st_mode):
        _fail(path, "unreadable", "not a regular file", reason="not_regular_file")
    if info.st_size > MAX_FILE_BYTES:
        _fail(
            path,
            "too_large",
            f"{info.st_size} bytes; saves have at most {MAX_FILE_BYTES}",
            reason="file_size",
            size=info.st_size,
            limit=MAX_FILE_BYTES,
        )
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                _fail(path, "unreadable", "not a regular file", reason="not_regular_file")
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        message = err.strerror or str(err)
        _fail(path, "unreadable", message, reason="os_error", errno=err.errno or 0, message=message)
    if len(raw) > MAX_FILE_BYTES:
        _fail(
            path,
            "too_large",
            f"more than {MAX_FILE_BYTES} bytes",
            reason="file_size",
            size=len(raw),
            limit=MAX_FILE_BYTES,
        )
    return raw


_BOM = "\ufeff"
_SAVE_START = rb'\A(?:\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"farmhouse-save"'


def _looks_like_save(raw: bytes) -> bool:
    """True if ``raw`` starts like a Farmhouse save (a damaged one, if it does not parse)."""
    return _pattern(_SAVE_START).match(raw) is not None or b'"farmhouse-save"' in raw[:2048]


def _bad(raw: bytes) -> str:
    """The problem of ``raw`` when it does not parse: ``damaged`` if it starts like a save
    (:func:`_looks_like_save`), else ``not_json``."""
    return "damaged" if _looks_like_save(raw) else "not_json"


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a saved game holds")


def _parse(path: Path, raw: bytes) -> Any:
    """The JSON value of ``raw``; ``damaged`` if it starts like a save but does not parse,
    ``not_json`` if it is no JSON text at all."""
    try:
        text = raw.decode("utf-8").removeprefix(_BOM)
    except UnicodeDecodeError as err:
        _fail(
            path,
            _bad(raw),
            f"not UTF-8 text at byte {err.start}",
            reason="not_utf8",
            byte=err.start,
        )
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_bounded_float)
    except json.JSONDecodeError as err:
        if not text.strip():
            _fail(path, _bad(raw), "the file is empty", reason="empty")
        if err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string"):
            _fail(path, _bad(raw), "the file ends too early: it was truncated", reason="truncated")
        _fail(
            path,
            _bad(raw),
            f"{err.msg} at line {err.lineno} column {err.colno}",
            reason="json_syntax",
            line=err.lineno,
            column=err.colno,
        )
    except (RecursionError, ValueError) as err:  # absurd nesting, huge numbers, NaN
        if isinstance(err, ValueError):
            try:  # an integer of more digits than Python reads (4,300): read it as too large
                return json.loads(
                    text,
                    parse_constant=_refuse_constant,
                    parse_int=_bounded_int,
                    parse_float=_bounded_float,
                )
            except (RecursionError, ValueError):
                pass
        _fail(path, _bad(raw), str(err), reason="json_values")


def _bounded_int(digits: str) -> int:
    """The integer JSON ``digits`` (an optional "-" and decimal digits) stand for, or one just
    beyond ±:data:`MAX_INT` for more digits than any allowed value has: Python refuses to read
    an integer of more than 4,300 digits (``ValueError``), which is a value not allowed
    (``number_too_large``, its place named by :func:`_check_values`), not a damaged file."""
    if len(digits.lstrip("-")) <= 40:
        return int(digits)
    return -(MAX_INT + 1) if digits.startswith("-") else MAX_INT + 1


def _bounded_float(text: str) -> float | int:
    """The number JSON ``text`` (a decimal with a fraction or an exponent) stands for, or, if
    it is too large for a float (``float`` reads it as infinity: a 5,000-digit integer part,
    ``1e999``), an integer just beyond ±:data:`MAX_INT`: a finite number too large for any
    value (``number_too_large``, like :func:`_bounded_int`'s), not one "not finite" (JSON
    writes no infinity: ``Infinity`` and ``NaN`` are refused by :func:`_refuse_constant`)."""
    value = float(text)
    if math.isinf(value):
        return -(MAX_INT + 1) if text.startswith("-") else MAX_INT + 1
    return value


def _where(trail: list[str | int]) -> str:
    """``trail`` (innermost step first) as ``actions[3].cards[0]``."""
    steps = reversed(trail)
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in steps).lstrip(".")


# problem key, reason (of REASONS), what is wrong, trail (innermost first)
_Problem = tuple[str, str, str, list[str | int]]


def _scan(value: Any, depth: int, limit: int) -> _Problem | None:
    """The first value in ``value`` beyond the limits (see :func:`_check_values`), or None.
    Recursive: the depth is bounded by :data:`MAX_DEPTH`, checked before going deeper."""
    kind = type(value)
    if kind is str:
        if len(value) > MAX_STRING_CHARS:
            return "too_large", "text_too_long", f"text of {len(value)} characters", []
        if not value.isascii():
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return "bad_field", "not_unicode", "not valid Unicode text", []
        return None
    if kind is int:
        if -MAX_INT <= value <= MAX_INT:
            return None
        # (a value not allowed, like a negative seed: "too_large" is the file's size)
        return "bad_field", "number_too_large", "number too large", []
    if kind is float:
        if math.isfinite(value):
            return None
        return "bad_field", "not_finite", "not a finite number", []
    if kind is list or kind is dict:
        if depth >= MAX_DEPTH:
            return "too_large", "too_deep", "nested too deeply", []
        if len(value) > limit:
            return "too_large", "too_many_items", f"{len(value)} items", []
        # Short ASCII strings, small ints, booleans and null are fine: checked inline, as
        # almost every value of a save is one (a call per value would triple the cost).
        if kind is list:
            for index, item in enumerate(value):
                sort = type(item)
                if sort is str and len(item) <= MAX_STRING_CHARS and item.isascii():
                    continue
                if (sort is int and -MAX_INT <= item <= MAX_INT) or sort is bool or item is None:
                    continue
                found = _scan(item, depth + 1, MAX_ITEMS)
                if found is not None:
                    found[3].append(index)
                    return found
        else:
            for key, item in value.items():
                if len(key) > MAX_STRING_CHARS or not key.isascii():
                    found = _scan(key, depth + 1, MAX_ITEMS)
                    if found is not None:
                        found[3].append("<key>")
                        return found
                sort = type(item)
                if sort is str and len(item) <= MAX_STRING_CHARS and item.isascii():
                    continue
                if (sort is int and -MAX_INT <= item <= MAX_INT) or sort is bool or item is None:
                    continue
                limit = MAX_ACTIONS if depth == 0 and key == "actions" else MAX_ITEMS
                found = _scan(item, depth + 1, limit)
                if found is not None:
                    found[3].append(_clip(key, 40))
                    return found
    return None  # bool, None


def _check_values(path: Path, data: dict[str, Any]) -> None:
    """Refuse any value beyond the limits, before any other work is done on it: long strings,
    long lists and objects (``actions`` may have :data:`MAX_ACTIONS` items, others
    :data:`MAX_ITEMS`) and deep nesting as ``too_large``; integers beyond ±:data:`MAX_INT`
    (``number_too_large``), text that is not valid Unicode (lone surrogates) and floats that
    are not finite as ``bad_field``, a value not allowed. The detail and the ``place``
    parameter name the place (``play_seconds``, ``actions[0].pasture``)."""
    found = _scan(data, 0, MAX_ITEMS)
    if found is not None:
        problem, reason, what, trail = found
        if (
            problem == "too_large"
            and len(trail) == 3
            and trail[0] == "name"
            and trail[2] == "seats"
            and reason == "text_too_long"
        ):
            # a name is too long, not the file too large
            seat = trail[1] if isinstance(trail[1], int) else 0
            detail = f"{_where(trail)}: {what}"
            _fail(
                path, "long_name", detail, reason="name_too_long", seat=seat, limit=MAX_NAME_CHARS
            )
        place = _where(trail) or "the file"
        params: dict[str, str | int] = {"place": place}
        if reason == "text_too_long":
            params["length"] = int(what.split()[2])
        elif reason == "too_many_items":
            params["count"] = int(what.split()[0])
        _fail(path, problem, f"{place}: {what}", reason=reason, params=params)


def _read_data(path: Path) -> dict[str, Any]:
    """The parsed, validated and upgraded dict of the file at ``path`` (header checked, actions
    not replayed). Raises SaveError."""
    return _read_versioned(path)[0]


def _read_versioned(path: Path) -> tuple[dict[str, Any], int]:
    """:func:`_read_data` of ``path`` and the format version the file was written in (before
    any upgrade)."""
    data = _parse(path, _read_bytes(path))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        _fail(path, "wrong_format", f'no "format": "{FORMAT}" field', reason="no_format")
    _check_values(path, data)
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        _fail(
            path,
            "bad_field",
            f"format_version is {_clip(repr(version))}",
            reason="bad_version",
            value=_text(version),
        )
    if version > FORMAT_VERSION:
        _fail(
            path,
            "too_new",
            f"format version {version}; this program reads up to {FORMAT_VERSION}",
            reason="too_new",
            version=version,
            supported=FORMAT_VERSION,
        )
    try:
        data = upgrade(data)
    except MigrationError as err:
        _fail(path, "bad_field", str(err), reason="no_upgrade", version=version)
    _check_fields(path, data)
    return data, version


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "format": str,
    "format_version": int,
    "app_version": str,
    "game": str,
    "options": dict,
    "seats": list,
    "seed": int,
    "actions": list,
    "saved_at": str,
    "match_id": str,
    "created_at": str,
    "play_seconds": (int, float, type(None)),
    "finished": bool,
    "final_state_digest": str,
}
#: The keys of a seat (every one required).
_SEAT_KEYS = ("name", "kind", "level", "hints", "take_backs")


def check_date(text: str) -> datetime:
    """The UTC moment the ISO 8601 ``text`` names (no offset: UTC). Raises ValueError unless it
    parses and lies in the years :data:`DATE_YEARS`, so that every later use (sorting, showing
    it in local time) works on every system."""
    from datetime import UTC, datetime  # (here: opening a save needs none, see _written_date)

    try:
        when = datetime.fromisoformat(text)
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        when = when.astimezone(UTC)
    except (OverflowError, ValueError) as err:
        raise ValueError(f"{_clip(repr(text))} is not a date ({err})") from err
    if when.year not in DATE_YEARS:
        raise ValueError(f"{_clip(repr(text))} is not a possible date")
    return when


def _written_date(text: str) -> bool:
    """True if ``text`` is a date as the app writes it (:data:`_WRITTEN_DATE`) that
    :func:`check_date` takes: a day of the calendar, a time of day, a year of
    :data:`DATE_YEARS`. False for any other text, which :func:`check_date` must judge. Opening
    a save so needs no ``datetime`` (its import was ~4.5M instructions of every save opened,
    issue 18)."""
    size = len(text)
    if size == 32:  # (with microseconds)
        if text[19] != "." or text[20:26].strip(_DIGITS):
            return False
    elif size != 25:
        return False
    if (
        text[-6:] != "+00:00"
        or text[4] != "-"
        or text[7] != "-"
        or text[10] != "T"
        or text[13] != ":"
        or text[16] != ":"
    ):
        return False
    parts = (text[0:4], text[5:7], text[8:10], text[11:13], text[14:16], text[17:19])
    if any(part.strip(_DIGITS) for part in parts):
        return False
    year, month, day, hour, minute, second = map(int, parts)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    return (
        year in DATE_YEARS
        and 1 <= month <= 12
        and 1 <= day <= days[month - 1]
        and hour < 24
        and minute < 60
        and second < 60
    )


#: The second word of each of :func:`_bad_name`'s answers → its reason (of :data:`REASONS`).
_NAME_REASONS = {
    "not": "name_not_text",
    "empty": "name_empty",
    "longer": "name_too_long",
    "control": "name_control",
}


def _bad_name(name: Any) -> str | None:
    """Why ``name`` cannot be a seat name, or None if it can (None: no name given)."""
    if name is None:
        return None
    if not isinstance(name, str):
        return "is not text"
    if not name.strip():
        return "is empty"
    if len(name) > MAX_NAME_CHARS:
        return f"is longer than {MAX_NAME_CHARS} characters"
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name):
        return "holds control characters"
    return None


def _bad_seat_value(
    path: Path, index: int, seat: dict[str, Any], key: str, problem: str = "bad_field"
) -> NoReturn:
    """Refuse seat ``index``'s value of ``key`` (``problem``: ``bad_field`` or
    ``unknown_level``)."""
    value = _text(seat[key])
    detail = f"seat #{index}: {key} {_clip(repr(seat[key]))}"
    if problem == "unknown_level":
        _fail(path, problem, detail, reason="unknown_level", seat=index, level=value)
    _fail(path, problem, detail, reason="seat_value", seat=index, field=key, value=value)


def _check_fields(path: Path, data: dict[str, Any]) -> None:
    """Raise ``bad_field`` unless every field of the current format has the right type and a
    possible value (see the module docstring); ``unknown_level`` for a seat level the game's
    AI module does not offer (not checked for a game without one, e.g. arena recordings of
    test AIs)."""
    for key in data:
        if key not in _FIELDS:
            _fail(
                path,
                "bad_field",
                f"field {_clip(repr(key), 40)} is not a field of a saved game",
                reason="unknown_field",
                field=_text(key),
            )
    for key, kind in _FIELDS.items():
        if key not in data:
            _fail(path, "bad_field", f"field {key!r} is missing", reason="missing_field", field=key)
        value = data[key]
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            _fail(
                path,
                "bad_field",
                f"field {key!r} is of the wrong type",
                reason="field_type",
                field=key,
            )

    def bad_value(key: str, detail: str) -> NoReturn:
        _fail(path, "bad_field", detail, reason="field_value", field=key, value=_text(data[key]))

    if not _is_game_id(data["game"]):
        bad_value("game", f"game {_clip(repr(data['game']))} is not a game id")
    if not is_match_id(data["match_id"]):
        bad_value("match_id", f"match_id {_clip(repr(data['match_id']))} is not a match id")
    if not 0 <= data["seed"] < 2**64:
        bad_value("seed", "seed is out of range")
    if not _is_digest(data["final_state_digest"]):
        bad_value("final_state_digest", "final_state_digest is not a hex digest")
    played = data["play_seconds"]
    if played is not None and not 0 <= played <= MAX_PLAY_SECONDS:
        bad_value("play_seconds", f"play_seconds {_clip(repr(played))} is out of range")
    for key in ("saved_at", "created_at"):
        if _written_date(data[key]):
            continue
        try:
            check_date(data[key])
        except ValueError as err:
            bad_value(key, f"{key}: {err}")
    seats = data["seats"]
    if not 1 <= len(seats) <= MAX_SEATS:
        _fail(path, "bad_field", f"{len(seats)} seats", reason="seat_count", count=len(seats))
    levels = ai.game_levels(data["game"])
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            _fail(
                path, "bad_field", f"seat #{i} is not an object", reason="seat_not_object", seat=i
            )
        for key in seat:
            if key not in _SEAT_KEYS:
                _fail(
                    path,
                    "bad_field",
                    f"seat #{i} has a field {_clip(repr(key), 40)}",
                    reason="seat_unknown_field",
                    seat=i,
                    field=_text(key),
                )
        for key in _SEAT_KEYS:
            if key not in seat:
                _fail(
                    path,
                    "bad_field",
                    f"seat #{i} has no {key!r}",
                    reason="seat_missing_field",
                    seat=i,
                    field=key,
                )

        for key in ("hints", "take_backs"):
            count = seat[key]
            if type(count) is not int or not 0 <= count <= MAX_HINTS:
                _bad_seat_value(path, i, seat, key)
        problem = _bad_name(seat["name"])
        if problem is not None:
            long = isinstance(seat["name"], str) and len(seat["name"]) > MAX_NAME_CHARS
            key = "long_name" if long else "bad_field"
            _fail(
                path,
                key,
                f"seat #{i}: the name {problem}",
                reason=_NAME_REASONS[problem.split()[1]],
                params={"seat": i, "limit": MAX_NAME_CHARS} if long else {"seat": i},
            )
        kind, level = seat["kind"], seat["level"]
        if kind not in ("human", "ai"):
            _bad_seat_value(path, i, seat, "kind")
        if level is not None and not isinstance(level, str):
            _bad_seat_value(path, i, seat, "level")
        if level is not None and levels is not None and level not in levels:
            _bad_seat_value(path, i, seat, "level", "unknown_level")


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
    """The header of the save file at ``path``, checked (every check but those that need the
    replay: actions, digest, ``finished``). Raises SaveError."""
    path = Path(path)
    return _info(path, _read_data(path))


def load_match(path: Path | str) -> Match:
    """The match saved at ``path``, rebuilt by replaying its actions and checked against its
    ``final_state_digest`` and ``finished``. Older format versions are upgraded first.

    Raises :class:`SaveError` with problem ``unreadable``, ``not_json``, ``damaged``,
    ``wrong_format``, ``too_new``, ``too_large``, ``bad_field``, ``long_name``,
    ``bad_option``, ``unknown_game``, ``unknown_level``, ``foreign_moves`` (the first action
    is not one of the game: another game's moves), ``bad_action`` (names the action's
    index) or ``digest_mismatch``; never another exception, whatever the file holds.
    """
    return _load(Path(path))[0]


def check_save(path: Path | str) -> SaveInfo:
    """The header of the save file at ``path`` after every check :func:`load_match` makes
    (the replay and the digest included), so that a list of saves can show as damaged every
    file that would be refused when opened. Costs what loading costs (a few milliseconds for
    a whole game; a file holds at most :data:`MAX_ACTIONS` actions). Raises SaveError."""
    match, data = _load(Path(path))
    del match
    return _info(Path(path), data)


def _load(path: Path) -> tuple[Match, dict[str, Any]]:
    data, written_version = _read_versioned(path)
    try:
        game = registry.get_game(data["game"])
    except (registry.UnknownGame, ImportError) as err:
        raise SaveError(
            path,
            "unknown_game",
            repr(data["game"]),
            reason="unknown_game",
            params={"game": _text(data["game"])},
        ) from err
    seats = [Seat(s["name"], s["kind"], s["level"]) for s in data["seats"]]
    if len(seats) not in game.player_counts:
        _fail(
            path,
            "bad_field",
            f"{len(seats)} seats for {game.id}",
            reason="seat_count",
            count=len(seats),
        )
    try:
        given = migrations.fill_added_options(game.id, data["options"], written_version)
    except TypeError as err:  # the game's own declaration is wrong: not the file's fault
        log.error("cannot fill options added later: %s", err)
        given = data["options"]
    options = _structure_options(path, game, given)
    actions = _structure_actions(path, game, data["actions"])
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
        raise SaveError(
            path, "bad_action", str(err), reason="illegal_move", params={"index": err.index}
        ) from err
    except Exception as err:  # setup refused (or choked on) the seats or options
        raise SaveError(
            path, "bad_field", f"the game refused its setup: {err}", reason="setup_refused"
        ) from err
    match.hints = [s["hints"] for s in data["seats"]]
    match.take_backs = [s["take_backs"] for s in data["seats"]]
    played = data["play_seconds"]
    match.play_seconds = None if played is None else float(played)
    if match.digest() != data["final_state_digest"]:
        _fail(
            path,
            "digest_mismatch",
            f"after {len(actions)} actions",
            reason="digest",
            moves=len(actions),
        )
    if match.is_over != data["finished"]:
        state = "has ended" if match.is_over else "goes on"
        _fail(
            path,
            "digest_mismatch",
            f"finished is {data['finished']}, but the game {state}",
            reason="says_ended" if data["finished"] else "says_goes_on",
        )
    return match, data


# ----------------------------------------------------------------------------- options


def _kind_name(hint: Any) -> str:
    """``hint`` in a few English words, for the detail of a refusal."""
    names = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}
    if hint in names:
        return names[hint]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return "one of " + ", ".join(repr(m.value) for m in hint)
    if typing.get_origin(hint) is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(hint))
    return "a list" if typing.get_origin(hint) in (tuple, list, set, frozenset) else str(hint)


def _fits(value: Any, hint: Any, depth: int = 0) -> bool:
    """True if the JSON ``value`` has the type the annotation ``hint`` names: bool, int, float,
    str, an Enum (its value), Literal, None, unions, and tuples, lists and sets (JSON lists) of
    these. Any other annotation is left to the game's own checks (True)."""
    if depth > MAX_DEPTH:
        return False
    if hint is Any:
        return True
    if hint is type(None) or hint is None:
        return value is None
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float)
    if hint is str:
        return type(value) is str
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return (type(value), value) in serial.enum_values(hint)
        except TypeError:  # (an unhashable value, a list or an object: no member's)
            return False
    origin, args = serial.hint_shape(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_fits(value, a, depth + 1) for a in args)
    if origin is typing.Literal:
        return any(type(a) is type(value) and a == value for a in args)
    if origin in (tuple, list, set, frozenset):
        if type(value) is not list:
            return False
        if origin is tuple and args and args[-1] is not Ellipsis:
            return len(value) == len(args) and all(
                _fits(v, a, depth + 1) for v, a in zip(value, args, strict=True)
            )
        item = args[0] if args else Any
        return all(_fits(v, item, depth + 1) for v in value)
    return True


def _structure_options(path: Path, game: Any, data: dict[str, Any]) -> Any:
    """``data`` as the game's ``Options``, checked at the boundary: every key must be a field
    of the attrs class and every value of the field's annotated type (``"yes"`` is not a bool
    and ``"20"`` not an int, although cattrs would turn them into ones), and the options'
    own ``problems()`` must be empty. Raises ``bad_option`` naming the field."""
    cls = game.Options
    if attrs.has(cls):
        fields = _fields_dict(cls)
        hints = _field_hints(cls)
        for key, value in data.items():
            if key not in fields:
                _fail(
                    path,
                    "bad_option",
                    f"options.{_clip(key, 40)}: {game.id} has no such option",
                    reason="option_unknown",
                    params={"option": _text(key)},
                )
            hint = hints.get(key, Any)
            if not _fits(value, hint):
                _fail(
                    path,
                    "bad_option",
                    f"options.{key}: {_clip(repr(value), 40)} is not {_kind_name(hint)}",
                    game=game.id,
                    option=key,
                    reason="option_value",
                    params={"option": key, "value": _text(value)},
                )
    try:
        options = serial.structure_checked(data, cls)
    except Exception as err:  # cattrs raises several error types for bad data
        raise SaveError(
            path, "bad_option", f"bad options: {_clip(str(err))}", reason="options_unreadable"
        ) from err
    check = getattr(options, "problems", None)
    found = check() if callable(check) else []
    if found:
        names = attrs.fields_dict(cls) if attrs.has(cls) else {}
        # a reason key names its option: "EG.options.fill_threshold", "WB.option.hand_size_range"
        last = [str(key).rsplit(".", 1)[-1] for key in found]
        option = max((n for n in names if any(k.startswith(n) for k in last)), key=len, default="")
        _fail(
            path,
            "bad_option",
            f"options: {_clip(', '.join(map(str, found)))}",
            game=game.id if option else "",
            option=option,
            reason="options_clash",
        )
    return options


def _field_hints(cls: type) -> dict[str, Any]:
    """The annotated types of ``cls``'s fields (:func:`farmhouse.core.serial.field_hints`:
    worked out once per class, here and when the checked values are built; a third of
    checking a save's actions was evaluating them). Empty when an annotation cannot be
    resolved: then the values are left to cattrs. Callers only read it."""
    return serial.field_hints(cls)


@functools.cache
def _fields_dict(cls: type) -> dict[str, Any]:
    """``attrs.fields_dict(cls)``, worked out once per class. Callers only read it."""
    return attrs.fields_dict(cls)


def _action_problem(
    classes: dict[str, type], item: Any
) -> tuple[bool, str, str, dict[str, str | int]] | None:
    """Why ``item`` is not a well-formed action of one of ``classes``, or None if it is one.
    The flag says whether it is not even of one of the classes (no object, or an unknown
    ``"type"``): a sign of another game's moves. Every field must be there, of its annotated
    type (:func:`_fits`: ``"1"``, ``1.7`` and ``true`` are not the whole number 1), and no
    other key may be; the detail names the field. Answers (not of the game at all, English
    detail, reason of :data:`REASONS`, its parameters but ``index``)."""
    if not isinstance(item, dict):
        return True, "is not an object", "move_damaged", {}
    tag = item.get("type")
    cls = classes.get(tag) if isinstance(tag, str) else None
    if cls is None or not attrs.has(cls):
        return (
            cls is None,
            f"has the type {_clip(repr(tag), 40)}",
            "move_type",
            {"type": _text(tag)},
        )
    fields = _fields_dict(cls)
    hints = _field_hints(cls)
    for key, value in item.items():
        if key == "type":
            continue
        if key not in fields:
            detail = f"{tag}: it has no field {_clip(repr(key), 40)}"
            return False, detail, "move_unknown_field", {"field": _text(key)}
        hint = hints.get(key, Any)
        if not _fits(value, hint):
            detail = f"{tag}: field {key!r}: {_clip(repr(value), 40)} is not {_kind_name(hint)}"
            return False, detail, "move_value", {"field": key, "value": _text(value)}
    for key, field in fields.items():
        if key not in item and field.default is attrs.NOTHING:
            return False, f"{tag}: it has no field {key!r}", "move_missing_field", {"field": key}
    return None


def _structure_actions(path: Path, game: Any, items: Sequence[Any]) -> list[Any]:
    """``items`` as actions of ``game``, each checked at the boundary as options are
    (:func:`_action_problem`) before cattrs builds it. A malformed action is ``bad_action``
    naming it and its field, but when the very first one is not even an action of this game,
    the moves belong to another game (a save whose ``game`` was changed): ``foreign_moves``,
    whose :attr:`SaveError.game` names the game the file claims to be."""
    classes = serial.action_classes(game.Action)
    actions = []
    for index, item in enumerate(items):
        found = _action_problem(classes, item)
        if found is not None and found[0] and index == 0:
            _fail(
                path,
                "foreign_moves",
                f"action #0 {_clip(repr(item))} is not an action of {game.id}",
                game=game.id,
                reason="foreign_moves",
                value=_text(item),
            )
        if found is not None:
            _, detail, reason, params = found
            _fail(
                path,
                "bad_action",
                f"action #{index} {detail}",
                reason=reason,
                params={"index": index, **params},
            )
        try:
            actions.append(serial.structure_action_checked(game.Action, item))
        except Exception as err:  # cattrs raises several error types for bad data
            raise SaveError(
                path,
                "bad_action",
                f"action #{index} {_clip(repr(item))} is malformed",
                reason="move_damaged",
                params={"index": index},
            ) from err
    return actions


# ----------------------------------------------------------------------------- listing


def _newest_first(info: SaveInfo) -> float:
    try:
        return -check_date(info.saved_at).timestamp()
    except (ValueError, OverflowError, OSError):  # checked on reading; never fail a listing
        return float("inf")


def scan_saves(directory: Path | str) -> tuple[list[SaveInfo], list[SaveError]]:
    """The headers of all ``*.farmhouse`` files in ``directory`` (not recursive), newest
    ``saved_at`` first, and separately the errors of the files that could not be read (a
    named pipe, a device, a dangling link … named ``*.farmhouse`` included; folders are
    skipped). A missing directory has no saves. Never raises."""
    infos: list[SaveInfo] = []
    errors: list[SaveError] = []
    try:
        paths = sorted(Path(directory).glob(f"*{SUFFIX}"))
    except (OSError, ValueError):
        return infos, errors
    for path in paths:
        try:
            if path.is_dir():
                continue
        except (OSError, ValueError):
            pass
        try:
            infos.append(read_info(path))
        except SaveError as err:
            errors.append(err)
    infos.sort(key=_newest_first)
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
