"""Tests of the search's worker processes (farmhouse.core.search_pool): root-parallel results,
reproducibility, cancelling and "move now" across processes, and that no process is left
behind (close, garbage collection, interpreter exit, and the parent killed mid-search)."""

from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from farmhouse.core import registry, search_pool
from farmhouse.core import search as search_module
from farmhouse.core.ai import Cancelled, CancelToken
from farmhouse.core.rng import Rng
from farmhouse.core.search import HardPlayer, SearchHooks, SearchResult, search
from farmhouse.core.search_pool import (
    SearchError,
    SearchPool,
    cpu_count,
    worker_iterations,
    worker_seed,
)

from .toygame.rules import GAME, Options, Roll, State, Step

ROOT = Path(__file__).resolve().parents[2]


def _state(positions, bonuses, to_move=0):
    return State(
        len(positions), Options(), Rng.from_seed(5), list(positions), list(bonuses), to_move
    )


def _alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting to be reaped counts as gone)."""
    stat = Path(f"/proc/{pid}/stat")
    if Path("/proc/self/stat").exists():
        try:
            text = stat.read_text()
        except (FileNotFoundError, ProcessLookupError):
            return False
        return text.rpartition(")")[2].split()[0] not in ("Z", "X")
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _wait_gone(pids: list[int], within_s: float = 10.0) -> list[int]:
    """The pids still running after waiting up to ``within_s`` seconds for them to end."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        left = [p for p in pids if _alive(p)]
        if not left:
            return []
        time.sleep(0.05)
    return [p for p in pids if _alive(p)]


@pytest.fixture(scope="module")
def pool():
    """Two workers shared by the tests of this module (starting workers takes a while)."""
    with SearchPool(2) as shared:
        yield shared


def test_cpu_count_and_shares():
    assert cpu_count() >= 1
    assert [worker_iterations(10, 3, w) for w in range(3)] == [4, 3, 3]
    assert worker_seed(1, 0) != worker_seed(1, 1) != worker_seed(2, 1)
    with pytest.raises(ValueError):
        SearchPool(0)


def test_result_is_the_sum_of_the_workers_searches(toy, pool):
    view = GAME.view(_state([3, 5], [1, 2]), 0)
    legal = GAME.legal_actions_in_view(view)
    result = pool.search("toy_dice", view, legal, seed=9, iterations=301, cancel=CancelToken())
    expected = SearchResult.combine(
        search(
            GAME,
            SearchHooks(GAME),
            view,
            legal,
            seed=worker_seed(9, w),
            iterations=worker_iterations(301, 2, w),
        )
        for w in range(2)
    )
    assert result.stats == expected.stats
    assert (result.iterations, result.workers) == (301, 2)
    again = pool.search("toy_dice", view, legal, seed=9, iterations=301, cancel=CancelToken())
    assert again.stats == result.stats


def test_a_worker_freezes_what_its_searches_leave(toy, monkeypatch):
    """A worker process sets ``freeze_after_search`` (farmhouse.core.search): after its
    search the objects then alive are in the collector's permanent generation, so no
    collection at the end of a later search walks the caches earlier ones grew (the loop run
    here in a thread of this process, as a worker runs it)."""
    monkeypatch.setattr(search_module, "freeze_after_search", False)
    parent_end, child_end = multiprocessing.Pipe()
    flags = multiprocessing.RawArray("q", 2)
    flags[0] = 1  # the job's generation
    worker = threading.Thread(target=search_pool._worker_main, args=(child_end, flags, 0))
    worker.start()
    try:
        view = GAME.view(_state([3, 5], [1, 2]), 0)
        decision = pickle.dumps((view, GAME.legal_actions_in_view(view)))
        package = registry.package("toy_dice")
        parent_end.send(("search", 1, "toy_dice", package, False, decision, 9, None, 40))
        reply = parent_end.recv()
        assert reply[0] == "ok" and reply[2].iterations == 40
        assert search_module.freeze_after_search
        assert gc.get_freeze_count() > 0
    finally:
        parent_end.send(None)
        worker.join(10)
        gc.unfreeze()
    assert not worker.is_alive()


def test_pool_finds_the_winning_step(toy, pool):
    view = GAME.view(_state([10, 11], [3, 2]), 0)
    legal = GAME.legal_actions_in_view(view)
    result = pool.search("toy_dice", view, legal, seed=1, iterations=400, cancel=CancelToken())
    assert result.best() == Step(2)


def test_hard_player_in_a_pool_depends_only_on_the_view(toy, pool):
    a = _state([4, 6], [2, 0])
    b = _state([4, 6], [2, 3])  # seat 1's hidden bonus differs
    b.rng = Rng.from_seed(77)

    def choose(state):
        player = HardPlayer("toy_dice", 5, iterations=200, pool=pool)
        view = GAME.view(state, 0)
        action = player.choose(view, GAME.legal_actions_in_view(view), 9.0, CancelToken())
        return action, player.last.stats

    assert choose(a) == choose(b)


