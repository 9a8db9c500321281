"""The match controller: whose screen, hot-seat hand-over, AI off the GUI thread, cancel, pass."""

from __future__ import annotations

import threading
import time

import pytest
import shiboken6
from PySide6.QtCore import QTimer

from farmhouse.app.board import access  # noqa: F401 (loaded now, not within a timed move)
from farmhouse.app.controller import MatchController
from farmhouse.app.game_page import GamePage
from farmhouse.core.game import Seat

from .fakes import FakeBoard, FakeMatch, FirstAI, StubbornAI, Take, fake_controller, fake_ui

ANN = Seat("Ann")
BOB = Seat("Bob")
BOT = Seat("Bot", kind="ai", level="normal")


#: The controllers a test made: stopped when it ends, so that no AI thread or timer of one
#: test shows a move on the deleted board of another (seen on a loaded machine).
_MADE: list[MatchController] = []


@pytest.fixture(autouse=True)
def _stop_controllers():
    yield
    while _MADE:
        _MADE.pop().shutdown()


def make_controller(qtbot, ai_factory=None, autosaved=None):
    saved = autosaved if autosaved is not None else []
    controller, board = fake_controller(qtbot, lambda m: saved.append(len(m.actions)), ai_factory)
    _MADE.append(controller)
    return controller, board


def test_ai_turn_runs_off_the_gui_thread_and_sees_only_its_view(qtbot):
    ai = FirstAI()
    controller, board = make_controller(qtbot, lambda g, level, seed: ai)
    match = FakeMatch([BOT, ANN])
    controller.start(match)
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert match.actions == [Take(1)]
    assert ai.threads and ai.threads[0] != threading.get_ident()
    assert ai.views[0].seat == 0  # the AI got its own seat's view, nothing more
    view, legal, _ = board.shown[-1]
    assert view.seat == 1 and legal == [Take(1), Take(2)] and board.interactive


def test_cancel_stops_thinking_and_a_late_result_is_ignored(qtbot):
    stubborn = StubbornAI()
    controller, board = make_controller(qtbot, lambda g, level, seed: stubborn)
    match = FakeMatch([BOT, ANN])
    thinking = []
    controller.thinking_changed.connect(thinking.append)
    controller.start(match)
    assert stubborn.started.wait(3)
    assert controller.ai_thinking
    controller.stop()
    assert stubborn.cancelled.wait(3)
    qtbot.wait(50)
    assert match.actions == []
    assert thinking[-1] is False and not controller.ai_thinking


def test_answer_arriving_after_cancel_is_dropped(qtbot):
    class Sleepy(FirstAI):
        def choose(self, view, legal, budget_s, cancel):
            time.sleep(0.2)  # ignores the token on purpose
            return legal[0]

    controller, _ = make_controller(qtbot, lambda g, level, seed: Sleepy())
    match = FakeMatch([BOT, ANN])
    controller.start(match)
    qtbot.wait(20)
    controller.stop()
    qtbot.wait(400)
    assert match.actions == []


def test_one_human_always_sees_their_own_view(qtbot):
    controller, board = make_controller(qtbot)
    match = FakeMatch([ANN, BOT], start=6)
    over = []
    controller.game_over.connect(over.append)
    controller.start(match)
    while not match.is_over:
        qtbot.waitUntil(lambda: controller._awaiting_human or match.is_over, timeout=3000)
        if not match.is_over:
            board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: bool(over), timeout=3000)
    assert {v.seat for v, _, _ in board.shown} == {0}
    assert over[0].scores == (3, 3)


@pytest.mark.parametrize("humans", [1, 0])
def test_the_last_move_is_shown_once(qtbot, humans):
    """Issue 18: after the last move the controller showed the board the final position
    twice (the move with its events, then, once its animation ended, the same position
    again) and the side panel got two views back to back. One is enough: the board shows
    the last move and the game-over signal follows; a finished game opened is shown once."""
    controller, board = make_controller(qtbot)
    seats = [ANN, BOT] if humans else [BOT, Seat("Bot 2", kind="ai", level="easy")]
    match = FakeMatch(seats, start=4)
    views: list[object] = []
    controller.view_shown.connect(views.append)
    at_the_end: list[tuple[int, int]] = []
    controller.action_applied.connect(
        lambda: at_the_end.append((len(board.shown), len(views))) if match.is_over else None
    )
    over: list[object] = []
    controller.game_over.connect(over.append)
    controller.start(match)
    while not over:
        qtbot.waitUntil(lambda: controller._awaiting_human or bool(over), timeout=5000)
        if controller._awaiting_human:
            board.action_chosen.emit(Take(1))
    qtbot.wait(50)
    shown, viewed = at_the_end[0]
    assert len(board.shown) == shown + 1 and len(views) == viewed + 1
    assert board.shown[-1][2]  # (the last move's events: its animation)
    # a finished game opened shows its position once
    again, board_again = make_controller(qtbot)
    opened: list[object] = []
    again.game_over.connect(opened.append)
    again.start(match)
    qtbot.waitUntil(lambda: bool(opened), timeout=3000)
    qtbot.wait(50)
    assert len(board_again.shown) == 1


