"""Wooly Bully texts: every engine event and refusal has a sentence in every language, no rule
id or internal code reaches a player, the score breakdown reads right (WB-EX-12, WB-EX-13),
and the side panel never gives away a hidden colour."""

from __future__ import annotations

import html
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from farmhouse.app import i18n
from farmhouse.core.game import Event, IllegalAction
from farmhouse.core.rng import Rng
from farmhouse.games.wooly_bully import rules, texts
from farmhouse.games.wooly_bully.positions import BOARD_A, position
from farmhouse.games.wooly_bully.rules import GAME, Options, final_outcome

from .conftest import OPTION_CONFIGS, random_game

NAMES = ["Ann", "Ben", "Cleo", "Dai"]
LEFTOVER = re.compile(r"%\d|%n|%\(")
#: Rule ids ("WB-5.2"), message keys ("WB.illegal…") and codes ("DMF-K", "M4-B") never shown.
INTERNAL = re.compile(r"\bWB[-.]|\b[A-Z]{1,3}\d?-[KBRY]{1,2}\b|\bL\d+\b|[a-z]+_[a-z_]+")

#: Events random games rarely produce, in the engine's parameter shapes.
SYNTHETIC = [
    Event("WB.wolf_placed", {"seat": 1, "cell": [2, 0], "covered": "HUNTER-K"}, 1),
    Event("WB.tile_removed", {"name": "HUNTER-K", "reason": "wolf_covers_hunter"}),
    Event("WB.drew_count", {"seat": 0, "count": 0, "wanted": 2, "bag": 0}, 0),
    Event("WB.drew_count", {"seat": 0, "count": 1, "wanted": 3, "bag": 0}, 0),
    Event("WB.owed", {"seat": 2, "owed": 3, "gained": 2, "reason": "extra_turn"}, 2),
    Event("WB.field_enclosed", {"colour": "Y", "sheep": 7, "spoiled_by": [[1, 2]]}),
    Event("WB.forests_joined", {"wolves": [[1, 1]], "hunters": [[2, 2]], "active_wolves": []}),
    Event(
        "WB.forests_joined", {"wolves": [[1, 1]], "hunters": [[2, 2]], "active_wolves": [[1, 1]]}
    ),
    Event("WB.forests_joined", {"wolves": [[1, 1]], "hunters": [], "active_wolves": [[1, 1]]}),
    Event("WB.forced_placement", {"seat": 1}, 1),
    Event("WB.discard_due", {"seat": 1, "count": 2, "hand_size": 4}, 1),
    Event("WB.discarded", {"seat": 1, "tile": 5, "name": "WOLF-R"}, 1, private_to=1),
    Event("WB.discarded_count", {"seat": 1, "count": 1, "hand": 5}, 1),
    Event("WB.window_opened", {"placer": 0, "order": [1, 2]}),
    Event("WB.response_ended", {"seat": 1, "quit": False}, 1),
    Event("WB.next_turn", {"seat": 2, "turn": 30, "again": True}, 2),
    Event("WB.quit", {"seat": 3, "position": 4, "bonus": 0, "set_aside": 3}, 3),
    Event("WB.game_over", {"reason": "all_quit", "scores": [5, 5], "winners": [0, 1]}),
    Event("WB.game_over", {"reason": "all_passed", "scores": [5, 5], "winners": [0, 1]}),
    Event("WB.plays_on", {"seat": 0}, 0),
    Event("WB.lone_draw", {"seat": 1}, 1),
]

