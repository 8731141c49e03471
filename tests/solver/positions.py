"""Positions and a reference search shared by the solver's tests."""

from __future__ import annotations

import random

from canfield import engine
from canfield.engine import DECK, SUITS, Card, GameState
from tests.positions import build_position


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


def dead_position() -> GameState:
    """Lost: the 5♠ on the reserve covers the 4♠ and fits on no card that can reach a column.

    Some moves are left (the stock's 6♣ 7♣ go up and come back, its queens go onto the
    kings), so the search has to exhaust them to prove it.
    """
    return build_position(
        base="A♥",
        fill="reserve",
        stock="6♣ 7♣ Q♦ Q♥",
        reserve="4♠ 5♠",
        foundations=(
            "A♥ 2♥ 3♥ 4♥ 5♥ 6♥",
            "A♠ 2♠ 3♠",
            "A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦",
            "A♣ 2♣ 3♣ 4♣ 5♣",
        ),
        columns=("10♠", "K♠", "K♥", "K♣"),
    )
