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
from canfield.engine import DECK, SUITS, Card, GameState
from canfield.solver import solve


def engine_says_winnable(state: GameState, limit: int = 20_000) -> bool | None:
    """Depth-first over the engine's own moves, every position once; None past `limit`."""
    seen = {_shape(state)}
    stack = [state]
    while stack:
        here = stack.pop()
        if engine.is_won(here):
            return True
        for move in reversed(engine.legal_moves(here)):  # take-backs last
            after = engine.apply(here, move)
            shape = _shape(after)
            if shape not in seen:
                seen.add(shape)
                stack.append(after)
        if len(seen) > limit:
            return None  # take-backs can rebuild long runs: too large for a test
    return False


def _shape(state: GameState) -> tuple[object, ...]:
    return (state.stock, state.waste, state.reserve, state.foundations, state.columns)


def random_position(rng: random.Random, draw: int, out: int) -> GameState:
    """A legal position with about `out` cards off the foundations."""
    base = rng.choice(DECK)
    suits = [base.suit, *(s for s in SUITS if s is not base.suit)]
    counts = [13] * 4
    # Cards of one colour cannot build on each other: taking them out of two suits of one
    # colour makes deadlocks (lost positions) common.
    red = rng.choice((True, False))
    one_colour = [i for i, suit in enumerate(suits) if suit.red == red]
    for _ in range(out):
        i = rng.choice(one_colour) if rng.random() < 0.8 else rng.randrange(4)
        while counts[i] == 0:
            i = rng.randrange(4)
        counts[i] -= 1
    foundations = []
    loose: list[Card] = []
    for suit, count in zip(suits, counts, strict=True):
        ranks = [engine.Rank((base.rank - 1 + k) % 13 + 1) for k in range(13)]
        foundations.append(tuple(Card(r, suit) for r in ranks[:count]))
        loose.extend(Card(r, suit) for r in ranks[count:])
    rng.shuffle(loose)
    piles: dict[str, list[Card]] = {name: [] for name in ("S", "W", "R", "C1", "C2", "C3", "C4")}
    for card in loose:
        piles[rng.choice(("S", "S", "W", "R", "R", "R", "R", "C1", "C2", "C3", "C4"))].append(card)
    state = GameState(
        stock=tuple(piles["S"]),
        waste=tuple(piles["W"]),
        reserve=tuple(piles["R"]),
        foundations=(foundations[0], foundations[1], foundations[2], foundations[3]),
        columns=(tuple(piles["C1"]), tuple(piles["C2"]), tuple(piles["C3"]), tuple(piles["C4"])),
        base=base,
        draw=draw,
    )
    engine.validate(state)
    return state


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
