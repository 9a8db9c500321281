"""Trace: every rule id, worked example and option of shared/rules/wooly_bully.md is named by
at least one test of tests/wooly_bully (in a test's name or docstring), so no rule goes
untested. The ids are listed here; when the reference is beside the repository (a checkout
next to ``shared/``) the list is checked against it too."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import attrs
import pytest

from farmhouse.games.wooly_bully.rules import Options

HERE = Path(__file__).parent
ROOT = HERE.parents[1]

#: Rule ids of section 4 (WB-x.y).
RULE_IDS = [
    *(f"WB-1.{i}" for i in range(1, 7)),
    *(f"WB-2.{i}" for i in range(1, 4)),
    *(f"WB-3.{i}" for i in range(1, 7)),
    *(f"WB-4.{i}" for i in range(1, 4)),
    *(f"WB-5.{i}" for i in range(1, 7)),
    *(f"WB-6.{i}" for i in range(1, 5)),
    *(f"WB-7.{i}" for i in range(1, 5)),
    *(f"WB-8.{i}" for i in range(1, 3)),
    *(f"WB-9.{i}" for i in range(1, 4)),
]
EXAMPLES = [f"WB-EX-{i}" for i in range(1, 19)]


def _tests() -> list[tuple[str, str]]:
    """(test function name, its own docstring) for every test function."""
    out = []
    for path in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                out.append((node.name, ast.get_docstring(node) or ""))
    return out


def _named_by_name(name: str) -> set[str]:
    """Rule ids a test name names: ``test_WB_5_3_…``, ``test_WB_2_1_to_2_3_…`` (a range),
    ``test_WB_1_4_and_1_5_…``, ``test_WB_EX_3_…``."""
    ids: set[str] = set()
    m = re.match(r"test_WB_EX_(\d+)_", name)
    if m:
        return {f"WB-EX-{m[1]}"}
    m = re.match(r"test_WB_(\d+)_(\d+)(?:_(to|and)_(\d+)_(\d+))?_", name)
    if m:
        major, minor = int(m[1]), int(m[2])
        ids.add(f"WB-{major}.{minor}")
        if m[3] == "and":
            ids.add(f"WB-{m[4]}.{m[5]}")
        elif m[3] == "to":
            ids.update(f"WB-{major}.{i}" for i in range(minor, int(m[5]) + 1))
    return ids


def _named() -> set[str]:
    """Every id named by a test's name or its own docstring."""
    ids: set[str] = set()
    for name, doc in _tests():
        ids |= _named_by_name(name)
        ids |= set(re.findall(r"WB-\d+\.\d+|WB-EX-\d+", doc))
    return ids


def test_every_rule_id_is_named_by_a_test():
    named = _named()
    missing = [r for r in RULE_IDS if r not in named]
    assert missing == []


def test_every_worked_example_has_its_own_test():
    names = {n for n, _ in _tests()}
    for ex in EXAMPLES:
        number = ex.rsplit("-", 1)[1]
        assert any(n.startswith(f"test_WB_EX_{number}_") for n in names), ex


def test_every_option_is_exercised_by_name():
    sources = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py"))
    for field in attrs.fields(Options):
        assert f"{field.name}=" in sources, field.name


def test_the_list_matches_the_reference_when_it_is_at_hand():
    candidate = ROOT.parent / "shared" / "rules" / "wooly_bully.md"  # beside the repository
    if not candidate.is_file():
        pytest.skip(f"rules reference not beside this checkout ({candidate})")
    text = candidate.read_text(encoding="utf-8")
    assert sorted(set(re.findall(r"\*\*(WB-\d+\.\d+)\*\*", text))) == sorted(RULE_IDS)
    assert sorted(set(re.findall(r"\*\*(WB-EX-\d+)", text)), key=lambda s: int(s[6:])) == EXAMPLES
    for field in attrs.fields(Options):
        assert f"| {field.name} |" in text, field.name
