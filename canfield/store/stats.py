"""Statistics per draw mode: queries over the game rows, never a summary kept in memory.

What counts (the Statistics window states it too, see `MODEL`):
- a game counts once it is finished: won, or lost — left unfinished for a new deal or a
  restart. The game in progress is shown apart and moves no figure until it ends, so
  it never lowers the win rate nor breaks a streak;
- only games the player was dealt count: a game taken up from a pasted record (its time
  and win say nothing of the player's play) does not;
- random deals and the deals picked among those the solver proved winnable ("Only
  winnable deals") are counted apart, each with the same figures;
- today's deals (`source = 'daily'`, one proved win per UTC date) are counted apart
  again, by day: a day is played once its deal was finished, won once it was won (on
  any try); the streak is of days won one after another in the calendar, and today
  not yet won does not break it;
- best score is the highest of every counted game, won or lost (take-backs can bring a
  game above 260); streaks run over counted games in the order they ended.
Figures imported from an old `statistics.json` (see `canfield.store.legacy`) are added
in: they come first, before every game row.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from canfield.store.duration import duration as duration
from canfield.values import record

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

    played: NonNegativeInt = Field(default=0, description="Finished games: won or lost.")
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
    in_progress: NonNegativeInt = Field(
        default=0, description="Games begun and not finished: not yet in any other figure."
    )

    @property
    def win_rate(self) -> float:
        """Games won per game played, from 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


class DailyStats(BaseModel):
    """Today's deals, counted by day (see the module's docstring)."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    played: NonNegativeInt = Field(default=0, description="Days whose deal was finished.")
    won: NonNegativeInt = Field(default=0, description="Days whose deal was won.")
    current_streak: NonNegativeInt = Field(default=0, description="Days won in a row, to now.")
    best_streak: NonNegativeInt = 0


class Statistics(BaseModel):
    """Both draw modes' records: random deals, and apart from them the deals picked among
    those the solver proved winnable ("Only winnable deals"), and today's deals."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    draw_1: ModeStats = Field(default_factory=ModeStats)
    draw_3: ModeStats = Field(default_factory=ModeStats)
    winnable_1: ModeStats = Field(default_factory=ModeStats)
    winnable_3: ModeStats = Field(default_factory=ModeStats)
    daily: DailyStats = Field(default_factory=DailyStats)

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


COUNTED = "source = 'deal' AND actions > 0"
"""The rows the figures are made of: games dealt to the player and begun (see the module's
docstring); `winnable_only` and the draw mode pick one record among them."""


def mode_stats(conn: sqlite3.Connection, draw: int, *, winnable: bool = False) -> ModeStats:
    """One draw mode's figures: the imported ones plus a query over the game rows.

    Random deals and winnable-only deals are counted apart (`winnable`); the figures
    imported from an old file were all random deals.
    """
    base = ModeStats() if winnable else _imported(conn, draw)
    where = f"{COUNTED} AND draw = ? AND winnable_only = ?"
    finished = f"{where} AND outcome != 'in progress'"
    played, won, abandoned, best, placed, best_time, mean_time = conn.execute(
        "SELECT COUNT(*), "
        "COALESCE(SUM(outcome = 'won'), 0), COALESCE(SUM(outcome = 'abandoned'), 0), "
        "COALESCE(MAX(score), 0), COALESCE(SUM(cards_placed), 0), "
        "MIN(CASE WHEN outcome = 'won' AND elapsed > 0 THEN elapsed END), "
        "AVG(CASE WHEN outcome = 'won' AND elapsed > 0 THEN elapsed END) "
        f"FROM games WHERE {finished}",
        (draw, int(winnable)),
    ).fetchone()
    (running,) = conn.execute(
        f"SELECT COUNT(*) FROM games WHERE {where} AND outcome = 'in progress'",
        (draw, int(winnable)),
    ).fetchone()
    streak, longest = base.current_streak, base.longest_streak
    ended = conn.execute(
        f"SELECT outcome FROM games WHERE {finished} ORDER BY ended, id", (draw, int(winnable))
    )
    for (outcome,) in ended:
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
        in_progress=int(running),
    )


def daily_stats(conn: sqlite3.Connection, today: dt.date | None = None) -> DailyStats:
    """Today's deals by day: days played and won, and the streaks of days won."""
    from canfield.teacher.daily import deal_date
    from canfield.teacher.daily import today as utc_today

    played: set[dt.date] = set()
    won: set[dt.date] = set()
    rows = conn.execute(
        "SELECT code, started, outcome FROM games WHERE source = 'daily' AND actions > 0 "
        "AND outcome != 'in progress'"
    )
    for code, started, outcome in rows:
        day = deal_date(str(code), str(started))
        played.add(day)
        if outcome == "won":
            won.add(day)
    best = run = 0
    previous: dt.date | None = None
    for day in sorted(won):
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        best = max(best, run)
        previous = day
    now = today or utc_today()
    current = run if previous is not None and (now - previous).days <= 1 else 0
    return DailyStats(played=len(played), won=len(won), current_streak=current, best_streak=best)


def statistics(conn: sqlite3.Connection, today: dt.date | None = None) -> Statistics:
    """Both draw modes' figures, read in one transaction so they agree with each other."""
    conn.execute("BEGIN")
    try:
        return Statistics(
            draw_1=mode_stats(conn, 1),
            draw_3=mode_stats(conn, 3),
            winnable_1=mode_stats(conn, 1, winnable=True),
            winnable_3=mode_stats(conn, 3, winnable=True),
            daily=daily_stats(conn, today),
        )
    finally:
        conn.execute("COMMIT")


def recent_games(conn: sqlite3.Connection, draw: int, limit: int) -> list[RecentGame]:
    """The last `limit` counted games of a draw mode's random deals, the one in progress
    among them, oldest first: the chart beside the figures shows the games they count."""
    rows = conn.execute(
        f"SELECT id, score, outcome, elapsed FROM games WHERE {COUNTED} AND draw = ? "
        "AND winnable_only = 0 ORDER BY id DESC LIMIT ?",
        (draw, max(0, limit)),
    ).fetchall()
    return [RecentGame(int(i), int(s), str(o), float(e)) for i, s, o, e in reversed(rows)]
