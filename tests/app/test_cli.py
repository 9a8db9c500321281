"""The command line: --version, --help, bad arguments, and a quick start that quits at once."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

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


def test_search_self_check_runs_the_same_from_farmhouse_as_from_python_m(monkeypatch, capsys):
    """Issue Z12: ``farmhouse --search-self-check`` said "Unknown option" and exited 2, while
    ``python -m farmhouse --search-self-check`` ran the check (the README says the two work
    the same). The installed command runs the same diagnostic and exits with its status."""
    from farmhouse.core import search_pool

    ran: list[int] = []
    monkeypatch.setattr(search_pool, "self_check", lambda: ran.append(1) or 3)
    assert main(["farmhouse", "--search-self-check"]) == 3
    assert ran == [1]
    assert "Unknown option" not in capsys.readouterr().err


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


def _start_without(tmp_path, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env |= {"FARMHOUSE_DATA_DIR": str(tmp_path), "FARMHOUSE_EXIT_AFTER_SHOW": "1", **extra}
    return subprocess.run(
        [sys.executable, "-m", "farmhouse"], env=env, capture_output=True, text=True, timeout=60
    )


LINUX_ONLY = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Windows and macOS always have a window system"
)


@LINUX_ONLY
def test_without_a_display_the_app_says_so_in_one_line_and_exits_with_an_error(tmp_path):
    result = _start_without(tmp_path)
    assert result.returncode == 1  # not Qt's abort (-6) with a core dump
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "cannot open a window" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


@LINUX_ONLY
def test_a_display_that_cannot_be_reached_is_reported_the_same_way(tmp_path):
    result = _start_without(tmp_path, DISPLAY=":4711")  # no X server listens there
    assert result.returncode == 1, result.stderr
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("Farmhouse cannot open a window") and "offscreen" in last
    assert "Aborted" not in result.stderr and "core dumped" not in result.stderr


def test_no_display_reason_only_where_a_display_server_is_needed():
    from farmhouse.app.main import no_display_reason

    assert no_display_reason({}, "linux") is not None
    assert no_display_reason({"DISPLAY": ":0"}, "linux") is None
    assert no_display_reason({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert no_display_reason({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert no_display_reason({}, "win32") is None and no_display_reason({}, "darwin") is None


def test_the_readme_quick_start_gives_the_venv_line_with_the_first_command():
    """Session 24's tester, F8: the advice for "externally-managed-environment" systems
    came at the end of the test paragraph, after pytest-xdist and 14½-minute runs that a
    player does not need. Now the venv line comes right under command 1 and before the test
    command, which is for developers; both commands stay what .ci/run runs."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    ci = (root / ".ci" / "run").read_text(encoding="utf-8")
    test_command = re.search(r"^TEST_COMMAND='(.*)'$", ci, re.M).group(1)
    start = readme.index("## Quick start")
    quick = readme[start : readme.index("\n## ", start + 1)]
    first = quick.index("    python -m pip install -e . && farmhouse\n")
    venv = quick.index("    python3 -m venv .venv && . .venv/bin/activate\n")
    tests = quick.index(f"    {test_command}\n")
    assert first < venv < tests
    assert venv - first < 600  # (right under it)
    assert "externally-managed-environment" in quick[first:venv]
    assert "developers" in quick[venv:tests].lower()
