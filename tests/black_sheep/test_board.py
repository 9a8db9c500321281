"""GUI tests of the Black Sheep board: drawing, highlights, clicks, keys, prompts, animations.

Views are built by hand so that each test controls exactly what the seat sees. Clicks go
through the real viewport at the items' mapped positions.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import attrs
import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from farmhouse.app.board import palette
from farmhouse.app.board.data_keys import DataKey
from farmhouse.app.board.targets import Box
from farmhouse.core.game import Event
from farmhouse.games.black_sheep.board import SVG_CACHE, SvgItem, create_board, layout
from farmhouse.games.black_sheep.data import Animal as A
from farmhouse.games.black_sheep.rules import FigureView, Options, Pass, PastureView, Play, View
from tests.black_sheep.board_items import (
    discard_cards,
    hand_cards,
    keep_all,
    mat_of,
    own_side,
    pass_button,
    picked_cards,
)

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bot Bella", "Cleo", "Dai"]


def make_view(
    players: int = 2,
    seat: int | None = 0,
    to_move: int = 0,
    hand: tuple[A, ...] = (A.COW, A.COW, A.PIG),
    own_sides: tuple[tuple[A, ...], ...] = ((A.HORSE,), (A.SHEEP, A.SHEEP, A.PIG), ()),
    task_cards: bool = False,
    own_values: bool = True,
) -> View:
    """A mid-game view: the viewer's sides per pasture are ``own_sides``; other seats hold
    one or two cards on each side; every corral holds a few figures, values only the own."""
    me = seat if seat is not None else 0
    ids = iter(range(100))
    pastures = []
    figure_types = [(A.HORSE, A.COW), (A.SHEEP, A.SHEEP), (A.BLACK_SHEEP, A.CHICKEN)]
    for p in range(3):
        sides = tuple(
            own_sides[p] if s == me else ((A.CHICKEN,) if (s + p) % 2 else (A.PIG, A.SHEEP))
            for s in range(players)
        )
        completion = tuple(1 if len(side) == 3 else None for side in sides)
        figures = tuple(FigureView(next(ids), a, None) for a in figure_types[p])
        pastures.append(PastureView(p, True, figures, sides, completion))
    corral_types = [(A.HORSE, A.PIG, A.PIG), (A.COW, A.SHEEP), (A.HORSE,), (A.CHICKEN,)]
    corrals = tuple(
        tuple(
            FigureView(next(ids), a, 2 if (s == seat and own_values) else None)
            for a in corral_types[s]
        )
        for s in range(players)
    )
    return View(
        seat=seat,
        players=players,
        options=Options(task_cards=task_cards),
        to_move=to_move,
        start_player=0,
        hand=hand if seat is not None else (),
        hand_sizes=tuple(3 for _ in range(players)),
        pastures=tuple(pastures),
        corrals=corrals,
        supply=tuple((a, 3) for a in A),
        deck_size=41,
        discard=(A.PIG, A.SHEEP, A.HORSE, A.COW),
        completion_counter=1,
        end_triggered=False,
        passes_in_row=0,
        turn=5,
        secret_tasks=("T03", "T09") if task_cards else (),
        face_up_tasks=("T01", "T12") if task_cards else (),
        revealed_secret_tasks=None,
        game_over=False,
    )


#: Legal actions for make_view()'s default hand (cow, cow, pig) and sides (I: 1, II: 3, III: 0).
LEGAL = [
    Play(0, (A.COW, A.COW)),
    Play(0, (A.COW, A.PIG)),
    Play(2, (A.COW,)),
    Play(2, (A.COW,), A.COW),
    Play(2, (A.COW,), A.PIG),
    Play(2, (A.PIG,)),
    Play(2, (A.PIG,), A.COW),
    Play(2, (A.COW, A.COW)),
    Play(2, (A.COW, A.PIG)),
]


@pytest.fixture
def board(qtbot):
    widget = create_board(None)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_animation_speed(0)
    return widget


def click(qtbot, board, item) -> None:
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def show(board, view, legal=LEGAL, events=(), names=NAMES) -> None:
    board.show_view(view, legal, events, names[: view.players])


def card_items(board, back: bool) -> list[SvgItem]:
    return [
        i
        for i in board.scene().items()
        if isinstance(i, SvgItem)
        and i.path.name.startswith("card_")
        and (i.path.name == "card_back.svg") == back
    ]


def test_renders_every_element(board):
    view = make_view(players=4, seat=1, to_move=2, task_cards=True)
    show(board, view, legal=[])
    texts = board.texts_on_board()
    joined = "\n".join(texts)
    for name in NAMES:
        assert name in texts
    assert "Deck: 41" in texts and "Discard: 4" in texts and "Supply" in texts
    assert "Task cards" in texts
    for task in (
        "Most horse figures",
        "All six black sheep",
        "Most pig figures",
        "chicken + horse",
    ):
        assert task in joined
    assert not re.search(r"\bT\d\d\b|\bBS-\d", joined)  # no codes meant for us
    assert {"I", "II", "III"} <= set(texts)
    assert "▶ to play" in texts  # seat 2 is to move
    assert len(hand_cards(board)) == 3
    assert all(own_side(board, p) is not None for p in range(3))
    # three card backs per other hand plus the deck stack
    assert len(card_items(board, back=True)) >= 9
    assert "Waiting for Cleo…" in texts


def lit_targets(board) -> set[tuple]:
    """The choice targets of the items the board lights now (each bound to its target)."""
    return {item.data_value for item in board.highlighted_items()}


def test_the_board_lights_what_the_choice_model_offers(qtbot, board, translations):
    """The lit hand cards, sides and discard cards are the choice model's pickable targets
    (choices.py, tested on its own in test_choices.py), step after step."""
    from farmhouse.games.black_sheep.choices import BlackSheepChoices

    view = make_view()
    ch = BlackSheepChoices(view, LEGAL)
    show(board, view)

    def offered(selection) -> set[tuple]:
        return {t for t, why in ch.targets(selection).items() if why is None}

    assert lit_targets(board) == offered(()) == {("hand", 0), ("hand", 1), ("hand", 2)}
    click(qtbot, board, hand_cards(board)[0])  # cow: III takes it alone
    assert lit_targets(board) == offered((("hand", 0),))
    # the others say the choice model's reason on hover and click (BoardView's why_not)
    reasons = {p: own_side(board, p).why_not for p in range(3)}
    assert reasons == {
        0: "Your side of pasture I holds 1 card: you may play 2 cards there, not 1.",
        1: "Your side of pasture II already holds 3 cards.",
        2: None,
    }
    assert [mat_of(board, p).why_not for p in range(3)] == list(reasons.values())
    click(qtbot, board, hand_cards(board)[2])  # cow + pig: I and III
    assert lit_targets(board) == offered((("hand", 0), ("hand", 2))) == {("side", 0), ("side", 2)}
    click(qtbot, board, hand_cards(board)[0])  # put the cow back: the pig alone
    assert picked_cards(board) == [2]
    click(qtbot, board, own_side(board, 2))
    shown = lit_targets(board)
    assert (
        shown == offered((("hand", 2), ("side", 2))) == {("keep",), ("discard", 0), ("discard", 1)}
    )


def test_click_cards_then_pasture_emits_the_legal_play(qtbot, board):
    show(board, make_view())
    cards = hand_cards(board)
    click(qtbot, board, cards[0])
    click(qtbot, board, cards[1])
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, own_side(board, 0))
    assert blocker.args == [Play(0, (A.COW, A.COW))]
    assert blocker.args[0] in LEGAL


def test_clicking_a_selected_card_again_unselects_it(qtbot, board):
    show(board, make_view())
    card = hand_cards(board)[1]
    click(qtbot, board, card)
    click(qtbot, board, card)
    assert picked_cards(board) == []


@pytest.mark.parametrize(
    ("cards", "pasture", "expected"),
    [
        ((0,), 1, "Your side of pasture II already holds 3 cards."),  # the rules' reason
        ((), 2, "Choose one or two cards from your hand first."),  # what the step asks
    ],
)
def test_illegal_click_is_explained(qtbot, board, cards, pasture, expected):
    show(board, make_view())
    for i in cards:
        click(qtbot, board, hand_cards(board)[i])
    said: list[str] = []
    board.illegal_attempt.connect(said.append)
    with qtbot.assertNotEmitted(board.action_chosen):
        click(qtbot, board, own_side(board, pasture))
    assert said == [expected]  # said once


def test_other_sides_are_explained(qtbot, board):
    show(board, make_view())
    other = [i for i in board.scene().items() if getattr(i, "role", None) == "other_side"]
    assert other
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        click(qtbot, board, other[0])
    assert "own side" in blocker.args[0] and "red" in blocker.args[0]


def test_not_your_turn_is_explained(qtbot, board):
    show(board, make_view(to_move=1), legal=[])
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        click(qtbot, board, hand_cards(board)[0])
    assert "not your turn" in blocker.args[0]
    show(board, make_view())
    board.set_interactive(False)
    assert board.highlighted_items() == []
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000):
        click(qtbot, board, hand_cards(board)[0])


@pytest.mark.parametrize(("choice", "discard"), [(0, A.COW), (None, None)])
def test_discard_prompt(qtbot, board, choice, discard):
    """The prompt offers the choice model's discard targets (the hand positions)."""
    show(board, make_view())
    click(qtbot, board, hand_cards(board)[2])  # pig
    with qtbot.assertNotEmitted(board.action_chosen):
        click(qtbot, board, own_side(board, 2))
    offered = discard_cards(board)
    assert [i.data_value for i in offered] == [("discard", 0), ("discard", 1)]  # the two cows
    target = offered[choice] if choice is not None else keep_all(board)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, target)
    assert blocker.args == [Play(2, (A.PIG,), discard)]


