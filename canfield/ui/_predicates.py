"""Stand-ins for the engine's predicates until it has them (movable, refusal, is_legal)."""

from __future__ import annotations

from canfield import engine
from canfield.engine import GameState, IllegalMove, Move


def movable(state: GameState, pile: str, index: int) -> int:
    cards = state.pile(pile)
    if not 0 <= index < len(cards) or pile == "S":
        return 0
    if pile[0] == "C":
        count = len(cards) - index
        return count if count <= engine.run_length(cards) else 0
    return 1 if index == len(cards) - 1 else 0


def refusal(state: GameState, move: Move) -> IllegalMove | None:
    try:
        engine.apply(state, move)
    except IllegalMove as exc:
        return exc
    return None


def is_legal(state: GameState, move: Move) -> bool:
    return refusal(state, move) is None
