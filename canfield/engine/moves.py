"""Moves as small values with the rule book's notation: `S`, `R>F2`, `W>C3`, `C2:3>C4`."""

from __future__ import annotations

import re
from typing import cast

from canfield.engine.piles import PileName
from canfield.engine.wording import N_, Plural, Refusal
from canfield.records import record

_MOVE_RE = re.compile(r"(?:(S)|([RW]|F[1-4]|C[1-4])(?::([0-9]+))?>(F[1-4]|C[1-4]))")


class IllegalMove(Refusal):
    """A move that breaks a rule (or cannot be read). `rule` names the rule id, e.g. "R10".

    `str()` is the reason in English; `template` and `params` let the window word it in
    the player's language.
    """

    def __init__(self, template: str | Plural, rule: str = "", **params: object) -> None:
        super().__init__(template, **params)
        self.rule = rule


@record(slots=True)
class Move:
    """One action. `source` is a pile name; `target` is None for a stock tap (`S`).

    `count` is how many cards leave the top of a column (1 for every other pile).
    """

    source: PileName
    target: PileName | None = None
    count: int = 1

    @property
    def is_stock(self) -> bool:
        """A tap on the stock: draw (R15) or recycle (R16)."""
        return self.source == "S"

    @property
    def to_foundation(self) -> bool:
        """True when the move places a card on a foundation (+5, R22)."""
        return self.target is not None and self.target[0] == "F"

    def __str__(self) -> str:
        if self.target is None:
            return self.source
        if self.count != 1:
            return f"{self.source}:{self.count}>{self.target}"
        return f"{self.source}>{self.target}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read the notation (case-insensitive); raise `IllegalMove` for anything else.

        A count too large for the column it names reads as a move: the position refuses
        it ("column 2 has only 5 cards"). Only counts no column could ever hold — more
        digits than `MAX_COUNT_DIGITS` — are refused here.
        """
        if not isinstance(text, str):
            raise IllegalMove(N_("{text} is not a move"), text=shown(text))
        compact = text.strip().replace(" ", "")
        # Only ASCII is read: str.upper() turns "ſ" into "S", which must not pass for a move.
        m = _MOVE_RE.fullmatch(compact.upper()) if compact.isascii() else None
        if not m:
            raise IllegalMove(
                N_("{text} is not a move; write S, R>F2, W>C3, F1>C4, C1>F3 or C2:3>C4"),
                rule="notation",
                text=shown(text),
            )
        if m.group(1):
            return STOCK_TAP
        source = cast(PileName, m.group(2))
        count, target = m.group(3), cast(PileName, m.group(4))
        if not count:
            return cls(source, target)
        if source[0] != "C":
            raise IllegalMove(
                N_("{text}: only a column moves several cards at once (C2:3>C4)"),
                rule="R11",
                text=shown(text),
            )
        digits = count.lstrip("0")
        if not digits:
            raise IllegalMove(
                N_("{text}: a move takes 1 card or more"), rule="notation", text=shown(text)
            )
        if len(digits) > MAX_COUNT_DIGITS:
            raise IllegalMove(
                N_("{text}: no column holds that many cards"), rule="notation", text=shown(text)
            )
        return cls(source, target, int(digits))


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


STOCK_TAP = Move("S")
"""The stock tap, `S` (draw, or recycle the waste)."""


def parse_move(text: str) -> Move:
    """Read one move in the rule book's notation."""
    return Move.parse(text)
