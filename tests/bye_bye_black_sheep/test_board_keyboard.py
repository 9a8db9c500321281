"""Bye-Bye Black Sheep by keyboard and screen reader, through the real main window and the
kit's keyboard mechanism: whole games (2 and 5 players against AIs, and a hot-seat game of
two people) played with key events only — Tab / Shift+Tab to each target on the action's
path in the choice model, Enter to pick it, Space on the hand-over button — and the
accessible tree of a mid-game board: every target and piece named with its place, and no
name or description revealing a card another seat holds hidden."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.app.board import access
from farmhouse.app.board.game_board import GameBoard
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.bye_bye_black_sheep import texts
from farmhouse.games.bye_bye_black_sheep.board import create_board
from farmhouse.games.bye_bye_black_sheep.rules import GAME, Options, Phase, Place
from tests.app.keyplay import path_of, pick_by_keys, play_by_keys, real_window

from . import board_hooks as hooks
from .conftest import NAMES, eagle_state, five_players, place_state

pytestmark = pytest.mark.gui

GAME_ID = "bye_bye_black_sheep"


@pytest.fixture
def window(qtbot):
    with real_window(qtbot) as window:
        yield window


def chooser(seed: int):
    """A random choice among the legal actions that draws more than it stops, so the games
    place cards, use specials and end (by triplets, the pile or stalling)."""
    rng = random.Random(seed)

    def choose(legal):
        draws = [a for a in legal if type(a).__name__ == "Draw"]
        if draws and rng.random() < 0.6:
            return rng.choice(draws)
        return rng.choice(list(legal))

    return choose


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (5, 9)])
def test_a_whole_game_against_ais_is_played_with_keys_only(qtbot, window, players, seed):
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)]
    options = Options(advanced=True, joker=True)
    window.start_match(Match.new(GAME_ID, seats, options, seed))
    assert isinstance(window.game_page.board, GameBoard)
    made = play_by_keys(qtbot, window, chooser(seed), timeout_ms=20000)
    assert made >= 3 and window.outcome is not None


def test_a_hot_seat_game_is_played_with_keys_only(qtbot, window):
    """Two people at one screen: the hand-over button is pressed with Space, every move is
    made with Tab / Shift+Tab and Enter; each seat's board shows only its own hand."""
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_match(Match.new(GAME_ID, seats, Options(joker=True), 3))
    page = window.game_page
    choose = chooser(3)
    made = handovers = 0
    while window.outcome is None:
        qtbot.waitUntil(
            lambda: (
                window.outcome is not None or page.handover_shown or page.board.taking_choices()
            ),
            timeout=10000,
        )
        if window.outcome is not None:
            break
        if page.handover_shown:
            button = page.hand_over.button
            qtbot.waitUntil(button.hasFocus, timeout=2000)
            qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3000)
            QTest.keyClick(button, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not page.handover_shown, timeout=2000)
            handovers += 1
            continue
        board = page.board
        if not board.hasFocus():
            board.setFocus(Qt.FocusReason.OtherFocusReason)
            qtbot.waitUntil(board.hasFocus, timeout=2000)
        seat = board.view.seat
        assert seat == window.match.to_move
        assert sorted(hooks.hand_cards(board)) == sorted(set(window.match.state.hands[seat]))
        done = len(window.match.actions)
        pick_by_keys(board, path_of(board, choose(board.legal)))
        qtbot.waitUntil(lambda d=done: len(window.match.actions) > d, timeout=10000)
        made += 1
        assert made < 600, "the game did not end"
    assert made > 10 and handovers >= 2


# ---------------------------------------------------------------- screen readers


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(958, 733)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def show(board, state, seat=0, names=NAMES):
    legal = GAME.legal_actions(state) if GAME.to_move(state) == seat else []
    board.set_recent([], seat)
    board.show_view(GAME.view(state, seat), legal, [], names)


