"""The project's scripts (`scripts/*.py`), imported as modules by the tests that check them."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

FOLDER = Path(__file__).resolve().parent.parent / "scripts"


@cache
def script(name: str) -> ModuleType:
    """`scripts/<name>.py` as a module, imported once per test run. The scripts folder is
    put on the path, where `make_cards.py` finds `court_cards.py`."""
    if str(FOLDER) not in sys.path:
        sys.path.insert(0, str(FOLDER))
    spec = importlib.util.spec_from_file_location(f"scripts_{name}", FOLDER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses in a script look their module up here
    spec.loader.exec_module(module)
    return module
