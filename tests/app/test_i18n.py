"""Translations: language choice from the locale, building .qm files, switching at run time."""

from __future__ import annotations

import os
import time
import xml.etree.ElementTree as ET

from PySide6.QtCore import QCoreApplication, QLocale

from farmhouse.app import i18n


def test_system_locale_maps_to_the_four_languages():
    assert i18n.system_language(QLocale("zh_TW")) == "zh_TW"
    assert i18n.system_language(QLocale("zh_HK")) == "zh_TW"
    assert i18n.system_language(QLocale("zh_CN")) == "zh_CN"
    assert i18n.system_language(QLocale("ja_JP")) == "ja"
    assert i18n.system_language(QLocale("de_DE")) == "en"


def test_every_language_has_a_ts_file_that_compiles(tmp_path):
    for lang in i18n.LANGUAGES:
        ts = i18n.i18n_dir() / f"farmhouse_{lang}.ts"
        assert ts.is_file(), ts
        assert i18n.compile_ts(ts, tmp_path / f"{lang}.qm")


def test_a_stale_qm_is_rebuilt_in_the_user_cache_never_in_the_install_folder(tmp_path, monkeypatch):
    folder = tmp_path / "i18n"
    folder.mkdir()
    source = i18n.i18n_dir() / "farmhouse_ja.ts"
    ts = folder / "farmhouse_ja.ts"
    ts.write_bytes(source.read_bytes())
    qm = folder / "farmhouse_ja.qm"
    qm.write_bytes(b"old")
    old = time.time() - 100
    os.utime(qm, (old, old))
    cache = tmp_path / "cache"
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache_dir", lambda: cache)
    built = i18n.qm_path("ja")
    assert built is not None and built.parent == cache and built.read_bytes() != b"old"
    assert sorted(p.name for p in folder.iterdir()) == ["farmhouse_ja.qm", "farmhouse_ja.ts"]
    assert qm.read_bytes() == b"old"
    assert [p.name for p in cache.iterdir()] == [built.name]  # no temporary file left
    # Built once: the next start uses it without lrelease.
    monkeypatch.setattr(i18n, "_tool", lambda name: None)
    assert i18n.qm_path("ja") == built
    # A changed .ts (another version of Farmhouse) gets its own file in the cache.
    monkeypatch.undo()
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache_dir", lambda: cache)
    ts.write_bytes(source.read_bytes().replace(b"</TS>", b"<!-- changed --></TS>"))
    other = i18n.qm_path("ja")
    assert other is not None and other != built and built.is_file()


def test_an_up_to_date_shipped_qm_is_used_as_it_is(tmp_path, monkeypatch):
    folder = tmp_path / "i18n"
    folder.mkdir()
    (folder / "farmhouse_ja.ts").write_text("<TS/>", encoding="utf-8")
    qm = folder / "farmhouse_ja.qm"
    qm.write_bytes(b"shipped")
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_cache_dir", lambda: tmp_path / "cache")
    assert i18n.qm_path("ja") == qm
    assert not (tmp_path / "cache").exists()
    (folder / "farmhouse_ja.ts").unlink()  # a frozen app ships the .qm alone
    assert i18n.qm_path("ja") == qm


def test_stale_qm_is_used_when_it_cannot_be_rebuilt(tmp_path, monkeypatch):
    folder = tmp_path / "i18n"
    folder.mkdir()
    (folder / "farmhouse_ja.ts").write_text("<TS/>", encoding="utf-8")
    qm = folder / "farmhouse_ja.qm"
    qm.write_bytes(b"old")
    old = time.time() - 100
    os.utime(qm, (old, old))
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setattr(i18n, "_tool", lambda name: None)  # as in a frozen app
    monkeypatch.setattr(i18n, "_cache_dir", lambda: tmp_path / "cache")
    assert i18n.qm_path("ja") == qm
    assert i18n.qm_path("zh_CN") is None


def test_switching_language_translates_at_once(qapp):
    translations = i18n.Translations()
    try:
        assert translations.set_language("zh_TW")
        assert QCoreApplication.translate("MainWindow", "&Game") == "遊戲(&G)"
        assert translations.set_language("ja")
        assert QCoreApplication.translate("MainWindow", "&Game") == "ゲーム(&G)"
    finally:
        translations.set_language("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_a_text_two_games_use_gets_a_message_in_each_games_context(tmp_path):
    """lupdate files a module-level ``tr("black sheep")`` of two games as one message with
    no context; each game must get its own copy, or one of them stays untranslated."""
    ts = tmp_path / "farmhouse_ja.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ja">'
        "<context><name></name>"
        "<message>"
        '<location filename="../farmhouse/games/one_game/texts.py" line="4"/>'
        '<location filename="../farmhouse/games/other_game/board/input.py" line="9"/>'
        '<location line="12"/>'
        '<source>black sheep</source><translation type="unfinished"></translation>'
        "</message>"
        "<message>"
        '<location filename="../farmhouse/games/other_game/texts.py" line="3"/>'
        '<source>zoo</source><translation type="unfinished"></translation>'
        "</message>"
        "</context>"
        "<context><name>OtherGame</name><message><source>zoo</source>"
        '<translation type="vanished">動物園</translation></message></context>'
        "</TS>",
        "utf-8",
    )
    assert i18n.assign_game_contexts(ts) == 3
    root = ET.parse(ts).getroot()
    found = {
        (c.findtext("name"), m.findtext("source")): m
        for c in root.findall("context")
        for m in c.findall("message")
    }
    assert set(found) == {
        ("OneGame", "black sheep"),
        ("OtherGame", "black sheep"),
        ("OtherGame", "zoo"),
    }
    lines = [
        (loc.get("filename"), loc.get("line"))
        for loc in found[("OtherGame", "black sheep")].findall("location")
    ]
    assert lines == [
        ("../farmhouse/games/other_game/board/input.py", "9"),
        ("../farmhouse/games/other_game/board/input.py", "12"),
    ]
    assert found[("OtherGame", "zoo")].findtext("translation") == "動物園"  # kept
