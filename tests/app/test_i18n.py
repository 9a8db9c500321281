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


def test_a_text_two_games_share_is_translated_in_each_games_context(tmp_path):
    """lupdate files one message for a module-level ``tr()`` text that two games use; each
    game gets its own copy (its old translation kept, a new one marked for review)."""
    ts = tmp_path / "x.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context><name></name>
<message>
<location filename="../farmhouse/games/black_sheep/texts.py" line="3" />
<location filename="../farmhouse/games/el_gaucho/board/layers.py" line="9" />
<source>to play</source>
<translation>heuristic</translation>
</message>
</context>
<context><name>BlackSheep</name>
<message>
<location filename="../farmhouse/games/black_sheep/texts.py" line="2" />
<source>to play</source>
<translation type="vanished">old black sheep words</translation>
</message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    assert i18n.assign_game_contexts(ts) == 2
    root = ET.parse(ts).getroot()
    found = {
        c.findtext("name"): [
            (
                [loc.get("filename") for loc in m.findall("location")],
                m.find("translation").text,
                m.find("translation").get("type"),
            )
            for m in c.findall("message")
        ]
        for c in root.findall("context")
    }
    assert found == {
        "BlackSheep": [
            (["../farmhouse/games/black_sheep/texts.py"], "old black sheep words", None)
        ],
        "ElGaucho": [(["../farmhouse/games/el_gaucho/board/layers.py"], "heuristic", "unfinished")],
    }


def test_qt_dialogs_speak_the_app_language(qapp):
    """The file dialog, message boxes and standard buttons are Qt's own: Qt's shipped
    catalogue (qtbase) translates them, the app's catalogue fills what it lacks."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QDialogButtonBox,
        QFileDialog,
        QLabel,
        QMessageBox,
    )

    from farmhouse.app.linebreak import plain

    english = {
        "&Look in:", "Look in:", "Files of &type:", "File &name:", "&Open", "Cancel",
        "&Save", "Detail View", "List View", "Back", "Forward", "Parent Directory",
        "Create New Folder", "Show Details...", "&Yes", "&No", "Close", "Save",
    }  # fmt: skip
    assert i18n.qt_translation_dirs()
    translations = i18n.Translations()
    try:
        for lang in ("ja", "zh_TW", "zh_CN"):
            assert translations.set_language(lang)
            dialog = QFileDialog(None, "x", "/", "Farmhouse games (*.farmhouse)")
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
            dialog.show()
            qapp.processEvents()
            shown = {label.text() for label in dialog.findChildren(QLabel)}
            shown |= {b.text() for b in dialog.findChildren(QAbstractButton)}
            shown |= {b.toolTip() for b in dialog.findChildren(QAbstractButton)}
            for box in dialog.findChildren(QDialogButtonBox):
                shown |= {b.text() for b in box.buttons()}
            dialog.close()
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                "t",
                "x",
                QMessageBox.StandardButton.Yes
                | QMessageBox.StandardButton.No
                | QMessageBox.StandardButton.Close
                | QMessageBox.StandardButton.Save,
            )
            box.setDetailedText("detail")
            box.show()
            qapp.processEvents()
            shown |= {b.text() for b in box.buttons()}
            box.close()
            assert {plain(t) for t in shown} & english == set(), lang
            assert QCoreApplication.translate("QFileDialog", "&Look in:") != "&Look in:"
    finally:
        translations.set_language("en")
