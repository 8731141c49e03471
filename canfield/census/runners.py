"""Where the attempts run: worker processes on this machine, or a Dask cluster.

Both keep only as many deals in flight as they have workers (plus one each, so no worker
waits), and hand back each row as soon as it is solved: a census stopped at any moment
loses only the deals in flight. Dask is imported only by `DaskRunner.connect`.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

from canfield.census.table import Row
from canfield.census.work import Job, solve_one, start_worker

CONNECT_SECONDS = 10.0
"""How long `DaskRunner.connect` waits for a scheduler to answer."""

TASKS_PER_PROCESS = 100
"""Deals a local worker process solves before a fresh one takes over: the memory a large
search leaves fragmented goes back to the system."""


class RunnerError(Exception):
    """The workers cannot be reached or have failed; the message says which and why."""


class Runner(Protocol):
    """Solves jobs somewhere and hands back their rows as they come."""

    workers: int
    place: str

    def solve(self, jobs: Iterable[Job]) -> Iterator[Row]:
        """The rows of `jobs`, in the order they are solved."""
        ...

    def close(self, *, abort: bool = False) -> None:
        """Let go of the workers; with `abort`, stop the deals in flight at once."""
        ...


def stream(
    submit: Callable[[Job], Any],
    wait_first: Callable[[set[Any]], tuple[set[Any], set[Any]]],
    jobs: Iterable[Job],
    slots: int,
) -> Iterator[Row]:
    """Keep `slots` jobs submitted; yield each row as its job is done."""
    queue = iter(jobs)
    pending: set[Any] = set()
    for job in queue:
        pending.add(submit(job))
        if len(pending) >= slots:
            break
    while pending:
        done, pending = wait_first(pending)
        for future in done:
            row: Row = future.result()
            yield row
            following = next(queue, None)
            if following is not None:
                pending.add(submit(following))


class LocalRunner:
    """One worker process per core (or `workers`), one deal each at a time."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.place = "local"
        self._pool = cf.ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=start_worker,
            max_tasks_per_child=TASKS_PER_PROCESS,
        )

    def solve(self, jobs: Iterable[Job]) -> Iterator[Row]:
        """The rows of `jobs` as they are solved."""

        def wait_first(pending: set[Any]) -> tuple[set[Any], set[Any]]:
            done, left = cf.wait(pending, return_when=cf.FIRST_COMPLETED)
            return done, left

        try:
            yield from stream(
                lambda job: self._pool.submit(solve_one, job),
                wait_first,
                jobs,
                self.workers + 1,
            )
        except cf.process.BrokenProcessPool:
            raise RunnerError(
                "a worker process died (out of memory?); the rows solved so far are kept"
            ) from None

    def close(self, *, abort: bool = False) -> None:
        """Stop the workers; with `abort` at once, without waiting for their deals."""
        if not abort:
            self._pool.shutdown(wait=True)
            return
        processes = list(getattr(self._pool, "_processes", {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(timeout=5)


class DaskRunner:
    """The workers of a Dask cluster (`pip install 'canfield[cluster]'`)."""

    def __init__(self, client: Any, address: str) -> None:
        self._client = client
        threads = sum(client.nthreads().values())
        self.workers = max(1, threads)
        self.place = f"dask {address} ({len(client.nthreads())} workers, {threads} threads)"

    @classmethod
    def connect(cls, address: str) -> DaskRunner:
        """A runner on the scheduler at `address`; `RunnerError` when Dask is missing or
        no scheduler answers there."""
        try:
            from distributed import Client
        except ImportError:
            raise RunnerError("--scheduler needs Dask: pip install 'canfield[cluster]'") from None
        try:
            client = Client(address, timeout=CONNECT_SECONDS, set_as_default=False)  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError, ValueError) as exc:
            raise RunnerError(f"no Dask scheduler answers at {address}: {exc}") from None
        return cls(client, address)

    def solve(self, jobs: Iterable[Job]) -> Iterator[Row]:
        """The rows of `jobs` as the cluster solves them."""
        from distributed import wait

        def submit(job: Job) -> Any:
            return self._client.submit(solve_one, job, pure=False)

        def wait_first(pending: set[Any]) -> tuple[set[Any], set[Any]]:
            done, left = wait(pending, return_when="FIRST_COMPLETED")  # type: ignore[no-untyped-call]
            return set(done), set(left)

        with self._client.as_current():  # `wait` asks for the current client
            yield from stream(submit, wait_first, jobs, self.workers + 1)

    def close(self, *, abort: bool = False) -> None:
        """Let go of the cluster (its workers stay for the next census)."""
        self._client.close()


__all__ = ["DaskRunner", "LocalRunner", "Runner", "RunnerError", "stream"]
