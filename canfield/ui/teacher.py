"""The solver as a teacher in the window: the questions put to it — where the game was
lost and the way back there (G), a win to watch (V), today's deal — and the check after
each move that says when one lost the game.

Each question runs in another process (`canfield.solver.background`), so the loop keeps
its frame rate; `tick`, called every pass of the loop, never waits. A question is
dropped when the position changes under it. What the answers show in a replay is
watched through `canfield.ui.replays`, kept apart because it waits for nothing. Nothing
here plays a card for the player (R20).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from canfield.engine import GameState
from canfield.i18n import _, decimal, ngettext, say
from canfield.ui.dialogs.answers import TEACHER_ANSWERS, GoBack, TodaysDeal, Watch
from canfield.ui.replays import REPLAY_ANSWERS, Replays

if TYPE_CHECKING:
    from canfield.solver.background import Job
    from canfield.teacher.daily import DailyDeal
    from canfield.ui.actions import Actions

Kind = Literal["lost", "watch", "daily"]
Start = Callable[[Callable[..., None]], "Job"]
WATCH_SECONDS = 10.0


def _start(job: Callable[..., None]) -> Job:
    """The real job: its own process."""
    from canfield.solver.background import Background

    return Background(job)


class Teacher:
    """The window's teacher: one question at a time, the replays its answers show, and
    the check after each move."""

    def __init__(self, actions: Actions, start: Start = _start) -> None:
        self.actions = actions
        self.start_job = start
        self.job: Job | None = None
        self.kind: Kind | None = None
        self.asked_for: GameState | None = None
        self.started = 0.0
        self.replays = Replays(actions)
        """The replay shown on the table, if any."""
        self.dailies: dict[str, DailyDeal] = {}
        """Today's deal once worked out, by date: asked again, it is dealt at once."""
        self.watcher = Watcher(self)
        """The check after each move, when the setting asks for it."""

    @property
    def working(self) -> bool:
        """True while a question is being worked out, a move is being checked or a
        replay plays by itself."""
        return self.job is not None or self.watcher.working or self.replays.playing

    # -- questions ---------------------------------------------------------------------

    def command(self, name: str) -> None:
        """G: where did it go wrong? V: show me a win from here."""
        session = self.actions.session
        if self.job is not None:
            return  # one question at a time; the one asked is being worked out
        if name == "lost":
            history = session.history
            if not history.moves:
                self.actions.stage.say(_("No move has been played yet: nothing went wrong."))
                return
            from canfield.teacher.jobs import WhereLostJob

            self._ask(
                "lost",
                WhereLostJob(history.start, history.moves),
                _("Looking for where the game was lost…"),
            )
        elif name == "watch":
            from canfield.solver.background import solve_job

            job = solve_job(session.state, WATCH_SECONDS, None)
            self._ask("watch", job, _("Looking for a win to show…"))

    def _ask(self, kind: Kind, job: Callable[..., None], said: str) -> None:
        """Start a job; say it has started, or that it could not."""
        try:
            self.job = self.start_job(job)
        except OSError:
            self.actions.stage.say(_("The solver could not be started."), error=True)
            return
        self.kind = kind
        self.asked_for = self.actions.session.state
        self.started = self.actions.clock()
        self.actions.stage.say(said)

    def cancel(self) -> None:
        """Stop the question being worked out (its answer is dropped)."""
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.watcher.cancel()

    def tick(self, now: float) -> bool:
        """The replay's next move while it plays, and the answer once there is one; True
        when something shown changed."""
        changed = self.replays.tick(now)
        changed = self.watcher.tick(now) or changed
        job = self.job
        if job is None:
            return changed
        if self.kind != "daily" and self.actions.session.state is not self.asked_for:
            self.cancel()  # the position changed: the question is void
            return True
        news = job.news()
        answer = job.poll()
        if answer is None and job.running:
            if news and self.kind == "lost":
                solves = news[-1].tried
                self.actions.stage.say(
                    say(
                        ngettext(
                            "Looking for where the game was lost… {n} position decided.",
                            "Looking for where the game was lost… {n} positions decided.",
                            solves,
                        ),
                        n=solves,
                    )
                )
                return True
            return changed
        self.job = None
        self._answered(answer)
        return True

    def _answered(self, answer: object) -> None:
        """What an answer shows."""
        from canfield.solver import Solution
        from canfield.teacher.daily import DailyDeal
        from canfield.teacher.where_lost import WhereLost

        stage = self.actions.stage
        if isinstance(answer, WhereLost):
            self._where_lost(answer)
        elif isinstance(answer, Solution) and self.asked_for is not None:
            seconds = self.actions.clock() - self.started
            self._show_win(self.asked_for, answer, seconds)
        elif isinstance(answer, DailyDeal):
            self.dailies[answer.date.isoformat()] = answer
            self._deal_today(answer)
        else:
            stage.say(_("The solver stopped without an answer."), error=True)

    def _where_lost(self, found: object) -> None:
        """The answer to G, in its window."""
        from canfield.teacher.where_lost import WhereLost, positions
        from canfield.teacher.words import where_lost_words

        assert isinstance(found, WhereLost)
        history = self.actions.session.history
        states = positions(history.start, history.moves)
        at = found.last_winnable
        text = where_lost_words(found, states[at] if at is not None else None, history.undo_depth)
        self.actions.stage.say("")
        back = at if at is not None and at < found.length else None
        start = states[at] if at is not None else None
        from canfield.ui.dialogs.where_lost import WhereLostDialog

        self.actions.flow.open(WhereLostDialog(text, back, start, found.line))

    def _show_win(self, state: GameState, answer: object, seconds: float) -> None:
        """The answer to V: a replay of the win, or why there is none."""
        from canfield.solver import Solution
        from canfield.teacher.replay import Replay

        assert isinstance(answer, Solution)
        stage = self.actions.stage
        if answer.verdict == "won" and answer.moves:
            self.replays.watch(
                Replay(state, answer.moves, _("A win from here, found by the solver"))
            )
        elif answer.verdict == "won":
            stage.say(_("This game is already won."))
        elif answer.verdict == "lost":
            stage.say(_("This position can no longer be won: there is no win to show."))
        else:
            stage.say(
                _("No winning line found in {seconds} s: no win to show.").format(
                    seconds=decimal(seconds)
                )
            )

    # -- the dialogs' answers ------------------------------------------------------------

    def answer(self, result: object) -> bool:
        """Carry out an answer of the teacher's dialogs (the replay's included); False
        when `result` is not one of theirs."""
        if not isinstance(result, TEACHER_ANSWERS):
            return False
        if isinstance(result, REPLAY_ANSWERS):
            self.replays.answer(result)
            return True
        self.actions.flow.close()
        if isinstance(result, GoBack):
            self.go_back(result.position)
        elif isinstance(result, Watch):
            from canfield.teacher.replay import Replay

            self.replays.watch(Replay(result.start, result.moves, result.title))
        elif isinstance(result, TodaysDeal):
            self.today()
        return True

    def go_back(self, position: int) -> None:
        """Back to where the game could still be won (see `Session.go_back`)."""
        actions = self.actions
        session = actions.session
        beyond = len(session.history.moves) - position > session.history.undo_depth
        change = session.go_back(position)
        if change is None:
            return
        actions.solving.cancel()
        actions.slide(change.before, change.after, ())
        actions.keyboard.reset(change.after)
        actions.window_side.enable_buttons()
        if beyond:
            said = _("Back before move {n}, where the game could still be won; undo takes "
                     "you forward again.")  # fmt: skip
        else:
            said = _("Back before move {n}, where the game could still be won; redo takes "
                     "you forward again.")  # fmt: skip
        actions.stage.say(say(said, n=position + 1))

    # -- today's deal --------------------------------------------------------------------

    def today(self) -> None:
        """Deal today's deal: worked out in the background the first time each day."""
        from canfield.teacher.daily import today
        from canfield.teacher.jobs import DailyJob

        date = today()
        known = self.dailies.get(date.isoformat())
        if known is not None:
            self._deal_today(known)
        elif self.job is None:
            self._ask("daily", DailyJob(date), _("Working out today's deal…"))

    def _deal_today(self, deal: DailyDeal) -> None:
        """Today's deal on the table, with the player's streak of days."""
        actions = self.actions
        actions.session.new_game(deal.code, 3, daily=True)
        actions.new_table()
        streak = actions.session.stats.daily.current_streak
        said = say(_("Today's deal, {date}: {code}, proved winnable."),
                   date=deal.date.isoformat(), code=deal.code)  # fmt: skip
        said += " " + say(
            ngettext(
                "Your streak: {n} day won in a row.", "Your streak: {n} days won in a row.", streak
            ),
            n=streak,
        )
        actions.stage.say(said)

    def share_line(self) -> str:
        """After a win of today's deal: the result to copy and share ("" for other deals)."""
        session = self.actions.session
        if not session.game.daily:
            return ""
        from canfield.teacher.daily import deal_date, today
        from canfield.teacher.words import share_line

        day = deal_date(session.code, today().isoformat())
        game = session.game
        return share_line(day, session.state.score, session.elapsed, game.undos, game.hints)


