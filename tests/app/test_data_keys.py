"""The item data keys (``QGraphicsItem.setData(key, value)``) have one numbering, in
:mod:`farmhouse.app.board.data_keys`: no two keys share a number, and no code passes a bare
number (test 2, fix12b: ``text.PITCH`` and ``game_board.POINTER_ONLY`` were both 5, so the
"since your last turn" panel, a block with a pitch, was left out of what screen readers hear).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from farmhouse.app.board import game_board, text
from tests.app.test_game_board import shown_grid_board

ROOT = Path(__file__).resolve().parents[2]


def test_the_keys_the_kit_names_have_each_their_own_number():
    """The kit's keys, under the names boards import, are distinct numbers, and every key of
    the one numbering too (an alias with another's number would be the same key)."""
    named = {
        "text.PITCH": text.PITCH,
        "text.DECORATIVE": text.DECORATIVE,
        "text.UNWRAPPED": text.UNWRAPPED,
        "game_board.RING_PART": game_board.RING_PART,
        "game_board.POINTER_ONLY": game_board.POINTER_ONLY,
        "game_board.READING_GROUP": game_board.READING_GROUP,
    }
    by_number: dict[int, list[str]] = {}
    for name, key in named.items():
        by_number.setdefault(int(key), []).append(name)
    assert [names for names in by_number.values() if len(names) > 1] == []
    from farmhouse.app.board.data_keys import DataKey

    members = DataKey.__members__
    assert len({int(key) for key in members.values()}) == len(members)
    assert all(key in DataKey for key in named.values())


def _bare_numbers(path: Path) -> list[str]:
    """The ``setData(n, …)`` and ``data(n)`` calls in ``path`` whose key is a bare number."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("setData", "data")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, int)
        ):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_code_keeps_item_data_under_a_bare_number():
    """Every item data key comes from the one numbering (``DataKey``), in the app, the
    tests and the tools: a number written by hand could be another key's."""
    files = [p for part in ("farmhouse", "tests", "tools") for p in (ROOT / part).rglob("*.py")]
    assert len(files) > 100
    assert [hit for path in files for hit in _bare_numbers(path)] == []


@pytest.mark.gui
def test_a_block_with_a_pitch_is_heard_by_screen_readers(qtbot):
    """A wrapped block drawn at a fixed line pitch (the "since your last turn" panel's lines,
    their tooltip its accessible name) is listed for screen readers: its pitch is not read as
    the key that says "only for the pointer"."""
    board = shown_grid_board(qtbot)
    block = text.text_block(None, "Ann plays a cow.", QPointF(600, 400), 200, 16, pitch=20.0)
    block.setToolTip("Since your last turn: Ann plays a cow.")
    board.scene().addItem(block)
    names = [item.toolTip() for item, _ in board.accessible_items()]
    assert "Since your last turn: Ann plays a cow." in names
