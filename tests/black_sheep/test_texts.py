"""Black Sheep texts: every engine event and refusal has a sentence; actions and the score
breakdown read correctly (BS-EX-12, BS-EX-14)."""

from __future__ import annotations

import os
import random
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from farmhouse.core.game import Event, IllegalAction, Outcome
from farmhouse.games.black_sheep import rules, texts
from farmhouse.games.black_sheep.data import Animal as A
from farmhouse.games.black_sheep.rules import GAME, Options, Pass, Play

NAMES = ["Ann", "Ben", "Cleo", "Dai"]
LEFTOVER = re.compile(r"%\d|%n|%\(")

#: Events that random games rarely produce, in the engine's parameter shapes.
SYNTHETIC = [
    Event("bs.figure_returned", {"pasture": 1, "animal": "pig", "figure": 7}),
    Event("bs.end_triggered", {"pasture": 0, "reason": "search_impossible"}),
    Event("bs.end_triggered", {"pasture": 2, "reason": "no_figure"}),
    Event("bs.passed", {"seat": 1}, seat=1),
    Event("bs.stalled"),
    Event("bs.retired", {"pasture": 1, "reason": "stalled"}),
    Event(
        "bs.game_over", {"scores": [20, 20], "winners": [0, 1], "tie_break": "bs.tiebreak.shared"}
    ),
]

#: One example of every refusal, with the parameters rules.ILLEGAL_REASONS documents.
ILLEGAL_SAMPLES = {
    "bs.illegal.game_over": {},
    "bs.illegal.not_your_turn": {"seat": 1, "to_move": 0},
    "bs.illegal.unknown_action": {"action": "str"},
    "bs.illegal.too_many_cards": {"played": 3},
    "bs.illegal.no_such_pasture": {"pasture": 5},
    "bs.illegal.pasture_retired": {"pasture": 2},
    "bs.illegal.side_full": {"pasture": 1},
    "bs.illegal.wrong_card_count": {"pasture": 0, "on_side": 1, "played": 1, "allowed": [2]},
    "bs.illegal.cards_not_in_hand": {"cards": ["horse", "horse"]},
    "bs.illegal.discard_after_two": {},
    "bs.illegal.discard_not_in_hand": {"card": "pig"},
    "bs.illegal.must_play": {},
}


def random_game_events(seed: int, players: int, options: Options) -> list[Event]:
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    events: list[Event] = []
    while GAME.to_move(state) is not None:
        state, new = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
        events.extend(new)
    return events


@pytest.fixture(scope="module")
def sample_events() -> list[Event]:
    events: list[Event] = []
    for seed in range(6):
        players = 2 + seed % 3
        events += random_game_events(seed, players, Options(task_cards=seed % 2 == 1))
    return events + SYNTHETIC


def test_every_event_key_is_described():
    assert set(rules.EVENT_KEYS) <= texts.DESCRIBED_EVENT_KEYS


def test_every_event_of_real_games_reads_well(sample_events):
    seen = {e.key for e in sample_events}
    assert set(rules.EVENT_KEYS) <= seen, set(rules.EVENT_KEYS) - seen
    for event in sample_events:
        text = texts.describe_event(event, NAMES)
        if text is None:
            # only the ordinary clockwise turn change and an empty flip are skipped
            assert (event.key, dict(event.params).get("reason")) == ("bs.next", "clockwise") or (
                event.key == "bs.flip_discarded" and not event.params["cards"]
            ), event
            continue
        assert text and not LEFTOVER.search(text), (event, text)


def test_event_sentences():
    played = Event("bs.played", {"seat": 1, "pasture": 2, "cards": ["cow"], "discard": "pig"}, 1)
    assert texts.describe_event(played, NAMES) == "Ben plays cow to pasture III and discards pig."
    drew = Event("bs.drew", {"seat": 0, "cards": ["horse", "black_sheep"]}, 0, private_to=0)
    assert texts.describe_event(drew, NAMES) == "Ann draws horse, black sheep (only you see them)."
    count = Event("bs.drew_count", {"seat": 2, "count": 2}, 2)
    assert texts.describe_event(count, NAMES) == "Cleo draws 2 card(s)."
    scored = Event(
        "bs.scored",
        {
            "pasture": 1,
            "winner": 1,
            "figures": ["cow", "sheep"],
            "combos": [{"seat": 0, "combo": "three_of_a_kind"}, {"seat": 1, "combo": "full_house"}],
        },
        1,
    )
    assert texts.describe_event(scored, NAMES) == (
        "Pasture II scores: Ben wins 1 cow figure(s) and 1 sheep figure(s) with full house (3+2)."
    )
    over = Event("bs.game_over", {"scores": [16, 17, 22], "winners": [2], "tie_break": None})
    assert texts.describe_event(over, NAMES) == "Game over: Cleo wins with 22 point(s)."
    assert texts.describe_event(Event("bs.unknown"), NAMES) is None