def test_keyboard_play(qtbot, board):
    show(board, make_view())
    qtbot.keyClick(board, Qt.Key.Key_1)
    qtbot.keyClick(board, Qt.Key.Key_3)
    assert picked_cards(board) == [0, 2]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_A)
    assert blocker.args == [Play(0, (A.COW, A.PIG))]


def test_keyboard_tab_enter_and_discard(qtbot, board):
    """The kit's keyboard play over the choice model's targets: after a key picks the pig,
    the focus is on the first target that can follow; Tab goes through them (III is the one
    side), Enter picks; at the discard question the focus starts on Keep all."""
    show(board, make_view())
    qtbot.keyClick(board, Qt.Key.Key_3)  # pig: only III accepts it alone
    assert board.focus_target == ("hand", 0)  # (a pair with either cow)
    for _ in range(4):
        if board.focus_target == ("side", 2):
            break
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert board.focus_target == ("side", 2)
    assert board.key_focus_rect() is not None  # the focus ring is drawn
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(discard_cards(board)) == 2 and board.focus_target == ("keep",)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_2)
    assert blocker.args == [Play(2, (A.PIG,), A.COW)]


def test_escape_goes_back_one_step(qtbot, board):
    show(board, make_view())
    qtbot.keyClick(board, Qt.Key.Key_3)
    qtbot.keyClick(board, Qt.Key.Key_D)
    assert discard_cards(board)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # closes the prompt, keeps the card
    assert picked_cards(board) == [2] and discard_cards(board) == []
    assert own_side(board, 2).lit
    qtbot.keyClick(board, Qt.Key.Key_D)  # the same card to a pasture again: prompt again
    assert len(discard_cards(board)) == 2
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # then clears the selection
    assert picked_cards(board) == [] and discard_cards(board) == []
    assert not own_side(board, 2).lit


#: Hand pig, cow, sheep; the pig alone fits pasture III, with either other card discarded.
DISTINCT_HAND = (A.PIG, A.COW, A.SHEEP)
DISCARD_LEGAL = [Play(2, (A.PIG,)), Play(2, (A.PIG,), A.COW), Play(2, (A.PIG,), A.SHEEP)]


def open_discard_prompt(qtbot, board) -> None:
    show(board, make_view(hand=DISTINCT_HAND), legal=DISCARD_LEGAL)
    qtbot.keyClick(board, Qt.Key.Key_1)
    qtbot.keyClick(board, Qt.Key.Key_D)
    assert [i.data_value for i in discard_cards(board)] == [("discard", 1), ("discard", 2)]