#: One example of every refusal (and every option problem), with its documented parameters.
ILLEGAL_SAMPLES = {
    "WB.illegal.game_over": {},
    "WB.illegal.not_your_turn": {"seat": 1, "to_move": 0},
    "WB.illegal.unknown_action": {"action": "str"},
    "WB.illegal.tile_not_in_hand": {"tile": 7},
    "WB.illegal.no_such_tile": {"tile": 99},
    "WB.illegal.bad_face": {"tile": 7, "face": 2},
    "WB.illegal.use_special_action": {"tile": 5, "face": 0},
    "WB.illegal.bad_rotation": {"rotation": 2, "allowed": [0]},
    "WB.illegal.cell_occupied": {"cell": [0, 0]},
    "WB.illegal.not_adjacent": {"cell": [5, 5]},
    "WB.illegal.mismatch": {
        "cell": [1, 0],
        "sides": ["W", "N"],
        "expected": {"W": "VV", "N": "FB"},
        "shown": {"W": "KK", "N": "VV"},
    },
    "WB.illegal.no_placement_owed": {},
    "WB.illegal.placement_compulsory": {},
    "WB.illegal.not_a_wolf": {"tile": 7},
    "WB.illegal.not_a_hunter": {"tile": 7},
    "WB.illegal.wolf_meets_hunter": {"cell": [1, 1], "hunters": [[2, 1]]},
    "WB.illegal.hunter_meets_wolf": {"cell": [1, 1], "wolves": [[2, 1]]},
    "WB.illegal.wolf_not_active": {"cell": [1, 1]},
    "WB.illegal.cover_not_allowed": {"cell": [1, 1]},
    "WB.illegal.already_revealed": {},
    "WB.illegal.forced_placement_due": {},
    "WB.illegal.discard_due": {"count": 2},
    "WB.illegal.no_discard_due": {},
    "WB.illegal.not_in_response": {},
    "WB.illegal.in_response": {},
    "WB.illegal.fits_nowhere": {"tile": 7, "face": 0, "kind": "tile", "rotation": 1, "turns": [2]},
    "WB.illegal.tile_fits_nowhere": {"tile": 7, "kind": "landscape"},
    "WB.illegal.none_held": {"kind": "wolf"},
    "WB.option.hand_size_range": {},
    "WB.option.extra_turn_with_forced_placement": {},
}


@pytest.fixture(scope="module")
def sample_events() -> list[Event]:
    events: list[Event] = []
    for n, (_name, options) in enumerate(sorted(OPTION_CONFIGS.items())):
        for _before, _action, _after, new in random_game(2 + n % 3, options, 300 + n):
            events.extend(new)
    return events + SYNTHETIC


@pytest.fixture(params=i18n.LANGUAGES)
def language(request, qapp, tmp_path):
    """Each app language in turn, from its compiled translation."""
    lang = request.param
    translator = QTranslator()
    qm = tmp_path / f"{lang}.qm"
    assert i18n.compile_ts(i18n.i18n_dir() / f"farmhouse_{lang}.ts", qm)
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield lang
    QCoreApplication.removeTranslator(translator)


def test_every_event_key_is_described_and_every_refusal_has_a_sample():
    assert set(rules.EVENT_KEYS) <= texts.DESCRIBED_EVENT_KEYS
    assert set(ILLEGAL_SAMPLES) == set(rules.ILLEGAL_REASONS) | set(rules.OPTION_PROBLEMS)


def test_every_event_of_real_games_reads_well(sample_events):
    seen = {e.key for e in sample_events}
    assert set(rules.EVENT_KEYS) <= seen, set(rules.EVENT_KEYS) - seen
    for event in sample_events:
        text = texts.describe_event(event, NAMES)
        if text is None:
            # only bookkeeping another line already says is left out
            assert (
                event.key in texts.SILENT_EVENT_KEYS
                or (
                    event.key,
                    bool(
                        event.params.get("again")
                        or event.params.get("wolves")
                        or event.params.get("quit")
                    ),
                )
                in {
                    ("WB.next_turn", False),
                    ("WB.forests_joined", False),
                    ("WB.response_ended", True),
                }
                or (event.key == "WB.drew_count" and event.params["count"] == 0)
            ), event
            continue
        assert text and not LEFTOVER.search(text) and not INTERNAL.search(text), (event, text)


