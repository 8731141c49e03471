"""Why a move is refused: one small function per kind of move, in a player's words.

Each returns the `IllegalMove` a player reads, or None when the move is legal; they are
the one source of truth of legality (python-chess's `is_legal`). `play.HANDLERS` pairs
each kind's refusal with its player, and `refusal`, `is_legal` and `apply` dispatch from
there: the UI asks before it tries, `apply` raises the same refusal.
"""

from __future__ import annotations

from canfield.engine.cards import Card, Suit
from canfield.engine.moves import IllegalMove, Move, NotationError
from canfield.engine.piles import FOUNDATIONS, INDEX, SOURCES
from canfield.engine.rules import _fits, _pile, run_length
from canfield.engine.state import GameState, Pile, foundation_suits
from canfield.engine.wording import N_, N_plural, Plural


def refuse_stock_tap(state: GameState, move: Move) -> IllegalMove | None:
    """R15, R16: the stock is only tapped, and a tap needs cards in the stock or the waste."""
    if move.target is not None or move.count != 1:
        return IllegalMove(
            N_(
                "the stock is only tapped (S): it turns cards onto the waste, "
                "never onto another pile"
            ),
            rule="R15",
        )
    if not state.stock and not state.waste:
        return IllegalMove(
            N_("the stock and the waste are both empty: nothing to draw"), rule="R16"
        )
    return None


def refuse_to_foundation(state: GameState, move: Move) -> IllegalMove | None:
    """R7: one card at a time, of the foundation's suit, the next rank up."""
    pile = _pile(state, move.source)
    refused = _lift_refusal(state, move, pile)
    if refused is not None:
        return refused
    if move.count != 1:
        return IllegalMove(N_("only one card at a time goes onto a foundation"), rule="R7")
    return _foundation_refusal(state, pile[-1], INDEX[move.target])


def refuse_to_column(state: GameState, move: Move) -> IllegalMove | None:
    """R10, R11: a card or a run onto a column whose top card it fits (or an empty one)."""
    pile = _pile(state, move.source)
    refused = _lift_refusal(state, move, pile)
    if refused is not None:
        return refused
    return _onto_column(state, pile[-move.count], move.target)


def refuse_take_back(state: GameState, move: Move) -> IllegalMove | None:
    """R8: a foundation's top card goes back onto a column where it fits, nowhere else."""
    pile = _pile(state, move.source)
    refused = _lift_refusal(state, move, pile)
    if refused is not None:
        return refused
    if move.target in FOUNDATIONS:
        return IllegalMove(N_("a foundation card can only be taken back onto a column"), rule="R8")
    return _onto_column(state, pile[-1], move.target)


def refuse_malformed(state: GameState, move: Move) -> IllegalMove:
    """A `Move` built by hand that no rule plays: a pile outside R2, no target, or a target
    no card goes onto. Refused, never a crash."""
    if move.source not in SOURCES:
        return _not_a_pile(move.source)
    if move.target is None:
        return IllegalMove(N_("cards go onto a foundation or a column"), rule="R2")
    return _onto(move.target)


def refuse_unreadable(error: NotationError) -> IllegalMove:
    """Text that is not a move, refused as a move would be: asked about a move's text,
    `refusal` answers in one type. The sentence is the `NotationError`'s (its cause);
    the rule is "notation", as no rule of the game is broken."""
    template = error.template if error.plural is None else Plural(error.template, error.plural)
    refused = IllegalMove(template, rule="notation", **error.params)
    refused.__cause__ = error
    return refused


def _lift_refusal(state: GameState, move: Move, pile: Pile) -> IllegalMove | None:
    """What every move of cards checks first: not onto its own pile (R2), one card or more
    from a pile that has them (R2, R11), several only as a column's run (R11)."""
    if move.target == move.source:
        return IllegalMove(N_("a card cannot move onto the pile it comes from"), rule="R2")
    if move.count < 1:
        return IllegalMove(N_("a move takes 1 card or more"), rule="R11")
    if not pile:
        return _empty(state, move.source)
    if move.count != 1:
        return _run_refusal(move.source, pile, move.count)
    return None


