"""A replay on the table: a game of the games database, or a win the solver found,
watched move by move with its controls (`canfield.ui.dialogs.replay`).

Apart from the teacher's questions (`canfield.ui.teacher`) because it is another job: a
question waits for the solver in another process, a replay asks nothing of anyone — it
only shows positions already known (`canfield.teacher.replay`), at the pace its controls
set. While one is watched, the table shows its positions (`Actions.state` and
`Actions.fan` read `shown` and `fan`): it never touches the game in progress, its
statistics or its undo history, and leaving it puts the table back as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import GameState, History
from canfield.i18n import _
from canfield.ui.dialogs.answers import AskGames, Leave, Shown, TeacherAnswer, WatchGame
from canfield.ui.draw.placement import fan_after, waste_fan

if TYPE_CHECKING:
    from canfield.teacher.replay import Replay
    from canfield.ui.actions import Actions

REPLAY_ANSWERS = (Shown, Leave, WatchGame, AskGames)
"""The answers `Replays.answer` carries out."""


class Replays:
    """The replay shown on the table, if any, and its controls' answers."""

    def __init__(self, actions: Actions) -> None:
        self.actions = actions
        self.replay: Replay | None = None

    @property
    def playing(self) -> bool:
        """True while a replay plays by itself."""
        return self.replay is not None and self.replay.playing

    def shown(self, game: GameState) -> GameState:
        """The position on the table: the replay's while one is watched, else `game`."""
        return game if self.replay is None else self.replay.state

    def fan(self, history: History) -> int:
        """How many waste cards are fanned on the table (see `waste_fan`): the replay's,
        while one is watched, else the game's (`history`)."""
        replay = self.replay
        return waste_fan(history) if replay is None else fan_after(replay.state, replay.recent())

    def tick(self, now: float) -> bool:
        """The replay's next move while it plays; True when the table changed."""
        if self.replay is None:
            return False
        from canfield.ui.dialogs.replay import ReplayDialog

        dialog = self.actions.flow.dialog
        shown = dialog.tick(now) if isinstance(dialog, ReplayDialog) else None
        if shown is None:
            return False
        self.answer(shown)
        return True

    def answer(self, result: TeacherAnswer) -> None:
        """Carry out an answer of the replay's controls or of the games' list."""
        actions = self.actions
        if isinstance(result, Shown):
            actions.slide(result.before, result.after, ())
            last = self.replay.last_move() if self.replay is not None else None
            if last is not None and last[0] is result.before:  # one move on: heard as played
                actions.speaking.moved(last[0], last[1], result.after)
            return
        actions.flow.close()
        if isinstance(result, Leave):
            self.left()
        elif isinstance(result, WatchGame):
            self.watch_game(result.game)
        elif isinstance(result, AskGames):
            from canfield.ui.dialogs.games import SHOWN_GAMES, GamesDialog

            actions.flow.open(GamesDialog(actions.session.games.listing(SHOWN_GAMES)))

    def watch(self, replay: Replay) -> None:
        """Show a replay on the table, with its controls."""
        actions = self.actions
        before = actions.state
        self.replay = replay
        actions.animator.clear()
        actions.slide(before, replay.state, ())
        from canfield.ui.dialogs.replay import ReplayDialog

        actions.flow.open(ReplayDialog(replay, actions.clock()))

    def left(self) -> None:
        """The replay is over: the table shows the game in progress again, as it was."""
        if self.replay is None:
            return
        shown = self.replay.state
        self.replay = None
        self.actions.animator.clear()
        self.actions.slide(shown, self.actions.session.state, ())

    def watch_game(self, game: int) -> None:
        """A replay of a game of the games database (its line as saved)."""
        try:
            self.watch(replay_of_game(self.actions.session.games, game))
        except (ValueError, LookupError):
            self.actions.stage.say(
                _("Game {n} cannot be replayed: its record is not whole.").format(n=game),
                error=True,
            )


def replay_of_game(games: object, game: int) -> Replay:
    """The replay of game `game` of the games database; LookupError when there is none,
    ValueError when its record does not replay."""
    from canfield.store.games import Games
    from canfield.store.position import position_from_json
    from canfield.teacher.replay import Replay

    assert isinstance(games, Games)
    row = games.get(game)
    if row is None:
        raise LookupError(game)
    start = position_from_json(row.start) if row.start else engine.deal(row.code)
    title = _("Game {n}: {code}").format(n=game, code=row.code)
    return Replay(start, games.moves(game), title)
