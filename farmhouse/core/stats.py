"""Statistics of finished games (issue 20): a SQLite database in the user data folder.

Qt-free (the shell's Statistics page shows what this module computes; it adds no texts).

**Where**: :func:`default_path` is ``data_dir()/statistics.sqlite3`` (the folder of the saves,
``$FARMHOUSE_DATA_DIR`` when set; see :mod:`farmhouse.core.folders`). One :class:`Stats` per
thread (``sqlite3`` connections stay in the thread that made them): a background import opens
its own.

**Schema** (version in ``PRAGMA user_version``; :data:`MIGRATIONS` upgrades step by step, like
the saves' :mod:`farmhouse.core.migrations`). Version 1:

- ``games``: one finished game: ``match_id`` (unique: a game is never recorded twice),
  ``game_id``, ``options`` (JSON text of the game's options), ``created_at`` and
  ``finished_at`` (UTC ISO 8601), ``duration_s`` (seconds, may be NULL), ``moves`` (actions),
  ``save_name`` (the save file's name, no folder; NULL when there was none).
- ``seats``: per game and seat: ``name`` (NULL: none given, "Player N" in the app), ``kind``
  (``"human"``/``"ai"``), ``level`` (AI level or NULL), ``player_id`` (a named person's
  :class:`Player`, else NULL), ``score``, ``rank`` (1 = first place; tied seats share a place
  as the rules rank them, and the next place skips as many: rank = 1 + the number of seats
  of the game ranked ahead (:func:`farmhouse.core.game.places`: 1, 2, 2, 4, as the game-over
  dialog numbers them; ranks recorded before as 1, 2, 2, 3 are renumbered once, when the
  database is opened: :func:`_renumber_places`), ``hints``, ``take_backs``.
- ``players``: a person's shown ``name``; ``player_names``: every name key that means that
  player (:func:`name_key`; a rename or a merge keeps the old keys, so later games under an
  old name count for the same player). Names differing only in case are one player, but
  within one game two seats so named are two players: the second is recorded under its
  exact name (:func:`exact_key`), a player of its own that the page can merge.
- ``meta``: key → text; ``imported_at`` is when an import of the saves last ran to its end
  (:attr:`Stats.needs_import`); ``places`` is set once the ranks are numbered 1, 2, 2, 4.

**Damage**: a database that is not one (garbage bytes), is corrupt (``PRAGMA quick_check``
on every open: pages, and the CHECK constraints that hold every column to its type and
range, so a hand-edited value of the wrong type is found before any figure is computed), has
another schema (tables, indexes and checks compared with a database made by
:data:`MIGRATIONS` in memory) or a newer ``user_version`` is moved aside (never deleted)
under a name that says why (``statistics-damaged-<UTC time>.sqlite3``, ``-foreign-``,
``-newer-``), a new one is started and :attr:`Stats.recovered` says so (only on the open
that did it: the caller tells the player once). A locked or unreadable file is not damage:
:class:`StatsError`, nothing moved. Saves are never touched. No path is ever built from
database content (:func:`find_save` compares folder entries with a recorded name).

**Use** (the shell): at start, :meth:`Stats.open` (tell the player once when
:attr:`Stats.recovered` is set; a :class:`StatsError` means no statistics this time, nothing
lost); when :attr:`Stats.needs_import`, a worker thread opens its own :class:`Stats` and runs
:meth:`Stats.import_saves` with ``progress``/``cancel``; at game over (not when a game is
abandoned), :meth:`Stats.record` with the autosave's (or save's) file name; the page reads
:meth:`Stats.figures`, :meth:`Stats.results`, :meth:`Stats.games`, :meth:`Stats.players`,
:meth:`Stats.game_counts` and opens a game's replay through :func:`find_save`.

**Import**: :meth:`Stats.import_saves` records the finished games among existing saves and
autosaves (:func:`farmhouse.core.saves.load_match`, damaged files listed by name);
:meth:`Stats.rebuild` does it from scratch, in one transaction (cancelled: nothing changed).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from farmhouse.core import records, serial
from farmhouse.core.folders import autosave_dir, data_dir, saves_dir
from farmhouse.core.game import MAX_TYPED_NAME, places
from farmhouse.core.match import Match

#: The file name of the database in the data folder.
FILE_NAME = "statistics.sqlite3"
#: The schema version this program writes (``PRAGMA user_version``).
SCHEMA_VERSION = 1
#: Longest name a player is renamed to (as a name typed for a new game's seat: names
#: recorded from saves may be longer, up to a save's limit).
MAX_NAME_CHARS = MAX_TYPED_NAME
#: Games an import records per transaction (one disk sync each).
IMPORT_BATCH = 20
#: Seconds to wait for another connection's lock before :class:`StatsError` ``"busy"``.
BUSY_TIMEOUT_S = 5.0

#: Why a database was moved aside (:attr:`Recovery.reason`): not a database or corrupt;
#: another schema (not ours, or ours damaged); written by a newer version of Farmhouse.
RECOVERY_REASONS = ("damaged", "foreign", "newer")

# SQLite result codes that mean the file itself is bad (not locked, not unreadable).
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


class StatsError(Exception):
    """The statistics cannot be opened or written (nothing was moved or lost).

    ``problem`` is ``"busy"`` (another program holds the database), ``"unreadable"`` (the
    file or folder cannot be read, written or created; also when a damaged database cannot
    be moved aside) or ``"damaged"`` (the database turned out damaged while in use); ``str()``
    is an English detail for logs."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(f"{problem}: {detail}")
        self.problem = problem


