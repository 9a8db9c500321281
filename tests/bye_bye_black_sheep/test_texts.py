"""Bye-Bye Black Sheep texts: every engine event and refusal has a sentence in every
language, no rule id reaches a player, the turn summaries, the score breakdown (BB-EX-12,
BB-EX-16) and the rules page."""

from __future__ import annotations

import base64
import random
import re

import pytest
from PySide6.QtCore import QCoreApplication

from farmhouse.app.i18n import LANGUAGES, Translations
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.bye_bye_black_sheep import positions as P
from farmhouse.games.bye_bye_black_sheep import rules, texts
from farmhouse.games.bye_bye_black_sheep.data import SETUP, kind_of
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    AskEagle,
    Draw,
    Options,
    Phase,
    Place,
    Stop,
    final_outcome,
)

NAMES = ["Ann", "Ben", "Cleo", "Dai", "Eve"]
LEFTOVER = re.compile(r"%\d|%n|%\(")
RULE_ID = re.compile(r"\bBB-\d|\bbb\.")

#: Events random games seldom produce, in the engine's parameter shapes.
SYNTHETIC = [
    Event("bb.magpie_nothing", {"seat": 0}, 0),
    Event("bb.wolf", {"seat": 0, "victim": 2, "covered": [], "drawn": 1}, 0),
    Event("bb.mother_sheep", {"seat": 1, "card": None, "drawn": 3, "pile": 0}, 1),
    Event("bb.refilled", {"seat": 2, "count": 0, "wanted": 2, "pile": 0}, 2),
    Event("bb.refilled", {"seat": 2, "count": 1, "wanted": 2, "pile": 0}, 2),
    Event("bb.stall_end", {"reason": "turn_limit", "stall": 0, "turns": 500}),
    Event(
        "bb.game_over",
        {
            "winners": [0, 2],
            "scores": [2, 1, 2],
            "ended_by": "bb.end.stall",
            "tie_break": "bb.tiebreak.shared",
        },
    ),
    Event(
        "bb.placed",
        {
            "seat": 1,
            "card": "joker",
            "species": 4,
            "via": "white_sheep",
            "count": 2,
            "triplets": 0,
            "placements_left": 0,
        },
        1,
    ),
    Event(
        "bb.placed",
        {
            "seat": 1,
            "card": "joker",
            "species": 4,
            "via": "turn",
            "count": 2,
            "triplets": 0,
            "placements_left": 0,
        },
        1,
    ),
    Event(
        "bb.magpie_taken",
        {"seat": 1, "reasons": ["third_species", "shared_species"], "species": 4},
        1,
    ),
    Event("bb.magpie_taken", {"seat": 1, "reasons": ["shared_species"], "species": 4}, 1),
    Event("bb.turn_end", {"seat": 0, "end": "eagle_no", "drawn": 2, "allowance": 0}, 0),
    Event("bb.turn_end", {"seat": 0, "end": "eagle_no", "drawn": 4, "allowance": 2}, 0),
]

#: One example of every refusal, with the parameters rules.ILLEGAL_REASONS documents.
ILLEGAL_SAMPLES = {
    "bb.illegal.game_over": {},
    "bb.illegal.not_your_turn": {"seat": 1, "to_move": 0},
    "bb.illegal.unknown_action": {"action": "str"},
    "bb.illegal.wrong_phase": {"action": "Stop", "phase": "eagle"},
    "bb.illegal.no_such_seat": {"seat": 7},
    "bb.illegal.draw_from_self": {"seat": 0},
    "bb.illegal.ask_self": {"seat": 0},
    "bb.illegal.eagle_needs_player": {},
    "bb.illegal.eagle_needs_species": {"target": 1},
    "bb.illegal.species_not_in_use": {"species": 15},
    "bb.illegal.mole_must_pick": {"target": 1},
    "bb.illegal.mole_not_in_hand": {"card": "set:3", "target": 1},
    "bb.illegal.mole_not_set_card": {"card": "eagle"},
    "bb.illegal.steal_own_zoo": {"seat": 0},
    "bb.illegal.steal_not_in_zoo": {"victim": 1, "card": "set:2"},
    "bb.illegal.not_in_hand": {"card": "set:2"},
    "bb.illegal.not_placeable": {"card": "eagle"},
    "bb.illegal.joker_needs_species": {},
    "bb.illegal.declare_only_joker": {"card": "set:2"},
}


