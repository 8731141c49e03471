"""One game being played: the history, its code, and keeping it all on disk.

The window turns input into moves and hands them here; `Session` plays them on the
`Game` and has the `Ledger` save every action as one transaction of the games database,
so the statistics are always what the rows say. The settings (`Preferences`) and the
notices for the player (`Notices`) come with it. No pygame.

`Session.open` does the reading: it resumes the game in progress played last that no
other window has open, or deals anew; the constructor only puts the parts together.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from canfield import engine
from canfield.engine import GameState, History, Move
from canfield.engine.notation import read_move, read_record, with_draw  # moved
from canfield.session.game import Change, Game
from canfield.session.ledger import Ledger
from canfield.session.notices import Notices
from canfield.session.preferences import Preferences, SettingChanges
from canfield.session.take_up import take_up_record

if TYPE_CHECKING:
    from typing import Unpack

    from canfield.store import Store
    from canfield.store.first_look import FirstLook
    from canfield.store.games import Games
    from canfield.store.settings import Settings
    from canfield.store.stats import RecentGame, Statistics

__all__ = [
    "Change",
    "Session",
    "read_move",
    "read_record",
    "take_up_record",
    "with_draw",
]


class Session:
    """The game in the window: play, tap, undo, redo, new game, restart; its settings and
    the notices for the player."""

    def __init__(
        self,
        game: Game,
        ledger: Ledger,
        preferences: Preferences,
        notices: Notices,
        rng: random.Random | None = None,
    ) -> None:
        self.game = game
        self.ledger = ledger
        self.preferences = preferences
        self.notices = notices
        self.rng = rng

    @classmethod
    def open(
        cls,
        store: Store | None,
        settings: Settings | None = None,
        *,
        code: str | None = None,
        draw: int | None = None,
        rng: random.Random | None = None,
        start: GameState | None = None,
        winnable_only: bool = False,
        defer_settings: bool = False,
    ) -> Session:
        """The session of a window: the game in progress resumed, or a new deal.

        `store` None keeps the games in memory (tests, a portable run). `code` / `draw`
        deal that game (the one in progress is then left unfinished, and a notice says
        so); `start` deals a position set up by hand (a seam for tests and puzzles).
        With `defer_settings` and no `settings`, the settings' model is loaded when
        first needed (see `Preferences`).
        """
        notices = Notices(store)
        preferences = Preferences(store, settings, defer=defer_settings)
        ledger = Ledger.of(store, notices)
        explicit = bool(code or draw or start is not None)
        held = ledger.take_up(tell_elsewhere=not explicit)
        if held is not None and not explicit:
            return cls(held, ledger, preferences, notices, rng)
        if held is not None:
            ledger.leaving_notice(held)
        if start is not None:
            game = ledger.adopt(History(start), code=code)
        else:
            dealt = (
                with_draw(code, draw)
                if code
                else engine.new_code(draw or preferences.look.draw, rng)
            )
            game = ledger.deal(dealt, winnable_only=winnable_only)
        return cls(game, ledger, preferences, notices, rng)

    # -- the settings -------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """The player's settings (loaded now if they were deferred)."""
        return self.preferences.settings

    @property
    def look(self) -> FirstLook:
        """Every setting, without loading the model if it was deferred (see `Preferences`)."""
        return self.preferences.look

    def change_settings(self, **changes: Unpack[SettingChanges]) -> bool:
        """Change the settings named and save them; True when something changed."""
        return self.preferences.change(**changes)

    # -- the position -------------------------------------------------------------------

    @property
    def history(self) -> History:
        """The game line: the position, undo and redo."""
        return self.game.history

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.game.state

    @property
    def code(self) -> str:
        """The game code of the game on the table."""
        return self.game.code

    @property
    def game_id(self) -> int:
        """The game's number in the games database."""
        return self.game.id

    @property
    def draw(self) -> int:
        """The draw mode of the game being played."""
        return self.state.draw

    @property
    def won(self) -> bool:
        """R18."""
        return self.game.won

    @property
    def elapsed(self) -> float:
        """Seconds played in this game (its time stands still once it is won)."""
        return self.game.elapsed

    @property
    def started(self) -> bool:
        """Whether this game has had an action (its clock runs from the first one)."""
        return self.game.started

    @property
    def finished(self) -> bool:
        """Whether this game was won (even if undone since): its time stands still."""
        return self.game.finished

    @property
    def games(self) -> Games:
        """The games database's rows."""
        return self.ledger.games

    # -- actions ------------------------------------------------------------------------

    def play(self, move: Move | str) -> Change:
        """Apply a move; raises `engine.IllegalMove` when it breaks a rule, and
        `engine.NotationError` when the text is not a move (nothing changes either way)."""
        parsed = move if isinstance(move, Move) else Move.parse(move)
        change = self.game.play(parsed)
        self.ledger.played(self.game, parsed)
        return change

    def tap(self, pile: str, count: int = 1) -> Change | None:
        """R19 for a click on a card; None when the tap finds no place."""
        move = engine.tap(self.state, pile, count, double_click=self.look.double_click)
        return self.play(move) if move is not None else None

    def undo(self) -> Change | None:
        """Take back the last action (R21); None when there is none."""
        change = self.game.undo()
        if change is not None and change.relined:
            self.ledger.relined(self.game)
        elif change is not None:
            self.ledger.undone(self.game)
        return change

    @property
    def can_undo(self) -> bool:
        """True when undo has an action to take back."""
        return self.game.can_undo

    def go_back(self, position: int) -> Change | None:
        """Go back to the position after `position` moves of the line: by undoing, so that
        redo brings the player forward again, while undo reaches that far; else by
        replaying the line from the deal to it, one action that undo takes back. None
        when there is nothing to go back over."""
        back = len(self.history.moves) - position
        if back <= 0 or position < 0:
            return None
        before = self.state
        if back <= self.history.undo_depth:
            for _ in range(back):
                self.undo()
            return Change(before, self.state)
        change = self.game.rewind(position)
        self.ledger.relined(self.game)
        return change

    def redo(self) -> Change | None:
        """Play the last undone action again; None when there is none."""
        change = self.game.redo()
        if change is not None:
            self.ledger.redone(self.game)
        return change

    def new_game(
        self,
        code: str | None = None,
        draw: int | None = None,
        *,
        winnable_only: bool = False,
        daily: bool = False,
    ) -> None:
        """Deal a new game: a given code (in `draw` mode if given), or a random one.

        `winnable_only` marks a deal picked among those known to be winnable, `daily`
        today's deal. A bad code raises `engine.BadGameCode` and leaves the game as it was.
        """
        dealt = with_draw(code, draw) if code else engine.new_code(draw or self.look.draw, self.rng)
        self.game = self.ledger.deal(dealt, winnable_only=winnable_only, daily=daily)

    def restart(self) -> None:
        """Deal the same game again from its start (a new game for the statistics)."""
        game = self.game
        if game.start_json is not None:
            self.game = self.ledger.adopt(History(game.history.start), code=game.code)
        else:
            self.game = self.ledger.deal(
                game.code, winnable_only=game.winnable_only, daily=game.daily
            )

    def adopt(self, history: History) -> None:
        """Put a position set up by hand, and the line `history` has played, on the table
        as a new game (a seam for tests and puzzles)."""
        self.game = self.ledger.adopt(history, code=None)

    def add_elapsed(self, seconds: float) -> None:
        """Count `seconds` more of playing time for this game, saved with it.

        The window calls it while the game is shown and not paused (minimised, a dialog
        open); each call is one small transaction, so calling it every second is fine.
        Once the game is won its time stands still (it is the time of the win).
        """
        if self.game.add_elapsed(seconds):
            self.ledger.add_elapsed(self.game, seconds)

    def record(self) -> str:
        """The game record: the code and the moves (RULES.md)."""
        return self.game.record()

    def warnings(self) -> list[str]:
        """Problems with the files on disk and notices about the games, each given once."""
        return self.notices.pop()

    # -- statistics ---------------------------------------------------------------------

    @property
    def stats(self) -> Statistics:
        """Both draw modes' figures, as the game rows say now."""
        return self.ledger.statistics()

    def recent_games(self, draw: int, limit: int = 20) -> list[RecentGame]:
        """The last `limit` counted games of a draw mode, oldest first."""
        return self.ledger.recent(draw, limit)

    def close(self) -> None:
        """Let the game go (another window may take it up); it stays in progress."""
        self.ledger.close()
