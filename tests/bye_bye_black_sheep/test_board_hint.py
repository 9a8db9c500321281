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


def test_the_ring_round_another_players_hand_leaves_its_name_and_the_zoo_readable(qtbot, board):
    """Test 12 (ja 1920×1080, zh_CN 1280×720): the ring round another player's hand covered
    that player's name just above it and its tag a zoo card's number just below. Now the ring
    lies on the hand's edge and the tag on its bottom line's right end: the name's pixels stay
    as they were and the tag lies on no zoo card."""
    from farmhouse.app.board.linebreak import plain

    names = ["Peggy", "Gary", "Jyp", "Quigg", "Yogy"]  # (descenders: the lowest text)
    view = board.scene().views()[0]
    checked = 0
    for before, _action, _after, _events in biased_game(5, Options(advanced=True), 1):
        legal = GAME.legal_actions(before)
        if GAME.to_move(before) != 0 or not any(isinstance(a, Draw) for a in legal):
            continue
        board.show_view(GAME.view(before, 0), legal, [], names)
        board.set_interactive(True)
        qtbot.wait(10)
        for action in [a for a in legal if isinstance(a, Draw)]:
            owner = names[action.target]
            labels = [
                item
                for item in board.scene().items()
                if callable(getattr(item, "text", None))
                and isinstance(item.text(), str)
                and plain(item.text()) == owner
            ]
            assert labels, owner
            was = view.viewport().grab().toImage()
            assert board.show_hint(action, "Hint · 20%")
            now = view.viewport().grab().toImage()
            for label in labels:
                r = (
                    label.deviceTransform(view.viewportTransform())
                    .mapRect(label.boundingRect())
                    .toAlignedRect()
                )
                assert was.copy(r) == now.copy(r), owner
            tag = board.hint_marks.tags[0].screen_rect(view)
            for (seat, _kind), cards in board.drawn.zoo.items():
                for card in cards:
                    shown = card.deviceTransform(view.viewportTransform()).mapRect(
                        card.boundingRect()
                    )
                    assert not tag.intersects(shown), (owner, seat)
            board.clear_hint()
            checked += 1
        if checked >= 8:
            break
    assert checked >= 8
