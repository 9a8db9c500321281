"""The game-over ranking names each score in the game's own unit when the game gives one."""

from __future__ import annotations

import attrs

from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.i18n import Translations
from farmhouse.core.game import Outcome

from .fakes import fake_ui


def test_the_game_over_ranking_uses_the_games_score_unit(qtbot):
    outcome = Outcome(scores=(146, 1), ranking=((0,), (1,)), winners=(0,))
    translations = Translations()
    translations.set_language("en")  # English plural forms: "1 point", "146 points"
    plain = GameOverDialog(outcome, ["Ann", "Bob"], fake_ui())
    qtbot.addWidget(plain)
    assert plain.ranking.text() == "1. Ann — 146 points\n2. Bob — 1 point"
    ui = attrs.evolve(fake_ui(), score_text=lambda n: f"{n} pesos")
    dialog = GameOverDialog(outcome, ["Ann", "Bob"], ui)
    qtbot.addWidget(dialog)
    assert dialog.ranking.text() == "1. Ann — 146 pesos\n2. Bob — 1 pesos"
