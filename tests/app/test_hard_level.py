"""The ``hard`` level in the app: chosen per seat in the new-game dialog, its thinking time a
remembered setting passed as the budget (``easy``/``normal`` keep theirs), the thinking sign
with the time used against the budget and "Move now" (button and M), and hints asked only by
the human whose turn it is, seeing only that seat's view, counted at game over."""

from __future__ import annotations

import re
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from farmhouse.app import search_host
from farmhouse.app.board.linebreak import plain
from farmhouse.app.controller import AI_BUDGET_S
from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.game_ui import load_game_ui
from farmhouse.app.i18n import Translations
from farmhouse.app.main_window import MainWindow
from farmhouse.app.new_game import NewGameDialog
from farmhouse.app.settings import DEFAULT_HARD_TIME, HARD_TIMES, Settings
from farmhouse.core import registry
from farmhouse.core.ai import CancelToken
from farmhouse.core.game import Outcome, Seat
from farmhouse.core.match import Match
from farmhouse.core.search import ActionStats, SearchResult
from tests.black_sheep.board_items import pick_as_click, picked_cards

pytestmark = pytest.mark.gui

GAMES_DIR = Path(__file__).resolve().parents[2] / "farmhouse" / "games"


class FakePool:
    """Stands in for a SearchPool: no processes."""

    def __init__(self) -> None:
        self.pids: list[int] = []
        self.closed = False

    def preload(self, game_id: str) -> None:
        pass

    def close(self) -> None:
        self.closed = True