def test_discard_prompt_shows_the_hand_numbers(qtbot, board):
    open_discard_prompt(qtbot, board)
    numbers = [
        [c.text for c in item.childItems() if isinstance(c, Box)] for item in discard_cards(board)
    ]
    assert numbers == [["2"], ["3"]]  # as labelled under the hand, not 1 and 2
    for item, number in zip(discard_cards(board), "23", strict=True):
        assert item.toolTip().endswith(f"(key {number})")


@pytest.mark.parametrize(("key", "discard"), [(Qt.Key.Key_2, A.COW), (Qt.Key.Key_3, A.SHEEP)])
def test_discard_keys_are_the_hand_numbers(qtbot, board, key, discard):
    open_discard_prompt(qtbot, board)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(board, key)
    assert blocker.args == [Play(2, (A.PIG,), discard)]


def test_the_played_cards_number_in_the_discard_prompt_is_explained(qtbot, board):
    open_discard_prompt(qtbot, board)
    with (
        qtbot.assertNotEmitted(board.action_chosen),
        qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker,
    ):
        qtbot.keyClick(board, Qt.Key.Key_1)
    assert "you are playing" in blocker.args[0]
    assert len(discard_cards(board)) == 2  # the prompt stays open


def test_clicking_a_number_badge_discards_that_card(qtbot, board):
    open_discard_prompt(qtbot, board)
    badge = discard_cards(board)[1].childItems()[0]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, badge)
    assert blocker.args == [Play(2, (A.PIG,), A.SHEEP)]


@pytest.mark.parametrize("key", [Qt.Key.Key_K, Qt.Key.Key_Return, Qt.Key.Key_Enter, None])
def test_keep_all_by_key_and_mouse(qtbot, board, key):
    open_discard_prompt(qtbot, board)
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        if key is None:
            click(qtbot, board, keep_all(board))
        else:
            qtbot.keyClick(board, key)
    assert blocker.args == [Play(2, (A.PIG,), None)]


def test_pass_button(qtbot, board):
    full = ((A.HORSE,) * 3, (A.SHEEP,) * 3, (A.PIG,) * 3)
    show(board, make_view(own_sides=full), legal=[Pass()])
    assert board.highlighted_items() == [pass_button(board)]
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000):
        click(qtbot, board, hand_cards(board)[0])
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, pass_button(board))
    assert blocker.args == [Pass()]


def test_hidden_values_and_other_hands_are_never_drawn(board):
    view = make_view(players=3, seat=0, own_values=False)
    show(board, view, legal=[])
    value_texts = [t for t in board.texts_on_board() if re.fullmatch(r"[+-]\d( [+-]\d)*", t)]
    assert value_texts == []
    faces = card_items(board, back=False)
    on_sides = sum(len(side) for p in view.pastures for side in p.sides)
    assert len(faces) == len(view.hand) + on_sides + 3  # own hand, sides, top of discard
    # other players' hands appear only as backs
    backs = card_items(board, back=True)
    assert len(backs) >= sum(view.hand_sizes[1:])


def test_own_values_are_shown_when_the_view_gives_them(board):
    show(board, make_view(own_values=True), legal=[])
    assert "+4" in board.texts_on_board()  # the two own pigs, +2 each
    pigs = [i for i in board.scene().items() if getattr(i, "data_value", None) == (0, A.PIG)]
    assert pigs and pigs[0].toolTip() == "pig ×2, your corral: +2\u00a0+2"  # (kept whole)


def test_spectator_has_no_hand_and_no_targets(board):
    view = make_view(seat=None)
    show(board, view, legal=[])
    assert hand_cards(board) == []
    assert own_side(board, 0) is None
    on_sides = sum(len(side) for p in view.pastures for side in p.sides)
    assert len(card_items(board, back=False)) == on_sides + 3  # sides and top of discard
    assert len(card_items(board, back=True)) >= sum(view.hand_sizes)  # every hand face down


def test_animations_finished_is_emitted_asynchronously(qtbot, board):
    seen: list[bool] = []
    board.animations_finished.connect(lambda: seen.append(True))
    show(board, make_view())
    assert seen == []
    qtbot.waitUntil(lambda: seen == [True], timeout=1000)


def test_scoring_animation_runs_and_finishes(qtbot, board):
    board.set_animation_speed(0.2)
    view = make_view()
    events = [
        Event("bs.played", {"seat": 0, "pasture": 2, "cards": ["cow"], "discard": None}, seat=0),
        Event(
            "bs.scored",
            {
                "pasture": 2,
                "winner": 0,
                "figures": ["black_sheep", "chicken"],
                "combos": [
                    {"seat": 0, "combo": "one_pair", "cards": ["cow", "cow", "pig"]},
                    {"seat": 1, "combo": "three_of_a_kind", "cards": ["chicken"] * 3},
                ],
            },
            seat=0,
        ),
    ]
    with qtbot.waitSignal(board.animations_finished, timeout=3000):
        show(board, view, events=events)
        assert board.is_animating()
        texts = board.texts_on_board()
        assert "★ one pair" in texts and "three of a kind" in texts  # the winner is starred
    assert not board.is_animating()
    ghosts = [i for i in board.scene().items() if getattr(i, "ghost", False)]
    assert ghosts == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_combination_labels_follow_a_language_switch_during_the_scoring(board, styled, lang):
    """Issue 14: switching the language while a scoring's combinations show (BS-5) left
    their labels in the old language. Every label of the running animation is worded anew
    (the winner's starred), fitted to its box."""
    from farmhouse.games.black_sheep import texts
    from tests.app.reworded import assert_labels_follow_a_switch

    styled("en" if lang != "en" else "ja")
    board.set_animation_speed(1.0)
    combos = [
        {"seat": 0, "combo": "one_pair", "cards": ["cow", "cow", "pig"]},
        {"seat": 1, "combo": "three_of_a_kind", "cards": ["chicken"] * 3},
    ]
    params = {"pasture": 2, "winner": 0, "figures": ["chicken"], "combos": combos}
    show(board, make_view(), events=[Event("bs.scored", params, seat=0)])

    def wanted() -> list[str]:
        one, three = texts.combination_name("one_pair"), texts.combination_name("three_of_a_kind")
        return [f"★ {one}", three]

    assert_labels_follow_a_switch(board, lambda: styled(lang), wanted, layout.MIN_TEXT)


