"""What the player asked for, as small typed values.

The pointer, the keyboard and the toolbar turn raw events into these and return them;
`App.apply` alone acts on them — calls the session, shows a refusal, starts the slides —
as klondike's table builds a `Move` and calls one `onMove`, and pygame_gui's buttons
emit events instead of calling game code. So a controller is tested with synthetic
events and a `Table` snapshot, with no window and no session.
"""

from __future__ import annotations

from typing import Literal

from pygame import Rect

from canfield.engine import Card, Move, PileName
from canfield.values import record

CommandName = Literal[
    "new",
    "undo",
    "redo",
    "hint",
    "settings",
    "stats",
    "rules",
    "copy",
    "quit",
    "speak",
    "hush",
    "fullscreen",
    "check",
    "repeat",
    "where",
    "read_pile",
    "foundations",
    "counts",
    "score_time",
    "lost",
    "watch",
]
"""A toolbar button or a shortcut: `speak` shows the position in words, `hush` closes
them, `fullscreen` fills the screen or goes back to a window (F11), `check` asks whether
the position can still be won; the query keys: `repeat` says the last message again,
`where` where the focus is, `read_pile` the focused pile card by card, `foundations`,
`counts` (reserve, stock, waste), `score_time`; the teacher's: `lost` where the game was
lost (G: where did it go wrong?), `watch` shows a win from here (V)."""

Held = tuple[tuple[Card, Rect], ...]
"""Cards in the hand and where they are drawn now (they slide on, or fly back, from there)."""


@record
class Play:
    """Play a move (a drop, or Space putting cards down); `held` as `Held`."""

    move: Move
    held: Held = ()


@record
class Tap:
    """A click or Enter on a card (R19): `count` cards from the top of `pile`.

    `echo` marks the second click of a double-click: it is ignored when it would act on
    the card the first click has just moved.
    """

    pile: PileName
    count: int = 1
    echo: bool = False


@record
class PutBack:
    """Let the held cards fly back to their pile; nothing is played."""

    held: Held


@record
class Command:
    """Run a command."""

    name: CommandName


@record
class Say:
    """Show a line in the status bar ("" clears it); `error` when it tells why nothing happened.

    `spoken` is the line as it is heard, where the shown one names cards by glyphs."""

    text: str
    error: bool = False
    spoken: str | None = None


Intent = Play | Tap | PutBack | Command | Say
