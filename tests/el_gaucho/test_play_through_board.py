"""Whole El Gaucho games through the real main window and the board's own clicks and keys: a
human (whose decisions a normal AI suggests) against an AI and hot-seat, with an undo inside a
turn, special actions and a forced sale, a resume from the autosave, and the game-over
dialog. Undo never reveals or changes anything the seat could not see."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt

from farmhouse.app.game_over import GameOverDialog
from farmhouse.app.linebreak import keep_words
from farmhouse.app.main_window import MainWindow
from farmhouse.app.new_game import GameSetup
from farmhouse.app.settings import Settings
from farmhouse.core import saves
from farmhouse.core.ai import CancelToken, make_ai
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.el_gaucho import rules, texts
from farmhouse.games.el_gaucho.positions import build
from farmhouse.games.el_gaucho.rules import GAME, Options
from tests.el_gaucho import board_hooks as hooks

pytestmark = pytest.mark.gui

_ACTIVATIONS = (
    rules.ActivateWish,
    rules.ActivateImmediateSale,
    rules.ActivateSteal,
    rules.ActivateRaise,
    rules.ActivateReplace,
    rules.ActivateHiddenCattle,
)


def new_window(qtbot, translations) -> MainWindow:
    settings = Settings()
    settings.ai_speed = "instant"
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def wait_for_human_or_end(qtbot, window) -> None:
    page = window.game_page
    qtbot.waitUntil(
        lambda: (
            page.controller._awaiting_human
            or page.handover_shown
            or window.game_over_dialog is not None
        ),
        timeout=20000,
    )


def click(qtbot, board, item) -> None:
    qtbot.mouseClick(
        board.viewport(), Qt.MouseButton.LeftButton, pos=board.item_centre_in_viewport(item)
    )


def perform(qtbot, board, action: Any) -> None:
    """Play ``action`` with the board's own targets, buttons and keys, as a person would:
    along one of its paths in the board's choice model (the dice first where it pays)."""
    got: list[Any] = []
    board.action_chosen.connect(got.append)
    try:
        paths = board.choices.paths_of(action)
        path = next((p for p in paths if p[0][0] == "die"), paths[0])
        for target in path:
            if got:  # (a gaucho with one possible effect acts at once)
                break
            if target[0] == "choice":
                click(
                    qtbot,
                    board,
                    hooks.choice_items(board)[hooks.panel_choices(board).index(target[1])],
                )
            elif target == ("button", "take"):
                qtbot.keyClick(board, Qt.Key.Key_Return)
            elif target in (("button", "end_turn"), ("button", "hidden_done")):
                qtbot.keyClick(board, Qt.Key.Key_E)
            else:
                click(qtbot, board, hooks.target(board, *target))
        assert got == [action], (action, got, hooks.panel_choices(board))
    finally:
        board.action_chosen.disconnect(got.append)


class Player:
    """Suggests the human's decisions (a normal AI looking at the board's view)."""

    def __init__(self, seed: int) -> None:
        self.ai = make_ai("el_gaucho", "normal", seed)

    def choose(self, board) -> Any:
        legal = list(board.legal)
        return self.ai.choose(board.view, legal, 0.05, CancelToken())


def play_turns(qtbot, window, player: Player, until: int | None = None) -> dict[str, Any]:
    """Play the humans' decisions by clicks until the game ends (or ``until`` actions)."""
    page = window.game_page
    seen: dict[str, Any] = {
        "undone": 0,
        "activations": Counter(),
        "handovers": 0,
        "recent": [],
    }
    while window.game_over_dialog is None:
        wait_for_human_or_end(qtbot, window)
        if window.game_over_dialog is not None:
            break
        if page.handover_shown:
            seen["handovers"] += 1
            assert page.board.view.seat is None  # nothing private under the cover
            page.hand_over.button.click()
            seen["recent"].append((page.board.view.seat, hooks.recent_lines(page.board)[1]))
            continue
        if until is not None and len(window.match.actions) >= until:
            break
        board = page.board
        action = player.choose(board)
        before = window.match.view(window.match.to_move)
        count = len(window.match.actions)
        perform(qtbot, board, action)
        assert window.match.actions[count] == action
        if isinstance(action, _ACTIVATIONS):
            seen["activations"][type(action).__name__] += 1
        if (
            not seen["undone"]
            and isinstance(action, rules.Stand | rules.Lie | rules.Occupy)
            and window.match.phase_is_turn_of(action)
        ):
            wait_for_human_or_end(qtbot, window)
            assert window.undo_action.isEnabled() and page.undo_button.isEnabled()
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda c=count: len(window.match.actions) == c, timeout=5000)
            assert window.match.view(window.match.to_move) == before
            seen["undone"] += 1
    return seen


@pytest.fixture(autouse=True)
def _turn_helper(monkeypatch):
    # The undo check above wants the step to stay inside the same turn (the mover goes on).
    def phase_is_turn_of(self: Match, action: Any) -> bool:
        return self.state.phase == "turn" and self.can_undo()

    monkeypatch.setattr(Match, "phase_is_turn_of", phase_is_turn_of, raising=False)


