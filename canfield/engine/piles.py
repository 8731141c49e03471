"""The names of the piles (R2), as constants and as a type that mypy checks.

`PileName` is the literal type of the eleven notation names, so `Move("C5", "C1")` is a
type error; the constants let other modules name piles without spelling strings.
"""

from __future__ import annotations

from typing import Final, Literal, TypeGuard, get_args

PileName = Literal["S", "W", "R", "F1", "F2", "F3", "F4", "C1", "C2", "C3", "C4"]
"""A pile in the rule book's notation: stock, waste, reserve, F1–F4, C1–C4."""

STOCK: Final = "S"
WASTE: Final = "W"
RESERVE: Final = "R"
FOUNDATIONS: Final[tuple[PileName, PileName, PileName, PileName]] = ("F1", "F2", "F3", "F4")
COLUMNS: Final[tuple[PileName, PileName, PileName, PileName]] = ("C1", "C2", "C3", "C4")
PILE_NAMES: Final[tuple[PileName, ...]] = get_args(PileName)
"""All eleven in the rule book's order: S W R F1–F4 C1–C4."""
SOURCES: Final[frozenset[PileName]] = frozenset((WASTE, RESERVE, *FOUNDATIONS, *COLUMNS))
"""Piles a card can be taken from (the stock is only tapped)."""
TARGETS: Final[frozenset[PileName]] = frozenset((*FOUNDATIONS, *COLUMNS))
"""Piles a card can be put on (nothing goes onto the stock, waste or reserve)."""
INDEX: Final[dict[str | None, int]] = {
    name: i for names in (FOUNDATIONS, COLUMNS) for i, name in enumerate(names)
}
"""F1–F4 and C1–C4 to their place, 0–3, in a position's `foundations` or `columns` (keyed
by `str | None` so that a move's target needs no narrowing)."""


def is_pile_name(name: object) -> TypeGuard[PileName]:
    """True when `name` is one of the eleven notation names (exact case)."""
    return name in _NAMES


_NAMES: Final = frozenset(PILE_NAMES)