class NotFinished(ValueError):
    """:meth:`Stats.record` was given a match that is not over (an abandoned game is not
    recorded)."""


class NameTaken(ValueError):
    """A rename to a name that already means another player; ``player_id`` is that player
    (the page may offer :meth:`Stats.merge_players`)."""

    def __init__(self, player_id: int) -> None:
        super().__init__(f"the name belongs to player {player_id}")
        self.player_id = player_id


class UnknownPlayer(KeyError):
    """No player has this id."""


@records.frozen
class Recovery:
    """A damaged database was moved aside: ``reason`` (one of :data:`RECOVERY_REASONS`) and
    ``moved_to``, the file it now is (in the same folder)."""

    reason: str
    moved_to: Path


@records.frozen
class Player:
    """A named person: ``id``, shown ``name`` and the number of recorded ``games``."""

    id: int
    name: str
    games: int


@records.frozen
class SeatRecord:
    """One seat of a recorded game (see the module docstring for the fields)."""

    seat: int
    name: str | None
    kind: str
    level: str | None
    player_id: int | None
    score: int
    rank: int
    hints: int
    take_backs: int


@records.frozen
class GameRecord:
    """One recorded game: ``match_id``, ``game_id``, ``options`` (dict), ``created_at`` and
    ``finished_at`` (UTC ISO 8601), ``duration_s`` (float or None), ``moves``, ``save_name``
    (file name or None; :func:`find_save` finds the file) and its ``seats`` in seat order."""

    match_id: str
    game_id: str
    options: dict[str, Any]
    created_at: str
    finished_at: str
    duration_s: float | None
    moves: int
    save_name: str | None
    seats: tuple[SeatRecord, ...]


@records.frozen
class LevelRecord:
    """A player's record against one AI ``level``: ``games`` with at least one AI of that
    level at the table, ``wins`` among them (rank 1), ``ahead`` those where the player ranked
    strictly better than every AI of that level."""

    level: str
    games: int
    wins: int
    ahead: int


@records.frozen
class Figures:
    """A player's figures over the chosen games (``game_id`` None: every game).

    ``games`` played, ``wins`` (rank 1, shared first places included), ``win_rate`` (wins /
    games, 0.0..1.0), ``average_score`` and ``best_score`` (None without games),
    ``longest_streak`` (most wins in a row, by finish time), ``hints`` and ``take_backs``
    used in all those games, and ``against``: one
    :class:`LevelRecord` per AI level met, easiest first (:data:`farmhouse.core.ai.LEVELS`
    order, unknown levels after, by name). A player in two seats of one game counts once,
    with the better seat."""

    player_id: int
    name: str
    game_id: str | None
    games: int
    wins: int
    win_rate: float
    average_score: float | None
    best_score: int | None
    longest_streak: int
    hints: int
    take_backs: int
    against: tuple[LevelRecord, ...]


@records.frozen
class Result:
    """One game of a player, for a chart over time: ``finished_at`` (UTC ISO 8601),
    ``game_id``, ``score``, ``rank`` (1 = first), ``seats`` (players at the table) and
    ``match_id``."""

    finished_at: str
    game_id: str
    score: int
    rank: int
    seats: int
    match_id: str


@records.frozen
class ImportReport:
    """What :meth:`Stats.import_saves` did: ``recorded`` games newly recorded, ``known``
    finished games already recorded, ``unfinished`` saves skipped, ``damaged`` (file name,
    :data:`farmhouse.core.saves.PROBLEMS` key) of the files that could not be read or
    replayed, and whether it was ``cancelled``."""

    recorded: int = 0
    known: int = 0
    unfinished: int = 0
    damaged: tuple[tuple[str, str], ...] = ()
    cancelled: bool = False


# ----------------------------------------------------------------------------- schema