def test_svg_cache_keys_on_size_and_dpr(board):
    path = layout.card_path(A.COW)
    a = SVG_CACHE.pixmap(path, 100, 140, 1.0)
    assert SVG_CACHE.pixmap(path, 100, 140, 1.0) is a
    b = SVG_CACHE.pixmap(path, 200, 280, 2.0)
    assert b is not a and b.devicePixelRatio() == 2.0 and b.width() == 200


def test_view_keeps_the_scene_in_sight_on_resize(qtbot, board):
    show(board, make_view())
    board.resize(1920, 1080)
    qtbot.wait(10)
    visible = board.mapToScene(board.viewport().rect()).boundingRect()
    assert visible.contains(board.scene().sceneRect().adjusted(1, 1, -1, -1))


def play_by_clicks(qtbot, board, view, action) -> object:
    """Click ``action`` on the board the way a person would; return what the board emitted."""
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        if isinstance(action, Pass):
            click(qtbot, board, pass_button(board))
        else:
            used: list[int] = []
            for card in action.cards:
                index = next(i for i, a in enumerate(view.hand) if a == card and i not in used)
                used.append(index)
                click(qtbot, board, hand_cards(board)[index])
            click(qtbot, board, own_side(board, action.pasture))
            if discard_cards(board):
                if action.discard is None:
                    click(qtbot, board, keep_all(board))
                else:
                    offered = discard_cards(board)
                    place = next(i for i in offered if view.hand[i.data_value[1]] == action.discard)
                    click(qtbot, board, place)
    return blocker.args[0]


@pytest.mark.parametrize("players", [4])
def test_a_real_game_played_through_the_board(qtbot, board, players):
    """Hot-seat through the real engine: legal actions chosen by clicks come out exactly;
    scoring events animate and finish (BS-3.2, BS-4.1, BS-5). (That every legal action can
    be picked, each in every way, is test_choices.py's.)"""
    from farmhouse.games.black_sheep.rules import GAME

    rng = __import__("random").Random(players)
    state = GAME.setup(players, Options(), players)
    board.set_animation_speed(0.02)  # real animations, just quick
    events: list[Event] = []
    scored = 0
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        legal = list(GAME.legal_actions(state))
        with qtbot.waitSignal(board.animations_finished, timeout=2000):
            board.show_view(view, legal, [e for e in events if e.visible_to(seat)], NAMES)
        action = rng.choice(legal)
        assert play_by_clicks(qtbot, board, view, action) == action
        state, events = GAME.apply(state, action)
        scored += sum(e.key == "bs.scored" for e in events)
    assert scored >= 3
    final = GAME.view(state, 0)
    board.show_view(final, [], events, NAMES)
    assert "The game is over." in board.texts_on_board()


def play_by_keys(qtbot, board, view, action) -> object:
    """Type ``action`` on the board with the game's own keys (1-3 the hand's cards, A/S/D
    the sides of I-III, then the discard's number or K, P a pass); what the board emitted."""
    digits = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3]
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        if isinstance(action, Pass):
            qtbot.keyClick(board, Qt.Key.Key_P)
        else:
            used: list[int] = []
            for card in action.cards:
                index = next(i for i, a in enumerate(view.hand) if a == card and i not in used)
                used.append(index)
                qtbot.keyClick(board, digits[index])
            qtbot.keyClick(board, [Qt.Key.Key_A, Qt.Key.Key_S, Qt.Key.Key_D][action.pasture])
            if discard_cards(board):
                if action.discard is None:
                    qtbot.keyClick(board, Qt.Key.Key_K)
                else:
                    index = next(
                        i for i, a in enumerate(view.hand) if a == action.discard and i not in used
                    )
                    qtbot.keyClick(board, digits[index])
    return blocker.args[0]


def test_a_whole_game_is_played_with_keys_only(qtbot, board):
    """Hot-seat, 3 players: every move of a whole game typed with the game's keys comes out
    exactly as chosen, passes included if the game has any (BS-2.2, BS-3.2, BS-4.1)."""
    from farmhouse.games.black_sheep.rules import GAME

    rng = __import__("random").Random(5)
    state = GAME.setup(3, Options(), 5)
    moves = 0
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        legal = list(GAME.legal_actions(state))
        board.show_view(view, legal, [], NAMES[:3])
        action = rng.choice(legal)
        assert play_by_keys(qtbot, board, view, action) == action
        state, _ = GAME.apply(state, action)
        moves += 1
    assert moves > 30 and GAME.outcome(state) is not None


def test_a_whole_game_is_played_with_tab_and_enter(qtbot, board):
    """The kit's keyboard play: every move of a whole 2-player game made with Tab (through
    the targets that can be picked now, in the choice model's order) and Enter only; the
    focus ring is on the focused target (BS-2.2, BS-3.2, BS-4.1)."""
    from farmhouse.games.black_sheep.choices import BlackSheepChoices
    from farmhouse.games.black_sheep.rules import GAME

    rng = __import__("random").Random(9)
    state = GAME.setup(2, Options(), 9)
    board.setFocus()
    moves = 0
    while GAME.to_move(state) is not None:
        view = GAME.view(state, GAME.to_move(state))
        legal = list(GAME.legal_actions(state))
        board.show_view(view, legal, [], NAMES[:2])
        action = rng.choice(legal)
        path = BlackSheepChoices(view, legal).hint_path(action)
        with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
            for target in path:
                for _ in range(8):
                    if board.focus_target == target:
                        break
                    qtbot.keyClick(board, Qt.Key.Key_Tab)
                assert board.focus_target == target and board.key_focus_rect() is not None
                qtbot.keyClick(board, Qt.Key.Key_Return)
        assert blocker.args == [action]
        state, _ = GAME.apply(state, action)
        moves += 1
    assert moves > 20


