"""Playing a move: one table of the kinds of move, and the three calls that use it.

`HANDLERS` gives each `MoveKind` the function that says why such a move is refused
(`canfield.engine.refusals`) and the one that plays it (here), as klondike's
`executeMove` has one small function per kind: the stock tap (R15 draw, R16 recycle), a
card to a foundation (+5, R22), cards to a column, a take-back from a foundation (R8).
`refusal` and `is_legal` ask the kind's refusal; `apply` asks it, then plays. The refill
of an emptied column (R12) is the one forced follow-up; the players that can empty a
column call it. Each player builds the new position once and shares every pile it did
not touch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from canfield.engine.moves import IllegalMove, Move, MoveKind, NotationError
from canfield.engine.piles import INDEX
from canfield.engine.refusals import (
    refuse_malformed,
    refuse_stock_tap,
    refuse_take_back,
    refuse_to_column,
    refuse_to_foundation,
    refuse_unreadable,
)
from canfield.engine.rules import POINTS_PER_CARD
from canfield.engine.state import GameState, Pile

Columns = tuple[Pile, Pile, Pile, Pile]


def apply(state: GameState, move: Move | str) -> GameState:
    """Play one move and return the new position (R12 refill and R22 score included).

    Raises the `IllegalMove` that `refusal` gives — the broken rule in a player's words —
    and leaves `state` as it was (it is immutable). Text is read first: text that is not
    a move raises `NotationError`.
    """
    if not isinstance(move, Move):
        move = Move.parse(move)
    refuse, play = HANDLERS[move.kind]
    refused = refuse(state, move)
    if refused is not None:
        raise refused
    return play(state, move)


def refusal(state: GameState, move: Move | str) -> IllegalMove | None:
    """Why `move` cannot be played in `state` — the rule broken, in a player's words —
    or None when it can.

    Text is read first; text that is not a move is refused as a move too, with the
    sentence of the `NotationError` that `Move.parse` raises (`refuse_unreadable`).
    """
    if not isinstance(move, Move):
        try:
            move = Move.parse(move)
        except NotationError as error:
            return refuse_unreadable(error)
    return HANDLERS[move.kind].refuse(state, move)


def is_legal(state: GameState, move: Move | str) -> bool:
    """True when `move` (a `Move` or its notation) can be played in `state`."""
    return refusal(state, move) is None


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
        i = INDEX[source]
        card = columns[i][-1:]
        columns, reserve = refill(columns, i, columns[i][:-1], reserve)
    f = list(state.foundations)
    j = INDEX[move.target]
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
        i = INDEX[source]
        cards = columns[i][-count:]
        columns, reserve = refill(columns, i, columns[i][:-count], reserve)
    j = INDEX[move.target]
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
    i = INDEX[move.source]
    j = INDEX[move.target]
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


def _unplayable(state: GameState, move: Move) -> GameState:
    """A malformed move is always refused before it is played; should it get here, the
    refusal is raised all the same."""
    raise refuse_malformed(state, move)


class Handler(NamedTuple):
    """How the engine treats one kind of move: why it refuses one, how it plays one."""

    refuse: Callable[[GameState, Move], IllegalMove | None]
    play: Callable[[GameState, Move], GameState]


HANDLERS: dict[MoveKind, Handler] = {
    MoveKind.STOCK: Handler(refuse_stock_tap, tap_stock),
    MoveKind.TO_FOUNDATION: Handler(refuse_to_foundation, to_foundation),
    MoveKind.TO_COLUMN: Handler(refuse_to_column, to_column),
    MoveKind.TAKE_BACK: Handler(refuse_take_back, take_back),
    MoveKind.MALFORMED: Handler(refuse_malformed, _unplayable),
}
"""Each kind of move with its refusal and its player: the one dispatch of the engine."""
