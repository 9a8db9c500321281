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


def test_even_lines_split_a_label_too_wide_for_its_room_in_halves(qapp):
    """U4 (issue 18): a label too wide for its room wraps into lines as even as they can be
    (「ドロボウ」/「カササギ」 under Bye-Bye's Magpie), not a full line and a stub; one that
    fits stays one line, and no more lines are made than wrapping needs."""
    from farmhouse.app.board.text import even_lines

    name = "ドロボウカササギ"
    room = text_width(name, 19) * 0.75
    assert wrap_lines(name, 19, room) == ["ドロボウカサ", "サギ"]  # (what wrapping alone gives)
    assert even_lines(name, 19, room) == ["ドロボウ", "カササギ"]
    assert even_lines("Magpie", 19, room) == ["Magpie"]
    words = "one two three four five six seven"
    wide = text_width(words, 19) * 0.4
    lines = even_lines(words, 19, wide)
    assert len(lines) == len(wrap_lines(words, 19, wide)) and " ".join(lines) == words
    assert max(text_width(line, 19) for line in lines) <= wide


def test_wrapping_measures_each_line_only_as_far_as_it_fits(qapp, monkeypatch):
    """A line's last break point is found measuring its points in order up to the first that
    does not fit (issue 18: every later point was measured as well, for every line: a long
    text's wrapping measured its words some lines-times over); the lines are the same."""
    from farmhouse.app.board import text

    words = " ".join(f"word{i}" for i in range(60))
    expected = wrap_lines(words, 12, 150.0)
    measured: list[str] = []

    class Counted(text.QFontMetricsF):
        def horizontalAdvance(self, *args: object) -> float:  # noqa: N802 (Qt)
            measured.append(str(args[0]))
            return super().horizontalAdvance(*args)

    monkeypatch.setattr(text, "QFontMetricsF", Counted)
    assert wrap_lines(words, 12, 150.0) == expected
    points = len(words.split())
    assert len(expected) > 5
    # each point measured about once, and each line's rest once (before: ~points × lines / 2)
    assert len(measured) <= points + 2 * len(expected), len(measured)
