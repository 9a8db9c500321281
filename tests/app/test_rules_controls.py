"""The rules of every game name the window's keys as well as the board's (session 24's
tester, F4: Black Sheep's "Controls" named New, Open, Save and Full screen, but not the hint
(T), taking back (Ctrl+Z) or the game log and its look back (Ctrl+L); the other games named
fewer still), in every language."""

from __future__ import annotations

import html
import re

import pytest

from farmhouse.app.game_ui import load_game_ui
from farmhouse.core import registry

LANGUAGES = ["en", "ja", "zh_TW", "zh_CN"]


def rules_text(game_id: str, options=None) -> str:
    """The game's rules as a player reads them (the HTML's text, entities read)."""
    markup = load_game_ui(game_id).rules_html(options)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_s_rules_name_the_window_s_keys(styled, game_id, lang):
    styled(lang)
    text = rules_text(game_id)
    for key in ("T", "M", "Ctrl+Z", "Ctrl+L", "Ctrl+N", "Ctrl+O", "Ctrl+S", "F11", "F1"):
        assert re.search(rf"(?<![\w+]){re.escape(key)}(?![\w+])", text), (game_id, lang, key)
    if lang == "en":
        assert "Hint (T)" in text and "look back" in text, game_id
    else:  # (translated: the hint's and the log's words in this language)
        assert "Hint (T)" not in text and "game log" not in text, game_id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_black_sheep_rules_do_not_send_their_reader_to_help_rules(styled, lang):
    """The task-card option, in the rules' list of options, said "(see Help → Rules)": the
    reader is there already, the task cards are listed a few paragraphs up."""
    from farmhouse.games.black_sheep.rules import Options

    styled(lang)
    for options in (None, Options(), Options(task_cards=True)):
        text = rules_text("black_sheep", options)
        assert not re.search("→ *[「“]?(Rules|ルール|規則|规则)", text), (lang, options)
