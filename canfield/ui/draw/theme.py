"""Colours and fonts of the table, and a cache of rendered text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from canfield.ui.draw.art import assets_dir

FELT = (22, 92, 58)
FELT_DARK = (15, 70, 44)
FELT_LIGHT = (34, 112, 72)
BAR = (16, 40, 30)
BAR_TEXT = (232, 238, 232)
BAR_DIM = (150, 170, 158)
BUTTON = (38, 72, 56)
BUTTON_HOVER = (54, 98, 76)
BUTTON_DOWN = (28, 56, 42)
BUTTON_DISABLED = (30, 52, 42)
TEXT_DISABLED = (105, 128, 114)
SLOT_TEXT = (170, 210, 185)
LABEL = (226, 240, 230)
FOCUS = (255, 214, 90)
SELECT = (120, 200, 255)
DROP = (150, 235, 160)
HINT = (255, 170, 40)
STATUS_ERROR = (255, 196, 150)
PANEL = (246, 244, 236)
PANEL_TEXT = (30, 36, 32)
PANEL_DIM = (96, 104, 98)
PANEL_BORDER = (60, 90, 72)
ACCENT = (30, 110, 70)
ACCENT_TEXT = (255, 255, 255)
FIELD = (255, 255, 255)
FIELD_BORDER = (150, 160, 152)
SELECTION = (186, 222, 200)
ERROR = (178, 34, 34)
SHADE = (0, 0, 0, 140)
CARD_FACE = (255, 253, 248)  # the face colour of the card set (#fffdf8)
RED_INK = (200, 16, 46)  # #c8102e, as printed on the cards
BLACK_INK = (27, 27, 32)  # #1b1b20


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans (Latin with diacritics, ♠ ♥ ♦ ♣) at a pixel size."""
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    path = assets_dir() / "fonts" / name
    try:
        return pygame.font.Font(str(path), max(6, size))
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, max(6, size))


@lru_cache(maxsize=512)
def text(
    message: str, size: int, color: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """A rendered line of text, cached (the table redraws the same words every frame)."""
    return font(size, bold).render(message, True, color)


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` pixels; a word wider than that (a
    file's path, say) is cut, after a separator where it has one."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            *whole, line = _cut(word, f, width)
            lines.extend(whole)
        lines.append(line)
    return lines


_CUT_AFTER = ("/\\", "-_.,")
"""Where a word too wide for its line is cut, when it can be: after a folder's separator
rather than after other marks."""


def _cut(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """`word` in pieces no wider than `width` (a single letter wider still is one piece)."""
    pieces: list[str] = []
    while len(word) > 1 and f.size(word)[0] > width:
        low, high = 1, len(word) - 1  # the longest start that fits: word[:low]
        while low < high:
            middle = (low + high + 1) // 2
            if f.size(word[:middle])[0] <= width:
                low = middle
            else:
                high = middle - 1
        cut = low  # between letters, when no mark falls in the second half of the start
        for marks in _CUT_AFTER:
            after = max(word.rfind(mark, 0, low) + 1 for mark in marks)
            if after > low // 2:
                cut = after
                break
        pieces.append(word[:cut])
        word = word[cut:]
    pieces.append(word)
    return pieces
