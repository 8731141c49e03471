"""Helpers for the census tests: a census file's rows, read without the census's code."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def stored(path: Path) -> dict[str, tuple[object, ...]]:
    """code -> (verdict, positions, moves, budget) of every row in a census file."""
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        rows = db.execute("SELECT code, verdict, positions, moves, budget FROM deals")
        return {code: tuple(rest) for code, *rest in rows}
