"""The Canfield solver: can this position still be won, and how?

`solve(state)` answers "won" (with a line of engine moves that the engine has replayed to
a won game), "lost" (proved: every reachable position was searched) or "unknown" (out of
time or memory), under exactly the engine's rules: take-backs, any partial run, the wrap
in columns and foundations, Draw 1 and Draw 3, unlimited recycling, from any position.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canfield.solver.portfolio import MAX_POSITIONS, VERDICTS, Solution, solve

__all__ = ["MAX_POSITIONS", "VERDICTS", "Solution", "solve"]


def __getattr__(name: str) -> object:
    """Import the search when one of its names is first asked for, not with the package:
    the command line's parser and the window reach `canfield.solver.cli` and
    `canfield.solver.hint` without needing it."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module("canfield.solver.portfolio"), name)
