"""The AI worker keeps nothing of a request once it is answered or cancelled (it kept every
request's job, view and legal actions alive, some 150 per dozen games)."""

from __future__ import annotations

import gc
import time
import weakref

from farmhouse.app.ai_worker import AIRunner
from farmhouse.core.ai import Cancelled


class View:
    """Stands for a seat's view (weakly referenceable, to see whether it is let go)."""


class First:
    def choose(self, view, legal, budget_s, cancel):
        cancel.check()
        return legal[0]


class Slow:
    def choose(self, view, legal, budget_s, cancel):
        while True:
            if cancel.cancelled:
                raise Cancelled()
            time.sleep(0.002)


def test_answered_and_cancelled_requests_are_let_go(qtbot):
    runner = AIRunner()
    answers = []
    runner.decided.connect(answers.append)
    views = []
    for _ in range(20):
        view = View()
        views.append(weakref.ref(view))
        runner.start(First(), view, [1, 2], 1.0)
        del view
        qtbot.waitUntil(lambda: not runner.busy, timeout=3000)
    for _ in range(5):
        view = View()
        views.append(weakref.ref(view))
        runner.start(Slow(), view, [1], 1.0)
        del view
    runner.cancel()
    assert runner.wait(3000)
    qtbot.wait(20)
    gc.collect()
    assert answers == [1] * 20
    assert [ref for ref in views if ref() is not None] == []


def test_a_runner_made_to_share_runs_on_the_other_runners_thread(qtbot):
    """Hints and AI decisions take turns on one worker thread (one search at a time)."""
    runner = AIRunner()
    hints = AIRunner(share=runner)
    assert hints.thread_pool is runner.thread_pool
    answers = []
    hints.decided.connect(answers.append)
    hints.start(First(), View(), [7, 8], 1.0)
    qtbot.waitUntil(lambda: answers == [7], timeout=3000)
    assert hints.wait() and runner.wait()
