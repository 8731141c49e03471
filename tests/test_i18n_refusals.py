"""A refusal in a player's language is wholly in that language: not one English word."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from canfield import engine, i18n
from canfield.engine import GameState, IllegalMove, Move
from canfield.explain import explain

PILES = ("S", "W", "R", "F1", "F2", "F3", "F4", "C1", "C2", "C3", "C4")
NOTATION = re.compile(r"^(?:[SWRFCD]\d?|CF\d|[A-Z]{7}|[AJQKZ])$")
"""Pile names, draw modes, deal letters, card letters, A–Z: the same in every language."""
QUOTED = re.compile(r"'[^']*'")
"""What the player typed, shown back as it was."""

# Words a language shares with English, each checked to be that language's own here.
SHARED = {
    "ro": frozenset({"are", "format"}),  # "coloana 1 are …" (has), "format de cod"
    "da": frozenset(),
    "es": frozenset({"a", "no"}),  # "da la vuelta a cartas", "no en la de picas"
    "sr": frozenset({"a", "format"}),  # "a ne na …" (and not), "format koda"
}


def positions() -> list[GameState]:
    """Positions met in play: a few deals in both draw modes, walked at random."""
    found = []
    for number in range(8):
        state = engine.deal(f"CF1-D{3 if number % 2 else 1}-AAAAAA{chr(ord('A') + number)}")
        walk = random.Random(number)
        for _step in range(120):
            found.append(state)
            moves = engine.legal_moves(state)
            if not moves:
                break
            state = engine.apply(state, walk.choice(moves))
    return found


@cache
def refusals() -> tuple[Exception, ...]:
    """One refusal of every kind the engine gives, with many different cards in them."""
    seen: dict[str, Exception] = {}

    def keep(error: Exception | None) -> None:
        if error is not None:
            seen.setdefault(str(error), error)

    for state in positions()[::3]:
        for source in PILES:
            for target in (None, *PILES):
                for count in (0, 1, 2, 3, 20):
                    keep(engine.refusal(state, Move(source, target, count)))  # type: ignore[arg-type]
    for text in ("R>R", "XYZ", "C2:0>C4", "R:2>C1", "C9>C1", "S>C1"):
        keep(engine.refusal(engine.deal("CF1-D3-AAAAACL"), text))
    for code in ("", "CF1-D2-AAAAAAA", "CF2-D3-AAAAAAA", "CF1-D3-AAAA", "CF1-D3-AAAAAA1", "ÿ"):
        try:
            engine.parse_code(code)
        except engine.BadGameCode as error:
            keep(error)
    try:
        engine.History.replay(engine.deal("CF1-D3-AAAAACL"), ["S", "R>R"])
    except IllegalMove as error:
        keep(error)
    return tuple(seen.values())


def words(text: str) -> set[str]:
    found = re.findall(r"\w+", QUOTED.sub(" ", text))
    return {w.lower() for w in found if not w.isdigit() and not NOTATION.match(w)}


@cache
def english_words() -> frozenset[str]:
    return frozenset().union(*(words(str(error)) for error in refusals()))


def test_the_refusals_cover_every_kind_of_rule() -> None:
    rules = {getattr(error, "rule", None) for error in refusals()}
    assert {"R2", "R6", "R7", "R8", "R10", "R11", "R13", "R15", "notation"} <= rules
    assert len(refusals()) > 200
    assert {"the", "on", "goes", "empty", "hearts", "queen", "column"} <= english_words()


@pytest.mark.parametrize("lang", ["ro", "da", "es", "sr"])
def test_a_refusal_has_no_english_word(lang: str) -> None:
    i18n.set_language(lang)
    english = english_words() - SHARED[lang]
    for error in refusals():
        said = explain(error)
        assert not words(said) & english, (str(error), said)