def test_every_illegal_reason_is_explained():
    assert set(ILLEGAL_SAMPLES) == set(rules.ILLEGAL_REASONS)
    for reason, params in ILLEGAL_SAMPLES.items():
        text = texts.describe_illegal(IllegalAction(reason, **params))
        assert text and "not allowed (" not in text and not LEFTOVER.search(text), reason


def test_illegal_parameters_are_filled_in(language):
    language("en")  # (the card counts are plural forms)
    err = IllegalAction(
        "bs.illegal.wrong_card_count", pasture=0, on_side=0, played=3, allowed=[1, 2]
    )
    assert texts.describe_illegal(err) == (
        "Your side of pasture I holds 0 cards: you may play 1 or 2 cards there, not 3."
    )
    one = IllegalAction("bs.illegal.wrong_card_count", pasture=1, on_side=1, played=1, allowed=[2])
    assert texts.describe_illegal(one) == (
        "Your side of pasture II holds 1 card: you may play 2 cards there, not 1."
    )
    two = IllegalAction("bs.illegal.wrong_card_count", pasture=2, on_side=2, played=2, allowed=[1])
    assert texts.describe_illegal(two) == (
        "Your side of pasture III holds 2 cards: you may play 1 card there, not 2."
    )
    assert texts.describe_illegal(IllegalAction("bs.illegal.side_full", pasture=1)) == (
        "Your side of pasture II already holds 3 cards."
    )
    language("zh_CN")
    assert (
        texts.describe_illegal(one) == "你在牧场 II 的那一边有 1 张牌：只能再打 2 张，不能打 1 张。"
    )
    assert (
        texts.describe_illegal(err)
        == "你在牧场 I 的那一边有 0 张牌：只能再打 1 或 2 张，不能打 3 张。"
    )


def test_japanese_puts_the_counter_by_each_count_of_an_or(language):
    """Issue 19 (the Japanese tester): 「出せるのは1か2枚です」 reads 「1枚か2枚」; a single
    count keeps its one counter."""
    language("ja")
    either = IllegalAction(
        "bs.illegal.wrong_card_count", pasture=0, on_side=0, played=3, allowed=[1, 2]
    )
    assert texts.describe_illegal(either) == (
        "牧草地 I のあなたの辺には0枚あるので、出せるのは1枚か2枚です（3枚は出せません）。"
    )
    one = IllegalAction("bs.illegal.wrong_card_count", pasture=1, on_side=1, played=1, allowed=[2])
    assert "出せるのは2枚です" in texts.describe_illegal(one)


def test_real_refusals_are_explained():
    state = GAME.setup(2, Options(), 3)
    seat = GAME.to_move(state)
    hand = state.hands[seat]
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, Pass())
    assert texts.describe_illegal(caught.value) == "You can play, so you may not pass."
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, Play(0, (hand[0], hand[1]), hand[2]))
    assert "discard only after" in texts.describe_illegal(caught.value)


def test_describe_action():
    assert texts.describe_action(Play(1, (A.PIG, A.HORSE)), NAMES, 0) == (
        "Ann: horse, pig to pasture II"
    )
    assert texts.describe_action(Play(0, (A.COW,), A.SHEEP), NAMES, 3) == (
        "Dai: cow to pasture I, discards sheep"
    )
    assert texts.describe_action(Pass(), NAMES, 2) == "Cleo passes"


def test_names_cover_every_animal_and_combination():
    names = {texts.animal_name(a) for a in A}
    assert len(names) == 6 and "black sheep" in names
    from farmhouse.games.black_sheep.data import COMBINATIONS

    combos = {texts.combination_name(c) for c in COMBINATIONS}
    assert len(combos) == 7 and not combos & set(COMBINATIONS)  # every id has a name
    assert texts.combination_name("full_house") == "full house (3+2)"
    assert [texts.pasture_name(i) for i in range(3)] == ["I", "II", "III"]


