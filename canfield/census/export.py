"""The census's CSV export, and the cross-check behind it: every win is replayed by the
engine, move by move, to a won game before it is written."""

from __future__ import annotations

import csv
import os
from collections.abc import Sequence
from pathlib import Path

from canfield.census.table import COLUMNS, Row


def replays_to_a_win(row: Row) -> bool:
    """True when the engine, dealing `row.code` and playing `row.moves`, wins the game."""
    from canfield import engine

    state = engine.deal(row.code)
    try:
        for move in row.moves.split():
            state = engine.apply(state, move)
    except ValueError:  # IllegalMove and a move that cannot be read are ValueErrors
        return False
    return engine.is_won(state)


def check_wins(rows: Sequence[Row]) -> tuple[int, list[str]]:
    """How many won rows were replayed, and the codes of those that do not replay to a win."""
    wins = [row for row in rows if row.verdict == "won"]
    failed = [row.code for row in wins if not replays_to_a_win(row)]
    return len(wins), failed


def write_csv(path: Path, rows: Sequence[Row]) -> None:
    """Write `rows` as CSV, a header row first, the columns of the census table; the file
    is replaced whole (written beside it, then renamed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    with part.open("w", newline="", encoding="utf-8") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(COLUMNS)
        for row in rows:
            out.writerow(
                (row.code, row.draw, row.verdict, f"{row.seconds:.4f}", row.positions,
                 row.moves, f"{row.budget:g}")
            )  # fmt: skip
    os.replace(part, path)


def read_csv(path: Path) -> list[Row]:
    """The rows of an export (for the tests and for anyone checking the published set)."""
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        return [
            Row(
                code=item["code"],
                draw=int(item["draw"]),
                verdict=item["verdict"],
                seconds=float(item["seconds"]),
                positions=int(item["positions"]),
                moves=item["moves"],
                budget=float(item["budget"]),
            )
            for item in reader
        ]


__all__ = ["check_wins", "read_csv", "replays_to_a_win", "write_csv"]
