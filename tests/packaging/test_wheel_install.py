"""A regular install (``pip install .``, no ``-e``) is a working app: the wheel carries the art,
the four translations and the font, found from any folder.

The test builds the wheel, installs it into a fresh virtual environment (its dependencies come
from the package index or pip's cache) and, from another folder, checks that the art renders,
every translation loads and translates, the bundled font registers, the app starts offscreen
(in Japanese too) and nothing is written into the install folder at run time.

Slow (a build and an install), so like the PyInstaller test it runs only with
``FARMHOUSE_BUILD_TEST=1`` (``.ci/run`` sets it).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("FARMHOUSE_BUILD_TEST") != "1",
        reason="wheel install test: set FARMHOUSE_BUILD_TEST=1 to build, install and start it",
    ),
]

CHECK = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    import farmhouse, farmhouse.paths as paths
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    package = Path(farmhouse.__file__).resolve().parent
    assert "site-packages" in str(package), package
    assert paths.resources_dir() == package / "resources", paths.resources_dir()
    before = sorted(p.name for p in (package / "i18n").iterdir())
    app = QApplication([])
    art = sorted((paths.resources_dir() / "black_sheep").glob("*.svg"))
    assert len(art) >= 10, art
    for path in art:
        assert QSvgRenderer(str(path)).isValid(), path
    from farmhouse.app.i18n import Translations
    from farmhouse.app.style import register_fonts
    assert "Farmhouse CJK" in register_fonts()
    tr = Translations()
    seen = {}
    for lang in ("en", "zh_TW", "zh_CN", "ja"):
        assert tr.set_language(lang), lang
        seen[lang] = QCoreApplication.translate("MainWindow", "&Game")
    assert len(set(seen.values())) == 4, seen
    after = sorted(p.name for p in (package / "i18n").iterdir())
    assert after == before, (before, after)
    print("OK", seen["ja"])
    """
)


def run(args: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=900, **kw)  # type: ignore[call-overload]


def test_a_regular_install_carries_art_translations_and_font(tmp_path):
    wheels = tmp_path / "wheels"
    built = run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT)]
    )
    assert built.returncode == 0, built.stdout + built.stderr
    wheel = next(wheels.glob("farmhouse-*.whl"))
    venv = tmp_path / "venv"
    made = run([sys.executable, "-m", "venv", str(venv)])
    assert made.returncode == 0, made.stderr
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    installed = run([str(python), "-m", "pip", "install", "-q", str(wheel)])
    assert installed.returncode == 0, installed.stdout + installed.stderr

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")} | {
        "QT_QPA_PLATFORM": "offscreen",
        "FARMHOUSE_DATA_DIR": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    check = run([str(python), "-c", CHECK], cwd=elsewhere, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.startswith("OK")

    farmhouse = venv / ("Scripts/farmhouse.exe" if os.name == "nt" else "bin/farmhouse")
    for lang in ("en", "ja"):
        started = run(
            [str(farmhouse), "--lang", lang],
            cwd=elsewhere,
            env=env | {"FARMHOUSE_EXIT_AFTER_SHOW": "1"},
        )
        assert started.returncode == 0, started.stdout + started.stderr
        assert "Traceback" not in started.stderr, started.stderr
