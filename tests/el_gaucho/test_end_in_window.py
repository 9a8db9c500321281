"""The end of an El Gaucho game in the real main window at AI speed "normal" (issue 18): the
final sales of a seat are shown together, seat after seat (not herd after herd: 4 players'
17 sales took ~22 s), a click on the board or Esc finishes them at once and the result
dialog opens (the status bar says so while they play, and not after: issue 19), also Esc
pressed in the game log (issue 19: only the board took it), and the start player's badge is
gone from the finished game's panels."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from farmhouse.core import saves
from farmhouse.core.game import Seat
from farmhouse.core.match import Match
from farmhouse.games.el_gaucho.rules import Options
from tests.app.keyplay import focus_by_keys, real_window

pytestmark = pytest.mark.gui


def last_move_to_play(tmp_path: Path, players: int, seed: int) -> tuple[Path, object]:
    """A save of a random game one move before its end, the mover of that move a human
    and the others AIs, and that move."""
    rng = random.Random(seed)
    played = Match.new("el_gaucho", [Seat(f"P{i}") for i in range(players)], Options(), seed)
    while not played.is_over:
        played.apply(rng.choice(list(played.legal_actions())))
    *before, last = played.actions
    probe = Match.new("el_gaucho", played.seats, Options(), seed)
    for action in before:
        probe.apply(action)
    mover = probe.to_move
    seats = [
        Seat(s.name) if i == mover else Seat(s.name, "ai", "easy")
        for i, s in enumerate(probe.seats)
    ]
    match = Match.new("el_gaucho", seats, Options(), seed)
    for action in before:
        match.apply(action)
    path = tmp_path / "end.farmhouse"
    saves.save_match(match, path)
    return path, last


SKIP_HINT = "Click the board or press Esc to skip the animation."


@pytest.mark.parametrize("skip", ["esc", "click", "esc_in_log", "none"])
def test_the_final_sales_are_short_and_a_click_or_esc_skips_to_the_result(qtbot, tmp_path, skip):
    path, last = last_move_to_play(tmp_path, 4, 5)  # 17 final sales
    with real_window(qtbot, speed="normal") as window:
        assert window.open_path(path)
        board = window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        assert "Start" in board.texts_on_board()  # the start player's badge, mid-game
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        for target in board.choices.paths_of(last)[0]:  # the last move, by keys
            focus_by_keys(board, target)
            QTest.keyClick(board, Qt.Key.Key_Return)
        assert window.match.is_over and board.is_animating()
        # the seats' sales one seat after another (4 × 1.2 s) after the banner, not 17 × 1.2 s
        assert board.animation_remaining_ms() < 8000
        assert "Start" not in board.texts_on_board()  # no round follows: no start player
        assert window.game_over_dialog is None
        assert window.statusBar().currentMessage() == SKIP_HINT
        at_end: list[str] = []  # the status bar as the animation ends (the shell heard it)
        board.animations_finished.connect(
            lambda: at_end.append(window.statusBar().currentMessage())
        )
        if skip == "esc":
            QTest.keyClick(board, Qt.Key.Key_Escape)
        elif skip == "esc_in_log":
            log = window.game_page.log
            log.setFocus()
            qtbot.waitUntil(log.hasFocus, timeout=3000)
            QTest.keyClick(log, Qt.Key.Key_Escape)
        elif skip == "click":
            QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton)
        else:
            qtbot.waitUntil(lambda: not board.is_animating(), timeout=20000)
        assert not board.is_animating()
        assert at_end and SKIP_HINT not in at_end  # the hint went with the animation
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


@pytest.mark.parametrize("lang,size", [("en", (1280, 720)), ("ja", (1920, 1080))])
def test_the_final_scoring_covers_the_roll_and_since_your_last_turn_whole(
    qtbot, tmp_path, lang, size
):
    """The tester's find (issue 11): with 2 players the final scoring was shorter than the
    Roll box and the "Since your last turn" box it is drawn over, and their last lines showed
    under it ("• Game over: … wins with 203 pesos."). Now it covers both boxes whole once the
    final sales are shown; while they are, neither it nor "Since your last turn" tells the
    result yet (session 12: the totals follow the sales)."""
    from farmhouse.games.el_gaucho.board import layout as L

    from .board_hooks import final_frame

    path, last = last_move_to_play(tmp_path, 2, 3)
    with real_window(qtbot, lang=lang, size=size, speed="normal") as window:
        assert window.open_path(path)
        board = window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        for target in board.choices.paths_of(last)[0]:
            focus_by_keys(board, target)
            QTest.keyClick(board, Qt.Key.Key_Return)
        assert window.match.is_over and board.is_animating()
        title = "Final scoring" if lang == "en" else "最終得点計算"
        assert final_frame(board, title) is None  # (during the sales: the result at their end)
        assert not [e for e in board.recent if e.key == "EG.game_over"]
        QTest.keyClick(board, Qt.Key.Key_Escape)
        for _ in ("once skipped", "redrawn"):
            frame = final_frame(board, title)
            assert frame is not None
            for box in (L.TRAY_RECT, L.RECENT_RECT):
                assert frame.top() <= box.top() + 1 and frame.bottom() >= box.bottom() - 1
            assert not board.is_animating()
            board.redraw()
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


def herd_tiles_shown(board, players: int) -> list[int]:
    """Per seat, the herd tiles the board shows now (drawn, visible, not faded out)."""
    counts = []
    for seat in range(players):
        shown = 0
        for b in range(5):
            for k in range(13):
                item = board.item_of(("herd_tile", (seat, b, k)))
                if item is not None and item.isVisible() and item.effectiveOpacity() > 0.01:
                    shown += 1
        counts.append(shown)
    return counts


def tiles_pictured(board, seat: int) -> int:
    """The tile pictures (drawn or flying) shown now in ``seat``'s panel."""
    from farmhouse.app.board.svg import SvgItem
    from farmhouse.games.el_gaucho.board import layout as L

    tiles, panel = {L.tile_path(b) for b in range(5)}, board.table._panel_of[seat]
    return sum(
        1
        for item in board.scene().items()
        if isinstance(item, SvgItem) and item.path in tiles and item.isVisible()
        if item.effectiveOpacity() > 0.01
        and panel.contains(item.mapRectToScene(item.boundingRect()).center())
    )


