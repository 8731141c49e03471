"""Card artwork: renders the SVG card set (``assets/cards``) to pygame surfaces.

:class:`CardArt` renders each image lazily with :func:`pygame.image.load_sized_svg` the
first time it is asked for, at the current card size, and caches it. If a file is missing
or cannot be read, it logs one warning and draws a plain stand-in with ``pygame.draw``
and ``pygame.font`` so the game stays playable.

The loader does not initialise pygame: the application sets up the display (and the font
module) itself. The only exception is the stand-in art, which initialises ``pygame.font``
if nobody has yet.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

import canfield
from canfield.indices import INTERNATIONAL, differing_ranks, rank_index
from canfield.log import get_logger
from canfield.ui.draw.card_names import (
    BACK_FILENAME,
    RED_SUITS,
    SLOT_FILENAME,
    card_filename,
)
from canfield.ui.draw.contrast import Contrast
from canfield.ui.draw.contrast import face as high_contrast_face

if TYPE_CHECKING:
    from canfield.ui.draw.face_cache import FaceCache

__all__ = [
    "CARD_RATIO",
    "CardArt",
    "CardLike",
    "SuitLike",
    "assets_dir",
    "card_filename",
    "default_cards_dir",
    "height_for",
]

log = get_logger(__name__)

#: Height over width of a card (a poker card is 2.5 x 3.5 inches; the SVGs are 250 x 350).
CARD_RATIO = 350 / 250

_FACE = (255, 253, 248)
_FACE_BORDER = (154, 150, 142)
_RED = (200, 16, 46)
_BLACK = (27, 27, 32)
_BACK = (15, 70, 101)
_BACK_LINE = (70, 140, 160)
_SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

# Files whose failure has been reported already: warn once per file, not once per frame.
_warned: set[Path] = set()


class SuitLike(Protocol):
    """Anything with a suit letter: ``"S"``, ``"H"``, ``"D"`` or ``"C"``."""

    @property
    def letter(self) -> str:
        """The suit's letter."""
        ...


class CardLike(Protocol):
    """Anything with an int-like ``rank`` (1..13, ace low) and a ``suit`` with a letter."""

    @property
    def rank(self) -> int:
        """The rank: 1 is the ace, 11 the jack, 12 the queen, 13 the king."""
        ...

    @property
    def suit(self) -> SuitLike:
        """The suit."""
        ...


def assets_dir() -> Path:
    """Return the folder holding the game's art.

    An installed wheel carries it inside the package as ``canfield/assets``; a source
    checkout keeps it at the top of the repository, next to the ``canfield`` package.
    """
    package = Path(canfield.__file__).resolve().parent
    inside = package / "assets"
    if inside.is_dir():
        return inside
    return package.parent / "assets"


def default_cards_dir() -> Path:
    """Return the folder holding the card SVGs: ``cards`` in :func:`assets_dir`."""
    return assets_dir() / "cards"


def height_for(width: int) -> int:
    """Return the card height, in pixels, that goes with a card ``width``."""
    return max(1, round(width * CARD_RATIO))


