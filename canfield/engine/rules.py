"""The rules as pure functions: which moves are legal, and what a move does (R7–R22)."""

from __future__ import annotations

from functools import cache

from canfield.engine.cards import Card, Suit
from canfield.engine.moves import STOCK, IllegalMove, Move
from canfield.engine.state import GameState, Pile, foundation_suits
from canfield.engine.wording import N_, PileName

POINTS_PER_CARD = 5
"""R22: every card placed on a foundation scores 5."""

_COLUMNS = ("C1", "C2", "C3", "C4")
_FOUNDATIONS = ("F1", "F2", "F3", "F4")
_SOURCES = frozenset(("R", "W", *_FOUNDATIONS, *_COLUMNS))
_TARGETS = frozenset((*_FOUNDATIONS, *_COLUMNS))


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
        moves.append(STOCK)
    columns = state.columns
    for name, pile in (("R", state.reserve), ("W", state.waste)):
        if pile:
            card = pile[-1]
            f = foundation_accepts(state, card)
            if f is not None:
                moves.append(Move(name, _FOUNDATIONS[f]))
            for j, col in enumerate(columns):
                if not col or _fits(card, col[-1]):
                    moves.append(Move(name, _COLUMNS[j]))
    for i, col in enumerate(columns):
        if not col:
            continue
        f = foundation_accepts(state, col[-1])
        if f is not None:
            moves.append(Move(_COLUMNS[i], _FOUNDATIONS[f]))
        for count in range(1, run_length(col) + 1):
            card = col[-count]
            for j, other in enumerate(columns):
                if j != i and (not other or _fits(card, other[-1])):
                    moves.append(Move(_COLUMNS[i], _COLUMNS[j], count))
    for i, pile in enumerate(state.foundations):
        if pile:
            card = pile[-1]
            for j, col in enumerate(columns):
                if not col or _fits(card, col[-1]):
                    moves.append(Move(_FOUNDATIONS[i], _COLUMNS[j]))
    return moves


def is_won(state: GameState) -> bool:
    """R18: all four foundations hold 13 cards."""
    return all(len(f) == 13 for f in state.foundations)


def apply(state: GameState, move: Move | str) -> GameState:
    """Play one move and return the new position (R12 refill and R22 score included).

    Raises `IllegalMove` — with the broken rule in a player's words — and leaves `state`
    as it was (it is immutable).
    """
    if not isinstance(move, Move):
        move = Move.parse(move)
    source, target, count = move.source, move.target, move.count
    if source == "S":
        if target is not None or count != 1:
            raise IllegalMove(
                N_(
                    "the stock is only tapped (S): it turns cards onto the waste, "
                    "never onto another pile"
                ),
                rule="R15",
            )
        return _tap_stock(state)
    # A Move built by hand (not parsed) may name any pile or count: refuse, never crash.
    if source not in _SOURCES:
        raise IllegalMove(N_("cards cannot be taken from {pile}"), rule="R2", pile=PileName(source))
    if target is None or target not in _TARGETS:
        if target == "R":
            raise IllegalMove(N_("no card is ever put onto the reserve"), rule="R13")
        if target is None:
            raise IllegalMove(N_("cards go onto a foundation or a column"), rule="R2")
        raise IllegalMove(
            N_("cards go onto a foundation or a column, not onto {pile}"),
            rule="R2",
            pile=PileName(target),
        )
    if target == source:
        raise IllegalMove(N_("a card cannot move onto the pile it comes from"), rule="R2")
    if count < 1:
        raise IllegalMove(N_("a move takes 1 card or more"), rule="R11")
    pile = _pile(state, source)
    if not pile:
        raise IllegalMove(N_("{pile} is empty"), rule="R2", pile=PileName(source))
    if count != 1:
        if source[0] != "C":
            raise IllegalMove(N_("only a column moves several cards at once"), rule="R11")
        if count > len(pile):
            raise IllegalMove(
                N_("{pile} has only 1 card") if len(pile) == 1 else N_("{pile} has only {n} cards"),
                rule="R11",
                pile=PileName(source),
                n=len(pile),
            )
        if count > run_length(pile):
            raise IllegalMove(
                N_(
                    "the last {n} cards of {pile} are not a run (alternating colours, "
                    "each one rank lower), so they cannot move together"
                ),
                rule="R11",
                n=count,
                pile=PileName(source),
            )
    card = pile[-count]
    if target[0] == "F":
        if count != 1:
            raise IllegalMove(N_("only one card at a time goes onto a foundation"), rule="R7")
        if source[0] == "F":
            raise IllegalMove(
                N_("a foundation card can only be taken back onto a column"), rule="R8"
            )
        _check_foundation_move(state, card, int(target[1]) - 1)
    else:
        column = state.columns[int(target[1]) - 1]
        if column and not _fits(card, column[-1]):
            raise _column_refusal(card, column[-1])
    return _move_cards(state, source, target, count)


