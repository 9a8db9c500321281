"""The new-game dialog shows every rule option whole, in every game and language, and fits an
800×600 screen (issue 18: Wooly Bully's "他のプレイヤーのタイルに応じる（オオカミ・狩人・色の公開・
降りること）" was cut at the dialog's right edge: its width had been set to 560 px, under the
576 px its rows need)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QCheckBox, QScrollArea

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


#: Screens (available geometry, global coordinates) of small laptops, and the minimum.
SMALL_SCREENS = [QRect(0, 0, 1280, 720), QRect(0, 0, 1366, 768), QRect(0, 0, 800, 600)]


def _inside(room: QRect, widget) -> bool:
    """Whether the whole of ``widget`` lies in ``room`` (global coordinates)."""
    rect = widget.rect()
    return room.contains(widget.mapToGlobal(rect.topLeft())) and room.contains(
        widget.mapToGlobal(rect.bottomRight())
    )


@pytest.mark.parametrize("lang", ["en", "ja", "zh_CN", "zh_TW"])
def test_the_dialog_stays_on_a_small_screen_when_another_game_makes_it_taller(
    qtbot, styled, monkeypatch, lang
):
    """Issue Z1: opened for Black Sheep on a 1280×720 screen (centred, its top at y = 139),
    then switched to Wooly Bully with 4 players, the dialog grew downwards to 645 px: Start
    and Cancel were below the screen's edge (also at 1366×768). Whatever game and number of
    players is chosen, the dialog (its frame) and its Start and Cancel buttons now stay on
    the screen: it moves up, and where the screen is too low even so (800×600), the seats
    and rules scroll, every rule option still whole and reachable."""
    from PySide6.QtWidgets import QDialogButtonBox

    from farmhouse.app.game_ui import load_game_ui
    from farmhouse.core import registry

    styled(lang)
    choices = [(g, load_game_ui(g)) for g in registry.game_ids()]
    for room in SMALL_SCREENS:
        monkeypatch.setattr(NewGameDialog, "room", lambda self, room=room: room, raising=False)
        for first in ("black_sheep", "bye_bye_black_sheep"):
            for target in GAMES:
                dialog = NewGameDialog(first, choices=choices)
                qtbot.addWidget(dialog)
                dialog.show()
                qtbot.waitExposed(dialog)
                # where Qt centres the first game's dialog on that screen
                dialog.move(room.center().x() - dialog.width() // 2, (room.height() - 442) // 2)
                dialog.chooser.setCurrentIndex(dialog.chooser.findData(target))
                dialog.count.setValue(dialog.count.maximum())
                qtbot.wait(10)
                where = f"{lang} {room.width()}x{room.height()} {first}->{target}"
                assert room.contains(dialog.frameGeometry()), (where, dialog.frameGeometry())
                for button in (
                    QDialogButtonBox.StandardButton.Ok,
                    QDialogButtonBox.StandardButton.Cancel,
                ):
                    assert _inside(room, dialog.buttons.button(button)), where
                scroll = dialog.findChild(QScrollArea)
                for name, widget in dialog.option_widgets.items():
                    if widget.isHidden():
                        continue
                    if scroll is not None:
                        scroll.ensureWidgetVisible(widget)
                    assert _inside(room, widget), (where, name)
                    if isinstance(widget, QCheckBox):  # (whole, also beside a scroll bar)
                        assert widget.width() >= widget.sizeHint().width(), (where, name)
                dialog.close()


def test_a_height_dragged_by_hand_is_kept_when_the_players_go_down(qtbot, styled):
    """Issue 18: the dialog went back to its natural height whenever the number of players
    changed (down as well), a height the user had dragged it to by hand lost. Now that
    height is kept, and more players still grow it as they need."""
    styled("en")
    dialog = NewGameDialog("bye_bye_black_sheep")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.count.setValue(dialog.count.maximum())
    qtbot.wait(10)
    tallest = dialog.height()
    dragged = tallest + 60
    dialog.resize(dialog.width(), dragged)  # (the user drags its bottom edge down)
    qtbot.wait(10)
    for count in (dialog.count.maximum(), dialog.count.minimum() + 1, dialog.count.minimum()):
        dialog.count.setValue(count)
        qtbot.wait(10)
        assert dialog.height() == dragged, count
    dialog.resize(dialog.width(), tallest - 40)  # (dragged up again: the seats scroll)
    dialog.count.setValue(dialog.count.maximum())
    qtbot.wait(10)
    assert dialog.height() == tallest  # (grown again to show them all)
    dialog.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ticking_choose_the_deal_grows_the_dialog_and_the_rules_stay_whole(
    qtbot, styled, monkeypatch, lang
):
    """Issue 18: on a 1280×720 screen, ticking "Choose the deal (seed)" kept the dialog's
    height, and the seed row took the room of the seats and rules, which became a scroll box
    of some 50 px (Bye-Bye Black Sheep's Joker out of sight). Now the dialog grows, as for
    more players, and everything shows without scrolling; unticked, it is as before."""
    styled(lang)
    room = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(NewGameDialog, "room", lambda self: room, raising=False)
    dialog = NewGameDialog("bye_bye_black_sheep")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.count.setValue(dialog.count.maximum())
    qtbot.wait(10)
    scroll = dialog.seats_and_rules.verticalScrollBar()
    assert scroll.maximum() == 0  # (all of it shows)
    before = dialog.height()
    dialog.choose_deal.setChecked(True)
    qtbot.wait(10)
    assert dialog.seed.isVisible()
    assert dialog.height() > before and room.contains(dialog.frameGeometry())
    assert scroll.maximum() == 0, scroll.maximum()  # nothing hidden behind a scroll bar
    for widget in dialog.option_widgets.values():
        if not widget.isHidden():
            assert widget.visibleRegion().boundingRect().height() == widget.height()
    dialog.choose_deal.setChecked(False)
    qtbot.wait(10)
    assert dialog.height() == before
    dialog.close()
