"""The engine is pure (STYLE.md 1): no pygame, no persistence layer, no clock, no files."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import canfield.engine

ENGINE_DIR = Path(canfield.engine.__file__).parent
ALLOWED_IMPORTS = {
    "__future__",
    "collections",
    "collections.abc",
    "dataclasses",
    "enum",
    "functools",
    "hashlib",
    "importlib",
    "random",
    "re",
    "secrets",
    "typing",
    "canfield.engine",
    "canfield.values",  # records: dataclasses made quickly, from the standard library alone
    "canfield.serbian",  # Serbian Latin to Cyrillic, for `describe`: text alone, with `re`
}


def test_importing_the_engine_loads_no_pygame_pydantic_or_platformdirs() -> None:
    script = (
        "import canfield.engine, sys\n"
        "assert 'pygame' not in sys.modules\n"
        "banned = ('pygame', 'pydantic', 'platformdirs', 'canfield.ui', 'canfield.store',"
        " 'canfield.i18n')\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(banned))\n"
        "print(' '.join(loaded) or 'clean')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "clean"


def test_the_engine_imports_only_pure_standard_modules() -> None:
    sources = sorted(ENGINE_DIR.glob("*.py"))
    assert {p.name for p in sources} >= {"cards.py", "codes.py", "rules.py", "state.py"}
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name if name in ALLOWED_IMPORTS else name.rsplit(".", 1)[0]
                assert top in ALLOWED_IMPORTS, f"{path.name} imports {name}"


def test_no_global_random_and_no_clock() -> None:
    """`random` is only a type for a caller's seeded generator; nothing reads the clock."""
    for path in sorted(ENGINE_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "random":
                    assert node.attr == "Random", f"{path.name} uses random.{node.attr}"
                assert node.value.id not in ("time", "datetime", "os"), path.name
