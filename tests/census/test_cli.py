"""`canfield census`: a run stores a row per deal, a second run resumes, bad input is
refused in one line, and the summary says what was found."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from canfield import engine
from canfield.census import runners
from canfield.cli import main
from tests.census.conftest import stored

CODES = ["CF1-D3-AAAAAAA", "CF1-D3-AAAAAAB", "CF1-D3-AAAAAAC"]


def _census(out: Path, *extra: str) -> list[str]:
    return ["census", "--draw", "3", "--deals", "3", "--out", str(out), "--quiet", *extra]


def test_a_census_stores_a_row_per_deal_and_replayable_wins(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "c.sqlite"
    assert main([*_census(out, "--workers", "2", "--json")]) == 0
    summary = json.loads(capsys.readouterr().out)
    rows = stored(out)
    assert sorted(rows) == CODES
    assert summary["deals"] == 3
    assert summary["won"] + summary["lost"] + summary["unknown"] == 3
    assert summary["won"] == sum(1 for r in rows.values() if r[0] == "won") > 0
    for code, (verdict, positions, moves, budget) in rows.items():
        assert verdict in ("won", "lost", "unknown") and budget == 10.0
        assert isinstance(positions, int) and positions > 0
        if verdict == "won":
            state = engine.deal(code)
            for move in str(moves).split():
                state = engine.apply(state, move)
            assert engine.is_won(state)


def test_a_second_run_skips_the_decided_deals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "c.sqlite"
    assert main(_census(out, "--workers", "1")) == 0
    first = stored(out)
    assert main(_census(out, "--workers", "1")) == 0
    assert stored(out) == first
    with sqlite3.connect(out) as db:
        solved = [n for (n,) in db.execute("SELECT solved FROM runs ORDER BY rowid")]
    assert solved == [3, 0]  # the second run solved nothing again
    text = capsys.readouterr().out
    assert "Draw 3: 3 deals:" in text and "Wilson" in text


def test_the_export_replays_every_win(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, csv = tmp_path / "c.sqlite", tmp_path / "d3.csv"
    assert main([*_census(out, "--workers", "1", "--export", str(csv), "--json")]) == 0
    summary = json.loads(capsys.readouterr().out)
    lines = csv.read_text().splitlines()
    assert lines[0] == "code,draw,verdict,seconds,positions,moves,budget"
    assert [line.split(",")[0] for line in lines[1:]] == CODES
    assert summary["replayed"] == summary["won"] and summary["replay_failures"] == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--draw", "2", "--deals", "3"], "--draw is 3 or 1, not '2'"),
        (["--draw", "3", "--deals", "-4"], "--deals is at least 0, not -4"),
        (["--draw", "3", "--deals", "many"], "--deals is a whole number, not 'many'"),
        (["--draw", "3", "--deals", "3", "--budget", "0"], "--budget is at least 0.001, not 0"),
        (["--draw", "3", "--deals", "3", "--budget", "nan"], "--budget is at least 0.001"),
        (["--draw", "3", "--deals", "3", "--workers", "0"], "--workers is at least 1, not 0"),
        (["--draw", "1", "--deals", "3", "--first", "8031810174"], "out of it"),
    ],
)
def test_bad_arguments_are_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "c.sqlite"
    assert main(["census", *args, "--out", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("canfield census: ") and message in err
    assert err.count("\n") == 1
    assert not out.exists()


def test_a_file_that_is_not_a_census_file_is_refused_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all, " * 100)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE deals (name TEXT)")
    before = junk.read_bytes(), other.read_bytes()
    for path in (junk, other, tmp_path):
        assert main(_census(path)) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"canfield census: {path}") and err.count("\n") == 1
    assert (junk.read_bytes(), other.read_bytes()) == before


def test_a_scheduler_that_does_not_answer_is_a_one_line_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runners, "CONNECT_SECONDS", 1.0)
    out = tmp_path / "c.sqlite"
    code = main(_census(out, "--scheduler", "tcp://127.0.0.1:9"))
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("canfield census: no Dask scheduler answers at tcp://127.0.0.1:9")
    assert err.count("\n") == 1
    assert stored(out) == {}


def test_a_deal_the_run_has_not_reached_is_exported_as_unknown_with_no_budget(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, csv = tmp_path / "c.sqlite", tmp_path / "d3.csv"
    assert main(_census(out, "--workers", "1")) == 0
    with sqlite3.connect(out) as db:
        db.execute("DELETE FROM deals WHERE code = ?", (CODES[1],))
    capsys.readouterr()
    assert main([*_census(out), "--report-only", "--export", str(csv)]) == 0
    assert stored(out).keys() == {CODES[0], CODES[2]}  # nothing was solved
    lines = csv.read_text().splitlines()
    assert lines[2] == f"{CODES[1]},3,unknown,0.0000,0,,0"
    assert "1 unknown" in capsys.readouterr().out
