"""An engine refusal (an illegal move, a game code that cannot be read) in the player's
language.

The engine keeps each refusal as an English template and its values
(`canfield.engine.wording`); here the template goes through the catalogue and the values
are named as `describe` names them in that language. Kept apart from `canfield.i18n`,
which chooses the language and holds the catalogue: this is the one place that knows how
a refusal is put together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canfield.i18n import _, language, ngettext, pile_words, with_article

if TYPE_CHECKING:  # the engine is imported where it is used, after start-up
    from canfield.engine.describe import Phrases
    from canfield.engine.wording import Refusal


def _template(error: Refusal) -> str | None:
    """The refusal's template from the catalogue, or None when it has no translation."""
    if error.plural is None:
        text = _(error.template)
        return None if text == error.template else text
    text = ngettext(error.template, error.plural, error.count or 0)
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
    words = LANGUAGES.get(language())
    if language() == "en" or words is None or not _translated(error):
        return str(error)
    return _render(error, words)


def _render(error: Refusal, words: Phrases) -> str:
    from canfield.engine import Card, Rank, Suit
    from canfield.engine.wording import PileRef, Refusal, render

    def name(value: object, spec: str) -> str:
        if isinstance(value, Refusal):
            return _render(value, words)
        if isinstance(value, PileRef):
            return pile_words(value.code)
        if isinstance(value, Card):
            ranks = words.cases.get(spec, words.ranks)
            text = words.card.format(rank=ranks[value.rank], suit=words.suits[value.suit])
            return with_article(words, spec, value.rank, text)
        if isinstance(value, Rank):
            text = words.start_ranks.get(value) or words.ranks[value]
            return with_article(words, spec, value, text)
        if isinstance(value, Suit):
            return words.suits[value]
        return str(value)

    template = _template(error) or error.english_template
    try:
        return render(template, error.params, name)
    except (KeyError, IndexError, ValueError):  # a damaged translation: say it in English
        return str(error)
