"""The Settings and Statistics windows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from canfield.i18n import LANGUAGE_NAMES, LANGUAGES, _, ngettext, number, percent
from canfield.store.duration import duration
from canfield.ui.dialogs.answers import AskGames
from canfield.ui.dialogs.modal import ChangeSettings, Close, Dialog, OpenAccess, Result
from canfield.ui.dialogs.stats_chart import (
    Bar,
    chart_bars,
    chart_title,
    draw_chart,
    draw_legend,
    legend_height,
)
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button, Check, Radio

LANGUAGES_PER_ROW = 2
"""Language choices side by side; the longest name ("Српски (ћирилица)") fits two to a row
at 640 pixels."""

if TYPE_CHECKING:  # the settings' and statistics' pydantic models are not needed to draw
    from canfield.store.settings import Settings
    from canfield.store.stats import ModeStats, RecentGame, Statistics


class SettingsDialog(Dialog):
    """Double click, animations, sound and the language; each change applies and is saved
    at once. Speech and the high-contrast faces have a window of their own (a button).

    The languages are offered by their own names ("Română", "Dansk" …), the same in
    every language, so a player finds theirs whatever the window speaks now.
    """

    def __init__(
        self,
        double_click: bool,
        animations: bool,
        sound: bool = False,
        language: str = "en",
        warn_losing: bool = False,
    ) -> None:
        self.title = _("Settings")
        self.double_click = Check(_("Double click: a tapped card may go to a column"), double_click)
        self.animations = Check(_("Animations"), animations)
        self.sound = Check(_("Sound"), sound)
        self.warn_losing = Check(_("Tell me when a move loses the game"), warn_losing)
        self.languages = [Radio(name, i) for i, name in enumerate(LANGUAGE_NAMES.values())]
        self.language = language if language in LANGUAGES else "en"
        super().__init__(
            [Button(_("Speech and view…"), "access"), Button(_("Close"), "cancel", primary=True)]
        )
        self.focusables = [
            self.double_click,
            self.animations,
            self.sound,
            self.warn_losing,
            *self.languages,
            *self.buttons,
        ]

    @classmethod
    def of(cls, settings: Settings, language: str) -> SettingsDialog:
        """The window on the player's settings, in `language`."""
        s = settings
        return cls(s.double_click, s.animations, s.sound, language, s.warn_losing)

    def body_height(self) -> int:
        rows = -(-len(self.languages) // LANGUAGES_PER_ROW)
        return self.size * 16 + 8 + rows * (self.size * 2 + 4)

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        row = self.size * 2 + 8
        self.double_click.rect = Rect(body.x, body.y, body.width, row - 8)
        self.animations.rect = Rect(body.x, body.y + row * 2, body.width, row - 8)
        self.sound.rect = Rect(body.x, body.y + row * 3, body.width, row - 8)
        self.warn_losing.rect = Rect(body.x, body.y + row * 4, body.width, row - 8)
        width = body.width // LANGUAGES_PER_ROW
        top = self.warn_losing.rect.bottom + self.size * 4
        for i, radio in enumerate(self.languages):
            line, place = divmod(i, LANGUAGES_PER_ROW)
            radio.rect = Rect(
                body.x + place * width, top + line * (self.size * 2 + 4), width - 8, self.size * 2
            )

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        checks = (self.double_click, self.animations, self.sound, self.warn_losing)
        if any(check.handle(event) for check in checks):
            return self.changed()
        for radio in self.languages:
            if radio.handle(event):
                return self.choose(radio)
        return None

    left_actions = frozenset({"access"})

    def activate(self, action: str) -> Result | None:
        return OpenAccess() if action == "access" else Close()

    def choose(self, radio: Radio) -> Result | None:
        self.language = LANGUAGES[radio.value]
        return self.changed()

    def chosen(self, radio: Radio) -> bool:
        return LANGUAGES[radio.value] == self.language

    def changed(self) -> Result | None:
        return ChangeSettings(
            self.double_click.value,
            self.animations.value,
            sound=self.sound.value,
            language=self.language,
            warn_losing=self.warn_losing.value,
        )

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.size
        self.double_click.draw(surface, s)
        note = _("Off: a tap only sends a card to its foundation; drag to move it elsewhere.")
        for i, line in enumerate(theme.wrap(note, s - 2, self.body.width - s * 2)):
            surface.blit(
                theme.text(line, s - 2, theme.PANEL_DIM),
                (self.body.x + s * 2, self.double_click.rect.bottom + 2 + i * (s + 1)),
            )
        self.animations.draw(surface, s)
        self.sound.draw(surface, s)
        self.warn_losing.draw(surface, s)
        label = theme.text(_("Language"), s, theme.PANEL_DIM)
        surface.blit(label, (self.body.x, self.languages[0].rect.top - s * 2))
        for radio in self.languages:
            radio.draw(surface, s, LANGUAGES[radio.value] == self.language)


class StatsDialog(Dialog):
    """Per draw mode: the figures, and beside them a chart of the last games' scores."""

    width_share = 0.85

    def __init__(
        self, stats: Statistics, recent: dict[int, list[RecentGame]] | None = None
    ) -> None:
        self.title = _("Statistics")
        self.stats = stats
        self.recent = recent or {}
        self.charts: dict[int, tuple[Rect, Rect]] = {}
        """Per draw mode: the chart's frame (title included) and its plot area."""
        self.bars: dict[int, list[Bar]] = {}
        self.figures = Rect(0, 0, 0, 0)
        """Where the table of figures is drawn."""
        self.column_w = 0
        self._row = 0
        """The row height chosen at layout (0: not laid out yet)."""
        self._window_height = 0
        super().__init__(
            [Button(_("Watch a game again"), "games"), Button(_("Close"), "cancel", primary=True)]
        )

    def activate(self, action: str) -> Result | None:
        return AskGames() if action == "games" else super().activate(action)

    def daily_text(self) -> str:
        """Today's deals in one sentence, under the figures: days won and played, and the
        streak of days (they are Draw 3 deals, counted by day, apart from the rest)."""
        daily = self.stats.daily
        said = ngettext(
            "Today's deals: {won} of {played} day won; streak {streak} (best {best}).",
            "Today's deals: {won} of {played} days won; streak {streak} (best {best}).",
            daily.played,
        )
        return said.format(
            won=number(daily.won),
            played=number(daily.played),
            streak=number(daily.current_streak),
            best=number(daily.best_streak),
        )

    def layout(self, window: Rect) -> None:
        self._row = 0
        size = max(13, min(20, window.height // 40))
        self.width_share = min(0.85, size * 62 / max(1, window.width))
        self._window_height = window.height
        super().layout(window)

    def body_height(self) -> int:
        """29 lines of text (2 for the census's lines under the figures), and up to 3 more
        where the window has room: today's deals' line, and the counting rule at a size
        one can read."""
        room = self._window_height - 20 - self.size * 8
        return max(self.size * 29, min(self.size * 32, room))

    def line_height(self) -> int:
        """The height of one row of figures: closer together, down to the text's size and
        2 pixels, when the words under them would not fit below at their smallest (a small
        window, in a language whose words run long)."""
        return self._row or self.size * 9 // 5

    def place_body(self, body: Rect) -> None:
        super().place_body(body)
        s = self.size
        labels = [label for label, _value in self.rows()]
        labels.append(_("Winnable deals: won/played"))
        label_w = max(theme.font(s).size(label)[0] for label in labels)
        self.column_w = max(theme.font(s, True).size(_("Draw 3"))[0], s * 4) + s
        needed = label_w + s * 2 + self.column_w * 2  # a gap, and the one before the charts
        share = min(0.68, max(0.56, needed / max(1, body.width)))
        split = body.x + int(body.width * share)
        self.figures = Rect(body.x, body.y, split - body.x - s, body.height)
        left, width = split + s, body.right - split - s
        taller = legend_height(s, width) - (s + 2)  # the legend's lines past its first
        room = (body.height - s * 2 - taller) // 2
        for n, draw in enumerate((3, 1)):
            frame = Rect(left, body.y + n * room, width, room)
            plot = Rect(left + 4, frame.y + s * 2 + 4, width - 8, room - s * 3 - 4)
            self.charts[draw] = (frame, plot)
            self.bars[draw] = chart_bars(plot, self.recent.get(draw, []))
        self._row = s * 9 // 5
        while self._row > s + 2 and not self._fits(*self._words_below(9)):
            self._row -= 1

    def _words_below(self, size: int) -> tuple[int, int, list[str]]:
        """Where the words under the figures start, their size, and the counting rule's
        lines at that size."""
        s, area = self.size, self.figures
        label = theme.wrap(_("Winnable deals: won/played"), s, area.width - self.column_w * 2)
        top = area.y + (len(self.rows()) + 1) * self.line_height() + s // 2
        top += len(theme.wrap(self.daily_text(), s, area.width)) * (s + 4)
        top += len(label) * (s + 4) + s // 2
        return top, size, theme.wrap(counting_rule(), size, area.width)

    def _fits(self, top: int, size: int, lines: list[str]) -> bool:
        """Whether the counting rule's `lines` and the census's lines (they follow it), at
        `size` from `top`, end inside the window's body."""
        below = len(self.census_lines(size))
        return top + (len(lines) + below) * (size + 3) <= self.words_bottom()

    def words_bottom(self) -> int:
        """Where the words under the figures must end: the body's bottom, or above the
        buttons where their row reaches under the figures (Watch a game again, in a
        narrow window)."""
        figures = self.figures
        under = [b.rect.top for b in self.buttons if b.rect.left < figures.right]
        return min([self.body.bottom, *(top - 4 for top in under)])

    def rule_lines(self) -> tuple[int, list[str]]:
        """The counting rule's text size and lines under the figures: smaller, down to 9
        pixels, while they and the census's lines would run below the window's body."""
        size = max(9, self.size - 3)
        while True:
            top, size, lines = self._words_below(size)
            if self._fits(top, size, lines) or size <= 9:
                return size, lines
            size -= 1

    def census_lines(self, size: int) -> list[str]:
        """What the census found for each draw mode (`canfield.census.figures`), at `size`."""
        width = self.figures.width
        from canfield.census.figures import sentence as census_sentence

        return [line for d in (3, 1) for line in theme.wrap(census_sentence(d), size, width)]

    def rows(self) -> list[tuple[str, Callable[[ModeStats], str]]]:
        """The figures: a label and how to read it from a draw mode's record."""
        return [
            (_("Games played"), lambda m: number(m.played)),
            (_("Games won"), lambda m: number(m.won)),
            (_("Games abandoned"), lambda m: number(m.abandoned)),
            (_("In progress"), lambda m: number(m.in_progress)),
            (_("Win rate"), lambda m: percent(m.win_rate) if m.played else "—"),
            (_("Best score"), lambda m: number(m.best_score)),
            (_("Current streak"), lambda m: number(m.current_streak)),
            (_("Longest streak"), lambda m: number(m.longest_streak)),
            (_("Cards placed on foundations"), lambda m: number(m.cards_placed)),
            (_("Best time"), lambda m: duration(m.best_time)),
            (_("Average time"), lambda m: duration(m.average_time)),
        ]

    def spoken_body(self) -> list[str]:
        """Each figure with its value in both draw modes, the winnable deals apart, and
        what the figures count: the table read row by row."""
        three, one = self.stats.mode(3), self.stats.mode(1)

        def heard(shown: str) -> str:  # a dash is read out as a symbol, or not at all
            return _("no games yet") if shown == "—" else shown

        said = [
            _("{label}: Draw 3 {three}, Draw 1 {one}.").format(
                label=label, three=heard(value(three)), one=heard(value(one))
            )
            for label, value in self.rows()
        ]
        won_of = [
            _("{won} won of {played}").format(won=number(m.won), played=number(m.played))
            for m in (self.stats.winnable(3), self.stats.winnable(1))
        ]  # "2 / 5" would be heard as "2 slash 5"
        said.append(
            _("{label}: Draw 3 {three}, Draw 1 {one}.").format(
                label=_("Winnable deals"), three=won_of[0], one=won_of[1]
            )
        )
        said.append(self.daily_text())
        said.append(counting_rule())
        from canfield.census.figures import sentence as census_sentence

        said += [census_sentence(draw) for draw in (3, 1)]  # what the census found
        return said

    def draw_body(self, surface: pygame.Surface) -> None:
        s, area, rows = self.size, self.figures, self.rows()
        col2 = area.right - self.column_w // 2
        col1 = col2 - self.column_w
        line = self.line_height()
        for x, label in ((col1, _("Draw 3")), (col2, _("Draw 1"))):
            t = theme.text(label, s, theme.PANEL_TEXT, True)
            surface.blit(t, t.get_rect(midtop=(x, area.y)))
        above = min(5, (line - s) // 2)  # the stripe's room above the words
        for i in range(1, len(rows) + 1, 2):  # every other row striped, under all the words
            y = area.y + i * line + s // 2
            stripe = Rect(area.x - 6, y - above, area.width + 12, line)
            pygame.draw.rect(surface, (236, 234, 224), stripe)
        for i, (label, value) in enumerate(rows, start=1):
            y = area.y + i * line + s // 2
            surface.blit(theme.text(label, s, theme.PANEL_TEXT), (area.x, y))
            for x, draw in ((col1, 3), (col2, 1)):
                t = theme.text(value(self.stats.mode(draw)), s, theme.PANEL_TEXT)
                surface.blit(t, t.get_rect(midtop=(x, y)))
        # Today's deals and the winnable-only deals are counted apart from the random ones.
        y = area.y + (len(rows) + 1) * line + s // 2
        for words in theme.wrap(self.daily_text(), s, area.width):
            surface.blit(theme.text(words, s, theme.PANEL_DIM), (area.x, y))
            y += s + 4
        room = area.width - self.column_w * 2  # as wide as the other labels may be
        apart_label = theme.wrap(_("Winnable deals: won/played"), s, room)
        for n, words in enumerate(apart_label):
            surface.blit(theme.text(words, s, theme.PANEL_DIM), (area.x, y + n * (s + 4)))
        for x, draw in ((col1, 3), (col2, 1)):
            apart = self.stats.winnable(draw)
            t = theme.text(f"{number(apart.won)} / {number(apart.played)}", s, theme.PANEL_DIM)
            surface.blit(t, t.get_rect(midtop=(x, y)))
        # What the figures count, said once under them (see `canfield.store.stats`).
        y += len(apart_label) * (s + 4) + s // 2
        small, lines = self.rule_lines()
        lines += self.census_lines(small)
        for n, words in enumerate(lines):
            surface.blit(theme.text(words, small, theme.PANEL_DIM), (area.x, y + n * (small + 3)))
        for draw, (frame, plot) in self.charts.items():
            title = chart_title(draw, len(self.bars[draw]))
            draw_chart(surface, frame, plot, title, self.bars[draw], s)
        frame = self.charts[1][0]
        draw_legend(surface, frame.x, frame.bottom + s // 2, s, frame.width)


def counting_rule() -> str:
    """What the Statistics figures and charts count, in one sentence for the player."""
    return _(
        "Counted: random deals once won or left for another game; the game in progress "
        "counts when it ends. Winnable-only deals and today's deals (by day) are counted "
        "apart; a game taken up from a record is not counted."
    )
