"""No module of Farmhouse imports another module's private name (issue 18: the AIs of
Bye-Bye Black Sheep and Wooly Bully read their rules' private tables and helpers, and
Bye-Bye's positions builder its rules' private copy): what one module needs of another is
public there, named and documented as such."""

from __future__ import annotations

import ast
from pathlib import Path

import farmhouse


def test_no_module_imports_a_private_name_of_another():
    root = Path(farmhouse.__file__).parent
    private = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("farmhouse"):
                private += [
                    f"{path.relative_to(root)}: {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_") and not alias.name.startswith("__")
                ]
    assert private == []