def _v0_to_v1(conn: sqlite3.Connection) -> None:
    """Version 0 (an empty database) → 1: the tables of the module docstring."""
    _run_script(
        conn,
        """
        CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (typeof(name) = 'text' AND length(name) > 0)
        );
        CREATE TABLE player_names (
            key TEXT PRIMARY KEY CHECK (typeof(key) = 'text'),
            player_id INTEGER NOT NULL REFERENCES players(id)
                CHECK (typeof(player_id) = 'integer')
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            match_id TEXT NOT NULL UNIQUE CHECK (typeof(match_id) = 'text'),
            game_id TEXT NOT NULL CHECK (typeof(game_id) = 'text'),
            options TEXT NOT NULL CHECK (typeof(options) = 'text'),
            created_at TEXT NOT NULL CHECK (typeof(created_at) = 'text'),
            finished_at TEXT NOT NULL CHECK (typeof(finished_at) = 'text'),
            duration_s REAL CHECK (duration_s IS NULL OR typeof(duration_s) = 'real'),
            moves INTEGER NOT NULL CHECK (typeof(moves) = 'integer' AND moves >= 0),
            save_name TEXT CHECK (save_name IS NULL OR typeof(save_name) = 'text')
        );
        CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
                CHECK (typeof(game) = 'integer'),
            seat INTEGER NOT NULL CHECK (typeof(seat) = 'integer' AND seat >= 0),
            name TEXT CHECK (name IS NULL OR typeof(name) = 'text'),
            kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')),
            level TEXT CHECK (level IS NULL OR typeof(level) = 'text'),
            player_id INTEGER REFERENCES players(id)
                CHECK (player_id IS NULL OR typeof(player_id) = 'integer'),
            score INTEGER NOT NULL CHECK (typeof(score) = 'integer'),
            rank INTEGER NOT NULL CHECK (typeof(rank) = 'integer' AND rank >= 1),
            hints INTEGER NOT NULL CHECK (typeof(hints) = 'integer' AND hints >= 0),
            take_backs INTEGER NOT NULL CHECK (typeof(take_backs) = 'integer' AND take_backs >= 0),
            PRIMARY KEY (game, seat)
        );
        CREATE TABLE meta (
            key TEXT PRIMARY KEY CHECK (typeof(key) = 'text'),
            value TEXT NOT NULL CHECK (typeof(value) = 'text')
        );
        CREATE INDEX seats_player ON seats(player_id);
        CREATE INDEX games_finished ON games(finished_at);
        """,
    )


def _run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run the ``;``-separated statements of ``script`` (no ``;`` inside one) in the caller's
    transaction (``executescript`` would commit it first)."""
    for statement in script.split(";"):
        if statement.strip():
            conn.execute(statement)


#: user_version n → the step that turns a version-n database into version n+1 (run inside
#: one transaction with the new user_version).
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _v0_to_v1}


def _schema(conn: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    """Every table and index of the database as (type, name, table, CREATE statement),
    SQLite's own objects left out."""
    return [
        (str(r[0]), str(r[1]), str(r[2]), r[3])
        for r in conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master "
            "WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        )
    ]


def _expected_schema() -> list[tuple[str, str, str, str | None]]:
    """The schema of a database made from nothing by :data:`MIGRATIONS` (in memory): what a
    database of :data:`SCHEMA_VERSION` must hold, CHECK constraints and all (a file with
    other tables, columns or checks is not ours, or damaged)."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for version in range(SCHEMA_VERSION):
            MIGRATIONS[version](conn)
        return _schema(conn)
    finally:
        conn.close()


def default_path() -> Path:
    """``data_dir()/statistics.sqlite3`` (not created here)."""
    return data_dir() / FILE_NAME


def default_folders() -> tuple[Path, Path]:
    """The folders :meth:`Stats.import_saves` reads by default: saves, then autosaves (a game
    in both is recorded with its save's name, which outlives autosave pruning)."""
    return saves_dir(), autosave_dir()


def name_key(name: str) -> str:
    """The key under which ``name`` is one player: NFC-normalised, surrounding white space
    removed, case folded ("Ann ", "ann" and "ANN" are one player; CJK names are unchanged)."""
    return unicodedata.normalize("NFC", name).strip().casefold()


def exact_key(name: str) -> str:
    """The key under which ``name``, exactly as written (NFC, surrounding white space
    removed, case kept), is a player of its own: made only for the second of two names in
    one game that differ only in case ("Ann" and "ann" at one table are two people; the
    later games of "ann" count for that second player). A control character (never in a
    name) starts it, so it is never a :func:`name_key`."""
    return "\x01" + unicodedata.normalize("NFC", name).strip()


def _check_name(name: str) -> str:
    """``name`` stripped; ValueError if empty, too long or holding control characters."""
    if not isinstance(name, str):
        raise ValueError("a player's name is text")
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise ValueError("a player's name cannot be empty")
    if len(name) > MAX_NAME_CHARS:
        raise ValueError(f"a player's name has at most {MAX_NAME_CHARS} characters")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in name):
        raise ValueError("a player's name cannot hold control characters")
    return name


def _utc_iso(text: str) -> str:
    """``text`` (ISO 8601, no offset = UTC) as UTC ``isoformat()`` (so that text order is
    time order). ValueError if it is not a date."""
    when = datetime.fromisoformat(text)
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC).isoformat()