def _run_refusal(source: str, pile: Pile, count: int) -> IllegalMove | None:
    """R11: several cards move together only from a column, and only as a run."""
    if source[0] != "C":
        return IllegalMove(N_("only a column moves several cards at once"), rule="R11")
    number = int(source[1])
    if count > len(pile):
        return IllegalMove(
            N_plural("column {column} has only {n} card", "column {column} has only {n} cards"),
            rule="R11",
            column=number,
            n=len(pile),
        )
    if count > run_length(pile):
        return IllegalMove(
            N_plural(
                "the last {n} card of column {column} is not a run (alternating colours, "
                "each one rank lower), so it cannot move",
                "the last {n} cards of column {column} are not a run (alternating colours, "
                "each one rank lower), so they cannot move together",
            ),
            rule="R11",
            column=number,
            n=count,
        )
    return None


def _onto_column(state: GameState, card: Card, target: str | None) -> IllegalMove | None:
    """R10 (R12 for an empty column): `card` onto the column `target`."""
    column = state.columns[INDEX[target]]
    if column and not _fits(card, column[-1]):
        return _column_refusal(card, column[-1])
    return None


def _not_a_pile(name: str) -> IllegalMove:
    shown = name if len(name) <= 20 else name[:20] + "…"
    return IllegalMove(
        N_("{name} is not a pile; piles are S, W, R, F1–F4 and C1–C4"),
        rule="R2",
        name=repr(shown),
    )


def _onto(target: str) -> IllegalMove:
    """A move onto the stock, the waste or the reserve — or onto no pile at all."""
    if target == "R":
        return IllegalMove(N_("no card is ever put onto the reserve"), rule="R13")
    if target == "W":
        return IllegalMove(
            N_("no card is ever put onto the waste; only the stock turns cards onto it"),
            rule="R2",
        )
    if target == "S":
        return IllegalMove(N_("no card is ever put onto the stock"), rule="R2")
    return _not_a_pile(target)


def _empty(state: GameState, source: str) -> IllegalMove:
    """One template per kind of pile: each language gives each pile its own gender."""
    if source == "R":
        return IllegalMove(N_("the reserve is empty"), rule="R2")
    if source == "W":
        return IllegalMove(N_("the waste is empty"), rule="R2")
    if source[0] == "C":
        return IllegalMove(N_("column {column} is empty"), rule="R2", column=int(source[1]))
    suit = foundation_suits(state.base.suit)[int(source[1]) - 1]
    return IllegalMove(N_("the {suit} foundation is empty"), rule="R2", suit=suit)


def _foundation_refusal(state: GameState, card: Card, index: int) -> IllegalMove | None:
    suit = foundation_suits(state.base.suit)[index]
    start = state.base.rank
    pile = state.foundations[index]
    if card.suit is not suit:
        return IllegalMove(
            N_("the {card} belongs on the {own} foundation, not on the {suit} foundation"),
            rule="R6",
            card=card,
            own=card.suit,
            suit=suit,
        )
    if not pile:
        if card.rank != start:
            return IllegalMove(
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
        return None
    if len(pile) == 13:
        return IllegalMove(N_("the {suit} foundation is complete"), rule="R7", suit=suit)
    wanted = pile[-1].rank.up()
    if card.rank != wanted:
        return IllegalMove(
            N_("the {suit} foundation needs the {wanted} next, not the {card}"),
            rule="R7",
            suit=suit,
            wanted=Card(wanted, suit),
            card=card,
        )
    return None


def _column_refusal(card: Card, below: Card) -> IllegalMove:
    """R10 in words, naming the two cards that take `card`, as the manual does:
    "a 6 of hearts goes on the 7 of spades or the 7 of clubs, not on the 7 of diamonds"."""
    first, second = _COLOURS[not card.red]
    rank = card.rank.up()
    return IllegalMove(
        N_("{card:a} goes on the {first} or the {second}, not on the {below}"),
        rule="R10",
        card=card,
        first=Card(rank, first),
        second=Card(rank, second),
        below=below,
    )


_COLOURS = {True: (Suit.HEARTS, Suit.DIAMONDS), False: (Suit.SPADES, Suit.CLUBS)}
"""The two suits of each colour in the rule book's order, red (True) and black."""
