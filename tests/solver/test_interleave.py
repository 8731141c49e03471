"""`search.interleave`: searches take turns in one process, as many steps as they are given."""

from __future__ import annotations

from canfield.solver.search import SearchResult, Steps, interleave


def _counting(name: str, log: list[str], steps: int, verdict: str) -> Steps:
    """A stand-in search: `steps` turns, each logged, then `verdict`."""
    for n in range(1, steps + 1):
        log.append(name)
        yield n
    return SearchResult(verdict, nodes=steps)


def test_each_search_takes_its_share_of_turns() -> None:
    log: list[str] = []
    searches = [_counting("a", log, 100, "unknown"), _counting("b", log, 9, "lost")]
    outcome = interleave(searches, (1, 3))
    assert outcome.verdict == "lost"
    assert log[:8] == ["a", "b", "b", "b", "a", "b", "b", "b"]
    assert log.count("b") == 9 and log.count("a") == 4  # b ends in its 4th round
    assert outcome.nodes == 9 + 4


def test_without_turns_the_searches_alternate_and_undecided_ones_drop_out() -> None:
    log: list[str] = []
    searches = [_counting("a", log, 2, "unknown"), _counting("b", log, 5, "won")]
    outcome = interleave(searches)
    assert outcome.verdict == "won"
    assert log == ["a", "b", "a", "b", "b", "b", "b"]
    assert outcome.nodes == 2 + 5
