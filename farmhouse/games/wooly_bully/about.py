"""What Wooly Bully says about itself before it is loaded: its title, players, blurb, cover and
credit (the start page's card, the About box, the saved-games list). Imports nothing of the
game's rules, texts or board (see :mod:`farmhouse.app.game_about`); the game's texts use these
functions too.

Translated in the game's own context, "WoolyBully", like its texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_about import GameAbout
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """``text`` translated in the context "WoolyBully"."""
    return QCoreApplication.translate("WoolyBully", text)


def title() -> str:
    """The game's name."""
    return tr("Wooly Bully")


def credit() -> str:
    """Who made the published game (the About box), as the rules reference credits it."""
    #: The About box: the game's designer and publisher.
    return tr(
        "Wooly Bully (La Guerre des Moutons) is a game by Philippe des Pallières, "
        "published by Asmodée in 2002."
    )


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Lay square tiles to fence in the biggest meadow of your secret sheep colour, safe from "
        "the wolves."
    )


ABOUT = GameAbout(
    title=title,
    players=range(2, 5),  # the rules' player_counts (tests/app/test_start_fast.py checks it)
    blurb=blurb,
    credit=credit,
    cover=resources_dir() / "wooly_bully" / "cover.svg",
)
