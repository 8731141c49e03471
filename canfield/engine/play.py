"""What a move does: `apply` asks `refusal`, then hands the move to its mover.

One small function per kind of move, as in klondike's `executeMove`: the stock tap (R15
draw, R16 recycle), a card to a foundation (+5, R22), cards to a column, a take-back
from a foundation (R8). The refill of an emptied column (R12) is the one forced
follow-up; the movers that can empty a column call it. Each mover builds the new
position once and shares every pile it did not touch.
"""

from __future__ import annotations

from collections.abc import Callable

from canfield.engine.moves import Move
from canfield.engine.refusals import refusal
from canfield.engine.rules import POINTS_PER_CARD
from canfield.engine.state import GameState, Pile

Columns = tuple[Pile, Pile, Pile, Pile]
Mover = Callable[[GameState, Move], GameState]

_INDEX: dict[str | None, int] = {f"{kind}{n}": n - 1 for kind in "FC" for n in range(1, 5)}
"""F1–F4 and C1–C4 to their index 0–3 in the state's tuples."""


def apply(state: GameState, move: Move | str) -> GameState:
    """Play one move and return the new position (R12 refill and R22 score included).

    Raises the `IllegalMove` that `refusal` gives — the broken rule in a player's words —
    and leaves `state` as it was (it is immutable).
    """
    if not isinstance(move, Move):
        move = Move.parse(move)
    refused = refusal(state, move)
    if refused is not None:
        raise refused
    target = move.target  # the dispatch of `mover`, written out: apply is the hot path
    if target is None:
        return tap_stock(state, move)
    if move.source[0] == "F":
        return take_back(state, move)
    if target[0] == "F":
        return to_foundation(state, move)
    return to_column(state, move)


def mover(move: Move) -> Mover:
    """The function that plays a legal move of this kind (as `apply` dispatches it)."""
    target = move.target
    if target is None:
        return tap_stock
    if move.source[0] == "F":
        return take_back
    if target[0] == "F":
        return to_foundation
    return to_column


def tap_stock(state: GameState, move: Move) -> GameState:
    """R15: turn 1 or 3 cards onto the waste, the last turned on top; R16: when the stock
    is empty, turn the whole waste back over (order kept)."""
    stock, waste = state.stock, state.waste
    if stock:
        n = min(state.draw, len(stock))
        stock, waste = stock[:-n], waste + stock[: -n - 1 : -1]  # the top card turns first
    else:
        stock, waste = waste[::-1], ()
    return GameState(
        stock,
        waste,
        state.reserve,
        state.foundations,
        state.columns,
        state.base,
        state.draw,
        state.score,
    )


def to_foundation(state: GameState, move: Move) -> GameState:
    """The top card of the reserve, the waste or a column onto its foundation (+5)."""
    source = move.source
    reserve, waste, columns = state.reserve, state.waste, state.columns
    if source == "R":
        card, reserve = reserve[-1:], reserve[:-1]
    elif source == "W":
        card, waste = waste[-1:], waste[:-1]
    else:
        i = _INDEX[source]
        card = columns[i][-1:]
        columns, reserve = refill(columns, i, columns[i][:-1], reserve)
    f = list(state.foundations)
    j = _INDEX[move.target]
    f[j] = f[j] + card
    return GameState(
        state.stock,
        waste,
        reserve,
        (f[0], f[1], f[2], f[3]),
        columns,
        state.base,
        state.draw,
        state.score + POINTS_PER_CARD,
    )


def to_column(state: GameState, move: Move) -> GameState:
    """The reserve's or the waste's top card, or a run from another column, onto a column."""
    source, count = move.source, move.count
    reserve, waste, columns = state.reserve, state.waste, state.columns
    if source == "R":
        cards, reserve = reserve[-1:], reserve[:-1]
    elif source == "W":
        cards, waste = waste[-1:], waste[:-1]
    else:
        i = _INDEX[source]
        cards = columns[i][-count:]
        columns, reserve = refill(columns, i, columns[i][:-count], reserve)
    j = _INDEX[move.target]
    return GameState(
        state.stock,
        waste,
        reserve,
        state.foundations,
        _replace(columns, j, columns[j] + cards),
        state.base,
        state.draw,
        state.score,
    )


def take_back(state: GameState, move: Move) -> GameState:
    """R8: a foundation's top card back onto a column; the score keeps its points (R22)."""
    i = _INDEX[move.source]
    j = _INDEX[move.target]
    f = list(state.foundations)
    card, f[i] = f[i][-1:], f[i][:-1]
    columns = state.columns
    return GameState(
        state.stock,
        state.waste,
        state.reserve,
        (f[0], f[1], f[2], f[3]),
        _replace(columns, j, columns[j] + card),
        state.base,
        state.draw,
        state.score,
    )


def refill(columns: Columns, i: int, left: Pile, reserve: Pile) -> tuple[Columns, Pile]:
    """Column `i` now holds `left`; R12: emptied, it takes the reserve's top card at once.

    Returns the columns and the reserve after the refill (the reserve unchanged if the
    column still holds cards or the reserve is empty).
    """
    if not left and reserve:
        left, reserve = reserve[-1:], reserve[:-1]
    return _replace(columns, i, left), reserve


def _replace(columns: Columns, i: int, pile: Pile) -> Columns:
    c = list(columns)
    c[i] = pile
    return (c[0], c[1], c[2], c[3])
