"""A game's row as the games database holds it, and what an action leaves on it.

The plain records of `canfield.store.games`, apart from its transactions: the session,
the ledger and the statistics' window read these without the code that writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Literal

from canfield.values import record

Outcome = Literal["in progress", "won", "abandoned"]
Source = Literal["deal", "record", "daily"]
"""How a game came to the table: dealt, or taken up from a pasted record (whose time and
win say nothing of the player's play, so the statistics leave it out)."""
Claim = Callable[[int], None]
"""Told a new game's id inside the transaction that makes it (see `Games.deal`)."""
IN_PROGRESS: Outcome = "in progress"
WON: Outcome = "won"
ABANDONED: Outcome = "abandoned"


def now() -> str:
    """The time of a change, in UTC, in a form that sorts as text."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


@record
class GameRow:
    """One game as the database holds it."""

    id: int
    code: str
    draw: int
    winnable_only: bool
    start: str | None
    started: str
    last_action: str | None
    ended: str | None
    outcome: Outcome
    score: int
    cards_placed: int
    elapsed: float
    actions: int
    length: int
    redo_length: int
    undo_depth: int
    source: Source = "deal"


COLUMNS = (
    "id, code, draw, winnable_only, start, started, last_action, ended, outcome, score, "
    "cards_placed, elapsed, actions, length, redo_length, undo_depth, source"
)


def row_of(values: Sequence[object]) -> GameRow:
    """A `GameRow` from the database's values, in the order of `COLUMNS`."""
    (gid, code, draw, winnable, start, started, last, ended, outcome, *numbers) = values
    score, placed, elapsed, actions, length, redo_length, depth, source = numbers
    return GameRow(
        id=int(str(gid)),
        code=str(code),
        draw=int(str(draw)),
        winnable_only=bool(winnable),
        start=None if start is None else str(start),
        started=str(started),
        last_action=None if last is None else str(last),
        ended=None if ended is None else str(ended),
        outcome=WON if outcome == WON else ABANDONED if outcome == ABANDONED else IN_PROGRESS,
        score=int(str(score)),
        cards_placed=int(str(placed)),
        elapsed=float(str(elapsed)),
        actions=int(str(actions)),
        length=int(str(length)),
        redo_length=int(str(redo_length)),
        undo_depth=int(str(depth)),
        source="record" if source == "record" else "daily" if source == "daily" else "deal",
    )


@record
class Progress:
    """What an action left: the figures saved on the game's row with it."""

    score: int
    cards_placed: int
    undo_depth: int
    won: bool
