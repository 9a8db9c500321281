"""What the shell knows of a game before the game is loaded: its title, players, blurb, cover
and credit, found through the registry.

Each game's package has a small ``about`` module (``farmhouse.games.<id>.about``) that defines
``ABOUT = GameAbout(...)`` and imports nothing of the game's rules, texts or board, so that
the start page (a card per game), the About box and the saved-games list show every game
without loading any: a game's rules, texts and board load when that game is chosen, opened
or its rules are read (:mod:`farmhouse.app.game_ui`). A game without an ``about`` module (a
toy game a test registers) is described by its ``texts`` module and rules instead, loaded then.

Nothing here imports attrs, the core's game model or a game: this module is on the path to
the app's first window (``python -m benchmarks.startup``), which is why :class:`GameAbout`
is a named tuple rather than an attrs class or a dataclass (whose modules would cost that
window some 20 and 4 ms).
"""

# (No ``from __future__ import annotations`` here: a ``typing.NamedTuple`` compiles each
# annotation given as a string, on the way to the first window or a save's board.)

import importlib
import sys
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication

from farmhouse.core import registry

if TYPE_CHECKING:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLineEdit


def _no_text() -> str:
    return ""


class GameAbout(NamedTuple):
    """What a game says about itself, every text translated when called (in the game's own
    translation context).

    - ``title()``: the game's name; ``blurb()``: the start page's one or two sentences;
      ``credit()``: who designed and published the game (the About box), or "".
    - ``players``: the allowed numbers of players (the same as the rules' ``player_counts``;
      a test checks each game).
    - ``cover``: the cover picture (an SVG file), or None.
    """

    title: Callable[[], str]
    players: range
    blurb: Callable[[], str] = _no_text
    credit: Callable[[], str] = _no_text
    cover: Path | None = None


def _from_ui(game_id: str) -> GameAbout | None:
    """What the ``texts`` module's ``UI`` (and the rules, if any) of a game without an ``about`` module
    say of it, or None if it cannot be presented. Loads the game's presentation."""
    from farmhouse.app.game_ui import load_game_ui  # the game's presentation: not light

    try:
        ui = load_game_ui(game_id)
    except ImportError:
        return None
    if registry.is_playable(game_id):
        players = registry.get_game(game_id).player_counts
    elif ui.player_counts is not None:
        players = ui.player_counts
    else:
        return None
    return GameAbout(
        title=ui.title, players=players, blurb=ui.blurb, credit=ui.credit, cover=ui.cover
    )


def game_about(game_id: str) -> GameAbout | None:
    """What ``game_id`` says about itself (its package's ``about.ABOUT``; for a game without
    one, what its ``texts`` module and rules say), or None if the game is unknown or its module
    fails to import (files missing from the installation)."""
    try:
        name = f"{registry.package(game_id)}.about"
    except registry.UnknownGame:
        return None
    module = sys.modules.get(name)  # (asked often: spare the search for a loaded one)
    if module is None:
        if registry.module_name(game_id, "about") is None:
            texts = registry.module_name(game_id, "texts")
            return _from_ui(game_id) if texts is not None else None
        try:
            module = importlib.import_module(name)
        except ImportError:
            return None
    about = getattr(module, "ABOUT", None)
    return about if isinstance(about, GameAbout) else None


def game_title(game_id: str) -> str:
    """The translated title of ``game_id`` ("unknown game “chess”" if it cannot be presented:
    a save or a statistics line of a game this version does not have; tester 23's F12: the
    bare id read as the game's name)."""
    about = game_about(game_id)
    if about is not None:
        return about.title()
    #: A game this version of Farmhouse does not have (named by a save or the statistics):
    #: %1 is its id as the file writes it (e.g. "chess").
    return QCoreApplication.translate("GameUI", "unknown game “%1”").replace("%1", game_id)


def is_playable(game_id: str) -> bool:
    """True if ``game_id`` can be played in the app: it has rules and a presentation (its
    ``rules`` and ``texts`` modules exist; neither is loaded here)."""
    return registry.is_playable(game_id) and registry.module_name(game_id, "texts") is not None


def player_counts(game_id: str) -> range:
    """The allowed numbers of players of ``game_id`` (ValueError if nobody says)."""
    about = game_about(game_id)
    if about is None:
        raise ValueError(f"no player counts for game {game_id!r}")
    return about.players


