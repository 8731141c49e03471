"""File names of the card artwork, shared by the asset generator and the runtime loader.

This module deliberately imports nothing from pygame so that ``scripts/make_cards.py``
can use it without a display or an audio device.
"""

from __future__ import annotations

from canfield.indices import INDEX_SETS, INTERNATIONAL, differing_ranks, rank_index

#: Suit letters in the order the card sheets list them.
SUIT_LETTERS: tuple[str, ...] = ("S", "H", "D", "C")

#: Ranks as plain ints: ace is 1, jack 11, queen 12, king 13.
RANKS: tuple[int, ...] = tuple(range(1, 14))

#: The suits drawn in red; the others are drawn in near-black.
RED_SUITS: frozenset[str] = frozenset({"H", "D"})

#: File name of the card back.
BACK_FILENAME = "back.svg"

#: File name of the empty-pile outline.
SLOT_FILENAME = "slot.svg"

#: Where the printed corner index (the rank over its suit) ends, as shares of the card's
#: width and height: its ink lies left of ``INDEX_RIGHT`` and above ``INDEX_BOTTOM``.
#: The table fans cards so that these shares of a covered card show.
INDEX_RIGHT = 0.24
INDEX_BOTTOM = 0.255


def rank_label(rank: int) -> str:
    """Return the international index of ``rank``: ``"A"``, ``"2"`` .. ``"10"``, ``"J"``,
    ``"Q"``, ``"K"``; the card files are named by it.

    Raises:
        ValueError: if ``rank`` is not in 1..13.
    """
    return rank_index(rank)


def card_filename(rank: int, suit_letter: str) -> str:
    """Return the SVG file name of a face, e.g. ``card_filename(10, "H") == "10H.svg"``.

    Raises:
        ValueError: if ``rank`` is not in 1..13 or ``suit_letter`` is not one of S, H, D, C.
    """
    if suit_letter not in SUIT_LETTERS:
        raise ValueError(f"suit letter must be one of {SUIT_LETTERS}, got {suit_letter!r}")
    return f"{rank_label(rank)}{suit_letter}.svg"


def all_face_filenames() -> list[str]:
    """Return the file names of all 52 faces, suit by suit, ace to king."""
    return [card_filename(rank, suit) for suit in SUIT_LETTERS for rank in RANKS]


def all_filenames() -> list[str]:
    """Return the file names of the complete set: 52 faces, the back and the slot."""
    return [*all_face_filenames(), BACK_FILENAME, SLOT_FILENAME]


def index_set_filenames() -> list[str]:
    """Return the faces of the index sets other than the international one, as paths
    relative to the card folder: ``"ro/QS.svg"`` (a Romanian queen prints D)."""
    return [
        f"{name}/{card_filename(rank, suit)}"
        for name in sorted(INDEX_SETS)
        if name != INTERNATIONAL
        for suit in SUIT_LETTERS
        for rank in sorted(differing_ranks(name))
    ]
