"""The app's remembered settings (language, AI speed, the hard AI's thinking time, window
geometry, recent files, each game's last seats and rule options).

Stored with QSettings in an INI file ``settings.ini`` inside the user data folder
(:func:`farmhouse.core.folders.data_dir`, which the env variable ``FARMHOUSE_DATA_DIR``
overrides), so tests and portable installs keep everything in one place.
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QByteArray, QSettings

from farmhouse.app.i18n import LANGUAGES, system_language
from farmhouse.core.folders import data_dir

#: AI speeds, slowest first: the pause in milliseconds after each AI move and the board's
#: animation-duration factor.
AI_SPEEDS: dict[str, tuple[int, float]] = {
    "slow": (1600, 1.5),
    "normal": (800, 1.0),
    "fast": (250, 0.5),
    "instant": (0, 0.0),
}

#: Thinking times of the ``hard`` AI a player can choose, in seconds per decision (the search's
#: budget; hints use it too), and the default.
HARD_TIMES: tuple[float, ...] = (0.5, 1.0, 3.0)
DEFAULT_HARD_TIME = 1.0

MAX_RECENT = 8
#: Most seats a remembered new game keeps (more than any game has).
MAX_REMEMBERED_SEATS = 8


class WindowPlacement(NamedTuple):
    """The main window's place: the top-left corner of its frame (``x``, ``y``: where Qt's
    ``move`` puts it, with or without a window manager), the size of its contents (``width``,
    ``height``) in its normal state, and whether it was ``maximized``. In pixels. (A named
    tuple, not attrs: this module is on the way to the first window.)"""

    x: int
    y: int
    width: int
    height: int
    maximized: bool = False

    def values(self) -> tuple[int, int, int, int, bool]:
        """The fields in the order of :data:`PLACEMENT_KEYS`."""
        return (self.x, self.y, self.width, self.height, self.maximized)


#: The settings keys of a :class:`WindowPlacement`, in the order of its fields.
PLACEMENT_KEYS: tuple[str, ...] = WindowPlacement._fields


class Settings:
    """Typed access to the settings file; every setter writes through at once."""

    def __init__(self) -> None:
        path = data_dir() / "settings.ini"
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def language(self) -> str:
        """The chosen language; on first run the system locale's closest app language."""
        value = str(self._qs.value("language", ""))
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, lang: str) -> None:
        self._qs.setValue("language", lang)

    @property
    def ai_speed(self) -> str:
        """One of :data:`AI_SPEEDS` (default ``"normal"``)."""
        value = str(self._qs.value("ai_speed", "normal"))
        return value if value in AI_SPEEDS else "normal"

    @ai_speed.setter
    def ai_speed(self, speed: str) -> None:
        if speed not in AI_SPEEDS:
            raise ValueError(f"unknown AI speed {speed!r}")
        self._qs.setValue("ai_speed", speed)

    @property
    def hard_time(self) -> float:
        """The ``hard`` AI's thinking time per decision in seconds, one of :data:`HARD_TIMES`
        (default :data:`DEFAULT_HARD_TIME`; anything else in the file reads as the default)."""
        try:
            value = float(self._qs.value("hard_time", DEFAULT_HARD_TIME))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return DEFAULT_HARD_TIME
        return value if value in HARD_TIMES else DEFAULT_HARD_TIME

    @hard_time.setter
    def hard_time(self, seconds: float) -> None:
        if seconds not in HARD_TIMES:
            raise ValueError(f"unknown thinking time {seconds!r}")
        self._qs.setValue("hard_time", float(seconds))

    @property
    def take_backs(self) -> bool:
        """Whether one person playing against AIs may take moves back (Undo, Ctrl+Z; on by
        default; anything but a false value in the file reads as on)."""
        value = self._qs.value("take_backs", True)
        return str(value).strip().lower() not in ("false", "0", "no", "off")

    @take_backs.setter
    def take_backs(self, on: bool) -> None:
        self._qs.setValue("take_backs", bool(on))

    @property
    def geometry(self) -> QByteArray | None:
        """The main window's geometry as an earlier version saved it (``saveGeometry``), or
        None: read once when no :attr:`placement` was saved yet."""
        value = self._qs.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @property
    def placement(self) -> WindowPlacement | None:
        """Where the main window was when it was closed last, or None."""
        values = [self._qs.value(f"window/{key}") for key in PLACEMENT_KEYS]
        try:
            x, y, width, height = (int(str(v)) for v in values[:4])
        except (TypeError, ValueError):
            return None
        maximized = str(values[4]).lower() in ("true", "1")
        if width <= 0 or height <= 0:
            return None
        return WindowPlacement(x, y, width, height, maximized)

    @placement.setter
    def placement(self, place: WindowPlacement) -> None:
        for key, value in zip(PLACEMENT_KEYS, place.values(), strict=True):
            self._qs.setValue(f"window/{key}", value)
        self._qs.remove("window/geometry")  # (the old way, superseded)

    @property
    def recent_files(self) -> list[Path]:
        """Saved games opened or saved by hand, most recent first (at most :data:`MAX_RECENT`)."""
        value = self._qs.value("recent_files", [])
        if isinstance(value, str):  # QSettings returns a lone entry as a plain string
            value = [value]
        items: list[str] = list(value) if isinstance(value, list) else []
        return [Path(v) for v in items if v]

    def add_recent(self, path: Path) -> None:
        """Put ``path`` at the top of the recent files."""
        path = Path(path).resolve()
        items = [path, *(p for p in self.recent_files if p != path)][:MAX_RECENT]
        self._qs.setValue("recent_files", [str(p) for p in items])

    def remove_recent(self, path: Path) -> None:
        """Forget ``path`` (a deleted file) in the recent files."""
        try:
            gone = {Path(path), Path(path).resolve()}
        except (OSError, RuntimeError):
            gone = {Path(path)}
        self._qs.setValue("recent_files", [str(p) for p in self.recent_files if p not in gone])

    def clear_recent(self) -> None:
        """Forget every recent file."""
        self._qs.setValue("recent_files", [])

    def last_setup(self, game_id: str) -> dict[str, Any] | None:
        """The seats and rule options of the last game of ``game_id`` started in Farmhouse
        (:meth:`remember_setup`), for the new-game dialog to offer again: ``{"seats":
        [{"name": str or None, "kind": "human" or "ai", "level": str or None}, ...],
        "options": {name: value}}``, only well-formed seats kept; None if there is none
        (or what is stored cannot be read)."""
        import json

        text = self._qs.value(f"new_game/{game_id}")
        try:
            data = json.loads(str(text)) if text is not None else None
        except ValueError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            return None
        seats = []
        for seat in data["seats"][:MAX_REMEMBERED_SEATS]:
            if not isinstance(seat, dict) or seat.get("kind") not in ("human", "ai"):
                return None
            name, level = seat.get("name"), seat.get("level")
            seats.append(
                {
                    "name": name if isinstance(name, str) and name.strip() else None,
                    "kind": seat["kind"],
                    "level": level if isinstance(level, str) else None,
                }
            )
        options = data.get("options")
        if not seats:
            return None
        return {"seats": seats, "options": options if isinstance(options, dict) else {}}

    def remember_setup(
        self, game_id: str, seats: list[dict[str, Any]], options: dict[str, Any]
    ) -> None:
        """Remember the seats (name, kind, level of each) and rule options of a game of
        ``game_id`` just started (never its seed): :meth:`last_setup`."""
        import json

        data = {"seats": seats, "options": options}
        self._qs.setValue(f"new_game/{game_id}", json.dumps(data, ensure_ascii=False))

    def sync(self) -> None:
        """Write pending changes to disk."""
        self._qs.sync()
