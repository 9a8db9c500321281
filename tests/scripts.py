"""Running a Python script in a new interpreter from this checkout, for tests that must see
what a fresh process imports, compiles or prints."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_script(
    script: str,
    *args: str,
    data_dir: Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 120,
) -> str:
    """What ``script`` printed (its standard output), run with ``args`` in a new interpreter
    offscreen from this checkout (in the data folder ``data_dir``, else the test's own; with
    ``env``'s variables added), within ``timeout`` seconds; fails the test if it failed."""
    # (``env`` may name another screen: QT_QPA_PLATFORM with a configfile)
    run_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    if data_dir is not None:
        run_env["FARMHOUSE_DATA_DIR"] = str(data_dir)
    run_env["PYTHONPATH"] = os.pathsep.join([str(ROOT), run_env.get("PYTHONPATH", "")])
    result = subprocess.run(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        env=run_env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout
