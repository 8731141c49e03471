"""Benchmark the solver on random deals: how many it decides, and how fast.

    .venv/bin/python scripts/bench_solver.py N --budget S [--draw 1|3] [--jobs J] [--seed 1]
        [--seeds 1-5] [--workers W] [--verbose]

Solves N deals (codes drawn from `random.Random(seed)`, so a seed always names the same
deals; `--seeds 1-5` takes N from each of seeds 1 to 5) with S seconds each and prints
decided %, won % of the decided, the median, p90 and max seconds per deal, positions per
second and the peak memory (resident set) of this process and of its largest search
process, then every deal left undecided.
`--jobs 1` solves one deal at a time with the full portfolio (one process per core);
`--jobs J` solves J deals at a time, each in one process on one core.

The goals: 200 Draw-3 deals at 10 s on 2 cores, one deal at a time, at least 99 %
decided with a median of 0.05 s or less, Draw 1 at least 99 % (issue "Speed"); then seeds
1–5 (1,000 deals) in each mode at 10 s, at least 99.8 % decided, median 0.05 s or less
(the census issue). `CANFIELD_PURE_PYTHON=1` gives the Python searches' figures, as where
the C prover is not built (`canfield/solver/fast.py`). This is a benchmark to read, not a
timed test.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import resource
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield import engine
from canfield.solver import Solution, solve


def _solve_one(job: tuple[str, float, int | None]) -> tuple[str, Solution]:
    """Solve one deal (in a pool worker when deals run side by side)."""
    code, budget, workers = job
    return code, solve(engine.deal(code), seconds=budget, workers=workers)


def codes(count: int, draw: int, seed: int) -> list[str]:
    """The benchmark's deals: `count` codes from a seeded generator."""
    rng = random.Random(seed)
    return [engine.new_code(draw, rng=rng) for _ in range(count)]


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="how many deals")
    parser.add_argument("--budget", type=float, default=10.0, help="seconds per deal")
    parser.add_argument("--draw", type=int, choices=(1, 3), default=3)
    parser.add_argument("--jobs", type=int, default=1, help="deals solved at a time")
    parser.add_argument("--seed", type=int, default=1, help="which deals")
    parser.add_argument(
        "--seeds", default=None, metavar="A-B", help="N deals from each seed A to B"
    )
    parser.add_argument(
        "--workers", type=int, default=None, help="searches per deal (default: the solver's)"
    )
    parser.add_argument("--verbose", action="store_true", help="print every deal")
    args = parser.parse_args(argv)
    seeds = [args.seed]
    if args.seeds:
        first, _, last = args.seeds.partition("-")
        seeds = list(range(int(first), int(last or first) + 1))
    deals = [code for seed in seeds for code in codes(args.count, args.draw, seed)]
    workers = args.workers if args.jobs == 1 else 1
    jobs = [(code, args.budget, workers) for code in deals]
    started = time.monotonic()
    results: list[tuple[str, Solution]] = []
    if args.jobs == 1:
        for job in jobs:
            results.append(_solve_one(job))
            if args.verbose:
                _print_one(*results[-1])
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for result in pool.imap(_solve_one, jobs):
                results.append(result)
                if args.verbose:
                    _print_one(*result)
    wall = time.monotonic() - started
    solutions = [s for _, s in results]
    decided = [s for s in solutions if s.verdict != "unknown"]
    won = [s for s in decided if s.verdict == "won"]
    seconds = [s.seconds for s in solutions]
    nodes = sum(s.nodes for s in solutions)
    print(
        f"{len(deals)} Draw-{args.draw} deals (seeds {seeds[0]}–{seeds[-1]}: "
        f"{deals[0]} … {deals[-1]}), "
        f"budget {args.budget:g} s, {args.jobs} at a time"
    )
    print(
        f"decided {100 * len(decided) / len(solutions):.1f} % "
        f"({len(won)} won, {len(decided) - len(won)} lost, "
        f"{len(solutions) - len(decided)} unknown); "
        f"won {100 * len(won) / max(1, len(decided)):.1f} % of decided"
    )
    print(
        f"seconds per deal: median {statistics.median(seconds):.3f}, "
        f"p90 {percentile(seconds, 0.9):.3f}, p99 {percentile(seconds, 0.99):.3f}, "
        f"max {max(seconds):.3f}; wall {wall:.1f} s"
    )
    print(f"positions per second: {nodes / max(sum(seconds), 1e-9):,.0f}")
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak memory: this process {own:,.0f} MB, largest search process {child:,.0f} MB")
    undecided = [code for code, s in results if s.verdict == "unknown"]
    if undecided:
        print("undecided: " + " ".join(undecided))
    return 0


def _print_one(code: str, solution: Solution) -> None:
    """One deal's line for --verbose."""
    print(f"{code} {solution.verdict} {solution.nodes} {solution.seconds:.3f}", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