def test_a_screen_reader_reads_the_targets_and_the_pieces(qtbot, board):
    """The accessible tree of a mid-game board: the hand cards and the viewer's sides by
    name, a side that cannot take the picked card "unavailable" with the rules' reason, and
    the pieces on the table (figures, cards on the sides, corrals, supply) by their tooltips,
    each with its place."""
    from farmhouse.app.board.access import accessible_tree

    show(board, make_view())
    click(qtbot, board, hand_cards(board)[0])  # a cow picked: III takes it alone
    tree = accessible_tree(board)
    names = [name for _, name, _, _ in tree]
    assert "cow (rank 5), in your hand — key 2" in names
    assert "pig (rank 4), in your hand — key 3" in names
    sides = {name: (why, states) for _, name, why, states in tree if "Your side" in name}
    assert sides["Your side of pasture III (key D)"][1] == ""
    why, states = sides["Your side of pasture II (key S)"]
    assert "unavailable" in states and why == "Your side of pasture II already holds 3 cards."
    # the pieces on the table by name and place (their tooltips): figures on the pastures,
    # cards on the sides, the corrals, the supply, the seats' names
    for piece in (
        "horse, on pasture I",
        "black sheep, on pasture III",
        "chicken, Bot Bella's side of pasture I",
        "pig, card 3 of 3, your side of pasture II",  # (its place: two sheep before it)
        "cow ×1, Bot Bella's corral",
        "pig ×2, your corral: +2 +2",
        "horse ×3 in the supply",
        "Bot Bella",
        "Ann",
    ):
        assert piece in names


def test_a_screen_reader_hears_one_side_after_another_and_one_pasture_after_another(qtbot, board):
    """Test 1 (fix12b): a mid-game board of 4 reads each side's cards together and in order
    ("card 1 of 2", "card 2 of 2", then the next side), not the left and right sides' cards
    interleaved (card 1, card 1, card 2, card 2), and a pasture's figures and sides before the
    next pasture's (BS-3.2: a side holds up to 3 cards)."""
    from farmhouse.app.board.access import accessible_tree

    own = ((A.HORSE, A.COW), (A.SHEEP, A.SHEEP, A.PIG), (A.CHICKEN,))
    show(board, make_view(players=4, own_sides=own))
    names = [name for _, name, _, _ in accessible_tree(board)]
    on_pastures = [n for n in names if re.search(r"(side|on) (of )?pasture I+$", n)]
    pastures = [n.rsplit(" ", 1)[1] for n in on_pastures]
    assert pastures == sorted(pastures, key=len)  # (I, then II, then III)
    assert len(on_pastures) == 6 + 19 + 1  # (the figures, the cards, your completion token)
    sides = [re.sub(r".*?, (card \d of \d, )?", "", n) for n in on_pastures if "side" in n]
    runs = [side for i, side in enumerate(sides) if i == 0 or sides[i - 1] != side]
    assert len(runs) == len(set(runs)) == 4 * 3  # (each side read in one run)
    for side in set(sides):  # (a side of one card has no "card 1 of 1")
        places = [re.findall(r"card (\d) of", n) for n in on_pastures if n.endswith(", " + side)]
        assert [p for found in places for p in found] in ([], ["1", "2"], ["1", "2", "3"])


def test_hint_says_what_to_do_next(qtbot, board):
    show(
        board,
        make_view(own_sides=((A.HORSE,), (A.SHEEP,) * 3, (A.PIG,) * 3)),
        legal=[Play(0, (A.COW, A.COW)), Play(0, (A.COW, A.PIG))],
    )
    assert "choose 1 or 2 cards" in " ".join(board.texts_on_board())
    click(qtbot, board, hand_cards(board)[0])
    assert "Choose one more card" in " ".join(board.texts_on_board())
    click(qtbot, board, hand_cards(board)[1])
    assert "lit pasture" in " ".join(board.texts_on_board())


def test_last_moves_and_just_played_cards_show_what_happened_since_the_own_turn(qtbot, board):
    """The shell gives the board, with every view, what happened since the viewer's last
    turn (``set_recent``: ``Match.since_last_decision``): "Since your last turn" lists it and
    the cards it played are marked, also when the same view comes again with the legal
    actions; after the own move the list starts anew."""
    view = make_view()  # seat 1 holds chicken on I, pig + sheep on II, chicken on III
    played = Event(
        "bs.played", {"seat": 1, "pasture": 1, "cards": ["pig", "sheep"], "discard": None}, seat=1
    )
    board.set_recent([played], 0)
    show(board, view, legal=[], events=[played])
    board.set_recent([played], 0)
    show(board, view)  # the app shows the same view again with the legal actions
    joined = " ".join(board.texts_on_board())
    assert "Bot Bella plays pig, sheep to pasture II." in joined
    just = [
        i
        for i in board.scene().items()
        if isinstance(i, SvgItem)
        and isinstance(i.data_value, tuple)
        and i.data_value[:3] == ("side_card", 1, 1)
    ]
    assert len(just) == 2 and all(i.glow is not None for i in just)
    click(qtbot, board, hand_cards(board)[0])
    click(qtbot, board, hand_cards(board)[1])
    click(qtbot, board, own_side(board, 0))
    board.set_recent([], 0)  # (what happened since this move: nothing yet)
    show(board, view, legal=[])
    assert "Bot Bella plays" not in " ".join(board.texts_on_board())


def test_a_new_view_ends_a_running_animation_and_reports_it(qtbot, board):
    board.set_animation_speed(1)
    played = Event(
        "bs.played", {"seat": 1, "pasture": 1, "cards": ["pig", "sheep"], "discard": None}, seat=1
    )
    seen: list[bool] = []
    board.animations_finished.connect(lambda: seen.append(True))
    show(board, make_view(), legal=[], events=[played])
    assert board.is_animating()
    show(board, make_view())
    assert seen == [True]  # the interrupted one
    qtbot.waitUntil(lambda: seen == [True, True], timeout=1000)  # the new (empty) one
    assert not [i for i in board.scene().items() if getattr(i, "ghost", False)]


