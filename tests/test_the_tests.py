"""The tests keep to their own house: shared helpers live in helper modules (positions,
drivers, conftest), never in another test module; no test reads a file outside the
repository; no project module is imported in a way that turns its failure into a skip."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _test_modules() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py"))


def test_no_test_module_imports_another() -> None:
    wrong = []
    for path in _test_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                last = node.module.rsplit(".", 1)[-1]
                if last.startswith("test_"):
                    wrong.append(f"{path.relative_to(TESTS)} imports {node.module}")
    assert wrong == []


def test_no_test_reads_outside_the_repository_or_skips_on_an_import() -> None:
    wrong = []
    for path in _test_modules():
        if path.name == "test_the_tests.py":
            continue
        text = path.read_text(encoding="utf-8")
        for needle in ("parents[3]", '"shared"', "importorskip"):
            if needle in text:
                wrong.append(f"{path.relative_to(TESTS)}: {needle}")
    assert wrong == []
