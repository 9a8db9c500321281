"""Start-up figures: new processes until their first window is on screen, against a bare window.

    python -m benchmarks.startup                      # from this checkout (byte code cached)
    python -m benchmarks.startup --bundle             # also the PyInstaller bundles (builds
                                                      # them first if missing: slow, minutes)
    python -m benchmarks.startup --runs 15 --json
    python -m benchmarks.startup --before ../main     # also the app of another checkout

Cases, each a whole new process, interleaved run by run (A B C … A B C …, after one untimed
run of each), so that the machine's drift hits every case alike (``--before CHECKOUT`` adds
the same cases of another checkout's app, e.g. the code before a change):

- ``bare``: ``benchmarks/bare_window.py``, a QApplication and an empty 1280 × 800 QMainWindow:
  the reference every ratio is taken against, timed in the same run.
- ``app``: the app (``python -m farmhouse``) until its first window (the start page) is on
  screen. The data folder holds saved games and autosaves, so the start page has a list to
  read and check (which it does after the first paint).
- ``open <game>``: the app given a save of that game on its command line (the most players, a
  late position) until the game's board is on screen: the line comes in the turn of the
  event loop after the window's first exposure, in which the board was painted, before the
  work that waits for the first paint (the window's icon), as for ``app``.
- ``from start <game>`` (from the checkout only): the same save opened from the start page of
  the running app, the way most players open a game (Continue, or a line of the list):
  ``benchmarks/open_warm.py`` starts the app, waits until its start page has read and checked
  the saved games and is idle, then opens the save; timed inside that process from the
  request until the turn after the board's first paint. Its ratio is to the bare window's
  whole start (the goal stays the ``open`` case's, from the command line).

Each process is timed from its start until it prints the line it prints once its window (or
board) is on screen (:data:`farmhouse.app.main.PAINTED_LINE`: the app under
``FARMHOUSE_EXIT_AFTER_SHOW=1``, see :class:`farmhouse.app.main.QuitWhenPainted`), on a clock
outside it ("first paint"); the line also gives the CPU time the process had used by then
("its CPU time": steadier than wall time on a busy machine). Also given: the time until the
process has ended, which counts shutting Python down and what the app does right after its
first paint (the start page then reads the saved games, in the same turn of the event loop
as the quit). Reported per case: medians (and min–max) and the ratio to ``bare`` taken run by
run (the median of the per-run ratios). Goals (issue 18): ``app`` at most 1.5 times
``bare``, ``open`` at most 2 times.

From the checkout the byte code is compiled first (``compileall``), as an installed package
has it. The start page's covers and the boards' pictures are rendered once and then read from
the cache folder (in the data folder here), as on every start but a user's first: the untimed
first run fills it (a board's renderings are written in idle time, and at the latest when the
app quits).
``QT_QPA_PLATFORM`` is ``offscreen`` unless set (run under Xvfb with ``QT_QPA_PLATFORM=xcb``
for the X11 figures in ``benchmarks/README.md``). The bundles are built into
``build/startup-bench`` (``--bundle`` builds them if missing, ``--rebuild`` always): the app
with ``packaging/build.sh``, the bare window with PyInstaller's defaults and the same
``--windowed`` one-folder layout.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: python benchmarks/startup.py
    sys.path.insert(0, str(ROOT))

from benchmarks.open_warm import OPENED_LINE  # noqa: E402

#: The line a timed process prints once its first window (or board) is on screen.
PAINTED_LINE = "farmhouse: painted"

#: The saves opened by the ``open`` cases: game, players, moves played before saving.
OPEN_GAMES: dict[str, tuple[int, int]] = {
    "black_sheep": (4, 80),
    "wooly_bully": (4, 40),
    "el_gaucho": (4, 150),
    "bye_bye_black_sheep": (5, 120),
}

#: A timed process still running after this many seconds is killed (and the run fails).
TIMEOUT_S = 60.0

#: Where ``--bundle`` finds (or builds) the two bundles.
BUNDLE_DIST = ROOT / "build" / "startup-bench" / "dist"
APP_BUNDLE = BUNDLE_DIST / "Farmhouse" / "Farmhouse"
BARE_BUNDLE = BUNDLE_DIST / "BareWindow" / "BareWindow"


#: The screen the offscreen probes run on: a common 1920 × 1080 desktop, where the window opens
#: at its default 1280 × 800 with the side panel beside the board (Qt's offscreen screen is
#: 800 × 800 unless told, a window fitted to it 800 px wide: there the game page folds its
#: side panel away, and a save's figures would be a small window's).
SCREEN = {
    "screens": [
        {"name": "desktop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96}
    ]
}


def offscreen_platform(env: dict[str, str], folder: Path) -> None:
    """Set ``env``'s ``QT_QPA_PLATFORM`` to the offscreen platform on :data:`SCREEN` (its
    configuration written into ``folder``), unless it names another platform or configuration
    (e.g. ``xcb`` under Xvfb)."""
    if env.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        config = folder / "screen.json"
        config.write_text(json.dumps(SCREEN), encoding="utf-8")
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def write_saves(data_dir: Path) -> dict[str, Path]:
    """A data folder as a player's looks after some games: a few saves and autosaves of every
    game (the start page lists and checks them), and per :data:`OPEN_GAMES` a late-game save
    with the most players. Returns the saves to open, by game."""
    before = os.environ.get("FARMHOUSE_DATA_DIR")
    os.environ["FARMHOUSE_DATA_DIR"] = str(data_dir)
    try:
        return _write_saves()
    finally:
        if before is None:
            os.environ.pop("FARMHOUSE_DATA_DIR", None)
        else:
            os.environ["FARMHOUSE_DATA_DIR"] = before


def _write_saves() -> dict[str, Path]:
    from farmhouse.core import saves
    from farmhouse.core.game import Seat
    from farmhouse.core.match import Match
    from farmhouse.core.rng import Rng

    to_open: dict[str, Path] = {}
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for n, (game_id, (players, moves)) in enumerate(OPEN_GAMES.items()):
        rng = Rng.from_seed(n)
        # Ann plays against the computer: her board is shown at once (in hot-seat a
        # hand-over screen would cover it), and it is her turn when the game is saved
        names = ("Bob", "Cy", "Dee", "Eve")[: players - 1]
        seats = [Seat("Ann"), *(Seat(name, "ai", "normal") for name in names)]
        match = Match.new(game_id, seats, None, 1000 + n)
        while len(match.actions) < moves or match.to_move != 0:
            legal = [a for a in match.legal_actions() if type(a).__name__ != "Quit"]
            match.apply(rng.choice(legal or match.legal_actions()))
            if len(match.actions) == moves // 3:
                saves.save_match(match, folder / f"{game_id} early.farmhouse")
            if match.is_over:
                raise RuntimeError(f"{game_id}: the game ended before move {moves}")
        to_open[game_id] = folder / f"{game_id}.farmhouse"
        saves.save_match(match, to_open[game_id])
        saves.autosave(match)
    return to_open


def _run(args: list[str], env: dict[str, str], cwd: Path = ROOT) -> dict[str, float]:
    """Start ``args``; seconds until it printed :data:`PAINTED_LINE` and until it ended, and
    its CPU seconds. Raises RuntimeError if it failed or never painted."""
    with tempfile.TemporaryFile("w+") as errors_file:
        start = time.perf_counter()
        proc = subprocess.Popen(
            args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=errors_file, text=True
        )
        assert proc.stdout is not None
        watchdog = threading.Timer(TIMEOUT_S, proc.kill)  # a process that never paints
        watchdog.start()
        painted = painted_cpu = None
        for line in proc.stdout:
            if line.startswith(PAINTED_LINE):
                painted = time.perf_counter() - start
                painted_cpu = float(line.split("cpu=")[1])
        _, status, usage = os.wait4(proc.pid, 0)
        watchdog.cancel()
        ended = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        errors_file.seek(0)
        errors = errors_file.read()
    if proc.returncode != 0 or painted is None or painted_cpu is None:
        raise RuntimeError(f"{' '.join(args)} failed ({proc.returncode}): {errors[-800:]}")
    return {
        "painted_s": painted,
        "painted_cpu_s": painted_cpu,
        "ended_s": ended,
        "cpu_s": usage.ru_utime + usage.ru_stime,
    }


def _run_warm(args: list[str], env: dict[str, str], cwd: Path = ROOT) -> dict[str, float]:
    """Run ``benchmarks/open_warm.py`` (``args``); the seconds (wall, CPU) it took from the
    request to open the save until the board was painted, as ``painted_s``/``painted_cpu_s``.
    Raises RuntimeError if it failed or never said so."""
    result = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
    )
    found = re.search(rf"^{OPENED_LINE} wall=([0-9.]+) cpu=([0-9.]+)$", result.stdout, re.M)
    if result.returncode != 0 or found is None:
        raise RuntimeError(f"{' '.join(args)} failed ({result.returncode}): {result.stderr[-800:]}")
    return {
        "painted_s": float(found.group(1)),
        "painted_cpu_s": float(found.group(2)),
    }


def _summary(runs: list[dict[str, float]], bare: list[dict[str, float]]) -> dict[str, Any]:
    out: dict[str, Any] = {"runs": len(runs)}
    for key in ("painted_s", "painted_cpu_s", "ended_s", "cpu_s"):
        if key not in runs[0]:  # (``from start``: only the opening is timed)
            continue
        values = [r[key] for r in runs]
        out[key] = {
            "median": round(statistics.median(values), 4),
            "min": round(min(values), 4),
            "max": round(max(values), 4),
        }
        if runs is not bare:
            ratios = [r[key] / b[key] for r, b in zip(runs, bare, strict=True)]
            out[key]["ratio"] = round(statistics.median(ratios), 3)
    return out


def measure(
    runs: int = 7, bundle: bool = False, opens: bool = True, before: Path | None = None
) -> dict[str, Any]:
    """Time the cases (see the module docstring) ``runs`` times each, interleaved; from the
    checkout, and with ``bundle`` also the PyInstaller bundles. With ``before`` (another
    checkout of Farmhouse, e.g. of the code before a change) its app is timed too, in the same
    rounds, as the cases ``… (before)`` (its bundle from its own ``build/startup-bench``,
    which ``--bundle`` builds if missing)."""
    compileall.compile_dir(ROOT / "farmhouse", quiet=1)
    compileall.compile_dir(ROOT / "benchmarks", quiet=1)
    result: dict[str, Any] = {"platform": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    with tempfile.TemporaryDirectory() as tmp:
        to_open = write_saves(Path(tmp)) if opens else {}
        env = dict(os.environ, FARMHOUSE_EXIT_AFTER_SHOW="1", FARMHOUSE_DATA_DIR=tmp)
        offscreen_platform(env, Path(tmp))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(
            os.pathsep
        )
        ways = {
            "checkout": (
                [sys.executable, str(ROOT / "benchmarks" / "bare_window.py")],
                [sys.executable, "-m", "farmhouse"],
            )
        }
        if bundle:
            build_bundles()
            ways["bundle"] = ([str(BARE_BUNDLE)], [str(APP_BUNDLE)])
        before_env = dict(env)
        if before is not None:
            compileall.compile_dir(before / "farmhouse", quiet=1)
            before_env["PYTHONPATH"] = os.pathsep.join(
                [str(before), *env["PYTHONPATH"].split(os.pathsep)[1:]]
            )
        for way, (bare_cmd, app_cmd) in ways.items():
            # (``python -m`` looks in its working folder first: the other checkout's runs
            # start in that checkout)
            cases: dict[str, tuple[list[str], dict[str, str], Path]] = {
                "bare": (bare_cmd, env, ROOT),
                "app": (app_cmd, env, ROOT),
            }
            before_cmd = None
            if before is not None:
                before_cmd = [sys.executable, "-m", "farmhouse"]
                if way == "bundle":
                    build_bundles(root=before)
                    before_cmd = [str(before / APP_BUNDLE.relative_to(ROOT))]
                assert before is not None
                cases["app (before)"] = (before_cmd, before_env, before)
            for game_id, path in to_open.items():
                cases[f"open {game_id}"] = ([*app_cmd, str(path)], env, ROOT)
                if before is not None and before_cmd is not None:
                    cases[f"open {game_id} (before)"] = (
                        [*before_cmd, str(path)],
                        before_env,
                        before,
                    )
            if way == "checkout":  # (the bundle runs no script of ours)
                warm = [sys.executable, str(ROOT / "benchmarks" / "open_warm.py")]
                for game_id, path in to_open.items():
                    cases[f"from start {game_id}"] = ([*warm, str(path)], _warm_env(env), ROOT)
                    if before is not None:
                        cases[f"from start {game_id} (before)"] = (
                            [*warm, str(path)],
                            _warm_env(before_env),
                            before,
                        )
            for name, (args, case_env, cwd) in cases.items():  # one untimed run: page cache
                (_run_warm if name.startswith("from start") else _run)(args, case_env, cwd)
            timed: dict[str, list[dict[str, float]]] = {name: [] for name in cases}
            for _ in range(runs):
                for name, (args, case_env, cwd) in cases.items():
                    run = _run_warm if name.startswith("from start") else _run
                    timed[name].append(run(args, case_env, cwd))
            result[way] = {name: _summary(t, timed["bare"]) for name, t in timed.items()}
    return result


def _warm_env(env: dict[str, str]) -> dict[str, str]:
    """``env`` for ``benchmarks/open_warm.py``: the app must not quit at its first window."""
    return {k: v for k, v in env.items() if k != "FARMHOUSE_EXIT_AFTER_SHOW"}


def build_bundles(force: bool = False, root: Path = ROOT) -> None:
    """Build the app's bundle (``packaging/farmhouse.spec``) and the bare window's (one
    folder, windowed, PyInstaller's defaults otherwise) under ``build/startup-bench`` unless
    they are there (or always, with ``force``). ``root``: the checkout whose app is built
    (another one's: only its app)."""
    work = root / "build" / "startup-bench"
    dist = root / BUNDLE_DIST.relative_to(ROOT)
    if force or not (root / APP_BUNDLE.relative_to(ROOT)).exists():
        subprocess.run(
            ["bash", str(root / "packaging" / "build.sh")],
            cwd=root,
            env=dict(
                os.environ,
                PYTHON=sys.executable,
                FARMHOUSE_DIST=str(dist),
                FARMHOUSE_WORK=str(work / "app"),
            ),
            check=True,
        )
    if root != ROOT:
        return
    if force or not BARE_BUNDLE.exists():
        subprocess.run(
            [
                sys.executable,
                *("-m", "PyInstaller", "--noconfirm", "--clean", "--onedir", "--windowed"),
                *("--name", "BareWindow", "--distpath", str(BUNDLE_DIST)),
                *("--workpath", str(work / "bare"), "--specpath", str(work)),
                *("--exclude-module", "tkinter"),
                str(ROOT / "benchmarks" / "bare_window.py"),
            ],
            cwd=ROOT,
            check=True,
        )


def print_text(result: dict[str, Any]) -> None:
    """The figures as text, a line per case."""
    for way in ("checkout", "bundle"):
        if way not in result:
            continue
        cases = result[way]
        runs = cases["bare"]["runs"]
        print(
            f"start-up, {way} ({result['platform']}, {runs} runs each, interleaved; medians, "
            "ratio = median of per-run ratios to bare):"
        )
        for name, c in cases.items():
            painted, painted_cpu, ended = c["painted_s"], c["painted_cpu_s"], c.get("ended_s")
            ratio = f" = {painted['ratio']:.2f}x bare" if "ratio" in painted else ""
            goal = ""
            if name.startswith("app"):
                goal = " (goal <= 1.5x)"
            elif name.startswith("open"):
                goal = " (goal <= 2x)"
            warm = name.startswith("from start")
            print(
                f"  {name:<38} {'opened' if warm else 'first paint'} {painted['median']:.3f} s"
                f"{ratio}{goal} [{painted['min']:.3f}-{painted['max']:.3f}]; its CPU time"
                f" {painted_cpu['median']:.3f} s"
                + (f" = {painted_cpu['ratio']:.2f}x" if "ratio" in painted_cpu else "")
                + (
                    ""
                    if ended is None
                    else f"; ended {ended['median']:.3f} s"
                    + (f" ({ended['ratio']:.2f}x)" if "ratio" in ended else "")
                )
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.startup", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each case (7)")
    parser.add_argument(
        "--bundle", action="store_true", help="also the PyInstaller bundles (built if missing)"
    )
    parser.add_argument("--rebuild", action="store_true", help="rebuild the bundles first")
    parser.add_argument("--no-open", action="store_true", help="only the first window")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--before",
        type=Path,
        metavar="CHECKOUT",
        help="also time the app of this other checkout (e.g. `git worktree add` of main)",
    )
    args = parser.parse_args(argv)
    if args.rebuild:
        build_bundles(force=True)
    result = measure(args.runs, args.bundle or args.rebuild, not args.no_open, args.before)
    if args.json:
        print(json.dumps(result))
    else:
        print_text(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
