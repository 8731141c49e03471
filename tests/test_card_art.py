"""Tests of the vector card set (assets/cards), its generator and the CardArt loader."""

from __future__ import annotations

import os

from tests.scripts import script

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from canfield.ui.draw.art import CardArt, assets_dir, card_filename, default_cards_dir, height_for
from canfield.ui.draw.card_names import (
    BACK_FILENAME,
    INDEX_BOTTOM,
    INDEX_RIGHT,
    RANKS,
    RED_SUITS,
    SLOT_FILENAME,
    SUIT_LETTERS,
    all_face_filenames,
    all_filenames,
    index_set_filenames,
)

REPO = Path(__file__).resolve().parent.parent
CARDS = REPO / "assets" / "cards"
RAW_SIZES = [(71, 100), (180, 252)]

Pixel = tuple[int, int, int, int]


class Rank(IntEnum):
    """Stand-in for the engine's rank enum: an IntEnum, ace low."""

    ACE = 1
    JACK = 11
    QUEEN = 12
    KING = 13


@dataclass(frozen=True)
class FakeSuit:
    """Stand-in for the engine's suit: only ``letter`` matters to the art."""

    letter: str


@dataclass(frozen=True)
class FakeCard:
    """Stand-in for the engine's card: ``rank`` and ``suit.letter``."""

    rank: int
    suit: FakeSuit


def card(rank: int, letter: str) -> FakeCard:
    """Return a stand-in card."""
    return FakeCard(rank, FakeSuit(letter))


def pixels(surface: pygame.Surface) -> Iterator[Pixel]:
    """Yield every pixel of ``surface`` as (r, g, b, a)."""
    data = pygame.image.tobytes(surface, "RGBA")
    for i in range(0, len(data), 4):
        yield data[i], data[i + 1], data[i + 2], data[i + 3]


def count(surface: pygame.Surface, test: Callable[[Pixel], bool]) -> int:
    """Count the pixels of ``surface`` that pass ``test``."""
    return sum(1 for p in pixels(surface) if test(p))


def is_face_colour(p: Pixel) -> bool:
    """Ivory card stock."""
    r, g, b, a = p
    return a == 255 and r >= 235 and g >= 230 and b >= 220


def is_reddish(p: Pixel) -> bool:
    """The red suit ink (or anything close to it)."""
    r, g, b, a = p
    return a >= 200 and r >= 150 and g <= 90 and b <= 110


def is_dark(p: Pixel) -> bool:
    """The near-black suit ink."""
    r, g, b, a = p
    return a >= 200 and max(r, g, b) <= 70


@pytest.fixture
def display() -> Iterator[pygame.Surface]:
    """A tiny dummy display, so surfaces get converted; shut down again if we opened it."""
    was_init = pygame.display.get_init()
    pygame.display.init()
    screen = pygame.display.set_mode((1, 1))
    yield screen
    if not was_init:
        pygame.display.quit()


def load_script() -> ModuleType:
    """Import ``scripts/make_cards.py`` as a module."""
    return script("make_cards")


# ---------------------------------------------------------------- names and files


def test_card_filenames() -> None:
    assert card_filename(1, "S") == "AS.svg"
    assert card_filename(10, "H") == "10H.svg"
    assert card_filename(12, "C") == "QC.svg"
    assert card_filename(7, "D") == "7D.svg"
    assert card_filename(Rank.KING, "S") == "KS.svg"
    with pytest.raises(ValueError):
        card_filename(0, "S")
    with pytest.raises(ValueError):
        card_filename(14, "S")
    with pytest.raises(ValueError):
        card_filename(5, "X")


def test_all_54_svgs_exist() -> None:
    names = all_filenames()
    assert len(names) == len(set(names)) == 54
    for name in names:
        assert (CARDS / name).is_file(), name
    assert {p.name for p in CARDS.glob("*.svg")} == set(names)


def test_assets_dir_finds_the_cards() -> None:
    assert (assets_dir() / "cards" / "AS.svg").is_file()
    assert (assets_dir() / "fonts" / "DejaVuSans-Bold.ttf").is_file()
    assert default_cards_dir() == assets_dir() / "cards"


def test_each_index_set_has_its_own_faces_for_the_ranks_it_prints_otherwise() -> None:
    names = index_set_filenames()
    assert len(names) == 24  # Romanian V D R, Danish E B D: three ranks in four suits each
    assert "ro/QS.svg" in names and "ro/KH.svg" in names and "ro/AS.svg" not in names
    assert "da/AS.svg" in names and "da/JD.svg" in names and "da/KS.svg" not in names
    for name in names:
        assert (CARDS / name).is_file(), name
    folders = {p.parent.name for p in CARDS.glob("*/*.svg")}
    assert folders == {"ro", "da"}
    assert sorted(p.relative_to(CARDS).as_posix() for p in CARDS.glob("*/*.svg")) == sorted(names)


