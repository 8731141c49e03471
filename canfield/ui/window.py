"""The window's own furniture: the display, the icon, its size and place on the screen,
full screen."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from typing import TYPE_CHECKING

import pygame

from canfield.i18n import _
from canfield.ui.draw.art import assets_dir
from canfield.ui.draw.layout import DEFAULT_SIZE, MIN_SIZE
from canfield.ui.sound import quiet_stderr

if TYPE_CHECKING:
    from canfield.ui.draw.face_cache import FaceCache

HEADLESS_DRIVERS = frozenset({"offscreen", "dummy"})
"""SDL's drivers that open no window anyone can see."""


def open_display() -> str | None:
    """Start pygame's display; None when there is one to open a window on, else why not.

    Without DISPLAY or WAYLAND_DISPLAY (on Linux and the BSDs) SDL would quietly pick its
    offscreen driver and the game would run in a window no one sees; asked for
    explicitly (SDL_VIDEODRIVER, as the tests do), a headless driver is taken as meant.
    """
    chosen = os.environ.get("SDL_VIDEODRIVER", "")
    unix = not sys.platform.startswith(("win", "darwin"))
    if unix and not chosen and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return _("neither DISPLAY nor WAYLAND_DISPLAY is set")
    try:
        with quiet_stderr():  # what SDL's probes write from C (libwayland): one line is ours
            pygame.display.init()
    except pygame.error as exc:
        return str(exc) or _("the video system did not start")
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and driver != chosen:
        pygame.display.quit()
        return _("only SDL's {driver} video driver is available").format(driver=driver)
    return None


ICON_CARD = (46, 64)
"""The size of the card in the window's icon."""


def set_icon(cache: FaceCache | None = None) -> None:
    """The window's icon: the ace of spades from our own card set, on a clear square
    (rasterised once, then read from `cache`)."""
    path = assets_dir() / "cards" / "AS.svg"
    card = cache.load(path, ICON_CARD) if cache is not None else None
    if card is None:
        try:
            card = pygame.image.load_sized_svg(str(path), ICON_CARD)
        except (pygame.error, FileNotFoundError, OSError):
            return  # the default icon will do
        if cache is not None and card.get_size() == ICON_CARD:
            cache.keep(path, card)
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    icon.blit(card, card.get_rect(center=(32, 32)))
    pygame.display.set_icon(icon)


Size = tuple[int, int]
Position = tuple[int, int]


def _window() -> pygame.Window | None:
    """The window `pygame.display.set_mode` opened (None on a pygame-ce without Window)."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        # from_display_module is the way to reach a set_mode window in pygame-ce 2.5;
        # it warns about surface rendering, which this app does not do through it.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()
    return None


def desktop_size() -> Size | None:
    """The size of the first screen, or None when the display cannot tell."""
    try:
        return pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return None


def clamp_window(
    size: Size, position: Position | None, desktop: Size | None
) -> tuple[Size, Position | None]:
    """A remembered size and place made to fit the screen: no larger than it (and not
    below `MIN_SIZE` when it is larger), and wholly on it."""
    if desktop is None:
        return (max(1, size[0]), max(1, size[1])), position
    w = max(min(MIN_SIZE[0], desktop[0]), min(size[0], desktop[0]))
    h = max(min(MIN_SIZE[1], desktop[1]), min(size[1], desktop[1]))
    if position is not None:
        position = (
            max(0, min(position[0], desktop[0] - w)),
            max(0, min(position[1], desktop[1] - h)),
        )
    return (w, h), position


def window_position() -> Position | None:
    """Where the window's top-left corner is on the desktop, when the display says."""
    try:
        x, y = pygame.display.get_window_position()
    except (pygame.error, AttributeError):
        return None
    return int(x), int(y)


def set_fullscreen(on: bool) -> bool:
    """Fill the screen (the desktop's own mode, no mode switch) or go back to a window;
    False when the display cannot."""
    window = _window()
    if window is None:
        return False
    try:
        if on:
            window.set_fullscreen(True)
        else:
            window.set_windowed()
    except pygame.error:
        return False
    return True


def set_minimum_size() -> None:
    """The window manager keeps the window at least `MIN_SIZE` (the layout copes with any
    size below it too: older pygame-ce has no Window to ask)."""
    window = _window()
    if window is not None:
        with contextlib.suppress(pygame.error):
            window.minimum_size = MIN_SIZE


def size_note(asked: Size | None, given: Size) -> str | None:
    """What to tell a player whose `--size` did not fit the screen (None when it did)."""
    if asked is None or asked == given:
        return None
    words = _("canfield: the window is {w}x{h}, to fit the screen ({asked_w}x{asked_h} was asked)")
    return words.format(w=given[0], h=given[1], asked_w=asked[0], asked_h=asked[1])


_ASKED: dict[str, Position] = {}
"""The remembered place `first_window` asked for, until `settle_window` has checked it."""


def first_window(size: Size | None, position: Position | None) -> Size:
    """The size to open the window at — the one asked for or remembered, else one that
    fits this screen — made to fit the screen; a remembered place is taken too."""
    size, position = clamp_window(size or window_size(), position, desktop_size())
    if position is not None:  # pygame puts the window there as it opens it
        os.environ["SDL_VIDEO_WINDOW_POS"] = f"{position[0]},{position[1]}"
        _ASKED["position"] = position
    return size


def settle_window() -> None:
    """Once the window is open, put its inside where it was remembered.

    SDL opens a window with its frame's corner at the place asked, so under a window
    manager the inside — what `window_position` reads and the next start asks for — lands
    a title bar lower: without this the window crept down at every start.
    """
    asked = _ASKED.pop("position", None)
    if asked is not None and window_position() not in (None, asked):
        with contextlib.suppress(pygame.error):
            pygame.display.set_window_position(asked)


def window_size() -> tuple[int, int]:
    """The first window: the default size, shrunk to fit a small screen."""
    desktop = desktop_size()
    if desktop is None:
        return DEFAULT_SIZE
    return (
        max(MIN_SIZE[0], min(DEFAULT_SIZE[0], desktop[0] * 9 // 10)),
        max(MIN_SIZE[1], min(DEFAULT_SIZE[1], desktop[1] * 85 // 100)),
    )


def give_back_memory() -> None:
    """Return freed memory to the system where the C library keeps it (glibc).

    After a large window shrinks, its surfaces are freed, but glibc keeps big freed
    blocks in the process (its mmap threshold rises with each large block it frees):
    measured, 6000×6000 and back to 1280×800 left 103 MiB resident where 57 MiB remain
    after `malloc_trim`. Elsewhere this does nothing.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # another C library (musl): nothing to trim
        pass


def open_window(size: Size, face_cache: FaceCache | None = None) -> pygame.Surface:
    """The game's window at `size`, with its icon, title and smallest size; its surface."""
    set_icon(face_cache)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(_("Canfield"))
    set_minimum_size()
    settle_window()
    return screen