def test_every_draw_is_logged_one_tile_as_well_as_several(language):
    """The log says "Dai draws 2 tiles." and also "Dai draws 1 tile." (single draws were left
    out, so the log seemed to skip them); drawing from the empty bag says nothing."""
    one = Event("WB.drew_count", {"seat": 1, "count": 1, "wanted": 1, "bag": 9}, 1)
    two = Event("WB.drew_count", {"seat": 1, "count": 2, "wanted": 2, "bag": 8}, 1)
    none = Event("WB.drew_count", {"seat": 1, "count": 0, "wanted": 1, "bag": 0}, 1)
    said = texts.describe_event(one, NAMES)
    assert said and "Ben" in said and "1" in said and "(s)" not in said
    if language == "en":
        assert said == "Ben draws 1 tile."
        assert texts.describe_event(two, NAMES) == "Ben draws 2 tiles."
    assert texts.describe_event(none, NAMES) is None
    private = Event("WB.drew", {"seat": 1, "tiles": [3], "names": ["L3"]}, 1, private_to=1)
    assert len(texts.describe_events([private, one], NAMES)) == 1  # Ben's own log: once
    assert texts.describe_events([one], NAMES) == [said]  # the others' logs


def test_the_last_players_draw_is_said_once(language):
    """WB-7.4: a turn of the last player without a tile reads "Ben lays no tile and draws one
    from the bag instead." in every log, the owner's with the tile drawn, and no second line
    for the count."""
    lone = Event("WB.lone_draw", {"seat": 1}, 1)
    private = Event("WB.drew", {"seat": 1, "tiles": [3], "names": ["L3"]}, 1, private_to=1)
    one = Event("WB.drew_count", {"seat": 1, "count": 1, "wanted": 1, "bag": 9}, 1)
    said = texts.describe_event(lone, NAMES)
    assert said and "Ben" in said
    if language == "en":
        assert said == "Ben lays no tile and draws one from the bag instead."
    assert texts.describe_events([lone, one], NAMES) == [said]
    own = texts.describe_events([lone, private, one], NAMES)
    assert own == [said, texts.describe_event(private, NAMES)]
    plays_on = texts.describe_event(Event("WB.plays_on", {"seat": 0}, 0), NAMES)
    assert plays_on and "Ann" in plays_on


def test_event_sentences():
    placed = Event("WB.placed", {"seat": 1, "code": "DMF-B", "cell": [1, 0], "touching": 2}, 1)
    assert texts.describe_event(placed, NAMES) == "Ben lays a blue meadow with forest."
    two = Event("WB.placed", {"seat": 0, "code": "HMM-KR", "cell": [1, 0], "touching": 1}, 0)
    assert texts.describe_event(two, NAMES) == "Ann lays a tile with black and red meadows."
    drew = Event("WB.drew", {"seat": 0, "names": ["L3", "WOLF-K", "L9"]}, 0, private_to=0)
    assert (
        texts.describe_event(drew, NAMES)
        == "Ann draws 2 landscape tile(s), a wolf (only you see them)."
    )
    quit = Event("WB.quit", {"seat": 2, "position": 1, "bonus": 6}, 2)
    assert texts.describe_event(quit, NAMES) == "Cleo is the first to quit and earns +6."
    enclosed = Event("WB.field_enclosed", {"colour": "R", "sheep": 11, "spoiled_by": []})
    assert texts.describe_event(enclosed, NAMES) == "A red field with 11 sheep is enclosed."
    over = Event("WB.game_over", {"reason": "all_passed", "scores": [3, 9], "winners": [1]})
    assert texts.describe_event(over, NAMES) == (
        "Nobody can lay a tile any more. Ben wins with 9 point(s)."
    )
    assert texts.describe_event(Event("WB.unknown"), NAMES) is None


def test_every_refusal_is_explained():
    generic = texts.describe_illegal(IllegalAction("no.such.key"))
    for reason, params in ILLEGAL_SAMPLES.items():
        text = texts.describe_illegal(IllegalAction(reason, **params))
        assert text and text != generic and not LEFTOVER.search(text), reason
        assert not INTERNAL.search(text), (reason, text)