@pytest.mark.parametrize("name", all_filenames() + index_set_filenames())
def test_svg_uses_only_what_nanosvg_draws(name: str) -> None:
    text = (CARDS / name).read_text(encoding="utf-8")
    assert text.startswith("<?xml")
    assert 'viewBox="0 0 250 350"' in text
    # nanosvg draws no text, and dashed strokes render unreliably.
    for banned in ("<text", "<use", "<filter", "<image", "class=", "stroke-dasharray"):
        assert banned not in text, banned


@pytest.mark.parametrize("name", all_filenames())
def test_svg_loads_at_two_sizes(name: str) -> None:
    for width, height in RAW_SIZES:
        surface = pygame.image.load_sized_svg(CARDS / name, (width, height))
        w, h = surface.get_size()
        # SDL_image rounds the rendered size up, so it may be one pixel larger.
        assert width <= w <= width + 1 and height - 1 <= h <= height + 1, (name, w, h)
    for width in (71, 180):
        art = CardArt(width)
        if name == BACK_FILENAME:
            surface = art.back()
        elif name == SLOT_FILENAME:
            surface = art.slot()
        else:
            surface = art.face(card(*_parse(name)))
        assert surface.get_size() == (width, height_for(width)) == art.size


def _parse(name: str) -> tuple[int, str]:
    """Turn ``"10H.svg"`` into ``(10, "H")``."""
    stem = name.removesuffix(".svg")
    label, letter = stem[:-1], stem[-1]
    rank = {"A": 1, "J": 11, "Q": 12, "K": 13}.get(label) or int(label)
    return rank, letter


# ---------------------------------------------------------------- what the faces show


@pytest.mark.parametrize("letter", SUIT_LETTERS)
def test_faces_are_not_blank_and_use_the_suit_colour(letter: str) -> None:
    art = CardArt(100)
    total = art.width * art.height
    for rank in RANKS:
        surface = art.face(card(rank, letter))
        face = count(surface, is_face_colour)
        red = count(surface, is_reddish)
        dark = count(surface, is_dark)
        assert face > total * 0.2, (rank, letter, face)
        if letter in RED_SUITS:
            assert red > total * 0.02, (rank, letter, red)
        else:
            assert dark > total * 0.02, (rank, letter, dark)
            if rank <= 10:  # a court card's picture has red in it, as on printed cards
                assert red == 0, (rank, letter, red)
            else:
                assert red < dark, (rank, letter, red, dark)


@pytest.mark.parametrize("letter", SUIT_LETTERS)
def test_index_is_the_rank_over_its_suit(letter: str) -> None:
    """The corner index is a rank with its pip under it, in the top-left corner that a
    column's fan (the top INDEX_BOTTOM) and the waste fan (the left INDEX_RIGHT) show."""
    art = CardArt(160)
    right = round(art.width * INDEX_RIGHT)
    middle = round(art.height * INDEX_BOTTOM * 0.58)  # between the rank and the pip
    rank_band = pygame.Rect(0, 0, right, middle)
    pip_band = pygame.Rect(0, middle, right, round(art.height * INDEX_BOTTOM) - middle)
    ink = is_reddish if letter in RED_SUITS else is_dark
    for rank in RANKS:
        face = art.face(card(rank, letter))
        in_rank = count(face.subsurface(rank_band), ink)
        in_pip = count(face.subsurface(pip_band), ink)
        assert in_rank > rank_band.width * rank_band.height * 0.1, (rank, letter, in_rank)
        assert in_pip > pip_band.width * pip_band.height * 0.08, (rank, letter, in_pip)


def is_gold(p: Pixel) -> bool:
    """The gold of crowns and frames."""
    r, g, b, a = p
    return a == 255 and r >= 190 and 130 <= g <= 200 and b <= 100


def is_skin(p: Pixel) -> bool:
    """The faces of the court figures (warmer and darker than the card stock)."""
    r, g, b, a = p
    return a == 255 and r >= 225 and 190 <= g <= 228 and 150 <= b <= 200


@pytest.mark.parametrize("letter", SUIT_LETTERS)
def test_court_cards_show_a_figure(letter: str) -> None:
    """A jack, queen and king each show a crowned or capped figure with a face, not a
    letter on a plaque, and the three pictures differ from each other."""
    art = CardArt(100)
    total = art.width * art.height
    faces = {rank: art.face(card(rank, letter)) for rank in (11, 12, 13)}
    for rank, face in faces.items():
        assert count(face, is_gold) > total * 0.01, (rank, letter)
        assert count(face, is_skin) > total * 0.01, (rank, letter)
    for a, b in ((11, 12), (12, 13), (11, 13)):
        first = pygame.image.tobytes(faces[a], "RGBA")
        second = pygame.image.tobytes(faces[b], "RGBA")
        differ = sum(1 for i in range(0, len(first), 4) if first[i : i + 3] != second[i : i + 3])
        assert differ > total * 0.08, (a, b, letter, differ)


