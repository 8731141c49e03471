"""The solver decides built positions under the engine's own rules, and its wins replay."""

from __future__ import annotations

import gc

import pytest

from canfield import engine
from canfield.engine import GameState, Move
from canfield.solver import Solution, portfolio, solve

from .positions import dead_position


def replayed(state: GameState, solution: Solution) -> list[tuple[GameState, Move]]:
    """Each position of a won line with the move played from it; the end must be won."""
    assert solution.verdict == "won"
    line = []
    for text in solution.moves:
        move = Move.parse(text)
        line.append((state, move))
        state = engine.apply(state, move)
    assert engine.is_won(state)
    return line


def wrap_position() -> GameState:
    """Start rank 2: the reserve's K♠ is stuck until a king goes on an ace (R10's wrap).

    Nothing else moves: K♠ or K♥ onto a red/black ace is the only way to free the
    reserve's Q♥, and only then can a column empty and the reserve play out.
    """
    return engine.position(
        base="2♥",
        reserve="Q♠ K♣ Q♥ K♠",
        foundations=(
            "2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥",
            "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠",
            "2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦",
            "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣",
        ),
        columns=("A♥", "K♥", "A♠", "A♣"),
    )


def take_back_position() -> GameState:
    """The reserve's 5♠ (4♠ and 6♣ under it) can only go onto the 6♥ taken back (R8)."""
    reserve = "Q♠ J♠ Q♥ Q♣ 10♠ J♥ J♣ 9♠ 10♥ 10♣ 8♠ 9♥ 9♣ 7♠ 8♥ 8♣ 6♠ 7♥ 6♣ 4♠ 5♠"  # bottom → top
    return engine.position(
        base="A♥",
        reserve=reserve,
        foundations=(
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥",
            "A♠ 2♠ 3♠",
            "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦",
            "A♣ 2♣ 3♣ 4♣ 5♣",
        ),
        columns=("7♣", "K♠", "K♥", "K♣"),
    )


def split_run_position() -> GameState:
    """Column 1's run 8♣ 7♥ 6♠ must be split: 6♠ alone onto 7♦ frees the 7♥ (R11)."""
    top_first = (
        "8♥ 5♠ 4♦ 5♦ 6♦ 6♣ 7♣ 9♥ 7♠ 8♦ 9♣ 10♥ 8♠ 9♦ 10♣ J♥ 9♠ 10♦ J♣ Q♥ 10♠ J♦ Q♣ J♠ Q♦ K♣ Q♠ K♦"
    )
    return engine.position(
        base="A♥",
        reserve=" ".join(reversed(top_first.split())),
        foundations=("A♥ 2♥ 3♥ 4♥ 5♥ 6♥", "A♠ 2♠ 3♠ 4♠", "A♦ 2♦ 3♦", "A♣ 2♣ 3♣ 4♣ 5♣"),
        columns=("8♣ 7♥ 6♠", "7♦", "K♠", "K♥"),
    )


def _legal(state: GameState) -> set[str]:
    return {str(m) for m in engine.legal_moves(state)}


def test_a_win_that_needs_a_king_on_an_ace() -> None:
    state = wrap_position()
    # Besides the take-back of Q♣ onto K♥ (a dead end), only a king onto an ace moves.
    assert _legal(state) == {"R>C1", "C2>C3", "C2>C4", "F4>C2"}
    for workers in (1, 2):
        solution = solve(state, seconds=5, workers=workers)
        line = replayed(state, solution)
        wraps = [
            (s, m)
            for s, m in line
            if m.target is not None
            and m.target[0] == "C"
            and s.pile(m.target)
            and s.pile(m.target)[-1].rank == engine.Rank.ACE
        ]
        assert wraps, solution.moves


def test_a_win_that_needs_a_take_back() -> None:
    state = take_back_position()
    assert _legal(state) == {"F1>C1"}  # the only move: 6♥ back onto 7♣
    solution = solve(state, seconds=5, workers=1)
    line = replayed(state, solution)
    assert str(line[0][1]) == "F1>C1"
    assert line[1][1] == Move("R", "C1")  # 5♠ onto the 6♥


def test_a_win_that_needs_a_split_run() -> None:
    state = split_run_position()
    assert engine.run_length(state.columns[0]) == 3
    assert _legal(state) == {"C1>C2"}  # 6♠ alone: the end of a run of 3
    solution = solve(state, seconds=5, workers=1)
    line = replayed(state, solution)
    first_state, first = line[0]
    assert first.count < engine.run_length(first_state.pile(first.source))


