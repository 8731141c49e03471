"""The solver's verdicts agree with a plain search on the engine itself.

The reference below knows nothing of the solver's encoding or reductions: it explores
every position `engine.legal_moves` + `engine.apply` reach (score aside) and says whether
one is won. On small seeded random positions — a few cards out of the foundations, spread
over stock, waste, reserve and columns (not always runs, sometimes an empty column) — the
solver must give the same answer in both draw modes: a loss only when there is no win.
"""

from __future__ import annotations

import random

import pytest

from canfield import engine
from canfield.engine import SUITS, Card, GameState
from canfield.solver import solve

from .positions import engine_says_winnable, random_position


@pytest.mark.parametrize("draw", [3, 1])
def test_solver_verdicts_match_the_engine(draw: int) -> None:
    rng = random.Random(draw)
    verdicts: list[str] = []
    while len(verdicts) < 150:
        state = random_position(rng, draw, out=rng.randrange(6, 16))
        expected = engine_says_winnable(state)
        if expected is None:
            continue
        solution = solve(state, seconds=20, workers=1)
        assert solution.verdict == ("won" if expected else "lost"), repr(state)
        if expected:
            end = state
            for move in solution.moves:
                end = engine.apply(end, move)
            assert engine.is_won(end)
        verdicts.append(solution.verdict)
    assert verdicts.count("lost") >= 3 and verdicts.count("won") >= 3  # both kinds tested


@pytest.mark.parametrize("draw", [3, 1])
def test_a_position_with_every_column_empty_is_solved(draw: int) -> None:
    base = Card(engine.Rank(7), SUITS[0])
    suits = [base.suit, *(s for s in SUITS if s is not base.suit)]
    ranks = [engine.Rank((base.rank - 1 + k) % 13 + 1) for k in range(13)]
    full = [tuple(Card(r, suit) for r in ranks) for suit in suits]
    # The last two cards of two suits wait in the stock: the columns and reserve are empty.
    last = (full[1][-1], full[2][-1])
    state = GameState(
        stock=last,
        waste=(),
        reserve=(),
        foundations=(full[0], full[1][:-1], full[2][:-1], full[3]),
        columns=((), (), (), ()),
        base=base,
        draw=draw,
    )
    engine.validate(state)
    solution = solve(state, seconds=5, workers=1)
    assert solution.verdict == "won"
    end = state
    for move in solution.moves:
        end = engine.apply(end, move)
    assert engine.is_won(end)