def test_breakdown_bonus_mode_bs_ex_12():
    corrals = [
        [
            (A.HORSE, 3),
            (A.HORSE, 1),
            (A.COW, 2),
            (A.PIG, 2),
            (A.SHEEP, 1),
            (A.CHICKEN, 3),
            (A.BLACK_SHEEP, -2),
        ],
        [
            (A.HORSE, 2),
            (A.HORSE, 3),
            (A.COW, 3),
            (A.COW, 1),
            (A.BLACK_SHEEP, -3),
            (A.BLACK_SHEEP, -1),
        ],
        [(A.PIG, 3), (A.PIG, 1), (A.SHEEP, 2), (A.SHEEP, 3), (A.CHICKEN, 1)],
    ]
    rows = texts.breakdown_rows(rules.final_outcome(corrals), ["Ann", "Ben", "Cleo"])
    assert [heading for heading, _ in rows] == [
        "1. Cleo — 22 point(s) (winner)",
        "2. Ben — 17 point(s)",
        "3. Ann — 16 point(s)",
    ]
    cleo, ben, ann = (lines for _, lines in rows)
    assert "pig: +3\u00a0+1 = +4" in cleo
    assert "Majority card (pig): +6" in cleo and "Majority card (sheep): +6" in cleo
    assert "Figures: 10 point(s)" in cleo and cleo[-1] == "Total: 22"
    assert "black sheep: \u22121\u00a0\u22123 = \u22124" in ben
    assert "Complete sets: 1 × 6 = +6" in ann and ann[-1] == "Total: 16"


def test_breakdown_task_mode_bs_ex_14():
    corrals = [
        [(A.HORSE, 3), (A.HORSE, 1), (A.COW, 2), (A.COW, 2), (A.CHICKEN, 1)],
        [
            (A.HORSE, 2),
            (A.HORSE, 2),
            (A.COW, 3),
            (A.PIG, 1),
            (A.BLACK_SHEEP, -2),
            (A.BLACK_SHEEP, -3),
        ],
        [
            (A.PIG, 3),
            (A.SHEEP, 1),
            (A.SHEEP, 2),
            (A.CHICKEN, 3),
            (A.CHICKEN, 2),
            (A.BLACK_SHEEP, -1),
        ],
    ]
    tasks = ["T01", "T03", "T06", "T07", "T09", "T11"]
    outcome = rules.final_outcome(corrals, tasks, [["T06"], [], []])
    rows = texts.breakdown_rows(outcome, ["Ann", "Ben", "Cleo"])
    assert rows[0][0] == "1. Ann — 23 point(s) (winner)"
    ann = rows[0][1]
    assert "Task card “horse + cow: 3 point(s) per pair”: +6" in ann
    assert "Task card “Most horse figures: 5 point(s)”: +5" in ann
    assert not any("black sheep figures" in line for line in ann)  # held it, but Ben scored it
    assert not any(re.search(r"\bT\d\d\b", line) for _, lines in rows for line in lines)
    # Ben and Cleo tie on 21 points; Cleo has no more figures than Ben: both share place 2
    assert {rows[1][0], rows[2][0]} == {"2. Ben — 21 point(s)", "2. Cleo — 21 point(s)"}


# ----------------------------------------------------------------------------- as players read it


