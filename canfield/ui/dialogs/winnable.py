"""Only winnable deals: random codes are dealt until the solver proves one a win.

The search runs in another process (`canfield.solver.background.winnable_job`); the
window shows how many deals it has tried and a Cancel button, and keeps its frame rate.
The deal found has an ordinary game code; the session marks the game as picked among
winnable deals, so the statistics keep such games apart from random ones.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield.i18n import _, ngettext, number
from canfield.ui.dialogs.modal import Close, Dialog, Result
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button
from canfield.values import record

if TYPE_CHECKING:  # the solver is imported when a search starts, not with the window
    from canfield.solver.background import Background, Job

SECONDS_PER_DEAL = 3.0
"""How long the solver may take over one deal before the next is tried."""

Start = Callable[[int, float], "Job"]


def _start(draw: int, seconds: float) -> Background:
    """The real search: in its own process."""
    from canfield.solver.background import Background, winnable_job

    return Background(winnable_job(draw, seconds))


@record
class Found:
    """A deal proved winnable: its code and draw mode, how many deals were tried."""

    code: str
    draw: int
    tried: int
    seconds: float


class FindingDialog(Dialog):
    """The search's window: the deals tried so far, and Cancel."""

    def __init__(self) -> None:
        self.title = _("Only winnable deals")
        self.tried = 0
        self._room = 0
        """The width the words are wrapped to (0: not laid out yet)."""
        super().__init__([Button(_("Cancel"), "cancel", primary=True)])

    def layout(self, window: Rect) -> None:
        """Laid out twice: the body's width tells how many lines the words take."""
        self._room = 0
        super().layout(window)
        self._room = self.body.width
        super().layout(window)

    def body_height(self) -> int:
        """Two sentences, each in as many lines as it takes."""
        return self.size * 4 + (len(self.lines()) - 2) * (self.size + 8)

    def activate(self, action: str) -> Result | None:
        """Cancel (or Esc, or Enter) closes it; the window stops the search."""
        return Close()

    def spoken_body(self) -> list[str]:
        """What the search does (its progress is said apart, every few seconds)."""
        return [_("Dealing until the solver proves a deal can be won…")]

    def progress(self) -> str:
        """How many deals the search has tried so far."""
        return ngettext("{n} deal tried so far.", "{n} deals tried so far.", self.tried).format(
            n=number(self.tried)
        )

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the search is doing, and how many deals it has tried: lines and colours."""
        said = [
            (_("Dealing until the solver proves a deal can be won…"), theme.PANEL_TEXT),
            (self.progress(), theme.PANEL_DIM),
        ]
        if self._room <= 0:
            return said
        return [
            (line, colour)
            for text, colour in said
            for line in theme.wrap(text, self.size, self._room)
        ]

    def draw_body(self, surface: pygame.Surface) -> None:
        """The lines, one under the other."""
        s = self.size
        body: Rect = self.body
        for i, (line, colour) in enumerate(self.lines()):
            surface.blit(theme.text(line, s, colour), (body.x, body.y + i * (s + 8)))


class Finder:
    """The window's one search for a winnable deal."""

    def __init__(self, start: Start = _start, clock: Callable[[], float] = time.monotonic):
        self._start = start
        self._clock = clock
        self.job: Job | None = None
        self.draw = 3
        self.started = 0.0

    @property
    def working(self) -> bool:
        """True while the search runs."""
        return self.job is not None

    def begin(self, draw: int) -> bool:
        """Start dealing `draw`-card games until one is proved winnable; False if the
        search could not be started."""
        self.cancel()
        self.draw = draw
        self.started = self._clock()
        try:
            self.job = self._start(draw, SECONDS_PER_DEAL)
        except OSError:  # no process could be started (the system's limits)
            return False
        return True

    def cancel(self) -> None:
        """Stop the search (Cancel, or the window closing)."""
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def poll(self, dialog: Dialog | None) -> Found | None:
        """Progress into `dialog` (the finder's window), and the deal once one is found."""
        job = self.job
        if job is None:
            return None
        answer = job.poll()
        news = job.news()
        if news and isinstance(dialog, FindingDialog):
            dialog.tried = news[-1].tried
        from canfield.solver.background import Winnable

        if isinstance(answer, Winnable):
            self.job = None
            return Found(answer.code, self.draw, answer.tried, self._clock() - self.started)
        if not job.running:
            self.job = None  # the search ended without an answer
        return None
