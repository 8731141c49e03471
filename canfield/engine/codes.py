"""Game codes (R4) and the shuffle behind them — fixed forever.

A code reads ``CF1-D3-AAAAACL``: format ``CF1``, draw mode ``D3``/``D1``, and a deal
number of 7 letters in base 26 (A=0 … Z=25, most significant first), 0 … 26**7 − 1.
The draw mode does not enter the shuffle: the same 7 letters deal the same cards in D1
and D3.

The CF1 shuffle (never change it: it would change every existing code)
---------------------------------------------------------------------
1. Start from the fresh deck: ♠ A…K, ♥ A…K, ♦ A…K, ♣ A…K (index 0 … 51).
2. Random bits come from SHA-256 in counter mode:
   block ``k`` = ``SHA-256(b"canfield-CF1" + n.to_bytes(8, "big") + k.to_bytes(4, "big"))``
   for k = 0, 1, 2 …, where ``n`` is the deal number; each block is read as eight
   big-endian unsigned 32-bit words, used in order.
3. A uniform integer in ``[0, m)`` takes the next word ``w`` and rejects it while
   ``w >= 2**32 - (2**32 % m)`` (no modulo bias), then returns ``w % m``.
4. Fisher–Yates: for ``i`` from 51 down to 1, ``j = uniform(i + 1)``, swap cards i and j.
   Every one of the 52! orders is reachable by the algorithm; the deal number picks one.
5. Deal from the front of the shuffled list (position 0 is dealt first, R3): 13 cards to
   the reserve (the 13th dealt is its top), the base card to F1, one card each to
   C1…C4, and the other 34 to the stock, position 18 being the stock's top card.

Nothing here depends on Python's `random`, hash seeds or platform: only SHA-256 and
integer arithmetic.

The manual's worked example: deal number 63 (``CF1-D3-AAAAACL``, ``CF1-D1-AAAAACL``)
---------------------------------------------------------------------------------------
The user's manual deals ``CF1-D3-AAAAACL`` and shows part of it: base card 7♥; the reserve's
top Q♣, then 8♥, Q♠, J♠ (13 cards); columns 6♣, K♥, Q♥, A♠. So that a reader finds the
manual's example where it says, this one deal number is laid out by a fixed rule instead:

1. The 9 cards the manual shows are put in their places: reserve positions 12, 11, 10, 9
   (dealt 13th, 12th, 11th, 10th: the 13th dealt is the top) are Q♣, 8♥, Q♠, J♠; position
   13 (the base card) is 7♥; positions 14–17 (C1…C4) are 6♣, K♥, Q♥, A♠.
2. The other 43 cards keep the order in which the CF1 shuffle of deal number 63 (above)
   deals them, and fill the free positions in order: 0–8 (the reserve under the J♠, the
   bottom card first), then 18–51 (the stock, 18 being its top card).

Both draw modes deal these cards; the Draw-3 deal is a proven win (the solver finds a line
and the engine replays it to the end: tests/engine/test_cards_codes.py), as the manual
calls it "the won game". Every other deal number is the plain CF1 shuffle.
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from typing import Protocol

from canfield.engine.cards import DECK, Card
from canfield.engine.wording import N_, Refusal
from canfield.values import record

FORMAT = "CF1"
LETTERS = 7
DEALS = 26**LETTERS
EXAMPLE = "CF1-D3-AAAAACL"
_CODE_RE = re.compile(r"CF1-D([13])-([A-Z]{7})")


class _Digest(Protocol):
    def digest(self) -> bytes: ...


def _find_sha256() -> Callable[[bytes], _Digest]:
    """SHA-256 from CPython's own module (`_sha2`, `_sha256` before 3.12), which gives the
    same digests as `hashlib` without loading OpenSSL's libcrypto (~3 MiB at start); else
    `hashlib`'s. (Python's `random` takes its SHA-512 the same way.)"""
    for name in ("_sha2", "_sha256"):
        try:
            found: Callable[[bytes], _Digest] = importlib.import_module(name).sha256
        except (ImportError, AttributeError):
            continue
        return found
    import hashlib

    return hashlib.sha256


_sha256 = _find_sha256()


class BadGameCode(Refusal):
    """A game code that cannot be read; the message says what is wrong and shows the form."""


@record(slots=True)
class GameCode:
    """A parsed game code: the draw mode and the deal number."""

    draw: int
    number: int

    def __post_init__(self) -> None:
        if self.draw not in (1, 3):
            raise BadGameCode(N_("the draw mode must be 1 or 3, not {draw}"), draw=self.draw)
        if not 0 <= self.number < DEALS:
            raise BadGameCode(
                N_("the deal number must be 0 … {last}, not {number}"),
                last=DEALS - 1,
                number=self.number,
            )

    @property
    def letters(self) -> str:
        """The deal number as 7 letters, A=0."""
        n, out = self.number, []
        for _ in range(LETTERS):
            n, digit = divmod(n, 26)
            out.append(chr(ord("A") + digit))
        return "".join(reversed(out))

    def __str__(self) -> str:
        return f"{FORMAT}-D{self.draw}-{self.letters}"


def parse_code(text: str) -> GameCode:
    """Read a game code, case-insensitively; raise `BadGameCode` saying what is wrong."""
    if not isinstance(text, str):
        raise BadGameCode(N_("a game code is text like {example}"), example=EXAMPLE)
    code = text.strip().upper()
    # Only ASCII is read: str.upper() turns "ſ" into "S", which must not pass for a letter.
    m = _CODE_RE.fullmatch(code) if text.isascii() else None
    if m:
        number = 0
        for ch in m.group(2):
            number = number * 26 + ord(ch) - ord("A")
        return GameCode(int(m.group(1)), number)
    parts = code.split("-")
    given = repr(text.strip())
    if not code:
        reason, value = N_("the game code is empty (expected a code like {example})"), ""
    elif not text.isascii():
        reason = N_(
            "{value} is not a game code: only A–Z, 0–9 and '-' are used "
            "(expected a code like {example})"
        )
        value = given
    elif len(parts) != 3:
        reason = N_(
            "{value} is not a game code: a code has three parts joined by '-' "
            "(expected a code like {example})"
        )
        value = given
    elif parts[0] != FORMAT:
        reason = N_(
            "unknown code format {value}: codes start with CF1 (expected a code like {example})"
        )
        value = repr(parts[0])
    elif parts[1] not in ("D1", "D3"):
        reason = N_("unknown draw mode {value}: it is D1 or D3 (expected a code like {example})")
        value = repr(parts[1])
    elif len(parts[2]) != LETTERS:
        reason = N_(
            "the deal number {value} must be exactly 7 letters (expected a code like {example})"
        )
        value = repr(parts[2])
    else:
        reason = N_(
            "the deal number {value} must be letters A–Z only (expected a code like {example})"
        )
        value = repr(parts[2])
    raise BadGameCode(reason, value=value, example=EXAMPLE)


def new_code(draw: int = 3, rng: random.Random | None = None) -> str:
    """A fresh random game code; pass a seeded `random.Random` for reproducible tests."""
    import secrets  # here, not at start: through `hmac` it loads OpenSSL (~3 MiB)

    number = rng.randrange(DEALS) if rng is not None else secrets.randbelow(DEALS)
    return str(GameCode(draw, number))


class _Bits:
    """The CF1 random stream: SHA-256 blocks in counter mode, read as 32-bit words."""

    def __init__(self, number: int) -> None:
        self._prefix = b"canfield-CF1" + number.to_bytes(8, "big")
        self._counter = 0
        self._words: list[int] = []

    def word(self) -> int:
        if not self._words:
            block = _sha256(self._prefix + self._counter.to_bytes(4, "big")).digest()
            self._counter += 1
            self._words = [int.from_bytes(block[i : i + 4], "big") for i in range(28, -1, -4)]
        return self._words.pop()

    def below(self, m: int) -> int:
        limit = 2**32 - (2**32 % m)
        while True:
            w = self.word()
            if w < limit:
                return w % m


WORKED_EXAMPLE = 63
"""The deal number of the manual's worked example, ``CF1-D3-AAAAACL`` (laid out by hand)."""