def random_game_events(seed: int, players: int, options: Options) -> list[Event]:
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    events: list[Event] = []
    while GAME.to_move(state) is not None:
        legal = list(GAME.legal_actions(state))
        draws = [a for a in legal if isinstance(a, Draw)]
        if draws and (len(state.wh) < 3 or rng.random() < 0.5):
            action = rng.choice(draws)
        else:
            action = rng.choice(legal)
        state, new = GAME.apply(state, action)
        events.extend(new)
    return events


@pytest.fixture(scope="module")
def sample_events() -> list[Event]:
    events: list[Event] = []
    for seed in range(12):
        options = Options(advanced=seed % 2 == 1, joker=seed % 3 == 0)
        events += random_game_events(seed, 2 + seed % 4, options)
    return events + SYNTHETIC


#: (key, params) of events the log may skip, and when.
def skipped_ok(event: Event) -> bool:
    p = event.params
    return (
        event.key == "bb.next"
        or (event.key == "bb.turn_over" and not (p["idle"] and p["stall"] > 0))
        or (event.key == "bb.turn_end" and p["end"] == "black_sheep")
        or (event.key == "bb.placing_done" and p["unused"] == 0)
    )


def test_every_event_key_is_described():
    assert set(rules.EVENT_KEYS) == texts.DESCRIBED_EVENT_KEYS


def test_every_event_of_real_games_reads_well(sample_events):
    seen = {e.key for e in sample_events}
    assert set(rules.EVENT_KEYS) <= seen, set(rules.EVENT_KEYS) - seen
    for event in sample_events:
        text = texts.describe_event(event, NAMES)
        if text is None:
            assert skipped_ok(event), event
            continue
        assert text and not LEFTOVER.search(text) and "?" not in text, (event, text)
        assert not RULE_ID.search(text), text


@pytest.mark.parametrize(
    ("number", "shown"),
    [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (23, "23rd"),
        ("?", "?"),
    ],
)
def test_the_log_says_which_card_of_the_turn_in_ordinals(number, shown):
    """The log tells the draw's place in the turn as players say it ("their 3rd card"), not
    "(card 3)" (the second tester)."""
    assert texts.ordinal(number) == shown
    event = Event("bb.drew", {"seat": 0, "source": 2, "card": "set:4", "drawn": number}, 0)
    line = texts.describe_event(event, NAMES)
    assert f"({shown} card this turn)" in line and "(card " not in line


def test_event_sentences():
    drew = Event("bb.drew", {"seat": 0, "source": 2, "card": "set:4", "drawn": 3}, 0)
    assert texts.describe_event(drew, NAMES) == "Ann draws goat from Cleo (3rd card this turn)."
    eagle = Event("bb.drew", {"seat": 0, "source": 2, "card": "eagle", "drawn": 1}, 0)
    assert texts.describe_event(eagle, NAMES) == (
        "Ann draws the Eagle from Cleo (1st card this turn)."
    )
    black = Event(
        "bb.drew_black_sheep", {"seat": 1, "source": 3, "card": "black_sheep:3", "drawn": 2}, 1
    )
    assert texts.describe_event(black, NAMES) == (
        "Ben draws Dai's black sheep: a forced end, nothing is placed."
    )
    asked = Event(
        "bb.eagle_asked",
        {"seat": 0, "target": 1, "species": 7, "answered": False, "card": None, "drawn": 2},
        0,
    )
    assert texts.describe_event(asked, NAMES) == (
        "Ann asks Ben for giraffe with the Eagle: Ben has none, so the turn ends."
    )
    saw = Event(
        "bb.mole_saw",
        {"seat": 0, "target": 1, "cards": ["set:1", "set:1", "eagle", "black_sheep:1"]},
        0,
        private_to=0,
    )
    assert texts.describe_event(saw, NAMES) == (
        "Ann sees Ben's hand: tiger ×2, Eagle, black sheep (only you see it)."
    )
    refill = Event("bb.refill_cards", {"seat": 2, "cards": ["set:5"]}, 2, private_to=2)
    assert (
        texts.describe_event(refill, NAMES) == "Cleo draws lion from the pile (only you see them)."
    )
    assert texts.describe_event(Event("bb.unknown"), NAMES) is None


