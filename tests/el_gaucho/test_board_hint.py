"""The hint on the El Gaucho board: every legal action of positions from random games rings
what a click would use — the tile, space, action area, gaucho, herd or button it goes to
(tagged with the hint's caption), the dice it takes from the roll ("take") or pays with
("pay"), the opening tiles it keeps."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections import Counter

import pytest

from farmhouse.games.el_gaucho import rules
from farmhouse.games.el_gaucho.board import create_board
from farmhouse.games.el_gaucho.choices import own_dice
from farmhouse.games.el_gaucho.rules import GAME, Options

from .conftest import random_game

pytestmark = pytest.mark.gui

_PAID = (rules.Stand, rules.Lie, rules.Raise, rules.Occupy)


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(980, 730)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def ringed_values(board, role: str) -> list:
    """The values of the ringed targets with ``role`` (dice: the values they show)."""
    out = []
    for ring in board.hint_marks.rings:
        item = ring.parentItem()
        if getattr(item, "role", None) == role:
            out.append(item.data_value[1])  # (the target's value: its data is the target)
    return out


def test_every_legal_action_rings_its_place_and_its_dice(qtbot, board):
    kinds: Counter[type] = Counter()
    shown = 0
    for before, _action, _after, _events in random_game(3, Options(), 21):
        if GAME.to_move(before) != 0:
            continue
        legal = GAME.legal_actions(before)
        view = GAME.view(before, 0)
        board.show_view(view, legal, [], ["Ann", "Bot", "Cy"])
        board.set_interactive(True)
        for action in legal[:40]:
            kinds[type(action)] += 1
            assert board.show_hint(action, "Hint · 30%"), action
            places = set(board.choices.spots(action))
            first = board.hint_marks.rings[0].parentItem()
            if not isinstance(action, rules.TakeDice | rules.Keep):
                assert first.data_value in places
            assert board.hint_marks.tags[0].text.startswith("Hint · 30%")
            if isinstance(action, rules.TakeDice):
                dice = [view.pool[k] for k in ringed_values(board, "pool_die")]
                assert sorted(dice) == sorted(action.dice)
            elif isinstance(action, _PAID):
                spendable = own_dice(view)
                dice = [spendable[k] for k in ringed_values(board, "die")]
                assert sorted(dice) == sorted(action.dice)
            elif isinstance(action, rules.Keep):
                assert sorted(ringed_values(board, "keep_tile")) == sorted(action.tiles)
            board.clear_hint()
        shown += 1
        if shown >= 25:
            break
    assert {rules.Keep, rules.TakeDice, rules.Stand, rules.EndTurn} <= set(kinds)


def covered_texts(board) -> list[str]:
    """The texts the board shows whose letters a hint tag covers (the tags' own left out;
    a line's letters: its box less the leading above and under them, 15 % each)."""
    from farmhouse.app.board.hint import HintTag

    tags = [tag.screen_rect(board) for tag in board.hint_marks.tags]
    out = []
    for t in board.shown_texts():
        if isinstance(t.item, HintTag) or isinstance(t.item.parentItem(), HintTag):
            continue
        letters = t.rect.adjusted(0, t.rect.height() * 0.15, 0, -t.rect.height() * 0.15)
        if any(tag.intersects(letters) for tag in tags):
            out.append(t.text)
    return out


@pytest.mark.parametrize("size", [(980, 730), (1500, 1000)])
def test_a_hint_tag_covers_no_text(qtbot, board, size):
    """Issue 14: the hint's tag lay over the "Round 1" heading and a steppe tile's number
    (Hidden cattle), the opening tiles' panel title and key line, the new tiles' numbers.
    For every legal action of a random game's first turns and of the new tiles (the
    tester's save), the tag covers no text the board shows."""
    from pathlib import Path

    from farmhouse.core.saves import load_match

    board.resize(*size)
    match = load_match(Path(__file__).parent / "fixtures" / "new_tiles_forced_sale.farmhouse")
    positions = [(match.view(0), match.legal_actions())]
    for before, _action, _after, _events in random_game(2, Options(), 5):
        if GAME.to_move(before) == 0:
            positions.append((GAME.view(before, 0), GAME.legal_actions(before)))
        if len(positions) >= 8:
            break
    for view, legal in positions:
        board.show_view(view, legal, [], ["Ann", "Bot"])
        board.set_interactive(True)
        for action in legal[:12]:
            assert board.show_hint(action, "Hint · 100%"), action
            assert covered_texts(board) == [], action
            board.clear_hint()


@pytest.mark.parametrize("size", [(950, 650), (980, 730), (1500, 1000)])
def test_a_hinted_steppe_tiles_ring_lies_outside_it_clear_of_its_value(qtbot, board, size):
    """Issue 18: Hidden cattle (EG-5.10) showed the steppe's tiles in a row 4 apart, so a
    hint's ring was drawn tight, on the tile's own edge, its halo over the first digit of
    the value ("11" read as "1"). The tiles lie two by two with room between them: at the
    board's size in a 1280 × 720 window and larger, the ring of every steppe tile is drawn
    around it, outside the tile and clear of its neighbours."""
    from farmhouse.games.el_gaucho.positions import build

    board.resize(*size)
    state = build(
        3,
        rows=["BK1 BK2 BK3", "BR1 BR2 BR3 BR4", "WH12 . WH8 ."],
        steppe=["RD3", "BK11", "WH4", "SP12"],
        areas={0: ["hidden_cattle"]},
        dice=[1, 1],
    )
    looking, _ = GAME.apply(state, rules.ActivateHiddenCattle())
    legal = GAME.legal_actions(looking)
    board.show_view(GAME.view(looking, 0), legal, [], ["Ann", "Bot", "Cy"])
    board.set_interactive(True)
    scale = board.transform().m11()
    takes = {a.tile: a for a in legal if isinstance(a, rules.HiddenTake)}
    assert set(takes) == {"RD3", "BK11", "WH4", "SP12"}
    for tile, action in takes.items():
        assert board.show_hint(action, "Hint · 55%"), action
        (ring,) = [
            r for r in board.hint_marks.rings if r.parentItem().data_value[0] == "steppe_tile"
        ]
        assert ring.parentItem().data_value == ("steppe_tile", tile)
        assert not ring.tight(scale), (tile, ring.room * scale)
        board.clear_hint()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dice_hints_tag_lies_above_or_below_the_roll_never_on_a_die(qtbot, board, lang, tmp_path):
    """Session 23's tester, F11: the tag of a hint to take the roll's first dice lay over the
    roll (「ヒント · 55% · 取る」 on dice 2–4, the ringed die's partner hidden): where its own
    place covers the roll's heading it now slides along the row, above or below it."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from farmhouse.app import i18n

    translator = QTranslator()
    if lang != "en":
        qm = tmp_path / f"{lang}.qm"
        assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{lang}.ts", qm)
        assert translator.load(str(qm))
        QCoreApplication.installTranslator(translator)
    try:
        board.resize(900, 600)  # (the board's room in a 1280 × 720 window, the side panel open)
        state = GAME.setup(4, Options(start_player="seat0"), 11)
        while not (state.to_move == 0 and len(state.pool) >= 4 and state.phase == "turn"):
            state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
        legal = GAME.legal_actions(state)
        board.show_view(GAME.view(state, 0), legal, [], ["Ann", "Bo", "Cy", "Di"])
        board.set_interactive(True)
        first = rules.TakeDice((state.pool[0], state.pool[1]))  # (the roll's first two dice)
        assert first in legal
        assert board.show_hint(first, "ヒント · 55%" if lang == "ja" else "Hint · 55%")
        qtbot.wait(50)
        (tag,) = board.hint_marks.tags
        shown = tag.screen_rect(board)
        port = board.viewportTransform()
        dice = [board.item_of(("pool_die", k)) for k in range(len(state.pool))]
        rects = [d.deviceTransform(port).mapRect(d.boundingRect()) for d in dice]
        for k, rect in enumerate(rects):
            inner = rect.adjusted(3, 3, -3, -3)  # (the die, not its glow)
            assert not shown.intersects(inner), (k, shown, rect)
        top, bottom = min(r.top() for r in rects), max(r.bottom() for r in rects)
        assert shown.bottom() <= top + 3 or shown.top() >= bottom - 3, (shown, top, bottom)
    finally:
        QCoreApplication.removeTranslator(translator)
