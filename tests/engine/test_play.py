"""The movers: one small function per kind of move, each sharing the piles it leaves alone."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.engine import Move
from canfield.engine.play import mover, take_back, tap_stock, to_column, to_foundation

from .conftest import Build


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("S", tap_stock),
        ("R>F1", to_foundation),
        ("W>F2", to_foundation),
        ("C3>F4", to_foundation),
        ("R>C1", to_column),
        ("W>C2", to_column),
        ("C1:3>C2", to_column),
        ("F1>C4", take_back),
    ],
)
def test_each_kind_of_move_has_its_mover(text: str, kind: object) -> None:
    assert mover(Move.parse(text)) is kind


def test_a_mover_shares_every_pile_it_does_not_touch(build: Build) -> None:
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
