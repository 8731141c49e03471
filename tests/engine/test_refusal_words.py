"""Refusals that every language can say: plural forms, one template per pile kind, the
two cards that fit named whole, articles the translator writes, and never a message
half in one language and half in another."""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator

import pytest

from canfield import engine, i18n
from canfield.engine import IllegalMove
from canfield.engine.wording import N_plural, Plural, Refusal
from canfield.explain import explain

from .conftest import Build

R10 = "{card:a} goes on the {first} or the {second}, not on the {below}"
HAS_ONLY = Plural("column {column} has only {n} card", "column {column} has only {n} cards")
RO_PLURAL: Callable[[int], int] = lambda n: (  # noqa: E731  # the issue's Plural-Forms
    0 if n == 1 else 1 if n == 0 or 0 < n % 100 < 20 else 2
)


class Catalogue(gettext.NullTranslations):
    """A catalogue in memory, plural forms included: what a compiled .mo would give."""

    def __init__(
        self,
        table: dict[str, str],
        plurals: dict[str, tuple[str, ...]] | None = None,
        form: Callable[[int], int] = lambda n: 0 if n == 1 else 1,
    ) -> None:
        super().__init__()
        self.table = table
        self.plurals = plurals or {}
        self.form = form

    def gettext(self, message: str) -> str:
        return self.table.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = self.plurals.get(msgid1)
        if forms is None:
            return msgid1 if n == 1 else msgid2
        return forms[self.form(n)]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language(None)


def speak(monkeypatch: pytest.MonkeyPatch, lang: str, catalogue: Catalogue) -> None:
    i18n.set_language(lang)
    monkeypatch.setattr(i18n, "_translation", catalogue)


def refused(state: engine.GameState, move: str) -> IllegalMove:
    error = engine.refusal(state, move)
    assert error is not None, move
    return error


def test_counts_have_plural_forms_in_english(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("KS QH", "8S", "", ""))
    one = refused(state, "C2:2>C3")
    assert str(one) == "column 2 has only 1 card"
    two = refused(state, "C1:3>C3")
    assert str(two) == "column 1 has only 2 cards"
    assert (two.template, two.plural, two.count) == (*HAS_ONLY, 2)
    assert two.params == {"column": 1, "n": 2}


def test_a_plural_refusal_takes_the_languages_form_for_its_count(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    forms = (
        "coloana {column} are doar {n} carte",
        "coloana {column} are doar {n} cărți",
        "coloana {column} are doar {n} de cărți",
    )
    speak(monkeypatch, "ro", Catalogue({}, {HAS_ONLY.singular: forms}, RO_PLURAL))
    state = build(base="9C", foundations=("9C", "", "", ""), columns=("", "KH", "", ""), fill="C1")
    assert len(state.columns[0]) > 20
    many = len(state.columns[0])
    assert explain(refused(state, "C2:2>C3")) == "coloana 2 are doar 1 carte"
    assert explain(refused(state, f"C1:{many + 1}>C3")) == f"coloana 1 are doar {many} de cărți"


def test_one_template_per_kind_of_pile(build: Build) -> None:
    state = build(base="9H", fill="C1", foundations=("9H", "", "", ""))
    assert [str(refused(state, move)) for move in ("R>C2", "W>C2", "C2>C3", "F2>C3")] == [
        "the reserve is empty",
        "the waste is empty",
        "column 2 is empty",
        "the spades foundation is empty",
    ]
    onto = (engine.Move("C1", "R"), engine.Move("C1", "W"), engine.Move("C1", "S"))
    assert [str(engine.refusal(state, move)) for move in onto] == [
        "no card is ever put onto the reserve",
        "no card is ever put onto the waste; only the stock turns cards onto it",
        "no card is ever put onto the stock",
    ]


def test_the_r10_refusal_names_the_two_cards_that_fit(build: Build) -> None:
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    error = refused(state, "C2>C1")
    assert str(error) == (
        "a jack of spades goes on the queen of hearts or the queen of diamonds, "
        "not on the queen of spades"
    )
    assert error.template == R10
    first, second = engine.Card.parse("QH"), engine.Card.parse("QD")
    assert error.params == {
        "card": state.columns[1][0],
        "first": first,
        "second": second,
        "below": state.columns[0][0],
    }


def test_spanish_articles_agree_with_each_card(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(
        monkeypatch,
        "es",
        Catalogue({R10: "{card:el} va sobre {first:el} o {second:el}, no sobre {below:el}"}),
    )
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    assert explain(refused(state, "C2>C1")) == (
        "la jota de picas va sobre la reina de corazones o la reina de diamantes, "
        "no sobre la reina de picas"
    )
    king = build(base="9H", foundations=("9H", "", "", ""), columns=("AS", "KS", "", ""))
    assert explain(refused(king, "C2>C1")) == (
        "el rey de picas va sobre el as de corazones o el as de diamantes, no sobre el as de picas"
    )


def test_an_article_spec_a_language_lacks_names_the_bare_card(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(
        monkeypatch, "da", Catalogue({R10: "{card:a} skal på {first} eller {second}, ikke {below}"})
    )
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    assert explain(refused(state, "C2>C1")) == (
        "spar knægt skal på hjerter dame eller ruder dame, ikke spar dame"
    )


def test_an_untranslated_template_is_said_wholly_in_english(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(monkeypatch, "es", Catalogue({"the reserve is empty": "la reserva está vacía"}))
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    error = refused(state, "C2>C1")
    assert explain(error) == str(error)  # English names, not "la jota de picas"
    empty = build(base="9H", fill="C1", foundations=("9H", "", "", ""))
    assert explain(refused(empty, "R>C2")) == "la reserva está vacía"


def test_a_nested_refusal_is_one_language_throughout(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    with pytest.raises(IllegalMove) as caught:
        engine.History.replay(start, ["S", "C2>C1"])
    nested = "move {n} ({move}): {reason}"
    speak(monkeypatch, "es", Catalogue({nested: "jugada {n} ({move}): {reason}"}))
    assert explain(caught.value) == str(caught.value)  # the reason has no translation
    spanish_r10 = "{card:el} va sobre {first:el} o {second:el}, no sobre {below:el}"
    speak(monkeypatch, "es", Catalogue({nested: "jugada {n} ({move}): {reason}", R10: spanish_r10}))
    assert explain(caught.value) == (
        "jugada 2 (C2>C1): la jota de picas va sobre la reina de corazones o la reina de "
        "diamantes, no sobre la reina de picas"
    )


def test_a_damaged_translation_falls_back_to_english(
    build: Build, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(monkeypatch, "es", Catalogue({R10: "{carta} va sobre {first:el}"}))
    state = build(base="9H", foundations=("9H", "", "", ""), columns=("QS", "JS", "", ""))
    error = refused(state, "C2>C1")
    assert explain(error) == str(error)


def test_a_plural_template_needs_its_count() -> None:
    with pytest.raises(TypeError):
        Refusal(N_plural("{n} card", "{n} cards"))
    assert str(Refusal(N_plural("{n} card", "{n} cards"), n=0)) == "0 cards"
