"""The position in words (RULES.md, "Describing a position in words").

For a screen reader, the `describe` command and the tests. Each language is a table of
phrases — the manual fixes the exact wording in English, Romanian, Danish and Spanish (and Serbian
follows their pattern), so
the tables are data, not gettext catalogues. A table says how a card is named (rank or
suit first, with or without an article), how a count of cards agrees with its number,
and how "empty" agrees with each suit's name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from canfield.engine.cards import Card, Rank, Suit
from canfield.engine.state import GameState
from canfield.serbian import to_cyrillic
from canfield.values import field, fields, record

_H, _S, _D, _C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
_NUMBERS = {r: str(int(r)) for r in Rank if 2 <= r <= 10}
_FEMININE = (Rank.JACK, Rank.QUEEN)  # Spanish "la jota", "la reina"


@record
class Phrases:
    """The words of one language for `describe`."""

    ranks: dict[Rank, str]  # a rank in a card's name: "queen", "dama" (Romanian: with article)
    suits: dict[Suit, str]  # a suit in a card's name and as a foundation's name
    card: str  # "{rank} of {suit}", "{suit} {rank}"
    count: Callable[[int], str]  # 1 → "1 card", 34 → "34 cards"
    stock: str  # "Stock: {cards}"
    stock_empty: str
    waste: str  # "waste: {cards}, top: {top}"
    waste_empty: str
    reserve: str
    reserve_empty: str
    foundations: str  # "Foundations, start rank {rank}:"
    foundation: str  # "{suit} up to {article}{top} ({n})"
    foundation_empty: dict[Suit, str]  # "spades empty", "picas vacías"
    column: str  # "column {n}: {cards}"
    column_empty: str  # "column {n}: empty"
    start_ranks: dict[Rank, str] = field(default_factory=dict)  # the head's rank, if not `ranks`
    articles: dict[Rank, str] = field(default_factory=dict)  # before a foundation's top card
    # The rank in a foundation's top card, if not `ranks` (Serbian "do dame herc": genitive).
    foundation_ranks: dict[Rank, str] = field(default_factory=dict)
    # For refusals (`canfield.explain`): the article a translator writes as a format
    # spec, "{card:el}", to the form that agrees with the card's rank ("la reina …").
    article_forms: dict[str, dict[Rank, str]] = field(default_factory=dict)
    # For refusals: the case a translator writes as a format spec, "{card:acc}", to the
    # rank in that case (Serbian "ide na kralja herc", "na damu herc").
    cases: dict[str, dict[Rank, str]] = field(default_factory=dict)
    # A card's short name in a sentence (`canfield.i18n.card_short`), from its index as
    # the language's decks print it: "{index}{symbol}" (Q♣, D♣), Danish "{suit} {index}".
    short: str = "{index}{symbol}"


def _plural(one: str, many: str) -> Callable[[int], str]:
    return lambda n: (one if n == 1 else many).format(n=n)


def _romanian_count(n: int) -> str:
    """Romanian puts "de" between a number and its noun from 20 on (and after 0)."""
    if n == 1:
        return "1 carte"
    return f"{n} de cărți" if n == 0 or n % 100 >= 20 else f"{n} cărți"


_EN = Phrases(
    ranks={r: r.word for r in Rank},
    suits={s: s.word for s in Suit},
    card="{rank} of {suit}",
    count=_plural("{n} card", "{n} cards"),
    stock="Stock: {cards}",
    stock_empty="Stock: empty",
    waste="waste: {cards}, top: {top}",
    waste_empty="waste empty",
    reserve="reserve: {cards}, top: {top}",
    reserve_empty="reserve empty",
    foundations="Foundations, start rank {rank}:",
    foundation="{suit} up to {top} ({n})",
    foundation_empty={s: f"{s.word} empty" for s in Suit},
    column="column {n}: {cards}",
    column_empty="column {n}: empty",
)

_RO = Phrases(
    ranks=_NUMBERS
    | {Rank.ACE: "asul", Rank.JACK: "valetul", Rank.QUEEN: "dama", Rank.KING: "popa"},
    start_ranks=_NUMBERS
    | {Rank.ACE: "as", Rank.JACK: "valet", Rank.QUEEN: "damă", Rank.KING: "popă"},
    suits={_H: "inimă roșie", _S: "pică", _D: "caro", _C: "treflă"},
    card="{rank} de {suit}",
    count=_romanian_count,
    stock="Pachet: {cards}",
    stock_empty="Pachet: gol",
    waste="talon: {cards}, deasupra: {top}",
    waste_empty="talon gol",
    reserve="rezervă: {cards}, deasupra: {top}",
    reserve_empty="rezervă goală",
    foundations="Fundații, rang de pornire {rank}:",
    foundation="{suit} până la {top} ({n})",
    foundation_empty={
        _H: "inimă roșie goală",
        _S: "pică goală",
        _D: "caro gol",
        _C: "treflă goală",
    },
    column="coloana {n}: {cards}",
    column_empty="coloana {n}: goală",
)

_DA = Phrases(
    ranks=_NUMBERS | {Rank.ACE: "es", Rank.JACK: "knægt", Rank.QUEEN: "dame", Rank.KING: "konge"},
    suits={_H: "hjerter", _S: "spar", _D: "ruder", _C: "klør"},
    card="{suit} {rank}",
    count=_plural("{n} kort", "{n} kort"),
    stock="Stok: {cards}",
    stock_empty="Stok: tom",
    waste="kasseret-bunke: {cards}, øverst: {top}",
    waste_empty="kasseret-bunke tom",
    reserve="reserve: {cards}, øverst: {top}",
    reserve_empty="reserve tom",
    foundations="Fundamenter, startrang {rank}:",
    foundation="{suit} til og med {top} ({n})",
    foundation_empty={_H: "hjerter tom", _S: "spar tom", _D: "ruder tom", _C: "klør tom"},
    column="kolonne {n}: {cards}",
    column_empty="kolonne {n}: tom",
    short="{suit} {index}",  # the manual: "reserven fylder den op med spar D"
)


def _serbian_count(n: int) -> str:
    """Serbian has three forms: 1, 21, 31 … karta; 2–4, 22–24 … karte; else karata."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} karta"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return f"{n} karte"
    return f"{n} karata"