class CardArt:
    """Card images at one size, rendered from SVG on first use and cached.

    Args:
        width: card width in pixels; the height follows from :data:`CARD_RATIO`.
        cards_dir: folder of the SVG files; defaults to :func:`default_cards_dir`.
        indices: the index set the faces print (:mod:`canfield.indices`): the
            international one is the folder itself, another one a subfolder holding the
            faces whose index differs (a Romanian queen prints D).
    """

    def __init__(
        self,
        width: int,
        cards_dir: Path | None = None,
        cache: FaceCache | None = None,
        indices: str = INTERNATIONAL,
    ) -> None:
        """Prepare card art ``width`` pixels wide, read from ``cards_dir``; images
        rasterised before are read from ``cache`` (see :mod:`canfield.ui.draw.face_cache`)."""
        self._cards_dir = cards_dir if cards_dir is not None else default_cards_dir()
        self.cache = cache
        self._indices = indices
        self._own_faces = differing_ranks(indices)
        self._width = 0
        self._height = 0
        self._cache: dict[str, pygame.Surface] = {}
        self._contrast: Contrast | None = None
        self._font: pygame.font.Font | None = None
        self._font_size = 0
        self.resize(width)

    @property
    def cards_dir(self) -> Path:
        """The folder the SVG files are read from."""
        return self._cards_dir

    @property
    def indices(self) -> str:
        """The index set the faces print."""
        return self._indices

    def use_indices(self, indices: str) -> None:
        """Print another index set (the player chose another language): the faces are
        drawn afresh, from that set's files, when next asked for."""
        if indices == self._indices:
            return
        self._own_faces = differing_ranks(indices)
        self._indices = indices
        self._cache.clear()

    @property
    def width(self) -> int:
        """Card width in pixels."""
        return self._width

    @property
    def height(self) -> int:
        """Card height in pixels."""
        return self._height

    @property
    def size(self) -> tuple[int, int]:
        """Card size ``(width, height)`` in pixels."""
        return (self._width, self._height)

    def resize(self, width: int) -> None:
        """Switch to cards ``width`` pixels wide, dropping every cached image if it changed.

        Raises:
            ValueError: if ``width`` is smaller than 1.
        """
        width = int(width)
        if width < 1:
            raise ValueError(f"card width must be at least 1 pixel, got {width}")
        if width == self._width:
            return
        if self.cache is not None and self._width:
            self.cache.forget(self.size)  # images of a size no longer shown are let go
        self._width = width
        self._height = height_for(width)
        self._cache.clear()
        self._font = None

    @property
    def contrast(self) -> Contrast | None:
        """The high-contrast faces in use, or None for the card set's own."""
        return self._contrast

    def use_contrast(self, contrast: Contrast | None) -> None:
        """Draw high-contrast faces (or go back to the card set): drawn afresh when next
        asked for."""
        if contrast == self._contrast:
            return
        self._contrast = contrast
        self._cache.clear()

    def face(self, card: CardLike) -> pygame.Surface:
        """Return the face of ``card`` (anything with ``.rank`` and ``.suit.letter``)."""
        rank = int(card.rank)
        letter = card.suit.letter
        if self._contrast is not None:
            key = f"contrast/{rank}{letter}"
            surface = self._cache.get(key)
            if surface is None:
                font = assets_dir() / "fonts" / "DejaVuSans-Bold.ttf"
                label = rank_index(rank, self._indices)
                surface = high_contrast_face(self.size, label, letter, self._contrast, font)
                if pygame.display.get_surface() is not None:
                    surface = surface.convert_alpha()
                self._cache[key] = surface
            return surface
        folder = self._indices if rank in self._own_faces else ""
        return self._image(
            card_filename(rank, letter),
            lambda: self._draw_face_fallback(rank, letter),
            folder,
        )

    def back(self) -> pygame.Surface:
        """Return the card back."""
        return self._image(BACK_FILENAME, self._draw_back_fallback)

    def slot(self) -> pygame.Surface:
        """Return the outline drawn where a pile is empty (mostly transparent)."""
        return self._image(SLOT_FILENAME, self._draw_slot_fallback)

    # ------------------------------------------------------------------ loading

    def _image(
        self, filename: str, fallback: Callable[[], pygame.Surface], folder: str = ""
    ) -> pygame.Surface:
        """Return the cached image of ``filename`` (in the subfolder ``folder`` of an index
        set's own faces), rendering it (or ``fallback``) first."""
        key = f"{folder}/{filename}" if folder else filename
        surface = self._cache.get(key)
        if surface is None:
            path = self._cards_dir / folder / filename if folder else self._cards_dir / filename
            tag = f"{folder}." if folder else ""  # the cache keeps each set's faces apart
            cache = self.cache
            surface = cache.load(path, self.size, tag) if cache is not None else None
            if surface is None:
                surface = self._load(path)
                if surface is not None and cache is not None:
                    cache.keep(path, surface, tag)
            if surface is None:
                surface = fallback()
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._cache[key] = surface
        return surface

    def _load(self, path: Path) -> pygame.Surface | None:
        """Render the SVG at ``path`` at the card size, or return None if that fails."""
        try:
            loaded = pygame.image.load_sized_svg(path, self.size)
        except (pygame.error, OSError, ValueError) as exc:
            if path not in _warned:
                _warned.add(path)
                log.warning("card art %s unavailable (%s); drawing a plain stand-in", path, exc)
            return None
        if loaded.get_size() == self.size:
            return loaded
        # SDL_image rounds the rendered size up, so it can come out a pixel too large.
        lw, lh = loaded.get_size()
        if abs(lw - self._width) <= 1 and abs(lh - self._height) <= 1:
            exact = pygame.Surface(self.size, pygame.SRCALPHA)
            exact.blit(loaded, (0, 0))
            return exact
        return pygame.transform.smoothscale(loaded, self.size)

    # ------------------------------------------------------------------ stand-ins

    def _blank(self) -> pygame.Surface:
        """Return a fully transparent surface of the card size."""
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        return surface

    def _radius(self) -> int:
        """Return the corner radius of the stand-in cards."""
        return max(2, self._width // 16)

    def _fallback_font(self) -> pygame.font.Font:
        """Return the font of the stand-in faces, initialising ``pygame.font`` if needed."""
        size = max(8, round(self._height * 0.16))
        if self._font is None or self._font_size != size:
            if not pygame.font.get_init():
                pygame.font.init()
            bold = assets_dir() / "fonts" / "DejaVuSans-Bold.ttf"
            try:
                self._font = pygame.font.Font(bold, size)
            except (OSError, pygame.error):
                self._font = pygame.font.Font(None, size)
            self._font_size = size
        return self._font

    def _draw_face_fallback(self, rank: int, letter: str) -> pygame.Surface:
        """Draw a plain face: rank and suit in two corners of an ivory card."""
        surface = self._blank()
        rect = surface.get_rect()
        radius = self._radius()
        pygame.draw.rect(surface, _FACE, rect, border_radius=radius)
        pygame.draw.rect(surface, _FACE_BORDER, rect, width=1, border_radius=radius)
        colour = _RED if letter in RED_SUITS else _BLACK
        font = self._fallback_font()
        symbol = _SUIT_SYMBOLS.get(letter, letter)
        if font.metrics(symbol)[0] is None:  # the font has no suit symbols
            symbol = letter
        text = font.render(f"{rank_index(rank, self._indices)}{symbol}", True, colour)
        margin = max(2, self._width // 14)
        surface.blit(text, (margin, margin // 2))
        turned = pygame.transform.rotate(text, 180)
        surface.blit(
            turned, turned.get_rect(bottomright=(rect.right - margin, rect.bottom - margin // 2))
        )
        big = pygame.transform.smoothscale_by(text, 1.5) if self._width >= 40 else text
        surface.blit(big, big.get_rect(center=rect.center))
        return surface

    def _draw_back_fallback(self) -> pygame.Surface:
        """Draw a plain back: a blue panel with a diagonal lattice inside a white edge."""
        surface = self._blank()
        rect = surface.get_rect()
        radius = self._radius()
        pygame.draw.rect(surface, _FACE, rect, border_radius=radius)
        pygame.draw.rect(surface, _FACE_BORDER, rect, width=1, border_radius=radius)
        margin = max(2, self._width // 20)
        panel = rect.inflate(-2 * margin, -2 * margin)
        pygame.draw.rect(surface, _BACK, panel, border_radius=max(1, radius // 2))
        step = max(4, self._width // 12)
        lattice = pygame.Surface(panel.size, pygame.SRCALPHA)
        span = panel.width + panel.height
        h = panel.height
        for x in range(-span, span, step):
            pygame.draw.line(lattice, _BACK_LINE, (x, 0), (x + h, h))
            pygame.draw.line(lattice, _BACK_LINE, (x, h), (x + h, 0))
        surface.blit(lattice, panel.topleft)
        return surface

    def _draw_slot_fallback(self) -> pygame.Surface:
        """Draw a plain empty-pile outline: a translucent rounded rectangle."""
        surface = self._blank()
        rect = surface.get_rect()
        radius = self._radius()
        pygame.draw.rect(surface, (255, 255, 255, 20), rect, border_radius=radius)
        pygame.draw.rect(
            surface,
            (255, 255, 255, 140),
            rect,
            width=max(1, self._width // 60),
            border_radius=radius,
        )
        return surface
