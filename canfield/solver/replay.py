"""Turning a search's steps into the engine's moves, checked by the engine itself.

A step names cards, not piles (the search keeps its columns sorted), so each one is found
in the real position and played with `engine.apply`; a stock card costs as many taps as
bring it to the waste's top. The line counts as a win only if the engine says so.
"""

from __future__ import annotations

from canfield import engine
from canfield.engine import DECK, GameState, Move, PileName
from canfield.solver.compact import TO_EMPTY, TO_FOUNDATION, Play, Step


class ReplayError(Exception):
    """A step that does not fit the real position: a solver bug, never shown as a win."""


def replay(state: GameState, steps: list[Step]) -> tuple[list[Move], GameState]:
    """The engine moves for `steps` from `state`, and the position they reach."""
    moves: list[Move] = []
    for kind, card_id, target in plays(steps):
        card = DECK[card_id]
        source: PileName
        if kind == "W":
            taps = 0
            limit = 2 * (len(state.stock) + len(state.waste)) + 2
            while not (state.waste and state.waste[-1] is card):
                if taps > limit:
                    raise ReplayError(f"{card} never reaches the waste's top")
                state = engine.apply(state, engine.STOCK_TAP)
                moves.append(engine.STOCK_TAP)
                taps += 1
            source, count = engine.WASTE, 1
        elif kind == "R":
            if not (state.reserve and state.reserve[-1] is card):
                raise ReplayError(f"{card} is not the reserve's top")
            source, count = engine.RESERVE, 1
        elif kind == "F":
            index = state.foundation_for(card.suit)
            if not (state.foundations[index] and state.foundations[index][-1] is card):
                raise ReplayError(f"{card} is not a foundation's top")
            source, count = engine.FOUNDATIONS[index], 1
        else:
            source, count = _column_source(state, card)
        move = Move(source, _target(state, source, card, target), count)
        state = engine.apply(state, move)
        moves.append(move)
    return moves, state


def plays(steps: list[Step]) -> list[Play]:
    """The single moves of `steps` (a step may be a hop and its use: two moves)."""
    out: list[Play] = []
    for step in steps:
        if len(step) == 6:
            out.append((step[0], step[1], step[2]))
            out.append((step[3], step[4], step[5]))
        else:
            out.append((step[0], step[1], step[2]))
    return out


def _column_source(state: GameState, card: engine.Card) -> tuple[PileName, int]:
    """The column holding `card` and how many cards move with it."""
    for i, column in enumerate(state.columns):
        if card in column:
            return engine.COLUMNS[i], len(column) - column.index(card)
    raise ReplayError(f"{card} is in no column")


def _target(state: GameState, source: PileName, card: engine.Card, target: int) -> PileName:
    """The real pile a step aims at: the foundation, an empty column or a column top."""
    if target == TO_FOUNDATION:
        return engine.FOUNDATIONS[state.foundation_for(card.suit)]
    for i, column in enumerate(state.columns):
        name = engine.COLUMNS[i]
        if name == source:
            continue
        if target == TO_EMPTY and not column:
            return name
        if target >= 0 and column and column[-1] is DECK[target]:
            return name
    raise ReplayError(f"no column for {card}")


def shorten(state: GameState, moves: list[Move]) -> list[Move]:
    """The same line without its loops: wherever a position comes back, the detour goes.

    The score is left out of the comparison (a take-back keeps the points), so the
    shortened line may score less; it still reaches the same final position.
    """
    line: list[Move] = []
    seen: dict[tuple[object, ...], int] = {_shape(state): 0}
    for move in moves:
        state = engine.apply(state, move)
        line.append(move)
        shape = _shape(state)
        if shape in seen:
            del line[seen[shape] :]
            seen = {k: v for k, v in seen.items() if v <= len(line)}
        else:
            seen[shape] = len(line)
    return line


def _shape(state: GameState) -> tuple[object, ...]:
    """A position without its score (a take-back keeps the points)."""
    return (state.stock, state.waste, state.reserve, state.foundations, state.columns)
