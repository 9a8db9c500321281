"""The import-linter contract "the board kit does not import the shell" names every module of
the shell: a new module of ``farmhouse/app`` outside the kit is either added to its list or the
kit may import it unchecked. (``lint-imports`` itself checks the contracts.)"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_kit_contract_forbids_every_shell_module():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    kit = next(c for c in contracts if c.get("source_modules") == ["farmhouse.app.board"])
    app = ROOT / "farmhouse" / "app"
    shell = {
        f"farmhouse.app.{path.stem}" for path in app.glob("*.py") if path.stem != "__init__"
    } | {
        f"farmhouse.app.{path.name}"
        for path in app.iterdir()
        if (path / "__init__.py").exists() and path.name != "board"
    }
    assert set(kit["forbidden_modules"]) == shell
