"""What Bye-Bye Black Sheep says about itself before it is loaded: its title, players, blurb, cover and
credit (the start page's card, the About box, the saved-games list). Imports nothing of the
game's rules, texts or board (see :mod:`farmhouse.app.game_about`); the game's texts use these
functions too.

Translated in the game's own context, "ByeByeBlackSheep", like its texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_about import GameAbout
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """``text`` translated in the context "ByeByeBlackSheep"."""
    return QCoreApplication.translate("ByeByeBlackSheep", text)


def title() -> str:
    """The game's name."""
    return tr("Bye-Bye Black Sheep")


def credit() -> str:
    """Who made the published game (the About box), as the rules reference credits it."""
    #: The About box: the game's designer and publisher.
    return tr(
        "Bye-Bye Black Sheep is a game by Torsten Landsvogt, published by Jolly Thinkers in 2017."
    )


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Pull cards from your rivals' hands to fill your zoo, but drawing a black sheep ends "
        "your turn."
    )


ABOUT = GameAbout(
    title=title,
    players=range(2, 6),  # the rules' player_counts (tests/app/test_start_fast.py checks it)
    blurb=blurb,
    credit=credit,
    cover=resources_dir() / "bye_bye_black_sheep" / "cover.svg",
)
