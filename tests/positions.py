"""Positions written card by card, for the tests of every layer."""

from __future__ import annotations

from typing import Any

from canfield import engine


def rest_of_deck(*piles: str) -> str:
    """The cards not named in `piles`, in fresh-deck order (♠ A…K, ♥, ♦, ♣)."""
    used = {engine.Card.parse(word) for pile in piles for word in pile.split()}
    return " ".join(str(card) for card in engine.DECK if card not in used)


def build_position(
    *,
    base: str,
    fill: str = "stock",
    stock: str = "",
    waste: str = "",
    reserve: str = "",
    foundations: tuple[str, str, str, str] = ("", "", "", ""),
    columns: tuple[str, str, str, str] = ("", "", "", ""),
    draw: int = 3,
    score: int = 0,
) -> engine.GameState:
    """`engine.position` with every card not written out put at the bottom of `fill`.

    The written cards keep their places (tops stay tops); `fill` is "stock", "reserve"
    or a column "C1"–"C4".
    """
    rest = rest_of_deck(stock, waste, reserve, *foundations, *columns)
    if fill == "stock":
        stock = f"{rest} {stock}"
    elif fill == "reserve":
        reserve = f"{rest} {reserve}"
    elif fill in ("C1", "C2", "C3", "C4"):
        piles = list(columns)
        piles[int(fill[1]) - 1] = f"{rest} {piles[int(fill[1]) - 1]}"
        columns = (piles[0], piles[1], piles[2], piles[3])
    else:
        raise AssertionError(f"fill is stock, reserve or C1–C4, not {fill!r}")
    return engine.position(
        base=base,
        stock=stock,
        waste=waste,
        reserve=reserve,
        foundations=foundations,
        columns=columns,
        draw=draw,
        score=score,
    )


def one_move_from_winning(score: int = 250) -> engine.GameState:
    """Base 7♥; every card home but the 6♣, alone in C1: C1>F4 (or a tap) wins."""
    ranks = ["7", "8", "9", "10", "J", "Q", "K", "A", "2", "3", "4", "5", "6"]
    full = {s: " ".join(r + s for r in ranks) for s in "HSD"}
    return engine.position(
        base="7H",
        foundations=(full["H"], full["S"], full["D"], " ".join(r + "C" for r in ranks[:-1])),
        columns=("6C", "", "", ""),
        score=score,
    )


WORKED_CODE = "CF1-D3-AAAAACL"
"""The manual's worked example (RULES.md): the deal the README and the manual show."""

WORKED: dict[str, Any] = dict(
    base="7H",
    reserve="2C 3C 4C 5C 9D 10D JD KC KS JS QS 8H QC",
    foundations=("7H", "", "", ""),
    columns=("6C", "KH", "QH", "AS"),
)
"""The worked example's piles, card by card as the manual shows them (base 7♥; reserve
… J♠ Q♠ 8♥ Q♣; C1 6♣, C2 K♥, C3 Q♥, C4 A♠); the stock holds the rest."""

WORKED_START = (
    "Stock: 34 cards; waste empty; reserve: 13 cards, top: queen of clubs. Foundations, "
    "start rank 7: hearts up to 7 of hearts (1), spades empty, diamonds empty, clubs "
    "empty. column 1: 6 of clubs; column 2: king of hearts; column 3: queen of hearts; "
    "column 4: ace of spades."
)
"""The worked example in words, as the rule book writes it."""

WORKED_AFTER = (
    "Stock: 34 cards; waste empty; reserve: 10 cards, top: jack of spades. Foundations, "
    "start rank 7: hearts up to 8 of hearts (2), spades empty, diamonds empty, clubs "
    "empty. column 1: 6 of clubs; column 2: queen of spades; column 3: queen of hearts; "
    "column 4: ace of spades, king of hearts, queen of clubs."
)
"""The worked example in words after its first three moves, R>C2 R>F1 C2:2>C4."""

WORKED_MOVES = ("R>C2", "R>F1", "C2:2>C4")


def worked(draw: int = 3) -> engine.GameState:
    """The worked example's position (in `draw` mode)."""
    return build_position(**WORKED, draw=draw)


TAPS: dict[str, Any] = dict(
    base="2D",
    waste="9C 3S 5H",
    reserve="KC 2H",
    foundations=("2D", "", "", ""),
    columns=("6S", "KD", "9D 8C 7H 6C", "JH"),
)
"""A position for taps (R19): cards that go up, to a column, or nowhere."""


MANUAL = {
    "ro": (
        "Pachet: 34 de cărți; talon gol; rezervă: 13 cărți, deasupra: dama de treflă. "
        "Fundații, rang de pornire 7: inimă roșie până la 7 de inimă roșie (1), pică goală, "
        "caro gol, treflă goală. coloana 1: 6 de treflă; coloana 2: popa de inimă roșie; "
        "coloana 3: dama de inimă roșie; coloana 4: asul de pică.",
        "Pachet: 34 de cărți; talon gol; rezervă: 10 cărți, deasupra: valetul de pică. "
        "Fundații, rang de pornire 7: inimă roșie până la 8 de inimă roșie (2), pică goală, "
        "caro gol, treflă goală. coloana 1: 6 de treflă; coloana 2: dama de pică; coloana 3: "
        "dama de inimă roșie; coloana 4: asul de pică, popa de inimă roșie, dama de treflă.",
    ),
    "da": (
        "Stok: 34 kort; kasseret-bunke tom; reserve: 13 kort, øverst: klør dame. Fundamenter, "
        "startrang 7: hjerter til og med hjerter 7 (1), spar tom, ruder tom, klør tom. "
        "kolonne 1: klør 6; kolonne 2: hjerter konge; kolonne 3: hjerter dame; kolonne 4: "
        "spar es.",
        "Stok: 34 kort; kasseret-bunke tom; reserve: 10 kort, øverst: spar knægt. Fundamenter, "
        "startrang 7: hjerter til og med hjerter 8 (2), spar tom, ruder tom, klør tom. "
        "kolonne 1: klør 6; kolonne 2: spar dame; kolonne 3: hjerter dame; kolonne 4: spar es, "
        "hjerter konge, klør dame.",
    ),
    "es": (
        "Mazo: 34 cartas; descarte vacío; reserva: 13 cartas, la de arriba: reina de tréboles. "
        "Bases, rango inicial 7: corazones hasta el 7 de corazones (1), picas vacías, "
        "diamantes vacíos, tréboles vacíos. columna 1: 6 de tréboles; columna 2: rey de "
        "corazones; columna 3: reina de corazones; columna 4: as de picas.",
        "Mazo: 34 cartas; descarte vacío; reserva: 10 cartas, la de arriba: jota de picas. "
        "Bases, rango inicial 7: corazones hasta el 8 de corazones (2), picas vacías, "
        "diamantes vacíos, tréboles vacíos. columna 1: 6 de tréboles; columna 2: reina de "
        "picas; columna 3: reina de corazones; columna 4: as de picas, rey de corazones, "
        "reina de tréboles.",
    ),
}
"""The worked example in the words of the manual in each of its languages: the start and
the position after its first three moves."""
