"""The Rules window: how to play and the keys, scrollable."""

from __future__ import annotations

import pygame
from pygame import Rect

from canfield.i18n import _, rules_text
from canfield.ui.dialogs.modal import Dialog, Result
from canfield.ui.draw import theme
from canfield.ui.draw.widgets import Button


class RulesDialog(Dialog):
    """The rules and the keys, scrollable with the wheel, arrows and Page Up/Down."""

    width_share = 0.7

    def __init__(self) -> None:
        self.title = _("How to play Canfield")
        self.scroll = 0
        super().__init__([Button(_("Close"), "cancel", primary=True)])

    def body_height(self) -> int:
        return self.size * 40

    def spoken_body(self) -> list[str]:
        """The rules and the keys, paragraph by paragraph (Esc stops the reading)."""
        return [paragraph for paragraph in help_text().split("\n") if paragraph.strip()]

    def lines(self) -> list[str]:
        """The help text wrapped to the panel."""
        out: list[str] = []
        for paragraph in help_text().split("\n"):
            out.extend(
                theme.wrap(paragraph, self.size - 1, self.body.width - 12) if paragraph else [""]
            )
        return out

    def handle_body(self, event: pygame.event.Event) -> Result | None:
        step = self.size * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DOWN:
                self.scroll += step
            elif event.key == pygame.K_UP:
                self.scroll -= step
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += self.body.height - step
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= self.body.height - step
            elif event.key == pygame.K_HOME:
                self.scroll = 0
        return None

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.size - 1
        line_h = s + s // 2
        body = Rect(
            self.body.x,
            self.body.y,
            self.body.width,
            self.buttons[0].rect.top - self.size - self.body.y,
        )
        lines = self.lines()
        max_scroll = max(0, len(lines) * line_h - body.height)
        self.scroll = max(0, min(self.scroll, max_scroll))
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y - self.scroll
        for line in lines:
            if body.top - line_h <= y <= body.bottom:
                heading = line.isupper()  # a wrapped line may end with ":"
                surface.blit(theme.text(line, s, theme.PANEL_TEXT, heading), (body.x, y))
            y += line_h
        surface.set_clip(clip)
        if max_scroll:
            track = Rect(body.right + 4, body.y, 5, body.height)
            pygame.draw.rect(surface, (220, 220, 212), track, border_radius=3)
            thumb_h = max(20, body.height * body.height // (body.height + max_scroll))
            ty = body.y + (body.height - thumb_h) * self.scroll // max_scroll
            pygame.draw.rect(
                surface, theme.PANEL_DIM, Rect(track.x, ty, 5, thumb_h), border_radius=3
            )


def _shown(line: str) -> str | None:
    """A line of the rules text as the window shows it: headings in capitals, a table row
    as its cells joined by a dash, the table's rule left out (None)."""
    if line.startswith("|"):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        return None if all(set(cell) <= {"-", ":"} for cell in cells) else " — ".join(cells)
    if line and not line.startswith("-") and line[-1] not in ".:;!?)":
        return line.upper()
    return line


def help_text() -> str:
    """The rules and the controls, as the player reads them in the Rules window: the
    manual's text in the player's language, then the mouse and the keys, then the source."""
    rules = rules_text()
    lines: list[str] = []
    for line in rules.text.splitlines():
        shown = _shown(line)
        if shown is None:
            continue
        heading = shown.isupper() and shown != line
        after_heading = bool(lines) and lines[-1].isupper()
        if lines and (heading or not (after_heading or line.startswith(("-", "|")))):
            lines.append("")  # a gap before a heading and between paragraphs
        lines.append(shown)
    return "\n".join(
        [
            *lines,
            "",
            _("MOUSE"),
            _(
                "Drag a card or a run. Click a card to send it to its foundation, or — with Double "
                "click on in Settings — to the longest column that takes it, else the leftmost "
                "empty column. Click the game code to copy it."
            ),
            "",
            _("KEYBOARD"),
            _(
                "Arrow keys: move between piles and along a column. Enter: tap the card under the "
                "focus. Space: pick up the card(s), move, Space again to put them down; Esc puts "
                "them back. D: draw from the stock. 1–4: jump to a column. P: show the position "
                "in words (also printed, for a screen reader); Esc hides them. H: a hint. W: can "
                "this game still be won? Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo, Ctrl+N or F2 "
                "new game, F3 statistics, F4 or Ctrl+, settings, Ctrl+C copy the game code, F1 "
                "this help, F11 full screen, Ctrl+Q quit. Tab, or Up from the top row, goes to "
                "the toolbar: Left and Right or Tab move along it, Enter or Space press a "
                "button, Down or Esc go back to the table. In a window, Tab and Shift+Tab move "
                "between its controls, Space or Enter use one, Esc closes it."
            ),
            "",
            _("BY EAR"),
            _(
                "With speech on (Settings, Speech and view: automatic when a screen reader "
                "runs, through the screen reader, or with the built-in voice), every move, "
                "focus change and window is said aloud. R: say the last message again. L: "
                "where the focus is. K: read the focused pile card by card. F: the "
                "foundations and the card each needs next. C: the reserve, stock and waste "
                "counts. T: the score and the time. `canfield play --transcript FILE` writes "
                "down everything said."
            ),
            "",
            _("THE SOLVER AS A TEACHER"),
            _(
                "G (or Where lost?): where did it go wrong — the last move before which the "
                "game could still be won, and a way back there. V: watch the solver win from "
                "here. Statistics: watch a game again. New game: Today's deal, the same deal "
                "for every player each day (UTC), always one that can be won. In a replay, "
                "Space plays or pauses, Left and Right step, Home and End go to the deal and "
                "the end, Up and Down change the speed, Esc leaves it and puts the table back "
                "as it was."
            ),
            "",
            rules.source,
        ]
    )
