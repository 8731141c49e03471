"""Benchmark "Where did it go wrong?": bisection on a 200-move game against one solve.

    .venv/bin/python scripts/bench_where_lost.py [--length 200] [--runs 3]

The game: a won deal (CF1-D3-SKOHAAA) spoiled by its 25th move, then played on to
`--length` moves (runs moved back and forth, the stock turned). It prints the time of
the whole bisection (as the window runs it: the solver's portfolio for each position),
how many solves it made, and the time of one solve of the deal and of the last
position, for comparison. Medians of `--runs`. A benchmark to read, not a timed test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield import engine

CODE = "CF1-D3-SKOHAAA"
RECORD = (
    "R>F4 S S W>C3 S S S W>C1 S S S S S S W>C3 W>C1 S S S W>C3 W>C1 C3:4>C1 S S W>F4 S S "
    "W>C3 C1:8>C3 C3:2>C1 C1:2>C3 S C3:2>C1"
)
SPOILED = RECORD.split(" ")


def long_line(length: int) -> list[str]:
    """The spoiled line played on to `length` moves, every move legal."""
    line = list(SPOILED)
    state = engine.deal(CODE)
    for move in line:
        state = engine.apply(state, move)
    filler = ["C1:2>C3", "C3:2>C1", "S"]
    i = 0
    while len(line) < length:
        move = filler[i % len(filler)]
        i += 1
        if engine.is_legal(state, engine.Move.parse(move)):
            state = engine.apply(state, move)
            line.append(move)
    return line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--length", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from canfield.solver import solve
    from canfield.teacher.where_lost import find, positions

    line = long_line(args.length)
    start = engine.deal(CODE)
    end = positions(start, line)[-1]

    def decide(state: engine.GameState, seconds: float) -> tuple[str, tuple[str, ...]]:
        answer = solve(state, seconds=seconds)
        return answer.verdict, answer.moves

    totals, single_deal, single_end = [], [], []
    found = None
    for _ in range(args.runs):
        began = time.perf_counter()
        found = find(start, line, decide)
        totals.append(time.perf_counter() - began)
        for state, into in ((start, single_deal), (end, single_end)):
            began = time.perf_counter()
            solve(state)
            into.append(time.perf_counter() - began)
    assert found is not None
    total = statistics.median(totals)
    print(
        f"line: {len(line)} moves; last winnable position {found.last_winnable}, "
        f"losing move {found.losing_move}, undecided {list(found.undecided)}"
    )
    print(f"bisection: {total:.2f} s, {found.solves} solves ({total / found.solves:.2f} s each)")
    print(
        f"one solve: the deal {statistics.median(single_deal):.2f} s, "
        f"the last position {statistics.median(single_end):.2f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
