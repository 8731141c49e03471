"""The game in progress as a small text file: the game record of RULES.md, plus redo.

The file is meant to be read (and even edited) by a person:

    # Canfield: the game in progress, saved after every action.
    # Next line: the game record (the game code, then every move since the deal).
    CF1-D3-AAAAACL R>C2 R>F1 C2:2>C4
    # Moves that Redo would play again, next first.
    redo: S W>C1

A game played past the undo limit and then undone a little also keeps a line
`undo: 97` with how many actions Undo can take back.

Lines starting with `#` are comments. The moves are replayed from the deal on loading,
which restores the position, the score and the undo history exactly (the engine keeps
the last 100 undos, as it did while playing) — a position is never stored, only moves,
so a saved game can never hold an impossible position.
"""

from __future__ import annotations

from canfield import engine

REDO_PREFIX = "redo:"
UNDO_PREFIX = "undo:"

_HEADER = (
    "# Canfield: the game in progress, saved after every action.\n"
    "# Next line: the game record (the game code, then every move since the deal).\n"
)
_REDO_HEADER = "# Moves that Redo would play again, next first.\n"
_UNDO_HEADER = "# How many actions Undo can take back.\n"


class SavedGameError(ValueError):
    """A saved game that cannot be read or replayed; the message says where."""


def game_to_text(code: str, history: engine.History) -> str:
    """The file's text for the game `code` at the point `history` has reached."""
    text = _HEADER + engine.format_record(code, history.moves) + "\n"
    redo = history.redo_moves
    if redo:
        text += _REDO_HEADER + " ".join([REDO_PREFIX, *map(str, redo)]) + "\n"
    if history.undo_depth < min(len(history.moves), history.limit):
        text += f"{_UNDO_HEADER}{UNDO_PREFIX} {history.undo_depth}\n"
    return text


def game_from_text(text: str) -> tuple[str, engine.History]:
    """Read a saved game: its canonical code and its history, replayed from the deal.

    Raises SavedGameError when the text holds no record, a bad code, an unreadable
    move, or a move that is illegal where it stands.
    """
    record: list[str] = []
    redo: list[str] | None = None
    depth: int | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if depth is not None:
            raise SavedGameError(f"line {number}: nothing may follow the undo line")
        if line.lower().startswith(UNDO_PREFIX):
            value = line[len(UNDO_PREFIX) :].strip()
            if not (value.isascii() and value.isdigit() and len(value) <= 9):
                raise SavedGameError(f"line {number}: the undo line holds a number")
            depth = int(value)
        elif redo is not None:
            raise SavedGameError(f"line {number}: only the undo line may follow the redo line")
        elif line.lower().startswith(REDO_PREFIX):
            redo = line[len(REDO_PREFIX) :].split()
        else:
            record.append(line)
    try:
        code, moves = engine.parse_record(" ".join(record))
        redo_moves = [engine.parse_move(word) for word in redo or ()]
        history = engine.History.replay(engine.deal(code), moves, redo=redo_moves, undo_depth=depth)
    except ValueError as error:
        raise SavedGameError(str(error)) from error
    return code, history
