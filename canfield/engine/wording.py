"""The words of the engine's messages: templates kept with their values.

The engine speaks English (`str(error)`), but every refusal keeps its template and the
values in it, so the window can say it in the player's language: it translates the
template with gettext and names the cards, ranks, suits and piles in that language
(`canfield.i18n.explain`). Templates are marked with `N_` for message extraction.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from canfield.engine.cards import Card, Rank, Suit


def N_(message: str) -> str:
    """Mark a message template for translation; it is translated where it is shown."""
    return message


@dataclass(frozen=True, slots=True)
class PileRef:
    """A pile named in a message (S W R F1–F4 C1–C4); each language words it its own way."""

    code: str


_ENGLISH_PILES = {"S": "the stock", "W": "the waste", "R": "the reserve"} | {
    f"{kind}{i}": f"{word} {i}"
    for kind, word in (("C", "column"), ("F", "foundation"))
    for i in range(1, 5)
}


def english(value: object) -> str:
    """A message value in English words."""
    if isinstance(value, Card):
        return value.words
    if isinstance(value, Rank):
        return value.word
    if isinstance(value, Suit):
        return value.word
    if isinstance(value, PileRef):
        return _ENGLISH_PILES.get(value.code, repr(value.code))
    return str(value)


class Word:
    """A value placed in a template. `{card:a}` asks for the English indefinite article
    ("a 6 of hearts", "an 8 of clubs"); other languages write their articles themselves."""

    def __init__(self, text: str, *, articles: bool) -> None:
        self.text = text
        self.articles = articles

    def __format__(self, spec: str) -> str:
        if spec == "a":
            if not self.articles:
                return self.text
            article = "an" if self.text.startswith(("a", "e", "i", "o", "u", "8")) else "a"
            return f"{article} {self.text}"
        return format(self.text, spec)


def render(
    template: str,
    params: Mapping[str, object],
    name: Callable[[object], str] = english,
    *,
    articles: bool = True,
) -> str:
    """Fill a template with its values, each named by `name`."""
    return template.format(**{k: Word(name(v), articles=articles) for k, v in params.items()})


class Refusal(ValueError):
    """A `ValueError` whose message is a template with values (see the module docstring)."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(render(template, params))
