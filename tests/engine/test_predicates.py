"""Asking before playing: `refusal`, `is_legal`, `movable`, the pile names, and the text
forms of positions and moves that a failing test prints and the next one pastes."""

from __future__ import annotations

import random

import pytest

from canfield import engine
from canfield.engine import BadPosition, GameState, IllegalMove, Move

from .conftest import Build


def test_refusal_is_what_apply_raises_and_none_for_a_legal_move(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("7D", "6H", "", ""))
    refused = engine.refusal(state, "C2>C1")
    assert isinstance(refused, IllegalMove)
    with pytest.raises(IllegalMove) as raised:
        engine.apply(state, "C2>C1")
    assert (raised.value.template, raised.value.params) == (refused.template, refused.params)
    assert str(raised.value) == str(refused)
    assert not engine.is_legal(state, "C2>C1")
    assert engine.refusal(state, Move("C2", "C3")) is None
    assert engine.is_legal(state, "C2>C3")


def test_a_move_that_cannot_be_read_is_refused_not_raised(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""))
    refused = engine.refusal(state, "C9>C1")
    assert refused is not None and refused.rule == "notation"
    assert not engine.is_legal(state, "nonsense")


def test_the_stock_tap_is_refused_when_stock_and_waste_are_empty(build: Build) -> None:
    empty = build(base="9H", fill="reserve", foundations=("9H", "", "", ""))
    assert not engine.is_legal(empty, engine.STOCK_TAP)
    refused = engine.refusal(empty, "S")
    assert refused is not None and refused.rule == "R16"


def test_is_legal_agrees_with_legal_moves_over_random_playouts() -> None:
    rng = random.Random(7)
    for _ in range(6):
        state = engine.deal(engine.new_code(rng=rng))
        for _ in range(60):
            legal = engine.legal_moves(state)
            if not legal:
                break
            for source in engine.PILE_NAMES:
                for target in (None, *engine.TARGETS):
                    for count in (1, 2, 3):
                        move = Move(source, target, count)
                        assert engine.is_legal(state, move) == (move in legal), move
            state = engine.apply(state, rng.choice(legal))


def test_movable_lifts_a_run_from_a_column_or_nothing(build: Build) -> None:
    # C1: 2♠ under the run 9♣ 8♥ 7♣ (2♠ does not take 9♣).
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("2S 9C 8H 7C", "", "", ""))
    assert [engine.movable(state, "C1", i) for i in range(4)] == [0, 3, 2, 1]
    assert engine.movable(state, "C1", 4) == 0
    assert engine.movable(state, "C1", -1) == 0
    assert engine.movable(state, "C2", 0) == 0  # an empty column lifts nothing


def test_movable_takes_only_the_top_of_reserve_waste_and_foundation(build: Build) -> None:
    state = build(
        base="9H",
        waste="2C 3C",
        reserve="4C 5C",
        foundations=("9H 10H", "", "", ""),
        columns=("KS", "", "", ""),
    )
    for pile in ("R", "W", "F1"):
        assert engine.movable(state, pile, 1) == 1, pile  # R13, R17, R8
        assert engine.movable(state, pile, 0) == 0, pile
    stock = len(state.stock)
    assert [engine.movable(state, "S", i) for i in (0, stock - 1)] == [0, 0]
    assert engine.movable(state, "F2", 0) == 0
    assert engine.movable(state, "X9", 0) == 0


def test_the_pile_name_constants() -> None:
    assert (engine.STOCK, engine.WASTE, engine.RESERVE) == ("S", "W", "R")
    assert engine.FOUNDATIONS == ("F1", "F2", "F3", "F4")
    assert engine.COLUMNS == ("C1", "C2", "C3", "C4")
    assert ("S", "W", "R", *engine.FOUNDATIONS, *engine.COLUMNS) == engine.PILE_NAMES
    assert set(engine.PILE_NAMES) - {"S"} == engine.SOURCES
    assert {*engine.FOUNDATIONS, *engine.COLUMNS} == engine.TARGETS
    assert engine.is_pile_name("C4") and not engine.is_pile_name("C5")
    assert not engine.is_pile_name("c4")


def test_the_move_repr_can_be_pasted() -> None:
    for text in ("S", "R>F2", "W>C3", "F1>C4", "C2:3>C4", "C1>F3"):
        move = Move.parse(text)
        assert repr(move) == f"Move.parse({text!r})"
        assert eval(repr(move), {"Move": Move}) == move


def test_the_state_repr_can_be_pasted() -> None:
    state = engine.apply(engine.deal("CF1-D1-AAAAACL"), "S")
    assert repr(state) == f"GameState.from_text({str(state)!r})"
    assert eval(repr(state), {"GameState": GameState}) == state


def test_from_text_reads_every_field(build: Build) -> None:
    state = build(
        base="QS",
        waste="2C",
        reserve="3C 4C",
        foundations=("QS KS", "", "QD", ""),
        columns=("", "9C 8H", "", "AC"),
        draw=1,
        score=15,
    )
    again = GameState.from_text(str(state))
    assert again == state
    assert (again.draw, again.score, again.base) == (1, 15, state.base)
    assert str(again) == str(state)


def test_from_text_reads_ascii_card_names() -> None:
    state = engine.deal("CF1-D3-AAAAAAB")
    ascii_text = str(state)
    for card in engine.DECK:
        ascii_text = ascii_text.replace(str(card), card.ascii)
    assert GameState.from_text(ascii_text) == state


@pytest.mark.parametrize(
    "text",
    [
        "",
        "D3 base 7♥ score 0",
        "D2 base 7♥ score 0 / S - / W - / R - / F - | - | - | - / C - | - | - | -",
        "D3 base 7♥ score 0 / S - / W - / R - / F - | - | - | - / C - | - | - | -",
        "D3 base 7X score 0 / S - / W - / R - / F - | - | - / C - | - | - | -",
        "D3 base 7♥ score 99999999999999 / S - / W - / R - / F - | - | - | - / C - | - | - | -",
        "x" * 100_000,
    ],
)
def test_from_text_refuses_what_is_not_a_position(text: str) -> None:
    with pytest.raises(BadPosition):
        GameState.from_text(text)


def test_from_text_round_trips_over_random_playouts() -> None:
    rng = random.Random(11)
    seen = 0
    for _ in range(20):
        state = engine.deal(engine.new_code(rng=rng))
        for _ in range(120):
            assert GameState.from_text(str(state)) == state
            seen += 1
            legal = engine.legal_moves(state)
            if not legal:
                break
            good = [m for m in legal if m.to_foundation or m.source == "R"]
            state = engine.apply(state, rng.choice(good if good and rng.random() < 0.6 else legal))
    assert seen > 1000
