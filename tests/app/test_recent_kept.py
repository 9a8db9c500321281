"""Issue 18: "Since your last turn" keeps each seat's latest move whole before newer lines of
other kinds, on the boards' panel and on the hot-seat hand-over: the kit's choice of lines."""

from __future__ import annotations

from farmhouse.app.board.parts.recent import latest_of_each, newest


def test_each_owners_latest_line_is_kept():
    owners = [None, 1, 2, None, 1, None, 3, None]
    assert latest_of_each(owners) == [False, False, True, False, True, False, True, False]
    assert latest_of_each([]) == []


def test_the_hand_over_shows_the_kept_lines_first_then_the_newest_in_their_order():
    lines = [f"line {i}" for i in range(8)]
    keep = latest_of_each([None, 1, 2, None, 1, None, 3, None])  # (2, 4, 6 kept)
    assert newest(lines, 4, keep) == (["line 2", "line 4", "line 6", "line 7"], True)
    assert newest(lines, 2, keep) == (["line 4", "line 6"], True)  # (the newest kept ones)
    assert newest(lines, 8, keep) == (lines, False)
    assert newest(lines, 3) == (["line 5", "line 6", "line 7"], True)  # (none kept: newest)
    assert newest(lines, 0, keep) == ([], True)