def test_a_dead_position_is_proved_lost() -> None:
    state = dead_position()
    for workers in (1, 2):
        solution = solve(state, seconds=10, workers=workers)
        assert solution.verdict == "lost"
        assert solution.moves == ()
        assert solution.nodes > 1  # it searched the moves that were left


def test_a_deal_with_nothing_to_play_is_lost_at_once() -> None:
    state = engine.deal("CF1-D3-UIHHIGO")
    solution = solve(state, seconds=5)
    assert solution.verdict == "lost"


@pytest.mark.parametrize("code", ["CF1-D3-PUBNLKN", "CF1-D1-NYGMCSK", "CF1-D3-ALBNDOM"])
def test_deals_are_won_by_lines_that_replay(code: str) -> None:
    state = engine.deal(code)
    solution = solve(state, seconds=10, workers=1)
    replayed(state, solution)
    assert solution.nodes > 0 and 0 <= solution.seconds < 10


def test_a_position_after_some_moves_is_solved_from_there() -> None:
    state = engine.deal("CF1-D3-PUBNLKN")
    for move in ("S", "S", "S"):
        state = engine.apply(state, move)
    replayed(state, solve(state, seconds=10, workers=1))


def test_a_won_position_needs_no_moves() -> None:
    ranks = [engine.Rank(n).short for n in range(1, 14)]
    full = [" ".join(rank + suit for rank in ranks) for suit in "♠♥♦♣"]
    state = engine.position(base="A♠", foundations=(full[0], full[1], full[2], full[3]))
    assert solve(state) == Solution("won", (), 0, 0.0)


HARD = "CF1-D3-FNKHAEU"  # not decided in 3 s by either search


def test_a_tiny_budget_gives_unknown() -> None:
    state = engine.deal(HARD)
    for workers in (1, 2):
        solution = solve(state, seconds=0.05, workers=workers)
        assert solution.verdict == "unknown"
        assert solution.moves == ()
        assert solution.seconds < 2


def test_a_full_memory_cap_gives_unknown() -> None:
    solution = solve(engine.deal(HARD), seconds=30, workers=1, max_positions=2_000)
    assert solution.verdict == "unknown"
    assert solution.seconds < 5


def test_a_line_with_a_detour_is_shortened_and_still_wins() -> None:
    from canfield.solver.replay import shorten

    state = engine.deal("CF1-D3-AAAAACL")
    line = [Move.parse(m) for m in solve(state, seconds=10, workers=1).moves]
    assert shorten(state, line) == line  # the solver's lines have no loops left
    # Draw 3 through 34 cards: 12 taps empty the stock, the 13th turns the waste over.
    round_trip = [engine.STOCK_TAP] * 13
    assert shorten(state, round_trip) == []
    detour = [Move.parse("R>C2"), Move.parse("S"), *round_trip[1:]]
    short = shorten(state, [*round_trip, *line[:1], *round_trip, *line[1:]])
    assert short == line
    assert len(shorten(state, detour)) < len(detour)


def test_a_search_collects_garbage_rarely_and_gives_the_thresholds_back() -> None:
    before = gc.get_threshold()
    with portfolio.rare_collections():
        assert gc.get_threshold() == portfolio.SEARCH_GC_THRESHOLD
    assert gc.get_threshold() == before
    solve(engine.deal("CF1-D3-PUBNLKN"), seconds=5, workers=1)
    assert gc.get_threshold() == before


def test_a_budget_of_cpu_time_gives_the_same_answer_as_one_of_clock_time() -> None:
    """With `cpu`, one worker's budget is of CPU time (the census's, which a busy machine
    does not use up); the searches, and so the answer, are the same."""
    state = engine.deal("CF1-D3-AAAAAAB")
    on_cpu = solve(state, seconds=10, workers=1, cpu=True)
    on_clock = solve(state, seconds=10, workers=1)
    assert on_cpu.verdict == on_clock.verdict != "unknown"
    assert (on_cpu.moves, on_cpu.nodes) == (on_clock.moves, on_clock.nodes)
    with pytest.raises(ValueError, match="one worker"):
        solve(state, seconds=1, workers=2, cpu=True)
