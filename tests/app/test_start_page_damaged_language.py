"""A damaged file's reason on the start page follows a language switch (issue 18, tester 23's
F3): started in Japanese, the list read "⚠ … — 壊れたファイル：このファイルは Farmhouse の保存データでは
ありません"; after View › Language › English the line's frame turned English ("damaged file:")
but every reason stayed Japanese until a restart. The page keeps a file's error as its keys
and parameters and words it each time the line is shown."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtWidgets import QApplication

from farmhouse.app.board.linebreak import plain
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


@pytest.fixture
def window(start_window):
    return start_window  # (tests/app/conftest.py)


def write_damaged_files() -> None:
    """Four damaged files with four different reasons (one naming a rule option, one with a
    detail that has parameters)."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    match = Match.new("el_gaucho", [Seat("Ann"), Seat("Bob")], None, 9)
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    good = folder / "good.farmhouse"
    saves.save_match(match, good)
    data = json.loads(good.read_text(encoding="utf-8"))
    good.unlink()
    (folder / "list.farmhouse").write_text("[1, 2]", encoding="utf-8")
    (folder / "option.farmhouse").write_text(
        json.dumps({**data, "options": {**data["options"], "wish_in_diceless_round": "yes"}}),
        encoding="utf-8",
    )
    (folder / "newer.farmhouse").write_text(
        json.dumps({**data, "format_version": 99}), encoding="utf-8"
    )
    (folder / "lie.farmhouse").write_text(
        json.dumps({**data, "final_state_digest": "00" * 32}), encoding="utf-8"
    )


def damaged_lines(page) -> list[tuple[str, str]]:
    """(text, tooltip) of each line of the list."""
    return [
        (page.saved.item(i).text(), page.saved.item(i).toolTip()) for i in range(page.saved.count())
    ]


@pytest.mark.parametrize("first, then", [("ja", "en"), ("en", "zh_TW")])
def test_damaged_files_reasons_are_worded_again_after_a_language_switch(qtbot, window, first, then):
    write_damaged_files()
    window.set_language(first)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    before = damaged_lines(page)
    before_title = page.saved_title.text()
    assert len(before) == 4 and all(text.startswith("⚠") for text, _ in before)
    window.set_language(then)
    QApplication.processEvents()  # (the LanguageChange events)
    qtbot.waitUntil(lambda: page.saved_title.text() != before_title)
    after = damaged_lines(page)
    # A list freshly read in the new language says exactly the same.
    fresh = MainWindow(Settings(), window.translations)
    fresh.stats.started = True
    qtbot.addWidget(fresh)
    fresh.start_page.refresh()
    qtbot.waitUntil(lambda: not fresh.start_page.checking, timeout=20_000)
    assert sorted(after) == sorted(damaged_lines(fresh.start_page))
    if then == "en":
        for text, tip in after:
            assert not CJK.search(text + tip), (text, tip)
        joined = "\n".join(text for text, _ in after)
        assert "the file is not a Farmhouse saved game" in joined
        assert "has a value that is not allowed" in joined
        assert "newer version of Farmhouse" in joined
    else:
        for (text, tip), (old, old_tip) in zip(after, before, strict=True):
            assert text != old and tip != old_tip, text


@pytest.mark.parametrize(
    "lang, words", [("en", "unknown game “chess”"), ("ja", "不明なゲーム「chess」")]
)
def test_a_save_of_a_game_this_version_does_not_have_names_it_as_unknown(
    qtbot, window, lang, words
):
    """Tester 23's F12: a save whose game is not known was listed as "“unknown_game” ·
    chess · Ann, …": the bare id read as a game's name."""
    write_damaged_files()
    folder = saves.saves_dir()
    data = json.loads((folder / "lie.farmhouse").read_text(encoding="utf-8"))
    (folder / "unknown_game.farmhouse").write_text(
        json.dumps({**data, "game": "chess"}), encoding="utf-8"
    )
    window.set_language(lang)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    [line] = [t for t, _ in damaged_lines(page) if "unknown_game" in t]
    assert words in plain(line), line
    assert " · chess · " not in line
