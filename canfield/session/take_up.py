"""Game records typed or pasted by the player: read, and taken up as a game in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import History
from canfield.engine.notation import read_record
from canfield.i18n import _
from canfield.store.game_rows import ABANDONED, WON, Progress
from canfield.store.persist import placements

if TYPE_CHECKING:
    from canfield.store import Store


def take_up_record(store: Store, text: str) -> int:
    """Put a game record (`CF1-… moves`) on top of the games in progress; return its id.

    The next window started resumes it. A record identical to a game already in progress
    brings that game forward instead of counting it twice, and one identical to a game
    already won is refused (a win is counted once). Raises ValueError (an
    `engine.NotationError`, `engine.IllegalMove` or `engine.BadGameCode`) when the record
    does not read or does not replay. The game is marked as taken up from a record: the
    statistics leave it out.
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
