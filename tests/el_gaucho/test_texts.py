"""El Gaucho texts: every engine event and refusal has a sentence in every language, option
labels are in players' words, the score breakdown lists every sale and compensation, and the
rules explain the whole game with pictures. No rule id or message key ever shows."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import re

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from farmhouse.app import i18n
from farmhouse.core.game import Event, IllegalAction
from farmhouse.games.el_gaucho import rules, texts
from farmhouse.games.el_gaucho.rules import GAME, Options

NAMES = ["Ann", "Ben", "Cleo", "Dai"]
LEFTOVER = re.compile(r"%\d|%n|%\(|EG[.-]|\{|\}")

#: One example of every refusal, with the parameters rules.ILLEGAL_REASONS documents.
ILLEGAL_SAMPLES: dict[str, dict] = {
    "EG.illegal.game_over": {},
    "EG.illegal.unknown_action": {"action": "str"},
    "EG.illegal.wrong_phase": {"action": "Stand", "phase": "drive"},
    "EG.illegal.take_dice_first": {},
    "EG.illegal.dice_already_taken": {},
    "EG.illegal.diceless_round": {},
    "EG.illegal.take_two_dice": {"count": 3},
    "EG.illegal.dice_not_in_pool": {"dice": [6, 6], "pool": [1, 2, 3]},
    "EG.illegal.must_place": {},
    "EG.illegal.add_to_herd_first": {"tiles": ["RD7", "BK2"]},
    "EG.illegal.finish_hidden_cattle": {},
    "EG.illegal.no_such_tile": {"tile": "XX9"},
    "EG.illegal.tile_not_on_pampa": {"tile": "RD7"},
    "EG.illegal.tile_occupied": {"tile": "RD7"},
    "EG.illegal.not_own_lying": {"tile": "RD7"},
    "EG.illegal.no_supply": {},
    "EG.illegal.too_many_dice": {"paid": [1, 2, 3]},
    "EG.illegal.one_die_only": {"paid": [1, 2]},
    "EG.illegal.no_dice_given": {},
    "EG.illegal.dice_not_available": {"paid": [4], "dice": [2, 5]},
    "EG.illegal.wrong_payment": {"cost": 7, "paid": [3, 2]},
    "EG.illegal.no_such_area": {"area": "barn"},
    "EG.illegal.area_own_gaucho": {"area": "steal"},
    "EG.illegal.area_activated_this_turn": {"area": "wish"},
    "EG.illegal.no_gaucho_on_area": {"area": "sort"},
    "EG.illegal.gaucho_placed_this_turn": {"area": "steal"},
    "EG.illegal.no_effect": {"area": "hidden_cattle"},
    "EG.illegal.bad_wish_value": {"value": 7},
    "EG.illegal.no_such_breed": {"breed": "green"},
    "EG.illegal.herd_too_small": {"breed": "red", "count": 1},
    "EG.illegal.not_opponent_herd": {"tile": "SP8"},
    "EG.illegal.raise_count": {"count": 3},
    "EG.illegal.not_opponent_lying": {"tile": "RD9"},
    "EG.illegal.not_in_steppe": {"tile": "BK11"},
    "EG.illegal.space_unavailable": {"row": 2, "space": 3},
    "EG.illegal.hidden_pair_too_high": {"tiles": ["BK11", "RD3"]},
    "EG.illegal.hidden_take_limit": {},
    "EG.illegal.hidden_take_first": {},
    "EG.illegal.take_back_not_allowed": {"why": "supply_not_empty"},
    "EG.illegal.take_back_source": {"area": "steal", "tile": None},
    "EG.illegal.keep_count": {"count": 4},
    "EG.illegal.keep_not_drawn": {"tiles": ["RD3"]},
    "EG.illegal.keep_too_high": {"count": 3, "limit": 4},
    "EG.illegal.keep_order": {"breed": "red"},
    "EG.illegal.opening_area_taken": {"area": "wish"},
    "EG.illegal.not_pending": {"tile": "RD3"},
    "EG.illegal.sort_unavailable": {},
    "EG.illegal.sort_position": {"tile": "WH4", "position": 0, "allowed": [1]},
    "EG.illegal.cannot_pay_tile": {"tile": "SP3", "cost": 3, "small": 2},
    "EG.illegal.cannot_pay_raise": {"tile": "RD9", "cost": 5},
    "EG.illegal.cannot_pay_area": {"area": "steal", "cost": 4},
    "EG.illegal.no_dice_left": {},
    "EG.illegal.dice_pay_nothing": {"paid": [1]},
    "EG.illegal.sort_when_gaining": {},
    "EG.illegal.not_your_gaucho": {"area": "wish"},
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
    for seed in range(8):
        events += random_game_events(seed, 2 + seed % 3, Options())
    return events


def _install(lang: str, tmp_path):
    qm = tmp_path / f"{lang}.qm"
    assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{lang}.ts", qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    return translator


@pytest.fixture(params=i18n.LANGUAGES)
def language(request, tmp_path):
    translator = _install(request.param, tmp_path)
    yield request.param
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def english(tmp_path):
    """English with its plural forms ("1 peso", "2 pesos")."""
    translator = _install("en", tmp_path)
    yield "en"
    QCoreApplication.removeTranslator(translator)


def test_every_key_has_a_text():
    assert set(rules.EVENT_KEYS) <= texts.DESCRIBED_EVENT_KEYS
    assert set(rules.ILLEGAL_REASONS) | set(rules.OPTION_PROBLEMS) <= texts.EXPLAINED_KEYS
    assert set(ILLEGAL_SAMPLES) == set(rules.ILLEGAL_REASONS)


def test_every_event_of_real_games_reads_well_in_every_language(qapp, sample_events, language):
    seen = {e.key for e in sample_events}
    assert set(rules.EVENT_KEYS) - {"EG.turn_skipped"} <= seen  # (rare in random games)
    assert "EG.turn_skipped" in texts.DESCRIBED_EVENT_KEYS
    lines = set()
    for event in sample_events:
        text = texts.describe_event(event, NAMES)
        if event.key in ("EG.turn_started", "EG.start_player_passed") or (
            event.key == "EG.steppe_refilled"
            and event.params["count"] == 0
            and event.params["steppe_count"] == 4
        ):
            # the banner says it / the round's line names the start player / Hidden cattle
            # only looked (EG-5.10)
            assert text is None
            continue
        assert text, event
        assert not LEFTOVER.search(text), (event, text)
        assert not re.search(r"\b(BK|BR|WH|SP|RD)\d", text), text  # tiles by name, not code
        lines.add(text)
    if language != "en":  # translated, not the English source
        assert not any("stands on" in line or "Cattle drive" in line for line in lines)


def test_the_steppe_refill_line_says_what_happened(english):
    """EG-5.10 step 4, as the log words it: a seat that only looked (no empty usable space)
    left the steppe full, so nothing is said; "the pile is empty" only when it is."""

    def line(count: int, steppe: int, pile: int) -> str | None:
        params = {"seat": 0, "count": count, "steppe_count": steppe, "pile_count": pile}
        return texts.describe_event(Event("EG.steppe_refilled", params, seat=0), NAMES)

    assert line(0, 4, 22) is None  # only looked: the pile still holds 22 tiles
    assert line(0, 2, 0) == "The steppe is not refilled: the pile is empty."
    assert line(2, 4, 20) == "The steppe is refilled with 2 tiles."
    assert line(1, 3, 0) == "The steppe is refilled with 1 tile."


def test_a_new_round_names_its_start_player_once(english):
    """Tester 23's F21: "Bo becomes the start player." came right before "Round 2 begins; Bo
    is the start player.": the same fact twice in a row. The round's line says it alone."""
    from farmhouse.app.game_ui import GameUI

    state = GAME.setup(3, Options(), 4)
    rng = random.Random(4)
    while True:
        state, events = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
        if any(e.key == "EG.start_player_passed" for e in events):
            break
    ui: GameUI = texts.UI
    lines = ui.log_lines(events, NAMES)
    said = [line for line in lines if "start player" in line]
    assert len(said) == 1 and said[0].startswith("Round 2 begins"), lines


