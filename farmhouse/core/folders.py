"""The user's folders: where settings, saved games and autosaves live.

Kept apart from :mod:`farmhouse.core.saves` (which imports the game model, attrs and cattrs)
so that the app's settings find their file without loading any of that before the first
window is shown; :mod:`farmhouse.core.saves` offers the same functions.
"""

from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    """The user data folder: ``$FARMHOUSE_DATA_DIR`` if set and not empty, else the platform's
    (``~/.local/share/Farmhouse`` on Linux). Not created here."""
    override = os.environ.get("FARMHOUSE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs  # only without the override (tests, portable installs set it)

    return Path(platformdirs.user_data_dir("Farmhouse", appauthor=False))


def autosave_dir() -> Path:
    """Where autosaves are written: ``data_dir()/autosave``."""
    return data_dir() / "autosave"


def saves_dir() -> Path:
    """The default folder for games the user saves: ``data_dir()/saves``."""
    return data_dir() / "saves"


def cache_dir() -> Path:
    """The user cache folder, for what can always be made again (the start page's rendered
    covers): ``data_dir()/cache`` when ``$FARMHOUSE_DATA_DIR`` is set (tests, portable
    installs keep everything in one place), else the platform's (``~/.cache/Farmhouse`` on
    Linux). Not created here."""
    if os.environ.get("FARMHOUSE_DATA_DIR"):
        return data_dir() / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir("Farmhouse", appauthor=False))