def test_private_events_speak_to_their_only_viewer(sample_events):
    private = [e for e in sample_events if e.private_to is not None]
    assert {e.key for e in private} == {"bb.mole_saw", "bb.refill_cards"}
    for event in private:  # (named as every line is, and said to be theirs alone)
        line = texts.describe_event(event, NAMES)
        assert line.startswith(NAMES[event.private_to] + " "), line
        assert line.endswith(("(only you see it).", "(only you see them).")), line


@pytest.mark.parametrize(
    ("count", "wanted", "drawer", "others"),
    [
        (
            2,
            2,
            ["Cleo draws tiger, penguin from the pile (only you see them)."],
            ["Cleo refills their hand with 2 card(s) from the pile."],
        ),
        (
            2,
            3,
            [
                "Cleo draws tiger, penguin from the pile (only you see them).",
                "Cleo draws the last 2 card(s) of the pile.",
            ],
            ["Cleo draws the last 2 card(s) of the pile."],
        ),
    ],
)
def test_the_drawer_reads_a_refill_from_the_pile_once(count, wanted, drawer, others):
    """Session 19's second tester, Y6: the drawer read a refill twice, "Cleo draws tiger,
    penguin from the pile (only you see them)." then "Cleo refills their hand with 2 cards
    from the pile.". The drawer reads the private line alone (as in Black Sheep), the others
    the public one; where the public line says more (the pile ran out) both stay."""
    private = Event("bb.refill_cards", {"seat": 2, "cards": ["set:1", "set:2"]}, 2, private_to=2)
    public = Event("bb.refilled", {"seat": 2, "count": count, "wanted": wanted, "pile": 0}, 2)
    assert texts.describe_events([private, public], NAMES) == drawer
    assert texts.describe_events([public], NAMES) == others


def test_every_illegal_reason_is_explained():
    assert set(ILLEGAL_SAMPLES) == set(rules.ILLEGAL_REASONS)
    for reason, params in ILLEGAL_SAMPLES.items():
        text = texts.describe_illegal(IllegalAction(reason, **params))
        assert text and "not allowed (" not in text and not LEFTOVER.search(text), reason
        assert not RULE_ID.search(text), text
    for phase in Phase:
        text = texts.describe_illegal(
            IllegalAction("bb.illegal.wrong_phase", action="Stop", phase=phase.value)
        )
        assert text != texts.phase_hint("nonsense"), phase


def test_real_refusals_are_explained():
    state = P.position(3, active=0)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, Draw(0))
    assert texts.describe_illegal(caught.value) == "Draw from another player's hand, not your own."
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, AskEagle(1, 2))
    assert "Now draw a card" in texts.describe_illegal(caught.value)


def test_no_rule_ids_or_codes_reach_players():
    for name in ("advanced", "joker"):
        for text in (texts.option_label(name), texts.option_tooltip(name)):
            assert text and not RULE_ID.search(text) and "_" not in text
    for options in (None, Options(), Options(advanced=True, joker=True)):
        page = texts.rules_html(options)
        assert not RULE_ID.search(page)


