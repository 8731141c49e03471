"""Benchmark the games database: opening a long game, and saving one action at any length.

For each game length (10³, 10⁴, 10⁵ moves by default) a game of that many stock taps is
put in a fresh data folder as a record, then:

- *open*: a new `Session` resumes it (read the rows, replay the line from the deal);
- *action*, *undo*, *redo*: the save of one more action, one undo, one redo — each one
  transaction — as the median of `--actions` repetitions.

An action's save must cost the same whatever the game's length (O(1)): compare the
columns down the table. Opening a 10⁵-move game should take under a second. This is a
benchmark to read, not a timed test.

    .venv/bin/python scripts/bench_store.py [--lengths 1000 10000 100000] [--actions 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canfield.session import Session, take_up_record
from canfield.store import Store

CODE = "CF1-D3-AAAAACL"


def _median_ms(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def measure(length: int, actions: int, folder: Path) -> dict[str, float]:
    """Open / action / undo / redo figures (milliseconds) for a game of `length` moves."""
    store = Store(folder / "config", folder / "data")
    take_up_record(store, " ".join([CODE, *["S"] * length]))
    store.close()
    start = time.perf_counter()
    session = Session.open(Store(folder / "config", folder / "data"))
    opened = (time.perf_counter() - start) * 1000
    assert len(session.history.moves) == length, "the game was not resumed"
    action = _median_ms(lambda: session.play("S"), actions)
    undo = _median_ms(session.undo, min(actions, 100))
    redo = _median_ms(session.redo, min(actions, 100))
    session.close()
    return {"open": opened, "action": action, "undo": undo, "redo": redo}


def main(argv: Sequence[str] | None = None) -> int:
    """Print one row per game length."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[1000, 10_000, 100_000])
    parser.add_argument("--actions", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"{'moves':>8}  {'open ms':>9}  {'action ms':>9}  {'undo ms':>9}  {'redo ms':>9}")
    for length in args.lengths:
        with tempfile.TemporaryDirectory(prefix="canfield-bench-") as folder:
            row = measure(length, args.actions, Path(folder))
        print(
            f"{length:>8}  {row['open']:>9.1f}  {row['action']:>9.3f}  "
            f"{row['undo']:>9.3f}  {row['redo']:>9.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
