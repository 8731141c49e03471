"""Keyboard focus: which pile and card the arrow keys point at. Pure geometry of piles.

The table has two rows: stock, waste and F1–F4 on top; the reserve and C1–C4 below. Left
and Right step along a row; Up and Down walk along a column's cards and between rows.
"""

from __future__ import annotations

from canfield.engine import COLUMNS, FOUNDATIONS, GameState, PileName

TOP_ROW: tuple[PileName, ...] = ("S", "W", *FOUNDATIONS)
BOTTOM_ROW: tuple[PileName, ...] = ("R", *COLUMNS)
_BELOW: dict[PileName, PileName] = {
    "S": "R",
    "W": "R",
    "F1": "C1",
    "F2": "C2",
    "F3": "C3",
    "F4": "C4",
}
_ABOVE: dict[PileName, PileName] = {"R": "S", "C1": "F1", "C2": "F2", "C3": "F3", "C4": "F4"}

Focus = tuple[PileName, int]


def top_of(state: GameState, pile: PileName) -> Focus:
    """Focus on a pile's top card (index 0 when it is empty)."""
    return pile, max(0, len(state.pile(pile)) - 1)


def clamp(state: GameState, focus: Focus) -> Focus:
    """Keep a focus valid after the position changed under it."""
    pile, index = focus
    n = len(state.pile(pile))
    return pile, max(0, min(index, n - 1))


def follow(before: GameState, after: GameState, focus: Focus) -> Focus:
    """The focus after the position changed: a focus on a pile's top card stays on the top
    card as the pile grows or shrinks; one on a covered column card keeps its place."""
    pile, index = focus
    if index >= len(before.pile(pile)) - 1:
        return top_of(after, pile)
    return clamp(after, focus)


def step(state: GameState, focus: Focus | None, key: str) -> Focus:
    """The focus after an arrow key ("left", "right", "up", "down")."""
    if focus is None:
        return top_of(state, "C1")
    pile, index = clamp(state, focus)
    row = TOP_ROW if pile in TOP_ROW else BOTTOM_ROW
    if key in ("left", "right"):
        i = row.index(pile) + (1 if key == "right" else -1)
        return top_of(state, row[i % len(row)])
    if key == "up":
        if pile in COLUMNS and index > 0:
            return pile, index - 1
        return top_of(state, _ABOVE.get(pile, pile))
    if key == "down":
        if pile in COLUMNS and index < len(state.pile(pile)) - 1:
            return pile, index + 1
        if pile in _BELOW:
            below = _BELOW[pile]
            return (below, 0) if below in COLUMNS else top_of(state, below)
        return pile, index
    return pile, index