def test_the_rules_explain_the_whole_game_with_pictures():
    page = texts.rules_html(Options(advanced=True))
    for heading in (
        "Goal",
        "Setup",
        "Your turn: draw cards",
        "Stop and place",
        "Special cards",
        "After the turn",
        "End of the game",
        "Options",
        "Controls",
    ):
        assert f"<h3>{heading}</h3>" in page
    pictures = set(re.findall(r'src="([^"]+)"', page))
    for card in ("eagle", "mole", "magpie", "white_sheep", "mother_sheep", "wolf", "joker"):
        assert any(p.endswith(f"card_{card}.svg") for p in pictures), card
    # the black sheep's seat-coloured frame is tinted for the page (a picture of its own)
    embedded = [p for p in pictures if p.startswith("data:image/svg+xml;base64,")]
    assert len(embedded) == 1
    svg = base64.b64decode(embedded[0].split(",", 1)[1]).decode("utf-8")
    assert "black sheep" in svg.lower() and "#ff00ff" not in svg.lower()
    assert "This game: advanced game, without the joker." in page
    for players, row in SETUP.items():  # the table of species, hands and triplets to win
        cells = (players, f"1–{row.species}", row.hand_target, row.triplets_to_win)
        assert "".join(f"<td style='padding:2px 14px 2px 0'>{c}</td>" for c in cells) in page


def test_turn_summaries_say_what_each_turn_did():
    state = P.position(
        3,
        hands={0: ["goat"], 1: ["tiger", "tiger", "lion"], 2: ["hippo", "koala", "panda"]},
        hand_sizes=6,
        zoos={1: ["tiger"]},
        active=0,
    )
    state = P.with_draws(state, "black_sheep", "hippo", "koala", "panda")
    history: list[Event] = []
    for action in (Draw(1), Draw(2), Draw(2), Draw(2), Stop(), Place(kind_of("tiger"))):
        state, events = GAME.apply(state, action)
        history += events
    lines = texts.turn_summaries(history, NAMES)
    assert lines == [
        "Ann draws Ben's black sheep at once: nothing is placed.",
        "Ben draws 3 card(s) and stops.",
        "Ben places tiger in their zoo.",
    ]
    # events that begin inside a turn (a resumed game) give no line about its start
    cut = history[
        history.index(next(e for e in history if e.key == "bb.turn_end" and e.seat == 1)) :
    ]
    assert texts.turn_summaries(cut, NAMES) == [
        "Ben draws 3 card(s) and stops.",
        "Ben places tiger in their zoo.",
    ]
    eagle_no = Event("bb.turn_end", {"seat": 0, "end": "eagle_no", "drawn": 3, "allowance": 1}, 0)
    assert texts.turn_summaries([eagle_no], NAMES) == []  # whom the Eagle asked is unknown
    asked = Event(
        "bb.eagle_asked",
        {"seat": 0, "target": 2, "species": 3, "answered": False, "card": None, "drawn": 3},
        0,
    )
    assert texts.turn_summaries([asked, eagle_no], NAMES) == [
        "Ann draws 3 card(s), then asks Cleo for crocodile with the Eagle in vain."
    ]
    # a turn still going on has no line yet (the watering hole shows it)
    state2 = P.with_draws(P.position(3, hands={1: ["goat"]}, active=0), "goat")
    state2, events = GAME.apply(state2, Draw(1))
    assert texts.turn_summaries(events, NAMES) == []


