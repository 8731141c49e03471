"""The window itself: drawing only when something changed, sizes, the clipboard, no audio."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pygame
import pytest

from canfield.store import Store
from canfield.ui.draw import theme
from canfield.ui.draw.layout import MIN_SIZE

from ..positions import TAPS, worked
from .conftest import MakeDriver
from .driver import Driver, build, one_card_from_winning

ROOT = Path(__file__).resolve().parents[2]


def count_flips(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count frames sent to the screen: whole (flip) or in parts (update)."""
    flips = [0]
    real_flip, real_update = pygame.display.flip, pygame.display.update

    def flip() -> None:
        flips[0] += 1
        real_flip()

    def update(*rects: Any) -> None:
        flips[0] += 1
        real_update(*rects)

    monkeypatch.setattr(pygame.display, "flip", flip)
    monkeypatch.setattr(pygame.display, "update", update)
    return flips


def test_idle_steps_draw_nothing(ui: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    flips = count_flips(monkeypatch)
    for _ in range(20):
        ui.clock.advance(0.1)
        ui.step()
    assert flips[0] == 0
    assert not ui.app.busy()


def test_every_drag_frame_draws_and_the_drop_settles(
    make_driver: MakeDriver, monkeypatch: pytest.MonkeyPatch
) -> None:
    ui = make_driver(animations=True)
    ui.set_position(worked())
    flips = count_flips(monkeypatch)
    ui.drag_cards("R", -1, "C2")
    assert flips[0] >= 4  # press, each motion, the drop
    assert ui.app.busy()  # the card settles into place
    for _ in range(30):
        ui.clock.advance(1 / 60)
        ui.step()
    assert not ui.app.busy()
    flips[0] = 0
    ui.clock.advance(0.3)  # within the game clock's second: nothing on screen changes
    ui.step()
    assert flips[0] == 0


def test_the_table_scales_with_the_window(ui: Driver) -> None:
    ui.set_position(worked())
    for size in ((640, 480), (1920, 1080), (1000, 700)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        ui.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        ui.step()
        layout = ui.app.layout
        assert (layout.width, layout.height) == size
        for name, slot in layout.slots.items():
            assert ui.app.screen.get_rect().contains(slot), name
        ui.drag_cards("R", -1, "C2")
        assert ui.pile("C2") == "K♥ Q♣"
        ui.key(pygame.K_z, pygame.KMOD_LCTRL)
        assert ui.pile("C2") == "K♥"


@pytest.mark.parametrize("size", [MIN_SIZE, (800, 600), (1024, 768), (1280, 800)])
def test_the_toolbar_fits_the_window(make_driver: MakeDriver, size: tuple[int, int]) -> None:
    """The buttons, the score, the draw mode and the game code never overlap."""
    ui = make_driver(size=size)
    app = ui.app
    buttons_end = max(b.rect.right for b in app.view.buttons)
    assert buttons_end <= size[0]
    bar = app.layout.toolbar
    font = getattr(app.view, "bar_size", max(12, bar.height * 2 // 5))
    # The labels' own widths only (no gaps): a lower bound of the room they take.
    labels = (
        theme.text(f"Draw {ui.state.draw}", font, theme.BAR_DIM).get_width(),
        theme.text(f"Score {ui.state.score}", font, theme.BAR_TEXT, True).get_width(),
    )
    score_left = app.view.code_rect.left - sum(labels)
    assert buttons_end <= score_left, (
        f"at {size[0]}×{size[1]} the buttons end at x={buttons_end} but the score starts at "
        f"x≤{score_left} and the game code at x={app.view.code_rect.left}"
    )


def test_ctrl_c_and_a_click_on_the_code_copy_it(ui: Driver) -> None:
    pygame.scrap.put_text("something else")
    ui.key(pygame.K_c, pygame.KMOD_LCTRL)
    assert pygame.scrap.get_text() == ui.session.code
    assert ui.session.code in ui.app.view.status
    pygame.scrap.put_text("something else")
    ui.click(ui.app.view.code_rect.center)
    assert pygame.scrap.get_text() == ui.session.code


def test_keys_during_a_drag_do_not_swap_the_cards_in_hand(ui: Driver) -> None:
    """Pressing D (or Ctrl+Z) while dragging must not make the drop play other cards.

    The player holds 5♥ from the waste over C1 (6♠). D turns three cards, so the waste's
    top becomes 5♦; the drop then plays `W>C1` with whatever is on top now.
    """
    stock = "5D 2C 3C"  # turned 3♣, 2♣, 5♦: 5♦ ends on top of the waste
    ui.set_position(build(**TAPS | {"stock": stock}, fill="reserve"))
    start = ui.grab_point("W")
    lead = ui.card_rect("W")
    land = ui.landing("C1")
    end = (land.x + start[0] - lead.x, land.y + start[1] - lead.y)
    ui.down(start)
    ui.step()
    for i in (1, 2, 3):
        pos = (start[0] + (end[0] - start[0]) * i // 3, start[1] + (end[1] - start[1]) * i // 3)
        ui.move(pos)
        ui.step()
        if i == 2:
            ui.key(pygame.K_d, unicode="d")
    ui.up(end)
    ui.step()
    assert ui.pile("C1") in ("6♠", "6♠ 5♥"), f"C1 is {ui.pile('C1')}: the drop played another card"


def test_the_new_game_window_takes_a_paste_at_once(ui: Driver) -> None:
    """F2, Ctrl+V, Enter: the pasted deal — not a random one because the field lacked focus."""
    pygame.scrap.put_text("CF1-D1-ABCDEFG")
    ui.key(pygame.K_F2)
    ui.key(pygame.K_v, pygame.KMOD_LCTRL)
    ui.key(pygame.K_RETURN)
    assert ui.session.code == "CF1-D1-ABCDEFG"


def test_the_game_opens_without_touching_audio(tmp_path: Path) -> None:
    """`canfield play` in a subprocess, no SDL_AUDIODRIVER: no mixer, no ALSA text."""
    script = textwrap.dedent(
        """
        import pygame
        from canfield.ui import start as app_module

        class QuitSoon(app_module.App):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                pygame.time.set_timer(pygame.QUIT, 300, 1)

            def run(self):
                code = super().run()
                assert pygame.mixer.get_init() is None, "the mixer was started"
                print("frames ok", flush=True)
                return code

        app_module.App = QuitSoon
        raise SystemExit(app_module.run(code="CF1-D3-AAAAACL"))
        """
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_AUDIO")}
    env |= {
        "SDL_VIDEODRIVER": "dummy",
        "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "HOME": str(tmp_path),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "frames ok" in done.stdout
    noise = [
        line
        for line in done.stderr.splitlines()
        if "alsa" in line.lower() or "audio" in line.lower()
    ]
    assert not noise, done.stderr


def test_cards_hidden_under_the_words_panel_take_no_clicks(ui: Driver) -> None:
    """P shows the position in words in a panel over the bottom of the table. A click on
    the panel must not play a card the player cannot see under it."""
    # A long column puts its top card (9♥, which can go home) low on the table.
    ui.set_position(
        build(
            base="9H",
            foundations=("", "", "", ""),
            columns=("KS QH JC 10D 9C 8H 7S 6D 5C 4H 3S 9H", "", "", ""),
            fill="reserve",
        )
    )
    ui.key(pygame.K_p, unicode="p")
    assert ui.app.view.panel
    card = ui.card_rect("C1")
    point = (card.centerx, card.bottom - 12)  # the lower part of the top card
    colour = ui.app.screen.get_at(point)
    assert max(colour.r, colour.g, colour.b) < 90, "the card is covered by the dark panel here"
    before = ui.state
    ui.click(point)
    assert ui.state == before, "a click on the panel played the card hidden under it"


@pytest.mark.parametrize("how", ["close", "ctrl+q"])
def test_closing_the_window_ends_the_loop(ui: Driver, how: str) -> None:
    ui.tap("S")
    if how == "close":
        ui.post(pygame.event.Event(pygame.QUIT))
        ui.step()
    else:
        ui.key(pygame.K_q, pygame.KMOD_LCTRL)
    assert not ui.app.running
    assert ui.app.run() == 0  # returns at once: nothing left to do


def test_a_frame_drawn_in_parts_matches_a_whole_redraw(make_driver: MakeDriver) -> None:
    """While dragging, only the card's old and new places are redrawn; the screen must
    come out exactly as a full redraw would draw it."""
    ui = make_driver(animations=True)
    ui.set_position(worked())
    start = ui.grab_point("R")
    ui.down(start)
    ui.step()
    for i in range(1, 12):
        ui.clock.advance(1 / 60)
        ui.move((start[0] + 23 * i, start[1] + 9 * i), rel=(23, 9))
        ui.step()
    assert ui.app.renderer.cached  # the last frames reused the still layer
    parts = pygame.image.tobytes(ui.app.screen, "RGB")
    ui.app.invalidate()
    ui.app.draw()
    assert pygame.image.tobytes(ui.app.screen, "RGB") == parts


def _screen(ui: Driver) -> bytes:
    return pygame.image.tobytes(ui.app.screen, "RGB")


def _full_redraw(ui: Driver) -> bytes:
    ui.app.invalidate()
    ui.app.draw()
    return _screen(ui)


def test_the_table_is_whole_again_after_the_celebration(make_driver: MakeDriver) -> None:
    ui = make_driver(animations=True)
    ui.set_position(one_card_from_winning())
    ui.tap("C1")
    ui.click(ui.dialog_button("cancel").center)  # "Look at the table"
    for _ in range(2000):
        if ui.app.stage.celebration is None:
            break
        ui.clock.advance(1 / 60)
        ui.step()
    assert ui.app.stage.celebration is None
    ui.clock.advance(1)
    ui.step()  # the loop's own next pass
    shown = _screen(ui)
    assert shown == _full_redraw(ui)  # the four full foundations are back on screen


def test_a_button_pressed_and_released_elsewhere_looks_released(ui: Driver) -> None:
    ui.tap("S")  # something to undo, so the Undo button is live
    undo = ui.button("undo")
    ui.down(undo.center)
    ui.step()
    ui.move((undo.centerx, undo.centery + 100))
    ui.step()
    ui.up((undo.centerx, undo.centery + 100))
    ui.step()
    assert ui.state.waste  # nothing was undone
    shown = _screen(ui)
    assert shown == _full_redraw(ui)


def test_leaving_the_window_clears_the_hovered_button(ui: Driver) -> None:
    rules = ui.button("rules")
    ui.move(rules.center, buttons=(0, 0, 0))
    ui.step()
    assert any(b.hover for b in ui.app.view.buttons)
    ui.post(pygame.event.Event(pygame.WINDOWLEAVE))
    ui.step()
    assert not any(b.hover for b in ui.app.view.buttons)
    shown = _screen(ui)
    assert shown == _full_redraw(ui)


SIZES = [(1, 1), (39, 300), (30, 30), (300, 1), (1, 300), (639, 479)]


@pytest.mark.parametrize("size", SIZES)
def test_any_window_size_draws_with_the_words_and_a_dialog_open(
    ui: Driver, size: tuple[int, int]
) -> None:
    """From 1×1 up the table, the position in words and a dialog all draw (no traceback
    and no error logged: the driver fails on either)."""
    ui.key(pygame.K_p, unicode="p")
    assert ui.app.view.panel
    pygame.display.set_mode(size, pygame.RESIZABLE)
    ui.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    ui.step()
    ui.key(pygame.K_d, unicode="d")
    ui.click((0, 0))
    ui.key(pygame.K_F1)  # the Rules over it all
    ui.app.invalidate()
    ui.step()
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_n, pygame.KMOD_LCTRL)
    ui.app.invalidate()
    ui.step()
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)


def test_a_failing_frame_costs_the_player_nothing(
    ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug in drawing is logged and told in the status line; the loop goes on."""
    real = ui.app.renderer.frame
    calls = [0]

    def broken(*args: Any, **kwargs: Any) -> None:
        calls[0] += 1
        if calls[0] == 1:
            raise RuntimeError("a drawing bug")
        real(*args, **kwargs)

    monkeypatch.setattr(ui.app.renderer, "frame", broken)
    ui.app.invalidate()
    ui.app.step()  # raises nothing
    assert len(ui.errors.records) == 1
    ui.app.step()
    assert ui.app.view.status == "Something went wrong; the game is unchanged."
    assert calls[0] == 2  # the next pass drew the table with the message
    ui.errors.records.clear()
    ui.tap("S")
    assert len(ui.state.waste) == 3


@pytest.mark.parametrize("kind", ["WINDOWEXPOSED", "WINDOWRESTORED", "WINDOWSHOWN"])
def test_an_exposed_window_gets_a_whole_frame(
    ui: Driver, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    whole: list[int] = []
    real_flip = pygame.display.flip

    def flip() -> None:
        whole.append(1)
        real_flip()

    monkeypatch.setattr(pygame.display, "flip", flip)
    ui.clock.advance(1)
    ui.step()
    assert not whole  # idle: nothing drawn
    ui.post(pygame.event.Event(getattr(pygame, kind)))
    ui.step()
    assert whole == [1]


@pytest.mark.parametrize("driver", ["", "x11"])
def test_with_no_display_the_game_says_so_in_one_line(tmp_path: Path, driver: str) -> None:
    """No DISPLAY nor WAYLAND_DISPLAY: one plain line and exit status 1 — no traceback,
    and no window opened where nobody sees it (SDL's offscreen fallback)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY") and not k.startswith("SDL_")
    }
    env |= {
        "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "HOME": str(tmp_path),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    if driver:
        env["SDL_VIDEODRIVER"] = driver
    done = subprocess.run(
        [sys.executable, "-m", "canfield", "play"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("canfield: no display to open a window on: "), done.stderr
    assert done.stdout == ""


def test_a_display_nobody_serves_is_told_in_one_line_too(tmp_path: Path) -> None:
    """DISPLAY left over (an ssh session, a stopped Xvfb) and no XDG_RUNTIME_DIR: SDL
    probes X11, then Wayland, whose library writes its own complaint on stderr; the
    player reads our one line only."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("WAYLAND_DISPLAY", "XDG_RUNTIME_DIR") and not k.startswith("SDL_")
    }
    env |= {
        "DISPLAY": ":65000",  # no X server there
        "XDG_CONFIG_HOME": str(tmp_path / "cfg"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "HOME": str(tmp_path),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, "-m", "canfield", "play"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("canfield: no display to open a window on: "), done.stderr


def test_the_waste_turns_over_as_one_short_motion(make_driver: MakeDriver) -> None:
    """R16 recycling: the whole waste goes back to the stock at once, in well under 0.4 s,
    and only its visible top cards are drawn on the way (not a cascade of 30 flips)."""
    ui = make_driver(animations=True)
    waste = "2S 3S 4S 5S 7S 8S 9S 10S JS QS KS 3D 4D 5D 6D 7D 8D 10D JD QD AD AS 3C 4C"
    ui.set_position(build(**TAPS | {"stock": "", "waste": waste}, fill="reserve"))
    ui.tap("S")
    assert ui.pile("W") == ""
    assert ui.app.busy()
    ui.clock.advance(0.05)
    ui.step()
    assert 0 < len(ui.app.compose().moving) <= 3  # the fanned top of the waste, no more
    ui.clock.advance(0.3)  # 0.35 s after the tap
    ui.step()
    assert not ui.app.busy()
    ui.key(pygame.K_z, pygame.KMOD_LCTRL)  # and back, the same way
    assert len(ui.state.waste) == 24
    ui.clock.advance(0.35)
    ui.step()
    assert not ui.app.busy()


# -- the window's size and place are remembered; F11 fills the screen (issue 11, point 6)


def test_a_remembered_window_is_made_to_fit_the_screen() -> None:
    from canfield.ui.window import clamp_window

    screen = (1920, 1080)
    assert clamp_window((1280, 800), (300, 100), screen) == ((1280, 800), (300, 100))
    assert clamp_window((5000, 4000), (3000, 2000), screen) == ((1920, 1080), (0, 0))
    assert clamp_window((800, 600), (-50, 2000), screen) == ((800, 600), (0, 480))
    assert clamp_window((200, 100), None, screen) == ((640, 480), None)
    assert clamp_window((1280, 800), (10, 10), (1024, 600)) == ((1024, 600), (0, 0))
    assert clamp_window((1280, 800), (10, 10), (500, 400)) == ((500, 400), (0, 0))


def test_the_window_is_remembered_when_the_game_closes(
    make_driver: MakeDriver, tmp_path: Path
) -> None:
    ui = make_driver(store=True)
    size = (1000, 700)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    ui.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    ui.step()
    ui.key(pygame.K_q, pygame.KMOD_LCTRL)
    assert ui.app.run() == 0
    kept = Store(tmp_path / "cfg", tmp_path / "data").load_settings()
    assert kept.window_size == size
    assert kept.window_position == pygame.display.get_window_position()
    assert kept.fullscreen is False
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)


def test_f11_fills_the_screen_and_back(make_driver: MakeDriver, tmp_path: Path) -> None:
    ui = make_driver(store=True)
    ui.key(pygame.K_F11)
    ui.step()  # the size change SDL reports
    screen = pygame.display.get_desktop_sizes()[0]
    assert ui.app.window.fullscreen
    assert (ui.app.layout.width, ui.app.layout.height) == screen
    store = Store(tmp_path / "cfg", tmp_path / "data")
    assert store.load_settings().fullscreen is True
    assert store.load_settings().window_size == (1280, 800)  # the window, not the screen
    ui.tap("S")  # the table plays at the new size
    assert len(ui.state.waste) == 3
    ui.key(pygame.K_F11)
    ui.step()
    assert not ui.app.window.fullscreen
    assert (ui.app.layout.width, ui.app.layout.height) == (1280, 800)
    assert store.load_settings().fullscreen is False


def test_a_remembered_place_is_kept_under_a_window_manager(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A window manager frames the window at the place SDL asked, so its inside opens a
    title bar lower than remembered; it is put back once, so the window does not creep
    down the screen at every start."""
    from canfield.ui import window

    placed: list[tuple[int, int]] = []
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)  # restored afterwards
    monkeypatch.setattr(window, "desktop_size", lambda: (1920, 1080))
    monkeypatch.setattr(window, "window_position", lambda: (301, 220))  # 1 px and a title bar
    monkeypatch.setattr(pygame.display, "set_window_position", placed.append)
    assert window.first_window((1000, 700), (300, 200)) == (1000, 700)
    window.settle_window()
    assert placed == [(300, 200)]
    window.settle_window()  # only at the start: a window moved later stays where it is
    assert placed == [(300, 200)]

    monkeypatch.setattr(window, "window_position", lambda: (300, 200))  # no frame
    window.first_window((1000, 700), (300, 200))
    window.settle_window()
    assert placed == [(300, 200)]  # nothing to put right


def test_a_size_larger_than_the_screen_is_told_as_it_is_made_to_fit() -> None:
    from canfield.ui.window import size_note

    assert size_note(None, (1280, 800)) is None  # nothing asked: nothing to tell
    assert size_note((1280, 800), (1280, 800)) is None
    assert size_note((7680, 4320), (1920, 1080)) == (
        "canfield: the window is 1920x1080, to fit the screen (7680x4320 was asked)"
    )
