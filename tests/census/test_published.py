"""The published census (`docs/census/`): the exports hold the documented deals, agree
with the figures the game shows, and their wins replay through the engine to won games."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from canfield.census import figures, sequence
from canfield.census.export import read_csv, replays_to_a_win
from canfield.census.summary import summarize

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("draw", [3, 1])
def test_the_export_holds_the_sequence_and_the_published_figures(draw: int) -> None:
    rows = read_csv(DOCS / "census" / f"d{draw}.csv")
    published = figures.CENSUS[draw]
    assert [row.code for row in rows] == sequence.codes(draw, 0, published.deals)
    assert {row.draw for row in rows} == {draw}
    counts = summarize(draw, published.deals, rows)
    assert (counts.won, counts.lost, counts.unknown) == (
        published.won,
        published.lost,
        published.unknown,
    )
    assert all((row.verdict == "won") == bool(row.moves) for row in rows)
    summary = json.loads((DOCS / "census" / f"d{draw}.json").read_text())
    assert summary["won"] == published.won and summary["replayed"] == published.won
    assert summary["replay_failures"] == []


@pytest.mark.parametrize("draw", [3, 1])
def test_a_sample_of_the_published_wins_replays_to_won_games(draw: int) -> None:
    wins = [row for row in read_csv(DOCS / "census" / f"d{draw}.csv") if row.verdict == "won"]
    for row in random.Random(draw).sample(wins, 20):
        assert replays_to_a_win(row), row.code
