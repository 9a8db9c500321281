"""Instructions until the first window, or a save's board, is painted: callgrind counts.

    python -m benchmarks.instructions                      # this checkout
    python -m benchmarks.instructions --before ../main     # and another checkout's app
    python -m benchmarks.instructions --case el_gaucho     # only these cases (repeatable)

The cases of ``benchmarks/startup.py`` (``bare``, ``app``, one per game in
:data:`~benchmarks.startup.OPEN_GAMES`), each a new process run under ``valgrind
--tool=callgrind`` (about a minute each; ``--jobs`` at a time) until it prints the painted
line, where the probe ends the process at once (what comes after, shutting Python down, is not
counted). With ``--from-start`` also, per game, ``from start <game>``: the same save opened
from the start page of the running app (``benchmarks/open_warm.py``), only the part from the
request until the turn after the board's first paint counted, its ratio to the bare window's
whole run. Instruction counts are repeatable to about 0.1M (``PYTHONHASHSEED=0``, byte code
compiled first, the same data folder): unlike time they need no reference run beside them,
and the machine's load does not change them. Printed: millions of instructions per case and
the ratio to ``bare`` (issue 18's goals: ``app`` at most 1.5, a save at most 2).

The probes draw every picture at its own size, as a player's app does when the kept pictures
load within the frame's rendering time (``farmhouse.app.board.svg.FRAME_RENDER_MS``, which
under valgrind ran out after a few pictures, so that which ones a stand-in replaced depended
on the clock), and a probe of a save says on standard error if it rendered any picture from
SVG instead of reading the one the warm-up kept. The probe keeps two wall-clock timers of
the app from firing: valgrind runs a process some fifty times slower, and they would fire
before the paint, which they never do in a normal run:
the collector's fallback (:data:`farmhouse.app.main.RESUME_COLLECTION_MS`) and the SVG cache's
idle work (:data:`farmhouse.app.board.svg.WARM_INTERVAL_MS`). The data folder is made as in
``benchmarks/startup.py``; the window's place is settled first (the start page is opened
until the place it keeps no longer changes: the first start opens at 1280 × 800, the next one
fits that to the offscreen screen, a 1920 × 1080 one: :data:`~benchmarks.startup.SCREEN`), then each save is opened once normally (as the untimed run
there, with the renderings queued for idle time made and kept before it quits:
:data:`WARM_PROBE`), so that the boards' kept renderings are those of the window's settled
size and every one is there. Each probe
then runs on its own copy of that data folder: opening a save puts it first in the recent
files, which must not reach the other probes (they run side by side).
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: python benchmarks/instructions.py
    sys.path.insert(0, str(ROOT))

from benchmarks.open_warm import OPENED_LINE  # noqa: E402
from benchmarks.startup import (  # noqa: E402
    OPEN_GAMES,
    PAINTED_LINE,
    offscreen_platform,
    write_saves,
)

#: At most this many warm-up runs of each save (until a run keeps no new picture).
WARM_RUNS = 3

#: A warm-up run: the save argv[1] opened until its board is painted, then the renderings the
#: board kit queued for idle time made and kept, as a player's app does right after, and quit.
#: (Quitting at the paint kept only what that paint rendered: not the pictures a stand-in took
#: the place of once the frame's rendering time was spent,
#: ``farmhouse.app.board.svg.FRAME_RENDER_MS``, which depends on the clock.)
WARM_PROBE = """
import sys
import farmhouse.app.main as m
import farmhouse.app.board.svg as svg
from farmhouse.app.board.svg import SVG_CACHE
svg.FRAME_RENDER_MS = 10**9  # (every picture at its own size: no stand-in, whatever the clock)
def quit_when_kept(self):
    SVG_CACHE.warm()
    self._app.quit()
m.QuitWhenPainted._quit = quit_when_kept
sys.argv = ["farmhouse", *sys.argv[1:]]
raise SystemExit(m.main())
"""

#: The app until its painted line (argv: [SAVEFILE]).
APP_PROBE = f"""
import gc, os, sys
gc.disable()
from farmhouse.app.qt_import import skip_feature_imports
skip_feature_imports()
import farmhouse.app.main as m
m.RESUME_COLLECTION_MS = 10**8
if len(sys.argv) > 1:  # (a save: its board; the start page imports no board kit)
    import farmhouse.app.board.svg as svg
    svg.WARM_INTERVAL_MS = 10**8
    svg.FRAME_RENDER_MS = 10**9
