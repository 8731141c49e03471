"""Hints: the next move of a winning line, with the card and its pile; a fallback move."""

from __future__ import annotations

from canfield import engine
from canfield.engine import Card, Move
from canfield.solver import solve
from canfield.solver.hint import Hint, hint_from_line, useful_move
from tests.positions import build_position


def test_a_card_move_names_the_card_and_its_pile() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    assert hint_from_line(state, ("R>C2", "R>F1")) == Hint(Move("R", "C2"), Card.parse("Q♣"), "C2")
    after = engine.apply(engine.apply(state, "R>C2"), "R>F1")
    assert hint_from_line(after, ["C2:2>C4"]) == Hint(Move("C2", "C4", 2), Card.parse("K♥"), "C4")


def test_stock_taps_name_the_play_they_lead_to() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    hint = hint_from_line(state, ("S", "S", "W>F4"))
    after = engine.apply(engine.apply(state, "S"), "S")
    assert hint == Hint(engine.STOCK_TAP, after.waste[-1], "F4", 2)
    assert hint_from_line(state, ("S",)) == Hint(engine.STOCK_TAP, None, None, 1)
    assert hint_from_line(state, ()) is None


def test_the_hint_is_the_first_move_of_the_solvers_line() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    solution = solve(state, seconds=10, workers=1)
    hint = hint_from_line(state, solution.moves)
    assert hint is not None and str(hint.move) == solution.moves[0]
    assert hint.move in engine.legal_moves(state)


def test_a_useful_move_prefers_the_foundation_and_skips_take_backs() -> None:
    state = build_position(
        base="7♥",
        reserve="8♥",
        foundations=("7♥", "", "", ""),
        columns=("6♣", "K♥", "Q♣", "A♠"),
    )
    assert useful_move(state) == Move("R", "F1")
    after = engine.apply(state, "R>F1")
    move = useful_move(after)
    assert move is not None and move.source != "F1"


def test_a_lost_deal_still_offers_its_only_move() -> None:
    state = engine.deal("CF1-D3-UIHHIGO")
    assert solve(state, seconds=5).verdict == "lost"
    assert useful_move(state) == engine.STOCK_TAP  # the stock tap is all there is


def test_no_useful_move_when_nothing_moves() -> None:
    ranks = [engine.Rank(n).short for n in range(1, 14)]
    full = [" ".join(rank + suit for rank in ranks) for suit in "♠♥♦♣"]
    state = engine.position(base="A♠", foundations=(full[0], full[1], full[2], full[3]))
    assert engine.legal_moves(state)  # only take-backs are left
    assert useful_move(state) is None
