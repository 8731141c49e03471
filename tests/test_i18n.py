"""Words the player sees go through gettext, the engine's refusals included."""

from __future__ import annotations

import gettext
from collections.abc import Iterator

import pytest

from canfield import engine, i18n
from canfield.explain import explain

from .positions import build_position


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


BLACK = "{card:a} goes on the {first} or the {second}, not on the {below}"


class Catalogue(gettext.NullTranslations):
    """A catalogue in memory: what a compiled .mo file would give."""

    def __init__(self, table: dict[str, str]) -> None:
        super().__init__()
        self.table = table

    def gettext(self, message: str) -> str:
        return self.table.get(message, message)


def refusal(move: str) -> engine.IllegalMove:
    state = build_position(base="9H", foundations=("9H", "", "", ""), columns=("7D", "6H", "", ""))
    with pytest.raises(engine.IllegalMove) as caught:
        engine.apply(state, move)
    return caught.value


@pytest.mark.parametrize("move", ["C2>C1", "C2>F2", "C3>C1", "C1:2>C2", "F2>C1", "R>C3"])
def test_in_english_the_window_says_what_the_engine_says(move: str) -> None:
    error = refusal(move)
    assert explain(error) == str(error)


def test_the_r10_refusal_keeps_its_english_articles() -> None:
    assert explain(refusal("C2>C1")) == (
        "a 6 of hearts goes on the 7 of spades or the 7 of clubs, not on the 7 of diamonds"
    )


def test_a_bad_code_is_explained_too() -> None:
    with pytest.raises(engine.BadGameCode) as caught:
        engine.parse_code("CF1-D2-AAAAAAA")
    assert explain(caught.value) == str(caught.value)
    assert "expected a code like CF1-D3-AAAAACL" in explain(caught.value)


def test_a_translated_template_names_cards_in_that_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    i18n.set_language("es")
    monkeypatch.setattr(
        i18n,
        "_translation",
        Catalogue({BLACK: "{card:el} va sobre {first:el} o {second:el}, no sobre {below:el}"}),
    )
    assert explain(refusal("C2>C1")) == (
        "el 6 de corazones va sobre el 7 de picas o el 7 de tréboles, no sobre el 7 de diamantes"
    )


def test_piles_are_named_through_the_catalogue(monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.set_language("da")
    monkeypatch.setattr(
        i18n,
        "_translation",
        Catalogue({"column {column} is empty": "kolonne {column} er tom"}),
    )
    assert explain(refusal("C3>C1")) == "kolonne 3 er tom"


def test_nested_refusals_are_explained_whole() -> None:
    start = engine.deal("CF1-D3-AAAAACL")
    with pytest.raises(engine.IllegalMove) as caught:
        engine.History.replay(start, ["S", "C4>F2"])
    assert explain(caught.value) == str(caught.value)
    assert str(caught.value).startswith("move 2 (C4>F2): the ace of spades cannot start")


def test_an_unknown_language_falls_back_to_english() -> None:
    i18n.set_language("xx")
    assert i18n.language() == "en"
    error = refusal("C2>C1")
    assert explain(error) == str(error)


@pytest.mark.parametrize("lang", ["en", "ro", "da", "es", "sr@latin", "sr@cyrillic"])
def test_seconds_are_written_with_the_language_s_decimal_sign(lang: str) -> None:
    from canfield.ui.solving import verdict_text

    sign = "." if lang == "en" else ","
    i18n.set_language(lang)
    assert i18n.decimal(2.5) == f"2{sign}5" and i18n.decimal(0.125, 2) == f"0{sign}12"
    text = verdict_text("won", 0.25)
    assert f"0{sign}25" in text and ("0.25" in text) == (sign == ".")
