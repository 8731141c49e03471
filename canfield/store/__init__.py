"""Persistence: settings, the games and their statistics survive restarts and bad files.

The window and the command line use `Store`; the models are re-exported here so
callers need one import. They are imported when first named, not with the package:
the window's first frame reads its files through `canfield.store` without the
pydantic models (see `canfield.store.first_look`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canfield.store.persist import Store
    from canfield.store.settings import Settings
    from canfield.store.stats import ModeStats, RecentGame, Statistics

__all__ = ["ModeStats", "RecentGame", "Settings", "Statistics", "Store"]

_HOMES = {
    "ModeStats": "canfield.store.stats",
    "RecentGame": "canfield.store.stats",
    "Settings": "canfield.store.settings",
    "Statistics": "canfield.store.stats",
    "Store": "canfield.store.persist",
}


def __getattr__(name: str) -> object:
    """Import a re-exported name from its module the first time it is asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