def _pile(state: GameState, name: str) -> Pile:
    kind = name[0]
    if kind == "C":
        return state.columns[int(name[1]) - 1]
    if kind == "F":
        return state.foundations[int(name[1]) - 1]
    if kind == "R":
        return state.reserve
    if kind == "W":
        return state.waste
    raise IllegalMove(N_("cards cannot be taken from {pile}"), rule="R2", pile=PileName(name))


def _check_foundation_move(state: GameState, card: Card, index: int) -> None:
    suit = foundation_suits(state.base.suit)[index]
    start = state.base.rank
    pile = state.foundations[index]
    if card.suit is not suit:
        raise IllegalMove(
            N_("the {card} belongs on the {own} foundation, not on the {suit} foundation"),
            rule="R6",
            card=card,
            own=card.suit,
            suit=suit,
        )
    if not pile:
        if card.rank != start:
            raise IllegalMove(
                N_(
                    "the {card} cannot start the {suit} foundation: "
                    "only the {first} can (start rank {rank})"
                ),
                rule="R7",
                card=card,
                suit=suit,
                first=Card(start, suit),
                rank=start,
            )
        return
    if len(pile) == 13:
        raise IllegalMove(N_("the {suit} foundation is complete"), rule="R7", suit=suit)
    wanted = pile[-1].rank.up()
    if card.rank != wanted:
        raise IllegalMove(
            N_("the {suit} foundation needs the {wanted} next, not the {card}"),
            rule="R7",
            suit=suit,
            wanted=Card(wanted, suit),
            card=card,
        )


def _column_refusal(card: Card, below: Card) -> IllegalMove:
    """R10 in words: "a 6 of hearts goes on a black 7, not on the 7 of diamonds"."""
    template = (
        N_("{card:a} goes on a black {rank}, not on the {below}")
        if card.red
        else N_("{card:a} goes on a red {rank}, not on the {below}")
    )
    return IllegalMove(template, rule="R10", card=card, rank=card.rank.up(), below=below)


def _tap_stock(state: GameState) -> GameState:
    """R15 draw (1 or 3 cards, the last turned on top) or R16 recycle (order kept)."""
    stock, waste = state.stock, state.waste
    if stock:
        n = min(state.draw, len(stock))
        stock, waste = stock[:-n], waste + stock[: -n - 1 : -1]  # the top card turns first
    elif waste:
        stock, waste = waste[::-1], ()
    else:
        raise IllegalMove(N_("the stock and the waste are both empty: nothing to draw"), rule="R16")
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


def _best_column(state: GameState, source: str, cards: Pile) -> str | None:
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
        return STOCK if state.stock or state.waste else None
    if pile not in ("R", "W", *_COLUMNS):
        return None
    cards = _pile(state, pile)
    if count < 1 or not cards or count > run_length(cards) or (pile[0] != "C" and count != 1):
        return None
    if count == 1:
        f = foundation_accepts(state, cards[-1])
        if f is not None:
            return Move(pile, _FOUNDATIONS[f])
    if not double_click:
        return None
    target = _best_column(state, pile, cards[-count:])
    return Move(pile, target, count) if target else None
