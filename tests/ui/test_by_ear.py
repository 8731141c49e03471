"""Whole games won by keys alone, heard: the manual's deal and a random deal in each draw
mode, in each of the five languages (Serbian in both scripts), with a voice that records
what it is given. Every change of the position is said; what is said names the cards the
position holds; no English word is heard in another language; nothing is said twice for
one action."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache

import pygame
import pytest

from canfield import engine, i18n
from canfield.engine import Move
from canfield.session import Session
from canfield.solver import solve
from canfield.store.settings import Settings
from canfield.ui.app import App

from ..positions import WORKED_CODE
from .driver import Driver, ErrorLog, FakeClock
from .hearing import Recording

ENGLISH = frozenset(
    {
        "the",
        "of",
        "onto",
        "from",
        "into",
        "column",
        "columns",
        "foundation",
        "foundations",
        "reserve",
        "stock",
        "waste",
        "score",
        "drew",
        "hearts",
        "spades",
        "clubs",
        "diamonds",
        "king",
        "queen",
        "jack",
        "ace",
        "card",
        "cards",
        "empty",
        "left",
        "shows",
        "plays",
        "picked",
        "space",
        "lifts",
        "next",
        "top",
        "on",
        "won",
    }
)
"""Words that would be English in a sentence heard in another language."""


@cache
def winning_line(code: str) -> tuple[str, ...]:
    solution = solve(engine.deal(code), seconds=60)
    assert solution.verdict == "won", code
    return solution.moves


@cache
def random_code(draw: int) -> str:
    """A random deal of the draw mode that the solver wins at once (a short test)."""
    rng = random.Random(2026 + draw)
    while True:
        code = engine.new_code(draw, rng)
        solution = solve(engine.deal(code), seconds=5)
        if solution.verdict == "won" and len(solution.moves) < 250:
            return code


class Heard:
    """A window playing by keys, with a voice that keeps what it was given."""

    def __init__(self, code: str, lang: str, errors: ErrorLog) -> None:
        pygame.event.clear()
        i18n.set_language(lang)
        settings = Settings.model_validate({"animations": False, "language": lang})
        session = Session.open(None, settings, code=code)
        self.voice = Recording()
        clock = FakeClock()
        self.app = App(session, size=(1280, 800), clock=clock, voice=self.voice)
        self.ui = Driver(self.app, clock, errors)
        self.ui.step()
        self.said: list[str] = []

    def key(self, key: int) -> None:
        """A key pressed, through the window's own routing (no frame is drawn: only what
        is said matters here)."""
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.app.handle(event)
        self.app.actions.speaking.dialog(self.app.flow.dialog)

    def heard_since(self, mark: int) -> list[str]:
        return self.voice.given[mark:]

    def mark(self) -> int:
        return len(self.voice.given)

    def goto(self, pile: str, index: int | None = None) -> None:
        """Move the focus with the keys a player uses: 1–4, the arrows."""
        state = self.ui.state
        if pile.startswith("C"):
            self.key(pygame.K_1 + int(pile[1]) - 1)
            if index is not None:
                for _ in range(len(state.pile(pile)) - 1 - index):
                    self.key(pygame.K_UP)
        elif pile.startswith("F"):
            column = int(pile[1])
            self.key(pygame.K_1 + column - 1)
            for _ in range(max(1, len(state.pile(f"C{column}")))):
                self.key(pygame.K_UP)
        else:
            self.key(pygame.K_1)
            if pile == "W":
                for _ in range(max(1, len(state.pile("C1")))):
                    self.key(pygame.K_UP)
            self.key(pygame.K_LEFT)

    def play(self, move: Move) -> list[str]:
        """One move by keys (D, or Space on the cards and Space on the target); what was
        heard while the move itself was made (the focus moves before it aside)."""
        if move.is_stock:
            mark = self.mark()
            self.key(pygame.K_d)
            return self.heard_since(mark)
        assert move.target is not None
        cards = self.ui.state.pile(move.source)
        self.goto(move.source, len(cards) - move.count)
        self.key(pygame.K_SPACE)
        self.goto(move.target)
        mark = self.mark()
        self.key(pygame.K_SPACE)
        return self.heard_since(mark)


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]+", text.lower()))


GAMES = [WORKED_CODE, "random-3", "random-1"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_won_by_keys_is_heard_move_by_move(
    game: str, lang: str, errors: ErrorLog, english_after: None
) -> None:
    code = game if game == WORKED_CODE else random_code(int(game[-1]))
    line = winning_line(code)
    heard = Heard(code, lang, errors)
    opening = heard.heard_since(0)
    assert len(opening) >= 5  # the game, the base card, the reserve, the columns, the stock
    base = i18n.card_words(engine.deal(code).base)
    assert any(base in sentence for sentence in opening)
    everything = list(opening)
    for text in line:
        move = Move.parse(text)
        before = heard.ui.state
        said = heard.play(move)
        after = heard.ui.state
        assert after != before, text
        assert said, f"nothing was said for {text}"
        assert len(said) == len(set(said)), f"said twice for {text}: {said}"
        if move.is_stock:
            named = after.waste[-1] if after.waste else None
        else:
            named = before.pile(move.source)[-move.count]
        if named is not None:
            name = i18n.card_words(named)
            assert any(name in sentence for sentence in said), (text, name, said)
        everything += said
    assert heard.ui.session.won
    everything = heard.voice.given  # the focus moves and the win too
    if lang != "en":
        leaks = {w for sentence in everything for w in _words(sentence)} & ENGLISH
        assert leaks == set(), leaks