def _moved_aside_name(folder: Path, reason: str) -> Path:
    """A free name ``statistics-<reason>-<UTC time>[-n].sqlite3`` in ``folder``."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    stem = Path(FILE_NAME).stem
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        candidate = folder / f"{stem}-{reason}-{stamp}{extra}.sqlite3"
        if not os.path.lexists(candidate):
            return candidate
    raise StatsError("unreadable", f"no free name to move the {reason} database aside")


def find_save(save_name: str, folders: Iterable[Path | str] | None = None) -> Path | None:
    """The file named ``save_name`` in the first of ``folders`` (default
    :func:`default_folders`) that holds one, or None. Folder entries are compared with the
    name; no path is built from it (a recorded name is never trusted as a path)."""
    for folder in default_folders() if folders is None else folders:
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name == save_name and entry.is_file():
                        return Path(entry.path)
        except OSError:
            continue
    return None


class _Damaged(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _is_damage(err: sqlite3.Error) -> bool:
    code = getattr(err, "sqlite_errorcode", None)
    return code in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


# ----------------------------------------------------------------------------- the database


class Stats:
    """An open statistics database. Use :meth:`open`; close with :meth:`close` or ``with``.

    ``path`` is its file; ``recovered`` a :class:`Recovery` when this open moved a damaged
    database aside (else None); ``is_new`` True when this open created the database (no file
    before, an empty one, or one moved aside). :attr:`needs_import` says whether the saves on disk still
    need to be imported (no import ran to its end yet).
    """

    def __init__(
        self, conn: sqlite3.Connection, path: Path, recovered: Recovery | None, is_new: bool
    ) -> None:
        self._conn = conn
        self.path = path
        self.recovered = recovered
        self.is_new = is_new

    # -- opening

    @classmethod
    def open(cls, path: Path | str | None = None) -> Stats:
        """The database at ``path`` (default :func:`default_path`; its folder is created),
        upgraded to :data:`SCHEMA_VERSION`; a damaged one is moved aside and a new one
        started (see the module docstring). Raises :class:`StatsError` (``busy``,
        ``unreadable``) when it cannot be opened without harming it."""
        path = Path(path) if path is not None else default_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise StatsError("unreadable", str(err)) from err
        try:
            conn, created = _open_checked(path)
            return cls(conn, path, None, created)
        except _Damaged as damage:
            moved_to = _moved_aside_name(path.parent, damage.reason)
            try:
                for suffix in ("-journal", "-wal", "-shm"):
                    side = Path(f"{path}{suffix}")
                    if os.path.lexists(side):
                        os.replace(side, f"{moved_to}{suffix}")
                os.replace(path, moved_to)
            except OSError as err:
                raise StatsError("unreadable", f"cannot move the database aside: {err}") from err
            try:
                conn, _ = _open_checked(path)
            except _Damaged as again:
                raise StatsError("unreadable", f"a new database is {again.reason}") from again
            return cls(conn, path, Recovery(damage.reason, moved_to), True)

    def close(self) -> None:
        """Close the database (further calls raise :class:`StatsError`)."""
        self._conn.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as err:
            raise _as_stats_error(err) from err

    # -- recording

    def record(
        self,
        match: Match,
        save_name: str | os.PathLike[str] | None = None,
        *,
        finished_at: str | None = None,
        duration_s: float | None = None,
    ) -> bool:
        """Record the finished ``match``; False (and nothing changed) when its ``match_id`` is
        already recorded. ``save_name``: the save file (only its name is kept);
        ``finished_at``: UTC ISO 8601 (default now); ``duration_s``: seconds played (default
        the match's ``play_seconds``; for a match without one, from a file older than save
        format 4, ``finished_at - created_at``, pauses included; None if that is not a date).

        Raises :class:`NotFinished` for a match that is not over, ValueError for a
        ``finished_at`` that is not a date, :class:`StatsError` when the database fails."""
        try:
            self._conn.execute("SAVEPOINT record")  # a transaction of its own, or nested
            try:
                added = _insert(self._conn, match, save_name, finished_at, duration_s)
            except BaseException:
                self._conn.execute("ROLLBACK TO record")
                self._conn.execute("RELEASE record")
                raise
            self._conn.execute("RELEASE record")
        except sqlite3.Error as err:
            raise _as_stats_error(err) from err
        return added

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """``with db.batch():`` the games recorded inside are written in one transaction (one
        disk sync instead of one per game; each :meth:`record` stays all or nothing). An
        exception leaving the block undoes them all. Raises :class:`StatsError` when the
        database fails, RuntimeError inside another batch or a :meth:`rebuild`."""
        if self._conn.in_transaction:
            raise RuntimeError("already inside a transaction")
        with self._transaction():
            yield

    @property
    def needs_import(self) -> bool:
        """True until :meth:`import_saves` or :meth:`rebuild` has run to its end once on this
        database (a cancelled or interrupted import leaves it True; importing again is
        harmless: recorded games are skipped)."""
        return not self._query("SELECT 1 FROM meta WHERE key = 'imported_at'")

    def is_recorded(self, match_id: str) -> bool:
        """True when a game with ``match_id`` is recorded."""
        return bool(self._query("SELECT 1 FROM games WHERE match_id = ?", (match_id,)))

    # -- players

    def players(self) -> list[Player]:
        """Every player with at least one recorded game, by name (case folded)."""
        rows = self._query(
            "SELECT p.id, p.name, COUNT(DISTINCT s.game) FROM players p "
            "JOIN seats s ON s.player_id = p.id GROUP BY p.id"
        )
        players = [Player(int(r[0]), str(r[1]), int(r[2])) for r in rows]
        return sorted(players, key=lambda p: (name_key(p.name), p.id))

    def player_id(self, name: str) -> int | None:
        """The player that ``name`` means (:func:`name_key`), or None."""
        rows = self._query("SELECT player_id FROM player_names WHERE key = ?", (name_key(name),))
        return int(rows[0][0]) if rows else None

    def rename_player(self, player_id: int, name: str) -> None:
        """Show ``player_id`` as ``name`` from now on; the old name still means this player
        (a later game under it counts here). Raises :class:`UnknownPlayer`,
        :class:`NameTaken` when ``name`` means another player, ValueError for an empty, too
        long or control-character name."""
        name = _check_name(name)
        key = name_key(name)
        with self._transaction():
            self._known(player_id)
            owner = self._conn.execute(
                "SELECT player_id FROM player_names WHERE key = ?", (key,)
            ).fetchone()
            if owner is not None and int(owner[0]) != player_id:
                raise NameTaken(int(owner[0]))
            self._conn.execute("UPDATE players SET name = ? WHERE id = ?", (name, player_id))
            self._conn.execute(
                "INSERT OR IGNORE INTO player_names (key, player_id) VALUES (?, ?)",
                (key, player_id),
            )

    def merge_players(self, source: int, target: int) -> None:
        """Make ``source`` part of ``target``: its games and names count for ``target`` (whose
        name stays); ``source`` is gone. Raises :class:`UnknownPlayer`, ValueError when both
        are the same."""
        if source == target:
            raise ValueError("a player cannot be merged into itself")
        with self._transaction():
            self._known(source)
            self._known(target)
            self._conn.execute(
                "UPDATE seats SET player_id = ? WHERE player_id = ?", (target, source)
            )
            self._conn.execute(
                "UPDATE player_names SET player_id = ? WHERE player_id = ?", (target, source)
            )
            self._conn.execute("DELETE FROM players WHERE id = ?", (source,))

    def _known(self, player_id: int) -> None:
        if (
            self._conn.execute("SELECT 1 FROM players WHERE id = ?", (player_id,)).fetchone()
            is None
        ):
            raise UnknownPlayer(player_id)

    def _transaction(self) -> _Transaction:
        return _Transaction(self._conn)

    def _begin(self) -> None:
        _run(self._conn, "BEGIN IMMEDIATE")

    def _commit(self) -> None:
        _run(self._conn, "COMMIT")

    # -- queries

    def figures(
        self,
        game_id: str | None = None,
        player_id: int | None = None,
        *,
        per_game: bool = False,
        totals: bool = False,
    ) -> list[Figures]:
        """Each player's :class:`Figures` over the games of ``game_id`` (None: all), only
        ``player_id``'s when given; with ``per_game`` one entry per player and game played
        (``Figures.game_id`` set), and with ``totals`` as well each player's entry over all
        those games (``game_id`` None: what a call without ``per_game`` gives; one query for
        both). Sorted by name, then game (a player's totals first)."""
        from farmhouse.core.ai import LEVELS

        rows = self._query(
            "SELECT s.game, g.game_id, s.player_id, s.kind, s.level, s.score, s.rank, p.name, "
            "s.hints, s.take_backs "
            "FROM seats s JOIN games g ON g.id = s.game LEFT JOIN players p ON p.id = s.player_id "
            "WHERE (?1 IS NULL OR g.game_id = ?1) ORDER BY g.finished_at, g.id, s.seat",
            (game_id,),
        )
        # game → [(level, rank)] of its AI seats; (player, group) → ordered best seat per game
        ais: dict[int, list[tuple[str, int]]] = {}
        mine: dict[tuple[int, str | None], dict[int, tuple[int, int, int, int]]] = {}
        names: dict[int, str] = {}
        for game, gid, pid, kind, level, score, rank, pname, hints, take_backs in rows:
            if kind == "ai":
                ais.setdefault(game, []).append((str(level), rank))
            if pid is None or (player_id is not None and pid != player_id):
                continue
            names[pid] = pname
            groups = [gid if per_game else None] + ([None] if per_game and totals else [])
            for group in groups:
                seen = mine.setdefault((pid, group), {})
                best = seen.get(game)
                if best is None or (rank, -score) < (best[0], -best[1]):
                    seen[game] = (rank, score, hints, take_backs)
        order = {level: i for i, level in enumerate(LEVELS)}
        result = []
        for (pid, gid), games in mine.items():
            ranks = [seat[0] for seat in games.values()]
            scores = [seat[1] for seat in games.values()]
            wins = streak = longest = 0
            for r in ranks:
                streak = streak + 1 if r == 1 else 0
                longest = max(longest, streak)
                wins += r == 1
            levels: dict[str, list[int]] = {}
            for game, (rank, *_) in games.items():
                met: dict[str, int] = {}
                for level, ai_rank in ais.get(game, ()):
                    met[level] = min(met.get(level, ai_rank), ai_rank)
                for level, best_ai in met.items():
                    tally = levels.setdefault(level, [0, 0, 0])
                    tally[0] += 1
                    tally[1] += rank == 1
                    tally[2] += rank < best_ai
            result.append(
                Figures(
                    player_id=pid,
                    name=names[pid],
                    game_id=gid,
                    games=len(ranks),
                    wins=wins,
                    win_rate=wins / len(ranks),
                    average_score=sum(scores) / len(scores),
                    best_score=max(scores),
                    longest_streak=longest,
                    hints=sum(seat[2] for seat in games.values()),
                    take_backs=sum(seat[3] for seat in games.values()),
                    against=tuple(
                        LevelRecord(level, *tally)
                        for level, tally in sorted(
                            levels.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])
                        )
                    ),
                )
            )
        return sorted(result, key=lambda f: (name_key(f.name), f.player_id, f.game_id or ""))

    def results(self, player_id: int, game_id: str | None = None) -> list[Result]:
        """``player_id``'s games (of ``game_id`` only, when given) oldest first, for a chart;
        a player in two seats of one game gets one result (the best rank and the best score
        of those seats)."""
        rows = self._query(
            "SELECT g.finished_at, g.game_id, MIN(s.rank), MAX(s.score), "
            "(SELECT COUNT(*) FROM seats t WHERE t.game = g.id), g.match_id "
            "FROM seats s JOIN games g ON g.id = s.game "
            "WHERE s.player_id = ?1 AND (?2 IS NULL OR g.game_id = ?2) "
            "GROUP BY g.id ORDER BY g.finished_at, g.id",
            (player_id, game_id),
        )
        return [
            Result(str(r[0]), str(r[1]), int(r[3]), int(r[2]), int(r[4]), str(r[5])) for r in rows
        ]

    def games(
        self, game_id: str | None = None, player_id: int | None = None, limit: int | None = None
    ) -> list[GameRecord]:
        """The recorded games, newest first: of ``game_id`` only and with ``player_id`` at the
        table only, when given; at most ``limit``."""
        rows = self._query(
            "SELECT id, match_id, game_id, options, created_at, finished_at, duration_s, moves, "
            "save_name FROM games g WHERE (?1 IS NULL OR game_id = ?1) AND (?2 IS NULL OR "
            "EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.player_id = ?2)) "
            "ORDER BY finished_at DESC, id DESC LIMIT ?3",
            (game_id, player_id, -1 if limit is None else limit),
        )
        if not rows:
            return []
        seats: dict[int, list[SeatRecord]] = {}
        marks = ",".join("?" * len(rows))
        for r in self._query(
            "SELECT game, seat, name, kind, level, player_id, score, rank, hints, take_backs "
            f"FROM seats WHERE game IN ({marks}) ORDER BY game, seat",
            [r[0] for r in rows],
        ):
            seats.setdefault(r[0], []).append(SeatRecord(*r[1:]))
        return [
            GameRecord(
                match_id=r[1],
                game_id=r[2],
                options=_options(r[3]),
                created_at=r[4],
                finished_at=r[5],
                duration_s=r[6],
                moves=r[7],
                save_name=r[8],
                seats=tuple(seats.get(r[0], ())),
            )
            for r in rows
        ]

    def game_counts(self) -> dict[str, int]:
        """Game id → number of recorded games of it, by game id."""
        rows = self._query("SELECT game_id, COUNT(*) FROM games GROUP BY game_id ORDER BY 1")
        return {str(r[0]): int(r[1]) for r in rows}

    def game_ids(self) -> list[str]:
        """The games with at least one recorded game, sorted (for the page's filter)."""
        return [str(r[0]) for r in self._query("SELECT DISTINCT game_id FROM games ORDER BY 1")]

    # -- import

    def import_saves(
        self,
        folders: Iterable[Path | str] | None = None,
        progress: Callable[[int, int], None] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Record the finished games among the ``*.farmhouse`` files of ``folders`` (default
        :func:`default_folders`; not recursive; a missing folder has none), each in its own
        transaction per :data:`IMPORT_BATCH` games. ``progress(done, total)`` is called after each file (and once with
        ``(0, total)``); ``cancel()`` is asked before each file and stops the import (what
        was recorded stays). Damaged files are listed by name, never raise; a save's
        ``saved_at`` is the game's finish time. Raises :class:`StatsError` when the database
        fails."""
        if self._conn.in_transaction:
            raise RuntimeError("already inside a transaction")
        try:
            return self._import(folders, progress, cancel, per_file=True)
        finally:
            if self._conn.in_transaction:  # an exception: keep the games recorded so far
                self._conn.execute("COMMIT")

    def rebuild(
        self,
        folders: Iterable[Path | str] | None = None,
        progress: Callable[[int, int], None] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Forget every recorded game and record those of the saves again (as
        :meth:`import_saves`), in one transaction: when cancelled or failing, nothing changed.
        Players, their names and merges are kept (games recorded without a save are lost)."""
        if self._conn.in_transaction:
            raise RuntimeError("already inside a transaction")
        self._begin()
        try:
            self._conn.execute("DELETE FROM seats")
            self._conn.execute("DELETE FROM games")
            report = self._import(folders, progress, cancel, per_file=False)
        except BaseException as err:
            self._conn.execute("ROLLBACK")
            if isinstance(err, sqlite3.Error):
                raise _as_stats_error(err) from err
            raise
        self._conn.execute("ROLLBACK" if report.cancelled else "COMMIT")
        return report

    def _import(
        self,
        folders: Iterable[Path | str] | None,
        progress: Callable[[int, int], None] | None,
        cancel: Callable[[], bool] | None,
        *,
        per_file: bool,
    ) -> ImportReport:
        from farmhouse.core import saves  # attrs, cattrs and the games: only when importing

        infos: list[Any] = []
        damaged: list[tuple[str, str]] = []
        for folder in default_folders() if folders is None else folders:
            found, errors = saves.scan_saves(folder)
            infos.extend(sorted(found, key=lambda i: i.path.name))
            damaged.extend((err.path.name, err.problem) for err in errors)
        total = len(infos) + len(damaged)
        done = len(damaged)
        counts = {"recorded": 0, "known": 0, "unfinished": 0}
        if progress:
            progress(done, total)
        cancelled = False
        pending = 0
        for info in infos:
            if cancel is not None and cancel():
                cancelled = True
                break
            if not info.finished:
                counts["unfinished"] += 1
            elif self._conn.execute(
                "SELECT 1 FROM games WHERE match_id = ?", (info.match_id,)
            ).fetchone():
                counts["known"] += 1
            else:
                try:
                    match = saves.load_match(info.path)
                except saves.SaveError as err:
                    damaged.append((info.path.name, err.problem))
                else:
                    if per_file and not self._conn.in_transaction:
                        self._begin()
                    added = self.record(match, info.path.name, finished_at=info.saved_at)
                    counts["recorded" if added else "known"] += 1
                    pending += 1
                    if per_file and pending >= IMPORT_BATCH:
                        self._commit()
                        pending = 0
            done += 1
            if progress:
                progress(done, total)
        if per_file and self._conn.in_transaction:
            self._commit()
        if not cancelled:
            now = datetime.now(UTC).isoformat()
            try:
                self._conn.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES ('imported_at', ?)", (now,)
                )
            except sqlite3.Error as err:
                raise _as_stats_error(err) from err
        return ImportReport(damaged=tuple(damaged), cancelled=cancelled, **counts)