def test_full_game_by_clicks_against_the_ai_with_undo_resume_and_game_over(qtbot, translations):
    window = new_window(qtbot, translations)
    window.start_setup(
        GameSetup("el_gaucho", [Seat("Ann"), Seat("Bot", "ai", "normal")], Options(), 31)
    )
    window.game_page.board.set_animation_speed(0)
    player = Player(5)
    first = play_turns(qtbot, window, player, until=60)
    assert first["undone"] == 1
    # resume from the autosave in a fresh window and play to the end
    autosave = saves.latest_autosave()
    assert autosave is not None
    actions = list(window.match.actions)
    window.close()
    resumed = new_window(qtbot, translations)
    assert resumed.open_path(autosave.path)
    assert resumed.match.actions == actions
    resumed.game_page.board.set_animation_speed(0)
    rest = play_turns(qtbot, resumed, player)
    dialog = resumed.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    outcome = resumed.match.outcome()
    assert outcome is not None and "Ann" in dialog.ranking.text()
    events = [e for batch in resumed.match.turn_events for e in batch]
    assert sum(first["activations"].values()) + sum(rest["activations"].values()) >= 1
    assert any(e.key == "EG.sale" and e.params["kind"] == "forced" and e.seat == 0 for e in events)
    assert any(e.key == "EG.drive_started" for e in events)


def test_hot_seat_game_by_clicks_with_hand_overs(qtbot, translations):
    window = new_window(qtbot, translations)
    seats = [Seat("Ann"), Seat("Ben"), Seat("Bot", "ai", "easy")]
    window.start_setup(GameSetup("el_gaucho", seats, Options(), 4))
    window.game_page.board.set_animation_speed(0)
    seen = play_turns(qtbot, window, Player(9), until=45)
    assert seen["handovers"] >= 4
    # after a hand-over, each human sees what the others did since they last looked
    names = ["Ann", "Ben"]
    later = seen["recent"][2:]
    assert later and all(lines for _, lines in later)
    for seat, lines in later:
        other = names[1 - seat]
        assert any(line.startswith(other) or line.startswith("Bot") for line in lines)


def test_undo_never_reveals_or_changes_what_the_seat_could_not_see():
    """A step may be undone only while nothing random or hidden came out; undoing it gives
    every seat exactly the view it had before (EG: Hidden cattle looks at the Steppe)."""
    state = build(
        3,
        rows=["BK1 BK2 BK3", "BR1 BR2 BR3 BR4", "WH12 . WH8 ."],
        steppe=["RD3", "BK11", "WH4", "SP2"],
        areas={0: ["hidden_cattle", "wish"]},
        dice=[1, 2],
        supply={0: 6, 1: 8, 2: 8},
    )
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cleo")]
    match = Match("el_gaucho", GAME, state.options, seats, 0, state)
    views = [match.view(s) for s in range(3)]
    match.apply(rules.ActivateWish(3))
    assert match.can_undo()
    match.undo()
    assert [match.view(s) for s in range(3)] == views
    match.apply(rules.ActivateHiddenCattle())  # the Steppe is seen: no way back
    assert not match.can_undo()
    match.apply(rules.HiddenTake("WH4", 2, 1))
    assert not match.can_undo()


def test_four_player_game_by_clicks_to_the_end(qtbot, translations):
    window = new_window(qtbot, translations)
    seats = [Seat("Ann"), *(Seat(f"Bot {k}", "ai", "normal") for k in (2, 3, 4))]
    window.start_setup(GameSetup("el_gaucho", seats, Options(), 12))
    window.game_page.board.set_animation_speed(0)
    play_turns(qtbot, window, Player(3))
    assert window.game_over_dialog is not None and window.match.outcome() is not None
    assert len(window.game_over_dialog.ranking.text().splitlines()) == 4
    assert "pesos" in window.game_over_dialog.ranking.text()


def test_a_click_on_a_lit_place_after_two_dice_of_the_roll_takes_them_and_places(
    qtbot, translations
):
    """Two dice of the roll, then a lit tile: the window applies both the take and the
    placement (the shell shows the taken dice before it offers the next choice; the queued
    placement must survive that)."""
    state = build(
        3,
        rows=["RD10 BR11 SP3", "BK1/C BK2/C BK3/C BK5/C", "BK6/C"],
        pool=[2, 5, 6],
        to_move=2,
        start_player=0,
    )
    seats = [Seat("Bot A", "ai", "easy"), Seat("Bot B", "ai", "easy"), Seat("Ann")]
    match = Match("el_gaucho", GAME, state.options, seats, 0, state)
    window = new_window(qtbot, translations)
    window.start_match(match)
    page = window.game_page
    page.board.set_animation_speed(0)
    wait_for_human_or_end(qtbot, window)
    board = page.board
    assert board._mode() == "take"
    click(qtbot, board, hooks.target(board, "pool_die", 1))  # the 5
    click(qtbot, board, hooks.target(board, "pool_die", 2))  # the 6
    rd10 = next(i for i, t in enumerate(state.tiles) if t >= 0 and rules.TILE_CODES[t] == "RD10")
    click(qtbot, board, hooks.target(board, "tile", rd10))  # lying on RD10 costs its small number 5
    qtbot.waitUntil(lambda: len(match.actions) >= 2, timeout=5000)
    assert match.actions[:2] == [rules.TakeDice((5, 6)), rules.Lie("RD10", (5,))]


