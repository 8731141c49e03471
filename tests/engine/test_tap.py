"""Tap (R19): where a clicked card goes, or None when it finds no place."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.engine import Move

from .conftest import Build


def test_foundation_comes_first(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "7♠", "", ""),
        waste="8♠",  # fits F2 and also the 9♥ of C1
        reserve="8♥",  # fits F1 and also the 9♣ of C2
        columns=("10♣ 9♥", "9♣", "K♦", "8♦"),
    )
    assert engine.tap(state, "W") == Move("W", "F2")
    assert engine.tap(state, "R") == Move("R", "F1")
    assert engine.tap(state, "W", double_click=False) == Move("W", "F2")
    moved = engine.apply(state, "W>C1")
    assert engine.tap(moved, "C1") == Move("C1", "F2")  # a column top goes home too


def test_longest_accepting_column_ties_leftmost(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="5♠",
        waste="4♦",
        columns=("6♥", "Q♠ J♥ 10♣ 9♦ 8♣ 7♦", "K♣ 6♦", "J♣ 5♣"),
    )
    # 5♠ fits the 6♥ (1 card) and the 6♦ (2 cards): the longer column, C3.
    assert engine.tap(state, "R") == Move("R", "C3")
    # 4♦ fits the 5♣ of C4 only.
    assert engine.tap(state, "W") == Move("W", "C4")
    tie = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="5♠",
        columns=("2♣", "K♣ 6♥", "Q♣ 6♦", "J♣"),
    )
    assert engine.tap(tie, "R") == Move("R", "C2")  # equal lengths: the leftmost


def test_leftmost_empty_column_only_when_no_column_accepts(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="9♦",
        columns=("A♦ K♣", "", "5♠", ""),
    )
    assert state.reserve == ()
    assert engine.tap(state, "W") == Move("W", "C2")  # nothing takes the 9♦: leftmost empty
    assert engine.tap(state, "C1") == Move("C1", "C2")  # K♣ needs a red ace: none
    assert engine.tap(state, "C1", 2) is None  # A♦ K♣ is the whole column
    fits = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="4♦",
        columns=("K♣", "", "5♠", ""),
    )
    assert engine.tap(fits, "W") == Move("W", "C3")  # a column takes it: no empty column


def test_never_a_whole_column_into_an_empty_one(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        columns=("9♣ 8♥ 7♣", "", "K♦ Q♠", "2♥"),
    )
    assert engine.tap(state, "C1", 3) is None  # the whole column: moving it changes nothing
    assert engine.tap(state, "C1", 2) == Move("C1", "C2", 2)  # just its end: into C2
    assert engine.tap(state, "C3") == Move("C3", "C2")
    assert engine.tap(state, "C3", 2) is None
    assert engine.tap(state, "C4") is None  # 2♥: no black 3, and it is a whole column
    # A whole column may still go onto a column that takes it.
    onto = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        columns=("9♣ 8♥ 7♣", "", "10♦", "2♥"),
    )
    assert engine.tap(onto, "C1", 3) == Move("C1", "C3", 3)


def test_the_run_under_a_tapped_column_card_moves_with_it(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="K♣",
        columns=("Q♦ 9♣ 8♥ 7♣ 6♦", "10♦", "9♥", "8♠"),
    )
    assert engine.run_length(state.columns[0]) == 4
    assert engine.tap(state, "C1", 4) == Move("C1", "C2", 4)  # 9♣ with 8♥ 7♣ 6♦ onto 10♦
    assert engine.tap(state, "C1", 3) is None  # 8♥ needs a black 9: none
    assert engine.tap(state, "C1", 2) is None  # 7♣ needs a red 8: none
    assert engine.tap(state, "C1", 1) is None  # 6♦ needs a black 7: none
    assert engine.tap(state, "C1", 5) is None  # the Q♦ is not part of the run
    assert engine.tap(state, "C1", 0) is None
    assert engine.tap(state, "C1", -1) is None
    moved = engine.apply(state, "C1:4>C2")
    assert moved.columns[1][-5:] == state.columns[1] + state.columns[0][-4:]


def test_double_click_off_allows_only_foundation_moves(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="5♠",
        waste="8♥",
        columns=("6♥", "J♠ 10♦ 9♣ 8♦ 7♣ 6♦", "9♠", "K♦"),
    )
    assert engine.tap(state, "W", double_click=False) == Move("W", "F1")
    assert engine.tap(state, "R", double_click=False) is None
    assert engine.tap(state, "C2", 3, double_click=False) is None
    assert engine.tap(state, "R") == Move("R", "C2")
    assert engine.tap(state, "C2", 3) == Move("C2", "C3", 3)


def test_count_beyond_one_from_reserve_or_waste_finds_nothing(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="9♠ 8♥",
        waste="10♣ 9♦",
        columns=("10♥", "J♣", "Q♦", "K♠"),
    )
    assert engine.tap(state, "R") == Move("R", "F1")
    assert engine.tap(state, "R", 2) is None
    assert engine.tap(state, "W") is None  # 9♦ needs a black 10
    assert engine.tap(state, "W", 2) is None


def test_a_tap_that_finds_no_place_does_nothing(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="2♦",
        waste="3♦",
        columns=("K♥", "K♦", "Q♥", "Q♦"),
    )
    for pile in ("R", "W", "C1", "C2", "C3", "C4"):
        assert engine.tap(state, pile) is None
    assert engine.tap(state, "C1", 2) is None


def test_stock_tap_draws_recycles_or_does_nothing(build: Build) -> None:
    full = build(base="7♥", foundations=("7♥", "", "", ""), stock="2♣", fill="reserve")
    assert engine.tap(full, "S") == engine.STOCK_TAP
    drawn = engine.apply(full, engine.STOCK_TAP)
    assert drawn.stock == () and len(drawn.waste) == 1
    assert engine.tap(drawn, "S") == engine.STOCK_TAP  # recycles
    assert engine.apply(drawn, "S").stock == full.stock
    empty = build(base="7♥", foundations=("7♥", "", "", ""), fill="reserve")
    assert engine.tap(empty, "S") is None


@pytest.mark.parametrize("pile", ["F1", "F2", "F3", "F4", "f1", "X", "", "C5", "S1"])
def test_foundation_and_unknown_taps_do_nothing(build: Build, pile: str) -> None:
    state = build(
        base="7♥",
        foundations=("7♥ 8♥", "7♠", "7♦", "7♣"),
        columns=("9♠", "8♣", "8♦", "8♠"),
    )
    assert engine.tap(state, pile) is None


def test_pile_names_are_read_in_any_case(build: Build) -> None:
    state = build(
        base="7♥", foundations=("7♥", "", "", ""), waste="8♥", columns=("9♣", "10♦", "J♠", "Q♥")
    )
    assert engine.tap(state, "w") == Move("W", "F1")
    assert engine.tap(state, "s") == engine.STOCK_TAP
