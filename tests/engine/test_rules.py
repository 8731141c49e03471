"""The rule book, rule by rule: one test per rule id (RULES.md R1–R22), then the manual's
worked example and the refusals, each on a position written card by card."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.engine import Card, GameState, IllegalMove, Move, NotationError, Rank, Suit
from canfield.engine.codes import shuffled_deck

from ..positions import WORKED_AFTER, WORKED_MOVES, WORKED_START, worked
from .conftest import Build


def c(text: str) -> Card:
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(word) for word in text.split())


def full_foundation(suit: str, start: int) -> str:
    """The 13 cards of `suit` from rank `start` upwards, wrapping K → A (R7)."""
    shorts = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return " ".join(shorts[(start - 1 + k) % 13] + suit for k in range(13))


def refusal(state: GameState, move: str | Move) -> IllegalMove:
    """Apply a move that must be refused; check the position is untouched; return the error."""
    before = str(state), engine.describe(state)
    with pytest.raises(IllegalMove) as info:
        engine.apply(state, move)
    assert (str(state), engine.describe(state)) == before
    engine.validate(state)
    return info.value


# --- R1–R2: cards and piles -------------------------------------------------------------


def test_r1_one_deck_of_52_cards_four_suits_two_colours() -> None:
    assert len(engine.DECK) == 52
    assert len(set(engine.DECK)) == 52
    assert engine.SUITS == (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    for suit in engine.SUITS:
        assert [card.rank for card in engine.DECK if card.suit is suit] == list(Rank)
    assert [int(r) for r in Rank] == list(range(1, 14))
    assert [r.short for r in Rank] == [
        "A",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
    ]
    assert {s for s in Suit if s.red} == {Suit.HEARTS, Suit.DIAMONDS}
    assert Suit.SPADES.color == Suit.CLUBS.color == "black"
    assert Suit.HEARTS.color == Suit.DIAMONDS.color == "red"
    assert [str(card) for card in (c("7♥"), c("Q♣"), c("10♠"))] == ["7♥", "Q♣", "10♠"]
    assert c("7H") is c("7♥") and c("QC") is c("Q♣")
    assert c("TS") is c("10S") is c("10♠")
    assert c("A♠").red is False and c("K♦").red is True


def test_r2_piles_stock_waste_reserve_four_foundations_four_columns(build: Build) -> None:
    assert engine.PILE_NAMES == ("S", "W", "R", "F1", "F2", "F3", "F4", "C1", "C2", "C3", "C4")
    state = build(
        base="7♥",
        stock="2♣ 3♣",
        waste="4♣",
        reserve="5♣ 6♣",
        foundations=("7♥ 8♥", "7♠", "7♦", "7♣"),
        columns=("9♣", "10♣", "J♣", "Q♣"),
        fill="reserve",
    )
    assert state.pile("S")[-2:] == cards("2♣ 3♣")
    assert state.pile("W") == cards("4♣")
    assert state.pile("R")[-2:] == cards("5♣ 6♣")
    assert [state.pile(f"F{i}") for i in range(1, 5)] == [
        cards("7♥ 8♥"),
        cards("7♠"),
        cards("7♦"),
        cards("7♣"),
    ]
    assert [state.pile(f"C{i}") for i in range(1, 5)] == [
        cards("9♣"),
        cards("10♣"),
        cards("J♣"),
        cards("Q♣"),
    ]
    for bad in ("C5", "F0", "X", ""):
        with pytest.raises(ValueError, match="no pile is called"):
            state.pile(bad)


# --- R3–R4: the deal and its code ---------------------------------------------------------


def test_r3_deal_order_reserve_base_columns_stock() -> None:
    for code in ("CF1-D3-AAAAAAA", "CF1-D1-QWERTYU", "CF1-D3-ZZZZZZZ"):
        number = engine.parse_code(code).number
        dealt = shuffled_deck(number)  # the shuffled deck, first card dealt first
        state = engine.deal(code)
        assert state.reserve == dealt[:13]  # stacked face up: the 13th dealt is the top
        assert state.reserve[-1] is dealt[12]
        assert state.base is dealt[13]
        assert state.foundations == ((dealt[13],), (), (), ())
        assert state.columns == tuple((card,) for card in dealt[14:18])
        assert len(state.stock) == 34
        assert sorted(state.stock) == sorted(dealt[18:])
        assert state.stock[-1] is dealt[18]  # the next card dealt is the stock's top
        assert state.waste == ()
        assert state.score == 0
        assert len(set(state.all_cards())) == 52


def test_r4_game_code_same_deal_case_insensitive_bad_codes_refused() -> None:
    code = engine.parse_code("CF1-D3-AAAAACL")
    assert (code.draw, code.number) == (3, 2 * 26 + 11)
    assert str(code) == "CF1-D3-AAAAACL"
    assert engine.deal("CF1-D3-AAAAACL") == engine.deal("CF1-D3-AAAAACL")
    assert engine.deal("cf1-d3-aaaaacl") == engine.deal("CF1-D3-AAAAACL")
    assert engine.deal("  Cf1-D3-aaaaAcl ") == engine.deal("CF1-D3-AAAAACL")
    assert engine.deal("CF1-D3-AAAAACL") != engine.deal("CF1-D3-AAAAACM")
    for bad in ("CF2-D3-AAAAAAA", "CF1-D2-AAAAAAA", "CF1-D3-AAAA", "CF1-D3-AAAAAA1", "", "hi"):
        with pytest.raises(engine.BadGameCode, match="CF1-D3-AAAAACL"):
            engine.deal(bad)


# --- R5–R8: foundations ---------------------------------------------------------------------


def test_r5_base_card_rank_starts_all_four_foundations(build: Build) -> None:
    state = build(base="Q♦", foundations=("Q♦", "", "", ""))
    assert state.start_rank is Rank.QUEEN
    assert state.foundation_suits == (Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS, Suit.CLUBS)
    assert engine.foundation_accepts(state, c("Q♠")) == 1
    assert engine.foundation_accepts(state, c("Q♥")) == 2
    assert engine.foundation_accepts(state, c("Q♣")) == 3
    assert engine.foundation_accepts(state, c("K♦")) == 0  # F1 goes on from the base card
    for other in ("A♠", "J♠", "K♠", "2♥", "7♣", "K♣"):
        assert engine.foundation_accepts(state, c(other)) is None


@pytest.mark.parametrize(
    ("base", "order"),
    [
        ("7♥", "♥♠♦♣"),  # the manual's example
        ("7♠", "♠♥♦♣"),
        ("7♦", "♦♠♥♣"),
        ("7♣", "♣♠♥♦"),
    ],
)
def test_r6_each_foundation_one_suit_base_suit_first(build: Build, base: str, order: str) -> None:
    others = [f"7{symbol}" for symbol in order[1:]]
    state = build(base=base, foundations=(base, "", "", ""), reserve=" ".join(others))
    assert "".join(suit.symbol for suit in state.foundation_suits) == order
    assert [state.foundation_for(Suit(symbol)) for symbol in order] == [0, 1, 2, 3]
    for n, seven in enumerate(others, start=1):
        assert engine.foundation_accepts(state, c(seven)) == n
    top = state.reserve[-1]  # the 7 of the last suit in order: it belongs on F4 only
    assert top is c(others[-1])
    assert engine.apply(state, "R>F4").foundations[3] == (top,)
    for target in ("F1", "F2", "F3"):
        suit = state.foundation_suits[int(target[1]) - 1].word
        error = refusal(state, "R>" + target)
        assert error.rule == "R6"
        assert str(error) == (
            f"the {top.words} belongs on the {top.suit.word} foundation, "
            f"not on the {suit} foundation"
        )


def test_r7_foundation_starts_at_start_rank_builds_up_in_suit_wrapping_to_13(
    build: Build,
) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠", "", ""),
        reserve="6♠ 5♠ 4♠ 3♠ 2♠ A♠",  # A♠ on top
        waste="7♦ 8♦",
        columns=("9♥", "K♣", "Q♣", "J♣"),
    )
    # An empty foundation takes only the start-rank card of its own suit.
    assert engine.foundation_accepts(state, c("8♦")) is None
    assert engine.foundation_accepts(state, c("7♦")) == 2
    assert str(refusal(state, "W>F3")) == (
        "the 8 of diamonds cannot start the diamonds foundation: "
        "only the 7 of diamonds can (start rank 7)"
    )
    # Up by one rank in suit: the 9♥ cannot skip the 8♥.
    error = refusal(state, "C1>F1")
    assert str(error) == "the hearts foundation needs the 8 of hearts next, not the 9 of hearts"
    assert error.rule == "R7"
    # K → A wraps, and the foundation is full at 13 cards, ending just below the start rank.
    for expected in ("A♠", "2♠", "3♠", "4♠", "5♠", "6♠"):
        assert state.reserve[-1] is c(expected)
        state = engine.apply(state, "R>F2")
    assert state.foundations[1] == cards("7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠")
    assert len(state.foundations[1]) == 13
    assert state.foundations[1][-1].rank is Rank.SIX
    assert state.score == 6 * 5
    assert full_foundation("♠", 7).split() == [str(card) for card in state.foundations[1]]
    assert all(engine.foundation_accepts(state, card) != 1 for card in engine.DECK)


def test_r8_take_back_foundation_top_onto_a_fitting_column_base_card_included(
    build: Build,
) -> None:
    state = build(
        base="7♥",
        foundations=("7♥ 8♥", "", "", ""),
        columns=("9♣", "9♥", "8♠", "K♦"),
        score=5,
    )
    assert Move.parse("F1>C1") in engine.legal_moves(state)
    assert Move.parse("F1>C2") not in engine.legal_moves(state)
    assert str(refusal(state, "F1>C2")) == (
        "an 8 of hearts goes on the 9 of spades or the 9 of clubs, not on the 9 of hearts"
    )
    error = refusal(state, "F1>F2")
    assert error.rule == "R8"
    assert str(error) == "a foundation card can only be taken back onto a column"
    assert engine.tap(state, "F1") is None  # by dragging only
    assert engine.tap(state, "F1", double_click=False) is None

    state = engine.apply(state, "F1>C1")
    assert state.columns[0] == cards("9♣ 8♥")
    assert state.foundations[0] == cards("7♥")
    assert state.score == 5  # a take-back costs nothing
    state = engine.apply(state, "F1>C3")  # the base card itself
    assert state.foundations[0] == ()
    assert state.columns[2] == cards("8♠ 7♥")
    engine.validate(state)
    assert engine.foundation_accepts(state, c("7♥")) == 0  # only the base card starts F1 again
    assert engine.foundation_accepts(state, c("8♥")) is None
    state = engine.apply(state, "C3>F1")
    assert state.foundations[0] == cards("7♥")
    assert state.score == 10


# --- R9–R12: columns ------------------------------------------------------------------------


def test_r9_every_column_card_is_face_up_and_can_move(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        columns=("K♠ Q♥ J♣ 10♦", "", "5♣", "9♥"),
    )
    assert "column 1: king of spades, queen of hearts, jack of clubs, 10 of diamonds" in (
        engine.describe(state)
    )
    legal = set(engine.legal_moves(state))
    for count in (1, 2, 3, 4):  # even the bottom card is seen and can lead a run
        assert Move("C1", "C2", count) in legal
    moved = engine.apply(state, "C1:4>C2")
    assert moved.columns[1] == cards("K♠ Q♥ J♣ 10♦")
    assert moved.columns[0] == ()


def test_r10_column_takes_opposite_colour_one_rank_lower_king_on_ace(build: Build) -> None:
    fits = engine.fits_on
    assert fits(c("6♥"), c("7♣")) and fits(c("6♥"), c("7♠"))
    assert not fits(c("6♥"), c("7♦")) and not fits(c("6♥"), c("7♥"))  # same colour
    assert not fits(c("6♥"), c("8♣")) and not fits(c("6♥"), c("6♣"))  # not one rank lower
    assert not fits(c("7♣"), c("6♥"))  # columns build down, not up
    assert fits(c("K♣"), c("A♥")) and fits(c("K♥"), c("A♠"))  # … 3 2 A K Q …
    assert not fits(c("K♣"), c("A♠"))
    assert fits(c("A♦"), c("2♣")) and not fits(c("A♦"), c("K♣"))
    for card in engine.DECK:
        below = [b for b in engine.DECK if fits(card, b)]
        assert len(below) == 2
        assert all(b.red != card.red and b.rank == card.rank.up() for b in below)

    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="K♠",
        waste="6♥",
        columns=("7♦", "7♣", "A♥", "A♣"),
    )
    error = refusal(state, "W>C1")
    assert str(error) == (
        "a 6 of hearts goes on the 7 of spades or the 7 of clubs, not on the 7 of diamonds"
    )
    assert error.rule == "R10"
    assert engine.apply(state, "W>C2").columns[1] == cards("7♣ 6♥")
    assert engine.apply(state, "R>C3").columns[2] == cards("A♥ K♠")
    assert str(refusal(state, "R>C4")) == (
        "a king of spades goes on the ace of hearts or the ace of diamonds, not on the ace of clubs"
    )
    assert engine.column_accepts(state.columns[2], c("K♠"))
    assert not engine.column_accepts(state.columns[3], c("K♠"))
    assert engine.column_accepts((), c("K♠"))


def test_r11_a_run_at_the_end_of_a_column_moves_as_one_unit(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        columns=("9♣ 6♦ 5♠ 4♥ 3♣", "7♣", "5♣", "8♦"),
        reserve="J♦",
    )
    assert engine.run_length(state.columns[0]) == 4
    assert engine.run_length(state.columns[1]) == 1
    assert engine.run_length(cards("2♠ A♥ K♣ Q♦")) == 4  # the run wraps: … 2 A K Q …
    assert engine.run_length(cards("Q♦ K♣")) == 1
    assert engine.run_length(()) == 0

    whole_run = engine.apply(state, "C1:4>C2")
    assert whole_run.columns[1] == cards("7♣ 6♦ 5♠ 4♥ 3♣")
    assert whole_run.columns[0] == cards("9♣")
    just_the_end = engine.apply(state, "C1:2>C3")
    assert just_the_end.columns[2] == cards("5♣ 4♥ 3♣")
    assert just_the_end.columns[0] == cards("9♣ 6♦ 5♠")
    # The whole column moves as one unit too (and the reserve refills it, R12).
    whole_column = engine.apply(whole_run, "C2:5>C4")
    assert whole_column.columns[3] == cards("8♦ 7♣ 6♦ 5♠ 4♥ 3♣")
    assert whole_column.columns[1] == cards("J♦")

    error = refusal(state, "C1:5>C2")
    assert error.rule == "R11"
    assert str(error) == (
        "the last 5 cards of column 1 are not a run (alternating colours, each one rank "
        "lower), so they cannot move together"
    )
    assert str(refusal(state, "C1:6>C2")) == "column 1 has only 5 cards"
    assert str(refusal(state, "C2:2>C1")) == "column 2 has only 1 card"
    assert str(refusal(state, "C1:2>F1")) == "only one card at a time goes onto a foundation"
    legal = set(engine.legal_moves(state))
    assert Move("C1", "C2", 4) in legal and Move("C1", "C3", 2) in legal
    assert not any(m.source == "C1" and m.count > 4 for m in legal)


def test_r12_an_emptied_column_is_refilled_from_the_reserve_in_the_same_move(
    build: Build,
) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="J♠ Q♠",  # Q♠ on top
        columns=("5♠", "6♥", "8♥", "K♦"),
    )
    moved = engine.apply(state, "C1>C2")  # C1 empties ...
    assert moved.columns[0] == cards("Q♠")  # ... and is refilled at once, in the same move
    assert moved.columns[1] == cards("6♥ 5♠")
    assert moved.reserve[-1] is c("J♠")
    assert len(moved.reserve) == len(state.reserve) - 1
    to_foundation = engine.apply(state, "C3>F1")  # a move to a foundation refills too
    assert to_foundation.columns[2] == cards("Q♠")
    assert to_foundation.score == 5

    # With the reserve empty, an emptied column stays empty and accepts any card or run.
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="9♦",
        columns=("5♠", "6♥", "J♣ 10♥ 9♣", "K♦"),
    )
    assert state.reserve == ()
    emptied = engine.apply(state, "C1>C2")
    assert emptied.columns[0] == ()
    assert emptied.reserve == ()
    assert "column 1: empty" in engine.describe(emptied)
    assert engine.apply(emptied, "W>C1").columns[0] == cards("9♦")
    assert engine.apply(emptied, "C3:3>C1").columns[0] == cards("J♣ 10♥ 9♣")
    assert engine.apply(emptied, "C3:2>C1").columns[0] == cards("10♥ 9♣")
    assert engine.apply(emptied, "C4>C1").columns[0] == cards("K♦")
    assert engine.apply(emptied, "F1>C1").columns[0] == cards("7♥")
    legal = set(engine.legal_moves(emptied))
    for move in ("W>C1", "C2:2>C1", "C3:1>C1", "C3:2>C1", "C3:3>C1", "C4>C1", "F1>C1"):
        assert Move.parse(move) in legal


def test_r13_only_the_reserve_top_plays_and_nothing_goes_onto_it(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="2♣ 9♦ Q♣",  # Q♣ on top
        columns=("K♥", "10♣", "3♦", "4♦"),
        fill="stock",
    )
    reserve_moves = [m for m in engine.legal_moves(state) if m.source == "R"]
    # Only the Q♣ plays; the 9♦ under it would fit C2 but is not free.
    assert reserve_moves == [Move("R", "C1")]
    moved = engine.apply(state, "R>C1")
    assert moved.columns[0] == cards("K♥ Q♣")
    assert moved.reserve[-1] is c("9♦")
    assert engine.apply(moved, "R>C2").columns[1] == cards("10♣ 9♦")
    for text in ("C1>R", "W>R", "F1>R", "R>R"):
        with pytest.raises(NotationError):
            Move.parse(text)
    error = refusal(state, Move("C2", "R"))
    assert (str(error), error.rule) == ("no card is ever put onto the reserve", "R13")
    assert "reserve: 3 cards, top: queen of clubs" in engine.describe(state)  # the count shows
    assert "reserve: 2 cards, top: 9 of diamonds" in engine.describe(moved)


def test_r14_draw_mode_three_by_default_or_one() -> None:
    assert engine.deal("CF1-D3-AAAAAAA").draw == 3
    assert engine.deal("CF1-D1-AAAAAAA").draw == 1
    assert engine.new_code().startswith("CF1-D3-")  # Draw 3 is the default
    assert engine.new_code(1).startswith("CF1-D1-")
    assert engine.new_code(draw=3).startswith("CF1-D3-")
    with pytest.raises(engine.BadGameCode):
        engine.new_code(draw=2)
    three = engine.apply(engine.deal("CF1-D3-AAAAAAA"), "S")
    one = engine.apply(engine.deal("CF1-D1-AAAAAAA"), "S")
    assert (len(three.waste), len(three.stock)) == (3, 31)
    assert (len(one.waste), len(one.stock)) == (1, 33)


def test_r15_stock_tap_turns_three_or_one_the_last_turned_on_top(build: Build) -> None:
    layout = {
        "base": "7♥",
        "foundations": ("7♥", "", "", ""),
        "stock": "9♦ 5♣ 2♥ J♠",  # J♠ on top
        "columns": ("10♥", "K♣", "3♥", "6♣"),
    }
    three = engine.apply(build(**layout, draw=3), "S")
    assert three.waste == cards("J♠ 2♥ 5♣")  # J♠ turned first; 5♣, the last, is the top
    assert three.stock[-1] is c("9♦")
    one = engine.apply(build(**layout, draw=1), "S")
    assert one.waste == cards("J♠")
    assert one.stock[-1] is c("2♥")
    # Fewer than three left: the draw turns the rest.
    short = build(
        base="7♥", foundations=("7♥", "", "", ""), stock="9♦ 5♣", waste="K♠", fill="reserve"
    )
    drawn = engine.apply(short, "S")
    assert drawn.stock == ()
    assert drawn.waste == cards("K♠ 5♣ 9♦")
    assert drawn.score == short.score


def test_r16_empty_stock_tap_recycles_the_waste_in_order_forever(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        stock="3♦ 9♣ 5♥ Q♠ 2♣",
        score=15,
        fill="reserve",
    )
    original_stock = state.stock
    first_pass = []
    while state.stock:
        state = engine.apply(state, "S")
        first_pass.append(state.waste)
    assert first_pass == [cards("2♣ Q♠ 5♥"), cards("2♣ Q♠ 5♥ 9♣ 3♦")]
    for _ in range(3):  # unlimited passes, no penalty
        assert engine.tap(state, "S") == engine.STOCK_TAP
        state = engine.apply(state, "S")  # recycle
        assert state.stock == original_stock  # face down again, order kept
        assert state.waste == ()
        assert state.score == 15
        again = []
        while state.stock:
            state = engine.apply(state, "S")
            again.append(state.waste)
        assert again == first_pass  # the same cards in the same order
    # Nothing happens when stock and waste are both empty.
    empty = build(base="7♥", foundations=("7♥", "", "", ""), fill="reserve")
    assert engine.STOCK_TAP not in engine.legal_moves(empty)
    assert engine.tap(empty, "S") is None
    error = refusal(empty, "S")
    assert str(error) == "the stock and the waste are both empty: nothing to draw"


def test_r17_only_the_waste_top_plays(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="4♦ 8♣ 9♥",  # 9♥ on top
        columns=("10♣", "9♦", "5♣", "J♥"),
    )
    waste_moves = [m for m in engine.legal_moves(state) if m.source == "W"]
    assert waste_moves == [Move("W", "C1")]  # the 8♣ would fit the 9♦ but lies under the 9♥
    assert str(refusal(state, "W>C2")) == (
        "a 9 of hearts goes on the 10 of spades or the 10 of clubs, not on the 9 of diamonds"
    )
    moved = engine.apply(state, "W>C1")
    assert moved.columns[0] == cards("10♣ 9♥")
    assert moved.waste == cards("4♦ 8♣")
    assert engine.apply(moved, "W>C2").columns[1] == cards("9♦ 8♣")  # now it is the top


def test_r18_won_with_four_full_foundations_never_lost(build: Build) -> None:
    foundations = (
        full_foundation("♥", 7),
        full_foundation("♠", 7),
        full_foundation("♦", 7),
        full_foundation("♣", 7),
    )
    won = engine.position(base="7♥", foundations=foundations)
    assert engine.is_won(won)
    almost = engine.position(
        base="7♥",
        foundations=(*foundations[:3], foundations[3][: -len(" 6♣")]),
        columns=("6♣", "", "", ""),
    )
    assert not engine.is_won(almost)
    assert engine.is_won(engine.apply(almost, "C1>F4"))
    # No useful move left: the game does not declare a loss, it simply offers no move.
    stuck = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="2♦",
        columns=("K♥", "K♦", "Q♥", "Q♦"),
        fill="reserve",
    )
    assert engine.legal_moves(stuck) == []
    assert not engine.is_won(stuck)
    assert all(engine.tap(stuck, pile) is None for pile in ("S", "W", "R", "C1", "C2", "C3", "C4"))


def test_r19_tap_sends_a_card_to_its_foundation_else_to_the_best_column(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="8♥",
        reserve="5♠",
        columns=("6♥", "J♠ 10♦ 9♣ 8♦ 7♣ 6♦", "9♠", "K♦"),
    )
    assert engine.tap(state, "W") == Move("W", "F1")  # its foundation first
    assert engine.tap(state, "R") == Move("R", "C2")  # 6♥ and 6♦ take it: the longer column
    assert engine.tap(state, "R", double_click=False) is None  # Double click off
    assert engine.tap(state, "C2", 3) == Move("C2", "C3", 3)  # the 8♦ takes 7♣ 6♦ along
    assert engine.tap(state, "C2", 2) is None  # no red 8 for the 7♣, no empty column
    assert engine.tap(state, "F1") is None
    assert engine.tap(state, "S") == engine.STOCK_TAP


def test_r20_no_card_moves_by_itself(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        stock="2♦ 8♠ 7♠",  # the draw turns 7♠, 8♠, then 2♦ on top
        columns=("9♣ 8♥", "K♦", "5♠", "6♥"),
    )
    assert state.reserve == ()
    drawn = engine.apply(state, "S")
    assert drawn.waste[-3:] == cards("7♠ 8♠ 2♦")
    assert drawn.columns == state.columns  # the 8♥ could go to F1 but stays where it is
    assert drawn.foundations == state.foundations
    after = engine.apply(engine.apply(drawn, "C1>F1"), "C3>C4")
    assert after.foundations == (cards("7♥ 8♥"), (), (), ())
    assert after.columns == (cards("9♣"), cards("K♦"), (), cards("6♥ 5♠"))  # C3 stays empty
    assert after.waste == drawn.waste  # nothing comes from the waste on its own
    assert after.score == 5
    # A game one move from winning is not completed by the engine either.
    foundations = (
        full_foundation("♥", 7),
        full_foundation("♠", 7)[: -len(" 5♠ 6♠")],
        full_foundation("♦", 7),
        full_foundation("♣", 7),
    )
    nearly = engine.position(base="7♥", foundations=foundations, columns=("6♠", "5♠", "", ""))
    step = engine.apply(nearly, "C2>F2")
    assert step.columns[0] == cards("6♠")
    assert not engine.is_won(step)
    assert engine.legal_moves(step)  # the player makes the last move


def test_r21_undo_covers_100_actions_and_takes_back_the_points(build: Build) -> None:
    assert engine.UNDO_LIMIT == 100
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        waste="8♥",
        stock="3♣ 4♣",
        columns=("10♣", "K♦", "5♠", "6♥"),
    )
    history = engine.History(state)
    history.play("W>F1")
    assert history.current.score == 5
    assert history.undo() == state  # the position before, score included
    assert history.current.score == 0
    for _ in range(150):  # draws and recycles are actions too
        history.play("S")
    assert history.undo_depth == 100
    undone = 0
    while history.undo() is not None:
        undone += 1
    assert undone == 100
    assert len(history.moves) == 50


def test_r22_five_points_per_card_placed_on_a_foundation(build: Build) -> None:
    # Every card but the base card waits in the waste in foundation order: 51 placements.
    order = [
        *full_foundation("♥", 7).split()[1:],
        *full_foundation("♠", 7).split(),
        *full_foundation("♦", 7).split(),
        *full_foundation("♣", 7).split(),
    ]
    state = engine.position(
        base="7♥", foundations=("7♥", "", "", ""), waste=" ".join(reversed(order))
    )
    assert state.score == 0  # the base card scores nothing
    for placed in range(1, 52):
        move = engine.tap(state, "W")
        assert move is not None and move.to_foundation
        state = engine.apply(state, move)
        assert state.score == 5 * placed
    assert engine.is_won(state)
    assert state.score == 51 * 5 == 255

    # From reserve, column and waste alike; take-back costs nothing; placing again scores.
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="K♠ 8♥",
        waste="9♥",
        columns=("10♥", "9♣", "J♠", "Q♦"),
        stock="2♣",
    )
    scores = []
    for text in ("R>F1", "W>F1", "C1>F1", "F1>C3", "S", "C3>F1", "F1>C3", "C3>F1"):
        state = engine.apply(state, text)
        scores.append(state.score)
    assert scores == [5, 10, 15, 15, 15, 20, 20, 25]  # 5 placements, 2 take-backs, 1 draw
    assert state.foundations[0] == cards("7♥ 8♥ 9♥ 10♥")
    assert state.columns == (cards("K♠"), cards("9♣"), cards("J♠"), cards("Q♦"))
    assert state.score >= 0


# --- The manual's worked example (RULES.md, acceptance case) ------------------------------


def test_worked_example_describes_the_deal_and_the_winning_opening(build: Build) -> None:
    state = worked()
    assert len(state.stock) == 34
    assert engine.describe(state) == WORKED_START
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state) == WORKED_AFTER
    assert state.score == 5
    history = engine.History.replay(worked(), WORKED_MOVES)
    assert history.current == state


def test_worked_example_ace_of_spades_cannot_start_the_spade_foundation(build: Build) -> None:
    state = worked()
    error = refusal(state, "C4>F2")
    assert error.rule == "R7"
    assert str(error) == (
        "the ace of spades cannot start the spades foundation: only the 7 of spades can "
        "(start rank 7)"
    )
    assert Move("C4", "F2") not in engine.legal_moves(state)
    assert engine.foundation_accepts(state, c("A♠")) is None
    assert engine.foundation_accepts(state, c("7♠")) == 1
    assert engine.tap(state, "C4") is None
    assert engine.describe(state) == WORKED_START


# --- Refusals: in a player's words, with the position untouched -----------------------------


@pytest.mark.parametrize(
    ("waste", "column", "message"),
    [
        (
            "6♥",
            "7♦",
            "a 6 of hearts goes on the 7 of spades or the 7 of clubs, not on the 7 of diamonds",
        ),
        (
            "8♣",
            "9♠",
            "an 8 of clubs goes on the 9 of hearts or the 9 of diamonds, not on the 9 of spades",
        ),
        (
            "7♠",
            "10♥",
            "a 7 of spades goes on the 8 of hearts or the 8 of diamonds, not on the 10 of hearts",
        ),
        (
            "K♣",
            "A♠",
            "a king of clubs goes on the ace of hearts or the ace of diamonds"
            ", not on the ace of spades",
        ),
        (
            "A♦",
            "K♣",
            "an ace of diamonds goes on the 2 of spades or the 2 of clubs"
            ", not on the king of clubs",
        ),
        (
            "Q♥",
            "Q♠",
            "a queen of hearts goes on the king of spades or the king of clubs"
            ", not on the queen of spades",
        ),
    ],
)
def test_column_refusals_name_the_rule_in_a_players_words(
    build: Build, waste: str, column: str, message: str
) -> None:
    state = build(
        base="3♥",
        foundations=("3♥", "", "", ""),
        waste=waste,
        columns=(column, "", "", ""),
        reserve="3♠ 3♦",
    )
    error = refusal(state, "W>C1")
    assert (str(error), error.rule) == (message, "R10")


def test_other_refusals_name_the_rule(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="9♦",
        columns=("6♣", "K♥", "Q♥", "A♠"),
        fill="reserve",
    )
    expected = {
        "W>C1": ("the waste is empty", "R2"),
        "R>F1": (
            "the 9 of diamonds belongs on the diamonds foundation, not on the hearts foundation",
            "R6",
        ),
        "R>F3": (
            "the 9 of diamonds cannot start the diamonds foundation: only the 7 of "
            "diamonds can (start rank 7)",
            "R7",
        ),
        "F2>C1": ("the spades foundation is empty", "R2"),
        "C2>C2": ("a card cannot move onto the pile it comes from", "R2"),
        "S": ("the stock and the waste are both empty: nothing to draw", "R16"),
    }
    for move, (message, rule) in expected.items():
        error = refusal(state, move)
        assert (str(error), error.rule) == (message, rule), move


BAD_TEXT = [
    "",
    "X",
    "S>C1",
    "R>W",
    "C1>R",
    "C5>C1",
    "C1>F5",
    "F0>C1",
    "R:2>C1",
    "W:1>F1",
    "C2:0>C4",
    "C2:-1>C4",
    "C2:3>",
    ">C4",
    "C2->C4",
    "SS",
    "R>C1>C2",
    "ſ",
    "C2:٣>C4",
]
# Moves built by hand that mypy refuses (the ignores prove it: unused ones are errors)
# and the engine refuses at run time all the same.
BAD_VALUES = [
    Move("C5", "C1"),  # type: ignore[arg-type]
    Move("R", "C5"),  # type: ignore[arg-type]
    Move("R", "F5"),  # type: ignore[arg-type]
    Move("R", "W"),
    Move("R", "S"),
    Move("C1", "R"),
    Move("X", "C1"),  # type: ignore[arg-type]
    Move("", "C1"),  # type: ignore[arg-type]
    Move("R", None),
    Move("C1", "C2", 0),
    Move("C1", "C2", -1),
    Move("S", "C1"),
    Move("S", None, 3),
    Move("W", "C2", 2),
    Move("R", "F1", 2),
]


@pytest.mark.parametrize("text", BAD_TEXT)
def test_bad_move_text_is_refused_and_changes_nothing(build: Build, text: str) -> None:
    state = worked()
    error = engine.refusal(state, text)
    assert isinstance(error, IllegalMove) and error.rule == "notation"
    assert isinstance(error.__cause__, NotationError) and str(error) == str(error.__cause__)
    for read in (Move.parse, lambda text: engine.apply(state, text)):
        with pytest.raises(NotationError):
            read(text)
    history = engine.History(state)
    with pytest.raises(NotationError):
        history.play(text)
    assert (history.current, history.moves, history.undo_depth) == (state, (), 0)


@pytest.mark.parametrize("move", BAD_VALUES, ids=repr)
def test_bad_move_values_are_refused_and_change_nothing(build: Build, move: Move) -> None:
    state = build(
        base="7♥",
        foundations=("7♥", "", "", ""),
        reserve="6♠",
        waste="9♦",
        columns=("7♦", "8♣", "10♣", "A♠"),
    )
    error = refusal(state, move)
    assert isinstance(error, ValueError)
    assert error.rule