def test_without_humans_the_spectator_view_is_shown(qtbot):
    controller, board = make_controller(qtbot)
    match = FakeMatch([BOT, Seat("Bot 2", kind="ai", level="easy")], start=4)
    over = []
    controller.game_over.connect(over.append)
    controller.start(match)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    assert {v.seat for v, _, _ in board.shown} == {None}
    assert all(e.private_to is None for _, _, events in board.shown for e in events)


def test_hot_seat_hand_over_covers_the_board_and_hides_the_next_hand(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot)
    page.set_controller(controller)
    match = FakeMatch([ANN, BOB])
    page.start(match)
    # Two humans: even the first one must confirm before a hand is drawn.
    assert page.handover_shown and controller.pending_handover == 0
    assert "Ann" in page.hand_over.button.text()
    assert all(v.seat is None for v, _, _ in board.shown)
    page.hand_over.button.click()
    assert not page.handover_shown
    assert board.last_view.seat == 0 and board.interactive

    board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)
    assert controller.pending_handover == 1
    assert "Bob" in page.hand_over.text.text()
    assert board.last_view.seat is None and board.last_view.hand is None
    # Ann's secret draw is not left in the log for Bob to read.
    log = page.log_lines()
    assert log == ["Ann takes 2"]
    assert all(v.seat != 1 for v, _, _ in board.shown)
    # Clicking on the covered board does nothing.
    board.action_chosen.emit(Take(1))
    assert len(match.actions) == 1

    page.hand_over.button.click()
    assert board.last_view.seat == 1 and board.shown[-1][1] == [Take(1), Take(2)]


def test_only_pass_is_applied_automatically_with_a_message(qtbot):
    controller, board = make_controller(qtbot)
    statuses, logs = [], []
    controller.status.connect(statuses.append)
    controller.log_appended.connect(logs.extend)
    match = FakeMatch([ANN, BOT], pass_seats=[0])
    controller.start(match)
    qtbot.waitUntil(lambda: len(match.actions) >= 2, timeout=3000)
    assert type(match.actions[0]).__name__ == "Pass"
    assert any("Ann" in s and "passes" in s for s in statuses)
    assert "Ann passes" in logs


def test_illegal_attempt_is_explained_and_changes_nothing(qtbot):
    controller, board = make_controller(qtbot)
    statuses = []
    controller.refusal.connect(statuses.append)
    match = FakeMatch([ANN, BOT])
    controller.start(match)
    board.action_chosen.emit(Take(5))
    assert statuses == ["refused: fake.illegal"]
    assert match.actions == [] and controller._awaiting_human


def test_every_applied_action_is_autosaved(qtbot):
    saved = []
    controller, board = make_controller(qtbot, autosaved=saved)
    match = FakeMatch([BOT, Seat("Bot 2", kind="ai", level="easy")], start=3)
    over = []
    controller.game_over.connect(over.append)
    controller.start(match)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    assert saved == list(range(1, len(match.actions) + 1))


class SlowBoard(FakeBoard):
    """Animates the events of a move for ``ANIM_MS`` (a view without events ends at once)."""

    ANIM_MS = 200

    def show_view(self, view, legal, events=(), names=()) -> None:
        self.shown.append((view, list(legal), list(events)))
        self.turns_at_show.append(self.turn_seat)
        delay = self.ANIM_MS if events else 0
        QTimer.singleShot(delay, self, self.animations_finished.emit)


def page_on(qtbot, board, ai_delay_ms: int) -> GamePage:
    """A game page playing on ``board`` against :class:`FirstAI` players."""
    page = GamePage()
    qtbot.addWidget(page)
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    _MADE.append(controller)
    controller.ai_delay_ms = ai_delay_ms
    page.set_controller(controller)
    return page


