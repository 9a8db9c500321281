"""The new-game dialog builds the seats, rule options and seed the user chose."""

from __future__ import annotations

from farmhouse.app.new_game import GameSetup, NewGameDialog
from farmhouse.core.game import Seat
from farmhouse.games.black_sheep.rules import Options


def test_defaults_are_one_human_against_normal_ai_with_published_rules(qtbot, monkeypatch):
    monkeypatch.setattr("farmhouse.app.new_game.default_human_name", lambda: "Ann")
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    setup = dialog.setup()
    assert setup.game_id == "black_sheep"
    assert setup.seats == [Seat("Ann"), Seat("Player 2", kind="ai", level="normal")]
    assert setup.options == Options()  # the published rules
    assert int(dialog.seed.text()) == setup.seed


def test_seats_options_and_seed_follow_the_widgets(qtbot):
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    rows = dialog.rows
    rows[0].name.setText("")  # empty human name falls back to "You"
    rows[1].name.setText("Bea")
    rows[1].kind.setCurrentIndex(0)
    rows[2].level.setCurrentIndex(rows[2].level.findData("easy"))
    dialog.option_widgets["task_cards"].setChecked(True)
    dialog.seed.setText("12345")
    setup = dialog.setup()
    assert setup.seats == [
        Seat("You"),
        Seat("Bea"),
        Seat("Player 3", kind="ai", level="easy"),
        Seat("Player 4", kind="ai", level="normal"),
    ]
    assert setup.options == Options(task_cards=True, values_hidden_until_end=False)
    assert setup.seed == 12345
    assert not rows[1].level.isEnabled() and rows[2].level.isEnabled()


def test_task_deck_is_labelled_as_a_reconstruction(qtbot):
    dialog = NewGameDialog("black_sheep")
    qtbot.addWidget(dialog)
    assert "reconstructed" in dialog.option_widgets["task_cards"].text()
    assert "hidden until the end" in dialog.option_widgets["values_hidden_until_end"].text()


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
