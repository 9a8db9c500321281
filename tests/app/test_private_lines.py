"""A private log line (what only its reader saw) is worded the same way in every game: it
names its seat as every line does and says that only the reader sees it, in Black Sheep's
words ("Ann draws horse (only you see it)."). Session 18's second tester, W6: Wooly
Bully's log said "Human1 lays a tile…" and on the next line "You draw a landscape tile."
(El Gaucho's and Bye-Bye's private lines said "You keep …", "You draw … from the pile."
too), while Black Sheep kept the name."""

from __future__ import annotations

import pytest

from farmhouse.app.game_ui import load_game_ui
from farmhouse.core.game import Event

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Ben", "Cleo", "Dai"]


def private(key: str, **params) -> Event:
    """A private event of Ben's (seat 1)."""
    return Event(key, {"seat": 1, **params}, 1, private_to=1)


#: Each game's private events, with how many things each shows (its plural form).
PRIVATE = {
    "black_sheep": [
        (private("bs.drew", cards=["horse"]), 1),
        (private("bs.drew", cards=["cow", "pig"]), 2),
    ],
    "wooly_bully": [
        (private("WB.drew", names=["L3"]), 1),
        (private("WB.drew", names=["L3", "WOLF-K", "L9"]), 3),
        (private("WB.discarded", name="L3"), 1),
    ],
    "el_gaucho": [
        (private("EG.kept", tiles=["RD3", "RD1"]), 2),
        (private("EG.hidden_seen", tiles=["WH4"]), 1),
    ],
    "bye_bye_black_sheep": [
        (private("bb.mole_saw", target=2, cards=["set:1", "set:1", "eagle"]), 1),
        (private("bb.refill_cards", cards=["set:5"]), 1),
        (private("bb.refill_cards", cards=["set:5", "set:3"]), 2),
    ],
}


def only_you(lang_count: int) -> str:
    """Black Sheep's words for "only you see it (them)", as its private line ends."""
    ui = load_game_ui("black_sheep")
    cards = ["horse"] if lang_count == 1 else ["cow", "pig"]
    line = ui.describe_event(private("bs.drew", cards=cards), NAMES)
    assert line is not None
    opening = max(line.rfind("("), line.rfind("（"))
    return line[opening:]


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
@pytest.mark.parametrize("game_id", sorted(PRIVATE))
def test_a_private_line_names_its_seat_and_says_only_you_see_it(qapp, translations, game_id, lang):
    translations.set_language(lang)
    ui = load_game_ui(game_id)
    for event, count in PRIVATE[game_id]:
        line = ui.describe_event(event, NAMES)
        assert line is not None and line.startswith("Ben"), (lang, line)
        assert line.endswith(only_you(1 if count == 1 else 2)), (lang, line)
        # a replay with everything shown says it without "only you"
        spectator = ui.describe_event(event, NAMES, spectator=True)
        assert spectator is not None and spectator.startswith("Ben"), (lang, spectator)
        assert only_you(count) not in spectator, (lang, spectator)