@pytest.mark.parametrize("players,seed,skip_at", [(2, 3, None), (4, 5, None), (3, 8, 0.5)])
def test_the_log_and_the_totals_follow_the_final_sales_and_no_sold_tile_comes_back(
    qtbot, tmp_path, players, seed, skip_at
):
    """The tester's finds: the game log and the side panel's totals said the final result
    from the first frame of the final scoring, the "Sale: …" labels showed over herds already
    gone, and herd tiles once came back mid-animation. Frame by frame (the animation's clock
    set step by step, and skipped half-way with ``skip_at``): the board shows the herds
    until their sale, each seat's sales are logged as their labels show, the side panel's
    pesos are the board's, the game over is logged last, and a herd tile once gone never
    shows again."""
    path, last = last_move_to_play(tmp_path, players, seed)
    with real_window(qtbot, speed="normal") as window:
        assert window.open_path(path)
        page, board = window.game_page, window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        before = len(page.log_lines())
        board.action_chosen.emit(last)
        match, ui = window.match, page.controller.ui
        assert match.is_over and board.is_animating()
        names = page.controller.kept_names
        sales = [e for e in board.events if e.key == "EG.sale" and e.params["kind"] == "final"]
        sale_lines = [ui.log_lines([e], names)[0] for e in sales]
        over_line = ui.log_lines([e for e in board.events if e.key == "EG.game_over"], names)
        won = [
            sum(e.params["pesos"] for e in sales if e.params["seat"] == s) for s in range(players)
        ]
        final = match.view(None)
        start = [final.money[s] - won[s] for s in range(players)]
        assert herd_tiles_shown(board, players) == [
            sum(e.params["count"] for e in sales if e.params["seat"] == s) for s in range(players)
        ]  # every herd still there at the first frame
        group = board.animations._running
        total, seen, t = group.totalDuration(), herd_tiles_shown(board, players), 0
        while board.is_animating():
            drawn = board.staged_view or board.view
            assert page._shown_view.money == drawn.money, t  # the totals are the board's
            logged = page.log_lines()[before:]
            assert over_line[0] not in logged, t  # the result only at the end
            told = [line for line in logged if line in sale_lines]
            assert told == sale_lines[: len(told)], t  # in order, each once
            for seat in range(players):  # a seat's pesos only after its sales were logged
                if drawn.money[seat] != start[seat]:
                    assert drawn.money[seat] == final.money[seat], t
                    mine = [sale_lines[k] for k, e in enumerate(sales) if e.params["seat"] == seat]
                    assert set(mine) <= set(told), t
            now = herd_tiles_shown(board, players)
            assert all(a <= b for a, b in zip(now, seen, strict=True)), (t, now, seen)
            for seat in range(players):  # a seat's herds sold: no tile shows there any more
                if drawn.money[seat] == final.money[seat] and won[seat]:
                    assert tiles_pictured(board, seat) == 0, (t, seat)
            seen = now
            if skip_at is not None and t >= total * skip_at:
                assert board.skip_animation()
                break
            t = min(total, t + 40)
            group.setCurrentTime(t)
        assert not board.is_animating()
        assert herd_tiles_shown(board, players) == [0] * players
        assert [tiles_pictured(board, seat) for seat in range(players)] == [0] * players
        logged = page.log_lines()[before:]
        assert [line for line in logged if line in sale_lines] == sale_lines
        assert logged[-1] == over_line[0]
        assert page._shown_view.money == final.money
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


def test_the_seats_are_fitted_only_when_something_changed_during_the_final_scoring(
    qtbot, tmp_path, monkeypatch
):
    """The side panel fits its seats (SeatLine.set_tight for each of the 4) only where their
    texts, widths or room changed (issue 18, the cost of fitting the seats): El Gaucho's
    final scoring fitted them at every resize of the seats or the log and every new view,
    21 times here, mostly with nothing changed."""
    from farmhouse.app.seat_list import SeatLine

    tights: list[int] = []
    real = SeatLine.set_tight
    monkeypatch.setattr(
        SeatLine, "set_tight", lambda self, *a, **k: (tights.append(1), real(self, *a, **k))[1]
    )
    path, last = last_move_to_play(tmp_path, 4, 5)
    with real_window(qtbot, speed="normal") as window:
        assert window.open_path(path)
        board = window.game_page.board
        qtbot.waitUntil(board.taking_choices, timeout=10000)
        board.setFocus()
        qtbot.waitUntil(board.hasFocus, timeout=3000)
        tights.clear()
        for target in board.choices.paths_of(last)[0]:
            focus_by_keys(board, target)
            QTest.keyClick(board, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not board.is_animating(), timeout=20000)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()
        assert len(tights) <= 4 * 12, len(tights) // 4
