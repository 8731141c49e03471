"""The first frame does only what it shows: card faces are rasterised for the cards that
can be seen, at the one size in use."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from canfield import engine
from canfield.ui.art import CardArt, CardLike
from canfield.ui.layout import Layout
from canfield.ui.placement import Table
from canfield.ui.render import Renderer
from canfield.ui.scene import Scene, View

CODE = "CF1-D3-AAAAACL"


class CountingArt(CardArt):
    """Card art that notes every face it is asked for."""

    def __init__(self, width: int) -> None:
        self.asked: list[str] = []
        super().__init__(width)

    def face(self, card: CardLike) -> pygame.Surface:
        """Note the card, then draw it as usual."""
        self.asked.append(str(card))
        return super().face(card)


@pytest.fixture(scope="module", autouse=True)
def _display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    pygame.display.quit()


def test_the_first_frame_rasterises_only_the_faces_that_show() -> None:
    """The deal's reserve is 13 cards squared up: only its top card and the one whose edge
    shows below the step in the stack are drawn; every column card and the base card."""
    state = engine.deal(CODE)
    layout = Layout.for_size(1280, 800)
    art = CountingArt(layout.card_w)
    Renderer(art).layer(Scene(Table(layout, state, 3), View()))
    reserve = [str(c) for c in state.reserve]
    shown = {reserve[-1], reserve[7], str(state.foundations[0][-1])}
    shown |= {str(column[-1]) for column in state.columns}
    assert set(art.asked) == shown
    assert len(art.asked) == len(shown) == 7


def test_a_card_lifted_off_a_squared_pile_shows_the_one_under_it() -> None:
    state = engine.deal(CODE)
    layout = Layout.for_size(1280, 800)
    art = CountingArt(layout.card_w)
    top = state.reserve[-1]
    Renderer(art).layer(Scene(Table(layout, state, 3), View(), frozenset({top})))
    assert str(state.reserve[-2]) in art.asked
    assert str(top) not in art.asked