def test_a_turn_summary_tells_its_turn_in_the_log_lines_present_tense():
    """Issue 18, S4 (session 22's tester, 3): "Since Anna's last turn" mixed tenses in one
    box ("Player 3 placed zebra in their zoo." over the log's "Player 3 completes a triplet
    of zebra: 3 triplets now." and "… wins!"). The turn's own lines now speak as the log
    lines beside them do, and as the other three games' boxes (all log lines): present
    tense."""
    events = [
        Event("bb.turn_end", {"seat": 1, "end": "stop", "drawn": 3, "allowance": 1}, 1),
        Event(
            "bb.placed",
            {"seat": 1, "card": "set:1", "species": 1, "via": "turn", "count": 3, "triplets": 3},
            1,
        ),
        Event("bb.triplet", {"seat": 1, "species": 1, "triplets": 3}, 1),
        Event("bb.won", {"seat": 1, "triplets": 3}, 1),
        Event("bb.turn_over", {"seat": 1, "turn": 9}, 1),
        Event("bb.turn_end", {"seat": 2, "end": "stop", "drawn": 0, "allowance": 0}, 2),
        Event("bb.turn_over", {"seat": 2, "turn": 10}, 2),
    ]
    assert texts.turn_summaries(events, NAMES) == [
        "Ben draws 3 card(s) and stops.",
        "Ben places tiger in their zoo.",
        "Ben completes a triplet of tiger: 3 triplet(s) now.",
        "Ben has 3 triplet(s) and wins!",
        "Cleo stops without drawing.",  # (the log's own line for it)
    ]


def test_breakdown_after_a_win_bb_ex_12():
    zoos = [
        [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5],
        [6, 6, 7],
    ]
    outcome = final_outcome(zoos, 0, 5, 0, rules.END_TRIPLETS)
    rows = texts.breakdown_rows(outcome, NAMES)
    assert rows[0][0] == "1. Ann — 5 triplet(s) (winner)"
    assert rows[0][1][0] == "Triplets: tiger, penguin, crocodile, goat, lion"
    assert "Reached the goal of 5 triplet(s) first." in rows[0][1]
    assert rows[1][0] == "2. Ben — 0 triplet(s)"
    assert rows[1][1] == ["No triplet", "Zoo, 3 card(s): elephant ×2, giraffe"]
    assert texts.score_text(3) == "3 triplet(s)"


def test_breakdown_after_a_stall_bb_ex_16():
    zoos = [
        [1] * 3 + [2] * 3 + [3, 4],
        [5] * 3 + [6] * 3 + [7, 8, 9],
        [10] * 3 + [11, 11, 12, 12, 1, 2, 3, 4],
    ]
    outcome = final_outcome(zoos, 0, 4, None, rules.END_STALL)
    rows = texts.breakdown_rows(outcome, NAMES)
    assert rows[0][0] == "1. Ben — 2 triplet(s) (winner)"
    assert "Tied on triplets: the most cards in the zoo win." in rows[0][1]
    assert "Nothing moved for 6 turns in a row, so the game ended." in rows[0][1]
    assert rows[1][0].startswith("2. Ann") and rows[2][0].startswith("3. Cleo")


def test_seat_summary():
    state = P.position(
        4,
        zoos={1: ["tiger"] * 3 + ["goat"]},
        hands={1: ["magpie"]},
        hand_sizes=7,
        magpie_beside=False,
    )
    view = GAME.view(state, 0)
    assert texts.seat_summary(view, 1) == (
        "Triplets 1/3 · hand 7 · zoo 4\nholds the Thieving Magpie"
    )
    assert texts.seat_summary(view, 0) == "Triplets 0/3 · hand 7 · zoo 0"


@pytest.fixture
def language(qapp):
    translations = Translations()
    yield translations
    for translator in translations._installed:  # back to the untranslated sources
        QCoreApplication.removeTranslator(translator)


