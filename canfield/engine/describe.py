"""The position in words (RULES.md, "Describing a position in words").

For a screen reader, the `describe` command and the tests. Each language is a table of
phrases; the manual fixes the exact wording, so the tables are data, not gettext.
"""

from __future__ import annotations

from dataclasses import dataclass

from canfield.engine.cards import Card, Rank, Suit
from canfield.engine.state import GameState


@dataclass(frozen=True)
class Phrases:
    """The words of one language for `describe`."""

    ranks: dict[Rank, str]
    suits: dict[Suit, str]
    card: str  # "{rank} of {suit}"
    cards: tuple[str, str]  # singular, plural: "{n} card", "{n} cards"
    stock: str  # "Stock: {cards}"
    stock_empty: str
    waste: str  # "waste: {cards}, top: {top}"
    waste_empty: str
    reserve: str
    reserve_empty: str
    foundations: str  # "Foundations, start rank {rank}:"
    foundation: str  # "{suit} up to {top} ({n})"
    foundation_empty: str  # "{suit} empty"
    column: str  # "column {n}: {cards}"
    column_empty: str  # "column {n}: empty"


_EN = Phrases(
    ranks={r: r.word for r in Rank},
    suits={s: s.word for s in Suit},
    card="{rank} of {suit}",
    cards=("{n} card", "{n} cards"),
    stock="Stock: {cards}",
    stock_empty="Stock: empty",
    waste="waste: {cards}, top: {top}",
    waste_empty="waste empty",
    reserve="reserve: {cards}, top: {top}",
    reserve_empty="reserve empty",
    foundations="Foundations, start rank {rank}:",
    foundation="{suit} up to {top} ({n})",
    foundation_empty="{suit} empty",
    column="column {n}: {cards}",
    column_empty="column {n}: empty",
)

LANGUAGES: dict[str, Phrases] = {"en": _EN}
"""Languages `describe` speaks; more are added as tables of the same shape."""


def describe(state: GameState, lang: str = "en") -> str:
    """The position as one line of words, in the rule book's form."""
    try:
        p = LANGUAGES[lang]
    except KeyError:
        known = ", ".join(sorted(LANGUAGES))
        raise ValueError(f"no description in language {lang!r}; available: {known}") from None

    def card(c: Card) -> str:
        return p.card.format(rank=p.ranks[c.rank], suit=p.suits[c.suit])

    def count(n: int) -> str:
        return p.cards[0 if n == 1 else 1].format(n=n)

    stock = p.stock.format(cards=count(len(state.stock))) if state.stock else p.stock_empty
    waste = (
        p.waste.format(cards=count(len(state.waste)), top=card(state.waste[-1]))
        if state.waste
        else p.waste_empty
    )
    reserve = (
        p.reserve.format(cards=count(len(state.reserve)), top=card(state.reserve[-1]))
        if state.reserve
        else p.reserve_empty
    )
    founds = []
    for suit, pile in zip(state.foundation_suits, state.foundations, strict=True):
        if pile:
            founds.append(p.foundation.format(suit=p.suits[suit], top=card(pile[-1]), n=len(pile)))
        else:
            founds.append(p.foundation_empty.format(suit=p.suits[suit]))
    columns = []
    for i, col in enumerate(state.columns, start=1):
        if col:
            columns.append(p.column.format(n=i, cards=", ".join(card(c) for c in col)))
        else:
            columns.append(p.column_empty.format(n=i))
    head = p.foundations.format(rank=p.ranks[state.start_rank])
    return f"{stock}; {waste}; {reserve}. {head} {', '.join(founds)}. {'; '.join(columns)}."