@pytest.fixture
def language(qapp, tmp_path):
    """Install the compiled translation of a language for one test (``language("en")``)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from farmhouse.app import i18n

    installed: list[QTranslator] = []

    def install(lang: str) -> None:
        for old in installed:
            QCoreApplication.removeTranslator(old)
        qm = tmp_path / f"{lang}.qm"
        assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{lang}.ts", qm)
        translator = QTranslator()
        assert translator.load(str(qm))
        QCoreApplication.installTranslator(translator)
        installed.append(translator)

    yield install
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def _view_with_known(total: int):
    from types import SimpleNamespace

    figure = SimpleNamespace(value=total)
    return SimpleNamespace(corrals=[[figure]], hand_sizes=[3])


def test_a_hint_counts_two_cards_of_one_animal(language):
    """The tester's "play sheep, sheep to pasture III" / 「黒ヒツジ、黒ヒツジを出す」: two
    cards of one kind are counted, with the animal's plural, in every language."""
    said = {}
    for lang in ("en", "ja", "zh_TW", "zh_CN"):
        language(lang)
        said[lang] = [
            texts.action_text(Play(2, (A.SHEEP, A.SHEEP))),
            texts.action_text(Play(0, (A.BLACK_SHEEP, A.BLACK_SHEEP))),
            texts.action_text(Play(1, (A.COW, A.COW), A.PIG)),
            texts.action_text(Play(1, (A.PIG, A.HORSE))),
        ]
    assert said["en"] == [
        "play 2 sheep to pasture III",
        "play 2 black sheep to pasture I",
        "play 2 cows to pasture II and discard pig",
        "play horse, pig to pasture II",
    ]
    assert said["ja"][:2] == ["牧草地 III に羊2枚を出す", "牧草地 I に黒ヒツジ2枚を出す"]
    assert "兩張羊" in said["zh_TW"][0] and "两张黑羊" in said["zh_CN"][1]  # (V4: 把兩張羊)
    for lines in said.values():
        assert not any(
            re.search(r"(羊|sheep|ヒツジ|牛|cow)[、，, ]+\S*(羊|sheep|ヒツジ|牛|cow)", t)
            for t in lines[:3]
        ), lines


def test_the_log_counts_two_cards_of_one_animal(language):
    """Issue 18: the log said "Ann plays pig, pig to pasture III" where the hint says "play 2
    sheep": two cards of one kind played, drawn, named in the discard question or in a move's
    short text are counted, with the animal's plural and, in Chinese and Japanese, the cards'
    counter, in every language (one wording for the cards of a play)."""
    pigs = Event("bs.played", {"seat": 0, "pasture": 2, "cards": ["pig", "pig"], "discard": None})
    cows = Event("bs.played", {"seat": 1, "pasture": 0, "cards": ["cow", "cow"], "discard": "pig"})
    drew = Event("bs.drew", {"seat": 0, "cards": ["sheep", "sheep"]}, 0, private_to=0)
    said = {}
    for lang in ("en", "ja", "zh_TW", "zh_CN"):
        language(lang)
        said[lang] = [
            texts.describe_event(pigs, NAMES),
            texts.describe_event(cows, NAMES),
            texts.describe_event(drew, NAMES),
            texts.describe_action(Play(2, (A.PIG, A.PIG)), NAMES, 0),
            texts.prompt_text(_view_over(False), None, (A.HORSE, A.HORSE), 1, False, ""),
        ]
    assert said["en"] == [
        "Ann plays 2 pigs to pasture III.",
        "Ben plays 2 cows to pasture I and discards pig.",
        "Ann draws 2 sheep (only you see them).",
        "Ann: 2 pigs to pasture III",
        "You are playing 2 horses to pasture II. Discard one of your other cards? (optional)",
    ]
    assert "豚2枚" in said["ja"][0] and "牛2枚" in said["ja"][1] and "羊2枚" in said["ja"][2]
    assert "两张猪" in said["zh_CN"][0] and "兩張豬" in said["zh_TW"][3]
    assert "两张马" in said["zh_CN"][4] and "兩張羊" in said["zh_TW"][2]
    for lines in said.values():
        assert not any(
            re.search(
                r"(豚|猪|豬|pig|羊|sheep|马|馬|horse)[、，, ]+\S*(豚|猪|豬|pig|羊|sheep|马|馬|horse)",
                t,
            )
            for t in lines
        ), lines


def _view_over(over: bool):
    from types import SimpleNamespace

    return SimpleNamespace(game_over=over)


def test_english_says_1_point_and_2_points(language):
    language("en")
    assert texts.task_text("T01") == "Most horse figures: 5 points"
    assert texts.task_text("T07") == "horse + cow: 3 points per pair"
    for total, known in (
        (1, "+1 point known"),
        (-1, "\u22121 point known"),
        (4, "+4 points known"),
    ):
        assert known in texts.seat_summary(_view_with_known(total), 0).replace("\u00a0", " ")
    lines = texts._breakdown_lines({"figures": [["horse", 1]], "figure_points": 1}, 1)
    assert "Figures: 1 point" in lines
    lines = texts._breakdown_lines({"figures": [["black_sheep", -1]], "figure_points": -1}, -1)
    assert "Figures: \u22121 point" in lines
    outcome = Outcome(scores=(1, -1), ranking=((0,), (1,)), winners=(0,), breakdown=({}, {}))
    headings = [heading for heading, _ in texts.breakdown_rows(outcome, NAMES)]
    assert headings == ["1. Ann — 1 point (winner)", "2. Ben — \u22121 point"]
    over = Event("bs.game_over", {"scores": [1, 0], "winners": [0], "tie_break": None})
    assert texts.describe_event(over, NAMES) == "Game over: Ann wins with 1 point."


