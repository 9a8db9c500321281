"""One limit for a player's typed name (issue 18): the new-game dialog stopped taking
characters at 24 without a word, while Statistics → Rename took up to 64, so that a name
renamed there could never be typed for a new game. Both take
:data:`~farmhouse.core.game.MAX_TYPED_NAME` characters now, and both fields say so in their
tooltip, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLineEdit

from farmhouse.app.i18n import LANGUAGES
from farmhouse.app.new_game import NewGameDialog
from farmhouse.core import stats
from farmhouse.core.game import MAX_TYPED_NAME
from tests.app.test_stats_ui import known_games, open_page

pytestmark = pytest.mark.gui


def test_the_new_game_dialog_and_the_statistics_take_the_same_names(qtbot, translations):
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    assert {row.name.maxLength() for row in dialog.rows} == {MAX_TYPED_NAME}
    assert stats.MAX_NAME_CHARS == MAX_TYPED_NAME
    window, page, _ = open_page(qtbot, translations, known_games)
    longest = "Maximiliana Wolfgangsdot"
    assert len(longest) == MAX_TYPED_NAME
    assert page.select(1, "black_sheep")
    assert not page.rename(1, longest + "t")  # (one more: refused, as the dialog would)
    box = page.question_box
    assert box is not None and str(MAX_TYPED_NAME) in box.text()  # (it says the limit)
    box.close()
    assert page.rename(1, longest)
    assert longest in [p.name for p in page.players]
    dialog.rows[0].name.setText(longest)  # (and the same name can be typed for a game)
    assert dialog.rows[0].name.text() == longest
    assert page.select(1, "black_sheep")
    page.rename_button.click()
    edit = page.rename_dialog.findChild(QLineEdit)
    assert edit.maxLength() == MAX_TYPED_NAME
    assert edit.toolTip() == dialog.rows[0].name.toolTip()
    page.rename_dialog.reject()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_field_says_its_limit(qtbot, translations, lang):
    translations.set_language(lang)
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    tips = {row.name.toolTip() for row in dialog.rows}
    assert len(tips) == 1
    tip = tips.pop()
    assert str(MAX_TYPED_NAME) in tip and "%n" not in tip, tip
    if lang != "en":
        assert "character" not in tip, tip  # (translated)


def no_font_draws(char: str) -> bool:
    """Whether no font family of this computer has a glyph for ``char`` (an oracle apart from
    Qt's text layout: each family's own character map)."""
    from PySide6.QtGui import QFont, QFontDatabase, QRawFont

    return not any(
        QRawFont.fromFont(QFont(family)).supportsCharacter(ord(char))
        for family in QFontDatabase.families()
    )


def test_the_characters_no_font_draws_are_found(qapp):
    """Session 21's tester: emoji in names were drawn as empty boxes on a system without an
    emoji font (Debian without fonts-noto-color-emoji). ``undrawable`` lists the characters
    Qt draws as its missing glyph, fallback fonts and all: an emoji exactly when no font of
    this computer has it; Latin, Chinese and Japanese names (the app brings its own CJK
    font), spaces and joiners never."""
    from PySide6.QtWidgets import QApplication

    from farmhouse.app.game_about import undrawable

    font = QApplication.font()
    assert undrawable("Zoë Ann-Marie 王小明 ｱｲｳｴｵ全角 12345", font) == []
    assert undrawable("a\u200db\ufe0f c\u2060", font) == []  # (joiners, selectors, spaces)
    sheep = "🐑"
    assert undrawable(f"Zoë {sheep}{sheep}", font) == ([sheep] if no_font_draws(sheep) else [])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_field_says_when_this_computer_cannot_draw_a_character(
    qtbot, translations, monkeypatch, lang
):
    """The name fields (New game, Statistics → Rename) keep what was typed and, while it
    holds a character no font here draws, their tooltip says so under the limit, in every
    language; without one it is the limit alone."""
    from farmhouse.app import game_about

    monkeypatch.setattr(game_about, "undrawable", lambda text, font: [c for c in text if c == "🐑"])
    translations.set_language(lang)
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    field = dialog.rows[0].name
    limit = field.toolTip()
    field.setText("Zoë 🐑")
    assert field.text() == "Zoë 🐑"  # (kept as typed)
    tip = field.toolTip()
    assert tip.startswith(limit + "\n") and "🐑" in tip and "%1" not in tip, tip
    if lang != "en":
        assert "font" not in tip, tip  # (translated)
    field.setText("Zoë")
    assert field.toolTip() == limit
    translations.set_language("en")
    window, page, _ = open_page(qtbot, translations, known_games)
    assert page.select(1, "black_sheep")
    page.rename_button.click()
    edit = page.rename_dialog.findChild(QLineEdit)
    assert "font" not in edit.toolTip()
    edit.setText("Ann 🐑")
    assert "🐑" in edit.toolTip() and "no font" in edit.toolTip()
    page.rename_dialog.reject()
