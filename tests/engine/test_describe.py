"""`describe`: the position in words, exactly as RULES.md writes it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canfield import engine

from .conftest import Build
from .test_rules import WORKED_AFTER, WORKED_START, worked_example

RULES_MD = Path(__file__).resolve().parents[3] / "shared" / "RULES.md"


def test_both_sentences_of_the_worked_example(build: Build) -> None:
    state = worked_example(build)
    assert engine.describe(state) == WORKED_START
    assert engine.describe(state, lang="en") == WORKED_START
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state) == WORKED_AFTER
    assert "\n" not in engine.describe(state)  # one line in the program


@pytest.mark.skipif(not RULES_MD.is_file(), reason="the rule book is not beside the repository")
def test_the_worked_example_strings_are_the_rule_books_own() -> None:
    text = RULES_MD.read_text(encoding="utf-8")
    sentences = [
        " ".join(line.strip() for line in block.splitlines())
        for block in re.findall(r"\n\n((?:    .+\n)+)", text)
        if block.lstrip().startswith("Stock:")
    ]
    assert sentences == [WORKED_START, WORKED_AFTER]


def test_every_part_of_the_description(build: Build) -> None:
    state = build(
        base="Q♠",
        stock="3♥",
        waste="2♦ 5♣ J♥ 4♠ 9♦",
        foundations=("Q♠ K♠", "", "Q♦", ""),
        columns=("7♣", "", "", "A♠ K♥"),
        fill="C3",
    )
    text = engine.describe(state)
    assert text.startswith(
        "Stock: 1 card; waste: 5 cards, top: 9 of diamonds; reserve empty. "
        "Foundations, start rank queen: spades up to king of spades (2), hearts empty, "
        "diamonds up to queen of diamonds (1), clubs empty. "
        "column 1: 7 of clubs; column 2: empty; column 3: 2 of spades, 3 of spades, "
    )
    assert text.endswith("; column 4: ace of spades, king of hearts.")
    column_3 = ", ".join(card.words for card in state.columns[2])
    assert f"column 3: {column_3}; column 4" in text


@pytest.mark.parametrize(
    ("base", "words"),
    [("A♣", "ace"), ("2♦", "2"), ("10♥", "10"), ("J♠", "jack"), ("Q♥", "queen"), ("K♦", "king")],
)
def test_start_rank_in_words(build: Build, base: str, words: str) -> None:
    state = build(base=base, foundations=(base, "", "", ""), fill="reserve")
    assert f"Foundations, start rank {words}: " in engine.describe(state)


def test_counts_singular_plural_and_empty(build: Build) -> None:
    one = build(
        base="7♥", foundations=("7♥", "", "", ""), stock="2♣", waste="9♦", reserve="K♠", fill="C1"
    )
    text = engine.describe(one)
    assert text.startswith(
        "Stock: 1 card; waste: 1 card, top: 9 of diamonds; reserve: 1 card, top: king of spades."
    )
    none = build(base="7♥", foundations=("7♥", "", "", ""), fill="C2")
    assert engine.describe(none).startswith("Stock: empty; waste empty; reserve empty. ")
    assert "column 1: empty; column 2: " in engine.describe(none)
    assert "column 3: empty; column 4: empty." in engine.describe(none)


def test_full_and_empty_foundations(build: Build) -> None:
    state = build(
        base="7♥",
        foundations=("", "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠", "7♦ 8♦", ""),
        columns=("8♣ 7♥", "K♦", "Q♣", "J♥"),
    )
    assert (
        "Foundations, start rank 7: hearts empty, spades up to 6 of spades (13), "
        "diamonds up to 8 of diamonds (2), clubs empty. column 1: 8 of clubs, 7 of hearts;"
    ) in engine.describe(state)


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no description in language 'xx'; available: en"):
        engine.describe(engine.deal("CF1-D3-AAAAAAA"), lang="xx")
