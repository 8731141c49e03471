"""In every language, at the smallest and the usual window size, no label is cut off by its
panel or button, and the toolbar's buttons never run into the score."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pygame
import pytest
from pygame import Rect

from canfield import engine, i18n
from canfield.engine.codes import cf1_shuffle
from canfield.explain import explain
from canfield.i18n import _
from canfield.session import Session
from canfield.store.settings import Settings
from canfield.ui.app import App
from canfield.ui.dialogs.access import AccessDialog
from canfield.ui.dialogs.modal import Dialog, WinDialog
from canfield.ui.dialogs.new_game import NewGameDialog
from canfield.ui.dialogs.options import SettingsDialog, StatsDialog
from canfield.ui.draw import theme
from canfield.ui.draw.bars import status_lines, time_area
from canfield.ui.draw.widgets import Button, Check, Radio
from canfield.ui.input.toolbar import STAND_DOWN
from canfield.ui.say import sentence

SIZES = [(640, 480), (1280, 800)]


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    # Never quit here: canfield.ui.draw.theme caches fonts the later window tests still use.
    pygame.display.init()
    pygame.font.init()


def window(size: tuple[int, int]) -> App:
    return App(Session.open(None, Settings(animations=False), code="CF1-D3-AAAAACL"), size=size)


def dialogs(app: App) -> list[Dialog]:
    settings = app.session.settings
    return [
        SettingsDialog(settings.double_click, settings.animations, language=i18n.language()),
        NewGameDialog(3),
        StatsDialog(app.session.stats),
        WinDialog(255),
        AccessDialog("auto", 100, 100, high_contrast=False, suit_colours=False),
    ]


def text_width(label: str, size: int, bold: bool = False) -> int:
    return int(theme.font(size, bold).size(label)[0])


def overflow(dialog: Dialog) -> list[str]:
    """The dialog's labels that reach past its panel (a button's label past the button, a
    choice's label into the next choice)."""
    size, inside = dialog.size, dialog.rect.inflate(-8, -8)
    cut = []
    for widget in dialog.focusables:
        if isinstance(widget, Check):
            end = widget.rect.x + size + 4 + size // 2 + text_width(widget.label, size)
        elif isinstance(widget, Radio):
            end = widget.rect.x + size // 2 + 2 + size + text_width(widget.label, size)
            if end > widget.rect.right:  # into the next choice of its row
                cut.append(widget.label)
        elif isinstance(widget, Button):
            if text_width(widget.label, size, widget.primary) > widget.rect.width - 8:
                cut.append(widget.label)
            end = widget.rect.right
        else:
            continue
        if end > inside.right:
            cut.append(widget.label)
    if text_width(dialog.title, size + 4, True) > inside.width - size * 2:
        cut.append(dialog.title)
    return cut


@pytest.mark.parametrize("size", SIZES)
def test_no_dialog_label_is_cut_off(lang: str, size: tuple[int, int]) -> None:
    app = window(size)
    for dialog in dialogs(app):
        dialog.layout(app.screen.get_rect())
        assert not overflow(dialog), (lang, size, type(dialog).__name__)


@pytest.mark.parametrize("size", SIZES)
def test_statistics_labels_keep_clear_of_the_figures(lang: str, size: tuple[int, int]) -> None:
    app = window(size)
    dialog = StatsDialog(app.session.stats)
    dialog.layout(app.screen.get_rect())
    s, area = dialog.size, dialog.figures
    draw_1 = area.right - dialog.column_w // 2
    draw_3 = draw_1 - dialog.column_w
    heading = max(text_width(_(h), s, True) for h in ("Draw 3", "Draw 1"))
    assert draw_3 + heading // 2 + s // 2 <= draw_1 - heading // 2  # the headings apart
    assert area.right <= dialog.rect.right - s  # the figures inside the panel
    first_column = draw_3 - max(heading, text_width("100 %", s)) // 2
    for label, _value in dialog.rows():
        assert area.x + text_width(label, s) + s // 2 <= first_column, (lang, label)


@pytest.mark.parametrize("size", SIZES)
def test_the_toolbar_fits_its_words(lang: str, size: tuple[int, int]) -> None:
    app = window(size)
    bar = app.toolbar
    for button in bar.buttons:
        if not button.rect.width:  # stood down in a narrow window (see STAND_DOWN)
            assert button.action in STAND_DOWN[:2], (lang, size, button.action)
            continue
        assert text_width(button.label, bar.size) <= button.rect.width - 4, button.label
    score = text_width(_("Score {score}").format(score=255), bar.size, True)
    gap = bar.size * 3 // 2
    assert bar.buttons[-1].rect.right + bar.size <= bar.code_rect.x - gap - score, lang
    app.draw()  # and it draws


def _plain_deal_63() -> engine.GameState:
    """The deal number 63 had before it became the manual's worked example (codes.py): the
    refusals below were chosen on it. (On the worked example, R>C3 — the Q♣ onto the Q♥ —
    names two kings and two queens, wider than a 640-pixel status line.)"""
    deck = cf1_shuffle(63)
    return engine.GameState(
        stock=deck[18:][::-1],
        waste=(),
        reserve=deck[:13],
        foundations=((deck[13],), (), (), ()),
        columns=((deck[14],), (deck[15],), (deck[16],), (deck[17],)),
        base=deck[13],
        draw=3,
    )


@pytest.mark.parametrize("size", SIZES)
def test_the_usual_refusals_fit_the_status_line(lang: str, size: tuple[int, int]) -> None:
    app = window(size)
    state = _plain_deal_63()
    status = max(11, app.layout.status.height // 2)
    for move in ("R>C3", "R>F2", "C1>F1", "C4>W", "C1>R"):
        error = engine.refusal(state, move)
        assert error is not None
        said = explain(error)
        assert text_width(said, status) + 24 <= size[0], (lang, said)


@pytest.mark.parametrize("size", SIZES)
def test_every_refusal_on_the_worked_deal_fits_the_status_line(
    lang: str, size: tuple[int, int]
) -> None:
    """What a player meets dragging a card on the manual's deal: set smaller when long, on
    two lines when longer still, never cut off (room is kept for the game's time)."""
    app = window(size)
    state = engine.deal("CF1-D3-AAAAACL")
    base = max(11, app.layout.status.height // 2)
    # The margins, and the game's time at the right end ("10:00" as wide as any minutes).
    width = size[0] - 24 - (time_area(app.layout, "10:00").width + 24)
    sources = ("R", "C1", "C2", "C3", "C4", "F1")
    targets = ("S", "W", "R", "F1", "F2", "F3", "F4", "C1", "C2", "C3", "C4")
    for source in sources:
        for target in targets:
            error = engine.refusal(state, f"{source}>{target}")
            if error is None:
                continue
            said = sentence(explain(error))
            fitted, lines = status_lines(said, base, width)
            assert fitted >= 10 and " ".join(lines) == said, (lang, said)  # nothing left out
            assert all(text_width(line, fitted) <= width for line in lines), (lang, said)
            line_height = theme.font(fitted).get_linesize() * len(lines)
            assert line_height <= app.layout.status.height, (lang, said)  # inside the bar


def test_a_label_too_long_is_caught() -> None:
    i18n.set_language("en")
    dialog = SettingsDialog(True, True, language="en")
    dialog.double_click.label = "Double click " * 12
    dialog.layout(Rect(0, 0, 640, 480))
    assert overflow(dialog) == [dialog.double_click.label]
