"""The kit's stages (``GameBoard.stage``, session 12): a long animation shows positions
between the last one and the new view (El Gaucho's final sales, seat after seat): each stage
is drawn when the animation reaches it and says so (``stage_shown``, which the shell logs
and shows the totals of), "since your last turn" holds only what was shown so far, and the
new view is drawn again at the end or when the animation is skipped; a stage of an
animation already over draws nothing."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from farmhouse.app.board.animation import AnimationQueue
from farmhouse.app.board.game_board import GameBoard
from farmhouse.core.choices import PathChoices, Selection, Target
from farmhouse.core.game import Event, IllegalAction


class NoChoices(PathChoices[Any, Any]):
    def path(self, action: Any) -> Iterable[Target]:
        return []

    def shown(self, selection: Selection) -> Iterable[Target]:
        return []

    def refusal(self, selection: Selection, target: Target) -> IllegalAction:
        return IllegalAction("none")


class StagedBoard(GameBoard):
    """Draws a view (a string) by remembering it; animates the events "sale" in stages."""

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 400, 300))
        self.drawn: list[tuple[str, list[str]]] = []

    def make_choices(self, view: Any, legal: Sequence[Any]) -> NoChoices:
        return NoChoices(view, legal)

    def draw(self, view: Any) -> None:
        self.drawn.append((view, [e.key for e in self.recent]))

    def animate(self, events: Sequence[Event]) -> Sequence[Any]:
        sales = [e for e in events if e.key.startswith("sale")]
        if not sales:
            return []
        q = self.animations
        steps = [self.stage("before", now=True)]
        for k, sale in enumerate(sales):
            steps += [self.stage(f"selling {k}", [sale]), q.pause(100), self.stage(f"sold {k}")]
        return steps


EVENTS = [Event("moved"), Event("sale0"), Event("sale1"), Event("over")]


def shown_board(qtbot) -> tuple[StagedBoard, list[tuple[list[str], Any]]]:
    board = StagedBoard()
    qtbot.addWidget(board)
    board.set_animation_speed(1.0)
    said: list[tuple[list[str], Any]] = []
    board.stage_shown.connect(lambda events, view: said.append(([e.key for e in events], view)))
    board.set_recent([Event("earlier"), *EVENTS])
    board.show_view("end", [], EVENTS)
    return board, said


def test_stages_are_drawn_as_the_animation_reaches_them_then_the_view_again(qtbot):
    board, said = shown_board(qtbot)
    assert board.is_animating()
    # the first picture is the stage before the sales, its "since your last turn" without them
    assert board.staged_view == "selling 0"
    assert board.drawn[-1] == ("selling 0", ["earlier", "moved", "sale0"])
    assert [e.key for e in board.paced_events()] == ["sale0", "sale1"]
    assert said[:2] == [([], "before"), (["sale0"], "selling 0")]
    board.animations._running.setCurrentTime(150)  # (the clock, step by step)
    assert board.staged_view == "selling 1"
    assert said[2:] == [([], "sold 0"), (["sale1"], "selling 1")]
    assert board.drawn[-1] == ("selling 1", ["earlier", "moved", "sale0", "sale1"])
    board.animations._running.setCurrentTime(1000)  # the end: the view itself, recent whole
    assert not board.is_animating() and board.staged_view is None
    assert board.drawn[-1] == ("end", ["earlier", *[e.key for e in EVENTS]])
    assert board.paced_events() == []


def test_a_skipped_animation_ends_on_the_view_and_old_stages_draw_nothing(qtbot):
    board, said = shown_board(qtbot)
    assert board.skip_animation()
    assert board.staged_view is None and board.drawn[-1][0] == "end"
    assert [view for _, view in said][-1] == "sold 1"  # (every stage passed, in order)
    drawn = len(board.drawn)
    old = board.stage("stale")  # a stage made for an animation that is over
    old.start()
    assert len(board.drawn) == drawn and board.staged_view is None
    board.show_view("end", [], [Event("moved")])  # a move without stages: nothing waits
    assert board.paced_events() == [] and board.staged_view is None


def test_since_your_last_turn_holds_no_later_event_of_the_move_while_stages_show(qtbot):
    """The "since your last turn" of the one who made the move lacks its sales: only the
    event after them ("over", El Gaucho's game over naming the winner) is listed, and it was
    drawn from the first picture on. Now it waits for the animation's end, as the sales do."""
    board = StagedBoard()
    qtbot.addWidget(board)
    board.set_animation_speed(1.0)
    board.set_recent([Event("earlier"), EVENTS[-1]])
    board.show_view("end", [], EVENTS)
    assert board.drawn[-1] == ("selling 0", ["earlier"])
    board.animations._running.setCurrentTime(150)
    assert board.drawn[-1] == ("selling 1", ["earlier"])
    assert board.skip_animation()
    assert board.drawn[-1] == ("end", ["earlier", "over"])


def test_an_empty_plays_queued_end_is_not_the_end_of_the_next_play(qtbot):
    """An animation of nothing reports its end from the event loop; when another play starts
    before that report, the report came anyway and was taken for the new play's end (the
    shell then ended El Gaucho's final scoring at its first frame). Now only the new play's
    end is reported, once."""
    queue = AnimationQueue(QGraphicsScene())
    ends: list[bool] = []
    queue.finished.connect(lambda: ends.append(queue.running))
    queue.play([])
    queue.play([queue.pause(300)])
    qtbot.wait(30)
    assert queue.running and ends == []
    qtbot.waitUntil(lambda: not queue.running, timeout=3000)
    qtbot.wait(30)
    assert ends == [False]
    queue.play([])  # (alone, an empty play still reports its end)
    qtbot.waitUntil(lambda: len(ends) == 2, timeout=1000)
