"""How El Gaucho presents itself in the app while its board is being built: announced on the
start page ("Coming soon"), not playable yet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_ui import GameUI
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """Translate ``text`` in the "ElGaucho" context."""
    return QCoreApplication.translate("ElGaucho", text)


def title() -> str:
    """The game's name."""
    return tr("El Gaucho")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr("Pick dice to send your gauchos after cattle and sell the finest herds.")


UI = GameUI(
    title=title,
    blurb=blurb,
    cover=resources_dir() / "el_gaucho" / "cover.svg",
    player_counts=range(2, 5),
)