def test_the_accessible_tree_names_every_target_with_its_place(qtbot, board):
    """Mid-game, placing: the hand cards by name, place and key, the others' hands by whose
    they are and their key, zoo cards by whose zoo, the watering hole's cards; a zoo card
    that cannot be taken is "unavailable" with the rules' reason; the headline says what to
    do."""
    state, _ = place_state()
    show(board, state)
    assert access.problems(board) == []
    tree = access.accessible_tree(board)
    names = [name for _, name, _, _ in tree]
    assert names[0].startswith("Place up to")  # the headline
    hand = [n for n in names if "— your hand (key " in n]
    assert len(hand) == len(set(state.hands[0]))
    assert any(n.startswith("Ben's hand (key 1)") for n in names)
    assert any(n.endswith("— your zoo") for n in names)
    assert any(re.search(r"— Ben's zoo$", n) for n in names) or not state.zoos[1]
    done = next(t for t in tree if t[1] in ("Done placing (N)", "Stop (S)"))
    assert "unavailable" not in done[3]
    refused = [t for t in tree if "unavailable" in t[3]]
    assert refused and all(t[2] for t in refused)  # each says why
    stop = [t for t in tree if "— Cleo's zoo" in t[1]]
    assert all("unavailable" in t[3] for t in stop)


def test_the_eagle_names_its_players_and_species(qtbot, board):
    state, events = eagle_state()
    show(board, state)
    names = [name for _, name, _, _ in access.accessible_tree(board)]
    assert "Cleo's hand (key 2)" in names
    assert "goat — a species the Eagle may ask for" in names
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("hand", 1)
    focused = [t for t in access.accessible_tree(board) if "focused" in t[3]]
    assert [t[1] for t in focused] == ["Ben's hand (key 1)"]


def _hidden_kinds(state, viewer: int) -> set[str]:
    """The names of the card kinds only other seats hold, unknown to ``viewer``: no text the
    viewer's board gives a screen reader may name them."""
    view = GAME.view(state, viewer)
    public: set[int] = set(view.hand) | set(view.wh)
    for seat in range(view.players):
        public |= set(view.zoos[seat]) | set(view.known[seat])
    hidden = {k for seat, hand in enumerate(state.hands) if seat != viewer for k in hand}
    return {texts.kind_name(k) for k in hidden - public}


def test_hidden_hands_never_reach_the_accessible_tree_in_hot_seat(qtbot, board):
    """Hot-seat on one board: Ann's view, then Ben's, then Cleo's. Nothing a screen reader
    reads (names, descriptions) names a card that only another seat holds unknown to the
    seat at the screen — not from the view shown, nor from the views shown before."""
    state = five_players()
    for seat in (0, 1, 2, 0):
        show(board, state, seat=seat)
        hidden = _hidden_kinds(state, seat)
        assert hidden, seat  # the test can fail: there are hidden cards to leak
        spoken = "\n".join(f"{n}\n{d}" for _, n, d, _ in access.accessible_tree(board))
        leaked = {k for k in hidden if re.search(rf"(^|\n){re.escape(k)} —", spoken)}
        assert leaked == set(), (seat, leaked)
        own = {texts.kind_name(k) for k in state.hands[seat]}
        for kind in own - {texts.kind_name(k) for k in GAME.view(state, seat).zoos[seat]}:
            assert f"{kind} — your hand" in spoken, (seat, kind)


def test_a_whole_two_player_game_on_the_board_by_tab_and_enter(qtbot, board):
    """Every decision of a seeded 2-player game (both seats at this board) made by Tab /
    Shift+Tab and Enter; the focus ring is on the focused target at each pick."""
    rng = random.Random(5)
    choose = chooser(5)
    state = GAME.setup(2, Options(joker=True), 5)
    board.setFocus()
    kinds: set[str] = set()
    moves = 0
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        board.show_view(GAME.view(state, seat), legal, [], NAMES[:2])
        action = choose(legal) if rng.random() < 0.9 else legal[-1]
        with qtbot.waitSignal(board.action_chosen, timeout=2000) as blocker:
            pick_by_keys(board, path_of(board, action))
        assert blocker.args == [action]
        kinds.add(state.phase.value if len(path_of(board, action)) == 1 else "two steps")
        if isinstance(action, Place) and action.declare is not None:
            kinds.add("joker")
        state, _ = GAME.apply(state, action)
        moves += 1
    assert moves > 20 and {"draw", "place"} <= kinds and state.phase is Phase.OVER