_WORKED_SHOWN = {
    9: "J♠",
    10: "Q♠",
    11: "8♥",
    12: "Q♣",
    13: "7♥",
    14: "6♣",
    15: "K♥",
    16: "Q♥",
    17: "A♠",
}
"""The manual's cards by dealing position (the rule in the module's docstring, step 1)."""


def shuffled_deck(number: int) -> tuple[Card, ...]:
    """The deck in dealing order for a deal number (first card dealt first).

    The CF1 shuffle, except for the manual's worked example (`WORKED_EXAMPLE`).
    """
    if number == WORKED_EXAMPLE:
        return worked_example_deck()
    return cf1_shuffle(number)


def worked_example_deck() -> tuple[Card, ...]:
    """The manual's deal in dealing order: its 9 shown cards placed, the rest CF1-shuffled."""
    shown = {position: Card.parse(name) for position, name in _WORKED_SHOWN.items()}
    placed = set(shown.values())
    rest = iter(card for card in cf1_shuffle(WORKED_EXAMPLE) if card not in placed)
    return tuple(shown[i] if i in shown else next(rest) for i in range(len(DECK)))


def cf1_shuffle(number: int) -> tuple[Card, ...]:
    """The plain CF1 shuffle of a deal number, in dealing order (first card dealt first)."""
    deck = list(DECK)
    bits = _Bits(number)
    for i in range(len(deck) - 1, 0, -1):
        j = bits.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)
