"""Solving in another process, so a window keeps its frame rate while the solver works.

`Background` runs one job in a freshly spawned process (no state shared with the caller,
so it is safe next to a window's threads) and answers `poll()` at once: None while the
job works, then its result. `cancel()` stops it at any moment, its own searches included.
Two jobs: `solve_job` (Hint, "Can this still be won?") and `winnable_job` (deal until the
solver proves a win, reporting how many deals it tried).
"""

from __future__ import annotations

import atexit
import multiprocessing
import multiprocessing.connection
import multiprocessing.process
import os
import random
import signal
import threading
import weakref
from collections.abc import Callable
from typing import Any, Protocol

from canfield.engine import GameState
from canfield.solver.portfolio import Solution
from canfield.values import record


@record(slots=True)
class DealsTried:
    """A running job's news: how many deals it has tried so far."""

    tried: int


@record(slots=True)
class Winnable:
    """The end of a winnable-deal search: the code proved a win, after `tried` deals."""

    code: str
    tried: int
    solution: Solution


def solve_job(state: GameState, seconds: float, workers: int | None) -> Callable[..., Any]:
    """A job that solves `state` (the whole portfolio, in the job's process)."""
    return _Call(_solve, (state, seconds, workers))


def winnable_job(draw: int, seconds: float, seed: int | None = None) -> Callable[..., Any]:
    """A job that deals random codes until one is proved a win, `seconds` per deal at most."""
    return _Call(_winnable, (draw, seconds, seed))


class _Call:
    """A picklable function call (the spawned process imports the function by name)."""

    def __init__(self, function: Callable[..., None], args: tuple[Any, ...]) -> None:
        self.function = function
        self.args = args

    def __call__(self, send: Callable[[object], None]) -> None:
        self.function(send, *self.args)


def _solve(
    send: Callable[[object], None], state: GameState, seconds: float, workers: int | None
) -> None:
    """The solve job: one Solution."""
    from canfield.solver.portfolio import solve

    send(solve(state, seconds=seconds, workers=workers))


def _winnable(send: Callable[[object], None], draw: int, seconds: float, seed: int | None) -> None:
    """The winnable-deal job: a DealsTried per deal tried, then the Winnable found."""
    from canfield import engine
    from canfield.solver.portfolio import solve

    rng = random.Random(seed)
    tried = 0
    while True:
        code = engine.new_code(draw, rng=rng)
        solution = solve(engine.deal(code), seconds=seconds)
        tried += 1
        if solution.verdict == "won":
            send(Winnable(code, tried, solution))
            return
        send(DealsTried(tried))


def _stop_on_term(signum: int, frame: object) -> None:
    """SIGTERM ends the job as an exception, so `finally` blocks run."""
    raise SystemExit(0)  # runs the portfolio's `finally`: its own processes stop too


def _run(
    job: Callable[..., None], connection: multiprocessing.connection.Connection, parent: int
) -> None:
    """The job's process: report every message through `connection`, then end; it ends
    with its `parent` (the window) too, even one that is killed."""
    from canfield.solver.lifeline import die_with_parent

    die_with_parent(parent)
    signal.signal(signal.SIGTERM, _stop_on_term)
    try:
        job(connection.send)
    except (BrokenPipeError, EOFError):  # the caller has gone away: nothing to report to
        pass
    finally:
        connection.close()


class Job(Protocol):
    """What the window needs of a running job (a `Background`, or a stand-in in tests)."""

    @property
    def running(self) -> bool:
        """True until the job has reported its result or was cancelled."""
        ...

    def poll(self) -> object | None:
        """The result once there is one; never waits."""
        ...

    def news(self) -> list[DealsTried]:
        """DealsTried reports since the last call."""
        ...

    def cancel(self) -> None:
        """Stop the job now."""
        ...


class Background:
    """One job in its own process; `poll` never blocks and `cancel` always ends it."""

    def __init__(self, job: Callable[..., None]) -> None:
        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        self._receiver = receiver
        self._process = context.Process(target=_run, args=(job, sender, os.getpid()), daemon=False)
        self._process.start()
        sender.close()
        self._result: object | None = None
        self._news: list[object] = []
        self._done = False
        _LIVE.add(self)

    @property
    def running(self) -> bool:
        """True until the job has reported its result or was cancelled."""
        return not self._done

    def poll(self) -> object | None:
        """The job's result once it has one (None before); reads any news without waiting."""
        if self._done:
            return self._result
        try:
            while self._receiver.poll():
                message: object = self._receiver.recv()
                if isinstance(message, DealsTried):
                    self._news.append(message)
                else:
                    self._result = message
                    self._finish()
                    return message
        except (EOFError, OSError):
            self._finish()  # the job ended without an answer
            return None
        if not self._process.is_alive() and not self._receiver.poll():
            self._finish()
        return None

    def news(self) -> list[DealsTried]:
        """The progress reports received since the last call."""
        news, self._news = self._news, []
        return [n for n in news if isinstance(n, DealsTried)]

    def cancel(self) -> None:
        """Stop the job now (its searches with it); its result, if any, is dropped.

        Never waits: the process is asked to stop and reaped by a helper thread.
        """
        if self._process.is_alive():
            self._process.terminate()
        self._result = None
        self._finish()

    def _finish(self) -> None:
        """Done: close the pipe and let a helper thread reap the process."""
        if self._done:
            return
        self._done = True
        _LIVE.discard(self)
        self._receiver.close()
        threading.Thread(target=_reap, args=(self._process,), daemon=True).start()


def _reap(process: multiprocessing.process.BaseProcess) -> None:
    """Wait for a finished or cancelled job's process; kill it if it will not stop."""
    process.join(timeout=5.0)
    if process.is_alive():
        process.kill()
        process.join(timeout=5.0)


_LIVE: weakref.WeakSet[Background] = weakref.WeakSet()


@atexit.register
def _cancel_all() -> None:
    """At exit, stop every job still running (else the interpreter would wait for them)."""
    for job in list(_LIVE):
        job.cancel()
