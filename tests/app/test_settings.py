"""Settings are remembered across runs; the AI speed reaches the controller and the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import AI_SPEEDS, MAX_RECENT, Settings
from farmhouse.core.game import Seat

from .fakes import FakeMatch, FirstAI, fake_ui, noop_autosave


def test_first_run_follows_the_system_locale(monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("zh_TW")))
    assert Settings().language == "zh_TW"
    Settings().language = "ja"
    assert Settings().language == "ja"


def test_recent_files_newest_first_without_repeats(tmp_path):
    settings = Settings()
    paths = [tmp_path / f"g{i}.farmhouse" for i in range(MAX_RECENT + 2)]
    for p in paths:
        settings.add_recent(p)
    settings.add_recent(paths[-3])
    recent = Settings().recent_files
    assert recent[0] == paths[-3].resolve()
    assert len(recent) == MAX_RECENT and len(set(recent)) == MAX_RECENT
    settings.clear_recent()
    assert Settings().recent_files == []


def test_unknown_ai_speed_is_refused():
    with pytest.raises(ValueError):
        Settings().ai_speed = "ludicrous"


def test_ai_speed_setting_drives_the_pause_and_the_animations(qtbot):
    translations = Translations()
    window = MainWindow(
        Settings(),
        translations,
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: FirstAI(),
        autosave=noop_autosave,
    )
    qtbot.addWidget(window)
    window.start_match(FakeMatch([Seat("Ann"), Seat("Bot", "ai", "easy")]))
    window.set_ai_speed("slow")
    controller = window.game_page.controller
    assert controller.ai_delay_ms == AI_SPEEDS["slow"][0]
    assert controller.board.speed == AI_SPEEDS["slow"][1]
    assert Settings().ai_speed == "slow"
    assert window.speed_actions["slow"].isChecked()
    window.close()
    assert Settings().placement is not None
