"""`canfield census --scheduler`: on a Dask cluster (here a local one, in this process) the
census stores the very rows a local run stores."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from distributed import LocalCluster

from canfield.cli import main
from tests.census.conftest import stored


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a small Dask cluster: one worker of two threads, in this process."""
    with LocalCluster(  # type: ignore[no-untyped-call]
        processes=False, n_workers=1, threads_per_worker=2, dashboard_address=None
    ) as cluster:
        yield cluster.scheduler_address


def test_a_census_on_a_dask_cluster_equals_a_local_one(
    tmp_path: Path, scheduler: str, capsys: pytest.CaptureFixture[str]
) -> None:
    common = ["census", "--draw", "1", "--deals", "4", "--first", "100", "--quiet"]
    on_dask, local = tmp_path / "dask.sqlite", tmp_path / "local.sqlite"
    assert main([*common, "--scheduler", scheduler, "--out", str(on_dask)]) == 0
    dask_text = capsys.readouterr().out
    assert main([*common, "--workers", "2", "--out", str(local)]) == 0
    local_text = capsys.readouterr().out
    rows = stored(on_dask)
    assert len(rows) == 4 and all(verdict != "unknown" for verdict, *_ in rows.values())
    assert rows == stored(local)  # verdicts, positions, winning lines, budgets
    assert dask_text.splitlines()[:3] == local_text.splitlines()[:3]


def test_nothing_of_dask_is_imported_by_a_local_census() -> None:
    import subprocess
    import sys

    code = (
        "import sys, tempfile, os\n"
        "from canfield.cli import main\n"
        "out = os.path.join(tempfile.mkdtemp(), 'c.sqlite')\n"
        "assert main(['census', '--draw', '1', '--deals', '1', '--out', out, '--quiet']) == 0\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.splitlines()[-1] == "[]"