class PatientAI:
    """Thinks until it is hurried ("Move now"), then plays the first legal action; records
    the budgets it was given."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.budgets: list[float] = []
        self.hurried = threading.Event()

    def choose(self, view: Any, legal: list[Any], budget_s: float, cancel: CancelToken) -> Any:
        self.budgets.append(budget_s)
        if self.level == "hard":
            deadline = time.monotonic() + 20
            while not cancel.hurried and time.monotonic() < deadline:
                cancel.check()
                time.sleep(0.005)
            self.hurried.set()
        return legal[0]


@pytest.fixture
def players(monkeypatch) -> dict[int, PatientAI]:
    monkeypatch.setattr(search_host, "_default_pool_factory", FakePool)
    return {}


@pytest.fixture
def window(qtbot, players):
    translations = Translations()
    translations.set_language("en")
    settings = Settings()
    settings.ai_speed = "instant"

    def factory(game_id: str, level: str, seed: int, **kw: Any) -> PatientAI:
        player = PatientAI(level)
        players[len(players)] = player
        return player

    w = MainWindow(settings, translations, ai_factory=factory)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


def first_mover(game_id: str, seats: list[Seat], seat: int) -> Match:
    """A new match of ``seats`` in which ``seat`` decides first."""
    for seed in range(200):
        match = Match.new(game_id, seats, None, seed)
        if match.to_move == seat:
            return match
    raise AssertionError("no such seed")


# ----------------------------------------------------------------------------- levels, settings


def test_hard_is_offered_per_seat_in_every_game(qtbot):
    for game_id in registry.game_ids():
        dialog = NewGameDialog(game_id, ui=load_game_ui(game_id))
        qtbot.addWidget(dialog)
        row = dialog.rows[1]
        levels = [row.level.itemData(i) for i in range(row.level.count())]
        assert levels == ["easy", "normal", "hard"]
        row.kind.setCurrentIndex(1)
        row.level.setCurrentIndex(levels.index("hard"))
        assert row.level.currentText() == "Hard"
        assert dialog.setup().seats[1].level == "hard"
        assert "thinking time" in row.level.itemData(2, Qt.ItemDataRole.ToolTipRole)


def test_the_hard_level_is_named_in_every_language(qtbot):
    translations = Translations()
    names = {}
    try:
        for lang in ("en", "zh_TW", "zh_CN", "ja"):
            translations.set_language(lang)
            from farmhouse.app.game_ui import level_label

            names[lang] = level_label("hard")
    finally:
        translations.set_language("en")
    assert names == {"en": "Hard", "zh_TW": "困難", "zh_CN": "困难", "ja": "むずかしい"}


def test_the_thinking_time_is_remembered_and_checked():
    assert Settings().hard_time == DEFAULT_HARD_TIME == 1.0 and HARD_TIMES == (0.5, 1.0, 3.0)
    Settings().hard_time = 3.0
    assert Settings().hard_time == 3.0
    with pytest.raises(ValueError):
        Settings().hard_time = 2.0


def test_hard_thinks_for_the_chosen_time_the_others_as_before(qtbot, window, players):
    window.set_hard_time(0.5)
    assert window.hard_time_actions[0.5].isChecked() and Settings().hard_time == 0.5
    seats = [Seat("Ann"), Seat("Bot", "ai", "hard"), Seat("Cy", "ai", "normal")]
    match = first_mover("black_sheep", seats, 1)
    window.start_match(match)
    # (each AI is made when it first decides: Bot's is players[0], Cy's players[1])
    qtbot.waitUntil(lambda: 0 in players and players[0].budgets == [0.5], timeout=5000)
    window.set_hard_time(3.0)  # the next decision takes the new time
    window.game_page.move_now()
    qtbot.waitUntil(lambda: 1 in players and players[1].budgets == [AI_BUDGET_S], timeout=5000)
    assert AI_BUDGET_S == 3.0  # easy and normal: as before
    assert window.game_page.controller.hard_time_s == 3.0


# ----------------------------------------------------------------------------- thinking, move now


def test_the_thinking_sign_shows_the_time_against_the_budget_and_move_now_plays(
    qtbot, window, players
):
    match = first_mover("black_sheep", [Seat("Bot", "ai", "hard"), Seat("Ann")], 0)
    window.start_match(match)
    sign = window.game_page.thinking
    assert not sign.isVisible()  # not at once: a quick decision shows no sign
    qtbot.waitUntil(sign.isVisible, timeout=3000)
    qtbot.wait(300)
    text = sign.text()
    assert re.fullmatch(r"Bot is thinking… (0\.\d|1(\.\d)?) / 1 s", text), text
    assert 0 < sign.bar.value() <= 1000
    assert sign.button.text() == "Move now" and sign.button.isVisible()
    assert window.move_now_action.isEnabled()
    assert sign.label.font().pixelSize() >= 12 or sign.label.fontInfo().pixelSize() >= 12
    qtbot.keyClick(window.game_page.board, Qt.Key.Key_M)  # M: Move now (no board uses it)
    qtbot.waitUntil(lambda: len(match.actions) == 1, timeout=3000)
    assert players[0].hurried.is_set()
    assert not sign.isVisible() and not window.move_now_action.isEnabled()


def test_folded_the_fold_bar_shows_the_thinking_and_move_now(qtbot, window, players):
    """800 × 600, the side panel folded (session 16, F4: only "Bot (AI) is playing" was in
    sight): the fold bar says what the thinking sign says (the time against the budget) and
    offers its Move now, which plays; then whose turn it is again."""
    window.resize(800, 600)
    page = window.game_page
    match = first_mover("black_sheep", [Seat("Bot", "ai", "hard"), Seat("Ann")], 0)
    window.start_match(match)
    bar = page.fold_bar
    assert page.folded and not page.panel_open
    qtbot.waitUntil(bar.hurry.isVisible, timeout=3000)
    qtbot.wait(300)
    assert re.fullmatch(r"Bot is thinking… (0\.\d|1(\.\d)?) / 1 s", bar.turn.text())
    assert bar.turn.text() == page.thinking.text()  # (the sign's own text, not a copy's)
    assert bar.hurry.text() == "Move now" and "(M)" in bar.hurry.toolTip()
    assert window.menuBar().geometry().contains(bar.geometry())  # (whole, in the menu bar)
    assert not page.thinking.isVisible()
    window.resize(1280, 720)  # (the panel beside the board again: the sign in it)
    qtbot.waitUntil(page.thinking.isVisible, timeout=2000)
    assert not bar.isVisible()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: not page.thinking.isVisible() and bar.hurry.isVisible(), timeout=2000)
    bar.hurry.click()
    qtbot.waitUntil(lambda: len(match.actions) == 1, timeout=3000)
    assert players[0].hurried.is_set()
    qtbot.waitUntil(lambda: bar.turn.text() == "Ann's turn", timeout=5000)
    assert not bar.hurry.isVisible()


def test_folded_the_panel_opened_while_the_ai_thinks_shows_the_log_whole(
    qtbot, qapp, window, players
):
    """800 × 600, Japanese, five seats, the panel folded and opened over the board while a
    hard AI thinks (session 16, F2: the thinking sign lay over the log's title and its top
    line, one line of the log in sight, the tail of an entry): the sign is the fold bar's,
    the log shows its title and whole entries in a room of three lines at least."""
    from farmhouse.app import style

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "ja")
    try:
        window.set_language("ja")
        window.resize(800, 600)
        page = window.game_page
        seats = [Seat("Human1"), Seat("Bot2", "ai", "hard"), Seat("Bot3", "ai", "normal")]
        seats += [Seat("Bot4", "ai", "normal"), Seat("Bot5", "ai", "normal")]
        window.start_match(first_mover("bye_bye_black_sheep", seats, 1))
        qtbot.waitUntil(lambda: page.controller.ai_thinking, timeout=3000)
        page.fold_bar.button.click()
        qtbot.wait(800)  # (the sign's delay over)
        assert page.folded and page.panel_open
        assert not page.thinking.isVisible()  # (its time and Move now: in the fold bar)
        assert page.log_title.isVisible() and page.log.isVisible()
        log = page.log
        assert log.geometry().top() > page.log_title.geometry().bottom()
        assert log.viewport().height() >= 3 * log.fontMetrics().lineSpacing()
        shown = log.visible_lines()
        assert shown and shown[0][1]  # (its top line whole)
        top = log.cursorForPosition(shown[0][0].center().toPoint()).block()
        first = top.layout().lineAt(0).rect().translated(top.layout().position())
        assert round(first.top()) - log.verticalScrollBar().value() == round(shown[0][0].top())
        page.move_now()
    finally:
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)
        window.translations.set_language("en")


def test_a_tight_panel_shows_the_thinking_in_the_fold_bar_not_over_the_log(
    qtbot, qapp, window, players
):
    """1280 × 720, Japanese, five seats with 24-character names (the side panel made tight
    for them) while a hard AI thinks (session 18, item 5: the thinking sign lay over the
    game log's title and its top line): the sign is kept out of the panel, and the fold bar,
    in the menu bar over the panel, says what it says, whole with its time, and offers Move
    now (without the button of a folded panel); the log's title and lines are uncovered.
    The bar goes once the AI has moved."""
    from farmhouse.app import style
    from tests.app.test_seat_list_whole import LONG

    font, palette, sheet = qapp.font(), qapp.palette(), qapp.styleSheet()
    style.apply_style(qapp, style.register_fonts(), "ja")
    try:
        window.set_language("ja")
        page = window.game_page
        name = LONG["ja"]
        seats = [Seat(name)] + [Seat(name[:-1] + str(i), "ai", "normal") for i in range(1, 5)]
        seats[1] = Seat(seats[1].name, "ai", "hard")
        window.start_match(first_mover("bye_bye_black_sheep", seats, 1))
        qtbot.waitUntil(lambda: page.controller.ai_thinking, timeout=3000)
        bar = page.fold_bar
        qtbot.waitUntil(bar.hurry.isVisible, timeout=3000)
        qtbot.wait(300)
        assert page._panel_tight and not page.folded and page.panel_open
        assert not page.thinking.isVisible()  # (nothing over the log)
        assert page.log_title.isVisible() and page.log.isVisible()
        assert bar.isVisible() and not bar.button.isVisible() and not bar.result.isVisible()
        assert bar.turn.text() == page.thinking.text()  # (whole: its time too)
        # its time against the budget, or, once the time is up (a busy machine), that the AI
        # is about to move: either ends the text, whole
        time_up = page.thinking.tr("%1 is about to move…").split("%1")[-1]
        text = bar.turn.text()
        assert re.search(r"\d(\.\d)?／1秒$", text) or text.endswith(time_up), text
        assert window.menuBar().geometry().contains(bar.geometry())
        bar.hurry.click()
        qtbot.waitUntil(lambda: not bar.isVisible(), timeout=5000)
        assert players[0].hurried.is_set() or players[1].hurried.is_set()
    finally:
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)
        window.translations.set_language("en")


# ----------------------------------------------------------------------------- hints


def fake_search(calls: list[Any]) -> Any:
    def run_search(
        game_id,
        view,
        legal,
        *,
        seed,
        budget_s=None,
        iterations=None,
        pool=None,
        cancel=None,
        hint=False,
    ):
        calls.append((view, list(legal), budget_s, pool))
        # the first three legal actions tried 100, 90, 80 times, winning 60%, 54%, 48%
        visits = [100 - 10 * i if i < 3 else 0 for i in range(len(legal))]
        stats = tuple(
            ActionStats(a, v, 0.0, v * (0.6 - 0.06 * i))
            for i, (a, v) in enumerate(zip(legal, visits, strict=True))
        )
        return SearchResult(view.seat, stats, 270, 0.01)

    return run_search


def ann_to_move(qtbot, window, monkeypatch) -> tuple[Match, Any]:
    """Ann (against a ``normal`` bot) to move in Black Sheep, hints found by
    :func:`fake_search`: the match and its controller."""
    import farmhouse.core.search as search

    monkeypatch.setattr(search, "run_search", fake_search([]))
    match = first_mover("black_sheep", [Seat("Ann"), Seat("Bot", "ai", "normal")], 0)
    window.start_match(match)
    c = window.game_page.controller
    qtbot.waitUntil(c.can_hint, timeout=3000)
    return match, c


def hinted(qtbot, c: Any) -> None:
    """Ask ``c`` for a hint and wait until it is shown."""
    c.request_hint()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=3000)


def test_a_hint_is_refused_while_the_ai_thinks(qtbot, window, players):
    match = first_mover("black_sheep", [Seat("Bot", "ai", "hard"), Seat("Ann")], 0)
    window.start_match(match)
    c = window.game_page.controller
    qtbot.waitUntil(lambda: c.ai_thinking, timeout=3000)
    assert not c.can_hint() and not window.hint_action.isEnabled()
    assert not window.game_page.hint_button.isEnabled()
    assert not c.request_hint()
    assert window.statusBar().currentMessage() == "You can ask for a hint when it is your turn."
    assert c.hint is None and not c.hint_searching and match.hints == [0, 0]
    window.game_page.move_now()
    qtbot.waitUntil(c.can_hint, timeout=3000)
    assert window.hint_action.isEnabled()


def test_in_hot_seat_only_the_seat_to_move_asks_and_the_search_sees_its_view(
    qtbot, window, monkeypatch
):
    import farmhouse.core.search as search

    calls: list[Any] = []
    monkeypatch.setattr(search, "run_search", fake_search(calls))
    match = first_mover("black_sheep", [Seat("Ann"), Seat("Ben")], 1)
    window.start_match(match)
    page = window.game_page
    c = page.controller
    assert page.handover_shown and not c.can_hint()  # the hand-over screen: nobody asks
    page.request_hint()
    assert not calls
    page.hand_over.button.click()
    qtbot.waitUntil(c.can_hint, timeout=3000)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: c.hint is not None, timeout=3000)
    view, legal, budget, _pool = calls[0]
    assert view == match.view(1) and view.seat == 1  # Ben's view, nothing else
    assert legal == match.legal_actions() and budget == 1.0
    assert c.hint.seat == 1 and "Hint for Ben" in page.hint_panel.title.text()
    lines = page.hint_panel.lines()
    assert lines[0] == (
        f"Best, marked on the board: {c.ui.describe_action(legal[0], view, c.names)} — you "
        "win about 60% of "
        "games from here."
    )
    assert lines[1].endswith("— about 54%.") and lines[2].endswith("— about 48%.")
    assert plain(page.hint_panel.footer.text()) == (
        "Based on 270 games the computer played out from here, using only what you can see."
    )
    assert match.hints == [0, 1]
    page.hint_panel.close_button.click()  # dismissed by its button
    assert c.hint is None and not page.hint_panel.isVisible()


def test_the_only_legal_move_is_hinted_without_a_search(qtbot, window, monkeypatch):
    import farmhouse.core.search as search

    calls: list[Any] = []
    monkeypatch.setattr(search, "run_search", fake_search(calls))
    from farmhouse.app.hints import Advisor

    hint = Advisor("black_sheep", 0, 1, None).choose(None, ["only"], 1.0, CancelToken())
    assert hint.only_move and hint.best.action == "only" and not calls


def test_game_over_says_how_many_hints_each_player_used(qtbot):
    outcome = Outcome(scores=(12, 9, 4), ranking=((0,), (1,), (2,)), winners=(0,))
    ui = load_game_ui("black_sheep")
    translations = Translations()
    texts = {}
    try:
        for lang in ("en", "ja"):
            translations.set_language(lang)
            dialog = GameOverDialog(outcome, ["Ann", "Ben", "Bot"], ui, hints=[2, 1, 0])
            qtbot.addWidget(dialog)
            texts[lang] = plain(dialog.hints.text())
    finally:
        translations.set_language("en")
    assert texts["en"] == "Ann used 2 hints.\nBen used 1 hint."  # a real plural
    assert texts["ja"] == "Ann：ヒントを2回使いました。\nBen：ヒントを1回使いました。"
    quiet = GameOverDialog(outcome, ["Ann", "Ben", "Bot"], ui, hints=[0, 0, 0])
    qtbot.addWidget(quiet)
    assert quiet.hints.isHidden()


# ----------------------------------------------------------------------------- keys


def test_no_board_uses_the_hint_and_move_now_keys():
    used: set[str] = set()
    kit = GAMES_DIR.parent / "app" / "board"  # the keys every board shares (Esc steps back)
    for path in [*GAMES_DIR.glob("*/board/*.py"), *kit.glob("**/*.py")]:
        used |= set(re.findall(r"Key_([A-Za-z0-9]+)", path.read_text(encoding="utf-8")))
    assert used  # (the scan finds the boards' keys)
    assert "T" not in used and "M" not in used
    assert {"H", "E", "S", "Escape"} <= used  # H is Wooly Bully's hunter: not free


def test_esc_reaches_the_board_unless_a_hint_is_shown(qtbot, window, monkeypatch):
    _match, c = ann_to_move(qtbot, window, monkeypatch)
    board = c.board
    board.setFocus()
    pick_as_click(board, "hand", 0)
    assert picked_cards(board) == [0]
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # no hint: the board's own Esc
    assert picked_cards(board) == []
    pick_as_click(board, "hand", 0)
    qtbot.keyClick(board, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: c.hint is not None, timeout=3000)
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # a hint: Esc takes it away, first
    assert c.hint is None and picked_cards(board) == [0]


def test_esc_answers_a_question_on_the_board_before_it_takes_a_hint_away(
    qtbot, window, monkeypatch
):
    """Session 18's tester (W4): with a hint shown, Q in Wooly Bully asks "Quit now…?" and
    says Esc cancels, but the first Esc took the hint away and only the second cancelled.
    While a question on the board is asked, Esc answers it first; then it takes the hint
    away, as ever."""
    import farmhouse.core.search as search

    monkeypatch.setattr(search, "run_search", fake_search([]))
    match = first_mover("wooly_bully", [Seat("Ann"), Seat("Bot", "ai", "normal")], 0)
    window.start_match(match)
    c = window.game_page.controller
    qtbot.waitUntil(c.can_hint, timeout=3000)
    board = c.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: c.hint is not None, timeout=3000)
    qtbot.keyClick(board, Qt.Key.Key_Q)
    assert board.selection == (("quit",),) and board.answers_escape
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # the question's Esc: cancelled, the hint stays
    assert board.selection == () and not board.answers_escape
    assert c.hint is not None and window.game_page.hint_shown
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # then the hint's
    assert c.hint is None and board.selection == ()


def test_win_chances_are_said_as_players_read_them(qtbot):
    from farmhouse.app.hints import Hint, HintMove, chance_text, hint_lines, percent

    translations = Translations()
    translations.set_language("en")
    assert [percent(w) for w in (0.0, 0.004, 0.62, 0.996, 1.0)] == [0, 1, 62, 99, 100]
    assert chance_text(0.62) == "you win about 62% of games from here"
    assert chance_text(0.004) == "you win about 1% of games from here"  # seen, however seldom
    assert chance_text(1.0) == "you won every game the computer played out from here"
    assert chance_text(0.0) == "you won none of the games the computer played out from here"
    hint = Hint(0, (HintMove("a", 1.0, 40), HintMove("b", 0.5, 20)), 60)
    assert hint_lines(hint, str.upper) == [
        "Best, marked on the board: A — you won every game the computer played out from here.",
        "Second best: B — about 50%.",
    ]
    assert hint.caption() == "Hint · 100%"
    only = Hint(0, (HintMove("a", None, 0),), 0, only=True)
    assert hint_lines(only, str.upper) == ["Your only possible move: A."]
    assert only.caption() == "Hint"


def test_a_hint_shown_follows_a_language_switch(qtbot, window, monkeypatch):
    _match, c = ann_to_move(qtbot, window, monkeypatch)
    hinted(qtbot, c)
    assert c.board.hint_marks.tags[0].text.startswith("Hint · 60%")
    try:
        window.set_language("ja")
        qtbot.waitUntil(lambda: window.game_menu.title() == "ゲーム(&G)", timeout=3000)
        assert c.board.hint_marks.tags[0].text.startswith("ヒント · 60%")
        assert plain(window.game_page.hint_panel.title.text()) == "Annさんへのヒント"
        assert plain(window.game_page.hint_panel.lines()[0]).startswith("いちばん良い手")
    finally:
        window.set_language("en")


def test_a_hint_never_says_the_same_move_twice(qtbot):
    """Moves the game words alike (Wooly Bully's tile laid in another place or turned: the
    board marks only the best one's place) are told once; the next move that says something
    new takes the line, in the search's order."""
    from farmhouse.app.hints import Hint, HintMove, hint_lines

    translations = Translations()
    translations.set_language("en")
    words = {"a1": "lay tile A", "a2": "lay tile A", "b": "quit", "c": "lay tile C", "d": "pass"}
    hint = Hint(
        0,
        (
            HintMove("a1", 0.57, 40),
            HintMove("a2", 0.57, 30),
            HintMove("b", 0.5, 20),
            HintMove("d", 0.4, 3),
            HintMove("c", 0.9, 2),
        ),
        95,
    )
    lines = hint_lines(hint, words.__getitem__)
    assert lines == [
        "Best, marked on the board: lay tile A — you win about 57% of games from here.",
        "Second best: quit — about 50%.",
        "Third best: pass — too few games to tell (only 3 games began with it).",
    ]


def test_the_next_best_moves_stand_in_the_order_of_their_chances(qtbot):
    """Session 17's tester (Wooly Bully): "Second best … about 43%" stood above "Third best …
    about 49%" (the search's order). The best stays the search's most tried move; the next two
    are told highest chance first, a move with too few games to tell last."""
    from farmhouse.app.hints import Hint, HintMove, hint_lines

    translations = Translations()
    translations.set_language("en")
    moves = (HintMove("a", 0.52, 300), HintMove("b", 0.43, 120), HintMove("c", 0.49, 80))
    assert hint_lines(Hint(0, moves, 500), str.upper) == [
        "Best, marked on the board: A — you win about 52% of games from here.",
        "Second best: C — about 49%.",
        "Third best: B — about 43%.",
    ]
    few = (HintMove("a", 0.52, 300), HintMove("y", 0.9, 10), HintMove("b", 0.43, 120))
    assert hint_lines(Hint(0, few, 430), str.upper)[1:] == [
        "Second best: B — about 43%.",
        "Third best: Y — too few games to tell (only 10 games began with it).",
    ]


def test_the_best_is_the_move_the_search_trusts_and_a_few_games_tell_no_chance(qtbot, monkeypatch):
    """The tester's Wooly Bully hint: "end your turn" tried in 660 games (34%), "quit now"
    in 2 (37%). The best is the most tried (the move ``hard`` plays), the others (with
    too few games to tell) in the search's order, and a chance from fewer than MIN_GAMES games is not a number (nor
    "about 100%" from 8 games), in every language with its plural."""
    import farmhouse.core.search as search
    from farmhouse.app.hints import MIN_GAMES, Advisor, Hint, HintMove, hint_lines

    def run_search(game_id, view, legal, **kw):
        stats = (
            ActionStats("quit", 2, 0.0, 2 * 0.37),
            ActionStats("end", 660, 0.0, 660 * 0.34),
            ActionStats("wolf", 8, 0.0, 8.0),
        )
        return SearchResult(0, stats, 670, 0.01)

    monkeypatch.setattr(search, "run_search", run_search)
    hint = Advisor("wooly_bully", 0, 1, None).choose(None, ["quit", "end"], 1.0, CancelToken())
    assert [m.action for m in hint.moves] == ["end", "wolf", "quit"]
    assert MIN_GAMES > 8
    words = {"end": "end your turn", "quit": "quit now for +6", "wolf": "place the wolf"}
    translations = Translations()
    said = {}
    try:
        for lang in ("en", "ja", "zh_TW", "zh_CN"):
            translations.set_language(lang)
            said[lang] = [plain(line) for line in hint_lines(hint, words.__getitem__)]
            if lang == "en":
                assert hint.caption() == "Hint · 34%"
    finally:
        translations.set_language("en")
    assert said["en"] == [
        "Best, marked on the board: end your turn — you win about 34% of games from here.",
        "Second best: place the wolf — too few games to tell (only 8 games began with it).",
        "Third best: quit now for +6 — too few games to tell (only 2 games began with it).",
    ]
    for lang in ("ja", "zh_TW", "zh_CN"):
        assert "34%" in said[lang][0] and "8" in said[lang][1] and "2" in said[lang][2]
        assert not any("%" in line for line in said[lang][1:]), said[lang]
    few = Hint(0, (HintMove("a", 1.0, 1), HintMove("b", 0.0, 1)), 2)
    translations.set_language("en")
    assert hint_lines(few, str.upper)[0] == (
        "Best, marked on the board: A — too few games to tell (only 1 game began with it)."
    )
    assert few.caption() == "Hint"  # no "Hint · 100%" from one game


def test_a_hint_never_calls_a_lower_chance_better_nor_equal_chances_unequal(qtbot, monkeypatch):
    """Test20's Z3: "Best (marked): flip tile 3 … about 35%" stood above "Second best: quit
    now (+6) — about 38%", and three moves at 56% were called best, second and third best.
    Session 24's tester (F14): a best chosen by its chance alone was often a move from a few
    dozen games, not the one ``hard`` plays; (F12) "Second best" twice for a tie. The best is
    the search's most tried move, marked on the board; a move whose chance reads higher is
    "maybe better, less sure" with its games, the others stand in the order of the
    chances they show, a chance equal to the best's is "just as good", one equal to the
    second best's "also second best", in every language (a made-up search result: no search
    runs)."""
    import farmhouse.core.search as search
    from farmhouse.app.hints import Advisor, Hint, HintMove, hint_lines

    def run_search(game_id, view, legal, **kw):
        stats = (
            ActionStats("quit", 120, 0.0, 120 * 0.38),
            ActionStats("flip", 900, 0.0, 900 * 0.35),
            ActionStats("end", 60, 0.0, 60 * 0.30),
        )
        return SearchResult(0, stats, 1080, 0.01)

    monkeypatch.setattr(search, "run_search", run_search)
    hint = Advisor("wooly_bully", 0, 1, None).choose(None, ["quit", "flip"], 1.0, CancelToken())
    assert hint.best.action == "flip"  # what the board marks (hard's move), with its chance
    words = {"quit": "quit now (+6)", "flip": "flip tile 3", "end": "end your turn"}
    equal = Hint(
        0, (HintMove("a", 0.561, 300), HintMove("b", 0.558, 200), HintMove("c", 0.56, 90)), 590
    )
    mixed = Hint(
        0, (HintMove("a", 0.56, 300), HintMove("b", 0.56, 200), HintMove("c", 0.5, 90)), 590
    )
    below = Hint(
        0, (HintMove("a", 0.6, 300), HintMove("b", 0.56, 200), HintMove("c", 0.56, 90)), 590
    )
    translations = Translations()
    said = {}
    try:
        for lang in ("en", "ja", "zh_TW", "zh_CN"):
            translations.set_language(lang)
            said[lang] = [
                [plain(line) for line in hint_lines(hint, words.__getitem__)],
                [plain(line) for line in hint_lines(equal, str.upper)],
                [plain(line) for line in hint_lines(mixed, str.upper)],
                [plain(line) for line in hint_lines(below, str.upper)],
            ]
            if lang == "en":
                assert hint.caption() == "Hint · 35%"
    finally:
        translations.set_language("en")
    assert said["en"] == [
        [
            "Best, marked on the board: flip tile 3 — you win about 35% of games from here.",
            "Maybe better, less sure: quit now (+6) — about 38%.",
            "Second best: end your turn — about 30%.",
        ],
        [
            "Best, marked on the board: A — you win about 56% of games from here.",
            "Just as good: B — about 56%.",
            "Just as good: C — about 56%.",
        ],
        [
            "Best, marked on the board: A — you win about 56% of games from here.",
            "Just as good: B — about 56%.",
            "Second best: C — about 50%.",
        ],
        [  # (a tie below the best: its rank again, not "Just as good", which read as good
            # as the best; session 22's tester, 11)
            "Best, marked on the board: A — you win about 60% of games from here.",
            "Second best: B — about 56%.",
            "Also second best: C — about 56%.",
        ],
    ]
    for lang in ("ja", "zh_TW", "zh_CN"):
        fresh, same, mix, low = said[lang]
        second = low[1].split("B")[0]
        assert second == mix[2].split("C")[0] == fresh[2].split("end")[0]
        assert ["35%" in fresh[0], "38%" in fresh[1], "30%" in fresh[2]] == [True] * 3
        # the same words as "Just as good" where the chances are equal, never a rank
        assert same[1].split("B")[0] == same[2].split("C")[0] == mix[1].split("B")[0]
        assert same[1].split("B")[0] not in (second, fresh[1].split("quit")[0])
        # a tie with the second best: not "Just as good", not the same words twice
        also = low[2].split("C")[0]
        assert also not in (second, same[1].split("B")[0], fresh[1].split("quit")[0])


def test_only_real_advice_counts_as_a_hint_used(qtbot, window, monkeypatch):
    """A forced move ("Your only possible move: …") is shown but not counted (the count is
    saved per seat and shown at game over); a hint that weighed moves is."""
    match, c = ann_to_move(qtbot, window, monkeypatch)
    real = match.game.legal_actions_in_view
    monkeypatch.setattr(match.game, "legal_actions_in_view", lambda view: list(real(view))[:1])
    hinted(qtbot, c)
    assert c.hint.only_move and window.game_page.hint_panel.lines()[0].startswith(
        "Your only possible move:"
    )
    assert match.hints == [0, 0]
    c.clear_hint()
    monkeypatch.setattr(match.game, "legal_actions_in_view", real)
    hinted(qtbot, c)
    assert not c.hint.only_move and match.hints == [1, 0]


def test_the_thinking_sign_never_shows_more_time_than_its_budget(qtbot):
    """ "Looking for a hint… 0.8 / 0.5 s" was shown while the workers started: past the
    budget the sign says the answer is on its way, without times (every language)."""
    from farmhouse.app.thinking_sign import ThinkingSign

    used = [0.4]
    sign = ThinkingSign(lambda: used[0])
    qtbot.addWidget(sign)
    translations = Translations()
    translations.set_language("en")
    sign.start("", 0.5)
    sign._tick()
    assert sign.text() == "Looking for a hint… 0.4 / 0.5 s"
    used[0] = 0.8
    sign._tick()
    assert sign.text() == "The hint is almost ready…" and sign.bar.value() == 1000
    sign.start("Bot 2", 0.5)
    assert sign.text() == "Bot 2 is about to move…"
    try:
        for lang in ("ja", "zh_TW", "zh_CN"):
            translations.set_language(lang)
            sign.retranslate()
            assert "Bot 2" in sign.text() and "0.8" not in sign.text(), sign.text()
    finally:
        translations.set_language("en")


def test_the_hint_box_wraps_chinese_between_phrases_and_keeps_numbers_with_counters(
    qtbot, window, monkeypatch
):
    """The tester's 「玩了 7632⏎次」 and 「約⏎100%」: the hint's lines and footer are running
    text (broken between phrases), a number held to its counter and 「約」 to its number."""
    _match, c = ann_to_move(qtbot, window, monkeypatch)
    hinted(qtbot, c)
    panel = window.game_page.hint_panel
    try:
        window.set_language("zh_TW")
        qtbot.waitUntil(lambda: "提示" in plain(panel.title.text()), timeout=3000)
        footer, lines = panel.footer.text(), panel.lines()
        assert "270\u00a0次" in footer and " 270" not in footer
        assert "約\u00a0" in lines[1] + lines[2] and "約 " not in lines[1] + lines[2]
    finally:
        window.set_language("en")


def test_a_hint_is_heard_and_its_targets_are_described_as_suggested(qtbot, window, monkeypatch):
    """A screen reader heard nothing when a hint came (tester's T5): its first line is
    announced, and the board's targets of the suggested move say they are suggested."""
    from farmhouse.app.board import access

    heard: list[tuple[str, object, str]] = []
    access.LISTENERS.append(lambda kind, obj, text: heard.append((kind, obj, text)))
    try:
        _match, c = ann_to_move(qtbot, window, monkeypatch)
        hinted(qtbot, c)
        panel = window.game_page.hint_panel
        said = [text for kind, obj, text in heard if kind == "announce" and obj is panel]
        assert said == [plain(panel.lines()[0])]
        assert said[0].startswith("Best, marked on the board: ")
        tree = access.accessible_tree(c.board)
        marked = [
            name for _, name, description, _ in tree if "Suggested by the hint" in description
        ]
        path = c.board.hint_path(c.hint.best.action)
        assert len(marked) == len([t for t in path if c.board.item_of(t) is not None]) >= 1
        c.clear_hint()
        tree = access.accessible_tree(c.board)
        assert not any("Suggested by the hint" in description for _, _, description, _ in tree)
    finally:
        access.LISTENERS.pop()


def test_a_screen_reader_hears_what_the_hint_suggests_doing_with_each_piece(
    qtbot, window, monkeypatch
):
    """Session 24's tester, F17: the card to play and the card to discard both read
    "Suggested by the hint" (sighted players see "play here" and "then discard" on their
    rings), and the hint box's close button was named "×". A ring's caption is said with its
    mark; the button is "Close the hint"."""
    import farmhouse.core.search as search
    from farmhouse.app.board import access

    match, c = ann_to_move(qtbot, window, monkeypatch)
    play = next(a for a in match.legal_actions() if getattr(a, "discard", None) is not None)

    def run_search(game_id, view, legal, **kw):  # the move that discards, the most tried
        stats = tuple(ActionStats(a, 90 if a == play else 10, 0.0, 5.0) for a in legal)
        return SearchResult(view.seat, stats, 270, 0.01)

    monkeypatch.setattr(search, "run_search", run_search)
    hinted(qtbot, c)
    assert c.hint.best.action == play
    said = {
        description
        for _, _, description, _ in access.accessible_tree(c.board)
        if "Suggested by the hint" in description
    }
    lines = {line for description in said for line in description.splitlines()}
    assert {"Suggested by the hint: then discard", "Suggested by the hint: play here"} <= lines
    panel = window.game_page.hint_panel
    assert panel.close_button.accessibleName() == "Close the hint"
    assert panel.close_button.accessibleDescription() in ("", "Close the hint (Esc)")


def test_the_thinking_signs_name_for_screen_readers_changes_once_a_second(qtbot):
    """ "Looking for a hint… 0.4 / 1 s" renamed the label ten times a second (a name-changed
    event each time): its accessible name counts whole seconds."""
    from PySide6.QtGui import QAccessible

    from farmhouse.app.thinking_sign import ThinkingSign

    used = [0.3]
    sign = ThinkingSign(lambda: used[0])
    qtbot.addWidget(sign)
    translations = Translations()
    translations.set_language("en")
    sign.start("", 2.0)
    names, texts = [], set()
    iface = QAccessible.queryAccessibleInterface(sign.label)
    while used[0] < 2.0:
        sign._tick()
        texts.add(sign.text())
        name = iface.text(QAccessible.Text.Name)
        if not names or names[-1] != name:
            names.append(name)
        used[0] += 0.1
    assert len(texts) > 10  # (shown to a tenth of a second)
    assert names == ["Looking for a hint… 0 / 2 s", "Looking for a hint… 1 / 2 s"]


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "Based on 8,160 games the computer played out from here"),
        ("ja", "8,160回"),
        ("zh_TW", "8,160 次"),
    ],
)
def test_the_hint_footer_counts_games_with_the_language_s_separators(qapp, lang, words):
    """Tester 23's F21: the English footer read "From 8160 games the computer played on
    from here, seeing only what you see." — the count is written as the language writes
    numbers (8,160) and the sentence as a player says it."""
    from PySide6.QtCore import QCoreApplication

    translations = Translations()
    try:
        assert translations.set_language(lang)
        footer = QCoreApplication.translate(
            "HintPanel",
            "Based on %Ln game(s) the computer played out from here, using only what you can see.",
            "",
            8160,
        )
        assert words in plain(footer), footer
    finally:
        translations.set_language("en")


