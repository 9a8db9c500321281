"""The Open and Save As dialogs start in a folder that exists, with an empty name box, and
speak the app's language (Qt's words, the type of a folder, sizes and dates), switching with
it at run time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDateTime, QLocale, QSettings, QTimer
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QTreeView

from farmhouse.app.file_dialog import saved_game_dialog, start_folder
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves

pytestmark = pytest.mark.gui


def file_rows(qtbot, dialog: QFileDialog, count: int) -> list[list[str]]:
    view = dialog.findChild(QTreeView)
    model = view.model()

    def rows() -> list[list[str]]:
        root = view.rootIndex()
        return [
            [str(model.index(r, c, root).data()) for c in range(model.columnCount())]
            for r in range(model.rowCount(root))
        ]

    qtbot.waitUntil(lambda: len(rows()) == count, timeout=5000)
    return rows()


def test_the_open_dialog_starts_in_the_saves_folder_with_an_empty_name(qtbot, translations):
    assert not saves.saves_dir().exists()  # a first start
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    window.open_dialog()
    dialog = window.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert saves.saves_dir().is_dir()
    assert dialog.directory().absolutePath() == str(saves.saves_dir())
    assert [edit.text() for edit in dialog.findChildren(QLineEdit)] == [""]
    dialog.reject()
    window.close()


def test_a_chosen_file_opens(qtbot, translations, tmp_path):
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    opened = []
    window.open_path = opened.append  # type: ignore[method-assign]
    window.open_dialog()
    window.file_dialog.fileSelected.emit(str(tmp_path / "x.farmhouse"))
    assert [str(p) for p in opened] == [str(tmp_path / "x.farmhouse")]
    window.file_dialog.reject()


def test_without_a_saves_folder_the_dialog_starts_in_the_nearest_folder(tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder would be", encoding="utf-8")
    monkeypatch.setenv("FARMHOUSE_DATA_DIR", str(blocker))
    assert start_folder() == tmp_path


def test_save_as_proposes_a_name_in_an_existing_folder(qtbot, translations, tmp_path):
    dialog = saved_game_dialog(
        None, "Save", "*.farmhouse", save=True, start=tmp_path / "missing" / "Black Sheep.farmhouse"
    )
    qtbot.addWidget(dialog)
    assert dialog.directory().absolutePath() == str(saves.saves_dir())
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    dialog.show()
    assert [edit.text() for edit in dialog.findChildren(QLineEdit)] == ["Black Sheep.farmhouse"]


def test_folder_types_sizes_and_dates_follow_the_language_at_run_time(qtbot, translations):
    folder = saves.saves_dir()
    (folder / "older games").mkdir(parents=True)
    (folder / "a.farmhouse").write_text("{}", encoding="utf-8")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    stamp = QDateTime.fromSecsSinceEpoch(int((folder / "a.farmhouse").stat().st_mtime))
    expected = {
        "ja": ("フォルダ", "2 バイト"),
        "zh_TW": ("資料夾", "2 byte"),
        "zh_CN": ("文件夹", None),
    }
    for lang, (folder_type, size) in expected.items():
        window.set_language(lang)
        window.open_dialog()
        rows = file_rows(qtbot, window.file_dialog, 2)
        by_name = {row[0]: row for row in rows}
        assert by_name["older games"][2] == folder_type
        day = QLocale(lang).toString(stamp, QLocale.FormatType.ShortFormat)
        assert by_name["a.farmhouse"][3] == day, (lang, by_name["a.farmhouse"][3])
        assert by_name["a.farmhouse"][1] == (size or QLocale(lang).formattedDataSize(2))
        assert "Folder" not in by_name["older games"][2]
        window.file_dialog.reject()
    window.close()


def test_names_sizes_and_dates_are_shown_whole(qtbot, translations):
    """Qt gave the size and date columns a fixed width: 「29…イト」, 「2026/1…」."""
    # Qt restores the columns a file dialog last had (its own QSettings): start from Qt's own
    QSettings(QSettings.Scope.UserScope, "QtProject").remove("FileDialog/treeViewHeader")
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Friday night with the family.farmhouse").write_text("{}" * 150, encoding="utf-8")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.set_language("ja")
    window.open_dialog()
    dialog = window.file_dialog
    file_rows(qtbot, dialog, 1)
    qtbot.waitExposed(dialog)
    view = dialog.findChild(QTreeView)
    header = view.header()
    for column in (0, 1, 3):  # name, size, date (the type says nothing: all are saved games)
        assert header.sectionSize(column) >= view.sizeHintForColumn(column), column
    assert view.isColumnHidden(2)
    assert dialog.width() <= window.width()
    dialog.reject()
    window.close()


@pytest.mark.parametrize("command", ["save_as", "save"])
def test_save_as_writes_the_game_to_the_file_chosen(qtbot, translations, tmp_path, command):
    """Save as… (and Save in a game not saved to a file yet) runs its dialog to the end and
    writes the file named there; before, the dialog was deleted when it closed, before its
    answer was read, and nothing was written (the next Save asked again)."""
    from PySide6.QtCore import QTimer

    from farmhouse.core.match import Match, Seat

    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    seats = [Seat("Ann", "human", None), Seat("Bot", "ai", "easy")]
    window.start_match(Match.new("black_sheep", seats, None, 1))
    target = tmp_path / "kept game"

    def answer() -> None:
        dialog = window.file_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.selectFile(str(target))
        dialog.accept()

    QTimer.singleShot(0, answer)
    assert getattr(window, command)() is True
    written = target.with_name("kept game.farmhouse")
    assert written.is_file()
    assert saves.load_match(written).game_id == "black_sheep"
    assert window.current_path == written
    qtbot.waitUntil(lambda: window.file_dialog is None)  # the dialog deleted once read
    window.close()


def _save_as_typing(
    qtbot, window: MainWindow, folder, typed: str, answer: str | None, command: str = "save_as"
) -> list[str]:
    """Run Save as… (or ``command``), type ``typed`` in the name box of its dialog (in
    ``folder``) and press Enter; answer a replace question with ``answer`` ("yes"/"no"), then, if the dialog is
    still open, cancel it. The texts of the questions asked."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMessageBox

    asked: list[str] = []

    def reply() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        boxes = [box for box in boxes if box.isVisible()]
        if boxes:
            asked.append(boxes[0].text())
            button = (
                QMessageBox.StandardButton.Yes if answer == "yes" else QMessageBox.StandardButton.No
            )
            boxes[0].button(button).click()
        QTimer.singleShot(0, cancel)

    def cancel() -> None:
        dialog = window.file_dialog
        if dialog is not None and dialog.isVisible():
            dialog.reject()

    def type_name() -> None:
        dialog = window.file_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.setDirectory(str(folder))
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        edit.selectAll()
        QTest.keyClicks(edit, typed)
        QTimer.singleShot(50, reply)
        QTest.keyClick(edit, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_name)
    getattr(window, command)()
    return asked


