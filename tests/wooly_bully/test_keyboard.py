"""Wooly Bully played with key events only, through the real main window: 2 players and 4
players against the AI and a hot-seat game, to the end. Each decision goes through the kit's
keyboard mechanism (Tab / Shift+Tab to a target of the choice model, Enter to pick it) and
the game's own keys (R turns the held tile, F flips it); a hand-over is passed with Space on
its button. Nothing is clicked and no board method picks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.app.new_game import GameSetup
from farmhouse.core.game import Seat
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully.choices import FACE
from farmhouse.games.wooly_bully.rules import Hunter, Options, Place, Quit, Reveal, Wolf
from tests.app.keyplay import focus_by_keys
from tests.wooly_bully.test_window import make_window

pytestmark = pytest.mark.gui


def press(board, key, shift=False):
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(board, key, modifier)


def make_by_keys(board, action) -> None:
    """One decision by keys: each target of the action's path is reached with Tab /
    Shift+Tab and picked with Enter, except the face and turn of a tile: F and R until the
    held tile shows them."""
    path = board.choices.path_of(action)
    for target in path:
        if target[0] == FACE:
            for _ in range(10):
                if board.selection[1:2] == (target,):
                    break
                if board.carry.piece.face != target[1]:
                    press(board, Qt.Key.Key_F)
                else:
                    press(board, Qt.Key.Key_R)
            assert board.selection[1:2] == (target,), (board.selection, target)
            continue
        focus_by_keys(board, target)
        press(board, Qt.Key.Key_Return)


def choose(rng, legal, cells: int, seen: set[str]):
    """A varied policy: reveals, wolves and hunters, turned and flipped tiles, ends the
    turn, answers, and quits late."""
    reveals = [a for a in legal if isinstance(a, Reveal)]
    specials = [a for a in legal if isinstance(a, Wolf | Hunter)]
    places = [a for a in legal if isinstance(a, Place)]
    if reveals and "Reveal" not in seen:
        return rng.choice(reveals)
    if specials and rng.random() < 0.5:
        return rng.choice(specials)
    if places:
        turned = [a for a in places if a.rotation and a.face == 1]
        if turned and rng.random() < 0.5:
            return rng.choice(turned)
        return rng.choice(places)
    if cells > 24 and Quit() in legal and rng.random() < 0.4:
        return Quit()
    others = [a for a in legal if not isinstance(a, Quit)]
    return rng.choice(others or legal)


def play(qtbot, window, seed: int) -> set[str]:
    """Play every human decision of the window's match by keys until the game is over;
    returns the kinds of action made."""
    page = window.game_page
    board = page.board
    board.set_animation_speed(0)
    rng = Rng.from_seed(seed)
    seen: set[str] = set()
    decisions = 0
    while not window.match.is_over:
        qtbot.waitUntil(
            lambda: page.handover_shown or board.taking_choices() or window.match.is_over,
            timeout=20000,
        )
        if window.match.is_over:
            break
        if page.handover_shown:
            qtbot.waitUntil(lambda: page.hand_over.guard.armed, timeout=3000)
            QTest.keyClick(page.hand_over.button, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not page.handover_shown, timeout=5000)
            continue
        if not board.hasFocus():
            board.setFocus(Qt.FocusReason.OtherFocusReason)
            qtbot.waitUntil(board.hasFocus, timeout=2000)
        legal = list(board.legal)
        action = choose(rng, legal, len(board.view.board.cells), seen)
        done = len(window.match.actions)
        make_by_keys(board, action)
        qtbot.waitUntil(lambda d=done: len(window.match.actions) > d, timeout=10000)
        assert window.match.actions[done] == action
        seen.add(type(action).__name__)
        if isinstance(action, Place) and action.face == 1 and action.rotation:
            seen.add("turned and flipped")
        decisions += 1
        assert decisions < 400, "the game did not end"
    return seen


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_against_the_ai_by_keys_only(qtbot, translations, players):  # noqa: F811
    window = make_window(qtbot, translations, (1280, 720))
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, players)]
    window.start_setup(GameSetup("wooly_bully", seats, Options(), 20 + players))
    seen = play(qtbot, window, players)
    assert window.match.is_over
    assert {"Place", "EndTurn"} <= seen, seen
    assert {"Reveal", "Wolf", "Hunter", "Quit", "turned and flipped"} & seen, seen


def test_a_hot_seat_game_by_keys_only(qtbot, translations):  # noqa: F811
    window = make_window(qtbot, translations, (1280, 720))
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_setup(GameSetup("wooly_bully", seats, Options(), 31))
    seen = play(qtbot, window, 7)
    assert window.match.is_over
    assert {"Place", "EndTurn"} <= seen, seen


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_focus_ring_on_a_button_stays_off_the_buttons_round_it(qtbot, translations, lang):  # noqa: F811
    """Tester 23's F10: with the keyboard focus on End turn (E), its dashed ring was drawn
    across the labels of Reveal (V) and Wolf (W) above it. A button's ring (its white halo
    too) now stays within the middle of the gaps to the buttons round it."""
    from farmhouse.app.board.game_board import FOCUS_HALO

    assert translations.set_language(lang)
    window = make_window(qtbot, translations, (1280, 720))
    seats = [Seat("Ann"), Seat("Bo", "ai", "easy")]
    window.start_setup(GameSetup("wooly_bully", seats, Options(), 3))
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=10000)
    place = next(a for a in board.legal if isinstance(a, Place))
    done = len(window.match.actions)
    board.action_chosen.emit(place)
    qtbot.waitUntil(lambda: len(window.match.actions) > done and board.taking_choices())
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    focused = [t for t in board.focus_order() if t in {("end",), ("quit",)}]
    assert ("end",) in focused
    for target in focused:
        board.set_focus_target(target)
        reach = FOCUS_HALO / 2 / board.zoom
        ring = board.key_focus_rect().adjusted(-reach, -reach, reach, reach)
        drawn = board.mapFromScene(ring).boundingRect()
        for name, box in board.buttons.items():
            if (name,) != target and box.isVisible():
                face = box.deviceTransform(board.viewportTransform()).mapRect(box.rect)
                inside = face.adjusted(2, 2, -2, -2)  # (its border apart)
                assert not drawn.intersects(inside.toAlignedRect()), (target, name)
    window.game_page.controller.shutdown()
