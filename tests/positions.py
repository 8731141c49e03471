"""Positions written card by card, for the tests of every layer."""

from __future__ import annotations

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
