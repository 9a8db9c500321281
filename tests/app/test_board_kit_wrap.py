"""The kit's wrapping when a piece that may not break is wider than its line: a ``soft``
cut splits no Latin word (the hint column's "Ent|er" in Japanese and Chinese)."""

from __future__ import annotations

import pytest

from farmhouse.app.board.text import fit_lines, text_width, wrap_lines

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(
    ("text", "before", "after"),
    [
        ("または Tab と Enter。", "または Tab と", "Enter。"),
        ("或用 Tab 與 Enter。", "或用 Tab 與", "Enter。"),
    ],
)
def test_a_soft_cut_splits_no_latin_word(qapp, text, before, after):
    width = text_width(text[:-3], 15, True)  # "… Tab と Enter" is one unbreakable phrase
    hard = wrap_lines(text, 15, width, True)
    assert _splits_a_word(hard)  # "Ent|er"
    soft = wrap_lines(text, 15, width, True, soft=True)
    assert not _splits_a_word(soft) and soft[-1] == after and before.endswith(soft[-2])
    assert "".join(soft).replace(" ", "") == text.replace(" ", "")
    assert fit_lines(text, 15, width, 3, True, soft=True)[1] == soft


def _splits_a_word(lines: list[str]) -> bool:
    def latin(c: str) -> bool:
        return c.isascii() and c.isalnum()

    return any(latin(a[-1]) and latin(b[0]) for a, b in zip(lines, lines[1:], strict=False))


def test_a_soft_cut_needs_a_place_to_cut(qapp):
    word = "Unbreakable"
    width = text_width(word[:6], 15, True)
    assert wrap_lines(word, 15, width, True, soft=True) == wrap_lines(word, 15, width, True)
