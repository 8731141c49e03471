"""Persistence: settings, statistics and the game in progress survive restarts and bad files.

The window and the command line use `Store`; the models and the statistics updates are
re-exported here so callers need one import.
"""

from canfield.store.persist import Store
from canfield.store.settings import Settings
from canfield.store.stats import (
    CurrentGame,
    ModeStats,
    Statistics,
    abandon_game,
    count_placements,
    record_action,
    set_cards_placed,
    start_game,
    win_game,
)

__all__ = [
    "CurrentGame",
    "ModeStats",
    "Settings",
    "Statistics",
    "Store",
    "abandon_game",
    "count_placements",
    "record_action",
    "set_cards_placed",
    "start_game",
    "win_game",
]
