"""Cards, moves and game codes as text (R1, R4), and the CF1 shuffle pinned forever."""

from __future__ import annotations

import hashlib
import pickle
import random

import pytest

from canfield import engine
from canfield.engine import Card, IllegalMove, Move, NotationError, Rank, Suit
from canfield.engine.codes import DEALS

from ..positions import MANUAL, WORKED_AFTER, WORKED_START

# --- Cards -----------------------------------------------------------------------------------


def test_card_parse_reads_symbols_and_ascii_in_any_case() -> None:
    names = ["7♥", "10♠", "Q♣", "7H", "qc", "TS", "10s"]
    parsed = [Card.parse(name) for name in names]
    assert [str(card) for card in parsed] == ["7♥", "10♠", "Q♣", "7♥", "Q♣", "10♠", "10♠"]
    assert parsed[0] is parsed[3] is Card(Rank.SEVEN, Suit.HEARTS)
    assert parsed[2] is parsed[4] is Card(12, Suit.CLUBS)
    assert Card.parse(" a♠ ") is Card(Rank.ACE, Suit.SPADES)
    assert Card.parse("kD") is Card(Rank.KING, Suit.DIAMONDS)
    assert Card.parse("Jh").words == "jack of hearts"


@pytest.mark.parametrize(
    "junk",
    [
        "",
        " ",
        "7",
        "H",
        "♥",
        "11H",
        "0S",
        "7X",
        "H7",
        "♥7",
        "7♥♥",
        "7 H",
        "10 S",
        "1OS",
        "77H",
        "JOKER",
        "7♥️",
        "7ſ",
        "Kſ",
        "７H",
        "7h,",
        "Q♣ K♣",
    ],
)
def test_card_parse_refuses_junk(junk: str) -> None:
    with pytest.raises(engine.CardError, match="is not a card name") as info:
        Card.parse(junk)
    assert isinstance(info.value, ValueError)
    assert "7♥, 10S, QC" in str(info.value)  # the message shows the expected form


def test_cards_are_interned_values_with_names() -> None:
    for index, card in enumerate(engine.DECK):
        assert card.index == index
        assert hash(card) == index
        assert Card.parse(str(card)) is card
        assert Card.parse(card.ascii) is card
        assert Card(card.rank, card.suit) is card
        assert pickle.loads(pickle.dumps(card)) is card
        assert eval(repr(card), {"Card": Card}) is card
    assert str(Card.parse("10H")) == "10♥" and Card.parse("10H").ascii == "10H"
    assert Card.parse("AS").words == "ace of spades"
    assert Card.parse("9D").words == "9 of diamonds"
    assert sorted([Card.parse("2♣"), Card.parse("A♠"), Card.parse("K♥")]) == [
        Card.parse("A♠"),
        Card.parse("K♥"),
        Card.parse("2♣"),
    ]
    with pytest.raises(AttributeError):
        Card.parse("AS").rank = Rank.KING
    assert Rank.KING.up() is Rank.ACE and Rank.ACE.down() is Rank.KING
    assert Rank.SEVEN.up() is Rank.EIGHT and Rank.SEVEN.down() is Rank.SIX


# --- Moves -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move", "printed"),
    [
        ("S", Move("S"), "S"),
        ("R>F2", Move("R", "F2"), "R>F2"),
        ("W>C3", Move("W", "C3"), "W>C3"),
        ("F1>C4", Move("F1", "C4"), "F1>C4"),
        ("C1>F3", Move("C1", "F3"), "C1>F3"),
        ("C2:3>C4", Move("C2", "C4", 3), "C2:3>C4"),
        ("C2:1>C4", Move("C2", "C4"), "C2>C4"),
        ("C2>C4", Move("C2", "C4", 1), "C2>C4"),
        ("c2:3>c4", Move("C2", "C4", 3), "C2:3>C4"),
        (" w > c3 ", Move("W", "C3"), "W>C3"),
        ("s", engine.STOCK_TAP, "S"),
        ("C1:13>C2", Move("C1", "C2", 13), "C1:13>C2"),
    ],
)
def test_move_parse_and_str_round_trip(text: str, move: Move, printed: str) -> None:
    assert Move.parse(text) == move
    assert engine.parse_move(text) == move
    assert str(move) == printed
    assert Move.parse(printed) == move
    assert str(Move.parse(str(move))) == printed