def test_private_events_speak_to_their_viewer():
    kept = Event("EG.kept", {"seat": 1, "tiles": ["RD3", "RD1"]}, seat=1, private_to=1)
    seen = Event("EG.hidden_seen", {"seat": 0, "tiles": ["WH4"]}, seat=0, private_to=0)
    assert texts.describe_event(kept, NAMES) == "Ben keeps Red 3, Red 1 (only you see them)."
    assert (
        texts.describe_event(seen, NAMES) == "Ann sees in the steppe: White 4 (only you see them)."
    )


def test_every_refusal_reads_well_in_every_language(qapp, language):
    for reason, params in ILLEGAL_SAMPLES.items():
        text = texts.describe_illegal(IllegalAction(reason, **params))
        assert text and not LEFTOVER.search(text), (reason, text)
    for key in rules.OPTION_PROBLEMS:
        text = texts.describe_illegal(IllegalAction(key))
        assert text and not LEFTOVER.search(text), (key, text)
    unknown = texts.describe_illegal(IllegalAction("EG.illegal.new_thing"))
    assert "EG" not in unknown


def test_refusals_name_tiles_areas_and_payments():
    assert (
        texts.describe_illegal(IllegalAction("EG.illegal.wrong_payment", cost=7, paid=[3, 2]))
        == "That costs exactly 7: 3 + 2 does not pay it (no overpaying)."
    )
    text = texts.describe_illegal(IllegalAction("EG.illegal.area_own_gaucho", area="steal"))
    assert text == "You already have a gaucho on Steal."


