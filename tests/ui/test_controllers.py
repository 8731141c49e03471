"""The controllers alone: synthetic events and a table snapshot in, intents out.

No `App`, no window and no session (pygame_gui's widget tests are the model): each test
builds a `Table` from a position written card by card and a layout, feeds a controller
what a player would do, and reads the intent it returns.
"""

from __future__ import annotations

import pygame
import pytest
from pygame import Rect

from canfield.engine import GameState, Move, PileName
from canfield.ui.draw import theme
from canfield.ui.draw.layout import Layout
from canfield.ui.draw.placement import Table
from canfield.ui.input.intents import Command, CommandName, Play, PutBack, Say, Tap
from canfield.ui.input.keyboard import Keyboard
from canfield.ui.input.pointer import DOUBLE_CLICK_SECONDS, Pointer
from canfield.ui.input.toolbar import Toolbar

from ..positions import TAPS, worked
from .driver import build, key

LAYOUT = Layout.for_size(1280, 800)


def table(state: GameState | None = None, words: Rect | None = None) -> Table:
    state = state or worked()
    return Table(LAYOUT, state, 3, words or Rect(0, 0, 0, 0))


def top_point(t: Table, pile: PileName) -> tuple[int, int]:
    """A point on the top card of a pile."""
    rect = t.spot_rect(pile, max(0, len(t.state.pile(pile)) - 1))
    return rect.centerx, rect.y + rect.height // 3


# -- the pointer -----------------------------------------------------------------------


def click(pointer: Pointer, t: Table, pos: tuple[int, int], now: float) -> object:
    assert pointer.press(pos, t) is None
    return pointer.release(pos, t, now)


def test_a_click_on_a_card_is_a_tap_of_that_card() -> None:
    t, pointer = table(), Pointer()
    assert click(pointer, t, top_point(t, "R"), 10.0) == Tap("R", 1)
    assert click(pointer, t, top_point(t, "S"), 20.0) == Tap("S")


def test_a_quick_second_click_on_the_same_spot_is_an_echo() -> None:
    t, pointer = table(), Pointer()
    spot = top_point(t, "R")
    assert click(pointer, t, spot, 10.0) == Tap("R", 1)
    assert click(pointer, t, spot, 10.0 + DOUBLE_CLICK_SECONDS / 2) == Tap("R", 1, echo=True)
    assert click(pointer, t, spot, 10.0 + DOUBLE_CLICK_SECONDS) == Tap("R", 1)  # a new click
    far = (spot[0], spot[1] + 40)
    assert click(pointer, t, far, 10.0 + DOUBLE_CLICK_SECONDS * 1.2) == Tap("R", 1)


def test_a_drag_onto_a_column_is_a_play_from_the_hand() -> None:
    t, pointer = table(), Pointer()
    start = top_point(t, "R")
    land = LAYOUT.column_card_rect("C2", 1, 2)
    lead = t.spot_rect("R", 12)
    end = (land.x + start[0] - lead.x, land.y + start[1] - lead.y)
    pointer.press(start, t)
    assert pointer.motion((start[0] + 30, start[1] + 30))
    assert [card for card, _rect in pointer.held] == [t.state.reserve[-1]]
    intent = pointer.release(end, t, 1.0)
    assert isinstance(intent, Play)
    assert intent.move == Move("R", "C2")
    assert [rect.topleft for _card, rect in intent.held] == [land.topleft]
    assert not pointer.drag.active


def test_a_drop_back_on_its_pile_or_on_the_felt_puts_back() -> None:
    t, pointer = table(), Pointer()
    start = top_point(t, "C2")
    for end in ((start[0] + 10, start[1] + 12), (5, LAYOUT.column_bottom - 5)):
        pointer.press(start, t)
        pointer.motion(end)
        intent = pointer.release(end, t, 1.0)
        assert isinstance(intent, PutBack)
        assert [card for card, _rect in intent.held] == [t.state.columns[1][-1]]