def test_a_hint_keeps_the_logs_room_after_a_visit_to_the_statistics_and_a_language_switch(
    qtbot, qapp
):
    """Session 24's tester, F15: a hint shown (for a move begun) against a ``hard`` seat,
    the language switched, the statistics looked at, back, the language switched again:
    the game page, resized by the menu bar's new words, measured the room below the hint box
    in the old layout, showed the log there, and the box shrank to one scrolling line. The
    box keeps its whole text, the log only below it (the real window, its style and its
    search)."""
    from tests.app.keyplay import styled_window

    with styled_window(qtbot, qapp) as window:
        match = Match.new("black_sheep", [Seat("Ann"), Seat("Hal", "ai", "hard")], None, 171)
        window.start_match(match)
        c = window.game_page.controller
        qtbot.waitUntil(c.can_hint, timeout=20000)
        board = c.board
        board.setFocus()
        qtbot.keyClick(board, Qt.Key.Key_1)
        qtbot.keyClick(board, Qt.Key.Key_A)
        assert c.request_hint()
        qtbot.waitUntil(lambda: c.hint is not None, timeout=20000)
        qtbot.wait(300)
        page = window.game_page
        panel = page.hint_panel
        window.set_language("zh_TW")
        qtbot.wait(300)
        window.show_statistics()
        qtbot.wait(800)
        window.close_statistics()
        qtbot.wait(300)
        window.set_language("en")
        qtbot.wait(500)
        assert page.isVisible() and panel.isVisible()
        # (the log below the box only in the room the box's whole text leaves: session 25's
        # tester, F5; here the box had shrunk to one scrolling line beside it)
        assert not page.log.isVisible() or page.log.geometry().top() > panel.geometry().bottom()
        assert panel.text_whole() and not panel.text_area.verticalScrollBar().isVisible()
        assert panel.height() >= panel.sizeHint().height()
