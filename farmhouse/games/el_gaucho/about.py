"""What El Gaucho says about itself before it is loaded: its title, players, blurb, cover and
credit (the start page's card, the About box, the saved-games list). Imports nothing of the
game's rules, texts or board (see :mod:`farmhouse.app.game_about`); the game's texts use these
functions too.

Translated in the game's own context, "ElGaucho", like its texts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from farmhouse.app.game_about import GameAbout
from farmhouse.paths import resources_dir


def tr(text: str) -> str:
    """``text`` translated in the context "ElGaucho"."""
    return QCoreApplication.translate("ElGaucho", text)


def title() -> str:
    """The game's name."""
    return tr("El Gaucho")


def credit() -> str:
    """Who made the published game (the About box), as the rules reference credits it."""
    #: The About box: the game's designer and publisher.
    return tr("El Gaucho is a game by Arve D. Fühler, published by Argentum Verlag in 2014.")


def blurb() -> str:
    """The start page's one-sentence description."""
    return tr("Pick dice to send your gauchos after cattle and sell the finest herds.")


ABOUT = GameAbout(
    title=title,
    players=range(2, 5),  # the rules' player_counts (tests/app/test_start_fast.py checks it)
    blurb=blurb,
    credit=credit,
    cover=resources_dir() / "el_gaucho" / "cover.svg",
)