def test_move_kinds() -> None:
    assert Move.parse("S") is engine.STOCK_TAP and engine.STOCK_TAP.is_stock
    assert engine.STOCK_TAP.target is None and not engine.STOCK_TAP.to_foundation
    assert Move.parse("C1>F3").to_foundation and not Move.parse("C1>F3").is_stock
    assert not Move.parse("F1>C4").to_foundation


@pytest.mark.parametrize(
    "junk",
    [
        "",
        "X",
        "SS",
        "S>C1",
        "R>W",
        "C1>R",
        "R>S",
        "C5>C1",
        "C1>F5",
        "F0>C1",
        "C1>C",
        "R>",
        ">F1",
        "C2:>C4",
        "C2:0>C4",
        "C2:-1>C4",
        "C2:3",
        "R:2>C1",
        "W:1>F1",
        "F1:1>C2",
        "R>C1>C2",
        "R->C1",
        "RF1",
        "ſ",
        "C2:٣>C4",
        "Ｒ>F1",
    ],
)
def test_move_parse_refuses_junk(junk: str) -> None:
    with pytest.raises(NotationError) as info:
        Move.parse(junk)
    assert isinstance(info.value, ValueError) and not isinstance(info.value, IllegalMove)
    assert repr(junk) in str(info.value)


def test_move_parse_refusal_shows_the_notation() -> None:
    with pytest.raises(NotationError) as info:
        Move.parse("R>W")
    assert str(info.value) == ("'R>W' is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4")
    with pytest.raises(NotationError, match="only a column moves several cards at once"):
        Move.parse("R:2>C1")


def test_game_record_round_trip() -> None:
    line = "CF1-D3-AAAAACL R>C2 R>F1 C2:2>C4 S C1:1>F1"
    code, moves = engine.parse_record("cf1-d3-aaaaacl r>c2 R>F1 C2:2>C4 S C1:1>F1")
    assert code == "CF1-D3-AAAAACL"
    assert [str(m) for m in moves] == ["R>C2", "R>F1", "C2:2>C4", "S", "C1>F1"]
    assert engine.format_record(code, moves) == line.replace("C1:1>F1", "C1>F1")
    assert engine.format_record("cf1-d1-zzzzzzz", []) == "CF1-D1-ZZZZZZZ"
    for bad in ("", "CF9-D3-AAAAAAA S", "CF1-D3-AAAAACL R>W"):
        with pytest.raises(ValueError):
            engine.parse_record(bad)


# --- Game codes ------------------------------------------------------------------------------


def test_codes_parse_case_insensitively_and_print_canonically() -> None:
    assert engine.parse_code("CF1-D3-AAAAAAA") == engine.GameCode(3, 0)
    assert engine.parse_code("cf1-d1-zzzzzzz") == engine.GameCode(1, DEALS - 1)
    assert engine.parse_code(" Cf1-D3-hElLoAb\n") == engine.parse_code("CF1-D3-HELLOAB")
    assert str(engine.GameCode(3, 2 * 26 + 11)) == "CF1-D3-AAAAACL"
    assert str(engine.GameCode(1, DEALS - 1)) == "CF1-D1-ZZZZZZZ"
    # Base 26, A=0, most significant first: ABBAKVU = 26⁵ + 26⁴ + 10·26² + 21·26 + 20.
    assert engine.GameCode(3, 12_345_678).letters == "ABBAKVU"
    assert engine.parse_code("CF1-D3-ABBAKVU").number == 12_345_678
    for number in (0, 1, 25, 26, 12_345_678, DEALS - 1):
        code = engine.GameCode(3, number)
        assert len(code.letters) == 7
        assert engine.parse_code(str(code)) == code
    with pytest.raises(engine.BadGameCode):
        engine.GameCode(3, DEALS)
    with pytest.raises(engine.BadGameCode):
        engine.GameCode(3, -1)
    with pytest.raises(engine.BadGameCode):
        engine.GameCode(2, 0)


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ("CF2-D3-AAAAAAA", "unknown code format 'CF2': codes start with CF1"),
        ("CF1-D2-AAAAAAA", "unknown draw mode 'D2': it is D1 or D3"),
        ("CF1-D3-AAAA", "the deal number 'AAAA' must be exactly 7 letters"),
        ("CF1-D3-AAAAAAAA", "the deal number 'AAAAAAAA' must be exactly 7 letters"),
        ("CF1-D3-AAAAAA1", "the deal number 'AAAAAA1' must be letters A–Z only"),
        ("", "the game code is empty"),
        ("   ", "the game code is empty"),
        ("hello", "'hello' is not a game code: a code has three parts joined by '-'"),
        ("CF1-D3-AAAAAAA-B", "is not a game code: a code has three parts joined by '-'"),
        ("cf1-d3-aaaaaaſ", "is not a game code: only A–Z, 0–9 and '-' are used"),
    ],
)
def test_bad_codes_are_refused_with_the_expected_form(bad: str, reason: str) -> None:
    with pytest.raises(engine.BadGameCode) as info:
        engine.parse_code(bad)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert reason in message
    assert message.endswith("(expected a code like CF1-D3-AAAAACL)")
    with pytest.raises(engine.BadGameCode):
        engine.deal(bad)


