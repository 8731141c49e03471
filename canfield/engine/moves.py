"""Moves as small values with the rule book's notation: `S`, `R>F2`, `W>C3`, `C2:3>C4`.

A move knows its kind (`MoveKind`), worked out once when the move is made, so that
whatever treats kinds differently — `apply`, `refusal`, the score, the window — asks the
move instead of reading its pile names. Text that is not a move raises `NotationError`;
a move the position refuses is an `IllegalMove` (see `canfield.engine.play`).
"""

from __future__ import annotations

import re
from enum import Enum
from functools import cache
from typing import cast

from canfield.engine.piles import SOURCES, TARGETS, PileName
from canfield.engine.wording import N_, Plural, Refusal
from canfield.values import record

_MOVE_RE = re.compile(r"(?:(S)|([RW]|F[1-4]|C[1-4])(?::([0-9]+))?>(F[1-4]|C[1-4]))")


class NotationError(Refusal):
    """Text that is not a move, or not a game record: nothing to play, so no rule broken.

    Raised by what reads text (`Move.parse`, `canfield.engine.notation`). It is a sibling
    of `IllegalMove` under `Refusal`, not a kind of it: both are `ValueError`s worded in
    the player's language by the same `canfield.explain`, but a caller that reads
    what a player typed catches this one, and a caller that plays a move catches
    `IllegalMove`, without mistaking a typing slip for a broken rule or the other way round.
    """


class IllegalMove(Refusal):
    """A move the position refuses: it breaks a rule. `rule` names the rule id, e.g. "R10".

    `str()` is the reason in English; `template` and `params` let the window word it in
    the player's language.
    """

    def __init__(self, template: str | Plural, rule: str = "", **params: object) -> None:
        super().__init__(template, **params)
        self.rule = rule


class MoveKind(Enum):
    """A move's kind, by what the rules do differently with it.

    Four kinds, not one per source and target as in klondike's `MoveType`
    (`WASTE_TO_FOUNDATION`, `TABLEAU_TO_TABLEAU`, …): there each kind carries other data,
    here every move is a source, a target and a count, and the reserve, the waste and a
    column give up their top cards alike. What the rules tell apart is where cards go and
    what it costs: the stock tap places no card (R15, R16); a card onto a foundation
    builds up in suit (R7) and scores (R22); cards onto a column must fit (R10) and may be
    a run (R11) — either may empty a column, which the reserve refills (R12); a take-back
    lifts a foundation's top card onto a column (R8), keeps the score and never refills.
    Each kind has one refusal and one player (`canfield.engine.play.HANDLERS`).
    `MALFORMED` is a `Move` built by hand that names no pile of the rule book, no target,
    or a target no card goes onto (the stock, the waste, the reserve): no rule plays it,
    so it is always refused; `Move.parse` never makes one.
    """

    STOCK = "stock tap"
    TO_FOUNDATION = "to a foundation"
    TO_COLUMN = "to a column"
    TAKE_BACK = "take-back"
    MALFORMED = "malformed"

    # The members are singletons, so the identity hash is right; it is C's, where Enum's
    # hashes the name in Python: `apply`'s lookup by kind took 140 ns instead of 27.
    __hash__ = object.__hash__


def kind_of(source: str, target: str | None) -> MoveKind:
    """The kind of a move from `source` to `target` (see `MoveKind`)."""
    if source == "S":
        return MoveKind.STOCK
    if source not in SOURCES or target is None or target not in TARGETS:
        return MoveKind.MALFORMED
    if source[0] == "F":
        return MoveKind.TAKE_BACK
    return MoveKind.TO_FOUNDATION if target[0] == "F" else MoveKind.TO_COLUMN


class _Kinded:
    """The slot that holds a move's kind. A record's own slots are its fields, and the kind
    is no field: it follows from them, so it takes no part in equality, the hash or the
    repr, and `Move.__post_init__` fills it once."""

    __slots__ = ("kind",)
    kind: MoveKind


