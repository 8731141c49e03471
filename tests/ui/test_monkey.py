"""A monkey at the window: thousands of random clicks, drags, keys and resizes.

Whatever it does, nothing may raise or be logged as an error, and the position must
always hold the 52 cards and pass `engine.validate`.
"""

from __future__ import annotations

import os
import random
import time

import pygame
import pytest

from canfield import engine
from canfield.ui.draw.placement import place

from .conftest import MakeDriver
from .driver import Driver, Point

DECK = sorted(engine.DECK)
CTRL, SHIFT = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT

KEYS: list[tuple[int, int, str]] = [
    *((k, 0, "") for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) * 3),
    *((k, 0, "") for k in (pygame.K_SPACE, pygame.K_RETURN) * 4),
    (pygame.K_d, 0, "d"),
    (pygame.K_d, 0, "d"),
    (pygame.K_p, 0, "p"),
    (pygame.K_1, 0, "1"),
    (pygame.K_2, 0, "2"),
    (pygame.K_3, 0, "3"),
    (pygame.K_4, 0, "4"),
    (pygame.K_ESCAPE, 0, ""),
    (pygame.K_ESCAPE, 0, ""),
    (pygame.K_z, CTRL, ""),
    (pygame.K_z, CTRL, ""),
    (pygame.K_y, CTRL, ""),
    (pygame.K_z, CTRL | SHIFT, ""),
    (pygame.K_n, CTRL, ""),
    (pygame.K_c, CTRL, ""),
    (pygame.K_v, CTRL, ""),
    (pygame.K_a, CTRL, ""),
    (pygame.K_F1, 0, ""),
    (pygame.K_F2, 0, ""),
    (pygame.K_TAB, 0, ""),
    (pygame.K_TAB, SHIFT, ""),
    (pygame.K_KP_ENTER, 0, ""),
    (pygame.K_BACKSPACE, 0, ""),
    (pygame.K_DELETE, 0, ""),
    (pygame.K_HOME, 0, ""),
    (pygame.K_END, 0, ""),
    (pygame.K_PAGEUP, 0, ""),
    (pygame.K_PAGEDOWN, 0, ""),
    (pygame.K_x, 0, "x"),
    (pygame.K_F5, 0, ""),
]
MONKEY_RUNS = [(20240601, False), (52, True)]
if os.environ.get("CANFIELD_MONKEY_SEEDS"):  # explore: CANFIELD_MONKEY_SEEDS=1-40
    first, last = map(int, os.environ["CANFIELD_MONKEY_SEEDS"].split("-"))
    MONKEY_RUNS = [(seed, bool(seed % 2)) for seed in range(first, last + 1)]

TEXTS = ["CF1-D1-", "ABCDEFG", "cf1-d3-aaaaacl", "x", "7", " ", "é", "CF1-D3-ZZZZZZZ", "-"]


