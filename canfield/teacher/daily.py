"""Today's deal: one deal per UTC date, the same for every player on every machine, and
always a proved win.

Candidates come from the date alone (SHA-256 of the date and a counter, Draw 3); the
first that one deterministic search proves won within a fixed budget of *positions*
— never of seconds — is the day's deal. The portfolio of `canfield.solver.solve` races
processes, so which of its searches answers first depends on the machine's speed and
load; here the searches of `plans.mixed` take turns in one process, counted in
positions, and a seeded shuffle, so the same date gives the same deal everywhere. The
winning line is replayed through the engine before the deal is accepted.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import time
from collections.abc import Callable, Iterator

from canfield import engine
from canfield.engine import GameState
from canfield.engine.codes import DEALS, GameCode
from canfield.values import record

DRAW = 3
POSITIONS = 400_000
"""The search's budget per candidate, in positions (the same on every machine)."""
CANDIDATES = 64
"""Candidates tried before giving up (none of a date's first 64 was proved won: never
seen; the answer would then be "none", the same everywhere)."""


class TooLong(Exception):
    """The caller's time ran out before the day's deal was worked out (it is not guessed)."""


@record(slots=True)
class DailyDeal:
    """The day's deal: its date, code, which candidate it was, and a winning line."""

    date: dt.date
    code: str
    candidate: int
    moves: tuple[str, ...]


def today() -> dt.date:
    """The date now in UTC (one deal per UTC date, wherever the player is)."""
    return dt.datetime.now(dt.UTC).date()


def candidate(date: dt.date, n: int) -> str:
    """The `n`-th candidate code for `date` (Draw 3), from the date alone."""
    digest = hashlib.sha256(f"canfield daily {date.isoformat()} {n}".encode()).digest()
    return str(GameCode(DRAW, int.from_bytes(digest[:8], "big") % DEALS))


def candidates(date: dt.date) -> Iterator[str]:
    """The candidates for `date`, in order."""
    return (candidate(date, n) for n in range(CANDIDATES))


def proved_line(state: GameState, positions: int = POSITIONS) -> tuple[str, ...] | None:
    """A winning line from `state` found by a search counted in positions only, replayed
    through the engine; None when the budget ends without a proved win."""
    from canfield.solver import plans
    from canfield.solver.compact import encode
    from canfield.solver.replay import ReplayError, replay, shorten
    from canfield.solver.search import Limits

    tables, root = encode(state)
    outcome = plans.run("mixed", tables, root, Limits(math.inf, positions))
    if outcome.verdict != "won":
        return None
    try:
        line, _ = replay(state, outcome.steps)
        line = shorten(state, line)
    except ReplayError:
        return None
    end = state
    for move in line:
        end = engine.apply(end, move)
    return tuple(str(m) for m in line) if engine.is_won(end) else None


def daily_deal(
    date: dt.date,
    *,
    seconds: float = math.inf,
    clock: Callable[[], float] = time.monotonic,
    positions: int = POSITIONS,
) -> DailyDeal | None:
    """The deal of `date`: the first candidate proved won (None if none of them is).

    `seconds` only bounds how long the caller waits — `TooLong` when it runs out; it never
    changes which deal a date gives.
    """
    ends = clock() + seconds
    for n, code in enumerate(candidates(date)):
        if clock() >= ends:
            raise TooLong(date.isoformat())
        line = proved_line(engine.deal(code), positions)
        if line is not None:
            return DailyDeal(date, code, n, line)
    return None


def deal_date(code: str, started: str) -> dt.date:
    """The date whose deal `code` is, for a game begun at `started` (an ISO time in UTC):
    that day's, or the day before's or after's (a deal begun just after midnight, or on a
    clock a little wrong); the day it was begun when none of them gave it."""
    begun = dt.date.fromisoformat(started[:10])
    for offset in (0, -1, 1):
        day = begun + dt.timedelta(days=offset)
        if code in candidates(day):
            return day
    return begun


def read_date(text: str) -> dt.date:
    """A date written YYYY-MM-DD; ValueError otherwise."""
    word = text.strip()
    if len(word) != 10 or not word.isascii():
        raise ValueError(word)
    return dt.date.fromisoformat(word)