def test_a_draw_is_logged_once_and_named_like_every_line(language):
    language("en")
    events = [
        Event("bs.played", {"seat": 0, "pasture": 0, "cards": ["cow"], "discard": None}, 0),
        Event("bs.drew", {"seat": 0, "cards": ["horse"]}, 0, private_to=0),
        Event("bs.drew_count", {"seat": 0, "count": 1}, 0),
    ]
    for viewer, draw in (
        (0, "Ann draws horse (only you see it)."),
        (1, "Ann draws 1 card."),
        (None, "Ann draws 1 card."),
    ):
        seen = [e for e in events if e.visible_to(viewer)]
        assert texts.describe_events(seen, NAMES) == ["Ann plays cow to pasture I.", draw]


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_no_rule_id_or_internal_code_is_shown_to_players(lang):
    import xml.etree.ElementTree as ET

    from farmhouse.app.i18n import i18n_dir

    root = ET.parse(i18n_dir() / f"farmhouse_{lang}.ts").getroot()
    shown = [
        (t.text or "")
        for m in root.iter("message")
        for t in [m.find("translation"), *m.find("translation").findall("numerusform")]
    ]
    shown += [m.findtext("source") or "" for m in root.iter("message")]
    codes = re.compile(r"\bBS-\d|\bT\d\d\b|bs\.illegal|reconstructed")
    assert [text for text in shown if codes.search(text)] == []


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_the_rules_tell_the_whole_game_with_pictures_in_every_language(language, lang):
    language(lang)
    bonus = texts.rules_html(Options())
    tasks = texts.rules_html(Options(task_cards=True, values_hidden_until_end=True))
    for html in (bonus, tasks):
        assert html.count("<h3") >= 11  # goal, animals, setup, turn, scoring, end, …, controls
        # the six animals, seven combinations of five, the three cards of a turn
        assert html.count("<img") == 6 + 7 * 5 + 3
        assert html.count("data:image/png;base64,") == html.count("<img")
        assert not re.search(r"\bBS-\d|\bT\d\d\b", html)
        for combo in ("five_of_a_kind", "full_house", "all_different"):
            assert texts.combination_name(combo) in html
        assert "Ctrl+N" in html and "F11" in html
    assert texts.tr("Task cards (in this game)") in tasks
    assert texts.tr("Task cards (an option)") in bonus
    assert (
        texts.tr(
            "In this game nobody sees any figure's value before the end, not even in their own corral."
        )
        in tasks
    )
    if lang != "en":  # translated through and through
        assert "Goal" not in bonus and "Final scoring" not in bonus and "pasture" not in bonus


