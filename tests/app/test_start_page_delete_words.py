"""Deleting an autosave asks in the words of its line (issue 18, tester 23's F4): the question
was about “790c951b70a14c9797e5ca2139ca2966.farmhouse”, a name the player never saw; their
line read "Autosave · Black Sheep · Ann, Player 2, … · 17:35 · 5 moves". It now names the
game, the players and the date, in every language; a file saved by hand is still named by
its file name, which is what its line shows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from farmhouse.app.board.linebreak import plain
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

HEX = "790c951b70a14c9797e5ca2139ca2966"


@pytest.fixture
def window(start_window):
    return start_window  # (tests/app/conftest.py)


#: (the game's title, the players' names as a list joined, the start of the question)
WORDS = {
    "en": (
        "Black Sheep",
        "Ann, Player 2, Cy",
        "Delete the autosave of Black Sheep (Ann, Player 2, Cy, ",
    ),
    "ja": (
        "ブラックシープ",
        "Ann、プレイヤー2、Cy",
        "ブラックシープの自動保存（Ann、プレイヤー2、Cy、",
    ),
    "zh_TW": ("黑羊", "Ann、玩家 2、Cy", "要刪除黑羊的自動儲存（Ann、玩家 2、Cy，"),
    "zh_CN": ("黑羊", "Ann、玩家 2、Cy", "要删除黑羊的自动保存（Ann、玩家 2、Cy，"),
}


@pytest.mark.parametrize("lang", list(WORDS))
def test_deleting_an_autosave_asks_about_its_game_players_and_date(qtbot, window, lang):
    match = Match.new("black_sheep", [Seat("Ann"), Seat(None), Seat("Cy")], None, 5)
    for _ in range(5):
        match.apply(match.legal_actions()[0])
    folder = saves.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{HEX}.farmhouse"
    saves.save_match(match, path)
    saves.save_match(match, saves.saves_dir() / "friday.farmhouse")
    window.set_language(lang)
    QApplication.processEvents()
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    texts = [page.saved.item(i).text() for i in range(page.saved.count())]
    row = next(i for i, entry in enumerate(page.entries) if entry.path.name == path.name)
    line = plain(texts[row])
    title, names, start = WORDS[lang]
    assert title in line and names in line
    page.saved.setCurrentRow(row)
    page.delete_button.click()
    box = page.delete_box
    assert box is not None and box.isVisible()
    question = plain(box.text())
    assert HEX not in question + box.informativeText(), question
    assert start in question, question
    date = line.split(" · ")[3]  # (game · players · date · moves)
    assert date in question, (date, question)
    box.button(QMessageBox.StandardButton.No).click()
    assert path.exists()
    # A file saved by hand: its line and its question name it.
    row = next(i for i, entry in enumerate(page.entries) if entry.path.name == "friday.farmhouse")
    page.saved.setCurrentRow(row)
    page.delete_button.click()
    assert "friday.farmhouse" in plain(page.delete_box.text())
    page.delete_box.button(QMessageBox.StandardButton.Yes).click()
    assert not (saves.saves_dir() / "friday.farmhouse").exists() and path.exists()
