"""The position: a frozen value of tuples, shared between positions where unchanged (R2)."""

from __future__ import annotations

import re
from functools import cache

from canfield.engine.cards import DECK, SUITS, Card, CardError, Rank, Suit, parse_cards
from canfield.engine.piles import PILE_NAMES
from canfield.values import record

Pile = tuple[Card, ...]
_HEAD_RE = re.compile(r"D([0-9]{1,3}) base (\S+) score ([0-9]{1,7})")
_MAX_TEXT = 2_000


class BadPosition(ValueError):
    """A position that cannot exist in Canfield; the message says why."""


@record(slots=True)
class GameState:
    """One Canfield position. Piles run bottom → top (last = top card)."""

    stock: Pile
    waste: Pile
    reserve: Pile
    foundations: tuple[Pile, Pile, Pile, Pile]
    columns: tuple[Pile, Pile, Pile, Pile]
    base: Card
    draw: int = 3
    score: int = 0

    @property
    def start_rank(self) -> Rank:
        """R5: the base card's rank starts every foundation."""
        return self.base.rank

    @property
    def foundation_suits(self) -> tuple[Suit, Suit, Suit, Suit]:
        """R6: F1 holds the base card's suit, F2–F4 the others in ♠ ♥ ♦ ♣ order."""
        return foundation_suits(self.base.suit)

    def foundation_for(self, suit: Suit) -> int:
        """The index (0–3) of the foundation that builds `suit`."""
        return self.foundation_suits.index(suit)

    def pile(self, name: str) -> Pile:
        """The cards of a pile by its notation name (S W R F1–F4 C1–C4)."""
        if name == "S":
            return self.stock
        if name == "W":
            return self.waste
        if name == "R":
            return self.reserve
        if len(name) == 2 and name[1] in "1234":
            if name[0] == "F":
                return self.foundations[int(name[1]) - 1]
            if name[0] == "C":
                return self.columns[int(name[1]) - 1]
        raise ValueError(f"no pile is called {name!r}; piles are {' '.join(PILE_NAMES)}")

    def all_cards(self) -> list[Card]:
        """Every card in the position (52 in any legal one)."""
        cards = [*self.stock, *self.waste, *self.reserve]
        for pile in (*self.foundations, *self.columns):
            cards.extend(pile)
        return cards

    def __str__(self) -> str:
        """One line holding every field; `GameState.from_text` reads it back exactly."""

        def text(pile: Pile) -> str:
            return " ".join(map(str, pile)) or "-"

        founds = " | ".join(text(f) for f in self.foundations)
        cols = " | ".join(text(c) for c in self.columns)
        return (
            f"D{self.draw} base {self.base} score {self.score} / S {text(self.stock)} / "
            f"W {text(self.waste)} / R {text(self.reserve)} / F {founds} / C {cols}"
        )

    def __repr__(self) -> str:
        return f"GameState.from_text({str(self)!r})"

    @classmethod
    def from_text(cls, text: str) -> GameState:
        """Read the one-line form `str(state)` gives back into the identical position.

        `D3 base 7♥ score 0 / S … / W - / R … / F 7♥ | - | - | - / C 6♣ | K♥ | Q♥ | A♠`:
        piles bottom → top, `-` for an empty one, ASCII card names accepted too. Anything
        else, or a position that cannot exist, is refused with `BadPosition`.
        """
        if not isinstance(text, str) or len(text) > _MAX_TEXT:
            raise BadPosition("a position is one line of text as str(state) writes it")
        parts = [part.strip() for part in text.strip().split(" / ")]
        labels = ("S", "W", "R", "F", "C")
        head = _HEAD_RE.fullmatch(parts[0]) if len(parts) == 6 else None
        if head is None or any(
            not (part == label or part.startswith(label + " "))
            for part, label in zip(parts[1:], labels, strict=True)
        ):
            raise BadPosition(
                "a position reads like 'D3 base 7♥ score 0 / S … / W - / R … / "
                "F 7♥ | - | - | - / C 6♣ | K♥ | Q♥ | A♠'"
            )
        piles = [part[len(label) :].strip() for part, label in zip(parts[1:], labels, strict=True)]

        def cards(pile: str) -> str:
            return "" if pile == "-" else pile

        founds = [cards(p.strip()) for p in piles[3].split("|")]
        cols = [cards(p.strip()) for p in piles[4].split("|")]
        return position(
            base=head.group(2),
            stock=cards(piles[0]),
            waste=cards(piles[1]),
            reserve=cards(piles[2]),
            foundations=founds,
            columns=cols,
            draw=int(head.group(1)),
            score=int(head.group(3)),
        )


