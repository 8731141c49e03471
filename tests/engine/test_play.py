"""The players: one small function per kind of move, each sharing the piles it leaves alone."""

from __future__ import annotations

import random

from canfield import engine
from canfield.engine import MoveKind
from canfield.engine.play import HANDLERS, take_back, tap_stock, to_column, to_foundation

from .conftest import Build

PLAYER = {
    MoveKind.STOCK: tap_stock,
    MoveKind.TO_FOUNDATION: to_foundation,
    MoveKind.TO_COLUMN: to_column,
    MoveKind.TAKE_BACK: take_back,
}


def test_apply_plays_each_kind_of_move_with_its_player() -> None:
    """Over seeded playouts, `apply` gives what the kind's own player gives, and every
    kind of move is met (the take-back too)."""
    rng = random.Random(19)
    met: set[MoveKind] = set()
    for number in range(6):
        state = engine.deal(f"CF1-D{1 + 2 * (number % 2)}-AAAAAB{chr(ord('A') + number)}")
        for _ in range(150):
            moves = engine.legal_moves(state)
            if not moves:
                break
            for move in moves:
                assert engine.apply(state, move) == PLAYER[move.kind](state, move), move
                met.add(move.kind)
            state = engine.apply(state, rng.choice(moves))
    assert met == set(PLAYER)


def test_every_kind_has_one_refusal_and_one_player() -> None:
    assert set(HANDLERS) == set(MoveKind)
    for kind, player in PLAYER.items():
        assert HANDLERS[kind].play is player


def test_a_player_shares_every_pile_it_does_not_touch(build: Build) -> None:
    state = build(
        base="9H",
        waste="2C",
        reserve="4C 5C",
        foundations=("9H", "", "", ""),
        columns=("KS", "4H QH", "8S", "AD"),
    )
    after = engine.apply(state, "C2>C1")
    assert after.stock is state.stock and after.waste is state.waste
    assert after.reserve is state.reserve and after.foundations is state.foundations
    assert after.columns[2] is state.columns[2] and after.columns[3] is state.columns[3]
    drawn = engine.apply(state, "S")
    assert drawn.columns is state.columns and drawn.reserve is state.reserve


def test_a_column_emptied_by_a_foundation_move_is_refilled(build: Build) -> None:
    state = build(
        base="9H",
        fill="C4",
        reserve="3C 4C",
        foundations=("9H", "", "", ""),
        columns=("10H", "", "", ""),
    )
    after = engine.apply(state, "C1>F1")
    assert after.columns[0] == (engine.Card.parse("4C"),)  # R12
    assert after.reserve == (engine.Card.parse("3C"),)
    assert after.score == state.score + engine.POINTS_PER_CARD


def test_a_take_back_keeps_the_score_and_never_refills(build: Build) -> None:
    state = build(
        base="9H",
        reserve="3C",
        foundations=("9H 10H", "", "", ""),
        columns=("JS", "", "", ""),
        fill="C2",
        score=10,
    )
    after = engine.apply(state, "F1>C1")
    assert [str(c) for c in after.columns[0]] == ["J♠", "10♥"]
    assert after.score == 10 and after.reserve is state.reserve
