"""The rules as predicates: what fits where, which moves are legal, what a tap does.

Asking never raises: `legal_moves`, `movable`, `tap` and the `*_accepts` answer for any
position (R7–R19). Why a move is refused lives in `refusals`, what a move does in `play`.
"""

from __future__ import annotations

from functools import cache

from canfield.engine.cards import Card, Suit
from canfield.engine.moves import STOCK_TAP, Move, shared_move
from canfield.engine.piles import COLUMNS, FOUNDATIONS, SOURCES, PileName, is_pile_name
from canfield.engine.state import GameState, Pile, foundation_suits

POINTS_PER_CARD = 5
"""R22: every card placed on a foundation scores 5."""

_COLUMNS = COLUMNS
_FOUNDATIONS = FOUNDATIONS


@cache
def _foundation_index(base_suit: Suit) -> dict[Suit, int]:
    return {suit: i for i, suit in enumerate(foundation_suits(base_suit))}


def _fits(card: Card, below: Card) -> bool:
    # R10, inlined for speed: opposite colour, one rank lower, K on A.
    return card.red != below.red and below.rank == card.rank % 13 + 1


def run_length(column: Pile) -> int:
    """R11: how many cards at the end of a column form a run that moves as one unit."""
    n = len(column)
    k = 1 if n else 0
    while k < n and _fits(column[n - k], column[n - k - 1]):
        k += 1
    return k


def foundation_accepts(state: GameState, card: Card) -> int | None:
    """R7: the index of the foundation that takes `card` now, or None."""
    i = _foundation_index(state.base.suit)[card.suit]
    pile = state.foundations[i]
    if pile:
        if len(pile) < 13 and card.rank == pile[-1].rank % 13 + 1:
            return i
    elif card.rank == state.base.rank:
        return i
    return None


def column_accepts(column: Pile, card: Card) -> bool:
    """R10/R12: an empty column takes anything; otherwise `card` must fit on its top."""
    return not column or _fits(card, column[-1])


def legal_moves(state: GameState) -> list[Move]:
    """Every legal move, pointless ones included (the stock tap first)."""
    moves: list[Move] = []
    if state.stock or state.waste:
        moves.append(STOCK_TAP)
    columns = state.columns
    tops: tuple[tuple[PileName, Pile], ...] = (("R", state.reserve), ("W", state.waste))
    for name, pile in tops:
        if pile:
            card = pile[-1]
            f = foundation_accepts(state, card)
            if f is not None:
                moves.append(shared_move(name, _FOUNDATIONS[f], 1))
            for j, col in enumerate(columns):
                if not col or _fits(card, col[-1]):
                    moves.append(shared_move(name, _COLUMNS[j], 1))
    for i, col in enumerate(columns):
        if not col:
            continue
        f = foundation_accepts(state, col[-1])
        if f is not None:
            moves.append(shared_move(_COLUMNS[i], _FOUNDATIONS[f], 1))
        for count in range(1, run_length(col) + 1):
            card = col[-count]
            for j, other in enumerate(columns):
                if j != i and (not other or _fits(card, other[-1])):
                    moves.append(shared_move(_COLUMNS[i], _COLUMNS[j], count))
    for i, pile in enumerate(state.foundations):
        if pile:
            card = pile[-1]
            for j, col in enumerate(columns):
                if not col or _fits(card, col[-1]):
                    moves.append(shared_move(_FOUNDATIONS[i], _COLUMNS[j], 1))
    return moves


def is_won(state: GameState) -> bool:
    """R18: all four foundations hold 13 cards."""
    return all(len(f) == 13 for f in state.foundations)


def movable(state: GameState, pile: str, index: int) -> int:
    """How many cards a press on card `index` (0 = bottom) of `pile` lifts as one unit.

    A column: the card and every card above it, when they form a run (R11), else 0. The
    reserve and the waste: 1 for the top card only (R13, R17). A foundation: 1 for its top
    card (the take-back of R8). The stock: 0, it is only tapped. Any other index: 0.
    """
    if pile not in SOURCES:
        return 0
    kind = pile[0]
    cards = _pile(state, pile)
    n = len(cards)
    if not 0 <= index < n:
        return 0
    if kind == "C":
        count = n - index
        return count if count <= run_length(cards) else 0
    return 1 if index == n - 1 else 0


def _pile(state: GameState, name: str) -> Pile:
    """A pile other than the stock by name (the caller checked the name)."""
    kind = name[0]
    if kind == "C":
        return state.columns[int(name[1]) - 1]
    if kind == "F":
        return state.foundations[int(name[1]) - 1]
    if kind == "R":
        return state.reserve
    return state.waste


def _best_column(state: GameState, source: str, cards: Pile) -> PileName | None:
    """R19: the longest column that takes `cards` (ties: leftmost), else the leftmost empty one."""
    card = cards[0]
    best, best_len = None, 0
    for j, col in enumerate(state.columns):
        if col and _COLUMNS[j] != source and _fits(card, col[-1]) and len(col) > best_len:
            best, best_len = _COLUMNS[j], len(col)
    if best:
        return best
    whole_column = source[0] == "C" and len(cards) == len(_pile(state, source))
    if whole_column:
        return None  # moving a whole column into an empty one changes nothing
    for j, col in enumerate(state.columns):
        if not col and _COLUMNS[j] != source:
            return _COLUMNS[j]
    return None


def tap(state: GameState, pile: str, count: int = 1, *, double_click: bool = True) -> Move | None:
    """R19: what a click on a card of `pile` does (`count` cards from the top); None if nothing.

    The stock draws or recycles. A card goes to its foundation when it can; otherwise, with
    Double click on, to a column. Foundations do nothing on a tap (take-back is by drag).
    """
    pile = pile.upper()
    if pile == "S":
        return STOCK_TAP if state.stock or state.waste else None
    if not is_pile_name(pile) or pile[0] not in "RWC":
        return None
    cards = _pile(state, pile)
    if count < 1 or not cards or count > run_length(cards) or (pile[0] != "C" and count != 1):
        return None
    if count == 1:
        f = foundation_accepts(state, cards[-1])
        if f is not None:
            return shared_move(pile, _FOUNDATIONS[f], 1)
    if not double_click:
        return None
    target = _best_column(state, pile, cards[-count:])
    return shared_move(pile, target, count) if target else None