def quit_now(self):
    svg = sys.modules.get("farmhouse.app.board.svg")
    if svg is not None:  # (pictures rendered from SVG, not read from the kept ones)
        print("rendered", svg.SVG_CACHE.renders - svg.SVG_CACHE.loaded, flush=True)
    print({PAINTED_LINE!r}, flush=True)
    os._exit(0)
m.QuitWhenPainted._quit = quit_now
sys.argv = ["farmhouse", *sys.argv[1:]]
raise SystemExit(m.main())
"""

#: A save opened from the start page of the running app (argv: the folder of open_warm.py,
#: SAVEFILE): ``benchmarks/open_warm.py``, which calls ``os.getsid`` at the request and in the
#: turn after the board's first paint (counted: the part between, ``--dump-before=getsid``).
#: The board kit's SVG module gets the probes' settings when it is imported (on the way to
#: the board, as in the app: the start page imports no board kit), by a finder asked first
#: at each import (a Python call each, ~0.2M for the opening's ~100 imports).
WARM_OPEN_PROBE = """
import importlib.abc, importlib.util, sys
sys.path.insert(0, sys.argv[1])
class SvgSettings(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "farmhouse.app.board.svg":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            module.WARM_INTERVAL_MS = 10**8
            module.FRAME_RENDER_MS = 10**9
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, SvgSettings())
import open_warm
raise SystemExit(open_warm.main(sys.argv[1:]))
"""

#: The bare window until its painted line (argv: the folder of bare_window.py).
BARE_PROBE = f"""
import os, sys
sys.path.insert(0, sys.argv[1])
import bare_window
def quit_now(self):
    print({PAINTED_LINE!r}, flush=True)
    os._exit(0)
