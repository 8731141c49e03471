"""Game records typed or pasted by the player: read, and taken up as a game in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import History, Move
from canfield.engine.wording import N_
from canfield.i18n import _
from canfield.store.games import ABANDONED, WON, Progress
from canfield.store.persist import placements

if TYPE_CHECKING:
    from canfield.store import Store


def read_move(text: str) -> Move:
    """`Move.parse`, with any odd input refused as an `IllegalMove` (never Python's words).

    A card count of thousands of digits would otherwise reach `int()` and come back as
    Python's limit on long numbers; it is simply not a move.
    """
    try:
        return Move.parse(text)
    except engine.IllegalMove:
        raise
    except ValueError as error:
        shown = text if len(text) <= 40 else f"{text[:20]}… ({len(text)})"
        raise engine.IllegalMove(
            N_("{text} is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4"),
            rule="notation",
            text=repr(shown),
        ) from error


def read_record(text: str) -> tuple[str, list[Move]]:
    """A game record's canonical code and moves; `ValueError` subclasses if bad."""
    words = text.split()
    if not words:
        return engine.parse_record(text)
    return str(engine.parse_code(words[0])), [read_move(word) for word in words[1:]]


def with_draw(code: str, draw: int | None) -> str:
    """`code` in canonical form, dealt in `draw` mode when one is asked (as New game does)."""
    parsed = engine.parse_code(code)
    if draw is None or draw == parsed.draw:
        return str(parsed)
    return str(engine.GameCode(draw, parsed.number))


def take_up_record(store: Store, text: str) -> int:
    """Put a game record (`CF1-… moves`) on top of the games in progress; return its id.

    The next window started resumes it. A record identical to a game already in progress
    brings that game forward instead of counting it twice, and one identical to a game
    already won is refused (a win is counted once). Raises ValueError (an
    `engine.IllegalMove` or `engine.BadGameCode`) when the record does not replay. The
    game is marked as taken up from a record: the statistics leave it out.
    """
    code, moves = read_record(text)
    history = History.replay(engine.deal(code), moves)
    line = [str(m) for m in history.moves]
    games = store.games
    for game_id in games.with_code(code):
        row = games.get(game_id)
        if row is None or row.start or row.outcome == ABANDONED or games.moves(game_id) != line:
            continue
        if row.outcome == WON:
            raise ValueError(
                _("this game was won already (game {number}); a win is counted once").format(
                    number=game_id
                )
            )
        games.touch(game_id)
        return game_id
    current = history.current
    progress = Progress(current.score, placements(line), history.undo_depth, engine.is_won(current))
    return games.adopt(code, current.draw, line, [], progress, source="record")
