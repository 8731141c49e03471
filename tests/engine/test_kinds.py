"""Each move knows its kind (`MoveKind`), and each kind has its own refusal: one test per
kind, with the sentence the player reads."""

from __future__ import annotations

import copy
import pickle

import pytest

from canfield import engine
from canfield.engine import IllegalMove, Move, MoveKind, PileName
from canfield.engine.piles import COLUMNS, FOUNDATIONS, PILE_NAMES
from canfield.values import replace

from .conftest import Build

STOCK, TO_F, TO_C, BACK, MALFORMED = (
    MoveKind.STOCK,
    MoveKind.TO_FOUNDATION,
    MoveKind.TO_COLUMN,
    MoveKind.TAKE_BACK,
    MoveKind.MALFORMED,
)


def notation_forms() -> list[tuple[str, MoveKind]]:
    """Every move the rule book's notation can write, with the kind the rules give it."""
    forms = [("S", STOCK)]
    for source in ("R", "W", *COLUMNS):
        forms += [(f"{source}>{f}", TO_F) for f in FOUNDATIONS]
        forms += [(f"{source}>{c}", TO_C) for c in COLUMNS if c != source]
    forms += [(f"{f}>{c}", BACK) for f in FOUNDATIONS for c in COLUMNS]
    forms += [(f"{c}:{n}>{o}", TO_C) for c in COLUMNS for o in COLUMNS if o != c for n in (2, 13)]
    return forms


@pytest.mark.parametrize(("text", "kind"), notation_forms())
def test_every_notation_form_has_its_kind(text: str, kind: MoveKind) -> None:
    move = Move.parse(text)
    assert move.kind is kind
    assert Move.parse(text.lower()).kind is kind
    assert move.is_stock == (kind is STOCK)
    assert move.to_foundation == (kind is TO_F)


def test_a_move_onto_its_own_pile_is_of_its_kind_and_refused() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    for text, kind in (("C1>C1", TO_C), ("F1>F1", BACK)):
        move = Move.parse(text)
        assert move.kind is kind
        assert str(engine.refusal(state, move)) == "a card cannot move onto the pile it comes from"


@pytest.mark.parametrize(
    "move",
    [
        Move("R", None),
        Move("C1", "R"),
        Move("W", "W"),
        Move("C2", "S"),
        Move("X", "C1"),  # type: ignore[arg-type]
        Move("F1", "C5"),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_a_move_no_rule_plays_is_malformed(move: Move) -> None:
    assert move.kind is MALFORMED
    assert not move.is_stock and not move.to_foundation
    with pytest.raises(IllegalMove):
        engine.apply(engine.deal("CF1-D3-AAAAACL"), move)


def test_the_stock_is_the_stock_whatever_else_a_hand_built_move_says() -> None:
    assert Move("S", "C1").kind is STOCK and Move("S", None, 3).kind is STOCK


def test_the_kind_is_worked_out_once_and_kept_through_copies() -> None:
    move = Move("C2", "C4", 3)
    assert move.kind is TO_C
    assert repr(move) == "Move.parse('C2:3>C4')"
    assert move == Move.parse("C2:3>C4") and hash(move) == hash(Move.parse("C2:3>C4"))
    for other in (pickle.loads(pickle.dumps(move)), copy.copy(move), copy.deepcopy(move)):
        assert other == move and other.kind is TO_C
    assert replace(move, target="F1", count=1).kind is TO_F
    with pytest.raises(AttributeError):
        move.kind = STOCK  # type: ignore[misc]


def test_the_moves_offered_and_read_are_shared_values() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    assert all(
        a is b for a, b in zip(engine.legal_moves(state), engine.legal_moves(state), strict=True)
    )
    assert Move.parse("r>c2") is Move.parse("R>C2") is engine.tap(state, "R", double_click=True)


def test_each_pile_pair_has_one_kind() -> None:
    names: tuple[PileName | None, ...] = (None, *PILE_NAMES)
    kinds = {(s, t): Move(s, t).kind for s in PILE_NAMES for t in names}
    assert {k for (s, _t), k in kinds.items() if s == "S"} == {STOCK}
    assert {s[0] for (s, _t), k in kinds.items() if k is BACK} == {"F"}
    assert {t[0] for (_s, t), k in kinds.items() if k in (TO_F, TO_C) if t} == {"F", "C"}
    assert all(t is None or t in ("S", "W", "R") for (s, t), k in kinds.items() if k is MALFORMED)


# --- One refusal per kind, in the player's words --------------------------------------------


def test_stock_tap_refusals(build: Build) -> None:
    empty = build(base="9H", fill="reserve", foundations=("9H", "", "", ""))
    assert str(engine.refusal(empty, "S")) == (
        "the stock and the waste are both empty: nothing to draw"
    )
    assert str(engine.refusal(empty, Move("S", "C1"))) == (
        "the stock is only tapped (S): it turns cards onto the waste, never onto another pile"
    )
    assert engine.refusal(build(base="9H", foundations=("9H", "", "", "")), "S") is None


def test_to_foundation_refusals(build: Build) -> None:
    state = build(
        base="9H", foundations=("9H", "", "", ""), columns=("KS QH", "10H", "9S", ""), fill="C4"
    )
    said = {text: str(engine.refusal(state, text)) for text in ("C1:2>F1", "C3>F1", "C1>F1")}
    assert said == {
        "C1:2>F1": "only one card at a time goes onto a foundation",
        "C3>F1": "the 9 of spades belongs on the spades foundation, not on the hearts foundation",
        "C1>F1": "the hearts foundation needs the 10 of hearts next, not the queen of hearts",
    }
    assert engine.refusal(state, "C2>F1") is None


def test_to_column_refusals(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "8D 7S", ""))
    assert str(engine.refusal(state, "C2>C1")) == (
        "a jack of spades goes on the queen of hearts or the queen of diamonds, "
        "not on the queen of spades"
    )
    assert str(engine.refusal(state, "C3:3>C1")) == "column 3 has only 2 cards"
    assert str(engine.refusal(state, "W>C1")) == "the waste is empty"
    assert engine.refusal(state, "C3:2>C4") is None


def test_take_back_refusals(build: Build) -> None:
    state = build(base="9H", foundations=("9H 10H", "", "", ""), columns=("JS", "QS", "", ""))
    said = {str(m): str(engine.refusal(state, m)) for m in (Move("F1", "F2"), Move("F1", "C2"))}
    assert said == {
        "F1>F2": "a foundation card can only be taken back onto a column",
        "F1>C2": "a 10 of hearts goes on the jack of spades or the jack of clubs, "
        "not on the queen of spades",
    }
    assert str(engine.refusal(state, Move("F1", "C1", 2))) == (
        "only a column moves several cards at once"
    )
    assert str(engine.refusal(state, "F2>C1")) == "the spades foundation is empty"
    assert engine.refusal(state, "F1>C1") is None


def test_malformed_refusals(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""))
    moves = [Move("R", None), Move("C1", "R"), Move("X", "C1")]  # type: ignore[arg-type]
    assert [str(engine.refusal(state, m)) for m in moves] == [
        "cards go onto a foundation or a column",
        "no card is ever put onto the reserve",
        "'X' is not a pile; piles are S, W, R, F1–F4 and C1–C4",
    ]
