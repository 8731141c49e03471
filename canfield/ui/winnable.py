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

from canfield.i18n import _, ngettext
from canfield.records import record
from canfield.ui import theme
from canfield.ui.dialogs import Close, Dialog, Result
from canfield.ui.widgets import Button

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
        super().__init__([Button(_("Cancel"), "cancel", primary=True)])

    def body_height(self) -> int:
        """Two lines of text."""
        return self.size * 4

    def activate(self, action: str) -> Result | None:
        """Cancel (or Esc, or Enter) closes it; the window stops the search."""
        return Close()

    def draw_body(self, surface: pygame.Surface) -> None:
        """What the search is doing, and how many deals it has tried."""
        s = self.size
        body: Rect = self.body
        lines = [
            _("Dealing until the solver proves a deal can be won…"),
            ngettext("{n} deal tried so far.", "{n} deals tried so far.", self.tried).format(
                n=self.tried
            ),
        ]
        for i, line in enumerate(lines):
            colour = theme.PANEL_TEXT if i == 0 else theme.PANEL_DIM
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
