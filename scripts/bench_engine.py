"""Benchmark the rules engine: random-playout throughput and the cost of each call.

A playout deals a seeded game code and, move after move, asks `legal_moves` and plays
one of them at random with `apply` (a new deal when nothing is left to play). The
throughput counts one `legal_moves` + one `apply` as one move. Each figure is the
median of several repetitions, timed with `time.perf_counter`; the same seed always
plays the same games, so runs compare like with like.

    .venv/bin/python scripts/bench_engine.py [--moves 50000] [--repeat 5] [--seed 1]

The goal (issue "Speed") is at least 40,000 moves per second in one process on a
2-core machine. This is a benchmark to read, not a timed test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield import engine

GOAL = 40_000
"""Moves per second the issue asks for, in one process."""

GAME_LENGTH = 400
"""Moves per deal before the playout starts a fresh one (keeps positions varied)."""


def playout(moves: int, seed: int) -> list[tuple[engine.GameState, engine.Move]]:
    """Play `moves` random legal moves from seeded deals; return every (position, move)."""
    rng = random.Random(seed)
    played: list[tuple[engine.GameState, engine.Move]] = []
    state = engine.deal(engine.new_code(rng=rng))
    in_game = 0
    while len(played) < moves:
        options = engine.legal_moves(state)
        if not options or in_game >= GAME_LENGTH:
            state = engine.deal(engine.new_code(rng=rng))
            in_game = 0
            continue
        move = options[rng.randrange(len(options))]
        played.append((state, move))
        state = engine.apply(state, move)
        in_game += 1
    return played


def time_playout(moves: int, seed: int) -> float:
    """Moves per second of one playout (`legal_moves` + `apply` per move)."""
    rng = random.Random(seed)
    codes = [engine.new_code(rng=rng) for _ in range(moves // GAME_LENGTH + 100)]
    legal_moves, apply, deal = engine.legal_moves, engine.apply, engine.deal
    randrange = rng.randrange
    done = 0
    game = 0
    start = time.perf_counter()
    while done < moves:
        state = deal(codes[game])
        game += 1
        for _ in range(min(GAME_LENGTH, moves - done)):
            options = legal_moves(state)
            if not options:
                break
            state = apply(state, options[randrange(len(options))])
            done += 1
    return done / (time.perf_counter() - start)


def per_call(func: Callable[[], object], calls: int) -> float:
    """Seconds per call of a batch: `func` runs the whole batch once."""
    start = time.perf_counter()
    func()
    return (time.perf_counter() - start) / calls


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=50_000, help="moves per repetition")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (medians reported)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and moves")
    args = parser.parse_args(argv)
    moves: int = args.moves
    repeat: int = args.repeat
    seed: int = args.seed

    played = playout(min(moves, 20_000), seed)
    states = [s for s, _ in played]
    texts = [(s, str(m)) for s, m in played]
    columns = ("R", "W", "C1", "C2", "C3", "C4")
    codes = [engine.new_code(rng=random.Random(seed + n)) for n in range(2_000)]
    legal_moves, apply, tap, deal = engine.legal_moves, engine.apply, engine.tap, engine.deal

    def all_legal() -> None:
        for s in states:
            legal_moves(s)

    def all_apply() -> None:
        for s, m in played:
            apply(s, m)

    def all_apply_text() -> None:
        for s, t in texts:
            apply(s, t)

    def all_tap() -> None:
        for s in states:
            for pile in columns:
                tap(s, pile)

    def all_deal() -> None:
        for code in codes:
            deal(code)

    def micros(func: Callable[[], object], calls: int) -> list[float]:
        return [per_call(func, calls) * 1e6 for _ in range(repeat)]

    rows: list[tuple[str, list[float]]] = [
        ("playout (moves/s)", [time_playout(moves, seed + r) for r in range(repeat)]),
        ("legal_moves (µs/call)", micros(all_legal, len(states))),
        ("apply Move (µs/call)", micros(all_apply, len(played))),
        ("apply text (µs/call)", micros(all_apply_text, len(texts))),
        ("tap (µs/call)", micros(all_tap, len(states) * len(columns))),
        ("deal (µs/call)", micros(all_deal, len(codes))),
    ]
    print(
        f"engine benchmark: {moves} moves x {repeat} repetitions, seed {seed}, "
        f"Python {sys.version.split()[0]}"
    )
    for name, values in rows:
        print(
            f"  {name:<24} median {statistics.median(values):>10,.1f}   "
            f"(min {min(values):,.1f}, max {max(values):,.1f})"
        )
    rate = statistics.median(rows[0][1])
    verdict = "meets" if rate >= GOAL else "is below"
    print(f"  median throughput {rate:,.0f} moves/s {verdict} the goal of {GOAL:,} moves/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
