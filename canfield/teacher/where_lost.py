"""Where did the game go wrong? The last position of the line played that can be won.

Along the line actually played, winnability is monotone: a position before a winnable
one is winnable (its next move leads there), a position after a lost one is lost. So the
last winnable position is found by bisection — O(log n) solves. A solve may answer
"unknown" (out of time); those positions are stepped round, the search bisecting the
longest stretch still untried, and whatever stays between the last position proved
winnable and the first proved lost is reported undecided, never guessed.

`find` takes the solve to use (`Decide`), so the tests give it built verdicts and the
window and the command line give it the solver.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from canfield import engine
from canfield.engine import GameState, Move
from canfield.values import record

Verdict = tuple[str, tuple[str, ...]]
"""A solve's answer: "won" (with a winning line from the position), "lost" or "unknown"."""
Decide = Callable[[GameState, float], Verdict]
"""Solve one position within so many seconds."""


@record(slots=True)
class WhereLost:
    """The answer for a line of `length` moves.

    `last_winnable` is the last position proved winnable (K: the moves played before it,
    0 the deal), None when none was (`never_winnable` when the deal itself is proved
    lost). `losing_move` is the move played from K when the next position is proved
    lost; `line` a winning line from K; `undecided` the positions between K and the first
    proved lost that no solve decided in time. `solves` counts the solves made.
    """

    length: int
    last_winnable: int | None
    next_move: str | None
    losing_move: str | None
    line: tuple[str, ...]
    undecided: tuple[int, ...]
    solves: int

    @property
    def still_winnable(self) -> bool:
        """True when the position reached (the end of the line) is proved winnable."""
        return self.last_winnable == self.length

    @property
    def never_winnable(self) -> bool:
        """True when the deal itself is proved lost."""
        return self.last_winnable is None and not self.undecided

    def as_json(self) -> dict[str, object]:
        """What `canfield solve --where-lost --json` prints."""
        return {
            "last_winnable": self.last_winnable,
            "losing_move": self.losing_move,
            "moves": list(self.line),
            "undecided": list(self.undecided),
        }


def positions(start: GameState, moves: Sequence[Move | str]) -> list[GameState]:
    """The positions of a line: the start, then after each move (engine-checked)."""
    found = [start]
    for move in moves:
        found.append(engine.apply(found[-1], move))
    return found


def find(
    start: GameState,
    moves: Sequence[Move | str],
    decide: Decide,
    *,
    seconds: float = 10.0,
    budget: float = math.inf,
    clock: Callable[[], float] = time.monotonic,
    told: Callable[[int], None] | None = None,
) -> WhereLost:
    """Bisect the line `moves` played from `start` for its last winnable position.

    Each solve gets `seconds`; once `budget` seconds have gone by no new solve starts
    and what is left is undecided. `told(solves)` hears of each solve as it ends.
    Raises `engine.IllegalMove` when the line does not replay.
    """
    line = [str(m) for m in moves]
    states = positions(start, moves)
    n = len(line)
    known: dict[int, str] = {}
    lines: dict[int, tuple[str, ...]] = {}
    ends = clock() + budget
    solves = 0
    for index in _Probes(n, known):
        if solves and clock() >= ends:
            break
        verdict, won_line = decide(states[index], seconds)
        solves += 1
        if told is not None:
            told(solves)
        known[index] = verdict
        if verdict == "won":
            lines[index] = won_line
            _follow(index, won_line, line, known, lines)
    low, high = _bounds(n, known)
    undecided = tuple(i for i in range(low + 1, high) if known.get(i) != "won")
    last = low if low >= 0 else None
    played = line[low] if 0 <= low < n else None
    losing = played if high == low + 1 else None
    return WhereLost(n, last, played, losing, lines.get(low, ()), undecided, solves)


def _bounds(n: int, known: dict[int, str]) -> tuple[int, int]:
    """The last position proved winnable (-1: none) and the first proved lost (n + 1: none)."""
    low = max((i for i, v in known.items() if v == "won"), default=-1)
    high = min((i for i, v in known.items() if v == "lost"), default=n + 1)
    return low, high


class _Probes:
    """The next position to solve, chosen from what is known so far: first the end of
    the line (a winnable end needs nothing more), then the deal (a lost deal ends it),
    then the middle of the longest stretch of untried positions between the last proved
    winnable and the first proved lost."""

    def __init__(self, n: int, known: dict[int, str]) -> None:
        self.n = n
        self.known = known

    def __iter__(self) -> _Probes:
        return self

    def __next__(self) -> int:
        n, known = self.n, self.known
        for first in (n, 0):
            if first not in known:
                low, high = _bounds(n, known)
                if low < first < high:
                    return first
        low, high = _bounds(n, known)
        best: tuple[int, int] | None = None  # (length, start) of the longest untried run
        run = 0
        for i in range(low + 1, high + 1):
            if i < high and i not in known:
                run += 1
                continue
            if run and (best is None or run > best[0]):
                best = (run, i - run)
            run = 0
        if best is None:
            raise StopIteration
        length, begin = best
        return begin + length // 2


def _follow(
    index: int,
    won_line: tuple[str, ...],
    line: list[str],
    known: dict[int, str],
    lines: dict[int, tuple[str, ...]],
) -> None:
    """A winning line that starts with the moves the player went on to play proves the
    positions it passes through winnable too, at no cost."""
    for step, move in enumerate(won_line):
        at = index + step
        if at >= len(line) or Move.parse(move) != Move.parse(line[at]):
            return
        known[at + 1] = "won"
        lines[at + 1] = won_line[step + 1 :]
