"""Translation hook: every word a player sees goes through `_()`.

The catalogues live in `canfield/locale/<dir>/LC_MESSAGES/canfield.mo` (made by
`scripts/i18n.py`). The game speaks English (the source strings), Romanian, Danish,
Spanish and Serbian, in Latin letters (`sr@latin`) and in Cyrillic (`sr@cyrillic`, whose
catalogue is gettext's `sr`: the Latin one transliterated, see `canfield.serbian`);
until `set_language` is called, English is used, so the words do not depend on the
environment a test or a script runs in.

A language is named by its code (`LANGUAGES`). "sr" alone, in a settings file or on the
command line, keeps the meaning it had before the game spoke Cyrillic: Serbian in Latin
letters (`LEGACY`). In the system's locale it means what it means to gettext and glibc:
`sr_RS` is Cyrillic, `sr_RS@latin` Latin.
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from canfield.indices import index_set, rank_index
from canfield.values import record

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "canfield"

LANGUAGE_NAMES: dict[str, str] = {
    "ro": "Română",
    "da": "Dansk",
    "es": "Español",
    "sr@latin": "Srpski (latinica)",
    "sr@cyrillic": "Српски (ћирилица)",
    "en": "English",
}
"""The languages the game speaks, each by its own name, in the order the manual has them."""

LANGUAGES: tuple[str, ...] = tuple(LANGUAGE_NAMES)

LEGACY: dict[str, str] = {"sr": "sr@latin"}
"""Codes a settings file or a command line may hold from before, and what they mean now:
"sr" was Serbian in Latin letters when that was the only Serbian."""

CATALOGUE_DIRS: dict[str, str] = {"sr@cyrillic": "sr"}
"""The folder of a language's catalogue and Rules when it is not the code itself:
gettext's `sr` is Serbian in Cyrillic."""

# Windows names its locales in English ("Romanian_Romania"), not by their codes.
_WINDOWS_NAMES = {"romanian": "ro", "danish": "da", "spanish": "es"}

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def language_code(value: str | None) -> str | None:
    """The game's language for a locale name ("ro_RO.UTF-8", "es-ES", "sr_RS@latin",
    "Serbian (Latin)_Serbia", one of `LANGUAGES`), or None when the game does not speak it.

    Serbian is Cyrillic unless the name says Latin (a `@latin` modifier, a `Latn` script).
    """
    if not value:
        return None
    if value in LANGUAGE_NAMES:
        return value
    base, _at, modifier = value.replace("-", "_").partition("@")
    parts = base.split(".")[0].split("_")
    head = parts[0].lower()
    if head.startswith("serbian"):  # Windows: "Serbian (Latin)_Serbia"
        latin = "latin" in head
        head = "sr"
    else:
        latin = modifier.lower().startswith("latin") or "latn" in (p.lower() for p in parts)
    if head == "sr":
        return "sr@latin" if latin else "sr@cyrillic"
    code = _WINDOWS_NAMES.get(head, head)
    return code if code in LANGUAGE_NAMES else None


def stored_language(value: object) -> str | None:
    """The language a settings file's value names (`LEGACY` codes read as they were
    meant), or None when it names none the game speaks."""
    if not isinstance(value, str):
        return None
    value = LEGACY.get(value, value)
    return value if value in LANGUAGE_NAMES else None


def system_language() -> str:
    """The system's language when the game speaks it, else English.

    Reads what gettext reads (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: the first one set), then
    the locale the platform reports (Windows sets no variables).
    """
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            for part in value.split(":"):
                code = language_code(part)
                if code:
                    return code
            break
    try:
        reported = locale.getlocale()[0]
    except ValueError:
        reported = None
    return language_code(reported) or "en"


def catalogue_dir(lang: str) -> Path:
    """The folder of a language's catalogue and Rules texts."""
    return LOCALE_DIR / CATALOGUE_DIRS.get(lang, lang)


def set_language(lang: str | None) -> None:
    """Speak `lang` from now on: one of `LANGUAGES` or `LEGACY`, or a locale name such as
    "ro_RO"; None means the system's language; any other value English."""
    global _translation, _language
    if lang is None:
        code = system_language()
    else:
        code = stored_language(lang) or language_code(lang) or "en"
    folder = CATALOGUE_DIRS.get(code, code)
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[folder], fallback=True
    )
    _language = code


