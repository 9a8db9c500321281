"""What exactly is wrong with a saved game that cannot be opened is said in the player's
language (Show Details…, the saved-games list's tooltip), with its numbers counted from 1 and
without doubled brackets."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QMessageBox

from farmhouse.app import i18n
from farmhouse.app.board.linebreak import plain
from farmhouse.app.i18n import LANGUAGES, Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.save_details import COUNTED, _templates, detail_text
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match

pytestmark = pytest.mark.gui


@pytest.fixture
def translations():
    tr = Translations()
    yield tr
    tr.set_language("en")


def saved(tmp_path, name="game.farmhouse"):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], None, 5)
    for _ in range(4):
        match.apply(match.legal_actions()[0])
    path = tmp_path / name
    saves.save_match(match, path)
    return path


def refusal(path) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as err:
        saves.load_match(path)
    return err.value


def test_every_reason_is_worded_with_every_parameter():
    templates = _templates()
    assert set(templates) | {"os_error", *COUNTED} == set(saves.REASONS)
    for reason, template in templates.items():
        wanted = {f"%{n}" for n in range(1, len(saves.REASONS[reason]) + 1)}
        assert set(re.findall(r"%[1-9]", template)) == wanted, reason


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_translation_keeps_the_parameters_and_has_no_english_brackets(lang):
    root = ET.parse(i18n.i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    context = next(c for c in root.iter("context") if c.findtext("name") == "SaveDetails")
    for message in context.iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        assert translation and translation != source, source
        assert sorted(re.findall(r"%[1-9]", translation)) == sorted(
            re.findall(r"%[1-9]", source)
        ), source
        assert "(" not in translation and ")" not in translation


def test_a_truncated_file_is_explained_in_japanese_without_doubled_brackets(
    qtbot, tmp_path, translations
):
    path = saved(tmp_path, "cut.farmhouse")
    path.write_bytes(path.read_bytes()[:-200])
    translations.set_language("ja")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    assert window.open_path(path) is False
    box = window.message_box
    assert isinstance(box, QMessageBox)
    details = plain(box.detailedText())  # (broken between phrases: word joiners)
    assert details.splitlines() == [
        str(path),
        "ファイルが途中で終わっています：途中までしか保存されていません",
    ]
    assert "((" not in details and "))" not in details
    box.accept()
    window.close()


@pytest.mark.parametrize(
    ("change", "english", "japanese"),
    [
        (
            lambda d: d["seats"][1].__setitem__("hints", "3"),
            "player 2: the field “hints” holds an impossible value: 3",
            "プレイヤー2：項目「hints」の値がありえません：3",
        ),
        (
            lambda d: d["actions"][2].__setitem__("pasture", 1.7),
            "move 3: the field “pasture” holds an impossible value: 1.7",
            "3手目：項目「pasture」の値がありえません：1.7",
        ),
        (
            lambda d: d.__setitem__("format_version", 99),
            "it was saved in format version 99, and this version of Farmhouse reads up to "
            f"version {saves.FORMAT_VERSION}",
            f"形式バージョン 99 で保存されていますが、このバージョンの Farmhouse が読めるのは"
            f"バージョン {saves.FORMAT_VERSION} までです",
        ),
        (
            lambda d: d["options"].__setitem__("task_cards", "yes"),
            "the rule option “task_cards” holds an impossible value: yes",
            "ルールオプション「task_cards」の値がありえません：yes",
        ),
    ],
)
def test_details_name_the_place_counted_from_one(tmp_path, translations, change, english, japanese):
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    err = refusal(path)
    translations.set_language("en")
    assert detail_text(err) == english
    translations.set_language("ja")
    assert detail_text(err) == japanese


@pytest.mark.parametrize(
    ("seats", "english", "japanese", "chinese"),
    [
        (
            1,
            "the game cannot be played by 1 player",
            "このゲームは1人では遊べません",
            "這個遊戲不能由 1 位玩家進行",
        ),
        (
            6,
            "the game cannot be played by 6 players",
            "このゲームは6人では遊べません",
            "這個遊戲不能由 6 位玩家進行",
        ),
    ],
)
def test_a_count_of_players_is_a_real_plural(
    tmp_path, translations, seats, english, japanese, chinese
):
    """Issue 21: a save with one seat said "the game cannot be played by 1 players"."""
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"] = (data["seats"] * 3)[:seats]
    path.write_text(json.dumps(data), encoding="utf-8")
    err = refusal(path)
    for lang, wanted in (("en", english), ("ja", japanese), ("zh_TW", chinese)):
        translations.set_language(lang)
        assert detail_text(err) == wanted


def test_a_count_of_moves_is_a_real_plural(tmp_path, translations):
    """ "after its 1 moves" neither: the moves of a save whose position is not where it says."""
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bo")], None, 5)
    match.apply(match.legal_actions()[0])
    path = tmp_path / "one.farmhouse"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["final_state_digest"] = "00" * 32
    path.write_text(json.dumps(data), encoding="utf-8")
    translations.set_language("en")
    assert detail_text(refusal(path)) == "after its 1 move the game is not where the file says"


def test_a_value_holding_a_placeholder_is_shown_as_it_is(tmp_path, translations):
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["options"]["task_cards"] = "%2%1"
    path.write_text(json.dumps(data), encoding="utf-8")
    translations.set_language("en")
    assert (
        detail_text(refusal(path)) == "the rule option “task_cards” holds an impossible value: %2%1"
    )


def test_the_saved_games_list_explains_a_damaged_file_in_the_language(qtbot, translations):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    path = folder / "empty.farmhouse"
    path.write_text("", encoding="utf-8")
    translations.set_language("zh_TW")
    window = MainWindow(Settings(), translations)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page

    def tooltip() -> str:
        items = [page.saved.item(i) for i in range(page.saved.count())]
        return next((i.toolTip() for i in items if "empty" in i.text()), "")

    qtbot.waitUntil(lambda: "檔案是空的" in tooltip(), timeout=5000)
    assert "the file is empty" not in tooltip()
    window.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_huge_number_is_worded_as_a_value_not_allowed_naming_its_place(
    tmp_path, translations, lang
):
    """A 401-digit ``play_seconds`` (the file is 1 kB): in every language the app says the
    saved game holds a value not allowed and that the number at ``play_seconds`` is too large,
    never that the file is too large to be a saved game."""
    from farmhouse.app.start_page import problem_text

    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["play_seconds"] = 10**400
    path.write_text(json.dumps(data), encoding="utf-8")
    err = refusal(path)
    translations.set_language(lang)
    assert err.problem == "bad_field"
    too_large = problem_text("too_large")
    said = problem_text(err.problem)
    assert said != too_large and said == problem_text("bad_field")
    detail = detail_text(err)
    assert detail == _templates()["number_too_large"].replace("%1", "play_seconds")
    assert lang == "en" or detail != "play_seconds: a number is too large"