def test_back_and_slot() -> None:
    art = CardArt(100)
    back = art.back()
    opaque = count(back, lambda p: p[3] == 255)
    assert opaque > art.width * art.height * 0.9
    blue = count(back, lambda p: p[3] == 255 and p[2] > p[0] + 30)
    assert blue > art.width * art.height * 0.5
    slot = art.slot()
    assert slot.get_at((art.width // 2, art.height // 2)).a < 60  # clear inside
    assert count(slot, lambda p: p[3] > 100) > 0  # but with a visible outline


# ---------------------------------------------------------------- the generator


def test_script_is_deterministic_and_assets_are_current(tmp_path: Path) -> None:
    script = load_script()  # fontTools comes with the dev tools scripts/test installs
    first, second = tmp_path / "first", tmp_path / "second"
    lines: list[str] = []
    assert script.main(["--out", str(first)], echo=lines.append) == 0
    assert script.main(["--out", str(second)], echo=lines.append) == 0
    assert len(lines) == 2
    names = sorted(p.relative_to(first).as_posix() for p in first.rglob("*.svg"))
    assert names == sorted(all_filenames() + index_set_filenames())
    for name in names:
        generated = (first / name).read_bytes()
        assert generated == (second / name).read_bytes(), f"{name} is not deterministic"
        assert generated == (CARDS / name).read_bytes(), (
            f"assets/cards/{name} is stale: run scripts/make_cards.py"
        )


# ---------------------------------------------------------------- CardArt


def test_card_art_sizes() -> None:
    art = CardArt(100)
    assert (art.width, art.height, art.size) == (100, 140, (100, 140))
    assert height_for(71) == 99
    assert height_for(180) == 252
    with pytest.raises(ValueError):
        CardArt(0)


def test_card_art_caches_and_resizes() -> None:
    art = CardArt(90)
    queen = card(Rank.QUEEN, "H")
    face = art.face(queen)
    assert art.face(queen) is face
    assert art.face(card(12, "H")) is face
    back, slot = art.back(), art.slot()
    assert art.back() is back and art.slot() is slot
    art.resize(90)  # same width: the cache stays
    assert art.face(queen) is face
    art.resize(120)
    assert art.size == (120, 168)
    bigger = art.face(queen)
    assert bigger is not face
    assert bigger.get_size() == (120, 168)
    assert art.back().get_size() == (120, 168)
    assert art.slot().get_size() == (120, 168)


def test_card_art_converts_for_the_display(display: pygame.Surface) -> None:
    art = CardArt(80)
    face = art.face(card(1, "S"))
    assert face.get_size() == art.size
    assert face.get_flags() & pygame.SRCALPHA


def test_missing_art_falls_back_without_raising(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    art = CardArt(80, cards_dir=tmp_path)
    assert art.cards_dir == tmp_path
    with caplog.at_level(logging.WARNING, logger="canfield.ui.draw.art"):
        heart = art.face(card(10, "H"))
        art.resize(81)
        again = art.face(card(10, "H"))
        back, slot = art.back(), art.slot()
    assert heart.get_size() == (80, 112)
    assert again.get_size() == (81, 113) == back.get_size() == slot.get_size()
    assert count(heart, is_face_colour) > 80 * 112 * 0.5
    assert count(heart, is_reddish) > 0
    warnings = [r for r in caplog.records if "10H.svg" in r.getMessage()]
    assert len(warnings) == 1  # warned once, not on every render


def test_unreadable_art_falls_back(tmp_path: Path) -> None:
    (tmp_path / "AS.svg").write_text("this is not an SVG", encoding="utf-8")
    (tmp_path / BACK_FILENAME).write_bytes(b"")
    art = CardArt(64, cards_dir=tmp_path)
    assert art.face(card(1, "S")).get_size() == art.size
    assert art.back().get_size() == art.size


def test_every_face_filename_is_drawn() -> None:
    assert len(all_face_filenames()) == 52


def test_engine_cards_have_art() -> None:
    """The engine's own Card (rank IntEnum, suit with a letter) works with CardArt."""
    from canfield.engine import cards

    art = CardArt(72)
    faces = {id(art.face(cards.Card(rank, suit))) for suit in cards.Suit for rank in cards.Rank}
    assert len(faces) == 52