def language() -> str:
    """The language the game speaks now: one of `LANGUAGES`."""
    return _language


@record(slots=True)
class NumberStyle:
    """How a language writes numbers (CLDR's number symbols and percent pattern)."""

    decimal: str  # the decimal sign: 2.5 / 2,5
    group: str  # between groups of three digits: 1,234 / 1.234
    grouped_from: int  # the fewest digits a grouped number has (Spanish: 1234, 12.345)
    percent: str  # "{}%", "{}\u00a0%"


_EN_NUMBERS = NumberStyle(".", ",", 4, "{}%")
_COMMA_NUMBERS = NumberStyle(",", ".", 4, "{}\u00a0%")
_SERBIAN_NUMBERS = NumberStyle(",", ".", 4, "{}%")
NUMBER_STYLES: dict[str, NumberStyle] = {
    "en": _EN_NUMBERS,
    "ro": _COMMA_NUMBERS,
    "da": _COMMA_NUMBERS,
    "es": NumberStyle(",", ".", 5, "{}\u00a0%"),
    "sr@latin": _SERBIAN_NUMBERS,
    "sr@cyrillic": _SERBIAN_NUMBERS,
}
"""Each language's numbers, as CLDR writes them: English 1,234 and 33%; Romanian and
Danish 1.234 and 33 %; Spanish 1234, 12.345 and 33 % (four digits are not grouped);
Serbian 1.234 and 33%. The space before % does not break."""


def _style() -> NumberStyle:
    return NUMBER_STYLES.get(_language, _EN_NUMBERS)


def _grouped(digits: str, style: NumberStyle) -> str:
    if len(digits) < style.grouped_from:
        return digits
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return style.group.join(groups)


def number(value: int) -> str:
    """A whole number in the current language's way: 1,234,567 / 1.234.567 (a count, a
    score; not an identifier such as a game's number)."""
    sign = "-" if value < 0 else ""
    return sign + _grouped(str(abs(value)), _style())


def decimal(value: float, places: int = 1) -> str:
    """`value` with `places` decimals, in the current language's way (0.25 / 0,25)."""
    style = _style()
    text = f"{abs(value):.{places}f}"
    whole, _point, fraction = text.partition(".")
    sign = "-" if value < 0 and text.strip("0.") else ""
    return sign + _grouped(whole, style) + (style.decimal + fraction if fraction else "")


def percent(share: float) -> str:
    """A share (0.33) as a whole percentage in the current language's way: 33% / 33 %."""
    return _style().percent.format(number(round(share * 100)))


@record
class RulesText:
    """The rules as the Rules window shows them in one language, and where they come from."""

    text: str  # paragraphs one a line; headings are lines without closing punctuation
    source: str  # one sentence, in the same language, naming the text's source


def rules_text(lang: str | None = None) -> RulesText:
    """The rules in `lang` (the current language by default).

    Romanian, Danish and Spanish are the user's manual itself, word for word; English and
    Serbian are our translations of it (`locale/<lang>/rules.txt`, `rules-source.txt`).
    """
    folder = catalogue_dir(stored_language(lang) or _language)
    text = (folder / "rules.txt").read_text(encoding="utf-8")
    lines = (folder / "rules-source.txt").read_text(encoding="utf-8").splitlines()
    source = " ".join(line for line in lines if line and not line.startswith("#"))
    return RulesText(text=text.strip(), source=source)


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated where it is used."""
    return message


ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("ignored explicit argument %r"),
)
"""The words of argparse a player of `canfield` can meet (Python 3.11 and later)."""


def translate_argparse() -> None:
    """Let argparse speak through our catalogue, so that a command line's help and errors
    are in one language. argparse looks its words up with the module's `_` and `ngettext`
    each time it uses them; they are pointed at ours."""
    import argparse

    words = vars(argparse)
    words["_"] = _
    words["ngettext"] = ngettext


def _(message: str) -> str:
    """Translate one message into the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message whose form depends on a count."""
    return _translation.ngettext(singular, plural, n)


if TYPE_CHECKING:  # the engine is imported where it is used, after start-up
    from canfield.engine.cards import Rank
    from canfield.engine.describe import Phrases


def pile_words(code: str) -> str:
    """A pile named by its code ("C2", "R") as the current language names it in a
    sentence: "column 2", "the reserve"."""
    if code == "S":
        return _("the stock")
    if code == "W":
        return _("the waste")
    if code == "R":
        return _("the reserve")
    if len(code) == 2 and code[0] == "C":
        return _("column {n}").format(n=code[1])
    if len(code) == 2 and code[0] == "F":
        return _("foundation {n}").format(n=code[1])
    return repr(code)


def with_article(words: Phrases, spec: str, rank: Rank, text: str) -> str:
    """`text` with the article `spec` agreeing with `rank` ("el" → "la reina …")."""
    forms = words.article_forms.get(spec)
    article = forms.get(rank) if forms else None
    return f"{article} {text}" if article else text


if TYPE_CHECKING:
    from canfield.engine.cards import Card, Suit


def rank_label(rank: int) -> str:
    """A rank's index as the current language's decks print it: "Q", "D", "10"."""
    return rank_index(rank, index_set(_language))


def card_label(card: Card) -> str:
    """A card's index with its suit sign, as printed in its corner: "Q♣", "D♣"."""
    return rank_label(card.rank) + card.suit.symbol


