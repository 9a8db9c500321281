"""How Wooly Bully presents itself in the app while its board is being built: announced on the
start page ("Coming soon"), not playable yet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_ui import GameUI
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """Translate ``text`` in the "WoolyBully" context."""
    return QCoreApplication.translate("WoolyBully", text)


def title() -> str:
    """The game's name."""
    return tr("Wooly Bully")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from the wolves."
    )


UI = GameUI(
    title=title,
    blurb=blurb,
    cover=resources_dir() / "wooly_bully" / "cover.svg",
    player_counts=range(2, 5),
)
