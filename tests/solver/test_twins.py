"""The win-finders: twin-blind searches and dives find real wins; only exact keys prove."""

from __future__ import annotations

import time

import pytest

from canfield import engine
from canfield.engine import Card, Rank, Suit
from canfield.solver import fast, plans, search
from canfield.solver.compact import Node, encode
from canfield.solver.moves import Moves
from canfield.solver.replay import replay
from tests.solver.positions import dead_position


def _limits(seconds: float = 20.0) -> search.Limits:
    return search.Limits(time.monotonic() + seconds, 1_000_000)


def test_an_exhausted_twin_blind_search_is_not_a_proof_of_loss() -> None:
    tables, root = encode(dead_position())
    assert plans.run("exact", tables, root, _limits()).verdict == "lost"
    outcome = plans.run("twins", tables, root, _limits())
    assert outcome.verdict == "unknown"  # exhausted, but its key merges unequal positions
    assert outcome.nodes > 0


@pytest.mark.parametrize("code", ["CF1-D3-PUBNLKN", "CF1-D3-AAAAACL", "CF1-D1-NYGMCSK"])
def test_its_wins_replay_through_the_engine(code: str) -> None:
    state = engine.deal(code)
    tables, root = encode(state)
    outcome = plans.run("twins", tables, root, _limits())
    assert outcome.verdict == "won"
    _, end = replay(state, outcome.steps)
    assert engine.is_won(end)


def test_the_key_tells_twins_apart_only_by_colour_and_rank() -> None:
    state = engine.deal("CF1-D3-PUBNLKN")
    tables, root = encode(state)
    key_of = search.twins_key(tables)
    cols, r, talon, found = root

    def ids(*cards: Card) -> bytes:
        return bytes(card.index for card in cards)

    five_h, five_d, five_s = (Card(Rank(5), s) for s in (Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES))
    six_c, six_h = Card(Rank(6), Suit.CLUBS), Card(Rank(6), Suit.HEARTS)
    a: Node = ((ids(six_c, five_h), ids(six_c, five_d), cols[2], cols[3]), r, talon, found)
    b: Node = ((ids(six_c, five_d), ids(six_c, five_h), cols[2], cols[3]), r, talon, found)
    c: Node = ((ids(six_c, five_h), ids(six_h, five_s), cols[2], cols[3]), r, talon, found)
    assert key_of(a) == key_of(b)  # 5♥ and 5♦ swapped: one key
    assert key_of(a) != key_of(c)  # a black 6 and a red 6 differ
    assert key_of(a) != key_of((a[0], r, talon, (found[0], found[1], found[2], found[3] + 1)))


def test_the_dives_prove_only_with_the_exact_key() -> None:
    tables, root = encode(dead_position())
    moves = Moves(tables)
    exact = search.best_first(root, moves.children, _limits(), exact=True, newest_first=True)
    assert exact.verdict == "lost"
    blind = search.best_first(
        root,
        moves.children,
        _limits(),
        exact=True,  # asked to prove, but the twin-blind key forbids it
        newest_first=True,
        key_of=search.twins_key(tables),
    )
    assert blind.verdict == "unknown"
    assert blind.nodes > 0


@pytest.mark.parametrize("twins", [False, True])
def test_the_dives_win_by_lines_that_replay(twins: bool) -> None:
    state = engine.deal("CF1-D3-PUBNLKN")
    tables, root = encode(state)
    key_of = search.twins_key(tables) if twins else None
    moves = Moves(tables)
    outcome = search.best_first(
        root, moves.children, _limits(), exact=True, newest_first=True, key_of=key_of
    )
    assert outcome.verdict == "won"
    _, end = replay(state, outcome.steps)
    assert engine.is_won(end)


def test_the_quick_turns_and_the_second_process_include_the_twin_blind_dive() -> None:
    tables, root = encode(engine.deal("CF1-D3-PUBNLKN"))
    moves = Moves(tables)
    limits = _limits()
    mixed_turns = plans.MIXED_TURNS_FAST if fast.available() else plans.MIXED_TURNS
    assert len(plans.mixed(root, moves, limits)) == len(mixed_turns)
    pool = search.Pool(limits.deadline, limits.max_positions, len(plans.DIVE_TURNS))
    assert len(plans.dive(tables, root, moves, pool)) == len(plans.DIVE_TURNS)
    assert plans.run("dive", tables, root, limits).verdict == "won"