PREVIEWS = {
    "en": [
        "Placing it starts a crocodile column in your zoo.",
        "Placing it makes 2 crocodile cards in your zoo.",
        "Placing it completes a triplet of crocodile in your zoo.",
        "Placing it makes 4 crocodile cards in your zoo.",
    ],
    "ja": [
        "置くと、動物園にワニの列ができます。",
        "置くと、動物園のワニが2枚になります。",
        "置くと、動物園でワニの3枚組ができます。",
        "置くと、動物園のワニが4枚になります。",
    ],
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_placing_preview_counts_in_words(language, lang):
    """While placing, a hand card's tooltip says what placing it makes in real count wording
    (it said "Placing it makes crocodile in your zoo." for the first one)."""
    assert language.set_language(lang)
    assert [texts.placing_preview(3, n) for n in (1, 2, 3, 4)] == PREVIEWS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_translated_in_every_language(language, lang, sample_events):
    """With the language loaded, each log line, refusal, option and rules text comes out
    translated (no English left in Chinese or Japanese), with every placeholder filled."""
    assert language.set_language(lang)
    english = re.compile(r"\b(the|and|with|from|card|cards|draws|zoo)\b")
    lines = [texts.describe_event(e, NAMES) for e in sample_events]
    lines += [texts.describe_illegal(IllegalAction(r, **p)) for r, p in ILLEGAL_SAMPLES.items()]
    lines += [texts.option_label(n) for n in ("advanced", "joker")]
    lines += [texts.option_tooltip(n) for n in ("advanced", "joker")]
    lines += [texts.title(), texts.blurb(), texts.score_text(2)]
    for line in filter(None, lines):
        assert not LEFTOVER.search(line), (lang, line)
        if lang != "en":
            assert not english.search(line), (lang, line)
        else:
            assert "(s)" not in line, line  # English plural forms come from the .ts file
    page = texts.rules_html(Options(advanced=True, joker=True))
    if lang != "en":
        assert not english.search(re.sub(r"<[^>]+>", "", page)), lang
    assert QCoreApplication.translate("ByeByeBlackSheep", ", ", "list separator") == (
        ", " if lang == "en" else "、"
    )


def test_card_names_follow_the_language_as_it_changes(qapp):
    """The card names are translated once per language (a board names many cards on every
    move), and follow every switch, also between the two Chineses, which share words
    (老虎)."""
    translations = Translations()
    try:
        for lang in ("en", "zh_TW", "zh_CN", "ja", "zh_TW", "en"):
            assert translations.set_language(lang)
            for species, name in enumerate(
                ("tiger", "penguin", "crocodile", "goat", "lion", "elephant", "giraffe"), 1
            ):
                assert texts.species_name(species) == texts.tr(name), (lang, name)
            assert texts.kind_name(kind_of("eagle")) == texts.tr("Eagle")
            assert texts.kind_name(kind_of("magpie")) == texts.tr("Thieving Magpie")
            assert texts.special_name(kind_of("black_sheep:2")) == texts.tr("black sheep")
            assert texts.species_name(17) == "?" and texts.special_name(-1) == "?"
    finally:
        translations.set_language("en")
        for translator in translations._installed:
            QCoreApplication.removeTranslator(translator)


DRAW_KEYS = {
    "en": ("press the number on it", "press the number on it"),
    "zh_TW": ("按手牌上的數字", "按手牌上的數字"),
    "zh_CN": ("按手牌上的数字", "按手牌上的数字"),
    "ja": ("番号のキー", "番号のキー"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_prompt_names_the_hands_number_keys(language, lang):
    """Session 19's tester, X5: the hands carry number badges, but their keys were only in
    the board's tooltip. The prompt where the player draws names them, and S to stop."""
    assert language.set_language(lang)
    state = P.position(4, hand_sizes=7)
    view = GAME.view(state, GAME.to_move(state))
    assert view.phase is rules.Phase.DRAW and view.drawn == 0
    first = texts.prompt_text(view, True, ["Ann", "Ben", "Cy", "Di"], ())
    assert DRAW_KEYS[lang][0] in first, first

    class Drew:  # (the same view after a first card drawn)
        drawn = 1

        def __getattr__(self, name):
            return getattr(view, name)

    again = texts.prompt_text(Drew(), True, ["Ann", "Ben", "Cy", "Di"], ())
    assert DRAW_KEYS[lang][1] in again and "S" in again, again


def test_a_drawn_card_and_its_ordinal_translate_only_their_own_line(qapp, monkeypatch):
    """The log's "draws" lines and their ordinals ask only the translation they show (the
    log of a save's first paint asks for dozens: all seven special lines and all four
    ordinal forms were translated for each), and each special card still has its line."""
    asked: list[str] = []
    real = texts.tr
    monkeypatch.setattr(texts, "tr", lambda text, *a: asked.append(text) or real(text, *a))
    assert texts.ordinal(22) == "22nd"
    assert asked == ["%1nd"]
    asked.clear()
    event = Event("bb.drew", {"seat": 0, "source": 2, "card": "eagle", "drawn": 3}, 0)
    line = texts.describe_event(event, NAMES)
    assert "draws the Eagle from" in line and "(3rd card this turn)" in line
    assert asked.count("%1 draws the Eagle from %2 (%3 card this turn).") == 1
    assert not [text for text in asked if "draws the" in text and "Eagle" not in text]
    for card, words in (("wolf", "the Wolf"), ("mole", "the Mole"), ("joker", "the joker")):
        event = Event("bb.drew", {"seat": 0, "source": 2, "card": card, "drawn": 1}, 0)
        assert f"draws {words} from" in texts.describe_event(event, NAMES)


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "No card entered a zoo and the pile did not shrink: 1 of the 10 such turns"),
        ("ja", "どの動物園にもカードが入らず、山札も減りませんでした"),
        ("zh_TW", "沒有牌進入動物園，牌庫也沒有減少"),
    ],
)
def test_a_stalled_turn_says_what_it_counts(language, lang, words):
    """Tester 23's F12: after a turn in which Bo drew 2 cards from Player 3 the log said
    "Nothing moved this turn: 1 of the 10 stalled turns in a row that end the game.": cards
    had moved. BB-9.3 counts a turn in which no card entered a zoo and the pile did not
    shrink, and the line says that."""
    assert language.set_language(lang)
    event = Event("bb.turn_over", {"idle": True, "stall": 1, "stall_limit": 10})
    line = texts.describe_event(event, ["Ann", "Bo", "Cy", "Di", "Ed"])
    assert line is not None and words in line.replace("\u200b", ""), line
    assert "Nothing moved" not in line


