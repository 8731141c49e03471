"""Statistics per draw mode, and the pure functions that update them as a game goes on.

A game counts as played once its first action is made, and as a loss until it is won;
leaving it unfinished for a new game breaks the winning streak. The updates are pure
(they return a new `Statistics`) and idempotent per game: `Statistics.current`
remembers which game has been counted, so telling twice that a game started, or was
won, counts it once. The window simply calls `record_action` after every action and
`abandon_game` when the player leaves a game for a new one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

Draw = Literal[1, 3]


def draw_mode(draw: int) -> Draw:
    """Check a draw mode (a `GameState.draw` is a plain int); ValueError if not 1 or 3."""
    if draw == 1:
        return 1
    if draw == 3:
        return 3
    raise ValueError(f"draw mode must be 1 or 3, not {draw!r}")


class ModeStats(BaseModel):
    """The record of one draw mode."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    played: NonNegativeInt = 0
    won: NonNegativeInt = 0
    best_score: NonNegativeInt = 0
    current_streak: NonNegativeInt = Field(default=0, description="Wins in a row, up to now.")
    longest_streak: NonNegativeInt = 0
    cards_placed: NonNegativeInt = Field(
        default=0, description="Cards on foundations, summed over the lines of play kept."
    )

    @property
    def win_rate(self) -> float:
        """Games won per game played, from 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


class CurrentGame(BaseModel):
    """The game already counted as played, so that no update counts it twice."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    game_id: str = Field(min_length=1)
    draw: Draw
    won: bool = False
    placed: NonNegativeInt = Field(
        default=0, description="Foundation placements of this game already in cards_placed."
    )


class Statistics(BaseModel):
    """Both draw modes' records plus the game being counted."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    draw_1: ModeStats = Field(default_factory=ModeStats)
    draw_3: ModeStats = Field(default_factory=ModeStats)
    current: CurrentGame | None = None

    def mode(self, draw: int) -> ModeStats:
        """The record of Draw 1 or Draw 3."""
        return self.draw_1 if draw_mode(draw) == 1 else self.draw_3


class _HasTarget(Protocol):
    """Anything with a move's target pile name (`engine.Move` fits)."""

    @property
    def target(self) -> str | None:
        """The pile the move goes to: `F1`…`F4` for a foundation, None for a stock tap."""
        ...


def count_placements(moves: Iterable[_HasTarget]) -> int:
    """How many cards a line of moves placed on foundations (each such move places one)."""
    return sum(1 for move in moves if move.target is not None and move.target.startswith("F"))


def start_game(stats: Statistics, game_id: str, draw: int) -> Statistics:
    """The first action of a game was made: it counts as played (once per `game_id`).

    Another game still being counted is abandoned first (see `abandon_game`).
    """
    current = stats.current
    if current is not None and current.game_id == game_id and current.draw == draw:
        return stats
    new = abandon_game(stats)
    new.mode(draw).played += 1
    new.current = CurrentGame(game_id=game_id, draw=draw_mode(draw))
    return new


def abandon_game(stats: Statistics) -> Statistics:
    """The player left the counted game for a new one: unless it was won, the streak ends.

    Call this before dealing a new game, even one with the same code.
    """
    new = stats.model_copy(deep=True)
    current = new.current
    if current is not None and not current.won:
        new.mode(current.draw).current_streak = 0
    new.current = None
    return new


def win_game(stats: Statistics, game_id: str, draw: int, score: int) -> Statistics:
    """The game was won: one more win, a longer streak, maybe a best score (once per game)."""
    new = start_game(stats, game_id, draw).model_copy(deep=True)
    assert new.current is not None
    if new.current.won:
        return new
    record = new.mode(draw)
    record.won += 1
    record.current_streak += 1
    record.longest_streak = max(record.longest_streak, record.current_streak)
    record.best_score = max(record.best_score, score)
    new.current.won = True
    return new


def set_cards_placed(stats: Statistics, game_id: str, draw: int, placed: int) -> Statistics:
    """The game's line of play now holds `placed` foundation placements.

    Only the difference to what was already counted for this game is added, so calling
    it after every action never double counts; an undone placement is taken back from
    the total, as its points are from the score (R21).
    """
    new = start_game(stats, game_id, draw).model_copy(deep=True)
    assert new.current is not None
    record = new.mode(draw)
    record.cards_placed = max(0, record.cards_placed + placed - new.current.placed)
    new.current.placed = placed
    return new


def record_action(
    stats: Statistics,
    game_id: str,
    draw: int,
    moves: Iterable[_HasTarget],
    *,
    score: int,
    won: bool,
) -> Statistics:
    """Bring the statistics up to date after any action (move, draw, undo, redo).

    `moves` is the line of play from the deal to the current position. A game with no
    action yet is not counted; once counted it stays counted, even if undone to the deal.
    """
    moves = tuple(moves)
    current = stats.current
    already_counted = current is not None and current.game_id == game_id
    if not moves and not already_counted:
        return stats
    new = set_cards_placed(stats, game_id, draw, count_placements(moves))
    if won:
        new = win_game(new, game_id, draw, score)
    return new
