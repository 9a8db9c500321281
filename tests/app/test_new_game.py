"""The new-game dialog builds the seats, rule options and seed the user chose."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from farmhouse.app.i18n import Translations
from farmhouse.app.new_game import GameSetup, NewGameDialog, default_human_name
from farmhouse.app.style import STYLESHEET
from farmhouse.core.game import Seat
from farmhouse.games.black_sheep.rules import Options


def test_defaults_are_one_human_against_normal_ai_with_published_rules(qtbot, monkeypatch):
    monkeypatch.setattr("farmhouse.app.new_game.default_human_name", lambda: "Ann")
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    setup = dialog.setup()
    assert setup.game_id == "black_sheep"
    # a name left empty is "not given": shown as "Player N" in the language of the moment
    assert setup.seats == [Seat("Ann"), Seat(None, kind="ai", level="normal")]
    assert setup.options == Options()  # the published rules
    # the deal stays out of sight: no seed is shown, and each setup gets a new random one
    assert not dialog.choose_deal.isChecked() and dialog.seed_row.isHidden()
    assert setup.seed != int(dialog.seed.text()) or dialog.setup().seed != setup.seed


def test_the_seed_field_takes_only_the_seeds_a_game_keeps(qtbot):
    """Issue 18: 30 nines typed kept 19, "9999999999999999999", and the game's seed became
    that number less 2**63 (776627963145224191): the seed kept was not the one typed. Now a
    digit that would go past the largest seed (2**63 − 1) is refused, and what the field
    shows is the seed the game keeps."""
    from PySide6.QtTest import QTest

    dialog = NewGameDialog("bye_bye_black_sheep")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.choose_deal.setChecked(True)
    dialog.seed.setFocus()
    dialog.seed.clear()
    QTest.keyClicks(dialog.seed, "9" * 30)
    assert dialog.seed.text() == "9" * 18  # the 19th nine would pass 2**63 − 1
    assert dialog.setup().seed == int("9" * 18)
    dialog.seed.clear()
    QTest.keyClicks(dialog.seed, str(2**63 - 1) + "0")
    assert dialog.seed.text() == str(2**63 - 1)  # the largest is taken, a digit more is not
    assert dialog.setup().seed == 2**63 - 1
    dialog.seed.clear()
    QTest.keyClicks(dialog.seed, "12a-3")
    assert dialog.seed.text() == "123" and dialog.setup().seed == 123


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "from 0 to"), ("ja", "0から"), ("zh_TW", "0 到"), ("zh_CN", "0 到")]
)
def test_a_refused_seed_key_says_what_a_seed_may_be(qtbot, lang, words):
    """Issue 18 (session 23's leftover): a digit past the largest seed was refused without a
    word. The field's tooltip gives the range, and a refused key shows it under the field, in
    the player's language, until the next key the field takes."""
    from PySide6.QtTest import QTest

    translations = Translations()
    translations.set_language(lang)
    try:
        dialog = NewGameDialog("black_sheep")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.choose_deal.setChecked(True)
        largest = str(2**63 - 1)
        assert largest in dialog.seed.toolTip() and words in dialog.seed.toolTip()
        assert dialog.seed_hint.isHidden()
        dialog.seed.setFocus()
        dialog.seed.clear()
        QTest.keyClicks(dialog.seed, largest)
        assert dialog.seed_hint.isHidden()  # (every key taken: nothing to say)
        before = dialog.height()
        QTest.keyClicks(dialog.seed, "7")  # one digit too many: refused
        assert dialog.seed.text() == largest
        assert dialog.seed_hint.isVisible()
        assert dialog.height() > before  # (grown by the hint's line: the rules not squeezed)
        assert largest in dialog.seed_hint.text() and words in dialog.seed_hint.text()
        QTest.keyClick(dialog.seed, Qt.Key.Key_Backspace)  # a key the field takes
        assert dialog.seed_hint.isHidden()
        QTest.keyClicks(dialog.seed, "x")  # not a digit: refused too
        assert dialog.seed_hint.isVisible()
    finally:
        translations.set_language("en")


def test_seats_options_and_seed_follow_the_widgets(qtbot):
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    rows = dialog.rows
    rows[0].name.setText("")  # an empty name is "not given" ("Player N"), never "You"
    rows[1].name.setText("Bea")
    rows[1].kind.setCurrentIndex(0)
    rows[2].level.setCurrentIndex(rows[2].level.findData("easy"))
    dialog.option_widgets["task_cards"].setChecked(True)
    dialog.seed.setText("12345")
    assert dialog.setup().seed != 12345  # a typed seed counts only once the deal is chosen
    dialog.choose_deal.setChecked(True)
    assert not dialog.seed_row.isHidden()
    setup = dialog.setup()
    assert setup.seats == [
        Seat(None),
        Seat("Bea"),
        Seat(None, kind="ai", level="easy"),
        Seat(None, kind="ai", level="normal"),
    ]
    assert setup.options == Options(task_cards=True, values_hidden_until_end=False)
    assert setup.seed == 12345
    assert not rows[1].level.isEnabled() and rows[2].level.isEnabled()


def test_options_speak_the_players_words(qtbot):
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    tasks = dialog.option_widgets["task_cards"]
    hidden = dialog.option_widgets["values_hidden_until_end"]
    assert tasks.text() == "Task cards instead of bonus cards (variant)"
    assert "hidden until the end" in hidden.text()
    # the rules text says the deck is Farmhouse's own; no rule ids meant for us
    assert "Farmhouse has its own set" in tasks.toolTip()
    for widget in (tasks, hidden):
        assert not re.search(r"BS-\d|\bT\d\d\b|reconstruct", widget.text() + widget.toolTip())


def test_previous_setup_prefills_the_dialog(qtbot):
    previous = GameSetup(
        "black_sheep",
        [Seat("Ann"), Seat("Bob"), Seat("Cy", kind="ai", level="easy")],
        Options(values_hidden_until_end=True),
        7,
    )
    dialog = NewGameDialog("black_sheep", previous=previous)
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert setup.seats == previous.seats and setup.options == previous.options
    assert dialog.rows[3].isHidden()


@pytest.mark.parametrize(
    ("user", "expected"), [("ann", "Ann"), ("root", ""), ("", ""), ("  ", ""), ("Admin", "")]
)
def test_default_human_name_is_a_sensible_os_user_name(monkeypatch, user, expected):
    monkeypatch.setattr("getpass.getuser", lambda: user)
    assert default_human_name() == expected


def test_without_a_sensible_user_name_the_human_is_player_1_in_every_language(qtbot, monkeypatch):
    monkeypatch.setattr("getpass.getuser", lambda: "root")
    translations = Translations()
    try:
        for lang, expected in [("en", "Player 1"), ("ja", "プレイヤー1"), ("zh_TW", "玩家 1")]:
            translations.set_language(lang)
            dialog = NewGameDialog("black_sheep")
            qtbot.addWidget(dialog)
            first = dialog.setup().seats[0]
            assert first.is_human and first.name is None  # not given: stored in no language
            assert dialog.rows[0].name.placeholderText() == expected
    finally:
        translations.set_language("en")


def test_ai_level_is_disabled_exactly_for_human_seats_and_looks_disabled(qtbot):
    previous = GameSetup(
        "black_sheep",
        [Seat("Ann"), Seat("Cy", kind="ai", level="easy"), Seat("Bob")],
        Options(),
        7,
    )
    for dialog in (NewGameDialog("black_sheep"), NewGameDialog("black_sheep", previous=previous)):
        qtbot.addWidget(dialog)
        dialog.count.setValue(4)
        for row in dialog.rows:
            assert row.level.isEnabled() == (row.kind.currentIndex() == 1)
        row = dialog.rows[1]
        row.kind.setCurrentIndex(0)
        assert not row.level.isEnabled()
        row.kind.setCurrentIndex(1)
        assert row.level.isEnabled()
    # With the app's style sheet a disabled level box is drawn differently from an enabled one.
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    dialog.setStyleSheet(STYLESHEET)
    dialog.show()
    human, ai = dialog.rows[0].level, dialog.rows[1].level
    assert not human.isEnabled() and ai.isEnabled()
    QApplication.processEvents()
    assert human.grab().toImage() != ai.grab().toImage()


def test_option_fields_become_check_boxes_number_boxes_and_lists(qtbot):
    import attrs
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

    @attrs.frozen
    class Opts:
        flag: bool = True
        count: int = attrs.field(default=4, metadata={"min": 3, "max": 5})
        rule: str = attrs.field(default="b", metadata={"choices": ("a", "b")})
        layout: tuple[int, ...] = attrs.field(default=(1, 2), metadata={"advanced": True})
        free_number: int = 7  # no range: not shown

    made = {f.name: NewGameDialog._option_widget(f) for f in attrs.fields(Opts)}
    assert isinstance(made["flag"], QCheckBox) and made["flag"].isChecked()
    assert isinstance(made["count"], QSpinBox)
    assert (made["count"].minimum(), made["count"].maximum(), made["count"].value()) == (3, 5, 4)
    assert isinstance(made["rule"], QComboBox)
    assert [made["rule"].itemData(i) for i in range(2)] == ["a", "b"]
    assert made["rule"].currentData() == "b"
    assert made["layout"] is None and made["free_number"] is None
    for widget in made.values():
        if widget is not None:
            qtbot.addWidget(widget)


def test_an_option_for_some_player_counts_shows_only_for_them(qtbot):
    """A rule option whose field names its player counts (``metadata={"players": ...}``) is
    offered only for those counts, and with any other count keeps its default."""
    import attrs

    @attrs.frozen
    class Opts:
        always: bool = False
        duel: str = attrs.field(default="a", metadata={"choices": ("a", "b"), "players": (2,)})

    fields = {f.name: f for f in attrs.fields(Opts)}
    assert NewGameDialog.option_applies(fields["always"], 4)
    assert NewGameDialog.option_applies(fields["duel"], 2)
    assert not NewGameDialog.option_applies(fields["duel"], 3)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_el_gauchos_removed_breed_is_offered_only_to_two_players(qtbot, players):
    """El Gaucho leaves a breed out only with 2 players (EG-1.3): its option is shown and
    editable for 2 players only, and a choice made for 2 is not kept for more."""
    from farmhouse.games.el_gaucho.rules import Options as GauchoOptions

    dialog = NewGameDialog("el_gaucho")
    qtbot.addWidget(dialog)
    dialog.show()
    breed = dialog.option_widgets["two_player_removed_breed"]
    label = dialog.option_labels["two_player_removed_breed"]
    dialog.count.setValue(2)
    breed.setCurrentIndex(2)  # a breed, not "drawn at random"
    chosen = breed.currentData()
    dialog.count.setValue(players)
    QApplication.processEvents()
    assert breed.isVisible() == label.isVisible() == (players == 2)
    assert dialog.options_box.isVisible()  # the other rules are still offered
    expected = chosen if players == 2 else GauchoOptions().two_player_removed_breed
    assert dialog.setup().options.two_player_removed_breed == expected
    dialog.count.setValue(2)  # back to two: the choice made is offered again
    assert breed.isVisible() and dialog.options().two_player_removed_breed == chosen


def every_game_dialog(qtbot, game_id: str = "el_gaucho") -> NewGameDialog:
    """The dialog as Game → New… opens it (a "Game:" list of every game at its top), shown,
    with three players."""
    from farmhouse.app.game_ui import load_game_ui
    from farmhouse.core import registry

    choices = [(g, load_game_ui(g)) for g in registry.game_ids()]
    dialog = NewGameDialog(game_id, choices=choices)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.count.setValue(3)
    return dialog


def tabbed(qtbot, dialog) -> list:
    """The controls Tab visits from the dialog's first one, once round."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    first = dialog.chooser
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    seen = [first]
    for _ in range(60):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is first:
            return seen
        seen.append(now)
    raise AssertionError("Tab never came back to the first control")


def test_tab_goes_through_the_dialog_top_to_bottom_with_start_and_cancel_last(qtbot):
    """Tab went Game → "Choose the deal (seed)" → Start → Cancel → number of players → the
    seats → the rules (the players and rules are built after the buttons): Start came before
    the player settings. It now goes top to bottom: the game, the number of players, each
    seat's name, kind and level (a human's level is disabled: skipped), the rules, the deal,
    Start, Cancel."""
    from farmhouse.app.new_game import CANCEL, OK

    dialog = every_game_dialog(qtbot)
    dialog.rows[1].kind.setCurrentIndex(0)  # (a second human: no level)
    seen = tabbed(qtbot, dialog)
    rows = dialog.rows
    expected = [dialog.chooser, dialog.count]
    expected += [rows[0].name, rows[0].kind, rows[1].name, rows[1].kind]
    expected += [rows[2].name, rows[2].kind, rows[2].level]
    expected += [w for w in dialog.option_widgets.values() if w.isVisible()]
    expected += [dialog.choose_deal, dialog.buttons.button(OK), dialog.buttons.button(CANCEL)]
    assert seen == expected, [w.objectName() or type(w).__name__ for w in seen]
    # the seed and "New seed", drawn above "Choose the deal", come before it (issue 18, F8)
    dialog.choose_deal.setChecked(True)
    seen = tabbed(qtbot, dialog)
    assert seen[-5:] == [dialog.seed, dialog.reroll, dialog.choose_deal, *expected[-2:]]
    dialog.chooser.setCurrentIndex(0)  # (another game's seats and rules: the same order)
    qtbot.waitUntil(dialog.count.isVisible)  # (the new game's part shows)
    seen = tabbed(qtbot, dialog)
    assert seen[:3] == [dialog.chooser, dialog.count, dialog.rows[0].name], [
        w.accessibleName() or w.text() for w in seen
    ]
    assert seen[-2:] == expected[-2:]


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_every_control_tells_a_screen_reader_which_seat_and_setting_it_is(qtbot, lang):
    """Each seat's kind and level lists were named only by their value ("AI", 「ふつう」):
    a screen reader could not tell which player or which setting. Every control Tab reaches
    has a name (its own, or where a list's name is its value, as on Linux, the label it is
    the buddy of) that says which seat and which setting, in the player's language."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QComboBox

    translations = Translations()
    translations.set_language(lang)
    try:
        dialog = every_game_dialog(qtbot)
        dialog.choose_deal.setChecked(True)
        names = []
        for widget in tabbed(qtbot, dialog):
            face = QAccessible.queryAccessibleInterface(widget)
            said = [face.text(QAccessible.Text.Name)]
            said += [r[0].text(QAccessible.Text.Name) for r in face.relations()]
            said = [s for s in said if s]
            assert said, widget
            if isinstance(widget, QComboBox):  # (a label says what it is for, not its value)
                assert [s for s in said if s != widget.currentText()], said
            names.append(said)
        for row in dialog.rows:
            number = str(row.index + 1)
            for box, text in (
                (row.kind, dialog.tr("Player %1: human or AI")),
                (row.level, dialog.tr("Player %1: AI level")),
            ):
                face = QAccessible.queryAccessibleInterface(box)
                labels = [r[0].text(QAccessible.Text.Name) for r in face.relations()]
                want = QApplication.translate("_SeatRow", text).replace("%1", number)
                assert want in labels and box.accessibleName() == want, (labels, want)
                if lang != "en":
                    assert want != text.replace("%1", number), want  # (translated)
        assert len({tuple(n) for n in names}) == len(names), names  # (none said twice)
    finally:
        translations.set_language("en")


