"""A saved game's line on the start page says its game once (issue 18, session 23): saved
under the name Save as… proposes (the game's title, numbered where taken: "Black Sheep 2"),
its line read "“Black Sheep 2” · Black Sheep · Ann, Bob · … · 4 moves". A file whose name
says its game leaves the game out of the rest of its line; any other name keeps it."""

from __future__ import annotations

import pytest

from farmhouse.app.file_dialog import free_game_file, start_folder
from farmhouse.app.game_about import game_title
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui

LANGUAGES = ["en", "ja", "zh_TW", "zh_CN"]


@pytest.fixture
def window(start_window):
    return start_window  # (tests/app/conftest.py)


def a_match(game: str) -> Match:
    match = Match.new(game, [Seat("Ann"), Seat("Bob")], None, 9)
    while len(match.actions) < 4:
        legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
        match.apply((legal or match.legal_actions())[0])
    return match


def listed(qtbot, window) -> list[str]:
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: not page.checking, timeout=10_000)
    return [page.saved.item(i).text() for i in range(page.saved.count())]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_save_named_as_proposed_says_its_game_once(qtbot, window, lang):
    """Saved twice under the names Save as… proposes in ``lang`` ("Black Sheep", then
    "Black Sheep 2" beside it), and once as "Friday night": each line names the game once,
    the file's own name first."""
    window.set_language(lang)
    game = "bye_bye_black_sheep"
    title = game_title(game)
    match = a_match(game)
    folder = saves.saves_dir()
    for _ in range(2):  # (the second proposal is numbered: the first name is taken)
        proposed = free_game_file(start_folder(), title, window._numbered_name)
        assert proposed.parent == folder and title in proposed.stem
        saves.save_match(match, proposed)
    saves.save_match(match, folder / "Friday night.farmhouse")
    texts = listed(qtbot, window)
    assert len(texts) == 3
    for text in texts:
        assert text.count(title) == 1, text  # the game said once, in the file's name or after
        assert "Ann" in text and "Bob" in text
    friday = next(t for t in texts if "Friday night" in t)
    assert friday.index("Friday night") < friday.index(title)  # (a name that does not say it)
    for text in texts:  # the file's name first, then players · date · moves
        if "Friday night" not in text:
            assert text.index(title) < text.index("Ann"), text


def test_a_longer_title_in_the_name_is_that_games(qtbot, window):
    """ "Bye-Bye Black Sheep 2" holds "Black Sheep" but names the other game: a Black Sheep
    save under that name still says Black Sheep; "Black Sheep" matches whatever its case
    and spacing."""
    from farmhouse.app.start_page import names_its_game

    assert names_its_game("Bye-Bye Black Sheep 2", "bye_bye_black_sheep")
    assert not names_its_game("Bye-Bye Black Sheep 2", "black_sheep")
    assert names_its_game("black  sheep (Sunday)", "black_sheep")
    assert not names_its_game("Friday night", "black_sheep")
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_match(a_match("black_sheep"), folder / "Bye-Bye Black Sheep 2.farmhouse")
    (text,) = listed(qtbot, window)
    assert text.startswith("“Bye-Bye Black Sheep 2” · Black Sheep · Ann, Bob · "), text


def test_a_finished_game_named_as_proposed_says_finished(qtbot, window):
    match = a_match("black_sheep")
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_match(match, folder / "Black Sheep.farmhouse")
    (text,) = listed(qtbot, window)
    assert text.startswith("“Black Sheep” · Ann, Bob · ") and text.endswith(" · finished"), text
    assert text.count("Black Sheep") == 1