def test_banner_names_the_ai_through_its_move_and_the_human_only_when_they_can_play(qtbot):
    board = SlowBoard()
    page = page_on(qtbot, board, 300)
    match = FakeMatch([ANN, BOT], start=6)
    page.start(match)
    assert page.turn.text() == "Ann's turn" and board.interactive

    samples: list[tuple[float, str, bool]] = []
    sampler = QTimer()
    sampler.timeout.connect(
        lambda: samples.append((time.monotonic(), page.turn.text(), board.interactive))
    )
    sampler.start(10)
    board.action_chosen.emit(Take(1))
    # Ann's move still animates, but the decision awaited is already the AI's.
    assert page.turn.text() == "Bot (AI) is playing" and not board.interactive
    qtbot.waitUntil(lambda: len(match.actions) == 2, timeout=3000)
    assert page.turn.text() == "Bot (AI) is playing" and not board.interactive
    qtbot.waitUntil(lambda: board.interactive, timeout=3000)
    sampler.stop()
    assert page.turn.text() == "Ann's turn"
    # At every moment the banner named Ann exactly when she could play.
    assert all((text == "Ann's turn") == interactive for _, text, interactive in samples)
    ai_times = [t for t, text, _ in samples if text == "Bot (AI) is playing"]
    # ...and the AI was named through its move's animation; with a human next there is no
    # AI-speed pause (that pause only separates two AI moves).
    assert ai_times[-1] - ai_times[0] >= SlowBoard.ANIM_MS / 1000 - 0.05


def test_the_first_failed_autosave_of_a_match_is_reported_once(qtbot):
    board = FakeBoard()
    qtbot.addWidget(board)

    def failing(match):
        raise PermissionError(13, "Permission denied", "/nowhere/autosave/x.farmhouse")

    controller = MatchController(
        board, fake_ui(), autosave=failing, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 0
    failures, statuses = [], []
    controller.autosave_failed.connect(failures.append)
    controller.status.connect(statuses.append)
    match = FakeMatch([BOT, Seat("Bot 2", kind="ai", level="easy")], start=4)
    over = []
    controller.game_over.connect(over.append)
    controller.start(match)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)  # the game went on to the end
    assert len(match.actions) >= 2 and len(failures) == 1
    assert isinstance(failures[0], PermissionError)
    assert sum("Autosave failed" in s for s in statuses) == len(match.actions)
    controller.start(FakeMatch([BOT, Seat("Bot 2", kind="ai", level="easy")], start=2))
    qtbot.waitUntil(lambda: len(failures) == 2, timeout=3000)  # once per match


def test_the_ai_speed_pause_separates_two_ai_moves_only(qtbot):
    board = FakeBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 400
    bot2 = Seat("Bot 2", kind="ai", level="easy")
    match = FakeMatch([ANN, BOT, bot2], start=30)
    controller.start(match)
    assert controller._awaiting_human
    applied: list[float] = []
    controller.action_applied.connect(lambda: applied.append(time.monotonic()))
    board.action_chosen.emit(Take(1))  # Ann, then Bot, then Bot 2, then Ann again
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=5000)
    human_back = time.monotonic()
    assert len(applied) == 3
    # Bot 2's move came at least one pause after Bot's; Ann's board came back without a pause
    # after Bot 2's move.
    assert applied[2] - applied[1] >= 0.4 - 0.02
    assert human_back - applied[2] < 0.4


