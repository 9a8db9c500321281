"""What Black Sheep says about itself before it is loaded: its title, players, blurb, cover and
credit (the start page's card, the About box, the saved-games list). Imports nothing of the
game's rules, texts or board (see :mod:`farmhouse.app.game_about`); the game's texts use these
functions too.

Translated in the game's own context, "BlackSheep", like its texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_about import GameAbout
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """``text`` translated in the context "BlackSheep"."""
    return QCoreApplication.translate("BlackSheep", text)


def title() -> str:
    """The game's name."""
    return tr("Black Sheep")


def credit() -> str:
    """Who made the published game (the About box), as the rules reference credits it."""
    #: The About box: the game's designer and publisher.
    return tr("Black Sheep is a game by Reiner Knizia, published by Fantasy Flight Games in 2008.")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr(
        "Play animal cards to three pastures and win the best herds, "
        "but watch out for the black sheep."
    )


ABOUT = GameAbout(
    title=title,
    players=range(2, 5),  # the rules' player_counts (tests/app/test_start_fast.py checks it)
    blurb=blurb,
    credit=credit,
    cover=resources_dir() / "black_sheep" / "cover.svg",
)