def _finished_game(players: int, seed: int) -> list[Event]:
    state = GAME.setup(players, Options(), seed)
    rng = random.Random(seed)
    events: list[Event] = []
    while state.to_move is not None:
        state, new = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        events += new
    return events


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_every_log_line_names_its_seat_and_only_private_lines_speak_to_the_reader(language, lang):
    """The hot-seat reading: a log line names the seat it is about, also in that seat's own
    log (one screen and one log serve several players); only a private line (a seat's own
    draw, seen by nobody else) speaks to its reader, and it names the seat too."""
    language(lang)
    you = {"en": "you", "ja": "あなた", "zh_TW": "你", "zh_CN": "你"}[lang]
    for players in (2, 4):
        events = _finished_game(players, 7 + players)
        assert any(e.private_to is not None for e in events)
        for viewer in (None, *range(players)):
            seen = [e for e in events if e.visible_to(viewer)]
            for event in seen:
                line = texts.describe_event(event, NAMES)
                if not line:
                    continue
                seat = event.params.get("seat", event.params.get("winner"))
                if isinstance(seat, int):
                    assert NAMES[seat] in line, (event, line)
                speaks_to_reader = re.search(rf"\b{you}\b" if lang == "en" else you, line.lower())
                assert bool(speaks_to_reader) == (event.private_to is not None), (event, line)
            lines = texts.describe_events(seen, NAMES)
            assert not any(line.lower().startswith(you) for line in lines)


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_after_the_game_the_seat_lines_give_final_scores_and_bonus_cards(language, lang):
    """At game over a seat's line says its final score and the bonus cards it earned, not
    the in-game "points known" estimate (nor the hand, which counts for nobody)."""
    language(lang)
    for players, seed in ((2, 3), (4, 5)):
        state = GAME.setup(players, Options(), seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        outcome = GAME.outcome(state)
        for viewer in (None, 0):
            view = GAME.view(state, viewer)
            assert rules.view_outcome(view) == outcome
            for seat in range(players):
                line = texts.seat_summary(view, seat).replace("\u00a0", " ")
                total = sum(f.value for f in view.corrals[seat])
                known = texts.fill(
                    texts.tr("%1 point(s) known", "", abs(total)), texts.signed(total)
                )
                assert known not in line
                assert texts.final_score_text(outcome.scores[seat]) in line
                assert texts.bonus_cards_text(outcome.breakdown[seat]) in line
                assert (
                    texts.fill(texts.tr("%n card(s) in hand", "", view.hand_sizes[seat]))
                    not in line
                )
                for animal in outcome.breakdown[seat]["majorities"]:
                    assert texts.animal_name(animal) in line
    # in play nothing changes: the points known and the hand
    view = GAME.view(GAME.setup(2, Options(), 1), 0)
    assert rules.view_outcome(view) is None
    assert texts.fill(texts.tr("%n card(s) in hand", "", 3)) in texts.seat_summary(view, 0).replace(
        "\u00a0", " "
    )


def test_the_boards_texts_name_whose_piece_and_which_key():
    """The board's tooltips and badges (its accessible names): a hand card with its key or
    its owner, a side, a corral's figures with their values, a plate's badge, the bonus
    cards won (BS-8.2, BS-8.3), the piles' counts."""
    assert texts.hand_card_tip(A.COW, key=2) == "cow (rank 5), in your hand — key 2"
    assert texts.hand_card_tip(A.COW) == "cow (rank 5), in your hand"
    assert texts.hand_card_tip(A.COW, "Ann") == "cow (rank 5), in Ann's hand"
    assert texts.side_tip(1) == "Your side of pasture II (key S)"
    assert texts.side_tip(1, "Ben") == "Ben's side of pasture II"
    assert texts.corral_tip(A.PIG, 2, None, (3, -1)) == "pig ×2, your corral: +3\u00a0\u22121"
    assert texts.corral_tip(A.PIG, 0, "Ben", ()) == "pig ×0, Ben's corral"
    assert texts.badge_texts(None, True) == ("▶ your turn", "▶")
    assert texts.badge_texts(21, False) == (
        "Final score: 21 point(s)",
        "21 point(s)",
    )  # (source texts)
    part = {"majorities": ["cow"], "sets": 1, "majority_points": 6, "set_points": 6}
    assert texts.bonus_row(part) == ([A.COW], "+12", ("1 complete set(s)",))
    assert texts.bonus_row({}) == ([], "0", ("no bonus cards",))
    assert texts.bonus_row({"majorities": ["pig"], "majority_points": 6}) == ([A.PIG], "+6", ())
    assert texts.pile_texts(40, 3) == ("Deck: 40", "Discard: 3")


def test_a_hint_says_a_single_card_play_keeps_the_rest_when_it_could_discard(language):
    """The tester's hint: "Best: play chicken to pasture I — 41%" and "Third best: play
    chicken to pasture I and discard horse — 41%": the first read like the third. A play of
    one card after which a card could be discarded (BS-4.1) says that the rest is kept; a
    play of two cards, or of the last card held, has nothing to keep (BS-4.1)."""
    from types import SimpleNamespace

    from farmhouse.app.hints import Hint, HintMove, hint_lines

    view = SimpleNamespace(hand=(A.HORSE, A.CHICKEN, A.PIG), hand_sizes=[3, 3])
    last = SimpleNamespace(hand=(A.CHICKEN,), hand_sizes=[1, 3])
    keep, discard = Play(0, (A.CHICKEN,)), Play(0, (A.CHICKEN,), A.HORSE)
    said = {}
    for lang in ("en", "ja", "zh_TW", "zh_CN"):
        language(lang)
        said[lang] = texts.action_text(keep, view)
        assert said[lang] != texts.action_text(keep), lang  # (without the view: as before)
        assert texts.action_text(keep, last) == texts.action_text(keep), lang
        two = Play(0, (A.CHICKEN, A.PIG))
        assert texts.action_text(two, view) == texts.action_text(two), lang
        hint = Hint(0, (HintMove(keep, 0.41, 400), HintMove(discard, 0.41, 390)), 790)
        best, second = hint_lines(hint, lambda action: texts.action_text(action, view))
        assert said[lang] in best and texts.action_text(discard, view) in second
    assert said["en"] == "play chicken to pasture I and keep the rest"
    assert said["ja"] == "牧草地 I にニワトリを出し、残りの手札は全部残す"
    assert said["zh_TW"] == "把雞打到牧場 I，其餘手牌全部保留"
    assert said["zh_CN"] == "把鸡打到牧场 I，其余手牌全部保留"


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN"])
def test_a_replays_hand_card_tip_spaces_the_name_in_chinese(qapp, translations, lang):
    """Session 22's tester, 9 (the same kind): a card in a player's hand in a replay's strip
    named the player run into the Chinese; now spaced as in all running text."""
    assert translations.set_language(lang)
    tip = texts.hand_card_tip(next(iter(A)), "Anna")
    assert tip.endswith(" Anna 的手牌中"), tip


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_the_rules_number_the_animals_as_their_cards_do(language, lang):
    """Session 24's tester, F2: the rules listed "1. horse … 6. black sheep" while the cards
    print rank 6 (horse) … 1 (black sheep). Each animal is named with its rank as its cards
    print it (BS Table 3.1), the highest first, and no other numbering."""
    language(lang)
    html = texts.rules_html(Options())
    at = 0
    for animal in A:
        name = texts.animal_name(animal)
        rank = texts.fill(texts.tr("rank %1"), animal.rank)
        found = re.search(re.escape(name) + r"\s*<br>(?:<[^>]+>)*" + re.escape(rank), html[at:])
        assert found, (lang, animal, html[at : at + 400])
        at += found.end()
    assert [a.rank for a in A] == [6, 5, 4, 3, 2, 1]
    for k in range(1, 7):  # (no "1. horse", "6. black sheep")
        name = texts.animal_name(list(A)[k - 1])
        assert not re.search(rf"\b{k}\.\s*{re.escape(name)}", html), (lang, k)


@pytest.mark.parametrize("lang", ["en", "ja", "zh_TW", "zh_CN"])
def test_negative_values_take_a_true_minus_and_stay_whole_as_positive_ones_do(language, lang):
    """Session 24's tester, F9: the game-over summary wrote "black sheep: -1 -1 -2 = -4"
    with hyphen-minus and ordinary spaces (a line could break between its numbers) while
    "+3 +2 +1 = +6" kept its spaces unbreakable. Now both use U+2212 and no-break spaces,
    as the game-over dialog shows them (``keep_phrases``), in every language."""
    from farmhouse.app.board.linebreak import keep_phrases

    language(lang)
    corrals = [
        [(A.HORSE, 3), (A.HORSE, 2), (A.HORSE, 1), (A.COW, 1)],
        [(A.BLACK_SHEEP, -1), (A.BLACK_SHEEP, -1), (A.BLACK_SHEEP, -2), (A.PIG, 1)],
    ]
    rows = texts.breakdown_rows(rules.final_outcome(corrals), ["Ann", "Ben"])
    lines = [line for _, body in rows for line in body]
    figures = texts.fill(texts.tr("Figures: %1 point(s)", "", 3), "\u22123")  # (Ben's)
    black = next(line for line in lines if texts.animal_name(A.BLACK_SHEEP) in line)
    horse = next(line for line in lines if texts.animal_name(A.HORSE) in line)
    assert "\u22121\u00a0\u22121\u00a0\u22122" in black and "\u22124" in black, black
    assert "+3\u00a0+2\u00a0+1" in horse and "+6" in horse, horse
    assert "-" not in black and figures in lines, (black, lines)
    for line in (black, horse):
        shown = keep_phrases(line, lang)
        # from the first value to the sum: no space a line may break at
        values = shown[min(i for i in (shown.find("+"), shown.find("\u2212")) if i >= 0) :]
        assert " " not in values, (lang, shown)