def test_option_labels_tooltips_and_choices_are_in_players_words(qapp, language):
    for field in attrs.fields(Options):
        label = texts.option_label(field.name)
        assert label and "_" not in label and not LEFTOVER.search(label)
        if not field.metadata.get("advanced"):
            tip = texts.option_tooltip(field.name)
            assert tip and not LEFTOVER.search(tip)
        for value in field.metadata.get("choices", ()):
            choice = texts.choice_label(field.name, value)
            assert choice and "_" not in choice and choice != value or value in ("random",)


def test_breakdown_lists_every_sale_and_compensation(qapp, english):
    # EG-EX-13 style ledger: A and C share the win
    money = [146, 135, 146]
    ledger = [
        ((2, 4, 3, 5, 0, 15), (2, 2, 1, 11, 0, 11), (3, 55, 1, 0, 0, 9), (5, 0, 0, 0, 0, 111)),
        ((2, 0, 3, 12, 0, 36), (2, 3, 1, 6, 0, 6), (2, 2, 1, 3, 0, 3), (5, 0, 0, 0, 0, 90)),
        ((0, 1, 2, 8, 0, 16), (1, 1, 4, 12, 5, 53), (2, 1, 1, 4, 0, 4), (5, 0, 0, 0, 0, 73)),
    ]
    outcome = rules.final_outcome(money, ledger)
    rows = texts.breakdown_rows(outcome, NAMES)
    headings = [h for h, _ in rows]
    assert headings[0].startswith("1. Ann — 146 pesos") and "(winner)" in headings[0]
    assert headings[1].startswith("1. Cleo — 146 pesos")
    assert headings[2] == "3. Ben — 135 pesos"
    ann = rows[0][1]
    assert "Final sale of the Red herd: 3 × 5 = 15" in ann
    assert "Compensation for Red 8, stolen by Ben: 9" in ann
    assert "Pesos held at the start of this game: 111" in ann and "Total: 146" in ann
    cleo = rows[1][1]
    assert "Forced sale of the Brown herd: 2 × 8 = 16" in cleo
    assert "Immediate sale of the Brown herd: 4 × 12 + 5 = 53" in cleo
    assert any("shared" in line for line in cleo)


def test_a_final_single_tile_is_worded_as_the_log_words_it(qapp, language):
    """A single tile is no herd (EG-8.4 step 2): the result dialog said "Final sale of the
    Red herd: 1 × 11 = 11" where the log says "sells a single tile, Red 11, for 11 pesos";
    now the dialog names the tile as the log does, with the peso's plural forms."""
    from farmhouse.games.el_gaucho.data import make_tile

    ledger = [((2, 4, 3, 5, 0, 15), (2, 2, 1, 11, 0, 11)), ((2, 0, 1, 1, 0, 1),)]
    rows = texts.breakdown_rows(rules.final_outcome([26, 1], ledger), NAMES)
    (_, ann), (_, ben) = rows
    for lines, breed, value in ((ann, 2, 11), (ben, 0, 1)):
        single = [x for x in lines if texts.tile_name(make_tile(breed, value)) in x]
        assert len(single) == 1 and "×" not in single[0] and "(s)" not in single[0], lines
        assert texts.herd_name(breed) not in single[0]
    assert sum("×" in x for x in ann) == 1  # (the herd of 3 keeps its arithmetic)
    if language == "en":
        assert "Final sale of a single tile, White 11, for 11 pesos" in ann
        assert "Final sale of a single tile, Black 1, for 1 peso" in ben