def test_a_language_switch_mid_game_retranslates_the_seat_summaries(qtbot, translations):
    window = new_window(qtbot, translations)
    window.start_setup(
        GameSetup("el_gaucho", [Seat("Ann"), Seat("Bot", "ai", "normal")], Options(), 31)
    )
    wait_for_human_or_end(qtbot, window)
    page = window.game_page
    lines = [line.summary for line in page._seat_lines]
    assert all("gaucho" in label.text() for label in lines)
    view = page.board.view
    try:
        window.set_language("ja")
        qtbot.waitUntil(lambda: window.game_menu.title() == "ゲーム(&G)", timeout=3000)
        wanted = [keep_words(texts.seat_summary(view, seat)) for seat in range(2)]
        assert "ガウチョ" in wanted[0].replace("\u2060", "")
        assert [label.text() for label in lines] == wanted
    finally:
        window.set_language("en")


def test_the_hand_over_lists_the_drive_and_round_start_your_end_of_turn_set_off(qtbot):
    """Hot-seat: Ann ends her turn, which completes the round (a drive, round 3); when it is
    her turn again, the hand-over lists what happened since, the drive first, not her move."""
    from farmhouse.app.controller import MatchController
    from farmhouse.core.rng import Rng
    from farmhouse.games.el_gaucho.board import create_board
    from farmhouse.games.el_gaucho.texts import UI

    seats = [Seat("Ann"), Seat("Ben"), Seat("Cleo")]
    match = Match.new("el_gaucho", seats, Options(start_player="seat0"), 5)
    rng = Rng.from_seed(5)
    ended = -1
    while ended < 0 or match.to_move != 0 or len(match.actions) == ended + 1:
        mover = match.to_move
        action = rng.choice(list(match.legal_actions()))
        events = match.apply(action)
        if mover == 0 and any(e.key == "EG.drive_started" for e in events):
            ended = len(match.actions) - 1
    board = create_board(None)
    qtbot.addWidget(board)
    controller = MatchController(board, UI, autosave=lambda m: None)
    controller.match = match
    lines = controller.lines_since_turn(0)
    drive = match.turn_events[ended]
    own = [UI.describe_event(e, controller.names) for e in drive[: GAME.own_events(drive)]]
    assert lines[0].startswith("Cattle drive")
    assert any(line.startswith("Round") for line in lines)
    assert not set(own) & set(lines)
    assert all(not line.startswith("Ann") or "home" in line or "herd" in line for line in lines)


def test_the_hint_never_waits_for_the_player_who_just_moved(qtbot, translations):
    """While a move of the player at the screen is being shown, the hint line says so; it
    does not keep the previous prompt or wait for that player by name."""
    window = new_window(qtbot, translations)
    window.start_setup(
        GameSetup("el_gaucho", [Seat("Ann"), Seat("Bot", "ai", "normal")], Options(), 31)
    )
    board = window.game_page.board
    hints: list[tuple[bool, str]] = []
    show = board.show_view

    def spy(view, legal, events=(), names=()):
        show(view, legal, events, names)
        hints.append((view.to_move == view.seat and not legal, hooks.hint(board)))

    board.show_view = spy
    player = Player(5)
    for _ in range(8):
        wait_for_human_or_end(qtbot, window)
        before = hooks.hint(board)
        shown = len(hints)
        perform(qtbot, board, player.choose(board))
        # the move is shown to its player (the AI's next view may follow before we look:
        # the latest view alone was a race)
        qtbot.waitUntil(lambda n=shown: any(mine for mine, _ in hints[n:]), timeout=5000)
        assert next(text for mine, text in hints[shown:] if mine) != before
    own = [text for mine, text in hints if mine]
    assert own and all("Ann" not in text for text in own)
    assert all(text == "Please wait for the move to be shown." for text in own)


def test_a_two_player_game_log_starts_with_the_breed_left_in_the_box(qtbot, translations):
    window = new_window(qtbot, translations)
    seats = [Seat("Ann"), Seat("Bot", "ai", "normal")]
    options = Options(two_player_removed_breed="red")
    window.start_setup(GameSetup("el_gaucho", seats, options, 8))
    wait_for_human_or_end(qtbot, window)
    lines = window.game_page.log_lines()
    # (after the line that says who starts, drawn at random: session 24's tester, F5)
    assert lines[0].endswith(" starts (drawn at random).")
    assert lines[1] == "2 players: the Red tiles stay in the box; that breed is not in this game."
    three = new_window(qtbot, translations)
    three.start_setup(GameSetup("el_gaucho", [*seats, Seat("Cy", "ai", "easy")], Options(), 8))
    wait_for_human_or_end(qtbot, three)
    assert not any("stay in the box" in line for line in three.game_page.log_lines())
