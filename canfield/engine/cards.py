"""Cards: 52 immutable values, one object per card (R1).

Every `Card` is interned: `Card(Rank.SEVEN, Suit.HEARTS) is Card.parse("7H")`, so equality
is identity and hashing is the card's index — cheap enough for a solver's inner loop.
"""

from __future__ import annotations

import re
from enum import Enum, IntEnum
from typing import Any, ClassVar


class Rank(IntEnum):
    """Card ranks, ace low (A=1 … K=13); in Canfield ranks wrap K → A."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def short(self) -> str:
        """The index printed on the card: A, 2 … 10, J, Q, K."""
        return _RANK_SHORT[self]

    @property
    def word(self) -> str:
        """The rank in English words: ace, 2 … 10, jack, queen, king."""
        return _RANK_WORD[self]

    def up(self) -> Rank:
        """The next rank upwards, K wrapping to A (foundations, R7)."""
        return Rank(self % 13 + 1)

    def down(self) -> Rank:
        """The next rank downwards, A wrapping to K (columns, R10)."""
        return Rank((self - 2) % 13 + 1)


_RANK_SHORT = {r: str(int(r)) for r in Rank} | {
    Rank.ACE: "A",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}
_RANK_WORD = {r: str(int(r)) for r in Rank} | {
    Rank.ACE: "ace",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
}


class Suit(Enum):
    """The four suits in the rule book's order ♠ ♥ ♦ ♣ (R1, R6)."""

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"

    @property
    def symbol(self) -> str:
        """The suit sign: ♠ ♥ ♦ ♣."""
        return self.value

    @property
    def letter(self) -> str:
        """The ASCII letter: S H D C."""
        return self.name[0]

    @property
    def red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def color(self) -> str:
        """ "red" or "black"."""
        return "red" if self.red else "black"

    @property
    def word(self) -> str:
        """The suit in English words, plural: spades, hearts, diamonds, clubs."""
        return self.name.lower()

    @property
    def order(self) -> int:
        """Position in ♠ ♥ ♦ ♣ (0–3)."""
        return _SUIT_ORDER[self]


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}
_SUIT_BY_CHAR = {s.symbol: s for s in SUITS} | {s.letter: s for s in SUITS}
# re.ASCII: only ASCII letters match case-insensitively (no "ſ" for S, no Kelvin sign for K).
_CARD_RE = re.compile(r"(10|[2-9AJQKT]|1)([SHDC♠♥♦♣])", re.ASCII | re.IGNORECASE)
_RANK_BY_TEXT = {r.short: r for r in Rank} | {"T": Rank.TEN, "1": Rank.ACE}


class CardError(ValueError):
    """A card name that cannot be read."""


class Card:
    """One playing card. Use `Card(rank, suit)` or `Card.parse("7♥")`; both give the same object.

    `index` is 0–51 (suit order ♠ ♥ ♦ ♣, then rank A…K); `red` is the colour.
    """

    __slots__ = ("index", "rank", "red", "suit")
    rank: Rank
    suit: Suit
    index: int
    red: bool
    _all: ClassVar[list[Card]] = []

    def __new__(cls, rank: Rank | int, suit: Suit) -> Card:
        return cls._all[_SUIT_ORDER[suit] * 13 + int(rank) - 1]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", suit.order * 13 + rank - 1)
        object.__setattr__(card, "red", suit.red)
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.rank, self.suit))

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.rank.short + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def ascii(self) -> str:
        """ASCII name: 7H, 10S, QC."""
        return self.rank.short + self.suit.letter

    @property
    def words(self) -> str:
        """The card in English words: "queen of clubs", "7 of hearts"."""
        return f"{self.rank.word} of {self.suit.word}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read `7♥`, `10♠`, `Q♣`, `7H`, `qc`, `TS`, `10s`; raise `CardError` otherwise."""
        m = _CARD_RE.fullmatch(text.strip()) if isinstance(text, str) else None
        if not m:
            raise CardError(
                f"{text!r} is not a card name; write a rank (A, 2…10, J, Q, K) "
                "and a suit (♠ ♥ ♦ ♣ or S H D C), e.g. 7♥, 10S, QC"
            )
        return cls(_RANK_BY_TEXT[m.group(1).upper()], _SUIT_BY_CHAR[m.group(2).upper()])


Card._all = [Card._make(rank, suit) for suit in SUITS for rank in Rank]
DECK: tuple[Card, ...] = tuple(Card._all)
"""The 52 cards in fresh-deck order (♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K)."""


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read space-separated card names (bottom → top)."""
    return tuple(Card.parse(word) for word in text.replace(",", " ").split())


def fits_on(card: Card, below: Card) -> bool:
    """R10: opposite colour and exactly one rank lower than `below`, K on A wrapping."""
    return card.red != below.red and below.rank == card.rank % 13 + 1
