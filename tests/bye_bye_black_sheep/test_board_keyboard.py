"""A whole game of Bye-Bye Black Sheep played on the board with key events only: every
decision (draw, stop, the Eagle's player and species, the Mole's card, the Magpie's theft,
placing, the joker's species, the White Sheep, every "no") is made by moving the keyboard
focus with Tab (or the arrow keys) to each target of the action's path in the choice model
and pressing Enter or Space; the board emits exactly that action."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from farmhouse.games.bye_bye_black_sheep.board import create_board
from farmhouse.games.bye_bye_black_sheep.choices import ByeByeChoices
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Options, Phase

from .conftest import NAMES
from .test_board import choose

pytestmark = pytest.mark.gui


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(958, 733)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def play_by_keys(qtbot, board, model, action, rng) -> object:
    """Make ``action`` with keys only: for each target of its path, Tab (or →/↓) until the
    focus is on it, then Enter or Space. Returns what the board emitted."""
    path = model.path_of(action)
    with qtbot.waitSignal(board.action_chosen, timeout=2000) as blocker:
        for target in path:
            forward = rng.choice([Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down])
            for _ in range(80):
                if board.focus_target == target:
                    break
                qtbot.keyClick(board, forward)
            assert board.focus_target == target, (action, target)
            qtbot.keyClick(board, rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Space]))
    return blocker.args[0]


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 5, Options(joker=True)), (4, 9, Options(advanced=True, joker=True))],
)
def test_a_whole_game_is_played_with_keys_only(qtbot, board, players, seed, options):
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    events: list = []
    kinds: set[str] = set()
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        legal = list(GAME.legal_actions(state))
        board.show_view(view, legal, [e for e in events if e.visible_to(seat)], NAMES)
        action = choose(rng, state, legal)
        model = ByeByeChoices(view, GAME.legal_actions_in_view(view))
        assert play_by_keys(qtbot, board, model, action, rng) == action
        kinds.add(state.phase.value if len(model.path_of(action)) == 1 else "two steps")
        state, events = GAME.apply(state, action)
    assert GAME.outcome(state) is not None
    assert {"draw", "place", "two steps"} <= kinds, kinds
    assert Phase.OVER is state.phase