_SR_GENITIVE = _NUMBERS | {
    Rank.ACE: "asa",
    Rank.JACK: "žandara",
    Rank.QUEEN: "dame",
    Rank.KING: "kralja",
}
_SR_ACCUSATIVE = _SR_GENITIVE | {Rank.QUEEN: "damu"}  # "na kralja", "na damu", "na asa"

_SR = Phrases(
    ranks=_NUMBERS | {Rank.ACE: "as", Rank.JACK: "žandar", Rank.QUEEN: "dama", Rank.KING: "kralj"},
    foundation_ranks=_SR_GENITIVE,
    cases={"gen": _SR_GENITIVE, "acc": _SR_ACCUSATIVE},
    suits={_H: "herc", _S: "pik", _D: "karo", _C: "tref"},
    card="{rank} {suit}",
    count=_serbian_count,
    stock="Špil: {cards}",
    stock_empty="Špil: prazan",
    waste="odbačene karte: {cards}, na vrhu: {top}",
    waste_empty="nema odbačenih karata",
    reserve="rezerva: {cards}, na vrhu: {top}",
    reserve_empty="rezerva prazna",
    foundations="Temelji, početni rang {rank}:",
    foundation="{suit} do {top} ({n})",
    foundation_empty={
        s: f"{word} prazan" for s, word in ((_H, "herc"), (_S, "pik"), (_D, "karo"), (_C, "tref"))
    },
    column="kolona {n}: {cards}",
    column_empty="kolona {n}: prazna",
)


def _in_cyrillic(latin: Phrases) -> Phrases:
    """The same phrases in Cyrillic letters (`canfield.serbian`): the two never drift."""

    def convert(value: Any) -> Any:
        if isinstance(value, str):
            return to_cyrillic(value)
        if isinstance(value, dict):
            return {key: convert(item) for key, item in value.items()}
        if callable(value):
            count = value
            return lambda n: to_cyrillic(count(n))
        return value

    return Phrases(**{f.name: convert(getattr(latin, f.name)) for f in fields(latin)})


