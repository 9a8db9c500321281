"""Every menu of the main window gives its items distinct mnemonics, in every language
(session 19's tester, X10: "Recent games" and "Result…" shared R in all four), none of them
the bare-key shortcut of another item (tester 23: Undo's (T) over Hint's T)."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QMenu

from farmhouse.app.i18n import LANGUAGES
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings

from .fakes import FirstLegal

pytestmark = pytest.mark.gui


def _mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a literal ampersand), upper case."""
    found = re.search(r"(?<!&)&([^&\s])", text)
    return found.group(1).upper() if found else None


def _clashes(menu: QMenu) -> dict[str, list[str]]:
    letters: dict[str, list[str]] = defaultdict(list)
    for action in menu.actions():
        if action.isSeparator():
            continue
        letter = _mnemonic(action.text())
        if letter is not None:
            letters[letter].append(action.text())
        # a shortcut of one bare key is taken too: with the menu open that key is the
        # mnemonic (tester 23's F12: Undo's (T) sat over Hint, whose shortcut is T)
        key = action.shortcut().toString()
        if len(key) == 1 and key.isalnum() and key.upper() != letter:  # (not its own)
            letters[key.upper()].append(f"{action.text()} [{key}]")
    return {k: v for k, v in letters.items() if len(v) > 1}


def _menus(window: MainWindow) -> list[QMenu]:
    """The menu bar's menus and every submenu under them."""
    out: list[QMenu] = []
    todo = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while todo:
        menu = todo.pop()
        out.append(menu)
        todo += [a.menu() for a in menu.actions() if a.menu() is not None]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_items_of_a_menu_share_a_mnemonic(qtbot, translations, lang):
    settings = Settings()
    window = MainWindow(settings, translations, ai_factory=lambda g, level, seed: FirstLegal())
    qtbot.addWidget(window)
    window.show()
    window.set_language(lang)
    qtbot.waitUntil(lambda: window.game_menu.title() == window.tr("&Game"), timeout=3000)
    window._fill_choice_menus()
    menus = _menus(window)
    assert len(menus) >= 5  # Game, Recent games, View, its choices, Help
    # the Undo item's three names
    for name in (window.tr("Ta&ke back move"), window.tr("&Undo step"), window.tr("&Undo")):
        window.undo_action.setText(name)
        found = {menu.title(): _clashes(menu) for menu in menus}
        assert {title: c for title, c in found.items() if c} == {}, lang
    # the menu bar's own titles too
    bar = defaultdict(list)
    for action in window.menuBar().actions():
        letter = _mnemonic(action.text())
        if letter is not None:
            bar[letter].append(action.text())
    assert {k: v for k, v in bar.items() if len(v) > 1} == {}, lang
    window.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game", timeout=3000)
