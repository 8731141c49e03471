"""What a session has to tell the player: problems with the files, and news of the games.

The store collects the problems with files (a file set aside, a folder not writable);
the session adds news of the games themselves (a game left unfinished, one open in
another window). The window shows both, once, and titles its notice by which they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canfield.store import Store


class Notices:
    """The sentences waiting to be shown, each given once."""

    def __init__(self, store: Store | None) -> None:
        self._store = store
        self._waiting: list[str] = []
        self.about_games: set[str] = set()
        """The sentences about the games themselves, as opposed to problems with files."""

    def tell(self, text: str) -> None:
        """Keep news of a game for the player."""
        self.about_games.add(text)
        if self._store is not None:
            self._store.warn(text)
        elif text not in self._waiting:
            self._waiting.append(text)

    def pop(self) -> list[str]:
        """Everything not yet shown, oldest first; each is given once."""
        given, self._waiting = self._waiting, []
        return given + (self._store.pop_warnings() if self._store is not None else [])
