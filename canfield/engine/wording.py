"""The words of the engine's messages: templates kept with their values.

The engine speaks English (`str(error)`), but every refusal keeps its template and the
values in it, so the window can say it in the player's language: it translates the
template with gettext and names the cards, ranks and suits in that language
(`canfield.explain`).

How the templates are written so that every language can be written correctly:

- Values are whole things, never bits of grammar: a card, a rank, a suit, a column's
  number, a count. No template leaves an adjective or a pile's gender to be guessed from
  a value: the R10 refusal names the two cards that fit ("a 6 of hearts goes on the 7 of
  spades or the 7 of clubs, not on the 7 of diamonds"), and there is one template per
  kind of pile ("the reserve is empty", "column {column} is empty", "the {suit}
  foundation is empty").
- Counts go through plural forms: `N_plural(singular, plural)` marks the pair, the count
  is always the value `n`, and `explain` picks the form with `ngettext`.
- Articles are the translator's: a template writes its article itself. Where the article
  agrees with the card (Spanish "el 7" / "la reina"), the translator writes the article
  as a format spec on the value, in its masculine form — `{card:el}`, `{card:un}`,
  `{below:del}` — and the language's table (`describe.Phrases.article_forms`) gives the
  form that agrees with that card's rank. English has one such spec, `{card:a}` ("a 6 of
  hearts", "an 8 of clubs"). A spec a language does not know names the bare value.

Extraction: the templates are marked with `N_` (one message) and `N_plural` (a singular
and a plural). Extract with the keywords

    pybabel extract -k _ -k N_ -k ngettext:1,2 -k N_plural:1,2 ...

(`_`, `N_` and `ngettext:1,2` are among babel's defaults; `N_plural:1,2` is not).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from canfield.engine.cards import Card, Rank, Suit
from canfield.values import record


def N_(message: str) -> str:
    """Mark a message template for translation; it is translated where it is shown."""
    return message


class Plural(NamedTuple):
    """A message with a singular and a plural form; the count is the value `n`."""

    singular: str
    plural: str


def N_plural(singular: str, plural: str) -> Plural:
    """Mark a pair of templates chosen by the count `n` (`ngettext` where shown)."""
    return Plural(singular, plural)


@record(slots=True)
class PileRef:
    """A pile named in a message (S W R F1–F4 C1–C4); each language words it its own way.

    The engine's refusals no longer use it (they have one template per kind of pile);
    it stays for messages elsewhere that name a pile.
    """

    code: str


_ENGLISH_PILES = {"S": "the stock", "W": "the waste", "R": "the reserve"} | {
    f"{kind}{i}": f"{word} {i}"
    for kind, word in (("C", "column"), ("F", "foundation"))
    for i in range(1, 5)
}
_AN = frozenset((Rank.ACE, Rank.EIGHT))  # "an ace", "an 8"


def english(value: object, spec: str = "") -> str:
    """A message value in English words; `spec` "a" asks for the indefinite article."""
    if isinstance(value, Card):
        text, rank = value.words, value.rank
    elif isinstance(value, Rank):
        text, rank = value.word, value
    elif isinstance(value, Suit):
        return value.word
    elif isinstance(value, PileRef):
        return _ENGLISH_PILES.get(value.code, repr(value.code))
    else:
        return str(value)  # a number, a move, some text: specs do not apply
    if spec == "a":
        return ("an " if rank in _AN else "a ") + text
    return text


Namer = Callable[[object, str], str]
"""Names a value in some language, given the format spec the template put on it."""


class _Word:
    """A value placed in a template: its format spec goes to the namer."""

    __slots__ = ("name", "value")

    def __init__(self, value: object, name: Namer) -> None:
        self.value = value
        self.name = name

    def __format__(self, spec: str) -> str:
        return self.name(self.value, spec)


def render(template: str, params: Mapping[str, object], name: Namer = english) -> str:
    """Fill a template with its values, each named by `name`."""
    return template.format(**{k: _Word(v, name) for k, v in params.items()})


class Refusal(ValueError):
    """A `ValueError` whose message is a template with values (see the module docstring).

    `template` is the message (the singular when there are plural forms), `plural` the
    plural template or None, `count` the value `n` that chooses between them, `params`
    the values. `str()` is the message in English.
    """

    def __init__(self, template: str | Plural, **params: object) -> None:
        self.params = params
        self.plural: str | None = None
        self.count: int | None = None
        if isinstance(template, Plural):
            n = params.get("n")
            if not isinstance(n, int):
                raise TypeError("a message with plural forms needs the count n=…")
            self.template, self.plural, self.count = template.singular, template.plural, n
        else:
            self.template = template
        super().__init__(render(self.english_template, params))

    @property
    def english_template(self) -> str:
        """The English template for this count: the singular for 1, else the plural."""
        if self.plural is None or self.count == 1:
            return self.template
        return self.plural