_ES = Phrases(
    ranks=_NUMBERS | {Rank.ACE: "as", Rank.JACK: "jota", Rank.QUEEN: "reina", Rank.KING: "rey"},
    suits={_H: "corazones", _S: "picas", _D: "diamantes", _C: "tréboles"},
    card="{rank} de {suit}",
    count=_plural("{n} carta", "{n} cartas"),
    stock="Mazo: {cards}",
    stock_empty="Mazo: vacío",
    waste="descarte: {cards}, la de arriba: {top}",
    waste_empty="descarte vacío",
    reserve="reserva: {cards}, la de arriba: {top}",
    reserve_empty="reserva vacía",
    foundations="Bases, rango inicial {rank}:",
    foundation="{suit} hasta {article}{top} ({n})",
    foundation_empty={
        _H: "corazones vacíos",
        _S: "picas vacías",
        _D: "diamantes vacíos",
        _C: "tréboles vacíos",
    },
    column="columna {n}: {cards}",
    column_empty="columna {n}: vacía",
    articles={r: "la " if r in _FEMININE else "el " for r in Rank},
    article_forms={
        masculine: {r: feminine if r in _FEMININE else masculine for r in Rank}
        for masculine, feminine in (("el", "la"), ("un", "una"), ("del", "de la"), ("al", "a la"))
    },
)

LANGUAGES: dict[str, Phrases] = {
    "en": _EN,
    "ro": _RO,
    "da": _DA,
    "es": _ES,
    "sr@latin": _SR,
    "sr@cyrillic": _in_cyrillic(_SR),
    "sr": _SR,
}
"""Languages `describe` speaks. English, Romanian, Danish and Spanish follow the manual's
worked example word for word; the parts the example does not show (a waste with cards, an
empty stock or reserve, one card) follow the same patterns. Serbian (ekavian; the manual
has no Serbian example) follows the same pattern in the words of the Serbian rules page:
špil, odbačene karte, rezerva, temelji, kolona; pik, herc, karo, tref; as, žandar, dama,
kralj. After "do" (up to) a rank takes the genitive. `sr@latin` is written in Latin
letters, `sr@cyrillic` in Cyrillic; "sr" alone is Serbian in Latin letters, the name it
had before Cyrillic came (`canfield describe --lang sr` gives what it always gave)."""


def describe(state: GameState, lang: str = "en") -> str:
    """The position as one line of words, in the rule book's form."""
    try:
        p = LANGUAGES[lang]
    except KeyError:
        known = ", ".join(sorted(LANGUAGES))
        raise ValueError(f"no description in language {lang!r}; available: {known}") from None

    def card(c: Card) -> str:
        return p.card.format(rank=p.ranks[c.rank], suit=p.suits[c.suit])

    stock = p.stock.format(cards=p.count(len(state.stock))) if state.stock else p.stock_empty
    waste = (
        p.waste.format(cards=p.count(len(state.waste)), top=card(state.waste[-1]))
        if state.waste
        else p.waste_empty
    )
    reserve = (
        p.reserve.format(cards=p.count(len(state.reserve)), top=card(state.reserve[-1]))
        if state.reserve
        else p.reserve_empty
    )
    founds = []
    for suit, pile in zip(state.foundation_suits, state.foundations, strict=True):
        if pile:
            top = pile[-1]
            article = p.articles.get(top.rank, "")
            rank = p.foundation_ranks.get(top.rank) or p.ranks[top.rank]
            named = p.card.format(rank=rank, suit=p.suits[top.suit])
            founds.append(
                p.foundation.format(suit=p.suits[suit], article=article, top=named, n=len(pile))
            )
        else:
            founds.append(p.foundation_empty[suit])
    columns = []
    for i, col in enumerate(state.columns, start=1):
        if col:
            columns.append(p.column.format(n=i, cards=", ".join(card(c) for c in col)))
        else:
            columns.append(p.column_empty.format(n=i))
    start = p.start_ranks.get(state.start_rank) or p.ranks[state.start_rank]
    head = p.foundations.format(rank=start)
    return f"{stock}; {waste}; {reserve}. {head} {', '.join(founds)}. {'; '.join(columns)}."