def test_a_seat_the_previous_game_did_not_have_is_set_up_like_the_others(qtbot):
    """Issue Z2: from Black Sheep (at most 4 seats) to Bye-Bye Black Sheep with 5 players,
    seat 5 was a Human (the row's own default): "me against four computers" became a
    hot-seat game with a fifth person nobody is. The new seat follows the seat before it: a
    computer of its level where the others are computers, a person at an all-human table."""
    dialog = every_game_dialog(qtbot, "black_sheep")
    dialog.count.setValue(4)
    dialog.rows[3].level.setCurrentIndex(dialog.rows[3].level.findData("hard"))
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("bye_bye_black_sheep"))
    dialog.count.setValue(5)
    assert [(s.kind, s.level) for s in dialog.setup().seats] == [
        ("human", None),
        ("ai", "normal"),
        ("ai", "normal"),
        ("ai", "hard"),
        ("ai", "hard"),
    ]
    # a table of people: the fifth seat is a person too
    dialog = every_game_dialog(qtbot, "wooly_bully")
    dialog.count.setValue(4)
    for row in dialog.rows[1:4]:
        row.kind.setCurrentIndex(0)
    dialog.chooser.setCurrentIndex(dialog.chooser.findData("bye_bye_black_sheep"))
    dialog.count.setValue(5)
    assert [s.kind for s in dialog.setup().seats] == ["human"] * 5


