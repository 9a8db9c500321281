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


def test_the_view_choices_are_made_right_after_the_first_paint_as_the_settings_say(qtbot):
    """Issue 18: View › Language, AI speed and Hard AI thinking time get their choices once
    the window is painted (no first picture shows them), each with its text and the current
    setting checked, and choosing one works."""
    from farmhouse.app.settings import HARD_TIMES

    settings = Settings()
    settings.ai_speed = "fast"
    settings.hard_time = 3.0
    window = MainWindow(
        settings,
        Translations(),
        ui_loader=lambda game_id: fake_ui(),
        ai_factory=lambda g, level, seed: FirstAI(),
        autosave=noop_autosave,
    )
    qtbot.addWidget(window)
    menus = (window.language_menu, window.speed_menu, window.hard_time_menu)
    assert [m.actions() for m in menus] == [[], [], []], "made before the first paint"
    window.show()
    qtbot.waitUntil(lambda: window.hard_time_menu.actions() != [])
    speeds, times = window.speed_menu.actions(), window.hard_time_menu.actions()
    assert [a.text() for a in speeds] == ["Slow", "Normal", "Fast", "Instant"]
    assert [a.isChecked() for a in speeds] == [s == "fast" for s in AI_SPEEDS]
    assert [a.text() for a in times] == [window.hard_time_text(t) for t in HARD_TIMES]
    assert times[0].text() == "Quick: half a second"
    assert [a.isChecked() for a in times] == [t == 3.0 for t in HARD_TIMES]
    languages = window.language_menu.actions()
    assert [a.isChecked() for a in languages].count(True) == 1 and len(languages) == 4
    assert window.speed_actions["fast"] is speeds[2]  # the same actions, not made again
    speeds[0].trigger()
    times[0].trigger()
    assert Settings().ai_speed == "slow" and Settings().hard_time == 0.5
    assert speeds[0].isChecked() and not speeds[2].isChecked() and times[0].isChecked()


@pytest.mark.parametrize(
    "stored",
    [
        "not json",
        "[]",
        '{"seats": "Ann"}',
        '{"seats": []}',
        '{"seats": [{"name": "Ann", "kind": "robot", "level": null}]}',
    ],
)
def test_a_remembered_new_game_that_cannot_be_read_is_none(stored):
    """Issue 18, F8: what the new-game dialog offers again is read with care; anything odd
    in the settings file (edited by hand, another version) gives the defaults."""
    settings = Settings()
    settings._qs.setValue("new_game/black_sheep", stored)
    assert settings.last_setup("black_sheep") is None
    assert settings.last_setup("el_gaucho") is None


def test_a_remembered_new_game_keeps_names_kinds_levels_and_options():
    settings = Settings()
    seats = [
        {"name": "Ann", "kind": "human", "level": None},
        {"name": None, "kind": "ai", "level": "hard"},
        {"name": "  ", "kind": "ai", "level": 3},  # (a blank name is none; a level is text)
    ]
    settings.remember_setup("black_sheep", seats, {"task_cards": True})
    again = Settings().last_setup("black_sheep")
    assert again == {
        "seats": [seats[0], seats[1], {"name": None, "kind": "ai", "level": None}],
        "options": {"task_cards": True},
    }
