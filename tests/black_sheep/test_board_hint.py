"""The hint on the Black Sheep board: for every legal move of real positions the board rings
exactly the pieces of that move — the viewer's side of its pasture (tagged with the hint's
caption and "play here"), its cards in the hand and the card it discards ("then discard");
a forced pass rings the Pass button — and takes the rings away again."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections import Counter

import pytest
import shiboken6

from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.black_sheep.board import create_board
from farmhouse.games.black_sheep.rules import Pass, Play
from tests.black_sheep.board_items import hand_cards, own_side, pass_button

pytestmark = pytest.mark.gui


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(980, 660)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def decisions(players: int, seed: int, count: int):
    """``count`` decisions of seat 0 from a random game: (match, its legal actions)."""
    match = Match.new("black_sheep", [Seat(f"P{i}") for i in range(players)], None, seed)
    rng = random.Random(seed)
    found = 0
    while not match.is_over and found < count:
        legal = match.legal_actions()
        if match.to_move == 0:
            yield match, legal
            found += 1
        match.apply(rng.choice(legal))


def ringed(board) -> list:
    return [ring.parentItem() for ring in board.hint_marks.rings]


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_move_rings_its_side_cards_and_discard(qtbot, board, players):
    seen_discard = False
    for match, legal in decisions(players, 11 + players, 6):
        view = match.view(0)
        board.show_view(view, legal, [], [f"P{i}" for i in range(players)])
        board.set_interactive(True)
        for action in legal:
            assert board.show_hint(action, "Hint · 55%")
            items = ringed(board)
            if isinstance(action, Pass):
                assert items == [pass_button(board)]
                continue
            assert isinstance(action, Play)
            assert items[0] is own_side(board, action.pasture)
            hand = hand_cards(board)
            cards = [view.hand[hand.index(i)] for i in items[1:]]
            expected = list(action.cards) + ([action.discard] if action.discard else [])
            assert Counter(cards) == Counter(expected) and len(set(map(id, items))) == len(items)
            tags = [t.text for t in board.hint_marks.tags]
            assert tags[0] == "Hint · 55% · play here"
            if action.discard is not None:
                seen_discard = True
                assert tags[-1] == "then discard"
            board.clear_hint()
            assert not board.hint_marks.rings and not board.hint_marks.tags
    assert seen_discard


def test_the_rings_follow_the_board_when_it_draws_its_hand_anew(qtbot, board):
    match, legal = next(decisions(2, 5, 1))
    board.show_view(match.view(0), legal, [], ["Ann", "Bot"])
    board.set_interactive(True)
    play = next(a for a in legal if isinstance(a, Play))
    board.show_hint(play, "Hint")
    board.resize(1200, 700)  # a new layout: the hand and the sides are drawn anew

    def ringed_anew() -> bool:
        rings = board.hint_marks.rings
        return bool(rings) and all(shiboken6.isValid(r) and r.scene() for r in rings)

    qtbot.waitUntil(ringed_anew)
    assert ringed(board)[0] is own_side(board, play.pasture)
    assert all(item.scene() is board.scene() for item in ringed(board))


@pytest.mark.parametrize("size", [(958, 660), (478, 540)], ids=["1280x720", "800x600"])
@pytest.mark.parametrize("lang", ["ja", "en", "zh_CN"])
def test_the_then_discard_tag_covers_no_text_a_player_reads(qtbot, board, translations, lang, size):
    """Issue 18: at 1280 × 720 the "then discard" tag under the card to discard covered the
    key line under the hand (Japanese) and the card's key number; it lies on the card's
    picture now: no text the board shows (the prompt, the keys, the card's value and key
    number, the piles' counts) is under it."""
    translations.set_language(lang)
    board.resize(*size)  # (the board's room in a 1280 × 720 or an 800 × 600 window)
    shown = 0
    for match, legal in decisions(2, 13, 12):
        board.show_view(match.view(0), legal, [], ["花子", "太郎"])
        board.set_interactive(True)
        for action in [a for a in legal if isinstance(a, Play) and a.discard is not None][:3]:
            assert board.show_hint(action, "Hint · 55%")
            tags = board.hint_marks.tags
            tag = tags[-1].screen_rect(board)
            own = {t.label.text() for t in tags}  # (as shown: maybe wrapped)
            under = [t.text for t in board.shown_texts() if t.rect.intersects(tag)]
            assert [t for t in under if t not in own] == []
            # no wider than the card it lies on, but for a word at 12 px a line (issue 18:
            # 115 px over three 45 px cards at 800 × 600)
            ring = tags[-1].ring
            card = ring.deviceTransform(board.viewportTransform()).mapRect(ring.drawn)
            assert tag.width() <= card.width() + 12, (tag, card)
            shown += 1
            board.clear_hint()
    assert shown >= 3


@pytest.mark.parametrize("players", [2, 4])
def test_at_the_discard_question_the_tag_lies_on_the_card_it_shows(qtbot, board, players):
    """Session 23, F1: a hint asked at the discard question (a card and a pasture picked) put
    its "then discard" tag on the "Keep all (K)" button, over its label (on the hand's card
    lying under the question's box): it lies on the card the question shows, and covers no
    text but its own."""
    seen = 0
    for match, legal in decisions(players, 11 + players, 10):
        board.show_view(match.view(0), legal, [], [f"P{i}" for i in range(players)])
        board.set_interactive(True)
        with_discard = [a for a in legal if isinstance(a, Play) and a.discard is not None]
        if not with_discard:
            continue
        path = board.choices.path_of(with_discard[0])
        for target in path[:-1]:
            board.pick(target)
        assert board.selection == tuple(path[:-1])
        keep = board.item_of(("keep",))
        assert keep is not None
        keep_rect = keep.deviceTransform(board.viewportTransform()).mapRect(keep.rect)
        for action in with_discard:
            last = board.choices.path_of(action)[-1]
            if board.choices.path_of(action)[:-1] != tuple(path[:-1]):
                continue
            assert board.show_hint(action, "Hint · 55%")
            tag = board.hint_marks.tags[-1]
            assert tag.text == "then discard"
            card = board.item_of(last)
            shown = card.deviceTransform(board.viewportTransform()).mapRect(card.boundingRect())
            rect = tag.screen_rect(board)
            assert shown.contains(rect.center()) and not rect.intersects(keep_rect)
            own = {t.label.text() for t in board.hint_marks.tags}
            under = [t.text for t in board.shown_texts() if t.rect.intersects(rect)]
            assert [t for t in under if t not in own] == []
            seen += 1
            board.clear_hint()
    assert seen >= 3
