"""Invariants over thousands of moves: seeded random playouts and hypothesis.

Always 52 distinct cards; score = 5 × placements on foundations; undo then redo gives the
identical position; no legal move raises; every move `legal_moves` lists applies, and
nothing it leaves out does.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canfield import engine
from canfield.engine import GameState, History, IllegalMove, Move
from canfield.engine.codes import DEALS

PILES = ("R", "W", *engine.FOUNDATIONS, *engine.COLUMNS)
TARGETS = (*engine.FOUNDATIONS, *engine.COLUMNS)


def every_move(state: GameState) -> Iterator[Move]:
    """Every move the notation can write for this position, legal or not."""
    yield engine.STOCK_TAP
    for source in ("R", "W", "F1", "F2", "F3", "F4"):
        for target in TARGETS:
            yield Move(source, target)
    for name, column in zip(engine.COLUMNS, state.columns, strict=True):
        for count in range(1, len(column) + 2):
            for target in TARGETS:
                yield Move(name, target, count)


def choose(rng: random.Random, moves: list[Move]) -> Move:
    """A random move, leaning towards foundations and the reserve so that games go far:
    empty reserves, empty columns, take-backs and recycles all come up."""
    good = [m for m in moves if m.to_foundation or m.source == "R"]
    if good and rng.random() < 0.6:
        return rng.choice(good)
    return rng.choice(moves)


def check_position(state: GameState, placements: int) -> None:
    """The invariants of any position reached by play."""
    assert sorted(state.all_cards()) == list(engine.DECK)  # 52 distinct cards
    assert state.score == engine.POINTS_PER_CARD * placements >= 0
    engine.validate(state)
    if any(not column for column in state.columns):
        assert state.reserve == ()  # R12: an empty column only once the reserve is gone
    assert len(state.foundations[0]) == 0 or state.foundations[0][0] is state.base


def check_moves(state: GameState, legal: list[Move], exhaustive: bool) -> None:
    """Every listed move applies; with `exhaustive`, nothing else does."""
    assert len(set(legal)) == len(legal)
    assert (engine.STOCK_TAP in legal) == bool(state.stock or state.waste)
    for move in legal:
        after = engine.apply(state, move)  # never raises
        assert after is not state
        assert Move.parse(str(move)) == move
        assert len(after.all_cards()) == 52
        assert after.score - state.score == (engine.POINTS_PER_CARD if move.to_foundation else 0)
    if exhaustive:
        applies = set()
        for move in every_move(state):
            try:
                engine.apply(state, move)
            except IllegalMove:
                continue
            applies.add(move)
        assert applies == set(legal)


def check_taps(state: GameState, legal: list[Move]) -> None:
    """A tap gives a legal move or nothing."""
    for pile in ("S", "R", "W", "F1", "C1", "C2", "C3", "C4"):
        for count in (1, 2, 3):
            for double_click in (True, False):
                move = engine.tap(state, pile, count, double_click=double_click)
                if move is not None:
                    assert move in legal
                    if not double_click:
                        assert move.to_foundation or move.is_stock


def playout(seed: int, moves: int, exhaustive_every: int) -> int:
    """Play one seeded game, checking everything after every move; return moves played."""
    rng = random.Random(seed)
    start = engine.deal(engine.new_code(rng.choice((1, 3)), rng=rng))
    history = History(start)
    state, placements, played = start, 0, 0
    check_position(state, 0)
    for step in range(moves):
        legal = engine.legal_moves(state)
        check_moves(state, legal, exhaustive=step % exhaustive_every == 0)
        check_taps(state, legal)
        if not legal:
            assert engine.tap(state, "S") is None
            break
        move = choose(rng, legal)
        before = state
        state = history.play(move)
        assert state == engine.apply(before, move)  # apply is a pure function
        placements += move.to_foundation
        check_position(state, placements)
        # Undo then redo: the identical positions, score included.
        assert history.undo() is before
        assert history.redo() is state
        assert history.current == state and history.current.score == state.score
        played += 1
        if engine.is_won(state):
            break
    return played


@pytest.mark.parametrize("seed", range(12))
def test_seeded_random_playouts_keep_every_invariant(seed: int) -> None:
    assert playout(seed, moves=1_000, exhaustive_every=2) > 100


def test_thousands_of_moves_never_raise() -> None:
    """A long cheap run: only `legal_moves` + `apply` and the card/score invariants."""
    rng = random.Random(20_240_101)
    total = 0
    while total < 20_000:
        state = engine.deal(engine.new_code(rng.choice((1, 3)), rng=rng))
        placements = 0
        for _ in range(500):
            legal = engine.legal_moves(state)
            if not legal:
                break
            move = choose(rng, legal)
            state = engine.apply(state, move)
            placements += move.to_foundation
            total += 1
            assert state.score == 5 * placements
        assert sorted(state.all_cards()) == list(engine.DECK)
    assert total >= 20_000


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    number=st.integers(0, DEALS - 1),
    draw=st.sampled_from((1, 3)),
    picks=st.lists(st.integers(0, 2**16), min_size=1, max_size=300),
)
def test_any_line_of_legal_moves_keeps_the_invariants(
    number: int, draw: int, picks: list[int]
) -> None:
    state = engine.deal(str(engine.GameCode(draw, number)))
    placements = 0
    for pick in picks:
        legal = engine.legal_moves(state)
        if not legal:
            break
        move = legal[pick % len(legal)]
        state = engine.apply(state, move)
        placements += move.to_foundation
        check_position(state, placements)
    check_moves(state, engine.legal_moves(state), exhaustive=True)


@settings(max_examples=40, deadline=None)
@given(
    number=st.integers(0, DEALS - 1),
    actions=st.lists(
        st.one_of(st.just("undo"), st.just("redo"), st.integers(0, 2**16)), max_size=150
    ),
    limit=st.sampled_from((1, 5, 100)),
)
def test_history_behaves_like_a_stack_of_positions(
    number: int, actions: list[str | int], limit: int
) -> None:
    """Checked against a plain model: a list of earlier positions and a list to redo."""
    start = engine.deal(str(engine.GameCode(3, number)))
    history = History(start, limit=limit)
    past: list[GameState] = []
    future: list[GameState] = []
    current = start
    for action in actions:
        if action == "undo":
            result = history.undo()
            if past:
                future.append(current)
                current = past.pop()
                assert result == current
            else:
                assert result is None
        elif action == "redo":
            result = history.redo()
            if future:
                past.append(current)
                current = future.pop()
                assert result == current
            else:
                assert result is None
        else:
            legal = engine.legal_moves(current)
            if not legal:
                continue
            assert isinstance(action, int)
            move = legal[action % len(legal)]
            past.append(current)
            del past[:-limit]
            future.clear()
            current = engine.apply(current, move)
            assert history.play(move) == current
        assert history.current == current
        assert history.undo_depth == len(past) <= limit
        assert len(history.redo_moves) == len(future)
        assert history.can_undo == bool(past) and history.can_redo == bool(future)


@settings(max_examples=200, deadline=None)
@given(number=st.integers(0, DEALS - 1), draw=st.sampled_from((1, 3)))
def test_any_code_deals_52_cards_and_reads_back(number: int, draw: int) -> None:
    code = str(engine.GameCode(draw, number))
    assert engine.parse_code(code.lower()) == engine.GameCode(draw, number)
    state = engine.deal(code)
    assert sorted(state.all_cards()) == list(engine.DECK)
    assert (len(state.reserve), len(state.stock), state.draw) == (13, 34, draw)
    other = engine.deal(code.replace(f"-D{draw}-", f"-D{4 - draw}-"))
    assert (other.stock, other.reserve, other.columns, other.base) == (
        state.stock,
        state.reserve,
        state.columns,
        state.base,
    )
