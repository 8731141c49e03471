"""The solver in the window: Hint (H) and "Can this still be won?" (W).

Each question runs the solver in another process (`canfield.solver.background`), so the
loop keeps its frame rate: `ask` starts the job and `poll`, called every pass of the
loop, never waits. A second question while one works does nothing more; any move, undo
or new deal cancels the job (`cancel`). A hint only shows where a card would go — it
never moves one (R20).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from canfield.engine import GameState, Move, PileName
from canfield.i18n import _, aloud, decimal, ngettext, say
from canfield.ui.input.intents import Say
from canfield.values import record

if TYPE_CHECKING:  # the solver is imported when first asked, not with the window
    from canfield.solver import Solution
    from canfield.solver.background import Background, Job
    from canfield.solver.hint import Hint

HINT_SECONDS = 10.0
"""How long a hint or a "can this still be won?" searches before it says "undecided"."""

Question = Literal["hint", "check"]
Start = Callable[[GameState, float], "Job"]


def _start(state: GameState, seconds: float) -> Background:
    """The real job: the solver in its own process."""
    from canfield.solver.background import Background, solve_job

    return Background(solve_job(state, seconds, None))


@record
class Mark:
    """What a hint outlines on the table: cards `first`… of `source`, and `target`."""

    source: PileName
    first: int
    target: PileName | None


class Solving:
    """The window's one solver job and the hint it shows."""

    def __init__(
        self,
        start: Start = _start,
        clock: Callable[[], float] = time.monotonic,
        seconds: float = HINT_SECONDS,
    ) -> None:
        self._start = start
        self._clock = clock
        self.seconds = seconds
        self.job: Job | None = None
        self.question: Question | None = None
        self.asked_for: GameState | None = None
        self.started = 0.0
        self.mark: Mark | None = None

    @property
    def working(self) -> bool:
        """True while a job runs."""
        return self.job is not None

    def ask(self, question: Question, state: GameState) -> Say | None:
        """Start answering `question` about `state`; nothing while a job already works."""
        if self.job is not None:
            return None
        self.mark = None
        self.question = question
        self.asked_for = state
        self.started = self._clock()
        try:
            self.job = self._start(state, self.seconds)
        except OSError:  # no process could be started (the system's limits)
            return Say(_("The solver could not be started."), error=True)
        if question == "hint":
            return Say(_("Looking for a winning line…"))
        return Say(_("Working out whether this position can still be won…"))

    def cancel(self) -> None:
        """The position changed: stop the job and take the hint off the table."""
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.mark = None

    def poll(self) -> Say | None:
        """The answer, once the job has one (None before, and at once)."""
        job, state = self.job, self.asked_for
        if job is None or state is None:
            return None
        answer = job.poll()
        if answer is None and job.running:
            return None
        self.job = None
        seconds = self._clock() - self.started
        from canfield.solver import Solution

        if not isinstance(answer, Solution):
            return Say(_("The solver stopped without an answer."), error=True)
        if self.question == "check":
            return Say(verdict_text(answer.verdict, seconds))
        return self._hint(state, answer, seconds)

    def _hint(self, state: GameState, answer: Solution, seconds: float) -> Say:
        """The status line (and the outline) for a hint's answer."""
        from canfield.solver.hint import Hint, hint_from_line, moving_card, useful_move

        if answer.verdict == "won":
            hint = hint_from_line(state, answer.moves)
            if hint is None:
                return Say(_("This game is already won."))
            self.mark = mark_for(state, hint)
            with aloud():
                heard = hint_text(hint)
            return Say(hint_text(hint), spoken=heard)
        move = useful_move(state)
        if answer.verdict == "lost":
            text = heard = _("This position can no longer be won.")
            if move is not None:
                hint = Hint(move, moving_card(state, move), move.target)
                self.mark = mark_for(state, hint)
                from canfield.teacher.words import move_words

                anyway = _("The most useful move anyway: {move}.")
                text += " " + anyway.format(move=move_words(hint))
                with aloud():
                    heard += " " + anyway.format(move=move_words(hint))
            return Say(text, spoken=heard)
        text = _(
            "No winning line found in {seconds} s; this position may still be winnable."
        ).format(seconds=decimal(seconds))
        return Say(text)


def mark_for(state: GameState, hint: Hint) -> Mark:
    """The piles a hint outlines: the moving cards (the stock for a tap) and the target."""
    move: Move = hint.move
    if move.is_stock:
        return Mark("S", max(0, len(state.stock) - 1), hint.target)
    source = state.pile(move.source)
    return Mark(move.source, max(0, len(source) - move.count), move.target)


def hint_text(hint: Hint) -> str:
    """The status line for a hint: the card and where it goes ("Hint: Q♣ onto column 2.").

    Each kind of target has its own sentence, so that a language can put the column and
    the foundation in the case its preposition asks for.
    """
    target = hint.target
    if hint.move.is_stock:
        if hint.card is None or target is None:
            return _("Hint: tap the stock.")
        if target[0] == "C":
            template = ngettext(
                "Hint: {n} tap on the stock brings {card}; it goes onto column {pile}.",
                "Hint: {n} taps on the stock bring {card}; it goes onto column {pile}.",
                hint.taps,
            )
        else:
            template = ngettext(
                "Hint: {n} tap on the stock brings {card}; it goes onto foundation {pile}.",
                "Hint: {n} taps on the stock bring {card}; it goes onto foundation {pile}.",
                hint.taps,
            )
        return say(template, n=hint.taps, card=hint.card, pile=int(target[1]))
    from canfield.teacher.words import onto  # with the solver: after the first frame

    return onto(
        hint,
        _("Hint: {card} onto column {pile}."),
        _("Hint: {card} onto foundation {pile}."),
    )


def verdict_text(verdict: str, seconds: float) -> str:
    """The status line for "Can this still be won?", with the time it took."""
    s = decimal(seconds, 2)
    if verdict == "won":
        return _("Yes: this position can still be won (found in {seconds} s).").format(seconds=s)
    if verdict == "lost":
        return _("No: this position can no longer be won (proved in {seconds} s).").format(
            seconds=s
        )
    return _("Undecided after {seconds} s: no winning line found, none ruled out.").format(
        seconds=s
    )