STOP_AT_ONCE = {
    "en": "stop without drawing (nothing to take or place)",
    "zh_TW": "不抽牌就停手（沒有牌可收下或放置）",
    "zh_CN": "不抽牌就停手（没有牌可收下或放置）",
    "ja": "1枚も引かずに自主終了する（受け取るカードも置けるカードもない）",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_to_stop_before_drawing_says_there_is_nothing_to_take(language, lang):
    """Session 25's tester, F9: at the start of a turn (nothing drawn, the watering hole
    empty) the hint's "second best: stop, take the watering-hole cards" (「停手，收下飲水處的
    牌」) promised cards that are not there: stopping then ends the turn with nothing taken
    and nothing placed (BB-4.1, BB-5.2: D = 0, allowance 0). After a draw it still says
    that stopping takes the watering hole."""
    from farmhouse.app.board.linebreak import plain

    assert language.set_language(lang)
    state = P.position(3)
    view = GAME.view(state, 0)
    assert view.drawn == 0 and Stop() in GAME.legal_actions(state)
    assert plain(texts.action_text(Stop(), view, NAMES)) == STOP_AT_ONCE[lang]
    drawn, _ = GAME.apply(state, Draw(1))
    after = GAME.view(drawn, 0)
    assert after.drawn == 1
    took = plain(texts.action_text(Stop(), after, NAMES))
    assert took != STOP_AT_ONCE[lang] and took == plain(
        QCoreApplication.translate(
            "ByeByeBlackSheep", "stop drawing and take the watering hole", "hint: the move"
        )
    )