def test_every_reason_of_the_choice_model_reads_as_the_board_said_it():
    """The choice model's reasons for the hand, the buttons and a face that fits nowhere
    come out as the sentences the board wrote itself before (same messages, so every
    translation stays), and a turn that fits nowhere while another does says to turn it."""
    said = {
        ("WB.illegal.fits_nowhere", "wolf"): "No forest has room for a wolf now.",
        ("WB.illegal.fits_nowhere", "hunter"): "No forest has room for a hunter now.",
        ("WB.illegal.fits_nowhere", "tile"): (
            "This face fits nowhere: flip it (F) or choose another tile."
        ),
        ("WB.illegal.tile_fits_nowhere", "wolf"): (
            "This wolf fits nowhere now, and neither does its meadow side."
        ),
        ("WB.illegal.tile_fits_nowhere", "landscape"): (
            "This tile fits nowhere now, on either face. Try another one."
        ),
        ("WB.illegal.none_held", "hunter"): "You hold no hunter.",
        ("WB.illegal.none_held", "wolf"): "You hold no wolf.",
    }
    for (key, kind), text in said.items():
        assert texts.describe_illegal(IllegalAction(key, kind=kind, tile=3, face=0)) == text
    shepherd = IllegalAction("WB.illegal.fits_nowhere", kind="shepherd", tile=1, face=1)
    assert texts.describe_illegal(shepherd).startswith("Your shepherd tile fits nowhere yet")
    turned = IllegalAction("WB.illegal.fits_nowhere", kind="tile", rotation=1, turns=[2])
    assert texts.describe_illegal(turned) == "Turned this way it fits nowhere: turn it (R)."
    from farmhouse.core.choices import NOT_YOUR_TURN

    waiting = texts.describe_illegal(IllegalAction(NOT_YOUR_TURN))
    assert waiting == "Please wait: it is not your turn."


def test_a_mismatch_names_each_side_and_what_it_needs():
    err = IllegalAction("WB.illegal.mismatch", **ILLEGAL_SAMPLES["WB.illegal.mismatch"])
    assert texts.describe_illegal(err) == (
        "It does not fit here: the west side needs village, not black meadow, the north side "
        "needs forest and blue meadow, not village."
    )


def test_real_refusals_read_well():
    state = position(2, hands={0: ["T=HMV-K/F", "F/V", "V/F", "F/M3-B"]}, bag=20)
    action = GAME.legal_actions(state)[0]
    assert texts.describe_illegal(rules.refusal(GAME.view(state, 1), action)) == (
        "It is not your turn."
    )
    err = rules.refusal(GAME.view(state, 0), rules.EndTurn())
    assert texts.describe_illegal(err) == (
        "One of your landscape tiles fits, so you must lay a tile first."
    )


def test_breakdown_wb_ex_12():
    """Four players: P3, P0 and P2 quit in that order; fields 9, 10, 0, 5."""
    outcome = final_outcome([[9], [10], [], [5]], [3, 0, 2])
    rows = texts.breakdown_rows(outcome, NAMES)
    assert [heading for heading, _ in rows] == [
        "1. Ann — 12 point(s), winner",
        "2. Dai — 11 point(s)",
        "3. Ben — 10 point(s)",
        "4. Cleo — 1 point(s)",
    ]
    ann, dai, ben, cleo = (lines for _, lines in rows)
    assert "Best enclosed field: 9 sheep" in ann and "Quit bonus: +3 (quit 2nd)" in ann
    assert ann[-1] == "Total: 12"
    assert "Did not quit: no bonus" in ben
    assert "No enclosed field without a wolf: 0 points" in cleo


def test_breakdown_tie_and_spoiled_fields_wb_ex_13():
    details = [
        {"spoiled_fields": [{"sheep": 6, "cells": [], "wolves": []}], "open_fields": []},
        {"spoiled_fields": [], "open_fields": [{"sheep": 4, "cells": [], "open_segments": 2}]},
        {},
        {},
    ]
    outcome = final_outcome([[8], [11], [5], [10]], [2, 0, 3], details=details)
    assert outcome.tie_break == rules.TIEBREAK_LARGEST_FIELD
    rows = dict(texts.breakdown_rows(outcome, NAMES))
    ben = rows["1. Ben — 11 point(s), winner"]
    assert "Tied on points: the larger enclosed field wins." in ben
    assert "Not enclosed (sheep): 4" in ben
    assert "Spoiled by a wolf (sheep): 6" in rows["3. Ann — 11 point(s)"]