@pytest.mark.parametrize(("first", "then"), [("ja", "zh_TW"), ("zh_TW", "en"), ("en", "zh_CN")])
def test_start_keeps_its_label_after_a_language_switch(qtbot, first, then):
    """Issue Z9: with the dialog open, View → Language → 繁體中文 turned Start into a plain
    「確定」 (Qt gives its standard OK button its own text back on a language change, after
    the dialog had set "Start game"). Start and Cancel keep their labels in every language."""
    from farmhouse.app.new_game import CANCEL, OK

    translations = Translations()
    translations.set_language(first)
    try:
        dialog = every_game_dialog(qtbot, "el_gaucho")
        translations.set_language(then)
        QApplication.processEvents()
        qtbot.wait(20)
        start = QApplication.translate("NewGameDialog", "Start game")
        cancel = QApplication.translate("NewGameDialog", "Cancel")
        assert start not in ("Start game", "OK") or then == "en"
        assert dialog.buttons.button(OK).text() == start
        assert dialog.buttons.button(CANCEL).text() == cancel
    finally:
        translations.set_language("en")


def test_ticking_choose_the_deal_puts_the_typing_into_the_seed_drawn_above_it(qtbot):
    """Issue 18, F8: ticked with Space, "Choose the deal (seed)" showed the seed field above
    itself but kept the focus, Shift+Tab went to a rule option, and "hello world" typed
    there toggled it with its space. Now the seed field takes the focus (its seed selected)
    and Shift+Tab from the box goes up the seed row."""
    from PySide6.QtTest import QTest

    dialog = every_game_dialog(qtbot, "wooly_bully")
    before = dialog.options()
    dialog.choose_deal.setFocus()
    qtbot.waitUntil(dialog.choose_deal.hasFocus)
    QTest.keyClick(dialog.choose_deal, Qt.Key.Key_Space)
    assert dialog.choose_deal.isChecked() and dialog.seed.isVisible()
    assert QApplication.focusWidget() is dialog.seed and dialog.seed.hasSelectedText()
    QTest.keyClicks(QApplication.focusWidget(), "2024 7")
    assert dialog.seed.text() == "20247"  # (the space refused, no rule option toggled)
    assert dialog.options() == before and dialog.setup().seed == 20247
    dialog.choose_deal.setFocus()
    QTest.keyClick(dialog.choose_deal, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is dialog.reroll
    QTest.keyClick(dialog.reroll, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is dialog.seed
    # Ticked while the focus is elsewhere (not by the player at the box): it stays there.
    dialog.choose_deal.setChecked(False)
    option = next(w for w in dialog.option_widgets.values() if w.isVisible())
    option.setFocus()
    qtbot.waitUntil(option.hasFocus)
    dialog.choose_deal.setChecked(True)
    assert QApplication.focusWidget() is option


def test_the_last_games_seats_and_rules_are_offered_again_after_a_restart(qtbot, translations):
    """Issue 18, F8: every new game began again with two players, "Player 1" and a Normal
    computer; the names, the number of players, the levels and the rules of the last game
    of that game are offered again (remembered in the settings, not the seed)."""
    from farmhouse.app.main_window import MainWindow
    from farmhouse.app.settings import Settings
    from farmhouse.games.wooly_bully.rules import Options as WoolyOptions

    seats = [
        Seat("Ann"),
        Seat("Bot", kind="ai", level="hard"),
        Seat(None, kind="ai", level="easy"),
        Seat("Cy"),
    ]
    options = WoolyOptions(hand_size=4, reaction_windows=True)
    first = MainWindow(Settings(), translations)
    first.stats.started = True
    qtbot.addWidget(first)
    first.start_setup(GameSetup("wooly_bully", seats, options, 99))
    first.close()
    again = MainWindow(Settings(), translations)  # (a new start: nothing kept in memory)
    again.stats.started = True
    qtbot.addWidget(again)
    again.show()
    again.new_game("wooly_bully")
    dialog = again.new_game_dialog
    assert dialog is not None
    setup = dialog.setup()
    assert setup.seats == seats and setup.options == options
    assert setup.seed != 99
    dialog.reject()
    # Another game starts from its own defaults (nothing of Wooly Bully's).
    again.new_game("black_sheep")
    other = again.new_game_dialog
    assert other is not None and other.count.value() == 2
    assert other.setup().options == Options()
