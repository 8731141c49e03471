"""Card images rasterised once, kept on disk: a start need not rasterise the SVGs again.

Rasterising the first frame's seven card SVGs costs about 12 ms; reading their pixels
back costs under 1 ms. Each image is one file in the platform's cache folder, named by
its SVG and the card size; its header holds the SVG's length and modification time, so
a changed card file (another version of the game) is rasterised afresh, and a checksum
of the pixels. A file that is missing, short, damaged or stale is ignored and replaced.
Files are written whole (a temporary file renamed over the old one) and only when the
window asks (after its first frame, and on closing), and only at the sizes in use (the
cards', the window icon's): files of other sizes are removed.
"""

from __future__ import annotations

import os
import struct
import time
import zlib
from pathlib import Path

import pygame

from canfield.log import get_logger
from canfield.store.paths import cache_dir
from canfield.store.reading import read_bytes_capped

log = get_logger(__name__)

MAGIC = b"CFRGBA1\n"
HEADER = struct.Struct("<8sIIqq")
"""The magic, the width and height, and the SVG's length and modification time (ns);
then the pixels' CRC-32 and the pixels, RGBA row by row."""
CHECKSUM = struct.Struct("<I")
SUFFIX = ".rgba"
TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 60.0
"""A temporary file older than this was left by a start killed while writing."""


def default_folder() -> Path:
    """The card images' folder in the platform's per-user cache folder."""
    return cache_dir() / "cards"


def _name(svg: Path, size: tuple[int, int], tag: str = "") -> str:
    return f"{tag}{svg.stem}-{size[0]}x{size[1]}{SUFFIX}"


def _header(svg: Path, size: tuple[int, int]) -> bytes | None:
    """The header a cached image of `svg` at `size` must have; None if no SVG is there."""
    try:
        stat = svg.stat()
    except OSError:
        return None
    return HEADER.pack(MAGIC, size[0], size[1], stat.st_size, stat.st_mtime_ns)


class FaceCache:
    """The card images of one folder: read when valid, written when asked to."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._pending: dict[tuple[int, int], dict[str, bytes]] = {}

    def load(self, svg: Path, size: tuple[int, int], tag: str = "") -> pygame.Surface | None:
        """The image of `svg` at `size` as rasterised before, or None. `tag` keeps apart
        images of files with the same name: "ro." for the Romanian faces' `QS.svg`."""
        header = _header(svg, size)
        if header is None:
            return None
        start = len(header) + CHECKSUM.size
        length = start + size[0] * size[1] * 4
        try:  # never a plain read: a FIFO would block the start, /dev/zero fill the memory
            data = read_bytes_capped(self.folder / _name(svg, size, tag), length)
        except OSError:
            return None
        if len(data) != length or not data.startswith(header):
            return None
        pixels = data[start:]
        if CHECKSUM.unpack_from(data, len(header))[0] != zlib.crc32(pixels):
            return None
        return pygame.image.frombytes(pixels, size, "RGBA")

    def keep(self, svg: Path, surface: pygame.Surface, tag: str = "") -> None:
        """Note a freshly rasterised image (`tag` as in `load`), to be written by `save`."""
        size = surface.get_size()
        header = _header(svg, size)
        if header is not None:
            pixels = pygame.image.tobytes(surface, "RGBA")
            data = header + CHECKSUM.pack(zlib.crc32(pixels)) + pixels
            self._pending.setdefault(size, {})[_name(svg, size, tag)] = data

    def forget(self, size: tuple[int, int]) -> None:
        """Let go of the images noted at `size` and not yet written: the window no longer
        shows that size (it was resized), and a large one holds much memory."""
        self._pending.pop(size, None)

    def noted_sizes(self) -> set[tuple[int, int]]:
        """The sizes with images noted and not yet written."""
        return set(self._pending)

    def save(self, *sizes: tuple[int, int]) -> None:
        """Write the images noted at `sizes` (the cards', the icon's) and remove those of
        other sizes; a folder that cannot be written is left as it is."""
        pending: dict[str, bytes] = {}
        for size in sizes:
            pending |= self._pending.get(size, {})
        self._pending = {}
        if not pending:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            tags = tuple(f"-{w}x{h}{SUFFIX}" for w, h in sizes)
            for old in self.folder.iterdir():
                if (old.name.endswith(SUFFIX) and not old.name.endswith(tags)) or _stale(old):
                    old.unlink(missing_ok=True)
            for name, data in pending.items():
                temp = self.folder / f".{name}.{os.getpid()}{TEMP_SUFFIX}"
                try:
                    temp.write_bytes(data)
                    os.replace(temp, self.folder / name)
                finally:
                    temp.unlink(missing_ok=True)
        except OSError as error:
            log.info("card images not cached in %s: %s", self.folder, error)


def _stale(path: Path) -> bool:
    """Whether `path` is a temporary file a killed start left behind."""
    if not path.name.endswith(TEMP_SUFFIX):
        return False
    try:
        return path.stat().st_mtime < time.time() - STALE_SECONDS
    except OSError:
        return False
