"""The player's own input, quoted back in a refusal: short, whatever was typed.

A code, a move or a number the player gave may be 100,000 characters long (a paste gone
wrong, a script): a refusal shows its start and its length, never all of it, so the
sentence still fits a line of the terminal or the status bar.
"""

from __future__ import annotations

from canfield.i18n import ngettext, number

ECHO_LIMIT = 60
"""Words longer than this in a refusal are an echo of the player's input, cut short. The
engine cuts its own echoes to about 45 characters; those are left whole."""


def clip(text: str, limit: int = 40) -> str:
    """A user's text cut for an echo: long input is shown by its start and its length."""
    if len(text) <= limit:
        return text
    n = len(text)
    return ngettext("{start}… ({n} character)", "{start}… ({n} characters)", n).format(
        start=text[: limit // 2], n=number(n)
    )


def clip_words(sentence: str, limit: int = ECHO_LIMIT) -> str:
    """A message with any overlong word (an echo of the player's input) cut short."""
    return " ".join(clip(word, limit) for word in sentence.split(" "))
