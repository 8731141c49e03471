"""One game being played: the history, its code, and keeping it all on disk.

The window turns input into moves and hands them here; this class applies them through
the engine, keeps statistics, and saves the game after every action. No pygame.
"""

from __future__ import annotations

import logging
import random
import uuid
from dataclasses import dataclass

from canfield import engine
from canfield.engine import GameState, History, Move
from canfield.store import Store
from canfield.store.settings import Settings
from canfield.store.stats import Statistics, abandon_game, record_action

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Outcome:
    """What an action did: the positions before and after, and the move if it was one."""

    before: GameState
    after: GameState
    move: Move | None = None


class Session:
    """The game in the window: play, tap, undo, redo, new game, restart.

    `store` may be None (tests, or a portable run): then nothing is written.
    """

    def __init__(
        self,
        store: Store | None,
        settings: Settings | None = None,
        *,
        code: str | None = None,
        draw: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.store = store
        self.rng = rng
        self.settings = settings or (store.load_settings() if store else Settings())
        self.stats: Statistics = store.load_stats() if store else Statistics()
        resumed = store.load_game() if store is not None else None
        if resumed is not None:
            self.code, self.history = resumed
            current = self.stats.current
            same = current is not None and current.game_id.split("/")[0] == self.code
            self.game_id = current.game_id if same and current else self._new_id()
            if engine.is_won(self.state):
                # Won just before a crash or a quit: make sure the win is counted.
                self._record()
                resumed = None
        if resumed is None or code or draw:
            # A new deal: whatever game was in progress is left unfinished (not won).
            self._abandon()
            self._deal(code or engine.new_code(draw or self.settings.draw, rng))

    # -- the position ----------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.history.current

    @property
    def draw(self) -> int:
        """The draw mode of the game being played."""
        return self.state.draw

    @property
    def won(self) -> bool:
        """R18."""
        return engine.is_won(self.state)

    # -- actions ---------------------------------------------------------------------

    def play(self, move: Move | str) -> Outcome:
        """Apply a move; raises `engine.IllegalMove` (nothing changes) when it breaks a rule."""
        before = self.state
        self.history.play(move)
        self._after_action()
        return Outcome(before, self.state, self.history.moves[-1])

    def tap(self, pile: str, count: int = 1) -> Outcome | None:
        """R19 for a click on a card; None when the tap finds no place."""
        move = engine.tap(self.state, pile, count, double_click=self.settings.double_click)
        return self.play(move) if move is not None else None

    def undo(self) -> Outcome | None:
        """Take back the last action (R21); None when there is none."""
        before = self.state
        if self.history.undo() is None:
            return None
        self._after_action()
        return Outcome(before, self.state)

    def redo(self) -> Outcome | None:
        """Play the last undone action again; None when there is none."""
        before = self.state
        if self.history.redo() is None:
            return None
        self._after_action()
        return Outcome(before, self.state, self.history.moves[-1])

    def new_game(self, code: str | None = None, draw: int | None = None) -> None:
        """Deal a new game (a given code, or a random one in `draw` mode).

        A bad code raises `engine.BadGameCode` and leaves the game as it was.
        """
        if code:
            code = str(engine.parse_code(code))
        else:
            code = engine.new_code(draw or self.settings.draw, self.rng)
        self._abandon()
        self._deal(code)

    def restart(self) -> None:
        """Deal the same code again from the start (a new game for the statistics)."""
        self._abandon()
        self._deal(self.code)

    def set_settings(self, settings: Settings) -> None:
        """Take new settings and save them at once."""
        self.settings = settings
        if self.store:
            self.store.save_settings(settings)

    def warnings(self) -> list[str]:
        """Problems with the files on disk, each given once."""
        return self.store.pop_warnings() if self.store else []

    def record(self) -> str:
        """The game record: the code and the moves (RULES.md)."""
        return engine.format_record(self.code, self.history.moves)

    # -- bookkeeping -----------------------------------------------------------------

    def _new_id(self) -> str:
        return f"{self.code}/{uuid.uuid4().hex[:12]}"

    def _deal(self, code: str) -> None:
        self.code = str(engine.parse_code(code))
        self.history = History(engine.deal(self.code))
        self.game_id = self._new_id()
        if self.store:
            self.store.save_game(self.code, self.history)

    def _abandon(self) -> None:
        self.stats = abandon_game(self.stats)
        if self.store:
            self.store.save_stats(self.stats)

    def _record(self) -> None:
        """Bring the statistics up to date with the game line, and save them."""
        state = self.state
        self.stats = record_action(
            self.stats,
            self.game_id,
            state.draw,
            self.history.moves,
            score=state.score,
            won=engine.is_won(state),
        )
        if self.store:
            self.store.save_stats(self.stats)

    def _after_action(self) -> None:
        # Statistics first: should the process die between the two writes, a win is
        # already counted, and the saved game still replays to the position before.
        self._record()
        if self.store:
            self.store.save_game(self.code, self.history)
