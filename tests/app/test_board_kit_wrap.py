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


def test_a_soft_cut_keeps_an_apostrophe_in_its_word(qapp):
    """The label "Bartholomew Lee's dice" with the name kept whole: a soft cut never splits "Lee's"
    at its apostrophe (the dice tray showed "Bartholomew Lee'" / "s dice")."""
    name = "Bartholomew Lee"
    for text in (f"{name}'s dice", f"{name}\u2019s dice"):
        width = text_width(text[: len(name) + 1], 17, True) + 1  # ("Bartholomew Lee'" fits)
        hard = wrap_lines(text, 17, width, True, [name])
        assert "…" in hard[0] and name not in hard[0]  # (a hard wrap elides the name, never cuts)
        soft = wrap_lines(text, 17, width, True, [name], soft=True)
        assert not any(line.endswith(("'", "\u2019", "Lee")) for line in soft), soft
        assert not any(line.startswith(("'", "\u2019", "s")) for line in soft), soft


def test_a_whole_fit_shrinks_before_it_cuts_a_name(qapp):
    """``whole=True``: the label is shrunk to a size at which no name or word is cut (the
    plain fit takes a larger size and cuts the name's piece where it must)."""
    name = "Bartholomew Lee"
    text = f"{name}'s dice"
    width = text_width(f"{name}'s", 16, True) + 2  # (fits at 16, not at 17)
    size, lines = fit_lines(text, 17, width, 3, True, [name], 16)
    assert size == 17 and lines[0] != f"{name}'s"  # cut inside the name's piece
    size, lines = fit_lines(text, 17, width, 3, True, [name], 16, whole=True)
    assert size < 17 and lines == [f"{name}'s", "dice"]
    wide = fit_lines(text, 17, 10, 3, True, [name], 16, whole=True)  # (nothing fits whole)
    assert wide == fit_lines(text, 17, 10, 3, True, [name], 16)
