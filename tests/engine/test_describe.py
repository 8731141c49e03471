"""`describe`: the position in words, exactly as RULES.md writes it."""

from __future__ import annotations

import pytest

from canfield import engine
from canfield.i18n import rules_text

from ..positions import MANUAL, WORKED_AFTER, WORKED_START, worked
from .conftest import Build


def test_both_sentences_of_the_worked_example(build: Build) -> None:
    state = worked()
    assert engine.describe(state) == WORKED_START
    assert engine.describe(state, lang="en") == WORKED_START
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state) == WORKED_AFTER
    assert "\n" not in engine.describe(state)  # one line in the program


def test_the_worked_example_strings_are_the_rule_books_own() -> None:
    """The rules the package ships (the manual in English) hold the two sentences."""
    lines = rules_text("en").text.splitlines()
    assert [line for line in lines if line.startswith("Stock:")] == [WORKED_START, WORKED_AFTER]


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
    with pytest.raises(ValueError, match="no description in language 'xx'; available: da, en"):
        engine.describe(engine.deal("CF1-D3-AAAAAAA"), lang="xx")


# The manual's own sentences, word for word (the seeds: Romanian, Danish, Spanish).


@pytest.mark.parametrize("lang", sorted(MANUAL))
def test_the_manual_example_in_its_own_languages(build: Build, lang: str) -> None:
    start, after = MANUAL[lang]
    state = worked()
    assert engine.describe(state, lang=lang) == start
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state, lang=lang) == after


@pytest.mark.parametrize("lang", sorted(MANUAL))
def test_the_manual_sentences_are_the_manuals_own(lang: str) -> None:
    """The copies above are lines of the manual the package ships (Rules, F1)."""
    lines = rules_text(lang).text.splitlines()
    for sentence in MANUAL[lang]:
        assert sentence in lines


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("ro", ["Pachet: gol", "talon: 1 carte, deasupra: popa de caro", "rezervă goală"]),
        ("da", ["Stok: tom", "kasseret-bunke: 1 kort, øverst: ruder konge", "reserve tom"]),
        (
            "es",
            ["Mazo: vacío", "descarte: 1 carta, la de arriba: rey de diamantes", "reserva vacía"],
        ),
    ],
)
def test_empty_piles_and_one_card_follow_the_patterns(
    build: Build, lang: str, expected: list[str]
) -> None:
    state = engine.position(
        base="7H",
        waste="KD",
        foundations=("7H 8H 9H 10H JH QH KH AH 2H 3H 4H 5H 6H", "", "", ""),
        columns=(
            "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS",
            "KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C AC",
            "QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD",
            "",
        ),
    )
    words = engine.describe(state, lang=lang)
    for part in expected:
        assert part in words


def test_romanian_counts_take_de_from_twenty() -> None:
    from canfield.engine.describe import LANGUAGES

    count = LANGUAGES["ro"].count
    assert [count(n) for n in (1, 2, 19, 20, 34, 101, 120)] == [
        "1 carte",
        "2 cărți",
        "19 cărți",
        "20 de cărți",
        "34 de cărți",
        "101 cărți",
        "120 de cărți",
    ]


# Serbian (Latin script, ekavian): the manual has no Serbian example, so these are the
# worked example's two sentences in the same pattern, in the Serbian rules page's words.
SERBIAN = (
    "Špil: 34 karte; nema odbačenih karata; rezerva: 13 karata, na vrhu: dama tref. "
    "Temelji, početni rang 7: herc do 7 herc (1), pik prazan, karo prazan, tref prazan. "
    "kolona 1: 6 tref; kolona 2: kralj herc; kolona 3: dama herc; kolona 4: as pik.",
    "Špil: 34 karte; nema odbačenih karata; rezerva: 10 karata, na vrhu: žandar pik. "
    "Temelji, početni rang 7: herc do 8 herc (2), pik prazan, karo prazan, tref prazan. "
    "kolona 1: 6 tref; kolona 2: dama pik; kolona 3: dama herc; kolona 4: as pik, "
    "kralj herc, dama tref.",
)


