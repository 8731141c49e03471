"""The teacher's dialogs' answers: small typed values `Actions` carries out."""

from __future__ import annotations

from canfield.engine import GameState
from canfield.values import record


@record
class GoBack:
    """Go back to the position after `position` moves of the line (see `Session.go_back`)."""

    position: int


@record
class Watch:
    """Watch a line from a position in a replay ("Show me a win"), titled `title`."""

    title: str
    start: GameState
    moves: tuple[str, ...]


@record
class WatchGame:
    """Watch a game of the games database in a replay."""

    game: int


@record
class AskGames:
    """Open the list of games to watch (from Statistics)."""


@record
class TodaysDeal:
    """Deal today's deal (from New game)."""


@record
class Shown:
    """A replay shows another position: slide the cards from `before` to it."""

    before: GameState
    after: GameState


@record
class Leave:
    """Leave the replay: the table shows the game in progress again."""


TeacherAnswer = GoBack | Watch | WatchGame | AskGames | TodaysDeal | Shown | Leave
TEACHER_ANSWERS = (GoBack, Watch, WatchGame, AskGames, TodaysDeal, Shown, Leave)