def test_the_next_ai_is_named_as_soon_as_it_chooses_and_moves_after_the_pause(qtbot):
    """Issue 20: at the slow AI speed the banner and the board kept naming the AI that had
    just moved through the pause while the next AI was already its turn (the "since your last
    turn" panel had moved on). The next AI now starts choosing, and is named, as soon as the
    move before it has been shown; its own move waits for the end of the pause ("Move now"
    ends the pause)."""
    page = GamePage()
    qtbot.addWidget(page)
    board = FakeBoard()
    qtbot.addWidget(board)
    asked: list[int] = []

    class Recording(FirstAI):
        def choose(self, view, legal, budget_s, cancel):
            asked.append(view.seat)
            return super().choose(view, legal, budget_s, cancel)

    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: Recording()
    )
    _MADE.append(controller)
    controller.ai_delay_ms = 60_000  # (longer than the test: it must not have to wait for it)
    page.set_controller(controller)
    bot2 = Seat("Bot 2", kind="ai", level="easy")
    match = FakeMatch([ANN, BOT, bot2], start=30)
    page.start(match)
    board.action_chosen.emit(Take(1))  # Ann, then Bot, then Bot 2
    qtbot.waitUntil(lambda: asked == [1, 2], timeout=3000)
    qtbot.wait(20)
    # Bot 2 is choosing: the banner and the board name it,
    # while Bot's move stays in sight (the pause is not over).
    assert len(match.actions) == 2 and match.to_move == 2
    assert page.turn.text().replace("\xa0", " ") == "Bot 2 (AI) is playing"
    assert board.turn_seat == 2
    assert controller.move_now()  # the held move is shown now
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert len(match.actions) == 3 and page.turn.text() == "Ann's turn"


def test_ai_players_get_the_one_way_seed_the_arena_uses_too(qtbot):
    from farmhouse import arena
    from farmhouse.core.ai import ai_seed

    seeds = []
    controller, board = make_controller(
        qtbot, lambda g, level, seed: seeds.append((level, seed)) or FirstAI()
    )
    match = FakeMatch([ANN, BOT, Seat("Cy", "ai", "easy")], start=20)
    controller.start(match)
    # each AI is made when it first decides: a loaded game's board is shown without its AI
    assert seeds == []
    board.action_chosen.emit(Take(1))  # Ann, then Bot, then Cy, then Ann again
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=5000)
    board.action_chosen.emit(Take(1))  # and round again: the same AIs, none made anew
    qtbot.waitUntil(lambda: len(match.actions) == 6 and controller._awaiting_human, timeout=5000)
    assert seeds == [("normal", ai_seed(42, 1)), ("easy", ai_seed(42, 2))]
    assert arena.ai_seed is ai_seed  # one helper, in core
    controller.stop()


def test_the_board_marks_the_seat_the_banner_names_in_every_phase(qtbot):
    """Three AIs in a row, a human, a forced pass and a hand-over: whenever the page is
    looked at, the banner and the board name the same seat (BoardWidget.set_turn)."""
    page = GamePage()
    qtbot.addWidget(page)
    board = SlowBoard()
    qtbot.addWidget(board)
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 120
    page.set_controller(controller)
    bots = [Seat(f"Bot {i}", kind="ai", level="easy") for i in (1, 2, 3)]
    match = FakeMatch([ANN, *bots, BOB], start=14, pass_seats=[4])
    samples: list[tuple[object, object]] = []
    sampler = QTimer()
    sampler.timeout.connect(lambda: samples.append((page._turn_seat, board.turn_seat)))
    sampler.start(5)
    page.start(match)
    while not match.is_over:
        qtbot.waitUntil(
            lambda: (
                controller._awaiting_human
                or controller.pending_handover is not None
                or match.is_over
            ),
            timeout=5000,
        )
        if controller.pending_handover is not None:
            page.hand_over.button.click()
        elif controller._awaiting_human:
            board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: page.result_button.isVisibleTo(page), timeout=3000)
    qtbot.wait(20)
    sampler.stop()
    assert len(samples) > 50
    assert all(banner == marked for banner, marked in samples)
    # every view was shown with the turn it belongs to already marked
    assert board.turns_at_show and all(t in (0, 1, 2, 3, None) for t in board.turns_at_show)
    assert 4 not in {banner for banner, _ in samples}  # Bob only ever passed
    assert samples[-1] == (None, None)


def test_events_since_a_seats_last_turn(qtbot):
    controller, board = make_controller(qtbot)
    match = FakeMatch([ANN, BOT, Seat("Cy", "ai", "easy")], start=20)
    controller.start(match)
    qtbot.waitUntil(lambda: controller._awaiting_human, timeout=3000)
    assert match.since_last_decision(0, None) == []  # nothing happened before Ann's turn
    assert board.recent[-1] == [] and board.recent_seats[-1] == 0
    board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: controller._awaiting_human and len(match.actions) == 3, timeout=3000)
    public = match.since_last_decision(0, None)
    assert [e.key for e in public] == ["fake.take", "fake.take"]  # Bot's and Cy's moves
    assert controller.lines_since_turn(0) == ["Bot takes 1", "Cy takes 1"]
    assert board.recent[-1] == public  # Ann's board: the same, her view's part
    # Bot decided at action 1: since then only Cy moved (Cy's secret draw is Cy's alone)
    assert [(e.key, e.seat) for e in match.since_last_decision(1, 1)] == [("fake.take", 2)]
    assert match.since_last_decision(2, 2) == []  # Cy moved last