def test_a_drop_on_the_reserve_is_a_move_the_engine_will_refuse() -> None:
    t, pointer = table(), Pointer()
    start, end = top_point(t, "C4"), top_point(t, "R")
    pointer.press(start, t)
    pointer.motion(end)
    intent = pointer.release(end, t, 1.0)
    assert isinstance(intent, Play) and intent.move == Move("C4", "R")


def test_a_press_that_lifts_nothing_says_why() -> None:
    t, pointer = table(build(**TAPS)), Pointer()
    covered = t.placements()
    waste = [p for p in covered if p.pile == "W"]
    pos = (waste[0].rect.x + 5, waste[0].rect.centery)
    pointer.press(pos, t)
    assert not pointer.motion((pos[0] + 100, pos[1] + 100))  # nothing follows the pointer
    assert pointer.release((pos[0] + 100, pos[1] + 100), t, 1.0) == Say(
        "Only the top card of the waste plays.", error=True
    )


def test_a_press_on_the_words_closes_them_and_on_the_felt_clears_the_line() -> None:
    words = Rect(20, 500, 1240, 200)
    t, pointer = table(words=words), Pointer()
    assert pointer.press(words.center, t) == Command("hush")
    assert not pointer.drag.active
    assert pointer.press((3, LAYOUT.column_bottom - 3), table()) == Say("")


def test_letting_go_without_a_drop_puts_back() -> None:
    t, pointer = table(), Pointer()
    assert pointer.cancel() is None
    start = top_point(t, "R")
    pointer.press(start, t)
    pointer.motion((start[0] + 50, start[1]))
    intent = pointer.cancel()
    assert isinstance(intent, PutBack) and len(intent.held) == 1
    assert not pointer.drag.active


# -- the keyboard ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("k", "mod", "command"),
    [
        (pygame.K_z, pygame.KMOD_LCTRL, "undo"),
        (pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, "redo"),
        (pygame.K_y, pygame.KMOD_LCTRL, "redo"),
        (pygame.K_n, pygame.KMOD_LCTRL, "new"),
        (pygame.K_F2, 0, "new"),
        (pygame.K_c, pygame.KMOD_LCTRL, "copy"),
        (pygame.K_q, pygame.KMOD_LCTRL, "quit"),
        (pygame.K_F1, 0, "rules"),
        (pygame.K_p, 0, "speak"),
        (pygame.K_ESCAPE, 0, "hush"),
    ],
)
def test_shortcuts_are_commands(k: int, mod: int, command: CommandName) -> None:
    assert Keyboard().key(key(k, mod), worked()) == Command(command)


def test_enter_shows_the_focus_then_taps() -> None:
    state, keys = worked(), Keyboard()
    assert keys.key(key(pygame.K_RETURN), state) is None  # the first press only shows it
    assert keys.visible == ("C1", 0)
    assert keys.key(key(pygame.K_RETURN), state) == Tap("C1", 1)
    assert keys.key(key(pygame.K_d), state) == Tap("S")
    keys.key(key(pygame.K_UP), state)
    keys.key(key(pygame.K_RIGHT), state)  # F2, empty
    assert keys.key(key(pygame.K_RETURN), state) == Say(
        "There is no card here to play.", error=True
    )


def test_space_picks_up_and_puts_down() -> None:
    state, keys = worked(), Keyboard()
    keys.key(key(pygame.K_1), state)
    keys.key(key(pygame.K_LEFT), state)  # the reserve, Q♣
    said = keys.key(key(pygame.K_SPACE), state)
    assert isinstance(said, Say) and said.text.startswith("Picked up Q♣")
    assert keys.held is not None and (keys.held.pile, keys.held.index) == ("R", 12)
    keys.key(key(pygame.K_2), state)
    assert keys.key(key(pygame.K_SPACE), state) == Play(Move("R", "C2"))
    assert keys.held is None


