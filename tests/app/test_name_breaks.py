"""A player's name too wide for a line is broken at the same places every time (issue 18,
"No text in the app breaks inside a player's name"): wherever it is shown (the side panel's
seat list and turn banner, the board kit's plates), from one call to the next, after other
calls in between (another board made, other names kept, another language), and in every
process; never with its first or last character alone on a line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont

from farmhouse.app.board import linebreak
from farmhouse.app.board.linebreak import WORD_JOINER, keep_names, keep_terms, kept_names
from farmhouse.app.board.text import name_lines as kit_name_lines
from farmhouse.app.name_fit import name_in_pieces
from farmhouse.app.name_fit import name_lines as shell_name_lines

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
#: The longest name the new-game dialog takes, in kana (as tools/screenshot.py --names long).
KANA = "ながいなまえのプレイヤーさんですよろしくおねがい"
#: A name holding one of Wooly Bully's terms (村の広場, kept whole on its board).
VILLAGE = "村の広場のタイル職人さんとなかよしのおじいさん"


def other_calls() -> list[tuple[str, object]]:
    """Calls that change the line breaker's state between two breaks of one name: the terms
    of each game's board (the board made last gives them), other players' names, another
    app language."""
    from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE as BYE_BYE
    from farmhouse.games.el_gaucho.texts import KEEP_WHOLE as GAUCHO
    from farmhouse.games.wooly_bully.texts import KEEP_WHOLE as WOOLY

    return [
        ("Wooly Bully's board", lambda: keep_terms(WOOLY)),
        ("El Gaucho's board", lambda: keep_terms(GAUCHO)),
        ("Bye-Bye's board", lambda: keep_terms(BYE_BYE)),
        ("no board", lambda: keep_terms(())),
        ("other names", lambda: keep_names(["なが", "おねがい", "Bot 5"])),
        ("these names", lambda: keep_names([KANA, VILLAGE, KANA[:-1] + "1"])),
        ("Chinese", lambda: linebreak.set_language("zh_TW")),
        ("Japanese", lambda: linebreak.set_language("ja")),
    ]


def pieces(text: str) -> list[str]:
    """A name as :func:`name_in_pieces` gives it, cut where Qt may break it (no word joiner)."""
    out = [""]
    for a, b in zip(text, text[1:] + " ", strict=True):
        if a != WORD_JOINER:
            out[-1] += a
        if a != WORD_JOINER and b != WORD_JOINER and b != " ":
            out.append("")
    return [p for p in out if p] if WORD_JOINER in text else [text]


@pytest.mark.parametrize("name", [KANA, VILLAGE])
def test_a_name_breaks_at_the_same_places_whatever_came_before(qapp, name):
    """The seat list's and the banner's pieces of a name (name_in_pieces), and the kit's
    lines of it, are the same after each of :func:`other_calls` as at first. Before, a name
    was broken with the game's terms of the board made last (「村の|広場の|…」, and after Wooly
    Bully's 「村の広場の|…」) and in the app's language (a kana name had no place to break in a
    Chinese app: the seat list shortened it, the board broke it)."""
    linebreak.set_language("ja")
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    first = name_in_pieces(name)
    kit = kit_name_lines(name, 14, 150, most=4)
    changed = []
    for what, call in other_calls():
        call()  # type: ignore[operator]
        again = name_in_pieces(name)
        if again != first:
            changed.append((what, pieces(first), pieces(again)))
        lines = kit_name_lines(name, 14, 150, most=4)
        if lines != kit:
            changed.append((what, kit, lines))
    assert changed == []


def test_a_kana_name_breaks_between_phrases_never_leaving_a_character_alone(qapp):
    """The 24-kana name breaks between its phrases, the same in the side panel as on the
    board, never with 「い」 or 「な」 alone (the phrase model cuts 「おねが|い」「なが|い」)."""
    linebreak.set_language("ja")
    got = pieces(name_in_pieces(KANA))
    assert "".join(got) == KANA and len(got) >= 3, got
    assert all(len(p) >= 2 for p in (got[0], got[-1])), got
    assert got[-1].endswith("おねがい"), got
    kit = kit_name_lines(KANA, 14, 120, most=6)  # (narrow: a line per phrase or so)
    cuts = {len("".join(kit[: i + 1])) for i in range(len(kit) - 1)}
    allowed = {len("".join(got[: i + 1])) for i in range(len(got) - 1)}
    assert cuts <= allowed, (kit, got)


def test_the_seat_lists_name_is_the_same_text_after_other_boards(qapp):
    """The seat list's name text for a long name at its width (name_fit.name_lines, as a
    SeatLine asks for it) is the same after each of :func:`other_calls`."""
    linebreak.set_language("ja")
    font = QFont()
    font.setPixelSize(13)
    template = linebreak.keep_words("%1（CPU・ふつう）")
    first = shell_name_lines(template, VILLAGE, font, 236, True, 236)
    for what, call in other_calls():
        call()  # type: ignore[operator]
        assert shell_name_lines(template, VILLAGE, font, 236, True, 236) == first, what


def test_the_kept_names_have_one_order_in_every_process():
    """Five names of 24 characters each, kept whole (keep_names): their order was a set's,
    so it changed with the process's string hashes (which name a too-wide line shortened
    first, or kept whole where two met). The same order in-process whatever the order given,
    and in processes with other hash seeds."""
    names = [KANA] + [KANA[:-1] + str(i) for i in range(1, 5)]
    keep_names(names)
    order = kept_names()
    keep_names(list(reversed(names)))
    assert kept_names() == order
    script = (
        "from farmhouse.app.board.linebreak import keep_names, kept_names\n"
        f"keep_names({names!r})\n"
        "print('|'.join(kept_names()))\n"
    )
    seen = set()
    for seed in ("0", "1", "2", "3", "4", "5"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, text=True
        )
        assert out.returncode == 0, out.stderr
        seen.add(out.stdout.strip())
    assert seen == {"|".join(order)}