def test_a_loaded_game_starts_the_boards_recent_moves_from_the_last_turn(qtbot):
    controller, board = make_controller(qtbot)
    match = FakeMatch([ANN, BOT], start=20)
    for _ in range(3):  # Ann, Bot, Ann: as a save would hold them
        match.apply(Take(1))
    match.apply(Take(2))  # Bot again: now Ann is to move
    controller.start(match)
    assert board.recent and [(e.key, e.seat) for e in board.recent[-1]] == [("fake.take", 1)]


def test_the_hand_over_screen_says_what_happened_since_that_players_last_turn(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot)
    page.set_controller(controller)
    match = FakeMatch([ANN, BOT, BOB], start=20)
    page.start(match)
    page.hand_over.button.click()  # Ann's first turn: nothing happened before it
    board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)  # Bob's turn after Bot's
    summary = page.hand_over.summary_text
    assert page.hand_over.summary_box.isVisibleTo(page.hand_over)
    assert "Ann takes 2" in summary and "Bot takes 1" in summary
    assert "secret" not in summary  # nothing private on a screen everybody sees
    page.hand_over.button.click()
    assert [(e.key, e.seat) for e in board.recent[-1]] == [("fake.take", 0), ("fake.take", 1)]


@pytest.mark.parametrize(
    ("language", "began", "since"),
    [
        ("en", "Since the game began", "Since your last turn"),
        ("ja", "ゲーム開始以降", "あなたの前回の手番以降"),
        ("zh_TW", "自遊戲開始以來", "自你上回合以來"),
        ("zh_CN", "自游戏开始以来", "自你上回合以来"),
    ],
)
def test_a_players_first_hand_over_says_since_the_game_began(
    qtbot, translations, language, began, since
):
    """Issue 18, S4 (session 22's tester, 4): on a player's very first turn the hand-over
    and the board titled the list "Since your last turn" (「あなたの前回の手番以降」) though
    that player had had no turn yet. Until a seat's first turn is over they say "Since the
    game began"; from its second turn on "Since your last turn"."""
    from farmhouse.app.board.linebreak import plain

    assert translations.set_language(language)
    page = GamePage()
    qtbot.addWidget(page)
    controller, board = make_controller(qtbot)
    page.set_controller(controller)
    match = FakeMatch([ANN, BOT, BOB], start=20)
    page.start(match)
    assert plain(page.hand_over.summary_title.text()) == began  # Ann, before any turn
    page.hand_over.button.click()
    assert board.recent_began[-1] and board.recent_seats[-1] == 0
    board.action_chosen.emit(Take(2))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)  # Bob's first turn
    assert controller.pending_handover == 2
    assert page.hand_over.summary_box.isVisibleTo(page.hand_over)
    assert plain(page.hand_over.summary_title.text()) == began
    page.hand_over.button.click()
    assert board.recent_began[-1] and board.recent_seats[-1] == 2
    board.action_chosen.emit(Take(1))
    qtbot.waitUntil(lambda: page.handover_shown, timeout=3000)  # Ann's second turn
    assert controller.pending_handover == 0
    assert plain(page.hand_over.summary_title.text()) == since
    page.hand_over.button.click()
    assert not board.recent_began[-1] and board.recent_seats[-1] == 0


def test_the_end_of_a_game_of_ais_lists_what_the_longest_waiting_seat_missed(qtbot):
    """Issue 18, tester 23's F7: at the end of a game no person played the board's public
    view listed nobody's "since … last turn" (seat None), which a board titles "Since your
    last turn". It now lists that of the seat whose last turn is the oldest."""
    controller, board = make_controller(qtbot)
    match = FakeMatch([BOT, Seat("Cy", "ai", "easy"), Seat("Di", "ai", "easy")], start=7)
    controller.start(match)
    qtbot.waitUntil(lambda: match.is_over and bool(board.recent_seats), timeout=5000)
    qtbot.waitUntil(lambda: len(board.shown) > 1 and board.shown[-1][0].to_move is None)
    last = match.movers[-1]
    seat = board.recent_seats[-1]
    assert seat is not None and seat != last
    # (its last turn is the oldest: the list holds every other seat's last turn)
    assert seat == (last + 1) % 3
    assert {e.seat for e in board.recent[-1]} == {0, 1, 2} - {seat}


