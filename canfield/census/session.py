"""One census run: the deals asked for, the file, the workers, and what is printed.

`Census.open` checks everything that can be checked before a worker starts (the range of
the sequence, the file); `Census.run` runs the rounds, then prints the summary. Ctrl+C and
SIGTERM stop the workers at once and leave the file as the last committed row left it.
"""

from __future__ import annotations

import json
import os
import platform
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from types import FrameType
from typing import Any

from canfield.census import rounds, sequence
from canfield.census.cli import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_TERMINATED
from canfield.census.export import check_wins, write_csv
from canfield.census.runners import DaskRunner, LocalRunner, Runner, RunnerError
from canfield.census.summary import summarize
from canfield.census.table import CensusFile, Row
from canfield.values import record, replace


@record(slots=True)
class Settings:
    """What a census run was asked for (read and checked by `canfield.census.cli`)."""

    draw: int
    deals: int
    first: int
    budget: float
    max_budget: float
    workers: int | None
    scheduler: str | None
    out: str
    export: str | None
    progress: bool
    solve: bool = True
    """False: report (and export) the file as it is, solving nothing."""


class Terminated(BaseException):
    """SIGTERM arrived: stop like Ctrl+C, with the shell's code for it."""


def machine() -> str:
    """This machine in a few words: system, processor, cores, memory, Python."""
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    if hasattr(os, "sysconf") and "SC_PHYS_PAGES" in os.sysconf_names:
        gib = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") / 2**30
        memory = f", {gib:.0f} GiB"
    return (
        f"{platform.system()} {platform.machine()}, {model}, {os.cpu_count()} cores"
        f"{memory}, Python {platform.python_version()}"
    )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@contextmanager
def _terminate_as_exception() -> Iterator[None]:
    """SIGTERM raises `Terminated` in this process for the length of the run."""

    def handler(signum: int, frame: FrameType | None) -> None:
        raise Terminated

    old = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


class Census:
    """A census run over an open file (`Census.open` is the one door)."""

    def __init__(self, settings: Settings, codes: list[str], census: CensusFile) -> None:
        self.settings = settings
        self.codes = codes
        self.file = census
        self.solved = 0
        """Attempts this run has stored so far."""

    @classmethod
    def open(cls, settings: Settings) -> Census:
        """Check the range asked for and open the file; `ValueError` says what is wrong."""
        codes = sequence.codes(settings.draw, settings.first, settings.deals)
        return cls(settings, codes, CensusFile.open(Path(settings.out)))

    def run(self, *, json_summary: bool = False) -> int:
        """Run the rounds and print the summary; the exit code."""
        s = self.settings
        if not s.solve:
            return self._report(json_summary)
        bars: list[Any] = []
        runner: Runner | None = None
        started = time.monotonic()
        run_id = 0
        try:
            with _terminate_as_exception():
                try:
                    runner = (
                        DaskRunner.connect(s.scheduler) if s.scheduler else LocalRunner(s.workers)
                    )
                    run_id = self.file.start_run(
                        s.draw, runner.workers, runner.place, machine(), _now()
                    )
                    plan = rounds.schedule(s.budget, s.max_budget)
                    rounds.run(self.file, runner, self.codes, plan, self._progress(bars))
                    self.file.end_run(run_id, _now(), time.monotonic() - started, self.solved)
                    runner.close()
                    runner = None
                except (KeyboardInterrupt, Terminated):
                    if runner is not None:
                        runner.close(abort=True)
                    raise
                except (RunnerError, ValueError) as exc:
                    if runner is not None:
                        runner.close(abort=True)
                    print(f"canfield census: {' '.join(str(exc).split())}", file=sys.stderr)
                    return EXIT_FAILED
                finally:
                    for bar in bars:
                        bar.close()
        except KeyboardInterrupt:
            self._stopped(run_id, started)
            return EXIT_INTERRUPTED
        except Terminated:
            self._stopped(run_id, started)
            return EXIT_TERMINATED
        return self._report(json_summary)

    def _stopped(self, run_id: int, started: float) -> None:
        """Note a stopped run in the file, if it got as far as starting one."""
        if run_id:
            self.file.end_run(run_id, _now(), time.monotonic() - started, self.solved)
        self.file.close()

    def _report(self, json_summary: bool) -> int:
        """Print the summary (and write the export); the exit code."""
        s = self.settings
        found = self.file.rows(self.codes)
        # A deal without a row (the run stopped before it) is unknown, with no attempt:
        # budget 0.
        missing = Row("", s.draw, "unknown", 0.0, 0, "", 0.0)
        rows = [found.get(code) or replace(missing, code=code) for code in self.codes]
        self.file.close()
        summary = summarize(s.draw, len(self.codes), rows)
        data = summary.as_json()
        text = summary.text()
        failed: list[str] = []
        if s.export:
            replayed, failed = check_wins(rows)
            write_csv(Path(s.export), rows)
            data["replayed"] = replayed
            data["replay_failures"] = failed
            text += f"\nexported to {s.export}: {replayed:,} wins replayed to a won game"
            if failed:
                text += f", {len(failed)} did not: {' '.join(failed[:10])}"
        print(json.dumps(data, indent=2) if json_summary else text)
        return EXIT_FAILED if failed else 0

    def _progress(self, bars: list[Any]) -> rounds.Progress:
        """A tqdm bar per round (rate and time left), with the verdicts so far."""
        s = self.settings

        def start(total: int, title: str) -> Callable[[Row], None]:
            from tqdm import tqdm

            bar = tqdm(
                total=total,
                desc=f"Draw {s.draw}, {title}",
                unit="deal",
                disable=not s.progress,
                mininterval=1.0 if sys.stderr.isatty() else 30.0,
                smoothing=0.05,
                file=sys.stderr,
            )
            bars.append(bar)
            counts: Counter[str] = Counter()

            def tell(row: Row) -> None:
                self.solved += 1
                counts[row.verdict] += 1
                bar.set_postfix(
                    won=counts["won"], lost=counts["lost"], unknown=counts["unknown"], refresh=False
                )
                bar.update(1)

            return tell

        return start


__all__ = ["Census", "Settings", "machine"]
