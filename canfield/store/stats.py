"""Statistics per draw mode: queries over the game rows, never a summary kept in memory.

A game counts as played once its first action is made, and as a loss once it is left
unfinished (abandoned) for a new deal; a game still in progress is played but neither
won nor lost, so it does not break a winning streak. Streaks run over finished games
in the order they ended. Figures imported from an old `statistics.json` (see
`canfield.store.legacy`) are added in: they come first, before every game row.
"""

from __future__ import annotations

import sqlite3
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from canfield.records import record
from canfield.store.duration import duration as duration

Draw = Literal[1, 3]


def draw_mode(draw: int) -> Draw:
    """Check a draw mode (a `GameState.draw` is a plain int); ValueError if not 1 or 3."""
    if draw == 1:
        return 1
    if draw == 3:
        return 3
    raise ValueError(f"draw mode must be 1 or 3, not {draw!r}")


class ModeStats(BaseModel):
    """The record of one draw mode."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    played: NonNegativeInt = 0
    won: NonNegativeInt = 0
    abandoned: NonNegativeInt = Field(default=0, description="Left unfinished for a new deal.")
    best_score: NonNegativeInt = 0
    current_streak: NonNegativeInt = Field(default=0, description="Wins in a row, up to now.")
    longest_streak: NonNegativeInt = 0
    cards_placed: NonNegativeInt = Field(
        default=0, description="Cards on foundations, summed over the games' lines of play."
    )
    best_time: float | None = Field(default=None, description="Seconds of the fastest win.")
    average_time: float | None = Field(default=None, description="Mean seconds of the wins.")

    @property
    def win_rate(self) -> float:
        """Games won per game played, from 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


class Statistics(BaseModel):
    """Both draw modes' records: random deals, and apart from them the deals picked among
    those the solver proved winnable ("Only winnable deals")."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    draw_1: ModeStats = Field(default_factory=ModeStats)
    draw_3: ModeStats = Field(default_factory=ModeStats)
    winnable_1: ModeStats = Field(default_factory=ModeStats)
    winnable_3: ModeStats = Field(default_factory=ModeStats)

    def mode(self, draw: int) -> ModeStats:
        """The record of Draw 1 or Draw 3 (random deals)."""
        return self.draw_1 if draw_mode(draw) == 1 else self.draw_3

    def winnable(self, draw: int) -> ModeStats:
        """The record of the winnable-only deals of Draw 1 or Draw 3."""
        return self.winnable_1 if draw_mode(draw) == 1 else self.winnable_3


@record
class RecentGame:
    """One finished or running game, for the Statistics chart."""

    id: int
    score: int
    outcome: str
    elapsed: float


def _imported(conn: sqlite3.Connection, draw: int) -> ModeStats:
    found = conn.execute(
        "SELECT played, won, best_score, current_streak, longest_streak, cards_placed "
        "FROM imported WHERE draw = ?",
        (draw,),
    ).fetchone()
    if not found:
        return ModeStats()
    played, won, best, current, longest, placed = (int(v) for v in found)
    return ModeStats(
        played=played,
        won=won,
        abandoned=max(0, played - won),
        best_score=best,
        current_streak=current,
        longest_streak=longest,
        cards_placed=placed,
    )


def mode_stats(conn: sqlite3.Connection, draw: int, *, winnable: bool = False) -> ModeStats:
    """One draw mode's figures: the imported ones plus a query over the game rows.

    Random deals and winnable-only deals are counted apart (`winnable`); the figures
    imported from an old file were all random deals.
    """
    base = ModeStats() if winnable else _imported(conn, draw)
    played, won, abandoned, best, placed, best_time, mean_time = conn.execute(
        "SELECT COUNT(*), "
        "COALESCE(SUM(outcome = 'won'), 0), COALESCE(SUM(outcome = 'abandoned'), 0), "
        "COALESCE(MAX(CASE WHEN outcome = 'won' THEN score END), 0), "
        "COALESCE(SUM(cards_placed), 0), "
        "MIN(CASE WHEN outcome = 'won' AND elapsed > 0 THEN elapsed END), "
        "AVG(CASE WHEN outcome = 'won' AND elapsed > 0 THEN elapsed END) "
        "FROM games WHERE draw = ? AND actions > 0 AND winnable_only = ?",
        (draw, int(winnable)),
    ).fetchone()
    streak, longest = base.current_streak, base.longest_streak
    finished = conn.execute(
        "SELECT outcome FROM games WHERE draw = ? AND actions > 0 AND outcome != 'in progress' "
        "AND winnable_only = ? ORDER BY ended, id",
        (draw, int(winnable)),
    )
    for (outcome,) in finished:
        streak = streak + 1 if outcome == "won" else 0
        longest = max(longest, streak)
    return ModeStats(
        played=base.played + int(played),
        won=base.won + int(won),
        abandoned=base.abandoned + int(abandoned),
        best_score=max(base.best_score, int(best)),
        current_streak=streak,
        longest_streak=longest,
        cards_placed=base.cards_placed + int(placed),
        best_time=None if best_time is None else float(best_time),
        average_time=None if mean_time is None else float(mean_time),
    )


def statistics(conn: sqlite3.Connection) -> Statistics:
    """Both draw modes' figures, read in one transaction so they agree with each other."""
    conn.execute("BEGIN")
    try:
        return Statistics(
            draw_1=mode_stats(conn, 1),
            draw_3=mode_stats(conn, 3),
            winnable_1=mode_stats(conn, 1, winnable=True),
            winnable_3=mode_stats(conn, 3, winnable=True),
        )
    finally:
        conn.execute("COMMIT")


def recent_games(conn: sqlite3.Connection, draw: int, limit: int) -> list[RecentGame]:
    """The last `limit` games of a draw mode with an action, oldest first (for a chart)."""
    rows = conn.execute(
        "SELECT id, score, outcome, elapsed FROM games WHERE draw = ? AND actions > 0 "
        "ORDER BY id DESC LIMIT ?",
        (draw, max(0, limit)),
    ).fetchall()
    return [RecentGame(int(i), int(s), str(o), float(e)) for i, s, o, e in reversed(rows)]
