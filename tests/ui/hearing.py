"""A voice for window tests: it keeps what the window gives it to say, in order, and
whether each message interrupted what was being said or waited its turn."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable

from canfield.speech.voice import Backend, Voice


class Recording(Voice):
    """A voice with no engine that keeps every message it was given, in order (`given`),
    and for each whether it interrupts (`interrupting`: the first of a `say_all`, a `say`,
    a repeat) or waits for what is being said (the rest of a `say_all`, an `add`)."""

    def __init__(self) -> None:
        super().__init__(None, io.StringIO())
        self.given: list[str] = []
        self.interrupting: list[bool] = []
        self._next_interrupts = False

    def say_all(self, texts: Iterable[str]) -> None:
        self._next_interrupts = True
        super().say_all(texts)

    def add(self, texts: Iterable[str]) -> None:
        self._next_interrupts = False
        super().add(texts)

    def repeat(self) -> None:
        self._next_interrupts = True
        super().repeat()

    def reopen(self, opener: Callable[[], Backend] | None) -> None:
        """Speech set otherwise (Speech and view): still no engine, whatever is chosen."""
        super().reopen(None)

    def _write(self, text: str) -> None:
        self.given.append(text)
        self.interrupting.append(self._next_interrupts)
        self._next_interrupts = False  # a sequence interrupts with its first message only
        super()._write(text)

    def heard(self, start: int = 0) -> list[tuple[str, bool]]:
        """The messages from the `start`-th on, each with whether it interrupted."""
        return list(zip(self.given, self.interrupting, strict=True))[start:]
