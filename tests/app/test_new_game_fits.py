"""The new-game dialog shows every rule option whole, in every game and language, and fits an
800×600 screen (issue 18: Wooly Bully's "他のプレイヤーのタイルに応じる（オオカミ・狩人・色の公開・
降りること）" was cut at the dialog's right edge: its width had been set to 560 px, under the
576 px its rows need)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox

from farmhouse.app.new_game import NewGameDialog

pytestmark = pytest.mark.gui

GAMES = ["black_sheep", "wooly_bully", "el_gaucho", "bye_bye_black_sheep"]


@pytest.mark.parametrize("lang", ["en", "ja", "zh_CN", "zh_TW"])
def test_every_rule_option_is_whole_and_the_dialog_fits_800_by_600(qtbot, styled, lang):
    styled(lang)
    for game_id in GAMES:
        dialog = NewGameDialog(game_id)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        # the most players: every option that applies to some count is shown
        dialog.count.setValue(dialog.count.maximum())
        qtbot.wait(20)
        where = f"{game_id} {lang}"
        assert dialog.width() <= 800 and dialog.height() <= 600, where
        assert dialog.minimumWidth() <= 800 and dialog.minimumHeight() <= 600, where
        box = dialog.options_box
        for name, widget in dialog.option_widgets.items():
            if not widget.isVisible():
                continue
            # the whole text: as wide as it asks, inside the Rules box and the dialog
            if isinstance(widget, QCheckBox):
                assert widget.width() >= widget.sizeHint().width(), (where, name)
            right = widget.mapTo(dialog, widget.rect().topRight()).x()
            assert right <= box.mapTo(dialog, box.rect().topRight()).x(), (where, name)
            assert right < dialog.width(), (where, name)
        dialog.close()
