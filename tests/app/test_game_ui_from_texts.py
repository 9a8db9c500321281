"""GameUI.from_texts: a game's presentation from its texts module, its about and overrides."""

from __future__ import annotations

import sys
import types

from farmhouse.app.game_about import GameAbout
from farmhouse.app.game_ui import GameUI


def _module(name: str, **functions) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(functions)
    sys.modules[name] = module
    return module


def test_the_texts_functions_fill_the_fields_and_the_rest_keeps_its_defaults(monkeypatch):
    def action_text(action, view, names):
        return f"play {action}"

    def describe_event(event, names):
        return "an event"

    texts = _module("goat_rodeo_test.texts", action_text=action_text, describe_event=describe_event)
    monkeypatch.setitem(sys.modules, texts.__name__, texts)
    about = GameAbout(title=lambda: "Goat Rodeo", players=range(2, 4), blurb=lambda: "Goats.")
    ui = GameUI.from_texts(texts.__name__, about=about, seat_colours=False)
    assert ui.title() == "Goat Rodeo" and ui.blurb() == "Goats." and ui.cover is None
    assert ui.describe_action is action_text  # (the texts module's action_text)
    assert ui.describe_event is describe_event
    assert ui.describe_events is None and ui.score_text is None  # defaults: none given
    assert ui.option_label("hand_size") == "Hand size"
    assert ui.seat_colours is False  # an override wins


def test_the_board_package_loads_only_when_the_first_board_is_made(monkeypatch):
    made = []
    board = _module(
        "goat_rodeo_test2.board", create_board=lambda parent: made.append(parent) or "board"
    )
    monkeypatch.delitem(sys.modules, board.__name__)  # (not imported yet)
    texts = _module("goat_rodeo_test2.texts", title=lambda: "Goat Rodeo")
    monkeypatch.setitem(sys.modules, texts.__name__, texts)
    ui = GameUI.from_texts(texts.__name__)
    assert ui.title() == "Goat Rodeo"  # without an about: the texts module's title
    assert board.__name__ not in sys.modules
    monkeypatch.setitem(sys.modules, board.__name__, board)  # as an import would
    assert ui.create_board is not None and ui.create_board(None) == "board" and made == [None]