@pytest.mark.parametrize("typed", ["mine", "mine.farmhouse", "mine.txt"])
@pytest.mark.parametrize(
    ("lang", "command"), [("en", "save_as"), ("ja", "save_as"), ("en", "save")]
)
def test_save_as_asks_before_replacing_a_save_however_its_name_is_typed(
    qtbot, translations, tmp_path, typed, lang, command
):
    """Typed without ``.farmhouse`` (or with another ending), the name the game is written to
    is the one with it: the replace question is asked for that file, in the app's language,
    and No leaves it as it was (before, Qt asked about "mine", which did not exist, and the app
    then wrote "mine.farmhouse" over another game)."""
    from farmhouse.core.match import Match, Seat

    folder = tmp_path / "games"
    folder.mkdir()
    kept = folder / (typed if typed.endswith(".farmhouse") else typed + ".farmhouse")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    window.set_language(lang)
    seats = [Seat("Ann", "human", None), Seat("Bot", "ai", "easy")]
    window.start_match(Match.new("black_sheep", seats, None, 1))
    assert window._save_to(kept)
    before = kept.read_bytes()
    window.start_match(Match.new("el_gaucho", seats, None, 2))

    # (Save in a game not saved yet asks for a file the same way)
    asked = _save_as_typing(qtbot, window, folder, typed, "no", command)
    assert len(asked) == 1 and kept.name in asked[0]
    english = "already exists"
    assert (english in asked[0]) == (lang == "en"), asked[0]
    assert kept.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == [kept.name]

    asked = _save_as_typing(qtbot, window, folder, typed, "yes")
    assert len(asked) == 1
    assert saves.load_match(kept).game_id == "el_gaucho"
    assert window.current_path == kept
    window.close()