class MarkingTranslator(QTranslator):
    """Translates every BlackSheep text to "«text»", to see which texts are translated."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context == "BlackSheep" else None

    def isEmpty(self):  # noqa: N802 (Qt API)
        return False


def test_retranslate_redraws_the_texts(board):
    show(board, make_view())
    assert "Supply" in board.texts_on_board()
    translator = MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        board.retranslate()
        texts = board.texts_on_board()
        assert "«Supply»" in texts and "Supply" not in texts
        assert board.toolTip().startswith("«Click one or two cards")
    finally:
        QCoreApplication.removeTranslator(translator)
    board.retranslate()
    assert "Supply" in board.texts_on_board()


def test_clicking_a_mat_plays_to_the_own_side_and_a_retired_mat_is_explained(qtbot, board):
    view = make_view()
    retired = attrs.evolve(
        view.pastures[1], active=False, figures=(), sides=((), ()), completion=(None, None)
    )
    view = attrs.evolve(view, pastures=(view.pastures[0], retired, view.pastures[2]))
    show(board, view)
    click(qtbot, board, hand_cards(board)[2])
    with qtbot.waitSignal(board.illegal_attempt, timeout=1000) as blocker:
        click(qtbot, board, mat_of(board, 1))
    assert "turned over" in blocker.args[0]
    assert own_side(board, 1) is None
    with qtbot.waitSignal(board.action_chosen, timeout=1000) as blocker:
        click(qtbot, board, mat_of(board, 2))
        click(qtbot, board, keep_all(board))
    assert blocker.args == [Play(2, (A.PIG,))]


def test_hover_lights_the_target_under_the_pointer(qtbot, board):
    show(board, make_view())
    click(qtbot, board, hand_cards(board)[2])  # pig: only III takes it
    side = own_side(board, 2)
    assert side.glow == palette.LEGAL
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(side))
    qtbot.waitUntil(lambda: side.glow == palette.GOLD, timeout=1000)
    other = own_side(board, 1)  # II is full: hovering it lights nothing
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(other))
    qtbot.waitUntil(lambda: side.glow == palette.LEGAL, timeout=1000)
    assert other.glow is None


def test_a_pointer_move_over_a_mat_relights_only_its_side(qtbot, board, monkeypatch):
    """The pointer coming onto a mat lights that mat's side gold (a click there plays to it)
    and relights no other target; leaving it for another seat's side relights that side
    alone (issue 19: before, every target was lit anew on such a move)."""
    show(board, make_view())
    click(qtbot, board, hand_cards(board)[2])  # pig: only III takes it
    relit: list[tuple] = []
    light = board.light
    monkeypatch.setattr(board, "light", lambda t, i, s: (relit.append(t), light(t, i, s)))
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(mat_of(board, 2)))
    qtbot.waitUntil(lambda: own_side(board, 2).glow == palette.GOLD, timeout=1000)
    assert set(relit) == {("side", 2)}
    relit.clear()
    other = board.table.layer[("targets", 0)].childItems()[1]  # the other seat's side of I
    assert other.role == "other_side"
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(other))
    qtbot.waitUntil(lambda: own_side(board, 2).glow == palette.LEGAL, timeout=1000)
    assert set(relit) == {("side", 2)}


def test_the_pointer_leaving_the_board_takes_the_hover_light_away(qtbot, board):
    """The gold hover light of a mat's side goes when the pointer leaves the board (as when it
    moves to nothing on it): before, the side stayed gold with the pointer elsewhere."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    show(board, make_view())
    click(qtbot, board, hand_cards(board)[2])  # pig: only III takes it
    qtbot.mouseMove(board.viewport(), board.item_centre_in_viewport(mat_of(board, 2)))
    qtbot.waitUntil(lambda: own_side(board, 2).glow == palette.GOLD, timeout=1000)
    QApplication.sendEvent(board.viewport(), QEvent(QEvent.Type.Leave))
    assert board.hover is None
    assert own_side(board, 2).glow == palette.LEGAL  # still playable: lit, not gold


@pytest.mark.parametrize(
    "name",
    [
        *(f"figure_{a.value}.svg" for a in A),
        *(f"card_{a.value}.svg" for a in A),
        *(f"card_plain_{a.value}.svg" for a in A),
        "card_back.svg",
        "pasture.svg",
        "corral.svg",
        "cover.svg",
        "../icons/farmhouse.svg",
    ],
)
def test_every_picture_renders(board, name):
    path = layout.ART / name
    assert path.is_file()
    image = SVG_CACHE.pixmap(path, 64, 64, 1.0).toImage()
    painted = sum(
        image.pixelColor(x, y).alpha() > 0 for x in range(0, 64, 4) for y in range(0, 64, 4)
    )
    assert painted > 40  # a real drawing, not an empty or broken file


def test_a_replay_strip_draws_the_hand_as_cards_not_as_corral_figures(board):
    """A replay's holdings strip drew the hand's cards as bare animal figures with their
    ranks under them, read as corral figures and their (hidden) values. Each card is drawn
    card-shaped: the animal card's own frame (its colour) and picture, as wide as a card,
    without its corner lettering (under 12 px there); its rank stays the text under it."""
    hand = (A.COW, A.BLACK_SHEEP, A.PIG)
    show(board, make_view(hand=hand))
    held = board.holdings_held()
    assert [h.text for h in held] == [str(a.rank) for a in hand]
    for piece, animal in zip(held, hand, strict=True):
        assert piece.art is not None and animal.value in piece.art.stem
        assert piece.aspect == layout.CARD_W / layout.CARD_H  # (a figure's is 1)
        assert "<text" not in piece.art.read_text(encoding="utf-8")  # (no lettering)
        frame = re.search(r'<rect [^>]*fill="(#\w+)"', layout.card_path(animal).read_text())
        assert frame is not None
        image = SVG_CACHE.pixmap(piece.art, 100, 140, 1.0).toImage()
        for x, y in ((50, 3), (3, 70), (50, 136)):  # (its frame's top, side and bottom)
            assert image.pixelColor(x, y).name().upper() == frame.group(1).upper(), (x, y)


