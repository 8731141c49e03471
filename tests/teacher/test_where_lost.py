"""Where did it go wrong: bisection along the line played (monotone winnability), with
unknowns stepped round and reported, never guessed."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.engine import GameState
from canfield.teacher.where_lost import WhereLost, find, positions
from canfield.teacher.words import where_lost_words

from .games import SPOILED, SPOILED_CODE

CODE = "CF1-D1-AAAAACL"
LINE = ["S"] * 34
"""34 taps along the manual's worked example in Draw 1: 35 positions, all different, to
bisect (the verdicts are the oracle's, not the game's)."""


class Oracle:
    """Verdicts by position index: won before `lost_from`, lost from it, unknown at
    `unknown`; it counts the solves."""

    def __init__(
        self, states: list[GameState], lost_from: int, unknown: frozenset[int] = frozenset()
    ) -> None:
        self.index = {s: i for i, s in enumerate(states)}
        self.lost_from = lost_from
        self.unknown = unknown
        self.asked: list[int] = []

    def __call__(self, state: GameState, seconds: float) -> tuple[str, tuple[str, ...]]:
        i = self.index[state]
        self.asked.append(i)
        if i in self.unknown:
            return "unknown", ()
        return ("won", ("R>F2",)) if i < self.lost_from else ("lost", ())


def _states(n: int) -> list[GameState]:
    return positions(engine.deal(CODE), LINE[:n])


@pytest.mark.parametrize("n", [1, 2, 3, 7, 20, 34])
def test_bisection_finds_the_last_winnable_position_exactly(n: int) -> None:
    for lost_from in range(1, n + 1):
        states = _states(n)
        oracle = Oracle(states, lost_from)
        found = find_with(states, n, oracle)
        assert found.last_winnable == lost_from - 1
        assert found.losing_move == LINE[lost_from - 1] == found.next_move
        assert found.undecided == ()
        assert found.solves == len(set(oracle.asked)) == len(oracle.asked)
        assert found.solves <= 2 + (n - 1).bit_length()


def find_with(states: list[GameState], n: int, oracle: Oracle) -> WhereLost:
    """`find` along the first `n` taps."""
    return find(states[0], LINE[:n], oracle)


def test_a_line_still_winnable_asks_once() -> None:
    states = _states(20)
    oracle = Oracle(states, 99)
    found = find_with(states, 20, oracle)
    assert found.still_winnable and found.solves == 1 and oracle.asked == [20]
    assert found.as_json()["last_winnable"] == 20 and found.losing_move is None


def test_a_deal_lost_from_the_start_was_never_winnable() -> None:
    states = _states(20)
    found = find_with(states, 20, Oracle(states, 0))
    assert found.never_winnable and found.last_winnable is None and found.solves == 2
    assert found.as_json() == {
        "last_winnable": None,
        "losing_move": None,
        "moves": [],
        "undecided": [],
    }
    said = where_lost_words(found, None, 100)
    assert said == "This deal could never be won: it was lost from the start."


def test_unknown_positions_are_stepped_round_and_reported() -> None:
    states = _states(34)
    oracle = Oracle(states, 21, unknown=frozenset({18, 19, 20}))
    found = find_with(states, 34, oracle)
    assert found.last_winnable == 17
    assert found.undecided == (18, 19, 20)
    assert found.losing_move is None and found.next_move == "S"
    said = where_lost_words(found, states[17], 100)
    assert said == (
        "The game could still be won before move 18 (tap the stock). It could not be "
        "decided for moves 18–21 within the time. Undo 17 actions to go back there."
    )


def test_unknown_positions_before_a_proved_win_are_winnable() -> None:
    states = _states(34)
    found = find_with(states, 34, Oracle(states, 21, unknown=frozenset({17, 18, 19})))
    assert (found.last_winnable, found.losing_move, found.undecided) == (20, "S", ())


def test_an_unknown_next_to_the_loss_leaves_two_moves_open() -> None:
    states = _states(34)
    found = find_with(states, 34, Oracle(states, 21, unknown=frozenset({20})))
    assert (found.last_winnable, found.undecided) == (19, (20,))


def test_an_undecided_deal() -> None:
    states = _states(10)
    found = find_with(states, 10, Oracle(states, 0, unknown=frozenset(range(11))))
    assert found.last_winnable is None and found.undecided == tuple(range(11))
    assert not found.never_winnable
    assert where_lost_words(found, None, 100) == (
        "No position of this game was proved winnable within the time; it could not be "
        "decided for moves 1–10."
    )


def test_the_budget_stops_new_solves() -> None:
    states = _states(34)
    ticks = iter(range(100))
    oracle = Oracle(states, 21)
    found = find(states[0], LINE, oracle, budget=2.5, clock=lambda: float(next(ticks)))
    assert found.solves == 3  # the end, the deal, one bisection step: then time is up
    assert found.undecided and found.last_winnable is not None


def test_a_winning_line_that_follows_the_moves_played_proves_those_positions_too() -> None:
    states = _states(34)

    def decide(state: GameState, seconds: float) -> tuple[str, tuple[str, ...]]:
        i = states.index(state)
        return ("won", tuple(LINE[i:30])) if i <= 30 else ("lost", ())

    found = find(states[0], LINE, decide)
    assert found.last_winnable == 30 and found.solves <= 4


def test_the_words_for_a_point_beyond_undo() -> None:
    states = _states(34)
    found = find_with(states, 34, Oracle(states, 3))
    assert where_lost_words(found, states[2], 100) == (
        "The game could still be won before move 3 (tap the stock). "
        "Undo 32 actions to go back there."
    )
    assert where_lost_words(found, states[2], 20) == (
        "The game could still be won before move 3 (tap the stock). "
        "Going back there replays the game from the deal (32 actions back)."
    )


def test_a_real_game_spoiled_at_a_known_move() -> None:
    """The solver itself: the deal is won, move 25 (W>F4) loses it, proved."""
    from canfield.solver import solve

    def decide(state: GameState, seconds: float) -> tuple[str, tuple[str, ...]]:
        answer = solve(state, seconds=seconds, workers=1)
        return answer.verdict, answer.moves

    start = engine.deal(SPOILED_CODE)
    found = find(start, SPOILED, decide, seconds=10.0)
    assert (found.last_winnable, found.losing_move, found.undecided) == (24, "W>F4", ())
    end = positions(start, SPOILED)[24]
    for move in found.line:  # every claim replays through the engine
        end = engine.apply(end, move)
    assert engine.is_won(end)
    said = where_lost_words(found, positions(start, SPOILED)[24], 100)
    assert said == (
        "The game could still be won before move 25 (2♣ onto foundation 4). "
        f"Undo {len(SPOILED) - 24} actions to go back there."
    )


def test_a_line_that_does_not_replay_is_refused() -> None:
    with pytest.raises(engine.IllegalMove):
        find(engine.deal(CODE), ["R>F2"], lambda s, t: ("won", ()))
