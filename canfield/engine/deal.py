"""Dealing a game code into its opening position (R3)."""

from __future__ import annotations

from canfield.engine.codes import parse_code, shuffled_deck
from canfield.engine.state import GameState


def deal(code: str) -> GameState:
    """The opening position of a game code; raises `BadGameCode` for a bad code.

    Dealt in R3's order: 13 cards to the reserve (the 13th on top), the base card to F1,
    one card to each of C1…C4, and the remaining 34 face down as the stock.
    """
    game = parse_code(code)
    deck = shuffled_deck(game.number)
    return GameState(
        stock=deck[18:][::-1],  # deck[18] is the stock's top card
        waste=(),
        reserve=deck[:13],
        foundations=((deck[13],), (), (), ()),
        columns=((deck[14],), (deck[15],), (deck[16],), (deck[17],)),
        base=deck[13],
        draw=game.draw,
        score=0,
    )
