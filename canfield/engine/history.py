"""Undo and redo (R21): a bounded stack of earlier positions, never inverse moves."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from canfield.engine.moves import IllegalMove, Move, NotationError
from canfield.engine.play import apply
from canfield.engine.state import GameState
from canfield.engine.wording import N_

UNDO_LIMIT = 100
"""R21: undo reaches back over the last 100 actions."""


class History:
    """The game line from a deal: the current position, up to `limit` undos, and redo.

    `moves` is the whole line from the deal to the current position (the game record),
    even past the undo limit.
    """

    def __init__(self, start: GameState, limit: int = UNDO_LIMIT) -> None:
        self.start = start
        self.limit = limit
        self._current = start
        self._undo: deque[GameState] = deque(maxlen=limit)
        self._moves: list[Move] = []
        self._redo: list[tuple[Move, GameState]] = []

    @property
    def current(self) -> GameState:
        """The position now."""
        return self._current

    @property
    def moves(self) -> tuple[Move, ...]:
        """Every move from the deal to the current position."""
        return tuple(self._moves)

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """The moves redo would replay, next first."""
        return tuple(m for m, _ in reversed(self._redo))

    @property
    def can_undo(self) -> bool:
        """True when there is an action to take back."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be played again."""
        return bool(self._redo)

    @property
    def undo_depth(self) -> int:
        """How many actions undo can take back now (at most `limit`)."""
        return len(self._undo)

    def recent(self) -> list[tuple[GameState, Move, GameState]]:
        """(position before, move, position after) for each action undo can take back,
        oldest first — what the window needs to know about the last few actions."""
        if not self._undo:
            return []
        befores = list(self._undo)
        moves = self._moves[-len(befores) :]
        afters = [*befores[1:], self._current]
        return list(zip(befores, moves, afters, strict=True))

    def play(self, move: Move | str) -> GameState:
        """Apply a move (raising `IllegalMove`, history unchanged); a new action clears redo."""
        if not isinstance(move, Move):
            move = Move.parse(move)
        new = apply(self._current, move)
        self._undo.append(self._current)
        self._moves.append(move)
        self._current = new
        self._redo.clear()
        return new

    def undo(self) -> GameState | None:
        """Restore the position before the last action exactly, score included; None if none."""
        if not self._undo:
            return None
        previous = self._undo.pop()
        self._redo.append((self._moves.pop(), self._current))
        self._current = previous
        return previous

    def redo(self) -> GameState | None:
        """Play the last undone action again; None if there is none."""
        if not self._redo:
            return None
        move, state = self._redo.pop()
        self._undo.append(self._current)
        self._moves.append(move)
        self._current = state
        return state

    @classmethod
    def replay(
        cls,
        start: GameState,
        moves: Iterable[Move | str],
        limit: int = UNDO_LIMIT,
        redo: Iterable[Move | str] = (),
        undo_depth: int | None = None,
    ) -> History:
        """Rebuild a history by playing `moves` from `start`, with `redo` ready to replay.

        `redo` are the moves redo would replay, next first. `undo_depth` (when given) caps
        how many actions undo can take back, as it was in the history being restored.
        Raises `IllegalMove` naming the position of a move that does not apply (one whose
        text does not read included: its reason is then the `NotationError`); a redo move
        that does not read raises that `NotationError` itself.
        """
        history = cls(start, limit)
        for n, move in enumerate(moves, start=1):
            try:
                history.play(move)
            except (IllegalMove, NotationError) as exc:
                raise _in_line(N_("move {n} ({move}): {reason}"), exc, n, move) from exc
        state, forward = history.current, []
        for n, move in enumerate(redo, start=1):
            parsed = move if isinstance(move, Move) else Move.parse(move)
            try:
                state = apply(state, parsed)
            except IllegalMove as exc:
                raise _in_line(N_("redo move {n} ({move}): {reason}"), exc, n, move) from exc
            forward.append((parsed, state))
        history._redo = forward[::-1]
        if undo_depth is not None:
            while len(history._undo) > max(0, undo_depth):
                history._undo.popleft()
        return history


def _in_line(
    template: str, exc: IllegalMove | NotationError, n: int, move: Move | str
) -> IllegalMove:
    """`exc` as the refusal of the `n`-th move of a line. A move that does not read is
    refused there like one that breaks a rule, its rule being "notation"."""
    rule = exc.rule if isinstance(exc, IllegalMove) else "notation"
    return IllegalMove(template, rule=rule, n=n, move=move, reason=exc)
