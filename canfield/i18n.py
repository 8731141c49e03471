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


def set_language(lang: str | None) -> None:
    """Switch the catalogue (None or an unknown language means the source English)."""
    global _translation
    languages = [lang] if lang else None
    _translation = gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=languages, fallback=True
    )


def _(message: str) -> str:
    """Translate one message into the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message whose form depends on a count."""
    return _translation.ngettext(singular, plural, n)
