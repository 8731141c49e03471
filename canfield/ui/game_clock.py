"""The game's clock: the seconds a game is played, shown in the status bar, saved with it.

The clock runs from a game's first action while the player can play: not while the
window is minimised or hidden, not while a dialog is open, not once the game is won.
The loop feeds it the time on every pass (`tick`); it hands the seconds it counted to
the session (`Session.add_elapsed`, saved with the game) whenever a whole second has
gathered and whenever it stops, so a crash costs at most a second. A pass that comes
long after the one before (the machine slept, the loop was stuck) counts only
`MAX_STEP` seconds: time nobody could play is not playing time. No pygame here.
"""

from __future__ import annotations

from typing import Protocol

from canfield.store.duration import duration

MAX_STEP = 2.0
"""The most one pass of the loop adds, in seconds."""

FLUSH_AFTER = 1.0
"""Seconds gathered before they are handed to the session (and saved)."""


class Timed(Protocol):
    """What the clock needs of the session."""

    @property
    def game_id(self) -> int:
        """The game's number: the clock starts afresh with each game."""
        ...

    @property
    def elapsed(self) -> float:
        """The time played so far."""
        ...

    @property
    def started(self) -> bool:
        """Whether the game has had an action."""
        ...

    @property
    def finished(self) -> bool:
        """Whether the game was won."""
        ...

    def add_elapsed(self, seconds: float) -> None:
        """Count and save more playing time."""
        ...


class GameClock:
    """Counts playing time for the session's current game."""

    def __init__(self) -> None:
        self.minimised = False
        """Set by the window: minimised or hidden, the game is not being played."""
        self._last: float | None = None
        self._pending = 0.0
        self._game = 0

    def runs(self, session: Timed, *, dialog_open: bool) -> bool:
        """Whether playing time is being counted now."""
        return session.started and not session.finished and not dialog_open and not self.minimised

    def tick(self, session: Timed, now: float, *, dialog_open: bool) -> None:
        """One pass of the loop at time `now`: count, and save whole seconds."""
        if session.game_id != self._game:
            self._pending = 0.0  # a new deal: what was counted belonged to the old one
            self._game = session.game_id
            self._last = None
        if not self.runs(session, dialog_open=dialog_open):
            self.flush(session)
            self._last = None
            return
        if self._last is not None:
            self._pending += min(MAX_STEP, max(0.0, now - self._last))
        self._last = now
        if self._pending >= FLUSH_AFTER:
            self.flush(session)

    def flush(self, session: Timed) -> None:
        """Hand the seconds counted so far to the session (before a close, a pause)."""
        if self._pending > 0 and session.game_id == self._game:
            session.add_elapsed(self._pending)
        self._pending = 0.0

    def seconds(self, session: Timed) -> float:
        """The game's playing time now, saved or not yet."""
        pending = self._pending if session.game_id == self._game else 0.0
        return session.elapsed + pending

    def label(self, session: Timed) -> str:
        """The time as the status bar shows it (`m:ss`); empty before the first action."""
        if not session.started and self.seconds(session) == 0:
            return ""
        return duration(self.seconds(session))
