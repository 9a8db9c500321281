"""Black Sheep's discard step by keyboard and screen reader, in the real main window at
1280 × 720 (issue 19, the testers' finds): the key line names the keys of that step (the
cards to discard and K, not the pastures' A S D), a pasture's key says what a click on a
pasture says then, the focus ring of "Keep all" leaves "Esc: back" readable, and a screen
reader (the board's QAccessible children) hears the prompt and each corral count once and
a name for the discard pile and for each other player's hand."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from farmhouse.app.board.access import accessible_tree
from farmhouse.app.linebreak import plain
from farmhouse.games.black_sheep.rules import Play
from tests.app.keyplay import real_window
from tests.app.readable import visible_texts
from tests.black_sheep.test_board_in_window import played

pytestmark = pytest.mark.gui

PASTURE_KEYS = (Qt.Key.Key_A, Qt.Key.Key_S, Qt.Key.Key_D)


@pytest.fixture
def window(qtbot):
    with real_window(qtbot, size=(1280, 720)) as w:
        yield w


def at_the_discard_question(qtbot, window):
    """The human's board with a single card played by keys (its number, its pasture's key)
    where a discard is offered: the discard question is open."""
    window.start_match(played(3, 8))
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=5000)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=3000)
    action = next(a for a in board.legal if isinstance(a, Play) and a.discard and len(a.cards) == 1)
    QTest.keyClick(board, Qt.Key(Qt.Key.Key_1.value + board.view.hand.index(action.cards[0])))
    QTest.keyClick(board, PASTURE_KEYS[action.pasture])
    assert board.question.panel.items, "the discard question is open"
    return board, action


def key_line(board) -> str:
    drawn = board.table.layer["keys"].childItems()
    return " ".join(plain(p.text) for p in visible_texts(board) if p.item in drawn)


def test_the_key_line_of_the_discard_step_names_its_keys_not_the_pastures(qtbot, window):
    board, _ = at_the_discard_question(qtbot, window)
    offered = " ".join(str(i + 1) for i in board.choices.discards(board.selection))
    line = key_line(board)
    assert f"{offered} discard" in line and "K keep all" in line, line
    assert "A S D" not in line and "pastures" not in line, line
    QTest.keyClick(board, Qt.Key.Key_Escape)  # back to the pastures: their keys again
    assert "A S D pastures" in key_line(board)


def test_a_pastures_key_at_the_discard_step_says_what_to_do_and_changes_nothing(qtbot, window):
    board, _ = at_the_discard_question(qtbot, window)
    said: list[str] = []
    board.illegal_attempt.connect(said.append)
    picked = board.selection
    for key in PASTURE_KEYS:
        QTest.keyClick(board, key)
    assert board.selection == picked
    assert said == ["First answer the discard question (or press Esc)."] * 3  # (as a click)


def test_the_focus_ring_on_keep_all_leaves_esc_back_readable(qtbot, window):
    board, _ = at_the_discard_question(qtbot, window)
    assert board.focus_target == ("keep",)  # (the keyboard's focus moved on to the question)
    ring = board.key_focus_rect()
    words = board.question.panel.layer.childItems()
    note = next(
        i for i in words if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Esc: back"
    )
    box = board.question.panel.buttons[("keep",)].sceneBoundingRect()
    assert ring is not None and ring.contains(box) and ring.contains(note.sceneBoundingRect())


def test_a_screen_reader_hears_each_piece_once_and_every_pile_and_hand_by_name(qtbot, window):
    window.start_match(played(3, 30))  # own corral values shown under its animals
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=5000)
    names = [name for _, name, _, _ in accessible_tree(board)]
    counts = Counter(names)
    assert counts[board.banner_text()] == 1  # the prompt, as the board's headline only
    corrals = [n for n in names if "corral" in n]
    assert len(corrals) == 18 and len(set(corrals)) == 18  # 3 seats × 6 animals, once each
    assert any(": +" in n for n in corrals)  # (the known values are read with their count)
    view = board.view
    top = {"horse", "cow", "pig", "sheep", "chicken", "black sheep"}
    discard = [n for n in names if n.startswith(f"Discard: {len(view.discard)}, ")]
    assert len(discard) == 1 and discard[0].removesuffix(" on top").split(", ")[1] in top
    for seat in (1, 2):
        count = view.hand_sizes[seat]
        hand = f"{board.names[seat]}'s hand: {count} card{'s' if count != 1 else ''}"
        assert counts[hand] == 1, names
    assert counts["completion number"] == 0  # each token named by its number and side
    tokens = [n for n in names if n.startswith("completion number ")]
    assert len(tokens) == len(set(tokens))


def test_a_refusal_goes_from_the_status_bar_when_the_focus_moves_on(qtbot, window):
    """Issue 18: a refusal stayed in the status bar while the player moved on between
    targets with Tab or the arrows (only a pick took it away)."""
    window.start_match(played(3, 8))
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=5000)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=3000)
    bar = window.statusBar()
    for move in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Backtab):
        QTest.keyClick(board, Qt.Key.Key_A)  # a pasture before any card: refused
        assert bar.currentMessage() == "Choose one or two cards from your hand first."
        before = board.focus_target
        QTest.keyClick(board, move)
        assert board.focus_target != before and board.selection == ()
        assert bar.currentMessage() == ""


def test_a_screen_reader_tells_identical_cards_apart_and_hears_the_supply_together(qtbot, window):
    """Test 11 (fix11c): three chickens on one side were read "chicken, Bot 2's side of
    pasture I" three times, and the supply's counts were split by the player's corral in
    the reading order. Each card on a side says its place; the supply is read in one go."""
    at_the_discard_question(qtbot, window)
    board = window.game_page.board
    names = [name for _, name, _, _ in accessible_tree(board)]
    cards = [n for n in names if "side of pasture" in n and "completion" not in n]
    assert len(cards) >= 6 and len(set(cards)) == len(cards), cards
    assert "chicken, card 2 of 3, Bot 2's side of pasture I" in cards
    supply = [i for i, n in enumerate(names) if n.endswith(" in the supply")]
    assert len(supply) == 6 and supply == list(range(supply[0], supply[0] + 6)), names


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "zh_CN", "en"])
def test_the_keep_all_button_reads_on_one_line(qtbot, lang):
    """Test 11 (fix11c): 「すべて残す（K）」 broke before its key, "（K）" on a second line of
    the button (150 units wide for a 155-unit label; a wider button covered the deck or the
    secret task beside the panel): it says 「全部残す（K）」, the same in fewer characters,
    on one line (and so do the help and the key line)."""
    with real_window(qtbot, lang, size=(1280, 720)) as window:
        at_the_discard_question(qtbot, window)
        button = window.game_page.board.question.panel.buttons[("keep",)]
        [(_, size, rect)] = button.drawn_texts()
        assert rect.height() < 2 * size and button.rect.contains(rect), rect


def test_a_screen_reader_hears_each_name_with_its_corral_and_the_bonus_cards(qtbot, window):
    """Test 12: the own name was read between "Deck" and "Discard", far from the own
    corral, and "Bonus cards: 6 points each" was not read at all. Each seat's name comes
    right before its corral's animals; the bonus cards are heard with what they reward."""
    at_the_discard_question(qtbot, window)
    board = window.game_page.board
    tree = accessible_tree(board)
    names = [name for _, name, _, _ in tree]
    for i, seat in enumerate(window.game_page.controller.match.seats):
        at = names.index(seat.name)
        corral = "your corral" if i == board.view.seat else f"{seat.name}'s corral"
        assert names[at + 1].endswith(corral), names[at : at + 3]
    (told,) = [told for _, name, told, _ in tree if name == "Bonus cards: 6 points each"]
    assert told == "most of an animal · each complete set of all six"
