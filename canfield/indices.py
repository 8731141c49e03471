"""The index printed in a card's corner, as each language's decks print it.

A card's index is its rank in one or two characters: the number of a number card, a
letter for the ace and the court cards. Decks print the letters of their country's
names for them, and the game writes a card's short name with the same letters, in its
messages and on its faces, so that what is read and what is seen agree:

- International (English, Spanish, Serbian): A, J, Q, K. The Spanish manual writes
  "la Q♠"; Spanish French-suited decks print A, J, Q, K. Serbian decks print the same:
  Serbian Wikipedia (Karta (igra)) says the jack (žandar) "označava se slovom J", the
  queen (dama) "latiničnim slovom Q", the king (kralj) "slovom K", and the Serbian
  rules page writes "9, 10, J, Q, K, A"; so the Cyrillic text keeps the Latin letters.
- Romanian: A, V, D, R (as, valet, damă, rege) — the Romanian manual writes "D♠".
- Danish: E, B, D, K (es, bonde/knægt, dame, konge) — the Danish manual writes "spar D";
  Danish decks print E, K, D, B (pagat.com, "Card games in Denmark"; the index list of
  A. Pollett's "Card indices" page; a 1977 Handa deck in the University of Waterloo
  museum: "Kings are marked K, Queens D, Knaves B").

The faces of each index set other than the international one are SVG files of their
own (`assets/cards/<set>/`, made by `scripts/make_cards.py`): the court cards and, in
Danish, the aces.
"""

from __future__ import annotations

INTERNATIONAL = ""
"""The name of the international index set (its faces are the card set itself)."""

INDEX_SETS: dict[str, dict[int, str]] = {
    INTERNATIONAL: {1: "A", 11: "J", 12: "Q", 13: "K"},
    "ro": {1: "A", 11: "V", 12: "D", 13: "R"},
    "da": {1: "E", 11: "B", 12: "D", 13: "K"},
}
"""Per index set, the index of each rank (1 ace … 13 king) that is not its number."""

_SET_OF_LANGUAGE = {"ro": "ro", "da": "da"}


def index_set(lang: str) -> str:
    """The index set a language's decks print (`INTERNATIONAL` for most)."""
    return _SET_OF_LANGUAGE.get(lang, INTERNATIONAL)


def rank_index(rank: int, index_set_name: str = INTERNATIONAL) -> str:
    """The index of `rank` (1 ace … 13 king) in an index set: "A", "7", "10", "D".

    Raises:
        ValueError: if `rank` is not in 1..13 or the set is unknown.
    """
    rank = int(rank)
    if not 1 <= rank <= 13:
        raise ValueError(f"rank must be 1..13, got {rank}")
    try:
        letters = INDEX_SETS[index_set_name]
    except KeyError:
        raise ValueError(f"no index set {index_set_name!r}") from None
    return letters.get(rank, str(rank))


def differing_ranks(index_set_name: str) -> frozenset[int]:
    """The ranks whose index in this set differs from the international one: the faces
    the set has files of its own for."""
    letters = INDEX_SETS[index_set_name]
    base = INDEX_SETS[INTERNATIONAL]
    return frozenset(rank for rank, letter in letters.items() if base[rank] != letter)