def test_space_twice_on_one_pile_and_escape_put_back() -> None:
    state, keys = worked(), Keyboard()
    keys.key(key(pygame.K_3), state)
    keys.key(key(pygame.K_SPACE), state)
    assert keys.key(key(pygame.K_SPACE), state) == Say("Put back.")
    keys.key(key(pygame.K_SPACE), state)
    assert keys.key(key(pygame.K_ESCAPE), state) == Say("Put back.")
    assert keys.held is None


def test_the_focus_follows_the_top_of_a_growing_pile() -> None:
    before = build(**TAPS)
    keys = Keyboard()
    keys.show(("W", 2))
    after = build(**TAPS | {"waste": "9C 3S 5H 4S 7C 10C"})
    keys.follow(before, after)
    assert keys.focus == ("W", 5)
    keys.show(("C3", 1))  # a covered column card keeps its place
    keys.follow(before, after)
    assert keys.focus == ("C3", 1)


# -- the toolbar -----------------------------------------------------------------------


def placed_toolbar() -> Toolbar:
    bar = Toolbar()
    bar.place(LAYOUT, "CF1-D3-AAAAACL")
    return bar


def test_a_click_on_a_button_is_its_command() -> None:
    bar = placed_toolbar()
    undo = next(b for b in bar.buttons if b.action == "undo").rect
    bar.press(undo.center)
    assert bar.release(undo.center, dragging=False) == Command("undo")
    bar.press(undo.center)
    assert bar.release((undo.centerx, undo.bottom + 50), dragging=False) is None
    assert not any(b.pressed for b in bar.buttons)


def test_a_disabled_button_does_nothing() -> None:
    bar = placed_toolbar()
    bar.enable(undo=False, redo=False)
    redo = next(b for b in bar.buttons if b.action == "redo").rect
    bar.press(redo.center)
    assert bar.release(redo.center, dragging=False) is None


def test_a_click_on_the_code_copies_it_unless_cards_are_dragged_over_it() -> None:
    bar = placed_toolbar()
    assert bar.code_rect.right == LAYOUT.width - 12 and bar.code_rect.width > 0
    assert bar.release(bar.code_rect.center, dragging=False) == Command("copy")
    assert bar.release(bar.code_rect.center, dragging=True) is None


def test_hover_shows_a_tooltip_until_the_pointer_leaves() -> None:
    bar = placed_toolbar()
    rules = next(b for b in bar.buttons if b.action == "rules")
    bar.hover(rules.rect.center)
    assert bar.tooltip == (rules.tooltip, rules.rect)
    bar.hover(bar.code_rect.center)
    assert bar.tooltip is None and bar.code_hover
    bar.leave()
    assert not bar.code_hover


@pytest.mark.parametrize(
    "size", [(639, 479), (560, 420), (480, 360), (400, 300), (320, 240), (200, 150), (1, 1)]
)
def test_below_the_minimum_size_the_toolbar_never_overlaps(size: tuple[int, int]) -> None:
    """No window manager enforcing 640×480: parts of the bar stand down, none overlaps."""
    layout = Layout.for_size(*size)
    bar = Toolbar()
    bar.place(layout, "CF1-D3-AAAAACL")
    shown = [b.rect for b in bar.buttons if b.rect.width]
    for i, rect in enumerate(shown):
        assert rect.right <= layout.width
        assert all(not rect.colliderect(other) for other in shown[i + 1 :])
    ends = max((r.right for r in shown), default=0)
    left = bar.code_rect.x
    labels = {"draw": ("Draw 3", False), "score": ("Score 255", True)}
    for part, (text, bold) in labels.items():
        if part in bar.info:
            left -= theme.font(bar.size, bold).size(text)[0]
    if shown and bar.info:
        assert ends <= left, f"at {size} the buttons end at {ends}, the score starts at {left}"
    if size[0] >= 400:
        assert [b.action for b in bar.buttons if b.rect.width][:3] == ["new", "undo", "redo"]
