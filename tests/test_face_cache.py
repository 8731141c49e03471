"""Card images read back from the cache are the very pixels the SVG gives; a damaged,
short or stale cache file is rasterised afresh and replaced; only the sizes in use are
kept, and a temporary file a killed start left is removed."""

from __future__ import annotations

import os
import shutil
import threading

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from canfield import engine
from canfield.ui.draw.art import CardArt, card_filename, default_cards_dir
from canfield.ui.draw.face_cache import FaceCache

from .display import display

CARD = engine.deal("CF1-D3-AAAAACL").reserve[-1]


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    with display((200, 200)):
        yield


class Counting(CardArt):
    """Card art that counts the SVGs it rasterises."""

    rasterised = 0

    def _load(self, path: Path) -> pygame.Surface | None:
        self.rasterised += 1
        return super()._load(path)


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    shutil.copytree(default_cards_dir(), folder)
    return folder


def _cached(cards: Path, folder: Path, width: int = 90) -> Counting:
    return Counting(width, cards, FaceCache(folder))


def test_a_saved_face_is_read_back_pixel_for_pixel_without_rasterising(
    cards: Path, tmp_path: Path
) -> None:
    first = _cached(cards, tmp_path / "cache")
    drawn = _pixels(first.face(CARD))
    assert first.rasterised == 1
    assert first.cache is not None
    first.cache.save(first.size)
    again = _cached(cards, tmp_path / "cache")
    assert _pixels(again.face(CARD)) == drawn
    assert again.rasterised == 0


@pytest.mark.parametrize("damage", [b"", b"CFRGBA1\n" + b"\0" * 40, b"x", b"flip"])
def test_a_damaged_cache_file_is_rasterised_afresh_and_replaced(
    cards: Path, tmp_path: Path, damage: bytes
) -> None:
    first = _cached(cards, tmp_path / "cache")
    drawn = _pixels(first.face(CARD))
    assert first.cache is not None
    first.cache.save(first.size)
    [kept] = (tmp_path / "cache").iterdir()
    # "x": garbage of the very length a good file has (only its header tells)
    good = kept.read_bytes()
    if damage == b"x":
        damage = damage * len(good)
    elif damage == b"flip":  # one pixel changed: only the checksum tells
        damage = good[:-1] + bytes([good[-1] ^ 0xFF])
    kept.write_bytes(damage)
    again = _cached(cards, tmp_path / "cache")
    assert _pixels(again.face(CARD)) == drawn and again.rasterised == 1
    assert again.cache is not None
    again.cache.save(again.size)
    third = _cached(cards, tmp_path / "cache")
    assert _pixels(third.face(CARD)) == drawn and third.rasterised == 0


def test_a_changed_svg_is_rasterised_afresh(cards: Path, tmp_path: Path) -> None:
    first = _cached(cards, tmp_path / "cache")
    first.face(CARD)
    assert first.cache is not None
    first.cache.save(first.size)
    os.utime(cards / card_filename(int(CARD.rank), CARD.suit.letter), ns=(1, 1))
    again = _cached(cards, tmp_path / "cache")
    again.face(CARD)
    assert again.rasterised == 1


def test_only_the_size_in_use_is_kept_and_an_unwritable_folder_is_no_error(
    cards: Path, tmp_path: Path
) -> None:
    for width in (90, 120):
        art = _cached(cards, tmp_path / "cache", width)
        art.face(CARD)
        assert art.cache is not None
        art.cache.save(art.size)
    assert [p.name.split("-")[1] for p in (tmp_path / "cache").iterdir()] == ["120x168.rgba"]
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    blocked = _cached(cards, tmp_path / "file" / "cache")
    blocked.face(CARD)
    assert blocked.cache is not None
    blocked.cache.save(blocked.size)  # logged, not raised
    assert _cached(cards, tmp_path / "file" / "cache").face(CARD).get_size() == blocked.size


def test_a_temporary_file_left_by_a_killed_start_is_removed(cards: Path, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    folder.mkdir()
    left = folder / ".AS-90x126.rgba.99999.tmp"
    fresh = folder / ".AS-90x126.rgba.99998.tmp"  # another start writing right now
    left.write_bytes(b"half")
    fresh.write_bytes(b"half")
    os.utime(left, (1, 1))
    art = _cached(cards, folder)
    art.face(CARD)
    assert art.cache is not None
    art.cache.save(art.size)
    names = {p.name for p in folder.iterdir()}
    assert left.name not in names and fresh.name in names
    assert not [n for n in names if n.endswith(f".{os.getpid()}.tmp")]


def test_a_fifo_or_a_device_in_the_cache_never_blocks_the_start(
    cards: Path, tmp_path: Path
) -> None:
    """What is in the cache folder under a face's name is read only if it is a regular
    file of the right size: a FIFO there would block the start, a device fill memory."""
    first = _cached(cards, tmp_path / "cache")
    drawn = _pixels(first.face(CARD))
    assert first.cache is not None
    first.cache.save(first.size)
    [kept] = (tmp_path / "cache").iterdir()
    for odd in ("fifo", "device"):
        kept.unlink()
        if odd == "fifo":
            os.mkfifo(kept)
        else:
            kept.symlink_to("/dev/zero")
        again = _cached(cards, tmp_path / "cache")
        seen: list[bytes] = []

        def read(art: Counting = again, into: list[bytes] = seen) -> None:
            into.append(_pixels(art.face(CARD)))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout=20)
        assert seen == [drawn], odd  # drawn afresh from the SVG, at once
        assert again.rasterised == 1


def test_images_of_a_size_no_longer_shown_are_let_go(cards: Path, tmp_path: Path) -> None:
    """A window made huge and then small again does not keep the huge faces in memory
    (they waited there to be written to disk at the next save)."""
    cache = FaceCache(tmp_path / "cache")
    art = CardArt(600, cards, cache=cache)
    big = art.size
    for card in engine.deal("CF1-D3-AAAAACL").columns:
        art.face(card[-1])
    assert cache.noted_sizes() == {big}
    art.resize(90)
    art.face(CARD)
    assert cache.noted_sizes() == {art.size}  # the 600-pixel faces are gone
    cache.save(art.size)
    assert all(f"-{big[0]}x{big[1]}" not in p.name for p in (tmp_path / "cache").iterdir())