class Monkey:
    def __init__(self, ui: Driver, rng: random.Random) -> None:
        self.ui = ui
        self.rng = rng
        self.events = 0

    def point(self) -> Point:
        """Anywhere in the window, a card, a toolbar button or a dialog widget."""
        rng, app = self.rng, self.ui.app
        width, height = app.screen.get_size()
        roll = rng.random()
        if roll < 0.45:
            placed = place(app.layout, app.session.state)
            if placed:
                p = rng.choice(placed)
                return (
                    rng.randint(p.rect.left, p.rect.right - 1),
                    rng.randint(p.rect.top, p.rect.top + max(1, p.rect.height // 4)),
                )
        if roll < 0.6:
            slot = rng.choice(list(app.layout.slots.values()))
            return rng.randint(slot.left, slot.right - 1), rng.randint(slot.top, slot.bottom - 1)
        if roll < 0.75:
            widgets = list(app.view.buttons)
            if app.flow.dialog is not None:
                widgets = list(app.flow.dialog.buttons) + list(
                    getattr(app.flow.dialog, "radios", [])
                )
                widgets += [
                    getattr(app.flow.dialog, n)
                    for n in ("field", "double_click", "animations")
                    if hasattr(app.flow.dialog, n)
                ]
            w = rng.choice(widgets)
            if w.rect.width > 0 and w.rect.height > 0:
                return w.rect.centerx, w.rect.centery
        return rng.randint(-5, width + 5), rng.randint(-5, height + 5)

    def post(self, *events: pygame.event.Event) -> None:
        self.ui.post(*events)
        self.events += len(events)

    def wait(self) -> None:
        rng = self.rng
        self.ui.clock.advance(rng.choice((0.0, 0.05, 0.2, 0.35, 0.5, 1.5)))

    def click(self) -> None:
        pos, button = self.point(), self.rng.choice((1, 1, 1, 1, 3))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        if self.rng.random() < 0.5:
            self.ui.step()
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def drag(self) -> None:
        rng = self.rng
        start, end = self.point(), self.point()
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        frames = rng.randint(1, 4)
        last = start
        for i in range(1, frames + 1):
            pos = (
                start[0] + (end[0] - start[0]) * i // frames + rng.randint(-3, 3),
                start[1] + (end[1] - start[1]) * i // frames + rng.randint(-3, 3),
            )
            self.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION,
                    pos=pos,
                    rel=(pos[0] - last[0], pos[1] - last[1]),
                    buttons=(1, 0, 0),
                )
            )
            last = pos
            if rng.random() < 0.5:
                self.ui.clock.advance(1 / 60)
                self.ui.step()
        if rng.random() < 0.05:
            self.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
        if rng.random() < 0.95:
            self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def hover(self) -> None:
        pos = self.point()
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))

    def key(self) -> None:
        key, mod, uni = self.rng.choice(KEYS)
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0))
        self.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0))

    def text(self) -> None:
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXTS)))

    def wheel(self) -> None:
        y = self.rng.choice((-3, -1, 1, 3))
        self.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))

    def resize(self) -> None:
        rng = self.rng
        size = (rng.randint(640, 1920), rng.randint(480, 1200))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))

    def act(self) -> None:
        actions = (
            (self.click, 30),
            (self.drag, 25),
            (self.key, 28),
            (self.hover, 5),
            (self.text, 5),
            (self.wheel, 2),
            (self.resize, 2),
        )
        action = self.rng.choices([a for a, _ in actions], [w for _, w in actions])[0]
        action()


def check(ui: Driver) -> None:
    state = ui.state
    assert sorted(state.all_cards()) == DECK
    engine.validate(state)
    app = ui.app
    layout = app.layout
    assert (layout.width, layout.height) == app.screen.get_size()
    assert 0 <= state.score <= 52 * engine.POINTS_PER_CARD
    assert state.score % engine.POINTS_PER_CARD == 0
    view = app.view
    for spot in (view.focus, view.held):
        if spot is not None:  # the keyboard's focus and held cards point at real piles
            pile, index = spot
            assert pile in engine.PILE_NAMES
            assert index >= 0
    if view.held is not None:
        pile, first = view.held
        assert first < len(state.pile(pile)), f"held {view.held} on {state}"
    buttons = {b.action: b for b in view.buttons}
    history = ui.session.history
    assert buttons["undo"].enabled == history.can_undo
    assert buttons["redo"].enabled == history.can_redo
    assert view.code == ui.session.code


@pytest.mark.parametrize(("seed", "animations"), MONKEY_RUNS)
def test_monkey(make_driver: MakeDriver, seed: int, animations: bool) -> None:
    ui = make_driver(animations=animations)
    rng = random.Random(seed)
    monkey = Monkey(ui, rng)
    began = time.perf_counter()
    batches = 0
    seen: set[engine.GameState] = set()
    codes: set[str] = set()
    dialogs: set[str] = set()
    while monkey.events < 3000:
        for _ in range(rng.randint(1, 3)):
            monkey.act()
        monkey.wait()
        ui.step()  # fails at once on an error logged by the app's loop
        check(ui)
        batches += 1
        seen.add(ui.state)
        codes.add(ui.session.code)
        dialogs.add(type(ui.app.flow.dialog).__name__)
        if ui.app.flow.dialog is not None and rng.random() < 0.3:  # do not get stuck in a dialog
            ui.key(pygame.K_ESCAPE)
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    assert time.perf_counter() - began < 60
    assert batches > 500
    print(
        f"{batches} batches, {len(seen)} positions, {len(codes)} deals, dialogs {sorted(dialogs)}"
    )
    assert len(seen) > 10  # the monkey really plays
