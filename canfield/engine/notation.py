"""The rule book's text forms beyond a single move: game records, and what reads a player's.

A game record is the code, then the moves (RULES.md): `CF1-D3-AAAAACL R>C2 R>F1`. Text
that does not read raises `NotationError` (a bad code: `BadGameCode`); whether the moves
can be played is the position's to say (`History.replay`). `read_move`, `read_record` and
`with_draw` read what a player types on the command line or in New game.
"""

from __future__ import annotations

from collections.abc import Iterable

from canfield.engine.codes import GameCode, parse_code
from canfield.engine.moves import NOT_A_MOVE, Move, NotationError
from canfield.engine.wording import N_


def format_record(code: str, moves: Iterable[Move | str]) -> str:
    """One line: the canonical code followed by the moves in notation."""
    parts = [str(parse_code(code))]
    parts.extend(str(m if isinstance(m, Move) else Move.parse(m)) for m in moves)
    return " ".join(parts)


def parse_record(text: str) -> tuple[str, list[Move]]:
    """Read a record into its canonical code and its moves.

    Raises `BadGameCode` for the code and `NotationError` for anything else that does not
    read: no code at all, or a word that is not a move.
    """
    words = text.split()
    if not words:
        raise NotationError(N_("a game record starts with a game code such as CF1-D3-AAAAACL"))
    code = str(parse_code(words[0]))
    return code, [read_move(w) for w in words[1:]]


read_record = parse_record
"""`parse_record`, by the name the session reads a typed record with."""


def read_move(text: str) -> Move:
    """`Move.parse`, with any odd input refused as a `NotationError` (never Python's words).

    `Move.parse` refuses every text it cannot read itself; this is the safety net of the
    readers of typed input, should Python raise some other `ValueError` on the way.
    """
    try:
        return Move.parse(text)
    except NotationError:
        raise
    except ValueError as error:
        shown = text if len(text) <= 40 else f"{text[:20]}… ({len(text)})"
        raise NotationError(NOT_A_MOVE, text=repr(shown)) from error


def with_draw(code: str, draw: int | None) -> str:
    """`code` in canonical form, dealt in `draw` mode when one is asked (as New game does).

    Raises `BadGameCode` for a code that does not read.
    """
    parsed = parse_code(code)
    if draw is None or draw == parsed.draw:
        return str(parsed)
    return str(GameCode(draw, parsed.number))
