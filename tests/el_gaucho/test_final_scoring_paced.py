"""El Gaucho's final scoring, shown seat after seat, in the real main window (session 12's
tester's finds on the staged final sales): "Since your last turn" named the winner from the
first frame, the first seller's log lines came late, a queued end of an earlier (empty)
animation once ended the staging at once, a language switch wrote every line at once and
kept the English skip hint, and the result dialog called a single tile a herd."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from farmhouse.games.el_gaucho import texts
from tests.app.keyplay import real_window
from tests.el_gaucho import board_hooks as hooks

from .test_end_in_window import SKIP_HINT, last_move_to_play

pytestmark = pytest.mark.gui


def final_lines(page: Any, board: Any) -> tuple[list[str], str]:
    """The log lines of the final sales shown now (in order) and of the game over."""
    ui, names = page.controller.ui, page.controller.kept_names
    sales = [e for e in board.events if e.key == "EG.sale" and e.params["kind"] == "final"]
    over = [e for e in board.events if e.key == "EG.game_over"]
    return [ui.log_lines([e], names)[0] for e in sales], ui.log_lines(over, names)[0]


def step_through(board: Any, check: Any, ms: int = 40) -> None:
    """Set the running animation's clock ``ms`` at a time to its end, calling ``check(t)``
    at every frame (the first at 0)."""
    group = board.animations._running
    total, t = group.totalDuration(), 0
    while board.is_animating():
        check(t)
        t = min(total, t + ms)
        group.setCurrentTime(t)


def open_before_the_end(qtbot: Any, window: Any, tmp_path: Path, players: int, seed: int):
    path, last = last_move_to_play(tmp_path, players, seed)
    assert window.open_path(path)
    page, board = window.game_page, window.game_page.board
    qtbot.waitUntil(board.taking_choices, timeout=10000)
    return page, board, last


@pytest.mark.parametrize("players,seed,lang", [(2, 2, "en"), (3, 5, "ja"), (4, 8, "en")])
def test_since_your_last_turn_names_the_winner_only_after_the_sales(
    qtbot, tmp_path, players, seed, lang
):
    """The human's own move ends the game: "since your last turn" then holds only the game
    over (its sales are the human's own doings). It said "Game over: … wins" from the first
    frame of the sales; now it does only once the animation is over."""
    with real_window(qtbot, lang=lang, speed="normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, players, seed)
        board.action_chosen.emit(last)
        assert window.match.is_over and board.is_animating() and board.staged_view is not None
        _, over_line = final_lines(page, board)
        over = next(e for e in board.events if e.key == "EG.game_over")
        said = texts.summary_line(over, board.table.names)  # "Game over: … wins with …"
        assert said

        def check(t: int) -> None:
            assert not [e for e in board.recent if e.key == "EG.game_over"], t
            assert said not in hooks.recent_lines(board)[1], t
            assert over_line not in page.log_lines(), t

        step_through(board, check)
        assert board.recent and board.recent[-1].key == "EG.game_over"  # the winner last
        assert hooks.recent_lines(board)[1][-1] == said
        assert page.log_lines()[-1] == over_line
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


@pytest.mark.parametrize("players,seed", [(3, 1), (3, 5)])
def test_a_sellers_lines_are_logged_when_their_sales_show_even_the_first(
    qtbot, tmp_path, players, seed
):
    """Every stage the board reached (``stage_shown``: a seat's sales shown, its totals with
    them) has its lines in the log at that frame, the first seller's too (they came only with
    the next seat's, 1.2 s later). (Session 20: a seat's lines come as its sales end, with
    its totals, the tester's Y8, no longer as their labels show: the first seller's stage is
    no longer the animation's first step, reached inside the move's show.)"""
    with real_window(qtbot, speed="normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, players, seed)
        ui, names = page.controller.ui, page.controller.kept_names
        reached: list[Any] = []
        board.stage_shown.connect(lambda events, _view: reached.extend(events))
        board.action_chosen.emit(last)
        assert board.is_animating()

        def check(t: int) -> None:
            logged = page.log_lines()
            for event in reached:
                assert ui.log_lines([event], names)[0] in logged, t

        step_through(board, check)
        sale_lines, over_line = final_lines(page, board)
        logged = page.log_lines()
        assert reached and [x for x in logged if x in sale_lines] == sale_lines
        assert logged[-1] == over_line
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()


def test_an_earlier_empty_animations_end_does_not_end_the_final_scoring(qtbot, tmp_path):
    """The intermittent find: the human's turn shown anew (an animation of nothing, whose end
    the event loop reports) and the game's last move made before that report came: the report
    ended the final scoring's wait at once (every line and the totals at the first frame, the
    animation cut short). Now the final sales still play in stages."""
    with real_window(qtbot, speed="normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, 3, 8)
        before = len(page.log_lines())
        board.show_view(board.view, board.legal, (), board.names)  # as the turn's start does
        board.action_chosen.emit(last)
        assert board.is_animating() and board.staged_view is not None
        sale_lines, over_line = final_lines(page, board)
        qtbot.wait(50)  # (the event loop runs: the empty animation's end is reported)
        assert board.is_animating() and board.staged_view is not None
        assert over_line not in page.log_lines()
        assert not [x for x in page.log_lines()[before:] if x in sale_lines[-1:]]
        assert page._shown_view.money == board.staged_view.money
        assert window.game_over_dialog is None
        board.skip_animation()
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        assert page.log_lines()[-1] == over_line
        window.game_over_dialog.close()


def test_a_language_switch_during_the_final_scoring_keeps_the_lines_waiting(qtbot, tmp_path):
    """Switching the language while the final sales play wrote every remaining sale line and
    the game over at once, and the status bar kept the English skip hint. Now the log, rewritten
    in the new language, still holds only the sales shown, the rest come with their stages, and
    the hint is said in the new language."""
    with real_window(qtbot, speed="normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, 4, 5)
        board.action_chosen.emit(last)
        assert board.is_animating() and window.statusBar().currentMessage() == SKIP_HINT
        first = page.log_lines()[0]
        window.set_language("ja")
        qtbot.waitUntil(lambda: page.log_lines()[0] != first, timeout=3000)  # (rewritten)
        hint = QCoreApplication.translate("MatchController", SKIP_HINT)
        assert hint != SKIP_HINT and window.statusBar().currentMessage() == hint
        sale_lines, over_line = final_lines(page, board)  # (in Japanese now)
        assert board.is_animating()
        assert not [x for x in page.log_lines() if x in sale_lines], "no sale shown yet"
        assert over_line not in page.log_lines()

        def check(t: int) -> None:
            logged = page.log_lines()
            assert over_line not in logged, t
            told = [x for x in logged if x in sale_lines]
            assert told == sale_lines[: len(told)], t

        step_through(board, check)
        logged = page.log_lines()
        assert [x for x in logged if x in sale_lines] == sale_lines and logged[-1] == over_line
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()
        window.set_language("en")


@pytest.mark.parametrize("players,seed,lang", [(4, 5, "ja"), (4, 8, "ja"), (3, 5, "zh_CN")])
def test_the_side_panel_keeps_still_and_tells_what_the_log_tells(
    qtbot, qapp, tmp_path, players, seed, lang
):
    """Session 19's tester (Y8), El Gaucho's final scoring in Japanese at 1280 × 720 with 4
    players: one seat's summary grew a line 4 s in ("105ペソ · 手元のガウチョ7人" / "群れなし")
    and the game log moved 21 px down; and the log listed a seat's sales while that seat's
    line still had its pesos and herds before them. Now neither the seat lines nor the log
    move while the sales play (each line keeps the room of its totals before and after), and
    a seat whose sales the log lists shows its totals after them."""
    from farmhouse.app.board.linebreak import plain
    from tests.app.keyplay import styled_window

    with styled_window(qtbot, qapp, lang, (1280, 720), "normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, players, seed)
        ui, names = page.controller.ui, page.controller.kept_names
        lines = page._seat_lines
        qtbot.waitUntil(lambda: all(line.isVisible() for line in lines), timeout=5000)
        board.action_chosen.emit(last)
        assert board.is_animating()
        sales = [e for e in board.events if e.key == "EG.sale" and e.params["kind"] == "final"]
        frames: list[tuple[object, ...]] = []
        told: list[tuple[set[int], list[str]]] = []

        def check(t: int) -> None:
            for _ in range(3):  # (the layouts the new summaries asked for, as a frame would)
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            frames.append(
                (
                    page.seats_area.geometry().getRect(),
                    page.log.geometry().getRect(),
                    tuple(line.height() for line in lines),
                )
            )
            logged = page.log_lines()
            seats = {e.params["seat"] for e in sales if ui.log_lines([e], names)[0] in logged}
            told.append((seats, [plain(line.summary_text) for line in lines]))

        step_through(board, check)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        final = [plain(line.summary_text) for line in lines]
        assert len(set(frames)) == 1, sorted(set(frames))
        assert all(0 < line.height() < 100 for line in lines)  # (laid out: a real panel)
        for seats, summaries in told:
            assert all(summaries[s] == final[s] for s in seats), (seats, summaries, final)
        assert told[0][0] != told[-1][0]  # (the sales were logged on the way)
        window.game_over_dialog.close()


def test_after_the_final_scoring_each_seat_line_is_as_tall_as_what_it_shows(
    qtbot, qapp, tmp_path, monkeypatch
):
    """Issue 18: while the sales play each seat line keeps the room of its tallest summary
    (the test above); it kept it after them too, until the next view: a summary taller on
    the way (here one of two lines given first: the real ones at 1280 × 720 are as tall as
    the totals) left its line too tall under its one-line totals, a gap in the list, as
    long as no view came after the game's end (the controller's second view of the end,
    gone since, let it go). Once the scoring is shown (the
    game-over signal), every line is as tall as the summary it shows."""
    import attrs

    from farmhouse.app.labels import text_box
    from tests.app.keyplay import styled_window

    with styled_window(qtbot, qapp, "ja", (1280, 720), "normal") as window:
        page, board, last = open_before_the_end(qtbot, window, tmp_path, 4, 5)
        lines = page._seat_lines
        qtbot.waitUntil(lambda: all(line.isVisible() for line in lines), timeout=5000)
        ui, calls = page.controller.ui, [0] * len(lines)
        summary = ui.seat_summary

        def taller_on_the_way(view: Any, seat: int) -> str:
            text = summary(view, seat)
            if not view.game_over or page._ended:
                return text
            calls[seat] += 1  # (the first: the final totals, given first; then the stages)
            return f"{text}\n{text}" if calls[seat] == 1 else text

        monkeypatch.setattr(page.controller, "ui", attrs.evolve(ui, seat_summary=taller_on_the_way))
        heights: list[tuple[list[int], list[int]]] = []

        def at_the_end(_outcome: Any) -> None:  # (after the page's own slot)
            own = [
                text_box(line.summary.text(), line.summary.font(), line.summary.width()).height()
                for line in lines
            ]
            heights.append(([line.summary.minimumHeight() for line in lines], own))

        page.controller.game_over.connect(at_the_end)
        board.action_chosen.emit(last)
        step_through(board, lambda t: None)
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=3000)
        window.game_over_dialog.close()
        assert min(calls) >= 2  # (a taller summary was given on the way, then another)
        assert heights and heights[0][0] == heights[0][1], heights