def test_breakdown_of_every_field_wb_ex_16():
    outcome = final_outcome([[8, 4], []], [], score_all_fields=True)
    rows = texts.breakdown_rows(outcome, NAMES)
    assert "Enclosed fields: 8 + 4 = 12 sheep" in rows[0][1]


def test_the_side_panel_never_gives_a_hidden_colour_away():
    state = position(3, board=BOARD_A, hands={0: ["F/V"], 1: ["V/F"]}, colours="KBR", bag=9)
    for seat in (0, 1, 2, None):
        view = GAME.view(state, seat)
        lines = [texts.seat_summary(view, s) for s in range(3)]
        for line in lines:
            assert not any(texts.colour_name(c) in line for c in "KBRY"), (seat, line)
    assert texts.seat_summary(GAME.view(state, 0), 1) == "1 tile(s) in hand"
    over = position(2, board=BOARD_A, colours="KB", phase="over", quit_order=[1])
    view = GAME.view(over, None)
    scores = texts.outcome_in_view(view).scores
    assert texts.seat_summary(view, 1) == f"{scores[1]} point(s) · quit 1st, +6 · colour: blue"


def test_the_side_panel_gives_the_points_at_the_end():
    """At the end the side panel's line of each seat starts with its points (the board's chips
    that said them are gone: the side panel lists the players), not the tiles it held."""
    over = position(2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", phase="over")
    view = GAME.view(over, 0)
    scores = texts.outcome_in_view(view).scores
    assert texts.seat_summary(view, 0) == f"{scores[0]} point(s) · colour: black"


def test_option_labels_and_tooltips_are_in_players_words():
    for field in __import__("attrs").fields(Options):
        label = texts.option_label(field.name)
        tip = texts.option_tooltip(field.name)
        assert label != field.name and tip, field.name
        assert not INTERNAL.search(label) and not INTERNAL.search(tip), field.name


def test_the_rules_page_explains_everything_with_pictures(qapp):
    page = texts.rules_html(None)
    for heading in (
        "Setup",
        "Your turn",
        "Wolves and hunters",
        "Revealing your colour",
        "Quitting",
        "The end",
        "Scoring",
        "Options",
        "Playing with the keyboard",
    ):
        assert f"<h3>{heading}</h3>" in page
    assert page.count("data:image/png;base64,") >= 8  # tiles, fields, symbols
    for field in __import__("attrs").fields(Options):
        assert html.escape(texts.option_label(field.name)) in page
    plain = re.sub(r"<[^>]+>|data:[^\"']+", " ", page)
    assert not INTERNAL.search(plain), INTERNAL.search(plain)
    variant = texts.rules_html(Options(score_all_fields=True, hunter_protects_merged_forest=False))
    assert "every such field counts" in variant and "only a hunter laid on the wolf" in variant
    assert "On in this game." in variant


def test_every_text_is_translated_in_every_language(language, sample_events):
    """With each language's translation, every event, refusal, option and rules text comes
    out filled in (and, outside English, not in English)."""
    seen: set[str] = set()
    for event in sample_events:
        if event.key in seen:
            continue
        seen.add(event.key)
        text = texts.describe_event(event, NAMES)
        if text is not None:
            assert not LEFTOVER.search(text), (language, event.key, text)
    refusals = [
        texts.describe_illegal(IllegalAction(reason, **params))
        for reason, params in ILLEGAL_SAMPLES.items()
    ]
    assert all(r and not LEFTOVER.search(r) for r in refusals)
    if language == "en":
        assert (
            texts.describe_event(SYNTHETIC[3], NAMES) == "Ann draws the last 1 tile from the bag."
        )
    else:
        assert texts.title() != "Wooly Bully"
        mismatch = list(ILLEGAL_SAMPLES).index("WB.illegal.mismatch")
        assert "It does not fit here" not in refusals[mismatch]
        assert texts.option_label("score_all_fields") != "Score every enclosed field"
        assert "<h3>Your turn</h3>" not in texts.rules_html(None)


def test_seeded_random_refusals_do_not_crash():
    """Random bad placements in random positions are always explained."""
    rng = Rng.from_seed(3)
    for _before, _action, after, _events in random_game(2, Options(), 12):
        seat = GAME.to_move(after)
        if seat is None or not after.hands[seat]:
            continue
        view = GAME.view(after, seat)
        cell = rng.choice(sorted(after.board.open_cells))
        err = rules.refusal(view, rules.Place(rng.choice(after.hands[seat]), 0, 1, *cell))
        if err is not None:
            text = texts.describe_illegal(err)
            assert text and not LEFTOVER.search(text)


@pytest.mark.parametrize("lone_player_draws", [False, True])
@pytest.mark.parametrize("reaction_windows", [False, True])
def test_the_last_player_is_said_to_play_on_alone_once(reaction_windows, lone_player_draws):
    """WB-7.3: after the others quit, the log says once that the last player plays on, at
    the quit that left them alone, not again at every one of their turns (it repeated "only
    Ann is left" each turn): the texts say it, or the rules' own line where they have one
    (WB-7.4, option lone_player_draws). The log is built as the app builds it: the lines of
    each action's events, one action at a time."""
    import attrs

    from farmhouse.app.game_ui import load_game_ui
    from farmhouse.games.wooly_bully.rules import EndTurn, Place, Quit

    extra = {}
    if "lone_player_draws" in attrs.fields_dict(Options):
        extra["lone_player_draws"] = lone_player_draws
    elif lone_player_draws:
        pytest.skip("the rules have no option lone_player_draws (WB-7.4) yet")
    ui = load_game_ui("wooly_bully")
    state = GAME.setup(3, Options(reaction_windows=reaction_windows, **extra), 4)
    log: list[str] = []
    lone_turns = 0
    while GAME.to_move(state) is not None and lone_turns < 6:
        seat = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        if seat != 0 and Quit() in legal and state.moves > 0:
            action = Quit()  # Ben and Cleo quit at once, once Ann has begun
        else:
            action = next((a for a in legal if isinstance(a, Place)), None) or (
                EndTurn() if EndTurn() in legal else legal[0]
            )
        state, events = GAME.apply(state, action)
        if len(state.quit_order) == 2 and any(e.key == "WB.next_turn" for e in events):
            lone_turns += 1
        log.extend(ui.log_lines(events, NAMES[:3]))
    assert lone_turns >= 3  # Ann played several turns alone
    alone = [line for line in log if "plays on" in line]
    assert len(alone) == 1, alone
    assert "quit" in log[log.index(alone[0]) - 1]
    if not reaction_windows:
        assert alone[0].startswith("Ann ")
    if not lone_player_draws and not reaction_windows:
        assert alone == ["Ann plays on alone."]


def test_a_place_says_why_and_what_would_fit_there():
    """Nothing where the held tile fits; where it fits turned, the reason and "press R";
    where its other face fits, "press F"; else the rules' reason alone."""
    why = "It does not fit here."
    assert texts.place_advice(why, "fit", False) is None
    assert (
        texts.place_advice(why, "turn", False) == f"{why} Turned another way it fits here: press R."
    )
    assert texts.place_advice(None, "turn", False) == "Turned another way it fits here: press R."
    assert (
        texts.place_advice(why, "", True) == f"{why} Its other face fits here: press F to flip it."
    )
    assert texts.place_advice(why, "", False) == why


def test_why_r_or_f_does_nothing():
    """R or F with nothing held says to choose a tile first; the shepherd is never flipped; a
    tile that looks the same every way round is not turned; otherwise nothing to say."""
    view = GAME.view(position(2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", bag=9), 0)
    assert texts.cannot_turn_text(view, None, False, False, True).startswith("Choose a tile")
    shepherd = texts.cannot_turn_text(view, "reveal", True, False, True)
    assert shepherd == "Your shepherd tile is laid with its sheep showing."
    same = texts.cannot_turn_text(view, "place", False, False, True)
    assert same == "This tile looks the same every way round."
    assert texts.cannot_turn_text(view, "place", True, False, True) == ""
    assert texts.cannot_turn_text(view, "place", False, True, True) == ""
    assert texts.button_labels(responding=True)["end"] == "Done (E)"
    assert texts.zoom_labels()["fit"] == ("Fit", "Show the whole landscape (0)")


def test_a_place_is_named_open_or_by_its_tile():
    """Screen readers name an open place by where it lies, a laid one by its tile too."""
    view = GAME.view(position(2, board=BOARD_A, hands={0: ["F/V"]}, colours="KB", bag=9), 0)
    assert texts.place_name(view, (0, 0)) == "the Village Square"
    assert texts.place_name(view, (0, 1)) == "Open place, 1 tile(s) north of the Village Square"
    assert texts.place_name(view, (1, 0)).endswith("1 tile(s) east of the Village Square")


def test_the_board_s_words_come_from_the_texts(language):
    """Issue 19: every word the board shows is the texts module's (the board only draws):
    no ``tr(`` in ``board/``; the words it takes from there are translated in every language
    (the quit question with its real plural, WB-7.1), and a board given no names calls the
    seats "Seat 1", "Seat 2"."""
    from pathlib import Path

    from farmhouse.games.wooly_bully import board

    for source in Path(board.__file__).parent.glob("*.py"):
        assert not re.search(r"\btr\(", source.read_text(encoding="utf-8")), source.name
    title, quit_label, cancel = texts.quit_question(2)
    words = [title, quit_label, cancel, *texts.bag_texts(40), texts.idle_text(True) or ""]
    words += [texts.choose_tile_text(), texts.wait_text(), texts.no_tile_text()]
    words += [texts.turned_to_fit_text(), *texts.scored_field_texts("Ann", "Ann", "R", 7, (1, 0))]
    assert all(w and not LEFTOVER.search(w) for w in words), words
    assert "+2" in quit_label and "40" in words[3] and texts.idle_text(False) is None
    assert texts.seat_names(["Ann"], 2) == ["Ann"] and len(texts.seat_names([], 3)) == 3
    if language == "en":
        assert title.startswith("Quit now for a bonus of 2 points?")
        assert texts.quit_question(1)[0].startswith("Quit now for a bonus of 1 point?")
        assert texts.seat_names([], 2) == ["Seat 1", "Seat 2"]
    else:
        assert title != "Quit now for a bonus of 2 points? You take no more turns."


def test_colour_label_and_side_names_translate_only_the_one_asked(qapp, monkeypatch):
    """A colour, a segment label or a side is worded alone (a board names colours dozens of
    times a view: all four colours were translated for each), an unknown one as before."""
    asked: list[str] = []
    real = texts.tr
    monkeypatch.setattr(texts, "tr", lambda text, *a: asked.append(text) or real(text, *a))
    assert [texts.colour_name(c) for c in "KBRY"] == ["black", "blue", "red", "yellow"]
    assert texts.colour_name(None) == "?" and texts.colour_name("Z") == "?"
    assert texts.label_name("F") == "forest" and texts.label_name("Q") == "Q"
    assert texts.side_name("W") == "west" and texts.side_name("X") == "X"
    assert asked == ["black", "blue", "red", "yellow", "forest", "west"]


@pytest.mark.parametrize(
    ("lang", "secret", "revealed"),
    [
        ("zh_TW", "Anna 的羊：藍色（祕密）", "Anna 的羊：藍色（已揭露）"),
        ("zh_CN", "Anna 的羊：蓝色（秘密）", "Anna 的羊：蓝色（已亮出）"),
    ],
)
def test_a_replays_colour_line_spaces_the_name_in_chinese(
    qapp, translations, lang, secret, revealed
):
    """Session 22's tester, 9: a replay with everything shown (or watched as one seat) read
    「Anna的羊：蓝色（已亮出）」 under the board, the name run into the Chinese, where the
    rest of the app spaces it (「Anna 的提示」). The colour line, its tooltip and the hand's
    tiles' tooltips put the name in as all running text does; no game told the line breaker
    the names here."""
    from farmhouse.games.wooly_bully.data import STANDARD

    assert translations.set_language(lang)
    text, tip = texts.colour_status("B", False, "Anna")
    assert text == secret and tip.startswith("只有 Anna ")
    text, tip = texts.colour_status("B", True, "Anna")
    assert text == revealed and " Anna " in tip
    assert texts.hand_tile_text(STANDARD.tiles[20], 0, 0, "Anna").startswith("Anna 手牌中")