def plate_labels(board, seat):
    """The labels of ``seat``'s panel head (its name, on one or two lines), top first."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    layer = board.table.plates[seat].layer
    labels = [i for i in layer.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
    return sorted(labels, key=lambda i: i.y())


def test_a_long_name_is_never_cut_in_its_panel(board):
    """The name stays whole while the rest can give way: the badge says less ("▶"), the
    name is set smaller, then on two lines; the board has nothing a player cannot read."""
    from tests.app.readable import problems

    long_name = "Maximiliana Wolkenstein-Ferreira"
    board.show_view(make_view(), LEGAL, (), [long_name, "Bot Bella"])
    labels = plate_labels(board, 0)
    assert " ".join(label.text() for label in labels) == long_name
    assert all(label.toolTip() == long_name for label in labels)
    assert all(label.font().pixelSize() >= layout.MIN_TEXT for label in labels)
    badge = [b for b in board.scene().items() if getattr(b, "text", None) == "▶"]
    assert badge and badge[0].toolTip() == "▶ your turn"
    right = max(label.sceneBoundingRect().right() for label in labels)
    assert right < badge[0].sceneBoundingRect().left()
    assert problems(board) == []
    # a short name is drawn whole, at its full size, beside the whole badge
    board.show_view(make_view(), LEGAL, (), ["Ann", "Bot Bella"])
    assert [label.text() for label in plate_labels(board, 0)] == ["Ann"]
    assert "▶ your turn" in board.texts_on_board()


def test_last_moves_start_from_what_the_next_seat_has_not_seen(board):
    """After a hand-over or a load the shell hands the board the events since that seat's
    last turn: "Last moves" and the just-played marks start from them, not from nothing."""
    show(board, make_view(seat=1, to_move=1), legal=[])
    played = Event("bs.played", {"seat": 1, "pasture": 0, "cards": ["chicken"], "discard": None}, 1)
    board.set_recent([played])
    show(board, make_view(seat=0), legal=LEGAL)  # another seat: normally a fresh start
    assert board.table._last_moves_lines() == ("Bot Bella plays chicken to pasture I.",)
    assert "Bot Bella plays chicken to pasture I." in "\n".join(board.texts_on_board())
    board.set_recent([], 1)  # the next seat: nothing since its last turn
    show(board, make_view(seat=1, to_move=1), legal=[])
    assert board.table._last_moves_lines() == ()


def test_the_recent_panel_before_a_first_turn_says_since_the_game_began(board):
    """Issue 18, S4 (session 22's tester, 4): before the viewer's first turn is over the
    panel lists everything since the game began, and says so ("Since your last turn" said
    the player had had a turn); after it, "Since your last turn" again."""
    played = Event("bs.played", {"seat": 1, "pasture": 0, "cards": ["chicken"], "discard": None}, 1)
    board.set_recent([played], 0, began=True)
    show(board, make_view(seat=0), legal=LEGAL)
    texts = board.texts_on_board()
    assert "Since the game began" in texts and "Since your last turn" not in texts
    board.set_recent([played], 0)
    show(board, make_view(seat=0), legal=LEGAL)
    texts = board.texts_on_board()
    assert "Since your last turn" in texts and "Since the game began" not in texts


def test_the_last_round_banner_is_gone_once_the_game_is_over(board):
    """Session 22's tester, 10: "Last round: pastures are no longer refilled" stayed beside
    the deck after the game had ended (the game page, the replay's last step), a stale warning
    next to "The game is over.". It shows while the last round is played, not after."""
    import attrs

    warning = "Last round: pastures are no longer refilled"
    last_round = attrs.evolve(make_view(), end_triggered=True)
    show(board, last_round, legal=LEGAL)
    assert warning in " ".join(" ".join(board.texts_on_board()).split())
    show(board, attrs.evolve(last_round, game_over=True, to_move=None), legal=[])
    assert warning not in " ".join(" ".join(board.texts_on_board()).split())


@pytest.mark.parametrize("players", [2, 4])
def test_the_pile_counts_are_never_cut_short(board, players):
    """Deck and discard labels show their numbers whole, also with two-digit piles (a 4-player
    board at 1280 x 800 elided "Discard: 62" to "Discard: …")."""
    import attrs

    view = attrs.evolve(make_view(players), deck_size=66, discard=tuple(A)[:6] * 14)
    show(board, view, [])
    texts = board.texts_on_board()
    assert "Deck: 66" in texts and f"Discard: {len(view.discard)}" in texts, [
        t for t in texts if "Deck" in t or "Discard" in t
    ]


def test_a_move_redraws_only_what_it_changed(board):
    """A turn change redraws no seat panel (only the small turn badges; the panel is lit by
    showing its lit copy), and a card played to one side, a draw from the deck and a discard
    redraw only that side, the counts and the discard's top cards: the pictures and boxes that
    did not change are kept (a move used to rebuild both 88k-pixel panels, every side of the
    pasture played to and the piles)."""
    players = 4
    view = make_view(players, to_move=0)
    show(board, view)
    plates = {s: board.table.plates[s].layer.redraws for s in range(players)}
    for item in board.scene().items():
        item.setData(DataKey.TEST_MARK, "before the move")
    # seat 1 plays a chicken on pasture I and draws; a card goes to the discard
    p1 = view.pastures[0]
    sides = tuple(side + (A.CHICKEN,) if s == 1 else side for s, side in enumerate(p1.sides))
    moved = attrs.evolve(
        view,
        to_move=1,
        pastures=(attrs.evolve(p1, sides=sides), *view.pastures[1:]),
        deck_size=view.deck_size - 1,
        discard=(*view.discard, A.COW),
    )
    played = Event("bs.played", {"seat": 1, "pasture": 0, "cards": ["chicken"], "discard": None}, 1)
    show(board, moved, [], [played])
    assert {s: board.table.plates[s].layer.redraws for s in range(players)} == plates
    assert board.marked_turn() == 1
    lit = [s for s in range(players) if board.table.plates[s].lit.isVisible()]
    plain = [s for s in range(players) if board.table.plates[s].plain.isVisible()]
    assert lit == [1] and plain == [0, 2, 3]
    assert "▶ to play" in board.texts_on_board()
    redrawn = [key for key, layer in board.table.side_layers.items() if layer.redraws > 1]
    assert redrawn == [(0, 1)]
    assert board.table.deck.picture_layer.redraws == 1  # 41 -> 40 cards: the same backs
    new = [
        item
        for item in board.scene().items()
        if item.data(DataKey.TEST_MARK) is None and isinstance(item, (SvgItem, Box))
    ]
    # the played side (2 cards, the new one glowing), the discard's 3 cards, the new badge;
    # each new card with its rank on its corner badge (drawn by the card itself)
    cards = [i for i in new if isinstance(i, SvgItem)]
    assert len(cards) == 5, new
    assert all(c.badge is not None and c.badge[0].isdigit() for c in cards)
    assert len([i for i in new if isinstance(i, Box)]) == 1, new


def test_last_moves_keep_their_block_and_change_its_text(board):
    """A move changes the text of the "Last moves" block; the block and its title are kept."""

    def played(seat: int, animal: str) -> Event:
        return Event(
            "bs.played", {"seat": seat, "pasture": 0, "cards": [animal], "discard": None}, 1
        )

    first, second = played(0, "pig"), played(1, "chicken")
    board.set_recent([first], 0)  # (as the shell gives it with each view)
    show(board, make_view(seat=0, to_move=1), [], [first])
    log = board.table.recent_panel.block
    assert log is not None and log.scene() is board.scene()
    titles = board.table.layer["last_moves"].redraws
    board.set_recent([first, second], 0)
    show(board, make_view(seat=0, to_move=0), LEGAL, [second])
    assert board.table.recent_panel.block is log and log.scene() is board.scene()
    assert board.table.layer["last_moves"].redraws == titles
    assert "Bot Bella plays chicken to pasture I." in log.toPlainText()
    assert "Ann plays pig to pasture I." in log.toPlainText()


def test_a_figure_won_redraws_only_its_animal_in_the_corral(board):
    """A figure added to a corral redraws that animal's picture and count only; the fence and
    the other animals are kept."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from farmhouse.games.black_sheep.data import ANIMALS

    view = make_view()
    show(board, view)
    layers = {part: layer for (s, part), layer in board.table.seat_layers.items() if s == 1}
    before = {name: layer.redraws for name, layer in layers.items()}
    corrals = (view.corrals[0], (*view.corrals[1], FigureView(99, A.PIG, None)))
    show(board, attrs.evolve(view, corrals=corrals))
    redrawn = [name for name, layer in layers.items() if layer.redraws != before[name]]
    assert redrawn == [f"slot{ANIMALS.index(A.PIG)}"]
    counts = [
        item.text()
        for item in layers[redrawn[0]].childItems()
        if isinstance(item, QGraphicsSimpleTextItem)
    ]
    assert counts == ["×1"]  # (it was ×0)


def corral_tips(board, seat) -> list[str]:
    return [
        item.toolTip()
        for item in board.scene().items()
        if isinstance(item, SvgItem) and getattr(item, "data_value", None) == (seat, A.HORSE)
    ]


def test_a_corral_says_your_corral_after_the_public_view_turned_to_its_seat(board):
    """Switching from the public view (replay seat chooser, hand-over) to Ann's: her corral's
    tooltips say "your corral", no longer "Ann's corral"."""
    show(board, make_view(players=3, seat=None), [])
    assert corral_tips(board, 0) == ["horse ×1, Ann's corral"]
    show(board, make_view(players=3, seat=0, own_values=False), [])  # (the same figures)
    assert corral_tips(board, 0) == ["horse ×1, your corral"]


def finished(view: View) -> View:
    corrals = tuple(tuple(attrs.evolve(f, value=1) for f in c) for c in view.corrals)
    return attrs.evolve(view, corrals=corrals, game_over=True, to_move=None)


@pytest.mark.parametrize("players", [2, 4])
def test_the_public_view_at_game_over_keeps_the_face_down_hand_off_the_bonus_cards_won(
    board, players
):
    """At the end of a replay, in the public view, the face-down hand lies under the "Bonus
    cards won" rows (or is left out where there is no room), never over them."""
    show(board, finished(make_view(players=players, seat=None)), [])
    result = board.table.result_rect()
    assert not result.isEmpty()
    for card in board.hand.items:
        assert not card.sceneBoundingRect().intersects(result)


def test_a_read_only_board_shows_no_hand_keys_nor_names_them(board):
    """A read-only board (replay, look back) draws no key numbers under the hand and its
    cards' tooltips name no key; an interactive board does both."""
    show(board, make_view())
    assert (
        board.hand.tags and hand_cards(board)[0].toolTip() == "cow (rank 5), in your hand — key 1"
    )
    board.set_read_only(True)
    assert not board.hand.tags
    assert [c.toolTip() for c in hand_cards(board)][:1] == ["cow (rank 5), in your hand"]


def test_the_board_benchmark_gives_the_board_what_happened_since_the_last_turn(monkeypatch):
    """benchmarks/board.py shows every move as the app does, after ``set_recent`` with what
    happened since seat 0's last turn (so "Since your last turn" is drawn and timed)."""
    from benchmarks import board as bench
    from farmhouse.app.board.game_board import GameBoard

    given: list[tuple[int, int | None]] = []
    keep = GameBoard.set_recent

    def spy(self, events, seat=None):
        given.append((len(events), seat))
        keep(self, events, seat)

    monkeypatch.setattr(GameBoard, "set_recent", spy)
    result = bench.measure("black_sheep", 2, games=1, min_moves=1)
    assert result is not None and len(given) >= result["moves"] > 0
    assert {seat for _, seat in given} == {0} and max(n for n, _ in given) > 0


def test_the_hand_shows_no_keys_once_the_game_is_over(board):
    """Once the game is over the hand's cards no longer count: no key numbers under them and
    no key in their tooltips (the key hints line is gone too)."""
    show(board, finished(make_view(players=2, seat=0)), [])
    assert hand_cards(board) and not board.hand.tags
    assert all("key" not in card.toolTip() for card in hand_cards(board))


@pytest.mark.parametrize("lang", ["zh_CN", "ja", "en"])
def test_the_task_cards_title_stands_clear_of_the_first_row(board, styled, lang):
    """「任务卡」/「任務カード」 in the CJK font stands taller than the board font's metrics:
    the first task row began inside it and cut its foot (a tester, 1280 × 720)."""
    from farmhouse.games.black_sheep import texts as bs_texts

    styled(lang)
    show(board, make_view(players=4, seat=1, to_move=2, task_cards=True), legal=[])
    title = bs_texts.tr("Task cards")
    (head,) = [i for i in board.scene().items() if getattr(i, "text", None) and _text(i) == title]
    foot = head.sceneBoundingRect().bottom()
    rows = [
        i.sceneBoundingRect()
        for i in board.scene().items()
        if isinstance(i, Box)
        and i.sceneBoundingRect().top() > head.sceneBoundingRect().top()
        and i.sceneBoundingRect().left() < head.sceneBoundingRect().right()
        and i.sceneBoundingRect().top() < foot + 40
    ]
    assert rows and min(r.top() for r in rows) >= foot - 3, (foot, sorted(r.top() for r in rows))


def _text(item) -> str:
    text = item.text
    return text() if callable(text) else str(text)
