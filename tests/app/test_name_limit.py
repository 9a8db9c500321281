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