def test_seat_summary_counts_with_plurals(qapp, english):
    state = GAME.setup(2, Options(), 3)
    view = GAME.view(state, 0)
    assert texts.seat_summary(view, 0) == "0 pesos · 8 gauchos in supply · no herds"


def test_rules_explain_the_whole_game_with_pictures(qapp, language):
    html = texts.rules_html(None)
    assert html.count("<img") >= 15 and html.count("<h3>") >= 9
    assert "EG-" not in html and "EG." not in html
    for name in ("area_steal", "die_3", "peso"):
        assert f"{name}.svg" in html
    # tiles with their numbers written in and gauchos in seat colours are drawn in place
    assert html.count("data:image/svg+xml;base64,") >= 10
    variant = texts.rules_html(Options(fill_stop_rule="greater_than", sort_same_round=False))
    assert variant != html


def test_actions_read_as_choices(qapp, english):
    view = GAME.view(GAME.setup(2, Options(), 3), 0)
    assert texts.describe_action(rules.Stand("RD7", (4, 3)), view) == "Stand on Red 7, pay 3 + 4"
    assert texts.describe_action(rules.Lie("RD7", (4,)), view) == "Lie on Red 7, pay 4"
    assert texts.describe_action(rules.ActivateWish(5), view) == "Wish for a 5"
    assert texts.describe_action(rules.AddToHerd("RD7", 1), view) == (
        "Sort Red 7 into place 2 of its herd"
    )


@pytest.mark.parametrize(
    ("lang", "name", "line"),
    [
        ("zh_TW", "紅牛7", "Ann讓牛仔直立在紅牛7上，支付 7。"),
        ("zh_CN", "红牛7", "Ann让牛仔直立在红牛7上，支付 7。"),
        ("ja", "赤牛7", None),
    ],
    ids=["zh_TW", "zh_CN", "ja"],
)
def test_a_tile_name_is_one_word_in_chinese_and_japanese(qapp, tmp_path, lang, name, line):
    """A cattle tile's name is breed and value as one word (「紅牛7」, like ja 「赤牛7」): the
    name sits in sentences as a term placeholder, with no space on either side, so a spaced
    「紅牛 7」 left a space on one side of the number only (「在紅牛 7上」, found by a tester)."""
    translator = _install(lang, tmp_path)
    try:
        assert texts.tile_name("RD7") == name
        if line is not None:
            stood = Event("EG.stood", {"seat": 0, "tile": "RD7", "paid": [7]}, seat=0)
            assert texts.describe_event(stood, NAMES) == line
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_boards_texts_in_texts_py():
    """What the board shows worded by the game's texts (source texts: no translator): a
    herd's sale and tooltip (EG-6.3), the dice's tooltips, the animations' banners (EG-6.1,
    EG-8.2), a sale's label, a seat's final row (EG-8.5), the choice panel's title."""
    assert texts.herd_texts(0, ()) == ("", texts.breed_name(0) + ": no herd yet")
    assert texts.herd_texts(0, (4,))[0] == "(4)"
    sale, tip = texts.herd_texts(1, (3, 5, 4))
    assert sale.startswith("↗") and sale.endswith("= 15") and "15" in tip
    assert (
        texts.pool_die_tip(4, 2) == "A rolled 4 (key 2)" and texts.pool_die_tip(4) == "A rolled 4"
    )
    assert texts.own_die_tip(3, 1, False) == "Your die: 3 (key 1)"
    assert texts.own_die_tip(3, 3, True, "Ann") == "The Wish die: 3"
    assert texts.own_die_tip(3, 1, False, "Ann") == "Ann's die: 3"
    assert texts.banner_text("EG.drive_started", {"rows": []}) == "Cattle drive: no row is complete"
    assert texts.banner_text("EG.round_started", {"round": 7, "kind": "normal"}) is None
    assert "7" in texts.banner_text("EG.round_started", {"round": 7, "kind": "diceless"})
    assert texts.sale_text("forced", 2, 5, 0, 10).startswith("Forced sale: 2 × 5 = ")
    assert texts.sale_text("final", 1, 9, 0, 9) == "Single tile sold: 9 peso(s)"  # (no sum)
    assert texts.sale_terms("forced", 4, 12, 0, 48) == ["4 × 12 = 48 peso(s)", "48 peso(s)"]
    assert texts.sale_terms("final", 1, 9, 0, 9) == ["9 peso(s)"]
    part = {"sales_total": 30, "compensations": [], "earlier": 0}
    assert texts.final_words(part) == ("Sales: 30",)
    assert texts.panel_title("keep", False, "Ann") == "Ann's opening tiles"
    assert texts.panel_title("main", True) == "New tiles for your herds"
    assert texts.panel_title("take", False) == "Choose"
    assert texts.accessible_name("Spotted 3", "") == "Spotted 3"


