"""Chinese and Japanese text shows no Western punctuation joined in code.

For every game with a ``texts`` module (games added later included), every key of its
``rules.EVENT_KEYS`` is rendered as a game-log line in Japanese, Traditional and Simplified
Chinese, with the parameters of real (random) games and the game's ``texts.SAMPLE_EVENTS`` for
events random play seldom produces; so are the game-over dialog with several winners and a
saved-game line with several seats. The players have Chinese or Japanese names, so that a name
meets the text around it. No line may hold an ASCII comma, semicolon, colon or bracket next to
a Chinese or Japanese character, nor a space between two of them ("戴 获胜！", "アン が").
"""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QLabel

from farmhouse.app import i18n
from farmhouse.app.board.linebreak import plain
from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.game_ui import load_game_ui
from farmhouse.app.start_page import describe_info
from farmhouse.core import registry, saves
from farmhouse.core.game import Event, Outcome

#: Kana, CJK ideographs, CJK and full-width punctuation.
CJK = "\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef"
#: ASCII punctuation touching a CJK character, or a space between two of them.
WESTERN = re.compile(rf"[{CJK}] ?[,;:!?()]|[,;:!?()] ?[{CJK}]|[{CJK}] [{CJK}]")
#: The same, for the raw translations: only what stands between two CJK characters ("、" is
#: the list separator, not ", "), so menu accelerators "(&G)" and file filters "(*.x)" pass.
BETWEEN = re.compile(rf"[{CJK}](?:[,;] ?| ?\( ?| ?\) ?| )[{CJK}]")
LEFTOVER = re.compile(r"%\d|%n|%\(")
#: In Chinese, a number spaced from the text on one side only: 「把2 張馬」 (a count message
#: that begins with its number, put after 把 by the template; session 18, V4). A name or term
#: that ends in its number (「紅牛7」) is one word, spaced on neither side.
ONE_SIDED = re.compile(r"[\u3400-\u9fff]\d+ [\u3400-\u9fff]|[\u3400-\u9fff] \d+[\u3400-\u9fff]")
CJK_LANGUAGES = ("ja", "zh_TW", "zh_CN")
NAMES = {
    "ja": ["アン", "ベン", "クレオ", "ダイ", "エマ"],
    "zh_TW": ["安", "班", "克蕾兒", "戴", "艾瑪"],
    "zh_CN": ["安", "班", "克蕾儿", "戴", "艾玛"],
}
#: Random games played per game at most (fewer once every event key was seen).
MAX_GAMES = 12


def games_with_texts() -> list[str]:
    """Every playable game with a ``texts`` module, in registry order."""
    return [
        g
        for g in registry.game_ids()
        if registry.is_playable(g) and registry.module_name(g, "texts")
    ]


@attrs.frozen
class Played:
    events: list[Event]
    outcome: Outcome
    players: int


def random_games(game_id: str, keys: set[str]) -> list[Played]:
    """Random games of ``game_id`` over its player counts, until every key was seen."""
    game = registry.get_game(game_id)
    counts = list(game.player_counts)
    played: list[Played] = []
    seen: set[str] = set()
    for seed in range(MAX_GAMES):
        players = counts[seed % len(counts)]
        rng = random.Random(seed)
        state = game.setup(players, game.Options(), seed)
        events: list[Event] = []
        for _ in range(20_000):
            if game.to_move(state) is None:
                break
            state, new = game.apply(state, rng.choice(list(game.legal_actions(state))))
            events += new
        outcome = game.outcome(state)
        if outcome is not None:
            played.append(Played(events, outcome, players))
        seen |= {e.key for e in events}
        if keys <= seen and seed >= len(counts) - 1:
            break
    return played


@pytest.fixture(scope="module", params=games_with_texts())
def game(request):
    """(game id, its GameUI, random games, every event to render)."""
    game_id = request.param
    rules = importlib.import_module(registry.module_name(game_id, "rules"))
    texts = importlib.import_module(registry.module_name(game_id, "texts"))
    keys = set(rules.EVENT_KEYS)
    played = random_games(game_id, keys)
    samples = list(getattr(texts, "SAMPLE_EVENTS", ()))
    events = [e for p in played for e in p.events] + samples
    missing = keys - {e.key for e in events}
    assert not missing, (
        f"{game_id}: random games never produced {sorted(missing)}; add examples with "
        f"realistic parameters to SAMPLE_EVENTS in {texts.__name__}"
    )
    return game_id, load_game_ui(game_id), played, events


@pytest.fixture(scope="module", params=CJK_LANGUAGES)
def language(request, qapp, tmp_path_factory):
    qm = tmp_path_factory.mktemp("qm") / f"{request.param}.qm"
    assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{request.param}.ts", qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _remove_installed_translators():
    """(The language stays installed for the whole module: overrides the app tests' fixture.)"""
    yield


def problems(texts: list[str], lang: str = "ja") -> list[str]:
    """The texts with Western punctuation or a space between CJK characters, a placeholder
    left over, or (in Chinese, ``lang``) a number spaced on one side only."""
    chinese = lang.startswith("zh")
    return [
        t
        for t in (plain(x) for x in texts)
        if WESTERN.search(t) or LEFTOVER.search(t) or (chinese and ONE_SIDED.search(t))
    ]


def test_every_log_line_of_every_game_reads_as_one_language(game, language):
    game_id, ui, played, events = game
    names = NAMES[language]
    lines = [ui.describe_event(e, names, watching) for e in events for watching in (False, True)]
    lines = [line for line in lines if line]
    for p in played:
        lines += ui.log_lines(p.events, names)  # the game's own wording of several events
        lines += ui.log_lines(p.events, names, spectator=True)  # (a replay: every secret)
    assert lines
    assert problems(lines, language) == []


@pytest.mark.parametrize("several", [True, False])
def test_the_game_over_dialog(game, language, qtbot, several):
    """The heading with several winners (and with one), the ranking and the breakdown."""
    game_id, ui, played, _ = game
    names = NAMES[language]
    biggest = max(played, key=lambda p: p.players)
    order = [seat for group in biggest.outcome.ranking for seat in group]
    winners = tuple(order[: min(3, len(order)) if several else 1])
    outcome = attrs.evolve(
        biggest.outcome,
        winners=winners,
        ranking=(winners, *((s,) for s in order[len(winners) :])),
        tie_break=None,
    )
    dialog = GameOverDialog(outcome, names[: biggest.players], ui)
    qtbot.addWidget(dialog)
    headline = plain(dialog.headline.text())
    for name in (names[s] for s in winners):
        assert name in headline
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    assert problems(shown) == []


@pytest.mark.parametrize("finished", [False, True])
def test_a_saved_game_line_with_several_seats(game, language, finished):
    game_id = game[0]
    info = saves.SaveInfo(
        path=Path("game.farmhouse"),
        game_id=game_id,
        seat_names=tuple(NAMES[language][:4]),
        saved_at="2025-03-01T14:30:00+00:00",
        finished=finished,
        moves=42,
        match_id="m1",
        created_at="2025-03-01T14:00:00+00:00",
    )
    line = describe_info(info)
    assert all(name in line for name in NAMES[language][:4])
    assert problems([line]) == []


@pytest.mark.parametrize("lang", CJK_LANGUAGES)
def test_no_translation_puts_western_punctuation_between_cjk_characters(lang):
    import xml.etree.ElementTree as ET

    root = ET.parse(i18n.i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    wrong = []
    for message in root.iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        wrong += [(message.findtext("source"), t) for t in forms if BETWEEN.search(t)]
    assert wrong == []
