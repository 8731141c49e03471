"""The Canfield rules engine: pure functions from a position and a move to a new position.

No pygame, no files, no clock, no global random: safe for a solver and for tests.
"""

from canfield.engine.cards import DECK, SUITS, Card, CardError, Rank, Suit, fits_on
from canfield.engine.codes import BadGameCode, GameCode, new_code, parse_code
from canfield.engine.deal import deal
from canfield.engine.describe import describe
from canfield.engine.history import UNDO_LIMIT, History
from canfield.engine.moves import STOCK, IllegalMove, Move, parse_move
from canfield.engine.record import format_record, parse_record
from canfield.engine.rules import (
    POINTS_PER_CARD,
    apply,
    column_accepts,
    foundation_accepts,
    is_won,
    legal_moves,
    run_length,
    tap,
)
from canfield.engine.state import PILE_NAMES, BadPosition, GameState, position, validate

__all__ = [
    "DECK",
    "PILE_NAMES",
    "POINTS_PER_CARD",
    "STOCK",
    "SUITS",
    "UNDO_LIMIT",
    "BadGameCode",
    "BadPosition",
    "Card",
    "CardError",
    "GameCode",
    "GameState",
    "History",
    "IllegalMove",
    "Move",
    "Rank",
    "Suit",
    "apply",
    "column_accepts",
    "deal",
    "describe",
    "fits_on",
    "format_record",
    "foundation_accepts",
    "is_won",
    "legal_moves",
    "new_code",
    "parse_code",
    "parse_move",
    "parse_record",
    "position",
    "run_length",
    "tap",
    "validate",
]