@cache
def foundation_suits(base_suit: Suit) -> tuple[Suit, Suit, Suit, Suit]:
    """R6 for a base suit: it first, then the other three in ♠ ♥ ♦ ♣ order."""
    others = [s for s in SUITS if s is not base_suit]
    return (base_suit, others[0], others[1], others[2])


def check_foundation(pile: Pile, suit: Suit, start: Rank) -> str | None:
    """Why `pile` cannot be a foundation of `suit` starting at `start` (R7), or None."""
    if len(pile) > 13:
        return f"the {suit.word} foundation holds {len(pile)} cards; 13 at most"
    expected = start
    for card in pile:
        if card.suit is not suit:
            return f"the {card.words} is not a {suit.word[:-1]} and cannot be on that foundation"
        if card.rank != expected:
            return (
                f"the {suit.word} foundation builds up from {start.word} one rank at a time; "
                f"the {card.words} is out of order"
            )
        expected = expected.up()
    return None


def position(
    *,
    base: str | Card,
    stock: str = "",
    waste: str = "",
    reserve: str = "",
    foundations: tuple[str, str, str, str] | list[str] = ("", "", "", ""),
    columns: tuple[str, str, str, str] | list[str] = ("", "", "", ""),
    draw: int = 3,
    score: int = 0,
) -> GameState:
    """Build any position from card names (space-separated, bottom → top).

    Refuses with `BadPosition` anything that is not 52 distinct cards, or a foundation
    that breaks R6/R7.
    """
    try:
        base_card = base if isinstance(base, Card) else Card.parse(base)
        if len(foundations) != 4 or len(columns) != 4:
            raise BadPosition("a position has exactly 4 foundations and 4 columns")
        f_piles = tuple(parse_cards(f) for f in foundations)
        c_piles = tuple(parse_cards(c) for c in columns)
        state = GameState(
            stock=parse_cards(stock),
            waste=parse_cards(waste),
            reserve=parse_cards(reserve),
            foundations=(f_piles[0], f_piles[1], f_piles[2], f_piles[3]),
            columns=(c_piles[0], c_piles[1], c_piles[2], c_piles[3]),
            base=base_card,
            draw=draw,
            score=score,
        )
    except CardError as exc:
        raise BadPosition(str(exc)) from exc
    validate(state)
    return state


def validate(state: GameState) -> None:
    """Raise `BadPosition` unless the position holds 52 distinct cards and sound foundations."""
    if state.draw not in (1, 3):
        raise BadPosition(f"the draw mode is 1 or 3, not {state.draw}")
    if state.score < 0:
        raise BadPosition("the score never drops below 0")
    cards = state.all_cards()
    seen: set[Card] = set()
    twice = sorted({c for c in cards if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
    if twice:
        raise BadPosition("these cards appear twice: " + " ".join(map(str, twice)))
    missing = sorted(set(DECK) - seen)
    if missing:
        raise BadPosition(
            f"a position holds all 52 cards; {len(missing)} missing: " + " ".join(map(str, missing))
        )
    suits = state.foundation_suits
    for i, pile in enumerate(state.foundations):
        reason = check_foundation(pile, suits[i], state.start_rank)
        if reason:
            raise BadPosition(f"F{i + 1}: {reason}")