class _Transaction:
    """``with``: BEGIN IMMEDIATE … COMMIT, ROLLBACK on an exception; sqlite3 errors become
    :class:`StatsError`."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def __enter__(self) -> None:
        _run(self._conn, "BEGIN IMMEDIATE")

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: Any
    ) -> None:
        try:
            self._conn.execute("ROLLBACK" if kind is not None else "COMMIT")
        except sqlite3.Error as failure:
            raise _as_stats_error(failure) from failure
        if isinstance(err, sqlite3.Error):
            raise _as_stats_error(err) from err


def _run(conn: sqlite3.Connection, sql: str) -> None:
    """Execute ``sql``; sqlite3 errors become :class:`StatsError`."""
    try:
        conn.execute(sql)
    except sqlite3.Error as err:
        raise _as_stats_error(err) from err


def _as_stats_error(err: sqlite3.Error) -> StatsError:
    if _is_damage(err):
        return StatsError("damaged", str(err))
    name = getattr(err, "sqlite_errorname", "")
    return StatsError(
        "busy" if name in ("SQLITE_BUSY", "SQLITE_LOCKED") else "unreadable", str(err)
    )


def _options(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _open_checked(path: Path) -> tuple[sqlite3.Connection, bool]:
    """A connection to ``path`` at :data:`SCHEMA_VERSION` (migrated if older), and whether
    the schema was created now (no file, or an empty one, before). Raises
    :class:`_Damaged` (with its reason) for a file that must be moved aside, StatsError for
    one that cannot be opened without harm."""
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    except sqlite3.Error as err:
        raise _as_stats_error(err) from err
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        created = version == 0
        if version > SCHEMA_VERSION:
            raise _Damaged("newer")
        check = conn.execute("PRAGMA quick_check").fetchall()
        if check != [("ok",)]:
            raise _Damaged("damaged")
        conn.execute("PRAGMA foreign_keys = ON")
        if version < SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            try:
                if version == 0 and _schema(conn):
                    raise _Damaged("foreign")
                while version < SCHEMA_VERSION:
                    MIGRATIONS[version](conn)
                    version += 1
                conn.execute(f"PRAGMA user_version = {int(version)}")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        if _schema(conn) != _expected_schema():
            raise _Damaged("foreign")
        _renumber_places(conn)
    except _Damaged:
        conn.close()
        raise
    except sqlite3.Error as err:
        conn.close()
        if _is_damage(err):
            raise _Damaged("damaged") from err
        raise _as_stats_error(err) from err
    return conn, created


def _renumber_places(conn: sqlite3.Connection) -> None:
    """Number the recorded ranks as :func:`farmhouse.core.game.places` does (1, 2, 2, 4),
    once per database (the ``places`` meta key): earlier versions recorded tied places as
    1, 2, 2, 3 (issue 18, tester 23's F8). Ranks already so numbered stay as they are."""
    if conn.execute("SELECT 1 FROM meta WHERE key = 'places'").fetchone() is not None:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        games: dict[int, list[tuple[int, int]]] = {}
        for game, seat, rank in conn.execute("SELECT game, seat, rank FROM seats"):
            games.setdefault(int(game), []).append((int(seat), int(rank)))
        changed = [
            (place, game, seat)
            for game, seats in games.items()
            for seat, rank in seats
            if (place := 1 + sum(other < rank for _, other in seats)) != rank
        ]
        conn.executemany("UPDATE seats SET rank = ? WHERE game = ? AND seat = ?", changed)
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('places', '1, 2, 2, 4')")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _insert(
    conn: sqlite3.Connection,
    match: Match,
    save_name: str | os.PathLike[str] | None,
    finished_at: str | None,
    duration_s: float | None,
) -> bool:
    """Insert ``match`` (inside the caller's transaction); see :meth:`Stats.record`."""
    outcome = match.outcome()
    if outcome is None:
        raise NotFinished(f"match {match.match_id} is not over")
    finished = _utc_iso(finished_at) if finished_at is not None else datetime.now(UTC).isoformat()
    if duration_s is None:
        duration_s = getattr(match, "play_seconds", None)
    if duration_s is None:
        try:
            start = datetime.fromisoformat(_utc_iso(match.created_at))
            duration_s = max(0.0, (datetime.fromisoformat(finished) - start).total_seconds())
        except ValueError:
            duration_s = None
    name = os.fspath(save_name) if save_name is not None else None
    name = Path(name).name if name else None
    cursor = conn.execute(
        "INSERT OR IGNORE INTO games (match_id, game_id, options, created_at, finished_at, "
        "duration_s, moves, save_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            match.match_id,
            match.game_id,
            json.dumps(serial.unstructure(match.options), sort_keys=True),
            match.created_at,
            finished,
            None if duration_s is None else float(duration_s),
            len(match.actions),
            name,
        ),
    )
    if cursor.rowcount == 0:
        return False
    game = cursor.lastrowid
    named: dict[int, str] = {}  # player → the exact name of its seat in this game
    place_of = places(outcome.ranking)  # (1, 2, 2, 4: as the game-over dialog numbers them)
    for seat, (info, score) in enumerate(zip(match.seats, outcome.scores, strict=True)):
        player = None
        if info.is_human and info.name is not None and info.name.strip():
            exact = unicodedata.normalize("NFC", info.name).strip()
            player = _player_for(conn, exact)
            if named.get(player, exact) != exact:  # "ann" beside "Ann": two people
                player = _player_for(conn, exact, exact_case=True)
            named.setdefault(player, exact)
        conn.execute(
            "INSERT INTO seats (game, seat, name, kind, level, player_id, score, rank, hints, "
            "take_backs) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game,
                seat,
                info.name,
                info.kind,
                info.level,
                player,
                int(score),
                place_of[seat],
                match.hints[seat],
                match.take_backs[seat],
            ),
        )
    return True


def _player_for(conn: sqlite3.Connection, name: str, exact_case: bool = False) -> int:
    """The player ``name`` means, made when new: the one known by exactly that name
    (:func:`exact_key`) if there is one, else by its :func:`name_key`; with ``exact_case``
    only the one known by exactly that name."""
    key = exact_key(name)
    row = conn.execute("SELECT player_id FROM player_names WHERE key = ?", (key,)).fetchone()
    if row is None and not exact_case:
        key = name_key(name)
        row = conn.execute("SELECT player_id FROM player_names WHERE key = ?", (key,)).fetchone()
    if row is not None:
        return int(row[0])
    player = conn.execute(
        "INSERT INTO players (name) VALUES (?)", (unicodedata.normalize("NFC", name).strip(),)
    ).lastrowid
    assert player is not None
    conn.execute("INSERT INTO player_names (key, player_id) VALUES (?, ?)", (key, player))
    return player