def test_one_legal_action_is_not_searched(toy, pool):
    view = GAME.view(_state([4, 6], [2, 0]), 0)
    result = pool.search("toy_dice", view, [Roll()], seed=1, iterations=500, cancel=CancelToken())
    assert result.iterations == 0 and result.best() == Roll()


def _later(after_s: float, act) -> threading.Thread:
    def run() -> None:
        time.sleep(after_s)
        act()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_cancel_reaches_the_workers(toy, pool):
    view = GAME.view(_state([0, 0, 0, 0], [0, 0, 0, 0]), 0)
    legal = GAME.legal_actions_in_view(view)
    token = CancelToken()
    thread = _later(0.3, token.cancel)
    start = time.perf_counter()
    with pytest.raises(Cancelled):
        pool.search("toy_dice", view, legal, seed=1, budget_s=60.0, cancel=token)
    thread.join()
    assert time.perf_counter() - start < 1.5  # loose; benchmarks measure the real latency
    # the workers stopped and the pool still works, with the same results as before
    fresh = pool.search("toy_dice", view, legal, seed=4, iterations=90, cancel=CancelToken())
    again = pool.search("toy_dice", view, legal, seed=4, iterations=90, cancel=CancelToken())
    assert fresh.stats == again.stats and fresh.iterations == 90


def test_move_now_answers_with_the_best_so_far(toy, pool):
    view = GAME.view(_state([0, 0], [0, 0]), 0)
    legal = GAME.legal_actions_in_view(view)
    token = CancelToken()
    thread = _later(0.3, token.hurry)
    start = time.perf_counter()
    result = pool.search("toy_dice", view, legal, seed=1, budget_s=60.0, cancel=token)
    thread.join()
    assert time.perf_counter() - start < 1.5
    assert result.iterations > 0 and result.best() in legal


def test_cancelled_before_it_starts(toy, pool):
    token = CancelToken()
    token.cancel()
    view = GAME.view(_state([0, 0], [0, 0]), 0)
    with pytest.raises(Cancelled):
        pool.search("toy_dice", view, [Step(1), Roll()], seed=1, budget_s=5.0, cancel=token)


def test_a_failing_search_is_reported(toy, pool):
    view = GAME.view(_state([0, 0], [0, 0]), 1)  # seat 1 is not to move
    with pytest.raises(SearchError, match="not to move"):
        pool.search(
            "toy_dice", view, [Step(1), Roll()], seed=1, iterations=10, cancel=CancelToken()
        )


def test_a_dead_worker_is_reported_and_replaced(toy):
    view = GAME.view(_state([0, 0], [0, 0]), 0)
    legal = GAME.legal_actions_in_view(view)
    with SearchPool(2) as own:
        victim = own.pids[1]
        thread = _later(0.5, lambda: os.kill(victim, signal.SIGKILL))
        with pytest.raises(SearchError, match="died"):
            own.search("toy_dice", view, legal, seed=1, budget_s=30.0, cancel=CancelToken())
        thread.join()
        result = own.search("toy_dice", view, legal, seed=1, iterations=40, cancel=CancelToken())
        assert result.iterations == 40 and own.pids[1] != victim


# ----------------------------------------------------------------------------- no process left


def test_close_stops_every_worker():
    pool = SearchPool(2)
    pids = pool.pids
    assert all(_alive(p) for p in pids)
    pool.close()
    pool.close()  # idempotent
    assert _wait_gone(pids, 3.0) == []
    with pytest.raises(RuntimeError):
        pool.search("black_sheep", None, [1, 2], seed=1, iterations=1, cancel=CancelToken())


def test_close_during_a_search_cancels_it(toy):
    pool = SearchPool(2)
    pids = pool.pids
    view = GAME.view(_state([0, 0], [0, 0]), 0)
    raised: list[BaseException] = []

    def think() -> None:
        try:
            pool.search(
                "toy_dice", view, [Step(1), Roll()], seed=1, budget_s=60.0, cancel=CancelToken()
            )
        except BaseException as err:  # noqa: BLE001 - the test looks at what came out
            raised.append(err)

    thread = threading.Thread(target=think)
    thread.start()
    time.sleep(0.5)
    start = time.perf_counter()
    pool.close()
    thread.join(5.0)
    assert not thread.is_alive() and time.perf_counter() - start < 3.0
    assert len(raised) == 1 and isinstance(raised[0], Cancelled)
    assert _wait_gone(pids, 3.0) == []


