"""The census's deal sequence and its figures: Wilson intervals, bounds, percentiles."""

from __future__ import annotations

import pytest

from canfield.census import sequence
from canfield.census.summary import percentile, summarize, wilson
from canfield.census.table import Row


def test_the_sequence_is_the_deal_numbers_without_the_manual_s_example() -> None:
    assert [sequence.number_at(p) for p in (0, 1, 62, 63, 64)] == [0, 1, 62, 64, 65]
    codes = sequence.codes(3, 60, 5)
    assert codes == [
        "CF1-D3-AAAAACI",
        "CF1-D3-AAAAACJ",
        "CF1-D3-AAAAACK",
        "CF1-D3-AAAAACM",
        "CF1-D3-AAAAACN",
    ]
    assert "CF1-D3-AAAAACL" not in sequence.codes(3, 0, 100)
    assert sequence.codes(1, 0, 2) == ["CF1-D1-AAAAAAA", "CF1-D1-AAAAAAB"]


def test_a_range_past_the_sequence_is_refused() -> None:
    with pytest.raises(ValueError, match="out of it"):
        sequence.codes(3, sequence.LENGTH - 1, 2)
    with pytest.raises(ValueError, match="out of it"):
        sequence.codes(3, 0, -1)


def test_the_wilson_interval_matches_its_formula() -> None:
    # The interval solves (p - 0.93)² = z² p (1 - p) / 100 for p: its two roots.
    low, high = wilson(93, 100)
    assert low == pytest.approx(0.862505, abs=1e-6)
    assert high == pytest.approx(0.965681, abs=1e-6)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(0, 10)[1] == pytest.approx(0.277533, abs=1e-6)
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_nearest_rank_percentile() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.99) == 99.0
    assert percentile([], 0.5) == 0.0


def _row(n: int, verdict: str, seconds: float = 0.1, positions: int = 10) -> Row:
    return Row(f"CF1-D3-AAAAAA{chr(65 + n)}", 3, verdict, seconds, positions, "", 10.0)


def test_the_summary_counts_and_bounds_the_unknowns() -> None:
    rows = [
        _row(0, "won", 3.0),
        _row(1, "won", 2.5, 900),
        _row(2, "lost"),
        _row(3, "unknown", 10.0),
    ]
    summary = summarize(3, 5, rows)  # one deal asked for has no row yet: unknown too
    assert (summary.won, summary.lost, summary.unknown) == (2, 1, 2)
    assert summary.share == pytest.approx(2 / 3)
    assert summary.interval == wilson(2, 3)
    assert summary.bounds == (0.4, 0.8)
    assert summary.widest == (wilson(2, 5)[0], wilson(4, 5)[1])
    assert (summary.longest, summary.longest_positions) == ("CF1-D3-AAAAAAB", 900)
    assert summary.max_seconds == 10.0
    data = summary.as_json()
    assert data["won"] == 2 and data["unknown"] == 2
    assert "2 won, 1 lost, 2 unknown" in summary.text()