@pytest.mark.parametrize(
    ("lang", "line", "fresh"),
    [
        ("zh_CN", "Bot3的牛仔（隐藏的牛）", "Bot3的牛仔（隐藏的牛，这回合放的）"),
        ("zh_TW", "Bot3的牛仔（隱藏的牛）", "Bot3的牛仔（隱藏的牛，這回合放的）"),
    ],
    ids=["zh_CN", "zh_TW"],
)
def test_a_gaucho_on_an_area_reads_naturally_in_chinese(qapp, tmp_path, lang, line, fresh):
    """A gaucho's tooltip names its owner and its area apart: "Bot3在隐藏的牛的牛仔" (two 的,
    found by a tester) read as one tangled phrase."""
    translator = _install(lang, tmp_path)
    try:
        assert texts.area_gaucho_tip("Bot3", "hidden_cattle", False) == line
        assert texts.area_gaucho_tip("Bot3", "hidden_cattle", True) == fresh
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(
    ("lang", "none", "two"),
    [
        ("en", "no herds", "2 herds"),
        ("zh_TW", "沒有牛群", "2 個牛群"),
        ("zh_CN", "没有牛群", "2 个牛群"),
        ("ja", "群れなし", "群れ2個"),
    ],
)
def test_a_seat_line_says_no_herds_in_words(qapp, tmp_path, lang, none, two):
    """Session 17's second tester, U7: the Japanese player list said 「群れ0つ」 ("0 herds",
    which Japanese does not count so); none is said in words now, as Bye-Bye's 「3枚組なし」,
    and herds are counted with 個 (「群れ10つ」 would not read either)."""
    from types import SimpleNamespace

    translator = _install(lang, tmp_path)
    try:
        view = SimpleNamespace(money=[0], supply=[7], herds=[[[], []]])
        assert texts.seat_summary(view, 0).endswith(none)
        view.herds = [[["RD7"], [], ["BL3"]]]
        assert texts.seat_summary(view, 0).endswith(two)
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_refused_number_key_names_one_key_or_a_range(language):
    """Session 19's tester, X9: the CJK refusals said 「（キー 1～1）」 / 「（按键 1–1）」 for
    one die or choice. One key is named alone ("key 1"), several as a range ("keys 1–3")."""
    cases = [
        ("EG.choice.no_such_die", {"roll": True}),
        ("EG.choice.no_such_die", {}),
        ("EG.choice.no_such_key", {"choices": True}),
        ("EG.choice.no_such_key", {}),
    ]
    for reason, params in cases:
        one = texts.describe_illegal(IllegalAction(reason, **params, count=1))
        three = texts.describe_illegal(IllegalAction(reason, **params, count=3))
        assert not LEFTOVER.search(one) and not LEFTOVER.search(three), (one, three)
        assert not re.search(r"1\s*[–～~-]\s*1", one), one
        assert re.search(r"1\s*[–～]\s*3", three), three
        if language == "en":
            assert one.endswith(": key 1.") and three.endswith(": keys 1–3."), (one, three)


def test_the_key_line_under_the_prompt_names_the_keys_of_the_moment(language):
    """Session 19's tester, X5: a key line under the prompt in every step of a turn, in every
    language: the dice's number keys, Tab and Enter, E where it ends the turn or Hidden
    cattle; none while the choice panel shows its own, nor while the board waits."""
    from types import SimpleNamespace

    from farmhouse.app.board.linebreak import plain

    def view(**kw):
        base = dict(game_over=False, pool=[1, 2, 5], phase="main", must_place=False, end_round=-1)
        return SimpleNamespace(**{**base, "hidden_active": False, **kw})

    take, main = SimpleNamespace(stage="take", dice=()), SimpleNamespace(stage="main", dice=(4, 6))
    lines = {
        "take": plain(texts.prompt_keys(view(), take, False)),
        "main": plain(texts.prompt_keys(view(), main, False)),
        "no dice": plain(texts.prompt_keys(view(), SimpleNamespace(stage="main", dice=()), False)),
        "hidden": plain(texts.prompt_keys(view(hidden_active=True), main, False)),
        "opening": plain(texts.prompt_keys(view(phase="opening"), main, False)),
    }
    for step, line in lines.items():
        shown = line
        assert "Tab" in shown and "Enter" in shown and "Esc" in shown, (step, shown)
        assert not LEFTOVER.search(shown), shown
    assert re.search(r"1\s*[–～]\s*3", lines["take"]) and re.search(r"1\s*[–～]\s*2", lines["main"])
    assert " E " in lines["main"] and "E" in lines["hidden"]
    assert " E " not in lines["opening"]
    assert texts.prompt_keys(view(), main, True) == texts.prompt_keys(view(), None, False) == ""


