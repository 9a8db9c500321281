"""One window per game: a lock file for each game a window has open (issue 18, F1).

Two windows on one game (the same save opened twice from the command line, two starts
pressing *Continue*) wrote the same autosave after each of their moves: whichever moved last
erased the other's line of play without a word. While a window plays a game it holds a lock
on the game's ``match_id`` (its autosave) and, once it saved the game to a file, on that
file; a second window that asks for a lock held by another one is refused (:func:`lock_game`
answers None) and tells its player so.

The locks are :class:`QLockFile` files in ``<data folder>/locks/`` (``game-<match id>.lock``,
``file-<hash of the file's full path>.lock``). A lock of a process that no longer runs (a
crash, ``kill -9``) is stale: the next window takes it over, so no game is ever left
unopenable. Locks never go stale with age (:meth:`QLockFile.setStaleLockTime` 0): a game
played for hours stays locked. Where a lock file cannot be made at all (a read-only data
folder), the game opens unlocked, as it did before: the lock guards against a second window,
and must never keep the only one from its game.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QLockFile

from farmhouse.core.folders import data_dir
from farmhouse.core.hashes import sha256

log = logging.getLogger(__name__)


def locks_dir() -> Path:
    """The folder of the games' lock files (``<data folder>/locks``)."""
    return data_dir() / "locks"


def game_key(match_id: str) -> str:
    """The lock's key of the game whose ``match_id`` is given (its autosave's)."""
    return f"game-{match_id}"


def file_key(path: Path) -> str:
    """The lock's key of the save file at ``path`` (its full, resolved path hashed: the same
    file under two names is one key where the names resolve alike)."""
    try:
        full = str(Path(path).resolve())
    except (OSError, RuntimeError):
        full = str(Path(path).absolute())
    full = os.path.normcase(full)
    return "file-" + sha256(full.encode("utf-8", "surrogateescape")).hexdigest()[:32]


class GameLock:
    """The locks a window holds on the game it shows, by key (:func:`game_key`,
    :func:`file_key`); released by :meth:`release` (and when the object is deleted)."""

    def __init__(self, held: dict[str, QLockFile | None] | None = None) -> None:
        # key → its lock file (None: it could not be made, the game went on unlocked)
        self.held: dict[str, QLockFile | None] = dict(held or {})

    def keys(self) -> set[str]:
        """The keys held (or tried and found impossible to make)."""
        return set(self.held)

    def release(self, keep: set[str] | None = None) -> None:
        """Let go of every lock but those whose keys are in ``keep``."""
        for key in list(self.held):
            if keep is not None and key in keep:
                continue
            lock = self.held.pop(key)
            if lock is not None:
                lock.unlock()


def lock_game(keys: list[str], current: GameLock | None = None) -> GameLock | None:
    """The locks of ``keys`` (a lock ``current`` holds already is taken over from it), or None
    if another window (another Farmhouse process, or another window of this one) holds one of
    them: then nothing is taken. A lock that cannot be made (no such folder can be made, no
    permission) is logged and left out: the game is not refused for it. ``current`` keeps
    what it holds until its owner releases it (:meth:`GameLock.release` with the new lock's
    keys kept)."""
    held: dict[str, QLockFile | None] = {}
    taken: list[QLockFile] = []
    folder = locks_dir()
    for key in keys:
        if current is not None and key in current.held:
            held[key] = current.held[key]
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            log.warning("cannot make the folder of game locks %s: %s", folder, err)
            held[key] = None
            continue
        lock = QLockFile(str(folder / f"{key}.lock"))
        lock.setStaleLockTime(0)  # (only a dead process's lock is stale, never an old one)
        if lock.tryLock(0):
            held[key] = lock
            taken.append(lock)
        elif lock.error() == QLockFile.LockError.LockFailedError:
            for mine in taken:
                mine.unlock()
            return None
        else:
            log.warning("cannot lock the game %s: %s", key, lock.error())
            held[key] = None
    return GameLock(held)