def test_new_code_is_reproducible_with_a_seeded_rng() -> None:
    first = [engine.new_code(rng=random.Random(7)) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    assert engine.new_code(rng=random.Random(7)) != engine.new_code(rng=random.Random(8))
    rng_a, rng_b = random.Random(2024), random.Random(2024)
    series_a = [engine.new_code(rng=rng_a) for _ in range(20)]
    assert series_a == [engine.new_code(rng=rng_b) for _ in range(20)]
    assert len(set(series_a)) == 20
    for code in series_a:
        assert code.startswith("CF1-D3-")
        assert str(engine.parse_code(code)) == code
    assert engine.new_code(1, rng=random.Random(7))[7:] == first[0][7:]
    assert engine.new_code(1, rng=random.Random(7)).startswith("CF1-D1-")
    fresh = engine.new_code()  # from the system's entropy
    assert str(engine.parse_code(fresh)) == fresh


# --- The CF1 shuffle, pinned forever ----------------------------------------------------------

# The exact deals of a few codes: a change to the shuffle that would alter existing codes
# fails here. Piles read bottom → top: the reserve's last card is its top, and so is the
# stock's (the first card a draw turns).
PINNED: dict[str, tuple[str, str, tuple[str, str, str, str], str]] = {
    "CF1-D3-AAAAAAA": (
        "2♥ 9♠ 2♠ 3♦ 7♥ A♣ 2♣ K♦ 5♦ 10♣ J♥ 7♠ 8♦",  # reserve
        "5♠",
        ("7♣", "J♦", "6♠", "2♦"),
        "8♥ 6♦ A♦ Q♥ 10♦ Q♣ K♠ K♣ A♥ 9♦ Q♠ 10♠ 4♣ 4♠ 6♥ 4♦ 10♥"
        " 9♣ A♠ 4♥ 5♥ J♣ K♥ Q♦ 3♣ 7♦ 9♥ 8♠ 5♣ 3♠ 6♣ J♠ 8♣ 3♥",  # stock
    ),
    # The manual's worked example (laid out by the rule in codes.py, not the plain shuffle).
    "CF1-D3-AAAAACL": (
        "2♦ K♠ 6♦ 9♣ 10♦ K♦ 10♣ 5♦ 5♠ J♠ Q♠ 8♥ Q♣",  # reserve
        "7♥",
        ("6♣", "K♥", "Q♥", "A♠"),
        "K♣ 5♥ J♣ A♣ A♥ 10♠ 3♥ 10♥ 9♠ 7♠ 4♣ 2♥ 4♥ 7♣ 6♥ 2♣ J♥"
        " Q♦ 8♦ 6♠ 4♠ 5♣ 3♣ 2♠ 7♦ 9♦ 4♦ 3♠ 3♦ A♦ J♦ 8♠ 8♣ 9♥",  # stock
    ),
    "CF1-D3-AAAAACM": (
        "A♣ J♦ 9♠ 6♣ 5♥ 5♦ 8♦ 2♣ Q♥ 10♦ 8♣ 3♠ 9♥",  # reserve
        "J♥",
        ("3♣", "4♣", "7♥", "3♦"),
        "A♥ 2♦ 2♠ 6♠ K♥ 5♠ 8♥ 9♣ J♠ 10♣ 10♥ Q♣ 4♥ 7♣ A♦ 7♠ 5♣"
        " 4♠ 7♦ A♠ 4♦ 8♠ J♣ 10♠ K♠ 6♥ 6♦ K♣ K♦ 9♦ Q♠ 3♥ 2♥ Q♦",  # stock
    ),
    "CF1-D1-ZZZZZZZ": (
        "Q♦ 6♠ K♣ 2♦ 5♦ K♠ A♠ K♦ 7♣ 4♠ 10♦ 8♥ 5♠",  # reserve
        "4♦",
        ("7♦", "J♥", "3♠", "2♣"),
        "2♠ 5♥ A♣ Q♥ 4♣ 9♥ 8♠ 9♦ 10♠ 2♥ J♠ 6♥ Q♠ J♣ 9♣ J♦ 5♣"
        " 10♥ A♦ 8♦ 7♥ 3♥ 7♠ K♥ Q♣ 8♣ 10♣ 3♦ 9♠ 6♦ 6♣ 3♣ A♥ 4♥",  # stock
    ),
    "CF1-D3-HELLOAB": (
        "6♣ 6♠ 7♥ K♥ 8♣ 3♦ 6♦ 3♣ 10♦ A♠ Q♦ J♣ Q♠",  # reserve
        "7♦",
        ("6♥", "Q♥", "9♦", "8♠"),
        "J♦ A♣ Q♣ 8♦ 2♣ J♠ 9♥ 10♠ 8♥ 4♦ 5♥ K♦ 2♦ 9♠ 7♠ 2♠ K♣"
        " A♦ J♥ 10♥ 10♣ 3♥ 5♠ K♠ 4♥ 7♣ 4♣ 4♠ 2♥ 5♦ 9♣ 5♣ 3♠ A♥",  # stock
    ),
}


@pytest.mark.parametrize("code", sorted(PINNED))
def test_pinned_codes_deal_exactly_these_cards(code: str) -> None:
    reserve, base, columns, stock = PINNED[code]
    expected = engine.position(
        base=base,
        reserve=reserve,
        foundations=(base, "", "", ""),
        columns=columns,
        stock=stock,
        draw=int(code[5]),
    )
    assert engine.deal(code) == expected
    assert engine.deal(code.lower()) == expected
    other_draw = code[:5] + ("1" if code[5] == "3" else "3") + code[6:]
    assert engine.deal(other_draw) == engine.GameState(
        expected.stock,
        expected.waste,
        expected.reserve,
        expected.foundations,
        expected.columns,
        expected.base,
        4 - expected.draw,
        0,
    )  # the same 7 letters deal the same cards in D1 and D3


def _documented_cf1_shuffle(number: int) -> list[Card]:
    """The CF1 shuffle re-implemented from its written definition in codes.py."""
    words: list[int] = []
    counter = 0

    def word() -> int:
        nonlocal counter
        if not words:
            block = hashlib.sha256(
                b"canfield-CF1" + number.to_bytes(8, "big") + counter.to_bytes(4, "big")
            ).digest()
            counter += 1
            words.extend(int.from_bytes(block[k : k + 4], "big") for k in range(0, 32, 4))
        return words.pop(0)

    def uniform(m: int) -> int:
        while True:
            w = word()
            if w < 2**32 - (2**32 % m):
                return w % m

    deck = list(engine.DECK)
    for i in range(51, 0, -1):
        j = uniform(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("number", [0, 1, 62, 64, 4_096, 123_456_789, DEALS - 1])
def test_the_shuffle_follows_its_written_definition(number: int) -> None:
    dealt = _documented_cf1_shuffle(number)
    state = engine.deal(str(engine.GameCode(3, number)))
    assert list(state.reserve) == dealt[:13]
    assert state.base is dealt[13]
    assert [col[0] for col in state.columns] == dealt[14:18]
    assert list(reversed(state.stock)) == dealt[18:]


def test_every_deal_holds_52_cards_in_the_rule_book_piles() -> None:
    rng = random.Random(52)
    for _ in range(1_000):
        state = engine.deal(engine.new_code(rng.choice((1, 3)), rng=rng))
        assert sorted(state.all_cards()) == list(engine.DECK)
        assert len(state.reserve) == 13
        assert len(state.foundations[0]) == 1 and state.foundations[0][0] is state.base
        assert state.foundations[1:] == ((), (), ())
        assert [len(col) for col in state.columns] == [1, 1, 1, 1]
        assert len(state.stock) == 34
        assert state.waste == () and state.score == 0
        engine.validate(state)


def _chi_square(counts: list[int]) -> float:
    expected = sum(counts) / len(counts)
    return sum((n - expected) ** 2 / expected for n in counts)


def test_the_shuffle_is_roughly_uniform_over_20000_deals() -> None:
    """Each card is the base card about as often as any other; likewise the reserve top
    and the stock top, and the 7♥ lands in each of the 52 places about equally.

    With 51 degrees of freedom chi-square averages 51 (sd ~10); 120 is a generous bound
    (p < 1e-6) and the codes are fixed, so the test is deterministic.
    """
    deals = 20_000
    base = [0] * 52
    reserve_top = [0] * 52
    stock_top = [0] * 52
    seven_of_hearts_at = [0] * 52
    seven = Card.parse("7♥")
    for n in range(deals):
        number = n * 7_919_993 % DEALS  # spread over the whole range
        if n % 2:
            number = n // 2  # and consecutive numbers too
        state = engine.deal(str(engine.GameCode(3, number)))
        base[state.base.index] += 1
        reserve_top[state.reserve[-1].index] += 1
        stock_top[state.stock[-1].index] += 1
        order = [
            *state.reserve,
            state.base,
            *(col[0] for col in state.columns),
            *reversed(state.stock),
        ]
        seven_of_hearts_at[order.index(seven)] += 1
    for counts in (base, reserve_top, stock_top, seven_of_hearts_at):
        assert sum(counts) == deals
        assert min(counts) > 0
        assert _chi_square(counts) < 120, counts


def test_a_count_beyond_the_column_is_refused_by_the_position() -> None:
    state = engine.position(
        base="7H",
        foundations=("7H", "", "", ""),
        columns=("", "9C 8H 7C 6H 5C", "", ""),
        stock=" ".join(
            str(c) for c in engine.DECK if str(c) not in ("7♥", "9♣", "8♥", "7♣", "6♥", "5♣")
        ),
    )
    assert Move.parse("C2:53>C4") == Move("C2", "C4", 53)
    assert str(engine.refusal(state, "C2:53>C4")) == "column 2 has only 5 cards"
    assert str(engine.refusal(state, "C2:006>C4")) == "column 2 has only 5 cards"
    one = engine.apply(state, "C2:4>C1")
    assert str(engine.refusal(one, "C2:53>C4")) == "column 2 has only 1 card"


def test_a_count_no_column_could_hold_is_refused_plainly() -> None:
    text = "C2:" + "9" * 5000 + ">C4"
    with pytest.raises(NotationError) as info:
        Move.parse(text)
    message = str(info.value)
    assert message.endswith("…: no column holds that many cards")
    assert len(message) < 100  # the 5,000 digits are not echoed back
    with pytest.raises(NotationError) as junk:
        Move.parse("x" * 100_000)
    assert len(str(junk.value)) < 150


# --- The manual's worked example: CF1-D?-AAAAACL deals what the manual shows ------------------

# The old plain-shuffle deal of number 63: the shuffle itself is unchanged, and the manual's
# layout takes its 43 free cards in this order.
PLAIN_63 = (
    "K♥ A♠ 2♦ K♠ 6♦ 9♣ Q♣ 10♦ K♦ 10♣ 5♦ 5♠ 7♥ 9♥ 8♣ 8♠ J♦ J♠ A♦ 3♦ 3♠ 4♦ 9♦ Q♠ 7♦ 2♠ 3♣"
    " 5♣ 4♠ 6♠ 8♦ Q♦ J♥ 2♣ 6♥ 7♣ 4♥ 2♥ 4♣ 7♠ 9♠ 10♥ 3♥ 10♠ Q♥ 6♣ A♥ A♣ J♣ 5♥ 8♥ K♣"
)

# A winning line of the Draw-3 deal, found by the solver and kept here so the win is
# checked by the engine alone. It opens with the manual's three moves.
WORKED_WIN = (
    "R>C2 R>F1 C2:2>C4 R>C3 S S S S S S S W>F4 S S S S S S S S S S S S S S W>F2 S S S S S "
    "W>F2 W>F4 W>F1 S S S S S S S W>F2 S W>F2 S S S S S S S S S S W>F1 S S S S S S S S W>F1 "
    "C3>F2 C2>F2 C3>F1 C3>C1 S S S S S S S W>C3 S S S S S S S S S S W>F3 S S W>F3 C3>F3 S S "
    "S S S S S S W>C1 S S S S S S S W>C1 S S S S S S S S S S S W>C2 S S S S S W>C2 S S S "
    "W>C2 C4:3>C2 R>F3 R>F4 C3>F4 R>F2 C2:7>C3 S S S S S S S S S W>F4 C3>F4 S W>F4 C3>F1 "
    "C4>C3 S S S S W>C1 S S S S S S S W>F1 S S S S S S W>F4 C1>F4 C3:2>C2 C3>F1 C2:3>C3 "
    "W>F1 S S S S W>C2 W>F4 W>C1 W>C2 S S S S S W>F4 C3:4>C2 C3>F1 S W>F1 W>F1 C2:5>C3 "
    "C2>F4 C3>C2 C3>F2 C1>F2 C1:3>C4 C1>F4 S S W>C1 C4:3>C1 F2>C1 W>C1 W>F3 S W>F3 C2>F3 "
    "C1>F3 C1>F2 C3>F3 C1>F3 C3>F2 C1>F2 C3>F3 C1>F3 C3>F2 C1>F2 C3>F3"
)


def test_the_plain_shuffle_of_deal_63_is_unchanged() -> None:
    from canfield.engine.codes import cf1_shuffle

    assert [str(c) for c in cf1_shuffle(63)] == PLAIN_63.split()
    assert list(cf1_shuffle(63)) == _documented_cf1_shuffle(63)


@pytest.mark.parametrize("draw", [3, 1])
def test_the_worked_example_deals_what_the_manual_shows(draw: int) -> None:
    state = engine.deal(f"CF1-D{draw}-AAAAACL")
    assert state.draw == draw
    assert str(state.base) == "7♥" and state.start_rank == Rank.SEVEN
    assert len(state.reserve) == 13
    assert [str(c) for c in state.reserve[-4:]] == ["J♠", "Q♠", "8♥", "Q♣"]  # Q♣ on top
    assert [str(col[-1]) for col in state.columns] == ["6♣", "K♥", "Q♥", "A♠"]
    assert len(state.stock) == 34 and state.waste == ()
    # Step 2 of the rule: the other 43 cards in the order the plain shuffle deals them.
    shown = {Card.parse(n) for n in ["J♠", "Q♠", "8♥", "Q♣", "7♥", "6♣", "K♥", "Q♥", "A♠"]}
    rest = [c for c in (Card.parse(n) for n in PLAIN_63.split()) if c not in shown]
    assert [*state.reserve[:9], *reversed(state.stock)] == rest


@pytest.mark.parametrize("draw", [3, 1])
def test_the_manuals_three_moves_give_its_second_sentence(draw: int) -> None:
    start = engine.deal(f"CF1-D{draw}-AAAAACL")
    after = start
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        after = engine.apply(after, move)
    assert engine.describe(start) == WORKED_START
    assert engine.describe(after) == WORKED_AFTER
    for lang, (first, second) in MANUAL.items():
        assert engine.describe(start, lang=lang) == first
        assert engine.describe(after, lang=lang) == second


def test_the_worked_example_is_a_won_game() -> None:
    state = engine.deal("CF1-D3-AAAAACL")
    for move in WORKED_WIN.split():
        state = engine.apply(state, move)
    assert engine.is_won(state)


@pytest.mark.parametrize("draw", [3, 1])
def test_the_solver_proves_the_worked_example_a_win(draw: int) -> None:
    from canfield.solver import solve

    start = engine.deal(f"CF1-D{draw}-AAAAACL")
    solution = solve(start, seconds=10, workers=1)
    assert solution.verdict == "won"
    state = start
    for move in solution.moves:
        state = engine.apply(state, move)
    assert engine.is_won(state)
