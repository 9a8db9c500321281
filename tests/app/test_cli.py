"""The command line: --version, --help, bad arguments, and a quick start that quits at once."""

from __future__ import annotations

import os
import subprocess
import sys

from farmhouse import __version__
from farmhouse.app.main import main


def test_version(capsys):
    assert main(["farmhouse", "--version"]) == 0
    assert capsys.readouterr().out.strip() == f"Farmhouse {__version__}"


def test_help_lists_the_options(capsys):
    assert main(["farmhouse", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--lang" in out and "SAVEFILE" in out and "--version" in out
    assert out.splitlines()[0] == "Usage: farmhouse [options] [SAVEFILE]"


def test_help_names_farmhouse_also_when_a_qt_application_runs(qapp, capsys):
    assert main(["python3", "--help"]) == 0
    assert capsys.readouterr().out.startswith("Usage: farmhouse [options]")


def test_unknown_language_is_refused(capsys):
    assert main(["farmhouse", "--lang", "xx"]) == 2
    assert "xx" in capsys.readouterr().err


def test_app_starts_and_quits_after_show(tmp_path):
    env = dict(os.environ, FARMHOUSE_EXIT_AFTER_SHOW="1", QT_QPA_PLATFORM="offscreen")
    env["FARMHOUSE_DATA_DIR"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "farmhouse", "--lang", "ja"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
