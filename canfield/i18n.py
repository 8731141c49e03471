"""Translation hook: every word a player sees goes through `_()`.

The catalogues live in `canfield/locale/<lang>/LC_MESSAGES/canfield.mo`. Until a
language is installed with `set_language`, English (the source strings) is used.
"""

from __future__ import annotations

import gettext
from pathlib import Path

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


def explain(error: Exception) -> str:
    """An engine refusal (illegal move, bad game code) in the player's language.

    The engine keeps each refusal as a template and its values; the template goes through
    the catalogue, and cards, ranks and suits are named as `describe` names them in that
    language (English where it has no table).
    """
    from canfield.engine import Card, Rank, Suit
    from canfield.engine.describe import LANGUAGES
    from canfield.engine.wording import PileRef, Refusal, english, render

    if not isinstance(error, Refusal):
        return str(error)
    lang = _language if _language in LANGUAGES else "en"
    words = LANGUAGES[lang]

    def name(value: object) -> str:
        if isinstance(value, Refusal):
            return explain(value)
        if isinstance(value, PileRef):
            return _pile(value.code)
        if lang == "en":
            return english(value)
        if isinstance(value, Card):
            return words.card.format(rank=words.ranks[value.rank], suit=words.suits[value.suit])
        if isinstance(value, Rank):
            return words.start_ranks.get(value) or words.ranks[value]
        if isinstance(value, Suit):
            return words.suits[value]
        return str(value)

    return render(_(error.template), error.params, name, articles=lang == "en")
