"""How Bye-Bye Black Sheep presents itself in the app while its board is being built: announced on the
start page ("Coming soon"), not playable yet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_ui import GameUI
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """Translate ``text`` in the "ByeByeBlackSheep" context."""
    return QCoreApplication.translate("ByeByeBlackSheep", text)


def title() -> str:
    """The game's name."""
    return tr("Bye-Bye Black Sheep")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends your turn."
    )


UI = GameUI(
    title=title,
    blurb=blurb,
    cover=resources_dir() / "bye_bye_black_sheep" / "cover.svg",
    player_counts=range(2, 6),
)