def test_a_herds_values_never_break_across_lines(qapp):
    """A herd's values in the game log stay on one line, in Japanese at every width
    (session 20's second tester, A4: 「Annaが黒牛12を群れに加えました（1」 / 「· 12）。」: the
    spaces round the dots were the only places a phrase-kept Japanese line could break)."""
    from PySide6.QtGui import QFont

    from farmhouse.app.board.linebreak import keep_phrases, plain
    from tests.app.test_linebreak import line_spans

    shown = texts.herd_values([1, 12, 6, 4])
    assert " " not in shown and plain(shown) == "1 · 12 · 6 · 4"
    line = keep_phrases(f"Annaが黒牛12を群れに加えました（{shown}）。Bot 2が補償として12ペソ", "ja")
    font = QFont()
    font.setPixelSize(13)
    for width in range(80, 420, 6):
        for start, length in line_spans(line, font, width):
            piece = plain(line[start : start + length]).strip()
            assert not piece.startswith("·") and not piece.endswith("·"), (width, piece)
            assert not piece.endswith("補償と"), (width, piece)


def test_breed_herd_and_area_names_follow_the_language_and_translate_only_the_one_asked(
    qapp, translations, monkeypatch
):
    """Each breed, herd and area name is its own text in the language now shown (after a
    switch too), and naming one translates only that one (a board names them some 70 times
    a view: translating all five breeds for each cost El Gaucho's first view 2M
    instructions)."""
    from farmhouse.games.el_gaucho.data import AREAS, BREEDS

    english = {
        "breeds": [texts.breed_name(b) for b in BREEDS],
        "herds": [texts.herd_name(b) for b in BREEDS],
        "areas": [texts.area_name(a) for a in AREAS],
        "effects": [texts.area_effect(a) for a in AREAS],
    }
    assert english["breeds"] == ["Black", "Brown", "White", "Spotted", "Red"][: len(BREEDS)]
    assert texts.breed_name(BREEDS.index("red")) == "Red"  # (by index too)
    assert texts.herd_name("red") == "the Red herd"
    assert texts.area_name(AREAS.index("steal")) == "Steal"
    assert all(english["effects"]) and texts.area_effect("nowhere") == ""
    assert texts.breed_name("purple") == "purple"  # (an unknown id as it is)
    translations.set_language("ja")
    japanese = {
        "breeds": [texts.breed_name(b) for b in BREEDS],
        "herds": [texts.herd_name(b) for b in BREEDS],
        "areas": [texts.area_name(a) for a in AREAS],
        "effects": [texts.area_effect(a) for a in AREAS],
    }
    for kind, names in japanese.items():
        assert len(set(names)) == len(names), kind
        assert all(n != e for n, e in zip(names, english[kind], strict=True)), kind
    asked: list[str] = []
    real = texts.tr
    monkeypatch.setattr(texts, "tr", lambda text, *a: asked.append(text) or real(text, *a))
    texts.breed_name("red")
    texts.herd_name("red")
    texts.area_name("wish")
    texts.area_effect("wish")
    assert asked == ["Red", "the Red herd", "Wish", "Gain a die of the value you name."]


def test_the_breed_left_in_the_box_is_a_standing_fact_in_japanese(qapp, tmp_path):
    """Session 22's tester, 8: a 2-player game's first log line (and the board's tooltip on
    "Not in this game") said in Japanese that the breed 「このゲームでは使いませんでした」,
    "was not used in this game", as if the game were over. It is a fact of the whole game,
    said in the present: 「このゲームでは使いません。」 (the log's other lines narrate in the
    past what happened)."""
    from types import SimpleNamespace

    translator = _install("ja", tmp_path)
    try:
        (line,) = texts.setup_lines(SimpleNamespace(removed_breed=0), ["Ann", "Ben"])
        assert line.endswith("このゲームでは使いません。"), line
        assert "ました" not in line
    finally:
        QCoreApplication.removeTranslator(translator)