def players_text(game_id: str) -> str:
    """E.g. "2–4 players", translated."""
    counts = player_counts(game_id)
    return (
        QCoreApplication.translate("GameUI", "%1–%2 players")
        .replace("%1", str(counts.start))
        .replace("%2", str(counts[-1]))
    )


def name_list(names: Sequence[str]) -> str:
    """Player names as a list in the current language: "Ann, Ben" in English, "安、班" in
    Chinese and Japanese (the list separator is a translated string, never joined in code)."""
    #: List separator between player names ("Ann, Ben"); 、 in Chinese and Japanese.
    return QCoreApplication.translate("GameUI", ", ").join(names)


def name_limit_text() -> str:
    """What a field where a player's name is typed says of it (its tooltip): "A name has at
    most 24 characters." (:data:`~farmhouse.core.game.MAX_TYPED_NAME`, the new-game
    dialog's limit and Statistics → Rename's; issue 18: the dialog stopped taking
    characters at 24 without a word, the rename took 64)."""
    from farmhouse.core.game import MAX_TYPED_NAME

    return QCoreApplication.translate(
        "GameUI", "A name has at most %n character(s).", "", MAX_TYPED_NAME
    )


def undrawable(text: str, font: "QFont") -> list[str]:
    """The characters of ``text`` (each once, in order) that no font of this computer draws,
    ``font`` or any Qt falls back to: Qt shows each as an empty box (its font's missing glyph,
    index 0). Emoji on a Linux system without an emoji font (Debian and Ubuntu:
    ``fonts-noto-color-emoji``), Thai without a Thai font. Marks, joiners, variation
    selectors and spaces (Unicode categories M, C, Z) are drawn with their neighbours and
    never listed."""
    from PySide6.QtGui import QTextLayout

    found = []
    for char in dict.fromkeys(text):
        if unicodedata.category(char)[0] in "MCZ":
            continue
        layout = QTextLayout(char, font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        if any(0 in run.glyphIndexes() for run in layout.glyphRuns()):
            found.append(char)
    return found


def name_tip(text: str, font: "QFont") -> str:
    """The tooltip of a field where a player's name ``text`` is typed in ``font``: its limit
    (:func:`name_limit_text`), and for characters this computer cannot draw
    (:func:`undrawable`: an emoji shown as an empty box, session 21's tester) that it has no
    font for them; the name is kept as typed (stored and shown unchanged)."""
    tip = name_limit_text()
    missing = undrawable(text, font)
    if missing:
        #: A name field's tooltip, under its limit, when the typed name holds characters no
        #: font of this computer draws (an emoji without an emoji font): %1 lists them.
        note = QCoreApplication.translate(
            "GameUI",
            "This computer has no font for %1: it shows as an empty box. The name is kept "
            "as typed.",
        )
        tip = f"{tip}\n{note.replace('%1', name_list(missing))}"
    return tip


def watch_name_field(edit: "QLineEdit") -> None:
    """Keep ``edit``'s tooltip :func:`name_tip` of the name typed in it, as it changes."""
    edit.textChanged.connect(lambda text: edit.setToolTip(name_tip(text, edit.font())))
    edit.setToolTip(name_tip(edit.text(), edit.font()))


def count_word(n: int) -> str:
    """The count ``n`` as it stands right before a counter in the current language: "2" in
    English and Japanese (2 horses, 馬2枚), a word in Chinese (兩張馬, 三張風景版塊: a small
    count written as a word, which needs no space beside the Chinese text around it, where
    「把2 張馬」 ran into 把). Counts from 1 to 9 have words; larger ones are digits."""
    #: The counts 1 to 9, separated by slashes, as each is written right before a counter
    #: (Chinese: 一/兩/三/…, as in 兩張馬; digits where the language writes digits).
    words = QCoreApplication.translate("GameUI", "1/2/3/4/5/6/7/8/9", "count words").split("/")
    return words[n - 1] if 1 <= n <= len(words) else str(n)


def seat_name(name: str | None, index: int) -> str:
    """What the app calls seat ``index`` (0-based) whose given name is ``name``: the name, or
    "Player N" (N = ``index`` + 1) in the current language when none was given (None)."""
    if name:
        return name
    #: The name of a player who was given none; %1 is the seat's number (1, 2, …).
    return QCoreApplication.translate("GameUI", "Player %1").replace("%1", str(index + 1))


def seat_names(names: Sequence[str | None]) -> list[str]:
    """:func:`seat_name` of each seat: the names to show, in seat order."""
    return [seat_name(name, index) for index, name in enumerate(names)]