def card_short(card: Card, spec: str = "") -> str:
    """A card's short name as the current language writes it in a sentence: "Q♣", "D♣"
    (Romanian), "klør D" (Danish); `spec` asks for an article ("el": "la Q♣")."""
    from canfield.engine.describe import LANGUAGES

    words = LANGUAGES.get(_language)
    label = rank_label(card.rank)
    if words is None:
        return label + card.suit.symbol
    text = words.short.format(index=label, symbol=card.suit.symbol, suit=words.suits[card.suit])
    return with_article(words, spec, card.rank, text)


def card_words(card: Card, spec: str = "") -> str:
    """A card named in words as the current language says it ("seven of hearts", "7 de
    inimă roșie", "hjerter 7"), as `describe` names it; `spec` asks for an article or a
    case the language knows (`{card:el}`, Serbian `{card:acc}`)."""
    from canfield.engine.describe import LANGUAGES

    words = LANGUAGES.get(_language)
    if words is None:
        return card.words
    ranks = words.cases.get(spec, words.ranks)
    text = words.card.format(rank=ranks[card.rank], suit=words.suits[card.suit])
    return with_article(words, spec, card.rank, text)


def rank_words(rank: Rank, spec: str = "") -> str:
    """A rank in words as the current language says a start rank ("seven", "dama")."""
    from canfield.engine.describe import LANGUAGES

    words = LANGUAGES.get(_language)
    if words is None:
        return rank.word
    return with_article(words, spec, rank, words.start_ranks.get(rank) or words.ranks[rank])


def suit_words(suit: Suit) -> str:
    """A suit in words as the current language names a foundation's suit."""
    from canfield.engine.describe import LANGUAGES

    words = LANGUAGES.get(_language)
    return suit.word if words is None else words.suits[suit]


def spoken(template: str, **params: object) -> str:
    """Fill a translated template as it is heard: cards, ranks and suits in words (never
    the glyphs a screen reader reads one way or another), whole numbers as numbers."""
    from canfield.engine.cards import Card, Rank, Suit
    from canfield.engine.wording import PileRef, render

    def name(value: object, spec: str) -> str:
        if isinstance(value, Card):
            return card_words(value, spec)
        if isinstance(value, Rank):
            return rank_words(value, spec)
        if isinstance(value, Suit):
            return suit_words(value)
        if isinstance(value, PileRef):
            return pile_words(value.code)
        return format(value, spec)

    return render(template, params, name)


_aloud = [False]
"""True while `say` fills its templates to be heard (`aloud`)."""


@contextmanager
def aloud() -> Iterator[None]:
    """Within it, `say` names cards in words as `spoken` does: a sentence the window shows
    with "Q♣" is heard as "queen of clubs"."""
    before, _aloud[0] = _aloud[0], True
    try:
        yield
    finally:
        _aloud[0] = before


def say(template: str, **params: object) -> str:
    """Fill a translated template of the window's: cards by their short name, with the
    article a format spec asks for (`{card:el}`), whole numbers grouped; the rest as is.
    Within `aloud`, cards are named in words."""
    from canfield.engine.cards import Card
    from canfield.engine.wording import render

    def name(value: object, spec: str) -> str:
        if isinstance(value, Card):
            return card_words(value, spec) if _aloud[0] else card_short(value, spec)
        if isinstance(value, int) and not isinstance(value, bool):
            return number(value)
        return format(value, spec)

    return render(template, params, name)
