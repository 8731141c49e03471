"""From a solver's answer to a hint: which card moves next, and where it goes.

A winning line often starts with taps on the stock; a hint that only said "tap the stock"
would hide the point, so the hint also names the play those taps lead to (the waste card
and its pile). When the position is lost or undecided, `useful_move` still offers the
move most likely to help — a hint never plays it (R20).
"""

from __future__ import annotations

from canfield import engine
from canfield.engine import Card, GameState, Move, MoveKind, PileName
from canfield.values import record


@record(slots=True)
class Hint:
    """The next move of a line, as the window shows it.

    `move` is the move to play now. For a card move, `card` is the card that moves (the
    bottom card of a run) and `target` the pile it goes to. For a stock tap, `taps` is how
    many taps bring `card` to the waste's top and `target` is where it then goes (both
    None when the line only taps on).
    """

    move: Move
    card: Card | None
    target: PileName | None
    taps: int = 0


def hint_from_line(state: GameState, moves: tuple[str, ...] | list[str]) -> Hint | None:
    """The hint for the first move of `moves` from `state` (None for an empty line)."""
    if not moves:
        return None
    line = [Move.parse(m) for m in moves]
    first = line[0]
    if not first.is_stock:
        return Hint(first, moving_card(state, first), first.target)
    taps = 0
    for move in line:
        if not move.is_stock:
            return Hint(first, state.waste[-1], move.target, taps)
        state = engine.apply(state, move)
        taps += 1
    return Hint(first, None, None, taps)


def moving_card(state: GameState, move: Move) -> Card | None:
    """The card a move lifts (the bottom of a run for a column move); None for a tap."""
    if move.is_stock:
        return None
    pile = state.pile(move.source)
    return pile[-move.count] if len(pile) >= move.count else None


def useful_move(state: GameState) -> Move | None:
    """A move worth playing when no winning line is known, or None when nothing moves.

    In this order: a card onto its foundation (reserve first), a reserve card onto a
    column, a column run that empties its column or uncovers a card, a waste card onto a
    column, a split run, a stock tap. Take-backs and moves that change nothing are never
    offered.
    """
    best: tuple[int, Move] | None = None
    for move in engine.legal_moves(state):
        rank = _usefulness(state, move)
        if rank is not None and (best is None or rank < best[0]):
            best = (rank, move)
    return best[1] if best else None


def _usefulness(state: GameState, move: Move) -> int | None:
    """A move's rank for `useful_move` (lower first), or None when never offered."""
    if move.is_stock:
        return 6
    source, target = move.source, move.target or ""
    if move.kind is MoveKind.TAKE_BACK:
        return None
    if move.kind is MoveKind.TO_FOUNDATION:
        return 0 if source == "R" else 1
    if source == "R":
        return 2
    if source[0] == "C":
        pile = state.pile(source)
        if move.count == len(pile):
            # Empties the column: the reserve refills it, or it stays free for later.
            return 3 if state.reserve or state.pile(target) else None
        if engine.fits_on(pile[-move.count], pile[-move.count - 1]):
            return 5  # splits a run: sometimes needed, rarely the best
        return 3  # uncovers a card that was not part of the run
    return 4