bare_window._QuitWhenPainted._quit = quit_now
sys.argv = sys.argv[:1]
raise SystemExit(bare_window.main())
"""


def count(args: list[str], env: dict[str, str], cwd: Path, opening: bool = False) -> int:
    """Instructions (all threads) of the Python process ``args`` under callgrind until it ends
    (``opening``: a :data:`WARM_OPEN_PROBE`, only the part from the request to open its save
    until the turn after its board's first paint). Raises RuntimeError if it failed or never
    painted."""
    line = OPENED_LINE if opening else PAINTED_LINE
    cut = ["--dump-before=getsid"] if opening else []
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", *cut, f"--callgrind-out-file={tmp}/out", *args],
            cwd=cwd,
            env=env,
            capture_output=True,
        )
        part = Path(tmp, "out.2")
        summary = part.read_text(errors="replace") if opening and part.exists() else ""
    out = proc.stdout.decode(errors="replace")
    err = proc.stderr.decode(errors="replace")
    found = re.search(r"Collected : (\d+)", err)
    if opening:
        found = re.search(r"^summary: (\d+)$", summary, re.M)
    if proc.returncode != 0 or line not in out or found is None:
        raise RuntimeError(f"{' '.join(args[:3])} failed ({proc.returncode}): {err[-800:]}")
    rendered = re.search(r"^rendered (\d+)$", out, re.M)
    if rendered is not None and int(rendered.group(1)):  # (the warm-up should have kept them)
        print(f"note: {args[-1]}: {rendered.group(1)} pictures rendered from SVG", file=sys.stderr)
    return int(found.group(1))


#: The prefix of the cases of a save opened from the start page (``from start el_gaucho``).
FROM_START = "from start "


def measure(
    cases: list[str] | None = None,
    before: Path | None = None,
    jobs: int = 2,
    from_start: bool = False,
) -> dict[str, int]:
    """Instructions per case (``bare``, ``app``, the games; with ``before`` also the cases
    ``… (before)`` of that checkout), as in the module docstring; ``from_start`` adds, for each
    game case, the case ``from start <game>``: its save opened from the start page of the
    running app (:data:`WARM_OPEN_PROBE`), counted from the request until the turn after the
    board's first paint."""
    if shutil.which("valgrind") is None:
        raise RuntimeError("valgrind is not installed")
    checkouts = {"": ROOT} if before is None else {"": ROOT, " (before)": before.resolve()}
    for checkout in checkouts.values():
        compileall.compile_dir(checkout / "farmhouse", quiet=1)
    compileall.compile_dir(ROOT / "benchmarks", quiet=1)
    wanted = cases or ["bare", "app", *OPEN_GAMES]
    if from_start:
        wanted += [FROM_START + case for case in wanted if case in OPEN_GAMES]
    with tempfile.TemporaryDirectory() as tmp:
        to_open = write_saves(Path(tmp))
        env = dict(os.environ, FARMHOUSE_EXIT_AFTER_SHOW="1", FARMHOUSE_DATA_DIR=tmp)
        offscreen_platform(env, Path(tmp))  # (a 1920 × 1080 screen: the window at 1280 × 800)
        env["PYTHONHASHSEED"] = "0"
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        settings = Path(tmp) / "settings.ini"
        runs: dict[str, tuple[list[str], dict[str, str], Path]] = {}
        for suffix, checkout in checkouts.items():
            case_env = dict(env, PYTHONPATH=str(checkout))

            def run_app(
                *args: str, case_env: dict[str, str] = case_env, cwd: Path = checkout
            ) -> None:
                command = [sys.executable, *(("-c", WARM_PROBE) if args else ("-m", "farmhouse"))]
                command += args
                subprocess.run(command, cwd=cwd, env=case_env, capture_output=True, timeout=120)

            for _ in range(3):  # the window's place settled
                place = _window_place(settings)
                run_app()
                if _window_place(settings) == place:
                    break
            for game_id in OPEN_GAMES:  # its pictures kept at the settled size, all of them
                for _ in range(WARM_RUNS):
                    kept = _kept_pictures(Path(tmp))
                    run_app(str(to_open[game_id]))
                    if _kept_pictures(Path(tmp)) == kept:
                        break
            for case in wanted:
                data = Path(tmp) / "probes" / (case + suffix)
                shutil.copytree(tmp, data, ignore=shutil.ignore_patterns("probes"))
                probe_env = dict(case_env, FARMHOUSE_DATA_DIR=str(data))
                if case == "bare":
                    if not suffix:
                        args = [sys.executable, "-c", BARE_PROBE, str(ROOT / "benchmarks")]
                        runs["bare"] = (args, probe_env, ROOT)
                    continue
                if case.startswith(FROM_START):
                    warm_env = {
                        k: v for k, v in probe_env.items() if k != "FARMHOUSE_EXIT_AFTER_SHOW"
                    }
                    path = str(to_open[case.removeprefix(FROM_START)])
                    bench = str(ROOT / "benchmarks")
                    args = [sys.executable, "-c", WARM_OPEN_PROBE, bench, path]
                    runs[case + suffix] = (args, warm_env, checkout)
                    continue
                extra = [str(to_open[case])] if case in to_open else []
                runs[case + suffix] = (
                    [sys.executable, "-c", APP_PROBE, *extra],
                    probe_env,
                    checkout,
                )
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = {
                name: pool.submit(count, *run, opening=name.startswith(FROM_START))
                for name, run in runs.items()
            }
            result = {name: future.result() for name, future in futures.items()}
    return result


def _kept_pictures(data: Path) -> set[str]:
    """The names of the files under the cache folder of the data folder ``data``."""
    return {path.name for path in (data / "cache").rglob("*") if path.is_file()}


def _window_place(settings: Path) -> list[str]:
    """The lines of the window's place in the settings file ``settings`` (none if missing)."""
    if not settings.exists():
        return []
    lines = settings.read_text(encoding="utf-8", errors="replace").splitlines()
    return [line for line in lines if line.split("=")[0] in ("x", "y", "width", "height")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", type=Path, help="another checkout, counted alongside")
    parser.add_argument("--case", action="append", help="bare, app or a game id (repeatable)")
    parser.add_argument("--jobs", type=int, default=2, help="processes at a time (default 2)")
    parser.add_argument(
        "--from-start",
        action="store_true",
        help="also each game's save opened from the start page (the opening alone)",
    )
    args = parser.parse_args(argv)
    result = measure(args.case, args.before, args.jobs, args.from_start)
    bare = result.get("bare")
    for name, value in result.items():
        ratio = f"  {value / bare:.3f}x" if bare and name != "bare" else ""
        print(f"{name:32s} {value / 1e6:9.1f}M{ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
