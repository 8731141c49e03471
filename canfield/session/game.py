"""The game on the table: its line of play over the engine, and nothing of files or locks.

`Game` keeps what the window plays and shows: the code, the history (undo and redo), how
many cards went up, the time played, whether it was won. Every action returns a
`Change`; saving it is `Ledger`'s job, and the caller's (`Session`) to ask for.
"""

from __future__ import annotations

from canfield import engine
from canfield.engine import GameState, History, Move
from canfield.store.game_rows import Progress
from canfield.store.persist import placements
from canfield.values import record


@record
class Change:
    """What an action did: the positions before and after, and the move if it was one."""

    before: GameState
    after: GameState
    move: Move | None = None
    relined: bool = False
    """True when the action changed the line as a whole (`Game.rewind`, or its undo)."""


class Game:
    """One game's line and figures. `start_json` is the position it was dealt from when
    that was set up by hand (None for a dealt code)."""

    def __init__(
        self,
        game_id: int,
        code: str,
        history: History,
        *,
        start_json: str | None = None,
        winnable_only: bool = False,
        daily: bool = False,
        elapsed: float = 0.0,
        finished: bool | None = None,
        started: bool | None = None,
    ) -> None:
        self.id = game_id
        self.code = code
        self.history = history
        self.placed = placements(history.moves)
        self.start_json = start_json
        self.winnable_only = winnable_only
        self.daily = daily
        """Whether this is today's deal (see `canfield.teacher.daily`)."""
        self.elapsed = elapsed
        self.finished = engine.is_won(history.current) if finished is None else finished
        """Whether this game was won (even if undone since): its time stands still."""
        self.started = bool(history.moves or history.redo_moves) if started is None else started
        """Whether this game has had an action (its clock runs from the first one)."""
        self.undos = 0
        self.hints = 0
        """Undos and hints asked in this window (for today's deal's result to share)."""
        self.rewound: tuple[History, int] | None = None
        """The line as it was before going back beyond undo's reach (`rewind`), and the
        position gone back to: undo at that position takes the whole step back."""

    @property
    def state(self) -> GameState:
        """The position now."""
        return self.history.current

    @property
    def won(self) -> bool:
        """R18."""
        return engine.is_won(self.state)

    def play(self, move: Move) -> Change:
        """Apply a move; raises `engine.IllegalMove` (nothing changes) when it breaks a rule."""
        before = self.state
        self.history.play(move)
        self.placed += move.to_foundation
        self._acted()
        return Change(before, self.state, move)

    @property
    def can_undo(self) -> bool:
        """True when undo has an action to take back (a rewind included)."""
        return self.history.can_undo or self._at_rewind()

    def _at_rewind(self) -> bool:
        """At the position a rewind went back to, with nothing newer to undo first."""
        return self.rewound is not None and len(self.history.moves) == self.rewound[1]

    def rewind(self, position: int) -> Change:
        """Go back to the position after `position` moves of the line, beyond undo's reach,
        by replaying the line from the start to it: one action, which undo takes back."""
        history = self.history
        if not 0 <= position < len(history.moves):
            raise ValueError(f"no position {position} to go back to")
        before = self.state
        self.history = History.replay(
            history.start, history.moves[:position], limit=history.limit, undo_depth=0
        )
        self.rewound = (history, position)
        self.placed = placements(self.history.moves)
        self.started = True
        return Change(before, self.state, relined=True)

    def undo(self) -> Change | None:
        """Take back the last action (R21); None when there is none."""
        recent = self.history.recent()
        if not recent and self._at_rewind() and self.rewound is not None:
            before, (self.history, _) = self.state, self.rewound
            self.rewound = None
            self.placed = placements(self.history.moves)
            return Change(before, self.state, relined=True)
        if not recent:
            return None
        before = self.state
        self.history.undo()
        self.undos += 1
        self.placed -= recent[-1][1].to_foundation
        self.started = True
        return Change(before, self.state)

    def redo(self) -> Change | None:
        """Play the last undone action again; None when there is none."""
        if not self.history.can_redo:
            return None
        move = self.history.redo_moves[0]
        before = self.state
        self.history.redo()
        self.placed += move.to_foundation
        self._acted()
        return Change(before, self.state, move)

    def _acted(self) -> None:
        self.finished = self.finished or self.won
        self.started = True

    def add_elapsed(self, seconds: float) -> bool:
        """Count `seconds` more of playing time; False (nothing counted) once the game is
        won — its time is the time of the win — or for a nonsensical amount."""
        if self.finished or not 0 < seconds < float("inf"):
            return False
        self.elapsed += seconds
        return True

    def progress(self) -> Progress:
        """The figures saved with each action."""
        state = self.state
        return Progress(state.score, self.placed, self.history.undo_depth, engine.is_won(state))

    def record(self) -> str:
        """The game record: the code and the moves (RULES.md)."""
        return engine.format_record(self.code, self.history.moves)
