"""What a move does: `apply` asks `refusal`, then plays the move (R12, R15, R16, R22)."""

from __future__ import annotations

from canfield.engine.moves import Move
from canfield.engine.refusals import refusal
from canfield.engine.rules import POINTS_PER_CARD
from canfield.engine.state import GameState, Pile


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
    if move.target is None:
        return _tap_stock(state)
    return _move_cards(state, move.source, move.target, move.count)


def _tap_stock(state: GameState) -> GameState:
    """R15 draw (1 or 3 cards, the last turned on top) or R16 recycle (order kept)."""
    stock, waste = state.stock, state.waste
    if stock:
        n = min(state.draw, len(stock))
        stock, waste = stock[:-n], waste + stock[: -n - 1 : -1]  # the top card turns first
    else:  # refusal has made sure the waste holds cards
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


def _move_cards(state: GameState, source: str, target: str, count: int) -> GameState:
    """Move `count` cards from the top of `source` to `target`, then refill (R12)."""
    reserve, waste = state.reserve, state.waste
    foundations = list(state.foundations)
    columns = list(state.columns)
    kind, i = source[0], int(source[1]) - 1 if len(source) == 2 else -1
    moving: Pile
    if kind == "R":
        moving, reserve = reserve[-1:], reserve[:-1]
    elif kind == "W":
        moving, waste = waste[-1:], waste[:-1]
    elif kind == "F":
        moving, foundations[i] = foundations[i][-1:], foundations[i][:-1]
    else:
        moving, columns[i] = columns[i][-count:], columns[i][:-count]
        if not columns[i] and reserve:  # R12: the reserve refills the emptied column
            columns[i], reserve = reserve[-1:], reserve[:-1]
    j = int(target[1]) - 1
    score = state.score
    if target[0] == "F":
        foundations[j] = foundations[j] + moving
        score += POINTS_PER_CARD
    else:
        columns[j] = columns[j] + moving
    return GameState(
        state.stock,
        waste,
        reserve,
        (foundations[0], foundations[1], foundations[2], foundations[3]),
        (columns[0], columns[1], columns[2], columns[3]),
        state.base,
        state.draw,
        score,
    )