def test_a_controller_stops_its_timers_when_its_board_goes(qtbot):
    """A board deleted (its window closed, the test over) while AIs play: the controller's
    steps still to come (the AI-speed pause, the animation wait, the next AI's decision) stop
    when they find it gone, so no later step asks the deleted board to show a view (one did,
    under load: "FakeBoard already deleted"; pytest-qt fails a test on an exception in a
    slot)."""
    board = SlowBoard()
    controller = MatchController(
        board, fake_ui(), autosave=lambda m: None, ai_factory=lambda g, level, seed: FirstAI()
    )
    controller.ai_delay_ms = 150
    bots = [Seat(f"Bot {i}", kind="ai", level="easy") for i in (1, 2, 3)]
    match = FakeMatch([*bots, ANN], start=14)
    controller.start(match)
    # an AI's move is on screen and the next AI waits for the pause
    qtbot.waitUntil(lambda: controller._pause_timer.isActive(), timeout=5000)
    moves = len(match.actions)
    shiboken6.delete(board)
    # what would have come of the pause, the decision and the animations
    qtbot.wait(2 * (controller.ai_delay_ms + SlowBoard.ANIM_MS))
    assert len(match.actions) <= moves + 1  # (at most the decision already made)
    assert not controller._pause_timer.isActive()
    assert not controller._anim_timer.isActive()
    assert not controller.ai_thinking
    controller.shutdown()


class HeldBoard(FakeBoard):
    """Its animations (of a view with events) run until the test calls :meth:`release`, as a
    board's final scoring animates a while after the last action."""

    def show_view(self, view, legal, events=(), names=()) -> None:
        self.shown.append((view, list(legal), list(events)))
        self.turns_at_show.append(self.turn_seat)
        if not events:
            QTimer.singleShot(0, self, self.animations_finished.emit)

    def release(self) -> None:
        self.animations_finished.emit()


def held_page(qtbot, seats, start):
    board = HeldBoard()
    page = page_on(qtbot, board, 0)
    page.resize(1280, 720)  # (narrower, the side panel and its "Show result" fold away)
    page.show()
    ended: list[object] = []
    page.game_over.connect(ended.append)
    match = FakeMatch(seats, start=start)
    page.start(match)
    return page, board, match, ended


def test_the_banner_says_game_over_while_the_last_ai_move_still_animates(qtbot):
    """Issue (session 10): the board showed the final scoring while the banner still said
    "Bot (AI) is playing" until the scoring's animations ended. The banner says the game is
    over as soon as the last action is applied; "Show result" (and the result) come once the
    board has shown it."""
    page, board, match, ended = held_page(qtbot, [ANN, BOT], start=2)
    board.action_chosen.emit(Take(1))
    assert page.turn.text() == "Bot (AI) is playing"
    board.release()  # Ann's move has been shown: the bot plays the last move
    qtbot.waitUntil(lambda: match.is_over, timeout=3000)
    # the last move (and the final scoring) still animates...
    assert page.turn.text() == "Game over"
    assert board.turn_seat is None  # (the board marks no seat either)
    assert not page.thinking.isVisibleTo(page)  # no thinking sign, no "Move now"
    assert not page.result_button.isVisibleTo(page) and not ended
    board.release()  # ...and now it has been seen: the result is offered
    qtbot.waitUntil(lambda: bool(ended), timeout=3000)
    assert page.turn.text() == "Game over" and page.result_button.isVisibleTo(page)


def test_the_banner_says_game_over_while_a_hot_seat_players_last_move_animates(qtbot):
    page, board, match, ended = held_page(qtbot, [ANN, BOB], start=1)
    if page.controller.pending_handover is not None:
        page.controller.confirm_handover()
    qtbot.waitUntil(lambda: board.interactive, timeout=3000)
    assert page.turn.text() == "Ann's turn"
    board.action_chosen.emit(Take(1))  # the last move
    assert match.is_over and page.turn.text() == "Game over"
    assert not page.result_button.isVisibleTo(page) and not ended
    board.release()
    qtbot.waitUntil(lambda: bool(ended), timeout=3000)
    assert page.result_button.isVisibleTo(page)
