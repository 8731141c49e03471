"""The Canfield rules engine: pure functions from a position and a move to a new position.

No pygame, no files, no clock, no global random: safe for a solver and for tests.
Ask before you play: `is_legal` / `refusal` say whether and why; `apply` plays or raises
that same refusal; `movable` says what a press on a card would lift. Text that is not a
move (or not a game record) raises `NotationError`; a move that breaks a rule is an
`IllegalMove`.
"""

from canfield.engine.cards import DECK, SUITS, Card, CardError, Rank, Suit, fits_on
from canfield.engine.codes import BadGameCode, GameCode, new_code, parse_code
from canfield.engine.deal import deal
from canfield.engine.describe import describe
from canfield.engine.history import UNDO_LIMIT, History
from canfield.engine.moves import STOCK_TAP, IllegalMove, Move, MoveKind, NotationError, parse_move
from canfield.engine.notation import format_record, parse_record, read_move, with_draw
from canfield.engine.piles import (
    COLUMNS,
    FOUNDATIONS,
    PILE_NAMES,
    RESERVE,
    SOURCES,
    STOCK,
    TARGETS,
    WASTE,
    PileName,
    is_pile_name,
)
from canfield.engine.play import apply, is_legal, refusal
from canfield.engine.rules import (
    POINTS_PER_CARD,
    column_accepts,
    foundation_accepts,
    is_won,
    legal_moves,
    movable,
    run_length,
    tap,
)
from canfield.engine.state import BadPosition, GameState, position, validate

__all__ = [
    "COLUMNS",
    "DECK",
    "FOUNDATIONS",
    "PILE_NAMES",
    "POINTS_PER_CARD",
    "RESERVE",
    "SOURCES",
    "STOCK",
    "STOCK_TAP",
    "SUITS",
    "TARGETS",
    "UNDO_LIMIT",
    "WASTE",
    "BadGameCode",
    "BadPosition",
    "Card",
    "CardError",
    "GameCode",
    "GameState",
    "History",
    "IllegalMove",
    "Move",
    "MoveKind",
    "NotationError",
    "PileName",
    "Rank",
    "Suit",
    "apply",
    "column_accepts",
    "deal",
    "describe",
    "fits_on",
    "format_record",
    "foundation_accepts",
    "is_legal",
    "is_pile_name",
    "is_won",
    "legal_moves",
    "movable",
    "new_code",
    "parse_code",
    "parse_move",
    "parse_record",
    "position",
    "read_move",
    "refusal",
    "run_length",
    "tap",
    "validate",
    "with_draw",
]
