"""The lock that keeps a game on this window's table only (see `canfield.store.locks`).

A window holds one game's lock at a time: the game it plays. A new game's lock is taken
inside the transaction that makes its row (`claim`), before any other window can see
the game; a game in progress is taken up only once its lock is held (`hold`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canfield.store import Store
    from canfield.store.games import Games
    from canfield.store.locks import GameLock


class TableLock:
    """The lock of the game on this window's table; without a store, nothing to lock."""

    def __init__(self, store: Store | None) -> None:
        self._store = store
        self._held: GameLock | None = None
        self._claimed: GameLock | None = None
        self.unusable: GameLock | None = None
        """The last lock that could be made nowhere (see `hold`), to tell the player why."""

    def _take(self, game_id: int) -> GameLock | None:
        """The lock of a game, taken; None when another window has it."""
        assert self._store is not None
        lock = self._store.lock(game_id)
        if self._claimed is not None and self._claimed.path == lock.path:
            return self._claimed  # asked again: a write run once more in memory
        return lock if lock.acquire() else None

    def claim(self, game_id: int) -> None:
        """Take a new game's lock inside the transaction that makes the game."""
        self._claimed = self._take(game_id) if self._store is not None else None

    def keep_claimed(self, games: Games, leaving: int | None) -> None:
        """Hold the lock `claim` took; the game left (`leaving`) lets its lock go."""
        self._switch(self._claimed, games, leaving)

    def hold(self, game_id: int, games: Games, playing: int | None) -> bool | None:
        """Take the lock of a game in progress and hold it from now on; False when another
        window has it, None when no lock can be made at all (then no window can tell who
        has it). `playing` is the game held until now."""
        if self._store is None:
            return True
        lock = self._take(game_id)
        if lock is None:
            return False
        if not lock.usable:
            self.unusable = lock
            return None
        self._switch(lock, games, playing)
        return True

    def _switch(self, lock: GameLock | None, games: Games, previous_id: int | None) -> None:
        """Hold `lock`; the previous game's lock goes (its file too if that game ended)."""
        previous, self._held, self._claimed = self._held, lock, None
        if previous is None or previous is lock:
            return
        row = games.get(previous_id) if previous_id else None
        if row is None or row.outcome != "in progress":
            previous.discard()
        else:
            previous.release()

    def drop(self) -> None:
        """The game held ended without replaying (abandoned): its lock and file go."""
        if self._held is not None:
            self._held.discard()
            self._held = None

    def release(self) -> None:
        """Let the game go (another window may take it up); it stays in progress."""
        if self._held is not None:
            self._held.release()
            self._held = None