def test_garbage_collection_stops_every_worker():
    pool = SearchPool(2)
    pids = pool.pids
    del pool
    gc.collect()
    assert _wait_gone(pids, 3.0) == []


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def _wait_busy(pids: list[int], within_s: float = 20.0) -> None:
    """Wait until every process in ``pids`` has used CPU time for a while (on Linux; elsewhere
    wait two seconds)."""
    if not Path("/proc/self/stat").exists():
        time.sleep(2.0)
        return
    deadline = time.monotonic() + within_s
    start = {p: _cpu_ticks(p) for p in pids}
    while time.monotonic() < deadline:
        time.sleep(0.1)
        if all(_cpu_ticks(p) - start[p] >= 30 for p in pids):  # 0.3 s of CPU each at 100 Hz
            return
    raise AssertionError("the workers never got busy")


def _run_child(code: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )


def test_workers_do_not_run_the_parents_main_script(tmp_path):
    # A main script without a __main__ guard (or the "farmhouse" console script, which imports
    # Qt) is not run again in every worker.
    script = tmp_path / "unguarded.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import os, sys
            sys.path.insert(0, {str(ROOT)!r})
            open(os.path.join({str(tmp_path)!r}, f"ran-{{os.getpid()}}"), "w").close()
            if __name__ == "__main__":
                from farmhouse.core.ai import CancelToken
                from farmhouse.core.registry import get_game
                from farmhouse.core.search_pool import SearchPool
                game = get_game("bye_bye_black_sheep")
                state = game.setup(2, game.Options(), 1)
                view = game.view(state, game.to_move(state))
                legal = game.legal_actions_in_view(view)
                with SearchPool(2) as pool:
                    r = pool.search("bye_bye_black_sheep", view, legal, seed=1, iterations=20,
                                    cancel=CancelToken())
                print(r.iterations)
            """
        )
    )
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["20"]
    assert len(list(tmp_path.glob("ran-*"))) == 1  # the parent only


def test_interpreter_exit_stops_every_worker():
    child = _run_child(
        """
        from farmhouse.core.search_pool import SearchPool
        pool = SearchPool(2)
        print(*pool.pids, flush=True)
        """  # exits without closing the pool
    )
    out, _ = child.communicate(timeout=60)
    pids = [int(p) for p in out.split()]
    assert len(pids) == 2 and child.returncode == 0
    assert _wait_gone(pids, 5.0) == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_parent_killed_mid_search_leaves_no_process():
    child = _run_child(
        """
        import multiprocessing.resource_tracker as rt
        from farmhouse.core.ai import CancelToken
        from farmhouse.core.registry import get_game
        from farmhouse.core.search_pool import SearchPool
        game = get_game("black_sheep")
        state = game.setup(4, game.Options(), 1)
        view = game.view(state, game.to_move(state))
        pool = SearchPool(2)
        pool.preload("black_sheep")
        tracker = getattr(rt._resource_tracker, "_pid", None)
        print(*pool.pids, *([tracker] if tracker else []), flush=True)
        pool.search("black_sheep", view, game.legal_actions_in_view(view), seed=1,
                    budget_s=120.0, cancel=CancelToken())
        print("search returned", flush=True)
        """
    )
    assert child.stdout is not None
    pids = [int(p) for p in child.stdout.readline().split()]
    assert len(pids) >= 2
    _wait_busy(pids[:2])  # the workers are searching now
    assert all(_alive(p) for p in pids) and child.poll() is None
    child.kill()  # SIGKILL: no cleanup runs in the parent
    child.wait(10)
    child.stdout.close()
    assert _wait_gone(pids, 5.0) == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_parent_killed_while_a_worker_loads_its_game_leaves_no_process(tmp_path):
    """Issue 18: a worker looked for its parent's death only between a search's iterations
    and while idle, so one killed with its window while it imported the game lived on until
    the import was done (seconds on a loaded machine: the app's kill tests failed at load
    14-15). A game whose rules take 60 s to import: the worker ends within 2 s of its
    parent's SIGKILL, in the middle of that import."""
    package = tmp_path / "slow_game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    loading = tmp_path / "loading"
    (package / "rules.py").write_text(
        f"import time\nopen({str(loading)!r}, 'w').close()\ntime.sleep(60)\n"
    )
    child = _run_child(
        f"""
        import sys, time
        sys.path.insert(0, {str(tmp_path)!r})
        from farmhouse.core import registry
        from farmhouse.core.search_pool import SearchPool
        registry.register("slow_game", "slow_game")
        pool = SearchPool(1)
        pool.preload("slow_game")
        print(*pool.pids, flush=True)
        time.sleep(120)
        """
    )
    assert child.stdout is not None
    pids = [int(p) for p in child.stdout.readline().split()]
    assert len(pids) == 1
    deadline = time.monotonic() + 60
    while not loading.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert loading.exists() and _alive(pids[0]), "the worker never began to load the game"
    child.kill()  # SIGKILL: no cleanup runs in the parent
    child.wait(10)
    child.stdout.close()
    assert _wait_gone(pids, 2.0) == []


def test_search_self_check_from_the_command_line():
    run = subprocess.run(
        [sys.executable, "-m", "farmhouse", "--search-self-check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("search self-check ok: ") and "200 iterations" in run.stdout
