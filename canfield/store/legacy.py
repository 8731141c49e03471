"""Bringing the files of earlier versions into the database, once.

Earlier versions kept `statistics.json` (totals per draw mode, plus the game being
counted) and `game.txt` (the game in progress as its record). At the first start with
the database, the totals go into the `imported` table and the game becomes a game row;
both happen in one transaction with a `meta` mark, so they are imported exactly once.
Then the files are renamed `<name>.imported-<time>` — kept as they were, never deleted.
A file that cannot be read is set aside as damaged instead, as before.

Totals that cannot be true (more games won than played, a streak longer than the wins,
numbers beyond any lifetime) are brought within bounds, with a warning naming them.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from canfield.store.lenient import validate_leniently
from canfield.values import field, record

IMPORTED_MARK = ".imported-"
LIFETIME_CAP = 10**7
"""More games than anyone plays in a lifetime; larger stored numbers are not believed."""


class LegacyMode(BaseModel):
    """One draw mode of the old statistics file."""

    model_config = ConfigDict(extra="ignore")

    played: NonNegativeInt = 0
    won: NonNegativeInt = 0
    best_score: NonNegativeInt = 0
    current_streak: NonNegativeInt = 0
    longest_streak: NonNegativeInt = 0
    cards_placed: NonNegativeInt = 0


class LegacyCurrent(BaseModel):
    """The game the old file had already counted."""

    model_config = ConfigDict(extra="ignore")

    game_id: str = Field(min_length=1)
    draw: int
    won: bool = False
    placed: NonNegativeInt = 0


class LegacyStatistics(BaseModel):
    """The whole old statistics file."""

    model_config = ConfigDict(extra="ignore")

    draw_1: LegacyMode = Field(default_factory=LegacyMode)
    draw_3: LegacyMode = Field(default_factory=LegacyMode)
    current: LegacyCurrent | None = None


@record(frozen=False)
class ReadStatistics:
    """The old totals after checking, with what had to be repaired."""

    stats: LegacyStatistics
    invalid: list[str] = field(default_factory=list)
    impossible: list[str] = field(default_factory=list)


def read_statistics(data: dict[str, object]) -> ReadStatistics:
    """Validate the old file's JSON object leniently and make the totals possible."""
    stats, invalid = validate_leniently(LegacyStatistics, data)
    known = set(LegacyStatistics.model_fields)
    invalid.extend(f"{key} (unknown)" for key in data if key not in known)
    result = ReadStatistics(stats, invalid)
    for name in ("draw_1", "draw_3"):
        mode: LegacyMode = getattr(stats, name)
        for part in LegacyMode.model_fields:
            if getattr(mode, part) > LIFETIME_CAP:
                setattr(mode, part, 0)
                result.impossible.append(f"{name}.{part}")
        checks = (
            ("won", mode.played),
            ("longest_streak", mode.won),
            ("current_streak", mode.longest_streak),
            ("cards_placed", 52 * mode.played),
        )
        for part, bound in checks:
            if getattr(mode, part) > bound:
                setattr(mode, part, bound)
                result.impossible.append(f"{name}.{part}")
        if mode.best_score > 0 and mode.won == 0:
            mode.best_score = 0
            result.impossible.append(f"{name}.best_score")
    return result


def store_statistics(conn: sqlite3.Connection, stats: LegacyStatistics) -> None:
    """Write the old totals into the `imported` table (inside the caller's transaction)."""
    for draw, mode in ((1, stats.draw_1), (3, stats.draw_3)):
        conn.execute(
            "INSERT OR REPLACE INTO imported (draw, played, won, best_score, current_streak, "
            "longest_streak, cards_placed) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                draw, mode.played, mode.won, mode.best_score,
                mode.current_streak, mode.longest_streak, mode.cards_placed,
            ),
        )  # fmt: skip


def discount_current(stats: LegacyStatistics, code: str, won: bool) -> None:
    """The old totals already counted the game being imported as a row: take it out once."""
    current = stats.current
    if current is None or current.game_id.split("/")[0] != code or current.draw not in (1, 3):
        return
    mode = stats.draw_1 if current.draw == 1 else stats.draw_3
    mode.played = max(0, mode.played - 1)
    mode.cards_placed = max(0, mode.cards_placed - current.placed)
    if current.won and won:
        mode.won = max(0, mode.won - 1)
        mode.current_streak = max(0, mode.current_streak - 1)
    mode.won = min(mode.won, mode.played)
    mode.longest_streak = min(mode.longest_streak, mode.won)
    mode.current_streak = min(mode.current_streak, mode.longest_streak)


def rename_imported(path: Path) -> Path | None:
    """Rename an imported file `<name>.imported-<UTC time>`; None if it was not there."""
    if not (path.exists() or path.is_symlink()):
        return None
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}{IMPORTED_MARK}{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}{IMPORTED_MARK}{stamp}-{number}")
    os.rename(path, target)
    return target
