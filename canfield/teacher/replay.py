"""A replay: the positions of a line, watched one move at a time, never played.

Made from a game's record (the database's rows) or from a solver's winning line; the
engine replays every move, so a replay shows only what the rules allow. It holds its
own positions: watching one changes nothing of the game in progress.
"""

from __future__ import annotations

from collections.abc import Sequence

from canfield.engine import GameState, Move
from canfield.teacher.where_lost import positions

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
"""Moves per second a replay plays at, slowest first."""


class Replay:
    """The positions of a line, the one shown, and whether it plays on by itself."""

    def __init__(self, start: GameState, moves: Sequence[Move | str], title: str = "") -> None:
        self.moves = tuple(Move.parse(m) if isinstance(m, str) else m for m in moves)
        self.positions = positions(start, self.moves)
        self.title = title
        self.index = 0
        self.playing = False
        self.speed = 2
        """An index of `SPEEDS`."""

    @property
    def state(self) -> GameState:
        """The position shown."""
        return self.positions[self.index]

    @property
    def length(self) -> int:
        """How many moves the line has."""
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        """True when the last position is shown."""
        return self.index >= self.length

    @property
    def interval(self) -> float:
        """Seconds between two moves while playing."""
        return 1.0 / SPEEDS[self.speed]

    def go(self, index: int) -> bool:
        """Show position `index` (kept within the line); True when it changed."""
        index = max(0, min(self.length, index))
        changed = index != self.index
        self.index = index
        if self.at_end:
            self.playing = False
        return changed

    def step(self, by: int) -> bool:
        """One move on (1) or back (-1); True when the position changed."""
        return self.go(self.index + by)

    def toggle(self) -> None:
        """Play or pause; playing at the end starts again from the deal."""
        if not self.playing and self.at_end:
            self.index = 0
        self.playing = not self.playing

    def faster(self, by: int) -> None:
        """One speed up (1) or down (-1)."""
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + by))

    def last_move(self) -> tuple[GameState, Move] | None:
        """The move that led to the position shown, and the position it was played from."""
        if self.index == 0:
            return None
        return self.positions[self.index - 1], self.moves[self.index - 1]

    def recent(self) -> list[tuple[GameState, Move, GameState]]:
        """(before, move, after) of the moves up to the position shown, oldest first (the
        last few: what the waste's fan needs)."""
        first = max(0, self.index - 40)
        return [
            (self.positions[i], self.moves[i], self.positions[i + 1])
            for i in range(first, self.index)
        ]
