"""Bye-Bye Black Sheep in the real main window: text sizes and whole CJK words at 1280 × 800
in every language, the White Sheep's hand-over between two people at one computer, and a
5-player game against the computer played by clicks, left, resumed from the autosave and
finished."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from farmhouse.app.board.text import UNWRAPPED, break_points
from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.i18n import LANGUAGES, Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.bye_bye_black_sheep import positions as P
from farmhouse.games.bye_bye_black_sheep.board.items import KEEP_WHOLE
from farmhouse.games.bye_bye_black_sheep.data import kind_of
from farmhouse.games.bye_bye_black_sheep.rules import (
    GAME,
    Draw,
    Options,
    Phase,
    Place,
    Stop,
)

from . import board_hooks as hooks

pytestmark = pytest.mark.gui

GAME_ID = "bye_bye_black_sheep"


class FirstLegal:
    """A quick stand-in AI: draws while fewer than 3 cards lie in the watering hole, then
    stops or takes the first legal action."""

    level = "easy"

    def choose(self, view, legal, budget_s, cancel):
        cancel.check()
        if view.phase is Phase.DRAW:
            if view.drawn >= 3:
                return Stop()
            return next(a for a in legal if isinstance(a, Draw))
        places = [a for a in legal if isinstance(a, Place)]
        return places[0] if places else legal[0]


@pytest.fixture
def translations():
    tr = Translations()
    yield tr
    for translator in tr._installed:  # back to the untranslated sources
        QCoreApplication.removeTranslator(translator)


def make_window(qtbot, translations, size=(1280, 800)):
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations, ai_factory=lambda g, level, seed: FirstLegal())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot, board, item):
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def situations():
    """(state, seat) pairs covering every prompt in a 5-player game (and a 3-player one)."""
    base = P.position(
        5,
        options=Options(advanced=True, joker=True),
        zoos={0: ["tiger", "tiger", "tiger", "goat"], 1: ["lion", "lion"], 3: ["zebra"] * 3},
        magpie_beside=False,
        hands={
            0: ["goat", "goat", "lion", "joker"],
            1: ["magpie", "camel", "koala", "white_sheep"],
            2: ["goat", "rabbit", "mole"],
            3: ["eagle", "kangaroo"],
            4: ["elephant", "monkey"],
        },
        hand_sizes={1: 7, 2: 6, 3: 7, 4: 5},
        active=0,
    )
    out = [(base, 0), (base, 3)]
    for special, source in (("eagle", 3), ("mole", 2), ("magpie", 1), ("white_sheep", 1)):
        state, _ = GAME.apply(P.with_draws(base, "camel", special), Draw(1))
        state, _ = GAME.apply(state, Draw(source))
        out.append((state, GAME.to_move(state)))
    state = P.with_draws(base, "camel", "koala", "rabbit", "elephant")
    for action in (Draw(1), Draw(1), Draw(2), Draw(4), Stop()):
        state, _ = GAME.apply(state, action)
    out.append((state, 0))  # placing
    out.append((state, None))  # a spectator
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_prompt_is_readable_and_no_cjk_word_broken(qtbot, translations, lang, size):
    """Every prompt of a 5-player game (and a 3-player one), in every language, at 1280 × 800
    and in a 1280 × 720 window: nothing a player reads under 12 px, overlapping, cut short or
    cut by the edge (the readable-text check), and wrapped lines break only between words."""
    from tests.app.readable import problems

    assert translations.set_language(lang)
    window = make_window(qtbot, translations, size)
    window.start_match(
        Match.new(GAME_ID, [Seat("Ann")] + [Seat(f"Bot {i}", "ai") for i in range(4)])
    )
    board = window.game_page.board
    names = ["Ann", "Maximiliana", "Cleo", "Dai", "Eve"]
    for state, seat in situations():
        legal = (
            GAME.legal_actions(state) if seat is not None and GAME.to_move(state) == seat else []
        )
        board.show_view(GAME.view(state, seat), legal, [], names)
        if state.phase is Phase.EAGLE and legal:
            board.pick(("hand", 2))  # the species grid
        shown = set(board.texts_on_board())
        assert {"Ann", "Cleo", "Dai", "Eve"} <= shown, (lang, state.phase)  # short names whole
        assert problems(board) == [], (lang, state.phase, seat)
        for item in board.scene().items():
            if isinstance(item, QGraphicsTextItem) and item.data(UNWRAPPED):
                text = item.data(UNWRAPPED)
                lines = item.toPlainText().split("\n")
                cuts, at = [], 0
                for line in lines[:-1]:
                    at = text.index(line, at) + len(line)
                    while at < len(text) and text[at] in " \n":
                        at += 1
                    cuts.append(at)
                allowed = set(break_points(text, KEEP_WHOLE)) | {
                    i + 1 for i, c in enumerate(text) if c == "\n"
                }
                assert set(cuts) <= allowed, (lang, text, lines)
    window.game_page.controller.shutdown()


def start_position(window, state, seats):
    """Play ``state`` (a position) in the window as if it were a new match."""
    match = Match.new(GAME_ID, seats, state.options, 1)
    match.state = state
    window.start_match(match)


def wait_for_human(qtbot, window):
    controller = window.game_page.controller
    qtbot.waitUntil(
        lambda: (
            controller._awaiting_human
            or window.game_page.handover_shown
            or window.game_over_dialog is not None
        ),
        timeout=10000,
    )


def white_sheep_drawn_from_ben():
    """3 players, advanced: Ann (seat 0) to draw, Ben's White Sheep next off his hand, Ben
    with two tigers in hand and two in his zoo."""
    return P.position(
        3,
        options=Options(advanced=True),
        hands={0: ["goat"], 1: ["white_sheep", "tiger", "tiger"]},
        hand_sizes=6,
        zoos={1: ["tiger", "tiger"]},
        active=0,
        draws=["white_sheep"],
    )


def test_the_white_sheep_owner_decides_after_a_hand_over(qtbot, translations):
    window = make_window(qtbot, translations)
    state = white_sheep_drawn_from_ben()
    start_position(window, state, [Seat("Ann"), Seat("Ben"), Seat("Cy", "ai", "easy")])
    page = window.game_page
    board = page.board
    wait_for_human(qtbot, window)
    assert page.handover_shown and "Ann" in page.hand_over.text.text()
    page.hand_over.button.click()
    wait_for_human(qtbot, window)
    click(qtbot, board, board.drawn.hands[1])  # Ann draws Ben's White Sheep
    wait_for_human(qtbot, window)
    # Ben decides now, out of turn: the screen is covered until Ben takes the computer
    assert page.handover_shown and "Pass the computer to Ben" == page.hand_over.text.text()
    page.hand_over.button.click()
    wait_for_human(qtbot, window)
    assert window.match.to_move == 1 and board.view.seat == 1
    shown = " ".join(board.texts_on_board())
    assert "Ann drew your White Sheep" in shown
    click(qtbot, board, hooks.hand_cards(board)[kind_of("tiger")])
    wait_for_human(qtbot, window)
    # back to Ann, who sees what Ben did while she looked away
    assert page.handover_shown and "Ann" in page.hand_over.text.text()
    page.hand_over.button.click()
    wait_for_human(qtbot, window)
    shown = " ".join(board.texts_on_board())
    assert "With the White Sheep, Ben places tiger in their zoo (now 3)." in shown
    assert "Ben completes a triplet of tiger" in shown
    new = [i for i in hooks.zoo_card_items(board, 1) if i.glow is not None]
    assert len(new) == 1  # the tiger Ben placed, marked
    click(qtbot, board, hooks.button_item(board, "stop"))
    wait_for_human(qtbot, window)  # Ben's turn (Cy is a computer player: after Ben)
    assert page.handover_shown and "Ben" in page.hand_over.text.text()
    page.hand_over.button.click()
    wait_for_human(qtbot, window)
    assert "Ann draws 1 card(s) and stops." in " ".join(board.texts_on_board())
    window.game_page.controller.shutdown()


def test_the_hand_over_and_the_board_list_the_same_since_your_last_turn(qtbot, translations):
    """Issue 18, F21: after Ben declined the White Sheep (out of Ann's turn), the hand-over
    back to Ann listed "Ben places nothing with the White Sheep." while Ann's board said
    "Nothing new.". Both list the same lines: what happened since that seat's last turn, as
    every player may see it; and so also at the next hand-over, to Ben."""
    window = make_window(qtbot, translations)
    state = white_sheep_drawn_from_ben()
    start_position(window, state, [Seat("Ann"), Seat("Ben"), Seat("Cy", "ai", "easy")])
    page, board = window.game_page, window.game_page.board

    def take_over():  # (the hand-over's lines, then the board's, once it is shown)
        wait_for_human(qtbot, window)
        assert page.handover_shown
        handed = list(page.hand_over.summary_lines)
        page.hand_over.button.click()
        wait_for_human(qtbot, window)
        return handed, list(board.table.recent.given)

    take_over()
    click(qtbot, board, board.drawn.hands[1])  # Ann draws Ben's White Sheep
    handed, shown = take_over()  # Ben decides, out of turn
    assert handed == shown
    click(qtbot, board, hooks.button_item(board, "decline"))  # Ben places nothing
    handed, shown = take_over()  # back to Ann
    declined = "Ben places nothing with the White Sheep."
    assert declined in handed
    assert handed == shown
    click(qtbot, board, hooks.button_item(board, "stop"))
    handed, shown = take_over()  # Ben's turn: Ann's turn and Cy's since his decision
    assert handed == shown and "Ann draws 1 card(s) and stops." in handed
    window.game_page.controller.shutdown()


def test_five_players_against_the_computer_saved_resumed_and_finished(qtbot, translations):
    """One person and four computer players: the person plays by clicks, leaves, the game is
    resumed from its autosave in a new window and played to the game-over screen."""
    from farmhouse.app.new_game import GameSetup

    from .test_board import choose, do_by_board

    rng = random.Random(5)
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "ai", "easy") for i in range(1, 5)]
    window = make_window(qtbot, translations)
    window.start_setup(GameSetup(GAME_ID, seats, Options(joker=True), 77))

    def play(window, decisions):
        board = window.game_page.board
        for _ in range(decisions):
            wait_for_human(qtbot, window)
            if window.game_over_dialog is not None:
                return True
            match = window.match
            action = choose(rng, match.state, match.legal_actions())
            before = len(match.actions)
            assert do_by_board(qtbot, board, action, keys=rng.random() < 0.3) == action
            qtbot.waitUntil(lambda n=before: len(window.match.actions) > n, timeout=5000)
        return False

    assert not play(window, 12)
    wait_for_human(qtbot, window)
    path = saves.autosave_path(window.match.match_id)
    saved = list(window.match.actions)
    assert path.is_file()
    window.game_page.controller.shutdown()
    window.close()

    resumed = make_window(qtbot, translations)
    assert resumed.open_path(path)
    assert resumed.match.actions == saved
    finished = play(resumed, 2000)
    assert finished
    dialog = resumed.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    assert "triplet" in dialog.ranking.text()
    assert resumed.match.outcome() is not None
    resumed.game_page.controller.shutdown()


@pytest.mark.parametrize("humans", [1, 2])
def test_two_players_hot_seat_and_against_the_computer_to_the_end(qtbot, translations, humans):
    """Two players, both people (a hand-over before each of their decisions when the other
    sat at the screen) or one against the computer: played by clicks, left after a few
    decisions, resumed from the autosave and finished."""
    from farmhouse.app.new_game import GameSetup

    from .test_board import choose, do_by_board

    rng = random.Random(humans)
    seats = [Seat("Ann"), Seat("Ben") if humans == 2 else Seat("Bot", "ai", "easy")]
    window = make_window(qtbot, translations)
    window.start_setup(GameSetup(GAME_ID, seats, Options(advanced=True), 11 + humans))
    handovers = 0

    def play(window, decisions):
        nonlocal handovers
        page = window.game_page
        for _ in range(decisions):
            wait_for_human(qtbot, window)
            if window.game_over_dialog is not None:
                return True
            if page.handover_shown:
                handovers += 1
                assert window.match.seats[window.match.to_move].name in page.hand_over.text.text()
                page.hand_over.button.click()
                continue
            match = window.match
            action = choose(rng, match.state, match.legal_actions())
            before = len(match.actions)
            assert do_by_board(qtbot, page.board, action, keys=rng.random() < 0.3) == action
            qtbot.waitUntil(lambda n=before: len(window.match.actions) > n, timeout=5000)
        return False

    assert not play(window, 10)
    wait_for_human(qtbot, window)
    path = saves.autosave_path(window.match.match_id)
    saved = list(window.match.actions)
    window.game_page.controller.shutdown()
    window.close()
    resumed = make_window(qtbot, translations)
    assert resumed.open_path(path)
    assert resumed.match.actions == saved
    assert play(resumed, 3000)
    assert isinstance(resumed.game_over_dialog, GameOverDialog)
    assert (handovers > 0) == (humans == 2)
    resumed.game_page.controller.shutdown()


def test_a_language_switch_mid_game_retranslates_the_seat_lines(qtbot, translations):
    """View > Language mid-game: the side panel's seat lines come in the new language at
    once (the shell's fix, checked for this game)."""
    from farmhouse.app.linebreak import keep_words
    from farmhouse.games.bye_bye_black_sheep import texts

    window = make_window(qtbot, translations)
    state = P.position(2, hands={0: ["goat", "magpie"]}, magpie_beside=False, active=0)
    start_position(window, state, [Seat("Ann"), Seat("Bot", "ai", "easy")])
    wait_for_human(qtbot, window)
    page = window.game_page
    lines = [line.summary for line in page._seat_lines]
    assert "Triplets 0/5" in lines[0].text() and "Thieving Magpie" in lines[0].text()
    view = page.board.view
    try:
        window.set_language("ja")
        qtbot.waitUntil(lambda: window.game_menu.title() == "ゲーム(&G)", timeout=3000)
        wanted = [keep_words(texts.seat_summary(view, seat)) for seat in range(2)]
        shown = wanted[0].replace("\u2060", "")
        assert "3枚組" in shown and "ドロボウカササギ" in shown
        assert [label.text() for label in lines] == wanted
    finally:
        window.set_language("en")
    window.game_page.controller.shutdown()


def test_a_language_switch_retranslates_every_triplets_tooltip_at_once(qtbot, translations):
    """View > Language mid-game: the "★ 0/3" count on the other players' panels reads the
    same in every language, and its tooltip kept the old language until the next move
    (issue 18, V12): every plate's tooltip follows the switch at once."""
    window = make_window(qtbot, translations)
    state = P.position(3, hands={0: ["goat", "magpie"]}, magpie_beside=False, active=0)
    start_position(
        window, state, [Seat("Ann"), Seat("Bob", "ai", "easy"), Seat("Cy", "ai", "easy")]
    )
    wait_for_human(qtbot, window)
    board = window.game_page.board

    def tips() -> list[str]:
        scene = board.scene()
        shown = [i for i in scene.items() if i.isVisible() and callable(getattr(i, "text", None))]
        return sorted(i.toolTip() for i in shown if "★" in (i.text() or ""))

    assert tips() == [
        "Triplets: 0 of the 4 needed to win — Bob",
        "Triplets: 0 of the 4 needed to win — Cy",
    ]
    try:
        window.set_language("ja")
        qtbot.waitUntil(lambda: window.game_menu.title() == "ゲーム(&G)", timeout=3000)
        qtbot.wait(50)
        shown = tips()
        assert len(shown) == 2
        assert not any("Triplets" in tip for tip in shown), shown
    finally:
        window.set_language("en")
    window.game_page.controller.shutdown()


def test_since_your_last_turn_stays_steady_through_your_own_turn(qtbot, translations):
    """ "Since your last turn" lists what the others did since the seat's last turn, and
    keeps listing just that while the seat draws (it listed the seat's own draws too)."""
    from farmhouse.games.bye_bye_black_sheep import texts

    window = make_window(qtbot, translations)
    state = P.position(
        2,
        hands={0: ["goat", "lion", "tiger"], 1: ["hippo", "koala", "panda", "zebra"]},
        hand_sizes={1: 8},
        active=1,
    )
    state = P.with_draws(state, "tiger", "goat", "lion", "hippo", "koala", "panda", "zebra")
    start_position(window, state, [Seat("Ann"), Seat("Bot", "ai", "easy")])  # FirstLegal: 3, stop
    wait_for_human(qtbot, window)
    board = window.game_page.board

    def recent():
        return " ".join(texts.turn_summaries(board.recent, board.names))

    assert "Bot draws 3 card(s) and stops." in recent()
    match = window.match

    def choose(item):
        before = len(match.actions)
        click(qtbot, board, item)
        qtbot.waitUntil(lambda n=before: len(match.actions) > n, timeout=5000)
        wait_for_human(qtbot, window)
        assert "Bot draws 3 card(s) and stops." in recent()
        assert "Ann" not in recent()  # her own doings are on the board, no news

    for _ in range(4):
        choose(board.drawn.hands[1])
    choose(hooks.button_item(board, "stop"))
    assert match.state.phase is Phase.PLACE and match.state.placements_left == 2
    choose(next(c for c in hooks.hand_cards(board).values() if c.lit))
    assert match.state.phase is Phase.PLACE  # one more to place: still Ann's turn
    window.game_page.controller.shutdown()


def test_no_summary_line_breaks_inside_a_players_name(qtbot, translations):
    """The tester's find, in Traditional Chinese: "Since your last turn" broke "Bot 5" as
    "Bot⏎5把山羊×3放進動物園". Through a 5-player game against the computer in a 1280 × 720
    window, no line of the board breaks inside a name (the summary's lines break where a
    name meets the Chinese text instead), and the board has nothing a player cannot read."""
    from farmhouse.app.linebreak import plain
    from tests.app.readable import broken_names, problems

    assert translations.set_language("zh_TW")
    window = make_window(qtbot, translations, (1280, 720))
    names = ["玩家 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
    match = Match.new(GAME_ID, [Seat(names[0])] + [Seat(n, "ai") for n in names[1:]], None, 7)
    window.start_match(match)
    board = window.game_page.board
    rng = random.Random(3)
    wrapped_names = 0
    for _ in range(60):
        wait_for_human(qtbot, window)
        if window.game_over_dialog is not None:
            break
        board.set_animation_speed(0)
        qtbot.waitUntil(lambda: not board.is_animating(), timeout=5000)
        assert broken_names(board) == []
        lines = [
            plain(p.text)
            for p in board.shown_texts()
            if p.item.parentItem() is board.table.recent_layer
        ]
        # (a summary line with a name in it that wrapped: where it breaks is the kit's one
        # rule, between phrases or where a name meets the text, never inside the name)
        wrapped_names += sum(
            1
            for first, second in zip(lines, lines[1:], strict=False)
            if not second.startswith("•") and any(n in first + second for n in names)
        )
        legal = list(window.match.legal_actions())
        board.action_chosen.emit(rng.choice(legal))
    assert wrapped_names >= 1
    assert problems(board) == []
    window.game_page.controller.shutdown()


#: A hand's kinds for the placing step below: specials first (not drawn: they would act),
#: then species; the last three are drawn from the seats after Ann's.
HAND_NAMES = ["mole", "penguin", "penguin", "elephant", "elephant", "eagle", "lion", "zebra"]
HAND_NAMES += ["koala", "crocodile", "giraffe", "camel", "rabbit"]


def placing_with(kinds: int):
    """A 5-player game at Ann's placing step, her hand of ``kinds`` kinds (her black sheep
    one of them) and two cards more than kinds."""
    hand = HAND_NAMES[: kinds - 2] + HAND_NAMES[-3:]
    base = P.position(
        5,
        options=Options(advanced=True, joker=True),
        hands={0: hand[:-3], 1: [hand[-3]], 2: [hand[-2]], 3: [hand[-1]]},
        hand_sizes={1: 6, 2: 6, 3: 6, 4: 6},
        active=0,
    )
    state = P.with_draws(base, *hand[-3:])
    for action in (Draw(1), Draw(2), Draw(3), Stop()):
        state, _ = GAME.apply(state, action)
    return state


@pytest.mark.parametrize("kinds", [7, 9, 12])
def test_the_focus_ring_on_a_hand_card_covers_no_other_card_s_number_nor_the_caption(
    qtbot, translations, kinds
):
    """Tester 23's F5: at 1280 × 720 with 8 kinds in hand the dashed focus ring of card 1
    was drawn over card 2's number and over the caption "Your hand: 10 cards" under the key
    caps. The ring (its white halo too) now stays clear of both, for every card focused, as
    the hand grows until its cards overlap."""
    from farmhouse.app.board.game_board import FOCUS_HALO

    window = make_window(qtbot, translations, size=(1280, 720))
    seats = [Seat("Ann"), Seat("Bo", "ai", "easy")] + [Seat(n, "ai", "easy") for n in "CDE"]
    start_position(window, placing_with(kinds), seats)
    wait_for_human(qtbot, window)
    board = window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=5000)
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    cards = hooks.hand_cards(board)
    assert len(cards) == kinds
    numbers = {k: c.mapRectToScene(c.badge_rect()) for k, c in cards.items() if c.badge}
    assert len(numbers) >= kinds - 3  # (the species: not the Mole, the Eagle, the black sheep)
    [caption] = [
        i
        for i in board.hand.layer.childItems()
        if isinstance(i, QGraphicsSimpleTextItem) and "hand:" in i.text()
    ]
    focusable = [t for t in board.focus_order() if t[0] == "own"]
    assert len(focusable) >= 5
    for target in focusable:
        board.set_focus_target(target)
        reach = FOCUS_HALO / 2 / board.zoom
        drawn = board.key_focus_rect().adjusted(-reach, -reach, reach, reach)
        assert not drawn.intersects(caption.sceneBoundingRect()), target
        for kind, number in numbers.items():
            if kind != target[1]:
                assert not drawn.intersects(number), (target, kind)
    window.game_page.controller.shutdown()
