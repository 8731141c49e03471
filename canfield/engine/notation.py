"""The game record of RULES.md: the code, then the moves — `CF1-D3-AAAAACL R>C2 R>F1`."""

from __future__ import annotations

from collections.abc import Iterable

from canfield.engine.codes import parse_code
from canfield.engine.moves import Move


def format_record(code: str, moves: Iterable[Move | str]) -> str:
    """One line: the canonical code followed by the moves in notation."""
    parts = [str(parse_code(code))]
    parts.extend(str(m if isinstance(m, Move) else Move.parse(m)) for m in moves)
    return " ".join(parts)


def parse_record(text: str) -> tuple[str, list[Move]]:
    """Read a record into its canonical code and its moves; `ValueError` subclasses if bad."""
    words = text.split()
    if not words:
        raise ValueError("a game record starts with a game code such as CF1-D3-AAAAACL")
    code = str(parse_code(words[0]))
    return code, [Move.parse(w) for w in words[1:]]