SERBIAN_CYRILLIC = (
    "Шпил: 34 карте; нема одбачених карата; резерва: 13 карата, на врху: дама треф. "
    "Темељи, почетни ранг 7: херц до 7 херц (1), пик празан, каро празан, треф празан. "
    "колона 1: 6 треф; колона 2: краљ херц; колона 3: дама херц; колона 4: ас пик.",
    "Шпил: 34 карте; нема одбачених карата; резерва: 10 карата, на врху: жандар пик. "
    "Темељи, почетни ранг 7: херц до 8 херц (2), пик празан, каро празан, треф празан. "
    "колона 1: 6 треф; колона 2: дама пик; колона 3: дама херц; колона 4: ас пик, "
    "краљ херц, дама треф.",
)


@pytest.mark.parametrize(
    ("lang", "sentences"),
    [("sr@latin", SERBIAN), ("sr", SERBIAN), ("sr@cyrillic", SERBIAN_CYRILLIC)],
)
def test_the_worked_example_in_serbian(build: Build, lang: str, sentences: tuple[str, str]) -> None:
    """Latin and Cyrillic; "sr" alone is Latin, as it was before Cyrillic came."""
    state = worked()
    assert engine.describe(state, lang=lang) == sentences[0]
    for move in ("R>C2", "R>F1", "C2:2>C4"):
        state = engine.apply(state, move)
    assert engine.describe(state, lang=lang) == sentences[1]


def test_serbian_empty_piles_one_card_and_the_genitive_after_do(build: Build) -> None:
    state = build(
        base="J♥",
        waste="K♦",
        foundations=("J♥ Q♥", "J♠", "", ""),
        columns=("", "", "", ""),
        fill="C1",
    )
    words = engine.describe(state, lang="sr@latin")
    assert words.startswith(
        "Špil: prazan; odbačene karte: 1 karta, na vrhu: kralj karo; rezerva prazna. "
        "Temelji, početni rang žandar: herc do dame herc (2), pik do žandara pik (1), "
        "karo prazan, tref prazan. kolona 1: "
    )
    assert words.endswith("; kolona 2: prazna; kolona 3: prazna; kolona 4: prazna.")


def test_serbian_counts_have_three_forms() -> None:
    from canfield.engine.describe import LANGUAGES

    count = LANGUAGES["sr@latin"].count
    assert LANGUAGES["sr@cyrillic"].count(22) == "22 карте"
    assert [count(n) for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 34, 101, 111)] == [
        "1 karta",
        "2 karte",
        "4 karte",
        "5 karata",
        "11 karata",
        "12 karata",
        "14 karata",
        "21 karta",
        "22 karte",
        "25 karata",
        "34 karte",
        "101 karta",
        "111 karata",
    ]


LANGUAGE_CODES = ("da", "en", "es", "ro", "sr", "sr@cyrillic", "sr@latin")
"""What `describe` takes: the game's languages, and "sr" (Serbian in Latin letters)."""


def test_describe_speaks_exactly_the_games_languages() -> None:
    from canfield.engine.describe import LANGUAGES

    assert tuple(sorted(LANGUAGES)) == LANGUAGE_CODES


def test_the_describe_command_offers_the_languages_and_refuses_the_rest(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from canfield.cli import build_parser

    parser = build_parser()
    for lang in LANGUAGE_CODES:
        assert parser.parse_args(["describe", "CF1-D3-AAAAAAA", "--lang", lang]).lang == lang
    with pytest.raises(SystemExit) as refused:
        parser.parse_args(["describe", "CF1-D3-AAAAAAA", "--lang", "xx"])
    assert refused.value.code == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert "'xx'" in error and all(f"'{lang}'" in error for lang in LANGUAGE_CODES)
