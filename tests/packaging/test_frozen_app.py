"""Packaging smoke test: build the one-folder app with PyInstaller, start it offscreen and have
it make one ``hard`` decision in its search worker processes.

Slow (about half a minute of building), so it runs only when asked: set
``FARMHOUSE_BUILD_TEST=1`` (``.ci/run`` does). Without it the test is reported as skipped with
that reason. When asked for but PyInstaller is missing, the test fails instead of skipping, so
a CI run cannot pass without having built the app.
"""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("FARMHOUSE_BUILD_TEST") != "1",
        reason="packaging build test: set FARMHOUSE_BUILD_TEST=1 to build and start the app",
    ),
]


def _build(dist: Path, work: Path) -> subprocess.CompletedProcess[str]:
    """Build with packaging/build.sh (the documented way); on Windows run the spec directly."""
    env = {**os.environ, "PYTHON": sys.executable, "QT_QPA_PLATFORM": "offscreen"}
    if sys.platform == "win32":
        command = [sys.executable, "-m", "PyInstaller", "--noconfirm"]
        command += ["--distpath", str(dist), "--workpath", str(work), "packaging/farmhouse.spec"]
    else:
        command = ["bash", "packaging/build.sh"]
        env |= {"FARMHOUSE_DIST": str(dist), "FARMHOUSE_WORK": str(work)}
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)


def test_built_app_starts_and_quits_cleanly(tmp_path):
    assert importlib.util.find_spec("PyInstaller") is not None, (
        'FARMHOUSE_BUILD_TEST=1 but PyInstaller is missing: python -m pip install -e ".[build]"'
    )
    dist = tmp_path / "dist"
    build = _build(dist, tmp_path / "work")
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]

    app_dir = dist / "Farmhouse"
    exe = app_dir / ("Farmhouse.exe" if sys.platform == "win32" else "Farmhouse")
    assert exe.is_file()
    data = app_dir / "_internal"
    assert sorted(p.name for p in (data / "i18n").glob("*.qm")) == [
        "farmhouse_en.qm",
        "farmhouse_ja.qm",
        "farmhouse_zh_CN.qm",
        "farmhouse_zh_TW.qm",
    ]
    qt = data / "PySide6" / "Qt" / "translations"  # Qt's own dialogs in the app's languages
    for lang in ("ja", "zh_TW", "zh_CN"):
        assert (qt / f"qtbase_{lang}.qm").is_file(), lang
    assert (data / "resources" / "fonts" / "FarmhouseCJK-Regular.otf").is_file()
    assert (data / "resources" / "fonts" / "OFL.txt").is_file()
    assert (data / "resources" / "black_sheep" / "cover.svg").is_file()
    assert (data / "farmhouse" / "games" / "wooly_bully" / "tiles.json").is_file()

    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "FARMHOUSE_EXIT_AFTER_SHOW": "1",
        "FARMHOUSE_DATA_DIR": str(tmp_path / "data"),
    }
    for lang in ("en", "ja"):
        run = subprocess.run(
            [str(exe), "--lang", lang], env=env, capture_output=True, text=True, timeout=120
        )
        assert run.returncode == 0, run.stdout + run.stderr
        assert "Traceback" not in run.stderr, run.stderr

    # One hard decision searched in worker processes of the built app (spawned as the app
    # itself, diverted by multiprocessing.freeze_support).
    check = subprocess.run(
        [str(exe), "--search-self-check"], env=env, capture_output=True, text=True, timeout=300
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert "search self-check ok" in check.stdout and "2 worker processes" in check.stdout
    assert "Traceback" not in check.stderr, check.stderr
