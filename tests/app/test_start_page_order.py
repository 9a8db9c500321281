"""The order of the start page's "Your games": the games that open come first, newest first,
saved and autosaved together; the damaged files after them, also those found damaged only
by the full check (issue 18)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


@pytest.fixture
def window(start_window):
    return start_window  # (tests/app/conftest.py)


def write(path: Path, minutes: int, digest: str | None = None) -> None:
    """A short Black Sheep game saved at ``path``, ``minutes`` after a fixed start."""
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bob")], None, 9)
    while len(match.actions) < 4:
        match.apply(match.legal_actions()[0])
    data = saves.match_to_data(match)
    data["saved_at"] = (datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=minutes)).isoformat()
    if digest is not None:
        data["final_state_digest"] = digest  # the header reads; opening would refuse it
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(saves.dumps(data), encoding="utf-8")


def test_the_games_that_open_come_first_newest_first_and_damaged_files_after(qtbot, window):
    named, auto = saves.saves_dir(), saves.autosave_dir()
    write(named / "Friday.farmhouse", 2)
    write(auto / "a1.farmhouse", 1)
    write(auto / "a3.farmhouse", 3)
    write(named / "late but bad.farmhouse", 9, digest="0" * 64)  # damaged on the full check
    for name in ("aa broken", "ab broken"):  # damaged at the header, named before the rest
        (named / f"{name}.farmhouse").write_text("{not json", encoding="utf-8")
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=10_000)
    texts = [page.saved.item(i).text() for i in range(page.saved.count())]
    assert len(texts) == 6, texts
    playable, damaged = texts[:3], texts[3:]
    assert not any(t.startswith("⚠") for t in playable), texts
    assert all(t.startswith("⚠") for t in damaged), texts
    assert playable[0].startswith("Autosave ·"), texts
    assert playable[1].startswith("“Friday” ·"), texts
    assert playable[2].startswith("Autosave ·"), texts
    assert [e.path.name for e in page.entries[:3]] == [
        "a3.farmhouse",
        "Friday.farmhouse",
        "a1.farmhouse",
    ]
    assert {e.path.name for e in page.entries[3:]} == {
        "late but bad.farmhouse",
        "aa broken.farmhouse",
        "ab broken.farmhouse",
    }


def test_a_recent_file_takes_its_place_by_date_and_the_top_row_is_what_continue_opens(
    qtbot, window, tmp_path
):
    """Issue 18, F7: a game saved by hand (a recent file: Ctrl+S) stood above newer
    autosaves, so the first line was not the game Continue opened; the README says
    "newest first"."""
    elsewhere = tmp_path / "mine" / "Black Sheep.farmhouse"
    write(elsewhere, 1)
    window.settings.add_recent(elsewhere)
    write(saves.saves_dir() / "Friday.farmhouse", 2)
    auto = saves.autosave_dir()
    write(auto / "a5.farmhouse", 5)
    write(auto / "a3.farmhouse", 3)
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=10_000)
    assert [e.path.name for e in page.entries] == [
        "a5.farmhouse",
        "a3.farmhouse",
        "Friday.farmhouse",
        "Black Sheep.farmhouse",
    ]
    assert page.saved.item(3).text().startswith("“Black Sheep” ·")
    opened: list[Path] = []
    page.open_file.connect(opened.append)
    page.continue_button.click()
    assert opened == [page.entries[0].path]
