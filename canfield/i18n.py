"""Translation hook: every word a player sees goes through `_()`.

The catalogues live in `canfield/locale/<lang>/LC_MESSAGES/canfield.mo` (made by
`scripts/i18n.py`). The game speaks English (the source strings), Romanian, Danish,
Spanish and Serbian (Latin script); until `set_language` is called, English is used, so
the words do not depend on the environment a test or a script runs in.
"""

from __future__ import annotations

import gettext
import locale
import os
from pathlib import Path
from typing import TYPE_CHECKING

from canfield.records import record

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "canfield"

LANGUAGE_NAMES: dict[str, str] = {
    "ro": "Română",
    "da": "Dansk",
    "es": "Español",
    "sr": "Srpski",
    "en": "English",
}
"""The languages the game speaks, each by its own name, in the order the manual has them."""

LANGUAGES: tuple[str, ...] = tuple(LANGUAGE_NAMES)

# Windows names its locales in English ("Romanian_Romania"), not by their codes.
_WINDOWS_NAMES = {"romanian": "ro", "danish": "da", "spanish": "es", "serbian": "sr"}

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def language_code(value: str | None) -> str | None:
    """The game's language for a locale name ("ro_RO.UTF-8", "es-ES", "da"), or None
    when the game does not speak it."""
    if not value:
        return None
    head = value.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    code = _WINDOWS_NAMES.get(head, head)
    return code if code in LANGUAGE_NAMES else None


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


def set_language(lang: str | None) -> None:
    """Speak `lang` from now on: one of `LANGUAGES` (a locale name such as "ro_RO" is
    read as its language); None means the system's language; any other value English."""
    global _translation, _language
    code = system_language() if lang is None else language_code(lang) or "en"
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True
    )
    _language = code


def language() -> str:
    """The language the game speaks now: one of `LANGUAGES`."""
    return _language


DECIMAL_COMMA = frozenset({"ro", "da", "es", "sr"})
"""The languages that write a decimal comma (2,5 s) rather than a point."""


def decimal(value: float, places: int = 1) -> str:
    """`value` with `places` decimals, in the current language's way (0.25 / 0,25)."""
    text = f"{value:.{places}f}"
    return text.replace(".", ",") if _language in DECIMAL_COMMA else text


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
    folder = LOCALE_DIR / (lang if lang in LANGUAGE_NAMES else _language)
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
    from canfield.engine.wording import Refusal


def _pile(code: str) -> str:
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


def _template(error: Refusal) -> str | None:
    """The refusal's template from the catalogue, or None when it has no translation."""
    if error.plural is None:
        text = _translation.gettext(error.template)
        return None if text == error.template else text
    text = _translation.ngettext(error.template, error.plural, error.count or 0)
    return None if text in (error.template, error.plural) else text


def _translated(error: Refusal) -> bool:
    """True when the refusal and every refusal nested in it have a translation."""
    from canfield.engine.wording import Refusal

    return _template(error) is not None and all(
        _translated(value) for value in error.params.values() if isinstance(value, Refusal)
    )


def explain(error: Exception) -> str:
    """An engine refusal (illegal move, bad game code) in the player's language.

    The engine keeps each refusal as a template and its values; the template goes through
    the catalogue, and cards, ranks and suits are named as `describe` names them in that
    language, with the articles the translation asks for (`{card:el}`). A message is never
    half one language and half another: when the template (or one nested in it) has no
    translation, or the language has no names for cards, the whole message is English.
    """
    from canfield.engine.describe import LANGUAGES
    from canfield.engine.wording import Refusal

    if not isinstance(error, Refusal):
        return str(error)
    words = LANGUAGES.get(_language)
    if _language == "en" or words is None or not _translated(error):
        return str(error)
    return _render(error, words)


def _render(error: Refusal, words: Phrases) -> str:
    from canfield.engine import Card, Rank, Suit
    from canfield.engine.wording import PileRef, Refusal, render

    def name(value: object, spec: str) -> str:
        if isinstance(value, Refusal):
            return _render(value, words)
        if isinstance(value, PileRef):
            return _pile(value.code)
        if isinstance(value, Card):
            text = words.card.format(rank=words.ranks[value.rank], suit=words.suits[value.suit])
            return _with_article(words, spec, value.rank, text)
        if isinstance(value, Rank):
            text = words.start_ranks.get(value) or words.ranks[value]
            return _with_article(words, spec, value, text)
        if isinstance(value, Suit):
            return words.suits[value]
        return str(value)

    template = _template(error) or error.english_template
    try:
        return render(template, error.params, name)
    except (KeyError, IndexError, ValueError):  # a damaged translation: say it in English
        return str(error)


def _with_article(words: Phrases, spec: str, rank: Rank, text: str) -> str:
    """`text` with the article `spec` agreeing with `rank` ("el" → "la reina …")."""
    forms = words.article_forms.get(spec)
    article = forms.get(rank) if forms else None
    return f"{article} {text}" if article else text
