"""Translation hook: every word a player sees goes through `_()`.

The catalogues live in `canfield/locale/<lang>/LC_MESSAGES/canfield.mo`. Until a
language is installed with `set_language`, English (the source strings) is used.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import TYPE_CHECKING

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "canfield"

_translation: gettext.NullTranslations = gettext.translation(
    DOMAIN, localedir=str(LOCALE_DIR), fallback=True
)


_language = "en"


def set_language(lang: str | None) -> None:
    """Switch the catalogue (None or an unknown language means the source English)."""
    global _translation, _language
    languages = [lang] if lang else None
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=languages, fallback=True
    )
    _language = (lang or "en").replace("-", "_").split("_")[0].lower()


def language() -> str:
    """The player's language as a two- or three-letter code ("en" by default)."""
    return _language


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
