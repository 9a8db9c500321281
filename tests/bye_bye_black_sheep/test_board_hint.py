"""The hint on the Bye-Bye Black Sheep board: every legal action of positions from biased
random games rings the target a click would use — the hand to draw from, Stop or No, the
player the Eagle asks, the Mole's card, the zoo card the Magpie takes, the card to place."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections import Counter

import pytest

from farmhouse.games.bye_bye_black_sheep.board import create_board
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Decline,
    Draw,
    MolePick,
    Options,
    Place,
    Steal,
    Stop,
)

from .conftest import biased_game

pytestmark = pytest.mark.gui


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(980, 730)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def expected(action) -> tuple:
    """The target the first ring of ``action`` must be on (the item bound to it: the
    Eagle's player chip stands for that player's hand)."""
    if isinstance(action, Draw | AskEagle):
        return ("hand", action.target)
    if isinstance(action, Stop):
        return ("stop",)
    if isinstance(action, Decline):
        return ("decline",)
    if isinstance(action, MolePick):
        return ("mole", action.card)
    if isinstance(action, Steal):
        return ("zoo", action.victim, action.card)
    assert isinstance(action, Place)
    return ("own", action.card)


@pytest.mark.parametrize("players", [3, 5])
def test_every_legal_action_rings_the_target_a_click_would_use(qtbot, board, players):
    kinds: Counter[type] = Counter()
    names = [f"P{i}" for i in range(players)]
    shown = 0
    for seed in range(4):
        for before, _action, _after, _events in biased_game(players, Options(advanced=True), seed):
            if GAME.to_move(before) != 0:
                continue
            legal = GAME.legal_actions(before)
            board.show_view(GAME.view(before, 0), legal, [], names)
            board.set_interactive(True)
            for action in legal:
                kinds[type(action)] += 1
                assert board.show_hint(action, "Hint · 20%"), action
                first = board.hint_marks.rings[0].parentItem()
                assert first.data_value == expected(action)
                assert board.hint_marks.tags[0].text == "Hint · 20%"
                board.clear_hint()
            shown += 1
            if shown >= 30 * (seed + 1):
                break
    assert {Draw, Stop, Place, AskEagle, Steal, Decline} <= set(kinds)
