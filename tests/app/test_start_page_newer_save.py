"""A save from a newer Farmhouse is not called damaged (issue 18, F6): the start page said
"⚠ future.farmhouse — damaged file: the file was saved by a newer version of Farmhouse",
which invites deleting a file that a newer Farmhouse opens. Its line says it needs a newer
version, in the list's own colour; a really damaged file keeps its words and its red."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from farmhouse.app.board.linebreak import plain
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

NEEDS_NEWER = {
    "en": "needs a newer version of Farmhouse",
    "ja": "新しいバージョンの Farmhouse が必要です",
    "zh_TW": "需要較新版本的 Farmhouse",
    "zh_CN": "需要较新版本的 Farmhouse",
}
DAMAGED = {
    "en": "damaged file",
    "ja": "壊れたファイル",
    "zh_TW": "檔案已損壞",
    "zh_CN": "文件已损坏",
}


@pytest.mark.parametrize("lang", list(NEEDS_NEWER))
def test_a_save_of_a_newer_version_is_listed_as_needing_it_not_as_damaged(
    qtbot, start_window, lang
):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 9)
    match.apply(match.legal_actions()[0])
    good = folder / "good.farmhouse"
    saves.save_match(match, good)
    data = json.loads(good.read_text(encoding="utf-8"))
    good.unlink()
    (folder / "future.farmhouse").write_text(
        json.dumps({**data, "format_version": 99}), encoding="utf-8"
    )
    (folder / "broken.farmhouse").write_text('{"format": "farmhouse-save", ', encoding="utf-8")
    start_window.set_language(lang)
    page = start_window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=20_000)
    items = {page.entries[r].path.name: page.saved.item(r) for r in range(len(page.entries))}
    future, broken = items["future.farmhouse"], items["broken.farmhouse"]
    assert NEEDS_NEWER[lang] in plain(future.text()), future.text()
    assert DAMAGED[lang] not in plain(future.text())
    assert future.data(Qt.ItemDataRole.ForegroundRole) is None  # (not the damaged red)
    assert DAMAGED[lang] in plain(broken.text())
    assert broken.foreground().color().name() == "#8e3421"