WATCH_DELAY = 0.6
"""Seconds a new position stays before it is checked: a quick run of moves starts one
check, for its last move."""


class Watcher:
    """ "Tell me when a move loses the game" (a setting, off by default): after a move,
    once the table has been still for `WATCH_DELAY`, a short check in the background
    (`LosingCheckJob`); when the move turned a winnable position into a proved loss, the
    status line says so — once a game. It never plays a move (R20)."""

    def __init__(self, teacher: Teacher, seconds: float | None = None) -> None:
        self.teacher = teacher
        self.seconds = seconds
        self.job: Job | None = None
        self.seen: GameState | None = None
        self.seen_at = 0.0
        self.moves = -1
        self.pending = False
        self.told: int | None = None
        """The game (its id) the loss was told of: once a game."""

    @property
    def working(self) -> bool:
        """True while a check runs or waits for the table to be still."""
        return self.job is not None or self.pending

    def cancel(self) -> None:
        """Stop the check (the position changed, or the window closes)."""
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def tick(self, now: float) -> bool:
        """Start a check once a move has settled, and tell its answer; True when the
        status line changed."""
        actions = self.teacher.actions
        session = actions.session
        if not session.look.warn_losing or self.told == session.game_id:
            self.cancel()
            self.pending = False
            return False
        history = session.history
        if session.state is not self.seen:
            self.cancel()
            self.pending = len(history.moves) > self.moves and self.seen is not None
            self.seen, self.seen_at, self.moves = session.state, now, len(history.moves)
            return False
        if self.pending and now - self.seen_at >= WATCH_DELAY:
            self.pending = False
            recent = history.recent()
            if recent and recent[-1][2] is session.state:
                self._check(recent[-1][0], recent[-1][2])
            return False
        return self._answer(history)

    def _check(self, before: GameState, after: GameState) -> None:
        """The check, in its own process."""
        from canfield.teacher.jobs import CHECK_SECONDS, LosingCheckJob

        seconds = self.seconds if self.seconds is not None else CHECK_SECONDS
        try:
            self.job = self.teacher.start_job(LosingCheckJob(before, after, seconds))
        except OSError:
            self.job = None  # no process could be started: no check, nothing said

    def _answer(self, history: object) -> bool:
        """The check's answer, once there is one: said when the move lost the game."""
        from canfield.engine import History
        from canfield.teacher.words import played_move_words

        job = self.job
        if job is None:
            return False
        answer = job.poll()
        if answer is None and job.running:
            return False
        self.job = None
        assert isinstance(history, History)
        recent = history.recent()
        if answer is not True or not recent:
            return False
        actions = self.teacher.actions
        before, move, _after = recent[-1]
        self.told = actions.session.game_id
        said = _("That move ({move}) lost the game: before it, the game could still be "
                 "won. G shows the way back.")  # fmt: skip
        actions.stage.say(say(said, move=played_move_words(before, move)))
        return True
