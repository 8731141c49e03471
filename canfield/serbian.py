"""Serbian in both its scripts: the Cyrillic text is the Latin text transliterated.

Serbian is written in Latin and in Cyrillic letters, one to one (lj, nj and dž are one
Cyrillic letter each). The Latin text is the one translators write; the Cyrillic one
is made from it by `to_cyrillic` (`scripts/i18n.py` does it for the catalogue and the
Rules, `canfield.engine.describe` for the position in words), so the two never drift.

What is not Serbian stays as it is: placeholders (`{card}`, `%(prog)s`), the notation and
the keys (`R>C2`, `C1–C4`, `S`, `Ctrl+Z`, `F1`, `Esc`), game codes, the command's own
words (`canfield`, `--code`, `true`), and card indices (Serbian decks print Latin J, Q, K).
The game's name is transcribed, as Serbian Cyrillic does with foreign names (Канфилд);
the application's name, "Canfield Solitaire", is a name of software and stays.
"""

from __future__ import annotations

import re

_LETTERS = dict(
    zip(
        "abcčćdđefghijklmnoprsštuvzž",
        "абцчћдђефгхијклмнопрсштувзж",
        strict=True,
    )
)
_LETTERS |= {latin.upper(): cyrillic.upper() for latin, cyrillic in _LETTERS.items()}
_DIGRAPHS = {
    "lj": "љ",
    "Lj": "Љ",
    "LJ": "Љ",
    "nj": "њ",
    "Nj": "Њ",
    "NJ": "Њ",
    "dž": "џ",
    "Dž": "Џ",
    "DŽ": "Џ",
}

WORDS = {
    "Canfield": "Канфилд",
    "Canfielda": "Канфилда",
    "Canfieldu": "Канфилду",
}
"""Foreign names, transcribed as Serbian Cyrillic writes them (with their case endings)."""

KEPT = frozenset(
    {
        "canfield",
        "Solitaire",
        "Ctrl",
        "Shift",
        "Esc",
        "Enter",
        "Tab",
        "Home",
        "End",
        "JSON",
        "SDL",
        "SDL-ov",
        "DISPLAY",
        "WAYLAND_DISPLAY",
        "true",
        "false",
        "on",
        "off",
        "yes",
        "no",
        "none",
        "settings",
        "set",
        "draw",
        "record",
        "stats",
        "play",
        "describe",
        "solve",
        "desktop",
        "install",
        "uninstall",
        "en",
        "sr",
    }
)
"""Latin words kept in Cyrillic text: key names, the command's words, names of software."""

_TWO_LETTERS = frozenset(
    {
        # "n" and "j" of two parts: nad-jačati, kon-jugacija; "d" and "ž": nad-živeti, pod-žanr.
        "nadjač",
        "konjug",
        "konjunk",
        "injek",
        "nadživ",
        "podžan",
        "odžal",
    }
)
"""Word beginnings in which lj, nj or dž are two letters, not one."""

_PLACEHOLDER = re.compile(
    r"Canfield Solitaire|\{seconds\} s\b|\{[^{}]*\}|%\([a-z_]+\)[sdr]|%[sdr]|`[^`]*`"
)
"""Kept whole: a placeholder, a command in backquotes, the name of the application (as
the manual gives it), and the SI sign of the second, which Serbian writes in Latin
letters in Cyrillic text too ("{seconds} s")."""
_TOKEN = re.compile(r"[^\s,;()„“”\"'`/]+")
_NOTATION = re.compile(r"[0-9+>:_@–]|^[A-Z]+-|-[A-Z]+$")
"""A token with a digit or a notation sign: R>C2, F1–F4, Ctrl+Z, CF1-D3-…, A–Z; or a
Latin name in capitals joined to another part: the "SDL" of "SDL-ov"."""
_LONE_CAPITAL = re.compile(r"^[A-Z]$")


def _word(word: str) -> str:
    """One Serbian word in Cyrillic letters."""
    lower = word.lower()
    two = any(lower.startswith(start) for start in _TWO_LETTERS)
    out: list[str] = []
    i = 0
    while i < len(word):
        pair = word[i : i + 2]
        if not two and pair in _DIGRAPHS:
            out.append(_DIGRAPHS[pair])
            i += 2
            continue
        out.append(_LETTERS.get(word[i], word[i]))
        i += 1
    return "".join(out)


def _kept(token: str, following: str) -> bool:
    """Whether a token stays in Latin letters: not Serbian (see the module docstring)."""
    core = token.strip(".!?…:")
    if core in KEPT or core.startswith("-"):
        return True
    if "♠" in core or "♥" in core or "♦" in core or "♣" in core:
        return True  # a card's index: Q♣
    if _NOTATION.search(core) and core not in WORDS:
        return True
    # One capital letter is a key or a pile (S, W, "H: savet") unless it is a word of its
    # own with a sentence going on after it: "U koloni", "I tada", "A zatim".
    if not _LONE_CAPITAL.match(core):
        return False
    return token != core or not re.match(r" +[a-zčćđšž]", following)


def _token(word: str, following: str) -> str:
    """One token of text in Cyrillic, or as it is when it is not Serbian."""
    core = word.strip(".!?…:")
    if core in WORDS:
        return word.replace(core, WORDS[core])
    if "-" in core and not core.startswith("-") and not re.search(r"[0-9>:_@]", core):
        # A Latin name with a Serbian ending ("SDL-ov"): each part on its own.
        return "-".join(_token(part, following) for part in word.split("-"))
    if _kept(word, following):
        return word
    return _word(word)


def to_cyrillic(text: str) -> str:
    """Serbian text in Latin letters, written in Cyrillic letters."""
    out: list[str] = []
    last = 0
    for placeholder in _PLACEHOLDER.finditer(text):
        out.append(_plain(text[last : placeholder.start()], text[placeholder.start() :]))
        out.append(placeholder.group())
        last = placeholder.end()
    out.append(_plain(text[last:], ""))
    return "".join(out)


def _plain(text: str, after: str) -> str:
    """Text without placeholders in Cyrillic; `after` is what follows it."""
    out: list[str] = []
    last = 0
    for token in _TOKEN.finditer(text):
        out.append(text[last : token.start()])
        out.append(_token(token.group(), text[token.end() :] + after))
        last = token.end()
    out.append(text[last:])
    return "".join(out)
