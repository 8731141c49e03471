"""`solve`: a quick search in this process, then a portfolio of searches across processes.

One move order is heavy-tailed, so several searches run side by side — the exact prover,
the twin-relaxed game's prover, depth-first restarts in random orders and best-first
searches (exact: they use nothing but the safe reductions), and a win-finder whose
twin-blind position key is coarser (it can only ever report a win) — and the first
decided answer wins. First they take turns in this process for a moment (most deals are
decided in milliseconds); then each gets a process, one per core; with one worker they
keep taking turns here. Each search caps the positions it remembers, so a hard deal
answers "unknown" instead of filling the machine's memory.

A win is returned only after the engine has replayed its line to a won game; a loss only
when a search has exhausted every position of the exact game, or of the relaxed game that
reaches at least all the real game does (`relaxed`)."""

from __future__ import annotations

import gc
import multiprocessing
import os
import queue
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.context import ForkContext, SpawnContext

from canfield import engine
from canfield.engine import GameState
from canfield.solver import fast, plans, search
from canfield.solver.compact import Node, Step, Tables, encode
from canfield.solver.lifeline import die_with_parent
from canfield.solver.replay import ReplayError, replay, shorten
from canfield.values import record

MAX_POSITIONS = 3_000_000
"""The default cap on remembered positions, shared by the searches running at once."""

QUICK_SECONDS = 0.15
"""How long the searches take turns in this process before other processes are started."""

PORTFOLIO = ("exact", "dive", "restarts")
"""The searches in the order they get a process (a portfolio of `workers` takes the first):
the exact prover, with a core of its own, as the losses that take seconds need it; the
twin-blind dive and the relaxed prover taking turns (`plans.dive`); more restarts."""

PORTFOLIO_FAST = ("finder", "blind", "restarts")
"""The portfolio where the C prover was built (`fast`): the twin-blind finder in C, which
finds the wins the exact prover needs millions of positions for, with a core of its own;
the column-blind prover, which proves the losses, with the exact prover taking turns
(`plans.BLIND_TURNS`); more restarts."""

VERDICTS = ("won", "lost", "unknown")

SEARCH_GC_THRESHOLD = (100_000, 50, 1000)
"""The garbage collector's thresholds while searching (see `rare_collections`)."""


@contextmanager
def rare_collections() -> Iterator[None]:
    """Far fewer cyclic garbage collections for the length of a search.

    A search makes millions of short-lived tuples that form no cycles, and every young
    collection (by default each 700 allocations) walks them: about 7 % of a proof's time
    (UCFNMQK, three alternating runs: 2.47–2.52 s against 2.28–2.52 s). The thresholds
    come back afterwards.
    """
    old = gc.get_threshold()
    gc.set_threshold(*SEARCH_GC_THRESHOLD)
    try:
        yield
    finally:
        gc.set_threshold(*old)


@record(slots=True)
class Solution:
    """A solver's answer.

    `verdict` is "won" (then `moves` replays from the position to a won game, in the
    engine's notation), "lost" (no line wins: every position was searched) or "unknown"
    (time or memory ran out). `nodes` counts the positions expanded, `seconds` the time.
    """

    verdict: str
    moves: tuple[str, ...]
    nodes: int
    seconds: float