@record(slots=True)
class Move(_Kinded):
    """One action. `source` is a pile name; `target` is None for a stock tap (`S`).

    `count` is how many cards leave the top of a column (1 for every other pile). `kind`
    is the move's `MoveKind`, worked out when the move is made.
    """

    source: PileName
    target: PileName | None = None
    count: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", kind_of(self.source, self.target))

    @property
    def is_stock(self) -> bool:
        """A tap on the stock: draw (R15) or recycle (R16)."""
        return self.kind is MoveKind.STOCK

    @property
    def to_foundation(self) -> bool:
        """True when the move places a card on a foundation (+5, R22)."""
        return self.kind is MoveKind.TO_FOUNDATION

    def __str__(self) -> str:
        if self.target is None:
            return self.source
        if self.count != 1:
            return f"{self.source}:{self.count}>{self.target}"
        return f"{self.source}>{self.target}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    def __reduce__(self) -> tuple[type[Move], tuple[PileName, PileName | None, int]]:
        # Pickled and copied through the constructor, so that the kind is made again.
        return (Move, (self.source, self.target, self.count))

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the notation (case-insensitive); raise `NotationError` for anything else.

        A count too large for the column it names reads as a move: the position refuses
        it ("column 2 has only 5 cards"). Only counts no column could ever hold — more
        digits than `MAX_COUNT_DIGITS` — are refused here.
        """
        if not isinstance(text, str):
            raise NotationError(N_("{text} is not a move"), text=shown(text))
        compact = text.strip().replace(" ", "")
        # Only ASCII is read: str.upper() turns "ſ" into "S", which must not pass for a move.
        m = _MOVE_RE.fullmatch(compact.upper()) if compact.isascii() else None
        if not m:
            raise NotationError(NOT_A_MOVE, text=shown(text))
        if m.group(1):
            return STOCK_TAP
        source = cast(PileName, m.group(2))
        count, target = m.group(3), cast(PileName, m.group(4))
        if not count:
            return shared_move(source, target, 1)
        if source[0] != "C":
            raise NotationError(
                N_("{text}: only a column moves several cards at once (C2:3>C4)"), text=shown(text)
            )
        digits = count.lstrip("0")
        if not digits:
            raise NotationError(N_("{text}: a move takes 1 card or more"), text=shown(text))
        if len(digits) > MAX_COUNT_DIGITS:
            raise NotationError(N_("{text}: no column holds that many cards"), text=shown(text))
        return shared_move(source, target, int(digits))


NOT_A_MOVE = N_("{text} is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4")
"""The refusal of text that is not a move, with the forms a move takes."""

MAX_COUNT_DIGITS = 3
"""A move's count is read up to 999 (a column never holds more than 52 cards); longer
numbers are refused before Python is asked to read them."""

SHOWN = 40
"""How many characters of a bad move a message echoes back."""


def shown(text: object) -> str:
    """`text` quoted for a message, cut to its first `SHOWN` characters."""
    if isinstance(text, str) and len(text) > SHOWN:
        return repr(text[:SHOWN]) + "…"
    quoted = repr(text)
    return quoted if len(quoted) <= SHOWN + 2 else quoted[: SHOWN + 2] + "…"


@cache
def shared_move(source: PileName, target: PileName | None, count: int) -> Move:
    """The one `Move` with these values, made (its kind with it) the first time it is asked.

    `legal_moves`, `tap` and `Move.parse` hand out these instead of making a move each
    time: a move is a frozen value, so sharing it is safe, and it keeps them as fast as
    before moves had a kind (scripts/bench_engine.py). There are a few hundred such
    moves; `parse` adds at most one per count a player types (up to 999). All three values
    are asked for, so that one move is never cached twice under two sets of arguments.
    """
    return Move(source, target, count)


STOCK_TAP = Move("S")
"""The stock tap, `S` (draw, or recycle the waste)."""


def parse_move(text: str) -> Move:
    """Read one move in the rule book's notation."""
    return Move.parse(text)