@pytest.mark.parametrize(
    ("lang", "taken", "proposed"),
    [
        ("en", [], "Black Sheep.farmhouse"),
        ("en", ["Black Sheep"], "Black Sheep 2.farmhouse"),
        ("en", ["Black Sheep", "Black Sheep 2"], "Black Sheep 3.farmhouse"),
        ("ja", ["ブラックシープ"], "ブラックシープ 2.farmhouse"),
        ("zh_TW", ["黑羊"], "黑羊 2.farmhouse"),
    ],
)
def test_save_as_proposes_a_name_no_file_has(qtbot, translations, lang, taken, proposed):
    """Save as… in a game not saved yet proposes the game's title, in the language of the
    moment; when a file has that name already, a numbered one that is free (it proposed the
    taken name again, and the replace question followed)."""
    from PySide6.QtCore import QTimer

    from farmhouse.app.game_about import game_title
    from farmhouse.core.match import Match, Seat

    translations.set_language(lang)
    folder = start_folder()
    for name in taken:
        (folder / f"{name}.farmhouse").write_text("x", encoding="utf-8")
    if taken:
        assert taken[0] == game_title("black_sheep")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    seats = [Seat("Ann", "human", None), Seat("Bot", "ai", "easy")]
    window.start_match(Match.new("black_sheep", seats, None, 1))
    seen: list[str] = []

    def answer() -> None:
        dialog = window.file_dialog
        assert dialog is not None and dialog.isVisible()
        seen.append(dialog.findChild(QLineEdit, "fileNameEdit").text())
        dialog.reject()

    QTimer.singleShot(0, answer)
    assert window.save_as() is False
    assert seen == [proposed]
    window.close()


@pytest.mark.parametrize("typed", ["mygame", "mygame.farmhouse"])
def test_a_saved_game_opens_by_the_name_it_was_saved_under(qtbot, translations, typed):
    """Session 22's tester, 6: Save As took "mygame" (and wrote mygame.farmhouse), but Open
    answered "mygame" + Enter with Qt's "file not found" box: only "mygame.farmhouse" opened.
    The Open dialog, like Save As, adds the ending to a name typed without one."""
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mygame.farmhouse").write_text("{}", encoding="utf-8")
    dialog = saved_game_dialog(None, "Open", "*.farmhouse", save=False)
    qtbot.addWidget(dialog)
    chosen = []
    dialog.fileSelected.connect(chosen.append)
    dialog.show()
    file_rows(qtbot, dialog, 1)
    (edit,) = dialog.findChildren(QLineEdit)
    edit.setText(typed)
    # (Qt's "not found" box, before the fix, waits for a click: closed, the test goes on; the
    # dialog as the timer's context, so that it never fires once the dialog is deleted, in a
    # later test)
    QTimer.singleShot(
        1500, dialog, lambda: [box.reject() for box in dialog.findChildren(QMessageBox)]
    )
    dialog.accept()
    assert chosen == [str(folder / "mygame.farmhouse")]
    assert dialog.result() == QFileDialog.DialogCode.Accepted
