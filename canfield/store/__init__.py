"""Persistence: settings, the games and their statistics survive restarts and bad files.

The window and the command line use `Store`; the models are re-exported here so
callers need one import.
"""

from canfield.store.persist import Store
from canfield.store.settings import Settings
from canfield.store.stats import ModeStats, RecentGame, Statistics

__all__ = ["ModeStats", "RecentGame", "Settings", "Statistics", "Store"]