def solve(
    state: GameState,
    *,
    seconds: float = 10.0,
    workers: int | None = None,
    max_positions: int = MAX_POSITIONS,
    cpu: bool = False,
) -> Solution:
    """Decide whether `state` can still be won, within `seconds` and `max_positions`.

    `workers` is how many searches run in parallel processes once the quick in-process
    turns have not decided (default: one per core, at most three); 1 keeps everything
    in this process, the searches taking turns. With `cpu` (one worker only), `seconds`
    is of this process's CPU time, not of the clock: on a busy machine a search gets as
    far as on an idle one (the census uses it), and `Solution.seconds` is CPU time too.
    """
    clock = time.process_time if cpu else time.monotonic
    started = clock()
    deadline = started + max(seconds, 0.0)
    engine.validate(state)
    if engine.is_won(state):
        return Solution("won", (), 0, 0.0)
    tables, root = encode(state)
    count = workers if workers is not None else min(os.cpu_count() or 1, len(PORTFOLIO))
    count = max(1, min(count, len(PORTFOLIO)))
    if cpu and count != 1:
        raise ValueError("a budget of CPU time needs one worker")
    if count == 1:
        limits = search.Limits(deadline, max_positions, clock)
        with rare_collections():
            outcome = plans.run("mixed", tables, root, limits)
        return _finish(state, outcome, started, clock)
    quick = search.Limits(min(deadline, started + QUICK_SECONDS), max_positions // count)
    with rare_collections():
        outcome = plans.run("mixed", tables, root, quick)
    if outcome.verdict != "unknown" or time.monotonic() >= deadline:
        return _finish(state, outcome, started)
    result = _portfolio(state, tables, root, deadline, max_positions // count, count)
    elapsed = time.monotonic() - started
    return Solution(result.verdict, result.moves, result.nodes + outcome.nodes, elapsed)


def _finish(
    state: GameState,
    outcome: search.SearchResult,
    started: float,
    clock: Callable[[], float] = time.monotonic,
) -> Solution:
    """A search outcome as a Solution; a win only once the engine has replayed it."""
    moves: tuple[str, ...] = ()
    verdict = outcome.verdict
    if verdict == "won":
        try:
            line, end = replay(state, outcome.steps)
            line = shorten(state, line)
            end = state
            for move in line:  # the final check: the engine plays the line to a won game
                end = engine.apply(end, move)
        except (ReplayError, engine.IllegalMove):
            line, end = [], state
        if engine.is_won(end):
            moves = tuple(str(m) for m in line)
        else:
            verdict = "unknown"  # never claim a win the engine does not confirm
    return Solution(verdict, moves, outcome.nodes, clock() - started)


def _context() -> ForkContext | SpawnContext:
    """Fork where the platform has it (cheap, shares the tables); else spawn."""
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


@contextmanager
def _interrupt_held() -> Iterator[None]:
    """Ctrl+C held back while the workers are started, then delivered.

    A new process runs the interpreter's own after-fork code (threading, random) before
    a worker can ignore Ctrl+C; an interrupt then would print a traceback from there.
    Held (blocked, where the platform can), it waits: the workers inherit it blocked and
    drop it, and this process gets it once they are started, and stops them.
    """
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _worker(
    name: str,
    tables: Tables,
    root: Node,
    seconds: float,
    max_positions: int,
    answers: multiprocessing.Queue[tuple[str, str, list[Step], int]],
    parent: int,
) -> None:
    """One search of the portfolio, in its own process; it reports once.

    Ctrl+C is the starting process's to handle (it stops the workers), so a worker
    ignores it; it was held from before the worker existed (`_interrupt_held`). It ends
    with its `parent` even when that one is killed (`lifeline`).
    """
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    limits = search.Limits(time.monotonic() + seconds, max_positions)
    try:
        with rare_collections():
            outcome = plans.run(name, tables, root, limits)
    except MemoryError:
        outcome = search.SearchResult("unknown")
    answers.put((name, outcome.verdict, outcome.steps, outcome.nodes))


def _portfolio(
    state: GameState,
    tables: Tables,
    root: Node,
    deadline: float,
    max_positions: int,
    count: int,
) -> Solution:
    """Run the searches in processes; the first decided answer wins, the rest stop."""
    started = time.monotonic()
    context = _context()
    answers: multiprocessing.Queue[tuple[str, str, list[Step], int]]
    answers = context.Queue()
    seconds = max(deadline - started, 0.0)
    processes = [
        context.Process(
            target=_worker,
            args=(name, tables, root, seconds, max_positions, answers, os.getpid()),
            daemon=True,
        )
        for name in (PORTFOLIO_FAST if fast.available() else PORTFOLIO)[:count]
    ]
    nodes = 0
    pending = len(processes)
    best = Solution("unknown", (), 0, 0.0)
    try:
        with _interrupt_held():
            for process in processes:
                process.start()
        while pending:
            wait = deadline - time.monotonic() + 0.5
            if wait <= 0:
                break
            try:
                _, verdict, steps, worker_nodes = answers.get(timeout=min(wait, 0.25))
            except queue.Empty:
                if not any(p.is_alive() for p in processes) and answers.empty():
                    break
                continue
            pending -= 1
            nodes += worker_nodes
            answer = _finish(state, search.SearchResult(verdict, steps, worker_nodes), started)
            if answer.verdict != "unknown":
                best = answer
                break
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            if process.pid is None:
                continue  # Ctrl+C came before it was started
            process.join(timeout=2.0)
            if process.is_alive():
                process.kill()
                process.join()
        answers.close()
    return Solution(best.verdict, best.moves, max(nodes, best.nodes), time.monotonic() - started)
