"""A damaged file's line on the start page names its file (issue 18, a tester's S3): at 1280 × 720 the
line of a finished save whose moves do not lead to its position was drawn "… · Bl… ·
2026-12-07 11:05 · 12 moves · finished — damaged file: the moves do not lead to the saved
position (the file was changed or damaged)": the file's name, the one thing a player needs
to know which file is damaged, was what gave way. The problem now gives way first (whole in
the line's tooltip), and the file's name always shows whole."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication

from farmhouse.app.start_page import DAMAGED_ROLE
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from tests.app import test_start_page_many
from tests.app.test_start_page_many import shown_lines

pytestmark = pytest.mark.gui

#: The start page's window in English, its statistics not importing (that file's fixture)
window = test_start_page_many.window


def write_damaged(stem: str) -> None:
    """A finished-looking Black Sheep save whose moves do not lead to its saved position."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 5)
    while len(match.actions) < 12:
        match.apply(match.legal_actions()[0])
    path = folder / f"{stem}.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(finished=True, final_state_digest="00" * 32)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (800, 600)])
def test_a_damaged_files_line_keeps_its_file_name_and_shortens_the_problem(
    qtbot, styled, window, lang, size
):
    write_damaged("finished_lie")
    styled(lang)
    window.translations.set_language(lang)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    for _ in range(20):
        QApplication.processEvents()
    view = page.saved
    [(whole, shown)] = shown_lines(page)
    assert "finished_lie" in whole
    assert metrics_fit(view, shown)
    assert "finished_lie" in shown, shown  # (the file's name whole)
    item = view.item(0)
    problem = item.data(DAMAGED_ROLE)[2]
    assert problem in item.toolTip()  # (the problem whole in the tooltip)
    if shown != whole:
        assert problem not in shown  # (the problem gave way)
        assert shown.endswith("…"), shown


def metrics_fit(view, text: str) -> bool:
    """True if ``text`` fits the list's width."""
    return view.fontMetrics().horizontalAdvance(text) < view.viewport().width()
